/**
 * The issue 13 audit: a test for each section of the rulebook no other test named (2.1, 2.2, 2.4, 2.6, 2.7, 2.8,
 * 3.2, 3.3, 4.3, 5.3, 5.5, 6.3, 6.4, 6.7, 6.8, 7.2, 8.2), and for rules the audit found unchecked: the one turn a
 * round of a held-down fighter (12.2, 12.3, fixed with this file), the killing blow from behind and first blood once a
 * match (14.1), Wrestling against a trapped or face-down target (11.6), the Parry's value (8.3), the ally bonus lost
 * unused (6.5), two against two (14.3), and the net never cast with Break Item or Sweep (9.6).
 */
import { describe, expect, it } from 'vitest';
import { inMelee } from './actions.js';
import { gladiatori } from './module.js';
import { CARD_HP, STARTING_VP } from './tables.js';
import { BEHIND, FACE_TO_FACE, type Kind, NO_RECOVERY, type Table, table } from './testkit.js';
import type { Fight, Fighter } from './types.js';
import { score, sideScore } from './victory.js';

const ACTIONS: Kind[] = ['strength', 'dexterity', 'berserk', 'movement'];
const one = (t: Table, seat: string, kind: Kind): string => t.ids(seat, [kind])[0] as string;
const fightOf = (t: Table): Fight => {
  if (t.s.phase.kind !== 'round' || !t.s.phase.fight) throw new Error('no fight');
  return t.s.phase.fight;
};
const values = (t: Table) => t.events.filter((e) => e.type === 'value').map((e) => e.data?.value);
const causes = (t: Table, seat: string) => t.s.vp.filter((e) => e.seat === seat).map((e) => [e.cause, e.points]);
/** Lays `seat` down: two white cubes and face-down (12.3). */
const layDown = (f: Fighter): void => {
  f.unbalanced = 2;
  f.faceDown = true;
};

describe('2 Character traits and 3 Definitions', () => {
  it('2.1 each fighter starts with the four Action cards, one of each type, worth 3 HP each', () => {
    const t = table(FACE_TO_FACE, {}, { characters: ['thraex', 'secutor'] });
    for (const seat of ['a', 'b']) {
      const actions = t.f(seat).deck.filter((c) => c.kind === 'action');
      expect(actions.map((c) => c.kind === 'action' && c.action).sort()).toEqual([...ACTIONS].sort());
      expect(actions.every((c) => CARD_HP[c.kind] === 3)).toBe(true);
    }
  });

  it('2.7 Blood and Speed are spent several points at once and come back by Standby, never by the Rest', () => {
    const t = table(FACE_TO_FACE, { a: ['berserk', 'movement'], b: [] }, { items: [[], null] });
    const blood = t.f('a').blood;
    t.play('a', { type: 'action', card: one(t, 'a', 'berserk'), add: [], target: 'b' });
    t.play('a', { type: 'attack', offense: false, blood: 3 });
    expect(t.f('a').blood).toBe(blood - 3);
    t.play('b', { type: 'defend', guard: false, speed: 0 });
    t.play('b', { type: 'pay', cards: t.ids('b', ['energy0'], 'deck') });
    // Round 2: a Standby brings back the 3 Blood points at once.
    t.play('b', { type: 'pass' });
    const order = t.s.phase.kind === 'round' ? t.s.phase.order : [];
    for (const seat of order) {
      if (seat !== 'a') t.play(seat, { type: 'pass' });
      else t.play('a', { type: 'standby', card: one(t, 'a', 'movement'), recover: { ...NO_RECOVERY, blood: 3 } });
    }
    expect(t.f('a').blood).toBe(blood);
    // The Rest's Endurance brings back cards and skill points only.
    t.f('a').blood -= 1;
    const rest = t.refuse('a', { type: 'rest', endurance: true, recover: { ...NO_RECOVERY, blood: 1 } });
    expect(rest.rule).toBe('5.4');
    expect(rest.message).toContain('not Blood or Speed');
  });

  it('3.2 melee: side by side, with one of the two in front of the other; back to back is not melee', () => {
    const south = { at: { q: 0, r: 1 }, facing: 0 as const };
    expect(inMelee(south, { at: { q: 0, r: 0 }, facing: 3 })).toBe(true);
    // Only one of them need face the other: a man turning his back is still in melee with him.
    expect(inMelee(south, { at: { q: 0, r: 0 }, facing: 0 })).toBe(true);
    // Back to back: neither has the other in front.
    expect(inMelee({ at: { q: 0, r: 1 }, facing: 3 }, { at: { q: 0, r: 0 }, facing: 0 })).toBe(false);
    // Two hexes apart is never melee.
    expect(inMelee(south, { at: { q: 0, r: -1 }, facing: 3 })).toBe(false);
  });
});

