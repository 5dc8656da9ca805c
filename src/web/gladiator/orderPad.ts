/**
 * The order pad's logic: editing the written notation with buttons, judging the text against what `legal` offers,
 * and the path preview. The notation helpers come from the game (orders.ts, movement.ts); the client adds no rules.
 */
import { type Direction, frontCone, type Hex } from '../../core/hex.js';
import type { Legal } from '../../core/protocol.js';
import type { RuleViolation } from '../../core/result.js';
import { type Expansion, expandOrder, type MoveStep } from '../../games/gladiator/movement.js';
import { netAttackOf, writtenLayHex } from '../../games/gladiator/net.js';
import {
  ALLOWED_SPECIALS,
  BILLINGS_ALLOWED_SPECIALS,
  BILLINGS_MOVE_SPECIALS,
  checkOrder,
  NET_SPECIALS,
  type OrderContext,
  parseOrder,
  printOrder,
  type SpecialKind,
  STANDARD_ACTIONS,
} from '../../games/gladiator/orders.js';
import { NET_ATTACKS, type NetAttackKind } from '../../games/gladiator/tables-advanced.js';
import type { GladiatorOptions, MoveStandard, Order, RollDirection } from '../../games/gladiator/types.js';
import { DIRECTION_NAMES } from './layout.js';

export type OrderStatus =
  | { kind: 'empty' }
  /** The text is not valid notation. */
  | { kind: 'syntax'; violation: RuleViolation }
  /** One of the commands `legal` lists. */
  | { kind: 'offered'; order: Order; canonical: string }
  /** Not in the (sample) list, but within the limits `legal.form` describes. */
  | { kind: 'within-form'; order: Order; canonical: string }
  | { kind: 'refused'; order: Order; canonical: string; violation: RuleViolation | null };

const POSTURES = new Set(['standing', 'kneeling', 'prone']);

/**
 * The order context a phase-plot `legal.form` carries, or null when the form is something else. The Billings flags
 * (the new specials, a man who must lie still before kneeling, a man whose fall before orders left him the phase's
 * move) are kept when the form sends them true.
 */
export function orderContextOf(form: unknown): OrderContext | null {
  if (!form || typeof form !== 'object') return null;
  const f = form as Record<string, unknown>;
  const flags = ['advanced', 'mustStumble', 'mustRise', 'movingPhase', 'unconscious'] as const;
  if (!flags.every((k) => typeof f[k] === 'boolean') || !POSTURES.has(f.posture as string)) return null;
  const ctx: OrderContext = {
    advanced: f.advanced as boolean,
    posture: f.posture as OrderContext['posture'],
    mustStumble: f.mustStumble as boolean,
    mustRise: f.mustRise as boolean,
    movingPhase: f.movingPhase as boolean,
    unconscious: f.unconscious as boolean,
  };
  if (f.billingsMoves === true) ctx.billingsMoves = true;
  if (f.kneelBarred === true) ctx.kneelBarred = true;
  if (f.fallMove === true) ctx.fallMove = true;
  return ctx;
}

const isOrderCommand = (c: unknown): c is { type: 'order'; order: string } =>
  !!c && typeof c === 'object' && (c as { type?: unknown }).type === 'order';

/** Canonical texts of the orders `legal` offers. */
export function offeredOrders(legal: Legal<unknown> | null): Set<string> {
  const out = new Set<string>();
  for (const c of legal?.commands ?? []) {
    if (!isOrderCommand(c)) continue;
    const parsed = parseOrder(c.order);
    if (parsed.ok) out.add(printOrder(parsed.value));
  }
  return out;
}

export const holdOffered = (legal: Legal<unknown> | null): boolean =>
  (legal?.commands ?? []).some((c) => !!c && typeof c === 'object' && (c as { type?: unknown }).type === 'hold');

/** Judges the text in the order field against `legal`. */
export function evaluateOrder(text: string, legal: Legal<unknown> | null): OrderStatus {
  if (text.trim() === '') return { kind: 'empty' };
  const parsed = parseOrder(text);
  if (!parsed.ok) return { kind: 'syntax', violation: parsed.error };
  const order = parsed.value;
  const canonical = printOrder(order);
  if (offeredOrders(legal).has(canonical)) return { kind: 'offered', order, canonical };
  const ctx = legal && !legal.complete ? orderContextOf(legal.form) : null;
  if (!ctx) return { kind: 'refused', order, canonical, violation: null };
  const checked = checkOrder(order, ctx);
  return checked.ok
    ? { kind: 'within-form', order, canonical }
    : { kind: 'refused', order, canonical, violation: checked.error };
}

