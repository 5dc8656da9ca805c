import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { glory } from '../../games/glory/module.js';
import { type Field, fieldsOf, initialDraft, optionsFrom } from '../schemaForm.js';

/** The options schema as the server publishes it (GET /api/games) and the lobby builds its form from it. */
const published = z.toJSONSchema(glory.options, { io: 'input', unrepresentable: 'any' });
const field = (key: string): Field => {
  const f = fieldsOf(published).find((x) => x.key === key);
  if (!f) throw new Error(`no field ${key}`);
  return f;
};

describe("the lobby's Glory form says what each way of making the figures does", () => {
  it('1.1-1.5 the default (each player equips his man) comes first, in the list and in the hint', () => {
    const figures = field('figures');
    if (figures.kind !== 'enum') throw new Error('figures is not a choice');
    expect(figures.choices[0]).toBe('equipped');
    expect(initialDraft(published).figures).toBe('equipped');
    expect(figures.hint).toMatch(/^1\.1-1\.5: strength and agility rolled, then each player equips his own man/);
  });

  it('1.1-1.5 each value says what is rolled and what is chosen: rolled names the kit too', () => {
    const figures = field('figures');
    if (figures.kind !== 'enum') throw new Error('figures is not a choice');
    expect(figures.labels).toEqual({
      equipped: "strength and agility rolled, each player picks his man's kit",
      rolled: 'strength, agility and kit all rolled',
      chosen: 'strength, agility and kit chosen on sheets',
    });
    // Words, not the value's identifier, and none of them written in an identifier's way.
    for (const c of figures.choices) expect(figures.labels[c]).not.toBe(c);
    for (const words of [...Object.values(figures.labels), figures.label, figures.hint ?? ''])
      expect(words).not.toMatch(/[a-z][A-Z]/);
  });

  it('1.1-1.5 what the form sends for each value starts a match made that way', () => {
    for (const figures of ['equipped', 'rolled'] as const) {
      const sent = optionsFrom(published, { ...initialDraft(published), figures });
      if (!sent.ok) throw new Error(JSON.stringify(sent.errors));
      const s = glory.setup(glory.options.parse(sent.options), 'lobby-glory');
      expect(s.ok && (s.value.equipping !== undefined) === (figures === 'equipped')).toBe(true);
    }
  });
});
