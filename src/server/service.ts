/**
 * Matches on the server: created, stored, replayed, played. Generic over GameModule: it knows seats, commands,
 * views and events, never a game's rules.
 *
 * What is stored: the match row, the append-only command log and a snapshot of the state every `snapshotEvery`
 * commands. A command is acknowledged only once its row and the match's new version are committed in one
 * transaction, so a restart finds every acknowledged command and resumes from the latest snapshot plus the log
 * after it. Events are never stored, since replaying the commands recomputes them exactly.
 *
 * A match is in memory (state and the events since its snapshot) only while it is used: someone follows it, a
 * command, a clock near its end or a bot's move is due. Otherwise it leaves after `idleEvictMs` and loads again on
 * demand; the store's `next_deadline` and `awaits_bot`, written with each command, tell a periodic sweep which
 * matches to load without loading the others (so a start loads nothing). The same sweep expires matches no person
 * ever joined. Matches of bots alone are paced: `botMoveMs` a move while watched, else a share of a background budget.
 *
 * Beside this file: history.ts reads a match's past from the store (viewAt, event pages, records), clocks.ts keeps
 * the decision clocks, pacing.ts says when a match of bots alone moves next, campaigns.ts what a campaign's arena
 * seat does (the matches it arranges are stored with the decision that arranged them; their results come back in the
 * transaction that stores their end).
 */
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
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
import { type Bot, describeIssue, type MatchRecord, pendingInSeatOrder, randomBot } from '../core/runner.js';
import { ARENA } from '../games/campaign/module.js';
import { BOTS, GAMES } from '../games/registry.js';
import {
  arrangedMatch,
  awaitsArena,
  CAMPAIGN_MATCH_TABLE,
  CAMPAIGN_TABLE,
  followingSeats,
  refusePersonCommand,
  resultCommand,
  serverSeatError,
  serverSeats,
  unappliedResults,
} from './campaigns.js';
import {
  CLOCK_MS,
  type ClockMode,
  type ClockState,
  ClockTimers,
  clockOf,
  lowFrom,
  lowOnTime,
  nextClocks,
} from './clocks.js';
import {
  type AppendCommits,
  type CampaignMatchTable,
  type CommitRow,
  type Db,
  type InsertMatch,
  kyselyAppend,
  kyselyInsertMatch,
  kyselyRotateToken,
  type MatchTable,
  type RotateToken,
  type TokenTable,
} from './db.js';
import { checkVersion, type Decisions, nextDecisions } from './decisions.js';
import {
  conflictError,
  GLADIATORI,
  type RosterClaim,
  rosterEnd,
  rosterForRematch,
  unrecordedMatches,
  writeRoster,
} from './gladiatori-roster.js';
import {
  commandsBetween,
  type EventsPage,
  MatchHistory,
  page,
  replayOne,
  setupOrThrow,
  storedRules,
} from './history.js';
import { botWords } from './identity/displayName.js';
import { DEFAULT_LIMITS, type Limits } from './limits.js';
import { BotPacer } from './pacing.js';
import {
  isTableCommand,
  type Seated,
  seated,
  seatedState,
  type TableAction,
  type TableCommand,
  tableView,
} from './table.js';
import type {
  BotInfo,
  CreateMatch,
  Dice,
  MatchCreated,
  MatchSummary,
  NumberedEvent,
  Rematch,
  SeatHolder,
  ServerFrame,
  TokenRotated,
  ViewAt,
} from './wire.js';

export { CLOCK_MS, type ClockMode } from './clocks.js';
export type { EventsPage } from './history.js';

export const SNAPSHOT_EVERY = 50;

/** Who holds a seat, as stored; people's seats keep only the sha256 of their token. */
/** `opened`: an open game's seat that somebody has taken (it became an invited person's seat). */
/** `arena`: a seat the server holds itself (a campaign's arena: campaigns.ts), never a person's or a bot's. */
export type SeatRecord =
  | { kind: 'here' | 'invite' | 'open'; tokenHash: string; opened?: true }
  | { kind: 'bot'; bot: string }
  | { kind: 'arena' };

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
  /** Decision times in ms and the length of a second, to replace CLOCK_MS (short clocks keep tests quick). */
  clockMs?: Partial<typeof CLOCK_MS>;
  log?: Log;
  /** The limits of limits.ts that matches live by, over DEFAULT_LIMITS. */
  limits?: Partial<MatchLimits>;
}

export type MatchLimits = Pick<
  Limits,
  'idleEvictMs' | 'unstartedExpireMs' | 'botMoveMs' | 'backgroundBotMovesPerSecond' | 'eventsPerFrame' | 'sweepMs'
>;

interface LiveMatch {
  id: string;
  /** The game's module with the table around it (table.ts): its state is the game's with resignations and offers. */
  mod: AnyGameModule;
  seed: string;
  options: unknown;
  clock: ClockMode;
  /** The clock's settings, the seats it waits for and the time banks (clocks.ts). */
  clockState: ClockState;
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
  chosenBy: Dice['chosenBy'];
  /** When each seat's decision began (decisions.ts); read from the command log when first needed after a load. */
  decisions?: Decisions;
  /** A person's seat that no person has joined or played yet (MatchTable.unstarted). */
  unstarted: boolean;
  /** The match played again with the seats swapped, once somebody asked for it (MatchTable.rematch). */
  rematch: string | null;
  /** Seat -> the display name of the person at it (seat_names), for the seats whose name is known. */
  names: Record<SeatId, string>;
  /** The game's starting block the match was set up with (MatchTable.initial), undefined when none. */
  initial: unknown;
  /** The campaign whose arranged match this is (campaigns.ts), null for any other match. */
  campaign: string | null;
  /** Date.now() of the last load, command or join: idle matches leave memory (idleEvictMs). */
  lastActive: number;
}

/** A command applied and waiting to be committed, with the state and events it made. */
interface Step {
  seat: SeatId;
  command: unknown;
  state: unknown;
  events: GameEvent[];
}

/** A table action (resigning, a draw offer) is no decision of the game: it starts, stops and answers no clock. */
const decider = (step: { seat: SeatId; command: unknown }): SeatId | null =>
  isTableCommand(step.command) && step.command.$table !== 'timeout' ? null : step.seat;

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
/**
 * A person's token, and the match version a game command answers (a table action answers none); the server's own
 * commands answer whatever is now.
 */
type Credential = { token: string; version: number } | typeof SERVER;

