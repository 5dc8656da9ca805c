import { describe, expect, it } from 'vitest';
import type { Hex } from '../../../core/hex.js';
import { Match } from '../testkit.js';
import type { GladiatorOptions } from '../types.js';
import { BILLINGS_PRESET } from './options.js';

const at = (q: number, r: number): Hex => ({ q, r });
const NET_COLLISION: Partial<GladiatorOptions> = {
  advanced: true,
  billings: { ...BILLINGS_PRESET, preset: false, netCollision: true },
};

/**
 * b walks into a, the Retarius, who holds his hex and writes a net attack (the mover rolls first). Impact a 6+1-2+3+2 = 10 (strong and
 * quick), b 1+1+2+2 = 6: b goes back to (0,0) with 1+1+4 on the stun roll and a stumble die of 6; then the net.
 */
function netAfterCollision(options: Partial<GladiatorOptions>, net: string) {
  const m = new Match({
    a: { type: 'retarius', shield: 'none', position: at(0, 1), facing: 0, ST: 3, AG: 2 },
    b: { position: at(0, 0), facing: 3 },
    options,
  }).plot();
  m.dice(1, 6, 1, 1, 6, 1, 1, 1).orders(net, 'F');
  expect(m.ofType('collision-result')[0]?.data).toMatchObject({ winner: 'a', loser: 'b', to: at(0, 0) });
  return m;
}

describe('§17.34 §17.45 Billings: a net attack in a phase with a collision', () => {
  it('§17.34 the toss is still made, with -4 for the collision', () => {
    const m = netAfterCollision(NET_COLLISION, '(TN)X');
    const r = m.rollsFor('§17.3')[0];
    expect(r?.modifiers.filter((x) => x.rule === '§17.34' && x.value === -4)).toHaveLength(1);
    expect(m.ofType('net-barred')).toHaveLength(0);
  });

  it('§17.45 the swing is still made, with -4 for the collision', () => {
    const m = netAfterCollision(NET_COLLISION, '(SN)X');
    const r = m.rollsFor('§17.4')[0];
    expect(r?.modifiers.filter((x) => x.rule === '§17.45' && x.value === -4)).toHaveLength(1);
    expect(m.ofType('net-barred')).toHaveLength(0);
  });

  it('§17.8 without the section the collision forbids the toss', () => {
    const m = netAfterCollision({ advanced: true }, '(TN)X');
    expect(m.rollsFor('§17.3')).toHaveLength(0);
    expect(m.ofType('net-barred')[0]?.rule).toBe('§17.8');
  });

  it('§17.34 no collision, no -4', () => {
    const m = new Match({
      a: { type: 'retarius', shield: 'none', position: at(0, 1), facing: 0 },
      b: { position: at(0, 0), facing: 3 },
      options: NET_COLLISION,
    }).plot();
    m.dice(1, 1, 1).orders('(TN)X', null);
    expect(m.rollsFor('§17.3')[0]?.modifiers.some((x) => x.rule === '§17.34' && x.value < 0)).toBe(false);
  });
});

const NET_LAY: Partial<GladiatorOptions> = {
  advanced: true,
  billings: { ...BILLINGS_PRESET, preset: false, netLay: true },
};

/**
 * a, the Retarius, holds at (0,2) facing north and lays his net in his centre front, (0,1). b comes down from (0,0)
 * with F(Q): through the lay's hex and into a, who held his ground (7.3).
 */
function runInto(options: Partial<GladiatorOptions>) {
  return new Match({
    a: { type: 'retarius', shield: 'none', position: at(0, 2), facing: 0, ST: 3 },
    b: { position: at(0, 0), facing: 3 },
    options,
  }).plot();
}

