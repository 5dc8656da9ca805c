/**
 * Chat per match on real WebSockets, on SQLite and PostgreSQL: the two channels (players read only theirs, spectators
 * read both), the history a join gets (the last 100, also after a restart), and every limit with its error.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { CHAT_LIMITS } from './chat.js';
import { DIALECTS, dropTestDatabases, freshDb } from './testdb.js';
import { Client, createMatch, type Running, startServer } from './testkit.js';
import type { ChatMessage } from './wire.js';

const running: Running[] = [];
afterAll(async () => {
  for (const r of running) await r.app.close();
  await dropTestDatabases();
});

async function start(url: string): Promise<Running> {
  const run = await startServer(url);
  running.push(run);
  return run;
}

async function newMatch(run: Running) {
  const { id, tokens } = await createMatch(run, {
    game: 'gladiator',
    seats: { a: { kind: 'invite' }, b: { kind: 'invite' } },
    seed: 'chat-1',
  });
  return { id, tokens };
}

async function join(run: Running, id: string, seat?: string, token?: string): Promise<Client> {
  const c = await Client.open(run.ws);
  c.send(seat ? { t: 'join', match: id, seat, token } : { t: 'join', match: id });
  await c.find('presence');
  return c;
}

/** Every chat message a client has received, by number (a rejoin's history repeats some). */
const read = (c: Client): ChatMessage[] => {
  const byN = new Map<number, ChatMessage>();
  for (const f of c.all('chat')) for (const m of f.messages) byN.set(m.n, m);
  return [...byN.values()].sort((x, y) => x.n - y.n);
};

const says = (text: string) => (f: { messages: ChatMessage[] }) => f.messages.some((m) => m.text === text);

