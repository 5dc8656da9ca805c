/**
 * Rules 4 (sequence of play), 5 (facing), 6 (movement) and 7 (movement collisions), one test or more per numbered
 * rule, driven through the real module with exact gladiators and scripted dice. Also 'counting' tests: how many
 * commands the module offers from a given position, worked out by hand from the tables of allowed actions.
 */
import { describe, expect, it } from 'vitest';
import type { Roll } from '../../core/dice.js';
import { type Direction, type Hex, hex, neighbour } from '../../core/hex.js';
import type { GameEvent } from '../../core/protocol.js';
import type { GladiatorSpec } from './creation.js';
import { gladiator } from './module.js';
import { FACE_TO_FACE, Match } from './testkit.js';

/** Positions far apart, so nothing meets and no combat starts. */
const FAR_A = { position: hex(0, 0), facing: 0 };
const FAR_B = { position: hex(20, 0), facing: 0 };

/** The collision hex of most tests below. */
const X = hex(0, 0);

const at = (q: number, r: number): Hex => ({ q, r });
const mods = (r: Roll | undefined) => (r?.modifiers ?? []).map((m) => [m.label, m.value]);
const pub = (events: GameEvent[]) => events.filter((e) => e.visibleTo === 'all');
const types = (events: GameEvent[]) => events.map((e) => e.type);
const legalCount = (m: Match, seat: 'a' | 'b') => gladiator.legal(m.state, seat).commands.length;
const legalOrders = (m: Match, seat: 'a' | 'b') =>
  gladiator.legal(m.state, seat).commands.map((c) => (c.type === 'order' ? c.order : c.type));

/** a walks into the hex of b, who holds it facing `bFacing`. */
function runInto(a: Partial<GladiatorSpec>, bFacing: Direction = 3, b: Partial<GladiatorSpec> = {}) {
  return new Match({ a, b: { position: X, facing: bFacing, ...b } });
}

