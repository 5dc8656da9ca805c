/**
 * Special moves (10) in the Light game, and the Character Elements they and the status markers cost (3.3, 12.2,
 * 12.3): Sweep (10.1), Sacrifice (10.2), Acrobatic Strike (10.3), Overskill (10.4), Rage (10.5), Break Item (10.6),
 * Unbalancing Strike (10.7) and Reflex (10.8), with each card's restrictions.
 */
import { directionTo, type Hex, hexEq, neighbour, relative, turn } from '../../core/hex.js';
import type { SeatId } from '../../core/protocol.js';
import { ok, type Result, type RuleViolation, violation } from '../../core/result.js';
import { heldDown } from './status.js';
import {
  ACROBATIC_BONUS,
  OVERSKILL,
  SACRIFICE_BONUS,
  type SpecialMoveId,
  SWEEP_MODIFIERS,
  specialMove,
  UNBALANCING_PRICE,
} from './tables.js';
import type {
  Card,
  Ctx,
  Elements,
  Fight,
  Fighter,
  GladiatoriCommand,
  GladiatoriOptions,
  GladiatoriState,
  RageSwap,
  Skill,
  SkillUse,
  Term,
} from './types.js';
import { RULE } from './types.js';

/** The moves this engine plays: all eight. */
export const PLAYED_MOVES: readonly SpecialMoveId[] = [
  'sweep',
  'sacrifice',
  'acrobaticStrike',
  'breakItem',
  'unbalancingStrike',
  'reflex',
  'rage',
  'overskill',
];

export const movesOn = (f: Fighter): SpecialMoveId[] =>
  f.played.flatMap((c) => (c.kind === 'specialMove' ? [c.move] : []));
export const hasMove = (f: Fighter, m: SpecialMoveId): boolean => movesOn(f).includes(m);

/**
 * Why this special move card cannot go on this Action or Reaction, or null (10): a move this engine does not play
 * yet, or a restriction of the card: Movement (neither trapped nor face-down), Attack (on an attacking Action),
 * Defence (on a Reaction), Melee (never with a thrown weapon, which this engine does not throw yet).
 */
export function moveProblem(
  f: Fighter,
  c: Card & { kind: 'specialMove' },
  use: 'attack' | 'defence' | 'other',
): string | null {
  const row = specialMove(c.move);
  if (!PLAYED_MOVES.includes(c.move)) return `${row.name} (${row.section}) is not played by this engine yet`;
  for (const r of row.restrictions) {
    if (r === 'movement' && heldDown(f)) return `${row.name} needs a fighter neither trapped nor face-down`;
    if (r === 'attack' && use !== 'attack') return `${row.name} goes only with an attack`;
    if (r === 'defence' && use !== 'defence') return `${row.name} goes only with a Reaction`;
    if (r === 'attackOrDefence' && use === 'other') return `${row.name} goes only with an attack or a Reaction`;
  }
  return null;
}

/** The terms the fighter's moves add to his value (10.2, 10.3); a sacrificed card leaves the game. */
export function moveTerms(f: Fighter, sacrifice: string | undefined): Result<Term[], RuleViolation> {
  const terms: Term[] = [];
  if (sacrifice !== undefined) {
    if (!hasMove(f, 'sacrifice'))
      return violation('no-sacrifice', RULE.sacrifice, `${f.name} has no Sacrifice card on this Action or Reaction`);
    const i = f.hand.findIndex((c) => c.id === sacrifice);
    if (i < 0) return violation('card-not-in-hand', RULE.sacrifice, `card ${sacrifice} is not in ${f.name}'s hand`);
    f.removed.push(f.hand[i] as Card);
    f.hand.splice(i, 1);
    terms.push({ label: 'Sacrifice', value: SACRIFICE_BONUS, rule: RULE.sacrifice });
  }
  if (hasMove(f, 'acrobaticStrike')) {
    terms.push({ label: 'Acrobatic Strike', value: ACROBATIC_BONUS, rule: RULE.acrobaticStrike });
    f.newUnbalanced += 1;
  }
  return ok(terms);
}

export const elementCount = (e: Elements): number =>
  e.cards.length + e.blood + e.speed + e.offense + e.guard + e.endurance;

