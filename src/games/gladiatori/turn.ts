/**
 * The turn (5): Choose Cards in secret, player order by VP, two combat rounds of the seven steps (6) played in
 * that order, Rest, End Turn; six turns or one side left (1.1). `play` takes a seat's command to the rule that
 * handles it; every step whose only choice is "nothing" is taken by the engine itself.
 */

import { distance } from '../../core/hex.js';
import type { SeatId } from '../../core/protocol.js';
import { err, ok, type Result, type RuleViolation, violation } from '../../core/result.js';
import {
  addCards,
  approach,
  costTo,
  heldTurnSpent,
  inMelee,
  moveFighter,
  recover,
  recoveryProblem,
  standby,
  takeActionCard,
  targetProblem,
} from './actions.js';
import { actionOnAnimal, animalPending, animalsStartRound, isAnimalTarget, playAnimal } from './animals/index.js';
import { placeStep, startPlacement } from './arena.js';
import { pay, paymentOptions } from './damage.js';
import {
  attack,
  attackerAction,
  declare,
  defend,
  feint,
  finishFight,
  onBalance,
  reflex,
  round,
  type SpecialChoices,
  wrestle,
} from './fight.js';
import { dealPending, dealStep, startDeal } from './items.js';
import {
  afterResistance,
  anyTimeProblem,
  delayHolders,
  delayOrder,
  expireUndying,
  restResistance,
  roundPower,
} from './powers.js';
import { netDuty, throwProblem } from './ranged.js';
import { react, reactionCards } from './reactions.js';
import { expireOverskills, hasMove, startSweep, steady, sweepDeclarationProblem, useSkill } from './specials.js';
import { settleMarkers } from './status.js';
import { wrongStep } from './step-words.js';
import { SECTION, specialMove } from './tables.js';
import type { Card, Ctx, Fight, Fighter, GladiatoriCommand, GladiatoriState, Skill, TableSpot } from './types.js';
import { RULE } from './types.js';
import { award, checkLastSide, fighting, finish, playerOrder, VP } from './victory.js';
import { cardWords } from './words.js';

/** 5.5, 1.1: the match lasts this many turns unless the options say otherwise. */
export const TURNS = 6;
/** 8.4: the Movement action moves up to this many hexes. */
export const MOVEMENT_POINTS = 3;

const living = (s: GladiatoriState): Fighter[] => s.seats.map((x) => s.fighters[x] as Fighter).filter(fighting);

/** 5.1: a new turn; every card a fighter still holds lies in his deck, to be split into hand and hit-point deck. */
export function startTurn(ctx: Ctx): void {
  const { s } = ctx;
  s.turn += 1;
  s.phase = { kind: 'choose' };
  ctx.events.push({
    type: 'turn',
    visibleTo: 'all',
    rule: RULE.turn,
    text: `Turn ${s.turn} of ${s.options.turns}: each player chooses his hand in secret.`,
    data: { turn: s.turn },
  });
}

/**
 * 4, 9: the match opens with the items dealt (unless each takes his usual pair) and, with free placement, the
 * miniatures placed; then the first turn begins.
 */
export function beginMatch(ctx: Ctx): void {
  const o = ctx.s.options;
  if (o.itemMethod !== 'preset') startDeal(ctx, o.itemMethod);
  else if (o.freePlacement || o.startChoice) startPlacement(ctx, playerOrder(ctx.s));
  else startTurn(ctx);
}

/** The deal or the placement is complete: on to the next part of the set-up. */
function beginPlay(ctx: Ctx): void {
  ctx.s.sealed = {};
  const o = ctx.s.options;
  if (ctx.s.phase.kind === 'deal' && (o.freePlacement || o.startChoice)) startPlacement(ctx, playerOrder(ctx.s));
  else startTurn(ctx);
}

