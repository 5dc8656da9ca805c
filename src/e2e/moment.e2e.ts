import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../core/protocol.js';
import type { MatchSummary } from '../server/wire.js';
import { allEvents, createBotMatch, openPage, outPath, useStage } from './harness.js';

const stage = useStage();

/**
 * A seeded Advanced match of brawler against brawler whose Moment of Truth comes in the first turn (found by
 * playing seeds the way the server seats its bots): Carpophorus, down and helpless at Sabinus' feet, 9 CF of attack
 * less 8 of defence = 1, the first column, a 6: Up.
 */
const SEED = 'webmot-53';
const OPTIONS = { advanced: true, turnLimit: 6 };

let matchId = '';
let events: GameEvent[] = [];

const ofType = (type: string) => events.find((e) => e.type === type);

describe('the Moment of Truth on screen (GLADIATOR 19)', () => {
  it('offers the Advanced Game in the lobby in words, its label switching it on', async () => {
    const { context, page, errors } = await openPage(stage.browser);
    await page.goto(`${stage.server.url}/`);
    const box = page.getByTestId('option-advanced');
    await box.waitFor();
    const option = page.locator('.option', { has: box });
    expect(await option.textContent()).toMatch(/^Advanced Game\s+17-20: .*net.*crowd.*team/);
    expect(await box.isChecked()).toBe(false);
    await option.locator('label').click();
    expect(await box.isChecked()).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows a spectator the appeal, the crowd’s figures, the chart’s cell and the verdict the events record', async () => {
    const base = stage.server.url;
    matchId = await createBotMatch(base, OPTIONS, SEED);

    const { context, page, errors } = await openPage(stage.browser);
    await page.goto(`${base}/m/${matchId}`);
    await page.getByTestId('board').waitFor();
    expect(await page.locator('.match-head').textContent()).toContain('watching');
    await page.getByTestId('outcome').waitFor({ timeout: 60_000 });
    events = await allEvents(base, matchId);
    // Should the engine or the brawler change, the seed may lead elsewhere: say so rather than time out.
    expect(
      ofType('moment-of-truth'),
      `seed ${SEED} no longer brings a Moment of Truth (the match ended: ${ofType('match-over')?.text}); find another`,
    ).toBeDefined();
    const verdictLine = page.getByTestId('moment-verdict');
    await verdictLine.waitFor();
    const appeal = ofType('moment-of-truth');
    const verdict = ofType('crowd-verdict');
    expect(appeal?.data).toMatchObject({ seat: expect.any(String), cause: expect.stringMatching(/^§/) });
    const data = verdict?.data as { verdict: string; attack: number; defence: number; total: number };
    const die = verdict?.rolls?.[0]?.dice[0];
    expect(data.verdict).toBe('Up');
    const summary = (await (await fetch(`${base}/api/matches/${matchId}`)).json()) as MatchSummary;
    const names: Record<string, string> = {};
    for (const seat of ['a', 'b'])
      names[seat] = (await page.getByTestId(`sheet-${seat}`).locator('h3').textContent())?.trim() ?? seat;
    const loser = names[appeal?.data?.seat as string] as string;
    const victor = names[appeal?.data?.victor as string] as string;

    const appealText = await page.getByTestId('moment-appeal').textContent();
    expect(appealText).toContain(`${loser} appeals to the crowd (§19.1)`);
    expect(appealText).toContain(`(${appeal?.data?.cause})`);
    expect(appealText).toContain(`${victor} standing over him`);
    expect(await page.getByTestId('moment-figures').textContent()).toContain(
      `attack ${data.attack} CF less defence ${data.defence} CF = ${data.total}`,
    );
    expect(Number(await page.getByTestId('moment-figures').getAttribute('data-net'))).toBe(data.total);
    // The chart: the cell read lies in the column the net falls in and the row of the die, and says the verdict.
    const read = page.getByTestId('missus-read');
    expect(await read.textContent()).toBe(data.verdict);
    const row = page.locator('[data-testid="missus-chart"] tbody tr.used');
    expect(await row.locator('th').textContent()).toBe(String(die));
    expect(await page.locator('[data-testid="missus-chart"] thead th.used').textContent()).toBe('1 to 15');
    expect(await page.getByTestId('moment-reading').textContent()).toBe(
      `Column "1 to 15" of the Missus chart, die ${die} (§19.2).`,
    );
    expect(await verdictLine.textContent()).toBe(
      `Up: thumbs up. ${loser} is spared by the crowd and leaves the arena alive (§19.23).`,
    );
    // The outcome line, in words rather than the verdict's identifier.
    expect(summary.status).toBe('finished');
    const outcome = (await page.getByTestId('outcome').textContent()) ?? '';
    expect(outcome).toContain('spared by the crowd');
    expect(outcome).not.toMatch(/\bUp\b/);
    await page.getByTestId('moment').screenshot({ path: outPath('moment-of-truth.png') });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the Moment on the replay from the step the appeal is made, the verdict once the crowd gives it', async () => {
    expect(matchId, 'the match of the test before').not.toBe('');
    const { context, page, errors } = await openPage(stage.browser);
    await page.goto(`${stage.server.url}/#/replay/${matchId}`);
    await page.getByTestId('replay-last').click();
    await expect.poll(() => page.getByTestId('replay-last').isDisabled()).toBe(true);
    await page.getByTestId('moment-verdict').waitFor();

    // Back from the end: the match's close, the verdict, then the appeal alone, then nothing before it.
    const after = events.slice(events.findIndex((e) => e.type === 'moment-of-truth') + 1).length;
    for (let i = 0; i < after; i++) await page.getByTestId('replay-prev').click();
    const step = async () =>
      Number(/event (\d+)/.exec((await page.getByTestId('replay-step').textContent()) ?? '')?.[1]);
    await page.locator(`[data-testid="replay-board"][data-at="${await step()}"]`).waitFor();
    expect(await page.getByTestId('replay-current').textContent()).toContain('Moment of Truth');
    await page.getByTestId('moment-appeal').waitFor();
    expect(await page.getByTestId('moment-verdict').count()).toBe(0);
    expect(await page.getByTestId('missus-read').count()).toBe(0);

    await page.getByTestId('replay-prev').click();
    await page.locator(`[data-testid="replay-board"][data-at="${await step()}"]`).waitFor();
    expect(await page.getByTestId('moment').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
