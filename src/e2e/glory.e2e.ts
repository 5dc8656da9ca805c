/**
 * Glory in the Arena in the browser (issue 14): a six-man free-for-all started from the lobby, two people (one here,
 * one by invite link in a second browser) and four bots, played to its end through the arena screen: a lit hex on
 * the board chosen by a click, or a command from the list. The figures are 'equipped': each person first equips his
 * man on the form before the first turn (1.5), the damage and movement shown changing as he picks. Axe's WCAG 2 A and AA rules on the screen at a desktop's
 * and a phone's size, with no sideways scroll; screenshots to test-output/glory-*.png.
 */
import type { ElementHandle, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { audit, openPage, outPath, PICTURE_MS, useStage } from './harness.js';
import { createMatch, openLobby, setSeats } from './lobby.js';

const stage = useStage();

/**
 * Waits until this page has an announcement to make or the match is over. Returns 'over', 'turn', or 'idle' when
 * nothing came within the wait (the other person, or the bots, are still moving). The wait is short: the two pages
 * are looked at in turns, and a long wait on the page with nothing to do held up the one whose man was awaited.
 */
async function nextSight(page: Page): Promise<'over' | 'turn' | 'equip' | 'idle'> {
  try {
    const h = await page.waitForFunction(
      () =>
        document.querySelector('[data-testid="outcome-text"]')
          ? 'over'
          : document.querySelector('[data-testid="announce-button"]:not([disabled])')
            ? 'turn'
            : document.querySelector('[data-testid="equip-submit"]:not([disabled])')
              ? 'equip'
              : null,
      undefined,
      { timeout: 250 },
    );
    return (await h.jsonValue()) as 'over' | 'turn' | 'equip';
  } catch {
    return 'idle';
  }
}

/**
 * Equips the person's man before the first turn (1.5): a closed helmet, leg armour and a spear picked on the form,
 * the sums read before and after (the leg armour adds a box, the closed helmet no more than the open one did), then
 * sent. Returns the sums as shown.
 */
async function equip(page: Page): Promise<string[]> {
  const sums = page.getByTestId('equip-sums');
  const before = (await sums.textContent()) ?? '';
  await page.getByTestId('equip-helmet-closed').check();
  await page.getByTestId('equip-leg').check();
  await page.getByTestId('equip-spear').check();
  const after = (await sums.textContent()) ?? '';
  await page.getByTestId('equip-submit').click();
  await page.getByTestId('equip-form').waitFor({ state: 'detached', timeout: 10_000 });
  return [before, after];
}

type Way = 'click' | 'keys' | 'list';

/** Waits until the announcement panel sent from is gone or hidden; a refused one stays, and the limit ends the wait. */
async function gone(panel: ElementHandle | null): Promise<void> {
  await panel?.waitForElementState('hidden', { timeout: 10_000 }).catch(() => undefined);
}

/**
 * One announcement, by the way given: a lit hex on the board clicked, or reached with the keyboard (focus, Enter,
 * and Enter again on the first command there, which takes the focus); or from the list, an attack when one is
 * offered, else the first move. Returns what was chosen.
 */
async function announce(page: Page, way: Way): Promise<string> {
  const key = await page.getByTestId('control').getAttribute('data-turn');
  // This announcement's own panel: when the man is up again at once (the turn ended and he leads the next), a new
  // panel takes its place, so a wait for "no panel at all" would run to its limit.
  const panel = await page.getByTestId('announce').elementHandle();
  if (way !== 'list') {
    const hexes = page.locator('[data-testid^="reach-"]');
    const n = await hexes.count();
    if (n > 0) {
      const hex = hexes.nth(n - 1);
      if (way === 'click') await hex.click();
      else {
        await hex.focus();
        await page.keyboard.press('Enter');
      }
      const choice = page.getByTestId('hex-choice').first();
      const words = (await choice.textContent()) ?? '';
      if (way === 'click') await choice.click();
      else {
        await page.waitForFunction(() => document.activeElement?.getAttribute('data-testid') === 'hex-choice');
        await page.keyboard.press('Enter');
      }
      await gone(panel);
      return `${way}: ${words} (turn ${key})`;
    }
  }
  const options = await page.getByTestId('command-list').locator('option').allTextContents();
  const attack = options.findIndex((o) => /attack|whip|net over/.test(o));
  const pick = attack >= 0 ? attack : Math.min(1, options.length - 1);
  await page.getByTestId('command-list').selectOption(String(pick));
  await page.getByTestId('announce-button').click();
  await gone(panel);
  return `list: ${options[pick]} (turn ${key})`;
}

describe('Glory in the Arena in the browser', () => {
  it('plays a six-man free-for-all with four bots to the end from the lobby, two people by invite', async () => {
    const here = await openPage(stage.browser);
    const base = stage.server.url;
    const page = here.page;
    await page.setViewportSize({ width: 1280, height: 800 });
    await openLobby(page, base, { game: 'glory', seed: 'glory-e2e-1' });
    await page.getByTestId('option-gladiators').fill('6');
    await page.getByTestId('option-turnLimit').fill('12');
    await page.getByTestId('option-figures').selectOption('equipped');
    const brawler = { bot: 'brawler' };
    await setSeats(page, { a: 'here', b: 'invite', c: brawler, d: brawler, e: brawler, f: brawler });
    await page.screenshot({ path: outPath('glory-lobby.png'), fullPage: true, timeout: PICTURE_MS });
    const link = (await createMatch(page, ['b'])).links.b as string;
    await page.getByTestId('open-match').click();
    const there = await openPage(stage.browser);
    await there.page.setViewportSize({ width: 390, height: 844 });
    await there.page.goto(link);
    await page.getByTestId('equip').waitFor();
    await there.page.getByTestId('equip').waitFor();

    const chosen: string[] = [];
    const audited: string[] = [];
    const ways: Way[] = ['click', 'keys', 'list'];
    let turns = 0;
    const people = [page, there.page];
    const over = new Set<Page>();
    const equipped: string[][] = [];
    // Bounded by time, not by rounds: a round that finds both pages idle takes half a second.
    const deadline = Date.now() + 240_000;
    while (over.size < people.length && Date.now() < deadline) {
      for (const p of people) {
        if (over.has(p)) continue;
        const sight = await nextSight(p);
        if (sight === 'over') over.add(p);
        if (sight === 'equip') {
          if (equipped.length === 0) {
            await p.setViewportSize({ width: 1280, height: 800 });
            audited.push(...(await audit(p, 'the equipping form at 1280x800')));
            await p.screenshot({ path: outPath('glory-equip.png'), fullPage: true, timeout: PICTURE_MS });
            await p.setViewportSize(p === page ? { width: 1280, height: 800 } : { width: 390, height: 844 });
          }
          equipped.push(await equip(p));
          continue;
        }
        if (sight !== 'turn') continue;
        if (audited.length === 0) {
          // Once, mid-match with the lit hexes up: axe at both sizes, and the screenshots.
          await p.setViewportSize({ width: 1280, height: 800 });
          audited.push(...(await audit(p, 'glory at 1280x800')));
          await p.screenshot({ path: outPath('glory-desktop.png'), fullPage: true, timeout: PICTURE_MS });
          await p.setViewportSize({ width: 390, height: 844 });
          audited.push(...(await audit(p, 'glory at 390x844')), 'done');
          await p.screenshot({ path: outPath('glory-phone.png'), fullPage: true, timeout: PICTURE_MS });
          await p.setViewportSize(p === page ? { width: 1280, height: 800 } : { width: 390, height: 844 });
        }
        chosen.push(await announce(p, ways[turns++ % ways.length] as Way));
      }
    }
    expect(audited.filter((a) => a !== 'done')).toEqual([]);
    // Both people equipped their men, and the form's sums followed the pieces: leg armour adds a box (1.3).
    expect(equipped.length).toBe(2);
    for (const [before, after] of equipped) {
      const boxes = (s: string | undefined) => Number(/1d6 \+ (\d+) boxes/.exec(s ?? '')?.[1]);
      expect(boxes(after)).toBe(boxes(before) + 1);
    }
    expect(await page.locator('[data-testid="event-log"]').textContent()).toMatch(/takes closed helmet, leg armour/);
    expect(over.size, `the match did not end; chosen: ${chosen.slice(-5).join(' | ')}`).toBe(2);
    expect(chosen.some((c) => c.startsWith('click:'))).toBe(true);
    expect(chosen.some((c) => c.startsWith('keys:'))).toBe(true);
    expect(chosen.some((c) => c.startsWith('list:'))).toBe(true);
    const outcome = (await page.getByTestId('outcome-text').textContent()) ?? '';
    expect(outcome).toMatch(/won by [A-Z][a-z]+|a draw/);
    expect(outcome).not.toMatch(/seat [a-h]\b/);
    await page.screenshot({ path: outPath('glory-end.png'), fullPage: true, timeout: PICTURE_MS });
    await there.page.screenshot({ path: outPath('glory-end-phone.png'), fullPage: true, timeout: PICTURE_MS });
    // The log explains the melee roll by roll: a roll line with its total.
    expect(await page.locator('[data-testid="event-log"] .roll .total').count()).toBeGreaterThan(0);
    expect([...here.errors, ...there.errors]).toEqual([]);
    await here.context.close();
    await there.context.close();
  }, 300_000);
});
