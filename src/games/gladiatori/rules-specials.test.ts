import { describe, expect, it } from 'vitest';
import { neighbour } from '../../core/hex.js';
import { gladiatori } from './module.js';
import { BEHIND, FACE_TO_FACE, NO_RECOVERY, type Table, table } from './testkit.js';
import type { Card, Elements, Fight, GladiatoriCommand } from './types.js';

const LIGHT = { game: 'light' } as const;
const fightOf = (t: Table): Fight => {
  if (t.s.phase.kind !== 'round' || !t.s.phase.fight) throw new Error('no fight');
  return t.s.phase.fight;
};
const values = (t: Table) => t.events.filter((e) => e.type === 'value').map((e) => e.data?.value);
const move = (t: Table, seat: string, name: string, zone: 'hand' | 'deck' = 'hand'): string => {
  const c = t.f(seat)[zone].find((x: Card) => x.kind === 'specialMove' && x.move === name);
  if (!c) throw new Error(`${seat} has no ${name}`);
  return c.id;
};
const elements = (e: Partial<Elements>): Elements => ({
  cards: [],
  blood: 0,
  speed: 0,
  offense: 0,
  guard: 0,
  endurance: 0,
  ...e,
});

/** Deals the hand by kinds, then moves the named special move cards from the deck into it. */
function light(
  places: Parameters<typeof table>[0],
  hands: Parameters<typeof table>[1],
  moves: Record<string, string[]>,
  options: Record<string, unknown> = {},
  first = 'a',
): Table {
  const t = table(places, hands, { ...LIGHT, ...options }, first);
  for (const [seat, names] of Object.entries(moves))
    for (const name of names) {
      const f = t.f(seat);
      const i = f.deck.findIndex((c) => c.kind === 'specialMove' && c.move === name);
      f.hand.push(...f.deck.splice(i, 1));
    }
  return t;
}

describe('13 Simplified and Light game', () => {
  it('13 the Simplified game leaves special move cards out of the deck; the Light game puts them in', () => {
    const simple = table(FACE_TO_FACE, {});
    expect(simple.f('a').deck.some((c) => c.kind === 'specialMove')).toBe(false);
    const withMoves = table(FACE_TO_FACE, {}, LIGHT);
    expect(
      withMoves
        .f('a')
        .deck.filter((c) => c.kind === 'specialMove')
        .map((c) => c.kind === 'specialMove' && c.move),
    ).toEqual(['sacrifice', 'rage', 'unbalancingStrike']);
  });
});

