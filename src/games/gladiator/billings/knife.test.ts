/**
 * The Billings knife of the Retarius: once his trident is gone he attacks and parries with it, its blows at half
 * CF, only in his front, and he may not throw it. a, the Retarius, faces b in the hex ahead; in phase 1 he throws
 * his trident away behind him (a die of 3), and from phase 2 he has only the knife.
 */
import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../../core/protocol.js';
import { Match } from '../testkit.js';
import type { GladiatorCommand, GladiatorOptions } from '../types.js';
import { BILLINGS_KNIFE } from './knife.js';
import { BILLINGS_PRESET } from './options.js';

const at = (q: number, r: number) => ({ q, r });
const KNIFE: Partial<GladiatorOptions> = {
  advanced: true,
  billings: { ...BILLINGS_PRESET, preset: false, knife: true },
};
const ORIGINAL: Partial<GladiatorOptions> = { advanced: true };

function tridentThrown(options: Partial<GladiatorOptions>, bAt = at(0, 0)): Match {
  const m = new Match({
    a: { type: 'retarius', shield: 'none', position: at(0, 1), facing: 0 },
    b: { position: bAt, facing: 3 },
    options,
  });
  m.plot().orders(null, null);
  m.dice(3);
  m.allocate({ discard: { item: 'weapon', side: 4, area: 1, afterSubPhase: 0 } }, {});
  expect(m.g('a').hasWeapon).toBe(false);
  expect(m.state.items[0]?.at).toEqual(at(0, 4));
  return m;
}

const attackOf = (m: Match, seat: string): GameEvent | undefined =>
  m.ofType('attack').find((e) => (e.data as { seat: string }).seat === seat);

describe('Billings: the Retarius’s knife once his trident is lost', () => {
  it('he draws the knife as the trident leaves his hand, and its blow counts at half', () => {
    const m = tridentThrown(KNIFE);
    expect(m.events.filter((e) => e.type === 'knife-drawn')[0]?.rule).toBe(BILLINGS_KNIFE);
    expect(m.g('a').knife).toBe(true);
    m.orders(null, null);
    // 4 CF written, 2 struck: column 2, where a roll of 4 has no effect.
    m.dice(1, 1, 2);
    m.allocate({ attacks: [{ area: 2, cf: 4 }] }, {});
    expect(attackOf(m, 'a')?.data).toMatchObject({ attack: 2, naa: 2, result: '-' });
    expect(m.log()).toMatch(/knife halved/);
    expect(m.unusedDice).toBe(0);
  });

  it('without the section a Retarius who lost his trident cannot attack (12.2)', () => {
    const m = tridentThrown(ORIGINAL);
    expect(m.g('a').knife).toBeUndefined();
    m.orders(null, null);
    const cmd: GladiatorCommand = { type: 'allocate', attacks: [{ area: 2, cf: 4 }], defence: [0, 0, 0, 0, 0] };
    expect(m.refused('a', cmd).rule).toBe('§12.2');
  });

  it('the knife parries a P, and no weapon drop is rolled for it', () => {
    const m = tridentThrown(KNIFE);
    m.orders(null, null);
    // b: 2 CF at a's chest, NAA 2; roll 10 is a P on column 2.
    m.dice(4, 3, 3);
    m.allocate({}, { attacks: [{ area: 2, cf: 2 }] });
    expect(attackOf(m, 'b')?.data).toMatchObject({ naa: 2, result: 'P' });
    expect(m.ofType('no-parry')).toHaveLength(0);
    expect(m.rollsFor('§12.2')).toHaveLength(0);
    expect(m.unusedDice).toBe(0);
  });

  it('the knife cannot be thrown: refused, naming the knife', () => {
    const m = tridentThrown(KNIFE);
    m.orders(null, null);
    const cmd: GladiatorCommand = {
      type: 'allocate',
      attacks: [],
      defence: [0, 0, 0, 0, 0],
      discard: { item: 'weapon', side: 1, area: 1, afterSubPhase: 0 },
    };
    const refusal = m.refused('a', cmd);
    expect([refusal.rule, refusal.message]).toEqual([BILLINGS_KNIFE, "Alpha's knife cannot be thrown"]);
  });

  it('the knife reaches only his front: a man two hexes ahead, in the trident’s old reach, is out of it', () => {
    const m = tridentThrown(KNIFE, at(0, -1));
    m.orders(null, null);
    expect(m.state.step).not.toBe('allocate');
    expect(m.ofType('attack')).toHaveLength(0);
  });
});