/** Seats whose command is awaited. */
export function pendingSeats(s: GladiatoriState): SeatId[] {
  const p = s.phase;
  if (p.kind === 'choose' || p.kind === 'rest')
    return living(s)
      .map((f) => f.seat)
      .filter((seat) => !Object.hasOwn(s.sealed, seat));
  if (p.kind === 'deal') return dealPending(s, p.deal);
  if (p.kind === 'place') return [p.order[p.index] as SeatId];
  if (p.kind !== 'round') return [];
  // 17.6: a fight with an animal waits on its gladiator before anything else.
  const withAnimal = animalPending(s);
  if (withAnimal !== null) return [withAnimal];
  if (p.step === 'order') return [(p.delaying as SeatId[])[0] as SeatId];
  const current = p.order[p.index] as SeatId;
  const f = p.fight;
  if (!f) return [current];
  const attackerActs =
    f.step === 'attack' ||
    f.step === 'attackerFeint' ||
    (f.step === 'balance' && f.balanceAgainst === 'defender') ||
    (f.step === 'after' && f.after[0] !== 'reflexDefender');
  return [attackerActs ? f.attacker : f.defender];
}

/** Which seat plays first among these fighters this round (5.2), announced. */
function startRound(ctx: Ctx, n: 1 | 2): void {
  const { s } = ctx;
  for (const f of living(s)) {
    f.passive = false;
    f.delayed = false;
  }
  const order = playerOrder(s);
  s.phase = {
    kind: 'round',
    round: n,
    order,
    index: 0,
    step: 'start',
    extraDone: false,
    entered: 0,
    actionSpot: null,
    actionNew: false,
    fight: null,
  };
  // 11.8: holders of Delay may first change their place in this order.
  const delaying = delayHolders(s, order);
  if (delaying.length > 0) Object.assign(s.phase, { step: 'order', delaying });
  ctx.events.push({
    type: 'order',
    visibleTo: 'all',
    rule: RULE.playerOrder,
    text: `Combat round ${n}: ${order.map((x) => (s.fighters[x] as Fighter).name).join(', ')}.`,
    data: { round: n, order },
  });
  // 17.6: the animals act before the gladiators, once the Delay holders have taken their places (11.8, HOUSE).
  if (delaying.length === 0) animalsStartRound(ctx, n);
}

/** 6.8: the current player's combat round ends: the Action card is rotated, combat cards go to the discard, markers take hold. */
export function endPlayerRound(ctx: Ctx): void {
  const { s } = ctx;
  const r = round(ctx);
  const current = s.fighters[r.order[r.index] as SeatId] as Fighter;
  const spot = r.actionSpot === null ? null : (current.table[r.actionSpot] as TableSpot | undefined);
  if (spot && !spot.standby) {
    spot.rotated = true;
    spot.faceDown = false;
  }
  for (const f of s.seats.map((x) => s.fighters[x] as Fighter)) {
    f.discard.push(...f.played);
    f.played = [];
    f.playedShown = false;
    settleMarkers(ctx, f);
    for (const t of f.table) if (!t.standby) t.faceDown = false;
  }
  netDuty(ctx);
  if (s.options.passiveLasts === 'ownTurn') current.passive = false;
  // 6.5: help not used by the end of the ally's own next round is lost.
  current.helped = null;
  if (checkLastSide(ctx)) return;
  let next = r.index + 1;
  while (next < r.order.length && !fighting(s.fighters[r.order[next] as SeatId] as Fighter)) next += 1;
  if (next >= r.order.length) {
    expireUndying(ctx);
    if (checkLastSide(ctx)) return;
  }
  if (next < r.order.length) {
    Object.assign(r, {
      index: next,
      step: 'start',
      extraDone: false,
      entered: 0,
      actionSpot: null,
      actionNew: false,
      fight: null,
    });
    return;
  }
  if (r.round === 1) startRound(ctx, 2);
  else startRest(ctx);
}

/** 5.4: the Action cards of the turn go to the discard pile; each player then decides on his Endurance. */
function startRest(ctx: Ctx): void {
  const { s } = ctx;
  for (const f of living(s)) {
    f.discard.push(...f.table.map((t) => t.card));
    f.table = [];
  }
  s.phase = { kind: 'rest' };
  ctx.events.push({
    type: 'rest',
    visibleTo: 'all',
    rule: RULE.rest,
    text: "Rest: the turn's Action cards go to the discard piles.",
  });
}

