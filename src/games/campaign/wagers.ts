/**
 * Rule 22.5, wagers. The two owners whose men fight must wager on them against each other: 100 sesterces at even
 * odds, and each step of better odds one offers doubles the least the other must stake, up to 1,600 at 5 to 1. Any
 * two owners may also make side bets at whatever odds they agree. The offerer pays the odds if the man he backs
 * loses; the taker pays his stake if that man wins; a draw moves nothing (docs/rulings.md).
 */
import type { SeatId } from '../../core/protocol.js';
import { ok, type Result, type RuleViolation, violation } from '../../core/result.js';
import type { LedgerLine } from './ledger.js';
import { type League, ownerOf, pay, purse } from './owners.js';
import { ODDS_LADDER, ODDS_LADDER_RULE } from './tables.js';

export interface Wager {
  kind: 'mandatory' | 'side';
  /** Offers the odds, and backs the man of `backs`. */
  offerer: SeatId;
  /** Takes the odds, and backs the other man. */
  taker: SeatId;
  /** The fighting owner whose man the offerer backs. */
  backs: SeatId;
  /** The offerer pays odds[0] for every odds[1] the taker stakes. */
  odds: [number, number];
  /** What the taker stakes. */
  stake: number;
}

/** What the offerer pays if his man loses: the stake at the odds, fractions of a sesterce dropped. */
export const payout = (w: Wager): number => Math.floor((w.stake * w.odds[0]) / w.odds[1]);

/** The most an owner can lose on the wagers already made: what he must still have to make another. */
export function exposure(wagers: readonly Wager[], owner: SeatId): number {
  return wagers.reduce((t, w) => t + (w.offerer === owner ? payout(w) : 0) + (w.taker === owner ? w.stake : 0), 0);
}

const rung = (odds: number) => ODDS_LADDER.find((r) => r.odds === odds);

/** Checks that `who`, still in the game, can cover `owes` on top of the wagers already made (and any open offers). */
function coveredBy(
  league: League,
  made: readonly Wager[],
  who: SeatId,
  owes: number,
  rule: string,
): Result<number, RuleViolation> {
  const owner = ownerOf(league, who);
  if (!owner.ok) return owner;
  if (owner.value.eliminated)
    return violation('owner-eliminated', '§22.6', `${who} is out of the game and cannot wager`);
  const free = purse(owner.value) - exposure(made, who);
  if (owes > free)
    return violation('wager-beyond-money', rule, `${who} would owe ${owes} sesterces and has ${free} to cover it`, {
      owner: who,
      owes,
      free,
    });
  return ok(owes);
}

/** Checks that both owners can cover the wager on top of those already made. */
function covered(league: League, made: readonly Wager[], w: Wager, rule: string): Result<Wager, RuleViolation> {
  const offerer = coveredBy(league, made, w.offerer, payout(w), rule);
  if (!offerer.ok) return offerer;
  const taker = coveredBy(league, made, w.taker, w.stake, rule);
  return taker.ok ? ok(w) : taker;
}

/**
 * 22.5: the mandatory wager between the two fighting owners: `offerer` gives `odds` to 1 (1 to 5) and `taker` stakes
 * at least the ladder's minimum for those odds.
 */
export function mandatoryWager(
  league: League,
  fighters: [SeatId, SeatId],
  made: readonly Wager[],
  offer: { offerer: SeatId; odds: number; stake: number },
): Result<Wager, RuleViolation> {
  if (!fighters.includes(offer.offerer))
    return violation('not-fighting', ODDS_LADDER_RULE, `${offer.offerer} has no man in this match`, {
      owner: offer.offerer,
    });
  const r = rung(offer.odds);
  if (!r)
    return violation(
      'odds-off-ladder',
      ODDS_LADDER_RULE,
      `the mandatory wager is at 1 to 1 up to 5 to 1, not ${offer.odds} to 1`,
      {
        odds: offer.odds,
      },
    );
  if (!Number.isInteger(offer.stake) || offer.stake < r.minimum)
    return violation(
      'wager-under-minimum',
      ODDS_LADDER_RULE,
      `at ${r.odds} to 1 the stake is at least ${r.minimum} sesterces, not ${offer.stake}`,
      { odds: r.odds, minimum: r.minimum, stake: offer.stake },
    );
  const taker = fighters.find((f) => f !== offer.offerer) as SeatId;
  const w: Wager = {
    kind: 'mandatory',
    offerer: offer.offerer,
    taker,
    backs: offer.offerer,
    odds: [r.odds, 1],
    stake: offer.stake,
  };
  return covered(league, made, w, ODDS_LADDER_RULE);
}

/**
 * Who may make side bets (22.5, docs/rulings.md): `any` owner still in the game, on either man; `fighters`: only the
 * two owners whose men fight offer them, each on his own man, and any owner may take them; `none`: no side bets.
 */
