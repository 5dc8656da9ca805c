/**
 * Powers (11) in the Normal game, each once a match: Lunge (11.1), Stand up! (11.2), Unbeatable (11.3), Leap
 * (11.4), Deep Wounds (11.5), Wrestling (11.6), Adaptation (11.7), Delay (11.8: a new place in the order at the
 * start of a round, or +3 to the defence) and Resistance (11.9). Adaptation and Resistance, usable "at any time",
 * are taken whenever their owner has a command to give (anyTimePowers); Unbeatable comes by itself at his death.
 */

import type { SeatId } from '../../core/protocol.js';
import { ok, type Result, type RuleViolation, violation } from '../../core/result.js';
import { recover, recoveryProblem } from './actions.js';
import { copyFighter } from './copy.js';
import { heldDown } from './status.js';
import {
  ADAPTATION_CARDS,
  DEEP_WOUNDS_MAX,
  DELAY_DEFENCE,
  LEAP,
  LUNGE,
  type PowerId,
  power as powerRow,
  RESISTANCE_ELEMENTS,
  UNBEATABLE_BONUS,
} from './tables.js';
import type { Card, Ctx, Fighter, GladiatoriCommand, GladiatoriState, Recovery, Term } from './types.js';
import { RULE } from './types.js';

/** Powers announced with the Final Attack Value (11.1, 11.4, 11.5). */
export interface AttackPowers {
  /** Cards of the hand discarded for +2 each, at most 3 (11.1). */
  lunge?: string[];
  /** Points of attack given up for as many damage points, at most 3 (11.5). */
  deepWounds?: number;
  /** For the hexes entered before the attack: +2 attack or +1 damage each, at most +6 and +3 (11.4). */
  leap?: { attack: number; damage: number };
  /** Throw the target to a free hex beside him after the resolution (11.6). */
  wrestling?: boolean;
}

export type RoundPower =
  | { power: 'standUp' }
  | { power: 'resistance'; recover: Recovery }
  | { power: 'adaptation'; toHand: string[]; toDeck: string[] };

const has = (f: Fighter, p: PowerId): boolean => f.powers.includes(p);
function use(f: Fighter, p: PowerId): void {
  f.powers = f.powers.filter((x) => x !== p);
  f.usedPowers.push(p);
}

