import { describe, expect, it } from 'vitest';
import { unwrap } from '../../core/result.js';
import { seedRng } from '../../core/rng.js';
import { playMatch } from '../../core/runner.js';
import { BILLINGS_MISSUS, missusColumn } from '../gladiator/billings/missus.js';
import { billingsOn } from '../gladiator/billings/options.js';
import { BILLINGS_EXPERIENCE, BILLINGS_HEALING_LOSS, BILLINGS_PURCHASES } from '../gladiator/billings/tables.js';
import { brawlerBot } from '../gladiator/bots.js';
import { gladiator } from '../gladiator/module.js';
import { MISSUS_COLUMNS } from '../gladiator/tables-advanced.js';
import type { Gladiator } from '../gladiator/types.js';
import { arrangedSetup } from './arena.js';
import { boughtAfter, PURCHASE_LIMIT_RULE } from './billings.js';
import { houseBot } from './bots.js';
import { buyImprovement } from './improvements.js';
import { balance } from './ledger.js';
import type { CampaignMan } from './man.js';
import { ARENA, type CampaignState, campaign, PLAYER } from './module.js';
import { type CampaignCommand, type CampaignOptions, CampaignOptionsSchema } from './schema.js';
import {
  CF_DIVISOR,
  type Characteristic,
  EXPERIENCE_BONUSES,
  HEALING,
  HEALING_LOSS,
  IMPROVEMENTS,
  KILL_BONUS_BY_TURN,
} from './tables.js';
import { fixtureMan } from './testkit.js';

const LIMITS: Pick<CampaignOptions, 'billings'> = {
  billings: { purchaseLimits: true, otherPurchase: 'alone', missusRecord: false, missusShifts: 'inTurn' },
};
const STRICT: Pick<CampaignOptions, 'billings'> = {
  billings: { purchaseLimits: true, otherPurchase: 'withTraining', missusRecord: false, missusShifts: 'inTurn' },
};
const rich = (over: Partial<CampaignMan> = {}) =>
  fixtureMan({ experience: [{ match: 3, rule: '§21.2', amount: 1000, text: 'earned' }], ...over });

/** Buys in order after match `match`; returns the man and the first refusal's code, if any. */
function buyAll(man: CampaignMan, ids: Characteristic[], options: Pick<CampaignOptions, 'billings'>, match = 3) {
  let m = man;
  for (const id of ids) {
    const r = buyImprovement(m, id, match, options);
    if (!r.ok) return { man: m, refused: r.error };
    m = r.value;
  }
  return { man: m, refused: null };
}

