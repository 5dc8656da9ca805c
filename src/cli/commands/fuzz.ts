/**
 * `ludus fuzz`: the engine fuzzer over every registered game (or one), and `ludus fuzz --replay FILE` to play a
 * failing case again. A failing match is written as a case file beside the summary; exit code 1 when any failed.
 */

import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import cliProgress from 'cli-progress';
import { type FuzzCase, FuzzCaseSchema, type FuzzReport, fuzzGame, matchSeed, replayCase } from '../../core/fuzz.js';
import { own } from '../../core/own.js';
import type { AnyGameModule } from '../../core/protocol.js';
import { err, ok, type Result } from '../../core/result.js';
import { describeIssue } from '../../core/runner.js';
import { BOTS, findGame, GAMES, INVARIANTS } from '../../games/registry.js';
import { EXIT_FAILED, EXIT_OK, EXIT_USAGE, type Io, readTextFile } from '../log.js';

export const DEFAULT_FUZZ_COMMANDS = 1_000_000;

export interface FuzzArgs {
  /** A game id, or 'all'. */
  game: string;
  /** Commands a game. */
  n: number;
  seed: string;
  json?: boolean;
  /** Folder for the case files of failing matches. */
  out: string;
  /** A case file to replay instead of fuzzing. */
  replay?: string;
}

/** One game's figures, as printed and as --json gives them. */
export interface FuzzSummary extends Omit<FuzzReport, 'failures'> {
  seconds: number;
  perSecond: number;
  failures: { kind: string; message: string; match: number; commands: number; file: string }[];
}

const count = (n: number): string => n.toLocaleString('en-US');

export function runFuzz(args: FuzzArgs, io: Io): number {
  const fail = (message: string): number => {
    io.err(`ludus fuzz: ${message}`);
    return EXIT_USAGE;
  };
  if (args.replay !== undefined) return replayFile(args.replay, args.json ?? false, io);
  if (!Number.isInteger(args.n) || args.n < 1) return fail(`-n must be a whole number of commands, not ${args.n}`);
  let games: AnyGameModule[];
  if (args.game === 'all') games = Object.values(GAMES);
  else {
    const game = findGame(args.game);
    if (!game.ok) return fail(game.error);
    games = [game.value];
  }

  const summaries: FuzzSummary[] = [];
  for (const mod of games) {
    const bar =
      io.progress && !args.json
        ? new cliProgress.SingleBar(
            {
              stream: io.progress,
              format: `fuzz ${mod.id} |{bar}| {value}/{total} commands · {eta_formatted} left`,
              etaBuffer: 50,
            },
            cliProgress.Presets.shades_classic,
          )
        : null;
    bar?.start(args.n, 0);
    const started = performance.now();
    let report: FuzzReport;
    try {
      report = fuzzGame(mod, {
        commands: args.n,
        seed: args.seed,
        invariant: own(INVARIANTS, mod.id),
        bots: Object.values(own(BOTS, mod.id) ?? {}),
        onProgress: (sent) => bar?.update(sent),
      });
    } finally {
      bar?.stop();
    }
    const seconds = (performance.now() - started) / 1000;
    const failures: FuzzSummary['failures'] = [];
    for (const c of report.failures) {
      const file = writeCase(args.out, c);
      if (!file.ok) return fail(file.error);
      const { kind, message } = c.failure;
      failures.push({ kind, message, match: c.match, commands: c.commands.length, file: file.value });
    }
    const summary: FuzzSummary = { ...report, seconds, perSecond: report.commands / seconds, failures };
    summaries.push(summary);
    if (!args.json) for (const line of formatFuzzSummary(summary, report.failures)) io.out(line);
  }
  if (args.json) io.out(JSON.stringify(summaries, null, 2));
  return summaries.some((s) => s.failures.length > 0) ? EXIT_FAILED : EXIT_OK;
}

