/**
 * Gladiatori's bots. Both see only their seat's view and legal commands.
 * - `random` plays any legal command, except that it surrenders only rarely (else most of its matches would end
 *   in the first round).
 * - `veteran` takes a start hex beside its allies and near its foes (far from them with a throwing item), keeps
 *   its Action cards and the 1-energy cards in hand and the rest as hit points, closes in to stand face to face
 *   with a foe (an honourable attack, 14.1), strikes with whatever card promises the most, reacts with the matching
 *   card when it can see the attacker's, otherwise with Oppose or Dodge, spends its skills freely, feints away a
 *   lost attack, pays damage with its least useful cards, and rests with Endurance.
 */
import { type Direction, distance, type Hex, neighbour, opposite } from '../../core/hex.js';
import type { Legal } from '../../core/protocol.js';
import { nextInt, type RngState } from '../../core/rng.js';
import type { Bot } from '../../core/runner.js';
import { approach, directlyInFront, inFront } from './actions.js';
import { DODGE_PER_SPEED, OPPOSE_BONUS } from './fight.js';
import { HOUSE_ITEMS, itemValues, itemWorth } from './items.js';
import type { FighterView, GladiatoriView } from './module.js';
import { type ActionType, CARD_HP } from './tables.js';
import type { Card, GladiatoriCommand, TableSpot } from './types.js';

/** Surrender is offered at every start of a round; the random bot takes it this rarely (per thousand). */
const RANDOM_SURRENDER_PER_THOUSAND = 2;

export const randomBot: Bot = {
  name: 'random',
  level: 1,
  about: 'plays any legal command at random, and almost never surrenders',
  choose(_view, legal, rng) {
    const cmds = legal.commands as GladiatoriCommand[];
    const others = cmds.filter((c) => c.type !== 'surrender');
    if (others.length === 0 || nextInt(rng, 1000) < RANDOM_SURRENDER_PER_THOUSAND)
      return cmds[nextInt(rng, cmds.length)];
    return others[nextInt(rng, others.length)];
  },
};

type Me = FighterView & {
  hand: Card[];
  deck: Card[];
  blood: number;
  speed: number;
  skills: Record<'offense' | 'guard' | 'endurance', number>;
  startSkills: Record<'offense' | 'guard' | 'endurance', number>;
};

const cardOf = (me: Me, id: string): Card | undefined =>
  me.hand.find((c) => c.id === id) ??
  (me.table.find((t) => 'card' in t && t.card.id === id) as TableSpot | undefined)?.card;
const actionOf = (me: Me, id: string): ActionType | null => {
  const c = cardOf(me, id);
  return c?.kind === 'action' ? c.action : null;
};
const reuseCost = (me: Me, id: string): number => {
  const i = me.table.findIndex((t) => 'card' in t && t.card.id === id);
  return i < 0 ? 0 : me.table.length - i;
};

/** What an attack with this command promises: its bonus, plus half a point for each card it adds to the damage. */
function attackPromise(me: Me, c: GladiatoriCommand & { type: 'action' }): number {
  const type = actionOf(me, c.card);
  const added = c.add.length;
  const energy = c.add.filter((id) => me.hand.find((h) => h.id === id)?.kind === 'energy1').length;
  const blood = me.blood - reuseCost(me, c.card);
  const newCard = me.hand.some((h) => h.id === c.card) ? 1 : 0;
  const bonus =
    type === 'strength'
      ? energy
      : type === 'dexterity'
        ? Math.floor((me.hand.length - added - newCard) / 2)
        : type === 'berserk'
          ? 2 * Math.min(3, blood)
          : 0;
  const moves = c.add.map((id) => me.hand.find((h) => h.id === id)).filter((h) => h?.kind === 'specialMove');
  const moveValue = moves.reduce(
    (sum, m) =>
      sum +
      (m?.kind !== 'specialMove' ? 0 : m.move === 'acrobaticStrike' ? 2 : m.move === 'unbalancingStrike' ? 1.5 : -3),
    0,
  );
  return bonus + 0.5 * (1 + added) - reuseCost(me, c.card) * 0.5 + moveValue;
}

/** What an item card is worth to the veteran (items.ts). */
const worthOf = (id: string): number => {
  const c = HOUSE_ITEMS.cards.find((x) => x.id === id);
  return c ? itemWorth(c) : 0;
};

