/**
 * The rulebook's worked examples that no section test already plays with the printed figures. Each test is named
 * after the section whose example it reproduces; hands are dealt through the real Choose Cards command, and where
 * an example starts from a state the rules reach only after play (Blood already spent, cards already discarded,
 * grey cubes already on), the test sets that state and says so.
 */
import { describe, expect, it } from 'vitest';
import { type Direction, neighbour } from '../../core/hex.js';
import type { SeatId } from '../../core/protocol.js';
import { gladiatori } from './module.js';
import type { SpecialMoveId } from './tables.js';
import { FACE_TO_FACE, type Kind, NO_RECOVERY, type Place, pick, Table } from './testkit.js';
import type { Elements, Fight, GladiatoriCommand } from './types.js';
import { score } from './victory.js';

/** Every match here fixes its own hexes, so the start-hex step is off whatever the default. */
const FIXED = { startChoice: false } as const;

const fightOf = (t: Table): Fight => {
  if (t.s.phase.kind !== 'round' || !t.s.phase.fight) throw new Error('no fight');
  return t.s.phase.fight;
};
const values = (t: Table) => t.events.filter((e) => e.type === 'value').map((e) => e.data?.value);
const elements = (e: Partial<Elements>): Elements => ({
  cards: [],
  blood: 0,
  speed: 0,
  offense: 0,
  guard: 0,
  endurance: 0,
  ...e,
});
const many = (n: number, x: Kind): Kind[] => Array.from({ length: n }, () => x);

/**
 * A match set up from options, the seats placed, `first` on top of the VP stack, and each hand chosen with the
 * real Choose Cards command: cards by kind, and special move cards by name.
 */
function deal(
  options: Record<string, unknown>,
  places: Record<SeatId, Place>,
  hands: Record<SeatId, Kind[]>,
  first: SeatId = 'a',
  moves: Record<SeatId, SpecialMoveId[]> = {},
): Table {
  const parsed = gladiatori.options.parse({ ...FIXED, ...options });
  const setup = gladiatori.setup(parsed, 'examples');
  if (!setup.ok) throw new Error(setup.error.message);
  const s = setup.value;
  for (const [seat, p] of Object.entries(places)) Object.assign(s.fighters[seat] ?? {}, p);
  s.stack = [first, ...s.seats.filter((x) => x !== first)];
  const t = new Table(s);
  for (const seat of s.seats) {
    const deck = t.f(seat).deck;
    const special = (moves[seat] ?? []).map((m) => {
      const c = deck.find((x) => x.kind === 'specialMove' && x.move === m);
      if (!c) throw new Error(`${seat} has no ${m} card`);
      return c.id;
    });
    t.play(seat, { type: 'choose', hand: [...pick(deck, hands[seat] ?? []), ...special] });
  }
  return t;
}

const handMove = (t: Table, seat: SeatId, m: SpecialMoveId): string => {
  const c = t.f(seat).hand.find((x) => x.kind === 'specialMove' && x.move === m);
  if (!c) throw new Error(`${seat} holds no ${m} card`);
  return c.id;
};

describe('§2.7 Abilities', () => {
  it('§2.7 example: with 7 Blood points, 3 of them spent on a Berserk attack leave 4', () => {
    const t = deal({ characters: ['thraex', 'mirmillo'], items: [[], null] }, FACE_TO_FACE, { a: ['berserk'] });
    // The Blue player's 7: the Thraex starts with 8 and has already spent one.
    t.f('a').blood = 7;
    t.play('a', { type: 'action', card: t.ids('a', ['berserk'])[0] as string, add: [], target: 'b' });
    t.play('a', { type: 'attack', offense: false, blood: 3 });
    expect(values(t)).toEqual([6]);
    expect(t.f('a').blood).toBe(4);
  });
});

