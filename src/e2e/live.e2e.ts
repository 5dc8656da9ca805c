/**
 * Presence, the "your move" title and the chat, between two people joined by an invite link and a spectator.
 */
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newPerson, outPath, PICTURE_MS, recordFrames, useStage, watchErrors } from './harness.js';
import { act, createInLobby, nextTurn } from './play.js';

/** A reaction clock of 6 s: it turns low (a sixth left) 5 s after a decision becomes due. */
const stage = useStage(undefined, { clockMs: { reaction: 6000 } });

const messages = (page: Page, channel?: 'players' | 'spectators') =>
  page
    .locator(`[data-testid="chat-message"]${channel ? `[data-channel="${channel}"]` : ''}`)
    .evaluateAll((es) => es.map((e) => e.textContent ?? ''));

async function say(page: Page, text: string): Promise<void> {
  await page.getByTestId('chat-input').fill(text);
  await page.getByTestId('chat-send').click();
}

/** Serious or critical WCAG 2 A/AA violations on the page, and whether it scrolls sideways. */
async function audit(page: Page): Promise<{ violations: string[]; sideways: boolean }> {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  const violations = result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  const sideways = await page.evaluate(
    () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
  );
  return { violations, sideways };
}

const shows = (page: Page, text: string) =>
  page.locator('[data-testid="chat-message"]', { hasText: text }).first().waitFor();

describe('live match', () => {
  it('shows who joined, marks the title on your move, and keeps the spectators’ chat apart', async () => {
    const errors: string[] = [];
    const aContext = await newPerson(stage.browser);
    const a = await aContext.newPage();
    watchErrors(a, errors);
    const id = await createInLobby(a, stage.server.url, { b: { kind: 'invite' }, turnLimit: 2, seed: 'e2e-live-1' });
    const link = await a.getByTestId('invite-link-b').inputValue();
    await a.getByTestId('open-match').click();
    await a.getByTestId('board').waitFor();
    const seatB = a.locator('[data-testid="presence"] [data-seat="b"]');
    await seatB.and(a.locator('[data-connected="no"]')).waitFor();

    const bContext = await newPerson(stage.browser);
    const b = await bContext.newPage();
    watchErrors(b, errors);
    // B picks a name first: the notice and the chat say it.
    await b.goto(`${stage.server.url}/`);
    await b.getByTestId('display-name-input').fill('Lucia');
    await b.getByTestId('display-name-save').click();
    await b.goto(link);
    await b.getByTestId('board').waitFor();
    await a.locator('[data-testid="joined-notice"][data-seat="b"]').waitFor();
    await expect.poll(() => a.getByTestId('joined-notice').textContent()).toMatch(/^Lucia\b.* joined\.$/);
    await seatB.and(a.locator('[data-connected="yes"]')).waitFor();

    // Both plot at once: A's title is marked until A has plotted, while B still has to.
    await a.waitForFunction(() => document.title.startsWith('(Your move) '));
    const icon = (page: Page) => page.evaluate(() => document.querySelector('link[rel="icon"]')?.getAttribute('href'));
    expect(await icon(a)).toMatch(/^data:image\/svg\+xml,/);
    const first = await nextTurn(a, null);
    if (!first) throw new Error('the match ended before it began');
    await act(a, first);
    await a.waitForFunction(() => !document.title.startsWith('(Your move)'));
    expect(await b.evaluate(() => document.title)).toMatch(/^\(Your move\) /);
    expect(await a.evaluate(() => document.title)).not.toContain('Your move');
    expect(await icon(a)).toBe('data:,');

    await say(a, 'Ave, friend');
    await shows(b, 'Ave, friend');

    const cContext = await newPerson(stage.browser);
    const watcher = await cContext.newPage();
    watchErrors(watcher, errors);
    await watcher.goto(`${stage.server.url}/m/${id}`);
    await watcher.getByTestId('board').waitFor();
    await shows(watcher, 'Ave, friend');
    await a.locator('[data-testid="spectators"][data-count="1"]').waitFor();
    await say(watcher, 'The net will win');
    await watcher.locator('[data-channel="spectators"]', { hasText: 'The net will win' }).waitFor();
    // B writes after the spectator: once the players have B's message, they would have had the spectator's.
    await say(b, 'Good luck');
    await Promise.all([shows(a, 'Good luck'), shows(watcher, 'Good luck')]);
    expect(await messages(a)).toContainEqual(expect.stringMatching(/^Lucia\b.*: Good luck$/));
    expect(await messages(a)).toEqual([expect.stringContaining('Ave, friend'), expect.stringContaining('Good luck')]);
    expect(await messages(b)).toEqual(await messages(a));
    expect(await messages(watcher, 'spectators')).toEqual([expect.stringMatching(/Spectator: The net will win$/)]);
    await watcher.screenshot({ path: outPath('live-chat-spectator.png'), fullPage: true, timeout: PICTURE_MS });
    expect(await audit(watcher)).toEqual({ violations: [], sideways: false });
    await watcher.setViewportSize({ width: 390, height: 844 });
    expect(await audit(watcher)).toEqual({ violations: [], sideways: false });
    await watcher.screenshot({ path: outPath('live-chat-spectator-phone.png'), fullPage: true, timeout: PICTURE_MS });

    // Muting the spectators' channel hides it; what comes later is counted, not shown.
    await watcher.getByTestId('chat-mute-spectators').getByRole('checkbox').check();
    expect(await messages(watcher, 'spectators')).toEqual([]);
    expect(await messages(watcher, 'players')).toHaveLength(2);
    await say(watcher, 'Still here');
    await watcher.getByTestId('chat-unseen-spectators').waitFor();
    expect(await watcher.getByTestId('chat-unseen-spectators').textContent()).toContain('1 unseen');
    expect(await messages(watcher, 'spectators')).toEqual([]);

    // The same seat opened in a second tab: the new tab is told, the first warned.
    const again = await aContext.newPage();
    watchErrors(again, errors);
    await again.goto(`${stage.server.url}/m/${id}`);
    await again.locator('[data-testid="second-connection"][data-code="second-connection"]').waitFor();
    await a.locator('[data-testid="second-connection"][data-code="other-connection"]').waitFor();
    await a.screenshot({ path: outPath('live-match-seat-a.png'), fullPage: true, timeout: PICTURE_MS });
    expect(await audit(a)).toEqual({ violations: [], sideways: false });

    expect(errors).toEqual([]);
    await Promise.all([aContext.close(), bContext.close(), cContext.close()]);
  });

  it('reminds a seat whose clock turns low when it does, with no frame from the server', async () => {
    const context = await newPerson(stage.browser);
    const page = await context.newPage();
    const frames = recordFrames(page);
    await createInLobby(page, stage.server.url, {
      b: { kind: 'bot', bot: 'brawler' },
      turnLimit: 2,
      seed: 'e2e-live-2',
      clock: 'reaction',
    });
    await page.getByTestId('deadline').waitFor();
    await page.waitForFunction(() => document.title.startsWith('(Your move) '));
    expect(await page.getByTestId('clock-low').count()).toBe(0);
    const states = () => frames.received.filter((f) => JSON.parse(f.text).t === 'state').length;
    const before = states();
    await page.getByTestId('clock-low').waitFor({ timeout: 6000 });
    expect(states()).toBe(before);
    await context.close();
  });
});
