/**
 * Rematch: a finished match played again with the same game, options and clock, the seats' holders swapped; each
 * person takes his new seat with his old seat's token, so both players' links lead to it. On SQLite and PostgreSQL.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { DIALECTS, dropTestDatabases, freshDb } from './testdb.js';
import { Client, createMatch, type Running, startServer } from './testkit.js';
import type { MatchSummary, Rematch } from './wire.js';

const running: Running[] = [];
afterAll(async () => {
  for (const r of running) await r.app.close();
  await dropTestDatabases();
});

const ask = (run: Running, id: string, seat: string, token: string) =>
  fetch(`${run.http}/api/matches/${id}/seats/${seat}/rematch`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
  });

const summary = async (run: Running, id: string) =>
  (await (await fetch(`${run.http}/api/matches/${id}`)).json()) as MatchSummary;

describe.each(DIALECTS)('rematch, on %s', (dialect) => {
  it('swaps the seats, keeps the settings, and gives each player his new seat from his old token', async () => {
    const run = await startServer(await freshDb(dialect));
    running.push(run);
    const clock = { kind: 'bank', minutes: 2, increment: 5 };
    const options = { turnLimit: 7 };
    const { id, tokens } = await createMatch(run, {
      game: 'gladiator',
      options,
      seats: { a: { kind: 'here' }, b: { kind: 'invite' } },
      clock,
    });
    // Not before the end.
    const early = await ask(run, id, 'a', tokens.a as string);
    expect(early.status).toBe(409);
    expect(await early.json()).toMatchObject({ code: 'match-running' });

    const b = await Client.open(run.ws);
    b.send({ t: 'join', match: id, seat: 'b', token: tokens.b });
    await b.find('state');
    b.send({ t: 'table', id: 'r', seat: 'b', action: 'resign' });
    await b.find('ack');
    expect((await ask(run, id, 'a', 'not-the-token')).status).toBe(401);

    const first = await ask(run, id, 'a', tokens.a as string);
    expect(first.status).toBe(201);
    const forA = (await first.json()) as Rematch;
    expect(forA.seat).toBe('b');
    // The other player hears of it where he is, and takes his seat with his old token.
    const told = await b.find('state', (f) => f.rematch === forA.id);
    expect(told.rematch).toBe(forA.id);
    expect((await summary(run, id)).rematch).toBe(forA.id);
    const second = await ask(run, id, 'b', tokens.b as string);
    expect(second.status).toBe(201);
    const forB = (await second.json()) as Rematch;
    expect(forB).toMatchObject({ id: forA.id, seat: 'a' });

    const next = await summary(run, forA.id);
    expect(next.seats).toEqual({ a: { kind: 'invite' }, b: { kind: 'here' } });
    const row = await run.app.store.db
      .selectFrom('matches')
      .selectAll()
      .where('id', '=', forA.id)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(row.options)).toMatchObject(options);
    expect(row.clock).toBe('bank');
    expect(JSON.parse(row.clock_state)).toEqual({
      bank: { startMs: 120_000, incrementMs: 5000 },
      waiting: ['a', 'b'],
      banks: {},
    });
    expect(row.seed).not.toBe(
      (await run.app.store.db.selectFrom('matches').select('seed').where('id', '=', id).executeTakeFirstOrThrow()).seed,
    );

    for (const [seat, token] of [
      ['b', forA.token],
      ['a', forB.token],
    ] as const) {
      const c = await Client.open(run.ws);
      c.send({ t: 'join', match: forA.id, seat, token });
      expect((await c.find('state')).as).toBe(seat);
      c.close();
    }
    // Asking again gives a new token; the one given before no longer holds the seat.
    const again = (await (await ask(run, id, 'a', tokens.a as string)).json()) as Rematch;
    expect(again).toMatchObject({ id: forA.id, seat: 'b' });
    expect(again.token).not.toBe(forA.token);
    const stale = await Client.open(run.ws);
    stale.send({ t: 'join', match: forA.id, seat: 'b', token: forA.token });
    expect(await stale.find('error')).toMatchObject({ code: 'bad-token' });
    stale.close();
    b.close();
  });
});
