import { describe, expect, it } from 'vitest';
import { Dice } from '../../../core/dice.js';
import { seedRng } from '../../../core/rng.js';
import { gladiator } from '../module.js';
import { PHYSICAL_CHART } from '../tables.js';
import type { GladiatorState } from '../types.js';
import {
  armourPrice,
  type BillingsCreation,
  checkPurchase,
  createBillingsGladiator,
  measureCreation,
} from './creation.js';
import { BILLINGS_PRESET } from './options.js';
import { PHYSICAL_3D6 } from './tables.js';

const scripted = (...faces: number[]): Dice => new Dice(seedRng('x', faces));
const BILLINGS: BillingsCreation = { characteristics: 'threeDice', armour: 'billingsTable', retariusLight: true };
const ORIGINAL: BillingsCreation = { characteristics: 'chart', armour: 'table', retariusLight: false };

const made = <T>(r: { ok: true; value: T } | { ok: false; error: { message: string } }): T => {
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};

/** Exact mean of a characteristic over three dice. */
function mean3d6(values: readonly number[]): number {
  let sum = 0;
  for (let a = 1; a <= 6; a++)
    for (let b = 1; b <= 6; b++) for (let c = 1; c <= 6; c++) sum += values[a + b + c - 3] as number;
  return sum / 216;
}
const chartMean = (f: (c: (typeof PHYSICAL_CHART)[number][number]) => number): number =>
  PHYSICAL_CHART.flat().reduce((s, c) => s + f(c), 0) / 36;

describe('Billings §3.7 three dice per characteristic', () => {
  it('rolls TR, ST, AG, CON and W in turn on their own three dice (medium: armour, shield, then characteristics)', () => {
    // armour row 2, shield die 5 (large), TR 3+3+4=10, ST 6+6+6=18, AG 1+1+1=3, CON 2+2+3=7, W 5+5+5=15
    const g = made(
      createBillingsGladiator(
        scripted(2, 5, 3, 3, 4, 6, 6, 6, 1, 1, 1, 2, 2, 3, 5, 5, 5),
        { seat: 'a', type: 'medium', name: 'Verus' },
        BILLINGS,
      ),
    );
    expect([g.TR, g.ST, g.AG, g.CON, g.W]).toEqual([9, 5, -3, 2, 13]);
    expect(g.cf).toBe(9 + 5 - 3);
    expect(g.characteristicsRoll).toEqual([0, 0]);
  });

  it('variant: five rolls arranged, the highest total to the first characteristic named', () => {
    // heavy: armour die 1 (no shield roll); totals 18, 3, 10, 12, 7 -> sorted 18, 12, 10, 7, 3
    const g = made(
      createBillingsGladiator(
        scripted(1, 6, 6, 6, 1, 1, 1, 3, 3, 4, 4, 4, 4, 2, 2, 3),
        { seat: 'a', type: 'heavy', name: 'Verus' },
        { ...BILLINGS, characteristics: 'arranged', arrangement: ['W', 'TR', 'ST', 'AG', 'CON'] },
      ),
    );
    expect([g.TR, g.ST, g.AG, g.CON, g.W]).toEqual([10, 1, -1, 1, 15]);
  });

  it('variant: an arrangement that misses a characteristic is refused, naming the rule', () => {
    const r = createBillingsGladiator(
      scripted(1),
      { seat: 'a', type: 'heavy', name: 'Verus' },
      { ...BILLINGS, characteristics: 'arranged', arrangement: ['W', 'TR', 'ST', 'AG', 'TR'] },
    );
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.message).toMatch(/^§3\.7: .*TR, ST, AG, CON and W once/);
  });

  it('10,000 men each way: the means match the tables exactly to within sampling error', () => {
    const dice = (s: string) => new Dice(seedRng(s));
    const billings = made(measureCreation('heavy', BILLINGS, 10_000, 'b', dice));
    const original = made(measureCreation('heavy', ORIGINAL, 10_000, 'o', dice));
    const cf3d6 = mean3d6(PHYSICAL_3D6.TR) + mean3d6(PHYSICAL_3D6.ST) + mean3d6(PHYSICAL_3D6.AG);
    expect(billings.cf).toBeCloseTo(cf3d6, 1);
    expect(billings.W).toBeCloseTo(mean3d6(PHYSICAL_3D6.W), 1);
    expect(billings.CON).toBeCloseTo(mean3d6(PHYSICAL_3D6.CON), 1);
    expect(original.cf).toBeCloseTo(
      chartMean((c) => c.TR + c.ST + c.AG),
      1,
    );
    expect(original.W).toBeCloseTo(
      chartMean((c) => c.W),
      1,
    );
    // The article's claim: three dice give a stronger average man than the chart.
    expect(cf3d6).toBeGreaterThan(chartMean((c) => c.TR + c.ST + c.AG));
  });
});

