/**
 * Playing GLADIATOR through the client as a person does: the lobby's form, the turn plot's phase buttons, the
 * order pad's notation field and the allocation grid, found by their data-testid. Every wait is for a state the
 * page shows (a control for the next step, the outcome), never a fixed pause.
 */
import type { Page } from 'playwright-core';

export type SeatChoice = { kind: 'here' } | { kind: 'invite' } | { kind: 'open' } | { kind: 'bot'; bot: string };

export interface NewMatch {
  b: SeatChoice;
  turnLimit: number;
  seed?: string;
  /** The match clock (the lobby's default, off, when absent). */
  clock?: 'off' | 'reaction' | 'slow';
}

/** Fills the lobby's form and starts the match; returns its id. The page is left on the match, or on the invites. */
export async function createInLobby(page: Page, base: string, m: NewMatch): Promise<string> {
  await page.goto(`${base}/`);
  await page.getByTestId('create-match').waitFor();
  await page.getByTestId('option-turnLimit').fill(String(m.turnLimit));
  if (m.seed) await page.getByTestId('seed-input').fill(m.seed);
  if (m.clock) await page.getByTestId('clock-select').selectOption(m.clock);
  await page.getByTestId('seat-a-holder').selectOption('here');
  await page.getByTestId('seat-b-holder').selectOption(m.b.kind);
  if (m.b.kind === 'bot') await page.getByTestId('seat-b-bot').selectOption(m.b.bot);
  await page.getByTestId('create-match').click();
  if (m.b.kind === 'invite' || m.b.kind === 'open') {
    await page.getByTestId('match-created').waitFor();
    const text = (await page.getByTestId('match-created').textContent())?.match(/Match (\S+) is ready/);
    if (!text?.[1]) throw new Error('the lobby did not name the new match');
    return text[1];
  }
  await page.waitForURL(/#\/match\//);
  return matchIdOf(page);
}

/** The id of the match the page shows, read from its address (#/match/<id>). */
export const matchIdOf = (page: Page): string => decodeURIComponent(new URL(page.url()).hash.replace('#/match/', ''));

/** What the control panel shows: the step, and which control (none while this seat is not awaited). */
export interface ControlState {
  key: string;
  turn: number;
  phase: number;
  step: string;
  control: 'plot' | 'order' | 'allocate' | 'none';
}

export async function controlState(page: Page): Promise<ControlState> {
  const c = page.getByTestId('control');
  const [turn, phase, step, control] = await Promise.all(
    ['data-turn', 'data-phase', 'data-step', 'data-control'].map((a) => c.getAttribute(a)),
  );
  return {
    key: `${turn}.${phase}.${step}`,
    turn: Number(turn),
    phase: Number(phase),
    step: step ?? '',
    control: (control ?? 'none') as ControlState['control'],
  };
}

/**
 * Waits until this seat is awaited at a step other than `after` (the one it last acted at), or the match is over.
 * Returns the step, or null once the outcome shows.
 */
export async function nextTurn(page: Page, after: string | null, timeout = 30_000): Promise<ControlState | null> {
  const found = await page.waitForFunction(
    (last) => {
      if (document.querySelector('[data-testid="outcome"]')) return 'over';
      const c = document.querySelector<HTMLElement>('[data-testid="control"]');
      if (!c || c.dataset.control === 'none') return false;
      const key = `${c.dataset.turn}.${c.dataset.phase}.${c.dataset.step}`;
      return key !== last ? key : false;
    },
    after,
    { timeout, polling: 50 },
  );
  if ((await found.jsonValue()) === 'over') return null;
  return controlState(page);
}

/** What a seat submitted through the page. */
export type Submitted =
  | { kind: 'plot'; key: string; moving: number[] }
  | { kind: 'order'; key: string; order: string }
  | { kind: 'hold'; key: string }
  | { kind: 'allocate'; key: string; attack: number; defence: number[] };

/** Picks an order among those the pad offers (null: hold). */
export type OrderChooser = (offered: string[], state: ControlState) => string | null;

/** Moves forward whenever it may, gets up when down, stumbles when it must, else holds. */
export const forward: OrderChooser = (offered) =>
  ['F', 'KN', 'S', 'RO-FL'].find((o) => offered.includes(o)) ?? (offered.includes('hold') ? null : offered[0]!);

/** The orders the pad offers now ('hold' among them when holding is allowed). */
export async function offeredOrders(page: Page): Promise<string[]> {
  const list = await page.locator('#offered-orders option').evaluateAll((os) => os.map((o) => o.getAttribute('value')));
  const hold = (await page.getByTestId('order-hold').count()) > 0;
  return [...(hold ? ['hold'] : []), ...list.filter((o): o is string => !!o)];
}

/**
 * Waits for the page to take the command: the step moves on for this seat, the outcome shows, or (hot-seat) the
 * cover goes up because the device passes to another seat.
 */
async function settled(page: Page, key: string): Promise<void> {
  await page.waitForFunction(
    (k) => {
      if (document.querySelector('[data-testid="outcome"]')) return true;
      if (document.querySelector('[data-testid="command-rejected"]')) return true;
      if (document.querySelector('[data-testid="cover-screen"]')) return true;
      const c = document.querySelector<HTMLElement>('[data-testid="control"]');
      if (!c) return false;
      const now = `${c.dataset.turn}.${c.dataset.phase}.${c.dataset.step}`;
      return now !== k || c.dataset.control === 'none';
    },
    key,
    { polling: 50 },
  );
  const refused = page.getByTestId('command-rejected');
  if ((await refused.count()) > 0) throw new Error(`the server refused a command: ${await refused.textContent()}`);
}

/** Plots the phases the panel marks at first (the allowance, from phase 1), after trying the phase buttons. */
async function plot(page: Page, state: ControlState): Promise<Submitted> {
  // Toggle a phase off and on again: the buttons are what a person uses, and the count must follow them.
  const count = page.getByTestId('plot-count');
  const before = await count.textContent();
  await page.getByTestId('plot-phase-1').click();
  await page.waitForFunction((t) => document.querySelector('[data-testid="plot-count"]')?.textContent !== t, before);
  await page.getByTestId('plot-phase-1').click();
  await page.waitForFunction((t) => document.querySelector('[data-testid="plot-count"]')?.textContent === t, before);
  const moving = await page
    .locator('[data-testid^="plot-phase-"][aria-pressed="true"]')
    .evaluateAll((bs) => bs.map((b) => Number(b.textContent)));
  await page.getByTestId('plot-submit').click();
  await settled(page, state.key);
  return { kind: 'plot', key: state.key, moving };
}

/** Writes the order in the notation field (or holds) and submits it. */
async function order(page: Page, state: ControlState, choose: OrderChooser): Promise<Submitted> {
  const offered = await offeredOrders(page);
  const text = choose(offered, state);
  if (text === null) {
    await page.getByTestId('order-hold').click();
    await settled(page, state.key);
    return { kind: 'hold', key: state.key };
  }
  await page.getByTestId('order-input').fill(text);
  await page.getByTestId('order-verdict').filter({ hasText: 'may be written now' }).waitFor();
  await page.getByTestId('order-submit').click();
  await settled(page, state.key);
  return { kind: 'order', key: state.key, order: text };
}

/**
 * Types an allocation into the grid: half the CF (the most one area may take) at the first target's chest, the
 * rest on defence of head and chest; defence only when there is no one to attack.
 */
async function allocate(page: Page, state: ControlState): Promise<Submitted> {
  const available = Number(await page.getByTestId('alloc-available').textContent());
  const half = Number(await page.getByTestId('alloc-half-limit').textContent());
  const attackCell = page.locator('[data-testid^="alloc-attack-"][data-testid$="-2"]').first();
  const canAttack = (await attackCell.count()) > 0 && half > 0;
  const attackOnly = await page.getByTestId('alloc-defence-1').isDisabled();
  const attack = canAttack ? (attackOnly ? Math.min(half, available) : half) : 0;
  const rest = attackOnly ? 0 : available - attack;
  const defence = [Math.floor(rest / 2), rest - Math.floor(rest / 2), 0, 0, 0];
  if (attack > 0) await attackCell.fill(String(attack));
  if (!attackOnly) {
    await page.getByTestId('alloc-defence-1').fill(String(defence[0]));
    await page.getByTestId('alloc-defence-2').fill(String(defence[1]));
  }
  await page
    .getByTestId('alloc-total')
    .filter({ hasText: `= ${attack + defence[0]! + defence[1]!} of ${available}` })
    .waitFor();
  await page.getByTestId('alloc-submit').click();
  await settled(page, state.key);
  return { kind: 'allocate', key: state.key, attack, defence };
}

/** Acts once for the seat the page shows, with the control the step calls for. */
export async function act(page: Page, state: ControlState, choose: OrderChooser = forward): Promise<Submitted> {
  switch (state.control) {
    case 'plot':
      return plot(page, state);
    case 'order':
      return order(page, state, choose);
    case 'allocate':
      return allocate(page, state);
    case 'none':
      throw new Error(`nothing to do at ${state.key}`);
  }
}

/** Plays the page's seat until the outcome shows (or `until` says stop); returns what it submitted. */
export async function playUntil(
  page: Page,
  until: (s: ControlState) => boolean = () => false,
  choose: OrderChooser = forward,
  limit = 400,
): Promise<Submitted[]> {
  const done: Submitted[] = [];
  let last: string | null = null;
  for (let i = 0; i < limit; i++) {
    const state = await nextTurn(page, last);
    if (state === null || until(state)) return done;
    done.push(await act(page, state, choose));
    last = state.key;
  }
  throw new Error(`no outcome after ${limit} commands`);
}

/** The event numbers the page's combat log shows, in order. */
export async function loggedEvents(page: Page): Promise<number[]> {
  return page
    .locator('[data-testid="event-log"] .event')
    .evaluateAll((es) => es.map((e) => Number(e.getAttribute('data-testid')?.replace('event-', ''))));
}

/** The match's version (commands applied) as the header shows it. */
export async function shownVersion(page: Page): Promise<number> {
  return Number(await page.getByTestId('match-version').getAttribute('data-version'));
}
