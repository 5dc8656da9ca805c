/**
 * GLADIATOR's Advanced Game tables (rules 17-19) as typed data, each row with its rule number, read from the rule
 * text and from the GLADIATOR TABLES section at the back (the two copies agree wherever both are whole; see
 * docs/rulings.md for the rows read through garbling). net.ts, ensnared.ts, trident.ts and truth.ts play them.
 */
import { ARMOUR_TABLES, type ArmourRow, assertDie, type CrtKind, crtLookup, MOVE_RATE } from './tables.js';
import type { Armour, GladiatorType, ShieldSize } from './types.js';

// ---- 17.1 The Retarius -----------------------------------------------------------------------

/** 17.1 with Display 2 and Display 6: who the net man is. */
export const RETARIUS = {
  rule: '§17.1',
  /** Display 2: he counts as a medium gladiator (moving phases, impact 7.5, endurance 16.3). */
  classifiedAs: 'medium' satisfies GladiatorType,
  move: MOVE_RATE.medium,
  /** Counters 10-12 (2.2). */
  counters: [10, 11, 12],
  /** Display 6: the medium armour table, but never a shield. */
  armourTable: 'medium' satisfies GladiatorType,
  /** 3.7: characteristics rolled on the chart like anyone's. */
  characteristicsRule: '§3.7',
  carries: ['net', 'trident'],
  /** Display 6 and the note under 17: whoever faces a Retarius carries a small shield. */
  opponentShield: 'small' satisfies ShieldSize,
} as const;

export interface RetariusArmourRow {
  roll: number;
  areas: (Armour | null)[];
  shield: null;
}

/** The medium table (3.6) row for row, without its shield (Display 6). */
export const RETARIUS_ARMOUR: readonly RetariusArmourRow[] = ARMOUR_TABLES.medium.map((r: ArmourRow) => ({
  roll: r.roll,
  areas: r.areas,
  shield: null,
}));

// ---- 17.2-17.5 The three net attacks -----------------------------------------------------------

export type NetAttackKind = 'toss' | 'swing' | 'lay';

export interface NetAttack {
  kind: NetAttackKind;
  rule: string;
  /** The special action written in the phase's order (6.4). */
  special: 'TN' | 'SN' | 'LN';
  /** CF spent, exactly: never more, and no attack with fewer (17.2, 17.7). */
  cf: number;
  /** Reach in hexes of the front cone, and how many hexes that cone holds. */
  reach: number;
  frontHexes: number;
  /** Phases after the one it is made in (hit or miss) during which no net attack may be made. */
  restPhases: number;
  /** Who can be struck: anyone in reach, the first figure from left to right, or a man who moved into the written hex. */
  target: 'anyInReach' | 'firstLeftToRight' | 'movedIntoWrittenHex';
  /** Its results on the CRT, and its modifiers. */
  resultsRule: string;
  modifiersRule: string;
}

export const NET_ATTACKS: Record<NetAttackKind, NetAttack> = {
  // 17.31: made in phase 7, not again before phase 2 of the next turn; 17.32 the same after a miss.
  toss: {
    kind: 'toss',
    rule: '§17.3',
    special: 'TN',
    cf: 6,
    reach: 3,
    frontHexes: 15,
    restPhases: 2,
    target: 'anyInReach',
    resultsRule: '§17.33',
    modifiersRule: '§17.34',
  },
  // 17.41: made in phase 8, no net attack before phase 2 of the next turn; 17.42 the same after a miss.
  swing: {
    kind: 'swing',
    rule: '§17.4',
    special: 'SN',
    cf: 4,
    reach: 2,
    frontHexes: 8,
    restPhases: 1,
    target: 'firstLeftToRight',
    resultsRule: '§17.44',
    modifiersRule: '§17.45',
  },
  // 17.51: every phase he may move, unless a toss or swing still rests the net.
  lay: {
    kind: 'lay',
    rule: '§17.5',
    special: 'LN',
    cf: 2,
    reach: 1,
    frontHexes: 3,
    restPhases: 0,
    target: 'movedIntoWrittenHex',
    resultsRule: '§17.54',
    modifiersRule: '§17.55',
  },
};

