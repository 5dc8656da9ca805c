/**
 * Rules 11-16 of GLADIATOR (stun, shield and weapon loss, kneeling, stumble, prone, endurance), one test or more
 * per numbered rule, each driving the real module through the fixture with scripted dice.
 */

import { describe, expect, it } from 'vitest';
import type { Roll } from '../../core/dice.js';
import type { GameEvent } from '../../core/protocol.js';
import type { AttackEventData } from './combat.js';
import type { GladiatorSpec } from './creation.js';
import { FACE_TO_FACE, type Fixture, Match } from './testkit.js';
import type { Gladiator, GladiatorCommand } from './types.js';

const at = (q: number, r: number) => ({ q, r });
/** Six hexes apart: no collision, no combat. */
const APART = { a: { position: at(0, 6), facing: 0 }, b: { position: at(0, -6), facing: 3 } };
/** a at (0,2) facing N, b at (0,0) facing S: if both write F they meet in (0,1). Impact factors are die + 5 each. */
const CLOSING = { a: { position: at(0, 2), facing: 0 }, b: { position: at(0, 0), facing: 3 } };
/** Each man stands on the other's front-right hex: both in combat, neither turns, each earns +2 (8.2). */
const FLANKED = { a: { position: at(-1, 1), facing: 0 }, b: { position: at(0, 0), facing: 3 } };

const allocate = (
  attacks: { area: 1 | 2 | 3 | 4 | 5; cf: number }[],
  defence: [number, number, number, number, number],
): GladiatorCommand => ({ type: 'allocate', attacks, defence });
const order = (text: string): GladiatorCommand => ({ type: 'order', order: text });
const HOLD: GladiatorCommand = { type: 'hold' };

/** The single roll made under `rule` by the last command. */
function one(m: Match, rule: string): Roll {
  const rolls = m.rollsFor(rule);
  expect(rolls, m.log()).toHaveLength(1);
  return rolls[0] as Roll;
}
const drms = (r: Roll): [string, number][] => r.modifiers.map((x) => [x.label, x.value]);

const attacksOf = (m: Match, events: GameEvent[] = m.last): (AttackEventData & { rule?: string })[] =>
  m.ofType('attack', events).map((e) => ({ ...(e.data as unknown as AttackEventData), rule: e.rule }));

/** Holds through all eight phases of a turn with nobody moving (the gladiators must be apart). */
function holdTurn(m: Match): Match {
  m.plot([], []);
  for (let i = 0; i < 8; i++) m.orders(null, null);
  return m;
}

/**
 * The 12.2 example: a (ST 3) puts 4 CF on b's chest, defended by 2 (NAA 2). The CRT roll 10 is a P on column 2;
 * b's weapon drop roll of 3 fails by far, then the drop direction and distance dice decide where it lands.
 * b stands at (0,0) facing south.
 */
function knockWeaponOut(direction: number, distance: number, f: Fixture = {}): Match {
  const m = new Match({ a: { ...FACE_TO_FACE.a, ST: 3 }, b: FACE_TO_FACE.b, ...f });
  m.plot().orders(null, null);
  m.dice(3, 3, 4, 1, 1, 1, direction, distance);
  m.allocate({ attacks: [{ area: 2, cf: 4 }] }, { defence: [0, 2, 0, 0, 0] });
  return m;
}

describe('11 Stun', () => {
  it('§11.1 the loser of a collision is stunned from the stun column of 9.1', () => {
    // Impact 11 against 6; the stun roll 1+1 plus the difference 5 is 7: one stun factor.
    const m = new Match({ ...CLOSING, dice: [6, 1, 1, 1, 6] });
    m.plot().orders('F', 'F');
    expect(one(m, '§7.52').total).toBe(7);
    expect(m.g('b').stun).toBe(1);
    expect(m.g('a').stun).toBe(0);
    expect(m.g('b').cf).toBe(8);
    expect(m.unusedDice).toBe(0);
  });

  it('§11.1 a critical S on the head stuns by two dice less CON', () => {
    // CRT 11 on column 4 = H; wound roll 9 = 1 wound; critical 9 on the head = S; stun 3+3 - CON 4 = 2.
    const m = new Match({ ...FACE_TO_FACE, dice: [4, 4, 3, 3, 3, 3, 4, 5, 3, 3] });
    m.plot().orders(null, null);
    m.allocate({ attacks: [{ area: 1, cf: 4 }] }, {});
    const stun = one(m, '§9.5');
    expect(stun.dice).toEqual([3, 3]);
    expect(drms(stun)).toEqual([['CON', -4]]);
    expect(m.g('b').stun).toBe(2);
    expect(m.g('b').cf).toBe(7); // the head wound, not the stun
    expect(m.unusedDice).toBe(0);
  });

  it('§11.2 stun comes off the CF available for allocation, never off Display 9', () => {
    const m = new Match({ ...FACE_TO_FACE, dice: [6] }); // stun recovery fails: CON 4 - 5
    m.set('b', { stun: 3 });
    m.plot().orders(null, null);
    expect(m.state.step).toBe('allocate');
    expect(m.state.combat?.available).toEqual({ a: 8, b: 5 });
    expect(m.g('b').cf).toBe(8);
    expect(m.g('b').stun).toBe(3);
    expect(m.refused('b', allocate([], [6, 0, 0, 0, 0])).rule).toBe('§8.33');
    m.allocate({}, { defence: [5, 0, 0, 0, 0] });
    expect(m.state.phase).toBe(2);
    expect(m.unusedDice).toBe(0);
  });

  it('§11.3 stun from a critical hit cuts the victim’s later attacks in the same phase', () => {
    const m = new Match({ ...FACE_TO_FACE });
    m.plot().orders(null, null);
    // Sub-phase 2: b's 1 CF on a's chest against 4 (column 0, -3): 9 - 3 = 6, no effect.
    // Sub-phase 3: a's 4 CF on b's head: H, 1 wound (CF -1), critical S for 2 stun.
    // Sub-phase 4: b's 4 CF attack has lost 3 (1 CF + 2 stun) and strikes with 1: column 1, roll 4, no effect.
    m.dice(3, 3, 3, 4, 4, 3, 3, 3, 3, 4, 5, 3, 3, 1, 1, 2);
    m.allocate(
      { attacks: [{ area: 1, cf: 4 }], defence: [0, 4, 0, 0, 0] },
      {
        attacks: [
          { area: 2, cf: 1 },
          { area: 3, cf: 4 },
        ],
      },
    );
    expect(m.g('b').stun).toBe(2);
    const groin = attacksOf(m).find((x) => x.seat === 'b' && x.area === 3);
    expect(groin?.attack).toBe(1);
    expect(groin?.naa).toBe(1);
    expect(m.ofType('attack-reduced')).toHaveLength(1);
    expect(m.unusedDice).toBe(0);
  });

  it('§11.4 stun taking the CF below 0 knocks the man out and lays him prone in his hex (option belowZero)', () => {
    // b's CF is 3; the stun roll 4+4 + 5 = 13 gives 4 stun: 3 - 4 = -1.
    const m = new Match({ ...CLOSING, options: { unconsciousAt: 'belowZero' }, dice: [6, 1, 4, 4] });
    m.set('b', { cf: 3 });
    m.plot().orders('F', 'F');
    const b = m.g('b');
    expect(b.stun).toBe(4);
    expect(b.unconscious).toBe(true);
    expect(b.posture).toBe('prone');
    expect(b.position).toEqual(at(0, 0)); // where the collision left him
    expect(m.ofType('unconscious')[0]?.rule).toBe('§11.4');
    expect(m.unusedDice).toBe(0); // no stumble check for a man already down
  });

  it('§11.4 with option belowZero, stun that leaves exactly 0 CF does not knock him out', () => {
    // Stun roll 3+3 + 5 = 11: 3 stun against CF 3. The stumble check 6 - 3 = 3 keeps him up.
    const m = new Match({ ...CLOSING, options: { unconsciousAt: 'belowZero' }, dice: [6, 1, 3, 3, 6] });
    m.set('b', { cf: 3 });
    m.plot().orders('F', 'F');
    expect(m.g('b').stun).toBe(3);
    expect(m.g('b').unconscious).toBe(false);
    expect(m.g('b').posture).toBe('standing');
    expect(m.unusedDice).toBe(0);
  });

  it('§11.4 by default (9.36) stun that leaves 0 CF already knocks him out', () => {
    const m = new Match({ ...CLOSING, dice: [6, 1, 3, 3] });
    m.set('b', { cf: 3 });
    m.plot().orders('F', 'F');
    expect(m.g('b').unconscious).toBe(true);
    expect(m.g('b').posture).toBe('prone');
    expect(m.ofType('unconscious')[0]?.rule).toBe('§9.36');
  });

  it('§11.5 after movement, old stun wears off by CON less one less than a die', () => {
    const m = new Match({ ...APART, dice: [3] });
    m.set('b', { stun: 3 });
    m.plot().orders('F', null); // recovery follows movement whether or not he moved
    const r = one(m, '§11.5');
    expect(r.dice).toEqual([3]);
    expect(m.g('b').stun).toBe(1); // 4 - (3 - 1) = 2 removed
    expect(m.ofType('stun-recovery')[0]?.rule).toBe('§11.5');
    expect(m.unusedDice).toBe(0);
  });

  it('§11.51 a removal result of 0 or less removes nothing and adds nothing', () => {
    for (const die of [5, 6]) {
      const m = new Match({ ...APART, dice: [die] });
      m.set('b', { stun: 3 });
      m.plot().orders(null, null);
      expect(m.g('b').stun).toBe(3); // 4 - 4 = 0, 4 - 5 = -1
      expect(m.ofType('stun-recovery')[0]?.rule).toBe('§11.51');
    }
  });

  it('§11.52 no more stun is removed than existed before the phase', () => {
    const m = new Match({ ...APART, dice: [1] });
    m.set('b', { stun: 1 });
    m.plot().orders(null, null);
    expect(m.g('b').stun).toBe(0); // 4 could go, only 1 was there
    expect(m.g('b').unconscious).toBe(false);
  });

  it('§11.52 stun from this phase’s collision stays; only the older stun is shaken off', () => {
    // b starts with 2 stun, so his impact is die + 3: 6 + 5 = 11 against 1 + 3 = 4, difference 7.
    // Stun 1+1 + 7 = 9: 2 more (4 in all). Stumble check 6 - 4 = 2 keeps him up. Recovery die 1: up to 4 may go,
    // but only the 2 he had before the phase do.
    const m = new Match({ ...CLOSING, dice: [6, 1, 1, 1, 6, 1] });
    m.set('b', { stun: 2 });
    m.plot().orders('F', 'F');
    expect(one(m, '§7.52').total).toBe(9);
    expect(one(m, '§11.5').dice).toEqual([1]);
    expect(m.g('b').stun).toBe(2);
    expect(m.unusedDice).toBe(0);
  });
});

