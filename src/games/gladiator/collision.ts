/** Rule 7: collisions, impact factors, who is driven out of the hex and where, and the stun it costs. */
import type { Modifier } from '../../core/dice.js';
import { add, type Direction, directionTo, distance, type Hex, hexEq, sub } from '../../core/hex.js';
import {
  COLLISION_FACING_RULE,
  collisionFacing,
  collisionTieOn,
  loserStumble,
  tiedCollision,
} from './billings/collisions.js';
import { NET_LAY_RULE } from './billings/nets.js';
import { WALL_COLLISION_STUN, wallBehindLoser } from './billings/walls.js';
import { applyStunResult, positionalBonus } from './combat.js';
import type { Ctx } from './context.js';
import { stumbleCheck, stumbleOnBackwardStep } from './posture.js';
import { impactDrm, stunFor } from './tables.js';
import { areFoes } from './teams.js';
import type { Gladiator } from './types.js';
import { addStun } from './wounds.js';

/** What a gladiator did this movement phase, as far as impact factors and displacement care. */
export interface Motion {
  start: Hex;
  /** Hexes entered, in order. */
  path: Hex[];
  forward: number;
  sidestepForward: number;
  /** Hexes moved backwards, straight or by sidestep (7.5 counts both alike). */
  backward: number;
  /** The part of `backward` made by sidestepping (14.2 weighs it half as much as a straight step back). */
  sidestepBackward: number;
  rolling: boolean;
  recovering: boolean;
  /** Prone when the phase began: rising to kneel (KN) does not spare him from 7.4, only a roll does. */
  proneAtStart: boolean;
  /** Billings 7.5: his facing as he entered his last hex, then after each turn written after that move. */
  facings?: Direction[];
  /** Billings 7.2: his move was stopped by a crossing of paths. */
  crossed?: boolean;
  /** Billings 17.55: a net lay tripped him on his way, before the collision. */
  netTripped?: boolean;
}

/** 7.5: one die plus the chart's modifiers. */
function impactFactor(
  ctx: Ctx,
  g: Gladiator,
  m: Motion,
  other: Gladiator,
  otherMotion: Motion,
  positional?: number,
): number {
  const mods: Modifier[] = [];
  const add = (key: string, label: string, times = 1) =>
    mods.push({ label, value: impactDrm(key) * times, rule: '§7.5' });
  if (g.type === 'heavy') add('heavy', 'heavy gladiator');
  if (g.type === 'medium') add('medium', 'medium gladiator');
  if (g.shield === 'large') add('largeShield', 'large shield');
  if (!g.shield) add('noShield', 'no shield');
  if (m.forward) add('hexForward', `${m.forward} hex forward`, m.forward);
  if (m.sidestepForward) add('hexSidestepForward', `${m.sidestepForward} hex sidestepped forward`, m.sidestepForward);
  if (m.rolling) add('rolling', 'rolling');
  if (m.backward) add('hexBackward', `${m.backward} hex backwards`, m.backward);
  if (g.posture === 'kneeling') add('kneeling', 'kneeling');
  if (m.recovering) add('recovering', 'recovering an item');
  if (g.stumbling) add('stumbling', 'stumbling');
  else if (m.netTripped)
    mods.push({ label: 'tripped by a net lay on his way', value: impactDrm('stumbling'), rule: NET_LAY_RULE });
  if (g.ensnared) add('ensnared', 'caught in a net');
  if (g.stun) add('stunFactor', `stun ${g.stun}`, g.stun);
  mods.push({ label: 'Strength', value: g.ST, rule: '§7.5' }, { label: 'Agility', value: g.AG, rule: '§7.5' });
  // RULINGS (HOUSE): the positional modifier is judged from the hex the gladiator entered the collision hex from,
  // against the other's facing; a gladiator who did not move earns none.
  const from = cameFrom(m, g.position);
  if (positional !== undefined)
    mods.push({ label: 'positional advantage (Billings)', value: positional, rule: COLLISION_FACING_RULE });
  else if (from && !hexEq(from, otherMotion.path.at(-1) ?? otherMotion.start)) {
    const probe = { ...other, position: otherMotion.path.at(-1) ?? otherMotion.start };
    mods.push({ label: 'positional advantage', value: positionalBonus(ctx.s, from as Hex, probe), rule: '§8.2' });
  }
  const r = ctx.dice.roll(1, `${g.name}'s impact factor`, '§7.5', mods);
  return r.total;
}

/** The hex a gladiator occupied just before `at` on his path. */
const entryHex = (m: Motion): Hex | null =>
  m.path.length === 0 ? null : m.path.length === 1 ? m.start : (m.path[m.path.length - 2] as Hex);

/**
 * The hex a gladiator came into `x` from: the one before it on his path, or, when an earlier collision of the phase
 * drove him into `x` (team combat, 7.51), the hex he was driven out of, where his path ended. A man driven twice
 * came from no hex his path knows: he counts as one who stood still.
 */
const cameFrom = (m: Motion, x: Hex): Hex | null => {
  const end = m.path.at(-1) ?? m.start;
  if (hexEq(end, x)) return entryHex(m);
  return distance(end, x) === 1 ? end : null;
};

