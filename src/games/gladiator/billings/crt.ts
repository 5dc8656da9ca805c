/**
 * Billings 8.5: the combat results table widened to columns 0-8, no attack above 8 CF, and one lone attack for a man
 * with 6 CF or fewer in all at the phase's start. Each hook is a no-op unless the `crt` switch (or the preset) is on.
 */
import type { Modifier } from '../../../core/dice.js';
import { type RuleViolation, violation } from '../../../core/result.js';
import type { CrtResult } from '../tables.js';
import type { GladiatorOptions } from '../types.js';
import { billingsOn } from './options.js';
import { billingsCrtLookup, CRT_LIMITS } from './tables.js';

/** The rule named in errors and in the log. */
export const BILLINGS_CRT = 'Billings §8.5';

export const crtOn = (options: Pick<GladiatorOptions, 'billings'>): boolean => billingsOn(options, 'crt');

/** The most CF one attack may carry under these options (none: the original game has no cap). */
export const attackCap = (options: Pick<GladiatorOptions, 'billings'>): number | undefined =>
  crtOn(options) ? CRT_LIMITS.maxCfInOneAttack : undefined;

/**
 * Whether this allocation is the lone attack that 8.5 lets a man make with all his CF: the switch is on, he has 6 or
 * fewer CF in all (positional bonus included) and he writes exactly one attack.
 */
export const loneAttack = (options: Pick<GladiatorOptions, 'billings'>, usable: number, attacks: number): boolean =>
  crtOn(options) && attacks === 1 && usable <= CRT_LIMITS.singleAttackAtOrBelow;

/** The error for an attack above the cap, or null. */
export function attackCapError(
  options: Pick<GladiatorOptions, 'billings'>,
  area: number,
  cf: number,
): { ok: false; error: RuleViolation } | null {
  const cap = attackCap(options);
  if (cap === undefined || cf <= cap) return null;
  return violation(
    'attack-cf-cap',
    BILLINGS_CRT,
    `no attack may carry more than ${cap} CF under the Billings combat table; area ${area} has ${cf}`,
    { area, cf, cap },
  );
}

/**
 * The column and roll shifts on the widened table: the NAA picks columns 0-8; below 0 or above 8 the difference
 * shifts the three-dice roll, as 8.51 and 8.52 do on the original's six columns.
 */
export function billingsColumn(naa: number): { column: number; mods: Modifier[] } {
  const column = Math.max(0, Math.min(8, naa));
  const mods: Modifier[] = [];
  if (naa < 0) mods.push({ label: 'NAA below 0', value: naa, rule: '§8.51' });
  if (naa > 8) mods.push({ label: 'NAA above 8 (Billings)', value: naa - 8, rule: BILLINGS_CRT });
  return { column, mods };
}

/** The widened table's result for a roll already modified. */
export function billingsCrtResult(column: number, roll: number): { result: CrtResult; row: string } {
  const { result, row } = billingsCrtLookup(column, roll);
  return { result, row: `${row} (${BILLINGS_CRT})` };
}
