import { describe, expect, it } from 'vitest';
import { Dice } from '../../core/dice.js';
import { type Hex, neighbour } from '../../core/hex.js';
import type { GameEvent, SeatId } from '../../core/protocol.js';
import { unwrap } from '../../core/result.js';
import { seedRng } from '../../core/rng.js';
import { playMatch } from '../../core/runner.js';
import { packKinds } from './animals/index.js';
import { moveAnimal } from './animals/move.js';
import { PACK_LIMIT, packSize } from './animals/pack.js';
import type { Animal, AnimalsState } from './animals/types.js';
import { veteranBot } from './bots.js';
import { experienceLines } from './campaign.js';
import { gladiatori } from './module.js';
import type { AnimalKind } from './tables.js';
import { FIXED_START, type Kind, NO_RECOVERY, type Place, pick, Table } from './testkit.js';
import type { Fighter, GladiatoriCommand } from './types.js';

const ACTIONS: Kind[] = ['strength', 'dexterity', 'berserk', 'movement'];
/** Options for a match whose fighters the test puts in place itself: the start hexes are not chosen (4.1). */
const opts = (o: Record<string, unknown>) => gladiatori.options.parse({ ...FIXED_START, ...o });

/**
 * A match whose animals stand where the test puts them (none waiting), its dice scripted from the first roll after
 * the hands are chosen; seat `first` plays first among the gladiators.
 */
function match(
  options: Record<string, unknown>,
  places: Record<SeatId, Place>,
  hands: Record<SeatId, Kind[]>,
  beasts: { kind: AnimalKind; at: Hex }[] | null,
  script: number[],
  first: SeatId = 'a',
  moves: Record<SeatId, string[]> = {},
): Table {
  const s = unwrap(gladiatori.setup(opts(options), 'animals', undefined, script));
  for (const [seat, p] of Object.entries(places)) Object.assign(s.fighters[seat] as Fighter, p);
  const z = s.animals as AnimalsState;
  if (beasts) {
    z.pack = beasts.map((b, i) => ({ id: `x${i + 1}`, kind: b.kind, state: 'arena', at: b.at }));
    z.next = beasts.length + 1;
  }
  s.stack = [first, ...s.seats.filter((x) => x !== first)];
  const t = new Table(s);
  for (const seat of s.seats) {
    const deck = t.f(seat).deck;
    const special = deck.filter((c) => c.kind === 'specialMove' && (moves[seat] ?? []).includes(c.move));
    t.play(seat, { type: 'choose', hand: [...pick(deck, hands[seat] ?? []), ...special.map((c) => c.id)] });
  }
  return t;
}

const zoo = (t: Table): AnimalsState => t.s.animals as AnimalsState;
const SOLO = { animals: 'solo', characters: ['thraex'] };
/** The Thraex at the centre facing north; the hex in front of him is (0,-1), the one behind (0,1). */
const CENTRE: Record<SeatId, Place> = { a: { at: { q: 0, r: 0 }, facing: 0 } };
const FRONT = { q: 0, r: -1 };
const BEHIND = { q: 0, r: 1 };
/** No reaction, no Guard: the animal's roll against the Thraex's items alone (sword +1, shield +3). */
const shrug = (t: Table) =>
  t.play('a', { type: 'react', card: null, add: [] }).play('a', { type: 'defend', guard: false, speed: 0 });

describe('§17 animals: set-up and modes', () => {
  it('§17.2 the pack: a number for each gladiator, or drawn in the printed range; never more than the box shows', () => {
    const rng = seedRng('pack');
    expect(packSize('wolf', 4, 2, rng)).toBe(8);
    for (let i = 0; i < 20; i++) {
      const dogs = packSize('dog', 0, 1, rng);
      expect(dogs).toBeGreaterThanOrEqual(5);
      expect(dogs).toBeLessThanOrEqual(6);
    }
    expect(packSize('bear', 0, 3, rng)).toBe(3);
    expect(packSize('dog', 9, 4, rng)).toBe(PACK_LIMIT);
    const s = unwrap(gladiatori.setup(opts({ ...SOLO, animalKind: 'lion', animalCount: 2 }), 'p'));
    expect(s.animals?.pack.map((a) => [a.kind, a.state])).toEqual([
      ['lion', 'waiting'],
      ['lion', 'waiting'],
    ]);
    // 17.8: the kinds of the pack are what a won campaign game against it pays: 3 experience for lions.
    const report = { match: 1, mode: 'solo' as const, vp: 0, won: true, hp: 10, killed: false, animals: packKinds(s) };
    expect(experienceLines(report).map((l) => [l.rule, l.amount])).toEqual([['17.8', 3]]);
  });

  it('§17.1 Solo is one gladiator, Cooperative two or more on one side; an ordinary match still needs two', () => {
    const bad = (o: Record<string, unknown>) => {
      const r = gladiatori.setup(opts(o), 'm');
      if (r.ok) throw new Error('accepted');
      return r.error.message;
    };
    expect(bad({ animals: 'solo', characters: ['thraex', 'mirmillo'] })).toMatch(/^17\.1: a Solo game/);
    expect(bad({ animals: 'cooperative', characters: ['thraex'] })).toMatch(/^17\.1: a Cooperative game/);
    expect(bad({ animals: 'cooperative', characters: ['thraex', 'mirmillo', 'secutor'], teams: 2 })).toMatch(
      /no teams/,
    );
    expect(bad({ characters: ['thraex'] })).toMatch(/^1\.1/);
    const s = unwrap(
      gladiatori.setup(opts({ animals: 'cooperative', characters: ['thraex', 'mirmillo', 'secutor'] }), 'm'),
    );
    expect(Object.values(s.fighters).map((f) => f.side)).toEqual([0, 0, 0]);
  });

  it('§17.1 Solo and Cooperative: the whole pack comes in on the first round, each through the gate its die names', () => {
    // Two wolves: gate dice 2 (left, 2 hexes) and 5 (right, 5 hexes); the Thraex stands far from both.
    const t = match({ ...SOLO, animalKind: 'wolf', animalCount: 2 }, CENTRE, { a: ACTIONS }, null, [2, 5]);
    const texts = t.texts();
    expect(texts.some((x) => /rolls 2: it comes in through the left gate and moves 2 hexes/.test(x))).toBe(true);
    expect(texts.some((x) => /rolls 5: it comes in through the right gate and moves 5 hexes/.test(x))).toBe(true);
    expect(zoo(t).pack.every((a) => a.state === 'arena' && a.at !== null)).toBe(true);
  });
});

