/**
 * The harness every GameModule must pass. It plays seeded matches with random choices and, at every step, checks
 * what the protocol promises but the type checker cannot: state is plain JSON, apply is pure, legal commands are
 * accepted, views and events keep other seats' secrets, matches end, and a match replays from its commands.
 */
import type { AnyGameModule, GameEvent, Legal, Outcome, SeatId, Viewer } from './protocol.js';
import { nextInt, seedRng } from './rng.js';
import { type Bot, DEFAULT_MAX_STEPS, describeIssue, type SeatCommand } from './runner.js';
import { runScenario } from './scenario.js';

export type ConformanceFailureKind =
  | 'setup-failed'
  /** The state is not plain JSON: a round trip through JSON changes it. */
  | 'not-json'
  /** Applying the same command to the round-tripped state gives another result. */
  | 'round-trip-apply'
  /** view, legal or apply changed the state they were given. */
  | 'mutates-state'
  | 'legal-when-not-pending'
  /** legal offered a command that the command schema or apply refuses. */
  | 'offered-refused'
  | 'leak'
  | 'rng-in-view'
  | 'bad-visibility'
  | 'crash'
  /** No seat pending and no outcome, or a pending seat with no legal command. */
  | 'dead-end'
  | 'pending-after-outcome'
  | 'max-steps'
  | 'replay-differs'
  /** The game's own invariant (ConformanceOptions.invariant) does not hold. */
  | 'invariant';

export interface ConformanceFailure {
  seed: string;
  step: number;
  kind: ConformanceFailureKind;
  message: string;
}

export interface ConformanceReport {
  matches: number;
  steps: number;
  failures: ConformanceFailure[];
  /** Finished matches by result and how, e.g. "a won (kill)"; "unfinished" for the rest. */
  outcomes: Record<string, number>;
  meanSteps: number;
}

export interface ConformanceOptions {
  matches: number;
  seedPrefix?: string;
  /** Raw game options, as a scenario would give them. */
  options?: Record<string, unknown>;
  maxSteps?: number;
  /** 'random' (default): a random pending seat plays a random legal command. 'first': the first of each. */
  pick?: 'first' | 'random';
  /**
   * Bots that choose instead of the uniform pick, so matches reach the parts of a game random play rarely
   * does (random gladiators seldom meet). Match i seats bot (i + seat index) mod n in each seat; bots see only
   * their seat's view and legal commands, as in play.
   */
  bots?: Bot[];
  /** A game's own invariant, checked on every state: a message when it is broken, null when it holds. */
  invariant?: Invariant;
}

/** A game's own invariant: a message when `state` breaks it, null when it holds. */
export type Invariant = (state: unknown) => string | null;

const MAX_FAILURES = 20;
/** Shorter secrets (a lone digit, "true") would turn up in unrelated places of a view. */
const MIN_SECRET_LENGTH = 12;
/** Every offered command is tried on one step in this many, and on every step that offers only a few. */
const FULL_CHECK_EVERY = 7;
const FEW_COMMANDS = 20;

export function checkConformance(mod: AnyGameModule, opts: ConformanceOptions): ConformanceReport {
  const failures: ConformanceFailure[] = [];
  const outcomes: Record<string, number> = {};
  let steps = 0;
  let matches = 0;
  const options = mod.options.safeParse(opts.options ?? {});
  if (!options.success) {
    failures.push({ seed: '', step: 0, kind: 'setup-failed', message: describeIssue('option', options.error) });
    return { matches, steps, failures, outcomes, meanSteps: 0 };
  }
  const prefix = opts.seedPrefix ?? 'conformance';
  for (let i = 0; i < opts.matches && failures.length < MAX_FAILURES; i++) {
    const m = new MatchCheck(mod, `${prefix}-${i}`, failures, i, opts);
    const result = m.run(options.data, opts.options ?? {}, opts.maxSteps ?? DEFAULT_MAX_STEPS, opts.pick ?? 'random');
    matches += 1;
    steps += m.step;
    outcomes[result] = (outcomes[result] ?? 0) + 1;
  }
  return { matches, steps, failures, outcomes, meanSteps: matches > 0 ? steps / matches : 0 };
}

/** One match under test. Each kind of failure is reported once a match, so one bug does not fill the report. */
class MatchCheck {
  step = 0;
  private readonly seen = new Set<ConformanceFailureKind>();
  private readonly events: GameEvent[] = [];
  private readonly commands: SeatCommand[] = [];

