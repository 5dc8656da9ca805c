/**
 * A small form from a game's options JSON Schema (GET /api/games): one field per property, typed from the schema
 * (boolean, enum, integer/number with bounds, string, a fixed-length list of enum values, a free list of strings,
 * a group of such fields for an object of them), with anything else edited as JSON. `optionsFrom` turns what was typed into the options object to send.
 * Everything a person reads is words: the label is the option's `title` and each value's the schema's
 * `valueLabels` (core/help.ts withWords), or the identifier spelled out in words when the game gave none.
 *
 * A group's fields sit in the draft under dotted keys ("billings.walls"). An optional group is sent only when one of
 * its fields differs from its default, so leaving every switch alone leaves the option out (a game may tell "absent"
 * from "present and all off", as GLADIATOR does for the Billings Rules).
 */

export type Field =
  | { kind: 'fixed'; key: string; label: string; hint: string | null; value: unknown }
  | { kind: 'boolean'; key: string; label: string; hint: string | null }
  | { kind: 'enum'; key: string; label: string; hint: string | null; choices: string[]; labels: ValueLabels }
  | { kind: 'number'; key: string; label: string; hint: string | null; integer: boolean; min?: number; max?: number }
  | { kind: 'text'; key: string; label: string; hint: string | null }
  | {
      kind: 'tuple';
      key: string;
      label: string;
      hint: string | null;
      choices: string[];
      labels: ValueLabels;
      length: number;
    }
  | { kind: 'list'; key: string; label: string; hint: string | null }
  | { kind: 'json'; key: string; label: string; hint: string | null }
  | { kind: 'group'; key: string; label: string; hint: string | null; optional: boolean; fields: Field[] };

/** Value -> the words shown for it, for every choice of an enum or tuple field. */
export type ValueLabels = Readonly<Record<string, string>>;

/** What a field holds while being edited. */
export type FieldValue = boolean | string | string[];
export type Draft = Record<string, FieldValue>;

type Schema = Record<string, unknown>;
const asSchema = (v: unknown): Schema => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Schema) : {});
const strings = (v: unknown): string[] | null =>
  Array.isArray(v) && v.every((x) => typeof x === 'string') ? (v as string[]) : null;

/** "frontFlanks" -> "front flanks". */
export const labelOf = (key: string): string =>
  key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/_/g, ' ')
    .toLowerCase();

/** Each choice's label: the game's words where it gave them, else the identifier in words. */
function labelsOf(choices: readonly string[], given: unknown): ValueLabels {
  const words = asSchema(given);
  return Object.fromEntries(
    choices.map((c) => {
      const w = Object.hasOwn(words, c) ? words[c] : undefined;
      return [c, typeof w === 'string' && w.trim() !== '' ? w : labelOf(c)];
    }),
  );
}

/** The last part of a dotted key: the property's name inside its object. */
const nameOf = (key: string): string => key.slice(key.lastIndexOf('.') + 1);

/** Kinds a group may hold: one input each, no further nesting. */
const GROUPABLE = new Set<Field['kind']>(['boolean', 'enum', 'number', 'text', 'tuple', 'list']);

function fieldOf(key: string, s: Schema, required: readonly string[] = []): Field {
  const label = typeof s.title === 'string' && s.title.trim() !== '' ? s.title : labelOf(nameOf(key));
  const hint = typeof s.description === 'string' ? s.description : null;
  if ('const' in s) return { kind: 'fixed', key, label, hint, value: s.const };
  const type = s.type;
  const choices = strings(s.enum);
  if (type === 'boolean') return { kind: 'boolean', key, label, hint };
  if (type === 'string' && choices)
    return { kind: 'enum', key, label, hint, choices, labels: labelsOf(choices, s.valueLabels) };
  if (type === 'string') return { kind: 'text', key, label, hint };
  if (type === 'integer' || type === 'number') {
    const f: Field = { kind: 'number', key, label, hint, integer: type === 'integer' };
    if (typeof s.minimum === 'number') f.min = s.minimum;
    if (typeof s.maximum === 'number') f.max = s.maximum;
    return f;
  }
  if (type === 'array') {
    const items = asSchema(s.items);
    const itemChoices = strings(items.enum);
    if (itemChoices && typeof s.minItems === 'number' && s.minItems === s.maxItems)
      return {
        kind: 'tuple',
        key,
        label,
        hint,
        choices: itemChoices,
        labels: labelsOf(itemChoices, s.valueLabels ?? items.valueLabels),
        length: s.minItems,
      };
    if (items.type === 'string') return { kind: 'list', key, label, hint };
  }
  if (type === 'object') {
    const fields = propertyFields(s, `${key}.`);
    if (fields.length > 0 && fields.every((f) => GROUPABLE.has(f.kind)))
      return { kind: 'group', key, label, hint, optional: !required.includes(key), fields };
  }
  return { kind: 'json', key, label, hint };
}

