/**
 * Rule 8: who may attack whom after movement (8.1), rotation to receive an attack (8.12), positional advantage
 * (8.2), CF allocation and its limits (8.3), the attack sequence (8.4) and resolution on the CRT (8.5-8.6).
 */
import type { Modifier } from '../../core/dice.js';
import {
  COMPASS,
  type Direction,
  dir,
  directionTo,
  distance,
  type Hex,
  inFrontCone,
  relative,
  spokeOf,
} from '../../core/hex.js';
import type { Legal, SeatId } from '../../core/protocol.js';
import { ok, type Result, type RuleViolation, violation } from '../../core/result.js';
import { BILLINGS_CARDS, cardGuarding, cardsCost, cardsError, cardsOn, playableCards } from './billings/cards.js';
import {
  attackCap,
  attackCapError,
  BILLINGS_CRT,
  billingsColumn,
  billingsCrtResult,
  crtOn,
  loneAttack,
} from './billings/crt.js';
import { armed, BILLINGS_KNIFE, knifeInHand } from './billings/knife.js';
import { BILLINGS_THROW, billingsThrow, billingsThrowing, throwTooFar } from './billings/throwing.js';
import { halfLimit, usableCf } from './cf-limits.js';
import type { Ctx } from './context.js';
import { checkNetAllocation, heldBy, netAllocationCf, netAllocationSamples } from './ensnared.js';
import { dropItem, throwItem } from './items.js';
import { netCfSpent } from './net.js';
import { shieldHit, weaponDropCheck } from './shield.js';
import { ATTACK_SEQUENCE, crtLookup, positionalValue, stunFor } from './tables.js';
import { inFight, mayAttack, sidesInFight } from './teams.js';
import { parriesWithTrident, tridentBreakCheck, tridentOneHanded, tridentReaches } from './trident.js';
import {
  type Allocation,
  AREA_NAMES,
  AREAS,
  type Area,
  type CombatSetup,
  type CombatTarget,
  type Gladiator,
  type GladiatorCommand,
  type GladiatorState,
} from './types.js';
import { addStun, bodyHit, fallProne } from './wounds.js';

/**
 * A gladiator able to strike: alive and in the arena, conscious, on his feet or kneeling, weapon in hand (or the
 * Billings knife of a Retarius), not in a net (12.2, 15.3, 17.35).
 */
export const canStrike = (g: Gladiator): boolean =>
  !g.dead && !g.left && !g.unconscious && g.posture !== 'prone' && armed(g) && !g.ensnared;

/** 8.1/5.2: the three adjacent hexes of the front hexside. */
export const hasInFront = (a: Gladiator, b: Gladiator): boolean =>
  distance(a.position, b.position) === 1 && inFrontCone(a.position, a.facing, b.position, 1);

/** 8.2 with 8.21-8.24: the bonus an attacker standing at `from` earns against `d` facing `facing`. */
export function positionalBonus(s: GladiatorState, from: Hex, d: Gladiator, facing: Direction = d.facing): number {
  const sp = spokeOf(d.position, from);
  if (!sp) return 0;
  const adjacent = sp.p + sp.q === 1;
  const value = (rel: number) => positionalValue(rel, d.handedness, s.options.frontFlanks, adjacent);
  // RULINGS: between two spokes a ranged attacker takes the lower of the two spoke values.
  let bonus =
    sp.q === 0
      ? value(relative(sp.a, facing))
      : Math.min(value(relative(sp.a, facing)), value(relative(((sp.a + 1) % 6) as Direction, facing)));
  if (d.stumbling) bonus += 2; // 8.21, 14.5
  if (d.posture === 'prone') bonus += 4; // 8.22, 15.5
  if (d.ensnared) bonus += 4; // 8.23
  return bonus;
}

/** 8.3 (with 14.4): CF of his own this phase before any positional bonus. */
export const ownCF = (g: Gladiator): number => g.cf - g.stun - (g.stumbling ? 2 : 0);

/**
 * After movement: rotate those who must turn to receive an attack (8.12), work out who may attack whom with what
 * bonus, and what each participant may allocate. Returns null when no one can attack anyone (8.11).
 */