/** 5.4, 5.5: every Rest is in: recoveries are made, hand and hit-point deck become one deck, and the next turn begins. */
function endTurn(ctx: Ctx): void {
  const { s } = ctx;
  for (const f of living(s)) {
    const cmd = s.sealed[f.seat] as GladiatoriCommand & { type: 'rest' };
    if (cmd.resistance) restResistance(ctx, f, cmd.resistance);
    if (cmd.endurance) {
      const n = cmd.recover.cards.length + cmd.recover.offense + cmd.recover.guard;
      recover(f, cmd.recover, f.deck);
      useSkill(f, 'endurance');
      ctx.events.push({
        type: 'endurance',
        visibleTo: 'all',
        rule: RULE.rest,
        text: `${f.name} uses his Endurance and recovers ${n} element${n === 1 ? '' : 's'}.`,
        data: { seat: f.seat, elements: n },
      });
    }
    f.deck.push(...f.hand);
    f.hand = [];
    expireOverskills(f);
  }
  s.sealed = {};
  if (s.turn >= s.options.turns) finish(ctx, 'six turns');
  else {
    if (s.options.game === 'learning') stepUpLevel(ctx);
    startTurn(ctx);
  }
}

/**
 * 13, the learning path: after turn 1 each fighter's special move cards join his deck (the Light game), after
 * turn 2 his powers join his sheet (the Normal game). A fighter already out takes nothing.
 */
function stepUpLevel(ctx: Ctx): void {
  const { s } = ctx;
  if (s.turn !== 1 && s.turn !== 2) return;
  for (const f of living(s)) {
    if (s.turn === 1) {
      // Card ids run from 1 without a gap (invariants.ts): the new cards take the next numbers.
      const next =
        f.hand.length + f.deck.length + f.discard.length + f.table.length + f.played.length + f.removed.length + 1;
      f.deck.push(...f.moves.map((move, n): Card => ({ id: `${f.seat}${next + n}`, kind: 'specialMove', move })));
    } else {
      f.powers.push(...f.laterPowers);
      f.laterPowers = [];
    }
  }
  ctx.events.push({
    type: 'game-level',
    visibleTo: 'all',
    rule: RULE.gameLevels,
    text:
      s.turn === 1
        ? 'The Light game from now on: each player adds his special move cards to his deck.'
        : 'The Normal game from now on: each player adds his powers to his sheet.',
    data: { level: s.turn === 1 ? 'light' : 'normal' },
  });
}

/** Why a Rest recovery is refused, or null (5.4): Endurance's value in discarded cards and skill points, never Endurance itself. */
export function restProblem(fighter: Fighter, cmd: GladiatoriCommand & { type: 'rest' }): RuleViolation | null {
  // 11.9: Resistance used in the Rest comes first; Endurance is judged on what it leaves.
  const after = cmd.resistance ? afterResistance(fighter, cmd.resistance) : fighter;
  if ('code' in after) return after;
  const f = after;
  const r = cmd.recover;
  const n = r.cards.length + r.blood + r.speed + r.offense + r.guard;
  if (!cmd.endurance)
    return n > 0
      ? { code: 'no-endurance', rule: RULE.rest, message: 'nothing is recovered without using Endurance' }
      : null;
  if (f.skills.endurance <= 0)
    return { code: 'no-endurance', rule: RULE.rest, message: `${f.name} has no Endurance left` };
  if (r.blood > 0 || r.speed > 0)
    return {
      code: 'bad-recovery',
      rule: RULE.rest,
      message: 'a Rest recovers cards and skill points, not Blood or Speed',
    };
  return recoveryProblem(f, r, f.skills.endurance, f.discard, RULE.rest);
}

