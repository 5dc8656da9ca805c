/**
 * Rules 17.35-17.36: a man in the net. He makes no attack (17.35); he may put CF in the Net Free box and roll to get
 * out, paying any excess as Net Loss on every attack made on him that phase (17.351); if he stays in, the Retarius
 * may drag him down (17.352); in the net he moves without special actions, and not at all once prone (17.354,
 * 17.355). The Retarius may let go of the net at the end of a combat phase (17.36).
 */
import type { SeatId } from '../../core/protocol.js';
import { ok, type Result, type RuleViolation, violation } from '../../core/result.js';
import { canStrike, hasInFront } from './combat.js';
import type { Ctx } from './context.js';
import { placeNet } from './items.js';
import { DRAGGED_PRONE, NET_FREE } from './tables-advanced.js';
import { areFoes, inFight } from './teams.js';
import type { Allocation, Gladiator, GladiatorCommand, GladiatorState, Order } from './types.js';
import { fallProne } from './wounds.js';

/**
 * 17.354, 19.1: is this man the "armed opponent" the rules speak of? One able to strike now (weapon in hand, conscious,
 * neither prone nor netted himself), or, with `armedOpponent: weaponInHand`, any conscious man with a weapon in hand.
 */
export const isArmedOpponent = (s: GladiatorState, o: Gladiator): boolean =>
  s.options.armedOpponent === 'weaponInHand' ? inFight(o) && !o.unconscious && o.hasWeapon : canStrike(o);

/** 17.354: an armed foe next to him with the prone man in his front keeps him from working free. */
function pinnedDown(s: GladiatorState, g: Gladiator): Gladiator | undefined {
  if (g.posture !== 'prone') return undefined;
  return s.seats
    .map((seat) => s.gladiators[seat] as Gladiator)
    .find((o) => areFoes(s, o.seat, g.seat) && isArmedOpponent(s, o) && hasInFront(o, g));
}

/** Whom this man's net holds (17.352, 17.36). */
export const heldBy = (s: GladiatorState, g: Gladiator): Gladiator[] =>
  s.seats.map((seat) => s.gladiators[seat] as Gladiator).filter((o) => o.ensnared && o.ensnaredBy === g.seat);

/** 17.354, 17.355: what a man in the net may write. */
export function checkEnsnaredOrder(order: Order, g: Gladiator): Result<Order, RuleViolation> {
  if (!g.ensnared) return ok(order);
  if (g.posture === 'prone')
    return violation('prone-in-net', '§17.354', `${g.name} lies in a net and can plot no movement: hold`, {
      posture: g.posture,
    });
  if (order.before.length + order.after.length > 0)
    return violation('ensnared-specials', '§17.355', `${g.name} is in a net: he may move, but without special actions`);
  return ok(order);
}

/** The CF of an allocation that go to the net rather than to attack or defence. */
export const netAllocationCf = (a: Allocation): number => (a.netFree ?? 0) + (a.drag ?? 0);

/** 17.351, 17.352, 17.36: the Net Free box, the CF pledged to a drag, and letting go of the net. */
export function checkNetAllocation(s: GladiatorState, seat: SeatId, a: Allocation): Result<Allocation, RuleViolation> {
  const g = s.gladiators[seat] as Gladiator;
  for (const [key, v] of [
    ['netFree', a.netFree],
    ['drag', a.drag],
  ] as const)
    if (v !== undefined && (!Number.isInteger(v) || v < 0))
      return violation('net-cf', key === 'netFree' ? '§17.351' : '§17.352', `${key} CFs are whole numbers, 0 or more`, {
        [key]: v,
      });
  if ((a.netFree ?? 0) > 0) {
    if (!g.ensnared)
      return violation('not-ensnared', '§17.351', `${g.name} is in no net: there is nothing to free himself from`);
    const over = pinnedDown(s, g);
    if (over)
      return violation(
        'pinned-in-net',
        '§17.354',
        `${g.name} lies in the net under ${over.name}'s weapon and may not try to free himself`,
      );
  }
  if ((a.drag ?? 0) > 0 && !(g.net && heldBy(s, g).length > 0))
    return violation('no-one-to-drag', '§17.352', `${g.name}'s net holds no one he could drag down`);
  if (a.abandonNet && !g.net) return violation('no-net', '§17.36', `${g.name} holds no net to let go of`);
  // 17.36 is about a net that holds a man: one let go of with nobody in it would lie nowhere.
  if (a.abandonNet && heldBy(s, g).length === 0)
    return violation('no-one-held', '§17.36', `${g.name}'s net holds no one: there is nothing to let go of`);
  return ok(a);
}