describe('§4 sequence of play', () => {
  it('§4.1 a turn is eight phases: after the eighth the next turn opens with a new turn plot', () => {
    const m = new Match({ a: FAR_A, b: FAR_B });
    m.plot([], []);
    for (let p = 1; p <= 8; p++) {
      expect(m.state.turn).toBe(1);
      expect(m.state.phase).toBe(p);
      expect(m.state.step).toBe('phasePlot');
      if (p === 8) m.dice(1, 1); // endurance of turn 2 (16.3): 1 + 2 - CON 4 < 6, no loss
      m.orders(null, null);
    }
    expect(m.state.turn).toBe(2);
    expect(m.state.phase).toBe(1);
    expect(m.state.step).toBe('turnPlot');
    expect(m.state.waiting).toEqual(['a', 'b']);
    expect(m.ofType('turn')).toHaveLength(1);
    expect(m.rollsFor('§16.3')).toHaveLength(2);
    expect(m.unusedDice).toBe(0);
  });

  it('§4.1 a turn plot naming a phase outside 1-8 is refused', () => {
    const m = new Match({ a: FAR_A, b: FAR_B });
    expect(m.refused('a', { type: 'plot', moving: [1, 9] }).rule).toBe('§4.1');
    expect(m.refused('a', { type: 'plot', moving: [0, 1] }).rule).toBe('§4.1');
    expect(m.state.waiting).toEqual(['a', 'b']);
  });

  it('§4.2 a gladiator who spends his moving phases early stands still while his opponent moves late in the turn', () => {
    const m = new Match({ a: FAR_A, b: { ...FAR_B, type: 'heavy' } });
    expect(m.g('a').allowance).toBe(5);
    expect(m.g('b').allowance).toBe(4);
    m.plot([1, 2, 3, 4, 5], [5, 6, 7, 8]);
    for (let p = 1; p <= 5; p++) m.orders('F', p === 5 ? 'F' : null);
    expect(m.g('a').position).toEqual(at(0, -5));
    expect(m.g('b').position).toEqual(at(20, -1));
    for (let p = 6; p <= 8; p++) {
      expect(m.refused('a', { type: 'order', order: 'F' })).toMatchObject({ code: 'non-moving-phase', rule: '§4.31' });
      if (p === 8) m.dice(1, 1);
      m.orders(null, 'F');
    }
    expect(m.g('a').position).toEqual(at(0, -5));
    expect(m.g('b').position).toEqual(at(20, -4));
    expect(m.state.turn).toBe(2);
  });

  it('§4.3 a phase is resolved only when both orders are in; until then nothing moves', () => {
    const m = new Match({ a: FAR_A, b: FAR_B });
    m.plot();
    m.do('a', { type: 'order', order: 'F' });
    expect(m.state.step).toBe('phasePlot');
    expect(m.state.phase).toBe(1);
    expect(m.state.waiting).toEqual(['b']);
    expect(m.g('a').position).toEqual(at(0, 0));
    expect(m.ofType('orders')).toHaveLength(0);
    m.do('b', { type: 'order', order: 'F' });
    expect(m.g('a').position).toEqual(at(0, -1));
    expect(m.g('b').position).toEqual(at(20, -1));
    expect(m.state.phase).toBe(2);
  });

  it('§4.31 in a phase the turn plot leaves out, an order is refused and a hold is the only command', () => {
    const m = new Match({ a: FAR_A, b: FAR_B });
    m.plot([2, 3, 4, 5, 6]);
    expect(m.refused('a', { type: 'order', order: 'X' })).toMatchObject({ code: 'non-moving-phase', rule: '§4.31' });
    expect(gladiator.legal(m.state, 'a').commands).toEqual([{ type: 'hold' }]);
    m.orders(null, null);
    expect(m.state.phase).toBe(2);
    m.orders('F', null);
    expect(m.g('a').position).toEqual(at(0, -1));
  });

  it('§4.31 a hold is submitted like an order, so the other seat cannot tell a non-moving phase apart', () => {
    const publicAfter = (plotA: number[], cmd: { type: 'hold' } | { type: 'order'; order: string }) => {
      const m = new Match({ a: FAR_A, b: FAR_B });
      m.plot(plotA);
      m.do('a', cmd);
      return pub(m.last).map((e) => ({ type: e.type, text: e.text, data: e.data }));
    };
    const holding = publicAfter([2, 3, 4, 5, 6], { type: 'hold' });
    const moving = publicAfter([1, 2, 3, 4, 5], { type: 'order', order: 'SFL(Q)' });
    expect(holding).toEqual(moving);
    expect(JSON.stringify(moving)).not.toContain('SFL');
  });

  it('§4.32 the movement step reveals both orders, checks a stumbling man for a fall, then moves', () => {
    const m = new Match({ a: FAR_A, b: FAR_B });
    m.set('a', { mustStumble: true }).plot();
    m.dice(6, 6).orders('S', 'F(Q)'); // fall check 6 + 6 + AG 0 = 12 > 7: he stays up (14.3)
    const order = types(m.last);
    expect(order.indexOf('orders')).toBeLessThan(order.indexOf('stumbling'));
    expect(m.ofType('orders')[0]?.text).toContain('S');
    expect(m.ofType('orders')[0]?.data?.orders).toEqual({ a: 'S', b: 'F(Q)' });
    const fall = m.rollsFor('§14.3')[0];
    expect(fall?.total).toBe(12);
    expect(m.g('a').position).toEqual(at(0, 0));
    expect(m.g('a').posture).toBe('standing');
    expect(m.g('b').position).toEqual(at(20, -2));
    expect(m.unusedDice).toBe(0);
  });

  it('§4.321 a written R recovers an item during the movement step', () => {
    const m = new Match({ a: FAR_A, b: FAR_B, items: [{ kind: 'weapon', owner: 'a', at: at(0, -1) }] });
    m.set('a', { hasWeapon: false }).plot();
    m.dice(5).orders('R', null); // 5 + 1 (adjacent item) - 6 (R written) = 0: recovered
    const r = m.rollsFor('§12.61')[0];
    expect(mods(r)).toEqual([
      ['item in an adjacent hex', 1],
      ['R written as the standard action', -6],
    ]);
    expect(r?.total).toBe(0);
    expect(m.g('a').hasWeapon).toBe(true);
    expect(m.state.items).toEqual([]);
    expect(m.unusedDice).toBe(0);
  });

  it('§4.322 a kick written after the move is made in the hex entered during the movement step', () => {
    const m = new Match({ a: FAR_A, b: FAR_B, items: [{ kind: 'shield', owner: 'b', at: at(0, -1) }] });
    m.plot();
    m.dice(5).orders('F(K1)', null); // 5 less two written actions = 3 hexes through side 1 (the front)
    const r = m.rollsFor('§12.71')[0];
    expect(mods(r)).toEqual([['written actions', -2]]);
    expect(r?.total).toBe(3);
    expect(m.g('a').position).toEqual(at(0, -1));
    expect(m.state.items[0]?.at).toEqual(at(0, -4));
    expect(m.unusedDice).toBe(0);
  });

  it('§4.33 gladiators who end their moves in the same hex collide once both have moved', () => {
    const m = new Match({ a: { position: at(0, 1), facing: 0 }, b: { position: at(0, -1), facing: 3 } });
    m.plot();
    // Impact a 4 + 5, b 2 + 5; stun 1 + 1 + 2 = 4 (1 stun); stumble check 6 - 1 > 0.
    m.dice(4, 2, 1, 1, 6).orders('F', 'F');
    const order = types(m.last);
    expect(order.indexOf('orders')).toBeLessThan(order.indexOf('collision'));
    expect(m.ofType('collision')[0]?.data?.at).toEqual(X);
    expect(m.rollsFor('§7.5').map((r) => r.total)).toEqual([9, 7]);
    expect(m.g('a').position).toEqual(X);
    expect(m.g('b').position).toEqual(at(0, -1));
    expect(m.g('b').stun).toBe(1);
    expect(m.state.step).toBe('allocate');
    expect(m.unusedDice).toBe(0);
  });

  it('§4.34 stun from an earlier phase wears off after movement: CON less (die - 1) factors', () => {
    const m = new Match({ a: FAR_A, b: FAR_B });
    m.set('a', { stun: 3 }).set('b', { stun: 3 }).plot();
    m.dice(3, 6).orders(null, null); // a: 4 - 2 = 2 removed; b: 4 - 5 < 0, none (11.51)
    const [ra, rb] = m.rollsFor('§11.5');
    expect(ra?.dice).toEqual([3]);
    expect(rb?.dice).toEqual([6]);
    expect(m.g('a').stun).toBe(1);
    expect(m.g('b').stun).toBe(3);
    expect(m.unusedDice).toBe(0);
  });

  it("§4.34 stun gained in this phase's collision cannot be shaken off in the same phase", () => {
    const m = runInto({ position: at(0, 1), facing: 0 });
    m.set('a', { stun: 1 }).plot();
    // Impact a 1 + 5 - 1 stun = 5, b 6 + 3 = 9; stun 3 + 3 + 4 = 10 (2 stun); stumble 6; recovery die 1.
    m.dice(1, 6, 3, 3, 6, 1).orders('F', null);
    expect(m.ofType('collision-result')[0]?.data?.loser).toBe('a');
    const rec = m.rollsFor('§11.5');
    expect(rec).toHaveLength(1);
    expect(rec[0]?.result).toBe('1 stun removed'); // 4 - 0 = 4 could remove four, but only one was there before
    expect(m.g('a').stun).toBe(2);
    expect(m.unusedDice).toBe(0);
  });

  it('§4.35 net attacks belong to the Advanced Game: net orders are refused in the Basic Game', () => {
    const m = new Match({ a: FAR_A, b: FAR_B });
    m.plot();
    for (const order of ['(TN)F', '(LN2)F', 'F(SN)', 'X(RN)']) {
      expect(m.refused('a', { type: 'order', order })).toMatchObject({ code: 'advanced-only', rule: '§17' });
    }
    expect(legalOrders(m, 'a').filter((o) => /TN|LN|SN|RN/.test(o))).toEqual([]);
    expect(gladiator.options.parse({}).advanced).toBe(false); // the Advanced Game is an option, off by default
  });

  it('§4.36 adjacent gladiators facing each other go to combat; back to back they do not', () => {
    const m = new Match(FACE_TO_FACE);
    m.plot().orders(null, null);
    expect(m.state.step).toBe('allocate');
    expect(m.state.waiting).toEqual(['a', 'b']);
    expect(m.ofType('combat')[0]?.rule).toBe('§4.36');

    const apart = new Match({ a: { position: at(0, 1), facing: 3 }, b: { position: X, facing: 0 } });
    apart.plot().orders(null, null);
    expect(apart.ofType('combat')).toHaveLength(0);
    expect(apart.state.step).toBe('phasePlot');
    expect(apart.state.phase).toBe(2);
  });

  it('§4.361 the CF available is the CF less stun plus the positional bonus', () => {
    // a stands at b's rear right (+4); b must turn to meet him and earns nothing.
    const m = new Match({ a: { position: at(1, 0), facing: 5 }, b: { position: X, facing: 0 } });
    m.set('b', { stun: 3 }).plot();
    m.dice(6).orders(null, null); // b's stun recovery: 4 - 5 < 0
    expect(m.state.combat?.available).toEqual({ a: 12, b: 5 });
    expect(m.state.combat?.bonus).toEqual({ a: 4, b: 0 });
    expect(m.g('b').facing).toBe(2);
    expect(m.unusedDice).toBe(0);
  });

  it('§4.362 allocations are secret until both are in, and cannot exceed the CF available', () => {
    const m = new Match(FACE_TO_FACE);
    m.plot().orders(null, null);
    m.do('a', { type: 'allocate', attacks: [{ area: 1, cf: 4 }], defence: [0, 4, 0, 0, 0] });
    expect(JSON.stringify(pub(m.last))).not.toContain('attacks');
    expect(gladiator.view(m.state, 'b').secret?.submission).toBeNull();
    expect(gladiator.view(m.state, 'a').secret?.submission?.allocation?.attacks).toEqual([{ area: 1, cf: 4 }]);
    expect(gladiator.view(m.state, 'spectator').secret).toBeNull();
    const over = m.refused('b', { type: 'allocate', attacks: [{ area: 2, cf: 4 }], defence: [5, 0, 0, 0, 0] });
    expect(over.rule).toBe('§8.33');
    expect(m.state.step).toBe('allocate');
  });

  it('§4.363 two attacks strike in sub-phases 2 and 4, a single one in sub-phase 3, in that order', () => {
    const m = new Match(FACE_TO_FACE);
    m.plot().orders(null, null);
    m.dice(1, 1, 1, 1, 1, 1, 1, 1, 1); // every CRT roll 3: no effect on columns 2 and 3
    m.allocate(
      {
        attacks: [
          { area: 2, cf: 2 },
          { area: 5, cf: 2 },
        ],
      },
      { attacks: [{ area: 1, cf: 3 }] },
    );
    const attacks = m.ofType('attack').map((e) => [e.data?.seat, e.data?.area, e.data?.subPhase]);
    expect(attacks).toEqual([
      ['a', 2, 2],
      ['b', 1, 3],
      ['a', 5, 4],
    ]);
    expect(m.unusedDice).toBe(0);
  });

  it('§4.37 the log sheet keeps what combat did, then play returns to the next phase plot', () => {
    const m = new Match(FACE_TO_FACE);
    m.plot().orders(null, null);
    // CRT column 4, 5 + 5 + 3 = 13: H+1; wounds 3 + 3 + 3 + 1 = 10: one wound; critical 1 + 1: none.
    m.dice(5, 5, 3, 3, 3, 3, 1, 1).allocate({ attacks: [{ area: 2, cf: 4 }] }, {});
    expect(m.g('b').wounds).toEqual([0, 1, 0, 0, 0]);
    expect(m.g('b').cf).toBe(7);
    expect(m.g('b').cfChanges).toHaveLength(1);
    expect(m.state.turn).toBe(1);
    expect(m.state.phase).toBe(2);
    expect(m.state.step).toBe('phasePlot');
    expect(m.state.combat).toBeNull();
    expect(m.unusedDice).toBe(0);
  });
});

