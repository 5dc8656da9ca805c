/**
 * Rule 19, the Moment of Truth (Advanced Game only): a helpless man lying at an armed opponent's feet (19.1), or one
 * who would have had to surrender in the Basic Game (7.4, 15.6), is judged by the crowd. His match's attack CF less
 * his defence CF picks a column of the Missus chart and a die its row (19.2, 19.21): Down, he is dispatched (19.22);
 * Up, he walks out alive (19.23). Either way a duel ends there; in a team match the others fight on.
 */

import { distance } from '../../core/hex.js';
import type { Outcome, SeatId } from '../../core/protocol.js';
import { cardsCost } from './billings/cards.js';
import { BILLINGS_MISSUS, missusColumn, recordWords, verdictIn } from './billings/missus.js';
import { billingsOn } from './billings/options.js';
import { hasInFront } from './combat.js';
import type { Ctx } from './context.js';
import { isArmedOpponent } from './ensnared.js';
import { mayMoveThisPhase } from './posture.js';
import { MISSUS_COLUMNS, MISSUS_RULE, missus } from './tables-advanced.js';
import { areFoes, inFight, mayAttack, pairOf } from './teams.js';
import type { Allocation, Gladiator, GladiatorState } from './types.js';
import { kill } from './wounds.js';

/**
 * 19.2 as RULINGS reads it: every CF written to attack and to defence counts, as allocated, whether or not the attack
 * was later cancelled or the combat never came to blows. Called when the allocations are revealed.
 */
export function countAllocations(ctx: Ctx, allocations: Record<SeatId, Allocation>): void {
  for (const [seat, a] of Object.entries(allocations)) {
    const g = ctx.g(seat);
    g.attackCfTotal += a.attacks.reduce((t, x) => t + x.cf, 0);
    // A defensive card's 2 CF (Billings 8.32) are defence written like any other.
    g.defenceCfTotal += a.defence.reduce((t, x) => t + x, 0) + cardsCost(a.cards);
  }
}

/** 19.2: the figure the crowd weighs, attack CF less defence CF over the match. */
export const crowdTotal = (g: Gladiator): number => g.attackCfTotal - g.defenceCfTotal;

/** The crowd's sum in words, for the log sheet, the board and the verdict alike. */
export const crowdSum = (g: Gladiator): string =>
  `attack ${g.attackCfTotal} CF less defence ${g.defenceCfTotal} CF = ${crowdTotal(g)}`;

/** 17.35: a man caught in a net (held or let go of: either way he cannot move freely). 17.353 sends him to 19.1. */
export const isEnsnared = (g: Gladiator): boolean => g.ensnared === true;

/** Why a prone man is helpless this phase (19.1), or null: unconscious (11.4), ensnared (17.35), unable to move (15.6). */
function helplessness(s: GladiatorState, g: Gladiator): { rule: string; why: string } | null {
  if (g.posture !== 'prone' || !inFight(g)) return null;
  if (g.unconscious) return { rule: '§11.4', why: 'unconscious' };
  if (isEnsnared(g)) return { rule: '§17.35', why: 'tangled in the net' };
  if (!mayMoveThisPhase(s, g)) return { rule: '§15.6', why: 'unable to move this phase' };
  return null;
}

/** The phase key of a state, "turn.phase". */
const phaseKeyOf = (s: GladiatorState): string => `${s.turn}.${s.phase}`;

/**
 * 19.24 in a team match: whether this victor lets the crowd judge the fallen man. Not while he attends another
 * appeal this phase, nor while another antagonist of his is still active: then he dispatches the man in combat.
 * With 'pairs' his antagonist is his paired foe; in a melee, any other foe still fighting and conscious, or with the
 * 'nearFoe' option only one within two hexes of him (docs/rulings.md). Always true in a duel.
 */