export function setupCombat(ctx: Ctx): CombatSetup | null {
  const s = ctx.s;
  // 19.24: a man attending an appeal this phase is out of its combat.
  const live = s.sides ? ctx.alive().filter((g) => g.attendingAppeal !== ctx.phaseKey) : ctx.alive();
  const fronts: CombatSetup['fronts'] = {};
  const bonusOf = new Map<string, number>();
  // 20.1: a man two or more foes can strike pivots before any bonus is judged, and is not turned by 8.12.
  const single = s.sides ? pivotSingles(ctx, live) : null;
  // Bonuses are fixed before anyone rotates (8.12).
  // Only foes attack one another (20): in a duel, the other man.
  for (const a of live)
    for (const d of live)
      if (mayAttack(s, a.seat, d.seat) && hasInFront(a, d) && !hasInFront(d, a))
        bonusOf.set(`${a.seat}>${d.seat}`, positionalBonus(s, a.position, d));
  for (const a of live)
    for (const d of live) {
      if (!mayAttack(s, a.seat, d.seat) || !hasInFront(a, d) || hasInFront(d, a)) continue;
      if (single?.includes(d.seat)) continue;
      // 8.12 turns every man attacked from outside his front; the option keeps a prone or senseless one as he fell.
      if (!s.options.proneTurnsToFace && (d.posture === 'prone' || d.unconscious)) continue;
      const towards = directionTo(d.position, a.position) as Direction;
      d.facing = towards;
      ctx.emit('rotate', '§8.12', `${d.name} turns to face ${a.name}.`, { seat: d.seat, facing: towards });
    }
  for (const a of live) {
    for (const d of live) {
      if (!mayAttack(s, a.seat, d.seat) || !canStrike(a)) continue;
      if (!hasInFront(a, d)) {
        // 18.2: the trident reaches two hexes, its bonus read on the ranged ring; 18.4: no sword reaches back.
        if (tridentReaches(a, d)) {
          const list = fronts[a.seat] ?? [];
          list.push(teamTarget(a, d, positionalBonus(s, a.position, d), single));
          fronts[a.seat] = list;
        }
        continue;
      }
      const key = `${a.seat}>${d.seat}`;
      // The man who had to turn earns no positional bonus (8.12); mutual fronts use the facings as they are (8.13).
      const rotatedToMeet = bonusOf.has(`${d.seat}>${a.seat}`);
      const bonus = rotatedToMeet ? 0 : (bonusOf.get(key) ?? positionalBonus(s, a.position, d));
      const list = fronts[a.seat] ?? [];
      list.push(single ? teamTarget(a, d, bonus, single) : { target: d.seat, bonus });
      fronts[a.seat] = list;
    }
  }
  const attackers = Object.keys(fronts);
  // 17.351, 17.352: a man in a net, and the Retarius holding it, allocate even when no one can strike.
  const netted = (g: Gladiator) => (g.ensnared && !g.unconscious) || (g.net === true && heldBy(s, g).length > 0);
  if (attackers.length === 0 && !live.some(netted)) return null;
  const participants = s.seats.filter((seat) => {
    const g = ctx.g(seat);
    return !g.dead && (fronts[seat] || attackers.some((a) => fronts[a]?.some((f) => f.target === seat)) || netted(g));
  });
  const available: Record<SeatId, number> = {};
  const bonus: Record<SeatId, number> = {};
  const attackOnly: Record<SeatId, boolean> = {};
  for (const seat of participants) {
    const g = ctx.g(seat);
    // 17.2: what this phase's net attack spent is gone from the allocation.
    const own = ownCF(g) - netCfSpent(g, ctx.phaseKey);
    const b = Math.max(0, ...(fronts[seat] ?? []).map((f) => f.bonus));
    bonus[seat] = b;
    attackOnly[seat] = own <= 0 && b > 0;
    available[seat] = g.unconscious ? 0 : Math.max(0, own + b);
  }
  if (single)
    for (const seat of participants) {
      const list = fronts[seat] ?? [];
      const own = (available[seat] ?? 0) - (bonus[seat] ?? 0);
      // 8.2 per attacker and target: the best placed man first, and what attacking each one leaves him.
      if (list.length > 1) {
        list.sort((x, y) => y.bonus - x.bonus);
        for (const f of list) f.available = (available[seat] ?? 0) > 0 ? Math.max(0, own + f.bonus) : 0;
      }
      // 20.5: half his own CF, and the whole bonus on top.
      for (const f of list) if (f.oneAttackMax !== undefined) f.oneAttackMax = halfLimit(Math.max(0, own)) + f.bonus;
    }
  const setup: CombatSetup = { fronts, available, bonus, attackOnly, participants };
  if (single) setup.single = single;
  return setup;
}

/** Foes able to strike him this phase: adjacent with him in their front, or a trident's reach away (8.1, 18.2). */
const strikersOf = (s: GladiatorState, live: Gladiator[], d: Gladiator): Gladiator[] =>
  live.filter((a) => mayAttack(s, a.seat, d.seat) && canStrike(a) && (hasInFront(a, d) || tridentReaches(a, d)));

/** Turns to try for the pivot of 20.1: keep the facing, then the nearest, the right-hand turn first (RULINGS). */
const PIVOT_TURNS = [0, 1, -1, 2, -2, 3] as const;

/**
 * 20.1 (RULINGS reading): a man two or more foes can strike pivots in his hex to the facing that gives them the least
 * bonus together, which brings them into his front as far as it can be done; among equals he keeps his facing, or
 * takes the nearest, turning right on a tie. Returns the men so attacked: rule 20's single gladiators.
 */
function pivotSingles(ctx: Ctx, live: Gladiator[]): SeatId[] {
  const s = ctx.s;
  const single: SeatId[] = [];
  for (const d of live) {
    const strikers = strikersOf(s, live, d);
    if (strikers.length < 2) continue;
    single.push(d.seat);
    let best = d.facing;
    let least = Number.POSITIVE_INFINITY;
    for (const t of PIVOT_TURNS) {
      const facing = dir(d.facing + t);
      const sum = strikers.reduce((total, a) => total + positionalBonus(s, a.position, d, facing), 0);
      if (sum < least) [best, least] = [facing, sum];
    }
    if (best === d.facing) continue;
    d.facing = best;
    ctx.emit(
      'pivot',
      '§20.1',
      `${d.name}, attacked by ${strikers.map((a) => a.name).join(' and ')}, pivots to face ${COMPASS[best]} (their bonuses together +${least}).`,
      { seat: d.seat, facing: best },
    );
  }
  return single;
}