  constructor(
    private readonly mod: AnyGameModule,
    private readonly seed: string,
    private readonly failures: ConformanceFailure[],
    private readonly index = 0,
    private readonly opts: Pick<ConformanceOptions, 'bots' | 'invariant'> = {},
  ) {}

  private fail(kind: ConformanceFailureKind, message: string): void {
    if (this.seen.has(kind) || this.failures.length >= MAX_FAILURES) return;
    this.seen.add(kind);
    this.failures.push({ seed: this.seed, step: this.step, kind, message });
  }

  /** Plays the match and returns its outcome key for the report. */
  run(options: unknown, rawOptions: Record<string, unknown>, maxSteps: number, pick: 'first' | 'random'): string {
    const { mod } = this;
    const setup = mod.setup(options, this.seed);
    if (!setup.ok) {
      this.fail('setup-failed', `${setup.error.code}: ${setup.error.message}`);
      return 'unfinished';
    }
    // The harness's own generator: its choices never touch the game's dice.
    const choices = seedRng(`${this.seed}/choices`);
    let state = setup.value;
    try {
      for (;;) {
        const before = JSON.stringify(state);
        const roundTrip = jsonDiff(state, JSON.parse(before));
        if (roundTrip) this.fail('not-json', `state changes in a JSON round trip: ${roundTrip}`);
        this.checkViews(state);
        const broken = this.opts.invariant?.(state);
        if (broken) this.fail('invariant', broken);
        const progress = progressOf(mod, state);
        this.checkIdleSeats(state, progress.pending);
        if (progress.problem) {
          this.fail(progress.problem.kind, progress.problem.message);
          break;
        }
        if (progress.outcome) break;
        if (this.step >= maxSteps) {
          this.fail('max-steps', `no outcome after ${maxSteps} steps`);
          break;
        }
        const offers = progress.offers.map((o) => ({ seat: o.seat, commands: o.commands as unknown[] }));
        for (const o of offers)
          if (this.step % FULL_CHECK_EVERY === 0 || o.commands.length < FEW_COMMANDS)
            this.checkOffers(state, o.seat, o.commands);

        const choose = <T>(xs: T[]): T => xs[pick === 'first' ? 0 : nextInt(choices, xs.length)]!;
        const { seat, commands } = choose(offers);
        const bots = this.opts.bots ?? [];
        const seatIndex = (mod.seats(state) as SeatId[]).indexOf(seat);
        const bot = bots.length > 0 ? bots[(this.index + seatIndex) % bots.length] : undefined;
        const command = bot ? bot.choose(mod.view(state, seat), mod.legal(state, seat), choices) : choose(commands);
        const applied = mod.apply(state, seat, command);
        const after = JSON.stringify(state);
        if (after !== before) {
          const where = jsonDiff(JSON.parse(before), JSON.parse(after));
          this.fail('mutates-state', `the state given to view/legal/apply changed: ${where}`);
        }
        if (!applied.ok) {
          this.fail('offered-refused', refusal(seat, command, applied.error));
          break;
        }
        const again = mod.apply(JSON.parse(before), seat, command);
        const replayed = jsonDiff(normalise(applied), normalise(again));
        if (replayed) this.fail('round-trip-apply', `${seat} ${JSON.stringify(command)}: ${replayed}`);

        state = applied.value.state;
        this.checkEvents(state, applied.value.events);
        this.events.push(...applied.value.events);
        this.commands.push({ seat, command });
        this.step += 1;
      }
    } catch (e) {
      this.fail('crash', e instanceof Error ? (e.stack ?? e.message).split('\n').slice(0, 4).join('\n') : String(e));
      return 'unfinished';
    }
    this.checkReplay(rawOptions, state);
    const outcome = mod.outcome(state);
    if (!outcome) return 'unfinished';
    return `${outcome.winners.length > 0 ? `${outcome.winners.join('+')} won` : 'draw'} (${outcome.how})`;
  }

  private checkViews(state: unknown): void {
    for (const p of viewProblems(this.mod, state)) this.fail(p.kind, p.message);
  }

  private checkEvents(state: unknown, events: GameEvent[]): void {
    for (const p of eventProblems(this.mod, state, events)) this.fail(p.kind, p.message);
  }

