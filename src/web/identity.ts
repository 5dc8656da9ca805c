/**
 * Who the person at this browser is: the display name he picked (kept in localStorage, changeable), and how a seat
 * reads once its person's name is known: "Felix (Lucius)", the person first and his man beside.
 */
import { checkName } from '../server/identity/displayName.js';
import type { CreateMatch } from '../server/wire.js';

export const DISPLAY_NAME_KEY = 'ludus.displayName';
/** Dispatched on window when the name changes, so every part of the page showing it follows. */
export const NAME_CHANGED = 'ludus-name-changed';

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    // Storage disabled: the name lives as long as the page.
    return null;
  }
}

let unsaved: string | null = null;

export function getDisplayName(): string | null {
  const kept = storage()?.getItem(DISPLAY_NAME_KEY) ?? unsaved;
  if (kept === null) return null;
  const checked = checkName(kept);
  return checked.ok ? checked.name : null;
}

/** Keeps the name (trimmed) or says why it cannot be one. */
export function setDisplayName(raw: string): { ok: true; name: string } | { ok: false; message: string } {
  const checked = checkName(raw, undefined, 'your name');
  if (!checked.ok) return checked;
  unsaved = checked.name;
  try {
    storage()?.setItem(DISPLAY_NAME_KEY, checked.name);
  } catch {
    // Storage full or refused: kept for this page only.
  }
  if (typeof dispatchEvent === 'function') dispatchEvent(new Event(NAME_CHANGED));
  return checked;
}

/**
 * A new match's request with this browser's name on its one 'here' seat. Several seats here (hot-seat) are several
 * people at one device: none of them is named for them.
 */
export function withMyName(body: CreateMatch, name: string | null = getDisplayName()): CreateMatch {
  const here = Object.entries(body.seats).filter(([, h]) => h.kind === 'here');
  if (body.names !== undefined || name === null || here.length !== 1) return body;
  return { ...body, names: { [(here[0] as [string, unknown])[0]]: name } };
}

/**
 * A seat in words with its person's name: "Felix (Lucius)", a bot's "Brawler (bot, Brutus)", the man alone while
 * nobody's name is known, the person alone while no man's name is (`nameOf` gives "seat b").
 */
export function personWords(
  nameOf: (seat: string) => string,
  names: Readonly<Record<string, string>> | null | undefined,
): (seat: string) => string {
  return (seat) => {
    const person = names && Object.hasOwn(names, seat) ? names[seat] : undefined;
    const man = nameOf(seat);
    if (person === undefined) return man;
    if (man === `seat ${seat}`) return person;
    return person.endsWith(' (bot)') ? `${person.slice(0, -1)}, ${man})` : `${person} (${man})`;
  };
}
