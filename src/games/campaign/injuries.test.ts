import { describe, expect, it } from 'vitest';
import { Dice } from '../../core/dice.js';
import { seedRng } from '../../core/rng.js';
import { heal } from './injuries.js';
import { fixtureMan } from './testkit.js';

const scripted = (...faces: number[]) => new Dice(seedRng('heal', faces));

describe('§21.4 healing rolls', () => {
  it('§21.4 a man with no wounds rolls nothing', () => {
    const dice = scripted(1, 1);
    const r = heal(fixtureMan({ toHeal: [0, 0, 0, 0, 0] }), dice, 2);
    expect(r.rolls).toEqual([]);
    expect(r.man.toHeal).toBeNull();
  });
  it('§21.4 one roll per wounded area, two dice less that area’s wounds; 2 or more heals clean', () => {
    const r = heal(fixtureMan({ toHeal: [0, 3, 0, 0, 1] }), scripted(3, 2, 1, 2), 2);
    expect(r.rolls.map((x) => [x.purpose, x.total, x.result])).toEqual([
      ['healing, chest', 2, 'healed clean'],
      ['healing, legs', 2, 'healed clean'],
    ]);
    expect(r.man.changes).toEqual([]);
  });
  const areas: [area: number, name: string, ch: 'CON' | 'W' | 'ST' | 'AG', rule: string][] = [
    [1, 'head', 'CON', '§21.41'],
    [2, 'chest', 'W', '§21.42'],
    [3, 'groin', 'W', '§21.42'],
    [4, 'arms', 'ST', '§21.43'],
    [5, 'legs', 'AG', '§21.44'],
  ];
  for (const [area, name, ch, rule] of areas) {
    it(`${rule} a failed ${name} roll costs ${ch}: 1+1 less 3 wounds = -1, short of 2 by 3`, () => {
      const toHeal = [0, 0, 0, 0, 0];
      toHeal[area - 1] = 3;
      const before = fixtureMan({ toHeal });
      const r = heal(before, scripted(1, 1), 4);
      expect(r.rolls[0]).toMatchObject({ dice: [1, 1], total: -1, result: `${r.man.changes[0]?.text.split(': ')[1]}` });
      expect(r.man[ch]).toBe(before[ch] - 3);
      expect(r.man.changes).toEqual([expect.objectContaining({ match: 4, characteristic: ch, amount: -3, rule })]);
    });
  }
  it('§21.4 a result of exactly 1 fails by one point', () => {
    const r = heal(fixtureMan({ toHeal: [0, 0, 0, 1, 0] }), scripted(1, 1), 2);
    expect(r.man.ST).toBe(-1);
    expect(r.rolls[0]?.result).toBe('Strength -1');
  });
  it('§21.42 chest and groin each roll, and both failures come off W', () => {
    const r = heal(fixtureMan({ W: 10, toHeal: [0, 2, 2, 0, 0] }), scripted(1, 1, 2, 1), 2);
    expect(r.man.W).toBe(10 - 2 - 1);
  });
  it('§21.4 a man left with no wound box is unfit to fight', () => {
    const r = heal(fixtureMan({ W: 2, toHeal: [0, 5, 0, 0, 0] }), scripted(1, 1), 2);
    expect(r.man).toMatchObject({ W: -3, status: 'unfit' });
  });
});
