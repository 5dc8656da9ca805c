import { describe, expect, it } from 'vitest';
import { hrefOf, inviteLink, matchLink, momentLink, parseRoute, type Route, routeOf } from './routes.js';

describe('routes', () => {
  it('round-trips every route, including awkward characters', () => {
    const routes: Route[] = [
      { name: 'lobby' },
      { name: 'match', id: 'm-1' },
      { name: 'replay', id: 'a/b c' },
      { name: 'replay', id: 'a?b', at: 0 },
      { name: 'replay', id: 'm1', at: 57 },
      { name: 'join', id: 'm1', seat: 'a', token: 'x_y-Z+/=' },
    ];
    for (const r of routes) expect(parseRoute(hrefOf(r))).toEqual(r);
  });

  it('sends anything unknown to the lobby', () => {
    expect(parseRoute('')).toEqual({ name: 'lobby' });
    expect(parseRoute('#/nowhere/1')).toEqual({ name: 'lobby' });
    expect(parseRoute('#/join/m1/a')).toEqual({ name: 'lobby' });
  });

  it('builds invite links on the server root with the token in the fragment', () => {
    const link = inviteLink({ origin: 'https://ludus.example' }, 'm1', 'b', 'tok');
    expect(link).toBe('https://ludus.example/#/join/m1/b/tok');
    expect(new URL(link).search).toBe('');
    expect(matchLink({ origin: 'https://ludus.example' }, 'm 1')).toBe('https://ludus.example/m/m%201');
  });

  it('opens the match of a /m/<id> address unless the fragment names another page', () => {
    expect(routeOf({ pathname: '/m/abc', hash: '' })).toEqual({ name: 'match', id: 'abc' });
    expect(routeOf({ pathname: '/m/abc/', hash: '#' })).toEqual({ name: 'match', id: 'abc' });
    expect(routeOf({ pathname: '/m/abc', hash: '#/' })).toEqual({ name: 'lobby' });
    expect(routeOf({ pathname: '/m/abc', hash: '#/replay/abc' })).toEqual({ name: 'replay', id: 'abc' });
    expect(routeOf({ pathname: '/', hash: '#/match/x' })).toEqual({ name: 'match', id: 'x' });
    expect(routeOf({ pathname: '/', hash: '' })).toEqual({ name: 'lobby' });
    expect(routeOf({ pathname: '/m/', hash: '' })).toEqual({ name: 'lobby' });
  });

  it('links to a moment of a replay by event number, and opens a bad moment at the start', () => {
    const link = momentLink({ origin: 'https://ludus.example' }, 'm 1', 42);
    expect(link).toBe('https://ludus.example/#/replay/m%201?at=42');
    const u = new URL(link);
    expect(routeOf({ pathname: u.pathname, hash: u.hash })).toEqual({ name: 'replay', id: 'm 1', at: 42 });
    for (const bad of ['-1', 'x', '1.5', '', '9999999999'])
      expect(parseRoute(`#/replay/m1?at=${bad}`)).toEqual({ name: 'replay', id: 'm1' });
    expect(parseRoute('#/match/m1?at=3')).toEqual({ name: 'match', id: 'm1' });
  });
});
