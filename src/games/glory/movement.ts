/**
 * Movement (2.3-2.5, 3.7, 4.2): a figure steps into the hex it faces for one movement, turns a hexside for one (the
 * first turn in each hex free without a helmet), picks up a weapon for one, and may not attack after entering more
 * than four hexes. After two hits his movement is halved, rounding down, never below 2.
 */
import { type Direction, distance, type Hex, hexEq, hexKey, neighbour, turn } from '../../core/hex.js';
import { type Result, type RuleViolation, violation } from '../../core/result.js';
import { HITS_TO_HALVE, MIN_MOVEMENT, RULE } from './tables.js';
import type { Figure, GloryState, Step } from './types.js';

export const inArena = (h: Hex, radius: number): boolean => distance(h, { q: 0, r: 0 }) <= radius;

/** The movement a figure has this turn (1.4, 4.2). */
export const movementNow = (f: Figure): number =>
  f.hits >= HITS_TO_HALVE ? Math.max(MIN_MOVEMENT, Math.floor(f.movement / 2)) : f.movement;

/** Figures that block a hex: every one still in the arena, standing or fallen (the dead are carried out). */
export const blocks = (f: Figure): boolean => f.out !== 'dead' && f.out !== 'spared';

export function occupant(s: GloryState, h: Hex, except?: string): Figure | undefined {
  for (const seat of s.seats) {
    const f = s.figures[seat] as Figure;
    if (seat !== except && blocks(f) && hexEq(f.at, h)) return f;
  }
  return undefined;
}

export interface Walked {
  at: Hex;
  facing: Direction;
  /** Hexes entered, for the limit on attacking (2.5). */
  entered: number;
  cost: number;
  pickedUp: boolean;
}

/** One step's cost (2.3, 2.4, 3.7): turning is free once a hex without a helmet. */
const stepCost = (f: Figure, step: Step, freeTurnUsed: boolean): number =>
  (step === 'L' || step === 'R') && f.kit.helmet === 'none' && !freeTurnUsed ? 0 : 1;

/** Walks `steps` from where the figure stands, every other figure standing still; a violation names the bad step. */
export function walk(s: GloryState, f: Figure, steps: readonly Step[]): Result<Walked, RuleViolation> {
  const rate = movementNow(f);
  let at = f.at;
  let facing = f.facing;
  let entered = 0;
  let cost = 0;
  let freeTurnUsed = false;
  let pickedUp = false;
  for (const [i, step] of steps.entries()) {
    const c = stepCost(f, step, freeTurnUsed);
    if (c === 0) freeTurnUsed = true;
    cost += c;
    if (cost > rate)
      return violation(
        'beyond-movement',
        RULE.move,
        `step ${i + 1} (${step}) goes beyond ${f.name}'s movement of ${rate}`,
        {
          movement: rate,
          steps: steps.join(''),
        },
      );
    if (step === 'L' || step === 'R') facing = turn(facing, step === 'L' ? -1 : 1);
    else if (step === 'F') {
      const next = neighbour(at, facing);
      if (!inArena(next, s.options.arenaRadius))
        return violation('off-arena', RULE.move, `step ${i + 1} leaves the arena at ${hexKey(next)}`, { hex: next });
      const other = occupant(s, next, f.seat);
      if (other)
        return violation('hex-taken', RULE.move, `step ${i + 1} enters ${hexKey(next)}, where ${other.name} stands`, {
          hex: next,
        });
      at = next;
      entered += 1;
      freeTurnUsed = false;
    } else {
      if (pickedUp || f.kit.weapon !== null)
        return violation('no-pick-up', RULE.pickUp, `step ${i + 1}: ${f.name} already holds a weapon`);
      if (!s.dropped.some((d) => hexEq(d.at, at)))
        return violation('no-pick-up', RULE.pickUp, `step ${i + 1}: no weapon lies at ${hexKey(at)}`, { hex: at });
      pickedUp = true;
    }
  }
  return { ok: true, value: { at, facing, entered, cost, pickedUp } };
}

