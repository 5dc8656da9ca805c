/**
 * The brawler's choose in this tree against another worktree's, in one process (issue 14): `tsx
 * src/bench/glory-choose-ab.ts <other tree> [matches] [rounds]`. The states a man announced in over `matches` seeded
 * eight-man brawler matches are recorded, then each round runs every one of them three ways, each timed by CPU time
 * over all the states: the view and the legal commands alone, and those with the other tree's choose and with this
 * one's (their order swapped round by round). A choose's time is its pass less the pass without one. It prints the
 * medians and minima of both over the rounds and this/other, and fails when the two trees choose differently in any
 * state (the bench is for speed changes that keep every choice). The other tree must hold the same glory modules;
 * only its bots are imported.
 */
import { createHash } from 'node:crypto';
import type { Legal } from '../core/protocol.js';
import { seedRng } from '../core/rng.js';
import type { Bot } from '../core/runner.js';
import { brawlerBot } from '../games/glory/bots.js';
import { glory } from '../games/glory/module.js';
import { recordStates, type StateAndSeat } from './glory-states.js';

const other = process.argv[2];
if (!other) throw new Error('glory-choose-ab needs the path of the other worktree');
const matches = Number(process.argv[3] ?? 100);
const rounds = Number(process.argv[4] ?? 12);
const theirs = ((await import(`${other}/src/games/glory/bots.ts`)) as { brawlerBot: Bot }).brawlerBot;

const states: StateAndSeat[] = [];
for (let i = 0; i < matches; i++) recordStates(states, { gladiators: 8 }, `bench-${i}`, brawlerBot);
const rng = seedRng('choose');

/** The index of each choice, over every state, as one hash. */
function choices(bot: Bot): string {
  const h = createHash('sha256');
  for (const { state, seat } of states) {
    const legal = glory.legal(state, seat) as Legal<unknown>;
    h.update(`${legal.commands.indexOf(bot.choose(glory.view(state, seat), legal, rng))},`);
  }
  return h.digest('hex').slice(0, 16);
}
const mine = choices(brawlerBot);
const its = choices(theirs);
if (mine !== its) throw new Error(`the two trees choose differently (${its} there, ${mine} here)`);

/** CPU microseconds a state of one pass: the view, the legal commands and, given a bot, its choice. */
function pass(bot: Bot | null): number {
  const t = process.cpuUsage();
  for (const { state, seat } of states) {
    const view = glory.view(state, seat);
    const legal = glory.legal(state, seat) as Legal<unknown>;
    if (bot !== null) bot.choose(view, legal, rng);
  }
  const u = process.cpuUsage(t);
  return (u.user + u.system) / states.length;
}

for (let k = 0; k < 3; k++) {
  pass(theirs);
  pass(brawlerBot);
  pass(null);
}
const ta: number[] = [];
const tb: number[] = [];
const t0: number[] = [];
for (let r = 0; r < rounds; r++) {
  if (r % 2 === 0) {
    ta.push(pass(theirs));
    tb.push(pass(brawlerBot));
  } else {
    tb.push(pass(brawlerBot));
    ta.push(pass(theirs));
  }
  t0.push(pass(null));
}
const median = (xs: number[]): number => [...xs].sort((p, q) => p - q)[xs.length >> 1] as number;
const base = median(t0);
const least = Math.min(...t0);
console.log(
  JSON.stringify({
    calls: states.length,
    choices: mine,
    otherUs: Number((median(ta) - base).toFixed(3)),
    thisUs: Number((median(tb) - base).toFixed(3)),
    thisOverOther: Number(((median(tb) - base) / (median(ta) - base)).toFixed(3)),
    otherMinUs: Number((Math.min(...ta) - least).toFixed(3)),
    thisMinUs: Number((Math.min(...tb) - least).toFixed(3)),
    viewAndLegalUs: Number(base.toFixed(3)),
  }),
);
