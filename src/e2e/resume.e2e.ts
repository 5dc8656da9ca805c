import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { MatchSummary } from '../server/wire.js';
import { openPage, recordFrames, startServer, storedCommands, useStage } from './harness.js';
import {
  controlState,
  createInLobby,
  loggedEvents,
  type OrderChooser,
  playUntil,
  type Submitted,
  shownVersion,
} from './play.js';

const stage = useStage();

/** Keeps away from the fight while it may, so the match lasts long enough to be interrupted. */
const cautious: OrderChooser = (offered) =>
  offered.includes('hold') ? null : (['KN', 'S', 'B'].find((o) => offered.includes(o)) ?? offered[0]!);

/** Plays `n` commands of the page's seat. */
const playSome = (page: Page, n: number): Promise<Submitted[]> => {
  let count = 0;
  return playUntil(page, () => count++ >= n, cautious);
};

const openState = (page: Page) =>
  expect.poll(() => page.getByTestId('connection-state').getAttribute('data-state'), { timeout: 30_000 });

/** A submission as the command the client sends. */
const asCommand = (s: Submitted): unknown => {
  switch (s.kind) {
    case 'plot':
      return { type: 'plot', moving: s.moving };
    case 'order':
      return { type: 'order', order: s.order };
    case 'hold':
      return { type: 'hold' };
    case 'allocate':
      return { type: 'allocate' };
  }
};

describe('resuming', () => {
  it('a reload mid-match shows the same match, joins from the last event kept, and the log goes on', async () => {
    const { context, page, errors } = await openPage(stage.browser);
    const id = await createInLobby(page, stage.server.url, {
      b: { kind: 'bot', bot: 'brawler' },
      turnLimit: 3,
      seed: 'e2e-reload-1',
    });
    // The match's own address opens it too, with this browser's seat.
    await page.goto(`${stage.server.url}/m/${id}`);
    await page.getByTestId('board').waitFor();
    expect(await page.getByTestId('held-seats').getAttribute('data-seats')).toBe('a');
    await playSome(page, 5);
    const before = {
      version: await shownVersion(page),
      control: await controlState(page),
      events: await loggedEvents(page),
      hexes: await page.getByTestId('counter-b').getAttribute('data-hex'),
    };
    expect(before.version).toBeGreaterThanOrEqual(5);

    const frames = recordFrames(page);
    await page.reload();
    await page.getByTestId('board').waitFor();
    await openState(page).toBe('open');
    expect(await shownVersion(page)).toBe(before.version);
    expect(await controlState(page)).toEqual(before.control);
    expect(await page.getByTestId('counter-b').getAttribute('data-hex')).toBe(before.hexes);
    expect(await loggedEvents(page)).toEqual(before.events);

    // The re-join asked only for what came after the last event kept, and was sent nothing twice.
    const joins = frames.sent.map((f) => JSON.parse(f.text)).filter((f) => f.t === 'join');
    expect(joins).toEqual([
      { t: 'join', match: id, since: before.events.at(-1), seat: 'a', token: expect.any(String) },
    ]);
    const first = frames.received.map((f) => JSON.parse(f.text)).find((f) => f.t === 'state');
    expect(first.events).toEqual([]);

    // Play on: the log grows after the last number, without repeating one.
    await playSome(page, 2);
    const after = await loggedEvents(page);
    expect(after.slice(0, before.events.length)).toEqual(before.events);
    expect(after.length).toBeGreaterThan(before.events.length);
    expect(new Set(after).size).toBe(after.length);
    expect(after).toEqual([...after].sort((x, y) => x - y));
    // Exactly the events the server has for seat a.
    const last = after.at(-1) as number;
    const onServer = stage.server.app.matches.stateFor(id, 'a', 0).events.map((e) => e.n);
    expect(onServer.filter((n) => n <= last)).toEqual(after);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a server restarted on the same store loses no acknowledged command, and the page plays on', async () => {
    const { context, page, errors } = await openPage(stage.browser);
    const id = await createInLobby(page, stage.server.url, {
      b: { kind: 'bot', bot: 'brawler' },
      turnLimit: 3,
      seed: 'e2e-restart-1',
    });
    await page.getByTestId('board').waitFor();
    const played = await playSome(page, 5);
    // The last command was acknowledged (the page moved on): close the server right away.
    const shown = await shownVersion(page);
    const port = stage.server.port;
    await stage.server.close();
    await openState(page).not.toBe('open');

    stage.server = await startServer(stage.dbFile, port);
    const stored = await storedCommands(stage.server, id);
    const summary = (await (await fetch(`${stage.server.url}/api/matches/${id}`)).json()) as MatchSummary;
    expect(summary.version).toBe(stored.length);
    expect(summary.version).toBeGreaterThanOrEqual(shown);
    expect(stored.map((c) => c.n)).toEqual(Array.from({ length: stored.length }, (_, i) => i + 1));
    const mine = stored.filter((c) => c.seat === 'a').map((c) => c.command as { type: string });
    expect(mine.map((c) => (c.type === 'allocate' ? { type: 'allocate' } : c))).toEqual(played.map(asCommand));

    // The page reconnects by itself and shows the match at the stored version.
    await openState(page).toBe('open');
    await expect.poll(() => shownVersion(page)).toBe(summary.version);
    const events = await loggedEvents(page);
    expect(new Set(events).size).toBe(events.length);

    const more = await playSome(page, 3);
    expect(more.length).toBe(3);
    const later = (await (await fetch(`${stage.server.url}/api/matches/${id}`)).json()) as MatchSummary;
    expect(later.version).toBeGreaterThanOrEqual(summary.version + 3);
    await expect.poll(() => shownVersion(page)).toBe(later.version);
    const all = await loggedEvents(page);
    expect(all.slice(0, events.length)).toEqual(events);
    expect(new Set(all).size).toBe(all.length);
    expect(errors).toEqual([]);
    await context.close();
  });
});
