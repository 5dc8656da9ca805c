/**
 * Billings 12.6: recovering a weapon or shield in a phase with a collision. The collision modifier now reads "in a
 * collision this phase", whenever in the phase it came, and it no longer takes away the R move's own modifier: a man
 * who wrote R keeps the -6 and takes the +4. The collision's stun weighs on the attempt only when the man reached for
 * the item in the collision hex after moving into it; a man who wrote R never left his hex, so the stun he took in
 * this phase's collision does not count (stun from earlier phases counts as always).
 *
 * Because a collision at the end of a move now weighs on a pick-up made earlier in it, a pick-up on the way (G) is
 * no longer rolled as the man walks: it is noted where he reaches (his hex, his opponents' hexes for 12.62, what he
 * had done so far) and rolled once the phase's collisions are known. Under Billings 17.55 alone it waits too, but only
 * for the net lays of the phase, which strike first when he stepped into the lay's hex before reaching.
 */
import type { Modifier } from '../../../core/dice.js';
import { type Hex, hexEq } from '../../../core/hex.js';
import type { Ctx } from '../context.js';
import { attemptRecovery } from '../items.js';
import { recoveryDrm } from '../tables.js';
import type { Gladiator } from '../types.js';
import { type KickContest, recoveryVoided } from './kicks.js';
import { netLayOn } from './nets.js';
import { billingsOn } from './options.js';

/** The section's name in the log, on every pick-up roll whose timing it changes. */
export const RECOVERY_RULE = 'Billings §12.6';

/** Whether the Billings recovery section is played. */
export const recoveryCollisionOn = (ctx: Ctx): boolean => billingsOn(ctx.s.options, 'recoveryCollision');

/**
 * What the section changes for a deliberate recovery (R) at the end of movement: the R modifier stays, and stun
 * gained in this phase (`stunBefore` is what he had when it began) is left out. Empty without the section.
 */
export function deliberateRecovery(
  ctx: Ctx,
  g: Gladiator,
  stunBefore: number,
): { keepsR?: boolean; stunNotCounted?: number } {
  if (!recoveryCollisionOn(ctx)) return {};
  return { keepsR: true, stunNotCounted: Math.max(0, g.stun - stunBefore) };
}

/**
 * The original's reading of a pick-up on the way (G) and a collision known when he reaches: it counts only if it
 * came before he left his hex (12.61). With the section the roll waits for every collision (`pickUpsWait`).
 */
export const grabCollided = (ctx: Ctx, collided: boolean, beforeMoving: boolean): boolean =>
  recoveryCollisionOn(ctx) ? collided : collided && !beforeMoving;

/** Whether pick-ups on the way wait for a roll later in the movement step (12.6 for collisions, 17.55 for lays). */
export const pickUpsWait = (ctx: Ctx): boolean => recoveryCollisionOn(ctx) || netLayOn(ctx);

/** Whether they wait for the phase's collisions (12.6), or only for its lays (17.55). */
export const pickUpsWaitForCollisions = (ctx: Ctx): boolean => recoveryCollisionOn(ctx);

/** A pick-up on the way, noted where he reached and rolled later. */
export interface PendingPickUp {
  g: Gladiator;
  /** The hex he reached from. */
  at: Hex;
  /** Hexes he had entered this phase when he reached. */
  movedBefore: number;
  /** He reached before his last move (12.62). */
  beforeMoving: boolean;
  leftStartHex: boolean;
  quick: boolean;
  charge: boolean;
  stumble: boolean;
  /** A collision already known when he reached (a 7.3 stop, a crossing), for the original's reading. */
  collidedThen: boolean;
  /** His stun when he reached: what a later collision adds is told apart from it. */
  stunThen: number;
  opponents: Hex[];
}

/** What the movement step knows of a man's phase when his pick-up is rolled. */
export interface PickUpPhase {
  collided: boolean;
  /** The hexes of his collisions this phase, and whether the other man had moved into that one. */
  collisions: readonly { at: Hex; otherMoved: boolean }[];
  /** Billings 17.55: a lay tripped him, and the move (from 1) that took him into its hex. */
  layTripAt?: number;
}

/**
 * Whether the stun of this phase's collisions weighs on the pick-up: only one he reached for in the collision hex
 * after moving into it. When the other man moved in too, the article says both that it does not and that it does;
 * `billings.recoveryStun` chooses (docs/rulings.md).
 */
function collisionStunCounts(ctx: Ctx, p: PendingPickUp, phase: PickUpPhase): boolean {
  if (p.movedBefore === 0 || p.beforeMoving) return false;
  const bothMovedCounts = (ctx.s.options.billings?.recoveryStun ?? 'counted') === 'counted';
  return phase.collisions.some((c) => hexEq(c.at, p.at) && (!c.otherMoved || bothMovedCounts));
}

/** Rolls a pick-up that waited: the kick contest (12.7) may void it first, as it would have on the way. */
export function rollPickUp(ctx: Ctx, p: PendingPickUp, phase: PickUpPhase, contests: readonly KickContest[]): void {
  if (p.g.dead || recoveryVoided(ctx, contests, p.g, p.at)) return;
  const withSection = recoveryCollisionOn(ctx);
  const extra: Modifier[] = [];
  // Billings 12.6: a man a lay tripped in its hex, at or before the hex he reached from, picks up as one stumbling.
  if (netLayOn(ctx) && phase.layTripAt !== undefined && phase.layTripAt <= p.movedBefore)
    extra.push({ label: 'tripped by a net lay before he reached', value: recoveryDrm('stumble'), rule: RECOVERY_RULE });
  const stunNow = Math.max(0, p.g.stun - p.stunThen);
  attemptRecovery(ctx, p.g, p.at, {
    deliberate: false,
    leftStartHex: p.leftStartHex,
    quick: p.quick,
    charge: p.charge,
    stumble: p.stumble,
    collided: withSection ? phase.collided : grabCollided(ctx, p.collidedThen, p.beforeMoving),
    opponents: p.opponents,
    stunNotCounted: withSection && collisionStunCounts(ctx, p, phase) ? 0 : stunNow,
    extra,
    rule: withSection || extra.length > 0 ? RECOVERY_RULE : '§12.61',
  });
}
