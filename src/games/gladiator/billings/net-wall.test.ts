import { describe, expect, it } from 'vitest';
import { distance, type Hex, neighbours } from '../../../core/hex.js';
import { conformanceRun } from '../conformance.js';
import { grabbedNetLanding } from '../net.js';
import { Match } from '../testkit.js';
import type { GladiatorOptions } from '../types.js';
import { BILLINGS_PRESET } from './options.js';
import { inArena } from './walls.js';

const at = (q: number, r: number): Hex => ({ q, r });
const WALLS: Partial<GladiatorOptions> = {
  advanced: true,
  billings: { ...BILLINGS_PRESET, preset: false, walls: true },
};
/** b with his back to the north wall at (0,-7); a, the Retarius, three hexes south of him, facing him. */
const AT_THE_WALL = {
  a: { type: 'retarius' as const, shield: 'none' as const, position: at(0, -4), facing: 0 },
  b: { position: at(0, -7), facing: 3 },
};

describe('Billings §6.7 a net won in the 17.6 struggle stays inside the walls', () => {
  it('§17.6 the grabber at the wall drops it in the farthest hex beside him that is inside the arena', () => {
    // Toss 1+1+1 + 2 (stood still) - 6 (repel net) = -1: an M, b grabs the net; contest a 2 + ST 0 against b 5 + ST 0.
    const m = new Match({ ...AT_THE_WALL, dice: [1, 1, 1, 2, 5], options: WALLS }).plot();
    m.orders('(TN)X', '(RN)X');
    expect(m.rollsFor('§17.6').map((x) => x.result)).toEqual(['loses the net', 'takes the net']);
    const net = m.state.items.find((i) => i.kind === 'net');
    expect(net).toBeDefined();
    const landed = net?.at as Hex;
    // The hex straight behind b, (0,-8), is beyond the wall; the best inside are three hexes from a.
    expect(inArena(landed)).toBe(true);
    expect(distance(landed, at(0, -7))).toBe(1);
    expect(distance(landed, at(0, -4))).toBe(3);
    expect(m.ofType('net-lost')[0]?.text).toContain(`(${landed.q},${landed.r})`);
  });

  it('§17.6 without walls the same grab drops the net behind b, off the walled board', () => {
    const m = new Match({ ...AT_THE_WALL, dice: [1, 1, 1, 2, 5], options: { advanced: true } }).plot();
    m.orders('(TN)X', '(RN)X');
    expect(m.state.items.find((i) => i.kind === 'net')?.at).toEqual(at(0, -8));
  });

  it('§17.6 in a corner of the walled arena the net still lands inside, farthest from the Retarius', () => {
    const corner = at(9, -11); // column 9, drawn row -7: the north-east corner
    expect(inArena(corner)).toBe(true);
    const inside = [...neighbours(corner)].filter(inArena);
    const landed = grabbedNetLanding(WALLS as GladiatorOptions, corner, at(7, -9));
    expect(inside).toContainEqual(landed);
    const best = Math.max(...inside.map((h) => distance(h, at(7, -9))));
    expect(distance(landed, at(7, -9))).toBe(best);
  });

  it('Billings §6.7 §17.6 the seed the 10,000-match run caught (light 16, match 24) keeps every net inside', () => {
    // Before the fix, step 88 of advanced-billings-retarius-light-16-24 left a net at (3,-9), beyond the wall.
    const r = conformanceRun('advanced-billings-retarius-light-16', 25, {
      advanced: true,
      types: ['retarius', 'light'],
      billings: { preset: true },
    });
    expect(r.failures).toEqual([]);
    expect(r.matches).toBe(25);
  });
});
