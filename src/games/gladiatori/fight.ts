/**
 * Fight resolution (7.1-7.4, 8.2-8.6): the attacker shows his cards and announces his Final Attack Value, the
 * defender his Final Defence Value, each may then feint, and a positive margin deals damage. Every term of both
 * values is kept, so the log can explain the fight; only the totals are announced to the table.
 */

import { type Direction, distance, type Hex, hexEq, neighbours } from '../../core/hex.js';
import type { SeatId } from '../../core/protocol.js';
import { ok, type Result, type RuleViolation, violation } from '../../core/result.js';
import { approach, areFoes, costTo, inArena, moveFighter } from './actions.js';
import { canPay, damagePoints, itemHp, payWithLife } from './damage.js';
import { itemValues, itemWords } from './items.js';
import { type AttackPowers, attackPowers, delay, delayTerm, finalDeath, unbeatableTerm, undoPowers } from './powers.js';
import { holdWithNet, NET_MARKERS, netDuty, throwTerms } from './ranged.js';
import { balance, hasMove, moveTerms, overskill, rage, sweepTerm, undoRage, useSkill } from './specials.js';
import { statusTerms } from './status.js';
import { type ActionType, REACTION_OF } from './tables.js';
import type {
  Card,
  Ctx,
  Elements,
  Fight,
  Fighter,
  GladiatoriState,
  Item,
  OverskillTaken,
  Phase,
  RageSwap,
  Skill,
  SkillUse,
  TableSpot,
  Term,
} from './types.js';
import { energyOf, RULE } from './types.js';
import { award, fighting, VP } from './victory.js';
import { cardsWords, cardWords, hexWords, wayWords } from './words.js';

type Round = Phase & { kind: 'round' };

export const round = (ctx: Ctx): Round => {
  if (ctx.s.phase.kind !== 'round') throw new Error('no combat round in progress');
  return ctx.s.phase;
};

/** Berserk: +2 a Blood point, at most +6 (8.5). Dodge: +2 a Speed point, at most +4 (8.4). */
export const BERSERK_PER_BLOOD = 2;
export const BERSERK_MAX_BLOOD = 3;
export const DODGE_PER_SPEED = 2;
export const DODGE_MAX_SPEED = 2;
export const OPPOSE_BONUS = 5;
export const MATCHING_BONUS = 5;
export const BEHIND_PENALTY = -3;

/** Dexterity's bonus: half the cards in the hand, rounded down (8.3). */
export const dexterityBonus = (f: Fighter): number => Math.floor(f.hand.length / 2);
const energy = (cards: Card[]): number => cards.reduce((s, c) => s + energyOf(c), 0);

export function attackerAction(ctx: Ctx): ActionType {
  const r = round(ctx);
  const a = ctx.s.fighters[(r.fight as Fight).attacker] as Fighter;
  return (a.table[r.actionSpot as number] as TableSpot).card.action;
}

/** Starts a fight against the target (6.4); the defender's Reaction is awaited next. */
export function declare(
  ctx: Ctx,
  a: Fighter,
  d: Fighter,
  breakItem: string | null = null,
  thrown: string | null = null,
): Fight {
  const from = approach(a, d);
  const fight: Fight = {
    attacker: a.seat,
    defender: d.seat,
    fromBehind: from !== 'front',
    reaction: null,
    reactionSpot: null,
    reactionNew: false,
    attack: null,
    defence: null,
    effectiveAttack: null,
    attackTerms: [],
    defenceTerms: [],
    cardsUsed: 1 + a.played.length,
    step: 'react',
    damage: 0,
    offenseUsed: null,
    guardUsed: null,
    bloodSpent: 0,
    speedSpent: 0,
    balanceAgainst: null,
    breakItem,
    thrown,
    net: a.items.find((i) => i.id === thrown)?.card.net ?? false,
    hexes: distance(a.at, d.at),
    wrestling: false,
    help: null,
    after: [],
    sacrificed: [],
    attackerPowers: [],
    defenderPowers: [],
    lunged: [],
    extraDamage: 0,
    sweep: null,
  };
  ctx.events.push({
    type: 'fight',
    visibleTo: 'all',
    rule: RULE.fightDeclaration,
    text: `${a.name} declares a fight against ${d.name}${from === 'front' ? '' : ' from behind'}.`,
    data: { attacker: a.seat, defender: d.seat, fromBehind: fight.fromBehind },
  });
  return fight;
}