describe('§17.3-17.6 entry, movement, attack and order', () => {
  it('§17.3 Coliseum: the handler rolls at the start of each turn; 1-2 lets nobody in, 3 one, 4 two, 5-6 three', () => {
    const opts = { animals: 'coliseum', animalKind: 'bear', animalCount: 2 };
    const places = { a: { at: { q: 2, r: -4 }, facing: 3 as const }, b: { at: { q: 2, r: 2 }, facing: 0 as const } };
    const none = match(opts, places, {}, null, [2]);
    expect(none.texts()).toContain('The animal handler rolls 2: no animal comes in this turn.');
    expect(zoo(none).pack.every((a) => a.state === 'waiting')).toBe(true);
    const three = match(opts, places, {}, null, [5, 1, 1, 4]);
    expect(three.texts()).toContain('The animal handler rolls 5: 3 of the 4 waiting animals come in.');
    expect(zoo(three).pack.filter((a) => a.state === 'arena')).toHaveLength(3);
    expect(zoo(three).pack.filter((a) => a.state === 'waiting')).toHaveLength(1);
  });

  it('§17.3 a gladiator standing in the gate keeps the animal out until the next round', () => {
    const gate = { q: -6, r: 3 };
    const t = match({ ...SOLO, animalKind: 'bear', animalCount: 1 }, { a: { at: gate, facing: 1 } }, {}, null, [1]);
    expect(t.texts().some((x) => /rolls 1 for the left gate, but a gladiator stands in it/.test(x))).toBe(true);
    expect(zoo(t).pack[0]?.state).toBe('called');
  });

  it('§17.4 an animal makes for the nearest free hex beside a gladiator, around another animal, a die settling ties', () => {
    // A dog two hexes north of the Thraex on his spoke: one way in, the hex in front of him.
    const straight = match(SOLO, CENTRE, {}, [{ kind: 'dog', at: { q: 0, r: -3 } }], [6, 1]);
    expect(zoo(straight).pack[0]?.at).toEqual(FRONT);
    expect(straight.texts()).toContain('dog 1 moves 2 hexes to the hex 1 north of the centre.');
    // A wolf already holds that hex: the dog goes round it, to one of the two next-nearest hexes, the die saying which.
    const s = unwrap(gladiatori.setup(opts(SOLO), 'round', undefined, [5, 2]));
    Object.assign(s.fighters.a as Fighter, CENTRE.a);
    const z = s.animals as AnimalsState;
    z.pack = [
      { id: 'x1', kind: 'wolf', state: 'arena', at: FRONT },
      { id: 'x2', kind: 'dog', state: 'arena', at: { q: 0, r: -3 } },
    ];
    const ctx = { s, dice: new Dice(s.rng), events: [] as GameEvent[] };
    moveAnimal(ctx, z, z.pack[1] as Animal, 6);
    expect(ctx.events.map((e) => e.text)).toEqual([
      'dog 2: which hex to make for: 2 choices, the die says 5, then 2: number 2.',
      'dog 2 moves 3 hexes to the hex 1 north-west of the centre.',
    ]);
  });

  it('§17.5 one die after moving, two when standing next to the gladiator; the roll is the Final Attack Value', () => {
    const moving = match(SOLO, CENTRE, {}, [{ kind: 'wolf', at: { q: 0, r: -2 } }], [3, 5]);
    expect(zoo(moving).fight?.dice).toEqual([5]);
    expect(zoo(moving).fight?.value).toBe(5);
    const standing = match(SOLO, CENTRE, {}, [{ kind: 'wolf', at: FRONT }], [3, 5]);
    expect(zoo(standing).fight?.dice).toEqual([3, 5]);
    expect(zoo(standing).fight?.value).toBe(8);
    // 8 against the Thraex's items (4): 4 damage, paid from his hit-point deck (he holds no card to react with).
    standing.play('a', { type: 'defend', guard: false, speed: 0 });
    expect(zoo(standing).fight?.step).toBe('pay');
    expect(zoo(standing).fight?.damage).toBe(4);
  });

  it('§17.6 the animals act before every gladiator, in both combat rounds', () => {
    const t = match(SOLO, CENTRE, { a: ACTIONS }, [{ kind: 'dog', at: { q: 0, r: -4 } }], [1, 1, 1]);
    const order = t.texts().findIndex((x) => x.startsWith('Combat round 1'));
    const dog = t.texts().findIndex((x) => x.startsWith('The animals act first'));
    expect(dog).toBeGreaterThan(order);
    expect(gladiator(t)).toBe('a');
    t.play('a', { type: 'pass' });
    expect(t.texts().filter((x) => x.startsWith('The animals act first'))).toHaveLength(2);
  });
});

/** The seat the match waits on. */
const gladiator = (t: Table): SeatId => t.pending()[0] as SeatId;

