import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ClockOption, type MatchSummary } from '../server/wire.js';
import {
  CLOCK_CHOICES,
  clockDescriptions,
  clockFrom,
  INITIAL_CLOCK,
  matchWords,
  sharesDevice,
  strongestFirst,
} from './lobbyText.js';

const summary = (over: Partial<MatchSummary>): MatchSummary => ({
  id: 'm1',
  game: 'gladiator',
  title: 'GLADIATOR',
  status: 'finished',
  seats: { a: { kind: 'here', name: 'Felix' }, b: { kind: 'bot', bot: 'brawler', name: 'Brawler (bot)' } },
  version: 10,
  outcome: { winners: ['b'], losers: ['a'], how: 'kill', text: 'Brutus wins' },
  createdAt: '2026-11-23T20:00:00Z',
  dice: { commitment: 'x', chosenBy: 'server' },
  lowOnTime: [],
  rematch: null,
  ...over,
});

describe('lobby words', () => {
  it('lists the strongest bot first', () => {
    const bots = [
      { name: 'random', level: 1, about: '' },
      { name: 'brawler', level: 2, about: '' },
    ];
    expect(strongestFirst(bots).map((b) => b.name)).toEqual(['brawler', 'random']);
  });

  it('shows the shared-device note only for two or more seats on this device', () => {
    expect(sharesDevice([{ kind: 'here' }, { kind: 'bot', bot: 'brawler' }])).toBe(false);
    expect(sharesDevice([{ kind: 'here' }, { kind: 'invite' }])).toBe(false);
    expect(sharesDevice([{ kind: 'here' }, { kind: 'here' }])).toBe(true);
  });

  it('gives every clock choice a description from the server schema', () => {
    const d = clockDescriptions(z.toJSONSchema(ClockOption, { io: 'input' }));
    for (const c of CLOCK_CHOICES) expect(d[c], c).toMatch(/\w{3,}/);
    expect(d.bank).toMatch(/Time bank/);
  });

  it('builds the time bank and the daily clock, and names a wrong number', () => {
    expect(clockFrom({ ...INITIAL_CLOCK, choice: 'bank' })).toEqual({
      ok: true,
      clock: { kind: 'bank', minutes: 10, increment: 10 },
    });
    expect(clockFrom({ ...INITIAL_CLOCK, choice: 'daily', hours: '48' })).toEqual({
      ok: true,
      clock: { kind: 'daily', hours: 48 },
    });
    expect(clockFrom({ ...INITIAL_CLOCK, choice: 'bank', increment: '0' })).toMatchObject({
      ok: false,
      field: 'increment',
      message: 'Seconds added: a whole number from 1 to 600',
    });
    expect(clockFrom({ ...INITIAL_CLOCK, choice: 'daily', hours: '1.5' })).toMatchObject({ ok: false, field: 'hours' });
    expect(clockFrom({ ...INITIAL_CLOCK, choice: 'reaction' })).toEqual({ ok: true, clock: 'reaction' });
    // Every clock the lobby builds passes the server's own schema.
    for (const choice of CLOCK_CHOICES) {
      const r = clockFrom({ ...INITIAL_CLOCK, choice });
      expect(r.ok && ClockOption.safeParse(r.clock).success).toBe(true);
    }
  });

  it('says a finished match in words for me: won, lost or drawn, and against whom', () => {
    expect(matchWords(summary({}), ['a'])).toEqual({ opponents: 'Brawler (bot)', result: 'You lost' });
    expect(
      matchWords(summary({ outcome: { winners: ['a'], losers: ['b'], how: 'kill', text: '' } }), ['a']).result,
    ).toBe('You won');
    expect(matchWords(summary({ outcome: { winners: [], losers: [], how: 'draw', text: '' } }), ['a']).result).toBe(
      'Draw',
    );
    // Both seats here (hot-seat): the game's own words.
    expect(matchWords(summary({}), ['a', 'b'])).toEqual({
      opponents: 'nobody else (all seats here)',
      result: 'Brutus wins',
    });
  });

  it('says who an active match waits for', () => {
    const open = summary({ status: 'active', outcome: null, seats: { a: { kind: 'here' }, b: { kind: 'open' } } });
    expect(matchWords(open, ['a'])).toEqual({
      opponents: 'an open seat',
      result: 'Waiting for someone to take the open seat',
    });
    const invited = summary({ status: 'active', outcome: null, seats: { a: { kind: 'here' }, b: { kind: 'invite' } } });
    expect(matchWords(invited, ['a'])).toEqual({ opponents: 'an invited player', result: 'In progress' });
    expect(matchWords({ ...invited, lowOnTime: ['a'] }, ['a']).result).toBe('Your move: your time is running short');
    expect(matchWords({ ...invited, lowOnTime: ['b'] }, ['a']).result).toBe('In progress');
    expect(matchWords(summary({ status: 'expired', outcome: null }), ['a']).result).toMatch(/Expired/);
  });
});