describe('4.3 The VP track', () => {
  it('4.3 every marker starts on 10, stacked in the first turn’s player order', () => {
    const t = table(FACE_TO_FACE, {}, { characters: ['thraex', 'mirmillo', 'secutor'] }, 'c');
    expect(t.s.vp).toEqual([]);
    for (const seat of ['a', 'b', 'c']) expect(score(t.s, seat)).toBe(STARTING_VP);
    expect(t.s.stack[0]).toBe('c');
    expect(t.pending()).toEqual(['c']);
  });
});

describe('5.3 Combat rounds and 5.5 End turn', () => {
  it('5.3 two combat rounds a turn, each played out player by player; then the Rest', () => {
    const t = table(FACE_TO_FACE, {});
    const seen: string[] = [];
    for (let i = 0; i < 4; i++) {
      const seat = t.pending()[0] as string;
      expect(t.s.phase.kind).toBe('round');
      seen.push(`${t.s.phase.kind === 'round' ? t.s.phase.round : 0}${seat}`);
      t.play(seat, { type: 'pass' });
    }
    expect(seen).toEqual(['1a', '1b', '2a', '2b']);
    expect(t.s.phase.kind).toBe('rest');
  });

  it('5.5 at the end of the turn the hand goes back into the deck, and the next turn starts with a new choice', () => {
    const t = table(FACE_TO_FACE, { a: ['strength', 'energy1', 'energy0'], b: [] });
    const cards = t.f('a').hand.length + t.f('a').deck.length;
    for (let i = 0; i < 4; i++) t.play(t.pending()[0] as string, { type: 'pass' });
    for (const seat of ['a', 'b']) t.play(seat, { type: 'rest', endurance: false, recover: NO_RECOVERY });
    expect(t.s.turn).toBe(2);
    expect(t.s.phase.kind).toBe('choose');
    expect(t.f('a').hand).toEqual([]);
    expect(t.f('a').deck).toHaveLength(cards);
  });
});