/** A game command as a client sent it (parsed by the game's schema), or a table action the server built. */
type Move = { game: unknown } | { table: TableCommand };

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
  /** The past of matches, read from the store without touching memory: viewAt, eventsPage, record. */
  private readonly history: MatchHistory;
  private readonly clockMs: typeof CLOCK_MS;
  private readonly log: Log | undefined;
  private readonly live = new Map<string, LiveMatch>();
  /** Signs the keys of seats held by accounts (accountKey); new at every start, since the keys never leave. */
  private readonly accountSecret = randomBytes(32);
  private readonly loading = new Map<string, Promise<LiveMatch | null>>();
  /** One promise chain a match: its commands run one at a time, in the order they arrived. */
  private readonly queues = new Map<string, Promise<unknown>>();
  private readonly listeners = new Map<string, Set<Listener>>();
  private readonly clocks = new ClockTimers();
  private closed = false;
  private readonly limits: MatchLimits;
  /** When the next move of each match of bots alone is played. */
  private readonly pacer: BotPacer;
  private sweepTimer: NodeJS.Timeout | null = null;
  private sweeping: Promise<void> | null = null;
  /** Work done, counted for tests and benchmarks: matches read back from the store, event pages built. */
  readonly counts = { restores: 0, eventPages: 0 };

  constructor(opts: ServiceOptions) {
    this.db = opts.db;
    this.append = opts.append ?? kyselyAppend(opts.db);
    this.insertMatch = opts.insertMatch ?? kyselyInsertMatch(opts.db);
    this.rotate = opts.rotateToken ?? kyselyRotateToken(opts.db);
    this.games = opts.games ?? GAMES;
    this.bots = opts.bots ?? BOTS;
    this.snapshotEvery = opts.snapshotEvery ?? SNAPSHOT_EVERY;
    this.history = new MatchHistory(this.db, this.games, this.snapshotEvery);
    this.clockMs = { ...CLOCK_MS, ...opts.clockMs };
    this.log = opts.log;
    this.limits = { ...DEFAULT_LIMITS, ...opts.limits };
    this.pacer = new BotPacer(
      this.limits,
      (id) => this.listeners.has(id),
      (id) => this.pacedMove(id),
      this.log,
    );
  }

  /**
   * After a restart: loads no match eagerly. A first sweep starts at once, without holding the start up (however
   * many clocks ran out while the server was down), and loads only the matches it finds due (a clock near its end,
   * a bot's move awaited); then a sweep every `sweepMs`.
   */
  async start(): Promise<void> {
    const sweep = () => void this.sweep().catch((e) => this.log?.error({ err: e }, 'sweep failed'));
    sweep();
    this.sweepTimer = setInterval(sweep, this.limits.sweepMs);
    this.sweepTimer.unref();
  }

  /** Stops the clocks, the bots and the sweep, and waits for every queued command to finish. */
  async close(): Promise<void> {
    this.closed = true;
    this.clocks.clearAll();
    this.pacer.stop();
    if (this.sweepTimer) clearInterval(this.sweepTimer);
    await this.sweeping;
    await this.settled();
  }

  // ---- what is in memory ---------------------------------------------------------------------------

  /**
   * One pass over the store and memory (at start, then every `sweepMs`): expires matches no person ever joined,
   * loads those whose clock runs out before the next pass (a far deadline loads nothing) or whose bot is awaited,
   * and lets idle matches leave memory. One pass at a time.
   */
  sweep(): Promise<void> {
    this.sweeping ??= this.sweepOnce().finally(() => {
      this.sweeping = null;
    });
    return this.sweeping;
  }

  private async sweepOnce(): Promise<void> {
    await this.expireUnstarted();
    await this.applyMissedResults();
    await this.recordMissedRosters();
    const horizon = this.horizon();
    const due = await this.db
      .selectFrom('matches')
      .select('id')
      .where('status', '=', 'active')
      .where('next_deadline', '<=', horizon)
      .execute();
    for (const { id } of due) if (!this.closed && !this.live.has(id)) await this.resume(id);
    const bots = await this.db
      .selectFrom('matches')
      .select(['id', 'seats'])
      .where('status', '=', 'active')
      .where('awaits_bot', '=', 1)
      .execute();
    for (const { id, seats } of bots) {
      if (this.closed) return;
      const m = this.live.get(id);
      if (m) this.playBots(m);
      // A match of bots alone waits for its turn in the background without being loaded.
      else if (!hasPerson(JSON.parse(seats) as Record<SeatId, SeatRecord>)) this.pacer.pace(id);
      else await this.resume(id);
    }
    this.evictIdle();
  }

  /** Loads a match the sweep found due (loading arms its clocks and lets its bots play). */
  private async resume(id: string): Promise<void> {
    try {
      const m = await this.load(id);
      // Matches stored before awaits_bot was kept are marked to be looked at once: the mark goes if no bot is due.
      if (m && !this.botAwaited(m))
        await this.db.updateTable('matches').set({ awaits_bot: 0 }).where('id', '=', id).execute();
    } catch (e) {
      // One match that no longer replays must not keep the others from being played.
      this.log?.error({ err: e, match: id }, 'match not resumed');
    }
  }

  /** Matches with a person's seat that no person joined or played within `unstartedExpireMs` expire. */
  private async expireUnstarted(): Promise<void> {
    const before = new Date(Date.now() - this.limits.unstartedExpireMs).toISOString();
    const expired = await this.db
      .updateTable('matches')
      .set({ status: 'expired', next_deadline: null, awaits_bot: 0, updated_at: new Date().toISOString() })
      .where('status', '=', 'active')
      .where('unstarted', '=', 1)
      .where('created_at', '<', before)
      .returning('id')
      .execute();
    for (const { id } of expired) this.unload(id);
  }

  /** Matches nobody follows, with nothing queued, untouched for `idleEvictMs` and no clock due soon leave memory. */
  private evictIdle(): void {
    const now = Date.now();
    const horizon = this.horizon();
    for (const [id, m] of this.live) {
      if (this.listeners.has(id) || this.queues.has(id) || this.pacer.hasTimer(id)) continue;
      if (now - m.lastActive < this.limits.idleEvictMs) continue;
      if (Object.values(m.deadlines).some((d) => d <= horizon)) continue;
      this.unload(id);
    }
  }

  /** Deadlines before this are the current sweep's business (the next sweep may come up to a sweepMs late). */
  private horizon(): number {
    return Date.now() + 2 * this.limits.sweepMs;
  }

  /** The match leaves memory with its clocks (the store keeps everything; load brings it back). */
  private unload(id: string): void {
    this.live.delete(id);
    this.clocks.clear(id);
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
    const bots = [
      randomBot,
      ...Object.values(own(this.bots, game) ?? {}).filter((b) => b.name !== randomBot.name && !b.unlisted),
    ];
    return bots.map(({ name, level, about }) => ({ name, level, about })).sort((x, y) => x.level - y.level);
  }

  /** The bot of that name for the game; a name only an Object has (`constructor`, `__proto__`) is none. */
  private botFor(game: string, name: string): Bot | undefined {
    const bots = own(this.bots, game);
    return (bots && own(bots, name)) ?? (name === randomBot.name ? randomBot : undefined);
  }

  /**
   * A new match; `claims` are its seats taken by saved Gladiatori characters (gladiatori-roster.ts), stored with it
   * once the store finds them still free in the same transaction (refused with 'character-fighting' or
   * 'character-changed' when not).
   */
  async create(req: CreateMatch, claims: readonly RosterClaim[] = []): Promise<Result<MatchCreated, ServiceError>> {
    const r = await this.open(req, clockOf(req.clock, this.clockMs), claims);
    return r.ok ? ok({ id: r.value.id, tokens: r.value.tokens }) : r;
  }

  /** A new match stored and in memory, with the tokens of its people's seats; `clock` replaces `req.clock`'s. */
  private async open(
    req: CreateMatch,
    clock: { mode: ClockMode; state: ClockState } = clockOf(req.clock, this.clockMs),
    claims: readonly RosterClaim[] = [],
  ): Promise<Result<{ id: string; tokens: Record<SeatId, string> }, ServiceError>> {
    if (this.closed) return err({ code: 'closing', message: 'the server is shutting down' });
    const game = own(this.games, req.game);
    if (!game)
      return err({
        code: 'unknown-game',
        message: `unknown game "${req.game}" (games: ${Object.keys(this.games).join(', ')})`,
        field: 'game',
      });
    const mod = seated(game);
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
    const held = serverSeats(mod.id);
    const taken = held.find((s) => Object.hasOwn(req.seats, s));
    if (taken !== undefined) return err({ ...serverSeatError(taken), field: `seats.${taken}` });
    const missing = seatIds.find((s) => !held.includes(s) && !Object.hasOwn(req.seats, s));
    if (missing !== undefined)
      return err({ code: 'missing-seat', message: `nobody holds seat "${missing}"`, field: `seats.${missing}` });

    const seats: Record<SeatId, SeatRecord> = {};
    const tokens: Record<SeatId, string> = {};
    const tokenRows: TokenTable[] = [];
    for (const seat of seatIds) {
      if (held.includes(seat)) {
        seats[seat] = { kind: 'arena' };
        continue;
      }
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
        seats[seat] = { kind: holder.kind, tokenHash: hashToken(token) };
        // An open seat's token is kept by nobody: its hash waits in the store for the claim to replace it.
        if (holder.kind === 'open') tokenRows.push({ token_hash: hashToken(token), match_id: '', seat });
        else tokens[seat] = token;
      }
    }

    const names: Record<SeatId, string> = {};
    for (const [seat, name] of Object.entries(req.names ?? {})) {
      if (!seatIds.includes(seat))
        return err({ code: 'unknown-seat', message: `${mod.id} has no seat "${seat}"`, field: `names.${seat}` });
      if (req.seats[seat]?.kind !== 'here')
        return err({
          code: 'not-your-seat',
          message: `seat ${seat} is not held here: its own holder names it`,
          field: `names.${seat}`,
        });
      names[seat] = name;
    }

    const now = new Date().toISOString();
    // The clock waits for every person's seat to be joined; a match of bots alone waits for nobody.
    const waiting = clock.mode === 'off' ? [] : seatIds.filter((s) => isPerson(seats[s]));
    const m: LiveMatch = {
      id: newMatchId(),
      mod,
      seed,
      options: options.data,
      clock: clock.mode,
      clockState: { ...settingsOf(clock.state), ...(waiting.length > 0 ? { waiting } : {}) },
      seats,
      createdAt: now,
      state,
      version: 0,
      eventBase: 0,
      events: [],
      loadedFrom: 0,
      deadlines: {},
      chosenBy,
      decisions: Object.fromEntries(seatIds.map((s) => [s, 0])),
      unstarted: hasPerson(seats),
      rematch: null,
      names,
      initial: undefined,
      campaign: null,
      lastActive: Date.now(),
    };
    const clocks = nextClocks(m, [], null, this.clockMs);
    m.deadlines = clocks.deadlines;
    if (clocks.banks) m.clockState.banks = clocks.banks;
    const outcome = mod.outcome(state);
    const conflict = await this.insertMatch(
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
        clock: m.clock,
        deadlines: JSON.stringify(m.deadlines),
        clock_state: JSON.stringify(m.clockState),
        rematch: null,
        created_at: now,
        updated_at: now,
        dice_chosen_by: chosenBy,
        initial: null,
        campaign: null,
        ...this.lifecycleColumns(m),
      },
      [
        ...Object.entries(tokens).map(([seat, token]) => ({ token_hash: hashToken(token), match_id: m.id, seat })),
        ...tokenRows.map((r) => ({ ...r, match_id: m.id })),
      ],
      claims,
    );
    if (conflict) return err(conflictError(conflict));
    if (Object.keys(names).length > 0)
      await this.db
        .insertInto('seat_names')
        .values(Object.entries(names).map(([seat, name]) => ({ match_id: m.id, seat, name, updated_at: now })))
        .execute();
    this.live.set(m.id, m);
    this.armClocks(m);
    this.playBots(m);
    return ok({ id: m.id, tokens });
  }

  /**
   * The match in memory, loading it from the store if need be (its clocks armed, its bots let play); null when
   * there is no such match, or it expired.
   */
  async load(id: string): Promise<LiveMatch | null> {
    const known = this.live.get(id);
    if (known) {
      known.lastActive = Date.now();
      return known;
    }
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
    if (!row || row.status === 'expired') return null;
    this.counts.restores += 1;
    const game = this.games[row.game];
    if (!game) throw new Error(`match ${id} is a game of "${row.game}", which this server does not have`);
    const mod = seated(game);
    const rules = storedRules(game, row);
    if (!rules)
      throw new Error(
        `match ${id} was played under rules ${row.rules_version}; this server has ${mod.rulesVersion}, which may replay it differently`,
      );
    const snap = !rules.snapshots
      ? undefined
      : await this.db
          .selectFrom('snapshots')
          .selectAll()
          .where('match_id', '=', id)
          .orderBy('version', 'desc')
          .limit(1)
          .executeTakeFirst();
    const options: unknown = rules.options;
    const initial: unknown = row.initial === null ? undefined : JSON.parse(row.initial);
    const m: LiveMatch = {
      id,
      mod,
      seed: row.seed,
      options,
      clock: row.clock,
      clockState: JSON.parse(row.clock_state) as ClockState,
      seats: JSON.parse(row.seats),
      createdAt: row.created_at,
      state: snap ? seatedState(JSON.parse(snap.state)) : setupOrThrow(mod, options, row.seed, id, initial),
      version: snap?.version ?? 0,
      eventBase: snap?.events ?? 0,
      events: [],
      loadedFrom: snap?.version ?? 0,
      deadlines: JSON.parse(row.deadlines),
      chosenBy: row.dice_chosen_by,
      unstarted: row.unstarted === 1,
      rematch: row.rematch,
      names: (await this.namesOf([id])).get(id) ?? {},
      initial,
      campaign: row.campaign,
      lastActive: Date.now(),
    };
    const tail = await commandsBetween(this.db, id, m.version, row.version);
    for (const c of tail) {
      const applied = replayOne(m.mod, m.state, c, id);
      m.state = applied.state;
      m.events.push(...applied.events);
      m.version = c.n;
    }
    if (m.version !== row.version)
      throw new Error(`match ${id}: the command log ends at ${m.version} but the match is at version ${row.version}`);
    this.live.set(id, m);
    this.armClocks(m);
    this.playBots(m);
    return m;
  }

  /** What the store keeps of a match besides its rows, to know when to load it (MatchTable). */
  private lifecycleColumns(m: LiveMatch) {
    const times = Object.values(m.deadlines);
    return {
      next_deadline: times.length > 0 ? Math.min(...times) : null,
      awaits_bot: this.botAwaited(m) ? 1 : 0,
      unstarted: m.unstarted ? 1 : 0,
    };
  }

  /** The spectator's view once event `at` had happened, rebuilt from the store (history.ts). */
  viewAt(id: string, at: number): Promise<ViewAt | null> {
    return this.history.viewAt(id, at);
  }

  /**
   * The events `viewer` may see numbered after `after`, at most `limit`, oldest first (GET /api/matches/:id/events);
   * null when there is no match. From memory when the match is loaded that far back, else from the store.
   */
  async eventsPage(id: string, viewer: Viewer, after: number, limit: number): Promise<EventsPage | null> {
    this.counts.eventPages += 1;
    const m = this.live.get(id);
    if (m && after >= m.eventBase) {
      const events: NumberedEvent[] = [];
      for (let i = after - m.eventBase; i < m.events.length && events.length < limit; i++) {
        const e = m.events[i] as GameEvent;
        if (visibleTo(e, viewer)) events.push({ n: m.eventBase + i + 1, event: e });
      }
      return page(events, limit, m.mod.outcome(m.state) !== null, m.version);
    }
    return this.history.eventsPage(id, viewer, after, limit);
  }

  /**
   * Loads the match for a join: `unknown-match`, or `expired` for a match no person joined in time. The caller
   * reads it (checkSeat, stateFor, subscribe) before its next await, so nothing can change in between. The events
   * before the loaded snapshot are not read: a state frame says they are missing, and the events route gives them.
   */
  async prepare(id: string): Promise<Result<null, ServiceError>> {
    if (await this.load(id)) return ok(null);
    const row = await this.db.selectFrom('matches').select('status').where('id', '=', id).executeTakeFirst();
    if (row?.status === 'expired') {
      const days = Math.round(this.limits.unstartedExpireMs / 86_400_000);
      const within = days >= 1 ? `${days} day${days === 1 ? '' : 's'}` : `${this.limits.unstartedExpireMs} ms`;
      return err({ code: 'expired', message: `match "${id}" expired: no player joined it within ${within}` });
    }
    return err({ code: 'unknown-match', message: `no match "${id}"` });
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
    const m = this.live.get(id);
    if (m) m.lastActive = Date.now();
    this.pacer.watchedNow(id);
    return () => {
      set.delete(listener);
      if (set.size > 0) return;
      this.listeners.delete(id);
      const left = this.live.get(id);
      if (left) left.lastActive = Date.now();
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
      if (this.finishedAndIdle(id)) this.unload(id);
    });
  }

  private finishedAndIdle(id: string): boolean {
    if (this.listeners.has(id) || this.queues.has(id)) return false;
    const m = this.live.get(id);
    return m !== undefined && m.mod.outcome(m.state) !== null;
  }

  /** Whether the match is in memory now (a finished or idle match nobody watches is not). */
  isLoaded(id: string): boolean {
    return this.live.has(id);
  }

  /** How many matches are in memory. */
  loadedCount(): number {
    return this.live.size;
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
    if (holder.kind === 'arena') return err(serverSeatError(seat));
    if (token === undefined || !this.holds(id, seat, holder.tokenHash, token))
      return err({ code: 'bad-token', message: `that token does not hold seat ${seat}` });
    return ok(null);
  }

  /**
   * The key a connection acts for a seat with when a signed-in account holds the seat (identity/): it never leaves
   * this process and is good only here, for that match and seat, while the seat keeps its token (a new token, which
   * revokes a leaked link, revokes these keys too). Only identity/ asks for it, once it has checked that the
   * session's account holds the seat. Undefined when the match is not loaded or the seat is no person's.
   */
  accountKey(id: string, seat: SeatId): string | undefined {
    const holder = own(this.live.get(id)?.seats ?? {}, seat);
    return holder && holder.kind !== 'bot' && holder.kind !== 'arena'
      ? this.keyOf(id, seat, holder.tokenHash)
      : undefined;
  }

  private keyOf(id: string, seat: SeatId, tokenHash: string): string {
    return createHmac('sha256', this.accountSecret).update(`${id}\u0000${seat}\u0000${tokenHash}`).digest('base64url');
  }

  /** Whether `token` is the seat's token, or the account key of the seat while it has the token hashed `tokenHash`. */
  private holds(id: string, seat: SeatId, tokenHash: string, token: string): boolean {
    if (sameHash(hashToken(token), tokenHash)) return true;
    const expected = Buffer.from(this.keyOf(id, seat, tokenHash));
    const given = Buffer.from(token);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  /**
   * What `viewer` sees of a loaded match: its view, who is pending, for a seat its legal commands, and the events
   * it may see numbered after `since`: the newest `eventsPerFrame` of them, among those in memory. When some were
   * left out (too many, or before the loaded snapshot), `missing` says which numbers to fetch from the events route.
   * A seat's view reaching its holder is what starts a match (it no longer expires).
   */
  stateFor(id: string, viewer: Viewer, since: number): StateFrame {
    const m = this.live.get(id);
    if (!m) throw new Error(`stateFor: match ${id} is not loaded`);
    if (viewer !== 'spectator' && isPerson(m.seats[viewer])) {
      if (m.unstarted) this.started(m);
      if (m.clockState.waiting?.includes(viewer)) this.joined(m, viewer);
    }
    const events: NumberedEvent[] = [];
    const from = Math.max(0, since - m.eventBase);
    let i = m.events.length - 1;
    // Newest first, so a join on a long history looks at no more events than it sends.
    for (; i >= from && events.length < this.limits.eventsPerFrame; i--) {
      const e = m.events[i] as GameEvent;
      if (visibleTo(e, viewer)) events.push({ n: m.eventBase + i + 1, event: e });
    }
    events.reverse();
    const last = m.eventBase + m.events.length;
    const cut = i >= from || since < m.eventBase;
    const outcome = m.mod.outcome(m.state);
    const pending: SeatId[] = outcome ? [] : m.mod.pending(m.state);
    return {
      t: 'state',
      match: m.id,
      as: viewer,
      view: m.mod.view(m.state, viewer),
      events,
      pending,
      // An ended match offers nothing, whatever the game's state (a resignation or an agreed draw ends it mid-turn).
      legal:
        viewer === 'spectator'
          ? null
          : outcome
            ? { seat: viewer, commands: [], complete: true }
            : m.mod.legal(m.state, viewer),
      outcome,
      deadline: viewer === 'spectator' ? null : (m.deadlines[viewer] ?? null),
      version: m.version,
      deadlines: { ...m.deadlines },
      clock: {
        mode: m.clock,
        waiting: m.clockState.waiting ?? [],
        ...(m.clockState.banks ? { banks: m.clockState.banks } : {}),
        low: lowOnTime(m, this.clockMs),
        lowFrom: lowFrom(m, this.clockMs),
      },
      table: tableView(m.mod, m.state as Seated),
      rematch: m.rematch,
      dice: diceOf(m.seed, m.chosenBy, outcome !== null),
      names: seatNames(m.seats, m.names),
      ...(cut ? { missing: { after: since, upTo: (events[0]?.n ?? last + 1) - 1 } } : {}),
    };
  }

  /** A person has joined the match: it has started and will not expire. */
  private started(m: LiveMatch): void {
    m.unstarted = false;
    this.db
      .updateTable('matches')
      .set({ unstarted: 0 })
      .where('id', '=', m.id)
      .execute()
      .catch((e) => this.log?.error({ err: e, match: m.id }, 'match not marked as started'));
  }

  /**
   * A person has joined a seat the clock waited for; once every person's seat has been joined, the clocks start,
   * stored and told to everyone following the match. In the match's queue, so no command's clocks cross it.
   */
  private joined(m: LiveMatch, seat: SeatId): void {
    void this.serial(m.id, async () => {
      if (this.live.get(m.id) !== m || !m.clockState.waiting?.includes(seat)) return;
      const waiting = m.clockState.waiting.filter((s) => s !== seat);
      const clockState: ClockState = { ...m.clockState, waiting };
      if (waiting.length === 0) delete clockState.waiting;
      const clocks = nextClocks({ ...m, clockState }, [], null, this.clockMs);
      if (clocks.banks) clockState.banks = clocks.banks;
      const times = Object.values(clocks.deadlines);
      await this.db
        .updateTable('matches')
        .set({
          clock_state: JSON.stringify(clockState),
          deadlines: JSON.stringify(clocks.deadlines),
          next_deadline: times.length > 0 ? Math.min(...times) : null,
        })
        .where('id', '=', m.id)
        .where('version', '=', m.version)
        .execute();
      m.clockState = clockState;
      m.deadlines = clocks.deadlines;
      this.armClocks(m);
      // Everyone hears who the clock still waits for (the first join of three people starts no clock yet).
      this.notify(m.id);
    }).catch((e) => this.log?.error({ err: e, match: m.id, seat }, 'join not recorded for the clock'));
  }

  /** The seats of a loaded match that people hold (not bots), in the match's order: what presence counts. */
  peopleSeats(id: string): SeatId[] {
    const m = this.live.get(id);
    return m ? Object.keys(m.seats).filter((seat) => isPerson(m.seats[seat])) : [];
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
      const r = await this.submitNow(id, seat, { token, version }, { game: command });
      const m = this.live.get(id);
      if (r.ok && m) this.playBots(m);
      return r;
    });
  }

  /**
   * A table action of a person's seat (resign, offer, accept or decline a draw: table.ts), checked, applied and
   * committed like a command, in the match's queue; it answers no version (it may come at any time).
   */
  act(id: string, seat: SeatId, token: string, action: TableAction): Promise<Result<{ n: number }, RuleViolation>> {
    return this.serial(id, async () => {
      const r = await this.submitNow(id, seat, { token, version: 0 }, { table: { $table: action } });
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
    move: Move,
  ): Promise<Result<{ n: number }, RuleViolation>> {
    const m = await this.load(id);
    if (!m) return protocolViolation('unknown-match', `no match "${id}"`);
    return this.submitTo(m, seat, credential, move);
  }

  /**
   * submitNow on the loaded match `m`. The server's own moves (a bot's, a clock's default) come here straight from
   * the match they were chosen on, with no wait in between, so they are applied to the state they were chosen for.
   */
  private async submitTo(
    m: LiveMatch,
    seat: SeatId,
    credential: Credential,
    move: Move,
    timedOut = false,
  ): Promise<Result<{ n: number }, RuleViolation>> {
    if (credential !== SERVER) {
      const held = this.checkSeat(m.id, seat, credential.token);
      if (!held.ok) return protocolViolation(held.error.code, held.error.message);
    }
    if (m.mod.outcome(m.state)) return protocolViolation('match-over', 'the match is over');
    if (credential !== SERVER) {
      const refused =
        'game' in move
          ? refusePersonCommand(m.mod.id, move.game)
          : m.campaign !== null
            ? CAMPAIGN_MATCH_TABLE
            : serverSeats(m.mod.id).length > 0
              ? CAMPAIGN_TABLE
              : null;
      if (refused) return err(refused);
    }
    let command: unknown;
    if ('game' in move) {
      if (credential !== SERVER) {
        const fresh = checkVersion(await this.decisionsOf(m), seat, credential.version, m.version);
        if (!fresh.ok) return fresh;
      }
      const parsed = parseCommand(m.mod, move.game);
      if (!parsed.ok) return parsed;
      command = parsed.value;
    } else command = move.table;
    const applied = m.mod.apply(m.state, seat, command);
    if (!applied.ok) return applied;
    const { state, events } = applied.value as { state: unknown; events: GameEvent[] };
    const steps: Step[] = [{ seat, command, state, events }];
    this.botsAnswerOffer(m, steps);
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
      // A table action is no decision (a clock's default is one): table.ts stores them as {"$table": ...}.
      .where((eb) => eb.or([eb('command', 'not like', '{"$table":%'), eb('command', 'like', '{"$table":"timeout"%')]))
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
    let state = snap ? seatedState(JSON.parse(snap.state)) : setupOrThrow(m.mod, m.options, m.seed, m.id, m.initial);
    for (const c of await commandsBetween(this.db, m.id, m.loadedFrom, m.version)) {
      const pendingBefore: SeatId[] = m.mod.outcome(state) ? [] : m.mod.pending(state);
      state = replayOne(m.mod, state, c, m.id).state;
      const pendingAfter: SeatId[] = m.mod.outcome(state) ? [] : m.mod.pending(state);
      decisions = nextDecisions(decisions, pendingBefore, pendingAfter, decider(c), c.n);
    }
    m.decisions = decisions;
    return decisions;
  }

  /**
   * Adds to `steps` the moves of the bots awaited after the last of them, up to BOT_REPLIES, when a person waits
   * for them (matches of bots alone are paced, one move at a time: pacing.ts).
   */
  private botReplies(m: LiveMatch, steps: Step[]): void {
    if (!hasPerson(m.seats)) return;
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
    // A man who resigned from a game that fights on without asking him (no resign hook) plays his defaults.
    if (m.seats[seat]?.kind !== 'bot') return timeoutOf(m, state, seat);
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
   * of one call are in one batch, so they are all stored or none is. A campaign's match that ends here hands its
   * result to its campaign in that same batch (campaigns.ts).
   */
  private async commit(m: LiveMatch, steps: Step[], timedOut?: SeatId): Promise<void> {
    const planned = this.plan(m, steps, timedOut);
    if (m.campaign !== null && m.mod.outcome(planned.state)) {
      await this.endCampaignMatch(m, planned, [...steps.flatMap((s) => s.events)]);
      return;
    }
    // A Gladiatori match's end updates its saved characters' records in the same transaction (gladiatori-roster.ts).
    if (m.mod.id === GLADIATORI && m.mod.outcome(planned.state)) {
      const roster = await rosterEnd(this.db, m.id, planned.state, async () => [
        ...(await this.wholeLog(m)),
        ...steps.flatMap((s) => s.events),
      ]);
      const last = planned.rows[planned.rows.length - 1];
      if (roster && last) last.roster = roster;
    }
    await Promise.all(planned.rows.map((row) => this.enqueue(m, row)));
    planned.done();
  }

  /** The rows `steps` add to the store, and what to do in memory once they are committed. */
  private plan(m: LiveMatch, steps: Step[], timedOut?: SeatId): { rows: CommitRow[]; state: unknown; done(): void } {
    const rows: CommitRow[] = [];
    let before = m.state;
    let deadlines = m.deadlines;
    let clockState = m.clockState;
    let version = m.version;
    let decisions = m.decisions;
    let eventCount = m.eventBase + m.events.length;
    const now = new Date().toISOString();
    const arranged: { match: MatchTable; link: CampaignMatchTable }[] = [];
    for (const [i, step] of steps.entries()) {
      const outcome = m.mod.outcome(step.state);
      const pendingBefore: SeatId[] = m.mod.outcome(before) ? [] : m.mod.pending(before);
      const actor = decider(step);
      const clocks = nextClocks({ ...m, state: step.state, deadlines, clockState }, pendingBefore, actor, this.clockMs);
      deadlines = clocks.deadlines;
      if (clocks.banks) clockState = { ...clockState, banks: clocks.banks };
      const times = Object.values(deadlines);
      version += 1;
      if (decisions)
        decisions = nextDecisions(decisions, pendingBefore, outcome ? [] : m.mod.pending(step.state), actor, version);
      eventCount += step.events.length;
      // A campaign's decision that leaves it waiting for the arena stores the match it arranged, in the same batch.
      const arranges =
        awaitsArena(m.mod.id, step.state) && !awaitsArena(m.mod.id, before)
          ? arrangedMatch(m, step.state, version, now)
          : undefined;
      if (arranges) arranged.push(arranges);
      rows.push({
        match: m.id,
        from: version - 1,
        version,
        seat: step.seat,
        command: JSON.stringify(step.command),
        status: outcome ? 'finished' : 'active',
        outcome: outcome ? JSON.stringify(outcome) : null,
        deadlines: JSON.stringify(deadlines),
        clockState: JSON.stringify(clockState),
        now,
        snapshot: version % this.snapshotEvery === 0 ? { events: eventCount, state: JSON.stringify(step.state) } : null,
        nextDeadline: times.length > 0 ? Math.min(...times) : null,
        awaitsBot: this.botAwaitedIn(m, step.state) !== undefined,
        // The first step is the command submitted; a clock's default is the server's, not a person's.
        byPerson: i === 0 && timedOut === undefined && isPerson(m.seats[step.seat]),
        ...(arranges ? { arranges } : {}),
      });
      before = step.state;
    }
    const done = () => {
      if (rows[0]?.byPerson) m.unstarted = false;
      m.lastActive = Date.now();
      m.state = before;
      m.version = version;
      if (decisions) m.decisions = decisions;
      for (const step of steps) for (const e of step.events) m.events.push(e);
      m.deadlines = deadlines;
      m.clockState = clockState;
      this.armClocks(m);
      this.notify(m.id, timedOut);
      for (const a of arranged)
        void this.openArranged(m, a).catch((e) =>
          this.log?.error({ err: e, match: a.match.id }, 'arranged match not loaded'),
        );
    };
    return { rows, state: before, done };
  }

  /**
   * A campaign's arranged match, just stored: the people's names of the campaign go to their men's seats, then it is
   * loaded at once (its clocks wait for its people, its bots start to fight).
   */
  private async openArranged(campaign: LiveMatch, a: { match: MatchTable; link: CampaignMatchTable }): Promise<void> {
    const map = JSON.parse(a.link.seats) as Record<SeatId, SeatId>;
    const now = new Date().toISOString();
    const names = Object.entries(map).flatMap(([from, seat]) => {
      const name = own(campaign.names, from);
      return name === undefined ? [] : [{ match_id: a.match.id, seat, name, updated_at: now }];
    });
    if (names.length > 0)
      await this.db
        .insertInto('seat_names')
        .values(names)
        .onConflict((oc) => oc.columns(['match_id', 'seat']).doNothing())
        .execute();
    const m = await this.load(a.match.id);
    // Loaded meanwhile by someone else (a join, the sweep) before the names were stored: it has them now too.
    if (m) m.names = { ...Object.fromEntries(names.map((n) => [n.seat, n.name])), ...m.names };
  }

  /**
   * A campaign's match ends with `planned`: in the campaign's queue, its result is applied to the campaign as the
   * arena's command, and both matches' rows go into one batch, so the end and the result are stored together or not
   * at all; the link's `applied` mark makes a second result for the same match fail. A campaign that no longer waits
   * for the arena (it ended meanwhile) gets nothing, and the match's end is stored alone.
   */
  private async endCampaignMatch(
    m: LiveMatch,
    planned: ReturnType<MatchService['plan']>,
    lastEvents: GameEvent[],
  ): Promise<void> {
    const campaignId = m.campaign as string;
    await this.serial(campaignId, async () => {
      const events = [...(await this.wholeLog(m)), ...lastEvents];
      // A result the campaign cannot take is a bug: it is logged, and the match's end is stored all the same (the
      // person's command is not lost; the sweep tries the result again once the bug is mended).
      const parent = await this.resultPlan(campaignId, m.id, planned.state, events).catch((e) => {
        this.log?.error({ err: e, match: m.id, campaign: campaignId }, 'a campaign match’s result not applied');
        return null;
      });
      await Promise.all([
        ...planned.rows.map((row) => this.enqueue(m, row)),
        ...(parent?.plan.rows.map((row) => this.enqueue(parent.match, row)) ?? []),
      ]);
      planned.done();
      if (parent) {
        parent.plan.done();
        this.playBots(parent.match);
      }
    });
  }

  /**
   * The campaign's step taking the result of its finished match `matchId` (final state and every event), its first
   * row marked to apply that match; null, with the reason logged, when the campaign does not wait for the arena.
   */
  private async resultPlan(
    campaignId: string,
    matchId: string,
    state: unknown,
    events: readonly GameEvent[],
  ): Promise<{ match: LiveMatch; plan: ReturnType<MatchService['plan']> } | null> {
    const p = await this.load(campaignId);
    if (!p || p.mod.outcome(p.state) || !awaitsArena(p.mod.id, p.state)) {
      this.log?.warn({ match: matchId, campaign: campaignId }, 'the campaign does not wait for this match');
      return null;
    }
    const command = resultCommand(state, events);
    if (!command.ok) throw new Error(`match ${matchId}: its result cannot be read: ${command.error.message}`);
    const applied = p.mod.apply(p.state, ARENA, command.value);
    if (!applied.ok)
      throw new Error(`campaign ${campaignId} refused the result of ${matchId}: ${applied.error.message}`);
    const { state: next, events: made } = applied.value as { state: unknown; events: GameEvent[] };
    const plan = this.plan(p, [{ seat: ARENA, command: command.value, state: next, events: made }]);
    (plan.rows[0] as CommitRow).applies = matchId;
    return { match: p, plan };
  }

  /** Every event of a loaded match from its first: from memory when all are there, else replayed from the store. */
  private async wholeLog(m: LiveMatch): Promise<GameEvent[]> {
    if (m.eventBase === 0) return [...m.events];
    let state = setupOrThrow(m.mod, m.options, m.seed, m.id, m.initial);
    const events: GameEvent[] = [];
    for (const c of await commandsBetween(this.db, m.id, 0, m.version)) {
      const applied = replayOne(m.mod, state, c, m.id);
      state = applied.state;
      events.push(...applied.events);
    }
    return events;
  }

  /**
   * Finished campaign matches whose campaign never had their result (a store written before this code, or another
   * way) get it now, each in its campaign's queue: stored with the `applied` mark, so once, however many servers try.
   */
  private async applyMissedResults(): Promise<void> {
    for (const { match, campaign } of await unappliedResults(this.db)) {
      if (this.closed) return;
      await this.serial(campaign, async () => {
        const m = await this.load(match);
        if (!m?.mod.outcome(m.state)) return;
        const parent = await this.resultPlan(campaign, match, m.state, await this.wholeLog(m));
        if (!parent) return;
        await Promise.all(parent.plan.rows.map((row) => this.enqueue(parent.match, row)));
        parent.plan.done();
        this.playBots(parent.match);
      }).catch((e) => this.log?.error({ err: e, match, campaign }, 'a missed campaign result not applied'));
    }
  }

  /**
   * Finished Gladiatori matches whose saved characters' records never had them (a store written another way) get
   * them now: the entries' `applied` mark is set in the same transaction, so each counts once however often tried.
   */
  private async recordMissedRosters(): Promise<void> {
    for (const match of await unrecordedMatches(this.db)) {
      if (this.closed) return;
      await this.serial(match, async () => {
        const m = await this.load(match);
        if (!m?.mod.outcome(m.state)) return;
        const roster = await rosterEnd(this.db, match, m.state, () => this.wholeLog(m));
        if (roster) await writeRoster(this.db, roster);
      }).catch((e) => this.log?.error({ err: e, match }, 'a missed roster record not written'));
    }
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
      void this.load(m.id).catch((e) =>
        this.log?.error({ err: e, match: m.id }, 'match not reloaded after a failed commit'),
      );
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

  /**
   * Lets the bots play when one is awaited. Facing a person, the bots go on at once, one move a turn of the event
   * loop, until no bot is awaited (most replies are already committed with the person's command: botReplies). A
   * match of bots alone is paced instead (pacing.ts).
   */
  private playBots(m: LiveMatch): void {
    if (!this.botAwaited(m)) return;
    if (!hasPerson(m.seats)) {
      this.pacer.pace(m.id);
      return;
    }
    const id = m.id;
    void this.serial(id, async () => {
      while (!this.closed) {
        // One bot move a turn of the event loop, so connections are accepted and timers run in between.
        await nextTurn();
        if (this.closed || !(await this.botMove(id))) return;
      }
    }).catch((e) => this.log?.error({ err: e, match: id }, 'bot failed'));
  }

  /** One move of a match of bots alone (BotPacer), loading it if it left memory; whether a bot is awaited after. */
  private pacedMove(id: string): Promise<boolean> {
    return this.serial(id, async () => {
      if (!(await this.botMove(id))) return false;
      const m = this.live.get(id);
      return m !== undefined && this.botAwaited(m) !== undefined;
    });
  }

  /**
   * A bot awaited in the match plays, as the server; false when none is. The match is read afresh, in its queue, at
   * every move: the job was asked for earlier, and since then a person's command, a clock's default or a failed
   * commit (the match read again from the store, where another server may have moved it on) may have answered the
   * seat it was asked for, and then there is nothing for it to do. A move the game refuses is a bot's bug.
   */
  private async botMove(id: string): Promise<boolean> {
    const m = await this.load(id);
    if (!m || this.closed) return false;
    const seat = this.botAwaited(m);
    if (!seat) return false;
    const command = this.botChoice(m, m.state, seat, m.version);
    const move = isTableCommand(command) ? { table: command } : { game: command };
    const r = await this.submitTo(m, seat, SERVER, move);
    if (!r.ok)
      throw new Error(`match ${m.id}: the bot for ${seat} played ${JSON.stringify(command)}: ${r.error.message}`);
    return true;
  }

  private botAwaited(m: LiveMatch): SeatId | undefined {
    return this.botAwaitedIn(m, m.state);
  }

  private botAwaitedIn(m: LiveMatch, state: unknown): SeatId | undefined {
    if (m.mod.outcome(state)) return undefined;
    const resigned = (state as Seated).$table.resigned;
    return pendingInSeatOrder(m.mod, state).find((s) => m.seats[s]?.kind === 'bot' || resigned.includes(s));
  }

  /**
   * A draw offered to a side with a bot in it is declined by the bot, at once and in the same commit: bots play on
   * (people on that side may still say yes to the next offer).
   */
  private botsAnswerOffer(m: LiveMatch, steps: Step[]): void {
    const last = steps[steps.length - 1] as Step;
    const table = (last.state as Seated).$table;
    if (!table.offer || table.ended) return;
    const offerer = table.offer.by;
    const view = tableView(m.mod, last.state as Seated);
    const bot = view.sides
      .filter((side) => !side.includes(offerer))
      .flat()
      .find((seat) => m.seats[seat]?.kind === 'bot' && !table.resigned.includes(seat));
    if (!bot) return;
    const command: TableCommand = { $table: 'decline-draw' };
    const applied = m.mod.apply(last.state, bot, command);
    if (!applied.ok) throw new Error(`match ${m.id}: the bot for ${bot} could not decline: ${applied.error.message}`);
    const { state, events } = applied.value as { state: unknown; events: GameEvent[] };
    steps.push({ seat: bot, command, state, events });
  }

  // ---- clocks ------------------------------------------------------------------------------------

  /** The match's clocks run to its deadlines; at one, the seat's default is played in the match's queue. */
  private armClocks(m: LiveMatch): void {
    if (this.closed) {
      this.clocks.clear(m.id);
      return;
    }
    this.clocks.arm(m.id, m.deadlines, (seat, deadline) => {
      void this.serial(m.id, () => this.expire(m, seat, deadline)).catch((e) =>
        this.log?.error({ err: e, match: m.id, seat }, 'time-out failed'),
      );
    });
  }

  /** The seat's time is up: the game's default command is played for it. */
  private async expire(m: LiveMatch, seat: SeatId, deadline: number): Promise<void> {
    if (this.closed || this.live.get(m.id) !== m) return;
    if (m.deadlines[seat] !== deadline || !m.mod.pending(m.state).includes(seat)) return;
    const r = await this.submitTo(m, seat, SERVER, { table: timeoutOf(m, m.state, seat) }, true);
    if (!r.ok) throw new Error(`match ${m.id}: time-out command for ${seat} refused: ${r.error.message}`);
    this.playBots(m);
  }

  // ---- records and tokens ------------------------------------------------------------------------------

  /** A finished match as `ludus replay FILE` reads it (history.ts); refused while it runs, null when none. */
  record(id: string): Promise<Result<MatchRecord, ServiceError> | null> {
    return this.history.record(id);
  }

  /**
   * A new token for a seat, given its current one; the old one stops working at once, and connections joined with
   * it lose the seat (they hear of it through their listener and ask checkSeat). In the match's queue, so a command
   * under way finishes with the token it was checked with.
   */
  rotateToken(id: string, seat: SeatId, token: string): Promise<Result<TokenRotated, ServiceError> | null> {
    return this.serial(id, async () => {
      const found = await this.storedSeat(id, seat);
      if (!found?.ok) return found;
      const { holder } = found.value;
      if (holder.kind === 'bot')
        return err({ code: 'bot-seat', message: `seat ${seat} is played by the server's bot: it has no token` });
      if (holder.kind === 'arena') return err(serverSeatError(seat));
      if (found.value.campaign !== null)
        return err({
          code: 'campaign-match',
          message: `seat ${seat} is opened by its campaign seat's token: replace that one in the campaign`,
        });
      const fresh = newToken();
      const from = hashToken(token);
      const to = hashToken(fresh);
      if (!sameHash(from, holder.tokenHash))
        return err({ code: 'bad-token', message: `that token does not hold seat ${seat}` });
      const also = await followingSeats(this.db, id, seat);
      if (!(await this.rotate({ match: id, seat, from, to, also })))
        return err({ code: 'bad-token', message: `that token does not hold seat ${seat}` });
      const m = this.live.get(id);
      if (m) m.seats = { ...m.seats, [seat]: { kind: holder.kind, tokenHash: to } };
      this.followed(also, from, to);
      this.notify(id);
      return ok({ match: id, seat, token: fresh });
    });
  }

  /**
   * A campaign seat's new token, stored for its man's seat in the campaign's current match too (in the same
   * transaction: TokenChange.also), now in memory as well; connections joined with the old one hear of it.
   */
  private followed(also: { match: string; seat: SeatId }[], from: string, to: string): void {
    for (const { match, seat } of also) {
      const m = this.live.get(match);
      const holder = m ? own(m.seats, seat) : undefined;
      if (!m || !isPerson(holder) || holder.tokenHash !== from) continue;
      m.seats = { ...m.seats, [seat]: { ...holder, tokenHash: to } };
      this.notify(match);
    }
  }

  // ---- rematch ---------------------------------------------------------------------------------------

  /**
   * The finished match played again: same game, options and clock, fresh dice, each seat's holder moved to the
   * mirrored seat (a and b swap; in a longer list the first and last, and so on). The first person to ask creates
   * it; every person's seat is then taken by its old holder's token, here, which gives him the new seat's token
   * (asking again gives a new one, and the one given before stops working). Null when there is no such match.
   */
  rematch(id: string, seat: SeatId, token: string): Promise<Result<Rematch, ServiceError> | null> {
    return this.serial(id, async () => {
      const row = await this.db.selectFrom('matches').selectAll().where('id', '=', id).executeTakeFirst();
      if (!row) return null;
      const seats = JSON.parse(row.seats) as Record<SeatId, SeatRecord>;
      const holder = own(seats, seat);
      if (!isPerson(holder) || !this.holds(id, seat, holder.tokenHash, token))
        return err({ code: 'bad-token', message: `that token does not hold seat ${seat}` });
      if (row.campaign !== null || serverSeats(row.game).length > 0)
        return err({
          code: 'campaign-match',
          message: 'a campaign and its matches are not played again: the campaign arranges its next match itself',
        });
      if (row.status !== 'finished')
        return err({ code: 'match-running', message: 'the match is not over: a rematch follows its end' });
      const order = Object.keys(seats);
      const mirror = (s: SeatId): SeatId => order[order.length - 1 - order.indexOf(s)] as SeatId;
      if (row.rematch === null) {
        const holders: Record<SeatId, SeatHolder> = {};
        for (const s of order) {
          const h = seats[s] as SeatRecord;
          // A game with a server's seat has no rematch (refused above): every holder here is a bot or a person.
          if (h.kind === 'arena') continue;
          holders[mirror(s)] = h.kind === 'bot' ? { kind: 'bot', bot: h.bot } : { kind: h.kind };
        }
        // Saved Gladiatori characters follow their people to the mirrored seats and are fielded again.
        const roster =
          row.game === GLADIATORI
            ? await rosterForRematch(this.db, id, JSON.parse(row.options), mirror)
            : ok({ options: JSON.parse(row.options), claims: [] });
        if (!roster.ok) return err(roster.error);
        const opened = await this.open(
          { game: row.game, options: roster.value.options, seats: holders, clock: 'off' },
          { mode: row.clock, state: JSON.parse(row.clock_state) as ClockState },
          roster.value.claims,
        );
        if (!opened.ok) return opened;
        await this.copyNames(id, opened.value.id, mirror);
        await this.db.updateTable('matches').set({ rematch: opened.value.id }).where('id', '=', id).execute();
        const m = this.live.get(id);
        if (m) m.rematch = opened.value.id;
        this.notify(id);
        return ok({ id: opened.value.id, seat: mirror(seat), token: opened.value.tokens[mirror(seat)] as string });
      }
      const taken = await this.takeSeat(row.rematch, mirror(seat));
      return taken.ok ? ok({ id: row.rematch, seat: mirror(seat), token: taken.value }) : taken;
    });
  }

  /** The people's names of a match carried to its rematch, each to the seat its holder takes there. */
  private async copyNames(from: string, to: string, mirror: (s: SeatId) => SeatId): Promise<void> {
    const m = this.live.get(to);
    const names = Object.entries((await this.namesOf([from])).get(from) ?? {}).filter(
      ([seat]) => m?.seats[mirror(seat)]?.kind !== 'bot',
    );
    if (names.length === 0) return;
    const now = new Date().toISOString();
    await this.db
      .insertInto('seat_names')
      .values(names.map(([seat, name]) => ({ match_id: to, seat: mirror(seat), name, updated_at: now })))
      .execute();
    if (m) m.names = Object.fromEntries(names.map(([seat, name]) => [mirror(seat), name]));
  }

  /** A fresh token for a person's seat of a rematch, in place of the one it had (through rotate, in its queue). */
  private takeSeat(id: string, seat: SeatId): Promise<Result<string, ServiceError>> {
    return this.serial(id, async () => {
      const row = await this.db.selectFrom('matches').select('seats').where('id', '=', id).executeTakeFirst();
      const holder = row ? own(JSON.parse(row.seats) as Record<SeatId, SeatRecord>, seat) : undefined;
      if (!isPerson(holder))
        return err({ code: 'unknown-seat', message: `the rematch ${id} has no person's seat "${seat}"` });
      const fresh = newToken();
      const to = hashToken(fresh);
      if (!(await this.rotate({ match: id, seat, from: holder.tokenHash, to })))
        return err({
          code: 'busy',
          message: `seat ${seat} of the rematch was being taken at the same time: ask again`,
        });
      const m = this.live.get(id);
      if (m) m.seats = { ...m.seats, [seat]: { kind: holder.kind, tokenHash: to } };
      this.notify(id);
      return ok(fresh);
    });
  }

  // ---- open games ----------------------------------------------------------------------------------

  /**
   * An open seat for the first who asks: its token is replaced (the tokens row of the old one deleted, the seat
   * marked taken) in one transaction, so of two claims at once exactly one gets the seat. Null: no such match.
   */
  claim(id: string, seat: SeatId): Promise<Result<TokenRotated, ServiceError> | null> {
    return this.serial(id, async () => {
      const found = await this.storedSeat(id, seat);
      if (!found?.ok) return found;
      const { holder, status } = found.value;
      if (status === 'expired')
        return err({ code: 'expired', message: `match "${id}" expired before anyone took its open seat` });
      if (isPerson(holder) && holder.opened)
        return err({ code: 'seat-taken', message: `seat ${seat} was open, and somebody has taken it already` });
      if (holder.kind !== 'open')
        return err({ code: 'not-open', message: `seat ${seat} is not open to anyone: ${heldBy(holder)} holds it` });
      if (status !== 'active') return err({ code: 'match-over', message: `match "${id}" is over` });
      const fresh = newToken();
      const to = hashToken(fresh);
      const also = await followingSeats(this.db, id, seat);
      if (!(await this.rotate({ match: id, seat, from: holder.tokenHash, to, claim: true, also })))
        return err({ code: 'seat-taken', message: `seat ${seat} was open, and somebody has taken it already` });
      const m = this.live.get(id);
      if (m) m.seats = { ...m.seats, [seat]: { kind: 'invite', opened: true, tokenHash: to } };
      this.followed(also, holder.tokenHash, to);
      this.notify(id);
      return ok({ match: id, seat, token: fresh });
    });
  }

  /** A seat as the store holds it now, and its match's status; null when there is no such match. */
  private async storedSeat(
    id: string,
    seat: SeatId,
  ): Promise<Result<
    { holder: SeatRecord; status: MatchTable['status']; campaign: string | null },
    ServiceError
  > | null> {
    const row = await this.db
      .selectFrom('matches')
      .select(['seats', 'status', 'campaign'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row) return null;
    const seats = JSON.parse(row.seats) as Record<SeatId, SeatRecord>;
    const holder = own(seats, seat);
    if (!holder)
      return err({
        code: 'unknown-seat',
        message: `no seat "${seat}" in this match (seats: ${Object.keys(seats).join(', ')})`,
      });
    return ok({ holder, status: row.status, campaign: row.campaign });
  }

  /** Active matches with a seat open to anyone, newest first: the lobby's list of open games. */
  async openMatches(limit = 50): Promise<MatchSummary[]> {
    const rows = await this.db
      .selectFrom('matches')
      .selectAll()
      .where('status', '=', 'active')
      // The seats column is JSON; an open seat is the only holder of kind "open".
      .where('seats', 'like', '%"kind":"open"%')
      .orderBy('created_at', 'desc')
      .limit(limit)
      .execute();
    const names = await this.namesOf(rows.map((r) => r.id));
    return rows.map((r) => this.summarise(r, names.get(r.id)));
  }

  // ---- summaries -----------------------------------------------------------------------------------

  async summary(id: string): Promise<MatchSummary | null> {
    const row = await this.db.selectFrom('matches').selectAll().where('id', '=', id).executeTakeFirst();
    return row ? this.summarise(row, (await this.namesOf([id])).get(id)) : null;
  }

  /** The summaries of the matches named, newest first (unknown ids are left out). */
  async summaries(ids: string[]): Promise<MatchSummary[]> {
    if (ids.length === 0) return [];
    const rows = await this.db
      .selectFrom('matches')
      .selectAll()
      .where('id', 'in', ids)
      .orderBy('created_at', 'desc')
      .execute();
    const names = await this.namesOf(ids);
    return rows.map((r) => this.summarise(r, names.get(r.id)));
  }

  /** The display names the store holds for these matches' seats: match -> seat -> name. */
  private async namesOf(ids: string[]): Promise<Map<string, Record<SeatId, string>>> {
    const byMatch = new Map<string, Record<SeatId, string>>();
    if (ids.length === 0) return byMatch;
    const rows = await this.db
      .selectFrom('seat_names')
      .select(['match_id', 'seat', 'name'])
      .where('match_id', 'in', ids)
      .execute();
    for (const r of rows) byMatch.set(r.match_id, { ...byMatch.get(r.match_id), [r.seat]: r.name });
    return byMatch;
  }

  /**
   * The display name of the person at a seat, given (by the caller, once checked) a token or account key that holds
   * it: stored, then told to everyone following the match in a fresh state frame. In the match's queue.
   */
  nameSeat(
    id: string,
    seat: SeatId,
    token: string,
    name: string,
  ): Promise<Result<{ name: string }, ServiceError> | null> {
    return this.serial(id, async () => {
      const found = await this.prepare(id);
      if (!found.ok) return found.error.code === 'unknown-match' ? null : found;
      const held = this.checkSeat(id, seat, token);
      if (!held.ok) return held;
      const now = new Date().toISOString();
      await this.db
        .insertInto('seat_names')
        .values({ match_id: id, seat, name, updated_at: now })
        .onConflict((oc) => oc.columns(['match_id', 'seat']).doUpdateSet({ name, updated_at: now }))
        .execute();
      const m = this.live.get(id);
      if (m) m.names = { ...m.names, [seat]: name };
      this.notify(id);
      return ok({ name });
    });
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
    const unique = rows.filter((r) => !seen.has(r.id) && seen.add(r.id));
    const names = await this.namesOf(unique.map((r) => r.id));
    return unique.map((r) => this.summarise(r, names.get(r.id)));
  }

  private summarise(row: MatchTable, names: Record<SeatId, string> = {}): MatchSummary {
    const seats = JSON.parse(row.seats) as Record<SeatId, SeatRecord>;
    const shown = seatNames(seats, names);
    return {
      id: row.id,
      game: row.game,
      title: own(this.games, row.game)?.title ?? row.game,
      status: row.status,
      // The server's own seats (a campaign's arena) are no seat for anyone to hold, and are not shown.
      seats: Object.fromEntries(
        Object.entries(seats).flatMap(([seat, h]) =>
          h.kind === 'arena'
            ? []
            : [
                [
                  seat,
                  {
                    ...(h.kind === 'bot' ? { kind: h.kind, bot: h.bot } : { kind: h.kind }),
                    ...(shown[seat] === undefined ? {} : { name: shown[seat] }),
                  },
                ],
              ],
        ),
      ),
      version: row.version,
      outcome: row.outcome ? JSON.parse(row.outcome) : null,
      createdAt: row.created_at,
      dice: diceOf(row.seed, row.dice_chosen_by, row.status === 'finished'),
      lowOnTime:
        row.status === 'active'
          ? lowOnTime(
              { clock: row.clock, clockState: JSON.parse(row.clock_state), deadlines: JSON.parse(row.deadlines) },
              this.clockMs,
            )
          : [],
      rematch: row.rematch,
      ...(row.campaign === null ? {} : { campaign: row.campaign }),
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

/** What a new match keeps of a clock's state: its settings, not the seats it waited for or the banks left. */
const settingsOf = (state: ClockState): ClockState => ({
  ...(state.decisionMs !== undefined ? { decisionMs: state.decisionMs } : {}),
  ...(state.bank ? { bank: state.bank } : {}),
});

/** The table's timeout command for a seat (table.ts): the game's default, played by the clock. */
const timeoutOf = (m: LiveMatch, state: unknown, seat: SeatId): TableCommand =>
  m.mod.timeoutCommand?.(state, seat) as TableCommand;

/** Each seat's name as shown: the person's display name once known, a bot's words. */
const seatNames = (seats: Record<SeatId, SeatRecord>, names: Record<SeatId, string>): Record<SeatId, string> => {
  const shown: Record<SeatId, string> = {};
  for (const [seat, h] of Object.entries(seats)) {
    if (h.kind === 'arena') continue;
    const name = h.kind === 'bot' ? botWords(h.bot) : own(names, seat);
    if (name !== undefined) shown[seat] = name;
  }
  return shown;
};

/** Whether a person holds one of the seats (else bots alone play the match). */
/** Who holds a seat, in words, for a refusal. */
const heldBy = (h: SeatRecord): string =>
  h.kind === 'bot'
    ? `the bot ${h.bot}`
    : h.kind === 'arena'
      ? 'the server'
      : h.kind === 'here'
        ? 'its creator'
        : 'an invited player';

const hasPerson = (seats: Record<SeatId, SeatRecord>): boolean => Object.values(seats).some(isPerson);

/** Whether a person holds the seat (not a bot, nor the server itself). */
function isPerson(h: SeatRecord | undefined): h is Extract<SeatRecord, { tokenHash: string }> {
  return h !== undefined && h.kind !== 'bot' && h.kind !== 'arena';
}

const sameHash = (a: string, b: string): boolean =>
  a.length === b.length && timingSafeEqual(Buffer.from(a, 'hex'), Buffer.from(b, 'hex'));
