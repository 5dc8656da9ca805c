import { describe, expect, it, vi } from 'vitest';
import { nextInt, seedRng } from '../../core/rng.js';

/** meleeWorth from a fresh copy of the brawler's module: its cache of worths empty. */
async function freshMeleeWorth() {
  vi.resetModules();
  return (await import('./bots.js')).meleeWorth;
}

type Ask = [attLeft: number, defLeft: number, rest: number, edge: number, turnsLeft: number, forAttacker: boolean];

/** Seeded asks over every input's range and a little beyond (the cache clamps them), edges far past the kept ones. */
function asks(n: number): Ask[] {
  const rng = seedRng('melee worths');
  const roll = (lo: number, hi: number) => lo + nextInt(rng, hi - lo + 1);
  return Array.from({ length: n }, () => [
    roll(-1, 22),
    roll(-1, 22),
    roll(-3, 22),
    roll(-30, 30),
    roll(-2, 45),
    roll(0, 1) === 1,
  ]);
}

/** The bits of a single-precision number, so that two answers are compared to the last bit. */
const bits = (x: number) => new Uint32Array(new Float32Array([x]).buffer)[0];

describe("the brawler's worth of a melee (3.5)", () => {
  it('3.5 a melee is worth the same single-precision answer whatever was asked before', async () => {
    const all = asks(6000);
    const first = await freshMeleeWorth();
    const forwards = all.map((a) => first(...a));
    // A second cache asked the other way round: every row and edge is met first by a different ask.
    const second = await freshMeleeWorth();
    const backwards = [...all].reverse().map((a) => second(...a));
    backwards.reverse();
    for (const [i, v] of forwards.entries()) {
      expect(Number.isFinite(v)).toBe(true);
      expect(Math.fround(v)).toBe(v);
      expect(bits(backwards[i] as number), `ask ${all[i]?.join(', ')}`).toBe(bits(v));
      // Asked again from the same cache, the answer is the one kept.
      expect(bits(first(...(all[i] as Ask)))).toBe(bits(v));
    }
  });

  it('3.5 past a difference of 10 every roll lands on the last row: an edge past 20 is worth what 20 is', async () => {
    const worth = await freshMeleeWorth();
    for (const [att, def, rest, , turnsLeft, forAttacker] of asks(300)) {
      expect(worth(att, def, rest, 27, turnsLeft, forAttacker)).toBe(worth(att, def, rest, 20, turnsLeft, forAttacker));
      expect(worth(att, def, rest, -24, turnsLeft, forAttacker)).toBe(
        worth(att, def, rest, -20, turnsLeft, forAttacker),
      );
    }
  });

  it('3.5 against a man with no boxes left, every result but a lock wins, save his mortal wound on the attacker', async () => {
    vi.resetModules();
    const { BRAWLER, meleeWorth } = await import('./bots.js');
    // The chance of each difference of two 2d6 rolls, summed in the order the brawler sums it.
    const chance = new Array<number>(21).fill(0);
    for (let a = 1; a <= 6; a++)
      for (let b = 1; b <= 6; b++)
        for (let c = 1; c <= 6; c++)
          for (let d = 1; d <= 6; d++) chance[a + b - c - d + 10] = (chance[a + b - c - d + 10] as number) + 1 / 1296;
    // His chance of winning by a margin of boxes at the turn limit, as the brawler reckons it (6.3).
    const curve = (margin: number, spread: number) => {
      const m = margin - BRAWLER.drawShift;
      return 1 / (1 + Math.exp(-m / spread));
    };
    for (const turnsLeft of [0, 7, 40, 55]) {
      // 20 boxes against none: he is as good as through to the turn limit already.
      const now = curve(20, BRAWLER.aheadSpan);
      const worthOf = (t: number) => {
        if (Math.abs(t) <= 1) return 0; // locked (3.5): nothing changes
        if (t <= -10) return curve(0, BRAWLER.span) - now; // both out: a draw between the two
        if (t === 9) return 1 + BRAWLER.fall - now; // the other falls as well
        if (t === -9) return 1 - BRAWLER.fall - now; // he falls, though the other is out
        return 1 - now; // the other is out
      };
      for (let edge = -25; edge <= 25; edge++) {
        let sum = 0;
        for (let k = -10; k <= 10; k++)
          sum += (chance[k + 10] as number) * worthOf(Math.max(-10, Math.min(10, k + edge)));
        expect(bits(meleeWorth(20, 0, -1, edge, turnsLeft, true)), `edge ${edge}, ${turnsLeft} turns left`).toBe(
          bits(sum),
        );
        // Boxes and turns beyond the cache's range count as its last.
        expect(meleeWorth(23, -2, -4, edge, turnsLeft, true)).toBe(meleeWorth(20, 0, -1, edge, turnsLeft, true));
      }
    }
  });
});
