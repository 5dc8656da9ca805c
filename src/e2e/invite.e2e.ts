import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { MatchSummary } from '../server/wire.js';
import { newPerson, outPath, PICTURE_MS, recordFrames, useStage, watchErrors } from './harness.js';
import { createInLobby, loggedEvents, playUntil, shownVersion } from './play.js';

const stage = useStage();

const heldSeats = (page: Page) =>
  page.evaluate(() =>
    (JSON.parse(localStorage.getItem('ludus.held') ?? '[]') as { seat: string }[]).map((h) => h.seat),
  );

/** Starts a match in a new context with seat b by invite; returns the page, the id and the invite link. */
async function startWithInvite(seed: string) {
  const context = await newPerson(stage.browser);
  const page = await context.newPage();
  const id = await createInLobby(page, stage.server.url, { b: { kind: 'invite' }, turnLimit: 2, seed });
  const link = await page.getByTestId('invite-link-b').inputValue();
  return { context, page, id, link };
}

describe('two people by invite link', () => {
  it('play each other from two browsers until the match is over', async () => {
    const errors: string[] = [];
    const a = await startWithInvite('e2e-invite-1');
    watchErrors(a.page, errors);
    expect(a.link).toMatch(new RegExp(`^${stage.server.url}/#/join/${a.id}/b/[A-Za-z0-9_-]{32}$`));
    await a.page.getByTestId('open-match').click();
    await a.page.getByTestId('board').waitFor();

    const bContext = await newPerson(stage.browser);
    const b = await bContext.newPage();
    watchErrors(b, errors);
    await b.goto(a.link);
    // The key is kept in b's browser and leaves the address bar.
    await b.waitForURL(`${stage.server.url}/#/match/${a.id}`);
    await b.getByTestId('board').waitFor();
    expect(await heldSeats(b)).toEqual(['b']);
    expect(await heldSeats(a.page)).toEqual(['a']);
    expect(await b.getByTestId('held-seats').getAttribute('data-seats')).toBe('b');

    const [playedA, playedB] = await Promise.all([playUntil(a.page), playUntil(b)]);
    expect(playedA.length).toBeGreaterThan(2);
    expect(playedB.length).toBeGreaterThan(2);
    for (const played of [playedA, playedB]) {
      const kinds = new Set(played.map((p) => p.kind));
      expect(kinds).toContain('plot');
      expect(kinds).toContain('order');
    }

    // Both see the same ending at the same version, and the server agrees.
    await Promise.all([a.page.getByTestId('outcome').waitFor(), b.getByTestId('outcome').waitFor()]);
    expect(await a.page.getByTestId('outcome').textContent()).toBe(await b.getByTestId('outcome').textContent());
    const summary = (await (await fetch(`${stage.server.url}/api/matches/${a.id}`)).json()) as MatchSummary;
    expect(summary.status).toBe('finished');
    expect(await shownVersion(a.page)).toBe(summary.version);
    expect(await shownVersion(b)).toBe(summary.version);
    expect(summary.version).toBe(playedA.length + playedB.length);
    for (const seat of ['a', 'b'])
      expect(await a.page.getByTestId(`counter-${seat}`).getAttribute('data-hex')).toBe(
        await b.getByTestId(`counter-${seat}`).getAttribute('data-hex'),
      );
    // Each log holds the public events and its own private ones: the same numbers where both may see them.
    const [eventsA, eventsB] = await Promise.all([loggedEvents(a.page), loggedEvents(b)]);
    const both = eventsA.filter((n) => eventsB.includes(n));
    expect(both.length).toBeGreaterThan(playedA.length);
    expect(new Set(eventsA).size).toBe(eventsA.length);
    expect(new Set(eventsB).size).toBe(eventsB.length);

    await b.screenshot({ path: outPath('invite-match-seat-b.png'), fullPage: true, timeout: PICTURE_MS });
    expect(errors).toEqual([]);
    await Promise.all([a.context.close(), bContext.close()]);
  });

  it('gives no seat for a link whose key was cut short, and offers to watch instead', async () => {
    const a = await startWithInvite('e2e-invite-2');
    const bContext = await newPerson(stage.browser);
    const b = await bContext.newPage();
    await b.goto(a.link.slice(0, -4));
    await b.getByTestId('invite-refused').waitFor();
    expect(await heldSeats(b)).toEqual([]);
    await b.getByTestId('watch-instead').click();
    await b.getByTestId('board').waitFor();
    expect(await b.locator('.match-head').textContent()).toContain('watching');
    await Promise.all([a.context.close(), bContext.close()]);
  });

  it('stops joining when the server refuses the key this browser kept for a seat', async () => {
    const a = await startWithInvite('e2e-invite-3');
    const bContext = await newPerson(stage.browser);
    // A key kept from before that no longer holds the seat (say, the link was made again for someone else).
    await bContext.addInitScript(
      ({ id, token }) => {
        if (localStorage.getItem('ludus.held') === null)
          localStorage.setItem(
            'ludus.held',
            JSON.stringify([{ match: id, seat: 'b', token, game: 'gladiator', addedAt: new Date().toISOString() }]),
          );
      },
      { id: a.id, token: 'x'.repeat(32) },
    );
    const b = await bContext.newPage();
    const frames = recordFrames(b);
    await b.goto(`${stage.server.url}/m/${a.id}`);
    const refused = b.getByTestId('join-refused');
    await refused.waitFor();
    expect(await refused.getAttribute('data-code')).toBe('bad-token');
    expect(await b.getByTestId('connection-state').getAttribute('data-state')).toBe('refused');
    // Longer than the first two pauses between attempts (0.5 s, then 1 s): a retrying page would have joined again.
    await b.waitForTimeout(2_000);
    const joins = frames.sent.filter((f) => JSON.parse(f.text).t === 'join');
    expect(joins).toHaveLength(1);
    expect(frames.received.map((f) => JSON.parse(f.text))).toEqual([
      { t: 'error', code: 'bad-token', message: 'that token does not hold seat b' },
    ]);

    await b.getByTestId('forget-seat').click();
    await b.getByTestId('board').waitFor();
    expect(await heldSeats(b)).toEqual([]);
    expect(await b.getByTestId('connection-state').getAttribute('data-state')).toBe('open');
    await Promise.all([a.context.close(), bContext.close()]);
  });
});
