/**
 * The Billings Rules in the browser (issue 15): the lobby's preset and a checkbox for each section with its line of
 * words; a match with the preset against the brawler, played through the controls to its end: the walled arena
 * drawn (no man outside it), the allocation form's defensive cards (a card he may not play greyed with the reason,
 * one played when he can), and the combat log naming the Billings section behind the rolls it changed. Axe's WCAG 2
 * A and AA rules at a desktop's and a phone's size, with no sideways scroll; screenshots to test-output/billings-*.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { GamesInfo, MatchSummary } from '../server/wire.js';
import { audit, openPage, outPath, PICTURE_MS, storedCommands, useStage } from './harness.js';
import { createMatch, openLobby, setSeats } from './lobby.js';
import { act, type ControlState, nextTurn, offeredOrders } from './play.js';

const stage = useStage();
const PHONE = { width: 390, height: 844 };

/** Waits until the page has taken the command just sent (the step moved on, or the match ended); a refusal throws. */
async function taken(page: Page, key: string): Promise<void> {
  await page.waitForFunction(
    (k) => {
      if (document.querySelector('[data-testid="outcome"]')) return true;
      if (document.querySelector('[data-testid="command-rejected"]')) return true;
      const c = document.querySelector<HTMLElement>('[data-testid="control"]');
      return !!c && (`${c.dataset.turn}.${c.dataset.phase}.${c.dataset.step}` !== k || c.dataset.control === 'none');
    },
    key,
    { polling: 50 },
  );
  const refused = page.getByTestId('command-rejected');
  if ((await refused.count()) > 0) throw new Error(`the server refused a command: ${await refused.textContent()}`);
}

interface Allocated {
  attack: number;
  card: string | null;
  /** Cards shown greyed, with the reason the form gave. */
  refused: Record<string, string>;
}

/**
 * An allocation under the preset: the most one attack may carry (half the CF, and no more than the Billings cap) at
 * the chest; a defensive card, the first the form allows, when 2 CF are left for it; the rest on defence.
 */
async function allocate(page: Page, state: ControlState): Promise<Allocated> {
  const available = Number(await page.getByTestId('alloc-available').textContent());
  const half = Number(await page.getByTestId('alloc-half-limit').textContent());
  const cap = Number(await page.getByTestId('alloc-attack-cap').textContent());
  expect(cap).toBe(8);
  const attackCell = page.locator('[data-testid^="alloc-attack-"][data-testid$="-2"]').first();
  const attackOnly = await page.getByTestId('alloc-defence-1').isDisabled();
  const attack = (await attackCell.count()) > 0 ? Math.min(half, cap, available) : 0;
  if (attack > 0) await attackCell.fill(String(attack));

  await page.getByTestId('alloc-cards').waitFor();
  const refused: Record<string, string> = {};
  for (const why of await page.locator('[data-testid^="alloc-card-why-"]').all()) {
    const id = ((await why.getAttribute('data-testid')) ?? '').replace('alloc-card-why-', '');
    refused[id] = (await why.textContent()) ?? '';
    expect(await page.getByTestId(`alloc-card-${id}`).isDisabled(), id).toBe(true);
  }
  let card: string | null = null;
  if (!attackOnly && available - attack >= 2) {
    const open = page.locator('input[data-testid^="alloc-card-"]:not([data-testid="alloc-card-none"]):not([disabled])');
    if ((await open.count()) > 0) {
      const first = open.first();
      card = ((await first.getAttribute('data-testid')) ?? '').replace('alloc-card-', '');
      await first.check();
    }
  }
  const rest = attackOnly ? 0 : available - attack - (card ? 2 : 0);
  if (!attackOnly) {
    await page.getByTestId('alloc-defence-1').fill(String(Math.floor(rest / 2)));
    await page.getByTestId('alloc-defence-2').fill(String(rest - Math.floor(rest / 2)));
  }
  await page
    .getByTestId('alloc-total')
    .filter({ hasText: `= ${available} of ${available}` })
    .or(page.getByTestId('alloc-total').filter({ hasText: `= ${attack} of ${available}` }))
    .waitFor();
  await page.getByTestId('alloc-submit').click();
  await taken(page, state.key);
  return { attack, card, refused };
}

/**
 * Billings 6.4 on the order pad: F, then the quick sidestep right by its button (labelled in words, (QF) greyed
 * after F by the revised table), then Submit.
 */