export interface Reach extends Walked {
  steps: Step[];
}

/**
 * Every place and facing the figure can end his move in, each by its cheapest steps, every other figure standing
 * still (2.3, 2.4), starting with where he stands. A search by cost over (hex, facing, free turn used), each cost a
 * bucket, since a step costs 0 or 1.
 */
export function reachable(s: GloryState, f: Figure): Reach[] {
  const rate = movementNow(f);
  const free = f.kit.helmet === 'none';
  const radius = s.options.arenaRadius;
  // Hexes as numbers 0 .. side² - 1 over the arena's bounding square; flat arrays instead of sets and maps.
  const side = 2 * radius + 1;
  const cell = (q: number, r: number): number => (q + radius) * side + (r + radius);
  const taken = new Uint8Array(side * side);
  for (const seat of s.seats) {
    const o = s.figures[seat] as Figure;
    if (seat !== f.seat && blocks(o)) taken[cell(o.at.q, o.at.r)] = 1;
  }
  interface Node {
    q: number;
    r: number;
    facing: Direction;
    freeUsed: boolean;
    entered: number;
    cost: number;
    step: Step | null;
    parent: Node | null;
  }
  // Cheapest cost found by (hex, facing, free turn used); 255 = not yet reached.
  const bestCost = new Uint8Array(side * side * 12).fill(255);
  const stateKey = (q: number, r: number, facing: number, freeUsed: boolean): number =>
    (cell(q, r) * 6 + facing) * 2 + (freeUsed ? 1 : 0);
  const placed = new Uint8Array(side * side * 6);
  const buckets: Node[][] = Array.from({ length: rate + 1 }, () => []);
  const first: Node = {
    q: f.at.q,
    r: f.at.r,
    facing: f.facing,
    freeUsed: false,
    entered: 0,
    cost: 0,
    step: null,
    parent: null,
  };
  buckets[0]?.push(first);
  bestCost[stateKey(first.q, first.r, first.facing, false)] = 0;
  const out: Reach[] = [];
  for (let cost = 0; cost <= rate; cost++) {
    const bucket = buckets[cost] as Node[];
    for (let i = 0; i < bucket.length; i++) {
      const cur = bucket[i] as Node;
      if ((bestCost[stateKey(cur.q, cur.r, cur.facing, cur.freeUsed)] as number) < cur.cost) continue;
      const place = cell(cur.q, cur.r) * 6 + cur.facing;
      if (placed[place] === 0) {
        placed[place] = 1;
        out.push({
          at: { q: cur.q, r: cur.r },
          facing: cur.facing,
          entered: cur.entered,
          cost: cur.cost,
          pickedUp: false,
          steps: stepsTo(cur),
        });
      }
      const turnCost = free && !cur.freeUsed ? 0 : 1;
      for (const step of ['F', 'L', 'R'] as const) {
        const c = step === 'F' ? 1 : turnCost;
        const next = cur.cost + c;
        if (next > rate) continue;
        let { q, r, facing, freeUsed, entered } = cur;
        if (step === 'F') {
          const to = neighbour({ q, r }, facing);
          if (!inArena(to, radius) || taken[cell(to.q, to.r)] === 1) continue;
          q = to.q;
          r = to.r;
          freeUsed = false;
          entered += 1;
        } else {
          facing = turn(facing, step === 'L' ? -1 : 1);
          freeUsed = freeUsed || c === 0;
        }
        const key = stateKey(q, r, facing, freeUsed);
        if ((bestCost[key] as number) <= next) continue;
        bestCost[key] = next;
        buckets[next]?.push({ q, r, facing, freeUsed, entered, cost: next, step, parent: cur });
      }
    }
  }
  return out;
}

function stepsTo(node: { step: Step | null; parent: unknown }): Step[] {
  const steps: Step[] = [];
  let n = node as { step: Step | null; parent: unknown } | null;
  while (n && n.step !== null) {
    steps.push(n.step);
    n = n.parent as typeof n;
  }
  return steps.reverse();
}
