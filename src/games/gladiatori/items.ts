/**
 * Items (9): the item cards, the limits on holding them (9.1: two at most, one per exclusive symbol, a dagger when
 * no weapon is held) and the three ways of dealing them before the first turn: auction (9.2), draft (9.3) and
 * selection (9.4), as pure functions over the match's rng; and those deals played in a match by its seats'
 * commands before the first turn (startDeal, dealStep).
 *
 * The rulebook's 18-card list is missing from the text. HOUSE_ITEMS is Ludus's own set (RULINGS.md), marked as
 * ours; every function takes the list as a parameter, so a printed list replaces it once `checkItemList` accepts it.
 */

import type { SeatId } from '../../core/protocol.js';
import { err, ok, type Result, type RuleViolation } from '../../core/result.js';
import { nextInt, type RngState } from '../../core/rng.js';
import type { CharacterSheet } from './character.js';
import { isPremadeId, premadeSheet } from './premade.js';
import { wrongStep } from './step-words.js';
import {
  EXCLUSIVE_SYMBOL,
  type ExclusiveSymbol,
  ITEM_KINDS,
  ITEMS_PER_PLAYER,
  type ItemKind,
  SECTION,
} from './tables.js';
import type { Ctx, DealPhase, Fighter, GladiatoriCommand, GladiatoriState } from './types.js';

/** One item card (2.5): its bonuses to attack and defence and the hit points it pays when removed. */
export interface ItemCard {
  id: string;
  kind: ItemKind;
  attack: number;
  defence: number;
  hp: number;
  /** Marked with the throwing arrow (9.5): thrown for twice its attack bonus, then gone. */
  throwing: boolean;
  /** The net (9.6): traps instead of wounding. */
  net: boolean;
}

/** An item list and where it comes from: Ludus's HOUSE set, or a list printed on the cards. */
export interface ItemList {
  source: 'house' | 'printed';
  cards: readonly ItemCard[];
}

const card = (
  id: string,
  kind: ItemKind,
  attack: number,
  defence: number,
  hp: number,
  extra: { throwing?: boolean; net?: boolean } = {},
): ItemCard => ({ id, kind, attack, defence, hp, throwing: extra.throwing ?? false, net: extra.net ?? false });

/**
 * HOUSE: Ludus's 18 item cards (RULINGS.md), keeping every value the rulebook shows (the Thraex's sword 3/1 and
 * shield 2/3, the Mirmillo's sword 3/0 and helmet 0/2, the pictured shield 0/2 worth 5).
 */
export const HOUSE_ITEMS: ItemList = {
  source: 'house',
  cards: [
    card('sword-3-1', 'sword', 3, 1, 2),
    card('sword-3-0', 'sword', 3, 0, 2),
    card('sword-2-1', 'sword', 2, 1, 2),
    card('sword-2-2', 'sword', 2, 2, 3),
    card('shield-2-3', 'shield', 2, 3, 3),
    card('shield-1-3', 'shield', 1, 3, 3),
    card('shield-0-2', 'shield', 0, 2, 5),
    card('helmet-0-2', 'helmet', 0, 2, 2),
    card('helmet-0-3', 'helmet', 0, 3, 3),
    card('helmet-1-2', 'helmet', 1, 2, 2),
    card('spear-3-0', 'spear', 3, 0, 2, { throwing: true }),
    card('spear-2-1', 'spear', 2, 1, 2, { throwing: true }),
    card('trident-3-1', 'trident', 3, 1, 2),
    card('trident-2-2', 'trident', 2, 2, 2),
    card('net-0-0', 'net', 0, 0, 1, { throwing: true, net: true }),
    card('net-0-1', 'net', 0, 1, 2, { throwing: true, net: true }),
    card('iron-arm-0-2', 'ironArm', 0, 2, 2),
    card('iron-arm-1-1', 'ironArm', 1, 1, 2),
  ],
};

const KIND_WORDS: Readonly<Record<ItemKind, string>> = {
  sword: 'sword',
  shield: 'shield',
  helmet: 'helmet',
  spear: 'spear',
  trident: 'trident',
  net: 'net',
  ironArm: 'iron arm',
};

/** An item kind in words: "iron arm". */
export const kindWords = (k: ItemKind): string => KIND_WORDS[k];

/** An item in words: "sword +3/+1 (2 HP)". */
export const itemWords = (c: ItemCard): string => `${KIND_WORDS[c.kind]} +${c.attack}/+${c.defence} (${c.hp} HP)`;

const bad = (code: string, rule: string, message: string, values: Record<string, unknown> = {}) =>
  err<RuleViolation>({ code, rule, message, values });

/** Whether a list (ours or a printed one) can serve as the item deck: unique ids, known kinds, sane numbers. */
export function checkItemList(list: ItemList): Result<ItemList, RuleViolation> {
  const ids = new Set<string>();
  for (const c of list.cards) {
    if (ids.has(c.id))
      return bad('item-list-repeat', SECTION.itemCards, `item "${c.id}" is listed twice`, { id: c.id });
    ids.add(c.id);
    if (!ITEM_KINDS.includes(c.kind))
      return bad('item-list-kind', SECTION.itemCards, `item "${c.id}" has no known kind`, { id: c.id, kind: c.kind });
    if (![c.attack, c.defence].every(Number.isInteger) || !Number.isInteger(c.hp) || c.hp < 1)
      return bad('item-list-values', SECTION.itemCards, `item "${c.id}" needs whole bonuses and at least 1 HP`, {
        id: c.id,
      });
    if (c.net && !c.throwing)
      return bad('item-list-net', SECTION.net, `the net "${c.id}" must be a throwing item`, { id: c.id });
  }
  return ok(list);
}

