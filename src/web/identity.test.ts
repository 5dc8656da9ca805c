import { describe, expect, it } from 'vitest';
import { ACCOUNT_NAME, checkName } from '../server/identity/displayName.js';
import type { CreateMatch } from '../server/wire.js';
import { personWords, withMyName } from './identity.js';

const MEN: Record<string, string> = { a: 'Lucius', b: 'Brutus' };
const men = (seat: string) => (Object.hasOwn(MEN, seat) ? (MEN[seat] as string) : `seat ${seat}`);

describe('seats in words with their people', () => {
  it('puts the person first and his man beside, a bot in its words', () => {
    const words = personWords(men, { a: 'Felix', b: 'Brawler (bot)' });
    expect(words('a')).toBe('Felix (Lucius)');
    expect(words('b')).toBe('Brawler (bot, Brutus)');
    expect(words('c')).toBe('seat c');
    expect(personWords(men, {})('a')).toBe('Lucius');
    expect(personWords((s) => `seat ${s}`, { a: 'Felix' })('a')).toBe('Felix');
    // A seat named like an object's member is no name.
    expect(personWords(men, {})('constructor')).toBe('seat constructor');
  });
});

describe('a new match with my name', () => {
  const base = (seats: CreateMatch['seats']): CreateMatch =>
    ({ game: 'gladiator', options: {}, seats, clock: 'off' }) as CreateMatch;

  it('names my one seat, and nobody when several people share this device or no name is picked', () => {
    expect(withMyName(base({ a: { kind: 'here' }, b: { kind: 'invite' } }), 'Felix').names).toEqual({ a: 'Felix' });
    expect(withMyName(base({ a: { kind: 'here' }, b: { kind: 'here' } }), 'Felix').names).toBeUndefined();
    expect(withMyName(base({ a: { kind: 'here' }, b: { kind: 'invite' } }), null).names).toBeUndefined();
  });
});

describe('the rules of names', () => {
  it('trims, counts characters as a person sees them, and refuses control characters', () => {
    expect(checkName('  Felix  ')).toEqual({ ok: true, name: 'Felix' });
    expect(checkName('🦁'.repeat(32)).ok).toBe(true);
    expect(checkName('🦁'.repeat(33))).toMatchObject({ ok: false, message: 'a name has at most 32 characters' });
    expect(checkName(' \t ')).toMatchObject({ ok: false, message: 'a name cannot be empty' });
    expect(checkName('Fe\u0000lix').ok).toBe(false);
    expect(checkName('Fe\u2028lix').ok).toBe(false);
    expect(checkName('Al', ACCOUNT_NAME, 'an account name')).toMatchObject({
      ok: false,
      message: 'an account name has at least 3 characters',
    });
  });
});