function reveal(ctx: Ctx, f: Fighter, spot: number | null, what: string): void {
  const t = spot === null ? null : (f.table[spot] as TableSpot);
  if (t) t.faceDown = false;
  f.playedShown = true;
  const cards = cardsWords(f.played);
  ctx.events.push({
    type: 'reveal',
    visibleTo: 'all',
    rule: RULE.actionResolution,
    text: `${f.name} shows his ${what}${t ? ` (${cardWords(t.card)} card)` : ''}${cards ? ` with ${cards}` : ''}.`,
    data: { seat: f.seat, action: t?.card.action ?? null, cards: f.played },
  });
}

const itemLabel = (i: Item): string => `${itemWords(i.card)}${i.damaged ? ', damaged' : ''}`;
const total = (terms: Term[]): number => terms.reduce((s, t) => s + t.value, 0);

/** 7.1: the attacker works out his Final Attack Value; a value below 1 makes the attack null. */
export function attack(
  ctx: Ctx,
  fight: Fight,
  offense: boolean,
  blood: number,
  sacrifice?: string,
  powers?: AttackPowers,
  extra: SpecialChoices = {},
): Result<void, RuleViolation> {
  const r = round(ctx);
  const a = ctx.s.fighters[fight.attacker] as Fighter;
  const type = attackerAction(ctx);
  if (blood !== 0 && type !== 'berserk')
    return violation('blood-only-berserk', RULE.berserk, 'Blood adds to the attack only with a Berserk action');
  if (blood < 0 || blood > BERSERK_MAX_BLOOD || blood > a.blood)
    return violation(
      'bad-blood',
      RULE.berserk,
      `Berserk takes 0 to ${Math.min(BERSERK_MAX_BLOOD, a.blood)} Blood, not ${blood}`,
    );
  if (offense && a.skills.offense <= 0)
    return violation('no-offense', RULE.skills, `${a.name} has no Offense points left`);
  if (fight.sweep && powers?.wrestling)
    return violation('wrestling-one-target', RULE.wrestling, 'Wrestling throws the one man attacked, not a Sweep');
  const special = specialChoices(ctx, a, extra, 'attack');
  if (!special.ok) return special;
  if (special.value.overskill) fight.attackerOverskill = special.value.overskill;
  if (special.value.rage) fight.attackerRage = special.value.rage;
  reveal(ctx, a, r.actionSpot, 'Action');
  // Powers first: cards a Lunge discards are out of the hand before Dexterity counts it.
  const powerTerms: Term[] = [];
  if (powers) {
    const p = attackPowers(ctx, a, powers, r.entered);
    if (!p.ok) return p;
    powerTerms.push(...p.value.terms);
    fight.extraDamage += p.value.damage;
    fight.attackerPowers = p.value.used;
    fight.lunged = p.value.lunged.map((c) => c.id);
    fight.wrestling = p.value.used.includes('wrestling');
  }
  const terms: Term[] = [];
  if (type === 'strength')
    terms.push({ label: 'Strength bonus (energy)', value: energy(a.played), rule: RULE.strength });
  if (type === 'dexterity')
    terms.push({ label: 'Dexterity bonus (half the hand)', value: dexterityBonus(a), rule: RULE.dexterity });
  if (type === 'berserk')
    terms.push({ label: `Berserk bonus (${blood} Blood)`, value: BERSERK_PER_BLOOD * blood, rule: RULE.berserk });
  for (const i of a.items) {
    const v = itemValues(i.card, i.damaged).attack;
    if (v !== 0) terms.push({ label: itemLabel(i), value: v, rule: RULE.finalAttack });
    if (i.id === fight.thrown) terms.push(...throwTerms(i, fight.hexes, v));
  }
  let offenseUse: SkillUse | null = null;
  if (offense) {
    terms.push({ label: 'Offense skill', value: a.skills.offense, rule: RULE.skills });
    offenseUse = useSkill(a, 'offense');
  }
  terms.push(...statusTerms(a));
  terms.push(...allyTerm(a, fight.defender));
  const moves = moveTerms(a, sacrifice);
  if (!moves.ok) return moves;
  terms.push(...moves.value);
  if (sacrifice !== undefined) fight.sacrificed.push(sacrifice);
  terms.push(...powerTerms);
  terms.push(...unbeatableTerm(a));
  if (fight.sweep) terms.push(sweepTerm(fight.sweep.index));
  a.blood -= blood;
  fight.offenseUsed = offenseUse;
  fight.bloodSpent = blood;
  fight.attackTerms = terms;
  fight.attack = total(terms);
  announce(ctx, a, 'Final Attack Value', fight.attack, terms, RULE.finalAttack);
  const d = ctx.s.fighters[fight.defender] as Fighter;
  if (fight.help !== null) {
    giveHelp(ctx, fight, a, d);
    return ok(undefined);
  }
  if (hasMove(a, 'unbalancingStrike') && !d.faceDown) {
    fight.balanceAgainst = 'attacker';
    fight.step = 'balance';
    return ok(undefined);
  }
  afterAttack(ctx, fight);
  return ok(undefined);
}

