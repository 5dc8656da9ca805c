import { describe, expect, it } from 'vitest';
import { Dice } from '../../core/dice.js';
import { seedRng } from '../../core/rng.js';
import { createBillingsGladiator } from './billings/creation.js';
import { BILLINGS_PRESET } from './billings/options.js';
import { billingsGladiator } from './billings/setup.js';
import { physical3d6 } from './billings/tables.js';
import { createGladiator } from './creation.js';
import { renderLogSheet } from './logsheet.js';
import { gladiator } from './module.js';
import type { Gladiator, GladiatorOptions, GladiatorState } from './types.js';

/** Heavy, armour row 4, chart 6/3: TR 8 ST 5 AG -2 CON 5 W 10, CF 11, NF 6. */
const heavy = (): Gladiator =>
  createGladiator(new Dice(seedRng('x', [4, 6, 3])), { seat: 'a', type: 'heavy', name: 'Flamma' });

/** The box cells of one area's wound line, box 1 first. */
function boxes(sheet: string, areaName: string): string[] {
  const line = sheet.split('\n').find((l) => new RegExp(`^\\s+\\d ${areaName}\\b`).test(l));
  if (!line) throw new Error(`no wound line for ${areaName}`);
  const cells = line.slice(13, 13 + 54);
  return Array.from({ length: 18 }, (_, i) => cells.charAt(i * 3 + 2));
}

describe('§3 log sheet', () => {
  it('§3 shows name, type, ID, move, armour and characteristics', () => {
    const s = renderLogSheet(heavy());
    expect(s).toContain('1 Name Flamma');
    expect(s).toContain('2 Type heavy');
    expect(s).toContain('3 ID 1');
    expect(s).toContain('4 Move 4');
    expect(s).toMatch(/1 head A\s+2 chest B7\s+3 groin A5\s+4 arms B7\s+5 legs A7/);
    expect(s).toMatch(/TR 8\s+ST 5\s+AG -2\s+CF 11\s+W 10\s+CON 5\s+NF 6/);
    expect(s).toContain('13 Shield large, 17 of 17 boxes left, rightmost open box 19');
    expect(s).toContain('10 Stun 0');
    expect(s).toContain('Criticals: none');
  });

  it('§19.2 shows the CF allocated to attack and to defence over the match, and what the crowd makes of them', () => {
    const g = heavy();
    expect(renderLogSheet(g)).toContain('Match CF for the crowd (19.2): attack 0 CF less defence 0 CF = 0');
    g.attackCfTotal = 41;
    g.defenceCfTotal = 17;
    expect(renderLogSheet(g)).toContain('Match CF for the crowd (19.2): attack 41 CF less defence 17 CF = 24');
  });

  it('§3 fits in 40 lines of 100 columns', () => {
    const g = heavy();
    for (let i = 0; i < 30; i++) {
      const cause = `a very long cause ${'x'.repeat(120)}`;
      g.cfChanges.push({ amount: -1, cause, rule: '§16.3', turn: i, phase: 0 });
    }
    g.cf -= 30;
    const lines = renderLogSheet(g).trimEnd().split('\n');
    expect(lines.length).toBeLessThanOrEqual(40);
    for (const l of lines) expect(l.length).toBeLessThanOrEqual(100);
    expect(renderLogSheet(g)).toContain('18 earlier changes, -18 in all');
  });

  it('§3.8 boxes above W are shaded, box 1 is K', () => {
    const b = boxes(renderLogSheet(heavy()), 'chest');
    expect(b[0]).toBe('K');
    expect(b.slice(1, 10).every((x) => x === '.')).toBe(true);
    expect(b.slice(10).every((x) => x === '#')).toBe(true);
  });

  it('§3.8 shading follows W', () => {
    const g = heavy();
    g.W = 14;
    const b = boxes(renderLogSheet(g), 'legs');
    expect(b.filter((x) => x === '#')).toHaveLength(4);
    expect(b[13]).toBe('.');
    expect(b[14]).toBe('#');
  });

  it('§9.3 wounds check boxes from W downwards', () => {
    const g = heavy();
    g.wounds = [0, 3, 0, 0, 0];
    g.cfLostByArea = [0, 2, 0, 0, 0];
    const s = renderLogSheet(g);
    const b = boxes(s, 'chest');
    expect(b.slice(7, 10)).toEqual(['x', 'x', 'x']);
    expect(b[6]).toBe('.');
    expect(boxes(s, 'head').includes('x')).toBe(false);
    expect(s).toMatch(/2 chest .* {2}3\/10 {2}-2/);
  });

  it('§9.32 a full area checks the kill box', () => {
    const g = heavy();
    g.wounds = [10, 0, 0, 0, 0];
    expect(boxes(renderLogSheet(g), 'head')[0]).toBe('X');
  });

  it('§9.31 category bars: head every box, arms in threes', () => {
    const s = renderLogSheet(heavy());
    const line = (n: string) => s.split('\n').find((l) => new RegExp(`^\\s+${n}\\s+K`).test(l)) ?? '';
    expect((line('1 head').match(/\|/g) ?? []).length).toBe(17);
    // Arms: bars before 2, 4, 7, 10, 13, 16.
    expect((line('4 arms').match(/\|/g) ?? []).length).toBe(6);
    expect((renderLogSheet(heavy(), { woundCategories: 'everyBox' }).match(/\|/g) ?? []).length).toBe(5 * 17 + 1);
  });

  it('§3.9 CF display lists each change with cause and rule', () => {
    const g = heavy();
    g.cfChanges.push({ amount: -2, cause: '2 wounds to the head', rule: '§9.31', turn: 1, phase: 3 });
    g.cfChanges.push({ amount: -1, cause: 'endurance', rule: '§16.3', turn: 2, phase: 0 });
    g.cf = 8;
    const s = renderLogSheet(g);
    expect(s).toContain('9 CF 8  (start 11, -3 in 2 changes)');
    expect(s).toMatch(/-2 →\s+9 {2}t1\.3 §9\.31 {2}2 wounds to the head/);
    expect(s).toMatch(/-1 →\s+8 {2}t2\.0 §16\.3 {2}endurance/);
    expect(s).toMatch(/CF 8 \(start 11\)/);
  });

  it('§9.35 lost strength and agility show their starting values; NF follows AG', () => {
    const g = heavy();
    g.ST = 4;
    g.AG = -3;
    const s = renderLogSheet(g);
    expect(s).toContain('ST 4 (start 5)');
    expect(s).toContain('AG -3 (start -2)');
    expect(s).toContain('NF 5 (start 6)');
  });

  it('§3.10 stun and §3.13 shield status', () => {
    const g = heavy();
    g.stun = 3;
    g.shieldDamage = 4;
    let s = renderLogSheet(g);
    expect(s).toContain('10 Stun 3  (CF for allocation 11 - 3 = 8)');
    expect(s).toContain('13 of 17 boxes left, rightmost open box 15');
    g.shieldDamage = 17;
    s = renderLogSheet(g);
    expect(s).toContain('ruined');
    g.shield = null;
    expect(renderLogSheet(g)).toContain('13 Shield none');
  });

  it('§9.5 critical effects, weapon, handedness and posture', () => {
    const g = heavy();
    g.lmp = 1;
    g.stu = 2;
    g.severedArteries = [{ area: 4, since: '1.3' }];
    g.mortalWound = true;
    g.helmetLost = true;
    g.hasWeapon = false;
    g.handedness = 'left';
    g.posture = 'kneeling';
    const s = renderLogSheet(g);
    expect(s).toContain('LMP x1');
    expect(s).toContain('STU x2');
    expect(s).toContain('severed artery: arms (since 1.3)');
    expect(s).toContain('mortal wound');
    expect(s).toContain('helmet lost');
    expect(s).toContain('1 head A (lost)');
    expect(s).toContain('no weapon; left-handed; kneeling');
  });
});

