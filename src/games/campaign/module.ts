/**
 * The campaign as a game module: its commands are the campaign's decisions (improvements, who fights and with what,
 * the wager, bids), and its state waits for the GLADIATOR match it arranged, whose report the server's `arena` seat
 * hands in as a `match-result` command (arena.ts builds it from a finished match). A match result is accepted only
 * while one is awaited, so it is applied once. Registered in src/games/registry.ts with its bots (bots.ts).
 */
import type { Applied, GameEvent, GameModule, Legal, Outcome, SeatId, Viewer } from '../../core/protocol.js';
import { err, ok, type Result, type RuleViolation, violation } from '../../core/result.js';
import type { GladiatorSpec } from '../gladiator/creation.js';
import type { GladiatorType } from '../gladiator/types.js';
import type { ArrangedMatch } from './arena.js';
import { checkBid, sell } from './auction.js';
import { matchBillings } from './billings.js';
import { arrangeMatch, type Career, currentMan, recordMatch, startCareer } from './career.js';
import type { MatchReport } from './experience.js';
import { buyImprovement } from './improvements.js';
import { eliminate, type LeagueOptions, recordLeagueMatch, standing } from './league.js';
import { balance } from './ledger.js';
import { type CampaignMan, specOf } from './man.js';
import {
  type Armament,
  activeOwners,
  chooseFighters,
  chosenMan,
  type Fighter,
  fitMen,
  type League,
  openLeague,
  ownerWords,
  type Pairing,
  purse,
  rollForMatch,
  startLeague,
  stockStables,
} from './owners.js';
import {
  type CampaignCommand,
  CampaignCommandSchema,
  type CampaignOptions,
  CampaignOptionsSchema,
  type WireReport,
} from './schema.js';
import { IMPROVEMENTS, ODDS_LADDER, STABLE } from './tables.js';
import { mandatoryWager, offerSideBet, type SideOffer, sideBet, type Wager } from './wagers.js';

export const ARENA: SeatId = 'arena';
export const PLAYER: SeatId = 'player';

/**
 * Where the campaign stands. stable: owners name their men's types (22.2); improve: experience may be spent (21.3;
 * the player before each career match, the owners of the two men right after a league match); first, second: who
 * fights and with what (22.3); wager: the mandatory wager (22.5); bets: side bets (22.5); match: the arena fights;
 * auction: replacements are sold (22.4).
 */
export type CampaignStep = 'stable' | 'improve' | 'first' | 'second' | 'wager' | 'bets' | 'match' | 'auction' | 'over';

export interface CampaignState {
  game: 'campaign';
  options: CampaignOptions;
  step: CampaignStep;
  career: Career | null;
  league: League | null;
  pairing: Pairing | null;
  /** 22.3: the first owner's choice, until the second has chosen. */
  firstChoice: { man: number; armament: Armament } | null;
  fighters: [Fighter, Fighter] | null;
  wagers: Wager[];
  /** The GLADIATOR match the arena is to play: seat a, seat b, the Advanced Game or not, the Billings 19.2 switch. */
  arranged: ArrangedMatch | null;
  /** 22.4: men still to be sold, the first on the block; bids in secret until every owner has bid. */
  lots: CampaignMan[];
  bids: Record<SeatId, number>;
  /** 22.2: the types each owner has named, secret until every owner has named his. */
  stableTypes: Record<SeatId, GladiatorType[]>;
  /** Owners still to decide in a step they take together (stable, bets, a league's improve). */
  waitingOn: SeatId[];
  /** 22.5: side bets offered and not yet taken, and how many each owner has offered this match. */
  offers: SideOffer[];
  offersMade: Record<SeatId, number>;
  nextOfferId: number;
  outcome: Outcome | null;
}

/** 22.5: side bets one owner may offer in a match (HOUSE), so the betting always closes. */
export const OFFERS_PER_MATCH = 3;
/** 21.3: the cheapest improvement; a man with fewer points has nothing to spend. */
const CHEAPEST = Math.min(...IMPROVEMENTS.map((i) => i.cost));

