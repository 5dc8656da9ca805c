/**
 * A whole GLADIATOR match over real WebSockets against a server on a real SQLite file, then on a real PostgreSQL
 * database: a person in seat a (played here by the brawler's choices, sent as frames), the server's brawler in seat
 * b, and a spectator watching. Midway the server is closed and a new one opened on the same database; the match must
 * carry on exactly where it stood.
 */
import { afterAll, describe, expect, it, vi } from 'vitest';
import type { GameEvent, Legal } from '../core/protocol.js';
import { type RngState, seedRng } from '../core/rng.js';
import { BOTS, GAMES } from '../games/registry.js';
import { DIALECTS, dropTestDatabases, freshDb } from './testdb.js';
import {
  Client,
  createMatch,
  missingEvents,
  type Running,
  type StateFrame,
  startServer,
  storedCommands,
} from './testkit.js';
import type { NumberedEvent, ServerFrame } from './wire.js';

const gladiator = GAMES.gladiator!;
const brawler = BOTS.gladiator!.brawler!;
const MAX_COMMANDS = 300;
const RESTART_AFTER = 12;
const fast = { rateLimit: { perSecond: 10_000, burst: 10_000 }, snapshotEvery: 5 };

const running: Running[] = [];
afterAll(async () => {
  for (const r of running) await r.app.close();
  await dropTestDatabases();
});

/**
 * Seat a's side of the match: whenever its latest state says it is awaited, it answers with the brawler's choice
 * and waits for the ack (which comes after the state frame showing the command applied). True once the match is over.
 */
async function playA(a: Client, rng: RngState, acked: unknown[], count: number): Promise<boolean> {
  for (let played = 0; played < count; ) {
    const now = a.latest('a') as StateFrame;
    if (now.outcome !== null) return true;
    if (!now.pending.includes('a')) {
      await a.next('state', (f) => f.as === 'a');
      continue;
    }
    const command = brawler.choose(now.view, now.legal as Legal<unknown>, rng);
    const id = `c${acked.length + 1}`;
    const answer = a.next('ack', (f) => f.id === id);
    a.send({ t: 'command', id, seat: 'a', command, version: now.version });
    await answer;
    acked.push(command);
    played += 1;
  }
  return (a.latest('a') as StateFrame).outcome !== null;
}

const eventsOf = (frames: ServerFrame[], as: string): NumberedEvent[] =>
  frames.filter((f): f is StateFrame => f.t === 'state' && f.as === as).flatMap((f) => f.events);

