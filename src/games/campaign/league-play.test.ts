import { describe, expect, it } from 'vitest';
import { unwrap } from '../../core/result.js';
import { seedRng } from '../../core/rng.js';
import { arenaBot, ownerBot } from './bots.js';
import { balance } from './ledger.js';
import { type CampaignState, campaign, OFFERS_PER_MATCH } from './module.js';
import type { CampaignCommand } from './schema.js';

const start = (options: Record<string, unknown>, seed = 'play'): CampaignState =>
  unwrap(campaign.setup(campaign.options.parse({ kind: 'owners', ...options }), seed));
const act = (s: CampaignState, seat: string, cmd: CampaignCommand) => unwrap(campaign.apply(s, seat, cmd)).state;
const refusal = (s: CampaignState, seat: string, cmd: CampaignCommand) => {
  const r = campaign.apply(s, seat, cmd);
  return r.ok ? null : r.error;
};
const purse = (s: CampaignState, id: string) => balance(s.league?.owners.find((o) => o.id === id)?.money ?? []);

/** Plays with the owner and arena bots until `until` holds. */
function playUntil(s0: CampaignState, until: (s: CampaignState) => boolean, seed = 'bots'): CampaignState {
  let s = s0;
  const rng = seedRng(seed);
  for (let i = 0; !until(s); i++) {
    if (i > 2_000 || s.step === 'over') throw new Error(`never got there (at ${s.step})`);
    const seat = campaign.pending(s)[0] as string;
    const bot = seat === 'arena' ? arenaBot : ownerBot;
    s = act(s, seat, bot.choose(campaign.view(s, seat), campaign.legal(s, seat), rng) as CampaignCommand);
  }
  return s;
}

/** The league at its side bets, the first owner having made the mandatory wager at even money. */
function atBets(options: Record<string, unknown> = {}): CampaignState {
  let s = start({ owners: 3, stables: 'uniform', ...options });
  const [first, second] = [s.pairing?.first as string, s.pairing?.second as string];
  const man = (o: string) => s.league?.owners.find((x) => x.id === o)?.stable[0] as number;
  s = act(s, first, { type: 'fighter', man: man(first), armament: 'sword' });
  s = act(s, second, { type: 'fighter', man: man(second), armament: 'shortSword' });
  return act(s, first, { type: 'wager', odds: 1, stake: 100 });
}

describe('§22.2 owners name the types of their five men', () => {
  it('§22.2 every owner names five types; the men are rolled once all have named, of those types', () => {
    let s = start({ owners: 3 });
    expect([s.step, campaign.pending(s)]).toEqual(['stable', ['o1', 'o2', 'o3']]);
    s = act(s, 'o2', { type: 'stable', types: ['light', 'light', 'light', 'light', 'light'] });
    s = act(s, 'o1', { type: 'stable', types: ['heavy', 'heavy', 'medium', 'medium', 'light'] });
    expect(campaign.pending(s)).toEqual(['o3']);
    s = act(s, 'o3', { type: 'stable', types: ['medium', 'medium', 'medium', 'medium', 'medium'] });
    const l = s.league as NonNullable<CampaignState['league']>;
    const types = (id: string) => l.owners.find((o) => o.id === id)?.stable.map((m) => l.men[m]?.type);
    expect(types('o1')).toEqual(['heavy', 'heavy', 'medium', 'medium', 'light']);
    expect(types('o2')).toEqual(Array(5).fill('light'));
    expect(s.step).toBe('first');
  });
  it('§22.2 the men are rolled in seating order, whatever order the owners named them in', () => {
    const named = (order: string[]) => {
      let s = start({ owners: 2 });
      for (const o of order) s = act(s, o, { type: 'stable', types: ['medium', 'medium', 'medium', 'heavy', 'light'] });
      return s.league?.men;
    };
    expect(named(['o2', 'o1'])).toEqual(named(['o1', 'o2']));
  });
  it('§22.2 one owner’s choice stays secret from the others until all have named', () => {
    let s = start({ owners: 2 });
    s = act(s, 'o1', { type: 'stable', types: ['heavy', 'heavy', 'heavy', 'heavy', 'light'] });
    expect(campaign.view(s, 'o2')).toMatchObject({ named: ['o1'], myTypes: null });
    expect(JSON.stringify(campaign.view(s, 'o2'))).not.toContain('heavy');
    expect(campaign.view(s, 'o1').myTypes).toEqual(['heavy', 'heavy', 'heavy', 'heavy', 'light']);
  });
  it('§22.2 a stable of other than five men is refused, naming the rule', () => {
    const e = refusal(start({ owners: 2 }), 'o1', { type: 'stable', types: ['heavy', 'heavy'] });
    expect(e).toMatchObject({ code: 'stable-size', rule: '§22.2' });
  });
});

