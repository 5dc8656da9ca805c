/**
 * What a match costs when nobody plays it (issue 9, finding 4), on SQLite and PostgreSQL: a restart loads no match
 * until it is asked for, except those whose clock is due or whose bot must move; idle matches leave memory and come
 * back; matches no person ever joined expire; matches of bots alone run at a bounded pace. Limits are small so the
 * tests stay quick; work is counted (matches loaded, commands stored), never timed.
 */
import { afterAll, describe, expect, it, vi } from 'vitest';
import type { AnyGameModule } from '../core/protocol.js';
import { gladiator } from '../games/gladiator/module.js';
import { timeoutCommand } from '../games/gladiator/timeout.js';
import type { GladiatorState } from '../games/gladiator/types.js';
import { type Db, openStore } from './db.js';
import { DIALECTS, dropTestDatabases, freshDb } from './testdb.js';
import { Client, createMatch, type Running, startServer } from './testkit.js';
import type { MatchSummary } from './wire.js';

/** GLADIATOR with its time-out default wired (as clock.test does). */
const wired: AnyGameModule = {
  ...gladiator,
  timeoutCommand: (s: GladiatorState, seat: string) => timeoutCommand(gladiator.legal(s, seat).commands),
};

const running: Running[] = [];
const start = async (url: string, opts: Parameters<typeof startServer>[1] = {}): Promise<Running> => {
  const run = await startServer(url, { games: { gladiator: wired }, ...opts });
  running.push(run);
  return run;
};
afterAll(async () => {
  for (const r of running) await r.app.close();
  await dropTestDatabases();
});

const people = { a: { kind: 'here' }, b: { kind: 'invite' } };
const botsAlone = { a: { kind: 'bot', bot: 'random' }, b: { kind: 'bot', bot: 'random' } };

const summary = async (run: Running, id: string) =>
  (await (await fetch(`${run.http}/api/matches/${id}`)).json()) as MatchSummary;