describe('Billings §3.6, §3.7 the rolls that made him stay on his sheet', () => {
  it('§3.7 three dice each: armour, shield and the five characteristic rolls, in the order rolled', () => {
    const g = made(
      createBillingsGladiator(
        scripted(2, 5, 3, 3, 4, 6, 6, 6, 1, 1, 1, 2, 2, 3, 5, 5, 5),
        { seat: 'a', type: 'medium', name: 'Verus' },
        BILLINGS,
      ),
    );
    expect(g.creation?.map((r) => [r.rule, r.total])).toEqual([
      ['Billings §3.6', 2],
      ['Billings §3.6', 5],
      ['Billings §3.7', 10],
      ['Billings §3.7', 18],
      ['Billings §3.7', 3],
      ['Billings §3.7', 7],
      ['Billings §3.7', 15],
    ]);
    expect(g.creation?.slice(2).map((r) => r.result)).toEqual([
      'training 9',
      'strength 5',
      'agility -3',
      'constitution 2',
      'wounds 13',
    ]);
  });

  it('§3.7 only his own rolls, copied: rolls made before him stay out, and clearing the dice leaves his', () => {
    const dice = scripted(6, 6, 2, 5, ...Array(15).fill(3), 4, 4);
    dice.roll(2, 'something earlier', '§0');
    const g = made(createBillingsGladiator(dice, { seat: 'a', type: 'medium' }, BILLINGS));
    // armour, shield, five characteristics and the name: none of them the earlier roll
    expect(g.creation).toHaveLength(8);
    expect(g.creation?.some((r) => r.purpose === 'something earlier')).toBe(false);
    expect(g.creation?.[0]?.total).toBe(2);
    dice.take();
    expect(dice.rolls).toHaveLength(0);
    expect(g.creation).toHaveLength(8);
  });

  it('§3.7 variant: each of the five arranged rolls names the characteristic it was given to', () => {
    // heavy: armour die 1; totals 18, 3, 10, 12, 7 given, highest first, to W, TR, ST, AG, CON
    const g = made(
      createBillingsGladiator(
        scripted(1, 6, 6, 6, 1, 1, 1, 3, 3, 4, 4, 4, 4, 2, 2, 3),
        { seat: 'a', type: 'heavy', name: 'Verus' },
        { ...BILLINGS, characteristics: 'arranged', arrangement: ['W', 'TR', 'ST', 'AG', 'CON'] },
      ),
    );
    expect(g.creation?.slice(1).map((r) => [r.total, r.result])).toEqual([
      [18, 'wounds 15'],
      [3, 'constitution 1'],
      [10, 'strength 1'],
      [12, 'training 10'],
      [7, 'agility -1'],
    ]);
  });

  it('§3.7 variant: equal totals go out in the order they were rolled', () => {
    // heavy: armour die 1; totals 9, 9, 9, 9, 9: the first roll to the first characteristic named
    const g = made(
      createBillingsGladiator(
        scripted(1, ...Array(15).fill(3)),
        { seat: 'a', type: 'heavy', name: 'Verus' },
        { ...BILLINGS, characteristics: 'arranged', arrangement: ['CON', 'W', 'AG', 'ST', 'TR'] },
      ),
    );
    expect(g.creation?.slice(1).map((r) => r.result?.split(' ')[0])).toEqual([
      'constitution',
      'wounds',
      'agility',
      'strength',
      'training',
    ]);
  });

  it('§3.6 a bought heavy man rolls nothing for armour: his sheet keeps only the characteristic rolls', () => {
    const g = made(
      createBillingsGladiator(
        scripted(...Array(15).fill(3)),
        { seat: 'a', type: 'heavy', name: 'Cato' },
        { ...BILLINGS, armour: 'bought', purchase: ['A', 'B7', '-', 'B7', 'A6'] },
      ),
    );
    expect(g.creation?.map((r) => r.rule)).toEqual(Array(5).fill('Billings §3.7'));
  });
});