/**
 * Spends Character Elements (3.3): hand cards to the discard pile, Blood, Speed and skill points. Points of a skill
 * an Overskill bonus still raises either just go down (`lowers`) or use the skill up (`uses`: it drops to 0 and the
 * bonuses are spent, 10.4); the option `overskillSpend` picks the reading (docs/rulings.md).
 */
export function spend(
  f: Fighter,
  e: Elements,
  count: number,
  rule: string,
  raised: GladiatoriOptions['overskillSpend'],
): Result<void, RuleViolation> {
  const bad = (message: string) => violation('bad-elements', rule, message);
  if (elementCount(e) !== count) return bad(`${count} Character Elements are due, ${elementCount(e)} offered`);
  if (new Set(e.cards).size !== e.cards.length) return bad('a card is named twice');
  for (const id of e.cards) if (!f.hand.some((c) => c.id === id)) return bad(`card ${id} is not in ${f.name}'s hand`);
  if (e.blood > f.blood || e.speed > f.speed) return bad(`${f.name} has ${f.blood} Blood and ${f.speed} Speed`);
  if (e.offense > f.skills.offense || e.guard > f.skills.guard || e.endurance > f.skills.endurance)
    return bad(`${f.name}'s skills do not have those points`);
  for (const id of e.cards) {
    const i = f.hand.findIndex((c) => c.id === id);
    f.discard.push(f.hand[i] as Card);
    f.hand.splice(i, 1);
  }
  f.blood -= e.blood;
  f.speed -= e.speed;
  f.skills.offense -= e.offense;
  f.skills.guard -= e.guard;
  f.skills.endurance -= e.endurance;
  if (raised === 'uses')
    for (const skill of ['offense', 'guard', 'endurance'] as const)
      if (e[skill] > 0 && f.overskills.some((b) => b.skill === skill)) {
        f.skills[skill] = 0;
        f.overskills = f.overskills.filter((b) => b.skill !== skill);
      }
  return ok(undefined);
}

/** A way to pay `count` elements out of what the fighter has, points before cards; null when he cannot. */
export function someElements(f: Fighter, count: number): Elements | null {
  const e: Elements = { cards: [], blood: 0, speed: 0, offense: 0, guard: 0, endurance: 0 };
  let left = count;
  const take = (have: number) => {
    const n = Math.min(have, left);
    left -= n;
    return n;
  };
  e.blood = take(f.blood);
  e.speed = take(f.speed);
  e.endurance = take(f.skills.endurance);
  e.offense = take(f.skills.offense);
  e.guard = take(f.skills.guard);
  e.cards = f.hand.slice(0, left).map((c) => c.id);
  left -= e.cards.length;
  return left === 0 ? e : null;
}

/** 10.7: the answer to an Unbalancing Strike: two elements, or a white cube at the end of the round. */
export function balance(ctx: Ctx, f: Fighter, e: Elements | null): Result<void, RuleViolation> {
  if (e === null) {
    f.newUnbalanced += 1;
    ctx.events.push({
      type: 'unbalancing',
      visibleTo: 'all',
      rule: RULE.unbalancingStrike,
      text: `${f.name} will take a white cube at the end of the round.`,
      data: { seat: f.seat },
    });
    return ok(undefined);
  }
  const paid = spend(f, e, UNBALANCING_PRICE, RULE.unbalancingStrike, ctx.s.options.overskillSpend);
  if (!paid.ok) return paid;
  ctx.events.push({
    type: 'unbalancing',
    visibleTo: 'all',
    rule: RULE.unbalancingStrike,
    text: `${f.name} spends two Character Elements and keeps his balance.`,
    data: { seat: f.seat },
  });
  return ok(undefined);
}

/** 12.2, 12.3: two elements take off one marker; with no white cube left a face-down fighter stands up. */
export const MARKER_PRICE = 2;
export function steady(
  ctx: Ctx,
  f: Fighter,
  marker: 'trapped' | 'unbalanced',
  e: Elements,
): Result<void, RuleViolation> {
  const rule = marker === 'trapped' ? RULE.trapped : RULE.faceDown;
  if (f[marker] <= 0) return violation('no-marker', rule, `${f.name} has no ${marker} marker to take off`);
  const paid = spend(f, e, MARKER_PRICE, rule, ctx.s.options.overskillSpend);
  if (!paid.ok) return paid;
  f[marker] -= 1;
  const up = marker === 'unbalanced' && f.unbalanced === 0 && f.faceDown;
  if (up) f.faceDown = false;
  ctx.events.push({
    type: 'steady',
    visibleTo: 'all',
    rule,
    text: `${f.name} spends two Character Elements to take off a ${marker === 'trapped' ? 'grey' : 'white'} cube${
      up ? ' and stands up' : ''
    }.`,
    data: { seat: f.seat, marker },
  });
  return ok(undefined);
}

