/**
 * Glory's parts of the loop besides the bot and apply, an old tree against this one in one process (issue 14):
 * `OLD=/path/to/old/tree tsx src/bench/glory-legal-parts.ts [matches] [rounds] [figures]`. Every state of seeded
 * eight-man brawler matches (the equipping step too) is recorded once with the seat that moved in it; then each part
 * is run over them as the runner calls it, both trees in turns (A B A B ...), by CPU time (process.cpuUsage), and the
 * medians printed in microseconds a command: legal, view, pending (the runner's pendingInSeatOrder, and outcome, a
 * state), and setup (a match, and a command at the matches' mean length). The states go in chunks of 40, each made
 * hot by a pass of each tree before the two timed passes, in turns first and second (the runner calls each part on
 * a state it has just made, and the search's buffers are warm too). PARTS=legal,view picks parts. Both trees' answers are compared first: legal's lists, the views (as JSON), the pending
 * seats and outcomes, and each match's setup state must be the same.
 * Without OLD, it times this tree alone (for a profile).
 */

import type { GameModule } from '../core/protocol.js';
import { pendingInSeatOrder, playMatch } from '../core/runner.js';
import { brawlerBot } from '../games/glory/bots.js';
import { glory } from '../games/glory/module.js';
import type { GloryCommand, GloryOptions, GloryState } from '../games/glory/types.js';
import { seatsOf } from './glory-states.js';

type Glory = GameModule<GloryOptions, GloryState, GloryCommand, unknown>;
type Part = 'legal' | 'view' | 'pending' | 'setup';
const PARTS: Part[] = ['legal', 'view', 'pending', 'setup'];

interface Step {
  state: GloryState;
  seat: string;
}

async function main(): Promise<void> {
  const oldTree = process.env.OLD;
  const old = oldTree ? ((await import(`${oldTree}/src/games/glory/module.ts`)) as { glory: Glory }).glory : undefined;
  const now = glory as unknown as Glory;
  const matches = Number(process.argv[2] ?? 100);
  const rounds = Number(process.argv[3] ?? 7);
  const figures = (process.argv[4] ?? 'equipped') as GloryOptions['figures'];
  const raw = { gladiators: 8, figures };
  const options = glory.options.parse(raw);
  const steps: Step[] = [];
  const seeds: string[] = [];
  for (let i = 0; i < matches; i++) {
    const seed = `parts-${i}`;
    seeds.push(seed);
    const r = playMatch(glory, { options: raw, seed, bots: seatsOf(8, brawlerBot) });
    if (!r.ok) throw new Error(r.error.message);
    const set = glory.setup(options, seed);
    if (!set.ok) throw new Error(set.error.message);
    let state = set.value;
    for (const { seat, command } of r.value.commands) {
      steps.push({ state, seat });
      const a = glory.apply(state, seat, command as GloryCommand);
      if (!a.ok) throw new Error(a.error.message);
      state = a.value.state;
    }
  }
  if (old) {
    // The old tree plays the same matches too, so that its code has met the same work as this one's before timing.
    for (const seed of seeds) {
      const r = playMatch(old, { options: raw, seed, bots: seatsOf(8, brawlerBot) });
      if (!r.ok) throw new Error(r.error.message);
    }
    for (const { state, seat } of steps) {
      const same = (what: string, a: unknown, b: unknown) => {
        if (JSON.stringify(a) !== JSON.stringify(b)) throw new Error(`${what} differs at turn ${state.turn}, ${seat}`);
      };
      same('legal', old.legal(state, seat), now.legal(state, seat));
      same('view', old.view(state, seat), now.view(state, seat));
      same('pending', pendingInSeatOrder(old, state), pendingInSeatOrder(now, state));
      same('outcome', old.outcome(state), now.outcome(state));
    }
    for (const seed of seeds) {
      const a = old.setup(options, seed);
      const b = now.setup(options, seed);
      if (JSON.stringify(a) !== JSON.stringify(b)) throw new Error(`setup differs for seed ${seed}`);
    }
  }
  let sink = 0;
  const one: Record<Part, (m: Glory, x: Step, i: number) => void> = {
    legal: (m, x) => {
      sink += m.legal(x.state, x.seat).commands.length;
    },
    view: (m, x) => {
      sink += (m.view(x.state, x.seat) as { turn: number }).turn;
    },
    pending: (m, x) => {
      sink += pendingInSeatOrder(m, x.state).length;
      sink += m.outcome(x.state) === null ? 0 : 1;
    },
    // A setup a match, spread over the matches' commands below.
    setup: (m, _x, i) => {
      const r = m.setup(options, seeds[i % seeds.length] as string);
      sink += r.ok ? r.value.seats.length : 0;
    },
  };
  const pass = (m: Glory, part: Part, from: number, to: number): number => {
    const f = one[part];
    const t = process.cpuUsage();
    for (let i = from; i < to; i++) f(m, steps[i] as Step, i);
    const u = process.cpuUsage(t);
    return u.user + u.system;
  };
  // One round of a part: chunks of 40 steps (setup: 4 matches), a warm pass of each tree, then both timed.
  const round = (part: Part): [number, number] => {
    let ta = 0;
    let tb = 0;
    const total = part === 'setup' ? seeds.length * 4 : steps.length;
    const size = part === 'setup' ? 4 : 40;
    for (let from = 0, chunk = 0; from < total; from += size, chunk++) {
      const to = Math.min(total, from + size);
      if (old) pass(old, part, from, to);
      pass(now, part, from, to);
      if (!old) tb += pass(now, part, from, to);
      else if (chunk % 2 === 0) {
        ta += pass(old, part, from, to);
        tb += pass(now, part, from, to);
      } else {
        tb += pass(now, part, from, to);
        ta += pass(old, part, from, to);
      }
    }
    // Setup: µs a match; the rest: µs a command.
    return part === 'setup' ? [ta / total, tb / total] : [ta / steps.length, tb / steps.length];
  };
  const median = (x: number[]) =>
    Number((x.slice().sort((p, q) => p - q)[Math.floor(x.length / 2)] as number).toFixed(3));
  const result: Record<string, unknown> = { figures, matches, commands: steps.length };
  const perMatch = steps.length / matches;
  const only = process.env.PARTS?.split(',') as Part[] | undefined;
  for (const part of only ?? PARTS) {
    round(part);
    const a: number[] = [];
    const b: number[] = [];
    for (let r = 0; r < rounds; r++) {
      const [x, y] = round(part);
      a.push(x);
      b.push(y);
    }
    result[part] = old ? { old: median(a), new: median(b) } : median(b);
    if (part === 'setup')
      result.setupPerCommand = old
        ? { old: Number((median(a) / perMatch).toFixed(3)), new: Number((median(b) / perMatch).toFixed(3)) }
        : Number((median(b) / perMatch).toFixed(3));
  }
  result.sink = sink > 0;
  console.log(JSON.stringify(result));
}

await main();
