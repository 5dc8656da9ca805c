/**
 * `ludus scenario FILE`: runs a scenario (a rule example with scripted dice, say) and tells what happened; with
 * --json, the events, the outcome and the final views of every seat and of a spectator.
 */
import type { AnyGameModule } from '../../core/protocol.js';
import { finalViews, parseScenario, runScenario } from '../../core/scenario.js';
import { GAMES } from '../../games/registry.js';
import { EXIT_USAGE, type Io, printRun, readTextFile } from '../log.js';

export interface ScenarioArgs {
  file: string;
  json?: boolean;
}

export function runScenarioFile(args: ScenarioArgs, io: Io): number {
  const fail = (message: string): number => {
    io.err(`ludus scenario: ${message}`);
    return EXIT_USAGE;
  };
  const text = readTextFile(args.file);
  if (!text.ok) return fail(text.error);
  const scenario = parseScenario(text.value);
  if (!scenario.ok) return fail(`${args.file}: ${scenario.error.message}`);
  const run = runScenario(GAMES, scenario.value);
  if (!run.ok) return fail(`${args.file}: ${run.error.message}`);
  if (!args.json) {
    if (scenario.value.title) io.out(scenario.value.title);
    return printRun(run.value, false, io);
  }
  // The game is known: runScenario found it.
  const mod = GAMES[scenario.value.game] as AnyGameModule;
  return printRun(run.value, true, io, finalViews(mod, run.value.state));
}
