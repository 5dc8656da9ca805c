import { describe, expect, it } from 'vitest';
import { add, type Hex } from '../../../core/hex.js';
import { expandOrder } from '../movement.js';
import { parseOrder } from '../orders.js';
import { Match } from '../testkit.js';
import type { GladiatorOptions } from '../types.js';
import { BILLINGS_PRESET } from './options.js';
import { BACKWARD_STUMBLE_MODIFIERS } from './tables.js';

const at = (q: number, r: number): Hex => ({ q, r });
const MOVES: Partial<GladiatorOptions> = { billings: { ...BILLINGS_PRESET, preset: false, moves: true } };
const START = at(0, 2);

/** The hex an order ends in from START facing north. */
function lastHex(order: string): Hex {
  const r = parseOrder(order);
  if (!r.ok) throw new Error(r.error.message);
  return expandOrder(r.value, START, 0).end;
}

/** a writes `order` from START facing north, with a dropped weapon lying in the hex he ends in; b is far away. */
function backOntoItem(order: string, dice: number[]) {
  const m = new Match({
    a: { position: START, facing: 0 },
    b: { position: at(0, -6), facing: 3 },
    options: MOVES,
    items: [{ kind: 'weapon', owner: 'b', at: lastHex(order) }],
  });
  m.plot();
  m.dice(...dice).orders(order, null);
  return m;
}

const net = (m: Match) => (m.rollsFor('§14.2')[0]?.modifiers ?? []).reduce((s, x) => s + x.value, 0);

describe('§14.2 Billings: stumbling backwards with the new moves (the article\u2019s own figures)', () => {
  it('§14.2 SB(QB) onto an item: the modifier is -3 before stun (one hex sidestepped back, one straight back)', () => {
    // 2 + 2 - 3 = 1: at or below 1 he stumbles.
    const m = backOntoItem('SBR(QB)', [2, 2]);
    expect(net(m)).toBe(BACKWARD_STUMBLE_MODIFIERS['SB(QB)']);
    expect(net(m)).toBe(-3);
    expect(m.rollsFor('§14.2')[0]?.total).toBe(1);
    expect(m.g('a').mustStumble).toBe(true);
    expect(m.unusedDice).toBe(0);
  });

  it('§14.2 B(RQ) and B(LQ) onto an item: -3 as well', () => {
    for (const order of ['B(RQ)', 'B(LQ)']) {
      const m = backOntoItem(order, [3, 2]);
      expect(net(m), order).toBe(-3);
      expect(m.rollsFor('§14.2')[0]?.total).toBe(2);
      expect(m.g('a').mustStumble).toBe(false);
    }
    expect(BACKWARD_STUMBLE_MODIFIERS['B(QR)']).toBe(-3);
  });

  it('§14.2 SF(QB) onto an item in its last hex: -1, the one backward sidestep', () => {
    const m = backOntoItem('SFL(QB)', [1, 1]);
    expect(net(m)).toBe(BACKWARD_STUMBLE_MODIFIERS['SF(QB)']);
    expect(m.rollsFor('§14.2')[0]?.total).toBe(1);
    expect(m.g('a').mustStumble).toBe(true);
  });

  it('§14.2 stun counts on top of the move: SB(QB) with 2 stun is -5', () => {
    const m = new Match({
      a: { position: START, facing: 0 },
      b: { position: at(0, -6), facing: 3 },
      options: MOVES,
      items: [{ kind: 'shield', owner: 'b', at: lastHex('SBL(QB)') }],
    });
    m.plot();
    m.set('a', { stun: 2, CON: 0 });
    // 14.2 roll 6 + 6 - 5 = 7: he keeps his feet; then 11.5 recovery die (CON 0 takes nothing off).
    m.dice(6, 6, 1).orders('SBL(QB)', null);
    expect(net(m)).toBe(-5);
    expect(m.g('a').mustStumble).toBe(false);
    expect(m.unusedDice).toBe(0);
  });

  it('§14.2 an item only in the first hex of SF(QB) is never stepped back onto: no check', () => {
    const m = new Match({
      a: { position: START, facing: 0 },
      b: { position: at(0, -6), facing: 3 },
      options: MOVES,
      items: [{ kind: 'weapon', owner: 'b', at: add(START, at(1, -1)) }],
    });
    m.plot();
    m.orders('SFR(QB)', null);
    expect(m.rollsFor('§14.2')).toEqual([]);
    expect(m.g('a').position).toEqual(lastHex('SFR(QB)'));
  });
});