describe.each(DIALECTS)('chat on %s', (dialect) => {
  it("keeps the spectators' channel from the players, and gives both to spectators", async () => {
    const run = await start(await freshDb(dialect));
    const { id, tokens } = await newMatch(run);
    const a = await join(run, id, 'a', tokens.a);
    const b = await join(run, id, 'b', tokens.b);
    const watcher = await join(run, id);

    a.send({ t: 'chat', id: '1', text: 'Good luck, Felix' });
    await b.find('chat', says('Good luck, Felix'));
    await watcher.find('chat', says('Good luck, Felix'));
    watcher.send({ t: 'chat', id: '2', text: 'The net will win' });
    await watcher.find('chat', says('The net will win'));
    b.send({ t: 'chat', id: '3', text: 'Thanks' });
    await a.find('chat', says('Thanks'));
    await watcher.find('chat', says('Thanks'));

    expect(read(a).map((m) => [m.channel, m.seat, m.text])).toEqual([
      ['players', 'a', 'Good luck, Felix'],
      ['players', 'b', 'Thanks'],
    ]);
    expect(read(b)).toEqual(read(a));
    expect(read(watcher).map((m) => [m.n, m.channel, m.seat, m.text])).toEqual([
      [1, 'players', 'a', 'Good luck, Felix'],
      [2, 'spectators', null, 'The net will win'],
      [3, 'players', 'b', 'Thanks'],
    ]);
    for (const c of [a, b, watcher]) c.close();
  });

  it('sends the last 100 messages a joiner may read, and keeps them across a restart', async () => {
    const url = await freshDb(dialect);
    const first = await start(url);
    const { id, tokens } = await newMatch(first);
    // 150 older messages in the store, every third from a spectator, then one through the server.
    const now = new Date().toISOString();
    const rows = Array.from({ length: 150 }, (_, i) => ({
      match_id: id,
      n: i + 1,
      channel: i % 3 === 2 ? ('spectators' as const) : ('players' as const),
      seat: i % 3 === 2 ? null : 'a',
      text: `old ${i + 1}`,
      created_at: now,
    }));
    await first.app.store.db.insertInto('chat').values(rows).execute();
    const a = await join(first, id, 'a', tokens.a);
    a.send({ t: 'chat', id: '1', text: 'before the restart' });
    await a.find('chat', says('before the restart'));
    a.close();
    await first.app.close();

    const second = await start(url);
    const b = await join(second, id, 'b', tokens.b);
    const watcher = await join(second, id);
    const players = (await b.find('chat')).messages;
    expect(players).toHaveLength(CHAT_LIMITS.history);
    expect(players.every((m) => m.channel === 'players')).toBe(true);
    expect(players.at(-1)).toMatchObject({ n: 151, seat: 'a', text: 'before the restart' });
    const all = (await watcher.find('chat')).messages;
    expect(all.map((m) => m.n)).toEqual(Array.from({ length: 100 }, (_, i) => 52 + i));
    b.close();
    watcher.close();
  });

  it('refuses an empty or too long text, strips control characters, and asks to join first', async () => {
    const run = await start(await freshDb(dialect));
    const { id, tokens } = await newMatch(run);
    const stranger = await Client.open(run.ws);
    stranger.send({ t: 'chat', id: '0', text: 'hello' });
    expect((await stranger.find('error')).code).toBe('chat-not-joined');
    stranger.close();

    const a = await join(run, id, 'a', tokens.a);
    const refused = async (text: string) => {
      const from = a.frames.length;
      a.send({ t: 'chat', id: 'x', text });
      return a.find('error', () => true, from);
    };
    expect(await refused('   \n\t ')).toMatchObject({ code: 'chat-text', message: expect.stringContaining('empty') });
    expect(await refused('\u0007\u0000')).toMatchObject({ code: 'chat-text' });
    expect(await refused('x'.repeat(501))).toMatchObject({
      code: 'chat-text',
      message: 'the chat message has 501 characters: at most 500 are allowed',
    });
    a.send({ t: 'chat', id: 'y', text: `  ${'y'.repeat(500)}  ` });
    await a.find('chat', says('y'.repeat(500)));
    a.send({ t: 'chat', id: 'z', text: 'a\u0000b\u001b[31mc\u202e d\n' });
    await a.find('chat', says('ab[31mc d'));
    expect(await run.app.store.db.selectFrom('chat').select('text').orderBy('n').execute()).toEqual([
      { text: 'y'.repeat(500) },
      { text: 'ab[31mc d' },
    ]);
    a.close();
  });

  it('allows 5 messages in 10 seconds from one connection, not a sixth; another connection is not held back', async () => {
    const run = await start(await freshDb(dialect));
    const { id, tokens } = await newMatch(run);
    const a = await join(run, id, 'a', tokens.a);
    const b = await join(run, id, 'b', tokens.b);
    for (let i = 1; i <= 6; i++) a.send({ t: 'chat', id: `${i}`, text: `message ${i}` });
    const error = await a.find('error');
    expect(error.code).toBe('chat-rate');
    expect(error.message).toMatch(/^at most 5 chat messages in 10 seconds: wait \d+ s$/);
    b.send({ t: 'chat', id: 'b', text: 'mine still goes' });
    await a.find('chat', says('mine still goes'));
    expect(read(a).map((m) => m.text)).toEqual([1, 2, 3, 4, 5].map((i) => `message ${i}`).concat('mine still goes'));
    a.close();
    b.close();
  });

  it('holds at most 2,000 messages in a match', async () => {
    const run = await start(await freshDb(dialect));
    const { id, tokens } = await newMatch(run);
    const now = new Date().toISOString();
    const rows = Array.from({ length: CHAT_LIMITS.perMatch - 1 }, (_, i) => ({
      match_id: id,
      n: i + 1,
      channel: 'players' as const,
      seat: 'a',
      text: `old ${i + 1}`,
      created_at: now,
    }));
    for (let i = 0; i < rows.length; i += 500)
      await run.app.store.db
        .insertInto('chat')
        .values(rows.slice(i, i + 500))
        .execute();
    const a = await join(run, id, 'a', tokens.a);
    a.send({ t: 'chat', id: '1', text: 'the last one' });
    await a.find('chat', says('the last one'));
    a.send({ t: 'chat', id: '2', text: 'one too many' });
    expect(await a.find('error')).toMatchObject({
      code: 'chat-full',
      message: "this match's chat holds the most messages it may (2000): no more can be sent",
    });
    const stored = await run.app.store.db
      .selectFrom('chat')
      .select((eb) => eb.fn.countAll().as('count'))
      .executeTakeFirst();
    expect(Number(stored?.count)).toBe(2000);
    a.close();
  });
});
