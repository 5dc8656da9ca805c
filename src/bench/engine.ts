/**
 * `npm run bench`: GLADIATOR engine speed on one core. Plays seeded matches bot against bot through the same
 * runner the CLI uses and prints phases resolved per second and matches per second for each row of BENCH_ROWS:
 * the Basic Game and the Advanced Game side by side, so a rule added to one shows its cost beside the other, and
 * Glory in the Arena for 2 and 8 gladiators (matches per second is its measure; its "phases" are turns), and a
 * Gladiatori duel between veteran bots, plain and in the Coliseum with bears (matches per second again; its
 * "phases" are turns).
 * A warm-up run is discarded so the figures are for compiled code. Each set is timed several times (wall clock)
 * and the best and median runs are printed: on a shared machine the best run is the closest to the engine's own
 * speed, the median says how steady it was.
 */
import { performance } from 'node:perf_hooks';
import type { AnyGameModule, SeatId } from '../core/protocol.js';
import { type Bot, describeIssue, playMatch, randomBot } from '../core/runner.js';
import { brawlerBot } from '../games/gladiator/bots.js';
import { gladiator } from '../games/gladiator/module.js';
import { PHASES_PER_TURN } from '../games/gladiator/sequence.js';
import type { GladiatorState } from '../games/gladiator/types.js';
import { veteranBot as gladiatoriVeteran } from '../games/gladiatori/bots.js';
import { gladiatori } from '../games/gladiatori/module.js';
import { brawlerBot as gloryBrawler } from '../games/glory/bots.js';
import { glory } from '../games/glory/module.js';

interface BenchRow {
  /** What the row measures, in words: the game, the gladiators and the bots. */
  label: string;
  /** GLADIATOR options as `ludus sim --options` takes them; checked by the game's schema. */
  options: Record<string, unknown>;
  /** The bot at every seat, however many the options make. */
  bot: Bot;
  /** Matches a timed run (before BENCH_SCALE). */
  matches: number;
  /** Phases a second the best run should reach, if this row has a goal. */
  goal?: number;
  /** The game, GLADIATOR unless named. */
  game?: AnyGameModule;
  /** Matches a second the best run should reach (Glory's goal, whose turns are not phases). */
  matchGoal?: number;
}

/** One line a measurement: a new variant to bench is one more row. */
const BENCH_ROWS: BenchRow[] = [
  { label: 'Basic, medium v medium, brawler v brawler', options: {}, bot: brawlerBot, matches: 3000, goal: 20000 },
  { label: 'Basic, medium v medium, random v random', options: {}, bot: randomBot, matches: 100 },
  {
    label: 'Advanced, medium v medium, brawler v brawler',
    options: { advanced: true },
    bot: brawlerBot,
    matches: 3000,
  },
  { label: 'Advanced, medium v medium, random v random', options: { advanced: true }, bot: randomBot, matches: 100 },
  {
    label: 'Advanced, retarius v medium, brawler v brawler',
    options: { advanced: true, types: ['retarius', 'medium'] },
    bot: brawlerBot,
    matches: 3000,
  },
  {
    label: 'Advanced teams, 2 medium v 1 heavy, brawlers',
    options: { advanced: true, sides: [['medium', 'medium'], ['heavy']] },
    bot: brawlerBot,
    matches: 1000,
  },
  {
    label: 'Advanced teams, 3 v 3 medium, brawlers',
    options: {
      advanced: true,
      sides: [
        ['medium', 'medium', 'medium'],
        ['medium', 'medium', 'medium'],
      ],
    },
    bot: brawlerBot,
    matches: 300,
  },
  { label: 'Glory, 2 gladiators, brawlers', options: {}, bot: gloryBrawler, matches: 3000, game: glory },
  {
    label: 'Glory, 8 gladiators free-for-all, brawlers',
    options: { gladiators: 8 },
    bot: gloryBrawler,
    matches: 1000,
    game: glory,
    matchGoal: 2000,
  },
  // Gladiatori (issue 13): a duel of the two default pre-made characters, and the same duel in the Coliseum with a
  // bear each waiting outside.
  {
    label: 'Gladiatori duel, Mirmillo v Thraex, veteran v veteran',
    options: {},
    bot: gladiatoriVeteran,
    matches: 1000,
    game: gladiatori,
    matchGoal: 1000,
  },
  {
    label: 'Gladiatori Coliseum, Mirmillo v Thraex and two bears, veteran v veteran',
    options: { animals: 'coliseum', animalKind: 'bear', animalCount: 1 },
    bot: gladiatoriVeteran,
    matches: 300,
    game: gladiatori,
  },
];

/** GLADIATOR's phases played; a Glory turn is one initiative round with all its groups, counted as one phase. */
const phasesPlayed = (row: BenchRow, s: GladiatorState) =>
  row.game ? s.turn : (s.turn - 1) * PHASES_PER_TURN + s.phase;

/** The row's bot at each seat its options make. */
function seatBots(row: BenchRow): Record<SeatId, Bot> {
  const game = row.game ?? gladiator;
  const options = game.options.safeParse(row.options);
  if (!options.success) throw new Error(`${row.label}: ${describeIssue('option', options.error)}`);
  const setup = game.setup(options.data, 'seats');
  if (!setup.ok) throw new Error(`${row.label}: ${setup.error.message}`);
  return Object.fromEntries(game.seats(setup.value).map((seat: SeatId) => [seat, row.bot]));
}

function once(row: BenchRow, matches: number, seedPrefix: string) {
  const bots = seatBots(row);
  let phases = 0;
  let steps = 0;
  const start = performance.now();
  for (let i = 0; i < matches; i++) {
    const r = playMatch(row.game ?? gladiator, { options: row.options, seed: `${seedPrefix}-${i}`, bots });
    if (!r.ok) throw new Error(`${row.label}: ${r.error.message}`);
    phases += phasesPlayed(row, r.value.state);
    steps += r.value.steps;
  }
  return { phases, steps, seconds: (performance.now() - start) / 1000 };
}

function run(row: BenchRow, matches: number, repeats: number) {
  const runs = Array.from({ length: repeats }, () => once(row, matches, 'bench'));
  const sorted = [...runs].sort((x, y) => x.seconds - y.seconds);
  const best = sorted[0]!;
  const median = sorted[Math.floor(sorted.length / 2)]!;
  return {
    row: row.label,
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
/** BENCH_ONLY=glory (any part of a label, any case) benches only the rows it names. */
const only = process.env.BENCH_ONLY?.toLowerCase();
const rows = only ? BENCH_ROWS.filter((row) => row.label.toLowerCase().includes(only)) : BENCH_ROWS;
if (rows.length === 0) throw new Error(`BENCH_ONLY=${only}: no bench row has that in its label`);
for (const row of rows) once(row, Math.ceil(row.matches / 10), 'warm');
const results = rows.map((row) => run(row, Math.max(1, Math.round(row.matches * scale)), repeats));
console.table(results);
rows.forEach((row, i) => {
  const matches = results[i]!.matchesPerSecond;
  if (row.matchGoal !== undefined)
    console.log(
      `goal: ${row.matchGoal} matches/s for ${row.label} (best run) — ${matches >= row.matchGoal ? 'met' : 'NOT met'} (${matches})`,
    );
  const measured = results[i]!.phasesPerSecond;
  if (row.goal !== undefined)
    console.log(
      `goal: ${row.goal} phases/s for ${row.label} (best run) — ${measured >= row.goal ? 'met' : 'NOT met'} (${measured})`,
    );
});
if (process.argv.includes('--json')) console.log(JSON.stringify(results));
