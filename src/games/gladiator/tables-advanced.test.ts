/**
 * The Advanced Game tables against the rulebook: every row of 17.34, 17.45 and 17.55 in its printed order and value,
 * column 0 of the CRT as the net attacks read it, the Missus chart, and the Retarius' sheet.
 */
import { describe, expect, it } from 'vitest';
import { absolute, add, type Direction, delta, frontCone, hexKey, scale } from '../../core/hex.js';
import { ARMOUR_TABLES, armourCode } from './tables.js';
import {
  DRAGGED_PRONE,
  type FrontHex,
  GRABBED_NET,
  MISSUS_CHART,
  MISSUS_COLUMNS,
  missus,
  NET_ATTACKS,
  NET_DRMS,
  NET_FREE,
  NET_LAY_DRMS,
  NET_LAY_HEXES,
  NET_RESULTS,
  NET_SWING_DRMS,
  NET_SWING_ORDER,
  NET_TOSS_DRMS,
  type NetDrmRow,
  netResult,
  RETARIUS,
  RETARIUS_ARMOUR,
  TRIDENT,
} from './tables-advanced.js';

/** A row as the rulebook prints it: its DRM ('+?' for the variable ones) and whether it counts per unit. */
const printed = (rows: readonly NetDrmRow[]) =>
  rows.map((r) => [typeof r.drm === 'number' ? (r.drm > 0 ? `+${r.drm}` : `${r.drm}`) : '+?', r.key, r.perUnit]);

