/**
 * The examples the text of 21 and 22 gives, played with scripted dice: the slow and fast kill bonuses turn by turn
 * (21.24, 21.25) from real GLADIATOR duels, and the odds ladder of 22.5 through the campaign module; and the two
 * rules that say what the chapters are for (21.1, 22.1).
 */
import { describe, expect, it } from 'vitest';
import type { SeatId } from '../../core/protocol.js';
import { unwrap } from '../../core/result.js';
import { runScenario } from '../../core/scenario.js';
import { GAMES } from '../registry.js';
import { experienceLines, matchReport, type SeatReport } from './experience.js';
import { standing } from './league.js';
import { balance } from './ledger.js';
import type { CampaignMan } from './man.js';
import { type CampaignState, campaign } from './module.js';
import { pay } from './owners.js';
import type { CampaignCommand, WireReport } from './schema.js';
import { fixtureLeague } from './testkit.js';

/** A man in his tunic: no armour, no shield, TR 8 and nothing else. */
const man = (name: string, over: Record<string, unknown>) => ({
  name,
  type: 'medium',
  armour: ['-', '-', '-', '-', '-'],
  shield: 'none',
  TR: 8,
  ST: 0,
  AG: 0,
  CON: 4,
  W: 12,
  ...over,
});
/** 3 CF at the chest against no defence: 6,6,2 on the CRT is H+1, 3,3,3 one wound, 1,1 no critical. */
const WOUNDING_BLOW = [6, 6, 2, 3, 3, 3, 1, 1];
const phase = [
  { seat: 'a', command: { type: 'hold' } },
  { seat: 'b', command: { type: 'hold' } },
  { seat: 'a', command: { type: 'allocate', attacks: [{ area: 2, cf: 3 }], defence: [0, 2, 0, 0, 0] } },
  { seat: 'b', command: { type: 'allocate', attacks: [], defence: [0, 0, 0, 0, 0] } },
];

/**
 * Alpha kills Beta through the chest in `turn`: with one blow when Beta has one wound box an area (a fast kill), with
 * two blows in two phases when he has two (a slow kill). A duel set up past turn 1 rolls two dice first.
 */
function killIn(turn: number, blows: 1 | 2) {
  const run = unwrap(
    runScenario(GAMES, {
      game: 'gladiator',
      options: {},
      seed: 'kill',
      initial: {
        turn,
        gladiators: [
          man('Alpha', { position: { q: 0, r: 1 }, facing: 0 }),
          man('Beta', { W: blows, position: { q: 0, r: 0 }, facing: 3 }),
        ],
      },
      dice: [...(turn > 1 ? [1, 1] : []), ...WOUNDING_BLOW, ...(blows === 2 ? WOUNDING_BLOW : [])],
      commands: [
        { seat: 'a', command: { type: 'plot', moving: [] } },
        { seat: 'b', command: { type: 'plot', moving: [] } },
        ...phase,
        ...(blows === 2 ? phase : []),
      ],
    }),
  );
  expect(run.refused).toBeUndefined();
  expect(run.state.rng.script).toBeUndefined();
  return unwrap(matchReport(run.state, run.events));
}

describe('§21.24 §21.25 the kill bonuses by turn, from duels with scripted dice', () => {
  const table: [turn: number, slow: number, fast: number][] = [
    [1, 20, 12],
    [2, 15, 9],
    [3, 10, 6],
    [4, 5, 3],
    [5, 0, 0],
  ];
  for (const [turn, slow, fast] of table) {
    it(`§21.24 a slow kill (two blows to the chest) in turn ${turn} earns ${slow} besides the kill`, () => {
      const r = killIn(turn, 2);
      expect(r.seats.a?.kills).toEqual([{ victim: 'b', turn, kind: 'slow', area: 2, rule: '§9.32' }]);
      const lines = experienceLines(r.seats.a as SeatReport, r.seats.b as SeatReport, 1);
      expect(lines.map((l) => [l.rule, l.amount])).toEqual([
        ['§21.2', 0],
        ['§21.22', 10],
        ['§21.24', slow],
      ]);
    });
    it(`§21.25 a fast kill (the first wounding blow to the chest) in turn ${turn} earns ${fast} besides the kill`, () => {
      const r = killIn(turn, 1);
      expect(r.seats.a?.kills).toEqual([{ victim: 'b', turn, kind: 'fast', area: 2, rule: '§9.32' }]);
      const lines = experienceLines(r.seats.a as SeatReport, r.seats.b as SeatReport, 1);
      expect(lines.map((l) => [l.rule, l.amount])).toEqual([
        ['§21.2', 0],
        ['§21.22', 10],
        ['§21.25', fast],
      ]);
    });
  }
  it('§21.2 the duel’s report enters a career through the arena seat, bonus and all', () => {
    let s = unwrap(campaign.setup(campaign.options.parse({ kind: 'career' }), 'example'));
    s = unwrap(campaign.apply(s, 'player', { type: 'ready' })).state;
    const report = killIn(2, 2) as WireReport;
    s = unwrap(campaign.apply(s, 'arena', { type: 'match-result', report })).state;
    const book = s.career?.men[0]?.experience ?? [];
    expect(book.map((l) => [l.match, l.rule, l.amount])).toEqual([
      [1, '§21.2', 0],
      [1, '§21.22', 10],
      [1, '§21.24', 15],
    ]);
  });
});

