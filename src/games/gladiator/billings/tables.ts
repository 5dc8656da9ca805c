/**
 * The Billings Rules ("The Dance of Death", J. E. Hyler) for GLADIATOR: every new or revised table of the article as
 * typed data. Section numbers follow GLADIATOR's rule numbers; each table names its section and, where it replaces a
 * table of the original game, the original table beside it (`original`), so a reader can compare the two.
 * Tables the article reprints unchanged (wound and stun severity, critical hits, attack sequence) are kept here only
 * as a check that the reprint agrees with the original (tables.test.ts compares them cell by cell).
 * HOUSE readings of garbled cells are named at the cell and in docs/rulings.md, section "Billings".
 */

import {
  ARMOUR_TABLES,
  type ArmourRow,
  type Characteristics,
  CRT,
  type CrtResult,
  type CrtRow,
  IMPACT_DRMS,
  type ImpactDrmRow,
  parseArmourCode,
  parseCrtCode,
} from '../tables.js';
import { NET_LAY_DRMS, NET_SWING_DRMS, NET_TOSS_DRMS, type NetDrmRow } from '../tables-advanced.js';
import type { Area, ArmourQuality, GladiatorChoice, GladiatorType, ShieldSize } from '../types.js';

/** A table of the article: its section, and the original table it stands beside (null for a wholly new table). */
export interface BillingsTableRef {
  section: string;
  title: string;
  original: string | null;
}

// ---- 3.7 Physical characteristics, three dice per characteristic ------------------------------

export const PHYSICAL_3D6_RULE = '§3.7';
export type CharacteristicKey = keyof Characteristics;
export const CHARACTERISTIC_KEYS: readonly CharacteristicKey[] = ['TR', 'ST', 'AG', 'CON', 'W'];

/** Per characteristic, the value for each three-dice total 3..18 (index = total - 3). Replaces the 6x6 chart. */
export const PHYSICAL_3D6: Record<CharacteristicKey, readonly number[]> = {
  TR: [7, 7, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13],
  ST: [-2, -2, -1, -1, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5],
  AG: [-3, -3, -2, -2, -1, -1, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4],
  CON: [1, 1, 2, 2, 2, 3, 3, 3, 4, 4, 4, 4, 5, 5, 6, 6],
  W: [9, 9, 9, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13, 14, 14, 15],
};

/** The value of a characteristic for a three-dice total; throws for a total outside 3-18 (a bug). */
export function physical3d6(key: CharacteristicKey, total: number): number {
  if (!Number.isInteger(total) || total < 3 || total > 18)
    throw new RangeError(`a three-dice total must be 3-18, got ${total}`);
  return PHYSICAL_3D6[key][total - 3] as number;
}

// ---- 3.6 Armour coverage: buying armour -------------------------------------------------------

export const ARMOUR_PURCHASE_RULE = '§3.6';
/** Sesterces each type may spend on armour; the Retarius buys as a light gladiator (3.4, 3.6). */
export const ARMOUR_BUDGET: Record<GladiatorChoice, number> = { light: 400, retarius: 400, medium: 850, heavy: 1100 };

/** The coverage columns of the cost table: partial cover 5-9, or F for full (complete) cover. */
export type Coverage = 5 | 6 | 7 | 8 | 9 | 'F';
export const COVERAGES: readonly Coverage[] = [5, 6, 7, 8, 9, 'F'];

/** Price in sesterces of one body area's armour, by quality and coverage. */
export const ARMOUR_COST: Record<ArmourQuality, Record<Coverage, number>> = {
  C: { 5: 50, 6: 80, 7: 105, 8: 130, 9: 150, F: 180 },
  B: { 5: 80, 6: 125, 7: 165, 8: 205, 9: 235, F: 285 },
  A: { 5: 85, 6: 140, 7: 185, 8: 225, 9: 265, F: 320 },
};

// ---- 3.6 Revised armour tables ------------------------------------------------------------------

export const ARMOUR_TABLES_RULE = '§3.6';
const armourRow = (roll: number, cells: [string, string, string, string, string], shield: ShieldSize): ArmourRow => ({
  roll,
  areas: cells.map(parseArmourCode),
  shield,
});

/**
 * The revised tables, one die each; beside them the original's ARMOUR_TABLES. For light and medium men the shield
 * column is read on a second die of its own (3.6: the shield size is always rolled); heavies always carry a large one.
 * HOUSE: the light table's first cell prints "A2", a coverage no armour has (5-9); it is read as A5, the cell of the
 * original table in that place.
 */