/** The special moves the veteran keeps in hand to use. */
const WIELDED_MOVES: readonly string[] = ['acrobaticStrike', 'unbalancingStrike', 'sacrifice'];

function chooseHand(me: Me): GladiatoriCommand {
  const deck = me.deck;
  const e1 = deck.filter((c) => c.kind === 'energy1');
  const keep = [
    ...deck.filter((c) => c.kind === 'action' || c.kind === 'feint'),
    ...deck.filter((c) => c.kind === 'specialMove' && WIELDED_MOVES.includes(c.move)),
    ...e1.slice(0, Math.ceil(e1.length / 2) + 1),
  ];
  return { type: 'choose', hand: keep.map((c) => c.id) };
}

// ---- Against the animals (17) ----

/** The animal attacking him now, its roll and whether it costs him the -3 from behind (17.5, 17.7), or null. */
function beastAttack(v: GladiatoriView, seat: string): { value: number; behind: boolean; unbalance: boolean } | null {
  const fight = v.animals?.fight;
  if (fight?.by !== 'animal' || fight.seat !== seat) return null;
  const a = v.animals?.pack.find((x) => x.id === fight.animal);
  const me = v.fighters[seat] as FighterView;
  const penalty = v.options.animalBehindPenalty !== false;
  const behind = penalty && a?.at ? approach({ at: a.at, facing: 0 }, me) !== 'front' : false;
  return { value: fight.value, behind, unbalance: fight.powers.includes('unbalance') };
}

/** His items' defence (7.2), which every answer but a Dodge counts. */
const itemDefence = (me: Me): number => me.items.reduce((sum, i) => sum + itemValues(i.card, i.damaged).defence, 0);

/** The Reaction a card makes (8): Block, Parry, Oppose or Dodge. */
const REACTION_OF: Record<ActionType, 'block' | 'parry' | 'oppose' | 'dodge'> = {
  strength: 'block',
  dexterity: 'parry',
  berserk: 'oppose',
  movement: 'dodge',
};

/** His defence against an animal with this answer, roughly as 17.7 counts it (the Guard skill left out). */
function beastDefence(
  me: Me,
  behind: boolean,
  reaction: 'block' | 'parry' | 'oppose' | 'dodge' | null,
  cards: Card[],
  handLeft: number,
  speed: number,
): number {
  let v = behind ? -3 : 0;
  if (reaction !== 'dodge') v += itemDefence(me);
  if (reaction === 'block') v += cards.filter((c) => c.kind === 'energy1').length;
  if (reaction === 'parry') v += Math.floor(handLeft / 2);
  if (reaction === 'oppose') v += OPPOSE_BONUS;
  if (reaction === 'dodge') v += DODGE_PER_SPEED * speed;
  // 17.9: a special move or feint laid on the Reaction counts +2.
  v += 2 * cards.filter((c) => c.kind === 'specialMove' || c.kind === 'feint').length;
  return v;
}

/**
 * What each resource is worth against the pack, in hit points (17.5: every point the roll beats his defence by is a
 * hit point lost): a Guard use (the skill drops by 1), a Speed or Blood point, an Action card laid from the hand, a
 * card laid on the Reaction, a power given up, and the wolf's white cube (18.2) that only a Dodge escapes.
 */
const BEAST_COST = { guard: 1, speed: 1, blood: 1, newCard: 0.5, added: 1.5, power: 4, unbalanced: 2 } as const;

/** His loss against this roll with this answer: the damage (a Dodge halves the roll, 8.4) and what it spends. */
function beastLoss(
  me: Me,
  beast: { value: number; behind: boolean; unbalance: boolean },
  reaction: 'block' | 'parry' | 'oppose' | 'dodge' | null,
  cards: Card[],
  handLeft: number,
  speed: number,
  guard: boolean,
  bonus = 0,
): number {
  const roll = reaction === 'dodge' ? Math.floor(beast.value / 2) : beast.value;
  const defence =
    beastDefence(me, beast.behind, reaction, cards, handLeft, speed) + (guard ? me.skills.guard : 0) + bonus;
  return (
    Math.max(0, roll - defence) +
    speed * BEAST_COST.speed +
    (guard ? BEAST_COST.guard : 0) +
    (beast.unbalance && reaction !== 'dodge' ? BEAST_COST.unbalanced : 0)
  );
}

