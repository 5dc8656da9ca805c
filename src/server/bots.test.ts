/**
 * A person against a server bot: the bot's answer to a command is applied at once and committed with it, so the
 * person's connection gets one state frame (the command's events and the bot's) and then the ack. And a bot's move
 * asked for before its seat was answered elsewhere finds nothing to do, and says nothing.
 */
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import type { Legal } from '../core/protocol.js';
import { seedRng } from '../core/rng.js';
import { BOTS } from '../games/registry.js';
import { type AppendCommits, openStore, type Store } from './db.js';
import { type Log, MatchService } from './service.js';
import { Client, createMatch, type Running, type StateFrame, startServer, storedCommands, tempDir } from './testkit.js';
import { CreateMatch } from './wire.js';

const brawler = BOTS.gladiator!.brawler!;
const running: Running[] = [];
afterAll(async () => {
  for (const r of running) await r.app.close();
});

describe("a server bot's immediate reply", () => {
  it('comes in the same state frame as the command that made it due, before the ack, and is stored', async () => {
    const server = await startServer(join(tempDir(), 'bots.sqlite'), {
      rateLimit: { perSecond: 10_000, burst: 10_000 },
    });
    running.push(server);
    const { id, tokens } = await createMatch(server, {
      game: 'gladiator',
      seats: { a: { kind: 'here' }, b: { kind: 'bot', bot: 'brawler' } },
      seed: 'bot-replies-1',
    });
    const a = await Client.open(server.ws);
    a.send({ t: 'join', match: id, seat: 'a', token: tokens.a });
    const rng = seedRng('bot-replies-1/a');
    let replies = 0;
    let from = 0;
    for (let i = 0; i < 6; i++) {
      // Wait until only a is awaited: b, the bot, has answered everything due.
      const now = await a.find('state', (f) => f.as === 'a' && f.outcome === null && f.pending.join() === 'a', from);
      const before = a.frames.length;
      const command = brawler.choose(now.view, now.legal as Legal<unknown>, rng);
      a.send({ t: 'command', id: `c${i}`, seat: 'a', command, version: now.version });
      const ack = await a.find('ack', (f) => f.id === `c${i}`, before);
      const between = a.frames.slice(before, a.frames.indexOf(ack));
      from = before;
      const states = between.filter((f): f is StateFrame => f.t === 'state');
      expect(states).toHaveLength(1);
      const after = states[0] as StateFrame;
      // The command and any bot replies it made due, all in this one frame.
      const applied = (after.version ?? 0) - (now.version ?? 0);
      expect(applied).toBeGreaterThanOrEqual(1);
      if (after.outcome === null && after.pending.includes('a')) expect(after.pending).not.toContain('b');
      replies += applied - 1;
      expect(ack.n).toBe(after.events.at(-1)?.n ?? ack.n);
      if (after.outcome !== null) break;
    }
    // GLADIATOR's orders are simultaneous: the bot owes an answer after most of a's commands.
    expect(replies).toBeGreaterThan(0);

    const summary = (await (await fetch(`${server.http}/api/matches/${id}`)).json()) as { version: number };
    const stored = await storedCommands(server, id);
    expect(stored.map((r) => r.n)).toEqual(Array.from({ length: summary.version }, (_, i) => i + 1));
    expect(stored.filter((r) => r.seat === 'b').length).toBeGreaterThan(0);
    a.close();
  });
});

describe('a finished match nobody watches', () => {
  it('leaves memory once its bots have played it out, and a later join loads it back from the store', async () => {
    const server = await startServer(join(tempDir(), 'unwatched.sqlite'));
    running.push(server);
    const { id } = await createMatch(server, {
      game: 'gladiator',
      seats: { a: { kind: 'bot', bot: 'brawler' }, b: { kind: 'bot', bot: 'brawler' } },
      seed: 'unwatched-1',
    });
    const summary = async () =>
      (await (await fetch(`${server.http}/api/matches/${id}`)).json()) as { status: string; version: number };
    await vi.waitFor(async () => expect((await summary()).status).toBe('finished'), { timeout: 20_000, interval: 50 });
    await vi.waitFor(() => expect(server.app.matches.isLoaded(id)).toBe(false), { timeout: 2_000, interval: 10 });

    const watcher = await Client.open(server.ws);
    watcher.send({ t: 'join', match: id });
    const state = await watcher.find('state');
    expect(state.outcome).not.toBeNull();
    expect(state.version).toBe((await summary()).version);
    expect(server.app.matches.isLoaded(id)).toBe(true);
    watcher.close();
    await watcher.closed;
    await vi.waitFor(() => expect(server.app.matches.isLoaded(id)).toBe(false), { timeout: 2_000, interval: 10 });

    // A join that is refused after loading the match does not keep it in memory either.
    const intruder = await Client.open(server.ws);
    intruder.send({ t: 'join', match: id, seat: 'a', token: 'x'.repeat(32) });
    expect((await intruder.find('error')).code).toBe('bot-seat');
    await vi.waitFor(() => expect(server.app.matches.isLoaded(id)).toBe(false), { timeout: 2_000, interval: 10 });
    intruder.close();
  });
});

