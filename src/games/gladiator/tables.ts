/**
 * GLADIATOR tables as typed data. Each printed table is kept row for row (its cells as printed where that helps
 * auditing) together with the rule that prints it, plus small lookup functions that say which row they used.
 * Values marked HOUSE come from RULINGS.md because the rulebook's own diagram or display is missing.
 */
import type { Area, Armour, ArmourQuality, GladiatorType, Handedness, ShieldSize } from './types.js';

// ---- 3.4 Move ---------------------------------------------------------------------------------

export const MOVE_RATE_RULE = '§3.4';
/** Phases per turn in which each type may move. */
export const MOVE_RATE: Record<GladiatorType, number> = { light: 6, medium: 5, heavy: 4 };

// ---- 3.6 Armour tables ------------------------------------------------------------------------

export const ARMOUR_TABLES_RULE = '§3.6';
export interface ArmourRow {
  roll: number;
  /** Areas 1-5 in order (index 0 = head); null where the table prints a dash. */
  areas: (Armour | null)[];
  shield: ShieldSize;
}

/** Reads one printed armour cell: 'A7' = quality A over 7 (partial, 9.22), 'A' = complete, '—' = none. */
export function parseArmourCode(code: string): Armour | null {
  const c = code.trim();
  if (c === '—' || c === '-' || c === '') return null;
  const m = /^([ABC])([5-9])?$/.exec(c);
  if (!m) throw new Error(`not an armour code: "${code}"`);
  return { quality: m[1] as ArmourQuality, coverage: m[2] === undefined ? null : Number(m[2]) };
}

const armourRow = (roll: number, cells: [string, string, string, string, string], shield: ShieldSize): ArmourRow => ({
  roll,
  areas: cells.map(parseArmourCode),
  shield,
});

/**
 * Transcribed from the copies in the GLADIATOR TABLES section: the in-text copies under 3.6 carry one stray
 * extra column (area 5 repeated), while the tables section shows exactly five areas and agrees cell for cell.
 */
export const ARMOUR_TABLES: Record<GladiatorType, readonly ArmourRow[]> = {
  light: [
    armourRow(1, ['A5', '—', '—', '—', '—'], 'small'),
    armourRow(2, ['C6', '—', '—', '—', '—'], 'small'),
    armourRow(3, ['—', '—', 'C', '—', '—'], 'large'),
    armourRow(4, ['—', '—', '—', '—', '—'], 'small'),
    armourRow(5, ['—', '—', '—', '—', '—'], 'small'),
    armourRow(6, ['A7', '—', 'C', '—', '—'], 'small'),
  ],
  medium: [
    armourRow(1, ['A7', 'C', 'C', 'C8', 'C8'], 'large'),
    armourRow(2, ['A8', 'B7', '—', 'B7', 'A6'], 'large'),
    armourRow(3, ['A', '—', 'C', 'C8', 'A7'], 'large'),
    armourRow(4, ['A', '—', 'C', 'C', 'C8'], 'large'),
    armourRow(5, ['A', 'C6', '—', 'C7', 'B7'], 'large'),
    armourRow(6, ['A', 'B8', '—', 'B7', 'A7'], 'large'),
  ],
  heavy: [
    armourRow(1, ['A7', 'B8', 'C', 'B7', 'B7'], 'large'),
    armourRow(2, ['A', 'B8', 'C', 'B7', 'B7'], 'large'),
    armourRow(3, ['A', 'B7', 'C', 'B7', 'A8'], 'large'),
    armourRow(4, ['A', 'B7', 'A5', 'B7', 'A7'], 'large'),
    armourRow(5, ['A', 'B7', 'C', 'B7', 'A7'], 'large'),
    armourRow(6, ['A', 'C7', 'C', 'B7', 'A7'], 'large'),
  ],
};

/** Short printed form of one area's armour: 'A7', 'B', or '—'. */
export const armourCode = (a: Armour | null): string => (a ? `${a.quality}${a.coverage ?? ''}` : '—');

// ---- 3.7 Physical characteristics chart ------------------------------------------------------

export const PHYSICAL_CHART_RULE = '§3.7';
export interface Characteristics {
  TR: number;
  ST: number;
  AG: number;
  CON: number;
  W: number;
}

