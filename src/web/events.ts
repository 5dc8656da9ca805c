/**
 * Events as the client keeps them: numbered (wire.ts), merged without duplicates as frames arrive, and grouped by
 * the turn and phase the game put in each event's data, for the combat log.
 */
import type { Roll } from '../core/dice.js';
import type { NumberedEvent } from '../server/wire.js';

/** The fields of a GameEvent (src/core/protocol.ts) the log shows, read defensively from the wire. */
export interface ShownEvent {
  n: number;
  type: string;
  rule: string | null;
  text: string;
  rolls: Roll[];
  turn: number | null;
  phase: number | null;
}

const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);

export function shownEvent(e: NumberedEvent): ShownEvent {
  const raw = (e.event && typeof e.event === 'object' ? e.event : {}) as Record<string, unknown>;
  const data = (raw.data && typeof raw.data === 'object' ? raw.data : {}) as Record<string, unknown>;
  return {
    n: e.n,
    type: typeof raw.type === 'string' ? raw.type : 'event',
    rule: typeof raw.rule === 'string' ? raw.rule : null,
    text: typeof raw.text === 'string' ? raw.text : JSON.stringify(e.event),
    rolls: Array.isArray(raw.rolls) ? (raw.rolls as Roll[]) : [],
    turn: num(data.turn),
    phase: num(data.phase),
  };
}

/**
 * The log with people's names where the server could only name the man: a clock's default ("the clock played the
 * default for Felix (Lucius), §6.5"). The server writes the man's name because the log is replayed from commands,
 * which carry no display names; the seat is in the event's data.
 */
export function withPersonNames(events: readonly NumberedEvent[], who: (seat: string) => string): NumberedEvent[] {
  return events.map((e) => {
    const raw = e.event as { type?: unknown; rule?: unknown; data?: { seat?: unknown } } | null;
    if (raw?.type !== 'timeout' || typeof raw.data?.seat !== 'string') return e;
    const rule = typeof raw.rule === 'string' ? `, ${raw.rule}` : '';
    return {
      n: e.n,
      event: { ...raw, text: `Time ran out: the clock played the default for ${who(raw.data.seat)}${rule}` },
    };
  });
}

/** Adds `incoming` to `have`, dropping events already held, in event order. */
export function mergeEvents(have: readonly NumberedEvent[], incoming: readonly NumberedEvent[]): NumberedEvent[] {
  const last = have.length > 0 ? (have[have.length - 1] as NumberedEvent).n : 0;
  const fresh = incoming.filter((e) => e.n > last);
  if (fresh.length === incoming.length && fresh.every((e, i) => i === 0 || e.n > (fresh[i - 1] as NumberedEvent).n))
    return fresh.length === 0 ? [...have] : [...have, ...fresh];
  // Out-of-order or overlapping input: rebuild by number.
  const byN = new Map<number, NumberedEvent>();
  for (const e of [...have, ...incoming]) if (!byN.has(e.n)) byN.set(e.n, e);
  return [...byN.values()].sort((a, b) => a.n - b.n);
}

export interface EventGroup {
  key: string;
  /** "Turn 3, phase 5", "Turn 3", or "Before play". */
  title: string;
  events: ShownEvent[];
}

function groupTitle(turn: number | null, phase: number | null): string {
  if (turn === null || turn === 0) return 'Before play';
  return phase === null ? `Turn ${turn}` : `Turn ${turn}, phase ${phase}`;
}

/** Consecutive events of the same turn and phase form one group. */
export function groupEvents(events: readonly NumberedEvent[]): EventGroup[] {
  const groups: EventGroup[] = [];
  for (const e of events.map(shownEvent)) {
    const key = `${e.turn ?? '-'}.${e.phase ?? '-'}`;
    const last = groups[groups.length - 1];
    if (last && last.key === key) last.events.push(e);
    else groups.push({ key, title: groupTitle(e.turn, e.phase), events: [e] });
  }
  return groups;
}

/** A modifier as the log prints it: "+2 ST", "−1 stun". */
export const signed = (n: number): string => (n >= 0 ? `+${n}` : `−${-n}`);

/** A piece of a log line: plain text, or a rule number it cites ("§8.31"), which the log shows as a link. */
export type TextPart = { text: string } | { rule: string };

const RULE_NUMBER = /§\s?\d+(?:\.\d+)*/g;

/** A section of a variant as the engine cites it: "Billings §8.5" (the variant's name, then its rule number). */
const VARIANT_RULE = /\b[A-Z][a-z]+ §\s?\d+(?:\.\d+)*/g;

/**
 * The variant sections that changed a roll, in order and once each: named by a modifier or the table row it was read
 * on ("Billings §12.1" for the defender's strength on a drop roll), or by the roll's own rule when a variant made the
 * whole roll ("Billings §3.7"). The log marks such a roll with them.
 */
export function variantRules(roll: Pick<Roll, 'rule' | 'modifiers' | 'row'>): string[] {
  const cited = [roll.rule, ...roll.modifiers.map((m) => m.rule ?? ''), roll.row ?? ''].flatMap((t) =>
    [...t.matchAll(VARIANT_RULE)].map((m) => m[0]),
  );
  return [...new Set(cited)];
}

/** The rule number inside a variant's citation ("Billings §8.5" -> "§8.5"); any other citation unchanged. */
export const citedNumber = (rule: string): string => {
  const at = rule.indexOf('§');
  return at > 0 ? rule.slice(at) : rule;
};

/** `text` cut at every rule number it cites, in order; joined back, the parts give the text unchanged. */
export function ruleParts(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let at = 0;
  for (const m of text.matchAll(RULE_NUMBER)) {
    if (m.index > at) parts.push({ text: text.slice(at, m.index) });
    parts.push({ rule: m[0] });
    at = m.index + m[0].length;
  }
  if (at < text.length) parts.push({ text: text.slice(at) });
  return parts;
}
