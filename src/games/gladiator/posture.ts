/** Rules 13-15: kneeling, stumbling and falling prone. */
import { type Hex, hexEq } from '../../core/hex.js';
import type { SeatId } from '../../core/protocol.js';
import { attackAsMade, proneDefence } from './combat.js';
import type { Ctx } from './context.js';
import { inFight } from './teams.js';
import type { Allocation, Gladiator, GladiatorState } from './types.js';
import { fallProne } from './wounds.js';

/**
 * 14.1: after a lost collision or a net attack, a die less the stun in effect; 0 or less stumbles.
 * Every check emits an event, passed or not: a roll is only kept in the record by the event that follows it.
 */
export function stumbleCheck(ctx: Ctx, g: Gladiator, cause: string, rule: string): void {
  const r = ctx.dice.roll(1, `stumble check (${cause})`, rule, [{ label: 'stun', value: -g.stun, rule: '§14.1' }]);
  // A prone man has no footing to lose: the die is still rolled (so the dice run as they always have), but a
  // failure owes him no Stumble move he could never write (RULINGS: found by the 3 v 3 conformance run).
  const down = g.posture === 'prone';
  r.result = r.total <= 0 && !down ? 'stumbles' : 'keeps his footing';
  if (down && r.total <= 0)
    ctx.emit('footing', rule, `${g.name} is down already: there is nothing to stumble from.`, { seat: g.seat });
  else if (r.total <= 0) {
    g.mustStumble = true;
    ctx.emit('stumble', rule, `${g.name} stumbles: his next move must be S.`, { seat: g.seat });
  } else ctx.emit('footing', rule, `${g.name} keeps his footing.`, { seat: g.seat });
}

/** Something on the floor of `at` that a man stepping backwards may trip over (14.2). */
export function obstacleAt(ctx: Ctx, g: Gladiator, at: Hex): string | null {
  if (ctx.s.items.some((i) => hexEq(i.at, at))) return 'a dropped item';
  const body = ctx.others(g.seat).find((o) => o.posture === 'prone' && hexEq(o.position, at));
  return body ? `${body.name}'s prone body` : null;
}

/** 14.2: stepping backwards into a hex holding an object: two dice less stun and backward hexes; 1 or less stumbles. */
export function stumbleOnBackwardStep(ctx: Ctx, g: Gladiator, at: Hex, sidestepsBack: number, stepsBack: number): void {
  const what = obstacleAt(ctx, g, at);
  if (!what || g.mustStumble) return;
  const r = ctx.dice.roll(2, `stumble check stepping back onto ${what}`, '§14.2', [
    { label: 'stun', value: -g.stun, rule: '§14.2' },
    { label: 'hexes sidestepped back', value: -sidestepsBack, rule: '§14.2' },
    { label: 'hexes moved straight back (x2)', value: -2 * stepsBack, rule: '§14.2' },
  ]);
  r.result = r.total <= 1 ? 'stumbles' : 'keeps his footing';
  if (r.total <= 1) {
    g.mustStumble = true;
    ctx.emit('stumble', '§14.2', `${g.name} trips on ${what}: his next move must be S.`, { seat: g.seat });
  } else ctx.emit('footing', '§14.2', `${g.name} steps back onto ${what} without tripping.`, { seat: g.seat });
}

/** 14.3: at the start of a Stumble phase, two dice plus AG; 7 or less falls prone. */
export function fallCheck(ctx: Ctx, g: Gladiator): void {
  const r = ctx.dice.roll(2, 'fall prone check', '§14.3', [{ label: 'Agility', value: g.AG, rule: '§14.3' }]);
  r.result = r.total <= 7 ? 'falls prone' : 'stays up';
  if (r.total <= 7) fallProne(ctx, g, 'stumbled and fell', '§14.3');
  else ctx.emit('stumbling', '§14.4', `${g.name} stumbles but stays on his feet (-2 CF this phase).`, { seat: g.seat });
}

/** 9.5 STU: one die per STU result when he tries to leave his hex; any 1 turns the move into a Stumble. */
export function stuCheck(ctx: Ctx, g: Gladiator): boolean {
  const r = ctx.dice.roll(g.stu, 'STU check', '§9.5');
  const stumbles = r.dice.includes(1);
  r.result = stumbles ? 'stumbles instead of moving' : 'moves as written';
  // The caller announces the stumble; a leg that holds is announced here so the roll stays on record.
  if (!stumbles) ctx.emit('stu-check', '§9.5', `${g.name}'s crippled leg holds.`, { seat: g.seat });
  return stumbles;
}

/**
 * Billings 14.3 (`billings.fallFirst`): whether his owed stumble laid him down before orders in this very phase. The
 * phase keeps the move the stumble gave it (14.1 owes it even outside his turn plot), and he may spend it rolling
 * (RO) rather than lie there; so it is a phase he may move in.
 */
export const fellThisPhase = (s: GladiatorState, g: Gladiator): boolean =>
  g.fellBeforeOrders === `${s.turn}.${s.phase}` && g.posture === 'prone';

/**
 * 15.6's test: whether the man may write a move this phase. An unconscious man never may; otherwise his turn plot
 * says, and a phase his fall before orders left him (Billings 14.3) counts as one he may move in.
 */
export const mayMoveThisPhase = (s: GladiatorState, g: Gladiator): boolean =>
  !g.unconscious && (!!s.turnPlots[g.seat]?.includes(s.phase) || fellThisPhase(s, g));

/**
 * 15.6, checked when the allocations are revealed: a prone man who may not move this phase (an unconscious man never
 * may) surrenders to an adjacent opponent with him in front whose blow, as it will be made (its own halvings
 * counted), beats his halved defence of that area. Returns the man who must yield, if any.
 */
export function proneMustYield(ctx: Ctx, allocations: Record<SeatId, Allocation>): Gladiator | null {
  const s = ctx.s;
  const combat = s.combat;
  if (!combat) return null;
  for (const seat of combat.participants) {
    const g = ctx.g(seat);
    if (!inFight(g) || g.posture !== 'prone' || mayMoveThisPhase(s, g)) continue;
    const mine = allocations[seat] as Allocation;
    const threat = Object.entries(allocations).some(
      ([other, a]) =>
        other !== seat &&
        a.attacks.some(
          (x) =>
            (x.target ?? combat.fronts[other]?.[0]?.target) === seat &&
            attackAsMade(ctx.phaseKey, ctx.g(other), g, x.area, x.cf).cf >
              proneDefence(g, Math.max(0, mine.defence[x.area - 1] as number)),
        ),
    );
    if (threat) return g;
  }
  return null;
}
