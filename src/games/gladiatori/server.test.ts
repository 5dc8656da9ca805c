/**
 * Gladiatori over the real server: the registry serves it, the match service seats its bots and plays a duel to the
 * end, and each seat's view keeps the other's hand and hit-point deck hidden. A match stored before the start-hex
 * choice (4.1) became the default comes back from its command log as it was played.
 */
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { createMatch, type Running, startServer, tempDir } from '../../server/testkit.js';

const running: Running[] = [];
afterAll(async () => {
  for (const r of running) await r.app.close();
});

describe('Gladiatori on the server', () => {
  it('is listed with its seats and both bots, and two veterans play a duel to its end', async () => {
    const server = await startServer(join(tempDir(), 'gladiatori.sqlite'));
    running.push(server);
    const { games } = (await (await fetch(`${server.http}/api/games`)).json()) as {
      games: { id: string; seats: string[]; bots: { name: string }[] }[];
    };
    const listed = games.find((g) => g.id === 'gladiatori');
    expect(listed?.seats).toEqual(['a', 'b']);
    expect(listed?.bots.map((b) => b.name).sort()).toEqual(['random', 'veteran']);
    const { id } = await createMatch(server, {
      game: 'gladiatori',
      options: {},
      seats: { a: { kind: 'bot', bot: 'veteran' }, b: { kind: 'bot', bot: 'veteran' } },
      seed: 'gladiatori-server-1',
    });
    const summary = async () =>
      (await (await fetch(`${server.http}/api/matches/${id}`)).json()) as { status: string; version: number };
    await vi.waitFor(async () => expect((await summary()).status).toBe('finished'), { timeout: 30_000, interval: 50 });
    expect((await summary()).version).toBeGreaterThan(10);
  });

  it('§4.1 a new match stores the choice of start hexes; an old one stored without it replays with the fixed placement', async () => {
    const url = join(tempDir(), 'gladiatori-old.sqlite');
    // No snapshot before the end: the old match comes back from its setup and its command log.
    const first = await startServer(url, { snapshotEvery: 100_000 });
    running.push(first);
    const db = first.app.store.db;
    const storedOptions = async (id: string) =>
      JSON.parse(
        (await db.selectFrom('matches').select('options').where('id', '=', id).executeTakeFirstOrThrow()).options,
      ) as Record<string, unknown>;
    // Options are stored as parsed, every default written out: a new match keeps the choice whatever the default.
    const fresh = await createMatch(first, {
      game: 'gladiatori',
      options: {},
      seats: { a: { kind: 'here' }, b: { kind: 'here' } },
      seed: 'gladiatori-new',
    });
    expect(await storedOptions(fresh.id)).toMatchObject({ startChoice: true });
    expect(first.app.matches.stateFor(fresh.id, 'spectator', 0).pending).toHaveLength(1);

    // An old match, played through by two veterans on the given start hexes.
    const { id } = await createMatch(first, {
      game: 'gladiatori',
      options: { startChoice: false },
      seats: { a: { kind: 'bot', bot: 'veteran' }, b: { kind: 'bot', bot: 'veteran' } },
      seed: 'gladiatori-old',
    });
    const status = async () =>
      ((await (await fetch(`${first.http}/api/matches/${id}`)).json()) as { status: string }).status;
    await vi.waitFor(async () => expect(await status()).toBe('finished'), { timeout: 30_000, interval: 50 });
    expect((await first.app.matches.prepare(id)).ok).toBe(true);
    const before = first.app.matches.stateFor(id, 'spectator', first.app.matches.lastEvent(id));
    expect(before.outcome).not.toBeNull();
    const commands = await db.selectFrom('commands').select('command').where('match_id', '=', id).execute();
    expect(commands.some((c) => (JSON.parse(c.command) as { type: string }).type === 'place')).toBe(false);
    // Stored as a row of the days before the option: the key absent, and no snapshot to lean on.
    const { startChoice: _, ...old } = await storedOptions(id);
    await db
      .updateTable('matches')
      .set({ options: JSON.stringify(old) })
      .where('id', '=', id)
      .execute();
    await db.deleteFrom('snapshots').where('match_id', '=', id).execute();
    await first.app.close();

    const second = await startServer(url, { snapshotEvery: 100_000 });
    running.push(second);
    expect((await second.app.matches.prepare(id)).ok).toBe(true);
    const after = second.app.matches.stateFor(id, 'spectator', second.app.matches.lastEvent(id));
    expect(after.outcome).toEqual(before.outcome);
    // The same match to the last card, its options aside (they lack the key now).
    const played = (v: unknown) => {
      const { options: _o, ...rest } = v as { options: unknown };
      return rest;
    };
    expect(played(after.view)).toEqual(played(before.view));
  });

  it('§9.5 §10.4 a match stored under the rules before lineOfFire and overskillCap replays with its readings', async () => {
    const url = join(tempDir(), 'gladiatori-ludus-1.sqlite');
    const first = await startServer(url, { snapshotEvery: 5 });
    running.push(first);
    const db = first.app.store.db;
    // Played to the end by two veterans with the readings of ludus-1, snapshots every five commands.
    const { id } = await createMatch(first, {
      game: 'gladiatori',
      options: { lineOfFire: 'centre', overskillCap: 'raised' },
      seats: { a: { kind: 'bot', bot: 'veteran' }, b: { kind: 'bot', bot: 'veteran' } },
      seed: 'gladiatori-ludus-1',
    });
    const status = async () =>
      ((await (await fetch(`${first.http}/api/matches/${id}`)).json()) as { status: string }).status;
    await vi.waitFor(async () => expect(await status()).toBe('finished'), { timeout: 30_000, interval: 50 });
    expect((await first.app.matches.prepare(id)).ok).toBe(true);
    const last = first.app.matches.lastEvent(id);
    const before = first.app.matches.stateFor(id, 'spectator', last);
    const midway = (await (await fetch(`${first.http}/api/matches/${id}/view?at=${Math.floor(last / 2)}`)).json()) as {
      view: unknown;
    };
    // The row as ludus-1 left it: its version, options without the two keys, and snapshots of an older state's shape
    // (here made unreadable, so that using one would fail).
    const row = await db.selectFrom('matches').select('options').where('id', '=', id).executeTakeFirstOrThrow();
    const { lineOfFire: _l, overskillCap: _o, ...old } = JSON.parse(row.options) as Record<string, unknown>;
    await db
      .updateTable('matches')
      .set({ options: JSON.stringify(old), rules_version: 'gladiatori-2012/ludus-1' })
      .where('id', '=', id)
      .execute();
    const snapshots = await db.updateTable('snapshots').set({ state: '{}' }).where('match_id', '=', id).execute();
    expect(Number(snapshots[0]?.numUpdatedRows)).toBeGreaterThan(0);
    await first.app.close();

    const second = await startServer(url, { snapshotEvery: 5 });
    running.push(second);
    expect((await second.app.matches.prepare(id)).ok).toBe(true);
    const after = second.app.matches.stateFor(id, 'spectator', second.app.matches.lastEvent(id));
    expect(after.outcome).toEqual(before.outcome);
    expect(after.view).toEqual(before.view);
    const again = (await (await fetch(`${second.http}/api/matches/${id}/view?at=${Math.floor(last / 2)}`)).json()) as {
      view: unknown;
    };
    expect(again.view).toEqual(midway.view);
    const record = (await (await fetch(`${second.http}/api/matches/${id}/record`)).json()) as {
      options: Record<string, unknown>;
    };
    expect(record.options).toMatchObject({ lineOfFire: 'centre', overskillCap: 'raised' });

    // A version the module does not know is still refused, naming it.
    await second.app.close();
    const db3 = (await startServer(url, { snapshotEvery: 5 })) as Running;
    running.push(db3);
    await db3.app.store.db
      .updateTable('matches')
      .set({ rules_version: 'gladiatori-2012/ludus-0' })
      .where('id', '=', id)
      .execute();
    await expect(db3.app.matches.prepare(id)).rejects.toThrow(/ludus-0/);
  });
});
