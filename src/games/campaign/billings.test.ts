import { describe, expect, it } from 'vitest';
import { unwrap } from '../../core/result.js';
import { BILLINGS_EXPERIENCE, BILLINGS_HEALING_LOSS, BILLINGS_PURCHASES } from '../gladiator/billings/tables.js';
import { boughtAfter, PURCHASE_LIMIT_RULE } from './billings.js';
import { buyImprovement } from './improvements.js';
import { balance } from './ledger.js';
import type { CampaignMan } from './man.js';
import { type CampaignState, campaign, PLAYER } from './module.js';
import { type CampaignOptions, CampaignOptionsSchema } from './schema.js';
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

const LIMITS: Pick<CampaignOptions, 'billings'> = { billings: { purchaseLimits: true, otherPurchase: 'alone' } };
const STRICT: Pick<CampaignOptions, 'billings'> = { billings: { purchaseLimits: true, otherPurchase: 'withTraining' } };
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
