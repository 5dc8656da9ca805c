/**
 * Rules 8 (combat), 9 (wounds) and 10 (shield damage), driven through the real module with scripted dice.
 * Unless a test says otherwise: a (Alpha) stands at (0,1) facing north, b (Beta) at (0,0) facing south, both PLAIN
 * (CF 8, no armour, large shield), and a strikes one body area of b with 4 CF against no defence, so the net
 * attacker advantage is 4 and the CRT roll is read on column 4.
 */

import { describe, expect, it } from 'vitest';
import type { Roll } from '../../core/dice.js';
import { type Direction, type Hex, neighbour } from '../../core/hex.js';
import type { GameEvent } from '../../core/protocol.js';
import type { AttackEventData } from './combat.js';
import type { GladiatorSpec } from './creation.js';
import { netDefence } from './creation.js';
import { OptionsSchema } from './module.js';
import { FACE_TO_FACE, Match } from './testkit.js';
import type { Allocation, Area, GladiatorOptions } from './types.js';

// ---- fixtures ---------------------------------------------------------------------------------

type Spec = Partial<GladiatorSpec>;
interface Duel {
  a?: Spec;
  b?: Spec;
  dice?: number[];
  options?: Partial<GladiatorOptions>;
}

/** Two gladiators face to face (or placed as the test says), turn 1 plotted, nothing ordered yet. */
const duel = (f: Duel = {}): Match =>
  new Match({
    ...f,
    a: { ...FACE_TO_FACE.a, ...f.a },
    b: { ...FACE_TO_FACE.b, ...f.b },
  }).plot();

/** As duel, with both holding still in phase 1: the match waits for the CF allocations. */
const fight = (f: Duel = {}): Match => duel(f).orders('X', 'X');

const ZERO: Allocation['defence'] = [0, 0, 0, 0, 0];

/** a strikes b's `area` with `cf` CF; b attacks nothing and leaves that area undefended unless told. */
const strike = (m: Match, area: Area, cf = 4, bDefence: Allocation['defence'] = ZERO): Match =>
  m.allocate({ attacks: [{ area, cf }], defence: ZERO }, { defence: bDefence });

/** Three dice summing to `t` (3-18). */
const three = (t: number): number[] => {
  const x = Math.min(6, t - 2);
  const y = Math.min(6, t - x - 1);
  return [x, y, t - x - y];
};

/** CRT rolls on column 4 (NAA 4) for each result. */
const C4 = {
  none: [1, 1, 1], // 3: —
  S: [1, 1, 2], // 4
  Sx: [1, 2, 4], // 7: S*
  P: [2, 2, 4], // 8
  Px: [2, 4, 4], // 10: P*
  H: [6, 4, 1], // 11
  H1: [6, 6, 1], // 13: H+1
};
/** Wound rolls: 9 is one wound, 11 two, 13 three, 6 none. */
const W0 = [2, 2, 2];
const W1 = [3, 3, 3];
const W2 = [4, 4, 3];
const W3 = [5, 4, 4];
/** A critical roll of 2: nothing on any row. */
const NOCRIT = [1, 1];
/** Drop location: side 4 (rear), 3 - 1 = 2 hexes. */
const DROP = [4, 3];

const attacks = (m: Match, events: GameEvent[] = m.last): AttackEventData[] =>
  m.ofType('attack', events).map((e) => e.data as unknown as AttackEventData);
const mods = (r: Roll | undefined) => (r?.modifiers ?? []).map((x) => ({ value: x.value, rule: x.rule }));

/** Holds both gladiators through every remaining phase of the turn (no attacks). */
const finishTurn = (m: Match): Match => {
  const turn = m.state.turn;
  while (m.state.turn === turn && m.state.step !== 'over') {
    if (m.state.step === 'phasePlot') m.orders(null, null);
    else if (m.state.step === 'allocate') m.allocate({}, {});
    else break;
  }
  return m;
};

/** Where b stands; a is placed on the neighbour of b at direction `d` facing b. */
const around = (d: Direction): { position: Hex; facing: number } => ({
  position: neighbour({ q: 0, r: 0 }, d),
  facing: (d + 3) % 6,
});
const B_NORTH = { position: { q: 0, r: 0 }, facing: 0 };

// ---- 3.14 --------------------------------------------------------------------------------------

describe('§3.14 the allocation example', () => {
  it('§3.14 a 10 CF gladiator may put 4 CF on his chest and split 6 between attacks on chest and groin', () => {
    const m = fight({ a: { TR: 10 }, dice: [...C4.none, ...C4.none] });
    expect(m.state.combat?.available.a).toBe(10);
    m.do('a', {
      type: 'allocate',
      attacks: [
        { area: 2, cf: 3 },
        { area: 3, cf: 3 },
      ],
      defence: [0, 4, 0, 0, 0],
    });
    expect(m.state.waiting).toEqual(['b']);
    m.allocate({}, { defence: ZERO });
    expect(attacks(m).map((x) => [x.area, x.attack, x.subPhase])).toEqual([
      [2, 3, 2],
      [3, 3, 4],
    ]);
    expect(m.unusedDice).toBe(0);
  });
});

// ---- 8.1 ---------------------------------------------------------------------------------------