describe('§5.2 Player order', () => {
  it('§5.2 example: Red has gone and scored; Green, Blue and Yellow keep their places for the round, Red goes last next', () => {
    // Red (a) faces Yellow (d); Green (b) and Blue (c) stand apart. All start on 10: the stack puts Red on top.
    const t = deal(
      { characters: ['mirmillo', 'thraex', 'secutor', 'retiarius'], items: [null, null, null, []] },
      {
        a: { at: { q: 0, r: 1 }, facing: 0 },
        d: { at: { q: 0, r: 0 }, facing: 3 },
        b: { at: { q: -4, r: 2 }, facing: 1 },
        c: { at: { q: 4, r: -2 }, facing: 4 },
      },
      { a: ['strength'], b: [], c: [], d: [] },
    );
    expect(t.s.phase.kind === 'round' && t.s.phase.order).toEqual(['a', 'b', 'c', 'd']);
    // Red strikes Yellow from the front: a positive attack, so 2 VP whatever the damage.
    t.play('a', { type: 'action', card: t.ids('a', ['strength'])[0] as string, add: [], target: 'd' });
    t.play('a', { type: 'attack', offense: true, blood: 0 });
    t.play('d', { type: 'defend', guard: true, speed: 0 });
    // Sword 3 and Offense 4 against the Retiarius's Guard 6: 1 damage, paid with a 0-energy card.
    expect(values(t)).toEqual([7, 6]);
    t.play('d', { type: 'pay', cards: t.ids('d', ['energy0'], 'deck') });
    expect(score(t.s, 'a')).toBeGreaterThan(10);
    // The order of this round stands: Green, then Blue, then Yellow.
    for (const seat of ['b', 'c', 'd']) {
      expect(t.pending()).toEqual([seat]);
      t.play(seat, { type: 'pass' });
    }
    // Next round the least VP go first, the upper marker first among equals; Red, ahead, goes last.
    expect(t.s.phase.kind === 'round' && t.s.phase.order).toEqual(['b', 'c', 'd', 'a']);
  });
});

describe('§6.2 Action', () => {
  it('§6.2 example: Blue\u2019s Strength, his Dexterity against Yellow, the Dexterity re-used for 1 Blood, then three answers to Green', () => {
    // Blue (a) faces north; Yellow (b) stands directly in front of him, Green (c) on his front right, both facing him.
    const centre = { q: 0, r: 0 };
    const t = deal(
      { characters: ['thraex', 'mirmillo', 'secutor'], items: [null, [], []] },
      {
        a: { at: centre, facing: 0 },
        b: { at: neighbour(centre, 0), facing: 3 },
        c: { at: neighbour(centre, 1), facing: 4 },
      },
      { a: ['strength', 'dexterity', 'berserk', 'movement'], b: ['strength'], c: ['strength'] },
    );
    // Round 1: Blue's Strength Action, laid and rotated.
    t.play('a', { type: 'action', card: t.ids('a', ['strength'])[0] as string, add: [], target: null });
    expect(t.f('a').table.map((x) => [x.card.action, x.rotated])).toEqual([['strength', true]]);
    // Yellow attacks him; re-using the Strength card would cost 1 Blood, he lays a new Dexterity card instead.
    t.play('b', { type: 'action', card: t.ids('b', ['strength'])[0] as string, add: [], target: 'a' });
    const reactions = gladiatori
      .legal(t.s, 'a')
      .commands.filter((c): c is GladiatoriCommand & { type: 'react' } => c.type === 'react');
    expect(reactions.some((c) => c.card === t.onTable('a', 'strength'))).toBe(true);
    const blood = t.f('a').blood;
    t.play('a', { type: 'react', card: t.ids('a', ['dexterity'])[0] as string, add: [] });
    expect(t.f('a').blood).toBe(blood);
    t.play('b', { type: 'attack', offense: true, blood: 0 });
    t.play('a', { type: 'defend', guard: true, speed: 0 });
    expect(t.f('a').table.map((x) => [x.card.action, x.rotated])).toEqual([
      ['strength', true],
      ['dexterity', false],
    ]);
    t.play('c', { type: 'pass' });
    // Round 2 (Yellow scored for his attack and now goes last): the rotated Strength card gives no second Action;
    // the straight Dexterity card does, for 1 Blood, and is rotated.
    expect(t.pending()).toEqual(['a']);
    expect(t.refuse('a', { type: 'action', card: t.onTable('a', 'strength'), add: [], target: null }).rule).toBe('6.2');
    t.play('a', { type: 'action', card: t.onTable('a', 'dexterity'), add: [], target: null });
    expect(t.f('a').blood).toBe(blood - 1);
    expect(t.f('a').table.map((x) => x.rotated)).toEqual([true, true]);
    // Green attacks: the Dexterity card (right-most) for 1 Blood, the Strength card for 2, or a new card.
    expect(t.pending()).toEqual(['c']);
    t.play('c', { type: 'action', card: t.ids('c', ['strength'])[0] as string, add: [], target: 'a' });
    const answers = gladiatori
      .legal(t.s, 'a')
      .commands.filter((c): c is GladiatoriCommand & { type: 'react' } => c.type === 'react')
      .map((c) => c.card);
    for (const card of [t.onTable('a', 'dexterity'), t.onTable('a', 'strength'), ...t.ids('a', ['berserk'])])
      expect(answers).toContain(card);
    t.play('a', { type: 'react', card: t.onTable('a', 'strength'), add: [] });
    expect(t.f('a').blood).toBe(blood - 3);
  });
});

