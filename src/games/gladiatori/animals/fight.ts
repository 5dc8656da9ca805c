/**
 * Fights with animals (17.5, 17.7-17.9, 18). An animal's attack is a roll the gladiator sees before he reacts; he
 * defends as against anyone, but with no matching-card bonus, and what the roll beats his defence by is the damage.
 * A gladiator's attack on an animal is met by its defence roll: beat it and the animal dies. Doubles and sevens of
 * the first two dice wake the kind's powers. Special move and feint cards laid against an animal count +2 each.
 */
import { distance, type Hex, hexEq, inFrontCone, neighbour, opposite } from '../../../core/hex.js';
import { ok, type Result, type RuleViolation, violation } from '../../../core/result.js';
import { approach, foesOf, inArena, layNew, reuseCost, spotOf, takeActionCard } from '../actions.js';
import { canPay, payables, paymentOptions, paymentProblem } from '../damage.js';
import {
  announce,
  BEHIND_PENALTY,
  BERSERK_MAX_BLOOD,
  BERSERK_PER_BLOOD,
  DODGE_MAX_SPEED,
  DODGE_PER_SPEED,
  dexterityBonus,
  HELP_DIVISOR,
  OPPOSE_BONUS,
} from '../fight.js';
import { itemValues, itemWords } from '../items.js';
import { lineOfFireProblem, NET_MARKERS, throwTerms } from '../ranged.js';
import { tableCardProblem } from '../reactions.js';
import { useSkill } from '../specials.js';
import { statusForbids, statusTerms } from '../status.js';
import {
  type ActionType,
  ANIMAL_KILL_VP,
  ANIMAL_SPARE_CARD_BONUS,
  ANIMALS,
  type AnimalEffect,
  animalPowersOn,
  BEAR_DOUBLES_PER_DIE,
  CARD_HP,
  type PowerId,
  power as powerRow,
  REACTION_OF,
  SECTION,
} from '../tables.js';
import type { Card, Ctx, Fighter, GladiatoriCommand, GladiatoriState, Term } from '../types.js';
import { COVER_HP, energyOf, RULE } from '../types.js';
import { award, fighting } from '../victory.js';
import { gladiators } from './move.js';
import { animalName, callAnimal, onSand } from './pack.js';
import type { Animal, AnimalFight, AnimalsState } from './types.js';

const total = (terms: Term[]): number => terms.reduce((s, t) => s + t.value, 0);
const energy = (cards: Card[]): number => cards.reduce((s, c) => s + energyOf(c), 0);
const spare = (c: Card): boolean => c.kind === 'specialMove' || c.kind === 'feint';

/** 17.9: each special move or feint card on the Action or Reaction counts +2 against an animal. */
function spareTerms(f: Fighter): Term[] {
  const n = f.played.filter(spare).length;
  return n > 0
    ? [
        {
          label: `${n} special move or feint card${n === 1 ? '' : 's'} spent`,
          value: n * ANIMAL_SPARE_CARD_BONUS,
          rule: SECTION.animalRuleChanges,
        },
      ]
    : [];
}

/** An animal's roll (17.5, 17.8, 18): powers read on the first two dice, a bear's die added after, a bear's doubles +2 a die. */
export function animalRoll(
  ctx: Ctx,
  a: Animal,
  count: number,
  attacking: boolean,
): { dice: number[]; value: number; powers: AnimalEffect[] } {
  const row = ANIMALS[a.kind];
  const what = attacking ? 'attack' : 'defence';
  const rule = attacking ? SECTION.animalAttack : SECTION.animalVictory;
  const dice = ctx.dice.roll(count, `${animalName(a)}: ${what}`, rule).dice.slice();
  // A stored match from before the option has no key: it played the default, doubles calling on defence too.
  const calls = attacking || ctx.s.options.packCallsOnDefence !== false;
  const rows = (count >= 2 ? animalPowersOn(a.kind, [dice[0] as number, dice[1] as number], attacking) : []).filter(
    (p) => calls || p.effect !== 'addAnimal',
  );
  if (row.extraDie) dice.push(...ctx.dice.roll(1, `${animalName(a)}: the bear's extra die`, row.section).dice);
  const powers = rows.map((p) => p.effect);
  const bonus = powers.includes('plusTwoEachDie') ? BEAR_DOUBLES_PER_DIE * dice.length : 0;
  const value = dice.reduce((s, d) => s + d, 0) + bonus;
  const woke = rows.map((p) => `${p.on === 'doubles' ? 'doubles' : 'seven'} (${p.section})`);
  ctx.events.push({
    type: 'animal-roll',
    visibleTo: 'all',
    rule,
    text: `${animalName(a)} rolls ${dice.join(' + ')}${bonus > 0 ? ` + ${bonus} for its doubles` : ''}: ${
      attacking ? 'Final Attack Value' : 'Final Defence Value'
    } ${value}${woke.length > 0 ? `; it wakes ${woke.join(' and ')}` : ''}.`,
    data: { animal: a.id, dice, value, powers },
  });
  return { dice, value, powers };
}

