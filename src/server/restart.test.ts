/**
 * A restart on the same database, as `ludus serve` starting again (a new store and a new MatchService), on SQLite
 * and on PostgreSQL: every match resumes where its last acknowledged command left it, whether it comes back from
 * its setup, the command log, a snapshot, or a snapshot and the log after it. A command is acknowledged when
 * MatchService.submit resolves. Also: two servers on one database, where the one whose copy is stale cannot store.
 */
import { afterAll, describe, expect, it } from 'vitest';
import type { Legal } from '../core/protocol.js';
import { type RngState, seedRng } from '../core/rng.js';
import { BOTS } from '../games/registry.js';
import { DIALECTS, dropTestDatabases, freshDb } from './testdb.js';
import { createMatch, type Running, startServer } from './testkit.js';
import type { MatchSummary } from './wire.js';

const brawler = BOTS.gladiator!.brawler!;
const SNAPSHOT_EVERY = 4;
/** Commands played in each match before the restart: none, log only, a snapshot, a snapshot and log; to the end. */
const PLAYED = [0, 3, 4, 7, 1000];

const running: Running[] = [];
const start = async (url: string): Promise<Running> => {
  const run = await startServer(url, { snapshotEvery: SNAPSHOT_EVERY });
  running.push(run);
  return run;
};
afterAll(async () => {
  for (const r of running) await r.app.close();
  await dropTestDatabases();
});

/** Plays up to `count` commands, each seat answering with the brawler's choice; returns how many were played. */
async function play(run: Running, id: string, tokens: Record<string, string>, rng: RngState, count: number) {
  let played = 0;
  for (; played < count; played++) {
    const now = run.app.matches.stateFor(id, 'spectator', 0);
    if (now.outcome !== null) break;
    const seat = now.pending[0] as string;
    const legal = run.app.matches.stateFor(id, seat, 0).legal as Legal<unknown>;
    const choice = brawler.choose(now.view, legal, rng);
    const r = await run.app.matches.submit(id, seat, tokens[seat] as string, choice, now.version ?? 0);
    if (!r.ok) throw new Error(`${id}: ${r.error.message}`);
  }
  return played;
}

/** Every event a viewer may see, page after page, as GET /api/matches/:id/events gives them. */
async function allEvents(run: Running, id: string, viewer: string) {
  const events = [];
  for (let after = 0; ; ) {
    const page = await run.app.matches.eventsPage(id, viewer, after, 50);
    if (!page) throw new Error(`no match ${id}`);
    events.push(...page.events);
    if (page.next === null) return events;
    after = page.next;
  }
}

/** Everything each viewer is shown of a match: its latest state, and every event it may see from the first. */
const seen = (run: Running, id: string) =>
  Promise.all(
    ['a', 'b', 'spectator'].map(async (v) => {
      const { events: _, ...frame } = run.app.matches.stateFor(id, v, run.app.matches.lastEvent(id));
      return { ...frame, events: await allEvents(run, id, v) };
    }),
  );

