/**
 * Glory's legal and move search alone, for speed work (issue 14). The states and seats of seeded matches are recorded
 * once, then:
 * - `tsx src/bench/glory-legal-check.ts hash [figures]` prints one hash over the matches' commands and events, over
 *   every list of legal commands (in order, with the ends of each form) and over the bots' own search of a foe's
 *   ends (tactics.ts endsOf) for every man of every recorded state: a change meant only for speed leaves it alone.
 *   `figures` is the option of that name (equipped by default; rolled gives helmets off, nets and spears).
 * - `tsx src/bench/glory-legal-check.ts verify [figures]` holds legal to the rules over the same pairs: every move's
 *   end in the form is where walking its steps leaves the man, and every offered attack, sent as a copy (so that apply
 *   checks it in full), is accepted; it prints how many attacks go by a way other than the cheapest to their end (2.5).
 * - `tsx src/bench/glory-legal-check.ts time [figures] [matches] [reps]` prints the CPU time (process.cpuUsage) of
 *   legal over every recorded pair, in microseconds a call, with the mean number of commands it returns and the time
 *   of the move search (searchReach) alone. Run it from an old and a new tree in turn to compare.
 */
import { createHash } from 'node:crypto';
import { type Bot, randomBot } from '../core/runner.js';
import { brawlerBot } from '../games/glory/bots.js';
import { glory } from '../games/glory/module.js';
import { movementNow, searchReach, walk } from '../games/glory/movement.js';
import { endsOf, newEnds } from '../games/glory/tactics.js';
import type { Figure, GloryCommand, GloryOptions } from '../games/glory/types.js';
import { recordStates, type StateAndSeat } from './glory-states.js';

type Figures = GloryOptions['figures'];

type Pair = StateAndSeat;

/** Replays a played match's commands from its setup, keeping each state and the seat that moved in it. */
function record(into: Pair[], n: number, figures: Figures, seed: string, bot: Bot, more = {}): string {
  return recordStates(into, { gladiators: n, figures, ...more }, seed, bot);
}

function recordAll(
  figures: Figures,
  brawl8: number,
  brawl2: number,
  random: number,
): { pairs: Pair[]; text: string[] } {
  const pairs: Pair[] = [];
  const text: string[] = [];
  for (let i = 0; i < brawl8; i++) text.push(record(pairs, 8, figures, `brawl8-${i}`, brawlerBot));
  for (let i = 0; i < brawl2; i++) text.push(record(pairs, 2, figures, `brawl2-${i}`, brawlerBot));
  for (let i = 0; i < random; i++) text.push(record(pairs, 2 + (i % 7), figures, `random-${i}`, randomBot));
  // Teams (foes only on other sides) and arenas of other sizes, for the hash.
  for (let i = 0; i < random; i++) {
    const more = { teams: 2 + (i % 3), arenaRadius: 3 + (i % 10) };
    text.push(record(pairs, 6 + (i % 3), figures, `teams-${i}`, i % 2 === 0 ? brawlerBot : randomBot, more));
  }
  return { pairs, text };
}

function hash(figures: Figures): void {
  const { pairs, text } = recordAll(figures, 60, 60, 60);
  const h = createHash('sha256');
  for (const t of text) h.update(t);
  const ends = newEnds();
  let commands = 0;
  const kinds: Record<string, number> = {};
  for (const [i, { state, seat }] of pairs.entries()) {
    const l = glory.legal(state, seat);
    commands += l.commands.length;
    for (const c of l.commands as GloryCommand[]) {
      const kind =
        c.type === 'attack' ? (c.net ?? 'attack') : c.type === 'advance' && c.steps.includes('P') ? 'pickUp' : c.type;
      kinds[kind] = (kinds[kind] ?? 0) + 1;
    }
    h.update(JSON.stringify(l.commands));
    h.update(String(l.complete));
    // The ends of the form: every fourth pair, in the order the table's keys come.
    if (i % 4 === 0 && l.form) h.update(JSON.stringify((l.form as { ends: unknown }).ends));
    // The form's fields as a walk over them finds them (the fuzzer learns a game's words so).
    if (l.form) h.update(Object.keys(l.form).join());
    const radius = state.options.arenaRadius;
    const side = 2 * radius + 1;
    for (const who of state.seats) {
      const f = state.figures[who] as Figure;
      if (f.out !== null) continue;
      const taken = new Set<number>();
      for (const o of state.seats) {
        const g = state.figures[o] as Figure;
        if (o !== who && g.out !== 'dead' && g.out !== 'spared') taken.add((g.at.q + radius) * side + g.at.r + radius);
      }
      endsOf(f, movementNow(f), radius, (c) => taken.has(c), ends);
      h.update(JSON.stringify([ends.count, ...ends.cell.slice(0, ends.count), ...ends.facing.slice(0, ends.count)]));
      h.update(JSON.stringify([...ends.entered.slice(0, ends.count)]));
    }
  }
  console.log(JSON.stringify({ figures, pairs: pairs.length, commands, kinds, hash: h.digest('hex') }));
}

