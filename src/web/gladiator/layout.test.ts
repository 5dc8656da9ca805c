import { describe, expect, it } from 'vitest';
import { type Direction, distance, hex, neighbour } from '../../core/hex.js';
import { ARENA, inArena } from '../../games/gladiator/billings/walls.js';
import {
  boardArea,
  facingAngle,
  hexCorners,
  hexsidePoint,
  hexToPixel,
  stackOffsets,
  walledArea,
  wallSegments,
} from './layout.js';

const SIZE = 30;
const close = (a: number, b: number) => expect(a).toBeCloseTo(b, 6);

describe('hex to pixel (flat-topped, r grows southwards)', () => {
  it('puts the origin at 0,0', () => {
    expect(hexToPixel(hex(0, 0), SIZE)).toEqual({ x: 0, y: 0 });
  });

  it('puts direction 0 straight up and the others clockwise, every neighbour sqrt(3)*size away', () => {
    const expectedAngles = [-90, -30, 30, 90, 150, 210];
    for (let d = 0; d < 6; d++) {
      const p = hexToPixel(neighbour(hex(0, 0), d as Direction), SIZE);
      close(Math.hypot(p.x, p.y), Math.sqrt(3) * SIZE);
      const angle = (Math.atan2(p.y, p.x) * 180) / Math.PI;
      close(((angle - (expectedAngles[d] as number) + 540) % 360) - 180, 0);
      close(facingAngle(d as Direction), expectedAngles[d] as number);
    }
  });

  it('places the faced hexside half-way to the neighbour in that direction', () => {
    const c = hexToPixel(hex(2, -1), SIZE);
    for (let d = 0; d < 6; d++) {
      const n = hexToPixel(neighbour(hex(2, -1), d as Direction), SIZE);
      const mid = hexsidePoint(c, d as Direction, SIZE);
      close(mid.x, (c.x + n.x) / 2);
      close(mid.y, (c.y + n.y) / 2);
    }
  });

  it('gives six corners at the circumradius, flat top and bottom', () => {
    const corners = hexCorners({ x: 10, y: 20 }, SIZE);
    expect(corners).toHaveLength(6);
    for (const p of corners) close(Math.hypot(p.x - 10, p.y - 20), SIZE);
    // Corners 4 and 5 form the top edge: same y, above the centre.
    close(corners[4]?.y as number, corners[5]?.y as number);
    expect(corners[4]?.y).toBeLessThan(20);
  });
});

describe('board area', () => {
  it('covers every point with a margin, at least the minimum size, with no hex twice', () => {
    const points = [hex(0, 2), hex(0, -2), hex(5, 1)];
    const area = boardArea(points, SIZE, 2, 11, 9);
    const keys = new Set(area.hexes.map((h) => `${h.q},${h.r}`));
    expect(keys.size).toBe(area.hexes.length);
    for (const p of points)
      for (const h of [p, ...[0, 1, 2, 3, 4, 5].map((d) => neighbour(p, d as Direction))])
        expect(keys.has(`${h.q},${h.r}`)).toBe(true);
    const cols = new Set(area.hexes.map((h) => h.q));
    expect(cols.size).toBeGreaterThanOrEqual(11);
  });

  it('centres a lone point in a board of the minimum size', () => {
    const area = boardArea([hex(0, 0)], SIZE, 0, 5, 5);
    const cols = [...new Set(area.hexes.map((h) => h.q))].sort((a, b) => a - b);
    expect(cols).toEqual([-2, -1, 0, 1, 2]);
    expect(area.hexes.filter((h) => h.q === 0).map((h) => h.r)).toEqual([-2, -1, 0, 1, 2]);
    expect(Math.max(...area.hexes.map((h) => distance(h, hex(0, 0))))).toBeLessThanOrEqual(4);
  });

  it('frames every drawn hex in the view box', () => {
    const area = boardArea([hex(-3, 4), hex(7, -6)], SIZE);
    const { x, y, width, height } = area.viewBox;
    for (const h of area.hexes)
      for (const c of hexCorners(hexToPixel(h, SIZE), SIZE)) {
        expect(c.x).toBeGreaterThanOrEqual(x);
        expect(c.y).toBeGreaterThanOrEqual(y);
        expect(c.x).toBeLessThanOrEqual(x + width);
        expect(c.y).toBeLessThanOrEqual(y + height);
      }
  });
});

describe('stack offsets', () => {
  it('leaves a single marker centred and spreads several apart', () => {
    expect(stackOffsets(1, SIZE)).toEqual([{ x: 0, y: 0 }]);
    const three = stackOffsets(3, SIZE);
    expect(new Set(three.map((p) => `${p.x},${p.y}`)).size).toBe(3);
  });
});

describe('Billings §6.7 the walled arena as drawn', () => {
  const area = walledArea(SIZE);
  it('draws the 19 by 15 hexes of the arena and none beyond', () => {
    expect(area.hexes).toHaveLength(ARENA.columns * ARENA.rows);
    expect(area.hexes.every(inArena)).toBe(true);
    expect(new Set(area.hexes.map((h) => `${h.q},${h.r}`)).size).toBe(area.hexes.length);
    expect(area.hexes).toContainEqual(hex(0, 0));
    // The men's start (4.0) and the corners of the board are inside; one more column is not.
    expect(area.hexes).toContainEqual(hex(-9, 0));
    expect(area.hexes).not.toContainEqual(hex(10, 0));
  });

  it('puts a wall on every hexside between an arena hex and one outside, and nowhere else', () => {
    const walls = wallSegments(area.hexes, SIZE);
    const mid = (w: { from: { x: number; y: number }; to: { x: number; y: number } }) => ({
      x: (w.from.x + w.to.x) / 2,
      y: (w.from.y + w.to.y) / 2,
    });
    let outward = 0;
    for (const h of area.hexes) for (let d = 0; d < 6; d++) if (!inArena(neighbour(h, d as Direction))) outward++;
    expect(walls).toHaveLength(outward);
    // Each wall piece is the side that faces its outside neighbour.
    for (const h of area.hexes) {
      const c = hexToPixel(h, SIZE);
      for (let d = 0; d < 6; d++) {
        if (inArena(neighbour(h, d as Direction))) continue;
        const side = hexsidePoint(c, d as Direction, SIZE);
        expect(walls.some((w) => Math.hypot(mid(w).x - side.x, mid(w).y - side.y) < 1e-6)).toBe(true);
      }
    }
  });
});
