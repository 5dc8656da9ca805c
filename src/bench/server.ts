/**
 * `npm run bench:server`: `ludus serve` under load. The server runs in a child process of its own (on a temporary
 * SQLite file), so the load generator and the server never share an event loop. This process then keeps N GLADIATOR
 * matches going at once over real WebSockets on loopback: each match is created over HTTP, each client seat joins
 * with its token and, whenever a state frame shows its seat pending, answers with the brawler's choice from its own
 * seeded RNG. A finished match is replaced at once, so N stay in play until the time is up.
 *
 * Latency is measured from sending a command to receiving its `ack`. The server sends the state frame that carries
 * the command's events before the ack (docs/protocol.md), so the ack is the last frame that results from the
 * command itself; a bot's reply to it comes in later frames and is not part of the figure.
 *
 *   --matches N      concurrent matches (env BENCH_MATCHES, default 500)
 *   --seconds S      measured time once every match is up (env BENCH_SECONDS, default 60)
 *   --mode M         'bot': seat a is a client, seat b the server's brawler (default); 'clients': both seats clients
 *   --batch B        matches opened at a time while ramping up (default 50)
 *   --think MS       a client pauses before each command, like a person reading the board: MS on average, drawn
 *                    between half and one and a half times MS (env BENCH_THINK, default 1000). 0 answers at once:
 *                    then every client is always waiting on the server, and the run measures the server's capacity
 *                    (commands per second) rather than the latency of a given number of matches
 *   --profile DIR    run the server under node --cpu-prof, keep the profile in DIR and print its hottest functions
 *   --db-dir DIR     put the temporary SQLite file in DIR, e.g. /dev/shm to take the disk out of the figures
 *   --json           also print the summary as one JSON line
 *
 * Under attack (under-attack.ts, attacks.ts): the matches above become the bystanders, and attacks run beside them.
 *   --attack A             none (default), slow-readers, resync-flood, idle-sockets, or all (env BENCH_ATTACK)
 *   --attackers N          attack connections (env BENCH_ATTACKERS; default 40, 5 or 5000 by attack)
 *   --attack-seconds S     how long each attack runs (env BENCH_ATTACK_SECONDS, default 40)
 *   --attack-addresses K   source addresses the attack connections share (default: one each)
 *   --rejoin-per-second R  slow readers also re-join with since 0 R times a second (default 0)
 *   --max-rss MB           an attack is cut short past this server RSS (default 3000)
 *
 * Clients keep to the server's documented rate limit (RATE_LIMIT) on their own side, as a browser must. Each match
 * connects from a loopback address of its own (net.ts).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import WebSocket from 'ws';
import type { Legal } from '../core/protocol.js';
import { nextInt, type RngState, seedRng } from '../core/rng.js';
import { brawlerBot } from '../games/gladiator/bots.js';
import type { MatchCreated, ServerFrame } from '../server/wire.js';
import { ATTACK_NAMES, type AttackName } from './attacks.js';
import { mb, type Percentiles, percentiles, sampleProc } from './measure.js';
import { bystanderAddress, commandFrame, httpJson, Pacer } from './net.js';
import { type Bystanders, printAttackRun, runAttacks, type Window } from './under-attack.js';

type StateFrame = Extract<ServerFrame, { t: 'state' }>;
type Mode = 'bot' | 'clients';

interface Settings {
  matches: number;
  seconds: number;
  mode: Mode;
  batch: number;
  thinkMs: number;
  profileDir: string | null;
  /** Where the temporary SQLite file goes (default: the system's temporary directory). */
  dbDir: string | null;
  json: boolean;
  /** Attacks run one after another beside the bystanders (none: a plain load run). */
  attacks: AttackName[];
  attackers: number | null;
  addresses: number | null;
  attackSeconds: number;
  /** An attack is cut short when the server's RSS passes this, to spare a shared machine. */
  maxRssMb: number;
  rejoinPerSecond: number;
}

/**
 * The goal: 500 matches in play at once with p99 under 100 ms. A match counts as in play once its clients have
 * joined; a replacement still queuing for its WebSocket does not, so the mean in play must reach `inPlayShare` of
 * the matches (a little is lost to replacing finished ones).
 */
const GOAL = { matches: 500, p99Ms: 100, inPlayShare: 0.95 };
/**
 * A person's pace, on average, for the goal: one decision a second per seat. GLADIATOR's reaction clock (6.5) gives
 * ten seconds an order, so this is ten times the fastest pace its rules expect of a player.
 */
const DEFAULT_THINK_MS = 1000;
/** A match with no frame for this long is written off as stalled (and counted as an error). */
const STALL_MS = 30_000;
/** After the measured time, how long acks still on their way are waited for. */
const DRAIN_MS = 10_000;
/** Under attack, a bystander client pings this often once it has joined. */
const PING_MS = 1000;

function wholeNumber(name: string, raw: string | undefined, fallback: number, min = 1): number {
  if (raw === undefined) return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min)
    throw new Error(`${name} must be a whole number of at least ${min}, not "${raw}"`);
  return n;
}

