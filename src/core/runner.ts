/**
 * The in-process match loop shared by the CLI, the lab and the bench: bots play every seat of a match, and the
 * record of (game, options, seed, commands) that it leaves replays it exactly.
 */
import { z } from 'zod';
import type { AnyGameModule, GameEvent, Legal, Outcome, SeatId } from './protocol.js';
import { err, ok, type Result } from './result.js';
import { nextInt, type RngState, seedRng } from './rng.js';
import { runScenario, type ScenarioError, type ScenarioRun, ScenarioSchema } from './scenario.js';

/** A computer player. It sees what a person in its seat would see, and nothing more. */
export interface Bot {
  name: string;
  /** How strong it plays, from 1 (weakest) up, so people can pick an opponent for their skill. */
  level: number;
  /** One line on how it plays, for the lobby. */
  about: string;
  /** A tool of the command line and the lab (e.g. one that plays every seat at once): the lobby does not offer it. */
  unlisted?: true;
  /** Returns one command for its seat; `rng` is the bot's own generator, advanced in place. */
  choose(view: unknown, legal: Legal<unknown>, rng: RngState): unknown;
}

export const randomBot: Bot = {
  name: 'random',
  level: 1,
  about: 'picks any legal command at random',
  choose(_view, legal, rng) {
    if (legal.commands.length === 0) throw new Error(`random bot: seat ${legal.seat} has no legal command`);
    return legal.commands[nextInt(rng, legal.commands.length)];
  },
};

export interface SeatCommand {
  seat: SeatId;
  command: unknown;
}

/** Milliseconds spent in each part of the loop; only measured when the caller hands in a clock. */
export interface PhaseTimes {
  setup: number;
  pending: number;
  legal: number;
  view: number;
  choose: number;
  apply: number;
}

export interface PlayedMatch {
  // biome-ignore lint/suspicious/noExplicitAny: the state of whichever game was played.
  state: any;
  events: GameEvent[];
  commands: SeatCommand[];
  /** Null when the match hit maxSteps before it ended. */
  outcome: Outcome | null;
  steps: number;
  phases?: PhaseTimes;
}

export interface PlayOptions {
  options?: Record<string, unknown>;
  seed: string;
  /** The game's own scenario block (GLADIATOR: the exact men of each seat), as a scenario's `initial` gives it. */
  initial?: unknown;
  bots: Record<SeatId, Bot>;
  maxSteps?: number;
  /**
   * A millisecond clock such as `performance.now`, for the bench. Passed in because the engine itself never
   * reads the time.
   */
  clock?: () => number;
}

export const DEFAULT_MAX_STEPS = 20000;

/** Seats whose command is awaited, in the module's seat order, so simultaneous seats are asked predictably. */
export function pendingInSeatOrder(mod: AnyGameModule, state: unknown): SeatId[] {
  const pending: SeatId[] = mod.pending(state);
  // One seat (most steps of most games) has no order to put it in; several are few, so a scan beats a Set. The copy
  // of one is made as a new list, not by slice: a module may hand out a frozen list, and slice copies those slowly.
  if (pending.length <= 1) return pending.length === 0 ? [] : [pending[0] as SeatId];
  const ordered = inSeatOrder(mod, state, pending);
  return ordered === pending ? pending.slice() : ordered;
}

/**
 * The pending seats `pending` in the module's seat order: the list itself when it is in that order already (a
 * module that walks its seats in order names them so), else a new one.
 */
function inSeatOrder(mod: AnyGameModule, state: unknown, pending: SeatId[]): SeatId[] {
  const seats: SeatId[] = mod.seats(state);
  // One walk of the seats, matching the pending list's seats one after another as they come up.
  let matched = 0;
  for (let i = 0; i < seats.length && matched < pending.length; i++) if (seats[i] === pending[matched]) matched += 1;
  if (matched === pending.length) return pending;
  return seats.filter((s: SeatId) => pending.includes(s));
}

/** The first issue of a failed parse, as one line naming the field. */
export function describeIssue(what: string, error: z.ZodError): string {
  const i = error.issues[0];
  return `${what} ${i?.path.join('.') || '(root)'}: ${i?.message ?? 'invalid'}`;
}

/**
 * The options last parsed, by game and by the options written as JSON: a bench or a lab plays match after match with
 * the same options, and the schema's parse cost several microseconds a match. A game only reads its options, so the
 * one parsed record serves every match played with them. Only a success is kept; options that JSON cannot write
 * (a cycle, a BigInt) are parsed each time.
 */
let parsedGame: AnyGameModule | null = null;
let parsedJson = '';
let parsedOptions: unknown;

function parseOptions(
  mod: AnyGameModule,
  options: Record<string, unknown>,
): { success: true; data: unknown } | { success: false; error: z.ZodError } {
  let json = '';
  try {
    json = JSON.stringify(options);
  } catch {
    return mod.options.safeParse(options);
  }
  if (mod === parsedGame && json === parsedJson) return { success: true, data: parsedOptions };
  const parsed = mod.options.safeParse(options);
  if (parsed.success) {
    parsedGame = mod;
    parsedJson = json;
    parsedOptions = parsed.data;
  }
  return parsed;
}

/**
 * Plays one match with bots. Bad options or an unusable setup are expected failures; a bot command that `apply`
 * refuses, or a pending seat with nothing to do, is a bug in the bot or the module and throws.
 */