const leagueOptions = (o: CampaignOptions): LeagueOptions => ({
  matches: o.matches,
  auction: o.auction,
  champion: o.champion,
});

const event = (type: string, rule: string | undefined, text: string, data?: Record<string, unknown>): GameEvent => ({
  type,
  visibleTo: 'all',
  text,
  ...(rule ? { rule } : {}),
  ...(data ? { data } : {}),
});

/** What the optional `reason` of a fighter or a wager may hold. */
const REASON_FORM = { optional: true, maxLength: 160 };
const ARMS = { sword: 'sword', trident: 'trident', shortSword: 'short sword' } as const;
/** An owner's reason, when he gives one, closes the event's sentence. */
const why = (cmd: { reason?: string | undefined }): string => (cmd.reason ? ` (${cmd.reason})` : '');

// ---- moving the campaign on -----------------------------------------------------------------------

/** Career: heal and arrange the next match, or end the career. */
function nextCareerMatch(s: CampaignState, events: GameEvent[]): CampaignState {
  const c = s.career as Career;
  if (c.won) {
    const man = currentMan(c);
    return over(s, events, {
      winners: [PLAYER],
      losers: [],
      how: 'ten victories',
      rule: '§21.6',
      text: `${man.name} wins his tenth victory and his freedom: the career is won.`,
    });
  }
  if (s.options.matches > 0 && c.matches >= s.options.matches)
    return over(s, events, {
      winners: [],
      losers: [PLAYER],
      how: 'matches run out',
      rule: '§21.6',
      text: `${s.options.matches} matches played without ten victories with one man.`,
    });
  const arranged = arrangeMatch(c);
  if (!arranged.ok) throw new Error(arranged.error.message);
  const next = arranged.value.career;
  const man = currentMan(next);
  const foe = next.opponent as CampaignMan;
  events.push({
    ...event('arranged', '§21.5', `${man.name} will meet ${foe.name}, a newly created ${foe.type} man.`),
    rolls: arranged.value.rolls,
  });
  return {
    ...s,
    career: next,
    step: 'match',
    arranged: arrangedOf(s.options, specOf(man), specOf(foe)),
  };
}

function over(s: CampaignState, events: GameEvent[], outcome: Outcome): CampaignState {
  events.push(event('campaign-over', outcome.rule, outcome.text, { outcome }));
  return { ...s, step: 'over', outcome, arranged: null };
}

/** Owners: eliminate, decide whether the league is over, else roll for the next match (22.3). */
function nextLeagueMatch(s: CampaignState, events: GameEvent[]): CampaignState {
  const eliminated = eliminate(s.league as League);
  for (const o of eliminated.owners)
    if (o.eliminated && !s.league?.owners.find((x) => x.id === o.id)?.eliminated)
      events.push(
        event('eliminated', '§22.6', `${ownerWords(o.id)} is out of the game: ${o.eliminated.text}.`, { owner: o.id }),
      );
  const st = standing(eliminated, leagueOptions(s.options));
  const base: CampaignState = {
    ...s,
    league: st.league,
    pairing: null,
    fighters: null,
    wagers: [],
    firstChoice: null,
    offers: [],
    offersMade: {},
    waitingOn: [],
  };
  if (st.standing.winners) {
    const winners = st.standing.winners;
    const losers = st.league.owners.map((o) => o.id).filter((id) => !winners.includes(id));
    return over(base, events, {
      winners,
      losers,
      how: st.standing.how,
      rule: '§22.8',
      text: `${winners.map(ownerWords).join(' and ')} ${winners.length === 1 ? 'wins' : 'share the win'}: ${st.standing.how}.`,
    });
  }
  const rolled = rollForMatch(st.league);
  if (!rolled.ok) throw new Error(rolled.error.message);
  const { first, second } = rolled.value.pairing;
  events.push({
    ...event(
      'who-fights',
      '§22.3',
      `${ownerWords(first)} rolled highest and chooses first; ${ownerWords(second)} puts up the other man.`,
    ),
    rolls: rolled.value.pairing.rolls,
  });
  return { ...base, league: rolled.value.league, pairing: rolled.value.pairing, step: 'first' };
}