/** What the announced powers add to the attack and to the damage (11.1, 11.4, 11.5); the powers are used up. */
export function attackPowers(
  ctx: Ctx,
  f: Fighter,
  p: AttackPowers,
  entered: number,
): Result<{ terms: Term[]; damage: number; used: PowerId[]; lunged: Card[] }, RuleViolation> {
  const terms: Term[] = [];
  const used: PowerId[] = [];
  let damage = 0;
  const lunged: Card[] = [];
  const need = (power: PowerId, rule: string, movement: boolean): RuleViolation | null => {
    if (!has(f, power))
      return { code: 'no-power', rule, message: `${f.name} has no ${powerRow(power).name} power left` };
    if (movement && heldDown(f))
      return { code: 'power-not-here', rule, message: `${f.name} is trapped or face-down and cannot use it` };
    return null;
  };
  if (p.lunge !== undefined) {
    const bad = need('lunge', RULE.lunge, true);
    if (bad) return { ok: false, error: bad };
    if (p.lunge.length < 1 || p.lunge.length > LUNGE.max / LUNGE.perCard || new Set(p.lunge).size !== p.lunge.length)
      return violation('bad-lunge', RULE.lunge, `Lunge discards 1 to ${LUNGE.max / LUNGE.perCard} different cards`);
    for (const id of p.lunge) {
      const i = f.hand.findIndex((c) => c.id === id);
      if (i < 0) return violation('card-not-in-hand', RULE.lunge, `card ${id} is not in ${f.name}'s hand`);
      lunged.push(...f.hand.splice(i, 1));
    }
    f.discard.push(...lunged);
    terms.push({ label: 'Lunge', value: LUNGE.perCard * lunged.length, rule: RULE.lunge });
    used.push('lunge');
  }
  if (p.deepWounds !== undefined) {
    const bad = need('deepWounds', RULE.deepWounds, false);
    if (bad) return { ok: false, error: bad };
    if (p.deepWounds < 1 || p.deepWounds > DEEP_WOUNDS_MAX)
      return violation('bad-deep-wounds', RULE.deepWounds, `Deep Wounds trades 1 to ${DEEP_WOUNDS_MAX} points`);
    terms.push({ label: 'Deep Wounds', value: -p.deepWounds, rule: RULE.deepWounds });
    damage += p.deepWounds;
    used.push('deepWounds');
  }
  if (p.leap !== undefined) {
    const bad = need('leap', RULE.leap, true);
    if (bad) return { ok: false, error: bad };
    const { attack, damage: extra } = p.leap;
    if (attack < 0 || extra < 0 || attack + extra < 1 || attack + extra > entered)
      return violation('bad-leap', RULE.leap, `Leap shares out the ${entered} hexes entered before the attack`);
    if (attack * LEAP.attackPerHex > LEAP.maxAttack || extra * LEAP.damagePerHex > LEAP.maxDamage)
      return violation(
        'bad-leap',
        RULE.leap,
        `Leap gives at most +${LEAP.maxAttack} attack and +${LEAP.maxDamage} damage`,
      );
    if (attack > 0) terms.push({ label: 'Leap', value: LEAP.attackPerHex * attack, rule: RULE.leap });
    damage += extra * LEAP.damagePerHex;
    used.push('leap');
  }
  if (p.wrestling) {
    const bad = need('wrestling', RULE.wrestling, true);
    if (bad) return { ok: false, error: bad };
    used.push('wrestling');
  }
  for (const power of used) use(f, power);
  if (used.length > 0)
    ctx.events.push({
      type: 'power',
      visibleTo: 'all',
      rule: RULE.powerList,
      text: `${f.name} uses ${used.map((x) => powerRow(x).name).join(', ')}.`,
      data: { seat: f.seat, powers: used },
    });
  return ok({ terms, damage, used, lunged });
}

/** Delay's defence bonus (11.8): +3 to his defence until the end of the round. */
export function delay(ctx: Ctx, f: Fighter): Result<void, RuleViolation> {
  if (!has(f, 'delay')) return violation('no-power', RULE.delay, `${f.name} has no Delay power left`);
  use(f, 'delay');
  f.delayed = true;
  ctx.events.push({
    type: 'power',
    visibleTo: 'all',
    rule: RULE.delay,
    text: `${f.name} uses Delay.`,
    data: { seat: f.seat },
  });
  return ok(undefined);
}

export const delayTerm = (f: Fighter): Term[] =>
  f.delayed ? [{ label: 'Delay', value: DELAY_DEFENCE, rule: RULE.delay }] : [];

