/**
 * Rules 22.4 and 22.6-22.8, the owners' league from match to match: a finished match pays its wagers, gives the two
 * men their experience and healing, frees an Emperor's Champion (his owner paid 10,000), and puts a newly created man
 * up for auction for each man lost. Owners who cannot back the least wager or have no man left are out (22.6); the
 * league ends after its set number of matches or with one owner left (22.8).
 */
import { Dice } from '../../core/dice.js';
import type { SeatId } from '../../core/protocol.js';
import { ok, type Result, type RuleViolation, violation } from '../../core/result.js';
import type { AuctionForm } from './auction.js';
import { experienceLines, type MatchReport } from './experience.js';
import { heal } from './injuries.js';
import { type CampaignMan, newMan } from './man.js';
import { activeOwners, type Fighter, fitMen, type League, pay, purse } from './owners.js';
import { CHAMPION_BONUS, ODDS_LADDER, VICTORIES_TO_WIN } from './tables.js';
import { settleWagers, type Wager } from './wagers.js';

export interface LeagueOptions {
  /** 22.8: the league ends after this many matches; 0 plays on until one owner is left. */
  matches: number;
  auction: AuctionForm;
  /**
   * 22.7: 'tenVictories' (default): a man becomes the Emperor's Champion with his tenth victory (21.6), leaves the
   * stable a free man and his owner is paid the bonus at once. 'mostVictories': no one is freed; when the league ends,
   * the man with the most victories (alone) is the Champion and his owner is paid then.
   */
  champion: 'tenVictories' | 'mostVictories';
}

export const DEFAULT_LEAGUE: LeagueOptions = { matches: 0, auction: 'sealed', champion: 'tenVictories' };

export interface Recorded {
  league: League;
  /** 22.4: newly created men offered at auction, one for each man lost. */
  lots: CampaignMan[];
}

/**
 * The finished match applied to the league: `fighters[0]` sat in seat a, `fighters[1]` in seat b. Healing rolls are
 * made at once, so owners know their men's state when they bid and choose (docs/rulings.md).
 */
export function recordLeagueMatch(
  league: League,
  fighters: [Fighter, Fighter],
  report: MatchReport,
  wagers: readonly Wager[],
  options: LeagueOptions,
): Result<Recorded, RuleViolation> {
  const [ra, rb] = [report.seats.a, report.seats.b];
  if (!ra || !rb) return violation('bad-report', '§22.3', 'a league match report has seats a and b');
  const match = league.matches + 1;
  const winner = ra.won ? fighters[0].owner : rb.won ? fighters[1].owner : null;
  let next = settleWagers(league, wagers, winner, match);
  const rng = structuredClone(next.rng);
  const dice = new Dice(rng);
  const lots: CampaignMan[] = [];
  let nextManId = next.nextManId;
  for (const [fighter, me, them] of [
    [fighters[0], ra, rb],
    [fighters[1], rb, ra],
  ] as const) {
    const man = next.men[fighter.man];
    if (!man) return violation('unknown-man', '§22.3', `there is no man ${fighter.man}`);
    const victories = man.victories + (me.won ? 1 : 0);
    const champion = options.champion === 'tenVictories' && victories >= VICTORIES_TO_WIN.victories;
    const dies = me.killed || (me.mortalWound && !champion);
    let after: CampaignMan = {
      ...man,
      matches: man.matches + 1,
      victories,
      spared: (man.spared ?? 0) + (me.missusGranted ? 1 : 0),
      status: champion ? 'free' : dies ? 'dead' : 'fit',
      experience: [...man.experience, ...experienceLines(me, them, match)],
      toHeal: dies || champion ? null : [...me.wounds],
    };
    if (after.status === 'fit') after = heal(after, dice, match).man;
    next = { ...next, men: { ...next.men, [man.id]: after } };
    if (champion)
      next = pay(next, fighter.owner, {
        match,
        rule: CHAMPION_BONUS.rule,
        amount: CHAMPION_BONUS.sesterces,
        text: `${man.name} became the Emperor's Champion and won his freedom`,
      });
    if (after.status !== 'fit') {
      next = {
        ...next,
        owners: next.owners.map((o) =>
          o.id === fighter.owner ? { ...o, stable: o.stable.filter((id) => id !== man.id) } : o,
        ),
      };
    }
    if (dies || after.status === 'unfit') lots.push(newMan(dice, nextManId++, man.type));
  }
  return ok({ league: { ...next, rng, nextManId, matches: match }, lots });
}

/** 22.6: owners who cannot back the least mandatory wager, or have no man able to fight, leave the game. */
export function eliminate(league: League): League {
  const least = ODDS_LADDER[0]?.minimum ?? 0;
  return {
    ...league,
    owners: league.owners.map((o) => {
      if (o.eliminated) return o;
      const has = purse(o);
      if (has < least)
        return {
          ...o,
          eliminated: {
            rule: '§22.6',
            text: `${has} sesterces cannot back a ${least}-sesterce wager`,
            match: league.matches,
          },
        };
      if (fitMen(league, o).length === 0)
        return { ...o, eliminated: { rule: '§22.6', text: 'no man left able to fight', match: league.matches } };
      return o;
    }),
  };
}

export interface Standing {
  /** Null while the league goes on. */
  winners: SeatId[] | null;
  how: string;
}

/**
 * 22.8: with one owner (or none) left, he wins; after the set number of matches, the richest owner still in the game
 * (equal purses share the win). Under 'mostVictories' the Champion's bonus is paid first (22.7).
 */
export function standing(league: League, options: LeagueOptions): { league: League; standing: Standing } {
  const active = activeOwners(league);
  if (active.length <= 1)
    return { league, standing: { winners: active.map((o) => o.id), how: 'the last owner left in the game' } };
  if (options.matches === 0 || league.matches < options.matches)
    return { league, standing: { winners: null, how: 'the league goes on' } };
  let done = league;
  if (options.champion === 'mostVictories') {
    const men = active.flatMap((o) => o.stable.map((id) => ({ owner: o.id, man: league.men[id] as CampaignMan })));
    const most = Math.max(0, ...men.map((m) => m.man.victories));
    const best = men.filter((m) => m.man.victories === most);
    const champ = best[0];
    if (most > 0 && best.length === 1 && champ)
      done = pay(done, champ.owner, {
        match: league.matches,
        rule: CHAMPION_BONUS.rule,
        amount: CHAMPION_BONUS.sesterces,
        text: `${champ.man.name}, with the most victories (${most}), is the Emperor's Champion`,
      });
  }
  const stillIn = activeOwners(done);
  const richest = Math.max(...stillIn.map(purse));
  return {
    league: done,
    standing: {
      winners: stillIn.filter((o) => purse(o) === richest).map((o) => o.id),
      how: `the most money after ${options.matches} matches`,
    },
  };
}
