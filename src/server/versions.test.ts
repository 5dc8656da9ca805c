/**
 * One command applied once (decisions.ts): a command frame names the match version it answers. A repeated frame (a
 * double click, a retry) and a command decided before the match moved on are refused with `stale-command` and store
 * nothing; the seats of a simultaneous step are both accepted with the version they saw. On SQLite and PostgreSQL.
 */
import { afterAll, describe, expect, it } from 'vitest';
import type { Legal } from '../core/protocol.js';
import { seedRng } from '../core/rng.js';
import { BOTS } from '../games/registry.js';
import { DIALECTS, dropTestDatabases, freshDb } from './testdb.js';
import { Client, createMatch, type Running, type StateFrame, startServer, storedCommands } from './testkit.js';

const brawler = BOTS.gladiator!.brawler!;
const fast = { rateLimit: { perSecond: 10_000, burst: 10_000 } };

const running: Running[] = [];
afterAll(async () => {
  for (const r of running) await r.app.close();
  await dropTestDatabases();
});

/** A connection joined as `seat`, once its first state frame is in. */
async function joined(run: Running, match: string, seat: string, token: string): Promise<Client> {
  const c = await Client.open(run.ws);
  c.send({ t: 'join', match, seat, token });
  await c.find('state', (f) => f.as === seat);
  return c;
}

const first = (frame: StateFrame): unknown => (frame.legal as Legal<unknown>).commands[0];