describe('6 Combat round steps', () => {
  it('6.3 only combat cards go onto an Action: another Action card is refused, naming the section', () => {
    const t = table(FACE_TO_FACE, { a: ['strength', 'dexterity', 'energy1'], b: [] });
    const e = t.refuse('a', {
      type: 'action',
      card: one(t, 'a', 'strength'),
      add: [one(t, 'a', 'dexterity')],
      target: 'b',
    });
    expect(e.rule).toBe('6.3');
    t.play('a', { type: 'action', card: one(t, 'a', 'strength'), add: [one(t, 'a', 'energy1')], target: 'b' });
    expect(t.f('a').played.map((c) => c.kind)).toEqual(['energy1']);
  });

  it('6.4 a fight is declared on a foe directly in front; one beside him is refused, naming the section', () => {
    // b stands at a's front right: in his front, not directly in front.
    const t = table(
      { a: { at: { q: 0, r: 1 }, facing: 0 }, b: { at: { q: 1, r: 0 }, facing: 4 } },
      { a: ['strength'], b: [] },
    );
    const e = t.refuse('a', { type: 'action', card: one(t, 'a', 'strength'), add: [], target: 'b' });
    expect(e.rule).toBe('6.4');
    expect(e.message).toMatch(/^no fight/);
  });

  it('6.7 only combat cards go onto a Reaction, and only a defender who reacts lays any (12.1)', () => {
    const t = table(FACE_TO_FACE, { a: ['strength'], b: ['strength', 'dexterity', 'energy1'] });
    t.play('a', { type: 'action', card: one(t, 'a', 'strength'), add: [], target: 'b' });
    const action = t.refuse('b', { type: 'react', card: one(t, 'b', 'strength'), add: [one(t, 'b', 'dexterity')] });
    expect(action.rule).toBe('6.7');
    const passive = t.refuse('b', { type: 'react', card: null, add: [one(t, 'b', 'energy1')] });
    expect(passive.rule).toBe('12.1');
    t.play('b', { type: 'react', card: one(t, 'b', 'strength'), add: [one(t, 'b', 'energy1')] });
    expect(t.f('b').played.map((c) => c.kind)).toEqual(['energy1']);
  });

  it('6.8 after the resolution the combat cards go to the discard pile; the Action cards stay on the table', () => {
    const t = table(FACE_TO_FACE, { a: ['strength', 'energy1', 'energy0'], b: ['berserk', 'energy0'] });
    t.play('a', {
      type: 'action',
      card: one(t, 'a', 'strength'),
      add: t.ids('a', ['energy1', 'energy0']),
      target: 'b',
    });
    t.play('b', { type: 'react', card: one(t, 'b', 'berserk'), add: t.ids('b', ['energy0']) });
    t.play('a', { type: 'attack', offense: false, blood: 0 });
    t.play('b', { type: 'defend', guard: true, speed: 0 });
    expect(t.texts('no-damage')).toHaveLength(1);
    expect(t.f('a').played).toEqual([]);
    expect(
      t
        .f('a')
        .discard.map((c) => c.kind)
        .sort(),
    ).toEqual(['energy0', 'energy1']);
    expect(t.f('b').discard.map((c) => c.kind)).toEqual(['energy0']);
    expect(t.f('a').table.map((x) => [x.card.kind === 'action' && x.card.action, x.rotated])).toEqual([
      ['strength', true],
    ]);
    expect(t.f('b').table.map((x) => [x.card.kind === 'action' && x.card.action, x.rotated])).toEqual([
      ['berserk', false],
    ]);
  });
});

describe('7.2 Final Defence Value and 8.2 Strength', () => {
  it('7.2 the Final Defence Value may be negative: face-down, passive, no items and no Guard make -5', () => {
    const t = table(FACE_TO_FACE, { a: ['strength'], b: [] }, { items: [[], []] });
    layDown(t.f('b'));
    t.play('a', { type: 'action', card: one(t, 'a', 'strength'), add: [], target: 'b' });
    t.play('a', { type: 'attack', offense: true, blood: 0 });
    t.play('b', { type: 'defend', guard: false, speed: 0 });
    const [attack, defence] = values(t) as number[];
    expect(defence).toBe(-5);
    expect(attack).toBeGreaterThan(0);
    expect(fightOf(t).damage).toBe(1);
  });

  it('8.2 Strength adds the energy on the cards laid: two 1-energy and one 0-energy card give +2', () => {
    const t = table(FACE_TO_FACE, { a: ['strength', 'energy1', 'energy1', 'energy0'], b: [] }, { items: [[], null] });
    t.play('a', {
      type: 'action',
      card: one(t, 'a', 'strength'),
      add: t.ids('a', ['energy1', 'energy1', 'energy0']),
      target: 'b',
    });
    t.play('a', { type: 'attack', offense: false, blood: 0 });
    expect(values(t)).toEqual([2]);
  });
});

