import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Direction, distance, type Hex, hex, neighbour } from '../../core/hex.js';
import { expandOrder, type MoveStep, path } from './movement.js';
import { parseOrder, ROLL_DIRECTIONS } from './orders.js';
import type { Order } from './types.js';

const parsed = (text: string): Order => {
  const r = parseOrder(text);
  if (!r.ok) throw new Error(`${text}: ${r.error.message}`);
  return r.value;
};
const expand = (text: string, at: Hex = hex(0, 0), facing: Direction = 0) => expandOrder(parsed(text), at, facing);
const moves = (steps: MoveStep[]) => steps.filter((s) => s.kind === 'move');

const arbHex = fc.record({ q: fc.integer({ min: -20, max: 20 }), r: fc.integer({ min: -20, max: 20 }) });
const arbFacing = fc.constantFrom<Direction>(0, 1, 2, 3, 4, 5);

describe('§6.3 one-hex standard moves (RULINGS movement geometry)', () => {
  // Facing north (0): N (0,-1), NE (1,-1), SE (1,0), S (0,1), SW (-1,1), NW (-1,0).
  const north: [string, Hex, string][] = [
    ['F', hex(0, -1), 'forward'],
    ['B', hex(0, 1), 'backward'],
    ['SFL', hex(-1, 0), 'sidestepForward'],
    ['SFR', hex(1, -1), 'sidestepForward'],
    ['SBL', hex(-1, 1), 'sidestepBackward'],
    ['SBR', hex(1, 0), 'sidestepBackward'],
  ];
  it.each(north)('§6.3 %s facing north from (0,0)', (text, to, how) => {
    const e = expand(text);
    expect(e.steps).toEqual([{ kind: 'move', from: hex(0, 0), to, how }]);
    expect(e.end).toEqual(to);
    expect(e.facing).toBe(0);
  });
  // Facing south-east (2) from (3,-1): relative 0 -> dir 2, 3 -> 5, 5 -> 1, 1 -> 3, 4 -> 0, 2 -> 4.
  const southEast: [string, Hex][] = [
    ['F', hex(4, -1)],
    ['B', hex(2, -1)],
    ['SFL', hex(4, -2)],
    ['SFR', hex(3, 0)],
    ['SBL', hex(3, -2)],
    ['SBR', hex(2, 0)],
  ];
  it.each(southEast)('§6.3 %s facing south-east from (3,-1)', (text, to) => {
    const e = expand(text, hex(3, -1), 2);
    expect(path(e.steps)).toEqual([to]);
    expect(e.facing).toBe(2);
  });
  it('§6.3 C goes three hexes forward, one step each', () => {
    const e = expand('C', hex(0, 0), 1);
    expect(path(e.steps)).toEqual([hex(1, -1), hex(2, -2), hex(3, -3)]);
    expect(moves(e.steps).every((s) => s.how === 'forward')).toBe(true);
    expect(e.facing).toBe(1);
  });
});

describe('§6.4 (Q) quick move', () => {
  it('§6.4 F(Q) enters two hexes as two separate steps', () => {
    const e = expand('F(Q)');
    expect(e.steps).toEqual([
      { kind: 'move', from: hex(0, 0), to: hex(0, -1), how: 'forward' },
      { kind: 'move', from: hex(0, -1), to: hex(0, -2), how: 'forward' },
    ]);
    expect(e.end).toEqual(hex(0, -2));
  });
  it('§6.4 (Q) written before the standard works the same', () => {
    expect(expand('(Q)SBL')).toEqual(expand('SBL(Q)'));
    expect(path(expand('(Q)SBL').steps)).toEqual([hex(-1, 1), hex(-2, 2)]);
  });
  it('§6.4 (Q) does not lengthen a charge', () => {
    expect(path(expand('C(Q)').steps)).toHaveLength(3);
  });
});

describe('§6.4 turns', () => {
  it('§6.4 (L) turns counter-clockwise, (R) clockwise', () => {
    expect(expand('X(L)').facing).toBe(5);
    expect(expand('X(R)').facing).toBe(1);
    expect(expand('X(L)(L)', hex(0, 0), 1).facing).toBe(5);
    expect(expand('X(R)', hex(0, 0), 5).facing).toBe(0);
  });
  it('§6.4 the example (L)(Q)B: turn first, then two hexes back from the new facing', () => {
    // From (2,3) facing north: (L) faces north-west (5); backwards is then south-east (2), delta (1,0).
    const e = expand('(L)(Q)B', hex(2, 3), 0);
    expect(e.steps).toEqual([
      { kind: 'turn', facing: 5, side: 'L' },
      { kind: 'move', from: hex(2, 3), to: hex(3, 3), how: 'backward' },
      { kind: 'move', from: hex(3, 3), to: hex(4, 3), how: 'backward' },
    ]);
    expect(path(e.steps)).toEqual([hex(3, 3), hex(4, 3)]);
    expect(e.end).toEqual(hex(4, 3));
    expect(e.facing).toBe(5);
  });
  it('§6.4 a turn written after the standard does not change the move', () => {
    const e = expand('B(Q)(L)', hex(2, 3), 0);
    expect(path(e.steps)).toEqual([hex(2, 4), hex(2, 5)]);
    expect(e.steps.at(-1)).toEqual({ kind: 'turn', facing: 5, side: 'L' });
    expect(e.facing).toBe(5);
  });
  it('§6.4 (L)F(R) moves along the turned facing and ends facing as it started', () => {
    const e = expand('(L)F(R)', hex(0, 0), 0);
    expect(path(e.steps)).toEqual([hex(-1, 0)]);
    expect(e.facing).toBe(0);
  });
});

