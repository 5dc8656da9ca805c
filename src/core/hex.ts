/**
 * Hex grid in axial coordinates (q, r), flat-topped hexes so that a figure faces a hexside.
 * Directions 0..5 run clockwise from north: 0 N, 1 NE, 2 SE, 3 S, 4 SW, 5 NW.
 * Pixel layout belongs to the client; this file is pure hex maths.
 */
export interface Hex {
  q: number;
  r: number;
}
/** 0..5 clockwise. */
export type Direction = 0 | 1 | 2 | 3 | 4 | 5;

/** Relative direction r = (dir - facing) mod 6. */
export const Rel = { F: 0, FR: 1, BR: 2, B: 3, BL: 4, FL: 5 } as const;
export type RelName = keyof typeof Rel;
export const REL_NAMES: readonly RelName[] = ['F', 'FR', 'BR', 'B', 'BL', 'FL'];
/** Compass names of the directions, for logs and text displays. */
export const COMPASS: readonly ['N', 'NE', 'SE', 'S', 'SW', 'NW'] = ['N', 'NE', 'SE', 'S', 'SW', 'NW'];
/** The directions as a person reads them: "facing south-west". */
export const COMPASS_WORDS = ['north', 'north-east', 'south-east', 'south', 'south-west', 'north-west'] as const;

const DELTAS: readonly Hex[] = [
  { q: 0, r: -1 },
  { q: 1, r: -1 },
  { q: 1, r: 0 },
  { q: 0, r: 1 },
  { q: -1, r: 1 },
  { q: -1, r: 0 },
];

export const hex = (q: number, r: number): Hex => ({ q, r });
export const hexEq = (a: Hex, b: Hex): boolean => a.q === b.q && a.r === b.r;
export const hexKey = (h: Hex): string => `${h.q},${h.r}`;
export const add = (a: Hex, b: Hex): Hex => ({ q: a.q + b.q, r: a.r + b.r });
export const sub = (a: Hex, b: Hex): Hex => ({ q: a.q - b.q, r: a.r - b.r });
export const scale = (a: Hex, k: number): Hex => ({ q: a.q * k, r: a.r * k });

export const dir = (n: number): Direction => (((n % 6) + 6) % 6) as Direction;
export const turn = (d: Direction, steps: number): Direction => dir(d + steps);
export const opposite = (d: Direction): Direction => dir(d + 3);
export const delta = (d: Direction): Hex => DELTAS[d] as Hex;
export const neighbour = (h: Hex, d: Direction, n = 1): Hex => add(h, scale(delta(d), n));
export const neighbours = (h: Hex): Hex[] => DELTAS.map((d) => add(h, d));

export function distance(a: Hex, b: Hex): number {
  const dq = a.q - b.q;
  const dr = a.r - b.r;
  return Math.max(Math.abs(dq), Math.abs(dr), Math.abs(dq + dr));
}

/** Relative direction of absolute direction `d` for a figure facing `facing`. */
export const relative = (d: Direction, facing: Direction): number => dir(d - facing);
/** Absolute direction of a relative direction for a figure facing `facing`. */
export const absolute = (rel: number, facing: Direction): Direction => dir(facing + rel);

/**
 * Decomposes an offset v = p·e(a) + q·e(a+1) with p >= 1, q >= 0.
 * q = 0 means v lies on spoke a; otherwise it lies between spokes a and a+1. Distance is p + q.
 */
export interface Spoke {
  a: Direction;
  p: number;
  q: number;
}
export function spokeOf(from: Hex, to: Hex): Spoke | null {
  const v = sub(to, from);
  if (v.q === 0 && v.r === 0) return null;
  for (let a = 0; a < 6; a++) {
    const e1 = DELTAS[a] as Hex;
    const e2 = DELTAS[(a + 1) % 6] as Hex;
    // Solve v = p*e1 + q*e2 (2x2 integer system; determinant is ±1 for adjacent unit vectors).
    const det = e1.q * e2.r - e1.r * e2.q;
    const p = (v.q * e2.r - v.r * e2.q) / det;
    const q = (e1.q * v.r - e1.r * v.q) / det;
    if (p >= 1 && q >= 0) return { a: a as Direction, p, q };
  }
  throw new Error(`spokeOf: no decomposition for ${hexKey(v)}`);
}

/** Direction from `from` to an adjacent hex `to`, or null when they are not adjacent. */
export function directionTo(from: Hex, to: Hex): Direction | null {
  const dq = to.q - from.q;
  const dr = to.r - from.r;
  for (let i = 0; i < 6; i++) {
    const d = DELTAS[i] as Hex;
    if (d.q === dq && d.r === dr) return i as Direction;
  }
  return null;
}

/**
 * Is `target` in the front cone of radius n of a figure at `at` facing `facing`?
 * The cone is every hex within n on the FL, F or FR spokes or between them (3, 5, 7 hexes at distance 1, 2, 3).
 */
export function inFrontCone(at: Hex, facing: Direction, target: Hex, radius: number): boolean {
  if (radius === 1) {
    // The combat front (5.2): the three adjacent hexes FL, F, FR.
    const d = directionTo(at, target);
    if (d === null) return false;
    const rel = relative(d, facing);
    return rel === 5 || rel === 0 || rel === 1;
  }
  const s = spokeOf(at, target);
  if (!s || s.p + s.q > radius) return false;
  const rel = relative(s.a, facing);
  // On spokes FL(5), F(0), FR(1); between FL/F (a = FL) or F/FR (a = F).
  return s.q === 0 ? rel === 5 || rel === 0 || rel === 1 : rel === 5 || rel === 0;
}

/** Every hex of the front cone of radius n, nearest first. */
export function frontCone(at: Hex, facing: Direction, radius: number): Hex[] {
  const out: Hex[] = [];
  for (let d = 1; d <= radius; d++) for (const h of ring(at, d)) if (inFrontCone(at, facing, h, radius)) out.push(h);
  return out;
}

/** The hexes at exactly distance n, clockwise starting on spoke 0. */
export function ring(center: Hex, n: number): Hex[] {
  if (n === 0) return [center];
  const out: Hex[] = [];
  let h = neighbour(center, 0, n);
  for (let side = 0; side < 6; side++) {
    const d = dir(side + 2);
    for (let i = 0; i < n; i++) {
      out.push(h);
      h = neighbour(h, d);
    }
  }
  return out;
}

/** Hexes on the straight line from a to b (cube lerp with rounding), both ends included. */
export function line(a: Hex, b: Hex): Hex[] {
  const n = distance(a, b);
  if (n === 0) return [a];
  const out: Hex[] = [];
  for (let i = 0; i <= n; i++) {
    const t = i / n;
    // Nudge avoids ties landing exactly on hex corners.
    const q = a.q + (b.q - a.q) * t + 1e-6;
    const r = a.r + (b.r - a.r) * t + 1e-6;
    out.push(roundHex(q, r));
  }
  return out;
}

function roundHex(fq: number, fr: number): Hex {
  const fs = -fq - fr;
  let q = Math.round(fq);
  let r = Math.round(fr);
  const s = Math.round(fs);
  const dq = Math.abs(q - fq);
  const dr = Math.abs(r - fr);
  const ds = Math.abs(s - fs);
  if (dq > dr && dq > ds) q = -r - s;
  else if (dr > ds) r = -q - s;
  return { q: q + 0, r: r + 0 };
}
