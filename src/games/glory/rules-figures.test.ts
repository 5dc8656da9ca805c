import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { Dice } from '../../core/dice.js';
import { hex } from '../../core/hex.js';
import { seedRng } from '../../core/rng.js';
import { createFigure, movementOf, retariusProblem, rollBuild, rollSheet, sheetProblem } from './creation.js';
import { kitsFor, mayTakeNet, unequippedFigure } from './equip.js';
import { glory } from './module.js';
import { movementNow } from './movement.js';
import { EQUIPMENT_ROLL, kit as kitOf } from './tables.js';
import type { Sheet } from './types.js';

const place = { seat: 'a', name: 'Aulus', side: 0, at: hex(0, 0), facing: 0 as const };
const rolled = (faces: number[]) => rollSheet(new Dice(seedRng('x', faces)), 'Aulus');

describe('1 figure creation', () => {
  it.each([
    [1, 1],
    [2, 1],
    [3, 2],
    [5, 2],
    [6, 3],
  ])('1.1 a strength roll of %i gives strength %i', (face, strength) => {
    expect(rolled([face, 1, 2]).strength).toBe(strength);
  });
  it.each([
    [1, 1],
    [3, 1],
    [4, 2],
    [5, 2],
    [6, 3],
  ])('1.2 an agility roll of %i gives agility %i', (face, agility) => {
    expect(rolled([1, face, 2]).agility).toBe(agility);
  });
  it('1.1 and 1.2 a rolled Retarius is held to strength 2 at most and agility 2 at least', () => {
    expect(rolled([6, 1, 1])).toMatchObject({ strength: 2, agility: 2, kit: { net: true } });
  });
  it('1.1, 1.2 a rolled man and a man to be equipped get strength then agility from the same two dice', () => {
    for (const [sFace, aFace] of [
      [1, 6],
      [6, 1],
      [4, 4],
    ] as const) {
      const build = rollBuild(new Dice(seedRng('x', [sFace, aFace])), 'Aulus');
      expect(rolled([sFace, aFace, 2])).toMatchObject(build);
      const bare = { seat: 'a', name: 'Aulus', side: 0, kit: kitOf(), hits: 0, retarius: false, down: false };
      const man = unequippedFigure(new Dice(seedRng('x', [sFace, aFace])), {
        ...bare,
        out: null,
        dyingIn: 0,
        brokeFree: false,
        at: hex(0, 0),
        facing: 0,
      });
      expect({ strength: man.strength, agility: man.agility }).toEqual(build);
    }
  });
  it('1.1, 1.2 one test of the Retarius limits: a chosen sheet with a net, the kits offered and the net check agree', () => {
    for (const strength of [1, 2, 3])
      for (const agility of [1, 2, 3]) {
        const problem = retariusProblem(strength, agility);
        const onSheet = sheetProblem({ strength, agility, kit: kitOf({ net: true }) });
        expect(onSheet).toEqual(problem);
        expect(mayTakeNet(strength, agility)).toBe(problem === null);
        expect(kitsFor(strength, agility).some((k) => k.net)).toBe(problem === null);
        expect(sheetProblem({ strength, agility, kit: kitOf() })).toBeNull();
      }
    expect(retariusProblem(3, 1)?.rule).toBe('1.1');
    expect(retariusProblem(2, 1)).toMatchObject({ rule: '1.2', field: 'agility' });
  });
  it('1.5 rolled equipment follows the table, a row a face', () => {
    for (const row of EQUIPMENT_ROLL) expect(rolled([3, 4, row.face]).kit).toEqual(row.kit);
  });
  it('1.3 damage boxes are 1d6 + strength + one a piece of armour, either helmet counting once', () => {
    const kit = kitOf({ helmet: 'closed', body: true, arm: true, leg: true, shield: true });
    const f = createFigure(new Dice(seedRng('x', [4])), { strength: 3, agility: 1, kit }, place);
    expect(f.ok && f.value.boxes).toBe(4 + 3 + 4);
  });
  it('1.4 movement is strength + agility less arm armour, closed helmet and leg armour, never below 2', () => {
    expect(movementOf(3, 3, kitOf())).toBe(6);
    expect(movementOf(3, 3, kitOf({ arm: true, helmet: 'closed', leg: true, body: true }))).toBe(3);
    expect(movementOf(1, 2, kitOf({ arm: true, helmet: 'closed' }))).toBe(2);
    expect(movementOf(3, 3, kitOf({ helmet: 'open' }))).toBe(6);
  });
  it('4.2 after two hits movement is halved, rounding down, never below 2', () => {
    const f = createFigure(new Dice(seedRng('x', [4])), { strength: 3, agility: 2, kit: kitOf() }, place);
    if (!f.ok) throw new Error(f.error.message);
    expect(movementNow(f.value)).toBe(5);
    expect(movementNow({ ...f.value, hits: 1 })).toBe(5);
    expect(movementNow({ ...f.value, hits: 2 })).toBe(2);
    expect(movementNow({ ...f.value, movement: 3, hits: 2 })).toBe(2);
  });
  it('1.1 a chosen Retarius of strength 3 is refused, naming the rule and the field', () => {
    const opts = glory.options.parse({
      figures: 'chosen',
      sheets: [
        { strength: 3, agility: 2, kit: { net: true } },
        { strength: 2, agility: 2 },
      ],
    });
    const r = glory.setup(opts, 'x');
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.field).toBe('sheets.0.strength');
      expect(r.error.message).toMatch(/Retarius.*strength 3.*2 at most \(1\.1\)/);
    }
  });
  it('1.2 a chosen Retarius of agility 1 is refused', () => {
    const opts = glory.options.parse({
      figures: 'chosen',
      sheets: [
        { strength: 2, agility: 2 },
        { strength: 1, agility: 1, kit: { net: true } },
      ],
    });
    const r = glory.setup(opts, 'x');
    expect(!r.ok && r.error.field).toBe('sheets.1.agility');
  });
  it('1.1, 1.2 the published schema bounds a sheet to 1-3 and refuses a value outside by its field and rule', () => {
    const published = z.toJSONSchema(glory.options, { io: 'input', unrepresentable: 'any' }) as unknown as {
      properties: { sheets: { items: { properties: Record<string, { minimum?: number; maximum?: number }> } } };
    };
    const sheet = published.properties.sheets.items.properties;
    expect([sheet.strength?.minimum, sheet.strength?.maximum]).toEqual([1, 3]);
    expect([sheet.agility?.minimum, sheet.agility?.maximum]).toEqual([1, 3]);
    for (const [bad, field, words] of [
      [{ strength: 4, agility: 2 }, 'sheets.0.strength', 'strength is 1, 2 or 3 (1.1)'],
      [{ strength: 2, agility: 0 }, 'sheets.0.agility', 'agility is 1, 2 or 3 (1.2)'],
      [{ strength: 1.5, agility: 2 }, 'sheets.0.strength', 'strength is 1, 2 or 3 (1.1)'],
    ] as const) {
      const parsed = glory.options.safeParse({ figures: 'chosen', sheets: [bad, { strength: 2, agility: 2 }] });
      expect(parsed.success).toBe(false);
      if (!parsed.success) {
        expect(parsed.error.issues[0]?.path.join('.')).toBe(field);
        expect(parsed.error.issues[0]?.message).toBe(words);
      }
    }
  });
  it('1.1 a chosen strength outside 1-3 that comes past the schema is refused by the engine, naming the field', () => {
    const opts = glory.options.parse({
      figures: 'chosen',
      sheets: [
        { strength: 2, agility: 2 },
        { strength: 2, agility: 2 },
      ],
    });
    const r = glory.setup(
      { ...opts, sheets: [{ ...(opts.sheets[0] as Sheet), strength: 4 }, opts.sheets[1] as Sheet] },
      'x',
    );
    expect(!r.ok && r.error.message).toMatch(/strength must be 1, 2 or 3, not 4 \(1\.1\)/);
    expect(!r.ok && r.error.field).toBe('sheets.0.strength');
  });
  it('chosen figures need a sheet for every gladiator, and teams need 2 or more', () => {
    const r = glory.setup(glory.options.parse({ gladiators: 3, figures: 'chosen', sheets: [] }), 'x');
    expect(!r.ok && r.error.code).toBe('bad-sheets');
    const t = glory.setup(glory.options.parse({ gladiators: 3, teams: 4 }), 'x');
    expect(!t.ok && t.error.code).toBe('bad-teams');
  });
});
