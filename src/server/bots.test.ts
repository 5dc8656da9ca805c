/**
 * A person against a server bot: the bot's answer to a command is applied at once and committed with it, so the
 * person's connection gets one state frame (the command's events and the bot's) and then the ack.
 */
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import type { Legal } from '../core/protocol.js';
import { seedRng } from '../core/rng.js';
import { BOTS } from '../games/registry.js';
import { Client, createMatch, type Running, type StateFrame, startServer, storedCommands, tempDir } from './testkit.js';

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
