import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { MatchSummary, ServerFrame } from '../server/wire.js';
import {
  type FrameLog,
  newPerson,
  openPage,
  outPath,
  PICTURE_MS,
  recordFrames,
  storedCommands,
  useStage,
  watchErrors,
} from './harness.js';
import { act, controlState, createInLobby, playUntil, type Submitted } from './play.js';

const stage = useStage();

/**
 * Installed before the client loads: after every change to the page (a MutationObserver's callback runs before
 * the browser paints), notes what the page shows: the cover and the seat it names, or a seat's screen (the log
 * sheet marked "you"). Consecutive repeats are dropped. `window.__shownLeaks` counts the changes after which a
 * cover was up while any part of a seat's screen was still in the page.
 */
function watchShown(): void {
  const w = window as unknown as { __shown: string[]; __shownLeaks: number };
  w.__shown = [];
  w.__shownLeaks = 0;
  const note = () => {
    const cover = document.querySelector('[data-testid="cover-screen"]');
    let now = 'none';
    if (cover) {
      now = `cover:${cover.getAttribute('data-seat') ?? '?'}`;
      if (
        document.querySelector(
          '[data-testid="board"], [data-testid="control"], [data-testid^="sheet-"], [data-testid="event-log"]',
        )
      )
        w.__shownLeaks++;
    } else if (document.querySelector('[data-testid="control"]')) {
      const mine = Array.from(document.querySelectorAll('[data-testid^="sheet-"] header .muted')).find((e) =>
        /\byou$/.test(e.textContent ?? ''),
      );
      now = `screen:${mine?.closest('article')?.dataset.testid?.replace('sheet-', '') ?? '?'}`;
    }
    if (w.__shown.at(-1) !== now) w.__shown.push(now);
  };
  new MutationObserver(note).observe(document, {
    subtree: true,
    childList: true,
    attributes: true,
    characterData: true,
  });
}

const shownTrail = (page: Page) =>
  page.evaluate(() => {
    const w = window as unknown as { __shown: string[]; __shownLeaks: number };
    return { trail: w.__shown, leaks: w.__shownLeaks };
  });

/** The seat whose screen the page shows (its log sheet is marked "you"), or null. */
const shownSeatIn = (page: Page) =>
  page.evaluate(() => {
    const mine = Array.from(document.querySelectorAll('[data-testid^="sheet-"] header .muted')).find((e) =>
      /\byou$/.test(e.textContent ?? ''),
    );
    return mine?.closest('article')?.dataset.testid?.replace('sheet-', '') ?? null;
  });

type Sight = { kind: 'over' } | { kind: 'cover'; seat: string } | { kind: 'control'; seat: string; key: string };

/**
 * Waits until the page shows the outcome, the cover, or a seat's control at a step that seat has not acted at
 * (`last`: the step each seat last acted at).
 */
async function nextSight(page: Page, last: Record<string, string>): Promise<Sight> {
  const found = await page.waitForFunction(
    (acted) => {
      if (document.querySelector('[data-testid="outcome"]')) return { kind: 'over' };
      const cover = document.querySelector('[data-testid="cover-screen"]');
      if (cover) {
        const seat = cover.getAttribute('data-seat');
        return seat ? { kind: 'cover', seat } : false;
      }
      const c = document.querySelector<HTMLElement>('[data-testid="control"]');
      if (!c || c.dataset.control === 'none') return false;
      const mine = Array.from(document.querySelectorAll('[data-testid^="sheet-"] header .muted')).find((e) =>
        /\byou$/.test(e.textContent ?? ''),
      );
      const seat = mine?.closest('article')?.dataset.testid?.replace('sheet-', '');
      if (!seat) return false;
      const key = `${c.dataset.turn}.${c.dataset.phase}.${c.dataset.step}`;
      return key !== acted[seat] ? { kind: 'control', seat, key } : false;
    },
    last,
    { polling: 50, timeout: 30_000 },
  );
  return (await found.jsonValue()) as Sight;
}

/** The numbers of the events only `seat` may see, from the frames its link received. */
function privateEvents(log: FrameLog, seat: string): number[] {
  const out: number[] = [];
  for (const f of log.received) {
    const frame = JSON.parse(f.text) as ServerFrame;
    if (frame.t !== 'state' || frame.as !== seat) continue;
    for (const e of frame.events) if (Array.isArray((e.event as { visibleTo?: unknown }).visibleTo)) out.push(e.n);
  }
  return out;
}

