/**
 * The `ludus` command. This file only wires commander to the commands, which take parsed arguments and an Io and
 * return an exit code, so each can be tested without a process.
 */
import { randomBytes } from 'node:crypto';
import { createInterface } from 'node:readline';
import { Command, CommanderError, InvalidArgumentError } from 'commander';
import { runCampaign } from './commands/campaign.js';
import { DEFAULT_FUZZ_COMMANDS, runFuzz } from './commands/fuzz.js';
import { registerGladiatorCommand } from './commands/gladiator.js';
import { runPlay } from './commands/play.js';
import { runPlayGladiator } from './commands/play-gladiator.js';
import { runPlayGladiatori } from './commands/play-gladiatori.js';
import { runPlayGlory } from './commands/play-glory.js';
import { runReplay } from './commands/replay.js';
import { runScenarioFile } from './commands/scenario.js';
import { runServe } from './commands/serve.js';
import { runSim } from './commands/sim.js';
import { EXIT_FAILED, EXIT_OK, EXIT_USAGE, type Io } from './log.js';

const io: Io = {
  out: (line) => process.stdout.write(`${line}\n`),
  err: (line) => process.stderr.write(`${line}\n`),
  ...(process.stderr.isTTY ? { progress: process.stderr } : {}),
};

const wholeNumber = (what: string) => (value: string) => {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new InvalidArgumentError(`${what} must be a whole number above 0.`);
  return n;
};

const OPTIONS_HELP =
  'the game\'s options as a JSON object, e.g. \'{"advanced":true,"turnLimit":20}\', or a team fight: ' +
  '\'{"advanced":true,"sides":[["medium","medium"],["heavy"]]}\' (--a, --b and --advanced go on top)';
const CHARACTERS_HELP =
  "Gladiatori's characters, one a seat: pre-made ones or random, e.g. secutor,random (the same as --options " +
  '\'{"characters":["secutor","random"]}\')';
const ADVANCED_HELP = "GLADIATOR's Advanced Game (17-20), the same as --options '{\"advanced\":true}'";

/** Runs a command; a thrown error is a bug, shown in full with exit code 1. */
async function exit(run: () => number | Promise<number>): Promise<void> {
  try {
    process.exitCode = await run();
  } catch (e) {
    io.err(e instanceof Error ? (e.stack ?? e.message) : String(e));
    process.exitCode = EXIT_FAILED;
  }
}

const program = new Command('ludus')
  .description('Gladiator arena games: simulate, replay, run scenarios, play.')
  .exitOverride()
  .showHelpAfterError();

program
  .command('sim')
  .description('play many matches between bots and summarise them')
  .option('--game <id>', 'game to simulate', 'gladiator')
  .option('--a <type>', "seat a's gladiator type (with --b)")
  .option('--b <type>', "seat b's gladiator type (with --a)")
  .option('--options <json>', OPTIONS_HELP)
  .option('--advanced', ADVANCED_HELP)
  .option('--characters <names>', CHARACTERS_HELP)
  .option('--bots <names>', 'bot for every seat, or one a seat in order, comma-separated', 'random')
  .option('-n, --matches <n>', 'number of matches', wholeNumber('-n'), 100)
  .option('--seed <seed>', 'seed prefix; match i gets seed "<seed>-<i>"', '1')
  .option('--max-steps <n>', 'give up on a match after this many commands', wholeNumber('--max-steps'))
  .option('--record <file>', 'write the first match as a match record')
  .option('--json', 'print the summary as JSON')
  .action((o) =>
    exit(() =>
      runSim(
        {
          game: o.game,
          a: o.a,
          b: o.b,
          options: o.options,
          advanced: o.advanced,
          characters: o.characters,
          bots: o.bots,
          n: o.matches,
          seed: o.seed,
          json: o.json,
          record: o.record,
          maxSteps: o.maxSteps,
        },
        io,
      ),
    ),
  );

program
  .command('replay')
  .description('replay a match record and print its log')
  .argument('<file>', 'match record (JSON, format "ludus-match/1")')
  .option('--json', 'print events and outcome as JSON')
  .action((file: string, o) => exit(() => runReplay({ file, json: o.json }, io)));

program
  .command('scenario')
  .description('run a scenario and print its log; exit code 1 if a command is refused')
  .argument('<file>', 'scenario (JSON)')
  .option(
    '--json',
    "print events, outcome, any refusal and where it ended (every seat's view and a spectator's) as JSON",
  )
  .action((file: string, o) => exit(() => runScenarioFile({ file, json: o.json }, io)));

