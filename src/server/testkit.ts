/**
 * What the server's tests share: a server on a temporary SQLite file listening on a free port, one in a child process
 * killed at its moment, and a WebSocket client that keeps every frame it receives and waits for the ones a test
 * expects.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import type { FastifyInstance } from 'fastify';
import WebSocket from 'ws';
import type { Legal } from '../core/protocol.js';
import type { RngState } from '../core/rng.js';
import type { Bot } from '../core/runner.js';
import { buildServer, type ServerOptions } from './server.js';
import type { MatchService } from './service.js';
import type { EventsPageBody, MatchCreated, NumberedEvent, ServerFrame } from './wire.js';

export type StateFrame = Extract<ServerFrame, { t: 'state' }>;

export const tempDir = (): string => mkdtempSync(join(tmpdir(), 'ludus-server-'));

export interface Running {
  app: FastifyInstance;
  http: string;
  ws: string;
}

/** A server on `dbUrl` listening on a free port of the loopback interface, with no built client. */
export async function startServer(dbUrl: string, opts: Omit<ServerOptions, 'dbUrl'> = {}): Promise<Running> {
  const app = await buildServer({ webRoot: join(tempDir(), 'no-client'), ...opts, dbUrl });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('the server has no port');
  return { app, http: `http://127.0.0.1:${address.port}`, ws: `ws://127.0.0.1:${address.port}/ws` };
}

/**
 * The kill tests' server: the fixture (a TypeScript file run with tsx) serves on the SQLite `file` in a child process
 * and prints one line of JSON when the moment to kill it comes; it is killed with SIGKILL as soon as that line is
 * read, with no time to write anything more. The line, parsed; rejected if the process ends before printing it or
 * dies of anything but the kill.
 */
export async function killedAfterItsLine(fixture: string, file: string): Promise<unknown> {
  const proc = spawn(process.execPath, ['--import', 'tsx', fixture, file], { stdio: ['ignore', 'pipe', 'pipe'] });
  let stderr = '';
  proc.stderr.on('data', (d) => {
    stderr += String(d);
  });
  const exited = new Promise<NodeJS.Signals | null>((resolve) => proc.on('exit', (_code, signal) => resolve(signal)));
  const line = await new Promise<string>((resolve, reject) => {
    createInterface({ input: proc.stdout }).once('line', (l) => {
      proc.kill('SIGKILL');
      resolve(l);
    });
    proc.once('exit', () => reject(new Error(`the server process ended before it printed its line: ${stderr}`)));
  });
  const signal = await exited;
  if (signal !== 'SIGKILL') throw new Error(`the server process ended by ${signal ?? 'itself'}, not the kill`);
  return JSON.parse(line);
}

/** A match's commands as the store holds them, oldest first, each parsed back from its JSON. */
export async function storedCommands(
  run: Pick<Running, 'app'>,
  id: string,
): Promise<{ n: number; seat: string; command: unknown }[]> {
  const rows = await run.app.store.db
    .selectFrom('commands')
    .select(['n', 'seat', 'command'])
    .where('match_id', '=', id)
    .orderBy('n')
    .execute();
  return rows.map((r) => ({ ...r, command: JSON.parse(r.command) as unknown }));
}

/**
 * The events a state frame said were missing, fetched page after page from GET /api/matches/:id/events as a
 * spectator, or as a seat with its token; only those numbered up to `missing.upTo`.
 */
export async function missingEvents(
  run: Pick<Running, 'http'>,
  id: string,
  missing: { after: number; upTo: number },
  as?: { seat: string; token: string },
): Promise<NumberedEvent[]> {
  const headers = as ? { authorization: `Bearer ${as.token}`, 'x-seat': as.seat } : undefined;
  const events: NumberedEvent[] = [];
  for (let after: number | null = missing.after; after !== null && after < missing.upTo; ) {
    const res = await fetch(`${run.http}/api/matches/${id}/events?after=${after}`, headers ? { headers } : {});
    if (res.status !== 200) throw new Error(`events page after ${after}: ${res.status} ${await res.text()}`);
    const page = (await res.json()) as EventsPageBody;
    events.push(...page.events.filter((e) => e.n <= missing.upTo));
    after = page.next;
  }
  return events;
}

