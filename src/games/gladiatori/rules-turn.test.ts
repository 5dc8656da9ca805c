import { describe, expect, it } from 'vitest';
import { unwrap } from '../../core/result.js';
import { gladiatoriConformance } from './conformance.js';
import { gladiatori } from './module.js';
import { FACE_TO_FACE, FIXED_START, NO_RECOVERY, type Table, table } from './testkit.js';
import { score } from './victory.js';

/** Both seats pass both combat rounds. */
function passTurn(t: Table): void {
  for (let i = 0; i < 4; i++) t.play(t.pending()[0] as string, { type: 'pass' });
}
const rest = { type: 'rest', endurance: false, recover: NO_RECOVERY } as const;

describe('5 The turn', () => {
  it('5.1 hands are chosen in secret: the other seat sees only that a choice is in, then only counts', () => {
    const s = unwrap(gladiatori.setup(gladiatori.options.parse(FIXED_START), 'secret'));
    expect(gladiatori.pending(s).sort()).toEqual(['a', 'b']);
    const hand = s.fighters.a?.deck.slice(0, 5).map((c) => c.id) as string[];
    const r = unwrap(gladiatori.apply(s, 'a', { type: 'choose', hand }));
    const seen = gladiatori.view(r.state, 'b');
    expect(seen.sealedBy).toEqual(['a']);
    expect(seen.mine).toBeNull();
    expect(JSON.stringify(seen)).not.toContain(JSON.stringify(hand));
    const both = unwrap(gladiatori.apply(r.state, 'b', { type: 'choose', hand: [] }));
    const other = gladiatori.view(both.state, 'b').fighters.a;
    expect(other?.hand).toBe(5);
    expect(typeof other?.deck).toBe('number');
    // Sheet values stay behind the screen (7: only totals are announced).
    expect(other?.skills).toBeUndefined();
    expect(other?.blood).toBeUndefined();
    expect(gladiatori.view(both.state, 'a').fighters.a?.hand).toHaveLength(5);
  });

  it('5.1 a card that is not in the deck is refused', () => {
    const s = unwrap(gladiatori.setup(gladiatori.options.parse(FIXED_START), 'bad'));
    const r = gladiatori.apply(s, 'a', { type: 'choose', hand: ['b1'] });
    expect(r.ok ? null : r.error.rule).toBe('5.1');
  });

  it('5.2 the least VP plays first; among equal scores the upper marker of the stack', () => {
    const t = table(FACE_TO_FACE, { a: ['strength'], b: [] }, { items: [null, []] }, 'a');
    expect(t.s.phase.kind === 'round' && t.s.phase.order).toEqual(['a', 'b']);
    t.play('a', { type: 'action', card: t.ids('a', ['strength'])[0] as string, add: [], target: 'b' });
    t.play('a', { type: 'attack', offense: false, blood: 0 });
    t.play('b', { type: 'defend', guard: false, speed: 0 });
    t.play('b', { type: 'pay', cards: t.ids('b', ['energy0'], 'deck') });
    t.play('b', { type: 'pass' });
    // a scored for his attack: b, now lower, plays first in round 2.
    expect(score(t.s, 'a')).toBeGreaterThan(10);
    expect(t.s.phase.kind === 'round' && t.s.phase.order).toEqual(['b', 'a']);
    const three = table({}, {}, { characters: ['mirmillo', 'thraex', 'secutor'] }, 'c');
    expect(three.s.phase.kind === 'round' && three.s.phase.order).toEqual(['c', 'a', 'b']);
  });

  it("5.4 the rulebook's Rest: Endurance 4 brings back 3 discarded cards and an Offense point, and drops to 3", () => {
    const t = table(FACE_TO_FACE, { a: [], b: [] });
    const f = t.f('a');
    f.startSkills.offense = 6;
    f.skills.offense = 4;
    f.skills.endurance = 4;
    f.discard = f.deck.splice(0, 6);
    passTurn(t);
    expect(t.s.phase.kind).toBe('rest');
    const six = t.f('a').discard.map((c) => c.id);
    const tooMany = {
      type: 'rest',
      endurance: true,
      recover: { ...NO_RECOVERY, cards: six.slice(0, 4), offense: 1 },
    } as const;
    expect(t.refuse('a', tooMany).rule).toBe('5.4');
    const past = { type: 'rest', endurance: true, recover: { ...NO_RECOVERY, offense: 3 } } as const;
    expect(t.refuse('a', past).message).toContain('starting value');
    t.play('a', { type: 'rest', endurance: true, recover: { ...NO_RECOVERY, cards: six.slice(0, 3), offense: 1 } });
    t.play('b', rest);
    const after = t.f('a');
    expect(after.skills).toMatchObject({ endurance: 3, offense: 5 });
    expect(after.discard).toHaveLength(3);
    // 5.5: hand and hit-point deck are one deck again, the recovered cards in it.
    expect(after.hand).toEqual([]);
    expect(after.deck.map((c) => c.id)).toEqual(expect.arrayContaining(six.slice(0, 3)));
    expect(t.s.turn).toBe(2);
    expect(t.s.phase.kind).toBe('choose');
  });

  it("5.4 the turn's Action cards go to the discard pile at the Rest", () => {
    const t = table(FACE_TO_FACE, { a: ['berserk'], b: [] });
    t.play('a', { type: 'action', card: t.ids('a', ['berserk'])[0] as string, add: [], target: null });
    t.play('b', { type: 'pass' });
    t.play('a', { type: 'pass' });
    t.play('b', { type: 'pass' });
    expect(t.f('a').table).toEqual([]);
    expect(t.f('a').discard.map((c) => c.kind === 'action' && c.action)).toEqual(['berserk']);
  });
});

