/**
 * What the end-to-end tests share: a real `ludus serve` (buildServer on a temporary SQLite file, serving the built
 * client from dist/web) and Debian's Chromium driven by playwright-core. Nothing is mocked: the browser loads the
 * client from the server and plays over its WebSocket.
 */

import { existsSync, mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { AxeBuilder } from '@axe-core/playwright';
import type { FastifyInstance } from 'fastify';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import type { GameEvent } from '../core/protocol.js';
import { buildServer, type ServerOptions } from '../server/server.js';
import type { EventsPageBody, MatchCreated } from '../server/wire.js';

export const WEB_ROOT = fileURLToPath(new URL('../../dist/web', import.meta.url));
/**
 * The timeout of a whole page's picture for test-output/: longer than a context's 15 s, for a full page with a board
 * can take that long on a loaded machine (CI once failed on it), and a picture is a record, not a check.
 */
export const PICTURE_MS = 60_000;

/** Screenshots and timings the tests leave behind (git-ignored). */
export const OUT_DIR = fileURLToPath(new URL('../../test-output', import.meta.url));
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_ARGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function outPath(name: string): string {
  mkdirSync(OUT_DIR, { recursive: true });
  return join(OUT_DIR, name);
}

export async function launchBrowser(): Promise<Browser> {
  if (!existsSync(CHROMIUM)) throw new Error(`no Chromium at ${CHROMIUM}: run bash scripts/ensure-chromium.sh`);
  return chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
}

/** A browser context as a separate person's browser: its own storage, a screen large enough for the board. */
export async function newPerson(browser: Browser): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 1000 } });
  context.setDefaultTimeout(15_000);
  return context;
}

export interface LiveServer {
  app: FastifyInstance;
  port: number;
  /** http://127.0.0.1:port */
  url: string;
  dbFile: string;
  close(): Promise<void>;
}

/** A match's commands as the server stored them, oldest first, parsed: the server tests' helper serves here too. */
export { storedCommands } from '../server/testkit.js';

/** A temporary directory for one test file's SQLite store. */
export const tempDir = (): string => mkdtempSync(join(tmpdir(), 'ludus-e2e-'));

/**
 * What a test may change in the server it starts: e.g. `clockMs: { reaction: 1500 }` for a clock that runs out
 * within a test. The store, the client and the logger are the harness's.
 */
export type StageServerOptions = Omit<ServerOptions, 'dbUrl' | 'webRoot' | 'logger'>;

/**
 * `ludus serve` in this process: the real server on a SQLite file, listening on the loopback interface (a free
 * port unless one is given, e.g. the port of a server this one replaces), with `options` on top of the defaults.
 */
export async function startServer(dbFile: string, port = 0, options: StageServerOptions = {}): Promise<LiveServer> {
  if (!existsSync(join(WEB_ROOT, 'index.html')))
    throw new Error(`the client is not built in ${WEB_ROOT}: run npm run build:web (npm run test:e2e does)`);
  const app = await buildServer({ ...options, dbUrl: dbFile, webRoot: WEB_ROOT, logger: { level: 'warn' } });
  await app.listen({ port, host: '127.0.0.1' });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('the server has no port');
  return {
    app,
    port: address.port,
    url: `http://127.0.0.1:${address.port}`,
    dbFile,
    close: () => app.close(),
  };
}

/** A browser and a server for one test file. A test may replace `server` (a restart); the last one is closed. */
export interface Stage {
  browser: Browser;
  server: LiveServer;
  dbFile: string;
}

/** Starts the stage before the file's tests (the server with `options`, if any) and closes it after them. */
export function useStage(dbFile: string = join(tempDir(), 'ludus.sqlite'), options: StageServerOptions = {}): Stage {
  const stage = { dbFile } as Stage;
  beforeAll(async () => {
    [stage.browser, stage.server] = await Promise.all([launchBrowser(), startServer(dbFile, 0, options)]);
  });
  afterAll(async () => {
    await stage.browser?.close();
    await stage.server?.close();
  });
  return stage;
}

/** Every WebSocket frame a page receives and sends, as text, with the time it was seen. */
export interface FrameLog {
  received: { at: number; text: string }[];
  sent: { at: number; text: string }[];
}

/** Starts recording a page's WebSocket frames; call before the page opens the match. */
export function recordFrames(page: Page): FrameLog {
  const log: FrameLog = { received: [], sent: [] };
  page.on('websocket', (ws) => {
    ws.on('framereceived', (f) => log.received.push({ at: Date.now(), text: String(f.payload) }));
    ws.on('framesent', (f) => log.sent.push({ at: Date.now(), text: String(f.payload) }));
  });
  return log;
}

/** Fails the test on an error the page throws or logs (a broken client should not pass by luck). */
export function watchErrors(page: Page, errors: string[]): void {
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  page.on('console', (m) => {
    // A refused WebSocket while the server restarts is expected; anything else is not.
    if (m.type() === 'error' && !/WebSocket|ERR_CONNECTION_REFUSED|Failed to load resource/.test(m.text()))
      errors.push(`console: ${m.text()}`);
  });
}

/**
 * A person's browser with one page open, and the list its page errors go to (watchErrors). `init` runs in the
 * page before any of the client's scripts.
 */
export async function openPage(
  browser: Browser,
  init?: () => void,
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await newPerson(browser);
  if (init) await context.addInitScript(init);
  const page = await context.newPage();
  const errors: string[] = [];
  watchErrors(page, errors);
  return { context, page, errors };
}

/** Creates a match of brawler against brawler over HTTP (a seeded bot match leads where the test expects). */
export async function createBotMatch(base: string, options: Record<string, unknown>, seed: string): Promise<string> {
  const created = await fetch(`${base}/api/matches`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      game: 'gladiator',
      options,
      seats: { a: { kind: 'bot', bot: 'brawler' }, b: { kind: 'bot', bot: 'brawler' } },
      seed,
    }),
  });
  if (created.status !== 201) throw new Error(`creating the match: HTTP ${created.status} ${await created.text()}`);
  return ((await created.json()) as MatchCreated).id;
}

/** Every event a spectator may see, page by page from GET /api/matches/:id/events. */
export async function allEvents(base: string, id: string): Promise<GameEvent[]> {
  const out: GameEvent[] = [];
  let after = 0;
  for (;;) {
    const page = (await (await fetch(`${base}/api/matches/${id}/events?after=${after}`)).json()) as EventsPageBody;
    out.push(...page.events.map((e) => e.event as GameEvent));
    if (page.next === null || page.events.length === 0) return out;
    after = page.next;
  }
}

/**
 * Serious and critical axe violations (WCAG 2 A and AA) on the page, and a sideways scroll, in words. With `part`
 * (a data-testid) axe looks only inside that element; the sideways scroll is always the whole page's.
 */
export async function audit(page: Page, where: string, part?: string): Promise<string[]> {
  const found: string[] = [];
  const axe = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']);
  const result = await (part ? axe.include(`[data-testid="${part}"]`) : axe).analyze();
  for (const v of result.violations)
    if (v.impact === 'serious' || v.impact === 'critical')
      found.push(`${where}: ${v.id} ${v.help}: ${v.nodes.map((n) => n.target.join(' ')).join('; ')}`);
  const { scroll, client } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  if (scroll > client) found.push(`${where}: scrolls sideways (${scroll} px in ${client})`);
  return found;
}