/**
 * A hex of a Retarius' front named from his own facing: `spoke` steps along relative direction `rel` (0 F, 1 FR,
 * 5 FL), then `side` steps along the next direction clockwise (RULINGS' p·e(a) + q·e(a+1)).
 */
export interface FrontHex {
  label: string;
  rel: 0 | 1 | 5;
  spoke: number;
  side: number;
}

/**
 * 17.43: the swing strikes the first figure, friend or foe, met from his left to his right. The diagram is missing;
 * the order is RULINGS' reading (HOUSE): each spoke near hex then far hex, the hex between two spokes after the
 * left one.
 */
export const NET_SWING_ORDER: readonly FrontHex[] = [
  { label: 'front left, adjacent', rel: 5, spoke: 1, side: 0 },
  { label: 'front left, two away', rel: 5, spoke: 2, side: 0 },
  { label: 'between front left and front, two away', rel: 5, spoke: 1, side: 1 },
  { label: 'front, adjacent', rel: 0, spoke: 1, side: 0 },
  { label: 'front, two away', rel: 0, spoke: 2, side: 0 },
  { label: 'between front and front right, two away', rel: 0, spoke: 1, side: 1 },
  { label: 'front right, adjacent', rel: 1, spoke: 1, side: 0 },
  { label: 'front right, two away', rel: 1, spoke: 2, side: 0 },
];

/** 6.4, 17.5: the hex a lay is written for, (LN1) to (LN3). */
export const NET_LAY_HEXES: Record<1 | 2 | 3, FrontHex> = {
  1: { label: 'left front', rel: 5, spoke: 1, side: 0 },
  2: { label: 'centre front', rel: 0, spoke: 1, side: 0 },
  3: { label: 'right front', rel: 1, spoke: 1, side: 0 },
};

// ---- 17.33, 17.44, 17.54 The CRT's 0 column for nets ------------------------------------------

/**
 * What a net result does: `ensnare` (17.35), `stumble` (a Stumble move, with its fall check, 14.3), `stumbleCheck`
 * (the die of 14.1), `grabbed` (the target seizes the net, 17.6), or nothing.
 */
export type NetEffect = 'ensnare' | 'stumble' | 'stumbleCheck' | 'grabbed' | 'none';

export const NET_CRT_COLUMN = 0;

/** Every net attack is read on column 0 of the CRT (8.5) whatever the CF; only what the results do changes. */
export const NET_RESULTS: Record<NetAttackKind, { rule: string; effects: Record<CrtKind, NetEffect> }> = {
  toss: {
    rule: '§17.33',
    effects: {
      H: 'ensnare',
      P: 'stumbleCheck',
      'P*': 'stumbleCheck',
      M: 'grabbed',
      S: 'none',
      'S*': 'none',
      '-': 'none',
    },
  },
  swing: {
    rule: '§17.44',
    effects: {
      H: 'stumble',
      P: 'stumbleCheck',
      'P*': 'stumbleCheck',
      M: 'grabbed',
      S: 'none',
      'S*': 'none',
      '-': 'none',
    },
  },
  lay: {
    rule: '§17.54',
    effects: {
      H: 'stumble',
      P: 'stumbleCheck',
      'P*': 'stumbleCheck',
      M: 'grabbed',
      S: 'none',
      'S*': 'none',
      '-': 'none',
    },
  },
};

/** A net attack's modified three-dice roll read on column 0: the printed code, its row, and its effect. */
export function netResult(kind: NetAttackKind, roll: number): { code: string; row: string; effect: NetEffect } {
  const { result, row } = crtLookup(NET_CRT_COLUMN, roll);
  const code = result.kind === 'H' && result.plus > 0 ? `H+${result.plus}` : result.kind;
  // An H+# is still an H: nets wound no one, so the +# has nothing to add to.
  return { code, row, effect: NET_RESULTS[kind].effects[result.kind] };
}

// ---- 17.34, 17.45, 17.55 Net attack modifiers ---------------------------------------------------

