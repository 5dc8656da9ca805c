/** Where a match's setup meets the Billings Rules: the men it makes (3.4, 3.6, 3.7). */
import type { Dice } from '../../../core/dice.js';
import type { Gladiator, GladiatorChoice, GladiatorOptions, Handedness } from '../types.js';
import { createBillingsGladiator, creationOf } from './creation.js';
import { billingsOn } from './options.js';

/** Whether any creation section is on, so the match's men are made the Billings way. */
export const billingsCreates = (options: GladiatorOptions): boolean =>
  billingsOn(options, 'characteristics') || billingsOn(options, 'armour') || billingsOn(options, 'retariusLight');

/**
 * A match's man made under the creation sections switched on; these choices never fail (nothing is bought). He
 * comes with the rolls that made him on his sheet (`creation`), as every Billings man does.
 */
export function billingsGladiator(
  dice: Dice,
  spec: { seat: string; type: GladiatorChoice; id: number; handedness: Handedness },
  options: GladiatorOptions,
): Gladiator {
  const made = createBillingsGladiator(
    dice,
    spec,
    creationOf((section) => billingsOn(options, section)),
  );
  if (!made.ok) throw new Error(`Billings creation failed without a purchase: ${made.error.message}`);
  return made.value;
}