async function quickSidestep(page: Page, state: ControlState): Promise<void> {
  await page.getByTestId('billings-specials').waitFor();
  await page.getByTestId('order-input').fill('');
  await page.getByTestId('std-F').click();
  const qr = page.getByTestId('special-QR');
  expect(await qr.textContent()).toBe('quick sidestep right (QR)');
  expect(await qr.getAttribute('title')).toContain('Billings 6.4');
  expect(await page.getByTestId('special-QF').isDisabled()).toBe(true);
  await qr.click();
  expect(await page.getByTestId('order-input').inputValue()).toBe('F(QR)');
  await page.getByTestId('order-verdict').filter({ hasText: 'may be written now' }).waitFor();
  await page.getByTestId('order-submit').click();
  await taken(page, state.key);
}

describe('the Billings Rules in the browser', () => {
  it('the lobby offers the preset and each section with a line of what it changes', async () => {
    const { context, page, errors } = await openPage(stage.browser);
    const games = (await (await fetch(`${stage.server.url}/api/games`)).json()) as GamesInfo;
    const schema = games.games.find((g) => g.id === 'gladiator')?.options as {
      properties: { billings: { properties: Record<string, { type?: string; title: string; description: string }> } };
    };
    const sections = Object.entries(schema.properties.billings.properties).filter(
      ([k, s]) => k !== 'preset' && s.type === 'boolean',
    );
    expect(sections.length).toBeGreaterThanOrEqual(7);

    await page.goto(`${stage.server.url}/`);
    const box = page.getByTestId('option-billings');
    await box.locator('summary').click();
    await page.getByTestId('option-billings.preset').waitFor();
    // Every switch the schema has: its label and its line of explanation beside the checkbox, all off at first.
    for (const [key, s] of sections) {
      const row = page.locator('.option', { has: page.getByTestId(`option-billings.${key}`) });
      expect(await row.textContent(), key).toContain(s.title);
      expect(await row.textContent(), key).toContain(s.description);
      expect(await page.getByTestId(`option-billings.${key}`).isChecked(), key).toBe(false);
    }
    // The preset plays them all: each shows as on and says why, and cannot be switched off while it is on.
    await page.getByTestId('option-billings.preset').check();
    for (const [key] of sections) {
      expect(await page.getByTestId(`option-billings.${key}`).isChecked(), key).toBe(true);
      expect(await page.getByTestId(`option-billings.${key}`).isDisabled(), key).toBe(true);
      await page.getByTestId(`option-billings.${key}-locked`).waitFor();
    }
    await page.getByTestId('option-billings.preset').uncheck();
    expect(await page.getByTestId('option-billings.walls').isChecked()).toBe(false);
    await page.getByTestId('option-billings.walls').check();
    expect(await audit(page, 'lobby')).toEqual([]);
    await box.screenshot({ path: outPath('billings-lobby.png') });
    expect(errors).toEqual([]);
    await context.close();

    const phone = await stage.browser.newContext({ viewport: PHONE });
    const small = await phone.newPage();
    await small.goto(`${stage.server.url}/`);
    await small.getByTestId('option-billings').locator('summary').click();
    await small.getByTestId('option-billings.preset').check();
    expect(await audit(small, 'lobby on a phone')).toEqual([]);
    await phone.close();
  });

  it('plays a match with the preset against the brawler to its end: walls, cards and the log', async () => {
    const { context, page, errors } = await openPage(stage.browser);
    await openLobby(page, stage.server.url, { seed: 'e2e-billings-1' });
    await page.getByTestId('option-turnLimit').fill('8');
    await page.getByTestId('option-billings').locator('summary').click();
    await page.getByTestId('option-billings.preset').check();
    await setSeats(page, { a: 'here', b: { bot: 'brawler' } });
    const { id } = await createMatch(page);

    // Billings 6.7: the whole walled arena, 19 by 15 hexes, and its walls.
    const board = page.getByTestId('board');
    await board.waitFor();
    expect(await board.getAttribute('data-walled')).toBe('yes');
    await page.getByTestId('walls').waitFor();
    const drawn = new Set(await board.locator('polygon.hex').evaluateAll((hs) => hs.map((h) => h.dataset.hex)));
    expect(drawn.size).toBe(19 * 15);
    // Billings 3.6, 3.7: the rolls that made both men open the log, in words with their sections.
    await page.getByTestId('creation-rolls').waitFor();
    expect(await page.getByTestId('creation-rolls').locator('h4').textContent()).toBe(
      'Before play: how the men were made (Billings §3.6, Billings §3.7)',
    );
    for (const seat of ['a', 'b'])
      expect(await page.getByTestId(`creation-${seat}`).textContent()).toMatch(
        /armour \(\w+ table\).*strength on three dice/,
      );
    const onBoard = async () => {
      for (const seat of ['a', 'b']) {
        const at = await page.getByTestId(`counter-${seat}`).getAttribute('data-hex');
        expect(drawn.has(at ?? ''), `${seat} at ${at}`).toBe(true);
      }
    };

    let last: string | null = null;
    const allocations: Allocated[] = [];
    let audited = false;
    let quick = false;
    for (let i = 0; i < 400; i++) {
      const state = await nextTurn(page, last);
      if (state === null) break;
      await onBoard();
      if (state.control === 'allocate') {
        if (!audited) {
          await page.getByTestId('alloc-cards').waitFor();
          expect(await audit(page, 'allocation with the cards')).toEqual([]);
          await page.getByTestId('alloc-cards').screenshot({ path: outPath('billings-cards.png') });
          audited = true;
        }
        allocations.push(await allocate(page, state));
      } else if (state.control === 'order' && !quick && (await offeredOrders(page)).includes('F(QR)')) {
        await quickSidestep(page, state);
        quick = true;
      } else await act(page, state);
      last = state.key;
    }
    await page.getByTestId('outcome-text').waitFor();
    await onBoard();

    // The server agrees the match is over.
    const summary = (await (await fetch(`${stage.server.url}/api/matches/${id}`)).json()) as MatchSummary;
    expect(summary.status).toBe('finished');
    const commands = await storedCommands(stage.server, id);
    const sentCards = commands.filter(
      (c) => c.seat === 'a' && (c.command as { cards?: unknown[] }).cards?.length === 1,
    );
    // Billings 6.4: the quick sidestep written with the pad's button reached the server as written.
    expect(commands.some((c) => c.seat === 'a' && (c.command as { order?: string }).order === 'F(QR)')).toBe(true);
    // Billings 8.32: cards were offered every phase, played when he could pay for one, and one refused with why.
    expect(allocations.length).toBeGreaterThan(0);
    expect(sentCards.length).toBe(allocations.filter((a) => a.card !== null).length);
    expect(sentCards.length).toBeGreaterThan(0);
    const reasons = allocations.flatMap((a) => Object.values(a.refused));
    expect(reasons.length).toBeGreaterThan(0);
    for (const r of reasons) expect(r).toMatch(/^ ?Not now: .{10,}/);

    // The log: every roll on the combat table names Billings §8.5.
    const rolls = await page
      .locator('[data-testid="event-log"] .roll')
      .evaluateAll((rs) => rs.map((r) => r.textContent ?? ''));
    const crt = rolls.filter((r) => /attacks .*'s (head|chest|groin|arms|legs)/.test(r));
    expect(crt.length).toBeGreaterThan(0);
    for (const r of crt) expect(r).toContain('Billings §8.5');
    // Any drop roll the defender's strength changed, and any run into the wall, name their section too.
    for (const r of rolls.filter((x) => x.includes("defender's Strength"))) expect(r).toMatch(/Billings §12\.[12]/);
    const lines = await page
      .locator('[data-testid="event-log"] .event')
      .evaluateAll((es) => es.map((e) => e.textContent ?? ''));
    for (const l of lines.filter((x) => x.includes('runs into the wall'))) expect(l).toContain('Billings §6.7');

    // A section named in the log opens the rule it changes, whose summary carries the Billings note.
    await page
      .locator('[data-testid="event-log"] .roll button.rule-link', { hasText: 'Billings §8.5' })
      .first()
      .click();
    const panel = page.getByTestId('help-panel');
    await panel.waitFor();
    expect(await panel.textContent()).toContain('With the Billings combat table on');
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'detached' });

    await page.getByTestId('board').screenshot({ path: outPath('billings-board.png') });
    await page.screenshot({ path: outPath('billings-page.png'), fullPage: true, timeout: PICTURE_MS });
    expect(await audit(page, 'match at its end')).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();

    // A phone: the match page fits its width (the arena pans inside its own frame) and passes axe.
    const phone = await stage.browser.newContext({ viewport: PHONE });
    const small = await phone.newPage();
    await small.goto(`${stage.server.url}/#/match/${encodeURIComponent(id)}`);
    await small.getByTestId('walls').waitFor();
    // The arena pans inside its frame, and opens on its centre rather than its west wall.
    const pan = await small.evaluate(() => {
      const wrap = document.querySelector('.board-wrap') as HTMLElement;
      return { left: wrap.scrollLeft, room: wrap.scrollWidth - wrap.clientWidth };
    });
    expect(pan.room).toBeGreaterThan(0);
    expect(Math.abs(pan.left - pan.room / 2)).toBeLessThanOrEqual(1);
    expect(await audit(small, 'match on a phone')).toEqual([]);
    await small.screenshot({ path: outPath('billings-phone.png'), fullPage: true, timeout: PICTURE_MS });
    await phone.close();
  }, 300_000);
});
