/**
 * What this browser remembers (localStorage): the seats it holds (secret tokens), the invite links it made, and per
 * match and viewer the events seen so far, so a reload re-joins with `since` = the last event number and keeps the log.
 */
import type { NumberedEvent } from '../server/wire.js';

/** The part of the Web Storage API used here (a Map-backed fake stands in for it in tests). */
export interface KeyValue {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export interface HeldSeat {
  match: string;
  seat: string;
  token: string;
  game: string;
  addedAt: string;
}

/** What a viewer of a match had seen. `events` is null when only the number could be kept (storage full). */
export interface SeenFeed {
  since: number;
  events: NumberedEvent[] | null;
}

const HELD = 'ludus.held';
/** Whether matches open on the plain, legal-driven screen instead of their game's own. */
const PLAIN_SCREEN = 'ludus.plainScreen';
const invitesKey = (match: string): string => `ludus.invites.${match}`;
const feedKey = (match: string, as: string): string => `ludus.feed.${match}.${as}`;

function readJson<T>(kv: KeyValue, key: string, fallback: T, valid: (v: unknown) => boolean): T {
  const text = kv.getItem(key);
  if (text === null) return fallback;
  try {
    const v: unknown = JSON.parse(text);
    return valid(v) ? (v as T) : fallback;
  } catch {
    return fallback;
  }
}

const isHeldSeat = (v: unknown): v is HeldSeat =>
  !!v &&
  typeof v === 'object' &&
  ['match', 'seat', 'token', 'game', 'addedAt'].every((k) => typeof (v as Record<string, unknown>)[k] === 'string');

const isRecordOfStrings = (v: unknown): boolean =>
  !!v && typeof v === 'object' && !Array.isArray(v) && Object.values(v).every((x) => typeof x === 'string');

export class LocalStore {
  constructor(private readonly kv: KeyValue) {}

  held(): HeldSeat[] {
    const list = readJson<unknown[]>(this.kv, HELD, [], Array.isArray);
    return list.filter(isHeldSeat);
  }

  heldIn(match: string): HeldSeat[] {
    return this.held().filter((h) => h.match === match);
  }

  /** Adds seats (a seat already held is replaced: a new invite link for it carries a new token). */
  hold(seats: readonly HeldSeat[]): void {
    const keep = this.held().filter((h) => !seats.some((s) => s.match === h.match && s.seat === h.seat));
    this.kv.setItem(HELD, JSON.stringify([...keep, ...seats]));
  }

  /** A seat's token was replaced (POST .../token): the held seat and the kept invite link take the new one. */
  replaceToken(match: string, seat: string, token: string): void {
    this.kv.setItem(
      HELD,
      JSON.stringify(this.held().map((h) => (h.match === match && h.seat === seat ? { ...h, token } : h))),
    );
    const invites = this.invites(match);
    if (Object.hasOwn(invites, seat)) this.saveInvites(match, { ...invites, [seat]: token });
  }

  /** Forgets one seat of a match (a token the server no longer accepts) and the events it had seen. */
  forgetSeat(match: string, seat: string): void {
    this.kv.setItem(HELD, JSON.stringify(this.held().filter((h) => !(h.match === match && h.seat === seat))));
    this.kv.removeItem(feedKey(match, seat));
  }

  /** Forgets a match: its seats, invites and cached events. */
  forget(match: string, viewers: readonly string[]): void {
    this.kv.setItem(HELD, JSON.stringify(this.held().filter((h) => h.match !== match)));
    this.kv.removeItem(invitesKey(match));
    for (const as of viewers) this.kv.removeItem(feedKey(match, as));
  }

  /** Whether this browser opens matches on the plain screen (a button on the match and replay pages switches it). */
  plainScreen(): boolean {
    return this.kv.getItem(PLAIN_SCREEN) === 'yes';
  }

  setPlainScreen(on: boolean): void {
    if (on) this.kv.setItem(PLAIN_SCREEN, 'yes');
    else this.kv.removeItem(PLAIN_SCREEN);
  }

  invites(match: string): Record<string, string> {
    return readJson<Record<string, string>>(this.kv, invitesKey(match), {}, isRecordOfStrings);
  }

  saveInvites(match: string, tokens: Record<string, string>): void {
    if (Object.keys(tokens).length > 0) this.kv.setItem(invitesKey(match), JSON.stringify(tokens));
  }

  seen(match: string, as: string): SeenFeed {
    const v = readJson<SeenFeed>(
      this.kv,
      feedKey(match, as),
      { since: 0, events: [] },
      (x) =>
        !!x &&
        typeof x === 'object' &&
        typeof (x as SeenFeed).since === 'number' &&
        ((x as SeenFeed).events === null || Array.isArray((x as SeenFeed).events)),
    );
    return v;
  }

  /** Keeps the events seen; when storage is full, keeps at least the last event number. */
  saveSeen(match: string, as: string, events: readonly NumberedEvent[]): void {
    const since = events.length > 0 ? (events[events.length - 1] as NumberedEvent).n : 0;
    try {
      this.kv.setItem(feedKey(match, as), JSON.stringify({ since, events }));
    } catch {
      try {
        this.kv.setItem(feedKey(match, as), JSON.stringify({ since, events: null }));
      } catch {
        // Nothing can be kept: the next visit starts from event 0, which costs bandwidth, not correctness.
      }
    }
  }
}

/** The browser's store, or an in-memory one where localStorage is unavailable (private modes, tests). */
export function browserStore(): LocalStore {
  try {
    if (typeof localStorage !== 'undefined') return new LocalStore(localStorage);
  } catch {
    // Access to localStorage itself can throw when storage is disabled.
  }
  return new LocalStore(memoryKeyValue());
}

export function memoryKeyValue(): KeyValue {
  const m = new Map<string, string>();
  return {
    getItem: (k) => m.get(k) ?? null,
    setItem: (k, v) => void m.set(k, v),
    removeItem: (k) => void m.delete(k),
  };
}