function propertyFields(schema: Schema, prefix: string): Field[] {
  const props = asSchema(schema.properties);
  const required = strings(schema.required) ?? [];
  return Object.entries(props).map(([key, s]) =>
    fieldOf(
      `${prefix}${key}`,
      asSchema(s),
      required.map((r) => `${prefix}${r}`),
    ),
  );
}

export function fieldsOf(schema: unknown): Field[] {
  return propertyFields(asSchema(schema), '');
}

/** The default the schema gives the field at a dotted key. */
const defaultOf = (schema: unknown, key: string): unknown =>
  asSchema(key.split('.').reduce<unknown>((s, part) => asSchema(asSchema(s).properties)[part], schema)).default;

export function initialDraft(schema: unknown): Draft {
  const draft: Draft = {};
  fillDraft(schema, fieldsOf(schema), draft);
  return draft;
}

function fillDraft(schema: unknown, fields: readonly Field[], draft: Draft): void {
  for (const f of fields) {
    const d = defaultOf(schema, f.key);
    switch (f.kind) {
      case 'group':
        fillDraft(schema, f.fields, draft);
        break;
      case 'fixed':
        break;
      case 'boolean':
        draft[f.key] = d === true;
        break;
      case 'enum':
        draft[f.key] = typeof d === 'string' && f.choices.includes(d) ? d : (f.choices[0] ?? '');
        break;
      case 'number':
        draft[f.key] = typeof d === 'number' ? String(d) : '';
        break;
      case 'text':
        draft[f.key] = typeof d === 'string' ? d : '';
        break;
      case 'tuple':
        draft[f.key] = Array.from({ length: f.length }, (_, i) => {
          const v = Array.isArray(d) ? d[i] : undefined;
          return typeof v === 'string' && f.choices.includes(v) ? v : (f.choices[0] ?? '');
        });
        break;
      case 'list':
        draft[f.key] = strings(d)?.join(', ') ?? '';
        break;
      case 'json':
        draft[f.key] = d === undefined ? '' : JSON.stringify(d);
        break;
    }
  }
}

export type OptionsResult =
  | { ok: true; options: Record<string, unknown> }
  | { ok: false; errors: Record<string, string> };

/** The options to send: every field that holds a value (blank optional fields are left to the game's defaults). */
export function optionsFrom(schema: unknown, draft: Draft): OptionsResult {
  const options: Record<string, unknown> = {};
  const errors: Record<string, string> = {};
  readFields(schema, fieldsOf(schema), draft, options, errors);
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, options };
}

/** Whether every field of a group still holds what the defaults put there. */
function untouched(schema: unknown, fields: readonly Field[], draft: Draft): boolean {
  const initial: Draft = {};
  fillDraft(schema, fields, initial);
  return fields.every((f) => JSON.stringify(draft[f.key] ?? initial[f.key]) === JSON.stringify(initial[f.key]));
}

function readFields(
  schema: unknown,
  fields: readonly Field[],
  draft: Draft,
  options: Record<string, unknown>,
  errors: Record<string, string>,
): void {
  for (const f of fields) {
    const v = draft[f.key];
    const name = nameOf(f.key);
    switch (f.kind) {
      case 'fixed':
        options[name] = f.value;
        break;
      case 'group': {
        if (f.optional && untouched(schema, f.fields, draft)) break;
        const inner: Record<string, unknown> = {};
        readFields(schema, f.fields, draft, inner, errors);
        options[name] = inner;
        break;
      }
      case 'boolean':
        options[name] = v === true;
        break;
      case 'enum':
      case 'text':
        if (typeof v === 'string' && v !== '') options[name] = v;
        break;
      case 'number': {
        const t = typeof v === 'string' ? v.trim() : '';
        if (t === '') break;
        const n = Number(t);
        if (!Number.isFinite(n)) errors[f.key] = 'a number';
        else if (f.integer && !Number.isInteger(n)) errors[f.key] = 'a whole number';
        else if (f.min !== undefined && n < f.min) errors[f.key] = `at least ${f.min}`;
        else if (f.max !== undefined && n > f.max) errors[f.key] = `at most ${f.max}`;
        else options[name] = n;
        break;
      }
      case 'tuple':
        if (Array.isArray(v)) options[name] = [...v];
        break;
      case 'list':
        options[name] = (typeof v === 'string' ? v : '')
          .split(',')
          .map((x) => x.trim())
          .filter((x) => x !== '');
        break;
      case 'json': {
        const t = typeof v === 'string' ? v.trim() : '';
        if (t === '') break;
        try {
          options[name] = JSON.parse(t);
        } catch {
          errors[f.key] = 'not valid JSON';
        }
        break;
      }
    }
  }
}
