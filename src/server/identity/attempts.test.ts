/** Sign-in slowing (attempts.ts) on a clock the test moves: locks after the limit, each one twice the last. */
import { describe, expect, it } from 'vitest';
import { ATTEMPT_RULES, LoginAttempts } from './attempts.js';

const MIN = 60_000;

describe('LoginAttempts', () => {
  it('locks after five failures within fifteen minutes, and doubles each further lock', () => {
    let now = 0;
    const attempts = new LoginAttempts(ATTEMPT_RULES, () => now);
    const keys = ['name:felix'];
    for (let i = 0; i < 4; i++) attempts.failed(keys);
    expect(attempts.waitMs(keys)).toBe(0);
    attempts.failed(keys);
    expect(attempts.waitMs(keys)).toBe(MIN);
    now += MIN;
    expect(attempts.waitMs(keys)).toBe(0);
    attempts.failed(keys);
    expect(attempts.waitMs(keys)).toBe(2 * MIN);
    now += 2 * MIN;
    attempts.failed(keys);
    expect(attempts.waitMs(keys)).toBe(4 * MIN);
    // A key never failed is free, whatever the others.
    expect(attempts.waitMs(['address:10.0.0.1'])).toBe(0);
  });

  it('forgets failures older than the window, and starts the doubling again after a quiet window', () => {
    let now = 0;
    const attempts = new LoginAttempts(ATTEMPT_RULES, () => now);
    const keys = ['address:10.0.0.2'];
    for (let i = 0; i < 4; i++) attempts.failed(keys);
    now += 15 * MIN;
    attempts.failed(keys);
    expect(attempts.waitMs(keys)).toBe(0);
    for (let i = 0; i < 4; i++) attempts.failed(keys);
    expect(attempts.waitMs(keys)).toBe(MIN);
    now += 31 * MIN;
    for (let i = 0; i < 5; i++) attempts.failed(keys);
    expect(attempts.waitMs(keys)).toBe(MIN);
  });

  it('forgets a name once it signs in, and holds no more entries than its bound', () => {
    const attempts = new LoginAttempts({ ...ATTEMPT_RULES, entries: 3 }, () => 0);
    for (let i = 0; i < 5; i++) attempts.failed(['name:a']);
    attempts.succeeded(['name:a']);
    expect(attempts.waitMs(['name:a'])).toBe(0);
    for (let i = 0; i < 5; i++) attempts.failed(['name:b']);
    for (const k of ['name:c', 'name:d', 'name:e']) attempts.failed([k]);
    // b was the oldest of four: it went to make room.
    expect(attempts.waitMs(['name:b'])).toBe(0);
  });
});