describe('§22.5 the example of the odds ladder, through the campaign module', () => {
  /** A two-owner league at its mandatory wager; the first owner's man sits in seat a. */
  function atWager(): CampaignState {
    let s = unwrap(
      campaign.setup(
        campaign.options.parse({ kind: 'owners', owners: 2, stables: 'uniform', sideBets: 'none' }),
        'ladder',
      ),
    );
    const [first, second] = [s.pairing?.first as SeatId, s.pairing?.second as SeatId];
    const manOf = (o: SeatId) => s.league?.owners.find((x) => x.id === o)?.stable[0] as number;
    s = unwrap(campaign.apply(s, first, { type: 'fighter', man: manOf(first), armament: 'sword' })).state;
    return unwrap(campaign.apply(s, second, { type: 'fighter', man: manOf(second), armament: 'shortSword' })).state;
  }
  const example: [odds: number, minimum: number][] = [
    [1, 100],
    [2, 200],
    [3, 400],
    [4, 800],
    [5, 1_600],
  ];
  for (const [odds, minimum] of example)
    it(`§22.5 offering ${odds} to 1 forces a stake of at least ${minimum}`, () => {
      const s = atWager();
      const first = s.pairing?.first as SeatId;
      const under = campaign.apply(s, first, { type: 'wager', odds, stake: minimum - 1 });
      expect(under.ok ? null : under.error).toMatchObject({ code: 'wager-under-minimum', values: { minimum } });
      expect(campaign.apply(s, first, { type: 'wager', odds, stake: minimum }).ok).toBe(true);
    });
  it('§22.5 the ladder stops at 5 to 1', () => {
    const s = atWager();
    const r = campaign.apply(s, s.pairing?.first as SeatId, { type: 'wager', odds: 6, stake: 3_200 });
    expect(r.ok ? null : r.error.code).toBe('odds-off-ladder');
  });
  it('§22.5 at 2 to 1 on 200: the offerer wins 200 if his man wins and pays 400 if he loses', () => {
    const report = (aWins: boolean): CampaignCommand => {
      const seat = (id: 'a' | 'b', won: boolean) => ({
        seat: id,
        name: id,
        attackCf: 0,
        defenceCf: 0,
        won,
        killed: false,
        mortalWound: false,
        missusGranted: false,
        kills: [],
        wounds: [0, 0, 0, 0, 0],
      });
      return {
        type: 'match-result',
        report: { turns: 3, how: 'surrender', seats: { a: seat('a', aWins), b: seat('b', !aWins) } },
      };
    };
    for (const [aWins, change] of [
      [true, 200],
      [false, -400],
    ] as const) {
      let s = atWager();
      const first = s.pairing?.first as SeatId;
      s = unwrap(campaign.apply(s, first, { type: 'wager', odds: 2, stake: 200 })).state;
      s = unwrap(campaign.apply(s, 'arena', report(aWins))).state;
      const purse = (id: SeatId) => balance(s.league?.owners.find((o) => o.id === id)?.money ?? []);
      expect(purse(first)).toBe(10_000 + change);
      expect(purse(s.league?.owners.find((o) => o.id !== first)?.id as SeatId)).toBe(10_000 - change);
    }
  });
});

describe('§21.1 §22.1 what the chapters are for', () => {
  it('§21.1 a man who fights and lives earns experience match by match, and keeps it in his book', () => {
    const survivor: SeatReport = {
      seat: 'a',
      name: 'Alpha',
      attackCf: 30,
      defenceCf: 6,
      won: true,
      killed: false,
      mortalWound: false,
      missusGranted: false,
      kills: [],
      wounds: [0, 0, 0, 0, 0],
    };
    const foe: SeatReport = { ...survivor, seat: 'b', name: 'Beta', won: false, attackCf: 6, defenceCf: 30 };
    const book = [1, 2, 3].flatMap((m) => experienceLines(survivor, foe, m));
    expect(balance(book)).toBe(24);
    expect(experienceLines({ ...survivor, killed: true }, foe, 4)).toEqual([]);
  });
  it('§22.1 the league goes to the richest owner, not to the owner of the best fighter', () => {
    let l = fixtureLeague(2, 'purse');
    const o2man = l.owners[1]?.stable[0] as number;
    l = { ...l, matches: 5, men: { ...l.men, [o2man]: { ...(l.men[o2man] as CampaignMan), victories: 5 } } };
    l = pay(l, 'o1', { match: 5, rule: '§22.5', amount: 500, text: 'won a wager' });
    l = pay(l, 'o2', { match: 5, rule: '§22.5', amount: -500, text: 'lost a wager' });
    const st = standing(l, { matches: 5, auction: 'sealed', champion: 'tenVictories' });
    expect(st.standing.winners).toEqual(['o1']);
  });
});
