import { describe, expect, it } from 'vitest';
import type { Hex } from '../../../core/hex.js';
import type { GladiatorSpec } from '../creation.js';
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

describe('§12.6 Billings: a pick-up on the way waits for the collisions of the phase', () => {
  /**
   * b at (0,0) facing south reaches for his sword lying behind him at (0,-1), then steps forward to (0,1); a steps
   * up from (0,2) into the same hex and they collide. Impact a 6+1+2+2 = 11, b 1+1+2+2+AG-3 (recovering): a wins
   * and drives b back to (0,0); stun 1+1+5 = 7 (1 stun); b's stumble die 6.
   */
  function reachThenCollide(options: Partial<GladiatorOptions>, b: Partial<GladiatorSpec>) {
    const m = new Match({
      a: { position: at(0, 2), facing: 0 },
      b: { position: at(0, 0), facing: 3, ...b },
      items: [{ kind: 'weapon', owner: 'b', at: at(0, -1) }],
      options,
    });
    m.set('b', { hasWeapon: false }).plot();
    return m;
  }

  it('Billings §12.6 the collision at the end of his move spoils a pick-up he made before it', () => {
    const m = reachThenCollide(RECOVERY, { AG: 3 });
    // Pick-up die 1 +1 (sword beside him) +1 (leaves his hex) +4 (collision) -3 (AG) = 4: fails.
    m.dice(6, 1, 1, 1, 6, 1).orders('F', '(G)F');
    expect(m.ofType('collision-result')[0]?.data, m.log()).toMatchObject({ winner: 'a', loser: 'b' });
    const types = m.last.map((e) => e.type);
    expect(types.indexOf('recover')).toBeGreaterThan(types.indexOf('collision-result'));
    const r = m.rollsFor('Billings §12.6');
    expect(r).toHaveLength(1);
    expect(r[0]?.modifiers.find((x) => x.label === 'collided this phase')?.value).toBe(4);
    expect(r[0]?.result).toBe('fails');
    expect(m.g('b').hasWeapon).toBe(false);
    expect(m.unusedDice).toBe(0);
  });

  it('§12.61 without the section the same pick-up is rolled on the way, before the collision, and stands', () => {
    const m = reachThenCollide({}, { AG: 3 });
    // Pick-up die 1 +1 +1 -3 = 0: he has it; then the collision.
    m.dice(1, 6, 1, 1, 1, 6).orders('F', '(G)F');
    const types = m.last.map((e) => e.type);
    expect(types.indexOf('recover'), m.log()).toBeLessThan(types.indexOf('collision'));
    expect(m.rollsFor('§12.61')[0]?.modifiers.some((x) => x.label === 'collided this phase')).toBe(false);
    expect(m.g('b').hasWeapon).toBe(true);
    expect(m.unusedDice).toBe(0);
  });

  it('Billings §12.6 a nimble man keeps the sword he reached for, collision or not', () => {
    const m = reachThenCollide(RECOVERY, { type: 'light', AG: 6 });
    // Impact b 1+2+2+6-3 = 8, a 11: a still wins. Pick-up 1 +1 +1 +4 -1 (light) -6 (AG) = 0: he has it.
    m.dice(6, 1, 1, 1, 6, 1).orders('F', '(G)F');
    expect(m.ofType('collision-result')[0]?.data, m.log()).toMatchObject({ winner: 'a', loser: 'b' });
    const r = m.rollsFor('Billings §12.6')[0];
    expect(r?.modifiers.find((x) => x.label === 'collided this phase')?.value).toBe(4);
    expect(r?.result).toBe('recovered');
    expect(m.g('b').hasWeapon).toBe(true);
    expect(m.unusedDice).toBe(0);
  });

  /** b steps into (0,1) and reaches for the sword there; a steps into the same hex: both moved into it. */
  function collideThenReach(options: Partial<GladiatorOptions>) {
    const m = new Match({
      a: { position: at(0, 2), facing: 0 },
      b: { position: at(0, 0), facing: 3 },
      items: [{ kind: 'weapon', owner: 'b', at: at(0, 1) }],
      options,
    });
    m.set('b', { hasWeapon: false }).plot();
    m.dice(6, 1, 1, 1, 6, 6).orders('F', 'F(G)');
    const r = m.rollsFor('Billings §12.6')[0];
    if (!r) throw new Error(m.log());
    return { m, stun: r.modifiers.find((x) => x.label === 'stun')?.value };
  }

  it('Billings §12.6 a pick-up in the collision hex after moving in bears that collision stun (both moved: the default)', () => {
    const { m, stun } = collideThenReach(RECOVERY);
    expect(m.g('b').stun).toBeGreaterThan(0);
    expect(stun).toBe(m.g('b').stun);
  });

  it('Billings §12.6 with recoveryStun: notCounted, the stun of a collision both moved into is left out', () => {
    const { m, stun } = collideThenReach({
      billings: { ...BILLINGS_PRESET, preset: false, recoveryCollision: true, recoveryStun: 'notCounted' },
    });
    expect(m.g('b').stun).toBeGreaterThan(0);
    expect(stun).toBeUndefined();
  });
});
