/**
 * The brawler's choice alone (issue 14): `tsx src/bench/glory-choose.ts [matches] [reps]` records every state a man
 * announced in over `matches` seeded eight-man brawler matches, then `reps` times over all of them makes the view and
 * the legal commands afresh (as the loop does, so that they are in the cache) and times the brawler's choose alone,
 * call by call on the wall clock (a call the machine broke into, over 200 µs, is left out: two loaded cores), and all
 * the calls together by CPU time, view and legal included. It prints the median of each over the reps, and a hash of
 * the commands chosen, so that a speed change to the brawler can be held to the same choices in seconds
 * (glory-check.ts hash remains the full check).
 */
import { createHash } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import type { Legal } from '../core/protocol.js';
import { seedRng } from '../core/rng.js';
import { brawlerBot } from '../games/glory/bots.js';
import { glory } from '../games/glory/module.js';
import { recordStates, type StateAndSeat } from './glory-states.js';

const matches = Number(process.argv[2] ?? 200);
const reps = Number(process.argv[3] ?? 3);
const states: StateAndSeat[] = [];
for (let i = 0; i < matches; i++) recordStates(states, { gladiators: 8 }, `bench-${i}`, brawlerBot);
const rng = seedRng('choose');
const h = createHash('sha256');
for (const { state, seat } of states) {
  const legal = glory.legal(state, seat) as Legal<unknown>;
  h.update(String(legal.commands.indexOf(brawlerBot.choose(glory.view(state, seat), legal, rng))));
}
const median = (xs: number[]): number => Number(([...xs].sort((a, b) => a - b)[xs.length >> 1] as number).toFixed(2));
const wall: number[] = [];
const cpu: number[] = [];
let left = 0;
for (let k = 0; k < reps; k++) {
  let sum = 0;
  const t = process.cpuUsage();
  for (const { state, seat } of states) {
    const view = glory.view(state, seat);
    const legal = glory.legal(state, seat) as Legal<unknown>;
    const start = performance.now();
    brawlerBot.choose(view, legal, rng);
    const ms = performance.now() - start;
    if (ms < 0.2) sum += ms;
    else left += 1;
  }
  const u = process.cpuUsage(t);
  wall.push((sum * 1000) / states.length);
  cpu.push((u.user + u.system) / states.length);
}
console.log(
  JSON.stringify({
    calls: states.length,
    chooseUs: median(wall),
    chooseUsMin: Number(Math.min(...wall).toFixed(2)),
    withViewAndLegalCpuUs: median(cpu),
    leftOut: left,
    choices: h.digest('hex').slice(0, 16),
  }),
);