describe('§8 combat', () => {
  it.each([
    ['front left', { q: -1, r: 1 }],
    ['front', { q: 0, r: 0 }],
    ['front right', { q: 1, r: 0 }],
  ])('§8.1 a gladiator may attack an opponent in his %s hex', (_name, at) => {
    // b faces a from wherever he stands, so neither has to turn.
    const dq = 0 - at.q;
    const dr = 1 - at.r;
    const towards = [
      [0, -1],
      [1, -1],
      [1, 0],
      [0, 1],
      [-1, 1],
      [-1, 0],
    ].findIndex(([q, r]) => q === dq && r === dr);
    const m = fight({ b: { position: at, facing: towards }, dice: [1, 1, 1] });
    expect(m.state.combat?.fronts.a).toEqual([{ target: 'b', bonus: 0 }]);
    strike(m, 2, 1);
    expect(attacks(m)).toMatchObject([{ seat: 'a', target: 'b', area: 2, naa: 1 }]);
  });

  it('§8.1 an opponent two hexes away is out of reach: the phase passes with no combat', () => {
    const m = fight({ a: { position: { q: 0, r: 2 } } });
    expect(m.state.step).toBe('phasePlot');
    expect(m.state.phase).toBe(2);
    expect(m.events.some((e) => e.type === 'combat')).toBe(false);
  });

  it('§8.1 an attack on someone not in the combat front is refused', () => {
    const m = fight();
    const v = m.refused('a', { type: 'allocate', attacks: [{ area: 2, cf: 1, target: 'c' }], defence: ZERO });
    expect(v.rule).toBe('§8.1');
  });

  it('§8.11 two adjacent gladiators back to back cannot attack each other', () => {
    const m = fight({ a: { facing: 3 }, b: { facing: 0 } });
    expect(m.state.step).toBe('phasePlot');
    expect(m.state.phase).toBe(2);
    expect(m.g('a').facing).toBe(3);
    expect(m.g('b').facing).toBe(0);
  });

  it('§8.12 the man attacked from outside his front turns to face the attacker, who keeps the bonus of his old facing', () => {
    // a stands behind b; b faces away.
    const m = fight({ b: B_NORTH });
    const turned = m.ofType('rotate');
    expect(turned).toHaveLength(1);
    expect(turned[0]?.rule).toBe('§8.12');
    expect(m.g('b').facing).toBe(3);
    expect(m.state.combat?.fronts.a).toEqual([{ target: 'b', bonus: 5 }]);
    expect(m.state.combat?.available).toEqual({ a: 13, b: 8 });
  });

  it('§8.12 the turned man may attack back but earns no positional bonus, whatever the attacker faces', () => {
    // a is behind b but faces north-west, so after b turns he stands at a's front right (+2 if he had not turned).
    const m = fight({ a: { facing: 5 }, b: B_NORTH });
    expect(m.g('b').facing).toBe(3);
    expect(m.state.combat?.fronts.a).toEqual([{ target: 'b', bonus: 5 }]);
    expect(m.state.combat?.fronts.b).toEqual([{ target: 'a', bonus: 0 }]);
    expect(m.state.combat?.available.b).toBe(8);
  });

  it('§8.12 a prone man attacked from behind is turned to face his attacker too, after the bonus is reckoned', () => {
    // b lies prone facing north with a at his rear, in a phase b may not move: a keeps rear +5 and prone +4.
    const m = new Match({ a: FACE_TO_FACE.a, b: B_NORTH });
    m.set('b', { posture: 'prone', mustRise: true });
    m.plot(undefined, [2, 3, 4, 5, 6]).orders(null, null);
    expect(m.ofType('rotate').map((e) => e.rule)).toEqual(['§8.12']);
    expect(m.g('b')).toMatchObject({ facing: 3, posture: 'prone' });
    expect(m.state.combat?.fronts.a).toEqual([{ target: 'b', bonus: 9 }]);
  });

  it('§8.12 an unconscious man is turned to face his attacker', () => {
    // b is out cold (stun 20: his recovery die of 1 takes off 4 and leaves him senseless).
    const m = new Match({ a: FACE_TO_FACE.a, b: B_NORTH, dice: [1] });
    m.set('b', { posture: 'prone', unconscious: true, stun: 20, mustRise: true });
    m.plot().orders(null, null);
    expect(m.g('b')).toMatchObject({ facing: 3, unconscious: true });
    expect(m.ofType('rotate')).toHaveLength(1);
  });

  it('§8.12 with the proneTurnsToFace option off, prone and unconscious men keep the facing they fell with', () => {
    const prone = new Match({ a: FACE_TO_FACE.a, b: B_NORTH, options: { proneTurnsToFace: false } });
    prone.set('b', { posture: 'prone', mustRise: true });
    prone.plot(undefined, [2, 3, 4, 5, 6]).orders(null, null);
    expect(prone.ofType('rotate')).toEqual([]);
    expect(prone.g('b').facing).toBe(0);
    expect(prone.state.combat?.fronts.a).toEqual([{ target: 'b', bonus: 9 }]);
    const out = new Match({ a: FACE_TO_FACE.a, b: B_NORTH, dice: [1], options: { proneTurnsToFace: false } });
    out.set('b', { posture: 'prone', unconscious: true, stun: 20, mustRise: true });
    out.plot().orders(null, null);
    expect(out.g('b').facing).toBe(0);
  });

  it("§8.13 when each is in the other's front neither turns, and each takes the bonus of where he stands", () => {
    // b at a's front right, facing south-west: a is dead ahead of b, b stands off a's right front.
    const m = fight({ b: { position: { q: 1, r: 0 }, facing: 4 } });
    expect(m.ofType('rotate')).toHaveLength(0);
    expect(m.g('a').facing).toBe(0);
    expect(m.g('b').facing).toBe(4);
    expect(m.state.combat?.fronts.a).toEqual([{ target: 'b', bonus: 0 }]);
    expect(m.state.combat?.fronts.b).toEqual([{ target: 'a', bonus: 2 }]);
  });

  describe('§8.2 positional advantage', () => {
    // Relative direction of the attacker from the defender's facing: 0 F, 1 FR, 2 BR, 3 B, 4 BL, 5 FL.
    it.each([
      [0, 'front', 0, 0],
      [1, 'front right', 2, 1],
      [2, 'rear right', 4, 3],
      [3, 'rear', 5, 5],
      [4, 'rear left', 3, 4],
      [5, 'front left', 1, 2],
    ] as const)(
      '§8.2 an adjacent attacker at relative direction %i (%s) earns +%i, or +%i against a left-hander',
      (rel, _n, right, left) => {
        const r = fight({ a: around(rel), b: B_NORTH });
        expect(r.state.combat?.fronts.a).toEqual([{ target: 'b', bonus: right }]);
        expect(r.state.combat?.available.a).toBe(8 + right);
        const l = fight({ a: around(rel), b: B_NORTH, options: { leftHanded: ['b'] } });
        expect(l.state.combat?.fronts.a).toEqual([{ target: 'b', bonus: left }]);
      },
    );

    it('§8.2 with the rangedOnly option the adjacent front flanks are worth nothing', () => {
      for (const rel of [1, 5] as const) {
        const m = fight({ a: around(rel), b: B_NORTH, options: { frontFlanks: 'rangedOnly' } });
        expect(m.state.combat?.fronts.a).toEqual([{ target: 'b', bonus: 0 }]);
      }
      const rear = fight({ a: around(3), b: B_NORTH, options: { frontFlanks: 'rangedOnly' } });
      expect(rear.state.combat?.fronts.a).toEqual([{ target: 'b', bonus: 5 }]);
    });

    it('§8.2 the positional CFs are added to what the attacker may allocate and can be put into an attack', () => {
      const m = fight({ b: B_NORTH, dice: [...three(11), ...W1, ...NOCRIT] });
      // 13 available: up to 6 on one area.
      m.allocate({ attacks: [{ area: 2, cf: 6 }], defence: [0, 0, 0, 0, 7] }, { defence: [0, 1, 0, 0, 7] });
      expect(attacks(m)).toMatchObject([{ attack: 6, defence: 1, naa: 5, result: 'H' }]);
    });
  });

  it('§8.21 a defender in a Stumble move gives +2, and loses 2 CF of his own (14.4)', () => {
    const m = duel();
    m.set('b', { mustStumble: true }).dice(6, 6).orders('X', 'S');
    expect(m.g('b').stumbling).toBe(true);
    expect(m.state.combat?.fronts.a).toEqual([{ target: 'b', bonus: 2 }]);
    expect(m.state.combat?.available).toEqual({ a: 10, b: 6 });
  });

  it('§8.22 a prone (rolling) defender gives +4 on top of the position bonus, and defends at half (15.4)', () => {
    const m = duel({ dice: [...C4.none] });
    // b rolls forward left to (1,0), still prone and facing south: a stands off his front right (+2).
    m.set('b', { posture: 'prone', mustRise: true }).orders('X', 'RO-FL');
    expect(m.g('b').posture).toBe('prone');
    expect(m.g('b').position).toEqual({ q: 1, r: 0 });
    expect(m.state.combat?.fronts.a).toEqual([{ target: 'b', bonus: 6 }]);
    expect(m.state.combat?.available.a).toBe(14);
    m.allocate({ attacks: [{ area: 2, cf: 5 }], defence: ZERO }, { defence: [0, 4, 0, 0, 4] });
    expect(attacks(m)).toMatchObject([{ attack: 5, defence: 2, naa: 3 }]);
  });

  it('§8.22 the prone man himself may not attack (15.3)', () => {
    const m = duel();
    m.set('b', { posture: 'prone', mustRise: true }).orders('X', 'RO-FL');
    expect(m.state.combat?.fronts.b).toBeUndefined();
    const v = m.refused('b', { type: 'allocate', attacks: [{ area: 1, cf: 1 }], defence: ZERO });
    expect(v.rule).toBe('§15.3');
  });

  it('§8.22 a prone defender who may not move this phase and can match the blow with his halved defence is attacked normally', () => {
    // b plots no movement in phase 1 and lies prone; a's 2 CF attack on the chest meets 4 halved to 2 (NAA 0).
    const m = new Match({ a: FACE_TO_FACE.a, b: FACE_TO_FACE.b, dice: [2, 2, 2] });
    m.plot(undefined, [2, 3, 4, 5, 6]);
    m.set('b', { posture: 'prone', mustRise: true }).orders('X', null);
    expect(m.state.combat?.fronts.a).toEqual([{ target: 'b', bonus: 4 }]);
    m.allocate({ attacks: [{ area: 2, cf: 2 }], defence: ZERO }, { defence: [0, 4, 0, 0, 4] });
    expect(m.state.outcome).toBeNull();
    expect(attacks(m)).toMatchObject([{ attack: 2, defence: 2, naa: 0, result: '-' }]);
    expect(m.state.step).toBe('phasePlot');
    expect(m.state.phase).toBe(2);
  });

  it('§8.23 nothing ensnares in the Basic Game: net orders are refused, and the Advanced Game is off by default', () => {
    for (const order of ['(TN)X', '(SN)X', '(LN2)X']) {
      const m = duel();
      const v = m.refused('a', { type: 'order', order });
      expect(v.code).toBe('advanced-only');
    }
    expect(OptionsSchema.parse({}).advanced).toBe(false);
    // A standing defender never adds more than his position is worth.
    const m = fight({ b: B_NORTH });
    expect(m.state.combat?.fronts.a?.[0]?.bonus).toBe(5);
  });

  it('§8.24 the stumble bonus adds to the position bonus: a stumbling man attacked from the rear gives +7', () => {
    const m = duel({ b: B_NORTH });
    m.set('b', { mustStumble: true }).dice(6, 6).orders('X', 'S');
    expect(m.state.combat?.fronts.a).toEqual([{ target: 'b', bonus: 7 }]);
    expect(m.state.combat?.available.a).toBe(15);
  });

  it('§8.3 CF available = current CF + positional bonus - stun', () => {
    // a is stunned 2 and stands behind b; his stun recovery roll of 6 removes nothing (CON 4 - 5).
    const m = duel({ b: B_NORTH });
    m.set('a', { stun: 2 }).dice(6).orders('X', 'X');
    expect(m.g('a').stun).toBe(2);
    expect(m.state.combat?.available).toEqual({ a: 11, b: 8 });
    expect(m.state.combat?.bonus.a).toBe(5);
  });

  describe('§8.31 at most half the available CF on one body area', () => {
    it('§8.31 five of eight CF on one area is refused', () => {
      const m = fight();
      const v = m.refused('a', { type: 'allocate', attacks: [{ area: 2, cf: 5 }], defence: ZERO });
      expect(v.rule).toBe('§8.31');
      expect(v.values).toMatchObject({ limit: 4, available: 8 });
      // Four is half, and allowed.
      m.do('a', { type: 'allocate', attacks: [{ area: 2, cf: 4 }], defence: ZERO });
      expect(m.state.waiting).toEqual(['b']);
    });

    it("§8.31 the half is rounded down in the defender's favour: 3 CF allow 1 per area", () => {
      const m = duel();
      m.set('a', { cf: 3 }).orders('X', 'X');
      expect(m.refused('a', { type: 'allocate', attacks: [{ area: 1, cf: 2 }], defence: ZERO }).rule).toBe('§8.31');
      m.do('a', {
        type: 'allocate',
        attacks: [
          { area: 1, cf: 1 },
          { area: 2, cf: 1 },
          { area: 3, cf: 1 },
        ],
        defence: ZERO,
      });
      expect(m.state.waiting).toEqual(['b']);
    });

    it('§8.31 a gladiator with a single CF may attack with it', () => {
      const m = duel({ dice: [1, 1, 1] });
      m.set('a', { cf: 1 }).orders('X', 'X');
      expect(m.state.combat?.available.a).toBe(1);
      strike(m, 2, 1);
      expect(attacks(m)).toMatchObject([{ seat: 'a', attack: 1 }]);
    });

    it('§8.31 the order attacks are written in is the order they are made', () => {
      const m = fight({ dice: [1, 1, 1, 1, 1, 1] });
      m.allocate(
        {
          attacks: [
            { area: 5, cf: 1 },
            { area: 1, cf: 1 },
          ],
          defence: ZERO,
        },
        { defence: ZERO },
      );
      expect(attacks(m).map((x) => x.area)).toEqual([5, 1]);
    });
  });

  it('§8.32 CF left over go to defence; a negative defence is refused; defence is subtracted from the attack', () => {
    const m = fight({ dice: [1, 1, 1] });
    expect(m.refused('b', { type: 'allocate', attacks: [], defence: [0, -1, 0, 0, 0] }).rule).toBe('§8.32');
    strike(m, 2, 4, [0, 3, 0, 0, 5]);
    expect(attacks(m)).toMatchObject([{ attack: 4, defence: 3, naa: 1 }]);
  });

  it('§8.33 attack plus defence may not exceed the CF available', () => {
    const m = fight();
    const v = m.refused('a', { type: 'allocate', attacks: [{ area: 2, cf: 4 }], defence: [1, 1, 1, 1, 1] });
    expect(v.rule).toBe('§8.33');
    expect(v.values).toMatchObject({ attack: 4, defence: 5, available: 8 });
    expect(m.refused('b', { type: 'allocate', attacks: [], defence: [9, 0, 0, 0, 0] }).rule).toBe('§8.33');
  });

  it('§8.4 allocations stay secret until both are in, then are revealed together', () => {
    const m = fight({ dice: [1, 1, 1] });
    m.do('a', { type: 'allocate', attacks: [{ area: 2, cf: 1 }], defence: [7, 0, 0, 0, 0] });
    expect(m.last.filter((e) => e.visibleTo === 'all' && JSON.stringify(e.data).includes('"cf"'))).toHaveLength(0);
    expect(m.ofType('allocations')).toHaveLength(0);
    m.do('b', { type: 'allocate', attacks: [], defence: ZERO });
    const shown = m.ofType('allocations');
    expect(shown).toHaveLength(1);
    expect(shown[0]?.visibleTo).toBe('all');
    const revealed = (shown[0]?.data ?? {}) as { allocations?: object };
    expect(Object.keys(revealed.allocations ?? {}).sort()).toEqual(['a', 'b']);
  });

  it('§8.41 all CF on one body area are a single attack: the same area twice is refused', () => {
    const m = fight();
    const v = m.refused('a', {
      type: 'allocate',
      attacks: [
        { area: 2, cf: 1 },
        { area: 2, cf: 1 },
      ],
      defence: ZERO,
    });
    expect(v.rule).toBe('§8.41');
  });

  it.each([
    [1, [3]],
    [2, [2, 4]],
    [3, [1, 3, 5]],
    [4, [1, 2, 4, 5]],
    [5, [1, 2, 3, 4, 5]],
  ])('§8.42 %i attacks are made in sub-phases %j', (n, subPhases) => {
    const m = fight({ dice: Array(3 * n).fill(1) });
    const list = ([1, 2, 3, 4, 5] as Area[]).slice(0, n).map((area) => ({ area, cf: 1 }));
    m.allocate({ attacks: list, defence: ZERO }, { defence: ZERO });
    expect(attacks(m).map((x) => x.subPhase)).toEqual(subPhases);
  });

  it('§8.42 the two sequences interleave: three attacks against two go 1, 2, 3, 4, 5', () => {
    const m = fight({ dice: Array(15).fill(1) });
    m.allocate(
      {
        attacks: [
          { area: 1, cf: 1 },
          { area: 2, cf: 1 },
        ],
        defence: ZERO,
      },
      {
        attacks: [
          { area: 3, cf: 1 },
          { area: 4, cf: 1 },
          { area: 5, cf: 1 },
        ],
        defence: ZERO,
      },
    );
    expect(attacks(m).map((x) => [x.seat, x.subPhase])).toEqual([
      ['b', 1],
      ['a', 2],
      ['b', 3],
      ['a', 4],
      ['b', 5],
    ]);
  });

  it('§8.43 six attacks in a phase are refused', () => {
    const m = fight();
    const six = ([1, 2, 3, 4, 5, 1] as Area[]).map((area) => ({ area, cf: 1 }));
    expect(m.refused('a', { type: 'allocate', attacks: six, defence: ZERO }).rule).toBe('§8.43');
  });

  it('§8.44 a mid-phase loss cancels an attack but the rest keep their sub-phases', () => {
    // b plans three 1 CF attacks (sub-phases 1, 3, 5); a's chest hit in sub-phase 2 costs him 1 CF.
    const m = fight({
      dice: [...C4.none, ...C4.H, ...W1, ...NOCRIT, ...C4.none, ...C4.none],
    });
    m.allocate(
      {
        attacks: [
          { area: 2, cf: 4 },
          { area: 4, cf: 1 },
        ],
        defence: [0, 0, 0, 0, 3],
      },
      {
        attacks: [
          { area: 1, cf: 1 },
          { area: 2, cf: 1 },
          { area: 3, cf: 1 },
        ],
        defence: [0, 0, 0, 0, 5],
      },
    );
    expect(attacks(m).map((x) => [x.seat, x.area, x.subPhase])).toEqual([
      ['b', 1, 1],
      ['a', 2, 2],
      ['a', 4, 4],
      ['b', 3, 5],
    ]);
    const cancelled = m.ofType('attack-cancelled');
    expect(cancelled).toHaveLength(1);
    expect(cancelled[0]?.rule).toBe('§8.461');
    expect(m.unusedDice).toBe(0);
  });

  describe('§8.45 attacks in the same sub-phase', () => {
    it('§8.45 the attack with more CF is resolved first, and its damage weakens the other (8.46)', () => {
      // a 4 CF, b 3 CF, both in sub-phase 3. a's chest hit costs b 1 CF, so b strikes with 2.
      const m = fight({ dice: [...C4.H, ...W1, ...NOCRIT, 1, 1, 1] });
      m.allocate({ attacks: [{ area: 2, cf: 4 }], defence: ZERO }, { attacks: [{ area: 1, cf: 3 }], defence: ZERO });
      expect(attacks(m)).toMatchObject([
        { seat: 'a', attack: 4, subPhase: 3 },
        { seat: 'b', attack: 2, subPhase: 3 },
      ]);
      expect(m.ofType('attack-reduced')).toHaveLength(1);
    });

    it('§8.45 equal attacks are simultaneous: the first blow does not weaken the other', () => {
      // Both 3 CF at NAA 3. a's 12 is an H: two head wounds cost b 2 CF, yet b still strikes with 3.
      const m = fight({ dice: [6, 5, 1, ...W2, ...NOCRIT, 1, 1, 1] });
      m.allocate({ attacks: [{ area: 1, cf: 3 }], defence: ZERO }, { attacks: [{ area: 2, cf: 3 }], defence: ZERO });
      expect(m.g('b').cf).toBe(6);
      expect(attacks(m)).toMatchObject([
        { seat: 'a', attack: 3, naa: 3, result: 'H' },
        { seat: 'b', attack: 3, naa: 3 },
      ]);
      expect(m.ofType('attack-reduced')).toHaveLength(0);
      expect(m.unusedDice).toBe(0);
    });
  });

  it("§8.46 damage takes effect at once: a blow that takes all of an attack's CF in the same sub-phase stops it", () => {
    // a 4 CF on the head, b 2 CF, both in sub-phase 3: two head wounds take b's 2 CF, so b never strikes.
    const m = fight({ dice: [...C4.H, ...W2, 1, 2] });
    m.allocate({ attacks: [{ area: 1, cf: 4 }], defence: ZERO }, { attacks: [{ area: 2, cf: 2 }], defence: ZERO });
    expect(m.g('b').cf).toBe(6);
    expect(attacks(m).map((x) => x.seat)).toEqual(['a']);
    expect(m.ofType('attack-cancelled')).toHaveLength(1);
    expect(m.unusedDice).toBe(0);
    expect(m.g('a').wounds).toEqual([0, 0, 0, 0, 0]);
  });

  it('§8.461 CF lost come off the next unresolved attack and what is left over off the one after', () => {
    // b: 1 CF (sub-phase 1), 1 CF (3), 3 CF (5). a's head hit in sub-phase 2 costs 2 CF:
    // the sub-phase 3 attack is cancelled and the sub-phase 5 one falls to 2.
    const m = fight({ dice: [1, 1, 1, ...C4.H, ...W2, ...NOCRIT, 1, 1, 1, 1, 1, 1] });
    m.allocate(
      {
        attacks: [
          { area: 1, cf: 4 },
          { area: 4, cf: 1 },
        ],
        defence: [0, 0, 0, 0, 3],
      },
      {
        attacks: [
          { area: 1, cf: 1 },
          { area: 2, cf: 1 },
          { area: 3, cf: 3 },
        ],
        defence: [0, 0, 0, 0, 3],
      },
    );
    expect(m.g('b').cf).toBe(6);
    expect(attacks(m).map((x) => [x.seat, x.subPhase, x.attack])).toEqual([
      ['b', 1, 1],
      ['a', 2, 4],
      ['a', 4, 1],
      ['b', 5, 2],
    ]);
    expect(m.ofType('attack-cancelled').map((e) => e.rule)).toEqual(['§8.461']);
    expect(m.unusedDice).toBe(0);
  });

  it('§8.462 CF lost with no attack left to absorb it comes off the defence of the next area attacked (the example)', () => {
    // b is the rulebook's gladiator 3: a's chest hit (5 wounds: chest boxes 12-8, three CF categories) costs him
    // 3 CF. His one remaining attack (1 CF, sub-phase 3) is cancelled; a's 1 CF head attack then meets 0 - 2.
    const m = fight({ dice: [...C4.H, 6, 5, 5, ...NOCRIT, 1, 1, 1] });
    m.allocate(
      {
        attacks: [
          { area: 2, cf: 4 },
          { area: 1, cf: 1 },
        ],
        defence: [0, 0, 3, 0, 0],
      },
      { attacks: [{ area: 3, cf: 1 }], defence: [0, 0, 0, 0, 7] },
    );
    expect(m.g('b').wounds[1]).toBe(5);
    expect(m.g('b').cf).toBe(5);
    expect(m.ofType('attack-cancelled')).toHaveLength(1);
    expect(attacks(m)).toMatchObject([
      { seat: 'a', area: 2, subPhase: 2 },
      { seat: 'a', area: 1, attack: 1, defence: -2, naa: 3, subPhase: 4 },
    ]);
    expect(m.rollsFor('§8.5')[1]?.row).toBe('CRT column 3, row 3 or less');
    expect(m.unusedDice).toBe(0);
  });

  it('§8.462 only the next area attacked loses defence; a later attack meets its full allocation', () => {
    // a: chest 4 (sub-phase 1), head 1 (3), arms 1 (5). b has no attack; the chest hit costs him 1 CF.
    // Head 1 against 2 - 1 = 1 rolls 6 (no effect); arms 1 against 2 rolls 6 - 1.
    const m = fight({ dice: [...C4.H, ...W1, ...NOCRIT, 2, 2, 2, 2, 2, 2] });
    m.allocate(
      {
        attacks: [
          { area: 2, cf: 4 },
          { area: 1, cf: 1 },
          { area: 4, cf: 1 },
        ],
        defence: ZERO,
      },
      { defence: [2, 0, 0, 2, 4] },
    );
    expect(attacks(m).map((x) => [x.area, x.defence])).toEqual([
      [2, 0],
      [1, 1],
      [4, 2],
    ]);
  });

  it("§8.462 a prone defender's allocation is halved first and the CF lost comes off after (15.4)", () => {
    // b lies prone (rolled to a's front right, +6 for a). a's head hit in sub-phase 2 costs him 2 CF he cannot
    // absorb; a's chest attack in sub-phase 4 then meets 4 halved to 2, less 2: 0.
    const m = duel({ dice: [...C4.H, ...W2, ...NOCRIT, 1, 1, 1, 1, 1, 1] });
    m.set('b', { posture: 'prone', mustRise: true }).orders('X', 'RO-FL');
    m.allocate(
      {
        attacks: [
          { area: 1, cf: 4 },
          { area: 2, cf: 5 },
        ],
        defence: ZERO,
      },
      { defence: [0, 4, 0, 0, 4] },
    );
    expect(attacks(m)).toMatchObject([
      { area: 1, defence: 0, naa: 4 },
      { area: 2, attack: 5, defence: 0, naa: 5 },
    ]);
    expect(m.unusedDice).toBe(0);
  });

  it('§8.463 a loss with no attack left on either side only lowers the CF of later phases', () => {
    const m = fight({ dice: [...C4.H, ...W1, ...NOCRIT] });
    strike(m, 2);
    expect(m.g('b').cf).toBe(7);
    expect(m.state.phase).toBe(2);
    m.dice(2, 2, 2).orders('X', 'X');
    expect(m.state.combat?.available.b).toBe(7);
    strike(m, 2, 4, [0, 4, 0, 0, 3]);
    // Nothing carried over from phase 1: the chest defence is the full 4.
    expect(attacks(m)).toMatchObject([{ attack: 4, defence: 4, naa: 0, result: '-' }]);
  });

  describe('§8.5 attack resolution', () => {
    it('§8.5 attack CF less the defence of that area gives the column; three dice are read on the CRT', () => {
      const m = fight({ dice: [6, 5, 1, 6, 6, 6] });
      strike(m, 3, 4, [0, 0, 2, 0, 0]);
      const r = m.rollsFor('§8.5')[0];
      expect(r?.dice).toEqual([6, 5, 1]);
      expect(r?.row).toBe('CRT column 2, row 12');
      expect(r?.result).toBe('P*');
      expect(attacks(m)).toMatchObject([{ area: 3, attack: 4, defence: 2, naa: 2, result: 'P*' }]);
    });

    it('§8.5 an attack of 0 CF is refused', () => {
      const m = fight();
      expect(m.refused('a', { type: 'allocate', attacks: [{ area: 2, cf: 0 }], defence: ZERO }).rule).toBe('§8.5');
    });

    it('§8.51 a negative comparison reads column 0 and takes its size off the roll (3 CF against 5 is -2)', () => {
      // A 9 would be an S on column 0; less 2 it is a 7, no effect.
      const m = fight({ dice: [3, 3, 3] });
      strike(m, 2, 3, [0, 5, 0, 0, 0]);
      const r = m.rollsFor('§8.5')[0];
      expect(mods(r)).toEqual([{ value: -2, rule: '§8.51' }]);
      expect(r?.total).toBe(7);
      expect(r?.row).toBe('CRT column 0, row 7');
      expect(attacks(m)).toMatchObject([{ naa: -2, result: '-' }]);
      expect(m.g('b').shieldDamage).toBe(0);
    });

    it('§8.52 above five reads column 5 and adds the excess (9 CF against 1 is +8: +3), 19 being H+8', () => {
      const m = fight({ a: { TR: 18 }, dice: [6, 6, 4, 1, 1, 1, ...NOCRIT] });
      strike(m, 2, 9, [0, 1, 0, 0, 0]);
      const [crt] = m.rollsFor('§8.5');
      expect(mods(crt)).toEqual([{ value: 3, rule: '§8.52' }]);
      expect(crt?.total).toBe(19);
      expect(crt?.result).toBe('H+8');
      const wound = m.rollsFor('§9.1')[0];
      expect(mods(wound)).toEqual([{ value: 8, rule: '§9.1' }]);
      expect(wound?.total).toBe(11);
      expect(m.g('b').wounds[1]).toBe(2);
    });
  });

  describe('§8.6 combat results', () => {
    it("§8.6 M: the attacker's other attacks are lost and a die comes off his defence of the next area attacked (the example)", () => {
      // a: 1 CF attacks in sub-phases 1, 3, 5; his first meets an equal defence and rolls 3: M.
      // b's 2 CF head attack (sub-phase 2) then rolls a 4 off a's 1 CF head defence: -3, NAA 5, column 5, no DRM.
      const m = fight({ dice: [1, 1, 1, 4, 1, 1, 2, 1, 1, 1, 1, 1, 1] });
      m.allocate(
        {
          attacks: [
            { area: 2, cf: 1 },
            { area: 3, cf: 1 },
            { area: 5, cf: 1 },
          ],
          defence: [1, 4, 0, 0, 0],
        },
        {
          attacks: [
            { area: 1, cf: 2 },
            { area: 4, cf: 1 },
          ],
          defence: [0, 1, 0, 0, 4],
        },
      );
      const list = attacks(m);
      expect(list).toMatchObject([
        { seat: 'a', area: 2, naa: 0, result: 'M', subPhase: 1 },
        { seat: 'b', area: 1, attack: 2, defence: -3, naa: 5, result: 'S', subPhase: 2 },
        { seat: 'b', area: 4, defence: 0, naa: 1, subPhase: 4 },
      ]);
      expect(m.rollsFor('§8.6').map((r) => r.dice)).toEqual([[4]]);
      const crt = m.rollsFor('§8.5');
      expect(crt[1]?.row).toBe('CRT column 5, row 4');
      expect(mods(crt[1])).toEqual([]);
      expect(m.ofType('miss')).toHaveLength(1);
      expect(m.unusedDice).toBe(0);
    });

    it('§8.6 M with no attack to follow costs nothing more', () => {
      const m = fight({ dice: [1, 1, 1] });
      strike(m, 2, 1, [0, 1, 0, 0, 0]);
      expect(attacks(m)).toMatchObject([{ result: 'M' }]);
      expect(m.rollsFor('§8.6')).toHaveLength(0);
      expect(m.state.phase).toBe(2);
    });

    it('§8.6 — : no effect', () => {
      const m = fight({ dice: C4.none });
      strike(m, 2);
      expect(attacks(m)).toMatchObject([{ result: '-' }]);
      expect(m.g('b')).toMatchObject({ cf: 8, wounds: [0, 0, 0, 0, 0], shieldDamage: 0, hasWeapon: true });
      expect(m.rolls()).toHaveLength(1);
    });

    it('§8.6 S: a shield hit rolls for shield damage', () => {
      const m = fight({ dice: [...C4.S, 6, 5, 4] });
      strike(m, 2);
      expect(attacks(m)).toMatchObject([{ result: 'S' }]);
      expect(m.rollsFor('§10.2')).toHaveLength(1);
      expect(m.rollsFor('§12.1')).toHaveLength(0);
      expect(m.g('b').shieldDamage).toBe(1);
    });

    it('§8.6 S without a shield is treated as P', () => {
      const m = fight({ b: { shield: 'none' }, dice: [...C4.S, 6, 6, 6] });
      strike(m, 2);
      expect(m.ofType('no-shield')).toHaveLength(1);
      expect(m.rollsFor('§10.2')).toHaveLength(0);
      expect(m.rollsFor('§12.2')).toHaveLength(1);
      expect(m.g('b').hasWeapon).toBe(true);
    });

    it('§8.6 S*: an edge hit adds 1 to the shield damage roll and checks for a shield drop (12.1)', () => {
      // 14 + 4 CF + 1 = 19: one box. Drop check 18 - 0 ST - 4 NAA = 14: held.
      const m = fight({ dice: [...C4.Sx, 6, 5, 3, 6, 6, 6] });
      strike(m, 2);
      const dmg = m.rollsFor('§10.2')[0];
      expect(mods(dmg)).toContainEqual({ value: 1, rule: '§10.2' });
      expect(dmg?.total).toBe(19);
      expect(m.g('b').shieldDamage).toBe(1);
      const drop = m.rollsFor('§12.1')[0];
      expect(drop?.total).toBe(14);
      expect(m.g('b').shield).toBe('large');
    });

    it('§8.6 S*: a drop check of 0 or less drops the shield', () => {
      const m = fight({ dice: [...C4.Sx, 1, 1, 1, 1, 1, 1, ...DROP] });
      strike(m, 2);
      expect(m.rollsFor('§12.1')[0]?.total).toBe(-1);
      expect(m.g('b').shield).toBeNull();
      expect(m.state.items).toMatchObject([{ kind: 'shield', owner: 'b', at: { q: 0, r: -2 }, size: 'large' }]);
    });

    it('§8.6 S* without a shield is treated as P', () => {
      const m = fight({ b: { shield: 'none' }, dice: [...C4.Sx, 6, 6, 6] });
      strike(m, 2);
      expect(m.ofType('no-shield')).toHaveLength(1);
      expect(m.rollsFor('§10.2')).toHaveLength(0);
      expect(m.rollsFor('§12.1')).toHaveLength(0);
      expect(m.rollsFor('§12.2')).toHaveLength(1);
    });

    it('§8.6 P: a parry checks for a weapon drop (12.2) and the weapon is kept above 0', () => {
      const m = fight({ dice: [...C4.P, 6, 6, 6] });
      strike(m, 2);
      expect(attacks(m)).toMatchObject([{ result: 'P' }]);
      expect(m.rollsFor('§12.2')[0]?.total).toBe(14);
      expect(m.g('b').hasWeapon).toBe(true);
      expect(m.g('b').wounds).toEqual([0, 0, 0, 0, 0]);
    });

    it('§8.6 P: a weapon drop roll of 0 or less drops the weapon, and the unarmed man cannot attack (12.2)', () => {
      const m = fight({ dice: [...C4.P, 1, 1, 1, ...DROP] });
      strike(m, 2);
      expect(m.g('b').hasWeapon).toBe(false);
      expect(m.state.items).toMatchObject([{ kind: 'weapon', owner: 'b', at: { q: 0, r: -2 } }]);
      m.orders('X', 'X');
      expect(m.state.combat?.fronts.b).toBeUndefined();
      expect(m.refused('b', { type: 'allocate', attacks: [{ area: 1, cf: 1 }], defence: ZERO }).rule).toBe('§12.2');
    });

    it('§8.6 S against a man with neither shield nor weapon becomes P and then H', () => {
      const m = duel({ b: { shield: 'none' }, dice: [...C4.S, ...W1, ...NOCRIT] });
      m.set('b', { hasWeapon: false }).orders('X', 'X');
      strike(m, 2);
      expect(m.ofType('no-shield')).toHaveLength(1);
      expect(m.ofType('no-parry')).toHaveLength(1);
      expect(m.g('b').wounds[1]).toBe(1);
      expect(m.unusedDice).toBe(0);
    });

    it('§8.6 P without a weapon is treated as H', () => {
      const m = duel({ dice: [...C4.P, ...W1, ...NOCRIT] });
      m.set('b', { hasWeapon: false }).orders('X', 'X');
      strike(m, 2);
      expect(m.ofType('no-parry')).toHaveLength(1);
      expect(m.rollsFor('§12.2')).toHaveLength(0);
      expect(m.g('b').wounds[1]).toBe(1);
    });

    it('§8.6 P*: a parry with weapon and shield checks for a weapon drop only', () => {
      const m = fight({ dice: [...C4.Px, 6, 6, 6] });
      strike(m, 2);
      expect(attacks(m)).toMatchObject([{ result: 'P*' }]);
      expect(m.rollsFor('§12.2')).toHaveLength(1);
      expect(m.rollsFor('§10.2')).toHaveLength(0);
      expect(m.g('b').wounds).toEqual([0, 0, 0, 0, 0]);
    });

    it('§8.6 P* without a shield is treated as H', () => {
      const m = fight({ b: { shield: 'none' }, dice: [...C4.Px, ...W1, ...NOCRIT] });
      strike(m, 2);
      expect(m.ofType('no-parry')).toHaveLength(1);
      expect(m.rollsFor('§12.2')).toHaveLength(0);
      expect(m.g('b').wounds[1]).toBe(1);
    });

    it('§8.6 P* without a weapon is treated as H', () => {
      const m = duel({ dice: [...C4.Px, ...W1, ...NOCRIT] });
      m.set('b', { hasWeapon: false }).orders('X', 'X');
      strike(m, 2);
      expect(m.ofType('no-parry')).toHaveLength(1);
      expect(m.g('b').wounds[1]).toBe(1);
    });

    it('§8.6 H: a body hit rolls on the wound table', () => {
      const m = fight({ dice: [...C4.H, ...W1, ...NOCRIT] });
      strike(m, 2);
      expect(attacks(m)).toMatchObject([{ result: 'H' }]);
      expect(mods(m.rollsFor('§9.1')[0])).toEqual([]);
      expect(m.g('b').wounds[1]).toBe(1);
      expect(m.unusedDice).toBe(0);
    });

    it('§8.6 H+#: the # is added to the wound roll (an 8 becomes a one-wound 9)', () => {
      const m = fight({ dice: [...C4.H1, 3, 3, 2, ...NOCRIT] });
      strike(m, 2);
      expect(attacks(m)).toMatchObject([{ result: 'H+1' }]);
      const w = m.rollsFor('§9.1')[0];
      expect(mods(w)).toEqual([{ value: 1, rule: '§9.1' }]);
      expect(w?.total).toBe(9);
      expect(m.g('b').wounds[1]).toBe(1);
    });
  });
});

