/**
 * The Campaign Game (21) and Owning Gladiators (22) as typed data: every figure the two chapters print, each with its
 * rule number. The rules code reads these and never repeats a number.
 */
import type { Area } from '../gladiator/types.js';

/** 21.2: the match's attack CF less its defence CF, over this divisor (fractions dropped), never below zero. */
export const CF_DIVISOR = { rule: '§21.2', divisor: 3 } as const;

/** 21.21-21.23: the flat experience bonuses. */
export const EXPERIENCE_BONUSES = {
  missusGranted: { rule: '§21.21', points: 5 },
  kill: { rule: '§21.22', points: 10 },
  opponentMissus: { rule: '§21.23', points: 15 },
} as const;

/** 21.24 (slow kill) and 21.25 (fast kill): the bonus by the turn of the kill; from turn 5 on, nothing. */
export const KILL_BONUS_BY_TURN = {
  slow: { rule: '§21.24', byTurn: [20, 15, 10, 5] },
  fast: { rule: '§21.25', byTurn: [12, 9, 6, 3] },
} as const;

export const killBonus = (kind: 'slow' | 'fast', turn: number): number =>
  KILL_BONUS_BY_TURN[kind].byTurn[turn - 1] ?? 0;

/** The characteristics an improvement or an injury changes (3.7). */
export type Characteristic = 'TR' | 'ST' | 'AG' | 'CON' | 'W';

export interface Improvement {
  id: Characteristic;
  cost: number;
  /** What it gives, in words. */
  benefit: string;
}

/** 21.3: each purchase adds one to one characteristic, for its printed cost in experience points. */
export const IMPROVEMENTS_RULE = '§21.3';
export const IMPROVEMENTS: readonly Improvement[] = [
  { id: 'TR', cost: 25, benefit: 'one more point of Training' },
  { id: 'AG', cost: 35, benefit: 'one more point of Agility' },
  { id: 'ST', cost: 35, benefit: 'one more point of Strength' },
  { id: 'CON', cost: 50, benefit: 'one more point of Constitution' },
  { id: 'W', cost: 50, benefit: 'one more wound box in every body area' },
];

/**
 * The range a characteristic may hold and still be set up in a match: the bounds of a gladiator in a scenario
 * (creation.ts), and Display 8's 18 wound boxes for W. An improvement past the top is refused; an injury that takes
 * a man below the bottom leaves him unfit to fight (docs/rulings.md).
 */
export const CHARACTERISTIC_RANGE: Record<Characteristic, { min: number; max: number }> = {
  TR: { min: 0, max: 30 },
  ST: { min: -10, max: 10 },
  AG: { min: -10, max: 10 },
  CON: { min: 0, max: 20 },
  W: { min: 1, max: 18 },
};

export const CHARACTERISTIC_NAMES: Record<Characteristic, string> = {
  TR: 'Training',
  ST: 'Strength',
  AG: 'Agility',
  CON: 'Constitution',
  W: 'Wounds',
};

/**
 * 21.4: two dice less the area's healed wounds; a result at or below `failsAt` cripples. The loss is how far the
 * result fell short of passing (failsAt + 1 - result), so a 1 costs one point (docs/rulings.md).
 */
export const HEALING = { rule: '§21.4', dice: 2, failsAt: 1 } as const;

/** 21.41-21.44: the characteristic a failed healing roll of each area costs. */
export const HEALING_LOSS: Record<Area, { characteristic: Characteristic; rule: string }> = {
  1: { characteristic: 'CON', rule: '§21.41' },
  2: { characteristic: 'W', rule: '§21.42' },
  3: { characteristic: 'W', rule: '§21.42' },
  4: { characteristic: 'ST', rule: '§21.43' },
  5: { characteristic: 'AG', rule: '§21.44' },
};

/** 21.6: victories with one man that win the Campaign Game (and, 22.7, make him the Emperor's Champion). */
export const VICTORIES_TO_WIN = { rule: '§21.6', victories: 10 } as const;

/** 22.2: each owner's stable and purse at the start; the issue allows two to six owners. */
export const STABLE = { rule: '§22.2', gladiators: 5, sesterces: 10_000, minOwners: 2, maxOwners: 6 } as const;

/** 22.3: each owner rolls this many dice; the two highest totals fight. */
export const MATCH_ROLL = { rule: '§22.3', dice: 3 } as const;

export interface OddsRung {
  /** The offerer pays `odds` to 1 should the other man win. */
  odds: number;
  /** The least the owner offered these odds must stake. */
  minimum: number;
}

/** 22.5: the mandatory wager's ladder: each better odds offered doubles the other owner's minimum stake. */
export const ODDS_LADDER_RULE = '§22.5';
export const ODDS_LADDER: readonly OddsRung[] = [
  { odds: 1, minimum: 100 },
  { odds: 2, minimum: 200 },
  { odds: 3, minimum: 400 },
  { odds: 4, minimum: 800 },
  { odds: 5, minimum: 1_600 },
];

/** 22.7: the bonus to the owner whose man is made the Emperor's Champion, a free man from then on. */
export const CHAMPION_BONUS = { rule: '§22.7', sesterces: 10_000 } as const;
