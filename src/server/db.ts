/**
 * The store: one Kysely query layer over an embedded SQLite file (the default) or PostgreSQL. The dialect is chosen
 * when the store is opened; every query elsewhere is written once and runs on both. JSON values are kept as text, so
 * the two dialects hold the same bytes.
 */
import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely';
import pg from 'pg';
import {
  applyRoster,
  type CharacterTable,
  claimRoster,
  createRosterTables,
  entryRows,
  type RosterApply,
  type RosterClaim,
  type RosterConflict,
  type RosterEntryTable,
} from './gladiatori-roster.js';
import { SqliteWriter } from './sqlite-writer.js';

export const DEFAULT_DB = './data/ludus.sqlite';

export interface MatchTable {
  id: string;
  game: string;
  rules_version: string;
  /** The game's options after parsing (defaults filled in), as JSON. */
  options: string;
  seed: string;
  /** 'expired': a person's seat nobody ever joined (docs/protocol.md); it is never played again. */
  status: 'active' | 'finished' | 'expired';
  /** Number of commands applied: the `n` of the last row in `commands`. */
  version: number;
  /** Seat -> who holds it (and the sha256 of its token), as JSON. */
  seats: string;
  outcome: string | null;
  clock: 'off' | 'reaction' | 'slow' | 'daily' | 'bank';
  /** Seat -> epoch ms at which its running clock expires, as JSON; written with the command that set it. */
  deadlines: string;
  created_at: string;
  updated_at: string;
  /** Who chose the seed: the server (drawn, committed to, revealed at the end) or the match's creator. */
  dice_chosen_by: 'server' | 'creator';
  /** The earliest of `deadlines` (epoch ms), null when no clock runs: the server loads the match when it is near. */
  next_deadline: number | null;
  /** 1 when a bot's command is awaited: the server loads the match to let it play, even after a restart. */
  awaits_bot: number;
  /** 1 while the match has a person's seat that no person has joined or played: it expires if that lasts. */
  unstarted: number;
  /** The clock's settings, the seats it waits for and the time banks, as JSON (clocks.ts ClockState). */
  clock_state: string;
  /** The id of the match played again with the seats swapped (a rematch), once somebody asked for it. */
  rematch: string | null;
  /** The game's own starting block (GLADIATOR: the men of each seat), as JSON; null when the setup needs none. */
  initial: string | null;
  /** The campaign whose arranged match this is (campaigns.ts), null for any other match. */
  campaign: string | null;
}

/**
 * A campaign's match (campaigns.ts): the GLADIATOR match a campaign arranged, stored with the decision that arranged
 * it. `applied` becomes 1 in the transaction that stores the match's end and hands its result to the campaign.
 */
export interface CampaignMatchTable {
  match_id: string;
  campaign_id: string;
  /** 1, 2, 3 ... within the campaign. */
  n: number;
  /** Campaign seat -> the match's seat its holder plays, as JSON (the server's own opponent is left out). */
  seats: string;
  applied: number;
  created_at: string;
}

export interface CommandTable {
  match_id: string;
  /** 1, 2, 3 ... within a match. */
  n: number;
  seat: string;
  command: string;
  created_at: string;
}

export interface SnapshotTable {
  match_id: string;
  /** The state after this many commands. */
  version: number;
  /** How many events the match had produced by then. */
  events: number;
  state: string;
  created_at: string;
}

/** Finds the matches a browser holds seats in, from the tokens it kept (their hashes only). */
export interface TokenTable {
  token_hash: string;
  match_id: string;
  seat: string;
}

/** A match's chat (chat.ts): one row a message, numbered over both channels. */
export interface ChatTable {
  match_id: string;
  n: number;
  channel: 'players' | 'spectators';
  /** The author's seat, null for a spectator. */
  seat: string | null;
  text: string;
  created_at: string;
}

export interface MigrationTable {
  id: string;
  applied_at: string;
}

export interface Tables {
  migrations: MigrationTable;
  matches: MatchTable;
  commands: CommandTable;
  snapshots: SnapshotTable;
  tokens: TokenTable;
  accounts: AccountTable;
  sessions: SessionTable;
  account_seats: AccountSeatTable;
  seat_names: SeatNameTable;
  chat: ChatTable;
  campaign_matches: CampaignMatchTable;
  gladiatori_characters: CharacterTable;
  gladiatori_entries: RosterEntryTable;
}

