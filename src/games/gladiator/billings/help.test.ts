import { describe, expect, it } from 'vitest';
import { summaryOf } from '../../../core/help.js';
import { GLADIATOR_HELP } from '../help.js';
import { BASIC_RULES } from '../help-rules.js';
import { ADVANCED_RULES } from '../help-rules-advanced.js';
import { BILLINGS_NOTES } from './help.js';

describe('Billings sections in the rules panel', () => {
  it('adds a note after the original summary of every rule a built section changes', () => {
    for (const [key, note] of Object.entries(BILLINGS_NOTES)) {
      const text = summaryOf(GLADIATOR_HELP, `§${key}`)?.text ?? '';
      expect(text.startsWith((BASIC_RULES[key] ?? ADVANCED_RULES[key])?.text ?? '?'), key).toBe(true);
      expect(text.endsWith(note), key).toBe(true);
    }
    expect(summaryOf(GLADIATOR_HELP, '§6.7')?.text).toMatch(/19 by 15 hexes/);
  });
});