const emptyFight = (a: Animal, f: Fighter, by: AnimalFight['by'], step: AnimalFight['step']): AnimalFight => ({
  animal: a.id,
  seat: f.seat,
  by,
  step,
  dice: [],
  value: 0,
  powers: [],
  reaction: null,
  reactionSpot: null,
  playerValue: null,
  terms: [],
  damage: 0,
  toll: false,
  thrown: null,
  hexes: 1,
  help: null,
});

/** 17.5: the animal attacks the gladiator: one die after moving, two when it did not (lions always two). */
export function animalAttacks(ctx: Ctx, z: AnimalsState, a: Animal, f: Fighter, moved: boolean): void {
  const row = ANIMALS[a.kind];
  ctx.events.push({
    type: 'animal-attack',
    visibleTo: 'all',
    rule: SECTION.animalAttack,
    text: `${animalName(a)} attacks ${f.name}.`,
    data: { animal: a.id, seat: f.seat },
  });
  // 17.9: a netted animal rolls one die less, and a 5 or 6 on its first die sheds a grey cube.
  const netted = (a.trapped ?? 0) > 0;
  const roll = animalRoll(ctx, a, (moved ? row.attackDiceMoving : row.attackDiceStill) - (netted ? 1 : 0), true);
  if (netted) struggle(ctx, a, roll.dice[0] as number);
  const fight = emptyFight(a, f, 'animal', 'react');
  fight.dice = roll.dice;
  fight.value = roll.value;
  fight.powers = roll.powers;
  if (roll.powers.includes('addAnimal')) callAnimal(ctx, z, a.kind, row.section);
  z.fight = fight;
}

/** 17.9: a die of 5 or 6 takes a grey cube off a netted animal. */
export function struggle(ctx: Ctx, a: Animal, face: number): void {
  if (face < 5) return;
  a.trapped = (a.trapped ?? 0) - 1;
  ctx.events.push({
    type: 'animal-net',
    visibleTo: 'all',
    rule: SECTION.animalRuleChanges,
    text: `${animalName(a)} rolls ${face} and tears off a grey cube (${a.trapped} left).`,
    data: { animal: a.id, trapped: a.trapped },
  });
}

/** 17.9: a power given up for +2 against an animal, used up like any power (11); none when not named. */
function spendPower(f: Fighter, power: PowerId | undefined): Result<Term[], RuleViolation> {
  if (power === undefined) return ok([]);
  if (!f.powers.includes(power))
    return violation('no-such-power', SECTION.animalRuleChanges, `${f.name} has no unused power "${power}" to give up`);
  f.powers = f.powers.filter((p) => p !== power);
  f.usedPowers.push(power);
  return ok([
    { label: `${powerRow(power).name} given up`, value: ANIMAL_SPARE_CARD_BONUS, rule: SECTION.animalRuleChanges },
  ]);
}

// ---- The gladiator's reaction and defence (17.7) ----

type Placed = { at: Hex; facing: 0 };
const placed = (a: Animal): Placed => ({ at: a.at as Hex, facing: 0 });

/** The type of an Action card of the hand or table, or null. */
function typeOf(d: Fighter, cardId: string): ActionType | null {
  const c = d.hand.find((x) => x.id === cardId);
  if (c) return c.kind === 'action' ? c.action : null;
  const t = d.table[spotOf(d, cardId)];
  return t ? t.card.action : null;
}

