/**
 * Presence on real WebSockets: who is connected per seat and how many watch, told on every change; a seat's person
 * connecting is announced to the others once; a second connection to the same seat is told, and the first warned.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { Client, createMatch, type Running, startServer, tempDir } from './testkit.js';
import type { ServerFrame } from './wire.js';

type Presence = Extract<ServerFrame, { t: 'presence' }>;

const running: Running[] = [];
afterAll(async () => {
  for (const r of running) await r.app.close();
});

async function setup() {
  const run = await startServer(`${tempDir()}/ludus.sqlite`);
  running.push(run);
  const { id, tokens } = await createMatch(run, {
    game: 'gladiator',
    seats: { a: { kind: 'invite' }, b: { kind: 'invite' } },
    seed: 'presence-1',
  });
  const join = async (seat?: string): Promise<Client> => {
    const c = await Client.open(run.ws);
    c.send(seat ? { t: 'join', match: id, seat, token: tokens[seat] } : { t: 'join', match: id });
    await c.find('presence');
    return c;
  };
  return { run, id, tokens, join };
}

const same = (connected: Record<string, number>, spectators: number) => (f: Presence) =>
  JSON.stringify(f.connected) === JSON.stringify(connected) && f.spectators === spectators;

describe('presence', () => {
  it('counts each seat and the spectators, and tells everyone of every change', async () => {
    const { id, join } = await setup();
    const a = await join('a');
    expect(a.all('presence').at(-1)).toEqual({ t: 'presence', connected: { a: 1, b: 0 }, spectators: 0 });

    const watcher = await join();
    await a.find('presence', same({ a: 1, b: 0 }, 1));
    await watcher.find('presence', same({ a: 1, b: 0 }, 1));

    const b = await join('b');
    for (const c of [a, b, watcher]) await c.find('presence', same({ a: 1, b: 1 }, 1));
    // b's connection also follows the spectator view: it is still counted once, as b.
    const from = a.frames.length;
    b.send({ t: 'join', match: id });
    expect(await a.find('presence', () => true, from)).toEqual({
      t: 'presence',
      connected: { a: 1, b: 1 },
      spectators: 1,
    });

    const later = a.frames.length;
    b.close();
    await a.find('presence', same({ a: 1, b: 0 }, 1), later);
    watcher.close();
    await a.find('presence', same({ a: 1, b: 0 }, 0), later);
    a.close();
  });

  it("announces a seat's person to the others once, not to himself, and not again on a reconnection", async () => {
    const { join } = await setup();
    const a = await join('a');
    const watcher = await join();
    const b = await join('b');
    await a.find('notice', (n) => n.code === 'joined' && n.seat === 'b');
    await watcher.find('notice', (n) => n.code === 'joined' && n.seat === 'b');
    await a.find('presence', same({ a: 1, b: 1 }, 1));
    expect(b.all('notice')).toEqual([]);

    // b's connection drops and comes back while a is there: no news.
    b.close();
    await a.find('presence', same({ a: 1, b: 0 }, 1));
    const back = await join('b');
    await a.find('presence', same({ a: 1, b: 1 }, 1), a.frames.length - 1);
    await back.find('presence', same({ a: 1, b: 1 }, 1));
    expect(a.all('notice').filter((n) => n.code === 'joined')).toHaveLength(1);
    for (const c of [a, watcher, back]) c.close();
  });

  it('tells a second connection to the same seat, and warns the first', async () => {
    const { id, tokens, join } = await setup();
    const first = await join('a');
    const second = await join('a');
    await second.find('notice', (n) => n.code === 'second-connection' && n.seat === 'a');
    await first.find('notice', (n) => n.code === 'other-connection' && n.seat === 'a');
    await first.find('presence', same({ a: 2, b: 0 }, 0));
    // The seat is not announced as joined to its own other connection.
    expect(first.all('notice').map((n) => n.code)).toEqual(['other-connection']);
    expect(second.all('notice').map((n) => n.code)).toEqual(['second-connection']);

    // Joining again as the seat it already is changes nothing.
    const count = first.all('presence').length;
    const states = second.all('state').length;
    second.send({ t: 'join', match: id, seat: 'a', token: tokens.a });
    await second.find('state', () => true, second.frames.length);
    expect(second.all('state')).toHaveLength(states + 1);
    expect(first.all('presence')).toHaveLength(count);
    expect(second.all('notice')).toHaveLength(1);
    first.close();
    second.close();
  });
});
