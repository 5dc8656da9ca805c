/**
 * Optional accounts over HTTP, on SQLite and PostgreSQL: registering, signing in and out, the session cookie, a
 * wrong password that never tells whether the name exists, sign-ins slowed after failures, seat tokens that keep
 * working without an account, and a seat opened on a second device by the session alone.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { DIALECTS, dropTestDatabases, freshDb } from '../testdb.js';
import { Client, createMatch, type Running, startServer } from '../testkit.js';
import type { ApiError, Me, MyMatch } from '../wire.js';

const running: Running[] = [];
afterAll(async () => {
  for (const r of running) await r.app.close();
  await dropTestDatabases();
});

const vsBot = { game: 'gladiator', seats: { a: { kind: 'here' }, b: { kind: 'bot', bot: 'brawler' } } };

async function post(run: Running, path: string, body: unknown, cookie?: string) {
  const res = await fetch(`${run.http}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as unknown, headers: res.headers };
}

async function get(run: Running, path: string, cookie?: string) {
  const res = await fetch(`${run.http}${path}`, cookie ? { headers: { cookie } } : {});
  return { status: res.status, body: (await res.json()) as unknown };
}

/** The `name=value` part of the session cookie an answer sets. */
const sessionCookie = (headers: Headers): string => {
  const set = headers.getSetCookie().find((c) => c.startsWith('ludus_session='));
  if (!set) throw new Error(`no session cookie set: ${headers.getSetCookie().join(' | ')}`);
  return set.split(';')[0] as string;
};

