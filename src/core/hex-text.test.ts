import { describe, expect, it } from 'vitest';
import { hexTextGrid } from './hex-text.js';

describe('the terminal hex arena', () => {
  it('draws the 7 hexes of radius 1 with a mark on the centre', () => {
    const g = hexTextGrid(1);
    g.put({ q: 0, r: 0 }, 'a↑');
    expect(g.lines()).toEqual(['   ··', '··    ··', '   a↑', '··    ··', '   ··']);
  });
  it('refuses a mark outside the arena, naming the hex', () => {
    expect(() => hexTextGrid(1).put({ q: 3, r: 0 }, 'x')).toThrow(/3,0 lies outside an arena of radius 1/);
  });
});
