/**
 * The engine fuzzer, for any GameModule. It plays seeded matches with legal commands chosen at random and mixes in
 * malformed and illegal ones (random JSON, legal commands bent out of shape, commands built from the game's schema
 * and form, commands for seats that are not pending or do not exist, commands after the end). Every command goes
 * through `parseCommand` and `apply` as the server calls them, and must come back accepted or as a RuleViolation:
 * never a throw, never a change to the state it was given. After every accepted command the game's invariants
 * hold and no view or event shows a seat's secret to anyone else: the conformance harness's own checks, reused.
 * A failure comes with the sequence of commands that led to it, which `replayCase` plays again.
 */
import { z } from 'zod';
import {
  type ConformanceFailureKind,
  eventProblems,
  type Invariant,
  jsonDiff,
  type Progress,
  progressOf,
  viewProblems,
} from './conformance.js';
import { BUILT_IN_NAMES, type SchemaNode, ValueMaker } from './fuzz-values.js';
import { type AnyGameModule, type GameEvent, type Legal, parseCommand, type SeatId } from './protocol.js';
import type { Result, RuleViolation } from './result.js';
import { seedRng } from './rng.js';
import { type Bot, DEFAULT_MAX_STEPS, type SeatCommand } from './runner.js';

export type FuzzFailureKind =
  | ConformanceFailureKind
  /** A command for a seat that is not pending or does not exist, after the end, or outside a complete list. */
  | 'accepted-illegal'
  /** A refusal without a code, rule or message, one that cannot be sent as JSON, or one echoing input at length. */
  | 'bad-refusal';

export interface Finding {
  kind: FuzzFailureKind;
  message: string;
}

export const FUZZ_CASE_FORMAT = 'ludus-fuzz-case/1';

/** A failing match, enough to play it again: the game, its options and seed, and every command it was sent. */
export interface FuzzCase {
  format: typeof FUZZ_CASE_FORMAT;
  game: string;
  /** The run's seed; match `match` was set up with the seed `<seed>-<match>`. */
  seed: string;
  match: number;
  options: Record<string, unknown>;
  /** In the order sent; the last one is where the failure showed. */
  commands: SeatCommand[];
  failure: Finding;
}

export const FuzzCaseSchema = z.object({
  format: z.literal(FUZZ_CASE_FORMAT),
  game: z.string(),
  seed: z.string(),
  match: z.number().int().min(0),
  options: z.record(z.string(), z.unknown()),
  commands: z.array(z.object({ seat: z.string(), command: z.unknown() })),
  failure: z.object({ kind: z.string(), message: z.string() }),
});

export interface FuzzReport {
  game: string;
  seed: string;
  commands: number;
  accepted: number;
  /** Refused commands by the code of their RuleViolation. */
  refused: Record<string, number>;
  /** Matches started, and those of them played to their end. */
  matches: number;
  finished: number;
  crashes: number;
  brokenInvariants: number;
  failures: FuzzCase[];
}

export interface FuzzOptions {
  commands: number;
  seed: string;
  /** The game's own invariant, as the conformance harness takes it. */
  invariant?: Invariant;
  /**
   * The game's bots. In two matches out of three, one of them (in turn) picks the legal commands in place of the
   * uniform pick, so matches reach what random play seldom does (combat, for gladiators that rarely meet at random).
   */
  bots?: Bot[];
  /** Accepted commands after which a match that has not ended is a failure. */
  maxSteps?: number;
  /** The run stops after this many failing matches (default 20). */
  maxFailures?: number;
  /** Called every PROGRESS_EVERY commands with the number sent so far. */
  onProgress?(sent: number): void;
}

export const PROGRESS_EVERY = 1000;

/** Longest refusal a game may send: enough for a message and the values it names, not for a client's input. */
export const REFUSAL_CHARS = 2000;

export const matchSeed = (seed: string, match: number): string => `${seed}-${match}`;

/** Seats that exist in no match: other letters, words the server uses, built-in property names. */
const STRANGERS = ['c', 'z', '', 'A', ' a', 'spectator', 'null', '0', ...BUILT_IN_NAMES, 's'.repeat(300)];

