/**
 * Campaigns through the server (issue 12), on a real SQLite file and on PostgreSQL: careers and leagues whose seats
 * are bots run to several arranged GLADIATOR matches, each result applied to its campaign once; a person plays his
 * man's match with his campaign token; bad input is refused by name. The kill test and the healing sweep are in
 * campaign-restart.test.ts.
 */
import { afterAll, describe, expect, it } from 'vitest';
import type { Legal } from '../core/protocol.js';
import { seedRng } from '../core/rng.js';
import { replayMatch } from '../core/runner.js';
import { type CampaignView, campaign } from '../games/campaign/module.js';
import { gladiator } from '../games/gladiator/module.js';
import { campaignState, FAST, linksOf, playSeat, waitFor } from './campaign-kit.js';
import type { CampaignMatches } from './campaigns.js';
import { DIALECTS, dropTestDatabases, freshDb } from './testdb.js';
import { Client, createMatch, type Running, startServer, storedCommands } from './testkit.js';
import type { MatchSummary } from './wire.js';

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

const getJson = async <T>(run: Running, path: string): Promise<{ status: number; body: T }> => {
  const res = await fetch(`${run.http}${path}`);
  return { status: res.status, body: (await res.json()) as T };
};

/** What every finished bot campaign must show: one applied match per arena command, each finished and replayable. */
async function checkRun(run: Running, id: string, count: number) {
  const links = await linksOf(run, id);
  expect(links.map((l) => l.n)).toEqual(Array.from({ length: count }, (_, i) => i + 1));
  expect(links.every((l) => l.applied === 1)).toBe(true);
  const arena = (await storedCommands(run, id)).filter((c) => c.seat === 'arena');
  expect(arena).toHaveLength(count);
  expect(arena.every((c) => (c.command as { type: string }).type === 'match-result')).toBe(true);

  const { status, body } = await getJson<CampaignMatches>(run, `/api/campaigns/${id}/matches`);
  expect(status).toBe(200);
  expect(body.current).toBeNull();
  expect(body.matches.map((m) => m.id)).toEqual(links.map((l) => l.match_id));
  for (const m of body.matches) {
    expect(m.status).toBe('finished');
    expect(m.outcome).not.toBeNull();
    expect(m.replay).toBe(`/m/${m.id}`);
    // The record replays to the outcome the server stored: the men of the campaign are in its `initial`.
    const record = await getJson<Parameters<typeof replayMatch>[1]>(run, m.record);
    expect(record.status).toBe(200);
    expect(record.body.initial).toBeDefined();
    const replayed = replayMatch(gladiator, record.body);
    expect(replayed.ok && replayed.value.outcome).toEqual(m.outcome);
    // Each arena command carries the report of that very match: its men's names.
    const summary = await getJson<MatchSummary>(run, `/api/matches/${m.id}`);
    expect(summary.body.campaign).toBe(id);
  }
  return body;
}

