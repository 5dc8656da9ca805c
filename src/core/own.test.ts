import { describe, expect, it } from 'vitest';
import { own } from './own.js';

describe('own', () => {
  it('finds what the record holds, and nothing every object inherits', () => {
    const bots: Record<string, string> = { random: 'r', brawler: 'b' };
    expect(own(bots, 'brawler')).toBe('b');
    for (const name of ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf', 'missing'])
      expect(own(bots, name)).toBeUndefined();
  });

  it('finds a built-in name the record does hold as its own', () => {
    const parsed = JSON.parse('{"constructor": 1, "__proto__": 2}') as Record<string, number>;
    expect([own(parsed, 'constructor'), own(parsed, '__proto__')]).toEqual([1, 2]);
  });
});
