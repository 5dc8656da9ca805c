import { describe, expect, it } from 'vitest';
import { gladiatori } from './module.js';
import { FACE_TO_FACE, NO_RECOVERY, type Table, table } from './testkit.js';
import type { Fight } from './types.js';

const NORMAL = { game: 'normal' } as const;
const values = (t: Table) => t.events.filter((e) => e.type === 'value').map((e) => e.data?.value);
const fightOf = (t: Table): Fight => {
  if (t.s.phase.kind !== 'round' || !t.s.phase.fight) throw new Error('no fight');
  return t.s.phase.fight;
};

describe('11 Powers', () => {
  it('13 powers come only with the Normal game, each once a match', () => {
    expect(table(FACE_TO_FACE, {}).f('a').powers).toEqual([]);
    expect(table(FACE_TO_FACE, {}, NORMAL).f('a').powers).toEqual(['unbeatable', 'wrestling', 'resistance']);
    // The Normal game keeps the Light game's special move cards.
    expect(
      table(FACE_TO_FACE, {}, NORMAL)
        .f('a')
        .deck.filter((c) => c.kind === 'specialMove'),
    ).toHaveLength(3);
  });

  it('11.1 Lunge discards cards of the hand for +2 each, at most three, announced with the attack', () => {
    const t = table(
      FACE_TO_FACE,
      { a: ['dexterity', 'energy0', 'energy0', 'energy0', 'energy0'], b: [] },
      { ...NORMAL, characters: ['hoplomachus', 'mirmillo'], items: [[], null] },
    );
    t.play('a', { type: 'action', card: t.ids('a', ['dexterity'])[0] as string, add: [], target: 'b' });
    const four = t.ids('a', ['energy0', 'energy0', 'energy0', 'energy0']);
    expect(t.refuse('a', { type: 'attack', offense: false, blood: 0, powers: { lunge: four } }).rule).toBe('11.1');
    t.play('a', { type: 'attack', offense: false, blood: 0, powers: { lunge: four.slice(0, 3) } });
    // +6 for three cards; Dexterity counts the one card left in the hand: 0.
    expect(values(t)).toEqual([6]);
    expect(t.f('a').powers).not.toContain('lunge');
    expect(t.f('a').discard).toHaveLength(3);
  });

  it('11.5 Deep Wounds gives up attack points for as many damage points', () => {
    const t = table(
      FACE_TO_FACE,
      { a: ['strength'], b: [] },
      { ...NORMAL, characters: ['secutor', 'mirmillo'], items: [null, []] },
    );
    t.play('a', { type: 'action', card: t.ids('a', ['strength'])[0] as string, add: [], target: 'b' });
    t.play('a', { type: 'attack', offense: true, blood: 0, powers: { deepWounds: 3 } });
    t.play('b', { type: 'defend', guard: false, speed: 0 });
    // Sword 2 + shield 1 + Offense 5 - 3 = 5; one card used: 1 damage, +3.
    expect(values(t)).toEqual([5, 0]);
    expect(fightOf(t).damage).toBe(4);
  });

  it('11.4 Leap turns the hexes entered before the attack into +2 attack or +1 damage each', () => {
    const t = table(
      { a: { at: { q: 0, r: 3 }, facing: 0 }, b: { at: { q: 0, r: 0 }, facing: 3 } },
      { a: ['strength'], b: [] },
      { ...NORMAL, characters: ['hoplomachus', 'mirmillo'], items: [[], []] },
    );
    t.play('a', { type: 'extra', to: { q: 0, r: 1 }, facing: 0 });
    t.play('a', { type: 'action', card: t.ids('a', ['strength'])[0] as string, add: [], target: 'b' });
    expect(
      t.refuse('a', { type: 'attack', offense: false, blood: 0, powers: { leap: { attack: 2, damage: 1 } } }).rule,
    ).toBe('11.4');
    t.play('a', { type: 'attack', offense: false, blood: 0, powers: { leap: { attack: 1, damage: 1 } } });
    t.play('b', { type: 'defend', guard: false, speed: 0 });
    expect(values(t)).toEqual([2, 0]);
    expect(fightOf(t).damage).toBe(2);
  });

  it('11.2 Stand up! takes off every marker at once', () => {
    const t = table(FACE_TO_FACE, {}, { ...NORMAL, characters: ['thraex', 'mirmillo'] });
    Object.assign(t.f('a'), { unbalanced: 2, faceDown: true, trapped: 3 });
    t.play('a', { type: 'power', power: 'standUp' });
    expect(t.f('a')).toMatchObject({ unbalanced: 0, faceDown: false, trapped: 0, usedPowers: ['standUp'] });
    expect(t.refuse('a', { type: 'power', power: 'standUp' }).rule).toBe('11.2');
  });

  it("11.9 Resistance brings back three elements: the Example of a Turn's Mirmillo takes back 3 Speed points", () => {
    const t = table(FACE_TO_FACE, {}, NORMAL);
    t.play('a', { type: 'extra', to: { q: 0, r: 4 }, facing: 0 });
    expect(t.f('a').speed).toBe(1);
    expect(t.refuse('a', { type: 'power', power: 'resistance', recover: { ...NO_RECOVERY, speed: 4 } }).rule).toBe(
      '11.9',
    );
    t.play('a', { type: 'power', power: 'resistance', recover: { ...NO_RECOVERY, speed: 3 } });
    expect(t.f('a').speed).toBe(4);
  });

  it('11.7 Adaptation moves up to three cards between the hand and the hit-point deck', () => {
    const t = table(FACE_TO_FACE, { a: ['strength', 'energy0'] }, { ...NORMAL, characters: ['secutor', 'mirmillo'] });
    const fromDeck = t.ids('a', ['energy1', 'energy1'], 'deck');
    const fromHand = t.ids('a', ['energy0']);
    t.play('a', { type: 'power', power: 'adaptation', toHand: fromDeck, toDeck: fromHand });
    expect(t.f('a').hand.map((c) => c.kind)).toEqual(['action', 'energy1', 'energy1']);
    expect(t.f('a').deck.some((c) => c.id === fromHand[0])).toBe(true);
  });

  it('11.8 Delay: +3 to the defence for the rest of the round; a passive defender uses no power', () => {
    const t = table(
      FACE_TO_FACE,
      { a: ['strength'], b: ['berserk'] },
      { ...NORMAL, characters: ['mirmillo', 'retiarius'], items: [null, []] },
    );
    // The Retiarius keeps his place in the order (11.8's other use) before the round begins.
    t.play('b', { type: 'order', place: null });
    t.play('a', { type: 'action', card: t.ids('a', ['strength'])[0] as string, add: [], target: 'b' });
    t.play('b', { type: 'react', card: t.ids('b', ['berserk'])[0] as string, add: [] });
    t.play('a', { type: 'attack', offense: false, blood: 0 });
    t.play('b', { type: 'defend', guard: false, speed: 0, delay: true });
    expect(values(t)).toEqual([3, 8]);
    expect(t.f('b').delayed).toBe(true);
    const passive = table(
      FACE_TO_FACE,
      { a: ['strength'], b: [] },
      { ...NORMAL, characters: ['mirmillo', 'retiarius'] },
    );
    passive.play('b', { type: 'order', place: null });
    passive.play('a', { type: 'action', card: passive.ids('a', ['strength'])[0] as string, add: [], target: 'b' });
    passive.play('a', { type: 'attack', offense: false, blood: 0 });
    expect(passive.refuse('b', { type: 'defend', guard: false, speed: 0, delay: true }).rule).toBe('12.1');
    expect(gladiatori.legal(passive.s, 'b').commands.some((c) => c.type === 'defend' && c.delay)).toBe(false);
  });
});

