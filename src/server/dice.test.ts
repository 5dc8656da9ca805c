/**
 * Fair dice: without a creator's seed the server draws one and shows every seat and spectator its sha256 from the
 * first state frame; the seed itself stays on the server (no frame, summary, view or log line has it) until the match
 * is over, when it is revealed and the match's record replays to the same result. A creator's seed is marked as such
 * and shown from the start. On SQLite and PostgreSQL.
 */
import { createHash } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import type { Legal } from '../core/protocol.js';
import { seedRng } from '../core/rng.js';
import { parseMatchRecord, replayMatch } from '../core/runner.js';
import { BOTS, GAMES } from '../games/registry.js';
import { DIALECTS, dropTestDatabases, freshDb } from './testdb.js';
import { Client, createMatch, type Running, type StateFrame, startServer } from './testkit.js';
import type { ApiError, MatchSummary } from './wire.js';

const brawler = BOTS.gladiator!.brawler!;
const sha256 = (s: string): string => createHash('sha256').update(s).digest('hex');

const running: Running[] = [];
afterAll(async () => {
  for (const r of running) await r.app.close();
  await dropTestDatabases();
});

async function get(run: Running, url: string): Promise<{ status: number; text: string }> {
  const res = await run.app.inject({ method: 'GET', url });
  return { status: res.statusCode, text: res.body };
}