/** 22.3: the men the owners put up, as the GLADIATOR match sets them up. */
function leagueArranged(s: CampaignState): NonNullable<CampaignState['arranged']> {
  const l = s.league as League;
  const f = s.fighters as [Fighter, Fighter];
  return arrangedOf(
    s.options,
    specOf(l.men[f[0].man] as CampaignMan, f[0].armament),
    specOf(l.men[f[1].man] as CampaignMan, f[1].armament),
  );
}

/** The match the arena is to play between two men, under the campaign's options (Advanced Game, Billings 19.2). */
function arrangedOf(options: CampaignOptions, a: GladiatorSpec, b: GladiatorSpec): ArrangedMatch {
  const billings = matchBillings(options);
  return { a, b, advanced: options.advanced, ...(billings ? { billings } : {}) };
}

/** 22.5: the side bets close; offers no one took lapse, and the match is fought. */
function closeBetting(s: CampaignState, events: GameEvent[]): CampaignState {
  if (s.offers.length > 0)
    events.push(
      event('bets-closed', '§22.5', `Betting closes; ${s.offers.length} side bet offer(s) found no taker and lapse.`),
    );
  return { ...s, offers: [], waitingOn: [], step: 'match', arranged: leagueArranged(s) };
}

/** 21.3: owners of the men who just fought, alive and with experience enough for an improvement. */
function mayImprove(s: CampaignState): SeatId[] {
  const l = s.league as League;
  return (s.fighters ?? [])
    .filter((f) => {
      const man = l.men[f.man] as CampaignMan;
      return (
        man.status === 'fit' &&
        balance(man.experience) >= CHEAPEST &&
        IMPROVEMENTS.some((i) => buyImprovement(man, i.id, l.matches, s.options).ok)
      );
    })
    .map((f) => f.owner);
}

/** 22.4: the next lot on the block, or the next match. */
function nextLot(s: CampaignState, events: GameEvent[]): CampaignState {
  if (s.lots.length > 0 && activeOwners(s.league as League).length > 0) return { ...s, step: 'auction', bids: {} };
  return nextLeagueMatch({ ...s, lots: [] }, events);
}

// ---- the module -------------------------------------------------------------------------------------

function setup(options: CampaignOptions, seed: string): Result<CampaignState, { code: string; message: string }> {
  const base: CampaignState = {
    game: 'campaign',
    options,
    step: 'improve',
    career: null,
    league: null,
    pairing: null,
    firstChoice: null,
    fighters: null,
    wagers: [],
    arranged: null,
    lots: [],
    bids: {},
    stableTypes: {},
    waitingOn: [],
    offers: [],
    offersMade: {},
    nextOfferId: 1,
    outcome: null,
  };
  if (options.kind === 'career') return ok({ ...base, career: startCareer(seed, options.type) });
  const ids = Array.from({ length: options.owners }, (_, i) => `o${i + 1}`);
  if (options.stables === 'owners') {
    const league = openLeague(seed, ids);
    if (!league.ok) return err({ code: league.error.code, message: league.error.message });
    return ok({ ...base, league: league.value, step: 'stable', waitingOn: ids });
  }
  const league = startLeague(
    seed,
    ids.map((id) => ({ id, types: Array<GladiatorType>(STABLE.gladiators).fill(options.type) })),
  );
  if (!league.ok) return err({ code: league.error.code, message: league.error.message });
  return ok(nextLeagueMatch({ ...base, league: league.value }, []));
}

const seatsOf = (s: CampaignState): SeatId[] =>
  s.career ? [PLAYER, ARENA] : [...(s.league as League).owners.map((o) => o.id), ARENA];

function pending(s: CampaignState): SeatId[] {
  switch (s.step) {
    case 'improve':
      return s.career ? [PLAYER] : s.waitingOn;
    case 'stable':
    case 'bets':
      return s.waitingOn;
    case 'first':
    case 'wager':
      return [s.pairing?.first as SeatId];
    case 'second':
      return [s.pairing?.second as SeatId];
    case 'match':
      return [ARENA];
    case 'auction':
      return activeOwners(s.league as League)
        .map((o) => o.id)
        .filter((id) => s.bids[id] === undefined);
    case 'over':
      return [];
  }
}

