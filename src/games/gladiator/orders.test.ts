import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Result, RuleViolation } from '../../core/result.js';
import {
  ALLOWED_SPECIALS,
  checkOrder,
  countWrittenActions,
  enumerateOrders,
  type OrderContext,
  parseOrder,
  printOrder,
  ROLL_DIRECTIONS,
  SPECIAL_KINDS,
  SPECIALS_TABLE,
  STANDARD_ACTIONS,
} from './orders.js';
import type { MoveStandard, Order, Side, Special } from './types.js';

const parsed = (text: string): Order => {
  const r = parseOrder(text);
  if (!r.ok) throw new Error(`${text}: ${r.error.message}`);
  return r.value;
};
const failure = <T>(r: Result<T, RuleViolation>): RuleViolation => {
  if (r.ok) throw new Error(`expected a violation, got ${JSON.stringify(r.value)}`);
  return r.error;
};

const basic: OrderContext = {
  advanced: false,
  posture: 'standing',
  mustStumble: false,
  mustRise: false,
  movingPhase: true,
  unconscious: false,
};
const advanced: OrderContext = { ...basic, advanced: true };
const check = (text: string, ctx: OrderContext = advanced) => checkOrder(parsed(text), ctx);

describe('§6.3 standard actions: parse and print', () => {
  const plain = STANDARD_ACTIONS.filter((s) => s !== 'RO');
  it.each(plain)('%s parses to a bare standard action and prints back', (standard) => {
    const order = parsed(standard);
    expect(order).toStrictEqual({ before: [], standard, after: [] });
    expect(printOrder(order)).toBe(standard);
  });
  it.each(ROLL_DIRECTIONS)('RO-%s carries its roll direction', (roll) => {
    const order = parsed(`RO-${roll}`);
    expect(order).toStrictEqual({ before: [], standard: 'RO', roll, after: [] });
    expect(printOrder(order)).toBe(`RO-${roll}`);
  });
  it('§6.3 RO direction may be written without the hyphen', () => {
    expect(parsed('robl')).toStrictEqual({ before: [], standard: 'RO', roll: 'BL', after: [] });
  });
});

describe('§6.4 special actions: parse and print', () => {
  const cases: [string, Special][] = [
    ['(Q)', { kind: 'Q' }],
    ['(L)', { kind: 'L' }],
    ['(R)', { kind: 'R' }],
    ['(G)', { kind: 'G' }],
    ['(TN)', { kind: 'TN' }],
    ['(SN)', { kind: 'SN' }],
    ['(RN)', { kind: 'RN' }],
    ...([1, 2, 3] as const).map((hex): [string, Special] => [`(LN${hex})`, { kind: 'LN', hex }]),
    ...([1, 2, 3, 4, 5, 6] as const).map((side): [string, Special] => [`(K${side})`, { kind: 'K', side }]),
  ];
  it.each(cases)('%s before and after F', (text, special) => {
    expect(parsed(`${text}F`)).toStrictEqual({ before: [special], standard: 'F', after: [] });
    expect(parsed(`F${text}`)).toStrictEqual({ before: [], standard: 'F', after: [special] });
    expect(printOrder(parsed(`${text}F`))).toBe(`${text}F`);
    expect(printOrder(parsed(`F${text}`))).toBe(`F${text}`);
  });
  it('every special kind has a case above', () => {
    const kinds = new Set(cases.map(([, s]) => s.kind));
    expect([...kinds].sort()).toEqual([...SPECIAL_KINDS].sort());
  });
});

