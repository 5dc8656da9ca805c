/**
 * Hot-seat: one browser holding several seats shows one seat at a time. The seat shown follows whose command is
 * awaited, and whenever it changes a cover hides the screen until the next person says who they are.
 */

/**
 * The seat to show: the one shown now while it is still awaited, else the first held seat that is awaited,
 * else the one shown now (or the first held seat).
 */
export function chooseSeat(held: readonly string[], pending: readonly string[], current: string | null): string | null {
  if (current !== null && held.includes(current) && pending.includes(current)) return current;
  const next = held.find((s) => pending.includes(s));
  if (next !== undefined) return next;
  return current !== null && held.includes(current) ? current : (held[0] ?? null);
}

/** The cover is needed when the device holds several seats and the seat to show is not the one last revealed. */
export const coverNeeded = (held: readonly string[], seat: string | null, revealed: string | null): boolean =>
  held.length > 1 && seat !== null && seat !== revealed;

/** A clock's time left, rounded up: seconds under a minute, minutes under an hour, then hours. */
export function timeLeftText(ms: number): string {
  if (ms >= 3_600_000) return `${Math.ceil(ms / 3_600_000)} h`;
  if (ms >= 60_000) return `${Math.ceil(ms / 60_000)} min`;
  return `${Math.ceil(Math.max(0, ms) / 1000)} s`;
}