describe('12 Shield and weapon loss', () => {
  it('§12.1 an S* makes the defender roll three dice less ST and NAA: 0 or less drops the shield', () => {
    // a (ST 3) puts 4 CF on an undefended chest: NAA 4, CRT 7 = S*. Shield damage 3 + 3 + 4 + 1 = 11 < 19: none.
    // Drop roll 7 - 3 - 4 = 0: dropped. Direction 1 (b's front, south), distance 3 - 1 = 2: (0,2).
    const m = new Match({ a: { ...FACE_TO_FACE.a, ST: 3 }, b: FACE_TO_FACE.b });
    m.plot().orders(null, null);
    m.dice(1, 2, 4, 1, 1, 1, 2, 2, 3, 1, 3);
    m.allocate({ attacks: [{ area: 2, cf: 4 }] }, {});
    const drop = one(m, '§12.1');
    expect(drop.dice).toEqual([2, 2, 3]);
    expect(drms(drop)).toEqual([
      ["attacker's Strength", -3],
      ['net attacker advantage', -4],
    ]);
    expect(drop.total).toBe(0);
    expect(m.g('b').shield).toBeNull();
    expect(m.state.items).toEqual([
      { id: 1, kind: 'shield', owner: 'b', at: at(0, 2), size: 'large', shieldDamage: 0 },
    ]);
    expect(m.unusedDice).toBe(0);
  });

  it('§12.1 a drop roll above 0 keeps the shield', () => {
    const m = new Match({ a: { ...FACE_TO_FACE.a, ST: 3 }, b: FACE_TO_FACE.b });
    m.plot().orders(null, null);
    m.dice(1, 2, 4, 1, 1, 1, 2, 2, 4);
    m.allocate({ attacks: [{ area: 2, cf: 4 }] }, {});
    expect(one(m, '§12.1').total).toBe(1);
    expect(m.g('b').shield).toBe('large');
    expect(m.state.items).toEqual([]);
    expect(m.unusedDice).toBe(0);
  });

  it.each([
    [[1, 1, 3], true],
    [[1, 2, 3], false],
  ])('§12.2 the example: ST 3, 4 CF against 2 on a P, three dice %j drop the weapon: %s', (faces, dropped) => {
    const m = new Match({ a: { ...FACE_TO_FACE.a, ST: 3 }, b: FACE_TO_FACE.b });
    m.plot().orders(null, null);
    m.dice(3, 3, 4, ...faces, ...(dropped ? [4, 2] : []));
    m.allocate({ attacks: [{ area: 2, cf: 4 }] }, { defence: [0, 2, 0, 0, 0] });
    expect(one(m, '§8.5').result).toBe('P');
    const r = one(m, '§12.2');
    expect(drms(r)).toEqual([
      ["attacker's Strength", -3],
      ['net attacker advantage', -2],
    ]);
    expect(r.total).toBe(faces.reduce((s, x) => s + x, 0) - 5);
    expect(m.g('b').hasWeapon).toBe(!dropped);
    // Direction 4 is b's rear (north), distance 2 - 1 = 1.
    expect(m.state.items).toEqual(dropped ? [{ id: 1, kind: 'weapon', owner: 'b', at: at(0, -1) }] : []);
    expect(m.unusedDice).toBe(0);
  });

  it('§12.2 CF lost to arm wounds also comes off the weapon drop roll', () => {
    const m = new Match({ a: { ...FACE_TO_FACE.a, ST: 3 }, b: FACE_TO_FACE.b });
    m.set('b', { cfLostByArea: [0, 0, 0, 1, 0] });
    m.plot().orders(null, null);
    m.dice(3, 3, 4, 1, 2, 3, 1, 1);
    m.allocate({ attacks: [{ area: 2, cf: 4 }] }, { defence: [0, 2, 0, 0, 0] });
    const r = one(m, '§12.2');
    expect(drms(r)).toContainEqual(['CF lost to arm wounds', -1]);
    expect(r.total).toBe(0);
    expect(m.g('b').hasWeapon).toBe(false);
    expect(m.unusedDice).toBe(0);
  });

  it('§12.2 a gladiator without a weapon cannot attack', () => {
    const m = new Match({ ...FACE_TO_FACE });
    m.set('a', { hasWeapon: false });
    m.plot().orders(null, null);
    expect(m.state.combat?.fronts.a).toBeUndefined();
    expect(m.refused('a', allocate([{ area: 2, cf: 1 }], [0, 0, 0, 0, 0])).rule).toBe('§12.2');
  });

  it('§12.3 the example: 2 CF against 3 defence adds 1 to the drop roll', () => {
    // NAA -1: column 0 with -1; 4+4+5 - 1 = 12 is a P. Drop roll 1+1+1 + 1 = 4: held.
    const m = new Match({ ...FACE_TO_FACE });
    m.plot().orders(null, null);
    m.dice(4, 4, 5, 1, 1, 1);
    m.allocate({ attacks: [{ area: 2, cf: 2 }] }, { defence: [0, 3, 0, 0, 0] });
    expect(one(m, '§8.5').result).toBe('P');
    const r = one(m, '§12.2');
    expect(drms(r)).toEqual([['net attacker advantage', 1]]);
    expect(r.total).toBe(4);
    expect(m.g('b').hasWeapon).toBe(true);
    expect(m.unusedDice).toBe(0);
  });

  it('§12.3 CF gained from defender weakness (9.34) count as attacking CF on the drop roll', () => {
    // b's CF is -2: 2 CF on his undefended chest is NAA 2 and +2 on the CRT: 3+3+2 + 2 = 10, a P.
    // The drop roll loses the NAA 2 and the 2 of weakness: 3+3+3 - 4 = 5.
    const m = new Match({ ...FACE_TO_FACE });
    m.set('b', { cf: -2 });
    m.plot().orders(null, null);
    m.dice(3, 3, 2, 3, 3, 3);
    expect(m.state.waiting).toEqual(['a']); // b has no CF to allocate
    m.do('a', allocate([{ area: 2, cf: 2 }], [0, 0, 0, 0, 0]));
    expect(one(m, '§8.5').result).toBe('P');
    const r = one(m, '§12.2');
    expect(drms(r)).toEqual([
      ['net attacker advantage', -2],
      ['defender CF below 0', -2],
    ]);
    expect(r.total).toBe(5);
  });

  it('§12.4 a dropped item lands within five hexes: a six on the distance die is five hexes', () => {
    const m = knockWeaponOut(6, 6);
    const item = m.state.items[0];
    // Direction 6 is b's front left; b faces south, so that is south-east (1,0).
    expect(item?.at).toEqual(at(5, 0));
    expect(m.unusedDice).toBe(0);
  });

  it.each([
    [1, 'centre front', at(0, 1)],
    [2, 'front right', at(-1, 1)],
    [3, 'rear right', at(-1, 0)],
    [4, 'rear', at(0, -1)],
    [5, 'rear left', at(1, -1)],
    [6, 'front left', at(1, 0)],
  ])('§12.41 drop direction %i is the %s hexside of the loser (facing south)', (die, name, where) => {
    const m = knockWeaponOut(die, 2);
    const r = one(m, '§12.41');
    expect(r.dice).toEqual([die]);
    expect(r.result).toBe(name);
    expect(m.state.items[0]?.at).toEqual(where);
    expect(m.unusedDice).toBe(0);
  });

  it('§12.42 a dropped item falls one hex less than the die', () => {
    const near = knockWeaponOut(1, 1);
    const r = one(near, '§12.42');
    expect(drms(r)).toEqual([['die - 1', -1]]);
    expect(r.total).toBe(0);
    expect(near.state.items[0]?.at).toEqual(at(0, 0)); // his own hex
    const far = knockWeaponOut(1, 4);
    expect(one(far, '§12.42').total).toBe(3);
    expect(far.state.items[0]?.at).toEqual(at(0, 3));
  });

  it('§12.43 a dropped item is marked on the floor with its kind and last holder', () => {
    const m = knockWeaponOut(2, 3);
    expect(m.state.items).toEqual([{ id: 1, kind: 'weapon', owner: 'b', at: at(-2, 2) }]);
    expect(m.ofType('drop')[0]?.data).toMatchObject({ seat: 'b', kind: 'weapon', at: at(-2, 2) });
  });

  it('§12.43 a shield battered useless is thrown down battered side up and cannot be taken back', () => {
    // One box left (16 checked). CRT 4 on column 4 = S; damage 1+1+1 + 4 = 7 > 3 ruins it. Drop 1/1: his own hex.
    const m = new Match({ ...FACE_TO_FACE, options: { shieldOverflowHits: false } });
    m.set('b', { shieldDamage: 16 });
    m.plot().orders(null, null);
    m.dice(1, 1, 2, 1, 1, 1, 1, 1);
    m.allocate({ attacks: [{ area: 2, cf: 4 }] }, {});
    expect(m.g('b').shield).toBeNull();
    expect(m.state.items).toEqual([
      { id: 1, kind: 'shield', owner: 'b', at: at(0, 0), size: 'large', shieldDamage: 17, ruined: true },
    ]);
    expect(m.unusedDice).toBe(0);
    m.orders(null, 'R');
    expect(m.rollsFor('§12.61')).toEqual([]);
    expect(m.ofType('recover')[0]?.rule).toBe('§12.6');
    expect(m.state.items).toHaveLength(1);
  });

  it('§12.5 a thrown item goes the way the thrower picks, the full die in hexes (no -1)', () => {
    const m = new Match({ ...FACE_TO_FACE });
    m.plot().orders(null, null);
    m.dice(3);
    m.allocate({}, { discard: { item: 'weapon', side: 4, area: 1, afterSubPhase: 0 } });
    const r = one(m, '§12.5');
    expect(r.modifiers).toEqual([]);
    expect(r.total).toBe(3);
    expect(m.g('b').hasWeapon).toBe(false);
    expect(m.state.items).toEqual([{ id: 1, kind: 'weapon', owner: 'b', at: at(0, -3) }]); // side 4: his rear
    expect(m.unusedDice).toBe(0);
  });

  it('§12.5 a throw may come after the fifth sub-phase, but there is no sixth', () => {
    const m = new Match({ ...FACE_TO_FACE });
    m.plot().orders(null, null);
    const sixth: GladiatorCommand = {
      type: 'allocate',
      attacks: [],
      defence: [0, 0, 0, 0, 0],
      discard: { item: 'shield', side: 1, area: 1, afterSubPhase: 6 },
    };
    expect(m.refused('b', sixth).rule).toBe('§12.5');
    // b's 1 CF attack (sub-phase 3, NAA 1, roll 4: no effect) comes before the throw.
    m.dice(1, 1, 2, 2);
    m.allocate({}, { attacks: [{ area: 2, cf: 1 }], discard: { item: 'weapon', side: 4, area: 1, afterSubPhase: 5 } });
    const kinds = m.last.map((e) => e.type).filter((t) => t === 'attack' || t === 'throw');
    expect(kinds).toEqual(['attack', 'throw']);
    expect(m.state.items[0]?.at).toEqual(at(0, -2));
    expect(m.unusedDice).toBe(0);
  });

  it('§12.51 a shield thrown onto a man’s head is rolled on the stun column with -1', () => {
    const m = new Match({ ...FACE_TO_FACE });
    m.plot().orders(null, null);
    m.dice(1, 5, 5); // one hex through b's front: onto a; stun 5+5 - 1 = 9: 2 stun
    m.allocate({}, { discard: { item: 'shield', side: 1, area: 1, afterSubPhase: 0 } });
    const r = one(m, '§12.51');
    expect(drms(r)).toEqual([['thrown shield', -1]]);
    expect(r.total).toBe(9);
    expect(m.g('a').stun).toBe(2);
    expect(m.state.items[0]).toMatchObject({ kind: 'shield', owner: 'b', at: at(0, 1) });
    expect(m.unusedDice).toBe(0);
  });

  it('§12.51 a shield thrown at any other area does nothing', () => {
    const m = new Match({ ...FACE_TO_FACE });
    m.plot().orders(null, null);
    m.dice(1);
    m.allocate({}, { discard: { item: 'shield', side: 1, area: 2, afterSubPhase: 0 } });
    expect(m.rollsFor('§12.51')).toEqual([]);
    expect(m.ofType('throw-harmless')).toHaveLength(1);
    expect(m.g('a').stun).toBe(0);
    expect(m.unusedDice).toBe(0);
  });

  it('§12.52 a weapon thrown onto a man attacks from the 0 column with positional advantage', () => {
    // b stands on a's front right (+2). Thrown through b's side 2 one hex, it lands on a: 0 + 2 - 0 defence = NAA 2.
    const m = new Match({ ...FLANKED });
    m.plot().orders(null, null);
    m.dice(1, 1, 1, 2);
    m.allocate({}, { discard: { item: 'weapon', side: 2, area: 2, afterSubPhase: 0 } });
    const thrown = attacksOf(m).filter((x) => x.rule === '§12.52');
    expect(thrown).toHaveLength(1);
    expect(thrown[0]).toMatchObject({ target: 'a', area: 2, naa: 2, result: '-' });
    expect(one(m, '§12.52').row).toMatch(/^CRT column 2,/);
    expect(m.state.items[0]?.at).toEqual(at(-1, 1));
    expect(m.unusedDice).toBe(0);
  });

  it('§12.53 the defence of an area counts again against a thrown weapon after a blow on that area', () => {
    // a guards his chest with 3. b's 1 CF blow there (sub-phase 3): -2, roll 6 - 2 = 4, no effect.
    // Then b throws his weapon onto a's chest: 2 positional - 3 = NAA -1, roll 6 - 1 = 5, no effect.
    const m = new Match({ ...FLANKED });
    m.plot().orders(null, null);
    m.dice(2, 2, 2, 1, 2, 2, 2);
    m.allocate(
      { defence: [0, 3, 0, 0, 0] },
      { attacks: [{ area: 2, cf: 1 }], discard: { item: 'weapon', side: 2, area: 2, afterSubPhase: 3 } },
    );
    const [blow, thrown] = attacksOf(m);
    expect(blow).toMatchObject({ seat: 'b', area: 2, naa: -2, rule: '§8.5' });
    expect(thrown).toMatchObject({ seat: 'b', area: 2, naa: -1, rule: '§12.52' });
    expect(m.unusedDice).toBe(0);
  });

  it('§12.6 an item may be recovered from the hex next to it even with the opponent standing on it', () => {
    // +3 opponent on the item, +1 adjacent, -6 for R: 1 - 2 = -1.
    const m = new Match({ ...FACE_TO_FACE, items: [{ kind: 'weapon', owner: 'b', at: at(0, 1) }], dice: [1] });
    m.set('b', { hasWeapon: false });
    m.plot().orders(null, 'R');
    expect(one(m, '§12.61').total).toBe(-1);
    expect(m.g('b').hasWeapon).toBe(true);
    expect(m.g('b').weaponRecoveredAt).toBe('1.1');
    expect(m.state.items).toEqual([]);
  });

  it('§12.6 with both hands full nothing can be picked up', () => {
    const m = new Match({ ...APART, items: [{ kind: 'weapon', owner: 'a', at: at(0, -6) }] });
    m.plot().orders(null, 'R');
    expect(m.rollsFor('§12.61')).toEqual([]);
    expect(m.ofType('recover')[0]?.rule).toBe('§12.6');
    expect(m.state.items).toHaveLength(1);
  });

  interface DrmCase {
    name: string;
    b?: Partial<GladiatorSpec>;
    set?: Partial<Gladiator>;
    a?: { q: number; r: number };
    item: { q: number; r: number };
    order: string;
    dice: number[];
    drms: [string, number][];
    recovered: boolean;
  }
  const R6: [string, number] = ['R written as the standard action', -6];
  const cases: DrmCase[] = [
    { name: 'R written as the standard action -6', item: at(0, 0), order: 'R', dice: [6], drms: [R6], recovered: true },
    {
      name: 'item in an adjacent hex +1',
      item: at(0, -1),
      order: 'R',
      dice: [6],
      drms: [['item in an adjacent hex', 1], R6],
      recovered: false,
    },
    {
      name: 'opponent in the item hex +3',
      a: at(0, 1),
      item: at(0, 1),
      order: 'R',
      dice: [2],
      drms: [['opponent on the item', 3], ['item in an adjacent hex', 1], R6],
      recovered: true,
    },
    {
      name: 'opponent adjacent to the item +2',
      a: at(0, 1),
      item: at(0, 0),
      order: 'R',
      dice: [5],
      drms: [['opponent next to the item', 2], R6],
      recovered: false,
    },
    {
      name: 'moving out of his starting hex +1',
      item: at(0, 1),
      order: 'F(G)',
      dice: [1],
      drms: [['moving out of his starting hex', 1]],
      recovered: false,
    },
    {
      name: 'quick move +1',
      item: at(0, 2),
      order: 'F(Q)(G)',
      dice: [1],
      drms: [
        ['moving out of his starting hex', 1],
        ['quick move', 1],
      ],
      recovered: false,
    },
    {
      name: '+1 per stun factor',
      set: { stun: 2 },
      item: at(0, 0),
      order: 'R',
      dice: [4, 6], // the second die is the stun recovery after movement (CON 4 - 5: none)
      drms: [['stun', 2], R6],
      recovered: true,
    },
    {
      name: 'heavy gladiator +1',
      b: { type: 'heavy' },
      item: at(0, 0),
      order: 'R',
      dice: [6],
      drms: [['heavy gladiator', 1], R6],
      recovered: false,
    },
    {
      name: 'light gladiator -1',
      b: { type: 'light' },
      item: at(0, 0),
      order: 'R',
      dice: [6],
      drms: [['light gladiator', -1], R6],
      recovered: true,
    },
    {
      name: 'kneeling -2',
      set: { posture: 'kneeling' },
      item: at(0, 0),
      order: 'R',
      dice: [6],
      drms: [['kneeling', -2], R6],
      recovered: true,
    },
    {
      name: 'minus current Agility',
      b: { AG: 2 },
      item: at(0, 0),
      order: 'R',
      dice: [6],
      drms: [R6, ['Agility', -2]],
      recovered: true,
    },
  ];
  it.each(cases)('§12.61 recovery DRM: $name', (c) => {
    const m = new Match({
      a: { position: c.a ?? at(0, 6), facing: 0 },
      b: { position: at(0, 0), facing: 3, ...c.b },
      items: [{ kind: 'weapon', owner: 'b', at: c.item }],
      dice: c.dice,
    });
    m.set('b', { hasWeapon: false, ...c.set });
    m.plot().orders(null, c.order);
    const r = one(m, '§12.61');
    expect(drms(r)).toEqual(c.drms);
    expect(r.total).toBe((r.dice[0] as number) + c.drms.reduce((s, [, v]) => s + v, 0));
    expect(m.g('b').hasWeapon).toBe(c.recovered);
    expect(m.state.items).toHaveLength(c.recovered ? 0 : 1);
    expect(m.unusedDice).toBe(0);
  });

  it('§12.61 recovery DRM: a collision before a written R adds 4 and cancels the R -6', () => {
    // a steps into b, who stands recovering: impact 6 + 5 against 6 + 3 - 3 = 6; b is driven to (0,-1) with
    // 1 stun (1+1 + 5 = 7) and keeps his feet (6 - 1). Then his R: +2 a next to the item, +1 adjacent, +4, +1 stun.
    const m = new Match({
      a: { position: at(0, 1), facing: 0 },
      b: { position: at(0, 0), facing: 3 },
      items: [{ kind: 'weapon', owner: 'b', at: at(-1, 0) }],
      dice: [6, 6, 1, 1, 6, 1],
    });
    m.set('b', { hasWeapon: false });
    m.plot().orders('F', 'R');
    expect(m.g('b').position).toEqual(at(0, -1));
    const r = one(m, '§12.61');
    expect(drms(r)).toEqual([
      ['opponent next to the item', 2],
      ['item in an adjacent hex', 1],
      ['collided this phase', 4],
      ['stun', 1],
    ]);
    expect(r.total).toBe(9);
    expect(m.g('b').hasWeapon).toBe(false);
    expect(m.unusedDice).toBe(0);
  });

  it('§12.61 recovery DRM: charge and stumble moves cannot carry a recovery attempt, so their DRMs never arise', () => {
    const m = new Match({ ...APART });
    m.set('b', { hasWeapon: false });
    m.plot();
    expect(m.refused('b', order('C(G)')).rule).toBe('§6.3');
    m.set('b', { mustStumble: true });
    expect(m.refused('b', order('S(G)')).rule).toBe('§6.3');
  });

  it('§12.61 only one recovery attempt a phase', () => {
    const m = new Match({ ...APART });
    m.plot();
    expect(m.refused('b', order('(G)F(G)')).rule).toBe('§12.61');
  });

  it('§12.62 before leaving his hex, an opponent counts where he was most dangerous during the phase', () => {
    // a starts next to the item and steps back away from it; b grabs before stepping back himself.
    const m = new Match({ ...FACE_TO_FACE, items: [{ kind: 'weapon', owner: 'b', at: at(0, 0) }], dice: [6] });
    m.set('b', { hasWeapon: false });
    m.plot().orders('B', '(G)B');
    expect(m.g('a').position).toEqual(at(0, 2));
    expect(drms(one(m, '§12.61'))).toEqual([
      ['opponent next to the item', 2],
      ['moving out of his starting hex', 1],
    ]);
    expect(m.unusedDice).toBe(0);
  });

  it('§12.62 after moving, an opponent counts at his last hex (b recovering)', () => {
    // b sidesteps onto the item at (1,0); a, next to it at the start, steps back to (0,2), two hexes from it.
    const m = new Match({ ...FACE_TO_FACE, items: [{ kind: 'weapon', owner: 'b', at: at(1, 0) }], dice: [1] });
    m.set('b', { hasWeapon: false });
    m.plot().orders('B', 'SFL(G)');
    expect(m.g('b').position).toEqual(at(1, 0));
    expect(drms(one(m, '§12.61'))).toEqual([['moving out of his starting hex', 1]]);
    expect(m.unusedDice).toBe(0);
  });

  it('§12.62 after moving, an opponent counts at his last hex (a recovering)', () => {
    // The mirror image: a sidesteps onto the item at (-1,1); b, next to it at the start, steps back to (0,-1).
    const m = new Match({ ...FACE_TO_FACE, items: [{ kind: 'weapon', owner: 'a', at: at(-1, 1) }], dice: [1] });
    m.set('a', { hasWeapon: false });
    m.plot().orders('SFL(G)', 'B');
    expect(m.g('a').position).toEqual(at(-1, 1));
    expect(m.g('b').position).toEqual(at(0, -1));
    expect(drms(one(m, '§12.61'))).toEqual([['moving out of his starting hex', 1]]);
    expect(m.unusedDice).toBe(0);
  });

  it('§12.63 a weapon recovered this phase strikes at half strength; parrying with it is not penalised', () => {
    // b (CF 10) recovers his weapon with R (1 + 2 - 6). He strikes with 5, halved to 2: column 2, roll 4, no effect.
    // a's 4 CF against b's chest is a P (column 4, roll 8); b parries with the recovered weapon and keeps it.
    const m = new Match({
      ...FACE_TO_FACE,
      b: { ...FACE_TO_FACE.b, TR: 10 },
      items: [{ kind: 'weapon', owner: 'b', at: at(0, 0) }],
      dice: [1],
    });
    m.set('b', { hasWeapon: false });
    m.plot().orders(null, 'R');
    expect(m.g('b').hasWeapon).toBe(true);
    m.dice(1, 1, 2, 2, 3, 3, 6, 6, 6);
    m.allocate({ attacks: [{ area: 2, cf: 4 }] }, { attacks: [{ area: 2, cf: 5 }] });
    const [bBlow, aBlow] = attacksOf(m);
    expect(bBlow).toMatchObject({ seat: 'b', attack: 2, naa: 2, result: '-' });
    expect(aBlow).toMatchObject({ seat: 'a', attack: 4, result: 'P' });
    expect(m.rollsFor('§12.2')).toHaveLength(1);
    expect(m.ofType('no-parry')).toEqual([]);
    expect(m.g('b').hasWeapon).toBe(true);
    expect(m.unusedDice).toBe(0);
  });

  it('§12.64 from the next phase the recovered weapon strikes at full strength', () => {
    const m = new Match({
      ...FACE_TO_FACE,
      b: { ...FACE_TO_FACE.b, TR: 10 },
      items: [{ kind: 'weapon', owner: 'b', at: at(0, 0) }],
      dice: [1],
    });
    m.set('b', { hasWeapon: false });
    m.plot().orders(null, 'R');
    m.allocate({ defence: [0, 4, 0, 0, 0] }, { defence: [0, 5, 0, 0, 0] });
    expect(m.state.phase).toBe(2);
    m.orders(null, null);
    m.dice(1, 1, 2);
    m.allocate({ defence: [0, 3, 0, 0, 0] }, { attacks: [{ area: 2, cf: 5 }] });
    expect(attacksOf(m)[0]).toMatchObject({ seat: 'b', attack: 5, defence: 3, naa: 2 });
    expect(m.unusedDice).toBe(0);
  });

  it('§12.7 a kick written in the item’s hex sends it through the chosen hexside', () => {
    // X(K4): two written actions; die 5 - 2 = 3 hexes through a's rear (south).
    const m = new Match({ ...APART, items: [{ kind: 'weapon', owner: 'a', at: at(0, 6) }], dice: [5] });
    m.plot().orders('X(K4)', null);
    expect(one(m, '§12.71').total).toBe(3);
    expect(m.state.items[0]?.at).toEqual(at(0, 9));
    expect(m.unusedDice).toBe(0);
  });

  it('§12.7 the kick happens where it is written: before the step it finds nothing, after it the item', () => {
    const before = new Match({ ...APART, items: [{ kind: 'weapon', owner: 'a', at: at(0, 5) }] });
    before.plot().orders('(K1)F', null);
    expect(before.rollsFor('§12.71')).toEqual([]);
    expect(before.ofType('kick')[0]?.text).toMatch(/nothing/);
    expect(before.state.items[0]?.at).toEqual(at(0, 5));
    const after = new Match({ ...APART, items: [{ kind: 'weapon', owner: 'a', at: at(0, 5) }], dice: [6] });
    after.plot().orders('F(K1)', null);
    expect(after.state.items[0]?.at).toEqual(at(0, 1)); // 6 - 2 = 4 hexes north of (0,5)
    expect(after.unusedDice).toBe(0);
  });

  it('§12.7 no kick with a backward move, and only one kick a phase', () => {
    const m = new Match({ ...APART });
    m.plot();
    expect(m.refused('a', order('B(K1)')).rule).toBe('§6.4');
    expect(m.refused('a', order('SBL(K1)')).rule).toBe('§6.4');
    expect(m.refused('a', order('SBR(K1)')).rule).toBe('§6.4');
    expect(m.refused('a', order('(K1)F(K2)')).rule).toBe('§6.4');
  });

  it.each([
    ['(L)X(K1)', 3, at(-3, 6)],
    ['(R)(L)X(K2)', 4, at(2, 4)],
    ['F(Q)(K4)', 3, at(0, 7)],
  ])('§12.71 %s: the die less %i written actions is the distance', (text, actions, where) => {
    const item = text.startsWith('F') ? at(0, 4) : at(0, 6);
    const m = new Match({ ...APART, items: [{ kind: 'weapon', owner: 'a', at: item }], dice: [6] });
    m.plot().orders(text, null);
    const r = one(m, '§12.71');
    expect(drms(r)).toEqual([['written actions', -actions]]);
    expect(r.total).toBe(6 - actions);
    expect(m.state.items[0]?.at).toEqual(where);
    expect(m.unusedDice).toBe(0);
  });

  it('§12.72 a kick result of 0 or less misses and the item stays', () => {
    const m = new Match({ ...APART, items: [{ kind: 'weapon', owner: 'a', at: at(0, 6) }], dice: [2] });
    m.plot().orders('X(K1)', null);
    expect(one(m, '§12.71').total).toBe(0);
    expect(m.ofType('kick')[0]?.rule).toBe('§12.72');
    expect(m.state.items[0]?.at).toEqual(at(0, 6));
  });
});