/** Why this card cannot meet the animal's attack, or null: the same limits as against a gladiator (6.6, 12). */
export function reactionProblem(a: Animal, d: Fighter, cardId: string): string | null {
  const type = typeOf(d, cardId);
  if (!type) return `card ${cardId} is not an Action card of ${d.name}'s hand or table`;
  const r = REACTION_OF[type];
  if (d.passive) return `${d.name} passed this round and is passive (${RULE.passive})`;
  const from = approach(placed(a), d);
  if (from === 'directlyBehind') return `the animal stands directly behind ${d.name} (${RULE.passive})`;
  if (from === 'behind' && r !== 'dodge')
    return `the animal stands behind ${d.name}: only a Dodge meets it (${RULE.reaction})`;
  const status = statusForbids(d, r);
  if (status) return status;
  return tableCardProblem(d, cardId);
}

export function reactionChoices(a: Animal, d: Fighter): string[] {
  const ids = [...d.hand.filter((c) => c.kind === 'action').map((c) => c.id), ...d.table.map((t) => t.card.id)];
  return ids.filter((id) => reactionProblem(a, d, id) === null);
}

/** 6.3, 6.7, 17.9: cards laid on an Action or Reaction against an animal: energy cards, special moves and feints. */
function addCards(f: Fighter, ids: string[], rule: string): Result<void, RuleViolation> {
  if (new Set(ids).size !== ids.length) return violation('card-twice', rule, 'a card is named twice');
  for (const id of ids) {
    const c = f.hand.find((x) => x.id === id);
    if (!c) return violation('card-not-in-hand', rule, `card ${id} is not in ${f.name}'s hand`);
    if (c.kind === 'action') return violation('not-addable', rule, `card ${id} is an Action card`);
  }
  for (const id of ids) {
    const i = f.hand.findIndex((x) => x.id === id);
    f.played.push(f.hand[i] as Card);
    f.hand.splice(i, 1);
  }
  return ok(undefined);
}

/** 17.7: the gladiator reacts knowing the roll, with a card laid face-up (nothing is hidden from an animal). */
export function reactToAnimal(
  ctx: Ctx,
  z: AnimalsState,
  fight: AnimalFight,
  cardId: string | null,
  add: string[],
): Result<void, RuleViolation> {
  const d = ctx.s.fighters[fight.seat] as Fighter;
  const a = z.pack.find((x) => x.id === fight.animal) as Animal;
  if (cardId === null) {
    if (add.length > 0) return violation('passive-plays-no-cards', RULE.passive, 'a passive defender plays no cards');
    ctx.events.push({
      type: 'no-reaction',
      visibleTo: 'all',
      rule: RULE.passive,
      text: `${d.name} does not react to ${animalName(a)}.`,
      data: { seat: d.seat },
    });
    fight.step = 'defend';
    return ok(undefined);
  }
  const problem = reactionProblem(a, d, cardId);
  if (problem) return violation('reaction-cannot-meet', SECTION.animalDefence, `no such reaction: ${problem}`);
  const type = typeOf(d, cardId) as ActionType;
  let spot = spotOf(d, cardId);
  const cost = spot < 0 ? 0 : reuseCost(d, spot);
  if (spot < 0) spot = layNew(d, cardId);
  else d.blood -= cost;
  const added = addCards(d, add, RULE.addToReaction);
  if (!added.ok) return added;
  (d.table[spot] as Fighter['table'][number]).faceDown = false;
  fight.reaction = REACTION_OF[type];
  fight.reactionSpot = spot;
  ctx.events.push({
    type: 'reaction',
    visibleTo: 'all',
    rule: SECTION.animalDefence,
    text: `${d.name} meets ${animalName(a)} with his ${type} card face-up (${fight.reaction})${
      cost > 0 ? ` for ${cost} Blood` : ''
    } and lays ${add.length} card${add.length === 1 ? '' : 's'} on it.`,
    data: { seat: d.seat, action: type, added: add.length },
  });
  fight.step = 'defend';
  return ok(undefined);
}

function reveal(ctx: Ctx, f: Fighter): void {
  if (f.played.length === 0) return;
  f.playedShown = true;
  const cards = f.played.map((c) => (c.kind === 'specialMove' ? c.move : c.kind));
  ctx.events.push({
    type: 'reveal',
    visibleTo: 'all',
    rule: RULE.actionResolution,
    text: `${f.name} shows ${cards.join(', ')}.`,
    data: { seat: f.seat, cards: f.played },
  });
}

/** The hex straight behind a gladiator, when he may step into it (18.3): on the sand, free of gladiators and animals. */
function hexBehind(ctx: Ctx, z: AnimalsState, d: Fighter): Hex | null {
  const h = neighbour(d.at, opposite(d.facing));
  if (!inArena(ctx.s, h)) return null;
  if (gladiators(ctx.s).some((f) => hexEq(f.at, h))) return null;
  if (z.pack.some((x) => x.state === 'arena' && x.at && hexEq(x.at, h))) return null;
  return h;
}

