/** `ludus sim`: many bot-played matches of one game, summarised. */
import { writeFileSync } from 'node:fs';
import cliProgress from 'cli-progress';
import { own } from '../../core/own.js';
import type { AnyGameModule, SeatId } from '../../core/protocol.js';
import { err, ok, type Result } from '../../core/result.js';
import { type Bot, describeIssue, playMatch, randomBot, toMatchRecord } from '../../core/runner.js';
import { BOTS, findGame, SIM_HOOKS } from '../../games/registry.js';
import { EXIT_OK, EXIT_USAGE, type Io } from '../log.js';

export interface SimArgs extends OptionFlags {
  game: string;
  /** Bot names, one for every seat in seat order, or one name for them all. */
  bots: string;
  n: number;
  seed: string;
  json?: boolean;
  /** Where to write the first match as a match record. */
  record?: string;
  maxSteps?: number;
}

export interface SimSummary {
  game: string;
  matches: number;
  /** The first and last seed, e.g. "1-0" and "1-999". */
  seeds: [string, string];
  bots: Record<SeatId, string>;
  wins: Record<SeatId, number>;
  /** In team combat: each side's seats and the matches it won (its men share every win). */
  sides?: { name: string; seats: SeatId[]; wins: number }[];
  draws: number;
  /** Matches nobody won and some seat lost (Gladiatori's animals killed every gladiator, 17.8): not draws. */
  allLost: number;
  /** Matches that hit maxSteps before they ended. */
  unfinished: number;
  /** Ended matches by how they ended. */
  how: Record<string, number>;
  /** Present when the final states carry a numeric `turn`. */
  meanTurns?: number;
  meanSteps: number;
  /** Mean of each measure the game's summarise hook reports, over the matches that report it. */
  measures: Record<string, number>;
  /** How many matches reported each measure (a game leaves one out where it means nothing, e.g. a dead man's CF). */
  measured: Record<string, number>;
}

/** The bots a game offers: its own, and the random bot every game can use. */
export function botsOf(game: string): Record<string, Bot> {
  return { random: randomBot, ...own(BOTS, game) };
}

/** Reads `--bots`: one name for every seat, or one for each seat in order. */
export function resolveBots(game: string, names: string, seats: SeatId[]): Result<Record<SeatId, Bot>, string> {
  const available = botsOf(game);
  const list = names.split(',').map((s) => s.trim());
  if (list.length !== 1 && list.length !== seats.length)
    return err(`--bots names ${list.length} bots but ${game} has ${seats.length} seats (${seats.join(', ')})`);
  const unknown = list.filter((name) => !Object.hasOwn(available, name));
  if (unknown.length > 0)
    return err(`unknown bot "${unknown[0]}" for ${game} (known: ${Object.keys(available).join(', ')})`);
  return ok(Object.fromEntries(seats.map((seat, i) => [seat, available[list[list.length === 1 ? 0 : i]!]!])));
}

/** What a command line may say about a game's options. */
export interface OptionFlags {
  /** Gladiator types of seats a and b, passed to the game as `{ types: [a, b] }`. */
  a?: string;
  b?: string;
  /** Any of the game's options as a JSON object, checked by the game's own schema. */
  options?: string;
  /** GLADIATOR's Advanced Game (17-20): `{ advanced: true }`. */
  advanced?: boolean;
  /** Gladiatori's characters, one a seat, comma-separated (a pre-made one's name or `random`): `{ characters }`. */
  characters?: string;
}

/**
 * The game options a command line asks for: `--options` as the base, with `--a`/`--b` (the types) and
 * `--advanced` on top. A flag and `--options` that set the same option differently are refused, since either
 * choice would silently ignore something the person wrote.
 */