describe('Billings §3.6 §3.7 the log sheet says how a Billings man was made', () => {
  /** Heavy: revised armour die 4 (no shield die for a heavy man), then three dice for TR, ST, AG, CON and W. */
  const faces = [4, 6, 6, 6, 1, 2, 3, 3, 3, 3, 4, 4, 4, 5, 5, 5];
  const options = {
    billings: { ...BILLINGS_PRESET, preset: false, characteristics: true, armour: true },
  } as GladiatorOptions;

  it('Billings §3.7 three dice for each characteristic: the method, the section and each total, never "as given"', () => {
    const g = billingsGladiator(
      new Dice(seedRng('x', faces)),
      { seat: 'a', type: 'heavy', id: 1, handedness: 'right' },
      options,
    );
    expect(g.TR).toBe(physical3d6('TR', 18));
    const s = renderLogSheet(g);
    expect(s).not.toContain('as given');
    expect(s).toContain('(three dice each, Billings §3.7)');
    expect(s).toContain('Three-dice totals (Billings §3.7): TR 18  ST 6  AG 9  CON 12  W 15');
    expect(s).toContain('(see below)\n   Armour from the revised tables (Billings §3.6): die 4\n');
    const lines = s.trimEnd().split('\n');
    expect(lines.every((l) => l.length <= 100 && !l.endsWith('…'))).toBe(true);
    expect(lines.length).toBeLessThanOrEqual(40);
  });

  it('Billings §3.7 five totals placed by choice: listed in the order they were rolled', () => {
    const dice = new Dice(seedRng('x', [3, 2, 2, 2, 6, 6, 6, 4, 4, 4, 1, 1, 1, 5, 5, 5]));
    const made = createBillingsGladiator(
      dice,
      { seat: 'a', type: 'heavy', name: 'Flamma' },
      {
        characteristics: 'arranged',
        arrangement: ['W', 'CON', 'ST', 'TR', 'AG'],
        armour: 'table',
        retariusLight: false,
      },
    );
    if (!made.ok) throw new Error(made.error.message);
    const g = { ...made.value, creation: [...dice.rolls] };
    const s = renderLogSheet(g);
    expect(s).toContain('(arranged, Billings §3.7)');
    expect(s).toContain('Five three-dice totals placed by choice (Billings §3.7), as rolled: 6, 18, 12, 3, 15');
    expect(s).not.toContain('…');
    // The original armour table keeps its plain note.
    expect(s).toContain('(table die 3)');
  });

  it('Billings §3.7 the men a preset match makes carry the note; a plain match keeps the chart note', () => {
    const setup = (o: unknown) => {
      const r = gladiator.setup(gladiator.options.parse(o), 'sheet-setup');
      if (!r.ok) throw new Error('setup failed');
      return (r.value as GladiatorState).gladiators.a as Gladiator;
    };
    const billings = renderLogSheet(setup({ advanced: true, types: ['medium', 'heavy'], billings: BILLINGS_PRESET }));
    expect(billings).toContain('(three dice each, Billings §3.7)');
    expect(billings).toMatch(/Armour from the revised tables \(Billings §3\.6\): die \d, shield die \d\n/);
    const plain = renderLogSheet(setup({}));
    expect(plain).toMatch(/\(chart \d\/\d\)/);
    expect(plain).not.toContain('Billings');
  });
});
