/**
 * Glory over the real server: the generic match service seats its bots and plays a six-man free-for-all to the end,
 * the options the lobby publishes carry the words of every Glory option, and a clock that runs out names the rule
 * its default follows.
 */
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { Client, createMatch, type Running, startServer, storedCommands, tempDir } from '../../server/testkit.js';

const running: Running[] = [];
afterAll(async () => {
  for (const r of running) await r.app.close();
});

describe('Glory on the server', () => {
  it('six bots play a free-for-all to its end', async () => {
    const server = await startServer(join(tempDir(), 'glory.sqlite'));
    running.push(server);
    const seats = Object.fromEntries(
      ['a', 'b', 'c', 'd', 'e', 'f'].map((seat, i) => [seat, { kind: 'bot', bot: i % 2 ? 'random' : 'brawler' }]),
    );
    const { id } = await createMatch(server, {
      game: 'glory',
      options: { gladiators: 6 },
      seats,
      seed: 'glory-server-1',
    });
    const summary = async () =>
      (await (await fetch(`${server.http}/api/matches/${id}`)).json()) as { status: string; version: number };
    await vi.waitFor(async () => expect((await summary()).status).toBe('finished'), { timeout: 30_000, interval: 50 });
    expect((await summary()).version).toBeGreaterThan(6);
  });

  it('1.5, 2.2 a clock that runs out while a man is equipped cites the equipment rule; during the fight, the announcement', async () => {
    const server = await startServer(join(tempDir(), 'glory-clock.sqlite'), { clockMs: { reaction: 150 } });
    running.push(server);
    const { id, tokens } = await createMatch(server, {
      game: 'glory',
      options: { figures: 'equipped' },
      seats: { a: { kind: 'here' }, b: { kind: 'bot', bot: 'brawler' } },
      seed: 'glory-clock-1',
      clock: 'reaction',
    });
    const a = await Client.open(server.ws);
    a.send({ t: 'join', match: id, seat: 'a', token: tokens.a });
    // Seat a never answers: first his kit is the clock's, then each announcement of his (a stand).
    await a.find('state', (f) => (f.version ?? 0) >= 4, 0);
    a.close();
    await server.app.matches.settled(id);
    // The log first, then the commands: a clock still running may add to both between the reads, only at their end.
    const page = await server.app.matches.eventsPage(id, 'spectator', 0, 1000);
    const timeouts = (page?.events ?? [])
      .map((e) => e.event as { type: string; text: string; rule?: string })
      .filter((e) => e.type === 'timeout');
    const mine = (await storedCommands(server, id))
      .filter((c) => c.seat === 'a')
      .map((c) => (c.command as { $table: string; command: { type: string } }).command.type);
    expect(mine[0]).toBe('equip');
    expect(mine.slice(1, timeouts.length)).toContain('stand');
    expect(timeouts[0]).toEqual(
      expect.objectContaining({ rule: '1.5', text: 'Time ran out: the clock played the default for Aulus, 1.5' }),
    );
    for (const [i, told] of timeouts.entries())
      expect(told.rule, `time-out ${i}: ${mine[i]}`).toBe(mine[i] === 'equip' ? '1.5' : '2.2');
  });

  it('publishes its options with their labels', async () => {
    const server = await startServer(join(tempDir(), 'glory-games.sqlite'));
    running.push(server);
    const { games } = (await (await fetch(`${server.http}/api/games`)).json()) as {
      games: { id: string; options: { properties: Record<string, { title?: string }> } }[];
    };
    const glory = games.find((g) => g.id === 'glory');
    expect(glory?.options.properties.crowd?.title).toBe("The crowd's verdict");
  });
});
