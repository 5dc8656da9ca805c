import { describe, expect, it } from 'vitest';
import { groupLedger, matchTitle, signedAmount } from './ledger.js';

describe('a ledger grouped by match', () => {
  it('§22.2 groups lines by match in order, with what came in, went out and the balance after each', () => {
    const groups = groupLedger([
      { match: 0, rule: '§22.2', amount: 10_000, text: 'starting purse' },
      { match: 2, rule: '§22.4', amount: -700, text: 'bought a man' },
      { match: 1, rule: '§22.5', amount: 200, text: 'won a wager' },
      { match: 2, rule: '§22.5', amount: -400, text: 'lost a wager' },
      { match: 2, rule: '§22.7', amount: 10_000, text: 'champion' },
    ]);
    expect(groups.map((g) => [g.title, g.in, g.out, g.after])).toEqual([
      ['At the start', 10_000, 0, 10_000],
      ['Match 1', 200, 0, 10_200],
      ['Match 2', 10_000, 1_100, 19_100],
    ]);
    expect(groups[2]?.lines.map((l) => l.text)).toEqual(['bought a man', 'lost a wager', 'champion']);
  });
  it('§21.3 an experience book: points earned and spent, the balance never taken from elsewhere', () => {
    const groups = groupLedger([
      { match: 1, rule: '§21.2', amount: 12, text: 'CF used in attack' },
      { match: 1, rule: '§21.22', amount: 10, text: 'a kill' },
      { match: 1, rule: '§21.3', amount: -20, text: 'spent' },
    ]);
    expect(groups).toHaveLength(1);
    expect(groups[0]).toMatchObject({ in: 22, out: 20, after: 2 });
    expect(groupLedger([])).toEqual([]);
  });
  it('amounts read with their sign and thousands', () => {
    expect([signedAmount(1600), signedAmount(-200), signedAmount(0), matchTitle(3)]).toEqual([
      '+1,600',
      '−200',
      '0',
      'Match 3',
    ]);
  });
});