describe('§6.2 written notation examples', () => {
  const examples: [string, Order][] = [
    ['F', { before: [], standard: 'F', after: [] }],
    ['(L)(Q)B', { before: [{ kind: 'L' }, { kind: 'Q' }], standard: 'B', after: [] }],
    ['SFR(K3)', { before: [], standard: 'SFR', after: [{ kind: 'K', side: 3 }] }],
    ['RO-FL(Q)', { before: [], standard: 'RO', roll: 'FL', after: [{ kind: 'Q' }] }],
    ['(L)F(R)', { before: [{ kind: 'L' }], standard: 'F', after: [{ kind: 'R' }] }],
    ['X(L)(L)', { before: [], standard: 'X', after: [{ kind: 'L' }, { kind: 'L' }] }],
    ['(K2)X', { before: [{ kind: 'K', side: 2 }], standard: 'X', after: [] }],
    ['(LN2)F', { before: [{ kind: 'LN', hex: 2 }], standard: 'F', after: [] }],
    ['(TN)X', { before: [{ kind: 'TN' }], standard: 'X', after: [] }],
    ['S(R)', { before: [], standard: 'S', after: [{ kind: 'R' }] }],
    ['R(L)', { before: [], standard: 'R', after: [{ kind: 'L' }] }],
    ['(G)F', { before: [{ kind: 'G' }], standard: 'F', after: [] }],
  ];
  it.each(examples)('%s', (text, order) => {
    expect(parsed(text)).toStrictEqual(order);
    expect(printOrder(order)).toBe(text);
  });
  it('§6.2 whitespace is ignored and case does not matter', () => {
    expect(parsed(' ( l ) ( q )  b ')).toStrictEqual(parsed('(L)(Q)B'));
    expect(parsed('ro - fr (q)')).toStrictEqual(parsed('RO-FR(Q)'));
    expect(parsed('sfr\t(k3)')).toStrictEqual(parsed('SFR(K3)'));
  });
});

describe('§6.2 notation errors', () => {
  const cases: [string, string, string, string][] = [
    // text, code, rule, a word the message must contain
    ['', 'empty-order', '§6.2', 'empty'],
    ['   ', 'empty-order', '§6.2', 'empty'],
    ['SFX(Q)', 'unknown-standard', '§6.3', 'SFX'],
    ['F(Z)', 'unknown-special', '§6.4', '(Z)'],
    ['F()', 'unknown-special', '§6.4', '()'],
    ['F;', 'unknown-token', '§6.2', ';'],
    ['F(Q)B', 'two-standards', '§6.21', 'B'],
    ['(L)(Q)', 'no-standard', '§6.21', 'standard'],
    ['(L', 'unclosed-parenthesis', '§6.22', 'not closed'],
    ['((L)F', 'unclosed-parenthesis', '§6.22', 'not closed'],
    ['F)', 'unopened-parenthesis', '§6.22', ')'],
    ['F(K7)', 'kick-side', '§12.7', '1 to 6'],
    ['F(K0)', 'kick-side', '§12.7', '1 to 6'],
    ['F(K)', 'kick-side', '§12.7', '1 to 6'],
    ['(LN4)F', 'lay-net-hex', '§6.4', '(LN4)'],
    ['(LN0)F', 'lay-net-hex', '§6.4', '(LN0)'],
    ['(LN)F', 'lay-net-hex', '§6.4', '(LN)'],
    ['RO', 'roll-direction-missing', '§6.3', 'direction'],
    ['RO(Q)', 'roll-direction-missing', '§6.3', 'direction'],
    ['RO-XY', 'roll-direction', '§6.3', 'XY'],
    ['F-FL', 'roll-direction-misplaced', '§6.3', 'F'],
    ['SBL-BR(Q)', 'roll-direction-misplaced', '§6.3', 'SBL'],
  ];
  it.each(cases)('%j is refused: %s (%s)', (text, code, rule, word) => {
    const e = failure(parseOrder(text));
    expect(e.code).toBe(code);
    expect(e.rule).toBe(rule);
    expect(e.message).toContain(word);
  });
  it("§6.3 SFX(Q) names 'SFX' as not a standard action", () => {
    expect(failure(parseOrder('SFX(Q)')).message).toBe('SFX is not a standard action');
  });
  it('§6.2 parsing checks syntax only: C(Q) parses', () => {
    expect(parseOrder('C(Q)').ok).toBe(true);
  });
});

// ---- Round trip -------------------------------------------------------------------------------

