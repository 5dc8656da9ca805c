/**
 * A seat's holder replaces its token (a leaked invite link): POST /api/matches/:id/seats/:seat/token with the current
 * token returns a new one; the old one stops opening the seat at once, in the store as in memory, and a connection
 * joined with it loses the seat and is told (`token-rotated`). On SQLite and PostgreSQL, and across a restart.
 */
import { afterAll, describe, expect, it } from 'vitest';
import type { Legal } from '../core/protocol.js';
import { hashToken } from './service.js';
import { DIALECTS, dropTestDatabases, freshDb } from './testdb.js';
import { Client, createMatch, type Running, type StateFrame, startServer, storedCommands } from './testkit.js';
import type { ApiError, MatchSummary, TokenRotated } from './wire.js';

const running: Running[] = [];
afterAll(async () => {
  for (const r of running) await r.app.close();
  await dropTestDatabases();
});

async function rotate(run: Running, id: string, seat: string, authorization?: string) {
  const res = await run.app.inject({
    method: 'POST',
    url: `/api/matches/${id}/seats/${seat}/token`,
    ...(authorization === undefined ? {} : { headers: { authorization } }),
  });
  return { status: res.statusCode, body: res.json() as TokenRotated & ApiError };
}

const lookup = async (run: Running, token: string): Promise<string[]> => {
  const res = await run.app.inject({ method: 'POST', url: '/api/matches/lookup', payload: { tokens: [token] } });
  return (res.json() as MatchSummary[]).map((m) => m.id);
};

async function joinAs(run: Running, match: string, seat: string, token: string): Promise<Client> {
  const c = await Client.open(run.ws);
  c.send({ t: 'join', match, seat, token });
  return c;
}

const first = (frame: StateFrame): unknown => (frame.legal as Legal<unknown>).commands[0];

describe.each(DIALECTS)('seat tokens on %s', (dialect) => {
  it('replaces a token for its holder: the old one stops working at once, the new one works', async () => {
    const url = await freshDb(dialect);
    const run = await startServer(url);
    running.push(run);
    const { id, tokens } = await createMatch(run, {
      game: 'gladiator',
      seats: { a: { kind: 'here' }, b: { kind: 'invite' } },
      seed: 'tokens-1',
    });
    const old = tokens.b as string;
    const leaked = await joinAs(run, id, 'b', old);
    await leaked.find('state', (f) => f.as === 'b');
    leaked.send({ t: 'join', match: id });
    await leaked.find('state', (f) => f.as === 'spectator');

    // Only the holder of the seat's current token may replace it.
    for (const [authorization, status] of [
      [undefined, 401],
      ['Bearer ', 401],
      [`Basic ${old}`, 401],
      [`Bearer ${tokens.a}`, 401],
      [`Bearer ${old}x`, 401],
    ] as const) {
      const r = await rotate(run, id, 'b', authorization);
      expect([r.status, r.body.code]).toEqual([status, 'bad-token']);
    }
    expect(await lookup(run, old)).toEqual([id]);

    const from = leaked.frames.length;
    const rotated = await rotate(run, id, 'b', `Bearer ${old}`);
    expect(rotated.status).toBe(201);
    const fresh = rotated.body.token;
    expect(rotated.body).toEqual({ match: id, seat: 'b', token: fresh });
    expect(Buffer.from(fresh, 'base64url').length).toBeGreaterThanOrEqual(16);
    expect(fresh).not.toBe(old);

    // The connection joined with the old token is told, and acts for and sees seat b no more.
    expect(await leaked.find('error', () => true, from)).toMatchObject({
      code: 'token-rotated',
      message: expect.stringContaining('seat b'),
    });
    const a = await joinAs(run, id, 'a', tokens.a as string);
    const forA = await a.find('state', (f) => f.as === 'a');
    const before = leaked.frames.length;
    a.send({ t: 'command', id: 'plot', seat: 'a', command: first(forA), version: 0 });
    await a.find('ack', (f) => f.id === 'plot');
    await leaked.find('state', (f) => f.as === 'spectator' && f.version === 1, before);
    expect(leaked.frames.slice(before).filter((f) => f.t === 'state' && f.as === 'b')).toEqual([]);
    const forB = run.app.matches.stateFor(id, 'b', 0);
    leaked.send({ t: 'command', id: 'sneak', seat: 'b', command: first(forB), version: 1 });
    expect((await leaked.find('rejected', (f) => f.id === 'sneak')).violation.code).toBe('not-joined');
    expect(await run.app.matches.submit(id, 'b', old, first(forB), 1)).toMatchObject({
      ok: false,
      error: { code: 'bad-token' },
    });

    // The old token opens nothing, is found nowhere, and cannot be replaced again.
    const again = await joinAs(run, id, 'b', old);
    expect((await again.find('error')).code).toBe('bad-token');
    expect(await lookup(run, old)).toEqual([]);
    expect((await rotate(run, id, 'b', `Bearer ${old}`)).status).toBe(401);

    // The new one does all the old one did.
    expect(await lookup(run, fresh)).toEqual([id]);
    const b = await joinAs(run, id, 'b', fresh);
    const state = await b.find('state', (f) => f.as === 'b');
    b.send({ t: 'command', id: 'plot-b', seat: 'b', command: first(state), version: state.version });
    await b.find('ack', (f) => f.id === 'plot-b');
    expect((await storedCommands(run, id)).map((c) => c.seat)).toEqual(['a', 'b']);

    // The store has the new hash only, in the tokens table and in the match's seats.
    const db = run.app.store.db;
    const hashes = (await db.selectFrom('tokens').select('token_hash').where('match_id', '=', id).execute()).map(
      (r) => r.token_hash,
    );
    expect(hashes.sort()).toEqual([hashToken(tokens.a as string), hashToken(fresh)].sort());
    const seats = await db.selectFrom('matches').select('seats').where('id', '=', id).executeTakeFirstOrThrow();
    expect(JSON.parse(seats.seats)).toEqual({
      a: { kind: 'here', tokenHash: hashToken(tokens.a as string) },
      b: { kind: 'invite', tokenHash: hashToken(fresh) },
    });
    for (const c of [leaked, a, again, b]) c.close();
    await run.app.close();

    // After a restart, still the new token and not the old.
    const after = await startServer(url);
    running.push(after);
    expect((await (await joinAs(after, id, 'b', old)).find('error')).code).toBe('bad-token');
    await (await joinAs(after, id, 'b', fresh)).find('state', (f) => f.as === 'b');
  });

  it('has no token for a bot seat, an unknown seat or an unknown match', async () => {
    const run = await startServer(await freshDb(dialect));
    running.push(run);
    const { id, tokens } = await createMatch(run, {
      game: 'gladiator',
      seats: { a: { kind: 'here' }, b: { kind: 'bot', bot: 'random' } },
    });
    const bearer = `Bearer ${tokens.a}`;
    const cases = [
      [id, 'b', 400, 'bot-seat'],
      [id, 'c', 400, 'unknown-seat'],
      ['no-such-match', 'a', 404, 'unknown-match'],
    ] as const;
    for (const [match, seat, status, code] of cases) {
      const r = await rotate(run, match, seat, bearer);
      expect([r.status, r.body.code]).toEqual([status, code]);
    }
    expect(await lookup(run, tokens.a as string)).toEqual([id]);
  });
});
