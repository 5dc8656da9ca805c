import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ARMOUR_DRM,
  ARMOUR_TABLES,
  ATTACK_SEQUENCE,
  CRITICAL_TABLE,
  CRT,
  cfLostByWounds,
  criticalLookup,
  crtLookup,
  IMPACT_DRMS,
  impactDrm,
  MOVE_RATE,
  PHYSICAL_CHART,
  parseArmourCode,
  physicalCharacteristics,
  positionalValue,
  RECOVERY_DRMS,
  recoveryDrm,
  SHIELD_BOXES,
  shieldBoxNumber,
  sideToRelative,
  stunFor,
  WOUND_STUN_TABLE,
  woundCategory,
  woundsFor,
} from './tables.js';
import type { Area } from './types.js';

const codes = (t: keyof typeof ARMOUR_TABLES, roll: number): string[] =>
  (ARMOUR_TABLES[t][roll - 1]?.areas ?? []).map((a) => (a ? `${a.quality}${a.coverage ?? ''}` : '—'));

describe('§3.4 move', () => {
  it('§3.4 light 6, medium 5, heavy 4 phases a turn', () => {
    expect(MOVE_RATE).toEqual({ light: 6, medium: 5, heavy: 4 });
  });
});

describe('§3.6 armour tables', () => {
  it('§3.6 each table has six rows numbered 1-6 with five areas', () => {
    for (const t of ['light', 'medium', 'heavy'] as const) {
      expect(ARMOUR_TABLES[t].map((r) => r.roll)).toEqual([1, 2, 3, 4, 5, 6]);
      for (const r of ARMOUR_TABLES[t]) expect(r.areas).toHaveLength(5);
    }
  });

  it('§3.6 light table rows as printed', () => {
    expect(codes('light', 1)).toEqual(['A5', '—', '—', '—', '—']);
    expect(codes('light', 2)).toEqual(['C6', '—', '—', '—', '—']);
    expect(codes('light', 3)).toEqual(['—', '—', 'C', '—', '—']);
    expect(codes('light', 6)).toEqual(['A7', '—', 'C', '—', '—']);
    expect(ARMOUR_TABLES.light.map((r) => r.shield)).toEqual(['small', 'small', 'large', 'small', 'small', 'small']);
  });

  it('§3.6 medium table rows as printed', () => {
    expect(codes('medium', 1)).toEqual(['A7', 'C', 'C', 'C8', 'C8']);
    expect(codes('medium', 2)).toEqual(['A8', 'B7', '—', 'B7', 'A6']);
    expect(codes('medium', 3)).toEqual(['A', '—', 'C', 'C8', 'A7']);
    expect(codes('medium', 4)).toEqual(['A', '—', 'C', 'C', 'C8']);
    expect(codes('medium', 5)).toEqual(['A', 'C6', '—', 'C7', 'B7']);
    expect(codes('medium', 6)).toEqual(['A', 'B8', '—', 'B7', 'A7']);
    expect(ARMOUR_TABLES.medium.every((r) => r.shield === 'large')).toBe(true);
  });

  it('§3.6 heavy table rows as printed', () => {
    expect(codes('heavy', 1)).toEqual(['A7', 'B8', 'C', 'B7', 'B7']);
    expect(codes('heavy', 3)).toEqual(['A', 'B7', 'C', 'B7', 'A8']);
    expect(codes('heavy', 4)).toEqual(['A', 'B7', 'A5', 'B7', 'A7']);
    expect(codes('heavy', 6)).toEqual(['A', 'C7', 'C', 'B7', 'A7']);
    expect(ARMOUR_TABLES.heavy.every((r) => r.shield === 'large')).toBe(true);
  });

  it('§3.6 a bare letter is complete coverage, a number is partial coverage', () => {
    expect(parseArmourCode('A')).toEqual({ quality: 'A', coverage: null });
    expect(parseArmourCode('B7')).toEqual({ quality: 'B', coverage: 7 });
    expect(parseArmourCode('—')).toBeNull();
    expect(() => parseArmourCode('D4')).toThrow();
  });
});

