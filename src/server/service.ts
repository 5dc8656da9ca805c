/**
 * Matches on the server: created, stored, replayed, played. Generic over GameModule: it knows seats, commands,
 * views and events, never a game's rules.
 *
 * What is stored: the match row, the append-only command log and a snapshot of the state every `snapshotEvery`
 * commands. A command is acknowledged only once its row and the match's new version are committed in one
 * transaction, so a restart finds every acknowledged command and resumes from the latest snapshot plus the log
 * after it. Each active match lives in memory (state and events); events are never stored, since replaying the
 * commands recomputes them exactly.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { own } from '../core/own.js';
import {
  type AnyGameModule,
  type GameEvent,
  parseCommand,
  type SeatId,
  type Viewer,
  visibleTo,
} from '../core/protocol.js';
import { err, ok, type Result, type RuleViolation } from '../core/result.js';
import { seedRng } from '../core/rng.js';
import {
  type Bot,
  describeIssue,
  MATCH_FORMAT,
  type MatchRecord,
  pendingInSeatOrder,
  randomBot,
} from '../core/runner.js';
import { BOTS, GAMES } from '../games/registry.js';
import {
  type AppendCommits,
  type CommitRow,
  type Db,
  type InsertMatch,
  kyselyAppend,
  kyselyInsertMatch,
  kyselyRotateToken,
  type MatchTable,
  type RotateToken,
} from './db.js';
import { checkVersion, type Decisions, nextDecisions } from './decisions.js';
import type {
  BotInfo,
  CreateMatch,
  Dice,
  MatchCreated,
  MatchSummary,
  NumberedEvent,
  SeatHolder,
  ServerFrame,
  TokenRotated,
  ViewAt,
} from './wire.js';

export type ClockMode = CreateMatch['clock'];

/** How long a pending seat has for one decision. */
export const CLOCK_MS: Record<Exclude<ClockMode, 'off'>, number> = {
  reaction: 10_000, // GLADIATOR 6.5: ten seconds to write the phase orders
  slow: 24 * 60 * 60 * 1000, // a day a decision, for unhurried online play
};

export const SNAPSHOT_EVERY = 50;

/** Who holds a seat, as stored; people's seats keep only the sha256 of their token. */
export type SeatRecord = { kind: 'here' | 'invite'; tokenHash: string } | { kind: 'bot'; bot: string };

export interface ServiceError {
  code: string;
  message: string;
  field?: string;
}

export type StateFrame = Extract<ServerFrame, { t: 'state' }>;

/** Hears of every committed change of a match; `timedOut` names the seat whose default the clock played. */
export type Listener = (timedOut?: SeatId) => void;

