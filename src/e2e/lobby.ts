/**
 * Starting a match from the lobby as a person does, in three steps the browser tests share: open the lobby (a game
 * picked, a seed typed), give each seat a holder, then create the match and read its id or its invite links. What
 * lies between (a game's own options and forms, screenshots, checks) stays in each test.
 */
import type { Page } from 'playwright-core';
import { matchIdOf } from './play.js';

/** Who holds a seat: a person at this device, someone invited by a link, anyone (an open seat), or a bot. */
export type Holder = 'here' | 'invite' | 'open' | 'bot' | { bot: string };

/** Loads the lobby and waits for its form; picks the game and types the seed when given. */
export async function openLobby(page: Page, base: string, m: { game?: string; seed?: string } = {}): Promise<void> {
  await page.goto(`${base}/`);
  await page.getByTestId('create-match').waitFor();
  if (m.game) await page.getByTestId('game-select').selectOption(m.game);
  if (m.seed) await page.getByTestId('seed-input').fill(m.seed);
}

/** Gives each named seat its holder, in the order given; a bot by name when one is named. */
export async function setSeats(page: Page, seats: Readonly<Record<string, Holder>>): Promise<void> {
  for (const [seat, holder] of Object.entries(seats)) {
    await page.getByTestId(`seat-${seat}-holder`).selectOption(typeof holder === 'string' ? holder : 'bot');
    if (typeof holder !== 'string') await page.getByTestId(`seat-${seat}-bot`).selectOption(holder.bot);
  }
}

/**
 * Creates the match. With no seat invited the page goes on to the match and its id is read from the address; with
 * `invited` seats the page stays on the lobby's note, and the id and each invited seat's link are read from there.
 */
export async function createMatch(
  page: Page,
  invited: readonly string[] = [],
): Promise<{ id: string; links: Record<string, string> }> {
  await page.getByTestId('create-match').click();
  if (invited.length === 0) {
    await page.waitForURL(/#\/match\//);
    return { id: matchIdOf(page), links: {} };
  }
  const note = page.getByTestId('match-created');
  await note.waitFor();
  const id = (await note.textContent())?.match(/Match (\S+) is ready/)?.[1];
  if (!id) throw new Error('the lobby did not name the new match');
  const links: Record<string, string> = {};
  for (const seat of invited) links[seat] = await page.getByTestId(`invite-link-${seat}`).inputValue();
  return { id, links };
}
