/**
 * Open games and the lobby in words: a match with a seat for anyone is listed in another person's lobby and taken
 * in one click; both play it to the end and each lobby row then says the result for its reader. The clock choices
 * include the time bank with its numbers checked. Screenshots of the lobby at desktop and phone sizes.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { MatchSummary } from '../server/wire.js';
import { newPerson, outPath, PICTURE_MS, useStage, watchErrors } from './harness.js';
import { createInLobby, playUntil } from './play.js';

const stage = useStage();

/** A person's browser whose display name is already chosen. */
async function personNamed(browser: Browser, name: string): Promise<BrowserContext> {
  const context = await newPerson(browser);
  await context.addInitScript((n) => localStorage.setItem('ludus.displayName', n), name);
  return context;
}

const resultFor = async (page: Page, id: string): Promise<string> => {
  await page.goto(`${stage.server.url}/`);
  const cell = page.getByTestId(`match-result-${id}`);
  await cell.waitFor();
  return (await cell.textContent()) ?? '';
};

describe('open games', () => {
  it('a seat left to anyone is taken from another lobby in one click, and both lobbies say the result', async () => {
    const errors: string[] = [];
    const felix = await (await personNamed(stage.browser, 'Felix')).newPage();
    watchErrors(felix, errors);
    const id = await createInLobby(felix, stage.server.url, { b: { kind: 'open' }, turnLimit: 1, seed: 'e2e-open-1' });
    expect(await felix.getByTestId('open-listed').textContent()).toMatch(/listed under Open games/);
    // The creator's own lobby lists it as his, with nothing to take.
    await felix.goto(`${stage.server.url}/`);
    await felix.getByTestId(`open-${id}`).waitFor();
    expect(await felix.getByTestId(`open-${id}`).getByRole('button').count()).toBe(0);
    expect(await felix.getByTestId(`match-result-${id}`).textContent()).toBe(
      'Waiting for someone to take the open seat',
    );

    const marcus = await (await personNamed(stage.browser, 'Marcus')).newPage();
    watchErrors(marcus, errors);
    await marcus.goto(`${stage.server.url}/`);
    const take = marcus.getByTestId(`open-join-${id}-b`);
    expect(await take.textContent()).toBe('Play against Felix');
    await take.click();
    await marcus.waitForURL(`${stage.server.url}/#/match/${id}`);
    await marcus.getByTestId('board').waitFor();
    // Taken: it leaves the list, and the server knows Marcus by name.
    const listed = (await (await fetch(`${stage.server.url}/api/open`)).json()) as MatchSummary[];
    expect(listed.map((m) => m.id)).not.toContain(id);
    const summary = (await (await fetch(`${stage.server.url}/api/matches/${id}`)).json()) as MatchSummary;
    expect(summary.seats.b).toMatchObject({ kind: 'invite', name: 'Marcus' });

    await felix.goto(`${stage.server.url}/#/match/${id}`);
    await felix.getByTestId('board').waitFor();
    await Promise.all([playUntil(felix), playUntil(marcus)]);
    const over = (await (await fetch(`${stage.server.url}/api/matches/${id}`)).json()) as MatchSummary;
    expect(over.status).toBe('finished');
    const winners = (over.outcome as { winners: string[] }).winners;
    const expected = (seat: string) =>
      winners.length === 0 ? 'Draw' : winners.includes(seat) ? 'You won' : 'You lost';
    expect(await resultFor(felix, id)).toBe(expected('a'));
    expect(await resultFor(marcus, id)).toBe(expected('b'));
    expect(await felix.getByTestId('finished-matches').textContent()).toContain('against Marcus');
    expect(errors).toEqual([]);
  });

  it('offers the time bank and the daily clock with their numbers checked, and no shared-device note alone', async () => {
    const page = await (await newPerson(stage.browser)).newPage();
    await page.goto(`${stage.server.url}/`);
    await page.getByTestId('create-match').waitFor();
    expect(await page.getByTestId('shared-device-note').count()).toBe(0);
    await page.getByTestId('seat-b-holder').selectOption('here');
    await page.getByTestId('shared-device-note').waitFor();
    await page.getByTestId('seat-b-holder').selectOption('bot');
    expect(await page.getByTestId('shared-device-note').count()).toBe(0);

    await page.getByTestId('clock-select').selectOption('daily');
    expect(await page.getByTestId('clock-about').textContent()).toMatch(/own pace/);
    await page.getByTestId('clock-select').selectOption('bank');
    expect(await page.getByTestId('clock-about').textContent()).toMatch(/Time bank/);
    await page.getByTestId('clock-increment').fill('0');
    await page.getByTestId('create-match').click();
    expect(await page.getByTestId('clock-error').textContent()).toBe('Seconds added: a whole number from 1 to 600');
    await page.getByTestId('clock-minutes').fill('5');
    await page.getByTestId('clock-increment').fill('3');
    await page.getByTestId('option-turnLimit').fill('1');
    await page.getByTestId('create-match').click();
    await page.waitForURL(/#\/match\//);
    const id = decodeURIComponent(new URL(page.url()).hash.replace('#/match/', ''));
    const row = await stage.server.app.store.db
      .selectFrom('matches')
      .select(['clock', 'clock_state'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.clock).toBe('bank');
    expect(JSON.parse(row.clock_state)).toMatchObject({ bank: { startMs: 5 * 60_000, incrementMs: 3_000 } });
  });

  it('screenshots of the lobby at desktop and phone sizes', async () => {
    for (const [w, h] of [
      [1280, 800],
      [390, 844],
    ] as const) {
      const context = await stage.browser.newContext({ viewport: { width: w, height: h } });
      const page = await context.newPage();
      await page.goto(`${stage.server.url}/`);
      await page.getByTestId('open-games').waitFor();
      await page.getByTestId('create-match').waitFor();
      const scroll = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(scroll).toBeLessThanOrEqual(0);
      await page.screenshot({ path: outPath(`lobby-${w}.png`), fullPage: true, timeout: PICTURE_MS });
      await context.close();
    }
  });
});
