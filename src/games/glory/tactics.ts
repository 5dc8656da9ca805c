/**
 * Pure helpers for the bots: where a figure's move may end (2.3, 2.4, 2.5), found like movement.ts' `reachable` but
 * without the steps of each move, into typed arrays kept between calls, for a bot that weighs a foe's next move many
 * times a turn. Every other figure stands still, as in `reachable`.
 */
import { arenaCells } from './movement.js';
import type { Figure } from './types.js';

/** The largest arena the options allow (its radius), for the buffers. */
const MAX_RADIUS = 12;
const MAX_SIDE = 2 * MAX_RADIUS + 1;
/** Search states, cell * 16 + facing * 2 + free turn used, as in movement.ts; a place is a state without its last bit. */
const STATES = MAX_SIDE * MAX_SIDE * 16;
/** The ends, at most one a cell and facing. */
const PLACES = MAX_SIDE * MAX_SIDE * 6;
/**
 * The cheapest cost found for a state with the search that found it, search * COST_SPAN + cost (as in movement.ts):
 * anything below search * COST_SPAN is an older search's. Counted afresh, the buffers cleared, before it overflows.
 */
const COST_SPAN = 64;
const bestAt = new Uint32Array(STATES);
const enteredOf = new Uint8Array(STATES);
const placedAt = new Uint32Array(STATES / 2);
/** The queues of states by cost, the c-th from c * STATES on (grown for a faster man); a state enters each at most once. */
let queue = new Int32Array(STATES * 3);
const queueLength = new Int32Array(COST_SPAN);
let search = 0;
/** The neighbour tables (movement.ts arenaCells) by radius, read here without a call through an imported name. */
const steps: Int32Array[] = [];

/** The ends of one figure's moves: hex (as a cell of the arena's bounding square), facing and hexes entered. */
export interface Ends {
  count: number;
  cell: Int32Array;
  facing: Uint8Array;
  entered: Uint8Array;
}

export const newEnds = (): Ends => ({
  count: 0,
  cell: new Int32Array(PLACES),
  facing: new Uint8Array(PLACES),
  entered: new Uint8Array(PLACES),
});

/**
 * Every place and facing the figure can end his move in (each once, as `reachable` lists them, the hexes entered by
 * the cheapest way there), with `rate` movement points. `taken` marks by cell the hexes other figures hold; cells are
 * (q + radius) * side + r + radius with side = 2 * radius + 1.
 */
export function endsOf(f: Figure, rate: number, radius: number, taken: (cell: number) => boolean, out: Ends): Ends {
  if (radius > MAX_RADIUS) throw new Error(`arena radius ${radius} is beyond the search's ${MAX_RADIUS}`);
  const side = 2 * radius + 1;
  let next = steps[radius];
  if (next === undefined) {
    next = arenaCells(radius).step;
    steps[radius] = next;
  }
  if (rate >= COST_SPAN) throw new Error(`movement ${rate} is beyond the search's ${COST_SPAN - 1}`);
  const free = f.kit.helmet === 'none';
  if (rate === 2 && !free) return twoPoints(f, radius, side, next, taken, out);
  if (search + 1 >= 0xffffffff / COST_SPAN) {
    search = 0;
    bestAt.fill(0);
    placedAt.fill(0);
  }
  search += 1;
  const id = search;
  const seen = id * COST_SPAN;
  const outCell = out.cell;
  const outFacing = out.facing;
  const outEntered = out.entered;
  let count = 0;
  // One queue a cost, taken in order of cost, each first in first out: a step costs 0 or 1, so a free turn joins the
  // end of the queue being taken and any other step the next one. This is the order of the rules' search
  // (movement.ts searchReach), so that where two ways to a place cost the same, both keep the hexes entered of the
  // same one.
  if (queue.length < (rate + 1) * STATES) queue = new Int32Array((rate + 1) * STATES);
  for (let c = 0; c <= rate; c++) queueLength[c] = 0;
  const start = ((f.at.q + radius) * side + (f.at.r + radius)) * 16 + f.facing * 2;
  bestAt[start] = seen;
  enteredOf[start] = 0;
  queue[0] = start;
  queueLength[0] = 1;
  for (let cost = 0; cost <= rate; cost++) {
    const here = cost * STATES;
    for (let i = 0; i < (queueLength[cost] as number); i++) {
      const st = queue[here + i] as number;
      if ((bestAt[st] as number) < seen + cost) continue;
      const freeUsed = st & 1;
      const place = st >> 1;
      const facing = place & 7;
      const cell = st >> 4;
      const enteredHere = enteredOf[st] as number;
      if (placedAt[place] !== id) {
        placedAt[place] = id;
        outCell[count] = cell;
        outFacing[count] = facing;
        outEntered[count] = enteredHere;
        count += 1;
      }
      // Forward into the hex ahead, for a point: in the arena (the table's -1 is beyond the wall) and not taken.
      if (cost < rate) {
        const ncell = next[cell * 8 + facing] as number;
        if (ncell >= 0 && !taken(ncell)) {
          const to = ncell * 16 + facing * 2;
          const then = seen + cost + 1;
          const best = bestAt[to] as number;
          if (best < seen || best > then) {
            bestAt[to] = then;
            enteredOf[to] = enteredHere + 1;
            const at = queueLength[cost + 1] as number;
            queue[here + STATES + at] = to;
            queueLength[cost + 1] = at + 1;
          }
        }
      }
      // A turn left, then right: free for the first in a hex without a helmet (2.4), which marks the free turn used
      // (a man with a helmet never has one, so his states keep the bit 0).
      const turnCost = free && freeUsed === 0 ? 0 : 1;
      const thenCost = cost + turnCost;
      if (thenCost > rate) continue;
      const then = seen + thenCost;
      const stay = cell * 16 + (free ? 1 : 0);
      const into = thenCost * STATES;
      for (let k = 0; k < 2; k++) {
        const to = stay + (k === 0 ? (facing === 0 ? 5 : facing - 1) : facing === 5 ? 0 : facing + 1) * 2;
        const best = bestAt[to] as number;
        if (best >= seen && best <= then) continue;
        bestAt[to] = then;
        enteredOf[to] = enteredHere;
        const at = queueLength[thenCost] as number;
        queue[into + at] = to;
        queueLength[thenCost] = at + 1;
      }
    }
  }
  out.count = count;
  return out;
}