export const BILLINGS_ARMOUR_TABLES: Record<GladiatorType, readonly ArmourRow[]> = {
  light: [
    armourRow(1, ['A5', '—', '—', '—', '—'], 'large'),
    armourRow(2, ['B6', '—', '—', '—', '—'], 'small'),
    armourRow(3, ['C6', '—', 'C', '—', '—'], 'small'),
    armourRow(4, ['C7', '—', '—', '—', '—'], 'large'),
    armourRow(5, ['B7', '—', '—', '—', '—'], 'small'),
    armourRow(6, ['A7', '—', 'C', '—', '—'], 'small'),
  ],
  medium: [
    armourRow(1, ['A7', 'C', 'C', 'C8', 'C8'], 'small'),
    armourRow(2, ['A8', 'B7', 'C', 'B7', 'A6'], 'large'),
    armourRow(3, ['A', '—', 'B7', 'C', 'A7'], 'large'),
    armourRow(4, ['A', '—', 'B7', 'C7', 'C8'], 'small'),
    armourRow(5, ['A', 'C6', '—', 'B6', 'B7'], 'large'),
    armourRow(6, ['A', 'B7', '—', 'B7', 'A7'], 'large'),
  ],
  heavy: [
    armourRow(1, ['A7', 'B8', 'C', 'B7', 'B7'], 'large'),
    armourRow(2, ['A', 'B8', 'C', 'B7', 'B7'], 'large'),
    armourRow(3, ['A', 'B7', 'B7', 'B8', 'A7'], 'large'),
    armourRow(4, ['A', 'B7', 'B7', 'B8', 'A7'], 'large'),
    armourRow(5, ['A', 'C', 'A7', 'A7', 'B8'], 'large'),
    armourRow(6, ['A', 'C8', 'B8', 'A7', 'A8'], 'large'),
  ],
};
export const ORIGINAL_ARMOUR_TABLES = ARMOUR_TABLES;

/** 3.6: the types whose shield size is rolled on its own die, in either way of arming. */
export const SHIELD_ROLLED: Record<GladiatorType, boolean> = { light: true, medium: true, heavy: false };

// ---- 3.4 Move: the Retarius moves as a light man ---------------------------------------------

export const RETARIUS_LIGHT_RULE = '§3.4';
/** Under Billings the Retarius counts as light for armour (3.6) and movement: six phases a turn. */
export const BILLINGS_RETARIUS = { classifiedAs: 'light' as GladiatorType, move: 6 } as const;

// ---- 6.3, 6.4 Standard actions and the special actions each allows ---------------------------

export const MOVEMENT_RULE = '§6.3';
export type SpecialCode = 'Q' | 'QF' | 'QB' | 'QR' | 'QL' | 'R' | 'L' | 'AR' | 'AL' | 'K#' | 'TN' | 'SN' | 'LN' | 'RN';

export interface SpecialAction {
  code: SpecialCode;
  /** What it does, in our words. */
  meaning: string;
  /** CF it costs (the net actions), else 0. */
  cf: number;
  /** New in the Billings Rules. */
  isNew: boolean;
}

export const BILLINGS_SPECIAL_ACTIONS: readonly SpecialAction[] = [
  { code: 'Q', meaning: 'one more hex the same way', cf: 0, isNew: false },
  { code: 'QF', meaning: 'one more hex straight forward, after a sidestep', cf: 0, isNew: true },
  { code: 'QB', meaning: 'one more hex straight back, after a sidestep', cf: 0, isNew: true },
  { code: 'QR', meaning: 'one more hex sidestepping right, after F or B (also written RQ)', cf: 0, isNew: true },
  { code: 'QL', meaning: 'one more hex sidestepping left, after F or B (also written LQ)', cf: 0, isNew: true },
  { code: 'R', meaning: 'turn one hexside right', cf: 0, isNew: false },
  { code: 'L', meaning: 'turn one hexside left', cf: 0, isNew: false },
  { code: 'AR', meaning: 'turn about by the right, the same as three right turns', cf: 0, isNew: true },
  { code: 'AL', meaning: 'turn about by the left, the same as three left turns', cf: 0, isNew: true },
  { code: 'K#', meaning: 'kick an item on the floor', cf: 0, isNew: false },
  { code: 'TN', meaning: 'toss the net', cf: 6, isNew: false },
  { code: 'SN', meaning: 'swing the net', cf: 4, isNew: false },
  { code: 'LN', meaning: 'lay the net', cf: 2, isNew: false },
  { code: 'RN', meaning: 'repel a net; no other special action beside it', cf: 0, isNew: false },
];

