import { describe, expect, it } from 'vitest';
import type { Direction } from '../../core/hex.js';
import { nextInt, seedRng } from '../../core/rng.js';
import { found, searchReach } from './movement.js';
import { arena, type Man, man } from './testkit.js';

/** The rows the last searchReach left in `found`, as plain numbers. */
const rows = (): number[][] =>
  Array.from({ length: found.count }, (_, i) => [
    found.cell[i] as number,
    found.facing[i] as number,
    found.entered[i] as number,
    found.cost[i] as number,
    found.seq[i] as number,
  ]);

describe("the ends of a man's moves, written out and from the search", () => {
  it('§2.3, §2.4 with a helmet (no free turn) and two movement points, the written-out moves are what the search finds, in its order', () => {
    const rng = seedRng('reach-tables');
    let compared = 0;
    for (let round = 0; round < 400; round++) {
      const radius = 3 + nextInt(rng, 4);
      const hexes: { q: number; r: number }[] = [];
      for (let q = -radius; q <= radius; q++)
        for (let r = -radius; r <= radius; r++) if (Math.abs(q + r) <= radius) hexes.push({ q, r });
      // Up to eight men on distinct hexes, the first the mover; a crowd near him now and then.
      const count = 2 + nextInt(rng, 7);
      const men: Man[] = [];
      for (let i = 0; i < count; i++) {
        const at = hexes.splice(nextInt(rng, hexes.length), 1)[0] as { q: number; r: number };
        men.push({
          at,
          facing: nextInt(rng, 6) as Direction,
          kit: { helmet: nextInt(rng, 2) === 0 ? 'open' : 'closed' },
        });
      }
      const s = arena(men, [], { arenaRadius: radius });
      const mover = man(s, 'a');
      // Two points: his movement 2, or 4 or 5 halved by two hits (1.4, 4.2).
      mover.movement = [2, 4, 5][nextInt(rng, 3)] as number;
      if (mover.movement > 2) mover.hits = 2;
      const a = searchReach(s, mover);
      const written = rows();
      const b = searchReach(s, mover, undefined, true);
      expect(rows()).toEqual(written);
      expect(a).toBe(b);
      compared += 1;
    }
    expect(compared).toBe(400);
  });

  it('§2.3, §2.4 next to the wall and hemmed in by men, the written-out moves still match the search', () => {
    const s = arena(
      [
        { at: { q: 0, r: -3 }, facing: 0, kit: { helmet: 'closed' } },
        { at: { q: 1, r: -3 }, facing: 3 },
        { at: { q: -1, r: -2 }, facing: 1 },
        { at: { q: 0, r: -2 }, facing: 2 },
      ],
      [],
      { arenaRadius: 3 },
    );
    for (const facing of [0, 1, 2, 3, 4, 5] as Direction[]) {
      const mover = man(s, 'a');
      mover.movement = 2;
      mover.facing = facing;
      searchReach(s, mover);
      const written = rows();
      searchReach(s, mover, undefined, true);
      expect(rows()).toEqual(written);
    }
  });
});
