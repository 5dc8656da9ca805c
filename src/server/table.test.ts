/**
 * The table around every game: resigning and draw offers as a person's seat sends them, stored in the command log
 * (a restart and the events route give the same end and the same words), a bot that declines, and the rules of
 * sides for matches of more than two seats. On SQLite and PostgreSQL.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { AnyGameModule, Outcome } from '../core/protocol.js';
import { ok } from '../core/result.js';
import { seated } from './table.js';
import { DIALECTS, dropTestDatabases, freshDb } from './testdb.js';
import { Client, createMatch, type Running, startServer, storedCommands } from './testkit.js';

const running: Running[] = [];
const start = async (url: string, snapshotEvery?: number): Promise<Running> => {
  const run = await startServer(url, snapshotEvery ? { snapshotEvery } : {});
  running.push(run);
  return run;
};
afterAll(async () => {
  for (const r of running) await r.app.close();
  await dropTestDatabases();
});

const people = { a: { kind: 'here' }, b: { kind: 'invite' } };

/** Two clients, one a seat, joined to a new match of two people. */
async function duel(run: Running, seed: string) {
  const { id, tokens } = await createMatch(run, { game: 'gladiator', seats: people, seed });
  const a = await Client.open(run.ws);
  a.send({ t: 'join', match: id, seat: 'a', token: tokens.a });
  const b = await Client.open(run.ws);
  b.send({ t: 'join', match: id, seat: 'b', token: tokens.b });
  const first = await a.find('state');
  await b.find('state');
  const names = (first.view as { gladiators: Record<string, { name: string }> }).gladiators;
  return { id, tokens, a, b, name: (s: 'a' | 'b') => names[s]?.name as string };
}

/** Sends a table action and waits for its answer (ack or rejected). */
async function act(c: Client, seat: string, action: string, id: string) {
  c.send({ t: 'table', id, seat, action });
  return Promise.race([c.find('ack', (f) => f.id === id), c.find('rejected', (f) => f.id === id)]);
}

const texts = async (run: Running, id: string) =>
  ((await run.app.matches.eventsPage(id, 'spectator', 0, 10_000))?.events ?? []).map(
    (e) => (e.event as { text: string }).text,
  );

