/**
 * One command applied once. A client's command carries the match version it answers (the latest state it had when
 * it decided); the server keeps, per seat, the version at which that seat's current decision began. A command that
 * answers an older version (a double click, a retry, a decision made before the other seat moved on) or a version the
 * match has not reached is refused, and changes nothing. docs/protocol.md, "One command applied once", says it in
 * prose.
 */
import type { SeatId } from '../core/protocol.js';
import { err, ok, type Result, type RuleViolation } from '../core/result.js';

/** Seat -> the match version at which its current (or, when not pending, its next) decision began. */
export type Decisions = Record<SeatId, number>;

/**
 * The decisions after a command of `actor` took the match to `version`. A decision begins for a seat when it
 * becomes pending, and for the actor when its own command is applied (whatever it is asked next answers the new
 * version). A seat still waiting on the same step, while the other seat of a simultaneous step acts, keeps its own:
 * the version it saw is still the one it answers. The same rule starts the clocks (clocks.ts nextClocks). A table action
 * (resigning, a draw offer: `actor` null) begins no decision of its own.
 */
export function nextDecisions(
  before: Decisions,
  pendingBefore: readonly SeatId[],
  pendingAfter: readonly SeatId[],
  actor: SeatId | null,
  version: number,
): Decisions {
  const next: Decisions = actor === null ? { ...before } : { ...before, [actor]: version };
  for (const seat of pendingAfter) if (!pendingBefore.includes(seat)) next[seat] = version;
  return next;
}

/** Whether a command of `seat` answering `answered` may be applied to the match at `current`. */
export function checkVersion(
  decisions: Decisions,
  seat: SeatId,
  answered: number,
  current: number,
): Result<null, RuleViolation> {
  const began = Object.hasOwn(decisions, seat) ? (decisions[seat] as number) : 0;
  if (answered >= began && answered <= current) return ok(null);
  const values = { answered, current, decisionBegan: began };
  if (answered > current)
    return err({
      code: 'stale-command',
      rule: 'protocol',
      message: `the command answers version ${answered}, but the match is only at version ${current}`,
      values,
    });
  return err({
    code: 'stale-command',
    rule: 'protocol',
    message:
      `the command answers version ${answered}, but the match is at version ${current} and seat ${seat}'s ` +
      `decision began at version ${began}: it was already sent, or the match moved on since; nothing was applied`,
    values,
  });
}
