/**
 * The Billings Rules' knife of the Retarius (the article's closing remarks, beside rule 18). A Retarius who loses
 * his trident, by a drop, a throw or a break, draws his knife: he may attack with it and parry with it, but every
 * blow it strikes counts at half its CF, it reaches only the three hexes of his front, and it is never thrown. He
 * cannot lose it: no weapon drop roll is made for a knife (docs/rulings.md).
 */
import type { Ctx } from '../context.js';
import type { Gladiator } from '../types.js';
import { billingsOn } from './options.js';

/** The words the log names the knife by. */
export const BILLINGS_KNIFE = 'Billings: the knife';

/** Whether he fights with his knife now: a Retarius who drew it when his trident left his hand, and holds no weapon. */
export const knifeInHand = (g: Gladiator): boolean => g.knife === true && !g.hasWeapon;

/** Whether he can strike or parry with something: a weapon in hand, or the knife. */
export const armed = (g: Gladiator): boolean => g.hasWeapon || knifeInHand(g);

/** Called as a man's weapon leaves his hand: a Retarius with the section on draws his knife. */
export function drawKnife(ctx: Ctx, g: Gladiator): void {
  if (!billingsOn(ctx.s.options, 'knife') || g.retarius !== true || g.knife) return;
  g.knife = true;
  ctx.emit('knife-drawn', BILLINGS_KNIFE, `${g.name} draws his knife: its blows count at half.`, { seat: g.seat });
}
