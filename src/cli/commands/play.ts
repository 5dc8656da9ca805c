/**
 * `ludus play`: a match in the terminal, people at some seats and bots at the rest. Any game works, because a
 * person is shown exactly what a bot gets: the seat's view and its legal commands.
 */
import { type Applied, type GameEvent, type Legal, parseCommand, type SeatId, visibleTo } from '../../core/protocol.js';
import type { Result, RuleViolation } from '../../core/result.js';
import { type RngState, seedRng } from '../../core/rng.js';
import { pendingInSeatOrder } from '../../core/runner.js';
import { EXIT_OK, EXIT_USAGE, formatLog, formatOutcome, type Io } from '../log.js';
import { cliOptions, type OptionFlags, prepare, resolveBots } from './sim.js';

export interface PlayArgs extends OptionFlags {
  game: string;
  /** Seats played by people, comma-separated; the first seat when absent. */
  seats?: string;
  /** Bots for the other seats: one name, or one for every seat in order. */
  bots: string;
  seed: string;
}

/** Asks for one line of input; null when the input has ended. */
export type Ask = (prompt: string) => Promise<string | null>;

/** A person at the terminal: how he is shown his seat and how he answers. */
export interface Person {
  /** What to type, said once at the start. */
  howToAnswer: string;
  /** Shows the seat its match and asks: a command, 'leave', or 'again' after a typing slip it has explained. */
  turn(seat: SeatId, view: unknown, legal: Legal<unknown>): Promise<{ command: unknown } | 'leave' | 'again'>;
}

export async function runPlay(args: PlayArgs, io: Io, ask: Ask): Promise<number> {
  return playInTerminal(args, io, {
    howToAnswer: 'Answer with a number, a command as JSON, or q.',
    async turn(seat, view, legal) {
      const chosen = await askCommand(seat, view, legal.commands, legal.complete, io, ask);
      return chosen === null ? 'leave' : { command: chosen };
    },
  });
}

/** The match loop of `ludus play` for any game: people at some seats, as `person` asks them, and bots at the rest. */
export async function playInTerminal(args: PlayArgs, io: Io, person: Person): Promise<number> {
  const fail = (message: string): number => {
    io.err(`ludus play: ${message}`);
    return EXIT_USAGE;
  };
  const options = cliOptions(args);
  if (!options.ok) return fail(options.error);
  const prepared = prepare(args.game, options.value, args.seed);
  if (!prepared.ok) return fail(prepared.error);
  const { mod, seats } = prepared.value;
  let state = prepared.value.state;
  const people = args.seats ? args.seats.split(',').map((s) => s.trim()) : seats.slice(0, 1);
  const stranger = people.find((s) => !seats.includes(s));
  if (stranger !== undefined) return fail(`no seat "${stranger}" in ${args.game} (seats: ${seats.join(', ')})`);
  const bots = resolveBots(args.game, args.bots, seats);
  if (!bots.ok) return fail(bots.error);
  const botRng: Record<SeatId, RngState> = Object.fromEntries(seats.map((s) => [s, seedRng(`${args.seed}/bot:${s}`)]));

  io.out(`${mod.title}: you play ${people.join(', ')}; seed ${args.seed}. ${person.howToAnswer}`);
  const seen: GameEvent[] = [];
  let printed = 0;
  for (;;) {
    // Reprinting the whole log keeps its turn headings right; only the new lines are shown.
    const lines = formatLog(seen);
    for (const line of lines.slice(printed)) io.out(line);
    printed = lines.length;
    const outcome = mod.outcome(state);
    if (outcome) {
      io.out(formatOutcome(outcome));
      return EXIT_OK;
    }
    const seat = pendingInSeatOrder(mod, state)[0];
    if (seat === undefined) throw new Error(`${mod.id}: no seat pending and no outcome`);
    const legal = mod.legal(state, seat);
    const view = mod.view(state, seat);
    let applied: Result<Applied<unknown>, RuleViolation>;
    if (people.includes(seat)) {
      const answer = await person.turn(seat, view, legal);
      if (answer === 'leave') {
        io.out('You left the match.');
        return EXIT_OK;
      }
      if (answer === 'again') continue;
      const parsed = parseCommand(mod, answer.command);
      applied = parsed.ok ? mod.apply(state, seat, parsed.value) : parsed;
      // A person's mistake is part of playing: say why, and ask again.
      if (!applied.ok) {
        io.out(`Refused: ${applied.error.rule} ${applied.error.message}`);
        continue;
      }
    } else {
      const command = bots.value[seat]!.choose(view, legal, botRng[seat]!);
      applied = mod.apply(state, seat, command);
      if (!applied.ok) throw new Error(`bot for ${seat} played ${JSON.stringify(command)}: ${applied.error.message}`);
    }
    state = applied.value.state;
    seen.push(...applied.value.events.filter((e) => people.some((p) => visibleTo(e, p))));
  }
}

/** Shows the seat what it sees and may do, until it answers with a command or leaves (null). */
async function askCommand(
  seat: SeatId,
  view: unknown,
  commands: unknown[],
  complete: boolean,
  io: Io,
  ask: Ask,
): Promise<unknown | null> {
  io.out(`${seat} to play. You see:`);
  io.out(JSON.stringify(view, null, 2));
  commands.forEach((c, i) => {
    io.out(`  ${i + 1}. ${JSON.stringify(c)}`);
  });
  if (!complete) io.out('  (a sample: any command within the rules may be typed as JSON)');
  for (;;) {
    const answer = (await ask(`${seat}> `))?.trim();
    if (answer === undefined || answer === 'q') return null;
    if (/^\d+$/.test(answer)) {
      const c = commands[Number(answer) - 1];
      if (c !== undefined) return c;
      io.out(`Choose 1 to ${commands.length}.`);
      continue;
    }
    try {
      return JSON.parse(answer);
    } catch {
      io.out('Type the number of a command, a command as JSON, or q to leave.');
    }
  }
}