/** 6.5: +1 for every 4 points of the helper's Final Attack Value, for the ally's next fight with that foe. */
export const HELP_DIVISOR = 4;
function giveHelp(ctx: Ctx, fight: Fight, helper: Fighter, foe: Fighter): void {
  const ally = ctx.s.fighters[fight.help as SeatId] as Fighter;
  const value = Math.max(0, Math.floor((fight.attack as number) / HELP_DIVISOR));
  if (value > 0) ally.helped = { against: foe.seat, value };
  ctx.events.push({
    type: 'help',
    visibleTo: 'all',
    rule: RULE.helpAlly,
    text: `${helper.name} helps ${ally.name} against ${foe.name}: +${value} to his next attack or defence against him.`,
    data: { helper: helper.seat, ally: ally.seat, against: foe.seat, value },
  });
  round(ctx).fight = null;
}

/** The ally bonus, used up by the fight it counts in (6.5). */
function allyTerm(f: Fighter, foe: SeatId): Term[] {
  if (!f.helped || f.helped.against !== foe) return [];
  const value = f.helped.value;
  f.helped = null;
  return [{ label: 'ally bonus', value, rule: RULE.helpAlly }];
}

/** Rage and Overskill choices made at the resolution (10.4, 10.5). */
export interface SpecialChoices {
  rage?: string;
  overskill?: { skill: Skill; points: number };
}

/** What the choices did, so that a Feint can take it back (7.3). */
interface SpecialsDone {
  overskill?: OverskillTaken;
  rage?: RageSwap;
}

/** Applies the choices: the Rage first, whose card may be the Overskill (10.5: it counts at once). */
function specialChoices(
  ctx: Ctx,
  f: Fighter,
  c: SpecialChoices,
  use: 'attack' | 'defence',
): Result<SpecialsDone, RuleViolation> {
  const out: SpecialsDone = {};
  if (c.rage !== undefined) {
    const done = rage(f, c.rage, use);
    if (!done.ok) return done;
    out.rage = done.value;
  }
  if (c.overskill === undefined) return ok(out);
  const before = f.skills[c.overskill.skill];
  const done = overskill(f, c.overskill.skill, c.overskill.points, ctx.s.options.overskillCap);
  if (!done.ok) return done;
  out.overskill = { skill: c.overskill.skill, points: c.overskill.points, before };
  return ok(out);
}

/** A null attack ends the fight (7.1); otherwise the defender works out his value. */
function afterAttack(ctx: Ctx, fight: Fight): void {
  if ((fight.attack as number) >= 1) {
    fight.step = 'defend';
    return;
  }
  const a = ctx.s.fighters[fight.attacker] as Fighter;
  spendThrown(ctx, fight);
  ctx.events.push({
    type: 'null-attack',
    visibleTo: 'all',
    rule: RULE.finalAttack,
    text: `${a.name}'s Final Attack Value is not positive: the attack is null.`,
  });
  finishFight(ctx, fight);
}