export function cliOptions(args: OptionFlags): Result<Record<string, unknown>, string> {
  if ((args.a === undefined) !== (args.b === undefined))
    return err('--a and --b go together: give both types or neither');
  let base: Record<string, unknown> = {};
  if (args.options !== undefined) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(args.options);
    } catch (e) {
      return err(`--options is not JSON (${(e as Error).message}); write e.g. '{"advanced":true}'`);
    }
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
      return err(`--options must be a JSON object of option names and values, e.g. '{"advanced":true}'`);
    base = parsed as Record<string, unknown>;
  }
  const flags: [string, string, unknown][] = [];
  if (args.a !== undefined) flags.push(['--a and --b', 'types', [args.a, args.b]]);
  if (args.advanced) flags.push(['--advanced', 'advanced', true]);
  if (args.characters !== undefined)
    flags.push(['--characters', 'characters', args.characters.split(',').map((c) => c.trim())]);
  for (const [flag, key, value] of flags)
    if (Object.hasOwn(base, key) && JSON.stringify(base[key]) !== JSON.stringify(value))
      return err(
        `the option "${key}" is set to ${JSON.stringify(value)} by ${flag} and to ${JSON.stringify(base[key])} by --options: give it once`,
      );
  return ok({ ...base, ...Object.fromEntries(flags.map(([, key, value]) => [key, value])) });
}

export interface Prepared {
  mod: AnyGameModule;
  // biome-ignore lint/suspicious/noExplicitAny: the state of whichever game was named.
  state: any;
  seats: SeatId[];
}

/** The named game set up with the given options and seed, or why it cannot be. */
export function prepare(gameId: string, options: Record<string, unknown>, seed: string): Result<Prepared, string> {
  const game = findGame(gameId);
  if (!game.ok) return game;
  const mod = game.value;
  const parsed = mod.options.safeParse(options);
  if (!parsed.success) return err(describeIssue(`${gameId} option`, parsed.error));
  const setup = mod.setup(parsed.data, seed);
  if (!setup.ok) return err(`${gameId} setup: ${setup.error.message}`);
  return ok({ mod, state: setup.value, seats: mod.seats(setup.value) });
}

/** How `simulate` reports progress: once before the first match, and after each match played. */
export interface SimProgress {
  start(total: number): void;
  update(done: number): void;
  stop(): void;
}

/**
 * Plays `args.n` seeded matches between the named bots and sums them up, or says why it cannot (bad flags, a match
 * that could not be set up). `ludus sim` prints the summary; the Billings lab (src/bench/billings-lab.ts) compares two.
 */
export function simulate(args: SimArgs, progress?: SimProgress): Result<SimSummary, string> {
  if (!Number.isInteger(args.n) || args.n < 1) return err(`-n must be a whole number of matches, not ${args.n}`);
  const options = cliOptions(args);
  if (!options.ok) return options;
  const prepared = prepare(args.game, options.value, `${args.seed}-0`);
  if (!prepared.ok) return prepared;
  const { mod, seats } = prepared.value;
  const bots = resolveBots(args.game, args.bots, seats);
  if (!bots.ok) return bots;

  const hooks = own(SIM_HOOKS, args.game);
  const wins: Record<SeatId, number> = Object.fromEntries(seats.map((s) => [s, 0]));
  // The options are the same for every match, so the first match's sides are every match's.
  const sides = hooks?.sides?.(prepared.value.state)?.map((side) => ({ ...side, wins: 0 }));
  const how: Record<string, number> = {};
  const measureSums: Record<string, number> = {};
  const measured: Record<string, number> = {};
  let draws = 0;
  let allLost = 0;
  let unfinished = 0;
  let steps = 0;
  let turns = 0;
  let turnCount = 0;
  progress?.start(args.n);
  try {
    for (let i = 0; i < args.n; i++) {
      const play = { options: options.value, seed: `${args.seed}-${i}`, bots: bots.value, maxSteps: args.maxSteps };
      const played = playMatch(mod, play);
      if (!played.ok) return err(`match ${play.seed}: ${played.error.message}`);
      const m = played.value;
      if (i === 0 && args.record) {
        const written = writeRecord(args.record, JSON.stringify(toMatchRecord(mod, play, m), null, 2));
        if (!written.ok) return written;
      }
      steps += m.steps;
      if (typeof m.state?.turn === 'number') {
        turns += m.state.turn;
        turnCount += 1;
      }
      if (!m.outcome) unfinished += 1;
      else {
        how[m.outcome.how] = (how[m.outcome.how] ?? 0) + 1;
        if (m.outcome.winners.length === 0) {
          if (m.outcome.losers.length > 0) allLost += 1;
          else draws += 1;
        }
        for (const w of m.outcome.winners) wins[w] = (wins[w] ?? 0) + 1;
        const winner = sides?.find((side) => m.outcome?.winners.some((w) => side.seats.includes(w)));
        if (winner) winner.wins += 1;
      }
      for (const [k, v] of Object.entries(hooks?.summarise(m.state) ?? {})) {
        measureSums[k] = (measureSums[k] ?? 0) + v;
        measured[k] = (measured[k] ?? 0) + 1;
      }
      progress?.update(i + 1);
    }
  } finally {
    progress?.stop();
  }

  return ok({
    game: args.game,
    matches: args.n,
    seeds: [`${args.seed}-0`, `${args.seed}-${args.n - 1}`],
    bots: Object.fromEntries(seats.map((s) => [s, bots.value[s]!.name])),
    wins,
    ...(sides ? { sides } : {}),
    draws,
    allLost,
    unfinished,
    how,
    ...(turnCount > 0 ? { meanTurns: turns / turnCount } : {}),
    meanSteps: steps / args.n,
    measures: Object.fromEntries(Object.entries(measureSums).map(([k, v]) => [k, v / (measured[k] as number)])),
    measured,
  });
}