describe('§6.5 Helping an ally', () => {
  it('§6.5 example: a Dexterity help worth 15 gives the ally +3 against the same foe', () => {
    // The helper (c, the Secutor) holds his whole deck of 11 cards: 10 left once his Dexterity card is laid, +5;
    // his sword and spear add 5 and his Offense 5: 15.
    const t = deal(
      { characters: ['mirmillo', 'thraex', 'secutor'], teams: 2, items: [null, null, ['sword-2-1', 'spear-3-0']] },
      {
        a: { at: { q: 0, r: 1 }, facing: 0 },
        b: { at: { q: 0, r: 0 }, facing: 3 },
        c: { at: { q: 1, r: 0 }, facing: 5 },
      },
      { a: ['strength'], c: ['strength', 'dexterity', 'berserk', 'movement', ...many(6, 'energy1'), 'energy0'] },
      'c',
    );
    expect(t.f('c').hand).toHaveLength(11);
    t.play('c', { type: 'action', card: t.ids('c', ['dexterity'])[0] as string, add: [], target: 'b', help: 'a' });
    t.play('c', { type: 'attack', offense: true, blood: 0 });
    expect(values(t)).toEqual([15]);
    expect(t.texts('help')[0]).toContain('+3');
    expect(t.f('a').helped).not.toBeNull();
  });
});

describe('§7.6 Injuries and death', () => {
  it('§7.6 example: no change is given: 1 damage with only 3 HP cards left costs a whole 3 HP card', () => {
    // The Thraex keeps every combat card in hand: his hit-point deck is his four Action cards (3 HP each), no items.
    const t = deal({ items: [null, []] }, FACE_TO_FACE, {
      a: ['strength'],
      b: [...many(6, 'energy1'), ...many(6, 'energy0')],
    });
    expect(t.f('b').deck.map((c) => c.kind)).toEqual(['action', 'action', 'action', 'action']);
    t.play('a', { type: 'action', card: t.ids('a', ['strength'])[0] as string, add: [], target: 'b' });
    // With no Action card in hand he cannot react (12.1).
    t.play('a', { type: 'attack', offense: true, blood: 0 });
    t.play('b', { type: 'defend', guard: false, speed: 0 });
    // One card used: 1 + 0 = 1 damage.
    expect(fightOf(t).damage).toBe(1);
    t.play('b', { type: 'pay', cards: [t.f('b').deck[0]?.id as string] });
    expect(t.f('b').deck).toHaveLength(3);
    // 14.1: only the damage dealt scores, not the 3 HP paid: 2 + 1 + 3 for first blood.
    expect(score(t.s, 'a')).toBe(10 + 2 + 1 + 3);
  });
});

