/**
 * Pixel layout of the arena: flat-topped hexes in axial coordinates (src/core/hex.ts), with r growing southwards so
 * that direction 0 points up the screen and directions run clockwise. Pure functions; the SVG lives in Board.tsx.
 */
import { type Direction, dir, type Hex, neighbour } from '../../core/hex.js';
import { ARENA, inArena } from '../../games/gladiator/billings/walls.js';

export interface Point {
  x: number;
  y: number;
}

const SQRT3 = Math.sqrt(3);

/** Compass names of directions 0-5 as the board draws them. */
export const DIRECTION_NAMES = ['N', 'NE', 'SE', 'S', 'SW', 'NW'] as const;

/** Centre of hex `h` for hexes of circumradius `size`. */
export const hexToPixel = (h: Hex, size: number): Point => ({
  x: size * 1.5 * h.q,
  y: size * SQRT3 * (h.r + h.q / 2),
});

/** The six corners of a flat-topped hex, starting east and running clockwise on screen. */
export function hexCorners(c: Point, size: number): Point[] {
  return Array.from({ length: 6 }, (_, i) => {
    const a = (Math.PI / 3) * i;
    return { x: c.x + size * Math.cos(a), y: c.y + size * Math.sin(a) };
  });
}

export const round2 = (n: number): number => Math.round(n * 100) / 100;

/** The `points` attribute of an SVG polygon for the hex centred on `c`. */
export const hexPolygon = (c: Point, size: number): string =>
  hexCorners(c, size)
    .map((p) => `${round2(p.x)},${round2(p.y)}`)
    .join(' ');

/** SVG rotation (degrees, clockwise from east) that points something along direction `d`. */
export const facingAngle = (d: Direction): number => -90 + 60 * d;

/** Midpoint of the hexside a figure at `c` faces when it faces `d`. */
export function hexsidePoint(c: Point, d: Direction, size: number): Point {
  const a = (facingAngle(d) * Math.PI) / 180;
  const apothem = (size * SQRT3) / 2;
  return { x: c.x + apothem * Math.cos(a), y: c.y + apothem * Math.sin(a) };
}

export interface BoardArea {
  /** Hexes to draw, column by column. */
  hexes: Hex[];
  /** SVG viewBox covering every drawn hex. */
  viewBox: { x: number; y: number; width: number; height: number };
}

/**
 * The arena has no edges (6.7), so the board shows the hexes around what matters: every hex whose centre lies in
 * the box around `points`, widened by `margin` hexes and to at least `minCols` x `minRows` hexes.
 */
export function boardArea(points: readonly Hex[], size: number, margin = 2, minCols = 11, minRows = 9): BoardArea {
  const centres = (points.length > 0 ? points : [{ q: 0, r: 0 }]).map((h) => hexToPixel(h, 1));
  const colStep = 1.5;
  const rowStep = SQRT3;
  let minX = Math.min(...centres.map((p) => p.x)) - margin * colStep;
  let maxX = Math.max(...centres.map((p) => p.x)) + margin * colStep;
  let minY = Math.min(...centres.map((p) => p.y)) - margin * rowStep;
  let maxY = Math.max(...centres.map((p) => p.y)) + margin * rowStep;
  // Widen by whole steps, so that a board of hex centres stays aligned on them.
  const widen = (lo: number, hi: number, count: number, step: number): [number, number] => {
    const missing = Math.ceil(count - 1 - (hi - lo) / step - 1e-9);
    return missing > 0 ? [lo - Math.ceil(missing / 2) * step, hi + Math.floor(missing / 2) * step] : [lo, hi];
  };
  [minX, maxX] = widen(minX, maxX, minCols, colStep);
  [minY, maxY] = widen(minY, maxY, minRows, rowStep);
  const eps = 1e-9;
  const hexes: Hex[] = [];
  for (let q = Math.ceil(minX / colStep - eps); q <= Math.floor(maxX / colStep + eps); q++) {
    const rLo = Math.ceil(minY / rowStep - q / 2 - eps);
    const rHi = Math.floor(maxY / rowStep - q / 2 + eps);
    for (let r = rLo; r <= rHi; r++) hexes.push({ q: q + 0, r: r + 0 });
  }
  return { hexes, viewBox: viewBoxOf(hexes, size) };
}

/** The SVG viewBox covering these hexes with a little room around them. */
function viewBoxOf(hexes: readonly Hex[], size: number): BoardArea['viewBox'] {
  const pad = size * 1.1;
  const xs = hexes.map((h) => hexToPixel(h, size).x);
  const ys = hexes.map((h) => hexToPixel(h, size).y);
  const x = Math.min(...xs) - pad;
  const y = Math.min(...ys) - pad;
  return {
    x: round2(x),
    y: round2(y),
    width: round2(Math.max(...xs) + pad - x),
    height: round2(Math.max(...ys) + pad - y),
  };
}

/**
 * Billings 6.7: the walled arena, every hex of it and nothing beyond: 19 columns by 15 drawn rows around the centre
 * (odd columns half a row lower, as billings/walls.ts counts rows).
 */
export function walledArea(size: number): BoardArea {
  const hexes: Hex[] = [];
  const halfColumns = (ARENA.columns - 1) / 2;
  const halfRows = (ARENA.rows - 1) / 2;
  for (let q = -halfColumns; q <= halfColumns; q++)
    for (let row = -halfRows; row <= halfRows; row++) hexes.push({ q: q + 0, r: row - (q - (q & 1)) / 2 + 0 });
  return { hexes, viewBox: viewBoxOf(hexes, size) };
}

/** A straight piece of wall between two points. */
export interface Segment {
  from: Point;
  to: Point;
}

/**
 * The walls as drawn: every hexside of an arena hex whose neighbour lies outside. A flat-topped hex's side facing
 * direction d runs between its corners d+4 and d+5 (hexCorners starts east and turns clockwise; direction 0 is up).
 */
export function wallSegments(hexes: readonly Hex[], size: number): Segment[] {
  const out: Segment[] = [];
  for (const h of hexes) {
    const corners = hexCorners(hexToPixel(h, size), size);
    for (let i = 0; i < 6; i++)
      if (!inArena(neighbour(h, dir(i))))
        out.push({ from: corners[(i + 4) % 6] as Point, to: corners[(i + 5) % 6] as Point });
  }
  return out;
}

/** Offsets that spread several small markers sharing one hex so that none hides another. */
export function stackOffsets(count: number, size: number): Point[] {
  if (count <= 1) return [{ x: 0, y: 0 }];
  return Array.from({ length: count }, (_, i) => {
    const a = (2 * Math.PI * i) / count - Math.PI / 2;
    return { x: round2(size * 0.4 * Math.cos(a)), y: round2(size * 0.4 * Math.sin(a)) };
  });
}