describe('11.6 Wrestling and 10.8 Reflex', () => {
  it('11.6 Wrestling: after the resolution the attacker puts the target in a free hex beside him, and he is unbalanced', () => {
    const t = table(FACE_TO_FACE, { a: ['strength'], b: [] }, { ...NORMAL, characters: ['thraex', 'mirmillo'] });
    t.play('a', { type: 'action', card: t.ids('a', ['strength'])[0] as string, add: [], target: 'b' });
    t.play('a', { type: 'attack', offense: false, blood: 0, powers: { wrestling: true } });
    t.play('b', { type: 'defend', guard: true, speed: 0 });
    expect(t.texts('no-damage')).toHaveLength(1);
    expect(t.pending()).toEqual(['a']);
    expect(t.refuse('a', { type: 'wrestle', to: { q: 0, r: 1 } }).rule).toBe('11.6');
    t.play('a', { type: 'wrestle', to: { q: 1, r: -1 } });
    expect(t.f('b').at).toEqual({ q: 1, r: -1 });
    expect(t.f('b').unbalanced).toBe(1);
  });

  it('10.8 Reflex: one free movement point after the resolution, more for Speed; both sides, the attacker first', () => {
    const t = table(
      FACE_TO_FACE,
      { a: ['strength'], b: ['berserk'] },
      { game: 'light', characters: ['hoplomachus', 'hoplomachus'] },
    );
    for (const seat of ['a', 'b']) {
      const f = t.f(seat);
      const i = f.deck.findIndex((c) => c.kind === 'specialMove' && c.move === 'reflex');
      f.hand.push(...f.deck.splice(i, 1));
    }
    const reflexOf = (seat: string) =>
      t.f(seat).hand.find((c) => c.kind === 'specialMove' && c.move === 'reflex')?.id as string;
    t.play('a', { type: 'action', card: t.ids('a', ['strength'])[0] as string, add: [reflexOf('a')], target: 'b' });
    t.play('b', { type: 'react', card: t.ids('b', ['berserk'])[0] as string, add: [reflexOf('b')] });
    t.play('a', { type: 'attack', offense: false, blood: 0 });
    t.play('b', { type: 'defend', guard: false, speed: 0 });
    expect(t.pending()).toEqual(['a']);
    t.play('a', { type: 'reflex', to: { q: 0, r: 3 }, facing: 0 });
    expect(t.f('a').speed).toBe(6);
    expect(t.pending()).toEqual(['b']);
    t.play('b', { type: 'reflex', to: null, facing: 3 });
    expect(t.f('b').at).toEqual({ q: 0, r: 0 });
    expect(t.pending()).toEqual(['b']);
  });
});