export const canSubmitOrder = (s: OrderStatus): s is Extract<OrderStatus, { kind: 'offered' | 'within-form' }> =>
  s.kind === 'offered' || s.kind === 'within-form';

/** The path a parsed order would take from where the gladiator stands (valid or not: the pad colours it). */
export function previewOf(s: OrderStatus, at: Hex, facing: Direction): Expansion | null {
  return 'order' in s ? expandOrder(s.order, at, facing) : null;
}

// ---- Editing with buttons --------------------------------------------------------------------

/** The text split into special actions `(..)` and bare runs (the standard action). */
export const tokens = (text: string): string[] => text.toUpperCase().match(/\([^()]*\)|[^\s()]+|[()]/g) ?? [];

const isBare = (t: string): boolean => !t.startsWith('(') && t !== ')';

/** Puts `standard` in place of the standard action already written, or after what is there. */
export function withStandard(text: string, standard: string): string {
  const ts = tokens(text);
  const i = ts.findIndex(isBare);
  if (i >= 0) ts[i] = standard;
  else ts.push(standard);
  return ts.join('');
}

/** Appends a special action: written before the standard action if none is there yet, after it otherwise. */
export const withSpecial = (text: string, body: string): string => `${tokens(text).join('')}(${body})`;

/** Removes the last thing written. */
export const withoutLast = (text: string): string => tokens(text).slice(0, -1).join('');

/** The standard action written so far, if any. */
export function writtenStandard(text: string): MoveStandard | null {
  const bare = tokens(text).find(isBare);
  if (!bare) return null;
  if (bare.startsWith('RO')) return 'RO';
  return (STANDARD_ACTIONS as readonly string[]).includes(bare) ? (bare as MoveStandard) : null;
}

/** Why a bare standard action (RO with the given direction) may not be written now; null when it may, or without a context. */
export function standardRefusal(
  standard: MoveStandard,
  ctx: OrderContext | null,
  roll: RollDirection = 'FL',
): RuleViolation | null {
  if (!ctx) return null;
  const order: Order =
    standard === 'RO' ? { before: [], standard, roll, after: [] } : { before: [], standard, after: [] };
  const checked = checkOrder(order, ctx);
  return checked.ok ? null : checked.error;
}

/** Whether a bare standard action (RO with the given direction) may be written now; true without a context. */
export const standardAvailable = (
  standard: MoveStandard,
  ctx: OrderContext | null,
  roll: RollDirection = 'FL',
): boolean => standardRefusal(standard, ctx, roll) === null;

/** The net's special actions found among the orders `legal` lists: the engine decides who may cast, and when. */
export function listedNetSpecials(legal: Legal<unknown> | null): Set<SpecialKind> {
  const out = new Set<SpecialKind>();
  for (const c of legal?.commands ?? []) {
    if (!isOrderCommand(c)) continue;
    const parsed = parseOrder(c.order);
    if (!parsed.ok) continue;
    for (const sp of [...parsed.value.before, ...parsed.value.after])
      if (NET_SPECIALS.includes(sp.kind)) out.add(sp.kind);
  }
  return out;
}

/**
 * Whether a special action may join what is written: a net special only when `legal` lists it (the Advanced
 * Game, a net in hand, not resting, CF enough); a Billings special only when the match plays them (Billings 6.4);
 * then the table of special actions decides, the revised Billings one when the match plays it (Billings 6.3, 6.4).
 */
export function specialAvailable(
  text: string,
  kind: SpecialKind,
  ctx: OrderContext | null,
  netListed: ReadonlySet<SpecialKind>,
): boolean {
  if (NET_SPECIALS.includes(kind) && !(ctx?.advanced && netListed.has(kind))) return false;
  if (BILLINGS_MOVE_SPECIALS.includes(kind) && !ctx?.billingsMoves) return false;
  const standard = writtenStandard(text);
  const table = ctx?.billingsMoves ? BILLINGS_ALLOWED_SPECIALS : ALLOWED_SPECIALS;
  return standard === null || table[standard].allowed.includes(kind);
}

/**
 * Billings 6.4 (`billings.moves`): the six new specials, each with a label in words and a line of what it does. The
 * table decides which standard action each may join.
 */
