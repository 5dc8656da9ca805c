import { describe, expect, it } from 'vitest';
import { neighbour } from '../../core/hex.js';
import { cardsWords, facingWords, hexWords, placeWords, wayWords } from './words.js';

describe('log words: hexes, facings and cards in words', () => {
  it('§4.4 a hex is named from the centre by the compass, along one spoke or two neighbouring ones', () => {
    expect(hexWords({ q: 0, r: 0 })).toBe('the centre');
    expect(hexWords({ q: 0, r: -1 })).toBe('the hex 1 north of the centre');
    expect(hexWords({ q: 4, r: -4 })).toBe('the hex 4 north-east of the centre');
    expect(hexWords({ q: -2, r: 3 })).toBe('the hex 1 south and 2 south-west of the centre');
    // Every hex of a radius-6 board has exactly one name, and the name walks back to it.
    const seen = new Set<string>();
    for (let q = -6; q <= 6; q++)
      for (let r = Math.max(-6, -q - 6); r <= Math.min(6, -q + 6); r++) seen.add(hexWords({ q, r }));
    expect(seen.size).toBe(127);
  });

  it('§8.4 a way between two hexes and a facing read as words', () => {
    const from = { q: 2, r: -1 };
    expect(wayWords(from, neighbour(from, 5, 3))).toBe('3 hexes north-west');
    expect(wayWords(from, neighbour(neighbour(from, 5, 3), 0, 1))).toBe('3 north-west and 1 north');
    expect(wayWords(from, from)).toBe('');
    expect([0, 1, 2, 3, 4, 5].map((d) => facingWords(d as 0))).toEqual([
      'north',
      'north-east',
      'south-east',
      'south',
      'south-west',
      'north-west',
    ]);
    expect(placeWords({ q: -4, r: 0 }, 2)).toBe('the hex 4 north-west of the centre, facing south-east');
  });

  it('§2 cards read as printed, like ones counted together', () => {
    expect(
      cardsWords([
        { id: 'a1', kind: 'energy1' },
        { id: 'a2', kind: 'energy1' },
        { id: 'a3', kind: 'energy0' },
        { id: 'a4', kind: 'specialMove', move: 'acrobaticStrike' },
        { id: 'a5', kind: 'action', action: 'berserk' },
        { id: 'a6', kind: 'feint' },
      ]),
    ).toBe('2 × 1-energy, 0-energy, Acrobatic Strike, Berserk, Feint');
  });
});