/** 20.3, 20.5: what rule 20 adds to a target when the man attacked is a single gladiator. */
function teamTarget(a: Gladiator, d: Gladiator, bonus: number, single: SeatId[] | null): CombatTarget {
  const t: CombatTarget = { target: d.seat, bonus };
  if (!single?.includes(d.seat)) return t;
  if (fromRear(a.position, d)) t.rear = true;
  // Filled in once his available CF are known.
  if (bonus > 0 && !hasInFront(d, a) && !tridentReaches(d, a)) t.oneAttackMax = 0;
  return t;
}

/** 20.3: the attacker stands on the defender's three rear hexsides (at range, wholly behind his flanks). */
function fromRear(from: Hex, d: Gladiator): boolean {
  const sp = spokeOf(d.position, from);
  if (!sp) return false;
  const rear = (a: number) => {
    const r = relative(dir(a), d.facing);
    return r >= 2 && r <= 4;
  };
  return rear(sp.a) && (sp.q === 0 || rear(sp.a + 1));
}

export function checkAllocation(s: GladiatorState, seat: SeatId, a: Allocation): Result<Allocation, RuleViolation> {
  const c = s.combat;
  const g = s.gladiators[seat] as Gladiator;
  if (!c?.participants.includes(seat)) return violation('not-in-combat', '§8.1', `${seat} has no combat this phase`);
  const available = c.available[seat] ?? 0;
  const fronts = c.fronts[seat] ?? [];
  if (a.attacks.length > 0 && fronts.length === 0) {
    const why =
      g.posture === 'prone'
        ? ['§15.3', 'a prone gladiator cannot attack']
        : !armed(g)
          ? ['§12.2', 'a gladiator without a weapon cannot attack']
          : g.ensnared
            ? ['§17.35', 'a gladiator caught in a net cannot attack']
            : g.trident
              ? ['§18.2', 'no opponent stands within his trident reach, two hexes of his front']
              : ['§8.1', 'no opponent stands in his combat front'];
    return violation('cannot-attack', why[0] as string, why[1] as string);
  }
  if (a.attacks.length > 5)
    return violation('too-many-attacks', '§8.43', 'at most five attacks a phase', { attacks: a.attacks.length });
  const seen = new Set<string>();
  const usable = usableCf(c.available[seat] ?? 0, fronts, a.attacks);
  const limit = halfLimit(usable);
  let pastHalf = false;
  for (const att of a.attacks) {
    if (att.target === undefined && fronts.length > 1)
      return violation(
        'target-needed',
        '§20.2',
        `${fronts.map((f) => s.gladiators[f.target]?.name).join(' and ')} stand in ${g.name}'s front: each attack must name its target`,
        { targets: fronts.map((f) => f.target) },
      );
    const target = att.target ?? fronts[0]?.target;
    const front = fronts.find((f) => f.target === target);
    if (!front)
      return g.trident
        ? violation('bad-target', '§18.2', `${target} is not within ${seat}'s trident reach, two hexes of his front`, {
            target,
          })
        : c.single?.includes(seat)
          ? violation(
              'bad-target',
              '§20.4',
              `${target} is not in ${seat}'s adjusted combat front (as he stands after his pivot, 20.1)`,
              { target },
            )
          : violation('bad-target', '§8.1', `${target} is not in ${seat}'s combat front`, { target });
    const key = `${target}:${att.area}`;
    if (seen.has(key))
      return violation(
        'same-area-twice',
        '§8.41',
        `all CF on one body area form a single attack; area ${att.area} is listed twice`,
        { area: att.area },
      );
    seen.add(key);
    if (!Number.isInteger(att.cf) || att.cf < 1)
      return violation('attack-cf', '§8.5', `an attack needs at least 1 CF (area ${att.area} has ${att.cf})`, {
        area: att.area,
        cf: att.cf,
      });
    // Billings 8.5: no attack above 8 CF; a man with 6 CF or fewer may put them all in one attack.
    const capped = attackCapError(s.options, att.area, att.cf);
    if (capped) return capped;
    if (loneAttack(s.options, usable, a.attacks.length)) continue;
    // 20.5: one attack on a single gladiator from outside his front may carry the whole bonus past the half limit.
    const max = front.oneAttackMax;
    if (att.cf > limit && max !== undefined && !pastHalf && att.cf <= max) {
      pastHalf = true;
      continue;
    }
    if (att.cf > limit)
      return max !== undefined
        ? violation(
            'half-cf-limit',
            '§20.5',
            `one attack on ${front.target} may carry at most ${max} CF (half his own CF and the whole bonus), the others half the ${usable} CF available (${limit}); area ${att.area} has ${att.cf}`,
            { area: att.area, cf: att.cf, limit, oneAttackMax: max, available: usable },
          )
        : violation(
            'half-cf-limit',
            '§8.31',
            `at most half the ${usable} CF available (${limit}) may attack one body area; area ${att.area} has ${att.cf}`,
            {
              area: att.area,
              cf: att.cf,
              limit,
              available: usable,
            },
          );
  }
  if (a.defence.some((d) => !Number.isInteger(d) || d < 0))
    return violation('defence-cf', '§8.32', 'defence CFs are whole numbers, 0 or more', { defence: a.defence });
  const net = checkNetAllocation(s, seat, a);
  if (!net.ok) return net;
  const cards = cardsError(s.options, g, a.cards);
  if (cards) return cards;
  const attack = a.attacks.reduce((t, x) => t + x.cf, 0);
  // 17.351, 17.352: CF for the net count with defence against what is available; so do a defensive card's 2 (Billings).
  const defence = a.defence.reduce((t, x) => t + x, 0) + netAllocationCf(a) + cardsCost(a.cards);
  if (c.attackOnly[seat] && defence > 0)
    return violation('bonus-must-attack', '§9.33', 'with no CF of his own, positional CFs may only be used to attack', {
      defence,
    });
  if (attack + defence > usable)
    return violation(
      'over-allocated',
      usable < available ? '§8.2' : '§8.33',
      usable < available
        ? `${attack} attack + ${defence} defence exceeds the ${usable} CF available: positional CF count only against the man they were earned against`
        : `${attack} attack + ${defence} defence exceeds the ${available} CF available`,
      {
        attack,
        defence,
        available: usable,
      },
    );
  if (a.discard) {
    const d = a.discard;
    if (d.item === 'weapon' && knifeInHand(g))
      return violation('knife-not-thrown', BILLINGS_KNIFE, `${g.name}'s knife cannot be thrown`);
    if (d.item === 'weapon' ? !g.hasWeapon : !g.shield)
      return violation('nothing-to-throw', '§12.5', `${seat} holds no ${d.item} to throw`);
    const tooFar = billingsThrowing(s) ? throwTooFar(s, g, d.side) : null;
    if (tooFar) return violation('throw-out-of-range', BILLINGS_THROW, tooFar, { side: d.side });
    if (d.afterSubPhase < 0 || d.afterSubPhase > 5 || !Number.isInteger(d.afterSubPhase))
      return violation('bad-sub-phase', '§12.5', 'a throw happens before sub-phase 1 (0) or after sub-phase 1-5', {
        afterSubPhase: d.afterSubPhase,
      });
  }
  return ok(a);
}