export function fuzzGame(mod: AnyGameModule, opts: FuzzOptions): FuzzReport {
  const report: FuzzReport = {
    game: mod.id,
    seed: opts.seed,
    commands: 0,
    accepted: 0,
    refused: {},
    matches: 0,
    finished: 0,
    crashes: 0,
    brokenInvariants: 0,
    failures: [],
  };
  const commandSchema = schemaOf(mod.command);
  const optionsSchema = schemaOf(mod.options);
  const maxFailures = opts.maxFailures ?? 20;
  let seats: SeatId[] = [];
  const send = (m: FuzzMatch, seat: SeatId, command: unknown): Finding | null => {
    const v = m.submit(seat, JSON.stringify(command));
    report.commands += 1;
    if (report.commands % PROGRESS_EVERY === 0) opts.onProgress?.(report.commands);
    if ('kind' in v) return v;
    if (v.accepted) report.accepted += 1;
    else report.refused[v.code] = (report.refused[v.code] ?? 0) + 1;
    return null;
  };

  for (let match = 0; report.commands < opts.commands && report.failures.length < maxFailures; match++) {
    const seed = matchSeed(opts.seed, match);
    const choices = seedRng(`${seed}/fuzz`);
    const maker = new ValueMaker(choices);
    const bots = opts.bots ?? [];
    const bot = match % 3 !== 0 && bots.length > 0 ? bots[match % bots.length] : undefined;
    const pickLegal = (m: FuzzMatch, offer: Legal<unknown>): unknown =>
      bot ? bot.choose(m.mod.view(m.state, offer.seat), offer, choices) : maker.pick(offer.commands);
    let options = maker.options(optionsSchema, seats);
    // Options the schema takes may still be refused by setup with a clear error (GLADIATOR: a Retarius without the
    // Advanced Game, 17.1), as the server refuses them: that is the game doing its job, so the match is played on
    // the defaults instead. A throw is left for FuzzMatch.start to report as a crash.
    if (!optionsAccepted(mod, options, seed)) options = {};
    report.matches += 1;
    const started = FuzzMatch.start(mod, options, seed, opts);
    let found: Finding | null = 'kind' in started ? started : null;
    const m = 'kind' in started ? null : started;
    if (m) seats = mod.seats(m.state);
    while (m && !found && report.commands < opts.commands) {
      if (m.progress.outcome) {
        // Nothing may be accepted once the match is over, whoever sends it.
        for (let i = 1 + maker.int(3); i > 0 && !found && report.commands < opts.commands; i--)
          found = send(m, maker.pick([...seats, ...STRANGERS]), maker.chance(70) ? m.anyOffered(maker) : maker.json());
        if (!found) report.finished += 1;
        break;
      }
      const { seat, command } = chooseCommand(m, maker, commandSchema, seats, pickLegal);
      found = send(m, seat, command);
    }
    if (found) {
      if (found.kind === 'crash') report.crashes += 1;
      if (found.kind === 'invariant') report.brokenInvariants += 1;
      const failed: FuzzCase = {
        format: FUZZ_CASE_FORMAT,
        game: mod.id,
        seed: opts.seed,
        match,
        options,
        commands: m?.sent ?? [],
        failure: found,
      };
      report.failures.push(shrink(mod, failed, m?.acceptedAt ?? [], opts));
    }
  }
  return report;
}

/**
 * One command for the match: mostly a legal one for a pending seat, else a command built within the form, a legal
 * one bent out of shape, random JSON, the extremes, or a command for a seat that is not pending or not there.
 */