describe('11.3 Unbeatable, 11.8 Delay, 11.7 and 11.9 at any time', () => {
  /** The Mirmillo (b, Unbeatable) with nothing in his hit-point deck: any wound kills him. */
  const doomed = (hand: ('strength' | 'berserk')[] = []) => {
    const t = table(
      FACE_TO_FACE,
      { a: ['strength', 'dexterity'], b: hand },
      { ...NORMAL, characters: ['thraex', 'mirmillo'], items: [[], []] },
    );
    const b = t.f('b');
    b.removed.push(...b.deck.splice(0));
    return t;
  };
  const killB = (t: Table) => {
    t.play('a', { type: 'action', card: t.ids('a', ['strength'])[0] as string, add: [], target: 'b' });
    if (t.s.phase.kind === 'round' && t.s.phase.fight?.step === 'react')
      t.play('b', { type: 'react', card: null, add: [] });
    t.play('a', { type: 'attack', offense: true, blood: 0 });
    t.play('b', { type: 'defend', guard: false, speed: 0 });
  };

  it('11.3 Unbeatable: killed, he fights on with +4 to his next attack; his killer keeps the killing blow', () => {
    const t = doomed(['strength']);
    killB(t);
    expect(t.texts('death')).toHaveLength(1);
    expect(t.f('b')).toMatchObject({ out: null, cover: false, usedPowers: ['unbeatable'] });
    expect(t.s.vp.filter((e) => e.seat === 'a').map((e) => e.cause)).toContain('killing blow');
    // His own round: his attack carries the +4.
    t.play('b', { type: 'action', card: t.ids('b', ['strength'])[0] as string, add: [], target: 'a' });
    t.play('a', { type: 'react', card: null, add: [] });
    t.play('b', { type: 'attack', offense: false, blood: 0 });
    expect(values(t).at(-1)).toBe(4);
  });

  it('11.3 hurt again, the unbeatable man falls for good and nobody scores the second death', () => {
    const t = doomed();
    killB(t);
    t.play('b', { type: 'pass' });
    // Round 2: b has fewer VP and plays first; then a strikes again with his Dexterity card.
    t.play('b', { type: 'pass' });
    const before = t.s.vp.length;
    t.play('a', { type: 'action', card: t.ids('a', ['dexterity'])[0] as string, add: [], target: 'b' });
    t.play('a', { type: 'attack', offense: true, blood: 0 });
    t.play('b', { type: 'defend', guard: false, speed: 0 });
    expect(t.f('b').out).toBe('dead');
    expect(t.texts('death').at(-1)).toContain('falls for good');
    // Only the +2 of the attack itself; no damage, first blood or killing blow VP the second time.
    expect(t.s.vp.slice(before).map((e) => e.cause)).toEqual(['frontal attack', 'survival']);
    expect(t.s.outcome?.winners).toEqual(['a']);
  });

  it('11.3 left alone, he falls at the end of the combat round after the one he died in', () => {
    const t = doomed();
    killB(t);
    t.play('b', { type: 'pass' });
    expect(t.f('b').out).toBeNull();
    // Round 2 (b first, on fewer VP): at its end his extra round is over.
    t.play('b', { type: 'pass' });
    expect(t.f('b').out).toBeNull();
    t.play('a', { type: 'pass' });
    expect(t.f('b').out).toBe('dead');
    expect(t.s.outcome?.how).toBe('last side standing');
  });

  it('11.8 Delay: at the start of a round its holder may take another place in the order, once a match', () => {
    const t = table(FACE_TO_FACE, {}, { ...NORMAL, characters: ['mirmillo', 'retiarius'] });
    expect(t.pending()).toEqual(['b']);
    expect(t.refuse('b', { type: 'pass' }).rule).toBe('11.8');
    expect(t.refuse('b', { type: 'order', place: 1 }).rule).toBe('11.8');
    t.play('b', { type: 'order', place: 0 });
    expect(t.s.phase.kind === 'round' && t.s.phase.order).toEqual(['b', 'a']);
    expect(t.f('b').powers).not.toContain('delay');
    t.play('b', { type: 'pass' });
    t.play('a', { type: 'pass' });
    // Round 2: no Delay left, no question asked.
    expect(t.s.phase.kind === 'round' && t.s.phase.step).toBe('start');
  });

  it('11.9 and 11.7 Resistance and Adaptation at any step their owner has a command to give, never while passive', () => {
    const t = table(
      FACE_TO_FACE,
      { a: ['strength'], b: ['berserk'] },
      { ...NORMAL, characters: ['secutor', 'mirmillo'] },
    );
    t.f('b').speed -= 3;
    t.play('a', { type: 'action', card: t.ids('a', ['strength'])[0] as string, add: [], target: 'b' });
    // The Mirmillo uses Resistance while he is being attacked, before his Reaction.
    expect(gladiatori.legal(t.s, 'b').commands.some((c) => c.type === 'power' && c.power === 'resistance')).toBe(true);
    t.play('b', { type: 'power', power: 'resistance', recover: { ...NO_RECOVERY, speed: 3 } });
    expect(t.f('b').speed).toBe(t.f('b').startSpeed);
    t.play('b', { type: 'react', card: null, add: [] });
    // The attacker's own powers at any time: the Secutor's Adaptation while he works out his value.
    const deck = t
      .f('a')
      .deck.slice(0, 2)
      .map((c) => c.id);
    t.play('a', { type: 'power', power: 'adaptation', toHand: deck, toDeck: [] });
    expect(t.f('a').hand.map((c) => c.id)).toEqual(expect.arrayContaining(deck));
    t.play('a', { type: 'attack', offense: false, blood: 0 });
    // The Mirmillo did not react: passive, he uses no power (12.1).
    expect(t.refuse('b', { type: 'power', power: 'resistance', recover: NO_RECOVERY }).rule).toBe('12.1');
  });
});