describe.each(DIALECTS)('campaigns on %s', (dialect) => {
  it('§21.5 a career with the career bot runs three arranged matches through the server, each applied once', async () => {
    const run = await start(await freshDb(dialect));
    const { id, tokens } = await createMatch(run, {
      game: 'campaign',
      options: { kind: 'career', matches: 3 },
      seats: { player: { kind: 'bot', bot: 'career' } },
      seed: `career-${dialect}`,
    });
    expect(tokens).toEqual({});
    await waitFor(async () => (await run.app.matches.summary(id))?.status === 'finished', 60_000);
    const body = await checkRun(run, id, 3);
    for (const m of body.matches)
      expect(m.seats).toEqual({
        a: { campaignSeat: 'player', kind: 'bot', bot: 'brawler', name: expect.any(String) },
        b: { campaignSeat: null, kind: 'bot', bot: 'brawler', name: expect.any(String) },
      });
    const s = await campaignState(run, id);
    expect(s.career?.matches).toBe(3);
    // The campaign's summary shows no seat of the server's.
    const summary = await getJson<MatchSummary>(run, `/api/matches/${id}`);
    expect(Object.keys(summary.body.seats)).toEqual(['player']);
    expect(summary.body.campaign).toBeUndefined();
  });

  it('§22.3-22.5 a league of three owner bots runs matches, wagers and auctions through the server', async () => {
    const run = await start(await freshDb(dialect));
    const bot = { kind: 'bot', bot: 'owner' };
    const { id } = await createMatch(run, {
      game: 'campaign',
      options: { kind: 'owners', owners: 3, matches: 3, advanced: true },
      seats: { o1: bot, o2: bot, o3: bot },
      seed: `league-${dialect}`,
    });
    await waitFor(async () => (await run.app.matches.summary(id))?.status === 'finished', 90_000);
    const s = await campaignState(run, id);
    const played = s.league?.matches ?? 0;
    expect(played).toBeGreaterThanOrEqual(2);
    const body = await checkRun(run, id, played);
    const types = new Set((await storedCommands(run, id)).map((c) => (c.command as { type: string }).type));
    // With these seeds a man dies or is left unfit, so an auction is held as well as the wagers.
    for (const type of ['fighter', 'wager', 'bid']) expect(types).toContain(type);
    // Each match's men are held as their owners' seats are: here every owner is a bot, so a brawler fights.
    for (const m of body.matches) {
      expect(['o1', 'o2', 'o3']).toContain(m.seats.a?.campaignSeat);
      expect(['o1', 'o2', 'o3']).toContain(m.seats.b?.campaignSeat);
      expect(m.seats.a?.campaignSeat).not.toBe(m.seats.b?.campaignSeat);
    }
  });
});

describe.each(DIALECTS)('a person in a campaign on %s', (dialect) => {
  it('§21.5 plays his man’s match with his campaign token, and its end reaches the campaign once', async () => {
    const run = await start(await freshDb(dialect));
    const { id, tokens } = await createMatch(run, {
      game: 'campaign',
      options: { kind: 'career', matches: 2 },
      seats: { player: { kind: 'here' } },
      seed: 'person',
      clock: { kind: 'daily', hours: 24 },
      names: { player: 'Marcus' },
    });
    const first = tokens.player as string;
    const service = run.app.matches;
    expect((await service.prepare(id)).ok).toBe(true);
    expect(await service.submit(id, 'player', first, { type: 'ready' }, service.version(id))).toMatchObject({
      ok: true,
    });
    const { body } = await getJson<CampaignMatches>(run, `/api/campaigns/${id}/matches`);
    const child = body.current as string;
    expect(body.matches).toHaveLength(1);
    expect(body.matches[0]?.seats.a).toMatchObject({ campaignSeat: 'player', kind: 'here' });
    expect((await service.prepare(child)).ok).toBe(true);
    // The campaign's clock settings, waiting for the person to join.
    expect(service.stateFor(child, 'spectator', 0).clock).toMatchObject({ mode: 'daily', waiting: ['a'] });
    expect(service.checkSeat(child, 'a', first).ok).toBe(true);
    // The person's name goes with him to his man's seat.
    expect(service.stateFor(child, 'spectator', 0).names).toMatchObject({ a: 'Marcus' });

    // A new token for the campaign seat opens the man's seat too, and the old one opens neither.
    const rotated = await service.rotateToken(id, 'player', first);
    const token = rotated?.ok ? rotated.value.token : '';
    expect(service.checkSeat(child, 'a', token).ok).toBe(true);
    expect(service.checkSeat(child, 'a', first).ok).toBe(false);
    const own = await service.rotateToken(child, 'a', token);
    expect(own?.ok ? null : own?.error.code).toBe('campaign-match');

    // The campaign token opens seat a of the arranged match over the WebSocket.
    const client = await Client.open(run.ws);
    client.send({ t: 'join', match: child, seat: 'a', token });
    const joined = await client.find('state', (f) => f.match === child && f.as === 'a');
    expect((joined.legal as Legal<unknown>).commands.length).toBeGreaterThan(0);
    client.close();

    // Resigning or drawing is refused: a campaign match is fought to its end.
    const resign = await service.act(child, 'a', token, 'resign');
    expect(resign.ok ? null : resign.error.code).toBe('campaign-match');
    // And so is resigning the campaign itself or offering a draw in it: it ends by its own rules.
    for (const action of ['resign', 'offer-draw'] as const) {
      const refused = await service.act(id, 'player', token, action);
      expect(refused.ok ? null : [refused.error.code, refused.error.message]).toEqual([
        'campaign',
        expect.stringContaining('21.6'),
      ]);
    }

    await playSeat(service, child, 'a', token, seedRng('person-play'));
    expect(service.stateFor(child, 'a', 0).outcome).not.toBeNull();
    const links = await linksOf(run, id);
    expect(links).toEqual([expect.objectContaining({ match_id: child, applied: 1 })]);
    const s = await campaignState(run, id);
    expect(s.career?.matches).toBe(1);
    // A second report of the same match is refused by the store: the link is applied already.
    const arena = (await storedCommands(run, id)).filter((c) => c.seat === 'arena');
    expect(arena).toHaveLength(1);
  });
});