function verify(figures: Figures): void {
  const { pairs } = recordAll(figures, 60, 60, 60);
  let moves = 0;
  let attacks = 0;
  let otherWay = 0;
  for (const { state, seat } of pairs) {
    const l = glory.legal(state, seat);
    const ends = (l.form as { ends: Record<string, { at: unknown; facing: number; entered: number; cost: number }> })
      ?.ends;
    const g = state.figures[seat] as Figure;
    const advanced = new Set<string>();
    for (const c of l.commands as GloryCommand[]) if (c.type === 'advance') advanced.add(c.steps.join(''));
    for (const c of l.commands as GloryCommand[]) {
      if (c.type === 'stand') continue;
      moves += 1;
      const word = c.steps.filter((x) => x !== 'P').join('');
      const walked = walk(state, g, c.steps);
      if (!walked.ok) throw new Error(`turn ${state.turn} seat ${seat}: ${word} is refused: ${walked.error.message}`);
      if (word !== '') {
        const w = walked.value;
        const want = JSON.stringify({
          at: { q: w.at.q, r: w.at.r },
          facing: w.facing,
          entered: w.entered,
          cost: w.cost,
        });
        const end = ends?.[word];
        const got = end ? JSON.stringify({ at: end.at, facing: end.facing, entered: end.entered, cost: end.cost }) : '';
        if (got !== want && !c.steps.includes('P'))
          throw new Error(`turn ${state.turn} seat ${seat}: the form ends ${word} at ${got}, walking it ${want}`);
      }
      if (c.type !== 'attack') continue;
      attacks += 1;
      if (word !== '' && !advanced.has(word)) otherWay += 1;
      const copy: GloryCommand = { ...c, steps: [...c.steps] };
      const r = glory.apply(state, seat, copy);
      if (!r.ok)
        throw new Error(`turn ${state.turn} seat ${seat}: offered ${JSON.stringify(c)} refused: ${r.error.message}`);
    }
  }
  console.log(JSON.stringify({ figures, pairs: pairs.length, moves, attacks, attacksByAnotherWay: otherWay }));
}

function time(figures: Figures, matches: number, reps: number): void {
  const { pairs } = recordAll(figures, matches, 0, 0);
  const live = pairs.filter((p) => glory.legal(p.state, p.seat).commands.length > 1);
  let sink = 0;
  const cpu = (f: () => void, over: number): number => {
    f();
    const t = process.cpuUsage();
    for (let k = 0; k < reps; k++) f();
    const u = process.cpuUsage(t);
    return Number(((u.user + u.system) / reps / over).toFixed(3));
  };
  let commands = 0;
  for (const p of pairs) commands += glory.legal(p.state, p.seat).commands.length;
  const legal = cpu(() => {
    for (const p of pairs) sink += glory.legal(p.state, p.seat).commands.length;
  }, pairs.length);
  const search = cpu(() => {
    for (const p of live) sink += searchReach(p.state, p.state.figures[p.seat] as Figure);
  }, pairs.length);
  console.log(
    JSON.stringify({
      figures,
      pairs: pairs.length,
      searched: live.length,
      commandsPerCall: Number((commands / pairs.length).toFixed(1)),
      legalUs: legal,
      searchUs: search,
      sink: sink > 0,
    }),
  );
}

const mode = process.argv[2] ?? 'hash';
const figures = (process.argv[3] ?? 'equipped') as Figures;
if (mode === 'hash') hash(figures);
else if (mode === 'verify') verify(figures);
else time(figures, Number(process.argv[4] ?? 100), Number(process.argv[5] ?? 10));