describe('13 Kneeling', () => {
  it('§13.1 a prone man must write KN or RO in his first moving phase, and KN first to stand', () => {
    const m = new Match({ ...APART });
    m.set('a', { posture: 'prone', mustRise: true });
    m.plot([2, 3, 4, 5], undefined);
    m.orders(null, null); // phase 1: not a moving phase for a, so he may lie still
    expect(m.refused('a', HOLD).rule).toBe('§13.1');
    expect(m.refused('a', order('F')).rule).toBe('§13.1');
    expect(m.refused('a', order('X')).rule).toBe('§13.1');
    m.orders('KN', null);
    expect(m.g('a').posture).toBe('kneeling');
    expect(m.g('a').mustRise).toBe(false);
    expect(m.refused('a', order('RO-FL')).rule).toBe('§13.1'); // a roll starts from prone only
    m.orders('F', null);
    expect(m.g('a').posture).toBe('standing');
    expect(m.g('a').position).toEqual(at(0, 5));
  });

  it('§13.1 a roll leaves him prone', () => {
    const m = new Match({ ...APART });
    m.set('a', { posture: 'prone', mustRise: true });
    m.plot().orders('RO-FR', null);
    expect(m.g('a').position).toEqual(at(1, 5));
    expect(m.g('a').posture).toBe('prone');
  });

  it('§13.2 a blow at the legs of a kneeling man is halved; 1 CF becomes 0 and uses the 0 column', () => {
    // Legs 4 -> 2: column 2, roll 4, no effect. Chest 4 against 4: column 0, roll 6, no effect.
    const m = new Match({ ...FACE_TO_FACE });
    m.set('b', { posture: 'kneeling' });
    m.plot().orders(null, null);
    m.dice(1, 1, 2, 2, 2, 2);
    m.allocate(
      {
        attacks: [
          { area: 5, cf: 4 },
          { area: 2, cf: 4 },
        ],
      },
      { defence: [0, 4, 0, 0, 0] },
    );
    const [legs, chest] = attacksOf(m);
    expect(legs).toMatchObject({ area: 5, attack: 2, naa: 2 });
    expect(chest).toMatchObject({ area: 2, attack: 4, naa: 0 });
    expect(m.unusedDice).toBe(0);

    const single = new Match({ ...FACE_TO_FACE });
    single.set('b', { posture: 'kneeling' });
    single.plot().orders(null, null);
    single.dice(2, 2, 2);
    single.allocate({ attacks: [{ area: 5, cf: 1 }] }, {});
    expect(attacksOf(single)[0]).toMatchObject({ area: 5, attack: 0, naa: 0 });
    expect(one(single, '§8.5').row).toMatch(/^CRT column 0,/);
  });

  it('§13.3 a kneeling man strikes at half strength, rounded down', () => {
    const m = new Match({ ...FACE_TO_FACE, a: { ...FACE_TO_FACE.a, TR: 10 } });
    m.set('a', { posture: 'kneeling' });
    m.plot().orders(null, null);
    m.dice(1, 1, 2);
    m.allocate({ attacks: [{ area: 2, cf: 5 }] }, {});
    expect(attacksOf(m)[0]).toMatchObject({ seat: 'a', attack: 2, naa: 2 });
    expect(m.unusedDice).toBe(0);
  });
});

