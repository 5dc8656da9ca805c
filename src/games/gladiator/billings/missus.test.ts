/**
 * Billings 19.2: a man's earlier victories and mercies move his column on the Missus chart. The crowd judges b, who
 * lies unconscious in a's front (19.1); his record comes in through the match's gladiator spec, as a campaign sets it.
 */
import { describe, expect, it } from 'vitest';
import { Match } from '../testkit.js';
import type { Gladiator, GladiatorOptions } from '../types.js';
import { BILLINGS_MISSUS, missusColumn } from './missus.js';
import { BILLINGS_PRESET } from './options.js';

const ON: Partial<GladiatorOptions> = {
  advanced: true,
  billings: { ...BILLINGS_PRESET, preset: false, missusRecord: true },
};
const NET: Partial<GladiatorOptions> = {
  advanced: true,
  billings: { ...BILLINGS_PRESET, preset: false, missusRecord: true, missusShifts: 'net' },
};
const OFF: Partial<GladiatorOptions> = { advanced: true };

/** b, with this record, lies unconscious at a's feet having written `attack` and `defence` CF this match. */
function judged(
  options: Partial<GladiatorOptions>,
  record: { wins: number; spared: number } | undefined,
  cf: number[],
  die: number,
) {
  const m = new Match({
    a: { position: { q: 0, r: 1 }, facing: 0 },
    b: { position: { q: 0, r: 0 }, facing: 3, ...(record ? { record } : {}) },
    options,
  });
  m.set('b', {
    posture: 'prone',
    mustRise: true,
    unconscious: true,
    stun: 20,
    attackCfTotal: cf[0],
    defenceCfTotal: cf[1],
  });
  m.dice(die).plot();
  return m;
}

describe('Billings §19.2 the Missus column shifts for past wins and mercy', () => {
  it('§19.2 the article\u2019s example: six wins and two mercies on 16-30 read the 31-45 column', () => {
    // Total 16 (column 16-30); die 4 is Down there but Up on 31-45.
    const m = judged(ON, { wins: 6, spared: 2 }, [20, 4], 4);
    expect(m.g('b').record).toEqual({ wins: 6, spared: 2 });
    expect(m.ofType('missus-record')[0]).toMatchObject({ rule: BILLINGS_MISSUS, data: { from: 1, to: 2, shift: 1 } });
    const roll = m.rollsFor(BILLINGS_MISSUS)[0];
    expect(roll?.row).toBe('Missus chart, column "31 to 45", row 4');
    expect(m.state.outcome).toMatchObject({ how: 'Up', losers: ['b'] });
    expect(m.unusedDice).toBe(0);
  });

  it('§19.2 the same man and die without the section: the 16-30 column, thumbs down', () => {
    const m = judged(OFF, { wins: 6, spared: 2 }, [20, 4], 4);
    expect(m.ofType('missus-record')).toHaveLength(0);
    expect(m.rollsFor('§19.2')[0]?.row).toBe('Missus chart, column "16 to 30", row 4');
    expect(m.state.outcome).toMatchObject({ how: 'Down' });
  });

  it('§19.2 each mercy moves him one column down: spared twice on 16-30 he reads 1-15, where a 5 is Down', () => {
    expect(judged(ON, { wins: 0, spared: 0 }, [20, 4], 5).state.outcome).toMatchObject({ how: 'Up' });
    const m = judged(ON, { wins: 0, spared: 2 }, [20, 4], 5);
    expect(m.rollsFor(BILLINGS_MISSUS)[0]?.row).toBe('Missus chart, column "1 to 15", row 5');
    expect(m.state.outcome).toMatchObject({ how: 'Down' });
  });

  it('§19.2 an odd victory counts for nothing: three wins move one column, one win none', () => {
    const g = (wins: number) => ({ record: { wins, spared: 0 } }) as Gladiator;
    const on = { billings: { ...BILLINGS_PRESET, preset: false, missusRecord: true } } as GladiatorOptions;
    expect(missusColumn(on, g(1), 20).column).toBe(1);
    expect(missusColumn(on, g(3), 20).column).toBe(2);
    expect(missusColumn(on, g(40), 20).column).toBe(4);
    expect(missusColumn(on, { record: { wins: 0, spared: 9 } } as Gladiator, 50).column).toBe(0);
  });

  it('§19.2 victories beyond 61+ are lost before mercies count (inTurn); netted first they are not (net option)', () => {
    // Total 50 (46-60), six wins and two mercies. In turn: up to 61+ (3 wins' worth, one column lost), down two to
    // 31-45, where a 3 is Down. Netted: one column up, 61+, where a 3 is Up.
    const inTurn = judged(ON, { wins: 6, spared: 2 }, [54, 4], 3);
    expect(inTurn.rollsFor(BILLINGS_MISSUS)[0]?.row).toBe('Missus chart, column "31 to 45", row 3');
    expect(inTurn.state.outcome).toMatchObject({ how: 'Down' });
    const net = judged(NET, { wins: 6, spared: 2 }, [54, 4], 3);
    expect(net.rollsFor(BILLINGS_MISSUS)[0]?.row).toBe('Missus chart, column "61 or more", row 3');
    expect(net.state.outcome).toMatchObject({ how: 'Up' });
  });

  it('§19.21 a total of 0 or less is still Down without a roll, whatever the record', () => {
    const m = judged(ON, { wins: 20, spared: 0 }, [4, 10], 6);
    expect(m.rolls().filter((r) => r.rule === BILLINGS_MISSUS || r.rule === '§19.2')).toHaveLength(0);
    expect(m.state.outcome).toMatchObject({ how: 'Down', rule: '§19.22' });
    expect(m.unusedDice).toBe(1);
  });

  it('§19.2 a bad record in the spec is refused naming the field', () => {
    expect(() => judged(ON, { wins: -1, spared: 0 }, [20, 4], 4)).toThrow(/record\.wins/);
  });
});