/** Commands stored for the matches `ids`, all told. */
async function commandCount(db: Db, ids: string[]): Promise<number> {
  const row = await db
    .selectFrom('commands')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('match_id', 'in', ids)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(DIALECTS)('matches nobody plays, on %s', (dialect) => {
  it('a restart loads no match until it is joined, yet a due clock plays its default and bots go on', async () => {
    const url = await freshDb(dialect);
    const first = await start(url, { clockMs: { reaction: 200 } });
    const idle = [];
    for (let i = 0; i < 4; i++) idle.push((await createMatch(first, { game: 'gladiator', seats: people })).id);
    const far = await createMatch(first, { game: 'gladiator', seats: people, clock: 'slow' });
    const due = await createMatch(first, { game: 'gladiator', seats: people, clock: 'reaction' });
    // A clock starts once every person's seat has been joined.
    for (const seat of ['a', 'b']) {
      const c = await Client.open(first.ws);
      c.send({ t: 'join', match: due.id, seat, token: due.tokens[seat] });
      await c.find('state');
      c.close();
    }
    await vi.waitFor(() => expect(first.app.matches.stateFor(due.id, 'spectator', 0).deadlines).not.toEqual({}));
    const bots = await createMatch(first, { game: 'gladiator', seats: botsAlone, options: { turnLimit: 3 } });
    await vi.waitFor(async () => expect(await commandCount(first.app.store.db, [bots.id])).toBeGreaterThan(0));
    await first.app.close();
    const store = await openStore(url);
    const stopped = {
      due: await commandCount(store.db, [due.id]),
      bots: await commandCount(store.db, [bots.id]),
    };
    await store.close();
    expect(stopped.due).toBe(0);
    // The reaction clock of `due` runs out while no server is up.
    await sleep(250);

    const second = await start(url, { limits: { backgroundBotMovesPerSecond: 200 } });
    const { matches } = second.app;
    for (const id of [...idle, far.id]) expect(matches.isLoaded(id), id).toBe(false);
    await vi.waitFor(async () => expect(await commandCount(second.app.store.db, [due.id])).toBeGreaterThan(0));
    await vi.waitFor(async () =>
      expect(await commandCount(second.app.store.db, [bots.id])).toBeGreaterThan(stopped.bots),
    );
    for (const id of [...idle, far.id]) expect(matches.isLoaded(id), id).toBe(false);
    expect(matches.counts.restores, 'only the due match and the bots were read back').toBeLessThanOrEqual(2);

    // A join loads one on demand.
    const c = await Client.open(second.ws);
    c.send({ t: 'join', match: idle[0] });
    expect((await c.find('state')).version).toBe(0);
    expect(matches.isLoaded(idle[0]!)).toBe(true);
    c.close();
  });

  it('an idle match leaves memory, and comes back as it was', async () => {
    const run = await start(await freshDb(dialect), { limits: { idleEvictMs: 30 } });
    const { id, tokens } = await createMatch(run, { game: 'gladiator', seats: people });
    const a = await Client.open(run.ws);
    a.send({ t: 'join', match: id, seat: 'a', token: tokens.a });
    const before = await a.find('state');
    const legal = before.legal as { commands: unknown[] };
    a.send({ t: 'command', id: 'c1', seat: 'a', version: 0, command: legal.commands[0] });
    await a.find('ack');
    const played = a.latest('a')!;

    // Watched, it stays however long nobody plays.
    await sleep(60);
    await run.app.matches.sweep();
    expect(run.app.matches.isLoaded(id)).toBe(true);

    a.close();
    await a.closed;
    await sleep(60);
    await run.app.matches.sweep();
    expect(run.app.matches.isLoaded(id)).toBe(false);

    const again = await Client.open(run.ws);
    again.send({ t: 'join', match: id, seat: 'a', token: tokens.a, since: played.events.at(-1)?.n ?? 0 });
    const back = await again.find('state');
    expect(run.app.matches.isLoaded(id)).toBe(true);
    expect(back.version).toBe(1);
    expect(back.view).toEqual(played.view);
    expect(back.events).toEqual([]);
    again.close();
  });

  it('a match no person joins expires, and joining it says so', async () => {
    const run = await start(await freshDb(dialect), { limits: { unstartedExpireMs: 40 } });
    const lonely = await createMatch(run, { game: 'gladiator', seats: people });
    const joined = await createMatch(run, { game: 'gladiator', seats: people });
    const bots = await createMatch(run, { game: 'gladiator', seats: botsAlone });
    const a = await Client.open(run.ws);
    a.send({ t: 'join', match: joined.id, seat: 'a', token: joined.tokens.a });
    await a.find('state');
    a.close();
    // A spectator does not start a match.
    const watcher = await Client.open(run.ws);
    watcher.send({ t: 'join', match: lonely.id });
    await watcher.find('state');
    watcher.close();
    await watcher.closed;

    await sleep(80);
    await run.app.matches.sweep();
    expect((await summary(run, lonely.id)).status).toBe('expired');
    expect((await summary(run, joined.id)).status).toBe('active');
    expect((await summary(run, bots.id)).status).not.toBe('expired');
    expect(run.app.matches.isLoaded(lonely.id)).toBe(false);

    const late = await Client.open(run.ws);
    late.send({ t: 'join', match: lonely.id, seat: 'b', token: lonely.tokens.b });
    const refused = await late.find('error');
    expect(refused.code).toBe('expired');
    expect(refused.message).toMatch(/expired: no player joined it within/);
    late.close();
  });

  it('matches of bots alone write at most the background budget unwatched, and go on at their pace watched', async () => {
    const budget = 20;
    const run = await start(await freshDb(dialect), {
      limits: { backgroundBotMovesPerSecond: budget, botMoveMs: 50 },
    });
    const ids: string[] = [];
    for (let i = 0; i < 4; i++) ids.push((await createMatch(run, { game: 'gladiator', seats: botsAlone })).id);
    const from = await commandCount(run.app.store.db, ids);
    const t0 = performance.now();
    await sleep(500);
    const written = (await commandCount(run.app.store.db, ids)) - from;
    const elapsed = performance.now() - t0;
    expect(written).toBeGreaterThan(0);
    // One move a 1/budget s, shared: never more than the budget over the window (plus the one under way).
    expect(written).toBeLessThanOrEqual(Math.ceil((budget * elapsed) / 1000) + 1);

    // Watched, one of them moves every botMoveMs, whatever the background budget.
    const watcher = await Client.open(run.ws);
    watcher.send({ t: 'join', match: ids[0] });
    await watcher.find('state');
    const one = await commandCount(run.app.store.db, [ids[0]!]);
    const t1 = performance.now();
    await sleep(300);
    const moved = (await commandCount(run.app.store.db, [ids[0]!])) - one;
    const watched = performance.now() - t1;
    expect(moved).toBeGreaterThan(0);
    expect(moved).toBeLessThanOrEqual(Math.ceil(watched / 50) + 1);
    watcher.close();
  });
});