describe('§17.55 Billings: the net lay strikes as the man steps into its hex', () => {
  it('Billings §17.55 the lay comes before the collision; tripped, b meets it at -2, loses, fails his check and falls', () => {
    const m = runInto(NET_LAY);
    // Lay 5+5+5 +2 (two hexes forward) = 17: H. Impact b 1+1+2+4-2 = 6, a 6+1-2+3 = 8. Stun 6+6+2 = 14.
    // Stumble die 1 less stun 4: he fails.
    m.dice(5, 5, 5, 1, 6, 6, 6, 1).orders('(LN2)X', 'F(Q)');
    const lay = m.rollsFor('Billings §17.55');
    expect(lay, m.log()).toHaveLength(1);
    expect(lay[0]?.result).toMatch(/^H/);
    const types = m.last.map((e) => e.type);
    expect(types.indexOf('net-trip')).toBeLessThan(types.indexOf('collision'));
    const impact = m.rolls().find((r) => r.purpose === "Beta's impact factor");
    expect(impact?.modifiers.filter((x) => x.rule === 'Billings §17.55').map((x) => x.value)).toEqual([-2]);
    expect(m.ofType('collision-result')[0]?.data).toMatchObject({ winner: 'a', loser: 'b' });
    expect(m.g('b').posture).toBe('prone');
    expect(m.ofType('prone').at(-1)?.rule).toBe('Billings §17.55');
    expect(m.g('a').netSpent?.cf).toBe(2);
    expect(m.ofType('net-barred')).toHaveLength(0);
    expect(m.unusedDice).toBe(0);
  });

  it('Billings §17.55 a tripped man who wins the collision stays on his feet, still owing his stumble', () => {
    const m = runInto(NET_LAY);
    // Lay H as before. Impact b 6+1+2+4-2 = 11, a 1+1-2+3 = 3: a loses, goes back... a never moved, so b goes back.
    m.dice(5, 5, 5, 6, 1, 1, 1, 6).orders('(LN2)X', 'F(Q)');
    expect(m.ofType('collision-result')[0]?.data, m.log()).toMatchObject({ winner: 'b', loser: 'a' });
    expect(m.g('b').posture).toBe('standing');
    expect(m.g('b').mustStumble).toBe(true);
  });

  it('§17.8 without the section the Retarius in a collision lays nothing', () => {
    const m = runInto({ advanced: true });
    m.dice(1, 6, 6, 6, 6).orders('(LN2)X', 'F(Q)');
    expect(m.ofType('net-barred')[0]?.rule, m.log()).toBe('§17.8');
    expect(m.rollsFor('§17.5')).toHaveLength(0);
    expect(m.rollsFor('Billings §17.55')).toHaveLength(0);
  });

  it('Billings §17.55 a Retarius who walks into a man holding his hex has his lay cancelled, its 2 CF spent', () => {
    const m = new Match({
      a: { type: 'retarius', shield: 'none', position: at(0, 2), facing: 0, ST: 3 },
      b: { position: at(0, 0), facing: 3 },
      options: NET_LAY,
    }).plot();
    // a: (LN2) counted at (0,2), so the hex is (0,1); then F(Q) runs him into b at (0,0). Impact a 6, b 1, stun, stumble.
    m.dice(6, 1, 1, 1, 6).orders('(LN2)F(Q)', null);
    const cancelled = m.ofType('net-cancelled');
    expect(cancelled, m.log()).toHaveLength(1);
    expect(cancelled[0]?.rule).toBe('Billings §17.55');
    expect(m.g('a').netSpent?.cf).toBe(2);
    expect(m.rollsFor('Billings §17.55')).toHaveLength(0);
  });
});

describe('§17.55 §7.2 Billings: a lay and crossed paths', () => {
  /**
   * a lays in (0,1), counted before his move, then goes F(Q) through it to (0,0); b comes in from (-1,1) with F(Q)
   * through (0,1) to (1,1). Their paths cross in the lay's hex.
   */
  const crossing = () =>
    new Match({
      a: { type: 'retarius', shield: 'none', position: at(0, 2), facing: 0 },
      b: { position: at(-1, 1), facing: 2 },
      options: { advanced: true, billings: { ...BILLINGS_PRESET, preset: false, netLay: true, crossedPaths: true } },
    }).plot();

  it('Billings §17.55 doubles: they meet where the paths cross, and the lay is cancelled, its 2 CF spent', () => {
    const m = crossing();
    m.dice(3, 3, 6, 1, 1, 1, 6, 6, 6, 6).orders('(LN2)F(Q)', 'F(Q)');
    expect(m.ofType('crossed-paths')[0]?.data, m.log()).toMatchObject({ collide: true });
    expect(m.ofType('net-cancelled')[0]?.rule).toBe('Billings §17.55');
    expect(m.rollsFor('Billings §17.55')).toHaveLength(0);
    expect(m.g('a').netSpent?.cf).toBe(2);
  });

  it('Billings §17.55 no doubles: they slip past, and the lay catches b as he steps through its hex', () => {
    const m = crossing();
    m.dice(3, 4, 5, 5, 5).orders('(LN2)F(Q)', 'F(Q)');
    expect(m.ofType('crossed-paths')[0]?.data, m.log()).toMatchObject({ collide: false });
    expect(m.ofType('net-cancelled')).toHaveLength(0);
    expect(m.rollsFor('Billings §17.55')).toHaveLength(1);
    expect(m.unusedDice).toBe(0);
  });
});