/** The exclusive symbol two items of `items` share, if any (9.1). */
export function clashingSymbol(items: readonly ItemCard[]): ExclusiveSymbol | null {
  const seen = new Set<ExclusiveSymbol>();
  for (const c of items) {
    const s = EXCLUSIVE_SYMBOL[c.kind];
    if (s === null) continue;
    if (seen.has(s)) return s;
    seen.add(s);
  }
  return null;
}

/** 9.1: at most two items, never two with the same symbol (helmet, shield, spear or trident). */
export function checkHeldItems(items: readonly ItemCard[], who = 'a player'): Result<void, RuleViolation> {
  if (items.length > ITEMS_PER_PLAYER)
    return bad(
      'too-many-items',
      SECTION.itemLimits,
      `${who} may hold ${ITEMS_PER_PLAYER} items, not ${items.length}: the others leave the game`,
      { count: items.length, max: ITEMS_PER_PLAYER },
    );
  const symbol = clashingSymbol(items);
  if (symbol)
    return bad(
      'items-clash',
      SECTION.itemLimits,
      `${who} may not hold two items with the ${symbol} symbol${symbol === 'spear' ? ' (a trident counts as a spear)' : ''}`,
      { symbol, items: items.map((c) => c.id) },
    );
  return ok(undefined);
}

/**
 * What a player keeps when he has won too many items or two that clash (9.1, 9.2): the items he names, which
 * must be among those he holds and be a legal pair; the rest leave the game.
 */
export function keepItems(
  held: readonly ItemCard[],
  keep: readonly string[],
  who = 'a player',
): Result<ItemCard[], RuleViolation> {
  const kept: ItemCard[] = [];
  for (const id of keep) {
    const c = held.find((h) => h.id === id);
    if (!c) return bad('not-held', SECTION.itemLimits, `${who} holds no item "${id}" to keep`, { id });
    if (kept.includes(c))
      return bad('kept-twice', SECTION.itemLimits, `${who} names his ${itemWords(c)} twice`, { id });
    kept.push(c);
  }
  const check = checkHeldItems(kept, who);
  if (!check.ok) return check;
  // He must keep as many as the limits let him: one of a clashing pair, two of any larger lot that allows it.
  if (kept.length < mostKeepable(held))
    return bad(
      'keeps-too-few',
      SECTION.itemLimits,
      `${who} must keep ${mostKeepable(held)} items, not ${kept.length}`,
      {
        kept: kept.length,
      },
    );
  return ok(kept);
}

/** How many of `held` a legal pair can keep: 2, or 1 when every pair clashes. */
export function mostKeepable(held: readonly ItemCard[]): number {
  for (let i = 0; i < held.length; i++)
    for (let j = i + 1; j < held.length; j++)
      if (clashingSymbol([held[i] as ItemCard, held[j] as ItemCard]) === null) return 2;
  return Math.min(1, held.length);
}

/** The weapons among the item kinds: a player with none fights with a dagger, at no penalty and no bonus (9.1). */
export const WEAPON_KINDS: readonly ItemKind[] = ['sword', 'spear', 'trident', 'net'];
export const isWeapon = (c: ItemCard): boolean => WEAPON_KINDS.includes(c.kind);
export const fightsWithDagger = (items: readonly ItemCard[]): boolean => !items.some(isWeapon);

/** A damaged item's bonuses and hit points are halved, rounded down (10.6). */
export const itemValues = (c: ItemCard, damaged: boolean): { attack: number; defence: number; hp: number } =>
  damaged
    ? { attack: Math.floor(c.attack / 2), defence: Math.floor(c.defence / 2), hp: Math.floor(c.hp / 2) }
    : { attack: c.attack, defence: c.defence, hp: c.hp };

/** Thrown, a weapon's attack bonus doubles (9.5). */
export const THROWN_FACTOR = 2;
/** A thrown weapon's attack bonus (9.5), halved first if the card is damaged (10.6). */
export const thrownAttack = (c: ItemCard, damaged = false): number => itemValues(c, damaged).attack * THROWN_FACTOR;
/** Attack lost for each hex between thrower and target beyond the first: 1, or 2 with the net (9.5). */
export const rangePenalty = (c: ItemCard, hexes: number): number => -Math.max(0, hexes - 1) * (c.net ? 2 : 1);