/** The least loss this answer can end in, over the Guard and Speed the defence may still add (17.7). */
function bestBeastLoss(
  me: Me,
  beast: { value: number; behind: boolean; unbalance: boolean },
  reaction: 'block' | 'parry' | 'oppose' | 'dodge' | null,
  cards: Card[],
  handLeft: number,
): number {
  let least = Number.POSITIVE_INFINITY;
  const speeds = reaction === 'dodge' ? Math.min(2, me.speed) : 0;
  for (const guard of me.skills.guard > 0 ? [false, true] : [false])
    for (let speed = 0; speed <= speeds; speed++)
      least = Math.min(least, beastLoss(me, beast, reaction, cards, handLeft, speed, guard));
  return least;
}

/**
 * The answer that loses least: the damage the roll would still deal (a Dodge halves it) plus what the answer
 * spends, a card re-used for Blood and cards laid on it counted as hit points; no Reaction when nothing pays.
 */
function reactToBeast(
  me: Me,
  beast: { value: number; behind: boolean; unbalance: boolean },
  reacts: (GladiatoriCommand & { type: 'react' })[],
): GladiatoriCommand {
  const loss = (c: GladiatoriCommand & { type: 'react' }): number => {
    if (c.card === null) return bestBeastLoss(me, beast, null, [], me.hand.length);
    const type = actionOf(me, c.card);
    const cards = c.add.map((id) => me.hand.find((h) => h.id === id)).filter((h): h is Card => h !== undefined);
    const fromHand = me.hand.some((h) => h.id === c.card);
    const handLeft = me.hand.length - c.add.length - (fromHand ? 1 : 0);
    const spent =
      (fromHand ? BEAST_COST.newCard : reuseCost(me, c.card) * BEAST_COST.blood) + c.add.length * BEAST_COST.added;
    return bestBeastLoss(me, beast, type ? REACTION_OF[type] : null, cards, handLeft) + spent;
  };
  return best(reacts, (c) => -loss(c)) as GladiatoriCommand;
}

/** Guard, Speed and powers only as far as they save more than they cost (17.7). */
function defendFromBeast(
  v: GladiatoriView,
  me: Me,
  beast: { value: number; behind: boolean; unbalance: boolean },
  defends: (GladiatoriCommand & { type: 'defend' })[],
): GladiatoriCommand {
  const fight = v.animals?.fight;
  const reaction = fight?.reaction ?? null;
  const played = Array.isArray(me.played) ? me.played : [];
  const loss = (c: GladiatoriCommand & { type: 'defend' }) =>
    c.spend
      ? beastLoss(me, beast, reaction, played, me.hand.length, c.speed, c.guard, 2) + BEAST_COST.power
      : beastLoss(me, beast, reaction, played, me.hand.length, c.speed, c.guard);
  return best(defends, (c) => -loss(c)) as GladiatoriCommand;
}

/** Solo and Cooperative against dogs or wolves: the games the pack tactics are for (17.1, 18.1, 18.2). */
const packMode = (v: GladiatoriView): boolean =>
  v.animals !== undefined && v.animals.mode !== 'coliseum' && (v.animals.kind === 'dog' || v.animals.kind === 'wolf');

/** How many of the 36 rolls of two dice come to each total (17.7: an animal defends with 2d6). */
const TWO_DICE = [0, 0, 1, 2, 3, 4, 5, 6, 5, 4, 3, 2, 1];
/** The chance an attack of this value beats an animal's defence of two dice (a tie saves it, 17.8). */
const killChance = (attack: number): number => {
  let n = 0;
  for (let t = 2; t <= 12; t++) if (attack > t) n += TWO_DICE[t] as number;
  return n / 36;
};
/** A dead dog or wolf is worth this many hit points to him: the attacks it will not make in the turns left. */
const beastKillWorth = (turn: number): number => 3 + Math.max(0, 6 - turn) * 3;

/** His items' attack (7.1) and the Offense skill if he spends it: what every attack on an animal starts from. */
const itemAttack = (me: Me): number => me.items.reduce((sum, i) => sum + itemValues(i.card, i.damaged).attack, 0);

/**
 * Against a dog or wolf the attack's worth is its chance to kill (17.7) times what a kill saves, less the Blood a
 * re-used card costs and the cards laid on it; Berserk counts the Blood he will still have to put in (8.5).
 */