function chooseCommand(
  m: FuzzMatch,
  maker: ValueMaker,
  schema: SchemaNode,
  seats: SeatId[],
  pickLegal: (m: FuzzMatch, offer: Legal<unknown>) => unknown,
): { seat: SeatId; command: unknown } {
  const offer = maker.pick(m.progress.offers);
  const { seat } = offer;
  const sample = (): unknown => maker.pick(offer.commands);
  maker.learn(offer.commands, offer.form, seats);
  const r = maker.int(100);
  if (r < 40) return { seat, command: pickLegal(m, offer) };
  if (r < 55) {
    if (offer.complete) return { seat, command: maker.mutate(sample()) };
    return { seat, command: maker.chance(50) ? maker.fromSchema(schema, sample()) : maker.extend(schema, sample()) };
  }
  if (r < 75) return { seat, command: maker.mutate(sample()) };
  if (r < 83) return { seat, command: maker.json() };
  if (r < 91) {
    const idle = seats.filter((s) => !m.progress.pending.includes(s));
    const other = idle.length > 0 ? maker.pick(idle) : maker.pick(STRANGERS.filter((s) => !seats.includes(s)));
    return { seat: other, command: maker.chance(50) ? sample() : m.anyOffered(maker) };
  }
  if (r < 95) return { seat: maker.pick(STRANGERS.filter((s) => !seats.includes(s))), command: sample() };
  if (r < 99) return { seat, command: maker.mutate(sample()) };
  // The extremes are slow to build and to refuse, so they come rarely: a huge value alone or inside a command.
  const extreme = maker.chance(50) ? maker.huge() : maker.deep();
  if (maker.chance(50)) return { seat, command: extreme };
  const command = structuredClone(sample());
  if (command !== null && typeof command === 'object' && !Array.isArray(command)) {
    const keys = Object.keys(command);
    (command as Record<string, unknown>)[keys.length > 0 ? maker.pick(keys) : 'x'] = extreme;
  }
  return { seat, command };
}

type Verdict = { accepted: true } | { accepted: false; code: string } | Finding;

/** A match under fuzz: its state, where it stands, and every command it was sent. */
class FuzzMatch {
  readonly sent: SeatCommand[] = [];
  /** Indexes in `sent` of the accepted commands. */
  readonly acceptedAt: number[] = [];
  state: unknown;
  progress!: Progress;
  private json = '';
  private steps = 0;
  private readonly seats: SeatId[];
  /** Canonical JSON of each seat's legal commands in the current state, built when first needed. */
  private offered = new Map<SeatId, Set<string>>();
  /** Legal commands of the last state that had any, for commands sent after the end. */
  private lastOffers: unknown[] = [];

  private constructor(
    readonly mod: AnyGameModule,
    state: unknown,
    private readonly opts: Pick<FuzzOptions, 'invariant' | 'maxSteps'>,
  ) {
    this.state = state;
    this.seats = mod.seats(state);
  }

  static start(
    mod: AnyGameModule,
    options: Record<string, unknown>,
    seed: string,
    opts: Pick<FuzzOptions, 'invariant' | 'maxSteps'>,
  ): FuzzMatch | Finding {
    const parsed = mod.options.safeParse(options);
    if (!parsed.success)
      return { kind: 'setup-failed', message: `options refused: ${parsed.error.issues[0]?.message}` };
    try {
      const setup = mod.setup(parsed.data, seed);
      if (!setup.ok) return { kind: 'setup-failed', message: `${setup.error.code}: ${setup.error.message}` };
      const m = new FuzzMatch(mod, setup.value, opts);
      return m.arrive(setup.value, []) ?? m;
    } catch (e) {
      return { kind: 'crash', message: `setup threw: ${stackOf(e)}` };
    }
  }

