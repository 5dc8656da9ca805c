import { describe, expect, it } from 'vitest';
import {
  ARMOUR_DRM,
  ATTACK_SEQUENCE,
  armourCode,
  CRITICAL_TABLE,
  crtCode,
  crtLookup,
  WOUND_STUN_TABLE,
} from '../tables.js';
import { MISSUS_CHART, NET_SWING_DRMS, NET_TOSS_DRMS } from '../tables-advanced.js';
import type { Area } from '../types.js';
import {
  ARMOUR_BUDGET,
  ARMOUR_COST,
  BILLINGS_ARMOUR_TABLES,
  BILLINGS_CRT,
  BILLINGS_IMPACT_DRMS,
  BILLINGS_NET_SWING_DRMS,
  BILLINGS_NET_TOSS_DRMS,
  BILLINGS_RETARIUS,
  BILLINGS_TABLES,
  billingsCrtLookup,
  CRT_LIMITS,
  DEFENSIVE_CARDS,
  MOVE_IMPACT,
  PHYSICAL_3D6,
  physical3d6,
  REPRINTED_ARMOUR_DRM,
  REPRINTED_ATTACK_SEQUENCE,
  REPRINTED_CRITICAL,
  REPRINTED_MISSUS,
  REPRINTED_WOUND_STUN,
  SHIELD_ROLLED,
  specialAllowed,
  THROW,
  THROW_ROWS,
  throwTrainingDrm,
  WALL_STUN_PER_HEX,
} from './tables.js';

const codes = (rows: readonly { areas: readonly (Parameters<typeof armourCode>[0] | null)[] }[]) =>
  rows.map((r) => r.areas.map(armourCode).join(' '));

describe('Billings §3.7 physical characteristics on three dice', () => {
  it('has sixteen values, one per total 3-18, for each characteristic', () => {
    for (const values of Object.values(PHYSICAL_3D6)) expect(values).toHaveLength(16);
  });
  it('reads the printed columns at the ends and in the middle', () => {
    expect(['TR', 'ST', 'AG', 'CON', 'W'].map((k) => physical3d6(k as 'TR', 3))).toEqual([7, -2, -3, 1, 9]);
    expect(['TR', 'ST', 'AG', 'CON', 'W'].map((k) => physical3d6(k as 'TR', 10))).toEqual([9, 1, 0, 3, 11]);
    expect(['TR', 'ST', 'AG', 'CON', 'W'].map((k) => physical3d6(k as 'TR', 18))).toEqual([13, 5, 4, 6, 15]);
    expect(physical3d6('CON', 7)).toBe(2);
    expect(physical3d6('W', 8)).toBe(10);
  });
  it('never falls as the roll rises', () => {
    for (const values of Object.values(PHYSICAL_3D6))
      for (let i = 1; i < values.length; i++)
        expect(values[i] as number).toBeGreaterThanOrEqual(values[i - 1] as number);
  });
  it('refuses a total no three dice make', () => {
    expect(() => physical3d6('TR', 2)).toThrow(RangeError);
    expect(() => physical3d6('TR', 19)).toThrow(RangeError);
  });
});

describe('Billings §3.6 armour', () => {
  it('gives light and Retarius 400 sesterces, medium 850, heavy 1100', () => {
    expect(ARMOUR_BUDGET).toEqual({ light: 400, retarius: 400, medium: 850, heavy: 1100 });
  });
  it('prices each quality and coverage as printed', () => {
    expect(ARMOUR_COST.C).toEqual({ 5: 50, 6: 80, 7: 105, 8: 130, 9: 150, F: 180 });
    expect(ARMOUR_COST.B[7]).toBe(165);
    expect(ARMOUR_COST.A.F).toBe(320);
    expect(ARMOUR_COST.A[5]).toBe(85);
  });
  it('lets a light man buy five pieces of B5 armour, as the article says', () => {
    expect(5 * ARMOUR_COST.B[5]).toBeLessThanOrEqual(ARMOUR_BUDGET.light);
  });
  it('costs more for better quality and more cover', () => {
    for (const q of ['C', 'B', 'A'] as const) {
      const row = Object.values(ARMOUR_COST[q]);
      for (let i = 1; i < row.length; i++) expect(row[i] as number).toBeGreaterThan(row[i - 1] as number);
    }
    for (const cov of [5, 6, 7, 8, 9, 'F'] as const) {
      expect(ARMOUR_COST.B[cov]).toBeGreaterThan(ARMOUR_COST.C[cov]);
      expect(ARMOUR_COST.A[cov]).toBeGreaterThan(ARMOUR_COST.B[cov]);
    }
  });
  it('transcribes the revised tables row for row', () => {
    expect(codes(BILLINGS_ARMOUR_TABLES.light)).toEqual([
      'A5 — — — —',
      'B6 — — — —',
      'C6 — C — —',
      'C7 — — — —',
      'B7 — — — —',
      'A7 — C — —',
    ]);
    expect(codes(BILLINGS_ARMOUR_TABLES.medium)[1]).toBe('A8 B7 C B7 A6');
    expect(codes(BILLINGS_ARMOUR_TABLES.medium)[4]).toBe('A C6 — B6 B7');
    expect(codes(BILLINGS_ARMOUR_TABLES.heavy)[5]).toBe('A C8 B8 A7 A8');
    expect(BILLINGS_ARMOUR_TABLES.medium.map((r) => r.shield)).toEqual([
      'small',
      'large',
      'large',
      'small',
      'large',
      'large',
    ]);
    expect(BILLINGS_ARMOUR_TABLES.heavy.every((r) => r.shield === 'large')).toBe(true);
  });
  it('rolls the shield for light and medium men only', () => {
    expect(SHIELD_ROLLED).toEqual({ light: true, medium: true, heavy: false });
  });
});

