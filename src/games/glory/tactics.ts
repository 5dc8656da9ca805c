/**
 * Where a man's move may end (2.3, 2.4, 2.5), as the bots read it: the rules' own search (movement.ts searchEnds),
 * asked with the hexes the bot takes for held, its rows read without the steps. For a bot that weighs a foe's next move
 * many times a turn: every other figure stands still, as in the rules' `reachable`.
 */
import {
  arenaCells as arenaCellsImported,
  found as foundImported,
  searchEnds as searchEndsImported,
} from './movement.js';
import { MAX_MOVE_TO_ATTACK } from './tables.js';
import type { Figure } from './types.js';

/** The rule functions called on every search and their rows, read once: under tsx each use of an imported name is a getter call. */
const arenaCells = arenaCellsImported;
const searchEnds = searchEndsImported;
const found = foundImported;
const ATTACK_LIMIT = MAX_MOVE_TO_ATTACK;

/** The ends of one figure's moves: hex (as a cell of the arena's bounding square), facing and hexes entered. */
export interface Ends {
  count: number;
  cell: Int32Array;
  facing: Uint8Array;
  entered: Uint8Array;
}

/** Places (hex and facing) there can be in the largest arena (radius 12), at most. */
const PLACES = 25 * 25 * 6;

/** Room for the ends of one man's moves, for a caller who keeps them beyond the next search. */
export const newEnds = (): Ends => ({
  count: 0,
  cell: new Int32Array(PLACES),
  facing: new Uint8Array(PLACES),
  entered: new Uint8Array(PLACES),
});

/** The hexes a caller names by a test, as marks (1) by cell for the search; 0 elsewhere. */
const marks = new Uint8Array(25 * 25);

/**
 * Every place and facing the figure can end his move in with `rate` movement points, each once, with the hexes
 * entered by the rules' way there: the cheapest way, or, where that enters more than an attacker may (2.5), the way
 * legal's attacks take if there is one (the fewest entered the bots need is whether he may still attack). `taken` marks with 1 by cell the hexes he may not enter, or tells them by a test
 * (asked of every cell: for tests and tools, not hot loops); cells are (q + radius) * side + r + radius with
 * side = 2 * radius + 1. The ends are the search's own rows, good until the next search; given `out`, they are copied
 * there.
 */
export function endsOf(
  f: Figure,
  rate: number,
  radius: number,
  taken: Uint8Array | ((cell: number) => boolean),
  out?: Ends,
): Ends {
  let held: Uint8Array;
  if (typeof taken === 'function') {
    const cells = (2 * radius + 1) ** 2;
    for (let c = 0; c < cells; c++) marks[c] = taken(c) ? 1 : 0;
    held = marks;
  } else held = taken;
  const count = searchEnds(f, rate, arenaCells(radius), held, 1, false, true);
  const { cell, facing, entered } = found;
  // 2.5 as legal reads it: an end whose cheapest way enters too many hexes to attack after it, but that another way
  // within the movement reaches entering few enough, counts that way's hexes (the search gives them only to a man of
  // five points or more, and only then is there anything to change).
  if (rate > ATTACK_LIMIT) {
    const fewer = found.attackEntered;
    for (let i = 0; i < count; i++)
      if ((entered[i] as number) > ATTACK_LIMIT && (fewer[i] as number) <= ATTACK_LIMIT)
        entered[i] = fewer[i] as number;
  }
  if (out === undefined) return found;
  for (let i = 0; i < count; i++) {
    out.cell[i] = cell[i] as number;
    out.facing[i] = facing[i] as number;
    out.entered[i] = entered[i] as number;
  }
  out.count = count;
  return out;
}

/** The shapes of moves there are (shapeOf): six facings, and four hexes each open or not. */
export const SHAPES = 6 * 16;
/** Hexes from his own that the moves of a shape may end on, at most. */
export const SHAPE_SPAN = 2;

/**
 * A man with a helmet and two movement points pays a point for each hex he enters and for each turn (2.3, 2.4): his
 * moves end on his hex or a step or two ahead, and which of them are open to him hangs on four hexes alone, ahead, two
 * ahead, and ahead after a turn either way, each in the arena and not held, or not. Two such men alike in facing and
 * in those hexes end their moves alike, each about his own hex: the shape of his moves, facing * 16 and a bit for each
 * of the four open (two ahead only past an open hex ahead), 0 to SHAPES - 1; -1 for any other man. `rate` and `taken`
 * as for endsOf.
 */
export function shapeOf(f: Figure, rate: number, radius: number, taken: Uint8Array): number {
  if (rate !== 2 || f.kit.helmet === 'none') return -1;
  const next = arenaCells(radius).step;
  const facing: number = f.facing;
  const at = (f.at.q + radius) * (2 * radius + 1) + f.at.r + radius;
  const ahead = next[at * 8 + facing] as number;
  const left = next[at * 8 + (facing === 0 ? 5 : facing - 1)] as number;
  const right = next[at * 8 + (facing === 5 ? 0 : facing + 1)] as number;
  let shape = facing * 16;
  if (ahead >= 0 && taken[ahead] !== 1) {
    shape += 1;
    const twoAhead = next[ahead * 8 + facing] as number;
    if (twoAhead >= 0 && taken[twoAhead] !== 1) shape += 2;
  }
  if (left >= 0 && taken[left] !== 1) shape += 4;
  if (right >= 0 && taken[right] !== 1) shape += 8;
  return shape;
}