function beastAttackScore(v: GladiatoriView, me: Me, c: GladiatoriCommand & { type: 'action' }): number {
  const type = actionOf(me, c.card);
  const cost = reuseCost(me, c.card);
  const fromHand = me.hand.some((h) => h.id === c.card);
  const added = c.add.map((id) => me.hand.find((h) => h.id === id)).filter((h): h is Card => h !== undefined);
  const bloodLeft = me.blood - cost;
  const bonus =
    type === 'strength'
      ? added.filter((h) => h.kind === 'energy1').length
      : type === 'dexterity'
        ? Math.floor((me.hand.length - added.length - (fromHand ? 1 : 0)) / 2)
        : type === 'berserk'
          ? 2 * Math.min(3, bloodLeft)
          : 0;
  const spare = 2 * added.filter((h) => h.kind === 'specialMove' || h.kind === 'feint').length;
  const attack = bonus + spare + itemAttack(me) + Math.max(0, me.skills.offense) + (me.helped?.value ?? 0);
  const blood = type === 'berserk' ? Math.min(3, bloodLeft) : 0;
  return (
    killChance(attack) * beastKillWorth(v.turn) -
    (cost + blood) * BEAST_COST.blood -
    (fromHand ? BEAST_COST.newCard : 0) -
    added.length * BEAST_COST.added
  );
}

/** The attack's own choices on an animal: Offense, Blood and a power only as far as the kill is worth them. */
function strikeBeast(
  v: GladiatoriView,
  me: Me,
  attacks: (GladiatoriCommand & { type: 'attack' })[],
): GladiatoriCommand {
  const played = Array.isArray(me.played) ? me.played : [];
  const tableSpot = v.phase.kind === 'round' ? me.table[v.phase.actionSpot ?? -1] : undefined;
  const type = tableSpot && 'card' in tableSpot ? tableSpot.card.action : null;
  const base =
    itemAttack(me) +
    (me.helped?.value ?? 0) +
    2 * played.filter((h) => h.kind === 'specialMove' || h.kind === 'feint').length +
    (type === 'strength'
      ? played.filter((h) => h.kind === 'energy1').length
      : type === 'dexterity'
        ? Math.floor(me.hand.length / 2)
        : 0);
  const worth = beastKillWorth(v.turn);
  const score = (c: GladiatoriCommand & { type: 'attack' }) =>
    killChance(base + (c.offense ? me.skills.offense : 0) + 2 * c.blood + (c.spend ? 2 : 0)) * worth -
    (c.offense ? BEAST_COST.guard : 0) -
    c.blood * BEAST_COST.blood -
    (c.spend ? BEAST_COST.power : 0);
  return best(attacks, score) as GladiatoriCommand;
}

/** A beast directly in front is a kill he may try this round: this much shelter is worth giving up for it. */
const FRONT_BEAST_WORTH = 4;

/**
 * How open a place is to the pack: each hex round it that a beast could stand on (on the sand, not an ally's),
 * behind him three, in front one; a beast already behind him three more (it strikes first next round, 17.6).
 * A corner of the arena facing in leaves nothing behind him, and an ally at his side shuts one more hex.
 */
function packExposure(v: GladiatoriView, me: Me, at: Hex, facing: Direction, beasts: Hex[], radius: number): number {
  let n = 0;
  for (let d = 0; d < 6; d++) {
    const h = neighbour(at, d as Direction);
    if (distance(h, { q: 0, r: 0 }) > radius) continue;
    if (v.seats.some((seat) => seat !== me.seat && isAlly(v, me, seat, h))) continue;
    const turn = (d - facing + 6) % 6;
    const back = !(turn === 0 || turn === 1 || turn === 5);
    n += back ? 3 : 1;
    if (back && beasts.some((b) => b.q === h.q && b.r === h.r)) n += 3;
  }
  if (beasts.some((b) => directlyInFront({ at, facing }, b))) n -= FRONT_BEAST_WORTH;
  return n;
}

const isAlly = (v: GladiatoriView, me: Me, seat: string, h: Hex): boolean => {
  const f = v.fighters[seat] as FighterView;
  return f.side === me.side && f.out === null && f.at.q === h.q && f.at.r === h.r;
};

