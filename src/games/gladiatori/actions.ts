/**
 * The current player's combat round up to the fight (6.1-6.4) and the Actions themselves (8): extra movement,
 * Pass, Standby, the Action card (new from the hand or re-used from the table for Blood by its position), the
 * combat cards laid on it, the fight declaration, and the Movement action. Also the geometry they share (3.1, 3.2).
 */
import {
  type Direction,
  distance,
  type Hex,
  hexEq,
  inFrontCone,
  neighbour,
  opposite,
  relative,
  spokeOf,
} from '../../core/hex.js';
import type { SeatId } from '../../core/protocol.js';
import { ok, type Result, type RuleViolation, violation } from '../../core/result.js';
import { netDuty } from './ranged.js';
import { moveProblem } from './specials.js';
import { heldDown } from './status.js';
import type { Card, Ctx, Fighter, GladiatoriState, Recovery, TableSpot } from './types.js';
import { isCombat, RULE } from './types.js';
import { award, fighting, VP } from './victory.js';
import { facingWords, wayWords } from './words.js';

// ---- Geometry (3.1, 3.2) ----

type Placed = Pick<Fighter, 'at' | 'facing'>;
/** One of the three hexes in front (3.1). */
export const inFront = (f: Placed, h: Hex): boolean => inFrontCone(f.at, f.facing, h, 1);
export const directlyInFront = (f: Placed, h: Hex): boolean => hexEq(neighbour(f.at, f.facing), h);
export const directlyBehind = (f: Placed, h: Hex): boolean => hexEq(neighbour(f.at, opposite(f.facing)), h);
/** One of the three hexes behind (3.1). */
export const behind = (f: Placed, h: Hex): boolean => distance(f.at, h) === 1 && !inFront(f, h);
/** 3.2: adjacent, and at least one of the two in front of the other. */
export const inMelee = (a: Placed, b: Placed): boolean =>
  distance(a.at, b.at) === 1 && (inFront(a, b.at) || inFront(b, a.at));

export const areFoes = (s: GladiatoriState, a: SeatId, b: SeatId): boolean =>
  a !== b && (s.fighters[a] as Fighter).side !== (s.fighters[b] as Fighter).side;
export const foesOf = (s: GladiatoriState, f: Fighter): Fighter[] =>
  s.seats.map((x) => s.fighters[x] as Fighter).filter((o) => fighting(o) && areFoes(s, f.seat, o.seat));

/** The arena until the board data arrives: every hex within `radius` of the centre. */
export const inArena = (s: GladiatoriState, h: Hex): boolean => distance(h, { q: 0, r: 0 }) <= s.options.arenaRadius;

// ---- Movement (8.4, 6.1) ----

export interface End {
  at: Hex;
  facing: Direction;
  cost: number;
}

/**
 * Every place and facing within `budget` movement points (8.4): a point moves one hex in any direction, to a free
 * hex of the arena, with a free turn of one hexside after it; a point turns one or two hexsides on the spot. A
 * trapped or face-down fighter may only turn one hexside (12.2, 12.3). The start itself is left out.
 */
export function reachable(s: GladiatoriState, f: Fighter, budget: number): End[] {
  return explore(s, f, budget, -1, makeEnd);
}

/** What `reachable` finds, each end made by `make` (a command, say) instead of an End: the same ends in the same order. */
export function reachableAs<T>(
  s: GladiatoriState,
  f: Fighter,
  budget: number,
  make: (at: Hex, facing: Direction, cost: number) => T,
  out: T[] = [],
): T[] {
  return explore(s, f, budget, -1, make, out);
}

const makeEnd = (at: Hex, facing: Direction, cost: number): End => ({ at, facing, cost });

/**
 * The arena's cells for one radius, worked out once: each cell's six neighbours (-1 off the sand), and scratch
 * space the search reuses from call to call (it never runs inside itself), told apart by a stamp per call.
 */