export type SideBets = 'any' | 'fighters' | 'none';

/** A side bet offered to the table: whoever takes it stakes `stake` on the other man, at `odds`. */
export interface SideOffer {
  id: number;
  offerer: SeatId;
  backs: SeatId;
  odds: [number, number];
  stake: number;
}

type BetTerms = { offerer: SeatId; backs: SeatId; odds: [number, number]; stake: number };

/** The terms of a side bet: a fighting man, whole odds and stake, and no owner betting against his own man. */
function checkTerms(fighters: [SeatId, SeatId], bet: BetTerms): Result<BetTerms, RuleViolation> {
  if (!fighters.includes(bet.backs))
    return violation('not-fighting', ODDS_LADDER_RULE, `${bet.backs} has no man in this match`, { backs: bet.backs });
  if (fighters.includes(bet.offerer) && bet.offerer !== bet.backs)
    return violation('against-own-man', ODDS_LADDER_RULE, `${bet.offerer} cannot bet against his own man`, {
      owner: bet.offerer,
    });
  if (!bet.odds.every((n) => Number.isInteger(n) && n > 0))
    return violation('bad-odds', ODDS_LADDER_RULE, 'odds are two whole numbers above zero, such as 3 to 2', {
      odds: bet.odds,
    });
  if (!Number.isInteger(bet.stake) || bet.stake < 1)
    return violation(
      'bad-stake',
      ODDS_LADDER_RULE,
      `a stake is a whole number of sesterces above zero, not ${bet.stake}`,
    );
  return ok(bet);
}

/** The open offers as wagers their offerer could lose, so money offered cannot back another bet. */
const asExposure = (offers: readonly SideOffer[]): Wager[] => offers.map((o) => ({ kind: 'side', taker: '', ...o }));

/**
 * 22.5: a side bet offered to the other owners, checked from the offerer's side (he must cover it on top of his
 * wagers and his other open offers); whoever takes it is checked when he does (sideBet).
 */
export function offerSideBet(
  league: League,
  fighters: [SeatId, SeatId],
  made: readonly Wager[],
  open: readonly SideOffer[],
  bet: BetTerms,
  form: SideBets,
): Result<BetTerms, RuleViolation> {
  if (form === 'none') return violation('no-side-bets', ODDS_LADDER_RULE, 'this league is played without side bets');
  if (form === 'fighters' && !fighters.includes(bet.offerer))
    return violation(
      'not-fighting',
      ODDS_LADDER_RULE,
      `in this league only an owner whose man fights offers side bets`,
      {
        owner: bet.offerer,
      },
    );
  const terms = checkTerms(fighters, bet);
  if (!terms.ok) return terms;
  const owes = payout({ kind: 'side', taker: '', ...bet });
  const c = coveredBy(league, [...made, ...asExposure(open)], bet.offerer, owes, ODDS_LADDER_RULE);
  return c.ok ? ok(bet) : c;
}

/** 22.5: a side bet between two owners still in the game, on either fighting man, at odds they agree. */
export function sideBet(
  league: League,
  fighters: [SeatId, SeatId],
  made: readonly Wager[],
  bet: BetTerms & { taker: SeatId },
): Result<Wager, RuleViolation> {
  if (bet.offerer === bet.taker) return violation('bet-with-oneself', ODDS_LADDER_RULE, 'a side bet needs two owners');
  const terms = checkTerms(fighters, bet);
  if (!terms.ok) return terms;
  if (bet.taker === bet.backs)
    return violation('against-own-man', ODDS_LADDER_RULE, `${bet.taker} cannot bet against his own man`, {
      owner: bet.taker,
    });
  return covered(league, made, { kind: 'side', ...bet }, ODDS_LADDER_RULE);
}

/** 22.5: pays every wager of match `match`: `winner` is the owner whose man won, null for a draw. */
export function settleWagers(league: League, wagers: readonly Wager[], winner: SeatId | null, match: number): League {
  let next = league;
  if (winner === null) return next;
  for (const w of wagers) {
    const [from, to, amount] = w.backs === winner ? [w.taker, w.offerer, w.stake] : [w.offerer, w.taker, payout(w)];
    const what = `${w.kind === 'mandatory' ? 'mandatory wager' : 'side bet'} at ${w.odds[0]} to ${w.odds[1]}`;
    const out: LedgerLine = { match, rule: ODDS_LADDER_RULE, amount: -amount, text: `lost a ${what} to ${to}` };
    const into: LedgerLine = { match, rule: ODDS_LADDER_RULE, amount, text: `won a ${what} from ${from}` };
    next = pay(pay(next, from, out), to, into);
  }
  return next;
}
