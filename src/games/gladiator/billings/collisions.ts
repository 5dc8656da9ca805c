/**
 * The Billings collision sections. 7.2: two men who both move and pass through one hex meet there only when their
 * two dice show doubles, and then neither goes further. 7.5: equal impact factors are no longer rolled again; both
 * men take collision stun and are set down side by side, each facing the other. 14.1: a man already making his
 * stumble move who loses a collision and then fails the stumble check goes down; and a net that catches at the feet
 * is judged on the man's agility rather than on his stun.
 */
import {
  COMPASS,
  type Direction,
  directionTo,
  distance,
  type Hex,
  hexEq,
  neighbours,
  relative,
} from '../../../core/hex.js';
import type { Motion } from '../collision.js';
import { applyStunResult, positionalBonus } from '../combat.js';
import type { Ctx } from '../context.js';
import type { MoveStep } from '../movement.js';
import { stunFor } from '../tables.js';
import type { Gladiator } from '../types.js';
import { fallProne } from '../wounds.js';
import { billingsOn } from './options.js';
import { COLLISION_RESULTS, CROSSED_PATHS, STUMBLE_COLLISION, STUMBLE_NET } from './tables.js';
import { inArena, wallsOn } from './walls.js';

/** The hex a man stood in just before the last hex of his path, or null if he never moved. */
const entryOf = (m: Motion): Hex | null =>
  m.path.length === 0 ? null : m.path.length === 1 ? m.start : (m.path[m.path.length - 2] as Hex);

// ---- 7.5 a tie ----------------------------------------------------------------------------------------

/**
 * Where two men who tied stand afterwards (HOUSE, docs/rulings.md): a man who never left his hex keeps it and the
 * other goes back to the hex he came in by (a man driven there by another collision, to where he stood before). When both moved, each goes back to his own entry hex if those two touch;
 * otherwise the one who came further (the first named on equal paths) keeps his entry hex and the other takes the
 * free hex beside both it and the collision hex that lies nearest his own entry.
 */
export function tiePlaces(ctx: Ctx, x: Hex, a: Gladiator, ma: Motion, b: Gladiator, mb: Motion): { a: Hex; b: Hex } {
  const ea = entryOf(ma);
  const eb = entryOf(mb);
  if (!ea && !eb) {
    // In team combat a man driven by an earlier collision (7.51) may land on one who stood still: neither walked in,
    // so the driven man, the one not in the hex his own move ended in, goes back to that hex.
    const stood = (m: Motion): Hex => m.path.at(-1) ?? m.start;
    if (!hexEq(stood(mb), x)) return { a: x, b: stood(mb) };
    if (!hexEq(stood(ma), x)) return { a: stood(ma), b: x };
    throw new Error('7.5: a tied collision between two men who never left the hex');
  }
  if (!ea) return { a: x, b: eb as Hex };
  if (!eb) return { a: ea, b: x };
  if (!hexEq(ea, eb) && distance(ea, eb) === 1) return { a: ea, b: eb };
  const aKeeps = ma.path.length >= mb.path.length;
  const [kept, otherEntry] = aKeeps ? [ea, eb] : [eb, ea];
  const others = ctx.alive().filter((o) => o.seat !== a.seat && o.seat !== b.seat);
  const free = (h: Hex) =>
    !hexEq(h, x) &&
    !hexEq(h, kept) &&
    (!wallsOn(ctx.s.options) || inArena(h)) &&
    !others.some((o) => hexEq(o.position, h));
  const beside = neighbours(kept)
    .filter(free)
    .sort((p, q) => distance(x, p) - distance(x, q) || distance(otherEntry, p) - distance(otherEntry, q));
  const spot = beside[0] ?? x;
  return aKeeps ? { a: kept, b: spot } : { a: spot, b: kept };
}

/**
 * 7.5 with equal impact factors: both men roll collision stun with nothing added and are placed adjacent, facing
 * each other. Neither lost, so neither checks for a stumble (HOUSE).
 */
export function tiedCollision(ctx: Ctx, x: Hex, a: Gladiator, ma: Motion, b: Gladiator, mb: Motion, impact: number) {
  const places = tiePlaces(ctx, x, a, ma, b, mb);
  a.position = places.a;
  b.position = places.b;
  a.facing = directionTo(a.position, b.position) ?? a.facing;
  b.facing = directionTo(b.position, a.position) ?? b.facing;
  ctx.emit(
    'collision-tie',
    '§7.5',
    `${a.name} and ${b.name} meet with equal force (${impact} each): both are shaken and end side by side, ${a.name} at (${a.position.q},${a.position.r}), ${b.name} at (${b.position.q},${b.position.r}).`,
    { seats: [a.seat, b.seat], at: x, places },
  );
  for (const g of [a, b]) {
    if (g.dead) continue;
    const r = ctx.dice.roll(COLLISION_RESULTS.dice, `collision stun for ${g.name} (tie)`, '§7.5', [
      { label: 'impact difference (a tie)', value: COLLISION_RESULTS.tieAddsToRoll, rule: '§7.5' },
    ]);
    const st = stunFor(r.total);
    r.row = `stun column row ${st.row}`;
    r.result = `${st.stun} stun${st.extra ? ` & ${st.extra}` : ''}`;
    applyStunResult(ctx, g, st.stun, st.extra, 'collision', '§7.5');
  }
}

