/**
 * Rule 17: the net. The Retarius and his equipment (17.1), the net attacks written in the phase's order (17.2-17.5,
 * 17.7-17.9) and resolved at the end of the movement phase, before combat (4.32), on column 0 of the CRT with their
 * own results and modifiers, and the grabbed net (17.6).
 */
import type { Modifier } from '../../core/dice.js';
import {
  absolute,
  add,
  type Direction,
  distance,
  type Hex,
  hexEq,
  inFrontCone,
  neighbour,
  neighbours,
  scale,
} from '../../core/hex.js';
import type { SeatId } from '../../core/protocol.js';
import { ok, type Result, type RuleViolation, violation } from '../../core/result.js';
import { netStumbleCheck } from './billings/collisions.js';
import {
  collisionBarsNet,
  layCancelled,
  layFacing,
  NET_LAY_RULE,
  netCollisionModifiers,
  netHitEffect,
  netLayOn,
} from './billings/nets.js';
import { billingsOn } from './billings/options.js';
import { inArena, wallsOn } from './billings/walls.js';
import { ownCF, positionalBonus } from './combat.js';
import type { Ctx } from './context.js';
import { heldBy } from './ensnared.js';
import { placeNet } from './items.js';
import { expandOrder } from './movement.js';
import type { PhaseMove } from './phase.js';
import { stumbleCheck } from './posture.js';
import {
  type FrontHex,
  GRABBED_NET,
  NET_ATTACKS,
  NET_DRMS,
  NET_LAY_HEXES,
  NET_SWING_ORDER,
  type NetAttackKind,
  type NetDrmKey,
  netResult,
  RETARIUS,
} from './tables-advanced.js';
import { areFoes, inFight } from './teams.js';
import type { Gladiator, GladiatorOptions, GladiatorState, Order, Special } from './types.js';

/** 17.1: a gladiator made on the medium tables becomes a Retarius: no shield, a net and a trident. */
export function equipRetarius(g: Gladiator, counter?: number): Gladiator {
  g.retarius = true;
  g.shield = null;
  g.net = true;
  g.trident = true;
  if (counter !== undefined) g.id = counter;
  return g;
}

/** The first Retarius counter (2.2). */
export const RETARIUS_COUNTER = RETARIUS.counters[0];

/** Phases numbered across turns, so that a rest can run from one turn into the next (17.31, 17.41). */
export const netPhaseIndex = (turn: number, phase: number): number => (turn - 1) * 8 + phase;

const KIND_OF: Record<string, NetAttackKind> = { TN: 'toss', SN: 'swing', LN: 'lay' };
const NAME: Record<NetAttackKind, string> = { toss: 'Net Toss', swing: 'Net Swing', lay: 'Net Lay' };

/** The net attack written in an order, if any (6.4 allows one, 17.1). */
export function netAttackOf(order: Order | null): (Special & { kind: 'TN' | 'SN' | 'LN' }) | null {
  if (!order) return null;
  for (const s of [...order.before, ...order.after])
    if (s.kind === 'TN' || s.kind === 'SN' || s.kind === 'LN') return s as Special & { kind: 'TN' | 'SN' | 'LN' };
  return null;
}

/** CF the net took from this phase's combat allocation (17.2). */
export const netCfSpent = (g: Gladiator, phaseKey: string): number => (g.netSpent?.at === phaseKey ? g.netSpent.cf : 0);

/**
 * May this man write this net attack now? Checked when the order is written: he must hold a net (17.1, 17.9), be
 * free (not ensnared 17.35, not owing a stumble 17.31), the net must have rested long enough (17.31, 17.41, 17.51),
 * and he must have the attack's CF, exactly (17.2, 17.7).
 */