const notNow = (seat: SeatId, s: CampaignState): { ok: false; error: RuleViolation } =>
  violation('not-your-turn', 'protocol', `seat ${seat} has nothing to decide now (the campaign waits at "${s.step}")`, {
    seat,
    step: s.step,
  });

type Done = Result<Applied<CampaignState>, RuleViolation>;
type Cmd<T extends CampaignCommand['type']> = Extract<CampaignCommand, { type: T }>;

/** 21.3: a purchase for the career's man, or in a league for the owner's man who has just fought. */
function buy(
  s: CampaignState,
  seat: SeatId,
  cmd: Cmd<'buy'>,
  events: GameEvent[],
): Result<CampaignState, RuleViolation> {
  if (s.career) {
    const c = s.career;
    if (cmd.man !== undefined)
      return violation('man-in-career', '§21.3', 'a career has one man to improve: leave the man out', {
        man: cmd.man,
      });
    const bought = buyImprovement(currentMan(c), cmd.improvement, c.matches, s.options);
    if (!bought.ok) return bought;
    events.push(event('improved', '§21.3', `${bought.value.name} buys ${bought.value.changes.at(-1)?.text}.`));
    return ok({ ...s, career: { ...c, men: [...c.men.slice(0, -1), bought.value] } });
  }
  const l = s.league as League;
  const mine = (s.fighters ?? []).filter((f) => f.owner === seat).map((f) => f.man);
  if (cmd.man === undefined || !mine.includes(cmd.man))
    return violation(
      'not-his-fighter',
      '§21.3',
      `experience is spent right after a match, on the man who fought it: name ${mine.length ? `man ${mine.join(' or ')}` : 'him'}`,
      { man: cmd.man ?? null, fighters: mine },
    );
  const bought = buyImprovement(l.men[cmd.man] as CampaignMan, cmd.improvement, l.matches, s.options);
  if (!bought.ok) return bought;
  events.push(
    event('improved', '§21.3', `${ownerWords(seat)}'s ${bought.value.name} buys ${bought.value.changes.at(-1)?.text}.`),
  );
  return ok({ ...s, league: { ...l, men: { ...l.men, [cmd.man]: bought.value } } });
}

/** One owner is done with a step the owners take together; the last one moves the campaign on. */
function doneWith(s: CampaignState, seat: SeatId, events: GameEvent[]): CampaignState {
  const waitingOn = s.waitingOn.filter((id) => id !== seat);
  if (waitingOn.length > 0) return { ...s, waitingOn };
  const next = { ...s, waitingOn };
  return s.step === 'bets' ? closeBetting(next, events) : nextLot(next, events);
}

