/**
 * Movement geometry of a written order (5-6), as a list of steps. Pure: no state, no dice, no legality checks
 * (run `checkOrder` first). The engine walks the steps to resolve collisions, recoveries and kicks in order.
 */
import { absolute, type Direction, type Hex, neighbour, turn } from '../../core/hex.js';
import type { MoveStandard, Order, RollDirection, Side, Special } from './types.js';

export type MoveKind = 'forward' | 'sidestepForward' | 'backward' | 'sidestepBackward' | 'roll';

export type MoveStep =
  | { kind: 'turn'; facing: Direction; side: 'L' | 'R' }
  | { kind: 'move'; from: Hex; to: Hex; how: MoveKind }
  | { kind: 'kick'; side: Side }
  | { kind: 'grab' }
  | { kind: 'recover' }
  | { kind: 'kneel' }
  | { kind: 'stumble' }
  | { kind: 'pause' }
  | { kind: 'net'; special: Special };

/** One-hex standard moves: relative direction (0 F, 1 FR, 2 BR, 3 B, 4 BL, 5 FL) and kind (RULINGS, DERIVED). */
export const STEP_MOVES: Readonly<Partial<Record<MoveStandard, { rel: number; how: MoveKind }>>> = {
  F: { rel: 0, how: 'forward' },
  B: { rel: 3, how: 'backward' },
  SFL: { rel: 5, how: 'sidestepForward' },
  SFR: { rel: 1, how: 'sidestepForward' },
  SBL: { rel: 4, how: 'sidestepBackward' },
  SBR: { rel: 2, how: 'sidestepBackward' },
};
/** Roll directions as relative directions. */
export const ROLL_REL: Readonly<Record<RollDirection, number>> = { FL: 5, FR: 1, BL: 4, BR: 2 };
/**
 * Billings 6.4 (RULINGS.md, DERIVED): the hex a quick step adds after the standard move's first hex, by the standard
 * move's relative direction. After a forward sidestep (QF) steps straight on and (QB) sidesteps back on the same side;
 * after a backward sidestep (QB) steps straight back and (QF) sidesteps forward on the same side; after F or B, (QR)
 * and (QL) sidestep to that side, forward after F and backward after B. The revised table allows no other pairing.
 */
export const QUICK_STEPS: Readonly<
  Record<number, Readonly<Partial<Record<'QF' | 'QB' | 'QR' | 'QL', { rel: number; how: MoveKind }>>>>
> = {
  0: { QR: { rel: 1, how: 'sidestepForward' }, QL: { rel: 5, how: 'sidestepForward' } },
  1: { QF: { rel: 0, how: 'forward' }, QB: { rel: 2, how: 'sidestepBackward' } },
  5: { QF: { rel: 0, how: 'forward' }, QB: { rel: 4, how: 'sidestepBackward' } },
  2: { QB: { rel: 3, how: 'backward' }, QF: { rel: 1, how: 'sidestepForward' } },
  4: { QB: { rel: 3, how: 'backward' }, QF: { rel: 5, how: 'sidestepForward' } },
  3: { QR: { rel: 2, how: 'sidestepBackward' }, QL: { rel: 4, how: 'sidestepBackward' } },
};
/** Hexes of a charge (6.3). */
export const CHARGE_HEXES = 3;

export interface Expansion {
  steps: MoveStep[];
  end: Hex;
  facing: Direction;
}

/**
 * Unfolds an order into steps: the specials written before the standard action (in written order),
 * the standard action, then the specials written after it. A turn written first changes the facing the move
 * is measured from. (Q) anywhere lengthens the step moves and rolls to two hexes; C is always three.
 */
/** The walk through an order while it is being unfolded. */
interface Walker {
  steps: MoveStep[];
  pos: Hex;
  face: Direction;
}

function special(w: Walker, s: Special): void {
  switch (s.kind) {
    case 'Q':
    case 'QF':
    case 'QB':
    case 'QR':
    case 'QL':
      return; // Lengthens the standard move; no step of its own.
    case 'AL':
    case 'AR':
      // Billings 6.4: an about-face is three turns to that side in every respect.
      for (let i = 0; i < 3; i++) special(w, { kind: s.kind === 'AL' ? 'L' : 'R' });
      return;
    case 'L':
      w.face = turn(w.face, -1);
      w.steps.push({ kind: 'turn', facing: w.face, side: 'L' });
      return;
    case 'R':
      w.face = turn(w.face, 1);
      w.steps.push({ kind: 'turn', facing: w.face, side: 'R' });
      return;
    case 'K':
      w.steps.push({ kind: 'kick', side: s.side });
      return;
    case 'G':
      w.steps.push({ kind: 'grab' });
      return;
    default:
      w.steps.push({ kind: 'net', special: s });
  }
}

function walk(w: Walker, rel: number, hexes: number, how: MoveKind): void {
  const d = absolute(rel, w.face);
  for (let i = 0; i < hexes; i++) {
    const to = neighbour(w.pos, d);
    w.steps.push({ kind: 'move', from: w.pos, to, how });
    w.pos = to;
  }
}

/**
 * Unfolds an order into steps: the specials written before the standard action (in written order),
 * the standard action, then the specials written after it. A turn written first changes the facing the move
 * is measured from. (Q) anywhere lengthens the step moves and rolls to two hexes; C is always three. A Billings quick
 * step, wherever written, adds its hex right after the standard move's, from the same facing (QUICK_STEPS).
 */
export function expandOrder(order: Order, at: Hex, facing: Direction): Expansion {
  const w: Walker = { steps: [], pos: at, face: facing };
  const specials = [...order.before, ...order.after];
  const quick = specials.some((s) => s.kind === 'Q');
  const offLine = specials.find((s) => s.kind === 'QF' || s.kind === 'QB' || s.kind === 'QR' || s.kind === 'QL');
  for (const s of order.before) special(w, s);
  const step = STEP_MOVES[order.standard];
  if (step) {
    walk(w, step.rel, quick ? 2 : 1, step.how);
    if (offLine) {
      const next = QUICK_STEPS[step.rel]?.[offLine.kind as 'QF'];
      if (!next) throw new Error(`expandOrder: (${offLine.kind}) cannot follow ${order.standard}`);
      walk(w, next.rel, 1, next.how);
    }
  } else {
    switch (order.standard) {
      case 'C':
        walk(w, 0, CHARGE_HEXES, 'forward');
        break;
      case 'RO':
        if (!order.roll) throw new Error('expandOrder: RO without a roll direction');
        walk(w, ROLL_REL[order.roll], quick ? 2 : 1, 'roll');
        break;
      case 'X':
        w.steps.push({ kind: 'pause' });
        break;
      case 'KN':
        w.steps.push({ kind: 'kneel' });
        break;
      case 'S':
        w.steps.push({ kind: 'stumble' });
        break;
      case 'R':
        w.steps.push({ kind: 'recover' });
        break;
    }
  }
  for (const s of order.after) special(w, s);
  return { steps: w.steps, end: w.pos, facing: w.face };
}

/** The hexes entered, in order (the start hex is not included). */
export function path(steps: readonly MoveStep[]): Hex[] {
  const out: Hex[] = [];
  for (const s of steps) if (s.kind === 'move') out.push(s.to);
  return out;
}