/**
 * 17.7, 17.9, 18: the gladiator's Final Defence Value; a Dodge halves the roll. What the roll beats it by is the
 * damage. A wolf's or lion's seven lays its markers unless he dodged; a lion's doubles double the damage unless he
 * steps straight back, which Ludus makes for him whenever there is damage to save and he can.
 */
export function defendAgainstAnimal(
  ctx: Ctx,
  z: AnimalsState,
  fight: AnimalFight,
  cmd: GladiatoriCommand & { type: 'defend' },
): Result<void, RuleViolation> {
  const d = ctx.s.fighters[fight.seat] as Fighter;
  const a = z.pack.find((x) => x.id === fight.animal) as Animal;
  const dodge = fight.reaction === 'dodge';
  if (cmd.sacrifice !== undefined || cmd.delay || cmd.rage !== undefined || cmd.overskill !== undefined)
    return violation(
      'animal-plus-two-only',
      SECTION.animalRuleChanges,
      'against an animal a special move counts only as +2, laid on the Reaction, and a power only as +2, given up',
    );
  if (cmd.speed !== 0 && !dodge)
    return violation('speed-only-dodge', RULE.movement, 'Speed adds to the defence only with a Dodge');
  if (cmd.speed < 0 || cmd.speed > DODGE_MAX_SPEED || cmd.speed > d.speed)
    return violation(
      'bad-speed',
      RULE.movement,
      `a Dodge takes 0 to ${Math.min(DODGE_MAX_SPEED, d.speed)} Speed, not ${cmd.speed}`,
    );
  if (cmd.guard && d.skills.guard <= 0) return violation('no-guard', RULE.skills, `${d.name} has no Guard points left`);
  const spent = spendPower(d, cmd.spend);
  if (!spent.ok) return spent;
  reveal(ctx, d);
  const terms: Term[] = [];
  if (fight.reaction === 'block') terms.push({ label: 'Block (energy)', value: energy(d.played), rule: RULE.strength });
  if (fight.reaction === 'parry')
    terms.push({ label: 'Parry (half the hand)', value: dexterityBonus(d), rule: RULE.dexterity });
  if (fight.reaction === 'oppose') terms.push({ label: 'Oppose', value: OPPOSE_BONUS, rule: RULE.berserk });
  if (dodge)
    terms.push({ label: `Dodge (${cmd.speed} Speed)`, value: DODGE_PER_SPEED * cmd.speed, rule: RULE.movement });
  if (!dodge)
    for (const i of d.items) {
      const v = itemValues(i.card, i.damaged).defence;
      if (v !== 0) terms.push({ label: itemWords(i.card), value: v, rule: RULE.finalDefence });
    }
  if (cmd.guard) {
    terms.push({ label: 'Guard skill', value: d.skills.guard, rule: RULE.skills });
    useSkill(d, 'guard');
  }
  terms.push(...statusTerms(d));
  terms.push(...spareTerms(d), ...spent.value, ...allyTerm(d, a));
  // 7.2's -3 from behind is one of the general terms of the defence, and 17.9 does not list it among the changes
  // with animals; the option lets a table leave it out (docs/rulings.md, 17.7). The Passive limits stay either way.
  if (ctx.s.options.animalBehindPenalty !== false && approach(placed(a), d) !== 'front')
    terms.push({ label: 'attacked from behind', value: BEHIND_PENALTY, rule: RULE.finalDefence });
  d.speed -= cmd.speed;
  fight.terms = terms;
  fight.playerValue = total(terms);
  announce(ctx, d, 'Final Defence Value', fight.playerValue, terms, SECTION.animalDefence);
  const attack = dodge ? Math.floor(fight.value / 2) : fight.value;
  if (dodge)
    ctx.events.push({
      type: 'dodge',
      visibleTo: 'all',
      rule: RULE.movement,
      text: `The Dodge halves the roll of ${animalName(a)} to ${attack}.`,
    });
  const row = ANIMALS[a.kind];
  if (!dodge && fight.powers.includes('unbalance')) {
    d.newUnbalanced += 1;
    ctx.events.push({
      type: 'animal-power',
      visibleTo: 'all',
      rule: row.section,
      text: `The wolf's seven: ${d.name} takes a white cube.`,
    });
  }
  if (!dodge && fight.powers.includes('faceDown')) {
    d.newUnbalanced += 2;
    ctx.events.push({
      type: 'animal-power',
      visibleTo: 'all',
      rule: row.section,
      text: `The lion's seven: ${d.name} is knocked face-down.`,
    });
  }
  let damage = Math.max(0, attack - fight.playerValue);
  if (damage > 0 && fight.powers.includes('doubleDamageUnlessRetreat')) {
    const back = d.speed >= 1 ? hexBehind(ctx, z, d) : null;
    if (back) {
      d.speed -= 1;
      d.at = { q: back.q, r: back.r };
      ctx.events.push({
        type: 'animal-power',
        visibleTo: 'all',
        rule: row.section,
        text: `The lion's doubles: ${d.name} steps back one hex for 1 Speed and the damage is not doubled.`,
        data: { seat: d.seat, at: back },
      });
    } else {
      damage *= 2;
      ctx.events.push({
        type: 'animal-power',
        visibleTo: 'all',
        rule: row.section,
        text: `The lion's doubles: ${d.name} cannot step back, and the damage doubles to ${damage}.`,
      });
    }
  }
  fight.toll = fight.powers.includes('loseItemOrCard');
  fight.damage = damage;
  if (damage === 0) {
    ctx.events.push({
      type: 'no-damage',
      visibleTo: 'all',
      rule: SECTION.animalAttack,
      text: `${attack} against ${fight.playerValue}: ${d.name} is not hurt.`,
    });
    return afterDamage(ctx, z, fight);
  }
  ctx.events.push({
    type: 'damage',
    visibleTo: 'all',
    rule: SECTION.animalAttack,
    text: `${attack} against ${fight.playerValue}: ${animalName(a)} deals ${damage} damage.`,
    data: { animal: a.id, defender: d.seat, damage },
  });
  if (canPay(d, damage)) {
    fight.step = 'pay';
    return ok(undefined);
  }
  loseAll(ctx, d, damage);
  return afterDamage(ctx, z, fight);
}

