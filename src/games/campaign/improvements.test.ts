import { describe, expect, it } from 'vitest';
import { buyImprovement } from './improvements.js';
import { balance } from './ledger.js';
import type { CampaignMan } from './man.js';
import { IMPROVEMENTS } from './tables.js';
import { fixtureMan } from './testkit.js';

const withPoints = (points: number, over: Partial<CampaignMan> = {}) =>
  fixtureMan({ experience: [{ match: 1, rule: '§21.2', amount: points, text: 'earned' }], ...over });

describe('§21.3 the improvement table', () => {
  const rows: [id: 'TR' | 'AG' | 'ST' | 'CON' | 'W', cost: number][] = [
    ['TR', 25],
    ['AG', 35],
    ['ST', 35],
    ['CON', 50],
    ['W', 50],
  ];
  it('§21.3 the table has the five printed rows', () => {
    expect(IMPROVEMENTS.map((i) => [i.id, i.cost])).toEqual(rows);
  });
  for (const [id, cost] of rows) {
    it(`§21.3 ${id} +1 costs ${cost} experience points`, () => {
      const before = withPoints(cost);
      const r = buyImprovement(before, id, 1);
      if (!r.ok) throw new Error(r.error.message);
      expect(r.value[id]).toBe(before[id] + 1);
      expect(balance(r.value.experience)).toBe(0);
      expect(r.value.experience.at(-1)).toMatchObject({ rule: '§21.3', amount: -cost });
      expect(r.value.changes.at(-1)).toMatchObject({ characteristic: id, amount: 1, rule: '§21.3' });
      expect(before[id]).toBe(fixtureMan()[id]);
    });
  }
  it('§21.3 points may be saved and spent later: 60 points buy TR twice, 10 remain', () => {
    let m = withPoints(60);
    for (const _ of [1, 2]) {
      const r = buyImprovement(m, 'TR', 2);
      if (!r.ok) throw new Error(r.error.message);
      m = r.value;
    }
    expect([m.TR, balance(m.experience)]).toEqual([10, 10]);
  });
});

describe('§21.3 refusals', () => {
  it('§21.3 an improvement without the experience is refused, naming cost and points', () => {
    const r = buyImprovement(withPoints(49), 'CON', 1);
    expect(r.ok ? null : r.error).toMatchObject({
      code: 'not-enough-experience',
      rule: '§21.3',
      values: { cost: 50, points: 49 },
    });
  });
  it('§21.3 an unknown improvement is refused', () => {
    const r = buyImprovement(withPoints(100), 'MOVE', 1);
    expect(r.ok ? null : r.error).toMatchObject({ code: 'unknown-improvement', rule: '§21.3' });
    expect(r.ok ? '' : r.error.message).toContain('"MOVE"');
  });
  it('§21.3 past what a log sheet holds is refused: W 18 is the last wound box', () => {
    const r = buyImprovement(withPoints(100, { W: 18 }), 'W', 1);
    expect(r.ok ? null : r.error).toMatchObject({ code: 'at-limit', values: { limit: 18 } });
  });
  it('§21.3 a dead man buys nothing', () => {
    const r = buyImprovement(withPoints(100, { status: 'dead' }), 'TR', 1);
    expect(r.ok ? null : r.error).toMatchObject({ code: 'man-not-fit' });
  });
});
