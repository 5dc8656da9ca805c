import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  findRules,
  glossaryTerm,
  parentRule,
  resultEntry,
  ruleKey,
  ruleOrder,
  summaryOf,
  termEntry,
} from '../../core/help.js';
import { GLADIATOR_HELP as HELP } from './help.js';
import { GROUPS } from './help-glossary.js';
import { OptionsSchema } from './module.js';
import { OPTION_WORDS } from './option-words.js';
import { ROLL_DIRECTIONS, SPECIAL_KINDS, STANDARD_ACTIONS } from './orders.js';
import { ARMOUR_TABLES, armourCode, CRITICAL_TABLE, CRT, crtCode } from './tables.js';

const DIR = new URL('./', import.meta.url);

/** Every rule number the engine can cite: each "§n" in the game's sources, tests left out. */
function citedRules(): Map<string, string> {
  const cited = new Map<string, string>();
  for (const file of readdirSync(DIR).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))) {
    for (const m of readFileSync(new URL(file, DIR), 'utf8').matchAll(/§(\d+(?:\.\d+)*)/g))
      if (!cited.has(m[1] as string)) cited.set(m[1] as string, file);
  }
  return cited;
}

describe('GLADIATOR rule summaries', () => {
  it('cover every rule number the engine cites', () => {
    const cited = citedRules();
    // The scan itself must find the engine's citations, or the test proves nothing.
    expect(cited.size).toBeGreaterThan(100);
    expect(cited.get('8.31')).toBeDefined();
    const missing = [...cited].filter(([n]) => !summaryOf(HELP, `§${n}`)).map(([n, file]) => `§${n} (${file})`);
    expect(missing).toEqual([]);
  });

  it('cover rules 1-20 as a tree: every sub-rule has its parent', () => {
    const keys = Object.keys(HELP.rules);
    for (let chapter = 1; chapter <= 20; chapter++) expect(keys).toContain(String(chapter));
    const orphans = keys.filter((k) => k.includes('.') && !HELP.rules[parentRule(HELP, k) ?? '']);
    expect(orphans).toEqual([]);
    // The displays of rule 3 are whole numbers: 3.10 is display 10, part of 3, not of 3.1.
    expect(['3.10', '3.9', '3.1', '3'].sort(ruleOrder(HELP))).toEqual(['3', '3.1', '3.9', '3.10']);
    expect(parentRule(HELP, '3.12')).toBe('3');
    expect(parentRule(HELP, '8.461')).toBe('8.46');
  });

  it('say something for each rule, under a title, in their own words', () => {
    for (const [n, s] of Object.entries(HELP.rules)) {
      expect(n, n).toMatch(/^\d+(\.\d+)*$/);
      expect(s.title.length, n).toBeGreaterThan(1);
      expect(s.text.length, n).toBeGreaterThan(10);
    }
  });

  it('are found by the number as the log writes it, and not for numbers they lack', () => {
    expect(ruleKey(' §17.351')).toBe('17.351');
    expect(summaryOf(HELP, '§8.31')?.title).toBe('Attacks');
    expect(summaryOf(HELP, '8.31')).toBe(summaryOf(HELP, '§8.31'));
    expect(summaryOf(HELP, '§21.4')).toBeUndefined();
    expect(summaryOf(HELP, 'constructor')).toBeUndefined();
  });
});