/** Takes a card of the hit-point deck or an item out of the game; its HP. */
function removePart(f: Fighter, id: string): number {
  const ci = f.deck.findIndex((c) => c.id === id);
  if (ci >= 0) {
    const c = f.deck[ci] as Card;
    f.removed.push(c);
    f.deck.splice(ci, 1);
    return CARD_HP[c.kind];
  }
  const ii = f.items.findIndex((i) => i.id === id);
  const item = f.items[ii] as Fighter['items'][number];
  f.lostItems.push(item);
  f.items.splice(ii, 1);
  return itemValues(item.card, item.damaged).hp;
}

/** 7.6: nothing left to pay with but the cover card: everything goes, the cover card last, and he dies. */
function loseAll(ctx: Ctx, d: Fighter, damage: number): void {
  let paid = COVER_HP;
  for (const p of payables(d)) paid += removePart(d, p.id);
  d.cover = false;
  d.out = 'dead';
  ctx.events.push({
    type: 'death',
    visibleTo: 'all',
    rule: RULE.injuries,
    text: `${d.name} cannot pay ${damage} without his cover card: the animals have killed him.`,
    // What he could still pay, as a gladiator's death says it: the campaign counts his hit points from it (15.3).
    data: { seat: d.seat, damage, paid },
  });
}

/** 7.6: the gladiator pays the animal's damage, or (a bear's seven, 18.4) gives up one card or item. */
export function payAnimal(ctx: Ctx, z: AnimalsState, fight: AnimalFight, ids: string[]): Result<void, RuleViolation> {
  const d = ctx.s.fighters[fight.seat] as Fighter;
  const toll = fight.step === 'toll';
  const owed = toll ? 1 : fight.damage;
  const problem = toll
    ? ids.length !== 1
      ? 'the bear takes exactly one card of the hit-point deck or one item'
      : paymentProblem(d, 1, ids)
    : paymentProblem(d, owed, ids);
  if (problem)
    return violation(
      'bad-payment',
      toll ? SECTION.bears : RULE.injuries,
      `this payment does not settle it: ${problem}`,
    );
  const names = ids.map((id) => {
    const c = d.deck.find((x) => x.id === id);
    if (c) return c.kind === 'action' ? `${c.action} card` : c.kind === 'specialMove' ? c.move : c.kind;
    const i = d.items.find((x) => x.id === id);
    return i ? itemWords(i.card) : id;
  });
  const hp = ids.reduce((s, id) => s + removePart(d, id), 0);
  ctx.events.push({
    type: 'paid',
    visibleTo: 'all',
    rule: toll ? SECTION.bears : RULE.injuries,
    text: toll
      ? `The bear's seven: ${d.name} gives up ${names.join(', ')}.`
      : `${d.name} pays ${owed} damage with ${hp} HP: ${names.join(', ')}.`,
    data: { seat: d.seat, damage: owed, paid: hp },
  });
  if (toll) {
    fight.toll = false;
    return finishAnimalFight(ctx, z, fight);
  }
  return afterDamage(ctx, z, fight);
}

