/**
 * The Moment of Truth (rule 19) as the screen shows it, read from the match's events: who appeals and why, the
 * crowd's figures, the Missus chart's column and die, and the verdict, all in words. The chart itself is the typed
 * table of src/games/gladiator/tables-advanced.ts; nothing here decides anything the engine has not.
 */
import type { Roll } from '../../core/dice.js';
import { MISSUS_COLUMNS, MISSUS_RULE, type Missus } from '../../games/gladiator/tables-advanced.js';
import type { NumberedEvent } from '../../server/wire.js';

export interface CrowdFigures {
  attack: number;
  defence: number;
  /** Attack less defence: the figure that picks the chart's column (19.2). */
  net: number;
}

export interface MomentShown {
  /** The event number of the appeal, so a replay shows the Moment from the step it happens. */
  at: number;
  seat: string;
  /** The appeal in words, with the rule of its cause. */
  appeal: string;
  figures: CrowdFigures | null;
  /** The crowd's sum in words: "attack 44 CF less defence 20 CF = 24". */
  sum: string | null;
  /** Index in MISSUS_COLUMNS; null when the net is 0 or less (no column, 19.21) or not yet known. */
  column: number | null;
  /** The Missus die; null before the roll, or when there is none (19.21). */
  die: number | null;
  /** How the chart was read, in words. */
  reading: string | null;
  verdict: Missus | null;
  /** The verdict in words, with its rule; null while the crowd has not yet decided. */
  verdictText: string | null;
}

type Raw = { type?: unknown; rule?: unknown; text?: unknown; rolls?: unknown; data?: unknown };
const rawOf = (e: NumberedEvent): Raw => (e.event && typeof e.event === 'object' ? (e.event as Raw) : {});
const dataOf = (r: Raw): Record<string, unknown> =>
  r.data && typeof r.data === 'object' ? (r.data as Record<string, unknown>) : {};
const str = (v: unknown): string | null => (typeof v === 'string' ? v : null);
const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);

/** 19.2: the column a net figure falls in (above 60, the last); null for 0 or less, which has none (19.21). */
export function missusColumn(net: number): number | null {
  if (net <= 0) return null;
  const i = MISSUS_COLUMNS.findIndex((c) => net >= c.min && net <= c.max);
  return i >= 0 ? i : MISSUS_COLUMNS.length - 1;
}

export const crowdSumText = (f: CrowdFigures): string =>
  `attack ${f.attack} CF less defence ${f.defence} CF = ${f.net}`;

/** The verdict in words: Down, killed (19.22); Up, spared (19.23). */
export function verdictWords(verdict: Missus, name: string): string {
  return verdict === 'Down'
    ? `Down: thumbs down. ${name} is killed at the crowd's word (§19.22).`
    : `Up: thumbs up. ${name} is spared by the crowd and leaves the arena alive (§19.23).`;
}

/**
 * The Moment of Truth in `events`, or null when none has come. `names` gives each seat's gladiator; `standing`
 * gives each seat's figures as the view holds them, for the step between the appeal and the verdict.
 */
export function momentOf(
  events: readonly NumberedEvent[],
  names: Record<string, string>,
  standing: Record<string, CrowdFigures> = {},
): MomentShown | null {
  const appealAt = events.findIndex((e) => rawOf(e).type === 'moment-of-truth');
  if (appealAt < 0) return null;
  const appealEvent = events[appealAt] as NumberedEvent;
  const appeal = dataOf(rawOf(appealEvent));
  const seat = str(appeal.seat) ?? '';
  const name = names[seat] ?? seat;
  const victor = str(appeal.victor);
  const cause = str(appeal.cause);
  const why = str(appeal.why);
  const over = victor ? `, ${names[victor] ?? victor} standing over him` : '';
  const appealText = `${name} appeals to the crowd (§19.1): ${why ?? 'he is at his opponent’s mercy'}${cause ? ` (${cause})` : ''}${over}.`;

  const verdictEvent = events.slice(appealAt + 1).find((e) => rawOf(e).type === 'crowd-verdict');
  const v = verdictEvent ? dataOf(rawOf(verdictEvent)) : {};
  const attack = num(v.attack);
  const defence = num(v.defence);
  const figures: CrowdFigures | null =
    attack !== null && defence !== null ? { attack, defence, net: attack - defence } : (standing[seat] ?? null);
  const column = figures ? missusColumn(figures.net) : null;
  const rolls = verdictEvent && Array.isArray(rawOf(verdictEvent).rolls) ? (rawOf(verdictEvent).rolls as Roll[]) : [];
  const die = rolls.find((r) => r.rule === MISSUS_RULE)?.dice[0] ?? null;
  const verdict = v.verdict === 'Up' || v.verdict === 'Down' ? v.verdict : null;

  let reading: string | null = null;
  if (figures && column === null) reading = `A net of ${figures.net}, 0 or less: Down without a roll (§19.21).`;
  else if (figures && column !== null) {
    const label = MISSUS_COLUMNS[column]?.label ?? '';
    reading =
      die === null
        ? `Column "${label}" of the Missus chart (${MISSUS_RULE}); the die is still to roll.`
        : `Column "${label}" of the Missus chart, die ${die} (${MISSUS_RULE}).`;
  }
  return {
    at: appealEvent.n,
    seat,
    appeal: appealText,
    figures,
    sum: figures ? crowdSumText(figures) : null,
    column,
    die,
    reading,
    verdict,
    verdictText: verdict ? verdictWords(verdict, name) : null,
  };
}
