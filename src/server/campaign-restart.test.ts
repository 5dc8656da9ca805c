/**
 * A campaign's result counts once whatever happens to the server. The kill test: a server in a child process is
 * killed (SIGKILL) right after the final command of a campaign's match is acknowledged; a new server on the same file
 * shows the campaign updated exactly once. The healing sweep: a store where a finished match's result never reached
 * its campaign (as if written before this code) gets it at the next start, once, even with two servers sweeping it.
 * A campaign waiting for its person resumes after a restart.
 */
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { seedRng } from '../core/rng.js';
import { campaignState, FAST, linksOf, playSeat, waitFor } from './campaign-kit.js';
import { openStore } from './db.js';
import { DIALECTS, dropTestDatabases, freshDb } from './testdb.js';
import { createMatch, killedAfterItsLine, type Running, startServer, storedCommands } from './testkit.js';

const running: Running[] = [];
const start = async (url: string): Promise<Running> => {
  const run = await startServer(url, { limits: FAST });
  running.push(run);
  return run;
};
afterAll(async () => {
  for (const r of running) await r.app.close();
  await dropTestDatabases();
});

const FIXTURE = fileURLToPath(new URL('./campaign-kill.fixture.ts', import.meta.url));

/** What the store says the campaign has had: its links, its arena commands, and its matches played. */
async function applied(run: Running, id: string) {
  const links = await linksOf(run, id);
  const arena = (await storedCommands(run, id)).filter((c) => c.seat === 'arena');
  const s = await campaignState(run, id);
  return {
    links: links.map((l) => [l.n, l.applied]),
    arena: arena.length,
    matches: s.career?.matches,
    step: s.step,
  };
}

describe('the kill test', () => {
  it('§21.2 SIGKILL right after a campaign match’s final command is acknowledged: its result is stored once', async () => {
    const file = await freshDb('sqlite');
    // Killed the moment the acknowledgement is known: no close, no flush, no time to write anything more.
    const { campaign, child } = (await killedAfterItsLine(FIXTURE, file)) as { campaign: string; child: string };

    const second = await start(file);
    const row = await second.app.store.db
      .selectFrom('matches')
      .select('status')
      .where('id', '=', child)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('finished');
    expect(await applied(second, campaign)).toEqual({ links: [[1, 1]], arena: 1, matches: 1, step: 'improve' });
    // Its sweeps find nothing left to apply, and a third server neither.
    await second.app.matches.sweep();
    expect((await applied(second, campaign)).arena).toBe(1);
    await second.app.close();
    const third = await start(file);
    await third.app.matches.sweep();
    expect(await applied(third, campaign)).toEqual({ links: [[1, 1]], arena: 1, matches: 1, step: 'improve' });
  });
});

describe.each(DIALECTS)('the healing sweep on %s', (dialect) => {
  it('§21.2 a finished match whose result never reached its campaign gets it at the next start, once', async () => {
    const url = await freshDb(dialect);
    const first = await start(url);
    const { id, tokens } = await createMatch(first, {
      game: 'campaign',
      options: { kind: 'career', matches: 3 },
      seats: { player: { kind: 'here' } },
      seed: `heal-${dialect}`,
    });
    const token = tokens.player as string;
    const service = first.app.matches;
    await service.prepare(id);
    expect((await service.submit(id, 'player', token, { type: 'ready' }, service.version(id))).ok).toBe(true);
    const child = `${id}-1`;
    await service.prepare(child);
    await playSeat(service, child, 'a', token, seedRng(`heal-${dialect}`));
    const healed = await applied(first, id);
    expect(healed).toEqual({ links: [[1, 1]], arena: 1, matches: 1, step: 'improve' });
    const version = service.version(id);
    await first.app.close();

    // The store as if the result had never been handed over: the arena's command and the applied mark undone.
    const store = await openStore(url);
    await store.db.deleteFrom('commands').where('match_id', '=', id).where('n', '=', version).execute();
    await store.db.deleteFrom('snapshots').where('match_id', '=', id).where('version', '>=', version).execute();
    await store.db
      .updateTable('matches')
      .set({ version: version - 1 })
      .where('id', '=', id)
      .execute();
    await store.db.updateTable('campaign_matches').set({ applied: 0 }).where('match_id', '=', child).execute();
    await store.close();

    // Two servers start on it at once; both sweep; the result is applied by one of them, once.
    const [second, third] = await Promise.all([start(url), start(url)]);
    await waitFor(async () => (await linksOf(second, id))[0]?.applied === 1);
    await Promise.all([second.app.matches.sweep(), third.app.matches.sweep()]);
    await second.app.close();
    await third.app.close();
    const fourth = await start(url);
    await fourth.app.matches.sweep();
    expect(await applied(fourth, id)).toEqual(healed);
    expect(fourth.app.matches.version(id)).toBe(version);
    const report = (await storedCommands(fourth, id)).at(-1)?.command as { type: string; report: { seats: object } };
    expect(report.type).toBe('match-result');

    // The store itself refuses a second result for the same match: the whole batch fails, nothing is written.
    const again = {
      match: id,
      from: version,
      version: version + 1,
      seat: 'arena',
      command: JSON.stringify(report),
      status: 'active' as const,
      outcome: null,
      deadlines: '{}',
      clockState: '{}',
      now: new Date().toISOString(),
      snapshot: null,
      nextDeadline: null,
      awaitsBot: false,
      byPerson: false,
      applies: child,
    };
    await expect(fourth.app.store.append([again])).rejects.toThrow(/applied already/);
    expect((await storedCommands(fourth, id)).length).toBe(version);
  });
});

describe('a campaign of bots across a restart', () => {
  it('§21.5 resumes where the store left it and plays on to its end, each match applied once', async () => {
    const url = await freshDb('sqlite');
    const first = await start(url);
    const { id } = await createMatch(first, {
      game: 'campaign',
      options: { kind: 'career', matches: 4 },
      seats: { player: { kind: 'bot', bot: 'career' } },
      seed: 'resume',
    });
    await waitFor(async () => (await linksOf(first, id)).length >= 2);
    await first.app.close();
    const second = await start(url);
    // Stopped mid-way: the campaign is still running when the new server finds it.
    const row = await second.app.store.db
      .selectFrom('matches')
      .select('status')
      .where('id', '=', id)
      .executeTakeFirst();
    expect(row?.status).toBe('active');
    await waitFor(async () => (await second.app.matches.summary(id))?.status === 'finished', 60_000);
    const links = await linksOf(second, id);
    expect(links.map((l) => [l.n, l.applied])).toEqual([1, 2, 3, 4].map((n) => [n, 1]));
    expect((await storedCommands(second, id)).filter((c) => c.seat === 'arena')).toHaveLength(4);
    expect((await campaignState(second, id)).career?.matches).toBe(4);
  });
});