describe('§5 facing', () => {
  it('§5.1 a figure faces one of six hexsides: turns wrap round, and a seventh facing is refused', () => {
    expect(() => new Match({ a: { ...FAR_A, facing: 6 }, b: FAR_B })).toThrow(/facing/);
    const m = new Match({ a: FAR_A, b: { ...FAR_B, facing: 5 } });
    m.plot().orders('X(L)', 'X(R)');
    expect(m.g('a').facing).toBe(5);
    expect(m.g('b').facing).toBe(0);
    m.orders('(L)(L)(L)X', '(R)(R)(R)X');
    expect(m.g('a').facing).toBe(2);
    expect(m.g('b').facing).toBe(3);
  });

  it('§5.2 the combat front is the three adjacent hexes beyond the front hexside', () => {
    const inFront: number[] = [];
    for (let d = 0; d < 6; d++) {
      // b stands next to a facing away, so only a can have the other in front.
      const m = new Match({ a: { position: X, facing: 0 }, b: { position: neighbour(X, d as Direction), facing: d } });
      m.plot().orders(null, null);
      if (m.state.step === 'allocate') {
        expect(m.state.combat?.fronts.a).toEqual([{ target: 'b', bonus: 5 }]);
        inFront.push(d);
      } else expect(m.state.phase).toBe(2);
    }
    expect(inFront).toEqual([0, 1, 5]);
    const two = new Match({ a: { position: X, facing: 0 }, b: { position: at(0, -2), facing: 3 } });
    two.plot().orders(null, null);
    expect(two.ofType('combat')).toHaveLength(0);
  });
});

