import { describe, expect, it } from 'vitest';
import type { Roll } from '../../../core/dice.js';
import { FACE_TO_FACE, Match } from '../testkit.js';
import type { GladiatorOptions } from '../types.js';
import { BILLINGS_PRESET } from './options.js';

const DROPS: Partial<GladiatorOptions> = { billings: { ...BILLINGS_PRESET, preset: false, dropStrength: true } };
const drms = (r: Roll | undefined) => (r?.modifiers ?? []).map((x) => [x.label, x.value]);

/** a (ST 3) puts 4 CF on b's undefended chest: NAA 4; the CRT roll 7 on column 4 is S*, the shield edge is hit. */
function edgeHit(bST: number, options: Partial<GladiatorOptions>, ...dropDice: number[]): Match {
  const m = new Match({ a: { ...FACE_TO_FACE.a, ST: 3 }, b: { ...FACE_TO_FACE.b, ST: bST }, options });
  m.plot().orders(null, null);
  m.dice(1, 2, 4, 1, 1, 1, ...dropDice);
  m.allocate({ attacks: [{ area: 2, cf: 4 }] }, {});
  return m;
}

describe("Billings §12.1 the defender's strength on the shield drop roll", () => {
  it('a man of ST 2 holds on where the original roll of 7 - 3 - 4 = 0 would drop the shield', () => {
    const m = edgeHit(2, DROPS, 2, 2, 3);
    const drop = m.rollsFor('§12.1')[0];
    expect(drms(drop)).toEqual([
      ["attacker's Strength", -3],
      ['net attacker advantage', -4],
      ["defender's Strength (Billings)", 2],
    ]);
    expect(drop?.total).toBe(2);
    expect(m.g('b').shield).toBe('large');
    expect(m.unusedDice).toBe(0);
  });

  it('a weak man (ST -1) drops it on a roll the original game would let him keep', () => {
    // 8 - 3 - 4 - 1 = 0: dropped; then the drop side and distance dice.
    const m = edgeHit(-1, DROPS, 2, 3, 3, 1, 1);
    expect(m.rollsFor('§12.1')[0]?.total).toBe(0);
    expect(m.g('b').shield).toBeNull();
    expect(m.unusedDice).toBe(0);
  });

  it('without the section the same roll has no strength term', () => {
    const m = edgeHit(2, {}, 2, 2, 3, 1, 3);
    expect(drms(m.rollsFor('§12.1')[0]).map(([label]) => label)).not.toContain("defender's Strength (Billings)");
    expect(m.g('b').shield).toBeNull();
  });
});

describe("Billings §12.2 the defender's strength on the weapon drop roll", () => {
  it('adds his ST to the roll after a P: ST 4 turns a roll of 3 - 3 - 2 = -2 into 2, and he keeps the weapon', () => {
    // a (ST 3) puts 4 CF on b's chest, defended by 2: NAA 2; the CRT roll 10 on column 2 is P.
    const m = new Match({ a: { ...FACE_TO_FACE.a, ST: 3 }, b: { ...FACE_TO_FACE.b, ST: 4 }, options: DROPS });
    m.plot().orders(null, null);
    m.dice(3, 3, 4, 1, 1, 1);
    m.allocate({ attacks: [{ area: 2, cf: 4 }] }, { defence: [0, 2, 0, 0, 0] });
    const drop = m.rollsFor('§12.2')[0];
    expect(drms(drop)).toContainEqual(["defender's Strength (Billings)", 4]);
    expect(drop?.total).toBe(3 - 3 - 2 + 4);
    expect(m.g('b').hasWeapon).toBe(true);
    expect(m.unusedDice).toBe(0);
  });
});
