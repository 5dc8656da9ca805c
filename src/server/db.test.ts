/**
 * The store in both dialects: migrations, the command log's key, and the batch write every acknowledgement rests on
 * (all of a batch is stored, or none of it when a match in it has moved on). SQLite runs on a temporary file,
 * PostgreSQL on a database of its own on the server LUDUS_TEST_PG names (testdb.ts).
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { type CommitRow, type MatchTable, migrate, openStore, type Store } from './db.js';
import { DIALECTS, dropTestDatabases, endConnections, freshDb } from './testdb.js';
import { tempDir } from './testkit.js';

afterAll(dropTestDatabases);

const NOW = '2026-01-01T00:00:00.000Z';

const matchRow = (id: string): MatchTable => ({
  id,
  game: 'gladiator',
  rules_version: 'v',
  options: '{}',
  seed: 's',
  status: 'active',
  version: 0,
  seats: '{}',
  outcome: null,
  clock: 'off',
  deadlines: '{}',
  created_at: NOW,
  updated_at: NOW,
  dice_chosen_by: 'server',
  next_deadline: null,
  awaits_bot: 0,
  unstarted: 0,
  clock_state: '{}',
  rematch: null,
  initial: null,
  campaign: null,
});

/** The command that takes `match` from version `from` to the next. */
const commit = (match: string, from: number, snapshot: CommitRow['snapshot'] = null): CommitRow => ({
  match,
  from,
  version: from + 1,
  seat: 'a',
  command: JSON.stringify({ n: from + 1 }),
  status: 'active',
  outcome: null,
  deadlines: '{}',
  clockState: '{}',
  now: NOW,
  snapshot,
  nextDeadline: null,
  awaitsBot: false,
  byPerson: true,
});

/** What a test can see of the store: every match's version, every command and snapshot, in key order. */
async function contents(store: Store) {
  const { db } = store;
  return {
    versions: await db.selectFrom('matches').select(['id', 'version']).orderBy('id').execute(),
    commands: await db
      .selectFrom('commands')
      .select(['match_id', 'n', 'command'])
      .orderBy('match_id')
      .orderBy('n')
      .execute(),
    snapshots: await db.selectFrom('snapshots').select(['match_id', 'version', 'events', 'state']).execute(),
  };
}

describe('the SQLite store', () => {
  it('creates the SQLite file with its directory and migrates once', async () => {
    const file = join(tempDir(), 'nested', 'data', 'ludus.sqlite');
    const store = await openStore(`sqlite:${file}`);
    expect(store.dialect).toBe('sqlite');
    expect(existsSync(file)).toBe(true);
    await store.close();
  });
});

