import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { MatchCreated, MatchSummary } from '../server/wire.js';
import { openPage, outPath, PICTURE_MS, storedCommands, useStage } from './harness.js';
import { act, matchIdOf, nextTurn, playUntil, type Submitted } from './play.js';

const stage = useStage();

/** A seed under which the two light men both come into the heavy man's front while he is held here. */
const SINGLE_SEED = 'teams-single-2';

/** A team match as a person sets it up in the lobby: the Advanced Game, Team combat, the men of each side. */
interface TeamMatch {
  advanced: boolean;
  /** Each side's men, by type. */
  sides: string[][];
  format?: 'melee' | 'pairs';
  turnLimit: number;
  seed: string;
  /** The seat held here (a unless told); the others by this bot. */
  here?: string;
  bot: string;
}

/** Fills the lobby's form for a team match, leaving the page on it before "Start the match". */
async function fillTeamForm(page: Page, base: string, m: TeamMatch): Promise<void> {
  await page.goto(`${base}/`);
  await page.getByTestId('create-match').waitFor();
  if (m.advanced) await page.getByTestId('option-advanced').check();
  await page.getByTestId('option-kind-teams').check();
  for (const [side, men] of m.sides.entries()) {
    if (side > 1) await page.getByTestId('side-add').click();
    for (let man = 1; man < men.length; man++) await page.getByTestId(`side-${side}-add`).click();
    for (const [man, type] of men.entries()) await page.getByTestId(`side-${side}-man-${man}`).selectOption(type);
  }
  if (m.format) await page.getByTestId('option-teamFormat').selectOption(m.format);
  await page.getByTestId('option-turnLimit').fill(String(m.turnLimit));
  await page.getByTestId('seed-input').fill(m.seed);
  const seats = m.sides.flat().map((_, i) => String.fromCharCode(97 + i));
  const here = m.here ?? 'a';
  await page.getByTestId(`seat-${here}-holder`).selectOption('here');
  for (const seat of seats.filter((x) => x !== here)) {
    await page.getByTestId(`seat-${seat}-holder`).selectOption('bot');
    await page.getByTestId(`seat-${seat}-bot`).selectOption(m.bot);
  }
}

/**
 * With two men or more in front, allocates as a person would who aims at the last man listed: half the CF he has
 * against that man (his row says how many) at the chest, the rest on defence of head and chest. Returns his seat.
 */
async function allocateAtLast(page: Page, key: string): Promise<string> {
  const rows = await page
    .locator('[data-testid^="alloc-target-"]')
    .evaluateAll((hs) => hs.map((h) => [h.getAttribute('data-testid')?.slice('alloc-target-'.length), h.textContent]));
  const [target, text] = rows[rows.length - 1] as [string, string];
  const own = /(\d+) CF against him, at most (\d+) an area/.exec(text ?? '');
  const available = Number(own?.[1] ?? (await page.getByTestId('alloc-available').textContent()));
  const half = Number(own?.[2] ?? (await page.getByTestId('alloc-half-limit').textContent()));
  const attackOnly = await page.getByTestId('alloc-defence-1').isDisabled();
  const attack = attackOnly ? Math.min(half, available) : half;
  const rest = attackOnly ? 0 : available - attack;
  if (attack > 0) await page.getByTestId(`alloc-attack-${target}-2`).fill(String(attack));
  if (!attackOnly) {
    await page.getByTestId('alloc-defence-1').fill(String(Math.floor(rest / 2)));
    await page.getByTestId('alloc-defence-2').fill(String(rest - Math.floor(rest / 2)));
  }
  await page
    .getByTestId('alloc-total')
    .filter({ hasText: `= ${attack + rest} of ${available}` })
    .waitFor();
  await page.getByTestId('alloc-submit').click();
  await page.waitForFunction((k) => {
    if (document.querySelector('[data-testid="outcome"], [data-testid="command-rejected"]')) return true;
    const c = document.querySelector<HTMLElement>('[data-testid="control"]');
    return !!c && (`${c.dataset.turn}.${c.dataset.phase}.${c.dataset.step}` !== k || c.dataset.control === 'none');
  }, key);
  const refused = page.getByTestId('command-rejected');
  if ((await refused.count()) > 0) throw new Error(`the server refused: ${await refused.textContent()}`);
  return target;
}