/**
 * 10.5 Rage: at the resolution the Rage card is exchanged for a card of the discard pile or the hit-point deck,
 * which lies on the Action or Reaction from then on and takes effect at once (a special move must fit the use).
 */
export function rage(f: Fighter, cardId: string, use: 'attack' | 'defence'): Result<RageSwap, RuleViolation> {
  const r = f.played.findIndex((c) => c.kind === 'specialMove' && c.move === 'rage');
  if (r < 0) return violation('no-rage', RULE.rage, `${f.name} has no Rage card on this Action or Reaction`);
  const pile = f.discard.some((c) => c.id === cardId) ? f.discard : f.deck.some((c) => c.id === cardId) ? f.deck : null;
  if (!pile)
    return violation(
      'card-not-available',
      RULE.rage,
      `card ${cardId} is in neither the discard pile nor the hit-point deck`,
    );
  const card = pile.find((c) => c.id === cardId) as Card;
  if (card.kind === 'action' || card.kind === 'feint')
    return violation('not-addable', RULE.rage, `card ${cardId} (${card.kind}) cannot lie on an Action or Reaction`);
  if (card.kind === 'specialMove') {
    const problem = moveProblem(f, card, use);
    if (problem) return violation('special-move-not-here', RULE.rage, `card ${cardId}: ${problem}`);
  }
  const from = pile === f.discard ? 'discard' : 'deck';
  const rageCard = f.played[r] as Card;
  pile.splice(pile.indexOf(card), 1);
  f.discard.push(...f.played.splice(r, 1));
  f.played.push(card);
  return ok({ rage: rageCard.id, fetched: card.id, from });
}

/** 7.3, 10.5: a Feint undoes a Rage: the card it brought goes back where it came from, the Rage card onto the spot. */
export function undoRage(f: Fighter, swap: RageSwap): void {
  const i = f.played.findIndex((c) => c.id === swap.fetched);
  const k = f.discard.findIndex((c) => c.id === swap.rage);
  if (i < 0 || k < 0) throw new Error(`${f.name}'s Rage (${swap.rage} for ${swap.fetched}) cannot be undone`);
  (swap.from === 'discard' ? f.discard : f.deck).push(...f.played.splice(i, 1));
  f.played.push(...f.discard.splice(k, 1));
}

/** The points of the Overskill bonuses still owed on this skill (10.4). */
export const owedOn = (f: Fighter, skill: Skill): number =>
  f.overskills.reduce((sum, b) => sum + (b.skill === skill ? b.points : 0), 0);

/**
 * The most an Overskill may add to this skill now (10.4): 5, and never past three times the skill. On a skill that an
 * earlier Overskill still raises, the `unraised` reading (Ludus's default, docs/rulings.md) counts three times the
 * skill without those bonuses; `raised` counts three times the skill as it stands.
 */
export function overskillRoom(f: Fighter, skill: Skill, cap: GladiatoriOptions['overskillCap'] | undefined): number {
  const now = f.skills[skill];
  const base = cap === 'raised' ? now : Math.max(0, now - owedOn(f, skill));
  return Math.max(0, Math.min(OVERSKILL.bonus, OVERSKILL.capFactor * base - now));
}

/**
 * 10.4 Overskill: up to +5 to one skill, never past three times its value; the bonus lasts until the skill is used,
 * which drops it to 0, or until the end of the turn. A second Overskill in the same turn (its card won back by Rage,
 * Standby or Resistance) adds a bonus of its own beside the first.
 */
