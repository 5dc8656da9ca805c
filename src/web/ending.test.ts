import { describe, expect, it } from 'vitest';
import { endingFor } from './ending.js';

const resigned = { winners: ['b'], losers: ['a'], how: 'resignation', text: 'Brutus wins: Aulus resigned' };

describe('the end of a match in words', () => {
  it('tells each seat what it means for him, and a spectator the result', () => {
    expect(endingFor(resigned, ['b'])).toEqual({
      headline: 'You won',
      detail: 'Brutus wins: Aulus resigned (resignation)',
      tone: 'won',
    });
    expect(endingFor(resigned, ['a'])?.headline).toBe('You lost');
    expect(endingFor(resigned, [])).toMatchObject({ headline: 'The match is over', tone: 'neutral' });
    // Hot-seat: one person on both sides.
    expect(endingFor(resigned, ['a', 'b'])?.tone).toBe('neutral');
  });

  it('says Draw to everyone when nobody won, and nothing while the match runs', () => {
    const draw = { winners: [], losers: [], how: 'draw agreed', text: 'Drawn by agreement: Aulus and Brutus agreed' };
    expect(endingFor(draw, ['a'])).toMatchObject({ headline: 'Draw', tone: 'draw' });
    expect(endingFor(draw, [])?.detail).toBe('Drawn by agreement: Aulus and Brutus agreed (draw agreed)');
    expect(endingFor(null, ['a'])).toBeNull();
  });

  it('counts a teammate who fell as a win of his side', () => {
    const team = { winners: ['a', 'b'], losers: ['c', 'd'], how: 'kill', text: 'Side 1 (Aulus, Brutus) wins' };
    expect(endingFor(team, ['b'])?.headline).toBe('You won');
    expect(endingFor(team, ['d'])?.headline).toBe('You lost');
  });

  it("names the other side once its people's names are known, and both sides to a spectator", () => {
    const ko = { winners: ['b'], losers: ['a'], how: 'knockout', text: 'Brutus wins: Lucius fell unconscious' };
    const men: Record<string, string> = { a: 'Lucius', b: 'Brutus' };
    const names = { a: 'Lucia', b: 'Felix' };
    const words = (s: string) => `${names[s as 'a' | 'b']} (${men[s]})`;
    expect(endingFor(ko, ['a'], names, words)).toMatchObject({
      headline: 'You lost to Felix (Brutus)',
      detail: 'Brutus wins: Lucius fell unconscious (knockout)',
    });
    expect(endingFor(ko, ['b'], names, words)?.headline).toBe('You beat Lucia (Lucius)');
    expect(endingFor(ko, [], names, words)?.headline).toBe('Felix (Brutus) beat Lucia (Lucius)');
    // The loser's name is not known yet: the winner alone is named to a spectator, nobody to the winner.
    expect(endingFor(ko, [], { b: 'Felix' }, words)?.headline).toBe('Felix (Brutus) won');
    expect(endingFor(ko, ['b'], { b: 'Felix' }, words)?.headline).toBe('You won');
  });
});
