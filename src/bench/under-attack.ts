/**
 * The attack run of the server bench: bystanders (the bench's normal matches) play undisturbed for a while, then
 * each attack runs beside them for its time and stops, and they play on for a while after it. For each attack it
 * reports the bystanders' command latency and ping delay, the server's RSS (start, peak, end, and after the
 * attack) and CPU, what the server did to the attackers, and whether the goal of issue 9 is met.
 */
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { type AttackEnd, AttackThread } from './attack-thread.js';
import type { AttackName, AttackOptions } from './attacks.js';
import { mb, type Percentiles, percentiles, sampleProc } from './measure.js';

/** Goal under attack (issue 9): bystanders' p99 and the server's memory, during every attack. */
export const ATTACK_GOAL = { p99Ms: 100, rssMb: 600 };
/** Before the first attack, bystanders play this long undisturbed, for comparison. */
const QUIET_MS = 10_000;
/** After an attack stops, bystanders play on this long; the server's RSS is taken again at its end. */
const AFTER_MS = 15_000;
const SAMPLE_MS = 250;
const REPORT_MS = 10_000;

/** Bystanders' figures for a stretch of time: a command or a ping counts in the window it was sent in. */
export class Window {
  readonly latency: number[] = [];
  readonly pongs: number[] = [];
  /** Longest wait of a ping, answered or not (an unanswered one is seen while it waits). */
  maxPingMs = 0;
  unansweredCommands = 0;
  unansweredPings = 0;

  pong(ms: number): void {
    this.pongs.push(ms);
    this.maxPingMs = Math.max(this.maxPingMs, ms);
  }

  waiting(ms: number): void {
    this.maxPingMs = Math.max(this.maxPingMs, ms);
  }

  pingUnanswered(ms: number): void {
    this.unansweredPings += 1;
    this.waiting(ms);
  }

  /** A command never acknowledged: its wait so far already counts as a sample. */
  markUnanswered(): void {
    this.unansweredCommands += 1;
  }

  figures(): BystanderFigures {
    return {
      latencyMs: percentiles(this.latency),
      pingMs: percentiles(this.pongs),
      maxPingDelayMs: Number(this.maxPingMs.toFixed(1)),
      unansweredCommands: this.unansweredCommands,
      unansweredPings: this.unansweredPings,
    };
  }
}

interface BystanderFigures {
  /** Commands sent in the window, to their ack (unanswered ones for as long as they waited). */
  latencyMs: Percentiles;
  pingMs: Percentiles;
  maxPingDelayMs: number;
  unansweredCommands: number;
  unansweredPings: number;
}

/** What the attack run needs of the bench's normal load. */
export interface Bystanders {
  window: Window | null;
  checkStalls(): void;
  oldestPing(window: Window): number;
  /** Counts every command and ping still unanswered in the window it was sent in. */
  closeWindows(): void;
  playing(): number;
}

interface ServerUnderTest {
  pid: number;
  http: string;
  ws: string;
  alive(): boolean;
}

export interface AttackSettings extends AttackOptions {
  attacks: AttackName[];
  attackSeconds: number;
  maxRssMb: number;
}

interface Watched {
  peakRssMb: number;
  /** Why the stretch ended early, if it did. */
  cut: string | null;
}

/** Bystanders play for `ms` into `window` while the server's RSS is watched; cut short past the RSS limit. */
async function watch(
  bench: Bystanders,
  server: ServerUnderTest,
  label: string,
  ms: number,
  maxRssMb: number,
): Promise<Watched> {
  const start = performance.now();
  let lastReport = start;
  let peakRssMb = 0;
  while (performance.now() - start < ms) {
    await sleep(SAMPLE_MS);
    if (!server.alive()) return { peakRssMb, cut: 'the server exited' };
    bench.checkStalls();
    if (bench.window) bench.window.waiting(bench.oldestPing(bench.window));
    const rss = sampleProc(server.pid).rssMb;
    peakRssMb = Math.max(peakRssMb, rss);
    if (rss > maxRssMb) return { peakRssMb, cut: `server RSS passed ${maxRssMb} MB` };
    if (performance.now() - lastReport >= REPORT_MS) {
      lastReport = performance.now();
      const w = bench.window;
      console.log(
        `  ${label} ${((lastReport - start) / 1000).toFixed(0)} s: server RSS ${rss.toFixed(0)} MB, ` +
          `${w?.latency.length ?? 0} bystander commands acked, longest ping wait ${w?.maxPingMs.toFixed(0) ?? 0} ms, ` +
          `${bench.playing()} matches playing`,
      );
    }
  }
  return { peakRssMb, cut: null };
}

