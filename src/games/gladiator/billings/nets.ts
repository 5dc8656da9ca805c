/**
 * Billings 17.34 and 17.45: a Retarius who was in a collision in the phase of a net toss or swing still makes it, as
 * net attacks come after all movement, but his aim suffers: 4 off the roll. The original's 17.8 forbade the attack
 * outright.
 *
 * Billings 17.55 (`netLay`): the lay is timed by the man it catches. It strikes as he steps into its hex, so before
 * a pick-up he makes there or further on (12.6) and before the collision at the end of his move; a collision no
 * longer forbids it and costs it nothing on the roll. A man it trips still walks his whole move, meets that
 * collision stumbling (-2 on his impact), and, should he lose it and fail the stumble check, goes down (collision.ts
 * and collisions.ts carry those two out). The lay is cancelled, its CF spent, when the Retarius himself walked into a
 * man who held his hex, or met a man where their paths crossed.
 */
import type { Modifier } from '../../../core/dice.js';
import { type Direction, type Hex, hexEq } from '../../../core/hex.js';
import type { SeatId } from '../../../core/protocol.js';
import { positionalBonus } from '../combat.js';
import type { Ctx } from '../context.js';
import type { PhaseMove } from '../phase.js';
import type { NetAttackKind, NetEffect } from '../tables-advanced.js';
import type { Gladiator } from '../types.js';
import { billingsOn } from './options.js';
import { NET_COLLISION_DRM, NET_RESULT_LINES } from './tables.js';

const RULE: Partial<Record<NetAttackKind, string>> = { toss: '§17.34', swing: '§17.45' };

/** The section's name in the log, on every roll and event its timing of the lay changes. */
export const NET_LAY_RULE = 'Billings §17.55';

/** Whether the Billings timing of the lay is played. */
export const netLayOn = (ctx: Ctx): boolean => billingsOn(ctx.s.options, 'netLay');

/** Whether this phase's collision still forbids the Retarius this net attack (17.8). */
export const collisionBarsNet = (ctx: Ctx, kind: NetAttackKind): boolean =>
  kind === 'lay' ? !netLayOn(ctx) : !(billingsOn(ctx.s.options, 'netCollision') && RULE[kind] !== undefined);

/** The -4 for a Retarius who collided this phase and still tosses or swings (none otherwise, and never on a lay). */
export function netCollisionModifiers(ctx: Ctx, kind: NetAttackKind, collided: boolean): Modifier[] {
  const rule = RULE[kind];
  if (!collided || !rule || !billingsOn(ctx.s.options, 'netCollision')) return [];
  return [{ label: NET_COLLISION_DRM.condition, value: NET_COLLISION_DRM.drm, rule }];
}

/** Why the Retarius' own collision this phase cancels his lay under 17.55, or null if it stands. */
export function layCancelled(move: PhaseMove | undefined): string | null {
  if (move?.ranIntoStill) return 'he walked into a man who held his hex';
  if (move?.motion.crossed) return 'he met a man where their paths crossed';
  return null;
}

/**
 * The facing a lay counted from where the Retarius ends (`netLayHex: whereMoveEnds`) is laid from under 17.55: when
 * he and another man both walked into the hex he ends in and the 7.5 facing section is on, the facing that section
 * will give him for the collision (of his written facings from his last move on, the one that exposes him least to
 * the hexside the other came through, the earliest on equal values); otherwise the facing he ends his walk with.
 */
export function layFacing(ctx: Ctx, g: Gladiator, moves: ReadonlyMap<SeatId, PhaseMove>): Direction {
  const mine = moves.get(g.seat)?.motion;
  if (!netLayOn(ctx) || !billingsOn(ctx.s.options, 'collisionFacing') || !mine?.facings?.length || mine.crossed)
    return g.facing;
  const entry = (path: readonly Hex[], start: Hex): Hex | null =>
    path.length === 0 ? null : path.length === 1 ? start : (path[path.length - 2] as Hex);
  for (const [seat, other] of moves) {
    if (seat === g.seat || other.motion.crossed) continue;
    const end = other.motion.path.at(-1);
    const from = entry(other.motion.path, other.motion.start);
    if (!end || !from || !hexEq(end, g.position)) continue;
    let best = mine.facings[0] as Direction;
    for (const f of mine.facings)
      if (positionalBonus(ctx.s, from, g, f) < positionalBonus(ctx.s, from, g, best)) best = f;
    return best;
  }
  return g.facing;
}

/**
 * Billings 17.44, 17.54 (`billings.netHit`): what an H does. By default a swing's or lay's H trips the man as the text
 * says; with `ensnare` it catches him as the article's tables print. The swing's table is played with `netCollision`,
 * the lay's with `netLay`; the toss's H ensnares either way. Returns the effect and, when the reading changed it, the
 * Billings section to name in the log.
 */
export function netHitEffect(
  ctx: Ctx,
  kind: NetAttackKind,
  code: string,
  effect: NetEffect,
): { effect: NetEffect; rule?: string } {
  if (!code.startsWith('H') || kind === 'toss') return { effect };
  if (ctx.s.options.billings?.netHit !== 'ensnare') return { effect };
  if (!billingsOn(ctx.s.options, kind === 'swing' ? 'netCollision' : 'netLay')) return { effect };
  return { effect: NET_RESULT_LINES[kind].printedH, rule: `Billings ${NET_RESULT_LINES[kind].rule}` };
}