/** After both values: the attacker may feint, else the fight is resolved (7.3). */
function afterDefence(ctx: Ctx, fight: Fight): void {
  const a = ctx.s.fighters[fight.attacker] as Fighter;
  // 10.1: a Sweep is feinted, all of it, at its first target only.
  if (hasFeint(a) && (fight.sweep?.index ?? 0) === 0) fight.step = 'attackerFeint';
  else resolve(ctx, fight);
}

/** 10.7: the other side answers an Unbalancing Strike; the fight then goes on where it stood. */
export function onBalance(ctx: Ctx, fight: Fight, e: Elements | null): Result<void, RuleViolation> {
  const against = fight.balanceAgainst;
  const f = ctx.s.fighters[against === 'attacker' ? fight.defender : fight.attacker] as Fighter;
  const done = balance(ctx, f, e);
  if (!done.ok) return done;
  fight.balanceAgainst = null;
  if (against === 'attacker') afterAttack(ctx, fight);
  else afterDefence(ctx, fight);
  return ok(undefined);
}

/** A Final Attack or Defence Value: the figure for everyone, its terms for its owner alone (7.1, 7.2). */
export function announce(ctx: Ctx, f: Fighter, what: string, value: number, terms: Term[], rule: string): void {
  ctx.events.push({
    type: 'value',
    visibleTo: 'all',
    rule,
    text: `${f.name}: ${what} ${value}.`,
    data: { seat: f.seat, value },
  });
  const detail = terms.map((t) => `${t.value >= 0 ? '+' : ''}${t.value} ${t.label} (${t.rule})`).join(', ');
  ctx.events.push({
    type: 'value-terms',
    visibleTo: [f.seat],
    rule,
    text: `${what} ${value} = ${detail || 'nothing'}.`,
    data: { terms },
  });
}

/** 7.2: the defender works out his Final Defence Value; a Dodge halves the attack (8.4). */
export function defend(
  ctx: Ctx,
  fight: Fight,
  guard: boolean,
  speed: number,
  sacrifice?: string,
  useDelay?: boolean,
  extra: SpecialChoices = {},
): Result<void, RuleViolation> {
  const a = ctx.s.fighters[fight.attacker] as Fighter;
  const d = ctx.s.fighters[fight.defender] as Fighter;
  const dodge = fight.reaction === 'dodge';
  if (speed !== 0 && !dodge)
    return violation('speed-only-dodge', RULE.movement, 'Speed adds to the defence only with a Dodge');
  if (speed < 0 || speed > DODGE_MAX_SPEED || speed > d.speed)
    return violation(
      'bad-speed',
      RULE.movement,
      `a Dodge takes 0 to ${Math.min(DODGE_MAX_SPEED, d.speed)} Speed, not ${speed}`,
    );
  if (guard && d.skills.guard <= 0) return violation('no-guard', RULE.skills, `${d.name} has no Guard points left`);
  if (!fight.reaction && (extra.rage || extra.overskill))
    return violation('passive-plays-no-cards', RULE.passive, 'a passive defender plays no cards');
  const special = specialChoices(ctx, d, extra, 'defence');
  if (!special.ok) return special;
  if (special.value.overskill) fight.defenderOverskill = special.value.overskill;
  if (special.value.rage) fight.defenderRage = special.value.rage;
  if (fight.reaction) reveal(ctx, d, fight.reactionSpot, 'Reaction');
  const terms: Term[] = [];
  if (fight.reaction === 'block') terms.push({ label: 'Block (energy)', value: energy(d.played), rule: RULE.strength });
  if (fight.reaction === 'parry')
    terms.push({ label: 'Parry (half the hand)', value: dexterityBonus(d), rule: RULE.dexterity });
  if (fight.reaction === 'oppose') terms.push({ label: 'Oppose', value: OPPOSE_BONUS, rule: RULE.berserk });
  if (dodge) terms.push({ label: `Dodge (${speed} Speed)`, value: DODGE_PER_SPEED * speed, rule: RULE.movement });
  if (fight.reaction && fight.reaction === REACTION_OF[attackerAction(ctx)])
    terms.push({ label: 'matching card', value: MATCHING_BONUS, rule: RULE.matchingCard });
  if (!dodge && !fight.net)
    for (const i of d.items) {
      const v = itemValues(i.card, i.damaged).defence;
      if (v !== 0) terms.push({ label: itemLabel(i), value: v, rule: RULE.finalDefence });
    }
  let guardUse: SkillUse | null = null;
  if (guard) {
    terms.push({ label: 'Guard skill', value: d.skills.guard, rule: RULE.skills });
    guardUse = useSkill(d, 'guard');
  }
  terms.push(...statusTerms(d));
  terms.push(...allyTerm(d, fight.attacker));
  const moves = moveTerms(d, sacrifice);
  if (!moves.ok) return moves;
  terms.push(...moves.value);
  if (sacrifice !== undefined) fight.sacrificed.push(sacrifice);
  if (useDelay) {
    if (!fight.reaction) return violation('passive-no-powers', RULE.passive, 'a passive defender uses no powers');
    const used = delay(ctx, d);
    if (!used.ok) return used;
    fight.defenderPowers = ['delay'];
  }
  terms.push(...delayTerm(d));
  if (fight.reaction) terms.push(...unbeatableTerm(d));
  if (fight.fromBehind) terms.push({ label: 'attacked from behind', value: BEHIND_PENALTY, rule: RULE.finalDefence });
  d.speed -= speed;
  fight.guardUsed = guardUse;
  fight.speedSpent = speed;
  fight.defenceTerms = terms;
  fight.defence = total(terms);
  fight.effectiveAttack = dodge ? Math.floor((fight.attack as number) / 2) : (fight.attack as number);
  announce(ctx, d, 'Final Defence Value', fight.defence, terms, RULE.finalDefence);
  if (dodge)
    ctx.events.push({
      type: 'dodge',
      visibleTo: 'all',
      rule: RULE.movement,
      text: `The Dodge halves ${a.name}'s attack to ${fight.effectiveAttack}.`,
    });
  if (hasMove(d, 'unbalancingStrike') && !a.faceDown) {
    fight.balanceAgainst = 'defender';
    fight.step = 'balance';
    return ok(undefined);
  }
  afterDefence(ctx, fight);
  return ok(undefined);
}

