/**
 * Throwing weapons and the net (9.5, 9.6): a thrown weapon doubles its attack bonus and leaves the game, loses a
 * point a hex beyond the first (two with the net), needs a clear line of fire to a foe in the thrower's front, and
 * cannot be thrown by a fighter in melee, except the net. The net wounds nobody: it traps (three grey cubes) and
 * takes the target's item defence away; used on a foe next to its owner it stays in his hand.
 */
import { distance, type Hex, hexEq, inFrontCone, line } from '../../core/hex.js';
import type { SeatId } from '../../core/protocol.js';
import { foesOf, inMelee } from './actions.js';
import { rangePenalty, THROWN_FACTOR } from './items.js';
import type { Fighter, GladiatoriState, Item, Term } from './types.js';
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
