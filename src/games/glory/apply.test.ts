import { describe, expect, it } from 'vitest';
import { playMatch, randomBot } from '../../core/runner.js';
import { brawlerBot } from './bots.js';
import { glory } from './module.js';

describe('apply', () => {
  it('never edits the state it is given: every man of the old state is frozen before each command', () => {
    // apply copies only the men the group's moves can touch; a rule editing a man it shares with the old state throws.
    const frozen = {
      ...glory,
      apply: (s: Parameters<typeof glory.apply>[0], seat: string, cmd: Parameters<typeof glory.apply>[2]) => {
        for (const g of Object.values(s.figures)) Object.freeze(g);
        return glory.apply(s, seat, cmd);
      },
    };
    const seats = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'];
    let melees = 0;
    for (let i = 0; i < 40; i++) {
      const n = 2 + (i % 7);
      const bots = Object.fromEntries(seats.slice(0, n).map((s, k) => [s, k % 2 ? randomBot : brawlerBot]));
      const crowd = (['dice', 'merciless', 'merciful'] as const)[i % 3];
      const r = playMatch(frozen, { options: { gladiators: n, crowd }, seed: `frozen-${i}`, bots });
      if (!r.ok) throw new Error(r.error.message);
      melees += r.value.events.filter((e) => e.type === 'melee').length;
    }
    expect(melees).toBeGreaterThan(100);
  });
});