function readSettings(): Settings {
  const { values } = parseArgs({
    options: {
      matches: { type: 'string' },
      seconds: { type: 'string' },
      mode: { type: 'string' },
      batch: { type: 'string' },
      think: { type: 'string' },
      profile: { type: 'string' },
      'db-dir': { type: 'string' },
      json: { type: 'boolean' },
      attack: { type: 'string' },
      attackers: { type: 'string' },
      'attack-addresses': { type: 'string' },
      'attack-seconds': { type: 'string' },
      'max-rss': { type: 'string' },
      'rejoin-per-second': { type: 'string' },
    },
    strict: true,
  });
  const mode = values.mode ?? process.env.BENCH_MODE ?? 'bot';
  if (mode !== 'bot' && mode !== 'clients') throw new Error(`--mode is 'bot' or 'clients', not "${mode}"`);
  const attack = values.attack ?? process.env.BENCH_ATTACK ?? 'none';
  const named = ATTACK_NAMES as readonly string[];
  if (attack !== 'none' && attack !== 'all' && !named.includes(attack))
    throw new Error(`--attack is none, all or one of ${ATTACK_NAMES.join(', ')}, not "${attack}"`);
  const optional = (name: string, raw: string | undefined) => (raw === undefined ? null : wholeNumber(name, raw, 1));
  return {
    matches: wholeNumber('--matches', values.matches ?? process.env.BENCH_MATCHES, 500),
    seconds: wholeNumber('--seconds', values.seconds ?? process.env.BENCH_SECONDS, 60),
    mode,
    batch: wholeNumber('--batch', values.batch, 50),
    thinkMs: wholeNumber('--think', values.think ?? process.env.BENCH_THINK, DEFAULT_THINK_MS, 0),
    profileDir: values.profile ? resolve(values.profile) : null,
    dbDir: values['db-dir'] ? resolve(values['db-dir']) : null,
    json: values.json ?? false,
    attacks: attack === 'none' ? [] : attack === 'all' ? [...ATTACK_NAMES] : [attack as AttackName],
    attackers: optional('--attackers', values.attackers ?? process.env.BENCH_ATTACKERS),
    addresses: optional('--attack-addresses', values['attack-addresses']),
    attackSeconds: wholeNumber('--attack-seconds', values['attack-seconds'] ?? process.env.BENCH_ATTACK_SECONDS, 40),
    maxRssMb: wholeNumber('--max-rss', values['max-rss'], 3000),
    rejoinPerSecond: wholeNumber('--rejoin-per-second', values['rejoin-per-second'], 0, 0),
  };
}

// ---- the server process ------------------------------------------------------------------------

const CLI_MAIN = fileURLToPath(new URL('../cli/main.ts', import.meta.url));
/**
 * Loaded into the server process ahead of the CLI, without touching the server's code: on each SIGUSR2 it reports
 * its event loop since the previous one (the share of time the loop was busy, and how late timers ran) on stderr.
 */
const LOOP_PROBE = `
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
const delay = monitorEventLoopDelay({ resolution: 10 });
delay.enable();
let since = performance.eventLoopUtilization();
process.on('SIGUSR2', () => {
  const used = performance.eventLoopUtilization(since);
  since = performance.eventLoopUtilization();
  // The histogram holds the time between checks, which includes the 10 ms resolution itself.
  const ms = (ns) => Math.max(0, ns / 1e6 - 10);
  const report = { utilization: used.utilization, p50: ms(delay.percentile(50)), p99: ms(delay.percentile(99)), max: ms(delay.max) };
  delay.reset();
  process.stderr.write('@bench-loop ' + JSON.stringify(report) + '\\n');
});
`;
const LOOP_MARK = '@bench-loop ';
const LOOP_RESOLUTION_MS = 10;

interface LoopReport {
  utilization: number;
  p50: number;
  p99: number;
  max: number;
}

interface ServerProcess {
  child: ChildProcess;
  pid: number;
  http: string;
  ws: string;
  /** Lines the server logged (it logs at level warn and above), beyond the one saying where it listens. */
  logged: string[];
  exited: Promise<void>;
  alive(): boolean;
  /** The server's event loop since the previous call (the first call only starts the count). */
  loop(): Promise<LoopReport | null>;
}