/** The allocation form (limits for a client) and a representative set of allocations for bots and fuzzers. */
const DEAL = [1, 0, 4, 2, 3] as const;

export function allocationLegal(s: GladiatorState, seat: SeatId): Legal<GladiatorCommand> {
  const c = s.combat as CombatSetup;
  const available = c.available[seat] ?? 0;
  const fronts = c.fronts[seat] ?? [];
  const limit = halfLimit(available);
  const attackOnly = c.attackOnly[seat] ?? false;
  // Defence CFs dealt out chest, head, legs, groin, arms, and round again (none when only attack is allowed, 9.33).
  const spread = (n: number): Allocation['defence'] => {
    const d: Allocation['defence'] = [0, 0, 0, 0, 0];
    if (attackOnly) return d;
    for (let i = 0; i < n; i++) d[DEAL[i % 5] as number]! += 1;
    return d;
  };
  const out: GladiatorCommand[] = [{ type: 'allocate', attacks: [], defence: spread(available) }];
  for (const front of fronts) {
    const target = front.target;
    // 8.2 per attacker and target: what attacking this man leaves him (all of it in a duel).
    const usable = front.available ?? available;
    const most = Math.min(fronts.length < 2 ? limit : halfLimit(usable), attackCap(s.options) ?? usable);
    if (usable <= 0) continue;
    // Billings 8.5: everything in one attack, for a man with 6 CF or fewer.
    if (loneAttack(s.options, usable, 1) && usable > most)
      out.push({ type: 'allocate', attacks: [{ area: 2, cf: usable, target }], defence: spread(0) });
    for (const area of AREAS) {
      for (const cf of new Set([most, Math.max(1, Math.floor(most / 2))])) {
        if (cf < 1) continue;
        out.push({ type: 'allocate', attacks: [{ area, cf, target }], defence: spread(usable - cf) });
      }
    }
    // 20.5: the whole bonus in one attack.
    const max = front.oneAttackMax;
    if (max !== undefined && max > most && max <= usable && max <= (attackCap(s.options) ?? max))
      out.push({ type: 'allocate', attacks: [{ area: 2, cf: max, target }], defence: spread(usable - max) });
    if (usable >= 4) {
      const h = Math.floor(most / 2) || 1;
      for (const [x, y] of [
        [1, 2],
        [2, 3],
        [4, 5],
        [1, 5],
      ] as [Area, Area][])
        if (2 * h <= usable)
          out.push({
            type: 'allocate',
            attacks: [
              { area: x, cf: h, target },
              { area: y, cf: h, target },
            ],
            defence: spread(usable - 2 * h),
          });
    }
  }
  if (s.options.advanced) out.push(...netAllocationSamples(s, seat, available));
  // Billings 8.32: each card he may play, the rest of his CF on defence.
  if (!attackOnly && available >= 2)
    for (const card of playableCards(s.options, s.gladiators[seat] as Gladiator))
      out.push({ type: 'allocate', attacks: [], defence: spread(available - 2), cards: [card] });
  // Each sample keeps to 8.31 and 8.33 by construction (one attack of at most the half limit, or two of half that,
  // the rest on defence; one of 20.5's whole bonus), per target in a team match; the conformance harness applies
  // every one of them to prove it.
  return {
    seat,
    complete: false,
    commands: out,
    form: {
      available,
      halfLimit: limit,
      attackOnly,
      targets: fronts,
      maxAttacks: 5,
      ...(crtOn(s.options) ? { attackCap: attackCap(s.options), loneAttackAtOrBelow: 6 } : {}),
      ...(cardsOn(s.options) ? { cards: playableCards(s.options, s.gladiators[seat] as Gladiator) } : {}),
    },
  };
}

