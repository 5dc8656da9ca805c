/**
 * Gladiatori under the conformance harness, with its own invariants checked at every step. Veterans and random
 * players take turns in the seats, so matches reach fights, feints, deaths and the sixth turn as well as aimless play.
 */
import { checkConformance } from '../../core/conformance.js';
import type { Bot } from '../../core/runner.js';
import { randomBot, veteranBot } from './bots.js';
import { gladiatoriInvariant } from './invariants.js';
import { gladiatori } from './module.js';

const MIXED: Bot[] = [veteranBot, randomBot, veteranBot];

/**
 * The kinds of match `npm run bench:conformance` plays (10,000 in all) and the suite samples: duels of pre-made and
 * random characters at each game level (13), two against one and two against two (14.3).
 */
export const GLADIATORI_KINDS: { name: string; options: Record<string, unknown>; matches: number }[] = [
  { name: 'gladiatori-duel', options: {}, matches: 2_000 },
  { name: 'gladiatori-random', options: { characters: ['random', 'random'], game: 'normal' }, matches: 2_000 },
  { name: 'gladiatori-light', options: { characters: ['secutor', 'retiarius'], game: 'light' }, matches: 1_500 },
  {
    name: 'gladiatori-normal',
    options: { characters: ['hoplomachus', 'thraex'], game: 'normal', damageBonus: true },
    matches: 1_500,
  },
  {
    name: 'gladiatori-2v1',
    options: { characters: ['mirmillo', 'thraex', 'secutor'], teams: 2, game: 'light' },
    matches: 1_500,
  },
  {
    name: 'gladiatori-2v2',
    options: { characters: ['mirmillo', 'thraex', 'retiarius', 'random'], teams: 2, game: 'normal' },
    matches: 1_500,
  },
];

export function gladiatoriConformance(
  prefix: string,
  matches: number,
  options: Record<string, unknown> = {},
  bots: Bot[] = MIXED,
) {
  return checkConformance(gladiatori, { matches, seedPrefix: prefix, options, bots, invariant: gladiatoriInvariant });
}
