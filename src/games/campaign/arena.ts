/**
 * The arena: where a campaign's arranged match is fought and its result handed back. The server plays the match as
 * an ordinary stored GLADIATOR match; outside the server (bots, `ludus campaign`, the conformance harness) it is
 * played in-process by two brawlers. Both turn the finished match into the campaign's `match-result` command with
 * the one function below, so the campaign cannot tell which arena it was.
 */
import type { GameEvent } from '../../core/protocol.js';
import { err, ok, type Result, type RuleViolation } from '../../core/result.js';
import { playMatch } from '../../core/runner.js';
import { brawlerBot } from '../gladiator/bots.js';
import type { GladiatorSpec } from '../gladiator/creation.js';
import { gladiator } from '../gladiator/module.js';
import type { GladiatorState } from '../gladiator/types.js';
import { matchReport } from './experience.js';
import type { CampaignCommand } from './schema.js';

/**
 * What the campaign arranged: the men of seats a and b, whether the match is of the Advanced Game, and the Billings
 * sections the campaign plays its matches with (19.2, campaign/billings.ts), absent when none.
 */
export interface ArrangedMatch {
  a: GladiatorSpec;
  b: GladiatorSpec;
  advanced: boolean;
  billings?: { missusRecord: true; missusShifts: 'inTurn' | 'net' };
}

/** The GLADIATOR options and scenario block a campaign match is set up with (the server uses them too). */
export function arrangedSetup(arranged: ArrangedMatch): { options: Record<string, unknown>; initial: unknown } {
  return {
    options: { advanced: arranged.advanced, ...(arranged.billings ? { billings: { ...arranged.billings } } : {}) },
    initial: { gladiators: [arranged.a, arranged.b] },
  };
}

/**
 * A finished GLADIATOR duel (its final state and its whole event log, in order) as the campaign's `match-result`
 * command; refused, naming the rule, when the match is unfinished or not a duel.
 */
export function matchResultCommand(
  state: GladiatorState,
  events: readonly GameEvent[],
): Result<CampaignCommand, RuleViolation> {
  const report = matchReport(state, events);
  if (!report.ok) return report;
  return ok({
    type: 'match-result',
    report: report.value as Extract<CampaignCommand, { type: 'match-result' }>['report'],
  });
}

/** The arranged match fought in-process by brawlers at both seats, from `seed`; its `match-result` command. */
export function fightArranged(arranged: ArrangedMatch, seed: string): Result<CampaignCommand, RuleViolation> {
  const { options, initial } = arrangedSetup(arranged);
  const played = playMatch(gladiator, { options, initial, seed, bots: { a: brawlerBot, b: brawlerBot } });
  if (!played.ok)
    return err({
      code: played.error.code,
      rule: '§21.5',
      message: `the arranged match cannot be set up: ${played.error.message}`,
    });
  return matchResultCommand(played.value.state, played.value.events);
}
