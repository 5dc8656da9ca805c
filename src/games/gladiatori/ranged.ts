/**
 * Throwing weapons and the net (9.5, 9.6): a thrown weapon doubles its attack bonus and leaves the game, loses a
 * point a hex beyond the first (two with the net), needs a clear line of fire to a foe in the thrower's front, and
 * cannot be thrown by a fighter in melee, except the net. The net wounds nobody: it traps (three grey cubes) and
 * takes the target's item defence away; used on a foe next to its owner it stays in his hand, and then binds him
 * to stay beside his captive while the captive is trapped, or lose the net (netDuty).
 */
import { distance, type Hex, hexEq, inFrontCone, line } from '../../core/hex.js';
import type { SeatId } from '../../core/protocol.js';
import { foesOf, inMelee } from './actions.js';
import { rangePenalty, THROWN_FACTOR } from './items.js';
import type { Ctx, Fighter, GladiatoriState, Item, Term } from './types.js';
import { RULE } from './types.js';
import { fighting } from './victory.js';

/** Grey cubes a successful net lays on its target (9.6). */
export const NET_MARKERS = 3;

/**
 * HOUSE: the line of fire runs from the centre of the thrower's hex to the centre of the target's; it is clear
 * when no hex on it between the two holds a fighter on his feet (face-down fighters are ignored, 9.5).
 */
export function lineClear(s: GladiatoriState, from: Hex, to: Hex): boolean {
  const between = line(from, to).slice(1, -1);
  return !s.seats.some((x) => {
    const o = s.fighters[x] as Fighter;
    return fighting(o) && !o.faceDown && between.some((h) => hexEq(h, o.at));
  });
}

/** Why this item cannot be thrown at this target now, or null (9.5, 9.6). */
export function throwProblem(s: GladiatoriState, f: Fighter, itemId: string, target: SeatId): string | null {
  const item = f.items.find((i) => i.id === itemId);
  if (!item) return `${f.name} has no item "${itemId}" in play`;
  if (!item.card.throwing) return `the ${item.card.kind} is not a throwing weapon (${RULE.throwing})`;
  if (f.holding?.net === itemId)
    return `the net still holds ${(s.fighters[f.holding.on] as Fighter).name} (${RULE.net})`;
  const t = s.fighters[target] as Fighter;
  const d = distance(f.at, t.at);
  const netInMelee = item.card.net && d === 1;
  if (!netInMelee && foesOf(s, f).some((o) => inMelee(f, o)))
    return `${f.name} is in melee: only the net may be used there (${RULE.throwing})`;
  if (!inFrontCone(f.at, f.facing, t.at, Math.max(1, d)))
    return `${t.name} is not in ${f.name}'s front (${RULE.throwing})`;
  if (!lineClear(s, f.at, t.at)) return `the line of fire to ${t.name} is blocked (${RULE.throwing})`;
  return null;
}

/** Foes a throw of this item could reach now. */
export function throwTargets(s: GladiatoriState, f: Fighter, item: Item): SeatId[] {
  return foesOf(s, f)
    .map((o) => o.seat)
    .filter((o) => throwProblem(s, f, item.id, o) === null);
}

/** The thrown weapon's doubled bonus and the range penalty (9.5); a net in melee is not thrown. */
export function throwTerms(item: Item, hexes: number, attackValue: number): Term[] {
  const terms: Term[] = [];
  if (!(item.card.net && hexes === 1))
    terms.push({
      label: `thrown ${item.card.kind} (doubled)`,
      value: attackValue * (THROWN_FACTOR - 1),
      rule: RULE.throwing,
    });
  const penalty = rangePenalty(item.card, hexes);
  if (penalty !== 0) terms.push({ label: `range, ${hexes} hexes`, value: penalty, rule: RULE.throwing });
  return terms;
}

/** 9.6: a net used next to its target and successful holds him; its owner now has to stay beside him. */
export function holdWithNet(ctx: Ctx, captor: Fighter, net: string, captive: Fighter): void {
  captor.holding = { net, on: captive.seat };
  ctx.events.push({
    type: 'net-hold',
    visibleTo: 'all',
    rule: RULE.net,
    text: `${captor.name} keeps hold of the net: he must stay beside ${captive.name} while he is trapped, or lose it.`,
    data: { seat: captor.seat, on: captive.seat },
  });
}

/**
 * 9.6: the duty of a net's captor, checked after every move and at the end of each combat round. Once the captive
 * is free of his grey cubes (or out of the fight, or the captor is), the net is simply the captor's again; if the
 * two are no longer side by side while the captive is still trapped, the net leaves the game, its cubes staying.
 */
export function netDuty(ctx: Ctx): void {
  for (const seat of ctx.s.seats) {
    const f = ctx.s.fighters[seat] as Fighter;
    const hold = f.holding;
    if (!hold) continue;
    const captive = ctx.s.fighters[hold.on] as Fighter;
    if (!fighting(f) || !fighting(captive) || captive.trapped === 0) {
      f.holding = null;
      continue;
    }
    if (distance(f.at, captive.at) === 1) continue;
    f.holding = null;
    const i = f.items.findIndex((x) => x.id === hold.net);
    if (i >= 0) f.lostItems.push(...f.items.splice(i, 1));
    ctx.events.push({
      type: 'net-lost',
      visibleTo: 'all',
      rule: RULE.net,
      text: `${f.name} is no longer beside ${captive.name}: the net stays on him and leaves the game.`,
      data: { seat: f.seat, on: captive.seat },
    });
  }
}
