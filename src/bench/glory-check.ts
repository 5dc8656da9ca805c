/**
 * Glory engine check for speed work (issue 14). `tsx src/bench/glory-check.ts hash` plays 200 eight-man and 200
 * two-man seeded brawler matches and 100 random-against-random matches of 2 to 8 men, and prints one hash over every
 * command, event and outcome: a change meant only for speed must leave it as it was. With FIGURES=rolled in the
 * environment every match is played with `figures: 'rolled'` (strength, agility and kit all rolled), the other way to
 * start a match, so that a speed change can be held to both.
 * `tsx src/bench/glory-check.ts time [matches]` plays eight-man brawler matches and prints CPU time (process
 * time, not the wall clock, so a loaded machine counts less), matches a second by it, and the time of each part of
 * the loop (legal, view, the bot's choice, apply) in microseconds a command.
 */
import { createHash } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { seedRng } from '../core/rng.js';
import { type Bot, playMatch, randomBot } from '../core/runner.js';
import { brawlerBot } from '../games/glory/bots.js';
import { glory } from '../games/glory/module.js';
import type { GloryCommand } from '../games/glory/types.js';
import { recordStates, type StateAndSeat, seatsOf } from './glory-states.js';

/** The figures option of the hash's matches: the default (each man equipped by his bot), or FIGURES=rolled. */
const FIGURES = process.env.FIGURES;
if (FIGURES !== undefined && FIGURES !== 'rolled' && FIGURES !== 'equipped')
  throw new Error(`FIGURES must be rolled or equipped, not "${FIGURES}"`);

function hash(): string {
  const h = createHash('sha256');
  const figures = FIGURES === undefined ? {} : { figures: FIGURES };
  const sets: { label: string; n: (i: number) => number; bot: Bot; count: number }[] = [
    { label: 'brawl8', n: () => 8, bot: brawlerBot, count: 200 },
    { label: 'brawl2', n: () => 2, bot: brawlerBot, count: 200 },
    { label: 'random', n: (i) => 2 + (i % 7), bot: randomBot, count: 100 },
  ];
  for (const set of sets)
    for (let i = 0; i < set.count; i++) {
      const n = set.n(i);
      const r = playMatch(glory, {
        options: { gladiators: n, ...figures },
        seed: `${set.label}-${i}`,
        bots: seatsOf(n, set.bot),
      });
      if (!r.ok) throw new Error(r.error.message);
      h.update(JSON.stringify(r.value.commands));
      h.update(JSON.stringify(r.value.events));
      h.update(JSON.stringify(r.value.outcome));
    }
  return h.digest('hex');
}

function time(matches: number): void {
  const bots = seatsOf(8, brawlerBot);
  for (let i = 0; i < 60; i++) playMatch(glory, { options: { gladiators: 8 }, seed: `warm-${i}`, bots });
  let steps = 0;
  const cpu = process.cpuUsage();
  for (let i = 0; i < matches; i++) {
    const r = playMatch(glory, { options: { gladiators: 8 }, seed: `bench-${i}`, bots });
    if (!r.ok) throw new Error(r.error.message);
    steps += r.value.steps;
  }
  const used = process.cpuUsage(cpu);
  const seconds = (used.user + used.system) / 1e6;
  // The parts, timed by the runner's clock (wall clock: only their shares are worth reading).
  const parts = { setup: 0, pending: 0, legal: 0, view: 0, choose: 0, apply: 0 };
  let partSteps = 0;
  for (let i = 0; i < Math.min(matches, 200); i++) {
    const r = playMatch(glory, {
      options: { gladiators: 8 },
      seed: `bench-${i}`,
      bots,
      clock: () => performance.now(),
    });
    if (!r.ok) throw new Error(r.error.message);
    partSteps += r.value.steps;
    for (const k of Object.keys(parts) as (keyof typeof parts)[]) parts[k] += r.value.phases?.[k] ?? 0;
  }
  const per = Object.fromEntries(
    Object.entries(parts).map(([k, ms]) => [k, Number(((ms * 1000) / partSteps).toFixed(2))]),
  );
  console.log(
    JSON.stringify({
      matches,
      cpuSeconds: Number(seconds.toFixed(3)),
      matchesPerCpuSecond: Number((matches / seconds).toFixed(1)),
      usPerCommand: Number(((seconds * 1e6) / steps).toFixed(2)),
      commandsPerMatch: Number((steps / matches).toFixed(1)),
      partsUsPerCommand: per,
    }),
  );
}

/**
 * Each part alone: the states, seats and commands of `matches` eight-man brawler matches are recorded, then legal,
 * view, the bot's choice and apply are each run over all of them `reps` times, timed by CPU time.
 */
function parts(matches: number, reps: number): void {
  const steps: StateAndSeat[] = [];
  // Every step, the kits too: apply is timed on each command the match played.
  for (let i = 0; i < matches; i++) recordStates(steps, { gladiators: 8 }, `bench-${i}`, brawlerBot, true);
  const cpu = (f: () => void) => {
    const t = process.cpuUsage();
    for (let k = 0; k < reps; k++) f();
    const u = process.cpuUsage(t);
    return Number(((u.user + u.system) / reps / steps.length).toFixed(2));
  };
  let sink = 0;
  if (process.env.ONLY === 'apply') {
    console.log(
      cpu(() => {
        for (const x of steps) {
          const a = glory.apply(x.state, x.seat, x.command);
          if (a.ok) sink += a.value.events.length;
        }
      }),
    );
    return;
  }
  if (process.env.ONLY === 'legal') {
    console.log(
      cpu(() => {
        for (const x of steps) sink += glory.legal(x.state, x.seat).commands.length;
      }),
    );
    return;
  }
  const out = {
    legal: cpu(() => {
      for (const x of steps) sink += glory.legal(x.state, x.seat).commands.length;
    }),
    view: cpu(() => {
      for (const x of steps) sink += glory.view(x.state, x.seat).turn;
    }),
    bot: cpu(() => {
      for (const x of steps) {
        const legal = glory.legal(x.state, x.seat);
        sink += (brawlerBot.choose(glory.view(x.state, x.seat), legal, seedRng(x.seat)) as GloryCommand) ? 1 : 0;
      }
    }),
    apply: cpu(() => {
      for (const x of steps) {
        const a = glory.apply(x.state, x.seat, x.command);
        if (a.ok) sink += a.value.events.length;
      }
    }),
  };
  console.log(JSON.stringify({ commands: steps.length, usPerCommand: out, sink }));
}

const mode = process.argv[2] ?? 'hash';
if (mode === 'hash') console.log(hash());
else if (mode === 'parts') parts(Number(process.argv[3] ?? 100), Number(process.argv[4] ?? 5));
else time(Number(process.argv[3] ?? 400));