  private checkIdleSeats(state: unknown, pending: SeatId[]): void {
    for (const seat of this.mod.seats(state) as SeatId[]) {
      if (pending.includes(seat)) continue;
      const n = this.mod.legal(state, seat).commands.length;
      if (n > 0) this.fail('legal-when-not-pending', `${seat} is not pending but is offered ${n} command(s)`);
    }
  }

  /** Everything offered passes the wire schema (a client sends it that way) and is accepted by apply. */
  private checkOffers(state: unknown, seat: SeatId, commands: unknown[]): void {
    for (const command of commands) {
      const wire = this.mod.command.safeParse(command);
      if (!wire.success) {
        this.fail('offered-refused', `${seat} ${JSON.stringify(command)}: ${describeIssue('command', wire.error)}`);
        return;
      }
      const r = this.mod.apply(state, seat, command);
      if (!r.ok) {
        this.fail('offered-refused', refusal(seat, command, r.error));
        return;
      }
    }
  }

  /** Setup from the seed and the recorded commands, through the scenario runner, must tell the same story. */
  private checkReplay(rawOptions: Record<string, unknown>, finalState: unknown): void {
    const problem = this.replayProblem(rawOptions, finalState);
    if (problem) this.fail('replay-differs', problem);
  }

  private replayProblem(rawOptions: Record<string, unknown>, finalState: unknown): string | null {
    const { mod } = this;
    try {
      const run = runScenario(
        { [mod.id]: mod },
        { game: mod.id, options: rawOptions, seed: this.seed, commands: this.commands },
      );
      if (!run.ok) return `replay failed: ${run.error.message}`;
      const { refused, events, state } = run.value;
      if (refused) return `replay refused command ${refused.index}: ${JSON.stringify(refused.error)}`;
      const diff =
        jsonDiff(normalise(this.events), normalise(events)) ?? jsonDiff(normalise(finalState), normalise(state));
      return diff ? `replaying the commands gives another match: ${diff}` : null;
    } catch (e) {
      return `replay threw: ${(e as Error)?.message ?? String(e)}`;
    }
  }
}

/** What a check found wrong: the kind of failure and a message naming the values. */
export interface Problem {
  kind: ConformanceFailureKind;
  message: string;
}

/** Where a match stands: its outcome, or the legal commands of each pending seat; a problem when it cannot go on. */
export interface Progress {
  outcome: Outcome | null;
  pending: SeatId[];
  offers: Legal<unknown>[];
  problem: Problem | null;
}

export function progressOf(mod: AnyGameModule, state: unknown): Progress {
  const outcome: Outcome | null = mod.outcome(state);
  const pending: SeatId[] = mod.pending(state);
  const at = (problem: Problem | null, offers: Legal<unknown>[] = []): Progress => ({
    outcome,
    pending,
    offers,
    problem,
  });
  if (outcome)
    return at(
      pending.length > 0
        ? { kind: 'pending-after-outcome', message: `match over yet ${pending.join(', ')} pending` }
        : null,
    );
  if (pending.length === 0) return at({ kind: 'dead-end', message: 'no seat is pending and there is no outcome' });
  const offers: Legal<unknown>[] = pending.map((seat) => mod.legal(state, seat));
  const stuck = offers.find((o) => o.commands.length === 0);
  return at(stuck ? { kind: 'dead-end', message: `${stuck.seat} is pending but has no legal command` } : null, offers);
}

/** Every viewer's view is free of the RNG state and of other seats' unrevealed secrets. */
export function viewProblems(mod: AnyGameModule, state: unknown): Problem[] {
  const problems: Problem[] = [];
  const secrets = secretsOf(mod, state);
  const viewers: Viewer[] = [...mod.seats(state), 'spectator'];
  for (const viewer of viewers) {
    const view = mod.view(state, viewer);
    const text = JSON.stringify(view) ?? '';
    // The text finds a key named rng quickly; the walk then says where it is.
    const rngAt = text.includes('"rng":') ? findKey(view, 'rng', '$') : null;
    if (rngAt) problems.push({ kind: 'rng-in-view', message: `view for ${viewer} holds the RNG state at ${rngAt}` });
    for (const s of secrets)
      if (s.seat !== viewer && text.includes(s.json))
        problems.push({ kind: 'leak', message: `view for ${viewer} shows ${s.seat}'s secret ${s.json}` });
  }
  return problems;
}

