import { describe, expect, it } from 'vitest';
import { Dice } from '../../core/dice.js';
import { seedRng } from '../../core/rng.js';
import { createGladiator, GladiatorSpecSchema, gladiatorFromSpec, netDefence, ROMAN_NAMES } from './creation.js';

const scripted = (...faces: number[]): Dice => new Dice(seedRng('x', faces));

describe('§3.6 / §3.7 createGladiator', () => {
  it('§3.6 §3.7 heavy, armour die 4, chart 6/3', () => {
    const g = createGladiator(scripted(4, 6, 3), { seat: 'a', type: 'heavy', name: 'Flamma' });
    expect(g.armour).toEqual([
      { quality: 'A', coverage: null },
      { quality: 'B', coverage: 7 },
      { quality: 'A', coverage: 5 },
      { quality: 'B', coverage: 7 },
      { quality: 'A', coverage: 7 },
    ]);
    expect(g.shield).toBe('large');
    expect([g.TR, g.ST, g.AG, g.CON, g.W]).toEqual([8, 5, -2, 5, 10]);
    expect(g.cf).toBe(11);
    expect(g.startCF).toBe(11);
    expect(netDefence(g)).toBe(6);
    expect(g.move).toBe(4);
    expect(g.allowance).toBe(4);
    expect(g.armourRoll).toBe(4);
    expect(g.characteristicsRoll).toEqual([6, 3]);
  });

  it('§3.7 CF is TR + ST + AG (light, chart 1/1)', () => {
    const g = createGladiator(scripted(3, 1, 1), { seat: 'b', type: 'light', name: 'Crixus' });
    expect(g.cf).toBe(8 - 2 + 4);
    expect(netDefence(g)).toBe(12);
    expect(g.move).toBe(6);
    // Light row 3 is the one light row with a large shield.
    expect(g.shield).toBe('large');
    expect(g.armour[2]).toEqual({ quality: 'C', coverage: null });
    expect(g.armour[0]).toBeNull();
  });

  it('§3.7 NF falls with agility', () => {
    const g = createGladiator(scripted(1, 5, 6), { seat: 'a', type: 'medium', name: 'X' });
    expect(netDefence(g)).toBe(13);
    g.AG -= 1;
    expect(netDefence(g)).toBe(12);
    expect(g.cf).toBe(13);
  });

  it('§3.4 medium gladiator moves 5 and starts with a fresh log sheet', () => {
    const g = createGladiator(scripted(2, 2, 2), { seat: 'a', type: 'medium', name: 'X', id: 5, handedness: 'left' });
    expect(g.move).toBe(5);
    expect(g.id).toBe(5);
    expect(g.handedness).toBe('left');
    expect(g.wounds).toEqual([0, 0, 0, 0, 0]);
    expect(g.cfLostByArea).toEqual([0, 0, 0, 0, 0]);
    expect(g.cfChanges).toEqual([]);
    expect(g.stun).toBe(0);
    expect(g.hasWeapon).toBe(true);
    expect(g.posture).toBe('standing');
    expect(g.position).toEqual({ q: 0, r: 0 });
    expect(g.facing).toBe(0);
    expect(g.severedArteries).toEqual([]);
    expect(g.dead).toBe(false);
  });

  it('§3.6 the armour table rows are copied, not shared', () => {
    const a = createGladiator(scripted(4, 6, 3), { seat: 'a', type: 'heavy', name: 'A' });
    const b = createGladiator(scripted(4, 6, 3), { seat: 'b', type: 'heavy', name: 'B' });
    (a.armour[1] as { coverage: number | null }).coverage = 9;
    expect(b.armour[1]).toEqual({ quality: 'B', coverage: 7 });
  });

  it('§3.1 a missing name is rolled with two dice from the name list', () => {
    const dice = scripted(4, 6, 3, 2, 5);
    const g = createGladiator(dice, { seat: 'a', type: 'heavy' });
    expect(g.name).toBe(ROMAN_NAMES[(2 - 1) * 6 + (5 - 1)]);
    expect(dice.rolls.map((r) => r.rule)).toEqual(['§3.6', '§3.7', '§3.1']);
  });

  it('§3.6 §3.7 the rolls are recorded with their rules and rows', () => {
    const dice = scripted(4, 6, 3);
    createGladiator(dice, { seat: 'a', type: 'heavy', name: 'N' });
    expect(dice.rolls).toHaveLength(2);
    expect(dice.rolls[0]).toMatchObject({ rule: '§3.6', dice: [4] });
    expect(dice.rolls[1]).toMatchObject({ rule: '§3.7', dice: [6, 3], result: 'TR 8 ST 5 AG -2 CON 5 W 10' });
  });

  it('§3.7 same seed, same gladiator', () => {
    const a = createGladiator(new Dice(seedRng('same')), { seat: 'a', type: 'light' });
    const b = createGladiator(new Dice(seedRng('same')), { seat: 'a', type: 'light' });
    expect(a).toEqual(b);
  });

  it('§3.1 the name list has 36 distinct names', () => {
    expect(new Set(ROMAN_NAMES).size).toBe(36);
  });
});

