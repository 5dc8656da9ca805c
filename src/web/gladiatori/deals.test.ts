import { describe, expect, it } from 'vitest';
import { unwrap } from '../../core/result.js';
import { HOUSE_ITEMS, type ItemCard, keepItems } from '../../games/gladiatori/items.js';
import { gladiatori, OptionsSchema } from '../../games/gladiatori/module.js';
import type { Fighter, GladiatoriCommand, GladiatoriState, Recovery } from '../../games/gladiatori/types.js';
import {
  bidProblem,
  bidWords,
  daggerNote,
  dealKey,
  draftCards,
  itemBlock,
  keepProblem,
  preferredKinds,
  recoveryProblem,
  recoveryRoom,
  STANDBY_LIMIT,
} from './deals.js';

const start = (options: Record<string, unknown>, seed = 'deals-1'): GladiatoriState =>
  unwrap(gladiatori.setup(OptionsSchema.parse(options) as never, seed));
const item = (id: string): ItemCard => HOUSE_ITEMS.cards.find((c) => c.id === id) as ItemCard;
const offers = (s: GladiatoriState, seat: string) => gladiatori.legal(s, seat).commands as GladiatoriCommand[];

describe('the item deals as forms', () => {
  it('§9.2 a bid is refused by the form exactly when the engine refuses it, with the cards held in words', () => {
    const s = start({ itemMethod: 'auction' });
    expect(s.phase.kind).toBe('deal');
    const v = gladiatori.view(s, 'a');
    if (v.phase.kind !== 'deal' || v.phase.deal.method !== 'auction') throw new Error('no auction');
    const purse = v.phase.deal.auction.purse.a;
    expect(purse).toBeDefined();
    // The other seat's purse is his secret; the form never reads it.
    expect(v.phase.deal.auction.purse.b).toBeUndefined();
    const p = purse as { energy0: number; energy1: number };
    for (let e1 = 0; e1 <= p.energy1 + 1; e1++)
      for (let e0 = 0; e0 <= p.energy0 + 1; e0++) {
        const bid = { energy0: e0, energy1: e1 };
        const engine = gladiatori.apply(s, 'a', { type: 'bid', ...bid });
        expect(bidProblem(bid, purse) === null, JSON.stringify(bid)).toBe(engine.ok);
      }
    expect(bidProblem({ energy0: 0, energy1: p.energy1 + 1 }, purse)).toBe(
      `You have ${p.energy1} 1-energy cards to bid, not ${p.energy1 + 1}.`,
    );
    expect(bidProblem({ energy0: -1, energy1: 0 }, purse)).toMatch(/none below zero/);
    expect(bidProblem({ energy0: 0.5, energy1: 0 }, purse)).toMatch(/whole/);
    // The form keeps its key while the other seat seals, and starts afresh once the lot is sold.
    const key = (x: GladiatoriState) => dealKey((x.phase as { deal: Parameters<typeof dealKey>[0] }).deal);
    const s1 = unwrap(gladiatori.apply(s, 'b', { type: 'bid', energy0: 0, energy1: 0 })).state;
    expect(key(s1)).toBe(key(s));
    const s2 = unwrap(gladiatori.apply(s1, 'a', { type: 'bid', energy0: 0, energy1: 1 })).state;
    expect(key(s2)).not.toBe(key(s1));
    expect(bidWords({ energy0: 1, energy1: 2 })).toBe('3 cards worth 2 energy');
    expect(bidWords({ energy0: 1, energy1: 0 })).toBe('1 card worth 0 energy');
    expect(bidWords({ energy0: 0, energy1: 0 })).toBe('nothing');
  });

  it('§9.1 §9.4 an item is greyed for the selection exactly when the engine would refuse asking for it', () => {
    const s = start({ itemMethod: 'selection', characters: ['hoplomachus', 'random'] });
    expect(s.phase.kind).toBe('deal');
    const v = gladiatori.view(s, 'a');
    if (v.phase.kind !== 'deal' || v.phase.deal.method !== 'selection') throw new Error('no selection');
    const preferred = preferredKinds(v.options.characters[0]);
    expect(preferred).toEqual(['spear', 'helmet', 'ironArm']);
    const available = v.phase.deal.available;
    let blocked = 0;
    for (const x of available) {
      const one = itemBlock(x, [], [], preferred);
      expect(one === null, x.id).toBe(gladiatori.apply(s, 'a', { type: 'select', items: [x.id] }).ok);
      if (one !== null) {
        blocked++;
        continue;
      }
      for (const y of available) {
        if (y === x) continue;
        const two = itemBlock(y, [], [x], preferred);
        expect(two === null, `${x.id} + ${y.id}`).toBe(
          gladiatori.apply(s, 'a', { type: 'select', items: [x.id, y.id] }).ok,
        );
      }
    }
    expect(blocked).toBeGreaterThan(0);
    // The reasons, in words.
    expect(itemBlock(item('sword-3-1'), [], [], preferred)).toBe(
      'Your character chooses among spear, helmet and iron arm.',
    );
    expect(itemBlock(item('trident-3-1'), [item('spear-3-0')], [])).toBe(
      'One item a symbol: you already have one with the spear symbol (a trident bears it too).',
    );
    expect(itemBlock(item('sword-2-1'), [item('helmet-0-2')], [item('shield-0-2')])).toBe(
      'Two items at most: you have your 2.',
    );
    // A card already chosen can always be let go.
    expect(itemBlock(item('shield-0-2'), [item('helmet-0-2')], [item('shield-0-2')])).toBeNull();
    // A random character chooses among every kind.
    expect(preferredKinds('random')).toEqual([]);
    expect(preferredKinds({ name: 'Verus' })).toEqual([]);
  });

  it('§9.1 the dagger is named when no weapon is held', () => {
    expect(daggerNote([item('helmet-0-2'), item('shield-0-2')])).toMatch(/dagger/);
    expect(daggerNote([item('helmet-0-2'), item('net-0-0')])).toBeNull();
    expect(daggerNote([item('sword-3-1')])).toBeNull();
  });

  it('§9.3 the draft shows each face-up card as the offers make it: picked, or greyed with the 9.1 reason', () => {
    const s = start({ itemMethod: 'draft' });
    const v0 = gladiatori.view(s, 'a');
    if (v0.phase.kind !== 'deal' || v0.phase.deal.method !== 'draft') throw new Error('no draft');
    const first = v0.phase.deal.draft.order[0] as string;
    const other = first === 'a' ? 'b' : 'a';
    const v = gladiatori.view(s, first);
    if (v.phase.kind !== 'deal' || v.phase.deal.method !== 'draft') throw new Error('no draft');
    const picks = offers(s, first).flatMap((c) => (c.type === 'pick' ? [c] : []));
    const cards = draftCards(v.phase.deal.draft.faceUp, [], picks, true);
    expect(cards).toHaveLength(5);
    expect(cards.every((c) => c.block === null && c.drops.length === 0)).toBe(true);
    // The other seat sees the same cards, none his to pick.
    expect(draftCards(v.phase.deal.draft.faceUp, [], [], false).every((c) => c.block === 'Not your pick.')).toBe(true);
    expect(gladiatori.legal(s, other).commands).toHaveLength(0);
    // A held helmet greys every other helmet while a card that fits is left.
    const faceUp = [item('helmet-0-3'), item('sword-3-1'), item('helmet-1-2')];
    const held = [item('helmet-0-2')];
    const seen = draftCards(faceUp, held, [{ item: 'sword-3-1' }], true);
    expect(seen.map((c) => c.block)).toEqual([
      'One item a symbol: you already have one with the helmet symbol.',
      null,
      'One item a symbol: you already have one with the helmet symbol.',
    ]);
    // When every card left clashes, the pick names which of the two leaves the game.
    const forced = draftCards(
      [item('helmet-0-3')],
      held,
      [
        { item: 'helmet-0-3', drop: 'helmet-0-2' },
        { item: 'helmet-0-3', drop: 'helmet-0-3' },
      ],
      true,
    );
    expect(forced[0]?.block).toBeNull();
    expect(forced[0]?.drops).toEqual(['helmet-0-2', 'helmet-0-3']);
  });

  it('§9.1 §9.2 the pair kept out of too many items won is refused by the form as by the engine', () => {
    const won = [item('helmet-0-2'), item('helmet-0-3'), item('sword-3-1')];
    const ids = won.map((c) => c.id);
    const subsets: string[][] = [[]];
    for (const id of ids) for (const s of [...subsets]) subsets.push([...s, id]);
    for (const kept of subsets) expect(keepProblem(won, kept) === null, kept.join('+')).toBe(keepItems(won, kept).ok);
    expect(keepProblem(won, ['helmet-0-2'])).toBe('You must keep 2 items, not 1.');
    expect(keepProblem(won, ['helmet-0-2', 'helmet-0-3'])).toMatch(/^You may not hold two items with the helmet/);
  });
});

