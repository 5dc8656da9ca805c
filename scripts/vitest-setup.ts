/**
 * vitest's global setup: the store's tests need a PostgreSQL server (src/server/testdb.ts). Unless LUDUS_TEST_PG
 * already names one, scripts/ensure-postgres.sh starts the project's own and its URL goes into the environment the
 * test workers inherit, so `npm test` and a bare `npx vitest` both have it. When it cannot start, this fails with
 * the script's reason and no test runs.
 */
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export default function setup(): void {
  if (process.env.LUDUS_TEST_PG) return;
  const script = fileURLToPath(new URL('./ensure-postgres.sh', import.meta.url));
  const url = execFileSync('bash', [script], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] }).trim();
  if (!/^postgres(ql)?:\/\//.test(url)) throw new Error(`scripts/ensure-postgres.sh printed no URL, but "${url}"`);
  process.env.LUDUS_TEST_PG = url;
}