describe('§3.7 physical characteristics chart', () => {
  it('§3.7 chart is 6 x 6', () => {
    expect(PHYSICAL_CHART).toHaveLength(6);
    for (const row of PHYSICAL_CHART) expect(row).toHaveLength(6);
  });

  it('§3.7 cells 1/1, 1/6, 6/1, 6/6 and 6/3', () => {
    expect(physicalCharacteristics(1, 1)).toEqual({ TR: 8, ST: -2, AG: 4, CON: 4, W: 11 });
    expect(physicalCharacteristics(1, 6)).toEqual({ TR: 7, ST: -1, AG: 4, CON: 3, W: 12 });
    expect(physicalCharacteristics(6, 1)).toEqual({ TR: 12, ST: -1, AG: 1, CON: 2, W: 14 });
    expect(physicalCharacteristics(6, 6)).toEqual({ TR: 7, ST: 5, AG: 1, CON: 4, W: 13 });
    expect(physicalCharacteristics(6, 3)).toEqual({ TR: 8, ST: 5, AG: -2, CON: 5, W: 10 });
  });

  it('§3.7 first die picks the row, second the column (2/5 differs from 5/2)', () => {
    expect(physicalCharacteristics(2, 5)).toEqual({ TR: 9, ST: 2, AG: 0, CON: 6, W: 9 });
    expect(physicalCharacteristics(5, 2)).toEqual({ TR: 13, ST: 0, AG: 0, CON: 3, W: 10 });
    expect(physicalCharacteristics(4, 2)).toEqual({ TR: 12, ST: -2, AG: 1, CON: 1, W: 13 });
    expect(physicalCharacteristics(5, 6)).toEqual({ TR: 10, ST: 0, AG: 3, CON: 2, W: 15 });
  });

  it('§3.7 every cell is within the ranges the chart prints', () => {
    const all = PHYSICAL_CHART.flat();
    expect(Math.min(...all.map((x) => x.TR))).toBe(7);
    expect(Math.max(...all.map((x) => x.TR))).toBe(13);
    expect(Math.min(...all.map((x) => x.AG))).toBe(-3);
    expect(Math.max(...all.map((x) => x.ST))).toBe(5);
    expect(Math.min(...all.map((x) => x.W))).toBe(9);
    expect(Math.max(...all.map((x) => x.W))).toBe(15);
  });

  it('§3.7 dice outside 1-6 are refused', () => {
    expect(() => physicalCharacteristics(0, 3)).toThrow();
    expect(() => physicalCharacteristics(3, 7)).toThrow();
  });
});

describe('§8.42 attack sequence chart', () => {
  it('§8.42 sub-phases for 1-5 attacks', () => {
    expect(ATTACK_SEQUENCE[1]).toEqual([3]);
    expect(ATTACK_SEQUENCE[2]).toEqual([2, 4]);
    expect(ATTACK_SEQUENCE[3]).toEqual([1, 3, 5]);
    expect(ATTACK_SEQUENCE[4]).toEqual([1, 2, 4, 5]);
    expect(ATTACK_SEQUENCE[5]).toEqual([1, 2, 3, 4, 5]);
  });
});

