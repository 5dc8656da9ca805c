/** `ludus scenario FILE`: runs a scenario (a rule example with scripted dice, say) and tells what happened. */
import { parseScenario, runScenario } from '../../core/scenario.js';
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
  if (scenario.value.title && !args.json) io.out(scenario.value.title);
  return printRun(run.value, args.json ?? false, io);
}