function apply(s: CampaignState, seat: SeatId, cmd: CampaignCommand): Done {
  if (!pending(s).includes(seat)) return notNow(seat, s);
  const events: GameEvent[] = [];
  const done = (state: CampaignState) => ok({ state, events });
  switch (s.step) {
    case 'stable': {
      if (cmd.type !== 'stable') break;
      if (cmd.types.length !== STABLE.gladiators)
        return violation(
          'stable-size',
          STABLE.rule,
          `a stable starts with ${STABLE.gladiators} men: name ${STABLE.gladiators} types, not ${cmd.types.length}`,
          { types: cmd.types.length },
        );
      const stableTypes = { ...s.stableTypes, [seat]: [...cmd.types] };
      const waitingOn = s.waitingOn.filter((id) => id !== seat);
      events.push(event('stable-named', '§22.2', `${ownerWords(seat)} has named the types of his five men.`));
      if (waitingOn.length > 0) return done({ ...s, stableTypes, waitingOn });
      const stocked = stockStables(s.league as League, stableTypes);
      if (!stocked.ok) return stocked;
      const l = stocked.value.league;
      const words = l.owners
        .map(
          (o) => `${ownerWords(o.id)}: ${o.stable.map((id) => `${l.men[id]?.name} (${l.men[id]?.type})`).join(', ')}`,
        )
        .join('; ');
      events.push({ ...event('stables', '§22.2', `The stables are rolled. ${words}.`), rolls: stocked.value.rolls });
      return done(nextLeagueMatch({ ...s, league: l, stableTypes: {}, waitingOn: [] }, events));
    }
    case 'improve': {
      if (cmd.type === 'ready') return done(s.career ? nextCareerMatch(s, events) : doneWith(s, seat, events));
      if (cmd.type !== 'buy') break;
      const bought = buy(s, seat, cmd, events);
      return bought.ok ? done(bought.value) : bought;
    }
    case 'first':
    case 'second': {
      if (cmd.type !== 'fighter') break;
      const l = s.league as League;
      const pairing = s.pairing as Pairing;
      if (s.step === 'first') {
        if (cmd.armament === 'shortSword')
          return violation('armament-first', '§22.3', 'the first owner chooses trident or sword');
        if (cmd.armament === 'trident' && !s.options.advanced)
          return violation('trident-needs-advanced', '§17.1', 'the trident and net belong to the Advanced Game');
        const first = chosenMan(l, seat, cmd.man, '§22.3');
        if (!first.ok) return first;
        events.push(
          event(
            'fighter',
            '§22.3',
            `${ownerWords(seat)} puts up ${first.value.name}, armed with the ${ARMS[cmd.armament]}${why(cmd)}.`,
          ),
        );
        return done({ ...s, firstChoice: { man: cmd.man, armament: cmd.armament }, step: 'second' });
      }
      const chosen = chooseFighters(
        l,
        pairing,
        s.firstChoice as { man: number; armament: Armament },
        cmd,
        s.options.advanced,
      );
      if (!chosen.ok) return chosen;
      const man = l.men[cmd.man] as CampaignMan;
      events.push(
        event(
          'fighter',
          '§22.3',
          `${ownerWords(seat)} puts up ${man.name}, armed with the ${ARMS[cmd.armament]}${why(cmd)}.`,
        ),
      );
      return done({ ...s, fighters: chosen.value, step: 'wager' });
    }
    case 'wager': {
      if (cmd.type !== 'wager') break;
      const f = s.fighters as [Fighter, Fighter];
      const w = mandatoryWager(s.league as League, [f[0].owner, f[1].owner], s.wagers, {
        offerer: seat,
        odds: cmd.odds,
        stake: cmd.stake,
      });
      if (!w.ok) return w;
      events.push(
        event(
          'wager',
          '§22.5',
          `${ownerWords(seat)} offers ${cmd.odds} to 1; ${ownerWords(w.value.taker)} stakes ${cmd.stake} sesterces${why(cmd)}.`,
        ),
      );
      const next: CampaignState = { ...s, wagers: [w.value] };
      if (s.options.sideBets === 'none') return done({ ...next, step: 'match', arranged: leagueArranged(next) });
      const owners = activeOwners(s.league as League).map((o) => o.id);
      return done({ ...next, step: 'bets', waitingOn: owners, offers: [], offersMade: {} });
    }
    case 'bets': {
      if (cmd.type === 'ready') return done(doneWith(s, seat, events));
      const f = s.fighters as [Fighter, Fighter];
      const fighting: [SeatId, SeatId] = [f[0].owner, f[1].owner];
      const l = s.league as League;
      if (cmd.type === 'side-bet') {
        const made = s.offersMade[seat] ?? 0;
        if (made >= OFFERS_PER_MATCH)
          return violation(
            'too-many-offers',
            '§22.5',
            `an owner offers at most ${OFFERS_PER_MATCH} side bets a match`,
            {
              offers: made,
            },
          );
        const terms = { offerer: seat, backs: cmd.backs, odds: cmd.odds, stake: cmd.stake };
        const mine = s.offers.filter((o) => o.offerer === seat);
        const offered = offerSideBet(l, fighting, s.wagers, mine, terms, s.options.sideBets);
        if (!offered.ok) return offered;
        const offer: SideOffer = { id: s.nextOfferId, ...terms };
        const backed = l.men[f.find((x) => x.owner === cmd.backs)?.man as number]?.name;
        events.push(
          event(
            'side-bet-offered',
            '§22.5',
            `${ownerWords(seat)} offers a side bet, number ${offer.id}: ${cmd.odds[0]} to ${cmd.odds[1]} on ${backed}, ` +
              `for a stake of ${cmd.stake} sesterces${why(cmd)}.`,
            { offer },
          ),
        );
        // A new offer gives every owner still in a chance to take it.
        return done({
          ...s,
          offers: [...s.offers, offer],
          offersMade: { ...s.offersMade, [seat]: made + 1 },
          nextOfferId: s.nextOfferId + 1,
          waitingOn: activeOwners(l).map((o) => o.id),
        });
      }
      if (cmd.type !== 'take-bet') break;
      const offer = s.offers.find((o) => o.id === cmd.offer);
      if (!offer)
        return violation('no-such-offer', '§22.5', `there is no open side bet number ${cmd.offer}`, {
          offer: cmd.offer,
        });
      const w = sideBet(l, fighting, s.wagers, { ...offer, taker: seat });
      if (!w.ok) return w;
      events.push(
        event(
          'side-bet-taken',
          '§22.5',
          `${ownerWords(seat)} takes side bet number ${offer.id} from ${ownerWords(offer.offerer)}, staking ${offer.stake} sesterces.`,
        ),
      );
      return done({ ...s, wagers: [...s.wagers, w.value], offers: s.offers.filter((o) => o.id !== offer.id) });
    }
    case 'match': {
      if (cmd.type !== 'match-result') break;
      const report = cmd.report as MatchReport;
      if (cmd.report.seats.a.won && cmd.report.seats.b.won)
        return violation('bad-report', '§21.2', 'both men cannot win a duel');
      if (s.career) {
        const recorded = recordMatch(s.career, report, 'a');
        if (!recorded.ok) return recorded;
        events.push(event('match-recorded', '§21.2', matchWords(cmd.report)));
        const after: CampaignState = { ...s, career: recorded.value, arranged: null, step: 'improve' };
        const c = recorded.value;
        // The career ends at once when won or out of matches; otherwise the player may improve his man first.
        const ends = c.won || (s.options.matches > 0 && c.matches >= s.options.matches);
        return done(ends ? nextCareerMatch(after, events) : after);
      }
      const recorded = recordLeagueMatch(
        s.league as League,
        s.fighters as [Fighter, Fighter],
        report,
        s.wagers,
        leagueOptions(s.options),
      );
      if (!recorded.ok) return recorded;
      events.push(event('match-recorded', '§22.5', matchWords(cmd.report)));
      const after: CampaignState = { ...s, league: recorded.value.league, lots: recorded.value.lots, arranged: null };
      const improving = mayImprove(after);
      if (improving.length > 0) return done({ ...after, step: 'improve', waitingOn: improving });
      return done(nextLot(after, events));
    }
    case 'auction': {
      if (cmd.type !== 'bid') break;
      const bids = { ...s.bids, [seat]: cmd.amount };
      const lot = s.lots[0] as CampaignMan;
      const check = checkBid(s.league as League, seat, cmd.amount);
      if (!check.ok) return check;
      const waiting = activeOwners(s.league as League).filter((o) => bids[o.id] === undefined);
      if (waiting.length > 0) return done({ ...s, bids });
      const sale = sell(s.league as League, lot, bids, s.options.auction, (s.league as League).matches);
      if (!sale.ok) return sale;
      const words = sale.value.buyer
        ? `${ownerWords(sale.value.buyer)} buys ${lot.name} for ${sale.value.price} sesterces.`
        : `No one bids for ${lot.name}; he goes unsold.`;
      events.push({
        ...event('sold', '§22.4', words, { bids }),
        ...(sale.value.rolls.length ? { rolls: sale.value.rolls } : {}),
      });
      return done(nextLot({ ...s, league: sale.value.league, lots: s.lots.slice(1), bids: {} }, events));
    }
    case 'over':
      break;
  }
  return violation('wrong-command', 'protocol', `"${cmd.type}" is not a decision of the "${s.step}" step`, {
    step: s.step,
    command: cmd.type,
  });
}