  /** Sends one command as wire text, as the server receives it, and checks what comes back. */
  submit(seat: SeatId, text: string): Verdict {
    const command: unknown = JSON.parse(text);
    this.sent.push({ seat, command });
    const what = `${seat} ${text.length > 200 ? `${text.slice(0, 200)}… (${text.length} characters)` : text}`;
    const p = this.progress;
    const illegal = p.outcome
      ? 'the match is over'
      : !this.seats.includes(seat)
        ? `there is no seat "${seat}"`
        : !p.pending.includes(seat)
          ? `seat ${seat} is not pending`
          : null;
    let result: Result<{ state: unknown; events: GameEvent[] }, RuleViolation>;
    let parsed: unknown;
    try {
      const wire = parseCommand(this.mod, command);
      parsed = wire.ok ? wire.value : undefined;
      result = wire.ok ? this.mod.apply(this.state, seat, wire.value) : wire;
    } catch (e) {
      return { kind: 'crash', message: `${what} threw: ${stackOf(e)}` };
    }
    // Only apply is handed the state; a command the schema refused never reached it.
    const after = parsed === undefined ? this.json : JSON.stringify(this.state);
    if (after !== this.json)
      return {
        kind: 'mutates-state',
        message: `${what} changed the state it was given: ${jsonDiff(JSON.parse(this.json), JSON.parse(after))}`,
      };
    if (!result.ok) {
      const bad = refusalProblem(result.error, parsed !== undefined);
      if (bad) return { kind: 'bad-refusal', message: `${what}: ${bad}` };
      if (!illegal && parsed !== undefined && this.offeredTo(seat).has(canonical(parsed)))
        return {
          kind: 'offered-refused',
          message: `${what} was offered but refused: ${result.error.rule} ${result.error.message}`,
        };
      return { accepted: false, code: result.error.code };
    }
    if (illegal) return { kind: 'accepted-illegal', message: `${what} was accepted though ${illegal}` };
    const legal = p.offers.find((o) => o.seat === seat);
    if (legal?.complete && !this.offeredTo(seat).has(canonical(parsed)))
      return { kind: 'accepted-illegal', message: `${what} was accepted but is not among the legal commands` };
    this.acceptedAt.push(this.sent.length - 1);
    this.steps += 1;
    const found = this.arrive(result.value.state, result.value.events, what);
    return found ?? { accepted: true };
  }

  /** A command some seat was offered in the latest state that offered any. */
  anyOffered(maker: ValueMaker): unknown {
    return this.lastOffers.length > 0 ? maker.pick(this.lastOffers) : maker.json();
  }

  /** Moves to a new state after checking it: invariants, views, events, and that the match can go on or is over. */
  arrive(state: unknown, events: GameEvent[], after = 'setup'): Finding | null {
    try {
      const broken = this.opts.invariant?.(state);
      if (broken) return { kind: 'invariant', message: `after ${after}: ${broken}` };
      const problem = viewProblems(this.mod, state)[0] ?? eventProblems(this.mod, state, events)[0];
      if (problem) return { kind: problem.kind, message: `after ${after}: ${problem.message}` };
      const progress = progressOf(this.mod, state);
      if (progress.problem)
        return { kind: progress.problem.kind, message: `after ${after}: ${progress.problem.message}` };
      const maxSteps = this.opts.maxSteps ?? DEFAULT_MAX_STEPS;
      if (!progress.outcome && this.steps >= maxSteps)
        return { kind: 'max-steps', message: `no outcome after ${maxSteps} accepted commands` };
      this.state = state;
      this.json = JSON.stringify(state);
      this.progress = progress;
      this.offered.clear();
      if (progress.offers.length > 0) this.lastOffers = progress.offers.flatMap((o) => o.commands);
      return null;
    } catch (e) {
      return { kind: 'crash', message: `after ${after}: ${stackOf(e)}` };
    }
  }

  private offeredTo(seat: SeatId): Set<string> {
    let set = this.offered.get(seat);
    if (!set) {
      set = new Set((this.progress.offers.find((o) => o.seat === seat)?.commands ?? []).map(canonical));
      this.offered.set(seat, set);
    }
    return set;
  }
}

export interface Replayed {
  /** The first failure, or null when the case plays through cleanly. */
  failure: Finding | null;
  /** Index of the command where it showed; -1 for setup. */
  at: number;
  accepted: number;
  refused: number;
}

/** Whether the schema and the game's setup both accept these options (a setup that throws counts as accepted). */
function optionsAccepted(mod: AnyGameModule, options: Record<string, unknown>, seed: string): boolean {
  const parsed = mod.options.safeParse(options);
  if (!parsed.success) return false;
  try {
    return mod.setup(parsed.data, seed).ok;
  } catch {
    return true;
  }
}

