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
});