/** Stand up! (11.2), Resistance (11.9) or Adaptation (11.7), in the owner's own combat round. */
export function roundPower(ctx: Ctx, f: Fighter, p: RoundPower): Result<void, RuleViolation> {
  const rule = p.power === 'standUp' ? RULE.standUp : p.power === 'resistance' ? RULE.resistance : RULE.adaptation;
  if (!has(f, p.power)) return violation('no-power', rule, `${f.name} has no ${p.power} power left`);
  if (p.power === 'standUp') {
    f.trapped = 0;
    f.unbalanced = 0;
    f.faceDown = false;
  } else if (p.power === 'resistance') {
    const problem = recoveryProblem(f, p.recover, RESISTANCE_ELEMENTS, f.discard, rule);
    if (problem) return { ok: false, error: problem };
    recover(f, p.recover, f.hand);
  } else {
    const moved = [...p.toHand, ...p.toDeck];
    if (moved.length > ADAPTATION_CARDS || new Set(moved).size !== moved.length)
      return violation('bad-adaptation', rule, `Adaptation moves up to ${ADAPTATION_CARDS} different cards`);
    for (const id of p.toHand)
      if (!f.deck.some((c) => c.id === id))
        return violation('bad-adaptation', rule, `card ${id} is not in the hit-point deck`);
    for (const id of p.toDeck)
      if (!f.hand.some((c) => c.id === id)) return violation('bad-adaptation', rule, `card ${id} is not in the hand`);
    const toHand = f.deck.filter((c) => p.toHand.includes(c.id));
    const toDeck = f.hand.filter((c) => p.toDeck.includes(c.id));
    f.deck = [...f.deck.filter((c) => !p.toHand.includes(c.id)), ...toDeck];
    f.hand = [...f.hand.filter((c) => !p.toDeck.includes(c.id)), ...toHand];
  }
  use(f, p.power);
  ctx.events.push({
    type: 'power',
    visibleTo: 'all',
    rule,
    text: `${f.name} uses ${p.power === 'standUp' ? 'Stand up!' : p.power === 'resistance' ? 'Resistance' : 'Adaptation'}.`,
    data: { seat: f.seat, power: p.power },
  });
  return ok(undefined);
}

/** Gives back what a Feint undoes (7.3): the powers used and the cards lunged away. */
export function undoPowers(f: Fighter, used: PowerId[], lunged: string[]): void {
  for (const p of used) {
    f.usedPowers = f.usedPowers.filter((x) => x !== p);
    f.powers.push(p);
  }
  for (const id of lunged) {
    const i = f.discard.findIndex((c) => c.id === id);
    if (i >= 0) f.hand.push(...f.discard.splice(i, 1));
  }
}

// ---- Unbeatable (11.3) ----

/** The combat round under way, counted through the match: turn 1 round 1 is 3, turn 1 round 2 is 4. */
export const roundCount = (s: GladiatoriState): number => s.turn * 2 + (s.phase.kind === 'round' ? s.phase.round : 2);

/**
 * 11.3: a fighter just killed who still holds Unbeatable uses it: he stays in the arena to the end of the next combat
 * round after this one, with +4 for his next attack or Reaction. True when he did.
 */
export function unbeatable(ctx: Ctx, f: Fighter): boolean {
  if (f.out !== 'dead' || !has(f, 'unbeatable')) return false;
  use(f, 'unbeatable');
  f.out = null;
  f.undying = { until: roundCount(ctx.s) + 1, bonus: true };
  ctx.events.push({
    type: 'power',
    visibleTo: 'all',
    rule: RULE.unbeatable,
    text: `${f.name} is dead but Unbeatable: he fights on to the end of the next combat round.`,
    data: { seat: f.seat, power: 'unbeatable' },
  });
  return true;
}

/** The +4 of Unbeatable, spent by the first attack or Reaction it counts in (11.3). */
export function unbeatableTerm(f: Fighter): Term[] {
  if (!f.undying?.bonus) return [];
  f.undying.bonus = false;
  return [{ label: 'Unbeatable', value: UNBEATABLE_BONUS, rule: RULE.unbeatable }];
}

/** 11.3: the unbeatable man leaves the arena for good. */
export function finalDeath(ctx: Ctx, f: Fighter, why: string): void {
  f.undying = null;
  f.out = 'dead';
  ctx.events.push({
    type: 'death',
    visibleTo: 'all',
    rule: RULE.unbeatable,
    text: `${why}: ${f.name} falls for good and leaves the arena.`,
    data: { seat: f.seat },
  });
}

/** 11.3: at the end of a combat round, those whose extra round is over fall; at the match's last, all of them. */
export function expireUndying(ctx: Ctx): void {
  const now = roundCount(ctx.s);
  const last = now >= ctx.s.options.turns * 2 + 2;
  for (const seat of ctx.s.seats) {
    const f = ctx.s.fighters[seat] as Fighter;
    if (f.undying && f.out === null && (last || f.undying.until <= now)) finalDeath(ctx, f, 'His last round is over');
  }
}

