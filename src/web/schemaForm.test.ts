import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { gladiator, OptionsSchema } from '../games/gladiator/module.js';
import { fieldsOf, initialDraft, labelOf, optionsFrom } from './schemaForm.js';

// The options schema as GET /api/games carries it: the module's, with its words.
const SCHEMA = JSON.parse(JSON.stringify(z.toJSONSchema(gladiator.options, { io: 'input' })));

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
      appealException: 'enum',
      netLayHex: 'enum',
      grabbedNet: 'enum',
      armedOpponent: 'enum',
      // The Billings Rules: a group of switches, one field each.
      billings: 'group',
      netTossTarget: 'enum',
    });
  });

  it('reads the Advanced Game switch in words, with its one-line description, off by default', () => {
    const advanced = fieldsOf(SCHEMA).find((f) => f.key === 'advanced');
    expect(advanced).toMatchObject({ kind: 'boolean', label: 'Advanced Game' });
    expect(advanced?.hint).toMatch(/^17-20: .*net.*crowd.*team/);
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

  it('draws each Billings section as its own switch, whatever sections the schema has, with its words', () => {
    const billings = fieldsOf(SCHEMA).find((f) => f.key === 'billings');
    if (billings?.kind !== 'group') throw new Error('the Billings Rules are not a group');
    const sections = Object.keys(SCHEMA.properties.billings.properties);
    expect(billings.fields.map((f) => f.key)).toEqual(sections.map((k) => `billings.${k}`));
    expect(billings.optional).toBe(true);
    const byKey = Object.fromEntries(billings.fields.map((f) => [f.key, f]));
    expect(byKey['billings.preset']).toMatchObject({ kind: 'boolean', label: 'Billings preset (every section)' });
    expect(byKey['billings.walls']).toMatchObject({ kind: 'boolean', label: 'Walled arena' });
    expect(byKey['billings.walls']?.hint).toMatch(/19 by 15/);
    expect(byKey['billings.wallStunSidestep']).toMatchObject({ kind: 'enum', choices: ['text', 'chart'] });
    // Each switch starts off, the reading at its default.
    const draft = initialDraft(SCHEMA);
    const props = SCHEMA.properties.billings.properties as Record<string, { type?: string; default?: unknown }>;
    for (const k of sections) {
      const prop = props[k];
      expect(draft[`billings.${k}`], k).toBe(prop?.type === 'boolean' ? false : prop?.default);
    }
    expect(draft['billings.wallStunSidestep']).toBe('text');
  });

  it('leaves the Billings Rules out while every switch is as it starts (the original game)', () => {
    const r = optionsFrom(SCHEMA, initialDraft(SCHEMA));
    expect(r.ok && 'billings' in r.options).toBe(false);
  });

  it('sends the Billings preset, or a single section, as the object the game parses', () => {
    const preset = optionsFrom(SCHEMA, { ...initialDraft(SCHEMA), 'billings.preset': true });
    expect(preset.ok && preset.options.billings).toMatchObject({
      preset: true,
      walls: false,
      wallStunSidestep: 'text',
    });
    expect(preset.ok && OptionsSchema.parse(preset.options).billings?.preset).toBe(true);
    const walls = optionsFrom(SCHEMA, { ...initialDraft(SCHEMA), 'billings.walls': true });
    expect(walls.ok && OptionsSchema.parse(walls.options).billings).toMatchObject({ preset: false, walls: true });
    const reading = optionsFrom(SCHEMA, { ...initialDraft(SCHEMA), 'billings.wallStunSidestep': 'chart' });
    expect(reading.ok && reading.options.billings).toMatchObject({ wallStunSidestep: 'chart' });
  });

  it('groups the fields of any object of simple options, and sends a required group even untouched', () => {
    const schema = {
      required: ['rules'],
      properties: {
        rules: {
          type: 'object',
          title: 'Rules',
          properties: { fast: { type: 'boolean', default: false }, size: { type: 'integer', minimum: 1, default: 3 } },
        },
        extra: { type: 'object', properties: { x: { type: 'boolean' } } },
        deep: { type: 'object', properties: { inner: { type: 'object', properties: { y: { type: 'boolean' } } } } },
      },
    };
    const [rules, extra, deep] = fieldsOf(schema);
    expect(rules).toMatchObject({ kind: 'group', optional: false, label: 'Rules' });
    expect(rules?.kind === 'group' && rules.fields.map((f) => [f.key, f.label])).toEqual([
      ['rules.fast', 'fast'],
      ['rules.size', 'size'],
    ]);
    expect(extra).toMatchObject({ kind: 'group', optional: true });
    // A group within a group is edited as JSON.
    expect(deep?.kind).toBe('json');
    expect(optionsFrom(schema, initialDraft(schema))).toEqual({
      ok: true,
      options: { rules: { fast: false, size: 3 } },
    });
    expect(optionsFrom(schema, { ...initialDraft(schema), 'extra.x': true })).toMatchObject({
      options: { extra: { x: true } },
    });
    expect(optionsFrom(schema, { ...initialDraft(schema), 'rules.size': '0' })).toEqual({
      ok: false,
      errors: { 'rules.size': 'at least 1' },
    });
  });

  it('gives every GLADIATOR option a label and a one-line explanation in words, never its identifier', () => {
    for (const f of fieldsOf(SCHEMA).flatMap((f) => (f.kind === 'group' ? [f, ...f.fields] : [f]))) {
      expect(f.label, f.key).not.toBe(f.key);
      expect(f.label, f.key).toMatch(/^[A-Z]/);
      expect(f.label, f.key).not.toMatch(/[a-z][A-Z]/);
      expect(f.hint?.length ?? 0, f.key).toBeGreaterThan(20);
    }
  });

  it('shows every GLADIATOR value as the words the game gave, never the identifier', () => {
    const fields = Object.fromEntries(fieldsOf(SCHEMA).map((f) => [f.key, f]));
    expect(fields.unconsciousAt).toMatchObject({ labels: { zeroOrLess: 'zero or less', belowZero: 'below zero' } });
    expect(fields.frontFlanks).toMatchObject({ labels: { rangedOnly: 'for thrown items only' } });
    expect(fields.types).toMatchObject({ labels: { retarius: 'Retarius (net and trident)' } });
    for (const f of Object.values(fields))
      if (f.kind === 'enum' || f.kind === 'tuple')
        for (const c of f.choices) {
          const schemaLabels = SCHEMA.properties[f.key].valueLabels ?? {};
          expect(schemaLabels[c], `${f.key}: ${c}`).toBe(f.labels[c]);
          if (/[A-Z]/.test(c)) expect(f.labels[c], `${f.key}: ${c}`).not.toBe(c);
        }
  });

  it('spells out a value in words when a game gave no label for it', () => {
    const schema = {
      properties: {
        mode: { type: 'string', enum: ['rangedOnly', 'x'], valueLabels: { x: 'the letter x', rangedOnly: 7 } },
        sides: { type: 'array', minItems: 2, maxItems: 2, items: { type: 'string', enum: ['bigShield'] } },
      },
    };
    const [mode, sides] = fieldsOf(schema);
    expect(mode).toMatchObject({ label: 'mode', labels: { rangedOnly: 'ranged only', x: 'the letter x' } });
    expect(sides).toMatchObject({ kind: 'tuple', labels: { bigShield: 'big shield' } });
  });

  it('labels keys in words', () => {
    expect(labelOf('frontFlanks')).toBe('front flanks');
    expect(labelOf('turn_limit')).toBe('turn limit');
  });
});