export function mayAllowAppeal(s: GladiatorState, victor: Gladiator, fallen: Gladiator): boolean {
  if (!s.sides) return true;
  if (victor.attendingAppeal === phaseKeyOf(s)) return false;
  const pair = pairOf(s, victor.seat);
  const active = (o: Gladiator | undefined) => !!o && inFight(o) && !o.unconscious;
  if (pair !== null) return pair === fallen.seat || !active(s.gladiators[pair]);
  for (const seat of s.seats) {
    const o = s.gladiators[seat] as Gladiator;
    if (seat === fallen.seat || !areFoes(s, victor.seat, seat) || !active(o)) continue;
    if (s.options.appealException === 'anyFoe' || distance(o.position, victor.position) <= 2) return false;
  }
  return true;
}

/** A Moment of Truth that 19.1 brings as this phase starts: the helpless man, the man over him and why. */
export interface MomentDue {
  g: Gladiator;
  victor: Gladiator;
  rule: string;
  why: string;
}

/**
 * 19.1 in the Advanced Game: a helpless prone man lying in the front of an armed opponent next to him (as the
 * `armedOpponent` option reads it). Judged when a phase starts, once the turn plots are known (RULINGS).
 */
export function momentDue(s: GladiatorState): MomentDue | null {
  if (!s.options.advanced) return null;
  const men = s.seats.map((seat) => s.gladiators[seat] as Gladiator);
  for (const g of men) {
    const helpless = helplessness(s, g);
    if (!helpless) continue;
    const victor = men.find(
      (o) => mayAttack(s, o.seat, g.seat) && isArmedOpponent(s, o) && hasInFront(o, g) && mayAllowAppeal(s, o, g),
    );
    if (victor) return { g, victor, ...helpless };
  }
  return null;
}

/**
 * 19.1 at the start of a phase: the Moment's outcome in a duel, if one arrives; the caller ends the match with it.
 * In a team match every man it finds helpless is judged in turn and null comes back: the caller settles the match.
 */
export function momentAtPhaseStart(ctx: Ctx): Outcome | null {
  for (let due = momentDue(ctx.s); due; due = momentDue(ctx.s)) {
    const outcome = judge(ctx, due);
    if (!ctx.s.sides) return outcome;
  }
  return null;
}

function judge(ctx: Ctx, due: MomentDue): Outcome {
  attend(ctx, due.victor, due.g);
  ctx.emit(
    'moment-of-truth',
    '§19.1',
    `${due.g.name}, prone and ${due.why}, lies at ${due.victor.name}'s feet (${due.rule}): the Moment of Truth has come.`,
    { seat: due.g.seat, victor: due.victor.seat, cause: due.rule, why: `prone and ${due.why}` },
  );
  return appeal(ctx, due.g);
}

/**
 * 7.4 and 15.6 in the Advanced Game: the man who would surrender appeals to the crowd instead (RULINGS).
 * Returns the Moment's outcome in a duel (the caller ends the match with it); null in a team match.
 */
export function momentInsteadOfSurrender(
  ctx: Ctx,
  g: Gladiator,
  rule: string,
  why: string,
): Outcome | null | 'no appeal' {
  const foes = ctx.others(g.seat).filter((o) => mayAttack(ctx.s, o.seat, g.seat) && inFight(o));
  const victor = foes.find((o) => mayAllowAppeal(ctx.s, o, g));
  if (!victor) {
    // 19.24: every man over him has another foe to turn to: no appeal, he is dispatched in combat.
    ctx.emit(
      'no-appeal',
      '§19.24',
      `${g.name} is at his foes' mercy (${rule}: ${why}), but with other foes still fighting they allow no appeal.`,
      { seat: g.seat, cause: rule },
    );
    return 'no appeal';
  }
  attend(ctx, victor, g);
  ctx.emit('moment-of-truth', '§19.1', `${g.name} is at his opponent's mercy (${rule}: ${why}): the Moment of Truth.`, {
    seat: g.seat,
    ...(victor ? { victor: victor.seat } : {}),
    cause: rule,
    why,
  });
  const outcome = appeal(ctx, g);
  return ctx.s.sides ? null : outcome;
}

