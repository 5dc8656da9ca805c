import { describe, expect, it } from 'vitest';
import { BILLINGS_PRESET } from '../games/gladiator/billings/options.js';
import { FACE_TO_FACE, Match } from '../games/gladiator/testkit.js';
import type { GladiatorOptions } from '../games/gladiator/types.js';
import type { NumberedEvent } from '../server/wire.js';
import {
  citedNumber,
  groupEvents,
  mergeEvents,
  ruleParts,
  shownEvent,
  signed,
  variantRules,
  withPersonNames,
} from './events.js';

const ev = (n: number, turn?: number, phase?: number, extra: Record<string, unknown> = {}): NumberedEvent => ({
  n,
  event: { type: 'x', visibleTo: 'all', text: `event ${n}`, data: { turn, phase }, ...extra },
});

describe('merging events', () => {
  it('appends new events and drops the ones already held', () => {
    const merged = mergeEvents([ev(1), ev(2)], [ev(2), ev(3), ev(5)]);
    expect(merged.map((e) => e.n)).toEqual([1, 2, 3, 5]);
  });

  it('puts out-of-order events in place', () => {
    expect(mergeEvents([ev(1), ev(4)], [ev(3), ev(2)]).map((e) => e.n)).toEqual([1, 2, 3, 4]);
  });
});

describe('grouping for the combat log', () => {
  it('groups consecutive events by turn and phase', () => {
    const groups = groupEvents([ev(1, 0, 1), ev(2, 1, 1), ev(3, 1, 1), ev(4, 1, 2)]);
    expect(groups.map((g) => [g.title, g.events.map((e) => e.n)])).toEqual([
      ['Before play', [1]],
      ['Turn 1, phase 1', [2, 3]],
      ['Turn 1, phase 2', [4]],
    ]);
  });

  it('reads the rule and the rolls, and copes with events it does not know', () => {
    const roll = {
      purpose: 'attack',
      rule: '§8.5',
      dice: [3, 4, 5],
      modifiers: [],
      total: 12,
      row: 'NAA 2',
      result: 'P*',
    };
    const e = shownEvent(ev(7, 2, 3, { rule: '§8.5', rolls: [roll] }));
    expect(e).toMatchObject({ n: 7, rule: '§8.5', turn: 2, phase: 3, rolls: [roll] });
    const odd = shownEvent({ n: 8, event: 'plain' });
    expect(odd).toMatchObject({ n: 8, type: 'event', rule: null, rolls: [], turn: null, text: '"plain"' });
  });

  it('prints modifiers with their sign', () => {
    expect(signed(2)).toBe('+2');
    expect(signed(0)).toBe('+0');
    expect(signed(-3)).toBe('−3');
  });
});

describe('rule numbers in log lines', () => {
  it('cuts a line at each rule number it cites, keeping the rest as text', () => {
    expect(ruleParts('the clock played a hold for Felix, §6.5; see §17.351 too')).toEqual([
      { text: 'the clock played a hold for Felix, ' },
      { rule: '§6.5' },
      { text: '; see ' },
      { rule: '§17.351' },
      { text: ' too' },
    ]);
    expect(ruleParts('§8.31')).toEqual([{ rule: '§8.31' }]);
  });

  it('leaves a line without a rule number whole, and numbers without the section sign alone', () => {
    expect(ruleParts('CRT column 5, row 12')).toEqual([{ text: 'CRT column 5, row 12' }]);
    expect(ruleParts('')).toEqual([]);
  });

  it('gives back the text unchanged when the parts are joined', () => {
    const line = '19 (18 row extended, §8.52) and §9.34.';
    expect(
      ruleParts(line)
        .map((p) => ('rule' in p ? p.rule : p.text))
        .join(''),
    ).toBe(line);
    expect(ruleParts(line).filter((p) => 'rule' in p)).toEqual([{ rule: '§8.52' }, { rule: '§9.34' }]);
  });
});

describe('withPersonNames', () => {
  it('§6.5 a clock default names the person and the man, with its rule; other events are left as they are', () => {
    const timeout = {
      n: 4,
      event: {
        type: 'timeout',
        rule: '§6.5',
        visibleTo: 'all',
        text: 'Time ran out: the clock played the default for Lucius, §6.5',
        data: { seat: 'b' },
      },
    };
    const other = { n: 5, event: { type: 'attack', text: 'Lucius strikes' } };
    const named = withPersonNames([timeout, other], (seat) => (seat === 'b' ? 'Felix (Lucius)' : seat));
    expect(named[0]).toMatchObject({
      n: 4,
      event: { text: 'Time ran out: the clock played the default for Felix (Lucius), §6.5' },
    });
    expect(named[1]).toBe(other);
  });
});

describe('the Billings section behind every roll it changed (issue 15)', () => {
  /** a (ST 3) puts 4 CF on b's undefended chest; the CRT roll 7 is a shield edge hit, and b rolls to keep his shield. */
  function edgeHit(options: Partial<GladiatorOptions>): Match {
    const m = new Match({ a: { ...FACE_TO_FACE.a, ST: 3 }, b: { ...FACE_TO_FACE.b, ST: 2 }, options });
    m.plot().orders(null, null);
    m.dice(1, 2, 4, 1, 1, 1, 2, 2, 3);
    m.allocate({ attacks: [{ area: 2, cf: 4 }] }, {});
    return m;
  }
  const rollsOf = (m: Match) => m.events.flatMap((e) => e.rolls ?? []);

  it("Billings §12.1: the drop roll names the section through the defender's strength", () => {
    const m = edgeHit({ billings: { ...BILLINGS_PRESET, preset: false, dropStrength: true } });
    const drop = rollsOf(m).find((r) => r.rule === '§12.1');
    expect(drop && variantRules(drop)).toEqual(['Billings §12.1']);
  });

  it('Billings §8.5: a roll on the widened table names the section', () => {
    const m = edgeHit({ billings: { ...BILLINGS_PRESET, preset: false, crt: true } });
    const crt = rollsOf(m).find((r) => r.purpose.includes('attacks'));
    expect(crt && variantRules(crt)).toEqual(['Billings §8.5']);
  });

  it('the preset: every roll the Billings Rules touched names a section, and the original game names none', () => {
    const billings = edgeHit({ billings: BILLINGS_PRESET });
    const named = rollsOf(billings).filter((r) => variantRules(r).length > 0);
    expect(named.map((r) => r.rule)).toEqual(expect.arrayContaining(['Billings §8.5', '§12.1']));
    for (const r of rollsOf(edgeHit({}))) expect(variantRules(r), r.purpose).toEqual([]);
  });

  it("reads the rule number inside a variant's citation", () => {
    expect(citedNumber('Billings §8.32')).toBe('§8.32');
    expect(citedNumber('§8.5')).toBe('§8.5');
  });
});
