import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrate, openStore } from './db.js';
import { tempDir } from './testkit.js';

describe('the store', () => {
  it('creates the SQLite file with its directory and migrates once', async () => {
    const file = join(tempDir(), 'nested', 'data', 'ludus.sqlite');
    const store = await openStore(`sqlite:${file}`);
    expect(store.dialect).toBe('sqlite');
    expect(existsSync(file)).toBe(true);
    expect(await migrate(store)).toEqual([]);
    const applied = await store.db.selectFrom('migrations').select('id').execute();
    expect(applied.map((m) => m.id)).toEqual(['001-matches']);
    await store.close();

    const reopened = await openStore(file);
    expect(await reopened.db.selectFrom('matches').selectAll().execute()).toEqual([]);
    await reopened.close();
  });

  it('keeps one command a number a match', async () => {
    const store = await openStore(join(tempDir(), 'ludus.sqlite'));
    const now = new Date().toISOString();
    await store.db
      .insertInto('matches')
      .values({
        id: 'm',
        game: 'gladiator',
        rules_version: 'v',
        options: '{}',
        seed: 's',
        status: 'active',
        version: 1,
        seats: '{}',
        outcome: null,
        clock: 'off',
        deadlines: '{}',
        created_at: now,
        updated_at: now,
      })
      .execute();
    const command = { match_id: 'm', n: 1, seat: 'a', command: '{}', created_at: now };
    await store.db.insertInto('commands').values(command).execute();
    await expect(store.db.insertInto('commands').values(command).execute()).rejects.toThrow(/UNIQUE|PRIMARY/i);
    await store.close();
  });
});
