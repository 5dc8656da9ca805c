import { describe, expect, it } from 'vitest';
import { Dice } from '../../core/dice.js';
import { seedRng } from '../../core/rng.js';
import { chooseFighters, type Pairing, purse, rollForMatch, rollOff, startLeague } from './owners.js';
import { fixtureLeague, scriptLeague } from './testkit.js';

const five = ['light', 'medium', 'heavy', 'medium', 'light'] as const;

describe('§22.2 stables and purses', () => {
  it('§22.2 each owner starts with five newly created men and 10,000 sesterces', () => {
    const r = startLeague('s', [
      { id: 'x', types: [...five] },
      { id: 'y', types: [...five] },
    ]);
    if (!r.ok) throw new Error(r.error.message);
    for (const o of r.value.owners) {
      expect(o.stable).toHaveLength(5);
      expect(purse(o)).toBe(10_000);
      expect(o.money[0]).toMatchObject({ rule: '§22.2', amount: 10_000 });
    }
    expect(r.value.owners[0]?.stable.map((id) => r.value.men[id]?.type)).toEqual([...five]);
    expect(new Set(Object.keys(r.value.men)).size).toBe(10);
  });
  const refusals: [string, { id: string; types: string[] }[], string][] = [
    ['one owner', [{ id: 'x', types: [...five] }], 'owner-count'],
    ['seven owners', Array.from({ length: 7 }, (_, i) => ({ id: `o${i}`, types: [...five] })), 'owner-count'],
    [
      'a stable of four',
      [
        { id: 'x', types: [...five] },
        { id: 'y', types: five.slice(1) },
      ],
      'stable-size',
    ],
    [
      'two owners with one id',
      [
        { id: 'x', types: [...five] },
        { id: 'x', types: [...five] },
      ],
      'duplicate-owner',
    ],
  ];
  for (const [what, owners, code] of refusals) {
    it(`§22.2 ${what} is refused`, () => {
      const r = startLeague('s', owners as never);
      expect(r.ok ? null : r.error).toMatchObject({ code, rule: '§22.2' });
    });
  }
});

describe('§22.3 the roll for who fights', () => {
  const order = (faces: number[], n = 3) =>
    rollOff(
      Array.from({ length: n }, (_, i) => `o${i + 1}`),
      new Dice(seedRng('r', faces)),
      2,
    );
  it('§22.3 the two highest totals of three dice fight, the highest first', () => {
    expect(order([6, 6, 6, 1, 1, 1, 5, 5, 5])).toEqual(['o1', 'o3']);
  });
  it('§22.3 a tie for the top is rolled again between the tied', () => {
    expect(order([6, 6, 6, 6, 6, 6, 1, 1, 1, 1, 1, 1, 6, 6, 5])).toEqual(['o2', 'o1']);
  });
  it('§22.3 a tie for second is rolled again between the tied; the others stay out', () => {
    expect(order([6, 6, 6, 4, 3, 3, 5, 3, 2, 1, 1, 1, 2, 1, 1])).toEqual(['o1', 'o3']);
  });
  it('§22.3 the roll is the league’s own dice, recorded with its rule', () => {
    const l = scriptLeague(fixtureLeague(2), 1, 1, 1, 6, 6, 6);
    const r = rollForMatch(l);
    if (!r.ok) throw new Error(r.error.message);
    expect([r.value.pairing.first, r.value.pairing.second]).toEqual(['o2', 'o1']);
    expect(r.value.pairing.rolls.map((x) => [x.rule, x.total])).toEqual([
      ['§22.3', 3],
      ['§22.3', 18],
    ]);
  });
});

describe('§22.3 men and armament', () => {
  const l = fixtureLeague(2);
  const pairing: Pairing = { first: 'o1', second: 'o2', rolls: [] };
  const [m1, m2] = [l.owners[0]?.stable[0] as number, l.owners[1]?.stable[0] as number];
  it('§22.3 the first takes the trident: the second takes the sword he refused, or the short sword', () => {
    for (const arm of ['sword', 'shortSword'] as const) {
      const r = chooseFighters(l, pairing, { man: m1, armament: 'trident' }, { man: m2, armament: arm }, true);
      expect(r.ok ? r.value.map((f) => f.armament) : r.error.code).toEqual(['trident', 'sword']);
    }
  });
  it('§22.3 the first takes the sword: the second takes the trident, or the short sword', () => {
    const r = chooseFighters(l, pairing, { man: m1, armament: 'sword' }, { man: m2, armament: 'trident' }, true);
    expect(r.ok ? r.value.map((f) => f.armament) : r.error.code).toEqual(['sword', 'trident']);
  });
  it('§22.3 a Retarius against a Retarius is refused', () => {
    const r = chooseFighters(l, pairing, { man: m1, armament: 'trident' }, { man: m2, armament: 'trident' }, true);
    expect(r.ok ? null : r.error).toMatchObject({ code: 'retiarius-v-retiarius', rule: '§22.3' });
  });
  it('§22.3 the second may not take the arm the first kept', () => {
    const r = chooseFighters(l, pairing, { man: m1, armament: 'sword' }, { man: m2, armament: 'sword' }, true);
    expect(r.ok ? null : r.error.code).toBe('armament-not-refused');
  });
  it('§17.1 the trident is refused outside the Advanced Game', () => {
    const r = chooseFighters(l, pairing, { man: m1, armament: 'trident' }, { man: m2, armament: 'sword' }, false);
    expect(r.ok ? null : r.error.code).toBe('trident-needs-advanced');
  });
  it('§22.3 an owner puts up only a fit man of his own stable', () => {
    const theirs = chooseFighters(
      l,
      pairing,
      { man: m2, armament: 'sword' },
      { man: m2, armament: 'shortSword' },
      true,
    );
    expect(theirs.ok ? null : theirs.error).toMatchObject({ code: 'not-his-man', values: { owner: 'o1' } });
    const dead = { ...l, men: { ...l.men, [m1]: { ...l.men[m1]!, status: 'dead' as const } } };
    const r = chooseFighters(dead, pairing, { man: m1, armament: 'sword' }, { man: m2, armament: 'shortSword' }, true);
    expect(r.ok ? null : r.error.code).toBe('man-not-fit');
  });
});
