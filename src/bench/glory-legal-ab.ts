/**
 * Glory's legal, an old tree against this one in one process (issue 14): `OLD=/path/to/old/tree tsx
 * src/bench/glory-legal-ab.ts [figures] [matches] [rounds]`. The states and seats of seeded eight-man brawler matches
 * are recorded once; then both trees' legal run over all of them in turns (A B A B ...), each turn timed by CPU time
 * (process.cpuUsage), and the medians are printed in microseconds a call. Both lists are compared command by command
 * first: the old and the new legal must offer the same commands in the same order. With WARM=1 the states go in
 * chunks of 40, each made hot by a pass of the new legal before the two timed passes, in turns first and second: the
 * runner calls legal on a state it has just made, in the cache. With ENDS=1 the bots' search of a man's ends
 * (tactics.ts endsOf) is timed instead, for every man still fighting in each state.
 */

import type { GameModule } from '../core/protocol.js';
import { brawlerBot } from '../games/glory/bots.js';
import { glory } from '../games/glory/module.js';
import { movementNow } from '../games/glory/movement.js';
import type { Figure, GloryCommand, GloryOptions, GloryState } from '../games/glory/types.js';
import { recordStates, type StateAndSeat } from './glory-states.js';

type Glory = GameModule<GloryOptions, GloryState, GloryCommand, unknown>;

async function main(): Promise<void> {
  const oldTree = process.env.OLD;
  if (!oldTree) throw new Error('set OLD to the old tree (a checkout with its node_modules)');
  const old = ((await import(`${oldTree}/src/games/glory/module.ts`)) as { glory: Glory }).glory;
  const now = glory as unknown as Glory;
  const figures = (process.argv[2] ?? 'equipped') as GloryOptions['figures'];
  const matches = Number(process.argv[3] ?? 100);
  const rounds = Number(process.argv[4] ?? 9);
  const pairs: StateAndSeat[] = [];
  for (let i = 0; i < matches; i++) recordStates(pairs, { gladiators: 8, figures }, `ab-${i}`, brawlerBot);
  for (const { state, seat } of pairs) {
    const a = old.legal(state, seat).commands;
    const b = now.legal(state, seat).commands;
    if (JSON.stringify(a) !== JSON.stringify(b)) throw new Error(`legal differs at turn ${state.turn}, seat ${seat}`);
  }
  let sink = 0;
  // With ENDS=1 the bots' search of a man's ends (tactics.ts endsOf) is timed instead: for every man still fighting
  // in each state, the other men's hexes taken.
  const ends = process.env.ENDS === '1';
  type Tactics = typeof import('../games/glory/tactics.js');
  const oldTactics = (await import(`${oldTree}/src/games/glory/tactics.ts`)) as Tactics;
  const nowTactics = await import('../games/glory/tactics.js');
  const takenBy = new Map<GloryState, Uint8Array>();
  let taken: Uint8Array = new Uint8Array(0);
  const blocked = (cell: number): boolean => taken[cell] === 1;
  const out = nowTactics.newEnds();
  if (ends)
    for (const { state } of pairs) {
      const radius = state.options.arenaRadius;
      const t = new Uint8Array((2 * radius + 1) ** 2);
      for (const o of state.seats) {
        const g = state.figures[o] as Figure;
        if (g.out !== 'dead' && g.out !== 'spared') t[(g.at.q + radius) * (2 * radius + 1) + g.at.r + radius] = 1;
      }
      takenBy.set(state, t);
    }
  const endsRun = (m: Tactics, p: { state: GloryState }): number => {
    taken = takenBy.get(p.state) as Uint8Array;
    let n = 0;
    for (const o of p.state.seats) {
      const g = p.state.figures[o] as Figure;
      if (g.out === null) {
        const rate = movementNow(g);
        const radius = p.state.options.arenaRadius;
        // Each tree as its brawler asks: this one with his marks by cell, reading the search's own rows; the old one
        // with a test, into a buffer of its own.
        n += m === nowTactics ? m.endsOf(g, rate, radius, taken).count : m.endsOf(g, rate, radius, blocked, out).count;
      }
    }
    return n;
  };
  const one = (m: Glory, p: { state: GloryState; seat: string }): number =>
    ends ? endsRun(m === old ? oldTactics : nowTactics, p) : m.legal(p.state, p.seat).commands.length;
  const run = (m: Glory): number => {
    const t = process.cpuUsage();
    for (let k = 0; k < 5; k++) for (const p of pairs) sink += one(m, p);
    const u = process.cpuUsage(t);
    return (u.user + u.system) / 5 / pairs.length;
  };
  // Warm: chunks of 40 states, each chunk made hot by a pass of the new legal before the two timed passes (the runner
  // calls legal on a state it has just made), the two in turns first and second, each by CPU time.
  const warm = (): [number, number] => {
    let ta = 0;
    let tb = 0;
    const pass = (m: Glory, from: number, to: number): number => {
      const t = process.cpuUsage();
      for (let i = from; i < to; i++) {
        const p = pairs[i] as { state: GloryState; seat: string };
        sink += one(m, p);
      }
      const u = process.cpuUsage(t);
      return u.user + u.system;
    };
    for (let from = 0, chunk = 0; from < pairs.length; from += 40, chunk++) {
      const to = Math.min(pairs.length, from + 40);
      pass(now, from, to);
      if (chunk % 2 === 0) {
        ta += pass(old, from, to);
        tb += pass(now, from, to);
      } else {
        tb += pass(now, from, to);
        ta += pass(old, from, to);
      }
    }
    return [ta / pairs.length, tb / pairs.length];
  };
  const isWarm = process.env.WARM === '1';
  run(old);
  run(now);
  const a: number[] = [];
  const b: number[] = [];
  for (let i = 0; i < rounds; i++) {
    if (isWarm) {
      const [x, y] = warm();
      a.push(x);
      b.push(y);
      continue;
    }
    a.push(run(old));
    b.push(run(now));
  }
  const median = (x: number[]) => (x.slice().sort((p, q) => p - q)[Math.floor(x.length / 2)] as number).toFixed(3);
  console.log(
    JSON.stringify({
      figures,
      warm: isWarm,
      timed: ends ? 'endsOf, every man of each state' : 'legal',
      pairs: pairs.length,
      oldUs: Number(median(a)),
      newUs: Number(median(b)),
      old: a.map((x) => Number(x.toFixed(2))),
      new: b.map((x) => Number(x.toFixed(2))),
      sink: sink > 0,
    }),
  );
}

await main();
