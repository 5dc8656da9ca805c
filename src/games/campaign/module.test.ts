import { describe, expect, it } from 'vitest';
import { checkConformance } from '../../core/conformance.js';
import { parseCommand } from '../../core/protocol.js';
import { unwrap } from '../../core/result.js';
import { playMatch } from '../../core/runner.js';
import { houseBot } from './bots.js';
import { matchReport } from './experience.js';
import { campaignInvariant } from './invariants.js';
import { ARENA, type CampaignState, campaign, PLAYER } from './module.js';
import type { CampaignCommand } from './schema.js';
import { playDuel } from './testkit.js';

const start = (options: Record<string, unknown>, seed = 'm'): CampaignState =>
  unwrap(campaign.setup(campaign.options.parse(options), seed));
const act = (s: CampaignState, seat: string, cmd: CampaignCommand) => unwrap(campaign.apply(s, seat, cmd)).state;

/** Plays the arranged match for real and hands its report in from the arena seat. */
function fight(s: CampaignState, seed: string): CampaignState {
  if (!s.arranged) throw new Error('no match arranged');
  const d = playDuel(s.arranged.a, s.arranged.b, seed, { advanced: s.arranged.advanced });
  return act(s, ARENA, { type: 'match-result', report: unwrap(matchReport(d.state, d.events)) as never });
}

describe('the campaign module: a career', () => {
  it('§21.5 ready arranges a match that waits for the arena; its result is taken once', () => {
    let s = start({ kind: 'career' });
    expect(campaign.pending(s)).toEqual([PLAYER]);
    s = act(s, PLAYER, { type: 'ready' });
    expect([s.step, campaign.pending(s)]).toEqual(['match', [ARENA]]);
    expect(s.arranged?.a.name).toBe(s.career?.men[0]?.name);
    const after = fight(s, 'career-1');
    expect(after.career?.matches).toBe(1);
    const again = campaign.apply(after, ARENA, {
      type: 'match-result',
      report: (campaign.legal(s, ARENA).commands[0] as { report: unknown }).report,
    } as never);
    expect(again.ok ? null : again.error.code).toBe('not-your-turn');
  });
  it('§21.3 an improvement without the experience is refused through the module', () => {
    const r = campaign.apply(start({ kind: 'career' }), PLAYER, { type: 'buy', improvement: 'CON' });
    expect(r.ok ? null : r.error).toMatchObject({ code: 'not-enough-experience', rule: '§21.3' });
  });
  it('§21.3 a bad command is refused by its schema, naming the field', () => {
    const r = parseCommand(campaign as never, { type: 'buy', improvement: 'MOVE' });
    expect(r.ok ? null : r.error.message).toContain('improvement');
  });
  it('§21.6 a career played with real matches ends when won or when its matches run out', () => {
    let s = start({ kind: 'career', matches: 15 }, 'real');
    for (let i = 0; !campaign.outcome(s); i++) {
      s = act(s, PLAYER, { type: 'ready' });
      if (campaign.outcome(s)) break;
      s = fight(s, `real-${i}`);
    }
    expect(s.career?.won || s.career?.matches === 15).toBe(true);
  });
});

describe('the campaign module: an owners’ league', () => {
  it('§22.3-22.5 who fights, armament, the wager, the match and the auction, through commands', () => {
    let s = start({ kind: 'owners', owners: 3, advanced: true, stables: 'uniform', sideBets: 'none' }, 'own');
    expect(s.step).toBe('first');
    const first = s.pairing?.first as string;
    const second = s.pairing?.second as string;
    const man = (o: string) => s.league?.owners.find((x) => x.id === o)?.stable[0] as number;
    s = act(s, first, { type: 'fighter', man: man(first), armament: 'trident' });
    const rvr = campaign.apply(s, second, { type: 'fighter', man: man(second), armament: 'trident' });
    expect(rvr.ok ? null : rvr.error.code).toBe('retiarius-v-retiarius');
    s = act(s, second, { type: 'fighter', man: man(second), armament: 'shortSword' });
    const under = campaign.apply(s, first, { type: 'wager', odds: 3, stake: 300 });
    expect(under.ok ? null : under.error).toMatchObject({ code: 'wager-under-minimum', rule: '§22.5' });
    s = act(s, first, { type: 'wager', odds: 3, stake: 400 });
    expect(s.arranged?.a.type).toBe('retarius');
    s = fight(s, 'own-1');
    expect(s.league?.matches).toBe(1);
    expect(['first', 'auction', 'improve']).toContain(s.step);
  });
  it('§22.4 bids stay secret until every owner has bid', () => {
    let s = start({ kind: 'owners', owners: 2, stables: 'uniform' }, 'bids');
    for (let i = 0; s.step !== 'auction' && i < 200; i++) {
      const seat = campaign.pending(s)[0] as string;
      const cmd = campaign.legal(s, seat).commands[seat === ARENA ? 1 : 0] as CampaignCommand;
      s = act(s, seat, cmd);
    }
    expect(s.step).toBe('auction');
    const [o1, o2] = campaign.pending(s) as [string, string];
    s = act(s, o1, { type: 'bid', amount: 777 });
    expect(campaign.view(s, o2).myBid).toBeNull();
    expect(JSON.stringify(campaign.view(s, o2))).not.toContain('777');
    expect(campaign.view(s, o1).myBid).toBe(777);
    const broke = campaign.apply(s, o2, { type: 'bid', amount: 1_000_000 });
    expect(broke.ok ? null : broke.error.code).toBe('bid-beyond-money');
  });
});

describe('the campaign module passes the conformance harness with its invariants', () => {
  for (const options of [
    { kind: 'career', matches: 12 },
    { kind: 'owners', owners: 3, matches: 8 },
    { kind: 'owners', owners: 4, matches: 8, advanced: true, auction: 'open', champion: 'mostVictories' },
  ]) {
    it(`${JSON.stringify(options)}: 8 seeded random campaigns, no failure`, () => {
      const r = checkConformance(campaign as never, {
        matches: 8,
        options,
        seedPrefix: 'camp',
        invariant: campaignInvariant,
      });
      expect(r.failures).toEqual([]);
      expect(r.outcomes.unfinished ?? 0).toBe(0);
    });
  }
});

describe('a league in words', () => {
  it('§22.3 §22.8 names owners as people read them ("Owner 2"), never by seat id, in every event and the outcome', () => {
    const r = playMatch(campaign, {
      seed: 'owner-words',
      options: { kind: 'owners', owners: 3, matches: 4 },
      bots: { o1: houseBot, o2: houseBot, o3: houseBot, arena: houseBot },
    });
    if (!r.ok) throw new Error(r.error.message);
    const texts = [
      ...r.value.events.flatMap((e) => [e.text ?? '', ...(e.rolls ?? []).map((roll) => roll.purpose)]),
      r.value.outcome?.text ?? '',
    ];
    expect(texts.some((t) => /\bOwner [123]\b/.test(t))).toBe(true);
    expect(texts.filter((t) => /\bo[1-6]\b/.test(t))).toEqual([]);
  });
});
