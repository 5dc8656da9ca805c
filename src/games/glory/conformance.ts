/**
 * Glory under the conformance harness, with its own invariants checked at every step. Brawlers and random players
 * take turns in the seats so that matches reach melee, nets and the crowd as well as aimless wandering.
 */
import { checkConformance } from '../../core/conformance.js';
import { type Bot, randomBot } from '../../core/runner.js';
import { brawlerBot } from './bots.js';
import { gloryInvariant } from './invariants.js';
import { glory } from './module.js';

const MIXED: Bot[] = [brawlerBot, randomBot, brawlerBot];

export function gloryConformance(
  prefix: string,
  matches: number,
  options: Record<string, unknown> = {},
  bots: Bot[] = MIXED,
) {
  return checkConformance(glory, {
    matches,
    seedPrefix: prefix,
    options: { turnLimit: 12, ...options },
    bots,
    invariant: gloryInvariant,
  });
}
