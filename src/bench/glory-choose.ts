/**
 * The brawler's choice alone (issue 14): `tsx src/bench/glory-choose.ts [matches] [reps]` records the views and legal
 * commands of every announcement in `matches` seeded eight-man brawler matches, then times the brawler's choose over
 * all of them `reps` times by CPU time, and prints a hash of the commands chosen, so that a speed change to the
 * brawler can be held to the same choices in seconds (glory-check.ts hash remains the full check).
 */
import { createHash } from 'node:crypto';
import type { Legal } from '../core/protocol.js';
import { seedRng } from '../core/rng.js';
import { brawlerBot } from '../games/glory/bots.js';
import { glory } from '../games/glory/module.js';
import { recordStates, type StateAndSeat } from './glory-states.js';

const matches = Number(process.argv[2] ?? 200);
const reps = Number(process.argv[3] ?? 3);
const states: StateAndSeat[] = [];
for (let i = 0; i < matches; i++) recordStates(states, { gladiators: 8 }, `bench-${i}`, brawlerBot);
const calls: { view: unknown; legal: Legal<unknown> }[] = states.map(({ state, seat }) => ({
  view: glory.view(state, seat),
  legal: glory.legal(state, seat) as Legal<unknown>,
}));
const rng = seedRng('choose');
const h = createHash('sha256');
for (const c of calls) h.update(String(c.legal.commands.indexOf(brawlerBot.choose(c.view, c.legal, rng))));
const times: number[] = [];
for (let k = 0; k < reps; k++) {
  const t = process.cpuUsage();
  for (const c of calls) brawlerBot.choose(c.view, c.legal, rng);
  const u = process.cpuUsage(t);
  times.push((u.user + u.system) / calls.length);
}
times.sort((a, b) => a - b);
console.log(
  JSON.stringify({
    calls: calls.length,
    usPerCall: times.map((t) => Number(t.toFixed(2))),
    median: Number((times[Math.floor(times.length / 2)] as number).toFixed(2)),
    choices: h.digest('hex').slice(0, 16),
  }),
);
