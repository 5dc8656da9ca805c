/**
 * Billings 12.7 (`billings.kickContest`): a man kicks at an item while a foe tries to pick that same item up in the
 * same phase (a pick-up on the way, (G), or a deliberate R). Each rolls a die, rolling again on a tie, and the higher
 * acts first. If the man picking up wins and gets the item, the kick comes to nothing; if he fails, the kick goes
 * ahead. If the kicker wins, he kicks first, and should the item land out of the other's reach his pick-up is void.
 * (An about-face counting three written actions for the kick's distance is part of the moves section: orders.ts.)
 */
import { type Direction, distance, type Hex, hexEq } from '../../../core/hex.js';
import type { SeatId } from '../../../core/protocol.js';
import type { Ctx } from '../context.js';
import { kick, recoverable } from '../items.js';
import type { MoveStep } from '../movement.js';
import { areFoes } from '../teams.js';
import type { Gladiator, Order, Side } from '../types.js';
import { billingsOn } from './options.js';

export const KICK_CONTEST_RULE = '§12.7';

/** One contest of the phase, and a kick held back until a deliberate recovery (R) has been rolled. */
export interface KickContest {
  kicker: SeatId;
  recoverer: SeatId;
  item: number;
  /** Whose action is carried out first. */
  first: 'kick' | 'recovery';
  /** The recoverer wrote R: his attempt is rolled after all movement. */
  deliberate: boolean;
  held?: { side: Side; actions: number; at: Hex; facing: Direction };
}

/** What the contest needs to know of each man's phase. */
export interface ContestMover {
  g: Gladiator;
  order: Order | null;
  steps: MoveStep[];
}

/** Where a man stands when he reaches step `index` of his steps. */
function hexAtStep(g: Gladiator, steps: readonly MoveStep[], index: number): Hex {
  let at = g.position;
  for (const s of steps.slice(0, index)) if (s.kind === 'move') at = s.to;
  return at;
}

/** Where each man's recovery attempt (a (G) on the way, or R at the end of his move) will be made, if he makes one. */
function recoveryHex(m: ContestMover): Hex | null {
  const grab = m.steps.findIndex((s) => s.kind === 'grab');
  if (grab >= 0) return hexAtStep(m.g, m.steps, grab);
  return m.order?.standard === 'R' ? hexAtStep(m.g, m.steps, m.steps.length) : null;
}

/**
 * The phase's contests, rolled once orders are revealed and moves worked out: a kick and a foe's recovery aimed at
 * the same item (the one in the kicker's hex when he kicks, and the first the other would reach for). None without
 * the section.
 */
export function kickContests(ctx: Ctx, movers: readonly ContestMover[]): KickContest[] {
  if (!billingsOn(ctx.s.options, 'kickContest')) return [];
  const out: KickContest[] = [];
  for (const k of movers) {
    const kickAt = k.steps.findIndex((s) => s.kind === 'kick');
    if (kickAt < 0) continue;
    const from = hexAtStep(k.g, k.steps, kickAt);
    const item = ctx.s.items.find((i) => hexEq(i.at, from) && i.kind !== 'net');
    if (!item) continue;
    for (const r of movers) {
      if (r === k || !areFoes(ctx.s, k.g.seat, r.g.seat)) continue;
      const at = recoveryHex(r);
      if (!at || recoverable(ctx, r.g, at)[0]?.id !== item.id) continue;
      let kickDie = 0;
      let pickDie = 0;
      do {
        kickDie = ctx.dice.roll(1, `${k.g.name} kicks against ${r.g.name}'s pick-up`, KICK_CONTEST_RULE).total;
        pickDie = ctx.dice.roll(1, `${r.g.name} picks up against ${k.g.name}'s kick`, KICK_CONTEST_RULE).total;
      } while (kickDie === pickDie);
      const first = kickDie > pickDie ? 'kick' : 'recovery';
      ctx.emit(
        'kick-contest',
        KICK_CONTEST_RULE,
        `Billings 12.7: ${k.g.name} kicks at the ${item.kind} ${r.g.name} reaches for; ${first === 'kick' ? `${k.g.name}'s kick` : `${r.g.name}'s grab`} comes first (${kickDie} against ${pickDie}).`,
        { kicker: k.g.seat, recoverer: r.g.seat, item: item.id, first },
      );
      out.push({
        kicker: k.g.seat,
        recoverer: r.g.seat,
        item: item.id,
        first,
        deliberate: r.order?.standard === 'R' && !r.steps.some((s) => s.kind === 'grab'),
      });
    }
  }
  return out;
}

/** Winners of a contest walk before its losers, so the first action is carried out first. */
export function walkOrder<T extends { g: Gladiator }>(movers: readonly T[], contests: readonly KickContest[]): T[] {
  const losers = new Set(contests.map((c) => (c.first === 'kick' ? c.recoverer : c.kicker)));
  return [...movers.filter((m) => !losers.has(m.g.seat)), ...movers.filter((m) => losers.has(m.g.seat))];
}

/**
 * At a kick step: carries out the kick unless a contest says otherwise. A kick that lost to a pick-up which got the
 * item is void; one that lost to an R not yet rolled waits for it (`heldKicks`).
 */
export function contestedKick(
  ctx: Ctx,
  contests: readonly KickContest[],
  g: Gladiator,
  side: Side,
  actions: number,
): void {
  const c = contests.find((x) => x.kicker === g.seat && x.first === 'recovery');
  if (c && !ctx.s.items.some((i) => i.id === c.item)) {
    ctx.emit(
      'kick-void',
      KICK_CONTEST_RULE,
      `Billings 12.7: the item is gone from under ${g.name}'s foot: his kick comes to nothing.`,
      {
        seat: g.seat,
      },
    );
    return;
  }
  if (c?.deliberate) {
    c.held = { side, actions, at: g.position, facing: g.facing };
    return;
  }
  kick(ctx, g, side, actions);
}

/** After deliberate recoveries: each kick held back for one goes ahead if the item still lies where it was kicked at. */
export function heldKicks(ctx: Ctx, contests: readonly KickContest[]): void {
  for (const c of contests) {
    if (!c.held) continue;
    const g = ctx.g(c.kicker);
    const item = ctx.s.items.find((i) => i.id === c.item);
    if (!item || !hexEq(item.at, c.held.at)) {
      const why = item ? 'the item no longer lies where he kicked at' : `${ctx.g(c.recoverer).name} got the item first`;
      ctx.emit('kick-void', KICK_CONTEST_RULE, `Billings 12.7: ${why}: ${g.name}'s kick comes to nothing.`, {
        seat: g.seat,
      });
      continue;
    }
    kick(ctx, g, c.held.side, c.held.actions, { at: c.held.at, facing: c.held.facing });
  }
}

/**
 * At a recovery attempt from `at`: whether a kick that won its contest has put the item out of this man's reach, in
 * which case his attempt is void (and said so).
 */
export function recoveryVoided(ctx: Ctx, contests: readonly KickContest[], g: Gladiator, at: Hex): boolean {
  const c = contests.find((x) => x.recoverer === g.seat && x.first === 'kick');
  if (!c) return false;
  const item = ctx.s.items.find((i) => i.id === c.item);
  if (item && distance(item.at, at) <= 1) return false;
  ctx.emit(
    'pick-up-void',
    KICK_CONTEST_RULE,
    `Billings 12.7: ${ctx.g(c.kicker).name}'s kick has sent the item out of ${g.name}'s reach: his pick-up is void.`,
    { seat: g.seat },
  );
  return true;
}
