import { describe, expect, it } from 'vitest';
import { Dice } from '../core/dice.js';
import { seedRng } from '../core/rng.js';
import { playMatch } from '../core/runner.js';
import { createBillingsGladiator } from '../games/gladiator/billings/creation.js';
import { brawlerBot } from '../games/gladiator/bots.js';
import { gladiator } from '../games/gladiator/module.js';
import {
  CREATION_METHODS,
  creationFigures,
  duelFigures,
  formatCreation,
  formatDuels,
  RULE_SETS,
} from './billings-figures.js';

describe('the Billings note: a Retarius against a medium man under each set of rules', () => {
  it('counts the same wins, turns and endings as the matches played one by one', () => {
    for (const rules of RULE_SETS) {
      const f = duelFigures(rules, 5, 'note');
      expect(f.ok, rules.name).toBe(true);
      if (!f.ok) return;
      // The same seeds played here directly: three with the Retarius at seat a, two with him at seat b.
      const seeds = [
        ...[0, 1, 2].map((i) => ({ seed: `note-ra-${i}`, types: ['retarius', 'medium'], retarius: 'a' })),
        ...[0, 1].map((i) => ({ seed: `note-ar-${i}`, types: ['medium', 'retarius'], retarius: 'b' })),
      ];
      let wins = 0;
      let turns = 0;
      const endings: Record<string, number> = {};
      for (const s of seeds) {
        const played = playMatch(gladiator, {
          options: { ...rules.options, types: s.types },
          seed: s.seed,
          bots: { a: brawlerBot, b: brawlerBot },
        });
        if (!played.ok) throw new Error(played.error.message);
        const m = played.value;
        if (m.outcome?.winners.includes(s.retarius)) wins += 1;
        turns += m.state.turn;
        const how = m.outcome?.how ?? 'unfinished';
        endings[how] = (endings[how] ?? 0) + 1;
      }
      expect(f.value.matches).toBe(5);
      expect(f.value.retariusWins).toBe(wins);
      expect(f.value.retariusWinRate).toBeCloseTo(wins / 5, 10);
      expect(f.value.meanTurns).toBeCloseTo(turns / 5, 10);
      expect(f.value.kills).toBe((endings.kill ?? 0) + (endings['both killed'] ?? 0));
      expect(f.value.missusKilled).toBe(endings.Down ?? 0);
      expect(f.value.missusSpared).toBe(endings.Up ?? 0);
      const other = Object.values(f.value.other).reduce((a, b) => a + b, 0);
      expect(f.value.kills + f.value.missusKilled + f.value.missusSpared + other).toBe(5);
      expect(f.value.retariusWins + f.value.mediumWins + f.value.neither).toBe(5);
    }
  });

  it('refuses fewer than two matches (one for each seat the Retarius takes)', () => {
    expect(duelFigures(RULE_SETS[0]!, 1, 'x')).toMatchObject({ ok: false });
  });

  it('prints the two sets of rules side by side, with the win rate and the Missus endings', () => {
    const rows = RULE_SETS.map((r) => {
      const f = duelFigures(r, 2, 'print');
      if (!f.ok) throw new Error(f.error);
      return f.value;
    });
    const lines = formatDuels(rows);
    expect(lines[0]).toContain('original');
    expect(lines[0]).toContain('Billings preset');
    expect(lines.find((l) => l.startsWith("Retarius's win rate"))).toContain(
      `${(100 * rows[1]!.retariusWinRate).toFixed(1)}%`,
    );
    expect(lines.some((l) => l.startsWith('Missus: loser spared'))).toBe(true);
  });
});

describe('the Billings note: mean CF, W and CON under each creation method', () => {
  it('averages the men that gladiator new would roll on the same seeds', () => {
    const f = creationFigures('medium', 12, 'means');
    expect(f.ok).toBe(true);
    if (!f.ok) return;
    for (const [i, method] of CREATION_METHODS.entries()) {
      let cf = 0;
      let con = 0;
      for (let k = 0; k < 12; k++) {
        const g = createBillingsGladiator(new Dice(seedRng(`means-${k}`)), { seat: 'a', type: 'medium' }, method.how);
        if (!g.ok) throw new Error(g.error.message);
        cf += g.value.cf;
        con += g.value.CON;
      }
      expect(f.value[i]).toMatchObject({ method: method.name, count: 12 });
      expect(f.value[i]!.cf).toBeCloseTo(cf / 12, 10);
      expect(f.value[i]!.CON).toBeCloseTo(con / 12, 10);
    }
  });

  it('Billings §3.7 arranged: the same five totals give more CF put first than put last, and less CON', () => {
    const f = creationFigures('medium', 50, 'arrange');
    if (!f.ok) throw new Error(f.error);
    const [, , cfFirst, bodyFirst] = f.value;
    expect(cfFirst!.cf).toBeGreaterThan(bodyFirst!.cf);
    expect(cfFirst!.CON).toBeLessThan(bodyFirst!.CON);
    expect(formatCreation('medium', f.value)).toHaveLength(1 + CREATION_METHODS.length);
  });
});
