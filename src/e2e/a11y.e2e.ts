/**
 * Accessibility and phone-sized screens (issue 11): axe-core's WCAG 2 A and AA rules on every page a person meets
 * (the lobby, a match in progress as a seat with its turn plot, order pad and allocation, the rules panel, the end
 * screen and the replay), at a desktop's size and at a phone's (390x844), where no page may scroll sideways. A
 * 'serious' or 'critical' violation fails the test, printed with its rule, its help and the nodes it found. The
 * screenshots of each page at both sizes go to test-output/.
 */
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { MatchCreated } from '../server/wire.js';
import { createBotMatch, openPage, outPath, PICTURE_MS, useStage, watchErrors } from './harness.js';
import { createInLobby, playUntil } from './play.js';

const stage = useStage();

const SIZES = {
  desktop: { width: 1280, height: 1000 },
  phone: { width: 390, height: 844 },
} as const;
type Size = keyof typeof SIZES;

/** The smallest target a finger can be asked to hit (WCAG 2.2, 2.5.8 Target Size, AA). */
const TARGET_PX = 24;
/** The smallest hex label we call legible on a phone. */
const LABEL_PX = 9;

/** What is wrong with the page as it stands: each serious or critical axe violation, and a sideways scroll. */
async function audit(page: Page, where: string): Promise<string[]> {
  const found: string[] = [];
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  for (const v of result.violations) {
    if (v.impact !== 'serious' && v.impact !== 'critical') continue;
    const nodes = v.nodes.map((n) => `    ${n.target.join(' ')}: ${n.failureSummary?.replace(/\s+/g, ' ')}`);
    found.push(`${where}: ${v.id} (${v.impact}) ${v.help}\n${nodes.join('\n')}`);
  }
  const { scroll, client } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  if (scroll > client) {
    const wide = await page.evaluate((width) => {
      // The outermost elements reaching past the viewport's right edge, to tell what to fix.
      const out: string[] = [];
      for (const el of document.body.querySelectorAll<HTMLElement>('*')) {
        if (el.getBoundingClientRect().right <= width + 0.5) continue;
        if (el.parentElement && el.parentElement.getBoundingClientRect().right > width + 0.5) continue;
        out.push(`${el.tagName.toLowerCase()}.${[...el.classList].join('.')}`);
      }
      return out.slice(0, 8);
    }, client);
    found.push(`${where}: scrolls sideways (${scroll} px wide in ${client}): ${wide.join(', ')}`);
  }
  // A counter is a control (it lights up its combat front): at least WCAG 2.2's 24 px target on every screen.
  const small = await page
    .locator('[data-testid="board"] .counter .disc')
    .evaluateAll(
      (cs, min) =>
        cs
          .map((c) => Math.round(Math.min(c.getBoundingClientRect().width, c.getBoundingClientRect().height)))
          .filter((w) => w < min),
      TARGET_PX,
    );
  // Hex labels: large enough to read once drawn at the board's scale, and 4.5:1 against the hex they label.
  const labels = await page.evaluate(() => {
    const coord = document.querySelector<SVGTextElement>('[data-testid="board"] .coord');
    const hex = coord?.parentElement?.querySelector('.hex');
    if (!coord || !hex) return null;
    const rgb = (c: string) => (c.match(/\d+/g) ?? []).slice(0, 3).map(Number);
    const lum = (c: string) => {
      const [r, g, b] = rgb(c).map((v) => {
        const s = v / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
    };
    const [a, b] = [lum(getComputedStyle(coord).fill), lum(getComputedStyle(hex).fill)].sort((x, y) => y - x);
    return {
      px: Number.parseFloat(getComputedStyle(coord).fontSize) * (coord.getScreenCTM()?.a ?? 1),
      contrast: ((a ?? 0) + 0.05) / ((b ?? 0) + 0.05),
    };
  });
  if (labels && (labels.px < LABEL_PX || labels.contrast < 4.5))
    found.push(`${where}: hex labels ${labels.px.toFixed(1)} px at ${labels.contrast.toFixed(2)}:1`);
  if (small.length > 0) found.push(`${where}: counter(s) under ${TARGET_PX} px across: ${small.join(', ')} px`);
  return found;
}

/**
 * The visible controls Tab does not reach, going once round the page from its start: each link, button, field,
 * summary and focusable element (the board's counters) that a person with a keyboard could not use.
 */
async function keyboardMisses(page: Page, where: string): Promise<string[]> {
  const count = await page.evaluate(() => {
    const controls = document.querySelectorAll<HTMLElement>(
      'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), summary, [tabindex]:not([tabindex="-1"])',
    );
    // checkVisibility also leaves out what a closed <details> holds (rendered, but skipped).
    const shown = [...controls].filter((e) => e.checkVisibility({ visibilityProperty: true }));
    shown.forEach((e, i) => {
      // Tab stops once in a group of radio buttons (the arrow keys move within it): the group is one stop.
      e.dataset.stop = e instanceof HTMLInputElement && e.type === 'radio' && e.name ? `radio:${e.name}` : String(i);
    });
    (document.activeElement as HTMLElement | null)?.blur();
    return shown.length;
  });
  const reached = new Set<string>();
  // Every control once, and a few presses more for the browser's own stops (none expected in the page).
  for (let i = 0; i < count + 5; i++) {
    await page.keyboard.press('Tab');
    const stop = await page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset.stop);
    if (stop !== undefined) reached.add(stop);
  }
  const missed = await page.evaluate(
    (got) =>
      [...document.querySelectorAll<HTMLElement>('[data-stop]')]
        .filter((e) => !got.includes(e.dataset.stop ?? ''))
        .map((e) => e.dataset.testid ?? `${e.tagName.toLowerCase()} "${e.textContent?.trim().slice(0, 30)}"`),
    [...reached],
  );
  return missed.length > 0 ? [`${where}: Tab does not reach ${missed.join(', ')}`] : [];
}

/** The page's picture for test-output/. */
const shot = (page: Page, size: Size, name: string) =>
  page.screenshot({ path: outPath(`a11y-${size}-${name}.png`), fullPage: true, timeout: PICTURE_MS });

/** A team fight, two men against one: seat a held by a person (its token returned), the others by brawlers. */
async function createTeamMatch(base: string): Promise<{ id: string; token: string }> {
  const brawler = { kind: 'bot', bot: 'brawler' };
  const res = await fetch(`${base}/api/matches`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      game: 'gladiator',
      options: { advanced: true, sides: [['medium', 'light'], ['heavy']], turnLimit: 4 },
      seats: { a: { kind: 'here' }, b: brawler, c: brawler },
      seed: 'a11y-teams',
    }),
  });
  if (res.status !== 201) throw new Error(`creating the team match: HTTP ${res.status} ${await res.text()}`);
  const { id, tokens } = (await res.json()) as MatchCreated;
  return { id, token: tokens.a ?? '' };
}

