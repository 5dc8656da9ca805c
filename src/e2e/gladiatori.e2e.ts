/**
 * Gladiatori in the browser (issue 13): a two-player duel on one device (hot-seat), started from the lobby and
 * played to its end through Gladiatori's own screen: the hand chosen card by card, Action and Reaction cards put on
 * their spots by a click or a drag, moves chosen on the board toward the foe, the other steps from the offered
 * buttons or the list. The hot-seat cover must hide one player's hand from the other between turns. Axe's WCAG 2
 * A and AA rules at a desktop's and a phone's size, with no sideways scroll; screenshots to test-output/gladiatori-*.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { type Direction, distance, type Hex, spokeOf } from '../core/hex.js';
import { audit, openPage, outPath, PICTURE_MS, useStage } from './harness.js';
import { createMatch, openLobby, setSeats } from './lobby.js';

const stage = useStage();

type Sight = { kind: 'over' } | { kind: 'cover'; seat: string } | { kind: 'act'; seat: string; key: string };

/** Waits for the outcome, the hot-seat cover, or a seat awaited at a step it has not acted at (`last`). */
async function nextSight(page: Page, last: string): Promise<Sight> {
  const h = await page.waitForFunction(
    (acted) => {
      if (document.querySelector('[data-testid="outcome-text"]')) return { kind: 'over' };
      const cover = document.querySelector('[data-testid="cover-screen"]');
      if (cover) return { kind: 'cover', seat: cover.getAttribute('data-seat') ?? '?' };
      const c = document.querySelector<HTMLElement>('[data-testid="control"]');
      if (c?.dataset.awaited !== 'yes' || document.querySelector('[data-testid="announce-button"][disabled]'))
        return false;
      const key = `${c.dataset.seat}:${c.dataset.key}`;
      return key !== acted ? { kind: 'act', seat: c.dataset.seat ?? '', key } : false;
    },
    last,
    { polling: 50, timeout: 30_000 },
  );
  return (await h.jsonValue()) as Sight;
}

const hexOf = (key: string | null): Hex => {
  const [q, r] = (key ?? '0,0').split(',').map(Number);
  return { q: q ?? 0, r: r ?? 0 };
};

/** The lit hex nearest the foe, then the facing that looks at him. Returns what was chosen, or null. */
async function moveToward(page: Page, me: string): Promise<string | null> {
  const lit = page.locator('[data-testid^="reach-"]');
  const n = await lit.count();
  if (n === 0) return null;
  // The foes: the other fighters standing, and any animal in the arena; the nearest is the one to close with.
  const mine = hexOf(await page.getByTestId(`man-${me}`).getAttribute('data-hex'));
  const foes: Hex[] = [];
  for (const el of await page.locator('[data-testid^="man-"]:not(.out), [data-testid^="animal-"]').all())
    if ((await el.getAttribute('data-testid')) !== `man-${me}`) foes.push(hexOf(await el.getAttribute('data-hex')));
  const foe = foes.sort((x, y) => distance(mine, x) - distance(mine, y))[0];
  if (!foe) return null;
  let best = -1;
  let bestD = Number.POSITIVE_INFINITY;
  for (let i = 0; i < n; i++) {
    const h = hexOf(await lit.nth(i).getAttribute('data-hex'));
    const d = distance(h, foe);
    if (d >= 1 && d < bestD) {
      best = i;
      bestD = d;
    }
  }
  if (best < 0) return null;
  const hex = lit.nth(best);
  const at = hexOf(await hex.getAttribute('data-hex'));
  // By the keyboard every other time: the lit hex takes the focus and Enter.
  if (bestD % 2 === 0) await hex.click();
  else {
    await hex.focus();
    await page.keyboard.press('Enter');
  }
  const spoke = spokeOf(at, foe);
  const want: Direction = (spoke?.a ?? 0) as Direction;
  const buttons = page.getByTestId('hex-choice');
  const k = await buttons.count();
  let pick = buttons.first();
  for (let i = 0; i < k; i++)
    if ((await buttons.nth(i).getAttribute('data-facing')) === String(want)) pick = buttons.nth(i);
  const words = (await pick.textContent()) ?? '';
  await pick.click();
  return `board: ${words}`;
}

/** Puts a lit card of the hand (or table) on the active spot, by a click or by dragging it there. */
async function putCard(page: Page, label: RegExp, spot: 'action' | 'reaction', drag: boolean): Promise<boolean> {
  const card = page.locator('[data-testid="hand-card"].lit, [data-testid="table-card"].lit').filter({ hasText: label });
  if ((await card.count()) === 0) return false;
  if (drag) await card.first().dragTo(page.getByTestId(`${spot}-spot`));
  else await card.first().click();
  const on = (await page.getByTestId(`${spot}-spot-card`).count()) > 0;
  if (on) how.push(drag ? 'drag' : 'click');
  return on;
}