function startServerProcess(dbFile: string, profileDir: string | null): Promise<ServerProcess> {
  const tsx = import.meta.resolve('tsx');
  const profile = profileDir ? ['--cpu-prof', '--cpu-prof-dir', profileDir] : [];
  const probe = `data:text/javascript,${encodeURIComponent(LOOP_PROBE)}`;
  const serve = [CLI_MAIN, 'serve', '--port', '0', '--host', '127.0.0.1', '--db', dbFile];
  const args = [...profile, '--import', probe, '--import', tsx, ...serve];
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  const logged: string[] = [];
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const loopWaiters: ((r: LoopReport | null) => void)[] = [];
  const loop = () =>
    new Promise<LoopReport | null>((done) => {
      if (child.exitCode !== null || child.signalCode !== null) return done(null);
      const timer = setTimeout(() => done(null), 5000);
      loopWaiters.push((r) => {
        clearTimeout(timer);
        done(r);
      });
      child.kill('SIGUSR2');
    });
  return new Promise((resolveStart, rejectStart) => {
    let listening = false;
    let buffered = '';
    const onLine = (line: string) => {
      if (line.startsWith(LOOP_MARK)) {
        loopWaiters.shift()?.(JSON.parse(line.slice(LOOP_MARK.length)) as LoopReport);
        return;
      }
      const m = /listening on http:\/\/[^:]+:(\d+)/.exec(line);
      if (!listening && m) {
        listening = true;
        const port = Number(m[1]);
        resolveStart({
          child,
          pid: child.pid as number,
          http: `http://127.0.0.1:${port}`,
          ws: `ws://127.0.0.1:${port}/ws`,
          logged,
          exited,
          alive: () => child.exitCode === null && child.signalCode === null,
          loop,
        });
      } else if (line.trim() !== '') logged.push(line);
    };
    const read = (chunk: Buffer) => {
      buffered += chunk.toString('utf8');
      const lines = buffered.split('\n');
      buffered = lines.pop() ?? '';
      for (const line of lines) onLine(line);
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.once('exit', (code, signal) => {
      if (!listening)
        rejectStart(new Error(`the server exited (${signal ?? code}) before listening:\n${logged.join('\n')}`));
    });
  });
}

/** Asks the server to stop as `ludus serve` is meant to be stopped, and kills it if it does not. */
async function stopServerProcess(server: ServerProcess): Promise<void> {
  if (!server.alive()) return;
  server.child.kill('SIGINT');
  const timeout = new Promise<'late'>((done) => setTimeout(() => done('late'), 15_000).unref());
  if ((await Promise.race([server.exited.then(() => 'done' as const), timeout])) === 'late') {
    server.child.kill('SIGKILL');
    await server.exited;
  }
}

// ---- measurements ------------------------------------------------------------------------------

class Stats {
  matchesStarted = 0;
  /** Of those, the ones started during the measured time (replacements). */
  matchesStartedMeasured = 0;
  matchesFinished = 0;
  matchesAbandoned = 0;
  acked = 0;
  /** Commands the server applied in finished matches, its bots' included (the version of the final state). */
  serverCommands = 0;
  /** Sends that waited for the client-side rate limit. */
  paced = 0;
  framesIn = 0;
  bytesIn = 0;
  readonly latency: number[] = [];
  /** Replacement matches during the measured time: the HTTP create, then the WebSocket joins until the first state. */
  readonly create: number[] = [];
  readonly join: number[] = [];
  /** Of the join: the WebSocket handshake alone (connect + upgrade), from the client's constructor to 'open'. */
  readonly open: number[] = [];
  readonly errors = new Map<string, number>();

  error(code: string): void {
    this.errors.set(code, (this.errors.get(code) ?? 0) + 1);
  }

  errorCount(): number {
    let n = 0;
    for (const c of this.errors.values()) n += c;
    return n;
  }
}

// ---- the load ----------------------------------------------------------------------------------

/**
 * Legal command lists by content. The brawler caches its reading of a list per list object, as the engine hands out
 * the same objects again; a list parsed afresh from every frame would make it redo that work each time (tens of ms
 * on a cold list), and the time this process spends choosing must not pass for server latency.
 */
const LISTS = new Map<string, unknown[]>();
const LISTS_MAX = 20_000;

function interned(legal: Legal<unknown>): Legal<unknown> {
  const key = JSON.stringify(legal.commands);
  let list = LISTS.get(key);
  if (!list) {
    if (LISTS.size >= LISTS_MAX) LISTS.clear();
    list = legal.commands;
    LISTS.set(key, list);
  }
  return { ...legal, commands: list };
}

class Bench implements Bystanders {
  readonly stats = new Stats();
  /** Whether results count: false during the ramp-up and after the measured time. */
  measuring = false;
  /** No new commands or matches once set. */
  stopping = false;
  readonly active = new Set<Match>();
  /** Where bystanders' figures go during an attack run (a command or ping counts in the window it was sent in). */
  window: Window | null = null;
  private serial = 0;

  constructor(
    readonly settings: Settings,
    readonly server: ServerProcess,
  ) {}

  /**
   * A new match in `slot`, replaced by another whenever it ends; resolves once its clients have their first state,
   * true unless the bench stopped first.
   */
  async fill(slot: number): Promise<boolean> {
    if (this.stopping) return false;
    if (!this.server.alive()) {
      this.stats.error('server-exited');
      this.stopping = true;
      return false;
    }
    const n = this.serial++;
    const seats =
      this.settings.mode === 'bot'
        ? { a: { kind: 'here' }, b: { kind: 'bot', bot: 'brawler' } }
        : { a: { kind: 'here' }, b: { kind: 'invite' } };
    let created: MatchCreated;
    const asked = performance.now();
    try {
      const reply = await httpJson(`${this.server.http}/api/matches`, bystanderAddress(slot), 'POST', {
        game: 'gladiator',
        seats,
        seed: `bench-${n}`,
      });
      if (reply.status !== 201) {
        this.stats.error(`http-${reply.status}`);
        return this.retry(slot);
      }
      created = reply.body as MatchCreated;
    } catch (e) {
      this.stats.error(`http-${(e as { code?: string }).code ?? 'failed'}`);
      return this.retry(slot);
    }
    this.stats.matchesStarted += 1;
    if (this.measuring) this.stats.matchesStartedMeasured += 1;
    const match = new Match(this, slot, created, n);
    this.active.add(match);
    const opened = performance.now();
    await match.ready;
    if (this.measuring) {
      this.stats.create.push(opened - asked);
      this.stats.join.push(performance.now() - opened);
    }
    return true;
  }

  /** A match that could not be created is tried again a little later, so one hiccup does not empty its slot. */
  private async retry(slot: number): Promise<boolean> {
    await new Promise((done) => setTimeout(done, 500));
    return this.fill(slot);
  }

  ended(match: Match): void {
    this.active.delete(match);
    if (!this.stopping) void this.fill(match.slot);
  }

  /** Writes off matches that have heard nothing for STALL_MS (a refused command leaves a match with nothing to do). */
  checkStalls(): void {
    const now = performance.now();
    for (const m of this.active) if (now - m.lastFrame > STALL_MS) m.abandon('stalled');
  }

  /** Matches whose clients have all joined (the others are still being set up). */
  playing(): number {
    let n = 0;
    for (const m of this.active) if (m.joined) n += 1;
    return n;
  }

  /** How long the oldest ping sent in `window` and still unanswered has waited, over every client. */
  oldestPing(window: Window): number {
    const now = performance.now();
    let oldest = 0;
    for (const m of this.active) for (const c of m.clients) oldest = Math.max(oldest, c.pingAge(now, window));
    return oldest;
  }

  /** Commands and pings still unanswered count in their window for as long as they have waited. */
  closeWindows(): void {
    const now = performance.now();
    for (const m of this.active) for (const c of m.clients) c.unanswered(now);
  }

  inFlight(): number {
    let n = 0;
    for (const m of this.active) for (const c of m.clients) if (c.sentAt !== null) n += 1;
    return n;
  }
}

class Match {
  readonly clients: SeatClient[];
  readonly ready: Promise<void>;
  lastFrame = performance.now();
  done = false;
  joined = false;

  constructor(
    readonly bench: Bench,
    readonly slot: number,
    created: MatchCreated,
    n: number,
  ) {
    this.clients = Object.entries(created.tokens).map(
      ([seat, token]) => new SeatClient(this, created.id, seat, token, seedRng(`bench-${n}/client:${seat}`)),
    );
    this.ready = Promise.all(this.clients.map((c) => c.joined)).then(() => {
      this.joined = true;
    });
  }

  finish(version: number): void {
    if (this.done) return;
    this.done = true;
    if (this.bench.measuring) {
      this.bench.stats.matchesFinished += 1;
      this.bench.stats.serverCommands += version;
    }
    this.close();
  }

  /** The bench is over: the match is left as it stands. */
  stop(): void {
    if (this.done) return;
    this.done = true;
    this.close();
  }

  abandon(reason: string): void {
    if (this.done) return;
    this.done = true;
    this.bench.stats.matchesAbandoned += 1;
    this.bench.stats.error(reason);
    const now = performance.now();
    for (const c of this.clients) c.unanswered(now);
    this.close();
  }

  private close(): void {
    for (const c of this.clients) c.close();
    this.bench.ended(this);
  }
}

class SeatClient {
  private readonly socket: WebSocket;
  private readonly pacer = new Pacer();
  readonly joined: Promise<void>;
  private markJoined!: () => void;
  private latest: StateFrame | null = null;
  /** Count of state frames received, so a frame is never answered twice. */
  private frames = 0;
  private answered = 0;
  private commands = 0;
  /** When the command awaiting its ack was sent, or null. */
  sentAt: number | null = null;
  private sentId = '';
  private waiting: NodeJS.Timeout | null = null;
  /** When the decision now awaited first became due (the think time runs from there). */
  private dueAt: number | null = null;
  private thinkMs = 0;
  private readonly thinkRng: RngState;
  /** Whether the rate limit, not the think time, has held back the command now awaited. */
  private heldBack = false;
  private closing = false;
  /** The window the command awaiting its ack was sent in. */
  private sentIn: Window | null = null;
  /** Pings awaiting their pong, oldest first (pongs come back in order). */
  private readonly pings: { at: number; window: Window | null }[] = [];
  private pinger: NodeJS.Timeout | null = null;

  constructor(
    private readonly match: Match,
    private readonly matchId: string,
    private readonly seat: string,
    private readonly token: string,
    private readonly rng: RngState,
  ) {
    this.joined = new Promise((done) => {
      this.markJoined = done;
    });
    this.thinkRng = seedRng(`${matchId}/think:${seat}`);
    const connecting = performance.now();
    this.socket = new WebSocket(match.bench.server.ws, {
      perMessageDeflate: false,
      localAddress: bystanderAddress(match.slot),
    });
    this.socket.on('open', () => {
      if (match.bench.measuring) match.bench.stats.open.push(performance.now() - connecting);
      this.pacer.take();
      this.socket.send(JSON.stringify({ t: 'join', match: this.matchId, seat: this.seat, token: this.token }));
    });
    this.socket.on('message', (data) => this.receive(String(data)));
    this.socket.on('error', (e: Error & { code?: string }) => {
      if (!this.closing) this.match.bench.stats.error(`ws-${e.code ?? 'error'}`);
    });
    this.socket.on('close', (code) => {
      this.markJoined();
      if (this.closing) return;
      this.match.bench.stats.error(`ws-close-${code}`);
      this.match.abandon('lost-connection');
    });
  }

  private receive(text: string): void {
    const now = performance.now();
    this.match.lastFrame = now;
    const frame = JSON.parse(text) as ServerFrame;
    const stats = this.match.bench.stats;
    if (this.match.bench.measuring) {
      stats.framesIn += 1;
      stats.bytesIn += text.length;
    }
    switch (frame.t) {
      case 'state':
        if (frame.as !== this.seat) return;
        this.latest = frame;
        this.frames += 1;
        this.markJoined();
        // Only bystanders ping: a plain run's load stays what it was, comparable with earlier runs.
        if (this.match.bench.settings.attacks.length > 0) this.pinger ??= setInterval(() => this.ping(), PING_MS);
        if (frame.outcome !== null) {
          this.match.finish(frame.version ?? 0);
          return;
        }
        this.consider();
        return;
      case 'ack':
        if (frame.id !== this.sentId || this.sentAt === null) return;
        if (this.match.bench.measuring) {
          stats.acked += 1;
          stats.latency.push(now - this.sentAt);
        }
        this.sentIn?.latency.push(now - this.sentAt);
        this.sentIn = null;
        this.sentAt = null;
        this.consider();
        return;
      case 'rejected':
        stats.error(`rejected:${frame.violation.code}`);
        if (frame.id === this.sentId) this.sentAt = null;
        return;
      case 'error':
        stats.error(`error:${frame.code}`);
        // A refused join leaves the seat unjoined: the ramp-up must not wait for it (the stall check ends the match).
        this.markJoined();
        return;
      case 'pong': {
        const ping = this.pings.shift();
        if (ping) ping.window?.pong(now - ping.at);
        return;
      }
    }
  }

  /** Answers the latest state if it awaits this seat and has not been answered yet. */
  private consider(): void {
    const state = this.latest;
    if (this.sentAt !== null || this.waiting !== null || this.closing || state === null) return;
    if (this.answered === this.frames || !state.pending.includes(this.seat)) return;
    if (this.match.bench.stopping) return;
    const now = performance.now();
    if (this.dueAt === null) {
      this.dueAt = now;
      // A person's pause varies: uniform between half and one and a half times the mean, so clients drift apart.
      const mean = this.match.bench.settings.thinkMs;
      this.thinkMs = mean > 0 ? mean / 2 + nextInt(this.thinkRng, mean + 1) : 0;
    }
    const thinking = this.dueAt + this.thinkMs - now;
    const paced = this.pacer.wait();
    if (paced > 0 && thinking < paced && !this.heldBack) {
      this.heldBack = true;
      this.match.bench.stats.paced += 1;
    }
    const delay = Math.max(paced, thinking);
    if (delay > 0) {
      this.waiting = setTimeout(() => {
        this.waiting = null;
        this.consider();
      }, delay);
      return;
    }
    this.answered = this.frames;
    this.dueAt = null;
    this.heldBack = false;
    const command = brawlerBot.choose(state.view, interned(state.legal as Legal<unknown>), this.rng);
    this.commands += 1;
    this.sentId = `c${this.commands}`;
    this.pacer.take();
    this.sentAt = performance.now();
    this.sentIn = this.match.bench.window;
    this.socket.send(commandFrame({ id: this.sentId, seat: this.seat, command, version: state.version ?? 0 }));
  }

  /** A ping a second, as a browser keeping its connection warm would: its pong's delay shows the server's pulse. */
  private ping(): void {
    if (this.closing || this.socket.readyState !== WebSocket.OPEN || this.pacer.wait() > 0) return;
    this.pacer.take();
    this.pings.push({ at: performance.now(), window: this.match.bench.window });
    this.socket.send(JSON.stringify({ t: 'ping' }));
  }

  pingAge(now: number, window: Window): number {
    const oldest = this.pings.find((p) => p.window === window);
    return oldest ? now - oldest.at : 0;
  }

  unanswered(now: number): void {
    if (this.sentAt !== null && this.sentIn) this.sentIn.latency.push(now - this.sentAt);
    if (this.sentAt !== null) this.sentIn?.markUnanswered();
    this.sentIn = null;
    for (const p of this.pings.splice(0)) p.window?.pingUnanswered(now - p.at);
  }

  close(): void {
    this.closing = true;
    if (this.pinger) clearInterval(this.pinger);
    this.pinger = null;
    if (this.waiting) clearTimeout(this.waiting);
    this.waiting = null;
    this.sentAt = null;
    this.markJoined();
    this.socket.close();
  }
}

// ---- the profile ---------------------------------------------------------------------------------

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
  children?: number[];
}
interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples: number[];
}

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

