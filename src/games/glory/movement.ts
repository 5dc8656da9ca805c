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
 * still (2.3, 2.4), starting with where he stands. Breadth first over (hex, facing, free turn used).
 */
export function reachable(s: GloryState, f: Figure): Reach[] {
  const rate = movementNow(f);
  const free = f.kit.helmet === 'none';
  const best = new Map<string, Reach & { freeUsed: boolean }>();
  const start: Reach & { freeUsed: boolean } = {
    at: f.at,
    facing: f.facing,
    entered: 0,
    cost: 0,
    pickedUp: false,
    steps: [],
    freeUsed: false,
  };
  const queue = [start];
  best.set(`${hexKey(f.at)}/${f.facing}/0`, start);
  const out: Reach[] = [];
  const seen = new Set<string>();
  while (queue.length > 0) {
    const cur = queue.shift() as (typeof queue)[number];
    const place = `${hexKey(cur.at)}/${cur.facing}`;
    if (!seen.has(place)) {
      seen.add(place);
      out.push({
        at: cur.at,
        facing: cur.facing,
        entered: cur.entered,
        cost: cur.cost,
        pickedUp: false,
        steps: cur.steps,
      });
    }
    const moves: { step: Step; c: number }[] = [
      { step: 'F', c: 1 },
      { step: 'L', c: free && !cur.freeUsed ? 0 : 1 },
      { step: 'R', c: free && !cur.freeUsed ? 0 : 1 },
    ];
    for (const { step, c } of moves) {
      if (cur.cost + c > rate) continue;
      let at = cur.at;
      let facing = cur.facing;
      let freeUsed = cur.freeUsed || (c === 0 && step !== 'F');
      let entered = cur.entered;
      if (step === 'F') {
        at = neighbour(at, facing);
        if (!inArena(at, s.options.arenaRadius) || occupant(s, at, f.seat)) continue;
        freeUsed = false;
        entered += 1;
      } else facing = turn(facing, step === 'L' ? -1 : 1);
      const key = `${hexKey(at)}/${facing}/${freeUsed ? 1 : 0}`;
      const old = best.get(key);
      const cost = cur.cost + c;
      if (old && old.cost <= cost) continue;
      const next = { at, facing, entered, cost, pickedUp: false, steps: [...cur.steps, step], freeUsed };
      best.set(key, next);
      // Zero-cost turns go first so the queue stays ordered by cost.
      if (c === 0) queue.unshift(next);
      else queue.push(next);
    }
  }
  return out;
}