/** How each card reached a spot. */
const how: ('drag' | 'click')[] = [];

/** Chooses an offer by its words from the buttons, or else from the list. */
async function offer(page: Page, prefer: RegExp): Promise<string> {
  const buttons = page.getByTestId('offer');
  const n = await buttons.count();
  if (n > 0) {
    const texts = await buttons.allTextContents();
    const i = Math.max(
      0,
      texts.findIndex((t) => prefer.test(t)),
    );
    await buttons.nth(i).click();
    return `offer: ${texts[i]}`;
  }
  const options = await page.getByTestId('command-list').locator('option').allTextContents();
  const i = Math.max(
    0,
    options.findIndex((t) => prefer.test(t)),
  );
  await page.getByTestId('command-list').selectOption(String(i));
  await page.getByTestId('announce-button').click();
  return `list: ${options[i]}`;
}

/**
 * 4.1: a start hex clicked on the arena, the lit ones being the free start hexes (four at most), then the facing
 * toward the centre. Null when the page is not asking for a start hex.
 */
async function chooseStart(page: Page): Promise<string | null> {
  const hint = page.getByTestId('lit-hint');
  if ((await hint.count()) === 0 || !/free start hexes/.test((await hint.textContent()) ?? '')) return null;
  const lit = page.locator('[data-testid^="reach-"]');
  const n = await lit.count();
  expect(n).toBeGreaterThan(0);
  expect(n).toBeLessThanOrEqual(4);
  const hex = lit.nth(n - 1);
  const at = (await hex.getAttribute('data-hex')) ?? '';
  await hex.click();
  const faces = page.getByTestId('hex-choice');
  await expect.poll(() => faces.count()).toBe(6);
  const words = (await faces.first().textContent()) ?? '';
  expect(words).toMatch(/toward the centre/);
  await faces.first().click();
  return `start hex ${at}: ${words}`;
}

/** One decision of the seat the page shows. */
async function act(page: Page, me: string, n: number): Promise<string> {
  const start = await chooseStart(page);
  if (start) return start;
  if ((await page.getByTestId('choose-hand').count()) > 0) {
    // Keep the action cards (pressed already), every 1-energy card and the Feint: a small hit-point deck.
    const cards = page.getByTestId('deck-card');
    const k = await cards.count();
    for (let i = 0; i < k; i++) {
      const c = cards.nth(i);
      const text = (await c.textContent()) ?? '';
      if (/^(1-energy|Feint)/.test(text) && (await c.getAttribute('aria-pressed')) !== 'true') await c.click();
    }
    const count = (await page.getByTestId('choose-count').textContent()) ?? '';
    await page.getByTestId('seal-hand').click();
    return `hand: ${count}`;
  }
  if ((await page.getByTestId('no-reaction').count()) > 0) {
    if (n % 4 !== 3 && (await putCard(page, /./, 'reaction', n % 2 === 0))) {
      // A 1-energy card on a Block, when there is one.
      await putCard(page, /^1-energy/, 'reaction', false);
      const what = (await page.getByTestId('reaction-spot-card').textContent()) ?? '';
      await page.getByTestId('play-reaction').click();
      return `reaction: ${what}`;
    }
    await page.getByTestId('no-reaction').click();
    return 'reaction: none';
  }
  if ((await page.getByTestId('play-action').count()) === 0 && (await page.getByTestId('action-spot').count()) > 0) {
    const active = await page.getByTestId('action-spot').getAttribute('class');
    if (active?.includes('active')) {
      // An attack with whichever fighting card offers one.
      for (const label of [/^Strength/, /^Berserk/, /^Dexterity/]) {
        if (!(await putCard(page, label, 'action', n % 3 === 0))) continue;
        const targets = await page.getByTestId('target-select').locator('option').allTextContents();
        const attack = targets.findIndex((t) => t.startsWith('attack'));
        if (attack < 0) continue;
        if (label.source.includes('Strength')) await putCard(page, /^1-energy/, 'action', false);
        await page.getByTestId('target-select').selectOption({ index: attack });
        const what = (await page.getByTestId('action-spot-card').textContent()) ?? '';
        await page.getByTestId('play-action').click();
        return `action: ${what}, ${targets[attack]}`;
      }
      // Else close in: the Movement action, or extra movement with Speed, or a pass.
      if (await putCard(page, /^Movement/, 'action', false)) {
        await page.getByTestId('target-select').selectOption({ index: 0 });
        await page.getByTestId('play-action').click();
        return 'action: Movement';
      }
      const moved = await moveToward(page, me);
      if (moved) return moved;
      return offer(page, /^Pass/);
    }
  }
  if ((await page.getByTestId('rest-form').count()) > 0) {
    // 5.4: a Rest with Endurance taking back the first discarded card, when there is one.
    const card = page.getByTestId('rest-card').first();
    const words = (await card.count()) > 0 ? ((await card.textContent()) ?? '') : 'nothing';
    if (words !== 'nothing') await card.click();
    await page.getByTestId('rest-with').click();
    return `rest: ${words}`;
  }
  const moved = await moveToward(page, me);
  if (moved) return moved;
  return offer(page, /with the (Offense|Guard) skill|^Pay|^Rest with Endurance|^Take the/);
}

