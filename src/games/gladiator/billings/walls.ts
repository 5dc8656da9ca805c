/**
 * Billings 6.7 and 7.52: the arena's edges are walls. The board is 19 columns by 15 rows of hexes (RULINGS.md,
 * HOUSE size) around the centre hex where the men start (4.0), in the columns-and-half-rows layout the board is drawn
 * in. No man ever leaves it: a move that would cross the edge stops at the wall, the rest of its hexes are lost and
 * he is stunned by the speed he hit it at; a collision that would drive the loser through the wall leaves him in the
 * collision hex with 4 more stun, and the winner goes back to the hex he came from (7.52). Dropped and kicked items
 * stop at the wall too.
 */
import { type Direction, type Hex, neighbour } from '../../../core/hex.js';
import type { Ctx } from '../context.js';
import type { MoveKind, MoveStep } from '../movement.js';
import type { Gladiator, GladiatorOptions } from '../types.js';
import { addStun } from '../wounds.js';
import { billingsOn } from './options.js';
import { COLLISION_RESULTS, WALL_STUN_PER_HEX, WALL_STUN_RULE } from './tables.js';

/** The walled arena: columns -9..9 and rows -7..7 around the centre hex. */
export const ARENA = { rule: WALL_STUN_RULE, columns: 19, rows: 15 } as const;
const HALF_COLUMNS = (ARENA.columns - 1) / 2;
const HALF_ROWS = (ARENA.rows - 1) / 2;

/** The drawn row of a hex: columns are q, and odd columns sit half a row lower. */
export const rowOf = (h: Hex): number => h.r + (h.q - (h.q & 1)) / 2;

/** Whether a hex lies inside the walls. */
export const inArena = (h: Hex): boolean => Math.abs(h.q) <= HALF_COLUMNS && Math.abs(rowOf(h)) <= HALF_ROWS;

/** Whether this match is played inside walls. */
export const wallsOn = (options: GladiatorOptions): boolean => billingsOn(options, 'walls');

/**
 * 6.7: the stun for running into the wall: for every hex of the move up to and including the one the wall stopped,
 * its kind's value (forward 2, backward 1, a forward sidestep 2 or 1 as the option reads). A roll along the floor
 * hits the wall without stun (HOUSE: the article weighs only moves on one's feet).
 */
export function wallStun(kinds: readonly MoveKind[], reading: 'text' | 'chart'): number {
  return kinds.reduce((sum, how) => sum + (how === 'roll' ? 0 : WALL_STUN_PER_HEX[reading][how]), 0);
}

/**
 * A man's steps with the walls in the way: the first move that would leave the arena and every later move are
 * dropped (turns, kicks and pick-ups written with the order stay), and the stun of the impact is added at once.
 * Without walls, or when the move stays inside, the steps come back unchanged.
 */
export function stopAtWall(ctx: Ctx, g: Gladiator, steps: MoveStep[]): MoveStep[] {
  if (!wallsOn(ctx.s.options)) return steps;
  const blocked = steps.findIndex((s) => s.kind === 'move' && !inArena(s.to));
  if (blocked < 0) return steps;
  const kinds = steps.slice(0, blocked + 1).flatMap((s) => (s.kind === 'move' ? [s.how] : []));
  const stun = wallStun(kinds, ctx.s.options.billings?.wallStunSidestep ?? 'text');
  const wall = (steps[blocked] as MoveStep & { kind: 'move' }).from;
  ctx.emit(
    'wall',
    `Billings ${WALL_STUN_RULE}`,
    `${g.name} runs into the wall at (${wall.q},${wall.r}) after ${kinds.length} hex${kinds.length === 1 ? '' : 'es'} of his move; the rest of it is lost.`,
    { seat: g.seat, at: wall, stun },
  );
  addStun(ctx, g, stun, 'ran into the wall', `Billings ${WALL_STUN_RULE}`);
  return steps.filter((s, i) => i < blocked || s.kind !== 'move');
}

/** Where an item thrown, dropped or kicked `n` hexes lands: the last hex inside the walls along its line. */
export function itemLanding(options: GladiatorOptions, from: Hex, d: Direction, n: number): Hex {
  if (!wallsOn(options)) return neighbour(from, d, n);
  let at = from;
  for (let i = 0; i < n; i++) {
    const next = neighbour(at, d);
    if (!inArena(next)) break;
    at = next;
  }
  return at;
}

/**
 * 7.52: a loser whose way out lies through the wall stays in the collision hex and the winner goes back to the hex he
 * entered it from. Returns where each then stands, or null when the walls are off or the way out is clear.
 */
export function wallBehindLoser(
  options: GladiatorOptions,
  collisionHex: Hex,
  loserDestination: Hex,
  winnerEntry: Hex | null,
): { loserAt: Hex; winnerAt: Hex } | null {
  if (!wallsOn(options) || inArena(loserDestination)) return null;
  // The winner always moved when the loser is driven away from him: a loser thrown back the way he came stays inside.
  if (!winnerEntry) throw new Error('7.52: a loser driven into the wall by a winner who never moved');
  return { loserAt: collisionHex, winnerAt: winnerEntry };
}

/** 7.52: the stun on top of the table's for being driven into the wall. */
export const WALL_COLLISION_STUN = { rule: COLLISION_RESULTS.rule, stun: COLLISION_RESULTS.wallStun } as const;

/** 6.7 at setup: a man or an item a scenario places beyond the walls is refused, naming it and where it is. */
export function outsideWalls(
  options: GladiatorOptions,
  seats: readonly string[],
  gladiators: Record<string, Gladiator>,
  items: readonly { kind: string; at: Hex }[],
): { message: string; field: string } | null {
  if (!wallsOn(options)) return null;
  const where = (h: Hex) =>
    `(${h.q},${h.r}) is outside the walled arena of ${ARENA.columns} by ${ARENA.rows} hexes (Billings ${WALL_STUN_RULE})`;
  for (const [i, seat] of seats.entries()) {
    const g = gladiators[seat];
    if (g && !inArena(g.position))
      return { message: `seat ${seat}: ${g.name} at ${where(g.position)}`, field: `initial.gladiators.${i}.position` };
  }
  for (const [i, item] of items.entries())
    if (!inArena(item.at)) return { message: `a ${item.kind} at ${where(item.at)}`, field: `initial.items.${i}.at` };
  return null;
}