/** Sample allocations for bots and fuzzers: a man in the net puts all, or half, of his CF into getting out. */
export function netAllocationSamples(s: GladiatorState, seat: SeatId, available: number): GladiatorCommand[] {
  const g = s.gladiators[seat] as Gladiator;
  if (!g.ensnared || available <= 0 || pinnedDown(s, g)) return [];
  const half = Math.floor(available / 2);
  const out: GladiatorCommand[] = [{ type: 'allocate', attacks: [], defence: [0, 0, 0, 0, 0], netFree: available }];
  if (half > 0) out.push({ type: 'allocate', attacks: [], defence: [0, available - half, 0, 0, 0], netFree: half });
  return out;
}

/**
 * Before the first combat sub-phase (17.351): each man who put CF in the Net Free box rolls to get out; whoever
 * stays in may be dragged down by the Retarius holding the net (17.352).
 */
export function freeFromNets(ctx: Ctx, allocations: Record<SeatId, Allocation>): void {
  for (const g of ctx.alive()) {
    if (!g.ensnared) continue;
    const nf = allocations[g.seat]?.netFree ?? 0;
    if (nf > 0) {
      const r = ctx.dice.roll(NET_FREE.dice, `${g.name} works free of the net`, NET_FREE.rule, [
        { label: 'CF in the Net Free box', value: -nf, rule: NET_FREE.rule },
      ]);
      const freed = r.total <= NET_FREE.freedAtOrBelow;
      const loss = Math.max(NET_FREE.netLossAbove, r.total);
      r.row = `${r.total} against ${NET_FREE.freedAtOrBelow} or less`;
      r.result = freed ? `free, Net Loss ${loss}` : 'still in the net';
      if (freed) {
        g.ensnared = false;
        // A net its Retarius let go of falls where the man stood (17.36); a held one goes back to him (17.6).
        if (g.ensnaredBy === null) placeNet(ctx, g.seat, g.position);
        delete g.ensnaredBy;
        if (loss > 0) g.netLoss = { at: ctx.phaseKey, value: loss };
        ctx.emit(
          'net-free',
          NET_FREE.rule,
          `${g.name} gets out of the net${loss > 0 ? `, off balance: +${loss} to every attack on him this phase (Net Loss)` : ''}.`,
          { seat: g.seat, netLoss: loss },
        );
        continue;
      }
      ctx.emit('net-stuck', NET_FREE.rule, `${g.name} fails to get out of the net.`, { seat: g.seat });
    }
    drag(ctx, g, allocations);
  }
}

/** 17.352: three dice, the Retarius' ST and the CF he pledged; 19 or more drags the man prone, still netted. */
function drag(ctx: Ctx, g: Gladiator, allocations: Record<SeatId, Allocation>): void {
  if (!g.ensnaredBy || g.posture === 'prone') return;
  const r = ctx.g(g.ensnaredBy);
  const cf = allocations[r.seat]?.drag ?? 0;
  if (r.dead || r.unconscious || !r.net || cf <= 0) return;
  const roll = ctx.dice.roll(DRAGGED_PRONE.dice, `${r.name} drags ${g.name} down`, DRAGGED_PRONE.rule, [
    { label: 'Strength', value: r.ST, rule: DRAGGED_PRONE.rule },
    { label: 'CF spent on the drag', value: cf, rule: DRAGGED_PRONE.rule },
  ]);
  const down = roll.total >= DRAGGED_PRONE.proneAtOrAbove;
  roll.row = `${roll.total} against ${DRAGGED_PRONE.proneAtOrAbove} or more`;
  roll.result = down ? 'dragged prone' : 'stays up';
  ctx.emit(
    'net-drag',
    DRAGGED_PRONE.rule,
    down ? `${r.name} hauls on the net and drags ${g.name} to the ground.` : `${g.name} keeps his feet in the net.`,
    { seat: r.seat, target: g.seat, prone: down },
  );
  if (down) fallProne(ctx, g, 'dragged down in the net', DRAGGED_PRONE.rule);
}

/** 17.36: at the end of the combat phase a Retarius may let go of his net; whoever is in it stays in it. */
export function abandonNets(ctx: Ctx, allocations: Record<SeatId, Allocation>): void {
  for (const [seat, a] of Object.entries(allocations)) {
    const g = ctx.g(seat);
    if (!a.abandonNet || !g.net || g.dead) continue;
    g.net = false;
    const held = heldBy(ctx.s, g);
    for (const o of held) o.ensnaredBy = null;
    // The man got out earlier in this phase (17.351): the net he left went back to the Retarius, who now drops it.
    if (held.length === 0) placeNet(ctx, g.seat, g.position);
    ctx.emit('net-abandoned', '§17.36', `${g.name} lets go of his net.`, { seat });
  }
}
