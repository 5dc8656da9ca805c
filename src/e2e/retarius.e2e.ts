import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../core/protocol.js';
import type { EventsPageBody } from '../server/wire.js';
import { allEvents, createBotMatch, openPage, outPath, useStage } from './harness.js';

const stage = useStage();

/**
 * A seeded Advanced match, a Retarius (seat a) against a medium man, brawler against brawler, whose net catches the
 * medium man in turn 1, phase 2 (found by playing seeds the way the server seats its bots): Carpophorus tosses,
 * Hermes fails to get out once, gets out the next phase off balance, and is killed.
 */
const SEED = 'webnet-9';
const OPTIONS = { advanced: true, types: ['retarius', 'medium'] };

let matchId = '';
let events: GameEvent[] = [];
const names: Record<string, string> = {};

describe('a Retarius match in the browser (GLADIATOR 17-18)', () => {
  it('shows a spectator the Retarius, his trident and net, and the man his net caught, to the end', async () => {
    const base = stage.server.url;
    matchId = await createBotMatch(base, OPTIONS, SEED);

    const { context, page, errors } = await openPage(stage.browser);
    await page.goto(`${base}/m/${matchId}`);
    await page.getByTestId('board').waitFor();
    expect(await page.locator('.match-head').textContent()).toContain('watching');
    await page.getByTestId('outcome').waitFor({ timeout: 60_000 });
    events = await allEvents(base, matchId);
    const caught = events.find((e) => e.type === 'ensnared');
    // Should the engine or the brawler change, the seed may lead elsewhere: say so rather than time out.
    expect(
      caught,
      `seed ${SEED} no longer has a net catch anyone (${events.at(-1)?.text}); find another`,
    ).toBeDefined();
    for (const seat of ['a', 'b'])
      names[seat] = (await page.getByTestId(`sheet-${seat}`).locator('h3').textContent())?.trim() ?? seat;

    // The Retarius' sheet, in words: his type, his trident beside the net (18.3) or two-handed once it is gone.
    const sheetA = (await page.getByTestId('sheet-a').textContent()) ?? '';
    expect(sheetA).toContain('Type Retarius (counted as medium)');
    expect(sheetA).toMatch(/Weapon: (broken )?trident in hand|Weapon: none in hand/);
    expect(await page.getByTestId('net-a').textContent()).toMatch(/Trident in (one hand|both hands)|Net in hand/);
    expect(await page.getByTestId('sheet-b').textContent()).toContain('Type medium');
    // The combat log tells of the catch in words.
    expect(await page.locator('.panel', { hasText: 'Combat log' }).textContent()).toContain(caught?.text ?? '?');
    expect(caught?.text).toContain(`ensnares ${names.b}`);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the man in the net on the board and his sheet at the step of the catch, in the replay', async () => {
    expect(matchId, 'the match of the test before').not.toBe('');
    const { context, page, errors } = await openPage(stage.browser);
    // The moment of the catch, by its event number: the arena once the net has caught him.
    let n: number | undefined;
    for (let after: number | null = 0; n === undefined && after !== null; ) {
      const got = (await (
        await fetch(`${stage.server.url}/api/matches/${matchId}/events?after=${after}`)
      ).json()) as EventsPageBody;
      n = got.events.find((e) => (e.event as GameEvent).type === 'ensnared')?.n;
      after = got.events.length === 0 ? null : got.next;
    }
    expect(n, 'the catch is among the events a spectator sees').toBeDefined();
    await page.goto(`${stage.server.url}/#/replay/${matchId}?at=${n}`);
    await page.locator(`[data-testid="replay-board"][data-at="${n}"]`).waitFor();
    expect(await page.getByTestId('replay-current').textContent()).toContain('ensnares');

    const caughtLine = page.getByTestId('net-b');
    await caughtLine.waitFor();
    expect(await caughtLine.textContent()).toContain(`Caught in the net of ${names.a}, who still holds it (§17.35)`);
    expect(await page.locator('[data-testid="counter-b"] > title').textContent()).toContain('caught in a net');
    expect(await page.getByTestId('netted-b').count()).toBe(1);
    expect(await page.getByTestId('netted-a').count()).toBe(0);
    expect(await page.getByTestId('net-a').textContent()).toContain(
      'Trident in one hand, at half CF while he holds the net (§18)',
    );
    expect(await page.locator('[data-testid="counter-a"] > title').textContent()).toMatch(
      new RegExp(`^${names.a}, Retarius with trident\\b.*holding a net`),
    );
    await page.getByTestId('replay-board').screenshot({ path: outPath('retarius-net.png') });
    expect(errors).toEqual([]);
    await context.close();
  });
});