describe('the Standby form', () => {
  const fighter = (over: Partial<Fighter>) => {
    const s = start({});
    return { ...(gladiatori.view(s, 'a').fighters.a as Fighter), ...over };
  };

  it('§8.1 brings back three elements at most, none past its starting value', () => {
    const f = fighter({
      blood: 2,
      startBlood: 5,
      speed: 5,
      startSpeed: 5,
      skills: { offense: 4, guard: 5, endurance: 6 },
      startSkills: { offense: 6, guard: 5, endurance: 6 },
    });
    const room = recoveryRoom(f);
    expect(room).toEqual({ blood: 3, speed: 0, offense: 2, guard: 0 });
    const r = (x: Partial<Recovery>): Recovery => ({ cards: [], blood: 0, speed: 0, offense: 0, guard: 0, ...x });
    expect(STANDBY_LIMIT).toBe(3);
    expect(recoveryProblem(r({ blood: 2, offense: 1 }), room, STANDBY_LIMIT)).toBeNull();
    expect(recoveryProblem(r({ cards: ['x', 'y'], blood: 2 }), room, STANDBY_LIMIT)).toBe(
      'That is 4 elements; 3 at most come back.',
    );
    expect(recoveryProblem(r({ speed: 1 }), room, STANDBY_LIMIT)).toBe(
      'Speed is at its starting value: none comes back.',
    );
    expect(recoveryProblem(r({ offense: 3 }), room, 5)).toBe('Offense comes back by 2 at most, to its starting value.');
  });

  it('§8.1 a Standby the form allows is one the engine accepts, in a real match at the Action step', () => {
    let s = start({}, 'deals-standby');
    // Each seat takes the first start hex offered (4.1), then keeps his Action cards in hand, until the first
    // combat round.
    for (let i = 0; i < 10 && s.phase.kind !== 'round'; i++) {
      const seat = gladiatori.pending(s)[0] as string;
      if (s.phase.kind === 'place') {
        s = unwrap(gladiatori.apply(s, seat, offers(s, seat)[0] as GladiatoriCommand)).state;
        continue;
      }
      const f = s.fighters[seat] as Fighter;
      const hand = [...f.hand, ...f.deck].filter((c) => c.kind === 'action').map((c) => c.id);
      s = unwrap(gladiatori.apply(s, seat, { type: 'choose', hand })).state;
    }
    const seat = gladiatori.pending(s)[0] as string;
    const cards = offers(s, seat).flatMap((c) => (c.type === 'standby' ? [c.card] : []));
    expect(cards.length).toBeGreaterThan(0);
    const v = gladiatori.view(s, seat).fighters[seat] as Fighter;
    const room = recoveryRoom(v);
    const none: Recovery = { cards: [], blood: 0, speed: 0, offense: 0, guard: 0 };
    const tooMuch: Recovery = { ...none, blood: room.blood + 1 };
    expect(recoveryProblem(none, room, STANDBY_LIMIT)).toBeNull();
    expect(gladiatori.apply(s, seat, { type: 'standby', card: cards[0] as string, recover: none }).ok).toBe(true);
    expect(recoveryProblem(tooMuch, room, STANDBY_LIMIT)).not.toBeNull();
    expect(gladiatori.apply(s, seat, { type: 'standby', card: cards[0] as string, recover: tooMuch }).ok).toBe(false);
  });
});
