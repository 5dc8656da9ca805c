import { describe, expect, it } from 'vitest';
import { distance } from '../../core/hex.js';
import { unwrap } from '../../core/result.js';
import { gladiatoriConformance } from './conformance.js';
import { gladiatori } from './module.js';
import { Table } from './testkit.js';
import type { DealPhase, GladiatoriCommand } from './types.js';

const open = (options: Record<string, unknown>, seed = 'setup') =>
  new Table(unwrap(gladiatori.setup(gladiatori.options.parse(options), seed)));
const deal = (t: Table): DealPhase => {
  if (t.s.phase.kind !== 'deal') throw new Error(`no deal: ${t.s.phase.kind}`);
  return t.s.phase.deal;
};
/** Plays the first offer to every pending seat until the phase changes from `kind`. */
const settle = (t: Table, kind: string) => {
  while (t.s.phase.kind === kind)
    for (const seat of t.pending()) t.play(seat, gladiatori.legal(t.s, seat).commands[0] as GladiatoriCommand);
};

describe('9 Items dealt before the first turn', () => {
  it('9.2 auction: sealed bids of energy cards, most energy then most cards wins, the bid cards start discarded', () => {
    const t = open({ itemMethod: 'auction' });
    const a = deal(t);
    if (a.method !== 'auction') throw new Error('not an auction');
    const lot = a.auction.lots[0]?.id;
    expect(a.auction.lots).toHaveLength(4);
    expect(t.f('a').items).toEqual([]);
    expect(t.refuse('a', { type: 'bid', energy0: 0, energy1: 9 }).rule).toBe('9.2');
    expect(t.refuse('a', { type: 'pass' }).rule).toBe('9.2');
    t.play('a', { type: 'bid', energy0: 0, energy1: 2 });
    // Sealed: b sees neither a's bid nor a's purse.
    const seen = gladiatori.view(t.s, 'b');
    expect(seen.mine).toBeNull();
    expect(seen.phase.kind === 'deal' && seen.phase.deal.method === 'auction' && seen.phase.deal.auction.purse).toEqual(
      {
        b: { energy0: 6, energy1: 6 },
      },
    );
    t.play('b', { type: 'bid', energy0: 3, energy1: 1 });
    expect(t.texts('lot')[0]).toContain('Mirmillo wins it');
    // The second lot: a tie on energy and cards takes it out of the game.
    t.play('a', { type: 'bid', energy0: 1, energy1: 0 });
    t.play('b', { type: 'bid', energy0: 1, energy1: 0 });
    expect(t.texts('lot')[1]).toContain('leaves the game');
    // The third: a 0-energy card beats no bid at all.
    t.play('a', { type: 'bid', energy0: 0, energy1: 0 });
    t.play('b', { type: 'bid', energy0: 1, energy1: 0 });
    t.play('a', { type: 'bid', energy0: 0, energy1: 0 });
    t.play('b', { type: 'bid', energy0: 0, energy1: 1 });
    settle(t, 'deal');
    // 4.1: the start hexes are chosen next, after the items.
    expect(t.s.phase.kind).toBe('place');
    expect(t.f('a').items.map((i) => i.card.id)).toEqual([lot]);
    expect(t.f('a').discard.map((c) => c.kind)).toEqual(['energy1', 'energy1']);
    expect(
      t
        .f('b')
        .discard.map((c) => c.kind)
        .sort(),
    ).toEqual(['energy0', 'energy1']);
    expect(t.f('b').items.length).toBeGreaterThan(0);
  });

  it('9.3 draft: two cards a player and one more face up, picked round and back; the last card leaves', () => {
    const t = open({ itemMethod: 'draft', characters: ['secutor', 'thraex', 'mirmillo'] });
    const d = deal(t);
    if (d.method !== 'draft') throw new Error('not a draft');
    expect(d.draft.faceUp).toHaveLength(7);
    const order = d.draft.order;
    expect(order.slice(3)).toEqual(order.slice(0, 3).reverse());
    expect(t.pending()).toEqual([order[0]]);
    expect(t.refuse(order[0] as string, { type: 'pick', item: 'no-such-card' }).rule).toBe('9.3');
    // A card to let go is named only to settle a clash, and only among his own (the fuzzer found these crashing).
    const first = d.draft.faceUp[0]?.id as string;
    const stray = t.refuse(order[0] as string, { type: 'pick', item: first, drop: 'toJSON' });
    expect([stray.rule, stray.code]).toEqual(['9.3', 'no-such-item']);
    const idle = t.refuse(order[0] as string, { type: 'pick', item: first, drop: first });
    expect([idle.rule, idle.code]).toEqual(['9.3', 'nothing-to-drop']);
    settle(t, 'deal');
    // 4.1: the start hexes are chosen next, after the items.
    expect(t.s.phase.kind).toBe('place');
    for (const seat of ['a', 'b', 'c']) expect(t.f(seat).items).toHaveLength(2);
  });

  it('9.4 selection: a pre-made character chooses among his kinds; a card wanted by two goes by lot', () => {
    const t = open({ itemMethod: 'selection' });
    // The Mirmillo prefers sword and helmet.
    expect(t.refuse('a', { type: 'select', items: ['shield-2-3'] }).rule).toBe('9.4');
    expect(t.refuse('a', { type: 'select', items: ['helmet-0-2', 'helmet-0-3'] }).rule).toBe('9.1');
    t.play('a', { type: 'select', items: ['sword-3-1', 'helmet-0-2'] });
    t.play('b', { type: 'select', items: ['sword-3-1', 'shield-2-3'] });
    expect(t.texts('selection')[0]).toContain('drawn by lot');
    // The loser of the draw chooses again; the other is done.
    expect(t.pending()).toHaveLength(1);
    const loser = t.pending()[0] as string;
    const again = gladiatori.legal(t.s, loser).commands.find((c) => c.type === 'select' && c.items.length === 1);
    t.play(loser, again as GladiatoriCommand);
    expect(t.s.phase.kind).toBe('place');
    const all = [...t.f('a').items, ...t.f('b').items].map((i) => i.card.id);
    expect(all.filter((id) => id === 'sword-3-1')).toHaveLength(1);
    expect(t.f('a').items).toHaveLength(2);
    expect(t.f('b').items).toHaveLength(2);
  });

  it('9 with a deal method the items option is refused, naming the method', () => {
    const r = gladiatori.setup(gladiatori.options.parse({ itemMethod: 'draft', items: [['sword-3-1'], null] }), 'x');
    expect(r.ok).toBe(false);
  });
});

