/**
 * Rule 4.32-4.34: the movement step of a phase. Orders are revealed together; stumbles and STU results replace
 * orders; both figures move at once (a figure that runs into a man who never left his hex stops there, 7.3);
 * kicks and incidental recoveries happen where they were written; collisions are resolved; deliberate recoveries
 * follow; stun wears off (11.5). Under Billings 17.55 the net lays strike once everyone has walked, before the
 * collisions; under Billings 12.6 or 17.55 the incidental recoveries are noted where written and rolled after the
 * lays (17.55 alone) or after the collisions (12.6).
 */
import { COMPASS, type Hex, hexEq } from '../../core/hex.js';
import type { SeatId } from '../../core/protocol.js';
import { crossedPaths } from './billings/collisions.js';
import {
  contestedKick,
  heldKicks,
  type KickContest,
  kickContests,
  recoveryVoided,
  walkOrder,
} from './billings/kicks.js';
import { kneelHex } from './billings/kneel.js';
import { netLayOn } from './billings/nets.js';
import {
  deliberateRecovery,
  grabCollided,
  type PendingPickUp,
  pickUpsWait,
  pickUpsWaitForCollisions,
  rollPickUp,
} from './billings/recovery.js';
import { noteStillness } from './billings/stumble.js';
import { stopAtWall } from './billings/walls.js';
import { type Motion, resolveCollision } from './collision.js';
import type { Ctx } from './context.js';
import { attemptRecovery, recoverable } from './items.js';
import { expandOrder, type MoveStep, path } from './movement.js';
import { layHexOf, layNetsOnEntry } from './net.js';
import { countWrittenActions, isQuick, printOrder } from './orders.js';
import { fallCheck, stuCheck, stumbleOnBackwardStep } from './posture.js';
import { areFoes, inFight } from './teams.js';
import type { Gladiator, Order } from './types.js';
import { checkConsciousness, fallProne } from './wounds.js';

const STUMBLE: Order = { before: [], standard: 'S', after: [] };

interface Mover {
  g: Gladiator;
  /** Null for a gladiator who holds this phase: he still stands where a mover may run into him. */
  order: Order | null;
  steps: MoveStep[];
  motion: Motion & { layHex?: Hex };
  collided: boolean;
  /** He walked into a man who held his hex (7.3). */
  ranIntoStill?: boolean;
  /** Where each of his collisions this phase took place, and whether the other man had moved into it (Billings 12.6). */
  collisions: { at: Hex; otherMoved: boolean }[];
}

/** A gladiator's motion before he takes a step this phase (null order: he holds). */
function freshMotion(g: Gladiator, order: Order | null, proneAtStart: boolean): Motion {
  return {
    start: g.position,
    path: [],
    forward: 0,
    sidestepForward: 0,
    backward: 0,
    sidestepBackward: 0,
    rolling: order?.standard === 'RO',
    recovering: order?.standard === 'R',
    proneAtStart,
  };
}

/** What each man did this movement phase, kept for the net attacks that follow it (17.34, 17.45, 17.53, 17.8). */
export interface PhaseMove {
  order: Order | null;
  motion: Motion & { layHex?: Hex };
  collided: boolean;
  /** He walked into a man who held his hex and stopped there (7.3): Billings 17.55 cancels his lay. */
  ranIntoStill?: boolean;
}

/**
 * Runs the movement step. Returns the prone gladiators who must surrender after being run into (7.4): in a duel the
 * first ends the match at once; in a team match movement runs to its end and each is judged after it.
 * `moves`, when given, receives each man's motion.
 */
