import { describe, expect, it } from 'vitest';
import { seedRng } from '../../core/rng.js';
import {
  auctionWinner,
  checkHeldItems,
  checkItemList,
  currentLot,
  dealItems,
  draftPick,
  fightsWithDagger,
  HOUSE_ITEMS,
  type ItemCard,
  itemValues,
  keepItems,
  rangePenalty,
  selectionRound,
  settleLot,
  startAuction,
  startDraft,
  thrownAttack,
} from './items.js';
import { PREMADE } from './premade.js';
import { SECTION } from './tables.js';

const item = (id: string): ItemCard => {
  const c = HOUSE_ITEMS.cards.find((x) => x.id === id);
  if (!c) throw new Error(id);
  return c;
};

describe('§2.5 Item cards: the HOUSE set', () => {
  it('holds 18 cards, as the box does, and passes the list check', () => {
    expect(HOUSE_ITEMS.cards).toHaveLength(18);
    expect(HOUSE_ITEMS.source).toBe('house');
    expect(checkItemList(HOUSE_ITEMS).ok).toBe(true);
  });
  it('keeps the values the rulebook shows: Thraex sword 3/1 and shield 2/3, Mirmillo sword 3/0, the shield worth 5', () => {
    expect(item('sword-3-1')).toMatchObject({ attack: 3, defence: 1 });
    expect(item('shield-2-3')).toMatchObject({ attack: 2, defence: 3 });
    expect(item('sword-3-0')).toMatchObject({ attack: 3, defence: 0 });
    expect(item('shield-0-2')).toMatchObject({ defence: 2, hp: 5 });
  });
  it('a printed list replaces ours once it passes the check', () => {
    const printed = { source: 'printed' as const, cards: [item('sword-2-2'), { ...item('net-0-0'), id: 'n' }] };
    expect(checkItemList(printed).ok).toBe(true);
    const twice = { source: 'printed' as const, cards: [item('sword-2-2'), item('sword-2-2')] };
    expect(checkItemList(twice)).toMatchObject({ ok: false, error: { code: 'item-list-repeat' } });
    const netThatStays = { source: 'printed' as const, cards: [{ ...item('net-0-0'), throwing: false }] };
    expect(checkItemList(netThatStays)).toMatchObject({ ok: false, error: { rule: SECTION.net } });
  });
});

describe('§9.1 Item limits', () => {
  it('two items at most', () => {
    const r = checkHeldItems([item('sword-3-1'), item('helmet-0-2'), item('net-0-0')]);
    expect(r).toMatchObject({ ok: false, error: { code: 'too-many-items', rule: SECTION.itemLimits } });
  });
  it('no two helmets, shields or spears; a trident counts as a spear', () => {
    expect(checkHeldItems([item('helmet-0-2'), item('helmet-0-3')])).toMatchObject({
      ok: false,
      error: { values: { symbol: 'helmet' } },
    });
    expect(checkHeldItems([item('spear-3-0'), item('trident-3-1')])).toMatchObject({
      ok: false,
      error: { values: { symbol: 'spear' } },
    });
    expect(checkHeldItems([item('sword-3-1'), item('sword-3-0')]).ok).toBe(true);
    expect(checkHeldItems([item('net-0-0'), item('trident-2-2')]).ok).toBe(true);
  });
  it('a player with too many or clashing items keeps a legal pair, as many as he can', () => {
    const held = [item('shield-0-2'), item('shield-1-3'), item('sword-2-1')];
    expect(keepItems(held, ['shield-0-2', 'sword-2-1']).ok).toBe(true);
    expect(keepItems(held, ['shield-0-2'])).toMatchObject({ ok: false, error: { code: 'keeps-too-few' } });
    expect(keepItems(held, ['shield-0-2', 'shield-1-3'])).toMatchObject({ ok: false, error: { code: 'items-clash' } });
    expect(keepItems([item('helmet-0-2'), item('helmet-0-3')], ['helmet-0-3']).ok).toBe(true);
    expect(keepItems(held, ['sword-2-1', 'sword-2-1'])).toMatchObject({ ok: false, error: { code: 'kept-twice' } });
    expect(keepItems(held, ['net-0-0'])).toMatchObject({ ok: false, error: { code: 'not-held' } });
  });
  it('without a weapon he fights with a dagger', () => {
    expect(fightsWithDagger([item('shield-2-3'), item('helmet-0-2')])).toBe(true);
    expect(fightsWithDagger([item('shield-2-3'), item('net-0-1')])).toBe(false);
  });
});

describe('§10.6 Break Item: a damaged item', () => {
  it('has its bonuses and hit points halved, rounded down', () => {
    expect(itemValues(item('shield-0-2'), true)).toEqual({ attack: 0, defence: 1, hp: 2 });
    expect(itemValues(item('sword-3-1'), false)).toEqual({ attack: 3, defence: 1, hp: 2 });
  });
});