describe('10 Special moves', () => {
  it('10.3 Acrobatic Strike adds +3 and unbalances its user at the end of his round', () => {
    const t = light(
      FACE_TO_FACE,
      { a: ['strength'], b: [] },
      { a: ['acrobaticStrike'] },
      {
        characters: ['thraex', 'mirmillo'],
        items: [[], []],
      },
    );
    t.play('a', {
      type: 'action',
      card: t.ids('a', ['strength'])[0] as string,
      add: [move(t, 'a', 'acrobaticStrike')],
      target: 'b',
    });
    t.play('a', { type: 'attack', offense: false, blood: 0 });
    expect(values(t)).toEqual([3]);
    t.play('b', { type: 'defend', guard: false, speed: 0 });
    t.play('b', { type: 'pay', cards: t.ids('b', ['energy1'], 'deck') });
    expect(t.f('a').unbalanced).toBe(1);
    expect(t.f('a').faceDown).toBe(false);
  });

  it("10.7 Unbalancing Strike: the Example of a Turn's Thraex declines to spend two elements and takes a white cube", () => {
    const t = light(
      BEHIND,
      { a: ['strength', ...Array(5).fill('energy1')], b: ['berserk'] },
      { a: ['unbalancingStrike'] },
    );
    t.play('a', {
      type: 'action',
      card: t.ids('a', ['strength'])[0] as string,
      add: [move(t, 'a', 'unbalancingStrike'), ...t.ids('a', Array(5).fill('energy1'))],
      target: 'b',
    });
    t.play('a', { type: 'attack', offense: true, blood: 0 });
    expect(t.pending()).toEqual(['b']);
    expect(fightOf(t).step).toBe('balance');
    // Two elements exactly: one is refused.
    expect(t.refuse('b', { type: 'balance', spend: elements({ blood: 1 }) }).rule).toBe('10.7');
    t.play('b', { type: 'balance', spend: null });
    t.play('b', { type: 'defend', guard: true, speed: 0 });
    // 7 cards played and used, as the book counts them: 4 damage.
    expect(values(t)).toEqual([12, 6]);
    expect(fightOf(t).damage).toBe(4);
    t.play('b', { type: 'pay', cards: t.ids('b', ['energy1', 'energy1'], 'deck') });
    expect(t.f('b').unbalanced).toBe(1);
  });

  it('10.7, 12.3 a second white cube lays the target face-down: -5, only Block, and no more cubes', () => {
    const t = light(FACE_TO_FACE, { a: ['strength'], b: ['berserk', 'strength'] }, { a: ['unbalancingStrike'] });
    t.f('b').unbalanced = 1;
    t.play('a', {
      type: 'action',
      card: t.ids('a', ['strength'])[0] as string,
      add: [move(t, 'a', 'unbalancingStrike')],
      target: 'b',
    });
    t.play('b', { type: 'react', card: t.ids('b', ['berserk'])[0] as string, add: [] });
    t.play('a', { type: 'attack', offense: false, blood: 0 });
    // Spending two elements keeps him up.
    t.play('b', { type: 'balance', spend: elements({ speed: 1, blood: 1 }) });
    expect(t.f('b')).toMatchObject({ speed: 3, blood: 7 });
    t.play('b', { type: 'defend', guard: false, speed: 0 });
    expect(t.f('b').faceDown).toBe(false);

    const down = light(FACE_TO_FACE, { a: ['strength'], b: ['berserk', 'strength'] }, { a: ['unbalancingStrike'] });
    down.f('b').unbalanced = 1;
    down.play('a', {
      type: 'action',
      card: down.ids('a', ['strength'])[0] as string,
      add: [move(down, 'a', 'unbalancingStrike')],
      target: 'b',
    });
    down.play('b', { type: 'react', card: down.ids('b', ['berserk'])[0] as string, add: [] });
    down.play('a', { type: 'attack', offense: false, blood: 0 });
    down.play('b', { type: 'balance', spend: null });
    down.play('b', { type: 'defend', guard: false, speed: 0 });
    expect(down.texts('no-damage')).toHaveLength(1);
    expect(down.f('b')).toMatchObject({ unbalanced: 2, faceDown: true });
    // b's own round: face-down, he may only Block; his attack takes -5.
    expect(down.pending()).toEqual(['b']);
    const offered = gladiatori.legal(down.s, 'b').commands.filter((c) => c.type === 'steady');
    expect(offered).toHaveLength(1);
    down.play('b', { type: 'steady', marker: 'unbalanced', spend: elements({ blood: 2 }) });
    expect(down.f('b')).toMatchObject({ unbalanced: 1, faceDown: true });
    down.play('b', { type: 'steady', marker: 'unbalanced', spend: elements({ speed: 2 }) });
    expect(down.f('b')).toMatchObject({ unbalanced: 0, faceDown: false });
  });

  it('12.3 a face-down defender may only Block and defends at -5', () => {
    const t = table(FACE_TO_FACE, { a: ['strength'], b: ['berserk', 'strength'] }, { items: [[], []] });
    t.f('b').faceDown = true;
    t.f('b').unbalanced = 2;
    t.play('a', { type: 'action', card: t.ids('a', ['strength'])[0] as string, add: [], target: 'b' });
    expect(t.refuse('b', { type: 'react', card: t.ids('b', ['berserk'])[0] as string, add: [] }).message).toContain(
      'face-down',
    );
    t.play('b', { type: 'react', card: t.ids('b', ['strength'])[0] as string, add: [] });
    t.play('a', { type: 'attack', offense: true, blood: 0 });
    t.play('b', { type: 'defend', guard: false, speed: 0 });
    // Block 0 + matching 5 - 5 face-down.
    expect(values(t)).toEqual([4, 0]);
  });

  it('10.2 Sacrifice: a card of the hand leaves the game for +3; the Mirmillo may also leave it unused', () => {
    const t = light(
      FACE_TO_FACE,
      { a: ['strength', 'energy0', 'energy0'], b: [] },
      { a: ['sacrifice'] },
      { items: [[], []] },
    );
    t.play('a', {
      type: 'action',
      card: t.ids('a', ['strength'])[0] as string,
      add: [move(t, 'a', 'sacrifice')],
      target: 'b',
    });
    const gone = t.ids('a', ['energy0'])[0] as string;
    t.play('a', { type: 'attack', offense: false, blood: 0, sacrifice: gone });
    expect(values(t)).toEqual([3]);
    expect(t.f('a').removed.map((c) => c.id)).toEqual([gone]);
  });

  it('10.6 Break Item: the damage goes to the named item; enough destroys it, less damages it and halves it', () => {
    const t = light(
      FACE_TO_FACE,
      { a: ['strength', 'energy1', 'energy1'], b: [] },
      { a: ['breakItem'] },
      {
        characters: ['thraex', 'thraex'],
      },
    );
    const add = [move(t, 'a', 'breakItem'), ...t.ids('a', ['energy1', 'energy1'])];
    expect(t.refuse('a', { type: 'action', card: t.ids('a', ['strength'])[0] as string, add, target: 'b' }).rule).toBe(
      '10.6',
    );
    // 4 cards played and used: 3 damage, more than the sword's 2 HP.
    t.play('a', { type: 'action', card: t.ids('a', ['strength'])[0] as string, add, target: 'b', item: 'b:sword-3-1' });
    t.play('a', { type: 'attack', offense: true, blood: 0 });
    t.play('b', { type: 'defend', guard: false, speed: 0 });
    expect(t.f('b').items.map((i) => i.card.id)).toEqual(['shield-2-3']);
    expect(t.f('b').lostItems.map((i) => i.card.id)).toEqual(['sword-3-1']);
    expect(t.texts('break-item')[0]).toContain('destroyed');

    const dent = light(
      FACE_TO_FACE,
      { a: ['strength'], b: [] },
      { a: ['breakItem'] },
      { characters: ['thraex', 'thraex'] },
    );
    dent.play('a', {
      type: 'action',
      card: dent.ids('a', ['strength'])[0] as string,
      add: [move(dent, 'a', 'breakItem')],
      target: 'b',
      item: 'b:shield-2-3',
    });
    dent.play('a', { type: 'attack', offense: true, blood: 0 });
    dent.play('b', { type: 'defend', guard: false, speed: 0 });
    expect(dent.f('b').items.find((i) => i.card.id === 'shield-2-3')?.damaged).toBe(true);
  });

  it('10 restrictions: Break Item goes only with an attack, and a Sweep without its targets is refused', () => {
    const t = light(
      FACE_TO_FACE,
      { a: ['strength'], b: ['strength'] },
      { b: ['breakItem'] },
      {
        characters: ['mirmillo', 'thraex'],
      },
    );
    t.play('a', { type: 'action', card: t.ids('a', ['strength'])[0] as string, add: [], target: 'b' });
    const e = t.refuse('b', {
      type: 'react',
      card: t.ids('b', ['strength'])[0] as string,
      add: [move(t, 'b', 'breakItem')],
    });
    expect(e.rule).toBe('6.7');
    expect(e.message).toContain('only with an attack');
    const sweep = light(FACE_TO_FACE, { a: ['strength'] }, { a: ['sweep'] }, { characters: ['secutor', 'thraex'] });
    const s = sweep.refuse('a', {
      type: 'action',
      card: sweep.ids('a', ['strength'])[0] as string,
      add: [move(sweep, 'a', 'sweep')],
      target: 'b',
    });
    // A Sweep card needs its targets named at once.
    expect(s.rule).toBe('10.1');
    expect(s.message).toContain('targets');
  });
});

