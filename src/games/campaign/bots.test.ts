import { describe, expect, it } from 'vitest';
import { unwrap } from '../../core/result.js';
import { seedRng } from '../../core/rng.js';
import { playMatch } from '../../core/runner.js';
import { BOTS, GAMES, INVARIANTS } from '../registry.js';
import { matchResultCommand } from './arena.js';
import { arenaBot, careerBot, houseBot, might, ownerBot } from './bots.js';
import { ARENA, type CampaignState, campaign, PLAYER } from './module.js';
import type { CampaignCommand } from './schema.js';
import { fixtureMan, playDuel } from './testkit.js';

const start = (options: Record<string, unknown>, seed = 'bots'): CampaignState =>
  unwrap(campaign.setup(campaign.options.parse(options), seed));
const act = (s: CampaignState, seat: string, cmd: CampaignCommand) => unwrap(campaign.apply(s, seat, cmd)).state;
const ask = (bot: typeof careerBot, s: CampaignState, seat: string, rng = seedRng('bot')) =>
  bot.choose(campaign.view(s, seat), campaign.legal(s, seat), rng) as CampaignCommand;

/** A career whose man is `over` with `points` experience to spend. */
function careerWith(over: Parameters<typeof fixtureMan>[0], points: number): CampaignState {
  const s = start({ kind: 'career' });
  const man = fixtureMan({ ...over, experience: [{ match: 1, rule: '§21.2', amount: points, text: 'test' }] });
  return { ...s, career: { ...(s.career as NonNullable<CampaignState['career']>), men: [man] } };
}

/** Plays a league with the owner bots until `step`, the arena fighting for real. */
function leagueAt(step: CampaignState['step'], options: Record<string, unknown> = {}, seed = 'bots'): CampaignState {
  let s = start({ kind: 'owners', owners: 3, ...options }, seed);
  const rng = seedRng(`${seed}/bots`);
  for (let i = 0; s.step !== step; i++) {
    if (i > 500 || s.step === 'over') throw new Error(`never reached ${step}`);
    const seat = campaign.pending(s)[0] as string;
    s = act(s, seat, ask(seat === ARENA ? arenaBot : ownerBot, s, seat, rng));
  }
  return s;
}

describe('the campaign is registered with its bots and invariants', () => {
  it('campaign is a game every tool sees, with the career, owner, arena and house bots', () => {
    expect(GAMES.campaign).toBe(campaign);
    expect(Object.keys(BOTS.campaign ?? {}).sort()).toEqual(['arena', 'career', 'house', 'owner']);
    expect(INVARIANTS.campaign?.(start({ kind: 'owners' }))).toBeNull();
  });
});

describe('§21.3 the career bot', () => {
  it('§21.3 buys the point its man lacks most when he can pay for it', () => {
    // TR 8 is four short of a sound 12 at 25 points a point; W 10 only two short at 50.
    const s = careerWith({ TR: 8, W: 10, ST: 2, AG: 2, CON: 5 }, 30);
    expect(ask(careerBot, s, PLAYER)).toEqual({ type: 'buy', improvement: 'TR' });
  });
  it('§21.3 saves for what he lacks most rather than buy a point he hardly needs', () => {
    // Strength -2 is what he lacks (35 points); 30 would buy Training, which he has plenty of.
    const s = careerWith({ TR: 14, ST: -2, AG: 2, CON: 5, W: 12 }, 30);
    expect(ask(careerBot, s, PLAYER)).toEqual({ type: 'ready' });
    expect(ask(careerBot, careerWith({ TR: 14, ST: -2, AG: 2, CON: 5, W: 12 }, 36), PLAYER)).toEqual({
      type: 'buy',
      improvement: 'ST',
    });
  });
  it('§21.3 with nothing to spend it goes to the next match', () => {
    expect(ask(careerBot, start({ kind: 'career' }), PLAYER)).toEqual({ type: 'ready' });
  });
});