export const hasFeint = (f: Fighter): boolean => f.hand.some((c) => c.kind === 'feint');

/** 7.3: a Feint undoes its player's Action or Reaction, all but the Feint itself and the Blood and Speed of moving or re-using. */
export function feint(ctx: Ctx, fight: Fight, cardId: string | null): Result<void, RuleViolation> {
  const byAttacker = fight.step === 'attackerFeint';
  const f = ctx.s.fighters[byAttacker ? fight.attacker : fight.defender] as Fighter;
  if (cardId === null) {
    if (byAttacker) resolve(ctx, fight);
    else round(ctx).fight = null;
    return ok(undefined);
  }
  const i = f.hand.findIndex((c) => c.id === cardId);
  if (i < 0 || f.hand[i]?.kind !== 'feint')
    return violation('not-a-feint', RULE.feint, `card ${cardId} is not a Feint card in ${f.name}'s hand`);
  f.discard.push(f.hand[i] as Card);
  f.hand.splice(i, 1);
  if (hasMove(f, 'acrobaticStrike')) f.newUnbalanced -= 1;
  if (byAttacker && hasMove(f, 'sweep')) f.newUnbalanced -= 1;
  undoPowers(f, byAttacker ? fight.attackerPowers : fight.defenderPowers, byAttacker ? fight.lunged : []);
  if (!byAttacker && fight.defenderPowers.includes('delay')) f.delayed = false;
  // A sacrificed card comes back with the rest: nothing but the Feint is consumed.
  for (const id of fight.sacrificed) {
    const k = f.removed.findIndex((c) => c.id === id);
    if (k >= 0) f.hand.push(...f.removed.splice(k, 1));
  }
  const swap = byAttacker ? fight.attackerRage : fight.defenderRage;
  if (swap) undoRage(f, swap);
  f.hand.push(...f.played);
  f.played = [];
  const r = round(ctx);
  // The points spent come back, never past their starting values (2.6, 2.7, 5.4): a Resistance used since the
  // spending may already have given them back, and a point cannot be recovered twice.
  if (byAttacker) {
    undoSkills(f, fight.offenseUsed, fight.attackerOverskill);
    f.blood = Math.min(f.startBlood, f.blood + fight.bloodSpent);
    if (r.actionNew) returnToHand(f, r.actionSpot as number);
    r.actionSpot = null;
  } else {
    undoSkills(f, fight.guardUsed, fight.defenderOverskill);
    f.speed = Math.min(f.startSpeed, f.speed + fight.speedSpent);
    if (fight.reactionNew) returnToHand(f, fight.reactionSpot as number);
  }
  ctx.events.push({
    type: 'feint',
    visibleTo: 'all',
    rule: RULE.feint,
    text: `${f.name} plays a Feint: his ${byAttacker ? 'attack' : 'defence'} never happened.`,
    data: { seat: f.seat },
  });
  const d = ctx.s.fighters[fight.defender] as Fighter;
  if (byAttacker && hasFeint(d)) fight.step = 'defenderFeint';
  else r.fight = null;
  return ok(undefined);
}