describe('Example of a Turn', () => {
  it("round 2, the Thraex's Berserk with Acrobatic Strike against the Mirmillo's re-used Block: 14 against 6, 4 damage, 19 VP, face-down", () => {
    // The situation as the example leaves it before the Thraex's round 2 (the bear's part played out): his row is,
    // left to right, Berserk (straight), Dexterity (rotated), Movement (straight); the Mirmillo's Strength and
    // Movement cards are rotated; the Thraex carries one white cube and has used his Offense once.
    const t = light(
      FACE_TO_FACE,
      { a: [], b: ['berserk', 'dexterity', 'movement', 'energy1', 'energy1', 'energy0', 'energy0'] },
      {
        a: ['sacrifice'],
        b: ['acrobaticStrike'],
      },
      { characters: ['mirmillo', 'thraex'] },
      'b',
    );
    const lay = (seat: string, kinds: string[], rotated: boolean[]) => {
      const f = t.f(seat);
      kinds.forEach((k, i) => {
        const from = f.hand.some((c) => c.kind === 'action' && c.action === k) ? f.hand : f.deck;
        const at = from.findIndex((c) => c.kind === 'action' && c.action === k);
        const [card] = from.splice(at, 1);
        if (card?.kind !== 'action') throw new Error('no action card');
        f.table.push({ card, rotated: rotated[i] as boolean, faceDown: false, standby: false });
      });
    };
    lay('b', ['berserk', 'dexterity', 'movement'], [false, true, false]);
    lay('a', ['strength', 'movement'], [true, true]);
    Object.assign(t.f('b'), { unbalanced: 1 });
    t.f('b').skills.offense = 4;
    t.play('b', {
      type: 'action',
      card: t.onTable('b', 'berserk'),
      add: [move(t, 'b', 'acrobaticStrike'), ...t.ids('b', ['energy1', 'energy1', 'energy0', 'energy0'])],
      target: 'a',
    });
    // HOUSE (docs/rulings.md): by the rules the Berserk card is third from the right and costs 3 Blood, not the
    // example's 2.
    expect(t.f('b').blood).toBe(5);
    t.play('a', { type: 'react', card: t.onTable('a', 'strength'), add: [move(t, 'a', 'sacrifice')] });
    expect(t.f('a').blood).toBe(2);
    t.play('b', { type: 'attack', offense: true, blood: 1 });
    t.play('a', { type: 'defend', guard: true, speed: 0 });
    expect(values(t)).toEqual([14, 6]);
    expect(fightOf(t).damage).toBe(4);
    t.play('a', { type: 'pay', cards: t.ids('a', ['energy0', 'energy0', 'energy0', 'energy0'], 'deck') });
    expect(t.s.vp.map((e) => [e.cause, e.points])).toEqual([
      ['frontal attack', 2],
      ['frontal damage', 4],
      ['first blood', 3],
    ]);
    expect(t.f('b')).toMatchObject({ unbalanced: 2, faceDown: true });
  });
});

