/**
 * A person against a server bot: the bot's answer to a command is applied at once and committed with it, so the
 * person's connection gets one state frame (the command's events and the bot's) and then the ack.
 */
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
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
      a.send({ t: 'command', id: `c${i}`, seat: 'a', command });
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
