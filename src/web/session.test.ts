import { describe, expect, it } from 'vitest';
import { chooseSeat, coverNeeded } from './session.js';

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