export type StandardCode = 'F' | 'B' | 'SF' | 'SB' | 'C' | 'X' | 'S' | 'R' | 'KN' | 'RO';
/** A standard action and the special actions it may take: all but `forbidden`, or only `only`. */
export interface StandardAllows {
  code: StandardCode;
  forbidden?: readonly SpecialCode[];
  only?: readonly SpecialCode[];
  /** The stumble move takes one turn at most. */
  atMostOneTurn?: boolean;
}

/** The revised table of allowed combinations (6.3, 6.4). SF and SB stand for both sides. */
export const BILLINGS_ALLOWED: readonly StandardAllows[] = [
  { code: 'F', forbidden: ['QB', 'QF'] },
  { code: 'B', forbidden: ['QB', 'QF', 'K#'] },
  { code: 'SF', forbidden: ['QR', 'QL'] },
  { code: 'SB', forbidden: ['QR', 'QL', 'K#'] },
  { code: 'C', only: [] },
  { code: 'X', forbidden: ['Q', 'QF', 'QB', 'QR', 'QL'] },
  { code: 'S', only: ['L', 'R'], atMostOneTurn: true },
  { code: 'R', only: ['L', 'R', 'AL', 'AR'] },
  { code: 'KN', forbidden: ['Q', 'QF', 'QB', 'QR', 'QL', 'K#'] },
  { code: 'RO', only: ['Q'] },
];

/** Whether the revised table lets `special` go with `standard`. */
export function specialAllowed(standard: StandardCode, special: SpecialCode): boolean {
  const row = BILLINGS_ALLOWED.find((r) => r.code === standard);
  if (!row) throw new Error(`no standard action ${standard}`);
  return row.only ? row.only.includes(special) : !(row.forbidden ?? []).includes(special);
}

/** 12.7: an about-face counts as three written actions when a kick is weighed. */
export const ABOUT_FACE_ACTIONS = { rule: '§12.7', counts: 3 } as const;

// ---- 13.0 Kneel from prone: which hex ----------------------------------------------------------

export const KNEEL_HEX = { rule: '§13.0', dice: 1, torsoAtOrBelow: 4 } as const;

// ---- 6.7 Stun for moving into a wall -----------------------------------------------------------

export const WALL_STUN_RULE = '§6.7';
/** The kind of each hex of a move, as the wall stun counts it. */
export type StepKind = 'forward' | 'sidestepForward' | 'backward' | 'sidestepBackward';
/**
 * Stun a step into the wall gives, for each hex of the move that ran into it. The text gives every forward-type hex
 * 2 and every backward-type hex 1; the summary chart gives a forward sidestep only 1 (option `wallStunSidestep`).
 */
export const WALL_STUN_PER_HEX: Record<'text' | 'chart', Record<StepKind, number>> = {
  text: { forward: 2, sidestepForward: 2, backward: 1, sidestepBackward: 1 },
  chart: { forward: 2, sidestepForward: 1, backward: 1, sidestepBackward: 1 },
};

// ---- 7.2 Crossed paths -------------------------------------------------------------------------

/** Two men whose paths cross each roll a die; a collision only on doubles. */
export const CROSSED_PATHS = { rule: '§7.2', dice: 1, collideOn: 'doubles' } as const;

// ---- 7.5 Revised impact factor modifiers --------------------------------------------------------

export const IMPACT_RULE = '§7.5';
export type BillingsImpactCondition =
  | 'heavy'
  | 'medium'
  | 'largeShield'
  | 'noShield'
  | 'hexForward'
  | 'hexSidestepForward'
  | 'forwardQuickSide'
  | 'sidestepQuickBack'
  | 'hexBackward'
  | 'kneeling'
  | 'recovering'
  | 'stumbling'
  | 'stunFactor'
  | 'strength'
  | 'agility'
  | 'positional';

export interface BillingsImpactRow {
  key: BillingsImpactCondition;
  drm: number | 'ST' | 'AG' | 'positional';
  perUnit: boolean;
  condition: string;
  rule: '§7.5';
}

const imp = (
  key: BillingsImpactCondition,
  drm: BillingsImpactRow['drm'],
  perUnit: boolean,
  condition: string,
): BillingsImpactRow => ({ key, drm, perUnit, condition, rule: '§7.5' });