describe('§7.6 Injuries: the printed hit-point deck', () => {
  it('§7.6 example: 6 damage; a special move card and three 2 HP cards in the deck, items of 3 and 2 HP; he pays 3 + 2 + 2', () => {
    // Light game: the Thraex keeps his Break Item card and three 1-energy cards as his hit-point deck.
    const t = deal(
      { game: 'light' },
      FACE_TO_FACE,
      {
        a: ['strength', ...many(5, 'energy1'), ...many(4, 'energy0')],
        b: ['strength', 'dexterity', 'berserk', 'movement', ...many(3, 'energy1'), ...many(6, 'energy0')],
      },
      'a',
      { b: ['acrobaticStrike'] },
    );
    expect(
      t
        .f('b')
        .deck.map((c) => (c.kind === 'specialMove' ? c.move : c.kind))
        .sort(),
    ).toEqual(['breakItem', 'energy1', 'energy1', 'energy1']);
    // The Mirmillo plays 10 cards: 1 + 5 = 6 damage.
    t.play('a', {
      type: 'action',
      card: t.ids('a', ['strength'])[0] as string,
      add: t.ids('a', [...many(5, 'energy1'), ...many(4, 'energy0')]),
      target: 'b',
    });
    t.play('b', { type: 'react', card: null, add: [] });
    t.play('a', { type: 'attack', offense: true, blood: 0 });
    t.play('b', { type: 'defend', guard: false, speed: 0 });
    expect(fightOf(t).damage).toBe(6);
    // The shield (3 HP) and two 2 HP cards: 7, one more than due.
    t.play('b', { type: 'pay', cards: ['b:shield-2-3', ...t.ids('b', ['energy1', 'energy1'], 'deck')] });
    const b = t.f('b');
    expect([b.items.map((i) => i.card.id), b.deck.length, b.cover, b.out]).toEqual([['sword-3-1'], 2, true, null]);
  });
});

describe('§8.1 Standby', () => {
  it('§8.1 example: on Standby a player takes back 2 discarded cards and 1 spent Blood point', () => {
    const t = deal({}, FACE_TO_FACE, { a: ['strength', 'energy1', 'energy0'] });
    // The state the example starts from: two combat cards already in the discard pile, one Blood point spent.
    const f = t.f('a');
    f.discard.push(...f.hand.splice(1, 2));
    f.blood -= 1;
    const back = f.discard.map((c) => c.id);
    const blood = f.blood;
    t.play('a', {
      type: 'standby',
      card: t.ids('a', ['strength'])[0] as string,
      recover: { ...NO_RECOVERY, cards: back, blood: 1 },
    });
    expect(t.f('a').blood).toBe(blood + 1);
    expect(t.f('a').discard).toEqual([]);
    expect(t.f('a').hand.map((c) => c.id)).toEqual(back);
    expect(t.f('a').table[0]).toMatchObject({ rotated: true, faceDown: true, standby: true });
  });
});

describe('§10.1 Sweep', () => {
  /** The sweeper (a, the Secutor with his Sweep card) in the centre facing north; the others on the given sides. */
  const sweepFrom = (sides: Record<SeatId, Direction>): Table => {
    const centre = { q: 0, r: 0 };
    const places: Record<SeatId, Place> = { a: { at: centre, facing: 0 } };
    for (const [seat, dir] of Object.entries(sides))
      places[seat] = { at: neighbour(centre, dir), facing: ((dir + 3) % 6) as Direction };
    const cast = ['secutor', 'mirmillo', 'thraex', 'retiarius'].slice(0, 1 + Object.keys(sides).length);
    return deal({ characters: cast, game: 'light', items: cast.map(() => []) }, places, { a: ['strength'] }, 'a', {
      a: ['sweep'],
    });
  };
  /** The groups of targets a Sweep may take, each group sorted, in words. */
  const groups = (t: Table, names: Record<SeatId, string>): string[] => {
    const all = gladiatori
      .legal(t.s, 'a')
      .commands.filter((c): c is GladiatoriCommand & { type: 'action' } => c.type === 'action' && !!c.sweep)
      .map((c) =>
        (c.sweep ?? [])
          .map((x) => names[x])
          .sort()
          .join('+'),
      );
    return [...new Set(all)].sort();
  };

  it('§10.1 examples: the three cases of the missing diagram, placed as its words allow', () => {
    // (A) White directly in front, Yellow on the front right: both at once.
    const a = sweepFrom({ b: 0, c: 1 });
    expect(groups(a, { b: 'White', c: 'Yellow' })).toContain('White+Yellow');
    // (B) Green on the back right, Yellow directly behind: Green may be swept (with the front hexes), Yellow never.
    const b = sweepFrom({ b: 2, c: 3 });
    expect(groups(b, { b: 'Green', c: 'Yellow' })).toEqual(['Green']);
    // (C) Green on the back left, Red on the front left, Yellow on the front right, nobody in front: Green with
    // Red, Red with Yellow, or Yellow alone; never one of them while a neighbour on the same run is left out.
    const c = sweepFrom({ b: 4, c: 5, d: 1 });
    expect(groups(c, { b: 'Green', c: 'Red', d: 'Yellow' })).toEqual(['Green+Red', 'Red+Yellow', 'Yellow']);
    // Green alone is reached only across Red's hex: refused, naming the one left out.
    const alone = c.refuse('a', {
      type: 'action',
      card: c.ids('a', ['strength'])[0] as string,
      add: [handMove(c, 'a', 'sweep')],
      target: 'b',
      sweep: ['b'],
    });
    expect([alone.rule, alone.message]).toEqual(['10.1', expect.stringContaining('Thraex stands in the blow')]);
  });
});

