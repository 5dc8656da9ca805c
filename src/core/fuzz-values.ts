/**
 * The values the engine fuzzer sends: random JSON of every type and depth, legal commands bent out of shape,
 * commands built from a game's command schema and the numbers and words of its legal form, and the hostile
 * extremes (built-in property names, huge strings and arrays, deep nesting). Every value is plain JSON, as a
 * command arrives over the wire; a key such as `__proto__` is an own property, as JSON.parse makes it.
 */
import { nextInt, type RngState } from './rng.js';

/** Names every JavaScript object inherits: a lookup by one of them must never find anything. */
export const BUILT_IN_NAMES = [
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'valueOf',
  'hasOwnProperty',
  'isPrototypeOf',
  '__defineGetter__',
  'toJSON',
];

/** Numbers at the edges: zero, signs, fractions, the limits of 32-bit and safe integers, the largest doubles. */
const EDGE_NUMBERS = [
  0,
  -1,
  1,
  2,
  0.5,
  -0.5,
  1e-9,
  7.000001,
  255,
  256,
  65536,
  2 ** 31 - 1,
  2 ** 31,
  -(2 ** 31),
  2 ** 32,
  2 ** 53 - 1,
  2 ** 53 + 2,
  -(2 ** 53),
  1e21,
  1e308,
  -1e308,
  5e-324,
];

const ODD_STRINGS = ['', ' ', '0', '-1', '1e3', 'NaN', 'null', 'true', '[]', '{}', '\u0000', '\ud800', 'é', '🗡️', '%s'];

/** A JSON Schema node as zod's toJSONSchema writes it; only the keywords the maker reads are named. */
export interface SchemaNode {
  type?: string | string[];
  const?: unknown;
  enum?: unknown[];
  anyOf?: SchemaNode[];
  oneOf?: SchemaNode[];
  allOf?: SchemaNode[];
  properties?: Record<string, SchemaNode>;
  required?: string[];
  items?: SchemaNode | false;
  prefixItems?: SchemaNode[];
  minItems?: number;
  maxItems?: number;
  minimum?: number;
  maximum?: number;
  maxLength?: number;
  default?: unknown;
}

