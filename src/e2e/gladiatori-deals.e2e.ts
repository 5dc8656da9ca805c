/**
 * Gladiatori's forms before the first turn, in the browser (issue 13): the items dealt by draft (cards clicked from
 * the face-up row) and by auction (a sealed bid typed, a bid beyond the cards held refused by the form first), and
 * the free placement (4.2): a lit hex chosen on the arena by a click or by the keyboard, then a facing. Two seats on
 * one device (hot-seat), at a desktop's size and a phone's; axe's WCAG 2 A and AA rules and no sideways scroll at
 * each; screenshots to test-output/gladiatori-deals-*.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { audit, openPage, outPath, PICTURE_MS, useStage } from './harness.js';
import { createMatch, openLobby, setSeats } from './lobby.js';

const stage = useStage();

type Sight = { kind: 'cover' } | { kind: 'act'; seat: string; key: string; form: string };

/** Waits for the hot-seat cover, or a seat awaited at a step it has not acted at (`last`), and names its form. */
async function nextSight(page: Page, last: string): Promise<Sight> {
  const h = await page.waitForFunction(
    (acted) => {
      if (document.querySelector('[data-testid="cover-screen"]')) return { kind: 'cover' };
      const c = document.querySelector<HTMLElement>('[data-testid="control"]');
      if (c?.dataset.awaited !== 'yes' || document.querySelector('[data-testid="announce-button"][disabled]'))
        return false;
      const key = `${c.dataset.seat}:${c.dataset.key}`;
      if (key === acted) return false;
      const forms = ['bid-form', 'keep-form', 'draft-form', 'select-form', 'choose-hand'];
      const form =
        forms.find((f) => document.querySelector(`[data-testid="${f}"]`)) ??
        (document.querySelector('[data-testid^="reach-"]') ? 'place' : 'other');
      return { kind: 'act', seat: c.dataset.seat ?? '', key, form };
    },
    last,
    { polling: 50, timeout: 30_000 },
  );
  return (await h.jsonValue()) as Sight;
}

/** A new hot-seat match of two pre-made fighters, from the lobby, with these items and free placement. */
async function newMatch(page: Page, seed: string, itemMethod: string): Promise<void> {
  await openLobby(page, stage.server.url, { game: 'gladiatori', seed });
  await page.getByTestId('option-itemMethod').selectOption(itemMethod);
  await page.getByTestId('option-freePlacement').check();
  await setSeats(page, { a: 'here', b: 'here' });
  await createMatch(page);
}

