/** Expected failures travel as values; bugs throw. */
export type Result<T, E> = { ok: true; value: T } | { ok: false; error: E };

export const ok = <T>(value: T): { ok: true; value: T } => ({ ok: true, value });
export const err = <E>(error: E): { ok: false; error: E } => ({ ok: false, error });

/** A rule the command broke: which rule, what was wrong, and the values involved. */
export interface RuleViolation {
  code: string;
  /** Rule number as printed in the rulebook, e.g. "§8.31". */
  rule: string;
  message: string;
  values?: Record<string, unknown>;
}

export const violation = (
  code: string,
  rule: string,
  message: string,
  values?: Record<string, unknown>,
): { ok: false; error: RuleViolation } => err({ code, rule, message, ...(values ? { values } : {}) });

export function unwrap<T, E>(r: Result<T, E>): T {
  if (!r.ok) throw new Error(`unwrap on error: ${JSON.stringify(r.error)}`);
  return r.value;
}