describe('§17.1 the Retarius', () => {
  it('§17.1 a medium gladiator (Display 2), counters 10-12, with net and trident and no shield', () => {
    expect(RETARIUS).toMatchObject({
      classifiedAs: 'medium',
      move: 5,
      counters: [10, 11, 12],
      opponentShield: 'small',
    });
    expect(RETARIUS.carries).toEqual(['net', 'trident']);
  });

  it('§17.1 his armour is the medium table row for row, never with a shield (Display 6)', () => {
    expect(RETARIUS_ARMOUR.map((r) => r.roll)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(RETARIUS_ARMOUR.map((r) => r.areas.map(armourCode))).toEqual(
      ARMOUR_TABLES.medium.map((r) => r.areas.map(armourCode)),
    );
    expect(RETARIUS_ARMOUR[1]?.areas.map(armourCode)).toEqual(['A8', 'B7', '—', 'B7', 'A6']);
    expect(RETARIUS_ARMOUR.every((r) => r.shield === null)).toBe(true);
  });
});

describe('§17.2-17.5 the net attacks', () => {
  it('§17.3 a Net Toss costs 6 CF and reaches the 15 hexes of a three-hex front', () => {
    expect(NET_ATTACKS.toss).toMatchObject({ special: 'TN', cf: 6, reach: 3, frontHexes: 15, target: 'anyInReach' });
  });

  it('§17.31 a toss in phase 7 rests the net through phases 8 and 1: two phases', () => {
    expect(NET_ATTACKS.toss.restPhases).toBe(2);
  });

  it('§17.4 a Net Swing costs 4 CF, reaches two hexes, and strikes the first figure from left to right (17.43)', () => {
    expect(NET_ATTACKS.swing).toMatchObject({
      special: 'SN',
      cf: 4,
      reach: 2,
      frontHexes: 8,
      target: 'firstLeftToRight',
    });
  });

  it('§17.41 a swing in phase 8 rests the net through phase 1: one phase', () => {
    expect(NET_ATTACKS.swing.restPhases).toBe(1);
  });

  it('§17.5 a Net Lay costs 2 CF in a written adjacent hex, against a man who moved into it (17.53), every phase (17.51)', () => {
    expect(NET_ATTACKS.lay).toMatchObject({ special: 'LN', cf: 2, reach: 1, frontHexes: 3, restPhases: 0 });
    expect(NET_ATTACKS.lay.target).toBe('movedIntoWrittenHex');
  });
});

/** Where a front hex lies for a Retarius at the origin facing `facing`. */
const place = (h: FrontHex, facing: Direction) => {
  const a = absolute(h.rel, facing);
  return hexKey(add(scale(delta(a), h.spoke), scale(delta(absolute(h.rel + 1, facing)), h.side)));
};

describe('§17.43 and §17.5 the hexes of the swing and the lay', () => {
  it.each([0, 1, 2, 3, 4, 5] as Direction[])(
    '§17.43 the swing order covers the eight hexes of the two-hex front exactly once (facing %i)',
    (facing) => {
      const order = NET_SWING_ORDER.map((h) => place(h, facing));
      expect(new Set(order).size).toBe(8);
      expect([...order].sort()).toEqual(frontCone({ q: 0, r: 0 }, facing, 2).map(hexKey).sort());
    },
  );

  it('§17.43 from left to right: the left spoke first, the right spoke last', () => {
    expect(NET_SWING_ORDER.map((h) => h.rel)).toEqual([5, 5, 5, 0, 0, 0, 1, 1]);
    expect(NET_SWING_ORDER[0]?.label).toBe('front left, adjacent');
    expect(NET_SWING_ORDER.at(-1)?.label).toBe('front right, two away');
  });

  it('§17.5 (LN1) is the left front hex, (LN2) the centre, (LN3) the right: the combat front of 5.2', () => {
    const front = frontCone({ q: 0, r: 0 }, 0, 1).map(hexKey).sort();
    const lay = ([1, 2, 3] as const).map((n) => place(NET_LAY_HEXES[n], 0));
    expect([...lay].sort()).toEqual(front);
    expect(lay).toEqual(['-1,0', '0,-1', '1,-1']);
  });
});

describe('§17.33 the CRT column 0 for nets', () => {
  it('§17.33 column 0 as printed, 3 or less to 18', () => {
    const codes = Array.from({ length: 16 }, (_, i) => netResult('toss', i + 3).code);
    expect(codes).toEqual(['M', '-', '-', '-', '-', 'S', 'S', 'S', 'S*', 'P', 'P', 'P*', 'H', 'H', 'H+1', 'H+2']);
    expect(netResult('toss', 1).code).toBe('M');
  });

  it('§17.33 a toss: H ensnares, P and P* check for a stumble, M lets the net be grabbed (17.6), the rest nothing', () => {
    expect([15, 17, 12, 14, 3, 8, 11, 5].map((r) => netResult('toss', r).effect)).toEqual([
      'ensnare',
      'ensnare',
      'stumbleCheck',
      'stumbleCheck',
      'grabbed',
      'none',
      'none',
      'none',
    ]);
  });

  it.each([
    ['swing', '§17.44'],
    ['lay', '§17.54'],
  ] as const)(
    '§17.44 / §17.54 a %s: H is a stumble (14.3), P and P* a stumble check, M a grabbed net',
    (kind, rule) => {
      expect(NET_RESULTS[kind].rule).toBe(rule);
      expect([16, 13, 14, 2, 9].map((r) => netResult(kind, r).effect)).toEqual([
        'stumble',
        'stumbleCheck',
        'stumbleCheck',
        'grabbed',
        'none',
      ]);
    },
  );
});

describe('§17.34 §17.45 §17.55 net attack modifiers', () => {
  it('§17.34 Net Toss rows as printed', () => {
    expect(printed(NET_TOSS_DRMS)).toEqual([
      ['+?', 'positional', false],
      ['-2', 'retariusArmCfLoss', true],
      ['+1', 'targetLegCfLoss', true],
      ['+2', 'targetAdjacent', false],
      ['+1', 'targetTwoHexesAway', false],
      ['-6', 'targetRepelsNet', false],
      ['+4', 'targetKneeling', false],
      ['+1', 'hexBackwardOrSidestepBack', true],
      ['+2', 'targetStayedInStartHex', false],
      ['+1', 'targetHeavy', false],
      ['-1', 'targetLight', false],
      ['+?', 'netDefenceDifference', false],
    ]);
  });

  it('§17.45 Net Swing rows as printed', () => {
    expect(printed(NET_SWING_DRMS)).toEqual([
      ['+?', 'positional', false],
      ['-2', 'retariusArmCfLoss', true],
      ['+2', 'targetLegCfLoss', true],
      ['-2', 'targetAdjacent', false],
      ['-6', 'targetRepelsNet', false],
      ['+3', 'hexStraightBack', true],
      ['+2', 'hexSidestepped', true],
      ['+2', 'hexsideTurnedInAttackHex', true],
      ['+1', 'hexForward', true],
      ['+1', 'targetHeavy', false],
      ['-1', 'targetLight', false],
      ['+?', 'netDefenceDifference', false],
    ]);
  });

  it('§17.55 Net Lay rows as printed', () => {
    expect(printed(NET_LAY_DRMS)).toEqual([
      ['+?', 'positional', false],
      ['-2', 'retariusArmCfLoss', true],
      ['+2', 'targetLegCfLoss', true],
      ['-6', 'targetRepelsNet', false],
      ['+5', 'hexStraightBack', true],
      ['+4', 'hexSidestepBack', true],
      ['+2', 'hexSidestepForward', true],
      ['+1', 'hexForward', true],
      ['+1', 'targetHeavy', false],
      ['-1', 'targetLight', false],
      ['+?', 'netDefenceDifference', false],
    ]);
  });

  it('§17.34 each table carries its own rule number on every row and is the one its attack names', () => {
    for (const kind of ['toss', 'swing', 'lay'] as const) {
      const rule = NET_ATTACKS[kind].modifiersRule;
      expect(NET_DRMS[kind].every((r) => r.rule === rule)).toBe(true);
      expect(new Set(NET_DRMS[kind].map((r) => r.key)).size).toBe(NET_DRMS[kind].length);
    }
  });
});

describe('§17.351-17.6 and §18 the rolls around the net and the trident', () => {
  it('§17.351 three dice less the Net Free CF: 6 or less frees him; above 0 is his Net Loss', () => {
    expect(NET_FREE).toMatchObject({ dice: 3, freedAtOrBelow: 6, netLossAbove: 0 });
  });

  it('§17.352 three dice plus ST and CF: 19 or more drags him prone', () => {
    expect(DRAGGED_PRONE).toMatchObject({ dice: 3, proneAtOrAbove: 19 });
  });

  it('§17.6 a die plus ST each; the Retarius keeps the net on a tie', () => {
    expect(GRABBED_NET).toMatchObject({ dice: 1, tieGoesTo: 'retarius' });
  });

  it('§18.5 a P* on a trident attack: two dice plus ST, 12 or more breaks it; §18.6 a 4 or less leaves a one-hex fragment', () => {
    expect(TRIDENT.reach).toBe(2);
    expect(TRIDENT.breakCheck).toMatchObject({ on: 'P*', dice: 2, breaksAtOrAbove: 12 });
    expect(TRIDENT.fragment).toMatchObject({ dice: 1, usableAtOrBelow: 4, usableReach: 1 });
  });
});

describe('§19.2 missus chart', () => {
  it('§19.2 columns as printed', () => {
    expect(MISSUS_COLUMNS.map((c) => c.label)).toEqual(['1 to 15', '16 to 30', '31 to 45', '46 to 60', '61 or more']);
  });

  it('§19.2 rows by die as printed', () => {
    const U = 'Up';
    const D = 'Down';
    expect(MISSUS_CHART.map((r) => [r.die, ...r.results])).toEqual([
      [1, D, D, D, D, D],
      [2, D, D, D, D, U],
      [3, D, D, D, U, U],
      [4, D, D, U, U, U],
      [5, D, U, U, U, U],
      [6, U, U, U, U, U],
    ]);
  });

  it('§19.2 column bands', () => {
    expect(missus(15, 5)).toBe('Down');
    expect(missus(16, 5)).toBe('Up');
    expect(missus(45, 4)).toBe('Up');
    expect(missus(30, 4)).toBe('Down');
    expect(missus(60, 2)).toBe('Down');
    expect(missus(61, 2)).toBe('Up');
    expect(missus(500, 1)).toBe('Down');
    expect(missus(1, 6)).toBe('Up');
  });

  it('§19.21 a net total of 0 or less is always Down', () => {
    expect(missus(0, 6)).toBe('Down');
    expect(missus(-12, 6)).toBe('Down');
  });
});