/** 19.24, team matches: the victor spends the phase of the appeal over the fallen man, out of the fight. */
function attend(ctx: Ctx, victor: Gladiator, g: Gladiator): void {
  if (!ctx.s.sides) return;
  victor.attendingAppeal = ctx.phaseKey;
  ctx.emit(
    'attends-appeal',
    '§19.24',
    `${victor.name} stands over ${g.name} while the crowd decides: this phase he neither moves, attacks nor is attacked.`,
    { seat: victor.seat, fallen: g.seat },
  );
}

/**
 * 19.2-19.23: the appeal. A total of 0 or less is Down without a roll (19.21); otherwise one die on the Missus chart,
 * in the column the total falls in (above 60, the last). The appeal takes the whole phase (19.24): the match ends.
 */
function appeal(ctx: Ctx, g: Gladiator): Outcome {
  const total = crowdTotal(g);
  const sums = crowdSum(g);
  let verdict: 'Up' | 'Down';
  if (total <= 0) {
    verdict = 'Down';
    ctx.emit(
      'crowd-verdict',
      '§19.21',
      `The crowd has seen ${g.name} give nothing (${sums}): thumbs down, without a vote.`,
      { seat: g.seat, verdict, attack: g.attackCfTotal, defence: g.defenceCfTotal, total },
    );
  } else {
    const pick = missusColumn(ctx.s.options, g, total);
    const column = MISSUS_COLUMNS[pick.column];
    // The log names the Billings section when a man's record moved the column.
    const billed = billingsOn(ctx.s.options, 'missusRecord') && g.record !== undefined;
    if (billed && g.record) {
      const moved = pick.column - pick.base;
      ctx.emit(
        'missus-record',
        BILLINGS_MISSUS,
        `The crowd remembers ${g.name} (${recordWords(g.record)}): ${
          moved === 0 ? 'his column stays' : `his column moves ${Math.abs(moved)} ${moved > 0 ? 'up' : 'down'}`
        }, to "${column?.label}".`,
        {
          seat: g.seat,
          wins: g.record.wins,
          spared: g.record.spared,
          shift: pick.shift,
          from: pick.base,
          to: pick.column,
        },
      );
    }
    const r = ctx.dice.roll(1, `the crowd's verdict on ${g.name} (${sums})`, billed ? BILLINGS_MISSUS : MISSUS_RULE);
    verdict = billed ? verdictIn(pick.column, r.total) : missus(total, r.total);
    r.row = `Missus chart, column "${column?.label}", row ${r.total}`;
    r.result = verdict;
    const mood = verdict === 'Up' ? 'thumbs up: mercy' : 'thumbs down';
    ctx.emit('crowd-verdict', MISSUS_RULE, `The crowd weighs ${g.name}'s fight (${sums}) and shows ${mood}.`, {
      seat: g.seat,
      verdict,
      attack: g.attackCfTotal,
      defence: g.defenceCfTotal,
      total,
    });
  }
  const winners = ctx.s.seats.filter((x) => x !== g.seat && !ctx.g(x).dead);
  const victors = winners.map((x) => ctx.g(x).name).join(' and ');
  if (verdict === 'Up') {
    g.left = { how: 'Up', rule: '§19.23' };
    if (ctx.s.sides)
      ctx.emit('left-arena', '§19.23', `${g.name} leaves the arena alive; his side fights on without him.`, {
        seat: g.seat,
      });
  }
  if (verdict === 'Down') {
    kill(ctx, g, 'dispatched at the crowd’s verdict', '§19.22');
    return {
      winners,
      losers: [g.seat],
      how: 'Down',
      rule: '§19.22',
      text: `The crowd turns its thumbs down: ${victors} dispatches ${g.name}.`,
    };
  }
  return {
    winners,
    losers: [g.seat],
    how: 'Up',
    rule: '§19.23',
    text: `The crowd grants ${g.name} mercy: he leaves the arena alive, and ${victors} wins the bout.`,
  };
}
