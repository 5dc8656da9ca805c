import { describe, expect, it } from 'vitest';
import type { GamesInfo, MatchSummary } from '../server/wire.js';
import { openPage, outPath, PICTURE_MS, storedCommands, useStage } from './harness.js';
import { createInLobby, loggedEvents, playUntil, type Submitted, shownVersion } from './play.js';

const stage = useStage();

let finishedId = '';
let finalHexes: Record<string, string | null> = {};

describe('a person against the brawler', () => {
  it('offers every bot the server lists with its level, and plays a match through the controls to its outcome', async () => {
    const { context, page, errors } = await openPage(stage.browser);

    const games = (await (await fetch(`${stage.server.url}/api/games`)).json()) as GamesInfo;
    const listed = games.games.find((g) => g.id === 'gladiator')?.bots;
    expect(listed?.map((b) => [b.name, b.level])).toEqual([
      ['random', 1],
      ['brawler', 2],
    ]);
    await page.goto(`${stage.server.url}/`);
    await page.getByTestId('seat-b-holder').selectOption('bot');
    const offered = await page
      .getByTestId('seat-b-bot')
      .locator('option')
      .evaluateAll((os) => os.map((o) => o.textContent));
    // The strongest bot first, and chosen until a person picks another.
    expect(offered).toEqual(['brawler, level 2', 'random, level 1']);
    expect(await page.getByTestId('seat-b-bot').inputValue()).toBe('brawler');
    await page.getByTestId('seat-b-bot').selectOption('random');
    expect(await page.getByTestId('seat-b-bot-about').textContent()).toContain(listed?.[0]?.about);

    const id = await createInLobby(page, stage.server.url, {
      b: { kind: 'bot', bot: 'brawler' },
      turnLimit: 3,
      seed: 'e2e-brawler-1',
    });
    await page.getByTestId('board').waitFor();
    await expect.poll(() => page.getByTestId('connection-state').getAttribute('data-state')).toBe('open');

    const played: Submitted[] = await playUntil(page);
    const kinds = new Set(played.map((p) => p.kind));
    for (const kind of ['plot', 'order', 'allocate'] as const) expect(kinds).toContain(kind);

    const outcome = page.getByTestId('outcome');
    await outcome.waitFor();
    expect(await outcome.textContent()).toMatch(/\w/);
    await page.getByTestId('outcome-text').waitFor();

    // The server agrees: the match is finished at the version the page shows, with the outcome it shows.
    const summary = (await (await fetch(`${stage.server.url}/api/matches/${id}`)).json()) as MatchSummary;
    expect(summary.status).toBe('finished');
    expect(summary.outcome).not.toBeNull();
    expect(await shownVersion(page)).toBe(summary.version);
    const commands = await storedCommands(stage.server, id);
    expect(commands.filter((c) => c.seat === 'a')).toHaveLength(played.length);

    const events = await loggedEvents(page);
    expect(new Set(events).size).toBe(events.length);
    expect(events).toEqual([...events].sort((x, y) => x - y));

    await page.getByTestId('board').screenshot({ path: outPath('bot-match-board.png') });
    await page.getByTestId('sheet-a').screenshot({ path: outPath('bot-match-log-sheet-a.png') });
    await page.getByTestId('sheet-b').screenshot({ path: outPath('bot-match-log-sheet-b.png') });
    await page.screenshot({ path: outPath('bot-match-page.png'), fullPage: true, timeout: PICTURE_MS });

    finishedId = id;
    finalHexes = {
      a: await page.getByTestId('counter-a').getAttribute('data-hex'),
      b: await page.getByTestId('counter-b').getAttribute('data-hex'),
    };
    expect(errors).toEqual([]);
    await context.close();
  });

  it('replays the finished match, drawing the arena as it stood at each step', async () => {
    expect(finishedId, 'the match of the test before').not.toBe('');
    const { context, page, errors } = await openPage(stage.browser);
    await page.goto(`${stage.server.url}/#/replay/${finishedId}`);
    const board = page.getByTestId('replay-board');
    // The last step shows the final arena, from the live link.
    await page.getByTestId('replay-last').click();
    await expect.poll(() => page.getByTestId('replay-last').isDisabled()).toBe(true);
    await board.waitFor();
    expect(await page.getByTestId('counter-a').getAttribute('data-hex')).toBe(finalHexes.a);
    const lastVersion = Number(await board.getAttribute('data-version'));

    // Before the first event: the arena as set up (4.0: the centre, four hexes apart).
    await page.getByTestId('replay-first').click();
    await page.locator('[data-testid="replay-board"][data-at="0"]').waitFor();
    expect(await page.getByTestId('counter-a').getAttribute('data-hex')).toBe('0,2');
    expect(await page.getByTestId('counter-b').getAttribute('data-hex')).toBe('0,-2');
    expect(await board.getAttribute('data-version')).toBe('0');

    // Stepping forward moves through the match, one event at a time, never past the last move.
    const versions: number[] = [];
    for (let i = 0; i < 12; i++) {
      await page.getByTestId('replay-next').click();
      const step = (await page.getByTestId('replay-step').textContent()) ?? '';
      const at = Number(/event (\d+)/.exec(step)?.[1]);
      await page.locator(`[data-testid="replay-board"][data-at="${at}"]`).waitFor();
      versions.push(Number(await board.getAttribute('data-version')));
    }
    expect(versions).toEqual([...versions].sort((x, y) => x - y));
    expect(versions[0]).toBeGreaterThan(0);
    expect(versions.at(-1)).toBeLessThan(lastVersion);
    await page.screenshot({ path: outPath('replay-early-step.png'), fullPage: true, timeout: PICTURE_MS });
    expect(errors).toEqual([]);
    await context.close();
  });
});
