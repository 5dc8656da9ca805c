import { describe, expect, it } from 'vitest';
import type { Hex } from '../../../core/hex.js';
import { Match } from '../testkit.js';
import type { GladiatorOptions } from '../types.js';
import { BILLINGS_PRESET } from './options.js';

const at = (q: number, r: number): Hex => ({ q, r });
const RECOVERY: Partial<GladiatorOptions> = {
  billings: { ...BILLINGS_PRESET, preset: false, recoveryCollision: true },
};

/**
 * b, his sword on the floor at his feet, writes R; a walks into him. Impact a 6+1+2+2 = 11, b 1+1+2-3 = 1: b is
 * driven to (0,-1) with 1+1+10 on the stun roll; his stumble die 6; then his recovery die.
 */
function rAfterCollision(options: Partial<GladiatorOptions>) {
  const m = new Match({
    a: { position: at(0, 1), facing: 0 },
    b: { position: at(0, 0), facing: 3 },
    items: [{ kind: 'weapon', owner: 'b', at: at(0, 0) }],
    options,
  });
  m.set('b', { hasWeapon: false }).plot();
  m.dice(6, 1, 1, 1, 6, 1).orders('F', 'R');
  const r = m.rollsFor('§12.61')[0];
  if (!r) throw new Error(m.log());
  return { m, drms: Object.fromEntries(r.modifiers.map((x) => [x.label, x.value])) };
}

describe('§12.6 Billings: recovery in a phase with a collision', () => {
  it('§12.6 the collision adds its 4 but no longer cancels the R move, and its stun is left out of the roll', () => {
    const { m, drms } = rAfterCollision(RECOVERY);
    expect(m.g('b').stun).toBeGreaterThan(0);
    expect(drms['collided this phase']).toBe(4);
    expect(drms['R written as the standard action']).toBe(-6);
    expect(drms.stun).toBeUndefined();
    expect(m.unusedDice).toBe(0);
  });

  it('§12.61 without the section the collision cancels the R and the fresh stun counts', () => {
    const { m, drms } = rAfterCollision({});
    expect(drms['collided this phase']).toBe(4);
    expect(drms['R written as the standard action']).toBeUndefined();
    expect(drms.stun).toBe(m.g('b').stun);
    expect(m.unusedDice).toBe(0);
  });

  it('§12.6 stun from an earlier phase still counts in full', () => {
    const m = new Match({
      a: { position: at(0, 3), facing: 0 },
      b: { position: at(0, 0), facing: 3 },
      items: [{ kind: 'weapon', owner: 'b', at: at(0, 0) }],
      options: RECOVERY,
    });
    m.set('b', { hasWeapon: false, stun: 1 }).plot();
    // No collision: the R roll, then b's stun recovery die (11.5).
    m.dice(1, 6).orders(null, 'R');
    const r = m.rollsFor('§12.61')[0];
    expect(r?.modifiers.find((x) => x.label === 'stun')?.value).toBe(1);
    expect(r?.modifiers.find((x) => x.label === 'R written as the standard action')?.value).toBe(-6);
  });
});

describe('§11.5 Billings: stun recovery after all movement', () => {
  it('§11.5 under the preset, old stun wears off only after the collision and the pick-up of the phase', () => {
    const m = new Match({
      a: { position: at(0, 1), facing: 0 },
      b: { position: at(0, 0), facing: 3 },
      items: [{ kind: 'weapon', owner: 'b', at: at(0, 0) }],
      options: { billings: BILLINGS_PRESET },
    });
    m.set('b', { hasWeapon: false, stun: 1 }).plot();
    // Impact a 6+1+2+2 = 11, b 1+1+2-3-1 = 0; stun 1+1+11; stumble die 6; recovery die 1; b's stun recovery die 1.
    m.dice(6, 1, 1, 1, 6, 1, 1).orders('F', 'R');
    const order = m.last.map((e) => e.type);
    const recovery = order.indexOf('stun-recovery');
    expect(recovery).toBeGreaterThan(order.indexOf('collision-result'));
    expect(recovery).toBeGreaterThan(order.indexOf('recover'));
    expect(m.rollsFor('§11.5')).toHaveLength(1);
    expect(m.unusedDice).toBe(0);
  });
});