/** A person's optional account (identity/accounts.ts). */
export interface AccountTable {
  id: string;
  /** As the person wrote it, shown. */
  name: string;
  /** Lower case: names are unique whatever their case. */
  name_key: string;
  /** scrypt with its parameters and salt (identity/passwords.ts). */
  password: string;
  created_at: string;
}

/** A signed-in browser: only the sha256 of its cookie's token is kept. */
export interface SessionTable {
  token_hash: string;
  account_id: string;
  /** Epoch ms after which the session no longer signs anyone in. */
  expires_at: number;
  created_at: string;
}

/** A seat an account holds, so that any device signed in to it opens the seat without its token. */
export interface AccountSeatTable {
  account_id: string;
  match_id: string;
  seat: string;
}

/** The display name of the person at a match's seat. */
export interface SeatNameTable {
  match_id: string;
  seat: string;
  name: string;
  updated_at: string;
}

export type Db = Kysely<Tables>;
export type Dialect = 'sqlite' | 'postgres';

/** One acknowledged-to-be command as the store keeps it: its log row, the match's new version and maybe a snapshot. */
export interface CommitRow {
  match: string;
  /** The match's version before this command; the update only applies if the store still has it. */
  from: number;
  /** `from + 1`: the command's `n` and the match's new version. */
  version: number;
  seat: string;
  command: string;
  status: MatchTable['status'];
  outcome: string | null;
  deadlines: string;
  /** MatchTable.clock_state after this command. */
  clockState: string;
  now: string;
  snapshot: { events: number; state: string } | null;
  /** MatchTable.next_deadline and awaits_bot after this command. */
  nextDeadline: number | null;
  awaitsBot: boolean;
  /** The command is a person's: the match has started (MatchTable.unstarted becomes 0). */
  byPerson: boolean;
  /** A campaign's command that arranged a match: the match and its link are stored with it (campaigns.ts). */
  arranges?: { match: MatchTable; link: CampaignMatchTable };
  /**
   * The arena's command handing a finished match's result to its campaign: the link of that match is marked applied
   * in the same transaction, and the whole batch fails if it was marked already.
   */
  applies?: string;
  /** A Gladiatori match's end: its saved characters' records, updated once (gladiatori-roster.ts). */
  roster?: RosterApply;
}

/**
 * Writes a batch of commands in ONE transaction: all of them are on disk when it resolves, or none when it rejects
 * (a match whose stored version moved on makes the whole batch fail).
 */
export type AppendCommits = (rows: CommitRow[]) => Promise<void>;

/**
 * Stores a new match, the hashes of its seats' tokens and its saved characters' entries, in one transaction, after
 * checking in it that every claimed character is still as checked and free (gladiatori-roster.ts claimRoster). On a
 * conflict nothing is stored and the conflict is the answer; null once stored.
 */
export type InsertMatch = (
  match: MatchTable,
  tokens: TokenTable[],
  claims?: readonly RosterClaim[],
) => Promise<RosterConflict | null>;

/** A seat's token replaced: the hash the seat is held by now (`from`) and the new one (`to`). */
export interface TokenChange {
  match: string;
  seat: string;
  from: string;
  to: string;
  /** An open seat claimed: it becomes an invited person's seat, marked `opened`, in the same transaction. */
  claim?: true;
  /**
   * Seats of other matches the same token opens (a campaign seat's man in its current match: campaigns.ts): where
   * `from` still holds one, `to` replaces it in the same transaction.
   */
  also?: { match: string; seat: string }[];
}

/**
 * Replaces a seat's token in ONE transaction: the tokens table and the seat's hash in the match row. False, and
 * nothing changed, when `from` no longer holds the seat (it was replaced already, or never held it).
 */
export type RotateToken = (change: TokenChange) => Promise<boolean>;