describe('§8.5 combat results table', () => {
  const at = (col: number, roll: number): string => {
    const { result } = crtLookup(col, roll);
    return result.kind === 'H' && result.plus > 0 ? `H+${result.plus}` : result.kind;
  };

  it('§8.5 table has the 3-or-less row and rows 4 to 18', () => {
    expect(CRT.map((r) => r.row)).toEqual(['3 or less', ...Array.from({ length: 15 }, (_, i) => String(i + 4))]);
    for (const r of CRT) expect(r.results).toHaveLength(6);
  });

  it('§8.5 top row: M on column 0, S on column 5', () => {
    expect(at(0, 3)).toBe('M');
    expect(at(1, 3)).toBe('-');
    expect(at(5, 3)).toBe('S');
    expect(crtLookup(0, -4).row).toBe('3 or less');
  });

  it('§8.5 cells across the middle rows', () => {
    expect(at(3, 4)).toBe('S');
    expect(at(5, 6)).toBe('S*');
    expect(at(4, 7)).toBe('S*');
    expect(at(0, 8)).toBe('S');
    expect(at(2, 9)).toBe('S*');
    expect(at(5, 9)).toBe('P*');
    expect(at(5, 10)).toBe('H');
    expect(at(0, 11)).toBe('S*');
    expect(at(3, 11)).toBe('P*');
    expect(at(5, 12)).toBe('H+1');
    expect(at(0, 14)).toBe('P*');
    expect(at(1, 14)).toBe('H');
    expect(at(0, 15)).toBe('H');
    expect(at(2, 15)).toBe('H+1');
  });

  it('§8.5 the 18 row runs H+2 to H+7', () => {
    expect([0, 1, 2, 3, 4, 5].map((c) => at(c, 18))).toEqual(['H+2', 'H+3', 'H+4', 'H+5', 'H+6', 'H+7']);
    expect(crtLookup(4, 17).result).toEqual({ kind: 'H', plus: 5 });
  });

  it('§8.52 on column 5 a 19 is H+8 and a 20 is H+9', () => {
    expect(crtLookup(5, 19).result).toEqual({ kind: 'H', plus: 8 });
    expect(crtLookup(5, 20).result).toEqual({ kind: 'H', plus: 9 });
  });

  it('§8.52 other columns grow from their own 18-row result', () => {
    expect(crtLookup(0, 19).result).toEqual({ kind: 'H', plus: 3 });
    expect(crtLookup(2, 21).result).toEqual({ kind: 'H', plus: 7 });
  });

  it('§8.52 example: +8 attack reads column 5 with +3 to the roll', () => {
    // 9 CF against 1 CF: advantage 8, column 5, three dice of 9 become 12.
    expect(crtLookup(5, 9 + 3)).toEqual({ result: { kind: 'H', plus: 1 }, row: '12' });
  });

  it('§8.51 example: -2 attack reads column 0 with -2 to the roll', () => {
    expect(crtLookup(0, 12 - 2).result.kind).toBe('S');
  });

  it('§8.5 columns outside 0-5 throw', () => {
    expect(() => crtLookup(6, 10)).toThrow();
    expect(() => crtLookup(-1, 10)).toThrow();
  });
});

describe('§9.1 wound and stun severity', () => {
  it('§9.1 wounds column', () => {
    expect([2, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 25].map((r) => woundsFor(r).wounds)).toEqual([
      0,
      0,
      1,
      1,
      2,
      2,
      3,
      3,
      4,
      5,
      6,
      7,
      'kill',
      'kill',
    ]);
    expect(woundsFor(-5).row).toBe('8 or less');
    expect(woundsFor(19).row).toBe('19 or more');
  });

  it('§9.1 stun column with its extra effects', () => {
    expect(stunFor(8)).toEqual({ stun: 1, row: '8 or less' });
    expect(stunFor(10).stun).toBe(2);
    expect(stunFor(11).stun).toBe(3);
    expect(stunFor(14).stun).toBe(4);
    expect(stunFor(15).stun).toBe(5);
    expect(stunFor(16)).toEqual({ stun: 6, row: '16' });
    expect(stunFor(17)).toEqual({ stun: 7, extra: 'weaponDrop', row: '17' });
    expect(stunFor(18)).toEqual({ stun: 8, extra: 'shieldDrop', row: '18' });
    expect(stunFor(30)).toEqual({ stun: 9, extra: 'prone', row: '19 or more' });
  });

  it('§9.1 rows cover every roll once', () => {
    expect(WOUND_STUN_TABLE).toHaveLength(9);
    for (let r = -10; r <= 40; r++) {
      expect(WOUND_STUN_TABLE.filter((x) => r >= x.min && r <= x.max)).toHaveLength(1);
    }
  });

  it('§9.21 armour DRMs A -8, B -6, C -3', () => {
    expect(ARMOUR_DRM).toEqual({ A: -8, B: -6, C: -3 });
  });
});