export function checkNetOrder(order: Order, g: Gladiator, s: GladiatorState): Result<Order, RuleViolation> {
  const special = netAttackOf(order);
  if (!special) return ok(order);
  const kind = KIND_OF[special.kind] as NetAttackKind;
  const attack = NET_ATTACKS[kind];
  const name = NAME[kind];
  if (!g.net) return violation('no-net', '§17.1', `${g.name} holds no net, so he cannot make a ${name}`, { kind });
  if (!g.retarius && g.shield && g.hasWeapon)
    return violation(
      'net-with-shield-and-weapon',
      '§17.9',
      `${g.name} holds a shield and a weapon: no hand is left for the net`,
      {
        kind,
      },
    );
  if (g.ensnared)
    return violation('ensnared', '§17.35', `${g.name} is caught in a net and can make no attack`, { kind });
  if (g.mustStumble)
    return violation(
      'not-free-to-move',
      '§17.31',
      `${g.name} owes a stumble: a net attack needs a phase he is free to move`,
      {
        kind,
      },
    );
  const held = heldBy(s, g)[0];
  if (held)
    return violation('net-in-use', '§17.36', `${g.name}'s net still holds ${held.name}: let go of it or wait`, {
      kind,
    });
  const now = netPhaseIndex(s.turn, s.phase);
  if (g.netRest && now < g.netRest.until)
    return violation(
      'net-resting',
      g.netRest.rule,
      `${g.name}'s net is not ready: no net attack before phase ${phaseName(g.netRest.until)}`,
      { kind, readyAt: phaseName(g.netRest.until) },
    );
  const cf = ownCF(g);
  if (cf < attack.cf)
    return violation(
      'net-cf',
      kind === 'toss' ? '§17.7' : '§17.2',
      `a ${name} costs ${attack.cf} CF and ${g.name} has ${cf}`,
      { kind, cost: attack.cf, cf },
    );
  return ok(order);
}

const phaseName = (index: number): string => `${Math.floor((index - 1) / 8) + 1}.${((index - 1) % 8) + 1}`;

/** A hex of the front named from the Retarius' own position and facing. */
function frontHex(g: { position: Hex; facing: Gladiator['facing'] }, f: FrontHex): Hex {
  const a = absolute(f.rel, g.facing);
  return add(
    neighbour(g.position, a, f.spoke),
    scale(neighbour({ q: 0, r: 0 }, absolute(f.rel + 1, g.facing)), f.side),
  );
}

/** 6.4, 17.5: the hex (LN1)-(LN3) names, from a position and facing. */
export const layHexOf = (g: { position: Hex; facing: Gladiator['facing'] }, n: 1 | 2 | 3): Hex =>
  frontHex(g, NET_LAY_HEXES[n]);

/**
 * 17.5 before the move is made (the order pad's preview): the hex a written (LN#) names, counted where it stands in
 * the order (the engine's walk does the same, collisions aside) or, with `netLayHex: whereMoveEnds`, where he ends.
 */
export function writtenLayHex(
  order: Order,
  at: Hex,
  facing: Direction,
  reading: GladiatorOptions['netLayHex'],
): Hex | null {
  const special = netAttackOf(order);
  if (special?.kind !== 'LN') return null;
  const expansion = expandOrder(order, at, facing);
  if (reading === 'whereMoveEnds') return layHexOf({ position: expansion.end, facing: expansion.facing }, special.hex);
  let here = { position: at, facing };
  for (const step of expansion.steps) {
    if (step.kind === 'net') return layHexOf(here, special.hex);
    if (step.kind === 'move') here = { ...here, position: step.to };
    if (step.kind === 'turn') here = { ...here, facing: step.facing };
  }
  return layHexOf(here, special.hex);
}

/**
 * 4.32: after all movement, each net attack written this phase is made, before combat is set up. Returns nothing;
 * everything it does is in the state and the events. Under Billings 17.55 the lays were made already, during the
 * movement step (`layNetsOnEntry`), and are skipped here.
 */