export interface Store {
  /** Reads, migrations and anything else not on the hot path. */
  db: Db;
  dialect: Dialect;
  /** The file or server, for messages (a Postgres URL loses its password here). */
  where: string;
  /** The hot path: a batch of commands in one transaction (on SQLite, in the writer thread). */
  append: AppendCommits;
  insertMatch: InsertMatch;
  rotateToken: RotateToken;
  /** Finishes the writes under way and closes every connection. */
  close(): Promise<void>;
}

const staleMatch = (row: CommitRow): Error =>
  new Error(`match ${row.match}: version ${row.from} is no longer the latest in the store`);

/** The batch through Kysely, for any dialect. */
export function kyselyAppend(db: Db): AppendCommits {
  return (rows) =>
    db.transaction().execute(async (trx) => {
      for (const row of rows) {
        await trx
          .insertInto('commands')
          .values({ match_id: row.match, n: row.version, seat: row.seat, command: row.command, created_at: row.now })
          .execute();
        const updated = await trx
          .updateTable('matches')
          .set({
            version: row.version,
            status: row.status,
            outcome: row.outcome,
            deadlines: row.deadlines,
            clock_state: row.clockState,
            updated_at: row.now,
            next_deadline: row.nextDeadline,
            awaits_bot: row.awaitsBot ? 1 : 0,
            ...(row.byPerson ? { unstarted: 0 } : {}),
          })
          .where('id', '=', row.match)
          .where('version', '=', row.from)
          .executeTakeFirst();
        // Another process moved the match on: this one's copy is stale, and the transaction must not commit.
        if (updated.numUpdatedRows !== 1n) throw staleMatch(row);
        if (row.snapshot)
          await trx
            .insertInto('snapshots')
            .values({
              match_id: row.match,
              version: row.version,
              events: row.snapshot.events,
              state: row.snapshot.state,
              created_at: row.now,
            })
            .execute();
        if (row.arranges) {
          await trx.insertInto('matches').values(row.arranges.match).execute();
          await trx.insertInto('campaign_matches').values(row.arranges.link).execute();
        }
        if (row.applies !== undefined) {
          const marked = await trx
            .updateTable('campaign_matches')
            .set({ applied: 1 })
            .where('match_id', '=', row.applies)
            .where('campaign_id', '=', row.match)
            .where('applied', '=', 0)
            .executeTakeFirst();
          if (marked.numUpdatedRows !== 1n) throw alreadyApplied(row);
        }
        if (row.roster) await applyRoster(trx, row.roster);
      }
    });
}

const alreadyApplied = (row: CommitRow): Error =>
  new Error(`campaign ${row.match}: the result of match ${row.applies} was applied already, or is not its match`);

/** A new match, its seats' token hashes and its saved characters' entries, in one transaction, through Kysely. */
export function kyselyInsertMatch(db: Db): InsertMatch {
  return (match, tokens, claims = []) =>
    db.transaction().execute(async (trx) => {
      const conflict = await claimRoster(trx, claims);
      if (conflict) return conflict;
      await trx.insertInto('matches').values(match).execute();
      if (tokens.length > 0) await trx.insertInto('tokens').values(tokens).execute();
      if (claims.length > 0) await trx.insertInto('gladiatori_entries').values(entryRows(match, claims)).execute();
      return null;
    });
}

/** The seats JSON with the seat's hash replaced, or null when `from` does not hold the seat (sqlite-writer has its twin). */
export function seatsWithToken(seatsJson: string, change: TokenChange): string | null {
  const seats = JSON.parse(seatsJson) as Record<string, { kind: string; tokenHash?: string }>;
  const holder = Object.hasOwn(seats, change.seat) ? seats[change.seat] : undefined;
  if (!holder || holder.kind === 'bot' || holder.tokenHash !== change.from) return null;
  const claimed = change.claim ? { kind: 'invite', opened: true } : {};
  return JSON.stringify({ ...seats, [change.seat]: { ...holder, ...claimed, tokenHash: change.to } });
}

/** The seats JSON with `from` replaced by `to` at `seat` where it holds it, else unchanged (sqlite-writer's twin). */
export function seatsFollowing(seatsJson: string, seat: string, from: string, to: string): string {
  const seats = JSON.parse(seatsJson) as Record<string, { kind: string; tokenHash?: string }>;
  const holder = Object.hasOwn(seats, seat) ? seats[seat] : undefined;
  if (!holder || holder.tokenHash !== from) return seatsJson;
  return JSON.stringify({ ...seats, [seat]: { ...holder, tokenHash: to } });
}