describe('§9.4 critical hit table', () => {
  it('§9.4 head row', () => {
    expect([2, 7, 8, 9, 10, 11, 12, 13, 14].map((r) => criticalLookup(1, r).code)).toEqual([
      '—',
      '1',
      'V',
      'S',
      'H',
      '2x',
      '2xM',
      '3xM',
      'K',
    ]);
  });

  it('§9.4 chest, groin, arms and legs cells', () => {
    expect(criticalLookup(2, 7).code).toBe('—');
    expect(criticalLookup(2, 8).code).toBe('1');
    expect(criticalLookup(2, 10).code).toBe('ST');
    expect(criticalLookup(3, 10).code).toBe('AG');
    expect(criticalLookup(4, 11).code).toBe('WD');
    expect(criticalLookup(4, 12).code).toBe('SD');
    expect(criticalLookup(5, 11).code).toBe('LMP');
    expect(criticalLookup(5, 12).code).toBe('STU');
    expect(criticalLookup(5, 8).code).toBe('—');
    expect(criticalLookup(4, 9).code).toBe('1');
  });

  it('§9.4 combined codes split into their effects', () => {
    expect(criticalLookup(2, 12).effects).toEqual(['2x', 'M']);
    expect(criticalLookup(3, 13).effects).toEqual(['3x', 'M']);
    expect(criticalLookup(4, 13)).toMatchObject({ code: 'SAM', effects: ['SA', 'M'] });
    expect(criticalLookup(5, 14)).toMatchObject({ code: '2xM', effects: ['2x', 'M'] });
    expect(criticalLookup(1, 6).effects).toEqual([]);
    expect(criticalLookup(1, 9).effects).toEqual(['S']);
  });

  it('§9.4 rolls past the ends use the 2-6 and 14+ columns', () => {
    expect(criticalLookup(1, 1).code).toBe('—');
    expect(criticalLookup(1, 20)).toMatchObject({ code: 'K', effects: ['K'] });
    expect(criticalLookup(4, 17).row).toContain('14+');
  });

  it('§9.4 five rows of nine cells', () => {
    expect(CRITICAL_TABLE.map((r) => r.area)).toEqual([1, 2, 3, 4, 5]);
    for (const r of CRITICAL_TABLE) expect(r.cells).toHaveLength(9);
  });
});

describe('§7.5 collision impact DRMs', () => {
  it('§7.5 every printed row with its DRM', () => {
    expect(IMPACT_DRMS.map((r) => [r.key, r.drm])).toEqual([
      ['heavy', 2],
      ['medium', 1],
      ['largeShield', 2],
      ['noShield', -2],
      ['hexForward', 2],
      ['hexSidestepForward', 1],
      ['rolling', 4],
      ['ensnared', -3],
      ['hexBackward', -1],
      ['kneeling', -2],
      ['recovering', -3],
      ['stumbling', -2],
      ['stunFactor', -1],
      ['strength', 'ST'],
      ['agility', 'AG'],
      ['positional', 'positional'],
    ]);
    expect(IMPACT_DRMS.every((r) => r.rule === '§7.5')).toBe(true);
  });

  it('§7.5 per-hex and per-stun rows are per unit', () => {
    const per = IMPACT_DRMS.filter((r) => r.perUnit).map((r) => r.key);
    expect(per).toEqual(['hexForward', 'hexSidestepForward', 'hexBackward', 'stunFactor']);
  });

  it('§7.5 impactDrm gives numbers and refuses rating rows', () => {
    expect(impactDrm('heavy')).toBe(2);
    expect(impactDrm('ensnared')).toBe(-3);
    expect(() => impactDrm('strength')).toThrow();
    expect(() => impactDrm('positional')).toThrow();
    expect(() => impactDrm('nonsense')).toThrow();
  });
});

