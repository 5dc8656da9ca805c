import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { DEFAULT_CAMPAIGN } from './campaign.js';
import { OptionsSchema } from './module.js';
import {
  CAMPAIGN_OPTION_DESCRIPTIONS,
  CAMPAIGN_OPTION_WORDS,
  OPTION_DESCRIPTIONS,
  OPTION_WORDS,
} from './option-words.js';
import { PREMADE_IDS } from './premade.js';
import { SECTION } from './tables.js';

const sections = new Set<string>(Object.values(SECTION));

describe('Gladiatori option words', () => {
  it('every option has a label and a one-line description that starts with a section Ludus numbers', () => {
    for (const [key, line] of Object.entries({ ...OPTION_DESCRIPTIONS, ...CAMPAIGN_OPTION_DESCRIPTIONS })) {
      const section = line.split(':')[0] as string;
      expect(sections.has(section), key).toBe(true);
      expect(line.length, key).toBeLessThan(160);
    }
    expect(Object.keys(OPTION_DESCRIPTIONS).sort()).toEqual(Object.keys(OPTION_WORDS).sort());
  });
  it('are exactly the options the schema has, each published with its label and its description', () => {
    expect(Object.keys(OPTION_WORDS).sort()).toEqual(Object.keys(OptionsSchema.shape).sort());
    const published = z.toJSONSchema(OptionsSchema, { io: 'input', unrepresentable: 'any' }) as {
      properties: Record<string, { title?: string; description?: string }>;
    };
    for (const [key, words] of Object.entries(OPTION_WORDS)) {
      expect(published.properties[key]?.title, key).toBe(words.label);
      expect(published.properties[key]?.description, key).toBe(OPTION_DESCRIPTIONS[key as keyof typeof OPTION_WORDS]);
    }
  });
  it('names every pre-made character', () => {
    for (const id of PREMADE_IDS) expect(OPTION_WORDS.characters.values[id]).toBeDefined();
  });
  it('has words for every campaign reading', () => {
    expect(Object.keys(CAMPAIGN_OPTION_WORDS).sort()).toEqual(Object.keys(DEFAULT_CAMPAIGN).sort());
  });
});
