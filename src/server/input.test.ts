/**
 * Bad input over HTTP and WebSocket: it is answered with a code and a reason, and only oversized frames and
 * sustained flooding end a connection.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, createMatch, type Running, startServer, tempDir } from './testkit.js';
import type { GamesInfo, MatchSummary } from './wire.js';

let server: Running;
let match: { id: string; tokens: Record<string, string> };

beforeAll(async () => {
  server = await startServer(join(tempDir(), 'ludus.sqlite'), { rateLimit: { perSecond: 2, burst: 5 } });
  match = await createMatch(server, {
    game: 'gladiator',
    seats: { a: { kind: 'here' }, b: { kind: 'bot', bot: 'brawler' } },
  });
});
afterAll(async () => {
  await server.app.close();
});

const joined = async (seat?: string, token?: string): Promise<Client> => {
  const c = await Client.open(server.ws);
  c.send({ t: 'join', match: match.id, ...(seat ? { seat } : {}), ...(token ? { token } : {}) });
  return c;
};

describe('WebSocket input', () => {
  it('answers malformed frames with an error code and keeps the connection', async () => {
    const c = await Client.open(server.ws);
    c.send('{ not json');
    expect((await c.next('error')).code).toBe('bad-json');
    c.send({ t: 'shout' });
    expect(await c.next('error')).toMatchObject({ code: 'unknown-frame', message: expect.stringContaining('shout') });
    c.send({ t: 'join', since: -1 });
    expect(await c.next('error')).toMatchObject({ code: 'bad-frame', message: expect.stringContaining('match') });
    c.send([1, 2]);
    expect((await c.next('error')).code).toBe('bad-frame');
    c.send({ t: 'join', match: match.id });
    expect((await c.next('state')).as).toBe('spectator');
    c.close();
  });

  it('refuses a wrong token, a bot seat, an unknown seat or match', async () => {
    const wrong = await joined('a', 'A'.repeat(32));
    expect((await wrong.find('error')).code).toBe('bad-token');
    const missing = await joined('a');
    expect((await missing.find('error')).code).toBe('bad-token');
    const bot = await joined('b', match.tokens.a);
    expect((await bot.find('error')).code).toBe('bot-seat');
    const nobody = await joined('c', match.tokens.a);
    expect((await nobody.find('error')).code).toBe('unknown-seat');
    nobody.send({ t: 'join', match: 'no-such-match' });
    expect((await nobody.next('error')).code).toBe('unknown-match');
    // Refused joins hold nothing: commands for the seat are refused too.
    wrong.send({ t: 'command', id: 'x', seat: 'a', command: { type: 'hold' }, version: 0 });
    expect((await wrong.next('rejected')).violation.code).toBe('not-joined');
    for (const c of [wrong, missing, bot, nobody]) {
      expect(c.all('state')).toEqual([]);
      c.close();
    }
  });

  it('gives a spectator the spectator view only, and a seat its own', async () => {
    const spectator = await joined();
    const seat = await joined('a', match.tokens.a);
    const watching = await spectator.find('state');
    const playing = await seat.find('state');
    expect(watching).toMatchObject({ as: 'spectator', legal: null, deadline: null });
    expect((watching.view as { viewer: string }).viewer).toBe('spectator');
    expect(playing.as).toBe('a');
    expect((playing.view as { viewer: string; secret: unknown }).secret).not.toBeNull();
    expect(watching.events.every((e) => (e.event as { visibleTo: unknown }).visibleTo === 'all')).toBe(true);
    spectator.close();
    seat.close();
  });

  it('closes the connection on a frame over 64 KiB', async () => {
    const c = await Client.open(server.ws);
    c.send({ t: 'ping', pad: 'x'.repeat(65 * 1024) });
    expect((await c.closed).code).toBe(1009);
  });

  it('drops frames over the rate limit with one error, and closes on sustained flooding', async () => {
    const c = await Client.open(server.ws);
    for (let i = 0; i < 12; i++) c.send({ t: 'ping' });
    await c.next('error', (f) => f.code === 'rate-limited');
    await new Promise((r) => setTimeout(r, 100));
    expect(c.all('pong').length).toBeLessThanOrEqual(6);
    expect(c.all('error').length).toBe(1);
    // Once the bucket refills, frames pass again.
    await new Promise((r) => setTimeout(r, 700));
    c.send({ t: 'ping' });
    await c.next('pong');
    for (let i = 0; i < 200; i++) c.send({ t: 'ping' });
    expect((await c.closed).code).toBe(1008);
  });
});

describe('HTTP', () => {
  it('lists the games with their seats, bots and options', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/api/games' });
    const info = res.json() as GamesInfo;
    const g = info.games.find((x) => x.id === 'gladiator');
    expect(g).toMatchObject({ seats: ['a', 'b'] });
    // Weakest first, each with its level and a line on how it plays.
    expect(g?.bots.map((b) => [b.name, b.level])).toEqual([
      ['random', 1],
      ['brawler', 2],
    ]);
    for (const b of g?.bots ?? []) expect(b.about.length).toBeGreaterThan(10);
    expect(g?.options).toMatchObject({ type: 'object', properties: { turnLimit: { type: 'integer' } } });
  });

  it('refuses a bad body with a 400 naming the field', async () => {
    const post = (payload: unknown) =>
      server.app.inject({ method: 'POST', url: '/api/matches', payload: payload as object });
    const badKind = await post({ game: 'gladiator', seats: { a: { kind: 'martian' }, b: { kind: 'here' } } });
    expect(badKind.statusCode).toBe(400);
    expect(badKind.json()).toMatchObject({ code: 'bad-request', field: 'seats.a.kind' });
    const badGame = await post({ game: 'chess', seats: {} });
    expect(badGame.json()).toMatchObject({ code: 'unknown-game', field: 'game' });
    const badOption = await post({ game: 'gladiator', options: { turnLimit: 0 }, seats: { a: { kind: 'here' } } });
    expect(badOption.json()).toMatchObject({ code: 'bad-option', field: 'options.turnLimit' });
    const noSeat = await post({ game: 'gladiator', seats: { a: { kind: 'here' } } });
    expect(noSeat.json()).toMatchObject({ code: 'missing-seat', field: 'seats.b' });
    const badBot = await post({ game: 'gladiator', seats: { a: { kind: 'here' }, b: { kind: 'bot', bot: 'nero' } } });
    expect(badBot.json()).toMatchObject({ code: 'unknown-bot', field: 'seats.b.bot' });
    const notJson = await server.app.inject({
      method: 'POST',
      url: '/api/matches',
      headers: { 'content-type': 'application/json' },
      payload: '{',
    });
    expect(notJson.statusCode).toBe(400);
  });

  it('summarises a match without its secrets, and finds it from a kept token', async () => {
    const res = await server.app.inject({ method: 'GET', url: `/api/matches/${match.id}` });
    const summary = res.json() as MatchSummary;
    expect(summary).toMatchObject({ id: match.id, game: 'gladiator', status: 'active' });
    expect(summary.seats).toEqual({ a: { kind: 'here' }, b: { kind: 'bot', bot: 'brawler', name: 'Brawler (bot)' } });
    expect(res.body).not.toContain('token');
    const found = await server.app.inject({
      method: 'POST',
      url: '/api/matches/lookup',
      payload: { tokens: [match.tokens.a, 'unknown'] },
    });
    expect((found.json() as MatchSummary[]).map((m) => m.id)).toEqual([match.id]);
    expect((await server.app.inject({ method: 'GET', url: '/api/matches/nope' })).statusCode).toBe(404);
  });

  it('stores token hashes, never tokens', async () => {
    const rows = await server.app.store.db.selectFrom('matches').select('seats').execute();
    const tokens = await server.app.store.db.selectFrom('tokens').selectAll().execute();
    const stored = JSON.stringify([rows, tokens]);
    expect(stored).not.toContain(match.tokens.a);
    expect(tokens.map((t) => t.match_id)).toContain(match.id);
  });

  it('serves a 404 page for an unknown match, and asks for the client build when there is none', async () => {
    const unknown = await server.app.inject({ method: 'GET', url: '/m/no-such-match' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers['content-type']).toContain('text/html');
    expect(unknown.body).toContain('No such match');
    const known = await server.app.inject({ method: 'GET', url: `/m/${match.id}` });
    expect(known.statusCode).toBe(200);
    expect(known.body).toContain('npm run build:web');
    expect((await server.app.inject({ method: 'GET', url: '/' })).body).toContain('npm run build:web');
  });

  it('serves the built client, and its index.html for a match link', async () => {
    const web = join(tempDir(), 'web');
    mkdirSync(join(web, 'assets'), { recursive: true });
    writeFileSync(join(web, 'index.html'), '<!doctype html><title>Ludus client</title>');
    writeFileSync(join(web, 'assets', 'app.js'), 'console.log("ludus")');
    const withClient = await startServer(join(tempDir(), 'ludus.sqlite'), { webRoot: web });
    try {
      const { id } = await createMatch(withClient, {
        game: 'gladiator',
        seats: { a: { kind: 'here' }, b: { kind: 'invite' } },
      });
      for (const url of ['/', `/m/${id}`])
        expect((await withClient.app.inject({ method: 'GET', url })).body).toContain('Ludus client');
      expect((await withClient.app.inject({ method: 'GET', url: '/assets/app.js' })).body).toContain('ludus');
      expect((await withClient.app.inject({ method: 'GET', url: '/m/other' })).statusCode).toBe(404);
    } finally {
      await withClient.app.close();
    }
  });
});
