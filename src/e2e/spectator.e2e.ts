import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { parseOrder } from '../games/gladiator/orders.js';
import type { ServerFrame } from '../server/wire.js';
import { type FrameLog, newPerson, outPath, PICTURE_MS, recordFrames, useStage, watchErrors } from './harness.js';
import { act, createInLobby, nextTurn, type OrderChooser, type Submitted } from './play.js';

const stage = useStage();

type StateFrame = Extract<ServerFrame, { t: 'state' }>;
interface View {
  turn: number;
  phase: number;
  step: string;
  secret: unknown;
}

const stateFrames = (log: FrameLog): { at: number; index: number; text: string; frame: StateFrame }[] =>
  log.received
    .map((f, index) => ({ ...f, index, frame: JSON.parse(f.text) as ServerFrame }))
    .filter((f): f is typeof f & { frame: StateFrame } => f.frame.t === 'state');

const keyOf = (f: StateFrame): string => {
  const v = f.view as View;
  return `${v.turn}.${v.phase}.${v.step}`;
};

/** The first two phases open with a collision, so the match soon has a combat to allocate for (seed below). */
const OPENING: Record<string, Record<string, string>> = {
  a: { '1.1.phasePlot': 'F(Q)', '1.2.phasePlot': '(R)X(L)' },
  b: { '1.1.phasePlot': '(L)X(R)', '1.2.phasePlot': '(Q)F' },
};

/**
 * The texts a submission would show if it leaked: an order as written or as the rules read it, an allocation's
 * defence as the log writes it or as data. The first is what the reveal itself shows.
 */
function tracesOf(s: Submitted): string[] {
  if (s.kind === 'order') {
    const read = parseOrder(s.order);
    return read.ok ? [s.order, JSON.stringify(read.value)] : [s.order];
  }
  if (s.kind === 'allocate') return [`defence ${s.defence.join('/')}`, `"defence":[${s.defence.join(',')}]`];
  return [];
}

interface Sent {
  seat: string;
  sub: Submitted;
  /** When the seat's page was told to submit, and how many frames the watcher had by then. */
  clickedAt: number;
  framesBefore: number;
}

