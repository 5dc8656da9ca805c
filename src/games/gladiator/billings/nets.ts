/**
 * Billings 17.34 and 17.45: a Retarius who was in a collision in the phase of a net toss or swing still makes it, as
 * net attacks come after all movement, but his aim suffers: 4 off the roll. The original's 17.8 forbade the attack
 * outright; the lay keeps 17.8 here (its own timing is 17.55's business, no -4 for it).
 */
import type { Modifier } from '../../../core/dice.js';
import type { Ctx } from '../context.js';
import type { NetAttackKind } from '../tables-advanced.js';
import { billingsOn } from './options.js';
import { NET_COLLISION_DRM } from './tables.js';

const RULE: Partial<Record<NetAttackKind, string>> = { toss: '§17.34', swing: '§17.45' };

/** Whether this phase's collision still forbids the Retarius this net attack (17.8). */
export const collisionBarsNet = (ctx: Ctx, kind: NetAttackKind): boolean =>
  !(billingsOn(ctx.s.options, 'netCollision') && RULE[kind] !== undefined);

/** The -4 for a Retarius who collided this phase and still tosses or swings (none otherwise). */
export function netCollisionModifiers(ctx: Ctx, kind: NetAttackKind, collided: boolean): Modifier[] {
  const rule = RULE[kind];
  if (!collided || !rule || !billingsOn(ctx.s.options, 'netCollision')) return [];
  return [{ label: NET_COLLISION_DRM.condition, value: NET_COLLISION_DRM.drm, rule }];
}
