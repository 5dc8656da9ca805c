/**
 * The attacks `npm run bench:server -- --attack ...` runs beside normal play, each reproducing a finding of issue 9:
 *   slow-readers   spectators join bot-against-bot matches, then stop reading their sockets
 *   resync-flood   connections re-join a long finished match with since 0, as fast as the frame rate limit allows
 *   idle-sockets   thousands of WebSockets opened and left idle, plus an HTTP request whose body trickles in
 * Attackers connect from 127.1.x.y (net.ts), so caps per address judge them apart from the bystanders; what the
 * server did to them is tallied (attacker.ts).
 */
import type { ClientRequest } from 'node:http';
import { request } from 'node:http';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import WebSocket from 'ws';
import { AddressPool, AttackerSocket, AttackerTally, bump, createMatch, matchStatus, type Target } from './attacker.js';
import { playLongMatch } from './long-match.js';
import { Pacer } from './net.js';

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

/** Bot-against-bot matches the slow readers watch, as in the probe. */
const SLOW_MATCHES = 10;
const DEFAULTS: Record<AttackName, number> = { 'slow-readers': 40, 'resync-flood': 5, 'idle-sockets': 5000 };
/** How often slow readers check whether their match has ended, to replace it. */
const POLL_MS = 500;
/** A resync attacker closed by the server connects again after this pause, as a stubborn client would. */
const RECONNECT_MS = 1000;
/** Idle sockets are opened this many at a time. */
const IDLE_BATCH = 250;
/** The trickled request body: its declared length, and one byte sent every TRICKLE_MS. */
const TRICKLE_BYTES = 1000;
const TRICKLE_MS = 10_000;
/** On stopping, paused readers read again for this long, so a close the server sent them is seen. */
const DRAIN_MS = 2000;

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
