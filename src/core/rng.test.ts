import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Dice, type Roll } from './dice.js';
import { nextDie, nextDieInPlace, nextInt, nextUint32, nextUint32InPlace, seedRng } from './rng.js';

describe('seeded RNG', () => {
  it('pins its first outputs for a seed, so every stored match keeps replaying the same way', () => {
    const r = seedRng('ludus');
    expect([0, 1, 2, 3, 4].map(() => nextUint32(r))).toEqual([
      3304006054, 109478190, 3379721048, 3324025551, 4008267464,
    ]);
    const d = seedRng('ludus');
    expect(Array.from({ length: 12 }, () => nextDie(d)).join(',')).toBe('5,1,3,4,3,4,3,2,2,2,5,2');
  });

  it('is plain JSON and resumes identically from a JSON copy of its state', () => {
    const a = seedRng('resume');
    for (let i = 0; i < 10; i++) nextUint32(a);
    const b = JSON.parse(JSON.stringify(a));
    expect(Array.from({ length: 20 }, () => nextUint32(a))).toEqual(Array.from({ length: 20 }, () => nextUint32(b)));
  });

  it('different seeds give different streams', () => {
    const a = seedRng('a');
    const b = seedRng('b');
    expect(Array.from({ length: 4 }, () => nextUint32(a))).not.toEqual(Array.from({ length: 4 }, () => nextUint32(b)));
  });

  it('uses scripted dice first, then the generator, and refuses a face outside 1-6', () => {
    const r = seedRng('script', [6, 1, 3]);
    expect([nextDie(r), nextDie(r), nextDie(r)]).toEqual([6, 1, 3]);
    expect(r.script).toBeUndefined();
    const plain = seedRng('script');
    expect(nextDie(r)).toBe(nextDie(plain));
    expect(() => nextDie(seedRng('x', [7]))).toThrow(/1-6/);
  });

  it('the in-place draws give the same numbers and faces as the plain ones, and change the words in place', () => {
    fc.assert(
      fc.property(fc.string(), (seed) => {
        const plain = seedRng(seed);
        const owned = seedRng(seed);
        const words = owned.s;
        for (let i = 0; i < 50; i++) if (nextUint32(plain) !== nextUint32InPlace(owned)) return false;
        for (let i = 0; i < 200; i++) if (nextDie(plain) !== nextDieInPlace(owned)) return false;
        return owned.s === words && owned.s.every((w, i) => w === plain.s[i]);
      }),
    );
    const r = seedRng('script', [6, 1]);
    const plain = seedRng('script');
    expect([nextDieInPlace(r), nextDieInPlace(r), nextDieInPlace(r)]).toEqual([6, 1, nextDie(plain)]);
    expect(r.script).toBeUndefined();
  });

  it('nextInt stays in range and dice come out roughly even over many rolls', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 1, max: 1000 }), (seed, n) => {
        const r = seedRng(seed);
        const x = nextInt(r, n);
        return Number.isInteger(x) && x >= 0 && x < n;
      }),
    );
    const r = seedRng('even');
    const counts = [0, 0, 0, 0, 0, 0];
    for (let i = 0; i < 60000; i++) counts[nextDie(r) - 1]! += 1;
    for (const c of counts) expect(Math.abs(c - 10000)).toBeLessThan(400);
  });
});

describe('Dice', () => {
  it('records each roll with its purpose, rule, faces, modifiers and total, and drops zero modifiers', () => {
    const dice = new Dice(seedRng('d', [4, 5, 6]));
    const roll = dice.roll(3, 'wound severity', '§9.1', [
      { label: 'H+2', value: 2 },
      { label: 'nothing', value: 0 },
    ]);
    expect(roll).toEqual({
      purpose: 'wound severity',
      rule: '§9.1',
      dice: [4, 5, 6],
      modifiers: [{ label: 'H+2', value: 2 }],
      total: 17,
    });
    expect(dice.take()).toEqual([roll]);
    expect(dice.take()).toEqual([]);
  });

  it('owning the state, rolls the same faces, copying the words once on the first draw and never editing the old list', () => {
    const plain = new Dice(seedRng('owned'));
    const start = seedRng('owned');
    const shared = Object.freeze([...start.s]) as typeof start.s;
    const rng = { s: shared };
    const owned = new Dice(rng, true);
    expect(owned.roll(2, 'x', '1').dice).toEqual(plain.roll(2, 'x', '1').dice);
    const copy = rng.s;
    expect(copy).not.toBe(shared);
    for (let i = 0; i < 100; i++) expect(owned.roll(2, 'x', '1').dice).toEqual(plain.roll(2, 'x', '1').dice);
    expect(rng.s).toBe(copy);
    expect(shared).toEqual(start.s);
  });

  it('a roll known by its face records what roll would, frozen, and the same record each time the face comes up', () => {
    const plain = new Dice(seedRng('known'));
    const shared = new Dice(seedRng('known'));
    const mods = [{ label: 'agility', value: 2 }];
    const known: (Roll | undefined)[] = [];
    const byFace = new Map<number, Roll>();
    for (let i = 0; i < 60; i++) {
      const r = shared.rollKnown(known, 'initiative', '2.1', mods);
      expect(r).toEqual(plain.roll(1, 'initiative', '2.1', mods));
      expect(Object.isFrozen(r)).toBe(true);
      const face = r.dice[0] as number;
      if (byFace.has(face)) expect(r).toBe(byFace.get(face));
      byFace.set(face, r);
    }
    expect(byFace.size).toBe(6);
    // Recorded among the rolls, in their order, as any roll.
    expect(shared.take()).toEqual(plain.take());
  });
});
