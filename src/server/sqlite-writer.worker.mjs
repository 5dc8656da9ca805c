// The SQLite writer thread (sqlite-writer.ts starts it). Plain JavaScript so that it loads as it is under tsx, vitest
// and node alike. It owns the only connection that writes: every batch of commands and every new match is one
// transaction here, and its COMMIT (an fsync with synchronous = FULL) no longer holds up the server's event loop.
import { parentPort, workerData } from 'node:worker_threads';
import Database from 'better-sqlite3';

const database = new Database(workerData.file);
database.pragma('journal_mode = WAL');
database.pragma('synchronous = FULL');
database.pragma('busy_timeout = 5000');

const insertCommand = database.prepare(
  'insert into commands (match_id, n, seat, command, created_at) values (?, ?, ?, ?, ?)',
);
const updateMatch = database.prepare(
  'update matches set version = ?, status = ?, outcome = ?, deadlines = ?, clock_state = ?, updated_at = ?, next_deadline = ?, awaits_bot = ?, ' +
    'unstarted = case when ? = 1 then 0 else unstarted end where id = ? and version = ?',
);
const insertSnapshot = database.prepare(
  'insert into snapshots (match_id, version, events, state, created_at) values (?, ?, ?, ?, ?)',
);
const insertMatch = database.prepare(
  'insert into matches (id, game, rules_version, options, seed, status, version, seats, outcome, clock, deadlines, created_at, updated_at, dice_chosen_by, next_deadline, awaits_bot, unstarted, clock_state, rematch, initial, campaign) ' +
    'values (@id, @game, @rules_version, @options, @seed, @status, @version, @seats, @outcome, @clock, @deadlines, @created_at, @updated_at, @dice_chosen_by, @next_deadline, @awaits_bot, @unstarted, @clock_state, @rematch, @initial, @campaign)',
);
const insertLink = database.prepare(
  'insert into campaign_matches (match_id, campaign_id, n, seats, applied, created_at) values (@match_id, @campaign_id, @n, @seats, @applied, @created_at)',
);
const markApplied = database.prepare(
  'update campaign_matches set applied = 1 where match_id = ? and campaign_id = ? and applied = 0',
);
const insertToken = database.prepare(
  'insert into tokens (token_hash, match_id, seat) values (@token_hash, @match_id, @seat)',
);
const insertEntry = database.prepare(
  'insert into gladiatori_entries (match_id, seat, character_id, applied, created_at) values (@match_id, @seat, @character_id, @applied, @created_at)',
);
const markEntry = database.prepare(
  'update gladiatori_entries set applied = 1 where match_id = ? and seat = ? and character_id = ? and applied = 0',
);
const updateCharacter = database.prepare(
  'update gladiatori_characters set record = ?, version = ?, updated_at = ? where id = ? and version = ?',
);
const holdCharacter = database.prepare(
  'update gladiatori_characters set version = version where id = ? and version = ?',
);
const fightingIn = database.prepare(
  "select e.match_id from gladiatori_entries e join matches m on m.id = e.match_id where e.character_id = ? and e.applied = 0 and m.status = 'active' limit 1",
);
const deleteToken = database.prepare('delete from tokens where token_hash = ? and match_id = ? and seat = ?');
const selectSeats = database.prepare('select seats from matches where id = ?');
const updateSeats = database.prepare('update matches set seats = ? where id = ?');