/** Sets a key as an own property even when it is `__proto__`, where plain assignment would set the prototype. */
export function setOwn(target: Record<string, unknown>, key: string, value: unknown): void {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

export class ValueMaker {
  /** Numbers and strings of the game at hand (from its legal commands and form), drawn on to build near misses. */
  private numbers: number[] = [0, 1];
  private words: string[] = [];

  constructor(private readonly rng: RngState) {}

  int(n: number): number {
    return nextInt(this.rng, n);
  }

  chance(percent: number): boolean {
    return nextInt(this.rng, 100) < percent;
  }

  pick<T>(xs: readonly T[]): T {
    return xs[nextInt(this.rng, xs.length)] as T;
  }

  /** Takes the numbers and strings found in these values (legal commands, a form, seat names) as the game's own. */
  learn(...values: unknown[]): void {
    const numbers = new Set<number>([0, 1]);
    const words = new Set<string>();
    const walk = (v: unknown, depth: number): void => {
      if (typeof v === 'number') numbers.add(v);
      else if (typeof v === 'string') words.add(v);
      else if (v !== null && typeof v === 'object' && depth < 8)
        for (const [k, child] of Object.entries(v)) {
          if (!Array.isArray(v)) words.add(k);
          walk(child, depth + 1);
        }
    };
    for (const v of values) walk(v, 0);
    this.numbers = [...numbers];
    this.words = [...words];
  }

  number(): number {
    const r = this.int(10);
    if (r < 5) return this.pick(this.numbers) + this.pick([-1, 0, 0, 1]);
    if (r < 8) return this.int(21) - 5;
    return this.pick(EDGE_NUMBERS);
  }

  string(): string {
    const r = this.int(20);
    if (r < 8 && this.words.length > 0) return this.pick(this.words);
    if (r < 11 && this.words.length > 1) {
      // Pieces of two of the game's own strings spliced together: near misses of its notation.
      const a = this.pick(this.words);
      const b = this.pick(this.words);
      return a.slice(0, this.int(a.length + 1)) + b.slice(this.int(b.length + 1));
    }
    if (r < 13) return this.pick(BUILT_IN_NAMES);
    if (r < 17) return this.pick(ODD_STRINGS);
    if (r < 19) return String(this.number());
    return 'x'.repeat(80 + this.int(200));
  }

  key(): string {
    return this.chance(30) ? this.pick(BUILT_IN_NAMES) : this.string();
  }

  /** Any JSON value: every type, nested up to `depth` levels. */
  json(depth = 4): unknown {
    const r = this.int(depth > 0 ? 8 : 5);
    switch (r) {
      case 0:
        return null;
      case 1:
        return this.chance(50);
      case 2:
        return this.number();
      case 3:
      case 4:
        return this.string();
      case 5:
        return Array.from({ length: this.int(5) }, () => this.json(depth - 1));
      default: {
        const o: Record<string, unknown> = {};
        for (let i = this.int(5); i > 0; i--) setOwn(o, this.key(), this.json(depth - 1));
        return o;
      }
    }
  }

  /** Arrays or objects nested hundreds to a couple of thousand levels deep (deeper cannot be sent as a reply). */
  deep(): unknown {
    let v: unknown = this.json(1);
    for (let i = 100 + this.int(1900); i > 0; i--) v = this.chance(50) ? [v] : { [this.pick(['a', 'type', 'x'])]: v };
    return v;
  }

  /** A string of up to a megabyte, or an array of up to a hundred thousand values. */
  huge(): unknown {
    switch (this.int(3)) {
      case 0:
        return this.pick(['x', '(', '9', '\u00e9']).repeat(10_000 + this.int(1_000_000));
      case 1:
        return new Array(10_000 + this.int(90_000)).fill(this.int(9));
      default:
        return new Array(1_000 + this.int(10_000)).fill({ type: this.string() });
    }
  }

  /**
   * A copy of `value` with one thing wrong somewhere in it: a field removed, added (built-in names included) or
   * replaced by a value of another type, a number pushed out of range or written as a string, an array emptied,
   * lengthened or swapped for its first element.
   */
  mutate(value: unknown): unknown {
    const copy = structuredClone(value);
    const holder: Record<string, unknown> = { root: copy };
    // Walks down a random path, then damages what it finds there.
    let parent: Record<string, unknown> | unknown[] = holder;
    let key: string | number = 'root';
    for (let depth = 0; depth < 6; depth++) {
      const here: unknown = (parent as Record<string | number, unknown>)[key];
      const keys = here !== null && typeof here === 'object' ? Object.keys(here) : [];
      if (keys.length === 0 || this.chance(35)) break;
      parent = here as Record<string, unknown>;
      key = Array.isArray(here) ? this.int(here.length) : this.pick(keys);
    }
    this.damage(parent, key, parent === holder);
    return holder.root;
  }

  private damage(parent: Record<string, unknown> | unknown[], key: string | number, atRoot: boolean): void {
    const p = parent as Record<string | number, unknown>;
    const v = p[key];
    const r = this.int(8);
    if (r === 0 && !Array.isArray(parent) && !atRoot) {
      delete p[key];
      return;
    }
    if (r === 1 && v !== null && typeof v === 'object' && !Array.isArray(v)) {
      setOwn(v as Record<string, unknown>, this.key(), this.json(2));
      return;
    }
    if (r === 2 && Array.isArray(v)) {
      const grown = [...v, ...v, this.json(1)];
      p[key] = this.chance(50) ? [] : grown;
      return;
    }
    if (typeof v === 'number' && r < 6) {
      p[key] = this.chance(60) ? this.pick(EDGE_NUMBERS) * this.pick([1, -1]) : String(v);
      return;
    }
    if (typeof v === 'string' && r < 6) {
      p[key] = this.chance(50) ? this.string() : this.number();
      return;
    }
    p[key] = this.chance(80) ? this.json(2) : this.pick(BUILT_IN_NAMES);
  }

  /**
   * A value of the shape `schema` describes, with leaves drawn from the game's own numbers and words: a command
   * built within the game's form rather than picked from its sample. `like` (a legal command) steers the choice
   * of union branch and of numbers, so most results are near the commands the game awaits now.
   */
  fromSchema(schema: SchemaNode | undefined, like?: unknown, depth = 0): unknown {
    if (!schema || depth > 12) return this.json(1);
    if (schema.const !== undefined) return schema.const;
    if (schema.enum) return this.pick(schema.enum);
    const branches = schema.anyOf ?? schema.oneOf;
    if (branches && branches.length > 0) {
      const matching = branches.filter((b) => this.fits(b, like));
      const branch = matching.length > 0 && this.chance(80) ? this.pick(matching) : this.pick(branches);
      return this.fromSchema(branch, like, depth + 1);
    }
    if (schema.allOf?.[0]) return this.fromSchema(schema.allOf[0], like, depth + 1);
    const type = Array.isArray(schema.type) ? this.pick(schema.type) : schema.type;
    switch (type) {
      case 'object': {
        const o: Record<string, unknown> = {};
        const was = like !== null && typeof like === 'object' ? (like as Record<string, unknown>) : {};
        for (const [k, sub] of Object.entries(schema.properties ?? {}))
          if (schema.required?.includes(k) || Object.hasOwn(was, k) || this.chance(40))
            setOwn(o, k, this.fromSchema(sub, was[k], depth + 1));
        return o;
      }
      case 'array': {
        const was = Array.isArray(like) ? like : [];
        if (schema.prefixItems) return schema.prefixItems.map((s, i) => this.fromSchema(s, was[i], depth + 1));
        const min = schema.minItems ?? 0;
        const max = Math.min(schema.maxItems ?? min + 6, min + 6);
        const n = was.length > 0 && this.chance(50) ? was.length : min + this.int(max - min + 1);
        const items = schema.items === false ? undefined : schema.items;
        return Array.from({ length: n }, (_, i) => this.fromSchema(items, was[i], depth + 1));
      }
      case 'integer':
      case 'number': {
        const base = typeof like === 'number' && this.chance(60) ? like + this.pick([-1, 0, 1]) : this.number();
        const n = type === 'integer' ? Math.round(base) : base;
        return Math.min(schema.maximum ?? n, Math.max(schema.minimum ?? n, n));
      }
      case 'string': {
        const s = typeof like === 'string' && this.chance(50) ? like : this.string();
        return schema.maxLength !== undefined ? s.slice(0, schema.maxLength) : s;
      }
      case 'boolean':
        return this.chance(50);
      case 'null':
        return null;
      default:
        return this.json(2);
    }
  }

  /**
   * `like` (a legal command) with one optional field it lacks built from the schema: the parts of a command that
   * no sample shows (a GLADIATOR allocation's thrown weapon) reached from a command that is otherwise accepted.
   */
  extend(schema: SchemaNode, like: unknown): unknown {
    const branches = schema.anyOf ?? schema.oneOf ?? [schema];
    const branch = branches.find((b) => this.fits(b, like));
    if (!branch?.properties || like === null || typeof like !== 'object') return this.fromSchema(schema, like);
    const missing = Object.keys(branch.properties).filter((k) => !Object.hasOwn(like, k));
    if (missing.length === 0) return this.fromSchema(schema, like);
    const key = this.pick(missing);
    const out = structuredClone(like) as Record<string, unknown>;
    setOwn(out, key, this.fromSchema(branch.properties[key], undefined, 1));
    return out;
  }

  /**
   * Valid-looking game options: each option left to its default or drawn from its schema, whole numbers kept
   * near their default so matches stay short (a turn limit of 1 to twice the default).
   */
  options(schema: SchemaNode, words: string[]): Record<string, unknown> {
    const out: Record<string, unknown> = {};
    for (const [k, sub] of Object.entries(schema.properties ?? {})) {
      if (this.chance(50)) continue;
      if (sub.type === 'integer' && typeof sub.minimum === 'number') {
        const top = typeof sub.default === 'number' ? 2 * sub.default : sub.minimum + 10;
        out[k] = sub.minimum + this.int(Math.max(1, Math.min(sub.maximum ?? top, top) - sub.minimum + 1));
      } else if (sub.type === 'array' && sub.items && !sub.items.enum && !sub.items.anyOf) {
        // Free lists of names (left-handed seats and the like) take some of the game's own words.
        out[k] = words.filter(() => this.chance(50));
      } else out[k] = this.fromSchema(sub, sub.default);
    }
    return out;
  }

  /** Whether `like` could be a value of `schema`: its constant properties agree. */
  private fits(schema: SchemaNode, like: unknown): boolean {
    if (like === undefined) return false;
    if (schema.const !== undefined) return schema.const === like;
    if (!schema.properties || like === null || typeof like !== 'object') return false;
    return Object.entries(schema.properties).every(
      ([k, sub]) => sub.const === undefined || (like as Record<string, unknown>)[k] === sub.const,
    );
  }
}
