import { describe, expect, it } from 'vitest';
import type { Hex } from '../../../core/hex.js';
import { gladiator } from '../module.js';
import { FACE_TO_FACE, Match } from '../testkit.js';
import type { GladiatorCommand, GladiatorOptions } from '../types.js';
import { BILLINGS_PRESET } from './options.js';

const at = (q: number, r: number): Hex => ({ q, r });
const FALL: Partial<GladiatorOptions> = { billings: { ...BILLINGS_PRESET, preset: false, fallFirst: true } };
const order = (o: string): GladiatorCommand => ({ type: 'order', order: o });
const HOLD: GladiatorCommand = { type: 'hold' };

/** b owes a stumble when the turn opens; the plot is made with `dice` scripted for his fall roll. */
function stumbling(dice: number[], options: Partial<GladiatorOptions> = FALL) {
  const m = new Match({
    a: { position: at(0, 4), facing: 0 },
    b: { position: at(0, -4), facing: 3 },
    options,
  });
  m.set('b', { mustStumble: true });
  m.dice(...dice).plot();
  return m;
}

const offered = (m: Match, seat: string) =>
  gladiator.legal(m.state, seat).commands.map((c) => (c.type === 'order' ? c.order : c.type));

describe('§14.3 Billings: the fall from a stumble is rolled before orders', () => {
  it('§14.3 the roll comes as the phase opens: on 7 or less he is prone before anyone writes', () => {
    const m = stumbling([3, 4]);
    expect(m.rollsFor('§14.3')[0]?.total).toBe(7);
    expect(m.ofType('fall-first')[0]?.rule).toBe('§14.3');
    expect(m.state.step).toBe('phasePlot');
    expect(m.g('b').posture).toBe('prone');
    expect(m.g('b').mustStumble).toBe(false);
    expect(m.unusedDice).toBe(0);
  });

  it('§14.3 if he stays up he is stumbling from then on, writes S, and is not rolled for again', () => {
    const m = stumbling([4, 4]);
    expect(m.g('b').posture).toBe('standing');
    expect(m.g('b').stumbling).toBe(true);
    expect(offered(m, 'b')).toEqual(expect.arrayContaining(['S', '(L)S']));
    m.orders(null, 'S');
    expect(m.rollsFor('§14.3')).toEqual([]);
    expect(m.g('b').position).toEqual(at(0, -4));
    expect(m.unusedDice).toBe(0);
  });

  it('§15.7 fallen, he may roll away in that same phase, but not kneel', () => {
    const m = stumbling([1, 1]);
    expect(offered(m, 'b')).toEqual(expect.arrayContaining(['RO-FL', 'hold']));
    expect(offered(m, 'b')).not.toContain('KN');
    const refused = m.refused('b', order('KN'));
    expect(refused.rule).toBe('§15.7');
    expect(refused.message).toContain('Billings 14.3, 15.7');
    m.orders(null, 'RO-FL');
    expect(m.g('b').position).not.toEqual(at(0, -4));
    expect(m.g('b').posture).toBe('prone');
  });

  it('§15.7 after a roll he must lie still a phase before kneeling; after that phase KN is open again', () => {
    const m = stumbling([1, 1]);
    m.orders(null, 'RO-FL');
    expect(m.refused('b', order('KN')).rule).toBe('§15.7'); // phase 2: he rolled in phase 1
    m.orders(null, null); // he lies still through phase 2
    expect(m.ofType('lain-still')[0]?.rule).toBe('§15.7');
    m.orders(null, 'KN'); // phase 3
    expect(m.g('b').posture).toBe('kneeling');
  });

  it('§15.7 lying still through the phase he fell in lets him kneel in the next', () => {
    const m = stumbling([2, 2]);
    m.orders(null, null);
    expect(m.g('b').lieStill).toBeUndefined();
    expect(offered(m, 'b')).toContain('KN');
    expect(m.refused('b', HOLD).rule).toBe('§13.1'); // and, as in 13.1, he must now rise or roll
    m.orders(null, 'KN');
    expect(m.g('b').posture).toBe('kneeling');
  });

  it('§15.7 a man knocked down some other way has lain still the rest of that phase: he may kneel at once', () => {
    const m = new Match({ a: { position: at(0, 4), facing: 0 }, b: { position: at(0, -4), facing: 3 }, options: FALL });
    m.set('b', { posture: 'prone', mustRise: true });
    m.plot();
    expect(offered(m, 'b')).toContain('KN');
    m.orders(null, 'KN');
    expect(m.g('b').posture).toBe('kneeling');
  });

  it('§15.7 a man knocked down some other way who rolls owes a still phase, unless the option asks it after the fall only', () => {
    const rolled = (reading: 'everyRoll' | 'fallOnly') => {
      const m = new Match({
        a: { position: at(0, 4), facing: 0 },
        b: { position: at(0, -4), facing: 3 },
        options: { billings: { ...BILLINGS_PRESET, preset: false, fallFirst: true, stillBeforeKneel: reading } },
      });
      m.set('b', { posture: 'prone', mustRise: true });
      m.plot().orders(null, 'RO-FL');
      return m;
    };
    expect(rolled('everyRoll').refused('b', order('KN')).rule).toBe('§15.7');
    const once = rolled('fallOnly');
    once.orders(null, 'KN');
    expect(once.g('b').posture).toBe('kneeling');
    // After the fall itself the still phase is owed under either reading.
    const fell = stumbling([1, 1], {
      billings: { ...BILLINGS_PRESET, preset: false, fallFirst: true, stillBeforeKneel: 'fallOnly' },
    });
    fell.orders(null, 'RO-FL');
    expect(fell.refused('b', order('KN')).rule).toBe('§15.7');
  });

  it("§14.3 §15.6 fallen before orders in a phase his plot leaves out, he keeps the stumble's move: he may roll, and is not helpless", () => {
    // The Advanced Game, an armed man over him; his turn plot moves him from phase 2 only, but 14.1 owes the
    // stumble in phase 1 all the same, and the fall that replaces it leaves him free to roll (Billings 14.3).
    const m = new Match({ ...FACE_TO_FACE, options: { ...FALL, advanced: true } });
    m.set('b', { mustStumble: true });
    m.dice(1, 1).plot(undefined, [2, 3, 4, 5, 6]);
    expect(m.g('b').posture).toBe('prone');
    expect(m.ofType('moment-of-truth')).toEqual([]);
    expect(m.state.step).toBe('phasePlot');
    expect(offered(m, 'b')).toEqual(expect.arrayContaining(['RO-BL', 'hold']));
    expect(offered(m, 'b')).not.toContain('KN');
    // The roll is a standard action only: no special rides on a move the plot did not give.
    expect(m.refused('b', order('(L)RO-BL')).rule).toBe('§14.6');
    const from = m.g('b').position;
    m.orders(null, 'RO-BL');
    expect(m.g('b').position).not.toEqual(from);
    expect(m.ofType('moment-of-truth')).toEqual([]);
    // In the next phase, one his plot does not move him in either, he is as any prone man: helpless if a foe is over him.
    const still = new Match({ ...FACE_TO_FACE, options: { ...FALL, advanced: true } });
    still.set('b', { posture: 'prone', mustRise: true });
    still.dice(4).plot(undefined, [2, 3, 4, 5, 6]);
    expect(still.ofType('moment-of-truth')[0]?.data).toMatchObject({ seat: 'b', cause: '§15.6' });
  });

  it('§14.3 without the section the fall is rolled in the movement of the S phase, and he must write S first', () => {
    const m = stumbling([], {});
    expect(m.rollsFor('§14.3')).toEqual([]);
    expect(m.g('b').posture).toBe('standing');
    m.dice(3, 4).orders(null, 'S');
    expect(m.rollsFor('§14.3')[0]?.total).toBe(7);
    expect(m.g('b').posture).toBe('prone');
  });
});