describe('§10.6 Break Item', () => {
  it('§10.6 example: 18 halved to 9 by a Dodge beats 4; 4 cards deal 3 damage and destroy the 2 HP sword', () => {
    // A created character: Offense 6, the Lunge power and a Break Item card, a sword +3 and a spear +3.
    const blue = {
      name: 'Blue',
      coins: 55,
      skills: { endurance: 3, offense: 6, guard: 3 },
      abilities: { blood: 3, speed: 3 },
      cards: { energy0: 4, energy1: 4, feint: 0 },
      specialMoves: ['breakItem'],
      powers: ['lunge'],
      preferredItems: ['sword', 'spear'],
    };
    const t = deal(
      { characters: [blue, 'mirmillo'], items: [['sword-3-1', 'spear-3-0'], null], game: 'normal' },
      FACE_TO_FACE,
      { a: ['strength', 'energy1', 'energy1', 'energy0', 'energy0'], b: ['movement'] },
      'a',
      { a: ['breakItem'] },
    );
    // The Mirmillo's sword is worth 2 HP; Blue names it with the Strength attack, the Break Item card and two
    // 1-energy cards: 4 cards played and used.
    const sword = 'b:sword-3-0';
    t.play('a', {
      type: 'action',
      card: t.ids('a', ['strength'])[0] as string,
      add: [handMove(t, 'a', 'breakItem'), ...t.ids('a', ['energy1', 'energy1'])],
      target: 'b',
      item: sword,
    });
    t.play('b', { type: 'react', card: t.ids('b', ['movement'])[0] as string, add: [] });
    // Strength 2, sword 3 and spear 3, Offense 6, and Lunge for the two 0-energy cards, which are not played: +4.
    t.play('a', { type: 'attack', offense: true, blood: 0, powers: { lunge: t.ids('a', ['energy0', 'energy0']) } });
    // The Dodge: no item bonus, Guard 4.
    t.play('b', { type: 'defend', guard: true, speed: 0 });
    expect(values(t)).toEqual([18, 4]);
    expect(t.texts()).toContain("The Dodge halves Blue's attack to 9.");
    expect(t.texts()).toContain("3 damage to Mirmillo's sword +3/+0 (2 HP): destroyed.");
    expect(t.texts('break-item')[0]).toContain('destroyed');
    expect(t.f('b').items.map((i) => i.card.id)).toEqual(['helmet-0-2']);
    expect(t.f('b').lostItems.map((i) => i.card.id)).toEqual(['sword-3-0']);
  });
});

describe('§10.7 Unbalancing Strike', () => {
  it('§10.7 example: Blue opposes with an Unbalancing Strike; Yellow keeps his feet with a hand card and a Speed point', () => {
    // Yellow (b, the Thraex) attacks Blue (a, the Mirmillo) with Strength; Blue opposes with Berserk and the card.
    const t = deal(
      { characters: ['mirmillo', 'thraex'], game: 'light' },
      FACE_TO_FACE,
      { a: ['berserk'], b: ['strength', 'energy0'] },
      'b',
      { a: ['unbalancingStrike'] },
    );
    t.play('b', { type: 'action', card: t.ids('b', ['strength'])[0] as string, add: [], target: 'a' });
    t.play('a', {
      type: 'react',
      card: t.ids('a', ['berserk'])[0] as string,
      add: [handMove(t, 'a', 'unbalancingStrike')],
    });
    t.play('b', { type: 'attack', offense: true, blood: 0 });
    t.play('a', { type: 'defend', guard: true, speed: 0 });
    expect(t.pending()).toEqual(['b']);
    const yellow = t.f('b');
    const [speed, held] = [yellow.speed, yellow.hand.length];
    const card = t.ids('b', ['energy0']);
    t.play('b', { type: 'balance', spend: elements({ cards: card, speed: 1 }) });
    expect(t.texts()).toContain('Thraex spends two Character Elements and keeps his balance.');
    const after = t.f('b');
    expect([after.speed, after.hand.length, after.discard.map((c) => c.id)]).toEqual([speed - 1, held - 1, card]);
    // The fight goes on as usual (10 against Oppose 5, helmet 2 and Guard 4: 11), and the Thraex's round ends
    // without a white cube.
    expect(t.texts()).toContain('10 against 11: Mirmillo is not hurt.');
    expect(t.pending()).toEqual(['a']);
    expect(t.f('b').unbalanced).toBe(0);
  });
});