const arbSpecial: fc.Arbitrary<Special> = fc.oneof(
  fc.constantFrom<Special>(
    { kind: 'Q' },
    { kind: 'L' },
    { kind: 'R' },
    { kind: 'G' },
    { kind: 'TN' },
    { kind: 'SN' },
    { kind: 'RN' },
  ),
  fc.constantFrom<Side>(1, 2, 3, 4, 5, 6).map((side): Special => ({ kind: 'K', side })),
  fc.constantFrom<1 | 2 | 3>(1, 2, 3).map((hex): Special => ({ kind: 'LN', hex })),
);
const arbOrder: fc.Arbitrary<Order> = fc
  .record({
    before: fc.array(arbSpecial, { maxLength: 4 }),
    standard: fc.constantFrom<MoveStandard>(...STANDARD_ACTIONS),
    roll: fc.constantFrom(...ROLL_DIRECTIONS),
    after: fc.array(arbSpecial, { maxLength: 4 }),
  })
  .map(({ before, standard, roll, after }) =>
    standard === 'RO' ? { before, standard, roll, after } : { before, standard, after },
  );

describe('§6.2 print/parse round trip', () => {
  it('every well-formed order survives printOrder then parseOrder', () => {
    fc.assert(
      fc.property(arbOrder, (order) => {
        expect(parseOrder(printOrder(order))).toStrictEqual({ ok: true, value: order });
      }),
      { seed: 6_2, numRuns: 500 },
    );
  });
  it('canonical text survives parseOrder then printOrder', () => {
    fc.assert(
      fc.property(arbOrder, (order) => {
        const text = printOrder(order);
        expect(printOrder(parsed(text))).toBe(text);
        expect(text).toBe(text.toUpperCase());
        expect(text).not.toMatch(/\s/);
      }),
      { seed: 6_21, numRuns: 300 },
    );
  });
  it('parsing is case- and space-insensitive', () => {
    fc.assert(
      fc.property(arbOrder, fc.boolean(), (order, spaced) => {
        const text = printOrder(order);
        const noisy = (spaced ? text.split('').join(' ') : text).toLowerCase();
        expect(parsed(noisy)).toStrictEqual(order);
      }),
      { seed: 6_22, numRuns: 200 },
    );
  });
  it('checkOrder never throws on any well-formed order', () => {
    fc.assert(
      fc.property(
        arbOrder,
        fc.boolean(),
        fc.constantFrom('standing', 'kneeling', 'prone') as fc.Arbitrary<OrderContext['posture']>,
        (order, adv, posture) => {
          const r = checkOrder(order, { ...basic, advanced: adv, posture, mustRise: posture === 'prone' });
          if (!r.ok) expect(r.error.rule).toMatch(/^§\d+(\.\d+)*$/);
        },
      ),
      { seed: 6_4, numRuns: 300 },
    );
  });
});

// ---- Table of special actions allowed ------------------------------------------------------------