/**
 * endsOf for a man with a helmet and two movement points, the brawlers' usual case: every step costs one (2.3, 2.4),
 * so his ends are the few moves of two steps, listed here in the very order the search would find them (by cost, and
 * at each cost forward before left before right): stand; one hex ahead; a turn left, right; two ahead; a hex ahead and
 * a turn left, right; a turn left and a hex that way; two turns left; a turn right and a hex that way; two turns right.
 */
function twoPoints(
  f: Figure,
  radius: number,
  side: number,
  next: Int32Array,
  taken: (cell: number) => boolean,
  out: Ends,
): Ends {
  const at = (f.at.q + radius) * side + (f.at.r + radius);
  const facing: number = f.facing;
  const leftFacing = facing === 0 ? 5 : facing - 1;
  const rightFacing = facing === 5 ? 0 : facing + 1;
  // The hexes a step forward enters: ahead, two ahead, and ahead after a turn either way (-1: beyond the wall or held).
  let ahead = next[at * 8 + facing] as number;
  if (ahead >= 0 && taken(ahead)) ahead = -1;
  let twoAhead = ahead >= 0 ? (next[ahead * 8 + facing] as number) : -1;
  if (twoAhead >= 0 && taken(twoAhead)) twoAhead = -1;
  let leftAhead = next[at * 8 + leftFacing] as number;
  if (leftAhead >= 0 && taken(leftAhead)) leftAhead = -1;
  let rightAhead = next[at * 8 + rightFacing] as number;
  if (rightAhead >= 0 && taken(rightAhead)) rightAhead = -1;
  let n = put(out, 0, at, facing, 0);
  if (ahead >= 0) n = put(out, n, ahead, facing, 1);
  n = put(out, n, at, leftFacing, 0);
  n = put(out, n, at, rightFacing, 0);
  if (twoAhead >= 0) n = put(out, n, twoAhead, facing, 2);
  if (ahead >= 0) {
    n = put(out, n, ahead, leftFacing, 1);
    n = put(out, n, ahead, rightFacing, 1);
  }
  if (leftAhead >= 0) n = put(out, n, leftAhead, leftFacing, 1);
  n = put(out, n, at, leftFacing === 0 ? 5 : leftFacing - 1, 0);
  if (rightAhead >= 0) n = put(out, n, rightAhead, rightFacing, 1);
  n = put(out, n, at, rightFacing === 5 ? 0 : rightFacing + 1, 0);
  out.count = n;
  return out;
}

/** Writes an end as the n-th of `out` and gives the count after it. */
function put(out: Ends, n: number, cell: number, facing: number, entered: number): number {
  out.cell[n] = cell;
  out.facing[n] = facing;
  out.entered[n] = entered;
  return n + 1;
}
