/**
 * `npm run bench`: GLADIATOR engine speed on one core. Plays seeded matches bot against bot through the same
 * runner the CLI uses and prints phases resolved per second and matches per second, for random and brawler bots.
 * A warm-up run is discarded so the figures are for compiled code.
 */
import { performance } from 'node:perf_hooks';
import { type Bot, playMatch, randomBot } from '../core/runner.js';
import { brawlerBot } from '../games/gladiator/bots.js';
import { gladiator } from '../games/gladiator/module.js';
import type { GladiatorState } from '../games/gladiator/types.js';

const phasesPlayed = (s: GladiatorState) => (s.turn - 1) * 8 + s.phase;

function run(label: string, bot: Bot, matches: number, seedPrefix: string) {
  let phases = 0;
  let steps = 0;
  const start = performance.now();
  for (let i = 0; i < matches; i++) {
    const r = playMatch(gladiator, { seed: `${seedPrefix}-${i}`, bots: { a: bot, b: bot } });
    if (!r.ok) throw new Error(r.error.message);
    phases += phasesPlayed(r.value.state);
    steps += r.value.steps;
  }
  const seconds = (performance.now() - start) / 1000;
  return {
    bots: label,
    matches,
    phases,
    commands: steps,
    seconds: Number(seconds.toFixed(2)),
    phasesPerSecond: Math.round(phases / seconds),
    matchesPerSecond: Number((matches / seconds).toFixed(1)),
  };
}

const scale = Number(process.env.BENCH_SCALE ?? 1);
run('warm-up', brawlerBot, 300, 'warm');
const rows = [
  run('brawler v brawler', brawlerBot, Math.round(3000 * scale), 'bench'),
  run('random v random', randomBot, Math.round(100 * scale), 'bench'),
];
console.table(rows);
const goal = 20000;
const brawler = rows[0]!.phasesPerSecond;
console.log(`goal: ${goal} phases/s with brawler bots — ${brawler >= goal ? 'met' : 'NOT met'} (${brawler})`);
if (process.argv.includes('--json')) console.log(JSON.stringify(rows));