describe.each(DIALECTS)('the store on %s', (dialect) => {
  it('migrates an empty database once, and reopens it without migrating again', async () => {
    const url = await freshDb(dialect);
    const store = await openStore(url);
    expect(store.dialect).toBe(dialect);
    expect(await migrate(store)).toEqual([]);
    const applied = await store.db.selectFrom('migrations').select('id').execute();
    expect(applied.map((m) => m.id)).toEqual([
      '001-matches',
      '002-dice-chosen-by',
      '003-match-lifecycle',
      '004-clock-state-rematch',
      '005-identity',
      '007-chat',
      '008-campaigns',
      '009-gladiatori-roster',
    ]);
    await store.close();

    const reopened = await openStore(url);
    expect(await migrate(reopened)).toEqual([]);
    expect(await reopened.db.selectFrom('matches').selectAll().execute()).toEqual([]);
    await reopened.close();
  });

  it('gives the matches stored before 003 their next deadline and a look for their bots', async () => {
    const store = await openStore(await freshDb(dialect));
    const { db } = store;
    // Back to the schema of 001, with matches stored under it.
    for (const index of ['matches_next_deadline', 'matches_awaits_bot', 'matches_unstarted'])
      await db.schema.dropIndex(index).execute();
    for (const column of ['next_deadline', 'awaits_bot', 'unstarted'])
      await db.schema.alterTable('matches').dropColumn(column).execute();
    await db.deleteFrom('migrations').where('id', '=', '003-match-lifecycle').execute();
    const old = (id: string, deadlines: object, seats: object, status = 'active') => {
      const { next_deadline: _, awaits_bot: __, unstarted: ___, ...row } = matchRow(id);
      return { ...row, status, deadlines: JSON.stringify(deadlines), seats: JSON.stringify(seats) };
    };
    const bot = { kind: 'bot', bot: 'random' };
    const person = { kind: 'here', tokenHash: 'h' };
    await (db as unknown as Kysely<Record<string, object>>)
      .insertInto('matches')
      .values([
        old('clocked', { a: 1_800_000_000_000, b: 1_700_000_000_000 }, { a: person, b: person }),
        old('bot', {}, { a: person, b: bot }),
        old('over', {}, { a: bot, b: bot }, 'finished'),
      ])
      .execute();

    expect(await migrate(store)).toEqual(['003-match-lifecycle']);
    const rows = await db
      .selectFrom('matches')
      .select(['id', 'next_deadline', 'awaits_bot', 'unstarted'])
      .orderBy('id')
      .execute();
    expect(
      rows.map((r) => ({ ...r, next_deadline: r.next_deadline === null ? null : Number(r.next_deadline) })),
    ).toEqual([
      { id: 'bot', next_deadline: null, awaits_bot: 1, unstarted: 0 },
      { id: 'clocked', next_deadline: 1_700_000_000_000, awaits_bot: 0, unstarted: 0 },
      { id: 'over', next_deadline: null, awaits_bot: 0, unstarted: 0 },
    ]);
    await store.close();
  });

  it('keeps one command a number a match', async () => {
    const store = await openStore(await freshDb(dialect));
    await store.db.insertInto('matches').values(matchRow('m')).execute();
    const command = { match_id: 'm', n: 1, seat: 'a', command: '{}', created_at: NOW };
    await store.db.insertInto('commands').values(command).execute();
    await expect(store.db.insertInto('commands').values(command).execute()).rejects.toThrow(/UNIQUE|PRIMARY/i);
    await store.close();
  });

  it('writes a batch across matches: the versions, the command log and the snapshots', async () => {
    const store = await openStore(await freshDb(dialect));
    await store.insertMatch(matchRow('m1'), [{ token_hash: 'h1', match_id: 'm1', seat: 'a' }]);
    await store.insertMatch(matchRow('m2'), []);
    await store.append([commit('m1', 0), commit('m2', 0), commit('m1', 1, { events: 3, state: '{"s":2}' })]);
    expect(await contents(store)).toEqual({
      versions: [
        { id: 'm1', version: 2 },
        { id: 'm2', version: 1 },
      ],
      commands: [
        { match_id: 'm1', n: 1, command: '{"n":1}' },
        { match_id: 'm1', n: 2, command: '{"n":2}' },
        { match_id: 'm2', n: 1, command: '{"n":1}' },
      ],
      snapshots: [{ match_id: 'm1', version: 2, events: 3, state: '{"s":2}' }],
    });
    expect(await store.db.selectFrom('tokens').selectAll().execute()).toEqual([
      { token_hash: 'h1', match_id: 'm1', seat: 'a' },
    ]);
    await store.close();
  });

  it('fails a whole batch when a match in it has moved on, and stores none of it', async () => {
    const store = await openStore(await freshDb(dialect));
    await store.insertMatch(matchRow('m1'), []);
    await store.insertMatch(matchRow('m2'), []);
    await store.append([commit('m1', 0)]);
    const before = await contents(store);

    // A copy of m1 that believes it is at version 5: its command number is free, its version is not the stored one.
    await expect(store.append([commit('m2', 0), commit('m1', 5, { events: 1, state: '{}' })])).rejects.toThrow(
      'match m1: version 5 is no longer the latest in the store',
    );
    // Another process took m1 to version 1 first: the command number is taken.
    await expect(store.append([commit('m2', 0), commit('m1', 0)])).rejects.toThrow();
    expect(await contents(store)).toEqual(before);

    await store.append([commit('m2', 0), commit('m1', 1)]);
    expect((await contents(store)).versions).toEqual([
      { id: 'm1', version: 2 },
      { id: 'm2', version: 1 },
    ]);
    await store.close();
  });
});

describe('the PostgreSQL store', () => {
  it('migrates once when several servers open the same empty database at once', async () => {
    const url = await freshDb('postgres');
    const stores = await Promise.all([1, 2, 3, 4].map(() => openStore(url)));
    const applied = await stores[0]!.db.selectFrom('migrations').select('id').execute();
    expect(applied.map((m) => m.id)).toEqual([
      '001-matches',
      '002-dice-chosen-by',
      '003-match-lifecycle',
      '004-clock-state-rematch',
      '005-identity',
      '007-chat',
      '008-campaigns',
      '009-gladiatori-roster',
    ]);
    for (const store of stores) await store.close();
  });

  it('goes on working after the server ends its idle connections', async () => {
    const url = await freshDb('postgres');
    const store = await openStore(url);
    await store.insertMatch(matchRow('m'), []);
    await endConnections(url);
    // Time for the pool to hear of it; an 'error' nobody listens for would end the test process here.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await store.db.selectFrom('matches').select('id').execute()).toEqual([{ id: 'm' }]);
    await store.close();
  });
});