function shortUrl(url: string): string {
  const path = url.startsWith('file://') ? fileURLToPath(url) : url;
  const modules = path.lastIndexOf('node_modules/');
  if (modules >= 0) return path.slice(modules + 'node_modules/'.length);
  return path.startsWith(ROOT) ? path.slice(ROOT.length) : path;
}

/** Where a function lives, coarsely: a package, a folder of ours, Node itself, or V8's own bookkeeping. */
function area(url: string, name: string): string {
  if (url === '') return name.startsWith('(') ? name : '(native)';
  const short = shortUrl(url);
  if (short.startsWith('node:')) return 'node internals';
  const pkg = /^(@[^/]+\/[^/]+|[^/]+)\//.exec(short);
  if (url.includes('node_modules/') && pkg) return pkg[1] as string;
  const ours = /^src\/([^/]+(?:\/[^/]+)?)\//.exec(short);
  return ours ? `src/${ours[1]}` : short;
}

interface ProfileSummary {
  file: string;
  seconds: number;
  top: { function: string; selfMs: number; selfPct: number; totalMs: number; totalPct: number }[];
  areas: { area: string; selfMs: number; selfPct: number }[];
}

/** Self and total time per function (recursion counted once), and self time per area, from a .cpuprofile. */
function summariseProfile(file: string): ProfileSummary {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as CpuProfile;
  const msPerSample = (profile.endTime - profile.startTime) / 1000 / Math.max(1, profile.samples.length);
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const key = (n: ProfileNode) => {
    const f = n.callFrame;
    const name = f.functionName || '(anonymous)';
    if (f.url === '') return name;
    // tsx hands V8 our modules with their whitespace squeezed out, so their line numbers say nothing.
    return f.lineNumber > 0 ? `${name} ${shortUrl(f.url)}:${f.lineNumber + 1}` : `${name} ${shortUrl(f.url)}`;
  };
  const self = new Map<string, number>();
  const total = new Map<string, number>();
  const areas = new Map<string, number>();
  const add = (m: Map<string, number>, k: string, v: number) => m.set(k, (m.get(k) ?? 0) + v);
  const childIds = new Set(profile.nodes.flatMap((n) => n.children ?? []));
  const roots = profile.nodes.filter((n) => !childIds.has(n.id));
  // Walk the call tree once; a function's total is counted at its outermost frame on each path.
  const walk = (node: ProfileNode, onPath: Map<string, number>): number => {
    const k = key(node);
    const hits = node.hitCount ?? 0;
    add(self, k, hits);
    add(areas, area(node.callFrame.url, node.callFrame.functionName), hits);
    onPath.set(k, (onPath.get(k) ?? 0) + 1);
    let sum = hits;
    for (const c of node.children ?? []) {
      const child = byId.get(c);
      if (child) sum += walk(child, onPath);
    }
    const depth = (onPath.get(k) ?? 1) - 1;
    if (depth === 0) {
      onPath.delete(k);
      add(total, k, sum);
    } else onPath.set(k, depth);
    return sum;
  };
  let all = 0;
  for (const r of roots) all += walk(r, new Map());
  const idle = self.get('(idle)') ?? 0;
  const busy = Math.max(1, all - idle);
  const ms = (hits: number) => Number((hits * msPerSample).toFixed(0));
  const pct = (hits: number) => Number(((100 * hits) / busy).toFixed(1));
  const top = [...self.entries()]
    .filter(([k]) => k !== '(idle)' && k !== '(root)')
    .sort((x, y) => y[1] - x[1])
    .slice(0, 25)
    .map(([k, hits]) => ({
      function: k,
      selfMs: ms(hits),
      selfPct: pct(hits),
      totalMs: ms(total.get(k) ?? 0),
      totalPct: pct(total.get(k) ?? 0),
    }));
  const areaRows = [...areas.entries()]
    .filter(([k]) => k !== '(idle)' && k !== '(root)')
    .sort((x, y) => y[1] - x[1])
    .slice(0, 15)
    .map(([k, hits]) => ({ area: k, selfMs: ms(hits), selfPct: pct(hits) }));
  return { file, seconds: Number(((profile.endTime - profile.startTime) / 1e6).toFixed(1)), top, areas: areaRows };
}

