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
