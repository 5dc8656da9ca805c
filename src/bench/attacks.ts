/**
 * The attacks `npm run bench:server -- --attack ...` runs beside normal play, each reproducing a finding of issue 9:
 *   slow-readers   spectators join bot-against-bot matches, then stop reading their sockets
 *   resync-flood   connections re-join a long finished match with since 0, as fast as the frame rate limit allows
 *   idle-sockets   thousands of WebSockets opened and left idle, plus an HTTP request whose body trickles in
 * Attackers connect from 127.1.x.y (net.ts), so caps per address judge them apart from the bystanders. What the
 * server did to them (handshakes refused, connections it closed and with which code, error frames) is tallied.
 */
import type { ClientRequest } from 'node:http';
import { request } from 'node:http';
import { performance } from 'node:perf_hooks';
import WebSocket from 'ws';
import type { Legal } from '../core/protocol.js';
import { seedRng } from '../core/rng.js';
import { randomBot } from '../core/runner.js';
import type { MatchCreated, MatchSummary, ServerFrame } from '../server/wire.js';
import { attackerAddress, commandFrame, httpJson, Pacer } from './net.js';

export const ATTACK_NAMES = ['slow-readers', 'resync-flood', 'idle-sockets'] as const;
export type AttackName = (typeof ATTACK_NAMES)[number];

export interface AttackOptions {
  /** Attack connections (spectators, re-joining connections, idle sockets); null: the attack's own default. */
  attackers: number | null;
  /** Source addresses the attack's connections are spread over; null: one address a connection. */
  addresses: number | null;
  /** Slow readers only: joins with since 0 each paused spectator sends again a second (0: it joins once). */
  rejoinPerSecond: number;
}

interface Target {
  http: string;
  ws: string;
}

/** Bot-against-bot matches the slow readers watch, as in the probe. */
const SLOW_MATCHES = 10;
const DEFAULTS: Record<AttackName, number> = { 'slow-readers': 40, 'resync-flood': 5, 'idle-sockets': 5000 };
/** A finished match is checked for this often (slow readers replace theirs, the long match waits for its end). */
const POLL_MS = 500;
/**
 * Turn limit of the long match the resync flood replays. Random play lasts to the limit: 65 turns make some 1,200
 * commands and a full state frame of about 500 KB, the size the probe saw, in half a minute of play.
 */
const LONG_MATCH_TURNS = 65;
/** A resync attacker closed by the server connects again after this pause, as a stubborn client would. */
const RECONNECT_MS = 1000;
/** Idle sockets are opened this many at a time. */
const IDLE_BATCH = 250;
/** The trickled request body: its declared length, and one byte sent every TRICKLE_MS. */
const TRICKLE_BYTES = 1000;
const TRICKLE_MS = 10_000;
/** On stopping, paused readers read again for this long, so a close the server sent them is seen. */
const DRAIN_MS = 2000;
/** Frames at most this long are parsed for their type and error code; longer ones are state frames. */
const PARSE_BYTES = 4096;

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

function bump(m: Map<string, number>, key: string): void {
  m.set(key, (m.get(key) ?? 0) + 1);
}

/** How the server treated an attack's connections. */
export class AttackerTally {
  /** WebSockets tried, and of them the ones whose handshake succeeded. */
  tried = 0;
  opened = 0;
  /** Handshakes that failed, by HTTP status or socket error. */
  readonly refused = new Map<string, number>();
  /** Open connections the server ended, by WebSocket close code (and reason, when it gave one). */
  readonly closedByServer = new Map<string, number>();
  /** Error frames received, by code. */
  readonly errors = new Map<string, number>();
  framesSent = 0;
  framesIn = 0;
  bytesIn = 0;

  report() {
    const obj = (m: Map<string, number>) => Object.fromEntries([...m.entries()].sort((x, y) => y[1] - x[1]));
    return {
      tried: this.tried,
      opened: this.opened,
      refused: obj(this.refused),
      closedByServer: obj(this.closedByServer),
      errorFrames: obj(this.errors),
      framesSent: this.framesSent,
      framesReceived: this.framesIn,
      megabytesReceived: Number((this.bytesIn / 1e6).toFixed(1)),
    };
  }
}

/** The addresses an attack's connections come from, in turn. */
class AddressPool {
  private serial = 0;

  constructor(private readonly size: number | null) {}