const c = (TR: number, ST: number, AG: number, CON: number, W: number): Characteristics => ({ TR, ST, AG, CON, W });

/** [first die - 1][second die - 1]; each cell is c(TR, ST, AG, CON, W). One line per first-die row. */
export const PHYSICAL_CHART: readonly (readonly Characteristics[])[] = [
  [c(8, -2, 4, 4, 11), c(7, 1, 3, 3, 12), c(9, 0, 1, 3, 9), c(8, 0, 1, 4, 11), c(8, 1, 0, 4, 10), c(7, -1, 4, 3, 12)],
  [c(9, 0, 2, 3, 9), c(9, 2, -1, 2, 10), c(10, 1, -1, 2, 13), c(8, 3, 0, 5, 11), c(9, 2, 0, 6, 9), c(11, 0, 0, 4, 9)],
  [
    c(8, 1, 2, 3, 10),
    c(9, 3, -1, 4, 14),
    c(11, -2, 1, 3, 12),
    c(7, 0, 3, 3, 11),
    c(11, 1, 0, 4, 10),
    c(8, 4, -1, 2, 9),
  ],
  [
    c(10, 3, -1, 4, 11),
    c(12, -2, 1, 1, 13),
    c(10, 3, -2, 4, 12),
    c(7, 2, 1, 3, 11),
    c(10, -1, 1, 4, 10),
    c(13, 1, 0, 2, 13),
  ],
  [
    c(10, 2, -2, 5, 10),
    c(13, 0, 0, 3, 10),
    c(12, 1, 0, 3, 9),
    c(9, 3, -1, 4, 9),
    c(11, 0, 1, 3, 12),
    c(10, 0, 3, 2, 15),
  ],
  [
    c(12, -1, 1, 2, 14),
    c(12, 1, 0, 3, 9),
    c(8, 5, -2, 5, 10),
    c(10, -1, 2, 4, 14),
    c(12, 2, -3, 3, 13),
    c(7, 5, 1, 4, 13),
  ],
];

/** Throws unless `face` is a die face 1-6: a table read with anything else is a bug. */
export const assertDie = (face: number, what: string): void => {
  if (!Number.isInteger(face) || face < 1 || face > 6)
    throw new RangeError(`${what} must be a die face 1-6, got ${face}`);
};

/** The chart cell for the first and second die (a fresh copy). */
export function physicalCharacteristics(first: number, second: number): Characteristics {
  assertDie(first, 'first die');
  assertDie(second, 'second die');
  return { ...(PHYSICAL_CHART[first - 1]?.[second - 1] as Characteristics) };
}

// ---- 8.42 Attack sequence chart --------------------------------------------------------------

export const ATTACK_SEQUENCE_RULE = '§8.42';
/** Number of attacks planned -> the sub-phases (1-5) marked for them, in order. */
export const ATTACK_SEQUENCE: Record<1 | 2 | 3 | 4 | 5, readonly number[]> = {
  1: [3],
  2: [2, 4],
  3: [1, 3, 5],
  4: [1, 2, 4, 5],
  5: [1, 2, 3, 4, 5],
};

// ---- 8.5 Combat results table ----------------------------------------------------------------

export const CRT_RULE = '§8.5';
export type CrtKind = 'M' | '-' | 'S' | 'S*' | 'P' | 'P*' | 'H';
export interface CrtResult {
  kind: CrtKind;
  /** The +# of an H+# result; 0 for everything else. */
  plus: number;
}
export interface CrtRow {
  /** Row label as printed: '3 or less', then '4' to '18'. */
  row: string;
  /** The cells as printed, columns 0-5 of net attacker advantage. */
  codes: readonly string[];
  results: readonly CrtResult[];
}

/** Reads one printed CRT cell ('—', 'S*', 'H+3', ...). */
export function parseCrtCode(code: string): CrtResult {
  if (code === '—' || code === '-') return { kind: '-', plus: 0 };
  const h = /^H\+(\d+)$/.exec(code);
  if (h) return { kind: 'H', plus: Number(h[1]) };
  if (['M', 'S', 'S*', 'P', 'P*', 'H'].includes(code)) return { kind: code as CrtKind, plus: 0 };
  throw new Error(`not a CRT code: "${code}"`);
}