describe('12.2, 12.3 one turn a round when held down', () => {
  for (const [how, hold] of [
    ['trapped', (f: Fighter) => Object.assign(f, { trapped: 3 })],
    ['face-down', layDown],
  ] as const) {
    it(`12.2, 12.3 ${how}, a fighter who turned with his extra movement keeps his facing through his Movement action`, () => {
      const t = table(FACE_TO_FACE, { a: ['movement'], b: [] });
      hold(t.f('a'));
      const speed = t.f('a').speed;
      t.play('a', { type: 'extra', to: { q: 0, r: 1 }, facing: 1 });
      expect(t.f('a').speed).toBe(speed - 1);
      t.play('a', { type: 'action', card: one(t, 'a', 'movement'), add: [], target: null });
      // A second turn in the same round is neither offered nor accepted; staying put is.
      expect(gladiatori.legal(t.s, 'a').commands.filter((c) => c.type === 'move')).toEqual([
        { type: 'move', to: { q: 0, r: 1 }, facing: 1 },
      ]);
      const second = t.refuse('a', { type: 'move', to: { q: 0, r: 1 }, facing: 2 });
      expect(second.rule).toBe(how === 'trapped' ? '12.2' : '12.3');
      expect(second.message).toContain('turned once this round');
      t.play('a', { type: 'move', to: { q: 0, r: 1 }, facing: 1 });
      expect(t.f('a').facing).toBe(1);
      expect(t.texts('move').at(-1)).toContain('stays where he is');
      expect(t.pending()).toEqual(['b']);
    });
  }

  it('12.2 without an extra turn, his Movement action turns him one hexside, and no further', () => {
    const t = table(FACE_TO_FACE, { a: ['movement'], b: [] });
    t.f('a').trapped = 3;
    t.play('a', { type: 'action', card: one(t, 'a', 'movement'), add: [], target: null });
    const moves = gladiatori.legal(t.s, 'a').commands.filter((c) => c.type === 'move');
    expect(moves).toEqual([
      { type: 'move', to: { q: 0, r: 1 }, facing: 5 },
      { type: 'move', to: { q: 0, r: 1 }, facing: 1 },
    ]);
  });

  it('12.2 a fighter who shed his cubes after turning moves freely in his Movement action', () => {
    const t = table(FACE_TO_FACE, { a: ['movement', 'energy0', 'energy0'], b: [] });
    t.f('a').trapped = 1;
    t.play('a', { type: 'extra', to: { q: 0, r: 1 }, facing: 1 });
    t.play('a', {
      type: 'steady',
      marker: 'trapped',
      spend: { cards: t.ids('a', ['energy0', 'energy0']), blood: 0, speed: 0, endurance: 0, offense: 0, guard: 0 },
    });
    expect(t.f('a').trapped).toBe(0);
    t.play('a', { type: 'action', card: one(t, 'a', 'movement'), add: [], target: null });
    t.play('a', { type: 'move', to: { q: 0, r: 3 }, facing: 3 });
    expect(t.f('a').at).toEqual({ q: 0, r: 3 });
  });
});

describe('14.1 Victory points during play', () => {
  it('14.1 a killing blow from behind costs 12 VP instead of earning 6', () => {
    const all = ['strength', ...Array(5).fill('energy1'), ...Array(7).fill('energy0')] as Kind[];
    const t = table(
      BEHIND,
      { a: all, b: [...ACTIONS, ...Array(4).fill('energy1'), ...Array(7).fill('energy0')] },
      { characters: ['mirmillo', 'mirmillo'], items: [null, []] },
    );
    // b keeps a 2 HP card and his cover card: 3 HP against 7 damage (1 + 13 cards / 2).
    expect(t.f('b').deck.map((c) => c.kind)).toEqual(['energy1']);
    t.play('a', { type: 'action', card: one(t, 'a', 'strength'), add: t.ids('a', all.slice(1)), target: 'b' });
    expect(t.texts('no-reaction')).toHaveLength(1);
    t.play('a', { type: 'attack', offense: false, blood: 0 });
    t.play('b', { type: 'defend', guard: false, speed: 0 });
    expect(t.f('b').out).toBe('dead');
    expect(causes(t, 'a')).toEqual([
      ['attack from behind', -3],
      ['damage from behind', -6],
      ['killing blow from behind', -12],
      ['survival', 5],
    ]);
    expect(t.s.firstBlood).toBe(false);
  });

  it('14.1 first blood is scored once a match: the second man to draw blood takes none', () => {
    const t = table(
      FACE_TO_FACE,
      { a: ['strength', 'energy1'], b: ['strength', 'energy1'] },
      { characters: ['thraex', 'thraex'], items: [[], []] },
    );
    const fight = (attacker: string, defender: string) => {
      t.play(attacker, {
        type: 'action',
        card: one(t, attacker, 'strength'),
        add: t.ids(attacker, ['energy1']),
        target: defender,
      });
      t.play(defender, { type: 'react', card: null, add: [] });
      t.play(attacker, { type: 'attack', offense: true, blood: 0 });
      t.play(defender, { type: 'defend', guard: false, speed: 0 });
      expect(fightOf(t).damage).toBe(2);
      t.play(defender, { type: 'pay', cards: t.ids(defender, ['energy1'], 'deck') });
    };
    fight('a', 'b');
    fight('b', 'a');
    expect(causes(t, 'a')).toEqual([
      ['frontal attack', 2],
      ['frontal damage', 2],
      ['first blood', 3],
    ]);
    expect(causes(t, 'b')).toEqual([
      ['frontal attack', 2],
      ['frontal damage', 2],
    ]);
  });
});