/**
 * Against dogs or wolves, the extra movement (8.4) that takes him to a better place than where he stands, its
 * Speed counted: into a corner facing in, beside his ally, turned to a beast he can strike without baring his back.
 */
function fortressStep(
  v: GladiatoriView,
  me: Me,
  beasts: Hex[],
  extras: (GladiatoriCommand & { type: 'extra' })[],
  radius: number,
): GladiatoriCommand | null {
  const here = packExposure(v, me, me.at, me.facing, beasts, radius);
  const score = (c: GladiatoriCommand & { type: 'extra' }) =>
    packExposure(v, me, c.to, c.facing, beasts, radius) +
    (distance(c.to, me.at) + (c.facing === me.facing ? 0 : 1)) * BEAST_COST.speed;
  const step = best(extras, (c) => -score(c));
  return step && score(step) < here - 1 ? step : null;
}

/** Against dogs or wolves the Movement action makes for shelter (a corner, facing in) and for his allies' side. */
function packMove(
  v: GladiatoriView,
  me: Me,
  beasts: Hex[],
  moves: (GladiatoriCommand & { type: 'move' })[],
  radius: number,
): GladiatoriCommand {
  const allies = v.seats
    .map((seat) => v.fighters[seat] as FighterView)
    .filter((f) => f.seat !== me.seat && f.side === me.side && f.out === null);
  const score = (c: GladiatoriCommand & { type: 'move' }) =>
    packExposure(v, me, c.to, c.facing, beasts, radius) +
    (allies.length > 0 ? ALLY_PULL * Math.min(...allies.map((f) => distance(f.at, c.to) - 1)) : 0);
  return best(moves, (c) => -score(c)) as GladiatoriCommand;
}
/** How much each hex between him and his nearest ally counts against a place (Cooperative, 17.1). */
const ALLY_PULL = 1;

/** Against the pack hit points last him the six turns: his Action cards, feints and moves in hand, no energy. */
function chooseHandAgainstBeasts(me: Me): GladiatoriCommand {
  const keep = me.deck.filter(
    (c) => c.kind === 'action' || c.kind === 'feint' || (c.kind === 'specialMove' && WIELDED_MOVES.includes(c.move)),
  );
  return { type: 'choose', hand: keep.map((c) => c.id) };
}

/** A Rest against a numerous pack takes back cards first (hit points, the costliest first), then Guard, then Offense. */
function restAgainstBeasts(me: Me, rests: (GladiatoriCommand & { type: 'rest' })[]): GladiatoriCommand {
  const fallback = rests[rests.length - 1] as GladiatoriCommand;
  if (me.skills.endurance <= 0 || !rests.some((r) => r.endurance)) return fallback;
  let left = me.skills.endurance;
  const guard = Math.min(left, me.startSkills.guard - me.skills.guard);
  left -= guard;
  const discard = Array.isArray(me.discard) ? me.discard : [];
  const cards = discard
    .slice()
    .sort((x, y) => CARD_HP[y.kind] - CARD_HP[x.kind])
    .slice(0, left)
    .map((c) => c.id);
  left -= cards.length;
  const offense = Math.min(left, me.startSkills.offense - me.skills.offense);
  return { type: 'rest', endurance: true, recover: { cards, blood: 0, speed: 0, offense, guard } };
}

/** The first command of the most `score` (the first of several equal ones), as a stable sort, best first, would give. */
function best<T>(xs: readonly T[], score: (x: T) => number): T | undefined {
  let top: T | undefined;
  let topScore = Number.NEGATIVE_INFINITY;
  for (const x of xs) {
    const v = score(x);
    if (top === undefined || v > topScore) {
      top = x;
      topScore = v;
    }
  }
  return top;
}

/** The offers at the start of a round that the veteran weighs, in the order offered, sorted in one pass. */
function startOffers(cmds: readonly GladiatoriCommand[]) {
  const out: {
    steady?: GladiatoriCommand;
    standby?: GladiatoriCommand;
    pass?: GladiatoriCommand;
    actions: Of<'action'>;
    extras: Of<'extra'>;
  } = { actions: [], extras: [] };
  for (const c of cmds) {
    if (c.type === 'extra') out.extras.push(c);
    else if (c.type === 'action') out.actions.push(c);
    else if (c.type === 'steady') out.steady ??= c;
    else if (c.type === 'standby') out.standby ??= c;
    else if (c.type === 'pass') out.pass ??= c;
  }
  return out;
}