/** Printed form of a result: '—', 'S*', 'H', 'H+4'. */
export const crtCode = (r: CrtResult): string =>
  r.kind === '-' ? '—' : r.kind === 'H' && r.plus > 0 ? `H+${r.plus}` : r.kind;

const crtRow = (row: string, ...codes: [string, string, string, string, string, string]): CrtRow => ({
  row,
  codes,
  results: codes.map(parseCrtCode),
});

export const CRT: readonly CrtRow[] = [
  crtRow('3 or less', 'M', '—', '—', '—', '—', 'S'),
  crtRow('4', '—', '—', '—', 'S', 'S', 'S'),
  crtRow('5', '—', '—', '—', 'S', 'S', 'S'),
  crtRow('6', '—', '—', 'S', 'S', 'S', 'S*'),
  crtRow('7', '—', 'S', 'S', 'S', 'S*', 'P'),
  crtRow('8', 'S', 'S', 'S', 'S*', 'P', 'P'),
  crtRow('9', 'S', 'S', 'S*', 'P', 'P', 'P*'),
  crtRow('10', 'S', 'S*', 'P', 'P', 'P*', 'H'),
  crtRow('11', 'S*', 'P', 'P', 'P*', 'H', 'H'),
  crtRow('12', 'P', 'P', 'P*', 'H', 'H', 'H+1'),
  crtRow('13', 'P', 'P*', 'H', 'H', 'H+1', 'H+2'),
  crtRow('14', 'P*', 'H', 'H', 'H+1', 'H+2', 'H+3'),
  crtRow('15', 'H', 'H', 'H+1', 'H+2', 'H+3', 'H+4'),
  crtRow('16', 'H', 'H+1', 'H+2', 'H+3', 'H+4', 'H+5'),
  crtRow('17', 'H+1', 'H+2', 'H+3', 'H+4', 'H+5', 'H+6'),
  crtRow('18', 'H+2', 'H+3', 'H+4', 'H+5', 'H+6', 'H+7'),
];

/**
 * Result for a net-advantage column 0-5 and a modified three-dice total. Totals of 3 or less share the top row.
 * Past 18 the 18 row keeps growing: every point above 18 adds one to that column's H+# (8.52 gives the
 * column 5 case; the same growth is applied to every column).
 */
export function crtLookup(column: number, roll: number): { result: CrtResult; row: string } {
  if (!Number.isInteger(column) || column < 0 || column > 5)
    throw new RangeError(`CRT column must be 0-5, got ${column}`);
  if (!Number.isFinite(roll)) throw new RangeError(`CRT roll must be a number, got ${roll}`);
  const r = Math.trunc(roll);
  if (r > 18) {
    const top = CRT[CRT.length - 1] as CrtRow;
    const base = top.results[column] as CrtResult;
    return { result: { kind: 'H', plus: base.plus + (r - 18) }, row: `${r} (18 row extended, §8.52)` };
  }
  const row = CRT[Math.max(0, r - 3)] as CrtRow;
  return { result: { ...(row.results[column] as CrtResult) }, row: row.row };
}

// ---- 9.1 Wound & stun severity table ---------------------------------------------------------

export const WOUND_STUN_RULE = '§9.1';
export type StunExtra = 'weaponDrop' | 'shieldDrop' | 'prone';
export interface WoundStunRow {
  label: string;
  /** Inclusive bounds of the roll; the open ends are infinite. */
  min: number;
  max: number;
  wounds: number | 'kill';
  stun: number;
  stunExtra?: StunExtra;
}