describe('§12.61 recovery DRMs', () => {
  it('§12.61 every printed row with its DRM', () => {
    expect(Object.fromEntries(RECOVERY_DRMS.map((r) => [r.key, r.drm]))).toEqual({
      opponentInItemHex: 3,
      opponentAdjacentToItem: 2,
      itemAdjacent: 1,
      leavingStartHex: 1,
      quick: 1,
      charge: 2,
      stumble: 4,
      collided: 4,
      ensnared: 6,
      stunFactor: 1,
      heavy: 1,
      light: -1,
      kneeling: -2,
      itemIsNet: -3,
      recoverAction: -6,
      agility: '-AG',
    });
    expect(RECOVERY_DRMS).toHaveLength(16);
  });

  it('§12.61 recoveryDrm', () => {
    expect(recoveryDrm('recoverAction')).toBe(-6);
    expect(recoveryDrm('stunFactor')).toBe(1);
    expect(() => recoveryDrm('agility')).toThrow();
  });
});

describe('§8.2 positional advantage (HOUSE values)', () => {
  it('§8.2 right-handed defender, adjacent', () => {
    expect([0, 1, 2, 3, 4, 5].map((r) => positionalValue(r, 'right', 'flanks', true))).toEqual([0, 2, 4, 5, 3, 1]);
  });

  it('§8.2 left-handed defender swaps +1/+2 and +3/+4', () => {
    expect([0, 1, 2, 3, 4, 5].map((r) => positionalValue(r, 'left', 'flanks', true))).toEqual([0, 1, 3, 5, 4, 2]);
  });

  it('§8.2 rangedOnly: adjacent front flanks are worth 0, the ranged ring keeps them', () => {
    expect(positionalValue(5, 'right', 'rangedOnly', true)).toBe(0);
    expect(positionalValue(1, 'left', 'rangedOnly', true)).toBe(0);
    expect(positionalValue(2, 'right', 'rangedOnly', true)).toBe(4);
    expect(positionalValue(5, 'right', 'rangedOnly', false)).toBe(1);
    expect(positionalValue(1, 'right', 'rangedOnly', false)).toBe(2);
  });

  it('§8.2 relative directions outside 0-5 throw', () => {
    expect(() => positionalValue(6, 'right', 'flanks', true)).toThrow();
  });
});

describe('§10.2 shield boxes (HOUSE layout)', () => {
  it('§10.1 seventeen boxes numbered 3 to 19', () => {
    expect(SHIELD_BOXES).toHaveLength(17);
    expect(SHIELD_BOXES[0]).toBe(3);
    expect(SHIELD_BOXES[16]).toBe(19);
  });

  it('§10.2 damage checks the rightmost box first', () => {
    expect(shieldBoxNumber(0)).toBe(19);
    expect(shieldBoxNumber(1)).toBe(18);
    expect(shieldBoxNumber(16)).toBe(3);
    expect(shieldBoxNumber(17)).toBeNull();
    expect(shieldBoxNumber(20)).toBeNull();
  });
});

