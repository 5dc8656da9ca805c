/**
 * Billings 12.5: thrown weapons and shields. a stands at (0,1) facing north, b at (0,0) facing south: each is in the
 * other's front, one hex away, and b's hexside 1 (his front) points at a. Plain men have TR 8 (+1 to the throw).
 */
import { describe, expect, it } from 'vitest';
import { gladiator } from '../module.js';
import { FACE_TO_FACE, Match, PLAIN } from '../testkit.js';
import type { GladiatorCommand, GladiatorOptions } from '../types.js';
import { BILLINGS_PRESET } from './options.js';
import { THROW_ROWS } from './tables.js';
import { BILLINGS_THROW, throwModifiers, thrownObject, throwTooFar } from './throwing.js';

const at = (q: number, r: number) => ({ q, r });
const THROWING: Partial<GladiatorOptions> = {
  advanced: true,
  billings: { ...BILLINGS_PRESET, preset: false, throwing: true },
};

function throwing(f: ConstructorParameters<typeof Match>[0] = {}): Match {
  const m = new Match({ ...FACE_TO_FACE, options: THROWING, ...f });
  m.plot().orders(null, null);
  return m;
}

const rollValues = (m: Match) => m.rollsFor(BILLINGS_THROW).map((r) => r.modifiers.map((x) => x.value));

describe('Billings §12.5 thrown weapons and shields', () => {
  it('§12.5 a sword at one hex: -2 for range, +1 for TR 8; a die of 2 hits, the area die 2 is the chest, the blow is on column 3', () => {
    const m = throwing();
    m.dice(2, 2, 1, 1, 1);
    m.allocate({}, { discard: { item: 'weapon', side: 1, area: 5, afterSubPhase: 0 } });
    expect(rollValues(m)[0]).toEqual([-2, 1]);
    expect(m.rollsFor(BILLINGS_THROW)[0]?.result).toBe('hits');
    expect(m.state.items[0]?.at).toEqual(at(0, 1));
    // The written area (legs) gives way to the area die's chest; column 3 less no defence; roll 3: no effect.
    const attack = m.ofType('attack')[0];
    expect(attack?.rule).toBe(BILLINGS_THROW);
    expect(attack?.data).toMatchObject({ seat: 'b', target: 'a', area: 2, attack: 3, naa: 3, result: '-' });
    expect(m.unusedDice).toBe(0);
  });

  it('§12.5 a miss flies the plain die in hexes along its line and hurts no one', () => {
    const m = throwing();
    m.dice(4);
    m.allocate({}, { discard: { item: 'weapon', side: 1, area: 1, afterSubPhase: 0 } });
    expect(m.rollsFor(BILLINGS_THROW)[0]).toMatchObject({ total: 3, result: 'misses' });
    expect(m.state.items[0]?.at).toEqual(at(0, 4));
    expect(m.ofType('throw-missed')).toHaveLength(1);
    expect(m.ofType('attack')).toHaveLength(0);
    expect(m.unusedDice).toBe(0);
  });

  it('§12.5 a whole trident at one hex takes -3; it strikes on column 5, less the defence of the area', () => {
    const m = throwing({
      a: { type: 'retarius', shield: 'none', position: at(0, 1), facing: 0 },
      b: { position: at(0, 0), facing: 3 },
    });
    expect(thrownObject(m.g('a'), 'weapon')).toBe('undamagedTrident');
    // Die 3 - 3 + 1 = 1: a hit; area die 1, the head; b wrote 5 on his head: NAA 0, roll 3: M.
    m.dice(3, 1, 1, 1, 1);
    m.allocate({ discard: { item: 'weapon', side: 1, area: 3, afterSubPhase: 0 } }, { defence: [5, 0, 0, 0, 0] });
    expect(rollValues(m)[0]).toEqual([-3, 1]);
    expect(m.ofType('attack')[0]?.data).toMatchObject({ area: 1, attack: 5, defence: 5, naa: 0, result: 'M' });
    expect(m.unusedDice).toBe(0);
  });

  it('§12.5 a shield strikes on column 0, and an area die of 6 misses after all', () => {
    const m = throwing({ b: { position: at(0, 0), facing: 3, TR: 12 } });
    // TR 12: -1; one hex: -2. Die 4 - 3 = 1 hits; the area die 6 glances off.
    m.dice(4, 6);
    m.allocate({}, { discard: { item: 'shield', side: 1, area: 1, afterSubPhase: 0 } });
    expect(rollValues(m)[0]).toEqual([-2, -1]);
    expect(m.rollsFor(BILLINGS_THROW)[1]?.result).toBe('misses after all');
    expect(m.ofType('attack')).toHaveLength(0);
    expect(m.state.items[0]).toMatchObject({ kind: 'shield', at: at(0, 1) });
    expect(THROW_ROWS.shield.crtColumn).toBe(0);
    expect(m.unusedDice).toBe(0);
  });

  it('§12.5 thrown with no foe on its line, the die is only its distance', () => {
    const m = throwing();
    m.dice(5);
    m.allocate({}, { discard: { item: 'weapon', side: 4, area: 1, afterSubPhase: 0 } });
    expect(m.rollsFor(BILLINGS_THROW)[0]).toMatchObject({ modifiers: [], result: 'no target' });
    expect(m.state.items[0]?.at).toEqual(at(0, -5));
  });

  it('§12.5 Billings §6.7 a throw with no foe on its line, toward the wall, stops at the last hex inside', () => {
    // b two hexes from the north wall throws over his back (side 4, north): a die of 5 would carry it to (0,-10).
    const near = { a: { position: at(0, -4), facing: 0 }, b: { position: at(0, -5), facing: 3 } } as const;
    const walled = { advanced: true, billings: { ...BILLINGS_PRESET, preset: false, throwing: true, walls: true } };
    const m = throwing({ ...near, options: walled });
    m.dice(5);
    m.allocate({}, { discard: { item: 'weapon', side: 4, area: 1, afterSubPhase: 0 } });
    expect(m.rollsFor(BILLINGS_THROW)[0]).toMatchObject({ result: 'no target' });
    expect(m.state.items[0]?.at).toEqual(at(0, -7));
    // Without the walls the same throw flies on past where the wall would stand.
    const open = throwing({ ...near });
    open.dice(5);
    open.allocate({}, { discard: { item: 'weapon', side: 4, area: 1, afterSubPhase: 0 } });
    expect(open.state.items[0]?.at).toEqual(at(0, -10));
  });

  it('§12.5 range and training modifiers: two and three hexes, and none beyond the table', () => {
    expect(throwModifiers('damagedTridentOrSword', 2, 10).map((x) => x.value)).toEqual([-1]);
    expect(throwModifiers('damagedTridentOrSword', 3, 10)).toEqual([]);
    expect(throwModifiers('undamagedTrident', 3, 9).map((x) => x.value)).toEqual([-1]);
    expect(throwModifiers('shield', 6, 8).map((x) => x.value)).toEqual([1]);
  });

  it('§12.5 a throw at a foe more than six hexes along its line is refused', () => {
    const m = new Match({
      a: { position: at(0, 7), facing: 0 },
      b: { position: at(0, 0), facing: 3 },
      options: THROWING,
    });
    expect(throwTooFar(m.state, m.g('b'), 1)).toBe(
      'Alpha stands 7 hexes away along that line: nothing can be thrown more than 6 hexes',
    );
    const near = new Match({
      a: { position: at(0, 6), facing: 0 },
      b: { position: at(0, 0), facing: 3 },
      options: THROWING,
    });
    expect(throwTooFar(near.state, near.g('b'), 1)).toBeNull();
  });

  it('§12.5 without the section the original throw stands (12.51: a shield counts only on the head)', () => {
    const m = new Match({ ...FACE_TO_FACE, options: { advanced: true } });
    m.plot().orders(null, null);
    m.dice(1);
    m.allocate({}, { discard: { item: 'shield', side: 1, area: 2, afterSubPhase: 0 } });
    expect(m.rollsFor(BILLINGS_THROW)).toHaveLength(0);
    expect(m.ofType('throw-harmless')).toHaveLength(1);
  });
});