export const WOUND_STUN_TABLE: readonly WoundStunRow[] = [
  { label: '8 or less', min: Number.NEGATIVE_INFINITY, max: 8, wounds: 0, stun: 1 },
  { label: '9 or 10', min: 9, max: 10, wounds: 1, stun: 2 },
  { label: '11 or 12', min: 11, max: 12, wounds: 2, stun: 3 },
  { label: '13 or 14', min: 13, max: 14, wounds: 3, stun: 4 },
  { label: '15', min: 15, max: 15, wounds: 4, stun: 5 },
  { label: '16', min: 16, max: 16, wounds: 5, stun: 6 },
  { label: '17', min: 17, max: 17, wounds: 6, stun: 7, stunExtra: 'weaponDrop' },
  { label: '18', min: 18, max: 18, wounds: 7, stun: 8, stunExtra: 'shieldDrop' },
  { label: '19 or more', min: 19, max: Number.POSITIVE_INFINITY, wounds: 'kill', stun: 9, stunExtra: 'prone' },
];

function woundStunRow(roll: number): WoundStunRow {
  if (!Number.isFinite(roll)) throw new RangeError(`wound/stun roll must be a number, got ${roll}`);
  const r = Math.trunc(roll);
  return WOUND_STUN_TABLE.find((x) => r >= x.min && r <= x.max) as WoundStunRow;
}

/** Wounds column: the modified three-dice wound severity roll. */
export function woundsFor(roll: number): { wounds: number | 'kill'; row: string } {
  const row = woundStunRow(roll);
  return { wounds: row.wounds, row: row.label };
}

/** Stun column: the same rows, read with the two-dice stun roll (collisions 7.52, thrown shields 12.51). */
export function stunFor(roll: number): { stun: number; extra?: StunExtra; row: string } {
  const row = woundStunRow(roll);
  return row.stunExtra ? { stun: row.stun, extra: row.stunExtra, row: row.label } : { stun: row.stun, row: row.label };
}

// ---- 9.21 Armour DRMs ------------------------------------------------------------------------

export const ARMOUR_DRM_RULE = '§9.21';
export const ARMOUR_DRM: Record<ArmourQuality, number> = { A: -8, B: -6, C: -3 };

// ---- 9.4 Critical hit table ------------------------------------------------------------------

export const CRITICAL_RULE = '§9.4';
export type CritEffect =
  | '1'
  | 'V'
  | 'S'
  | 'H'
  | '2x'
  | '3x'
  | 'M'
  | 'K'
  | 'ST'
  | 'AG'
  | 'LMP'
  | 'STU'
  | 'SA'
  | 'WD'
  | 'SD';
/** Column headings of the table, left to right. */
export const CRITICAL_COLUMNS: readonly string[] = ['2-6', '7', '8', '9', '10', '11', '12', '13', '14+'];
export interface CriticalRow {
  area: Area;
  label: string;
  /** Printed cells under CRITICAL_COLUMNS. */
  cells: readonly string[];
}

export const CRITICAL_TABLE: readonly CriticalRow[] = [
  { area: 1, label: '1. Head', cells: ['—', '1', 'V', 'S', 'H', '2x', '2xM', '3xM', 'K'] },
  { area: 2, label: '2. Chest', cells: ['—', '—', '1', '1', 'ST', '2x', '2xM', '3xM', 'K'] },
  { area: 3, label: '3. Groin', cells: ['—', '—', '1', '1', 'AG', '2x', '2xM', '3xM', 'K'] },
  { area: 4, label: '4. Arms', cells: ['—', '—', '—', '1', 'ST', 'WD', 'SD', 'SAM', '2xM'] },
  { area: 5, label: '5. Legs', cells: ['—', '—', '—', '1', 'AG', 'LMP', 'STU', 'SAM', '2xM'] },
];

const SINGLE_EFFECTS: readonly string[] = [
  '1',
  'V',
  'S',
  'H',
  '2x',
  '3x',
  'M',
  'K',
  'ST',
  'AG',
  'LMP',
  'STU',
  'SA',
  'WD',
  'SD',
];
const COMBINED_EFFECTS: Record<string, CritEffect[]> = { '2xM': ['2x', 'M'], '3xM': ['3x', 'M'], SAM: ['SA', 'M'] };

/** Splits a printed critical cell into its effects ('—' has none). */
export function critEffects(code: string): CritEffect[] {
  if (code === '—' || code === '-') return [];
  const combined = COMBINED_EFFECTS[code];
  if (combined) return [...combined];
  if (SINGLE_EFFECTS.includes(code)) return [code as CritEffect];
  throw new Error(`not a critical hit code: "${code}"`);
}