/** The same check as db.ts's kyselyAppend: a stale version fails the whole batch. */
const append = database.transaction((rows) => {
  for (const row of rows) {
    insertCommand.run(row.match, row.version, row.seat, row.command, row.now);
    const updated = updateMatch.run(
      row.version,
      row.status,
      row.outcome,
      row.deadlines,
      row.clockState,
      row.now,
      row.nextDeadline,
      row.awaitsBot ? 1 : 0,
      row.byPerson ? 1 : 0,
      row.match,
      row.from,
    );
    if (updated.changes !== 1)
      throw new Error(`match ${row.match}: version ${row.from} is no longer the latest in the store`);
    if (row.snapshot) insertSnapshot.run(row.match, row.version, row.snapshot.events, row.snapshot.state, row.now);
    // A campaign's decision that arranged a match stores it; the arena's result marks that match applied, once.
    if (row.arranges) {
      insertMatch.run(row.arranges.match);
      insertLink.run(row.arranges.link);
    }
    if (row.applies !== undefined && markApplied.run(row.applies, row.match).changes !== 1)
      throw new Error(
        `campaign ${row.match}: the result of match ${row.applies} was applied already, or is not its match`,
      );
    // gladiatori-roster.ts applyRoster's twin: a match's end updates its saved characters once.
    for (const c of row.roster?.characters ?? []) {
      if (markEntry.run(row.roster.match, c.seat, c.id).changes !== 1)
        throw new Error(`match ${row.roster.match}: the end was recorded already for the character at seat ${c.seat}`);
      if (updateCharacter.run(c.record, c.from + 1, c.now, c.id, c.from).changes !== 1)
        throw new Error(`character ${c.id}: changed since match ${row.roster.match}'s end was computed`);
    }
  }
});

/**
 * db.ts kyselyInsertMatch's twin, with gladiatori-roster.ts claimRoster's checks first: each claimed character still
 * at the version checked and in no unfinished match, or the conflict is the answer and nothing is stored.
 */
const create = database.transaction((match, tokens, claims) => {
  const ordered = [...claims].sort((x, y) => (x.character_id < y.character_id ? -1 : 1));
  for (const claim of ordered) {
    if (holdCharacter.run(claim.character_id, claim.version).changes !== 1) return { claim, fighting: null };
    const fighting = fightingIn.get(claim.character_id);
    if (fighting) return { claim, fighting: fighting.match_id };
  }
  insertMatch.run(match);
  for (const token of tokens) insertToken.run(token);
  for (const c of claims)
    insertEntry.run({
      match_id: match.id,
      seat: c.seat,
      character_id: c.character_id,
      applied: 0,
      created_at: match.created_at,
    });
  return null;
});

/** db.ts kyselyRotateToken's twin: false, and nothing changed, when `from` no longer holds the seat. */
const rotate = database.transaction((change) => {
  if (deleteToken.run(change.from, change.match, change.seat).changes !== 1) return false;
  const row = selectSeats.get(change.match);
  const seats = row ? JSON.parse(row.seats) : {};
  const holder = Object.hasOwn(seats, change.seat) ? seats[change.seat] : undefined;
  if (!holder || holder.kind === 'bot' || holder.tokenHash !== change.from)
    throw new Error(`match ${change.match}: the tokens table and the seats disagree on seat ${change.seat}`);
  const claimed = change.claim ? { kind: 'invite', opened: true } : {};
  seats[change.seat] = { ...holder, ...claimed, tokenHash: change.to };
  updateSeats.run(JSON.stringify(seats), change.match);
  insertToken.run({ token_hash: change.to, match_id: change.match, seat: change.seat });
  // db.ts seatsFollowing's twin: a campaign seat's man in its current match follows the new token.
  for (const other of change.also ?? []) {
    const found = selectSeats.get(other.match);
    if (!found) continue;
    const otherSeats = JSON.parse(found.seats);
    const man = Object.hasOwn(otherSeats, other.seat) ? otherSeats[other.seat] : undefined;
    if (!man || man.tokenHash !== change.from) continue;
    otherSeats[other.seat] = { ...man, tokenHash: change.to };
    updateSeats.run(JSON.stringify(otherSeats), other.match);
  }
  return true;
});

parentPort.on('message', (msg) => {
  try {
    let value;
    if (msg.op === 'append') append(msg.rows);
    // Immediate: the write lock is taken before the checks read, so another process cannot write between them.
    else if (msg.op === 'create') value = create.immediate(msg.match, msg.tokens, msg.claims);
    else if (msg.op === 'rotate') value = rotate.immediate(msg.change);
    else if (msg.op === 'close') {
      database.close();
      parentPort.postMessage({ id: msg.id, ok: true });
      parentPort.close();
      return;
    } else throw new Error(`unknown writer operation ${msg.op}`);
    parentPort.postMessage({ id: msg.id, ok: true, value });
  } catch (e) {
    parentPort.postMessage({ id: msg.id, ok: false, message: e instanceof Error ? e.message : String(e) });
  }
});
