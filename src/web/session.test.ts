import { describe, expect, it } from 'vitest';
import { chooseSeat, coverNeeded, timeLeftText } from './session.js';

describe('hot-seat', () => {
  it('shows the held seat whose command is awaited', () => {
    expect(chooseSeat(['a', 'b'], ['b'], 'a')).toBe('b');
  });

  it('stays on the seat shown while it is still awaited, so a simultaneous step is done one seat at a time', () => {
    expect(chooseSeat(['a', 'b'], ['a', 'b'], 'b')).toBe('b');
    expect(chooseSeat(['a', 'b'], ['a', 'b'], null)).toBe('a');
  });

  it('stays put while only seats held elsewhere are awaited', () => {
    expect(chooseSeat(['a'], ['b'], 'a')).toBe('a');
    expect(chooseSeat(['a', 'b'], ['c'], 'b')).toBe('b');
    expect(chooseSeat(['a', 'b'], [], null)).toBe('a');
    expect(chooseSeat([], ['a'], null)).toBeNull();
  });

  it('covers the screen when the device passes to a seat not yet revealed, and only with several seats', () => {
    expect(coverNeeded(['a', 'b'], 'b', 'a')).toBe(true);
    expect(coverNeeded(['a', 'b'], 'a', null)).toBe(true);
    expect(coverNeeded(['a', 'b'], 'b', 'b')).toBe(false);
    expect(coverNeeded(['a'], 'a', null)).toBe(false);
    expect(coverNeeded([], null, null)).toBe(false);
  });
});

describe('the time left on a clock', () => {
  it('reads in seconds under a minute, minutes under an hour, then hours, rounded up', () => {
    expect(timeLeftText(9_200)).toBe('10 s');
    expect(timeLeftText(0)).toBe('0 s');
    expect(timeLeftText(59_001)).toBe('60 s');
    expect(timeLeftText(60_000)).toBe('1 min');
    expect(timeLeftText(30 * 60_000)).toBe('30 min');
    expect(timeLeftText(24 * 3_600_000)).toBe('24 h');
  });
});