describe('§17.7-17.9 fighting animals', () => {
  it('§17.7 the gladiator sees the roll, then reacts with a card laid face-up; an animal earns no matching bonus', () => {
    const t = match(SOLO, CENTRE, { a: ACTIONS }, [{ kind: 'dog', at: FRONT }], [4, 5]);
    expect(t.texts()).toContain('dog 1 rolls 4 + 5: Final Attack Value 9.');
    const berserk = t.ids('a', ['berserk'])[0] as string;
    t.play('a', { type: 'react', card: berserk, add: [] });
    expect(t.f('a').table[0]).toMatchObject({ faceDown: false, rotated: false });
    t.play('a', { type: 'defend', guard: true, speed: 0 });
    // Oppose 5 + items 4 + Guard 5 = 14: no damage, and no matching-card term anywhere.
    expect(t.texts()).toContain('Thraex: Final Defence Value 14.');
    expect(t.texts('value-terms').join(' ')).not.toMatch(/matching/);
    expect(t.texts()).toContain('9 against 14: Thraex is not hurt.');
  });

  it('§17.7 an animal behind the gladiator leaves him only a Dodge and costs him 3; directly behind, no reaction at all', () => {
    const side = match(SOLO, CENTRE, { a: ACTIONS }, [{ kind: 'dog', at: { q: 1, r: 0 } }], [2, 3]);
    const offered = gladiatori.legal(side.s, 'a').commands.filter((c) => c.type === 'react' && c.card !== null);
    expect(offered.map((c) => c.type === 'react' && side.f('a').hand.find((h) => h.id === c.card))).toEqual([
      expect.objectContaining({ action: 'movement' }),
    ]);
    const refused = side.refuse('a', { type: 'react', card: side.ids('a', ['berserk'])[0] as string, add: [] });
    expect(refused.rule).toBe('17.7');
    const back = match(SOLO, CENTRE, { a: ACTIONS }, [{ kind: 'dog', at: BEHIND }], [2, 3]);
    expect(back.texts()).toContain('Thraex does not react to dog 1.');
    back.play('a', { type: 'defend', guard: false, speed: 0 });
    expect(back.texts()).toContain('Thraex: Final Defence Value 1.');
  });

  it('§17.7 the -3 from behind against an animal is an option: on by default, off the defence keeps its full value', () => {
    // A dog directly behind the Thraex rolls 2 + 5 = 7; he cannot react, so only his items (sword 1, shield 3) count.
    const withPenalty = match(SOLO, CENTRE, { a: ACTIONS }, [{ kind: 'dog', at: BEHIND }], [2, 5]);
    withPenalty.play('a', { type: 'defend', guard: false, speed: 0 });
    expect(withPenalty.texts('value-terms').join(' ')).toMatch(/attacked from behind/);
    expect(withPenalty.texts()).toContain('Thraex: Final Defence Value 1.');
    expect(withPenalty.texts()).toContain('7 against 1: dog 1 deals 6 damage.');
    const without = match(
      { ...SOLO, animalBehindPenalty: false },
      CENTRE,
      { a: ACTIONS },
      [{ kind: 'dog', at: BEHIND }],
      [2, 5],
    );
    without.play('a', { type: 'defend', guard: false, speed: 0 });
    expect(without.texts('value-terms').join(' ')).not.toMatch(/attacked from behind/);
    expect(without.texts()).toContain('Thraex: Final Defence Value 4.');
    expect(without.texts()).toContain('7 against 4: dog 1 deals 3 damage.');
    // The reaction limits do not move with the option: behind his flank only a Dodge meets the dog, which halves
    // 7 to 3 against 0 Speed and no items, less 3 by default and nothing without.
    for (const [penalty, value] of [
      [true, -3],
      [false, 0],
    ] as const) {
      const side = match(
        { ...SOLO, animalBehindPenalty: penalty },
        CENTRE,
        { a: ACTIONS },
        [{ kind: 'dog', at: { q: 1, r: 0 } }],
        [2, 5],
      );
      const refused = side.refuse('a', { type: 'react', card: side.ids('a', ['berserk'])[0] as string, add: [] });
      expect(refused.rule).toBe('17.7');
      side.play('a', { type: 'react', card: side.ids('a', ['movement'])[0] as string, add: [] });
      side.play('a', { type: 'defend', guard: false, speed: 0 });
      expect(side.texts()).toContain(`Thraex: Final Defence Value ${value}.`);
    }
  });

  it('§17.8 beaten by the attack, an animal dies; in Coliseum the kill is worth 3 VP, the attack nothing, and no first blood', () => {
    const places = { a: CENTRE.a as Place, b: { at: { q: 4, r: -4 }, facing: 3 as const } };
    const t = match(
      { animals: 'coliseum', animalKind: 'dog', animalCount: 1, characters: ['thraex', 'mirmillo'] },
      places,
      { a: ACTIONS, b: ACTIONS },
      [{ kind: 'dog', at: FRONT }],
      [1, 2, 3, 3],
    );
    // The dog's 3 misses the Thraex; he answers with Dexterity: half of 3 cards (1) + items 5 + Offense 5 = 11.
    shrug(t);
    t.play('a', { type: 'action', card: t.ids('a', ['dexterity'])[0] as string, add: [], target: 'x1' });
    t.play('a', { type: 'attack', offense: true, blood: 0 });
    expect(t.texts()).toContain('dog 1 rolls 3 + 3: Final Defence Value 6; it wakes doubles (18.1).');
    expect(t.texts()).toContain('11 beats 6: Thraex kills dog 1.');
    expect(t.s.vp.map((e) => [e.cause, e.points, e.rule])).toEqual([['animal kill', 3, '17.8']]);
    expect(t.s.firstBlood).toBe(false);
    expect(zoo(t).kills).toEqual([{ seat: 'a', animal: 'x1', kind: 'dog', turn: 1 }]);
  });

  it('§17.8 Solo: no VP at all; the gladiator wins by being alive at the end, or sooner when no animal is left', () => {
    const t = match(SOLO, CENTRE, { a: ACTIONS }, [{ kind: 'dog', at: FRONT }], [1, 2, 1, 2]);
    shrug(t);
    t.play('a', { type: 'action', card: t.ids('a', ['dexterity'])[0] as string, add: [], target: 'x1' });
    t.play('a', { type: 'attack', offense: true, blood: 0 });
    expect(t.s.vp).toEqual([]);
    expect(t.s.outcome).toMatchObject({ winners: ['a'], losers: [], how: 'the pack is beaten', rule: '17.8' });
    // A single turn with the dog far away: he is alive when it ends, and wins.
    const quiet = match({ ...SOLO, turns: 1 }, CENTRE, {}, [{ kind: 'dog', at: { q: 0, r: 6 } }], [1, 1]);
    quiet.play('a', { type: 'pass' });
    quiet.play('a', { type: 'pass' });
    quiet.play('a', {
      type: 'rest',
      endurance: false,
      recover: { cards: [], blood: 0, speed: 0, offense: 0, guard: 0 },
    });
    expect(quiet.s.outcome).toMatchObject({ winners: ['a'], how: 'six turns' });
    expect(quiet.s.vp).toEqual([]);
  });

  it('§17.9 a special move or feint card counts +2 against an animal; its own effect is refused', () => {
    const t = match({ ...SOLO, game: 'light' }, CENTRE, { a: [...ACTIONS] }, [{ kind: 'dog', at: FRONT }], [6, 6]);
    const f = t.f('a');
    // The Thraex's two special move cards, taken into his hand for the test.
    const moves = f.deck.filter((c) => c.kind === 'specialMove');
    f.hand.push(...moves);
    f.deck = f.deck.filter((c) => c.kind !== 'specialMove');
    t.play('a', { type: 'react', card: t.ids('a', ['berserk'])[0] as string, add: moves.map((c) => c.id) });
    const refused = t.refuse('a', { type: 'defend', guard: false, speed: 0, sacrifice: 'a1' });
    expect(refused.rule).toBe('17.9');
    t.play('a', { type: 'defend', guard: false, speed: 0 });
    // Oppose 5 + items 4 + two cards spent for +4 = 13.
    expect(t.texts()).toContain('Thraex: Final Defence Value 13.');
  });
});

describe('§17.9 powers against animals', () => {
  it('§17.9 a power may be given up for +2 against an animal, and only against one', () => {
    const t = match({ ...SOLO, game: 'normal' }, CENTRE, { a: ACTIONS }, [{ kind: 'dog', at: FRONT }], [6, 6]);
    const offered = gladiatori.legal(t.s, 'a');
    expect(offered.commands.filter((c) => c.type === 'react').length).toBeGreaterThan(1);
    t.play('a', { type: 'react', card: null, add: [] });
    expect(t.refuse('a', { type: 'defend', guard: false, speed: 0, spend: 'lunge' }).rule).toBe('17.9');
    t.play('a', { type: 'defend', guard: false, speed: 0, spend: 'standUp' });
    // Items 4 and Stand Up given up for +2: 6.
    expect(t.texts()).toContain('Thraex: Final Defence Value 6.');
    expect(t.f('a').usedPowers).toEqual(['standUp']);
    const duel = match(
      { game: 'normal', characters: ['thraex', 'mirmillo'] },
      { a: CENTRE.a as Place, b: { at: FRONT, facing: 3 } },
      { a: ACTIONS },
      null,
      [],
    );
    duel.play('a', { type: 'action', card: duel.ids('a', ['dexterity'])[0] as string, add: [], target: 'b' });
    if (duel.pending()[0] === 'b') duel.play('b', { type: 'react', card: null, add: [] });
    expect(duel.refuse('a', { type: 'attack', offense: true, blood: 0, spend: 'wrestling' }).rule).toBe('17.9');
  });
});