describe('1 Duration and winner', () => {
  it('1.1, 1.2, 14.2 after six turns survivors gain 5 VP; equal VP go to the most hit points', () => {
    const t = table(FACE_TO_FACE, {}, { characters: ['mirmillo', 'thraex'] });
    for (let turn = 1; turn <= 6; turn++) {
      if (turn > 1) for (const seat of ['a', 'b']) t.play(seat, { type: 'choose', hand: [] });
      passTurn(t);
      t.play('a', rest);
      t.play('b', rest);
    }
    const o = gladiatori.outcome(t.s);
    expect(o?.how).toBe('six turns');
    expect(score(t.s, 'a')).toBe(15);
    // Thraex's deck is worth 31 HP to the Mirmillo's 30.
    expect(o?.winners).toEqual(['b']);
    expect(o?.text).toContain('ahead on hit points');
    expect(gladiatori.pending(t.s)).toEqual([]);
  });

  it('1.2 equal VP and equal hit points are a draw', () => {
    const t = table(FACE_TO_FACE, {}, { characters: ['thraex', 'thraex'], turns: 1 });
    passTurn(t);
    t.play('a', rest);
    t.play('b', rest);
    expect(gladiatori.outcome(t.s)?.winners).toEqual([]);
  });

  it('14.2 surrender costs 15 VP and ends a duel', () => {
    const t = table(FACE_TO_FACE, {});
    t.play('a', { type: 'surrender' });
    expect(score(t.s, 'a')).toBe(-5);
    expect(gladiatori.outcome(t.s)).toMatchObject({ winners: ['b'], how: 'last side standing' });
  });

  it('14.3 two against one: the pair sums its VP and takes 10 off', () => {
    const t = table({}, {}, { characters: ['mirmillo', 'thraex', 'secutor'], teams: 2, turns: 1 });
    for (let i = 0; i < 6; i++) t.play(t.pending()[0] as string, { type: 'pass' });
    for (const seat of ['a', 'b', 'c']) t.play(seat, rest);
    // a and c (15 each, less 10) against b (15).
    expect(gladiatori.outcome(t.s)?.winners).toEqual(['a', 'c']);
  });
});

describe('6.1, 8.4 Movement', () => {
  it('6.1 extra movement spends a Speed point for each hex or turn', () => {
    const t = table(FACE_TO_FACE, {});
    t.play('a', { type: 'extra', to: { q: 0, r: 3 }, facing: 0 });
    expect(t.f('a').speed).toBe(2);
    expect(t.refuse('a', { type: 'extra', to: { q: 0, r: 2 }, facing: 0 }).rule).toBe('6.1');
  });

  it('8.4 the Movement action goes up to 3 hexes, never into a taken hex; face-down only turns a hexside', () => {
    const t = table(FACE_TO_FACE, { a: ['movement'] });
    t.play('a', { type: 'action', card: t.ids('a', ['movement'])[0] as string, add: [], target: null });
    expect(t.refuse('a', { type: 'move', to: { q: 0, r: 0 }, facing: 0 }).rule).toBe('8.4');
    expect(t.refuse('a', { type: 'move', to: { q: 0, r: 5 }, facing: 0 }).rule).toBe('8.4');
    const down = table(FACE_TO_FACE, { a: ['movement'] });
    down.f('a').faceDown = true;
    down.play('a', { type: 'action', card: down.ids('a', ['movement'])[0] as string, add: [], target: null });
    const ends = gladiatori.legal(down.s, 'a').commands;
    expect(ends).toEqual([
      { type: 'move', to: { q: 0, r: 1 }, facing: 5 },
      { type: 'move', to: { q: 0, r: 1 }, facing: 1 },
    ]);
  });

  it('14.1 fleeing: ending 2 hexes further from the foe in melee costs 2 VP; turning the back on him costs 3', () => {
    const flee = table(FACE_TO_FACE, { a: ['movement'] });
    flee.play('a', { type: 'action', card: flee.ids('a', ['movement'])[0] as string, add: [], target: null });
    flee.play('a', { type: 'move', to: { q: 0, r: 3 }, facing: 0 });
    expect(flee.s.vp.map((e) => [e.cause, e.points])).toEqual([['fleeing', -2]]);
    const coward = table(FACE_TO_FACE, { a: ['movement'] });
    coward.play('a', { type: 'action', card: coward.ids('a', ['movement'])[0] as string, add: [], target: null });
    coward.play('a', { type: 'move', to: { q: 0, r: 1 }, facing: 3 });
    expect(coward.s.vp.map((e) => [e.cause, e.points])).toEqual([['cowardice', -3]]);
  });
});

