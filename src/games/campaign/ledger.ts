/**
 * A ledger: every change to a balance (experience points, sesterces) as a line with its cause and rule. A balance is
 * always computed from its lines, never kept as a bare running total, so every figure can be audited.
 */

export interface LedgerLine {
  /** The campaign match it belongs to (1 for the first); 0 before any match. */
  match: number;
  rule: string;
  amount: number;
  text: string;
}

export const balance = (lines: readonly LedgerLine[]): number => lines.reduce((t, l) => t + l.amount, 0);
