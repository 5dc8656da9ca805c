import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { gladiator, OptionsSchema } from '../../games/gladiator/module.js';
import { fieldsOf, initialDraft, optionsFrom } from '../schemaForm.js';
import {
  addMan,
  addSide,
  billingsParts,
  canAddMan,
  canAddSide,
  FIRST_SIDES,
  removeMan,
  removeSide,
  type Sides,
  seatWords,
  setType,
  sidesOf,
  sidesPlace,
  teamSeats,
  timeLimitWords,
  withSides,
} from './lobbyOptions.js';

describe('team combat sides in the lobby (20)', () => {
  it('keeps the sides in the draft as the JSON of the sides option, a duel being none', () => {
    expect(sidesOf({})).toEqual([]);
    expect(sidesOf({ sides: '[]' })).toEqual([]);
    const draft = withSides({ turnLimit: '40' }, [['light', 'heavy'], ['retarius']]);
    expect(draft).toEqual({ turnLimit: '40', sides: '[["light","heavy"],["retarius"]]' });
    expect(sidesOf(draft)).toEqual([['light', 'heavy'], ['retarius']]);
    // Text the form cannot show (typed by hand elsewhere, or a type it does not know) reads as a duel.
    expect(sidesOf({ sides: '[["giant"]]' })).toEqual([]);
    expect(sidesOf({ sides: '[[' })).toEqual([]);
  });

  it('sends options the engine takes for a 2-against-1, whose seats are those the lobby lists', () => {
    const schema = JSON.parse(JSON.stringify(z.toJSONSchema(OptionsSchema, { io: 'input' })));
    const draft = withSides({ ...initialDraft(schema), advanced: true }, [['medium', 'light'], ['heavy']]);
    const sent = optionsFrom(schema, draft);
    expect(sent.ok).toBe(true);
    if (!sent.ok) return;
    expect(sent.options).toMatchObject({ sides: [['medium', 'light'], ['heavy']], teamFormat: 'melee' });
    const setup = gladiator.setup(OptionsSchema.parse(sent.options), 'lobby');
    expect(setup.ok).toBe(true);
    if (!setup.ok) return;
    expect(gladiator.seats(setup.value)).toEqual(teamSeats([['medium', 'light'], ['heavy']]).map((t) => t.seat));
    // A duel's draft sends empty sides: the engine's duel.
    const duel = optionsFrom(schema, initialDraft(schema));
    expect(duel.ok && duel.options.sides).toEqual([]);
  });

  it('names the seats a, b, c ... through side 1 then side 2, each in words', () => {
    const seats = teamSeats([['light', 'heavy'], ['retarius']]);
    expect(seats.map((s) => s.seat)).toEqual(['a', 'b', 'c']);
    expect(seats.map(seatWords)).toEqual([
      'Side 1, man 1 (light)',
      'Side 1, man 2 (heavy)',
      'Side 2, man 1 (Retarius (net and trident))',
    ]);
  });

  it('adds and removes men and sides within 2-4 sides, 1-8 men a side and 16 in all', () => {
    let sides: Sides = FIRST_SIDES;
    sides = addMan(sides, 0);
    expect(sides).toEqual([['medium', 'medium'], ['medium']]);
    sides = setType(sides, 0, 1, 'light');
    expect(addMan(sides, 0)).toEqual([['medium', 'light', 'light'], ['medium']]);
    expect(removeMan(sides, 0, 0)).toEqual([['light'], ['medium']]);
    // A side keeps its last man; two sides stay.
    expect(removeMan(sides, 1, 0)).toBe(sides);
    expect(removeSide(sides, 0)).toBe(sides);
    for (let i = 0; i < 10; i++) sides = addMan(sides, 1);
    expect(sides[1]).toHaveLength(8);
    expect(canAddMan(sides, 1)).toBe(false);
    sides = addSide(addSide(addSide(sides)));
    expect(sides).toHaveLength(4);
    expect(canAddSide(sides)).toBe(false);
    for (let i = 0; i < 10; i++) sides = addMan(sides, 2);
    expect(sides.map((s) => s.length)).toEqual([2, 8, 5, 1]);
    expect(canAddMan(sides, 3)).toBe(false);
    expect(removeSide(sides, 1).map((s) => s.length)).toEqual([2, 5, 1]);
  });

  it('finds where a refusal points in the sides, with or without the options prefix', () => {
    expect(sidesPlace('options.sides.1.2')).toEqual({ side: 1, man: 2 });
    expect(sidesPlace('sides.0')).toEqual({ side: 0, man: null });
    expect(sidesPlace('options.sides')).toEqual({ side: null, man: null });
    expect(sidesPlace('options.turnLimit')).toBeNull();
  });

  it('says what the time limit does in a duel and in team combat (20.7)', () => {
    expect(timeLimitWords(false, '40')).toBe('After 40 turns, a bout still undecided is a draw.');
    expect(timeLimitWords(true, '12')).toMatch(/^After 12 turns, the side with most men .* \(§20\.7\)\.$/);
    expect(timeLimitWords(true, 'x')).toMatch(/^After the limit,/);
  });
});

describe('the Billings Rules in the lobby (issue 15)', () => {
  const schema = JSON.parse(JSON.stringify(z.toJSONSchema(gladiator.options, { io: 'input' })));
  it('puts the preset first, then every on/off section the schema has, then the readings', () => {
    const group = fieldsOf(schema).find((f) => f.key === 'billings');
    if (group?.kind !== 'group') throw new Error('no Billings group');
    const { preset, sections, readings } = billingsParts(group);
    expect(preset?.label).toBe('Billings preset (every section)');
    const switches = Object.entries(schema.properties.billings.properties as Record<string, { type: string }>)
      .filter(([k, v]) => k !== 'preset' && v.type === 'boolean')
      .map(([k]) => `billings.${k}`);
    expect(sections.map((f) => f.key)).toEqual(switches);
    expect(sections.map((f) => f.key)).toContain('billings.defensiveCards');
    for (const f of sections) expect(f.hint?.length ?? 0, f.key).toBeGreaterThan(20);
    expect(readings.map((f) => f.key)).toContain('billings.wallStunSidestep');
  });
});
