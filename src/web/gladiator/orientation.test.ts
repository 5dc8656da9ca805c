import { describe, expect, it } from 'vitest';
import { type Direction, hex } from '../../core/hex.js';
import { gladiator } from '../../games/gladiator/module.js';
import { boardArea, facingAngle, hexToPixel } from './layout.js';
import { facingOnBoard, orientationFor, orientedViewBox, placeHex, STANDARD, startFacing } from './orientation.js';

const SIZE = 30;
const FLIPPED = { flipped: true };

/** The opening view of a real match with these options. */
function opening(options: Record<string, unknown>) {
  const r = gladiator.setup(gladiator.options.parse(options), 'orientation');
  if (!r.ok) throw new Error(r.error.message);
  return gladiator.view(r.value, 'spectator');
}

const MATCHES: [string, Record<string, unknown>][] = [
  ['a duel', {}],
  [
    'two sides of two',
    {
      advanced: true,
      sides: [
        ['medium', 'medium'],
        ['light', 'light'],
      ],
    },
  ],
  ['three sides', { advanced: true, sides: [['medium'], ['light'], ['heavy']] }],
  ['four sides', { advanced: true, sides: [['medium'], ['light'], ['heavy'], ['medium']] }],
  [
    'pairs',
    {
      advanced: true,
      teamFormat: 'pairs',
      sides: [
        ['medium', 'light'],
        ['light', 'medium'],
      ],
    },
  ],
];

describe('each seat sees its own man at the bottom', () => {
  it.each(MATCHES)('%s: the standard start facing is the facing the match sets every man up with', (_, options) => {
    const v = opening(options);
    for (const [seat, g] of Object.entries(v.gladiators)) expect(startFacing(v, seat)).toBe(g.facing);
  });

  it.each(MATCHES)('%s: on his own board no other man starts below the seat’s man', (_, options) => {
    const v = opening(options);
    const men = Object.values(v.gladiators);
    for (const seat of Object.keys(v.gladiators)) {
      const o = orientationFor(v, seat);
      const own = placeHex((v.gladiators[seat] as (typeof men)[number]).position, SIZE, o).y;
      const foes = men.filter(
        (g) => g.seat !== seat && (v.sides ?? []).every((side) => !(side.includes(seat) && side.includes(g.seat))),
      );
      // In the duel and two-sided fights every foe is above him; with three or four sides, at least one is.
      expect(foes.some((g) => placeHex(g.position, SIZE, o).y < own)).toBe(true);
      if (!v.sides || v.sides.length === 2)
        for (const g of foes) expect(placeHex(g.position, SIZE, o).y).toBeLessThan(own);
    }
  });

  it('turns seat b’s duel board and leaves seat a’s, spectators’ and unknown seats’ standard', () => {
    const v = opening({});
    expect(orientationFor(v, 'a')).toEqual(STANDARD);
    expect(orientationFor(v, 'b')).toEqual(FLIPPED);
    expect(orientationFor(v, null)).toEqual(STANDARD);
    expect(orientationFor(v, 'z')).toEqual(STANDARD);
  });
});

describe('hex -> position, turned', () => {
  it('puts every hex at the point opposite the standard one, and the standard mapping is unchanged', () => {
    for (const h of [hex(0, 0), hex(0, 2), hex(3, -1), hex(-2, 5)]) {
      const p = hexToPixel(h, SIZE);
      expect(placeHex(h, SIZE, STANDARD)).toEqual(p);
      expect(placeHex(h, SIZE, FLIPPED)).toEqual({ x: -p.x + 0, y: -p.y + 0 });
    }
  });

  it('points a facing the opposite way on screen, so a man facing north on a turned board points down', () => {
    for (let d = 0; d < 6; d++) {
      expect(facingOnBoard(d as Direction, STANDARD)).toBe(facingAngle(d as Direction));
      expect(facingOnBoard(d as Direction, FLIPPED)).toBe(facingAngle(d as Direction) + 180);
    }
    expect(facingOnBoard(0, FLIPPED)).toBe(90);
  });

  it('keeps every drawn hex inside the turned viewBox', () => {
    const area = boardArea([hex(0, 2), hex(0, -2), hex(4, -1)], SIZE);
    const box = orientedViewBox(area.viewBox, FLIPPED);
    expect(box.width).toBe(area.viewBox.width);
    for (const h of area.hexes) {
      const p = placeHex(h, SIZE, FLIPPED);
      expect(p.x).toBeGreaterThan(box.x);
      expect(p.x).toBeLessThan(box.x + box.width);
      expect(p.y).toBeGreaterThan(box.y);
      expect(p.y).toBeLessThan(box.y + box.height);
    }
    expect(orientedViewBox(area.viewBox, STANDARD)).toEqual(area.viewBox);
  });
});