export function overskill(
  f: Fighter,
  skill: Skill,
  points: number,
  cap: GladiatoriOptions['overskillCap'] | undefined,
): Result<void, RuleViolation> {
  if (!hasMove(f, 'overskill'))
    return violation('no-overskill', RULE.overskill, `${f.name} has no Overskill card on this Action or Reaction`);
  const now = f.skills[skill];
  const most = overskillRoom(f, skill, cap);
  if (most < 1)
    return violation(
      'bad-overskill',
      RULE.overskill,
      `Overskill cannot raise ${skill} (${now}) any further: three times the skill${owedOn(f, skill) > 0 && cap !== 'raised' ? ' without its earlier bonus' : ''} is reached`,
    );
  if (points < 1 || points > most)
    return violation(
      'bad-overskill',
      RULE.overskill,
      `Overskill raises ${skill} (${now}) by 1 to ${most} points, not ${points}`,
    );
  f.skills[skill] = now + points;
  f.overskills.push({ skill, points });
  return ok(undefined);
}

/**
 * A skill is used (2.6): it drops by 1, or to 0 when Overskill bonuses raise it (10.4), which spends them all. What
 * the use took is returned, so that a Feint can put it back (7.3).
 */
export function useSkill(f: Fighter, skill: Skill): SkillUse {
  const before = f.skills[skill];
  const spent = f.overskills.filter((b) => b.skill === skill);
  if (spent.length > 0) {
    f.skills[skill] = 0;
    f.overskills = f.overskills.filter((b) => b.skill !== skill);
  } else f.skills[skill] -= 1;
  return { skill, before, spent };
}

/** 10.4: at the end of the turn every Overskill bonus still unused goes. */
export function expireOverskills(f: Fighter): void {
  for (const b of f.overskills) f.skills[b.skill] = Math.max(0, f.skills[b.skill] - b.points);
  f.overskills = [];
}

// ---- Sweep (10.1) ----

/**
 * Where a neighbour hex lies for a fighter, counted in hexsides from the hex directly in front: 0 in front, +1 and
 * +2 round to his right, -1 and -2 round to his left; null for a hex not next to him or directly behind him.
 */
export function sweepOffset(f: Pick<Fighter, 'at' | 'facing'>, h: Hex): number | null {
  const d = directionTo(f.at, h);
  if (d === null) return null;
  const rel = relative(d, f.facing);
  return rel === 3 ? null : rel > 3 ? rel - 6 : rel;
}

/** The hex at this offset from the hex directly in front (see sweepOffset). */
const arcHex = (f: Fighter, offset: number): Hex => neighbour(f.at, turn(f.facing, offset));

/**
 * Why these Sweep targets are refused, or null (10.1): one to three fighters, each in a hex next to the sweeper,
 * all within one run of three neighbouring hexes that includes the one directly in front, named in the order the
 * blow meets them (one way round), nobody left out on the run of three hexes the blow sweeps (friend or foe), and
 * at least one foe.
 */
export function sweepProblem(s: GladiatoriState, f: Fighter, targets: readonly SeatId[]): string | null {
  if (targets.length < 1 || targets.length > SWEEP_MODIFIERS.length)
    return `a Sweep strikes 1 to ${SWEEP_MODIFIERS.length} targets, not ${targets.length}`;
  if (new Set(targets).size !== targets.length) return 'a target is named twice';
  const offsets: number[] = [];
  for (const seat of targets) {
    const t = s.fighters[seat];
    if (!t || seat === f.seat || t.out !== null) return `"${seat}" is not a fighter the Sweep can strike`;
    const o = sweepOffset(f, t.at);
    if (o === null) return `${t.name} is not in a hex the Sweep can reach`;
    offsets.push(o);
  }
  const lo = Math.min(...offsets);
  const hi = Math.max(...offsets);
  if (hi - lo > 2) return 'the targets do not lie within three neighbouring hexes';
  if (Math.max(hi, 0) - Math.min(lo, 0) > 2) return 'the three hexes swept must include the one directly in front';
  const up = offsets.every((o, i) => i === 0 || o > (offsets[i - 1] as number));
  const down = offsets.every((o, i) => i === 0 || o < (offsets[i - 1] as number));
  if (!up && !down) return 'the targets must be named in the order the blow meets them, one way round';
  // The blow sweeps a whole run of three hexes with the front one, not only the hexes between the targets: a single
  // target beside the sweeper's back is reached across the front-side hex, which must hold nobody left out.
  const left = (o: number): SeatId | undefined => {
    const h = arcHex(f, o);
    const there = s.seats.find(
      (x) => (s.fighters[x] as Fighter).out === null && hexEq((s.fighters[x] as Fighter).at, h),
    );
    return there && !targets.includes(there) ? there : undefined;
  };
  const runs = [-2, -1, 0].filter((r) => r <= Math.min(lo, 0) && Math.max(hi, 0) <= r + 2);
  const blocked = runs.map((r) => [r, r + 1, r + 2].map(left).find((x) => x !== undefined));
  if (!blocked.includes(undefined))
    return `${(s.fighters[blocked[0] as SeatId] as Fighter).name} stands in the blow's way and must be struck too`;
  if (!targets.some((x) => (s.fighters[x] as Fighter).side !== f.side)) return 'a Sweep needs at least one foe';
  return null;
}