describe(`${SPECIALS_TABLE}`, () => {
  it('has one row per standard action, with the printed entry', () => {
    expect(Object.keys(ALLOWED_SPECIALS).sort()).toEqual([...STANDARD_ACTIONS].sort());
    const entries = STANDARD_ACTIONS.map((s) => ALLOWED_SPECIALS[s].entry);
    expect(entries).toEqual([
      'All',
      'No (K#)',
      'All',
      'All',
      'No (K#)',
      'No (K#)',
      'None',
      'No (Q)',
      'Only one (L) or (R)',
      'Only (L) or (R)',
      'No (Q) or (K#)',
      'Only (Q)',
    ]);
    for (const s of STANDARD_ACTIONS) {
      expect(ALLOWED_SPECIALS[s].standard).toBe(s);
      expect(ALLOWED_SPECIALS[s].source).toBe(SPECIALS_TABLE);
      for (const k of SPECIAL_KINDS) {
        // Every kind is either allowed or refused with a rule number.
        expect(ALLOWED_SPECIALS[s].allowed.includes(k) !== (ALLOWED_SPECIALS[s].refusedBy[k] !== undefined)).toBe(true);
      }
    }
  });

  type RowCase = {
    row: MoveStandard;
    ctx?: OrderContext;
    accepted: string[];
    refused: [string, string][];
  };
  const stumbling: OrderContext = { ...advanced, mustStumble: true };
  const prone: OrderContext = { ...advanced, posture: 'prone', mustRise: true };
  const rows: RowCase[] = [
    { row: 'F', accepted: ['F', 'F(Q)', '(L)(Q)F(R)', '(G)F(K1)', '(TN)F', '(LN1)F'], refused: [] },
    {
      row: 'B',
      accepted: ['B', '(L)(Q)B', '(G)B(R)', '(SN)B'],
      refused: [
        ['B(K1)', '§6.4'],
        ['(K4)B', '§6.4'],
      ],
    },
    { row: 'SFL', accepted: ['SFL', 'SFL(Q)(K2)', '(R)SFL(G)'], refused: [] },
    { row: 'SFR', accepted: ['SFR', 'SFR(K3)', '(Q)SFR(L)'], refused: [] },
    {
      row: 'SBL',
      accepted: ['SBL', 'SBL(Q)', '(R)(R)SBL'],
      refused: [['SBL(K5)', '§6.4']],
    },
    {
      row: 'SBR',
      accepted: ['SBR', '(Q)SBR', 'SBR(L)(G)'],
      refused: [['SBR(Q)(K6)', '§6.4']],
    },
    {
      row: 'C',
      accepted: ['C'],
      refused: [
        ['C(Q)', '§6.4'],
        ['C(L)', '§6.3'],
        ['(K1)C', '§6.3'],
        ['(G)C', '§6.3'],
        ['C(TN)', '§6.3'],
      ],
    },
    {
      row: 'X',
      accepted: ['X', 'X(L)(L)', '(K2)X', '(G)X', '(TN)X', '(RN)X'],
      refused: [
        ['X(Q)', '§6.4'],
        ['(Q)X', '§6.4'],
      ],
    },
    {
      row: 'S',
      ctx: stumbling,
      accepted: ['S', 'S(R)', '(L)S'],
      refused: [
        ['S(Q)', '§6.3'],
        ['S(L)(L)', '§6.3'],
        ['(L)S(R)', '§6.3'],
        ['S(K1)', '§6.3'],
        ['(G)S', '§6.3'],
      ],
    },
    {
      row: 'R',
      accepted: ['R', 'R(L)', '(R)(R)R(L)'],
      refused: [
        ['R(Q)', '§6.3'],
        ['(G)R', '§6.3'],
        ['R(K1)', '§6.3'],
        ['(SN)R', '§6.3'],
      ],
    },
    {
      row: 'KN',
      accepted: ['KN', '(L)KN(R)', '(G)KN', '(LN2)KN'],
      refused: [
        ['KN(Q)', '§6.3'],
        ['KN(K1)', '§6.4'],
      ],
    },
    {
      row: 'RO',
      ctx: prone,
      accepted: ['RO-FL', 'RO-BR(Q)', '(Q)RO-FR'],
      refused: [
        ['(L)RO-FL', '§6.3'],
        ['RO-BL(K1)', '§6.3'],
        ['(G)RO-FR', '§6.3'],
      ],
    },
  ];
  for (const r of rows) {
    const ctx = r.ctx ?? advanced;
    it(`row ${r.row} (${ALLOWED_SPECIALS[r.row].entry}) accepts ${r.accepted.join(', ')}`, () => {
      for (const text of r.accepted) expect(check(text, ctx), text).toStrictEqual({ ok: true, value: parsed(text) });
    });
    if (r.refused.length > 0) {
      it(`row ${r.row} (${ALLOWED_SPECIALS[r.row].entry}) refuses ${r.refused.map(([t]) => t).join(', ')}`, () => {
        for (const [text, rule] of r.refused) {
          const e = failure(check(text, ctx));
          expect(e.rule, text).toBe(rule);
          expect(['special-not-allowed', 'too-many-turns'], text).toContain(e.code);
          expect(e.values?.table, text).toBe(SPECIALS_TABLE);
        }
      });
    }
  }
  it('every row that refuses something is exercised by a refused case', () => {
    for (const s of STANDARD_ACTIONS) {
      const restricts = ALLOWED_SPECIALS[s].allowed.length < SPECIAL_KINDS.length;
      const tested = rows.find((r) => r.row === s);
      expect(tested, s).toBeDefined();
      expect((tested?.refused.length ?? 0) > 0, s).toBe(restricts);
    }
  });
});

