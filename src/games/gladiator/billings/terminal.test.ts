/**
 * Issue 15, "Play it everywhere", the terminal: `ludus sim --options` and `ludus play --options` take the Billings
 * preset and each section alone (`ludus gladiator new --billings` has its own tests in src/cli/commands).
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runPlayGladiator } from '../../../cli/commands/play-gladiator.js';
import { runSim } from '../../../cli/commands/sim.js';
import { bufferIo } from '../../../cli/log.js';
import { parseMatchRecord } from '../../../core/runner.js';
import { gladiator } from '../module.js';
import { Match } from '../testkit.js';
import { renderBoard } from '../textboard.js';
import type { GladiatorOptions } from '../types.js';
import { BILLINGS_PRESET, BILLINGS_SECTIONS } from './options.js';

const sim = (options: unknown, n: number, record?: string) => {
  const io = bufferIo();
  const code = runSim(
    {
      game: 'gladiator',
      bots: 'brawler',
      n,
      seed: 'bill',
      options: JSON.stringify(options),
      ...(record ? { record } : {}),
    },
    io,
  );
  return { code, ...io };
};

/** A person who takes the default plot, writes F, and leaves at the third question. */
async function play(options: unknown, a: string, b: string) {
  const io = bufferIo();
  let asked = 0;
  const code = await runPlayGladiator(
    { seat: 'a', bot: 'brawler', seed: 'bill-1', a, b, options: JSON.stringify(options), color: false },
    io,
    async (prompt) => {
      asked += 1;
      if (asked > 3) return null;
      return prompt.startsWith('order') ? 'F' : '';
    },
  );
  return { code, ...io };
}

describe('Billings in the terminal: ludus sim --options', () => {
  it('Billings preset: the brawlers play their matches to the end and the record keeps the preset', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'ludus-billings-')), 'first.json');
    const r = sim({ advanced: true, billings: { preset: true } }, 3, file);
    expect(r.stderr).toEqual([]);
    expect(r.code).toBe(0);
    expect(r.stdout[0]).toMatch(/^gladiator: 3 matches/);
    const record = parseMatchRecord(readFileSync(file, 'utf8'));
    expect(record.ok && record.value.options).toMatchObject({ billings: { preset: true } });
  });

  it('Billings sections: each section alone is taken and played', () => {
    for (const section of BILLINGS_SECTIONS) {
      const r = sim({ advanced: true, billings: { [section]: true } }, 1);
      expect([section, r.code, r.stderr]).toEqual([section, 0, []]);
    }
  });

  it('Billings readings: a reading is taken, and an unknown section is refused naming it', () => {
    expect(sim({ billings: { walls: true, wallStunSidestep: 'chart', netHit: 'ensnare' } }, 1).code).toBe(0);
    const bad = sim({ billings: { wals: true } }, 1);
    expect(bad.code).not.toBe(0);
    expect(bad.stderr.join('\n')).toMatch(/wals/);
  });
});

describe('Billings in the terminal: ludus play --options', () => {
  it('Billings §3.4 under the preset the Retarius on the log sheet moves six phases; without it five', async () => {
    const billings = await play({ advanced: true, billings: { preset: true } }, 'retarius', 'medium');
    expect(billings.stderr).toEqual([]);
    expect(billings.code).toBe(0);
    expect(billings.stdout.join('\n')).toMatch(/Move 6 phases a turn/);
    const original = await play({ advanced: true }, 'retarius', 'medium');
    expect(original.stdout.join('\n')).toMatch(/Move 5 phases a turn/);
  });

  it('Billings sections: play refuses a misspelt section before the match starts', async () => {
    const bad = await play({ billings: { wals: true } }, 'medium', 'medium');
    expect(bad.code).not.toBe(0);
    expect(bad.stderr.join('\n')).toMatch(/wals/);
  });
});

describe('Billings §6.7 the terminal board draws the walls', () => {
  /** a with his back to the north wall; b well inside. */
  const board = (options: Partial<GladiatorOptions>) => {
    const m = new Match({
      a: { position: { q: 0, r: -7 }, facing: 3 },
      b: { position: { q: 0, r: -4 }, facing: 0 },
      options,
    });
    return renderBoard(gladiator.view(m.state, 'a'), { center: { q: 0, r: -7 } });
  };

  it('Billings §6.7 the hexes beyond the wall are solid and unlabelled, and the legend says why', () => {
    const text = board({ billings: { ...BILLINGS_PRESET, preset: false, walls: true } });
    // The window is 11 columns by 9 rows centred on drawn row -7: rows -11 to -8 lie beyond the wall, 4 x 11 hexes.
    expect(text.match(/\/#####\\/g)).toHaveLength(44);
    expect(text).toContain('##### beyond the wall (Billings 6.7)');
    // Hexes inside keep their labels; drawn row -7, along the wall, is drawn as usual.
    expect(text).toContain('0,-7');
    expect(text).not.toContain('0,-8');
    expect(text).toContain('A↓');
  });

  it('Billings §6.7 without the walls the board has no wall and labels every hex', () => {
    const text = board({});
    expect(text).not.toContain('#');
    expect(text).toContain('0,-8');
  });
});
