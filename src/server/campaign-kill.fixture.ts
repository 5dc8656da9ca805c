/**
 * The server the kill test (campaign-restart.test.ts) runs in a child process, on the SQLite file named by its
 * argument: a career whose player is a person, the first arranged match played to its end by that person's token.
 * As soon as the match's final command is acknowledged (its end is in memory, which happens only after its commit)
 * it prints one line of JSON and carries on as a server would, until the test kills it with SIGKILL.
 */
import { join } from 'node:path';
import { seedRng } from '../core/rng.js';
import { FAST, playSeat } from './campaign-kit.js';
import { buildServer } from './server.js';
import { tempDir } from './testkit.js';
import { CreateMatch } from './wire.js';

const file = process.argv[2];
if (!file) throw new Error('usage: campaign-kill.fixture.ts <sqlite file>');
const app = await buildServer({ dbUrl: file, webRoot: join(tempDir(), 'no-client'), limits: FAST });
const service = app.matches;
const created = await service.create(
  CreateMatch.parse({
    game: 'campaign',
    options: { kind: 'career', matches: 3 },
    seats: { player: { kind: 'here' } },
    seed: 'kill',
  }),
);
if (!created.ok) throw new Error(created.error.message);
const { id, tokens } = created.value;
const token = tokens.player as string;
const ready = await service.submit(id, 'player', token, { type: 'ready' }, service.version(id));
if (!ready.ok) throw new Error(ready.error.message);
const child = `${id}-1`;
if (!(await service.prepare(child)).ok) throw new Error(`no arranged match ${child}`);
await playSeat(service, child, 'a', token, seedRng('kill-play'));
process.stdout.write(`${JSON.stringify({ campaign: id, child, token })}\n`);
// Serve on: whatever the server does next is cut short by the kill.
setInterval(() => service.sweep(), 5);
