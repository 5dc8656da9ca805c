/**
 * Caps per address and work budgets (issue 9, finding 3 and the budgets): open WebSockets, frames over all of an
 * address's connections, joins, and match creations, each refused with its own code once over.
 */
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import { Client, createMatch, type Running, startServer, tempDir } from './testkit.js';
import type { ApiError } from './wire.js';

let server: Running;
let match: string;
beforeAll(async () => {
  server = await startServer(join(tempDir(), 'caps.sqlite'), {
    limits: {
      connectionsPerAddress: 3,
      framesPerConnection: { perSecond: 1000, burst: 1000 },
      framesPerAddress: { perSecond: 1, burst: 12 },
      joinsPerConnection: { perSecond: 0.1, burst: 2 },
      joinsPerAddress: { perSecond: 0.1, burst: 3 },
      matchesPerAddress: { perSecond: 0.1, burst: 2 },
    },
  });
  ({ id: match } = await createMatch(server, {
    game: 'gladiator',
    seats: { a: { kind: 'here' }, b: { kind: 'bot', bot: 'brawler' } },
  }));
});
afterAll(async () => {
  await server.app.close();
});

describe('caps per address', () => {
  it('refuses a WebSocket over connectionsPerAddress with too-many-connections, and takes one again after a close', async () => {
    const open = [await Client.open(server.ws), await Client.open(server.ws), await Client.open(server.ws)];
    const extra = await Client.open(server.ws);
    expect(await extra.find('error')).toMatchObject({ code: 'too-many-connections' });
    expect(await extra.closed).toEqual({ code: 1008, reason: 'too-many-connections' });
    open[0]?.close();
    await open[0]?.closed;
    const again = await Client.open(server.ws);
    again.send({ t: 'ping' });
    await again.find('pong');
    for (const c of [...open.slice(1), again]) c.close();
    await Promise.all([...open.slice(1), again].map((c) => c.closed));
  });

  it('counts the frames of all the connections of an address together, and budgets joins apart', async () => {
    const one = await Client.open(server.ws);
    const two = await Client.open(server.ws);
    // Three joins from one connection: the third is over joinsPerConnection.
    for (let i = 0; i < 3; i++) one.send({ t: 'join', match });
    expect(await one.find('error')).toMatchObject({ code: 'rate-limited', message: expect.stringContaining('join') });
    await vi.waitFor(() => expect(one.all('state').length).toBe(2));
    // A join from the other connection takes the last of the address's joins; the next is refused.
    two.send({ t: 'join', match });
    await two.find('state');
    two.send({ t: 'join', match });
    expect(await two.find('error')).toMatchObject({ code: 'rate-limited', message: expect.stringContaining('join') });
    // Frames: 12 at once for the address, 6 of them already spent; each connection alone would take 1000.
    for (let i = 0; i < 5; i++) {
      one.send({ t: 'ping' });
      two.send({ t: 'ping' });
    }
    await two.next('error', (f) => f.code === 'rate-limited');
    await new Promise((r) => setTimeout(r, 100));
    expect(one.all('pong').length + two.all('pong').length).toBeLessThanOrEqual(7);
    one.close();
    two.close();
    await Promise.all([one.closed, two.closed]);
  });

  it('refuses a match creation over matchesPerAddress with 429 too-many-matches, saying when to retry', async () => {
    // One creation was spent by beforeAll.
    await createMatch(server, { game: 'gladiator', seats: { a: { kind: 'here' }, b: { kind: 'here' } } });
    const res = await fetch(`${server.http}/api/matches`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ game: 'gladiator', seats: { a: { kind: 'here' }, b: { kind: 'here' } } }),
    });
    expect(res.status).toBe(429);
    const body = (await res.json()) as ApiError;
    expect(body.code).toBe('too-many-matches');
    expect(body.message).toMatch(/try again in \d+ s/);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('connections over the whole server', () => {
  it('are capped by connectionsTotal whatever their addresses', async () => {
    const full = await startServer(join(tempDir(), 'full.sqlite'), {
      trustProxy: true,
      limits: { connectionsTotal: 2 },
    });
    try {
      const from = async (ip: string) => {
        const ws = new WebSocket(full.ws, { headers: { 'x-forwarded-for': ip } });
        const closed = new Promise<string>((resolve) => ws.once('close', (_c, r) => resolve(String(r))));
        await new Promise((resolve) => ws.once('open', resolve));
        return { ws, closed };
      };
      const kept = [await from('10.0.0.1'), await from('10.0.0.2')];
      const third = await from('10.0.0.3');
      expect(await third.closed).toBe('too-many-connections');
      for (const k of kept) expect(k.ws.readyState).toBe(WebSocket.OPEN);
      for (const k of kept) k.ws.close();
    } finally {
      await full.app.close();
    }
  });
});

describe('behind a reverse proxy (trustProxy)', () => {
  it('counts each client address named by X-Forwarded-For apart', async () => {
    const proxied = await startServer(join(tempDir(), 'proxied.sqlite'), {
      trustProxy: true,
      limits: { connectionsPerAddress: 1 },
    });
    const open = (from: string) =>
      new Promise<WebSocket>((resolve, reject) => {
        const ws = new WebSocket(proxied.ws, { headers: { 'x-forwarded-for': from } });
        ws.once('open', () => resolve(ws));
        ws.once('error', reject);
      });
    const closed = (ws: WebSocket) => new Promise<string>((resolve) => ws.once('close', (_c, r) => resolve(String(r))));
    try {
      const first = await open('10.0.0.1');
      const second = await open('10.0.0.2');
      const again = await open('10.0.0.1');
      expect(await closed(again)).toBe('too-many-connections');
      expect(first.readyState).toBe(WebSocket.OPEN);
      expect(second.readyState).toBe(WebSocket.OPEN);
      first.close();
      second.close();
    } finally {
      await proxied.app.close();
    }
  });
});