describe('11.6 Wrestling against a held-down target', () => {
  for (const [how, hold] of [
    ['trapped', (f: Fighter) => Object.assign(f, { trapped: 3 })],
    ['face-down', layDown],
  ] as const) {
    it(`11.6 a ${how} target is not thrown: the fight ends with no Wrestling step`, () => {
      const t = table(FACE_TO_FACE, { a: ['strength'], b: [] }, { game: 'normal', characters: ['thraex', 'mirmillo'] });
      hold(t.f('b'));
      t.play('a', { type: 'action', card: one(t, 'a', 'strength'), add: [], target: 'b' });
      t.play('a', { type: 'attack', offense: false, blood: 0, powers: { wrestling: true } });
      t.play('b', { type: 'defend', guard: true, speed: 0 });
      expect(t.pending()).toEqual(['b']);
      expect(t.refuse('a', { type: 'wrestle', to: { q: 1, r: -1 } })).toBeTruthy();
      expect(t.f('b').at).toEqual({ q: 0, r: 0 });
      expect(t.texts('wrestle')).toEqual([]);
      // The power is spent all the same: it was announced with the attack.
      expect(t.f('a').usedPowers).toContain('wrestling');
    });
  }
});

describe('8.3 Parry and 6.7 Block with energy', () => {
  it('8.3 a Parry adds half the cards left in the hand to the defence; 6.7 a Block adds the energy laid on it', () => {
    const parry = table(
      FACE_TO_FACE,
      { a: ['strength'], b: ['dexterity', 'energy0', 'energy0', 'energy0', 'energy0', 'energy1'] },
      { items: [[], []] },
    );
    parry.play('a', { type: 'action', card: one(parry, 'a', 'strength'), add: [], target: 'b' });
    parry.play('b', { type: 'react', card: one(parry, 'b', 'dexterity'), add: [] });
    parry.play('a', { type: 'attack', offense: true, blood: 0 });
    parry.play('b', { type: 'defend', guard: false, speed: 0 });
    // Five cards left in the hand: +2; a Strength attack met by a Parry earns no matching bonus.
    expect(values(parry)[1]).toBe(2);

    const block = table(FACE_TO_FACE, { a: ['strength'], b: ['strength', 'energy1', 'energy1'] }, { items: [[], []] });
    block.play('a', { type: 'action', card: one(block, 'a', 'strength'), add: [], target: 'b' });
    block.play('b', { type: 'react', card: one(block, 'b', 'strength'), add: block.ids('b', ['energy1', 'energy1']) });
    block.play('a', { type: 'attack', offense: true, blood: 0 });
    block.play('b', { type: 'defend', guard: false, speed: 0 });
    // Two energy and the matching +5 (8.6).
    expect(values(block)[1]).toBe(7);
  });
});