/**
 * The revised list in printed order; beside it the original's IMPACT_DRMS (which also has rows for rolling and for
 * an ensnared man: the article's list leaves them out, and 'All other charts remain unaltered' keeps them).
 * HOUSE: the printed "SR(QF)" is SB(QF) (RULINGS.md), and "F(RQ)" stands for F with either quick sidestep.
 */
export const BILLINGS_IMPACT_DRMS: readonly BillingsImpactRow[] = [
  imp('heavy', 2, false, 'heavy gladiator'),
  imp('medium', 1, false, 'medium gladiator'),
  imp('largeShield', 2, false, 'carries a large shield'),
  imp('noShield', -2, false, 'carries no shield'),
  imp('hexForward', 2, true, 'each hex moved forward this phase'),
  imp('hexSidestepForward', 1, true, 'each hex sidestepped forward this phase'),
  imp('forwardQuickSide', 3, false, 'wrote F with a quick sidestep, or a forward sidestep with a quick step forward'),
  imp(
    'sidestepQuickBack',
    0,
    false,
    'wrote a forward sidestep with a quick step back, or SB with a quick step forward',
  ),
  imp('hexBackward', -1, true, 'each hex moved or sidestepped backwards this phase'),
  imp('kneeling', -2, false, 'kneeling'),
  imp('recovering', -3, false, 'tried to pick up a weapon or shield'),
  imp('stumbling', -2, false, 'in a stumble move'),
  imp('stunFactor', -1, true, 'each stun factor already in effect'),
  imp('strength', 'ST', false, 'plus the strength rating'),
  imp('agility', 'AG', false, 'plus the agility rating'),
  imp('positional', 'positional', false, 'plus the positional advantage'),
];
export const ORIGINAL_IMPACT_DRMS: readonly ImpactDrmRow[] = IMPACT_DRMS;

/**
 * Diagram 5 (DERIVED in RULINGS.md): the whole movement part of the impact factor by the move written, from the
 * rows above and the article's own figures for the new quick steps.
 */
export const MOVE_IMPACT: Readonly<Record<string, number>> = {
  F: 2,
  SF: 1,
  B: -1,
  SB: -1,
  'F(Q)': 4,
  'SF(Q)': 2,
  'B(Q)': -2,
  'SB(Q)': -2,
  'SF(QF)': 3,
  'F(QR)': 3,
  'F(QL)': 3,
  'SF(QB)': 0,
  'SB(QF)': 0,
  'SB(QB)': -2,
  'B(QR)': -2,
  'B(QL)': -2,
  C: 6,
};

// ---- 7.52 Collision results -----------------------------------------------------------------

export const COLLISION_RESULTS = {
  rule: '§7.52',
  /** Two dice plus the difference of the impact factors, read on the stun column. */
  dice: 2,
  /** Equal impact factors: both men take stun, nothing is added to their rolls, and they stand adjacent. */
  tieBothStunned: true,
  tieAddsToRoll: 0,
  /** The loser driven into a wall takes this much stun on top of the table's; the winner goes back a hex. */
  wallStun: 4,
} as const;

// ---- 14.1 Stumble after a collision; stumble from a net ----------------------------------------

/** One die less stun; at 0 or below the man stumbles; a loser already stumbling who fails again falls prone. */
export const STUMBLE_COLLISION = {
  rule: '§14.1',
  dice: 1,
  stumbleAtOrBelow: 0,
  proneIfAlreadyStumbling: true,
} as const;
/** Replaces the net half of the original stumble check: two dice plus AG less stun; at 8 or below he stumbles. */
export const STUMBLE_NET = { rule: '§14.1', dice: 2, stumbleAtOrBelow: 8 } as const;

/** 14.2: the net stumble modifier the article gives for the new backward moves when the item is in the last hex. */
export const BACKWARD_STUMBLE_MODIFIERS: Readonly<Record<string, number>> = {
  'SB(QB)': -3,
  'B(QR)': -3,
  'B(QL)': -3,
  'SF(QB)': -1,
};

// ---- 17.34, 17.45, 17.55 Net attack modifiers -----------------------------------------------------

/** 17.34, 17.45: the Retarius' accuracy suffers when he was in a collision in the phase of a toss or a swing. */
export const NET_COLLISION_DRM = { drm: -4, condition: 'the Retarius was in a collision this phase' } as const;

/** A net modifier row of the Billings tables: the original's rows plus the collision row. */
export interface BillingsNetDrmRow extends Omit<NetDrmRow, 'key'> {
  key: NetDrmRow['key'] | 'retariusInCollision';
}