export function resolveNetAttacks(ctx: Ctx, orders: Record<string, Order | null>, moves: Map<SeatId, PhaseMove>): void {
  for (const g of ctx.alive()) {
    const special = netAttackOf(orders[g.seat] ?? null);
    if (!special || g.unconscious || !g.net) continue;
    if (special.kind === 'LN' && netLayOn(ctx)) continue;
    netAttack(ctx, g, special, moves);
  }
}

/**
 * Billings 17.55: the lays of the phase, made once everyone has walked and before the collisions at the ends of the
 * moves are worked out (and before any pick-up a tripped man made in or after the lay's hex is rolled). A Retarius
 * who walked into a man holding his hex, or who met a man where their paths crossed, has his lay cancelled, its CF
 * spent. Returns each man a lay tripped, with the number of the move that took him into its hex.
 */
export function layNetsOnEntry(
  ctx: Ctx,
  orders: Record<string, Order | null>,
  moves: Map<SeatId, PhaseMove>,
): Map<SeatId, number> {
  const tripped = new Map<SeatId, number>();
  for (const g of ctx.alive()) {
    const special = netAttackOf(orders[g.seat] ?? null);
    if (special?.kind !== 'LN' || g.unconscious || !g.net) continue;
    const cancelled = layCancelled(moves.get(g.seat));
    if (cancelled) {
      const cost = NET_ATTACKS.lay.cf;
      if (ownCF(g) < cost) {
        ctx.emit('net-barred', '§17.7', `${g.name} no longer has the ${cost} CF a Net Lay needs.`, {
          seat: g.seat,
          kind: 'lay',
        });
        continue;
      }
      spendNet(ctx, g, 'lay');
      ctx.emit(
        'net-cancelled',
        NET_LAY_RULE,
        `${g.name}'s Net Lay is cancelled: ${cancelled}; its ${cost} CF are spent.`,
        {
          seat: g.seat,
          kind: 'lay',
        },
      );
      continue;
    }
    // The man is struck as he stands in the lay's hex, whatever his walk did after it.
    const at = layHex(ctx, g, special, moves);
    const hit = netAttack(ctx, g, special, moves, { rule: NET_LAY_RULE, targetAt: at });
    if (!hit?.tripped) continue;
    const entered = moves.get(hit.target.seat)?.motion.path.findIndex((h) => hexEq(h, at)) ?? -1;
    if (entered >= 0) tripped.set(hit.target.seat, entered + 1);
  }
  return tripped;
}

/** Makes one net attack; returns its target and whether it left him owing a stumble, or null if it met no one. */
function netAttack(
  ctx: Ctx,
  g: Gladiator,
  special: Special & { kind: 'TN' | 'SN' | 'LN' },
  moves: Map<SeatId, PhaseMove>,
  onEntry?: { rule: string; targetAt: Hex },
): { target: Gladiator; tripped: boolean } | null {
  const kind = KIND_OF[special.kind] as NetAttackKind;
  const name = NAME[kind];
  if (moves.get(g.seat)?.collided && collisionBarsNet(ctx, kind)) {
    ctx.emit('net-barred', '§17.8', `${g.name} was in a collision this phase: no ${name}.`, { seat: g.seat, kind });
    return null;
  }
  const cost = NET_ATTACKS[kind].cf;
  if (ownCF(g) < cost) {
    ctx.emit('net-barred', '§17.7', `${g.name} no longer has the ${cost} CF a ${name} needs.`, {
      seat: g.seat,
      kind,
    });
    return null;
  }
  spendNet(ctx, g, kind);
  const target = netTarget(ctx, g, kind, special, moves);
  if (!target) {
    const missRule = kind === 'toss' ? '§17.32' : kind === 'swing' ? '§17.42' : '§17.52';
    ctx.emit('net-miss', missRule, `${g.name}'s ${name} finds no one and is spent (${cost} CF).`, {
      seat: g.seat,
      kind,
    });
    return null;
  }
  if (kind === 'swing' && target.posture !== 'standing') {
    ctx.emit('net-miss', '§17.43', `${g.name}'s ${name} meets ${target.name}, ${target.posture}: it has no effect.`, {
      seat: g.seat,
      kind,
      target: target.seat,
    });
    return { target, tripped: false };
  }
  // Whether this strike, and not some earlier cause, leaves him owing a stumble.
  const owed = target.mustStumble;
  target.mustStumble = false;
  netStrike(ctx, g, target, kind, moves.get(target.seat), moves.get(g.seat)?.collided ?? false, onEntry);
  const tripped = target.mustStumble;
  target.mustStumble = owed || tripped;
  return { target, tripped };
}