// ---- 9 -----------------------------------------------------------------------------------------

describe('§9 wounds', () => {
  it.each([
    [6, 0],
    [8, 0],
    [9, 1],
    [10, 1],
    [11, 2],
    [12, 2],
    [13, 3],
    [14, 3],
    [15, 4],
    [16, 5],
    [17, 6],
    [18, 7],
  ])('§9.1 a wound roll of %i checks %i boxes', (roll, n) => {
    const m = fight({ dice: [...C4.H, ...three(roll), ...(n > 0 ? NOCRIT : [])] });
    strike(m, 5);
    expect(m.g('b').wounds[4]).toBe(n);
    expect(m.unusedDice).toBe(0);
  });

  it('§9.1 a wound roll of 19 or more kills', () => {
    const m = fight({ dice: [...C4.H1, 6, 6, 6] });
    strike(m, 2);
    expect(m.g('b').dead).toBe(true);
    expect(m.state.outcome).toMatchObject({ winners: ['a'], how: 'kill' });
    expect(m.unusedDice).toBe(0);
  });

  it('§9.2 an unarmoured area takes the wound roll unmodified; an armoured one has it lowered', () => {
    const bare = fight({ dice: [...C4.H, 6, 6, 6, ...NOCRIT] });
    strike(bare, 5);
    expect(bare.g('b').wounds[4]).toBe(7);
    const armoured = fight({ b: { armour: ['-', '-', '-', '-', 'A'] }, dice: [...C4.H, 6, 6, 6, ...NOCRIT] });
    strike(armoured, 5);
    expect(armoured.g('b').wounds[4]).toBe(1);
  });

  it.each([
    ['A', -8, 1],
    ['B', -6, 2],
    ['C', -3, 4],
  ] as const)('§9.21 complete %s armour takes %i off the wound roll (18 gives %i)', (q, drm, n) => {
    const m = fight({ b: { armour: ['-', q, '-', '-', '-'] }, dice: [...C4.H, 6, 6, 6, ...NOCRIT] });
    strike(m, 2);
    const w = m.rollsFor('§9.1')[0];
    expect(mods(w)).toEqual([{ value: drm, rule: '§9.21' }]);
    expect(m.g('b').wounds[1]).toBe(n);
    expect(m.rollsFor('§9.22')).toHaveLength(0);
  });

  it('§9.22 partial armour: two dice at or under its number strike the armour', () => {
    // B7 on the chest; 3+4 = 7 strikes armour, so 10 - 6 = 4: no wound (and no critical roll).
    const m = fight({ b: { armour: ['-', 'B7', '-', '-', '-'] }, dice: [...C4.H, 3, 4, 3, 3, 4] });
    strike(m, 2);
    expect(m.rollsFor('§9.22')[0]?.result).toBe('strikes armour');
    expect(m.rollsFor('§9.1')[0]?.total).toBe(4);
    expect(m.g('b').wounds[1]).toBe(0);
    expect(m.unusedDice).toBe(0);
  });

  it('§9.22 partial armour: two dice over its number strike flesh', () => {
    const m = fight({ b: { armour: ['-', 'B7', '-', '-', '-'] }, dice: [...C4.H, 4, 4, 3, 3, 4, ...NOCRIT] });
    strike(m, 2);
    expect(m.rollsFor('§9.22')[0]?.result).toBe('strikes flesh');
    expect(mods(m.rollsFor('§9.1')[0])).toEqual([]);
    expect(m.g('b').wounds[1]).toBe(1);
    expect(m.unusedDice).toBe(0);
  });

  it('§9.3 wounds are checked off on the area struck and accumulate', () => {
    const m = fight({ dice: [...C4.H, ...W2, ...NOCRIT] });
    strike(m, 3);
    expect(m.g('b').wounds).toEqual([0, 0, 2, 0, 0]);
    m.dice(...C4.H, ...W1, ...NOCRIT).orders('X', 'X');
    strike(m, 3);
    expect(m.g('b').wounds).toEqual([0, 0, 3, 0, 0]);
  });

  it.each([1, 2, 3, 4, 5] as Area[])('§9.31 the first wound to area %i always costs 1 CF', (area) => {
    const m = fight({ dice: [...C4.H, ...W1, ...NOCRIT] });
    strike(m, area);
    expect(m.g('b').cf).toBe(7);
    expect(m.g('b').cfLostByArea[area - 1]).toBe(1);
    expect(m.g('b').cfChanges).toMatchObject([{ amount: -1, rule: '§9.31' }]);
  });

  it.each([
    [13, 3, 1],
    [15, 4, 2],
  ])(
    '§9.31 on the arms (W 12) a roll of %i checks %i boxes and costs %i CF: boxes 12-10 are one category',
    (roll, n, cf) => {
      const m = fight({ dice: [...C4.H, ...three(roll), ...NOCRIT] });
      strike(m, 4);
      expect(m.g('b').wounds[3]).toBe(n);
      expect(m.g('b').cf).toBe(8 - cf);
    },
  );

  it('§9.31 with the everyBox option every wound box costs 1 CF', () => {
    const m = fight({ options: { woundCategories: 'everyBox' }, dice: [...C4.H, ...W3, ...NOCRIT] });
    strike(m, 4);
    expect(m.g('b').cf).toBe(5);
  });

  it('§9.32 when the last wound box of an area is checked the gladiator is killed', () => {
    const m = duel({ dice: [...C4.H, ...W1, ...NOCRIT] });
    m.set('b', { wounds: [0, 11, 0, 0, 0] }).orders('X', 'X');
    strike(m, 2);
    expect(m.g('b').wounds[1]).toBe(12);
    expect(m.g('b').dead).toBe(true);
    expect(m.ofType('killed')[0]?.rule).toBe('§9.32');
    expect(m.state.outcome).toMatchObject({ winners: ['a'], losers: ['b'] });
    expect(m.state.step).toBe('over');
  });

  it('§9.32 wounds beyond W do not go further than the last box', () => {
    const m = duel({ b: { W: 9 }, dice: [...C4.H, 6, 6, 6, ...NOCRIT] });
    m.set('b', { wounds: [0, 0, 0, 0, 5] }).orders('X', 'X');
    strike(m, 5);
    expect(m.g('b').wounds[4]).toBe(9);
    expect(m.g('b').dead).toBe(true);
  });

  describe('§9.33 a gladiator with no CF', () => {
    it('§9.33 with 0 CF and no positional bonus he allocates nothing', () => {
      const m = duel({ dice: C4.none });
      m.set('a', { cf: 0 }).orders('X', 'X');
      expect(m.state.combat?.available.a).toBe(0);
      expect(m.state.waiting).toEqual(['b']);
      m.allocate({}, { attacks: [{ area: 2, cf: 4 }], defence: ZERO });
      expect(attacks(m)).toMatchObject([{ seat: 'b' }]);
    });

    it('§9.33 positional CFs of a man with 0 CF must attack: any defence is refused', () => {
      // a at b's rear left (+3).
      const m = duel({ a: around(4), b: B_NORTH });
      m.set('a', { cf: 0 }).orders('X', 'X');
      expect(m.state.combat?.available.a).toBe(3);
      expect(m.state.combat?.attackOnly.a).toBe(true);
      expect(m.refused('a', { type: 'allocate', attacks: [{ area: 2, cf: 1 }], defence: [1, 0, 0, 0, 0] }).rule).toBe(
        '§9.33',
      );
      m.do('a', { type: 'allocate', attacks: [{ area: 2, cf: 1 }], defence: ZERO });
      expect(m.state.waiting).toEqual(['b']);
    });

    it('§9.33 a CF below 0 eats into the positional bonus: -2 with +3 leaves 1 CF, for attack only', () => {
      const m = duel({ a: around(4), b: B_NORTH });
      m.set('a', { cf: -2 }).orders('X', 'X');
      expect(m.state.combat?.available.a).toBe(1);
      expect(m.state.combat?.attackOnly.a).toBe(true);
    });
  });

  describe('§9.34 CF below zero', () => {
    it('§9.34 two chest wounds cost 1 CF, two head wounds 2 CF (the example)', () => {
      const chest = fight({ dice: [...C4.H, ...W2, ...NOCRIT] });
      strike(chest, 2);
      expect(chest.g('b').wounds[1]).toBe(2);
      expect(chest.g('b').cf).toBe(7);
      const head = fight({ dice: [...C4.H, ...W2, ...NOCRIT] });
      strike(head, 1);
      expect(head.g('b').wounds[0]).toBe(2);
      expect(head.g('b').cf).toBe(6);
    });

    it('§9.34 the example: with 0 CF and +3 he attacks with 3, a hit first costs one, and later attacks on him get +1', () => {
      // a (0 CF) at b's rear left plans three 1 CF attacks (8.31 caps each area at 1 of 3). b strikes first in
      // sub-phase 1 (2 CF beats 1): one chest wound, a's CF is -1 and his sub-phase 1 attack is lost.
      const m = duel({ a: around(4), b: B_NORTH });
      m.set('a', { cf: 0 })
        .dice(6, 6, 1, ...W1, ...NOCRIT, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1)
        .orders('X', 'X');
      expect(m.state.combat?.available.a).toBe(3);
      m.allocate(
        {
          attacks: [
            { area: 1, cf: 1 },
            { area: 2, cf: 1 },
            { area: 3, cf: 1 },
          ],
          defence: ZERO,
        },
        {
          attacks: [
            { area: 2, cf: 2 },
            { area: 4, cf: 2 },
            { area: 5, cf: 2 },
          ],
          defence: [2, 0, 0, 0, 0],
        },
      );
      expect(m.g('a').cf).toBe(-1);
      expect(m.g('a').dead).toBe(false);
      const mine = attacks(m).filter((x) => x.seat === 'a');
      expect(mine.map((x) => x.attack).reduce((t, x) => t + x, 0)).toBe(2);
      const onA = m.rollsFor('§8.5').filter((_r, i) => attacks(m)[i]?.seat === 'b');
      expect(onA.map(mods)).toEqual([[], [{ value: 1, rule: '§9.34' }], [{ value: 1, rule: '§9.34' }]]);
      expect(m.unusedDice).toBe(0);
    });

    it('§9.34 the +1 stays on the CRT in later phases while the CF is below 0', () => {
      const m = duel({ dice: [1, 1, 1, 1, 1, 1] });
      m.set('b', { cf: -2 }).orders('X', 'X');
      // b has nothing to allocate, so only a is asked.
      expect(m.state.combat?.available.b).toBe(0);
      expect(m.state.waiting).toEqual(['a']);
      m.do('a', { type: 'allocate', attacks: [{ area: 2, cf: 4 }], defence: ZERO });
      const r = m.rollsFor('§8.5')[0];
      expect(mods(r)).toEqual([{ value: 2, rule: '§9.34' }]);
      expect(r?.total).toBe(5);
      expect(r?.result).toBe('S');
    });
  });

  it('§9.34 the shortfall also counts against the defender on the drop rolls of a parry or edge hit (12.3)', () => {
    // b's CF is -2: a's 4 CF rolls 6 + 2 = 8 on column 4, a P; the drop roll is 9 - 4 NAA - 2 = 3.
    const p = duel({ dice: [2, 2, 2, 3, 3, 3] });
    p.set('b', { cf: -2 }).orders('X', 'X');
    p.do('a', { type: 'allocate', attacks: [{ area: 2, cf: 4 }], defence: ZERO });
    expect(p.rollsFor('§8.5')[0]?.result).toBe('P');
    const drop = p.rollsFor('§12.2')[0];
    expect(mods(drop)).toContainEqual({ value: -2, rule: '§12.3' });
    expect(drop?.total).toBe(3);
    // An edge hit: 5 + 2 = 7 on column 4, S*; shield roll 9 + 4 + 1 = 14 (no weakness there, 10.23); drop 9 - 4 - 2.
    const s = duel({ dice: [1, 2, 2, 3, 3, 3, 3, 3, 3] });
    s.set('b', { cf: -2 }).orders('X', 'X');
    s.do('a', { type: 'allocate', attacks: [{ area: 2, cf: 4 }], defence: ZERO });
    expect(s.rollsFor('§8.5')[0]?.result).toBe('S*');
    expect(s.rollsFor('§10.2')[0]?.total).toBe(14);
    expect(s.rollsFor('§12.1')[0]?.total).toBe(3);
    expect(s.unusedDice).toBe(0);
  });

  it('§9.35 a Strength loss from a critical hit does not lower the CF', () => {
    // One chest wound, critical 10: ST.
    const m = fight({ dice: [...C4.H, ...W1, 5, 5] });
    strike(m, 2);
    expect(m.g('b').ST).toBe(-1);
    expect(m.g('b').cf).toBe(7);
  });

  it('§9.36 stun that brings the CF to 0 or less knocks the gladiator out and lays him prone', () => {
    // One head wound (CF 7), critical 9: S; stun 11 - CON 4 = 7, so 7 - 7 = 0.
    const m = fight({ dice: [...C4.H, ...W1, 4, 5, 6, 5] });
    strike(m, 1);
    expect(m.g('b')).toMatchObject({ cf: 7, stun: 7, unconscious: true, posture: 'prone' });
    expect(m.ofType('unconscious')[0]?.rule).toBe('§9.36');
  });

  it('§9.36 with the belowZero option (11.4) a CF of exactly 0 after stun stays conscious', () => {
    const m = fight({ options: { unconsciousAt: 'belowZero' }, dice: [...C4.H, ...W1, 4, 5, 6, 5] });
    strike(m, 1);
    expect(m.g('b')).toMatchObject({ stun: 7, unconscious: false, posture: 'standing' });
  });

  it('§9.36 a stunned man whose wounds bring his CF to 0 is knocked out at once, and writes no order next phase', () => {
    // b (CF 4, stun 3) keeps his stun (recovery die 6: CON 4 - 5). a's 4 CF on his chest: H, one wound, CF 3.
    // 3 - 3 stun = 0: he falls senseless in that very blow (11.4 and 13.1 then forbid him any order).
    const m = duel();
    m.set('b', { cf: 4, stun: 3 })
      .dice(6, ...C4.H, ...W1, ...NOCRIT)
      .orders('X', 'X');
    strike(m, 2);
    expect(m.g('b')).toMatchObject({ cf: 3, stun: 3, unconscious: true, posture: 'prone' });
    const out = m.ofType('unconscious');
    expect(out.map((e) => e.rule)).toEqual(['§9.36']);
    expect(m.state.phase).toBe(2);
    expect(m.refused('b', { type: 'order', order: 'KN' }).rule).toBe('§11.4');
    expect(m.unusedDice).toBe(0);
  });

  it('§9.36 a stunned man whose critical V takes his CF to 0 is knocked out as it strikes', () => {
    // b (CF 4, stun 2): one head wound leaves CF 3 (3 - 2 = 1, still awake); the critical 8 on the head is V: CF 2.
    const m = duel();
    m.set('b', { cf: 4, stun: 2 })
      .dice(6, ...C4.H, ...W1, 4, 4)
      .orders('X', 'X');
    strike(m, 1);
    expect(m.g('b')).toMatchObject({ cf: 2, unconscious: true, posture: 'prone' });
    const kinds = m.last.map((e) => e.type);
    expect(kinds.indexOf('unconscious')).toBeGreaterThan(kinds.indexOf('critical'));
    expect(m.unusedDice).toBe(0);
  });

  it('§9.36 a stunned man tired to 0 CF by endurance is knocked out as the turn begins, before any order', () => {
    // b (CF 3, stun 2, CON 0) never shakes stun off; turn 2's endurance die 4 + 2 - 0 = 6 costs a CF: 2 - 2 = 0.
    const m = new Match({
      a: { position: { q: 0, r: 6 }, facing: 0 },
      b: { position: { q: 0, r: -6 }, facing: 3, CON: 0 },
    });
    m.set('b', { cf: 3, stun: 2 }).dice(6, 6, 6, 6, 6, 6, 6, 6, 1, 4);
    m.plot([], []);
    for (let i = 0; i < 8; i++) m.orders(null, null);
    expect(m.state.turn).toBe(2);
    expect(m.g('b')).toMatchObject({ cf: 2, unconscious: true, posture: 'prone' });
    m.plot();
    expect(m.refused('b', { type: 'order', order: 'F' }).rule).toBe('§11.4');
    expect(m.unusedDice).toBe(0);
  });

  it('§9.4 a critical roll follows every wounding hit, +1 for each wound beyond the first', () => {
    // Three head wounds: 5 + 2 = 7, a Deep Cut.
    const m = fight({ dice: [...C4.H, ...W3, 3, 2] });
    strike(m, 1);
    const c = m.rollsFor('§9.4')[0];
    expect(mods(c)).toEqual([{ value: 2, rule: '§9.4' }]);
    expect(c?.total).toBe(7);
    expect(c?.result).toBe('1');
    expect(m.g('b').wounds[0]).toBe(4);
  });

  it('§9.4 no wound, no critical roll', () => {
    const m = fight({ dice: [...C4.H, ...W0] });
    strike(m, 1);
    expect(m.rollsFor('§9.4')).toHaveLength(0);
    expect(m.unusedDice).toBe(0);
  });

  describe('§9.5 critical hit results', () => {
    /** a hits b's `area` with an H, `w` wound dice and `crit` critical dice, then any further dice. */
    const crit = (area: Area, w: number[], c: number[], more: number[] = [], f: Duel = {}): Match => {
      const m = fight({ ...f, dice: [...C4.H, ...w, ...c, ...more] });
      strike(m, area);
      return m;
    };

    it('§9.5 — : a critical roll on the blank part of the table adds nothing', () => {
      const m = crit(5, W1, [4, 4]);
      expect(m.rollsFor('§9.4')[0]?.result).toBe('—');
      expect(m.g('b')).toMatchObject({ wounds: [0, 0, 0, 0, 1], cf: 7, ST: 0, AG: 0, lmp: 0, stu: 0 });
    });

    it('§9.5 1: a Deep Cut adds one wound (head 7)', () => {
      const m = crit(1, W1, [3, 4]);
      expect(m.g('b').wounds[0]).toBe(2);
      expect(m.g('b').cf).toBe(6);
    });

    it('§9.5 V: obstructed vision costs 1 CF for the match (head 8)', () => {
      const m = crit(1, W1, [4, 4]);
      expect(m.g('b').wounds[0]).toBe(1);
      expect(m.g('b').cf).toBe(6);
      expect(m.g('b').cfChanges.map((c) => c.amount)).toEqual([-1, -1]);
    });

    it('§9.5 S: stun equal to two dice less CON (head 9)', () => {
      const m = crit(1, W1, [4, 5], [6, 3]);
      expect(m.g('b').stun).toBe(5);
      expect(m.g('b').cf).toBe(7);
    });

    it('§9.5 S: a stun result of 0 or less still stuns 1', () => {
      const m = crit(1, W1, [4, 5], [1, 1]);
      expect(m.g('b').stun).toBe(1);
    });

    it('§9.5 S: stun from a critical takes CF off the next attack at once (11.3)', () => {
      // b's 3 CF attack (sub-phase 3) comes after a's 4 CF head hit, which stuns him 3.
      const m = fight({ dice: [...C4.H, ...W1, 4, 5, 4, 3] });
      m.allocate({ attacks: [{ area: 1, cf: 4 }], defence: ZERO }, { attacks: [{ area: 2, cf: 3 }], defence: ZERO });
      expect(m.g('b').stun).toBe(3);
      expect(attacks(m).map((x) => x.seat)).toEqual(['a']);
      expect(m.ofType('attack-cancelled')).toHaveLength(1);
    });

    it('§9.5 H: the helmet is lost and the head has no armour afterwards (head 10)', () => {
      // Complete A helmet: 17 - 8 = 9, one wound; critical 10.
      const m = fight({ b: { armour: ['A', '-', '-', '-', '-'] }, dice: [...C4.H, 6, 6, 5, 5, 5] });
      strike(m, 1);
      expect(m.g('b').helmetLost).toBe(true);
      expect(m.g('b').wounds[0]).toBe(1);
      expect(m.g('b').mortalWound).toBe(false);
      m.dice(...C4.H, ...W1, ...NOCRIT).orders('X', 'X');
      strike(m, 1);
      expect(mods(m.rollsFor('§9.1')[0])).toEqual([]);
      expect(m.g('b').wounds[0]).toBe(2);
    });

    it('§9.5 H: a partial helmet is still a helmet, even when the blow found flesh', () => {
      // A7 on the head: 8 on the coverage dice strikes flesh, 9 is one wound, critical 10.
      const m = fight({ b: { armour: ['A7', '-', '-', '-', '-'] }, dice: [...C4.H, 4, 4, ...W1, 5, 5] });
      strike(m, 1);
      expect(m.g('b').helmetLost).toBe(true);
      expect(m.g('b').wounds[0]).toBe(1);
      expect(m.g('b').mortalWound).toBe(false);
    });

    it('§9.5 H: without a helmet it is treated as 3xM', () => {
      const m = crit(1, W1, [5, 5]);
      expect(m.g('b').wounds[0]).toBe(3);
      expect(m.g('b').mortalWound).toBe(true);
      expect(m.g('b').dead).toBe(false);
    });

    it('§9.5 M: a mortal wound lets him fight on (head 12: 2xM)', () => {
      const m = crit(1, W1, [6, 6]);
      expect(m.g('b')).toMatchObject({ mortalWound: true, dead: false });
      expect(m.g('b').wounds[0]).toBe(2);
      expect(m.state.outcome).toBeNull();
      expect(m.state.step).toBe('phasePlot');
    });

    it('§9.5 M: a mortally wounded winner is named as such when the match ends', () => {
      const m = duel({ dice: [...C4.H1, 6, 6, 6] });
      m.set('a', { mortalWound: true }).orders('X', 'X');
      strike(m, 2);
      expect(m.state.outcome?.winners).toEqual(['a']);
      expect(m.state.outcome?.text).toMatch(/mortally wounded/);
    });

    it('§9.5 2x: the wounds of the hit are doubled (head 11)', () => {
      const m = crit(1, W1, [5, 6]);
      expect(m.g('b').wounds[0]).toBe(2);
      expect(m.g('b').mortalWound).toBe(false);
    });

    it('§9.5 3x: the wounds of the hit are tripled (head 13: 3xM)', () => {
      // Two wounds, 12 + 1 = 13.
      const m = crit(1, W2, [6, 6]);
      expect(m.g('b').wounds[0]).toBe(6);
      expect(m.g('b').mortalWound).toBe(true);
    });

    it('§9.5 K: killed outright (head 14+)', () => {
      const m = crit(1, W3, [6, 6]);
      expect(m.g('b').dead).toBe(true);
      expect(m.state.outcome?.winners).toEqual(['a']);
    });

    it('§9.5 ST: Strength falls by one (chest 10)', () => {
      const m = crit(2, W1, [5, 5]);
      expect(m.g('b').ST).toBe(-1);
    });

    it('§9.5 AG: Agility falls by one, and the net defence with it (groin 10)', () => {
      const m = crit(3, W1, [5, 5]);
      expect(m.g('b').AG).toBe(-1);
      expect(netDefence(m.g('b'))).toBe(7);
      expect(m.g('b').cf).toBe(7);
    });

    it('§9.5 LMP: one moving phase fewer a turn, from the next turn on (legs 11)', () => {
      const m = crit(5, W1, [5, 6]);
      expect(m.g('b').lmp).toBe(1);
      expect(m.g('b').allowance).toBe(5);
      finishTurn(m);
      expect(m.state.turn).toBe(2);
      expect(m.g('b').allowance).toBe(4);
      expect(m.g('a').allowance).toBe(5);
    });

    it('§9.5 STU: a 1 on a die when he tries to leave his hex turns the move into a Stumble (legs 12)', () => {
      const m = crit(5, W1, [6, 6]);
      expect(m.g('b').stu).toBe(1);
      // Phase 2: X does not leave the hex, so no die.
      m.orders('X', 'X');
      expect(m.rollsFor('§9.5')).toHaveLength(0);
      m.allocate({}, {});
      // Phase 3: B would leave; a 1 makes it a stumble (then 12 on the fall check: he stays up).
      m.dice(1, 6, 6).orders('X', 'B');
      expect(m.ofType('stu')).toHaveLength(1);
      expect(m.g('b').position).toEqual({ q: 0, r: 0 });
      expect(m.g('b').stumbling).toBe(true);
    });

    it('§9.5 STU: other faces let the move go ahead', () => {
      const m = crit(5, W1, [6, 6]);
      m.orders('X', 'X').allocate({}, {});
      m.dice(2).orders('X', 'B');
      expect(m.ofType('stu')).toHaveLength(0);
      expect(m.g('b').position).toEqual({ q: 0, r: -1 });
    });

    it('§9.5 SA: a severed artery adds one wound at the end of every later phase (arms 13: SAM)', () => {
      // Two arm wounds, 12 + 1 = 13.
      const m = crit(4, W2, [6, 6]);
      expect(m.g('b')).toMatchObject({ mortalWound: true });
      expect(m.g('b').severedArteries).toHaveLength(1);
      expect(m.g('b').wounds[3]).toBe(2);
      m.orders('X', 'X').allocate({}, {});
      expect(m.g('b').wounds[3]).toBe(3);
      expect(m.g('b').cf).toBe(7);
      m.orders('X', 'X').allocate({}, {});
      // Box 9 opens the next arms category.
      expect(m.g('b').wounds[3]).toBe(4);
      expect(m.g('b').cf).toBe(6);
    });

    it('§9.5 WD: the weapon is dropped (arms 11)', () => {
      const m = crit(4, W1, [5, 6], DROP);
      expect(m.g('b').hasWeapon).toBe(false);
      expect(m.state.items).toMatchObject([{ kind: 'weapon', owner: 'b', at: { q: 0, r: -2 } }]);
      expect(m.unusedDice).toBe(0);
    });

    it('§9.5 SD: the shield is dropped (arms 12)', () => {
      const m = crit(4, W1, [6, 6], DROP);
      expect(m.g('b').shield).toBeNull();
      expect(m.state.items).toMatchObject([{ kind: 'shield', owner: 'b', at: { q: 0, r: -2 } }]);
    });

    it('§9.5 2xM on the arms at 14+', () => {
      const m = crit(4, W3, [6, 6]);
      expect(m.g('b').wounds[3]).toBe(6);
      expect(m.g('b').mortalWound).toBe(true);
    });
  });

  it('§9.51 critical results add up: a second STU means two dice, and a 1 on either stumbles', () => {
    const m = duel({ dice: [...C4.H, ...W1, 6, 6] });
    m.set('b', { stu: 1 }).orders('X', 'X');
    strike(m, 5);
    expect(m.g('b').stu).toBe(2);
    m.dice(4, 1, 6, 6).orders('X', 'B');
    const r = m.rollsFor('§9.5')[0];
    expect(r?.dice).toEqual([4, 1]);
    expect(m.g('b').stumbling).toBe(true);
  });

  it('§9.52 an Agility loss does not lower the CF beyond the wound that came with it', () => {
    const m = fight({ dice: [...C4.H, ...W1, 5, 5] });
    strike(m, 5);
    expect(m.rollsFor('§9.4')[0]?.result).toBe('AG');
    expect(m.g('b').AG).toBe(-1);
    expect(m.g('b').cf).toBe(7);
    expect(m.g('b').cfChanges).toHaveLength(1);
  });
});

