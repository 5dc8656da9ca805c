/**
 * Victory points (14) and the end of the match (1.1, 1.2): a ledger of VP changes, each with its cause and
 * section, from which every score and the player order (5.2) are computed; the end after six turns or when one
 * side is left; the winner by score, then by hit points.
 */
import type { Outcome, SeatId } from '../../core/protocol.js';
import { againstPack, finishAgainstPack, packCheckEnd } from './animals/index.js';
import { CARD_HP } from './tables.js';
import { COVER_HP, type Ctx, type Fighter, type GladiatoriState, RULE, START_VP, type VpCause } from './types.js';

/** The VP each cause is worth (14.1, 14.2); damage causes are per damage point. */
export const VP = {
  frontalAttack: 2,
  frontalDamage: 1,
  firstBlood: 3,
  killingBlow: 6,
  killingBlowFromBehind: -12,
  attackFromBehind: -3,
  damageFromBehind: -2,
  fleeing: -2,
  cowardice: -3,
  survival: 5,
  surrender: -15,
  /** 14.3: a pair fighting one man takes this off its team score. */
  twoAgainstOne: -10,
} as const;

export const score = (s: GladiatoriState, seat: SeatId): number =>
  START_VP + s.vp.reduce((sum, e) => (e.seat === seat ? sum + e.points : sum), 0);

/** Records a VP change with its cause and moves the marker to the top of its new stack (5.2). */
export function award(ctx: Ctx, f: Fighter, points: number, cause: VpCause, rule: string = RULE.vpDuringPlay): void {
  const { s } = ctx;
  // 17.8: Solo and Cooperative games keep no VP.
  if (points === 0 || againstPack(s)) return;
  s.vp.push({ seat: f.seat, points, cause, rule, turn: s.turn });
  s.stack = [f.seat, ...s.stack.filter((x) => x !== f.seat)];
  ctx.events.push({
    type: 'vp',
    visibleTo: 'all',
    rule,
    text: `${f.name} ${points > 0 ? 'gains' : 'loses'} ${Math.abs(points)} VP for ${cause} (now ${score(s, f.seat)}).`,
    data: { seat: f.seat, points, cause },
  });
}

export const fighting = (f: Fighter): boolean => f.out === null;

/** 5.2: the least VP plays first; among equal scores the marker higher in the stack. */
export function playerOrder(s: GladiatoriState): SeatId[] {
  const alive = s.seats.filter((seat) => fighting(s.fighters[seat] as Fighter));
  const rank = (seat: SeatId) => s.stack.indexOf(seat);
  return alive.sort((a, b) => score(s, a) - score(s, b) || rank(a) - rank(b));
}

/** Hit points a fighter still has: his hit-point deck and hand (they become one deck at the end of a turn), the cover card included. */
export function hitPoints(f: Fighter): number {
  if (!f.cover) return 0;
  const cards = [...f.deck, ...f.hand].reduce((sum, c) => sum + CARD_HP[c.kind], 0);
  return cards + COVER_HP;
}

export function sides(s: GladiatoriState): SeatId[][] {
  const by = new Map<number, SeatId[]>();
  for (const seat of s.seats) {
    const side = (s.fighters[seat] as Fighter).side;
    by.set(side, [...(by.get(side) ?? []), seat]);
  }
  return [...by.values()];
}

/** Sides that still have a fighter in the arena. */
export const sidesLeft = (s: GladiatoriState): SeatId[][] =>
  sides(s).filter((side) => side.some((seat) => fighting(s.fighters[seat] as Fighter)));

/** Team score (14.3): the members' VP summed; a pair against one man takes 10 off. */
export function sideScore(s: GladiatoriState, side: SeatId[]): number {
  const all = sides(s);
  const pairVsOne = all.length === 2 && side.length === 2 && all.some((o) => o.length === 1);
  return side.reduce((sum, seat) => sum + score(s, seat), 0) + (pairVsOne ? VP.twoAgainstOne : 0);
}

/**
 * 1.1, 1.2, 14.2: the match ends. Survivors gain their bonus, then the side with most VP wins; a tie goes to most
 * hit points, and a further tie is a draw.
 */
export function finish(ctx: Ctx, how: string): void {
  const { s } = ctx;
  if (againstPack(s)) {
    finishAgainstPack(ctx, how);
    return;
  }
  for (const seat of s.seats) {
    const f = s.fighters[seat] as Fighter;
    if (fighting(f)) award(ctx, f, VP.survival, 'survival', RULE.vpBonuses);
  }
  const ranked = sides(s).map((side) => ({
    side,
    vp: sideScore(s, side),
    hp: side.reduce((sum, seat) => sum + hitPoints(s.fighters[seat] as Fighter), 0),
  }));
  ranked.sort((a, b) => b.vp - a.vp || b.hp - a.hp);
  const [best, next] = ranked;
  if (!best) throw new Error('a match with no sides');
  const tie = next !== undefined && next.vp === best.vp && next.hp === best.hp;
  const names = (side: SeatId[]) => side.map((seat) => (s.fighters[seat] as Fighter).name).join(' and ');
  const table = ranked.map((r) => `${names(r.side)} ${r.vp} VP, ${r.hp} HP`).join('; ');
  const outcome: Outcome = tie
    ? { winners: [], losers: [], how, rule: RULE.winner, text: `A draw on VP and hit points (${table}).` }
    : {
        winners: best.side,
        losers: ranked.slice(1).flatMap((r) => r.side),
        how,
        rule: RULE.winner,
        text: `${names(best.side)} ${best.side.length > 1 ? 'win' : 'wins'} with ${best.vp} VP${
          next && next.vp === best.vp ? `, ahead on hit points` : ''
        } (${table}).`,
      };
  s.outcome = outcome;
  s.phase = { kind: 'over' };
  ctx.events.push({ type: 'over', visibleTo: 'all', rule: RULE.winner, text: outcome.text, data: { how } });
}

/** Ends the match when a single side is left in the arena (1.1); true when it did. */
export function checkLastSide(ctx: Ctx): boolean {
  if (ctx.s.outcome) return true;
  if (againstPack(ctx.s)) return packCheckEnd(ctx);
  if (sidesLeft(ctx.s).length > 1) return false;
  finish(ctx, 'last side standing');
  return true;
}
