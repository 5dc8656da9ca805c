/**
 * GET /api/matches/:id/view?at=N, the replay viewer's board: for every public event a spectator received live,
 * the view rebuilt from the store at that event must be the view the spectator was sent with it, whether the
 * rebuild starts from the setup or from a snapshot. On SQLite and on PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Legal } from '../core/protocol.js';
import { seedRng } from '../core/rng.js';
import { BOTS } from '../games/registry.js';
import { DIALECTS, dropTestDatabases, freshDb } from './testdb.js';
import { Client, createMatch, type Running, type StateFrame, startServer } from './testkit.js';
import type { ApiError, ViewAt } from './wire.js';

const brawler = BOTS.gladiator!.brawler!;
const COMMANDS = 24;

afterAll(dropTestDatabases);

describe.each(DIALECTS)('the view at an event on %s', (dialect) => {
  let server: Running;
  let id: string;
  const spectatorFrames: StateFrame[] = [];

  beforeAll(async () => {
    server = await startServer(await freshDb(dialect), {
      rateLimit: { perSecond: 10_000, burst: 10_000 },
      snapshotEvery: 4,
    });
    const made = await createMatch(server, {
      game: 'gladiator',
      options: { turnLimit: 2 },
      seats: { a: { kind: 'here' }, b: { kind: 'here' } },
      seed: 'view-at-1',
    });
    id = made.id;
    const spectator = await Client.open(server.ws);
    spectator.send({ t: 'join', match: id });
    await spectator.next('state');
    const seats = await Client.open(server.ws);
    for (const seat of ['a', 'b']) {
      seats.send({ t: 'join', match: id, seat, token: made.tokens[seat] });
      await seats.find('state', (f) => f.as === seat);
    }
    const rng = seedRng('view-at-1/players');
    for (let i = 0; i < COMMANDS; i++) {
      const now = server.app.matches.stateFor(id, 'spectator', 0);
      if (now.outcome !== null) break;
      const seat = now.pending[0] as string;
      const frame = server.app.matches.stateFor(id, seat, 0);
      const command = brawler.choose(frame.view, frame.legal as Legal<unknown>, rng);
      const ack = seats.next('ack', (f) => f.id === `c${i}`);
      seats.send({ t: 'command', id: `c${i}`, seat, command, version: frame.version });
      await ack;
    }
    const version = server.app.matches.stateFor(id, 'spectator', 0).version;
    await spectator.find('state', (f) => f.version === version);
    spectatorFrames.push(...spectator.all('state'));
    spectator.close();
    seats.close();
  });

  afterAll(async () => {
    await server?.app.close();
  });

  const viewAt = async (at: string | number) => {
    const res = await server.app.inject({ method: 'GET', url: `/api/matches/${id}/view?at=${at}` });
    return { status: res.statusCode, body: res.json() as ViewAt & ApiError };
  };

  it('is the view a spectator was sent with that event, from the setup or from a snapshot', async () => {
    const snapshots = await server.app.store.db.selectFrom('snapshots').select('version').execute();
    expect(snapshots.length).toBeGreaterThan(2);
    let checked = 0;
    // The first frame answers the join; every later one carries the events of one command.
    for (const frame of spectatorFrames.slice(1)) {
      for (const { n } of frame.events) {
        const { status, body } = await viewAt(n);
        expect(status).toBe(200);
        expect(body.version, `event ${n}`).toBe(frame.version);
        expect(body.events).toBeGreaterThanOrEqual(n);
        expect(body.view).toEqual(frame.view);
        expect(body.pending).toEqual(frame.pending);
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(COMMANDS / 2);
  });

  it('is the setup at 0 and the latest state past the end', async () => {
    const start = await viewAt(0);
    expect(start.body).toMatchObject({ at: 0, version: 0, events: 0 });
    expect(start.body.view).toMatchObject({ turn: 1, phase: 1, step: 'turnPlot', secret: null });
    const last = spectatorFrames.at(-1) as StateFrame;
    const past = await viewAt(1_000_000);
    expect(past.body.version).toBe(last.version);
    expect(past.body.view).toEqual(last.view);
  });

  it('never shows a seat its secrets', async () => {
    for (let at = 0; at < 40; at += 3) {
      const { body } = await viewAt(at);
      expect((body.view as { secret: unknown }).secret).toBeNull();
      expect(JSON.stringify(body)).not.toContain('submission');
    }
  });

  it('answers a bad query or an unknown match in ApiError shape', async () => {
    expect(await viewAt(-1)).toMatchObject({ status: 400, body: { code: 'bad-request', field: 'at' } });
    expect(await viewAt('soon')).toMatchObject({ status: 400, body: { code: 'bad-request', field: 'at' } });
    const none = await server.app.inject({ method: 'GET', url: '/api/matches/nope/view?at=1' });
    expect(none.statusCode).toBe(404);
    expect(none.json()).toMatchObject({ code: 'unknown-match' });
    const route = await server.app.inject({ method: 'GET', url: '/api/nothing' });
    expect(route.statusCode).toBe(404);
    expect(route.json()).toMatchObject({ code: 'not-found' });
    const notJson = await server.app.inject({
      method: 'POST',
      url: '/api/matches',
      headers: { 'content-type': 'application/json' },
      payload: '{',
    });
    expect(notJson.json()).toMatchObject({ code: 'bad-json', field: '(body)' });
  });
});