export function playMatch(mod: AnyGameModule, play: PlayOptions): Result<PlayedMatch, ScenarioError> {
  const { seed, bots, clock } = play;
  const maxSteps = play.maxSteps ?? DEFAULT_MAX_STEPS;
  const times: PhaseTimes = { setup: 0, pending: 0, legal: 0, view: 0, choose: 0, apply: 0 };
  // Each part's time is the clock's reading after it less the reading before it (`lap`), taken only with a clock
  // (`timed`, a local: the loop without one reads nothing of the closure's for the measure it does not take).
  const timed = clock !== undefined;
  const lap = (phase: keyof PhaseTimes, since: number): number => {
    if (!clock) return 0;
    const now = clock();
    times[phase] += now - since;
    return now;
  };
  const options = parseOptions(mod, play.options ?? {});
  if (!options.success) return err({ code: 'bad-option', message: describeIssue('option', options.error) });
  let t = clock ? clock() : 0;
  const setup = mod.setup(options.data, seed, play.initial);
  if (timed) t = lap('setup', t);
  if (!setup.ok) return err({ code: setup.error.code, message: setup.error.message });
  let state = setup.value;

  const seats: SeatId[] = mod.seats(state);
  const unseated = seats.filter((s) => !bots[s]);
  if (unseated.length > 0) return err({ code: 'no-bot', message: `no bot for seat ${unseated.join(', ')}` });
  // Each seat's bot draws from its own generator, so one bot's choices never shift another's or the game's dice. Both
  // by the seat's place in `seats` (indexOf: a few compares), not read from records by a changing key.
  const seatBots: Bot[] = seats.map((s) => bots[s] as Bot);
  const botRngs: RngState[] = seats.map((s) => seedRng(`${seed}/bot:${s}`));

  const events: GameEvent[] = [];
  const commands: SeatCommand[] = [];
  t = clock ? clock() : 0;
  let outcome: Outcome | null = mod.outcome(state);
  if (timed) t = lap('pending', t);
  while (outcome === null && commands.length < maxSteps) {
    // The module's own list when it names one seat (most steps of most games): it is read once, before any command,
    // so it needs no copy; several seats are put in seat order (pendingInSeatOrder).
    const pending: SeatId[] = mod.pending(state);
    const count = pending.length;
    const order = count <= 1 ? pending : inSeatOrder(mod, state, pending);
    if (timed) t = lap('pending', t);
    if (count === 0) throw new Error(`${mod.id} seed ${seed}: no seat pending and no outcome`);
    // The first seat of the list is pending in the state the list was read from; each later one is asked again.
    const n = order.length;
    for (let i = 0; i < n; i++) {
      const seat = order[i] as SeatId;
      // An earlier seat's command may have settled this one's turn (a surrender ends the match).
      if (outcome !== null || commands.length >= maxSteps) break;
      if (i > 0) {
        const still = mod.pending(state).includes(seat);
        if (timed) t = lap('pending', t);
        if (!still) continue;
      }
      const at = seats.indexOf(seat);
      const bot = seatBots[at] as Bot;
      const legal = mod.legal(state, seat);
      if (timed) t = lap('legal', t);
      const view = mod.view(state, seat);
      if (timed) t = lap('view', t);
      const command = bot.choose(view, legal, botRngs[at] as RngState);
      if (timed) t = lap('choose', t);
      const applied = mod.apply(state, seat, command);
      if (timed) t = lap('apply', t);
      if (!applied.ok) {
        const v = applied.error;
        throw new Error(
          `${mod.id} seed ${seed} step ${commands.length}: ${bot.name} played ${JSON.stringify(command)} for ${seat}, ` +
            `refused by ${v.rule}: ${v.message}`,
        );
      }
      state = applied.value.state;
      // One push an event: a spread into push goes through the generic call path, for a list of one or two.
      const made = applied.value.events;
      for (let e = 0; e < made.length; e++) events.push(made[e] as GameEvent);
      commands.push({ seat, command });
      outcome = mod.outcome(state);
      if (timed) t = lap('pending', t);
    }
  }
  return ok({ state, events, commands, outcome, steps: commands.length, ...(clock ? { phases: times } : {}) });
}

export const MATCH_FORMAT = 'ludus-match/1';

/** A match record is a scenario that says it is one, so every record also runs as a scenario. */
export const MatchRecordSchema = ScenarioSchema.extend({ format: z.literal(MATCH_FORMAT) });
export type MatchRecord = z.infer<typeof MatchRecordSchema>;

function fullOptions(mod: AnyGameModule, options: Record<string, unknown>): Record<string, unknown> {
  const parsed = mod.options.safeParse(options);
  return parsed.success ? (parsed.data as Record<string, unknown>) : options;
}

export function toMatchRecord(mod: AnyGameModule, play: PlayOptions, played: PlayedMatch): MatchRecord {
  return {
    format: MATCH_FORMAT,
    game: mod.id,
    // Every option written out, defaults included, so that a record keeps replaying as it was played when a later
    // version changes a default (Gladiatori's start hexes, Glory's equipment did).
    options: fullOptions(mod, play.options ?? {}),
    seed: play.seed,
    ...(play.initial === undefined ? {} : { initial: play.initial }),
    commands: played.commands,
  };
}

export function parseMatchRecord(text: string): Result<MatchRecord, ScenarioError> {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (e) {
    return err({ code: 'not-json', message: `match record is not JSON: ${(e as Error).message}` });
  }
  const parsed = MatchRecordSchema.safeParse(json);
  if (!parsed.success) return err({ code: 'bad-record', message: describeIssue('match record', parsed.error) });
  return ok(parsed.data);
}

/** Replays a record through the scenario runner; a refused command comes back in `refused`, as for a scenario. */
export function replayMatch(mod: AnyGameModule, record: MatchRecord): Result<ScenarioRun, ScenarioError> {
  if (record.game !== mod.id)
    return err({ code: 'wrong-game', message: `the record is a match of "${record.game}", not "${mod.id}"` });
  return runScenario({ [mod.id]: mod }, record);
}
