/**
 * Gladiatori campaigns (15): a character kept from game to game. Each game's VP turn into experience, a victory
 * adds one point; a character "killed" in a game is only knocked out unless his hit points fell to -5, which ends
 * his campaign; every two experience points give a coin for his next creation. In Solo and Cooperative games
 * against animals the survivors' experience comes from the pack instead (17.8).
 *
 * The record is a ledger (src/games/campaign/ledger.ts): experience is always the sum of its lines.
 */

import { err, ok, type Result, type RuleViolation } from '../../core/result.js';
import { balance, type LedgerLine } from '../campaign/ledger.js';
import type { CharacterSheet } from './character.js';
import { ANIMALS, type AnimalKind, SECTION, STANDARD_COINS, STARTING_VP } from './tables.js';

/** The readings players may choose between (docs/rulings.md, "Gladiatori (characters)"). */
export interface CampaignRules {
  /**
   * Which VP make experience (15.1): the score at the end of the game (`final`, the default) or what he gained on
   * top of the 10 every player starts with (`gained`).
   */
  xpFrom: 'final' | 'gained';
  /** Whether negative experience takes coins away from the next creation (15.4); the text only speaks of gains. */
  negativeXpCostsCoins: boolean;
  /** Whether a won Solo or Cooperative game adds the victory point of experience to the pack's award (17.8). */
  animalWinAddsVictoryXp: boolean;
}
export const DEFAULT_CAMPAIGN: CampaignRules = {
  xpFrom: 'final',
  negativeXpCostsCoins: false,
  animalWinAddsVictoryXp: false,
};

/** VP for one point of experience (15.1). */
export const VP_PER_XP = 10;
/** Experience for one creation coin (15.4). */
export const XP_PER_COIN = 2;
/** Hit points at or below which a killed character is dead for good (15.3); above, he was knocked out (15.2). */
export const DEATH_HP = -5;

export type GameMode = 'versus' | 'solo' | 'cooperative' | 'coliseum';

/** What a finished game says about one character. */
export interface GameReport {
  /** The match's number in this campaign (1 for the first). */
  match: number;
  mode: GameMode;
  /** His VP at the end; ignored in Solo and Cooperative games, which keep no VP (17.8). */
  vp: number;
  /** He (or his team) won; in Solo and Cooperative games: the players were alive at the end (17.8). */
  won: boolean;
  /** His hit points at the end: the cards left less any damage he could not pay, so negative after a death. */
  hp: number;
  /** He lost his cover card (7.6). */
  killed: boolean;
  /** The kinds of animal fought in Solo and Cooperative games. */
  animals?: readonly AnimalKind[];
}

export type Fate = 'fit' | 'unconscious' | 'dead';

/** 15.2 and 15.3: killed above -5 hit points he was only knocked out; at -5 or below he is dead. */
export const fateOf = (killed: boolean, hp: number): Fate =>
  !killed ? 'fit' : hp <= DEATH_HP ? 'dead' : 'unconscious';

/** Experience for a VP total (15.1): one point each full 10, rounded toward zero, so -10 costs one. */
export const xpForVp = (vp: number): number => Math.trunc(vp / VP_PER_XP) + 0;

/** The ledger lines a game writes for one character (15.1, 17.8). */
export function experienceLines(report: GameReport, rules: CampaignRules = DEFAULT_CAMPAIGN): LedgerLine[] {
  const lines: LedgerLine[] = [];
  const line = (rule: string, amount: number, text: string) => {
    if (amount !== 0) lines.push({ match: report.match, rule, amount, text });
  };
  if (report.mode === 'solo' || report.mode === 'cooperative') {
    if (report.won) {
      const kinds = report.animals ?? [];
      // HOUSE: a mixed pack pays what its most dangerous kind pays.
      const award = kinds.reduce((m, k) => Math.max(m, ANIMALS[k].campaignXp), 0);
      const names = kinds.map((k) => ANIMALS[k].name).join(' and ');
      line(SECTION.animalVictory, award, `survived the ${names || 'animals'}: ${award} experience`);
      if (rules.animalWinAddsVictoryXp) line(SECTION.experience, 1, 'victory: 1 experience');
    }
    return lines;
  }
  const counted = rules.xpFrom === 'gained' ? report.vp - STARTING_VP : report.vp;
  line(
    SECTION.experience,
    xpForVp(counted),
    `${counted} VP${rules.xpFrom === 'gained' ? ' gained' : ''}: ${xpForVp(counted)} experience`,
  );
  if (report.won) line(SECTION.experience, 1, 'victory: 1 experience');
  return lines;
}

/** A character's campaign: his sheet as last built and his record game by game. */
export interface CampaignRecord {
  sheet: CharacterSheet;
  lines: readonly LedgerLine[];
  games: readonly { match: number; fate: Fate }[];
}

export const newRecord = (sheet: CharacterSheet): CampaignRecord => ({ sheet, lines: [], games: [] });

export const experienceOf = (r: CampaignRecord): number => balance(r.lines);
export const isDead = (r: CampaignRecord): boolean => r.games.some((g) => g.fate === 'dead');

/** Adds a finished game to a record; a dead character fights no more (15.3) and a game counts once. */
export function recordGame(
  r: CampaignRecord,
  report: GameReport,
  rules: CampaignRules = DEFAULT_CAMPAIGN,
): Result<CampaignRecord, RuleViolation> {
  if (isDead(r))
    return err({
      code: 'character-dead',
      rule: SECTION.death,
      message: `${r.sheet.name} died in an earlier game; his campaign is over`,
      values: { match: report.match },
    });
  if (r.games.some((g) => g.match === report.match))
    return err({
      code: 'game-recorded',
      rule: SECTION.campaign,
      message: `game ${report.match} is already in ${r.sheet.name}'s record`,
      values: { match: report.match },
    });
  const fate = fateOf(report.killed, report.hp);
  return ok({
    sheet: r.sheet,
    lines: [...r.lines, ...experienceLines(report, rules)],
    games: [...r.games, { match: report.match, fate }],
  });
}

/** Coins for the character's next creation (15.4): the standard 55 plus one for each two experience points. */
export function coinsForNextCreation(r: CampaignRecord, rules: CampaignRules = DEFAULT_CAMPAIGN): number {
  const xp = experienceOf(r);
  const bonus = Math.trunc(xp / XP_PER_COIN);
  return STANDARD_COINS + (bonus < 0 && !rules.negativeXpCostsCoins ? 0 : bonus);
}
