/**
 * Seeded PRNG whose whole state is plain JSON kept inside the game state, so a match replays from
 * (seed, commands) alone. sfc32 over four 32-bit words, seeded by cyrb128 of the seed string.
 * A scenario may script dice: scripted values are consumed first, then the generator takes over.
 */
export interface RngState {
  s: [number, number, number, number];
  /** Scripted die faces (1-6) still to be used, in order. */
  script?: number[];
}

function cyrb128(str: string): [number, number, number, number] {
  let h1 = 1779033703;
  let h2 = 3144134277;
  let h3 = 1013904242;
  let h4 = 2773480762;
  for (let i = 0; i < str.length; i++) {
    const k = str.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  h1 ^= h2 ^ h3 ^ h4;
  h2 ^= h1;
  h3 ^= h1;
  h4 ^= h1;
  return [h1 >>> 0, h2 >>> 0, h3 >>> 0, h4 >>> 0];
}

export function seedRng(seed: string, script?: number[]): RngState {
  const state: RngState = { s: cyrb128(seed) };
  // Warm up so that similar seeds diverge: in place, since the four words are this state's own (nextUint32 makes a
  // new list a draw).
  for (let i = 0; i < 12; i++) nextUint32InPlace(state);
  if (script && script.length > 0) state.script = [...script];
  return state;
}

/** Advances the generator in place and returns a uniform 32-bit unsigned integer. */
export function nextUint32(state: RngState): number {
  let [a, b, c, d] = state.s;
  a >>>= 0;
  b >>>= 0;
  c >>>= 0;
  d >>>= 0;
  const t = (((a + b) | 0) + d) | 0;
  d = (d + 1) | 0;
  a = b ^ (b >>> 9);
  b = (c + (c << 3)) | 0;
  c = (c << 21) | (c >>> 11);
  c = (c + t) | 0;
  state.s = [a >>> 0, b >>> 0, c >>> 0, d >>> 0];
  return t >>> 0;
}

/**
 * nextUint32 writing the four words back into `state.s` instead of a new list: the same numbers in the same order,
 * without a list a draw. Only for a caller that owns `state.s`, having copied it for the step it is taking: an older
 * state that shares the list would see it change.
 */
export function nextUint32InPlace(state: RngState): number {
  const s = state.s;
  const a = s[0] >>> 0;
  const b = s[1] >>> 0;
  const c = s[2] >>> 0;
  const d = s[3] >>> 0;
  const t = (((a + b) | 0) + d) | 0;
  const c1 = (c << 21) | (c >>> 11);
  s[0] = (b ^ (b >>> 9)) >>> 0;
  s[1] = ((c + (c << 3)) | 0) >>> 0;
  s[2] = ((c1 + t) | 0) >>> 0;
  s[3] = ((d + 1) | 0) >>> 0;
  return t >>> 0;
}

/** Uniform integer in [0, n), without modulo bias. */
export function nextInt(state: RngState, n: number): number {
  if (!Number.isInteger(n) || n <= 0) throw new Error(`nextInt: bad range ${n}`);
  const limit = 0x100000000 - (0x100000000 % n);
  for (;;) {
    const x = nextUint32(state);
    if (x < limit) return x % n;
  }
}

/** One die face 1..6: a scripted face if any remain, else the generator's. */
export function nextDie(state: RngState): number {
  if (state.script && state.script.length > 0) {
    const face = state.script.shift() as number;
    if (state.script.length === 0) delete state.script;
    if (!Number.isInteger(face) || face < 1 || face > 6) throw new Error(`scripted die face ${face} is not 1-6`);
    return face;
  }
  return nextInt(state, 6) + 1;
}

/** The largest multiple of 6 below 2^32: a draw at or above it is drawn again, so that every face is as likely. */
const SIX_LIMIT = 0x100000000 - (0x100000000 % 6);

/** nextDie drawing with nextUint32InPlace: the same faces, for a caller that owns `state.s` (see there). */
export function nextDieInPlace(state: RngState): number {
  if (state.script && state.script.length > 0) return nextDie(state);
  for (;;) {
    const x = nextUint32InPlace(state);
    if (x < SIX_LIMIT) return (x % 6) + 1;
  }
}