/** 5.1: the hand chosen from the deck; every other card forms the hit-point deck. */
function chooseProblem(f: Fighter, hand: string[]): RuleViolation | null {
  if (new Set(hand).size !== hand.length)
    return { code: 'card-twice', rule: RULE.chooseCards, message: 'a card is named twice' };
  for (const id of hand)
    if (!f.deck.some((c) => c.id === id))
      return { code: 'card-not-in-deck', rule: RULE.chooseCards, message: `card ${id} is not in ${f.name}'s deck` };
  return null;
}

function applyChoices(ctx: Ctx): void {
  const { s } = ctx;
  for (const f of living(s)) {
    const cmd = s.sealed[f.seat] as GladiatoriCommand & { type: 'choose' };
    const keep = new Set(cmd.hand);
    f.hand = f.deck.filter((c) => keep.has(c.id));
    f.deck = f.deck.filter((c) => !keep.has(c.id));
    ctx.events.push({
      type: 'chosen',
      visibleTo: 'all',
      rule: RULE.chooseCards,
      text: `${f.name} holds ${f.hand.length} cards and keeps ${f.deck.length} in his hit-point deck.`,
      data: { seat: f.seat, hand: f.hand.length, deck: f.deck.length },
    });
  }
  s.sealed = {};
  startRound(ctx, 1);
}

/** Plays the command of a pending seat. */
export function play(ctx: Ctx, seat: SeatId, cmd: GladiatoriCommand): Result<void, RuleViolation> {
  const { s } = ctx;
  const f = s.fighters[seat] as Fighter;
  const p = s.phase;
  if (p.kind === 'choose' || p.kind === 'rest') {
    const problem =
      p.kind === 'choose'
        ? cmd.type === 'choose'
          ? chooseProblem(f, cmd.hand)
          : wrong(cmd, 'choose', RULE.chooseCards)
        : cmd.type === 'rest'
          ? restProblem(f, cmd)
          : wrong(cmd, 'rest', RULE.rest);
    if (problem) return err(problem);
    s.sealed[seat] = cmd;
    ctx.events.push({
      type: 'sealed',
      visibleTo: 'all',
      rule: p.kind === 'choose' ? RULE.chooseCards : RULE.rest,
      text: `${f.name} has made his choice.`,
      data: { seat },
    });
    if (pendingSeats(s).length === 0) {
      if (p.kind === 'choose') applyChoices(ctx);
      else endTurn(ctx);
    }
    return ok(undefined);
  }
  if (p.kind === 'deal' || p.kind === 'place') {
    const done = p.kind === 'deal' ? dealStep(ctx, p.deal, seat, cmd) : placeStep(ctx, p, seat, cmd);
    if (!done.ok) return done;
    if (done.value) beginPlay(ctx);
    return ok(undefined);
  }
  if (p.kind !== 'round') return violation('match-over', RULE.duration, 'the match is over');
  if (animalPending(s) !== null) return playAnimal(ctx, cmd);
  if (p.step === 'order') {
    if (cmd.type !== 'order') return err(wrong(cmd, 'order', RULE.delay));
    const order = delayOrder(ctx, f, p.order, cmd.place);
    if (!order.ok) return order;
    p.order = order.value;
    p.delaying = (p.delaying as SeatId[]).slice(1);
    if (p.delaying.length === 0) {
      p.step = 'start';
      delete p.delaying;
      animalsStartRound(ctx, p.round);
    }
    return ok(undefined);
  }
  // 11.2, 11.7, 11.9: powers used outside the start of the owner's round, at any step he has a command to give.
  // Not while damage is being paid: the cards that pay it are already counted (HOUSE).
  if (cmd.type === 'power' && (p.fight || p.step === 'move') && p.fight?.step !== 'pay') {
    const current = p.order[p.index] === seat;
    const passive =
      p.fight !== null && p.fight.defender === seat && p.fight.reaction === null && p.fight.step !== 'react';
    const problem =
      cmd.power === 'standUp' && current
        ? null
        : passive
          ? { code: 'passive-no-powers', rule: RULE.passive, message: `${f.name} did not react and is passive` }
          : anyTimeProblem(f, cmd.power);
    if (problem) return err(problem);
    return roundPower(ctx, f, cmd);
  }
  const result = p.fight ? fightStep(ctx, p.fight, cmd) : roundStep(ctx, f, cmd);
  if (!result.ok) return result;
  settle(ctx);
  return ok(undefined);
}