describe.each(DIALECTS)('a GLADIATOR match over WebSocket on %s', (dialect) => {
  it('plays to the end, survives a restart, and never shows a secret to the wrong viewer', async () => {
    const dbUrl = await freshDb(dialect);
    let server = await startServer(dbUrl, fast);
    running.push(server);
    const { id, tokens } = await createMatch(server, {
      game: 'gladiator',
      seats: { a: { kind: 'here' }, b: { kind: 'bot', bot: 'brawler' } },
      seed: 'server-play-1',
    });
    expect(Object.keys(tokens)).toEqual(['a']);
    expect(Buffer.from(tokens.a!, 'base64url').length).toBeGreaterThanOrEqual(16);

    const spectator = await Client.open(server.ws);
    spectator.send({ t: 'join', match: id });
    const first = await spectator.next('state');
    expect(first.as).toBe('spectator');
    expect(first.legal).toBeNull();
    expect((first.view as { secret: unknown }).secret).toBeNull();

    let a = await Client.open(server.ws);
    a.send({ t: 'join', match: id, seat: 'a', token: tokens.a });
    await a.find('state', (f) => f.as === 'a' && f.pending.includes('a'));
    // The bot plots its first turn a loop turn after the match is made; wait for it so only a's frames move on.
    await server.app.matches.settled(id);
    const settledVersion = server.app.matches.stateFor(id, 'a', 0).version;

    // An illegal plot is refused with the rule, a malformed command with the field, b's seat is not a's to play.
    a.send({
      t: 'command',
      id: 'bad-phase',
      seat: 'a',
      command: { type: 'plot', moving: [9] },
      version: settledVersion,
    });
    const refused = await a.find('rejected', (f) => f.id === 'bad-phase');
    expect(refused.violation).toMatchObject({ code: 'bad-phase', rule: '§4.1' });
    a.send({
      t: 'command',
      id: 'bad-shape',
      seat: 'a',
      command: { type: 'plot', moving: 'soon' },
      version: settledVersion,
    });
    expect((await a.find('rejected', (f) => f.id === 'bad-shape')).violation).toMatchObject({
      code: 'bad-command',
      message: expect.stringContaining('moving'),
    });
    a.send({ t: 'command', id: 'not-mine', seat: 'b', command: { type: 'hold' }, version: settledVersion });
    expect((await a.find('rejected', (f) => f.id === 'not-mine')).violation.code).toBe('not-joined');
    expect(server.app.matches.stateFor(id, 'a', 0).version, 'refused commands change nothing').toBe(settledVersion);

    const rng = seedRng('server-play-1/a');
    const acked: unknown[] = [];
    const ended = await playA(a, rng, acked, RESTART_AFTER);
    expect(ended, 'the match should still be on when the server restarts').toBe(false);

    // Let the bot finish its turn, and the frames reach the clients, before closing.
    await server.app.matches.settled(id);
    const version = server.app.matches.stateFor(id, 'a', server.app.matches.lastEvent(id)).version!;
    expect(version).toBeGreaterThan(2 * 5);
    await a.find('state', (f) => f.as === 'a' && f.version === version, 0);
    await spectator.find('state', (f) => f.version === version, 0);
    const before = a.latest('a') as StateFrame;
    const seenByA = eventsOf(a.frames, 'a');
    const lastA = seenByA.at(-1)!.n;
    const lastSpectator = eventsOf(spectator.frames, 'spectator').at(-1)!.n;
    const framesBefore = { a: [...a.frames], spectator: [...spectator.frames] };
    a.close();
    spectator.close();
    await server.app.close();

    server = await startServer(dbUrl, fast);
    running.push(server);
    a = await Client.open(server.ws);
    a.send({ t: 'join', match: id, seat: 'a', token: tokens.a, since: lastA });
    const resumed = await a.find('state', (f) => f.as === 'a');
    expect(resumed.events).toEqual([]);
    expect(resumed.view).toEqual(before.view);
    expect(resumed.legal).toEqual(before.legal);
    expect(resumed.pending).toEqual(before.pending);
    expect(resumed.version).toBe(version);

    // Every acknowledged command is in the log, in order.
    const logged = await storedCommands(server, id);
    expect(logged.map((r) => r.n)).toEqual(Array.from({ length: version }, (_, i) => i + 1));
    expect(logged.filter((r) => r.seat === 'a').map((r) => r.command)).toEqual(acked);

    // A newcomer asking from the start gets the events since the snapshot, and the same numbering as before the
    // restart for the rest from the events route (replayed past the snapshot).
    const again = await Client.open(server.ws);
    again.send({ t: 'join', match: id, seat: 'a', token: tokens.a, since: 0 });
    const joined = await again.find('state');
    expect(joined.missing).toEqual({
      after: 0,
      upTo: (joined.events[0]?.n ?? server.app.matches.lastEvent(id) + 1) - 1,
    });
    const fetched = await missingEvents(server, id, joined.missing!, { seat: 'a', token: tokens.a! });
    expect([...fetched, ...joined.events]).toEqual(seenByA);
    again.close();

    const watcher = await Client.open(server.ws);
    watcher.send({ t: 'join', match: id, since: lastSpectator });
    expect((await watcher.find('state')).events).toEqual([]);

    const finished = await playA(a, rng, acked, MAX_COMMANDS);
    expect(finished).toBe(true);
    await server.app.matches.settled(id);
    const final = await watcher.find('state', (f) => f.outcome !== null, 0);
    expect(final.pending).toEqual([]);

    // What each viewer got, checked against a replay of the stored commands.
    const log = await storedCommands(server, id);
    const setup = gladiator.setup(gladiator.options.parse({}), 'server-play-1');
    if (!setup.ok) throw new Error(setup.error.message);
    let state = setup.value;
    const secretsAt: string[][][] = [secretJson(state)];
    const events: GameEvent[] = [];
    for (const row of log) {
      const applied = gladiator.apply(state, row.seat, row.command);
      if (!applied.ok) throw new Error(applied.error.message);
      state = applied.value.state;
      events.push(...applied.value.events);
      secretsAt.push(secretJson(state));
    }
    const numbered = (viewer: string) =>
      events
        .map((event, i) => ({ n: i + 1, event: JSON.parse(JSON.stringify(event)) }))
        .filter(({ event }) => event.visibleTo === 'all' || event.visibleTo.includes(viewer));
    const allA = [...framesBefore.a, ...a.frames];
    const allSpectator = [...framesBefore.spectator, ...watcher.frames];
    expect(eventsOf(allA, 'a')).toEqual(numbered('a'));
    expect(eventsOf(allSpectator, 'spectator')).toEqual(numbered('spectator'));

    for (const [viewer, frames] of [
      ['a', allA],
      ['spectator', allSpectator],
    ] as const) {
      for (const f of frames) {
        if (f.t !== 'state') continue;
        const text = JSON.stringify(f);
        const [owners, values] = secretsAt[f.version!] as string[][];
        values!.forEach((value, i) => {
          if (owners![i] !== viewer)
            expect(text.includes(value), `${viewer} sees ${owners![i]}'s ${value}`).toBe(false);
        });
      }
    }
    a.close();
    watcher.close();
    await Promise.all([a.closed, watcher.closed]);

    // Once nobody watches, the finished match leaves memory; it comes back from the store, events and all (those
    // before its last snapshot from the events route).
    await vi.waitFor(() => expect(server.app.matches.isLoaded(id)).toBe(false), { timeout: 2_000, interval: 10 });
    const late = await Client.open(server.ws);
    late.send({ t: 'join', match: id });
    const reloaded = await late.find('state');
    expect(reloaded.outcome).toEqual(final.outcome);
    const earlier = reloaded.missing ? await missingEvents(server, id, reloaded.missing) : [];
    expect([...earlier, ...reloaded.events]).toEqual(numbered('spectator'));
    late.close();
  });
});

/** GLADIATOR's unrevealed secrets of a state, as [owners, JSON texts]; short texts would match by chance. */
function secretJson(state: unknown): string[][] {
  const secrets = (gladiator.secrets?.(state) ?? [])
    .map((s) => ({ seat: s.seat, json: JSON.stringify(s.value) }))
    .filter((s) => s.json.length >= 12);
  return [secrets.map((s) => s.seat), secrets.map((s) => s.json)];
}
