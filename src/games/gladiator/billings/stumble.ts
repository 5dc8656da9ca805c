/**
 * Billings 14.3 and 15.7 (`billings.fallFirst`): the fall after a stumble is settled before anyone writes his order,
 * so a man who goes down may roll away (RO) in that very phase instead of lying there; what he may not do is kneel
 * straight off. Getting to his knees takes a phase spent prone and still first: after that fall, and after any roll.
 * A man knocked down in the middle of a phase (a wound, a lost collision) has the rest of it to lie still, so he may
 * kneel in the next phase as in the original game.
 */
import type { SeatId } from '../../../core/protocol.js';
import type { Ctx } from '../context.js';
import { fallCheck } from '../posture.js';
import type { Gladiator, GladiatorOptions, Order } from '../types.js';
import { billingsOn } from './options.js';

export const FALL_FIRST_RULE = '§14.3';

/** Read through a call, since the check above it may have laid him down. */
const isDown = (g: Gladiator): boolean => g.posture === 'prone';

/** Whether this match plays the section. */
export const fallFirstOn = (options: GladiatorOptions): boolean => billingsOn(options, 'fallFirst');

/** Whether this prone man must still lie a phase without moving before he may write KN. */
export const kneelBarred = (options: GladiatorOptions, g: Gladiator): boolean =>
  fallFirstOn(options) && g.posture === 'prone' && g.lieStill === true;

/**
 * At the start of a phase, before orders: every man who owes a stumble rolls his fall check now. If he stays up he is
 * in his stumble from this moment and writes S; if he falls, he is prone and may roll or lie still, not kneel.
 */
export function fallBeforeOrders(ctx: Ctx): void {
  if (!fallFirstOn(ctx.s.options)) return;
  for (const g of ctx.alive()) {
    // A man attending an appeal this phase (19.24) writes nothing, so his stumble waits for his next order.
    if (!g.mustStumble || g.stumbling || g.posture === 'prone' || g.attendingAppeal === ctx.phaseKey) continue;
    ctx.emit(
      'fall-first',
      FALL_FIRST_RULE,
      `Billings 14.3: ${g.name} owes a stumble and rolls for a fall before orders are written.`,
      {
        seat: g.seat,
      },
    );
    fallCheck(ctx, g);
    if (isDown(g)) {
      g.lieStill = true;
      g.fellBeforeOrders = ctx.phaseKey;
      ctx.emit(
        'lie-still',
        '§15.7',
        `Billings 15.7: ${g.name} may roll away at once, but must lie still a phase before he kneels.`,
        {
          seat: g.seat,
        },
      );
    } else g.stumbling = true;
  }
}

/**
 * After the movement of a phase: a roll (RO) bars kneeling until he has lain still (by the option `stillBeforeKneel`,
 * every roll, or only a roll made while he still owes the still phase after his fall); a phase spent prone without
 * rolling lifts the bar. A man no longer prone has nothing to wait for.
 */
export function noteStillness(ctx: Ctx, orders: Record<SeatId, Order | null>): void {
  if (!fallFirstOn(ctx.s.options)) return;
  const everyRoll = ctx.s.options.billings?.stillBeforeKneel !== 'fallOnly';
  for (const g of ctx.alive()) {
    if (g.posture !== 'prone') delete g.lieStill;
    else if (orders[g.seat]?.standard === 'RO' && (everyRoll || g.lieStill)) g.lieStill = true;
    else if (g.lieStill) {
      delete g.lieStill;
      ctx.emit('lain-still', '§15.7', `Billings 15.7: ${g.name} has lain still a phase and may kneel from now on.`, {
        seat: g.seat,
      });
    }
  }
}
