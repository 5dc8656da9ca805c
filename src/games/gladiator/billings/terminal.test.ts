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
import { BILLINGS_SECTIONS } from './options.js';

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