describe('§22.3-22.5 the owner bot', () => {
  it('§22.3 puts up its strongest fit man and says why in the event', () => {
    const s = leagueAt('first');
    const seat = campaign.pending(s)[0] as string;
    const cmd = ask(ownerBot, s, seat) as Extract<CampaignCommand, { type: 'fighter' }>;
    const league = s.league as NonNullable<CampaignState['league']>;
    const stable = (league.owners.find((o) => o.id === seat)?.stable ?? []).map((id) => league.men[id]!);
    expect(might(league.men[cmd.man]!)).toBe(Math.max(...stable.map(might)));
    const applied = unwrap(campaign.apply(s, seat, cmd));
    expect(applied.events[0]?.text).toContain('his strongest man');
  });
  it('§22.3 never answers a trident with a trident', () => {
    for (const seed of ['n1', 'n2', 'n3', 'n4', 'n5', 'n6']) {
      const s = leagueAt('wager', { advanced: true }, seed);
      const [a, b] = s.fighters ?? [];
      expect(a?.armament === 'trident' && b?.armament === 'trident').toBe(false);
    }
  });
  it('§22.5 offers longer odds and stakes more when its man is stronger', () => {
    const s = leagueAt('wager');
    const seat = s.pairing?.first as string;
    const f = s.fighters as NonNullable<CampaignState['fighters']>;
    const league = s.league as NonNullable<CampaignState['league']>;
    const withMan = (mine: number) => ({
      ...s,
      league: { ...league, men: { ...league.men, [f[0].man]: { ...league.men[f[0].man]!, TR: mine } } },
    });
    const weak = ask(ownerBot, withMan(2), seat) as Extract<CampaignCommand, { type: 'wager' }>;
    const strong = ask(ownerBot, withMan(30), seat) as Extract<CampaignCommand, { type: 'wager' }>;
    expect(weak.odds).toBe(1);
    expect(strong.odds).toBeGreaterThan(weak.odds);
    expect(strong.stake).toBeGreaterThan(weak.stake);
    expect(campaign.apply(withMan(30), seat, strong).ok).toBe(true);
  });
  it('§22.4 bids more for a better man, and never beyond what it can spare', () => {
    const s = leagueAt('auction');
    const seat = campaign.pending(s)[0] as string;
    const lot = s.lots[0]!;
    const withLot = (TR: number) => ({ ...s, lots: [{ ...lot, TR }, ...s.lots.slice(1)] });
    const poor = ask(ownerBot, withLot(4), seat) as Extract<CampaignCommand, { type: 'bid' }>;
    const rich = ask(ownerBot, withLot(16), seat) as Extract<CampaignCommand, { type: 'bid' }>;
    expect(rich.amount).toBeGreaterThan(poor.amount);
    const league = s.league as NonNullable<CampaignState['league']>;
    const broke = {
      ...withLot(16),
      league: {
        ...league,
        owners: league.owners.map((o) =>
          o.id === seat ? { ...o, money: [...o.money, { match: 1, rule: '§22.4', amount: -9_000, text: 't' }] } : o,
        ),
      },
    };
    const has = campaign.view(broke, seat).league?.owners.find((o) => o.id === seat);
    const purse = (has?.money ?? []).reduce((t, l) => t + l.amount, 0);
    const b = ask(ownerBot, broke, seat) as Extract<CampaignCommand, { type: 'bid' }>;
    expect(b.amount).toBeLessThanOrEqual(Math.max(0, purse - 1_600));
  });
});

describe('§21.5 the arena bot', () => {
  it('§21.5 fights the arranged match and hands in its result, the same from the same seed', () => {
    const s = act(start({ kind: 'career' }), PLAYER, { type: 'ready' });
    const one = ask(arenaBot, s, ARENA, seedRng('arena'));
    expect(ask(arenaBot, s, ARENA, seedRng('arena'))).toEqual(one);
    expect(one.type).toBe('match-result');
    const report = (one as Extract<CampaignCommand, { type: 'match-result' }>).report;
    expect(report.seats.a.name).toBe(s.arranged?.a.name);
    expect(campaign.apply(s, ARENA, one).ok).toBe(true);
  });
  it('§21.2 the server and the arena bot share one way from a finished match to the command', () => {
    const s = act(start({ kind: 'career' }), PLAYER, { type: 'ready' });
    const d = playDuel(s.arranged!.a, s.arranged!.b, 'shared');
    const cmd = unwrap(matchResultCommand(d.state, d.events));
    expect(campaign.command.safeParse(cmd).success).toBe(true);
    expect(campaign.apply(s, ARENA, cmd).ok).toBe(true);
  });
  it('§21.2 an unfinished match is refused, naming the rule', () => {
    const s = act(start({ kind: 'career' }), PLAYER, { type: 'ready' });
    const d = playDuel(s.arranged!.a, s.arranged!.b, 'shared');
    const r = matchResultCommand({ ...d.state, outcome: null }, d.events);
    expect(r.ok ? null : r.error).toMatchObject({ code: 'match-unfinished', rule: '§21.2' });
  });
});

describe('§21.6 §22.8 bots play whole campaigns', () => {
  it('§21.6 a career bot and the arena play a career to its end', () => {
    const r = unwrap(
      playMatch(campaign, { options: { kind: 'career' }, seed: 'whole', bots: { player: careerBot, arena: arenaBot } }),
    );
    expect(r.outcome?.rule).toBe('§21.6');
  });
  it('§22.8 the house bot plays every seat of a league to its end', () => {
    const seats = { o1: houseBot, o2: houseBot, o3: houseBot, arena: houseBot };
    const r = unwrap(
      playMatch(campaign, { options: { kind: 'owners', owners: 3, matches: 10 }, seed: 'whole', bots: seats }),
    );
    expect(r.outcome?.rule).toBe('§22.8');
  });
});
