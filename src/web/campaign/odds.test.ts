import { describe, expect, it } from 'vitest';
import { unwrap } from '../../core/result.js';
import { type CampaignState, campaign } from '../../games/campaign/module.js';
import type { League } from '../../games/campaign/owners.js';
import { pay } from '../../games/campaign/owners.js';
import type { CampaignCommand } from '../../games/campaign/schema.js';
import { oddsRows, readStake } from './odds.js';

const act = (s: CampaignState, seat: string, cmd: CampaignCommand) => unwrap(campaign.apply(s, seat, cmd)).state;

/** A league at its mandatory wager: each fighting owner has put up his first fit man with the sword or short sword. */
function atWager(seed: string, money: Record<string, number> = {}): CampaignState {
  let s = unwrap(campaign.setup(campaign.options.parse({ kind: 'owners', owners: 3, stables: 'uniform' }), seed));
  let league = s.league as League;
  for (const [id, amount] of Object.entries(money))
    league = pay(league, id, { match: 0, rule: '§22.2', amount, text: 'a test adjusts the purse' });
  s = { ...s, league };
  const first = s.pairing?.first as string;
  const second = s.pairing?.second as string;
  const manOf = (id: string) => league.owners.find((o) => o.id === id)?.stable[0] as number;
  s = act(s, first, { type: 'fighter', man: manOf(first), armament: 'sword' });
  s = act(s, second, { type: 'fighter', man: manOf(second), armament: 'shortSword' });
  expect(s.step).toBe('wager');
  return s;
}

const rowsOf = (s: CampaignState) =>
  oddsRows((s.league as League).owners, s.pairing?.first as string, s.pairing?.second as string, s.wagers);

const wager = (s: CampaignState, odds: number, stake: number) =>
  campaign.apply(s, s.pairing?.first as string, { type: 'wager', odds, stake });

describe('the odds ladder of §22.5 as a table', () => {
  it('§22.5 the ladder: 1 to 1 for 100 up to 5 to 1 for 1,600, each rung doubling the least stake', () => {
    const rows = rowsOf(atWager('ladder'));
    expect(rows.map((r) => [r.odds, r.minimum])).toEqual([
      [1, 100],
      [2, 200],
      [3, 400],
      [4, 800],
      [5, 1600],
    ]);
    // 10,000 each: the taker's purse caps the stake at evens, the offerer's at 2 to 1 and over.
    expect(rows.map((r) => r.maximum)).toEqual([10_000, 5_000, 3_333, 2_500, 2_000]);
  });

  for (const [name, money] of [
    ['full purses', {}],
    ['a poor offerer', { o1: -8_500, o2: -8_500, o3: -8_500 }],
    ['a poor taker', { o1: -9_700, o2: -9_700, o3: -9_700 }],
  ] as const)
    it(`§22.5 with ${name}, a rung is open exactly when the engine offers it, and its limits are the engine's`, () => {
      const s = atWager(`odds-${name}`, money);
      const offered = new Set(
        campaign.legal(s, s.pairing?.first as string).commands.map((c) => (c as { odds: number }).odds),
      );
      for (const r of rowsOf(s)) {
        expect(r.open, `${r.odds} to 1`).toBe(offered.has(r.odds));
        if (!r.open) {
          expect(r.refused).toMatch(/sesterces/);
          continue;
        }
        expect(wager(s, r.odds, r.maximum).ok).toBe(true);
        expect(wager(s, r.odds, r.maximum + 1).ok).toBe(false);
        expect(wager(s, r.odds, r.minimum - 1).ok).toBe(false);
      }
    });

  it('§22.5 a typed stake is read within its rung or refused in words', () => {
    const row = { odds: 3, minimum: 400, maximum: 900, open: true, refused: null };
    expect(readStake(' 500 ', row)).toEqual({ ok: true, stake: 500 });
    expect(readStake('399', row)).toMatchObject({ ok: false, message: 'at 3 to 1 the stake is at least 400' });
    expect(readStake('901', row)).toMatchObject({ ok: false, message: /at most 900/ });
    expect(readStake('4.5', row)).toMatchObject({ ok: false, message: /whole number/ });
  });
});
