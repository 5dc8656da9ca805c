/**
 * Cheap resyncs (issue 9, finding 2), on SQLite and PostgreSQL: a join with `since: 0` on a long finished match
 * sends at most `eventsPerFrame` events and says which are missing; GET /api/matches/:id/events brings back exactly
 * the events a full replay of the stored commands gives, for a spectator and for a seat (never another seat's private
 * events), and a page asked for again is answered from the server's cache (counted, not timed).
 */
import { afterAll, describe, expect, it } from 'vitest';
import type { GameEvent } from '../core/protocol.js';
import { seedRng } from '../core/rng.js';
import { randomBot } from '../core/runner.js';
import { GAMES } from '../games/registry.js';
import { DIALECTS, dropTestDatabases, freshDb } from './testdb.js';
import {
  Client,
  createMatch,
  missingEvents,
  playThrough,
  type Running,
  startServer,
  storedCommands,
} from './testkit.js';
import type { EventsPageBody, NumberedEvent } from './wire.js';

const gladiator = GAMES.gladiator!;
const EVENTS_PER_FRAME = 20;
const opts = { snapshotEvery: 10, limits: { eventsPerFrame: EVENTS_PER_FRAME } };
const SEED = 'resync-1';

const running: Running[] = [];
afterAll(async () => {
  for (const r of running) await r.app.close();
  await dropTestDatabases();
});

/** Both seats play random legal commands to the end (long: random play rarely ends a fight early). */
const playOut = (run: Running, id: string, tokens: Record<string, string>): Promise<number> =>
  playThrough(run.app.matches, id, tokens, randomBot, seedRng(SEED));

/** Every event of the match by a full replay of its stored commands, numbered, as `viewer` may see them. */
async function replayed(run: Running, id: string, viewer: string): Promise<{ n: number; event: GameEvent }[]> {
  const setup = gladiator.setup(gladiator.options.parse({ turnLimit: 6 }), SEED);
  if (!setup.ok) throw new Error(setup.error.message);
  let state = setup.value;
  const events: GameEvent[] = [];
  for (const row of await storedCommands(run, id)) {
    const applied = gladiator.apply(state, row.seat, row.command);
    if (!applied.ok) throw new Error(applied.error.message);
    state = applied.value.state;
    events.push(...applied.value.events);
  }
  return events
    .map((event, i) => ({ n: i + 1, event: JSON.parse(JSON.stringify(event)) as GameEvent }))
    .filter(({ event }) => event.visibleTo === 'all' || event.visibleTo.includes(viewer));
}

async function joinSince0(run: Running, id: string, seat?: { seat: string; token: string }) {
  const c = await Client.open(run.ws);
  c.send({ t: 'join', match: id, since: 0, ...seat });
  const frame = await c.find('state');
  c.close();
  return frame;
}

const page = (run: Running, id: string, query: string, headers: Record<string, string> = {}) =>
  fetch(`${run.http}/api/matches/${id}/events?${query}`, { headers });