const matchWords = (r: WireReport): string => {
  const [a, b] = [r.seats.a, r.seats.b];
  const result = a.won
    ? `${a.name} beat ${b.name}`
    : b.won
      ? `${b.name} beat ${a.name}`
      : `${a.name} and ${b.name} drew`;
  return `${result} (${r.how}, turn ${r.turns}).`;
};

/** Sample match reports for the arena seat: a win each way, a draw, and mercy granted. */
function sampleReports(s: CampaignState): WireReport[] {
  const name = (spec: GladiatorSpec | undefined) => spec?.name ?? '?';
  const seat = (id: 'a' | 'b', over: Partial<WireReport['seats']['a']>): WireReport['seats']['a'] => ({
    seat: id,
    name: name(s.arranged?.[id]),
    attackCf: 30,
    defenceCf: 12,
    won: false,
    killed: false,
    mortalWound: false,
    missusGranted: false,
    kills: [],
    wounds: [0, 1, 0, 2, 0],
    ...over,
  });
  const kill = (victim: 'a' | 'b') => [{ victim, turn: 2, kind: 'slow' as const, area: 2 as const, rule: '§9.32' }];
  return [
    { turns: 2, how: 'kill', seats: { a: seat('a', { won: true, kills: kill('b') }), b: seat('b', { killed: true }) } },
    { turns: 2, how: 'kill', seats: { a: seat('a', { killed: true }), b: seat('b', { won: true, kills: kill('a') }) } },
    { turns: 9, how: 'turn limit', seats: { a: seat('a', {}), b: seat('b', {}) } },
    { turns: 3, how: 'Up', seats: { a: seat('a', { won: true }), b: seat('b', { missusGranted: true }) } },
  ];
}

