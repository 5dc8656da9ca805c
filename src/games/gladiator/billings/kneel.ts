/**
 * Billings 13.0 (`billings.kneelHex`): a prone figure lies across two hexes, his body in the hex he stands on the
 * board and his legs in the next hex the way his figure faces (15.1 lays a man down facing where his feet went: the
 * rear after a step forward, the front after a step back). When he writes KN, a die after all orders are revealed
 * says which of the two he kneels in: 1-4 where his body lies, 5-6 where his legs lie.
 */
import { type Direction, hexEq, neighbour } from '../../../core/hex.js';
import type { Ctx } from '../context.js';
import type { MoveStep } from '../movement.js';
import type { Gladiator } from '../types.js';
import { billingsOn } from './options.js';
import { KNEEL_HEX } from './tables.js';
import { inArena, wallsOn } from './walls.js';

/**
 * The steps of a prone man's KN with the kneeling hex rolled for: unchanged on 1-4, or with a shift into his legs' hex
 * just before he kneels on 5-6. The shift is written as a move along the floor (kind 'roll': no wall or impact
 * modifier counts it, and a man still on the floor moves that way). His legs cannot lie beyond the walls or under
 * another man's feet: then he kneels where his body lies whatever the die says.
 */
export function kneelHex(ctx: Ctx, g: Gladiator, steps: MoveStep[]): MoveStep[] {
  if (!billingsOn(ctx.s.options, 'kneelHex') || g.posture !== 'prone') return steps;
  const at = steps.findIndex((s) => s.kind === 'kneel');
  if (at < 0) return steps;
  let facing: Direction = g.facing;
  for (const s of steps.slice(0, at)) if (s.kind === 'turn') facing = s.facing;
  const legs = neighbour(g.position, facing);
  const r = ctx.dice.roll(KNEEL_HEX.dice, 'which hex he kneels in', KNEEL_HEX.rule);
  const intoLegs = r.total > KNEEL_HEX.torsoAtOrBelow;
  const blockedBy = !intoLegs
    ? null
    : wallsOn(ctx.s.options) && !inArena(legs)
      ? 'the wall'
      : (ctx.others(g.seat).find((o) => hexEq(o.position, legs))?.name ?? null);
  r.result = !intoLegs
    ? 'his body\u2019s hex'
    : blockedBy
      ? `his legs\u2019 hex, but ${blockedBy} is there`
      : 'his legs\u2019 hex';
  ctx.emit(
    'kneel-hex',
    KNEEL_HEX.rule,
    intoLegs && !blockedBy
      ? `Billings 13.0: ${g.name} gets to his knees in the hex his legs lay in, (${legs.q},${legs.r}).`
      : `Billings 13.0: ${g.name} gets to his knees where his body lay${blockedBy ? ` (${blockedBy} is where his legs would be)` : ''}.`,
    { seat: g.seat, at: intoLegs && !blockedBy ? legs : g.position },
  );
  if (!intoLegs || blockedBy) return steps;
  const shift: MoveStep = { kind: 'move', from: g.position, to: legs, how: 'roll' };
  return [...steps.slice(0, at), shift, ...steps.slice(at)];
}
