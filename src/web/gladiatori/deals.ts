/**
 * The forms of the item deals before the first turn (9.1-9.4) and of Standby (8.1), as pure functions: what a bid
 * adds up to and why it cannot be made, why an item card cannot be asked for or picked, which pair may be kept, and
 * how far a recovery may go. The engine has the last word; these say the same thing early, in words. Tested in
 * deals.test.ts; the panels live in DealPanel.tsx and StandbyForm.tsx.
 */
import { STANDBY_ELEMENTS } from '../../games/gladiatori/actions.js';
import {
  clashingSymbol,
  fightsWithDagger,
  type ItemCard,
  itemWords,
  keepItems,
  kindWords,
} from '../../games/gladiatori/items.js';
import type { CharacterView, FighterView } from '../../games/gladiatori/module.js';
import { isPremadeId, premadeSheet } from '../../games/gladiatori/premade.js';
import { type ExclusiveSymbol, ITEMS_PER_PLAYER, type ItemKind } from '../../games/gladiatori/tables.js';
import type { DealPhase, Recovery } from '../../games/gladiatori/types.js';
import { listWords } from '../screen.js';

// ---- The auction (9.2) ----

/**
 * A key that changes when the deal moves on (a lot sold, a pick made, a round of selection settled), and not when
 * another seat merely seals his choice: a form being filled in keeps what was typed.
 */
export function dealKey(d: DealPhase): string {
  if (d.method === 'auction') return `auction.${d.auction.lots.length}.${d.keep.length}`;
  if (d.method === 'draft') return `draft.${d.draft.order.length}`;
  return `selection.${d.available.length}.${d.content.length}`;
}

export interface Purse {
  energy0: number;
  energy1: number;
}

/** A bid in words: "3 cards worth 2 energy"; "nothing" for an empty one. */
export function bidWords(bid: Purse): string {
  const cards = bid.energy0 + bid.energy1;
  if (cards === 0) return 'nothing';
  return `${cards} card${cards === 1 ? '' : 's'} worth ${bid.energy1} energy`;
}

/** Why this bid cannot be made from this purse (9.2), or null: whole numbers, none below zero, no more than he has. */
export function bidProblem(bid: Purse, purse: Purse | undefined): string | null {
  for (const [k, label] of [
    ['energy1', '1-energy'],
    ['energy0', '0-energy'],
  ] as const) {
    const n = bid[k];
    if (!Number.isInteger(n) || n < 0) return `A bid counts whole ${label} cards, none below zero.`;
    const has = purse?.[k] ?? 0;
    if (n > has) return `You have ${has} ${label} card${has === 1 ? '' : 's'} to bid, not ${n}.`;
  }
  return null;
}

// ---- The limits on holding items (9.1) ----

const symbolWords = (s: ExclusiveSymbol): string =>
  s === 'spear' ? 'the spear symbol (a trident bears it too)' : `the ${s} symbol`;

/** What an item card does, beyond its numbers: thrown, or a net. */
export function itemNote(c: ItemCard): string {
  if (c.net) return 'a net: thrown, it traps instead of wounding';
  if (c.throwing) return 'may be thrown for twice its attack';
  return c.kind === 'sword' || c.kind === 'spear' || c.kind === 'trident' ? 'a weapon' : 'protection';
}

/** The kinds a seat's character must choose among in a selection (9.4): a pre-made character's own; else any. */
export function preferredKinds(ch: CharacterView | undefined): readonly ItemKind[] {
  if (typeof ch === 'string') return isPremadeId(ch) ? premadeSheet(ch).preferredItems : [];
  if (ch && 'preferredItems' in ch) return ch.preferredItems;
  return [];
}

/**
 * Why `card` cannot join what the player holds and has chosen so far (9.1, 9.4), or null when it can (a card
 * already chosen can always be let go, so it is never blocked).
 */
