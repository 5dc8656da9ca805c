/**
 * Gladiatori characters kept on the server (issue 13, rules 15): an account's roster. Each character is a sheet, the
 * campaign readings his owner chose, and his record (campaign.ts: an experience ledger and the games he fought). A
 * match created with a saved character for a seat stores a roster entry with the match; when that match ends, the
 * record is updated and the entry marked applied in the transaction that stores the end (CommitRow.roster), so a
 * game counts once whatever happens to the process. A dead character is refused for any new match.
 *
 * Everything MatchService and the store need to know of rosters is here; the routes are at the bottom.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { clip, type GameEvent, type SeatId } from '../core/protocol.js';
import type { RuleViolation } from '../core/result.js';
import type { LedgerLine } from '../games/campaign/ledger.js';
import {
  type CampaignRules,
  DEFAULT_CAMPAIGN,
  type RecordedGame,
  recordGame,
  recordWords,
  reportOf,
  totalsOf,
} from '../games/gladiatori/campaign.js';
import { type CharacterSheet, parseSheet } from '../games/gladiatori/character.js';
import { SECTION, STANDARD_COINS } from '../games/gladiatori/tables.js';
import type { GladiatoriState } from '../games/gladiatori/types.js';
import type { Db, Tables } from './db.js';
import { Accounts } from './identity/accounts.js';
import { SESSION_COOKIE } from './identity/routes.js';
import type { Seated } from './table.js';
import type { ApiError, CreateMatch, SavedCharacter } from './wire.js';

export type { SavedCharacter };

export const GLADIATORI = 'gladiatori';

/** A saved character (gladiatori_characters). */
export interface CharacterTable {
  id: string;
  /** The account that made him; only it lists, changes or fields him. */
  account_id: string;
  name: string;
  /** CharacterSheet as JSON: as last built. */
  sheet: string;
  /** CampaignRules as JSON: the readings of his career, chosen when he was made. */
  rules: string;
  /** { lines: LedgerLine[], games: RecordedGame[] } as JSON. */
  record: string;
  /** Raised by every change: a change applies only to the version it was computed from. */
  version: number;
  created_at: string;
  updated_at: string;
}

/** A saved character fighting at a match's seat (gladiatori_entries); `applied` once the match's end is recorded. */
export interface RosterEntryTable {
  match_id: string;
  seat: string;
  character_id: string;
  applied: number;
  created_at: string;
}

/** What a match's end writes to the roster, in the transaction that stores the end (db.ts CommitRow.roster). */
export interface RosterApply {
  match: string;
  /** Each character's new record, applied only if his row is still at version `from`. */
  characters: { id: string; seat: string; from: number; record: string; now: string }[];
}

