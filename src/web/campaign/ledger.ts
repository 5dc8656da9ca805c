/**
 * A ledger as the page shows it: its lines grouped by the campaign match they belong to, each group with what came
 * in, what went out and the balance after it. Every figure is computed from the lines, never taken from elsewhere.
 */
import type { LedgerLine } from '../../games/campaign/ledger.js';

export interface LedgerGroup {
  /** The campaign match (0: before the first). */
  match: number;
  title: string;
  lines: LedgerLine[];
  /** The sum of the positive lines. */
  in: number;
  /** The sum of the negative lines, as a positive number. */
  out: number;
  /** The balance once this group's lines are counted. */
  after: number;
}

export const matchTitle = (match: number): string => (match === 0 ? 'At the start' : `Match ${match}`);

/** The lines by match, in match order (lines of one match keep their order). */
export function groupLedger(lines: readonly LedgerLine[]): LedgerGroup[] {
  const byMatch = new Map<number, LedgerLine[]>();
  for (const l of lines) byMatch.set(l.match, [...(byMatch.get(l.match) ?? []), l]);
  let running = 0;
  return [...byMatch.keys()]
    .sort((a, b) => a - b)
    .map((match) => {
      const group = byMatch.get(match) as LedgerLine[];
      const into = group.filter((l) => l.amount > 0).reduce((t, l) => t + l.amount, 0);
      const out = group.filter((l) => l.amount < 0).reduce((t, l) => t - l.amount, 0);
      running += into - out;
      return { match, title: matchTitle(match), lines: group, in: into, out, after: running };
    });
}

/** "+1,600", "−200", "0": an amount with its sign, grouped in thousands. */
export function signedAmount(n: number): string {
  const abs = Math.abs(n).toLocaleString('en-GB');
  return n > 0 ? `+${abs}` : n < 0 ? `−${abs}` : '0';
}

export const sesterces = (n: number): string => `${n.toLocaleString('en-GB')} sesterces`;
