/** What every game screen receives, reading `legal` off the wire, and reading a command a person typed. */
import type { Legal } from '../core/protocol.js';
import type { NumberedEvent } from '../server/wire.js';
import type { CommandResult } from './connection.js';

export interface ScreenProps {
  view: unknown;
  legal: Legal<unknown> | null;
  events: NumberedEvent[];
  /** The seat acting on this screen; null for a spectator. */
  seat: string | null;
  pending: string[];
  outcome: unknown;
  /** Absent when the screen is read-only (spectators, replays). */
  send?: (command: unknown) => Promise<CommandResult>;
  /** Whether the screen shows the event log (the replay viewer shows its own). */
  showLog: boolean;
}

export function asLegal(v: unknown): Legal<unknown> | null {
  if (!v || typeof v !== 'object') return null;
  const l = v as Partial<Legal<unknown>>;
  if (!Array.isArray(l.commands)) return null;
  return {
    seat: typeof l.seat === 'string' ? l.seat : '',
    commands: l.commands,
    complete: l.complete !== false,
    ...(l.form && typeof l.form === 'object' ? { form: l.form } : {}),
  };
}

/** Ends named by an identifier rather than words: GLADIATOR's Moment of Truth verdicts (19.22, 19.23). */
const HOW_WORDS: Record<string, string> = { Down: "killed at the crowd's word", Up: 'spared by the crowd' };

/** How a match ended, in words. */
export const howText = (how: string): string => (Object.hasOwn(HOW_WORDS, how) ? (HOW_WORDS[how] as string) : how);

/** A list for people: "Cato", "Cato and Verus", "Cato, Verus and Priscus". */
export function listWords(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** A seat in words when the game gives no better: "seat b". */
export const plainSeatWords = (seat: string): string => `seat ${seat}`;

/** An outcome as the header shows it, read defensively (core/protocol.ts Outcome), each winner named by `nameOf`. */
export function outcomeText(o: unknown, nameOf: (seat: string) => string): string | null {
  if (!o || typeof o !== 'object') return null;
  const x = o as { text?: unknown; how?: unknown; winners?: unknown };
  const winners =
    Array.isArray(x.winners) && x.winners.length > 0
      ? `won by ${listWords(x.winners.map(String).map(nameOf))}`
      : 'a draw';
  return `${typeof x.text === 'string' ? x.text : 'The match is over'} (${winners}${typeof x.how === 'string' ? `, ${howText(x.how)}` : ''})`;
}

/** Reads the JSON field: the command, or what is wrong with the text. */
export function parseCommandText(text: string): { ok: true; command: unknown } | { ok: false; message: string } {
  if (text.trim() === '') return { ok: false, message: 'write a command first, e.g. one of the buttons above' };
  try {
    return { ok: true, command: JSON.parse(text) };
  } catch (e) {
    return { ok: false, message: `not JSON: ${(e as Error).message}` };
  }
}
