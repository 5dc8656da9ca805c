/**
 * Campaigns under the conformance harness, the campaign's invariants checked at every step (invariants.ts): money
 * conserved between owners but for the rules' purses, prices and bonuses, no dead man put up to fight, each match
 * applied once, and (the harness's own check) every campaign replaying from its commands to the same books. The
 * house bot plays every seat, so each match is a real GLADIATOR duel fought by the arena bot; the test suite runs a
 * few dozen campaigns (conformance.test.ts), src/bench/conformance.ts a thousand of each kind.
 */
import { checkConformance } from '../../core/conformance.js';
import type { Bot } from '../../core/runner.js';
import { houseBot } from './bots.js';
import { campaignInvariant } from './invariants.js';
import { campaign } from './module.js';

/**
 * The kinds of campaign the suite and the bench check, each with its options. The leagues are cut short by a set
 * number of matches (22.8): every step is checked the same way, and a thousand of them stay within a bench run.
 */
export const CAMPAIGN_KINDS: { name: string; options: Record<string, unknown> }[] = [
  { name: 'campaign-career', options: { kind: 'career' } },
  { name: 'campaign-owners', options: { kind: 'owners', owners: 3, matches: 12 } },
  {
    name: 'campaign-owners-advanced',
    options: {
      kind: 'owners',
      owners: 4,
      matches: 8,
      advanced: true,
      auction: 'open',
      champion: 'mostVictories',
      sideBets: 'fighters',
    },
  },
  // The Billings Rules' campaign switches: purchase limits (21.3) and the crowd's memory in every match (19.2).
  {
    name: 'campaign-billings',
    options: {
      kind: 'owners',
      owners: 3,
      matches: 8,
      advanced: true,
      billings: { purchaseLimits: true, missusRecord: true },
    },
  },
];

export function campaignConformance(
  prefix: string,
  matches: number,
  options: Record<string, unknown> = {},
  bots: Bot[] = [houseBot],
) {
  // A long career is a few hundred decisions; the bound only stops one that never ends.
  return checkConformance(campaign, {
    matches,
    seedPrefix: prefix,
    options,
    bots,
    maxSteps: 5_000,
    invariant: campaignInvariant,
  });
}
