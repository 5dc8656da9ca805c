/**
 * An empty database for a test, in either dialect the store speaks: a new SQLite file, or a new database on the
 * PostgreSQL server that LUDUS_TEST_PG names (`npm test` starts one with scripts/ensure-postgres.sh). Each call makes
 * its own, so runs and files never see each other's rows. Without the server the PostgreSQL tests fail and say why;
 * they are never skipped.
 */
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import pg from 'pg';
import type { Dialect } from './db.js';
import { tempDir } from './testkit.js';

export const DIALECTS: Dialect[] = ['sqlite', 'postgres'];

const NO_SERVER =
  'LUDUS_TEST_PG is not set, so the PostgreSQL tests have no server. `npm test` starts one; by hand: ' +
  'export LUDUS_TEST_PG=$(bash scripts/ensure-postgres.sh)';

/** The PostgreSQL databases this process made, dropped by dropTestDatabases. */
const made: string[] = [];

async function admin<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const url = process.env.LUDUS_TEST_PG;
  if (!url) throw new Error(NO_SERVER);
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
  } catch (e) {
    const shown = new URL(url);
    shown.password = '';
    throw new Error(
      `the PostgreSQL server at LUDUS_TEST_PG=${shown} does not answer (${(e as Error).message}); ` +
        'scripts/ensure-postgres.sh starts it',
    );
  }
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** A URL or path for openStore / startServer, naming a database nobody has used. */
export async function freshDb(dialect: Dialect): Promise<string> {
  if (dialect === 'sqlite') return join(tempDir(), 'ludus.sqlite');
  const name = `ludus_t_${process.pid}_${randomBytes(4).toString('hex')}`;
  await admin((c) => c.query(`create database ${name}`));
  made.push(name);
  const url = new URL(process.env.LUDUS_TEST_PG as string);
  url.pathname = `/${name}`;
  return url.href;
}

/** For afterAll, once the file's servers and stores are closed; `force` ends any connection still open. */
export async function dropTestDatabases(): Promise<void> {
  if (made.length === 0) return;
  await admin(async (c) => {
    for (const name of made.splice(0)) await c.query(`drop database if exists ${name} with (force)`);
  });
}

/** Ends every connection to the database `url` names, as a server restart or an administrator would. */
export async function endConnections(url: string): Promise<void> {
  const name = new URL(url).pathname.slice(1);
  await admin((c) =>
    c.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [
      name,
    ]),
  );
}
