import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  absolute,
  type Direction,
  directionTo,
  distance,
  frontCone,
  hex,
  inFrontCone,
  line,
  neighbour,
  relative,
  ring,
  spokeOf,
  turn,
} from './hex.js';

const arbHex = fc.record({ q: fc.integer({ min: -50, max: 50 }), r: fc.integer({ min: -50, max: 50 }) });
const arbDir = fc.integer({ min: 0, max: 5 }) as fc.Arbitrary<Direction>;

describe('hex grid', () => {
  it('directions run clockwise from north in axial steps', () => {
    const o = hex(0, 0);
    expect([0, 1, 2, 3, 4, 5].map((d) => neighbour(o, d as Direction))).toEqual([
      { q: 0, r: -1 },
      { q: 1, r: -1 },
      { q: 1, r: 0 },
      { q: 0, r: 1 },
      { q: -1, r: 1 },
      { q: -1, r: 0 },
    ]);
    expect(turn(0, -1)).toBe(5);
    expect(turn(5, 1)).toBe(0);
  });

  it('distance is max(|dq|, |dr|, |ds|): symmetric, zero only for the same hex, one for each neighbour', () => {
    fc.assert(
      fc.property(arbHex, arbHex, (a, b) => {
        expect(distance(a, b)).toBe(distance(b, a));
        expect(distance(a, b) === 0).toBe(a.q === b.q && a.r === b.r);
      }),
    );
    fc.assert(
      fc.property(arbHex, arbDir, (a, d) => {
        expect(distance(a, neighbour(a, d))).toBe(1);
      }),
    );
    expect(distance(hex(0, 0), hex(3, -1))).toBe(3);
  });

  it('relative and absolute directions invert each other (0 F, 1 FR, 2 BR, 3 B, 4 BL, 5 FL)', () => {
    fc.assert(
      fc.property(arbDir, arbDir, (d, f) => {
        expect(absolute(relative(d, f), f)).toBe(d);
      }),
    );
    expect(relative(0, 3)).toBe(3); // facing south, north is behind
    expect(relative(4, 3)).toBe(1); // facing south, south-west is front right
  });

  it('every offset decomposes into p·e(a) + q·e(a+1) with p >= 1, q >= 0 and distance p + q', () => {
    fc.assert(
      fc.property(arbHex, arbHex, (a, b) => {
        const s = spokeOf(a, b);
        if (a.q === b.q && a.r === b.r) {
          expect(s).toBeNull();
          return;
        }
        expect(s).not.toBeNull();
        if (!s) return;
        expect(s.p).toBeGreaterThanOrEqual(1);
        expect(s.q).toBeGreaterThanOrEqual(0);
        expect(s.p + s.q).toBe(distance(a, b));
        expect(neighbour(neighbour(a, s.a, s.p), turn(s.a, 1), s.q)).toEqual(b);
      }),
    );
  });

  it('front cones hold 3, 8 and 15 hexes within radius 1, 2 and 3 (5.2, 17.3), for every facing', () => {
    for (const f of [0, 1, 2, 3, 4, 5] as Direction[]) {
      expect(frontCone(hex(2, -1), f, 1)).toHaveLength(3);
      expect(frontCone(hex(2, -1), f, 2)).toHaveLength(8);
      expect(frontCone(hex(2, -1), f, 3)).toHaveLength(15);
    }
    // Facing north, the combat front is NW, N and NE.
    expect(frontCone(hex(0, 0), 0, 1)).toEqual(expect.arrayContaining([hex(-1, 0), hex(0, -1), hex(1, -1)]));
    expect(inFrontCone(hex(0, 0), 0, hex(0, 1), 1)).toBe(false);
  });

  it('the radius-1 shortcut agrees with the general cone test', () => {
    fc.assert(
      fc.property(arbHex, arbDir, arbDir, (a, f, d) => {
        const t = neighbour(a, d);
        expect(inFrontCone(a, f, t, 1)).toBe([5, 0, 1].includes(relative(d, f)));
        expect(directionTo(a, t)).toBe(d);
      }),
    );
  });

  it('rings hold 6n hexes at distance n, and lines run between their ends one hex at a time', () => {
    for (const n of [1, 2, 3, 4]) {
      const r = ring(hex(1, 1), n);
      expect(r).toHaveLength(6 * n);
      for (const h of r) expect(distance(h, hex(1, 1))).toBe(n);
    }
    fc.assert(
      fc.property(arbHex, arbHex, (a, b) => {
        const l = line(a, b);
        expect(l).toHaveLength(distance(a, b) + 1);
        expect(l[0]).toEqual(a);
        expect(l.at(-1)).toEqual(b);
        for (let i = 1; i < l.length; i++) expect(distance(l[i - 1]!, l[i]!)).toBe(1);
      }),
    );
  });
});