export function runSim(args: SimArgs, io: Io): number {
  const bar =
    io.progress && !args.json
      ? new cliProgress.SingleBar(
          { stream: io.progress, format: 'sim |{bar}| {value}/{total} matches · {eta_formatted} left' },
          cliProgress.Presets.shades_classic,
        )
      : null;
  const summary = simulate(
    args,
    bar
      ? { start: (total) => bar.start(total, 0), update: (done) => bar.update(done), stop: () => bar.stop() }
      : undefined,
  );
  if (!summary.ok) {
    io.err(`ludus sim: ${summary.error}`);
    return EXIT_USAGE;
  }
  if (args.json) io.out(JSON.stringify(summary.value, null, 2));
  else for (const line of formatSummary(summary.value)) io.out(line);
  return EXIT_OK;
}

function writeRecord(path: string, text: string): Result<void, string> {
  try {
    writeFileSync(path, `${text}\n`);
    return ok(undefined);
  } catch (e) {
    return err(`cannot write ${path}: ${(e as Error).message}`);
  }
}

const pct = (k: number, n: number): string => `${((100 * k) / n).toFixed(1)}%`;
const num = (x: number): string => (Number.isInteger(x) ? String(x) : x.toFixed(2));

export function formatSummary(s: SimSummary): string[] {
  const lines = [`${s.game}: ${s.matches} matches, seeds ${s.seeds[0]} to ${s.seeds[1]}`];
  // In team combat a man wins with his side: a line a side says it once.
  for (const side of s.sides ?? []) {
    const men = side.seats.map((seat) => `${seat} ${s.bots[seat]}`).join(', ');
    lines.push(`  ${side.name} (${men}): ${side.wins} wins, ${pct(side.wins, s.matches)}`);
  }
  if (!s.sides)
    for (const [seat, bot] of Object.entries(s.bots)) {
      const w = s.wins[seat] ?? 0;
      lines.push(`  ${seat} (${bot}): ${w} wins, ${pct(w, s.matches)}`);
    }
  lines.push(`  draws: ${s.draws}, ${pct(s.draws, s.matches)}`);
  if (s.allLost > 0) lines.push(`  lost by every seat: ${s.allLost}, ${pct(s.allLost, s.matches)}`);
  if (s.unfinished > 0) lines.push(`  unfinished (hit the step limit): ${s.unfinished}`);
  const how = Object.entries(s.how).sort((x, y) => y[1] - x[1]);
  if (how.length > 0) lines.push(`  ended by: ${how.map(([h, k]) => `${h} ${k}`).join(', ')}`);
  if (s.meanTurns !== undefined) lines.push(`  mean turns: ${num(s.meanTurns)}`);
  lines.push(`  mean steps: ${num(s.meanSteps)}`);
  for (const [k, v] of Object.entries(s.measures)) {
    const over = s.measured[k] ?? s.matches;
    lines.push(`  mean ${k}: ${num(v)}${over < s.matches ? ` (over the ${over} matches it applies to)` : ''}`);
  }
  return lines;
}
