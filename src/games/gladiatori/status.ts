/**
 * Passive condition and character status (12.1-12.3): what Trapped and Face-down take away, the penalties they
 * carry, and when new Unbalanced markers take hold.
 */
import type { Ctx, Fighter, ReactionType, Term } from './types.js';
import { RULE } from './types.js';

/** Penalties of each status, to attack and defence alike (12.2, 12.3). */
export const TRAPPED_PENALTY = -3;
export const FACE_DOWN_PENALTY = -5;
/** A second white cube puts a fighter face-down (12.3). */
export const UNBALANCED_TO_FALL = 2;

/** The status terms of a Final Attack or Defence Value (7.1, 7.2); both penalties add up when both apply. */
export function statusTerms(f: Fighter): Term[] {
  const terms: Term[] = [];
  if (f.trapped > 0) terms.push({ label: 'trapped', value: TRAPPED_PENALTY, rule: RULE.trapped });
  if (f.faceDown) terms.push({ label: 'face-down', value: FACE_DOWN_PENALTY, rule: RULE.faceDown });
  return terms;
}

/** Reactions a status forbids: Trapped leaves only Oppose, Face-down only Block (12.2, 12.3). */
export function statusForbids(f: Fighter, r: ReactionType): string | null {
  if (f.trapped > 0 && r !== 'oppose') return `${f.name} is trapped: only Oppose works (${RULE.trapped})`;
  if (f.faceDown && r !== 'block') return `${f.name} is face-down: only Block works (${RULE.faceDown})`;
  return null;
}

/** Trapped or face-down fighters may not move, only turn one hexside a round (12.2, 12.3). */
export const heldDown = (f: Fighter): boolean => f.trapped > 0 || f.faceDown;

/**
 * 6.8, 12.3: Unbalanced markers gained during a combat round take effect at its end; the second one lays the
 * fighter face-down, and a face-down fighter takes no more.
 */
export function settleMarkers(ctx: Ctx, f: Fighter): void {
  const gained = f.newUnbalanced;
  f.newUnbalanced = 0;
  if (gained === 0 || f.faceDown || f.out) return;
  f.unbalanced = Math.min(UNBALANCED_TO_FALL, f.unbalanced + gained);
  if (f.unbalanced >= UNBALANCED_TO_FALL) {
    f.faceDown = true;
    ctx.events.push({
      type: 'face-down',
      visibleTo: 'all',
      rule: RULE.faceDown,
      text: `${f.name} takes a second white cube and goes face-down.`,
      data: { seat: f.seat },
    });
  } else
    ctx.events.push({
      type: 'unbalanced',
      visibleTo: 'all',
      rule: RULE.faceDown,
      text: `${f.name} is unbalanced (one white cube).`,
      data: { seat: f.seat },
    });
}
