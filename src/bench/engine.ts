/**
 * `npm run bench`: GLADIATOR engine speed on one core. Plays seeded matches bot against bot through the same
 * runner the CLI uses and prints phases resolved per second and matches per second, for random and brawler bots.
 * A warm-up run is discarded so the figures are for compiled code. Each set is timed several times (wall clock)
 * and the best and median runs are printed: on a shared machine the best run is the closest to the engine's own
 * speed, the median says how steady it was.
 */
import { performance } from 'node:perf_hooks';
import { type Bot, playMatch, randomBot } from '../core/runner.js';
import { brawlerBot } from '../games/gladiator/bots.js';
import { gladiator } from '../games/gladiator/module.js';
import type { GladiatorState } from '../games/gladiator/types.js';

const phasesPlayed = (s: GladiatorState) => (s.turn - 1) * 8 + s.phase;

function once(bot: Bot, matches: number, seedPrefix: string) {
  let phases = 0;
  let steps = 0;
  const start = performance.now();
  for (let i = 0; i < matches; i++) {
    const r = playMatch(gladiator, { seed: `${seedPrefix}-${i}`, bots: { a: bot, b: bot } });
    if (!r.ok) throw new Error(r.error.message);
    phases += phasesPlayed(r.value.state);
    steps += r.value.steps;
  }
  return { phases, steps, seconds: (performance.now() - start) / 1000 };
}

function run(label: string, bot: Bot, matches: number, repeats: number) {
  const runs = Array.from({ length: repeats }, () => once(bot, matches, 'bench'));
  const sorted = [...runs].sort((x, y) => x.seconds - y.seconds);
  const best = sorted[0]!;
  const median = sorted[Math.floor(sorted.length / 2)]!;
  return {
    bots: label,
    matches,
    phases: best.phases,
    commands: best.steps,
    runs: repeats,
    bestSeconds: Number(best.seconds.toFixed(2)),
    phasesPerSecond: Math.round(best.phases / best.seconds),
    medianPhasesPerSecond: Math.round(median.phases / median.seconds),
    matchesPerSecond: Number((matches / best.seconds).toFixed(1)),
    microsecondsPerCommand: Number(((best.seconds * 1e6) / best.steps).toFixed(1)),
  };
}

const scale = Number(process.env.BENCH_SCALE ?? 1);
const repeats = Number(process.env.BENCH_REPEATS ?? 5);
once(brawlerBot, 300, 'warm');
const rows = [
  run('brawler v brawler', brawlerBot, Math.round(3000 * scale), repeats),
  run('random v random', randomBot, Math.round(100 * scale), repeats),
];
console.table(rows);
const goal = 20000;
const brawler = rows[0]!.phasesPerSecond;
console.log(
  `goal: ${goal} phases/s with brawler bots (best run) — ${brawler >= goal ? 'met' : 'NOT met'} (${brawler})`,
);
if (process.argv.includes('--json')) console.log(JSON.stringify(rows));