/** Looks up the modified two-dice roll; below 7 reads the 2-6 column, 14 or more the 14+ column. */
export function criticalLookup(area: Area, roll: number): { code: string; effects: CritEffect[]; row: string } {
  const r = CRITICAL_TABLE.find((x) => x.area === area);
  if (!r) throw new RangeError(`no critical hit row for area ${area}`);
  if (!Number.isFinite(roll)) throw new RangeError(`critical roll must be a number, got ${roll}`);
  const t = Math.trunc(roll);
  const col = t <= 6 ? 0 : t >= 14 ? 8 : t - 6;
  const code = r.cells[col] as string;
  return { code, effects: critEffects(code), row: `${r.label}, ${CRITICAL_COLUMNS[col]}` };
}

// ---- 7.5 Collision impact factor DRMs --------------------------------------------------------

export type ImpactCondition =
  | 'heavy'
  | 'medium'
  | 'largeShield'
  | 'noShield'
  | 'hexForward'
  | 'hexSidestepForward'
  | 'rolling'
  | 'ensnared'
  | 'hexBackward'
  | 'kneeling'
  | 'recovering'
  | 'stumbling'
  | 'stunFactor'
  | 'strength'
  | 'agility'
  | 'positional';

export interface ImpactDrmRow {
  key: ImpactCondition;
  /** A number, or the rating / bonus that is added in its place. */
  drm: number | 'ST' | 'AG' | 'positional';
  /** The DRM is multiplied by a count (hexes, stun factors). */
  perUnit: boolean;
  condition: string;
  rule: '§7.5';
}

export const IMPACT_DRMS: readonly ImpactDrmRow[] = [
  { key: 'heavy', drm: 2, perUnit: false, condition: 'heavy gladiator', rule: '§7.5' },
  { key: 'medium', drm: 1, perUnit: false, condition: 'medium gladiator', rule: '§7.5' },
  { key: 'largeShield', drm: 2, perUnit: false, condition: 'carries a large shield', rule: '§7.5' },
  { key: 'noShield', drm: -2, perUnit: false, condition: 'carries no shield', rule: '§7.5' },
  { key: 'hexForward', drm: 2, perUnit: true, condition: 'each hex moved forward this phase', rule: '§7.5' },
  {
    key: 'hexSidestepForward',
    drm: 1,
    perUnit: true,
    condition: 'each hex sidestepped forward this phase',
    rule: '§7.5',
  },
  { key: 'rolling', drm: 4, perUnit: false, condition: 'making a roll move', rule: '§7.5' },
  { key: 'ensnared', drm: -3, perUnit: false, condition: 'caught in a net', rule: '§7.5' },
  {
    key: 'hexBackward',
    drm: -1,
    perUnit: true,
    condition: 'each hex moved or sidestepped backwards this phase',
    rule: '§7.5',
  },
  { key: 'kneeling', drm: -2, perUnit: false, condition: 'kneeling', rule: '§7.5' },
  { key: 'recovering', drm: -3, perUnit: false, condition: 'tried to pick up a weapon or shield', rule: '§7.5' },
  { key: 'stumbling', drm: -2, perUnit: false, condition: 'in a stumble move', rule: '§7.5' },
  { key: 'stunFactor', drm: -1, perUnit: true, condition: 'each stun factor already in effect', rule: '§7.5' },
  { key: 'strength', drm: 'ST', perUnit: false, condition: 'plus the strength rating', rule: '§7.5' },
  { key: 'agility', drm: 'AG', perUnit: false, condition: 'plus the agility rating', rule: '§7.5' },
  {
    key: 'positional',
    drm: 'positional',
    perUnit: false,
    condition: 'plus the positional advantage (8.2)',
    rule: '§7.5',
  },
];

function numericDrm(rows: readonly { key: string; drm: number | string }[], key: string, table: string): number {
  const row = rows.find((r) => r.key === key);
  if (!row) throw new Error(`${table}: no row "${key}"`);
  if (typeof row.drm !== 'number') throw new Error(`${table}: row "${key}" depends on ${row.drm}, not a fixed number`);
  return row.drm;
}