// ---- 10 ----------------------------------------------------------------------------------------

describe('§10 shield damage', () => {
  it.each(['large', 'small'] as const)(
    '§10.1 a %s shield holds 17 damage boxes: 16 checked leave it in hand',
    (size) => {
      // ST 10, CF 18: a 6 CF attack against 2 (NAA 4) rolls S, then 18 + 10 + 6 = 34 checks 1 + 15 boxes.
      const m = fight({ a: { ST: 10 }, b: { shield: size }, dice: [...C4.S, 6, 6, 6] });
      strike(m, 2, 6, [0, 2, 0, 0, 0]);
      expect(m.rollsFor('§10.2')[0]?.total).toBe(34);
      expect(m.g('b').shieldDamage).toBe(16);
      expect(m.g('b').shield).toBe(size);
    },
  );

  it('§10.2 three dice + Strength + attack CF equal to the rightmost open box checks it', () => {
    const m = fight({ a: { ST: 1, TR: 7 }, dice: [...C4.S, 6, 5, 3] });
    strike(m, 2);
    const r = m.rollsFor('§10.2')[0];
    expect(mods(r)).toEqual([
      { value: 1, rule: '§10.2' },
      { value: 4, rule: '§10.2' },
    ]);
    expect(r?.total).toBe(19);
    expect(m.g('b').shieldDamage).toBe(1);
    expect(m.ofType('shield')[0]?.rule).toBe('§10.2');
    // The next open box is 18.
    m.dice(...C4.S, 6, 4, 3).orders('X', 'X');
    strike(m, 2);
    expect(m.rollsFor('§10.2')[0]?.total).toBe(18);
    expect(m.g('b').shieldDamage).toBe(2);
  });

  it('§10.21 a total above the box checks one box plus one per point over', () => {
    const m = fight({ dice: [...C4.S, 6, 6, 5] });
    strike(m, 2);
    expect(m.rollsFor('§10.2')[0]?.total).toBe(21);
    expect(m.g('b').shieldDamage).toBe(3);
    expect(m.ofType('shield')[0]?.rule).toBe('§10.21');
  });

  it('§10.22 a total below the box does no damage', () => {
    const m = fight({ dice: [...C4.S, 6, 5, 3] });
    strike(m, 2);
    expect(m.rollsFor('§10.2')[0]?.total).toBe(18);
    expect(m.g('b').shieldDamage).toBe(0);
    expect(m.ofType('shield')[0]?.rule).toBe('§10.22');
  });

  it('§10.23 positional CFs in the attack count on the shield roll; the weakened-defender DRM does not', () => {
    // a behind b (+5) attacks with 6; b's CF is -1, so the CRT roll gets +1 but the shield roll does not.
    const m = duel({ b: B_NORTH });
    m.set('b', { cf: -1 }).dice(1, 1, 1, 6, 5, 4).orders('X', 'X');
    expect(m.state.waiting).toEqual(['a']);
    m.do('a', { type: 'allocate', attacks: [{ area: 2, cf: 6 }], defence: ZERO });
    const crt = m.rollsFor('§8.5')[0];
    expect(mods(crt)).toContainEqual({ value: 1, rule: '§9.34' });
    expect(crt?.result).toBe('S');
    const shield = m.rollsFor('§10.2')[0];
    expect(mods(shield)).toEqual([{ value: 6, rule: '§10.2' }]);
    expect(shield?.total).toBe(21);
    expect(m.g('b').shieldDamage).toBe(3);
  });

  describe('§10.3 the ruined shield', () => {
    // 14 boxes checked: the rightmost open box is 5 and three remain. A 4 CF attack adds 4.
    const ruin = (shieldDice: number[], more: number[], options: Partial<GladiatorOptions> = {}): Match => {
      const m = duel({ options, dice: [...C4.S, ...shieldDice, ...DROP, ...more] });
      m.set('b', { shieldDamage: 14 }).orders('X', 'X');
      return strike(m, 2);
    };

    it('§10.3 checking the last box ruins the shield, which is cast aside battered', () => {
      const m = ruin([1, 1, 1], []);
      expect(m.g('b').shield).toBeNull();
      expect(m.ofType('shield-ruined')).toHaveLength(1);
      expect(m.state.items).toMatchObject([{ kind: 'shield', ruined: true, shieldDamage: 17, at: { q: 0, r: -2 } }]);
      expect(m.rollsFor('§12.2')).toHaveLength(0);
      expect(m.g('b').wounds).toEqual([0, 0, 0, 0, 0]);
      expect(m.unusedDice).toBe(0);
    });

    it('§10.3 one box past the last goes on as a P', () => {
      const m = ruin([1, 1, 2], [6, 6, 6]);
      expect(m.g('b').shield).toBeNull();
      expect(m.rollsFor('§12.2')).toHaveLength(1);
      expect(m.g('b').wounds).toEqual([0, 0, 0, 0, 0]);
      expect(m.unusedDice).toBe(0);
    });

    it('§10.3 two or more boxes past the last go on as an H (and no P check)', () => {
      const m = ruin([1, 2, 2], [...W1, ...NOCRIT]);
      expect(m.g('b').shield).toBeNull();
      expect(m.rollsFor('§12.2')).toHaveLength(0);
      expect(m.g('b').wounds[1]).toBe(1);
      expect(m.unusedDice).toBe(0);
    });

    it('§10.3 with shieldOverflowHits off, the ruin has no further result', () => {
      const m = ruin([1, 2, 2], [], { shieldOverflowHits: false });
      expect(m.g('b').shield).toBeNull();
      expect(m.g('b').wounds).toEqual([0, 0, 0, 0, 0]);
      expect(m.unusedDice).toBe(0);
    });
  });
});
