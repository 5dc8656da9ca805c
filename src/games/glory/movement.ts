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
  /** The steps written as one word, as legal's form keys the ends of moves. */
  key: string;
}

/** Steps written as one word ("FFL"), each word made once: a number per sequence finds it again. */
const WORDS = new Map<number, string>();
const STEP_DIGIT: Readonly<Record<Step, number>> = { F: 1, L: 2, R: 3, P: 4 };
export function stepsKey(steps: readonly Step[]): string {
  if (steps.length > 13) return steps.join('');
  let code = 0;
  for (let i = 0; i < steps.length; i++) code = code * 5 + STEP_DIGIT[steps[i] as Step];
  const known = WORDS.get(code);
  if (known !== undefined) return known;
  const word = steps.join('');
  WORDS.set(code, word);
  return word;
}

/** Hex steps by direction, as in core/hex.ts, for the search's arithmetic. */
const DQ = [0, 1, 1, 0, -1, -1] as const;
const DR = [-1, -1, 0, 1, 1, 0] as const;
/** The largest arena the options allow (its radius), for the search's buffers. */
const MAX_RADIUS = 12;
const MAX_SIDE = 2 * MAX_RADIUS + 1;
/** Search states (hex, facing, free turn used) over the largest arena; the buffers are reused call after call. */
const STATES = MAX_SIDE * MAX_SIDE * 12;
const bestCost = new Uint8Array(STATES);
const seenAt = new Uint32Array(STATES);
const parentOf = new Int32Array(STATES);
const stepOf = new Uint8Array(STATES);
const enteredOf = new Uint8Array(STATES);
const placedAt = new Uint32Array(STATES / 2);
const takenAt = new Uint32Array(MAX_SIDE * MAX_SIDE);
let search = 0;
const STEP_NAMES: readonly Step[] = ['F', 'L', 'R'];

/**
 * Every place and facing the figure can end his move in, each by its cheapest steps, every other figure standing
 * still (2.3, 2.4), starting with where he stands. A search by cost over (hex, facing, free turn used), each cost a
 * bucket, since a step costs 0 or 1; states are numbers into buffers kept between calls, marked by the search that
 * last touched them.
 */
export function reachable(s: GloryState, f: Figure): Reach[] {
  const rate = movementNow(f);
  const free = f.kit.helmet === 'none';
  const radius = s.options.arenaRadius;
  if (radius > MAX_RADIUS) throw new Error(`arena radius ${radius} is beyond the search's ${MAX_RADIUS}`);
  search += 1;
  const id = search;
  const side = 2 * radius + 1;
  for (const seat of s.seats) {
    const o = s.figures[seat] as Figure;
    if (seat !== f.seat && blocks(o)) takenAt[(o.at.q + radius) * side + (o.at.r + radius)] = id;
  }
  const buckets: number[][] = [];
  for (let c = 0; c <= rate; c++) buckets.push([]);
  const start = (((f.at.q + radius) * side + (f.at.r + radius)) * 6 + f.facing) * 2;
  seenAt[start] = id;
  bestCost[start] = 0;
  parentOf[start] = -1;
  enteredOf[start] = 0;
  (buckets[0] as number[]).push(start);
  const out: Reach[] = [];
  for (let cost = 0; cost <= rate; cost++) {
    const bucket = buckets[cost] as number[];
    for (let i = 0; i < bucket.length; i++) {
      const st = bucket[i] as number;
      if ((bestCost[st] as number) < cost) continue;
      const freeUsed = st & 1;
      const facing = (st >> 1) % 6;
      const cell = ((st >> 1) - facing) / 6;
      const q = Math.floor(cell / side) - radius;
      const r = (cell % side) - radius;
      const place = st >> 1;
      if (placedAt[place] !== id) {
        placedAt[place] = id;
        const steps: Step[] = [];
        for (let n = st; parentOf[n] !== -1; n = parentOf[n] as number)
          steps.push(STEP_NAMES[stepOf[n] as number] as Step);
        steps.reverse();
        out.push({
          at: { q, r },
          facing: facing as Direction,
          entered: enteredOf[st] as number,
          cost,
          pickedUp: false,
          steps,
          key: stepsKey(steps),
        });
      }
      const turnCost = free && freeUsed === 0 ? 0 : 1;
      for (let k = 0; k < 3; k++) {
        const next = cost + (k === 0 ? 1 : turnCost);
        if (next > rate) continue;
        let to: number;
        let entered = enteredOf[st] as number;
        if (k === 0) {
          const nq = q + DQ[facing as Direction];
          const nr = r + DR[facing as Direction];
          if (Math.max(Math.abs(nq), Math.abs(nr), Math.abs(nq + nr)) > radius) continue;
          const ncell = (nq + radius) * side + (nr + radius);
          if (takenAt[ncell] === id) continue;
          to = (ncell * 6 + facing) * 2;
          entered += 1;
        } else {
          const nf = (facing + (k === 1 ? 5 : 1)) % 6;
          to = ((cell * 6 + nf) * 2) | (freeUsed === 1 || turnCost === 0 ? 1 : 0);
        }
        if (seenAt[to] === id && (bestCost[to] as number) <= next) continue;
        seenAt[to] = id;
        bestCost[to] = next;
        parentOf[to] = st;
        stepOf[to] = k;
        enteredOf[to] = entered;
        (buckets[next] as number[]).push(to);
      }
    }
  }
  return out;
}
