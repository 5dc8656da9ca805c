/**
 * The arena board (4.4) as data, and placing the miniatures on it (4.1, 4.2): in a match where the players choose
 * their start hexes, or with free placement, they place in turn order before the first turn (startPlacement,
 * placeStep).
 *
 * The board's picture is missing from the text. HOUSE (RULINGS.md): a hexagonal arena of radius 6 on Ludus's
 * flat-topped axial grid, 127 hexes: the 91 within 5 of the centre are whole, the 36 of the outer ring are partial
 * hexes cut by the wall, and may be entered like any other (8.4). Four start hexes 4 from the centre on the
 * diagonal spokes; a left (west) and a right (east) gate at the middle of the outer ring's west and east sides, where
 * the animals come in (17.3). `makeArena` builds the same shape at other sizes.
 */

import {
  type Direction,
  directionTo,
  distance,
  type Hex,
  hex,
  hexEq,
  hexKey,
  line,
  neighbour,
  ring,
} from '../../core/hex.js';
import type { SeatId } from '../../core/protocol.js';
import { err, ok, type Result, type RuleViolation } from '../../core/result.js';
import { wrongStep } from './step-words.js';
import { SECTION } from './tables.js';
import type { Ctx, Fighter, GladiatoriCommand, GladiatoriState, Phase } from './types.js';
import { hexWords, placeWords } from './words.js';

export interface ArenaHex {
  at: Hex;
  /** Cut by the arena wall: drawn as a partial hex, entered like a whole one. */
  partial: boolean;
}

export interface Arena {
  source: 'house' | 'printed';
  /** Every hex of the board, centre first, ring by ring. */
  hexes: readonly ArenaHex[];
  /** The marked start hexes (4.1), with the facing toward the centre that Ludus suggests. */
  startHexes: readonly { at: Hex; facing: Direction }[];
  /** Where animals enter (17.3), with the direction that leads into the arena. */
  gates: Readonly<Record<'left' | 'right', { at: Hex; inward: Direction }>>;
}

/** HOUSE: the radius of Ludus's arena; an option may make it smaller or larger (4 to 8). */
export const ARENA_RADIUS = 6;
export const ARENA_RADII = { min: 4, max: 8 } as const;
const CENTRE = hex(0, 0);

/**
 * A hexagonal arena of `radius` rings round the centre: the outer ring partial, start hexes two rings in from the
 * wall on the NE, SE, SW and NW spokes facing the centre, gates at the middle of the west and east sides.
 */
export function makeArena(radius: number): Arena {
  if (!Number.isInteger(radius) || radius < ARENA_RADII.min || radius > ARENA_RADII.max)
    throw new Error(`no arena of radius ${radius}`);
  const hexes: ArenaHex[] = [];
  for (let n = 0; n <= radius; n++) for (const at of ring(CENTRE, n)) hexes.push({ at, partial: n === radius });
  const startHexes = ([1, 2, 4, 5] as const).map((d) => ({
    at: neighbour(CENTRE, d, radius - 2),
    facing: ((d + 3) % 6) as Direction,
  }));
  // The west side runs from the NW corner to the SW corner: its middle is half the radius NW, the rest SW.
  const half = Math.floor(radius / 2);
  const left = neighbour(neighbour(CENTRE, 5, half), 4, radius - half);
  const right = neighbour(neighbour(CENTRE, 2, half), 1, radius - half);
  return {
    source: 'house',
    hexes,
    startHexes,
    gates: { left: { at: left, inward: 2 }, right: { at: right, inward: 5 } },
  };
}

/** HOUSE: Ludus's arena (RULINGS.md), replaceable by the printed board once someone transcribes it. */
export const HOUSE_ARENA: Arena = makeArena(ARENA_RADIUS);

const keysOf = new WeakMap<Arena, Map<string, ArenaHex>>();
function index(arena: Arena): Map<string, ArenaHex> {
  let m = keysOf.get(arena);
  if (!m) {
    m = new Map(arena.hexes.map((h) => [hexKey(h.at), h]));
    keysOf.set(arena, m);
  }
  return m;
}

export const inArena = (arena: Arena, h: Hex): boolean => index(arena).has(hexKey(h));
export const isPartial = (arena: Arena, h: Hex): boolean => index(arena).get(hexKey(h))?.partial ?? false;
export const isGate = (arena: Arena, h: Hex): boolean =>
  hexEq(arena.gates.left.at, h) || hexEq(arena.gates.right.at, h);

/** The arena's neighbours of a hex (8.4: every hex of the board can be entered, the partial ones too). */
export const arenaNeighbours = (arena: Arena, h: Hex): Hex[] =>
  ([0, 1, 2, 3, 4, 5] as const).map((d) => neighbour(h, d)).filter((n) => inArena(arena, n));