  next(): string {
    const i = this.serial++;
    return attackerAddress(this.size === null ? i : i % this.size);
  }
}

/** One attack connection: counts what it receives and how it ended. */
class AttackerSocket {
  readonly ws: WebSocket;
  /** Whether it is over (refused, closed by the server, or left by the attacker). */
  ended = false;
  private leaving = false;
  readonly opened: Promise<boolean>;

  constructor(
    target: Target,
    address: string,
    private readonly tally: AttackerTally,
    private readonly onEnd: () => void = () => {},
  ) {
    tally.tried += 1;
    this.ws = new WebSocket(target.ws, { perMessageDeflate: false, localAddress: address });
    this.opened = new Promise((done) => {
      this.ws.on('open', () => {
        tally.opened += 1;
        done(true);
      });
      this.ws.on('unexpected-response', (req, res) => {
        this.end(() => bump(tally.refused, `http-${res.statusCode}`));
        req.destroy();
        done(false);
      });
      this.ws.on('error', (e: Error & { code?: string }) => {
        if (this.ws.readyState === WebSocket.CONNECTING || this.ws.readyState === WebSocket.CLOSED)
          this.end(() => bump(tally.refused, e.code ?? 'error'));
        done(false);
      });
    });
    this.ws.on('close', (code, reason) => {
      const why = reason.toString('utf8');
      this.end(() => bump(tally.closedByServer, why === '' ? String(code) : `${code} ${why}`));
    });
    this.ws.on('message', (data: Buffer) => {
      tally.framesIn += 1;
      tally.bytesIn += data.length;
      if (data.length > PARSE_BYTES) return;
      const frame = JSON.parse(data.toString('utf8')) as ServerFrame;
      if (frame.t === 'error') bump(tally.errors, frame.code);
    });
  }

  /** The first way the connection ended is the one counted; the attacker's own leaving counts as nothing. */
  private end(count: () => void): void {
    if (this.ended) return;
    this.ended = true;
    if (!this.leaving) {
      count();
      this.onEnd();
    }
  }

  send(frame: unknown): void {
    if (this.ws.readyState !== WebSocket.OPEN) return;
    this.tally.framesSent += 1;
    this.ws.send(JSON.stringify(frame));
  }

  private tcp(): { pause(): void; resume(): void } | undefined {
    return (this.ws as unknown as { _socket?: { pause(): void; resume(): void } })._socket;
  }

  /** Stops reading: what the server sends piles up in the kernel's buffers, then in the server. */
  pause(): void {
    this.tcp()?.pause();
  }

  resume(): void {
    this.tcp()?.resume();
  }

  leave(): void {
    if (this.ended) return;
    this.leaving = true;
    this.ended = true;
    this.ws.terminate();
  }
}

export interface Attack {
  readonly name: AttackName;
  readonly tally: AttackerTally;
  /** What it does, with its sizes, in words. */
  describe(): string;
  /** What it needs before it starts (not measured): a long finished match, for one. */
  prepare(): Promise<void>;
  start(): void;
  /** Ends it: every attack connection is closed and nothing more is sent. */
  stop(): Promise<void>;
  /** Figures of its own. */
  details(): Record<string, unknown>;
}

export function makeAttack(name: AttackName, target: Target, options: AttackOptions): Attack {
  const count = options.attackers ?? DEFAULTS[name];
  const pool = new AddressPool(options.addresses);
  switch (name) {
    case 'slow-readers':
      return new SlowReaders(target, count, pool, options.rejoinPerSecond);
    case 'resync-flood':
      return new ResyncFlood(target, count, pool);
    case 'idle-sockets':
      return new IdleSockets(target, count, pool);
  }
}

async function createMatch(target: Target, address: string, body: unknown): Promise<MatchCreated> {
  const reply = await httpJson(`${target.http}/api/matches`, address, 'POST', body);
  if (reply.status !== 201) throw new Error(`creating a match: HTTP ${reply.status} ${JSON.stringify(reply.body)}`);
  return reply.body as MatchCreated;
}

async function matchStatus(target: Target, address: string, id: string): Promise<MatchSummary | null> {
  const reply = await httpJson(`${target.http}/api/matches/${id}`, address);
  return reply.status === 200 ? (reply.body as MatchSummary) : null;
}

