/**
 * The server the roster's kill test (gladiatori-roster.test.ts) runs in a child process, on the SQLite file named by
 * its argument: an account's saved character fields seat a of a duel against the veteran bot, played to its end by
 * that seat's token. As soon as the final command is acknowledged it prints one line of JSON and serves on, until
 * the test kills it with SIGKILL.
 */
import { join } from 'node:path';
import type { Legal } from '../core/protocol.js';
import { seedRng } from '../core/rng.js';
import type { Bot } from '../core/runner.js';
import { PREMADE } from '../games/gladiatori/premade.js';
import { BOTS } from '../games/registry.js';
import { FAST } from './campaign-kit.js';
import { createCharacter, rosterForMatch } from './gladiatori-roster.js';
import { Accounts } from './identity/accounts.js';
import { buildServer } from './server.js';
import { tempDir } from './testkit.js';
import { CreateMatch } from './wire.js';

const file = process.argv[2];
if (!file) throw new Error('usage: gladiatori-roster-kill.fixture.ts <sqlite file>');
const app = await buildServer({ dbUrl: file, webRoot: join(tempDir(), 'no-client'), limits: FAST });
const service = app.matches;
const db = app.store.db;
const account = await new Accounts(db).register('Kaeso', 'correct horse');
if (!account.ok) throw new Error(account.error.message);
const saved = await createCharacter(db, account.value.id, { sheet: PREMADE.thraex.sheet });
if (!saved.ok) throw new Error(saved.error.message);
const fielded = await rosterForMatch(
  db,
  account.value.id,
  CreateMatch.parse({
    game: 'gladiatori',
    seed: 'roster-kill',
    seats: { a: { kind: 'here' }, b: { kind: 'bot', bot: 'veteran' } },
    roster: { a: saved.value.id },
  }),
);
if (!fielded.ok) throw new Error(fielded.error.message);
const created = await service.create(fielded.value.req, fielded.value.claims);
if (!created.ok) throw new Error(created.error.message);
const { id, tokens } = created.value;
const token = tokens.a as string;
const bot = BOTS.gladiatori?.veteran as Bot;
const rng = seedRng('roster-kill-play');
while (!service.stateFor(id, 'a', 0).outcome) {
  const now = service.stateFor(id, 'a', service.lastEvent(id));
  if (!now.pending.includes('a')) {
    await service.settled(id);
    await new Promise((resolve) => setTimeout(resolve, 1));
    continue;
  }
  const r = await service.submit(
    id,
    'a',
    token,
    bot.choose(now.view, now.legal as Legal<unknown>, rng),
    now.version ?? 0,
  );
  if (!r.ok) throw new Error(r.error.message);
}
process.stdout.write(`${JSON.stringify({ match: id, character: saved.value.id })}\n`);
// Serve on: whatever the server does next is cut short by the kill.
setInterval(() => service.sweep(), 5);