/** Whether an arena is usable: unique hexes, start hexes and gates on it, a connected board. */
export function checkArena(arena: Arena): Result<Arena, RuleViolation> {
  const seen = new Set<string>();
  for (const h of arena.hexes) {
    if (seen.has(hexKey(h.at)))
      return err({ code: 'arena-repeat', rule: SECTION.arena, message: `${hexWords(h.at)} is listed twice` });
    seen.add(hexKey(h.at));
  }
  for (const s of arena.startHexes)
    if (!seen.has(hexKey(s.at)))
      return err({
        code: 'arena-start',
        rule: SECTION.startHexes,
        message: `the start hex ${hexWords(s.at)} is off the board`,
      });
  for (const g of Object.values(arena.gates))
    if (!seen.has(hexKey(g.at)))
      return err({
        code: 'arena-gate',
        rule: SECTION.animalEntry,
        message: `the gate on ${hexWords(g.at)} is off the board`,
      });
  const first = arena.hexes[0];
  if (!first) return err({ code: 'arena-empty', rule: SECTION.arena, message: 'the arena has no hexes' });
  const reached = new Set([hexKey(first.at)]);
  const queue = [first.at];
  for (let h = queue.shift(); h; h = queue.shift())
    for (const n of arenaNeighbours(arena, h))
      if (!reached.has(hexKey(n))) {
        reached.add(hexKey(n));
        queue.push(n);
      }
  if (reached.size !== seen.size)
    return err({ code: 'arena-split', rule: SECTION.arena, message: 'some hexes cannot be reached from the others' });
  return ok(arena);
}

/** A miniature already placed, and its side (team); players of one side are allies. */
export interface Placed {
  at: Hex;
  side: number;
}

/** The least distance from an opponent a free placement may take: two empty hexes between (4.2). */
export const FREE_PLACEMENT_DISTANCE = 3;

/**
 * Placing a miniature at the start (4.1, 4.2). On a marked start hex nobody holds; with the optional free placement,
 * on any empty hex of the board with at least two empty hexes between it and every opposing miniature.
 */
export function checkPlacement(
  arena: Arena,
  at: Hex,
  side: number,
  placed: readonly Placed[],
  freePlacement: boolean,
): Result<Hex, RuleViolation> {
  if (!inArena(arena, at))
    return err({
      code: 'off-board',
      rule: SECTION.arena,
      message: `${hexWords(at)} is not on the arena board`,
      values: { at },
    });
  if (placed.some((p) => hexEq(p.at, at)))
    return err({
      code: 'hex-taken',
      rule: freePlacement ? SECTION.freePlacement : SECTION.startHexes,
      message: `another miniature already stands on ${hexWords(at)}`,
      values: { at },
    });
  if (!freePlacement) {
    if (!arena.startHexes.some((s) => hexEq(s.at, at)))
      return err({
        code: 'not-a-start-hex',
        rule: SECTION.startHexes,
        message: `${hexWords(at)} is not a marked start hex (free placement is off)`,
        values: { at, startHexes: arena.startHexes.map((s) => s.at) },
      });
    return ok(at);
  }
  const near = placed.find((p) => p.side !== side && distance(p.at, at) < FREE_PLACEMENT_DISTANCE);
  if (near)
    return err({
      code: 'too-near-opponent',
      rule: SECTION.freePlacement,
      message: `${hexWords(at)} leaves ${distance(near.at, at) - 1} empty hexes to an opponent on ${hexWords(near.at)}; 2 are needed`,
      values: { at, opponent: near.at, distance: distance(near.at, at) },
    });
  return ok(at);
}

/** The hexes a free placement may take now (4.2). */
export const freePlacementHexes = (arena: Arena, side: number, placed: readonly Placed[]): Hex[] =>
  arena.hexes.map((h) => h.at).filter((at) => checkPlacement(arena, at, side, placed, true).ok);

/** The facing toward the centre of the arena from `at` (or along the spoke nearest to it); null at the centre. */
export function facingTowardCentre(at: Hex): Direction | null {
  if (hexEq(at, CENTRE)) return null;
  const path = line(at, CENTRE);
  return directionTo(at, path[1] as Hex);
}

// ---- Placing the miniatures in a match: start hexes chosen (4.1) or free placement (4.2) ----

type Placing = Phase & { kind: 'place' };
const arenas = new Map<number, Arena>();
const arenaOf = (s: GladiatoriState): Arena => {
  let a = arenas.get(s.options.arenaRadius);
  if (!a) {
    a = makeArena(s.options.arenaRadius);
    arenas.set(s.options.arenaRadius, a);
  }
  return a;
};
/** The section the placement follows: free placement (4.2) when it is on, else the start hexes (4.1). */
const placementRule = (s: GladiatoriState): string =>
  s.options.freePlacement ? SECTION.freePlacement : SECTION.startHexes;