describe('14 Stumble', () => {
  it('§14.1 the loser of a collision rolls a die less his stun: 0 or less owes a Stumble, even in a phase he does not move', () => {
    // Impact 11 against 6, 1 stun; the stumble check 1 - 1 = 0.
    const m = new Match({ ...CLOSING, dice: [6, 1, 1, 1, 1] });
    m.plot(undefined, [1, 3, 4, 5, 6]).orders('F', 'F');
    const r = one(m, '§14.1');
    expect(drms(r)).toEqual([['stun', -1]]);
    expect(r.total).toBe(0);
    expect(m.g('b').mustStumble).toBe(true);
    m.allocate({}, {});
    expect(m.state.phase).toBe(2);
    expect(m.refused('b', HOLD).rule).toBe('§14.1');
    expect(m.refused('b', order('X')).rule).toBe('§14.1');
    m.dice(6, 6, 6); // fall check 12: stays up; stun recovery 4 - 5: none
    m.orders(null, 'S');
    expect(m.g('b').mustStumble).toBe(false);
    expect(m.g('b').stumbling).toBe(true);
    expect(m.state.turnPlots.b).toEqual([1, 3, 4, 5, 6]); // the turn plot is not touched
    expect(m.unusedDice).toBe(0);
  });

  it('§14.1 a die above the stun keeps him on his feet', () => {
    const m = new Match({ ...CLOSING, dice: [6, 1, 1, 1, 2] });
    m.plot().orders('F', 'F');
    expect(one(m, '§14.1').total).toBe(1);
    expect(m.g('b').mustStumble).toBe(false);
    expect(m.ofType('footing')[0]?.rule).toBe('§14.1');
  });

  it('§14.2 stepping straight back onto an item: two dice less 2 per hex backwards; 1 or less stumbles', () => {
    const m = new Match({ ...APART, items: [{ kind: 'weapon', owner: 'a', at: at(0, 7) }], dice: [1, 2] });
    m.plot().orders('B', null);
    const r = one(m, '§14.2');
    expect(drms(r)).toEqual([['hexes moved straight back (x2)', -2]]);
    expect(r.total).toBe(1);
    expect(m.g('a').mustStumble).toBe(true);
    expect(m.unusedDice).toBe(0);
  });

  it('§14.2 sidesteps back count 1 a hex, and stun counts too', () => {
    // SBL(Q) from (0,6) facing north: (-1,7) then (-2,8), where the item lies. 2+2 - 1 stun - 2 sidesteps = 1.
    const m = new Match({ ...APART, items: [{ kind: 'shield', owner: 'a', at: at(-2, 8) }], dice: [2, 2, 6] });
    m.set('a', { stun: 1 });
    m.plot().orders('SBL(Q)', null);
    const r = one(m, '§14.2');
    expect(drms(r)).toEqual([
      ['stun', -1],
      ['hexes sidestepped back', -2],
    ]);
    expect(r.total).toBe(1);
    expect(m.g('a').mustStumble).toBe(true);
    expect(m.unusedDice).toBe(0);
  });

  it('§14.2 a total of 2 keeps his feet, and a step forward onto an item is never checked', () => {
    const back = new Match({ ...APART, items: [{ kind: 'weapon', owner: 'a', at: at(0, 7) }], dice: [2, 2] });
    back.plot().orders('B', null);
    expect(one(back, '§14.2').total).toBe(2);
    expect(back.g('a').mustStumble).toBe(false);
    expect(back.ofType('footing')[0]?.rule).toBe('§14.2');
    const fwd = new Match({ ...APART, items: [{ kind: 'weapon', owner: 'a', at: at(0, 5) }] });
    fwd.plot().orders('F', null);
    expect(fwd.rollsFor('§14.2')).toEqual([]);
  });

  it('§14.2 being driven out of a collision onto an item counts as a step straight back', () => {
    // b loses (11 against 6), takes 1 stun, passes 14.1 (6 - 1), and lands on the item in (0,0): 2+2 - 1 - 2 = 1.
    const m = new Match({
      ...CLOSING,
      items: [{ kind: 'weapon', owner: 'a', at: at(0, 0) }],
      dice: [6, 1, 1, 1, 6, 2, 2],
    });
    m.plot().orders('F', 'F');
    expect(m.g('b').position).toEqual(at(0, 0));
    const r = one(m, '§14.2');
    expect(drms(r)).toEqual([
      ['stun', -1],
      ['hexes moved straight back (x2)', -2],
    ]);
    expect(m.g('b').mustStumble).toBe(true);
    expect(m.unusedDice).toBe(0);
  });

  it('§14.2 a sidestep back before being driven out still counts 1, the drive 2', () => {
    // b sidesteps back into (1,-1) as a steps into it: a 6 + 5, b 1 + 1 + 2 - 1 + 3 (a's rear left) = 6.
    // b is driven on to (1,-2), onto the item: 1 stun, 14.1 passed (6 - 1), then 14.2 with -1 stun, -1, -2.
    const m = new Match({
      a: { position: at(1, 0), facing: 0 },
      b: { position: at(0, 0), facing: 3 },
      items: [{ kind: 'weapon', owner: 'a', at: at(1, -2) }],
      dice: [6, 1, 1, 1, 6, 6, 6],
    });
    m.plot().orders('F', 'SBL');
    expect(m.g('b').position).toEqual(at(1, -2));
    expect(drms(one(m, '§14.2'))).toEqual([
      ['stun', -1],
      ['hexes sidestepped back', -1],
      ['hexes moved straight back (x2)', -2],
    ]);
    expect(m.unusedDice).toBe(0);
  });

  it('§14.3 at the start of a Stumble phase, two dice plus AG of 7 or less falls prone in his hex', () => {
    const down = new Match({ ...APART, dice: [3, 4] });
    down.set('b', { mustStumble: true });
    down.plot().orders(null, 'S');
    const r = one(down, '§14.3');
    expect(r.total).toBe(7);
    expect(down.g('b').posture).toBe('prone');
    expect(down.g('b').position).toEqual(at(0, -6));
    expect(down.g('b').mustRise).toBe(true);

    const agile = new Match({ ...APART, b: { ...APART.b, AG: 1 }, dice: [3, 4] });
    agile.set('b', { mustStumble: true });
    agile.plot().orders(null, 'S');
    expect(drms(one(agile, '§14.3'))).toEqual([['Agility', 1]]);
    expect(agile.g('b').posture).toBe('standing');
    expect(agile.ofType('stumbling')[0]?.rule).toBe('§14.4');
  });

  it('§14.4 a stumbling man who stays up has 2 CF fewer in that phase’s combat', () => {
    const m = new Match({ ...FACE_TO_FACE, dice: [4, 4] });
    m.set('b', { mustStumble: true });
    m.plot().orders(null, 'S');
    expect(m.g('b').stumbling).toBe(true);
    expect(m.state.combat?.available.b).toBe(6);
    expect(m.g('b').cf).toBe(8);
    m.allocate({}, {});
    expect(m.g('b').stumbling).toBe(false); // over with the phase
  });

  it('§14.5 attacking a stumbling man earns +2, replaced by the prone +4 if he falls', () => {
    const up = new Match({ ...FACE_TO_FACE, dice: [4, 4] });
    up.set('b', { mustStumble: true });
    up.plot().orders(null, 'S');
    expect(up.state.combat?.fronts.a).toEqual([{ target: 'b', bonus: 2 }]);
    expect(up.state.combat?.available.a).toBe(10);

    const down = new Match({ ...FACE_TO_FACE, dice: [1, 1] });
    down.set('b', { mustStumble: true });
    down.plot().orders(null, 'S');
    expect(down.g('b').posture).toBe('prone');
    expect(down.state.combat?.fronts.a).toEqual([{ target: 'b', bonus: 4 }]);
    expect(down.state.combat?.available.a).toBe(12);
  });

  it('§14.6 a bare Stumble in a phase the plot leaves still costs no moving phase; with a turn it is refused there', () => {
    const m = new Match({ ...APART, dice: [6, 6] });
    m.set('b', { mustStumble: true });
    m.plot(undefined, [2, 3, 4, 5, 6]);
    expect(m.refused('b', order('S(L)')).rule).toBe('§14.6');
    m.orders(null, 'S');
    expect(m.state.phase).toBe(2);
    m.orders(null, 'F'); // every plotted phase is still his
    expect(m.g('b').position).toEqual(at(0, -5));
  });

  it('§14.6 in a plotted moving phase the Stumble may take one turn', () => {
    const m = new Match({ ...APART, dice: [6, 6] });
    m.set('b', { mustStumble: true });
    m.plot().orders(null, 'S(L)');
    expect(m.g('b').facing).toBe(2);
    expect(m.g('b').position).toEqual(at(0, -6));
  });
});

