/**
 * Rules 17-18 of GLADIATOR (the Retarius, his net and his trident), one test or more per numbered rule built so far,
 * each driving the real module through the fixture with scripted dice.
 */

import { describe, expect, it } from 'vitest';
import type { Roll } from '../../core/dice.js';
import type { GameEvent } from '../../core/protocol.js';
import { gladiatorInvariant } from './invariants.js';
import { renderLogSheet } from './logsheet.js';
import { gladiator } from './module.js';
import { type Fixture, Match, PLAIN } from './testkit.js';
import type { Allocation, Gladiator, GladiatorCommand, GladiatorState } from './types.js';

const at = (q: number, r: number) => ({ q, r });
const ADVANCED = { advanced: true };
/** a, the Retarius, at (0,3) facing north; b three hexes ahead at (0,0) facing him: in the toss's reach only. */
const THREE_AWAY = {
  a: { type: 'retarius' as const, shield: 'none' as const, position: at(0, 3), facing: 0 },
  b: { position: at(0, 0), facing: 3 },
};
/** b two hexes ahead of a. */
const TWO_AWAY = {
  a: { type: 'retarius' as const, shield: 'none' as const, position: at(0, 2), facing: 0 },
  b: { position: at(0, 0), facing: 3 },
};
/** b adjacent, in front of a. */
const ADJACENT = {
  a: { type: 'retarius' as const, shield: 'none' as const, position: at(0, 1), facing: 0 },
  b: { position: at(0, 0), facing: 3 },
};
/** Far apart: the net reaches no one. */
const APART = {
  a: { type: 'retarius' as const, shield: 'none' as const, position: at(0, 6), facing: 0 },
  b: { position: at(0, -6), facing: 3 },
};

const order = (text: string): GladiatorCommand => ({ type: 'order', order: text });
const match = (f: Fixture) => new Match({ ...f, options: { ...ADVANCED, ...f.options } });
const netRoll = (m: Match, rule: string): Roll => {
  const rolls = m.rollsFor(rule);
  expect(rolls, m.log()).toHaveLength(1);
  return rolls[0] as Roll;
};
const drms = (r: Roll): [string, number][] => r.modifiers.map((x) => [x.rule ?? '', x.value]);