const escapeRe = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The texts the seat's last submission would show on its screen (the order pad, the allocation, the plot). */
function tracesOf(s: Submitted): RegExp[] {
  const [turn] = s.key.split('.');
  switch (s.kind) {
    case 'plot':
      return [new RegExp(`Turn ${turn} plot`)];
    case 'order':
      // Standing on its own: an order may be a single letter.
      return [new RegExp(`(^|[^A-Za-z0-9(])${escapeRe(s.order)}([^A-Za-z0-9(]|$)`)];
    case 'allocate':
      return [new RegExp(escapeRe(`defence ${s.defence.join('/')}`))];
    case 'hold':
      return [/does not move/];
  }
}

/**
 * While the cover is up, the page holds nothing of the seat that had the device: no board, control, log sheet or
 * log, no field, none of its private events, no word of what it has just submitted.
 */
async function expectHidden(page: Page, seat: string, last: Submitted | undefined, frames: FrameLog): Promise<void> {
  const dom = await page.evaluate(() => {
    const match = document.querySelector('.match');
    return {
      parts: Array.from(match?.children ?? []).map((e) => e.className),
      // The match's part of the page: the site's header (the device's name and account) belongs to no seat.
      text: match?.textContent ?? '',
      html: document.body.innerHTML,
      fields: document.querySelectorAll('.match input, .match textarea, .match select').length,
      testids: Array.from(document.querySelectorAll('[data-testid]')).map((e) => e.getAttribute('data-testid')),
    };
  });
  expect(dom.parts, 'under the cover, only the header and the cover').toEqual(['match-head', 'cover']);
  expect(dom.fields).toBe(0);
  for (const part of ['board', 'control', 'event-log', `sheet-${seat}`, 'waiting', 'plot-count', 'order-verdict'])
    expect(dom.testids, `${part} under the cover`).not.toContain(part);
  expect(dom.html).not.toContain('plot-record');
  expect(dom.text).not.toMatch(/is in\.|Your |Waiting for/);
  for (const n of privateEvents(frames, seat)) expect(dom.testids).not.toContain(`event-${n}`);
  if (last) for (const trace of tracesOf(last)) expect(dom.text, `${seat}'s ${last.key} submission`).not.toMatch(trace);
}