describe('the arena seat', () => {
  it('protocol: the arena is the server’s; a person cannot send its command, hold it or name it', async () => {
    const run = await start(await freshDb('sqlite'));
    const named = await fetch(`${run.http}/api/matches`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        game: 'campaign',
        options: { kind: 'career' },
        seats: { player: { kind: 'here' }, arena: { kind: 'bot', bot: 'random' } },
      }),
    });
    expect(named.status).toBe(400);
    expect(await named.json()).toMatchObject({ code: 'server-seat', field: 'seats.arena' });

    const { id, tokens } = await createMatch(run, {
      game: 'campaign',
      options: { kind: 'career' },
      seats: { player: { kind: 'here' } },
    });
    const token = tokens.player as string;
    const service = run.app.matches;
    await service.prepare(id);
    await service.submit(id, 'player', token, { type: 'ready' }, service.version(id));
    const report = sampleReport(await campaignState(run, id));
    const asPlayer = await service.submit(id, 'player', token, report, service.version(id));
    expect(asPlayer.ok ? null : asPlayer.error).toMatchObject({ code: 'not-the-arena' });
    expect(asPlayer.ok ? '' : asPlayer.error.message).toContain('only the server reports');
    const asArena = await service.submit(id, 'arena', token, report, service.version(id));
    expect(asArena.ok ? null : asArena.error.code).toBe('server-seat');
    const rotated = await service.rotateToken(id, 'arena', token);
    expect(rotated?.ok ? null : rotated?.error.code).toBe('server-seat');
    expect(await storedCommands(run, id)).toHaveLength(1);
    const claimed = await service.claim(id, 'arena');
    expect(claimed?.ok ? null : claimed?.error).toMatchObject({
      code: 'not-open',
      message: expect.stringContaining('the server'),
    });

    // A league with a seat open to anyone is listed in the open games without the arena.
    const league = await createMatch(run, {
      game: 'campaign',
      options: { kind: 'owners', owners: 2 },
      seats: { o1: { kind: 'here' }, o2: { kind: 'open' } },
    });
    const open = await getJson<MatchSummary[]>(run, '/api/open');
    expect(open.body.map((m) => [m.id, Object.keys(m.seats)])).toEqual([[league.id, ['o1', 'o2']]]);

    // The lobby offers no arena seat, and the campaign's seats are the player's alone.
    const games = await getJson<{ games: { id: string; seats: string[]; bots: { name: string }[] }[] }>(
      run,
      '/api/games',
    );
    const listed = games.body.games.find((g) => g.id === 'campaign');
    expect(listed?.seats).toEqual(['player']);
    // The arena's stand-in is a tool of the command line and the lab, not an opponent; `house` (listed first, so the
    // lobby's default) plays whichever seat it is given as the career or the owner bot would.
    expect(listed?.bots.map((b) => b.name)).toEqual(['random', 'house', 'career', 'owner']);
    const missing = await getJson<{ code: string }>(run, '/api/campaigns/nothing-here/matches');
    expect([missing.status, missing.body.code]).toEqual([404, 'unknown-campaign']);
  });
});

/** One of the reports the campaign module offers its arena seat as samples, for a person to try to send. */
function sampleReport(view: CampaignView): unknown {
  const s = { ...view, career: { ...view.career, rng: seedRng('x') }, league: null, bids: {} };
  return campaign.legal(s as never, 'arena').commands[0];
}