describe.each(DIALECTS)('the table, on %s', (dialect) => {
  it('a resignation ends a duel for the other man, in words, and a restart says the same', async () => {
    const url = await freshDb(dialect);
    const run = await start(url);
    const { id, a, b, name } = await duel(run, 'table-1');
    expect(await act(a, 'a', 'resign', 'r1')).toMatchObject({ t: 'ack' });
    const ended = await b.find('state', (f) => f.outcome !== null);
    const outcome = ended.outcome as Outcome;
    expect(outcome).toMatchObject({ winners: ['b'], losers: ['a'], how: 'resignation' });
    expect(outcome.text).toBe(`${name('b')} wins: ${name('a')} resigned`);
    expect(ended.table?.resigned).toEqual(['a']);
    expect(ended.pending).toEqual([]);
    expect(ended.legal).toEqual({ seat: 'b', commands: [], complete: true });
    // Over is over: neither a second resignation nor an offer is taken.
    expect(await act(b, 'b', 'resign', 'r2')).toMatchObject({ t: 'rejected', violation: { code: 'match-over' } });
    const said = await texts(run, id);
    expect(said).toContain(`${name('a')} resigns`);
    // The record for `ludus replay` holds the game's commands alone.
    const record = await run.app.matches.record(id);
    expect(record?.ok && record.value.commands.every((c) => !('$table' in (c.command as object)))).toBe(true);
    a.close();
    b.close();
    await run.app.close();

    const again = await start(url);
    const summary = await again.app.matches.summary(id);
    expect(summary?.status).toBe('finished');
    expect(summary?.outcome).toEqual(outcome);
    const watcher = await Client.open(again.ws);
    watcher.send({ t: 'join', match: id });
    expect((await watcher.find('state')).outcome).toEqual(outcome);
    expect(await texts(again, id)).toEqual(said);
    watcher.close();
  });

  it('a draw offer goes to the other side, lapses at the offerer next decision or when declined, and ends the match once accepted', async () => {
    const url = await freshDb(dialect);
    const run = await start(url);
    const { id, a, b, name } = await duel(run, 'table-2');
    const offerOf = (c: Client, as: string) => c.latest(as)?.table?.offer ?? null;

    expect(await act(b, 'b', 'accept-draw', 'x0')).toMatchObject({ violation: { code: 'no-offer' } });
    expect(await act(a, 'a', 'offer-draw', 'o1')).toMatchObject({ t: 'ack' });
    await b.find('state', (f) => f.table?.offer?.by === 'a');
    expect(await act(a, 'a', 'offer-draw', 'o2')).toMatchObject({ violation: { code: 'offer-open' } });
    expect(await act(a, 'a', 'accept-draw', 'o3')).toMatchObject({ violation: { code: 'own-offer' } });
    expect(await act(b, 'b', 'decline-draw', 'd1')).toMatchObject({ t: 'ack' });
    await a.find('state', (f) => f.table?.offer === null && (f.version ?? 0) >= 2);

    // Offered again, then a plays his next decision: the offer lapses.
    expect(await act(a, 'a', 'offer-draw', 'o4')).toMatchObject({ t: 'ack' });
    const offered = await a.find('state', (f) => f.table?.offer?.by === 'a');
    const legal = offered.legal as { commands: unknown[] };
    a.send({ t: 'command', id: 'c1', seat: 'a', version: offered.version, command: legal.commands[0] });
    await a.find('ack', (f) => f.id === 'c1');
    expect(offerOf(a, 'a')).toBeNull();

    // b offers, a accepts: drawn.
    expect(await act(b, 'b', 'offer-draw', 'o5')).toMatchObject({ t: 'ack' });
    await a.find('state', (f) => f.table?.offer?.by === 'b');
    expect(await act(a, 'a', 'accept-draw', 'k1')).toMatchObject({ t: 'ack' });
    const ended = await b.find('state', (f) => f.outcome !== null);
    const outcome = ended.outcome as Outcome;
    expect(outcome).toMatchObject({ winners: [], losers: [], how: 'draw agreed' });
    expect(outcome.text).toBe(`Drawn by agreement: ${name('a')} and ${name('b')} agreed to a draw`);
    const said = await texts(run, id);
    expect(said).toEqual(
      expect.arrayContaining([
        `${name('a')} offers a draw to ${name('b')}: every other side must accept`,
        `${name('b')} declines the draw ${name('a')} offered`,
        `${name('a')} accepts the draw ${name('b')} offered`,
      ]),
    );
    a.close();
    b.close();
    await run.app.close();
    const again = await start(url);
    expect((await again.app.matches.summary(id))?.outcome).toEqual(outcome);
    expect(await texts(again, id)).toEqual(said);
  });

  it.each([
    ['the log', undefined],
    ['a snapshot', 2],
  ])(
    'a table action is no decision: a command answering the version before it is taken, after a restart from %s',
    async (_, every) => {
      const url = await freshDb(dialect);
      const run = await start(url, every);
      const { id, tokens, a, b } = await duel(run, 'table-4');
      const before = await a.find('state');
      expect(await act(a, 'a', 'offer-draw', 'o1')).toMatchObject({ t: 'ack' });
      expect(await act(b, 'b', 'decline-draw', 'd1')).toMatchObject({ t: 'ack' });
      a.close();
      b.close();
      await run.app.close();
      const again = await start(url, every);
      const legal = before.legal as { commands: unknown[] };
      const r = await again.app.matches.submit(id, 'a', tokens.a as string, legal.commands[0], before.version ?? 0);
      expect(r.ok, r.ok ? '' : r.error.message).toBe(true);
    },
  );

  it("a bot declines a draw at once; a seat not joined can't act", async () => {
    const run = await start(await freshDb(dialect));
    const { id, tokens } = await createMatch(run, {
      game: 'gladiator',
      seats: { a: { kind: 'here' }, b: { kind: 'bot', bot: 'brawler' } },
      seed: 'table-3',
    });
    const a = await Client.open(run.ws);
    expect(await act(a, 'a', 'resign', 'n1')).toMatchObject({ violation: { code: 'not-joined' } });
    a.send({ t: 'join', match: id, seat: 'a', token: tokens.a });
    await a.find('state');
    expect(await act(a, 'a', 'offer-draw', 'o1')).toMatchObject({ t: 'ack' });
    const after = await a.find('state', (f) => (f.version ?? 0) >= 2 && f.table?.offer === null);
    expect(after.outcome).toBeNull();
    const names = (after.view as { gladiators: Record<string, { name: string }> }).gladiators;
    expect(await texts(run, id)).toContain(`${names.b?.name} declines the draw ${names.a?.name} offered`);
    a.close();
  });
});

