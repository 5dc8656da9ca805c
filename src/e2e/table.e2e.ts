/**
 * Fair clocks and the table, in two browsers: an invite link whose reaction clock waits for the friend; a
 * resignation with each side told what it means for him; a rematch both links lead to, seats swapped; a draw offered
 * and accepted.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { MatchSummary } from '../server/wire.js';
import { newPerson, outPath, PICTURE_MS, storedCommands, useStage, watchErrors } from './harness.js';
import { act, createInLobby, matchIdOf, nextTurn } from './play.js';

const CLOCK_MS = 1_500;
const stage = useStage(undefined, { clockMs: { reaction: CLOCK_MS } });

const summary = async (id: string) =>
  (await (await fetch(`${stage.server.url}/api/matches/${id}`)).json()) as MatchSummary;

const heldSeats = (page: Page) =>
  page.evaluate(() =>
    (JSON.parse(localStorage.getItem('ludus.held') ?? '[]') as { match: string; seat: string }[]).map(
      (h) => `${h.match}:${h.seat}`,
    ),
  );

describe('two people, a clock and the table', () => {
  it('the clock waits for the friend; resign; rematch with the seats swapped; a draw accepted', async () => {
    const errors: string[] = [];
    const aContext = await newPerson(stage.browser);
    const a = await aContext.newPage();
    watchErrors(a, errors);
    const id = await createInLobby(a, stage.server.url, {
      b: { kind: 'invite' },
      turnLimit: 3,
      seed: 'e2e-table-1',
      clock: 'reaction',
    });
    const link = await a.getByTestId('invite-link-b').inputValue();
    await a.getByTestId('open-match').click();
    await a.getByTestId('board').waitFor();

    // Alone, a sees the clock waiting; twice its time goes by and nothing is played for anyone.
    await a.getByTestId('clock-waiting').waitFor();
    expect(await a.getByTestId('deadline').count()).toBe(0);
    await a.waitForTimeout(2 * CLOCK_MS);
    expect(await storedCommands(stage.server, id)).toEqual([]);
    expect(await a.getByTestId('timed-out').count()).toBe(0);
    await a.screenshot({ path: outPath('table-clock-waits.png'), fullPage: true, timeout: PICTURE_MS });

    // The friend opens the link: the clock starts for both.
    const bContext = await newPerson(stage.browser);
    const b = await bContext.newPage();
    watchErrors(b, errors);
    await b.goto(link);
    await b.getByTestId('board').waitFor();
    await a.getByTestId('deadline').waitFor();
    await b.getByTestId('deadline').waitFor();
    expect(await a.getByTestId('clock-waiting').count()).toBe(0);

    // b resigns.
    await b.getByTestId('resign').click();
    await b.getByTestId('resign-confirm').click();
    await a.getByTestId('end-screen').waitFor();
    await b.getByTestId('end-screen').waitFor();
    expect(await a.getByTestId('end-headline').textContent()).toBe('You won');
    expect(await b.getByTestId('end-headline').textContent()).toBe('You lost');
    expect(await a.getByTestId('outcome').textContent()).toMatch(/^\S.* wins: .* resigned \(resignation\)$/);
    expect((await summary(id)).outcome).toMatchObject({ winners: ['a'], losers: ['b'], how: 'resignation' });
    await a.screenshot({ path: outPath('table-end-screen.png'), fullPage: true, timeout: PICTURE_MS });

    // A spectator is told the result alone.
    const watcher = await newPerson(stage.browser);
    const w = await watcher.newPage();
    await w.goto(`${stage.server.url}/#/match/${id}`);
    await w.getByTestId('end-screen').waitFor();
    expect(await w.getByTestId('end-headline').textContent()).toBe('The match is over');
    expect(await w.getByTestId('back-to-lobby').getAttribute('href')).toBe('#/');
    await watcher.close();

    // a asks for a rematch and is taken there, holding b; b's page offers to join it, and b holds a.
    await a.getByTestId('rematch').click();
    await a.waitForURL((u) => u.hash.startsWith('#/match/') && !u.hash.endsWith(id));
    const again = matchIdOf(a);
    await b.getByTestId('rematch-offered').waitFor();
    expect(await b.getByTestId('rematch').textContent()).toBe('Join the rematch');
    await b.getByTestId('rematch').click();
    await b.waitForURL((u) => u.hash.endsWith(again));
    expect(await heldSeats(a)).toContain(`${again}:b`);
    expect(await heldSeats(b)).toContain(`${again}:a`);
    expect((await summary(again)).seats).toEqual({ a: { kind: 'invite' }, b: { kind: 'here' } });
    await a.getByTestId('deadline').waitFor();

    // In the rematch, a (now b) offers a draw; b (now a) accepts it.
    await a.getByTestId('offer-draw').click();
    await a.getByTestId('draw-pending').waitFor();
    await b.getByTestId('accept-draw').click();
    await a.getByTestId('end-screen').waitFor();
    await b.getByTestId('end-screen').waitFor();
    expect(await a.getByTestId('end-headline').textContent()).toBe('Draw');
    expect(await b.getByTestId('end-headline').textContent()).toBe('Draw');
    expect(await b.getByTestId('outcome').textContent()).toMatch(/^Drawn by agreement: /);
    expect((await summary(again)).outcome).toMatchObject({ winners: [], how: 'draw agreed' });

    // Back to the lobby.
    await a.getByTestId('back-to-lobby').click();
    await a.getByTestId('create-match').waitFor();
    expect(errors).toEqual([]);
    await aContext.close();
    await bContext.close();
  });

  it('a time bank shows what the player has left, running only while his decision is awaited', async () => {
    const res = await fetch(`${stage.server.url}/api/matches`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        game: 'gladiator',
        seats: { a: { kind: 'invite' }, b: { kind: 'bot', bot: 'brawler' } },
        seed: 'e2e-table-2',
        clock: { kind: 'bank', minutes: 2, increment: 30 },
      }),
    });
    const { id, tokens } = (await res.json()) as { id: string; tokens: Record<string, string> };
    const context = await newPerson(stage.browser);
    const page = await context.newPage();
    const errors: string[] = [];
    watchErrors(page, errors);
    await page.goto(`${stage.server.url}/#/join/${id}/a/${tokens.a}`);
    await page.getByTestId('board').waitFor();
    const bank = page.getByTestId('bank-clocks');
    await expect.poll(() => bank.textContent()).toBe('time bank: you 2 min (running)');
    const plot = await nextTurn(page, null);
    await act(page, plot!);
    // The plot took a few seconds of the two minutes and gave 30 more: about 2.5 minutes, shown rounded up.
    await nextTurn(page, plot!.key);
    await expect.poll(() => bank.textContent()).toBe('time bank: you 3 min (running)');
    expect(errors).toEqual([]);
    await context.close();
  });
});