describe('12.1 Passive condition', () => {
  it('12.1 a player who passed stays passive for the rest of the round and cannot react; by option only his own', () => {
    const run = (passiveLasts: string) => {
      const t = table(FACE_TO_FACE, { a: ['berserk'], b: ['strength'] }, { passiveLasts });
      t.play('a', { type: 'pass' });
      t.play('b', { type: 'action', card: t.ids('b', ['strength'])[0] as string, add: [], target: 'a' });
      return t;
    };
    expect(run('round').texts('no-reaction')).toHaveLength(1);
    const own = run('ownTurn');
    expect(own.pending()).toEqual(['a']);
    expect(gladiatori.legal(own.s, 'a').commands).toContainEqual({
      type: 'react',
      card: own.ids('a', ['berserk'])[0],
      add: [],
    });
  });
});

describe('13 the learning path', () => {
  const moveCards = (t: Table, seat: string) =>
    [...t.f(seat).hand, ...t.f(seat).deck].filter((c) => c.kind === 'specialMove');

  it('§13 Learning: turn 1 without special moves or powers, turn 2 with the moves, turn 3 on with the powers', () => {
    const t = table(FACE_TO_FACE, {}, { game: 'learning', characters: ['thraex', 'mirmillo'] });
    expect([moveCards(t, 'a'), t.f('a').powers, t.f('a').laterPowers]).toEqual([
      [],
      [],
      ['standUp', 'wrestling', 'resistance'],
    ]);
    const hp = t.f('a').hand.length + t.f('a').deck.length;
    passTurn(t);
    t.play('a', rest).play('b', rest);
    expect(t.texts('game-level')).toEqual([
      'The Light game from now on: each player adds his special move cards to his deck.',
    ]);
    expect(moveCards(t, 'a').map((c) => c.kind === 'specialMove' && c.move)).toEqual(['acrobaticStrike', 'breakItem']);
    expect(moveCards(t, 'b')).toHaveLength(3);
    // Two special move cards of 2 HP each (2.4): his hit points grow with his deck.
    expect(t.f('a').hand.length + t.f('a').deck.length).toBe(hp + 2);
    expect(t.f('a').powers).toEqual([]);
    t.play('a', { type: 'choose', hand: [] }).play('b', { type: 'choose', hand: [] });
    passTurn(t);
    t.play('a', rest).play('b', rest);
    expect(t.texts('game-level').at(-1)).toBe('The Normal game from now on: each player adds his powers to his sheet.');
    expect([t.f('a').powers, t.f('a').laterPowers]).toEqual([['standUp', 'wrestling', 'resistance'], []]);
    expect(t.f('b').powers).toEqual(['unbeatable', 'wrestling', 'resistance']);
    expect(moveCards(t, 'a')).toHaveLength(2);
    // Each card id stays unique.
    const ids = [...t.f('a').deck, ...t.f('b').deck].map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('§13 the learning path under the conformance harness: views, invariants and every game ending', () => {
    const r = gladiatoriConformance('learning', 4, { game: 'learning', characters: ['secutor', 'hoplomachus'] });
    expect(r.failures).toEqual([]);
    expect(r.outcomes.unfinished ?? 0).toBe(0);
  });

  it('§13 the other levels hold for the whole match', () => {
    for (const [game, moves, powers] of [
      ['simplified', 0, 0],
      ['light', 2, 0],
      ['normal', 2, 3],
    ] as const) {
      const t = table(FACE_TO_FACE, {}, { game, characters: ['thraex', 'mirmillo'] });
      passTurn(t);
      t.play('a', rest).play('b', rest);
      expect([moveCards(t, 'a').length, t.f('a').powers.length, t.texts('game-level')], game).toEqual([
        moves,
        powers,
        [],
      ]);
    }
  });
});
