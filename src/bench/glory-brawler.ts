/**
 * The Glory brawler's guard and stopwatch (issue 14). `hash` plays 200 eight-man and 200 two-man seeded brawler
 * matches and 100 brawler v random duels and prints one hash over every command and outcome: a change that makes the
 * brawler cheaper must leave it the same. `time` plays eight-man brawler matches and prints the CPU time a match and
 * a command, and the share of it spent choosing; `time A B` with two module paths (each exporting `brawlerBot`, such
 * as a copy of the old bots.ts beside the new) runs them in turn A B A B A B and prints the medians. `choose` records
 * what the brawler was shown in eight-man matches and times each module's `choose` alone over the same calls.
 *
 *   npx tsx src/bench/glory-brawler.ts hash [modules]
 *   npx tsx src/bench/glory-brawler.ts time [matches] [moduleA moduleB]
 *   npx tsx src/bench/glory-brawler.ts choose [matches] [moduleA moduleB]
 */
import { createHash } from 'node:crypto';
import { resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import type { Legal, SeatId } from '../core/protocol.js';
import type { RngState } from '../core/rng.js';
import { type Bot, playMatch, randomBot } from '../core/runner.js';
import { glory } from '../games/glory/module.js';

function seats(n: number): SeatId[] {
  const r = glory.setup(glory.options.parse({ gladiators: n }), 'seats');
  if (!r.ok) throw new Error(r.error.message);
  return glory.seats(r.value);
}

async function load(path: string): Promise<Bot> {
  const url = pathToFileURL(resolve(path)).href;
  const mod = (await import(url)) as { brawlerBot: Bot };
  return mod.brawlerBot;
}

function hashRun(brawler: Bot): string {
  const h = createHash('sha256');
  const play = (options: Record<string, unknown>, seed: string, bots: Record<SeatId, Bot>) => {
    const r = playMatch(glory, { options, seed, bots });
    if (!r.ok) throw new Error(r.error.message);
    for (const c of r.value.commands) h.update(`${c.seat}:${JSON.stringify(c.command)};`);
    h.update(`=${JSON.stringify(r.value.outcome)}\n`);
    return r.value.steps;
  };
  let steps = 0;
  const eight = Object.fromEntries(seats(8).map((s) => [s, brawler]));
  for (let i = 0; i < 200; i++) steps += play({ gladiators: 8 }, `hash8-${i}`, eight);
  const two = Object.fromEntries(seats(2).map((s) => [s, brawler]));
  for (let i = 0; i < 200; i++) steps += play({}, `hash2-${i}`, two);
  const [a, b] = seats(2) as [SeatId, SeatId];
  for (let i = 0; i < 100; i++)
    steps += play({}, `hashr-${i}`, i % 2 === 0 ? { [a]: brawler, [b]: randomBot } : { [a]: randomBot, [b]: brawler });
  return `${h.digest('hex').slice(0, 16)} (${steps} commands)`;
}

/** CPU microseconds a match and a command over `matches` eight-man matches, and the share spent in `choose`. */
function timeRun(brawler: Bot, matches: number) {
  let choosing = 0;
  const timed: Bot = {
    ...brawler,
    choose: (view, legal, rng) => {
      const t = performance.now();
      const c = brawler.choose(view, legal, rng);
      choosing += performance.now() - t;
      return c;
    },
  };
  const bots = Object.fromEntries(seats(8).map((s) => [s, timed]));
  let steps = 0;
  const wall = performance.now();
  const cpu = process.cpuUsage();
  for (let i = 0; i < matches; i++) {
    const r = playMatch(glory, { options: { gladiators: 8 }, seed: `time-${i}`, bots });
    if (!r.ok) throw new Error(r.error.message);
    steps += r.value.steps;
  }
  const used = process.cpuUsage(cpu);
  const micros = used.user + used.system;
  const wallMs = performance.now() - wall;
  return { perMatch: micros / matches, perCommand: micros / steps, share: (choosing * 1000) / (wallMs * 1000) };
}

/** The views and legal commands the brawler was asked about in `matches` eight-man matches. */
function record(brawler: Bot, matches: number) {
  const calls: { view: unknown; legal: Legal<unknown>; rng: RngState }[] = [];
  const keeping: Bot = {
    ...brawler,
    choose: (view, legal, rng) => {
      calls.push({ view, legal, rng: { ...rng } });
      return brawler.choose(view, legal, rng);
    },
  };
  const bots = Object.fromEntries(seats(8).map((s) => [s, keeping]));
  for (let i = 0; i < matches; i++) {
    const r = playMatch(glory, { options: { gladiators: 8 }, seed: `choose-${i}`, bots });
    if (!r.ok) throw new Error(r.error.message);
  }
  return calls;
}

/** CPU microseconds a call of the bot's choose over the recorded calls. */
function chooseRun(brawler: Bot, calls: ReturnType<typeof record>) {
  // A few matches' calls over and over, so that what they read stays in the cache as a fresh view does in play.
  const rounds = Math.max(1, Math.ceil(15000 / calls.length));
  const cpu = process.cpuUsage();
  for (let k = 0; k < rounds; k++) for (const c of calls) brawler.choose(c.view, c.legal, c.rng);
  const used = process.cpuUsage(cpu);
  return (used.user + used.system) / (rounds * calls.length);
}

const median = (xs: number[]) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)] as number;

const [mode = 'hash', ...rest] = process.argv.slice(2);
const count = mode !== 'hash' && /^\d+$/.test(rest[0] ?? '') ? Number(rest.shift()) : 300;
const modules = rest.length > 0 ? rest : ['src/games/glory/bots.ts'];
const bots = await Promise.all(modules.map(load));
if (mode === 'hash') {
  for (let i = 0; i < bots.length; i++) console.log(`${modules[i]}: ${hashRun(bots[i] as Bot)}`);
} else if (mode === 'choose') {
  const calls = record(bots[0] as Bot, count);
  for (const b of bots) chooseRun(b, calls);
  const runs = bots.map(() => [] as number[]);
  for (let rep = 0; rep < 5; rep++)
    for (let i = 0; i < bots.length; i++) runs[i]?.push(chooseRun(bots[i] as Bot, calls));
  runs.forEach((rs, i) => {
    console.log(
      `${modules[i]}: ${median(rs).toFixed(2)} µs CPU a choice, ${calls.length} calls round and round (runs: ${rs.map((r) => r.toFixed(2)).join(' ')})`,
    );
  });
} else {
  const matches = count;
  for (const b of bots) timeRun(b, Math.ceil(matches / 5));
  const runs = bots.map(() => [] as ReturnType<typeof timeRun>[]);
  for (let rep = 0; rep < 3; rep++)
    for (let i = 0; i < bots.length; i++) runs[i]?.push(timeRun(bots[i] as Bot, matches));
  runs.forEach((rs, i) => {
    console.log(
      `${modules[i]}: ${median(rs.map((r) => r.perMatch)).toFixed(0)} µs CPU a match, ` +
        `${median(rs.map((r) => r.perCommand)).toFixed(1)} µs a command, ` +
        `choosing ${(100 * median(rs.map((r) => r.share))).toFixed(0)}%, best ${Math.min(...rs.map((r) => r.perCommand)).toFixed(1)} ` +
        `(runs: ${rs.map((r) => r.perCommand.toFixed(1)).join(' ')})`,
    );
  });
}