describe('15 Prone', () => {
  it('§15.1 after a forward step he falls facing his old rear hexside', () => {
    const m = new Match({ ...APART });
    m.plot().orders(null, 'F');
    expect(m.g('b').position).toEqual(at(0, -5));
    m.set('b', { mustStumble: true }).dice(1, 1);
    m.orders(null, 'S');
    expect(m.g('b').posture).toBe('prone');
    expect(m.g('b').facing).toBe(0);
  });

  it('§15.1 after a backward step he falls facing his old front hexside', () => {
    const m = new Match({ ...APART });
    m.plot().orders(null, 'B');
    expect(m.g('b').position).toEqual(at(0, -7));
    m.set('b', { mustStumble: true }).dice(1, 1);
    m.orders(null, 'S');
    expect(m.g('b').posture).toBe('prone');
    expect(m.g('b').facing).toBe(3);
  });

  it('§15.1 a man knocked down as he is driven out of a collision hex fell moving backwards', () => {
    // a (ST 3, AG 3) wins 6 + 11 against 1 + 5; stun 4+4 + 11 = 19: 9 stun and prone. b (CF 12) stays conscious.
    // He was driven straight back (14.2), so he lies facing his front hexside: towards a, south.
    const m = new Match({
      a: { ...CLOSING.a, ST: 3, AG: 3 },
      b: { ...CLOSING.b, TR: 12 },
      dice: [6, 1, 4, 4],
    });
    m.plot().orders('F', 'F');
    expect(m.g('b').stun).toBe(9);
    expect(m.g('b').unconscious).toBe(false);
    expect(m.g('b').posture).toBe('prone');
    expect(m.g('b').facing).toBe(3);
  });

  it('§15.2 a man who falls at the start of a phase stays down through its combat and to its end', () => {
    const m = new Match({ ...FACE_TO_FACE, dice: [1, 1] });
    m.set('b', { mustStumble: true });
    m.plot().orders(null, 'S');
    expect(m.g('b').posture).toBe('prone');
    expect(m.state.combat?.fronts.b).toBeUndefined();
    m.allocate({}, {});
    expect(m.state.phase).toBe(2);
    expect(m.g('b').posture).toBe('prone');
  });

  it('§15.3 a prone man cannot attack', () => {
    const m = new Match({ ...FACE_TO_FACE });
    m.set('b', { posture: 'prone', mustRise: true });
    m.plot().orders(null, 'RO-FL'); // he rolls to (1,0), still next to a and in his front
    expect(m.state.step).toBe('allocate');
    expect(m.refused('b', allocate([{ area: 2, cf: 1 }], [0, 0, 0, 0, 0])).rule).toBe('§15.3');
  });

  it('§15.4 a prone man’s defence is halved, rounded down', () => {
    // b rolls to (1,0), a's front right and prone: a has +2 + 4. 4 CF against 5 halved to 2: NAA 2, roll 4.
    const m = new Match({ ...FACE_TO_FACE });
    m.set('b', { posture: 'prone', mustRise: true });
    m.plot().orders(null, 'RO-FL');
    m.dice(1, 1, 2);
    m.allocate({ attacks: [{ area: 2, cf: 4 }] }, { defence: [0, 5, 0, 0, 0] });
    expect(attacksOf(m)[0]).toMatchObject({ seat: 'a', attack: 4, defence: 2, naa: 2 });
    expect(m.state.outcome).toBeNull(); // he could move this phase: no surrender (15.6)
    expect(m.unusedDice).toBe(0);
  });

  it('§15.5 attacking a prone man earns +4 positional advantage', () => {
    const m = new Match({ ...FACE_TO_FACE });
    m.set('b', { posture: 'prone', mustRise: true });
    m.plot(undefined, [2, 3, 4, 5, 6]).orders(null, null);
    expect(m.state.combat?.fronts.a).toEqual([{ target: 'b', bonus: 4 }]);
    expect(m.state.combat?.available.a).toBe(12);
  });

  it('§15.6 a prone man who cannot move, facing a blow above his halved defence, surrenders', () => {
    const m = new Match({ ...FACE_TO_FACE });
    m.set('b', { posture: 'prone', mustRise: true });
    m.plot(undefined, [2, 3, 4, 5, 6]).orders(null, null);
    m.allocate({ attacks: [{ area: 2, cf: 4 }] }, { defence: [0, 2, 0, 0, 0] });
    expect(m.state.step).toBe('over');
    expect(m.state.outcome).toMatchObject({ winners: ['a'], losers: ['b'], how: 'surrender', rule: '§15.6' });
    expect(m.rollsFor('§8.5')).toEqual([]);
  });

  it('§15.6 when his halved defence matches every blow, he need not surrender and combat goes on', () => {
    const m = new Match({ ...FACE_TO_FACE });
    m.set('b', { posture: 'prone', mustRise: true });
    m.plot(undefined, [2, 3, 4, 5, 6]).orders(null, null);
    m.dice(2, 2, 2); // 4 against 8 halved to 4: NAA 0, roll 6, no effect
    m.allocate({ attacks: [{ area: 2, cf: 4 }] }, { defence: [0, 8, 0, 0, 0] });
    expect(m.state.outcome).toBeNull();
    expect(attacksOf(m)[0]).toMatchObject({ seat: 'a', attack: 4, defence: 4, naa: 0 });
    expect(m.state.phase).toBe(2);
    expect(m.state.step).toBe('phasePlot');
  });

  it("§15.6 the blow is judged as it will be made: a kneeling attacker's halved CF must still beat the halved defence (13.3)", () => {
    // a kneels over b, who lies prone in a phase he may not move. 4 CF halved to 2 against 4 halved to 2: nothing to
    // fear, so no surrender, and the blow lands on column 0 (roll 6, no effect). 6 CF halved to 3 beats 2: he yields.
    const even = new Match({ ...FACE_TO_FACE });
    even.set('a', { posture: 'kneeling' }).set('b', { posture: 'prone', mustRise: true });
    even.plot(undefined, [2, 3, 4, 5, 6]).orders(null, null);
    even.dice(2, 2, 2);
    even.allocate({ attacks: [{ area: 2, cf: 4 }] }, { defence: [0, 4, 0, 0, 0] });
    expect(even.state.outcome).toBeNull();
    expect(attacksOf(even)[0]).toMatchObject({ seat: 'a', attack: 2, defence: 2, naa: 0, result: '-' });
    expect(even.unusedDice).toBe(0);

    const over = new Match({ ...FACE_TO_FACE });
    over.set('a', { posture: 'kneeling' }).set('b', { posture: 'prone', mustRise: true });
    over.plot(undefined, [2, 3, 4, 5, 6]).orders(null, null);
    over.allocate({ attacks: [{ area: 2, cf: 6 }] }, { defence: [0, 4, 0, 0, 0] });
    expect(over.state.outcome).toMatchObject({ winners: ['a'], how: 'surrender', rule: '§15.6' });
  });

  it('§15.6 a weapon recovered this phase strikes at half, and so threatens at half (12.63)', () => {
    // a picks his weapon up with R (1 + 2 - 6) next to the prone b. His 4 CF would strike with 2 against b's
    // halved 2: no surrender, and the blow is made on column 0.
    const m = new Match({ ...FACE_TO_FACE, items: [{ kind: 'weapon', owner: 'a', at: at(0, 1) }], dice: [1] });
    m.set('a', { hasWeapon: false }).set('b', { posture: 'prone', mustRise: true });
    m.plot(undefined, [2, 3, 4, 5, 6]).orders('R', null);
    expect(m.g('a').hasWeapon).toBe(true);
    m.dice(2, 2, 2);
    m.allocate({ attacks: [{ area: 2, cf: 4 }] }, { defence: [0, 4, 0, 0, 0] });
    expect(m.state.outcome).toBeNull();
    expect(attacksOf(m)[0]).toMatchObject({ seat: 'a', attack: 2, defence: 2, naa: 0 });
    expect(m.unusedDice).toBe(0);
  });

  it('§15.6 a prone man who may move this phase does not surrender', () => {
    const m = new Match({ ...FACE_TO_FACE });
    m.set('b', { posture: 'prone', mustRise: true });
    m.plot().orders(null, 'RO-FL');
    m.dice(1, 1, 2); // 4 against 4 halved to 2: NAA 2, roll 4, no effect
    m.allocate({ attacks: [{ area: 2, cf: 4 }] }, { defence: [0, 4, 0, 0, 0] });
    expect(m.state.outcome).toBeNull();
    expect(attacksOf(m)).toHaveLength(1);
    expect(m.state.phase).toBe(2);
  });

  it('§15.7 having survived the phase he fell in, his next standard move must be KN or RO', () => {
    const m = new Match({ ...APART, dice: [1, 1] });
    m.set('b', { mustStumble: true });
    m.plot().orders(null, 'S');
    expect(m.g('b').posture).toBe('prone');
    expect(m.refused('b', order('F')).rule).toBe('§13.1');
    expect(m.refused('b', order('R')).rule).toBe('§13.1');
    expect(m.refused('b', HOLD).rule).toBe('§13.1');
    m.orders(null, 'KN');
    expect(m.g('b').posture).toBe('kneeling');
    m.orders(null, 'F');
    expect(m.g('b').posture).toBe('standing');
  });
});

