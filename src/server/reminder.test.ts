/**
 * The reminder of a running clock comes on time without a frame: a state frame says when each running clock turns
 * low (a sixth of its time before its deadline), and `low` lists those already past it.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { Client, createMatch, type Running, startServer, tempDir } from './testkit.js';

const running: Running[] = [];
afterAll(async () => {
  for (const r of running) await r.app.close();
});

describe('the low-time reminder', () => {
  it('is announced with each running clock: a sixth of the decision time before the deadline', async () => {
    const run = await startServer(`${tempDir()}/ludus.sqlite`, { clockMs: { reaction: 60_000 } });
    running.push(run);
    const { id, tokens } = await createMatch(run, {
      game: 'gladiator',
      seats: { a: { kind: 'invite' }, b: { kind: 'invite' } },
      seed: 'reminder-1',
      clock: 'reaction',
    });
    const a = await Client.open(run.ws);
    a.send({ t: 'join', match: id, seat: 'a', token: tokens.a });
    const first = await a.find('state');
    // No clock runs until both have joined: nothing turns low.
    expect(first.clock?.waiting).toContain('b');
    expect(first.clock).toMatchObject({ low: [], lowFrom: {} });
    const b = await Client.open(run.ws);
    b.send({ t: 'join', match: id, seat: 'b', token: tokens.b });
    const started = await a.find('state', (f) => (f.clock?.waiting.length ?? 1) === 0);
    const deadlines = started.deadlines ?? {};
    expect(Object.keys(deadlines).sort()).toEqual(['a', 'b']);
    expect(started.clock?.lowFrom).toEqual({ a: (deadlines.a ?? 0) - 10_000, b: (deadlines.b ?? 0) - 10_000 });
    expect(started.clock?.low).toEqual([]);
    a.close();
    b.close();
  });
});
