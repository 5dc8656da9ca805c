/**
 * The lobby's words and choices that need no page: bots strongest first, the clock choices with their descriptions
 * and checked numbers, when the shared-device note applies, and a match row in words (opponents and result).
 */
import type { BotInfo, ClockOption, MatchSummary, SeatHolder } from '../server/wire.js';

/** The bots, strongest first (a person picking an opponent wants a fight; the weakest is for tests and lessons). */
export const strongestFirst = (bots: readonly BotInfo[]): BotInfo[] => [...bots].sort((a, b) => b.level - a.level);

/** The shared-device note matters only when two or more seats are played on this device. */
export const sharesDevice = (holders: readonly SeatHolder[]): boolean =>
  holders.filter((h) => h.kind === 'here').length >= 2;

export type ClockChoice = 'off' | 'reaction' | 'slow' | 'bank' | 'daily';
export const CLOCK_CHOICES: readonly ClockChoice[] = ['off', 'reaction', 'slow', 'bank', 'daily'];

export const CLOCK_LABELS: Record<ClockChoice, string> = {
  off: 'No clock',
  reaction: 'Reaction: 10 seconds an order',
  slow: 'Slow: a day a decision',
  bank: 'Time bank (real time)',
  daily: 'Daily clock (at your own pace)',
};

/** The clock as the lobby's form holds it: the choice and its numbers as typed. */
export interface ClockDraft {
  choice: ClockChoice;
  minutes: string;
  increment: string;
  hours: string;
}

export const INITIAL_CLOCK: ClockDraft = { choice: 'off', minutes: '10', increment: '10', hours: '24' };

/** The limits of the numbers (wire.ts ClockOption), by field. */
const LIMITS = {
  minutes: { min: 1, max: 180, words: 'Minutes each' },
  increment: { min: 1, max: 600, words: 'Seconds added' },
  hours: { min: 1, max: 336, words: 'Hours a decision' },
} as const;

/** The clock to send, or the first number that is wrong, named. */
export function clockFrom(
  d: ClockDraft,
): { ok: true; clock: ClockOption } | { ok: false; field: string; message: string } {
  const num = (field: keyof typeof LIMITS): number | string => {
    const { min, max, words } = LIMITS[field];
    const text = d[field].trim();
    const n = Number(text);
    if (!/^\d+$/.test(text) || n < min || n > max) return `${words}: a whole number from ${min} to ${max}`;
    return n;
  };
  if (d.choice === 'bank') {
    const minutes = num('minutes');
    if (typeof minutes === 'string') return { ok: false, field: 'minutes', message: minutes };
    const increment = num('increment');
    if (typeof increment === 'string') return { ok: false, field: 'increment', message: increment };
    return { ok: true, clock: { kind: 'bank', minutes, increment } };
  }
  if (d.choice === 'daily') {
    const hours = num('hours');
    if (typeof hours === 'string') return { ok: false, field: 'hours', message: hours };
    return { ok: true, clock: { kind: 'daily', hours } };
  }
  return { ok: true, clock: d.choice };
}

/** Each clock choice's one-line description, from the server's schema (GamesInfo.clock); missing ones are left out. */
export function clockDescriptions(schema: unknown): Partial<Record<ClockChoice, string>> {
  const out: Partial<Record<ClockChoice, string>> = {};
  const s = schema as { anyOf?: unknown[] } | null;
  for (const raw of s?.anyOf ?? []) {
    const c = raw as { const?: unknown; description?: unknown; properties?: { kind?: { const?: unknown } } };
    const id = c.const ?? c.properties?.kind?.const;
    if (
      typeof id === 'string' &&
      (CLOCK_CHOICES as readonly string[]).includes(id) &&
      typeof c.description === 'string'
    )
      out[id as ClockChoice] = c.description;
  }
  return out;
}

/** Who holds a seat, in words, for someone else's row: the name the server knows, else what kind of holder. */
export function holderWords(s: MatchSummary['seats'][string]): string {
  if (s.name) return s.name;
  if (s.kind === 'bot') return `${s.bot ?? 'a'} bot`;
  if (s.kind === 'open') return 'an open seat';
  return 'an invited player';
}

/** A match row in words for the seats `mine`: who the others are and how it stands or ended for me. */
export function matchWords(m: MatchSummary, mine: readonly string[]): { opponents: string; result: string } {
  const others = Object.entries(m.seats).filter(([seat]) => !mine.includes(seat));
  const opponents =
    others.length === 0 ? 'nobody else (all seats here)' : others.map(([, s]) => holderWords(s)).join(', ');
  if (m.status === 'expired') return { opponents, result: 'Expired: nobody joined in time' };
  if (m.status === 'active') {
    const open = others.some(([, s]) => s.kind === 'open');
    // The daily clock's reminder, for a person back in the lobby: his decision is awaited and time is short.
    if (m.lowOnTime.some((s) => mine.includes(s)))
      return { opponents, result: 'Your move: your time is running short' };
    return { opponents, result: open ? 'Waiting for someone to take the open seat' : 'In progress' };
  }
  const o = m.outcome as { winners?: string[]; losers?: string[]; text?: string } | null;
  if (!o) return { opponents, result: 'Over' };
  const winners = o.winners ?? [];
  const losers = o.losers ?? [];
  // Nobody won and nobody lost is a draw; nobody won but somebody lost (the animals won) is not.
  const draw = winners.length === 0 && losers.length === 0;
  if (mine.length > 0 && mine.length < Object.keys(m.seats).length) {
    if (draw) return { opponents, result: 'Draw' };
    if (winners.some((s) => mine.includes(s))) return { opponents, result: 'You won' };
    if (losers.some((s) => mine.includes(s))) return { opponents, result: 'You lost' };
  }
  return { opponents, result: draw ? 'Draw' : (o.text ?? 'Over') };
}