describe('§6.4 restrictions from the rule text', () => {
  it('§6.4 (Q) cannot be combined with C', () => {
    const e = failure(check('C(Q)'));
    expect(e).toMatchObject({ code: 'special-not-allowed', rule: '§6.4' });
    expect(e.message).toContain('(Q)');
    expect(e.message).toContain('C');
  });
  it('§6.4 (Q) cannot be combined with X', () => {
    expect(failure(check('(Q)X')).rule).toBe('§6.4');
  });
  it('§6.3 KN cannot take (Q)', () => {
    expect(failure(check('KN(Q)')).rule).toBe('§6.3');
  });
  it('§6.3 no special actions with a charge', () => {
    expect(failure(check('(R)C')).rule).toBe('§6.3');
  });
  it('§6.4 (Q) at most once', () => {
    expect(failure(check('(Q)F(Q)'))).toMatchObject({ code: 'quick-twice', rule: '§6.4' });
  });
  it('§6.4 only one (K#) per phase (§12.7)', () => {
    expect(failure(check('(K1)F(K2)'))).toMatchObject({ code: 'kick-twice', rule: '§6.4' });
    expect(check('F(K2)').ok).toBe(true);
  });
  it('§6.4 (K#) never with a backward standard: B, SBL, SBR, KN', () => {
    for (const s of ['B', 'SBL', 'SBR', 'KN']) expect(failure(check(`${s}(K1)`)).code).toBe('special-not-allowed');
    for (const s of ['F', 'SFL', 'SFR', 'X']) expect(check(`${s}(K1)`).ok, s).toBe(true);
  });
  it('§6.4 (RN) takes no other special action', () => {
    expect(check('(RN)F').ok).toBe(true);
    expect(failure(check('(RN)F(L)'))).toMatchObject({ code: 'repel-net-alone', rule: '§6.4' });
    expect(failure(check('(RN)(Q)F'))).toMatchObject({ code: 'repel-net-alone', rule: '§6.4' });
  });
  it('§6.3 S allows one turn only', () => {
    const ctx = { ...advanced, mustStumble: true };
    expect(check('S(L)', ctx).ok).toBe(true);
    expect(failure(check('S(L)(R)', ctx))).toMatchObject({ code: 'too-many-turns', rule: '§6.3' });
  });
  it('§6.3 R allows turns only, any number', () => {
    expect(check('(L)(L)R(R)').ok).toBe(true);
    expect(failure(check('R(Q)')).rule).toBe('§6.3');
  });
  it('§6.3 RO allows (Q) only', () => {
    const ctx = { ...advanced, posture: 'prone' as const, mustRise: true };
    expect(check('RO-FL(Q)', ctx).ok).toBe(true);
    expect(failure(check('RO-FL(R)', ctx)).rule).toBe('§6.3');
  });
  it('§17.1 one net attack per phase', () => {
    expect(failure(check('(TN)F(SN)'))).toMatchObject({ code: 'one-net-attack', rule: '§17.1' });
    expect(failure(check('(LN1)F(TN)'))).toMatchObject({ code: 'one-net-attack', rule: '§17.1' });
  });
  it('§6.4 the net is laid before the move', () => {
    expect(check('(LN3)F').ok).toBe(true);
    expect(failure(check('F(LN3)'))).toMatchObject({ code: 'lay-net-after-move', rule: '§6.4' });
  });
  it('§12.61 one recovery attempt per phase', () => {
    expect(check('(G)F').ok).toBe(true);
    expect(failure(check('(G)F(G)'))).toMatchObject({ code: 'recover-twice', rule: '§12.61' });
  });
});