describe('§22.5 side bets between any owners, at agreed odds', () => {
  it('§22.5 an owner who does not fight offers a bet, another takes it, and it is paid with the match', () => {
    let s = atBets();
    const [a, b] = s.fighters as NonNullable<CampaignState['fighters']>;
    const outsider = ['o1', 'o2', 'o3'].find((o) => o !== a.owner && o !== b.owner) as string;
    expect(campaign.pending(s).sort()).toEqual(['o1', 'o2', 'o3']);
    s = act(s, outsider, { type: 'side-bet', backs: a.owner, odds: [3, 2], stake: 300, reason: 'a hunch' });
    expect(s.offers).toHaveLength(1);
    s = act(s, b.owner, { type: 'take-bet', offer: s.offers[0]?.id as number });
    expect(s.wagers.map((w) => [w.kind, w.offerer, w.taker, w.backs, w.odds, w.stake])).toEqual([
      ['mandatory', a.owner, b.owner, a.owner, [1, 1], 100],
      ['side', outsider, b.owner, a.owner, [3, 2], 300],
    ]);
    for (const o of ['o1', 'o2', 'o3']) s = act(s, o, { type: 'ready' });
    expect(s.step).toBe('match');
    const before = { out: purse(s, outsider), b: purse(s, b.owner) };
    s = playUntil(s, (x) => x.step !== 'match');
    const aWon = s.league?.men[a.man]?.victories === 1;
    const bWon = s.league?.men[b.man]?.victories === 1;
    // 3 to 2 on a stake of 300: the offerer pays 450 if his man loses, the taker 300 if he wins.
    if (aWon) expect(purse(s, outsider) - before.out).toBe(300);
    if (bWon) expect(purse(s, outsider) - before.out).toBe(-450);
    if (!aWon && !bWon) expect(purse(s, outsider)).toBe(before.out);
  });
  it('§22.5 an offer no one takes lapses when betting closes', () => {
    let s = atBets();
    const [a] = s.fighters as NonNullable<CampaignState['fighters']>;
    s = act(s, a.owner, { type: 'side-bet', backs: a.owner, odds: [2, 1], stake: 100 });
    for (const o of ['o1', 'o2', 'o3']) s = act(s, o, { type: 'ready' });
    expect([s.step, s.offers, s.wagers.length]).toEqual(['match', [], 1]);
  });
  it('§22.5 no owner bets against his own man, and a bet needs two owners', () => {
    const s = atBets();
    const [a, b] = s.fighters as NonNullable<CampaignState['fighters']>;
    expect(refusal(s, a.owner, { type: 'side-bet', backs: b.owner, odds: [1, 1], stake: 100 })).toMatchObject({
      code: 'against-own-man',
      rule: '§22.5',
    });
    const offered = act(s, a.owner, { type: 'side-bet', backs: a.owner, odds: [1, 1], stake: 100 });
    expect(refusal(offered, a.owner, { type: 'take-bet', offer: 1 })).toMatchObject({ code: 'bet-with-oneself' });
  });
  it('§22.5 an offer beyond the offerer’s money, counting his other offers, is refused', () => {
    const s = atBets();
    const [a] = s.fighters as NonNullable<CampaignState['fighters']>;
    // He has 10,000, 100 of it on the mandatory wager; a first offer at 5 to 1 on 1,000 ties up 5,000 more.
    const once = act(s, a.owner, { type: 'side-bet', backs: a.owner, odds: [5, 1], stake: 1_000 });
    const e = refusal(once, a.owner, { type: 'side-bet', backs: a.owner, odds: [5, 1], stake: 1_000 });
    expect(e).toMatchObject({ code: 'wager-beyond-money', rule: '§22.5', values: { owes: 5_000, free: 4_900 } });
  });
  it(`§22.5 an owner offers at most ${OFFERS_PER_MATCH} side bets a match, so the betting closes`, () => {
    let s = atBets();
    const [a] = s.fighters as NonNullable<CampaignState['fighters']>;
    for (let i = 0; i < OFFERS_PER_MATCH; i++)
      s = act(s, a.owner, { type: 'side-bet', backs: a.owner, odds: [1, 1], stake: 10 });
    expect(refusal(s, a.owner, { type: 'side-bet', backs: a.owner, odds: [1, 1], stake: 10 })).toMatchObject({
      code: 'too-many-offers',
    });
  });
  it('§22.5 option sideBets "fighters": only a fighting owner offers, on his own man; "none": no betting step', () => {
    const s = atBets({ sideBets: 'fighters' });
    const [a, b] = s.fighters as NonNullable<CampaignState['fighters']>;
    const outsider = ['o1', 'o2', 'o3'].find((o) => o !== a.owner && o !== b.owner) as string;
    expect(refusal(s, outsider, { type: 'side-bet', backs: a.owner, odds: [1, 1], stake: 100 })).toMatchObject({
      code: 'not-fighting',
    });
    const taken = act(act(s, b.owner, { type: 'side-bet', backs: b.owner, odds: [1, 1], stake: 100 }), outsider, {
      type: 'take-bet',
      offer: 1,
    });
    expect(taken.wagers).toHaveLength(2);
    expect(atBets({ sideBets: 'none' }).step).toBe('match');
  });
});

describe('§21.3 league men spend their experience right after a match', () => {
  it('§21.3 the owner of a man who fought may buy him improvements, naming him; then the league goes on', () => {
    let s = start({ owners: 2, stables: 'uniform', sideBets: 'none' }, 'improve');
    s = playUntil(s, (x) => x.step === 'improve', 'improve');
    const seat = campaign.pending(s)[0] as string;
    const fighter = s.fighters?.find((f) => f.owner === seat) as NonNullable<CampaignState['fighters']>[number];
    const other = s.league?.owners.find((o) => o.id === seat)?.stable.find((m) => m !== fighter.man) as number;
    const buy = campaign.legal(s, seat).commands.find((c) => c.type === 'buy') as Extract<
      CampaignCommand,
      { type: 'buy' }
    >;
    expect(buy.man).toBe(fighter.man);
    expect(refusal(s, seat, { ...buy, man: other })).toMatchObject({ code: 'not-his-fighter', rule: '§21.3' });
    expect(refusal(s, seat, { type: 'buy', improvement: buy.improvement })).toMatchObject({ rule: '§21.3' });
    const before = s.league?.men[fighter.man]?.[buy.improvement] as number;
    s = act(s, seat, buy);
    expect(s.league?.men[fighter.man]?.[buy.improvement]).toBe(before + 1);
    for (const o of [...campaign.pending(s)]) s = act(s, o, { type: 'ready' });
    expect(['first', 'auction', 'over']).toContain(s.step);
  });
});
