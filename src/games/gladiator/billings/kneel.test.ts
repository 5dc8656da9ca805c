import { describe, expect, it } from 'vitest';
import type { Hex } from '../../../core/hex.js';
import { Match } from '../testkit.js';
import type { GladiatorOptions } from '../types.js';
import { BILLINGS_PRESET } from './options.js';

const at = (q: number, r: number): Hex => ({ q, r });
const KNEEL: Partial<GladiatorOptions> = { billings: { ...BILLINGS_PRESET, preset: false, kneelHex: true } };
const KNEEL_WALLS: Partial<GladiatorOptions> = {
  billings: { ...BILLINGS_PRESET, preset: false, kneelHex: true, walls: true },
};

/** a lies prone at `a` facing `facing`; b stands at `b`, holding. a writes `order` with the die `face`. */
function kneelUp(
  face: number,
  opts: { a?: Hex; facing?: number; b?: Hex; order?: string; options?: Partial<GladiatorOptions> } = {},
) {
  const m = new Match({
    a: { position: opts.a ?? at(0, 2), facing: (opts.facing ?? 0) as 0 },
    b: { position: opts.b ?? at(0, -6), facing: 3 },
    options: opts.options ?? KNEEL,
  });
  m.set('a', { posture: 'prone', mustRise: true });
  m.plot();
  m.dice(face).orders(opts.order ?? 'KN', null);
  return m;
}

describe('§13.0 Billings: the hex a prone man kneels in', () => {
  it('§13.0 on 1 to 4 he kneels where his body lies', () => {
    for (const face of [1, 4]) {
      const m = kneelUp(face);
      expect(m.rollsFor('§13.0')[0]?.total).toBe(face);
      expect(m.g('a').position).toEqual(at(0, 2));
      expect(m.g('a').posture).toBe('kneeling');
      expect(m.ofType('kneel-hex')[0]?.text).toContain('where his body lay');
      expect(m.unusedDice).toBe(0);
    }
  });

  it('§13.0 on 5 or 6 he kneels in the hex his legs lie in: the one his prone figure faces (15.1)', () => {
    const north = kneelUp(5);
    expect(north.g('a').position).toEqual(at(0, 1));
    expect(north.g('a').posture).toBe('kneeling');
    expect(north.g('a').facing).toBe(0);
    expect(north.ofType('kneel-hex')[0]?.rule).toBe('§13.0');
    const south = kneelUp(6, { facing: 3 });
    expect(south.g('a').position).toEqual(at(0, 3));
  });

  it('§13.0 a turn written before KN turns his legs with him', () => {
    const m = kneelUp(6, { order: '(R)KN' });
    expect(m.g('a').position).toEqual(at(1, 1));
    expect(m.g('a').facing).toBe(1);
  });

  it('§13.0 his legs cannot lie beyond the wall or under another man: he kneels where he lies', () => {
    const wall = kneelUp(6, { a: at(0, -7), b: at(0, 6), options: KNEEL_WALLS });
    expect(wall.g('a').position).toEqual(at(0, -7));
    expect(wall.ofType('kneel-hex')[0]?.text).toContain('the wall');
    const man = kneelUp(6, { b: at(0, 1) });
    expect(man.g('a').position).toEqual(at(0, 2));
    expect(man.ofType('kneel-hex')[0]?.text).toContain('Beta');
  });

  it('§13.0 only from prone: a man kneeling down from his feet rolls nothing', () => {
    const m = new Match({
      a: { position: at(0, 2), facing: 0 },
      b: { position: at(0, -6), facing: 3 },
      options: KNEEL,
    });
    m.plot().orders('KN', null);
    expect(m.rollsFor('§13.0')).toEqual([]);
    expect(m.g('a').position).toEqual(at(0, 2));
  });

  it('§13.0 without the section no die is rolled and he kneels where he lies (13.1)', () => {
    const m = new Match({ a: { position: at(0, 2), facing: 0 }, b: { position: at(0, -6), facing: 3 } });
    m.set('a', { posture: 'prone', mustRise: true });
    m.plot().orders('KN', null);
    expect(m.rollsFor('§13.0')).toEqual([]);
    expect(m.g('a').position).toEqual(at(0, 2));
    expect(m.g('a').posture).toBe('kneeling');
  });
});