describe('Billings §21.3 the purchase limit between matches', () => {
  it('two points of Training may be bought after one match, and no third', () => {
    const { man, refused } = buyAll(rich(), ['TR', 'TR', 'TR'], LIMITS);
    expect(man.TR).toBe(rich().TR + 2);
    expect(refused).toMatchObject({ code: 'purchase-limit', rule: 'Billings §21.3' });
    expect(refused?.message).toContain('2 points since his last match');
  });

  it('one point of Training and one other may be bought, in either order', () => {
    for (const order of [
      ['TR', 'CON'],
      ['ST', 'TR'],
    ] as Characteristic[][]) {
      const { man, refused } = buyAll(rich(), order, LIMITS);
      expect(refused, order.join()).toBeNull();
      expect(boughtAfter(man, 3)).toEqual(order);
    }
  });

  it('two points other than Training are refused, naming the one bought already', () => {
    const { man, refused } = buyAll(rich(), ['AG', 'W'], LIMITS);
    expect(man.AG).toBe(rich().AG + 1);
    expect(man.W).toBe(rich().W);
    expect(refused).toMatchObject({ code: 'purchase-limit-other', rule: PURCHASE_LIMIT_RULE });
    expect(refused?.message).toContain('Agility');
    // Nothing is spent on a refused purchase.
    expect(balance(man.experience)).toBe(1000 - 35);
  });

  it('the limit counts afresh after the next match', () => {
    const first = buyAll(rich(), ['TR', 'TR'], LIMITS);
    const next = buyAll(first.man, ['TR', 'AG'], LIMITS, 4);
    expect(next.refused).toBeNull();
    expect(next.man.TR).toBe(rich().TR + 3);
  });

  it('with the stricter reading the other point needs a point of Training bought before it', () => {
    expect(buyAll(rich(), ['CON'], STRICT).refused).toMatchObject({ code: 'purchase-limit-training-first' });
    expect(buyAll(rich(), ['TR', 'CON'], STRICT).refused).toBeNull();
    expect(buyAll(rich(), ['CON'], LIMITS).refused).toBeNull();
  });

  it('the original campaign has no such limit', () => {
    const { man, refused } = buyAll(rich(), ['TR', 'TR', 'AG', 'ST', 'W'], {});
    expect(refused).toBeNull();
    expect(boughtAfter(man, 3)).toHaveLength(5);
  });

  it('the printed prices are the original table: the article changes only the limit', () => {
    expect(Object.fromEntries(IMPROVEMENTS.map((i) => [i.id, i.cost]))).toEqual(BILLINGS_PURCHASES);
  });

  it('through the module: a career offers only purchases within the limit, and refuses a third', () => {
    const options = CampaignOptionsSchema.parse({ kind: 'career', billings: { purchaseLimits: true } });
    const made = unwrap(campaign.setup(options, 'billings-limits'));
    const man = made.career?.men.at(-1) as CampaignMan;
    let s: CampaignState = {
      ...made,
      career: {
        ...(made.career as NonNullable<CampaignState['career']>),
        men: [{ ...man, experience: [{ match: 0, rule: '§21.2', amount: 1000, text: 'earned' }] }],
      },
    };
    const buys = (st: CampaignState) =>
      campaign
        .legal(st, PLAYER)
        .commands.filter((c) => c.type === 'buy')
        .map((c) => (c as { improvement: string }).improvement);
    expect(buys(s)).toEqual(['TR', 'AG', 'ST', 'CON', 'W']);
    s = unwrap(campaign.apply(s, PLAYER, { type: 'buy', improvement: 'ST' })).state;
    expect(buys(s)).toEqual(['TR']);
    s = unwrap(campaign.apply(s, PLAYER, { type: 'buy', improvement: 'TR' })).state;
    expect(buys(s)).toEqual([]);
    const third = campaign.apply(s, PLAYER, { type: 'buy', improvement: 'TR' });
    expect(third.ok ? null : third.error).toMatchObject({ code: 'purchase-limit', rule: 'Billings §21.3' });
  });
});

describe('Billings §21.2 the experience table', () => {
  it('is the original one, reprinted: a third of the CF, 10 a kill, the slow and fast kills, the mercies', () => {
    expect(BILLINGS_EXPERIENCE.cfDivisor).toBe(CF_DIVISOR.divisor);
    expect(BILLINGS_EXPERIENCE.kill).toBe(EXPERIENCE_BONUSES.kill.points);
    expect(BILLINGS_EXPERIENCE.slowKillByTurn).toEqual(KILL_BONUS_BY_TURN.slow.byTurn);
    expect(BILLINGS_EXPERIENCE.fastKillByTurn).toEqual(KILL_BONUS_BY_TURN.fast.byTurn);
    expect(BILLINGS_EXPERIENCE.opponentGrantedMissus).toBe(EXPERIENCE_BONUSES.opponentMissus.points);
    expect(BILLINGS_EXPERIENCE.grantedMissus).toBe(EXPERIENCE_BONUSES.missusGranted.points);
  });
});

describe('Billings §21.4 the healing roll', () => {
  it('is the original one, reprinted: two dice, and each area costs the same characteristic', () => {
    expect(HEALING.dice).toBe(2);
    for (const area of [1, 2, 3, 4, 5] as const)
      expect(BILLINGS_HEALING_LOSS[area], `area ${area}`).toBe(HEALING_LOSS[area].characteristic);
  });
});

