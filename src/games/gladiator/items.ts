/**
 * Rule 12: dropped, thrown and kicked weapons and shields, and their recovery.
 * Items keep their coordinates on the floor (there is no map edge, 6.7).
 */
import type { Modifier } from '../../core/dice.js';
import { absolute, type Direction, distance, type Hex, hexEq } from '../../core/hex.js';
import type { SeatId } from '../../core/protocol.js';
import { drawKnife } from './billings/knife.js';
import { itemLanding } from './billings/walls.js';
import type { Ctx } from './context.js';
import { recoveryDrm, sideToRelative } from './tables.js';
import type { Gladiator, Item, ItemKind, Side } from './types.js';

const describeHex = (h: Hex) => `(${h.q},${h.r})`;

/** Takes the item out of the gladiator's hands and puts it on the floor at `at`. */
function putDown(ctx: Ctx, g: Gladiator, kind: ItemKind, at: Hex, ruined = false): Item {
  const item: Item = { id: ctx.s.nextItemId++, kind, owner: g.seat, at };
  if (kind === 'shield') {
    if (!g.shield) throw new Error(`${g.name} has no shield to put down`);
    item.size = g.shield;
    item.shieldDamage = g.shieldDamage;
    if (ruined) item.ruined = true;
    g.shield = null;
    g.shieldDamage = 0;
  } else {
    if (!g.hasWeapon) throw new Error(`${g.name} has no weapon to put down`);
    g.hasWeapon = false;
    g.weaponRecoveredAt = null;
    drawKnife(ctx, g);
  }
  ctx.s.items.push(item);
  return item;
}

/** 17.6, 17.36: a net left on the floor (not dropped from hands, so no 12.4 dice): anyone may pick it up. */
export function placeNet(ctx: Ctx, owner: SeatId, at: Hex): Item {
  const item: Item = { id: ctx.s.nextItemId++, kind: 'net', owner, at };
  ctx.s.items.push(item);
  return item;
}

/** 12.4: a dropped item falls in the direction of one die (1 = centre front, clockwise) at die - 1 hexes. */
export function dropItem(ctx: Ctx, g: Gladiator, kind: ItemKind, rule: string, ruined = false): Item {
  const side = ctx.dice.roll(1, `${kind} drop direction`, '§12.41');
  const rel = sideToRelative(side.total);
  side.result = ['centre front', 'front right', 'rear right', 'rear', 'rear left', 'front left'][rel];
  const far = ctx.dice.roll(1, `${kind} drop distance`, '§12.42', [{ label: 'die - 1', value: -1, rule: '§12.42' }]);
  far.result = `${far.total} hex${far.total === 1 ? '' : 'es'}`;
  const at = itemLanding(ctx.s.options, g.position, absolute(rel, g.facing), far.total);
  const item = putDown(ctx, g, kind, at, ruined);
  ctx.emit(
    'drop',
    rule,
    `${g.name} ${ruined ? 'discards his ruined shield' : `drops his ${kind}`}; it lands at ${describeHex(at)}.`,
    { seat: g.seat, item: item.id, kind, at },
  );
  return item;
}

/** 12.5: a voluntary throw in a chosen direction, one die for the distance with no -1. Returns where it landed. */
export function throwItem(ctx: Ctx, g: Gladiator, kind: ItemKind, side: Side): Item {
  const far = ctx.dice.roll(1, `${kind} thrown distance`, '§12.5');
  far.result = `${far.total} hex${far.total === 1 ? '' : 'es'}`;
  const at = itemLanding(ctx.s.options, g.position, absolute(sideToRelative(side), g.facing), far.total);
  const item = putDown(ctx, g, kind, at);
  ctx.emit('throw', '§12.5', `${g.name} throws his ${kind} towards side ${side}; it lands at ${describeHex(at)}.`, {
    seat: g.seat,
    item: item.id,
    kind,
    at,
  });
  return item;
}

/** Billings 12.5: a thrown item put down where the throw decided (the roll was made by the caller). */
export function throwItemTo(ctx: Ctx, g: Gladiator, kind: ItemKind, at: Hex, rule: string): Item {
  const item = putDown(ctx, g, kind, at);
  ctx.emit('throw', rule, `${g.name} throws his ${kind}; it lands at ${describeHex(at)}.`, {
    seat: g.seat,
    item: item.id,
    kind,
    at,
  });
  return item;
}

/** Items the gladiator could pick up from `at` (same or adjacent hex), nearest and most needed first (12.6). */
export function recoverable(ctx: Ctx, g: Gladiator, at: Hex): Item[] {
  const wants = (i: Item) =>
    i.kind === 'weapon'
      ? !g.hasWeapon
      : i.kind === 'net'
        ? !g.net && (g.retarius === true || !(g.shield && g.hasWeapon)) // 17.9: a hand free for it
        : !g.shield && !i.ruined;
  return ctx.s.items
    .filter((i) => wants(i) && distance(i.at, at) <= 1)
    .sort(
      (a, b) =>
        distance(a.at, at) - distance(b.at, at) || (a.kind === 'weapon' ? -1 : 1) - (b.kind === 'weapon' ? -1 : 1),
    );
}

