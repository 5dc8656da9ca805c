/**
 * The lobby's Gladiatori roster: each seat's character, a pre-made one (16.9) or one built with coins (16), and the
 * items a built one brings (9.1), read from and written to the options draft (the `characters` and `items` JSON
 * fields). The coins are counted by the engine's own creationSummary, so the form and the server agree. Pure.
 */
import { type CharacterSheet, type CreationSummary, creationSummary } from '../../games/gladiatori/character.js';
import { checkHeldItems, HOUSE_ITEMS, type ItemCard } from '../../games/gladiatori/items.js';
import { isPremadeId, PREMADE, PREMADE_IDS, type PremadeId } from '../../games/gladiatori/premade.js';
import { STANDARD_COINS } from '../../games/gladiatori/tables.js';
import type { Draft } from '../schemaForm.js';

export type Entry =
  | { kind: 'premade'; id: PremadeId }
  | { kind: 'built'; sheet: CharacterSheet; items: string[] }
  /** Drawn at random by the engine with the match's coins (16). */
  | { kind: 'random' };

/** The options' name for a character drawn at random (module.ts RANDOM_CHARACTER). */
export const RANDOM = 'random';

export const MIN_PLAYERS = 2;
export const MAX_PLAYERS = 4;

/**
 * The fewest players the draft allows: one alone against the animals (the Solo and Cooperative games, 17.1, when
 * the options offer them), else two. The engine judges the rest of each mode's numbers.
 */
export const minPlayers = (draft: Draft): number =>
  draft.animals === 'solo' || draft.animals === 'cooperative' ? 1 : MIN_PLAYERS;
const SEATS = ['a', 'b', 'c', 'd'];

const parse = (text: unknown): unknown => {
  if (typeof text !== 'string' || text.trim() === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

const isSheet = (x: unknown): x is CharacterSheet =>
  !!x && typeof x === 'object' && typeof (x as { name?: unknown }).name === 'string' && 'skills' in x;

/** The roster the draft describes; the default duel when the fields are blank or unreadable. */
export function rosterOf(draft: Draft): Entry[] {
  const chars = parse(draft.characters);
  const items = parse(draft.items);
  const list = Array.isArray(chars) ? chars : ['mirmillo', 'thraex'];
  const out: Entry[] = [];
  list.forEach((c: unknown, i) => {
    if (typeof c === 'string' && isPremadeId(c)) out.push({ kind: 'premade', id: c });
    else if (c === RANDOM) out.push({ kind: 'random' });
    else if (isSheet(c)) {
      const mine = Array.isArray(items) ? items[i] : undefined;
      out.push({
        kind: 'built',
        sheet: c,
        items: Array.isArray(mine) ? mine.filter((x): x is string => typeof x === 'string') : [],
      });
    }
  });
  const least = minPlayers(draft);
  return out.length >= least ? out : [...out, ...defaultEntries(out.length)].slice(0, least);
}

const defaultEntries = (from: number): Entry[] =>
  PREMADE_IDS.slice(from).map((id) => ({ kind: 'premade', id }) as Entry);

/** The draft with this roster: a pre-made character by name with his own items, a built one with those chosen. */
export function withRoster(draft: Draft, roster: readonly Entry[]): Draft {
  const characters = roster.map((e) => (e.kind === 'premade' ? e.id : e.kind === 'random' ? RANDOM : e.sheet));
  const items = roster.map((e) => (e.kind === 'built' ? e.items : null));
  return { ...draft, characters: JSON.stringify(characters), items: JSON.stringify(items) };
}

/** A new character at the least of everything (16.2, 16.3), to build up from. */
export function blankSheet(name: string, coins: number = STANDARD_COINS): CharacterSheet {
  return {
    name,
    coins,
    skills: { endurance: 3, offense: 3, guard: 3 },
    abilities: { blood: 3, speed: 3 },
    cards: { energy0: 0, energy1: 0, feint: 0 },
    specialMoves: [],
    powers: [],
    preferredItems: [],
  };
}

/** A character's name as the seat list shows it. */
export const entryName = (e: Entry): string =>
  e.kind === 'premade' ? PREMADE[e.id].sheet.name : e.kind === 'random' ? 'A random character' : e.sheet.name;

/** The seats of the roster, each named by its character. */
export const rosterSeats = (roster: readonly Entry[]): { seat: string; label: string }[] =>
  roster.map((e, i) => ({ seat: SEATS[i] as string, label: entryName(e).trim() || `Character ${i + 1}` }));

/** Whether the draft allows cards past the limits (16.6), the options' `overlimit`. */
export const overlimitOf = (draft: Draft): boolean => draft.overlimit === true;

/** The running count of a built character: coins spent and left, card limits, and every rule broken now. */
export const summaryOf = (sheet: CharacterSheet, overlimit = false): CreationSummary =>
  creationSummary(sheet, { overlimit });

/** The coins line of the form: "37 of 55 coins spent, 18 left". */
export function coinsWords(sheet: CharacterSheet, overlimit = false): string {
  const { cost } = summaryOf(sheet, overlimit);
  if (!cost) return `${sheet.coins} coins to spend; a value is out of range`;
  return `${cost.total} of ${sheet.coins} coins spent, ${cost.left} left`;
}

/** The item cards of the list by id. */
export const itemsById = (ids: readonly string[]): ItemCard[] =>
  ids.flatMap((id) => HOUSE_ITEMS.cards.filter((c) => c.id === id));

/** 9.1: what is wrong with a built character's items, in words with the section, or null. */
export function itemsProblem(ids: readonly string[], who: string): string | null {
  const held = checkHeldItems(itemsById(ids), who || 'the character');
  return held.ok ? null : `${held.error.message} (${held.error.rule})`;
}

/** Another seat: the next pre-made character not yet taken. */
export function addEntry(roster: readonly Entry[]): Entry[] {
  if (roster.length >= MAX_PLAYERS) return [...roster];
  const taken = new Set(roster.flatMap((e) => (e.kind === 'premade' ? [e.id] : [])));
  const id = PREMADE_IDS.find((p) => !taken.has(p)) ?? 'secutor';
  return [...roster, { kind: 'premade', id }];
}

export const removeEntry = (roster: readonly Entry[], i: number, least = MIN_PLAYERS): Entry[] =>
  roster.length <= least ? [...roster] : roster.filter((_, j) => j !== i);

export const replaceEntry = (roster: readonly Entry[], i: number, e: Entry): Entry[] =>
  roster.map((x, j) => (j === i ? e : x));
