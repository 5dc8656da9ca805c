/**
 * `ludus gladiator new`: rolls a GLADIATOR log sheet (rule 3) and prints it, or its JSON.
 * The seed is always printed so the same gladiator can be rolled again; without --seed a fresh one is drawn
 * from the operating system (this is the command line, not the engine, so that is allowed here).
 */
import { randomBytes } from 'node:crypto';
import type { Command } from 'commander';
import { Dice } from '../../core/dice.js';
import { seedRng } from '../../core/rng.js';
import { createGladiator } from '../../games/gladiator/creation.js';
import { renderLogSheet } from '../../games/gladiator/logsheet.js';
import type { GladiatorType } from '../../games/gladiator/types.js';

const TYPES: readonly GladiatorType[] = ['heavy', 'medium', 'light'];

interface NewOptions {
  type: string;
  seed?: string;
  json?: boolean;
  name?: string;
}

const rootOf = (cmd: Command): Command => {
  let c = cmd;
  while (c.parent) c = c.parent;
  return c;
};

export function registerGladiatorCommand(program: Command): void {
  const gladiator = program.command('gladiator').description('GLADIATOR (1981) tools');
  gladiator
    .command('new')
    .description('roll a new gladiator: armour table (3.6) and physical characteristics chart (3.7)')
    .option('--type <type>', `gladiator type: ${TYPES.join(', ')}`, 'medium')
    .option('--seed <seed>', 'seed for the dice (a fresh one is drawn and printed when left out)')
    .option('--json', 'print the log sheet as JSON')
    .option('--name <name>', 'name (rolled from a list when left out)')
    .action((opts: NewOptions, cmd: Command) => {
      const root = rootOf(cmd);
      const out = root.configureOutput();
      const write = (s: string) => (out.writeOut ? out.writeOut(s) : process.stdout.write(s));
      const writeErr = (s: string) => (out.writeErr ? out.writeErr(s) : process.stderr.write(s));
      if (!TYPES.includes(opts.type as GladiatorType)) {
        root.error(`error: option '--type <type>' must be one of ${TYPES.join(', ')} (got '${opts.type}')`, {
          exitCode: 2,
          code: 'ludus.invalidOption',
        });
        return;
      }
      if (opts.name !== undefined && opts.name.trim() === '') {
        root.error("error: option '--name <name>' must not be empty", { exitCode: 2, code: 'ludus.invalidOption' });
        return;
      }
      const seed = opts.seed ?? randomBytes(6).toString('hex');
      const dice = new Dice(seedRng(seed));
      const g = createGladiator(dice, {
        seat: 'a',
        type: opts.type as GladiatorType,
        ...(opts.name !== undefined ? { name: opts.name.trim() } : {}),
      });
      if (opts.json) {
        // Keep standard output pure JSON; the seed goes to standard error.
        writeErr(`seed: ${seed}\n`);
        write(`${JSON.stringify(g, null, 2)}\n`);
      } else {
        write(`seed: ${seed}\n${renderLogSheet(g)}`);
      }
    });
}