// ---- Resolution ---------------------------------------------------------------------------------

/** The data of an 'attack' event: who struck where, with what against what, and the CRT result (8.5). */
export interface AttackEventData {
  seat: SeatId;
  target: SeatId;
  area: Area;
  /** Attack CF after halvings (for a thrown weapon, its positional bonus). */
  attack: number;
  defence: number;
  naa: number;
  result: string;
  subPhase: number;
}

interface LiveAttack {
  seat: SeatId;
  target: SeatId;
  area: Area;
  cf: number;
  subPhase: number;
  done: boolean;
  cancelled: boolean;
}
interface LiveSide {
  attacks: LiveAttack[];
  /** Defence allocated per area (8.32), as written. */
  defence: number[];
  /** What mid-phase losses (8.462) and a miss (8.6 M) have taken off each area's defence so far. */
  cut: number[];
  /** CF lost that no later attack absorbed: comes off the next defence attacked (8.462). */
  unabsorbed: number;
  /** An M result: one die off the defence of the next area attacked (8.6). */
  missPenalty: boolean;
  /** 20.3, team matches only: each area's defence has served against an attack already this phase. */
  used?: boolean[];
  /** Billings 8.32: the defensive card he played this phase. */
  cards?: Allocation['cards'];
  /** Billings 8.32 Duck: the DRM on the next attack made against him, unless he strikes again first. */
  nextAgainst?: number;
  /** Billings 8.32 Back Step: the DRM on his own next attack, unless someone attacks him first. */
  nextOwn?: number;
}

/** 8.461/8.462: CF lost mid-phase comes off the next unresolved attacks, then off the next defence attacked. */
function absorbLoss(ctx: Ctx, side: LiveSide, g: Gladiator, loss: number): void {
  let left = loss;
  for (const a of side.attacks) {
    if (left <= 0) break;
    if (a.done || a.cancelled) continue;
    const take = Math.min(a.cf, left);
    a.cf -= left;
    left -= take;
    if (a.cf <= 0) {
      a.cancelled = true;
      ctx.emit(
        'attack-cancelled',
        '§8.461',
        `${g.name}'s attack on the ${AREA_NAMES[a.area]} is lost with the CF he lost.`,
        { seat: g.seat },
      );
    } else
      ctx.emit('attack-reduced', '§8.461', `${g.name}'s attack on the ${AREA_NAMES[a.area]} falls to ${a.cf} CF.`, {
        seat: g.seat,
      });
  }
  if (left > 0) side.unabsorbed += left;
}

export function resolveCombat(ctx: Ctx, allocations: Record<SeatId, Allocation>): void {
  const sides: Record<SeatId, LiveSide> = {};
  for (const [seat, a] of Object.entries(allocations)) {
    const sub = ATTACK_SEQUENCE[a.attacks.length as 1] ?? [];
    sides[seat] = {
      attacks: a.attacks.map((x, i) => ({
        seat,
        target: x.target ?? (ctx.s.combat?.fronts[seat]?.[0]?.target as SeatId),
        area: x.area,
        cf: x.cf,
        subPhase: sub[i] as number,
        done: false,
        cancelled: false,
      })),
      defence: [...a.defence],
      cut: [0, 0, 0, 0, 0],
      unabsorbed: 0,
      missPenalty: false,
      ...(ctx.s.sides ? { used: [false, false, false, false, false] } : {}),
      ...(a.cards?.length ? { cards: a.cards } : {}),
    };
  }
  // 20.2: a man no one attacks this phase strikes before the single gladiator he attacks, whatever the CF.
  const unattacked = ctx.s.sides ? unattackedMen(ctx, allocations) : null;
  const rank = (a: LiveAttack): number =>
    unattacked?.includes(a.seat) && ctx.s.combat?.single?.includes(a.target) ? 1 : 0;
  const throwsAfter = (k: number) => {
    for (const [seat, a] of Object.entries(allocations))
      if (a.discard && a.discard.afterSubPhase === k && !ctx.g(seat).dead) resolveThrow(ctx, sides, seat, a.discard);
  };
  throwsAfter(0);
  for (let sp = 1; sp <= 5; sp++) {
    if (isOver(ctx)) return;
    const now = Object.values(sides)
      .flatMap((s) => s.attacks)
      .filter((a) => a.subPhase === sp && !a.cancelled && !a.done)
      .sort((x, y) => rank(y) - rank(x) || y.cf - x.cf);
    // 8.45: the stronger attack first; equal attacks strike together, neither weakening the other.
    for (const first of now) {
      // An attack that an earlier blow of this sub-phase cut to nothing is never made (8.46, 8.461).
      if (first.done || first.cancelled) continue;
      const group = now.filter((a) => a.cf === first.cf && rank(a) === rank(first) && !a.done && !a.cancelled);
      const simultaneous = group.length > 1;
      const losses: [SeatId, number][] = [];
      for (const a of group) {
        a.done = true;
        const effect = resolveAttack(ctx, sides, a, simultaneous);
        if (effect) losses.push([a.target, effect]);
        if (!simultaneous) flushLosses(ctx, sides, losses);
      }
      flushLosses(ctx, sides, losses);
    }
    throwsAfter(sp);
  }
}