const extraOf = (cmd: { rage?: string; overskill?: { skill: Skill; points: number } }): SpecialChoices => ({
  ...(cmd.rage !== undefined ? { rage: cmd.rage } : {}),
  ...(cmd.overskill !== undefined ? { overskill: cmd.overskill } : {}),
});

/** A command the step does not take, refused in words (step-words.ts). */
function wrong(
  cmd: GladiatoriCommand,
  expected: GladiatoriCommand['type'] | GladiatoriCommand['type'][],
  rule: string,
): RuleViolation {
  return wrongStep(cmd, Array.isArray(expected) ? expected : [expected], rule);
}

/** The current player's steps before a fight (6.1-6.4, 8). */
function roundStep(ctx: Ctx, f: Fighter, cmd: GladiatoriCommand): Result<void, RuleViolation> {
  const r = round(ctx);
  const { s } = ctx;
  if (r.step === 'move') {
    if (cmd.type !== 'move') return err(wrong(cmd, 'move', RULE.movement));
    const cost = costTo(s, f, MOVEMENT_POINTS, cmd.to, cmd.facing);
    if (cost === null && heldTurnSpent(s, f))
      return violation(
        'turned-held-down',
        f.trapped > 0 ? RULE.trapped : RULE.faceDown,
        `${f.name} is held down and has turned once this round already: he stays as he is`,
      );
    if (cost === null)
      return violation(
        'out-of-reach',
        RULE.movement,
        `${f.name} cannot reach that hex and facing with ${MOVEMENT_POINTS} movement points`,
      );
    moveFighter(ctx, f, cmd.to, cmd.facing, RULE.movement);
    endPlayerRound(ctx);
    return ok(undefined);
  }
  switch (cmd.type) {
    case 'extra': {
      if (r.extraDone)
        return violation('extra-done', RULE.extraMovement, 'extra movement is made once, at the start of the round');
      const cost = costTo(s, f, f.speed, cmd.to, cmd.facing);
      if (cost === null)
        return violation(
          'out-of-reach',
          RULE.extraMovement,
          `${f.name} cannot reach that hex and facing with ${f.speed} Speed`,
        );
      f.speed -= cost;
      r.extraDone = true;
      r.entered = distance(f.at, cmd.to);
      moveFighter(ctx, f, cmd.to, cmd.facing, RULE.extraMovement);
      return ok(undefined);
    }
    case 'steady':
      return steady(ctx, f, cmd.marker, cmd.spend);
    case 'power':
      return roundPower(ctx, f, cmd);
    case 'surrender':
      award(ctx, f, VP.surrender, 'surrender', RULE.vpBonuses);
      f.out = 'surrendered';
      ctx.events.push({
        type: 'surrender',
        visibleTo: 'all',
        rule: RULE.vpBonuses,
        text: `${f.name} surrenders.`,
        data: { seat: f.seat },
      });
      endPlayerRound(ctx);
      return ok(undefined);
    case 'pass':
      f.passive = true;
      ctx.events.push({
        type: 'pass',
        visibleTo: 'all',
        rule: RULE.passive,
        text: `${f.name} passes and is passive.`,
        data: { seat: f.seat },
      });
      endPlayerRound(ctx);
      return ok(undefined);
    case 'standby': {
      const done = standby(ctx, f, cmd.card, cmd.recover);
      if (!done.ok) return done;
      endPlayerRound(ctx);
      return ok(undefined);
    }
    case 'action':
      return takeAction(ctx, f, cmd);
    default:
      return err(wrong(cmd, ['extra', 'steady', 'power', 'action', 'standby', 'pass', 'surrender'], RULE.action));
  }
}