/** 17.2: the CF go whether or not anyone is there; 17.32, 17.42: a miss rests the net as a hit does. */
function spendNet(ctx: Ctx, g: Gladiator, kind: NetAttackKind): void {
  g.netSpent = { at: ctx.phaseKey, cf: NET_ATTACKS[kind].cf };
  const now = netPhaseIndex(ctx.s.turn, ctx.s.phase);
  g.netRecent = [...(g.netRecent ?? []).slice(-1), { at: now, kind }];
  g.netRest = {
    until: now + NET_ATTACKS[kind].restPhases + 1,
    rule: kind === 'toss' ? '§17.31' : kind === 'swing' ? '§17.41' : '§17.51',
  };
}

/** The hex a lay strikes. HOUSE 17.5: fixed where (LN#) is written (the walk records it), or where he ends. */
function layHex(ctx: Ctx, g: Gladiator, special: Special, moves: Map<SeatId, PhaseMove>): Hex {
  const written = (special as { hex: 1 | 2 | 3 }).hex;
  return ctx.s.options.netLayHex === 'whereMoveEnds'
    ? layHexOf({ position: g.position, facing: layFacing(ctx, g, moves) }, written)
    : (moves.get(g.seat)?.motion.layHex ?? layHexOf(g, written));
}

/** Who the net reaches: anyone in the 15-hex front (17.3), the first man left to right (17.43), or the lay's hex (17.53). */
function netTarget(
  ctx: Ctx,
  g: Gladiator,
  kind: NetAttackKind,
  special: Special,
  moves: Map<SeatId, PhaseMove>,
): Gladiator | null {
  const others = ctx.others(g.seat).filter(inFight);
  if (kind === 'toss') {
    const reach = NET_ATTACKS.toss.reach;
    // HOUSE 17.3: the nearest man, unless the option spares his friends (the swing's "friend or foe" is its own).
    const foesOnly = ctx.s.options.netTossTarget === 'nearestFoe';
    const inReach = others.filter(
      (o) => inFrontCone(g.position, g.facing, o.position, reach) && (!foesOnly || areFoes(ctx.s, g.seat, o.seat)),
    );
    inReach.sort((x, y) => distance(g.position, x.position) - distance(g.position, y.position));
    return inReach[0] ?? null;
  }
  if (kind === 'swing') {
    for (const f of NET_SWING_ORDER) {
      const at = frontHex(g, f);
      const there = others.find((o) => hexEq(o.position, at));
      if (there) return there;
    }
    return null;
  }
  const at = layHex(ctx, g, special, moves);
  // 17.53: only a man who moved into the hex this phase, wherever he ended.
  return others.find((o) => moves.get(o.seat)?.motion.path.some((h) => hexEq(h, at))) ?? null;
}

/** Hexsides the target turned in the hex where he is struck: every turn if he never moved, else those after his move. */
function turnsInAttackHex(move: PhaseMove | undefined): number {
  const order = move?.order;
  if (!order) return 0;
  const turns = (list: Special[]) => list.filter((s) => s.kind === 'L' || s.kind === 'R').length;
  return move.motion.path.length === 0 ? turns(order.before) + turns(order.after) : turns(order.after);
}

