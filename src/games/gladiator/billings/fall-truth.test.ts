import { describe, expect, it } from 'vitest';
import { conformanceRun } from '../conformance.js';
import { BILLINGS_PRESET } from './options.js';

describe('Billings §14.3 §19.1: a man the fall before orders leaves helpless meets the crowd at once', () => {
  // Before the fix, seeds 8, 18 and 36 of this run let a man fall prone as the phase opened, in a phase he does not
  // move (15.6) before an armed foe, and play went on with no Moment of Truth (the truth invariant caught it).
  it('Billings §14.3 fallFirst alone, net against sword: 37 seeded matches keep the Moment of Truth invariant', () => {
    const r = conformanceRun('billings-preset-bench', 37, {
      turnLimit: 20,
      advanced: true,
      types: ['retarius', 'medium'],
      billings: { ...BILLINGS_PRESET, preset: false, fallFirst: true },
    });
    expect(r.failures).toEqual([]);
    expect(r.matches).toBe(37);
  });
});