export type NetDrmKey =
  | 'positional'
  | 'retariusArmCfLoss'
  | 'targetLegCfLoss'
  | 'targetAdjacent'
  | 'targetTwoHexesAway'
  | 'targetRepelsNet'
  | 'targetKneeling'
  | 'hexBackwardOrSidestepBack'
  | 'hexStraightBack'
  | 'hexSidestepped'
  | 'hexSidestepBack'
  | 'hexSidestepForward'
  | 'hexForward'
  | 'hexsideTurnedInAttackHex'
  | 'targetStayedInStartHex'
  | 'targetHeavy'
  | 'targetLight'
  | 'netDefenceDifference';

export interface NetDrmRow {
  key: NetDrmKey;
  /** A number, or the value added in its place: the positional bonus (8.2) or the Retarius' ND less the target's. */
  drm: number | 'positional' | 'netDefenceDifference';
  /** The DRM counts once per CF lost, hex moved or hexside turned. */
  perUnit: boolean;
  condition: string;
  rule: string;
}

const row = (rule: string, key: NetDrmKey, drm: NetDrmRow['drm'], perUnit: boolean, condition: string): NetDrmRow => ({
  key,
  drm,
  perUnit,
  condition,
  rule,
});

/** The rows every table shares, in their printed places. "PN" in the printed tables is the (RN) Repel Net action. */
const positional = (r: string) => row(r, 'positional', 'positional', false, 'plus the positional advantage (8.2)');
const armLoss = (r: string) => row(r, 'retariusArmCfLoss', -2, true, 'each CF the Retarius lost to arm wounds');
const repels = (r: string) => row(r, 'targetRepelsNet', -6, false, 'the target wrote (RN), Repel Net, this phase');
const heavy = (r: string) => row(r, 'targetHeavy', 1, false, 'the target is a heavy gladiator');
const light = (r: string) => row(r, 'targetLight', -1, false, 'the target is a light gladiator');
const nd = (r: string) =>
  row(r, 'netDefenceDifference', 'netDefenceDifference', false, "the Retarius' net defence less the target's");

/** 17.34, in printed order. */
export const NET_TOSS_DRMS: readonly NetDrmRow[] = [
  positional('§17.34'),
  armLoss('§17.34'),
  row('§17.34', 'targetLegCfLoss', 1, true, 'each CF the target lost to leg wounds'),
  row('§17.34', 'targetAdjacent', 2, false, 'the target stands next to the Retarius'),
  row('§17.34', 'targetTwoHexesAway', 1, false, 'the target stands two hexes away'),
  repels('§17.34'),
  row('§17.34', 'targetKneeling', 4, false, 'the target is kneeling'),
  row('§17.34', 'hexBackwardOrSidestepBack', 1, true, 'each hex the target went back this phase, sidesteps included'),
  row('§17.34', 'targetStayedInStartHex', 2, false, 'the target never left the hex he began the phase in'),
  heavy('§17.34'),
  light('§17.34'),
  nd('§17.34'),
];

/** 17.45, in printed order. */
export const NET_SWING_DRMS: readonly NetDrmRow[] = [
  positional('§17.45'),
  armLoss('§17.45'),
  row('§17.45', 'targetLegCfLoss', 2, true, 'each CF the target lost to leg wounds'),
  row('§17.45', 'targetAdjacent', -2, false, 'the target stands next to the Retarius'),
  repels('§17.45'),
  row('§17.45', 'hexStraightBack', 3, true, 'each hex the target stepped straight back'),
  row('§17.45', 'hexSidestepped', 2, true, 'each hex the target sidestepped, forward or back'),
  row('§17.45', 'hexsideTurnedInAttackHex', 2, true, 'each hexside the target turned in the hex where he is struck'),
  row('§17.45', 'hexForward', 1, true, 'each hex the target stepped straight forward'),
  heavy('§17.45'),
  light('§17.45'),
  nd('§17.45'),
];

/** 17.55, in printed order. */
export const NET_LAY_DRMS: readonly NetDrmRow[] = [
  positional('§17.55'),
  armLoss('§17.55'),
  row('§17.55', 'targetLegCfLoss', 2, true, 'each CF the target lost to leg wounds'),
  repels('§17.55'),
  row('§17.55', 'hexStraightBack', 5, true, 'each hex the target stepped straight back'),
  row('§17.55', 'hexSidestepBack', 4, true, 'each hex the target sidestepped back'),
  row('§17.55', 'hexSidestepForward', 2, true, 'each hex the target sidestepped forward'),
  row('§17.55', 'hexForward', 1, true, 'each hex the target stepped straight forward'),
  heavy('§17.55'),
  light('§17.55'),
  nd('§17.55'),
];

