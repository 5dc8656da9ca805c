import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { OptionsSchema } from '../games/gladiator/module.js';
import { fieldsOf, initialDraft, labelOf, optionsFrom } from './schemaForm.js';

// The options schema as GET /api/games would carry it.
const SCHEMA = JSON.parse(JSON.stringify(z.toJSONSchema(OptionsSchema, { io: 'input' })));

describe('options form from a JSON Schema', () => {
  it('gives each GLADIATOR option a field of the right kind', () => {
    const kinds = Object.fromEntries(fieldsOf(SCHEMA).map((f) => [f.key, f.kind]));
    expect(kinds).toEqual({
      advanced: 'boolean',
      frontFlanks: 'enum',
      woundCategories: 'enum',
      shieldOverflowHits: 'boolean',
      proneTurnsToFace: 'boolean',
      unconsciousAt: 'enum',
      turnLimit: 'number',
      leftHanded: 'list',
      types: 'tuple',
      sides: 'json',
      teamFormat: 'enum',
      winnersHelp: 'boolean',
    });
  });

  it('reads the Advanced Game switch in words, with its one-line description, off by default', () => {
    const advanced = fieldsOf(SCHEMA).find((f) => f.key === 'advanced');
    expect(advanced).toMatchObject({ kind: 'boolean', label: 'advanced' });
    expect(advanced?.hint).toMatch(/^Advanced Game \(17-19\): .*net.*crowd/);
    expect(initialDraft(SCHEMA).advanced).toBe(false);
  });

  it('starts from the defaults, which the game then parses to its defaults', () => {
    const r = optionsFrom(SCHEMA, initialDraft(SCHEMA));
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(OptionsSchema.parse(r.options)).toEqual(OptionsSchema.parse({}));
  });

  it('sends what was chosen, and the game accepts it', () => {
    const draft = { ...initialDraft(SCHEMA), turnLimit: '12', leftHanded: ' b , ', types: ['heavy', 'light'] };
    const r = optionsFrom(SCHEMA, draft);
    expect(r.ok && r.options).toMatchObject({ turnLimit: 12, leftHanded: ['b'], types: ['heavy', 'light'] });
    expect(r.ok && OptionsSchema.safeParse(r.options).success).toBe(true);
  });

  it('refuses numbers outside the bounds or not whole', () => {
    for (const [v, msg] of [
      ['0', 'at least 1'],
      ['1001', 'at most 1000'],
      ['2.5', 'a whole number'],
      ['x', 'a number'],
    ])
      expect(optionsFrom(SCHEMA, { ...initialDraft(SCHEMA), turnLimit: v as string })).toEqual({
        ok: false,
        errors: { turnLimit: msg },
      });
  });

  it('edits anything it does not know as JSON', () => {
    const schema = { properties: { map: { type: 'object', default: { w: 3 } } } };
    expect(fieldsOf(schema)[0]?.kind).toBe('json');
    expect(optionsFrom(schema, initialDraft(schema))).toEqual({ ok: true, options: { map: { w: 3 } } });
    expect(optionsFrom(schema, { map: '{' }).ok).toBe(false);
  });

  it('has no fields for a schema without properties', () => {
    expect(fieldsOf(undefined)).toEqual([]);
    expect(optionsFrom({}, {})).toEqual({ ok: true, options: {} });
  });

  it('labels keys in words', () => {
    expect(labelOf('frontFlanks')).toBe('front flanks');
    expect(labelOf('turn_limit')).toBe('turn limit');
  });
});