describe('Gladiatori in the browser', () => {
  it('plays a two-player hot-seat duel to the end from the lobby, each hand covered from the other', async () => {
    const here = await openPage(stage.browser);
    const page = here.page;
    await page.setViewportSize({ width: 1280, height: 800 });
    await openLobby(page, stage.server.url, { game: 'gladiatori', seed: 'gladiatori-e2e-1' });
    const audited: string[] = [];
    // The second seat's character built in the form, the coins counted as they are spent (16).
    await page.getByTestId('gx-character-1').selectOption('built');
    const coins = page.getByTestId('gx-1-coins-left');
    const counted = [(await coins.textContent()) ?? ''];
    await page.getByTestId('gx-1-name').fill('Verus');
    for (const [key, value] of [
      ['offense', '6'],
      ['guard', '5'],
      ['endurance', '5'],
      ['blood', '5'],
      ['speed', '5'],
      ['energy1', '6'],
      ['energy0', '4'],
      ['feint', '1'],
    ] as const) {
      await page.getByTestId(`gx-1-${key}`).fill(value);
      counted.push((await coins.textContent()) ?? '');
    }
    await page.getByTestId('gx-1-item-0').selectOption('sword-3-1');
    await page.getByTestId('gx-1-item-1').selectOption('shield-2-3');
    expect(counted[0]).toBe('15 of 55 coins spent, 40 left');
    // Skills 8 + 6 + 6, Blood and Speed 10, cards 12 + 4 + 5: 51 coins.
    expect(counted.at(-1)).toBe('51 of 55 coins spent, 4 left');
    expect(new Set(counted).size).toBe(counted.length);
    await page.getByTestId('gx-1-ready').waitFor();
    await page.getByTestId('seat-b-holder').waitFor();
    await page.setViewportSize({ width: 390, height: 844 });
    audited.push(...(await audit(page, 'lobby with the creation form at 390x844')));
    await page.screenshot({ path: outPath('gladiatori-creation-phone.png'), fullPage: true, timeout: PICTURE_MS });
    await page.setViewportSize({ width: 1280, height: 800 });
    await setSeats(page, { a: 'here', b: 'here' });
    await page.screenshot({ path: outPath('gladiatori-lobby.png'), fullPage: true, timeout: PICTURE_MS });
    await createMatch(page);

    const chosen: string[] = [];
    let last = '';
    let covers = 0;
    let over = false;
    for (let i = 0; i < 1500 && !over; i++) {
      const sight = await nextSight(page, last);
      if (sight.kind === 'over') {
        over = true;
        break;
      }
      if (sight.kind === 'cover') {
        // Under the cover no hand, board or sheet is in the page.
        expect(await page.locator('[data-testid="hand"], [data-testid="board"]').count()).toBe(0);
        covers++;
        await page.getByTestId('cover-reveal').click();
        continue;
      }
      if (audited.length === 0 && (await page.getByTestId('no-reaction').count()) > 0) {
        // Once, mid-fight with the Reaction spot in play: axe at both sizes, and the screenshots.
        audited.push(...(await audit(page, 'gladiatori at 1280x800')));
        await page.screenshot({ path: outPath('gladiatori-desktop.png'), fullPage: true, timeout: PICTURE_MS });
        await page.setViewportSize({ width: 390, height: 844 });
        audited.push(...(await audit(page, 'gladiatori at 390x844')), 'done');
        await page.screenshot({ path: outPath('gladiatori-phone.png'), fullPage: true, timeout: PICTURE_MS });
        await page.setViewportSize({ width: 1280, height: 800 });
      }
      last = sight.key;
      chosen.push(`${sight.seat} ${await act(page, sight.seat, i)}`);
      const refused = page.getByTestId('command-rejected');
      if ((await refused.count()) > 0)
        throw new Error(`refused: ${await refused.textContent()} after ${chosen.at(-1)}`);
    }
    expect(over, `the match did not end; last: ${chosen.slice(-6).join(' | ')}`).toBe(true);
    expect(audited.filter((a) => a !== 'done')).toEqual([]);
    expect(audited).toContain('done');
    expect(covers).toBeGreaterThan(4);
    // 4.1: each player clicked a start hex of his own, a different one, before anything else.
    const starts = chosen.filter((c) => / start hex /.test(c));
    expect(starts.map((c) => c.split(' ')[0]).sort()).toEqual(['a', 'b']);
    expect(new Set(starts.map((c) => c.split(':')[0]?.split(' ').at(-1))).size).toBe(2);
    expect(chosen.findIndex((c) => / start hex /.test(c))).toBe(0);
    // The duel was fought: attacks made, reactions played, moves chosen on the board.
    expect(chosen.some((c) => /action: .*attack/.test(c))).toBe(true);
    expect(chosen.some((c) => /reaction: (?!none)/.test(c))).toBe(true);
    expect(chosen.some((c) => c.includes('board: '))).toBe(true);
    expect(how).toContain('drag');
    expect(how).toContain('click');
    expect(chosen.some((c) => /rest: (?!nothing)/.test(c))).toBe(true);
    // The built character fought under his own name with the items chosen for him.
    const verus = (await page.getByTestId('sheet-b').textContent()) ?? '';
    expect(verus).toContain('Verus');
    const outcome = (await page.getByTestId('outcome-text').textContent()) ?? '';
    expect(outcome).toMatch(/won by [A-Z][a-z]+|a draw/);
    expect(outcome).not.toMatch(/seat [a-d]\b/);
    await page.screenshot({ path: outPath('gladiatori-end.png'), fullPage: true, timeout: PICTURE_MS });
    // The log explains the fights: a value line, and for the seat shown its terms with their sections.
    const log = (await page.getByTestId('event-log').textContent()) ?? '';
    expect(log).toMatch(/Final Attack Value/);
    expect(here.errors).toEqual([]);
    await here.context.close();
  }, 400_000);

  it('plays a solo game against bears to the end on a phone', async () => {
    const here = await openPage(stage.browser);
    const page = here.page;
    await page.setViewportSize({ width: 390, height: 844 });
    await openLobby(page, stage.server.url, { game: 'gladiatori', seed: 'gladiatori-e2e-solo' });
    await page.getByTestId('option-animals').selectOption('solo');
    await page.getByTestId('option-animalKind').selectOption('bear');
    await page.getByTestId('gx-character-0').selectOption('thraex');
    await page.getByTestId('gx-roster').getByText('Remove this player').last().click();
    await setSeats(page, { a: 'here' });
    await createMatch(page);
    await page.getByTestId('animals').waitFor();
    const chosen: string[] = [];
    const audited: string[] = [];
    let last = '';
    let over = false;
    for (let i = 0; i < 1500 && !over; i++) {
      const sight = await nextSight(page, last);
      if (sight.kind === 'over') {
        over = true;
        break;
      }
      if (sight.kind === 'cover') throw new Error('a cover with one seat');
      if (audited.length === 0 && (await page.locator('[data-testid^="animal-x"]').count()) > 0) {
        audited.push(...(await audit(page, 'solo at 390x844')), 'done');
        await page.screenshot({ path: outPath('gladiatori-solo-phone.png'), fullPage: true, timeout: PICTURE_MS });
      }
      last = sight.key;
      chosen.push(`${sight.seat} ${await act(page, sight.seat, i)}`);
      const refused = page.getByTestId('command-rejected');
      if ((await refused.count()) > 0)
        throw new Error(`refused: ${await refused.textContent()} after ${chosen.at(-1)}`);
    }
    expect(over, `the match did not end; last: ${chosen.slice(-6).join(' | ')}`).toBe(true);
    expect(audited.filter((a) => a !== 'done')).toEqual([]);
    expect(chosen.some((c) => /attack Bear/.test(c))).toBe(true);
    // 4.1: alone in the arena, he still chose his start hex first.
    expect(chosen[0]).toMatch(/^a start hex -?\d+,-?\d+: /);
    await page.screenshot({ path: outPath('gladiatori-solo-end.png'), fullPage: true, timeout: PICTURE_MS });
    console.log(chosen.length, (await page.getByTestId('outcome-text').textContent()) ?? '');
    expect(here.errors).toEqual([]);
    await here.context.close();
  }, 400_000);
});