/** 4.2: a lit hex and a facing, chosen by a click or by the keyboard; what the board then shows of the man. */
async function place(page: Page, seat: string, keyboard: boolean): Promise<{ hex: string; facing: string }> {
  await expect.poll(() => page.getByTestId('lit-hint').textContent()).toMatch(/set your miniature down/);
  const lit = page.locator('[data-testid^="reach-"]');
  const n = await lit.count();
  expect(n).toBeGreaterThan(5);
  const hexEl = lit.nth(Math.floor(n / 3));
  let hex = (await hexEl.getAttribute('data-hex')) ?? '';
  if (keyboard) {
    // The focus on a lit hex, then the arrow keys walk to the next lit ones.
    await hexEl.focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowRight');
    const focused = await page.evaluate(() => document.activeElement?.getAttribute('data-hex') ?? '');
    expect(focused).not.toBe(hex);
    expect(focused).not.toBe('');
    hex = focused;
    await page.keyboard.press('Enter');
  } else await hexEl.click();
  // Six facings, the one toward the centre first; the first takes the focus.
  const faces = page.getByTestId('hex-choice');
  await expect.poll(() => faces.count()).toBe(6);
  expect(await faces.first().textContent()).toMatch(/toward the centre/);
  let facing: string;
  if (keyboard) {
    await expect.poll(() => faces.first().evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    facing = (await faces.nth(2).getAttribute('data-facing')) ?? '';
    await page.keyboard.press('Enter');
  } else {
    facing = (await faces.nth(4).getAttribute('data-facing')) ?? '';
    await faces.nth(4).click();
  }
  // The next seat's cover may follow at once: the board is checked once both men stand.
  expect(seat).not.toBe('');
  return { hex, facing };
}

describe('Gladiatori: item deals and free placement in the browser', () => {
  it('drafts the items by clicking cards, then places both miniatures by a click and by the keyboard (desktop)', async () => {
    const here = await openPage(stage.browser);
    const page = here.page;
    await page.setViewportSize({ width: 1280, height: 800 });
    await newMatch(page, 'gladiatori-deals-draft', 'draft');
    const audited: string[] = [];
    const done: string[] = [];
    const placed: Record<string, { hex: string; facing: string }> = {};
    const picks: string[] = [];
    let last = '';
    for (let i = 0; i < 40; i++) {
      const sight = await nextSight(page, last);
      if (sight.kind === 'cover') {
        await page.getByTestId('cover-reveal').click();
        continue;
      }
      last = sight.key;
      if (sight.form === 'choose-hand') break;
      if (sight.form === 'draft-form') {
        if (!done.includes('draft')) {
          audited.push(...(await audit(page, 'draft at 1280x800')));
          await page.screenshot({ path: outPath('gladiatori-deals-draft.png'), fullPage: true, timeout: PICTURE_MS });
        }
        // Five cards face up at the start (two a player and one); the first free card is taken.
        const free = page.locator('[data-testid="draft-item"]:not([disabled])');
        expect(await free.count()).toBeGreaterThan(0);
        const words = (await free.first().locator('strong').textContent()) ?? '';
        await free.first().click();
        if ((await page.getByTestId('draft-drop').count()) > 0)
          await page.getByTestId('draft-drop').getByRole('button').first().click();
        done.push('draft');
        picks.push(words);
        continue;
      }
      if (sight.form === 'place') {
        if (!done.includes('place')) {
          await page.setViewportSize({ width: 390, height: 844 });
          audited.push(...(await audit(page, 'placement at 390x844')));
          await page.screenshot({
            path: outPath('gladiatori-deals-place-phone.png'),
            fullPage: true,
            timeout: PICTURE_MS,
          });
          await page.setViewportSize({ width: 1280, height: 800 });
        }
        placed[sight.seat] = await place(page, sight.seat, done.includes('place'));
        done.push('place');
        continue;
      }
      throw new Error(`an unexpected step before the first turn: ${sight.form}`);
    }
    expect(done.filter((d) => d === 'draft')).toHaveLength(4);
    expect(done.filter((d) => d === 'place')).toHaveLength(2);
    expect(Object.keys(placed).sort()).toEqual(['a', 'b']);
    // The turn begins with each man where he was set down, facing the way chosen; each sheet lists two items.
    await page.getByTestId('choose-hand').waitFor();
    for (const [seat, p] of Object.entries(placed)) {
      expect(await page.getByTestId(`man-${seat}`).getAttribute('data-hex')).toBe(p.hex);
      expect(await page.getByTestId(`man-${seat}`).getAttribute('data-facing')).toBe(p.facing);
    }
    // Each item taken is named in the log as it was on its card.
    const log = (await page.getByTestId('event-log').textContent()) ?? '';
    for (const w of picks) expect(log).toContain(`takes ${w}`);
    expect(audited).toEqual([]);
    await page.screenshot({ path: outPath('gladiatori-deals-placed.png'), fullPage: true, timeout: PICTURE_MS });
    expect(here.errors).toEqual([]);
    await here.context.close();
  }, 300_000);

  it('bids in a sealed auction on a phone (a bid beyond the cards held stopped, a fair one sealed), then stands by', async () => {
    const here = await openPage(stage.browser);
    const page = here.page;
    await page.setViewportSize({ width: 390, height: 844 });
    await newMatch(page, 'gladiatori-deals-auction', 'auction');
    const audited: string[] = [];
    const bids: string[] = [];
    let kept = 0;
    let standby = '';
    const spots: [string, { hex: string; facing: string }][] = [];
    let refused = 0;
    let placed = 0;
    let last = '';
    for (let i = 0; i < 80; i++) {
      const sight = await nextSight(page, last);
      if (sight.kind === 'cover') {
        await page.getByTestId('cover-reveal').click();
        continue;
      }
      last = sight.key;
      if (sight.form === 'choose-hand') {
        await page.getByTestId('seal-hand').click();
        continue;
      }
      if ((await page.getByTestId('standby-open').count()) > 0) {
        // Each man stands where he was set down, facing the way chosen.
        for (const [seat, p] of spots) {
          expect(await page.getByTestId(`man-${seat}`).getAttribute('data-hex')).toBe(p.hex);
          expect(await page.getByTestId(`man-${seat}`).getAttribute('data-facing')).toBe(p.facing);
        }
        // 8.1: the first to act stands by, taking back a discarded card when he has one (the bids paid).
        await page.getByTestId('standby-open').click();
        await page.getByTestId('standby-form').waitFor();
        const discard = page.getByTestId('standby-discard');
        if ((await discard.count()) > 0) await discard.first().click();
        standby = (await page.getByTestId('standby-card').locator('option:checked').textContent()) ?? '';
        audited.push(...(await audit(page, 'standby at 390x844')));
        await page.screenshot({
          path: outPath('gladiatori-deals-standby-phone.png'),
          fullPage: true,
          timeout: PICTURE_MS,
        });
        await page.getByTestId('standby-send').click();
        break;
      }
      if (sight.form === 'bid-form') {
        const e1 = page.getByTestId('bid-energy1');
        const has = Number((await e1.getAttribute('max')) ?? '0');
        if (bids.length === 0) {
          // One more 1-energy card than he holds: the form says so before anything is sent.
          await e1.fill(String(has + 1));
          await expect.poll(() => page.getByTestId('bid-problem').textContent()).toMatch(/You have \d+ 1-energy/);
          // Sent all the same, the engine refuses it and says why, with its section.
          await page.getByTestId('bid-send').click();
          await expect.poll(() => page.getByTestId('command-rejected').textContent()).toMatch(/to bid.*9\.2/);
          refused++;
          audited.push(...(await audit(page, 'auction at 390x844')));
          await page.screenshot({
            path: outPath('gladiatori-deals-auction-phone.png'),
            fullPage: true,
            timeout: PICTURE_MS,
          });
        }
        // Seat a bids one 1-energy card on each lot while he has them; seat b bids nothing, or a 0-energy card.
        const n = sight.seat === 'a' ? Math.min(1, has) : 0;
        await e1.fill(String(n));
        const e0 = page.getByTestId('bid-energy0');
        await e0.fill(sight.seat === 'b' && Number((await e0.getAttribute('max')) ?? '0') > 0 ? '1' : '0');
        await expect.poll(() => page.getByTestId('bid-problem').count()).toBe(0);
        bids.push(`${sight.seat}: ${(await page.getByTestId('bid-total').textContent()) ?? ''}`);
        await page.getByTestId('bid-send').click();
        continue;
      }
      if (sight.form === 'keep-form') {
        const items = page.locator('[data-testid="keep-item"]:not([disabled])');
        while ((await page.getByTestId('keep-send').isDisabled()) && (await items.count()) > 0) {
          const next = page.locator('[data-testid="keep-item"]:not([disabled]):not([aria-pressed="true"])');
          if ((await next.count()) === 0) break;
          await next.first().click();
        }
        await page.getByTestId('keep-send').click();
        kept++;
        continue;
      }
      if (sight.form === 'place') {
        const p = await place(page, sight.seat, placed % 2 === 1);
        spots.push([sight.seat, p]);
        placed++;
        continue;
      }
      throw new Error(`an unexpected step before the first turn: ${sight.form}`);
    }
    expect(refused).toBe(1);
    // Four lots, each bid on by both seats.
    expect(bids).toHaveLength(8);
    expect(
      bids.some((b) => /^a: Your bid: 1 card worth 1 energy/.test(b)),
      bids.join(' | '),
    ).toBe(true);
    expect(placed).toBe(2);
    expect(await page.getByTestId('command-rejected').count()).toBe(0);
    expect(standby).toMatch(/from the hand/);
    // The next seat's cover, if one comes, is lifted to read the log.
    await page.waitForFunction(
      () =>
        !!document.querySelector('[data-testid="cover-screen"]') ||
        /stands by/.test(document.querySelector('[data-testid="event-log"]')?.textContent ?? ''),
    );
    if ((await page.getByTestId('cover-reveal').count()) > 0) await page.getByTestId('cover-reveal').click();
    await expect
      .poll(async () => (await page.getByTestId('event-log').textContent()) ?? '')
      .toMatch(/stands by and recovers \d element/);
    const log = (await page.getByTestId('event-log').textContent()) ?? '';
    expect(log).toMatch(/Bids on .* wins it/);
    console.log(`auction: ${bids.join(' | ')}; kept ${kept}`);
    expect(audited).toEqual([]);
    expect(here.errors).toEqual([]);
    await here.context.close();
  }, 300_000);

  it('asks for items in a selection, the ones the limits forbid greyed with the reason (desktop)', async () => {
    const here = await openPage(stage.browser);
    const page = here.page;
    await page.setViewportSize({ width: 1280, height: 800 });
    await newMatch(page, 'gladiatori-deals-selection', 'selection');
    const audited: string[] = [];
    const reasons = new Set<string>();
    let asked = 0;
    let last = '';
    for (let i = 0; i < 40; i++) {
      const sight = await nextSight(page, last);
      if (sight.kind === 'cover') {
        await page.getByTestId('cover-reveal').click();
        continue;
      }
      last = sight.key;
      if (sight.form === 'choose-hand') break;
      if (sight.form === 'select-form') {
        // Two cards, each chosen among those still free after the last; the others say why they are not.
        const why = async () => {
          for (const t of await page.locator('[data-testid="select-item"][disabled] .gx-why').allTextContents())
            reasons.add(t);
        };
        await why();
        for (let k = 0; k < 2; k++) {
          const free = page.locator('[data-testid="select-item"]:not([disabled]):not([aria-pressed="true"])');
          if ((await free.count()) === 0) break;
          await free.first().click();
        }
        await why();
        if (asked === 0) {
          audited.push(...(await audit(page, 'selection at 1280x800')));
          await page.screenshot({
            path: outPath('gladiatori-deals-selection.png'),
            fullPage: true,
            timeout: PICTURE_MS,
          });
        }
        await page.getByTestId('select-send').click();
        asked++;
        continue;
      }
      if (sight.form === 'place') {
        await place(page, sight.seat, false);
        continue;
      }
      throw new Error(`an unexpected step before the first turn: ${sight.form}`);
    }
    expect(asked).toBeGreaterThanOrEqual(2);
    // The pre-made fighters choose among their own kinds (9.4), and two items at most (9.1).
    expect([...reasons].some((r) => /^Your character chooses among/.test(r))).toBe(true);
    expect([...reasons].some((r) => /^Two items at most/.test(r))).toBe(true);
    await page.getByTestId('choose-hand').waitFor();
    const log = (await page.getByTestId('event-log').textContent()) ?? '';
    expect(log).toMatch(/Selection: .* holds/);
    expect(log).toMatch(/Mirmillo starts with \w/);
    expect(audited).toEqual([]);
    expect(here.errors).toEqual([]);
    await here.context.close();
  }, 300_000);
});