type Of<T extends GladiatoriCommand['type']> = (GladiatoriCommand & { type: T })[];

function veteranChoose(view: unknown, legal: Legal<unknown>, rng: RngState): unknown {
  const v = view as GladiatoriView;
  // The powers offered at every step of a fight (11.7, 11.9) are left to the start of its own round.
  const offered = legal.commands as GladiatoriCommand[];
  const cmds = offered[0]?.type === 'pass' ? offered : offered.filter((c) => c.type !== 'power');
  const me = v.fighters[legal.seat] as Me;
  const first = cmds[0] as GladiatoriCommand;

  if (first.type === 'choose') return v.animals ? chooseHandAgainstBeasts(me) : chooseHand(me);
  // 17.5, 17.7: an animal's attack is rolled before he answers it, so he answers with no more than it takes.
  const beast = beastAttack(v, legal.seat);
  if (beast && first.type === 'react') return reactToBeast(me, beast, cmds as Of<'react'>);
  if (beast && first.type === 'defend') return defendFromBeast(v, me, beast, cmds as Of<'defend'>);
  // Against many small beasts (dogs, wolves) hit points last him longest; against a lion or a bear, his skills.
  if (first.type === 'rest' && (v.animals?.kind === 'dog' || v.animals?.kind === 'wolf'))
    return restAgainstBeasts(me, cmds as Of<'rest'>);
  if (first.type === 'place') return chooseStartHex(v, me, cmds as Of<'place'>);
  // Set-up and order (9, 11.8): keep his place and take the best items he can.
  if (first.type === 'order' || first.type === 'keep') return first;
  if (first.type === 'pick') return (cmds as Of<'pick'>).slice().sort((x, y) => worthOf(y.item) - worthOf(x.item))[0];
  if (first.type === 'select') return (cmds as Of<'select'>).slice().sort((x, y) => y.items.length - x.items.length)[0];
  if (first.type === 'bid') return (cmds as Of<'bid'>).slice().sort((x, y) => y.energy1 - x.energy1)[1] ?? first;
  if (first.type === 'rest') return cmds[cmds.length - 1];
  if (first.type === 'pay') return cheapestPayment(me, cmds as Of<'pay'>);
  // Offense first, then the most Blood.
  if (first.type === 'attack' && v.animals?.fight?.by === 'player' && packMode(v))
    return strikeBeast(v, me, cmds as Of<'attack'>);
  if (first.type === 'attack') return best(cmds as Of<'attack'>, (c) => Number(c.offense) * 100 + c.blood) ?? first;
  if (first.type === 'defend') return best(cmds as Of<'defend'>, (c) => Number(c.guard) * 100 + c.speed);
  if (first.type === 'feint') {
    const p = v.phase.kind === 'round' ? v.phase.fight : null;
    const feint = (cmds as Of<'feint'>).find((c) => c.card !== null);
    if (!feint || !p) return first;
    // The defender always takes back his defence once the attack is gone; the attacker feints a lost attack away.
    if (p.step === 'defenderFeint') return feint;
    return (p.effectiveAttack ?? 0) <= (p.defence ?? 0) ? feint : first;
  }
  if (first.type === 'react') return chooseReaction(v, me, cmds as Of<'react'>);
  const foes: FighterView[] = [];
  for (const seat of v.seats) {
    const f = v.fighters[seat] as FighterView;
    if (f.side !== me.side && f.out === null) foes.push(f);
  }
  // 17: the animals on the sand are foes too; they turn freely, so any side of one is its front.
  const beasts: Hex[] = [];
  for (const a of v.animals?.pack ?? []) if (a.state === 'arena' && a.at) beasts.push(a.at);
  // 17: against the pack alone, his back to the arena's edge so fewer beasts can reach him, and none from behind.
  const pack = v.animals && v.animals.mode !== 'coliseum' ? v.options.arenaRadius : null;
  if (first.type === 'move' && pack !== null && packMode(v)) return packMove(v, me, beasts, cmds as Of<'move'>, pack);
  if (first.type === 'move') return bestPlace(me, foes, beasts, cmds as Of<'move'>, pack) ?? first;

  // The start of his combat round: back on his feet first.
  const of = startOffers(cmds);
  if (of.steady) return of.steady;
  const attacks = of.actions.filter((c) => c.target !== null);
  if (pack !== null && packMode(v)) {
    const step = fortressStep(v, me, beasts, of.extras, pack);
    if (step) return step;
  }
  if (pack !== null && attacks.length > 0 && of.extras.length > 0) {
    // Before striking, a step to a place as face to face with a beast and more sheltered, if there is one.
    const faceToFace = faceToFacePlaces(foes, beasts);
    const here = exposure(me.at, me.facing, pack);
    const step = best(
      of.extras.filter((c) => faceToFace.has(placeCode(c.to, c.facing))),
      (c) => -exposure(c.to, c.facing, pack) - distance(c.to, me.at) / 10,
    );
    if (step && step.type === 'extra' && exposure(step.to, step.facing, pack) <= here - 3) return step;
  }
  if (attacks.length > 0 && packMode(v))
    return best(attacks, (c) => (c.help !== undefined ? -100 : beastAttackScore(v, me, c)));
  if (attacks.length > 0) return best(attacks, (c) => attackPromise(me, c));
  const faceToFace = faceToFacePlaces(foes, beasts);
  const extra = of.extras.filter((c) => faceToFace.has(placeCode(c.to, c.facing)));
  const spend = best(extra, (c) => -distance(c.to, me.at));
  if (spend && distance(spend.to, me.at) < me.speed) return spend;
  if (pack !== null && attacks.length === 0) {
    // No beast in front to strike: use the Speed to take a sheltered place facing the nearest one.
    const shelter = bestPlace(me, foes, beasts, of.extras as unknown as Of<'move'>, pack);
    const here = placeScore(me.at, me.facing, me, foes, beasts, pack);
    if (
      shelter &&
      shelter.type === 'extra' &&
      placeScore(shelter.to, shelter.facing, me, foes, beasts, pack) < here - 2
    )
      return shelter;
  }
  const movement = of.actions.find((c) => c.target === null && actionOf(me, c.card) === 'movement');
  if (movement && !foes.some((f) => directlyInFront(me, f.at)) && !beasts.some((at) => directlyInFront(me, at)))
    return movement;
  if (of.standby) return of.standby;
  return of.pass ?? cmds[nextInt(rng, cmds.length)];
}