interface Grid {
  width: number;
  neighbours: Int16Array;
  seen: Uint32Array;
  taken: Uint32Array;
  /** How many facings of each cell the search has reached, valid where `filled` holds this call's stamp. */
  facings: Uint8Array;
  filled: Uint32Array;
  frontier: Int32Array;
  next: Int32Array;
  stamp: number;
}
const GRIDS = new Map<number, Grid>();
function gridOf(radius: number): Grid {
  let g = GRIDS.get(radius);
  if (g) return g;
  const width = 2 * radius + 1;
  const cells = width * width;
  const inside = (q: number, r: number) =>
    q >= -radius && q <= radius && r >= -radius && r <= radius && Math.abs(q + r) <= radius;
  const neighbours = new Int16Array(cells * 6).fill(-1);
  for (let cell = 0; cell < cells; cell++) {
    const q = Math.floor(cell / width) - radius;
    const r = (cell % width) - radius;
    for (let d = 0; d < 6; d++) {
      const nq = q + (STEP_Q[d] as number);
      const nr = r + (STEP_R[d] as number);
      if (inside(nq, nr)) neighbours[cell * 6 + d] = (nq + radius) * width + (nr + radius);
    }
  }
  g = {
    width,
    neighbours,
    seen: new Uint32Array(cells * 6),
    taken: new Uint32Array(cells),
    facings: new Uint8Array(cells),
    filled: new Uint32Array(cells),
    frontier: new Int32Array(cells * 6),
    next: new Int32Array(cells * 6),
    stamp: 0,
  };
  GRIDS.set(radius, g);
  return g;
}

/** The search behind `reachable`; it stops at the goal (a coded place and facing) once met, -1 for none. */
function explore<T>(
  s: GladiatoriState,
  f: Fighter,
  budget: number,
  goal: number,
  make: (at: Hex, facing: Direction, cost: number) => T,
  out: T[] = [],
): T[] {
  // A breadth-first search over (hex, facing) pairs coded as integers: cell * 6 + facing, the cell being the hex's
  // place in a (2 radius + 1)-wide square. Ends come out cheapest first, each in the order it is first met.
  const radius = s.options.arenaRadius;
  const g = gridOf(radius);
  const { width, neighbours, seen, taken, facings, filled } = g;
  g.stamp += 1;
  if (g.stamp === 0xffffffff) {
    seen.fill(0);
    taken.fill(0);
    filled.fill(0);
    g.stamp = 1;
  }
  const stamp = g.stamp;
  for (const x of s.seats) {
    const o = s.fighters[x] as Fighter;
    if (o.seat !== f.seat && fighting(o) && inArena(s, o.at))
      taken[(o.at.q + radius) * width + (o.at.r + radius)] = stamp;
  }
  // 17: an animal on the sand holds its hex too.
  for (const a of s.animals?.pack ?? []) if (a.at) taken[(a.at.q + radius) * width + (a.at.r + radius)] = stamp;
  const held = heldDown(f);
  // 12.2, 12.3: held down, he turns one hexside a round at most. Having turned with his extra movement (6.1), he
  // keeps his place and facing through his Movement action: that staying put is the one end offered.
  if (held && turnedHeldDown(s, f)) {
    out.push(make(f.at, f.facing, 0));
    return out;
  }
  const hexes: (Hex | undefined)[] = new Array(width * width);
  const limit = held ? Math.min(budget, 1) : budget;
  const turns = held ? ONE_SIDE : TWO_SIDES;
  const startCode = ((f.at.q + radius) * width + (f.at.r + radius)) * 6 + f.facing;
  seen[startCode] = stamp;
  filled[(startCode - f.facing) / 6] = stamp;
  facings[(startCode - f.facing) / 6] = 1;
  // A cell whose six facings are all reached has nothing more to give: the search skips it.
  const full = (cell: number): boolean => filled[cell] === stamp && facings[cell] === 6;
  let frontier = g.frontier;
  let next = g.next;
  frontier[0] = startCode;
  let size = 1;
  let found = false;
  for (let cost = 1; cost <= limit && !found; cost++) {
    let nextSize = 0;
    // Marks a place and facing reached at this cost, the first time only; true once the goal is met.
    const visit = (cell: number, facing: number): boolean => {
      const k = cell * 6 + facing;
      if (seen[k] === stamp) return false;
      seen[k] = stamp;
      if (filled[cell] === stamp) facings[cell] = (facings[cell] as number) + 1;
      else {
        filled[cell] = stamp;
        facings[cell] = 1;
      }
      if (cost < limit) next[nextSize++] = k;
      let h = hexes[cell];
      if (!h) {
        h = { q: Math.floor(cell / width) - radius, r: (cell % width) - radius };
        hexes[cell] = h;
      }
      out.push(make(h, facing as Direction, cost));
      return k === goal;
    };
    search: for (let i = 0; i < size; i++) {
      const code = frontier[i] as number;
      const facing = code % 6;
      const cell = (code - facing) / 6;
      if (!full(cell))
        for (const t of turns)
          if (visit(cell, (facing + t + 6) % 6)) {
            found = true;
            break search;
          }
      if (held) continue;
      for (let d = 0; d < 6; d++) {
        const n = neighbours[cell * 6 + d] as number;
        if (n < 0 || taken[n] === stamp || full(n)) continue;
        if (visit(n, (facing + 5) % 6) || visit(n, facing) || visit(n, (facing + 1) % 6)) {
          found = true;
          break search;
        }
      }
    }
    [frontier, next] = [next, frontier];
    size = nextSize;
  }
  return out;
}

