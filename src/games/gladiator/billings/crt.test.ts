import { describe, expect, it } from 'vitest';
import { gladiator } from '../module.js';
import { FACE_TO_FACE, Match } from '../testkit.js';
import type { Allocation, GladiatorCommand, GladiatorOptions } from '../types.js';
import { BILLINGS_PRESET, billingsOn } from './options.js';

const CRT: Partial<GladiatorOptions> = { billings: { ...BILLINGS_PRESET, preset: false, crt: true } };

/** Face to face, both holding; a's CF set before the phase so the combat is built on it. */
function ready(options: Partial<GladiatorOptions>, aCf?: number): Match {
  const m = new Match({ ...FACE_TO_FACE, options });
  m.plot();
  if (aCf !== undefined) m.set('a', { cf: aCf });
  m.orders(null, null);
  return m;
}
const allocate = (attacks: Allocation['attacks'], defence: Allocation['defence'] = [0, 0, 0, 0, 0]) =>
  ({ type: 'allocate', attacks, defence }) as GladiatorCommand;

describe('Billings §8.5 the widened combat results table', () => {
  it('a roll of 6 on column 0 is a miss on the Billings table, where the original reads no effect', () => {
    const original = ready({});
    original.dice(1, 2, 3);
    original.allocate({ attacks: [{ area: 2, cf: 4 }] }, { defence: [0, 4, 0, 0, 0] });
    expect(original.rollsFor('§8.5')[0]?.result).toBe('-');
    expect(original.ofType('miss')).toHaveLength(0);

    const m = ready(CRT);
    m.dice(1, 2, 3);
    m.allocate({ attacks: [{ area: 2, cf: 4 }] }, { defence: [0, 4, 0, 0, 0] });
    const roll = m.rollsFor('Billings §8.5')[0];
    expect(roll?.total).toBe(6);
    expect(roll?.row).toBe('CRT column 0, row roll 6, column 0 (Billings §8.5)');
    expect(roll?.result).toBe('M');
    expect(m.ofType('miss')).toHaveLength(1);
    expect(m.rollsFor('§8.5')).toHaveLength(0);
  });

  it('an NAA of 7 reads its own column, with no shift of the roll (the original would add 2 under 8.52)', () => {
    const m = ready(CRT, 16);
    m.dice(1, 1, 1);
    m.allocate({ attacks: [{ area: 2, cf: 8 }], defence: [0, 0, 0, 0, 0] }, { defence: [0, 1, 0, 0, 0] });
    const roll = m.rollsFor('Billings §8.5')[0];
    expect(roll?.total).toBe(3);
    expect(roll?.modifiers ?? []).toEqual([]);
    expect(roll?.row).toBe('CRT column 7, row roll 3, column 7 (Billings §8.5)');
    expect(roll?.result).toBe('S');

    const original = ready({}, 16);
    original.dice(1, 1, 1);
    original.allocate({ attacks: [{ area: 2, cf: 8 }] }, { defence: [0, 1, 0, 0, 0] });
    const shifted = original.rollsFor('§8.5')[0];
    expect(shifted?.modifiers?.map((x) => [x.rule, x.value])).toEqual([['§8.52', 2]]);
    expect(shifted?.row).toMatch(/^CRT column 5,/);
  });

  it('refuses an attack of more than 8 CF, naming the section; the original game takes it', () => {
    const m = ready(CRT, 20);
    const e = m.refused('a', allocate([{ area: 2, cf: 9 }]));
    expect(e.rule).toBe('Billings §8.5');
    expect(e.code).toBe('attack-cf-cap');
    expect(e.message).toContain('more than 8 CF');
    expect(
      m.refused(
        'a',
        allocate([
          { area: 2, cf: 10 },
          { area: 1, cf: 8 },
        ]),
      ).rule,
    ).toBe('Billings §8.5');
    m.do('a', allocate([{ area: 2, cf: 8 }]));

    const original = ready({}, 20);
    original.do('a', allocate([{ area: 2, cf: 9 }]));
  });

  it('a man with 6 CF or fewer may put them all in one attack; the original holds him to half', () => {
    const m = ready(CRT, 6);
    m.do('a', allocate([{ area: 1, cf: 6 }]));

    const original = ready({}, 6);
    expect(original.refused('a', allocate([{ area: 1, cf: 6 }])).rule).toBe('§8.31');
  });

  it('the lone attack is one attack only, and only at 6 CF or fewer', () => {
    const two = ready(CRT, 6);
    expect(
      two.refused(
        'a',
        allocate([
          { area: 1, cf: 4 },
          { area: 2, cf: 2 },
        ]),
      ).rule,
    ).toBe('§8.31');
    const seven = ready(CRT, 7);
    expect(seven.refused('a', allocate([{ area: 1, cf: 7 }])).rule).toBe('§8.31');
    seven.do(
      'a',
      allocate([
        { area: 1, cf: 3 },
        { area: 2, cf: 3 },
      ]),
    );
  });

  it('the allocation form offers the lone attack and every sample keeps to the cap', () => {
    const small = ready(CRT, 5);
    const legal = gladiator.legal(small.state, 'a');
    expect(legal.form).toMatchObject({ attackCap: 8, loneAttackAtOrBelow: 6 });
    const lone = legal.commands.filter(
      (c) => c.type === 'allocate' && c.attacks.length === 1 && c.attacks[0]?.cf === 5,
    );
    expect(lone.length).toBeGreaterThan(0);

    const big = ready(CRT, 24);
    const samples = gladiator.legal(big.state, 'a').commands;
    const cfs = samples.flatMap((c) => (c.type === 'allocate' ? c.attacks.map((x) => x.cf) : []));
    expect(Math.max(...cfs)).toBe(8);
    for (const c of samples) expect(gladiator.apply(big.state, 'a', c).ok).toBe(true);

    const original = ready({}, 24);
    expect(gladiator.legal(original.state, 'a').form).not.toHaveProperty('attackCap');
  });

  it('the preset plays the section', () => {
    expect(billingsOn({ billings: BILLINGS_PRESET }, 'crt')).toBe(true);
    expect(billingsOn({}, 'crt')).toBe(false);
  });
});
