/**
 * Billings 19.2: the crowd knows its favourites. Once the match's attack CF less defence CF has picked a column of
 * the Missus chart, a man's earlier fights move it: one column to the right for each two matches he won, one to the
 * left for each match in which the crowd spared him. Both counts add together and may cancel; the column never
 * passes the chart's first or last. A total of 0 or less is still Down without a roll (19.21, docs/rulings.md).
 */
import { MISSUS_CHART, MISSUS_COLUMNS, type Missus } from '../tables-advanced.js';
import type { Gladiator, GladiatorOptions } from '../types.js';
import { billingsOn } from './options.js';
import { MISSUS_SHIFTS } from './tables.js';

/** The section the log names behind a Missus roll whose column a man's record moved. */
export const BILLINGS_MISSUS = 'Billings §19.2';

/** A column of the Missus chart picked for a total, with the shift a man's record brought to it. */
export interface MissusColumnPick {
  /** The column the total alone falls in (0 = "1 to 15"). */
  base: number;
  /** Columns moved for past victories (up) less past mercies (down), before the chart's edges stop it. */
  shift: number;
  /** The column read. */
  column: number;
}

/** The column index the total falls in; the total must be above 0. */
export function baseColumn(total: number): number {
  if (total <= 0) throw new RangeError(`the Missus chart has no column for a total of ${total}`);
  const whole = Math.max(1, Math.floor(total));
  return MISSUS_COLUMNS.findIndex((c) => whole >= c.min && whole <= c.max);
}

/** 19.2: columns up for a record's victories (one per two; an odd one counts for nothing). */
export const winsUp = (record: { wins: number }): number => Math.floor(record.wins / MISSUS_SHIFTS.winsPerColumnUp);
/** 19.2: columns down for a record's mercies (one each). */
export const sparedDown = (record: { spared: number }): number =>
  record.spared * MISSUS_SHIFTS.columnsDownPerMissusGranted;

const LAST = MISSUS_COLUMNS.length - 1;
const clamp = (c: number): number => Math.max(0, Math.min(LAST, c));

/**
 * The column a man is judged on; his record counts only when the section is played and he has one. With 'inTurn'
 * (the article's order) the victories move him up first and any beyond the last column are lost, then the mercies
 * move him down; with 'net' the two counts are netted first and the sum is held on the chart (docs/rulings.md).
 */
export function missusColumn(options: GladiatorOptions, g: Gladiator, total: number): MissusColumnPick {
  const base = baseColumn(total);
  const record = billingsOn(options, 'missusRecord') ? g.record : undefined;
  if (!record) return { base, shift: 0, column: base };
  const shift = winsUp(record) - sparedDown(record);
  const column =
    options.billings?.missusShifts === 'net'
      ? clamp(base + shift)
      : clamp(clamp(base + winsUp(record)) - sparedDown(record));
  return { base, shift, column };
}

/** The verdict in a column for one die. */
export function verdictIn(column: number, die: number): Missus {
  const row = MISSUS_CHART[die - 1];
  const cell = row?.results[column];
  if (!cell) throw new RangeError(`no Missus chart cell for die ${die}, column ${column}`);
  return cell;
}

/** The record in words for the log: "4 victories, spared once". */
export function recordWords(record: { wins: number; spared: number }): string {
  const wins = `${record.wins} earlier ${record.wins === 1 ? 'victory' : 'victories'}`;
  const spared =
    record.spared === 0 ? 'never spared' : record.spared === 1 ? 'spared once' : `spared ${record.spared} times`;
  return `${wins}, ${spared}`;
}