/** 20.2: the men in this combat whom no one attacks this phase. */
function unattackedMen(ctx: Ctx, allocations: Record<SeatId, Allocation>): SeatId[] {
  const fronts = ctx.s.combat?.fronts ?? {};
  const attacked = new Set<SeatId>();
  for (const [seat, a] of Object.entries(allocations))
    for (const x of a.attacks) attacked.add(x.target ?? (fronts[seat]?.[0]?.target as SeatId));
  return Object.keys(allocations).filter((seat) => !attacked.has(seat));
}

function flushLosses(ctx: Ctx, sides: Record<SeatId, LiveSide>, losses: [SeatId, number][]): void {
  for (const [seat, loss] of losses.splice(0)) {
    const side = sides[seat];
    if (side) absorbLoss(ctx, side, ctx.g(seat), loss);
  }
}

const isOver = (ctx: Ctx) => sidesInFight(ctx.s) <= 1;

/**
 * 12.63, 13.2, 13.3: the CF an attack strikes with once its halvings are applied, one after another, each rounding
 * down in the defender's favour; with the reasons, for the log. 15.6 judges a threat by the same measure.
 */
export function attackAsMade(
  phaseKey: string,
  g: Gladiator,
  d: Gladiator,
  area: Area,
  cf: number,
): { cf: number; notes: string[] } {
  let att = cf;
  const notes: string[] = [];
  const halve = (why: string) => {
    att = Math.floor(att / 2);
    notes.push(why);
  };
  if (g.posture === 'kneeling') halve('kneeling attacker halved (13.3)');
  if (g.weaponRecoveredAt === phaseKey) halve('recovered weapon halved (12.63)');
  if (knifeInHand(g)) halve('knife halved (Billings)');
  if (tridentOneHanded(g)) halve(`trident one-handed beside the ${g.net ? 'net' : 'shield'} halved (18.3)`);
  if (d.posture === 'kneeling' && area === 5) halve('legs of a kneeling man halved (13.2)');
  return { cf: att, notes };
}

/** 15.4: a prone man's defence of an area counts at half, rounded down. */
export const proneDefence = (d: Gladiator, allocated: number): number =>
  d.posture === 'prone' ? Math.floor(allocated / 2) : allocated;

/** Resolves one attack; returns the CF (and stun) the defender lost, for 8.461. */
function resolveAttack(ctx: Ctx, sides: Record<SeatId, LiveSide>, a: LiveAttack, simultaneous: boolean): number {
  const g = ctx.g(a.seat);
  const d = ctx.g(a.target);
  // In a simultaneous exchange the blow lands even if its striker falls to the other blow (8.45).
  if (!simultaneous && !canStrike(g)) {
    a.cancelled = true;
    ctx.emit('attack-cancelled', '§8.44', `${g.name} can no longer make his attack on the ${AREA_NAMES[a.area]}.`, {
      seat: g.seat,
    });
    return 0;
  }
  if (!inFight(d)) return 0; // killed earlier this phase, or gone from the arena (19.23)
  if (ctx.s.sides && (g.attendingAppeal === ctx.phaseKey || d.attendingAppeal === ctx.phaseKey)) {
    a.cancelled = true;
    ctx.emit('attack-cancelled', '§19.24', `${g.name}'s attack is not made: the crowd is judging a fallen man.`, {
      seat: g.seat,
    });
    return 0;
  }
  const { cf: att, notes } = attackAsMade(ctx.phaseKey, g, d, a.area, a.cf);
  const ds = sides[a.target] as LiveSide;
  const i = a.area - 1;
  if (ds.unabsorbed > 0) {
    ds.cut[i] = (ds.cut[i] as number) + ds.unabsorbed;
    notes.push(`defence cut by ${ds.unabsorbed} CF lost earlier (8.462)`);
    ds.unabsorbed = 0;
  }
  if (ds.missPenalty) {
    const r = ctx.dice.roll(1, 'defence lost after a miss', '§8.6');
    r.result = `defence -${r.total}`;
    ds.cut[i] = (ds.cut[i] as number) + r.total;
    notes.push(`defence cut by ${r.total} after his miss (8.6 M)`);
    ds.missPenalty = false;
  }
  // 15.4: a prone man's allocation is halved first; what was cut from it mid-phase comes off afterwards.
  const alloc = ds.defence[i] as number;
  const held = proneDefence(d, alloc);
  if (held !== alloc) notes.push('prone defence halved (15.4)');
  let def = held - (ds.cut[i] as number);
  if (ds.used) {
    // 20.3: defence serves every attack on the area, but a blow from behind finds only defence not yet used.
    const rear = ctx.s.combat?.fronts[a.seat]?.find((f) => f.target === a.target)?.rear === true;
    if (rear && ds.used[i] && def > 0) {
      def = 0;
      notes.push('his defence of that area already served this phase: not again against a blow from behind (20.3)');
    }
    ds.used[i] = true;
  }
  const naa = att - def;
  const gs = sides[a.seat] as LiveSide;
  const offBalance = offBalanceDrms(gs, ds);
  const card = cardGuarding(ds.cards, a.area);
  if (card) {
    // Billings 8.32: the card fixes the result; no roll is made. The Duck and the Back Step leave someone off balance.
    if (card.afterEffect.on === 'attacker') gs.nextAgainst = card.afterEffect.drm;
    if (card.afterEffect.on === 'defender') ds.nextOwn = card.afterEffect.drm;
    const kind = card.result;
    const after =
      card.afterEffect.on === 'attacker'
        ? `; ${g.name} is off balance (+${card.afterEffect.drm} to the next blow at him)`
        : card.afterEffect.on === 'defender'
          ? `; ${d.name} is off balance (${card.afterEffect.drm} to his next blow)`
          : '';
    ctx.emit(
      'attack',
      BILLINGS_CARDS,
      `${g.name} strikes at ${d.name}'s ${AREA_NAMES[a.area]} with ${att} CF; ${d.name}'s ${card.name} card makes it ${kind === '-' ? 'no effect' : kind}${after}.`,
      {
        seat: g.seat,
        target: d.seat,
        area: a.area,
        attack: att,
        defence: def,
        naa,
        result: kind,
        subPhase: a.subPhase,
      } satisfies AttackEventData,
    );
    return applyResult(ctx, sides, g, d, a.area, att, naa, kind, 0);
  }
  const { kind, plus, label } = crtRoll(
    ctx,
    `${g.name} attacks ${d.name}'s ${AREA_NAMES[a.area]}`,
    '§8.5',
    naa,
    d,
    offBalance,
  );
  ctx.emit(
    'attack',
    '§8.5',
    `${g.name} strikes at ${d.name}'s ${AREA_NAMES[a.area]} with ${att} CF against ${def} defence (NAA ${naa})${notes.length ? ` [${notes.join('; ')}]` : ''}: ${label}.`,
    {
      seat: g.seat,
      target: d.seat,
      area: a.area,
      attack: att,
      defence: def,
      naa,
      result: label,
      subPhase: a.subPhase,
    } satisfies AttackEventData,
  );
  return applyResult(ctx, sides, g, d, a.area, att, naa, kind, plus);
}