export interface Log {
  error(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

export interface ServiceOptions {
  db: Db;
  /** Writes a batch of commands in one transaction (Store.append); by default through Kysely on `db`. */
  append?: AppendCommits;
  /** Stores a new match (Store.insertMatch); by default through Kysely on `db`. */
  insertMatch?: InsertMatch;
  /** Replaces a seat's token (Store.rotateToken); by default through Kysely on `db`. */
  rotateToken?: RotateToken;
  games?: Record<string, AnyGameModule>;
  bots?: Record<string, Record<string, Bot>>;
  snapshotEvery?: number;
  /** Decision times in ms, to replace CLOCK_MS (a short reaction clock keeps tests quick). */
  clockMs?: Partial<typeof CLOCK_MS>;
  log?: Log;
}

interface LiveMatch {
  id: string;
  mod: AnyGameModule;
  seed: string;
  options: unknown;
  clock: ClockMode;
  seats: Record<SeatId, SeatRecord>;
  createdAt: string;
  state: unknown;
  version: number;
  /** Events numbered 1..eventBase are not in memory yet: they come back by replay when a client asks for them. */
  eventBase: number;
  /** Events numbered eventBase + 1 onwards, in order. */
  events: GameEvent[];
  /** The snapshot the state was loaded from (0: none, setup). */
  loadedFrom: number;
  deadlines: Record<SeatId, number>;
  history: Promise<void> | null;
  chosenBy: Dice['chosenBy'];
  /** When each seat's decision began (decisions.ts); read from the command log when first needed after a load. */
  decisions?: Decisions;
}

/** A command applied and waiting to be committed, with the state and events it made. */
interface Step {
  seat: SeatId;
  command: unknown;
  state: unknown;
  events: GameEvent[];
}

/**
 * Bot moves chosen and committed together with the command that made them due. A few are enough for a person
 * against a bot (one reply a step); matches of bots alone go on one move a loop turn after that (playBots).
 */
const BOT_REPLIES = 4;

/** A command waiting for its batch to be committed. */
interface Queued {
  m: LiveMatch;
  row: CommitRow;
  resolve: () => void;
  reject: (e: unknown) => void;
}

const nextTurn = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/** The server acting for a seat (bots, clocks): no token, and no way to name it from outside this module. */
const SERVER = Symbol('server');
/** A person's token, and the match version the command answers; the server's own commands answer whatever is now. */
type Credential = { token: string; version: number } | typeof SERVER;

const protocolViolation = (code: string, message: string): { ok: false; error: RuleViolation } =>
  err({ code, rule: 'protocol', message });

export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/**
 * The commitment to a match's seed, and the seed when it may be shown: once the match is over, or from the start
 * when the creator chose it (nobody but the creator could have kept it secret).
 */
export const diceOf = (seed: string, chosenBy: Dice['chosenBy'], over: boolean): Dice => ({
  commitment: createHash('sha256').update(seed).digest('hex'),
  chosenBy,
  ...(over || chosenBy === 'creator' ? { seed } : {}),
});

/** 128 random bits, base64url: a seed nobody can guess from its commitment. */
const newSeed = (): string => randomBytes(16).toString('base64url');

/** 192 random bits, base64url: the secret that holds a seat. */
const newToken = (): string => randomBytes(24).toString('base64url');
const newMatchId = (): string => randomBytes(9).toString('base64url');

export class MatchService {
  private readonly db: Db;
  private readonly append: AppendCommits;
  private readonly insertMatch: InsertMatch;
  private readonly rotate: RotateToken;
  /** Commands applied in this turn of the event loop, across matches: committed together in one transaction. */
  private batch: Queued[] = [];
  private flushScheduled = false;
  private readonly games: Record<string, AnyGameModule>;
  private readonly bots: Record<string, Record<string, Bot>>;
  private readonly snapshotEvery: number;
  private readonly clockMs: typeof CLOCK_MS;
  private readonly log: Log | undefined;
  private readonly live = new Map<string, LiveMatch>();
  private readonly loading = new Map<string, Promise<LiveMatch | null>>();
  /** One promise chain a match: its commands run one at a time, in the order they arrived. */
  private readonly queues = new Map<string, Promise<unknown>>();
  private readonly listeners = new Map<string, Set<Listener>>();
  private readonly timers = new Map<string, NodeJS.Timeout>();
  private closed = false;

  constructor(opts: ServiceOptions) {
    this.db = opts.db;
    this.append = opts.append ?? kyselyAppend(opts.db);
    this.insertMatch = opts.insertMatch ?? kyselyInsertMatch(opts.db);
    this.rotate = opts.rotateToken ?? kyselyRotateToken(opts.db);
    this.games = opts.games ?? GAMES;
    this.bots = opts.bots ?? BOTS;
    this.snapshotEvery = opts.snapshotEvery ?? SNAPSHOT_EVERY;
    this.clockMs = { ...CLOCK_MS, ...opts.clockMs };
    this.log = opts.log;
  }

  /** After a restart: loads every active match, re-arms its clocks and lets its bots play if they are awaited. */
  async start(): Promise<void> {
    const rows = await this.db.selectFrom('matches').select('id').where('status', '=', 'active').execute();
    for (const { id } of rows) {
      try {
        const m = await this.load(id);
        if (!m) continue;
        this.armClocks(m);
        this.playBots(m);
      } catch (e) {
        // One match that no longer replays must not keep the others from being played.
        this.log?.error({ err: e, match: id }, 'match not resumed');
      }
    }
  }

  /** Stops the clocks and waits for every queued command to finish. */
  async close(): Promise<void> {
    this.closed = true;
    for (const t of this.timers.values()) clearTimeout(t);
    this.timers.clear();
    await this.settled();
  }

  /** Resolves once no command is queued or running on the match (every match when no id is given). */
  async settled(id?: string): Promise<void> {
    for (;;) {
      const pending = id ? [this.queues.get(id)] : [...this.queues.values()];
      const running = pending.filter((p) => p !== undefined);
      if (running.length === 0) return;
      await Promise.allSettled(running);
    }
  }

  botNames(game: string): string[] {
    return this.botList(game).map((b) => b.name);
  }

  /** The bots a seat of `game` may be given, weakest first. */
  botList(game: string): BotInfo[] {
    const bots = [randomBot, ...Object.values(own(this.bots, game) ?? {}).filter((b) => b.name !== randomBot.name)];
    return bots.map(({ name, level, about }) => ({ name, level, about })).sort((x, y) => x.level - y.level);
  }

  /** The bot of that name for the game; a name only an Object has (`constructor`, `__proto__`) is none. */
  private botFor(game: string, name: string): Bot | undefined {
    const bots = own(this.bots, game);
    return (bots && own(bots, name)) ?? (name === randomBot.name ? randomBot : undefined);
  }

  async create(req: CreateMatch): Promise<Result<MatchCreated, ServiceError>> {
    if (this.closed) return err({ code: 'closing', message: 'the server is shutting down' });
    const mod = own(this.games, req.game);
    if (!mod)
      return err({
        code: 'unknown-game',
        message: `unknown game "${req.game}" (games: ${Object.keys(this.games).join(', ')})`,
        field: 'game',
      });
    const options = mod.options.safeParse(req.options);
    if (!options.success) {
      const path = options.error.issues[0]?.path.join('.');
      return err({
        code: 'bad-option',
        message: describeIssue('option', options.error),
        field: path ? `options.${path}` : 'options',
      });
    }
    const chosenBy: Dice['chosenBy'] = req.seed === undefined ? 'server' : 'creator';
    const seed = req.seed ?? newSeed();
    const setup = mod.setup(options.data, seed);
    if (!setup.ok) return err({ code: setup.error.code, message: setup.error.message, field: setup.error.field });
    const state = setup.value;

    const seatIds: SeatId[] = mod.seats(state);
    const unknown = Object.keys(req.seats).find((s) => !seatIds.includes(s));
    if (unknown !== undefined)
      return err({ code: 'unknown-seat', message: `${mod.id} has no seat "${unknown}"`, field: `seats.${unknown}` });
    const missing = seatIds.find((s) => !Object.hasOwn(req.seats, s));
    if (missing !== undefined)
      return err({ code: 'missing-seat', message: `nobody holds seat "${missing}"`, field: `seats.${missing}` });

    const seats: Record<SeatId, SeatRecord> = {};
    const tokens: Record<SeatId, string> = {};
    for (const seat of seatIds) {
      const holder = req.seats[seat] as SeatHolder;
      if (holder.kind === 'bot') {
        if (!this.botFor(mod.id, holder.bot))
          return err({
            code: 'unknown-bot',
            message: `no bot "${holder.bot}" for ${mod.id} (bots: ${this.botNames(mod.id).join(', ')})`,
            field: `seats.${seat}.bot`,
          });
        seats[seat] = { kind: 'bot', bot: holder.bot };
      } else {
        const token = newToken();
        tokens[seat] = token;
        seats[seat] = { kind: holder.kind, tokenHash: hashToken(token) };
      }
    }

    const now = new Date().toISOString();
    const m: LiveMatch = {
      id: newMatchId(),
      mod,
      seed,
      options: options.data,
      clock: req.clock,
      seats,
      createdAt: now,
      state,
      version: 0,
      eventBase: 0,
      events: [],
      loadedFrom: 0,
      deadlines: {},
      history: null,
      chosenBy,
      decisions: Object.fromEntries(seatIds.map((s) => [s, 0])),
    };
    m.deadlines = this.nextDeadlines(m, [], null);
    const outcome = mod.outcome(state);
    await this.insertMatch(
      {
        id: m.id,
        game: mod.id,
        rules_version: mod.rulesVersion,
        options: JSON.stringify(options.data),
        seed,
        status: outcome ? 'finished' : 'active',
        version: 0,
        seats: JSON.stringify(seats),
        outcome: outcome ? JSON.stringify(outcome) : null,
        clock: req.clock,
        deadlines: JSON.stringify(m.deadlines),
        created_at: now,
        updated_at: now,
        dice_chosen_by: chosenBy,
      },
      Object.entries(tokens).map(([seat, token]) => ({ token_hash: hashToken(token), match_id: m.id, seat })),
    );
    this.live.set(m.id, m);
    this.armClocks(m);
    this.playBots(m);
    return ok({ id: m.id, tokens });
  }

  /** The match in memory, loading it from the store if need be; null when there is no such match. */
  async load(id: string): Promise<LiveMatch | null> {
    const known = this.live.get(id);
    if (known) return known;
    let loading = this.loading.get(id);
    if (!loading) {
      loading = this.restore(id).finally(() => this.loading.delete(id));
      this.loading.set(id, loading);
    }
    return loading;
  }

  /** Latest snapshot (or setup) plus the commands after it, through apply. */
  private async restore(id: string): Promise<LiveMatch | null> {
    const row = await this.db.selectFrom('matches').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) return null;
    const mod = this.games[row.game];
    if (!mod) throw new Error(`match ${id} is a game of "${row.game}", which this server does not have`);
    if (row.rules_version !== mod.rulesVersion)
      throw new Error(
        `match ${id} was played under rules ${row.rules_version}; this server has ${mod.rulesVersion}, which may replay it differently`,
      );
    const snap = await this.db
      .selectFrom('snapshots')
      .selectAll()
      .where('match_id', '=', id)
      .orderBy('version', 'desc')
      .limit(1)
      .executeTakeFirst();
    const options: unknown = JSON.parse(row.options);
    const m: LiveMatch = {
      id,
      mod,
      seed: row.seed,
      options,
      clock: row.clock,
      seats: JSON.parse(row.seats),
      createdAt: row.created_at,
      state: snap ? JSON.parse(snap.state) : this.setupOrThrow(mod, options, row.seed, id),
      version: snap?.version ?? 0,
      eventBase: snap?.events ?? 0,
      events: [],
      loadedFrom: snap?.version ?? 0,
      deadlines: JSON.parse(row.deadlines),
      history: null,
      chosenBy: row.dice_chosen_by,
    };
    const tail = await this.commandsBetween(id, m.version, row.version);
    for (const c of tail) {
      const applied = this.replayOne(m.mod, m.state, c, id);
      m.state = applied.state;
      m.events.push(...applied.events);
      m.version = c.n;
    }
    if (m.version !== row.version)
      throw new Error(`match ${id}: the command log ends at ${m.version} but the match is at version ${row.version}`);
    this.live.set(id, m);
    return m;
  }

  private setupOrThrow(mod: AnyGameModule, options: unknown, seed: string, id: string): unknown {
    const setup = mod.setup(options, seed);
    if (!setup.ok) throw new Error(`match ${id}: setup no longer works: ${setup.error.message}`);
    return setup.value;
  }

  private async commandsBetween(id: string, after: number, upTo: number) {
    const rows = await this.db
      .selectFrom('commands')
      .select(['n', 'seat', 'command'])
      .where('match_id', '=', id)
      .where('n', '>', after)
      .where('n', '<=', upTo)
      .orderBy('n')
      .execute();
    return rows.map((r) => ({ n: r.n, seat: r.seat, command: JSON.parse(r.command) as unknown }));
  }

  /** A stored command was accepted once; refusing it now means the engine is not deterministic. */
  private replayOne(mod: AnyGameModule, state: unknown, c: { n: number; seat: SeatId; command: unknown }, id: string) {
    const applied = mod.apply(state, c.seat, c.command);
    if (!applied.ok)
      throw new Error(`match ${id}: stored command ${c.n} is refused on replay: ${applied.error.message}`);
    return applied.value as { state: unknown; events: GameEvent[] };
  }

  /** Brings the events before the loaded snapshot back into memory, by replay from setup. */
  private ensureHistory(m: LiveMatch): Promise<void> {
    if (m.eventBase === 0) return Promise.resolve();
    m.history ??= (async () => {
      let state = this.setupOrThrow(m.mod, m.options, m.seed, m.id);
      const events: GameEvent[] = [];
      for (const c of await this.commandsBetween(m.id, 0, m.loadedFrom)) {
        const applied = this.replayOne(m.mod, state, c, m.id);
        state = applied.state;
        events.push(...applied.events);
      }
      if (events.length !== m.eventBase)
        throw new Error(
          `match ${m.id}: replay gives ${events.length} events where the snapshot counted ${m.eventBase}`,
        );
      m.events = [...events, ...m.events];
      m.eventBase = 0;
    })();
    return m.history;
  }

  /**
   * The spectator's view once event `at` had happened (wire.ts ViewAt), rebuilt from the store: the latest snapshot
   * made before that event (or the setup), then the commands after it, one at a time, until the events reach `at`.
   * At most `snapshotEvery` commands are replayed; the match in memory is not touched. Null when there is no match.
   */
  async viewAt(id: string, at: number): Promise<ViewAt | null> {
    const row = await this.db.selectFrom('matches').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) return null;
    const mod = this.games[row.game];
    if (!mod || row.rules_version !== mod.rulesVersion)
      throw new Error(`match ${id} cannot be replayed by this server's ${row.game} (rules ${row.rules_version})`);
    const snap =
      at === 0
        ? undefined
        : await this.db
            .selectFrom('snapshots')
            .selectAll()
            .where('match_id', '=', id)
            .where('events', '<', at)
            .where('version', '<=', row.version)
            .orderBy('version', 'desc')
            .limit(1)
            .executeTakeFirst();
    const options: unknown = JSON.parse(row.options);
    let state = snap ? (JSON.parse(snap.state) as unknown) : this.setupOrThrow(mod, options, row.seed, id);
    let version = snap?.version ?? 0;
    let events = snap?.events ?? 0;
    // The first snapshot that reaches `at` bounds the commands to read.
    const next = await this.db
      .selectFrom('snapshots')
      .select('version')
      .where('match_id', '=', id)
      .where('events', '>=', at)
      .where('version', '<=', row.version)
      .orderBy('version')
      .limit(1)
      .executeTakeFirst();
    if (events < at)
      for (const c of await this.commandsBetween(id, version, next?.version ?? row.version)) {
        const applied = this.replayOne(mod, state, c, id);
        state = applied.state;
        version = c.n;
        events += applied.events.length;
        if (events >= at) break;
      }
    const outcome = mod.outcome(state);
    return {
      match: id,
      at,
      version,
      events,
      view: mod.view(state, 'spectator'),
      pending: outcome ? [] : mod.pending(state),
      outcome,
    };
  }

