import { describe, expect, it } from 'vitest';
import { type Direction, distance, type Hex, spokeOf } from '../../../core/hex.js';
import type { Result, RuleViolation } from '../../../core/result.js';
import { playMatch } from '../../../core/runner.js';
import { brawlerBot } from '../bots.js';
import { gladiator } from '../module.js';
import { expandOrder, path } from '../movement.js';
import {
  ALLOWED_SPECIALS,
  BILLINGS_ALLOWED_SPECIALS,
  checkOrder,
  countWrittenActions,
  enumerateOrders,
  type OrderContext,
  parseOrder,
  printOrder,
} from '../orders.js';
import { Match } from '../testkit.js';
import type { GladiatorOptions, Order } from '../types.js';
import { BILLINGS_PRESET } from './options.js';

const at = (q: number, r: number): Hex => ({ q, r });
const parsed = (text: string): Order => {
  const r = parseOrder(text);
  if (!r.ok) throw new Error(`${text}: ${r.error.message}`);
  return r.value;
};
const failure = <T>(r: Result<T, RuleViolation>): RuleViolation => {
  if (r.ok) throw new Error(`expected a violation, got ${JSON.stringify(r.value)}`);
  return r.error;
};
const original: OrderContext = {
  advanced: false,
  posture: 'standing',
  mustStumble: false,
  mustRise: false,
  movingPhase: true,
  unconscious: false,
};
const billings: OrderContext = { ...original, billingsMoves: true };
const check = (text: string, ctx: OrderContext = billings) => checkOrder(parsed(text), ctx);
/** Where an order ends from the centre hex facing north. */
const end = (text: string, facing: Direction = 0) => expandOrder(parsed(text), at(0, 0), facing);
const MOVES: Partial<GladiatorOptions> = { billings: { ...BILLINGS_PRESET, preset: false, moves: true } };

describe('§6.4 Billings: the new special actions in the notation', () => {
  it('§6.4 (QF), (QB), (QR), (QL), (AR) and (AL) parse and print back like every other special', () => {
    for (const text of ['SFR(QF)', 'SFL(QB)', 'SBR(QF)', 'SBL(QB)', 'F(QR)', 'B(QL)', '(AR)F', 'X(AL)', 'R(AR)']) {
      expect(printOrder(parsed(text))).toBe(text);
    }
    expect(parsed('sfr (qf)')).toStrictEqual({ before: [], standard: 'SFR', after: [{ kind: 'QF' }] });
  });

  it('§6.4 (RQ) and (LQ), the article\u2019s other spelling, are (QR) and (QL)', () => {
    expect(printOrder(parsed('F(RQ)'))).toBe('F(QR)');
    expect(printOrder(parsed('B(LQ)'))).toBe('B(QL)');
  });

  it('§6.4 without the section the new specials are refused, naming the Billings Rules', () => {
    const e = failure(check('F(QR)', original));
    expect(e.code).toBe('billings-moves-off');
    expect(e.rule).toBe('§6.4');
    expect(e.message).toContain('Billings');
    expect(failure(check('(AR)F', original)).code).toBe('billings-moves-off');
    // The original table and its orders are untouched.
    expect(ALLOWED_SPECIALS.R.entry).toBe('Only (L) or (R)');
    expect(
      enumerateOrders(original)
        .map(printOrder)
        .some((t) => /Q[FBRL]|A[RL]/.test(t)),
    ).toBe(false);
  });
});

describe('§6.3 Billings: every hex two away can be reached', () => {
  it('§6.3 SFR(QF) and F(QR) end in the same hex, one by the side step first, the other by the step forward', () => {
    const a = end('SFR(QF)');
    const b = end('F(QR)');
    expect(a.end).toEqual(b.end);
    expect(path(a.steps)).toEqual([at(1, -1), at(1, -2)]);
    expect(path(b.steps)).toEqual([at(0, -1), at(1, -2)]);
    expect(a.facing).toBe(0);
  });

  it('§6.3 the twelve new pairings cover the six knight\u2019s-move hexes the original left out, each twice', () => {
    const texts = ['SFR(QF)', 'SFL(QF)', 'SFR(QB)', 'SFL(QB)', 'SBR(QF)', 'SBL(QF)', 'SBR(QB)', 'SBL(QB)'];
    texts.push('F(QR)', 'F(QL)', 'B(QR)', 'B(QL)');
    const ends = texts.map((t) => end(t).end);
    for (const e of ends) {
      expect(distance(at(0, 0), e)).toBe(2);
      expect(spokeOf(at(0, 0), e)?.q).toBe(1); // between two spokes: no straight move reaches it
    }
    expect(new Set(ends.map((e) => `${e.q},${e.r}`)).size).toBe(6);
  });

  it('§6.4 the quick step is measured from the facing of the move, after a turn written first', () => {
    expect(end('(R)F(QL)').end).toEqual(end('F(QL)', 1).end);
    expect(end('F(QR)(L)').facing).toBe(5);
  });

  it('§6.4 (AR) and (AL) turn about, as three turns each way', () => {
    const ar = end('(AR)F');
    expect(ar.steps.filter((s) => s.kind === 'turn')).toHaveLength(3);
    expect(ar.end).toEqual(end('(R)(R)(R)F').end);
    expect(end('X(AL)').facing).toBe(3);
    expect(end('X(AL)').steps.map((s) => (s.kind === 'turn' ? s.side : s.kind))).toEqual(['pause', 'L', 'L', 'L']);
  });
});

