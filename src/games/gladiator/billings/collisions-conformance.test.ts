import { describe, expect, it } from 'vitest';
import { conformanceRun } from '../conformance.js';
import type { BillingsOptions } from '../types.js';
import { BILLINGS_PRESET } from './options.js';

/** One section alone, every other switch off. */
const alone = (section: keyof BillingsOptions) => ({
  billings: { ...BILLINGS_PRESET, preset: false, [section]: true },
});

describe('Billings collision, recovery and net sections under the conformance harness, each alone', () => {
  it.each([
    ['§7.5 collisionTie', 'collisionTie'],
    ['§7.2 crossedPaths', 'crossedPaths'],
    ['§7.5 collisionFacing', 'collisionFacing'],
    ['§14.1 collisionStumble', 'collisionStumble'],
    ['§12.6 recoveryCollision', 'recoveryCollision'],
  ] as const)('%s: 60 seeded matches keep every promise and invariant', (_, section) => {
    const r = conformanceRun(`billings-${section}`, 60, { turnLimit: 12, ...alone(section) });
    expect(r.failures).toEqual([]);
    expect(r.matches).toBe(60);
  });

  it.each([
    ['§14.1 netStumble', 'netStumble'],
    ['§7.2 crossedPaths', 'crossedPaths'],
    ['§17.34 §17.45 netCollision', 'netCollision'],
    ['§17.55 netLay', 'netLay'],
    ['§12.6 recoveryCollision', 'recoveryCollision'],
  ] as const)('%s with a Retarius: 60 seeded matches of net against sword keep every promise', (_, section) => {
    const r = conformanceRun(`billings-net-${section}`, 60, {
      turnLimit: 12,
      advanced: true,
      types: ['retarius', 'medium'],
      ...alone(section),
    });
    expect(r.failures).toEqual([]);
    expect(r.matches).toBe(60);
  });
});