/** The main thread's profile: tsx's loader thread writes one too, with far fewer samples. */
function mainProfile(dir: string, since: number): string | null {
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.cpuprofile'))
    .map((f) => join(dir, f))
    .filter((f) => statSync(f).mtimeMs >= since);
  files.sort((x, y) => statSync(y).size - statSync(x).size);
  return files[0] ?? null;
}

// ---- the run -----------------------------------------------------------------------------------

async function main(): Promise<void> {
  const settings = readSettings();
  const temp = mkdtempSync(join(settings.dbDir ?? tmpdir(), 'ludus-bench-server-'));
  const dbFile = join(temp, 'bench.sqlite');
  if (settings.profileDir) mkdirSync(settings.profileDir, { recursive: true });
  const launched = Date.now();
  let server: ServerProcess | null = null;
  let cleaned = false;
  const cleanup = async () => {
    if (cleaned) return;
    cleaned = true;
    if (server) await stopServerProcess(server);
    rmSync(temp, { recursive: true, force: true });
  };
  // Ctrl-C: the server is stopped (it gets the signal from the terminal too) and the temporary files removed.
  // The signal may come twice (from the terminal and relayed by tsx): the handler stays, and acts once.
  let interrupting = false;
  const interrupted = () => {
    if (interrupting) return;
    interrupting = true;
    console.error('\ninterrupted: stopping the server and removing temporary files');
    void cleanup().finally(() => process.exit(130));
  };
  process.on('SIGINT', interrupted);
  process.on('SIGTERM', interrupted);
  // Last resort if this process dies some other way: no server is left running.
  process.once('exit', () => {
    if (server && server.child.exitCode === null) server.child.kill('SIGKILL');
    if (!cleaned) rmSync(temp, { recursive: true, force: true });
  });

  server = await startServerProcess(dbFile, settings.profileDir);
  const who = settings.mode === 'bot' ? "seat a a WebSocket client, seat b the server's brawler" : 'both seats clients';
  const measured =
    settings.attacks.length > 0
      ? `attacks ${settings.attacks.join(', ')} of ${settings.attackSeconds} s each`
      : `${settings.seconds} s measured`;
  console.log(
    `Ludus server bench: ${settings.matches} concurrent GLADIATOR matches (${who}), ${measured}` +
      `${settings.thinkMs > 0 ? `, ${settings.thinkMs} ms think time` : ''}; server pid ${server.pid} at ${server.http}, SQLite ${dbFile}`,
  );
  const bench = new Bench(settings, server);
  const procStart = sampleProc(server.pid);

  // Ramp up in batches so the accept queue and the HTTP creates are not what is being measured.
  const rampStart = performance.now();
  let rampJoined = 0;
  for (let first = 0; first < settings.matches && !bench.stopping; first += settings.batch) {
    const slots = Array.from({ length: Math.min(settings.batch, settings.matches - first) }, (_, i) => first + i);
    const filled = await Promise.all(slots.map((s) => bench.fill(s)));
    rampJoined += filled.filter(Boolean).length;
  }
  const rampSeconds = (performance.now() - rampStart) / 1000;
  console.log(`ramp-up: ${rampJoined} matches joined in ${rampSeconds.toFixed(1)} s (batches of ${settings.batch})`);
  if (settings.attacks.length > 0) {
    bench.measuring = true;
    const run = await runAttacks(bench, server, settings);
    bench.stopping = true;
    for (const m of [...bench.active]) m.stop();
    printAttackRun(run);
    const errors = Object.fromEntries([...bench.stats.errors.entries()].sort((x, y) => y[1] - x[1]));
    console.log(
      `bystanders: ${settings.matches} matches, ${settings.thinkMs} ms think time; errors: ` +
        `${Object.keys(errors).length === 0 ? 'none' : JSON.stringify(errors)}` +
        `${server.logged.length > 0 ? `; the server logged ${server.logged.length} lines` : ''}`,
    );
    for (const line of server.logged.slice(0, 5)) console.log(`  server: ${line.slice(0, 300)}`);
    if (settings.json)
      console.log(
        JSON.stringify({
          matches: settings.matches,
          mode: settings.mode,
          thinkMs: settings.thinkMs,
          attackSeconds: settings.attackSeconds,
          ...run,
          bystanderErrors: errors,
          serverLoggedLines: server.logged.length,
        }),
      );
    await cleanup();
    process.exit(0);
  }

  const loopDelay = monitorEventLoopDelay({ resolution: LOOP_RESOLUTION_MS });
  loopDelay.enable();
  const clientCpu0 = process.cpuUsage();
  const procMeasured = sampleProc(server.pid);
  await server.loop();
  bench.measuring = true;
  const concurrency: number[] = [];
  const playing: number[] = [];
  const measuredStart = performance.now();
  const endAt = measuredStart + settings.seconds * 1000;
  let lastReport = measuredStart;
  while (performance.now() < endAt && !bench.stopping) {
    await sleep(Math.min(250, Math.max(0, endAt - performance.now())));
    concurrency.push(bench.active.size);
    playing.push(bench.playing());
    bench.checkStalls();
    if (performance.now() - lastReport >= 10_000) {
      lastReport = performance.now();
      const elapsed = (lastReport - measuredStart) / 1000;
      console.log(
        `  ${elapsed.toFixed(0)} s: ${bench.stats.acked} acked, ${bench.stats.matchesFinished} finished, ` +
          `${bench.active.size} active, ${bench.stats.errorCount()} errors`,
      );
    }
  }
  // Time is up: no new commands; the acks already on their way are still waited for and counted.
  bench.stopping = true;
  const measuredSeconds = (performance.now() - measuredStart) / 1000;
  const drainUntil = performance.now() + DRAIN_MS;
  while (bench.inFlight() > 0 && performance.now() < drainUntil) await sleep(20);
  const unanswered = bench.inFlight();
  bench.measuring = false;
  if (!server.alive()) throw new Error(`the server exited during the bench:\n${server.logged.slice(-20).join('\n')}`);
  const procEnd = sampleProc(server.pid);
  const serverLoop = await server.loop();
  const clientCpu = process.cpuUsage(clientCpu0);
  loopDelay.disable();
  for (const m of [...bench.active]) m.stop();
  for (let i = 0; i < unanswered; i++) bench.stats.error('no-ack');

  const stats = bench.stats;
  const latency = percentiles(stats.latency);
  const serverCpuSeconds = procEnd.cpu - procMeasured.cpu;
  const wall = (procEnd.at - procMeasured.at) / 1000;
  const clientCpuSeconds = (clientCpu.user + clientCpu.system) / 1e6;
  const meanConcurrent = concurrency.reduce((s, x) => s + x, 0) / Math.max(1, concurrency.length);
  const minConcurrent = Math.min(...concurrency);
  const meanPlaying = playing.reduce((s, x) => s + x, 0) / Math.max(1, playing.length);
  const create = percentiles(stats.create);
  const joins = percentiles(stats.join);
  const opens = percentiles(stats.open);
  const inPlayNeeded = GOAL.matches * GOAL.inPlayShare;
  const reached = settings.matches >= GOAL.matches && rampJoined >= GOAL.matches && meanPlaying >= inPlayNeeded;
  const goalMet = reached && stats.latency.length > 0 && latency.p99 < GOAL.p99Ms;
  const errors = [...stats.errors.entries()].sort((x, y) => y[1] - x[1]);

  const summary = {
    matches: settings.matches,
    mode: settings.mode,
    seconds: Number(measuredSeconds.toFixed(1)),
    thinkMs: settings.thinkMs,
    rampSeconds: Number(rampSeconds.toFixed(1)),
    rampJoined,
    concurrent: {
      mean: Number(meanConcurrent.toFixed(1)),
      min: minConcurrent,
      meanJoined: Number(meanPlaying.toFixed(1)),
    },
    createMs: create,
    joinMs: joins,
    openMs: opens,
    matchesStarted: stats.matchesStarted,
    matchesStartedMeasured: stats.matchesStartedMeasured,
    matchesFinished: stats.matchesFinished,
    matchesAbandoned: stats.matchesAbandoned,
    commandsAcked: stats.acked,
    commandsPerSecond: Number((stats.acked / measuredSeconds).toFixed(1)),
    serverCommandsInFinishedMatches: stats.serverCommands,
    pacedByRateLimit: stats.paced,
    latencyMs: latency,
    errors: Object.fromEntries(errors),
    server: {
      cpuSeconds: Number(serverCpuSeconds.toFixed(2)),
      cpuPercentOfOneCore: Number(((100 * serverCpuSeconds) / wall).toFixed(1)),
      cpuSecondsIncludingRamp: Number((procEnd.cpu - procStart.cpu).toFixed(2)),
      rssMbStart: mb(procStart.rssMb),
      rssMbEnd: mb(procEnd.rssMb),
      rssMbPeak: mb(procEnd.peakRssMb),
      loggedLines: server.logged.length,
      eventLoop: serverLoop && {
        utilizationPercent: Number((100 * serverLoop.utilization).toFixed(1)),
        delayP50Ms: Number(serverLoop.p50.toFixed(1)),
        delayP99Ms: Number(serverLoop.p99.toFixed(1)),
        delayMaxMs: Number(serverLoop.max.toFixed(1)),
      },
    },
    client: {
      framesReceived: stats.framesIn,
      megabytesReceived: mb(stats.bytesIn / 1e6),
      cpuSeconds: Number(clientCpuSeconds.toFixed(2)),
      cpuPercentOfOneCore: Number(((100 * clientCpuSeconds) / wall).toFixed(1)),
      eventLoopDelayP99Ms: Number(Math.max(0, loopDelay.percentile(99) / 1e6 - LOOP_RESOLUTION_MS).toFixed(1)),
    },
    goalMet,
  };

  const fmt = (p: Percentiles) => `p50 ${p.p50}  p90 ${p.p90}  p99 ${p.p99}  max ${p.max}  (${p.count} samples)`;
  console.log('');
  console.log(
    `measured ${summary.seconds} s; concurrent matches mean ${summary.concurrent.mean}, min ${minConcurrent} ` +
      `(target ${settings.matches}); of them joined and playing, mean ${summary.concurrent.meanJoined}`,
  );
  console.log(
    `matches: started ${stats.matchesStarted} (${stats.matchesStartedMeasured} of them during the measured time), ` +
      `finished ${stats.matchesFinished} during the measured time, abandoned ${stats.matchesAbandoned}`,
  );
  console.log(
    `commands acknowledged: ${stats.acked} (${summary.commandsPerSecond}/s); the server applied ${stats.serverCommands} ` +
      `commands in the finished matches (every seat's, bots' included); ${stats.paced} sends waited for the rate limit`,
  );
  console.log(`latency, command sent -> its ack, ms: ${fmt(latency)}`);
  console.log(`replacement matches, HTTP create, ms: ${fmt(create)}`);
  console.log(`replacement matches, WebSocket open + join -> first state, ms: ${fmt(joins)}`);
  console.log(`  of which the WebSocket handshake (connect + upgrade), ms: ${fmt(opens)}`);
  console.log(
    `errors: ${errors.length === 0 ? 'none' : errors.map(([code, n]) => `${code} ×${n}`).join(', ')}` +
      `${server.logged.length > 0 ? `; the server logged ${server.logged.length} lines` : ''}`,
  );
  console.log(
    `server process: CPU ${summary.server.cpuSeconds} s in ${wall.toFixed(1)} s (${summary.server.cpuPercentOfOneCore}% of one core; ` +
      `${summary.server.cpuSecondsIncludingRamp} s with the ramp-up), RSS ${summary.server.rssMbStart} MB at start, ` +
      `${summary.server.rssMbEnd} MB at end, peak ${summary.server.rssMbPeak} MB`,
  );
  const el = summary.server.eventLoop;
  if (el)
    console.log(
      `server event loop: busy ${el.utilizationPercent}% of the time; timers late by p50 ${el.delayP50Ms} ms, ` +
        `p99 ${el.delayP99Ms} ms, max ${el.delayMaxMs} ms`,
    );
  console.log(
    `load generator: CPU ${summary.client.cpuSeconds} s (${summary.client.cpuPercentOfOneCore}% of one core), ` +
      `event loop late by p99 ${summary.client.eventLoopDelayP99Ms} ms; received ${stats.framesIn} frames, ` +
      `${summary.client.megabytesReceived} MB`,
  );
  const pace =
    settings.thinkMs > 0 ? `seats answering after ${settings.thinkMs} ms on average` : 'seats answering at once';
  console.log(
    `goal: ${GOAL.matches} matches in play (${pace}) with p99 < ${GOAL.p99Ms} ms — ${goalMet ? 'met' : 'NOT met'} ` +
      `(${meanPlaying.toFixed(1)} in play on average, ${inPlayNeeded} needed; p99 ${latency.p99} ms)`,
  );
  for (const line of server.logged.slice(0, 5)) console.log(`  server: ${line.slice(0, 300)}`);
  if (settings.json) console.log(JSON.stringify(summary));

  await cleanup();
  if (settings.profileDir) {
    const file = mainProfile(settings.profileDir, launched);
    if (!file) console.log(`no CPU profile was written to ${settings.profileDir}`);
    else {
      const p = summariseProfile(file);
      console.log(`\nserver CPU profile ${p.file} (${p.seconds} s; percentages of non-idle samples)`);
      console.table(p.top);
      console.table(p.areas);
    }
  }
  process.exit(0);
}

main().catch((e) => {
  console.error(e instanceof Error ? (e.stack ?? e.message) : String(e));
  process.exit(1);
});
