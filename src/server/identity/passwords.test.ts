/** Password hashes (passwords.ts): scrypt with its parameters and a salt of its own, read back from the stored text. */
import { randomBytes, scryptSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './passwords.js';

describe('password hashes', () => {
  it('are scrypt N=2^15 r=8 p=1 with a 16-byte salt each, and tell the right password from a wrong one', async () => {
    const [one, two] = await Promise.all([hashPassword('correct horse'), hashPassword('correct horse')]);
    const [kind, n, r, p, salt, key] = one.split('$');
    expect([kind, n, r, p]).toEqual(['scrypt', '32768', '8', '1']);
    expect(Buffer.from(salt as string, 'base64url')).toHaveLength(16);
    expect(Buffer.from(key as string, 'base64url')).toHaveLength(32);
    // The same password twice: two salts, two hashes.
    expect(two).not.toBe(one);
    expect(await verifyPassword('correct horse', one)).toBe(true);
    expect(await verifyPassword('correct horse', two)).toBe(true);
    expect(await verifyPassword('correct hors', one)).toBe(false);
    expect(await verifyPassword('Correct horse', one)).toBe(false);
  });

  it('reads the parameters stored with a hash, so older or stronger ones keep working', async () => {
    const salt = randomBytes(16);
    const key = scryptSync('old password', salt, 32, { N: 1024, r: 8, p: 2 });
    const stored = ['scrypt', 1024, 8, 2, salt.toString('base64url'), key.toString('base64url')].join('$');
    expect(await verifyPassword('old password', stored)).toBe(true);
    expect(await verifyPassword('new password', stored)).toBe(false);
    await expect(verifyPassword('x', 'md5$abc')).rejects.toThrow('unknown form');
  });
});
