/** `ludus replay FILE`: a recorded match, played back from its commands and told as a log. */
import { parseMatchRecord, replayMatch } from '../../core/runner.js';
import { findGame } from '../../games/registry.js';
import { EXIT_USAGE, type Io, printRun, readTextFile } from '../log.js';

export interface ReplayArgs {
  file: string;
  json?: boolean;
}

export function runReplay(args: ReplayArgs, io: Io): number {
  const fail = (message: string): number => {
    io.err(`ludus replay: ${message}`);
    return EXIT_USAGE;
  };
  const text = readTextFile(args.file);
  if (!text.ok) return fail(text.error);
  const record = parseMatchRecord(text.value);
  if (!record.ok) return fail(`${args.file}: ${record.error.message}`);
  const game = findGame(record.value.game);
  if (!game.ok) return fail(`${args.file}: ${game.error}`);
  const run = replayMatch(game.value, record.value);
  if (!run.ok) return fail(`${args.file}: ${run.error.message}`);
  return printRun(run.value, args.json ?? false, io);
}