/**
 * Finding 1: spectators that stop reading. Ten bot-against-bot matches are kept going (a finished one is replaced),
 * and each new match gets its share of the spectators, new connections that join and pause at once; those of
 * finished matches stay connected and paused until the attack stops.
 *
 * The server's only bot ends a match in some 60 commands (about 50 KB for a spectator, which the kernel's socket
 * buffers absorb), whereas the probe watched matches that kept going. So that each paused connection gets far more
 * than its buffers hold, the spectators may also re-join with since 0 a few times a second, within their rate limit
 * (`rejoinPerSecond`); they then stay on their first ten matches.
 */
class SlowReaders implements Attack {
  readonly name = 'slow-readers';
  readonly tally = new AttackerTally();
  private readonly spectators: AttackerSocket[] = [];
  private running = false;
  private loops: Promise<void>[] = [];
  private matches = 0;
  private failures = new Map<string, number>();
  private readonly timers: NodeJS.Timeout[] = [];

  constructor(
    private readonly target: Target,
    private readonly count: number,
    private readonly pool: AddressPool,
    private readonly rejoinPerSecond: number,
  ) {}

  describe(): string {
    const how =
      this.rejoinPerSecond > 0
        ? `joining, then reading nothing while re-joining with since 0 ${this.rejoinPerSecond} times a second`
        : 'replaced when they end; spectators join, then read nothing';
    return `${this.count} spectators on ${SLOW_MATCHES} bot-against-bot matches (${how})`;
  }

  async prepare(): Promise<void> {}

  start(): void {
    this.running = true;
    this.loops = Array.from({ length: SLOW_MATCHES }, (_, slot) => this.keep(slot));
  }

  /** One match slot: a match and its paused spectators, again whenever the match ends. */
  private async keep(slot: number): Promise<void> {
    const share = Math.floor(this.count / SLOW_MATCHES) + (slot < this.count % SLOW_MATCHES ? 1 : 0);
    while (this.running) {
      const address = this.pool.next();
      let id: string;
      try {
        id = (
          await createMatch(this.target, address, {
            game: 'gladiator',
            seats: { a: { kind: 'bot', bot: 'brawler' }, b: { kind: 'bot', bot: 'brawler' } },
          })
        ).id;
      } catch (e) {
        bump(this.failures, (e as Error).message.slice(0, 80));
        await sleep(POLL_MS);
        continue;
      }
      this.matches += 1;
      for (let i = 0; i < share; i++) {
        const s = new AttackerSocket(this.target, this.pool.next(), this.tally);
        this.spectators.push(s);
        void s.opened.then((open) => {
          if (!open) return;
          s.send({ t: 'join', match: id, since: 0 });
          s.pause();
          if (this.rejoinPerSecond > 0)
            this.timers.push(
              setInterval(() => s.send({ t: 'join', match: id, since: 0 }), 1000 / this.rejoinPerSecond),
            );
        });
      }
      if (this.rejoinPerSecond > 0) {
        while (this.running) await sleep(POLL_MS);
        return;
      }
      while (this.running) {
        await sleep(POLL_MS);
        const summary = await matchStatus(this.target, address, id).catch(() => null);
        if (summary === null || summary.status === 'finished') break;
      }
    }
  }

  async stop(): Promise<void> {
    this.running = false;
    await Promise.all(this.loops);
    for (const t of this.timers) clearInterval(t);
    // Reading again shows the closes the server sent while nobody read.
    for (const s of this.spectators) s.resume();
    await sleep(DRAIN_MS);
    for (const s of this.spectators) s.leave();
  }

  details(): Record<string, unknown> {
    return {
      matchesCreated: this.matches,
      spectatorConnections: this.spectators.length,
      ...(this.failures.size > 0 ? { createFailures: Object.fromEntries(this.failures) } : {}),
    };
  }
}

