/**
 * 22.5's mandatory wager as a table to click: for each rung of the odds ladder, the least the other owner must
 * stake, the most both purses can cover, and whether the rung can be offered at all.
 */
import type { SeatId } from '../../core/protocol.js';
import type { Owner } from '../../games/campaign/owners.js';
import { ODDS_LADDER } from '../../games/campaign/tables.js';
import { exposure, type Wager } from '../../games/campaign/wagers.js';

export interface OddsRow {
  odds: number;
  minimum: number;
  /** The largest stake both owners can cover at these odds; below `minimum` when the rung cannot be offered. */
  maximum: number;
  open: boolean;
  /** Why the rung cannot be offered, in words; null when it can. */
  refused: string | null;
}

const purseOf = (o: Owner): number => o.money.reduce((t, l) => t + l.amount, 0);

/**
 * The ladder for `offerer` offering odds to `taker`: the offerer pays the stake times the odds if his man loses, the
 * taker pays the stake if it wins; each must have that much beyond the wagers already made.
 */
export function oddsRows(owners: readonly Owner[], offerer: SeatId, taker: SeatId, made: readonly Wager[]): OddsRow[] {
  const free = (id: SeatId) => {
    const o = owners.find((x) => x.id === id);
    return o ? purseOf(o) - exposure(made, id) : 0;
  };
  const [mine, theirs] = [free(offerer), free(taker)];
  return ODDS_LADDER.map(({ odds, minimum }) => {
    const maximum = Math.max(0, Math.min(theirs, Math.floor(mine / odds)));
    const refused =
      minimum > theirs
        ? `the other owner has ${theirs.toLocaleString('en-GB')} sesterces, less than the least stake of ${minimum.toLocaleString('en-GB')}`
        : minimum * odds > mine
          ? `you would owe ${(minimum * odds).toLocaleString('en-GB')} sesterces if your man lost, and you have ${mine.toLocaleString('en-GB')}`
          : null;
    return { odds, minimum, maximum, open: refused === null, refused };
  });
}

/** A stake typed in, checked against its row: the whole number, or what is wrong with it. */
export function readStake(text: string, row: OddsRow): { ok: true; stake: number } | { ok: false; message: string } {
  if (!/^\s*\d+\s*$/.test(text)) return { ok: false, message: 'the stake is a whole number of sesterces' };
  const stake = Number(text);
  if (stake < row.minimum)
    return { ok: false, message: `at ${row.odds} to 1 the stake is at least ${row.minimum.toLocaleString('en-GB')}` };
  if (stake > row.maximum)
    return {
      ok: false,
      message: `at ${row.odds} to 1 the purses cover a stake of at most ${row.maximum.toLocaleString('en-GB')}`,
    };
  return { ok: true, stake };
}