/** Whether equal impact factors are a tie (Billings 7.5) rather than a roll again (7.51). */
export const collisionTieOn = (ctx: Ctx): boolean => billingsOn(ctx.s.options, 'collisionTie');

// ---- 14.1 a stumbling loser ---------------------------------------------------------------------------

/**
 * 14.1 for the loser: the usual stumble check (`check`), and with the Billings section on, a man who was already
 * making his stumble move this phase and fails it goes down prone at once. Billings 17.55 does the same to a man a
 * net lay tripped on his way into this collision (`netTripped`), whatever the 14.1 switch says.
 */
export function loserStumble(ctx: Ctx, l: Gladiator, check: () => void, netTripped = false): void {
  const wasStumbling = l.stumbling;
  const owed = l.mustStumble;
  l.mustStumble = false;
  check();
  const failed = l.mustStumble;
  l.mustStumble = owed || failed;
  if (!failed) return;
  if (wasStumbling && billingsOn(ctx.s.options, 'collisionStumble') && STUMBLE_COLLISION.proneIfAlreadyStumbling)
    fallProne(
      ctx,
      l,
      'lost a collision in the middle of a stumble and could not keep his feet',
      STUMBLE_COLLISION.rule,
    );
  else if (netTripped && billingsOn(ctx.s.options, 'netLay'))
    fallProne(
      ctx,
      l,
      'tripped by the net lay, then beaten in the collision, and could not keep his feet',
      'Billings §17.55',
    );
}

// ---- 14.1 a net at the feet ----------------------------------------------------------------------------

/** 14.1 (Billings): two dice plus agility less stun; 8 or less stumbles. A prone man has nothing to lose. */
export function netStumbleCheck(ctx: Ctx, t: Gladiator, cause: string): void {
  const r = ctx.dice.roll(STUMBLE_NET.dice, `stumble check (${cause})`, STUMBLE_NET.rule, [
    { label: 'Agility', value: t.AG, rule: STUMBLE_NET.rule },
    { label: 'stun', value: -t.stun, rule: STUMBLE_NET.rule },
  ]);
  const fails = r.total <= STUMBLE_NET.stumbleAtOrBelow;
  const down = t.posture === 'prone';
  r.result = fails && !down ? 'stumbles' : 'keeps his footing';
  if (fails && down)
    ctx.emit('footing', STUMBLE_NET.rule, `${t.name} is down already: there is nothing to stumble from.`, {
      seat: t.seat,
    });
  else if (fails) {
    t.mustStumble = true;
    ctx.emit('stumble', STUMBLE_NET.rule, `${t.name} is tangled at the feet: his next move must be S.`, {
      seat: t.seat,
    });
  } else ctx.emit('footing', STUMBLE_NET.rule, `${t.name} steps clear of the net.`, { seat: t.seat });
}

// ---- 7.2 crossed paths ----------------------------------------------------------------------------------

/** What the crossed-paths check needs of a mover: his man, his steps (cut short on a meeting) and the flag. */
export interface PathMover {
  g: Gladiator;
  steps: MoveStep[];
  collided: boolean;
  motion: Motion;
}

interface Entry {
  /** Index of the move among the man's moves, from 1. */
  n: number;
  /** Index in his steps. */
  step: number;
  at: Hex;
  dir: Direction | null;
}

const entries = (m: PathMover): Entry[] => {
  const out: Entry[] = [];
  for (const [i, s] of m.steps.entries())
    if (s.kind === 'move') out.push({ n: out.length + 1, step: i, at: s.to, dir: directionTo(s.from, s.to) });
  return out;
};

/**
 * The first hex two moving men both pass through that counts as crossing (HOUSE readings in docs/rulings.md): not
 * the hex either began in, not the hex where both end (that is the ordinary collision), and not a hex one of them
 * enters the same way the other went in after the other has moved on (following him).
 */