export function itemBlock(
  card: ItemCard,
  held: readonly ItemCard[],
  chosen: readonly ItemCard[],
  preferred: readonly ItemKind[] = [],
): string | null {
  if (chosen.some((c) => c.id === card.id)) return null;
  if (held.length + chosen.length >= ITEMS_PER_PLAYER) return `Two items at most: you have your ${ITEMS_PER_PLAYER}.`;
  const symbol = clashingSymbol([...held, ...chosen, card]);
  if (symbol) return `One item a symbol: you already have one with ${symbolWords(symbol)}.`;
  if (preferred.length > 0 && !preferred.includes(card.kind))
    return `Your character chooses among ${listWords(preferred.map(kindWords))}.`;
  return null;
}

/** A line on the dagger (9.1): said when the items held or chosen include no weapon. */
export function daggerNote(items: readonly ItemCard[]): string | null {
  return fightsWithDagger(items) ? 'With no weapon among these you fight with a dagger: no bonus, no penalty.' : null;
}

/** The items named in words: "sword +3/+1 (2 HP) and helmet +0/+2 (2 HP)"; "none". */
export const itemsWords = (items: readonly ItemCard[]): string =>
  items.length === 0 ? 'none' : listWords(items.map(itemWords));

// ---- The draft (9.3) ----

/** A face-up card as the draft form shows it: may it be picked, and if only by letting one go, which ones. */
export interface DraftCard {
  card: ItemCard;
  /** Why it cannot be picked now, or null. */
  block: string | null;
  /** When every card left clashes: the ids of the items that may leave the game for it (the card itself among them). */
  drops: string[];
}

/** The face-up cards against the picks offered: a card not offered is blocked with its 9.1 reason. */
export function draftCards(
  faceUp: readonly ItemCard[],
  held: readonly ItemCard[],
  offers: readonly { item: string; drop?: string }[],
  mine: boolean,
): DraftCard[] {
  return faceUp.map((card) => {
    const picks = offers.filter((o) => o.item === card.id);
    if (!mine) return { card, block: 'Not your pick.', drops: [] };
    if (picks.length === 0) return { card, block: itemBlock(card, held, []) ?? 'Not offered to you now.', drops: [] };
    const drops = picks.flatMap((o) => (o.drop ? [o.drop] : []));
    return { card, block: null, drops };
  });
}

// ---- Keeping two of the items won (9.1, 9.2) ----

/** Why keeping these of the items won is refused (9.1), or null: the engine's own check, in its words. */
export function keepProblem(won: readonly ItemCard[], kept: readonly string[]): string | null {
  const r = keepItems(won, kept, 'You');
  return r.ok ? null : `${r.error.message.charAt(0).toUpperCase()}${r.error.message.slice(1)}.`;
}

// ---- Standby (8.1) and its recovery ----

/** How many of each element may come back: Blood, Speed, Offense and Guard up to the values the match began with. */
export interface RecoveryRoom {
  blood: number;
  speed: number;
  offense: number;
  guard: number;
}

export function recoveryRoom(f: FighterView): RecoveryRoom {
  const lost = (start: number | undefined, now: number | undefined) => Math.max(0, (start ?? 0) - (now ?? 0));
  return {
    blood: lost(f.startBlood, f.blood),
    speed: lost(f.startSpeed, f.speed),
    offense: lost(f.startSkills?.offense, f.skills?.offense),
    guard: lost(f.startSkills?.guard, f.skills?.guard),
  };
}

/** The elements a recovery brings back. */
export const recoveryCount = (r: Recovery): number => r.cards.length + r.blood + r.speed + r.offense + r.guard;

/** The most elements a Standby brings back (8.1). */
export const STANDBY_LIMIT = STANDBY_ELEMENTS;

/** Why this recovery is more than the rule allows, or null (8.1, 5.4): the limit, and no element past its start. */
export function recoveryProblem(r: Recovery, room: RecoveryRoom, limit: number): string | null {
  const n = recoveryCount(r);
  if (n > limit) return `That is ${n} elements; ${limit} at most come back.`;
  for (const [k, label] of [
    ['blood', 'Blood'],
    ['speed', 'Speed'],
    ['offense', 'Offense'],
    ['guard', 'Guard'],
  ] as const)
    if (r[k] > room[k])
      return room[k] === 0
        ? `${label} is at its starting value: none comes back.`
        : `${label} comes back by ${room[k]} at most, to its starting value.`;
  return null;
}