describe('§6.3 Billings: the revised table of allowed combinations', () => {
  it('§6.3 F and B take (QR)/(QL) only, sidesteps (QF)/(QB) only', () => {
    for (const ok of ['F(QR)', 'F(QL)', 'B(QR)', 'B(QL)', 'SFR(QF)', 'SFL(QB)', 'SBR(QF)', 'SBL(QB)'])
      expect(check(ok).ok, ok).toBe(true);
    for (const bad of ['F(QF)', 'B(QB)', 'SFR(QR)', 'SBL(QL)']) {
      const e = failure(check(bad));
      expect(e.code, bad).toBe('special-not-allowed');
      expect(e.rule).toBe('§6.4');
      expect(e.values?.table).toBe('Billings table of standard actions and the special actions allowed');
    }
  });

  it('§6.3 no quick step with C, X or KN; R takes the about-faces; S one turn and no about-face; RO only (Q)', () => {
    for (const bad of ['C(AR)', 'X(QF)', 'KN(QR)', 'S(AR)', 'RO-FL(QF)', 'R(QR)'])
      expect(check(bad, { ...billings, mustStumble: bad.startsWith('S(') }).ok, bad).toBe(false);
    expect(check('R(AL)').ok).toBe(true);
    expect(check('X(AR)').ok).toBe(true);
    expect(check('KN(AL)').ok).toBe(true);
    expect(BILLINGS_ALLOWED_SPECIALS.R.entry).toBe('Only (L) or (R) or (AL) or (AR)');
    expect(BILLINGS_ALLOWED_SPECIALS.KN.entry).toBe('No (Q) or (QF) or (QB) or (QR) or (QL) or (K#)');
    expect(BILLINGS_ALLOWED_SPECIALS.S.entry).toBe('Only one (L) or (R)');
  });

  it('§6.3 one extra hex at most: (Q) and a quick step together are refused (three hexes are the charge\u2019s)', () => {
    const e = failure(check('SFR(Q)(QF)'));
    expect(e.code).toBe('quick-twice');
    expect(e.message).toContain('Billings 6.3');
  });

  it('§12.7 no kick after SF(QB): the last hex is entered stepping back', () => {
    expect(failure(check('SFR(QB)(K1)')).rule).toBe('§12.7');
    expect(check('(K1)SFR(QB)').ok).toBe(true);
    expect(check('F(QR)(K1)').ok).toBe(true);
  });

  it('§6.4 the orders on offer include the new specials, and every one passes the check', () => {
    const orders = enumerateOrders(billings);
    const texts = orders.map(printOrder);
    for (const t of ['SFR(QF)', 'SBL(QB)', 'F(QR)', 'B(QL)', '(AR)F', 'X(AL)', 'R(AR)', 'KN(AL)'])
      expect(texts).toContain(t);
    for (const o of orders) expect(checkOrder(o, billings).ok, printOrder(o)).toBe(true);
    const prone = enumerateOrders({ ...billings, posture: 'prone', mustRise: true }).map(printOrder);
    expect(prone.some((t) => /Q[FBRL]/.test(t))).toBe(false);
  });
});

