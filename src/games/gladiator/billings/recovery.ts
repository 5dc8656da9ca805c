/**
 * Billings 12.6: recovering a weapon or shield in a phase with a collision. The collision modifier now reads "in a
 * collision this phase", whenever in the phase it came, and it no longer takes away the R move's own modifier: a man
 * who wrote R keeps the -6 and takes the +4. The collision's stun weighs on the attempt only when the man moved into
 * the collision hex alone and reached for the item there; a man who wrote R never left his hex, so the stun he took in
 * this phase's collision does not count (stun from earlier phases counts as always).
 */
import type { Ctx } from '../context.js';
import type { Gladiator } from '../types.js';
import { billingsOn } from './options.js';

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
 * Whether a pick-up made on the way (G) carries the collision modifier: with the section, a collision known at that
 * point of the phase counts whenever it came; without it, only one that came before he left his hex (12.61).
 */
export const grabCollided = (ctx: Ctx, collided: boolean, beforeMoving: boolean): boolean =>
  recoveryCollisionOn(ctx) ? collided : collided && !beforeMoving;