export function resolveMovement(
  ctx: Ctx,
  orders: Record<SeatId, Order | null>,
  moves?: Map<SeatId, PhaseMove>,
): Gladiator[] {
  const stunBefore = new Map<SeatId, number>();
  const movers: Mover[] = [];
  for (const g of ctx.alive()) {
    stunBefore.set(g.seat, g.stun);
    const proneAtStart = g.posture === 'prone';
    let order = orders[g.seat] ?? null;
    if (!order) {
      movers.push({
        g,
        order: null,
        steps: [],
        collided: false,
        collisions: [],
        motion: freshMotion(g, null, proneAtStart),
      });
      continue;
    }
    const leaves = path(expandOrder(order, g.position, g.facing).steps).length > 0;
    if (order.standard !== 'S' && g.stu > 0 && leaves && stuCheck(ctx, g)) {
      ctx.emit('stu', '§9.5', `${g.name}'s crippled leg gives way: he stumbles instead of ${printOrder(order)}.`, {
        seat: g.seat,
      });
      order = STUMBLE;
    }
    if (order.standard === 'S') {
      g.mustStumble = false; // the owed stumble is being made (14.1)
      // Billings 14.3: a man already stumbling rolled for his fall before orders were written.
      if (!g.stumbling) {
        g.stumbling = true;
        fallCheck(ctx, g);
      }
    }
    const steps =
      g.posture === 'prone' && order.standard !== 'KN' && order.standard !== 'RO'
        ? []
        : kneelHex(ctx, g, stopAtWall(ctx, g, expandOrder(order, g.position, g.facing).steps));
    movers.push({ g, order, steps, collided: false, collisions: [], motion: freshMotion(g, order, proneAtStart) });
  }

  // 7.3: a figure that enters the hex of a man who started and ends the phase there stops in it.
  const ends = new Map(movers.map((m) => [m.g.seat, path(m.steps).at(-1) ?? m.g.position]));
  const bumps: [Mover, Mover][] = [];
  for (const m of movers) {
    for (const other of movers) {
      if (other === m) continue;
      const still = hexEq(ends.get(other.g.seat) as Hex, other.g.position);
      if (!still) continue;
      const i = m.steps.findIndex((s) => s.kind === 'move' && hexEq(s.to, other.g.position));
      if (i >= 0) {
        m.steps = m.steps.slice(0, i + 1);
        m.collided = true;
        m.ranIntoStill = true;
        other.collided = true;
        bumps.push([m, other]);
        ctx.emit(
          'blocked',
          '§7.3',
          `${m.g.name} runs into ${other.g.name}, who held his ground: his move stops there.`,
          { seat: m.g.seat },
        );
      }
    }
  }
  // Billings 7.2: men who both move and cross may meet on the way.
  crossedPaths(ctx, movers);
  // Opponents' positions over the phase, for 12.62.
  const visited = new Map(movers.map((m) => [m.g.seat, [m.g.position, ...path(m.steps)]]));

  const contests = kickContests(ctx, movers);
  // Billings 12.6, 17.55: pick-ups on the way are noted as he walks and rolled later in the step. A kick that lost
  // its contest to one waits for that roll, as it waits for an R.
  const pickUps: PendingPickUp[] | undefined = pickUpsWait(ctx) ? [] : undefined;
  if (pickUps) for (const c of contests) if (c.first === 'recovery') c.deliberate = true;
  for (const m of walkOrder(movers, contests)) {
    const facing = m.g.facing;
    walk(ctx, m, visited, contests, pickUps);
    const turned = m.g.facing !== facing;
    if (m.motion.path.length > 0 || turned)
      ctx.emit(
        'moved',
        turned ? '§6.4' : '§6.3',
        `${m.g.name} ${m.motion.path.length > 0 ? `moves to (${m.g.position.q},${m.g.position.r})` : 'turns'}, facing ${COMPASS[m.g.facing]}.`,
        { seat: m.g.seat, at: m.g.position, facing: m.g.facing },
      );
  }

  // Billings 17.55: the lays strike as their men stepped in, before the collisions and the pick-ups after them.
  const phaseOf = (m: Mover): PhaseMove => ({
    order: m.order,
    motion: m.motion,
    collided: m.collided,
    ...(m.ranIntoStill ? { ranIntoStill: true } : {}),
  });
  const layTrips = netLayOn(ctx)
    ? layNetsOnEntry(ctx, orders, new Map(movers.map((m) => [m.g.seat, phaseOf(m)])))
    : new Map<SeatId, number>();
  for (const m of movers) if (layTrips.has(m.g.seat)) m.motion.netTripped = true;
  const rollPickUps = () => {
    for (const p of pickUps ?? []) {
      const m = movers.find((x) => x.g === p.g) as Mover;
      const trip = layTrips.get(m.g.seat);
      rollPickUp(
        ctx,
        p,
        { collided: m.collided, collisions: m.collisions, ...(trip !== undefined ? { layTripAt: trip } : {}) },
        contests,
      );
    }
  };
  if (!pickUpsWaitForCollisions(ctx)) rollPickUps();

  // 7.2: figures that end in the same hex collide; 7.3 stops collide where they stopped.
  const pairs = new Set<string>();
  const yielded: Gladiator[] = [];
  /** Men driven out by a collision (7.51), the latest last: with three or more, one may be driven into another. */
  const driven: Mover[] = [];
  const collide = (a: Mover, b: Mover): boolean => {
    const key = [a.g.seat, b.g.seat].sort().join('|');
    if (pairs.has(key) || a.g.dead || b.g.dead) return false;
    pairs.add(key);
    a.collided = b.collided = true;
    const [pa, pb] = [a.g.position, b.g.position];
    a.collisions.push({ at: pa, otherMoved: b.motion.path.length > 0 });
    b.collisions.push({ at: pb, otherMoved: a.motion.path.length > 0 });
    const down = resolveCollision(ctx, a.g, a.motion, b.g, b.motion);
    if (down) yielded.push(down);
    else if (!hexEq(a.g.position, pa)) driven.push(a);
    else if (!hexEq(b.g.position, pb)) driven.push(b);
    return true;
  };
  for (const [a, b] of bumps) {
    collide(a, b);
    if (yielded.length > 0 && !ctx.s.sides) return yielded;
  }
  // A man driven into another's hex collides with him in turn (team combat), so look again until nothing changes.
  for (let again = true; again; ) {
    again = false;
    for (const a of movers)
      for (const b of movers)
        if (a !== b && hexEq(a.g.position, b.g.position) && collide(a, b)) {
          if (yielded.length > 0 && !ctx.s.sides) return yielded;
          again = true;
        }
  }
  pinned(ctx, movers, driven);

  for (const m of movers) moves?.set(m.g.seat, phaseOf(m));
  if (pickUpsWaitForCollisions(ctx)) rollPickUps();

  // Deliberate recovery (R) is resolved once everyone has moved; a collision spoils it (12.61; Billings 12.6 less so).
  for (const m of movers)
    if (m.order?.standard === 'R' && !m.g.dead && !recoveryVoided(ctx, contests, m.g, m.g.position))
      attemptRecovery(ctx, m.g, m.g.position, {
        deliberate: true,
        leftStartHex: false,
        quick: false,
        charge: false,
        stumble: false,
        collided: m.collided,
        opponents: opponentsEnd(ctx, m.g),
        ...deliberateRecovery(ctx, m.g, stunBefore.get(m.g.seat) ?? 0),
      });
  heldKicks(ctx, contests);
  noteStillness(ctx, orders);

  recoverFromStun(ctx, stunBefore);
  return yielded;
}