/** The fixed DRM of an impact row (per unit for the per-hex and per-stun rows). Throws for ST, AG, positional. */
export const impactDrm = (key: string): number => numericDrm(IMPACT_DRMS, key, 'impact DRMs §7.5');

// ---- 12.61 Recovery DRMs ---------------------------------------------------------------------

export type RecoveryCondition =
  | 'opponentInItemHex'
  | 'opponentAdjacentToItem'
  | 'itemAdjacent'
  | 'leavingStartHex'
  | 'quick'
  | 'charge'
  | 'stumble'
  | 'collided'
  | 'ensnared'
  | 'stunFactor'
  | 'heavy'
  | 'light'
  | 'kneeling'
  | 'itemIsNet'
  | 'recoverAction'
  | 'agility';

export interface RecoveryDrmRow {
  key: RecoveryCondition;
  /** A number, or '-AG': the current agility rating is subtracted. */
  drm: number | '-AG';
  perUnit: boolean;
  condition: string;
  rule: '§12.61';
}

export const RECOVERY_DRMS: readonly RecoveryDrmRow[] = [
  { key: 'opponentInItemHex', drm: 3, perUnit: false, condition: 'an opponent stands on the item', rule: '§12.61' },
  {
    key: 'opponentAdjacentToItem',
    drm: 2,
    perUnit: false,
    condition: 'an opponent stands next to the item',
    rule: '§12.61',
  },
  { key: 'itemAdjacent', drm: 1, perUnit: false, condition: 'the item lies in a neighbouring hex', rule: '§12.61' },
  { key: 'leavingStartHex', drm: 1, perUnit: false, condition: 'leaving the hex he started in', rule: '§12.61' },
  { key: 'quick', drm: 1, perUnit: false, condition: 'moving quick (Q) this phase', rule: '§12.61' },
  { key: 'charge', drm: 2, perUnit: false, condition: 'charging this phase', rule: '§12.61' },
  { key: 'stumble', drm: 4, perUnit: false, condition: 'in a stumble move this phase', rule: '§12.61' },
  {
    key: 'collided',
    drm: 4,
    perUnit: false,
    condition: 'collided earlier this phase (an R move is cancelled)',
    rule: '§12.61',
  },
  { key: 'ensnared', drm: 6, perUnit: false, condition: 'caught in a net', rule: '§12.61' },
  { key: 'stunFactor', drm: 1, perUnit: true, condition: 'each stun factor in effect', rule: '§12.61' },
  { key: 'heavy', drm: 1, perUnit: false, condition: 'heavy gladiator', rule: '§12.61' },
  { key: 'light', drm: -1, perUnit: false, condition: 'light gladiator', rule: '§12.61' },
  { key: 'kneeling', drm: -2, perUnit: false, condition: 'kneeling', rule: '§12.61' },
  { key: 'itemIsNet', drm: -3, perUnit: false, condition: 'the item is a net', rule: '§12.61' },
  { key: 'recoverAction', drm: -6, perUnit: false, condition: 'wrote the R standard move', rule: '§12.61' },
  { key: 'agility', drm: '-AG', perUnit: false, condition: 'minus the current agility rating', rule: '§12.61' },
];

/** The fixed DRM of a recovery row. Throws for the agility row. */
export const recoveryDrm = (key: string): number => numericDrm(RECOVERY_DRMS, key, 'recovery DRMs §12.61');

// ---- 8.2 Positional advantage (HOUSE numbers) ------------------------------------------------

/**
 * Indexed by the attacker's direction relative to the defender's facing: 0 F, 1 FR, 2 BR, 3 B, 4 BL, 5 FL.
 * The left-handed values swap +1 with +2 and +3 with +4 (the note under 8.2).
 */
export const POSITIONAL_ADVANTAGE = {
  rule: '§8.2',
  house: true,
  right: [0, 2, 4, 5, 3, 1],
  left: [0, 1, 3, 5, 4, 2],
} as const;

/**
 * Bonus of an attacker at relative direction `rel` of the defender. With 'rangedOnly' the two front flank hexes
 * are worth nothing when adjacent; a ranged attacker on those spokes keeps the +1/+2.
 */
