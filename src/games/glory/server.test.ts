/**
 * Glory over the real server: the generic match service seats its bots and plays a six-man free-for-all to the end,
 * and the options the lobby publishes carry the words of every Glory option.
 */
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { createMatch, type Running, startServer, tempDir } from '../../server/testkit.js';

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
