/**
 * Identity in the browser: a name picked in the header goes on the seat of a match against a bot, where the table
 * bar and the end screen read it; an account registered in that browser opens the same match, seat and all, in a
 * fresh browser that only signs in.
 */
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { MatchSummary } from '../server/wire.js';
import { newPerson, outPath, PICTURE_MS, useStage, watchErrors } from './harness.js';
import { createInLobby, matchIdOf } from './play.js';

const stage = useStage();

const summary = async (id: string) =>
  (await (await fetch(`${stage.server.url}/api/matches/${id}`)).json()) as MatchSummary;

describe('names and accounts', () => {
  it('a picked name shows at the table and the end; the account opens the match on a second device', async () => {
    const errors: string[] = [];
    const home = await newPerson(stage.browser);
    const a = await home.newPage();
    watchErrors(a, errors);
    await a.goto(`${stage.server.url}/`);

    // A name that is only spaces is refused, in words; then Felix.
    await a.getByTestId('display-name-input').fill('   ');
    await a.getByTestId('display-name-save').click();
    expect(await a.getByRole('alert').first().textContent()).toContain('cannot be empty');
    await a.getByTestId('display-name-input').fill(' Felix ');
    await a.getByTestId('display-name-save').click();
    expect(await a.getByTestId('display-name').textContent()).toBe('Felix');

    const id = await createInLobby(a, stage.server.url, { b: { kind: 'bot', bot: 'brawler' }, turnLimit: 3 });
    await a.getByTestId('board').waitFor();
    expect((await summary(id)).seats).toMatchObject({ a: { name: 'Felix' }, b: { name: 'Brawler (bot)' } });
    await expect.poll(() => a.getByTestId('held-seats').textContent()).toMatch(/^Felix \(\S.*\)$/);
    const who = await a.getByTestId('table-who').textContent();
    expect(who).toMatch(/^Felix \(.+\) against Brawler \(bot, .+\)$/);
    await a.screenshot({ path: outPath('identity-table.png'), fullPage: true, timeout: PICTURE_MS });

    await a.getByTestId('resign').click();
    await a.getByTestId('resign-confirm').click();
    await a.getByTestId('end-screen').waitFor();
    const lost = await a.getByTestId('end-headline').textContent();
    expect(lost).toMatch(/^You lost to Brawler \(bot, .+\)$/);
    await a.screenshot({ path: outPath('identity-end.png'), fullPage: true, timeout: PICTURE_MS });

    // Registering gives the account the seat this browser holds.
    await a.getByTestId('account-open').click();
    await a.getByTestId('account-name').fill('felix-e2e');
    await a.getByTestId('account-password').fill('gladius and net');
    await a.getByTestId('register').click();
    await a.getByTestId('account-shown').waitFor();
    expect(await a.getByTestId('account-shown').textContent()).toBe('Account felix-e2e');

    // A second device: no token, no name; it signs in and opens the match from the account's list.
    const away = await newPerson(stage.browser);
    const b = await away.newPage();
    watchErrors(b, errors);
    await b.goto(`${stage.server.url}/`);
    await b.getByTestId('account-open').click();
    await b.getByTestId('account-name').fill('FELIX-E2E');
    await b.getByTestId('account-password').fill('wrong password');
    await b.getByTestId('sign-in').click();
    expect(await b.getByTestId('account-problem').textContent()).toContain('do not match an account');
    await b.getByTestId('account-password').fill('gladius and net');
    await b.getByTestId('sign-in').click();
    await b.getByTestId('account-shown').waitFor();
    // The account's name becomes this browser's display name when it had none.
    expect(await b.getByTestId('display-name').textContent()).toBe('felix-e2e');
    await b.getByTestId('account-shown').click();
    await b.getByTestId(`account-match-${id}`).click();
    await b.getByTestId('end-screen').waitFor();
    expect(await b.evaluate(() => localStorage.getItem('ludus.held'))).toBeNull();
    await expect.poll(() => b.getByTestId('held-seats').getAttribute('data-seats')).toBe('a');
    expect(await b.getByTestId('end-headline').textContent()).toBe(lost);
    await b.screenshot({ path: outPath('identity-second-device.png'), fullPage: true, timeout: PICTURE_MS });
    // The rematch, asked for by the session alone, gives this device the mirrored seat with a token of its own.
    await b.getByTestId('rematch').click();
    await b.waitForURL((u) => !u.hash.includes(id));
    await b.getByTestId('board').waitFor();
    await expect.poll(() => b.getByTestId('held-seats').getAttribute('data-seats')).toBe('b');

    // A spectator reads both sides' names.
    const watcher = await newPerson(stage.browser);
    const w = await watcher.newPage();
    await w.goto(`${stage.server.url}/#/match/${id}`);
    await w.getByTestId('end-screen').waitFor();
    expect(await w.getByTestId('end-headline').textContent()).toMatch(/^Brawler \(bot, .+\) beat Felix \(.+\)$/);

    // Signed out, the second device holds nothing.
    await b.getByTestId('account-shown').click();
    await b.getByTestId('sign-out').click();
    await b.getByTestId('account-open').waitFor();
    expect(errors).toEqual([]);
    await Promise.all([home.close(), away.close(), watcher.close()]);
  });

  it("an invited friend's picked name reaches the inviter's table; a name changed mid-match follows", async () => {
    const errors: string[] = [];
    const home = await newPerson(stage.browser);
    const a = await home.newPage();
    watchErrors(a, errors);
    await a.goto(`${stage.server.url}/`);
    await a.getByTestId('display-name-input').fill('Felix');
    await a.getByTestId('display-name-save').click();
    const id = await createInLobby(a, stage.server.url, { b: { kind: 'invite' }, turnLimit: 3 });
    const link = await a.getByTestId('invite-link-b').inputValue();
    await a.getByTestId('open-match').click();
    await a.getByTestId('board').waitFor();
    // The invited seat is still empty, so it reads as its man alone, with no person in brackets. The man's name may
    // have two words: the second man of a name is "Lucius II".
    expect(await a.getByTestId('table-who').textContent()).toMatch(/^Felix \(.+\) against [^()]+$/);

    const friend = await newPerson(stage.browser);
    const b = await friend.newPage();
    watchErrors(b, errors);
    await b.goto(`${stage.server.url}/`);
    await b.getByTestId('display-name-input').fill('Lucia');
    await b.getByTestId('display-name-save').click();
    await b.goto(link);
    await b.getByTestId('board').waitFor();
    expect(matchIdOf(b)).toBe(id);
    await expect.poll(() => a.getByTestId('table-who').textContent()).toMatch(/ against Lucia \(.+\)$/);
    await expect.poll(() => b.getByTestId('table-who').textContent()).toMatch(/^Lucia \(.+\) against Felix \(.+\)$/);

    // Felix becomes Felix Magnus: both tables read it without a reload.
    await a.getByTestId('change-name').click();
    await a.getByTestId('display-name-input').fill('Felix Magnus');
    await a.getByTestId('display-name-save').click();
    await expect.poll(() => b.getByTestId('table-who').textContent()).toMatch(/ against Felix Magnus \(.+\)$/);
    await expect.poll(() => a.getByTestId('held-seats').textContent()).toMatch(/^Felix Magnus \(/);
    expect(errors).toEqual([]);
    await Promise.all([home.close(), friend.close()]);
  });

  it('the name picker and the sign-in panel fit a phone and pass axe', async () => {
    const phone = await stage.browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await phone.newPage();
    await page.goto(`${stage.server.url}/`);
    await page.getByTestId('name-picker').waitFor();
    const problems = [...(await audit(page, 'name picker'))];
    await page.getByTestId('account-open').click();
    await page.getByTestId('sign-in-form').waitFor();
    await page.getByTestId('register').click();
    await page.getByTestId('account-problem').waitFor();
    problems.push(...(await audit(page, 'sign-in panel with a refusal')));
    await page.screenshot({ path: outPath('identity-phone-sign-in.png'), fullPage: true, timeout: PICTURE_MS });
    expect(problems).toEqual([]);
    await phone.close();
  });
});

/** Serious or critical axe violations (WCAG 2 A and AA), and a page wider than its screen. */
async function audit(page: Page, where: string): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  const found = result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${where}: ${v.id} ${v.help}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  const wide = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  if (wide > 0) found.push(`${where}: scrolls sideways by ${wide} px`);
  // A panel placed past the left edge makes no scroll, but its start cannot be read.
  const cut = await page.evaluate(() =>
    [...document.querySelectorAll('details[open] .account-panel')]
      .map((el) => el.getBoundingClientRect())
      .filter((r) => r.left < 0 || r.right > document.documentElement.clientWidth)
      .map((r) => `${Math.round(r.left)} to ${Math.round(r.right)} px`)
      .join(', '),
  );
  if (cut) found.push(`${where}: the account panel reaches past the screen's edge (${cut})`);
  return found;
}