/**
 * Billings 8.32: the off-balance DRMs this attack takes (his own Back Step, the defender's Duck), spent as it is
 * made; and the ones that lapse because it comes first (his opponent's chance after a Duck, his own after a Back Step).
 */
function offBalanceDrms(gs: LiveSide, ds: LiveSide): Modifier[] {
  const mods: Modifier[] = [];
  if (gs.nextOwn) mods.push({ label: 'off balance after his Back Step', value: gs.nextOwn, rule: BILLINGS_CARDS });
  if (ds.nextAgainst)
    mods.push({ label: 'defender off balance after a Duck', value: ds.nextAgainst, rule: BILLINGS_CARDS });
  delete gs.nextOwn;
  delete ds.nextAgainst;
  // He strikes before anyone punishes his ducked blow; someone strikes the back-stepper before he strikes.
  delete gs.nextAgainst;
  delete ds.nextOwn;
  return mods;
}

/** 8.6: what each CRT result does. Returns the CF and stun the defender lost. */
function applyResult(
  ctx: Ctx,
  sides: Record<SeatId, LiveSide>,
  g: Gladiator,
  d: Gladiator,
  area: Area,
  attackCF: number,
  naa: number,
  kind: string,
  plus: number,
): number {
  switch (kind) {
    case 'M': {
      const mine = sides[g.seat] as LiveSide;
      for (const x of mine.attacks) if (!x.done) x.cancelled = true;
      mine.missPenalty = true;
      ctx.emit('miss', '§8.6', `${g.name} misses badly and is off balance: his other attacks are lost.`, {
        seat: g.seat,
      });
      return 0;
    }
    case '-':
      return 0;
    case 'S':
    case 'S*': {
      if (!d.shield) {
        ctx.emit('no-shield', '§8.6', `${d.name} has no shield: the ${kind} counts as a P.`, { seat: d.seat });
        return applyResult(ctx, sides, g, d, area, attackCF, naa, 'P', 0);
      }
      const extra = shieldHit(ctx, g, d, attackCF, naa, kind === 'S*');
      return extra ? applyResult(ctx, sides, g, d, area, attackCF, naa, extra, 0) : 0;
    }
    case 'P':
    case 'P*': {
      if (!armed(d) || (kind === 'P*' && !d.shield && !parriesWithTrident(d))) {
        ctx.emit(
          'no-parry',
          '§8.6',
          `${d.name} lacks ${!armed(d) ? 'a weapon' : 'a shield'} to parry: the ${kind} counts as an H.`,
          { seat: d.seat },
        );
        return applyResult(ctx, sides, g, d, area, attackCF, naa, 'H', 0);
      }
      weaponDropCheck(ctx, g, d, naa);
      if (kind === 'P*' && g.trident && g.hasWeapon) tridentBreakCheck(ctx, g, d);
      return 0;
    }
    case 'H': {
      const e = bodyHit(ctx, g, d, area, plus);
      return e.cfLost + e.stunGained;
    }
    default:
      throw new Error(`unknown CRT result ${kind}`);
  }
}