/** A finished bot match with combat in it, shared by both sizes' end screen and replay. */
let finished = '';

/** Each winner the text names after "won by", split at "and" and commas. */
const winnersIn = (text: string): string[] =>
  (/won by (.+?)(?:, [a-z][^,]*)?\)$/.exec(text)?.[1] ?? '').split(/, | and /).filter(Boolean);

describe('seats in words', () => {
  it('names the winners of a finished match by their names on the match page and in the replay', async () => {
    const { context, page, errors } = await openPage(stage.browser);
    if (finished === '') finished = await createBotMatch(stage.server.url, { turnLimit: 4 }, 'help-1');
    await page.goto(`${stage.server.url}/#/match/${finished}`);
    await page.getByTestId('outcome').waitFor({ timeout: 60_000 });
    const names = await page.locator('.sheet h3').evaluateAll((hs) => hs.map((h) => h.textContent?.trim() ?? ''));
    const shown = (await page.getByTestId('outcome-text').textContent()) ?? '';
    const winners = winnersIn(shown);
    expect(winners.length, shown).toBeGreaterThan(0);
    for (const w of winners) expect(names, shown).toContain(w);
    // The sheet names the weapon, and a dead man is "dead", not "standing: dead".
    for (const sheet of await page.locator('.sheet').all()) {
      const text = (await sheet.textContent()) ?? '';
      expect(text).toMatch(/Weapon: (sword|trident|broken trident) in hand|Weapon: none in hand/);
      expect(text).not.toMatch(/(standing|kneeling|prone): dead/);
    }

    // Nowhere on the page does a seat's letter stand for a man, the board's titles for counters and items included.
    // textContent runs texts together ("Varroseat a1"): no word boundaries to lean on.
    const letters = /seat [a-p](?![a-z])/i;
    expect(await page.locator('main').textContent()).not.toMatch(letters);
    await page.goto(`${stage.server.url}/#/replay/${finished}`);
    await page.getByTestId('replay-last').click();
    await page.locator('[data-testid="replay-board"] [data-testid="board"]').waitFor();
    expect(await page.locator('main').textContent()).not.toMatch(letters);
    const replayed = (await page.locator('[data-testid="replay-board"] > p.outcome').textContent()) ?? '';
    expect(winnersIn(replayed)).toEqual(winners);
    expect(errors).toEqual([]);
    await context.close();
  });
});

/** A page of this size with its own context, the errors it logs gathered, and the problems found on it. */
async function sized(size: Size) {
  const context = await stage.browser.newContext({ viewport: SIZES[size] });
  context.setDefaultTimeout(15_000);
  const page = await context.newPage();
  const errors: string[] = [];
  watchErrors(page, errors);
  const problems: string[] = [];
  /** What was found, printed in full when anything was, then the context closed. */
  const done = async () => {
    if (problems.length > 0) console.log(problems.join('\n'));
    expect(problems).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  };
  return { page, problems, done };
}