export const NET_DRMS: Record<NetAttackKind, readonly NetDrmRow[]> = {
  toss: NET_TOSS_DRMS,
  swing: NET_SWING_DRMS,
  lay: NET_LAY_DRMS,
};

// ---- 17.351, 17.352, 17.6 Ensnared, dragged, grabbed ---------------------------------------------

/** 17.351: three dice less the CF put in the Net Free box; 6 or less frees him, and anything above 0 is his Net Loss. */
export const NET_FREE = { rule: '§17.351', dice: 3, freedAtOrBelow: 6, netLossAbove: 0 } as const;

/** 17.352: three dice plus the Retarius' ST and any CF he adds; 19 or more drags the man down, still in the net. */
export const DRAGGED_PRONE = { rule: '§17.352', dice: 3, proneAtOrAbove: 19 } as const;

/** 17.6: after an M each rolls a die plus ST; the higher holds the net, the Retarius on a tie. */
export const GRABBED_NET = { rule: '§17.6', dice: 1, tieGoesTo: 'retarius' } as const;

// ---- 18 The trident ------------------------------------------------------------------------------

export const TRIDENT = {
  rule: '§18',
  /** 18.2: any target in his front cone within two hexes. */
  reach: 2,
  /** 18.3: held in one hand beside the net, its attacks are halved (rounded down). */
  halvedWhileNetHeld: true,
  /** 18.5: a P* against a trident attack: two dice plus the opponent's ST, 12 or more breaks it (a dropped weapon). */
  breakCheck: { rule: '§18.5', on: 'P*' satisfies CrtKind, dice: 2, breaksAtOrAbove: 12 },
  /** 18.6: one die for the broken piece: 4 or less still serves at one hex, 5 or 6 is useless. */
  fragment: { rule: '§18.6', dice: 1, usableAtOrBelow: 4, usableReach: 1 },
} as const;

// ---- 19.2 Missus chart -----------------------------------------------------------------------

export const MISSUS_RULE = '§19.2';
export type Missus = 'Up' | 'Down';
export interface MissusColumn {
  label: string;
  min: number;
  max: number;
}
/** Columns by the match's attack CF less its defence CF (19.2). */
export const MISSUS_COLUMNS: readonly MissusColumn[] = [
  { label: '1 to 15', min: 1, max: 15 },
  { label: '16 to 30', min: 16, max: 30 },
  { label: '31 to 45', min: 31, max: 45 },
  { label: '46 to 60', min: 46, max: 60 },
  { label: '61 or more', min: 61, max: Number.POSITIVE_INFINITY },
];
/** Row per die face 1-6, cells under MISSUS_COLUMNS. */
export const MISSUS_CHART: readonly { die: number; results: readonly Missus[] }[] = [
  { die: 1, results: ['Down', 'Down', 'Down', 'Down', 'Down'] },
  { die: 2, results: ['Down', 'Down', 'Down', 'Down', 'Up'] },
  { die: 3, results: ['Down', 'Down', 'Down', 'Up', 'Up'] },
  { die: 4, results: ['Down', 'Down', 'Up', 'Up', 'Up'] },
  { die: 5, results: ['Down', 'Up', 'Up', 'Up', 'Up'] },
  { die: 6, results: ['Up', 'Up', 'Up', 'Up', 'Up'] },
];

/** The crowd's verdict; a total of 0 or less is always Down, above 60 reads the last column (19.21). */
export function missus(netAttackCf: number, die: number): Missus {
  assertDie(die, 'missus die');
  if (netAttackCf <= 0) return 'Down';
  // CFs are whole numbers; a fraction would read the band below it.
  const total = Math.max(1, Math.floor(netAttackCf));
  const col = MISSUS_COLUMNS.findIndex((x) => total >= x.min && total <= x.max);
  return (MISSUS_CHART[die - 1] as { results: readonly Missus[] }).results[col] as Missus;
}
