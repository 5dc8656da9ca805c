import { describe, expect, it } from 'vitest';
import { unwrap } from '../../core/result.js';
import { sell } from './auction.js';
import { type MatchReport, matchReport, type SeatReport } from './experience.js';
import { DEFAULT_LEAGUE, eliminate, type LeagueOptions, recordLeagueMatch, standing } from './league.js';
import { specOf } from './man.js';
import { activeOwners, chooseFighters, type Fighter, fitMen, type League, pay, purse, rollForMatch } from './owners.js';
import { fixtureLeague, playDuel } from './testkit.js';
import { mandatoryWager } from './wagers.js';

const seat = (s: string, over: Partial<SeatReport> = {}): SeatReport => ({
  seat: s,
  name: s,
  attackCf: 9,
  defenceCf: 0,
  won: false,
  killed: false,
  mortalWound: false,
  missusGranted: false,
  kills: [],
  wounds: [0, 0, 0, 0, 0],
  ...over,
});
const report = (a: Partial<SeatReport>, b: Partial<SeatReport> = {}): MatchReport => ({
  turns: 2,
  how: 'kill',
  seats: { a: seat('a', a), b: seat('b', b) },
});
const l = fixtureLeague(3);
const owner = (x: League, id: string) => x.owners.find((o) => o.id === id)!;
const fighters = (x: League): [Fighter, Fighter] => [
  { owner: 'o1', man: owner(x, 'o1').stable[0]!, armament: 'sword' },
  { owner: 'o2', man: owner(x, 'o2').stable[0]!, armament: 'sword' },
];
const spend = (x: League, id: string, amount: number) =>
  pay(x, id, { match: 0, rule: 't', amount: -amount, text: 'spent' });

describe('§22.4 after a match', () => {
  it('§22.4 a man killed leaves his stable and a newly created man is offered for him', () => {
    const r = unwrap(recordLeagueMatch(l, fighters(l), report({ won: true }, { killed: true }), [], DEFAULT_LEAGUE));
    expect(owner(r.league, 'o2').stable).toHaveLength(4);
    expect(r.league.men[fighters(l)[1].man]?.status).toBe('dead');
    expect(r.lots.map((m) => [m.id, m.type, m.matches])).toEqual([[16, 'medium', 0]]);
    expect(r.league.nextManId).toBe(17);
  });
  it('§21.2 both men earn their experience; the winner counts a victory; a survivor’s wounds heal at once', () => {
    const r = unwrap(
      recordLeagueMatch(l, fighters(l), report({ won: true, wounds: [0, 0, 0, 0, 1] }), [], DEFAULT_LEAGUE),
    );
    const a = r.league.men[fighters(l)[0].man]!;
    expect([a.victories, a.matches, a.toHeal, a.experience[0]?.amount]).toEqual([1, 1, null, 3]);
    expect(r.league.matches).toBe(1);
  });
  it('§22.5 the match pays its wagers', () => {
    const w = unwrap(mandatoryWager(l, ['o1', 'o2'], [], { offerer: 'o1', odds: 2, stake: 200 }));
    const r = unwrap(recordLeagueMatch(l, fighters(l), report({}, { won: true }), [w], DEFAULT_LEAGUE));
    expect(r.league.owners.map(purse)).toEqual([9_600, 10_400, 10_000]);
  });
});

describe('§22.6 elimination', () => {
  it('§22.6 an owner who cannot back the 100-sesterce wager is out; 100 is enough', () => {
    const x = eliminate(spend(spend(l, 'o1', 9_901), 'o2', 9_900));
    expect(owner(x, 'o1').eliminated).toMatchObject({ rule: '§22.6' });
    expect(owner(x, 'o2').eliminated).toBeNull();
  });
  it('§22.6 an owner with no man able to fight is out', () => {
    const men = { ...l.men };
    for (const id of owner(l, 'o3').stable) men[id] = { ...men[id]!, status: 'dead' };
    expect(owner(eliminate({ ...l, men }), 'o3').eliminated?.text).toBe('no man left able to fight');
  });
  it('§22.6 an owner out of the game is not rolled for', () => {
    const x = eliminate(spend(l, 'o3', 10_000));
    for (let i = 0; i < 20; i++) {
      const r = unwrap(rollForMatch({ ...x, rng: { s: [i, 7, 3, 9] } }));
      expect([r.pairing.first, r.pairing.second]).not.toContain('o3');
    }
  });
});