describe('Billings §3.4 the Retarius as a light man', () => {
  it('moves six phases a turn and arms as light', () => {
    expect(BILLINGS_RETARIUS).toEqual({ classifiedAs: 'light', move: 6 });
  });
});

describe('Billings §6.3 and §6.4 allowed special actions', () => {
  it('keeps the quick forward and back steps to sidesteps, the quick sidesteps to F and B', () => {
    expect(specialAllowed('SF', 'QF')).toBe(true);
    expect(specialAllowed('SB', 'QB')).toBe(true);
    expect(specialAllowed('F', 'QF')).toBe(false);
    expect(specialAllowed('B', 'QB')).toBe(false);
    expect(specialAllowed('F', 'QR')).toBe(true);
    expect(specialAllowed('SF', 'QL')).toBe(false);
  });
  it('lets a recovery take an about-face, a stumble only a single turn, a charge nothing, a roll only (Q)', () => {
    expect(specialAllowed('R', 'AL')).toBe(true);
    expect(specialAllowed('R', 'Q')).toBe(false);
    expect(specialAllowed('S', 'L')).toBe(true);
    expect(specialAllowed('S', 'AR')).toBe(false);
    expect(specialAllowed('C', 'L')).toBe(false);
    expect(specialAllowed('RO', 'Q')).toBe(true);
    expect(specialAllowed('RO', 'L')).toBe(false);
    expect(specialAllowed('B', 'K#')).toBe(false);
    expect(specialAllowed('KN', 'K#')).toBe(false);
    expect(specialAllowed('X', 'QF')).toBe(false);
    expect(specialAllowed('X', 'L')).toBe(true);
  });
});

describe('Billings §6.7 wall stun per hex', () => {
  it('gives 2 a forward hex and 1 a backward hex; the chart reads a forward sidestep as 1', () => {
    expect(WALL_STUN_PER_HEX.text).toEqual({ forward: 2, sidestepForward: 2, backward: 1, sidestepBackward: 1 });
    expect(WALL_STUN_PER_HEX.chart.sidestepForward).toBe(1);
  });
});

describe('Billings §7.5 impact modifiers', () => {
  it('adds +3 for F with a quick sidestep or SF(QF), 0 for SF(QB) or SB(QF)', () => {
    const drm = (k: string) => BILLINGS_IMPACT_DRMS.find((r) => r.key === k)?.drm;
    expect(drm('forwardQuickSide')).toBe(3);
    expect(drm('sidestepQuickBack')).toBe(0);
    expect(drm('heavy')).toBe(2);
    expect(drm('hexBackward')).toBe(-1);
    expect(BILLINGS_IMPACT_DRMS).toHaveLength(16);
  });
  it('gives Diagram 5 values that agree with the per-hex rows', () => {
    expect(MOVE_IMPACT['F(Q)']).toBe(2 * 2);
    expect(MOVE_IMPACT['SF(Q)']).toBe(2 * 1);
    expect(MOVE_IMPACT['SB(Q)']).toBe(2 * -1);
    expect(MOVE_IMPACT.C).toBe(3 * 2);
    expect(MOVE_IMPACT['SF(QF)']).toBe(3);
    expect(MOVE_IMPACT['SB(QF)']).toBe(0);
  });
});

describe('Billings §17.34 and §17.45 net modifiers', () => {
  it('adds the -4 collision row to toss and swing, after the rows it follows in print', () => {
    expect(BILLINGS_NET_TOSS_DRMS).toHaveLength(NET_TOSS_DRMS.length + 1);
    expect(BILLINGS_NET_SWING_DRMS).toHaveLength(NET_SWING_DRMS.length + 1);
    const toss = BILLINGS_NET_TOSS_DRMS.map((r) => r.key);
    expect(toss[toss.indexOf('retariusInCollision') - 1]).toBe('targetKneeling');
    const swing = BILLINGS_NET_SWING_DRMS.find((r) => r.key === 'retariusInCollision');
    expect(swing?.drm).toBe(-4);
    expect(swing?.rule).toBe('§17.45');
  });
});