describe('4.1 Start hexes chosen in player order', () => {
  it('§4.1 by default the first player picks any free start hex, then the next; the arena is set before the first turn', () => {
    // The Example of a Turn: the Thraex plays first, so he chooses first.
    const t = open({ characters: ['mirmillo', 'thraex'] });
    t.s.stack = ['b', 'a'];
    if (t.s.phase.kind !== 'place') throw new Error(`no placement: ${t.s.phase.kind}`);
    t.s.phase.order = ['b', 'a'];
    expect(t.pending()).toEqual(['b']);
    const offers = gladiatori.legal(t.s, 'b').commands;
    expect(offers.map((c) => c.type === 'place' && c.at)).toEqual([
      { q: 4, r: -4 },
      { q: 4, r: 0 },
      { q: -4, r: 4 },
      { q: -4, r: 0 },
    ]);
    const early = t.refuse('a', { type: 'place', at: { q: 4, r: 0 }, facing: 5 });
    expect([early.code, early.rule, early.message]).toEqual([
      'not-your-step',
      '4.1',
      'Mirmillo waits: Thraex sets his miniature down first, in the order of the first turn',
    ]);
    const off = t.refuse('b', { type: 'place', at: { q: 0, r: 0 }, facing: 0 });
    expect([off.rule, off.message]).toEqual(['4.1', 'the centre is not a marked start hex (free placement is off)']);
    expect(t.refuse('b', { type: 'choose', hand: [] }).rule).toBe('4.1');
    // He takes the start hex set-up had given the Mirmillo: the Mirmillo's miniature waits on the Thraex's old one.
    const mirmillosHex = t.f('a').at;
    t.play('b', { type: 'place', at: mirmillosHex, facing: 5 });
    expect(t.texts('placed')).toEqual([
      `Thraex takes his place on the hex 4 ${mirmillosHex.q > 0 ? 'north-east' : 'south-west'} of the centre, facing north-west.`,
    ]);
    const again = t.refuse('b', { type: 'place', at: { q: 4, r: 0 }, facing: 5 });
    expect([again.rule, again.message]).toEqual([
      '4.1',
      'Thraex has set his miniature down already; Mirmillo places now',
    ]);
    const taken = t.refuse('a', { type: 'place', at: mirmillosHex, facing: 2 });
    expect([taken.rule, taken.code]).toEqual(['4.1', 'hex-taken']);
    expect(gladiatori.legal(t.s, 'a').commands).toHaveLength(3);
    t.play('a', { type: 'place', at: { q: -4, r: 0 }, facing: 2 });
    expect(t.f('a').at).toEqual({ q: -4, r: 0 });
    expect(t.texts('placed').at(-1)).toBe(
      'Mirmillo takes his place on the hex 4 north-west of the centre, facing south-east.',
    );
    expect(t.s.phase.kind).toBe('choose');
  });

  it('§4.1 with the choice off, set-up gives each seat a start hex and the first turn begins at once', () => {
    const t = open({ startChoice: false });
    expect(t.s.phase.kind).toBe('choose');
    expect([t.f('a').at, t.f('b').at]).toEqual([
      { q: 4, r: -4 },
      { q: -4, r: 4 },
    ]);
  });

  it('§4.1 after a deal of the items come the start hexes; bots and the harness play the step', () => {
    const t = open({ itemMethod: 'draft' });
    settle(t, 'deal');
    expect(t.s.phase.kind).toBe('place');
    settle(t, 'place');
    expect(t.s.phase.kind).toBe('choose');
    const r = gladiatoriConformance('start-choice', 3, { characters: ['thraex', 'mirmillo', 'secutor'] });
    expect(r.failures).toEqual([]);
    expect(r.outcomes.unfinished ?? 0).toBe(0);
  });
});