program
  .command('play')
  .description('play a match in the terminal: GLADIATOR against a bot, or any game against bots or hot-seat')
  .option('--game <id>', 'game to play', 'gladiator')
  .option('--a <type>', "seat a's gladiator type (with --b)")
  .option('--b <type>', "seat b's gladiator type (with --a)")
  .option('--options <json>', OPTIONS_HELP)
  .option('--advanced', ADVANCED_HELP)
  .option('--characters <names>', CHARACTERS_HELP)
  .option('--seat <seat>', 'GLADIATOR: the seat you play (a or b; in a team match any seat: a, b, c ...)', 'a')
  .option('--bot <name>', 'GLADIATOR: the bot you fight (brawler or random)', 'brawler')
  .option('--seats <seats>', 'other games: seats you play, comma-separated (default: the first seat)')
  .option('--bots <names>', 'other games: bot for the other seats, or one a seat in order', 'random')
  .option('--seed <seed>', 'match seed (GLADIATOR draws and prints a fresh one when left out)')
  .option('--no-color', 'GLADIATOR: draw the board without colour')
  .action((o) =>
    exit(async () => {
      const rl = createInterface({ input: process.stdin, terminal: false });
      const lines = rl[Symbol.asyncIterator]();
      const ask = async (p: string) => {
        process.stdout.write(p);
        const next = await lines.next();
        return next.done ? null : next.value;
      };
      try {
        if (o.game === 'gladiator')
          return await runPlayGladiator(
            {
              seat: o.seat,
              bot: o.bot,
              seed: o.seed ?? randomBytes(4).toString('hex'),
              a: o.a,
              b: o.b,
              options: o.options,
              advanced: o.advanced,
              color: o.color && !!process.stdout.isTTY && !process.env.NO_COLOR,
            },
            io,
            ask,
          );
        return await (o.game === 'glory' ? runPlayGlory : o.game === 'gladiatori' ? runPlayGladiatori : runPlay)(
          {
            game: o.game,
            a: o.a,
            b: o.b,
            options: o.options,
            advanced: o.advanced,
            characters: o.characters,
            seats: o.seats,
            bots: o.bots,
            seed: o.seed ?? 'play',
          },
          io,
          ask,
        );
      } finally {
        rl.close();
      }
    }),
  );

program
  .command('serve')
  .description('run the web server: HTTP and WebSocket on one port, serving the built client')
  .option('--port <port>', 'port to listen on (env PORT; default 8080)')
  .option('--db <url>', 'SQLite file or postgres:// URL (env LUDUS_DB; default ./data/ludus.sqlite)')
  .option('--host <host>', 'interface to listen on (env HOST; default 0.0.0.0)')
  .option('--limits <json>', 'limits over the defaults, e.g. \'{"connectionsPerAddress":8}\' (env LUDUS_LIMITS)')
  .option('--trust-proxy', 'behind a reverse proxy: take the client address from X-Forwarded-For')
  .option(
    '--origin <url>',
    'another origin whose pages may open WebSockets (repeatable)',
    (url: string, all: string[] = []) => [...all, url],
  )
  .action((o) =>
    exit(() =>
      runServe(
        { port: o.port, db: o.db, host: o.host, limits: o.limits, trustProxy: o.trustProxy, origin: o.origin },
        io,
      ),
    ),
  );

program
  .command('fuzz')
  .description('send every game a stream of random, malformed and illegal commands; exit code 1 if any breaks it')
  .option('--game <id>', 'game to fuzz, or all', 'all')
  .option('-n, --commands <n>', 'commands a game', wholeNumber('-n'), DEFAULT_FUZZ_COMMANDS)
  .option('--seed <seed>', 'seed of the run; match i is set up with seed "<seed>-<i>"', '1')
  .option('--out <dir>', 'folder for the case files of failing matches', 'fuzz-cases')
  .option('--replay <file>', 'play a failing case again instead of fuzzing')
  .option('--json', 'print the figures as JSON')
  .action((o) =>
    exit(() => runFuzz({ game: o.game, n: o.commands, seed: o.seed, out: o.out, replay: o.replay, json: o.json }, io)),
  );

program
  .command('campaign')
  .description('play a whole GLADIATOR campaign bot against bot and print its books, or figures over many')
  .requiredOption('--kind <kind>', 'career (21) or owners (22)')
  .option('--owners <n>', "owners' league: how many owners, 2 to 6", wholeNumber('--owners'))
  .option(
    '--matches <n>',
    'matches before the campaign ends (default 100; 0 = until won or one owner is left)',
    (v) => {
      const n = Number(v);
      if (!Number.isInteger(n) || n < 0) throw new InvalidArgumentError('--matches must be a whole number, 0 or more.');
      return n;
    },
  )
  .option('--bots <names>', 'bot for every seat, or one a seat in order (default: career or owner, and arena)')
  .option('--seed <seed>', 'seed; with --campaigns, campaign i gets "<seed>-<i>"', '1')
  .option('--options <json>', 'other campaign options as JSON, e.g. \'{"advanced":true,"sideBets":"none"}\'')
  .option('--record <file>', 'write the campaign as a match record for ludus replay')
  .option('--campaigns <n>', 'play this many campaigns and print figures over them', wholeNumber('--campaigns'))
  .option('--json', 'print the books and the record, or the figures, as JSON')
  .action((o) =>
    exit(() =>
      runCampaign(
        {
          kind: o.kind,
          owners: o.owners,
          matches: o.matches,
          bots: o.bots,
          seed: o.seed,
          options: o.options,
          record: o.record,
          campaigns: o.campaigns,
          json: o.json,
        },
        io,
      ),
    ),
  );

registerGladiatorCommand(program);

try {
  await program.parseAsync();
} catch (e) {
  // Help and --version end through here too; every other commander error is a usage error.
  if (!(e instanceof CommanderError)) throw e;
  process.exitCode =
    e.code === 'commander.helpDisplayed' || e.code === 'commander.version' || e.code === 'commander.help'
      ? EXIT_OK
      : EXIT_USAGE;
}