describe('Billings §3.6 armour', () => {
  it('rolls the revised light table, then the shield on a die of its own', () => {
    // armour row 1 (A5, read for the printed A2), shield die 2 (small), then characteristics and name
    const g = made(
      createBillingsGladiator(
        scripted(1, 2, ...Array(15).fill(3)),
        { seat: 'a', type: 'light', name: 'Rufus' },
        BILLINGS,
      ),
    );
    expect(g.armour[0]).toEqual({ quality: 'A', coverage: 5 });
    expect(g.shield).toBe('small');
    expect(g.armourRoll).toBe(1);
  });

  it('gives a heavy man a large shield without a roll', () => {
    const g = made(
      createBillingsGladiator(scripted(3, ...Array(15).fill(4)), { seat: 'a', type: 'heavy', name: 'Cato' }, BILLINGS),
    );
    expect(g.armour.map((a) => (a ? `${a.quality}${a.coverage ?? ''}` : '—'))).toEqual(['A', 'B7', 'B7', 'B8', 'A7']);
    expect(g.shield).toBe('large');
    expect([g.TR, g.W]).toEqual([10, 12]);
  });

  it('buys armour within the budget and prices complete armour on the F column', () => {
    const r = made(checkPurchase('medium', ['A', 'B7', '-', 'B7', 'A6']));
    expect(r.spent).toBe(320 + 165 + 0 + 165 + 140);
    expect(armourPrice({ quality: 'C', coverage: 5 })).toBe(50);
    const light = made(checkPurchase('light', ['B5', 'B5', 'B5', 'B5', 'B5']));
    expect(light.spent).toBe(400);
  });

  it('refuses armour over the budget, naming the rule, the cost and the limit', () => {
    const r = checkPurchase('retarius', ['A', 'B7', '-', '-', '-']);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.message).toBe('§3.6: A B7 — — — costs 485 sesterces, over the 400 a Retarius may spend');
    const bad = checkPurchase('heavy', ['A', 'D7', '-', '-', '-']);
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.error.field).toBe('purchase.1');
    expect(checkPurchase('heavy', ['A']).ok).toBe(false);
  });

  it('a bought medium man still rolls his shield', () => {
    const g = made(
      createBillingsGladiator(
        scripted(1, ...Array(15).fill(3)),
        { seat: 'a', type: 'medium', name: 'Cato' },
        { ...BILLINGS, armour: 'bought', purchase: ['A7', 'C', 'C', 'C8', 'C8'] },
      ),
    );
    expect(g.shield).toBe('small');
    expect(g.armourRoll).toBe(0);
  });
});

describe('Billings §3.4 the Retarius as a light man', () => {
  it('arms from the light table and moves six phases, keeping net and trident', () => {
    const g = made(
      createBillingsGladiator(
        scripted(6, 1, ...Array(15).fill(3)),
        { seat: 'a', type: 'retarius', name: 'Scorpus' },
        BILLINGS,
      ),
    );
    expect(g.armour[0]).toEqual({ quality: 'A', coverage: 7 });
    expect(g.armour[2]).toEqual({ quality: 'C', coverage: null });
    expect(g.move).toBe(6);
    expect(g.allowance).toBe(6);
    expect(g.retarius).toBe(true);
    expect(g.shield).toBeNull();
  });

  it('without the section he rolls the original medium table and moves five', () => {
    const g = made(
      createBillingsGladiator(scripted(6, 6, 6), { seat: 'a', type: 'retarius', name: 'Scorpus' }, ORIGINAL),
    );
    expect(g.move).toBe(5);
    expect(g.armour[1]).toEqual({ quality: 'B', coverage: 8 });
  });
});

describe('Billings creation in a match', () => {
  it('the preset makes the men with three dice per characteristic and a light Retarius', () => {
    const s = gladiator.setup(
      gladiator.options.parse({ advanced: true, types: ['retarius', 'medium'], billings: BILLINGS_PRESET }),
      'billings-setup',
    );
    expect(s.ok).toBe(true);
    if (!s.ok) return;
    const state = s.value as GladiatorState;
    expect(state.gladiators.a?.move).toBe(6);
    expect(state.gladiators.a?.characteristicsRoll).toEqual([0, 0]);
    // His making is on his sheet, as for a man made alone: five three-dice rolls among them.
    const rules = state.gladiators.a?.creation?.map((r) => r.rule) ?? [];
    expect(rules.filter((r) => r === 'Billings §3.7')).toHaveLength(5);
  });

  it('without billings the options and the men are those of the original game', () => {
    const plain = gladiator.options.parse({});
    expect('billings' in plain).toBe(false);
    const s = gladiator.setup(plain, 'plain-setup');
    if (!s.ok) throw new Error('setup failed');
    expect((s.value as GladiatorState).gladiators.a?.characteristicsRoll).not.toEqual([0, 0]);
  });
});