describe.each(DIALECTS)('accounts on %s', (dialect) => {
  it('seat tokens keep working for a person without an account', async () => {
    const run = await startServer(await freshDb(dialect));
    running.push(run);
    expect(await get(run, '/api/me')).toEqual({ status: 200, body: { name: null, account: false } });
    const { id, tokens } = await createMatch(run, vsBot);
    const c = await Client.open(run.ws);
    c.send({ t: 'join', match: id, seat: 'a', token: tokens.a });
    expect((await c.next('state')).as).toBe('a');
    expect(await get(run, '/api/me/matches')).toMatchObject({ status: 401, body: { code: 'not-signed-in' } });
    c.close();
  });

  it('registers, signs out and in again; the cookie is HttpOnly, SameSite=Lax, Path=/', async () => {
    const run = await startServer(await freshDb(dialect));
    running.push(run);
    const made = await post(run, '/api/accounts', { name: '  Felix ', password: 'correct horse' });
    expect(made).toMatchObject({ status: 201, body: { name: 'Felix', account: true } });
    const set = made.headers.getSetCookie().find((c) => c.startsWith('ludus_session=')) as string;
    expect(set).toMatch(/; HttpOnly/);
    expect(set).toMatch(/; SameSite=Lax/);
    expect(set).toMatch(/; Path=\//);
    expect(set).toMatch(/; Max-Age=2592000/);
    // Plain HTTP here: a Secure cookie would never come back.
    expect(set).not.toMatch(/; Secure/);
    const cookie = sessionCookie(made.headers);
    // 256 random bits, and only their hash is stored.
    expect(Buffer.from(cookie.split('=')[1] as string, 'base64url')).toHaveLength(32);
    const stored = await run.app.store.db.selectFrom('sessions').select('token_hash').execute();
    expect(stored.map((s) => s.token_hash)).not.toContain(cookie.split('=')[1]);
    expect(await get(run, '/api/me', cookie)).toEqual({ status: 200, body: { name: 'Felix', account: true } });

    const out = await fetch(`${run.http}/api/sessions`, { method: 'DELETE', headers: { cookie } });
    expect(out.status).toBe(200);
    expect(out.headers.getSetCookie().join()).toMatch(/ludus_session=;/);
    // The session is gone from the store: the old cookie signs nobody in.
    expect((await get(run, '/api/me', cookie)).body).toEqual({ name: null, account: false });

    const again = await post(run, '/api/sessions', { name: 'felix', password: 'correct horse' });
    expect(again).toMatchObject({ status: 200, body: { name: 'Felix', account: true } });
    expect((await get(run, '/api/me', sessionCookie(again.headers))).body).toEqual({ name: 'Felix', account: true });
  });

  it('refuses a taken name whatever its case, and bad fields by name', async () => {
    const run = await startServer(await freshDb(dialect));
    running.push(run);
    expect((await post(run, '/api/accounts', { name: 'Lucia', password: 'longenough' })).status).toBe(201);
    expect(await post(run, '/api/accounts', { name: 'LUCIA', password: 'longenough' })).toMatchObject({
      status: 409,
      body: { code: 'name-taken', field: 'name' },
    });
    expect(await post(run, '/api/accounts', { name: 'Al', password: 'longenough' })).toMatchObject({
      status: 400,
      body: { field: 'name', message: expect.stringContaining('at least 3 characters') },
    });
    expect(await post(run, '/api/accounts', { name: 'Alba', password: 'short' })).toMatchObject({
      status: 400,
      body: { field: 'password', message: expect.stringContaining('at least 8 characters') },
    });
    expect(await post(run, '/api/accounts', { name: 'Alba', password: 'x'.repeat(201) })).toMatchObject({
      status: 400,
      body: { field: 'password' },
    });
    expect(await post(run, '/api/accounts', { name: 'Al\nba', password: 'longenough' })).toMatchObject({
      status: 400,
      body: { field: 'name', message: expect.stringContaining('control characters') },
    });
  });

  it('answers a wrong password and an unknown name alike', async () => {
    const run = await startServer(await freshDb(dialect));
    running.push(run);
    await post(run, '/api/accounts', { name: 'Felix', password: 'correct horse' });
    const wrong = await post(run, '/api/sessions', { name: 'Felix', password: 'wrong horse' });
    const unknown = await post(run, '/api/sessions', { name: 'Nobody', password: 'wrong horse' });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(wrong.status);
    expect(unknown.body).toEqual(wrong.body);
    expect(wrong.headers.getSetCookie()).toEqual([]);
  });

  it('slows a brute force: the sixth try after five failures gets 429, even with the right password', async () => {
    const run = await startServer(await freshDb(dialect));
    running.push(run);
    await post(run, '/api/accounts', { name: 'Felix', password: 'correct horse' });
    for (let i = 0; i < 5; i++)
      expect((await post(run, '/api/sessions', { name: 'Felix', password: `guess ${i}xx` })).status).toBe(401);
    const locked = await post(run, '/api/sessions', { name: 'Felix', password: 'correct horse' });
    expect(locked).toMatchObject({ status: 429, body: { code: 'too-many-attempts' } });
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    // The address is slowed too: another name from it waits as well.
    const other = await post(run, '/api/sessions', { name: 'Lucia', password: 'anything at all' });
    expect((other.body as ApiError).code).toBe('too-many-attempts');
  });

  it('slows registrations from one address: the sixth in a row gets 429', async () => {
    const run = await startServer(await freshDb(dialect));
    running.push(run);
    for (let i = 0; i < 5; i++)
      expect((await post(run, '/api/accounts', { name: `Person ${i}`, password: 'longenough' })).status).toBe(201);
    const sixth = await post(run, '/api/accounts', { name: 'Person 5', password: 'longenough' });
    expect(sixth).toMatchObject({ status: 429, body: { code: 'too-many-accounts' } });
    expect(Number(sixth.headers.get('retry-after'))).toBeGreaterThan(60);
  });

  it('opens a seat on a second device by the session, lists it in my matches, and attaches held tokens', async () => {
    const run = await startServer(await freshDb(dialect));
    running.push(run);
    const first = sessionCookie(
      (await post(run, '/api/accounts', { name: 'Felix', password: 'correct horse' })).headers,
    );
    // Created while signed in: the creator's seat is the account's.
    const created = (await post(run, '/api/matches', vsBot, first)).body as { id: string };
    // Created before signing in, then attached by its token.
    const earlier = await createMatch(run, vsBot);
    expect((await post(run, '/api/me/seats', { tokens: [earlier.tokens.a, 'not-a-token'] }, first)).body).toEqual({
      attached: 1,
    });

    // The second device signs in and holds no token.
    const second = sessionCookie(
      (await post(run, '/api/sessions', { name: 'Felix', password: 'correct horse' })).headers,
    );
    const mine = (await get(run, '/api/me/matches', second)).body as MyMatch[];
    expect(mine.map((m) => [m.id, m.mySeats]).sort()).toEqual(
      [
        [created.id, ['a']],
        [earlier.id, ['a']],
      ].sort(),
    );

    const device = await Client.open(run.ws, { cookie: second });
    device.send({ t: 'join', match: created.id, seat: 'a' });
    const state = await device.next('state');
    expect(state.as).toBe('a');
    const legal = state.legal as { commands: unknown[] };
    device.send({ t: 'command', id: 'c1', seat: 'a', command: legal.commands[0], version: state.version });
    expect(await device.next('ack')).toMatchObject({ id: 'c1' });
    // Its private events come over HTTP too.
    const events = await fetch(`${run.http}/api/matches/${created.id}/events?after=0`, {
      headers: { cookie: second, 'x-seat': 'a' },
    });
    expect(events.status).toBe(200);
    const page = (await events.json()) as { events: { event: { visibleTo: unknown } }[] };
    // Seat a's own private events (its turn plot) are among them: the page is the seat's, not a spectator's.
    expect(page.events.some((e) => Array.isArray(e.event.visibleTo) && e.event.visibleTo.includes('a'))).toBe(true);
    expect(events.headers.get('vary')).toContain('cookie');

    // It resigns, and asks for the rematch by its session alone: the rematch's seat is the account's too.
    device.send({ t: 'table', id: 'r1', seat: 'a', action: 'resign' });
    await device.find('ack', (f) => f.id === 'r1');
    const rematch = await post(run, `/api/matches/${created.id}/seats/a/rematch`, {}, second);
    expect(rematch).toMatchObject({ status: 201, body: { seat: 'b' } });
    const again = (rematch.body as { id: string }).id;
    const now = (await get(run, '/api/me/matches', second)).body as MyMatch[];
    expect(now.find((m) => m.id === again)?.mySeats).toEqual(['b']);
    device.close();

    // Without the session, or with the account signed out, the seat stays shut.
    const stranger = await Client.open(run.ws);
    stranger.send({ t: 'join', match: created.id, seat: 'a' });
    expect((await stranger.next('error')).code).toBe('bad-token');
    stranger.close();
    await fetch(`${run.http}/api/sessions`, { method: 'DELETE', headers: { cookie: second } });
    const signedOut = await Client.open(run.ws, { cookie: second });
    signedOut.send({ t: 'join', match: created.id, seat: 'a' });
    expect((await signedOut.next('error')).code).toBe('bad-token');
    signedOut.close();
  });

  it("a seat's new token takes it from the accounts that held it by the old one", async () => {
    const run = await startServer(await freshDb(dialect));
    running.push(run);
    const { id, tokens } = await createMatch(run, vsBot);
    // The token leaks: somebody attaches it to his account and joins by his session.
    const thief = sessionCookie(
      (await post(run, '/api/accounts', { name: 'Mallory', password: 'stolen link' })).headers,
    );
    expect((await post(run, '/api/me/seats', { tokens: [tokens.a] }, thief)).body).toEqual({ attached: 1 });
    const joined = await Client.open(run.ws, { cookie: thief });
    joined.send({ t: 'join', match: id, seat: 'a' });
    expect((await joined.next('state')).as).toBe('a');

    // The holder replaces the token: the thief's connection loses the seat, and his session opens it no more.
    const before = joined.frames.length;
    const rotated = await fetch(`${run.http}/api/matches/${id}/seats/a/token`, {
      method: 'POST',
      headers: { authorization: `Bearer ${tokens.a}` },
    });
    expect(rotated.status).toBe(201);
    expect((await joined.find('error', () => true, before)).code).toBe('token-rotated');
    expect((await get(run, '/api/me/matches', thief)).body).toEqual([]);
    const again = await Client.open(run.ws, { cookie: thief });
    again.send({ t: 'join', match: id, seat: 'a' });
    expect((await again.next('error')).code).toBe('bad-token');
    joined.close();
    again.close();
  });
});

describe('the session cookie behind a proxy that ends TLS', () => {
  it('is Secure when the request came over https', async () => {
    const run = await startServer(await freshDb('sqlite'), { trustProxy: true });
    running.push(run);
    const res = await run.app.inject({
      method: 'POST',
      url: '/api/accounts',
      headers: { 'content-type': 'application/json', 'x-forwarded-proto': 'https' },
      payload: { name: 'Felix', password: 'correct horse' },
    });
    expect(res.statusCode).toBe(201);
    expect(String(res.headers['set-cookie'])).toMatch(/; Secure/);
    expect((res.json() as Me).name).toBe('Felix');
  });
});
