/**
 * A reader that stops reading its socket (issue 9, finding 1): what the server queues for it stays bounded, it gets
 * the latest state instead of every intermediate frame, and once it stays behind too long it is cut with 4000
 * `too-slow`; a reader on the same match that keeps up still gets every event.
 */
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import type WebSocket from 'ws';
import { Client, createMatch, type Running, startServer, tempDir } from './testkit.js';

const SOFT = 64 * 1024;
const HARD = 1024 * 1024;
/** A spectator's state frame on this match is about 25 KB (the whole view rides along). */
const FRAME_BOUND = 64 * 1024;

const servers: Running[] = [];
afterAll(async () => {
  for (const run of servers) {
    for (const side of serverSockets(run)) side.terminate();
    await run.app.close();
  }
});

/** A server with `limits` and a bot-against-bot match on it that makes a state frame every few milliseconds. */
async function busyMatch(limits: Record<string, number>): Promise<{ server: Running; id: string }> {
  const server = await startServer(join(tempDir(), 'slow.sqlite'), {
    // Bots alone as fast as they go watched (a move a millisecond, one commit each: no longer five to a commit as
    // before pacing, so the kernel's buffers take a few seconds to fill), and every event in a join frame.
    limits: { botMoveMs: 1, eventsPerFrame: 1_000_000, ...limits },
  });
  servers.push(server);
  const { id } = await createMatch(server, {
    game: 'gladiator',
    options: { turnLimit: 1000 },
    seats: { a: { kind: 'bot', bot: 'random' }, b: { kind: 'bot', bot: 'random' } },
    seed: 'slow-reader-1',
  });
  return { server, id };
}

/** The server's side of its open WebSockets, in the order they opened. */
const serverSockets = (run: Running): WebSocket[] => [...run.app.websocketServer.clients] as WebSocket[];

const paused = (c: Client): { pause(): void; resume(): void } =>
  (c.socket as unknown as { _socket: { pause(): void; resume(): void } })._socket;

describe('a reader that stops reading', () => {
  it('has bounded bytes queued for it and is cut with 4000 too-slow, while a fast reader gets every event', async () => {
    const { server, id } = await busyMatch({ sendBufferBytes: SOFT, sendBufferHardBytes: HARD, maxLagMs: 1500 });
    const fast = await Client.open(server.ws);
    fast.send({ t: 'join', match: id });
    await fast.find('state');
    const slow = await Client.open(server.ws);
    slow.send({ t: 'join', match: id });
    await slow.find('state');
    paused(slow).pause();

    const [, slowSide] = serverSockets(server);
    if (!slowSide) throw new Error('no server side for the slow reader');
    let most = 0;
    const started = Date.now();
    while (slowSide.readyState === slowSide.OPEN && Date.now() - started < 15_000) {
      most = Math.max(most, slowSide.bufferedAmount);
      await new Promise((r) => setTimeout(r, 10));
    }
    console.log(`paused reader: at most ${most} bytes queued for it, ${Date.now() - started} ms after it paused`);
    expect(slowSide.readyState).not.toBe(slowSide.OPEN);
    expect(most).toBeLessThanOrEqual(HARD + FRAME_BOUND);

    paused(slow).resume();
    expect(await slow.closed).toEqual({ code: 4000, reason: 'too-slow' });

    // The fast reader saw every event a spectator may see, in order, once each: what a join from 0 gets now.
    const seen = fast.all('state').flatMap((f) => f.events);
    expect(seen.length).toBeGreaterThan(100);
    const check = await Client.open(server.ws);
    check.send({ t: 'join', match: id });
    const all = (await check.find('state')).events;
    expect(seen).toEqual(all.filter((e) => e.n <= (seen.at(-1)?.n ?? 0)));
    check.close();
    fast.close();
  }, 30_000);

  it('is cut at once when what is queued for it passes sendBufferHardBytes, however short the lag', async () => {
    const { server, id } = await busyMatch({
      sendBufferBytes: SOFT,
      sendBufferHardBytes: SOFT + 100,
      maxLagMs: 60_000,
    });
    const slow = await Client.open(server.ws);
    slow.send({ t: 'join', match: id });
    await slow.find('state');
    paused(slow).pause();
    const [slowSide] = serverSockets(server);
    if (!slowSide) throw new Error('no server side for the slow reader');
    await vi.waitFor(() => expect(slowSide.bufferedAmount).toBeGreaterThan(SOFT), { timeout: 10_000, interval: 10 });
    // No more state frames go to it now, but its pongs do, and they count.
    // Within the frame rate limit: only the buffer can end this connection.
    const pinging = setInterval(() => slow.send({ t: 'ping' }), 70);
    try {
      await vi.waitFor(() => expect(slowSide.readyState).not.toBe(slowSide.OPEN), { timeout: 3000, interval: 10 });
    } finally {
      clearInterval(pinging);
    }
    paused(slow).resume();
    expect(await slow.closed).toEqual({ code: 4000, reason: 'too-slow' });
  }, 20_000);
});