/** A long match played to its end by two clients choosing at random (the brawler would knock out too soon). */
async function playLongMatch(target: Target, address: string): Promise<{ id: string; version: number }> {
  const created = await createMatch(target, address, {
    game: 'gladiator',
    options: { turnLimit: LONG_MATCH_TURNS },
    seats: { a: { kind: 'here' }, b: { kind: 'here' } },
    seed: 'bench-long-match',
  });
  const seats = Object.entries(created.tokens);
  const played = seats.map(
    ([seat, token]) =>
      new Promise<number>((done, fail) => {
        const ws = new WebSocket(target.ws, { perMessageDeflate: false, localAddress: address });
        const pacer = new Pacer();
        const rng = seedRng(`bench-long-match/${seat}`);
        let latest: Extract<ServerFrame, { t: 'state' }> | null = null;
        let answered = -1;
        let sent = 0;
        // A state frame may come while the command is on its way: the ack says when the latest state is its answer.
        let awaitingAck = false;
        let timer: NodeJS.Timeout | null = null;
        const answer = () => {
          timer = null;
          const state = latest;
          if (state === null || awaitingAck || !state.pending.includes(seat) || answered === state.version) return;
          const wait = pacer.wait();
          if (wait > 0) {
            timer = setTimeout(answer, wait);
            return;
          }
          answered = state.version ?? 0;
          pacer.take();
          sent += 1;
          awaitingAck = true;
          const command = randomBot.choose(state.view, state.legal as Legal<unknown>, rng);
          ws.send(commandFrame({ id: `l${sent}`, seat, command, version: state.version ?? 0 }));
        };
        ws.on('open', () => {
          pacer.take();
          ws.send(JSON.stringify({ t: 'join', match: created.id, seat, token }));
        });
        ws.on('message', (data: Buffer) => {
          const frame = JSON.parse(data.toString('utf8')) as ServerFrame;
          if (frame.t === 'error') fail(new Error(`the long match: error ${frame.code}: ${frame.message}`));
          if (frame.t === 'rejected') fail(new Error(`the long match: rejected ${frame.violation.message}`));
          if (frame.t === 'ack') {
            awaitingAck = false;
            if (timer === null) answer();
          }
          if (frame.t !== 'state' || frame.as !== seat) return;
          latest = frame;
          if (frame.outcome !== null) {
            if (timer) clearTimeout(timer);
            ws.close();
            done(frame.version ?? 0);
          } else if (timer === null) answer();
        });
        ws.on('error', fail);
      }),
  );
  const versions = await Promise.all(played);
  return { id: created.id, version: Math.max(...versions) };
}

/**
 * Finding 2: a long finished match re-joined with since 0 over and over, each connection at the pace its own rate
 * limit allows. A connection the server closes comes back a second later.
 */
class ResyncFlood implements Attack {
  readonly name = 'resync-flood';
  readonly tally = new AttackerTally();
  private match: { id: string; version: number; frameBytes: number; playSeconds: number } | null = null;
  private running = false;
  private readonly sockets = new Set<AttackerSocket>();
  private readonly timers = new Set<NodeJS.Timeout>();

  constructor(
    private readonly target: Target,
    private readonly count: number,
    private readonly pool: AddressPool,
  ) {}

  describe(): string {
    const m = this.match;
    const what = m ? ` (${m.version} commands, ${(m.frameBytes / 1000).toFixed(0)} KB a full state frame)` : '';
    return `${this.count} connections re-joining a finished match${what} with since 0 at their rate limit`;
  }

  async prepare(): Promise<void> {
    const started = performance.now();
    const address = this.pool.next();
    const { id, version } = await playLongMatch(this.target, address);
    const playSeconds = (performance.now() - started) / 1000;
    // The size of one full resync, seen by a spectator.
    const frameBytes = await new Promise<number>((done, fail) => {
      const ws = new WebSocket(this.target.ws, { perMessageDeflate: false, localAddress: address });
      ws.on('open', () => ws.send(JSON.stringify({ t: 'join', match: id, since: 0 })));
      ws.on('message', (data: Buffer) => {
        ws.close();
        done(data.length);
      });
      ws.on('error', fail);
    });
    this.match = { id, version, frameBytes, playSeconds };
  }

  start(): void {
    this.running = true;
    for (let i = 0; i < this.count; i++) this.connect();
  }

  private connect(): void {
    if (!this.running || this.match === null) return;
    const id = this.match.id;
    const s = new AttackerSocket(this.target, this.pool.next(), this.tally, () => {
      this.sockets.delete(s);
      this.later(() => this.connect(), RECONNECT_MS);
    });
    this.sockets.add(s);
    const pacer = new Pacer();
    const rejoin = () => {
      if (!this.running || s.ended) return;
      const wait = pacer.wait();
      if (wait === 0) {
        pacer.take();
        s.send({ t: 'join', match: id, since: 0 });
      }
      this.later(rejoin, Math.max(1, wait));
    };
    void s.opened.then((open) => open && rejoin());
  }

