import { describe, expect, it } from 'vitest';
import type { Direction, Hex } from '../../core/hex.js';
import { movementNow, reachable } from './movement.js';
import { type Ends, endsOf, newEnds } from './tactics.js';
import { arena, type Man, man } from './testkit.js';
import type { Kit } from './types.js';

/** Everything a brawler wears: with a helmet and the armour's penalties his movement is the least, 2 (1.4). */
const HEAVY: Partial<Kit> = { helmet: 'closed', body: true, arm: true, leg: true, shield: true, weapon: 'spear' };

/**
 * The ends of seat a's moves as the bots read them (tactics.ts endsOf, the other men's hexes told by a test and, as the
 * brawler tells them, by marks) and as the rules list them (movement.ts reachable), as (q, r, facing, entered), the
 * hexes entered being those of the way an attack from there takes.
 */
function bothSearches(men: Man[]): { bots: string[]; rules: string[]; rate: number } {
  const s = arena(men);
  const f = man(s, 'a');
  const radius = s.options.arenaRadius;
  const side = 2 * radius + 1;
  const held = new Set<number>();
  const marks = new Uint8Array(side * side);
  for (const seat of s.seats.slice(1)) {
    const g = man(s, seat);
    const cell = (g.at.q + radius) * side + g.at.r + radius;
    held.add(cell);
    marks[cell] = 1;
  }
  const rate = movementNow(f);
  const words = (ends: Ends): string[] => {
    const out: string[] = [];
    for (let i = 0; i < ends.count; i++) {
      const cell = ends.cell[i] as number;
      const q = Math.floor(cell / side) - radius;
      const r = (cell % side) - radius;
      out.push(`${q},${r} facing ${ends.facing[i]} entered ${ends.entered[i]}`);
    }
    return out;
  };
  const bots = words(endsOf(f, rate, radius, (c) => held.has(c), newEnds()));
  expect(words(endsOf(f, rate, radius, marks))).toEqual(bots);
  // The hexes entered that decide whether he may attack from there (2.5): the attack's way's where it has its own.
  const rules = reachable(s, f).map(
    (e) => `${e.at.q},${e.at.r} facing ${e.facing} entered ${e.attack?.entered ?? e.entered}`,
  );
  return { bots, rules, rate };
}

const at = (q: number, r: number): Hex => ({ q, r });

describe("the bots' reading of the search of a man's ends (tactics.ts)", () => {
  it('§2.3, §2.4 a man with a helmet and two movement points ends where the rules let him, each place once', () => {
    const layouts: { me: Man; others: Hex[] }[] = [
      // In the open, facing each way (the second man far off).
      ...[0, 1, 2, 3, 4, 5].map((facing) => ({
        me: { at: at(0, 0), facing: facing as Direction, kit: HEAVY },
        others: [at(-4, 4)],
      })),
      // The hex ahead held: neither it nor the hex beyond it.
      { me: { at: at(0, 0), facing: 0, kit: HEAVY }, others: [at(0, -1)] },
      // Two ahead held, then the hexes ahead after a turn either way.
      { me: { at: at(0, 0), facing: 0, kit: HEAVY }, others: [at(0, -2), at(-1, 0), at(1, -1)] },
      // Against the wall, facing it and along it.
      { me: { at: at(0, -6), facing: 0, kit: HEAVY }, others: [at(-4, 4)] },
      { me: { at: at(0, -6), facing: 1, kit: HEAVY }, others: [at(-4, 4)] },
      { me: { at: at(6, -6), facing: 5, kit: HEAVY }, others: [at(5, -5)] },
    ];
    for (const { me, others } of layouts) {
      const { bots, rules, rate } = bothSearches([me, ...others.map((o) => ({ at: o, facing: 3 as Direction }))]);
      expect(rate).toBe(2);
      expect(new Set(bots).size).toBe(bots.length);
      expect([...bots].sort()).toEqual([...rules].sort());
    }
  });

  it('§2.3, §2.4 a man without a helmet turns once a hex for free, and a faster man goes further: the same ends', () => {
    const layouts: Man[][] = [
      [
        { at: at(0, 0), facing: 2, kit: { helmet: 'none' } },
        { at: at(-4, 4), facing: 0 },
      ],
      [
        { at: at(0, 0), facing: 2, strength: 3, agility: 3, kit: { helmet: 'closed' } },
        { at: at(1, 0), facing: 4 },
      ],
      [
        { at: at(2, -6), facing: 0, strength: 3, agility: 3, kit: { helmet: 'none' } },
        { at: at(1, -5), facing: 1 },
      ],
    ];
    for (const men of layouts) {
      const { bots, rules, rate } = bothSearches(men);
      expect(rate).toBeGreaterThan(2);
      // Where two ways to a place cost the same, both searches keep the hexes entered of the same one, in one order.
      expect(bots).toEqual(rules);
    }
  });

  it('§2.5 where two ways of one cost enter four and five hexes, the bots count four, as the rules do', () => {
    // Five movement points without a helmet, from (-4, -2) facing 1 to (-4, 2) facing 3: two turns right (the first
    // free) and four hexes ahead cost five; so does a way that turns free in each of five hexes. The rules keep the
    // first, so the man may still attack there; the bots' old search kept the second and took his blows for none.
    const men: Man[] = [
      { at: at(-4, -2), facing: 1, strength: 3, kit: { helmet: 'none' } },
      { at: at(0, 5), facing: 0 },
    ];
    const { bots, rules, rate } = bothSearches(men);
    expect(rate).toBe(5);
    expect(rules).toContain('-4,2 facing 3 entered 4');
    expect(bots).toContain('-4,2 facing 3 entered 4');
    expect(bots).toEqual(rules);
  });
});
