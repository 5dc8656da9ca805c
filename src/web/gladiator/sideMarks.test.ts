import { describe, expect, it } from 'vitest';
import { SIDE_SHAPES, shapeOf, shapePath } from './sideMarks.js';

describe('side marks: a shape as well as a colour for each side (20)', () => {
  it('gives each of four sides its own shape, drawn as a closed path of its own', () => {
    const shapes = [0, 1, 2, 3].map(shapeOf);
    expect(new Set(shapes).size).toBe(4);
    const paths = SIDE_SHAPES.map((s) => shapePath(s, 4));
    expect(new Set(paths).size).toBe(4);
    for (const p of paths) expect(p).toMatch(/^M.* Z$/);
    expect(shapePath('square', 5)).toBe('M-4,-4 L4,-4 L4,4 L-4,4 Z');
  });
});