/**
 * The current player, trapped or face-down, has already turned in this combat round: his Movement action comes after
 * an extra movement, which for him can only have been a turn (12.2, 12.3).
 */
export const heldTurnSpent = (s: GladiatoriState, f: Fighter): boolean => heldDown(f) && turnedHeldDown(s, f);

function turnedHeldDown(s: GladiatoriState, f: Fighter): boolean {
  const p = s.phase;
  return p.kind === 'round' && p.step === 'move' && p.extraDone && p.order[p.index] === f.seat;
}

/** Turns on the spot (8.4): one or two hexsides, or one only when held down (12.2, 12.3). */
const TWO_SIDES = [-2, -1, 1, 2] as const;
const ONE_SIDE = [-1, 1] as const;
/** The axial steps of the six directions, as core/hex.ts orders them (0 north, then clockwise). */
const STEP_Q = [0, 1, 1, 0, -1, -1] as const;
const STEP_R = [-1, -1, 0, 1, 1, 0] as const;

/** The cost to reach a place and facing, or null when it cannot be reached within the budget. */
export function costTo(s: GladiatoriState, f: Fighter, budget: number, to: Hex, facing: Direction): number | null {
  const radius = s.options.arenaRadius;
  if (!inArena(s, to)) return null;
  const goal = ((to.q + radius) * (2 * radius + 1) + (to.r + radius)) * 6 + facing;
  const last = explore(s, f, budget, goal, makeEnd).at(-1);
  return last && hexEq(last.at, to) && last.facing === facing ? last.cost : null;
}

/**
 * Moves the fighter and judges the move (14.1): fleeing is ending 2 or more hexes further from a foe he was in
 * melee with, having come closer to no other foe; cowardice is ending with such a foe behind him when he had him
 * in front and no foe in front now.
 */
export function moveFighter(ctx: Ctx, f: Fighter, to: Hex, facing: Direction, rule: string): void {
  const before: Placed = { at: f.at, facing: f.facing };
  const foes = foesOf(ctx.s, f);
  const opponents = foes.filter((o) => inMelee(before, o));
  f.at = to;
  f.facing = facing;
  ctx.events.push({
    type: 'move',
    visibleTo: 'all',
    rule,
    text: hexEq(before.at, to)
      ? before.facing === facing
        ? `${f.name} stays where he is, facing ${facingWords(facing)}.`
        : `${f.name} turns to face ${facingWords(facing)}.`
      : `${f.name} moves ${wayWords(before.at, to)} and faces ${facingWords(facing)}.`,
    data: { seat: f.seat, at: to, facing },
  });
  netDuty(ctx);
  const closer = foes.some((o) => distance(to, o.at) < distance(before.at, o.at));
  if (!closer && opponents.some((o) => distance(to, o.at) - distance(before.at, o.at) >= 2))
    award(ctx, f, VP.fleeing, 'fleeing');
  const frontNow = foes.some((o) => distance(to, o.at) === 1 && inFront(f, o.at));
  if (!frontNow && opponents.some((o) => !behind(before, o.at) && behind(f, o.at)))
    award(ctx, f, VP.cowardice, 'cowardice');
}

// ---- Action cards on the table (6.2, 6.5) ----

/** Blood to re-use the card at this spot: 1 for the right-most, 2 for the next, and so on (6.2). */
export const reuseCost = (f: Fighter, spot: number): number => f.table.length - spot;

export const spotOf = (f: Fighter, cardId: string): number => f.table.findIndex((t) => t.card.id === cardId);

/** Why the card at this spot cannot be re-used, or null (6.2, 6.6, 8.1). */
export function reuseProblem(f: Fighter, spot: number, forAction: boolean): string | null {
  const t = f.table[spot] as TableSpot;
  if (t.standby) return 'it was laid for Standby and serves nothing more this turn';
  if (t.faceDown) return 'it is still face-down';
  if (forAction && t.rotated) return 'it is rotated: it has already given its Action this turn';
  const cost = reuseCost(f, spot);
  if (f.blood < cost) return `re-using it costs ${cost} Blood and ${f.name} has ${f.blood}`;
  return null;
}

/** Lays a new Action card from the hand to the right of the others, face-down (6.2, 6.6). */
export function layNew(f: Fighter, cardId: string): number {
  const i = f.hand.findIndex((c) => c.id === cardId);
  const card = f.hand[i] as Card & { kind: 'action' };
  f.hand.splice(i, 1);
  f.table.push({ card, rotated: false, faceDown: true, standby: false });
  return f.table.length - 1;
}