describe('§6 movement', () => {
  it('§6.1 the movement rate depends on the type: light 6, medium 5, heavy 4 phases a turn', () => {
    for (const [type, move] of [
      ['light', 6],
      ['medium', 5],
      ['heavy', 4],
    ] as const) {
      const m = new Match({ a: { ...FAR_A, type }, b: FAR_B });
      expect(m.g('a').move).toBe(move);
      expect(m.g('a').allowance).toBe(move);
      expect(m.refused('a', { type: 'plot', moving: [1, 2, 3, 4, 5, 6, 7, 8].slice(0, move + 2) }).rule).toBe('§16.4');
    }
  });

  it('§6.1 a gladiator moves only in the phases of his turn plot, and may choose to move in fewer', () => {
    const m = new Match({ a: FAR_A, b: FAR_B });
    expect(m.refused('a', { type: 'plot', moving: [2, 2] }).rule).toBe('§6.1');
    m.plot([2], []);
    expect(m.state.turnPlots).toEqual({ a: [2], b: [] });
    expect(m.refused('a', { type: 'order', order: 'F' }).rule).toBe('§4.31');
    m.orders(null, null);
    m.orders('F', null);
    expect(m.g('a').position).toEqual(at(0, -1));
    expect(m.refused('a', { type: 'order', order: 'F' }).rule).toBe('§4.31');
  });

  it('§6.2 the phase order is secret until both are in, then both are revealed together', () => {
    const m = new Match({ a: FAR_A, b: FAR_B });
    m.plot();
    m.do('a', { type: 'order', order: '(l) (q) b' });
    expect(JSON.stringify(pub(m.last))).not.toMatch(/\(L\)|"standard"|"order"/);
    const own = m.last.filter((e) => e.visibleTo !== 'all');
    expect(own.map((e) => e.visibleTo)).toEqual([['a']]);
    expect(gladiator.view(m.state, 'b').secret?.submission).toBeNull();
    expect(gladiator.view(m.state, 'a').secret?.submission?.order).toEqual({
      before: [{ kind: 'L' }, { kind: 'Q' }],
      standard: 'B',
      after: [],
    });
    m.orders(null, 'X');
    expect(m.ofType('orders')[0]?.data?.orders).toEqual({ a: '(L)(Q)B', b: 'X' });
    expect(m.refused('a', { type: 'order', order: 'Z' })).toMatchObject({ code: 'unknown-standard', rule: '§6.3' });
  });

  it('§6.21 one standard action a phase: two are refused, and so are special actions alone', () => {
    const m = new Match({ a: FAR_A, b: FAR_B });
    m.plot();
    expect(m.refused('a', { type: 'order', order: 'F(L)B' })).toMatchObject({ code: 'two-standards', rule: '§6.21' });
    expect(m.refused('a', { type: 'order', order: '(L)(Q)' })).toMatchObject({ code: 'no-standard', rule: '§6.21' });
  });

  it('§6.22 several special actions join the standard action in one phase: (L)(L)F(Q)(R)', () => {
    const m = new Match({ a: FAR_A, b: FAR_B });
    m.plot().orders('(L)(L)F(Q)(R)', null);
    // Two left turns face south-west (4); two hexes that way; then one turn right to north-west (5).
    expect(m.g('a').position).toEqual(at(-2, 2));
    expect(m.g('a').facing).toBe(5);
    expect(m.state.phase).toBe(2);
  });

  const steps: [string, Hex][] = [
    ['F', at(1, -1)],
    ['B', at(-1, 1)],
    ['SFL', at(0, -1)],
    ['SFR', at(1, 0)],
    ['SBL', at(-1, 0)],
    ['SBR', at(0, 1)],
  ];
  it.each(steps)('§6.3 %s facing north-east from (0,0) moves one hex and keeps the facing', (order, to) => {
    const m = new Match({ a: { position: X, facing: 1 }, b: FAR_B });
    m.plot().orders(order, null);
    expect(m.g('a').position).toEqual(to);
    expect(m.g('a').facing).toBe(1);
  });

  it('§6.3 C advances three hexes straight ahead and takes no special action', () => {
    const m = new Match({ a: { position: X, facing: 1 }, b: FAR_B });
    m.plot();
    expect(m.refused('a', { type: 'order', order: 'C(L)' }).rule).toBe('§6.3');
    m.orders('C', null);
    expect(m.g('a').position).toEqual(at(3, -3));
    expect(m.g('a').facing).toBe(1);
  });

  it('§6.3 X holds the hex and the facing, but only in a phase the plot marks as moving', () => {
    const m = new Match({ a: { position: X, facing: 4 }, b: FAR_B });
    m.plot([1]);
    m.orders('X', null);
    expect(m.g('a').position).toEqual(X);
    expect(m.g('a').facing).toBe(4);
    expect(m.refused('a', { type: 'order', order: 'X' }).rule).toBe('§4.31');
  });

  it('§6.3 S is written only when owed; the stumbler stays in his hex and may turn once', () => {
    const m = new Match({ a: FAR_A, b: FAR_B });
    m.plot();
    expect(m.refused('a', { type: 'order', order: 'S' })).toMatchObject({ code: 'stumble-not-owed', rule: '§14.1' });
    m.set('a', { mustStumble: true });
    expect(m.refused('a', { type: 'order', order: '(L)S(R)' }).rule).toBe('§6.3');
    m.dice(4, 4).orders('S(L)', null); // fall check 8 > 7: he keeps his feet
    expect(m.g('a').position).toEqual(X);
    expect(m.g('a').facing).toBe(5);
    expect(m.g('a').mustStumble).toBe(false);
    expect(m.unusedDice).toBe(0);
  });

  it('§6.3 R stays in the hex and takes only turns', () => {
    const m = new Match({ a: FAR_A, b: FAR_B });
    m.plot();
    expect(m.refused('a', { type: 'order', order: 'R(Q)' }).rule).toBe('§6.3');
    expect(m.refused('a', { type: 'order', order: '(G)R' }).rule).toBe('§6.3');
    m.orders('(L)R', null);
    expect(m.g('a').position).toEqual(X);
    expect(m.g('a').facing).toBe(5);
    expect(m.ofType('recover')[0]?.text).toContain('nothing');
  });

  it('§6.3 KN kneels in place and takes no (Q)', () => {
    const m = new Match({ a: FAR_A, b: FAR_B });
    m.plot();
    expect(m.refused('a', { type: 'order', order: 'KN(Q)' }).rule).toBe('§6.3');
    m.orders('KN', null);
    expect(m.g('a').posture).toBe('kneeling');
    expect(m.g('a').position).toEqual(X);
    m.orders('F', null);
    expect(m.g('a').posture).toBe('standing');
  });

  it('§6.3 RO is only for a prone man: he rolls one hex (two with Q) in the written direction and stays prone', () => {
    const m = new Match({ a: FAR_A, b: FAR_B });
    m.plot();
    expect(m.refused('a', { type: 'order', order: 'RO-FR' })).toMatchObject({ code: 'roll-not-prone', rule: '§6.3' });
    m.set('a', { posture: 'prone' });
    expect(m.refused('a', { type: 'order', order: 'RO-FR(L)' }).rule).toBe('§6.3');
    expect(m.refused('a', { type: 'order', order: 'F' }).rule).toBe('§13.1');
    m.orders('RO-FR', null);
    expect(m.g('a').position).toEqual(at(1, -1));
    expect(m.g('a').posture).toBe('prone');
    m.orders('RO-BL(Q)', null);
    expect(m.g('a').position).toEqual(at(-1, 1));
    expect(m.g('a').facing).toBe(0);
  });

  it('§6.4 example (L)(Q)B: the turn comes first, then two hexes backwards from the new facing', () => {
    const m = new Match({ a: FAR_A, b: FAR_B });
    m.plot().orders('(L)(Q)B', null);
    // Facing north-west after the turn, so backwards is south-east: (1,0) then (2,0).
    expect(m.g('a').position).toEqual(at(2, 0));
    expect(m.g('a').facing).toBe(5);
    const late = new Match({ a: FAR_A, b: FAR_B });
    late.plot().orders('B(Q)(L)', null);
    expect(late.g('a').position).toEqual(at(0, 2));
    expect(late.g('a').facing).toBe(5);
  });

  it('§6.4 (Q) is refused with C, KN and X, (K#) with backward moves and KN, and each at most once', () => {
    const m = new Match({ a: FAR_A, b: FAR_B });
    m.plot();
    const refusals: [string, string, string][] = [
      ['C(Q)', 'special-not-allowed', '§6.4'],
      ['KN(Q)', 'special-not-allowed', '§6.3'],
      ['X(Q)', 'special-not-allowed', '§6.4'],
      ['B(K1)', 'special-not-allowed', '§6.4'],
      ['SBL(K2)', 'special-not-allowed', '§6.4'],
      ['(K3)SBR', 'special-not-allowed', '§6.4'],
      ['KN(K1)', 'special-not-allowed', '§6.4'],
      ['(K1)F(K2)', 'kick-twice', '§6.4'],
      ['(Q)F(Q)', 'quick-twice', '§6.4'],
      ['F(K7)', 'kick-side', '§12.7'],
    ];
    for (const [order, code, rule] of refusals)
      expect(m.refused('a', { type: 'order', order }), order).toMatchObject({ code, rule });
    m.orders('(K1)SFL(Q)(R)', null);
    expect(m.g('a').position).toEqual(at(-2, 0));
    expect(m.g('a').facing).toBe(1);
  });

  it('§6.5 a submitted order cannot be changed: a second submission is refused and the first is carried out', () => {
    const m = new Match({ a: FAR_A, b: FAR_B });
    m.plot();
    m.do('a', { type: 'order', order: 'F' });
    expect(m.refused('a', { type: 'order', order: 'B' })).toMatchObject({ code: 'not-your-turn', rule: '§4.3' });
    expect(m.refused('a', { type: 'hold' }).code).toBe('not-your-turn');
    m.do('b', { type: 'hold' });
    expect(m.g('a').position).toEqual(at(0, -1));
  });

  it('§6.6 an illegal order is refused with the rule against it, and nothing of it is applied', () => {
    const m = new Match({ a: FAR_A, b: FAR_B });
    m.plot();
    const before = JSON.stringify(m.state);
    for (const order of ['C(Q)', 'RO-FL', '(F', 'F)', 'KN(K1)', '']) {
      const v = m.refused('a', { type: 'order', order });
      expect(v.rule, order).toMatch(/^§/);
      expect(JSON.stringify(m.state)).toBe(before);
    }
    expect(m.state.waiting).toEqual(['a', 'b']);
    m.orders('F', null);
    expect(m.g('a').position).toEqual(at(0, -1));
  });

  it('§6.7 there is no map edge: a gladiator far from the centre still moves, and items keep their place', () => {
    const m = new Match({
      a: { position: at(1000, -1000), facing: 2 },
      b: { position: at(-1000, 1000), facing: 5 },
      items: [{ kind: 'weapon', owner: 'a', at: at(-500, 500) }],
    });
    m.plot().orders('C', 'F(Q)');
    expect(m.g('a').position).toEqual(at(1003, -1000));
    expect(m.g('b').position).toEqual(at(-1002, 1000));
    expect(m.state.items[0]?.at).toEqual(at(-500, 500));
  });
});