const collisionRow = (rule: string): BillingsNetDrmRow => ({
  key: 'retariusInCollision',
  drm: NET_COLLISION_DRM.drm,
  perUnit: false,
  condition: NET_COLLISION_DRM.condition,
  rule,
});

/** The printed place of the new row: after the (RN) row in the toss table, after "adjacent" in the swing table. */
function withRowAfter(
  rows: readonly NetDrmRow[],
  afterKey: NetDrmRow['key'],
  added: BillingsNetDrmRow,
): BillingsNetDrmRow[] {
  const i = rows.findIndex((r) => r.key === afterKey);
  if (i < 0) throw new Error(`no net modifier row ${afterKey}`);
  return [...rows.slice(0, i + 1), added, ...rows.slice(i + 1)];
}

/** Revised toss modifiers (the original's NET_TOSS_DRMS with the collision row, in printed order). */
export const BILLINGS_NET_TOSS_DRMS: readonly BillingsNetDrmRow[] = withRowAfter(
  NET_TOSS_DRMS,
  'targetKneeling',
  collisionRow('§17.34'),
);
/** Revised swing modifiers (NET_SWING_DRMS with the collision row). */
export const BILLINGS_NET_SWING_DRMS: readonly BillingsNetDrmRow[] = withRowAfter(
  NET_SWING_DRMS,
  'targetRepelsNet',
  collisionRow('§17.45'),
);
/** The lay table is reprinted unchanged (17.55 changes its timing, not its modifiers). */
export const BILLINGS_NET_LAY_DRMS: readonly NetDrmRow[] = NET_LAY_DRMS;

/**
 * The result line under each of the article's three net tables. All three print H as an ensnarement, the toss's
 * result; the original's 17.44 and 17.54, and the article's own words on the lay and the swing (12.6, 17.55), make
 * an H of a swing or lay a trip instead. `billings.netHit` chooses; the text is the default (docs/rulings.md).
 */
export const NET_RESULT_LINES = {
  toss: { rule: '§17.34', printedH: 'ensnare', text: 'ensnare', pAndPStar: 'stumbleCheck' },
  swing: { rule: '§17.45', printedH: 'ensnare', text: 'stumble', pAndPStar: 'stumbleCheck' },
  lay: { rule: '§17.55', printedH: 'ensnare', text: 'stumble', pAndPStar: 'stumbleCheck' },
} as const satisfies Record<
  'toss' | 'swing' | 'lay',
  { rule: string; printedH: string; text: string; pAndPStar: string }
>;

// ---- 12.5 Throwing a weapon or shield --------------------------------------------------------------

export const THROW_RULE = '§12.5';
export type ThrownObject = 'shield' | 'damagedTridentOrSword' | 'undamagedTrident';
export interface ThrowRow {
  object: ThrownObject;
  /** To-hit modifier by range in hexes (index 0 = one hex); beyond the list, none. */
  byRange: readonly number[];
  /** The CRT column a hit is read on. */
  crtColumn: number;
}
/** To hit: one die plus the modifiers must come to 1 or less. Any object flies six hexes at most. */
export const THROW = { dice: 1, hitAtOrBelow: 1, maxRange: 6 } as const;
export const THROW_ROWS: Record<ThrownObject, ThrowRow> = {
  shield: { object: 'shield', byRange: [-2, -1], crtColumn: 0 },
  damagedTridentOrSword: { object: 'damagedTridentOrSword', byRange: [-2, -1], crtColumn: 3 },
  undamagedTrident: { object: 'undamagedTrident', byRange: [-3, -2, -1], crtColumn: 5 },
};
/** Training modifier to the throw: 8 or less +1, 9-11 none, 12 or more -1. */
export const throwTrainingDrm = (tr: number): number => (tr <= 8 ? 1 : tr >= 12 ? -1 : 0);
/** Where a hit lands, by one die; 6 is a miss after all. */
export const THROW_AREA: Record<1 | 2 | 3 | 4 | 5 | 6, Area | 'miss'> = { 1: 1, 2: 2, 3: 3, 4: 4, 5: 5, 6: 'miss' };

// ---- 8.5 The widened combat results table ----------------------------------------------------------

export const BILLINGS_CRT_RULE = '§8.5';
/** No attack may carry more than this many CF; a man with this many or fewer at the phase's start may make one. */
export const CRT_LIMITS = { maxCfInOneAttack: 8, singleAttackAtOrBelow: 6 } as const;

export interface BillingsCrtRow {
  /** The three-dice roll, 3 to 18. */
  roll: number;
  /** Printed cells, columns 0-8 of net attacker advantage. */
  codes: readonly string[];
  results: readonly CrtResult[];
}