describe('16 Endurance', () => {
  it('§16.1 a CF lost to exertion stays lost for the rest of the match', () => {
    // CON 0: turn 2, die 4: 4 + 2 = 6, one CF lost; turn 3, die 1: 1 + 3 = 4, none.
    const m = new Match({ ...APART, a: { ...APART.a, CON: 0 }, dice: [4, 6] });
    holdTurn(m);
    expect(m.state.turn).toBe(2);
    expect(m.g('a').cf).toBe(7);
    expect(m.g('a').cfChanges).toEqual([{ amount: -1, cause: 'exertion', rule: '§16.3', turn: 2, phase: 1 }]);
    m.dice(1, 6);
    holdTurn(m);
    expect(m.state.turn).toBe(3);
    expect(m.g('a').cf).toBe(7);
    expect(m.g('a').startCF).toBe(8);
  });

  it('§16.2 endurance is checked at the start of every turn from the second', () => {
    const m = new Match({ ...APART, dice: [6, 6] });
    expect(m.state.turn).toBe(1);
    expect(m.unusedDice).toBe(2); // no check in turn 1
    holdTurn(m);
    expect(m.state.turn).toBe(2);
    const rolls = m.rollsFor('§16.3');
    expect(rolls.map((r) => r.purpose)).toEqual(["Alpha's endurance", "Beta's endurance"]);
    expect(m.unusedDice).toBe(0);
  });

  it('§16.3 a die plus the turn less CON, +1 heavy and -1 light: 6 or more costs one CF', () => {
    // Turn 2: heavy CON 1, die 4: 4 + 2 - 1 + 1 = 6, loses. Light CON 1, die 5: 5 + 2 - 1 - 1 = 5, keeps.
    const m = new Match({
      ...APART,
      a: { ...APART.a, type: 'heavy', CON: 1 },
      b: { ...APART.b, type: 'light', CON: 1 },
      dice: [4, 5],
    });
    holdTurn(m);
    const [ha, lb] = m.rollsFor('§16.3');
    expect(drms(ha as Roll)).toEqual([
      ['turn 2', 2],
      ['CON', -1],
      ['heavy', 1],
    ]);
    expect(ha?.total).toBe(6);
    expect(drms(lb as Roll)).toEqual([
      ['turn 2', 2],
      ['CON', -1],
      ['light', -1],
    ]);
    expect(lb?.total).toBe(5);
    expect(m.g('a').cf).toBe(7);
    expect(m.g('b').cf).toBe(8);
    // Turn 3 adds 3: the light man's die 4 now makes 4 + 3 - 1 - 1 = 5, a medium CON 4 needs a 7.
    m.dice(1, 4);
    holdTurn(m);
    const [, lb3] = m.rollsFor('§16.3');
    expect(drms(lb3 as Roll)).toContainEqual(['turn 3', 3]);
    expect(lb3?.total).toBe(5);
    expect(m.unusedDice).toBe(0);
  });

  it('§16.4 one phase over the allowance is accepted; next turn the allowance is 2 less and endurance adds 1', () => {
    const m = new Match({ ...APART, dice: [1, 1] });
    expect(m.g('a').allowance).toBe(5);
    const two = m.refused('a', { type: 'plot', moving: [1, 2, 3, 4, 5, 6, 7] });
    expect(two.rule).toBe('§16.4');
    m.plot([1, 2, 3, 4, 5, 6], [1, 2, 3, 4, 5]);
    expect(m.ofType('exceeds')).toHaveLength(1);
    expect(m.g('a').exceeded).toBe(true);
    for (let i = 0; i < 8; i++) m.orders(null, null);
    expect(m.state.turn).toBe(2);
    const [ea, eb] = m.rollsFor('§16.3');
    expect(drms(ea as Roll)).toEqual([
      ['turn 2', 2],
      ['exceeded last turn', 1],
      ['CON', -4],
    ]);
    expect(ea?.total).toBe(0);
    expect(drms(eb as Roll)).toEqual([
      ['turn 2', 2],
      ['CON', -4],
    ]);
    expect(m.g('a').allowance).toBe(3);
    expect(m.g('b').allowance).toBe(5);
    expect(m.refused('a', { type: 'plot', moving: [1, 2, 3, 4, 5] }).rule).toBe('§16.4');
    m.plot([1, 2, 3], [1, 2, 3, 4, 5]);
    for (let i = 0; i < 8; i++) m.orders(null, null);
    expect(m.state.turn).toBe(3);
    expect(m.g('a').allowance).toBe(5); // back to normal after a turn within the allowance
  });
});