/** A shuffled copy of `cards`, by the match's rng (Fisher-Yates). */
export function shuffled<T>(rng: RngState, cards: readonly T[]): T[] {
  const out = [...cards];
  for (let i = out.length - 1; i > 0; i--) {
    const j = nextInt(rng, i + 1);
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

// ---- Auction (9.2) ----

/** A sealed bid of energy cards; their energy is what counts, then their number. */
export interface Bid {
  seat: string;
  energy0: number;
  energy1: number;
}

export interface AuctionState {
  /** The lots still to be sold, the next first: two a player, from the shuffled deck. */
  lots: ItemCard[];
  /** Energy cards each seat has left to bid with (his bought ones, less those his won lots took). */
  purse: Record<string, { energy0: number; energy1: number }>;
  /** Cards each seat has paid; they go to his discard pile when the auctions end. */
  paid: Record<string, { energy0: number; energy1: number }>;
  won: Record<string, ItemCard[]>;
  /** Lots nobody won, removed from the game. */
  removed: ItemCard[];
}

/** 9.2: the deck shuffled and two lots a player laid out one at a time; each bids from his own energy cards. */
export function startAuction(
  rng: RngState,
  list: ItemList,
  players: readonly { seat: string; sheet: CharacterSheet }[],
): AuctionState {
  const lots = shuffled(rng, list.cards).slice(0, ITEMS_PER_PLAYER * players.length);
  const purse: AuctionState['purse'] = {};
  const paid: AuctionState['paid'] = {};
  const won: AuctionState['won'] = {};
  for (const p of players) {
    purse[p.seat] = { energy0: p.sheet.cards.energy0, energy1: p.sheet.cards.energy1 };
    paid[p.seat] = { energy0: 0, energy1: 0 };
    won[p.seat] = [];
  }
  return { lots, purse, paid, won, removed: [] };
}

/** The lot on the table, or null when the auctions are over. */
export const currentLot = (a: AuctionState): ItemCard | null => a.lots[0] ?? null;

/** The winner of a lot (9.2): most energy, then most cards; still tied, nobody. */
export function auctionWinner(bids: readonly Bid[]): string | null {
  const score = (b: Bid) => [b.energy1, b.energy0 + b.energy1] as const;
  let best: Bid | null = null;
  let tied = false;
  for (const b of bids) {
    if (best === null) {
      best = b;
      continue;
    }
    const [e, n] = score(b);
    const [be, bn] = score(best);
    if (e > be || (e === be && n > bn)) {
      best = b;
      tied = false;
    } else if (e === be && n === bn) tied = true;
  }
  return best === null || tied ? null : best.seat;
}

/**
 * Settles the lot on the table with every seat's sealed bid (9.2): the winner sets his bid cards aside and takes the
 * lot; a tie on energy and on cards removes it from the game. A bid of cards the seat has not got is refused.
 */
export function settleLot(a: AuctionState, bids: readonly Bid[]): Result<AuctionState, RuleViolation> {
  const lot = currentLot(a);
  if (!lot) return bad('auction-over', SECTION.auction, 'every lot has been sold');
  const seats = Object.keys(a.purse);
  for (const seat of seats)
    if (!bids.some((b) => b.seat === seat))
      return bad('bid-missing', SECTION.auction, `every player bids on each lot, and seat ${seat} has not`, { seat });
  for (const b of bids) {
    const purse = a.purse[b.seat];
    if (!purse) return bad('bid-stranger', SECTION.auction, `seat ${b.seat} is not in the auction`, { seat: b.seat });
    if (bids.filter((x) => x.seat === b.seat).length > 1)
      return bad('bid-twice', SECTION.auction, `seat ${b.seat} bid twice on one lot`, { seat: b.seat });
    for (const k of ['energy0', 'energy1'] as const)
      if (!Number.isInteger(b[k]) || b[k] < 0 || b[k] > purse[k])
        return bad(
          'bid-beyond-purse',
          SECTION.auction,
          `seat ${b.seat} bids ${b[k]} ${k === 'energy0' ? '0-energy' : '1-energy'} cards and has ${purse[k]} to bid`,
          { seat: b.seat, card: k, bid: b[k], has: purse[k] },
        );
  }
  const winner = auctionWinner(bids);
  const next: AuctionState = {
    lots: a.lots.slice(1),
    purse: { ...a.purse },
    paid: { ...a.paid },
    won: { ...a.won },
    removed: winner === null ? [...a.removed, lot] : a.removed,
  };
  if (winner !== null) {
    const b = bids.find((x) => x.seat === winner) as Bid;
    const purse = a.purse[winner] as { energy0: number; energy1: number };
    const paid = a.paid[winner] as { energy0: number; energy1: number };
    next.purse[winner] = { energy0: purse.energy0 - b.energy0, energy1: purse.energy1 - b.energy1 };
    next.paid[winner] = { energy0: paid.energy0 + b.energy0, energy1: paid.energy1 + b.energy1 };
    next.won[winner] = [...(a.won[winner] ?? []), lot];
  }
  return ok(next);
}

// ---- Draft (9.3) ----

export interface DraftState {
  /** The cards laid face up: two a player and one more. */
  faceUp: ItemCard[];
  /** Who picks next, first to last: clockwise from a random player, then back the other way. */
  order: string[];
  taken: Record<string, ItemCard[]>;
}

/** 9.3: 2N+1 cards face up; a random first player; picks go round clockwise, then counter-clockwise. */
export function startDraft(rng: RngState, list: ItemList, seatsClockwise: readonly string[]): DraftState {
  const n = seatsClockwise.length;
  const faceUp = shuffled(rng, list.cards).slice(0, ITEMS_PER_PLAYER * n + 1);
  const first = nextInt(rng, n);
  const round = Array.from({ length: n }, (_, i) => seatsClockwise[(first + i) % n] as string);
  const taken: DraftState['taken'] = {};
  for (const s of seatsClockwise) taken[s] = [];
  return { faceUp, order: [...round, ...[...round].reverse()], taken };
}

/**
 * A draft pick (9.3). A pick that clashes with the item already taken (9.1) is allowed only when every card left
 * clashes, and then `drop` names which of the two leaves the game.
 */
export function draftPick(
  d: DraftState,
  seat: string,
  cardId: string,
  drop?: string,
): Result<DraftState, RuleViolation> {
  if (d.order[0] !== seat)
    return bad(
      'not-your-pick',
      SECTION.draft,
      d.order[0] === undefined ? 'every pick has been made' : `it is seat ${d.order[0]}'s pick, not seat ${seat}'s`,
      {
        seat,
        next: d.order[0] ?? null,
      },
    );
  const c = d.faceUp.find((x) => x.id === cardId);
  if (!c) return bad('not-face-up', SECTION.draft, `no item "${cardId}" lies face up`, { id: cardId });
  const held = d.taken[seat] ?? [];
  const after = pickWithClash(held, c, d.faceUp, seat, drop, SECTION.draft);
  if (!after.ok) return after;
  const faceUp = d.faceUp.filter((x) => x !== c);
  return ok({ faceUp, order: d.order.slice(1), taken: { ...d.taken, [seat]: after.value } });
}

/** A pick on top of what a player holds: refused if it clashes while another card would not, else `drop` settles it. */
function pickWithClash(
  held: readonly ItemCard[],
  c: ItemCard,
  offered: readonly ItemCard[],
  seat: string,
  drop: string | undefined,
  rule: string,
): Result<ItemCard[], RuleViolation> {
  const next = [...held, c];
  // A card to let go is named only to settle a clash, and only among the cards he would then hold.
  if (drop !== undefined && !next.some((x) => x.id === drop))
    return bad('no-such-item', rule, `seat ${seat} would hold no item "${drop}" to let go`, { drop });
  if (clashingSymbol(next) === null) {
    if (drop !== undefined)
      return bad('nothing-to-drop', rule, `seat ${seat} has no clash to settle: no item leaves the game`, { drop });
    return ok(next);
  }
  const alternative = offered.find((x) => x !== c && clashingSymbol([...held, x]) === null);
  if (alternative)
    return bad(
      'pick-clashes',
      SECTION.itemLimits,
      `seat ${seat} already holds an item with the ${clashingSymbol(next)} symbol; ${itemWords(alternative)} would not clash`,
      { id: c.id, symbol: clashingSymbol(next) },
    );
  if (drop === undefined || !next.some((x) => x.id === drop))
    return bad(
      'say-which-to-drop',
      rule,
      `seat ${seat} now holds two clashing items: name the one that leaves the game`,
      {
        items: next.map((x) => x.id),
      },
    );
  return ok(next.filter((x) => x.id !== drop));
}

// ---- Selection (9.4) ----

/** What a seat asks for in a round of selection. */
export interface Wish {
  seat: string;
  sheet: CharacterSheet;
  wants: readonly string[];
}

/** A selection wish is legal (9.4, 9.1): cards in the deck, at most his free places, no clash, pre-made kinds. */
export function checkWish(
  available: readonly ItemCard[],
  held: readonly ItemCard[],
  wish: Wish,
): Result<ItemCard[], RuleViolation> {
  const cards: ItemCard[] = [];
  for (const id of wish.wants) {
    const c = available.find((x) => x.id === id);
    if (!c || cards.includes(c))
      return bad('not-available', SECTION.selection, `no item "${id}" is left to choose`, { id, seat: wish.seat });
    const preferred = wish.sheet.preferredItems;
    if (preferred.length > 0 && !preferred.includes(c.kind))
      return bad(
        'not-preferred',
        SECTION.selection,
        `${wish.sheet.name} chooses among ${preferred.map((k) => KIND_WORDS[k]).join(', ')}, not a ${KIND_WORDS[c.kind]}`,
        { id, kind: c.kind, preferred: [...preferred] },
      );
    cards.push(c);
  }
  const check = checkHeldItems([...held, ...cards], wish.sheet.name);
  if (!check.ok) return check;
  return ok(cards);
}

export interface SelectionRound {
  assigned: Record<string, ItemCard[]>;
  /** The cards still in the deck for the next round. */
  available: ItemCard[];
  /** Every card two or more seats wanted, with the seat that got it by lot. */
  draws: { id: string; seats: string[]; winner: string }[];
}

/**
 * One round of selection (9.4): each seat's wishes checked; an item wanted by one seat is his, an item wanted by
 * several goes to one of them by lot. Seats left short choose again from what is left in another round.
 */
export function selectionRound(
  rng: RngState,
  available: readonly ItemCard[],
  held: Readonly<Record<string, readonly ItemCard[]>>,
  wishes: readonly Wish[],
): Result<SelectionRound, RuleViolation> {
  const wanted = new Map<string, string[]>();
  for (const w of wishes) {
    const have = held[w.seat] ?? [];
    if (have.length + w.wants.length > ITEMS_PER_PLAYER)
      return bad(
        'too-many-items',
        SECTION.itemLimits,
        `${w.sheet.name} may choose ${ITEMS_PER_PLAYER - have.length} more items, not ${w.wants.length}`,
        { seat: w.seat, wants: w.wants.length },
      );
    const r = checkWish(available, have, w);
    if (!r.ok) return r;
    for (const c of r.value) wanted.set(c.id, [...(wanted.get(c.id) ?? []), w.seat]);
  }
  const assigned: Record<string, ItemCard[]> = {};
  for (const [seat, cards] of Object.entries(held)) assigned[seat] = [...cards];
  for (const w of wishes) assigned[w.seat] ??= [];
  const draws: SelectionRound['draws'] = [];
  // In deck order, so the lots drawn depend only on the rng and the wishes.
  for (const c of available) {
    const seats = wanted.get(c.id);
    if (!seats) continue;
    const winner = seats.length === 1 ? (seats[0] as string) : (seats[nextInt(rng, seats.length)] as string);
    if (seats.length > 1) draws.push({ id: c.id, seats, winner });
    (assigned[winner] as ItemCard[]).push(c);
  }
  return ok({ assigned, available: available.filter((c) => !wanted.has(c.id)), draws });
}

// ---- Dealing without people: simulations, bots' seats, quick games ----

/** A plain worth of an item for a chooser without a plan: its bonuses, then its hit points. */
export const itemWorth = (c: ItemCard): number => c.attack + c.defence + c.hp / 2;

/** The cards a player may still add to `held` (9.1), his preferred kinds only for a pre-made character (9.4). */
export const choosable = (
  available: readonly ItemCard[],
  held: readonly ItemCard[],
  sheet: CharacterSheet,
): ItemCard[] =>
  available.filter(
    (c) =>
      (sheet.preferredItems.length === 0 || sheet.preferredItems.includes(c.kind)) &&
      held.length < ITEMS_PER_PLAYER &&
      clashingSymbol([...held, c]) === null,
  );

export type DealMethod = 'auction' | 'draft' | 'selection';

export interface Deal {
  items: Record<string, ItemCard[]>;
  /** Energy cards each seat paid in the auction: they start the game in his discard pile (9.2). */
  paid: Record<string, { energy0: number; energy1: number }>;
}

/**
 * A whole deal (9.2-9.4) with every seat choosing by `itemWorth`: in the auction each bids, for a lot he can use,
 * as many of his energy cards as the lot is worth to him, 1-energy first, keeping enough for the second lot; in the
 * draft each takes the best card he can hold; in selection each names the best pair of his kinds. Ties between
 * equal cards go to the list's order; ties between seats to the rules' lot (the rng).
 */
export function dealItems(
  rng: RngState,
  list: ItemList,
  method: DealMethod,
  players: readonly { seat: string; sheet: CharacterSheet }[],
): Deal {
  const best = (cards: readonly ItemCard[]) =>
    cards.reduce<ItemCard | null>((b, c) => (b === null || itemWorth(c) > itemWorth(b) ? c : b), null);
  const sheetOf = (seat: string) => (players.find((p) => p.seat === seat) as { sheet: CharacterSheet }).sheet;
  if (method === 'auction') {
    let a = startAuction(rng, list, players);
    for (let lot = currentLot(a); lot; lot = currentLot(a)) {
      const bids = players.map((p) => {
        const held = a.won[p.seat] ?? [];
        const purse = a.purse[p.seat] as { energy0: number; energy1: number };
        const useful = choosable([lot], held, p.sheet).length > 0;
        const lotsLeft = Math.max(1, ITEMS_PER_PLAYER - held.length);
        const budget = useful
          ? Math.min(Math.round(itemWorth(lot)), Math.floor((purse.energy0 + purse.energy1) / lotsLeft))
          : 0;
        const energy1 = Math.min(purse.energy1, budget);
        return { seat: p.seat, energy1, energy0: Math.min(purse.energy0, budget - energy1) };
      });
      a = unwrapDeal(settleLot(a, bids));
    }
    const items: Record<string, ItemCard[]> = {};
    for (const p of players) {
      const won = a.won[p.seat] ?? [];
      items[p.seat] = checkHeldItems(won).ok ? won : bestLegalPair(won);
    }
    return { items, paid: a.paid };
  }
  const paid = Object.fromEntries(players.map((p) => [p.seat, { energy0: 0, energy1: 0 }]));
  if (method === 'draft') {
    let d = startDraft(
      rng,
      list,
      players.map((p) => p.seat),
    );
    while (d.order.length > 0) {
      const seat = d.order[0] as string;
      const held = d.taken[seat] ?? [];
      const pick = best(choosable(d.faceUp, held, { ...sheetOf(seat), preferredItems: [] }));
      if (pick) d = unwrapDeal(draftPick(d, seat, pick.id));
      else {
        // Every card left clashes with what he holds: he takes the best and keeps the better of the two.
        const c = best(d.faceUp) as ItemCard;
        const worse = [...held, c].reduce((w, x) => (itemWorth(x) < itemWorth(w) ? x : w));
        d = unwrapDeal(draftPick(d, seat, c.id, worse.id));
      }
    }
    return { items: d.taken, paid };
  }
  let available = [...list.cards];
  let held: Record<string, ItemCard[]> = Object.fromEntries(players.map((p) => [p.seat, []]));
  for (let round = 0; round < ITEMS_PER_PLAYER * players.length; round++) {
    const wishes = players
      .map((p) => {
        const mine = held[p.seat] ?? [];
        const wants: string[] = [];
        for (let i = mine.length; i < ITEMS_PER_PLAYER; i++) {
          const rest = available.filter((c) => !wants.includes(c.id));
          const c = best(choosable(rest, [...mine, ...wants.map((id) => item(id))], p.sheet));
          if (c) wants.push(c.id);
        }
        return { seat: p.seat, sheet: p.sheet, wants };
      })
      .filter((w) => w.wants.length > 0);
    if (wishes.length === 0) break;
    const r = unwrapDeal(selectionRound(rng, available, held, wishes));
    held = r.assigned;
    available = r.available;
  }
  return { items: held, paid };

  function item(id: string): ItemCard {
    return list.cards.find((c) => c.id === id) as ItemCard;
  }
}

/** The best legal pair (or single card) among items won (9.1). */
function bestLegalPair(won: readonly ItemCard[]): ItemCard[] {
  let best: ItemCard[] = [];
  const worth = (cards: readonly ItemCard[]) => cards.reduce((s, c) => s + itemWorth(c), 0);
  for (let i = 0; i < won.length; i++) {
    const one = [won[i] as ItemCard];
    if (one.length > best.length || (one.length === best.length && worth(one) > worth(best))) best = one;
    for (let j = i + 1; j < won.length; j++) {
      const two = [won[i] as ItemCard, won[j] as ItemCard];
      if (clashingSymbol(two) === null && (best.length < 2 || worth(two) > worth(best))) best = two;
    }
  }
  return best;
}

function unwrapDeal<T>(r: Result<T, RuleViolation>): T {
  if (!r.ok) throw new Error(`a deal by the rules was refused: ${r.error.message}`);
  return r.value;
}

// ---- The deal in a match (9.2-9.4): commands of the seats before the first turn ----

/** The sheet a seat plays (a pre-made character's, or the one given; a random one's, read back from his fighter). */
export function sheetOf(s: GladiatoriState, seat: SeatId): CharacterSheet {
  const i = s.seats.indexOf(seat);
  const ch = s.options.characters[i] as string | CharacterSheet;
  if (typeof ch !== 'string') return ch;
  if (isPremadeId(ch)) return premadeSheet(ch);
  // A character bought at random (16) is not kept as a sheet: what the deal reads of one is on his fighter.
  const f = s.fighters[seat] as Fighter;
  const cards = [...f.hand, ...f.deck];
  const count = (kind: 'energy0' | 'energy1' | 'feint') => cards.filter((c) => c.kind === kind).length;
  return {
    name: f.name,
    coins: s.options.coins,
    skills: { ...f.startSkills },
    abilities: { blood: f.startBlood, speed: f.startSpeed },
    cards: { energy0: count('energy0'), energy1: count('energy1'), feint: count('feint') },
    specialMoves: f.moves.slice(),
    powers: f.powers.slice(),
    preferredItems: [],
  };
}
const dealRule = { auction: SECTION.auction, draft: SECTION.draft, selection: SECTION.selection } as const;
const energyIn = (f: Fighter, kind: 'energy0' | 'energy1'): number => f.deck.filter((c) => c.kind === kind).length;
const nameOf = (s: GladiatoriState, seat: SeatId): string => (s.fighters[seat] as Fighter).name;

/** 9: the deal the options name starts: the lots laid out, the draft's cards face up, or the selection opened. */
export function startDeal(ctx: Ctx, method: DealMethod, list: ItemList = HOUSE_ITEMS): void {
  const { s } = ctx;
  const seats = s.seats;
  let deal: DealPhase;
  if (method === 'auction') {
    const a: AuctionState = {
      lots: shuffled(s.rng, list.cards).slice(0, ITEMS_PER_PLAYER * seats.length),
      purse: {},
      paid: {},
      won: {},
      removed: [],
    };
    for (const seat of seats) {
      const f = s.fighters[seat] as Fighter;
      a.purse[seat] = { energy0: energyIn(f, 'energy0'), energy1: energyIn(f, 'energy1') };
      a.paid[seat] = { energy0: 0, energy1: 0 };
      a.won[seat] = [];
    }
    deal = { method, auction: a, keep: [] };
  } else if (method === 'draft') deal = { method, draft: startDraft(s.rng, list, seats) };
  else
    deal = {
      method,
      available: [...list.cards],
      held: Object.fromEntries(seats.map((x) => [x, []])),
      content: [],
    };
  s.phase = { kind: 'deal', deal };
  const lot = deal.method === 'auction' ? currentLot(deal.auction) : null;
  ctx.events.push({
    type: 'deal',
    visibleTo: 'all',
    rule: dealRule[method],
    text:
      method === 'auction'
        ? `Items by auction: ${deal.method === 'auction' ? deal.auction.lots.length : 0} lots; the first is ${lot ? itemWords(lot) : 'none'}. Bids are sealed.`
        : method === 'draft' && deal.method === 'draft'
          ? `Items by draft: ${deal.draft.faceUp.map(itemWords).join(', ')} lie face up; ${nameOf(s, deal.draft.order[0] as SeatId)} picks first.`
          : 'Items by selection: each player names the items he wants; a card wanted by several goes by lot.',
    data: { method },
  });
}

/** Seats whose command the deal awaits (9.2-9.4). */
export function dealPending(s: GladiatoriState, deal: DealPhase): SeatId[] {
  if (deal.method === 'auction')
    return deal.keep.length > 0 ? deal.keep.slice(0, 1) : s.seats.filter((x) => !Object.hasOwn(s.sealed, x));
  if (deal.method === 'draft') return deal.draft.order.slice(0, 1);
  return selectionNeeds(s, deal).filter((x) => !Object.hasOwn(s.sealed, x));
}

/** Seats still short of items with something they may still choose (9.4). */
function selectionNeeds(s: GladiatoriState, deal: DealPhase & { method: 'selection' }): SeatId[] {
  return s.seats.filter(
    (x) => !deal.content.includes(x) && choosable(deal.available, deal.held[x] ?? [], sheetOf(s, x)).length > 0,
  );
}

/** A deal command (9.1-9.4); true once every item is dealt and the match may go on. */
export function dealStep(
  ctx: Ctx,
  deal: DealPhase,
  seat: SeatId,
  cmd: GladiatoriCommand,
): Result<boolean, RuleViolation> {
  const { s } = ctx;
  const expected =
    deal.method === 'auction' ? (deal.keep.length > 0 ? 'keep' : 'bid') : deal.method === 'draft' ? 'pick' : 'select';
  if (cmd.type !== expected) return err(wrongStep(cmd, [expected], dealRule[deal.method], 'the deal of the items'));
  const name = nameOf(s, seat);
  if (deal.method === 'auction' && cmd.type === 'keep') {
    const kept = keepItems(deal.auction.won[seat] ?? [], cmd.items, name);
    if (!kept.ok) return kept;
    deal.auction.won[seat] = kept.value;
    deal.keep = deal.keep.slice(1);
    ctx.events.push({
      type: 'deal',
      visibleTo: 'all',
      rule: SECTION.itemLimits,
      text: `${name} keeps ${kept.value.map(itemWords).join(' and ')}; the rest leaves the game.`,
      data: { seat },
    });
    return ok(finishAuction(ctx, deal));
  }
  if (deal.method === 'auction' && cmd.type === 'bid') {
    const purse = deal.auction.purse[seat] as { energy0: number; energy1: number };
    for (const k of ['energy0', 'energy1'] as const)
      if (!Number.isInteger(cmd[k]) || cmd[k] < 0 || cmd[k] > purse[k])
        return bad(
          'bid-beyond-purse',
          SECTION.auction,
          `${name} bids ${cmd[k]} ${k === 'energy0' ? '0-energy' : '1-energy'} cards and has ${purse[k]} to bid`,
        );
    s.sealed[seat] = cmd;
    ctx.events.push({
      type: 'sealed',
      visibleTo: 'all',
      rule: SECTION.auction,
      text: `${name} has made his bid.`,
      data: { seat },
    });
    if (dealPending(s, deal).length > 0) return ok(false);
    const bids: Bid[] = s.seats.map((x) => {
      const b = s.sealed[x] as GladiatoriCommand & { type: 'bid' };
      return { seat: x, energy0: b.energy0, energy1: b.energy1 };
    });
    s.sealed = {};
    const lot = currentLot(deal.auction) as ItemCard;
    const settled = settleLot(deal.auction, bids);
    if (!settled.ok) return settled;
    deal.auction = settled.value;
    const winner = auctionWinner(bids);
    ctx.events.push({
      type: 'lot',
      visibleTo: 'all',
      rule: SECTION.auction,
      text: `Bids on ${itemWords(lot)}: ${bids
        .map((b) => `${nameOf(s, b.seat)} ${b.energy1} of 1 energy and ${b.energy0} of 0`)
        .join('; ')}. ${winner ? `${nameOf(s, winner)} wins it.` : 'A tie: the card leaves the game.'}`,
      data: { item: lot.id, winner, bids },
    });
    if (currentLot(deal.auction)) return ok(false);
    deal.keep = s.seats.filter((x) => !checkHeldItems(deal.auction.won[x] ?? []).ok);
    return ok(finishAuction(ctx, deal));
  }
  if (deal.method === 'draft' && cmd.type === 'pick') {
    const picked = draftPick(deal.draft, seat, cmd.item, cmd.drop);
    if (!picked.ok) return picked;
    deal.draft = picked.value;
    ctx.events.push({
      type: 'pick',
      visibleTo: 'all',
      rule: SECTION.draft,
      text: `${name} takes ${itemWords(list(cmd.item))}${cmd.drop ? ` and lets ${itemWords(list(cmd.drop))} leave the game` : ''}.`,
      data: { seat, item: cmd.item },
    });
    if (deal.draft.order.length > 0) return ok(false);
    handOut(ctx, deal.draft.taken);
    return ok(true);
  }
  if (deal.method === 'selection' && cmd.type === 'select') {
    const held = deal.held[seat] ?? [];
    if (held.length + cmd.items.length > ITEMS_PER_PLAYER)
      return bad(
        'too-many-items',
        SECTION.itemLimits,
        `${name} may choose ${ITEMS_PER_PLAYER - held.length} more items, not ${cmd.items.length}`,
      );
    const wish = checkWish(deal.available, held, { seat, sheet: sheetOf(s, seat), wants: cmd.items });
    if (!wish.ok) return wish;
    s.sealed[seat] = cmd;
    ctx.events.push({
      type: 'sealed',
      visibleTo: 'all',
      rule: SECTION.selection,
      text: `${name} has named his items.`,
      data: { seat },
    });
    if (dealPending(s, deal).length > 0) return ok(false);
    const wishes: Wish[] = selectionNeeds(s, deal).map((x) => ({
      seat: x,
      sheet: sheetOf(s, x),
      wants: (s.sealed[x] as GladiatoriCommand & { type: 'select' }).items,
    }));
    s.sealed = {};
    // A player who names nothing is content with what he has.
    for (const w of wishes) if (w.wants.length === 0) deal.content.push(w.seat);
    const r = selectionRound(
      s.rng,
      deal.available,
      deal.held,
      wishes.filter((w) => w.wants.length > 0),
    );
    if (!r.ok) return r;
    deal.held = { ...deal.held, ...r.value.assigned };
    deal.available = r.value.available;
    ctx.events.push({
      type: 'selection',
      visibleTo: 'all',
      rule: SECTION.selection,
      text: `Selection: ${s.seats.map((x) => `${nameOf(s, x)} holds ${(deal.held[x] ?? []).map(itemWords).join(' and ') || 'nothing'}`).join('; ')}${
        r.value.draws.length > 0
          ? `; drawn by lot: ${r.value.draws.map((d) => `${itemWords(list(d.id))} to ${nameOf(s, d.winner)}`).join(', ')}`
          : ''
      }.`,
      data: { draws: r.value.draws },
    });
    if (selectionNeeds(s, deal).length > 0) return ok(false);
    handOut(ctx, deal.held);
    return ok(true);
  }
  throw new Error(`deal step ${cmd.type} for ${deal.method}`);
}

const list = (id: string): ItemCard => HOUSE_ITEMS.cards.find((c) => c.id === id) as ItemCard;

/** 9.2: the auctions are over once every excess is settled: bid cards go to the discard pile, the items to their winners. */
function finishAuction(ctx: Ctx, deal: DealPhase & { method: 'auction' }): boolean {
  if (deal.keep.length > 0) return false;
  for (const seat of ctx.s.seats) {
    const f = ctx.s.fighters[seat] as Fighter;
    const paid = deal.auction.paid[seat] as { energy0: number; energy1: number };
    for (const k of ['energy0', 'energy1'] as const)
      for (let n = 0; n < paid[k]; n++) {
        const i = f.deck.findIndex((c) => c.kind === k);
        f.discard.push(...f.deck.splice(i, 1));
      }
  }
  handOut(ctx, deal.auction.won);
  return true;
}

/** The dealt items go into play (9.1: each holding is legal by now). */
function handOut(ctx: Ctx, items: Record<SeatId, ItemCard[]>): void {
  for (const seat of ctx.s.seats) {
    const f = ctx.s.fighters[seat] as Fighter;
    f.items = (items[seat] ?? []).map((card) => ({ id: `${seat}:${card.id}`, card, damaged: false }));
    ctx.events.push({
      type: 'items',
      visibleTo: 'all',
      rule: SECTION.items,
      text: `${f.name} starts with ${f.items.map((i) => itemWords(i.card)).join(' and ') || 'no item'}${fightsWithDagger(f.items.map((i) => i.card)) ? ' and fights with a dagger' : ''}.`,
      data: { seat, items: f.items.map((i) => i.card.id) },
    });
  }
}

/** Offers for a deal step (9.2-9.4): a few bids, each face-up card, the best wishes, each legal pair to keep. */
export function dealOffers(s: GladiatoriState, deal: DealPhase, seat: SeatId): GladiatoriCommand[] {
  const sheet = sheetOf(s, seat);
  if (deal.method === 'auction') {
    const won = deal.auction.won[seat] ?? [];
    if (deal.keep.length > 0) {
      const out: GladiatoriCommand[] = [];
      for (let i = 0; i < won.length; i++) {
        out.push({ type: 'keep', items: [(won[i] as ItemCard).id] });
        for (let j = i + 1; j < won.length; j++)
          out.push({ type: 'keep', items: [(won[i] as ItemCard).id, (won[j] as ItemCard).id] });
      }
      return out.filter((c) => c.type === 'keep' && keepItems(won, c.items).ok);
    }
    const purse = deal.auction.purse[seat] as { energy0: number; energy1: number };
    const out: GladiatoriCommand[] = [{ type: 'bid', energy0: 0, energy1: 0 }];
    for (const n of [1, 2, 3]) if (n <= purse.energy1) out.push({ type: 'bid', energy0: 0, energy1: n });
    if (purse.energy0 > 0) out.push({ type: 'bid', energy0: Math.min(2, purse.energy0), energy1: 0 });
    return out;
  }
  if (deal.method === 'draft') {
    const held = deal.draft.taken[seat] ?? [];
    const fits = deal.draft.faceUp.filter((c) => clashingSymbol([...held, c]) === null);
    if (fits.length > 0) return fits.map((c) => ({ type: 'pick', item: c.id }));
    return deal.draft.faceUp.flatMap((c) =>
      [...held, c].map((x) => ({ type: 'pick' as const, item: c.id, drop: x.id })),
    );
  }
  const held = deal.held[seat] ?? [];
  const can = choosable(deal.available, held, sheet).sort((x, y) => itemWorth(y) - itemWorth(x));
  const out: GladiatoriCommand[] = [{ type: 'select', items: [] }];
  for (const c of can) {
    out.push({ type: 'select', items: [c.id] });
    if (held.length === 0) {
      const second = choosable(deal.available, [c], sheet).find((x) => x !== c);
      if (second) out.push({ type: 'select', items: [c.id, second.id] });
    }
  }
  return out;
}

/** What a seat sees of a deal: every seat's purse but his own is hidden (the energy cards he bought are his secret). */
export function dealView(deal: DealPhase, viewer: string): DealPhase {
  if (deal.method !== 'auction') return deal;
  const purse: AuctionState['purse'] = {};
  for (const [seat, p] of Object.entries(deal.auction.purse)) if (seat === viewer) purse[seat] = p;
  return { ...deal, auction: { ...deal.auction, purse } };
}