/** 4.1, 4.2: the players place their miniatures in the order of the first turn (the VP stack, top first). */
export function startPlacement(ctx: Ctx, order: readonly SeatId[]): void {
  ctx.s.phase = { kind: 'place', order: [...order], index: 0 };
  const names = order.map((x) => (ctx.s.fighters[x] as Fighter).name).join(', ');
  ctx.events.push({
    type: 'placement',
    visibleTo: 'all',
    rule: placementRule(ctx.s),
    text: ctx.s.options.freePlacement
      ? `Free placement: ${names} place their miniatures in that order, two empty hexes at least from any opponent.`
      : `Start hexes: ${names} each choose a free start hex, in that order.`,
    data: { order: [...order] },
  });
}

/** The miniatures placed so far, with their sides. */
const placedSoFar = (s: GladiatoriState, p: Placing): Placed[] =>
  p.order.slice(0, p.index).map((x) => {
    const f = s.fighters[x] as Fighter;
    return { at: f.at, side: f.side };
  });

/** A player still to place whose miniature waits (on the start hex set-up gave him) on `at`. */
const waitingOn = (s: GladiatoriState, p: Placing, at: Hex): Fighter | undefined =>
  p.order
    .slice(p.index + 1)
    .map((x) => s.fighters[x] as Fighter)
    .find((f) => hexEq(f.at, at));

/**
 * Why a miniature cannot go there now, or null (4.1, 4.2): the hex rules; with free placement also no miniature
 * still waiting on it (a start hex chosen from under a waiting miniature swaps it onto the chooser's old one).
 */
function placeProblem(s: GladiatoriState, p: Placing, f: Fighter, at: Hex): RuleViolation | null {
  const free = s.options.freePlacement;
  const checked = checkPlacement(arenaOf(s), at, f.side, placedSoFar(s, p), free);
  if (!checked.ok) return checked.error;
  const waiting = free ? waitingOn(s, p, at) : undefined;
  if (waiting)
    return {
      code: 'hex-taken',
      rule: SECTION.freePlacement,
      message: `${waiting.name}'s miniature still waits on ${hexWords(at)}`,
    };
  return null;
}

/**
 * 4.1, 4.2: a seat that is not the one placing now is told whose turn it is, or that his own is over; null outside
 * the placing.
 */
export function placingOutOfTurn(s: GladiatoriState, seat: SeatId): RuleViolation | null {
  const p = s.phase;
  if (p.kind !== 'place') return null;
  const name = (x: SeatId) => (s.fighters[x] as Fighter).name;
  const now = p.order[p.index] as SeatId;
  const done = p.order.indexOf(seat) < p.index;
  return {
    code: 'not-your-step',
    rule: placementRule(s),
    message: done
      ? `${name(seat)} has set his miniature down already; ${name(now)} places now`
      : `${name(seat)} waits: ${name(now)} sets his miniature down first, in the order of the first turn`,
    values: { awaited: [now] },
  };
}

/** 4.1, 4.2: the current player places his miniature; true once everyone has. */
export function placeStep(ctx: Ctx, p: Placing, seat: SeatId, cmd: GladiatoriCommand): Result<boolean, RuleViolation> {
  const rule = placementRule(ctx.s);
  if (cmd.type !== 'place') return err(wrongStep(cmd, ['place'], rule, 'the placing of the miniatures'));
  const f = ctx.s.fighters[seat] as Fighter;
  const problem = placeProblem(ctx.s, p, f, cmd.at);
  if (problem) return err(problem);
  // 4.1: the start hex chosen may be the one set-up gave a player still to choose: he waits on the chooser's old one.
  const waiting = waitingOn(ctx.s, p, cmd.at);
  if (waiting) waiting.at = { q: f.at.q, r: f.at.r };
  f.at = { q: cmd.at.q, r: cmd.at.r };
  f.facing = cmd.facing;
  ctx.events.push({
    type: 'placed',
    visibleTo: 'all',
    rule,
    text: `${f.name} takes his place on ${placeWords(cmd.at, cmd.facing)}.`,
    data: { seat, at: f.at, facing: f.facing },
  });
  p.index += 1;
  return ok(p.index >= p.order.length);
}

/** Every hex the current player may take, facing the centre (any facing is accepted). */
export function placeOffers(s: GladiatoriState, p: Placing, seat: SeatId): GladiatoriCommand[] {
  const f = s.fighters[seat] as Fighter;
  const hexes = s.options.freePlacement
    ? freePlacementHexes(arenaOf(s), f.side, placedSoFar(s, p))
    : arenaOf(s)
        .startHexes.map((x) => x.at)
        .filter((at) => checkPlacement(arenaOf(s), at, f.side, placedSoFar(s, p), false).ok);
  return hexes
    .filter((at) => placeProblem(s, p, f, at) === null)
    .map((at) => ({ type: 'place', at, facing: facingTowardCentre(at) ?? 0 }));
}
