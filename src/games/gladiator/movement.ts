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
      return; // Lengthens the standard move; no step of its own.
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
 * is measured from. (Q) anywhere lengthens the step moves and rolls to two hexes; C is always three.
 */
export function expandOrder(order: Order, at: Hex, facing: Direction): Expansion {
  const w: Walker = { steps: [], pos: at, face: facing };
  const quick = order.before.some((s) => s.kind === 'Q') || order.after.some((s) => s.kind === 'Q');
  for (const s of order.before) special(w, s);
  const step = STEP_MOVES[order.standard];
  if (step) walk(w, step.rel, quick ? 2 : 1, step.how);
  else {
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
