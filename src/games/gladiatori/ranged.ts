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
import type { Ctx, Fighter, GladiatoriOptions, GladiatoriState, Item, Term } from './types.js';
import { RULE } from './types.js';
import { fighting } from './victory.js';

/** Grey cubes a successful net lays on its target (9.6). */
export const NET_MARKERS = 3;

// ---- The line of fire (9.5) ----

type Point = readonly [number, number];
const SQRT3 = Math.sqrt(3);
/** Touching is not crossing: overlaps thinner than this (a shared corner or side) leave the view clear. */
const EPSILON = 1e-9;

/** The centre of a hex on the plane, hexes of radius 1, flat-topped as core/hex.ts lays them (north is -y). */
const centre = (h: Hex): Point => [1.5 * h.q, SQRT3 * (h.r + h.q / 2)];
/** The six corners of a hex, at 0°, 60°, ... 300° round its centre. */
const corners = (h: Hex): Point[] => {
  const [x, y] = centre(h);
  return [0, 1, 2, 3, 4, 5].map((k): Point => [x + Math.cos((k * Math.PI) / 3), y + Math.sin((k * Math.PI) / 3)]);
};
/** The normals of a flat-topped hex's three pairs of sides. */
const HEX_AXES: readonly Point[] = [30, 90, 150].map((deg): Point => {
  const a = (deg * Math.PI) / 180;
  return [Math.cos(a), Math.sin(a)];
});

const span = (points: readonly Point[], [ax, ay]: Point): [number, number] => {
  let lo = Number.POSITIVE_INFINITY;
  let hi = Number.NEGATIVE_INFINITY;
  for (const [x, y] of points) {
    const v = x * ax + y * ay;
    if (v < lo) lo = v;
    if (v > hi) hi = v;
  }
  return [lo, hi];
};

/** The area a target hex is seen through from a thrower's centre, with the axes that can separate a hex from it. */
interface ViewArea {
  points: Point[];
  axes: Point[];
  /** The segment from the thrower's centre to the target's: every point of the area lies within 1 of it. */
  from: Point;
  to: Point;
}

function viewArea(from: Hex, to: Hex): ViewArea {
  const points = [centre(from), ...corners(to)];
  const axes: Point[] = [...HEX_AXES];
  for (let i = 0; i < points.length; i++)
    for (let j = i + 1; j < points.length; j++) {
      const [x1, y1] = points[i] as Point;
      const [x2, y2] = points[j] as Point;
      const len = Math.hypot(x2 - x1, y2 - y1);
      if (len > EPSILON) axes.push([(y1 - y2) / len, (x2 - x1) / len]);
    }
  return { points, axes, from: centre(from), to: centre(to) };
}

/** The distance from a point to a segment. */
function toSegment([px, py]: Point, [ax, ay]: Point, [bx, by]: Point): number {
  const dx = bx - ax;
  const dy = by - ay;
  const t = Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / (dx * dx + dy * dy)));
  return Math.hypot(px - ax - t * dx, py - ay - t * dy);
}

function crosses(area: ViewArea, h: Hex): boolean {
  // Far from the segment between the centres, a hex cannot reach the area (both lie within 1 of their centre lines).
  if (toSegment(centre(h), area.from, area.to) >= 2) return false;
  const hex = corners(h);
  for (const axis of area.axes) {
    const [a0, a1] = span(area.points, axis);
    const [b0, b1] = span(hex, axis);
    if (a1 <= b0 + EPSILON || b1 <= a0 + EPSILON) return false;
  }
  return true;
}

/**
 * Whether the hex `h` hides part of the target hex `to` from the centre of `from` (9.5): whether it crosses the
 * area swept by every line from that centre to a point of the target hex's sides (the hull of the centre and the
 * target's six corners). Two convex shapes overlap unless some axis, among the normals of their sides, separates
 * them; the hull's sides are among the lines joining its seven points, so testing all of those is enough. Touching
 * (a shared corner or a side grazed) leaves the view clear.
 */
export const hidesPart = (from: Hex, to: Hex, h: Hex): boolean => crosses(viewArea(from, to), h);

/**
 * The hex among `blockers` that blocks a throw from `from` at `to`, or null (9.5). `wholeHex` (Ludus's default,
 * docs/rulings.md): any of them that hides any part of the target's hex; `centre` (the option): any on the line
 * drawn from centre to centre (core/hex.ts `line`). The thrower's and the target's own hexes never block.
 */
export function lineBlocker(
  reading: GladiatoriOptions['lineOfFire'] | undefined,
  from: Hex,
  to: Hex,
  blockers: readonly Hex[],
): Hex | null {
  const others = blockers.filter((h) => !hexEq(h, from) && !hexEq(h, to));
  if (reading === 'centre') {
    const between = line(from, to).slice(1, -1);
    return others.find((h) => between.some((b) => hexEq(b, h))) ?? null;
  }
  if (others.length === 0) return null;
  const area = viewArea(from, to);
  return others.find((h) => crosses(area, h)) ?? null;
}

/** The hexes of the fighters who block a line of fire: everyone on his feet (face-down fighters are ignored, 9.5). */
export const standingHexes = (s: GladiatoriState): Hex[] =>
  s.seats.flatMap((x) => {
    const o = s.fighters[x] as Fighter;
    return fighting(o) && !o.faceDown ? [o.at] : [];
  });

/**
 * Why the line of fire from `from` to `to` is not clear, or null (9.5): a fighter on his feet in the way, or one of
 * `also` (the animals on the sand, when the target is an animal); the reading is the `lineOfFire` option.
 */
export function lineOfFireProblem(
  s: GladiatoriState,
  from: Hex,
  to: Hex,
  targetName: string,
  also: readonly Hex[] = [],
): string | null {
  const hit = lineBlocker(s.options.lineOfFire, from, to, [...standingHexes(s), ...also]);
  if (!hit) return null;
  const who = s.seats.map((x) => s.fighters[x] as Fighter).find((o) => hexEq(o.at, hit) && fighting(o));
  const what = who ? who.name : 'an animal';
  return s.options.lineOfFire === 'centre'
    ? `the line of fire to ${targetName} is blocked: ${what} stands on it (${RULE.throwing})`
    : `the line of fire to ${targetName} is blocked: ${what} hides part of ${targetName}'s hex (${RULE.throwing})`;
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
  return lineOfFireProblem(s, f.at, t.at, t.name);
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