describe.each(DIALECTS)('command versions on %s', (dialect) => {
  it('refuses the second of two identical command frames, and stores one command', async () => {
    const run = await startServer(await freshDb(dialect), fast);
    running.push(run);
    const { id, tokens } = await createMatch(run, {
      game: 'gladiator',
      seats: { a: { kind: 'here' }, b: { kind: 'bot', bot: 'brawler' } },
      seed: 'versions-twice',
    });
    const a = await joined(run, id, 'a', tokens.a as string);
    const rng = seedRng('versions-twice/a');
    // Until a may hold: a second hold would then be a move of the next phase that nobody meant.
    let now = await a.find('state', (f) => f.as === 'a' && f.pending.join() === 'a');
    for (let i = 0; i < 40; i++) {
      const legal = now.legal as Legal<{ type: string }>;
      if (legal.commands.some((c) => c.type === 'hold')) break;
      const before = a.frames.length;
      a.send({
        t: 'command',
        id: `p${i}`,
        seat: 'a',
        command: brawler.choose(now.view, legal, rng),
        version: now.version,
      });
      await a.find('ack', (f) => f.id === `p${i}`, before);
      now = await a.find('state', (f) => f.as === 'a' && f.pending.join() === 'a', before);
    }
    expect((now.legal as Legal<{ type: string }>).commands.map((c) => c.type)).toContain('hold');
    const storedBefore = await storedCommands(run, id);

    const twice = { t: 'command', id: 'hold', seat: 'a', command: { type: 'hold' }, version: now.version };
    const from = a.frames.length;
    a.send(twice);
    a.send(twice);
    await a.find('ack', (f) => f.id === 'hold', from);
    const refused = await a.find('rejected', (f) => f.id === 'hold', from);
    expect(refused.violation).toMatchObject({ code: 'stale-command', rule: 'protocol' });
    expect(refused.violation.message).toContain(`answers version ${now.version}`);
    expect(refused.violation.message).toMatch(/the match is at version \d+/);
    await run.app.matches.settled(id);

    const added = (await storedCommands(run, id)).slice(storedBefore.length);
    expect(added.filter((c) => c.seat === 'a')).toEqual([
      { n: (now.version ?? 0) + 1, seat: 'a', command: { type: 'hold' } },
    ]);
    a.close();
  });

  it('accepts both seats of a simultaneous step with the version they saw, then refuses a stale one', async () => {
    const run = await startServer(await freshDb(dialect), fast);
    running.push(run);
    const { id, tokens } = await createMatch(run, {
      game: 'gladiator',
      seats: { a: { kind: 'here' }, b: { kind: 'invite' } },
      seed: 'versions-both',
    });
    const a = await joined(run, id, 'a', tokens.a as string);
    const b = await joined(run, id, 'b', tokens.b as string);
    // Both plot their first turn at once, each answering version 0.
    const seenByA = a.latest('a') as StateFrame;
    const seenByB = b.latest('b') as StateFrame;
    expect([seenByA.version, seenByB.version, ...seenByA.pending]).toEqual([0, 0, 'a', 'b']);
    a.send({ t: 'command', id: 'plot-a', seat: 'a', command: first(seenByA), version: 0 });
    await a.find('ack', (f) => f.id === 'plot-a');
    b.send({ t: 'command', id: 'plot-b', seat: 'b', command: first(seenByB), version: 0 });
    await b.find('ack', (f) => f.id === 'plot-b');

    // The first phase's orders are due from version 2: a's view of version 1 no longer stands.
    const phase = await a.find('state', (f) => f.as === 'a' && f.version === 2 && f.pending.includes('a'));
    const order = first(phase);
    const tries = [
      {
        id: 'old',
        version: 1,
        message: /answers version 1, but the match is at version 2 and seat a's decision began at version 2/,
      },
      { id: 'ahead', version: 7, message: /answers version 7, but the match is only at version 2/ },
    ];
    for (const t of tries) {
      a.send({ t: 'command', id: t.id, seat: 'a', command: order, version: t.version });
      const refused = await a.find('rejected', (f) => f.id === t.id);
      expect(refused.violation).toMatchObject({
        code: 'stale-command',
        rule: 'protocol',
        values: { answered: t.version, current: 2, decisionBegan: 2 },
      });
      expect(refused.violation.message).toMatch(t.message);
    }
    expect((await storedCommands(run, id)).map((c) => c.n)).toEqual([1, 2]);
    expect(run.app.matches.version(id)).toBe(2);

    a.send({ t: 'command', id: 'now', seat: 'a', command: order, version: 2 });
    await a.find('ack', (f) => f.id === 'now');
    // b still answers version 2, which a's order did not change for it.
    const forB = b.latest('b') as StateFrame;
    b.send({ t: 'command', id: 'b-now', seat: 'b', command: first(forB), version: 2 });
    await b.find('ack', (f) => f.id === 'b-now');
    expect((await storedCommands(run, id)).map((c) => [c.n, c.seat])).toEqual([
      [1, 'a'],
      [2, 'b'],
      [3, 'a'],
      [4, 'b'],
    ]);
    a.close();
    b.close();
  });

  it.each([
    ['its setup', 1000],
    ['a snapshot', 3],
  ])('after a restart, knows when each decision began, the match read back from %s', async (_, snapshotEvery) => {
    const url = await freshDb(dialect);
    const one = await startServer(url, { ...fast, snapshotEvery });
    running.push(one);
    const { id, tokens } = await createMatch(one, {
      game: 'gladiator',
      seats: { a: { kind: 'here' }, b: { kind: 'here' } },
      seed: 'versions-restart-both',
    });
    const submit = (run: Running, seat: string, version: number) =>
      run.app.matches.submit(id, seat, tokens[seat] as string, first(run.app.matches.stateFor(id, seat, 0)), version);
    // A command ahead of the match is refused whoever sends it, and the refusal says when the seat's decision began.
    const began = async (run: Running) => {
      const ahead = run.app.matches.version(id) + 1;
      const out: Record<string, unknown> = {};
      for (const seat of ['a', 'b']) {
        const r = await submit(run, seat, ahead);
        out[seat] = r.ok ? 'applied' : r.error.values?.decisionBegan;
      }
      return out;
    };
    // Both plot (versions 1, 2), then both give the first phase's orders (3, 4): the second phase is due from 4.
    for (let i = 0; i < 4; i++) {
      const seat = one.app.matches.stateFor(id, 'spectator', 0).pending[0] as string;
      expect((await submit(one, seat, one.app.matches.version(id))).ok).toBe(true);
    }
    const before = await began(one);
    expect(before).toEqual({ a: 4, b: 4 });
    await one.app.close();

    const two = await startServer(url, { ...fast, snapshotEvery });
    running.push(two);
    expect((await two.app.matches.prepare(id)).ok).toBe(true);
    expect(await began(two)).toEqual(before);
    expect(await submit(two, 'a', 3)).toMatchObject({ ok: false, error: { code: 'stale-command' } });
    expect(await submit(two, 'a', 4)).toMatchObject({ ok: true });
    expect((await storedCommands(two, id)).length).toBe(5);
  });

  it('after a restart, still refuses a command that answers a version before the seat last played', async () => {
    const url = await freshDb(dialect);
    const one = await startServer(url, fast);
    running.push(one);
    const { id, tokens } = await createMatch(one, {
      game: 'gladiator',
      seats: { a: { kind: 'here' }, b: { kind: 'here' } },
      seed: 'versions-restart',
    });
    const plot = first(one.app.matches.stateFor(id, 'a', 0));
    expect((await one.app.matches.submit(id, 'a', tokens.a as string, plot, 0)).ok).toBe(true);
    await one.app.close();

    const two = await startServer(url, fast);
    running.push(two);
    const again = await two.app.matches.submit(id, 'a', tokens.a as string, plot, 0);
    expect(again).toMatchObject({ ok: false, error: { code: 'stale-command' } });
    expect((await storedCommands(two, id)).map((c) => c.seat)).toEqual(['a']);
    const planB = first(two.app.matches.stateFor(id, 'b', 0));
    expect((await two.app.matches.submit(id, 'b', tokens.b as string, planB, 0)).ok).toBe(true);
  });
});