describe('§6.3 RO roll', () => {
  const rel: Record<string, Direction> = { FL: 5, FR: 1, BL: 4, BR: 2 };
  it.each(ROLL_DIRECTIONS)('§6.3 RO-%s moves one hex (two with (Q)) and keeps the facing', (d) => {
    const one = expand(`RO-${d}`);
    const dirn = rel[d] as Direction;
    expect(one.steps).toEqual([{ kind: 'move', from: hex(0, 0), to: neighbour(hex(0, 0), dirn), how: 'roll' }]);
    expect(one.facing).toBe(0);
    expect(path(expand(`RO-${d}(Q)`).steps)).toEqual([neighbour(hex(0, 0), dirn), neighbour(hex(0, 0), dirn, 2)]);
  });
  it('§6.3 RO-FR facing south rolls south-west', () => {
    expect(expand('RO-FR', hex(0, 0), 3).end).toEqual(hex(-1, 1));
  });
});

describe('§6.3 standards that stay in place', () => {
  const cases: [string, MoveStep][] = [
    ['X', { kind: 'pause' }],
    ['KN', { kind: 'kneel' }],
    ['S', { kind: 'stumble' }],
    ['R', { kind: 'recover' }],
  ];
  it.each(cases)('§6.3 %s', (text, step) => {
    const e = expand(text, hex(4, -2), 3);
    expect(e.steps).toEqual([step]);
    expect(e.end).toEqual(hex(4, -2));
    expect(e.facing).toBe(3);
    expect(path(e.steps)).toEqual([]);
  });
});

describe('special actions keep their written place', () => {
  it('§12.7 a kick after F happens in the hex entered', () => {
    const e = expand('F(K3)');
    expect(e.steps.map((s) => s.kind)).toEqual(['move', 'kick']);
    expect(e.steps[1]).toEqual({ kind: 'kick', side: 3 });
  });
  it('§12.7 a kick before the move happens in the start hex', () => {
    expect(expand('(K2)SFR').steps.map((s) => s.kind)).toEqual(['kick', 'move']);
  });
  it('§12.61 (G) is a grab step at its written place', () => {
    expect(expand('(G)F').steps.map((s) => s.kind)).toEqual(['grab', 'move']);
    expect(expand('F(G)').steps.map((s) => s.kind)).toEqual(['move', 'grab']);
  });
  it('§6.4 net specials become net steps in order', () => {
    const e = expand('(LN2)F(SN)');
    expect(e.steps).toEqual([
      { kind: 'net', special: { kind: 'LN', hex: 2 } },
      { kind: 'move', from: hex(0, 0), to: hex(0, -1), how: 'forward' },
      { kind: 'net', special: { kind: 'SN' } },
    ]);
  });
  it('§6.4 (L)(R)X(L) gives turns in written order around the pause', () => {
    const e = expand('(L)(R)X(L)', hex(0, 0), 2);
    expect(e.steps).toEqual([
      { kind: 'turn', facing: 1, side: 'L' },
      { kind: 'turn', facing: 2, side: 'R' },
      { kind: 'pause' },
      { kind: 'turn', facing: 1, side: 'L' },
    ]);
  });
});

describe('geometry properties', () => {
  it('F(Q) then B(Q) returns to the start with the same facing', () => {
    fc.assert(
      fc.property(arbHex, arbFacing, (at, facing) => {
        const go = expandOrder(parsed('F(Q)'), at, facing);
        const back = expandOrder(parsed('B(Q)'), go.end, go.facing);
        expect(back.end).toEqual(at);
        expect(distance(at, go.end)).toBe(2);
      }),
      { seed: 63, numRuns: 100 },
    );
  });
  it('each sidestep is undone by the opposite sidestep', () => {
    const pairs: [string, string][] = [
      ['SFL', 'SBR'],
      ['SFR', 'SBL'],
    ];
    fc.assert(
      fc.property(arbHex, arbFacing, fc.constantFrom(...pairs), (at, facing, [a, b]) => {
        const go = expandOrder(parsed(a), at, facing);
        expect(distance(at, go.end)).toBe(1);
        expect(expandOrder(parsed(b), go.end, go.facing).end).toEqual(at);
      }),
      { seed: 64, numRuns: 100 },
    );
  });
  it('every move step goes to an adjacent hex and the path ends at end', () => {
    const texts = ['F', 'B(Q)', '(L)SFL(Q)', '(R)(R)SBR', 'C', 'RO-BL(Q)', '(L)F(R)', 'X(L)'];
    fc.assert(
      fc.property(arbHex, arbFacing, fc.constantFrom(...texts), (at, facing, text) => {
        const e = expandOrder(parsed(text), at, facing);
        let here = at;
        for (const s of e.steps) {
          if (s.kind !== 'move') continue;
          expect(s.from).toEqual(here);
          expect(distance(s.from, s.to)).toBe(1);
          here = s.to;
        }
        expect(e.end).toEqual(here);
        expect(path(e.steps).at(-1) ?? at).toEqual(e.end);
      }),
      { seed: 65, numRuns: 200 },
    );
  });
  it('six (R) turns bring the facing back', () => {
    fc.assert(
      fc.property(arbFacing, (facing) => {
        expect(expandOrder(parsed('(R)(R)(R)X(R)(R)(R)'), hex(0, 0), facing).facing).toBe(facing);
        expect(expandOrder(parsed('(R)X'), hex(0, 0), facing).facing).toBe((facing + 1) % 6);
      }),
      { seed: 66 },
    );
  });
  it('an RO without a direction is a programming error', () => {
    expect(() => expandOrder({ before: [], standard: 'RO', after: [] }, hex(0, 0), 0)).toThrow(/RO/);
  });
});