describe.each(DIALECTS)('a resync on %s', (dialect) => {
  it('joins with at most eventsPerFrame events, and the pages give back exactly the rest', async () => {
    const url = await freshDb(dialect);
    const first = await startServer(url, opts);
    running.push(first);
    const { id, tokens } = await createMatch(first, {
      game: 'gladiator',
      options: { turnLimit: 6 },
      seats: { a: { kind: 'here' }, b: { kind: 'here' } },
      seed: SEED,
    });
    // Someone watches throughout, so the match stays in memory with every event since its setup.
    const watcher = await Client.open(first.ws);
    watcher.send({ t: 'join', match: id, since: 0 });
    await watcher.find('state');
    await playOut(first, id, tokens as Record<string, string>);
    const all = { a: await replayed(first, id, 'a'), spectator: await replayed(first, id, 'spectator') };
    expect(all.spectator.length).toBeGreaterThan(5 * EVENTS_PER_FRAME);
    const privateToB = (await replayed(first, id, 'b')).filter((e) => e.event.visibleTo !== 'all');
    expect(privateToB.length).toBeGreaterThan(0);

    // The match in memory since its setup: the frame is cut to the newest events, the pages come from memory.
    const live = await joinSince0(first, id);
    expect(live.events).toEqual(all.spectator.slice(-EVENTS_PER_FRAME));
    expect(live.missing).toEqual({ after: 0, upTo: live.events[0]!.n - 1 });
    expect([...(await missingEvents(first, id, live.missing!)), ...live.events]).toEqual(all.spectator);
    watcher.close();
    await first.app.close();

    // A server started afresh: the match comes back from its latest snapshot, the pages from the store.
    const run = await startServer(url, opts);
    running.push(run);
    for (const [viewer, seat] of [
      ['spectator', undefined],
      ['a', { seat: 'a', token: tokens.a! }],
    ] as const) {
      const frame = await joinSince0(run, id, seat);
      expect(frame.events.length).toBeLessThanOrEqual(EVENTS_PER_FRAME);
      expect(frame.missing?.after).toBe(0);
      const rest = await missingEvents(run, id, frame.missing!, seat);
      expect([...rest, ...frame.events], viewer).toEqual(all[viewer]);
    }

    // Small pages, across several snapshots, give the same events; b's secrets never reach a.
    const pagesOfA: NumberedEvent[] = [];
    const asA = { authorization: `Bearer ${tokens.a}`, 'x-seat': 'a' };
    for (let after: number | null = 0; after !== null; ) {
      const res = await page(run, id, `after=${after}&limit=7`, asA);
      expect(res.status).toBe(200);
      const body = (await res.json()) as EventsPageBody;
      expect(body.events.length).toBeLessThanOrEqual(7);
      pagesOfA.push(...body.events);
      after = body.next;
    }
    expect(pagesOfA).toEqual(all.a);
    for (const secret of privateToB) expect(pagesOfA.map((e) => e.n)).not.toContain(secret.n);
  });

  it("refuses a seat's page without its token, and answers a repeated page from its cache", async () => {
    const run = await startServer(await freshDb(dialect), opts);
    running.push(run);
    const { id, tokens } = await createMatch(run, {
      game: 'gladiator',
      options: { turnLimit: 6 },
      seats: { a: { kind: 'here' }, b: { kind: 'here' } },
      seed: SEED,
    });
    await playOut(run, id, tokens as Record<string, string>);

    const wrong = await page(run, id, 'after=0', { authorization: `Bearer ${tokens.a}`, 'x-seat': 'b' });
    expect(wrong.status).toBe(403);
    expect(await wrong.json()).toMatchObject({ code: 'bad-token' });
    const noSeat = await page(run, id, 'after=0', { authorization: `Bearer ${tokens.a}` });
    expect(await noSeat.json()).toMatchObject({ code: 'bad-request', field: 'x-seat' });
    expect((await page(run, id, 'after=-1')).status).toBe(400);
    expect((await page(run, 'nosuchmatch', 'after=0')).status).toBe(404);

    const built = run.app.matches.counts.eventPages;
    const one = await page(run, id, 'after=40');
    expect(one.status).toBe(200);
    const etag = one.headers.get('etag')!;
    expect(etag).toMatch(/^".+"$/);
    expect(one.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const body = await one.text();
    expect(run.app.matches.counts.eventPages).toBe(built + 1);

    const again = await page(run, id, 'after=40', { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    const plain = await page(run, id, 'after=40');
    expect(plain.status).toBe(200);
    expect(await plain.text()).toBe(body);
    expect(run.app.matches.counts.eventPages, 'answered from the cache').toBe(built + 1);

    const mine = await page(run, id, 'after=40', { authorization: `Bearer ${tokens.a}`, 'x-seat': 'a' });
    expect(mine.headers.get('cache-control')).toBe('private, max-age=31536000, immutable');
    expect(mine.headers.get('etag')).not.toBe(etag);
  });
});