/** Why an Action with these cards and this declaration cannot sweep, or null (10.1, 10.6, 10.7, 6.5, 9.6). */
export function sweepDeclarationProblem(
  s: GladiatoriState,
  f: Fighter,
  cmd: GladiatoriCommand & { type: 'action' },
): string | null {
  const sweeping = hasMove(f, 'sweep');
  if (!sweeping) return cmd.sweep === undefined ? null : 'targets are named for a Sweep only with a Sweep card';
  if (cmd.sweep === undefined || cmd.target === null)
    return 'a Sweep card is shown at once with its targets, named in the order struck';
  if (cmd.sweep[0] !== cmd.target) return "the Sweep's first target is the fight's target";
  if (cmd.help !== undefined) return 'a Sweep attacks; it does not help an ally';
  if (cmd.item !== undefined || hasMove(f, 'breakItem')) return `a Sweep cannot break an item (${RULE.breakItem})`;
  if (hasMove(f, 'unbalancingStrike'))
    return `an Unbalancing Strike goes with an attack on one target only (${RULE.unbalancingStrike})`;
  return sweepProblem(s, f, cmd.sweep);
}

/** The Sweep's term against the target struck `index`-th: +1, -3, -7 (10.1). */
export const sweepTerm = (index: number): Term => ({
  label: `Sweep, target ${index + 1}`,
  value: SWEEP_MODIFIERS[index] as number,
  rule: RULE.sweep,
});

/**
 * Sweeps worth offering (10.1): for each run of three hexes that includes the one directly in front, everybody
 * standing in it, struck one way round and the other; and each foe within reach alone.
 */
export function sweepChoices(s: GladiatoriState, f: Fighter): SeatId[][] {
  if (!f.hand.some((c) => c.kind === 'specialMove' && c.move === 'sweep') || heldDown(f)) return [];
  const at = (o: number): SeatId | undefined =>
    s.seats.find((x) => (s.fighters[x] as Fighter).out === null && hexEq((s.fighters[x] as Fighter).at, arcHex(f, o)));
  const out: SeatId[][] = [];
  const seen = new Set<string>();
  const offer = (targets: SeatId[]) => {
    const k = targets.join(',');
    if (targets.length === 0 || seen.has(k) || sweepProblem(s, f, targets) !== null) return;
    seen.add(k);
    out.push(targets);
  };
  for (const lo of [-2, -1, 0]) {
    const run = [lo, lo + 1, lo + 2].flatMap((o) => {
      const x = at(o);
      return x ? [x] : [];
    });
    offer(run);
    offer([...run].reverse());
  }
  for (const o of [-2, -1, 0, 1, 2]) {
    const x = at(o);
    if (x) offer([x]);
  }
  return out;
}

/** 10.1: the Sweep card is shown with its targets; its user takes a white cube at the end of his round. */
export function startSweep(ctx: Ctx, fight: Fight, f: Fighter, targets: readonly SeatId[]): void {
  fight.sweep = { targets: [...targets], index: 0, front: false, behind: false };
  f.newUnbalanced += 1;
  ctx.events.push({
    type: 'sweep',
    visibleTo: 'all',
    rule: RULE.sweep,
    text: `${f.name} shows a Sweep and strikes ${targets
      .map((x) => (ctx.s.fighters[x] as Fighter).name)
      .join(', then ')}.`,
    data: { seat: f.seat, targets: [...targets] },
  });
}
