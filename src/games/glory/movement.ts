/**
 * Movement (2.3-2.5, 3.7, 4.2): a figure steps into the hex it faces for one movement, turns a hexside for one (the
 * first turn in each hex free without a helmet), picks up a weapon for one, and may not attack after entering more
 * than four hexes. After two hits his movement is halved, rounding down, never below 2.
 */
import { type Direction, distance, type Hex } from '../../core/hex.js';
import { type Result, type RuleViolation, violation } from '../../core/result.js';
import { manOf as manOfImported } from './creation.js';
import { HITS_TO_HALVE, MAX_MOVE_TO_ATTACK, MIN_MOVEMENT, SEATS as SEAT_NAMES, RULE as SECTIONS } from './tables.js';
import type { Figure, GloryState, Step } from './types.js';

/** The section numbers, read once: under tsx and the test runner each use of an imported name is a getter call. */
const RULE = SECTIONS;
/**
 * A man by his seat (creation.ts manOf, each usual seat read by its own name: a read by a key that changes from one
 * read to the next is the engine's slow generic path), read once: an imported name is a call on each use.
 */
const manOf = manOfImported;

export const inArena = (h: Hex, radius: number): boolean => distance(h, { q: 0, r: 0 }) <= radius;

/** The movement a figure has this turn (1.4, 4.2). */
export const movementNow = (f: Figure): number =>
  f.hits >= HITS_TO_HALVE ? Math.max(MIN_MOVEMENT, Math.floor(f.movement / 2)) : f.movement;

/** Figures that block a hex: every one still in the arena, standing or fallen (the dead are carried out). */
export const blocks = (f: Figure): boolean => f.out !== 'dead' && f.out !== 'spared';