const crtRow = (roll: number, ...codes: string[]): BillingsCrtRow => {
  if (codes.length !== 9) throw new Error(`CRT row ${roll} needs 9 cells`);
  return { roll, codes, results: codes.map(parseCrtCode) };
};

/** Columns 0-8, rows 3-18; beside it the original's CRT (columns 0-5). */
export const BILLINGS_CRT: readonly BillingsCrtRow[] = [
  crtRow(3, 'M', 'M', 'M', 'M', '—', 'S', 'S', 'S', 'S*'),
  crtRow(4, 'M', 'M', 'M', '—', 'S', 'S', 'S', 'S*', 'P'),
  crtRow(5, 'M', 'M', '—', 'S', 'S', 'S', 'S*', 'P', 'P'),
  crtRow(6, 'M', '—', 'S', 'S', 'S', 'S*', 'P', 'P', 'P*'),
  crtRow(7, '—', 'S', 'S', 'S', 'S*', 'P', 'P', 'P*', 'H'),
  crtRow(8, 'S', 'S', 'S', 'S*', 'P', 'P', 'P*', 'H', 'H'),
  crtRow(9, 'S', 'S', 'S*', 'P', 'P', 'P*', 'H', 'H', 'H+1'),
  crtRow(10, 'S', 'S*', 'P', 'P', 'P*', 'H', 'H', 'H+1', 'H+2'),
  crtRow(11, 'S*', 'P', 'P', 'P*', 'H', 'H', 'H+1', 'H+2', 'H+3'),
  crtRow(12, 'P', 'P', 'P*', 'H', 'H', 'H+1', 'H+2', 'H+3', 'H+4'),
  crtRow(13, 'P', 'P*', 'H', 'H', 'H+1', 'H+2', 'H+3', 'H+4', 'H+5'),
  crtRow(14, 'P*', 'H', 'H', 'H+1', 'H+2', 'H+3', 'H+4', 'H+5', 'H+6'),
  crtRow(15, 'H', 'H', 'H+1', 'H+2', 'H+3', 'H+4', 'H+5', 'H+6', 'H+7'),
  crtRow(16, 'H', 'H+1', 'H+2', 'H+3', 'H+4', 'H+5', 'H+6', 'H+7', 'H+8'),
  crtRow(17, 'H+1', 'H+2', 'H+3', 'H+4', 'H+5', 'H+6', 'H+7', 'H+8', 'H+9'),
  crtRow(18, 'H+2', 'H+3', 'H+4', 'H+5', 'H+6', 'H+7', 'H+8', 'H+9', 'H+10'),
];
export const ORIGINAL_CRT: readonly CrtRow[] = CRT;

/** The widened table's cell; rolls past the ends are read on the first or last row, columns past 8 on 8. */
export function billingsCrtLookup(column: number, roll: number): { result: CrtResult; row: string } {
  const col = Math.max(0, Math.min(8, Math.trunc(column)));
  const r = Math.max(3, Math.min(18, Math.trunc(roll)));
  const row = BILLINGS_CRT[r - 3] as BillingsCrtRow;
  return { result: row.results[col] as CrtResult, row: `roll ${r}, column ${col}` };
}

// ---- 12.1, 12.2 Shield and weapon drop with the defender's strength --------------------------------

/**
 * Three dice, less the attack's strength and net attacker advantage (and the arm CF lost, for a weapon), plus the
 * defender's strength; at 0 or below the item drops. The original equations lack the defender's term.
 */
export const WEAPON_DROP = { rule: '§12.2', dice: 3, dropAtOrBelow: 0, addsDefenderStrength: true } as const;
export const SHIELD_DROP = { rule: '§12.1', dice: 3, dropAtOrBelow: 0, addsDefenderStrength: true } as const;

// ---- 8.32 The five defensive cards ------------------------------------------------------------------

export const DEFENSIVE_CARDS_RULE = '§8.32';
export type DefensiveCardId = 'duck' | 'block' | 'backStep' | 'parry' | 'leap';
export type CardCondition =
  | { kind: 'notStunned' }
  | { kind: 'hasShield' }
  | { kind: 'onFeetNotStumbling' }
  | { kind: 'hasWeaponArmsLossAtMost'; cf: number }
  | { kind: 'onFeetLegsLossAtMost'; cf: number };

