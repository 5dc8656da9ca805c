/**
 * Which way up a seat sees the arena: with his own man at the bottom. The standard board has the first side at the
 * bottom; a seat whose man starts at the top sees the board turned half a turn. Only positions and facings turn:
 * a flat-topped hex is its own image under a half turn, and labels and counters stay upright because they are
 * placed, never rotated. Pure functions; Board.tsx draws with them.
 */
import type { Direction, Hex } from '../../core/hex.js';
import type { GladiatorView } from '../../games/gladiator/module.js';
import { teamStarts } from '../../games/gladiator/teams.js';
import { type BoardArea, facingAngle, hexToPixel, type Point, round2 } from './layout.js';

export interface Orientation {
  /** Turned half a turn. */
  flipped: boolean;
}

export const STANDARD: Orientation = { flipped: false };

const turned = (p: Point, o: Orientation): Point => (o.flipped ? { x: -p.x + 0, y: -p.y + 0 } : p);

/** Where hex `h`'s centre is drawn. */
export const placeHex = (h: Hex, size: number, o: Orientation): Point => turned(hexToPixel(h, size), o);

/** The drawing's rotation (degrees) for something pointing along direction `d`. */
export const facingOnBoard = (d: Direction, o: Orientation): number => facingAngle(d) + (o.flipped ? 180 : 0);

/** The viewBox of a board area as drawn in orientation `o`. */
export function orientedViewBox(box: BoardArea['viewBox'], o: Orientation): BoardArea['viewBox'] {
  if (!o.flipped) return box;
  return { x: round2(-(box.x + box.width)), y: round2(-(box.y + box.height)), width: box.width, height: box.height };
}

/**
 * The facing a seat's man is set up with in the standard layout (4.0 for a duel, which is a melee of two sides of
 * one; the team layouts of 20), or null for a spectator or a seat the match does not have.
 */
export function startFacing(view: Pick<GladiatorView, 'sides' | 'options' | 'gladiators'>, seat: string | null) {
  if (seat === null || !view.gladiators[seat]) return null;
  const sides = view.sides ?? Object.keys(view.gladiators).map((s) => [s]);
  const starts = teamStarts(
    sides.map((side) => side.length),
    view.sides ? view.options.teamFormat : 'melee',
  );
  const i = sides.flat().indexOf(seat);
  return i < 0 ? null : ((starts[i]?.facing ?? null) as Direction | null);
}

/**
 * A seat's own board: a man who starts facing down the screen (south-east, south or south-west) starts at the top,
 * so his seat's board is turned. Spectators and replays keep the standard board.
 */
export function orientationFor(view: Pick<GladiatorView, 'sides' | 'options' | 'gladiators'>, seat: string | null) {
  const f = startFacing(view, seat);
  return f !== null && f >= 2 && f <= 4 ? { flipped: true } : STANDARD;
}