describe.each(DIALECTS)('a restart on %s', (dialect) => {
  it('resumes every match where its last acknowledged command left it', async () => {
    const url = await freshDb(dialect);
    const first = await start(url);
    expect(first.app.store.dialect).toBe(dialect);
    const made = [];
    for (const [i, count] of PLAYED.entries()) {
      const seed = `restart-${i}`;
      const { id, tokens } = await createMatch(first, {
        game: 'gladiator',
        options: { turnLimit: 2 },
        seats: { a: { kind: 'here' }, b: { kind: 'here' } },
        seed,
      });
      const rng = seedRng(seed);
      const played = await play(first, id, tokens, rng, count);
      made.push({ id, tokens, rng, played, before: await seen(first, id) });
    }
    const finished = made.at(-1)!;
    expect(finished.before[0]!.outcome).not.toBeNull();
    expect(finished.before[2]!.events.length).toBeGreaterThan(50);
    expect(finished.played).toBeGreaterThan(2 * SNAPSHOT_EVERY);
    await first.app.close();

    const second = await start(url);
    const { db } = second.app.store;
    for (const m of made) {
      const row = await db
        .selectFrom('matches')
        .select(['version', 'status'])
        .where('id', '=', m.id)
        .executeTakeFirst();
      expect(row).toEqual({ version: m.played, status: m === finished ? 'finished' : 'active' });
      const log = await db.selectFrom('commands').select('n').where('match_id', '=', m.id).orderBy('n').execute();
      expect(log.map((c) => c.n)).toEqual(Array.from({ length: m.played }, (_, i) => i + 1));
      const snapshots = await db
        .selectFrom('snapshots')
        .select('version')
        .where('match_id', '=', m.id)
        .orderBy('version')
        .execute();
      const every = Array.from({ length: Math.floor(m.played / SNAPSHOT_EVERY) }, (_, i) => (i + 1) * SNAPSHOT_EVERY);
      expect(snapshots.map((s) => s.version)).toEqual(every);

      expect((await second.app.matches.prepare(m.id)).ok).toBe(true);
      expect(await seen(second, m.id), `match ${m.id} after ${m.played} commands`).toEqual(m.before);
    }

    // The resumed matches go on from there: the next command is stored as the next version.
    for (const m of made.filter((x) => x !== finished)) {
      expect(await play(second, m.id, m.tokens, m.rng, 1)).toBe(1);
      const row = await db.selectFrom('matches').select('version').where('id', '=', m.id).executeTakeFirstOrThrow();
      expect(row.version).toBe(m.played + 1);
    }
  });

  it('finds the matches a browser holds seats in from its tokens, after a restart', async () => {
    const url = await freshDb(dialect);
    const first = await start(url);
    const one = await createMatch(first, { game: 'gladiator', seats: { a: { kind: 'here' }, b: { kind: 'invite' } } });
    const two = await createMatch(first, {
      game: 'gladiator',
      seats: { a: { kind: 'bot', bot: 'brawler' }, b: { kind: 'here' } },
    });
    await createMatch(first, { game: 'gladiator', seats: { a: { kind: 'here' }, b: { kind: 'here' } } });
    await first.app.close();

    const second = await start(url);
    const res = await second.app.inject({
      method: 'POST',
      url: '/api/matches/lookup',
      payload: { tokens: [one.tokens.a, one.tokens.b, two.tokens.b, 'not-a-token'] },
    });
    expect(res.statusCode).toBe(200);
    const found = (res.json() as MatchSummary[]).sort((x, y) => x.id.localeCompare(y.id));
    const expected = [
      { id: one.id, seats: { a: { kind: 'here' }, b: { kind: 'invite' } } },
      { id: two.id, seats: { a: { kind: 'bot', bot: 'brawler' }, b: { kind: 'here' } } },
    ].sort((x, y) => x.id.localeCompare(y.id));
    expect(found).toMatchObject(expected.map((e) => ({ ...e, game: 'gladiator', status: 'active' })));
  });

  it('refuses to store a command on a version another server has moved on, and rereads the match', async () => {
    const url = await freshDb(dialect);
    const first = await start(url);
    const second = await start(url);
    const seed = 'restart-stale';
    const { id, tokens } = await createMatch(first, {
      game: 'gladiator',
      seats: { a: { kind: 'here' }, b: { kind: 'here' } },
      seed,
    });
    expect((await second.app.matches.prepare(id)).ok).toBe(true);
    await play(first, id, tokens, seedRng(seed), 1);

    // The second server still holds the match at version 0; the same first command would be version 1 again.
    await expect(play(second, id, tokens, seedRng(seed), 1)).rejects.toThrow();
    const log = await first.app.store.db.selectFrom('commands').select('n').where('match_id', '=', id).execute();
    expect(log).toEqual([{ n: 1 }]);

    // Once reread, the second server sees what the first stored, and plays on from it.
    expect((await second.app.matches.prepare(id)).ok).toBe(true);
    expect(await seen(second, id)).toEqual(await seen(first, id));
    expect(await play(second, id, tokens, seedRng(`${seed}/2`), 1)).toBe(1);
    const row = await first.app.store.db.selectFrom('matches').select('version').where('id', '=', id).execute();
    expect(row).toEqual([{ version: 2 }]);
  });
});
