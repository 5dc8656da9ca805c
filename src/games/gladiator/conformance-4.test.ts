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

  it('200 seeded Advanced Game matches, medium against medium: every Moment of Truth ends in Down or Up (19)', () => {
    const r = conformanceRun('gladiator-advanced', 200, { advanced: true, types: ['medium', 'medium'] });
    expect(r.failures).toEqual([]);
    expect(r.matches).toBe(200);
    expect(r.outcomes.unfinished ?? 0).toBe(0);
    // Moments of Truth came (the invariant in invariants.ts checked each verdict) and no one surrendered. Brawlers
    // put about as much on defence as on attack, so the crowd's total is seldom above 0: Up is rare in this run.
    expect(Object.keys(r.outcomes).some((k) => k.includes('(Down)'))).toBe(true);
    expect(Object.keys(r.outcomes).some((k) => k.includes('(surrender)'))).toBe(false);
  });

  it('200 seeded Advanced matches of a Retarius against a medium man keep every promise and the net invariants', () => {
    const r = conformanceRun('gladiator-retarius', 200, { advanced: true, types: ['retarius', 'medium'] });
    expect(r.failures).toEqual([]);
    expect(r.matches).toBe(200);
    expect(r.outcomes.unfinished ?? 0).toBe(0);
  });
});