describe('§6 counting the commands on offer', () => {
  it('§6.1 counting: turn plots of the allowance or one more: light 36, medium 84, heavy 126', () => {
    const plots = (type: 'light' | 'medium' | 'heavy') => legalCount(new Match({ a: { type }, b: {} }), 'a');
    expect(plots('light')).toBe(28 + 8); // C(8,6) + C(8,7)
    expect(plots('medium')).toBe(56 + 28); // C(8,5) + C(8,6)
    expect(plots('heavy')).toBe(70 + 56); // C(8,4) + C(8,5)
    const tired = new Match();
    tired.set('a', { allowance: 3 }); // after exceeding last turn (16.4): 5 - 2
    expect(legalCount(tired, 'a')).toBe(56 + 70); // C(8,3) + C(8,4)
  });

  it('§6.3 counting: a standing man in a moving phase is offered a hold and 107 orders', () => {
    const m = new Match({ a: FAR_A, b: FAR_B });
    m.plot();
    const list = legalOrders(m, 'a');
    const per = (standard: string) =>
      list.filter((o) => o !== 'hold' && o.replace(/\([^)]*\)/g, '') === standard).length;
    // Sample combinations per standard: bare, Q, L, R, LL, RR, then L, then R, LQ, RQ, L..R, G, then K, K first.
    expect({
      F: per('F'),
      B: per('B'),
      SFL: per('SFL'),
      SFR: per('SFR'),
      SBL: per('SBL'),
      SBR: per('SBR'),
      C: per('C'),
      X: per('X'),
      S: per('S'),
      R: per('R'),
      KN: per('KN'),
    }).toEqual({ F: 14, B: 12, SFL: 14, SFR: 14, SBL: 12, SBR: 12, C: 1, X: 11, S: 0, R: 8, KN: 9 });
    expect(list[0]).toBe('hold');
    expect(list).toHaveLength(108);
    expect(new Set(list).size).toBe(108);
  });

  it('§6.3 counting: a kneeling man is offered the same 108; a prone man only KN (9) and RO (8), no hold', () => {
    const m = new Match({ a: FAR_A, b: FAR_B });
    m.set('a', { posture: 'kneeling' }).plot();
    expect(legalCount(m, 'a')).toBe(108);
    m.set('a', { posture: 'prone' });
    const prone = legalOrders(m, 'a');
    expect(prone.filter((o) => o.includes('KN'))).toHaveLength(9);
    expect(prone.filter((o) => o.startsWith('RO-'))).toHaveLength(8);
    expect(prone).toHaveLength(17);
  });

  it('§4.31 counting: a non-moving phase offers only the hold, unless a stumble is owed (then a bare S)', () => {
    const m = new Match({ a: FAR_A, b: FAR_B });
    m.plot([], []);
    expect(legalOrders(m, 'a')).toEqual(['hold']);
    m.set('a', { mustStumble: true });
    expect(legalOrders(m, 'a')).toEqual(['S']);
  });

  it('§6.3 counting: an owed stumble in a moving phase offers S with at most one turn: 5 orders', () => {
    const m = new Match({ a: FAR_A, b: FAR_B });
    m.set('a', { mustStumble: true }).plot();
    expect(legalOrders(m, 'a').sort()).toEqual(['(L)S', '(R)S', 'S', 'S(L)', 'S(R)']);
  });

  it('§6.5 counting: a seat that has submitted is offered nothing until the next step', () => {
    const m = new Match({ a: FAR_A, b: FAR_B });
    m.plot();
    m.do('a', { type: 'order', order: 'F' });
    expect(legalCount(m, 'a')).toBe(0);
    expect(legalCount(m, 'b')).toBe(108);
  });

  it('§6.6 counting: every command on offer is accepted', () => {
    const m = new Match({ a: FAR_A, b: FAR_B });
    for (const c of gladiator.legal(m.state, 'a').commands) expect(gladiator.apply(m.state, 'a', c).ok).toBe(true);
    m.plot();
    for (const posture of ['standing', 'kneeling', 'prone'] as const) {
      m.set('a', { posture });
      for (const c of gladiator.legal(m.state, 'a').commands)
        expect(gladiator.apply(m.state, 'a', c).ok, JSON.stringify(c)).toBe(true);
    }
  });
});

