/**
 * The lobby's side of the saved Gladiatori characters (server/gladiatori-roster.ts, docs/protocol.md "Gladiatori
 * characters"): reading and saving an account's characters, and which seats of the form take one. The choice lives in
 * the draft under its own key, beside the options; the lobby sends it as the request's `roster`.
 */
import type { CharacterSheet } from '../../games/gladiatori/character.js';
import type { SavedCharacter } from '../../server/wire.js';
import type { Draft } from '../schemaForm.js';
import { replaceEntry, rosterOf, withRoster } from './creation.js';

export type { SavedCharacter };

/** The draft's key for seat -> saved character id, as JSON; never an option of the game. */
export const SAVED_KEY = 'gxSaved';

export function savedSeats(draft: Draft): Record<string, string> {
  const raw = draft[SAVED_KEY];
  if (typeof raw !== 'string' || raw === '') return {};
  try {
    const v = JSON.parse(raw) as unknown;
    if (!v || typeof v !== 'object' || Array.isArray(v)) return {};
    return Object.fromEntries(Object.entries(v).filter((e): e is [string, string] => typeof e[1] === 'string'));
  } catch {
    return {};
  }
}

/** The draft with `seat` taking the saved character `id`, or none (null). */
export function withSaved(draft: Draft, seat: string, id: string | null): Draft {
  const seats = savedSeats(draft);
  if (id === null) delete seats[seat];
  else seats[seat] = id;
  return { ...draft, [SAVED_KEY]: JSON.stringify(seats) };
}

/** The seats in form order (module.ts SEATS): the character at index i holds seat SEAT_ORDER[i]. */
export const SEAT_ORDER = ['a', 'b', 'c', 'd'];

/**
 * The draft with the seat at index `i` taking the saved character `c`: his sheet as kept on the server, and the items
 * the seat had chosen for a built character (none otherwise: the player picks them next, 9.1).
 */
export function takeSaved(draft: Draft, i: number, c: Pick<SavedCharacter, 'id' | 'sheet'>): Draft {
  const roster = rosterOf(draft);
  const before = roster[i];
  const items = before?.kind === 'built' ? before.items : [];
  const taken = withRoster(draft, replaceEntry(roster, i, { kind: 'built', sheet: c.sheet, items }));
  return withSaved(taken, SEAT_ORDER[i] as string, c.id);
}

/**
 * The draft with the items chosen for the seat at index `i` (9.1), his character and any saved link untouched: a
 * saved character chooses his items for each match as a built one does. A seat that chooses none (a pre-made or
 * random character) is left as it was.
 */
export function withSeatItems(draft: Draft, i: number, items: readonly string[]): Draft {
  const roster = rosterOf(draft);
  const e = roster[i];
  if (e?.kind !== 'built') return draft;
  return withRoster(draft, replaceEntry(roster, i, { ...e, items: [...items] }));
}

/** What the lobby adds to its CreateMatch request: the seats taken by saved characters. */
export function rosterRequest(draft: Draft): { roster?: Record<string, string> } {
  const roster = savedSeats(draft);
  return Object.keys(roster).length > 0 ? { roster } : {};
}

/** A character who may take a seat now: alive and in no unfinished match. */
export const mayFight = (c: SavedCharacter): boolean => c.totals.fate !== 'dead' && c.fighting === null;

export type Roster =
  | { kind: 'signed-out' }
  | { kind: 'list'; characters: SavedCharacter[] }
  | { kind: 'error'; message: string };

async function ask<T>(
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
): Promise<{ ok: true; value: T } | { ok: false; status: number; message: string }> {
  try {
    const res = await fetch(path, {
      method,
      ...(body === undefined ? {} : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
    });
    const data = (await res.json()) as unknown;
    if (res.ok) return { ok: true, value: data as T };
    const message = (data as { message?: unknown } | null)?.message;
    return { ok: false, status: res.status, message: typeof message === 'string' ? message : res.statusText };
  } catch {
    return { ok: false, status: 0, message: 'the server cannot be reached' };
  }
}

/** The signed-in account's characters; `signed-out` without an account. */
export async function loadRoster(): Promise<Roster> {
  const r = await ask<SavedCharacter[]>('GET', '/api/gladiatori/characters');
  if (r.ok) return { kind: 'list', characters: r.value };
  return r.status === 401 ? { kind: 'signed-out' } : { kind: 'error', message: r.message };
}

/** Saves a new character from the creation form. */
export const saveCharacter = (sheet: CharacterSheet) =>
  ask<SavedCharacter>('POST', '/api/gladiatori/characters', { sheet });

/** A saved character built anew between games (15.4), his record kept. */
export const rebuildCharacter = (id: string, sheet: CharacterSheet) =>
  ask<SavedCharacter>('POST', `/api/gladiatori/characters/${encodeURIComponent(id)}/sheet`, { sheet });