describe('§22.7 the Emperor’s Champion', () => {
  const nine = (x: League): League => {
    const id = fighters(x)[0].man;
    return { ...x, men: { ...x.men, [id]: { ...x.men[id]!, victories: 9 } } };
  };
  it('§22.7 a man’s tenth victory frees him and pays his owner 10,000; no man is offered for him', () => {
    const r = unwrap(recordLeagueMatch(nine(l), fighters(l), report({ won: true }), [], DEFAULT_LEAGUE));
    expect(r.league.men[fighters(l)[0].man]?.status).toBe('free');
    expect(owner(r.league, 'o1').stable).toHaveLength(4);
    expect(owner(r.league, 'o1').money.at(-1)).toMatchObject({ rule: '§22.7', amount: 10_000 });
    expect(r.lots).toEqual([]);
  });
  it('§22.7 option mostVictories: no one is freed; at the end the man with the most victories pays his owner', () => {
    const opts: LeagueOptions = { ...DEFAULT_LEAGUE, matches: 1, champion: 'mostVictories' };
    const r = unwrap(recordLeagueMatch(nine(l), fighters(l), report({ won: true }), [], opts));
    expect(r.league.men[fighters(l)[0].man]?.status).toBe('fit');
    const end = standing(r.league, opts);
    expect(end.league.owners.map(purse)).toEqual([20_000, 10_000, 10_000]);
    expect(end.standing.winners).toEqual(['o1']);
  });
});

describe('§22.8 the winner', () => {
  it('§22.8 the last owner left wins', () => {
    const x = eliminate(spend(spend(l, 'o1', 10_000), 'o2', 10_000));
    expect(standing(x, DEFAULT_LEAGUE).standing.winners).toEqual(['o3']);
  });
  it('§22.8 after the set number of matches the richest owner still in wins; before it, no one', () => {
    const opts = { ...DEFAULT_LEAGUE, matches: 2 };
    const x = spend(l, 'o2', 50);
    expect(standing({ ...x, matches: 1 }, opts).standing.winners).toBeNull();
    expect(standing({ ...x, matches: 2 }, opts).standing.winners).toEqual(['o1', 'o3']);
  });
});

describe('§22 a league of real matches', () => {
  /** Each owner fights his fittest man, stakes the least, and bids 300 for every man offered while he can. */
  function run(seed: string, matches: number): { league: League; purchases: number; bonuses: number } {
    const opts: LeagueOptions = { ...DEFAULT_LEAGUE, matches };
    let x = fixtureLeague(3, seed);
    let purchases = 0;
    let bonuses = 0;
    for (let m = 0; standing(x, opts).standing.winners === null; m++) {
      const rolled = unwrap(rollForMatch(x));
      x = rolled.league;
      const best = (id: string) =>
        fitMen(x, owner(x, id)).sort((p, q) => q.TR + q.ST + q.AG - (p.TR + p.ST + p.AG))[0]!;
      const { first, second } = rolled.pairing;
      const f = unwrap(
        chooseFighters(
          x,
          rolled.pairing,
          { man: best(first).id, armament: 'sword' },
          { man: best(second).id, armament: 'shortSword' },
          false,
        ),
      );
      for (const fighter of f) expect(x.men[fighter.man]?.status).toBe('fit');
      const w = unwrap(mandatoryWager(x, [first, second], [], { offerer: first, odds: 1, stake: 100 }));
      const d = playDuel(specOf(x.men[f[0].man]!), specOf(x.men[f[1].man]!), `${seed}-${m}`);
      const r = unwrap(recordLeagueMatch(x, f, unwrap(matchReport(d.state, d.events)), [w], opts));
      x = r.league;
      bonuses += r.league.owners
        .flatMap((o) => o.money)
        .filter((l) => l.rule === '§22.7' && l.match === x.matches).length;
      for (const lot of r.lots) {
        const bids = Object.fromEntries(activeOwners(x).map((o) => [o.id, Math.min(300, purse(o))]));
        const sale = unwrap(sell(x, lot, bids, 'sealed', x.matches));
        purchases += sale.price;
        x = sale.league;
      }
      x = eliminate(x);
    }
    return { league: x, purchases, bonuses };
  }
  it('§22.2-22.8 twelve matches: money is conserved except purchases and bonuses, which the ledgers name', () => {
    const { league, purchases, bonuses } = run('real-league', 12);
    const total = league.owners.reduce((t, o) => t + purse(o), 0);
    expect(total).toBe(30_000 - purchases + 10_000 * bonuses);
    const byRule = (rule: string) =>
      league.owners
        .flatMap((o) => o.money)
        .filter((l) => l.rule === rule)
        .reduce((t, l) => t + l.amount, 0);
    expect(byRule('§22.5')).toBe(0);
    expect(byRule('§22.4')).toBe(-purchases);
    expect(league.matches).toBeGreaterThan(0);
    const stabled = league.owners.flatMap((o) => o.stable);
    expect(new Set(stabled).size).toBe(stabled.length);
  });
});