/**
 * The way from one hex to its neighbour; when the two are one hex (team combat: a loser who came from nowhere his
 * path knows stays where he is, and the next look of phase.ts collides him again), the facing he had.
 */
const facingTo = (from: Hex, to: Hex, had: Direction): Direction => directionTo(from, to) ?? had;

/**
 * Resolves a collision between a and b in hex X (7.5-7.53). Returns the seat of a prone gladiator who must
 * surrender because he was run into (7.4), or null.
 */
export function resolveCollision(ctx: Ctx, a: Gladiator, ma: Motion, b: Gladiator, mb: Motion): Gladiator | null {
  const x = a.position;
  ctx.emit('collision', '§7.2', `${a.name} and ${b.name} collide at (${x.q},${x.r}).`, {
    seats: [a.seat, b.seat],
    at: x,
  });
  // 7.4: running into a prone man who is not rolling puts him at your mercy.
  for (const [p, q] of [
    [a, b],
    [b, a],
  ] as const) {
    const pm = p === a ? ma : mb;
    const qm = q === a ? ma : mb;
    const down = p.posture === 'prone' || pm.proneAtStart;
    // A teammate running into a fallen friend only collides with him (20).
    if (down && !pm.rolling && q.posture !== 'prone' && areFoes(ctx.s, p.seat, q.seat)) {
      // The match ends here, but two figures still never share a hex (7.2): the one who came in stands over
      // the fallen man from the hex he entered by.
      const [mover, mm] = qm.path.length > 0 ? [q, qm] : [p, pm];
      mover.position = entryHex(mm) ?? mm.start;
      mover.facing = directionTo(mover.position, x) ?? mover.facing;
      return p;
    }
  }
  let ia = 0;
  let ib = 0;
  // Billings 7.5: when both moved, each turns to his least exposed written facing first.
  const facing = collisionFacing(ctx, x, a, ma, b, mb);
  do {
    ia = impactFactor(ctx, a, ma, b, mb, facing?.a);
    ib = impactFactor(ctx, b, mb, a, ma, facing?.b);
  } while (ia === ib && !collisionTieOn(ctx)); // 7.51: ties are rolled again
  // Billings 7.5: a tie stuns both and sets them side by side.
  if (ia === ib) {
    tiedCollision(ctx, x, a, ma, b, mb, ia);
    return null;
  }
  const [w, wm, l, lm, iw, il] = ia > ib ? [a, ma, b, mb, ia, ib] : [b, mb, a, ma, ib, ia];
  // 7.51: the loser goes to the hex beyond X opposite the winner's entry; if the winner stood still,
  // the loser goes back where he came from.
  const wEntry = cameFrom(wm, x);
  const lEntry = cameFrom(lm, x) ?? lm.start;
  let dest = wEntry ? add(x, sub(x, wEntry)) : lEntry;
  // Billings 7.52: with the wall behind him the loser stays put and the winner steps back instead.
  const wall = wallBehindLoser(ctx.s.options, x, dest, wEntry);
  if (wall) {
    dest = wall.loserAt;
    w.position = wall.winnerAt;
  }
  l.position = dest;
  l.lastStep = 'backward'; // 14.2: driven out counts as a step straight back (and so for a fall, 15.1)
  w.facing = wall ? facingTo(w.position, x, w.facing) : facingTo(x, dest, w.facing);
  l.facing = wall ? facingTo(x, w.position, l.facing) : facingTo(dest, x, l.facing);
  ctx.emit(
    'collision-result',
    wall ? WALL_COLLISION_STUN.rule : '§7.51',
    wall
      ? `${w.name} wins the collision (${iw} against ${il}) and drives ${l.name} into the wall; ${w.name} falls back to (${w.position.q},${w.position.r}).`
      : `${w.name} wins the collision (${iw} against ${il}); ${l.name} is driven to (${dest.q},${dest.r}).`,
    {
      winner: w.seat,
      loser: l.seat,
      to: dest,
    },
  );
  const r = ctx.dice.roll(2, 'collision stun', '§7.52', [
    { label: 'impact difference', value: iw - il, rule: '§7.52' },
  ]);
  const st = stunFor(r.total);
  r.row = `stun column row ${st.row}`;
  r.result = `${st.stun} stun${st.extra ? ` & ${st.extra}` : ''}`;
  applyStunResult(ctx, l, st.stun, st.extra, 'collision', '§7.52');
  if (wall) addStun(ctx, l, WALL_COLLISION_STUN.stun, 'driven into the wall', WALL_COLLISION_STUN.rule);
  if (l.dead) return null;
  // 7.53 / 14.1: the loser checks for a stumble; being driven out counts as a step straight back (14.2).
  if (l.posture !== 'prone') {
    loserStumble(ctx, l, () => stumbleCheck(ctx, l, 'lost a collision', '§14.1'), lm.netTripped);
  }
  if (l.posture !== 'prone') {
    const straightBack = lm.backward - lm.sidestepBackward;
    stumbleOnBackwardStep(ctx, l, dest, lm.sidestepBackward, straightBack + 1);
  }
  return null;
}
