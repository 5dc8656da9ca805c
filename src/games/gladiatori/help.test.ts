import { describe, expect, it } from 'vitest';
import { findRules, parentRule } from '../../core/help.js';
import { GLADIATORI_HELP } from './help.js';
import { SECTION } from './tables.js';

describe('Gladiatori rules help', () => {
  it('summarises every section Ludus numbers, and the chapter of each', () => {
    for (const rule of Object.values(SECTION)) {
      expect(GLADIATORI_HELP.rules[rule], rule).toBeDefined();
      const parent = parentRule(GLADIATORI_HELP, rule);
      if (parent !== null) expect(GLADIATORI_HELP.rules[parent], rule).toBeDefined();
    }
  });
  it('holds no section Ludus does not number', () => {
    const numbered = new Set<string>(Object.values(SECTION));
    for (const key of Object.keys(GLADIATORI_HELP.rules)) expect(numbered.has(key), key).toBe(true);
  });
  it('every glossary entry and walkthrough note points at a summarised section', () => {
    for (const e of GLADIATORI_HELP.glossary) expect(GLADIATORI_HELP.rules[e.rule as string], e.term).toBeDefined();
    for (const n of Object.values(GLADIATORI_HELP.walkthrough))
      expect(GLADIATORI_HELP.rules[n.rule as string], n.title).toBeDefined();
  });
  it('a search finds the section by its words', () => {
    expect(findRules(GLADIATORI_HELP, 'overlimit')[0]).toBe(SECTION.overlimit);
    expect(findRules(GLADIATORI_HELP, 'bears')[0]).toBe(SECTION.bears);
  });
});
