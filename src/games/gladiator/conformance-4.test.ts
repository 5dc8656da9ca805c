import { describe, expect, it } from 'vitest';
import { conformanceRun } from './conformance.js';

describe('GLADIATOR conformance, part 4 of 4', () => {
  it('2,500 seeded matches keep every protocol promise and every invariant, and all of them end', () => {
    const r = conformanceRun('gladiator-4', 2500);
    expect(r.failures).toEqual([]);
    expect(r.matches).toBe(2500);
    expect(r.outcomes.unfinished ?? 0).toBe(0);
    // The checks ran through every ending: kills and surrenders both occur.
    expect(Object.keys(r.outcomes).some((k) => k.includes('(kill)'))).toBe(true);
    expect(Object.keys(r.outcomes).some((k) => k.includes('(surrender)'))).toBe(true);
  });

  it('200 seeded Advanced matches of a Retarius against a medium man keep every promise and the net invariants', () => {
    const r = conformanceRun('gladiator-retarius', 200, { advanced: true, types: ['retarius', 'medium'] });
    expect(r.failures).toEqual([]);
    expect(r.matches).toBe(200);
    expect(r.outcomes.unfinished ?? 0).toBe(0);
  });
});