describe('situation checks', () => {
  it('§17 net specials belong to the Advanced Game', () => {
    for (const text of ['(TN)X', '(LN2)F', 'F(SN)', '(RN)B']) {
      const e = failure(check(text, basic));
      expect(e.code, text).toBe('advanced-only');
      expect(e.rule, text).toBe('§17');
      expect(e.message, text).toContain('Advanced Game');
      expect(check(text, advanced).ok, text).toBe(true);
    }
  });
  it('§14.1 S only when a stumble is owed', () => {
    expect(failure(check('S', basic))).toMatchObject({ code: 'stumble-not-owed', rule: '§14.1' });
    expect(check('S', { ...basic, mustStumble: true }).ok).toBe(true);
  });
  it('§14.1 when a stumble is owed the standard is S', () => {
    for (const text of ['F', 'X', 'KN', 'R(L)']) {
      expect(failure(check(text, { ...basic, mustStumble: true })), text).toMatchObject({
        code: 'must-stumble',
        rule: '§14.1',
      });
    }
  });
  it('§4.31 no order in a phase the turn plot marks as not moving', () => {
    const still = { ...basic, movingPhase: false };
    for (const text of ['F', 'X', 'S']) {
      expect(failure(check(text, still)), text).toMatchObject({ code: 'non-moving-phase', rule: '§4.31' });
    }
  });
  it('§14.6 a forced S in a non-moving phase takes no special actions', () => {
    const still = { ...basic, movingPhase: false, mustStumble: true };
    expect(check('S', still).ok).toBe(true);
    expect(failure(check('S(L)', still))).toMatchObject({
      code: 'stumble-specials-in-non-moving-phase',
      rule: '§14.6',
    });
    expect(failure(check('F', still)).rule).toBe('§14.1');
  });
  it('§13.1 a prone gladiator writes KN or RO only', () => {
    const prone = { ...basic, posture: 'prone' as const, mustRise: true };
    expect(check('KN', prone).ok).toBe(true);
    expect(check('RO-BL', prone).ok).toBe(true);
    for (const text of ['F', 'X', 'R', 'C', 'SBL']) {
      expect(failure(check(text, prone)), text).toMatchObject({ code: 'must-rise', rule: '§13.1' });
    }
  });
  it('§15.7 a pending rise demands KN or RO', () => {
    const rising = { ...basic, posture: 'kneeling' as const, mustRise: true };
    expect(failure(check('F', rising))).toMatchObject({ code: 'must-rise', rule: '§15.7' });
    expect(check('KN', rising).ok).toBe(true);
  });
  it('§6.3 RO only for a prone gladiator', () => {
    expect(failure(check('RO-FL', basic))).toMatchObject({ code: 'roll-not-prone', rule: '§6.3' });
  });
  it('§13.1 kneeling may do anything except RO', () => {
    const kneeling = { ...basic, posture: 'kneeling' as const };
    for (const text of ['F', 'B(Q)', 'C', 'X', 'R', 'KN', '(L)SFR(K1)'])
      expect(check(text, kneeling).ok, text).toBe(true);
    expect(failure(check('RO-FR', kneeling))).toMatchObject({ code: 'roll-not-prone', rule: '§13.1' });
  });
  it('§11.4 an unconscious gladiator writes no orders', () => {
    const out = { ...basic, unconscious: true };
    for (const text of ['X', 'KN', 'F']) expect(failure(check(text, out)), text).toMatchObject({ rule: '§11.4' });
  });
});

// ---- Enumeration ------------------------------------------------------------------------------

