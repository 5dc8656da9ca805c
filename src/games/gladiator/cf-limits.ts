/**
 * The CF limits of one allocation that the engine enforces and the browser's form shows as you type: one place, so
 * the two cannot drift apart.
 */

/** 8.31: no more than half the available CF (rounded down) on one body area, save a lone CF. */
export const halfLimit = (available: number): number => (available === 1 ? 1 : Math.floor(available / 2));

/** A man in the attacker's front and what attacking him leaves the attacker (absent: all of it, as in a duel). */
export interface FrontCf {
  target: string;
  available?: number | null;
}

/**
 * The CF the written attacks may use. With two or more men in front, positional CF count only against the man who
 * gave them (8.2 in team combat), so the attacks use the most that any man they go at allows.
 */
export function usableCf(
  available: number,
  fronts: readonly FrontCf[],
  attacks: readonly { target?: string | undefined }[],
): number {
  if (attacks.length === 0 || fronts.length < 2) return available;
  let usable = 0;
  for (const att of attacks)
    for (const f of fronts) if (f.target === att.target) usable = Math.max(usable, f.available ?? available);
  return usable;
}