describe('the table in a GLADIATOR team match (rule 20), on sqlite', () => {
  const teams = {
    advanced: true,
    sides: [
      ['medium', 'medium'],
      ['medium', 'medium'],
    ],
  };
  const here = { kind: 'here' } as const;

  it('a draw needs both men of the other side; a resigned man leaves the arena (his side fights on without him) and a side loses once both its men resigned', async () => {
    const run = await start(await freshDb('sqlite'));
    const seats = { a: here, b: here, c: here, d: here };
    const { id, tokens } = await createMatch(run, { game: 'gladiator', options: teams, seats, seed: 'table-5' });
    const { matches } = run.app;
    await matches.load(id);
    const t = (seat: string) => tokens[seat] as string;
    const view = () => matches.stateFor(id, 'spectator', 0);
    expect(view().table?.sides).toEqual([
      ['a', 'b'],
      ['c', 'd'],
    ]);

    expect((await matches.act(id, 'a', t('a'), 'offer-draw')).ok).toBe(true);
    expect((await matches.act(id, 'b', t('b'), 'accept-draw')).ok).toBe(false);
    expect((await matches.act(id, 'c', t('c'), 'accept-draw')).ok).toBe(true);
    expect(view().outcome).toBeNull();
    expect(view().table?.offer).toEqual({ by: 'a', accepted: ['c'] });
    expect((await matches.act(id, 'd', t('d'), 'decline-draw')).ok).toBe(true);
    expect(view().table?.offer).toBeNull();

    // a resigns: his man leaves the arena, his side fights on, and nothing more is asked of him or played for him.
    expect((await matches.act(id, 'a', t('a'), 'resign')).ok).toBe(true);
    expect(view().outcome).toBeNull();
    const gone = (view().view as { gladiators: Record<string, { left?: { how: string } }> }).gladiators.a;
    expect(gone?.left?.how).toBe('resigned');
    expect(view().pending).not.toContain('a');
    const plotted = view().version ?? 0;
    for (const seat of ['b', 'c', 'd']) {
      const legal = matches.stateFor(id, seat, 0).legal as { commands: unknown[] };
      const r = await matches.submit(id, seat, t(seat), legal.commands[0], view().version ?? 0);
      expect(r.ok, r.ok ? '' : r.error.message).toBe(true);
    }
    await matches.settled(id);
    expect((await storedCommands(run, id)).slice(plotted).filter((c) => c.seat === 'a')).toEqual([]);

    expect((await matches.act(id, 'b', t('b'), 'resign')).ok).toBe(true);
    const outcome = view().outcome as Outcome;
    expect(outcome).toMatchObject({ winners: ['c', 'd'], losers: ['a', 'b'], how: 'resignation' });
    const names = (view().view as { gladiators: Record<string, { name: string }> }).gladiators;
    expect(outcome.text).toBe(
      `Side 2 (${names.c?.name}, ${names.d?.name}) wins: the last man of Side 1 in the fight resigned.`,
    );
  });
});

