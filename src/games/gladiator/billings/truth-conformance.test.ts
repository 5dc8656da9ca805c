import { describe, expect, it } from 'vitest';
import { conformanceRun } from '../conformance.js';
import { BILLINGS_PRESET } from './options.js';

/** The knife, throwing and Missus sections, each alone, in the Advanced Game with a Retarius against a medium man. */
const alone = (section: 'knife' | 'throwing' | 'missusRecord') => ({
  advanced: true,
  types: ['retarius', 'medium'],
  billings: { ...BILLINGS_PRESET, preset: false, [section]: true },
});

describe('Billings knife, throwing and Missus sections under the conformance harness, each alone', () => {
  it.each([
    ['knife (Retarius)', 'knife'],
    ['§12.5 throwing', 'throwing'],
    ['§19.2 missusRecord', 'missusRecord'],
  ] as const)('%s: 60 seeded matches keep every promise and invariant', (_, section) => {
    const r = conformanceRun(`billings-${section}`, 60, { turnLimit: 12, ...alone(section) });
    expect(r.failures).toEqual([]);
    expect(r.matches).toBe(60);
  });
});
