/**
 * Rule 19 of GLADIATOR, the Moment of Truth (Advanced Game): its causes (19.1), the match's attack and defence
 * totals (19.2), the Missus chart's ends (19.21), Down (19.22), Up (19.23) and the appeal's phase (19.24), each driving
 * the real module through the fixture with scripted dice.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../core/protocol.js';
import { gladiator } from './module.js';
import type { Fixture } from './testkit.js';
import { FACE_TO_FACE, Match } from './testkit.js';
import type { Gladiator } from './types.js';

const ADVANCED = { advanced: true };
const at = (q: number, r: number) => ({ q, r });

/** a stands over b, who lies prone in a's front; the Advanced Game unless told. */
function overProne(patch: Partial<Gladiator> = {}, f: Fixture = {}): Match {
  const m = new Match({ ...FACE_TO_FACE, options: ADVANCED, ...f });
  return m.set('b', { posture: 'prone', mustRise: true, ...patch });
}

/** Presets the crowd's figures for b: what he allocated to attack and to defence earlier in the match. */
const record = (attack: number, defence: number): Partial<Gladiator> => ({
  attackCfTotal: attack,
  defenceCfTotal: defence,
});

const verdictRoll = (m: Match) => m.rollsFor('§19.2');

describe('§19.1 the causes of the Moment of Truth', () => {
  it('§19.1 an unconscious man (11.4) lying in an armed opponent’s front meets the crowd when the phase starts', () => {
    const m = overProne({ unconscious: true, stun: 20, ...record(20, 4) });
    m.dice(5).plot();
    expect(m.ofType('moment-of-truth')[0]).toMatchObject({
      rule: '§19.1',
      data: { seat: 'b', cause: '§11.4', why: 'prone and unconscious' },
    });
    expect(m.state.outcome).toMatchObject({ how: 'Up', winners: ['a'], losers: ['b'] });
    expect(m.unusedDice).toBe(0);
  });

  it('§19.1 (17.353) a prone man caught in the net of the armed Retarius over him meets the crowd', () => {
    const m = overProne({ ensnared: true, ensnaredBy: 'a', ...record(20, 4) }).set('a', {
      retarius: true,
      net: true,
      trident: true,
      shield: null,
    });
    m.dice(5).plot();
    expect(m.ofType('moment-of-truth')[0]).toMatchObject({ rule: '§19.1', data: { seat: 'b', cause: '§17.35' } });
    expect(m.state.outcome).toMatchObject({ how: 'Up', winners: ['a'], losers: ['b'] });
    expect(m.unusedDice).toBe(0);
  });

  it('§19.1 a prone man who may not move this phase (15.6) meets the crowd at its start, before any order', () => {
    const m = overProne(record(20, 4));
    m.dice(4).plot(undefined, [2, 3, 4, 5, 6]);
    expect(m.ofType('moment-of-truth')[0]?.data).toMatchObject({
      seat: 'b',
      victor: 'a',
      cause: '§15.6',
      why: 'prone and unable to move this phase',
    });
    expect(m.ofType('orders')).toHaveLength(0);
    expect(m.state.outcome).toMatchObject({ how: 'Down', rule: '§19.22' });
    expect(m.unusedDice).toBe(0);
  });

  it('§19.1 a prone man who may move this phase is not helpless: he writes KN or RO as usual', () => {
    const m = overProne(record(20, 4));
    m.plot();
    expect(m.ofType('moment-of-truth')).toHaveLength(0);
    expect(m.state.step).toBe('phasePlot');
  });

  it('§19.1 the opponent must be armed: an unarmed man standing over him brings no Moment of Truth', () => {
    const m = overProne(record(20, 4)).set('a', { hasWeapon: false });
    m.plot(undefined, [2, 3, 4, 5, 6]);
    expect(m.ofType('moment-of-truth')).toHaveLength(0);
    expect(m.state.step).toBe('phasePlot');
  });

  it('§19.1 "armed opponent": a prone man with a sword brings no Moment; with armedOpponent: weaponInHand he does', () => {
    const overFallen = (options: Record<string, unknown>) => {
      const m = overProne(record(20, 4), { options: { ...ADVANCED, ...options } });
      return m.set('a', { posture: 'prone', mustRise: true }).dice(5).plot(undefined, [2, 3, 4, 5, 6]);
    };
    const able = overFallen({});
    expect(able.ofType('moment-of-truth')).toHaveLength(0);
    expect(able.state.step).toBe('phasePlot');
    const armed = overFallen({ armedOpponent: 'weaponInHand' });
    expect(armed.ofType('moment-of-truth')[0]?.data).toMatchObject({ seat: 'b', victor: 'a', cause: '§15.6' });
    expect(armed.state.outcome).toMatchObject({ how: 'Up', winners: ['a'], losers: ['b'] });
  });

  it('§19.1 the helpless man must lie in the opponent’s combat front: behind him there is no Moment of Truth', () => {
    const m = overProne(record(20, 4), { a: { position: at(0, 1), facing: 3 } });
    m.plot(undefined, [2, 3, 4, 5, 6]);
    expect(m.ofType('moment-of-truth')).toHaveLength(0);
    expect(m.state.step).toBe('phasePlot');
  });

  it('§19.1 the opponent must be adjacent: two hexes off, a prone man who cannot move is still only at risk', () => {
    const m = overProne(record(20, 4), { a: { position: at(0, 2), facing: 0 } });
    m.plot(undefined, [2, 3, 4, 5, 6]);
    expect(m.ofType('moment-of-truth')).toHaveLength(0);
  });

  it('§19.1 the Basic Game has no Moment of Truth: the same man lies there and the phase goes on', () => {
    const m = overProne(record(20, 4), { options: { advanced: false } });
    m.plot(undefined, [2, 3, 4, 5, 6]);
    expect(m.ofType('moment-of-truth')).toHaveLength(0);
    expect(m.state.step).toBe('phasePlot');
  });

  it('§19.1 (7.4) running into a prone man who is not rolling brings the Moment of Truth in the Advanced Game', () => {
    const m = overProne(record(20, 4), { a: { position: at(0, 2), facing: 0 } });
    m.plot();
    m.dice(6).orders('F(Q)', 'KN');
    expect(m.ofType('moment-of-truth')[0]).toMatchObject({
      rule: '§19.1',
      data: { seat: 'b', victor: 'a', cause: '§7.4', why: "run into while prone, he is at his opponent's mercy" },
    });
    expect(m.state.outcome).toMatchObject({ how: 'Up', winners: ['a'], losers: ['b'], rule: '§19.23' });
    expect(m.unusedDice).toBe(0);
  });

  it('§19.1 (15.6) a blow he cannot parry while he may not move: the Advanced Game appeals instead of surrendering', () => {
    // a steps up in phase 1 (no Moment at its start: he was two hexes off), then allocates 4 on the chest against
    // b's 2 halved to 1 (15.4). In the Basic Game b would surrender; here the crowd decides, on b's figures
    // 32 attack less 0 + 2 defence (this phase's allocation counts, though no blow is struck) = 30.
    const m = overProne(record(32, 0), { a: { position: at(0, 2), facing: 0 } });
    m.plot(undefined, [2, 3, 4, 5, 6]).orders('F', null);
    expect(m.state.step).toBe('allocate');
    m.dice(5).allocate({ attacks: [{ area: 2, cf: 4 }] }, { defence: [0, 2, 0, 0, 0] });
    expect(m.ofType('moment-of-truth')[0]?.data).toMatchObject({ seat: 'b', victor: 'a', cause: '§15.6' });
    expect(verdictRoll(m)[0]?.row).toBe('Missus chart, column "16 to 30", row 5');
    expect(m.state.outcome).toMatchObject({ how: 'Up', winners: ['a'], losers: ['b'] });
    expect(m.rollsFor('§8.5')).toEqual([]);
    expect(m.unusedDice).toBe(0);
  });
});