function takeAction(ctx: Ctx, f: Fighter, cmd: GladiatoriCommand & { type: 'action' }): Result<void, RuleViolation> {
  const r = round(ctx);
  const { s } = ctx;
  if (isAnimalTarget(s, cmd.target)) return actionOnAnimal(ctx, f, cmd);
  r.actionNew = f.hand.some((c) => c.id === cmd.card);
  const spot = takeActionCard(f, cmd.card, true, RULE.action);
  if (!spot.ok) return spot;
  r.actionSpot = spot.value;
  const type = (f.table[spot.value] as TableSpot).card.action;
  const added = addCards(f, cmd.add, RULE.addToAction, cmd.target === null ? 'other' : 'attack');
  if (!added.ok) return added;
  ctx.events.push({
    type: 'action',
    visibleTo: 'all',
    rule: RULE.action,
    text: r.actionNew
      ? `${f.name} plays a new Action card face-down and lays ${cmd.add.length} card${cmd.add.length === 1 ? '' : 's'} on it.`
      : `${f.name} re-uses his ${cardWords((f.table[spot.value] as TableSpot).card)} card for ${f.table.length - spot.value} Blood and lays ${cmd.add.length} card${cmd.add.length === 1 ? '' : 's'} on it.`,
    data: { seat: f.seat, added: cmd.add.length },
  });
  if (type === 'movement') {
    if (cmd.target !== null)
      return violation('movement-attacks-nobody', RULE.movement, 'the Movement action attacks nobody');
    r.step = 'move';
    return ok(undefined);
  }
  if (cmd.target === null) {
    endPlayerRound(ctx);
    return ok(undefined);
  }
  const sweepBad = sweepDeclarationProblem(s, f, cmd);
  if (sweepBad) return violation('bad-sweep', RULE.sweep, sweepBad);
  const problem =
    cmd.sweep !== undefined
      ? null
      : cmd.throw !== undefined
        ? throwProblem(s, f, cmd.throw, cmd.target)
        : targetProblem(s, f, cmd.target);
  if (problem) return violation('bad-target', RULE.fightDeclaration, `no fight: ${problem}`);
  if (
    cmd.throw !== undefined &&
    f.played.some((c) => c.kind === 'specialMove' && specialMove(c.move).restrictions.includes('melee'))
  )
    return violation('melee-only', RULE.throwing, 'a move for melee only cannot go with a thrown weapon or the net');
  const d = s.fighters[cmd.target] as Fighter;
  const breaking = f.played.some((c) => c.kind === 'specialMove' && c.move === 'breakItem');
  if (breaking !== (cmd.item !== undefined))
    return violation(
      'break-item-target',
      RULE.breakItem,
      breaking ? 'Break Item needs the item to break, named now' : 'an item is named only with Break Item',
    );
  if (cmd.item !== undefined && !d.items.some((i) => i.id === cmd.item))
    return violation('break-item-target', RULE.breakItem, `${d.name} has no item "${cmd.item}" in play`);
  if (cmd.help !== undefined) {
    const why = helpProblem(s, f, d, cmd.help);
    if (why) return violation('cannot-help', RULE.helpAlly, why);
  }
  r.fight = declare(ctx, f, d, cmd.item ?? null, cmd.throw ?? null);
  if (cmd.sweep !== undefined) startSweep(ctx, r.fight, f, cmd.sweep);
  if (cmd.help !== undefined) {
    r.fight.help = cmd.help;
    r.fight.step = 'attack';
  }
  r.step = 'fight';
  return ok(undefined);
}