describe('§12.41 drop direction', () => {
  it('§12.41 die 1 is the centre front hexside, then clockwise', () => {
    expect([1, 2, 3, 4, 5, 6].map(sideToRelative)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(() => sideToRelative(7)).toThrow();
  });
});

describe('§9.31 wound categories (HOUSE layout of Display 8)', () => {
  it('§9.31 head: every box its own category', () => {
    expect(new Set([2, 3, 4, 5, 17, 18].map((b) => woundCategory(1, b, 'grouped'))).size).toBe(6);
  });

  it('§9.31 chest and groin: {2}, {3,4}, ..., {17,18}', () => {
    for (const area of [2, 3] as Area[]) {
      expect(woundCategory(area, 2, 'grouped')).not.toBe(woundCategory(area, 3, 'grouped'));
      expect(woundCategory(area, 3, 'grouped')).toBe(woundCategory(area, 4, 'grouped'));
      expect(woundCategory(area, 4, 'grouped')).not.toBe(woundCategory(area, 5, 'grouped'));
      expect(woundCategory(area, 11, 'grouped')).toBe(woundCategory(area, 12, 'grouped'));
      expect(woundCategory(area, 17, 'grouped')).toBe(woundCategory(area, 18, 'grouped'));
    }
  });

  it('§9.31 arms and legs: {2,3}, {4,5,6}, ..., {16,17,18}', () => {
    for (const area of [4, 5] as Area[]) {
      expect(woundCategory(area, 2, 'grouped')).toBe(woundCategory(area, 3, 'grouped'));
      expect(woundCategory(area, 3, 'grouped')).not.toBe(woundCategory(area, 4, 'grouped'));
      expect(woundCategory(area, 4, 'grouped')).toBe(woundCategory(area, 6, 'grouped'));
      expect(woundCategory(area, 6, 'grouped')).not.toBe(woundCategory(area, 7, 'grouped'));
      expect(woundCategory(area, 16, 'grouped')).toBe(woundCategory(area, 18, 'grouped'));
      expect(woundCategory(area, 15, 'grouped')).not.toBe(woundCategory(area, 16, 'grouped'));
    }
  });

  it('§9.31 everyBox mode: each box its own category in every area', () => {
    expect(woundCategory(4, 2, 'everyBox')).not.toBe(woundCategory(4, 3, 'everyBox'));
    expect(cfLostByWounds(2, 0, 2, 12, 'everyBox')).toBe(2);
  });

  it('§9.31 box 1 is the kill box and has no category', () => {
    expect(() => woundCategory(2, 1, 'grouped')).toThrow();
  });

  it('§9.34 example: W 12, two chest wounds (boxes 12 and 11) cost 1 CF; in the head 2 CF', () => {
    expect(cfLostByWounds(2, 0, 2, 12, 'grouped')).toBe(1);
    expect(cfLostByWounds(1, 0, 2, 12, 'grouped')).toBe(2);
  });

  it('§9.31 the first wound in any area costs 1 CF', () => {
    for (const area of [1, 2, 3, 4, 5] as Area[]) {
      for (let W = 2; W <= 18; W++) expect(cfLostByWounds(area, 0, 1, W, 'grouped')).toBe(1);
    }
  });

  it('§9.31 arms with W 10: boxes 10, 9..7, 6..4 are three categories', () => {
    expect(cfLostByWounds(4, 0, 1, 10, 'grouped')).toBe(1);
    expect(cfLostByWounds(4, 1, 4, 10, 'grouped')).toBe(1);
    expect(cfLostByWounds(4, 1, 5, 10, 'grouped')).toBe(2);
    expect(cfLostByWounds(4, 0, 9, 10, 'grouped')).toBe(4);
  });

  it('§9.32 checking the kill box costs no further CF', () => {
    expect(cfLostByWounds(1, 9, 10, 10, 'grouped')).toBe(0);
    expect(cfLostByWounds(1, 9, 15, 10, 'grouped')).toBe(0);
  });

  it('§9.31 wounds taken one at a time cost the same CF as in one lump', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<Area>(1, 2, 3, 4, 5),
        fc.integer({ min: 1, max: 18 }),
        fc.constantFrom<'grouped' | 'everyBox'>('grouped', 'everyBox'),
        fc.integer({ min: 0, max: 20 }),
        fc.integer({ min: 0, max: 20 }),
        (area, W, mode, a, b) => {
          const [lo, hi] = a <= b ? [a, b] : [b, a];
          let singles = 0;
          for (let n = lo; n < hi; n++) singles += cfLostByWounds(area, n, n + 1, W, mode);
          expect(singles).toBe(cfLostByWounds(area, lo, hi, W, mode));
        },
      ),
    );
  });

  it('§9.31 a whole area costs one CF per category below W', () => {
    // Chest with W 18: categories {2},{3,4},...,{17,18} = 9.
    expect(cfLostByWounds(2, 0, 18, 18, 'grouped')).toBe(9);
    // Legs with W 18: {2,3} and five triples = 6.
    expect(cfLostByWounds(5, 0, 18, 18, 'grouped')).toBe(6);
  });
});