describe('10.4 Overskill and 10.5 Rage', () => {
  it('10.4 Overskill: up to +5, never past three times the value; used, the skill drops to 0; unused, it goes at the end of the turn', () => {
    const t = light(
      FACE_TO_FACE,
      { a: ['strength'], b: [] },
      { a: ['overskill'] },
      { characters: ['retiarius', 'mirmillo'], items: [[], []] },
    );
    t.play('a', {
      type: 'action',
      card: t.ids('a', ['strength'])[0] as string,
      add: [move(t, 'a', 'overskill')],
      target: 'b',
    });
    // Offense 3: the cap is three times 3, and the bonus itself at most 5.
    expect(
      t.refuse('a', { type: 'attack', offense: true, blood: 0, overskill: { skill: 'offense', points: 6 } }).rule,
    ).toBe('10.4');
    t.play('a', { type: 'attack', offense: true, blood: 0, overskill: { skill: 'offense', points: 5 } });
    expect(values(t)).toEqual([8]);
    expect(t.f('a').skills.offense).toBe(0);
  });

  it('10.4, 7.3 a Feint takes back the Overskill chosen with the attack: a raised skill that was used returns to its value', () => {
    const t = light(
      FACE_TO_FACE,
      { a: ['strength', 'feint'], b: [] },
      { a: ['overskill'] },
      { characters: ['retiarius', 'mirmillo'], items: [[], []] },
    );
    const offense = t.f('a').skills.offense;
    t.play('a', {
      type: 'action',
      card: t.ids('a', ['strength'])[0] as string,
      add: [move(t, 'a', 'overskill')],
      target: 'b',
    });
    t.play('a', { type: 'attack', offense: true, blood: 0, overskill: { skill: 'offense', points: 5 } });
    expect(t.f('a').skills.offense).toBe(0);
    t.play('b', { type: 'defend', guard: false, speed: 0 });
    t.play('a', { type: 'feint', card: t.ids('a', ['feint'])[0] as string });
    // As if never done: the Overskill card is back in the hand and the Offense is what it was before the bonus.
    expect(t.f('a').hand.some((c) => c.kind === 'specialMove' && c.move === 'overskill')).toBe(true);
    expect(t.f('a')).toMatchObject({ skills: { offense }, overskills: [] });
  });

  it('10.4, 7.3 a Feint takes back an Overskill bonus still unused, and the Offense point the attack spent', () => {
    const t = light(
      FACE_TO_FACE,
      { a: ['strength', 'feint'], b: [] },
      { a: ['overskill'] },
      { characters: ['retiarius', 'mirmillo'], items: [[], []] },
    );
    const { offense, guard } = t.f('a').skills;
    t.play('a', {
      type: 'action',
      card: t.ids('a', ['strength'])[0] as string,
      add: [move(t, 'a', 'overskill')],
      target: 'b',
    });
    t.play('a', { type: 'attack', offense: true, blood: 0, overskill: { skill: 'guard', points: 2 } });
    expect(t.f('a')).toMatchObject({ skills: { offense: offense - 1, guard: guard + 2 } });
    t.play('b', { type: 'defend', guard: false, speed: 0 });
    t.play('a', { type: 'feint', card: t.ids('a', ['feint'])[0] as string });
    expect(t.f('a')).toMatchObject({ skills: { offense, guard }, overskills: [] });
  });

  it("10.4 the rulebook's Endurance 2 raised to 6, not 7, and spent whole at the Rest", () => {
    const t = light(
      FACE_TO_FACE,
      { a: ['berserk'], b: [] },
      { a: ['overskill'] },
      { characters: ['retiarius', 'mirmillo'] },
    );
    t.f('a').skills.endurance = 2;
    t.f('a').discard = t.f('a').deck.splice(0, 6);
    t.play('a', {
      type: 'action',
      card: t.ids('a', ['berserk'])[0] as string,
      add: [move(t, 'a', 'overskill')],
      target: 'b',
    });
    const choice = (points: number) =>
      ({ type: 'attack', offense: false, blood: 0, overskill: { skill: 'endurance', points } }) as const;
    expect(t.refuse('a', choice(5)).message).toContain('not 5');
    t.play('a', choice(4));
    expect(t.f('a').skills.endurance).toBe(6);
    t.play('b', { type: 'defend', guard: false, speed: 0 });
    if (t.s.phase.kind === 'round' && t.s.phase.fight?.step === 'pay')
      t.play('b', { type: 'pay', cards: t.ids('b', ['energy0', 'energy0'], 'deck') });
    for (let i = 0; i < 3; i++) t.play(t.pending()[0] as string, { type: 'pass' });
    const six = t
      .f('a')
      .discard.filter((c) => c.kind !== 'specialMove')
      .slice(0, 6)
      .map((c) => c.id);
    t.play('a', { type: 'rest', endurance: true, recover: { ...NO_RECOVERY, cards: six } });
    t.play('b', { type: 'rest', endurance: false, recover: NO_RECOVERY });
    expect(t.f('a').skills.endurance).toBe(0);
    expect(t.f('a').overskills).toEqual([]);
  });

  it('10.5 Rage: the Rage card is exchanged at the resolution for a card of the discard pile or deck, which counts at once', () => {
    const t = light(
      FACE_TO_FACE,
      { a: ['strength'], b: [] },
      { a: ['rage'] },
      { characters: ['mirmillo', 'thraex'], items: [[], []] },
    );
    t.play('a', {
      type: 'action',
      card: t.ids('a', ['strength'])[0] as string,
      add: [move(t, 'a', 'rage')],
      target: 'b',
    });
    const e1 = t.ids('a', ['energy1'], 'deck')[0] as string;
    t.play('a', { type: 'attack', offense: false, blood: 0, rage: e1 });
    expect(values(t)).toEqual([1]);
    expect(t.f('a').played.map((c) => c.id)).toEqual([e1]);
    expect(t.f('a').discard.map((c) => c.kind === 'specialMove' && c.move)).toEqual(['rage']);
  });
});