export interface DefensiveCard {
  id: DefensiveCardId;
  letter: 'A' | 'B' | 'C' | 'D' | 'E';
  name: string;
  /** The area it guards. */
  area: Area;
  /** The result every attack on that area gets: '-' no effect, or the printed letter. */
  result: '-' | 'S' | 'P';
  condition: CardCondition;
  /**
   * After-effect on the defender's own next attack (backStep: -1) or the attacker's next attack against him
   * (duck: +1 to the defender's counter), each lasting until another attack comes first; 0 for none.
   */
  afterEffect: { on: 'attacker' | 'defender' | 'none'; drm: number };
}

/** One card a combat phase, for 2 CF (8.32). */
export const DEFENSIVE_CARD_COST = { cf: 2, perPhase: 1 } as const;

export const DEFENSIVE_CARDS: readonly DefensiveCard[] = [
  {
    id: 'duck',
    letter: 'A',
    name: 'Duck',
    area: 1,
    result: '-',
    condition: { kind: 'notStunned' },
    afterEffect: { on: 'attacker', drm: 1 },
  },
  {
    id: 'block',
    letter: 'B',
    name: 'Block',
    area: 2,
    result: 'S',
    condition: { kind: 'hasShield' },
    afterEffect: { on: 'none', drm: 0 },
  },
  {
    id: 'backStep',
    letter: 'C',
    name: 'Back Step',
    area: 3,
    result: '-',
    condition: { kind: 'onFeetNotStumbling' },
    afterEffect: { on: 'defender', drm: -1 },
  },
  {
    id: 'parry',
    letter: 'D',
    name: 'Parry',
    area: 4,
    result: 'P',
    condition: { kind: 'hasWeaponArmsLossAtMost', cf: 2 },
    afterEffect: { on: 'none', drm: 0 },
  },
  {
    id: 'leap',
    letter: 'E',
    name: 'Leap',
    area: 5,
    result: '-',
    condition: { kind: 'onFeetLegsLossAtMost', cf: 2 },
    afterEffect: { on: 'none', drm: 0 },
  },
];

// ---- Reprinted unchanged: wound and stun severity (9.1), critical hits (9.4), attack sequence (8.42) ---------

/** The reprint's rows: the lower end of each roll band, its wounds ('kill' at 19 or more) and its stun. */
export const REPRINTED_WOUND_STUN: readonly { from: number; wounds: number | 'kill'; stun: number }[] = [
  { from: Number.NEGATIVE_INFINITY, wounds: 0, stun: 1 },
  { from: 9, wounds: 1, stun: 2 },
  { from: 11, wounds: 2, stun: 3 },
  { from: 13, wounds: 3, stun: 4 },
  { from: 15, wounds: 4, stun: 5 },
  { from: 16, wounds: 5, stun: 6 },
  { from: 17, wounds: 6, stun: 7 },
  { from: 18, wounds: 7, stun: 8 },
  { from: 19, wounds: 'kill', stun: 9 },
];
/** The reprint's armour modifiers on the wound roll (9.21), by quality. */
export const REPRINTED_ARMOUR_DRM = { rule: '§9.21', drm: { A: -8, B: -6, C: -3 } } as const;
/** The reprint's Missus chart (19.2): a row per die face, cells for 1-15, 16-30, 31-45, 46-60, 61 or more. */
export const REPRINTED_MISSUS: { rule: '§19.2'; rows: Record<1 | 2 | 3 | 4 | 5 | 6, readonly ('Up' | 'Down')[]> } = {
  rule: '§19.2',
  rows: {
    1: ['Down', 'Down', 'Down', 'Down', 'Down'],
    2: ['Down', 'Down', 'Down', 'Down', 'Up'],
    3: ['Down', 'Down', 'Down', 'Up', 'Up'],
    4: ['Down', 'Down', 'Up', 'Up', 'Up'],
    5: ['Down', 'Up', 'Up', 'Up', 'Up'],
    6: ['Up', 'Up', 'Up', 'Up', 'Up'],
  },
};
/** The reprint's critical cells by area, columns 2-6, 7 ... 13, 14+. */
export const REPRINTED_CRITICAL: Record<Area, readonly string[]> = {
  1: ['—', '1', 'V', 'S', 'H', '2x', '2xM', '3xM', 'K'],
  2: ['—', '—', '1', '1', 'ST', '2x', '2xM', '3xM', 'K'],
  3: ['—', '—', '1', '1', 'AG', '2x', '2xM', '3xM', 'K'],
  4: ['—', '—', '—', '1', 'ST', 'WD', 'SD', 'SAM', '2xM'],
  5: ['—', '—', '—', '1', 'AG', 'LMP', 'STU', 'SAM', '2xM'],
};
/** The reprint's attack sequence: attacks planned -> sub-phases marked. */
export const REPRINTED_ATTACK_SEQUENCE: Record<1 | 2 | 3 | 4 | 5, readonly number[]> = {
  1: [3],
  2: [2, 4],
  3: [1, 3, 5],
  4: [1, 2, 4, 5],
  5: [1, 2, 3, 4, 5],
};

