/**
 * The plain screen: the interface any game gets until it has its own, driven by `legal` alone. GLADIATOR has its
 * own screen, so these tests switch a GLADIATOR match to the plain one and play it there against the brawler, as a
 * person would play a game that has no screen of its own yet.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { MatchSummary } from '../server/wire.js';
import { openPage, outPath, PICTURE_MS, storedCommands, useStage } from './harness.js';
import { createInLobby, shownVersion } from './play.js';

const stage = useStage();

/** Waits until the page offers commands at a version after `after`, or shows the outcome. */
async function nextOffer(page: Page, after: number): Promise<'go' | 'over'> {
  const found = await page.waitForFunction(
    (last) => {
      if (document.querySelector('[data-testid="outcome"]')) return 'over';
      const v = Number(document.querySelector('[data-testid="match-version"]')?.getAttribute('data-version'));
      const first = document.querySelector<HTMLButtonElement>('[data-testid="command-0"]');
      return v > last && first && !first.disabled ? 'go' : false;
    },
    after,
    { timeout: 30_000, polling: 50 },
  );
  return (await found.jsonValue()) as 'go' | 'over';
}

describe('the plain screen', () => {
  it('plays a whole GLADIATOR match from the commands the server lists, sends a typed command too, and replays it', async () => {
    const { context, page, errors } = await openPage(stage.browser);
    const id = await createInLobby(page, stage.server.url, {
      b: { kind: 'bot', bot: 'brawler' },
      turnLimit: 2,
      seed: 'e2e-plain-1',
    });
    await page.getByTestId('board').waitFor();
    const toggle = page.getByTestId('screen-toggle');
    expect(await toggle.getAttribute('data-plain')).toBe('no');
    await toggle.click();
    await page.getByTestId('command-0').waitFor();
    expect(await toggle.getAttribute('data-plain')).toBe('yes');
    expect(await page.getByTestId('board').count()).toBe(0);
    expect(await page.getByTestId('view-json').textContent()).toContain('"viewer": "a"');

    // The choice is kept by the browser: a reload opens the plain screen again.
    await page.reload();
    await page.getByTestId('command-0').waitFor();
    expect(await page.getByTestId('screen-toggle').getAttribute('data-plain')).toBe('yes');

    // What cannot be sent is said, in the page or by the server, and nothing is stored.
    const typed = page.getByTestId('command-json');
    await page.getByTestId('command-json-send').click();
    expect(await page.getByTestId('command-json-problem').textContent()).toContain('write a command first');
    await typed.fill('{ "type": plot }');
    await page.getByTestId('command-json-send').click();
    expect(await page.getByTestId('command-json-problem').textContent()).toMatch(/^not JSON: /);
    await typed.fill('{ "type": "teleport" }');
    await page.getByTestId('command-json-send').click();
    const refused = page.getByTestId('command-rejected');
    await refused.waitFor();
    expect(await refused.textContent()).toContain('type');
    expect((await storedCommands(stage.server, id)).filter((c) => c.seat === 'a')).toEqual([]);

    // Then the match, to its end: the first listed command each time, except that where the list is a sample
    // (an allocation, say) the same command is typed into the field instead of clicked.
    let clicked = 0;
    let typedSent = 0;
    let version = -1;
    for (let i = 0; i < 400; i++) {
      if ((await nextOffer(page, version)) === 'over') break;
      version = await shownVersion(page);
      const first = page.getByTestId('command-0');
      if ((await page.getByTestId('legal-form').count()) > 0 && typedSent < 3) {
        await typed.fill((await first.getAttribute('title')) ?? '');
        await page.getByTestId('command-json-send').click();
        typedSent++;
      } else {
        await first.click();
        clicked++;
      }
      if (i === 399) throw new Error('no outcome after 400 commands');
    }
    await page.getByTestId('outcome').waitFor();
    expect(typedSent).toBeGreaterThan(0);
    expect(clicked).toBeGreaterThan(0);

    const summary = (await (await fetch(`${stage.server.url}/api/matches/${id}`)).json()) as MatchSummary;
    expect(summary.status).toBe('finished');
    const mine = (await storedCommands(stage.server, id)).filter((c) => c.seat === 'a');
    expect(mine).toHaveLength(clicked + typedSent);
    await page.screenshot({ path: outPath('plain-screen.png'), fullPage: true, timeout: PICTURE_MS });

    // The replay follows the same choice, and switching back to the game's screen there holds for the match page too.
    await page.goto(`${stage.server.url}/#/replay/${id}`);
    const replayBoard = page.getByTestId('replay-board');
    await replayBoard.getByTestId('view-json').waitFor();
    expect(await replayBoard.getByTestId('board').count()).toBe(0);
    expect(await page.getByTestId('screen-toggle').getAttribute('data-plain')).toBe('yes');
    await page.getByTestId('screen-toggle').click();
    await replayBoard.getByTestId('board').waitFor();
    expect(await replayBoard.getByTestId('view-json').count()).toBe(0);
    await page.goto(`${stage.server.url}/#/match/${id}`);
    await page.getByTestId('board').waitFor();
    expect(await page.getByTestId('screen-toggle').getAttribute('data-plain')).toBe('no');
    expect(await page.getByTestId('view-json').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
