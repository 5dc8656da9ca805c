/**
 * Gladiatori campaigns (15): a character kept from game to game. Each game's VP turn into experience, a victory
 * adds one point; a character "killed" in a game is only knocked out unless his hit points fell to -5, which ends
 * his campaign; every two experience points give a coin for his next creation. In Solo and Cooperative games
 * against animals the survivors' experience comes from the pack instead (17.8).
 *
 * The record is a ledger (src/games/campaign/ledger.ts): experience is always the sum of its lines.
 */

import type { GameEvent, Outcome, SeatId } from '../../core/protocol.js';
import { err, ok, type Result, type RuleViolation } from '../../core/result.js';
import { balance, type LedgerLine } from '../campaign/ledger.js';
import type { CharacterSheet } from './character.js';
import { ANIMALS, type AnimalKind, SECTION, STANDARD_COINS, STARTING_VP } from './tables.js';
import { COVER_HP, type Fighter, type GladiatoriState } from './types.js';
import { hitPoints, score } from './victory.js';

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
  /** The stored match it was (a server's id), kept in the record so the same match is never counted twice. */
  id?: string;
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
  games: readonly RecordedGame[];
}

/** One game in a record: its number, what became of him, and (from the server) the match, his VP and a win. */
export interface RecordedGame {
  match: number;
  fate: Fate;
  id?: string;
  vp?: number;
  won?: boolean;
  mode?: GameMode;
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
  if (r.games.some((g) => g.match === report.match || (report.id !== undefined && g.id === report.id)))
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
    games: [
      ...r.games,
      {
        match: report.match,
        fate,
        ...(report.id !== undefined ? { id: report.id } : {}),
        vp: report.vp,
        won: report.won,
        mode: report.mode,
      },
    ],
  });
}

/** Coins for the character's next creation (15.4): the standard 55 plus one for each two experience points. */
export const coinsForNextCreation = (r: CampaignRecord, rules: CampaignRules = DEFAULT_CAMPAIGN): number =>
  coinsFor(experienceOf(r), rules);

/** 15.4 for an experience total: he keeps all he has gathered, so each new creation counts it whole again. */
export function coinsFor(xp: number, rules: CampaignRules = DEFAULT_CAMPAIGN): number {
  const bonus = Math.trunc(xp / XP_PER_COIN);
  return STANDARD_COINS + (bonus < 0 && !rules.negativeXpCostsCoins ? 0 : bonus);
}

/**
 * What a finished match says about the character at `seat`, read from its final state and its events. `outcome` is
 * the match's end: the game's own, or one a server's table decided (a draw agreed, every foe resigned).
 */
export function reportOf(
  state: GladiatoriState,
  events: readonly GameEvent[],
  seat: SeatId,
  match: number,
  id?: string,
  outcome: Outcome | null = state.outcome,
): GameReport {
  const f = state.fighters[seat] as Fighter | undefined;
  if (!f) throw new Error(`no fighter at seat ${seat}`);
  if (!outcome) throw new Error('the match has not ended');
  const mode: GameMode = state.options.animals === 'none' ? 'versus' : state.options.animals;
  const killed = !f.cover || f.out === 'dead';
  return {
    match,
    mode,
    vp: score(state, seat),
    won: outcome.winners.includes(seat),
    hp: killed ? hpAtDeath(events, seat) : hitPoints(f),
    killed,
    ...(mode === 'solo' || mode === 'cooperative' ? { animals: [state.options.animalKind] } : {}),
    ...(id !== undefined ? { id } : {}),
  };
}

/**
 * His hit points after the blow that killed him (15.2, 15.3): what he could still pay less the damage. The death's
 * event says both, whether a gladiator or an animal killed him; a log written before animals' kills named what was
 * paid names only the damage, and he is then taken to have had his cover card alone left.
 */
export function hpAtDeath(events: readonly GameEvent[], seat: SeatId): number {
  for (const e of events) {
    if (e.type !== 'death') continue;
    const d = e.data as { seat?: SeatId; damage?: number; paid?: number } | undefined;
    if (d?.seat !== seat || typeof d.damage !== 'number') continue;
    return (typeof d.paid === 'number' ? d.paid : COVER_HP) - d.damage;
  }
  // Killed without a death's damage (a power's end): he lost his cover card and no more.
  return 0;
}

/** A record's totals, as the roster shows them. */
export interface RecordTotals {
  games: number;
  wins: number;
  /** The VP of his games summed (Solo and Cooperative games keep none). */
  vp: number;
  experience: number;
  coins: number;
  fate: Fate;
}

export function totalsOf(
  r: Pick<CampaignRecord, 'lines' | 'games'>,
  rules: CampaignRules = DEFAULT_CAMPAIGN,
): RecordTotals {
  const versus = (g: RecordedGame) => g.mode !== 'solo' && g.mode !== 'cooperative';
  const last = r.games[r.games.length - 1];
  return {
    games: r.games.length,
    wins: r.games.filter((g) => g.won === true).length,
    vp: r.games.reduce((t, g) => t + (versus(g) ? (g.vp ?? 0) : 0), 0),
    experience: balance(r.lines),
    coins: coinsFor(balance(r.lines), rules),
    fate: r.games.some((g) => g.fate === 'dead') ? 'dead' : (last?.fate ?? 'fit'),
  };
}

const FATE_WORDS: Readonly<Record<Fate, string>> = {
  fit: 'fit to fight',
  unconscious: 'knocked out in his last game, fit for the next',
  dead: 'dead: his campaign is over',
};

/** A record in words: games, wins, VP, experience, coins for the next creation and his fate. */
export function recordWords(t: RecordTotals): string {
  const games = t.games === 1 ? '1 game' : `${t.games} games`;
  const wins = t.wins === 1 ? '1 win' : `${t.wins} wins`;
  return `${games}, ${wins}, ${t.vp} VP in all, ${t.experience} experience, ${t.coins} coins for his next creation; ${FATE_WORDS[t.fate]}`;
}