export const BILLINGS_SPECIAL_BUTTONS: readonly { kind: SpecialKind; label: string; title: string }[] = [
  {
    kind: 'QF',
    label: 'quick step forward (QF)',
    title: 'With a sidestep (SF or SB), one hex more straight ahead (Billings 6.4)',
  },
  {
    kind: 'QB',
    label: 'quick step back (QB)',
    title: 'With a sidestep (SF or SB), one hex more straight backwards (Billings 6.4)',
  },
  {
    kind: 'QR',
    label: 'quick sidestep right (QR)',
    title: 'With a move forward or back (F or B), one hex more sidestepping right (Billings 6.4; also written RQ)',
  },
  {
    kind: 'QL',
    label: 'quick sidestep left (QL)',
    title: 'With a move forward or back (F or B), one hex more sidestepping left (Billings 6.4; also written LQ)',
  },
  {
    kind: 'AR',
    label: 'about-face by the right (AR)',
    title: 'Turn round to face the other way by the right: it counts as three right turns (Billings 6.4)',
  },
  {
    kind: 'AL',
    label: 'about-face by the left (AL)',
    title: 'Turn round to face the other way by the left: it counts as three left turns (Billings 6.4)',
  },
];

/** A line in words for each net attack, its cost and reach read from the engine's table (17.2-17.5). */
export function netAttackWords(kind: NetAttackKind): string {
  const a = NET_ATTACKS[kind];
  const reach = {
    anyInReach: `at any man in his ${a.frontHexes}-hex front, up to ${a.reach} hexes out`,
    firstLeftToRight: `at the first figure met from his left to his right, up to ${a.reach} hexes out`,
    movedIntoWrittenHex: 'on the front hex named (1 left, 2 ahead, 3 right), catching a man who moves into it',
  }[a.target];
  return `${NET_NAMES[kind]}: ${a.cf} CF, ${reach} (${a.rule})`;
}

const NET_NAMES: Record<NetAttackKind, string> = { toss: 'Net Toss', swing: 'Net Swing', lay: 'Net Lay' };
const NET_KIND_OF: Partial<Record<SpecialKind, NetAttackKind>> = { TN: 'toss', SN: 'swing', LN: 'lay' };

/** The words for a net special on the pad, or null for a special that is no net attack. */
export const netSpecialWords = (kind: SpecialKind): string | null => {
  const k = NET_KIND_OF[kind];
  return k ? netAttackWords(k) : null;
};

/**
 * The hexes a written net attack reaches, from where and how the order leaves him, since the net is cast once all
 * have moved (4.32): the toss's and swing's front cones (17.3, 17.4); the lay's one hex is fixed where the match's
 * `netLayHex` reading fixes it, as the engine does (17.5).
 */
export function netReachOf(
  s: OrderStatus,
  at: Hex,
  facing: Direction,
  layFrom: GladiatorOptions['netLayHex'] = 'whereWritten',
): Hex[] {
  const special = 'order' in s ? netAttackOf(s.order) : null;
  const expansion = special ? previewOf(s, at, facing) : null;
  if (!special || !expansion || !('order' in s)) return [];
  if (special.kind === 'LN') return [writtenLayHex(s.order, at, facing, layFrom) as Hex];
  return frontCone(expansion.end, expansion.facing, NET_ATTACKS[special.kind === 'TN' ? 'toss' : 'swing'].reach);
}

// ---- Describing the preview ------------------------------------------------------------------

const MOVE_WORDS: Record<Extract<MoveStep, { kind: 'move' }>['how'], string> = {
  forward: 'forward',
  sidestepForward: 'sidestep forward',
  backward: 'back',
  sidestepBackward: 'sidestep back',
  roll: 'roll',
};

/** One line per step of the preview, e.g. "turn left, now facing NW" or "back to 0,3". */
export function describeStep(step: MoveStep): string {
  switch (step.kind) {
    case 'turn':
      return `turn ${step.side === 'L' ? 'left' : 'right'}, now facing ${DIRECTION_NAMES[step.facing]}`;
    case 'move':
      return `${MOVE_WORDS[step.how]} to ${step.to.q},${step.to.r}`;
    case 'kick':
      return `kick through hexside ${step.side}`;
    case 'grab':
      return 'reach for an item on the way';
    case 'recover':
      return 'recover an item';
    case 'kneel':
      return 'kneel';
    case 'stumble':
      return 'stumble in place';
    case 'pause':
      return 'pause';
    case 'net':
      return netSpecialWords(step.special.kind) ?? 'net action';
  }
}
