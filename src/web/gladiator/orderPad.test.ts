import { describe, expect, it } from 'vitest';
import { hex } from '../../core/hex.js';
import type { Legal } from '../../core/protocol.js';
import { gladiator } from '../../games/gladiator/module.js';
import { Match } from '../../games/gladiator/testkit.js';
import {
  canSubmitOrder,
  describeStep,
  evaluateOrder,
  holdOffered,
  offeredOrders,
  orderContextOf,
  previewOf,
  specialAvailable,
  standardAvailable,
  tokens,
  withoutLast,
  withSpecial,
  withStandard,
  writtenStandard,
} from './orderPad.js';

/** `legal` for a seat as it arrives over the wire (JSON), in the first phase of a fresh match. */
function phaseLegal(plotA: number[] = [1, 2, 3, 4, 5]): { m: Match; legal: Legal<unknown> } {
  const m = new Match().plot(plotA, [1, 2, 3, 4, 5]);
  const legal = JSON.parse(JSON.stringify(gladiator.legal(m.state, 'a'))) as Legal<unknown>;
  return { m, legal };
}

describe('editing with buttons', () => {
  it('builds (L)(Q)B in the order the buttons are pressed', () => {
    let t = '';
    t = withSpecial(t, 'L');
    t = withSpecial(t, 'Q');
    t = withStandard(t, 'B');
    expect(t).toBe('(L)(Q)B');
  });

  it('replaces the standard action in place and keeps the specials around it', () => {
    expect(withStandard('(L)F(R)', 'SBL')).toBe('(L)SBL(R)');
    expect(withStandard('(Q)', 'RO-FL')).toBe('(Q)RO-FL');
  });

  it('removes the last thing written', () => {
    expect(withoutLast('(L)(Q)B')).toBe('(L)(Q)');
    expect(withoutLast('')).toBe('');
  });

  it('splits typed text into tokens, ignoring case and spaces', () => {
    expect(tokens(' (l) (q) b ')).toEqual(['(L)', '(Q)', 'B']);
    expect(writtenStandard('(L)ro-bl')).toBe('RO');
    expect(writtenStandard('(L)')).toBeNull();
  });
});

describe('judging the order against legal', () => {
  it('enables Submit for an offered order written in any case or spacing', () => {
    const { legal } = phaseLegal();
    expect(offeredOrders(legal).has('(L)(Q)B')).toBe(true);
    const s = evaluateOrder(' (l)(q) b', legal);
    expect(s.kind).toBe('offered');
    expect(canSubmitOrder(s) && s.canonical).toBe('(L)(Q)B');
  });

  it('accepts an order outside the sample when the form allows it, and refuses one it does not', () => {
    const { legal } = phaseLegal();
    expect(legal.complete).toBe(false);
    expect(offeredOrders(legal).has('F(K4)')).toBe(false);
    expect(evaluateOrder('F(K4)', legal).kind).toBe('within-form');
    const refused = evaluateOrder('B(K1)', legal);
    expect(refused.kind).toBe('refused');
    expect(canSubmitOrder(refused)).toBe(false);
    expect(refused.kind === 'refused' && refused.violation?.rule).toBe('§6.4');
  });

  it('reports notation errors with their rule', () => {
    const { legal } = phaseLegal();
    const s = evaluateOrder('F(Q)B', legal);
    expect(s.kind).toBe('syntax');
    expect(s.kind === 'syntax' && s.violation.rule).toBe('§6.21');
    expect(evaluateOrder('   ', legal).kind).toBe('empty');
  });

  it('offers hold, and refuses movement, in a phase the plot leaves still', () => {
    const { legal } = phaseLegal([2, 3, 4, 5, 6]);
    expect(holdOffered(legal)).toBe(true);
    expect(orderContextOf(legal.form)?.movingPhase).toBe(false);
    const s = evaluateOrder('F', legal);
    expect(s.kind === 'refused' && s.violation?.rule).toBe('§4.31');
  });

  it('refuses everything when there is no legal at all (not our turn)', () => {
    expect(evaluateOrder('F', null).kind).toBe('refused');
    expect(holdOffered(null)).toBe(false);
    expect(offeredOrders(null).size).toBe(0);
  });
});

describe('button hints', () => {
  it('greys out what the table of special actions refuses with the standard written', () => {
    const { legal } = phaseLegal();
    const ctx = orderContextOf(legal.form);
    expect(specialAvailable('B', 'K', ctx)).toBe(false);
    expect(specialAvailable('F', 'K', ctx)).toBe(true);
    expect(specialAvailable('C', 'Q', ctx)).toBe(false);
    expect(specialAvailable('', 'Q', ctx)).toBe(true);
    expect(specialAvailable('F', 'TN', ctx)).toBe(false);
  });

  it('greys out standard actions the situation rules out', () => {
    const { legal } = phaseLegal();
    const ctx = orderContextOf(legal.form);
    expect(standardAvailable('F', ctx)).toBe(true);
    expect(standardAvailable('S', ctx)).toBe(false);
    expect(standardAvailable('RO', ctx, 'FL')).toBe(false);
    expect(standardAvailable('F', null)).toBe(true);
  });
});

describe('path preview', () => {
  it('previews (L)(Q)B as a turn left then two hexes back from the new facing', () => {
    const { legal } = phaseLegal();
    const s = evaluateOrder('(L)(Q)B', legal);
    // Facing north (0), a left turn faces north-west (5); back from there is south-east.
    const e = previewOf(s, hex(0, 2), 0);
    expect(e?.facing).toBe(5);
    expect(e?.end).toEqual(hex(2, 2));
    expect(e?.steps.map(describeStep)).toEqual(['turn left, now facing NW', 'back to 1,2', 'back to 2,2']);
  });

  it('has no preview for text that does not parse', () => {
    const { legal } = phaseLegal();
    expect(previewOf(evaluateOrder('(L', legal), hex(0, 0), 0)).toBeNull();
  });
});