// ---- 19.2 Missus column shifts ---------------------------------------------------------------------

/** Up one column per two past wins (by kill or missus), down one per past missus granted to him; kept in range. */
export const MISSUS_SHIFTS = { rule: '§19.2', winsPerColumnUp: 2, columnsDownPerMissusGranted: 1 } as const;

// ---- 21.1-21.44 Healing, experience and purchases ----------------------------------------------------

/** Two dice per area with more than one wound; a failed roll costs this characteristic by the amount. */
export const BILLINGS_HEALING_LOSS: Record<Area, CharacteristicKey> = { 1: 'CON', 2: 'W', 3: 'W', 4: 'ST', 5: 'AG' };
export const BILLINGS_EXPERIENCE = {
  rule: '§21.2',
  cfDivisor: 3,
  kill: 10,
  slowKillByTurn: [20, 15, 10, 5],
  fastKillByTurn: [12, 9, 6, 3],
  opponentGrantedMissus: 15,
  grantedMissus: 5,
} as const;
export const BILLINGS_PURCHASES: Record<CharacteristicKey, number> = { TR: 25, AG: 35, ST: 35, CON: 50, W: 50 };
/** 21.3 limit: per purchase two of training, or one of training and one of anything else. */
export const PURCHASE_LIMIT = { rule: '§21.3', perPurchase: 2, allTraining: true, oneOtherWithTraining: true } as const;

// ---- The list of every table, with its section and the original beside it ----------------------------

export const BILLINGS_TABLES: readonly BillingsTableRef[] = [
  { section: '§3.7', title: 'Physical characteristics, three dice each', original: 'PHYSICAL_CHART' },
  { section: '§3.6', title: 'Armour coverage costs and budgets', original: null },
  { section: '§3.6', title: 'Armour tables (light, medium, heavy)', original: 'ARMOUR_TABLES' },
  { section: '§3.4', title: 'The Retarius moves and arms as a light man', original: 'RETARIUS' },
  { section: '§6.3', title: 'Standard actions and allowed special actions', original: 'orders.ts' },
  { section: '§6.4', title: 'Special actions', original: 'orders.ts' },
  { section: '§6.7', title: 'Stun for moving into a wall', original: null },
  { section: '§7.2', title: 'Crossed paths', original: null },
  { section: '§7.5', title: 'Collision impact factor modifiers', original: 'IMPACT_DRMS' },
  { section: '§7.52', title: 'Collision results', original: 'STUN column of WOUND_STUN_TABLE' },
  { section: '§13.0', title: 'Which hex a man kneels in', original: null },
  { section: '§14.1', title: 'Stumble after a collision', original: 'stumble check' },
  { section: '§14.1', title: 'Stumble from a net', original: 'stumble check' },
  { section: '§17.34', title: 'Net toss modifiers', original: 'NET_TOSS_DRMS' },
  { section: '§17.45', title: 'Net swing modifiers', original: 'NET_SWING_DRMS' },
  { section: '§17.55', title: 'Net lay modifiers', original: 'NET_LAY_DRMS' },
  {
    section: '§17.55',
    title: 'What each net result does (the line under the three net tables)',
    original: 'NET_RESULTS',
  },
  { section: '§12.5', title: 'Throwing a weapon or shield', original: 'thrown items' },
  { section: '§8.5', title: 'Combat results table, columns 0-8', original: 'CRT' },
  { section: '§12.2', title: 'Weapon drop', original: 'weapon drop' },
  { section: '§12.1', title: 'Shield drop', original: 'shield drop' },
  { section: '§8.32', title: 'Defensive cards', original: null },
  { section: '§19.2', title: 'Missus chart column shifts', original: 'MISSUS_CHART' },
  { section: '§19.2', title: 'Missus chart (reprinted unchanged)', original: 'MISSUS_CHART' },
  { section: '§9.21', title: 'Armour modifiers on the wound roll (reprinted unchanged)', original: 'ARMOUR_DRM' },
  { section: '§21.1', title: 'Healing, experience and purchase limits', original: 'campaign tables' },
];