/** The spot the card comes from (new or re-used), checked; Blood for a re-use is paid here (6.2, 6.6). */
export function takeActionCard(
  f: Fighter,
  cardId: string,
  forAction: boolean,
  rule: string,
): Result<number, RuleViolation> {
  const inHand = f.hand.find((c) => c.id === cardId);
  if (inHand) {
    if (inHand.kind !== 'action')
      return violation('not-an-action-card', rule, `card ${cardId} is a combat card, not an Action card`);
    return ok(layNew(f, cardId));
  }
  const spot = spotOf(f, cardId);
  if (spot < 0)
    return violation('card-not-available', rule, `card ${cardId} is neither in ${f.name}'s hand nor on his table`);
  const problem = reuseProblem(f, spot, forAction);
  if (problem) return violation('cannot-reuse', rule, `card ${cardId} cannot be re-used: ${problem}`);
  f.blood -= reuseCost(f, spot);
  return ok(spot);
}

/**
 * Moves the named combat cards from the hand onto the Action or Reaction (6.3, 6.7): energy cards, and in the
 * Light game special move cards that fit this use (10).
 */
export function addCards(
  f: Fighter,
  ids: string[],
  rule: string,
  use: 'attack' | 'defence' | 'other',
): Result<void, RuleViolation> {
  if (new Set(ids).size !== ids.length) return violation('card-twice', rule, 'a card is named twice');
  for (const id of ids) {
    const i = f.hand.findIndex((c) => c.id === id);
    const c = f.hand[i];
    if (!c) return violation('card-not-in-hand', rule, `card ${id} is not in ${f.name}'s hand`);
    if (!isCombat(c) || c.kind === 'feint')
      return violation('not-addable', rule, `card ${id} (${c.kind}) cannot be laid on an Action or Reaction`);
    if (c.kind === 'specialMove') {
      const problem = moveProblem(f, c, use);
      if (problem) return violation('special-move-not-here', rule, `card ${id}: ${problem}`);
    }
    f.hand.splice(i, 1);
    f.played.push(c);
  }
  return ok(undefined);
}

/** Whether a recovery is within what the fighter lacks and within `limit` elements (5.4, 8.1); what is wrong if not. */
export function recoveryProblem(
  f: Fighter,
  r: Recovery,
  limit: number,
  pile: Card[],
  rule: string,
): RuleViolation | null {
  const total = r.cards.length + r.blood + r.speed + r.offense + r.guard;
  const bad = (message: string): RuleViolation => ({ code: 'bad-recovery', rule, message });
  if (total > limit) return bad(`${total} elements asked for, ${limit} allowed`);
  if (new Set(r.cards).size !== r.cards.length) return bad('a card is named twice');
  for (const id of r.cards) if (!pile.some((c) => c.id === id)) return bad(`card ${id} is not in the discard pile`);
  if (r.offense > 0 && f.skills.offense + r.offense > f.startSkills.offense)
    return bad('Offense would pass its starting value');
  if (r.guard > 0 && f.skills.guard + r.guard > f.startSkills.guard) return bad('Guard would pass its starting value');
  if (r.blood > 0 && f.blood + r.blood > f.startBlood) return bad('Blood would pass its starting value');
  if (r.speed > 0 && f.speed + r.speed > f.startSpeed) return bad('Speed would pass its starting value');
  return null;
}

/** Applies a checked recovery; cards leave the discard pile for `to`. */
export function recover(f: Fighter, r: Recovery, to: Card[]): void {
  for (const id of r.cards) {
    const i = f.discard.findIndex((c) => c.id === id);
    to.push(f.discard[i] as Card);
    f.discard.splice(i, 1);
  }
  f.blood += r.blood;
  f.speed += r.speed;
  f.skills.offense += r.offense;
  f.skills.guard += r.guard;
}

/** A recovery that takes what is most useful first: lost skill points, Blood, Speed, then the best cards. */
export function greedyRecovery(f: Fighter, limit: number, pile: Card[], abilities: boolean): Recovery {
  const r: Recovery = { cards: [], blood: 0, speed: 0, offense: 0, guard: 0 };
  let left = limit;
  const take = (want: number): number => {
    const n = Math.max(0, Math.min(left, want));
    left -= n;
    return n;
  };
  r.offense = take(f.startSkills.offense - f.skills.offense);
  r.guard = take(f.startSkills.guard - f.skills.guard);
  if (abilities) {
    r.blood = take(f.startBlood - f.blood);
    r.speed = take(f.startSpeed - f.speed);
  }
  // The most useful cards first, in pile order among equals (as a stable sort would have them), up to the limit.
  for (let w = 4; w >= 1 && r.cards.length < left; w--)
    for (const c of pile)
      if (cardWorth(c) === w) {
        r.cards.push(c.id);
        if (r.cards.length >= left) break;
      }
  return r;
}