describe('§12.2 Trapped character', () => {
  it('§12.2 example: three grey cubes bought off with 2 Blood, 1 Endurance point and 3 cards, then a 3-hex Movement', () => {
    const t = deal({ items: [null, []] }, FACE_TO_FACE, {
      a: ['movement', 'energy1', 'energy0', 'energy0'],
      b: [],
    });
    // A net has left its three grey cubes on the Mirmillo.
    t.f('a').trapped = 3;
    // Held by the net, he may not step anywhere.
    expect(t.refuse('a', { type: 'extra', to: { q: 0, r: 2 }, facing: 0 }).rule).toBe('6.1');
    const [e1, z1, z2] = t.ids('a', ['energy1', 'energy0', 'energy0']) as [string, string, string];
    const start = { blood: t.f('a').blood, endurance: t.f('a').skills.endurance };
    t.play('a', { type: 'steady', marker: 'trapped', spend: elements({ blood: 2 }) });
    t.play('a', { type: 'steady', marker: 'trapped', spend: elements({ endurance: 1, cards: [e1] }) });
    t.play('a', { type: 'steady', marker: 'trapped', spend: elements({ cards: [z1, z2] }) });
    const f = t.f('a');
    expect([f.trapped, f.blood, f.skills.endurance, f.discard.length]).toEqual([
      0,
      start.blood - 2,
      start.endurance - 1,
      3,
    ]);
    // Free, he moves 3 hexes with his Movement action.
    t.play('a', { type: 'action', card: t.ids('a', ['movement'])[0] as string, add: [], target: null });
    t.play('a', { type: 'move', to: { q: 0, r: 4 }, facing: 0 });
    expect(t.f('a').at).toEqual({ q: 0, r: 4 });
  });
});

describe('§14.1 Victory points during play', () => {
  it('§14.1 example 1: 6 HP in the deck and a 2 HP item; 5 damage paid with the item and two cards; Blue scores 5 and 2', () => {
    // Yellow (b, the Thraex) keeps three 1-energy cards (6 HP) in his hit-point deck and carries one 2 HP item.
    const thraex: Kind[] = [
      'strength',
      'dexterity',
      'berserk',
      'movement',
      ...many(3, 'energy1'),
      ...many(6, 'energy0'),
    ];
    const t = deal({ items: [null, ['sword-3-1']] }, FACE_TO_FACE, {
      a: ['strength', ...many(5, 'energy1'), ...many(2, 'energy0')],
      b: thraex,
    });
    expect(t.f('b').deck.map((c) => c.kind)).toEqual(many(3, 'energy1'));
    // Blue plays 8 cards (the Strength card and 7 combat cards): 1 + 4 = 5 damage.
    t.play('a', {
      type: 'action',
      card: t.ids('a', ['strength'])[0] as string,
      add: t.ids('a', [...many(5, 'energy1'), ...many(2, 'energy0')]),
      target: 'b',
    });
    t.play('b', { type: 'react', card: null, add: [] });
    t.play('a', { type: 'attack', offense: false, blood: 0 });
    t.play('b', { type: 'defend', guard: false, speed: 0 });
    expect(fightOf(t).damage).toBe(5);
    t.play('b', { type: 'pay', cards: ['b:sword-3-1', ...t.ids('b', ['energy1', 'energy1'], 'deck')] });
    // 6 HP paid, one more than needed: 5 VP for the damage and 2 for the attack (and, as the first damage of the
    // match, the first blood the example leaves out).
    expect(t.s.vp.filter((v) => v.seat === 'a').map((v) => [v.cause, v.points])).toEqual([
      ['frontal attack', 2],
      ['frontal damage', 5],
      ['first blood', 3],
    ]);
  });
});
