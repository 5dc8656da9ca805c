/**
 * Idle and trickling sockets (issue 9, finding 3): a WebSocket that does not answer pings is cut, one that joins
 * no match in time is closed, and an HTTP body trickled a byte at a time is cut off.
 */
import { connect } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { Client, createMatch, type Running, startServer, tempDir } from './testkit.js';

const HEARTBEAT_MS = 150;
const JOIN_TIMEOUT_MS = 400;
const REQUEST_TIMEOUT_MS = 500;

let server: Running;
let match: string;
beforeAll(async () => {
  server = await startServer(join(tempDir(), 'idle.sqlite'), {
    limits: { heartbeatMs: HEARTBEAT_MS, joinTimeoutMs: JOIN_TIMEOUT_MS, requestTimeoutMs: REQUEST_TIMEOUT_MS },
  });
  ({ id: match } = await createMatch(server, {
    game: 'gladiator',
    seats: { a: { kind: 'here' }, b: { kind: 'bot', bot: 'brawler' } },
  }));
});
afterAll(async () => {
  await server.app.close();
});

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('heartbeats', () => {
  it('cut a connection that does not answer pings, and keep one that does', async () => {
    const deaf = new WebSocket(server.ws, { autoPong: false });
    let pings = 0;
    deaf.on('ping', () => {
      pings += 1;
    });
    const deafClosed = new Promise<number>((resolve) => deaf.on('close', (code) => resolve(code)));
    await new Promise((resolve) => deaf.once('open', resolve));
    deaf.send(JSON.stringify({ t: 'join', match }));
    const live = await Client.open(server.ws);
    live.send({ t: 'join', match });
    await live.find('state');

    // No close frame for a peer that stopped answering: the socket is ended (1006 on this side).
    expect(await deafClosed).toBe(1006);
    expect(pings).toBeGreaterThanOrEqual(1);
    // A live WebSocket outlives several heartbeats, and the HTTP request time-out too (it ended with the upgrade).
    await wait(REQUEST_TIMEOUT_MS * 2);
    expect(live.socket.readyState).toBe(WebSocket.OPEN);
    live.close();
  }, 10_000);
});

describe('a connection that joins nothing', () => {
  it('is closed with 1008 join-timeout, pings or not; one that joined stays', async () => {
    const idle = await Client.open(server.ws);
    const pinging = await Client.open(server.ws);
    const joined = await Client.open(server.ws);
    joined.send({ t: 'join', match });
    const timer = setInterval(() => pinging.send({ t: 'ping' }), 50);
    try {
      expect(await idle.closed).toEqual({ code: 1008, reason: 'join-timeout' });
      expect(await pinging.closed).toEqual({ code: 1008, reason: 'join-timeout' });
    } finally {
      clearInterval(timer);
    }
    expect(joined.socket.readyState).toBe(WebSocket.OPEN);
    joined.close();
  }, 10_000);
});

describe('an HTTP connection that says nothing', () => {
  it('is closed once silent for requestTimeoutMs', async () => {
    const socket = connect(Number(new URL(server.http).port), '127.0.0.1');
    const started = Date.now();
    const closed = await Promise.race([
      new Promise<boolean>((resolve) => socket.once('close', () => resolve(true))),
      wait(REQUEST_TIMEOUT_MS * 6).then(() => false),
    ]);
    socket.destroy();
    expect(closed).toBe(true);
    expect(Date.now() - started).toBeGreaterThanOrEqual(REQUEST_TIMEOUT_MS - 50);
  }, 10_000);
});

describe('an HTTP body trickled a byte at a time', () => {
  it('is cut off once the request takes longer than requestTimeoutMs', async () => {
    const { port } = new URL(server.http);
    const socket = connect(Number(port), '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    let answer = '';
    socket.on('data', (d) => {
      answer += String(d);
    });
    const ended = new Promise<void>((resolve) => socket.once('close', () => resolve()));
    socket.write(
      'POST /api/matches HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 200\r\n\r\n',
    );
    const started = Date.now();
    const trickle = setInterval(() => socket.write('{'), 100);
    const cut = await Promise.race([ended.then(() => true), wait(REQUEST_TIMEOUT_MS * 8).then(() => false)]);
    clearInterval(trickle);
    socket.destroy();
    expect(cut).toBe(true);
    expect(Date.now() - started).toBeLessThan(REQUEST_TIMEOUT_MS * 6);
    expect(answer).toMatch(/^HTTP\/1\.1 408|^$/);
  }, 10_000);
});