function created(types: string[], advanced: boolean): GladiatorState {
  const r = gladiator.setup(gladiator.options.parse({ advanced, types }), 'retarius-seed');
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

describe('17.1 The Retarius', () => {
  it('§17.1 a Retarius is rolled as a medium man, then trades his shield for net and trident; his foe has a small shield', () => {
    const net = created(['retarius', 'medium'], true);
    const plain = created(['medium', 'medium'], true);
    const r = net.gladiators.a as Gladiator;
    const m = plain.gladiators.a as Gladiator;
    expect(r.type).toBe('medium');
    expect([r.armour, r.TR, r.ST, r.AG, r.CON, r.W, r.armourRoll]).toEqual([
      m.armour,
      m.TR,
      m.ST,
      m.AG,
      m.CON,
      m.W,
      m.armourRoll,
    ]);
    expect([r.retarius, r.net, r.trident, r.shield]).toEqual([true, true, true, null]);
    expect(net.gladiators.b?.shield).toBe('small');
    expect(net.gladiators.b?.net).toBeUndefined();
  });

  it('§17.1 a Retarius is refused outside the Advanced Game, with the rule named', () => {
    const r = gladiator.setup(gladiator.options.parse({ types: ['retarius', 'medium'] }), 'seed');
    expect(r.ok).toBe(false);
    if (!r.ok) expect([r.error.code, r.error.message]).toEqual(['bad-options', expect.stringContaining('17.1')]);
    const scenario = gladiator.setup(gladiator.options.parse({}), 'seed', {
      gladiators: [{ type: 'retarius' }, { type: 'medium' }],
    });
    expect(scenario.ok).toBe(false);
  });

  it('§17.1 the log sheet shows the Retarius, his trident and his net', () => {
    const sheet = renderLogSheet(created(['retarius', 'heavy'], true).gladiators.a as Gladiator);
    expect(sheet).toContain('Type Retarius (medium)');
    expect(sheet).toContain('Weapon trident, net held');
  });

  it('§17.1 a man without a net cannot write a net attack, and one net attack per phase is the most', () => {
    const m = match(THREE_AWAY).plot();
    expect(m.refused('b', order('(TN)X'))).toMatchObject({ code: 'no-net', rule: '§17.1' });
    expect(m.refused('a', order('(TN)(SN)X'))).toMatchObject({ rule: '§17.1' });
  });
});

describe('bad net orders get a clear error naming the rule, and change nothing', () => {
  const refusedUnchanged = (m: Match, seat: string, text: string) => {
    const before = JSON.stringify(m.state);
    const v = m.refused(seat, order(text));
    expect(JSON.stringify(m.state)).toBe(before);
    return v;
  };

  it('§17.7 a Net Toss with under 6 CF names its cost and the CF he has', () => {
    const m = match(APART).plot().set('a', { stun: 3 });
    const name = m.g('a').name;
    expect(refusedUnchanged(m, 'a', '(TN)X')).toMatchObject({
      code: 'net-cf',
      rule: '§17.7',
      message: `a Net Toss costs 6 CF and ${name} has 5`,
      values: { kind: 'toss', cost: 6, cf: 5 },
    });
  });

  it('§17.1 a second net attack in the same phase names how many were written', () => {
    const v = refusedUnchanged(match(THREE_AWAY).plot(), 'a', '(LN2)(TN)X');
    expect(v).toMatchObject({
      code: 'one-net-attack',
      rule: '§17.1',
      message: 'a Retarius makes one net attack per phase, not 2',
    });
  });

  it('§17.1 a net order by a man without a net names him and the attack', () => {
    const m = match(THREE_AWAY).plot();
    for (const [text, attack] of [
      ['(TN)X', 'Net Toss'],
      ['(SN)X', 'Net Swing'],
      ['(LN1)X', 'Net Lay'],
    ] as const)
      expect(refusedUnchanged(m, 'b', text)).toMatchObject({
        code: 'no-net',
        rule: '§17.1',
        message: `${m.g('b').name} holds no net, so he cannot make a ${attack}`,
      });
  });
});

describe('17 in a scenario', () => {
  const setup = (advanced: boolean, initial: unknown) =>
    gladiator.setup(gladiator.options.parse({ advanced }), 's', initial);

  it('§17.35 a scenario may open with a man in a net, held by the Retarius or let go of, and a net on the floor', () => {
    const r = setup(true, {
      gladiators: [{ type: 'retarius' }, { type: 'medium', ensnared: 'held' }],
      items: [{ kind: 'net', owner: 'a', at: at(3, 3) }],
    });
    if (!r.ok) throw new Error(r.error.message);
    expect([r.value.gladiators.b?.ensnared, r.value.gladiators.b?.ensnaredBy]).toEqual([true, 'a']);
    expect(r.value.items[0]).toMatchObject({ kind: 'net' });
    const loose = setup(true, {
      gladiators: [
        { type: 'retarius', net: false },
        { type: 'medium', ensnared: 'loose' },
      ],
    });
    expect(loose.ok && loose.value.gladiators.b?.ensnaredBy).toBe(null);
  });

  it('§17.35 a man held in a net needs a net holder, and nets need the Advanced Game: bad input names the field', () => {
    const held = setup(true, { gladiators: [{ type: 'medium' }, { type: 'medium', ensnared: 'held' }] });
    expect(!held.ok && held.error.field).toBe('initial.gladiators.1.ensnared');
    const basic = setup(false, { gladiators: [{ type: 'medium', net: true }, { type: 'medium' }] });
    expect(!basic.ok && basic.error.field).toBe('initial.gladiators.0');
  });
});

describe('17.2-17.3 Net Toss', () => {
  it('§17.3 a toss reaches a man three hexes ahead; H ensnares him (17.33)', () => {
    const m = match({ ...THREE_AWAY, dice: [5, 5, 5] }).plot();
    m.orders('(TN)X', null);
    const r = netRoll(m, '§17.3');
    // b never left his hex (+2); he stands on a's front spoke three away, where the ring gives 0 (8.2).
    expect(drms(r)).toEqual([['§17.34', 2]]);
    expect([r.total, r.result, r.row]).toEqual([17, 'H+1', 'CRT column 0, row 17']);
    expect(m.g('b').ensnared).toBe(true);
    expect(m.ofType('ensnared')).toHaveLength(1);
    expect(m.unusedDice).toBe(0);
  });

  it('§17.2 the toss spends exactly 6 CF, gone from the combat allocation', () => {
    const m = match({ ...ADJACENT, dice: [2, 2, 2] }).plot();
    m.orders('(TN)X', null);
    // 6 + 2 adjacent + 2 stood still = 10: an S, no effect for a net.
    expect(netRoll(m, '§17.3').result).toBe('S');
    expect(m.state.combat?.available.a).toBe(8 - 6);
    expect(m.state.combat?.available.b).toBe(8);
  });

  it('§17.7 a Net Toss with under 6 CF is refused; with 6 there is no half-CF limit', () => {
    const m = match(APART).plot();
    m.set('a', { stun: 3 });
    expect(m.refused('a', order('(TN)X'))).toMatchObject({ code: 'net-cf', rule: '§17.7' });
    m.set('a', { stun: 2 });
    m.orders('(TN)X', null);
    expect(m.ofType('net-miss')).toHaveLength(1);
  });

  it('§17.32 a toss with no one in reach is spent and missed; §17.31 no net attack for the next two phases', () => {
    const m = match(APART).plot();
    m.orders('(TN)X', null);
    expect(m.ofType('net-miss')[0]?.rule).toBe('§17.32');
    expect(m.g('a').netSpent).toEqual({ at: '1.1', cf: 6 });
    expect(m.refused('a', order('(LN2)X'))).toMatchObject({ code: 'net-resting', rule: '§17.31' });
    m.orders('X', null);
    expect(m.refused('a', order('(SN)X'))).toMatchObject({ rule: '§17.31' });
    m.orders('X', null);
    m.orders('(TN)X', null);
    expect(m.ofType('net-miss')).toHaveLength(1);
  });

  it('§17.31 the worked example: a toss in phase 7 bars the net until phase 2 of the next turn', () => {
    const m = match(APART).plot([7], []);
    for (let p = 1; p < 7; p++) m.orders(null, null);
    m.orders('(TN)X', null);
    expect(m.g('a').netRest?.until).toBe(10); // turn 2, phase 2, counting phases across turns
  });

  it('§17.33 a P or P* from a toss calls for the stumble check of 14.1', () => {
    // 4+4+4 + 2 stood still = 14: P*. The 14.1 die of 3 less no stun keeps him up.
    const m = match({ ...THREE_AWAY, dice: [4, 4, 4, 3] }).plot();
    m.orders('(TN)X', null);
    expect(netRoll(m, '§17.3').result).toBe('P*');
    expect(m.rollsFor('§14.1').map((r) => r.result)).toEqual(['keeps his footing']);
    expect([m.g('b').ensnared, m.g('b').mustStumble]).toEqual([undefined, false]);
    expect(m.unusedDice).toBe(0);
  });

  it('§17.33 a prone man caught at the feet by a P has nothing to stumble from: he owes no Stumble move (14.1)', () => {
    // Found by the 10,000-match conformance run (3 v 3): a prone man netted after a failed 14.1 check owed an S he
    // could never write. The check is still rolled, so the dice run as before; its failure changes nothing.
    // b cannot move in phase 1 (his plot starts at 2), so he lies still and shakes off 2 of his 4 stun (11.3).
    // The toss is a P (+4 prone, +2 stood still); the 14.1 die of 1 less stun 2 = -1 would trip a standing man.
    const prone = { ...THREE_AWAY.b, posture: 'prone' as const, stun: 4 };
    const m = match({ ...THREE_AWAY, b: prone, dice: [3, 3, 3, 1, 1] }).plot(undefined, [2, 3, 4]);
    m.orders('(TN)X', null);
    expect(['P', 'P*']).toContain(netRoll(m, '§17.3').result);
    expect(m.rollsFor('§14.1').map((r) => r.total)).toEqual([-1]);
    expect([m.g('b').posture, m.g('b').mustStumble]).toEqual(['prone', false]);
    expect(gladiator.legal(m.state, 'b').commands.length).toBeGreaterThan(0);
  });

  it('§17.34 a target who wrote (RN) takes -6, and a roll of 3 or less is an M: he grabs the net (17.6)', () => {
    // 1+1+1 + 2 stood still - 6 repel net = -1: M. Contest: a 2 + ST 0 against b 5 + ST 0.
    const m = match({ ...THREE_AWAY, dice: [1, 1, 1, 2, 5] }).plot();
    m.orders('(TN)X', '(RN)X');
    const r = netRoll(m, '§17.3');
    expect(drms(r)).toEqual([
      ['§17.34', -6],
      ['§17.34', 2],
    ]);
    expect(r.result).toBe('M');
    expect(m.rollsFor('§17.6').map((x) => x.result)).toEqual(['loses the net', 'takes the net']);
    expect(m.g('a').net).toBe(false);
  });

  it('§17.6 the grabber drops the net beside him, away from the Retarius; the Retarius may recover it (12.61)', () => {
    const m = match({ ...THREE_AWAY, dice: [1, 1, 1, 2, 5] }).plot();
    m.orders('(TN)X', '(RN)X');
    expect(m.state.items).toEqual([{ id: 1, kind: 'net', owner: 'a', at: at(0, -1) }]);
    // Test surgery: the net lies at his feet; R with a die of 1 recovers it.
    m.state.items[0]!.at = at(0, 3);
    m.dice(1).orders('R', null);
    expect(m.g('a').net).toBe(true);
    expect(m.state.items).toEqual([]);
  });

  it('§17.6 with grabbedNet: keptIfHandFree a grabber without a shield keeps the net in hand (17.9); with both, he drops it', () => {
    const unshielded = { ...THREE_AWAY, b: { ...THREE_AWAY.b, shield: 'none' as const }, dice: [1, 1, 1, 2, 5] };
    const kept = match({ ...unshielded, options: { grabbedNet: 'keptIfHandFree' } }).plot();
    kept.orders('(TN)X', '(RN)X');
    expect([kept.g('a').net, kept.g('b').net, kept.state.items]).toEqual([false, true, []]);
    expect(kept.ofType('net-lost')[0]?.text).toMatch(/keeps it in hand \(17\.9\)/);
    // The same grab under the default reading: dropped beside him.
    const dropped = match(unshielded).plot();
    dropped.orders('(TN)X', '(RN)X');
    expect([dropped.g('b').net, dropped.state.items]).toEqual([
      undefined,
      [{ id: 1, kind: 'net', owner: 'a', at: at(0, -1) }],
    ]);
    // Shield and weapon in hand: no hand for the net (17.9), so he drops it whatever the option.
    const full = match({ ...THREE_AWAY, dice: [1, 1, 1, 2, 5], options: { grabbedNet: 'keptIfHandFree' } }).plot();
    full.orders('(TN)X', '(RN)X');
    expect([full.g('b').net, full.state.items.map((i) => i.kind)]).toEqual([undefined, ['net']]);
  });

  it('§17.6 on a tie of the grabbed-net contest the Retarius keeps his net', () => {
    const m = match({ ...THREE_AWAY, dice: [1, 1, 1, 4, 4] }).plot();
    m.orders('(TN)X', '(RN)X');
    expect(m.g('a').net).toBe(true);
    expect(m.ofType('net-kept')).toHaveLength(1);
  });
});

/** a tosses his net over the adjacent b: 5+5+5 + 2 adjacent + 2 stood still = 19, an H. Combat allocation follows. */
function netted(dice: number[] = []): Match {
  const m = match({ ...ADJACENT, dice: [5, 5, 5, ...dice] }).plot();
  m.orders('(TN)X', null);
  expect(m.g('b').ensnared).toBe(true);
  return m;
}
const alloc = (x: Partial<Allocation>): GladiatorCommand => ({
  type: 'allocate',
  attacks: x.attacks ?? [],
  defence: x.defence ?? [0, 0, 0, 0, 0],
  ...x,
});

/**
 * A team fight (20) with a Retarius: a (the Retarius) and b on one side, c on the other; every man plots to move
 * in every phase and holds unless told. Returns the state once the phase's orders are in.
 */
function teamPhase(options: Record<string, unknown>, men: Record<string, unknown>[], orders: Record<string, string>) {
  const initial = { gladiators: men.map((m, i) => ({ name: `Man ${i + 1}`, id: i + 1, ...PLAIN, ...m })) };
  const setup = gladiator.setup(
    gladiator.options.parse({ advanced: true, sides: [['retarius', 'medium'], ['medium']], ...options }),
    'net-teams',
    initial,
    [5, 5, 5],
  );
  if (!setup.ok) throw new Error(setup.error.message);
  let state = setup.value;
  const events: GameEvent[] = [];
  const send = (cmd: (seat: string) => GladiatorCommand) => {
    for (const seat of [...state.waiting]) {
      const r = gladiator.apply(state, seat, cmd(seat));
      if (!r.ok) throw new Error(`${seat}: ${r.error.rule} ${r.error.message}`);
      state = r.value.state;
      events.push(...r.value.events);
    }
  };
  send(() => ({ type: 'plot', moving: [1, 2, 3, 4, 5] }));
  send((seat) => (orders[seat] ? order(orders[seat]) : { type: 'hold' }));
  return { state, events };
}

describe('17.3 among several men (team fights, 20)', () => {
  // a, the Retarius, at (0,3) facing north; his friend b two hexes ahead at (0,1); their foe c three ahead at (0,0).
  const men = [
    { type: 'retarius', shield: 'none', position: at(0, 3), facing: 0 },
    { position: at(0, 1), facing: 0 },
    { position: at(0, 0), facing: 3 },
  ];
  const tossedAt = (options: Record<string, unknown>) =>
    teamPhase(options, men, { a: '(TN)X' })
      .events.flatMap((e) => e.rolls ?? [])
      .filter((r) => r.rule === '§17.3')
      .map((r) => r.purpose);

  it('§17.3 the toss falls on the nearest man in reach, his own friend if he is nearest (the reading of rulings.md)', () => {
    expect(tossedAt({})).toEqual(['Net Toss at Man 2']);
  });

  it('§17.3 with netTossTarget: nearestFoe the toss passes his friend by and falls on the nearest foe', () => {
    expect(tossedAt({ netTossTarget: 'nearestFoe' })).toEqual(['Net Toss at Man 3']);
  });
  it('§17.354 a friend standing armed over a netted man does not keep him from working free: only a foe does', () => {
    // b lies netted in the Retarius a's net, far from a; his friend c stands over him with b in his front.
    const { state } = teamPhase(
      { sides: [['retarius'], ['medium', 'medium']] },
      [
        { type: 'retarius', shield: 'none', position: at(0, 6), facing: 0 },
        { position: at(0, 0), facing: 0, posture: 'prone', ensnared: 'held' },
        { position: at(0, -1), facing: 3 },
      ],
      {},
    );
    expect(state.step).toBe('allocate');
    const r = gladiator.apply(state, 'b', alloc({ netFree: 1 }));
    expect(r.ok && r.value.state.submitted.b?.allocation?.netFree).toBe(1);
  });
});

describe('17.35 Ensnared', () => {
  it('§8.23 the man in the net gives his attacker +4 more', () => {
    const m = netted();
    expect(m.state.combat?.fronts.a).toEqual([{ target: 'b', bonus: 4 }]);
    expect(m.g('b').ensnaredBy).toBe('a');
  });

  it('§17.351 three dice less the Net Free CF, 6 or less, frees him; the rest above 0 is Net Loss on attacks on him', () => {
    // Freeing: 3+3+4 - 6 = 4, free with Net Loss 4. a's attack on b's chest then rolls 1+1+1 + 4.
    const m = netted([3, 3, 4, 1, 1, 1]);
    m.do('b', alloc({ netFree: 6, defence: [0, 2, 0, 0, 0] }));
    m.do('a', alloc({ attacks: [{ area: 2, cf: 3 }], defence: [0, 3, 0, 0, 0] }));
    const free = netRoll(m, '§17.351');
    expect([free.total, free.result]).toEqual([4, 'free, Net Loss 4']);
    expect(m.g('b').ensnared).toBe(false);
    const crt = m.rolls().find((r) => r.rule.startsWith('§8.5'));
    expect(crt?.modifiers).toContainEqual({ label: 'Net Loss', value: 4, rule: '§17.351' });
  });

  it('§17.351 the Net Free CF count against his CF like defence', () => {
    const m = netted();
    expect(m.refused('b', alloc({ netFree: 7, defence: [0, 2, 0, 0, 0] })).rule).toBe('§8.33');
    expect(m.refused('a', alloc({ netFree: 1 })).rule).toBe('§17.351');
  });

  it('§17.352 a man who stays in the net may be dragged prone: three dice + ST + pledged CF, 19 or more', () => {
    // Freeing: 6+6+6 - 1 = 17, still in. Drag: 6+6+6 + ST 0 + 2 = 20.
    const m = netted([6, 6, 6, 6, 6, 6]);
    m.do('b', alloc({ netFree: 1, defence: [0, 7, 0, 0, 0] }));
    m.do('a', alloc({ drag: 2, defence: [0, 4, 0, 0, 0] }));
    expect(netRoll(m, '§17.351').result).toBe('still in the net');
    const d = netRoll(m, '§17.352');
    expect([d.total, d.result]).toEqual([20, 'dragged prone']);
    expect([m.g('b').posture, m.g('b').ensnared]).toEqual(['prone', true]);
  });

  it('§17.352 only a Retarius whose net holds someone may pledge CF to a drag', () => {
    const m = match(ADJACENT).plot();
    m.orders(null, null);
    expect(m.refused('a', alloc({ drag: 1 })).rule).toBe('§17.352');
  });

  it('§17.354 a prone man in the net plots no movement, and under an armed foe may not try to get free', () => {
    const m = netted([6, 6, 6, 6, 6, 6]);
    m.do('b', alloc({ netFree: 1, defence: [0, 7, 0, 0, 0] }));
    // Disarmed before the phase ends, so no Moment of Truth (19.1) comes when the next one starts.
    m.set('a', { hasWeapon: false });
    m.do('a', alloc({ drag: 2, defence: [0, 4, 0, 0, 0] }));
    expect(m.g('b').posture).toBe('prone');
    expect(m.refused('b', order('KN'))).toMatchObject({ rule: '§17.354' });
    m.orders(null, null);
    // Armed again by the allocation: now he lies in the front of an adjacent armed man.
    m.set('a', { hasWeapon: true });
    expect(m.refused('b', alloc({ netFree: 1 })).rule).toBe('§17.354');
  });

  it('§17.354 "armed opponent": a prone Retarius with his trident pins no one; with armedOpponent: weaponInHand he does', () => {
    const dragged = (options: Record<string, unknown>) => {
      const m = new Match({ ...ADJACENT, dice: [5, 5, 5, 6, 6, 6, 6, 6, 6], options: { ...ADVANCED, ...options } });
      m.plot().orders('(TN)X', null);
      m.do('b', alloc({ netFree: 1, defence: [0, 7, 0, 0, 0] }));
      // Disarmed until b lies in the net, so that no Moment of Truth (19.1) comes first.
      m.set('a', { hasWeapon: false });
      m.do('a', alloc({ drag: 2, defence: [0, 4, 0, 0, 0] }));
      m.orders(null, null);
      return m.set('a', { hasWeapon: true, posture: 'prone' });
    };
    const able = dragged({});
    expect(able.g('b')).toMatchObject({ posture: 'prone', ensnared: true });
    expect(() => able.do('b', alloc({ netFree: 1 }))).not.toThrow();
    expect(dragged({ armedOpponent: 'weaponInHand' }).refused('b', alloc({ netFree: 1 }))).toMatchObject({
      code: 'pinned-in-net',
      rule: '§17.354',
    });
  });

  it('§17.353 dragged prone in the net of the armed Retarius over him, he appeals to the crowd as the next phase starts', () => {
    const m = netted([6, 6, 6, 6, 6, 6]);
    m.do('b', alloc({ netFree: 1, defence: [0, 7, 0, 0, 0] }));
    m.do('a', alloc({ drag: 2, defence: [0, 4, 0, 0, 0] }));
    expect(m.ofType('moment-of-truth')[0]).toMatchObject({ rule: '§19.1', data: { seat: 'b', cause: '§17.35' } });
    // He put nothing on attack all match: Down without a die (19.21).
    expect(m.state.outcome).toMatchObject({ how: 'Down', winners: ['a'], losers: ['b'] });
  });

  it('§17.355 a standing man in the net may move, but without special actions', () => {
    const m = netted();
    m.allocate({ defence: [0, 4, 0, 0, 0] }, { defence: [0, 8, 0, 0, 0] });
    expect(m.refused('b', order('(L)F'))).toMatchObject({ rule: '§17.355' });
    m.orders(null, 'B');
    expect(m.g('b').position).toEqual(at(0, -1));
  });

  it('§17.355 a man in the net reaches for an item at +6 (12.61) and collides at -3 (7.5)', () => {
    const m = netted();
    m.allocate({ defence: [0, 4, 0, 0, 0] }, { defence: [0, 8, 0, 0, 0] });
    m.set('b', { hasWeapon: false });
    m.state.items.push({ id: 9, kind: 'weapon', owner: 'b', at: at(0, 0) });
    m.orders(null, 'R');
    expect(netRoll(m, '§12.61').modifiers).toContainEqual({ label: 'caught in a net', value: 6, rule: '§12.61' });
    const bump = match({ ...ADJACENT, dice: [5, 5, 5] }).plot();
    bump.orders('(TN)X', null).allocate({ defence: [0, 4, 0, 0, 0] }, { defence: [0, 8, 0, 0, 0] });
    bump.orders(null, 'F');
    const impact = bump.rollsFor('§7.5').find((r) => r.purpose.startsWith('Beta'));
    expect(impact?.modifiers).toContainEqual({ label: 'caught in a net', value: -3, rule: '§7.5' });
  });

  it('§17.36 the net holding a man cannot be thrown again; let go of, the man stays in it', () => {
    const m = netted();
    m.do('b', alloc({ defence: [0, 8, 0, 0, 0] }));
    m.do('a', alloc({ defence: [0, 4, 0, 0, 0], abandonNet: true }));
    expect(m.g('a').net).toBe(false);
    expect([m.g('b').ensnared, m.g('b').ensnaredBy]).toEqual([true, null]);
    expect(m.refused('a', order('(LN2)X'))).toMatchObject({ code: 'no-net', rule: '§17.1' });
  });

  it('§17.36 a man who gets out of a net his Retarius let go of leaves it on the floor where he stands', () => {
    const m = netted([1, 1, 1]);
    m.do('b', alloc({ defence: [0, 8, 0, 0, 0] }));
    m.do('a', alloc({ defence: [0, 4, 0, 0, 0], abandonNet: true }));
    m.orders(null, null);
    // Freeing: 1+1+1 - 3 = 0, free with no Net Loss.
    m.do('b', alloc({ netFree: 3, defence: [0, 5, 0, 0, 0] }));
    if (m.state.step === 'allocate') m.do('a', alloc({ defence: [0, 6, 0, 0, 0] }));
    expect(m.g('b').ensnared).toBe(false);
    expect(m.state.items).toMatchObject([{ kind: 'net', at: at(0, 0) }]);
  });

  it('§17.36 a net that holds no one cannot be let go of (the fuzzer lost such nets)', () => {
    const m = match({ ...ADJACENT, dice: [] }).plot();
    m.orders(null, null);
    expect(m.refused('a', alloc({ defence: [0, 4, 0, 0, 0], abandonNet: true }))).toMatchObject({
      code: 'no-one-held',
      rule: '§17.36',
    });
    expect(m.g('a').net).toBe(true);
  });

  it('§17.36 a net let go of in the phase its man got out falls in the Retarius’s hex (the fuzzer lost such nets)', () => {
    const m = netted([1, 1, 1]);
    m.do('b', alloc({ netFree: 2, defence: [0, 6, 0, 0, 0] }));
    m.do('a', alloc({ defence: [0, 4, 0, 0, 0], abandonNet: true }));
    expect(m.g('b').ensnared).toBe(false);
    expect(m.g('a').net).toBe(false);
    expect(m.state.items.filter((i) => i.kind === 'net').map((i) => i.at)).toEqual([m.g('a').position]);
  });

  it('§17.36 while his net holds a man, the Retarius makes no other net attack', () => {
    const m = netted();
    m.allocate({ defence: [0, 4, 0, 0, 0] }, { defence: [0, 8, 0, 0, 0] });
    expect(m.refused('a', order('(LN2)X'))).toMatchObject({ code: 'net-in-use', rule: '§17.36' });
  });

  it('§17.35 an ensnared man may make no attack', () => {
    // 5+5+5 + 2 adjacent + 2 stood still = 19: H.
    const m = match({ ...ADJACENT, dice: [5, 5, 5] }).plot();
    m.orders('(TN)X', null);
    expect(m.g('b').ensnared).toBe(true);
    expect(m.state.combat?.fronts.b).toBeUndefined();
    const v = m.refused('b', { type: 'allocate', attacks: [{ area: 2, cf: 2 }], defence: [0, 0, 0, 0, 0] });
    expect(v.rule).toBe('§17.35');
  });
});

describe('17.4 Net Swing', () => {
  it('§17.44 a swing that hits (H) trips the man two hexes ahead: his next move is a Stumble', () => {
    const m = match({ ...TWO_AWAY, dice: [6, 6, 5] }).plot();
    m.orders('(SN)X', null);
    const r = netRoll(m, '§17.4');
    expect(drms(r)).toEqual([]);
    expect(r.result).toBe('H+1');
    expect(m.g('b').mustStumble).toBe(true);
    expect(m.g('a').netSpent?.cf).toBe(4);
  });

  it('§17.43 a swing meeting a kneeling man has no effect and rolls nothing', () => {
    const m = match({ ...TWO_AWAY, b: { ...TWO_AWAY.b } }).plot();
    m.orders('(SN)X', 'KN');
    expect(m.rollsFor('§17.4')).toEqual([]);
    expect(m.ofType('net-miss')[0]?.rule).toBe('§17.43');
  });

  it('§17.45 a swing counts each hexside the target turned where he is struck, and his flank', () => {
    // b turns left where he stands: +2 for the hexside, and a now stands on his front right two hexes off: +2 (8.2).
    // 3+3+3 + 4 = 13: P, and the 14.1 die of 6 keeps him up.
    const m = match({ ...TWO_AWAY, dice: [3, 3, 3, 6] }).plot();
    m.orders('(SN)X', '(L)X');
    expect(drms(netRoll(m, '§17.4'))).toEqual([
      ['§17.45', 2],
      ['§17.45', 2],
    ]);
    expect(m.unusedDice).toBe(0);
  });

  it('§17.41 the worked example: a swing in phase 8 bars every net attack until phase 2 of the next turn', () => {
    const m = match(APART).plot([8], []);
    for (let p = 1; p < 8; p++) m.orders(null, null);
    m.orders('(SN)X', null);
    m.plot([1, 2], []);
    expect(m.refused('a', order('(LN1)X'))).toMatchObject({ rule: '§17.41' });
    m.orders('X', null);
    m.orders('(LN1)X', null);
    expect(m.ofType('net-miss')[0]?.rule).toBe('§17.52');
  });

  it('§17.41 after a swing no net attack in the next phase; §17.42 a miss counts', () => {
    const m = match(APART).plot();
    m.orders('(SN)X', null);
    expect(m.ofType('net-miss')[0]?.rule).toBe('§17.42');
    expect(m.refused('a', order('(LN1)X'))).toMatchObject({ rule: '§17.41' });
    m.orders('X', null);
    m.orders('(LN1)X', null);
  });
});

describe('17.5 Net Lay', () => {
  it('§17.53 the lay strikes a man who moved into the written hex: +1 for his step forward, H trips him (17.54)', () => {
    const m = match({ ...TWO_AWAY, dice: [5, 5, 5] }).plot();
    m.orders('(LN2)X', 'F');
    const r = netRoll(m, '§17.5');
    expect(drms(r)).toEqual([['§17.55', 1]]);
    expect(m.g('b').mustStumble).toBe(true);
    expect(m.g('a').netSpent?.cf).toBe(2);
  });

  it('§17.5 the lay hex is fixed where he lays it, before his own move (6.4): stepping back leaves it in place', () => {
    // a lays in his centre front (0,1), then steps back to (0,3); b steps into (0,1) and is struck, two hexes away.
    const m = match({ ...TWO_AWAY, dice: [5, 5, 5] }).plot();
    m.orders('(LN2)B', 'F');
    expect(m.g('a').position).toEqual(at(0, 3));
    expect(netRoll(m, '§17.5').result).toBe('H');
    expect(m.g('b').mustStumble).toBe(true);
  });

  it('§17.5 with netLayHex: whereMoveEnds the hex is counted from where his move ends, not where he wrote (LN#)', () => {
    // a writes (LN2) at (0,3), then steps to (0,2); b steps into (0,1). Written: the hex is (0,2), which b never
    // enters; counted from where a ends: (0,1), which he does.
    const orders = (m: Match) => m.orders('(LN2)F', 'F');
    const written = orders(match({ ...THREE_AWAY, dice: [5, 5, 5] }).plot());
    expect(written.ofType('net-miss')[0]?.rule).toBe('§17.52');
    const ends = orders(match({ ...THREE_AWAY, dice: [5, 5, 5], options: { netLayHex: 'whereMoveEnds' } }).plot());
    expect(netRoll(ends, '§17.5').result).toBe('H');
    expect(ends.g('b').mustStumble).toBe(true);
    // And the other way round: laid before stepping back, the hex he leaves behind is no longer the one laid.
    const back = match({ ...TWO_AWAY, dice: [5, 5, 5], options: { netLayHex: 'whereMoveEnds' } }).plot();
    back.orders('(LN2)B', 'F');
    expect(back.ofType('net-miss')[0]?.rule).toBe('§17.52');
    expect(back.g('b').mustStumble).toBe(false);
  });

  it('§17.52 a lay where no one stepped is still laid, its 2 CF spent; §17.51 another lay may follow next phase', () => {
    const m = match(APART).plot();
    m.orders('(LN1)X', null);
    expect(m.ofType('net-miss')[0]?.rule).toBe('§17.52');
    m.orders('(LN1)X', null);
    expect(m.ofType('net-miss')[0]?.rule).toBe('§17.52');
  });
});

describe('17.8-17.9', () => {
  it('§17.8 a Retarius who collided this phase makes no net attack', () => {
    const m = match({ ...ADJACENT, seed: 'collide' }).plot();
    m.orders('(LN2)F', null);
    expect(m.ofType('net-barred')[0]?.rule).toBe('§17.8');
    expect(m.rollsFor('§17.5')).toEqual([]);
  });

  it('§17.9 a man with shield and weapon cannot use a net; with no shield he uses it at -2', () => {
    const m = match({ ...THREE_AWAY, a: { ...THREE_AWAY.a, type: 'medium', shield: 'large' } }).plot();
    m.set('a', { net: true });
    expect(m.refused('a', order('(TN)X'))).toMatchObject({ rule: '§17.9' });
    m.set('a', { shield: null }).dice(4, 4, 4);
    m.orders('(TN)X', null);
    expect(drms(netRoll(m, '§17.3'))).toEqual([
      ['§17.34', 2],
      ['§17.9', -2],
    ]);
  });
});

const attackData = (m: Match) => m.ofType('attack').map((e) => e.data as { attack: number; result: string });

describe('18 The trident', () => {
  it('§18.2 the trident reaches a man two hexes ahead; §18.4 his sword does not reach back', () => {
    const m = match(TWO_AWAY).plot();
    m.orders(null, null);
    expect(m.state.combat?.fronts).toEqual({ a: [{ target: 'b', bonus: 0 }] });
    expect(m.refused('b', alloc({ attacks: [{ area: 2, cf: 2 }] })).rule).toBe('§8.1');
  });

  it('§18.2 a trident attack on a man outside its reach is refused, naming the rule', () => {
    // b, a Retarius too, stands two hexes behind a: his trident reaches a, a's cannot reach him (no turning at range).
    const m = match({ a: ADJACENT.a, b: { ...ADJACENT.a, position: at(0, 3) } }).plot();
    m.orders(null, null);
    expect(m.refused('a', alloc({ attacks: [{ area: 2, cf: 2, target: 'b' }] })).rule).toBe('§18.2');
  });

  it('§18.3 while he holds the net the trident strikes at half CF, rounded down', () => {
    // 4 CF halved to 2 against no defence: column 2, roll 3 is a miss (-).
    const m = match({ ...TWO_AWAY, dice: [1, 1, 1] }).plot();
    m.orders(null, null).allocate(
      { attacks: [{ area: 2, cf: 4 }], defence: [4, 0, 0, 0, 0] },
      { defence: [8, 0, 0, 0, 0] },
    );
    expect(attackData(m)).toMatchObject([{ attack: 2, result: '-' }]);
    expect(m.unusedDice).toBe(0);
  });

  it('§18.7 with the net gone the trident strikes with both hands, at full CF', () => {
    const m = match({ ...TWO_AWAY, dice: [1, 1, 1] }).plot();
    m.set('a', { net: false });
    m.orders(null, null).allocate(
      { attacks: [{ area: 2, cf: 4 }], defence: [4, 0, 0, 0, 0] },
      { defence: [8, 0, 0, 0, 0] },
    );
    expect(attackData(m)).toMatchObject([{ attack: 4, result: '-' }]);
  });

  it('§18.1 without a shield the Retarius parries a P* with his trident instead of taking a hit', () => {
    // b's 4 CF on a's undefended chest: NAA 4, roll 10 is a P*; a's weapon drop roll 18 - 4 keeps the trident.
    const m = match({ ...ADJACENT, dice: [3, 3, 4, 6, 6, 6] }).plot();
    m.orders(null, null).allocate(
      { defence: [8, 0, 0, 0, 0] },
      { attacks: [{ area: 2, cf: 4 }], defence: [4, 0, 0, 0, 0] },
    );
    expect(attackData(m)).toMatchObject([{ attack: 4, result: 'P*' }]);
    expect(m.ofType('no-parry')).toEqual([]);
    expect(m.g('a').wounds).toEqual([0, 0, 0, 0, 0]);
    expect(m.unusedDice).toBe(0);
  });

  it('§18.5 a P* on a trident attack: two dice + the defender ST, 12 or more breaks it; §18.6 a 4 or less leaves a piece for one hex', () => {
    // NAA 4, roll 10: P*. b keeps his sword (18 - 4); 6+6 + ST 0 = 12 breaks the trident; it drops (1, 2); piece die 4.
    const m = match({ ...TWO_AWAY, dice: [3, 3, 4, 6, 6, 6, 6, 6, 1, 2, 4] }).plot();
    m.set('a', { net: false });
    m.orders(null, null).allocate(
      { attacks: [{ area: 2, cf: 4 }], defence: [4, 0, 0, 0, 0] },
      { defence: [8, 0, 0, 0, 0] },
    );
    expect(netRoll(m, '§18.5').result).toBe('broken');
    expect(netRoll(m, '§18.6').result).toBe('serves at one hex');
    expect([m.g('a').hasWeapon, m.g('a').tridentBroken]).toEqual([false, true]);
    expect(m.state.items.filter((i) => i.owner === 'a' && i.kind === 'weapon')).toHaveLength(1);
    expect(m.unusedDice).toBe(0);
  });

  it('§18.6 a 5 or 6 leaves nothing worth picking up', () => {
    const m = match({ ...TWO_AWAY, dice: [3, 3, 4, 6, 6, 6, 6, 6, 1, 2, 5] }).plot();
    m.set('a', { net: false });
    m.orders(null, null).allocate(
      { attacks: [{ area: 2, cf: 4 }], defence: [4, 0, 0, 0, 0] },
      { defence: [8, 0, 0, 0, 0] },
    );
    expect(netRoll(m, '§18.6').result).toBe('useless');
    expect(m.state.items.filter((i) => i.owner === 'a')).toEqual([]);
  });

  it('§18.5 the trident holds below 12', () => {
    const m = match({ ...TWO_AWAY, dice: [3, 3, 4, 6, 6, 6, 5, 6] }).plot();
    m.set('a', { net: false });
    m.orders(null, null).allocate(
      { attacks: [{ area: 2, cf: 4 }], defence: [4, 0, 0, 0, 0] },
      { defence: [8, 0, 0, 0, 0] },
    );
    expect(netRoll(m, '§18.5').result).toBe('holds');
    expect(m.g('a').hasWeapon).toBe(true);
    expect(m.unusedDice).toBe(0);
  });
});

describe('17 invariants for random play', () => {
  it('§17.31 the conformance invariant catches a net attack made while the net rests, and one made after', () => {
    const m = match(APART);
    expect(gladiatorInvariant(m.state)).toBe(null);
    m.set('a', {
      netRecent: [
        { at: 3, kind: 'toss' },
        { at: 5, kind: 'lay' },
      ],
    });
    expect(gladiatorInvariant(m.state)).toContain('rested the net');
    m.set('a', {
      netRecent: [
        { at: 3, kind: 'toss' },
        { at: 6, kind: 'lay' },
      ],
    });
    expect(gladiatorInvariant(m.state)).toBe(null);
  });

  it('§17.1 the conformance invariant counts every net: a second one is caught', () => {
    const m = match(APART);
    m.set('b', { net: true });
    expect(gladiatorInvariant(m.state)).toContain('2 nets');
  });
});
