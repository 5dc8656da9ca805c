/**
 * A round hex arena drawn as lines of text for the terminal, shared by every game that draws one: flat-topped
 * hexes in columns, column q at x = 3(q + R), line 2r + q + 2R, so that each hex sits half a line below its
 * north-west neighbour. Each game puts its own marks on the grid; the drawing of the hexes is here once.
 */
import { distance, type Hex } from './hex.js';

/** An arrow for each direction 0..5 (north first, clockwise): a man's facing beside his letter. */
export const FACING_ARROWS = ['↑', '↗', '↘', '↓', '↙', '↖'] as const;

export interface HexTextGrid {
  /** Writes `text` from the left edge of the hex's two cells; a mark of more than two characters overwrites. */
  put(at: Hex, text: string): void;
  /** The grid's lines, trailing spaces cut. */
  lines(): string[];
}

/** An arena of `radius` hexes round the centre, each empty hex drawn as `··`. */
export function hexTextGrid(radius: number): HexTextGrid {
  const width = (2 * radius + 1) * 3;
  const height = 4 * radius + 1;
  const grid = Array.from({ length: height }, () => Array.from({ length: width }, () => ' '));
  const put = (at: Hex, text: string) => {
    const x = (at.q + radius) * 3;
    const row = grid[2 * at.r + at.q + 2 * radius];
    if (row === undefined || x < 0 || x >= width)
      throw new Error(`hex ${at.q},${at.r} lies outside an arena of radius ${radius}`);
    for (const [i, ch] of [...text].entries()) row[x + i] = ch;
  };
  for (let q = -radius; q <= radius; q++)
    for (let r = -radius; r <= radius; r++) if (distance({ q, r }, { q: 0, r: 0 }) <= radius) put({ q, r }, '··');
  return { put, lines: () => grid.map((row) => row.join('').trimEnd()) };
}