describe('10.1 Sweep', () => {
  // a in the centre facing north; b, c and d on his front-left, front and front-right hexes, each facing him.
  const centre = { q: 0, r: 0 };
  const around = (dir: 5 | 0 | 1 | 2) => ({
    at: neighbour(centre, dir),
    facing: ((dir + 3) % 6) as 0 | 1 | 2 | 3 | 4 | 5,
  });
  const FOUR = { characters: ['secutor', 'mirmillo', 'thraex', 'retiarius'], items: [[], [], [], []] };
  const sweeper = () =>
    light(
      { a: { at: centre, facing: 0 }, b: around(5), c: around(0), d: around(1) },
      { a: ['strength'] },
      { a: ['sweep'] },
      FOUR,
    );
  const strike = (t: Table, sweep: string[]): GladiatoriCommand => ({
    type: 'action',
    card: t.ids('a', ['strength'])[0] as string,
    add: [move(t, 'a', 'sweep')],
    target: sweep[0] as string,
    sweep,
  });

  it('10.1 one value, +1, -3 and -7 against the three targets in the order struck; one attack VP; a white cube for the sweeper', () => {
    const t = sweeper();
    t.play('a', strike(t, ['b', 'c', 'd']));
    expect(t.texts('sweep')).toEqual(['Secutor shows a Sweep and strikes Mirmillo, then Thraex, then Retiarius.']);
    t.play('a', { type: 'attack', offense: true, blood: 0 });
    t.play('b', { type: 'defend', guard: false, speed: 0 });
    t.play('b', gladiatori.legal(t.s, 'b').commands[0] as never);
    // The second target faces the same value with -3 instead of +1: Offense 5 - 3 = 2.
    t.play('c', { type: 'defend', guard: false, speed: 0 });
    t.play('c', gladiatori.legal(t.s, 'c').commands[0] as never);
    // Offense 5 + 1 = 6 against b; 5 - 3 = 2 against c; 5 - 7 = -2 against d: that blow is null.
    expect(values(t)).toEqual([6, 0, 2, 0, -2]);
    // Two cards used (the Strength card and the Sweep): 2 damage each, +2 for the attack once, first blood once.
    const vp = t.s.vp.filter((e) => e.seat === 'a').map((e) => [e.cause, e.points]);
    expect(vp).toEqual([
      ['frontal attack', 2],
      ['frontal damage', 2],
      ['first blood', 3],
      ['frontal damage', 2],
    ]);
    expect(t.f('a').unbalanced).toBe(1);
    expect(t.pending()).not.toContain('a');
  });

  it('10.1 the targets lie in one run of three hexes with the front one, named one way round, nobody skipped', () => {
    const t = sweeper();
    expect(t.refuse('a', strike(t, ['b', 'd'])).message).toContain('must be struck too');
    expect(t.refuse('a', strike(t, ['b', 'd', 'c'])).message).toContain('one way round');
    expect(t.refuse('a', strike(t, ['b', 'b'])).rule).toBe('10.1');
    expect(t.refuse('a', strike(t, ['b', 'c', 'd', 'b'])).rule).toBe('10.1');
    // A single target off the front hex, with the +1.
    const one = light(
      { a: { at: centre, facing: 0 }, b: around(2) },
      { a: ['strength'] },
      { a: ['sweep'] },
      { characters: ['secutor', 'mirmillo'], items: [[], []] },
    );
    expect(gladiatori.legal(one.s, 'a').commands.some((c) => c.type === 'action' && c.sweep?.join() === 'b')).toBe(
      true,
    );
    one.play('a', strike(one, ['b']));
    one.play('a', { type: 'attack', offense: false, blood: 0 });
    expect(values(one)).toEqual([1]);
    // The sweeper faces north and b stands south-east of him: behind b's back? b faces him, so it is a frontal blow.
    expect(fightOf(one).fromBehind).toBe(false);
  });

  it('10.1, 11.5 powers announced with a Sweep hold for every target: Deep Wounds takes 3 from each blow and adds 3 to each wound', () => {
    const t = light(
      { a: { at: centre, facing: 0 }, b: around(5), c: around(0) },
      { a: ['strength'] },
      { a: ['sweep'] },
      { characters: ['secutor', 'mirmillo', 'hoplomachus'], items: [[], [], []], game: 'normal' },
    );
    t.play('a', strike(t, ['b', 'c']));
    expect(t.refuse('a', { type: 'attack', offense: true, blood: 0, powers: { wrestling: true } }).rule).toBe('11.6');
    t.play('a', { type: 'attack', offense: true, blood: 0, powers: { deepWounds: 3 } });
    t.play('b', { type: 'defend', guard: false, speed: 0 });
    // Offense 5 + 1 - 3 = 3 against b: 2 damage for two cards used, +3.
    expect(fightOf(t).damage).toBe(5);
    t.play('b', gladiatori.legal(t.s, 'b').commands[0] as never);
    // Against c: 5 - 3 - 3 = -1, a null blow.
    expect(values(t)).toEqual([3, 0, -1]);
  });

  it('10.1 the sweeper feints at his first target only, and his Feint calls off the whole Sweep and its white cube', () => {
    const sweeperSheet = {
      name: 'Sweeper',
      coins: 55,
      skills: { endurance: 5, offense: 5, guard: 5 },
      abilities: { blood: 3, speed: 3 },
      cards: { energy0: 4, energy1: 4, feint: 1 },
      specialMoves: ['sweep'],
      powers: [],
      preferredItems: [],
    };
    const t = table(
      { a: { at: centre, facing: 0 }, b: around(5), c: around(0) },
      { a: ['strength', 'feint'] },
      { game: 'light', characters: [sweeperSheet, 'mirmillo', 'thraex'], items: [[], [], []] },
    );
    const f = t.f('a');
    f.hand.push(
      ...f.deck.splice(
        f.deck.findIndex((c) => c.kind === 'specialMove'),
        1,
      ),
    );
    const cCards = t.f('c').deck.length + t.f('c').hand.length;
    t.play('a', strike(t, ['b', 'c']));
    t.play('a', { type: 'attack', offense: true, blood: 0 });
    t.play('b', { type: 'defend', guard: false, speed: 0 });
    t.play('a', { type: 'feint', card: t.ids('a', ['feint'])[0] as string });
    expect(t.texts('feint')).toHaveLength(1);
    // No fight against c, no damage, no VP; the Strength and Sweep cards back in hand; no white cube.
    expect(t.s.vp).toEqual([]);
    expect(t.f('c').deck.length + t.f('c').hand.length).toBe(cCards);
    expect(t.texts('fight')).toHaveLength(1);
    expect(t.f('a').hand.some((c) => c.kind === 'specialMove' && c.move === 'sweep')).toBe(true);
    expect(t.f('a').unbalanced).toBe(0);
    expect(t.pending()).not.toContain('a');
  });

  it('10.1 a friend in the swept hexes is struck too, and hurting him earns nothing', () => {
    const t = light(
      { a: { at: centre, facing: 0 }, b: around(5), c: around(0) },
      { a: ['strength'] },
      { a: ['sweep'] },
      { characters: ['secutor', 'mirmillo', 'thraex'], items: [[], [], []], teams: 2 },
    );
    // Teams dealt in turn: a and c are one side, b the other.
    expect(t.refuse('a', strike(t, ['c'])).message).toContain('at least one foe');
    t.play('a', strike(t, ['b', 'c']));
    t.play('a', { type: 'attack', offense: true, blood: 0 });
    t.play('b', { type: 'defend', guard: false, speed: 0 });
    t.play('b', gladiatori.legal(t.s, 'b').commands[0] as never);
    t.play('c', { type: 'defend', guard: false, speed: 0 });
    t.play('c', gladiatori.legal(t.s, 'c').commands[0] as never);
    expect(t.s.vp.filter((e) => e.seat === 'a').reduce((s, e) => s + e.points, 0)).toBe(2 + 2 + 3);
  });
});