export function positionalValue(
  rel: number,
  handedness: Handedness,
  frontFlanks: 'flanks' | 'rangedOnly',
  adjacent: boolean,
): number {
  if (!Number.isInteger(rel) || rel < 0 || rel > 5) throw new RangeError(`relative direction must be 0-5, got ${rel}`);
  if (adjacent && frontFlanks === 'rangedOnly' && (rel === 1 || rel === 5)) return 0;
  return POSITIONAL_ADVANTAGE[handedness][rel] as number;
}

// ---- Display 13 Shield status (HOUSE layout) -------------------------------------------------

export const SHIELD_RULE = '§10.2';
/** Printed numbers of the 17 damage boxes, left to right (10.1: 17 damage points). */
export const SHIELD_BOXES: readonly number[] = Array.from({ length: 17 }, (_, i) => i + 3);

/** Number in the rightmost unchecked box after `damageChecked` boxes are checked; null once all 17 are. */
export function shieldBoxNumber(damageChecked: number): number | null {
  if (!Number.isInteger(damageChecked) || damageChecked < 0) {
    throw new RangeError(`shield damage must be a whole number >= 0, got ${damageChecked}`);
  }
  if (damageChecked >= SHIELD_BOXES.length) return null;
  return SHIELD_BOXES[SHIELD_BOXES.length - 1 - damageChecked] as number;
}

// ---- 12.41 Drop direction --------------------------------------------------------------------

export const DROP_SIDE_RULE = '§12.41';
/** Die face / kick hexside 1-6 -> relative direction (1 is the centre front hexside, then clockwise). */
export function sideToRelative(side: number): number {
  assertDie(side, 'drop side');
  return side - 1;
}

// ---- Display 8 Wound record CF categories (HOUSE layout) -------------------------------------

export const WOUND_CATEGORY_RULE = '§9.31';
export type WoundCategoryMode = 'grouped' | 'everyBox';
/** Highest box of the wound record. */
export const WOUND_BOXES = 18;

/**
 * Index of the CF category holding wound box `box` (2-18; box 1 is the kill box and has none).
 * Indices count from 0 at box 2 upwards; only equality between indices matters.
 */
export function woundCategory(area: Area, box: number, mode: WoundCategoryMode): number {
  if (!Number.isInteger(box) || box < 2 || box > WOUND_BOXES) {
    throw new RangeError(`wound box must be 2-${WOUND_BOXES} (box 1 is the kill box), got ${box}`);
  }
  if (mode === 'everyBox' || area === 1) return box - 2;
  if (area === 2 || area === 3) return Math.floor((box - 1) / 2); // {2},{3,4},{5,6},...
  if (area === 4 || area === 5) return box <= 3 ? 0 : Math.floor((box - 4) / 3) + 1; // {2,3},{4,5,6},...
  throw new RangeError(`no body area ${area}`);
}

/**
 * CF lost when an area's checked boxes go from `boxesBefore` to `boxesAfter` (boxes are checked from W down).
 * Counts the categories touched for the first time; counts above W are treated as W (box 1 carries no CF).
 */
export function cfLostByWounds(
  area: Area,
  boxesBefore: number,
  boxesAfter: number,
  W: number,
  mode: WoundCategoryMode,
): number {
  if (!Number.isInteger(W) || W < 1 || W > WOUND_BOXES) throw new RangeError(`W must be 1-${WOUND_BOXES}, got ${W}`);
  if (!Number.isInteger(boxesBefore) || !Number.isInteger(boxesAfter) || boxesBefore < 0 || boxesAfter < boxesBefore) {
    throw new RangeError(`bad wound counts ${boxesBefore} -> ${boxesAfter}`);
  }
  const before = Math.min(boxesBefore, W);
  const after = Math.min(boxesAfter, W);
  const seen = new Set<number>();
  for (let box = W; box > W - before && box >= 2; box--) seen.add(woundCategory(area, box, mode));
  let lost = 0;
  for (let box = W - before; box > W - after && box >= 2; box--) {
    const cat = woundCategory(area, box, mode);
    if (!seen.has(cat)) {
      seen.add(cat);
      lost++;
    }
  }
  return lost;
}