/**
 * 7.3, 10.4: a Feint gives back what its value took from the skills, latest first. The skill it used comes back: the
 * point it dropped by, or, when Overskill bonuses raised it and the use dropped it to 0, its raised value with those
 * bonuses owed again. Then the Overskill chosen with it is taken back (its card goes back to the hand with the
 * others): that bonus, and that one alone, comes off the skill. Earlier Overskills of the turn stay owed.
 */
function undoSkills(f: Fighter, use: SkillUse | null, taken: OverskillTaken | undefined): void {
  if (use) {
    const k = use.skill;
    if (use.spent.length > 0) {
      // Never below what it has now: a Resistance since may have given points back, and none is given twice.
      f.skills[k] = Math.max(f.skills[k], use.before);
      f.overskills.push(...use.spent.map((b) => ({ skill: b.skill, points: b.points })));
    } else f.skills[k] = Math.min(f.startSkills[k], f.skills[k] + 1);
  }
  if (taken) {
    let i = f.overskills.length - 1;
    while (i >= 0 && !(f.overskills[i]?.skill === taken.skill && f.overskills[i]?.points === taken.points)) i--;
    if (i < 0) throw new Error(`${f.name}'s Overskill on ${taken.skill} is neither owed nor spent by this fight`);
    f.overskills.splice(i, 1);
    f.skills[taken.skill] = Math.max(0, f.skills[taken.skill] - taken.points);
  }
}

function returnToHand(f: Fighter, spot: number): void {
  const t = f.table[spot] as TableSpot;
  f.table.splice(spot, 1);
  f.hand.push(t.card);
}

/** 7.4, 14.1: the attack counts for VP, and a positive margin deals damage. */
function resolve(ctx: Ctx, fight: Fight): void {
  const a = ctx.s.fighters[fight.attacker] as Fighter;
  const d = ctx.s.fighters[fight.defender] as Fighter;
  scoreAttack(ctx, fight, a, d);
  spendThrown(ctx, fight);
  const margin = (fight.effectiveAttack as number) - (fight.defence as number);
  if (fight.net) {
    if (margin > 0 && !d.out) {
      d.trapped = NET_MARKERS;
      if (fight.hexes === 1) holdWithNet(ctx, a, fight.thrown as string, d);
    }
    ctx.events.push({
      type: 'net',
      visibleTo: 'all',
      rule: RULE.net,
      text:
        margin > 0
          ? `${fight.effectiveAttack} against ${fight.defence}: ${d.name} is caught in the net (three grey cubes).`
          : `${fight.effectiveAttack} against ${fight.defence}: the net misses ${d.name}.`,
      data: { seat: d.seat, trapped: margin > 0 },
    });
    finishFight(ctx, fight);
    return;
  }
  if (margin <= 0) {
    ctx.events.push({
      type: 'no-damage',
      visibleTo: 'all',
      rule: RULE.damage,
      text: `${fight.effectiveAttack} against ${fight.defence}: ${d.name} is not hurt.`,
    });
    finishFight(ctx, fight);
    return;
  }
  fight.damage = damagePoints(fight.cardsUsed, margin, ctx.s.options.damageBonus) + fight.extraDamage;
  if (fight.breakItem !== null) {
    breakItem(ctx, fight, d, fight.breakItem);
    return;
  }
  if (d.undying) {
    // 11.3: hurt again, the unbeatable man falls for good; his first killer alone had the VP.
    finalDeath(ctx, d, `${a.name} hurts him again`);
    finishFight(ctx, fight);
    return;
  }
  ctx.events.push({
    type: 'damage',
    visibleTo: 'all',
    rule: RULE.damage,
    text: `${fight.effectiveAttack} against ${fight.defence}: ${a.name} deals ${fight.damage} damage (${fight.cardsUsed} cards played and used).`,
    data: { attacker: a.seat, defender: d.seat, damage: fight.damage, margin },
  });
  if (canPay(d, fight.damage)) fight.step = 'pay';
  else {
    payWithLife(ctx, fight);
    finishFight(ctx, fight);
  }
}

