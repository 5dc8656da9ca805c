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

export function gladiatoriConformance(
  prefix: string,
  matches: number,
  options: Record<string, unknown> = {},
  bots: Bot[] = MIXED,
) {
  return checkConformance(gladiatori, { matches, seedPrefix: prefix, options, bots, invariant: gladiatoriInvariant });
}
