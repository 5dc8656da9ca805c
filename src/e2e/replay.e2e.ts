/**
 * Replays worth watching (issue 11): a finished bot match opened in the replay jumps by turn and by phase, plays
 * itself, folds the "has submitted" notes, and a link to a moment opens on that moment; a seat's own board has his
 * man at the bottom. Screenshots of a match, the end screen and the replay at desktop and phone sizes.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { MatchCreated, MatchSummary } from '../server/wire.js';
import { createBotMatch, openPage, outPath, PICTURE_MS, useStage } from './harness.js';

const stage = useStage();

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

const stepOf = async (page: Page) => Number(await page.getByTestId('replay-step').getAttribute('data-step'));
const eventOf = async (page: Page) => Number(await page.getByTestId('replay-step').getAttribute('data-event'));
const stepText = async (page: Page) => (await page.getByTestId('replay-step').textContent()) ?? '';

/** The board drawn for the step shown (the live view at the end, else the view fetched for that event). */
async function boardAtShownStep(page: Page) {
  const n = await eventOf(page);
  await page.locator(`[data-testid="replay-board"][data-at="${n}"] [data-testid="board"]`).waitFor();
}

const noSidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

async function finishedBotMatch(seed: string): Promise<string> {
  const id = await createBotMatch(stage.server.url, { turnLimit: 3 }, seed);
  await expect
    .poll(async () => ((await (await fetch(`${stage.server.url}/api/matches/${id}`)).json()) as MatchSummary).status, {
      timeout: 30_000,
    })
    .toBe('finished');
  return id;
}