describe('Billings §12.5 throwing', () => {
  it('gives the range and training modifiers, the six-hex reach and the CRT columns', () => {
    expect(THROW_ROWS.undamagedTrident.byRange).toEqual([-3, -2, -1]);
    expect(THROW_ROWS.shield.crtColumn).toBe(0);
    expect(THROW_ROWS.damagedTridentOrSword.crtColumn).toBe(3);
    expect(THROW_ROWS.undamagedTrident.crtColumn).toBe(5);
    expect(THROW.maxRange).toBe(6);
    expect([8, 9, 11, 12].map(throwTrainingDrm)).toEqual([1, 0, 0, -1]);
  });
  it('gives an average man half a chance with a shield at one hex, two in three with a whole trident', () => {
    const chance = (drm: number) => [1, 2, 3, 4, 5, 6].filter((d) => d + drm <= THROW.hitAtOrBelow).length / 6;
    expect(chance((THROW_ROWS.shield.byRange[0] as number) + throwTrainingDrm(10))).toBe(0.5);
    expect(chance((THROW_ROWS.undamagedTrident.byRange[0] as number) + throwTrainingDrm(10))).toBeCloseTo(4 / 6);
  });
});

describe('Billings §8.5 widened CRT', () => {
  it('has rows 3-18 and columns 0-8, with the printed corners', () => {
    expect(BILLINGS_CRT.map((r) => r.roll)).toEqual(Array.from({ length: 16 }, (_, i) => i + 3));
    expect(BILLINGS_CRT.every((r) => r.codes.length === 9)).toBe(true);
    expect(crtCode(billingsCrtLookup(0, 3).result)).toBe('M');
    expect(crtCode(billingsCrtLookup(8, 3).result)).toBe('S*');
    expect(crtCode(billingsCrtLookup(0, 18).result)).toBe('H+2');
    expect(crtCode(billingsCrtLookup(8, 18).result)).toBe('H+10');
    expect(crtCode(billingsCrtLookup(4, 9).result)).toBe('P');
  });
  it('has more misses than the original in its low rows', () => {
    const misses = (col: number) =>
      [3, 4, 5, 6].filter((roll) => billingsCrtLookup(col, roll).result.kind === 'M').length;
    const originalMisses = [3, 4, 5, 6].filter((roll) => crtLookup(0, roll).result.kind === 'M').length;
    expect(misses(0)).toBeGreaterThan(originalMisses);
  });
  it('agrees with the original from row 8 up in columns 0-5', () => {
    for (let roll = 8; roll <= 18; roll++)
      for (let col = 0; col <= 5; col++)
        expect(crtCode(billingsCrtLookup(col, roll).result)).toBe(crtCode(crtLookup(col, roll).result));
  });
  it('limits one attack to 8 CF and allows a single attack at 6 CF or fewer', () => {
    expect(CRT_LIMITS).toEqual({ maxCfInOneAttack: 8, singleAttackAtOrBelow: 6 });
  });
});

describe('Billings §8.32 defensive cards', () => {
  it('has five cards, one per body area, with the printed results', () => {
    expect(DEFENSIVE_CARDS.map((c) => [c.letter, c.area, c.result])).toEqual([
      ['A', 1, '-'],
      ['B', 2, 'S'],
      ['C', 3, '-'],
      ['D', 4, 'P'],
      ['E', 5, '-'],
    ]);
    expect(DEFENSIVE_CARDS.find((c) => c.id === 'parry')?.condition).toEqual({
      kind: 'hasWeaponArmsLossAtMost',
      cf: 2,
    });
  });
});

describe('Billings reprints of unchanged tables', () => {
  it('§9.1 wound and stun severity agrees with the original', () => {
    expect(REPRINTED_WOUND_STUN.map((r) => [r.from, r.wounds, r.stun])).toEqual(
      WOUND_STUN_TABLE.map((r) => [r.min, r.wounds, r.stun]),
    );
  });
  it('§9.4 critical hits agree with the original', () => {
    for (const row of CRITICAL_TABLE) expect(REPRINTED_CRITICAL[row.area as Area]).toEqual(row.cells);
  });
  it('§8.42 attack sequence agrees with the original', () => {
    expect(REPRINTED_ATTACK_SEQUENCE).toEqual(ATTACK_SEQUENCE);
  });
  it('§19.2 the Missus chart agrees with the original, row by row', () => {
    expect(MISSUS_CHART.map((r) => REPRINTED_MISSUS.rows[r.die as 1 | 2 | 3 | 4 | 5 | 6])).toEqual(
      MISSUS_CHART.map((r) => r.results),
    );
  });
  it('§9.21 the armour modifiers agree with the original', () => {
    expect(REPRINTED_ARMOUR_DRM.drm).toEqual(ARMOUR_DRM);
  });
});

describe('Billings table list', () => {
  it('names a section for every table', () => {
    expect(BILLINGS_TABLES.every((t) => /^§\d+(\.\d+)?$/.test(t.section))).toBe(true);
    expect(new Set(BILLINGS_TABLES.map((t) => t.title)).size).toBe(BILLINGS_TABLES.length);
  });
});
