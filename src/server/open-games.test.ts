/**
 * Open games: a seat left to anyone is listed (GET /api/open) until somebody takes it with one request (POST
 * .../claim); of two claims at once exactly one gets the seat; the claimer's token opens the seat over WebSocket and
 * the clock waits for him. Refusals name what was wrong. On SQLite and PostgreSQL, and across a restart.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { DIALECTS, dropTestDatabases, freshDb } from './testdb.js';
import { Client, createMatch, type Running, startServer } from './testkit.js';
import type { ApiError, MatchSummary, TokenRotated } from './wire.js';

const running: Running[] = [];
afterAll(async () => {
  for (const r of running) await r.app.close();
  await dropTestDatabases();
});

async function start(url: string): Promise<Running> {
  const run = await startServer(url);
  running.push(run);
  return run;
}

const openList = async (run: Running): Promise<MatchSummary[]> =>
  (await run.app.inject({ method: 'GET', url: '/api/open' })).json() as MatchSummary[];

async function claim(run: Running, id: string, seat: string) {
  const res = await run.app.inject({ method: 'POST', url: `/api/matches/${id}/seats/${seat}/claim` });
  return { status: res.statusCode, body: res.json() as TokenRotated & ApiError };
}

describe.each(DIALECTS)('open games on %s', (dialect) => {
  it('lists a match with an open seat, gives it to the first claim only, then lists it no more', async () => {
    const run = await start(await freshDb(dialect));
    const created = await createMatch(run, {
      game: 'gladiator',
      seats: { a: { kind: 'here' }, b: { kind: 'open' } },
      names: { a: 'Felix' },
      clock: 'reaction',
    });
    // Nobody holds the open seat's token, the creator included.
    expect(Object.keys(created.tokens)).toEqual(['a']);
    const listed = await openList(run);
    expect(listed.map((m) => m.id)).toEqual([created.id]);
    expect(listed[0]?.seats).toMatchObject({ a: { kind: 'here', name: 'Felix' }, b: { kind: 'open' } });

    // Two claims at once: one wins, the other is told the seat is taken.
    const both = await Promise.all([claim(run, created.id, 'b'), claim(run, created.id, 'b')]);
    const statuses = both.map((r) => r.status).sort();
    expect(statuses).toEqual([201, 409]);
    const won = both.find((r) => r.status === 201)?.body as TokenRotated;
    expect(won).toMatchObject({ match: created.id, seat: 'b' });
    expect(both.find((r) => r.status === 409)?.body.code).toBe('seat-taken');
    expect(await openList(run)).toEqual([]);
    expect((await claim(run, created.id, 'b')).body.code).toBe('seat-taken');

    // The claimer's token opens seat b; the clock waited for him and starts once both have joined.
    const a = await Client.open(run.ws);
    a.send({ t: 'join', match: created.id, seat: 'a', token: created.tokens.a });
    await a.find('state', (f) => f.as === 'a');
    const spectator = await Client.open(run.ws);
    spectator.send({ t: 'join', match: created.id });
    // a has joined: the clock waits for b alone.
    await spectator.find('state', (f) => f.clock?.waiting.join() === 'b');
    spectator.close();
    const b = await Client.open(run.ws);
    b.send({ t: 'join', match: created.id, seat: 'b', token: won.token });
    await b.find('state', (f) => f.as === 'b');
    await a.find('state', (f) => f.clock?.waiting.length === 0 && typeof f.deadline === 'number');
    a.close();
    b.close();
  });

  it('refuses a claim of a seat that was never open, of a bot seat, of an unknown seat or match, by name', async () => {
    const run = await start(await freshDb(dialect));
    const { id } = await createMatch(run, {
      game: 'gladiator',
      seats: { a: { kind: 'invite' }, b: { kind: 'bot', bot: 'brawler' } },
    });
    expect(await openList(run)).toEqual([]);
    for (const [seat, status, code, words] of [
      ['a', 409, 'not-open', /an invited player holds it/],
      ['b', 409, 'not-open', /the bot brawler holds it/],
      ['z', 404, 'unknown-seat', /no seat "z"/],
    ] as const) {
      const r = await claim(run, id, seat);
      expect([r.status, r.body.code]).toEqual([status, code]);
      expect(r.body.message).toMatch(words);
    }
    const unknown = await claim(run, 'no-such-match', 'a');
    expect([unknown.status, unknown.body.code]).toEqual([404, 'unknown-match']);
  });

  it('keeps an open seat open across a restart, and a claimed one taken', async () => {
    const url = await freshDb(dialect);
    const run = await start(url);
    const one = await createMatch(run, { game: 'gladiator', seats: { a: { kind: 'here' }, b: { kind: 'open' } } });
    const two = await createMatch(run, { game: 'gladiator', seats: { a: { kind: 'open' }, b: { kind: 'here' } } });
    expect((await claim(run, one.id, 'b')).status).toBe(201);
    await run.app.close();
    const again = await start(url);
    expect((await openList(again)).map((m) => m.id)).toEqual([two.id]);
    expect((await claim(again, one.id, 'b')).body.code).toBe('seat-taken');
    expect((await claim(again, two.id, 'a')).status).toBe(201);
  });
});