/** A game of four seats in two sides, each seat passing in turn: the smallest game with sides, for the table's rules. */
const passing: AnyGameModule = {
  id: 'passing',
  title: 'Passing',
  rulesVersion: '1',
  options: z.object({}),
  command: z.object({ pass: z.literal(true) }),
  setup: () => ok({ turn: 0 }),
  seats: () => ['a', 'b', 'c', 'd'],
  pending: (s: { turn: number }) => [['a', 'b', 'c', 'd'][s.turn % 4] as string],
  legal: (_s, seat) => ({ seat, commands: [{ pass: true }], complete: true }),
  apply: (s: { turn: number }) => ok({ state: { turn: s.turn + 1 }, events: [] }),
  view: (s) => s,
  outcome: () => null,
  sides: () => [
    ['a', 'b'],
    ['c', 'd'],
  ],
  seatName: (_s, seat) => ({ a: 'Aulus', b: 'Brutus', c: 'Cassius', d: 'Decimus' })[seat as 'a'],
};

describe('the table with sides of several seats', () => {
  const table = seated(passing);
  const setup = (): unknown => {
    const r = table.setup({}, 'x');
    if (!r.ok) throw new Error(r.error.message);
    return r.value;
  };
  const step = (s: unknown, seat: string, cmd: unknown): unknown => {
    const r = table.apply(s, seat, cmd);
    if (!r.ok) throw new Error(r.error.message);
    return r.value.state;
  };

  it('a side loses when every one of its seats has resigned, not before', () => {
    let s = step(setup(), 'a', { $table: 'resign' });
    expect(table.outcome(s)).toBeNull();
    expect(table.apply(s, 'a', { $table: 'offer-draw' })).toMatchObject({ ok: false, error: { code: 'resigned' } });
    s = step(s, 'b', { $table: 'resign' });
    expect(table.outcome(s)).toEqual({
      winners: ['c', 'd'],
      losers: ['a', 'b'],
      how: 'resignation',
      text: 'Cassius, Decimus win: Aulus, Brutus resigned',
    });
  });

  it('a draw needs every seat of the other side; a resigned man is not asked', () => {
    let s = step(setup(), 'a', { $table: 'offer-draw' });
    expect(table.apply(s, 'b', { $table: 'accept-draw' })).toMatchObject({ ok: false, error: { code: 'own-offer' } });
    s = step(s, 'c', { $table: 'accept-draw' });
    expect(table.outcome(s)).toBeNull();
    s = step(s, 'd', { $table: 'accept-draw' });
    expect(table.outcome(s)).toMatchObject({ winners: [], how: 'draw agreed' });

    let t = step(setup(), 'd', { $table: 'resign' });
    t = step(t, 'b', { $table: 'offer-draw' });
    t = step(t, 'c', { $table: 'accept-draw' });
    expect(table.outcome(t)).toMatchObject({ how: 'draw agreed' });
  });

  it('an offer all of whose other askers have accepted or resigned is a draw', () => {
    let s = step(setup(), 'a', { $table: 'offer-draw' });
    s = step(s, 'c', { $table: 'accept-draw' });
    s = step(s, 'd', { $table: 'resign' });
    expect(table.outcome(s)).toMatchObject({ winners: [], how: 'draw agreed' });
  });

  it('an offer from the other side while one is open is an acceptance', () => {
    let s = step(setup(), 'a', { $table: 'offer-draw' });
    s = step(s, 'c', { $table: 'offer-draw' });
    expect((s as { $table: { offer: { accepted: string[] } } }).$table.offer.accepted).toEqual(['c']);
  });
});