describe('§17 cooperation against animals', () => {
  it('6.5 in a Cooperative game a gladiator helps his ally against an animal: +1 for every 4 of his attack', () => {
    // Thraex (a) and Mirmillo (b) side by side, a bear in front of both; the bear attacks the Thraex first and misses.
    const t = match(
      { animals: 'cooperative', characters: ['thraex', 'mirmillo'] },
      { a: CENTRE.a as Place, b: { at: { q: 1, r: -1 }, facing: 5 } },
      { a: ACTIONS, b: ACTIONS },
      [{ kind: 'bear', at: FRONT }],
      // The die picks the first of the two gladiators beside it; its attack 1 + 2, extra 1; its defence 1 + 3, extra 1.
      [1, 1, 2, 1, 1, 3, 1],
    );
    expect(t.texts()).toContain('bear 1 rolls 1 + 2 + 1: Final Attack Value 4.');
    shrug(t);
    // The Thraex's Dexterity (half of 3 cards 1, items 5, Offense 5: 11) helps the Mirmillo: +2.
    t.play('a', { type: 'action', card: t.ids('a', ['dexterity'])[0] as string, add: [], target: 'x1', help: 'b' });
    t.play('a', { type: 'attack', offense: true, blood: 0 });
    expect(t.texts()).toContain(
      'Thraex helps Mirmillo against bear 1: +2 to his next attack on it or defence against it.',
    );
    expect(t.f('b').helped).toEqual({ against: 'x1', value: 2 });
    t.play('b', { type: 'action', card: t.ids('b', ['dexterity'])[0] as string, add: [], target: 'x1' });
    t.play('b', { type: 'attack', offense: true, blood: 0 });
    // Half of 3 cards 1, sword 3, Offense 4 and the ally's 2: 10 against the bear's 1 + 3 + 1.
    expect(t.events.filter((e) => e.type === 'value-terms').at(-1)?.text).toMatch(/\+2 ally bonus \(6\.5\)/);
    expect(t.texts()).toContain('10 beats 5: Mirmillo kills bear 1.');
    expect(t.f('b').helped).toBeNull();
    expect(t.s.outcome).toMatchObject({ winners: ['a', 'b'], how: 'the pack is beaten' });
  });
});

