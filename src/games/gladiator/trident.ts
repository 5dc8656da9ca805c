/**
 * Rule 18: the trident. It strikes anyone in the front cone within two hexes (18.2), one-handed and so at half CF
 * while the net or a shield is also held (18.3, 18.7); it parries where others need a shield (18.1); a P* on one of
 * its attacks may break it, and the broken piece may still serve at one hex (18.5, 18.6).
 */
import { distance, inFrontCone } from '../../core/hex.js';
import type { Ctx } from './context.js';
import { dropItem } from './items.js';
import { TRIDENT } from './tables-advanced.js';
import type { Gladiator } from './types.js';

/** 18.2: a man beyond the adjacent front whom the trident still reaches (18.6: not the broken piece). */
export const tridentReaches = (a: Gladiator, d: Gladiator): boolean =>
  a.trident === true &&
  a.hasWeapon &&
  !a.tridentBroken &&
  distance(a.position, d.position) === TRIDENT.reach &&
  inFrontCone(a.position, a.facing, d.position, TRIDENT.reach);

/** 18.3, 18.7: held in one hand beside a net or a shield, the trident strikes at half CF. */
export const tridentOneHanded = (g: Gladiator): boolean =>
  g.trident === true && g.hasWeapon && (g.net === true || g.shield !== null);

/** 18.1: with no shield, the trident parries what a shield would (a P* is parried, not turned into a hit). */
export const parriesWithTrident = (g: Gladiator): boolean => g.trident === true && g.hasWeapon;

/**
 * 18.5: a P* on a trident attack: two dice plus the defender's ST, 12 or more breaks it and it is dropped (12.4);
 * 18.6: then one die, 4 or less leaves a piece that serves at one hex, 5 or 6 leaves nothing worth picking up.
 */
export function tridentBreakCheck(ctx: Ctx, g: Gladiator, d: Gladiator): void {
  const b = TRIDENT.breakCheck;
  const r = ctx.dice.roll(b.dice, `${g.name}'s trident against the parry`, b.rule, [
    { label: "defender's Strength", value: d.ST, rule: b.rule },
  ]);
  const broken = r.total >= b.breaksAtOrAbove;
  r.row = `${r.total} against ${b.breaksAtOrAbove} or more`;
  r.result = broken ? 'broken' : 'holds';
  if (!broken) {
    ctx.emit('trident-holds', b.rule, `${g.name}'s trident holds against the parry.`, { seat: g.seat });
    return;
  }
  ctx.emit('trident-broken', b.rule, `${g.name}'s trident snaps on ${d.name}'s parry.`, { seat: g.seat });
  const item = dropItem(ctx, g, 'weapon', b.rule);
  const f = TRIDENT.fragment;
  const piece = ctx.dice.roll(f.dice, 'what is left of the trident', f.rule);
  const usable = piece.total <= f.usableAtOrBelow;
  piece.result = usable ? 'serves at one hex' : 'useless';
  if (usable) {
    g.tridentBroken = true;
    ctx.emit('trident-fragment', f.rule, `The broken trident can still be used, at one hex only.`, { seat: g.seat });
    return;
  }
  ctx.s.items = ctx.s.items.filter((i) => i.id !== item.id);
  ctx.emit('trident-useless', f.rule, `What is left of ${g.name}'s trident is useless.`, { seat: g.seat });
}
