/**
 * Saved Gladiatori characters in the browser (issue 13, rules 15): a signed-in person builds a character in the
 * lobby's creation form, saves him to the account, sees his record in words, and starts a match against a bot with
 * him at her seat; the server stores the match with his sheet and the entry that will take the game into his record.
 * Axe's WCAG 2 A and AA rules on the lobby with the saved list; screenshot to test-output/gladiatori-roster.png.
 */
import { describe, expect, it } from 'vitest';
import { audit, openPage, outPath, PICTURE_MS, useStage } from './harness.js';
import { createMatch, openLobby, setSeats } from './lobby.js';

const stage = useStage();

describe('saved Gladiatori characters', () => {
  it('§15 a character built, saved to the account, and fielded at my seat', async () => {
    const { context, page, errors } = await openPage(stage.browser);
    await page.setViewportSize({ width: 1280, height: 800 });
    const made = await context.request.post(`${stage.server.url}/api/accounts`, {
      data: { name: 'verus-e2e', password: 'gladius and net' },
    });
    expect(made.status()).toBe(201);

    await openLobby(page, stage.server.url, { game: 'gladiatori' });
    await page.getByTestId('gx-saved').waitFor();
    expect(await page.getByTestId('gx-saved-character').count()).toBe(0);

    await page.getByTestId('gx-character-0').selectOption('built');
    await page.getByTestId('gx-0-name').fill('Verus');
    for (const [key, value] of [
      ['offense', '6'],
      ['guard', '5'],
      ['endurance', '5'],
      ['energy1', '6'],
      ['energy0', '4'],
    ] as const)
      await page.getByTestId(`gx-0-${key}`).fill(value);
    await page.getByTestId('gx-0-ready').waitFor();
    await page.getByTestId('gx-0-keep').click();

    // Saved: the seat now shows his record in words, and so does the account's list.
    const shown = page.getByTestId('gx-0-saved');
    await shown.waitFor();
    expect(await shown.textContent()).toContain(
      '0 games, 0 wins, 0 VP in all, 0 experience, 55 coins for his next creation; fit to fight',
    );
    expect(await page.getByTestId('gx-saved-character').textContent()).toContain('Verus: 0 games');

    expect(await audit(page, 'the lobby with the saved character')).toEqual([]);
    await page.screenshot({ path: outPath('gladiatori-roster.png'), fullPage: true, timeout: PICTURE_MS });

    await setSeats(page, { a: 'here', b: 'bot' });
    const { id } = await createMatch(page);

    const db = stage.server.app.store.db;
    const entries = await db.selectFrom('gladiatori_entries').selectAll().where('match_id', '=', id).execute();
    expect(entries.map((e) => [e.seat, Number(e.applied)])).toEqual([['a', 0]]);
    const row = await db.selectFrom('matches').select('options').where('id', '=', id).executeTakeFirstOrThrow();
    const options = JSON.parse(row.options) as { characters: ({ name: string } | string)[] };
    expect(options.characters[0]).toMatchObject({ name: 'Verus' });
    expect(errors).toEqual([]);
  }, 120_000);
});