/** The bear's seven (18.4), when it woke and the gladiator lives; then the fight is over. */
function afterDamage(ctx: Ctx, z: AnimalsState, fight: AnimalFight): Result<void, RuleViolation> {
  const d = ctx.s.fighters[fight.seat] as Fighter;
  if (fight.toll && fighting(d)) {
    fight.step = 'toll';
    return ok(undefined);
  }
  return finishAnimalFight(ctx, z, fight);
}

/** What a bear's seven may take: each card kind of the hit-point deck and each item (18.4). */
export const tollChoices = (d: Fighter): string[][] => paymentOptions(d, 1).filter((p) => p.length === 1);

/** Nothing but the cover card left for the bear: it takes that, and he dies (7.6). */
export function tollWithLife(ctx: Ctx, z: AnimalsState, fight: AnimalFight): Result<void, RuleViolation> {
  const d = ctx.s.fighters[fight.seat] as Fighter;
  loseAll(ctx, d, 1);
  fight.toll = false;
  return finishAnimalFight(ctx, z, fight);
}

/** Set by index.ts: what follows a finished fight (the next animal, or the end of the gladiator's round). */
export const afterFight: { next: (ctx: Ctx, fight: AnimalFight) => void } = {
  next: () => {
    throw new Error('animals/index.ts has not wired the fights');
  },
};

function finishAnimalFight(ctx: Ctx, z: AnimalsState, fight: AnimalFight): Result<void, RuleViolation> {
  z.fight = null;
  afterFight.next(ctx, fight);
  return ok(undefined);
}

// ---- The gladiator's attack on an animal (17.7, 17.8) ----

/** 6.2-6.4 against an animal directly in front: the Action card face-up, the cards on it, no reaction to wait for. */
export function attackAnimal(
  ctx: Ctx,
  z: AnimalsState,
  f: Fighter,
  cmd: GladiatoriCommand & { type: 'action' },
): Result<{ spot: number; isNew: boolean }, RuleViolation> {
  const a = z.pack.find((x) => x.id === cmd.target) as Animal;
  if (cmd.item !== undefined)
    return violation('not-against-animals', SECTION.animalRuleChanges, 'Ludus does not break items of an animal');
  if (cmd.help !== undefined && cmd.throw !== undefined)
    return violation('cannot-help', RULE.helpAlly, 'help is given in melee, not with a throw');
  if (a.state !== 'arena' || !a.at)
    return violation('bad-target', RULE.fightDeclaration, `${animalName(a)} is not in the arena`);
  if (cmd.throw !== undefined) {
    const problem = throwProblem(ctx.s, z, f, cmd.throw, a);
    if (problem) return violation('bad-target', RULE.throwing, `no throw: ${problem}`);
  } else if (!hexEq(neighbour(f.at, f.facing), a.at))
    return violation(
      'bad-target',
      RULE.fightDeclaration,
      `no fight: ${animalName(a)} is not in the hex directly in front of ${f.name}`,
    );
  if (cmd.help !== undefined) {
    const why = helpProblem(ctx.s, f, a, cmd.help);
    if (why) return violation('cannot-help', RULE.helpAlly, why);
  }
  const isNew = f.hand.some((c) => c.id === cmd.card);
  const spot = takeActionCard(f, cmd.card, true, RULE.action);
  if (!spot.ok) return spot;
  const t = f.table[spot.value] as Fighter['table'][number];
  if (t.card.action === 'movement')
    return violation('movement-attacks-nobody', RULE.movement, 'the Movement action attacks nobody');
  t.faceDown = false;
  const added = addCards(f, cmd.add, RULE.addToAction);
  if (!added.ok) return added;
  ctx.events.push({
    type: 'fight',
    visibleTo: 'all',
    rule: RULE.fightDeclaration,
    text: `${f.name} attacks ${animalName(a)} with his ${t.card.action} card face-up and ${cmd.add.length} card${
      cmd.add.length === 1 ? '' : 's'
    } on it; an animal does not react.`,
    data: { attacker: f.seat, animal: a.id, action: t.card.action },
  });
  z.fight = emptyFight(a, f, 'player', 'attack');
  z.fight.thrown = cmd.throw ?? null;
  z.fight.hexes = distance(f.at, a.at);
  z.fight.help = cmd.help ?? null;
  return ok({ spot: spot.value, isNew });
}

