import { describe, expect, it } from 'vitest';
import type { League } from './owners.js';
import { pay, purse } from './owners.js';
import { ODDS_LADDER } from './tables.js';
import { fixtureLeague } from './testkit.js';
import { exposure, mandatoryWager, settleWagers, sideBet, type Wager } from './wagers.js';

const l = fixtureLeague(3);
const fighters: [string, string] = ['o1', 'o2'];
const money = (x: League) => x.owners.map(purse);
const poor = (x: League, owner: string, left: number) =>
  pay(x, owner, { match: 0, rule: 'test', amount: left - 10_000, text: 'spent' });

describe('§22.5 the odds ladder', () => {
  const ladder: [odds: number, minimum: number][] = [
    [1, 100],
    [2, 200],
    [3, 400],
    [4, 800],
    [5, 1_600],
  ];
  it('§22.5 the ladder as printed: 1-1 100 ... 5-1 1,600', () => {
    expect(ODDS_LADDER.map((r) => [r.odds, r.minimum])).toEqual(ladder);
  });
  for (const [odds, minimum] of ladder) {
    it(`§22.5 at ${odds} to 1 the other owner must stake ${minimum}; ${minimum - 1} is refused`, () => {
      const w = mandatoryWager(l, fighters, [], { offerer: 'o1', odds, stake: minimum });
      expect(w.ok ? w.value : null).toMatchObject({ offerer: 'o1', taker: 'o2', backs: 'o1', odds: [odds, 1] });
      const under = mandatoryWager(l, fighters, [], { offerer: 'o1', odds, stake: minimum - 1 });
      expect(under.ok ? null : under.error).toMatchObject({
        code: 'wager-under-minimum',
        rule: '§22.5',
        values: { minimum, stake: minimum - 1 },
      });
    });
  }
  it('§22.5 odds beyond 5 to 1 are not a mandatory wager', () => {
    const w = mandatoryWager(l, fighters, [], { offerer: 'o1', odds: 6, stake: 3_200 });
    expect(w.ok ? null : w.error.code).toBe('odds-off-ladder');
  });
  it('§22.5 only an owner whose man fights makes the mandatory wager', () => {
    const w = mandatoryWager(l, fighters, [], { offerer: 'o3', odds: 1, stake: 100 });
    expect(w.ok ? null : w.error.code).toBe('not-fighting');
  });
  it('§22.5 a wager beyond an owner’s money is refused: the taker’s stake', () => {
    const w = mandatoryWager(poor(l, 'o2', 150), fighters, [], { offerer: 'o1', odds: 1, stake: 200 });
    expect(w.ok ? null : w.error).toMatchObject({
      code: 'wager-beyond-money',
      values: { owner: 'o2', owes: 200, free: 150 },
    });
  });
  it('§22.5 a wager beyond an owner’s money is refused: the offerer’s odds', () => {
    const w = mandatoryWager(poor(l, 'o1', 7_999), fighters, [], { offerer: 'o1', odds: 5, stake: 1_600 });
    expect(w.ok ? null : w.error).toMatchObject({ code: 'wager-beyond-money', values: { owner: 'o1', owes: 8_000 } });
  });
  it('§22.5 money already wagered cannot back another bet', () => {
    const first = mandatoryWager(l, fighters, [], { offerer: 'o1', odds: 1, stake: 6_000 });
    if (!first.ok) throw new Error(first.error.message);
    expect(exposure([first.value], 'o1')).toBe(6_000);
    const again = sideBet(l, fighters, [first.value], {
      offerer: 'o1',
      taker: 'o3',
      backs: 'o1',
      odds: [1, 1],
      stake: 4_001,
    });
    expect(again.ok ? null : again.error).toMatchObject({ code: 'wager-beyond-money', values: { free: 4_000 } });
  });
});

describe('§22.5 side bets and settling', () => {
  it('§22.5 any two owners may bet on either man at agreed odds', () => {
    const b = sideBet(l, fighters, [], { offerer: 'o3', taker: 'o1', backs: 'o2', odds: [3, 2], stake: 300 });
    expect(b.ok ? b.value : b.error).toMatchObject({ kind: 'side', odds: [3, 2], stake: 300 });
  });
  const bad: [string, Parameters<typeof sideBet>[3], string][] = [
    ['with oneself', { offerer: 'o3', taker: 'o3', backs: 'o1', odds: [1, 1], stake: 10 }, 'bet-with-oneself'],
    ['on a man not fighting', { offerer: 'o3', taker: 'o1', backs: 'o3', odds: [1, 1], stake: 10 }, 'not-fighting'],
    ['at odds of zero', { offerer: 'o3', taker: 'o1', backs: 'o1', odds: [0, 1], stake: 10 }, 'bad-odds'],
    ['of half a sesterce', { offerer: 'o3', taker: 'o1', backs: 'o1', odds: [1, 1], stake: 0.5 }, 'bad-stake'],
  ];
  for (const [what, bet, code] of bad)
    it(`§22.5 a side bet ${what} is refused`, () => {
      const r = sideBet(l, fighters, [], bet);
      expect(r.ok ? null : r.error).toMatchObject({ code, rule: '§22.5' });
    });
  const w: Wager = { kind: 'mandatory', offerer: 'o1', taker: 'o2', backs: 'o1', odds: [3, 1], stake: 400 };
  it('§22.5 the offerer’s man wins: the taker pays his stake', () => {
    expect(money(settleWagers(l, [w], 'o1', 1))).toEqual([10_400, 9_600, 10_000]);
  });
  it('§22.5 the offerer’s man loses: he pays the stake at his odds', () => {
    const after = settleWagers(l, [w], 'o2', 1);
    expect(money(after)).toEqual([8_800, 11_200, 10_000]);
    expect(after.owners[1]?.money.at(-1)).toMatchObject({ rule: '§22.5', amount: 1_200 });
  });
  it('§22.5 a draw moves no money', () => {
    expect(money(settleWagers(l, [w], null, 1))).toEqual([10_000, 10_000, 10_000]);
  });
  it('§22.5 money is conserved between owners: fractions of odds are dropped, never made up', () => {
    const side: Wager = { kind: 'side', offerer: 'o3', taker: 'o1', backs: 'o2', odds: [3, 2], stake: 301 };
    const after = settleWagers(l, [w, side], 'o1', 1);
    expect(money(after)).toEqual([10_400 + 451, 9_600, 10_000 - 451]);
    expect(money(after).reduce((a, b) => a + b)).toBe(30_000);
  });
});
