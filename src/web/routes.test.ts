import { describe, expect, it } from 'vitest';
import { hrefOf, inviteLink, parseRoute, type Route } from './routes.js';

describe('routes', () => {
  it('round-trips every route, including awkward characters', () => {
    const routes: Route[] = [
      { name: 'lobby' },
      { name: 'match', id: 'm-1' },
      { name: 'replay', id: 'a/b c' },
      { name: 'join', id: 'm1', seat: 'a', token: 'x_y-Z+/=' },
    ];
    for (const r of routes) expect(parseRoute(hrefOf(r))).toEqual(r);
  });

  it('sends anything unknown to the lobby', () => {
    expect(parseRoute('')).toEqual({ name: 'lobby' });
    expect(parseRoute('#/nowhere/1')).toEqual({ name: 'lobby' });
    expect(parseRoute('#/join/m1/a')).toEqual({ name: 'lobby' });
  });

  it('builds invite links on the page address with the token in the fragment', () => {
    const link = inviteLink({ origin: 'https://ludus.example', pathname: '/' }, 'm1', 'b', 'tok');
    expect(link).toBe('https://ludus.example/#/join/m1/b/tok');
    expect(new URL(link).search).toBe('');
  });
});