/**
 * Why this gladiator cannot help his ally against this animal, or null (6.5): a fighting ally next to the animal.
 * An animal turns freely, so help never comes from behind it.
 */
export function helpProblem(s: GladiatoriState, f: Fighter, a: Animal, allySeat: string): string | null {
  const ally = s.fighters[allySeat];
  if (!ally || ally.seat === f.seat || ally.side !== f.side || !fighting(ally))
    return `"${allySeat}" is not a fighting ally`;
  if (distance(ally.at, a.at as Hex) !== 1) return `${ally.name} is not in melee with ${animalName(a)}`;
  return null;
}

/** 6.5: the ally's bonus against this animal, used up by the fight it counts in. */
function allyTerm(f: Fighter, a: Animal): Term[] {
  if (!f.helped || f.helped.against !== a.id) return [];
  const value = f.helped.value;
  f.helped = null;
  return [{ label: 'ally bonus', value, rule: RULE.helpAlly }];
}

/**
 * Why this item cannot be thrown at this animal now, or null (9.5, 9.6 as against a gladiator): a throwing item, not
 * in melee with anyone but for the net, the animal in the thrower's front, and no gladiator on his feet or animal
 * on the line between them.
 */
export function throwProblem(
  s: GladiatoriState,
  z: AnimalsState,
  f: Fighter,
  itemId: string,
  a: Animal,
): string | null {
  const item = f.items.find((i) => i.id === itemId);
  if (!item) return `${f.name} has no item "${itemId}" in play`;
  if (!item.card.throwing) return `the ${item.card.kind} is not a throwing weapon (${RULE.throwing})`;
  const at = a.at as Hex;
  const d = distance(f.at, at);
  const inMelee =
    foesOf(s, f).some((o) => distance(o.at, f.at) === 1) || onSand(z).some((o) => distance(o.at, f.at) === 1);
  if (!(item.card.net && d === 1) && inMelee)
    return `${f.name} is in melee: only the net may be used there (${RULE.throwing})`;
  if (!inFrontCone(f.at, f.facing, at, Math.max(1, d)))
    return `${animalName(a)} is not in ${f.name}'s front (${RULE.throwing})`;
  return lineOfFireProblem(
    s,
    f.at,
    at,
    animalName(a),
    onSand(z).map((o) => o.at as Hex),
  );
}

