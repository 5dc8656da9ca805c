/**
 * What the CLI commands share: where they write, how they read a file, and the printer for a match log, so a
 * replay and a scenario read the same way.
 */
import { readFileSync } from 'node:fs';
import { describeRoll } from '../core/dice.js';
import type { GameEvent, Outcome } from '../core/protocol.js';
import { err, ok, type Result } from '../core/result.js';
import type { ScenarioRun } from '../core/scenario.js';

/** Where a command writes, one line a call; tests hand in arrays, main.ts the process streams. */
export interface Io {
  out(line: string): void;
  err(line: string): void;
  /** A terminal to draw progress on; absent when nobody is watching (a pipe, a test). */
  progress?: NodeJS.WritableStream;
}

/** An Io that keeps what is written, for tests and for callers that want the text itself. */
export function bufferIo(): Io & { stdout: string[]; stderr: string[] } {
  const stdout: string[] = [];
  const stderr: string[] = [];
  return { stdout, stderr, out: (line) => stdout.push(line), err: (line) => stderr.push(line) };
}

export const EXIT_OK = 0;
/** The command ran and found a problem in what it ran (a refused command). */
export const EXIT_FAILED = 1;
/** The command could not run: bad arguments, a missing or malformed file, an unknown game or bot. */
export const EXIT_USAGE = 2;

export function readTextFile(path: string): Result<string, string> {
  try {
    return ok(readFileSync(path, 'utf8'));
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    return err(`cannot read ${path}: ${code === 'ENOENT' ? 'no such file' : (e as Error).message}`);
  }
}

const scalar = (v: unknown): string | number | undefined =>
  typeof v === 'string' || typeof v === 'number' ? v : undefined;

/**
 * The log as a reader wants it: a heading whenever the turn or phase changes, each event with its rule, its
 * audience when it is private, and every roll beneath it.
 */
export function formatLog(events: GameEvent[]): string[] {
  const lines: string[] = [];
  let turn: string | number | undefined;
  let phase: string | number | undefined;
  for (const e of events) {
    const nextTurn = scalar(e.data?.turn) ?? turn;
    // A new turn starts without a phase until an event names one.
    const nextPhase = scalar(e.data?.phase) ?? (nextTurn === turn ? phase : undefined);
    if ((nextTurn !== turn || nextPhase !== phase) && (nextTurn !== undefined || nextPhase !== undefined)) {
      const parts = [nextTurn !== undefined ? `turn ${nextTurn}` : undefined, nextPhase].filter((p) => p !== undefined);
      lines.push(`— ${parts.join(' · ')} —`);
    }
    turn = nextTurn;
    phase = nextPhase;
    const rule = e.rule ? `${e.rule} ` : '';
    const audience = e.visibleTo === 'all' ? '' : ` [seen by ${e.visibleTo.join(', ') || 'nobody'}]`;
    lines.push(`  ${rule}${e.text}${audience}`);
    for (const roll of e.rolls ?? []) lines.push(`      ${describeRoll(roll)}`);
  }
  return lines;
}

export function formatOutcome(outcome: Outcome | null): string {
  if (!outcome) return 'Result: not finished';
  // Nobody won but somebody lost (animals that killed every gladiator, both men fallen): not a draw.
  const who =
    outcome.winners.length > 0
      ? `${outcome.winners.join(' and ')} won`
      : outcome.losers.length > 0
        ? `${outcome.losers.join(' and ')} lost`
        : 'draw';
  const how = outcome.rule ? `${outcome.how}, ${outcome.rule}` : outcome.how;
  return `Result: ${who} (${how}): ${outcome.text}`;
}

export function formatRefusal(refused: NonNullable<ScenarioRun['refused']>): string {
  const e = (refused.error ?? {}) as { code?: string; rule?: string; message?: string };
  const rule = e.rule ? `${e.rule} ` : '';
  return `Refused: command ${refused.index} by ${refused.seat}: ${rule}${e.message ?? JSON.stringify(refused.error)}${e.code ? ` (${e.code})` : ''}`;
}

/**
 * Prints a replayed match or a scenario, as text or JSON; a refused command makes the exit code 1. `final` (the
 * views where the run ended, by viewer) goes into the JSON beside the events.
 */
export function printRun(run: ScenarioRun, json: boolean, io: Io, final?: Record<string, unknown>): number {
  if (json) {
    const { events, outcome, refused } = run;
    io.out(JSON.stringify({ events, outcome, ...(refused ? { refused } : {}), ...(final ? { final } : {}) }, null, 2));
  } else {
    for (const line of formatLog(run.events)) io.out(line);
    if (run.refused) io.out(formatRefusal(run.refused));
    io.out(formatOutcome(run.outcome));
  }
  return run.refused ? EXIT_FAILED : EXIT_OK;
}