describe('hot-seat: both seats on one device', () => {
  it('covers the board whenever the device passes to the other seat, and shows each seat only its own screen', async () => {
    const { context, page, errors } = await openPage(stage.browser, watchShown);
    const frames = recordFrames(page);
    const id = await createInLobby(page, stage.server.url, {
      b: { kind: 'here' },
      turnLimit: 1,
      seed: 'e2e-hotseat-1',
    });
    expect(await page.getByTestId('held-seats').getAttribute('data-seats')).toBe('a,b');
    // The first seat is behind the cover from the start.
    await page.getByTestId('cover-screen').waitFor();
    expect(await page.getByTestId('board').count()).toBe(0);

    const last: Record<string, string> = {};
    const submitted: Record<string, Submitted> = {};
    const played: Record<string, Submitted[]> = { a: [], b: [] };
    let revealed: string | null = null;
    const covers: string[] = [];
    /** The kinds of submission the seat that had the device had just made when the cover went up. */
    const hiddenKinds = new Set<Submitted['kind']>();
    for (let i = 0; i < 200; i++) {
      const sight = await nextSight(page, last);
      if (sight.kind === 'over') break;
      if (sight.kind === 'cover') {
        expect(sight.seat, 'the cover names the next seat, not the one that had the device').not.toBe(revealed);
        if (revealed !== null) {
          const before = submitted[revealed];
          await expectHidden(page, revealed, before, frames);
          if (before) hiddenKinds.add(before.kind);
        }
        if (covers.length === 1)
          await page.screenshot({ path: outPath('hotseat-cover.png'), fullPage: true, timeout: PICTURE_MS });
        covers.push(sight.seat);
        await page.getByTestId('cover-reveal').click();
        // The named seat's own screen, with its control for the step, and no cover.
        await page.waitForFunction(
          (seat) => {
            const c = document.querySelector<HTMLElement>('[data-testid="control"]');
            const mine = Array.from(document.querySelectorAll('[data-testid^="sheet-"] header .muted')).find((e) =>
              /\byou$/.test(e.textContent ?? ''),
            );
            return !!c && c.dataset.control !== 'none' && mine?.closest('article')?.dataset.testid === `sheet-${seat}`;
          },
          sight.seat,
          { polling: 50 },
        );
        expect(await page.getByTestId('cover-screen').count()).toBe(0);
        expect(await page.locator('[data-testid^="sheet-"] header .muted', { hasText: /\byou$/ }).count()).toBe(1);
        revealed = sight.seat;
        continue;
      }
      expect(sight.seat, 'the screen shown is the seat last revealed').toBe(revealed);
      expect(await shownSeatIn(page)).toBe(sight.seat);
      const state = await controlState(page);
      const sub = await act(page, state);
      last[sight.seat] = sight.key;
      submitted[sight.seat] = sub;
      played[sight.seat]!.push(sub);
    }
    await page.getByTestId('outcome').waitFor();

    // Both seats played every kind of step through the page, and the device changed hands many times.
    for (const seat of ['a', 'b']) {
      const kinds = new Set(played[seat]!.map((p) => p.kind));
      expect(kinds, `seat ${seat}`).toContain('plot');
      expect(kinds, `seat ${seat}`).toContain('allocate');
      expect(played[seat]!.some((p) => p.kind === 'order' || p.kind === 'hold')).toBe(true);
    }
    // The seats take turns from the first turn plot on (the seat that submits last in a step goes first in the
    // next), and the cover went up over a fresh turn plot, order and allocation.
    expect(covers.length).toBeGreaterThanOrEqual(6);
    expect(covers).toEqual(covers.map((_, i) => (i % 2 === 0 ? 'a' : 'b')));
    expect([...hiddenKinds].sort()).toEqual(['allocate', 'order', 'plot']);

    // Never a seat's screen straight after the other's: a cover always came between, naming the seat shown next.
    const { trail, leaks } = await shownTrail(page);
    expect(leaks, 'changes with a cover up and a screen still in the page').toBe(0);
    const sights = trail.filter((s) => s !== 'none');
    expect(sights.filter((s) => s.startsWith('cover:'))).toHaveLength(covers.length);
    for (let i = 1; i < sights.length; i++) {
      const [before, now] = [sights[i - 1]!, sights[i]!];
      expect(now, `${before} → ${now}`).not.toBe('screen:?');
      if (now.startsWith('screen:') && before.startsWith('screen:')) expect(now, `${before} → ${now}`).toBe(before);
      if (now.startsWith('screen:') && before.startsWith('cover:'))
        expect(now.slice('screen:'.length)).toBe(before.slice('cover:'.length));
    }

    // The server has every command the page sent, from the seat that sent it.
    const summary = (await (await fetch(`${stage.server.url}/api/matches/${id}`)).json()) as MatchSummary;
    expect(summary.status).toBe('finished');
    const commands = await storedCommands(stage.server, id);
    for (const seat of ['a', 'b']) expect(commands.filter((c) => c.seat === seat)).toHaveLength(played[seat]!.length);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('never shows the cover to a browser that holds one seat, nor to a spectator', async () => {
    const { context, page, errors } = await openPage(stage.browser, watchShown);
    const id = await createInLobby(page, stage.server.url, {
      b: { kind: 'bot', bot: 'brawler' },
      turnLimit: 1,
      seed: 'e2e-hotseat-2',
    });
    await page.getByTestId('board').waitFor();

    const watcherContext = await newPerson(stage.browser);
    await watcherContext.addInitScript(watchShown);
    const watcher = await watcherContext.newPage();
    watchErrors(watcher, errors);
    await watcher.goto(`${stage.server.url}/m/${id}`);
    await watcher.getByTestId('board').waitFor();

    const played = await playUntil(page, (s) => s.phase >= 4);
    expect(played.length).toBeGreaterThan(3);
    await watcher.getByTestId('pending-seats').waitFor();
    for (const p of [page, watcher]) {
      const { trail, leaks } = await shownTrail(p);
      expect(trail.filter((s) => s.startsWith('cover:'))).toEqual([]);
      expect(leaks).toBe(0);
      expect(await p.getByTestId('cover-screen').count()).toBe(0);
    }
    expect((await shownTrail(page)).trail.filter((s) => s !== 'none')).toEqual(['screen:a']);
    expect(errors).toEqual([]);
    await Promise.all([context.close(), watcherContext.close()]);
  });
});
