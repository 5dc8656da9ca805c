/**
 * The vitest share of the Billings conformance runs (the 10,000 and more are `npm run bench:conformance -- --billings`):
 * a few dozen matches, every step checked with GLADIATOR's invariants (walls: no man or item outside the arena).
 */
import { describe, expect, it } from 'vitest';
import { BILLINGS_SECTIONS } from '../games/gladiator/billings/options.js';
import { conformanceRun } from '../games/gladiator/conformance.js';
import { BILLINGS_KINDS } from './billings-kinds.js';

const failures = (r: ReturnType<typeof conformanceRun>) => r.failures.map((f) => `${f.seed} ${f.kind}: ${f.message}`);

describe('Billings conformance: the preset and each section alone', () => {
  it('the bench runs 10,000 matches with the preset and every section alone', () => {
    const preset = BILLINGS_KINDS.filter((k) => (k.options.billings as { preset?: boolean }).preset);
    expect(preset.filter((k) => k.name !== 'billings-readings').reduce((t, k) => t + k.matches, 0)).toBe(10_000);
    for (const section of BILLINGS_SECTIONS)
      expect(BILLINGS_KINDS.find((k) => k.name === `billings-only-${section}`)?.options.billings).toEqual({
        [section]: true,
      });
  });

  it('Billings §14.3 §19.1: a man whose fall before orders leaves him helpless meets his Moment before anyone writes', () => {
    // Seed q-16 once went on into the phase with the fallen man helpless at the Retarius's feet.
    const r = conformanceRun('q', 17, { advanced: true, types: ['retarius', 'medium'], billings: { preset: true } });
    expect(failures(r)).toEqual([]);
    expect(r.matches).toBe(17);
  });

  it('Billings §7.5 §6.7: two against one with the preset, a tie between a driven man and one who stood still', () => {
    // Seed 15 once crashed: a man driven by one collision onto a man who had not moved tied with him, and neither
    // had walked in. With walls on, no man and no item may ever stand outside the arena either.
    const r = conformanceRun('advanced-billings-2v1-0', 16, {
      advanced: true,
      sides: [['medium', 'retarius'], ['heavy']],
      billings: { preset: true },
    });
    expect(failures(r)).toEqual([]);
  });

  it('each section alone keeps the original game’s invariants (a match each)', () => {
    for (const section of BILLINGS_SECTIONS) {
      const r = conformanceRun(`alone-${section}`, 1, {
        advanced: true,
        types: ['retarius', 'medium'],
        billings: { [section]: true },
      });
      expect(failures(r), section).toEqual([]);
    }
  });
});