// One test for each group of pages, so that each has the whole test timeout to itself: axe takes seconds on a page
// with a board, and many times that on a loaded machine.
describe.each(Object.keys(SIZES) as Size[])('every page at a %s size', (size) => {
  it('the lobby has no serious accessibility violation and no sideways scroll', async () => {
    const { page, problems, done } = await sized(size);
    // The lobby, with a match of this browser's listed.
    await page.goto(`${stage.server.url}/`);
    await page.getByTestId('create-match').waitFor();
    problems.push(...(await audit(page, 'lobby')));
    problems.push(...(await keyboardMisses(page, 'lobby')));
    await shot(page, size, 'lobby');
    await done();
  });

  it('a match as a seat, from the turn plot to the end screen, has no serious violation nor sideways scroll', async () => {
    const { page, problems, done } = await sized(size);
    await page.goto(`${stage.server.url}/`);
    await page.getByTestId('create-match').waitFor();
    // A match in progress as a seat: the turn plot first.
    await createInLobby(page, stage.server.url, { b: { kind: 'bot', bot: 'brawler' }, turnLimit: 12, seed: 'a11y-1' });
    await page.getByTestId('board').waitFor();
    // The header names the man this browser plays, not the seat's letter.
    const mine = (await page.getByTestId('sheet-a').locator('h3').textContent())?.trim();
    await expect.poll(() => page.getByTestId('held-seats').textContent()).toBe(mine);
    await page.getByTestId('walkthrough-off').click();
    await page.locator('[data-testid="control"][data-control="plot"]').waitFor();
    problems.push(...(await audit(page, 'match, turn plot')));
    problems.push(...(await keyboardMisses(page, 'match, turn plot')));
    await shot(page, size, 'match');

    // The order pad, then the allocation once the men meet.
    await playUntil(page, (s) => s.control === 'order');
    problems.push(...(await audit(page, 'match, order pad')));
    const reached = await playUntil(page, (s) => s.control === 'allocate');
    expect(await page.getByTestId('control').getAttribute('data-control'), `after ${reached.length} commands`).toBe(
      'allocate',
    );
    problems.push(...(await audit(page, 'match, allocation')));
    problems.push(...(await keyboardMisses(page, 'match, allocation')));
    await shot(page, size, 'match-allocation');

    // The rules panel, opened from the log sheet.
    await page.getByTestId('sheet-a').locator('button.rule-link', { hasText: '§19.2' }).click();
    await page.getByTestId('help-panel').waitFor();
    problems.push(...(await audit(page, 'rules panel')));
    await shot(page, size, 'help');
    await page.getByTestId('help-close').click();

    // The end screen as the seat that resigned.
    await page.getByTestId('resign').click();
    await page.getByTestId('resign-confirm').click();
    await page.getByTestId('end-screen').waitFor();
    problems.push(...(await audit(page, 'end screen of a seat')));
    await shot(page, size, 'end');
    await done();
  });

  it('a team fight as one man of the larger side has no serious violation nor sideways scroll', async () => {
    const { page, problems, done } = await sized(size);
    // A team fight (20) as one man of the larger side: the list of sides, the folded sheets of the others.
    const team = await createTeamMatch(stage.server.url);
    await page.goto(`${stage.server.url}/#/join/${team.id}/a/${team.token}`);
    await page.getByTestId('sides-panel').waitFor();
    await page.locator('[data-testid="control"][data-control="plot"]').waitFor();
    problems.push(...(await audit(page, 'team fight')));
    await shot(page, size, 'team');
    await done();
  });

  it("a finished match's end screen and replay, as a spectator, have no serious violation nor sideways scroll", async () => {
    const { page, problems, done } = await sized(size);
    // The end screen of a finished match as a spectator, and its replay at the last step and at an earlier one.
    if (finished === '') finished = await createBotMatch(stage.server.url, { turnLimit: 4 }, 'help-1');
    await page.goto(`${stage.server.url}/#/match/${finished}`);
    await page.getByTestId('outcome').waitFor({ timeout: 60_000 });
    problems.push(...(await audit(page, 'end screen of a spectator')));
    await page.goto(`${stage.server.url}/#/replay/${finished}`);
    await page.getByTestId('replay-last').click();
    await page.locator('[data-testid="replay-board"] [data-testid="board"]').waitFor();
    problems.push(...(await audit(page, 'replay, last step')));
    await shot(page, size, 'replay');
    await page.getByTestId('replay-first').click();
    await page.getByTestId('replay-next').click();
    await page.getByTestId('replay-next').click();
    await page.locator('[data-testid="replay-board"] [data-testid="board"]').waitFor();
    problems.push(...(await audit(page, 'replay, an earlier step')));
    await done();
  });
});