describe('Billings §12.5 the maximum range in play', () => {
  it('§12.5 a team match: a throw at a foe seven hexes along its line is refused when written, naming the section', () => {
    const men = [
      { position: at(0, 0), facing: 3 },
      { position: at(0, 1), facing: 0 },
      { position: at(0, -7), facing: 3 },
    ].map((m, i) => ({ name: `Man ${i + 1}`, id: i + 1, ...PLAIN, ...m }));
    const options = gladiator.options.parse({ ...THROWING, sides: [['medium'], ['medium', 'medium']] });
    const setup = gladiator.setup(options, 'teams', { gladiators: men });
    if (!setup.ok) throw new Error(setup.error.message);
    let s = setup.value;
    const send = (seat: string, cmd: GladiatorCommand) => {
      const r = gladiator.apply(s, seat, cmd);
      if (!r.ok) throw new Error(`${seat}: ${r.error.message}`);
      s = r.value.state;
    };
    for (const seat of ['a', 'b', 'c']) send(seat, { type: 'plot', moving: [1] });
    for (const seat of ['a', 'b', 'c']) if (s.waiting.includes(seat)) send(seat, { type: 'hold' });
    expect(s.step).toBe('allocate');
    const far: GladiatorCommand = {
      type: 'allocate',
      attacks: [],
      defence: [0, 0, 0, 0, 0],
      discard: { item: 'weapon', side: 4, area: 1, afterSubPhase: 0 },
    };
    const r = gladiator.apply(s, 'a', far);
    expect(r.ok ? null : [r.error.rule, r.error.message]).toEqual([
      BILLINGS_THROW,
      'Man 3 stands 7 hexes away along that line: nothing can be thrown more than 6 hexes',
    ]);
    // The same throw at the foe beside him (his front) is accepted.
    expect(
      gladiator.apply(s, 'a', { ...far, discard: { item: 'weapon', side: 1, area: 1, afterSubPhase: 0 } }).ok,
    ).toBe(true);
  });
});
