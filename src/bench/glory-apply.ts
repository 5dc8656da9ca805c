/**
 * Glory's apply alone, for speed work on it (issue 14): the states of seeded eight-man brawler matches are recorded,
 * then apply is run over all of them again and again.
 * `tsx src/bench/glory-apply.ts time [matches] [reps]`: CPU time of apply, microseconds a command.
 * `node --expose-gc --min-semi-space-size=128 --max-semi-space-size=128 --import tsx src/bench/glory-apply.ts alloc`:
 * bytes apply allocates a command (the young space made large enough that no scavenge runs during a pass).
 * `tsx src/bench/glory-apply.ts ab <other tree> [rounds] [matches] [reps]`: this tree's apply against another
 * worktree's (it must hold this file too), both in one process, timed in turns (A B, B A, ...): medians and minima.
 * With OFFER=1 (time and ab) each command is first offered by legal, as in the runner's loop, and the two are timed
 * together: apply then takes the path of an offered command (no second check, a lone mover's end handed over).
 * `node --allow-natives-syntax --import tsx src/bench/glory-apply.ts maps [matches]`: how many hidden classes the
 * figures, kits, hexes, records of men and states of the recorded matches (equipped and rolled) come in; one each is
 * what the makers of creation.ts are for (the bots' and legal's reads of them stay quick).
 */
import { pathToFileURL } from 'node:url';
import { brawlerBot } from '../games/glory/bots.js';
import { glory } from '../games/glory/module.js';
import { recordStates, type StateAndSeat } from './glory-states.js';

export interface ApplyBench {
  /** One run of apply over every recorded state; returns a sum of the events, that the work is not dropped. */
  pass: () => number;
  count: number;
}

export function applyBench(matches: number): ApplyBench {
  const steps: StateAndSeat[] = [];
  // Every step, the kits too: apply is timed on each command the match played.
  for (let i = 0; i < matches; i++) recordStates(steps, { gladiators: 8 }, `bench-${i}`, brawlerBot, true);
  let sink = 0;
  // With OFFER=1 each command is offered first, as the runner's loop does (legal, then apply of the very command
  // legal handed out): legal and apply are timed together, apply on its path for offered commands.
  const offered = process.env.OFFER === '1';
  const pass = () => {
    for (const x of steps) {
      if (offered) sink += glory.legal(x.state, x.seat).commands.length;
      const a = glory.apply(x.state, x.seat, x.command);
      if (a.ok) sink += a.value.events.length;
    }
    return sink;
  };
  return { pass, count: steps.length };
}

/** CPU microseconds a command of `reps` passes. */
function cpuPerCommand(b: ApplyBench, reps: number): number {
  const t = process.cpuUsage();
  for (let k = 0; k < reps; k++) b.pass();
  const u = process.cpuUsage(t);
  return (u.user + u.system) / reps / b.count;
}

const median = (xs: number[]): number => [...xs].sort((p, q) => p - q)[xs.length >> 1] as number;

async function main(): Promise<void> {
  const mode = process.argv[2] ?? 'time';
  if (mode === 'time') {
    const b = applyBench(Number(process.argv[3] ?? 60));
    for (let k = 0; k < 3; k++) b.pass();
    console.log(`${cpuPerCommand(b, Number(process.argv[4] ?? 10)).toFixed(3)} us a command`);
  } else if (mode === 'alloc') {
    const gc = (globalThis as { gc?: () => void }).gc;
    if (!gc) throw new Error('run with --expose-gc (see the head of this file)');
    const b = applyBench(Number(process.argv[3] ?? 60));
    for (let k = 0; k < 3; k++) b.pass();
    let best = Number.POSITIVE_INFINITY;
    for (let k = 0; k < 5; k++) {
      gc();
      const before = process.memoryUsage().heapUsed;
      b.pass();
      best = Math.min(best, (process.memoryUsage().heapUsed - before) / b.count);
    }
    console.log(`${best.toFixed(0)} bytes a command over ${b.count} commands`);
  } else if (mode === 'ab') {
    const other = process.argv[3];
    if (!other) throw new Error('ab needs the path of the other worktree');
    const rounds = Number(process.argv[4] ?? 20);
    const matches = Number(process.argv[5] ?? 40);
    const reps = Number(process.argv[6] ?? 5);
    const theirs = (await import(`${other}/src/bench/glory-apply.ts`)) as { applyBench: typeof applyBench };
    const a = theirs.applyBench(matches);
    const b = applyBench(matches);
    if (a.count !== b.count) throw new Error('the two trees played different matches');
    for (let k = 0; k < 5; k++) {
      a.pass();
      b.pass();
    }
    const ta: number[] = [];
    const tb: number[] = [];
    for (let r = 0; r < rounds; r++)
      if (r % 2 === 0) {
        ta.push(cpuPerCommand(a, reps));
        tb.push(cpuPerCommand(b, reps));
      } else {
        tb.push(cpuPerCommand(b, reps));
        ta.push(cpuPerCommand(a, reps));
      }
    const ratio = median(ta.map((x, i) => (tb[i] as number) / x));
    console.log(
      `other ${median(ta).toFixed(3)} this ${median(tb).toFixed(3)} us a command (medians of ${rounds}); minima ${Math.min(...ta).toFixed(3)} and ${Math.min(...tb).toFixed(3)}; this/other ${ratio.toFixed(3)}`,
    );
  } else if (mode === 'maps') {
    // The natives' syntax through a function made at run time: the TypeScript compiler would not read it.
    const sameMap = new Function('a', 'b', 'return %HaveSameMap(a, b)') as (a: object, b: object) => boolean;
    const matches = Number(process.argv[3] ?? 30);
    const steps: StateAndSeat[] = [];
    for (let i = 0; i < matches; i++) {
      recordStates(steps, { gladiators: 8 }, `maps-${i}`, brawlerBot);
      recordStates(steps, { gladiators: 8, figures: 'rolled' }, `maps-${i}`, brawlerBot);
    }
    const kinds: Record<string, object[]> = { figure: [], kit: [], hex: [], men: [], state: [] };
    const note = (kind: string, o: object) => {
      const seen = kinds[kind] as object[];
      if (!seen.some((x) => sameMap(x, o))) seen.push(o);
    };
    for (const { state } of steps) {
      note('state', state);
      note('men', state.figures);
      for (const seat of state.seats) {
        const f = state.figures[seat] as (typeof state.figures)[string];
        note('figure', f);
        note('kit', f.kit);
        note('hex', f.at);
      }
    }
    console.log(
      Object.entries(kinds)
        .map(([kind, seen]) => `${kind} ${seen.length}`)
        .join(', '),
    );
  } else throw new Error(`no mode "${mode}": time, alloc, ab or maps`);
}

// Run only as the script itself: `ab` imports another tree's copy of this file for its applyBench.
if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
