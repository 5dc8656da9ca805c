/**
 * Campaigns in the browser (issue 12). An owners' league of three, started from the lobby: one person (Owner 1) and
 * two `owner` bots, played through six matches on the campaign's screen: the person names his stable's types, puts
 * up his men and their arms, offers the mandatory wager on the odds ladder, offers a side bet, improves his man after
 * a match, bids at auction; his man's GLADIATOR matches are opened from the campaign (his seat, by the campaign
 * seat's key) and fought there by his key. The page is reloaded mid-way and shows the same
 * campaign. Then the stable, the ledger (every balance the sum of its lines, as the server holds it) and the matches,
 * one replay opened. A career with the screen's improvements runs too. Screenshots to test-output/campaign-*.png.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seedRng } from '../core/rng.js';
import type { CampaignView } from '../games/campaign/module.js';
import { brawlerBot } from '../games/gladiator/bots.js';
import { playThrough } from '../server/testkit.js';
import { allEvents, audit, openPage, outPath, PICTURE_MS, type Stage, useStage } from './harness.js';

const stage = useStage();

/** The campaign as a spectator sees it now, from the server. */
function campaignView(s: Stage, id: string): CampaignView {
  const service = s.server.app.matches;
  return service.stateFor(id, 'spectator', service.lastEvent(id)).view as CampaignView;
}

interface CampaignMatchRow {
  id: string;
  status: string;
  seats: Record<string, { campaignSeat: string | null }>;
}
async function campaignMatches(s: Stage, id: string): Promise<{ current: string | null; matches: CampaignMatchRow[] }> {
  return (await (await fetch(`${s.server.url}/api/campaigns/${id}/matches`)).json()) as {
    current: string | null;
    matches: CampaignMatchRow[];
  };
}

/** What the campaign screen asks of this page now: a decision, a match of its own to fight, the end, or nothing. */
type Sight = 'stable' | 'fighter' | 'wager' | 'bets' | 'bid' | 'improve' | 'fight' | 'over' | 'idle';
async function nextSight(page: Page, timeout = 2000): Promise<Sight> {
  try {
    const h = await page.waitForFunction(
      () => {
        const q = (id: string) => document.querySelector(`[data-testid="${id}"]`);
        if (q('cp-outcome')) return 'over';
        if (q('cp-name-stable')) return 'stable';
        if (q('cp-bets')) return 'bets';
        if (q('cp-fighter')) return 'fighter';
        if (q('cp-wager')) return 'wager';
        if (q('cp-bid')) return 'bid';
        if (q('cp-improve')) return 'improve';
        const link = q('cp-child-link');
        if (link && /Fight/.test(link.textContent ?? '')) return 'fight';
        return null;
      },
      undefined,
      { timeout },
    );
    return (await h.jsonValue()) as Sight;
  } catch {
    return 'idle';
  }
}

/** Fights this browser's man's match without the board: the seat's holder, with the token this browser keeps. */
/** Opens the match the campaign's link leads to; the page lands on it once the join has kept the key. */
async function openOwnMatch(page: Page, child: string): Promise<void> {
  await page.getByTestId('cp-child-link').click();
  try {
    await expect.poll(() => new URL(page.url()).hash, { timeout: 10_000 }).toBe(`#/match/${child}`);
  } catch (e) {
    await page.screenshot({ path: outPath('campaign-join-failed.png'), fullPage: true, timeout: PICTURE_MS });
    throw e;
  }
}

async function fightWithToken(page: Page, s: Stage, child: string, seat: string, seed: string): Promise<void> {
  const token = await page.evaluate(
    ({ child, seat }) => {
      const held = JSON.parse(localStorage.getItem('ludus.held') ?? '[]') as {
        match: string;
        seat: string;
        token: string;
      }[];
      return held.find((h) => h.match === child && h.seat === seat)?.token ?? null;
    },
    { child, seat },
  );
  expect(token, `this browser keeps the key to seat ${seat} of ${child}`).not.toBeNull();
  // Both seats are played by whoever holds them; only this browser's seat is ours to move.
  for (let i = 0; i < 2000; i++) {
    const view = s.server.app.matches.stateFor(child, 'spectator', s.server.app.matches.lastEvent(child));
    if (view.outcome !== null) return;
    if (!view.pending.includes(seat)) {
      await new Promise((r) => setTimeout(r, 20));
      continue;
    }
    await playThrough(s.server.app.matches, child, { [seat]: token as string }, brawlerBot, seedRng(`${seed}-${i}`), 1);
  }
  throw new Error(`match ${child} did not end`);
}

// The audits look at the campaign's own part of the page (or one page of it): the rest is the match page every game
// shares, audited by its own tests.