  private later(f: () => void, ms: number): void {
    const t = setTimeout(() => {
      this.timers.delete(t);
      f();
    }, ms);
    this.timers.add(t);
  }

  async stop(): Promise<void> {
    this.running = false;
    for (const t of this.timers) clearTimeout(t);
    this.timers.clear();
    for (const s of this.sockets) s.leave();
    this.sockets.clear();
  }

  details(): Record<string, unknown> {
    const m = this.match;
    return m
      ? {
          match: m.id,
          matchCommands: m.version,
          fullStateFrameKB: Number((m.frameBytes / 1000).toFixed(1)),
          longMatchPlayedInSeconds: Number(m.playSeconds.toFixed(1)),
        }
      : {};
  }
}

/**
 * Finding 3: WebSockets opened and left idle (they never send a frame; the ws library still answers a protocol
 * ping, as a browser does), and one HTTP request whose body comes a byte every ten seconds.
 */
class IdleSockets implements Attack {
  readonly name = 'idle-sockets';
  readonly tally = new AttackerTally();
  private readonly sockets: AttackerSocket[] = [];
  private running = false;
  private opening: Promise<void> = Promise.resolve();
  private trickle: ClientRequest | null = null;
  private trickleTimer: NodeJS.Timeout | null = null;
  private trickleStart = 0;
  private trickled = 0;
  private trickleEnd: string | null = null;
  private openedInSeconds = 0;
  private openAtEnd = 0;

  constructor(
    private readonly target: Target,
    private readonly count: number,
    private readonly pool: AddressPool,
  ) {}

  describe(): string {
    return `${this.count} idle WebSockets, and a request body trickled a byte every ${TRICKLE_MS / 1000} s`;
  }

  async prepare(): Promise<void> {}

  start(): void {
    this.running = true;
    this.startTrickle();
    this.opening = this.openAll();
  }

  private async openAll(): Promise<void> {
    const started = performance.now();
    for (let first = 0; first < this.count && this.running; first += IDLE_BATCH) {
      const batch: Promise<boolean>[] = [];
      for (let i = first; i < Math.min(this.count, first + IDLE_BATCH); i++) {
        const s = new AttackerSocket(this.target, this.pool.next(), this.tally);
        this.sockets.push(s);
        batch.push(s.opened);
      }
      await Promise.all(batch);
    }
    this.openedInSeconds = (performance.now() - started) / 1000;
  }

  private startTrickle(): void {
    const url = new URL(`${this.target.http}/api/matches`);
    this.trickleStart = performance.now();
    const since = () => `${((performance.now() - this.trickleStart) / 1000).toFixed(0)} s`;
    const req = request(url, {
      method: 'POST',
      localAddress: this.pool.next(),
      agent: false,
      headers: { 'content-type': 'application/json', 'content-length': String(TRICKLE_BYTES) },
    });
    this.trickle = req;
    req.on('response', (res) => {
      this.trickleEnd ??= `answered HTTP ${res.statusCode} after ${since()}`;
      res.resume();
    });
    req.on('error', (e: Error & { code?: string }) => {
      this.trickleEnd ??= `closed by the server (${e.code ?? e.message}) after ${since()}`;
    });
    req.on('close', () => {
      this.trickleEnd ??= `closed by the server after ${since()}`;
    });
    const drip = () => {
      if (!this.running || this.trickleEnd !== null) return;
      this.trickled += 1;
      req.write(this.trickled === 1 ? '{' : ' ');
      this.trickleTimer = setTimeout(drip, TRICKLE_MS);
    };
    drip();
  }

  async stop(): Promise<void> {
    this.running = false;
    await this.opening;
    if (this.trickleTimer) clearTimeout(this.trickleTimer);
    const seconds = ((performance.now() - this.trickleStart) / 1000).toFixed(0);
    const bytes = `${this.trickled} byte${this.trickled === 1 ? '' : 's'}`;
    this.trickleEnd ??= `still open after ${seconds} s (${bytes} sent)`;
    this.trickle?.destroy();
    this.openAtEnd = this.sockets.filter((s) => !s.ended).length;
    for (const s of this.sockets) s.leave();
  }

  details(): Record<string, unknown> {
    return {
      idleSocketsStillOpenAtEnd: this.openAtEnd,
      openedInSeconds: Number(this.openedInSeconds.toFixed(1)),
      trickledRequest: this.trickleEnd,
    };
  }
}