describe('§9.5 Throwing weapons: range', () => {
  it('a +3 spear counts +6 thrown (the text example)', () => {
    expect(thrownAttack(item('spear-3-0'))).toBe(6);
    expect(thrownAttack(item('spear-3-0'), true)).toBe(2);
  });
  it('-1 a hex beyond the first, -2 with the net; the Red target 4 hexes off costs -3 (the text example)', () => {
    expect(rangePenalty(item('spear-3-0'), 1)).toBe(-0);
    expect(rangePenalty(item('spear-3-0'), 4)).toBe(-3);
    expect(rangePenalty(item('net-0-0'), 3)).toBe(-4);
  });
});

describe('§9.2 Auction', () => {
  const players = [
    { seat: 'a', sheet: PREMADE.secutor.sheet },
    { seat: 'b', sheet: PREMADE.mirmillo.sheet },
  ];
  it('two 1-energy cards beat three 0-energy cards (the text example)', () => {
    expect(
      auctionWinner([
        { seat: 'a', energy0: 0, energy1: 2 },
        { seat: 'b', energy0: 3, energy1: 0 },
      ]),
    ).toBe('a');
  });
  it('equal energy: more cards win; equal again: nobody', () => {
    expect(
      auctionWinner([
        { seat: 'a', energy0: 1, energy1: 1 },
        { seat: 'b', energy0: 0, energy1: 1 },
      ]),
    ).toBe('a');
    expect(
      auctionWinner([
        { seat: 'a', energy0: 1, energy1: 1 },
        { seat: 'b', energy0: 1, energy1: 1 },
      ]),
    ).toBeNull();
  });
  it('two lots a player; the winner pays his bid, a tied lot leaves the game', () => {
    let a = startAuction(seedRng('auction'), HOUSE_ITEMS, players);
    expect(a.lots).toHaveLength(4);
    const first = currentLot(a);
    const r = settleLot(a, [
      { seat: 'a', energy0: 0, energy1: 2 },
      { seat: 'b', energy0: 1, energy1: 1 },
    ]);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    a = r.value;
    expect(a.won.a).toEqual([first]);
    expect(a.purse.a).toEqual({ energy0: 1, energy1: 4 });
    expect(a.paid.a).toEqual({ energy0: 0, energy1: 2 });
    expect(a.purse.b).toEqual({ energy0: 7, energy1: 5 });
    const second = currentLot(a);
    const t = settleLot(a, [
      { seat: 'a', energy0: 0, energy1: 0 },
      { seat: 'b', energy0: 0, energy1: 0 },
    ]);
    expect(t.ok && t.value.removed).toEqual([second]);
  });
  it('a bid beyond the cards he has left, or a missing bid, is refused', () => {
    const a = startAuction(seedRng('auction'), HOUSE_ITEMS, players);
    expect(
      settleLot(a, [
        { seat: 'a', energy0: 2, energy1: 0 },
        { seat: 'b', energy0: 0, energy1: 0 },
      ]),
    ).toMatchObject({ ok: false, error: { code: 'bid-beyond-purse', rule: SECTION.auction, values: { has: 1 } } });
    expect(settleLot(a, [{ seat: 'a', energy0: 0, energy1: 0 }])).toMatchObject({
      ok: false,
      error: { code: 'bid-missing' },
    });
  });
});

describe('§9.3 Draft', () => {
  it('3 players: 7 cards face up, picks A B C then C B A (the text example)', () => {
    const d = startDraft(seedRng('draft'), HOUSE_ITEMS, ['A', 'B', 'C']);
    expect(d.faceUp).toHaveLength(7);
    const first = d.order.slice(0, 3);
    expect(d.order.slice(3)).toEqual([...first].reverse());
    // The round goes clockwise from whoever the lot chose.
    const i = ['A', 'B', 'C'].indexOf(first[0] as string);
    expect(first).toEqual([0, 1, 2].map((k) => ['A', 'B', 'C'][(i + k) % 3]));
  });
  it('a pick out of turn or of a card not face up is refused', () => {
    const d = startDraft(seedRng('draft'), HOUSE_ITEMS, ['A', 'B']);
    const other = d.order[1] as string;
    expect(draftPick(d, other, d.faceUp[0]?.id as string)).toMatchObject({
      ok: false,
      error: { code: 'not-your-pick' },
    });
    expect(draftPick(d, d.order[0] as string, 'nothing')).toMatchObject({ ok: false, error: { code: 'not-face-up' } });
  });
  it('a clashing pick is refused while another card would not clash; when all clash he names the one to drop', () => {
    const d = {
      faceUp: [item('helmet-0-3'), item('sword-2-2')],
      order: ['A', 'A'],
      taken: { A: [item('helmet-0-2')] },
    };
    expect(draftPick(d, 'A', 'helmet-0-3')).toMatchObject({ ok: false, error: { code: 'pick-clashes' } });
    const onlyHelmets = { ...d, faceUp: [item('helmet-0-3')] };
    expect(draftPick(onlyHelmets, 'A', 'helmet-0-3')).toMatchObject({
      ok: false,
      error: { code: 'say-which-to-drop' },
    });
    const r = draftPick(onlyHelmets, 'A', 'helmet-0-3', 'helmet-0-2');
    expect(r.ok && r.value.taken.A).toEqual([item('helmet-0-3')]);
  });
  it('the card nobody took is left over', () => {
    let d = startDraft(seedRng('full'), HOUSE_ITEMS, ['A', 'B']);
    while (d.order.length > 0) {
      const seat = d.order[0] as string;
      const held = d.taken[seat] ?? [];
      const c = d.faceUp.find((x) => checkHeldItems([...held, x]).ok) as ItemCard;
      const r = draftPick(d, seat, c.id);
      if (!r.ok) throw new Error(r.error.message);
      d = r.value;
    }
    expect(d.faceUp).toHaveLength(1);
    expect(d.taken.A).toHaveLength(2);
    expect(d.taken.B).toHaveLength(2);
  });
});

