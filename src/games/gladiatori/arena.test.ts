import { describe, expect, it } from 'vitest';
import { distance, type Hex, hex, hexKey, neighbour } from '../../core/hex.js';
import {
  ARENA_RADII,
  ARENA_RADIUS,
  arenaNeighbours,
  checkArena,
  checkPlacement,
  facingTowardCentre,
  freePlacementHexes,
  HOUSE_ARENA,
  inArena,
  isGate,
  isPartial,
  makeArena,
} from './arena.js';
import { SECTION } from './tables.js';

describe('§4.4 The arena board (HOUSE)', () => {
  it('127 hexes: 91 whole, 36 partial on the wall, one connected board', () => {
    expect(HOUSE_ARENA.hexes).toHaveLength(127);
    expect(HOUSE_ARENA.hexes.filter((h) => h.partial)).toHaveLength(36);
    expect(checkArena(HOUSE_ARENA).ok).toBe(true);
    expect(HOUSE_ARENA.source).toBe('house');
  });
  it('partial hexes are the outer ring and can be entered like any other (8.4)', () => {
    const edge = hex(0, -ARENA_RADIUS);
    expect(isPartial(HOUSE_ARENA, edge)).toBe(true);
    expect(isPartial(HOUSE_ARENA, hex(0, 1 - ARENA_RADIUS))).toBe(false);
    expect(arenaNeighbours(HOUSE_ARENA, hex(0, 1 - ARENA_RADIUS)).map(hexKey)).toContain(hexKey(edge));
    expect(arenaNeighbours(HOUSE_ARENA, edge)).toHaveLength(3);
    expect(inArena(HOUSE_ARENA, hex(0, -ARENA_RADIUS - 1))).toBe(false);
  });
  it('two gates, west and east, on the wall; each inward step stays on the board', () => {
    const { left, right } = HOUSE_ARENA.gates;
    expect(left.at).toEqual(hex(-6, 3));
    expect(right.at).toEqual(hex(6, -3));
    for (const g of [left, right]) {
      expect(isPartial(HOUSE_ARENA, g.at)).toBe(true);
      expect(isGate(HOUSE_ARENA, g.at)).toBe(true);
      expect(distance(neighbour(g.at, g.inward), hex(0, 0))).toBe(ARENA_RADIUS - 1);
    }
  });
  it('four start hexes, each facing the centre', () => {
    expect(HOUSE_ARENA.startHexes).toHaveLength(4);
    for (const s of HOUSE_ARENA.startHexes) {
      expect(distance(s.at, hex(0, 0))).toBe(4);
      expect(facingTowardCentre(s.at)).toBe(s.facing);
    }
  });
  it('other sizes keep the shape: rings, partial wall, gates at mid-side, start hexes two rings in', () => {
    for (let r = ARENA_RADII.min; r <= ARENA_RADII.max; r++) {
      const arena = makeArena(r);
      expect(arena.hexes).toHaveLength(1 + 3 * r * (r + 1));
      expect(checkArena(arena).ok).toBe(true);
      for (const g of Object.values(arena.gates)) {
        expect(isPartial(arena, g.at)).toBe(true);
        expect(distance(neighbour(g.at, g.inward), hex(0, 0))).toBe(r - 1);
      }
      for (const s of arena.startHexes) expect(distance(s.at, hex(0, 0))).toBe(r - 2);
    }
    expect(() => makeArena(3)).toThrow();
  });
  it('a board with a hole that splits it is refused', () => {
    const split = {
      ...HOUSE_ARENA,
      hexes: [...HOUSE_ARENA.hexes, { at: hex(20, 20), partial: false }],
    };
    expect(checkArena(split)).toMatchObject({ ok: false, error: { code: 'arena-split' } });
  });
});

describe('§4.1 Start hexes', () => {
  const start = HOUSE_ARENA.startHexes.map((s) => s.at) as [Hex, Hex, Hex, Hex];
  it('each player takes a different marked start hex', () => {
    expect(checkPlacement(HOUSE_ARENA, start[0], 1, [], false).ok).toBe(true);
    expect(checkPlacement(HOUSE_ARENA, start[0], 2, [{ at: start[0], side: 1 }], false)).toMatchObject({
      ok: false,
      error: { code: 'hex-taken', rule: SECTION.startHexes },
    });
    expect(checkPlacement(HOUSE_ARENA, hex(0, 0), 1, [], false)).toMatchObject({
      ok: false,
      error: { code: 'not-a-start-hex' },
    });
  });
});

describe('§4.2 Free placement (optional)', () => {
  const yellow = { at: hex(0, 0), side: 2 };
  it('needs two empty hexes between the miniature and every opponent (the text diagram: B refused, A allowed)', () => {
    expect(checkPlacement(HOUSE_ARENA, hex(0, -2), 1, [yellow], true)).toMatchObject({
      ok: false,
      error: { code: 'too-near-opponent', rule: SECTION.freePlacement, values: { distance: 2 } },
    });
    expect(checkPlacement(HOUSE_ARENA, hex(0, -3), 1, [yellow], true).ok).toBe(true);
  });
  it('an ally may stand next to him', () => {
    expect(checkPlacement(HOUSE_ARENA, hex(0, -1), 2, [yellow], true).ok).toBe(true);
  });
  it('anywhere on the board otherwise, partial hexes included', () => {
    const free = freePlacementHexes(HOUSE_ARENA, 1, [yellow]);
    // 127 less the 19 within 2 of the opponent.
    expect(free).toHaveLength(127 - 19);
    expect(checkPlacement(HOUSE_ARENA, hex(9, 0), 1, [], true)).toMatchObject({
      ok: false,
      error: { code: 'off-board' },
    });
  });
});