export async function createMatch(run: Running, body: unknown): Promise<MatchCreated> {
  const res = await fetch(`${run.http}/api/matches`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const json = await res.json();
  if (res.status !== 201) throw new Error(`create failed (${res.status}): ${JSON.stringify(json)}`);
  return json as MatchCreated;
}

const WAIT_MS = 5000;

export class Client {
  /** Every frame received, in order. */
  readonly frames: ServerFrame[] = [];
  readonly closed: Promise<{ code: number; reason: string }>;
  private readonly waiters = new Set<() => void>();

  private constructor(readonly socket: WebSocket) {
    socket.on('message', (data) => {
      this.frames.push(JSON.parse(String(data)) as ServerFrame);
      for (const w of this.waiters) w();
    });
    this.closed = new Promise((resolve) =>
      socket.on('close', (code, reason) => {
        resolve({ code, reason: String(reason) });
        for (const w of this.waiters) w();
      }),
    );
  }

  /** `headers`: of the upgrade request (a browser's cookie, say). */
  static open(url: string, headers?: Record<string, string>): Promise<Client> {
    return new Promise((resolve, reject) => {
      const socket = new WebSocket(url, headers ? { headers } : {});
      socket.once('open', () => resolve(new Client(socket)));
      socket.once('error', reject);
    });
  }

  send(frame: unknown): void {
    this.socket.send(typeof frame === 'string' ? frame : JSON.stringify(frame));
  }

  /** Frames received so far of one type. */
  all<T extends ServerFrame['t']>(t: T): Extract<ServerFrame, { t: T }>[] {
    return this.frames.filter((f) => f.t === t) as Extract<ServerFrame, { t: T }>[];
  }

  /** The first frame at or after index `from` that passes `test`, once it has arrived. */
  async find<T extends ServerFrame['t']>(
    t: T,
    test: (f: Extract<ServerFrame, { t: T }>) => boolean = () => true,
    from = 0,
  ): Promise<Extract<ServerFrame, { t: T }>> {
    const look = () =>
      this.frames.slice(from).find((f) => f.t === t && test(f as Extract<ServerFrame, { t: T }>)) as
        | Extract<ServerFrame, { t: T }>
        | undefined;
    const found = look();
    if (found) return found;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiters.delete(check);
        reject(new Error(`no "${t}" frame as expected within ${WAIT_MS} ms; last frames: ${this.tail()}`));
      }, WAIT_MS);
      const check = () => {
        const f = look();
        if (!f) return;
        clearTimeout(timer);
        this.waiters.delete(check);
        resolve(f);
      };
      this.waiters.add(check);
    });
  }

  /** The next frame of type `t` to arrive after this call. */
  next<T extends ServerFrame['t']>(t: T, test?: (f: Extract<ServerFrame, { t: T }>) => boolean) {
    return this.find(t, test, this.frames.length);
  }

  /** The latest state frame for viewer `as`. */
  latest(as: string): StateFrame | undefined {
    return this.all('state')
      .filter((f) => f.as === as)
      .at(-1);
  }

  tail(): string {
    return JSON.stringify(this.frames.slice(-3)).slice(0, 600);
  }

  close(): void {
    this.socket.close();
  }
}

/**
 * Plays up to `count` commands through the service, each pending seat answering with `bot` (as a person holding
 * every seat's token would); stops at the match's end. Returns how many were played.
 */
export async function playThrough(
  service: MatchService,
  id: string,
  tokens: Record<string, string>,
  bot: Bot,
  rng: RngState,
  count = Number.POSITIVE_INFINITY,
): Promise<number> {
  let played = 0;
  for (; played < count; played++) {
    const now = service.stateFor(id, 'spectator', service.lastEvent(id));
    if (now.outcome !== null) break;
    const seat = now.pending[0] as string;
    const legal = service.stateFor(id, seat, service.lastEvent(id)).legal as Legal<unknown>;
    const command = bot.choose(now.view, legal, rng);
    const r = await service.submit(id, seat, tokens[seat] as string, command, service.version(id));
    if (!r.ok) throw new Error(`${id}: ${r.error.message}`);
  }
  return played;
}
