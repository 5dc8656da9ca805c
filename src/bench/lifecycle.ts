/**
 * `tsx src/bench/lifecycle.ts`: what a match costs the server when nobody plays it (issue 9, findings 2 and 4).
 *
 * 1. Startup with many inactive matches: one GLADIATOR match is played for a few commands through MatchService, then
 *    copied row for row (match, commands, snapshots, tokens) under new ids until the SQLite file holds N active
 *    matches; a new MatchService on that file is timed through start(), and the matches it holds in memory counted.
 * 2. A join with `since: 0` on a long finished match: two people's seats play a whole match with random legal
 *    commands (the brawler ends matches too soon to make a long history); a server started afresh on that file is joined over a real WebSocket, and the first state frame weighed.
 *
 * 3. Matches of bots alone nobody watches: 10 of them (random bots, 40 turns) run for a few seconds on a server with
 *    the default limits, and the commands stored in that time are counted.
 *
 *   --matches N    inactive matches for the startup figure (default 10000)
 *   --commands C   commands played in each of them (default 12)
 *   --seconds S    how long the matches of bots alone run (default 5)
 */
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import WebSocket from 'ws';
import { seedRng } from '../core/rng.js';
import { randomBot } from '../core/runner.js';
import { brawlerBot } from '../games/gladiator/bots.js';
import { openStore } from '../server/db.js';
import { MatchService } from '../server/service.js';
import { playThrough, startServer, tempDir } from '../server/testkit.js';

const { values } = parseArgs({
  options: {
    matches: { type: 'string', default: '10000' },
    commands: { type: 'string', default: '12' },
    seconds: { type: 'string', default: '5' },
  },
});
const MATCHES = Number(values.matches);
const COMMANDS = Number(values.commands);

async function startup(): Promise<void> {
  const file = `${tempDir()}/startup.sqlite`;
  const store = await openStore(file);
  const service = new MatchService({ db: store.db, append: store.append, insertMatch: store.insertMatch });
  const created = await service.create({
    game: 'gladiator',
    options: {},
    seats: { a: { kind: 'here' }, b: { kind: 'here' } },
    seed: 'startup',
    clock: 'off',
  });
  if (!created.ok) throw new Error(created.error.message);
  const { id, tokens } = created.value;
  await playThrough(service, id, tokens, brawlerBot, seedRng('startup'), COMMANDS);
  await service.close();
  await store.close();

  // Copies in one transaction, through a connection of its own (the store's writes go through its writer thread).
  const { default: Sqlite } = await import('better-sqlite3');
  const raw = new Sqlite(file);
  // Every column the schema has at this commit (a bench run on an older commit has fewer), `id` first.
  const matchColumns = ['id', ...columnsOf(raw, 'matches').filter((c) => c !== 'id')];
  const copy = raw.transaction((n: number) => {
    for (let i = 1; i < n; i++) {
      const to = `copy-${i}`;
      raw
        .prepare(
          `insert into matches (${matchColumns.join(', ')}) select ?, ${matchColumns.slice(1).join(', ')} from matches where id = ?`,
        )
        .run(to, id);
      raw
        .prepare('insert into commands select ?, n, seat, command, created_at from commands where match_id = ?')
        .run(to, id);
      raw
        .prepare('insert into snapshots select ?, version, events, state, created_at from snapshots where match_id = ?')
        .run(to, id);
    }
  });
  copy(MATCHES);
  raw.close();

  const again = await openStore(file);
  const rssBefore = process.memoryUsage().rss;
  const fresh = new MatchService({ db: again.db, append: again.append, insertMatch: again.insertMatch });
  const t0 = performance.now();
  await fresh.start();
  const ms = performance.now() - t0;
  // The first sweep, which start() does not wait for: what it loads is counted below.
  await fresh.sweep();
  let loaded = 0;
  for (let i = 0; i < MATCHES; i++) if (fresh.isLoaded(i === 0 ? id : `copy-${i}`)) loaded++;
  const rss = (process.memoryUsage().rss - rssBefore) / 2 ** 20;
  console.log(
    `startup with ${MATCHES} inactive matches (${COMMANDS} commands each): start() ${ms.toFixed(0)} ms, ` +
      `${loaded} loaded, RSS +${rss.toFixed(0)} MB`,
  );
  await fresh.close();
  await again.close();
}

function columnsOf(db: import('better-sqlite3').Database, table: string): string[] {
  return (db.prepare(`pragma table_info(${table})`).all() as { name: string }[]).map((c) => c.name);
}

/** The first state frame of a spectator joining with `since: 0`, in bytes, with its events and what it left out. */
async function weighJoin(ws: string, id: string): Promise<string> {
  const socket = new WebSocket(ws);
  await new Promise((resolve) => socket.once('open', resolve));
  const frame = new Promise<string>((resolve) => socket.once('message', (data) => resolve(String(data))));
  socket.send(JSON.stringify({ t: 'join', match: id, since: 0 }));
  const text = await frame;
  socket.close();
  const parsed = JSON.parse(text) as { events?: unknown[]; missing?: unknown };
  return (
    `${Buffer.byteLength(text)} bytes, ${parsed.events?.length ?? 0} events` +
    (parsed.missing ? `, missing ${JSON.stringify(parsed.missing)}` : '')
  );
}

async function joinFrame(): Promise<void> {
  const file = `${tempDir()}/join.sqlite`;
  const first = await startServer(file);
  const created = await first.app.matches.create({
    game: 'gladiator',
    options: {},
    seats: { a: { kind: 'here' }, b: { kind: 'here' } },
    seed: 'long-match',
    clock: 'off',
  });
  if (!created.ok) throw new Error(created.error.message);
  const { id, tokens } = created.value;
  // A spectator follows the whole match, so it stays in memory with every event since its setup.
  const watcher = new WebSocket(first.ws);
  await new Promise((resolve) => watcher.once('open', resolve));
  watcher.send(JSON.stringify({ t: 'join', match: id, since: 0 }));
  await new Promise((resolve) => watcher.once('message', resolve));
  const played = await playThrough(first.app.matches, id, tokens, randomBot, seedRng('long-match'), 100_000);
  const events = first.app.matches.lastEvent(id);
  console.log(`a finished match of ${played} commands and ${events} events; a join with since 0:`);
  console.log(`  in memory since its setup: ${await weighJoin(first.ws, id)}`);
  watcher.close();
  await first.app.close();

  const second = await startServer(file);
  console.log(`  read back from the store:  ${await weighJoin(second.ws, id)}`);
  await second.app.close();
}

async function botsAlone(): Promise<void> {
  const run = await startServer(`${tempDir()}/bots.sqlite`);
  for (let i = 0; i < 10; i++) {
    const created = await run.app.matches.create({
      game: 'gladiator',
      options: {},
      seats: { a: { kind: 'bot', bot: 'random' }, b: { kind: 'bot', bot: 'random' } },
      seed: `bots-${i}`,
      clock: 'off',
    });
    if (!created.ok) throw new Error(created.error.message);
  }
  const seconds = Number(values.seconds);
  await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
  const { n } = await run.app.store.db
    .selectFrom('commands')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  console.log(`10 matches of bots alone, unwatched, for ${seconds} s: ${n} commands stored`);
  await run.app.close();
}

await startup();
await joinFrame();
await botsAlone();
