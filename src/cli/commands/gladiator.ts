/**
 * `ludus gladiator new`: rolls a GLADIATOR log sheet (rule 3) and prints it, or its JSON.
 * The seed is always printed so the same gladiator can be rolled again; without --seed a fresh one is drawn
 * from the operating system (this is the command line, not the engine, so that is allowed here).
 */
import { randomBytes } from 'node:crypto';
import type { Command } from 'commander';
import { Dice } from '../../core/dice.js';
import { seedRng } from '../../core/rng.js';
import {
  type BillingsCreation,
  createBillingsGladiator,
  measureCreation,
} from '../../games/gladiator/billings/creation.js';
import type { CharacteristicKey } from '../../games/gladiator/billings/tables.js';
import { createGladiator } from '../../games/gladiator/creation.js';
import { renderLogSheet } from '../../games/gladiator/logsheet.js';
import type { Gladiator, GladiatorChoice, GladiatorType } from '../../games/gladiator/types.js';

const TYPES: readonly GladiatorType[] = ['heavy', 'medium', 'light'];
/** The Billings Rules make the Retarius a man of his own at creation (3.4, 3.6), so --billings may roll him too. */
const BILLINGS_TYPES: readonly GladiatorChoice[] = [...TYPES, 'retarius'];

interface NewOptions {
  type: string;
  seed?: string;
  json?: boolean;
  name?: string;
  billings?: boolean;
  arrange?: string;
  buy?: string;
  measure?: string;
}

/** The Billings creation the options ask for: three dice (or five arranged rolls), revised or bought armour. */
function billingsCreation(opts: NewOptions): BillingsCreation {
  return {
    characteristics: opts.arrange !== undefined ? 'arranged' : 'threeDice',
    ...(opts.arrange !== undefined
      ? { arrangement: opts.arrange.split(',').map((k) => k.trim().toUpperCase() as CharacteristicKey) }
      : {}),
    armour: opts.buy !== undefined ? 'bought' : 'billingsTable',
    ...(opts.buy !== undefined ? { purchase: opts.buy.split(',').map((c) => c.trim()) } : {}),
    retariusLight: true,
  };
}

const ORIGINAL: BillingsCreation = { characteristics: 'chart', armour: 'table', retariusLight: false };

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
    .option(
      '--billings',
      'the Billings Rules: three dice per characteristic (3.7), the revised armour tables with the shield rolled (3.6), the Retarius as a light man (3.4); allows --type retarius',
    )
    .option(
      '--arrange <order>',
      'with --billings: roll five times and give the totals, highest first, to e.g. TR,ST,AG,W,CON',
    )
    .option(
      '--buy <codes>',
      'with --billings: buy armour within the budget (3.6), five codes head first, e.g. A7,-,C,B7,A6',
    )
    .option('--measure <n>', 'roll n men and print the mean CF, W and CON instead of a log sheet')
    .action((opts: NewOptions, cmd: Command) => {
      const root = rootOf(cmd);
      const out = root.configureOutput();
      const write = (s: string) => (out.writeOut ? out.writeOut(s) : process.stdout.write(s));
      const writeErr = (s: string) => (out.writeErr ? out.writeErr(s) : process.stderr.write(s));
      const types = opts.billings ? BILLINGS_TYPES : TYPES;
      if (!types.includes(opts.type as GladiatorType)) {
        root.error(`error: option '--type <type>' must be one of ${types.join(', ')} (got '${opts.type}')`, {
          exitCode: 2,
          code: 'ludus.invalidOption',
        });
        return;
      }
      if (opts.name !== undefined && opts.name.trim() === '') {
        root.error("error: option '--name <name>' must not be empty", { exitCode: 2, code: 'ludus.invalidOption' });
        return;
      }
      if (!opts.billings && (opts.arrange !== undefined || opts.buy !== undefined)) {
        root.error("error: options '--arrange' and '--buy' are Billings creation (3.6, 3.7): add --billings", {
          exitCode: 2,
          code: 'ludus.invalidOption',
        });
        return;
      }
      const seed = opts.seed ?? randomBytes(6).toString('hex');
      const type = opts.type as GladiatorChoice;
      const how = opts.billings ? billingsCreation(opts) : ORIGINAL;
      if (opts.measure !== undefined) {
        const n = Number(opts.measure);
        if (!Number.isInteger(n) || n < 1 || n > 1_000_000) {
          root.error(`error: option '--measure <n>' must be a whole number from 1 to 1000000 (got '${opts.measure}')`, {
            exitCode: 2,
            code: 'ludus.invalidOption',
          });
          return;
        }
        const m = measureCreation(type, how, n, seed, (s) => new Dice(seedRng(s)));
        if (!m.ok) {
          root.error(`error: ${m.error.message}`, { exitCode: 2, code: 'ludus.invalidOption' });
          return;
        }
        const line = `seed: ${seed}\n${n} ${type} men: mean CF ${m.value.cf.toFixed(2)}, W ${m.value.W.toFixed(2)}, CON ${m.value.CON.toFixed(2)}\n`;
        if (opts.json) {
          writeErr(`seed: ${seed}\n`);
          write(`${JSON.stringify({ type, creation: how, ...m.value })}\n`);
        } else write(line);
        return;
      }
      const dice = new Dice(seedRng(seed));
      const spec = { seat: 'a', type, ...(opts.name !== undefined ? { name: opts.name.trim() } : {}) };
      let g: Gladiator;
      if (opts.billings) {
        const made = createBillingsGladiator(dice, spec, how);
        if (!made.ok) {
          root.error(`error: ${made.error.message}`, { exitCode: 2, code: 'ludus.invalidOption' });
          return;
        }
        g = made.value;
      } else g = createGladiator(dice, { ...spec, type: type as GladiatorType });
      if (opts.json) {
        // Keep standard output pure JSON; the seed goes to standard error.
        writeErr(`seed: ${seed}\n`);
        write(`${JSON.stringify(g, null, 2)}\n`);
      } else {
        write(`seed: ${seed}\n${renderLogSheet(g)}`);
      }
    });
}