describe('4.2 Free placement', () => {
  it('4.2 in turn order, on any hex with two empty hexes at least between it and every opponent', () => {
    const t = open({ freePlacement: true });
    expect(t.s.phase.kind).toBe('place');
    const [first, second] = t.pending().concat(t.s.phase.kind === 'place' ? t.s.phase.order.slice(1) : []);
    t.play(first as string, { type: 'place', at: { q: 0, r: 0 }, facing: 0 });
    const near = t.refuse(second as string, { type: 'place', at: { q: 0, r: 2 }, facing: 3 });
    expect(near.rule).toBe('4.2');
    expect(near.message).toContain('2 are needed');
    const offers = gladiatori.legal(t.s, second as string).commands;
    expect(offers.every((c) => c.type === 'place' && distance(c.at, { q: 0, r: 0 }) >= 3)).toBe(true);
    t.play(second as string, { type: 'place', at: { q: 0, r: 3 }, facing: 0 });
    expect(t.s.phase.kind).toBe('choose');
    expect(t.f(second as string).at).toEqual({ q: 0, r: 3 });
  });

  it('4.2 after a deal of the items comes the placement, then the first turn', () => {
    const t = open({ freePlacement: true, itemMethod: 'draft' });
    settle(t, 'deal');
    expect(t.s.phase.kind).toBe('place');
    settle(t, 'place');
    expect(t.s.phase.kind).toBe('choose');
  });
});

describe('Set-up and the new steps under the conformance harness', () => {
  it('deals, free placement and the Normal game (Sweep, Unbeatable, Delay, the net) keep every promise', () => {
    const runs = [
      gladiatoriConformance('gx-auction', 3, { itemMethod: 'auction', freePlacement: true, game: 'normal' }),
      gladiatoriConformance('gx-draft', 3, {
        itemMethod: 'draft',
        characters: ['retiarius', 'secutor'],
        game: 'normal',
      }),
      gladiatoriConformance('gx-selection', 3, { itemMethod: 'selection', characters: ['hoplomachus', 'retiarius'] }),
      gladiatoriConformance('gx-sweep', 6, { game: 'normal', characters: ['secutor', 'mirmillo', 'retiarius'] }),
    ];
    for (const r of runs) {
      expect(r.failures).toEqual([]);
      expect(r.outcomes.unfinished ?? 0).toBe(0);
    }
  });
});

describe('16.6 the overlimit with the box\u2019s stock', () => {
  /** A 55-coin sheet with 8 1-energy cards within the limit and 4 past it. */
  const greedy = (name: string) => ({
    name,
    coins: 55,
    skills: { endurance: 4, offense: 4, guard: 4 },
    abilities: { blood: 3, speed: 3 },
    cards: { energy0: 0, energy1: 12, feint: 0 },
    specialMoves: [],
    powers: [],
    preferredItems: [],
  });
  const energy1 = (t: Table, seat: string) => t.f(seat).deck.filter((c) => c.kind === 'energy1').length;

  it('§16.6 three players want 4 extra 1-energy cards; 8 are left: two each in player order, then the last two in reverse', () => {
    const t = open({
      overlimit: true,
      boxStock: true,
      characters: [greedy('Aulus'), greedy('Gaius'), greedy('Lucius')],
    });
    const [first, second, third] = t.s.stack as [string, string, string];
    expect([energy1(t, first), energy1(t, second), energy1(t, third)]).toEqual([10, 10, 12]);
    // The ids are numbered from 1 again, so that the set-up's count holds.
    expect(t.f(first).deck.map((c) => c.id)).toEqual(
      Array.from({ length: t.f(first).deck.length }, (_, n) => `${first}${n + 1}`),
    );
    // Without the box's stock each keeps all he bought.
    const free = open({ overlimit: true, characters: [greedy('Aulus'), greedy('Gaius'), greedy('Lucius')] });
    expect(['a', 'b', 'c'].map((x) => energy1(free, x))).toEqual([12, 12, 12]);
  });

  it('§16.6 alone past the limit, a player takes his 4 extra cards from what the box holds', () => {
    const plain = { ...greedy('Decimus'), cards: { energy0: 4, energy1: 4, feint: 0 } };
    const t = open({ overlimit: true, boxStock: true, characters: [greedy('Aulus'), plain] });
    expect(energy1(t, 'a')).toBe(12);
  });

  it('§16.6 sheets needing more cards within their limits than the box holds are refused naming 16.6', () => {
    const rich = (name: string) => ({ ...greedy(name), coins: 70, cards: { energy0: 0, energy1: 10, feint: 0 } });
    const r = gladiatori.setup(
      gladiatori.options.parse({
        overlimit: true,
        boxStock: true,
        characters: [rich('Aulus'), rich('Gaius'), rich('Lucius'), rich('Decimus')],
      }),
      'box',
    );
    expect(r.ok).toBe(false);
    if (!r.ok) expect([r.error.code, r.error.message.startsWith('16.6:')]).toEqual(['box-stock-short', true]);
  });
});