describe('§3.6 / §3.7 gladiatorFromSpec', () => {
  it('§3.6 §3.7 uses the given rolls and rolls nothing', () => {
    const dice = scripted();
    const r = gladiatorFromSpec(
      {
        type: 'heavy',
        name: 'Given',
        armourRoll: 4,
        characteristicsRoll: [6, 3],
        position: { q: 2, r: -1 },
        facing: 3,
      },
      dice,
      'b',
    );
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(dice.rolls).toHaveLength(0);
    expect(r.value.seat).toBe('b');
    expect(r.value.cf).toBe(11);
    expect(r.value.armour[2]).toEqual({ quality: 'A', coverage: 5 });
    expect(r.value.position).toEqual({ q: 2, r: -1 });
    expect(r.value.facing).toBe(3);
  });

  it('§3.6 §3.7 rolls only what is missing, in the order armour then characteristics', () => {
    const dice = scripted(6, 1, 1);
    const r = gladiatorFromSpec({ type: 'medium', name: 'M', seat: 'z' }, dice, 'a');
    expect(r.ok && r.value.armourRoll).toBe(6);
    expect(r.ok && r.value.characteristicsRoll).toEqual([1, 1]);
    expect(r.ok && r.value.seat).toBe('z');
    expect(dice.rolls.map((x) => x.rule)).toEqual(['§3.6', '§3.7']);
  });

  it('§3.7 explicit characteristics override the chart; all five given means no roll', () => {
    const dice = scripted();
    const r = gladiatorFromSpec(
      { type: 'light', name: 'L', armourRoll: 4, TR: 10, ST: 1, AG: 2, CON: 3, W: 12 },
      dice,
      'a',
    );
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.cf).toBe(13);
    expect(r.value.characteristicsRoll).toEqual([0, 0]);
    expect(dice.rolls).toHaveLength(0);
  });

  it('§3.7 one explicit value over a chart cell', () => {
    const r = gladiatorFromSpec(
      { type: 'heavy', name: 'H', armourRoll: 1, characteristicsRoll: [6, 3], ST: 2 },
      scripted(),
      'a',
    );
    expect(r.ok && [r.value.TR, r.value.ST, r.value.AG, r.value.cf]).toEqual([8, 2, -2, 8]);
  });

  it('§3.6 explicit armour codes and shield', () => {
    const r = gladiatorFromSpec(
      { type: 'medium', name: 'M', characteristicsRoll: [1, 1], armour: ['A7', 'C', '-', '—', 'B9'], shield: 'none' },
      scripted(),
      'a',
    );
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.armour).toEqual([
      { quality: 'A', coverage: 7 },
      { quality: 'C', coverage: null },
      null,
      null,
      { quality: 'B', coverage: 9 },
    ]);
    expect(r.value.shield).toBeNull();
    expect(r.value.armourRoll).toBe(0);
  });

  it('§3.6 a shield override replaces the table shield (17: a Retarius opponent carries a small one)', () => {
    const r = gladiatorFromSpec(
      { type: 'heavy', name: 'H', armourRoll: 2, characteristicsRoll: [1, 1], shield: 'small' },
      scripted(),
      'a',
    );
    expect(r.ok && r.value.shield).toBe('small');
  });

  it('spec error names the field: bad type', () => {
    const r = gladiatorFromSpec({ type: 'hoplomachus' }, scripted(), 'a');
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.field).toBe('type');
    expect(r.error.code).toBe('bad-gladiator');
    expect(r.error.message).toContain('type');
  });

  it('spec error names the field: armour roll out of range, bad armour code, bad die, facing', () => {
    const field = (spec: unknown): string | undefined => {
      const r = gladiatorFromSpec(spec, scripted(), 'a');
      return r.ok ? undefined : r.error.field;
    };
    expect(field({ type: 'heavy', armourRoll: 7 })).toBe('armourRoll');
    expect(field({ type: 'heavy', armour: ['A', 'B', 'X9', '-', '-'] })).toBe('armour.2');
    expect(field({ type: 'heavy', armour: ['A', 'B'] })).toBe('armour');
    expect(field({ type: 'heavy', characteristicsRoll: [0, 3] })).toBe('characteristicsRoll.0');
    expect(field({ type: 'heavy', facing: 6 })).toBe('facing');
    expect(field({ type: 'heavy', W: 19 })).toBe('W');
    expect(field({ type: 'heavy', position: { q: 1 } })).toBe('position.r');
    expect(field({ type: 'heavy', shield: 'huge' })).toBe('shield');
  });

  it('spec error names an unknown key', () => {
    const r = gladiatorFromSpec({ type: 'heavy', strenght: 3 }, scripted(), 'a');
    expect(!r.ok && r.error.field).toBe('strenght');
  });

  it('spec error: armour and armourRoll together', () => {
    const r = gladiatorFromSpec({ type: 'heavy', armourRoll: 1, armour: ['A', 'A', 'A', 'A', 'A'] }, scripted(), 'a');
    expect(!r.ok && r.error.field).toBe('armour');
  });

  it('spec error: not an object', () => {
    const r = gladiatorFromSpec('heavy', scripted(), 'a');
    expect(!r.ok && r.error.field).toBe('(root)');
  });

  it('the schema accepts a minimal spec', () => {
    expect(GladiatorSpecSchema.safeParse({ type: 'light' }).success).toBe(true);
  });
});

describe('§3.1 names in a match of many men', () => {
  it('two men who roll the same name are told apart by a numeral; no roll changes', async () => {
    const { gladiator, OptionsSchema } = await import('./module.js');
    const options = OptionsSchema.parse({
      advanced: true,
      sides: [Array(8).fill('medium'), Array(8).fill('light')],
    });
    const r = gladiator.setup(options, 'names-16');
    if (!r.ok) throw new Error(r.error.message);
    const names = Object.values(r.value.gladiators).map((g) => g.name);
    expect(new Set(names).size).toBe(16);
    // With 36 names for 16 men a repeat is all but certain: this seed has one, and it carries its numeral.
    expect(names.some((n) => / (II|III|IV)$/.test(n))).toBe(true);
    const rolled = r.value.gladiators.a?.characteristicsRoll;
    const again = gladiator.setup(options, 'names-16');
    expect(again.ok && again.value.gladiators.a?.characteristicsRoll).toEqual(rolled);
  });
});