describe('§7 movement collisions', () => {
  it('§7.1 movement is simultaneous: the result does not depend on which seat submits first', () => {
    const run = (first: 'a' | 'b') => {
      const m = new Match({ a: { position: at(0, 1), facing: 0 }, b: { position: at(0, -1), facing: 3 } });
      m.plot().dice(4, 2, 1, 1, 6);
      const second = first === 'a' ? 'b' : 'a';
      m.do(first, { type: 'order', order: 'F' }).do(second, { type: 'order', order: 'F' });
      return { gladiators: m.state.gladiators, rolls: m.rolls().map((r) => [r.purpose, r.total]) };
    };
    expect(run('b')).toEqual(run('a'));
    expect(run('a').rolls[0]).toEqual(["Alpha's impact factor", 9]);
  });

  it('§7.2 gladiators who pass through each other (swapping hexes) do not collide', () => {
    const m = new Match({ a: { position: at(0, 1), facing: 0 }, b: { position: X, facing: 3 } });
    m.plot().orders('F', 'F');
    expect(m.ofType('collision')).toHaveLength(0);
    expect(m.g('a').position).toEqual(X);
    expect(m.g('b').position).toEqual(at(0, 1));
  });

  it('§7.2 passing through the hex where the other ends his move is no collision', () => {
    // a charges through (0,0) to (0,-1) while b steps into (0,0) from (1,0).
    const m = new Match({ a: { position: at(0, 2), facing: 0 }, b: { position: at(1, 0), facing: 5 } });
    m.plot().orders('C', 'F');
    expect(m.ofType('collision')).toHaveLength(0);
    expect(m.g('a').position).toEqual(at(0, -1));
    expect(m.g('b').position).toEqual(X);
  });

  it('§7.2 entering the hex the other leaves in the same phase is no collision', () => {
    const m = new Match({ a: { position: at(0, 1), facing: 0 }, b: { position: X, facing: 3 } });
    m.plot().orders('F', 'B');
    expect(m.ofType('collision')).toHaveLength(0);
    expect(m.g('a').position).toEqual(X);
    expect(m.g('b').position).toEqual(at(0, -1));
    expect(m.state.step).toBe('allocate');
  });

  it('§7.3 running into a man who holds his hex stops the move there: the rest of a charge is cancelled', () => {
    const m = runInto({ position: at(0, 1), facing: 0 });
    m.plot();
    // Impact a 6 + 5 = 11 (one hex forward only), b 1 + 3 = 4; stun 1 + 1 + 7 = 9 (2 stun); stumble 6.
    m.dice(6, 1, 1, 1, 6).orders('C', null);
    expect(m.ofType('blocked')[0]?.rule).toBe('§7.3');
    expect(mods(m.rollsFor('§7.5')[0])).toContainEqual(['1 hex forward', 2]);
    expect(m.g('a').position).toEqual(X);
    expect(m.g('b').position).toEqual(at(0, -1));
    expect(m.g('b').stun).toBe(2);
    expect(m.unusedDice).toBe(0);
  });

  it('§7.3 a man who only turns in his hex still started and ended there', () => {
    const m = runInto({ position: at(0, 1), facing: 0 });
    m.plot();
    // b turns to face south-east (2): a arrives on his front right, +2 (8.2).
    m.dice(6, 1, 1, 1, 6).orders('C', 'X(L)');
    expect(m.ofType('blocked')).toHaveLength(1);
    expect(mods(m.rollsFor('§7.5')[0])).toContainEqual(['positional advantage', 2]);
    expect(m.g('a').position).toEqual(X);
    expect(m.g('b').position).toEqual(at(0, -1));
    expect(m.unusedDice).toBe(0);
  });

  it('§7.3 a man running into a figure that moved away from its hex goes on', () => {
    const m = new Match({ a: { position: at(0, 1), facing: 0 }, b: { position: X, facing: 2 } });
    m.plot().orders('C', 'F');
    expect(m.ofType('blocked')).toHaveLength(0);
    expect(m.ofType('collision')).toHaveLength(0);
    expect(m.g('a').position).toEqual(at(0, -2));
    expect(m.g('b').position).toEqual(at(1, 0));
  });

  it('§7.4 the loser of a collision vacates the contested hex', () => {
    const m = runInto({ position: at(0, 1), facing: 0 });
    m.plot().dice(1, 6, 1, 1, 6).orders('F', null); // a 6, b 9: b keeps the hex
    expect(m.ofType('collision-result')[0]?.data).toMatchObject({ winner: 'b', loser: 'a' });
    expect(m.g('b').position).toEqual(X);
    expect(m.g('a').position).not.toEqual(X);
    expect(m.unusedDice).toBe(0);
  });

  it('§7.4 running into a prone man who is not rolling ends the match: he must surrender', () => {
    const m = runInto({ position: at(0, 1), facing: 0 });
    m.set('b', { posture: 'prone' }).plot(undefined, []);
    m.orders('F', null);
    expect(m.state.outcome).toMatchObject({ winners: ['a'], losers: ['b'], how: 'surrender', rule: '§7.4' });
    expect(m.state.step).toBe('over');
    expect(m.rollsFor('§7.5')).toHaveLength(0);
    // Two figures never share a hex: a stands over b from the hex he came in by.
    expect(m.g('b').position).toEqual(X);
    expect(m.g('a').position).toEqual(at(0, 1));
    expect(m.g('a').facing).toBe(0);
    expect(m.unusedDice).toBe(0);
  });

  it('§7.4 a prone man rising to his knees (KN) is not rolling, so being run into still ends the match', () => {
    const m = runInto({ position: at(0, 2), facing: 0 });
    m.set('b', { posture: 'prone' }).plot();
    expect(m.refused('b', { type: 'hold' }).rule).toBe('§13.1');
    m.orders('F(Q)', 'KN');
    expect(m.state.outcome).toMatchObject({ winners: ['a'], losers: ['b'], rule: '§7.4' });
    expect(m.g('a').position).toEqual(at(0, 1));
    expect(m.rollsFor('§7.5')).toHaveLength(0);
  });

  it('§7.4 a prone man who rolls into another prone man does not put him at his mercy: they collide', () => {
    const m = runInto({ position: at(0, 1), facing: 5 });
    m.set('a', { posture: 'prone' }).set('b', { posture: 'prone' }).plot(undefined, []);
    // a 6 + 7 + 4 (b prone, 8.22) = 17, b 1 + 3 = 4; stun 1 + 1 + 13 = 15: 5 stun; b is prone: no stumble check.
    m.dice(6, 1, 1, 1).orders('RO-FR', null);
    expect(m.state.outcome).toBeNull();
    expect(mods(m.rollsFor('§7.5')[0])).toContainEqual(['positional advantage', 4]);
    expect(m.g('b').position).toEqual(at(0, -1));
    expect(m.g('b').stun).toBe(5);
    expect(m.unusedDice).toBe(0);
  });

  it('§7.4 a prone man who rolls into a standing man collides as usual, with +4 for rolling', () => {
    const m = runInto({ position: at(0, 1), facing: 5 });
    m.set('a', { posture: 'prone' }).plot();
    m.dice(1, 6, 1, 1).orders('RO-FR', null); // a 1 + 7 = 8, b 6 + 3 = 9; stun 3 (1); a is prone: no stumble check
    expect(m.state.outcome).toBeNull();
    expect(mods(m.rollsFor('§7.5')[0])).toEqual([
      ['medium gladiator', 1],
      ['large shield', 2],
      ['rolling', 4],
    ]);
    expect(m.g('a').position).toEqual(at(0, 1));
    expect(m.g('a').posture).toBe('prone');
    expect(m.g('a').stun).toBe(1);
    expect(m.unusedDice).toBe(0);
  });

  interface ImpactCase {
    name: string;
    a: Partial<GladiatorSpec>;
    b?: Partial<GladiatorSpec>;
    bFacing?: Direction;
    orders: [string | null, string | null];
    setA?: Record<string, unknown>;
    setB?: Record<string, unknown>;
    dice?: number[];
    /** Expected modifiers of a's impact roll (or b's when `who` is 'b'). */
    expected: [string, number][];
    who?: 'a' | 'b';
  }
  const N = { position: at(0, 1), facing: 0 };
  const impactCases: ImpactCase[] = [
    {
      name: 'medium +1, large shield +2, one hex forward +2',
      a: N,
      orders: ['F', null],
      expected: [
        ['medium gladiator', 1],
        ['large shield', 2],
        ['1 hex forward', 2],
      ],
    },
    {
      name: 'heavy +2',
      a: { ...N, type: 'heavy' },
      orders: ['F', null],
      expected: [
        ['heavy gladiator', 2],
        ['large shield', 2],
        ['1 hex forward', 2],
      ],
    },
    {
      name: 'light: no type DRM',
      a: { ...N, type: 'light' },
      orders: ['F', null],
      expected: [
        ['large shield', 2],
        ['1 hex forward', 2],
      ],
    },
    {
      name: 'small shield: no shield DRM',
      a: { ...N, shield: 'small' },
      orders: ['F', null],
      expected: [
        ['medium gladiator', 1],
        ['1 hex forward', 2],
      ],
    },
    {
      name: 'no shield -2',
      a: { ...N, shield: 'none' },
      orders: ['F', null],
      expected: [
        ['medium gladiator', 1],
        ['no shield', -2],
        ['1 hex forward', 2],
      ],
    },
    {
      name: '+2 per hex forward: F(Q) +4',
      a: { position: at(0, 2), facing: 0 },
      orders: ['F(Q)', null],
      expected: [
        ['medium gladiator', 1],
        ['large shield', 2],
        ['2 hex forward', 4],
      ],
    },
    {
      name: '+1 per hex sidestepped forward: SFL(Q) +2 (arriving on the front left, +1 positional)',
      a: { position: at(2, 0), facing: 0 },
      orders: ['SFL(Q)', null],
      expected: [
        ['medium gladiator', 1],
        ['large shield', 2],
        ['2 hex sidestepped forward', 2],
        ['positional advantage', 1],
      ],
    },
    {
      name: '-1 per hex backwards: B(Q) -2',
      a: { position: at(0, -2), facing: 0 },
      bFacing: 0,
      orders: ['B(Q)', null],
      expected: [
        ['medium gladiator', 1],
        ['large shield', 2],
        ['2 hex backwards', -2],
      ],
    },
    {
      name: '-1 per hex sidestepped backwards: SBL -1',
      a: { position: at(1, -1), facing: 0 },
      bFacing: 1,
      orders: ['SBL', null],
      expected: [
        ['medium gladiator', 1],
        ['large shield', 2],
        ['1 hex backwards', -1],
      ],
    },
    {
      name: '+ST and +AG',
      a: { ...N, ST: 2, AG: -1 },
      orders: ['F', null],
      expected: [
        ['medium gladiator', 1],
        ['large shield', 2],
        ['1 hex forward', 2],
        ['Strength', 2],
        ['Agility', -1],
      ],
    },
    {
      name: 'positional advantage: arriving from the rear +5',
      a: N,
      bFacing: 0,
      orders: ['F', null],
      expected: [
        ['medium gladiator', 1],
        ['large shield', 2],
        ['1 hex forward', 2],
        ['positional advantage', 5],
      ],
    },
    {
      name: 'kneeling -2',
      a: N,
      setB: { posture: 'kneeling' },
      orders: ['F', null],
      who: 'b',
      expected: [
        ['medium gladiator', 1],
        ['large shield', 2],
        ['kneeling', -2],
      ],
    },
    {
      name: 'recovering (R written) -3',
      a: N,
      orders: ['F', 'R'],
      who: 'b',
      expected: [
        ['medium gladiator', 1],
        ['large shield', 2],
        ['recovering an item', -3],
      ],
    },
    {
      name: 'stumbling -2',
      a: N,
      setB: { mustStumble: true },
      dice: [6, 6],
      orders: ['F', 'S'],
      who: 'b',
      expected: [
        ['medium gladiator', 1],
        ['large shield', 2],
        ['stumbling', -2],
      ],
    },
    {
      name: 'the stumbling man gives his opponent +2 positional (8.21)',
      a: N,
      setB: { mustStumble: true },
      dice: [6, 6],
      orders: ['F', 'S'],
      expected: [
        ['medium gladiator', 1],
        ['large shield', 2],
        ['1 hex forward', 2],
        ['positional advantage', 2],
      ],
    },
    {
      name: '-1 per stun factor',
      a: N,
      setB: { stun: 2 },
      orders: ['F', null],
      who: 'b',
      expected: [
        ['medium gladiator', 1],
        ['large shield', 2],
        ['stun 2', -2],
      ],
    },
  ];
  it.each(impactCases)('§7.5 impact factor DRM: $name', (c) => {
    const m = runInto(c.a, c.bFacing ?? 3, c.b ?? {});
    if (c.setA) m.set('a', c.setA);
    if (c.setB) m.set('b', c.setB);
    m.plot();
    if (c.dice) m.dice(...c.dice);
    m.orders(c.orders[0], c.orders[1]);
    const rolls = m.rollsFor('§7.5');
    const r = rolls[c.who === 'b' ? 1 : 0];
    expect(r?.purpose).toBe(`${c.who === 'b' ? 'Beta' : 'Alpha'}'s impact factor`);
    expect(mods(r)).toEqual(c.expected);
    expect(r?.total).toBe((r?.dice[0] ?? 0) + c.expected.reduce((t, [, v]) => t + v, 0));
  });

  it('§7.5 an incidental (G) recovery attempt before the collision also counts as recovering, -3', () => {
    const m = new Match({
      a: { position: at(0, 1), facing: 0 },
      b: { position: X, facing: 3 },
      items: [{ kind: 'weapon', owner: 'a', at: at(0, 1) }],
    });
    m.set('a', { hasWeapon: false }).plot();
    m.dice(6).orders('(G)F', null); // 6 + 2 (opponent next to it) + 1 (leaves his hex): fails
    expect(m.rollsFor('§12.61')[0]?.result).toBe('fails');
    expect(mods(m.rollsFor('§7.5')[0])).toContainEqual(['recovering an item', -3]);
  });

  it('§7.51 a tie in impact factors is rolled again until one is higher', () => {
    const m = runInto({ position: at(0, 1), facing: 0 });
    m.plot();
    // 1 + 5 = 3 + 3: tie; then 6 + 5 = 11 against 1 + 3 = 4; stun 1 + 1 + 7 = 9 (2 stun); stumble 6.
    m.dice(1, 3, 6, 1, 1, 1, 6).orders('F', null);
    expect(m.rollsFor('§7.5').map((r) => r.total)).toEqual([6, 6, 11, 4]);
    expect(m.ofType('collision-result')[0]?.data).toMatchObject({ winner: 'a', loser: 'b' });
    expect(m.unusedDice).toBe(0);
  });

  it("§7.51 the loser is placed in the hex beyond the collision hex, opposite the winner's entry", () => {
    // Example of 7.51: a enters X from A = (0,1), b from (1,-1); a wins, so b goes to D = (0,-1), not back.
    const m = new Match({ a: { position: at(0, 1), facing: 0 }, b: { position: at(1, -1), facing: 4 } });
    m.plot();
    // a 6 + 5 + 1 (b's front left) = 12, b 1 + 5 + 2 (a's front right) = 8; stun 1 + 1 + 4 = 6 (1); stumble 6.
    m.dice(6, 1, 1, 1, 6).orders('F', 'F');
    expect(mods(m.rollsFor('§7.5')[0])).toContainEqual(['positional advantage', 1]);
    expect(mods(m.rollsFor('§7.5')[1])).toContainEqual(['positional advantage', 2]);
    expect(m.ofType('collision-result')[0]?.data).toMatchObject({ winner: 'a', loser: 'b', to: at(0, -1) });
    expect(m.g('a').position).toEqual(X);
    expect(m.g('b').position).toEqual(at(0, -1));
    expect(m.g('a').facing).toBe(0);
    expect(m.g('b').facing).toBe(3);
    expect(m.g('b').lastStep).toBe('backward'); // driven out counts as a step back (14.2, 15.1)
    expect(m.unusedDice).toBe(0);
  });

  it('§7.51 the loser is pushed on along the line of a sidestepping winner', () => {
    const m = runInto({ position: at(1, 0), facing: 0 });
    m.plot();
    // a 6 + 1 + 2 + 1 + 1 = 11, b 1 + 3 = 4; stun 1 + 1 + 7 = 9 (2); stumble 6.
    m.dice(6, 1, 1, 1, 6).orders('SFL', null);
    expect(m.g('a').position).toEqual(X);
    expect(m.g('b').position).toEqual(at(-1, 0));
    expect(m.g('a').facing).toBe(5);
    expect(m.g('b').facing).toBe(2);
    expect(m.unusedDice).toBe(0);
  });

  it('§7.51 example: when the winner did not move, the loser returns to the hex D he entered from', () => {
    // b holds X facing south-east; a arrives from D = (0,1) on b's front right (+2).
    const m = runInto({ position: at(0, 1), facing: 0 }, 2);
    m.plot();
    // a 1 + 5 + 2 = 8, b 6 + 3 = 9; stun 1 + 1 + 1 = 3 (1); stumble 6.
    m.dice(1, 6, 1, 1, 6).orders('F', null);
    expect(m.ofType('collision-result')[0]?.data).toMatchObject({ winner: 'b', loser: 'a', to: at(0, 1) });
    expect(m.g('b').position).toEqual(X);
    expect(m.g('a').position).toEqual(at(0, 1));
    expect(m.g('b').facing).toBe(3);
    expect(m.g('a').facing).toBe(0);
    expect(m.unusedDice).toBe(0);
  });

  it('§7.51 after a two-hex move the loser returns to the last hex he occupied, not his start', () => {
    const m = runInto({ position: at(0, 2), facing: 0 });
    m.plot();
    m.dice(1, 6, 1, 1, 6).orders('F(Q)', null); // a 1 + 7 = 8, b 6 + 3 = 9; stun 3 (1); stumble 6
    expect(m.g('a').position).toEqual(at(0, 1));
    expect(m.unusedDice).toBe(0);
  });

  it('§7.52 the collision DRM is the difference of the impact factors, added to two dice on the stun column', () => {
    const m = runInto({ position: at(0, 1), facing: 0 });
    m.plot();
    m.dice(6, 2, 2, 2, 6).orders('F', null); // 11 - 5 = 6; 2 + 2 + 6 = 10: 2 stun
    const r = m.rollsFor('§7.52')[0];
    expect(r?.dice).toEqual([2, 2]);
    expect(mods(r)).toEqual([['impact difference', 6]]);
    expect(r?.total).toBe(10);
    expect(r?.result).toBe('2 stun');
    expect(m.g('b').stun).toBe(2);
    expect(m.g('a').stun).toBe(0);
    expect(m.unusedDice).toBe(0);
  });

  it('§7.52 a stun roll of 17 also costs the loser his weapon', () => {
    const m = runInto({ position: at(0, 3), facing: 0, type: 'heavy' }, 3, { shield: 'none' });
    m.plot();
    // a 5 + 2 + 2 + 6 = 15, b 1 + 1 - 2 = 0; 1 + 1 + 15 = 17: 7 stun & weapon drop (front, 2 hexes); stumble.
    m.dice(5, 1, 1, 1, 1, 3, 6).orders('C', null);
    expect(m.rollsFor('§7.52')[0]?.result).toBe('7 stun & weaponDrop');
    expect(m.g('b').stun).toBe(7);
    expect(m.g('b').hasWeapon).toBe(false);
    expect(m.state.items).toMatchObject([{ kind: 'weapon', owner: 'b', at: at(0, 1) }]);
    expect(m.g('b').mustStumble).toBe(true);
    expect(m.unusedDice).toBe(0);
  });

  it('§7.53 the loser checks for a stumble (14.1): die less stun, 0 or less, and owes an S next phase', () => {
    const m = runInto({ position: at(0, 1), facing: 0 });
    m.plot();
    m.dice(4, 2, 1, 1, 1).orders('F', null); // 9 - 5 = 4; 1 + 1 + 4 = 6: 1 stun; stumble 1 - 1 = 0
    const r = m.rollsFor('§14.1')[0];
    expect(mods(r)).toEqual([['stun', -1]]);
    expect(r?.total).toBe(0);
    expect(m.g('b').mustStumble).toBe(true);
    expect(m.g('a').mustStumble).toBe(false);
    m.allocate({}, {});
    expect(m.state.phase).toBe(2);
    expect(m.refused('b', { type: 'hold' }).rule).toBe('§14.1');
    expect(m.refused('b', { type: 'order', order: 'F' }).rule).toBe('§14.1');
    expect(m.unusedDice).toBe(0);
  });

  it('§7.53 driven out onto an item, the loser checks 14.2 as one step straight back, plus his own sidestep back', () => {
    const m = new Match({
      a: { position: at(0, 1), facing: 0 },
      b: { position: at(-1, 1), facing: 3 },
      items: [{ kind: 'shield', owner: 'b', at: at(0, -1) }],
    });
    m.plot();
    // a 6 + 5 = 11, b 1 + 3 - 1 + 3 (a's rear left) = 6; stun 1 + 1 + 5 = 7 (1); 14.1: 6 - 1; 14.2: 3 + 3 - 1 - 1 - 2.
    m.dice(6, 1, 1, 1, 6, 3, 3).orders('F', 'SBL');
    expect(m.g('b').position).toEqual(at(0, -1));
    const r = m.rollsFor('§14.2')[0];
    expect(mods(r)).toEqual([
      ['stun', -1],
      ['hexes sidestepped back', -1],
      ['hexes moved straight back (x2)', -2],
    ]);
    expect(r?.total).toBe(2);
    expect(m.g('b').mustStumble).toBe(false);
    expect(m.unusedDice).toBe(0);
  });

  it('§7.53 19 or more on the stun roll also lays the loser prone', () => {
    const m = runInto({ position: at(0, 3), facing: 0, type: 'heavy' }, 3, { shield: 'none', TR: 12 });
    m.plot();
    m.dice(6, 1, 1, 2).orders('C', null); // 16 - 0; 1 + 2 + 16 = 19: 9 stun & prone; no stumble check when prone
    expect(m.rollsFor('§7.52')[0]?.result).toBe('9 stun & prone');
    expect(m.g('b').stun).toBe(9);
    expect(m.g('b').posture).toBe('prone');
    expect(m.g('b').unconscious).toBe(false);
    expect(m.rollsFor('§14.1')).toHaveLength(0);
    expect(m.unusedDice).toBe(0);
  });
});
