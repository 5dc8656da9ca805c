import { describe, expect, it } from 'vitest';
import { conformanceRun } from '../conformance.js';
import type { BillingsOptions } from '../types.js';
import { BILLINGS_PRESET } from './options.js';

/** One movement section alone, every other switch off. */
const alone = (section: keyof BillingsOptions) => ({
  billings: { ...BILLINGS_PRESET, preset: false, [section]: true },
});

describe('Billings movement sections under the conformance harness, each alone', () => {
  it.each([
    ['§6.3 moves', 'moves'],
    ['§13.0 kneelHex', 'kneelHex'],
    ['§14.3 fallFirst', 'fallFirst'],
    ['§12.7 kickContest', 'kickContest'],
  ] as const)('%s: 60 seeded matches keep every promise and invariant', (_, section) => {
    const r = conformanceRun(`billings-${section}`, 60, { turnLimit: 12, ...alone(section) });
    expect(r.failures).toEqual([]);
    expect(r.matches).toBe(60);
  });

  it('§6.3 with the walls too: 60 seeded matches of the new moves keep every man inside', () => {
    const r = conformanceRun('billings-moves-walls', 60, {
      turnLimit: 20,
      billings: { ...BILLINGS_PRESET, preset: false, moves: true, walls: true },
    });
    expect(r.failures).toEqual([]);
  });
});