describe('11.3 Unbeatable at the end of the match', () => {
  it('11.3 killed in the last combat round, he falls with it and takes no survival bonus', () => {
    const t = table(
      FACE_TO_FACE,
      { a: ['strength'], b: [] },
      { ...NORMAL, characters: ['thraex', 'mirmillo'], items: [[], []], turns: 1 },
    );
    const b = t.f('b');
    b.removed.push(...b.deck.splice(0));
    // Round 1: both pass; round 2 (a first again, the stack unchanged): a kills b.
    t.play('a', { type: 'pass' });
    t.play('b', { type: 'pass' });
    t.play('a', { type: 'action', card: t.ids('a', ['strength'])[0] as string, add: [], target: 'b' });
    t.play('a', { type: 'attack', offense: true, blood: 0 });
    t.play('b', { type: 'defend', guard: false, speed: 0 });
    expect(t.f('b').usedPowers).toContain('unbeatable');
    // He still plays the rest of this last round; then the match ends, and he with it.
    t.play('b', { type: 'pass' });
    expect(t.f('b').out).toBe('dead');
    expect(t.s.vp.filter((e) => e.seat === 'b').map((e) => e.cause)).not.toContain('survival');
  });
});

describe('11.9 Resistance in the Rest', () => {
  it("11.9 the Example of a Turn's Rest: the Mirmillo's Resistance gives back 3 Speed, then Endurance 8 brings an Offense point and 7 cards", () => {
    const t = table(FACE_TO_FACE, {}, { ...NORMAL, characters: ['mirmillo', 'thraex'] });
    for (const seat of ['a', 'b', 'a', 'b']) t.play(seat, { type: 'pass' });
    expect(t.s.phase.kind).toBe('rest');
    const m = t.f('a');
    m.speed = 0;
    m.skills.offense = 3;
    m.discard.push(...m.deck.splice(0, 8));
    const seven = m.discard.slice(0, 7).map((c) => c.id);
    expect(gladiatori.legal(t.s, 'a').commands.some((c) => c.type === 'rest' && c.resistance !== undefined)).toBe(true);
    // Endurance alone cannot bring Speed back.
    expect(t.refuse('a', { type: 'rest', endurance: true, recover: { ...NO_RECOVERY, speed: 3 } }).rule).toBe('5.4');
    t.play('a', {
      type: 'rest',
      endurance: true,
      recover: { ...NO_RECOVERY, offense: 1, cards: seven },
      resistance: { ...NO_RECOVERY, speed: 3 },
    });
    t.play('b', { type: 'rest', endurance: false, recover: NO_RECOVERY });
    expect(t.f('a')).toMatchObject({ speed: 3, usedPowers: ['resistance'] });
    expect(t.f('a').skills).toMatchObject({ offense: 4, endurance: 7 });
    expect(t.f('a').discard).toHaveLength(1);
  });
});

