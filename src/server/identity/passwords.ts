/**
 * Passwords kept as scrypt hashes (memory-hard: N=2^15, r=8 uses 32 MiB a hash), each with its own 16-byte salt and
 * its parameters written beside it, so that stronger parameters later leave the older hashes readable.
 */
import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';

const PARAMS = { N: 2 ** 15, r: 8, p: 1 } as const;
const KEY_BYTES = 32;

const derive = (password: string, salt: Buffer, params: { N: number; r: number; p: number }): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    // Node refuses 128 * N * r bytes above its default 32 MiB unless told how much it may use.
    const options: ScryptOptions = { ...params, maxmem: 256 * params.N * params.r };
    scrypt(password.normalize('NFC'), salt, KEY_BYTES, options, (e, key) => (e ? reject(e) : resolve(key)));
  });

/** `scrypt$N$r$p$salt$key`, salt and key in base64url. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, PARAMS);
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** Whether `password` matches the stored hash; the comparison takes the same time wherever they differ. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [kind, n, r, p, salt, key] = stored.split('$');
  if (kind !== 'scrypt' || salt === undefined || key === undefined) throw new Error('a password hash of unknown form');
  const expected = Buffer.from(key, 'base64url');
  const got = await derive(password, Buffer.from(salt, 'base64url'), { N: Number(n), r: Number(r), p: Number(p) });
  return got.length === expected.length && timingSafeEqual(got, expected);
}

/**
 * A hash no password matches, made once: a sign-in with an unknown name is checked against it, so that it costs
 * what a wrong password costs and its answer comes as late.
 */
let dummy: Promise<string> | null = null;
export const dummyHash = (): Promise<string> => {
  dummy ??= hashPassword(randomBytes(32).toString('base64url'));
  return dummy;
};