/** A token rotation through Kysely, for any dialect. */
export function kyselyRotateToken(db: Db): RotateToken {
  return (change) =>
    db.transaction().execute(async (trx) => {
      // Deleting the old row first makes a second rotation of the same token wait for this one, then find nothing.
      const gone = await trx
        .deleteFrom('tokens')
        .where('token_hash', '=', change.from)
        .where('match_id', '=', change.match)
        .where('seat', '=', change.seat)
        .executeTakeFirst();
      if (gone.numDeletedRows !== 1n) return false;
      // Another seat of the match may be rotated at the same time: the seats are replaced only if unchanged since
      // read, else read again.
      for (let attempt = 0; attempt < 5; attempt++) {
        const row = await trx.selectFrom('matches').select('seats').where('id', '=', change.match).executeTakeFirst();
        const seats = row ? seatsWithToken(row.seats, change) : null;
        // The row and the seats disagree: the transaction must not commit the deletion.
        if (row === undefined || seats === null)
          throw new Error(`match ${change.match}: the tokens table and the seats disagree on seat ${change.seat}`);
        const updated = await trx
          .updateTable('matches')
          .set({ seats })
          .where('id', '=', change.match)
          .where('seats', '=', row.seats)
          .executeTakeFirst();
        if (updated.numUpdatedRows !== 1n) continue;
        await trx
          .insertInto('tokens')
          .values({ token_hash: change.to, match_id: change.match, seat: change.seat })
          .execute();
        for (const other of change.also ?? []) {
          const found = await trx
            .selectFrom('matches')
            .select('seats')
            .where('id', '=', other.match)
            .executeTakeFirst();
          if (!found) continue;
          const followed = seatsFollowing(found.seats, other.seat, change.from, change.to);
          if (followed !== found.seats)
            await trx.updateTable('matches').set({ seats: followed }).where('id', '=', other.match).execute();
        }
        return true;
      }
      throw new Error(`match ${change.match}: its seats kept changing while seat ${change.seat}'s token was replaced`);
    });
}

const isPostgres = (url: string): boolean => /^postgres(ql)?:\/\//.test(url);

/** Opens the store named by `url` (a Postgres URL, or a SQLite path with an optional `sqlite:` prefix) and migrates it. */
export async function openStore(url: string = DEFAULT_DB): Promise<Store> {
  let store: Store;
  let writer: SqliteWriter | null = null;
  if (isPostgres(url)) {
    const pool = new pg.Pool({ connectionString: url, max: 10 });
    // An idle connection the server ends (a restart, an administrator) is an 'error' on the pool, which without a
    // listener crashes the process. The pool drops that connection and the next query opens a new one.
    pool.on('error', () => {});
    const shown = new URL(url);
    shown.password = '';
    const db = new Kysely<Tables>({ dialect: new PostgresDialect({ pool }) });
    store = {
      db,
      dialect: 'postgres',
      where: `${shown}`,
      append: kyselyAppend(db),
      insertMatch: kyselyInsertMatch(db),
      rotateToken: kyselyRotateToken(db),
      close: () => db.destroy(),
    };
  } else {
    const file = resolve(url.replace(/^sqlite:/, ''));
    mkdirSync(dirname(file), { recursive: true });
    const database = new SqliteDatabase(file);
    database.pragma('journal_mode = WAL');
    database.pragma('synchronous = FULL');
    database.pragma('busy_timeout = 5000');
    const db = new Kysely<Tables>({ dialect: new SqliteDialect({ database }) });
    // The writer thread prepares its statements against the migrated tables, so it starts after migrate().
    const writes = (): SqliteWriter => {
      writer ??= new SqliteWriter(file);
      return writer;
    };
    store = {
      db,
      dialect: 'sqlite',
      where: file,
      append: (rows) => writes().append(rows),
      insertMatch: (match, tokens, claims) => writes().create(match, tokens, claims ?? []),
      rotateToken: (change) => writes().rotate(change),
      close: async () => {
        await writer?.close();
        await db.destroy();
      },
    };
  }
  try {
    await migrate(store);
  } catch (e) {
    await store.close();
    throw e;
  }
  return store;
}