/** Plays a case again from its seed and options, checking every command as the fuzzer did. */
export function replayCase(
  mod: AnyGameModule,
  c: Pick<FuzzCase, 'seed' | 'match' | 'options' | 'commands'>,
  opts: Pick<FuzzOptions, 'invariant' | 'maxSteps'> = {},
): Replayed {
  const started = FuzzMatch.start(mod, c.options, matchSeed(c.seed, c.match), opts);
  if ('kind' in started) return { failure: started, at: -1, accepted: 0, refused: 0 };
  let refused = 0;
  for (const [i, { seat, command }] of c.commands.entries()) {
    const v = started.submit(seat, JSON.stringify(command));
    if ('kind' in v) return { failure: v, at: i, accepted: started.acceptedAt.length, refused };
    if (!v.accepted) refused += 1;
  }
  return { failure: null, at: c.commands.length, accepted: started.acceptedAt.length, refused };
}

/**
 * The accepted commands alone, and the failing one, often tell the same story in a fraction of the length: a
 * refused command changes nothing. The shorter case is kept when it fails the same way.
 */
function shrink(mod: AnyGameModule, c: FuzzCase, acceptedAt: number[], opts: FuzzOptions): FuzzCase {
  const last = c.commands.length - 1;
  if (last < 0 || acceptedAt.length + 1 >= c.commands.length) return c;
  const kept = [...acceptedAt.filter((i) => i !== last), last].map((i) => c.commands[i] as SeatCommand);
  const again = replayCase(mod, { ...c, commands: kept }, opts);
  return again.failure?.kind === c.failure.kind && again.at === kept.length - 1
    ? { ...c, commands: kept, failure: again.failure }
    : c;
}

/**
 * What is wrong with a refusal, or null: it needs a code, a rule and a message, and must go out as JSON; one from
 * the game's `apply` must not echo a client's input at any length (the protocol's own refusal of a command the
 * schema rejects clips its echo in parseCommand).
 */
function refusalProblem(error: RuleViolation, fromApply: boolean): string | null {
  if (typeof error?.code !== 'string' || error.code === '') return `refused without a code: ${safeJson(error)}`;
  if (typeof error.rule !== 'string') return `refusal ${error.code} names no rule`;
  if (typeof error.message !== 'string' || error.message === '') return `refusal ${error.code} has no message`;
  let text: string;
  try {
    text = JSON.stringify(error);
  } catch (e) {
    return `refusal ${error.code} cannot be sent as JSON: ${(e as Error).message}`;
  }
  if (fromApply && text.length > REFUSAL_CHARS)
    return `refusal ${error.code} is ${text.length} characters long: it echoes the command at any length (${text.slice(0, 120)}…)`;
  return null;
}

function safeJson(v: unknown): string {
  try {
    return (JSON.stringify(v) ?? String(v)).slice(0, 200);
  } catch {
    return String(v);
  }
}

/** JSON text with each object's keys sorted, so equal commands give one text whatever order their keys came in. */
function canonical(v: unknown): string {
  if (v === null || typeof v !== 'object') return JSON.stringify(v) ?? 'null';
  if (Array.isArray(v)) return `[${v.map(canonical).join(',')}]`;
  const o = v as Record<string, unknown>;
  const keys = Object.keys(o)
    .filter((k) => o[k] !== undefined)
    .sort();
  return `{${keys.map((k) => `${JSON.stringify(k)}:${canonical(o[k])}`).join(',')}}`;
}

function stackOf(e: unknown): string {
  return e instanceof Error ? (e.stack ?? e.message).split('\n').slice(0, 5).join('\n') : String(e);
}

/** The JSON Schema of a zod schema, as the value maker reads it; an empty schema when zod cannot write one. */
function schemaOf(schema: z.ZodType): SchemaNode {
  try {
    return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as SchemaNode;
  } catch {
    return {};
  }
}