describe('GLADIATOR glossary', () => {
  it('explains every standard and special action of the order notation', () => {
    for (const s of STANDARD_ACTIONS) expect(termEntry(HELP, s, GROUPS.orders), s).toBeDefined();
    for (const d of ROLL_DIRECTIONS) expect(termEntry(HELP, `RO-${d}`, GROUPS.orders)?.name).toBe('Roll');
    for (const k of SPECIAL_KINDS)
      expect(termEntry(HELP, `(${k})`, GROUPS.orders) ?? termEntry(HELP, `(${k}#)`, GROUPS.orders), k).toBeDefined();
  });

  it('explains every result printed on the CRT and the critical hit table', () => {
    for (const row of CRT)
      for (const r of row.results) expect(termEntry(HELP, crtCode(r), GROUPS.crt), crtCode(r)).toBeDefined();
    for (const row of CRITICAL_TABLE)
      for (const c of row.cells.filter((c) => c !== '—')) expect(termEntry(HELP, c, GROUPS.critical), c).toBeDefined();
  });

  it('explains every armour code of the armour tables', () => {
    for (const table of Object.values(ARMOUR_TABLES))
      for (const row of table)
        for (const a of row.areas.filter((x) => x !== null))
          expect(termEntry(HELP, armourCode(a), GROUPS.armour), armourCode(a)).toBeDefined();
    expect(termEntry(HELP, 'A7', GROUPS.armour)?.name).toBe('Armour A');
  });

  it('explains the characteristics', () => {
    for (const c of ['TR', 'ST', 'AG', 'CON', 'W', 'CF', 'NF'])
      expect(termEntry(HELP, c, GROUPS.characteristics), c).toBeDefined();
  });

  it('reads a code as the log writes it', () => {
    expect(glossaryTerm('H+3')).toBe('H+#');
    expect(glossaryTerm('(K4)')).toBe('(K#)');
    expect(glossaryTerm('(LN2)')).toBe('(LN#)');
    expect(termEntry(HELP, '-', GROUPS.crt)?.name).toBe('No effect');
    expect(termEntry(HELP, 'H+2', GROUPS.crt)?.text).toMatch(/added to the wound roll/);
  });

  it('tells the same letter apart by table: S on the CRT is a shield hit, after a critical roll a stun', () => {
    expect(resultEntry(HELP, '§8.5', 'S')?.name).toBe('Shield hit');
    expect(resultEntry(HELP, '§9.4', 'S')?.name).toBe('Stunned');
    expect(resultEntry(HELP, '§17.3', 'P*')?.name).toBe('Parry with weapon and shield');
    expect(resultEntry(HELP, '§9.1', '2 wounds')).toBeUndefined();
  });

  it('has one entry per term and group, each citing a rule that has a summary', () => {
    const seen = new Set<string>();
    for (const e of HELP.glossary) {
      const key = `${e.group}/${e.term}`;
      expect(seen.has(key), key).toBe(false);
      seen.add(key);
      expect(Object.values(GROUPS)).toContain(e.group);
      if (e.rule) expect(summaryOf(HELP, e.rule), key).toBeDefined();
    }
    for (const rule of Object.keys(HELP.resultGroups)) expect(summaryOf(HELP, rule), rule).toBeDefined();
  });
});

describe('GLADIATOR first-match notes', () => {
  it('explain the turn plot, the order and the allocation, each citing a summarised rule', () => {
    expect(Object.keys(HELP.walkthrough).sort()).toEqual(['allocate', 'order', 'plot']);
    for (const note of Object.values(HELP.walkthrough)) if (note.rule) expect(summaryOf(HELP, note.rule)).toBeDefined();
  });
});

describe('finding a GLADIATOR rule by words', () => {
  it('finds rules by title and text, titles first', () => {
    const kneel = findRules(HELP, 'Kneel');
    expect(kneel[0]).toBe('13');
    expect(kneel).toContain('13.3');
    expect(kneel).toContain('6.3'); // KN among the standard actions
    expect(findRules(HELP, 'net toss').slice(0, 1)).toEqual(['17.3']);
    expect(findRules(HELP, '8.31')).toContain('8.31');
  });

  it('finds nothing for a blank query or words no rule holds', () => {
    expect(findRules(HELP, '  ')).toEqual([]);
    expect(findRules(HELP, 'chariot')).toEqual([]);
  });
});

describe('GLADIATOR options in words', () => {
  it('has words for every option and for no option the game lacks', () => {
    expect(Object.keys(OPTION_WORDS).sort()).toEqual(Object.keys(OptionsSchema.shape).sort());
  });
});