describe('§10.4 two Overskills in one turn', () => {
  // The Retiarius (Offense 3, Guard 6, Endurance 7) holds Strength, Berserk, his Feint, Overskill and Rage; the
  // Mirmillo holds nothing, so he only passes. No items: every value below is the skills' and the cards' own.
  const duel = (options: Record<string, unknown> = {}): Table =>
    light(
      FACE_TO_FACE,
      { a: ['strength', 'berserk', 'feint'], b: [] },
      { a: ['overskill', 'rage'] },
      { characters: ['retiarius', 'mirmillo'], items: [[], []], ...options },
    );
  const cardOf = (cards: Card[], name: string): string => {
    const c = cards.find((x) => x.kind === 'specialMove' && x.move === name);
    if (!c) throw new Error(`no ${name} card there`);
    return c.id;
  };
  /** The Mirmillo passes until the Retiarius is asked for his round's Action. */
  const toA = (t: Table): void => {
    while (t.pending()[0] === 'b') t.play('b', { type: 'pass' });
    expect(t.pending()).toEqual(['a']);
  };
  /** Round 1: Strength with Overskill on `skill`, Offense left alone: a null attack, the bonus owed. */
  const firstOverskill = (t: Table, skill: 'offense' | 'guard', points: number): void => {
    t.play('a', {
      type: 'action',
      card: t.ids('a', ['strength'])[0] as string,
      add: [move(t, 'a', 'overskill')],
      target: 'b',
    });
    t.play('a', { type: 'attack', offense: false, blood: 0, overskill: { skill, points } });
    expect(t.f('a').overskills).toEqual([{ skill, points }]);
    toA(t);
    expect(t.s.phase.kind === 'round' && t.s.phase.round).toBe(2);
    // The Overskill card lies in the discard pile with the round's other combat cards.
    cardOf(t.f('a').discard, 'overskill');
  };
  /** Round 2: Berserk (no Blood) with Rage, which fetches the Overskill card back from the discard pile. */
  const berserkWithRage = (t: Table): void =>
    void t.play('a', {
      type: 'action',
      card: t.ids('a', ['berserk'])[0] as string,
      add: [move(t, 'a', 'rage')],
      target: 'b',
    });
  /** Round 2's Action: Berserk (no Blood) with Offense, the Mirmillo not defending. */
  const berserkAndAttack = (t: Table): void => {
    t.play('a', { type: 'action', card: t.ids('a', ['berserk'])[0] as string, add: [], target: 'b' });
    t.play('a', { type: 'attack', offense: true, blood: 0 });
  };
  /** The rounds played out (no Feint, the damage paid, passes), then both rest without Endurance. */
  const rest = (t: Table): void => {
    while (t.s.phase.kind === 'round') {
      const step = t.s.phase.fight?.step;
      const seat = t.pending()[0] as string;
      if (step === 'attackerFeint') t.play(seat, { type: 'feint', card: null });
      else if (step === 'pay') t.play(seat, gladiatori.legal(t.s, seat).commands[0] as never);
      else t.play(seat, { type: 'pass' });
    }
    t.play('a', { type: 'rest', endurance: false, recover: NO_RECOVERY });
    t.play('b', { type: 'rest', endurance: false, recover: NO_RECOVERY });
    expect(t.s.turn).toBe(2);
  };

  it('§10.4 a second Overskill (its card fetched back by Rage) owes a bonus of its own; the end of the turn takes both off', () => {
    const t = duel();
    firstOverskill(t, 'guard', 3);
    berserkWithRage(t);
    const card = cardOf(t.f('a').discard, 'overskill');
    t.play('a', {
      type: 'attack',
      offense: true,
      blood: 0,
      rage: card,
      overskill: { skill: 'endurance', points: 5 },
    });
    // Guard 6 + 3 and Endurance 7 + 5, both owed; Offense 3 was used: 3 attack and 2 left.
    expect(values(t)).toEqual([0, 3]);
    expect(t.f('a').overskills).toEqual([
      { skill: 'guard', points: 3 },
      { skill: 'endurance', points: 5 },
    ]);
    expect(t.f('a').skills).toEqual({ offense: 2, guard: 9, endurance: 12 });
    // Which skills are raised, and by how much, is the Retiarius' secret, as his sheet is.
    expect(gladiatori.view(t.s, 'b').fighters.a?.overskills).toBeUndefined();
    expect(gladiatori.view(t.s, 'a').fighters.a?.overskills).toHaveLength(2);
    t.play('b', { type: 'defend', guard: false, speed: 0 });
    rest(t);
    // Neither bonus was used: both come off (the Offense point spent is not given back by the end of the turn).
    expect(t.f('a')).toMatchObject({ skills: { offense: 2, guard: 6, endurance: 7 }, overskills: [] });
  });

  it('§10.4, 7.3 a Feint takes back the second Overskill alone (and the Rage that fetched its card); the first stays owed', () => {
    const t = duel();
    firstOverskill(t, 'guard', 3);
    const rageCard = cardOf(t.f('a').hand, 'rage');
    berserkWithRage(t);
    const card = cardOf(t.f('a').discard, 'overskill');
    t.play('a', { type: 'attack', offense: true, blood: 0, rage: card, overskill: { skill: 'endurance', points: 5 } });
    t.play('b', { type: 'defend', guard: false, speed: 0 });
    t.play('a', { type: 'feint', card: t.ids('a', ['feint'])[0] as string });
    // As if never done: the Offense point and the Endurance bonus are back, the Overskill card back in the discard
    // pile it came from, the Rage card back in the hand; the Guard bonus of round 1 is still owed.
    expect(t.f('a').overskills).toEqual([{ skill: 'guard', points: 3 }]);
    expect(t.f('a').skills).toEqual({ offense: 3, guard: 9, endurance: 7 });
    expect(t.f('a').discard.map((c) => c.id)).toContain(card);
    expect(t.f('a').hand.map((c) => c.id)).toContain(rageCard);
    expect(t.f('a').discard.map((c) => c.id)).not.toContain(rageCard);
    rest(t);
    expect(t.f('a')).toMatchObject({ skills: { offense: 3, guard: 6, endurance: 7 }, overskills: [] });
  });

  it('§10.4 the same skill raised twice: the limit counts three times the skill without the first bonus; used, it spends both', () => {
    const t = duel();
    // Offense 3 + 5 = 8, owed; three times 3 is 9, so the second Overskill adds 1 at most.
    firstOverskill(t, 'offense', 5);
    berserkWithRage(t);
    const card = cardOf(t.f('a').discard, 'overskill');
    const twice = (points: number) =>
      ({
        type: 'attack',
        offense: true,
        blood: 0,
        rage: card,
        overskill: { skill: 'offense', points },
      }) as const;
    const refusal = t.refuse('a', twice(2));
    expect(refusal.rule).toBe('10.4');
    expect(refusal.message).toContain('by 1 to 1 points, not 2');
    t.play('a', twice(1));
    expect(values(t)).toEqual([0, 9]);
    expect(t.f('a')).toMatchObject({ skills: { offense: 0 }, overskills: [] });
    t.play('b', { type: 'defend', guard: false, speed: 0 });
    rest(t);
    expect(t.f('a').skills.offense).toBe(0);
  });

  it('§10.4 option overskillCap "raised": the limit counts the skill as raised by the first bonus', () => {
    const t = duel({ overskillCap: 'raised' });
    firstOverskill(t, 'offense', 5);
    berserkWithRage(t);
    const card = cardOf(t.f('a').discard, 'overskill');
    t.play('a', { type: 'attack', offense: true, blood: 0, rage: card, overskill: { skill: 'offense', points: 5 } });
    expect(values(t)).toEqual([0, 13]);
    expect(t.f('a')).toMatchObject({ skills: { offense: 0 }, overskills: [] });
  });

  it('§10.4 a skill already at three times its value takes no second Overskill; another skill has its full room', () => {
    const t = duel();
    // Offense 2 (as after spending a point): +4 lifts it to 6, three times 2, the most it may ever stand at.
    t.f('a').skills.offense = 2;
    firstOverskill(t, 'offense', 4);
    berserkWithRage(t);
    const card = cardOf(t.f('a').discard, 'overskill');
    const on = (skill: 'offense' | 'guard', points: number) =>
      ({ type: 'attack', offense: false, blood: 0, rage: card, overskill: { skill, points } }) as const;
    const refusal = t.refuse('a', on('offense', 1));
    expect(refusal.rule).toBe('10.4');
    expect(refusal.message).toContain('cannot raise offense (6) any further');
    t.play('a', on('guard', 5));
    expect(t.f('a').overskills).toEqual([
      { skill: 'offense', points: 4 },
      { skill: 'guard', points: 5 },
    ]);
    expect(t.f('a').skills).toMatchObject({ offense: 6, guard: 11 });
  });

  it('§10.4, 3.3 points of a raised skill paid as Character Elements lower it; the whole bonus comes off at the end of the turn', () => {
    const t = duel();
    // Offense 3 + 5 = 8, owed; a grey cube to take off, paid with two of those points.
    firstOverskill(t, 'offense', 5);
    t.f('a').trapped = 1;
    t.play('a', { type: 'steady', marker: 'trapped', spend: elements({ offense: 2 }) });
    expect(t.f('a')).toMatchObject({
      trapped: 0,
      skills: { offense: 6 },
      overskills: [{ skill: 'offense', points: 5 }],
    });
    // Still raised, the rest counts in an attack, and that use drops it to 0.
    berserkAndAttack(t);
    expect(values(t)).toEqual([0, 6]);
    expect(t.f('a')).toMatchObject({ skills: { offense: 0 }, overskills: [] });
  });

  it('§10.4, 3.3 a raised skill paid from and never used keeps what is left above its bonus at the end of the turn, never below 0', () => {
    const t = duel();
    firstOverskill(t, 'offense', 5);
    t.f('a').trapped = 1;
    t.play('a', { type: 'steady', marker: 'trapped', spend: elements({ offense: 2 }) });
    toA(t);
    t.play('a', { type: 'pass' });
    rest(t);
    // 8 - 2 = 6, less the bonus 5: 1, one point below the Offense 3 he had, as two points paid from it unraised would leave.
    expect(t.f('a')).toMatchObject({ skills: { offense: 1 }, overskills: [] });
  });

  it('§10.4, 3.3 option overskillSpend "uses": paying with points of a raised skill uses it up: it drops to 0, the bonus spent', () => {
    const t = duel({ overskillSpend: 'uses' });
    firstOverskill(t, 'offense', 5);
    t.f('a').trapped = 1;
    t.play('a', { type: 'steady', marker: 'trapped', spend: elements({ offense: 2 }) });
    expect(t.f('a')).toMatchObject({ trapped: 0, skills: { offense: 0 }, overskills: [] });
    // A skill no bonus raises is paid from as before: Guard 6 - 2.
    t.f('a').trapped = 1;
    t.play('a', { type: 'steady', marker: 'trapped', spend: elements({ guard: 2 }) });
    expect(t.f('a').skills).toMatchObject({ offense: 0, guard: 4 });
  });

  it('§10.4, 7.3 a Feint after using a skill an earlier Overskill raised gives back the raised value, its bonus owed again', () => {
    const t = duel();
    firstOverskill(t, 'offense', 5);
    t.play('a', { type: 'action', card: t.ids('a', ['berserk'])[0] as string, add: [], target: 'b' });
    t.play('a', { type: 'attack', offense: true, blood: 0 });
    // Offense 8 counted, then dropped to 0: the bonus is spent with it.
    expect(values(t)).toEqual([0, 8]);
    expect(t.f('a')).toMatchObject({ skills: { offense: 0 }, overskills: [] });
    t.play('b', { type: 'defend', guard: false, speed: 0 });
    t.play('a', { type: 'feint', card: t.ids('a', ['feint'])[0] as string });
    expect(t.f('a')).toMatchObject({ skills: { offense: 8 }, overskills: [{ skill: 'offense', points: 5 }] });
    rest(t);
    expect(t.f('a')).toMatchObject({ skills: { offense: 3 }, overskills: [] });
  });
});