describe('§17.55 §7.5 Billings: a lay counted from where the Retarius ends, in a collision hex', () => {
  /**
   * a steps from (0,2) to (0,1) facing north and then turns right; b comes down F(Q) from (0,-1) through (0,0) into
   * (0,1). With the lay counted where a ends, his centre front is (1,0) as he finally faces, or (0,0) if he meets
   * the collision facing north, which shows b only his front.
   */
  const meet = (collisionFacing: boolean) =>
    new Match({
      a: { type: 'retarius', shield: 'none', position: at(0, 2), facing: 0 },
      b: { position: at(0, -1), facing: 3 },
      options: {
        advanced: true,
        netLayHex: 'whereMoveEnds',
        billings: { ...BILLINGS_PRESET, preset: false, netLay: true, collisionFacing },
      },
    }).plot();

  it('Billings §17.55 with the 7.5 facing section he lays from the facing he meets the collision with, and b is struck', () => {
    const m = meet(true);
    m.dice(6, 6, 6, 6, 1, 1, 1, 6, 6).orders('(LN2)F(R)', 'F(Q)');
    const lay = m.rollsFor('Billings §17.55');
    expect(lay, m.log()).toHaveLength(1);
    expect(lay[0]?.purpose).toBe('Net Lay at Beta');
  });

  it('Billings §17.55 without it the lay is counted from his last written facing and finds no one', () => {
    const m = meet(false);
    m.dice(6, 1, 1, 1, 6, 6, 6, 6).orders('(LN2)F(R)', 'F(Q)');
    expect(m.rollsFor('Billings §17.55'), m.log()).toHaveLength(0);
    expect(m.ofType('net-miss')[0]?.rule).toBe('§17.52');
  });
});

describe('§12.6 §17.55 Billings: a pick-up and a lay in the same hex', () => {
  /** a lays in (0,1); b steps into it from (0,0), his sword lying at (0,1) or at (0,0). */
  function layAndPickUp(sword: Hex, options: Partial<GladiatorOptions>) {
    const m = new Match({
      a: { type: 'retarius', shield: 'none', position: at(0, 2), facing: 0, TR: 10 },
      b: { position: at(0, 0), facing: 3, AG: 5 },
      items: [{ kind: 'weapon', owner: 'b', at: sword }],
      options,
    });
    m.set('b', { hasWeapon: false }).plot();
    return m;
  }

  it('Billings §17.55 b reaches for his sword in the lay hex: the lay is rolled first and its trip adds 4 to the pick-up', () => {
    const m = layAndPickUp(at(0, 1), NET_LAY);
    // Lay 6+6+6 +1 (a hex forward) -3 (net defence 10 against 13) = 16: H. Pick-up 1 +2 (a next to the sword)
    // +1 (left his hex) +4 (tripped) -5 (AG) = 3: fails; without the trip it would have been -1.
    m.dice(6, 6, 6, 1).orders('(LN2)X', 'F(G)');
    const rolls = m.rolls().map((r) => r.rule);
    expect(rolls, m.log()).toEqual(['Billings §17.55', 'Billings §12.6']);
    const pick = m.rollsFor('Billings §12.6')[0];
    expect(pick?.modifiers.find((x) => x.label === 'tripped by a net lay before he reached')?.value).toBe(4);
    expect(pick?.result).toBe('fails');
    expect(m.g('b').hasWeapon).toBe(false);
    expect(m.unusedDice).toBe(0);
  });

  it('§12.61 without the section the pick-up is rolled on the way, before the lay, and stands', () => {
    const m = layAndPickUp(at(0, 1), { advanced: true });
    m.dice(1, 6, 6, 6).orders('(LN2)X', 'F(G)');
    expect(
      m.rolls().map((r) => r.rule),
      m.log(),
    ).toEqual(['§12.61', '§17.5']);
    expect(m.g('b').hasWeapon).toBe(true);
  });

  it('Billings §17.55 a pick-up made before he steps into the lay hex comes first and is not touched by the trip', () => {
    const m = layAndPickUp(at(0, 0), NET_LAY);
    // Both are rolled after the walk, the lay first, but the pick-up counts as made before he met the net: the lay,
    // 16: H; the pick-up 1 +1 (left his hex) -5 (AG) = -3, no +4 for the trip: he has it.
    m.dice(6, 6, 6, 1).orders('(LN2)X', '(G)F');
    const pick = m.rolls().find((r) => r.purpose.startsWith('recover'));
    expect(
      pick?.modifiers.some((x) => x.value === 4),
      m.log(),
    ).toBe(false);
    expect(m.g('b').hasWeapon).toBe(true);
    expect(m.g('b').mustStumble).toBe(true);
  });
});
