/**
 * What the campaign tests share (only tests import this file): bot pacing fast enough to play whole campaigns, a
 * person's play of his man's seat, and ways to read a campaign back.
 */
import type { Legal } from '../core/protocol.js';
import type { RngState } from '../core/rng.js';
import type { Bot } from '../core/runner.js';
import type { CampaignView } from '../games/campaign/module.js';
import { BOTS } from '../games/registry.js';
import type { CampaignMatchTable } from './db.js';
import type { MatchService } from './service.js';
import type { Running } from './testkit.js';

/** Matches of bots alone move as fast as the store takes them. */
export const FAST = { backgroundBotMovesPerSecond: 100_000, botMoveMs: 1 };

/** Resolves once `test` holds, asking every 20 ms; fails after `ms`. */
export async function waitFor(test: () => Promise<boolean> | boolean, ms = 20_000): Promise<void> {
  const until = Date.now() + ms;
  for (;;) {
    if (await test()) return;
    if (Date.now() > until) throw new Error(`not so within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** The campaign's links to its matches as stored, oldest first. */
export async function linksOf(run: Pick<Running, 'app'>, id: string): Promise<CampaignMatchTable[]> {
  const rows = await run.app.store.db
    .selectFrom('campaign_matches')
    .selectAll()
    .where('campaign_id', '=', id)
    .orderBy('n')
    .execute();
  return rows.map((r) => ({ ...r, n: Number(r.n), applied: Number(r.applied) }));
}

/** The campaign as a spectator sees it now (loaded if need be). */
export async function campaignState(run: Pick<Running, 'app'>, id: string): Promise<CampaignView> {
  const found = await run.app.matches.prepare(id);
  if (!found.ok) throw new Error(found.error.message);
  return run.app.matches.stateFor(id, 'spectator', 0).view as CampaignView;
}

/**
 * Plays `seat` of a loaded match with the brawler's choices, as a person holding `token` would, until the match
 * ends; the other seat's bot answers on its own.
 */
export async function playSeat(service: MatchService, id: string, seat: string, token: string, rng: RngState) {
  const brawler = BOTS.gladiator?.brawler as Bot;
  for (let i = 0; i < 10_000 && !service.stateFor(id, seat, 0).outcome; i++) {
    const now = service.stateFor(id, seat, service.lastEvent(id));
    if (!now.pending.includes(seat)) {
      await service.settled(id);
      continue;
    }
    const choice = brawler.choose(now.view, now.legal as Legal<unknown>, rng);
    const r = await service.submit(id, seat, token, choice, now.version ?? 0);
    if (!r.ok) throw new Error(`${id}: ${r.error.message}`);
  }
  if (!service.stateFor(id, seat, 0).outcome) throw new Error(`${id} did not end`);
}