/**
 * 4.1, 4.2: where he sets his miniature down. Beside the allies already placed; a fighter with a throwing item
 * keeps as far as he can from the foes already placed, to throw while they come, and any other as near as he can,
 * to close in at once. With nobody placed yet he stays on the hex set-up gave him if it is offered.
 */
function chooseStartHex(v: GladiatoriView, me: Me, offers: Of<'place'>): GladiatoriCommand {
  const p = v.phase;
  const placed = p.kind === 'place' ? p.order.slice(0, p.index).map((x) => v.fighters[x] as FighterView) : [];
  const thrower = me.items.some((i) => i.card.throwing);
  const score = (at: Hex): number => {
    let n = 0;
    for (const f of placed) {
      const d = distance(at, f.at);
      n += f.side === me.side ? d : thrower ? -d : d;
    }
    return n;
  };
  const own = offers.find((c) => c.at.q === me.at.q && c.at.r === me.at.r);
  if (placed.length === 0) return own ?? (offers[0] as GladiatoriCommand);
  return best(offers, (c) => -score(c.at)) ?? (offers[0] as GladiatoriCommand);
}

/** A place and facing as one number, for the arena's sizes (radius 8 at most). */
const placeCode = (at: Hex, facing: Direction): number => ((at.q + 32) * 64 + (at.r + 32)) * 6 + facing;

/**
 * The places and facings that put a foe directly in front of him while he stands in that foe's front, or an animal
 * directly in front (animals have no back): the few an extra movement aims for, worked out once instead of testing
 * every offered move against every foe.
 */
function faceToFacePlaces(foes: FighterView[], beasts: Hex[]): Set<number> {
  const out = new Set<number>();
  for (let d = 0; d < 6; d++) {
    const toward = opposite(d as Direction);
    for (const f of foes) {
      const h = neighbour(f.at, d as Direction);
      if (inFront(f, h)) out.add(placeCode(h, toward));
    }
    for (const at of beasts) out.add(placeCode(neighbour(at, d as Direction), toward));
  }
  return out;
}