function legal(s: CampaignState, seat: SeatId): Legal<CampaignCommand> {
  const none = { seat, commands: [], complete: true };
  if (!pending(s).includes(seat)) return none;
  const l = s.league;
  switch (s.step) {
    case 'stable': {
      const types = ['light', 'medium', 'heavy'] as const;
      const commands: CampaignCommand[] = [
        ...types.map((t) => ({ type: 'stable' as const, types: Array<GladiatorType>(STABLE.gladiators).fill(t) })),
        { type: 'stable', types: ['heavy', 'heavy', 'medium', 'light', 'light'] },
      ];
      return { seat, commands, complete: false, form: { count: STABLE.gladiators, types, rule: STABLE.rule } };
    }
    case 'improve': {
      const men = s.career
        ? [{ man: currentMan(s.career), id: undefined }]
        : (s.fighters ?? [])
            .filter((f) => f.owner === seat)
            .map((f) => ({ man: (l as League).men[f.man] as CampaignMan, id: f.man }));
      const buys = men.flatMap(({ man, id }) =>
        IMPROVEMENTS.filter(
          (i) => buyImprovement(man, i.id, s.career ? s.career.matches : (l as League).matches, s.options).ok,
        ).map((i) => ({ type: 'buy', improvement: i.id, ...(id === undefined ? {} : { man: id }) }) as CampaignCommand),
      );
      return { seat, commands: [{ type: 'ready' }, ...buys], complete: true };
    }
    case 'bets': {
      const commands: CampaignCommand[] = [{ type: 'ready' }];
      for (const o of s.offers) {
        const take: CampaignCommand = { type: 'take-bet', offer: o.id };
        if (apply(s, seat, take).ok) commands.push(take);
      }
      for (const f of s.fighters ?? []) {
        const offer: CampaignCommand = { type: 'side-bet', backs: f.owner, odds: [1, 1], stake: 100 };
        if (apply(s, seat, offer).ok) commands.push(offer);
      }
      return {
        seat,
        commands,
        complete: false,
        form: { rule: '§22.5', perMatch: OFFERS_PER_MATCH, reason: REASON_FORM },
      };
    }
    case 'first':
    case 'second': {
      const owner = (l as League).owners.find((o) => o.id === seat);
      const arms = s.step === 'first' ? (['sword', 'trident'] as const) : (['sword', 'trident', 'shortSword'] as const);
      const commands: CampaignCommand[] = [];
      for (const man of fitMen(l as League, owner as League['owners'][number]))
        for (const armament of arms) {
          const cmd: CampaignCommand = { type: 'fighter', man: man.id, armament };
          if (apply(s, seat, cmd).ok) commands.push(cmd);
        }
      // Every man and arm is listed; an owner may add his reason in words, so the list is not every command.
      return { seat, commands, complete: false, form: { reason: REASON_FORM } };
    }
    case 'wager': {
      const commands = ODDS_LADDER.map(
        (r) => ({ type: 'wager', odds: r.odds, stake: r.minimum }) as CampaignCommand,
      ).filter((c) => apply(s, seat, c).ok);
      return { seat, commands, complete: false, form: { ladder: ODDS_LADDER, rule: '§22.5', reason: REASON_FORM } };
    }
    case 'match':
      return {
        seat,
        commands: sampleReports(s).map((report) => ({ type: 'match-result', report })),
        complete: false,
        form: { arranged: s.arranged },
      };
    case 'auction': {
      const has = purse((l as League).owners.find((o) => o.id === seat) as League['owners'][number]);
      const amounts = [...new Set([0, Math.min(100, has), Math.min(1_000, has), has])];
      return {
        seat,
        commands: amounts.map((amount) => ({ type: 'bid', amount })),
        complete: false,
        form: { max: has },
      };
    }
    case 'over':
      return none;
  }
}