/** The campaign's pages with tables (stable, ledger) audited at a phone's size, where a wide table must scroll alone. */
async function auditPages(page: Page, name: string): Promise<string[]> {
  const found: string[] = [];
  await page.setViewportSize({ width: 390, height: 844 });
  for (const tab of ['stable', 'ledger']) {
    await page.getByTestId(`cp-tab-${tab}`).click();
    found.push(...(await audit(page, `${name} ${tab} at 390 px`, `cp-${tab}`)));
  }
  await page.setViewportSize({ width: 1280, height: 1000 });
  return found;
}

/** The campaign's page, its link to the server open (a view kept from before is replaced by the live one). */
async function live(page: Page): Promise<void> {
  await page.getByTestId('campaign').waitFor();
  await expect.poll(() => page.getByTestId('connection-state').getAttribute('data-state')).toBe('open');
}

const ledgerBalance = async (page: Page, owner: string): Promise<number> =>
  Number(((await page.getByTestId(`cp-ledger-${owner}-balance`).textContent()) ?? '').replace(/,/g, ''));

describe('an owners’ league in the browser', () => {
  it('§22 three owners, two of them bots: men and arms, the wager ladder, an auction, his own matches, a reload', async () => {
    const { context, page, errors } = await openPage(stage.browser);
    await page.goto(`${stage.server.url}/`);
    await page.getByTestId('game-select').selectOption('campaign');
    await page.getByTestId('option-kind').selectOption('owners');
    await page.getByTestId('option-owners').fill('3');
    await page.getByTestId('option-matches').fill('6');
    await page.getByTestId('seat-o1-holder').selectOption('here');
    for (const o of ['o2', 'o3']) {
      await page.getByTestId(`seat-${o}-holder`).selectOption('bot');
      await page.getByTestId(`seat-${o}-bot`).selectOption('owner');
    }
    // The arena is the server's: the lobby never offers it.
    expect(await page.getByTestId('seat-arena-holder').count()).toBe(0);
    // A seed where Owner 1 rolls highest (he offers the wager) and men die (auctions follow).
    await page.getByTestId('seed-input').fill('e2e-league-3');
    await page.getByTestId('create-match').click();
    await page.waitForURL(/#\/match\//);
    const id = decodeURIComponent(new URL(page.url()).hash.replace('#/match/', ''));
    await page.getByTestId('campaign').waitFor();

    const did = {
      stable: 0,
      fighter: 0,
      wager: 0,
      sideBet: 0,
      improve: 0,
      bid: 0,
      fight: 0,
      boardOpened: false,
      reloaded: false,
    };
    for (let step = 0; step < 400; step++) {
      let sight = await nextSight(page);
      if (sight === 'over') break;
      // Mid-way, at a decision of his after his first match: a reload shows the same campaign waiting for the same.
      if (!did.reloaded && did.fight >= 1 && ['fighter', 'wager', 'bid', 'bets'].includes(sight)) {
        const before = await page.getByTestId('cp-step').textContent();
        await page.reload();
        await live(page);
        expect(await nextSight(page)).toBe(sight);
        expect(await page.getByTestId('cp-step').textContent()).toBe(before);
        did.reloaded = true;
        sight = await nextSight(page);
      }
      if (sight === 'stable') {
        // Two heavies, two mediums and a light, named in secret.
        for (const [i, t] of ['heavy', 'heavy', 'medium', 'medium', 'light'].entries())
          await page.getByTestId(`cp-type-${i}`).selectOption(t);
        await page.getByTestId('cp-stable-send').click();
        await page.getByTestId('cp-name-stable').waitFor({ state: 'detached' });
        did.stable++;
      } else if (sight === 'bets') {
        // Once, a side bet offered on his own man; then no more from him.
        if (did.sideBet === 0 && (await page.getByTestId('cp-bet-offer').count()) > 0) {
          await page.getByTestId('cp-bet-stake').fill('150');
          await page.getByTestId('cp-bet-offer').click();
          // The owner bots may take it at once: the campaign's record shows it offered.
          await expect
            .poll(async () =>
              (await allEvents(stage.server.url, id)).some(
                (e) => e.type === 'side-bet-offered' && /^Owner 1 offers a side bet/.test(e.text),
              ),
            )
            .toBe(true);
          expect(await page.getByTestId('command-rejected').count()).toBe(0);
          did.sideBet++;
        }
        const offersBefore = await page.locator('[data-testid="cp-offers"] li').count();
        await page.getByTestId('cp-bets-done').click();
        await page.waitForFunction(
          (n) =>
            !document.querySelector('[data-testid="cp-bets"]') ||
            document.querySelectorAll('[data-testid="cp-offers"] li').length !== n,
          offersBefore,
        );
      } else if (sight === 'improve') {
        const buy = page.locator('[data-testid^="cp-buy-"]:not([disabled])').first();
        if ((await buy.count()) > 0) {
          const points = await page.getByTestId('cp-points').first().textContent();
          await buy.click();
          await expect.poll(() => page.getByTestId('cp-points').first().textContent()).not.toBe(points);
          did.improve++;
        } else
          await page
            .getByTestId('cp-ready')
            .click({ timeout: 3000 })
            .catch(() => undefined);
      } else if (sight === 'fighter') {
        // A closed arm says why; the first open one is taken.
        expect(
          await page.getByTestId('cp-arm-why-shortSword').or(page.getByTestId('cp-arm-why-trident')).count(),
        ).toBeGreaterThan(0);
        if (did.fighter === 0) await page.getByTestId('cp-now').screenshot({ path: outPath('campaign-fighter.png') });
        await page.locator('[data-testid^="cp-arm-"]:not([data-testid*="why"]):not([disabled])').first().click();
        await page.getByTestId('cp-fighter').waitFor({ state: 'detached' });
        did.fighter++;
      } else if (sight === 'wager') {
        expect(await page.getByTestId('cp-ladder').locator('tbody tr').count()).toBe(5);
        await page.getByTestId('cp-odds-2').click();
        // Under the rung's least stake: refused on the page, in words.
        await page.getByTestId('cp-stake').fill('150');
        await page.getByTestId('cp-offer').click();
        await expect.poll(() => page.getByRole('alert').first().textContent()).toMatch(/at least 200/);
        await page.getByTestId('cp-stake').fill('300');
        if (did.wager === 0) await page.getByTestId('cp-now').screenshot({ path: outPath('campaign-wager.png') });
        await page.getByTestId('cp-offer').click();
        await page.getByTestId('cp-wager').waitFor({ state: 'detached' });
        expect(await page.getByTestId('cp-wager-made').textContent()).toMatch(
          /Owner 1 offers 2 to 1; Owner \d stakes 300 sesterces/,
        );
        did.wager++;
      } else if (sight === 'bid') {
        // The lot's sheet is shown; bids so far are named, never their amounts.
        await page.getByTestId('cp-lot').locator('[data-testid^="cp-man-row-"]').waitFor();
        expect(await page.getByTestId('cp-bidders').textContent()).not.toMatch(/\d+ sesterces/);
        const lot = await page.getByTestId('cp-bid').getAttribute('data-lot');
        await page.getByTestId('cp-bid-amount').fill('250');
        if (did.bid === 0) await page.getByTestId('cp-now').screenshot({ path: outPath('campaign-auction.png') });
        await page.getByTestId('cp-bid-send').click();
        await page.waitForFunction(
          (lot) => document.querySelector('[data-testid="cp-bid"]')?.getAttribute('data-lot') !== lot,
          lot,
        );
        did.bid++;
      } else if (sight === 'fight') {
        const { current, matches } = await campaignMatches(stage, id);
        expect(current).not.toBeNull();
        const row = matches.find((m) => m.id === current) as CampaignMatchRow;
        const seat = Object.entries(row.seats).find(([, s]) => s.campaignSeat === 'o1')?.[0] as string;
        await openOwnMatch(page, current as string);
        if (!did.boardOpened) {
          // The first time, on the board: his own seat's log sheet and controls.
          await page.getByTestId('board').waitFor();
          await page.getByTestId(`sheet-${seat}`).waitFor();
          await page.getByTestId('control').waitFor();
          await page.screenshot({ path: outPath('campaign-own-match.png') });
        }
        // The man is fought for him by his key, as a person holding it would.
        await fightWithToken(page, stage, current as string, seat, `fight-${did.fight}`);
        if (!did.boardOpened) {
          // The match page leads back to its campaign.
          await page.getByTestId('back-to-campaign').click();
          await expect.poll(() => new URL(page.url()).hash).toBe(`#/match/${id}`);
          did.boardOpened = true;
        } else await page.goto(`${stage.server.url}/#/match/${id}`);
        await live(page);
        did.fight++;
      }
    }
    const v = campaignView(stage, id);
    expect(v.step).toBe('over');
    expect(v.league?.matches).toBe(6);
    expect(did.stable).toBe(1);
    expect(did.sideBet).toBe(1);
    expect(did.fighter).toBeGreaterThan(0);
    expect(did.wager, 'the person offered at least one mandatory wager').toBeGreaterThan(0);
    expect(did.bid, 'an auction was held').toBeGreaterThan(0);
    expect((await allEvents(stage.server.url, id)).filter((e) => e.type === 'sold').length).toBe(did.bid);
    expect(did.reloaded).toBe(true);
    expect(await page.getByTestId('cp-outcome').textContent()).toMatch(/\w/);
    await page.screenshot({ path: outPath('campaign-over.png'), fullPage: true, timeout: PICTURE_MS });

    // The stable: every man of every owner with his state in words.
    await page.getByTestId('cp-tab-stable').click();
    for (const o of ['o1', 'o2', 'o3']) await page.getByTestId(`cp-stable-${o}`).waitFor();
    const states = await page.locator('[data-testid^="cp-status-"]').allTextContents();
    expect(states.every((s) => /fit to fight|dead|free man|unfit/.test(s))).toBe(true);
    await page.screenshot({ path: outPath('campaign-stable.png'), fullPage: true, timeout: PICTURE_MS });

    // The ledger: each balance is the server's purse, and every line cites a rule of 22.
    await page.getByTestId('cp-tab-ledger').click();
    for (const o of v.league?.owners ?? []) {
      const purse = o.money.reduce((t, l) => t + l.amount, 0);
      expect(await ledgerBalance(page, o.id)).toBe(purse);
    }
    const rules = await page
      .locator('[data-testid="cp-ledger"] [data-rule]')
      .evaluateAll((es) => es.map((e) => e.getAttribute('data-rule')));
    expect(rules.length).toBeGreaterThan(3);
    expect(rules.every((r) => /^§22\.\d$/.test(r ?? ''))).toBe(true);
    // A rule number opens the rules help at it.
    await page.locator('[data-testid="cp-ledger"] [data-rule="§22.5"]').first().click();
    await expect.poll(() => page.getByRole('dialog').textContent()).toMatch(/Wagers/);
    await page.keyboard.press('Escape');
    await page.screenshot({ path: outPath('campaign-ledger.png'), fullPage: true, timeout: PICTURE_MS });

    expect(await auditPages(page, 'league')).toEqual([]);

    // The matches: six, each opening its replay.
    await page.getByTestId('cp-tab-matches').click();
    await expect.poll(() => page.getByTestId('cp-history-row').count()).toBe(6);
    await page.getByTestId('cp-replay-link').first().click();
    await page.waitForURL(/#\/replay\//);
    await page.getByTestId('replay-board').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('a career in the browser', () => {
  it('§21 the player improves his man between matches, fights them, and reads his experience ledger', async () => {
    const { context, page, errors } = await openPage(stage.browser);
    await page.goto(`${stage.server.url}/`);
    await page.getByTestId('game-select').selectOption('campaign');
    await page.getByTestId('option-kind').selectOption('career');
    await page.getByTestId('option-matches').fill('2');
    expect(await page.getByTestId('option-auction').count()).toBe(0);
    await page.getByTestId('seat-player-holder').selectOption('here');
    await page.getByTestId('seed-input').fill('e2e-career-1');
    await page.getByTestId('create-match').click();
    await page.waitForURL(/#\/match\//);
    const id = decodeURIComponent(new URL(page.url()).hash.replace('#/match/', ''));
    let fights = 0;
    let audited = false;
    for (let step = 0; step < 100; step++) {
      const sight = await nextSight(page, 5000);
      if (sight === 'over') break;
      if (sight === 'improve') {
        const buy = page.locator('[data-testid^="cp-buy-"]:not([disabled])').first();
        if ((await buy.count()) > 0) {
          const points = await page.getByTestId('cp-points').textContent();
          await buy.click();
          await expect.poll(() => page.getByTestId('cp-points').textContent()).not.toBe(points);
        }
        // The page may have moved on meanwhile (a view kept from before the reload, then the live one).
        else {
          if (!audited) {
            // Each improvement with its price and the man's figure; none he cannot pay for is offered.
            expect(await page.getByTestId('cp-improve').locator('tbody tr').count()).toBe(5);
            expect(await page.getByTestId('cp-improve').textContent()).toMatch(/needs \d+ more points/);
            expect(await audit(page, 'the improvements', 'cp-now')).toEqual([]);
            audited = true;
          }
          await page
            .getByTestId('cp-ready')
            .click({ timeout: 3000 })
            .catch(() => undefined);
        }
      } else if (sight === 'fight') {
        const { current } = await campaignMatches(stage, id);
        await openOwnMatch(page, current as string);
        await fightWithToken(page, stage, current as string, 'a', `career-${fights}`);
        await page.goto(`${stage.server.url}/#/match/${id}`);
        await live(page);
        fights++;
      }
    }
    const v = campaignView(stage, id);
    expect(v.step).toBe('over');
    expect(v.career?.matches).toBe(2);
    expect(fights).toBe(2);
    await page.getByTestId('cp-tab-ledger').click();
    const man = v.career?.men.at(-1);
    const points = (man?.experience ?? []).reduce((t, l) => t + l.amount, 0);
    expect(Number(await page.getByTestId(`cp-ledger-man-${man?.id}-balance`).textContent())).toBe(points);
    await page.screenshot({ path: outPath('campaign-career-ledger.png'), fullPage: true, timeout: PICTURE_MS });
    expect(errors).toEqual([]);
    await context.close();
  });
});