describe('enumerateOrders', () => {
  const contexts: [string, OrderContext][] = [
    ['standing, basic', basic],
    ['standing, advanced', advanced],
    ['kneeling', { ...basic, posture: 'kneeling' }],
    ['prone', { ...basic, posture: 'prone', mustRise: true }],
    ['prone, advanced', { ...advanced, posture: 'prone', mustRise: true }],
    ['stumbling', { ...basic, mustStumble: true }],
    ['stumbling in a non-moving phase', { ...basic, mustStumble: true, movingPhase: false }],
    ['kneeling, advanced', { ...advanced, posture: 'kneeling' }],
  ];
  it.each(contexts)('every order from enumerateOrders passes checkOrder (%s)', (_name, ctx) => {
    const orders = enumerateOrders(ctx);
    expect(orders.length).toBeGreaterThan(0);
    expect(orders.length).toBeLessThan(200);
    for (const o of orders) expect(checkOrder(o, ctx).ok, printOrder(o)).toBe(true);
    const texts = orders.map(printOrder);
    expect(new Set(texts).size).toBe(texts.length);
    for (const t of texts) expect(parsed(t)).toStrictEqual(orders[texts.indexOf(t)]);
  });
  it('standing: every legal standard, with (Q), turns, combinations, (G) and kicks', () => {
    const texts = enumerateOrders(basic).map(printOrder);
    for (const s of ['F', 'B', 'SFL', 'SFR', 'SBL', 'SBR', 'C', 'X', 'R', 'KN']) expect(texts).toContain(s);
    for (const t of ['F(Q)', '(L)F', '(R)F', '(L)(L)F', '(R)(R)F', 'F(L)', 'F(R)', '(L)(Q)F', '(G)F', '(G)X']) {
      expect(texts).toContain(t);
    }
    for (const t of ['F(K1)', '(K1)X', 'X(K1)']) expect(texts).toContain(t);
    expect(texts).not.toContain('S');
    expect(texts.some((t) => t.startsWith('RO'))).toBe(false);
    expect(texts.some((t) => /TN|SN|RN|LN/.test(t))).toBe(false);
  });
  it('advanced: net specials appear', () => {
    const texts = enumerateOrders(advanced).map(printOrder);
    for (const t of ['(LN2)X', '(SN)X', '(TN)X', '(RN)X']) expect(texts).toContain(t);
  });
  it('prone: KN and the four rolls only', () => {
    const texts = enumerateOrders({ ...basic, posture: 'prone', mustRise: true }).map(printOrder);
    expect(new Set(texts.map((t) => parsed(t).standard))).toEqual(new Set(['KN', 'RO']));
    for (const d of ROLL_DIRECTIONS) expect(texts).toContain(`RO-${d}(Q)`);
  });
  it('stumbling: S alone or with one turn; in a non-moving phase S alone', () => {
    expect(
      enumerateOrders({ ...basic, mustStumble: true })
        .map(printOrder)
        .sort(),
    ).toEqual(['(L)S', '(R)S', 'S', 'S(L)', 'S(R)'].sort());
    expect(enumerateOrders({ ...basic, mustStumble: true, movingPhase: false }).map(printOrder)).toEqual(['S']);
  });
  it('§4.31 and §11.4: nothing to write in a non-moving phase or when unconscious', () => {
    expect(enumerateOrders({ ...basic, movingPhase: false })).toEqual([]);
    expect(enumerateOrders({ ...basic, unconscious: true })).toEqual([]);
  });
});

describe('§12.71 written actions', () => {
  it('§12.71 (L)F(K2) counts 3', () => {
    expect(countWrittenActions(parsed('(L)F(K2)'))).toBe(3);
  });
  it('§12.71 each turn counts separately', () => {
    expect(countWrittenActions(parsed('(L)(L)F(K1)'))).toBe(4);
    expect(countWrittenActions(parsed('F(K1)'))).toBe(2);
    expect(countWrittenActions(parsed('X'))).toBe(1);
  });
  it('§12.71 the roll direction is not a separate action', () => {
    expect(countWrittenActions(parsed('RO-FL(Q)'))).toBe(2);
  });
});
