/**
 * The conformance harness over seeded bot campaigns of each kind (conformance.ts): about 35 s of one core in all
 * (40 careers, 20 leagues of three owners, 12 Advanced leagues of four, 8 Advanced leagues of three under the
 * Billings campaign switches); src/bench/conformance.ts runs 1,000 of each.
 */
import { describe, expect, it } from 'vitest';
import { CAMPAIGN_KINDS, campaignConformance } from './conformance.js';

const COUNTS: Record<string, number> = {
  'campaign-career': 40,
  'campaign-owners': 20,
  'campaign-owners-advanced': 12,
  'campaign-billings': 8,
};

describe('§21 §22 seeded bot campaigns pass the conformance harness with the campaign invariants', () => {
  for (const kind of CAMPAIGN_KINDS) {
    const n = COUNTS[kind.name] ?? 0;
    it(`${kind.name} ${JSON.stringify(kind.options)}: ${n} campaigns, every one ended, no failure`, () => {
      const r = campaignConformance(`suite-${kind.name}`, n, kind.options);
      expect(r.failures).toEqual([]);
      expect(r.matches).toBe(n);
      expect(r.outcomes.unfinished ?? 0).toBe(0);
    });
  }
});