/**
 * Events name a real audience, and none shows a secret still unrevealed after it (in `state`, the state the
 * events led to) to anyone but the owner.
 */
export function eventProblems(mod: AnyGameModule, state: unknown, events: GameEvent[]): Problem[] {
  const problems: Problem[] = [];
  const seats: SeatId[] = mod.seats(state);
  const secrets = secretsOf(mod, state);
  for (const e of events) {
    const audience = e.visibleTo;
    if (audience !== 'all' && !(Array.isArray(audience) && audience.every((s) => seats.includes(s)))) {
      problems.push({ kind: 'bad-visibility', message: `event ${e.type} is visible to ${JSON.stringify(audience)}` });
      continue;
    }
    const text = JSON.stringify(e);
    for (const s of secrets)
      if ((audience === 'all' || audience.some((v) => v !== s.seat)) && text.includes(s.json))
        problems.push({
          kind: 'leak',
          message: `event ${e.type} visible to ${JSON.stringify(audience)} shows ${s.seat}'s secret ${s.json}`,
        });
  }
  return problems;
}

function secretsOf(mod: AnyGameModule, state: unknown): { seat: SeatId; json: string }[] {
  return (mod.secrets?.(state) ?? [])
    .map((s) => ({ seat: s.seat, json: JSON.stringify(s.value) ?? '' }))
    .filter((s) => s.json.length >= MIN_SECRET_LENGTH);
}

function refusal(seat: SeatId, command: unknown, error: { rule: string; message: string }): string {
  return `${seat} was offered ${JSON.stringify(command)} but apply refused it: ${error.rule} ${error.message}`;
}

/** What a value would look like after being stored and loaded, for comparing two results fairly. */
const normalise = (v: unknown): unknown => (v === undefined ? undefined : JSON.parse(JSON.stringify(v)));

function describe(v: unknown): string {
  if (v === undefined) return 'undefined';
  if (v === null || typeof v !== 'object') return JSON.stringify(v)?.slice(0, 60) ?? String(v);
  if (Array.isArray(v)) return `array(${v.length})`;
  const proto = Object.getPrototypeOf(v);
  return proto === Object.prototype || proto === null ? 'object' : (proto?.constructor?.name ?? 'object');
}

const isPlainObject = (v: object): boolean => {
  const proto = Object.getPrototypeOf(v);
  return proto === Object.prototype || proto === null;
};

/**
 * Where two JSON-like values first differ (as a path and the two values), or null when they are equal. Strict in
 * the ways JSON is lossy: a Map, a class instance or a key holding undefined never equals what a round trip makes.
 */
export function jsonDiff(a: unknown, b: unknown, path = '$'): string | null {
  if (a === b || (Number.isNaN(a) && Number.isNaN(b))) return null;
  const differ = `${path}: ${describe(a)} vs ${describe(b)}`;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return differ;
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return differ;
    for (let i = 0; i < a.length; i++) {
      const d = jsonDiff(a[i], b[i], `${path}[${i}]`);
      if (d) return d;
    }
    return null;
  }
  if (!isPlainObject(a) || !isPlainObject(b)) return differ;
  const ra = a as Record<string, unknown>;
  const rb = b as Record<string, unknown>;
  for (const k of Object.keys(ra)) if (!Object.hasOwn(rb, k)) return `${path}.${k}: ${describe(ra[k])} vs missing`;
  for (const k of Object.keys(rb)) if (!Object.hasOwn(ra, k)) return `${path}.${k}: missing vs ${describe(rb[k])}`;
  for (const k of Object.keys(ra)) {
    const d = jsonDiff(ra[k], rb[k], `${path}.${k}`);
    if (d) return d;
  }
  return null;
}

/** Path of the first property named `key` at any depth, or null. */
function findKey(v: unknown, key: string, path: string): string | null {
  if (typeof v !== 'object' || v === null) return null;
  if (Array.isArray(v)) {
    for (let i = 0; i < v.length; i++) {
      const found = findKey(v[i], key, `${path}[${i}]`);
      if (found) return found;
    }
    return null;
  }
  for (const [k, child] of Object.entries(v)) {
    if (k === key) return `${path}.${k}`;
    const found = findKey(child, key, `${path}.${k}`);
    if (found) return found;
  }
  return null;
}
