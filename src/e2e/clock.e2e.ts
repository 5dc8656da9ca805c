import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { ServerFrame } from '../server/wire.js';
import { type FrameLog, openPage, outPath, PICTURE_MS, recordFrames, storedCommands, useStage } from './harness.js';
import { act, createInLobby, nextTurn, offeredOrders } from './play.js';

/** The reaction clock (10 s a decision, 6.5) shortened so a test can let it run out. */
const CLOCK_MS = 1_500;
const stage = useStage(undefined, { clockMs: { reaction: CLOCK_MS } });

type StateFrame = Extract<ServerFrame, { t: 'state' }>;

const stateFrames = (log: FrameLog) =>
  log.received
    .map((f) => ({ at: f.at, frame: JSON.parse(f.text) as ServerFrame }))
    .filter((f): f is { at: number; frame: StateFrame } => f.frame.t === 'state');

/** The state frame that first showed the match at `version` or later. */
const firstAt = (log: FrameLog, version: number) => stateFrames(log).find((f) => (f.frame.version ?? 0) >= version);

const countdown = (page: Page) => page.getByTestId('deadline');

/** The seat's commands as the server stored them. */
const seatCommands = async (id: string, seat: string): Promise<unknown[]> =>
  (await storedCommands(stage.server, id)).filter((c) => c.seat === seat).map((c) => c.command);

/** The combat log's text. */
const logText = async (page: Page): Promise<string> => (await page.getByTestId('event-log').textContent()) ?? '';

describe('the reaction clock (6.5)', () => {
  it('counts down for the awaited seat, plays the default when it runs out, and the match goes on', async () => {
    // The person has picked a name: the log names him beside his man.
    const { context, page, errors } = await openPage(stage.browser, () =>
      localStorage.setItem('ludus.displayName', 'Felix'),
    );
    const frames = recordFrames(page);
    const id = await createInLobby(page, stage.server.url, {
      b: { kind: 'bot', bot: 'brawler' },
      turnLimit: 2,
      seed: 'e2e-clock-1',
      clock: 'reaction',
    });
    await page.getByTestId('board').waitFor();
    const name = ((await page.locator('[data-testid="sheet-a"] h3').textContent()) ?? '').trim();
    expect(name).not.toBe('');

    // The turn plot is awaited, with the time left on show, ticking down.
    const plot = await nextTurn(page, null);
    expect(plot).toMatchObject({ key: '1.1.turnPlot', control: 'plot' });
    await countdown(page).waitFor();
    expect(await countdown(page).textContent()).toMatch(/^time left [12] s$/);
    expect(await countdown(page).getAttribute('class')).toContain('warn');
    await expect.poll(() => countdown(page).textContent()).toBe('time left 1 s');
    const allowance = Number(/of (\d+) marked/.exec((await page.getByTestId('plot-count').textContent()) ?? '')?.[1]);
    expect(allowance).toBeGreaterThan(0);
    const first = stateFrames(frames).at(-1)!;
    const deadline = first.frame.deadline!;
    expect(deadline).toBeGreaterThan(first.at - CLOCK_MS);
    expect(deadline).toBeLessThanOrEqual(first.at + CLOCK_MS);
    expect(first.frame.deadlines).toEqual({ a: deadline });

    // Nothing is sent; when the time is up the server plays the turn plot RULINGS names (the allowance, from
    // phase 1), and the match moves on to phase 1's orders with a fresh clock.
    const phase1 = await nextTurn(page, plot!.key);
    expect(phase1).toMatchObject({ key: '1.1.phasePlot', control: 'order' });
    const movedOn = firstAt(frames, 2)!;
    expect(movedOn.at).toBeGreaterThanOrEqual(deadline);
    expect(movedOn.frame.deadline).toBeGreaterThan(deadline);
    const moving = Array.from({ length: Math.min(8, allowance) }, (_, i) => i + 1);
    // Stored as the clock's default, and said so in the log, naming the man and the rule.
    const timeout = (command: unknown) => ({ $table: 'timeout', command });
    expect(await seatCommands(id, 'a')).toEqual([timeout({ type: 'plot', moving })]);
    expect(await logText(page)).toContain('Your turn plot is in.');
    expect(await logText(page)).toContain(`Time ran out: the clock played the default for Felix (${name}), 6.5`);
    // The page says the clock, not the person, sent it.
    await expect
      .poll(() => page.getByTestId('timed-out').textContent())
      .toMatch(/^your time ran out: the default was played \(move \d+\)$/);
    // The log sheet keeps the plot played for the seat (Display 15).
    const plotted = await page
      .locator('[data-testid="sheet-a"] .plot-record .box')
      .evaluateAll((bs) => bs.map((b) => (b.classList.contains('moving') ? Number(b.textContent) : null)));
    expect(plotted.filter((p) => p !== null)).toEqual(moving);
    await countdown(page).waitFor();
    expect(await countdown(page).textContent()).toMatch(/^time left [12] s$/);

    // Phase 1's order runs out too: a moving phase may be held, so the default is the hold (no movement spent).
    expect(await offeredOrders(page)).toContain('hold');
    await page.screenshot({ path: outPath('clock-countdown.png'), fullPage: true, timeout: PICTURE_MS });
    const next = await nextTurn(page, phase1!.key);
    expect(next).not.toBeNull();
    expect(await seatCommands(id, 'a')).toEqual([timeout({ type: 'plot', moving }), timeout({ type: 'hold' })]);
    // The orders as revealed, in the order they came in (the bot's first): a's is "does not move".
    await expect.poll(() => logText(page)).toMatch(new RegExp(`Turn 1, phase 1: [^.]*\\b${name} does not move`));
    expect(frames.sent.filter((f) => JSON.parse(f.text).t === 'command')).toEqual([]);

    // The page still plays: its next command is acknowledged, stored, and the clock starts again after it.
    const sub = await act(page, next!);
    const sent = frames.sent.map((f) => JSON.parse(f.text)).filter((f) => f.t === 'command');
    expect(sent).toHaveLength(1);
    await expect
      .poll(() => frames.received.some((f) => JSON.parse(f.text).t === 'ack' && JSON.parse(f.text).id === sent[0].id))
      .toBe(true);
    expect(frames.received.some((f) => JSON.parse(f.text).t === 'rejected')).toBe(false);
    const mine = await seatCommands(id, 'a');
    expect(mine).toHaveLength(3);
    expect(mine[2]).toEqual(sent[0].command);
    if (sub.kind === 'order') {
      expect(mine[2]).toEqual({ type: 'order', order: sub.order });
      await expect.poll(() => logText(page)).toContain(`${name} ${sub.order}`);
    }
    // The banner goes at the seat's own next decision.
    await page.getByTestId('timed-out').waitFor({ state: 'detached' });
    const after = await nextTurn(page, next!.key);
    expect(after).not.toBeNull();
    await countdown(page).waitFor();
    expect(await page.getByTestId('connection-state').getAttribute('data-state')).toBe('open');
    expect(errors).toEqual([]);
    await context.close();
  });
});
