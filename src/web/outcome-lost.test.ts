/**
 * A match nobody won is not always a draw: in Gladiatori's Solo and Cooperative games (17.8) the animals can kill
 * every gladiator, and GLADIATOR's two men can fall together. The outcome then has no winners but has losers; the
 * terminal, the end-of-match banner and the lobby say so instead of calling it a draw.
 */
import { describe, expect, it } from 'vitest';
import { formatOutcome } from '../cli/log.js';
import type { MatchSummary } from '../server/wire.js';
import { endingFor } from './ending.js';
import { matchWords } from './lobbyText.js';

const eaten = {
  winners: [],
  losers: ['a'],
  how: 'the gladiators have fallen',
  rule: '17.8',
  text: 'The animals win: no gladiator is left (0 animals killed).',
};
const drawn = { winners: [], losers: [], how: 'six turns', rule: '1.2', text: 'A draw on VP and hit points.' };

const solo = (outcome: object): MatchSummary => ({
  id: 'm1',
  game: 'gladiatori',
  title: 'Gladiatori',
  status: 'finished',
  seats: { a: { kind: 'here', name: 'Felix' } },
  version: 10,
  outcome: outcome as MatchSummary['outcome'],
  createdAt: '2026-11-27T08:00:00Z',
  dice: { commitment: 'x', chosenBy: 'server' },
  lowOnTime: [],
  rematch: null,
});

describe('17.8 a game the animals won', () => {
  it('is a loss in the terminal, not a draw; a true draw is still one', () => {
    expect(formatOutcome(eaten)).toBe(
      'Result: a lost (the gladiators have fallen, 17.8): The animals win: no gladiator is left (0 animals killed).',
    );
    expect(formatOutcome(drawn)).toMatch(/^Result: draw /);
  });

  it('is a loss on the end-of-match banner for the fallen seat; a spectator reads that no one won', () => {
    expect(endingFor(eaten, ['a'])).toMatchObject({ headline: 'You lost', tone: 'lost' });
    expect(endingFor(eaten, [])).toMatchObject({ headline: 'No one won', tone: 'draw' });
    expect(endingFor(drawn, ['a'])).toMatchObject({ headline: 'Draw', tone: 'draw' });
  });

  it('reads in the lobby as the game tells it, and a draw as a draw', () => {
    expect(matchWords(solo(eaten), ['a']).result).toBe(eaten.text);
    expect(matchWords(solo(drawn), ['a']).result).toBe('Draw');
  });
});