describe('6.5 the ally bonus and 14.3 two against two', () => {
  const THREE = {
    a: { at: { q: 0, r: 1 }, facing: 0 as const },
    b: { at: { q: 0, r: 0 }, facing: 3 as const },
    c: { at: { q: 1, r: 0 }, facing: 5 as const },
  };
  it('6.5 a help left unused in the ally’s next combat round is lost', () => {
    const t = table(
      THREE,
      { a: ['strength'], c: ['strength'] },
      { characters: ['mirmillo', 'thraex', 'secutor'], teams: 2 },
      'c',
    );
    t.play('c', { type: 'action', card: one(t, 'c', 'strength'), add: [], target: 'b', help: 'a' });
    t.play('c', { type: 'attack', offense: true, blood: 0 });
    expect(t.f('a').helped).toMatchObject({ against: 'b', value: 2 });
    t.play('a', { type: 'pass' });
    expect(t.f('a').helped).toBeNull();
  });

  it('14.3 two against two: each team sums its members’ VP, with no handicap', () => {
    const t = table({}, {}, { characters: ['mirmillo', 'thraex', 'secutor', 'hoplomachus'], teams: 2, turns: 1 });
    const sides = new Map<number, string[]>();
    for (const seat of ['a', 'b', 'c', 'd']) sides.set(t.f(seat).side, [...(sides.get(t.f(seat).side) ?? []), seat]);
    expect([...sides.values()].map((x) => x.length)).toEqual([2, 2]);
    for (let i = 0; i < 8; i++) t.play(t.pending()[0] as string, { type: 'pass' });
    for (const seat of ['a', 'b', 'c', 'd']) t.play(seat, { type: 'rest', endurance: false, recover: NO_RECOVERY });
    for (const side of sides.values()) expect(sideScore(t.s, side)).toBe(2 * (STARTING_VP + 5));
    // Three players, two of them a team: the pair takes 10 off.
    const three = table({}, {}, { characters: ['mirmillo', 'thraex', 'secutor'], teams: 2, turns: 1 });
    const pair = ['a', 'b', 'c'].filter(
      (x) => ['a', 'b', 'c'].filter((y) => three.f(y).side === three.f(x).side).length === 2,
    );
    expect(sideScore(three.s, pair)).toBe(2 * STARTING_VP - 10);
  });
});

describe('9.6 the net with special moves', () => {
  it('9.6 the net is never cast with a Break Item, nor with a Sweep', () => {
    const APART = { a: { at: { q: 0, r: 3 }, facing: 0 as const }, b: { at: { q: 0, r: 0 }, facing: 3 as const } };
    const t = table(
      APART,
      { a: ['strength'], b: [] },
      { game: 'light', characters: ['thraex', 'mirmillo'], items: [['net-0-1', 'sword-3-1'], null] },
    );
    const f = t.f('a');
    const i = f.deck.findIndex((c) => c.kind === 'specialMove' && c.move === 'breakItem');
    f.hand.push(...f.deck.splice(i, 1));
    const card = f.hand.find((c) => c.kind === 'specialMove' && c.move === 'breakItem')?.id as string;
    const item = t.f('b').items[0]?.card.id as string;
    const e = t.refuse('a', {
      type: 'action',
      card: one(t, 'a', 'strength'),
      add: [card],
      target: 'b',
      throw: 'a:net-0-1',
      item: `b:${item}`,
    });
    expect(e.rule).toBe('9.5');
    expect(e.message).toContain('net');

    const sweeper = table(
      FACE_TO_FACE,
      { a: ['strength'], b: [] },
      {
        game: 'light',
        characters: ['secutor', 'mirmillo'],
        items: [['net-0-1', 'sword-3-1'], null],
      },
    );
    const g = sweeper.f('a');
    g.hand.push(
      ...g.deck.splice(
        g.deck.findIndex((c) => c.kind === 'specialMove' && c.move === 'sweep'),
        1,
      ),
    );
    const sweep = g.hand.find((c) => c.kind === 'specialMove' && c.move === 'sweep')?.id as string;
    const e2 = sweeper.refuse('a', {
      type: 'action',
      card: one(sweeper, 'a', 'strength'),
      add: [sweep],
      target: 'b',
      throw: 'a:net-0-1',
      sweep: ['b'],
    });
    expect([e2.rule, e2.message]).toEqual(['9.5', 'a move for melee only cannot go with a thrown weapon or the net']);
  });
});

