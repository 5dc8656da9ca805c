import { describe, expect, it } from 'vitest';
import { matchRowWords, readChildren, withLinks } from './children.js';

const body = {
  matches: [
    {
      id: 'm2',
      n: 2,
      status: 'active',
      outcome: null,
      seats: { a: { campaignSeat: 'o2', name: 'Verus' }, b: { campaignSeat: 'o3', name: 'Priscus' } },
    },
    {
      id: 'm1',
      n: 1,
      status: 'finished',
      outcome: { winners: ['a'], losers: ['b'], how: 'Down', text: 'whatever the match said' },
      seats: { a: { campaignSeat: 'o1', name: 'Cato' }, b: { campaignSeat: 'o2', name: 'Verus' } },
    },
    { nonsense: true },
  ],
};

describe('the campaign’s matches', () => {
  it('§22.3 reads the route’s list in match order, leaving out what is malformed', () => {
    const list = readChildren(body);
    expect(list.map((m) => m.id)).toEqual(['m1', 'm2']);
    expect(readChildren(null)).toEqual([]);
    expect(readChildren({ matches: 'x' })).toEqual([]);
  });
  it('§22.3 a match where this browser’s owner fights opens his seat with the campaign seat’s key; others are watched', () => {
    const [m1, m2] = withLinks(readChildren(body), { o3: 'tok3' });
    expect(m2).toMatchObject({
      mine: true,
      hold: { seat: 'b', token: 'tok3' },
      href: '#/match/m2',
      replay: '#/replay/m2',
    });
    expect(m1).toMatchObject({ mine: false, hold: null, href: '#/match/m1', replay: '#/replay/m1' });
  });
  it('a match in words', () => {
    const [m1, m2] = readChildren(body);
    expect(m1 && matchRowWords(m1)).toBe(
      "Match 1: Cato (Owner 1) against Verus (Owner 2): Cato beat Verus (killed at the crowd's word).",
    );
    expect(m2 && matchRowWords(m2)).toBe('Match 2: Verus (Owner 2) against Priscus (Owner 3): being fought now.');
  });
});
