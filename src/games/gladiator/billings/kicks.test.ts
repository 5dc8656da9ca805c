import { describe, expect, it } from 'vitest';
import type { Hex } from '../../../core/hex.js';
import { Match } from '../testkit.js';
import type { GladiatorOptions } from '../types.js';
import { BILLINGS_PRESET } from './options.js';

const at = (q: number, r: number): Hex => ({ q, r });
const CONTEST: Partial<GladiatorOptions> = { billings: { ...BILLINGS_PRESET, preset: false, kickContest: true } };

/**
 * b (no weapon) stands at (0,-1) beside his sword at (0,0) and writes R; a steps onto it from (0,1) with F(K4), kicking
 * it back the way he came. The contest dice come first (a's, then b's), then whatever the winner does.
 */
function kickAgainstR(dice: number[], options: Partial<GladiatorOptions> = CONTEST, bOrder = 'R') {
  const m = new Match({
    a: { position: at(0, 1), facing: 0 },
    b: { position: at(0, -1), facing: 3 },
    options,
    items: [{ kind: 'weapon', owner: 'b', at: at(0, 0) }],
  });
  m.set('b', { hasWeapon: false });
  m.plot();
  m.dice(...dice).orders('F(K4)', bOrder);
  return m;
}

const types = (m: Match) => m.last.map((e) => e.type).filter((t) => /kick|recover|pick-up/.test(t));

describe('§12.7 Billings: a kick against a pick-up of the same item', () => {
  it('§12.7 the kicker wins the dice and kicks first; the sword lands out of reach, so the R is void', () => {
    // Contest 5 against 2; kick 3 - 2 actions = 1 hex back to (0,1), two hexes from b.
    const m = kickAgainstR([5, 2, 3]);
    expect(m.ofType('kick-contest')[0]?.data).toMatchObject({ kicker: 'a', recoverer: 'b', first: 'kick' });
    expect(m.ofType('kick-contest')[0]?.rule).toBe('§12.7');
    expect(m.state.items[0]?.at).toEqual(at(0, 1));
    expect(types(m)).toEqual(['kick-contest', 'kick', 'pick-up-void']);
    expect(m.rollsFor('§12.61')).toEqual([]);
    expect(m.unusedDice).toBe(0);
  });

  it('§12.7 the kicker wins but misses: the sword stays in reach and the R is rolled as usual', () => {
    // Kick 2 - 2 = 0 misses; R: 1 + 3 (a on the sword) - 6 (R) = -2 recovers.
    const m = kickAgainstR([6, 1, 2, 1]);
    expect(types(m)).toEqual(['kick-contest', 'kick', 'recover']);
    expect(m.g('b').hasWeapon).toBe(true);
    expect(m.unusedDice).toBe(0);
  });

  it('§12.7 the man picking up wins and gets the sword: the kick is ignored', () => {
    // Contest 2 against 5; R: 1 + 3 - 6 = -2 recovers; no kick die.
    const m = kickAgainstR([2, 5, 1]);
    expect(m.ofType('kick-contest')[0]?.data).toMatchObject({ first: 'recovery' });
    expect(types(m)).toEqual(['kick-contest', 'recover', 'kick-void']);
    expect(m.g('b').hasWeapon).toBe(true);
    expect(m.rollsFor('§12.71')).toEqual([]);
    expect(m.unusedDice).toBe(0);
  });

  it('§12.7 the man picking up wins but fails: the kick then goes ahead from where it was made', () => {
    // R: 6 + 3 - 6 = 3 fails; kick 6 - 2 = 4 hexes from (0,0) towards a's rear: (0,4).
    const m = kickAgainstR([1, 2, 6, 6]);
    expect(types(m)).toEqual(['kick-contest', 'recover', 'kick']);
    expect(m.g('b').hasWeapon).toBe(false);
    expect(m.state.items[0]?.at).toEqual(at(0, 4));
    expect(m.unusedDice).toBe(0);
  });

  it('§12.7 a tie is rolled again until one is higher', () => {
    const m = kickAgainstR([3, 3, 4, 4, 2, 6, 1]);
    expect(m.rollsFor('§12.7')).toHaveLength(6);
    expect(m.ofType('kick-contest')[0]?.data).toMatchObject({ first: 'recovery' });
    expect(m.unusedDice).toBe(0);
  });

  it('§12.7 against a pick-up on the way, (G): the winner walks first, whatever the seat order', () => {
    // b (AG 5) grabs before a kicks: 1 + 3 (a ends on the sword) + 1 (sword next to him) - 5 = 0 recovers, and a's kick is void.
    const m = new Match({
      a: { position: at(0, 1), facing: 0 },
      b: { position: at(0, -1), facing: 3, AG: 5 },
      options: CONTEST,
      items: [{ kind: 'weapon', owner: 'b', at: at(0, 0) }],
    });
    m.set('b', { hasWeapon: false });
    m.plot();
    m.dice(1, 6, 1).orders('F(K4)', '(G)X');
    expect(types(m)).toEqual(['kick-contest', 'recover', 'kick-void']);
    expect(m.g('b').hasWeapon).toBe(true);
    expect(m.unusedDice).toBe(0);
  });

  it('§12.7 without the section there is no contest: a kicks as he walks, and the R finds the sword gone', () => {
    const m = kickAgainstR([3], {});
    expect(m.rollsFor('§12.7')).toEqual([]);
    expect(m.state.items[0]?.at).toEqual(at(0, 1));
    expect(types(m)).toEqual(['kick', 'recover']);
    expect(m.g('b').hasWeapon).toBe(false);
  });
});