describe.each(DIALECTS)('fair dice on %s', (dialect) => {
  it('commits to a seed the server drew, keeps it secret while the match runs, then reveals it', async () => {
    const logs: string[] = [];
    const run = await startServer(await freshDb(dialect), {
      rateLimit: { perSecond: 10_000, burst: 10_000 },
      logger: { level: 'trace', stream: { write: (line: string) => void logs.push(line) } },
    });
    running.push(run);
    const { id, tokens } = await createMatch(run, {
      game: 'gladiator',
      options: { turnLimit: 2 },
      seats: { a: { kind: 'here' }, b: { kind: 'bot', bot: 'brawler' } },
    });
    const spectator = await Client.open(run.ws);
    spectator.send({ t: 'join', match: id });
    const a = await Client.open(run.ws);
    a.send({ t: 'join', match: id, seat: 'a', token: tokens.a });
    const firstA = await a.find('state');
    const firstSpectator = await spectator.find('state');
    const commitment = firstA.dice?.commitment as string;
    expect(commitment).toMatch(/^[0-9a-f]{64}$/);
    expect(firstA.dice).toEqual({ commitment, chosenBy: 'server' });
    expect(firstSpectator.dice).toEqual({ commitment, chosenBy: 'server' });

    // What anyone outside the server can read while the match runs.
    const seenWhileRunning: string[] = [];
    const look = async () => {
      const summary = await get(run, `/api/matches/${id}`);
      expect((JSON.parse(summary.text) as MatchSummary).dice).toEqual({ commitment, chosenBy: 'server' });
      const view = await get(run, `/api/matches/${id}/view?at=${run.app.matches.lastEvent(id)}`);
      const record = await get(run, `/api/matches/${id}/record`);
      expect(record.status).toBe(409);
      expect((JSON.parse(record.text) as ApiError).code).toBe('match-running');
      const lookup = await run.app.inject({
        method: 'POST',
        url: '/api/matches/lookup',
        payload: { tokens: [tokens.a] },
      });
      seenWhileRunning.push(summary.text, view.text, record.text, lookup.body);
    };

    const rng = seedRng('dice-1/a');
    for (let i = 0; i < 200; i++) {
      const now = a.latest('a') as StateFrame;
      if (now.outcome !== null) break;
      if (!now.pending.includes('a')) {
        await a.next('state', (f) => f.as === 'a');
        continue;
      }
      // At every decision of a's: the server draws the seed, so how many there are varies (a few, at turnLimit 2).
      await look();
      const before = a.frames.length;
      const command = brawler.choose(now.view, now.legal as Legal<unknown>, rng);
      a.send({ t: 'command', id: `c${i}`, seat: 'a', command, version: now.version });
      await a.find('ack', (f) => f.id === `c${i}`, before);
    }
    const last = a.latest('a') as StateFrame;
    expect(last.outcome).not.toBeNull();
    const seed = last.dice?.seed as string;
    expect(sha256(seed)).toBe(commitment);
    expect(last.dice).toEqual({ commitment, chosenBy: 'server', seed });
    await spectator.find('state', (f) => f.outcome !== null);

    const frames = [...a.frames, ...spectator.frames].filter((f): f is StateFrame => f.t === 'state');
    const whileRunning = frames.filter((f) => f.outcome === null);
    expect(whileRunning.length).toBeGreaterThan(5);
    expect(seenWhileRunning.length).toBeGreaterThan(4);
    for (const text of [...whileRunning.map((f) => JSON.stringify(f)), ...seenWhileRunning])
      expect(text).not.toContain(seed);
    expect(logs.length).toBeGreaterThan(0);
    expect(logs.join('\n')).not.toContain(seed);
    for (const f of frames.filter((x) => x.outcome !== null)) expect(f.dice?.seed).toBe(seed);

    const summary = JSON.parse((await get(run, `/api/matches/${id}`)).text) as MatchSummary;
    expect(summary.dice).toEqual({ commitment, chosenBy: 'server', seed });

    // The record, as `ludus replay` reads it, replays to the same outcome and the same public events.
    const record = await get(run, `/api/matches/${id}/record`);
    expect(record.status).toBe(200);
    const parsed = parseMatchRecord(record.text);
    if (!parsed.ok) throw new Error(parsed.error.message);
    expect(parsed.value).toMatchObject({ format: 'ludus-match/1', game: 'gladiator', seed, options: { turnLimit: 2 } });
    expect(parsed.value.commands.length).toBe(summary.version);
    const replayed = replayMatch(GAMES.gladiator!, parsed.value);
    if (!replayed.ok) throw new Error(replayed.error.message);
    expect(replayed.value.refused).toBeUndefined();
    expect(replayed.value.outcome).toEqual(last.outcome);
    const spectatorEvents = spectator.all('state').flatMap((f) => f.events);
    const publicEvents = replayed.value.events
      .map((event, i) => ({ n: i + 1, event }))
      .filter((e) => e.event.visibleTo === 'all');
    expect(spectatorEvents).toEqual(publicEvents);
    a.close();
    spectator.close();
  });

  it("marks a seed the match's creator chose, and shows it to every seat and spectator from the start", async () => {
    const run = await startServer(await freshDb(dialect));
    running.push(run);
    const { id, tokens } = await createMatch(run, {
      game: 'gladiator',
      seats: { a: { kind: 'here' }, b: { kind: 'invite' } },
      seed: 'rehearsed',
    });
    const dice = { commitment: sha256('rehearsed'), chosenBy: 'creator', seed: 'rehearsed' };
    const summary = JSON.parse((await get(run, `/api/matches/${id}`)).text) as MatchSummary;
    expect(summary.dice).toEqual(dice);
    const b = await Client.open(run.ws);
    b.send({ t: 'join', match: id, seat: 'b', token: tokens.b });
    b.send({ t: 'join', match: id });
    expect((await b.find('state', (f) => f.as === 'b')).dice).toEqual(dice);
    expect((await b.find('state', (f) => f.as === 'spectator')).dice).toEqual(dice);
    b.close();
  });

  it('has no record of a match it does not have', async () => {
    const run = await startServer(await freshDb(dialect));
    running.push(run);
    for (const id of ['nothing-here', 'constructor', '__proto__']) {
      const res = await get(run, `/api/matches/${id}/record`);
      expect([res.status, (JSON.parse(res.text) as ApiError).code]).toEqual([404, 'unknown-match']);
    }
  });
});
