/**
 * The campaign as a game module: its commands are the campaign's decisions (improvements, who fights and with what,
 * the wager, bids), and its state waits for the GLADIATOR match it arranged, whose report the server's `arena` seat
 * hands in as a `match-result` command (arena.ts builds it from a finished match). A match result is accepted only
 * while one is awaited, so it is applied once. Registered in src/games/registry.ts with its bots (bots.ts).
 */
import type { Applied, GameEvent, GameModule, Legal, Outcome, SeatId, Viewer } from '../../core/protocol.js';
import { err, ok, type Result, type RuleViolation, violation } from '../../core/result.js';
import type { GladiatorSpec } from '../gladiator/creation.js';
import { checkBid, sell } from './auction.js';
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
  type Pairing,
  purse,
  rollForMatch,
  startLeague,
} from './owners.js';
import {
  type CampaignCommand,
  CampaignCommandSchema,
  type CampaignOptions,
  CampaignOptionsSchema,
  type WireReport,
} from './schema.js';
import { IMPROVEMENTS, ODDS_LADDER, STABLE } from './tables.js';
import { mandatoryWager, type Wager } from './wagers.js';

export const ARENA: SeatId = 'arena';
export const PLAYER: SeatId = 'player';

export type CampaignStep = 'improve' | 'first' | 'second' | 'wager' | 'match' | 'auction' | 'over';

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
  /** The GLADIATOR match the arena is to play: seat a, seat b, and whether it is of the Advanced Game. */
  arranged: { a: GladiatorSpec; b: GladiatorSpec; advanced: boolean } | null;
  /** 22.4: men still to be sold, the first on the block; bids in secret until every owner has bid. */
  lots: CampaignMan[];
  bids: Record<SeatId, number>;
  outcome: Outcome | null;
}

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
    arranged: { a: specOf(man), b: specOf(foe), advanced: s.options.advanced },
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
      events.push(event('eliminated', '§22.6', `${o.id} is out of the game: ${o.eliminated.text}.`, { owner: o.id }));
  const st = standing(eliminated, leagueOptions(s.options));
  const base = { ...s, league: st.league, pairing: null, fighters: null, wagers: [], firstChoice: null };
  if (st.standing.winners) {
    const winners = st.standing.winners;
    const losers = st.league.owners.map((o) => o.id).filter((id) => !winners.includes(id));
    return over(base, events, {
      winners,
      losers,
      how: st.standing.how,
      rule: '§22.8',
      text: `${winners.join(' and ')} ${winners.length === 1 ? 'wins' : 'share the win'}: ${st.standing.how}.`,
    });
  }
  const rolled = rollForMatch(st.league);
  if (!rolled.ok) throw new Error(rolled.error.message);
  const { first, second } = rolled.value.pairing;
  events.push({
    ...event('who-fights', '§22.3', `${first} rolled highest and chooses first; ${second} puts up the other man.`),
    rolls: rolled.value.pairing.rolls,
  });
  return { ...base, league: rolled.value.league, pairing: rolled.value.pairing, step: 'first' };
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
    outcome: null,
  };
  if (options.kind === 'career') return ok({ ...base, career: startCareer(seed, options.type) });
  const owners = Array.from({ length: options.owners }, (_, i) => ({
    id: `o${i + 1}`,
    types: Array(STABLE.gladiators).fill(options.type),
  }));
  const league = startLeague(seed, owners);
  if (!league.ok) return err({ code: league.error.code, message: league.error.message });
  return ok(nextLeagueMatch({ ...base, league: league.value }, []));
}

const seatsOf = (s: CampaignState): SeatId[] =>
  s.career ? [PLAYER, ARENA] : [...(s.league as League).owners.map((o) => o.id), ARENA];

function pending(s: CampaignState): SeatId[] {
  switch (s.step) {
    case 'improve':
      return [PLAYER];
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

function apply(s: CampaignState, seat: SeatId, cmd: CampaignCommand): Result<Applied<CampaignState>, RuleViolation> {
  if (!pending(s).includes(seat)) return notNow(seat, s);
  const events: GameEvent[] = [];
  const done = (state: CampaignState) => ok({ state, events });
  switch (s.step) {
    case 'improve': {
      const c = s.career as Career;
      if (cmd.type === 'ready') return done(nextCareerMatch(s, events));
      if (cmd.type !== 'buy') break;
      const bought = buyImprovement(currentMan(c), cmd.improvement, c.matches);
      if (!bought.ok) return bought;
      const men = [...c.men.slice(0, -1), bought.value];
      events.push(event('improved', '§21.3', `${bought.value.name} buys ${bought.value.changes.at(-1)?.text}.`));
      return done({ ...s, career: { ...c, men } });
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
        const man = l.men[cmd.man] as CampaignMan;
        events.push(
          event('fighter', '§22.3', `${seat} puts up ${man.name}, armed with the ${ARMS[cmd.armament]}${why(cmd)}.`),
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
        event('fighter', '§22.3', `${seat} puts up ${man.name}, armed with the ${ARMS[cmd.armament]}${why(cmd)}.`),
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
      const l = s.league as League;
      events.push(
        event(
          'wager',
          '§22.5',
          `${seat} offers ${cmd.odds} to 1; ${w.value.taker} stakes ${cmd.stake} sesterces${why(cmd)}.`,
        ),
      );
      const arranged = {
        a: specOf(l.men[f[0].man] as CampaignMan, f[0].armament),
        b: specOf(l.men[f[1].man] as CampaignMan, f[1].armament),
        advanced: s.options.advanced,
      };
      return done({ ...s, wagers: [w.value], step: 'match', arranged });
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
      return done(nextLot({ ...s, league: recorded.value.league, lots: recorded.value.lots, arranged: null }, events));
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
        ? `${sale.value.buyer} buys ${lot.name} for ${sale.value.price} sesterces.`
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
    case 'improve': {
      const man = currentMan(s.career as Career);
      const points = balance(man.experience);
      const buys = IMPROVEMENTS.filter((i) => i.cost <= points && buyImprovement(man, i.id, 0).ok).map(
        (i) => ({ type: 'buy', improvement: i.id }) as CampaignCommand,
      );
      return { seat, commands: [{ type: 'ready' }, ...buys], complete: true };
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

export interface CampaignView extends Omit<CampaignState, 'career' | 'league' | 'bids'> {
  career: Omit<Career, 'rng'> | null;
  league: Omit<League, 'rng'> | null;
  /** 22.4: who has bid on the lot on the block; the amounts stay secret until the lot is sold. */
  bidders: SeatId[];
  myBid: number | null;
}

/**
 * What a seat sees: everything but the dice's state and the bids not yet opened. Like GLADIATOR's view it shares the
 * state's objects (apply never changes a state in place), so a long career costs nothing to show.
 */
function view(s: CampaignState, viewer: Viewer): CampaignView {
  const { career, league, bids, ...rest } = s;
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
  secrets: (s) => Object.entries(s.bids).map(([seat, value]) => ({ seat, value: { bid: value, lot: s.lots[0]?.id } })),
};