describe('11.7, 11.9 powers of any moment while another seat is awaited', () => {
  // A third fighter watches a fight between a and b, far from both.
  const THREE = {
    ...FACE_TO_FACE,
    c: { at: { q: 3, r: 0 }, facing: 5 },
  } as const;
  const offered = (t: Table, seat: string, power: string) =>
    gladiatori.legal(t.s, seat).commands.some((c) => c.type === 'power' && c.power === power);

  it('§11.9 a watcher\u2019s Resistance is refused naming 11.9 and offered at his next command', () => {
    const t = table(
      THREE,
      { a: ['strength'], b: [], c: ['movement'] },
      { ...NORMAL, characters: ['thraex', 'secutor', 'mirmillo'] },
    );
    t.f('c').speed = 1;
    t.play('a', { type: 'action', card: t.ids('a', ['strength'])[0] as string, add: [], target: 'b' });
    // The Secutor has no Action card to react with: the match waits for the Thraex's values.
    expect(t.pending()).toEqual(['a']);
    const early = t.refuse('c', { type: 'power', power: 'resistance', recover: { ...NO_RECOVERY, speed: 1 } });
    expect([early.rule, early.code, early.message]).toEqual([
      '11.9',
      'power-at-next-command',
      'Mirmillo keeps Resistance for his next command: the game waits for Thraex now',
    ]);
    expect(gladiatori.legal(t.s, 'c').commands).toEqual([]);
    // The fight ends; at the start of his own round the power is offered and taken.
    while (t.pending()[0] !== 'c') {
      const seat = t.pending()[0] as string;
      const cmd = gladiatori.legal(t.s, seat).commands.find((x) => x.type !== 'power' && x.type !== 'surrender');
      t.play(seat, cmd as never);
    }
    expect(offered(t, 'c', 'resistance')).toBe(true);
    t.play('c', { type: 'power', power: 'resistance', recover: { ...NO_RECOVERY, speed: 1 } });
    expect(t.f('c').usedPowers).toEqual(['resistance']);
  });

  it('§11.7 a watcher\u2019s Adaptation is refused naming 11.7; attacked, he is offered it at his Reaction', () => {
    const t = table(
      { ...THREE, c: { at: { q: 1, r: 0 }, facing: 5 } },
      { a: ['strength'], b: ['dexterity'], c: ['strength'] },
      { ...NORMAL, characters: ['thraex', 'mirmillo', 'secutor'] },
    );
    t.play('a', { type: 'action', card: t.ids('a', ['strength'])[0] as string, add: [], target: 'b' });
    const early = t.refuse('c', {
      type: 'power',
      power: 'adaptation',
      toHand: t.ids('c', ['energy0'], 'deck'),
      toDeck: [],
    });
    expect([early.rule, early.code]).toEqual(['11.7', 'power-at-next-command']);
    // A power he does not hold gets the plain refusal: nothing is awaited from him.
    expect(t.refuse('c', { type: 'power', power: 'resistance', recover: NO_RECOVERY }).code).toBe('not-your-step');
    expect(offered(t, 'b', 'resistance')).toBe(true);
  });
});
