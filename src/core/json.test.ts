import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cloneJson } from './json.js';

describe('cloneJson', () => {
  it('serialises exactly like the original for any JSON value', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (v) => {
        expect(JSON.stringify(cloneJson(v))).toBe(JSON.stringify(v));
      }),
    );
  });
  it('shares the values of the keys it is told never change, and copies the rest', () => {
    const a = { options: { x: [1] }, g: { armour: [{ q: 'A' }], wounds: [0, 1] } };
    const b = cloneJson(a, new Set(['options', 'armour']));
    expect(b.options).toBe(a.options);
    expect(b.g.armour).toBe(a.g.armour);
    expect(b.g.wounds).not.toBe(a.g.wounds);
    expect(b).toEqual(a);
  });
  it('shares nothing with the original', () => {
    const a = { x: [1, { y: 2 }], z: { w: [3] } };
    const b = cloneJson(a);
    (b.x[1] as { y: number }).y = 9;
    b.z.w.push(4);
    expect(a).toEqual({ x: [1, { y: 2 }], z: { w: [3] } });
  });
});