describe('the replay of a finished match', () => {
  it('jumps by turn and phase, plays itself, folds the submitted notes and links to a moment', async () => {
    const id = await finishedBotMatch('e2e-replay-2');
    const { context, page, errors } = await openPage(stage.browser);
    await page.setViewportSize(DESKTOP);
    await page.goto(`${stage.server.url}/#/replay/${id}`);
    await page.getByTestId('replay-turn').waitFor();

    // Folded: at the end the log shows no "has submitted" note, only one line per step everyone submitted.
    await page.getByTestId('replay-last').click();
    await boardAtShownStep(page);
    const log = page.getByTestId('event-log');
    expect(await log.locator('.ev-waiting').count()).toBe(0);
    const folded = await log.locator('.ev-submitted-folded').allTextContents();
    expect(folded.length).toBeGreaterThan(4);
    expect(folded.every((t) => /submitted\./.test(t))).toBe(true);
    const foldedStops = Number(/of (\d+)/.exec(await stepText(page))?.[1]);
    await page.getByTestId('replay-show-all').check();
    expect(await log.locator('.ev-waiting').count()).toBeGreaterThan(folded.length);
    expect(await log.locator('.ev-submitted-folded').count()).toBe(0);
    expect(Number(/of (\d+)/.exec(await stepText(page))?.[1])).toBeGreaterThan(foldedStops);
    await page.getByTestId('replay-show-all').uncheck();

    // Jump to turn 2, then phase by phase within it.
    await page.getByTestId('replay-turn').selectOption({ label: '2' });
    expect(await stepText(page)).toMatch(/^Turn 2, phase 1 · /);
    await boardAtShownStep(page);
    expect(await page.getByTestId('control').getAttribute('data-turn')).toBe('2');
    await page.getByTestId('replay-next-phase').click();
    expect(await stepText(page)).toMatch(/^Turn 2, phase 2 · /);
    await page.getByTestId('replay-phase').selectOption({ label: '1' });
    expect(await stepText(page)).toMatch(/^Turn 2, phase 1 · /);
    const turn2 = await stepOf(page);
    await page.getByTestId('replay-prev-phase').click();
    expect(await stepText(page)).toMatch(/^Turn 1, phase \d · /);
    expect(await stepOf(page)).toBeLessThan(turn2);

    // The keys: right and left step; space plays and pauses.
    await page.getByRole('heading', { level: 2 }).click();
    const before = await stepOf(page);
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => stepOf(page)).toBeGreaterThan(before);
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => stepOf(page)).toBe(before);
    await page.keyboard.press(' ');
    await expect.poll(() => page.getByTestId('replay-play').getAttribute('aria-pressed')).toBe('true');
    await page.keyboard.press(' ');
    await expect.poll(() => page.getByTestId('replay-play').getAttribute('aria-pressed')).toBe('false');

    // Autoplay at 4x from the start moves on by itself, and pauses where it is.
    await page.getByTestId('replay-first').click();
    await page.getByTestId('replay-speed').selectOption('4');
    await page.getByTestId('replay-play').click();
    await expect.poll(() => stepOf(page), { timeout: 10_000 }).toBeGreaterThan(3);
    await page.getByTestId('replay-play').click();
    const paused = await stepOf(page);
    await page.waitForTimeout(800);
    expect(await stepOf(page)).toBe(paused);

    // A moment: the address follows it, and the copied link opens a new page on the same step.
    await page.getByTestId('replay-turn').selectOption({ label: '2' });
    await page.getByTestId('replay-next-phase').click();
    await page.getByTestId('replay-next').click();
    const moment = { step: await stepOf(page), event: await eventOf(page), text: await stepText(page) };
    await boardAtShownStep(page);
    expect(new URL(page.url()).hash).toBe(`#/replay/${id}?at=${moment.event}`);
    await page.getByTestId('replay-copy-link').click();
    const link = await page.getByTestId('replay-link').locator('a').getAttribute('href');
    expect(link).toBe(`${stage.server.url}/#/replay/${id}?at=${moment.event}`);
    const other = await context.newPage();
    await other.setViewportSize(DESKTOP);
    await other.goto(link as string);
    await other.getByTestId('replay-step').waitFor();
    expect(await stepOf(other)).toBe(moment.step);
    expect(await stepText(other)).toBe(moment.text);
    await boardAtShownStep(other);
    // Spectators and replays see the standard board.
    expect(await other.getByTestId('board').getAttribute('data-flipped')).toBe('no');
    // Another moment's link followed in the same page lands there too, after stepping there by hand.
    await other.getByTestId('replay-next').click();
    await expect.poll(() => stepOf(other)).toBeGreaterThan(moment.step);
    await other.evaluate((h) => {
      location.hash = h;
    }, `#/replay/${id}?at=0`);
    await expect.poll(() => stepOf(other)).toBe(0);
    await other.close();

    await page.screenshot({ path: outPath('shot-replay-1280.png') });
    await page.setViewportSize(PHONE);
    await boardAtShownStep(page);
    expect(await noSidewaysScroll(page)).toBe(true);
    await page.screenshot({ path: outPath('shot-replay-390.png'), fullPage: true, timeout: PICTURE_MS });
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('a seat’s own board', () => {
  it('shows seat b his man at the bottom, the spectator the standard board, and the end after a resignation', async () => {
    const created = await fetch(`${stage.server.url}/api/matches`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        game: 'gladiator',
        options: { turnLimit: 2 },
        seats: { a: { kind: 'bot', bot: 'brawler' }, b: { kind: 'invite' } },
        seed: 'e2e-replay-live',
      }),
    });
    expect(created.status).toBe(201);
    const { id, tokens } = (await created.json()) as MatchCreated;
    const { context, page, errors } = await openPage(stage.browser);
    await page.setViewportSize(DESKTOP);
    await page.goto(`${stage.server.url}/#/join/${id}/b/${tokens.b}`);
    await page.waitForURL(`${stage.server.url}/#/match/${id}`);
    await page.getByTestId('board').waitFor();
    const y = async (p: Page, seat: string) => Number(await p.getByTestId(`counter-${seat}`).getAttribute('data-y'));
    expect(await page.getByTestId('board').getAttribute('data-flipped')).toBe('yes');
    expect(await y(page, 'b')).toBeGreaterThan(await y(page, 'a'));
    expect(await page.getByTestId('mine-b').count()).toBe(1);

    const watcher = await openPage(stage.browser);
    await watcher.page.goto(`${stage.server.url}/#/match/${id}`);
    await watcher.page.getByTestId('board').waitFor();
    expect(await watcher.page.getByTestId('board').getAttribute('data-flipped')).toBe('no');
    expect(await y(watcher.page, 'a')).toBeGreaterThan(await y(watcher.page, 'b'));
    expect(watcher.errors).toEqual([]);
    await watcher.context.close();

    await page.screenshot({ path: outPath('shot-match-1280.png') });
    await page.setViewportSize(PHONE);
    expect(await noSidewaysScroll(page)).toBe(true);
    await page.screenshot({ path: outPath('shot-match-390.png'), fullPage: true, timeout: PICTURE_MS });
    await page.setViewportSize(DESKTOP);

    // Resigning ends the match mid-turn: the control says how it ended, and awaits nobody.
    await page.getByTestId('resign').click();
    await page.getByTestId('resign-confirm').click();
    await page.getByTestId('end-screen').waitFor();
    await page.getByTestId('outcome-text').waitFor();
    expect(await page.getByTestId('waiting').count()).toBe(0);
    expect(await page.getByTestId('control-step').textContent()).toMatch(/: match over$/);
    await page.screenshot({ path: outPath('shot-end-1280.png') });
    await page.setViewportSize(PHONE);
    expect(await noSidewaysScroll(page)).toBe(true);
    await page.screenshot({ path: outPath('shot-end-390.png'), fullPage: true, timeout: PICTURE_MS });
    expect(errors).toEqual([]);
    await context.close();
  });
});