/** The value of one row of the net modifier tables for this Retarius and target (17.34, 17.45, 17.55). */
function drmValue(
  ctx: Ctx,
  key: NetDrmKey,
  g: Gladiator,
  t: Gladiator,
  move: PhaseMove | undefined,
  targetAt: Hex = t.position,
): number {
  const m = move?.motion;
  const range = distance(g.position, targetAt);
  switch (key) {
    case 'positional':
      return positionalBonus(ctx.s, g.position, { ...t, position: targetAt });
    case 'retariusArmCfLoss':
      return g.cfLostByArea[3] ?? 0;
    case 'targetLegCfLoss':
      return t.cfLostByArea[4] ?? 0;
    case 'targetAdjacent':
      return range === 1 ? 1 : 0;
    case 'targetTwoHexesAway':
      return range === 2 ? 1 : 0;
    case 'targetRepelsNet':
      return move?.order && [...move.order.before, ...move.order.after].some((s) => s.kind === 'RN') ? 1 : 0;
    case 'targetKneeling':
      return t.posture === 'kneeling' ? 1 : 0;
    case 'hexBackwardOrSidestepBack':
      return m?.backward ?? 0;
    case 'hexStraightBack':
      return m ? m.backward - m.sidestepBackward : 0;
    case 'hexSidestepped':
      return m ? m.sidestepForward + m.sidestepBackward : 0;
    case 'hexSidestepBack':
      return m?.sidestepBackward ?? 0;
    case 'hexSidestepForward':
      return m?.sidestepForward ?? 0;
    case 'hexForward':
      return m?.forward ?? 0;
    case 'hexsideTurnedInAttackHex':
      return turnsInAttackHex(move);
    case 'targetStayedInStartHex':
      return m && m.path.length === 0 ? 1 : 0;
    case 'targetHeavy':
      return t.type === 'heavy' ? 1 : 0;
    case 'targetLight':
      return t.type === 'light' ? 1 : 0;
    case 'netDefenceDifference':
      // 3.9: the Net Defense Factor is TR + AG.
      return g.TR + g.AG - (t.TR + t.AG);
  }
}

/** The modifiers of a net attack, each row of its table that applies, with -2 for a non-Retarius (17.9). */
export function netModifiers(
  ctx: Ctx,
  kind: NetAttackKind,
  g: Gladiator,
  t: Gladiator,
  move?: PhaseMove,
  targetAt?: Hex,
): Modifier[] {
  const mods: Modifier[] = [];
  for (const row of NET_DRMS[kind]) {
    const n = drmValue(ctx, row.key, g, t, move, targetAt);
    const value = typeof row.drm === 'number' ? row.drm * n : n;
    if (value !== 0) mods.push({ label: row.condition, value, rule: row.rule });
  }
  if (!g.retarius) mods.push({ label: 'a net in the hands of a man who is no Retarius', value: -2, rule: '§17.9' });
  return mods;
}

