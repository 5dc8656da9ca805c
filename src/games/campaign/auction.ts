/**
 * Rule 22.4, the auction: after a match a school offers a newly created man for each man lost, sold to the highest
 * bidder, who pays the school (the money leaves the game). Sealed bids by default: each owner bids once in secret and
 * the highest pays his bid. The option 'open' is an ascending auction settled from each owner's ceiling: the man goes
 * to the highest ceiling at one step above the next highest. Equal best bids are settled by a roll-off (22.3's three
 * dice). A lot nobody bids on goes unsold.
 */
import { Dice, type Roll } from '../../core/dice.js';
import type { SeatId } from '../../core/protocol.js';
import { ok, type Result, type RuleViolation, violation } from '../../core/result.js';
import type { CampaignMan } from './man.js';
import { type League, ownerOf, pay, purse, rollOff } from './owners.js';

export const AUCTION_RULE = '§22.4';
export type AuctionForm = 'sealed' | 'open';
/** The open auction's step and opening price, in sesterces (HOUSE). */
export const OPEN_STEP = 10;

/** 22.4: a bid is whole sesterces, no more than the bidder has; 0 is no bid. */
export function checkBid(league: League, owner: SeatId, amount: number): Result<number, RuleViolation> {
  const o = ownerOf(league, owner);
  if (!o.ok) return o;
  if (o.value.eliminated) return violation('owner-eliminated', '§22.6', `${owner} is out of the game and cannot bid`);
  if (!Number.isInteger(amount) || amount < 0)
    return violation('bad-bid', AUCTION_RULE, `a bid is a whole number of sesterces, 0 for none, not ${amount}`, {
      amount,
    });
  const has = purse(o.value);
  if (amount > has)
    return violation('bid-beyond-money', AUCTION_RULE, `${owner} bids ${amount} sesterces and has ${has}`, {
      owner,
      bid: amount,
      has,
    });
  return ok(amount);
}

export interface Sale {
  league: League;
  /** Null when no one bid. */
  buyer: SeatId | null;
  price: number;
  rolls: Roll[];
}

/** 22.4: sells `lot` on `bids` (every bid checked first); the buyer pays and the man joins his stable. */
export function sell(
  league: League,
  lot: CampaignMan,
  bids: Record<SeatId, number>,
  form: AuctionForm,
  match: number,
): Result<Sale, RuleViolation> {
  for (const [owner, amount] of Object.entries(bids)) {
    const c = checkBid(league, owner, amount);
    if (!c.ok) return c;
  }
  const offers = Object.entries(bids).filter(([, amount]) => amount > 0);
  if (offers.length === 0) return ok({ league, buyer: null, price: 0, rolls: [] });
  const best = Math.max(...offers.map(([, a]) => a));
  const top = offers.filter(([, a]) => a === best).map(([o]) => o);
  const rng = structuredClone(league.rng);
  const dice = new Dice(rng);
  const buyer = (top.length === 1 ? top[0] : rollOff(top, dice, 1)[0]) as SeatId;
  const next = Math.max(0, ...offers.filter(([o]) => o !== buyer).map(([, a]) => a));
  const price = form === 'sealed' ? best : Math.min(best, Math.max(OPEN_STEP, next + (next === best ? 0 : OPEN_STEP)));
  const paid = pay({ ...league, rng }, buyer, {
    match,
    rule: AUCTION_RULE,
    amount: -price,
    text: `bought ${lot.name} at auction (${form === 'sealed' ? 'sealed bids' : 'open bidding'})`,
  });
  const sold: League = {
    ...paid,
    men: { ...paid.men, [lot.id]: lot },
    owners: paid.owners.map((o) => (o.id === buyer ? { ...o, stable: [...o.stable, lot.id] } : o)),
  };
  return ok({ league: sold, buyer, price, rolls: dice.take() });
}