describe('team combat in the browser (GLADIATOR 20)', () => {
  it("shows the engine's refusal of a bad combination next to the field it names", async () => {
    const { context, page, errors } = await openPage(stage.browser);
    // Team combat outside the Advanced Game.
    await fillTeamForm(page, stage.server.url, {
      advanced: false,
      sides: [['medium'], ['medium']],
      turnLimit: 5,
      seed: 'teams-refused',
      bot: 'brawler',
    });
    await page.getByTestId('create-match').click();
    await page.getByTestId('create-error').waitFor();
    expect(await page.getByTestId('create-error').textContent()).toMatch(/\(20\).*Advanced Game/);
    expect(await page.getByTestId('sides-error').textContent()).toMatch(/\(20\).*Advanced Game/);

    // Paired duels of unequal sides: the sizes are named.
    await fillTeamForm(page, stage.server.url, {
      advanced: true,
      sides: [['medium', 'light'], ['heavy']],
      format: 'pairs',
      turnLimit: 5,
      seed: 'teams-refused',
      bot: 'brawler',
    });
    await page.getByTestId('create-match').click();
    await page.getByTestId('create-error').waitFor();
    const message = (await page.getByTestId('create-error').textContent()) ?? '';
    expect(message).toMatch(/pairs \(20\.7\).*2 and 1/);
    // Next to the format, the field the engine names.
    const format = page.locator('.option', { has: page.getByTestId('option-teamFormat') });
    expect(await format.locator('.error').textContent()).toMatch(/2 and 1/);
    expect(page.url()).not.toMatch(/#\/match\//);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('plays a 2-against-1 match made in the lobby through the controls to its end, naming the winning side', async () => {
    const { context, page, errors } = await openPage(stage.browser);
    const base = stage.server.url;
    await fillTeamForm(page, base, {
      advanced: true,
      sides: [['medium', 'light'], ['heavy']],
      turnLimit: 4,
      seed: 'teams-2v1',
      bot: 'brawler',
    });
    expect(await page.getByTestId('seat-c-label').textContent()).toBe('Side 2, man 1 (heavy)');
    expect(await page.getByTestId('time-limit-words').textContent()).toContain('After 4 turns, the side with most men');
    await page.locator('.new-match').screenshot({ path: outPath('teams-lobby.png') });
    await page.getByTestId('create-match').click();
    await page.waitForURL(/#\/match\//);
    const id = matchIdOf(page);
    await page.getByTestId('board').waitFor();

    // Three men on the board, told apart by side in colour and shape, this seat's own man ringed.
    expect(await page.locator('[data-testid^="counter-"]').count()).toBe(3);
    expect(await page.getByTestId('counter-a').getAttribute('data-side')).toBe('0');
    expect(await page.getByTestId('counter-b').getAttribute('data-side')).toBe('0');
    expect(await page.getByTestId('counter-c').getAttribute('data-side')).toBe('1');
    expect(await page.getByTestId('mine-a').count()).toBe(1);
    expect(await page.locator('[data-testid^="mine-"]').count()).toBe(1);
    expect(await page.locator('[data-testid="counter-c"] > title').textContent()).toContain('(Side 2)');
    const roster = page.getByTestId('sides-panel');
    expect(await roster.getByTestId('side-list-0').locator('li').count()).toBe(2);
    expect(await roster.getByTestId('side-list-1').locator('li').count()).toBe(1);
    expect(await roster.getByTestId('roster-a').textContent()).toContain('you');
    await page.getByTestId('board').screenshot({ path: outPath('teams-start.png') });

    const played: Submitted[] = await playUntil(page);
    expect(new Set(played.map((p) => p.kind))).toContain('allocate');
    const outcome = page.getByTestId('outcome');
    await outcome.waitFor();
    const summary = (await (await fetch(`${base}/api/matches/${id}`)).json()) as MatchSummary;
    expect(summary.status).toBe('finished');
    const ended = summary.outcome as { winners: string[]; text: string; how: string };
    // The seed decides how it ends; whichever side wins is named in words with its men, on the page as on the server.
    expect(ended.text).toMatch(/^Side [12] \([A-Z][a-z]+(, [A-Z][a-z]+)?\) wins/);
    expect(await outcome.textContent()).toContain(ended.text);
    const side = Number(/^Side ([12])/.exec(ended.text)?.[1]) - 1;
    expect(ended.winners.sort()).toEqual(side === 0 ? ['a', 'b'] : ['c']);
    // Every man's condition at the end, listed by side.
    const conditions = Object.fromEntries(
      await page
        .locator('[data-testid^="roster-"]')
        .evaluateAll((ls) =>
          ls.map((l) => [l.getAttribute('data-testid')?.slice(7), l.getAttribute('data-condition')]),
        ),
    );
    expect(Object.keys(conditions).sort()).toEqual(['a', 'b', 'c']);
    // Won by a kill: every man of the losing side is dead or gone from the arena.
    if (ended.how === 'kill')
      for (const loser of ['a', 'b', 'c'].filter((x) => !ended.winners.includes(x)))
        expect(['dead', 'spared', 'out']).toContain(conditions[loser]);
    // The control panel names the winners by name, not by seat.
    expect(await page.getByTestId('outcome-text').textContent()).not.toMatch(/won by [abc](,|\))/);
    await page.screenshot({ path: outPath('teams-end.png'), fullPage: true, timeout: PICTURE_MS });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('draws sixteen men on three sides for a spectator, each side in its colour and shape, with the list of sides', async () => {
    const base = stage.server.url;
    const sides = [
      ['light', 'medium', 'heavy', 'retarius', 'light', 'medium'],
      ['heavy', 'heavy', 'medium', 'medium', 'light'],
      ['retarius', 'light', 'light', 'medium', 'heavy'],
    ];
    const seats = Object.fromEntries(
      sides.flat().map((_, i) => [String.fromCharCode(97 + i), { kind: 'bot', bot: 'brawler' }]),
    );
    const res = await fetch(`${base}/api/matches`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ game: 'gladiator', options: { advanced: true, sides }, seats, seed: 'teams-16' }),
    });
    expect(res.status, await res.clone().text()).toBe(201);
    const { id } = (await res.json()) as MatchCreated;

    const { context, page, errors } = await openPage(stage.browser);
    await page.goto(`${base}/m/${id}`);
    await page.getByTestId('board').waitFor();
    const counters = page.locator('[data-testid="board"] [data-testid^="counter-"]');
    await expect.poll(() => counters.count()).toBe(16);
    const bySide = await counters.evaluateAll((cs) => cs.map((c) => c.getAttribute('data-side')));
    expect(bySide.filter((x) => x === '0')).toHaveLength(6);
    expect(bySide.filter((x) => x === '1')).toHaveLength(5);
    expect(bySide.filter((x) => x === '2')).toHaveLength(5);
    // Every counter carries its side's shape; a spectator has no man of his own.
    expect(await page.locator('[data-testid="board"] .side-mark').count()).toBe(16);
    expect(await page.locator('[data-testid^="mine-"]').count()).toBe(0);
    const shapes = await page
      .locator('[data-testid="board"] .counter')
      .evaluateAll((cs) =>
        cs.map((c) => `${c.getAttribute('data-side')}:${c.querySelector('.side-mark')?.getAttribute('d')}`),
      );
    expect(new Set(shapes).size).toBe(3);
    // The list of sides names every man, side by side.
    for (const [i, men] of sides.entries())
      expect(await page.getByTestId(`side-list-${i}`).locator('li').count()).toBe(men.length);
    expect(await page.getByTestId('side-list-2').locator('h4').textContent()).toContain('Side 3');
    await page.getByTestId('board').screenshot({ path: outPath('teams-16.png') });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('lets the single man facing two name the target of each attack, as the engine then records it (20.2)', async () => {
    const { context, page, errors } = await openPage(stage.browser);
    const base = stage.server.url;
    await fillTeamForm(page, base, {
      advanced: true,
      sides: [['light', 'light'], ['heavy']],
      turnLimit: 3,
      seed: SINGLE_SEED,
      here: 'c',
      bot: 'brawler',
    });
    await page.getByTestId('create-match').click();
    await page.waitForURL(/#\/match\//);
    const id = matchIdOf(page);
    await page.getByTestId('board').waitFor();
    expect(await page.getByTestId('mine-c').count()).toBe(1);

    const aimed: string[] = [];
    let last: string | null = null;
    for (let i = 0; i < 400; i++) {
      const state = await nextTurn(page, last);
      if (state === null) break;
      const targets = await page.locator('[data-testid^="alloc-target-"]').count();
      if (state.control === 'allocate' && targets > 1) {
        expect(await page.getByTestId('alloc-targets').textContent()).toContain('§20.2');
        if (aimed.length === 0)
          await page.getByTestId('control').screenshot({ path: outPath('teams-single-alloc.png') });
        aimed.push(await allocateAtLast(page, state.key));
      } else await act(page, state);
      last = state.key;
    }
    await page.getByTestId('outcome').waitFor();
    // Should the engine or the brawler change, the seed may no longer bring both men in front: say so.
    expect(aimed.length, `seed ${SINGLE_SEED} never put two men in c's front; find another`).toBeGreaterThan(0);
    const mine = (await storedCommands(stage.server, id)).filter(
      (c) => c.seat === 'c' && (c.command as { type: string }).type === 'allocate',
    );
    const named = mine.flatMap((c) => (c.command as { attacks: { target?: string }[] }).attacks.map((a) => a.target));
    for (const t of aimed) expect(named).toContain(t);
    expect(named.every((t) => t === 'a' || t === 'b')).toBe(true);
    expect(await page.getByTestId('outcome').textContent()).toMatch(/Side [12] \(|draw/);
    expect(errors).toEqual([]);
    await context.close();
  });
});