/**
 * 14.1: an attack with a positive value on an opponent's front is worth +2, one from behind costs 3; on an ally
 * neither. A Sweep is one attack: each of the two counts once for all its targets (10.1).
 */
function scoreAttack(ctx: Ctx, fight: Fight, a: Fighter, d: Fighter): void {
  if (!areFoes(ctx.s, a.seat, d.seat)) return;
  const sw = fight.sweep;
  if (fight.fromBehind) {
    if (!sw?.behind) award(ctx, a, VP.attackFromBehind, 'attack from behind');
    if (sw) sw.behind = true;
  } else {
    if (!sw?.front) award(ctx, a, VP.frontalAttack, 'frontal attack');
    if (sw) sw.front = true;
  }
}

/** 9.5, 9.6: a thrown weapon leaves the game once used; a net used on a foe next to its owner stays with him. */
function spendThrown(ctx: Ctx, fight: Fight): void {
  if (fight.thrown === null || (fight.net && fight.hexes === 1)) return;
  const a = ctx.s.fighters[fight.attacker] as Fighter;
  const i = a.items.findIndex((x) => x.id === fight.thrown);
  if (i < 0) return;
  const [item] = a.items.splice(i, 1);
  a.lostItems.push(item as Item);
}

/** 10.6: the damage goes to the named item: enough of it, or a second blow, and the item leaves the game; less damages it. */
function breakItem(ctx: Ctx, fight: Fight, d: Fighter, id: string): void {
  const i = d.items.findIndex((x) => x.id === id);
  const item = d.items[i] as Item;
  const destroyed = item.damaged || fight.damage >= itemHp(item);
  if (destroyed) {
    d.lostItems.push(item);
    d.items.splice(i, 1);
  } else item.damaged = true;
  ctx.events.push({
    type: 'break-item',
    visibleTo: 'all',
    rule: RULE.breakItem,
    text: `${fight.damage} damage to ${d.name}'s ${itemWords(item.card)}: ${destroyed ? 'destroyed' : 'damaged, its values halved'}.`,
    data: { seat: d.seat, item: id, destroyed },
  });
  finishFight(ctx, fight);
}

/**
 * The fight is resolved: what comes after it (10.8, 11.6), attacker first: the Wrestling throw of the target, then
 * each side's Reflex move. Then the player's round ends.
 */
export function finishFight(ctx: Ctx, fight: Fight): void {
  const a = ctx.s.fighters[fight.attacker] as Fighter;
  const d = ctx.s.fighters[fight.defender] as Fighter;
  const after: Fight['after'] = [];
  if (fight.wrestling && fighting(d) && !d.faceDown && d.trapped === 0 && wrestleSpots(ctx.s, d).length > 0)
    after.push('wrestle');
  if (hasMove(a, 'reflex') && fighting(a) && nextSweepIndex(ctx, fight) === null) after.push('reflexAttacker');
  if (hasMove(d, 'reflex') && fighting(d)) after.push('reflexDefender');
  if (after.length === 0) {
    fightOver(ctx, fight);
    return;
  }
  fight.after = after;
  fight.step = 'after';
}

/** Free hexes next to the target where Wrestling may put him (11.6). */
export function wrestleSpots(s: GladiatoriState, d: Fighter): Hex[] {
  return neighbours(d.at).filter(
    (h) =>
      inArena(s, h) &&
      !s.seats.some((x) => fighting(s.fighters[x] as Fighter) && hexEq((s.fighters[x] as Fighter).at, h)) &&
      // 17: nor onto an animal.
      !s.animals?.pack.some((a) => a.at !== null && hexEq(a.at, h)),
  );
}