describe('§17.9 nets and throws against animals', () => {
  it('§17.9 a net cast at an animal traps it; netted, it stays put and tears at the net, a 5 or 6 taking a cube off', () => {
    const t = match(
      { ...SOLO, characters: ['retiarius'] },
      CENTRE,
      { a: ACTIONS },
      [{ kind: 'dog', at: { q: 0, r: -3 } }],
      // The dog moves 1 hex; its defence 1 + 2; in round 2 it struggles: 5.
      [1, 1, 2, 5],
    );
    expect(zoo(t).pack[0]?.at).toEqual({ q: 0, r: -2 });
    t.play('a', {
      type: 'action',
      card: t.ids('a', ['dexterity'])[0] as string,
      add: [],
      target: 'x1',
      throw: 'a:net-0-1',
    });
    t.play('a', { type: 'attack', offense: true, blood: 0 });
    // Half of 3 cards 1, trident 3, the net 0 doubled, -2 for the second hex, Offense 3: 5 against 3.
    expect(t.texts()).toContain('5 against 3: dog 1 is caught in the net (three grey cubes).');
    expect(t.f('a').lostItems.map((i) => i.id)).toEqual(['a:net-0-1']);
    // Round 2: the netted dog neither moves nor attacks from two hexes off; its 5 tears one of the three cubes off.
    expect(t.texts()).toContain('dog 1 rolls 5 and tears off a grey cube (2 left).');
    expect(zoo(t).pack[0]).toMatchObject({ state: 'arena', trapped: 2 });
    expect(zoo(t).pack[0]?.at).toEqual({ q: 0, r: -2 });
  });

  it('§17.9 a netted animal attacks with one die less', () => {
    const s = unwrap(gladiatori.setup(opts(SOLO), 'net', undefined, [6]));
    Object.assign(s.fighters.a as Fighter, CENTRE.a);
    (s.animals as AnimalsState).pack = [{ id: 'x1', kind: 'dog', state: 'arena', at: FRONT, trapped: 3 }];
    const t = new Table(s);
    t.play('a', { type: 'choose', hand: [] });
    expect(zoo(t).fight?.dice).toEqual([6]);
    expect(t.texts()).toContain('dog 1 rolls 6 and tears off a grey cube (2 left).');
  });

  it('§17.9 a throw needs the animal in front, a clear line, and no melee; a spear thrown leaves the game', () => {
    const places = { a: { at: { q: 0, r: 0 }, facing: 0 as const } };
    const t = match(
      { ...SOLO, characters: ['hoplomachus'] },
      places,
      { a: ACTIONS },
      [{ kind: 'bear', at: { q: 0, r: -4 } }],
      [1],
    );
    // The bear moved 1 hex to (0,-3): three hexes off, in front.
    const spear = t.f('a').items.find((i) => i.card.kind === 'spear')?.id as string;
    const offered = gladiatori.legal(t.s, 'a').commands.filter((c) => c.type === 'action' && c.throw === spear);
    expect(offered).toHaveLength(1);
    t.f('a').facing = 3;
    const refused = t.refuse('a', {
      type: 'action',
      card: t.ids('a', ['dexterity'])[0] as string,
      add: [],
      target: 'x1',
      throw: spear,
    });
    expect(refused.rule).toBe('9.5');
    expect(refused.message).toMatch(/not in Hoplomachus's front/);
  });
});

describe('§9.5 §17.9 an animal partly hidden by another', () => {
  it('§9.5 an animal beside the target hides part of its hex: no throw by default; with lineOfFire "centre", one', () => {
    const offered = (lineOfFire: 'wholeHex' | 'centre') => {
      const t = match(
        { ...SOLO, characters: ['hoplomachus'], lineOfFire },
        { a: { at: { q: 0, r: 0 }, facing: 0 as const } },
        { a: ACTIONS },
        [{ kind: 'bear', at: { q: 0, r: -4 } }],
        [1],
      );
      // The bear moved to (0,-3); a second bear stands at (1,-3), beside it and off the line between the centres.
      zoo(t).pack.push({ id: 'x2', kind: 'bear', state: 'arena', at: { q: 1, r: -3 }, trapped: 0 });
      const spear = t.f('a').items.find((i) => i.card.kind === 'spear')?.id as string;
      const throws = gladiatori.legal(t.s, 'a').commands.filter((c) => c.type === 'action' && c.throw === spear);
      return { t, spear, targets: throws.map((c) => (c.type === 'action' ? c.target : null)) };
    };
    const whole = offered('wholeHex');
    expect(whole.targets).not.toContain('x1');
    const refused = whole.t.refuse('a', {
      type: 'action',
      card: whole.t.ids('a', ['dexterity'])[0] as string,
      add: [],
      target: 'x1',
      throw: whole.spear,
    });
    expect(refused.message).toContain('an animal hides part of bear 1');
    expect(offered('centre').targets).toContain('x1');
  });
});

describe('§18 the animals\u2019 powers', () => {
  it('§18.1 a dog\u2019s doubles call another dog, who comes in at the next combat round', () => {
    const t = match(SOLO, CENTRE, {}, [{ kind: 'dog', at: FRONT }], [2, 2]);
    expect(zoo(t).pack[1]).toMatchObject({ id: 'x2', kind: 'dog', state: 'called', at: null });
    expect(t.texts()).toContain('Doubles: dog 2 joins the pack and comes in at the next combat round.');
  });

  it('§18.2 a wolf\u2019s seven unbalances the gladiator whatever the result, unless he dodged', () => {
    const hit = match(SOLO, CENTRE, { a: ACTIONS }, [{ kind: 'wolf', at: FRONT }], [3, 4]);
    hit.play('a', { type: 'react', card: hit.ids('a', ['berserk'])[0] as string, add: [] });
    hit.play('a', { type: 'defend', guard: true, speed: 0 });
    expect(hit.f('a').unbalanced).toBe(1);
    const dodged = match(SOLO, CENTRE, { a: ACTIONS }, [{ kind: 'wolf', at: FRONT }], [3, 4]);
    dodged.play('a', { type: 'react', card: dodged.ids('a', ['movement'])[0] as string, add: [] });
    dodged.play('a', { type: 'defend', guard: true, speed: 2 });
    expect(dodged.f('a').unbalanced).toBe(0);
  });

  it('§18.3 a lion rolls two dice even after moving; its doubles double the damage unless the gladiator steps back', () => {
    // Moving in (die 1), the lion rolls 3 + 3 = 6 against the Thraex's items (4): 2 damage.
    const back = match(SOLO, CENTRE, {}, [{ kind: 'lion', at: { q: 0, r: -2 } }], [1, 3, 3]);
    expect(zoo(back).fight?.dice).toEqual([3, 3]);
    back.play('a', { type: 'defend', guard: false, speed: 0 });
    expect(back.f('a').at).toEqual(BEHIND);
    expect(back.f('a').speed).toBe(3);
    expect(zoo(back).fight?.damage).toBe(2);
    // Without Speed he cannot step back: 4 damage.
    const stuck = match(SOLO, CENTRE, {}, [{ kind: 'lion', at: { q: 0, r: -2 } }], [1, 3, 3]);
    stuck.f('a').speed = 0;
    stuck.play('a', { type: 'defend', guard: false, speed: 0 });
    expect(stuck.f('a').at).toEqual(CENTRE.a?.at);
    expect(zoo(stuck).fight?.damage).toBe(4);
  });

  it('§18.3 a lion\u2019s seven knocks an undodging gladiator face-down, hit or not', () => {
    const t = match(SOLO, CENTRE, {}, [{ kind: 'lion', at: FRONT }], [3, 4]);
    t.play('a', { type: 'defend', guard: true, speed: 0 });
    expect(t.texts()).toContain('7 against 9: Thraex is not hurt.');
    expect(t.f('a').faceDown).toBe(true);
  });

  it('§18.4 a bear adds a die after its powers are read; its doubles add 2 to every die', () => {
    const t = match(SOLO, CENTRE, {}, [{ kind: 'bear', at: FRONT }], [2, 2, 3]);
    expect(zoo(t).fight?.dice).toEqual([2, 2, 3]);
    expect(zoo(t).fight?.value).toBe(13);
    expect(t.texts()).toContain(
      'bear 1 rolls 2 + 2 + 3 + 6 for its doubles: Final Attack Value 13; it wakes doubles (18.4).',
    );
  });

  it('§18.4 a bear\u2019s seven takes a card of the hit-point deck or an item, whatever the fight\u2019s result', () => {
    const t = match(SOLO, CENTRE, {}, [{ kind: 'bear', at: FRONT }], [3, 4, 1]);
    t.play('a', { type: 'defend', guard: true, speed: 0 });
    expect(t.texts()).toContain('8 against 9: Thraex is not hurt.');
    expect(zoo(t).fight?.step).toBe('toll');
    const shield = 'a:shield-2-3';
    expect(t.refuse('a', { type: 'pay', cards: [shield, t.f('a').deck[0]?.id as string] }).rule).toBe('18.4');
    t.play('a', { type: 'pay', cards: [shield] });
    expect(t.f('a').items.map((i) => i.id)).toEqual(['a:sword-3-1']);
    expect(t.texts()).toContain("The bear's seven: Thraex gives up shield +2/+3 (3 HP).");
  });
});

/**
 * The rulebook's Example of a Turn, round 1 and the bear's attack in round 2, with the printed dice; the returned
 * table waits for the Mirmillo's second combat round.
 */
function exampleRound1(): Table {
  // Coliseum, Normal game: Mirmillo (a) and Thraex (b), a bear each waiting outside; the Thraex plays first. Each
  // keeps 6 cards in his hit-point deck: the Mirmillo 2 Action and 4 combat cards, the Thraex 1 and 5.
  const e1 = (n: number): Kind[] => Array.from({ length: n }, () => 'energy1');
  const e0 = (n: number): Kind[] => Array.from({ length: n }, () => 'energy0');
  const t = match(
    {
      animals: 'coliseum',
      animalKind: 'bear',
      animalCount: 1,
      characters: ['mirmillo', 'thraex'],
      game: 'normal',
      // The hexes are the test's own (the print's map is not in the text), so the start-hex step is switched off.
      startChoice: false,
    },
    { a: { at: { q: 3, r: 1 }, facing: 5 }, b: { at: { q: -2, r: 3 }, facing: 0 } },
    { a: ['strength', 'movement', ...e1(5), ...e0(3)], b: ['berserk', 'dexterity', 'movement', ...e1(4), ...e0(3)] },
    null,
    // Handler 3; gate 3; the bear's attack 5, its extra die 2; its defence 5 + 6, extra 5; round 2: 1 + 1, extra 2.
    // Turn 2 (not printed): the handler's 1 lets nobody in; the bear picks the Mirmillo (1) and rolls 1 + 2, extra 1.
    [3, 3, 5, 2, 5, 6, 5, 1, 1, 2, 1, 1, 1, 2, 1],
    'b',
    { a: ['sacrifice', 'rage', 'unbalancingStrike'], b: ['acrobaticStrike', 'breakItem'] },
  );
  expect([t.f('a').deck.length, t.f('b').deck.length]).toEqual([6, 6]);
  expect(t.f('a').deck.filter((c) => c.kind === 'action')).toHaveLength(2);
  expect(t.f('b').deck.filter((c) => c.kind === 'action')).toHaveLength(1);
  expect(t.texts()).toContain('The animal handler rolls 3: 1 of the 2 waiting animals comes in.');
  expect(t.texts()).toContain('bear 1 rolls 3: it comes in through the left gate and moves 3 hexes.');
  expect(zoo(t).pack[0]?.at).toEqual({ q: -3, r: 3 });
  expect(t.texts()).toContain('bear 1 rolls 5 + 2: Final Attack Value 7.');
  // Thraex opposes with his Berserk card, face-up, and no cards: Oppose 5 + sword 1 + shield 3 = 9.
  t.play('b', { type: 'react', card: t.ids('b', ['berserk'])[0] as string, add: [] });
  t.play('b', { type: 'defend', guard: false, speed: 0 });
  expect(t.texts()).toContain('Thraex: Final Defence Value 9.');
  expect(t.texts()).toContain('7 against 9: Thraex is not hurt.');
  // Thraex turns 60 degrees for 1 Speed to face the bear, and attacks it with Dexterity, face-up.
  t.play('b', { type: 'extra', to: { q: -2, r: 3 }, facing: 5 });
  expect(t.f('b').speed).toBe(3);
  t.play('b', { type: 'action', card: t.ids('b', ['dexterity'])[0] as string, add: [], target: 'x1' });
  t.play('b', { type: 'attack', offense: true, blood: 0 });
  // Printed: 12 cards in hand for +6, 16 in all. He chose 12, but by the rules his Berserk and Dexterity cards have
  // left his hand when he strikes: 10 for +5, 15.
  expect(t.events.filter((e) => e.type === 'value-terms').at(-1)?.text).toBe(
    'Final Attack Value 15 = +5 Dexterity bonus (half the hand) (8.3), +3 sword +3/+1 (2 HP) (7.1), +2 shield +2/+3 (3 HP) (7.1), +5 Offense skill (2.6).',
  );
  expect(t.texts()).toContain('bear 1 rolls 5 + 6 + 5: Final Defence Value 16.');
  expect(t.texts()).toContain('15 does not beat 16: bear 1 survives.');
  expect(t.f('b').skills.offense).toBe(4);
  // Mirmillo runs round behind the Thraex with all 4 Speed points and strikes with Strength, Unbalancing Strike
  // and his five 1-energy cards: 5 + sword 3 + Offense 4 = 12; the Thraex declines to spend two elements.
  expect(gladiator(t)).toBe('a');
  t.play('a', { type: 'extra', to: { q: -1, r: 3 }, facing: 5 });
  expect(t.f('a').speed).toBe(0);
  const strike = t.f('a').hand.find((c) => c.kind === 'specialMove' && c.move === 'unbalancingStrike')?.id as string;
  t.play('a', {
    type: 'action',
    card: t.ids('a', ['strength'])[0] as string,
    add: [strike, ...t.ids('a', e1(5))],
    target: 'b',
  });
  t.play('a', { type: 'attack', offense: true, blood: 0 });
  expect(t.texts()).toContain('Mirmillo: Final Attack Value 12.');
  t.play('b', { type: 'balance', spend: null });
  t.play('b', { type: 'defend', guard: true, speed: 0 });
  expect(t.texts()).toContain('Thraex: Final Defence Value 6.');
  // The white cube waits for the end of the Mirmillo's round: the Thraex defends without it.
  expect(t.f('b').unbalanced).toBe(0);
  t.play('b', { type: 'pay', cards: t.ids('b', ['energy1', 'energy1'], 'deck') });
  // One white cube on a fighter who was standing leaves him standing (12.3).
  expect([t.f('b').unbalanced, t.f('b').faceDown]).toEqual([1, false]);
  // Booed: -3 for the attack from behind, -2 for each of the 4 damage points, and no first blood.
  expect(t.s.vp.filter((v) => v.seat === 'a').map((v) => [v.cause, v.points])).toEqual([
    ['attack from behind', -3],
    ['damage from behind', -8],
  ]);
  expect(t.s.firstBlood).toBe(false);
  // His combat cards go to the discard pile; the Strength card stays on the table, rotated.
  expect(
    t
      .f('a')
      .discard.map((c) => c.kind)
      .sort(),
  ).toEqual([...e1(5), 'specialMove'].sort());
  expect(t.f('a').table.map((x) => [x.card.action, x.rotated])).toEqual([['strength', true]]);
  // Round 2: the animals first; the bear, still beside the Thraex, rolls two dice: snake eyes, +2 each, extra 2 (+2).
  expect(t.texts().at(-1)).toBe(
    'bear 1 rolls 1 + 1 + 2 + 6 for its doubles: Final Attack Value 10; it wakes doubles (18.4).',
  );
  t.play('b', { type: 'react', card: t.ids('b', ['movement'])[0] as string, add: [] });
  t.play('b', { type: 'defend', guard: true, speed: 1 });
  // Dodge 1 Speed +2 and Guard 4 = 6; the Dodge halves the bear's 10 to 5.
  expect(t.texts()).toContain('Thraex: Final Defence Value 6.');
  expect(t.texts()).toContain('The Dodge halves the roll of bear 1 to 5.');
  expect(t.texts()).toContain('5 against 6: Thraex is not hurt.');
  expect(t.f('b').table.map((x) => [x.card.action, x.rotated])).toEqual([
    ['berserk', false],
    ['dexterity', true],
    ['movement', false],
  ]);
  // Next is the Mirmillo, behind on VP (-1 against 10).
  expect(gladiator(t)).toBe('a');
  expect(
    [t.s.fighters.a, t.s.fighters.b].map((f) => gladiatori.view(t.s, 'spectator').scores[(f as Fighter).seat]),
  ).toEqual([-1, 10]);
  return t;
}

describe('Example of a Turn (Mirmillo, Thraex and the bears)', () => {
  it('§17 round 1: the bear comes in, attacks the Thraex twice and survives his Dexterity, as printed but for the size of his hand', () => {
    exampleRound1();
  });

  it('§6 round 2: the Mirmillo walks round to the front, the Thraex re-uses Berserk against his re-used Block', () => {
    exampleRound2();
  });

  it('§5.4 Rest: the Mirmillo spends Resistance on Speed and Endurance on 8 elements; the Thraex takes back 5 cards', () => {
    const t = exampleRest();
    expect(t.texts()).toContain('Mirmillo uses Resistance in the Rest.');
    expect(t.texts()).toContain('Mirmillo uses his Endurance and recovers 8 elements.');
    expect(t.texts()).toContain('Thraex uses his Endurance and recovers 5 elements.');
    const [a, b] = [t.f('a'), t.f('b')];
    expect([a.speed, a.skills.offense, a.skills.guard, a.skills.endurance, a.usedPowers]).toEqual([
      3,
      4,
      3,
      7,
      ['resistance'],
    ]);
    expect([b.speed, b.skills.offense, b.skills.guard, b.skills.endurance]).toEqual([1, 3, 3, 4]);
    // End of the turn: hand and hit-point deck make the next deck; the Thraex still lies face-down.
    expect(t.s.turn).toBe(2);
    expect([a.hand.length, a.deck.length, a.discard.map((c) => c.kind)]).toEqual([0, 13, ['energy1', 'energy1']]);
    expect([b.hand.length, b.deck.length, b.discard.length, b.faceDown]).toEqual([0, 13, 3, true]);
  });

  it('§12.3 turn 2: the face-down Thraex buys off his two white cubes in his own round and stands, for 4 elements', () => {
    const t = exampleRest();
    // Turn 2 is not narrated beyond the Thraex's plan to get up in his next round; the hands, the bear's dice and
    // the Mirmillo's round are the test's own. The Thraex keeps two Action cards and three combat cards.
    t.play('a', { type: 'choose', hand: t.ids('a', ['strength', 'dexterity', 'berserk', 'energy1'], 'deck') });
    t.play('b', {
      type: 'choose',
      hand: t.ids('b', ['strength', 'movement', 'energy1', 'energy0', 'energy0'], 'deck'),
    });
    expect(t.texts()).toContain('The animal handler rolls 1: no animal comes in this turn.');
    // The bear stands between both gladiators and a die sends it at the Mirmillo: 1 + 2 + 1 = 4 against his helmet 2
    // and Guard 3, without a Reaction card.
    expect(t.texts()).toContain('bear 1 attacks Mirmillo.');
    expect(t.texts()).toContain('bear 1 rolls 1 + 2 + 1: Final Attack Value 4.');
    t.play('a', { type: 'react', card: null, add: [] }).play('a', { type: 'defend', guard: true, speed: 0 });
    expect(t.texts()).toContain('4 against 5: Mirmillo is not hurt.');
    // The Mirmillo, last on VP, goes first: Standby with his Dexterity card for 2 Blood and a card of his discard.
    expect(gladiator(t)).toBe('a');
    t.play('a', {
      type: 'standby',
      card: t.ids('a', ['dexterity'])[0] as string,
      recover: { ...NO_RECOVERY, blood: 2, cards: t.ids('a', ['energy1'], 'discard') },
    });
    // The Thraex's round: still face-down (8 Blood less 3 for the Berserk re-use and 1 in it), he may not step.
    expect(gladiator(t)).toBe('b');
    const thraex = t.f('b');
    expect([thraex.unbalanced, thraex.faceDown, thraex.blood, thraex.speed]).toEqual([2, true, 4, 1]);
    expect(t.refuse('b', { type: 'extra', to: { q: -1, r: 3 }, facing: 0 }).rule).toBe('6.1');
    // The print says 6 elements; by 12.3 each white cube costs exactly two, so 3 for one cube is refused.
    const three = { cards: [], blood: 3, speed: 0, offense: 0, guard: 0, endurance: 0 };
    expect(t.refuse('b', { type: 'steady', marker: 'unbalanced', spend: three }).rule).toBe('12.3');
    // First cube for 2 Blood: one white cube left, and a face-down fighter with one cube still lies on the sand.
    t.play('b', { type: 'steady', marker: 'unbalanced', spend: { ...three, blood: 2 } });
    expect([t.f('b').unbalanced, t.f('b').faceDown]).toEqual([1, true]);
    // Second cube for his last Speed point and a 0-energy card from his hand: he stands, 4 elements in all.
    const zero = t.ids('b', ['energy0']);
    t.play('b', { type: 'steady', marker: 'unbalanced', spend: { ...three, blood: 0, speed: 1, cards: zero } });
    expect(t.texts().at(-1)).toBe('Thraex spends two Character Elements to take off a white cube and stands up.');
    const up = t.f('b');
    expect([up.unbalanced, up.faceDown, up.blood, up.speed, up.hand.length]).toEqual([0, false, 2, 0, 4]);
    expect(up.discard.map((c) => c.id)).toContain(zero[0]);
    // On his feet he moves again: his Movement action takes him 2 hexes.
    t.play('b', { type: 'action', card: t.ids('b', ['movement'])[0] as string, add: [], target: null });
    t.play('b', { type: 'move', to: { q: -2, r: 5 }, facing: 0 });
    expect(t.f('b').at).toEqual({ q: -2, r: 5 });
  });
});

/** The Example of a Turn through its Rest; the returned table waits for turn 2's hands. */
function exampleRest(): Table {
  const t = exampleRound2();
  // The Mirmillo's Resistance gives back his 3 Speed; Endurance 8 brings an Offense point and 7 cards. The Thraex's
  // Endurance 5 brings 5 cards. Which cards come back is not printed: these are the test's own.
  const mirmillo = t.f('a');
  const moveOf = (f: Fighter, m: string) =>
    f.discard.find((c) => c.kind === 'specialMove' && c.move === m)?.id as string;
  const back = [
    ...t.ids('a', ['strength', 'movement', 'energy1', 'energy1', 'energy1'], 'discard'),
    moveOf(mirmillo, 'sacrifice'),
    moveOf(mirmillo, 'unbalancingStrike'),
  ];
  t.play('a', {
    type: 'rest',
    endurance: true,
    recover: { ...NO_RECOVERY, cards: back, offense: 1 },
    resistance: { ...NO_RECOVERY, speed: 3 },
  });
  const thraexBack = [...t.ids('b', ['berserk', 'dexterity', 'movement', 'energy1'], 'discard')];
  thraexBack.push(moveOf(t.f('b'), 'acrobaticStrike'));
  t.play('b', { type: 'rest', endurance: true, recover: { ...NO_RECOVERY, cards: thraexBack } });
  return t;
}

/** The Example of a Turn through round 2; the returned table waits for the Rest. */
function exampleRound2(): Table {
  const t = exampleRound1();
  // The Mirmillo, out of Speed, plays Movement and walks 2 hexes round the Thraex's right to face him, the bear on
  // his own right.
  expect(t.refuse('a', { type: 'extra', to: { q: -1, r: 3 }, facing: 4 }).rule).toBe('6.1');
  t.play('a', { type: 'action', card: t.ids('a', ['movement'])[0] as string, add: [], target: null });
  t.play('a', { type: 'move', to: { q: -2, r: 2 }, facing: 3 });
  expect([t.f('a').at, t.f('a').facing]).toEqual([{ q: -2, r: 2 }, 3]);
  // Facing south, his right hand is to the west: the bear stands on his front-right hex, south-west of him.
  expect(zoo(t).pack[0]?.at).toEqual(neighbour({ q: -2, r: 2 }, 4));
  expect(t.f('a').table.map((x) => [x.card.action, x.rotated])).toEqual([
    ['strength', true],
    ['movement', true],
  ]);
  // The Thraex turns 60 degrees for 1 Speed to face him; no Action card left in hand, he re-uses Berserk.
  expect(gladiator(t)).toBe('b');
  t.play('b', { type: 'extra', to: { q: -2, r: 3 }, facing: 0 });
  expect(t.f('b').speed).toBe(1);
  expect(t.f('b').hand.some((c) => c.kind === 'action')).toBe(false);
  // The Dexterity card is rotated: it cannot serve a second Action this turn.
  expect(t.refuse('b', { type: 'action', card: t.onTable('b', 'dexterity'), add: [], target: 'a' }).rule).toBe('6.2');
  const acrobatic = t.f('b').hand.find((c) => c.kind === 'specialMove' && c.move === 'acrobaticStrike')?.id as string;
  const blood = t.f('b').blood;
  t.play('b', {
    type: 'action',
    card: t.onTable('b', 'berserk'),
    add: [...t.ids('b', ['energy1', 'energy1', 'energy0', 'energy0']), acrobatic],
    target: 'a',
  });
  // Printed: 2 Blood. By 6.2 the right-most card costs 1, the next 2, the third 3; Berserk lies third from the right.
  expect(blood - t.f('b').blood).toBe(3);
  // The Mirmillo re-uses his rotated Strength card to Block (second from the right: 2 Blood), Sacrifice laid on it.
  const sacrifice = t.f('a').hand.find((c) => c.kind === 'specialMove' && c.move === 'sacrifice')?.id as string;
  t.play('a', { type: 'react', card: t.onTable('a', 'strength'), add: [sacrifice] });
  expect(t.f('a').blood).toBe(2);
  // The Thraex puts 1 Blood into Berserk: +2, sword 3 + shield 2, Offense 4, Acrobatic Strike 3 = 14.
  t.play('b', { type: 'attack', offense: true, blood: 1 });
  expect(t.events.filter((e) => e.type === 'value-terms').at(-1)?.text).toBe(
    'Final Attack Value 14 = +2 Berserk bonus (1 Blood) (8.5), +3 sword +3/+1 (2 HP) (7.1), +2 shield +2/+3 (3 HP) (7.1), +4 Offense skill (2.6), +3 Acrobatic Strike (10.3).',
  );
  // The Mirmillo's Block has no energy on it; helmet 2, Guard 4, and he keeps his Sacrifice unused: 6.
  t.play('a', { type: 'defend', guard: true, speed: 0 });
  expect(t.events.filter((e) => e.type === 'value-terms').at(-1)?.text).toBe(
    'Final Defence Value 6 = +0 Block (energy) (8.2), +2 helmet +0/+2 (2 HP) (7.2), +4 Guard skill (2.6).',
  );
  expect(t.texts()).toContain('14 against 6: Thraex deals 4 damage (6 cards played and used).');
  // The log says it in words: ways and facings by the compass, cards by their printed names.
  expect(t.texts().filter((x) => /^(Mirmillo|Thraex) (moves|turns|shows|re-uses|pays)/.test(x))).toEqual([
    'Thraex turns to face north-west.',
    'Mirmillo moves 2 south-west and 2 north-west and faces north-west.',
    'Mirmillo shows his Action (Strength card) with Unbalancing Strike, 5 × 1-energy.',
    'Thraex pays 4 damage with 4 HP: 2 × 1-energy.',
    'Mirmillo moves 1 north-west and 1 north and faces south.',
    'Thraex turns to face north.',
    'Thraex re-uses his Berserk card for 3 Blood and lays 5 cards on it.',
    'Thraex shows his Action (Berserk card) with 2 × 1-energy, 2 × 0-energy, Acrobatic Strike.',
    'Mirmillo shows his Reaction (Strength card) with Sacrifice.',
  ]);
  expect(t.texts()).toContain('bear 1 moves 3 hexes to the hex 3 south-west of the centre.');
  // The Mirmillo pays with the four 0-energy cards of his deck; the Thraex scores the frontal attack, the damage
  // and the first blood the Mirmillo's attack from behind could not take: 10 + 2 + 4 + 3 = 19 against -1.
  t.play('a', { type: 'pay', cards: t.ids('a', ['energy0', 'energy0', 'energy0', 'energy0'], 'deck') });
  expect(t.f('a').deck.map((c) => c.kind)).toEqual(['action', 'action']);
  expect(t.texts()).toContain('Mirmillo pays 4 damage with 4 HP: 4 × 0-energy.');
  expect(t.s.vp.filter((v) => v.seat === 'b').map((v) => [v.cause, v.points])).toEqual([
    ['frontal attack', 2],
    ['frontal damage', 4],
    ['first blood', 3],
  ]);
  expect([gladiatori.view(t.s, 'spectator').scores.a, gladiatori.view(t.s, 'spectator').scores.b]).toEqual([-1, 19]);
  // The Acrobatic Strike's Unbalanced marker is the Thraex's second: he lies face-down once the fight is over.
  expect([t.f('b').unbalanced, t.f('b').faceDown]).toEqual([2, true]);
  // Round 2 is over: the Action cards have gone to the discard piles and the Rest begins.
  expect(t.s.phase.kind).toBe('rest');
  expect([t.f('a').table, t.f('b').table]).toEqual([[], []]);
  return t;
}

describe('§17 what each seat sees', () => {
  it('the animals are in every view; the gladiator\u2019s terms against one are his own', () => {
    const t = match(
      { animals: 'coliseum', animalKind: 'wolf', animalCount: 1 },
      { a: CENTRE.a as Place, b: { at: { q: 4, r: -4 }, facing: 3 } },
      { a: ACTIONS },
      [{ kind: 'wolf', at: FRONT }],
      [2, 3],
    );
    shrug(t);
    const mine = gladiatori.view(t.s, 'a');
    const theirs = gladiatori.view(t.s, 'b');
    const watcher = gladiatori.view(t.s, 'spectator');
    for (const v of [mine, theirs, watcher]) expect(v.animals?.pack[0]?.at).toEqual(FRONT);
    expect(mine.animals?.fight?.terms.length).toBeGreaterThan(0);
    expect(theirs.animals?.fight?.terms).toEqual([]);
    expect(watcher.animals?.fight?.terms).toEqual([]);
  });
});

describe('17.6 with 11.8: Delay before the animals', () => {
  it('a Delay holder takes his place before the animals act, so an animal fight cannot use up his Delay first', () => {
    let s = unwrap(
      gladiatori.setup(
        opts({
          animals: 'cooperative',
          characters: ['retiarius', 'mirmillo'],
          animalKind: 'dog',
          game: 'normal',
        }),
        'delay-first',
      ),
    );
    // The hands chosen (5.1): the first offer of each seat.
    for (const seat of ['a', 'b']) {
      const choice = gladiatori.legal(s, seat).commands[0] as GladiatoriCommand;
      s = unwrap(gladiatori.apply(s, seat, choice)).state;
    }
    const p = s.phase;
    expect(p.kind === 'round' && p.step).toBe('order');
    expect(gladiatori.pending(s)).toEqual(['a']);
    // Nothing of the pack has moved yet: no animal is on the sand, none is in a fight.
    expect(s.animals?.fight).toBeNull();
    expect(s.animals?.pack.every((x) => x.at === null)).toBe(true);
    const after = unwrap(gladiatori.apply(s, 'a', { type: 'order', place: null }));
    expect(after.events.some((e) => e.type === 'animal-order')).toBe(true);
    expect(after.state.animals?.pack.some((x) => x.at !== null)).toBe(true);
  });
});

describe('§18.1 §18.2 doubles on a dog’s defence roll (option packCallsOnDefence)', () => {
  /** The animal rolls of 30 seeded Solo games against dogs: each roll's kind and the powers it woke. */
  const rolls = (options: Record<string, unknown>) => {
    const out: { defence: boolean; calls: boolean }[] = [];
    for (let i = 0; i < 30; i++) {
      const r = playMatch(gladiatori, {
        seed: `pack-calls-${i}`,
        options: { ...SOLO, animalKind: 'dog', ...options },
        bots: { a: veteranBot },
      });
      if (!r.ok) throw new Error(r.error.message);
      for (const e of r.value.events)
        if (e.type === 'animal-roll') {
          const data = e.data as { powers: string[] };
          out.push({ defence: e.text.includes('Final Defence Value'), calls: data.powers.includes('addAnimal') });
        }
    }
    return out;
  };

  it('by default doubles call one more dog on a defence roll as on an attack; off, only attack rolls call', () => {
    const both = rolls({});
    expect(both.some((r) => r.defence && r.calls)).toBe(true);
    expect(both.some((r) => !r.defence && r.calls)).toBe(true);
    const attackOnly = rolls({ packCallsOnDefence: false });
    expect(attackOnly.some((r) => r.defence)).toBe(true);
    expect(attackOnly.some((r) => r.defence && r.calls)).toBe(false);
    expect(attackOnly.some((r) => !r.defence && r.calls)).toBe(true);
  });
});