describe('§12.7 Billings: an about-face counts three written actions', () => {
  it('§12.7 F(AR)(K1) counts 5, the same as F(R)(R)(R)(K1)', () => {
    expect(countWrittenActions(parsed('F(AR)(K1)'))).toBe(5);
    expect(countWrittenActions(parsed('F(R)(R)(R)(K1)'))).toBe(5);
    expect(countWrittenActions(parsed('SFR(QF)(K1)'))).toBe(3);
  });

  it('§12.7 the kick die loses 4 for (AR)X(K1): a 5 moves the item one hex', () => {
    const m = new Match({
      a: { position: at(0, 0), facing: 0 },
      b: { position: at(0, -6), facing: 3 },
      options: MOVES,
      items: [{ kind: 'weapon', owner: 'b', at: at(0, 0) }],
    });
    m.plot();
    m.dice(5).orders('(AR)X(K1)', null);
    const roll = m.rollsFor('§12.71')[0];
    expect(roll?.modifiers).toEqual([{ label: 'written actions', value: -5, rule: '§12.71' }]);
    expect(roll?.total).toBe(0);
    expect(m.ofType('kick')[0]?.rule).toBe('§12.72');
    expect(m.g('a').facing).toBe(3);
  });
});

describe('§6.3 Billings: the new moves in a match', () => {
  it('§6.3 legal offers them with the section on, never without it', () => {
    const on = new Match({ options: MOVES }).plot();
    const offered = gladiator.legal(on.state, 'a').commands.map((c) => (c.type === 'order' ? c.order : c.type));
    for (const t of ['SFR(QF)', 'F(QR)', '(AL)F']) expect(offered).toContain(t);
    const off = new Match().plot();
    const plain = gladiator.legal(off.state, 'a').commands.map((c) => (c.type === 'order' ? c.order : c.type));
    expect(plain.some((t) => /Q[FBRL]|A[RL]/.test(t))).toBe(false);
    expect(off.refused('a', { type: 'order', order: 'F(QR)' }).code).toBe('billings-moves-off');
  });

  it('§6.3 SFL(QF) carries a man to the knight\u2019s-move hex, facing unchanged', () => {
    const m = new Match({
      a: { position: at(0, 4), facing: 0 },
      b: { position: at(0, -4), facing: 3 },
      options: MOVES,
    });
    m.plot();
    m.orders('SFL(QF)', null);
    const offset = end('SFL(QF)').end;
    expect(m.g('a').position).toEqual(at(offset.q, 4 + offset.r));
    expect(m.ofType('moved')[0]?.data?.at).toEqual(at(-1, 3));
    expect(m.g('a').facing).toBe(0);
    expect(m.unusedDice).toBe(0);
  });
});

describe('§6.3 Billings: the brawler and the new moves', () => {
  /** The new specials written by brawlers over `n` seeded matches. */
  function written(n: number, options: Partial<GladiatorOptions>): Record<string, number> {
    const seen: Record<string, number> = {};
    for (let i = 0; i < n; i++) {
      const r = playMatch(gladiator, { seed: `brawler-moves-${i}`, options, bots: { a: brawlerBot, b: brawlerBot } });
      if (!r.ok) throw new Error(r.error.message);
      for (const e of r.value.events) {
        if (e.type !== 'orders') continue;
        for (const o of Object.values((e.data as { orders: Record<string, string | null> }).orders))
          for (const m of (o ?? '').matchAll(/\((Q[FBRL]|A[RL])\)/g))
            seen[m[1] as string] = (seen[m[1] as string] ?? 0) + 1;
      }
    }
    return seen;
  }

  it('§6.3 with the section on, brawlers turn about in one action and take the quick side steps to a flank', () => {
    const seen = written(40, MOVES);
    expect((seen.AR ?? 0) + (seen.AL ?? 0)).toBeGreaterThan(0);
    expect((seen.QF ?? 0) + (seen.QB ?? 0) + (seen.QR ?? 0) + (seen.QL ?? 0)).toBeGreaterThan(0);
    expect(written(10, {})).toEqual({});
  });
});

describe('§6.7 Billings: the new moves into the wall', () => {
  const WALLS_MOVES: Partial<GladiatorOptions> = {
    billings: { ...BILLINGS_PRESET, preset: false, moves: true, walls: true },
  };
  it('§6.7 SFR(QF) one hex from the wall: the side step 2 and the (QF) 2 (the chart\u2019s reading: 1 and 2)', () => {
    const run = (options: Partial<GladiatorOptions>) => {
      const m = new Match({ a: { position: at(0, -6), facing: 0 }, b: { position: at(0, 6), facing: 0 }, options });
      m.plot();
      m.orders('SFR(QF)', null);
      return m;
    };
    const text = run(WALLS_MOVES);
    expect(text.g('a').position).toEqual(at(1, -7));
    expect(text.g('a').stun).toBe(4);
    expect(text.ofType('wall')[0]?.rule).toBe('Billings §6.7');
    const chart = run({
      billings: { ...BILLINGS_PRESET, preset: false, moves: true, walls: true, wallStunSidestep: 'chart' },
    });
    expect(chart.g('a').stun).toBe(3);
  });
});
