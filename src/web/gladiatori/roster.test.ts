import { describe, expect, it } from 'vitest';
import { rosterRequest, SAVED_KEY, savedSeats, withSaved } from './roster.js';

describe('the lobby’s saved characters (15)', () => {
  it('a seat takes a saved character, gives him up, and the request names the seats that keep one', () => {
    let draft = withSaved({ characters: '["thraex","mirmillo"]' }, 'a', 'c1');
    draft = withSaved(draft, 'b', 'c2');
    expect(savedSeats(draft)).toEqual({ a: 'c1', b: 'c2' });
    draft = withSaved(draft, 'b', null);
    expect(rosterRequest(draft)).toEqual({ roster: { a: 'c1' } });
    // The options themselves are left alone.
    expect(draft.characters).toBe('["thraex","mirmillo"]');
  });
  it('no saved seat adds nothing to the request; a broken draft value reads as none', () => {
    expect(rosterRequest({})).toEqual({});
    expect(savedSeats({ [SAVED_KEY]: 'not json' })).toEqual({});
    expect(savedSeats({ [SAVED_KEY]: '["a"]' })).toEqual({});
    expect(savedSeats({ [SAVED_KEY]: '{"a":"c1","b":3}' })).toEqual({ a: 'c1' });
  });
});