describe('a spectator', () => {
  it('is sent no seat’s order or allocation before both seats of the step have submitted', async () => {
    const errors: string[] = [];
    const aContext = await newPerson(stage.browser);
    const a = await aContext.newPage();
    watchErrors(a, errors);
    const id = await createInLobby(a, stage.server.url, {
      b: { kind: 'invite' },
      turnLimit: 2,
      seed: 'e2e-spectator-1',
    });
    const link = await a.getByTestId('invite-link-b').inputValue();
    await a.getByTestId('open-match').click();
    const bContext = await newPerson(stage.browser);
    const b = await bContext.newPage();
    watchErrors(b, errors);
    await b.goto(link);
    await Promise.all([a.getByTestId('board').waitFor(), b.getByTestId('board').waitFor()]);

    const cContext = await newPerson(stage.browser);
    const watcher = await cContext.newPage();
    watchErrors(watcher, errors);
    const log = recordFrames(watcher);
    await watcher.goto(`${stage.server.url}/m/${id}`);
    await watcher.getByTestId('board').waitFor();
    expect(await watcher.locator('.match-head').textContent()).toContain('watching');

    const seen = () => log.received.map((f) => f.text).join('\n');
    /** An order with special actions whose text the watcher has not been sent anywhere yet. */
    const fresh =
      (seat: string): OrderChooser =>
      (offered, state) => {
        const opening = OPENING[seat]?.[state.key];
        if (opening && !seen().includes(opening)) return opening;
        const text = seen();
        const pick = offered.find((o) => o.includes('(') && !text.includes(o));
        return pick ?? ['KN', 'S', 'RO-FL'].find((o) => offered.includes(o)) ?? null;
      };
    const pages: Record<string, Page> = { a, b };
    const last: Record<string, string | null> = { a: null, b: null };
    const records: Sent[] = [];
    const latest = () => stateFrames(log).at(-1)?.frame;

    for (let step = 0; step < 200; step++) {
      const now = latest();
      if (!now || now.outcome !== null) break;
      const key = keyOf(now);
      // Alternate which seat goes first, so each seat's submissions wait unrevealed in turn.
      const pending = step % 2 === 0 ? [...now.pending] : [...now.pending].reverse();
      for (const [i, seat] of pending.entries()) {
        const page = pages[seat] as Page;
        const state = await nextTurn(page, last[seat] ?? null);
        expect(state?.key, `seat ${seat}'s page is at the step the watcher shows`).toBe(key);
        const clickedAt = Date.now();
        const framesBefore = log.received.length;
        const sub = await act(page, state!, fresh(seat));
        last[seat] = key;
        records.push({ seat, sub, clickedAt, framesBefore });
        if (i === pending.length - 1) break;
        // The watcher learns that this seat is in and the other still awaited, and nothing of what was sent.
        await expect
          .poll(() => stateFrames(log).some((f) => keyOf(f.frame) === key && !f.frame.pending.includes(seat)))
          .toBe(true);
        const since = log.received
          .slice(framesBefore)
          .map((f) => f.text)
          .join('\n');
        for (const trace of tracesOf(sub)) expect(since, `${seat}'s ${trace} at ${key}`).not.toContain(trace);
      }
      await expect
        .poll(() => {
          const f = latest();
          return !!f && (f.outcome !== null || keyOf(f) !== key);
        })
        .toBe(true);
    }
    await watcher.getByTestId('outcome').waitFor();

    // Every frame the watcher got: a spectator's, without secrets of any kind.
    const frames = stateFrames(log);
    expect(frames.length).toBeGreaterThan(20);
    for (const { frame, text } of frames) {
      expect(frame.as).toBe('spectator');
      expect(frame.legal).toBeNull();
      expect((frame.view as View).secret).toBeNull();
      for (const secret of [
        '"submission":',
        '"submitted":',
        '"type":"submitted"',
        '"turnPlot":',
        '"moving":',
        '"token":',
      ])
        expect(text).not.toContain(secret);
      for (const e of frame.events) expect((e.event as { visibleTo: unknown }).visibleTo).toBe('all');
    }

    // Each order and allocation first shows in the frame that reveals its phase, sent after both seats submitted
    // (an allocation written the same way twice first shows at the earlier one's reveal).
    const orders = records.filter((r) => r.sub.kind === 'order');
    const allocations = records.filter((r) => r.sub.kind === 'allocate');
    expect(orders.length).toBeGreaterThan(6);
    expect(allocations.length).toBeGreaterThan(0);
    const firstUse = new Map<string, Sent>();
    for (const r of [...orders, ...allocations].sort((x, y) => x.clickedAt - y.clickedAt)) {
      const [trace] = tracesOf(r.sub);
      if (!firstUse.has(trace!)) firstUse.set(trace!, r);
    }
    for (const [trace, r] of firstUse) {
      const [turn, phase, stepName] = r.sub.key.split('.');
      const revealType = stepName === 'allocate' ? 'allocations' : 'orders';
      const reveal = frames.find((f) =>
        f.frame.events.some((e) => {
          const ev = e.event as { type: string; data: { turn: number; phase: number } };
          return ev.type === revealType && ev.data.turn === Number(turn) && ev.data.phase === Number(phase);
        }),
      );
      expect(reveal, `the reveal of ${r.sub.key}`).toBeDefined();
      const bothIn = Math.max(...records.filter((x) => x.sub.key === r.sub.key).map((x) => x.clickedAt));
      expect(reveal!.at).toBeGreaterThanOrEqual(bothIn);
      const first = log.received.findIndex((f) => f.text.includes(trace));
      expect(first, `${r.seat}'s ${trace} at ${r.sub.key}`).toBe(reveal!.index);
    }

    await watcher.screenshot({ path: outPath('spectator-page.png'), fullPage: true, timeout: PICTURE_MS });
    expect(errors).toEqual([]);
    await Promise.all([aContext.close(), bContext.close(), cContext.close()]);
  });
});