export interface RecoveryCircumstances {
  deliberate: boolean;
  leftStartHex: boolean;
  quick: boolean;
  charge: boolean;
  stumble: boolean;
  collided: boolean;
  /** Billings 12.6: a collision no longer cancels the R move's modifier. */
  keepsR?: boolean;
  /** Billings 12.6: stun from this phase's collision that does not weigh on this attempt. */
  stunNotCounted?: number;
  /** Opponents' hexes to judge 12.62 by. */
  opponents: Hex[];
  /** Billings: modifiers a section adds to the roll, and the section the roll is then made under. */
  extra?: Modifier[];
  rule?: string;
}

/** 12.61: one die plus modifiers; 0 or less recovers the item. */
export function attemptRecovery(ctx: Ctx, g: Gladiator, at: Hex, c: RecoveryCircumstances): boolean {
  const item = recoverable(ctx, g, at)[0];
  if (!item) {
    ctx.emit('recover', '§12.6', `${g.name} finds nothing he can pick up within reach.`, { seat: g.seat });
    return false;
  }
  const m = (key: string, label: string, times = 1): Modifier => ({
    label,
    value: recoveryDrm(key) * times,
    rule: '§12.61',
  });
  const mods: Modifier[] = [];
  if (c.opponents.some((o) => hexEq(o, item.at))) mods.push(m('opponentInItemHex', 'opponent on the item'));
  else if (c.opponents.some((o) => distance(o, item.at) === 1))
    mods.push(m('opponentAdjacentToItem', 'opponent next to the item'));
  if (!hexEq(item.at, at)) mods.push(m('itemAdjacent', 'item in an adjacent hex'));
  if (c.leftStartHex) mods.push(m('leavingStartHex', 'moving out of his starting hex'));
  if (c.quick) mods.push(m('quick', 'quick move'));
  if (c.charge) mods.push(m('charge', 'charging'));
  if (c.stumble) mods.push(m('stumble', 'stumbling'));
  if (c.collided) mods.push(m('collided', 'collided this phase'));
  const stun = g.stun - (c.stunNotCounted ?? 0);
  if (stun > 0) mods.push(m('stunFactor', 'stun', stun));
  if (g.type === 'heavy') mods.push(m('heavy', 'heavy gladiator'));
  if (g.type === 'light') mods.push(m('light', 'light gladiator'));
  if (g.posture === 'kneeling') mods.push(m('kneeling', 'kneeling'));
  if (g.ensnared) mods.push(m('ensnared', 'caught in a net'));
  if (c.deliberate && (!c.collided || c.keepsR)) mods.push(m('recoverAction', 'R written as the standard action'));
  mods.push(...(c.extra ?? []), { label: 'Agility', value: -g.AG, rule: '§12.61' });
  const r = ctx.dice.roll(1, `recover ${item.kind}`, c.rule ?? '§12.61', mods);
  const success = r.total <= 0;
  r.result = success ? 'recovered' : 'fails';
  if (success) {
    ctx.s.items = ctx.s.items.filter((i) => i.id !== item.id);
    if (item.kind === 'weapon') {
      g.hasWeapon = true;
      g.weaponRecoveredAt = ctx.phaseKey;
    } else if (item.kind === 'net') {
      g.net = true; // 17.6 retrieval; 17.9 for a man who is no Retarius
    } else {
      g.shield = item.size ?? 'small';
      g.shieldDamage = item.shieldDamage ?? 0;
    }
  }
  ctx.emit(
    'recover',
    '§12.61',
    success ? `${g.name} recovers the ${item.kind}.` : `${g.name} fails to recover the ${item.kind}.`,
    { seat: g.seat, item: item.id, success },
  );
  return success;
}

/**
 * 12.7: a die less one per written action; a positive result moves the item that many hexes through the side.
 * `from` is where he stood and faced when he kicked, for a kick carried out after he has moved on (Billings 12.7).
 */
export function kick(
  ctx: Ctx,
  g: Gladiator,
  side: Side,
  writtenActions: number,
  from: { at: Hex; facing: Direction } = { at: g.position, facing: g.facing },
): void {
  // 17.6: a net on the floor cannot be kicked.
  const item = ctx.s.items.find((i) => hexEq(i.at, from.at) && i.kind !== 'net');
  if (!item) {
    ctx.emit('kick', '§12.7', `${g.name} kicks at nothing: no item he can kick in his hex.`, { seat: g.seat });
    return;
  }
  const r = ctx.dice.roll(1, `kick ${item.kind}`, '§12.71', [
    { label: 'written actions', value: -writtenActions, rule: '§12.71' },
  ]);
  if (r.total <= 0) {
    r.result = 'misses';
    ctx.emit('kick', '§12.72', `${g.name}'s kick misses the ${item.kind}.`, { seat: g.seat, item: item.id });
    return;
  }
  item.at = itemLanding(ctx.s.options, from.at, absolute(sideToRelative(side), from.facing), r.total);
  r.result = `${r.total} hex${r.total === 1 ? '' : 'es'}`;
  ctx.emit(
    'kick',
    '§12.71',
    `${g.name} kicks the ${item.kind} ${r.total} hex${r.total === 1 ? '' : 'es'} to ${describeHex(item.at)}.`,
    {
      seat: g.seat,
      item: item.id,
      at: item.at,
    },
  );
}

export const itemsAt = (ctx: Ctx, at: Hex): Item[] => ctx.s.items.filter((i) => hexEq(i.at, at));