describe('2.2, 2.4, 2.6, 2.8 the cards, skills and powers of a character', () => {
  it('2.2 in the hand an energy card counts as a card for Dexterity, whatever its energy', () => {
    const bonus = (kind: Kind) => {
      const t = table(FACE_TO_FACE, { a: ['dexterity', kind, kind, kind, kind], b: [] }, { items: [[], null] });
      t.play('a', { type: 'action', card: one(t, 'a', 'dexterity'), add: [], target: 'b' });
      t.play('a', { type: 'attack', offense: false, blood: 0 });
      return values(t)[0];
    };
    expect(bonus('energy0')).toBe(2);
    expect(bonus('energy1')).toBe(2);
  });

  it('2.4 the Light game deals one card for each special move the character has, worth 2 HP; the Simplified none', () => {
    const light = table(FACE_TO_FACE, {}, { game: 'light', characters: ['thraex', 'secutor'] });
    const moves = (seat: string) =>
      light
        .f(seat)
        .deck.filter((c) => c.kind === 'specialMove')
        .map((c) => c.kind === 'specialMove' && c.move);
    expect(moves('a').sort()).toEqual(['acrobaticStrike', 'breakItem']);
    expect(moves('b').sort()).toEqual(['acrobaticStrike', 'overskill', 'sweep']);
    expect(CARD_HP.specialMove).toBe(2);
    const simplified = table(FACE_TO_FACE, {}, { characters: ['thraex', 'secutor'] });
    expect(simplified.f('a').deck.some((c) => c.kind === 'specialMove')).toBe(false);
  });

  it('2.6 a skill adds its whole current value when used, then drops by one: Offense 5 gives +5, then +4', () => {
    const t = table(
      FACE_TO_FACE,
      { a: ['strength', 'dexterity'], b: [] },
      { characters: ['thraex', 'mirmillo'], items: [[], []] },
    );
    expect(t.f('a').skills.offense).toBe(5);
    t.play('a', { type: 'action', card: one(t, 'a', 'strength'), add: [], target: 'b' });
    t.play('a', { type: 'attack', offense: true, blood: 0 });
    t.play('b', { type: 'defend', guard: false, speed: 0 });
    t.play('b', { type: 'pay', cards: t.ids('b', ['energy0'], 'deck') });
    expect(t.f('a').skills.offense).toBe(4);
    t.play('b', { type: 'pass' });
    t.play('b', { type: 'pass' });
    // Round 2: the Dexterity card leaves an empty hand (+0); Offense now gives +4.
    t.play('a', { type: 'action', card: one(t, 'a', 'dexterity'), add: [], target: 'b' });
    t.play('a', { type: 'attack', offense: true, blood: 0 });
    expect(values(t).filter((_, i) => i % 2 === 0)).toEqual([5, 4]);
    expect(t.f('a').skills.offense).toBe(3);
  });

  it('2.8 a power serves once a match: Stand up! used, it is no longer offered and is refused', () => {
    const t = table(FACE_TO_FACE, {}, { game: 'normal', characters: ['thraex', 'mirmillo'] });
    t.f('a').unbalanced = 1;
    t.play('a', { type: 'power', power: 'standUp' });
    expect(t.f('a').unbalanced).toBe(0);
    expect(t.f('a').usedPowers).toEqual(['standUp']);
    t.f('a').unbalanced = 1;
    const offered = gladiatori.legal(t.s, 'a').commands.filter((c) => c.type === 'power');
    expect(offered.some((c) => c.type === 'power' && c.power === 'standUp')).toBe(false);
    expect(t.refuse('a', { type: 'power', power: 'standUp' }).rule).toMatch(/^11/);
  });
});

describe('3.3 Character elements', () => {
  it('3.3 a Standby brings back any three elements: the rulebook’s two discarded cards and a Blood point', () => {
    const t = table(FACE_TO_FACE, { a: ['movement'], b: [] });
    const f = t.f('a');
    f.discard = f.deck.splice(0, 2);
    f.blood -= 1;
    const back = f.discard.map((c) => c.id);
    t.play('a', { type: 'standby', card: one(t, 'a', 'movement'), recover: { ...NO_RECOVERY, cards: back, blood: 1 } });
    expect(t.f('a').blood).toBe(t.f('a').startBlood);
    expect(t.f('a').discard).toEqual([]);
    // A fourth element is one too many.
    const u = table(FACE_TO_FACE, { a: ['movement'], b: [] });
    const g = u.f('a');
    g.discard = g.deck.splice(0, 3);
    g.blood -= 1;
    const four = { ...NO_RECOVERY, cards: g.discard.map((c) => c.id), blood: 1 };
    expect(u.refuse('a', { type: 'standby', card: one(u, 'a', 'movement'), recover: four }).rule).toBe('8.1');
  });
});