describe('Billings §19.2 in a campaign: the crowd remembers each man at the Missus', () => {
  const start = (options: Record<string, unknown>, seed = 'b192'): CampaignState =>
    unwrap(campaign.setup(CampaignOptionsSchema.parse(options), seed));
  /** The career's man given a record (test surgery), then the match arranged. */
  const arrangedWith = (
    options: Record<string, unknown>,
    victories: number,
    spared: number,
    over: Partial<CampaignMan> = {},
  ): CampaignState => {
    const s = start(options);
    const c = s.career as NonNullable<CampaignState['career']>;
    const man = { ...(c.men.at(-1) as CampaignMan), victories, spared, ...over };
    const withRecord: CampaignState = { ...s, career: { ...c, men: [...c.men.slice(0, -1), man] } };
    return unwrap(campaign.apply(withRecord, PLAYER, { type: 'ready' })).state;
  };
  const matchOf = (s: CampaignState) => {
    if (!s.arranged) throw new Error('no match arranged');
    const { options, initial } = arrangedSetup(s.arranged);
    return unwrap(gladiator.setup(gladiator.options.parse(options), 'b192-match', initial));
  };

  it('with the switch on, the arranged match plays 19.2 and carries the man’s victories and mercies', () => {
    const s = arrangedWith({ kind: 'career', advanced: true, billings: { missusRecord: true } }, 4, 1);
    expect(s.arranged?.billings).toEqual({ missusRecord: true, missusShifts: 'inTurn' });
    const m = matchOf(s);
    expect(billingsOn(m.options, 'missusRecord')).toBe(true);
    const a = m.gladiators.a as Gladiator;
    expect(a.record).toEqual({ wins: 4, spared: 1 });
    // Two columns up for four victories, one down for the mercy: from "1 to 15" (column 0) to the next column.
    expect(missusColumn(m.options, a, 10)).toEqual({ base: 0, shift: 1, column: 1 });
  });

  it('the campaign’s reading of the shifts goes to the match: netted, a man at the top column keeps his mercy', () => {
    const s = arrangedWith(
      { kind: 'career', advanced: true, billings: { missusRecord: true, missusShifts: 'net' } },
      20,
      2,
    );
    const m = matchOf(s);
    expect(m.options.billings?.missusShifts).toBe('net');
    const a = m.gladiators.a as Gladiator;
    const last = MISSUS_COLUMNS.length - 1;
    // 10 up and 2 down netted is 8 up, held at the last column; in turn the 2 down come off the last column.
    expect(missusColumn(m.options, a, 200).column).toBe(last);
    const inTurn = matchOf(arrangedWith({ kind: 'career', advanced: true, billings: { missusRecord: true } }, 20, 2));
    expect(missusColumn(inTurn.options, inTurn.gladiators.a as Gladiator, 200).column).toBe(last - 2);
  });

  it('without the switch the match is the original: the record rides along but moves no column', () => {
    for (const billings of [undefined, { purchaseLimits: true }]) {
      const s = arrangedWith({ kind: 'career', advanced: true, ...(billings ? { billings } : {}) }, 4, 0);
      expect(s.arranged?.billings).toBeUndefined();
      const m = matchOf(s);
      expect(m.options.billings).toBeUndefined();
      expect(missusColumn(m.options, m.gladiators.a as Gladiator, 10)).toEqual({ base: 0, shift: 0, column: 0 });
    }
  });

  it('an owners’ league arranges its matches with the section too', () => {
    let s = start({ kind: 'owners', owners: 2, advanced: true, billings: { missusRecord: true } }, 'b192-league');
    const rng = seedRng('b192-league-bots');
    for (let i = 0; s.step !== 'match'; i++) {
      if (i > 200) throw new Error(`the league never arranged a match (step ${s.step})`);
      const seat = campaign.pending(s)[0] as string;
      const cmd = houseBot.choose(campaign.view(s, seat), campaign.legal(s, seat), rng);
      s = unwrap(campaign.apply(s, seat, cmd as CampaignCommand)).state;
    }
    expect(s.arranged?.billings).toEqual({ missusRecord: true, missusShifts: 'inTurn' });
    expect(matchOf(s).options.billings?.missusRecord).toBe(true);
  });

  it('the record grows with the career: a victory, then a mercy, reach the next match’s Missus', () => {
    let s = arrangedWith({ kind: 'career', advanced: true, billings: { missusRecord: true } }, 0, 0);
    type Result = Extract<CampaignCommand, { type: 'match-result' }>;
    const reports = () => campaign.legal(s, ARENA).commands as Result[];
    const win = reports().find((c) => c.report.how === 'kill' && c.report.seats.a.won) as Result;
    s = unwrap(campaign.apply(s, ARENA, win)).state;
    s = unwrap(campaign.apply(s, PLAYER, { type: 'ready' })).state;
    expect(s.arranged?.a.record).toEqual({ wins: 1, spared: 0 });
    // The sample in which b was spared, turned about: the campaign's man lost and the crowd spared him.
    const up = (reports().find((c) => c.report.how === 'Up') as Result).report;
    const mercy: Result = {
      type: 'match-result',
      report: {
        ...up,
        seats: {
          a: { ...up.seats.a, won: false, missusGranted: true },
          b: { ...up.seats.b, won: true, missusGranted: false },
        },
      },
    };
    s = unwrap(campaign.apply(s, ARENA, mercy)).state;
    s = unwrap(campaign.apply(s, PLAYER, { type: 'ready' })).state;
    expect(s.arranged?.a.record).toEqual({ wins: 1, spared: 1 });
    const m = matchOf(s);
    // One victory moves nothing (two are needed), the mercy moves him one column down from "16 to 30".
    expect(missusColumn(m.options, m.gladiators.a as Gladiator, 18)).toEqual({ base: 1, shift: -1, column: 0 });
  });

  it('played out: a Moment of Truth in the campaign’s match names Billings §19.2 and reads the man’s record', () => {
    // A man past his best (TR 7, ST -2, W 6), so that he, not his fresh opponent, is the one often at the crowd's mercy.
    const worn: Partial<CampaignMan> = { TR: 7, ST: -2, AG: 0, W: 6 };
    const s = arrangedWith({ kind: 'career', advanced: true, billings: { missusRecord: true } }, 6, 1, worn);
    const off = arrangedWith({ kind: 'career', advanced: true }, 6, 1, worn);
    const { options, initial } = arrangedSetup(s.arranged as NonNullable<CampaignState['arranged']>);
    const plain = arrangedSetup(off.arranged as NonNullable<CampaignState['arranged']>);
    let judged = 0;
    for (let i = 0; i < 60 && judged < 2; i++) {
      const bots = { a: brawlerBot, b: brawlerBot };
      const played = unwrap(playMatch(gladiator, { options, initial, seed: `b192-${i}`, bots }));
      if (played.outcome?.how !== 'Down' && played.outcome?.how !== 'Up') continue;
      const loser = played.state.gladiators[played.outcome.losers[0] as string] as Gladiator;
      const remembered = played.events.filter((e) => e.type === 'missus-record');
      // A man who gave the crowd nothing is Down without a roll (19.21): no column is read, so none is moved.
      const rolled = played.events.some((e) => e.rolls?.some((r) => r.rule === BILLINGS_MISSUS));
      if (loser.seat === 'a' && rolled) {
        judged += 1;
        expect(remembered).toHaveLength(1);
        expect(remembered[0]).toMatchObject({ rule: BILLINGS_MISSUS, data: { seat: 'a', wins: 6, spared: 1 } });
        expect(remembered[0]?.data?.shift).toBe(2);
      }
      // The same seed without the switch: no column moved, and the verdict cites 19 alone.
      const same = unwrap(
        playMatch(gladiator, { options: plain.options, initial: plain.initial, seed: `b192-${i}`, bots }),
      );
      expect(same.events.some((e) => e.type === 'missus-record')).toBe(false);
    }
    expect(judged).toBeGreaterThan(0);
  });
});
