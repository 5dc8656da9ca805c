/**
 * `ludus play --game glory`: people at some seats, bots at the rest, in the terminal. At each of a person's moves
 * the arena and every man's line are shown, then the announcement is asked in words (textboard.ts); a refused one
 * is explained with its rule and asked again.
 */
import { type GameEvent, visibleTo } from '../../core/protocol.js';
import { type RngState, seedRng } from '../../core/rng.js';
import { pendingInSeatOrder } from '../../core/runner.js';
import type { GloryView } from '../../games/glory/module.js';
import { describeFigures, parseAnnouncement, renderArena } from '../../games/glory/textboard.js';
import { EXIT_OK, EXIT_USAGE, formatLog, formatOutcome, type Io } from '../log.js';
import type { Ask, PlayArgs } from './play.js';
import { cliOptions, prepare, resolveBots } from './sim.js';

export async function runPlayGlory(args: PlayArgs, io: Io, ask: Ask): Promise<number> {
  const fail = (message: string): number => {
    io.err(`ludus play: ${message}`);
    return EXIT_USAGE;
  };
  const options = cliOptions(args);
  if (!options.ok) return fail(options.error);
  const prepared = prepare('glory', options.value, args.seed);
  if (!prepared.ok) return fail(prepared.error);
  const { mod, seats } = prepared.value;
  let state = prepared.value.state;
  const people = args.seats ? args.seats.split(',').map((s) => s.trim()) : seats.slice(0, 1);
  const stranger = people.find((s) => !seats.includes(s));
  if (stranger !== undefined) return fail(`no seat "${stranger}" in glory (seats: ${seats.join(', ')})`);
  const bots = resolveBots('glory', args.bots, seats);
  if (!bots.ok) return fail(bots.error);
  const botRng: Record<string, RngState> = Object.fromEntries(seats.map((s) => [s, seedRng(`${args.seed}/bot:${s}`)]));
  io.out(`${mod.title}: you play ${people.join(', ')}; seed ${args.seed}. Type an announcement, or q to leave.`);
  const seen: GameEvent[] = [];
  let printed = 0;
  for (;;) {
    const lines = formatLog(seen);
    for (const line of lines.slice(printed)) io.out(line);
    printed = lines.length;
    const outcome = mod.outcome(state);
    if (outcome) {
      io.out(formatOutcome(outcome));
      return EXIT_OK;
    }
    const seat = pendingInSeatOrder(mod, state)[0];
    if (seat === undefined) throw new Error('glory: no seat pending and no outcome');
    const legal = mod.legal(state, seat);
    const view = mod.view(state, seat) as GloryView;
    let applied: ReturnType<typeof mod.apply>;
    if (people.includes(seat)) {
      for (const line of [...renderArena(view), ...describeFigures(view)]) io.out(line);
      const answer = (await ask(`${seat} (${view.figures[seat]?.name})> `))?.trim();
      if (answer === undefined || answer === 'q') {
        io.out('You left the match.');
        return EXIT_OK;
      }
      const parsed = parseAnnouncement(answer);
      if (!parsed.ok) {
        io.out(parsed.error);
        continue;
      }
      applied = mod.apply(state, seat, parsed.value);
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
    seen.push(...applied.value.events.filter((e: GameEvent) => people.some((p) => visibleTo(e, p))));
  }
}