export interface AttackResult {
  attack: AttackName;
  description: string;
  seconds: number;
  /** Why the attack was cut short, if it was. */
  cut: string | null;
  prepareSeconds: number;
  serverRssMb: { start: number; peak: number; end: number; after: number; peakAfter: number };
  serverCpuPercentOfOneCore: number;
  /** The machine's one-minute load average at the attack's end: other work on a shared machine skews the figures. */
  loadAverage: number;
  bystanders: BystanderFigures;
  bystandersAfter: BystanderFigures;
  attackers: AttackEnd['tally'];
  details: Record<string, unknown>;
  goalMet: boolean;
}

export interface AttackRun {
  quiet: BystanderFigures;
  attacks: AttackResult[];
  goalMet: boolean;
}

/** Runs the attacks one after another beside the bystanders; the figures of each, and of a quiet time before. */
export async function runAttacks(
  bench: Bystanders,
  server: ServerUnderTest,
  settings: AttackSettings,
): Promise<AttackRun> {
  const quiet = new Window();
  bench.window = quiet;
  console.log(`quiet: bystanders alone for ${QUIET_MS / 1000} s`);
  await watch(bench, server, 'quiet', QUIET_MS, settings.maxRssMb);
  const done: {
    windows: [Window, Window];
    partial: Omit<AttackResult, 'bystanders' | 'bystandersAfter' | 'goalMet'>;
  }[] = [];
  for (const name of settings.attacks) {
    if (!server.alive()) break;
    const { attackers, addresses, rejoinPerSecond } = settings;
    const options: AttackOptions = { attackers, addresses, rejoinPerSecond };
    const attack = new AttackThread({ name, target: { http: server.http, ws: server.ws }, options });
    bench.window = null;
    const preparing = performance.now();
    await attack.prepare();
    const prepareSeconds = (performance.now() - preparing) / 1000;
    const description = await attack.describe();
    console.log(`${name}: ${description}, for ${settings.attackSeconds} s`);
    const during = new Window();
    bench.window = during;
    const start = sampleProc(server.pid);
    await attack.start();
    const watched = await watch(bench, server, name, settings.attackSeconds * 1000, settings.maxRssMb);
    const end = server.alive() ? sampleProc(server.pid) : null;
    const ended = await attack.stop();
    const after = new Window();
    bench.window = after;
    console.log(
      `${name}: stopped${watched.cut ? ` early (${watched.cut})` : ''}; bystanders go on for ${AFTER_MS / 1000} s`,
    );
    const later =
      watched.cut === 'the server exited'
        ? watched
        : await watch(bench, server, `after ${name}`, AFTER_MS, settings.maxRssMb);
    const afterSample = server.alive() ? sampleProc(server.pid) : null;
    const wall = end ? (end.at - start.at) / 1000 : 0;
    done.push({
      windows: [during, after],
      partial: {
        attack: name,
        description,
        seconds: Number(wall.toFixed(1)),
        cut: watched.cut ?? (later.cut ? `after the attack: ${later.cut}` : null),
        prepareSeconds: Number(prepareSeconds.toFixed(1)),
        serverRssMb: {
          start: mb(start.rssMb),
          peak: mb(Math.max(start.rssMb, watched.peakRssMb)),
          end: mb(end?.rssMb ?? 0),
          after: mb(afterSample?.rssMb ?? 0),
          peakAfter: mb(later.peakRssMb),
        },
        serverCpuPercentOfOneCore: end ? Number(((100 * (end.cpu - start.cpu)) / wall).toFixed(1)) : 0,
        loadAverage: Number((loadavg()[0] ?? 0).toFixed(1)),
        attackers: ended.tally,
        details: ended.details,
      },
    });
    if (watched.cut || later.cut) break;
  }
  bench.window = null;
  bench.closeWindows();
  const attacks = done.map(({ windows: [during, after], partial }) => {
    const bystanders = during.figures();
    const rss = partial.serverRssMb;
    const goalMet =
      partial.cut === null &&
      bystanders.latencyMs.count > 0 &&
      bystanders.latencyMs.p99 < ATTACK_GOAL.p99Ms &&
      Math.max(rss.peak, rss.peakAfter) < ATTACK_GOAL.rssMb;
    return { ...partial, bystanders, bystandersAfter: after.figures(), goalMet };
  });
  const goalMet = attacks.length === settings.attacks.length && attacks.every((a) => a.goalMet);
  return { quiet: quiet.figures(), attacks, goalMet };
}