// ---- Delay's change of order (11.8) ----

/** Delay holders who may change their place in this round's order, in that order (11.8). */
export const delayHolders = (s: GladiatoriState, order: readonly SeatId[]): SeatId[] =>
  order.filter((seat) => (s.fighters[seat] as Fighter).powers.includes('delay'));

/**
 * 11.8: at the start of a round a Delay holder takes the place he names in the order (0 first), using the power,
 * or keeps his (null).
 */
export function delayOrder(
  ctx: Ctx,
  f: Fighter,
  order: SeatId[],
  place: number | null,
): Result<SeatId[], RuleViolation> {
  if (place === null) return ok(order);
  if (!has(f, 'delay')) return violation('no-power', RULE.delay, `${f.name} has no Delay power left`);
  if (!Number.isInteger(place) || place < 0 || place >= order.length)
    return violation('bad-place', RULE.delay, `a place in the order is 0 to ${order.length - 1}, not ${place}`);
  if (order[place] === f.seat)
    return violation('bad-place', RULE.delay, `${f.name} already plays at place ${place}: keep it without the power`);
  use(f, 'delay');
  const next = order.filter((x) => x !== f.seat);
  next.splice(place, 0, f.seat);
  ctx.events.push({
    type: 'power',
    visibleTo: 'all',
    rule: RULE.delay,
    text: `${f.name} uses Delay and plays ${place === 0 ? 'first' : `in place ${place + 1}`} this round.`,
    data: { seat: f.seat, power: 'delay', place },
  });
  return ok(next);
}

// ---- Powers at any time (11.7, 11.9) ----

/** Adaptation and Resistance worth offering to a fighter who has a command to give and is not passive (11.7, 11.9, 12.1). */
export function anyTimePowers(f: Fighter, greedy: (f: Fighter) => Recovery): GladiatoriCommand[] {
  if (f.out !== null || f.passive) return [];
  const out: GladiatoriCommand[] = [];
  if (f.powers.includes('resistance')) out.push({ type: 'power', power: 'resistance', recover: greedy(f) });
  if (f.powers.includes('adaptation') && f.deck.length > 0)
    out.push({
      type: 'power',
      power: 'adaptation',
      toHand: f.deck.slice(0, ADAPTATION_CARDS).map((c) => c.id),
      toDeck: [],
    });
  return out;
}

/** Why this power cannot be used now, outside the owner's own round start, or null (11.2, 11.7, 11.9, 12.1). */
export function anyTimeProblem(f: Fighter, power: string): RuleViolation | null {
  if (power !== 'resistance' && power !== 'adaptation')
    return { code: 'power-not-now', rule: RULE.standUp, message: "Stand up! is used only in its owner's own round" };
  if (f.passive)
    return { code: 'passive-no-powers', rule: RULE.passive, message: `${f.name} is passive and uses no powers` };
  return null;
}

// ---- Resistance in the Rest (11.9, 5.4) ----

/** The fighter as Resistance would leave him (a copy), or why it is refused. */
export function afterResistance(f: Fighter, r: Recovery): Fighter | RuleViolation {
  if (!has(f, 'resistance'))
    return { code: 'no-power', rule: RULE.resistance, message: `${f.name} has no Resistance power left` };
  const problem = recoveryProblem(f, r, RESISTANCE_ELEMENTS, f.discard, RULE.resistance);
  if (problem) return problem;
  const copy = copyFighter(f);
  recover(copy, r, copy.hand);
  return copy;
}

/** 11.9 in the Rest: the power is used and its elements come back (cards to the hand, merged at the turn's end). */
export function restResistance(ctx: Ctx, f: Fighter, r: Recovery): void {
  recover(f, r, f.hand);
  use(f, 'resistance');
  ctx.events.push({
    type: 'power',
    visibleTo: 'all',
    rule: RULE.resistance,
    text: `${f.name} uses Resistance in the Rest.`,
    data: { seat: f.seat, power: 'resistance' },
  });
}
