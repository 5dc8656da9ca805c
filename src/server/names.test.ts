/**
 * Names every JavaScript object has built in (`__proto__`, `constructor`, `toString`, `hasOwnProperty`) given where
 * a game, a bot, a seat, an option or a match is named: each is refused with the code of what it named, nothing is
 * stored, and the server never fails on it. On SQLite and PostgreSQL.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { findGame } from '../games/registry.js';
import { DIALECTS, dropTestDatabases, freshDb } from './testdb.js';
import { Client, createMatch, type Running, startServer } from './testkit.js';
import { type ApiError, CreateMatch } from './wire.js';

const BUILT_IN = ['__proto__', 'constructor', 'toString', 'hasOwnProperty'];
const people = { a: { kind: 'here' }, b: { kind: 'here' } };

const running: Running[] = [];
afterAll(async () => {
  for (const r of running) await r.app.close();
  await dropTestDatabases();
});

/** A create request as raw JSON text, so a `__proto__` key is sent as written. */
const body = (fields: string): string => `{"game":"gladiator",${fields}}`;

describe.each(DIALECTS)('built-in names on %s', (dialect) => {
  it.each(BUILT_IN)('refuses %s as a game, a bot, a seat or an option, and stores nothing', async (name) => {
    const run = await startServer(await freshDb(dialect));
    running.push(run);
    const matches = () => run.app.store.db.selectFrom('matches').select('id').execute();
    const before = await matches();
    const post = async (payload: string) => {
      const res = await run.app.inject({
        method: 'POST',
        url: '/api/matches',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      return { status: res.statusCode, ...(res.json() as ApiError) };
    };
    const n = JSON.stringify(name);
    // A `__proto__` key never reaches the routes: the JSON parser refuses the body as a whole.
    const asKey = name === '__proto__' ? { code: 'bad-json' } : null;
    expect(await post(`{"game":${n},"seats":{}}`)).toMatchObject({ status: 400, code: 'unknown-game', field: 'game' });
    expect(await post(body(`"seats":{"a":{"kind":"here"},"b":{"kind":"bot","bot":${n}}}`))).toMatchObject({
      status: 400,
      code: 'unknown-bot',
      field: 'seats.b.bot',
    });
    expect(await post(body(`"seats":{"a":{"kind":"here"},"b":{"kind":"here"},${n}:{"kind":"here"}}`))).toMatchObject({
      status: 400,
      ...(asKey ?? { code: 'unknown-seat', field: `seats.${name}` }),
    });
    expect(await post(body(`"options":{${n}:1},"seats":${JSON.stringify(people)}`))).toMatchObject({
      status: 400,
      ...(asKey ?? { code: 'bad-option', field: 'options' }),
    });
    expect(await matches()).toEqual(before);
  });

  it('refuses built-in names as a seat to join, a match to join, and a seat whose token to replace', async () => {
    // Two joins a name on one connection: more than joinsPerConnection lets through by default.
    const run = await startServer(await freshDb(dialect), {
      limits: { joinsPerConnection: { perSecond: 100, burst: 100 } },
    });
    running.push(run);
    const { id, tokens } = await createMatch(run, { game: 'gladiator', seats: people });
    const c = await Client.open(run.ws);
    for (const name of BUILT_IN) {
      c.send({ t: 'join', match: id, seat: name, token: tokens.a });
      expect(await c.next('error')).toMatchObject({ code: 'unknown-seat', message: expect.stringContaining('a, b') });
      c.send({ t: 'join', match: name });
      expect((await c.next('error')).code).toBe('unknown-match');
      const rotate = await run.app.inject({
        method: 'POST',
        url: `/api/matches/${id}/seats/${name}/token`,
        headers: { authorization: `Bearer ${tokens.a}` },
      });
      expect([rotate.statusCode, (rotate.json() as ApiError).code]).toEqual([400, 'unknown-seat']);
      const summary = await run.app.inject({ method: 'GET', url: `/api/matches/${name}` });
      expect([summary.statusCode, (summary.json() as ApiError).code]).toEqual([404, 'unknown-match']);
    }
    expect(c.all('error').map((e) => e.code)).not.toContain('internal');
    c.close();
  });
});

describe('built-in names outside the server', () => {
  it.each(BUILT_IN)('are no game in the registry (%s)', (name) => {
    expect(findGame(name)).toMatchObject({ ok: false, error: expect.stringContaining(`unknown game "${name}"`) });
  });

  it('a __proto__ key in seats or options is refused by the request schema, not dropped unseen', () => {
    for (const fields of [
      '"seats":{"a":{"kind":"here"},"b":{"kind":"here"},"__proto__":{"kind":"here"}}',
      `"options":{"__proto__":{"turnLimit":3}},"seats":${JSON.stringify(people)}`,
    ]) {
      const parsed = CreateMatch.safeParse(JSON.parse(body(fields)));
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues[0]?.path.at(-1)).toBe('__proto__');
    }
  });
});
