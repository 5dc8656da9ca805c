/**
 * Glory in the Arena's tables as typed data, one row per printed row. The text has no rule numbers, so Ludus numbers
 * its sections (RULE below, summarised in help.ts) and every row names the section it comes from. Rows marked HOUSE
 * are rulings (docs/rulings.md), not the text.
 */
import type { HelmetKind, Kit } from './types.js';

/** Our numbering of the text's sections; 6.x are the house rulings where the text is silent. */
export const RULE = {
  strength: '1.1',
  agility: '1.2',
  damage: '1.3',
  movement: '1.4',
  equipment: '1.5',
  initiative: '2.1',
  announce: '2.2',
  move: '2.3',
  facing: '2.4',
  attackLimit: '2.5',
  contact: '2.6',
  meleeRoll: '3.1',
  modifiers: '3.2',
  hexside: '3.3',
  agilityDifference: '3.4',
  results: '3.5',
  tie: '3.6',
  pickUp: '3.7',
  unarmed: '3.8',
  hits: '4.1',
  halved: '4.2',
  fallen: '4.3',
  crowd: '4.4',
  whip: '5.1',
  ensnare: '5.2',
  breakFree: '5.3',
  meeting: '6.1',
  backingUp: '6.2',
  turnLimit: '6.3',
  rising: '6.4',
  netReach: '6.5',
} as const;

/** A d6 face range and what it gives. */
export interface DieRow {
  faces: readonly [number, number];
  value: number;
  rule: string;
}

/** Strength by 1d6 (1.1): 1-2 gives 1, 3-5 gives 2, 6 gives 3. */
export const STRENGTH_ROLL: readonly DieRow[] = [
  { faces: [1, 2], value: 1, rule: RULE.strength },
  { faces: [3, 5], value: 2, rule: RULE.strength },
  { faces: [6, 6], value: 3, rule: RULE.strength },
];

/** Agility by 1d6 (1.2): 1-3 gives 1, 4-5 gives 2, 6 gives 3. */
export const AGILITY_ROLL: readonly DieRow[] = [
  { faces: [1, 3], value: 1, rule: RULE.agility },
  { faces: [4, 5], value: 2, rule: RULE.agility },
  { faces: [6, 6], value: 3, rule: RULE.agility },
];

export const dieRow = (table: readonly DieRow[], face: number): DieRow => {
  const row = table.find((r) => face >= r.faces[0] && face <= r.faces[1]);
  if (!row) throw new Error(`no row for face ${face}`);
  return row;
};

/** The Retarius' limits (1.1, 1.2): strength at most 2, agility at least 2. */
export const RETARIUS_LIMITS = { maxStrength: 2, minAgility: 2 } as const;

/** Movement is never below this (1.4), nor after halving (4.2, HOUSE). */
export const MIN_MOVEMENT = 2;
/** Entering more hexes than this forbids an attack this turn (2.5). */
export const MAX_MOVE_TO_ATTACK = 4;
/** Hits after which movement is halved (4.2). */
export const HITS_TO_HALVE = 2;

/** Each armour piece adds a damage box (1.3); a helmet of either kind counts once. */
export const armourPieces = (kit: Kit): number =>
  (kit.helmet !== 'none' ? 1 : 0) + (kit.body ? 1 : 0) + (kit.arm ? 1 : 0) + (kit.leg ? 1 : 0);

/** Movement penalties of armour (1.4): arm armour, the closed helmet and leg armour cost one each. */
export const movementPenalty = (kit: Kit): number =>
  (kit.arm ? 1 : 0) + (kit.helmet === 'closed' ? 1 : 0) + (kit.leg ? 1 : 0);

/** Melee modifiers of a figure's own kit (3.2), each with its label. */
export const HELMET_MODIFIER: Readonly<Record<HelmetKind, number>> = { none: 0, open: 1, closed: 2 };
export const KIT_MODIFIERS = {
  shield: 1,
  legArmour: 1,
  armArmour: 1,
  bodyArmour: 1,
  netInHand: 1,
  spearVersusSword: 1,
  /** Against a foe who has lost his weapon (3.8). */
  foeUnarmed: 1,
  /** Each hit taken (3.2). */
  perHit: -1,
  /** The whip's penalty to the defender (5.1). */
  whipped: -2,
} as const;

/**
 * The defender's hexside (3.3, HOUSE values from RULINGS): added to the defender's roll by where the attacker
 * stands relative to his facing; the flanks are worth less without a shield.
 */
export interface HexsideRow {
  /** Relative directions (0 front, 1 and 5 front flanks, 2 and 4 rear flanks, 3 rear). */
  rel: readonly number[];
  name: string;
  withShield: number;
  withoutShield: number;
  rule: string;
}
export const HEXSIDE: readonly HexsideRow[] = [
  { rel: [0], name: 'front', withShield: 2, withoutShield: 2, rule: RULE.hexside },
  { rel: [1, 5], name: 'front flank', withShield: 1, withoutShield: 0, rule: RULE.hexside },
  { rel: [2, 4], name: 'rear flank', withShield: 0, withoutShield: -1, rule: RULE.hexside },
  { rel: [3], name: 'rear', withShield: -1, withoutShield: -1, rule: RULE.hexside },
];

