/**
 * Hostile input and what the browser is protected by (issue 9, findings 8 and 9): deep JSON is refused before it
 * is parsed, error replies never echo unbounded input, a client's mistakes are not logged as server faults, the
 * security headers are sent, and a browser on another site cannot open /ws.
 */
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import { Client, createMatch, type Running, startServer, tempDir } from './testkit.js';
import type { ApiError } from './wire.js';

/** Lines about clients' mistakes the server may log at once (and, at the pace set here, in the whole file). */
const MISTAKE_LINES = 5;

let server: Running;
let match: { id: string; tokens: Record<string, string> };
/** Every line the server logged, parsed. */
const logged: { level: number; msg: string; mistake?: string; err?: { stack?: string } }[] = [];

beforeAll(async () => {
  server = await startServer(join(tempDir(), 'hostile.sqlite'), {
    limits: { jsonDepth: 32, mistakeLogs: { perSecond: 0.001, burst: MISTAKE_LINES } },
    origins: ['https://ludus.example'],
    logger: { level: 'info', stream: { write: (line: string) => logged.push(JSON.parse(line)) } },
  });
  match = await createMatch(server, {
    game: 'gladiator',
    seats: { a: { kind: 'here' }, b: { kind: 'bot', bot: 'brawler' } },
  });
});
afterAll(async () => {
  await server.app.close();
});

const nested = (depth: number): string => `${'['.repeat(depth)}${']'.repeat(depth)}`;
/** Pino's levels. */
const INFO = 30;
const ERROR = 50;

describe('deep JSON', () => {
  it('is refused over WebSocket with too-deep, the connection kept, nothing logged as a server fault', async () => {
    const c = await Client.open(server.ws);
    c.send({ t: 'join', match: match.id, seat: 'a', token: match.tokens.a });
    await c.find('state');
    // 30,000 levels fit in a frame; before the check, echoing them in the refusal overflowed the stack and was
    // logged as a server fault with its stack.
    c.send(`{"t":"command","id":"x","seat":"a","command":${nested(30_000)}}`);
    expect(await c.next('error')).toMatchObject({ code: 'too-deep', message: expect.stringContaining('32') });
    c.send(nested(100_000).slice(0, 60_000));
    expect((await c.next('error')).code).toBe('too-deep');
    // Brackets inside strings are text, not nesting.
    c.send({ t: 'command', id: 'y', seat: 'a', version: 0, command: { type: '['.repeat(1000) } });
    expect((await c.next('rejected')).id).toBe('y');
    c.send({ t: 'ping' });
    await c.next('pong');
    c.close();
    expect(logged.filter((l) => l.level >= ERROR)).toEqual([]);
  });

  it('is refused over HTTP with a 400 too-deep, and the server carries on', async () => {
    const res = await fetch(`${server.http}/api/matches`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: `{"game":"gladiator","seats":{},"options":{"x":${nested(5000)}}}`,
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as ApiError).code).toBe('too-deep');
    expect((await fetch(`${server.http}/api/games`)).status).toBe(200);
    expect(logged.filter((l) => l.level >= ERROR)).toEqual([]);
  });
});

describe('error replies', () => {
  it('echo at most a short part of what the client sent', async () => {
    const c = await Client.open(server.ws);
    c.send({ t: 'x'.repeat(50_000) });
    const unknown = await c.next('error');
    expect(unknown.code).toBe('unknown-frame');
    expect(unknown.message.length).toBeLessThan(300);
    c.send({ t: 'join', match: match.id, seat: 'a', token: match.tokens.a });
    await c.next('state');
    c.send({
      t: 'command',
      id: 'big',
      seat: 'a',
      version: 0,
      command: { type: 'y'.repeat(50_000), more: ['z'.repeat(5000)] },
    });
    const rejected = await c.next('rejected');
    expect(rejected.violation.code).toBe('bad-command');
    expect(JSON.stringify(rejected).length).toBeLessThan(1000);
    c.close();
  });

  it('over HTTP too, whatever field or option name the body used', async () => {
    const long = 'k'.repeat(50_000);
    for (const body of [
      { game: 'gladiator', seats: { a: { kind: 'here' }, b: { kind: 'here' } }, options: { [long]: 1 } },
      { game: 'gladiator', seats: { a: { kind: 'here' }, b: { kind: 'here' } }, [long]: 1 },
      { game: long, seats: {} },
    ]) {
      const res = await fetch(`${server.http}/api/matches`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      expect(res.status).toBe(400);
      expect((await res.text()).length).toBeLessThan(1000);
    }
  });
});

describe("a client's mistakes", () => {
  it('are logged at info level without a stack, and no more than the mistakeLogs budget however many', async () => {
    const c = await Client.open(server.ws);
    for (let i = 0; i < 30; i++) c.send('{ not json');
    await vi.waitFor(() => expect(c.all('error').length).toBe(30));
    c.close();
    const lines = logged.filter((l) => l.msg === 'client mistake');
    expect(lines.length).toBe(MISTAKE_LINES);
    expect(lines.every((l) => l.level === INFO && l.err === undefined && typeof l.mistake === 'string')).toBe(true);
    expect(logged.filter((l) => l.level >= ERROR)).toEqual([]);
  });
});

describe('security headers', () => {
  it('are sent on pages and API answers', async () => {
    for (const path of ['/', '/api/games', '/m/nope']) {
      const res = await fetch(`${server.http}${path}`);
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("script-src 'self'");
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('no-referrer');
      expect(csp).not.toContain('unsafe-inline');
    }
    // The server's own short pages have an inline style, allowed by its hash alone.
    const notFound = await fetch(`${server.http}/m/nope`);
    const style = /<style>(.*?)<\/style>/.exec(await notFound.text())?.[1] ?? '';
    const hash = createHash('sha256').update(style).digest('base64');
    expect(notFound.headers.get('content-security-policy')).toContain(`style-src 'self' 'sha256-${hash}'`);
  });
});

describe('the Origin of a WebSocket', () => {
  const opens = (origin?: string): Promise<number> =>
    new Promise((resolve) => {
      const ws = new WebSocket(server.ws, origin ? { origin } : {});
      ws.on('error', () => {});
      ws.once('open', () => {
        ws.close();
        resolve(101);
      });
      ws.once('unexpected-response', (_req, res) => {
        resolve(res.statusCode ?? 0);
        ws.terminate();
      });
    });

  it('is refused from another site, accepted from this one, from the allowlist, or when absent', async () => {
    expect(await opens('https://evil.example')).toBe(403);
    expect(await opens(`http://localhost:${new URL(server.http).port}`)).toBe(403);
    expect(await opens(server.http)).toBe(101);
    expect(await opens('https://ludus.example')).toBe(101);
    expect(await opens()).toBe(101);
  });
});