/** 7.1 against an animal, then its defence roll (17.8): beaten, it dies; a Coliseum kill is worth 3 VP. */
export function strikeAnimal(
  ctx: Ctx,
  z: AnimalsState,
  fight: AnimalFight,
  action: ActionType,
  cmd: GladiatoriCommand & { type: 'attack' },
): Result<void, RuleViolation> {
  const f = ctx.s.fighters[fight.seat] as Fighter;
  const a = z.pack.find((x) => x.id === fight.animal) as Animal;
  if (cmd.sacrifice !== undefined || cmd.powers !== undefined || cmd.rage !== undefined || cmd.overskill !== undefined)
    return violation(
      'animal-plus-two-only',
      SECTION.animalRuleChanges,
      'against an animal a special move counts only as +2, laid on the Action, and a power only as +2, given up',
    );
  if (cmd.blood !== 0 && action !== 'berserk')
    return violation('blood-only-berserk', RULE.berserk, 'Blood adds to the attack only with a Berserk action');
  if (cmd.blood < 0 || cmd.blood > BERSERK_MAX_BLOOD || cmd.blood > f.blood)
    return violation(
      'bad-blood',
      RULE.berserk,
      `Berserk takes 0 to ${Math.min(BERSERK_MAX_BLOOD, f.blood)} Blood, not ${cmd.blood}`,
    );
  if (cmd.offense && f.skills.offense <= 0)
    return violation('no-offense', RULE.skills, `${f.name} has no Offense points left`);
  const spent = spendPower(f, cmd.spend);
  if (!spent.ok) return spent;
  reveal(ctx, f);
  const terms: Term[] = [];
  if (action === 'strength')
    terms.push({ label: 'Strength bonus (energy)', value: energy(f.played), rule: RULE.strength });
  if (action === 'dexterity')
    terms.push({ label: 'Dexterity bonus (half the hand)', value: dexterityBonus(f), rule: RULE.dexterity });
  if (action === 'berserk')
    terms.push({
      label: `Berserk bonus (${cmd.blood} Blood)`,
      value: BERSERK_PER_BLOOD * cmd.blood,
      rule: RULE.berserk,
    });
  for (const i of f.items) {
    const v = itemValues(i.card, i.damaged).attack;
    if (v !== 0) terms.push({ label: itemWords(i.card), value: v, rule: RULE.finalAttack });
    if (i.id === fight.thrown) terms.push(...throwTerms(i, fight.hexes, v));
  }
  if (cmd.offense) {
    terms.push({ label: 'Offense skill', value: f.skills.offense, rule: RULE.skills });
    useSkill(f, 'offense');
  }
  terms.push(...statusTerms(f));
  terms.push(...spareTerms(f), ...spent.value);
  if (fight.help === null) terms.push(...allyTerm(f, a));
  f.blood -= cmd.blood;
  const thrown = f.items.find((i) => i.id === fight.thrown);
  const net = thrown?.card.net ?? false;
  // 9.5, 9.6: a thrown weapon leaves the game once used; a net cast at an animal next to its owner stays with him.
  if (thrown && !(net && fight.hexes === 1)) {
    f.items = f.items.filter((i) => i !== thrown);
    f.lostItems.push(thrown);
  }
  fight.terms = terms;
  fight.playerValue = total(terms);
  announce(ctx, f, 'Final Attack Value', fight.playerValue, terms, RULE.finalAttack);
  if (fight.help !== null) {
    // 6.5: +1 for every 4 points, for the ally's next attack on or defence against this animal.
    const ally = ctx.s.fighters[fight.help] as Fighter;
    const value = Math.max(0, Math.floor(fight.playerValue / HELP_DIVISOR));
    if (value > 0) ally.helped = { against: a.id, value };
    ctx.events.push({
      type: 'help',
      visibleTo: 'all',
      rule: RULE.helpAlly,
      text: `${f.name} helps ${ally.name} against ${animalName(a)}: +${value} to his next attack on it or defence against it.`,
      data: { helper: f.seat, ally: ally.seat, against: a.id, value },
    });
    return finishAnimalFight(ctx, z, fight);
  }
  const roll = animalRoll(ctx, a, ANIMALS[a.kind].defenceDice, false);
  fight.dice = roll.dice;
  fight.value = roll.value;
  fight.powers = roll.powers;
  if (roll.powers.includes('addAnimal')) callAnimal(ctx, z, a.kind, ANIMALS[a.kind].section);
  if (net) {
    const caught = fight.playerValue > roll.value;
    if (caught) a.trapped = NET_MARKERS;
    ctx.events.push({
      type: 'net',
      visibleTo: 'all',
      rule: RULE.net,
      text: caught
        ? `${fight.playerValue} against ${roll.value}: ${animalName(a)} is caught in the net (three grey cubes).`
        : `${fight.playerValue} against ${roll.value}: the net misses ${animalName(a)}.`,
      data: { animal: a.id, trapped: caught },
    });
  } else if (fight.playerValue > roll.value) {
    a.state = 'dead';
    a.at = null;
    z.kills.push({ seat: f.seat, animal: a.id, kind: a.kind, turn: ctx.s.turn });
    ctx.events.push({
      type: 'animal-killed',
      visibleTo: 'all',
      rule: SECTION.animalVictory,
      text: `${fight.playerValue} beats ${roll.value}: ${f.name} kills ${animalName(a)}.`,
      data: { seat: f.seat, animal: a.id },
    });
    if (z.mode === 'coliseum') award(ctx, f, ANIMAL_KILL_VP, 'animal kill', SECTION.animalVictory);
  } else
    ctx.events.push({
      type: 'animal-survives',
      visibleTo: 'all',
      rule: SECTION.animalVictory,
      text: `${fight.playerValue} does not beat ${roll.value}: ${animalName(a)} survives.`,
    });
  fight.toll = roll.powers.includes('loseItemOrCard');
  return afterDamage(ctx, z, fight);
}