export function crossing(
  a: PathMover,
  b: PathMover,
  endHex: 'crossing' | 'not' = 'crossing',
): { a: Entry; b: Entry } | null {
  const ea = entries(a);
  const eb = entries(b);
  if (ea.length === 0 || eb.length === 0) return null;
  let best: { a: Entry; b: Entry } | null = null;
  for (const p of ea)
    for (const q of eb) {
      if (!hexEq(p.at, q.at) || hexEq(p.at, a.g.position) || hexEq(p.at, b.g.position)) continue;
      if (p.n === ea.length && q.n === eb.length) continue;
      if (endHex === 'not' && (p.n === ea.length || q.n === eb.length)) continue;
      const following = p.dir === q.dir && ((q.n > p.n && p.n < ea.length) || (p.n > q.n && q.n < eb.length));
      if (following) continue;
      if (!best || Math.max(p.n, q.n) < Math.max(best.a.n, best.b.n)) best = { a: p, b: q };
    }
  return best;
}

/**
 * 7.2 (Billings), before anyone walks: for each pair of foes or friends who both move and cross, a die each; on
 * doubles both moves end in the crossing hex (the ordinary collision follows there), else both go on as written.
 */
export function crossedPaths(ctx: Ctx, movers: readonly PathMover[]): void {
  if (!billingsOn(ctx.s.options, 'crossedPaths')) return;
  for (const [i, a] of movers.entries())
    for (const b of movers.slice(i + 1)) {
      const x = crossing(a, b, ctx.s.options.billings?.crossedPathsEndHex ?? 'crossing');
      if (!x) continue;
      const da = ctx.dice.roll(CROSSED_PATHS.dice, `${a.g.name}'s die for crossed paths`, CROSSED_PATHS.rule);
      const db = ctx.dice.roll(CROSSED_PATHS.dice, `${b.g.name}'s die for crossed paths`, CROSSED_PATHS.rule);
      const meet = da.total === db.total;
      da.result = db.result = meet ? 'doubles: they collide' : 'no doubles: they slip past';
      const at = x.a.at;
      if (meet) {
        a.steps = a.steps.slice(0, x.a.step + 1);
        b.steps = b.steps.slice(0, x.b.step + 1);
        a.collided = b.collided = true;
        a.motion.crossed = b.motion.crossed = true;
      }
      ctx.emit(
        'crossed-paths',
        CROSSED_PATHS.rule,
        meet
          ? `${a.g.name} and ${b.g.name} cross at (${at.q},${at.r}) and throw doubles: they meet there and neither moves further.`
          : `${a.g.name} and ${b.g.name} cross at (${at.q},${at.r}) but dodge each other and go on.`,
        { seats: [a.g.seat, b.g.seat], at, collide: meet },
      );
    }
}

// ---- 7.5 positional advantage when both moved ---------------------------------------------------------

export const COLLISION_FACING_RULE = '§7.5';

/** Whether a man facing `facing` in `x` shows one of his three rear hexsides to a man coming from `from`. */
const showsRear = (x: Hex, facing: Direction, from: Hex): boolean => {
  const d = directionTo(x, from);
  return d !== null && [2, 3, 4].includes(relative(d, facing));
};

/**
 * Billings 7.5 for two men who both moved into the collision hex (not by crossed paths, which keep the facing each
 * entered with): each takes, among his facing as he entered and those after each turn he wrote after that move, the
 * one that gives the other the least positional advantage (the earliest on a tie; later turns are dropped). Then
 * each earns the usual advantage from the hexside he came through, except that a man who shows his back to the
 * other earns none, and when both do, neither earns any. Returns what each earns, or null when this does not apply
 * (the usual reckoning of collision.ts stands).
 */
export function collisionFacing(
  ctx: Ctx,
  x: Hex,
  a: Gladiator,
  ma: Motion,
  b: Gladiator,
  mb: Motion,
): { a: number; b: number } | null {
  if (!billingsOn(ctx.s.options, 'collisionFacing')) return null;
  const ea = entryOf(ma);
  const eb = entryOf(mb);
  if (!ea || !eb || ma.crossed || mb.crossed || !hexEq(a.position, x) || !hexEq(b.position, x)) return null;
  for (const [g, m, from] of [
    [a, ma, eb],
    [b, mb, ea],
  ] as const) {
    const options = m.facings && m.facings.length > 0 ? m.facings : [g.facing];
    let best = options[0] as Direction;
    for (const f of options) if (positionalBonus(ctx.s, from, g, f) < positionalBonus(ctx.s, from, g, best)) best = f;
    if (best !== g.facing)
      ctx.emit(
        'collision-facing',
        COLLISION_FACING_RULE,
        `${g.name} meets the collision facing ${COMPASS[best]}: the turns he wrote after it are dropped.`,
        {
          seat: g.seat,
          facing: best,
        },
      );
    g.facing = best;
  }
  const rearA = showsRear(x, a.facing, eb);
  const rearB = showsRear(x, b.facing, ea);
  return {
    a: rearA ? 0 : positionalBonus(ctx.s, ea, b),
    b: rearB ? 0 : positionalBonus(ctx.s, eb, a),
  };
}