describe('§19.2 the crowd’s figures', () => {
  it('§19.2 every CF allocated counts, a cancelled attack included (RULINGS), in the Basic Game as in the Advanced', () => {
    // a 4 CF on the head, b 2 CF on the chest, both in sub-phase 3: two head wounds take b's 2 CF, so b never
    // strikes (8.46); his 2 CF still go on his record.
    for (const advanced of [false, true]) {
      const m = new Match({ ...FACE_TO_FACE, options: { advanced }, dice: [6, 4, 1, 4, 4, 3, 1, 2] });
      m.plot().orders('X', 'X');
      m.allocate(
        { attacks: [{ area: 1, cf: 4 }], defence: [1, 1, 0, 0, 0] },
        { attacks: [{ area: 2, cf: 2 }], defence: [0, 0, 0, 0, 3] },
      );
      expect(m.ofType('attack-cancelled')).toHaveLength(1);
      expect([m.g('a').attackCfTotal, m.g('a').defenceCfTotal]).toEqual([4, 2]);
      expect([m.g('b').attackCfTotal, m.g('b').defenceCfTotal]).toEqual([2, 3]);
      expect(m.unusedDice).toBe(0);
    }
  });

  it('§19.2 the roll is recorded with its purpose, rule, table row and verdict, and the crowd explains itself', () => {
    const m = overProne({ unconscious: true, stun: 20, ...record(50, 10) });
    m.dice(3).plot();
    const [roll] = verdictRoll(m);
    expect(roll).toMatchObject({
      rule: '§19.2',
      dice: [3],
      modifiers: [],
      row: 'Missus chart, column "31 to 45", row 3',
      result: 'Down',
    });
    expect(roll?.purpose).toContain('attack 50 CF less defence 10 CF = 40');
    const verdict = m.ofType('crowd-verdict')[0];
    expect(verdict?.text).toMatch(/^The crowd weighs Beta's fight \(attack 50 CF less defence 10 CF = 40\)/);
    expect(verdict?.data).toMatchObject({ verdict: 'Down', attack: 50, defence: 10, total: 40 });
  });
});

describe('§19.21 the ends of the Missus chart', () => {
  it('§19.21 a total of 0 or less is Down without a roll', () => {
    for (const [attack, defence] of [
      [10, 10],
      [3, 40],
    ] as const) {
      const m = overProne({ unconscious: true, stun: 20, ...record(attack, defence) });
      m.plot();
      expect(verdictRoll(m)).toEqual([]);
      expect(m.ofType('crowd-verdict')[0]).toMatchObject({ rule: '§19.21', data: { verdict: 'Down' } });
      expect(m.state.outcome).toMatchObject({ how: 'Down' });
    }
  });

  it('§19.21 a total of 1 reads the first column: only a 6 spares him', () => {
    const five = overProne({ unconscious: true, stun: 20, ...record(1, 0) })
      .dice(5)
      .plot();
    expect(five.state.outcome?.how).toBe('Down');
    const six = overProne({ unconscious: true, stun: 20, ...record(1, 0) })
      .dice(6)
      .plot();
    expect(six.state.outcome?.how).toBe('Up');
    expect(verdictRoll(six)[0]?.row).toBe('Missus chart, column "1 to 15", row 6');
  });

  it('§19.21 60 is still the fourth column, 61 and far above read "61 or more", where a 2 is enough', () => {
    const sixty = overProne({ unconscious: true, stun: 20, ...record(60, 0) })
      .dice(2)
      .plot();
    expect(sixty.state.outcome?.how).toBe('Down');
    expect(verdictRoll(sixty)[0]?.row).toBe('Missus chart, column "46 to 60", row 2');
    for (const total of [61, 400]) {
      const m = overProne({ unconscious: true, stun: 20, ...record(total, 0) })
        .dice(2)
        .plot();
      expect(m.state.outcome?.how).toBe('Up');
      expect(verdictRoll(m)[0]?.row).toBe('Missus chart, column "61 or more", row 2');
    }
    const one = overProne({ unconscious: true, stun: 20, ...record(400, 0) })
      .dice(1)
      .plot();
    expect(one.state.outcome?.how).toBe('Down');
  });
});

describe('§19.22-19.24 the verdict', () => {
  it('§19.22 Down: the victor dispatches him; he is dead and the match ends', () => {
    const m = overProne({ unconscious: true, stun: 20, ...record(20, 4) });
    m.dice(1).plot();
    expect(m.g('b').dead).toBe(true);
    expect(m.ofType('killed')[0]).toMatchObject({ rule: '§19.22', data: { seat: 'b' } });
    expect(m.state.outcome).toEqual({
      winners: ['a'],
      losers: ['b'],
      how: 'Down',
      rule: '§19.22',
      text: 'The crowd turns its thumbs down: Alpha dispatches Beta.',
    });
    expect(m.ofType('match-over')[0]?.text).toBe(m.state.outcome?.text);
  });

  it('§19.23 Up: he is spared and walks out alive; his opponent wins the bout', () => {
    const m = overProne({ unconscious: true, stun: 20, ...record(20, 4) });
    m.dice(6).plot();
    expect(m.g('b').dead).toBe(false);
    expect(m.ofType('killed')).toHaveLength(0);
    expect(m.state.outcome).toEqual({
      winners: ['a'],
      losers: ['b'],
      how: 'Up',
      rule: '§19.23',
      text: 'The crowd grants Beta mercy: he leaves the arena alive, and Alpha wins the bout.',
    });
  });

  it('§19.24 the appeal takes the whole phase: no order, no allocation, nothing more is asked of anyone', () => {
    const m = overProne({ unconscious: true, stun: 20, ...record(20, 4) });
    m.dice(6).plot();
    expect(m.state.step).toBe('over');
    expect(m.state.waiting).toEqual([]);
    expect(m.state.phase).toBe(1);
    expect(m.ofType('orders')).toHaveLength(0);
    expect(m.ofType('combat')).toHaveLength(0);
  });
});

describe('§19 the scenario in scenarios/', () => {
  it('§19 gladiator-19-moment-of-truth.json: Beta, senseless at Alpha’s feet, 44 less 20 = 24, a 5: Up', () => {
    const file = join(import.meta.dirname, '..', '..', '..', 'scenarios', 'gladiator-19-moment-of-truth.json');
    const sc = JSON.parse(readFileSync(file, 'utf8'));
    const r = gladiator.setup(gladiator.options.parse(sc.options), sc.seed, sc.initial, sc.dice);
    if (!r.ok) throw new Error(r.error.message);
    let s = r.value;
    const events: GameEvent[] = [];
    for (const c of sc.commands) {
      const x = gladiator.apply(s, c.seat, c.command);
      if (!x.ok) throw new Error(x.error.message);
      s = x.value.state;
      events.push(...x.value.events);
    }
    const roll = events.flatMap((e) => e.rolls ?? []).find((x) => x.rule === '§19.2');
    expect(roll).toMatchObject({ dice: [5], row: 'Missus chart, column "16 to 30", row 5', result: 'Up' });
    expect(s.outcome).toMatchObject({ winners: ['a'], losers: ['b'], how: 'Up' });
    expect(s.rng.script ?? []).toEqual([]);
  });
});
