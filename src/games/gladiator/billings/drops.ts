/**
 * Billings 12.1 and 12.2: the shield and weapon drop rolls also count the defender's own strength, so a strong man
 * keeps hold of his gear more often and a weak one (negative ST) loses it more easily.
 */
import type { Modifier } from '../../../core/dice.js';
import type { Gladiator, GladiatorOptions } from '../types.js';
import { billingsOn } from './options.js';

/**
 * The drop roll's extra modifier under the section (none without it, so the original roll is unchanged), naming the
 * Billings section so the log says which variant changed the roll.
 */
export const defenderStrength = (options: GladiatorOptions, g: Gladiator, rule: '§12.1' | '§12.2'): Modifier[] =>
  billingsOn(options, 'dropStrength')
    ? [{ label: "defender's Strength (Billings)", value: g.ST, rule: `Billings ${rule}` }]
    : [];