function fightStep(ctx: Ctx, fight: Fight, cmd: GladiatoriCommand): Result<void, RuleViolation> {
  if ((cmd.type === 'attack' || cmd.type === 'defend') && cmd.spend !== undefined)
    return violation('not-an-animal', SECTION.animalRuleChanges, 'a power is given up for +2 only against an animal');
  switch (fight.step) {
    case 'react':
      return cmd.type === 'react' ? react(ctx, fight, cmd.card, cmd.add) : err(wrong(cmd, 'react', RULE.reaction));
    case 'attack':
      return cmd.type === 'attack'
        ? attack(ctx, fight, cmd.offense, cmd.blood, cmd.sacrifice, cmd.powers, extraOf(cmd))
        : err(wrong(cmd, 'attack', RULE.finalAttack));
    case 'balance':
      return cmd.type === 'balance'
        ? onBalance(ctx, fight, cmd.spend)
        : err(wrong(cmd, 'balance', RULE.unbalancingStrike));
    case 'defend':
      return cmd.type === 'defend'
        ? defend(ctx, fight, cmd.guard, cmd.speed, cmd.sacrifice, cmd.delay, extraOf(cmd))
        : err(wrong(cmd, 'defend', RULE.finalDefence));
    case 'attackerFeint':
    case 'defenderFeint':
      return cmd.type === 'feint' ? feint(ctx, fight, cmd.card) : err(wrong(cmd, 'feint', RULE.feint));
    case 'pay': {
      if (cmd.type !== 'pay') return err(wrong(cmd, 'pay', RULE.injuries));
      const paid = pay(ctx, fight, cmd.cards);
      if (!paid.ok) return paid;
      finishFight(ctx, fight);
      return ok(undefined);
    }
    case 'after':
      if (fight.after[0] === 'wrestle')
        return cmd.type === 'wrestle' ? wrestle(ctx, fight, cmd.to) : err(wrong(cmd, 'wrestle', RULE.wrestling));
      return cmd.type === 'reflex' ? reflex(ctx, fight, cmd.to, cmd.facing) : err(wrong(cmd, 'reflex', RULE.reflex));
  }
}

/**
 * Takes every step that offers no choice (a defender with nothing to react with, values with no skill or ability
 * to add, a payment that can be made only one way), and ends the player's round when his fight is over.
 */
function settle(ctx: Ctx): void {
  for (;;) {
    const p = ctx.s.phase;
    if (p.kind !== 'round' || p.step !== 'fight') return;
    const fight = p.fight;
    if (!fight) {
      endPlayerRound(ctx);
      return;
    }
    const a = ctx.s.fighters[fight.attacker] as Fighter;
    const d = ctx.s.fighters[fight.defender] as Fighter;
    if (fight.step === 'react' && reactionCards(a, d).length === 0) react(ctx, fight, null, []);
    else if (
      fight.step === 'attack' &&
      a.skills.offense <= 0 &&
      (attackerAction(ctx) !== 'berserk' || a.blood === 0) &&
      !(hasMove(a, 'sacrifice') && a.hand.length > 0) &&
      !hasMove(a, 'rage') &&
      !hasMove(a, 'overskill')
    )
      attack(ctx, fight, false, 0);
    else if (
      fight.step === 'defend' &&
      d.skills.guard <= 0 &&
      (fight.reaction !== 'dodge' || d.speed === 0) &&
      !(hasMove(d, 'sacrifice') && d.hand.length > 0) &&
      !hasMove(d, 'rage') &&
      !hasMove(d, 'overskill')
    )
      defend(ctx, fight, false, 0);
    else if (fight.step === 'pay' && paymentOptions(d, fight.damage).length === 1) {
      pay(ctx, fight, paymentOptions(d, fight.damage)[0] as string[]);
      finishFight(ctx, fight);
    } else return;
  }
}

/** Why this fighter cannot help his ally against this foe now, or null (6.5). */
export function helpProblem(s: GladiatoriState, f: Fighter, foe: Fighter, allySeat: SeatId): string | null {
  const ally = s.fighters[allySeat];
  if (!ally || ally.seat === f.seat || ally.side !== f.side || !fighting(ally))
    return `"${allySeat}" is not a fighting ally`;
  if (!inMelee(ally, foe)) return `${ally.name} is not in melee with ${foe.name}`;
  if (approach(f, foe) !== 'front') return `help never comes from behind ${foe.name}`;
  return null;
}
