/** Game states are plain JSON: numbers, strings, booleans, null, arrays and plain objects. */
export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/**
 * Deep copy of a plain-JSON value. Several times faster than a JSON round trip or structuredClone on the small,
 * shallow states of our games, and `apply` copies a state every time a step resolves. Values under a key in
 * `shared` are ones the game never mutates after setup: the copy shares them instead of copying.
 */
export function cloneJson<T>(value: T, shared?: ReadonlySet<string>): T {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) {
    // Arrays of plain values (wound tracks, plots, coordinates) copy in one go.
    let flat = true;
    for (let i = 0; i < value.length; i++) {
      const v = value[i];
      if (v !== null && typeof v === 'object') {
        flat = false;
        break;
      }
    }
    if (flat) return value.slice() as T;
    const out = new Array(value.length);
    for (let i = 0; i < value.length; i++) out[i] = cloneJson(value[i], shared);
    return out as T;
  }
  // Spread copies a flat object fastest; then only the nested values are copied deeply.
  const out: Record<string, unknown> = { ...(value as Record<string, unknown>) };
  for (const key in out) {
    const v = out[key];
    if (v === null || typeof v !== 'object' || shared?.has(key)) continue;
    const copy = cloneJson(v, shared);
    if (key === '__proto__')
      Object.defineProperty(out, key, { value: copy, enumerable: true, writable: true, configurable: true });
    else out[key] = copy;
  }
  return out as T;
}