// biome-ignore lint/suspicious/noExplicitAny: a migration runs before the tables it creates exist.
export async function createRosterTables(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('gladiatori_characters')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('account_id', 'text', (c) => c.notNull().references('accounts.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('sheet', 'text', (c) => c.notNull())
    .addColumn('rules', 'text', (c) => c.notNull())
    .addColumn('record', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('gladiatori_characters_account')
    .on('gladiatori_characters')
    .column('account_id')
    .execute();
  await db.schema
    .createTable('gladiatori_entries')
    .addColumn('match_id', 'text', (c) => c.notNull().references('matches.id'))
    .addColumn('seat', 'text', (c) => c.notNull())
    .addColumn('character_id', 'text', (c) => c.notNull().references('gladiatori_characters.id'))
    .addColumn('applied', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('gladiatori_entries_pk', ['match_id', 'seat'])
    .execute();
  await db.schema
    .createIndex('gladiatori_entries_character')
    .on('gladiatori_entries')
    .columns(['character_id', 'applied'])
    .execute();
}

/**
 * A seat of a new match taken by a saved character, as rosterForMatch or rosterForRematch found him. The store
 * keeps it with the match only if, in the transaction that stores the match, his row is still at `version` (alive,
 * with the sheet put in the options) and he is in no unfinished match.
 */
export interface RosterClaim {
  seat: SeatId;
  character_id: string;
  /** His name, for the refusal (a character keeps his name for good). */
  name: string;
  version: number;
}

/** A claim the store refused: the character changed since he was checked, or fights in match `fighting`. */
export interface RosterConflict {
  claim: RosterClaim;
  fighting: string | null;
}

/**
 * The checks of a new match's saved characters, in the transaction that stores it, before anything is written (the
 * SQLite writer thread has a twin). Each character's row is updated to what it holds: that takes its lock, so in
 * PostgreSQL a second match fielding him waits here until the first commits, then finds its entry; SQLite writes one
 * transaction at a time anyway. Rows are taken in id order so that two matches never wait on each other. Null when
 * every claim holds.
 */
export async function claimRoster(trx: Kysely<Tables>, claims: readonly RosterClaim[]): Promise<RosterConflict | null> {
  const ordered = [...claims].sort((x, y) => (x.character_id < y.character_id ? -1 : 1));
  for (const claim of ordered) {
    const held = await trx
      .updateTable('gladiatori_characters')
      .set((eb) => ({ version: eb.ref('version') }))
      .where('id', '=', claim.character_id)
      .where('version', '=', claim.version)
      .executeTakeFirst();
    if (held.numUpdatedRows !== 1n) return { claim, fighting: null };
    const fighting = (await fightingNow(trx, [claim.character_id])).get(claim.character_id);
    if (fighting !== undefined) return { claim, fighting };
  }
  return null;
}

/** The entry rows of a new match's claims. */
export const entryRows = (match: { id: string; created_at: string }, claims: readonly RosterClaim[]) =>
  claims.map(
    (c): RosterEntryTable => ({
      match_id: match.id,
      seat: c.seat,
      character_id: c.character_id,
      applied: 0,
      created_at: match.created_at,
    }),
  );

/** A conflict in the store as the answer to the request: a 409 naming the section and the seat. */
export function conflictError({ claim, fighting }: RosterConflict): ApiError {
  const field = `roster.${claim.seat}`;
  if (fighting !== null) return fightingError(claim.name, fighting, field);
  return {
    code: 'character-changed',
    message: `${SECTION.campaign}: ${claim.name} changed while the match was being made (a game recorded, or his sheet built anew): ask again`,
    field,
  };
}

/** The codes of conflictError: a new match refused for them answers 409, not 400. */
export const CONFLICT_CODES: ReadonlySet<string> = new Set(['character-fighting', 'character-changed']);

/** The roster's writes of a match's end, inside its transaction (the SQLite writer thread has a twin). */
export async function applyRoster(trx: Kysely<Tables>, apply: RosterApply): Promise<void> {
  for (const c of apply.characters) {
    const entry = await trx
      .updateTable('gladiatori_entries')
      .set({ applied: 1 })
      .where('match_id', '=', apply.match)
      .where('seat', '=', c.seat)
      .where('character_id', '=', c.id)
      .where('applied', '=', 0)
      .executeTakeFirst();
    if (entry.numUpdatedRows !== 1n) throw rosterApplied(apply.match, c.seat);
    const updated = await trx
      .updateTable('gladiatori_characters')
      .set({ record: c.record, version: c.from + 1, updated_at: c.now })
      .where('id', '=', c.id)
      .where('version', '=', c.from)
      .executeTakeFirst();
    if (updated.numUpdatedRows !== 1n)
      throw new Error(`character ${c.id}: changed since match ${apply.match}'s end was computed`);
  }
}

export const rosterApplied = (match: string, seat: string): Error =>
  new Error(`match ${match}: the end was recorded already for the character at seat ${seat}`);

/** A stored record's parts. */
interface StoredRecord {
  lines: LedgerLine[];
  games: RecordedGame[];
}

const EMPTY_RECORD = JSON.stringify({ lines: [], games: [] } satisfies StoredRecord);

/**
 * The roster's share of a match's end: each saved character's record with this game added (campaign.ts), or null
 * when no entry of the match waits. `eventsOf` gives every event of the match from the first; it is asked only when
 * an entry waits (a match of no saved character replays nothing).
 */
export async function rosterEnd(
  db: Db,
  matchId: string,
  state: unknown,
  eventsOf: () => Promise<readonly GameEvent[]>,
): Promise<RosterApply | null> {
  const rows = await db
    .selectFrom('gladiatori_entries as e')
    .innerJoin('gladiatori_characters as c', 'c.id', 'e.character_id')
    .select(['e.seat', 'c.id', 'c.sheet', 'c.rules', 'c.record', 'c.version'])
    .where('e.match_id', '=', matchId)
    .where('e.applied', '=', 0)
    .execute();
  if (rows.length === 0) return null;
  const events = await eventsOf();
  const seated = state as Seated;
  const game = seated.game as GladiatoriState;
  // The table may have ended the match itself (a draw agreed, every foe resigned): that end is the one recorded.
  const outcome = seated.$table.ended ?? game.outcome;
  const now = new Date().toISOString();
  const characters = rows.map((r) => {
    const stored = JSON.parse(r.record) as StoredRecord;
    const record = { sheet: JSON.parse(r.sheet) as CharacterSheet, ...stored };
    const report = reportOf(game, events, r.seat, stored.games.length + 1, matchId, outcome);
    const next = recordGame(record, report, JSON.parse(r.rules) as CampaignRules);
    // Entries are refused for a dead character and marked applied once: a refusal here is a bug.
    if (!next.ok) throw new Error(`character ${r.id} in match ${matchId}: ${next.error.message}`);
    const kept: StoredRecord = { lines: [...next.value.lines], games: [...next.value.games] };
    return { id: r.id, seat: r.seat, from: Number(r.version), record: JSON.stringify(kept), now };
  });
  return { match: matchId, characters };
}

/** Finished matches whose roster entries were never recorded (a store written another way, or before this code). */
export async function unrecordedMatches(db: Db): Promise<string[]> {
  const rows = await db
    .selectFrom('gladiatori_entries as e')
    .innerJoin('matches as m', 'm.id', 'e.match_id')
    .select('e.match_id')
    .distinct()
    .where('e.applied', '=', 0)
    .where('m.status', '=', 'finished')
    .execute();
  return rows.map((r) => r.match_id);
}

/** The roster's share of a match's end written on its own (the sweep's), in one transaction. */
export const writeRoster = (db: Db, apply: RosterApply): Promise<void> =>
  db.transaction().execute((trx) => applyRoster(trx, apply));

// ---- characters ------------------------------------------------------------------------------------------------

const Rules = z
  .object({
    xpFrom: z.enum(['final', 'gained']),
    negativeXpCostsCoins: z.boolean(),
    animalWinAddsVictoryXp: z.boolean(),
  })
  .partial()
  .strict();

/** Body of POST /api/gladiatori/characters and POST /api/gladiatori/characters/:id/sheet. */
export const SaveCharacter = z.object({ sheet: z.unknown(), rules: Rules.optional() }).strict();

const newId = (): string => `c${randomBytes(9).toString('base64url')}`;

/** A rule refused as an API error: the section leads the message, the field names the part of the request. */
const refusal = (e: RuleViolation, field: string): ApiError => ({
  code: e.code,
  message: `${e.rule}: ${e.message}`,
  field: typeof e.values?.path === 'string' && e.values.path !== '' ? `${field}.${e.values.path}` : field,
});

/** A sheet from a request, checked (16) and held to the coins he may spend (16.1, 15.4). */
function checkedSheet(
  input: unknown,
  coins: number,
): { ok: true; sheet: CharacterSheet } | { ok: false; error: ApiError } {
  const parsed = parseSheet(input);
  if (!parsed.ok) return { ok: false, error: refusal(parsed.error, 'sheet') };
  const sheet = parsed.value.sheet;
  if (sheet.coins > coins)
    return {
      ok: false,
      error: {
        code: 'too-many-coins',
        message: `${sheet.coins > STANDARD_COINS ? SECTION.coinBonus : SECTION.coins}: the sheet is built with ${sheet.coins} coins, but this character may spend ${coins}`,
        field: 'sheet.coins',
      },
    };
  return { ok: true, sheet };
}

type Row = Tables['gladiatori_characters'];

async function fightingNow(db: Db, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('gladiatori_entries as e')
    .innerJoin('matches as m', 'm.id', 'e.match_id')
    .select(['e.character_id', 'e.match_id'])
    .where('e.character_id', 'in', ids)
    .where('e.applied', '=', 0)
    .where('m.status', '=', 'active')
    .execute();
  return new Map(rows.map((r) => [r.character_id, r.match_id]));
}

function savedOf(row: Row, fighting: string | null): SavedCharacter {
  const record = JSON.parse(row.record) as StoredRecord;
  const rules = JSON.parse(row.rules) as CampaignRules;
  const totals = totalsOf(record, rules);
  return {
    id: row.id,
    name: row.name,
    sheet: JSON.parse(row.sheet) as CharacterSheet,
    rules,
    totals,
    words: recordWords(totals),
    games: record.games,
    experience: record.lines,
    fighting,
  };
}

/** The account's characters, oldest first. */
export async function charactersOf(db: Db, accountId: string): Promise<SavedCharacter[]> {
  const rows = await db
    .selectFrom('gladiatori_characters')
    .selectAll()
    .where('account_id', '=', accountId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  const fighting = await fightingNow(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => savedOf(r, fighting.get(r.id) ?? null));
}

async function characterOf(db: Db, accountId: string, id: string): Promise<Row | undefined> {
  return db
    .selectFrom('gladiatori_characters')
    .selectAll()
    .where('id', '=', id)
    .where('account_id', '=', accountId)
    .executeTakeFirst();
}

type Answer<T> = { ok: true; value: T } | { ok: false; status: number; error: ApiError };

/** A new character: a sheet within the standard 55 coins (16.1), with an empty record. */
export async function createCharacter(db: Db, accountId: string, body: unknown): Promise<Answer<SavedCharacter>> {
  const req = SaveCharacter.safeParse(body);
  if (!req.success) return { ok: false, status: 400, error: badBody(req.error) };
  const checked = checkedSheet(req.data.sheet, STANDARD_COINS);
  if (!checked.ok) return { ok: false, status: 400, error: checked.error };
  const now = new Date().toISOString();
  const row: Row = {
    id: newId(),
    account_id: accountId,
    name: checked.sheet.name,
    sheet: JSON.stringify(checked.sheet),
    rules: JSON.stringify({ ...DEFAULT_CAMPAIGN, ...req.data.rules }),
    record: EMPTY_RECORD,
    version: 0,
    created_at: now,
    updated_at: now,
  };
  await db.insertInto('gladiatori_characters').values(row).execute();
  return { ok: true, value: savedOf(row, null) };
}

/**
 * A character built anew between games (15.4): the same name, his record kept, and as many coins as his experience
 * gives. Refused while he fights, and once he is dead.
 */
export async function rebuildCharacter(
  db: Db,
  accountId: string,
  id: string,
  body: unknown,
): Promise<Answer<SavedCharacter>> {
  const req = SaveCharacter.safeParse(body);
  if (!req.success) return { ok: false, status: 400, error: badBody(req.error) };
  if (req.data.rules !== undefined)
    return {
      ok: false,
      status: 400,
      error: {
        code: 'rules-fixed',
        message: `${SECTION.campaign}: a career's readings are chosen once, when the character is made`,
        field: 'rules',
      },
    };
  const row = await characterOf(db, accountId, id);
  if (!row) return { ok: false, status: 404, error: noCharacter(id) };
  const before = savedOf(row, (await fightingNow(db, [id])).get(id) ?? null);
  const busy = refuseToField(before, 'id');
  if (busy) return { ok: false, status: 409, error: busy };
  const checked = checkedSheet(req.data.sheet, before.totals.coins);
  if (!checked.ok) return { ok: false, status: 400, error: checked.error };
  if (checked.sheet.name !== row.name)
    return {
      ok: false,
      status: 400,
      error: {
        code: 'renamed',
        message: `${SECTION.campaign}: ${row.name} keeps his name from game to game; make a new character for a new name`,
        field: 'sheet.name',
      },
    };
  const now = new Date().toISOString();
  const updated = await db
    .updateTable('gladiatori_characters')
    .set({ sheet: JSON.stringify(checked.sheet), version: row.version + 1, updated_at: now })
    .where('id', '=', id)
    .where('version', '=', row.version)
    .executeTakeFirst();
  if (updated.numUpdatedRows !== 1n)
    return {
      ok: false,
      status: 409,
      error: { code: 'changed', message: `${row.name} changed meanwhile: read him again`, field: 'id' },
    };
  return { ok: true, value: { ...before, sheet: checked.sheet } };
}

const noCharacter = (id: string): ApiError => ({
  code: 'unknown-character',
  message: `you have no character "${clip(id)}"`,
  field: 'id',
});

/** Why a character may not fight (or be rebuilt) now, or null. */
function refuseToField(c: SavedCharacter, field: string): ApiError | null {
  if (c.totals.fate === 'dead')
    return {
      code: 'character-dead',
      message: `${SECTION.death}: ${c.name} died in an earlier game; his campaign is over and he fights no more`,
      field,
    };
  if (c.fighting !== null) return fightingError(c.name, c.fighting, field);
  return null;
}

const fightingError = (name: string, match: string, field: string): ApiError => ({
  code: 'character-fighting',
  message: `${SECTION.campaign}: ${name} is fighting in match ${match}; he is free again when it ends`,
  field,
});

/** The seats of a new match taken by saved characters, as CreateMatch.roster names them. */
export interface RosterMatch {
  /** The request with each such seat's character sheet in `options.characters`. */
  req: CreateMatch;
  claims: RosterClaim[];
}

/** The Gladiatori seats in seat order (module.ts SEATS): `options.characters[i]` is the character at seat i. */
const SEAT_ORDER = ['a', 'b', 'c', 'd'];
const DEFAULT_CHARACTERS = ['mirmillo', 'thraex'];

/**
 * A new match's saved characters, checked: a Gladiatori match, the creator's own seats, his own characters, none dead
 * or fighting elsewhere. Their sheets go into the options. The claims are stored with the match, in whose
 * transaction the store checks again what another request may change meanwhile (claimRoster).
 */
export async function rosterForMatch(db: Db, accountId: string | null, req: CreateMatch): Promise<Answer<RosterMatch>> {
  const roster = req.roster ?? {};
  const seats = Object.keys(roster);
  if (seats.length === 0) return { ok: true, value: { req, claims: [] } };
  const fail = (status: number, error: ApiError): Answer<RosterMatch> => ({ ok: false, status, error });
  if (req.game !== GLADIATORI)
    return fail(400, {
      code: 'no-roster',
      message: 'saved characters fight only in Gladiatori matches',
      field: 'roster',
    });
  if (accountId === null)
    return fail(401, { code: 'not-signed-in', message: 'sign in to field your saved characters', field: 'roster' });
  const options = { ...req.options };
  const characters = [...((options.characters as unknown[] | undefined) ?? DEFAULT_CHARACTERS)];
  const claims: RosterClaim[] = [];
  const used = new Set<string>();
  for (const seat of seats) {
    const field = `roster.${seat}`;
    const i = SEAT_ORDER.indexOf(seat);
    if (i < 0 || i >= characters.length)
      return fail(400, { code: 'unknown-seat', message: `this match has no seat "${clip(seat)}"`, field });
    if (req.seats[seat]?.kind !== 'here')
      return fail(400, {
        code: 'not-your-seat',
        message: `seat ${seat} is not yours in this match: only your own seats take your characters`,
        field,
      });
    const id = roster[seat] as string;
    if (used.has(id))
      return fail(400, { code: 'character-twice', message: 'one character cannot hold two seats', field });
    used.add(id);
    const row = await characterOf(db, accountId, id);
    if (!row) return fail(404, { ...noCharacter(id), field });
    const saved = savedOf(row, (await fightingNow(db, [id])).get(id) ?? null);
    const refused = refuseToField(saved, field);
    if (refused) return fail(409, refused);
    characters[i] = saved.sheet;
    claims.push({ seat, character_id: id, name: row.name, version: Number(row.version) });
  }
  options.characters = characters;
  const { roster: _, ...rest } = req;
  return { ok: true, value: { req: { ...rest, options }, claims } };
}

/** A rematch's options and the roster claims it is stored with (service.ts rematch). */
export interface RosterRematch {
  options: Record<string, unknown>;
  claims: RosterClaim[];
}

/**
 * A rematch of a match with saved characters: each of them follows the person who fielded him to the mirrored seat
 * (`mirror`, as the rematch moves the holders), with the sheet kept on the server now, and is linked to the rematch so
 * that its end is recorded too. The other seats' characters and items move with their holders likewise, so nobody
 * fights the rematch with a character he did not choose; the teams (seats of one parity) stay together. The checks of
 * a new match hold: every such character alive, in no other unfinished match, and the first match's game already in
 * his record (the store checks them again as it stores the rematch). A match with no saved character is left as it
 * was: its options come back unchanged and no claim.
 */
export async function rosterForRematch(
  db: Db,
  matchId: string,
  options: Record<string, unknown>,
  mirror: (seat: SeatId) => SeatId,
): Promise<{ ok: true; value: RosterRematch } | { ok: false; error: ApiError }> {
  const rows = await db
    .selectFrom('gladiatori_entries')
    .select(['seat', 'character_id', 'applied'])
    .where('match_id', '=', matchId)
    .orderBy('seat')
    .execute();
  if (rows.length === 0) return { ok: true, value: { options, claims: [] } };
  const characters = [...((options.characters as unknown[] | undefined) ?? DEFAULT_CHARACTERS)];
  const items = (options.items as unknown[] | undefined) ?? [];
  const movedCharacters: unknown[] = [...characters];
  const movedItems: unknown[] = characters.map(() => null);
  characters.forEach((c, i) => {
    const to = SEAT_ORDER.indexOf(mirror(SEAT_ORDER[i] as SeatId));
    if (to < 0 || to >= characters.length) throw new Error(`match ${matchId}: seat ${SEAT_ORDER[i]} has no mirror`);
    movedCharacters[to] = c;
    movedItems[to] = items[i] ?? null;
  });
  const fighting = await fightingNow(
    db,
    rows.map((r) => r.character_id),
  );
  const claims: RosterClaim[] = [];
  for (const r of rows) {
    const seat = mirror(r.seat);
    const field = `roster.${seat}`;
    const row = await db
      .selectFrom('gladiatori_characters')
      .selectAll()
      .where('id', '=', r.character_id)
      .executeTakeFirstOrThrow();
    if (Number(r.applied) !== 1)
      return {
        ok: false,
        error: {
          code: 'record-pending',
          message: `${SECTION.campaign}: the last match is not yet in ${row.name}'s record; ask for the rematch again in a moment`,
          field,
        },
      };
    const refused = refuseToField(savedOf(row, fighting.get(r.character_id) ?? null), field);
    if (refused) return { ok: false, error: refused };
    movedCharacters[SEAT_ORDER.indexOf(seat)] = JSON.parse(row.sheet) as CharacterSheet;
    claims.push({ seat, character_id: r.character_id, name: row.name, version: Number(row.version) });
  }
  const moved: Record<string, unknown> = { ...options, characters: movedCharacters };
  // An empty list stays empty: every seat then has its default items wherever it sits.
  if (items.length > 0) moved.items = movedItems;
  return { ok: true, value: { options: moved, claims } };
}

// ---- routes ----------------------------------------------------------------------------------------------------

const badBody = (error: z.ZodError): ApiError => {
  const issue = error.issues[0];
  const field = clip(issue?.path.join('.') || '(body)');
  return { code: 'bad-request', message: clip(`${field}: ${issue?.message ?? 'invalid'}`), field };
};

const NOT_SIGNED_IN: ApiError = {
  code: 'not-signed-in',
  message: 'sign in to an account first: saved characters belong to an account',
};

/** The signed-in account of a request, or null. */
export type AccountOf = (request: FastifyRequest) => Promise<{ id: string } | null>;

export function accountReader(db: Db): AccountOf {
  const accounts = new Accounts(db);
  return (request) => accounts.session(request.cookies[SESSION_COOKIE]);
}

/**
 * GET /api/gladiatori/characters, POST /api/gladiatori/characters, POST /api/gladiatori/characters/:id/sheet
 * (docs/protocol.md, "Gladiatori characters"). The cookie plugin is registered already (identity/routes.ts).
 */
export function registerRoster(app: FastifyInstance, db: Db, accountOf: AccountOf): void {
  const send = <T>(reply: FastifyReply, answer: Answer<T>, status = 200) =>
    answer.ok ? reply.code(status).send(answer.value) : reply.code(answer.status).send(answer.error);
  app.get('/api/gladiatori/characters', async (request, reply) => {
    const account = await accountOf(request);
    if (!account) return reply.code(401).send(NOT_SIGNED_IN);
    return charactersOf(db, account.id);
  });
  app.post('/api/gladiatori/characters', async (request, reply) => {
    const account = await accountOf(request);
    if (!account) return reply.code(401).send(NOT_SIGNED_IN);
    return send(reply, await createCharacter(db, account.id, request.body), 201);
  });
  app.post<{ Params: { id: string } }>('/api/gladiatori/characters/:id/sheet', async (request, reply) => {
    const account = await accountOf(request);
    if (!account) return reply.code(401).send(NOT_SIGNED_IN);
    return send(reply, await rebuildCharacter(db, account.id, request.params.id, request.body));
  });
}
