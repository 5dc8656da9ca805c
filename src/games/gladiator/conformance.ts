/**
 * GLADIATOR under the conformance harness, with the game's own invariants checked at every step.
 * The test suite runs 10,000 seeded matches in four files of 2,500 so both cores share them, and team combat in a
 * fifth; src/bench/conformance.ts runs 10,000 Advanced matches (the Retarius, two against one, three against three).
 */
import { checkConformance } from '../../core/conformance.js';
import { type Bot, randomBot } from '../../core/runner.js';
import { brawlerBot } from './bots.js';
import { gladiatorInvariant } from './invariants.js';
import { gladiator } from './module.js';

/** Seat pairings rotate through brawler v random, random v brawler and brawler v brawler. */
const MIXED: Bot[] = [brawlerBot, randomBot, brawlerBot, brawlerBot];

export function conformanceRun(
  prefix: string,
  matches: number,
  options: Record<string, unknown> = {},
  bots: Bot[] = MIXED,
) {
  return checkConformance(gladiator, {
    matches,
    seedPrefix: prefix,
    // Short bouts keep random play quick; brawlers settle most matches by a kill or a surrender well before this.
    options: { turnLimit: 6, ...options },
    bots,
    invariant: gladiatorInvariant,
  });
}
