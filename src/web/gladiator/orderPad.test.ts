import { describe, expect, it } from 'vitest';
import { hex, hexKey } from '../../core/hex.js';
import type { Legal } from '../../core/protocol.js';
import { BILLINGS_PRESET } from '../../games/gladiator/billings/options.js';
import { gladiator } from '../../games/gladiator/module.js';
import { BILLINGS_MOVE_SPECIALS, parseOrder } from '../../games/gladiator/orders.js';
import { Match } from '../../games/gladiator/testkit.js';
import type { Gladiator, GladiatorOptions } from '../../games/gladiator/types.js';
import {
  BILLINGS_SPECIAL_BUTTONS,
  canSubmitOrder,
  describeStep,
  evaluateOrder,
  holdOffered,
  listedNetSpecials,
  netReachOf,
  netSpecialWords,
  offeredOrders,
  orderContextOf,
  previewOf,
  specialAvailable,
  standardAvailable,
  standardRefusal,
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
    expect(specialAvailable('B', 'K', ctx, new Set())).toBe(false);
    expect(specialAvailable('F', 'K', ctx, new Set())).toBe(true);
    expect(specialAvailable('C', 'Q', ctx, new Set())).toBe(false);
    expect(specialAvailable('', 'Q', ctx, new Set())).toBe(true);
    expect(specialAvailable('F', 'TN', ctx, new Set())).toBe(false);
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

describe('net orders (17.2-17.5)', () => {
  /** A Retarius three hexes from his man in the Advanced Game, in the first phase. */
  function retariusLegal(seat: 'a' | 'b', patch: Partial<Gladiator> = {}): Legal<unknown> {
    const m = new Match({
      a: { type: 'retarius', shield: 'none', position: { q: 0, r: 3 }, facing: 0 },
      b: { position: { q: 0, r: 0 }, facing: 3 },
      options: { advanced: true },
    }).plot([1, 2, 3, 4, 5], [1, 2, 3, 4, 5]);
    m.set(seat, patch);
    return JSON.parse(JSON.stringify(gladiator.legal(m.state, seat))) as Legal<unknown>;
  }

  it('offers the net specials the engine lists for a Retarius, and none to a man without a net', () => {
    const retarius = retariusLegal('a');
    const ctx = orderContextOf(retarius.form);
    const listed = listedNetSpecials(retarius);
    expect([...listed].filter((k) => k !== 'RN').sort()).toEqual(['LN', 'SN', 'TN']);
    expect(specialAvailable('', 'TN', ctx, listed)).toBe(true);
    const other = retariusLegal('b');
    const none = listedNetSpecials(other);
    expect(none.has('TN') || none.has('SN') || none.has('LN')).toBe(false);
    expect(specialAvailable('', 'TN', orderContextOf(other.form), none)).toBe(false);
  });

  it('withdraws the toss when he has under 6 CF, as the engine does (17.2)', () => {
    const listed = listedNetSpecials(retariusLegal('a', { cf: 5 }));
    expect(listed.has('TN')).toBe(false);
    expect(listed.has('LN')).toBe(true);
  });

  it('puts each net attack in words with its cost and reach', () => {
    expect(netSpecialWords('TN')).toBe('Net Toss: 6 CF, at any man in his 15-hex front, up to 3 hexes out (§17.3)');
    expect(netSpecialWords('SN')).toBe(
      'Net Swing: 4 CF, at the first figure met from his left to his right, up to 2 hexes out (§17.4)',
    );
    expect(netSpecialWords('LN')).toMatch(/^Net Lay: 2 CF, on the front hex named/);
    expect(netSpecialWords('Q')).toBeNull();
  });
});

describe('the net drawn before you submit (4.32, 17.3-17.5)', () => {
  const at = { q: 0, r: 3 };
  const reach = (text: string) => netReachOf(evaluateOrder(text, null), at, 0).map(hexKey).sort();

  it('draws the toss over the 15-hex front and the swing over the 8-hex front, from where the move ends', () => {
    expect(reach('(TN)X')).toHaveLength(15);
    expect(reach('(SN)X')).toHaveLength(8);
    // One hex forward first: the swing's front moves with him.
    expect(reach('F(SN)')).toContain('0,0');
    expect(reach('(SN)X')).not.toContain('0,0');
  });

  it('draws the lay on the one hex it names, and nothing for an order without a net attack', () => {
    expect(reach('(LN2)X')).toEqual(['0,2']);
    expect(reach('(LN1)X')).toHaveLength(1);
    expect(reach('(LN1)X')).not.toEqual(reach('(LN3)X'));
    expect(reach('F')).toEqual([]);
  });

  it('draws the lay hex where the engine fixes it: where (LN#) is written, or where the move ends with the option', () => {
    // (LN2) written before stepping back from (0,3): the hex ahead of (0,3), not of (0,4) where he ends.
    expect(reach('(LN2)B')).toEqual(['0,2']);
    expect(netReachOf(evaluateOrder('(LN2)B', null), at, 0, 'whereMoveEnds').map(hexKey)).toEqual(['0,3']);
  });
});

/** `legal` for seat a over the wire in a match playing the given Billings sections. */
function billingsLegal(sections: Partial<GladiatorOptions['billings']>, a: Partial<Gladiator> = {}): Legal<unknown> {
  const m = new Match({ options: { billings: { ...BILLINGS_PRESET, preset: false, ...sections } } }).plot(
    [1, 2, 3, 4, 5],
    [1, 2, 3, 4, 5],
  );
  m.set('a', a);
  return JSON.parse(JSON.stringify(gladiator.legal(m.state, 'a'))) as Legal<unknown>;
}

describe('§6.4 Billings: the new specials on the pad', () => {
  it('§6.4 keeps the Billings flags the form carries, and adds none to the original game', () => {
    expect(orderContextOf(billingsLegal({ moves: true }).form)?.billingsMoves).toBe(true);
    const original = orderContextOf(phaseLegal().legal.form);
    expect(original).not.toBeNull();
    expect(original && 'billingsMoves' in original).toBe(false);
    expect(original && 'kneelBarred' in original).toBe(false);
  });

  it('§6.4 offers no new special unless the match plays them', () => {
    const ctx = orderContextOf(phaseLegal().legal.form);
    for (const k of BILLINGS_MOVE_SPECIALS) {
      expect(specialAvailable('', k, ctx, new Set()), k).toBe(false);
      expect(specialAvailable('SFL', k, null, new Set()), k).toBe(false);
    }
  });

  it('§6.3 §6.4 judges the buttons by the revised table: (QF)/(QB) after sidesteps, (QR)/(QL) after F and B', () => {
    const ctx = orderContextOf(billingsLegal({ moves: true }).form);
    expect(specialAvailable('SFL', 'QF', ctx, new Set())).toBe(true);
    expect(specialAvailable('SBR', 'QB', ctx, new Set())).toBe(true);
    expect(specialAvailable('SFL', 'QR', ctx, new Set())).toBe(false);
    expect(specialAvailable('F', 'QF', ctx, new Set())).toBe(false);
    expect(specialAvailable('F', 'QR', ctx, new Set())).toBe(true);
    expect(specialAvailable('B', 'QL', ctx, new Set())).toBe(true);
    expect(specialAvailable('X', 'QL', ctx, new Set())).toBe(false);
    // R takes the about-faces under Billings, where the original row allows turns only.
    expect(specialAvailable('R', 'AR', ctx, new Set())).toBe(true);
    expect(specialAvailable('R', 'Q', ctx, new Set())).toBe(false);
    expect(specialAvailable('KN', 'QF', ctx, new Set())).toBe(false);
    expect(specialAvailable('', 'AL', ctx, new Set())).toBe(true);
  });

  it('§6.4 an order built with the new buttons is judged as the engine judges it', () => {
    const legal = billingsLegal({ moves: true });
    const built = withSpecial(withStandard('', 'SFR'), 'QF');
    expect(built).toBe('SFR(QF)');
    expect(canSubmitOrder(evaluateOrder(built, legal))).toBe(true);
    const refused = evaluateOrder('SFR(QR)', legal);
    expect(refused.kind).toBe('refused');
    expect(canSubmitOrder(evaluateOrder('F(QR)', legal))).toBe(true);
    expect(canSubmitOrder(evaluateOrder('(AL)F', legal))).toBe(true);
    // Without the section the same text is refused, naming the Billings section.
    const off = evaluateOrder('SFR(QF)', phaseLegal().legal);
    expect(off.kind).toBe('refused');
    expect(off.kind === 'refused' && off.violation?.code).toBe('billings-moves-off');
  });

  it('§6.4 has a button for each new special, labelled in words with its notation and a line of what it does', () => {
    expect(BILLINGS_SPECIAL_BUTTONS.map((b) => b.kind).sort()).toEqual([...BILLINGS_MOVE_SPECIALS].sort());
    for (const b of BILLINGS_SPECIAL_BUTTONS) {
      expect(b.label, b.kind).toMatch(new RegExp(`^[a-z][a-z -]+ \\(${b.kind}\\)$`));
      expect(b.title.length, b.kind).toBeGreaterThan(30);
      expect(b.title, b.kind).toContain('Billings 6.4');
      // What the button writes parses as that special.
      const parsed = parseOrder(withSpecial('F', b.kind));
      expect(parsed.ok && parsed.value.after[0]?.kind, b.kind).toBe(b.kind);
    }
  });
});

describe('§15.7 Billings: kneeling barred until he has lain still', () => {
  it('§15.7 greys KN with the reason while he must lie still, and leaves RO open', () => {
    const legal = billingsLegal({ fallFirst: true }, { posture: 'prone', lieStill: true });
    const ctx = orderContextOf(legal.form);
    expect(ctx?.kneelBarred).toBe(true);
    expect(standardAvailable('KN', ctx)).toBe(false);
    const why = standardRefusal('KN', ctx);
    expect(why?.rule).toBe('§15.7');
    expect(why?.message).toMatch(/lies still/);
    expect(standardAvailable('RO', ctx, 'FL')).toBe(true);
    expect(standardRefusal('RO', ctx, 'BR')).toBeNull();
  });

  it('§14.3 keeps the move his fall before orders left him, in a phase his plot leaves out: RO open, KN not', () => {
    const m = new Match({ options: { billings: { ...BILLINGS_PRESET, preset: false, fallFirst: true } } }).plot(
      [2, 3, 4, 5, 6],
      [1, 2, 3, 4, 5],
    );
    m.set('a', { posture: 'prone', mustRise: true, lieStill: true, fellBeforeOrders: '1.1' });
    const ctx = orderContextOf((JSON.parse(JSON.stringify(gladiator.legal(m.state, 'a'))) as Legal<unknown>).form);
    expect(ctx).toMatchObject({ movingPhase: false, fallMove: true });
    expect(standardAvailable('RO', ctx, 'FL')).toBe(true);
    expect(standardAvailable('KN', ctx)).toBe(false);
  });

  it('§15.7 once he has lain still (or without the section) KN is open to a prone man', () => {
    const still = orderContextOf(billingsLegal({ fallFirst: true }, { posture: 'prone' }).form);
    expect(still && 'kneelBarred' in still).toBe(false);
    expect(standardAvailable('KN', still)).toBe(true);
    const original = orderContextOf(billingsLegal({}, { posture: 'prone', lieStill: true }).form);
    expect(standardRefusal('KN', original)).toBeNull();
  });
});