export interface CampaignView extends Omit<CampaignState, 'career' | 'league' | 'bids' | 'stableTypes'> {
  career: Omit<Career, 'rng'> | null;
  league: Omit<League, 'rng'> | null;
  /** 22.4: who has bid on the lot on the block; the amounts stay secret until the lot is sold. */
  bidders: SeatId[];
  myBid: number | null;
  /** 22.2: who has named his men's types, and the viewer's own choice; the others' stay secret until all are in. */
  named: SeatId[];
  myTypes: GladiatorType[] | null;
}

/**
 * What a seat sees: everything but the dice's state and the bids not yet opened. Like GLADIATOR's view it shares the
 * state's objects (apply never changes a state in place), so a long career costs nothing to show.
 */
function view(s: CampaignState, viewer: Viewer): CampaignView {
  const { career, league, bids, stableTypes, ...rest } = s;
  const strip = <T extends { rng: unknown }>(x: T | null): Omit<T, 'rng'> | null => {
    if (!x) return null;
    const { rng: _rng, ...kept } = x;
    return kept;
  };
  return {
    ...rest,
    career: strip(career),
    league: strip(league),
    bidders: Object.keys(bids),
    myBid: viewer !== 'spectator' && bids[viewer] !== undefined ? (bids[viewer] as number) : null,
    named: Object.keys(stableTypes),
    myTypes: viewer !== 'spectator' ? (stableTypes[viewer] ?? null) : null,
  };
}

export const campaign: GameModule<CampaignOptions, CampaignState, CampaignCommand, CampaignView> = {
  id: 'campaign',
  title: 'GLADIATOR campaigns: a career (21) or an owners’ league (22)',
  rulesVersion: '000-21-22',
  options: CampaignOptionsSchema as never,
  command: CampaignCommandSchema as never,
  setup: (options, seed) => setup(options, seed),
  seats: seatsOf,
  pending,
  legal,
  // Every rule returns new objects and leaves the state it was given as it was (the conformance harness checks it).
  apply,
  view,
  outcome: (s) => s.outcome,
  secrets: (s) => [
    ...Object.entries(s.bids).map(([seat, value]) => ({ seat, value: { bid: value, lot: s.lots[0]?.id } })),
    ...Object.entries(s.stableTypes).map(([seat, types]) => ({ seat, value: { stable: types } })),
  ],
};