interface Migration {
  id: string;
  // biome-ignore lint/suspicious/noExplicitAny: a migration runs before the tables it creates exist.
  up(db: Kysely<any>): Promise<void>;
}

/** Applied in order, each once; an id never changes meaning once released. Append, never edit. */
const MIGRATIONS: Migration[] = [
  {
    id: '001-matches',
    async up(db) {
      await db.schema
        .createTable('matches')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('game', 'text', (c) => c.notNull())
        .addColumn('rules_version', 'text', (c) => c.notNull())
        .addColumn('options', 'text', (c) => c.notNull())
        .addColumn('seed', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('version', 'integer', (c) => c.notNull())
        .addColumn('seats', 'text', (c) => c.notNull())
        .addColumn('outcome', 'text')
        .addColumn('clock', 'text', (c) => c.notNull())
        .addColumn('deadlines', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('matches_status').on('matches').column('status').execute();
      await db.schema
        .createTable('commands')
        .addColumn('match_id', 'text', (c) => c.notNull().references('matches.id'))
        .addColumn('n', 'integer', (c) => c.notNull())
        .addColumn('seat', 'text', (c) => c.notNull())
        .addColumn('command', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('commands_pk', ['match_id', 'n'])
        .execute();
      await db.schema
        .createTable('snapshots')
        .addColumn('match_id', 'text', (c) => c.notNull().references('matches.id'))
        .addColumn('version', 'integer', (c) => c.notNull())
        .addColumn('events', 'integer', (c) => c.notNull())
        .addColumn('state', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('snapshots_pk', ['match_id', 'version'])
        .execute();
      await db.schema
        .createTable('tokens')
        .addColumn('token_hash', 'text', (c) => c.primaryKey())
        .addColumn('match_id', 'text', (c) => c.notNull().references('matches.id'))
        .addColumn('seat', 'text', (c) => c.notNull())
        .execute();
    },
  },
  {
    // Matches stored before it had no way to say who chose their seed: the server cannot vouch for them.
    id: '002-dice-chosen-by',
    async up(db) {
      await db.schema
        .alterTable('matches')
        .addColumn('dice_chosen_by', 'text', (c) => c.notNull().defaultTo('creator'))
        .execute();
    },
  },
  {
    // Lazy loading (issue 9): what the server must know of a match without loading it.
    id: '003-match-lifecycle',
    async up(db) {
      await db.schema.alterTable('matches').addColumn('next_deadline', 'bigint').execute();
      await db.schema
        .alterTable('matches')
        .addColumn('awaits_bot', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema
        .alterTable('matches')
        .addColumn('unstarted', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema.createIndex('matches_next_deadline').on('matches').column('next_deadline').execute();
      await db.schema.createIndex('matches_awaits_bot').on('matches').column('awaits_bot').execute();
      await db.schema.createIndex('matches_unstarted').on('matches').columns(['unstarted', 'created_at']).execute();
      // Matches stored before: their running clocks are copied over; any with a bot seat is looked at once (the
      // server clears the mark when no bot turns out to be awaited). None of them expires unannounced.
      const active = await db
        .selectFrom('matches')
        .select(['id', 'deadlines', 'seats'])
        .where('status', '=', 'active')
        .execute();
      for (const row of active as { id: string; deadlines: string; seats: string }[]) {
        const deadlines = Object.values(JSON.parse(row.deadlines) as Record<string, number>);
        const bots = Object.values(JSON.parse(row.seats) as Record<string, { kind: string }>).some(
          (h) => h.kind === 'bot',
        );
        await db
          .updateTable('matches')
          .set({ next_deadline: deadlines.length > 0 ? Math.min(...deadlines) : null, awaits_bot: bots ? 1 : 0 })
          .where('id', '=', row.id)
          .execute();
      }
    },
  },
  {
    // Fair clocks and rematches (issue 11). Matches stored before wait for nobody and have no time bank: '{}'.
    id: '004-clock-state-rematch',
    async up(db) {
      await db.schema
        .alterTable('matches')
        .addColumn('clock_state', 'text', (c) => c.notNull().defaultTo('{}'))
        .execute();
      await db.schema.alterTable('matches').addColumn('rematch', 'text').execute();
    },
  },
  {
    // Names and optional accounts (issue 11): every match stored before has no names and belongs to no account.
    id: '005-identity',
    async up(db) {
      await db.schema
        .createTable('accounts')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('name_key', 'text', (c) => c.notNull().unique())
        .addColumn('password', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('sessions')
        .addColumn('token_hash', 'text', (c) => c.primaryKey())
        .addColumn('account_id', 'text', (c) => c.notNull().references('accounts.id'))
        .addColumn('expires_at', 'bigint', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('sessions_account').on('sessions').column('account_id').execute();
      await db.schema
        .createTable('account_seats')
        .addColumn('account_id', 'text', (c) => c.notNull().references('accounts.id'))
        .addColumn('match_id', 'text', (c) => c.notNull().references('matches.id'))
        .addColumn('seat', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('account_seats_pk', ['account_id', 'match_id', 'seat'])
        .execute();
      await db.schema.createIndex('account_seats_match').on('account_seats').columns(['match_id', 'seat']).execute();
      await db.schema
        .createTable('seat_names')
        .addColumn('match_id', 'text', (c) => c.notNull().references('matches.id'))
        .addColumn('seat', 'text', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('seat_names_pk', ['match_id', 'seat'])
        .execute();
    },
  },
  {
    // Chat per match (issue 11).
    id: '007-chat',
    async up(db) {
      await db.schema
        .createTable('chat')
        .addColumn('match_id', 'text', (c) => c.notNull().references('matches.id'))
        .addColumn('n', 'integer', (c) => c.notNull())
        .addColumn('channel', 'text', (c) => c.notNull())
        .addColumn('seat', 'text')
        .addColumn('text', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('chat_pk', ['match_id', 'n'])
        .execute();
    },
  },
  {
    // Campaigns (issue 12): a match's starting block, the campaign it belongs to, and the campaign's matches.
    id: '008-campaigns',
    async up(db) {
      await db.schema.alterTable('matches').addColumn('initial', 'text').execute();
      await db.schema.alterTable('matches').addColumn('campaign', 'text').execute();
      await db.schema
        .createTable('campaign_matches')
        .addColumn('match_id', 'text', (c) => c.primaryKey().references('matches.id'))
        .addColumn('campaign_id', 'text', (c) => c.notNull().references('matches.id'))
        .addColumn('n', 'integer', (c) => c.notNull())
        .addColumn('seats', 'text', (c) => c.notNull())
        .addColumn('applied', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('campaign_matches_campaign')
        .on('campaign_matches')
        .columns(['campaign_id', 'n'])
        .unique()
        .execute();
      await db.schema.createIndex('campaign_matches_applied').on('campaign_matches').column('applied').execute();
    },
  },
  {
    // Gladiatori characters kept between games (issue 13): two new tables; nothing stored before changes.
    id: '009-gladiatori-roster',
    up: createRosterTables,
  },
];

/** Brings the schema up to date; returns the ids it applied now. */
export async function migrate(store: Store): Promise<string[]> {
  return store.db.transaction().execute(async (trx) => {
    // Several servers sharing one Postgres may start at once: the first migrates, the others wait and find it done.
    // The lock comes first: two `create table if not exists` at once on Postgres fail with "type already exists".
    if (store.dialect === 'postgres') await sql`select pg_advisory_xact_lock(4242001)`.execute(trx);
    await trx.schema
      .createTable('migrations')
      .ifNotExists()
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('applied_at', 'text', (c) => c.notNull())
      .execute();
    const done = new Set((await trx.selectFrom('migrations').select('id').execute()).map((r) => r.id));
    const applied: string[] = [];
    for (const m of MIGRATIONS) {
      if (done.has(m.id)) continue;
      await m.up(trx);
      await trx.insertInto('migrations').values({ id: m.id, applied_at: new Date().toISOString() }).execute();
      applied.push(m.id);
    }
    return applied;
  });
}