/**
 * How many of the hexes around a place lie on the sand (inside an arena of this radius): each one behind him
 * counts three, each one in front one. Against the pack a beast can come from each of them.
 */
function exposure(at: Hex, facing: Direction, radius: number): number {
  let n = 0;
  for (let d = 0; d < 6; d++) {
    const h = neighbour(at, d as Direction);
    if (distance(h, { q: 0, r: 0 }) > radius) continue;
    const turn = (d - facing + 6) % 6;
    n += turn === 0 || turn === 1 || turn === 5 ? 1 : 3;
  }
  return n;
}

/** The score of a place (lower is better): face to face with a foe, else near the nearest foe, facing him. */
function placeScore(
  at: Hex,
  facing: Direction,
  me: Me,
  foes: FighterView[],
  beasts: Hex[],
  pack: number | null,
): number {
  const placed = { at, facing };
  let score = Number.POSITIVE_INFINITY;
  for (const f of foes) {
    const d = distance(at, f.at);
    const faced = directlyInFront(placed, f.at) && inFront(f, at) ? -10 : 0;
    const facingScore = f.at && inFront(placed, f.at) ? 0 : 2;
    const near = Math.abs(d - (me.speed > 0 ? 2 : 1));
    score = Math.min(score, near * 3 + facingScore + faced);
  }
  for (const b of beasts)
    score = Math.min(score, Math.abs(distance(at, b) - 1) * 3 + (directlyInFront(placed, b) ? -10 : 2));
  return pack === null ? score : score + exposure(at, facing, pack);
}

/** Face to face with a foe if it can get there, else as near the nearest foe as it can, facing him. */
function bestPlace(
  me: Me,
  foes: FighterView[],
  beasts: Hex[],
  moves: (GladiatoriCommand & { type: 'move' })[],
  pack: number | null = null,
): GladiatoriCommand | undefined {
  let best: GladiatoriCommand | undefined;
  let bestScore = Number.POSITIVE_INFINITY;
  for (const c of moves) {
    const score = placeScore(c.to, c.facing, me, foes, beasts, pack);
    if (score < bestScore) {
      bestScore = score;
      best = c;
    }
  }
  return best;
}

function chooseReaction(
  v: GladiatoriView,
  me: Me,
  reacts: (GladiatoriCommand & { type: 'react' })[],
): GladiatoriCommand {
  const fight = v.phase.kind === 'round' ? v.phase.fight : null;
  const attacker = fight ? v.fighters[fight.attacker] : undefined;
  const spot = v.phase.kind === 'round' && attacker ? attacker.table[v.phase.actionSpot ?? -1] : undefined;
  const seen: ActionType | null = spot && 'card' in spot ? spot.card.action : null;
  const matching: Record<ActionType, ActionType> = {
    strength: 'strength',
    dexterity: 'dexterity',
    berserk: 'berserk',
    movement: 'movement',
  };
  const rank = (c: GladiatoriCommand & { type: 'react' }): number => {
    if (c.card === null) return -10;
    const type = actionOf(me, c.card);
    const cost = reuseCost(me, c.card);
    let value =
      type === 'berserk' ? 5 : type === 'movement' ? 4 + Math.min(2, me.speed) : type === 'strength' ? c.add.length : 2;
    if (seen && type === matching[seen]) value += 5;
    return value - cost;
  };
  return best(reacts, rank) as GladiatoriCommand;
}

/** The payment that loses the least: 0-energy cards before 1-energy, Action cards and items last, little change. */
function cheapestPayment(me: Me, pays: (GladiatoriCommand & { type: 'pay' })[]): GladiatoriCommand {
  const worth = (id: string): number => {
    const c = me.deck.find((x) => x.id === id);
    if (!c) return 6;
    return c.kind === 'energy0' ? 1 : c.kind === 'energy1' ? 3 : c.kind === 'feint' ? 4 : c.kind === 'action' ? 5 : 3;
  };
  const cost = (p: { cards: string[] }) => p.cards.reduce((s, id) => s + worth(id), 0);
  return best(pays, (p) => -cost(p)) as GladiatoriCommand;
}

export const veteranBot: Bot = {
  name: 'veteran',
  level: 2,
  about: 'meets its foe face to face, strikes with its strongest card, reacts with the matching one, rests well',
  choose: veteranChoose,
};
