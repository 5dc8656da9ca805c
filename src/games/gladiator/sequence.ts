/** Rule 4 (sequence of play), 6.1 (turn plot) and 16 (endurance): moving the match from step to step. */
import type { Outcome } from '../../core/protocol.js';
import { fallBeforeOrders } from './billings/stumble.js';
import type { Ctx } from './context.js';
import { teamOutcome, timeLimitOutcome } from './teams.js';
import { momentAtPhaseStart, momentInsteadOfSurrender } from './truth.js';
import type { Gladiator } from './types.js';
import { bleed, changeCF, checkConsciousness } from './wounds.js';

export const PHASES_PER_TURN = 8; // 4.1

/** 16.4 and 9.5 LMP: moving phases allowed this turn. */
export const allowanceOf = (g: Gladiator): number => Math.max(0, g.move - g.lmp - (g.exceededLastTurn ? 2 : 0));

/** Ends the match if at most one side is left standing (9.32, 9.5 K); in a team match, one side with men fighting. */
export function settle(ctx: Ctx): boolean {
  const s = ctx.s;
  if (s.outcome) return true;
  if (s.sides) {
    const outcome = teamOutcome(s);
    if (outcome) endMatch(ctx, outcome);
    return outcome !== null;
  }
  const alive = ctx.alive();
  if (alive.length > 1) return false;
  const dead = s.seats.filter((seat) => ctx.g(seat).dead);
  if (alive.length === 0) {
    endMatch(ctx, {
      winners: [],
      losers: dead,
      how: 'both killed',
      rule: '§9.32',
      text: 'Both gladiators fall: no one wins.',
    });
  } else {
    const w = alive[0] as Gladiator;
    const mortal = w.mortalWound ? ` ${w.name} was mortally wounded and dies after the match (9.5 M).` : '';
    endMatch(ctx, {
      winners: [w.seat],
      losers: dead,
      how: 'kill',
      rule: '§9.32',
      text: `${w.name} kills his opponent.${mortal}`,
    });
  }
  return true;
}

/** The match is over: the outcome is recorded and announced, and no one is asked for anything more. */
export function endMatch(ctx: Ctx, outcome: Outcome): void {
  const s = ctx.s;
  s.outcome = outcome;
  s.step = 'over';
  s.waiting = [];
  ctx.emit('match-over', outcome.rule, outcome.text, { outcome });
}

/**
 * 7.4, 15.6: the Basic Game ends with the surrender; the Advanced Game goes to the Moment of Truth (19).
 * In a team match the man is out of the fight (dead, or gone from the arena) and the others fight on; false when no
 * foe over him allows an appeal (19.24) and he stays to be dispatched in combat.
 */
export function surrender(ctx: Ctx, g: Gladiator, rule: string, why: string): boolean {
  if (ctx.s.options.advanced) {
    const outcome = momentInsteadOfSurrender(ctx, g, rule, why);
    if (outcome === 'no appeal') return false;
    if (outcome) endMatch(ctx, outcome);
    else settle(ctx);
    return true;
  }
  g.left = { how: 'surrender', rule };
  if (ctx.s.sides) {
    ctx.emit('surrender', rule, `${g.name} surrenders: ${why}. He leaves the arena.`, { seat: g.seat });
    settle(ctx);
    return true;
  }
  const winners = ctx.s.seats.filter((x) => x !== g.seat && !ctx.g(x).dead);
  endMatch(ctx, { winners, losers: [g.seat], how: 'surrender', rule, text: `${g.name} surrenders: ${why}.` });
  return true;
}

/** 4.2 and 16.2-16.3: a new turn starts with endurance checks from turn 2, then every seat plots the turn. */
export function startTurn(ctx: Ctx): void {
  const s = ctx.s;
  s.turn += 1;
  s.phase = 1;
  s.combat = null;
  if (s.turn > s.options.turnLimit) {
    if (s.sides) {
      endMatch(ctx, timeLimitOutcome(s));
      return;
    }
    endMatch(ctx, {
      winners: [],
      losers: [],
      how: 'turn limit',
      rule: 'HOUSE',
      text: `The editor ends the bout undecided after ${s.options.turnLimit} turns.`,
    });
    return;
  }
  ctx.emit('turn', '§4.2', `Turn ${s.turn} begins.`);
  for (const g of ctx.alive()) {
    g.exceededLastTurn = g.exceeded;
    g.exceeded = false;
    g.allowance = allowanceOf(g);
    if (s.turn >= 2) endurance(ctx, g);
  }
  s.turnPlots = {};
  s.step = 'turnPlot';
  s.waiting = ctx.alive().map((g) => g.seat);
}

/** 16.3: a die plus the turn number (plus one after exceeding, 16.4) less CON, +1 heavy, -1 light; 6+ costs 1 CF. */
function endurance(ctx: Ctx, g: Gladiator): void {
  const mods = [{ label: `turn ${ctx.s.turn}`, value: ctx.s.turn, rule: '§16.3' }];
  if (g.exceededLastTurn) mods.push({ label: 'exceeded last turn', value: 1, rule: '§16.4' });
  mods.push({ label: 'CON', value: -g.CON, rule: '§16.3' });
  if (g.type === 'heavy') mods.push({ label: 'heavy', value: 1, rule: '§16.3' });
  if (g.type === 'light') mods.push({ label: 'light', value: -1, rule: '§16.3' });
  const r = ctx.dice.roll(1, `${g.name}'s endurance`, '§16.3', mods);
  const tired = r.total >= 6;
  r.result = tired ? 'loses 1 CF' : 'no loss';
  if (tired) changeCF(ctx, g, -1, 'exertion', '§16.3');
  ctx.emit('endurance', '§16.3', tired ? `${g.name} tires: CF -1 → ${g.cf}.` : `${g.name} keeps his wind.`, {
    seat: g.seat,
  });
  if (tired) checkConsciousness(ctx, g); // 9.36: a stunned man may go out on his feet
}

/** A phase starts once the turn plots are known; in the Advanced Game a helpless man may meet his fate first (19.1). */
export function startPhase(ctx: Ctx): void {
  const s = ctx.s;
  s.combat = null;
  const moment = momentAtPhaseStart(ctx);
  if (moment) {
    endMatch(ctx, moment);
    return;
  }
  if (s.sides && settle(ctx)) return; // a team match's Moments of Truth may have taken a side's last man
  s.step = 'phasePlot';
  fallBeforeOrders(ctx); // Billings 14.3: with the section on, the fall from a stumble comes before orders
  // A man that fall leaves prone and helpless meets the crowd now, before anyone writes an order (19.1).
  const afterFall = momentAtPhaseStart(ctx);
  if (afterFall) {
    endMatch(ctx, afterFall);
    return;
  }
  if (s.sides && settle(ctx)) return;
  // 19.24: a man attending an appeal this phase writes no order.
  const key = ctx.phaseKey;
  s.waiting = (s.sides ? ctx.alive().filter((g) => g.attendingAppeal !== key) : ctx.alive()).map((g) => g.seat);
}

/** End of a phase: severed arteries bleed (9.5 SA), the stumble is over, then the next phase or turn. */
export function endPhase(ctx: Ctx): void {
  const s = ctx.s;
  for (const g of ctx.alive()) bleed(ctx, g);
  if (settle(ctx)) return;
  for (const g of ctx.alive()) g.stumbling = false;
  s.submitted = {};
  if (s.phase >= PHASES_PER_TURN) startTurn(ctx);
  else {
    s.phase += 1;
    startPhase(ctx);
  }
}