describe('a bot job whose seat was answered after it was asked for', () => {
  it('reads the match again in its queue and does nothing, without a word in the log', async () => {
    // Two servers on one SQLite file (the scale-out case): the first's commits wait at a gate the test opens.
    const file = join(tempDir(), 'bot-race.sqlite');
    const stores: Store[] = [await openStore(file), await openStore(file)];
    const [one, two] = stores as [Store, Store];
    let open!: () => void;
    const gate = new Promise<void>((resolve) => {
      open = resolve;
    });
    let atGate!: () => void;
    const reached = new Promise<void>((resolve) => {
      atGate = resolve;
    });
    const gated: AppendCommits = async (rows) => {
      atGate();
      await gate;
      return one.append(rows);
    };
    const logged: string[] = [];
    const log: Log = {
      error: (o, msg) => logged.push(`${msg}: ${(o as { err?: Error }).err?.message ?? ''}`),
      warn: (_o, msg) => logged.push(msg),
    };
    const first = new MatchService({ ...one, append: gated, log });
    const second = new MatchService({ ...two, log });
    try {
      const created = await first.create(
        CreateMatch.parse({
          game: 'gladiator',
          seats: { a: { kind: 'here' }, b: { kind: 'bot', bot: 'brawler' } },
          seed: 'bot-race',
        }),
      );
      if (!created.ok) throw new Error(created.error.message);
      const { id, tokens } = created.value;
      // 6.1: both men plot their turn at once; the first server's bot has chosen b's plot, which waits at the gate.
      await reached;
      expect(first.stateFor(id, 'spectator', 0).pending).toEqual(['a', 'b']);
      // A sweep of the first server finds the store awaiting b's bot, and asks for a second move of it.
      await first.sweep();
      // Meanwhile the second server loads the match and its bot answers for b, stored first.
      expect((await second.prepare(id)).ok).toBe(true);
      await second.settled(id);
      expect(second.stateFor(id, 'spectator', 0)).toMatchObject({ version: 1, pending: ['a'] });

      // The first server's commit finds the store moved on: refused, and the match read again from the store.
      open();
      await first.settled(id);
      expect((await first.prepare(id)).ok).toBe(true);
      await first.settled(id);
      // The refused commit is logged; the sweep's move, asked for before, finds b answered and does nothing.
      expect(logged.filter((line) => line.includes('nothing to do'))).toEqual([]);
      expect(logged).toHaveLength(1);
      expect(logged[0]).toMatch(/^bot failed: (UNIQUE constraint failed|.*version 0 is no longer the latest)/);
      expect(first.stateFor(id, 'spectator', 0)).toMatchObject({ version: 1, pending: ['a'] });

      // The match plays on from the first server: a's plot, and the bot's answers stored with it.
      const now = first.stateFor(id, 'a', 0);
      const plot = brawler.choose(now.view, now.legal as Legal<unknown>, seedRng('bot-race/a'));
      const played = await first.submit(id, 'a', tokens.a as string, plot, now.version ?? 0);
      expect(played.ok).toBe(true);
      await first.settled(id);
      expect(first.version(id)).toBeGreaterThan(1);
      const log = await one.db.selectFrom('commands').select(['n', 'seat']).where('match_id', '=', id).execute();
      expect(log.map((r) => r.n)).toEqual(Array.from({ length: first.version(id) }, (_, i) => i + 1));
      expect(log.filter((r) => r.seat === 'b').length).toBeGreaterThanOrEqual(1);
      expect(logged).toHaveLength(1);
    } finally {
      open();
      await first.close();
      await second.close();
      for (const s of stores) await s.close();
    }
  });
});