export function formatFuzzSummary(s: FuzzSummary, cases: FuzzCase[] = []): string[] {
  const refused = Object.values(s.refused).reduce((t, n) => t + n, 0);
  const codes = Object.entries(s.refused)
    .sort((a, b) => b[1] - a[1])
    .map(([code, n]) => `${code} ${count(n)}`);
  const cut = s.matches - s.finished - s.failures.length;
  const lines = [
    `${s.game}: ${count(s.commands)} commands in ${s.seconds.toFixed(1)} s, ${count(Math.round(s.perSecond))} a second (seed ${s.seed})`,
    `  accepted ${count(s.accepted)}, refused ${count(refused)}`,
    `  refused by code: ${codes.join(', ') || 'none'}`,
    `  matches played: ${count(s.matches)} (${count(s.finished)} to their end${cut > 0 ? `, ${cut} cut short by the command budget` : ''})`,
    `  crashes: ${s.crashes}, broken invariants: ${s.brokenInvariants}, failing matches: ${s.failures.length}`,
  ];
  for (const [i, f] of s.failures.entries()) {
    lines.push(`  FAILED (${f.kind}) in match ${f.match}, seed "${matchSeed(s.seed, f.match)}": ${f.message}`);
    const c = cases[i];
    if (c) lines.push(...formatCommands(c));
    lines.push(`    replay: ludus fuzz --replay ${f.file}`);
  }
  return lines;
}

/** The commands of a case, the last ten of them when there are more. */
function formatCommands(c: FuzzCase): string[] {
  const shown = c.commands.slice(-10);
  const lines = shown.map(
    ({ seat, command }, i) =>
      `    ${c.commands.length - shown.length + i + 1}. ${JSON.stringify(seat)} ${clip(JSON.stringify(command))}`,
  );
  if (c.commands.length > shown.length)
    lines.unshift(`    the last ${shown.length} of ${c.commands.length} commands (all of them are in the case file):`);
  else lines.unshift(`    commands (${c.commands.length}):`);
  return lines;
}

const clip = (text: string): string =>
  text.length > 160 ? `${text.slice(0, 160)}… (${text.length} characters)` : text;

/** Writes a case as JSON, one command a line, so a long one can still be read and diffed. */
function writeCase(dir: string, c: FuzzCase): Result<string, string> {
  const name = `${c.game}-${c.seed}-${c.match}`.replace(/[^A-Za-z0-9._-]/g, '_').slice(0, 120);
  const path = join(dir, `${name}.json`);
  const { commands, ...head } = c;
  const body = JSON.stringify(head, null, 2).replace(/\n}$/, '');
  const text = `${body},\n  "commands": [\n${commands.map((x) => `    ${JSON.stringify(x)}`).join(',\n')}\n  ]\n}\n`;
  try {
    mkdirSync(dir, { recursive: true });
    writeFileSync(path, text);
    return ok(path);
  } catch (e) {
    return err(`cannot write ${path}: ${(e as Error).message}`);
  }
}

function replayFile(file: string, json: boolean, io: Io): number {
  const fail = (message: string): number => {
    io.err(`ludus fuzz --replay: ${message}`);
    return EXIT_USAGE;
  };
  const text = readTextFile(file);
  if (!text.ok) return fail(text.error);
  let raw: unknown;
  try {
    raw = JSON.parse(text.value);
  } catch (e) {
    return fail(`${file} is not JSON: ${(e as Error).message}`);
  }
  const parsed = FuzzCaseSchema.safeParse(raw);
  if (!parsed.success) return fail(`${file}: ${describeIssue('case', parsed.error)}`);
  const c = parsed.data;
  const game = findGame(c.game);
  if (!game.ok) return fail(`${file}: ${game.error}`);
  const r = replayCase(game.value, c, { invariant: own(INVARIANTS, c.game) });
  if (json) io.out(JSON.stringify({ game: c.game, seed: c.seed, match: c.match, ...r }, null, 2));
  else if (r.failure) {
    const where = r.at < 0 ? 'at setup' : `at command ${r.at + 1} of ${c.commands.length}`;
    io.out(`${c.game} match ${c.match} (seed "${matchSeed(c.seed, c.match)}") still fails ${where}:`);
    io.out(`  ${r.failure.kind}: ${r.failure.message}`);
  } else
    io.out(
      `${c.game} match ${c.match} (seed "${matchSeed(c.seed, c.match)}") replays cleanly: ${c.commands.length} commands, ${r.accepted} accepted, ${r.refused} refused`,
    );
  return r.failure ? EXIT_FAILED : EXIT_OK;
}