/** The Reflex move's budget: one free point, then Speed (10.8). */
export const reflexBudget = (f: Fighter): number => 1 + f.speed;

/** 11.6: the attacker puts the target in a free hex next to him; the target takes a white cube at the round's end. */
export function wrestle(ctx: Ctx, fight: Fight, to: Hex): Result<void, RuleViolation> {
  const d = ctx.s.fighters[fight.defender] as Fighter;
  if (!wrestleSpots(ctx.s, d).some((h) => hexEq(h, to)))
    return violation('bad-wrestle', RULE.wrestling, `${hexWords(to)} is not a free hex next to ${d.name}`);
  d.at = to;
  d.newUnbalanced += 1;
  netDuty(ctx);
  ctx.events.push({
    type: 'wrestle',
    visibleTo: 'all',
    rule: RULE.wrestling,
    text: `${(ctx.s.fighters[fight.attacker] as Fighter).name} throws ${d.name} ${wayWords(d.at, to)}.`,
    data: { seat: d.seat, at: to },
  });
  nextAfter(ctx, fight);
  return ok(undefined);
}

/** 10.8: the Reflex move, or staying put; past the free point it costs Speed. */
export function reflex(ctx: Ctx, fight: Fight, to: Hex | null, facing: Direction): Result<void, RuleViolation> {
  const f = ctx.s.fighters[fight.after[0] === 'reflexDefender' ? fight.defender : fight.attacker] as Fighter;
  if (to !== null) {
    const cost = costTo(ctx.s, f, reflexBudget(f), to, facing);
    if (cost === null) return violation('out-of-reach', RULE.reflex, `${f.name} cannot reach that hex and facing now`);
    f.speed -= Math.max(0, cost - 1);
    moveFighter(ctx, f, to, facing, RULE.reflex);
  }
  nextAfter(ctx, fight);
  return ok(undefined);
}

function nextAfter(ctx: Ctx, fight: Fight): void {
  fight.after = fight.after.slice(1);
  if (fight.after.length === 0) fightOver(ctx, fight);
}

// ---- Sweep (10.1): one attack, fought target by target ----

/** The index of the next target a Sweep still strikes (one still fighting), or null. */
function nextSweepIndex(ctx: Ctx, fight: Fight): number | null {
  const sw = fight.sweep;
  if (!sw || !fighting(ctx.s.fighters[fight.attacker] as Fighter)) return null;
  for (let k = sw.index + 1; k < sw.targets.length; k++)
    if (fighting(ctx.s.fighters[sw.targets[k] as SeatId] as Fighter)) return k;
  return null;
}

/** A fight is over: a Sweep goes on to its next target, else the player's round can end. */
export function fightOver(ctx: Ctx, fight: Fight): void {
  const r = round(ctx);
  const k = nextSweepIndex(ctx, fight);
  r.fight = null;
  if (k === null) return;
  const a = ctx.s.fighters[fight.attacker] as Fighter;
  const d = ctx.s.fighters[(fight.sweep as NonNullable<Fight['sweep']>).targets[k] as SeatId] as Fighter;
  const next = declare(ctx, a, d);
  next.sweep = { ...(fight.sweep as NonNullable<Fight['sweep']>), index: k };
  next.cardsUsed = fight.cardsUsed;
  next.extraDamage = fight.extraDamage;
  // The attacker's value is worked out once; only the Sweep's own term changes from target to target.
  next.attackTerms = [...fight.attackTerms.filter((t) => t.rule !== RULE.sweep), sweepTerm(k)];
  next.attack = total(next.attackTerms);
  r.fight = next;
  announce(ctx, a, 'Final Attack Value', next.attack, next.attackTerms, RULE.finalAttack);
  if (next.attack < 1) {
    ctx.events.push({
      type: 'null-attack',
      visibleTo: 'all',
      rule: RULE.sweep,
      text: `Against ${d.name} the Sweep's value is not positive: that blow is null.`,
    });
    fightOver(ctx, next);
  }
}