const cardWorth = (c: Card): number =>
  c.kind === 'action' ? 4 : c.kind === 'energy1' ? 3 : c.kind === 'feint' ? 2 : 1;

export const noRecovery = (): Recovery => ({ cards: [], blood: 0, speed: 0, offense: 0, guard: 0 });

/** Standby (8.1): the card laid face-down and rotated; up to three elements back (discarded cards to the hand). */
export const STANDBY_ELEMENTS = 3;
export function standby(ctx: Ctx, f: Fighter, cardId: string, r: Recovery): Result<void, RuleViolation> {
  const inHand = f.hand.find((c) => c.id === cardId);
  let spot: number;
  if (inHand) {
    if (inHand.kind !== 'action')
      return violation('not-an-action-card', RULE.standby, `card ${cardId} is not an Action card`);
    spot = layNew(f, cardId);
  } else {
    spot = spotOf(f, cardId);
    const t = f.table[spot];
    if (!t)
      return violation('card-not-available', RULE.standby, `card ${cardId} is neither in the hand nor on the table`);
    if (t.rotated || t.faceDown || t.standby)
      return violation('cannot-reuse', RULE.standby, `card ${cardId} is not a straight face-up card on the table`);
  }
  const problem = recoveryProblem(f, r, STANDBY_ELEMENTS, f.discard, RULE.standby);
  if (problem) return { ok: false, error: problem };
  const t = f.table[spot] as TableSpot;
  t.rotated = true;
  t.faceDown = true;
  t.standby = true;
  recover(f, r, ctx.s.options.standbyRecovery === 'hand' ? f.hand : f.deck);
  const n = r.cards.length + r.blood + r.speed + r.offense + r.guard;
  ctx.events.push({
    type: 'standby',
    visibleTo: 'all',
    rule: RULE.standby,
    text: `${f.name} stands by and recovers ${n} element${n === 1 ? '' : 's'}.`,
    data: { seat: f.seat, cards: r.cards.length },
  });
  return ok(undefined);
}

/** The spot a fighter stands by with, straight face-up table cards first, else any Action card in hand. */
export function standbyCards(f: Fighter): string[] {
  return [
    ...f.hand.filter((c) => c.kind === 'action').map((c) => c.id),
    ...f.table.filter((t) => !t.rotated && !t.faceDown && !t.standby).map((t) => t.card.id),
  ];
}

/** Action cards the fighter could take his Action with now (6.2). */
export function actionCards(f: Fighter): string[] {
  return [
    ...f.hand.filter((c) => c.kind === 'action').map((c) => c.id),
    ...f.table.flatMap((t, i) => (reuseProblem(f, i, true) === null ? [t.card.id] : [])),
  ];
}

/** The target of an attack: a foe in the hex directly in front (8.2, 8.3, 8.5). */
export function targetProblem(s: GladiatoriState, f: Fighter, target: SeatId): string | null {
  const t = s.fighters[target];
  if (!t) return `no fighter sits at seat "${target}"`;
  if (!fighting(t)) return `${t.name} is out of the fight`;
  if (!areFoes(s, f.seat, target)) return `${t.name} is not an opponent`;
  if (!directlyInFront(f, t.at)) return `${t.name} is not in the hex directly in front of ${f.name}`;
  return null;
}

export const targetsInFront = (s: GladiatoriState, f: Fighter): SeatId[] =>
  foesOf(s, f)
    .filter((o) => directlyInFront(f, o.at))
    .map((o) => o.seat);

/**
 * Where the attacker stands for the defender (3.1): in his front, behind him, or directly behind. Next to him the
 * six hexes split three and three; further off (a throw), his front is his front cone at that range and directly
 * behind is the spoke straight out of his back.
 */
export function approach(attacker: Placed, defender: Placed): 'front' | 'behind' | 'directlyBehind' {
  const d = distance(attacker.at, defender.at);
  if (d === 1) {
    if (directlyBehind(defender, attacker.at)) return 'directlyBehind';
    return inFront(defender, attacker.at) ? 'front' : 'behind';
  }
  if (inFrontCone(defender.at, defender.facing, attacker.at, d)) return 'front';
  const spoke = spokeOf(defender.at, attacker.at);
  return spoke && spoke.q === 0 && relative(spoke.a, defender.facing) === 3 ? 'directlyBehind' : 'behind';
}