export function occupant(s: GloryState, h: Hex, except?: string): Figure | undefined {
  for (const seat of s.seats) {
    const f = manOf(s.figures, seat) as Figure;
    if (seat !== except && f.at.q === h.q && f.at.r === h.r && blocks(f)) return f;
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

/** The man other than `except` who blocks hex (q, r), if any (occupant without building a hex). */
function occupantAt(s: GloryState, q: number, r: number, except: string): Figure | undefined {
  for (const seat of s.seats) {
    const o = manOf(s.figures, seat) as Figure;
    if (seat !== except && o.at.q === q && o.at.r === r && o.out !== 'dead' && o.out !== 'spared') return o;
  }
  return undefined;
}

/**
 * Walks `steps` from where the figure stands, every other figure standing still; a violation names the bad step.
 * By arithmetic on the hex's numbers: a hex object is made only for the end of the walk or a refusal.
 */
export function walk(s: GloryState, f: Figure, steps: readonly Step[]): Result<Walked, RuleViolation> {
  const rate = movementNow(f);
  const radius = s.options.arenaRadius;
  const free = f.kit.helmet === 'none';
  let q = f.at.q;
  let r = f.at.r;
  let facing: number = f.facing;
  let entered = 0;
  let cost = 0;
  let freeTurnUsed = false;
  let pickedUp = false;
  for (let i = 0; i < steps.length; i++) {
    const step = steps[i] as Step;
    const turning = step === 'L' || step === 'R';
    // 2.3, 2.4, 3.7: turning is free once a hex without a helmet; every other step costs one.
    if (turning && free && !freeTurnUsed) freeTurnUsed = true;
    else cost += 1;
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
    if (turning) facing = step === 'L' ? (facing + 5) % 6 : (facing + 1) % 6;
    else if (step === 'F') {
      const nq = q + (DQ[facing] as number);
      const nr = r + (DR[facing] as number);
      if (Math.max(Math.abs(nq), Math.abs(nr), Math.abs(nq + nr)) > radius)
        return violation('off-arena', RULE.move, `step ${i + 1} leaves the arena at ${nq},${nr}`, {
          hex: { q: nq, r: nr },
        });
      const other = occupantAt(s, nq, nr, f.seat);
      if (other)
        return violation('hex-taken', RULE.move, `step ${i + 1} enters ${nq},${nr}, where ${other.name} stands`, {
          hex: { q: nq, r: nr },
        });
      q = nq;
      r = nr;
      entered += 1;
      freeTurnUsed = false;
    } else {
      if (pickedUp || f.kit.weapon !== null)
        return violation('no-pick-up', RULE.pickUp, `step ${i + 1}: ${f.name} already holds a weapon`);
      if (!s.dropped.some((d) => d.at.q === q && d.at.r === r))
        return violation('no-pick-up', RULE.pickUp, `step ${i + 1}: no weapon lies at ${q},${r}`, { hex: { q, r } });
      pickedUp = true;
    }
  }
  const at = entered === 0 ? f.at : { q, r };
  return { ok: true, value: { at, facing: facing as Direction, entered, cost, pickedUp } };
}

export interface Reach extends Walked {
  /** The cheapest steps to the place; one frozen array per sequence, shared by every search that finds it. */
  steps: Step[];
  /** The steps written as one word, as legal's form keys the ends of moves. */
  key: string;
  /**
   * Where the cheapest way enters more hexes than an attacker may (2.5) but another within the movement enters few
   * enough: the cheapest such way, which legal's attacks to this place take.
   */
  attack?: { steps: Step[]; key: string; entered: number; cost: number };
}

/**
 * Every sequence of steps met so far, numbered in a tree (0 the empty one, each number's children by step), so that
 * the search carries a sequence as one number and each sequence's array and word are made once, when first asked.
 */
const DIGIT_STEP: readonly Step[] = ['F', 'L', 'R', 'P'];
let children = new Int32Array(4096).fill(-1);
const parentSeq: number[] = [-1];
const lastStep: Step[] = ['F'];
const sequences: (Step[] | undefined)[] = [Object.freeze([]) as unknown as Step[]];
const words: (string | undefined)[] = [''];

/** The number of sequence `seq` followed by one more step (its digit, F 0, L 1, R 2, P 3). */
export function childSeq(seq: number, digit: number): number {
  const slot = seq * 4 + digit;
  const known = children[slot] as number;
  if (known !== -1) return known;
  const id = parentSeq.length;
  parentSeq.push(seq);
  lastStep.push(DIGIT_STEP[digit] as Step);
  sequences.push(undefined);
  words.push(undefined);
  if (children.length < (id + 1) * 4) {
    const grown = new Int32Array(children.length * 2).fill(-1);
    grown.set(children);
    children = grown;
  }
  children[slot] = id;
  return id;
}

/** The steps of sequence `seq`, as one frozen array shared by everyone who asks. */
export function stepsOfSeq(seq: number): Step[] {
  const known = sequences[seq];
  if (known !== undefined) return known;
  const steps: Step[] = [];
  for (let n = seq; n > 0; n = parentSeq[n] as number) steps.push(lastStep[n] as Step);
  steps.reverse();
  Object.freeze(steps);
  sequences[seq] = steps;
  return steps;
}

/**
 * The steps of sequence `seq` written as one word ("FFL"), made once. The word is the copy the engine's string table
 * holds (read back as an object's key), so that using it as a key of legal's `ends` needs no look-up there.
 */
export function wordOfSeq(seq: number): string {
  const known = words[seq];
  if (known !== undefined) return known;
  const word = Object.keys({ [stepsOfSeq(seq).join('')]: 0 })[0] as string;
  words[seq] = word;
  return word;
}

/** The number of a sequence of steps. */
export function seqOf(steps: readonly Step[]): number {
  let seq = 0;
  for (let i = 0; i < steps.length; i++) {
    const step = steps[i];
    seq = childSeq(seq, step === 'F' ? 0 : step === 'L' ? 1 : step === 'R' ? 2 : 3);
  }
  return seq;
}

/** Steps written as one word ("FFL"), each word made once. */
export const stepsKey = (steps: readonly Step[]): string => wordOfSeq(seqOf(steps));

/** Hex steps by direction, as in core/hex.ts, for the search's arithmetic. */
const DQ = [0, 1, 1, 0, -1, -1] as const;
const DR = [-1, -1, 0, 1, 1, 0] as const;

/**
 * An arena's hexes by number, (q + radius) * (2 * radius + 1) + r + radius over its bounding square, worked out once
 * a radius: each as one frozen Hex, and the hex a step away in each direction (-1 off the arena).
 */
export interface ArenaCells {
  radius: number;
  side: number;
  hexes: readonly Hex[];
  /** The neighbour of cell c in direction d at c * 8 + d; -1 outside the arena. */
  step: Int32Array;
}
const ARENAS: ArenaCells[] = [];
export function arenaCells(radius: number): ArenaCells {
  const known = ARENAS[radius];
  if (known) return known;
  const side = 2 * radius + 1;
  const hexes: Hex[] = [];
  const step = new Int32Array(side * side * 8).fill(-1);
  for (let cell = 0; cell < side * side; cell++) {
    const q = Math.floor(cell / side) - radius;
    const r = (cell % side) - radius;
    hexes.push(Object.freeze({ q, r }));
    for (let d = 0; d < 6; d++) {
      const nq = q + (DQ[d] as number);
      const nr = r + (DR[d] as number);
      if (Math.max(Math.abs(nq), Math.abs(nr), Math.abs(nq + nr)) <= radius)
        step[cell * 8 + d] = (nq + radius) * side + nr + radius;
    }
  }
  const arena = { radius, side, hexes, step };
  ARENAS[radius] = arena;
  return arena;
}

/** The largest arena the options allow (its radius), for the search's buffers. */
const MAX_RADIUS = 12;
const MAX_SIDE = 2 * MAX_RADIUS + 1;
/**
 * Search states over the largest arena: cell * 16 + facing * 2 + free turn used, and, in the search of ways that enter
 * few hexes (FEW_BIT), the hexes entered so far times 2 ** FEW_BIT above them (0 in the usual search, whose states so
 * stay packed in the buffers' first part); a place (hex and facing) is a state's bits 1 to 13. The buffers are reused
 * call after call.
 */
const FEW_BIT = 14;
const PLACE_MASK = (1 << (FEW_BIT - 1)) - 1;
const CELL_MASK = (1 << (FEW_BIT - 4)) - 1;
if (MAX_SIDE * MAX_SIDE * 16 > 1 << FEW_BIT) throw new Error('the largest arena does not fit the search states');
/** The most hexes an attacker may have entered (2.5), read once. */
const ATTACK_LIMIT = MAX_MOVE_TO_ATTACK;
/**
 * The fewest movement points with which a man with a helmet may reach a place by a cheapest way entering more than
 * four hexes while another way enters four or fewer: five hexes and two turns (searchEnds). No man has so many (1.4),
 * so the search of such ways is for men without a helmet; a test holds the reasoning against every way by hand.
 */
export const HELMED_FEWEST = ATTACK_LIMIT + 1 + 2;
/** No cap on the hexes entered: the usual search. */
const NO_CAP = 255;
const STATES = (ATTACK_LIMIT + 1) << FEW_BIT;
/**
 * The cheapest cost found for a state, with the search that found it: search * COST_SPAN + cost, so that one read
 * tells both whether this search has met the state and at what cost (anything below search * COST_SPAN is an older
 * search's). The searches are counted afresh, the buffer cleared, before the stamps would outgrow the buffer's words.
 */
const COST_SPAN = 64;
const bestAt = new Uint32Array(STATES);
const seqAt = new Int32Array(STATES);
const enteredOf = new Uint8Array(STATES);
const placedAt = new Uint32Array(PLACE_MASK + 1);
/** The row the search that last placed a place gave it (placedAt tells which search that was). */
const rowAt = new Int32Array(PLACE_MASK + 1);
/** The queues of states of one cost and the next, in turns; each state enters a cost's queue at most once. */
const queueA = new Int32Array(STATES);
const queueB = new Int32Array(STATES);
let search = 0;
/**
 * The hexes other men hold for the rules' search (searchReach), by cell: marked with the number of the search they
 * belong to, 1 to 255, so that a new one needs no clearing (the buffer is cleared when the numbers start again).
 */
const heldAt = new Uint8Array(MAX_SIDE * MAX_SIDE);
let floor = 0;

/** Places (hex and facing) there can be, at most. */
const PLACES = MAX_SIDE * MAX_SIDE * 6;
/**
 * What the last search (searchEnds, searchReach) found: one row a place and facing, in the order found, each by its
 * cheapest steps; the hex is its number in `arena`.
 */
export const found = {
  count: 0,
  /** How many foes the search put in the list it was given. */
  foes: 0,
  arena: arenaCells(1),
  cell: new Int32Array(PLACES),
  facing: new Uint8Array(PLACES),
  entered: new Uint8Array(PLACES),
  cost: new Uint8Array(PLACES),
  /** The steps, as the number of their sequence (stepsOfSeq, wordOfSeq); good only when the search was asked for them. */
  seq: new Int32Array(PLACES),
  /**
   * For a row whose way enters more hexes than an attacker may (2.5), when the search was asked for `fewest`: the
   * hexes entered by the cheapest way to the same place within the movement that enters few enough (NONE_FEW when
   * there is none), with that way's cost and steps (seq as above). Not to be read for any other row.
   */
  attackEntered: new Uint8Array(PLACES),
  attackCost: new Uint8Array(PLACES),
  attackSeq: new Int32Array(PLACES),
};
/** found.attackEntered of a place no way within the movement reaches entering few enough hexes to attack. */
export const NONE_FEW = 255;

/** The rows of the search of ways entering few hexes, by the place's row (rowAt); found's fields alike. */
const few = {
  cell: new Int32Array(PLACES),
  facing: new Uint8Array(PLACES),
  entered: new Uint8Array(PLACES),
  cost: new Uint8Array(PLACES),
  seq: new Int32Array(PLACES),
};

/** The seats' names in seat order (tables.ts), read once: the search compares each man's seat with them. */
const SEATS: readonly string[] = SEAT_NAMES;

/**
 * The man at the i-th seat when the seats are named a to h (SEATS), each read by its name: a read by a key that
 * changes from one read to the next takes the engine's slow generic path, and a search reads every man.
 */
function manAt(figures: Record<string, Figure>, i: number): Figure | undefined {
  switch (i) {
    case 0:
      return figures.a;
    case 1:
      return figures.b;
    case 2:
      return figures.c;
    case 3:
      return figures.d;
    case 4:
      return figures.e;
    case 5:
      return figures.f;
    case 6:
      return figures.g;
    case 7:
      return figures.h;
    default:
      return undefined;
  }
}

/**
 * Every place and facing the figure can end his move in, each by its cheapest steps, every other figure standing
 * still (2.3, 2.4), starting with where he stands; the rows go to `found` (searchEnds). Given `foes`, its first
 * `found.foes` slots are filled, in seat order, with the men of other sides still fighting (legal wants them, and the
 * walk over the seats to mark the held hexes meets them all); slots beyond are left as they were, so that a list kept
 * call after call needs no emptying. Asked with `fewest` (searchEnds): each end whose cheapest way enters too many
 * hexes to attack after it gets the way, if any, that enters few enough. `bySearch` as in searchEnds.
 */
export function searchReach(s: GloryState, f: Figure, foes?: Figure[], bySearch = false): number {
  const radius = s.options.arenaRadius;
  if (floor === 255) {
    floor = 0;
    heldAt.fill(0);
  }
  floor += 1;
  const id = floor;
  const side = 2 * radius + 1;
  const mySide = f.side;
  let foeCount = 0;
  const seats = s.seats;
  const figures = s.figures;
  for (let i = 0; i < seats.length; i++) {
    const seat = seats[i] as string;
    const o = (seat === SEATS[i] ? manAt(figures, i) : figures[seat]) as Figure;
    if (seat === f.seat || o.out === 'dead' || o.out === 'spared') continue;
    heldAt[(o.at.q + radius) * side + (o.at.r + radius)] = id;
    if (foes !== undefined && o.side !== mySide && o.out === null) foes[foeCount++] = o;
  }
  found.foes = foeCount;
  return searchEnds(f, movementNow(f), arenaCells(radius), heldAt, id, true, true, bySearch);
}

/**
 * The one search of where a man's move may end, for the rules (searchReach, for legal) and the bots (tactics.ts
 * endsOf, for a foe's next move): every place and facing figure `f` can end in with `rate` movement points, each once,
 * by its cheapest steps, starting with where he stands, the hexes marked `mark` in `held` (by cell of `arena`) closed
 * to him: each caller says so in his own marks, with no call a hex. Into `found`,
 * one row each: the hex (a cell of `arena`), facing, hexes entered, cost and the steps' sequence. A search by cost
 * over (hex, facing, free turn used), each cost a queue taken first in first out, since a step costs 0 or 1; states
 * are numbers into buffers kept between calls, marked by the search that last touched them. Where two ways to a place
 * cost the same, the row is the first way met in that order, so everyone who asks counts the same hexes entered.
 * Without `steps` (the bots read no steps) the search does not follow them, and the rows' seq is not to be read.
 * With `fewest`, where some row's way enters more hexes than an attacker may (2.5: a man of five or more movement
 * points), the same search is run again over states that also count the hexes entered, none past the limit, and each
 * such row gets the cheapest way to its place that stays within it, if any (found.attackEntered, attackCost,
 * attackSeq): another way may turn where the first went straight, or cost more and still be within the movement.
 * Two movement points with a helmet are not searched but written out (twoPoints); `bySearch` makes them searched too,
 * for the tests that hold the two together.
 */
export function searchEnds(
  f: Figure,
  rate: number,
  arena: ArenaCells,
  held: Uint8Array,
  mark: number,
  steps: boolean,
  fewest: boolean,
  bySearch = false,
): number {
  const radius = arena.radius;
  if (radius > MAX_RADIUS) throw new Error(`arena radius ${radius} is beyond the search's ${MAX_RADIUS}`);
  if (rate >= COST_SPAN) throw new Error(`movement ${rate} is beyond the search's ${COST_SPAN - 1}`);
  const at = ((f.at.q + radius) * arena.side + (f.at.r + radius)) | 0;
  // A man with a helmet and two movement points, the brawlers' usual case, needs no search: his few moves are written
  // out in the order the search would find them, and those whose way enters a held hex or leaves the arena passed over.
  if (rate === 2 && f.kit.helmet !== 'none' && !bySearch) return twoPoints(at, f.facing, arena, held, mark);
  const rows = found;
  const count = run(f, at, rate, arena, held, mark, steps, NO_CAP, rows);
  rows.count = count;
  rows.arena = arena;
  // Each hex entered costs a point, so a man of four points or fewer never enters more than an attacker may. With a
  // helmet every turn costs a point too: a way of five hexes or more with one turn at most ends five hexes or more
  // away, where every way enters five at least; ending nearer takes a second turn, so seven points (HELMED_FEWEST).
  if (!fewest || rate <= ATTACK_LIMIT) return count;
  const entered = rows.entered;
  const { cell, facing, attackEntered, attackCost, attackSeq } = rows;
  if (rate < HELMED_FEWEST && f.kit.helmet !== 'none') {
    for (let i = 0; i < count; i++) if ((entered[i] as number) > ATTACK_LIMIT) attackEntered[i] = NONE_FEW;
    return count;
  }
  let over = false;
  for (let i = 0; i < count && !over; i++) over = (entered[i] as number) > ATTACK_LIMIT;
  if (!over) return count;
  run(f, at, rate, arena, held, mark, steps, ATTACK_LIMIT, few);
  const id = search;
  for (let i = 0; i < count; i++) {
    if ((entered[i] as number) <= ATTACK_LIMIT) continue;
    const place = (cell[i] as number) * 8 + (facing[i] as number);
    if (placedAt[place] !== id) {
      attackEntered[i] = NONE_FEW;
      continue;
    }
    const j = rowAt[place] as number;
    attackEntered[i] = few.entered[j] as number;
    attackCost[i] = few.cost[j] as number;
    attackSeq[i] = few.seq[j] as number;
  }
  return count;
}

/**
 * The search itself (searchEnds): from cell `at`, rows into `rows`, their number returned. `cap` is the most hexes a
 * way may enter: NO_CAP for the usual search, whose states leave the hexes entered out (a place's cheapest way is all
 * it wants); below that the hexes entered are part of the state (FEW_BIT), since a dearer way that has entered fewer
 * may still go on where the cheaper one may not.
 */
function run(
  f: Figure,
  at: number,
  rate: number,
  arena: ArenaCells,
  held: Uint8Array,
  mark: number,
  steps: boolean,
  cap: number,
  rows: typeof few,
): number {
  const free = f.kit.helmet === 'none';
  const next = arena.step;
  const capped = cap !== NO_CAP;
  if (search + 1 >= 0xffffffff / COST_SPAN) {
    search = 0;
    bestAt.fill(0);
    placedAt.fill(0);
  }
  search += 1;
  const id = search;
  const seen = id * COST_SPAN;
  const start = at * 16 + f.facing * 2;
  bestAt[start] = seen;
  seqAt[start] = 0;
  enteredOf[start] = 0;
  const foundCell = rows.cell;
  const foundFacing = rows.facing;
  const foundEntered = rows.entered;
  const foundCost = rows.cost;
  const foundSeq = rows.seq;
  let count = 0;
  // The states of this cost, first in first out, and those of the next (a step costs 0 or 1): a free turn joins the
  // end of this cost's queue, any other step the next one's; the two swap when a cost is done.
  let queue = queueA;
  let queueNext = queueB;
  queue[0] = start;
  let length = 1;
  for (let cost = 0; cost <= rate; cost++) {
    const here = seen + cost;
    let nextLength = 0;
    for (let i = 0; i < length; i++) {
      const st = queue[i] as number;
      // Met again more cheaply after it was queued (a free turn): done at that cost.
      if ((bestAt[st] as number) < here) continue;
      const freeUsed = st & 1;
      const place = (st >> 1) & PLACE_MASK;
      const facing = place & 7;
      const cell = (st >> 4) & CELL_MASK;
      const seq = steps ? (seqAt[st] as number) : 0;
      const entered = enteredOf[st] as number;
      if (placedAt[place] !== id) {
        placedAt[place] = id;
        rowAt[place] = count;
        foundCell[count] = cell;
        foundFacing[count] = facing;
        foundEntered[count] = entered;
        foundCost[count] = cost;
        foundSeq[count] = seq;
        count += 1;
      }
      // Forward (F): into the hex ahead, if it is in the arena and not held, and the way may enter one more.
      if (cost < rate && entered < cap) {
        const ncell = next[cell * 8 + facing] as number;
        if (ncell >= 0 && held[ncell] !== mark) {
          const to = (capped ? (entered + 1) << FEW_BIT : 0) + ncell * 16 + facing * 2;
          const best = bestAt[to] as number;
          if (best < seen || best > here + 1) {
            bestAt[to] = here + 1;
            if (steps) seqAt[to] = childSeq(seq, 0);
            enteredOf[to] = entered + 1;
            queueNext[nextLength++] = to;
          }
        }
      }
      // Turning (L, R) a hexside: free once a hex without a helmet, and the free turn is then used.
      const turnFree = free && freeUsed === 0;
      if (!turnFree && cost === rate) continue;
      const then = turnFree ? here : here + 1;
      // The state after the turn, less its facing: a man without a helmet has used his free turn after any turn.
      const stay = (st & ~15) + (free ? 1 : 0);
      const toLeft = stay + (facing === 0 ? 5 : facing - 1) * 2;
      const bestLeft = bestAt[toLeft] as number;
      if (bestLeft < seen || bestLeft > then) {
        bestAt[toLeft] = then;
        if (steps) seqAt[toLeft] = childSeq(seq, 1);
        enteredOf[toLeft] = entered;
        if (turnFree) queue[length++] = toLeft;
        else queueNext[nextLength++] = toLeft;
      }
      const toRight = stay + (facing === 5 ? 0 : facing + 1) * 2;
      const bestRight = bestAt[toRight] as number;
      if (bestRight < seen || bestRight > then) {
        bestAt[toRight] = then;
        if (steps) seqAt[toRight] = childSeq(seq, 2);
        enteredOf[toRight] = entered;
        if (turnFree) queue[length++] = toRight;
        else queueNext[nextLength++] = toRight;
      }
    }
    const done = queue;
    queue = queueNext;
    queueNext = done;
    length = nextLength;
  }
  return count;
}

/** The sequences of the moves of two steps, numbered once. */
const SEQ_F = seqOf(['F']);
const SEQ_L = seqOf(['L']);
const SEQ_R = seqOf(['R']);
const SEQ_FF = seqOf(['F', 'F']);
const SEQ_FL = seqOf(['F', 'L']);
const SEQ_FR = seqOf(['F', 'R']);
const SEQ_LF = seqOf(['L', 'F']);
const SEQ_LL = seqOf(['L', 'L']);
const SEQ_RF = seqOf(['R', 'F']);
const SEQ_RR = seqOf(['R', 'R']);

/**
 * The ends of a man with a helmet and two movement points, the brawlers' usual case, written out: every step costs one
 * (2.3, 2.4), so no way of two steps meets another, and the rows come in the order the search finds them (by cost, and at each cost forward before left before right): stand; one hex ahead; a
 * turn left, right; two ahead; a hex ahead and a turn left, right; a turn left and a hex that way; two turns left; a
 * turn right and a hex that way; two turns right. Into `found`.
 */
function twoPoints(at: number, facing: number, arena: ArenaCells, held: Uint8Array, mark: number): number {
  const next = arena.step;
  const leftFacing = facing === 0 ? 5 : facing - 1;
  const rightFacing = facing === 5 ? 0 : facing + 1;
  // The hexes a step forward enters: ahead, two ahead, and ahead after a turn either way (-1: beyond the wall or held).
  let ahead = next[at * 8 + facing] as number;
  if (ahead >= 0 && held[ahead] === mark) ahead = -1;
  let twoAhead = ahead >= 0 ? (next[ahead * 8 + facing] as number) : -1;
  if (twoAhead >= 0 && held[twoAhead] === mark) twoAhead = -1;
  let leftAhead = next[at * 8 + leftFacing] as number;
  if (leftAhead >= 0 && held[leftAhead] === mark) leftAhead = -1;
  let rightAhead = next[at * 8 + rightFacing] as number;
  if (rightAhead >= 0 && held[rightAhead] === mark) rightAhead = -1;
  let n = put(0, at, facing, 0, 0, 0);
  if (ahead >= 0) n = put(n, ahead, facing, 1, 1, SEQ_F);
  n = put(n, at, leftFacing, 0, 1, SEQ_L);
  n = put(n, at, rightFacing, 0, 1, SEQ_R);
  if (twoAhead >= 0) n = put(n, twoAhead, facing, 2, 2, SEQ_FF);
  if (ahead >= 0) {
    n = put(n, ahead, leftFacing, 1, 2, SEQ_FL);
    n = put(n, ahead, rightFacing, 1, 2, SEQ_FR);
  }
  if (leftAhead >= 0) n = put(n, leftAhead, leftFacing, 1, 2, SEQ_LF);
  n = put(n, at, leftFacing === 0 ? 5 : leftFacing - 1, 0, 2, SEQ_LL);
  if (rightAhead >= 0) n = put(n, rightAhead, rightFacing, 1, 2, SEQ_RF);
  n = put(n, at, rightFacing === 5 ? 0 : rightFacing + 1, 0, 2, SEQ_RR);
  found.count = n;
  found.arena = arena;
  return n;
}

/** Writes a row of `found` as the n-th and gives the count after it. */
function put(n: number, cell: number, facing: number, entered: number, cost: number, seq: number): number {
  const rows = found;
  rows.cell[n] = cell;
  rows.facing[n] = facing;
  rows.entered[n] = entered;
  rows.cost[n] = cost;
  rows.seq[n] = seq;
  return n + 1;
}

/**
 * Every place and facing the figure can end his move in, as `searchReach` finds them, one object each, with the way
 * his attacks take where it is not the cheapest (attack).
 */
export function reachable(s: GloryState, f: Figure): Reach[] {
  const n = searchReach(s, f);
  const hexes = found.arena.hexes;
  const out: Reach[] = [];
  for (let i = 0; i < n; i++) {
    const seq = found.seq[i] as number;
    const at = hexes[found.cell[i] as number] as Hex;
    const entered = found.entered[i] as number;
    const reach: Reach = {
      at: { q: at.q, r: at.r },
      facing: found.facing[i] as Direction,
      entered,
      cost: found.cost[i] as number,
      pickedUp: false,
      steps: stepsOfSeq(seq),
      key: wordOfSeq(seq),
    };
    const fewer = found.attackEntered[i] as number;
    if (entered > ATTACK_LIMIT && fewer <= ATTACK_LIMIT) {
      const way = found.attackSeq[i] as number;
      reach.attack = {
        steps: stepsOfSeq(way),
        key: wordOfSeq(way),
        entered: fewer,
        cost: found.attackCost[i] as number,
      };
    }
    out.push(reach);
  }
  return out;
}