/**
 * HOUSE (team combat, docs/rulings.md): a pair collides once a phase (7.2). A man driven (7.51) back into a man he
 * has already met this phase is caught between them and goes down in that hex (a prone man may lie under another).
 */
function pinned(ctx: Ctx, movers: Mover[], driven: Mover[]): void {
  for (const a of movers)
    for (const b of movers) {
      if (a === b || a.g.dead || b.g.dead || !hexEq(a.g.position, b.g.position)) continue;
      if (a.g.posture === 'prone' || b.g.posture === 'prone') continue;
      const down = driven.lastIndexOf(a) > driven.lastIndexOf(b) ? a : b;
      fallProne(ctx, down.g, 'driven into a man he had already met', '§7.51');
    }
}

/** 12.62 weighs opponents only: in team combat (20) a teammate by the item neither helps nor hinders. */
const opponentsOf = (ctx: Ctx, g: Gladiator): Gladiator[] =>
  ctx.others(g.seat).filter((o) => inFight(o) && areFoes(ctx.s, g.seat, o.seat));

const opponentsEnd = (ctx: Ctx, g: Gladiator): Hex[] => opponentsOf(ctx, g).map((o) => o.position);

/** Carries out one gladiator's steps in written order. */
function walk(
  ctx: Ctx,
  m: Mover,
  visited: Map<SeatId, Hex[]>,
  contests: readonly KickContest[],
  pickUps?: PendingPickUp[],
): void {
  const { g, order, motion } = m;
  if (!order) return;
  const actions = countWrittenActions(order);
  const moves = m.steps.filter((s) => s.kind === 'move').length;
  let sidestepsBack = 0;
  let stepsBack = 0;
  let moved = 0;
  for (const step of m.steps) {
    switch (step.kind) {
      case 'turn':
        g.facing = step.facing;
        if (motion.path.length > 0) motion.facings?.push(step.facing);
        break;
      case 'move': {
        g.position = step.to;
        motion.path.push(step.to);
        motion.facings = [g.facing];
        moved++;
        if (step.how === 'forward') {
          motion.forward++;
          g.lastStep = 'forward';
        } else if (step.how === 'sidestepForward') {
          motion.sidestepForward++;
          g.lastStep = 'forward';
        } else if (step.how === 'backward' || step.how === 'sidestepBackward') {
          motion.backward++;
          g.lastStep = 'backward';
          if (step.how === 'backward') stepsBack++;
          else {
            sidestepsBack++;
            motion.sidestepBackward++;
          }
          stumbleOnBackwardStep(ctx, g, step.to, sidestepsBack, stepsBack);
        }
        break;
      }
      case 'kick':
        contestedKick(ctx, contests, g, step.side, actions);
        break;
      case 'grab': {
        // 12.62: before leaving his hex, the opponent counts wherever he was most dangerous; after, where he ended.
        const beforeMoving = moved < moves;
        const opponents = opponentsOf(ctx, g).flatMap((o) => {
          // Figures walk one after another here, but they move at once: read each opponent's final hex from
          // his path, not from where the walk has put him so far.
          const seen = visited.get(o.seat) ?? [o.position];
          return beforeMoving ? seen : [seen.at(-1) ?? o.position];
        });
        // 7.5: a man who reached for an item this phase takes the recovery DRM in a later collision.
        if (recoverable(ctx, g, g.position).length > 0) motion.recovering = true;
        const how = {
          leftStartHex: moves > 0,
          quick: isQuick(order),
          charge: order.standard === 'C',
          stumble: order.standard === 'S',
          opponents,
        };
        if (pickUps) {
          pickUps.push({
            g,
            at: g.position,
            movedBefore: moved,
            beforeMoving,
            collidedThen: m.collided,
            stunThen: g.stun,
            ...how,
          });
          break;
        }
        if (recoveryVoided(ctx, contests, g, g.position)) break;
        attemptRecovery(ctx, g, g.position, {
          deliberate: false,
          collided: grabCollided(ctx, m.collided, beforeMoving),
          ...how,
        });
        break;
      }
      case 'kneel':
        g.posture = 'kneeling';
        g.mustRise = false;
        break;
      case 'net':
        // 6.4, 17.5: the lay's hex is fixed where and as he stands when he lays it, before he moves on.
        if (step.special.kind === 'LN') motion.layHex = layHexOf(g, step.special.hex);
        break;
      case 'recover':
      case 'stumble':
      case 'pause':
        break;
    }
  }
  // 13.1: from kneeling any move but KN, X, R or S brings him to his feet.
  if (g.posture === 'kneeling' && !['KN', 'X', 'R', 'S'].includes(order.standard)) g.posture = 'standing';
}

/** 11.5: stun not caused by this phase's collision may wear off: CON less (die - 1), never more than there was. */
function recoverFromStun(ctx: Ctx, stunBefore: Map<SeatId, number>): void {
  for (const g of ctx.alive()) {
    const old = Math.min(stunBefore.get(g.seat) ?? 0, g.stun);
    if (old <= 0) continue;
    const r = ctx.dice.roll(1, 'recovery from stun', '§11.5');
    const removed = Math.max(0, Math.min(old, g.CON - (r.total - 1)));
    r.row = `CON ${g.CON} - (${r.total} - 1) = ${g.CON - (r.total - 1)}`;
    r.result = removed > 0 ? `${removed} stun removed` : 'no stun removed';
    g.stun -= removed;
    ctx.emit(
      'stun-recovery',
      removed > 0 ? '§11.5' : '§11.51',
      `${g.name} shakes off ${removed} stun (now ${g.stun}).`,
      { seat: g.seat, stun: g.stun },
    );
    checkConsciousness(ctx, g);
  }
}