/** What the winner does after the loser has backed up (3.5). */
export type WinnerMove = 'stands' | 'advances' | 'mayAdvance' | 'mayStayInContact' | 'none';

/** One row of the melee result table (3.5), by the difference of the totals. */
export interface ResultRow {
  min: number;
  max: number;
  /** Locked in melee until next turn (the rows +1, 0, -1). */
  locked: boolean;
  loserBacks: number;
  winner: WinnerMove;
  winnerDamage: number;
  loserDamage: number;
  loserFalls: boolean;
  mortal: boolean;
  rule: string;
}

const row = (r: Omit<ResultRow, 'rule' | 'locked' | 'loserFalls' | 'mortal'> & Partial<ResultRow>): ResultRow => ({
  locked: false,
  loserFalls: false,
  mortal: false,
  rule: RULE.results,
  ...r,
});

export const RESULT_TABLE: readonly ResultRow[] = [
  row({ min: 0, max: 1, locked: true, loserBacks: 0, winner: 'none', winnerDamage: 0, loserDamage: 0 }),
  row({ min: 2, max: 2, loserBacks: 1, winner: 'stands', winnerDamage: 0, loserDamage: 0 }),
  row({ min: 3, max: 3, loserBacks: 1, winner: 'advances', winnerDamage: 0, loserDamage: 0 }),
  row({ min: 4, max: 4, loserBacks: 1, winner: 'advances', winnerDamage: 0, loserDamage: 1 }),
  row({ min: 5, max: 5, loserBacks: 1, winner: 'mayAdvance', winnerDamage: 1, loserDamage: 1 }),
  row({ min: 6, max: 6, loserBacks: 1, winner: 'mayAdvance', winnerDamage: 1, loserDamage: 2 }),
  row({ min: 7, max: 7, loserBacks: 2, winner: 'mayStayInContact', winnerDamage: 1, loserDamage: 2 }),
  row({ min: 8, max: 8, loserBacks: 2, winner: 'mayStayInContact', winnerDamage: 1, loserDamage: 3 }),
  row({ min: 9, max: 9, loserBacks: 1, winner: 'mayStayInContact', winnerDamage: 2, loserDamage: 4, loserFalls: true }),
  row({
    min: 10,
    max: Number.POSITIVE_INFINITY,
    loserBacks: 0,
    winner: 'none',
    winnerDamage: 1,
    loserDamage: 0,
    loserFalls: true,
    mortal: true,
  }),
];

export const resultRow = (difference: number): ResultRow => {
  const d = Math.abs(difference);
  const r = RESULT_TABLE.find((x) => d >= x.min && d <= x.max);
  if (!r) throw new Error(`no result row for difference ${difference}`);
  return r;
};

/** A tie's loss roll (3.6): on a 6 the weapon is lost, on a 1 the net (a Retarius) or else the shield (HOUSE). */
export const TIE_LOSS = { weapon: 6, netOrShield: 1 } as const;

/** Breaking free of a net (5.3): 1d6 + strength + agility must be greater than this. */
export const BREAK_FREE_ABOVE = 5;

/** The crowd's verdict on a helpless man (4.4, HOUSE form): 1d6, spared on these faces and above. */
export const CROWD_SPARES_FROM = 4;

/** Equipment by 1d6 when figures are rolled (1.5, HOUSE: the text lists the pieces but no table). */
export interface EquipmentRow {
  face: number;
  name: string;
  kit: Kit;
  rule: string;
}
/** A kit from the pieces named; the rest left off, with a sword in hand. */
export const kit = (k: Partial<Kit> = {}): Kit => ({
  helmet: 'none',
  body: false,
  arm: false,
  leg: false,
  shield: false,
  weapon: 'sword',
  net: false,
  ...k,
});
export const EQUIPMENT_ROLL: readonly EquipmentRow[] = [
  { face: 1, name: 'Retarius', kit: kit({ weapon: 'spear', net: true, arm: true }), rule: RULE.equipment },
  { face: 2, name: 'light swordsman', kit: kit({ helmet: 'open', shield: true }), rule: RULE.equipment },
  { face: 3, name: 'spearman', kit: kit({ helmet: 'open', weapon: 'spear', body: true }), rule: RULE.equipment },
  {
    face: 4,
    name: 'shielded swordsman',
    kit: kit({ helmet: 'closed', shield: true, arm: true }),
    rule: RULE.equipment,
  },
  {
    face: 5,
    name: 'armoured spearman',
    kit: kit({ helmet: 'open', weapon: 'spear', shield: true, leg: true }),
    rule: RULE.equipment,
  },
  {
    face: 6,
    name: 'heavy swordsman',
    kit: kit({ helmet: 'closed', shield: true, body: true, leg: true, arm: true }),
    rule: RULE.equipment,
  },
];

/** The seats of a match, one a gladiator, two to eight of them, in seat order. */
export const SEATS = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'] as const;