/** The attack run in words and a table. */
export function printAttackRun(run: AttackRun): void {
  const q = run.quiet.latencyMs;
  console.log('');
  console.log(
    `bystanders undisturbed: command -> ack p50 ${q.p50} p90 ${q.p90} p99 ${q.p99} max ${q.max} ms ` +
      `(${q.count} commands), longest ping wait ${run.quiet.maxPingDelayMs} ms`,
  );
  const rows = run.attacks.map((a) => ({
    attack: a.attack,
    s: a.seconds,
    'p50 ms': a.bystanders.latencyMs.p50,
    'p90 ms': a.bystanders.latencyMs.p90,
    'p99 ms': a.bystanders.latencyMs.p99,
    'max ms': a.bystanders.latencyMs.max,
    commands: a.bystanders.latencyMs.count,
    'ping max ms': a.bystanders.maxPingDelayMs,
    'RSS start': a.serverRssMb.start,
    'RSS peak': a.serverRssMb.peak,
    'RSS end': a.serverRssMb.end,
    'RSS +15 s': a.serverRssMb.after,
    'CPU %': a.serverCpuPercentOfOneCore,
    load: a.loadAverage,
    goal: a.goalMet ? 'met' : 'NOT met',
  }));
  console.table(rows);
  for (const a of run.attacks) {
    const t = a.attackers;
    const list = (o: Record<string, number>) =>
      Object.keys(o).length === 0
        ? 'none'
        : Object.entries(o)
            .map(([k, n]) => `${k} ×${n}`)
            .join(', ');
    console.log(`${a.attack}: ${a.description}${a.cut ? `; cut short: ${a.cut}` : ''}`);
    console.log(
      `  attackers: ${t.tried} connections tried, ${t.opened} opened; refused: ${list(t.refused)}; ` +
        `closed by the server: ${list(t.closedByServer)}; error frames: ${list(t.errorFrames)}; ` +
        `${t.framesSent} frames sent, ${t.framesReceived} received (${t.megabytesReceived} MB)`,
    );
    console.log(
      `  ${Object.entries(a.details)
        .map(([k, v]) => `${k}: ${typeof v === 'string' ? v : JSON.stringify(v)}`)
        .join('; ')}`,
    );
    const b = a.bystanders;
    const after = a.bystandersAfter;
    console.log(
      `  bystanders: ${b.unansweredCommands} commands and ${b.unansweredPings} pings never answered; in the 15 s after, ` +
        `p99 ${after.latencyMs.p99} ms, longest ping wait ${after.maxPingDelayMs} ms; RSS peak after ${a.serverRssMb.peakAfter} MB`,
    );
  }
  console.log(
    `goal: bystander p99 < ${ATTACK_GOAL.p99Ms} ms during every attack and server RSS < ${ATTACK_GOAL.rssMb} MB — ` +
      `${run.goalMet ? 'met' : 'NOT met'}`,
  );
}