/** 12.5: a thrown weapon or shield hits whoever stands where it lands (12.51-12.53). */
function resolveThrow(
  ctx: Ctx,
  sides: Record<SeatId, LiveSide>,
  seat: SeatId,
  t: NonNullable<Allocation['discard']>,
): void {
  const g = ctx.g(seat);
  if (t.item === 'weapon' ? !g.hasWeapon : !g.shield) return;
  if (billingsThrowing(ctx.s)) {
    billingsThrow(ctx, g, t.item, t.side, (victim, area, column) => {
      const a: LiveAttack = {
        seat,
        target: victim.seat,
        area,
        cf: column,
        subPhase: t.afterSubPhase,
        done: true,
        cancelled: false,
      };
      const loss = resolveAttackThrown(ctx, sides, a, BILLINGS_THROW);
      const side = sides[victim.seat];
      if (loss && side) absorbLoss(ctx, side, victim, loss);
    });
    return;
  }
  const from = g.position;
  const item = throwItem(ctx, g, t.item, t.side);
  const victim = ctx.others(seat).find((o) => !o.dead && o.position.q === item.at.q && o.position.r === item.at.r);
  if (!victim) return;
  if (t.item === 'shield') {
    if (t.area !== 1) {
      ctx.emit('throw-harmless', '§12.51', `The shield strikes ${victim.name} but only a blow to the head counts.`, {
        seat: victim.seat,
      });
      return;
    }
    const r = ctx.dice.roll(2, 'thrown shield on the stun table', '§12.51', [
      { label: 'thrown shield', value: -1, rule: '§12.51' },
    ]);
    const st = stunFor(r.total);
    r.row = `stun column row ${st.row}`;
    r.result = `${st.stun} stun${st.extra ? ` & ${st.extra}` : ''}`;
    applyStunResult(ctx, victim, st.stun, st.extra, 'thrown shield', '§12.51');
    return;
  }
  // 12.52: a thrown weapon attacks on the 0 column, shifted by position and by the defence of that area (12.53).
  const att = positionalBonus(ctx.s, from, victim);
  const a: LiveAttack = {
    seat,
    target: victim.seat,
    area: t.area,
    cf: att,
    subPhase: t.afterSubPhase,
    done: true,
    cancelled: false,
  };
  const loss = resolveAttackThrown(ctx, sides, a);
  const side = sides[victim.seat];
  if (loss && side) absorbLoss(ctx, side, victim, loss);
}

function resolveAttackThrown(
  ctx: Ctx,
  sides: Record<SeatId, LiveSide>,
  a: LiveAttack,
  rule: string = '§12.52',
): number {
  const g = ctx.g(a.seat);
  const d = ctx.g(a.target);
  const side = sides[a.target];
  const def = side ? (side.defence[a.area - 1] as number) - (side.cut[a.area - 1] as number) : 0;
  const naa = a.cf - def;
  const { kind, plus, label } = crtRoll(ctx, `thrown weapon at ${d.name}'s ${AREA_NAMES[a.area]}`, rule, naa, d);
  ctx.emit(
    'attack',
    rule,
    `The thrown ${rule === '§12.52' ? 'weapon' : 'object'} strikes at ${d.name}'s ${AREA_NAMES[a.area]} (NAA ${naa}): ${label}.`,
    {
      seat: g.seat,
      target: d.seat,
      area: a.area,
      attack: a.cf,
      defence: def,
      naa,
      result: label,
      subPhase: a.subPhase,
    } satisfies AttackEventData,
  );
  if (kind === 'M') return 0;
  return applyResult(ctx, sides, g, d, a.area, a.cf, naa, kind, plus);
}

/**
 * Three dice on the CRT (8.5): the column is the NAA held within 0-5, the rest shifts the roll (8.51, 8.52),
 * and a defender whose CF is below 0 adds the shortfall (9.34).
 */
export function crtRoll(ctx: Ctx, purpose: string, rule: string, naa: number, d: Gladiator, extra: Modifier[] = []) {
  const wide = crtOn(ctx.s.options);
  const { column, mods } = wide ? billingsColumn(naa) : originalColumn(naa);
  mods.push(...extra);
  if (d.cf < 0) mods.push({ label: 'defender CF below 0', value: -d.cf, rule: '§9.34' });
  if (d.netLoss?.at === ctx.phaseKey) mods.push({ label: 'Net Loss', value: d.netLoss.value, rule: '§17.351' });
  // The log names the Billings section behind a roll read on its table.
  const r = ctx.dice.roll(3, purpose, wide && rule === '§8.5' ? BILLINGS_CRT : rule, mods);
  const { result, row } = wide ? billingsCrtResult(column, r.total) : crtLookup(column, r.total);
  r.row = `CRT column ${column}, row ${row}`;
  const label = result.kind === 'H' && result.plus ? `H+${result.plus}` : result.kind;
  r.result = label;
  return { kind: result.kind as string, plus: result.plus, label };
}

/** 8.51, 8.52: the original's columns 0-5, the NAA beyond them shifting the roll. */
function originalColumn(naa: number): { column: number; mods: Modifier[] } {
  const column = Math.max(0, Math.min(5, naa));
  const mods: Modifier[] = [];
  if (naa < 0) mods.push({ label: 'NAA below 0', value: naa, rule: '§8.51' });
  if (naa > 5) mods.push({ label: 'NAA above 5', value: naa - 5, rule: '§8.52' });
  return { column, mods };
}

/** A result of the stun column of 9.1 (collisions 7.52, thrown shields 12.51). */
export function applyStunResult(
  ctx: Ctx,
  g: Gladiator,
  stun: number,
  extra: string | undefined,
  cause: string,
  rule: string,
): void {
  addStun(ctx, g, stun, cause, rule);
  if (g.dead) return;
  if (extra === 'weaponDrop' && g.hasWeapon) dropItem(ctx, g, 'weapon', rule);
  if (extra === 'shieldDrop' && g.shield) dropItem(ctx, g, 'shield', rule);
  if (extra === 'prone') fallProne(ctx, g, cause, rule);
}