describe('§9.4 Selection', () => {
  it('a pre-made character chooses among his preferred kinds (Mirmillo: sword and helmet)', () => {
    const r = selectionRound(seedRng('s'), HOUSE_ITEMS.cards, {}, [
      { seat: 'a', sheet: PREMADE.mirmillo.sheet, wants: ['sword-3-0', 'shield-2-3'] },
    ]);
    expect(r).toMatchObject({ ok: false, error: { code: 'not-preferred', rule: SECTION.selection } });
    const good = selectionRound(seedRng('s'), HOUSE_ITEMS.cards, {}, [
      { seat: 'a', sheet: PREMADE.mirmillo.sheet, wants: ['sword-3-0', 'helmet-0-2'] },
    ]);
    expect(good.ok && good.value.assigned.a?.map((c) => c.id)).toEqual(['sword-3-0', 'helmet-0-2']);
  });
  it('an item two players want goes to one of them by lot; the other chooses again from what is left', () => {
    const wishes = [
      { seat: 'a', sheet: PREMADE.secutor.sheet, wants: ['sword-3-1', 'shield-2-3'] },
      { seat: 'b', sheet: PREMADE.thraex.sheet, wants: ['sword-3-1', 'shield-1-3'] },
    ];
    const winners = new Set<string>();
    for (let i = 0; i < 20; i++) {
      const r = selectionRound(seedRng(`lot ${i}`), HOUSE_ITEMS.cards, {}, wishes);
      if (!r.ok) throw new Error(r.error.message);
      const draw = r.value.draws[0];
      expect(draw?.id).toBe('sword-3-1');
      winners.add(draw?.winner as string);
      expect(r.value.available.some((c) => c.id === 'sword-3-1')).toBe(false);
      const loser = draw?.winner === 'a' ? 'b' : 'a';
      expect(r.value.assigned[loser]).toHaveLength(1);
    }
    expect([...winners].sort()).toEqual(['a', 'b']);
  });
  it('more than two, or a clashing pair, is refused', () => {
    const custom = { ...PREMADE.secutor.sheet, preferredItems: [] };
    expect(
      selectionRound(seedRng('s'), HOUSE_ITEMS.cards, {}, [
        { seat: 'a', sheet: custom, wants: ['sword-3-1', 'shield-2-3', 'helmet-0-2'] },
      ]),
    ).toMatchObject({ ok: false, error: { code: 'too-many-items' } });
    expect(
      selectionRound(seedRng('s'), HOUSE_ITEMS.cards, {}, [
        { seat: 'a', sheet: custom, wants: ['spear-3-0', 'trident-3-1'] },
      ]),
    ).toMatchObject({ ok: false, error: { code: 'items-clash' } });
  });
});

describe('§9 Items: a whole deal without people', () => {
  const players = [
    { seat: 'a', sheet: PREMADE.thraex.sheet },
    { seat: 'b', sheet: PREMADE.retiarius.sheet },
    { seat: 'c', sheet: { ...PREMADE.secutor.sheet, preferredItems: [] } },
    { seat: 'd', sheet: { ...PREMADE.mirmillo.sheet, preferredItems: ['sword' as const] } },
  ];
  it.each(['auction', 'draft', 'selection'] as const)(
    '%s: legal hands, no card twice, the same deal from the same seed',
    (method) => {
      for (let i = 0; i < 30; i++) {
        const deal = dealItems(seedRng(`deal ${i}`), HOUSE_ITEMS, method, players);
        const all = Object.values(deal.items).flat();
        expect(new Set(all.map((c) => c.id)).size).toBe(all.length);
        for (const [seat, items] of Object.entries(deal.items)) {
          expect(checkHeldItems(items).ok, seat).toBe(true);
          if (method === 'selection') expect(items).toHaveLength(2);
        }
        if (method === 'selection')
          for (const c of deal.items.b ?? []) expect(['net', 'spear', 'trident']).toContain(c.kind);
        expect(dealItems(seedRng(`deal ${i}`), HOUSE_ITEMS, method, players)).toEqual(deal);
      }
    },
  );
  it('auction: what a seat paid is within the energy cards he bought', () => {
    const deal = dealItems(seedRng('paid'), HOUSE_ITEMS, 'auction', players);
    for (const p of players) {
      expect(deal.paid[p.seat]?.energy0).toBeLessThanOrEqual(p.sheet.cards.energy0);
      expect(deal.paid[p.seat]?.energy1).toBeLessThanOrEqual(p.sheet.cards.energy1);
    }
  });
});
