/**
 * Display names at seats, on SQLite and PostgreSQL: given when a match is created or later by the seat's holder
 * (token or account), shown in summaries and state frames, told at once to everyone following the match, kept
 * across a restart; bots read as their words.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { DIALECTS, dropTestDatabases, freshDb } from '../testdb.js';
import { Client, createMatch, type Running, startServer } from '../testkit.js';
import type { ApiError, MatchSummary } from '../wire.js';

const running: Running[] = [];
afterAll(async () => {
  for (const r of running) await r.app.close();
  await dropTestDatabases();
});

const nameSeat = (run: Running, id: string, seat: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${run.http}/api/matches/${id}/seats/${seat}/name`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  }).then(async (res) => ({ status: res.status, body: (await res.json()) as unknown }));

const summaryOf = async (run: Running, id: string): Promise<MatchSummary> =>
  (await fetch(`${run.http}/api/matches/${id}`)).json() as Promise<MatchSummary>;

describe.each(DIALECTS)('seat names on %s', (dialect) => {
  it("takes the creator's names, shows a bot in words, and keeps them across a restart", async () => {
    const db = await freshDb(dialect);
    const run = await startServer(db);
    const { id } = await createMatch(run, {
      game: 'gladiator',
      seats: { a: { kind: 'here' }, b: { kind: 'bot', bot: 'brawler' } },
      names: { a: '  Felix  ' },
    });
    expect((await summaryOf(run, id)).seats).toEqual({
      a: { kind: 'here', name: 'Felix' },
      b: { kind: 'bot', bot: 'brawler', name: 'Brawler (bot)' },
    });
    const c = await Client.open(run.ws);
    c.send({ t: 'join', match: id });
    expect((await c.next('state')).names).toEqual({ a: 'Felix', b: 'Brawler (bot)' });
    c.close();
    await run.app.close();

    const again = await startServer(db);
    running.push(again);
    const d = await Client.open(again.ws);
    d.send({ t: 'join', match: id });
    expect((await d.next('state')).names).toEqual({ a: 'Felix', b: 'Brawler (bot)' });
    d.close();
  });

  it("refuses a name for a seat that is not the creator's, and a bad name by its field", async () => {
    const run = await startServer(await freshDb(dialect));
    running.push(run);
    const create = (names: unknown) =>
      run.app.inject({
        method: 'POST',
        url: '/api/matches',
        payload: { game: 'gladiator', seats: { a: { kind: 'here' }, b: { kind: 'invite' } }, names },
      });
    const invited = await create({ b: 'Lucia' });
    expect([invited.statusCode, (invited.json() as ApiError).field]).toEqual([400, 'names.b']);
    const empty = await create({ a: '   ' });
    expect([empty.statusCode, (empty.json() as ApiError).field]).toEqual([400, 'names.a']);
    expect((empty.json() as ApiError).message).toContain('cannot be empty');
    const long = await create({ a: 'x'.repeat(33) });
    expect((long.json() as ApiError).message).toContain('at most 32 characters');
    expect(await run.app.store.db.selectFrom('matches').select('id').execute()).toEqual([]);
  });

  it('renames a seat by its token and sends everyone following a fresh state frame', async () => {
    const run = await startServer(await freshDb(dialect));
    running.push(run);
    const { id, tokens } = await createMatch(run, {
      game: 'gladiator',
      seats: { a: { kind: 'here' }, b: { kind: 'invite' } },
    });
    const watcher = await Client.open(run.ws);
    watcher.send({ t: 'join', match: id });
    expect((await watcher.next('state')).names).toEqual({});

    const renamed = watcher.next('state');
    expect(await nameSeat(run, id, 'b', { name: 'Lucia' }, { authorization: `Bearer ${tokens.b}` })).toEqual({
      status: 200,
      body: { name: 'Lucia' },
    });
    expect((await renamed).names).toEqual({ b: 'Lucia' });
    expect((await summaryOf(run, id)).seats.b).toEqual({ kind: 'invite', name: 'Lucia' });

    // Another seat's token, no token, and a bad name are refused, and the name stays.
    expect(await nameSeat(run, id, 'b', { name: 'Mallory' }, { authorization: `Bearer ${tokens.a}` })).toMatchObject({
      status: 401,
      body: { code: 'bad-token' },
    });
    expect(await nameSeat(run, id, 'b', { name: 'Mallory' })).toMatchObject({ status: 401 });
    expect(await nameSeat(run, id, 'b', { name: 'a\u0007b' }, { authorization: `Bearer ${tokens.b}` })).toMatchObject({
      status: 400,
      body: { field: 'name' },
    });
    expect(await nameSeat(run, 'nope', 'b', { name: 'Lucia' }, { authorization: `Bearer ${tokens.b}` })).toMatchObject({
      status: 404,
      body: { code: 'unknown-match' },
    });
    expect((await summaryOf(run, id)).seats.b?.name).toBe('Lucia');
    watcher.close();
  });

  it("renames the account's seat by its session", async () => {
    const run = await startServer(await freshDb(dialect));
    running.push(run);
    const res = await fetch(`${run.http}/api/accounts`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Felix', password: 'correct horse' }),
    });
    const cookie = (res.headers.getSetCookie()[0] as string).split(';')[0] as string;
    const created = await fetch(`${run.http}/api/matches`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ game: 'gladiator', seats: { a: { kind: 'here' }, b: { kind: 'invite' } } }),
    });
    const { id } = (await created.json()) as { id: string };
    expect(await nameSeat(run, id, 'a', { name: 'Felix' }, { cookie })).toEqual({
      status: 200,
      body: { name: 'Felix' },
    });
    // The invite seat went to somebody else: the session does not hold it.
    expect((await nameSeat(run, id, 'b', { name: 'Felix' }, { cookie })).status).toBe(401);
  });

  it('carries the names to the rematch, each to the seat its person takes there', async () => {
    const run = await startServer(await freshDb(dialect));
    running.push(run);
    const { id, tokens } = await createMatch(run, {
      game: 'gladiator',
      seats: { a: { kind: 'here' }, b: { kind: 'invite' } },
      names: { a: 'Felix' },
    });
    await nameSeat(run, id, 'b', { name: 'Lucia' }, { authorization: `Bearer ${tokens.b}` });
    const c = await Client.open(run.ws);
    c.send({ t: 'join', match: id, seat: 'b', token: tokens.b });
    await c.find('state');
    c.send({ t: 'table', id: 'r', seat: 'b', action: 'resign' });
    await c.find('ack');
    c.close();
    const asked = await fetch(`${run.http}/api/matches/${id}/seats/a/rematch`, {
      method: 'POST',
      headers: { authorization: `Bearer ${tokens.a}` },
    });
    const again = (await asked.json()) as { id: string };
    expect((await summaryOf(run, again.id)).seats).toEqual({
      a: { kind: 'invite', name: 'Lucia' },
      b: { kind: 'here', name: 'Felix' },
    });
  });
});