  /**
   * Loads the match with every event after `since`; false when there is no such match. The caller reads it
   * (checkSeat, stateFor, subscribe) before its next await, so nothing can change in between.
   */
  async prepare(id: string, since: number): Promise<boolean> {
    for (;;) {
      const m = await this.load(id);
      if (!m) return false;
      if (since < m.eventBase) await this.ensureHistory(m);
      // A finished match may have left memory while its history was read: then it is loaded again.
      if (this.live.get(id) === m) return true;
    }
  }

  /**
   * Calls `listener` after every committed change of the match, with the seat whose clock ran out when the change
   * was the default played for it; returns the way to stop.
   */
  subscribe(id: string, listener: Listener): () => void {
    let set = this.listeners.get(id);
    if (!set) {
      set = new Set();
      this.listeners.set(id, set);
    }
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size > 0) return;
      this.listeners.delete(id);
      this.forgetIfDone(id);
    };
  }

  /**
   * A finished match that nobody watches and nothing is queued on leaves memory; the store gives it back when it is
   * asked for again. Without this a server that runs for weeks would keep every match it ever played. Checked on the
   * next loop turn, not at once: a join that has loaded the match reads it and subscribes in promise callbacks that
   * may still be due.
   */
  forgetIfDone(id: string): void {
    if (!this.finishedAndIdle(id)) return;
    setImmediate(() => {
      if (this.finishedAndIdle(id)) this.live.delete(id);
    });
  }

  private finishedAndIdle(id: string): boolean {
    if (this.listeners.has(id) || this.queues.has(id)) return false;
    const m = this.live.get(id);
    return m !== undefined && m.mod.outcome(m.state) !== null;
  }

  /** Whether the match is in memory now (a finished match nobody watches is not). */
  isLoaded(id: string): boolean {
    return this.live.has(id);
  }

  /** Whether `token` holds `seat` (a seat held by a bot has no token). */
  checkSeat(id: string, seat: SeatId, token: string | undefined): Result<null, ServiceError> {
    const m = this.live.get(id);
    if (!m) return err({ code: 'unknown-match', message: `no match "${id}"` });
    const holder = own(m.seats, seat);
    if (!holder)
      return err({
        code: 'unknown-seat',
        message: `no seat "${seat}" in this match (seats: ${Object.keys(m.seats).join(', ')})`,
      });
    if (holder.kind === 'bot') return err({ code: 'bot-seat', message: `seat ${seat} is played by the server's bot` });
    if (token === undefined || !sameHash(hashToken(token), holder.tokenHash))
      return err({ code: 'bad-token', message: `that token does not hold seat ${seat}` });
    return ok(null);
  }

  /**
   * What `viewer` sees of a loaded match: its view, the events it may see numbered after `since`, who is pending,
   * and for a seat its legal commands. Call `prepare` first when `since` may reach before the loaded snapshot.
   */
  stateFor(id: string, viewer: Viewer, since: number): StateFrame {
    const m = this.live.get(id);
    if (!m) throw new Error(`stateFor: match ${id} is not loaded`);
    if (since < m.eventBase) throw new Error(`stateFor: events of ${id} before ${m.eventBase} are not loaded`);
    const events: NumberedEvent[] = [];
    for (let i = Math.max(0, since - m.eventBase); i < m.events.length; i++) {
      const e = m.events[i] as GameEvent;
      if (visibleTo(e, viewer)) events.push({ n: m.eventBase + i + 1, event: e });
    }
    const outcome = m.mod.outcome(m.state);
    const pending: SeatId[] = outcome ? [] : m.mod.pending(m.state);
    return {
      t: 'state',
      match: m.id,
      as: viewer,
      view: m.mod.view(m.state, viewer),
      events,
      pending,
      legal: viewer === 'spectator' ? null : m.mod.legal(m.state, viewer),
      outcome,
      deadline: viewer === 'spectator' ? null : (m.deadlines[viewer] ?? null),
      version: m.version,
      deadlines: { ...m.deadlines },
      dice: diceOf(m.seed, m.chosenBy, outcome !== null),
    };
  }

  /** Commands applied so far in a loaded match. */
  version(id: string): number {
    return this.live.get(id)?.version ?? 0;
  }

  /** Number of the last event of a loaded match. */
  lastEvent(id: string): number {
    const m = this.live.get(id);
    return m ? m.eventBase + m.events.length : 0;
  }

  /**
   * A person's command, answering the match at `version` (decisions.ts): checked, applied, committed, and only then
   * acknowledged with the match's last event number.
   */
  submit(
    id: string,
    seat: SeatId,
    token: string,
    command: unknown,
    version: number,
  ): Promise<Result<{ n: number }, RuleViolation>> {
    return this.serial(id, async () => {
      const r = await this.submitNow(id, seat, { token, version }, command);
      const m = this.live.get(id);
      if (r.ok && m) this.playBots(m);
      return r;
    });
  }

  /**
   * Runs inside the match's queue. The bots' replies that the command makes due are chosen at once and committed
   * with it (at most BOT_REPLIES of them), so a person playing a bot gets the command's events and the bot's answer
   * in one state frame after one commit.
   */
  private async submitNow(
    id: string,
    seat: SeatId,
    credential: Credential,
    raw: unknown,
    timedOut = false,
  ): Promise<Result<{ n: number }, RuleViolation>> {
    const m = await this.load(id);
    if (!m) return protocolViolation('unknown-match', `no match "${id}"`);
    if (credential !== SERVER) {
      const held = this.checkSeat(id, seat, credential.token);
      if (!held.ok) return protocolViolation(held.error.code, held.error.message);
    }
    if (m.mod.outcome(m.state)) return protocolViolation('match-over', 'the match is over');
    if (credential !== SERVER) {
      const fresh = checkVersion(await this.decisionsOf(m), seat, credential.version, m.version);
      if (!fresh.ok) return fresh;
    }
    const parsed = parseCommand(m.mod, raw);
    if (!parsed.ok) return parsed;
    const applied = m.mod.apply(m.state, seat, parsed.value);
    if (!applied.ok) return applied;
    const { state, events } = applied.value as { state: unknown; events: GameEvent[] };
    const steps: Step[] = [{ seat, command: parsed.value, state, events }];
    this.botReplies(m, steps);
    await this.commit(m, steps, timedOut ? seat : undefined);
    return ok({ n: m.eventBase + m.events.length });
  }

  /**
   * When each seat's decision began, for a match loaded from the store: each seat's last command gives a first
   * answer, then the commands since the snapshot the match was loaded from are replayed through the same rule as in
   * play (nextDecisions). Only a seat that became pending before that snapshot, without acting since, is trusted
   * with versions from its last command on (the store keeps no older states).
   */
  private async decisionsOf(m: LiveMatch): Promise<Decisions> {
    if (m.decisions) return m.decisions;
    const rows = await this.db
      .selectFrom('commands')
      .select(['seat', (eb) => eb.fn.max('n').as('last')])
      .where('match_id', '=', m.id)
      // As far as this process has the match: a log that reaches further belongs to another, whose commit wins.
      .where('n', '<=', m.loadedFrom)
      .groupBy('seat')
      .execute();
    let decisions: Decisions = Object.fromEntries(Object.keys(m.seats).map((s) => [s, 0]));
    for (const r of rows) if (Object.hasOwn(decisions, r.seat)) decisions[r.seat] = Number(r.last);
    const snap =
      m.loadedFrom === 0
        ? undefined
        : await this.db
            .selectFrom('snapshots')
            .select('state')
            .where('match_id', '=', m.id)
            .where('version', '=', m.loadedFrom)
            .executeTakeFirst();
    if (m.loadedFrom > 0 && !snap) throw new Error(`match ${m.id}: its snapshot at ${m.loadedFrom} is gone`);
    let state = snap ? (JSON.parse(snap.state) as unknown) : this.setupOrThrow(m.mod, m.options, m.seed, m.id);
    for (const c of await this.commandsBetween(m.id, m.loadedFrom, m.version)) {
      const pendingBefore: SeatId[] = m.mod.outcome(state) ? [] : m.mod.pending(state);
      state = this.replayOne(m.mod, state, c, m.id).state;
      const pendingAfter: SeatId[] = m.mod.outcome(state) ? [] : m.mod.pending(state);
      decisions = nextDecisions(decisions, pendingBefore, pendingAfter, c.seat, c.n);
    }
    m.decisions = decisions;
    return decisions;
  }

  /** Adds to `steps` the moves of the bots awaited after the last of them, up to BOT_REPLIES. */
  private botReplies(m: LiveMatch, steps: Step[]): void {
    for (let i = 0; i < BOT_REPLIES && !this.closed; i++) {
      const last = steps[steps.length - 1] as Step;
      const seat = this.botAwaitedIn(m, last.state);
      if (!seat) return;
      const version = m.version + steps.length;
      const command = this.botChoice(m, last.state, seat, version);
      const applied = m.mod.apply(last.state, seat, command);
      if (!applied.ok)
        throw new Error(`match ${m.id}: bot for ${seat} played ${JSON.stringify(command)}: ${applied.error.message}`);
      const { state, events } = applied.value as { state: unknown; events: GameEvent[] };
      steps.push({ seat, command, state, events });
    }
  }

  /** The command of the bot holding `seat`, seeing `state` once the match is at `version`. */
  private botChoice(m: LiveMatch, state: unknown, seat: SeatId, version: number): unknown {
    const holder = m.seats[seat] as { kind: 'bot'; bot: string };
    const bot = this.botFor(m.mod.id, holder.bot);
    if (!bot) throw new Error(`match ${m.id}: no bot "${holder.bot}" for seat ${seat}`);
    // Seeded by match, seat and version, so a bot's choice does not depend on when the server last restarted.
    const rng = seedRng(`${m.seed}/bot:${seat}/${version}`);
    return bot.choose(m.mod.view(state, seat), m.mod.legal(state, seat), rng);
  }

  /**
   * Queues the commands for the turn's batch and waits until that batch is committed; only then does the match in
   * memory move on and its listeners hear of it, so nothing is sent before the commands are on disk. The commands
   * of one call are in one batch, so they are all stored or none is.
   */
  private async commit(m: LiveMatch, steps: Step[], timedOut?: SeatId): Promise<void> {
    const rows: CommitRow[] = [];
    let before = m.state;
    let deadlines = m.deadlines;
    let version = m.version;
    let decisions = m.decisions;
    let eventCount = m.eventBase + m.events.length;
    const now = new Date().toISOString();
    for (const step of steps) {
      const outcome = m.mod.outcome(step.state);
      const pendingBefore: SeatId[] = m.mod.outcome(before) ? [] : m.mod.pending(before);
      deadlines = outcome ? {} : this.nextDeadlines({ ...m, state: step.state, deadlines }, pendingBefore, step.seat);
      version += 1;
      if (decisions)
        decisions = nextDecisions(
          decisions,
          pendingBefore,
          outcome ? [] : m.mod.pending(step.state),
          step.seat,
          version,
        );
      eventCount += step.events.length;
      rows.push({
        match: m.id,
        from: version - 1,
        version,
        seat: step.seat,
        command: JSON.stringify(step.command),
        status: outcome ? 'finished' : 'active',
        outcome: outcome ? JSON.stringify(outcome) : null,
        deadlines: JSON.stringify(deadlines),
        now,
        snapshot: version % this.snapshotEvery === 0 ? { events: eventCount, state: JSON.stringify(step.state) } : null,
      });
      before = step.state;
    }
    await Promise.all(rows.map((row) => this.enqueue(m, row)));
    m.state = before;
    m.version = version;
    if (decisions) m.decisions = decisions;
    for (const step of steps) for (const e of step.events) m.events.push(e);
    m.deadlines = deadlines;
    this.armClocks(m);
    this.notify(m.id, timedOut);
  }

  /** Adds a command to the current batch, which is flushed on the next turn of the event loop. */
  private enqueue(m: LiveMatch, row: CommitRow): Promise<void> {
    return new Promise((resolve, reject) => {
      this.batch.push({ m, row, resolve, reject });
      if (this.flushScheduled) return;
      this.flushScheduled = true;
      setImmediate(() => void this.flush());
    });
  }

  /** One transaction for the whole batch; then every command in it is released, or every one fails. */
  private async flush(): Promise<void> {
    const batch = this.batch;
    this.batch = [];
    this.flushScheduled = false;
    if (batch.length === 0) return;
    try {
      await this.append(batch.map((q) => q.row));
    } catch (e) {
      for (const q of batch) q.reject(e);
      this.reloadAfterFailure(batch);
      return;
    }
    for (const q of batch) q.resolve();
  }

  /**
   * A batch that did not commit leaves its matches as the store has them, which may not be what memory has (another
   * process may have moved one on): each is dropped from memory and read again from the store.
   */
  private reloadAfterFailure(batch: Queued[]): void {
    for (const m of new Set(batch.map((q) => q.m))) {
      if (this.live.get(m.id) !== m) continue;
      this.live.delete(m.id);
      void this.load(m.id)
        .then((fresh) => {
          if (fresh) this.armClocks(fresh);
        })
        .catch((e) => this.log?.error({ err: e, match: m.id }, 'match not reloaded after a failed commit'));
    }
  }

  private notify(id: string, timedOut?: SeatId): void {
    for (const listener of this.listeners.get(id) ?? []) {
      try {
        listener(timedOut);
      } catch (e) {
        this.log?.error({ err: e, match: id }, 'a listener failed');
      }
    }
  }

  /** Queues the bots' turns: each pending bot seat plays, again and again, until no bot is awaited. */
  private playBots(m: LiveMatch): void {
    if (!this.botAwaited(m)) return;
    void this.serial(m.id, async () => {
      while (!this.closed) {
        // One bot move a turn of the event loop, so connections are accepted and timers run in between.
        await nextTurn();
        if (this.closed) return;
        const seat = this.botAwaited(m);
        if (!seat) return;
        const command = this.botChoice(m, m.state, seat, m.version);
        const r = await this.submitNow(m.id, seat, SERVER, command);
        if (!r.ok)
          throw new Error(`match ${m.id}: the bot for ${seat} played ${JSON.stringify(command)}: ${r.error.message}`);
      }
    }).catch((e) => this.log?.error({ err: e, match: m.id }, 'bot failed'));
  }

  private botAwaited(m: LiveMatch): SeatId | undefined {
    return this.botAwaitedIn(m, m.state);
  }

  private botAwaitedIn(m: LiveMatch, state: unknown): SeatId | undefined {
    if (m.mod.outcome(state)) return undefined;
    return pendingInSeatOrder(m.mod, state).find((s) => m.seats[s]?.kind === 'bot');
  }

  // ---- clocks ------------------------------------------------------------------------------------

  /**
   * A pending person's clock starts when a decision becomes due: when the seat was not pending before the
   * command, or when its own command opened its next decision. A seat still waiting on the same step (the other
   * seat of a simultaneous step has just submitted) keeps its deadline.
   */
  private nextDeadlines(m: LiveMatch, pendingBefore: SeatId[], actor: SeatId | null): Record<SeatId, number> {
    if (m.clock === 'off' || m.mod.outcome(m.state)) return {};
    const now = Date.now();
    const deadlines: Record<SeatId, number> = {};
    for (const seat of m.mod.pending(m.state) as SeatId[]) {
      if (m.seats[seat]?.kind === 'bot') continue;
      const kept = m.deadlines[seat];
      deadlines[seat] =
        kept !== undefined && pendingBefore.includes(seat) && seat !== actor ? kept : now + this.clockMs[m.clock];
    }
    return deadlines;
  }

  private armClocks(m: LiveMatch): void {
    for (const [key, timer] of this.timers)
      if (key.startsWith(`${m.id}/`)) {
        clearTimeout(timer);
        this.timers.delete(key);
      }
    if (this.closed) return;
    for (const [seat, deadline] of Object.entries(m.deadlines)) {
      const key = `${m.id}/${seat}`;
      const timer = setTimeout(
        () => {
          this.timers.delete(key);
          void this.serial(m.id, () => this.expire(m, seat, deadline)).catch((e) =>
            this.log?.error({ err: e, match: m.id, seat }, 'time-out failed'),
          );
        },
        Math.max(0, deadline - Date.now()),
      );
      this.timers.set(key, timer);
    }
  }

  /** The seat's time is up: the game's default command is played for it. */
  private async expire(m: LiveMatch, seat: SeatId, deadline: number): Promise<void> {
    if (this.closed || m.deadlines[seat] !== deadline || !m.mod.pending(m.state).includes(seat)) return;
    const command = m.mod.timeoutCommand
      ? m.mod.timeoutCommand(m.state, seat)
      : // Until a game names its default, the first command it offers stands in for it.
        m.mod.legal(m.state, seat).commands[0];
    const r = await this.submitNow(m.id, seat, SERVER, command, true);
    if (!r.ok) throw new Error(`match ${m.id}: time-out command for ${seat} refused: ${r.error.message}`);
    this.playBots(m);
  }

  // ---- records and tokens ------------------------------------------------------------------------------

  /**
   * A finished match as `ludus replay FILE` reads it (core/runner.ts MatchRecord): game, options, the seed that was
   * committed to, and every command in order. Refused while the match runs: its commands hold secrets until the end.
   * Null when there is no such match.
   */
  async record(id: string): Promise<Result<MatchRecord, ServiceError> | null> {
    const row = await this.db.selectFrom('matches').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) return null;
    if (row.status !== 'finished')
      return err({
        code: 'match-running',
        message: 'the match is still being played: its record, seed included, is given once it is over',
      });
    const commands = await this.commandsBetween(id, 0, row.version);
    return ok({
      format: MATCH_FORMAT,
      game: row.game,
      title: `match ${id}`,
      options: JSON.parse(row.options) as Record<string, unknown>,
      seed: row.seed,
      commands: commands.map(({ seat, command }) => ({ seat, command })),
    });
  }

  /**
   * A new token for a seat, given its current one; the old one stops working at once, and connections joined with
   * it lose the seat (they hear of it through their listener and ask checkSeat). In the match's queue, so a command
   * under way finishes with the token it was checked with.
   */
  rotateToken(id: string, seat: SeatId, token: string): Promise<Result<TokenRotated, ServiceError> | null> {
    return this.serial(id, async () => {
      const row = await this.db.selectFrom('matches').select('seats').where('id', '=', id).executeTakeFirst();
      if (!row) return null;
      const seats = JSON.parse(row.seats) as Record<SeatId, SeatRecord>;
      const holder = own(seats, seat);
      if (!holder)
        return err({
          code: 'unknown-seat',
          message: `no seat "${seat}" in this match (seats: ${Object.keys(seats).join(', ')})`,
        });
      if (holder.kind === 'bot')
        return err({ code: 'bot-seat', message: `seat ${seat} is played by the server's bot: it has no token` });
      const fresh = newToken();
      const from = hashToken(token);
      const to = hashToken(fresh);
      if (!sameHash(from, holder.tokenHash) || !(await this.rotate({ match: id, seat, from, to })))
        return err({ code: 'bad-token', message: `that token does not hold seat ${seat}` });
      const m = this.live.get(id);
      if (m) m.seats = { ...m.seats, [seat]: { kind: holder.kind, tokenHash: to } };
      this.notify(id);
      return ok({ match: id, seat, token: fresh });
    });
  }

  // ---- summaries -----------------------------------------------------------------------------------

  async summary(id: string): Promise<MatchSummary | null> {
    const row = await this.db.selectFrom('matches').selectAll().where('id', '=', id).executeTakeFirst();
    return row ? this.summarise(row) : null;
  }

  async lookup(tokens: string[]): Promise<MatchSummary[]> {
    if (tokens.length === 0) return [];
    const rows = await this.db
      .selectFrom('tokens')
      .innerJoin('matches', 'matches.id', 'tokens.match_id')
      .selectAll('matches')
      .where('tokens.token_hash', 'in', tokens.map(hashToken))
      .orderBy('matches.created_at', 'desc')
      .execute();
    const seen = new Set<string>();
    return rows.filter((r) => !seen.has(r.id) && seen.add(r.id)).map((r) => this.summarise(r));
  }

  private summarise(row: MatchTable): MatchSummary {
    const seats = JSON.parse(row.seats) as Record<SeatId, SeatRecord>;
    return {
      id: row.id,
      game: row.game,
      title: own(this.games, row.game)?.title ?? row.game,
      status: row.status,
      seats: Object.fromEntries(
        Object.entries(seats).map(([seat, h]) => [
          seat,
          h.kind === 'bot' ? { kind: h.kind, bot: h.bot } : { kind: h.kind },
        ]),
      ),
      version: row.version,
      outcome: row.outcome ? JSON.parse(row.outcome) : null,
      createdAt: row.created_at,
      dice: diceOf(row.seed, row.dice_chosen_by, row.status === 'finished'),
    };
  }

  private serial<T>(id: string, task: () => Promise<T>): Promise<T> {
    const previous = this.queues.get(id) ?? Promise.resolve();
    const run = previous.then(task);
    const tail = run.then(
      () => undefined,
      () => undefined,
    );
    this.queues.set(id, tail);
    void tail.then(() => {
      if (this.queues.get(id) !== tail) return;
      this.queues.delete(id);
      // A match that finished with nobody watching (bots against bots) leaves memory too.
      this.forgetIfDone(id);
    });
    return run;
  }
}

const sameHash = (a: string, b: string): boolean =>
  a.length === b.length && timingSafeEqual(Buffer.from(a, 'hex'), Buffer.from(b, 'hex'));