/** One net attack on its target: three dice on column 0 and the net's own result (17.33, 17.44, 17.54). */
function netStrike(
  ctx: Ctx,
  g: Gladiator,
  t: Gladiator,
  kind: NetAttackKind,
  move: PhaseMove | undefined,
  collided: boolean,
  onEntry?: { rule: string; targetAt: Hex },
): void {
  const attack = NET_ATTACKS[kind];
  const name = NAME[kind];
  const mods = [
    ...netModifiers(ctx, kind, g, t, move, onEntry?.targetAt),
    ...netCollisionModifiers(ctx, kind, collided),
  ];
  const r = ctx.dice.roll(3, `${name} at ${t.name}`, onEntry?.rule ?? attack.rule, mods);
  const read = netResult(kind, r.total);
  const { code, row } = read;
  const { effect, rule: readingRule } = netHitEffect(ctx, kind, code, read.effect);
  r.row = `CRT column 0, row ${row}`;
  r.result = code;
  const data = { seat: g.seat, target: t.seat, kind, result: code, effect };
  switch (effect) {
    case 'ensnare':
      t.ensnared = true;
      t.ensnaredBy = g.seat;
      ctx.emit('ensnared', readingRule ?? '§17.35', `${g.name}'s ${name} (${code}) ensnares ${t.name}.`, data);
      return;
    case 'stumble':
      if (t.posture === 'prone') {
        ctx.emit('net-miss', attack.resultsRule, `${g.name}'s ${name} (${code}) finds ${t.name} down already.`, data);
        return;
      }
      t.mustStumble = true;
      ctx.emit(
        'net-trip',
        attack.resultsRule,
        `${g.name}'s ${name} (${code}) trips ${t.name}: his next move must be S.`,
        data,
      );
      return;
    case 'stumbleCheck':
      ctx.emit('net-brush', attack.resultsRule, `${g.name}'s ${name} (${code}) catches at ${t.name}'s feet.`, data);
      if (billingsOn(ctx.s.options, 'netStumble')) netStumbleCheck(ctx, t, name);
      else stumbleCheck(ctx, t, name, '§14.1');
      return;
    case 'grabbed':
      ctx.emit('net-grabbed', '§17.6', `${t.name} grabs ${g.name}'s net (${code}).`, data);
      netContest(ctx, g, t);
      return;
    case 'none':
      ctx.emit('net-miss', attack.resultsRule, `${g.name}'s ${name} (${code}) has no effect on ${t.name}.`, data);
      return;
  }
}

/**
 * HOUSE 17.6: where a man who wins the net drops it: of the hexes next to him, the one farthest from the Retarius.
 * With the Billings walls (6.7) only hexes inside the arena count; the grabber stands inside, so at least two of his
 * neighbours always do, and should none ever qualify the net falls in his own hex.
 */
export function grabbedNetLanding(options: GladiatorOptions, grabber: Hex, retarius: Hex): Hex {
  const walled = wallsOn(options);
  const open = [...neighbours(grabber)].filter((h) => !walled || inArena(h));
  return open.sort((x, y) => distance(y, retarius) - distance(x, retarius))[0] ?? grabber;
}

/** 17.6: a die plus ST each; the higher holds the net, the Retarius on a tie. */
function netContest(ctx: Ctx, g: Gladiator, t: Gladiator): void {
  const mine = ctx.dice.roll(GRABBED_NET.dice, `${g.name} holds on to his net`, GRABBED_NET.rule, [
    { label: 'Strength', value: g.ST, rule: '§17.6' },
  ]);
  const theirs = ctx.dice.roll(GRABBED_NET.dice, `${t.name} pulls the net away`, GRABBED_NET.rule, [
    { label: 'Strength', value: t.ST, rule: '§17.6' },
  ]);
  const kept = mine.total >= theirs.total;
  mine.result = kept ? 'keeps the net' : 'loses the net';
  theirs.result = kept ? 'fails' : 'takes the net';
  if (kept) {
    ctx.emit('net-kept', '§17.6', `${g.name} keeps his net (${mine.total} against ${theirs.total}).`, { seat: g.seat });
    return;
  }
  g.net = false;
  // 17.9 speaks of a man "who grabs a net" using it: with the option, one with a hand free keeps it.
  if (ctx.s.options.grabbedNet === 'keptIfHandFree' && !t.net && (!t.shield || !t.hasWeapon)) {
    t.net = true;
    ctx.emit(
      'net-lost',
      '§17.6',
      `${t.name} wrests the net from ${g.name} (${theirs.total} against ${mine.total}) and keeps it in hand (17.9).`,
      { seat: g.seat, by: t.seat, kept: true },
    );
    return;
  }
  const at = grabbedNetLanding(ctx.s.options, t.position, g.position);
  placeNet(ctx, g.seat, at);
  ctx.emit(
    'net-lost',
    '§17.6',
    `${t.name} wrests the net from ${g.name} (${theirs.total} against ${mine.total}) and drops it at (${at.q},${at.r}).`,
    { seat: g.seat, by: t.seat, at },
  );
}
