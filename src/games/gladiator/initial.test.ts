/**
 * A scenario's `initial` block: each field sets the log sheet or the floor as the rules would have left them, play
 * goes on from there under the rules, and bad input is refused with an error naming the field.
 */
import { describe, expect, it } from 'vitest';
import { gladiator } from './module.js';
import { FACE_TO_FACE, PLAIN } from './testkit.js';
import type { Gladiator, GladiatorCommand, GladiatorOptions, GladiatorState } from './types.js';

const AT_A = { ...PLAIN, name: 'Alpha', ...FACE_TO_FACE.a };
const AT_B = { ...PLAIN, name: 'Beta', ...FACE_TO_FACE.b };

function setup(initial: Record<string, unknown>, options: Partial<GladiatorOptions> = {}) {
  return gladiator.setup(gladiator.options.parse(options), 'initial', initial, []);
}

/** The state of a setup that must succeed. */
function state(
  a: Record<string, unknown>,
  b: Record<string, unknown> = {},
  more: Record<string, unknown> = {},
): GladiatorState {
  const r = setup({
    gladiators: [
      { ...AT_A, ...a },
      { ...AT_B, ...b },
    ],
    ...more,
  });
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}
const glad = (s: GladiatorState, seat: 'a' | 'b') => s.gladiators[seat] as Gladiator;

/** Applies the commands in turn; each must be accepted. */
function play(s: GladiatorState, ...commands: [string, GladiatorCommand][]): GladiatorState {
  for (const [seat, cmd] of commands) {
    const r = gladiator.apply(s, seat, cmd);
    if (!r.ok) throw new Error(r.error.message);
    s = r.value.state;
  }
  return s;
}

/** The field a refused setup names, and its message. */
function refused(initial: Record<string, unknown>, options: Partial<GladiatorOptions> = {}) {
  const r = setup(initial, options);
  if (r.ok) throw new Error('setup was accepted');
  return r.error;
}

describe('scenario initial block: the log sheet as the scenario opens', () => {
  it('§9.31 wounds per area check their boxes and cost the CF of each category entered', () => {
    // W 12: two chest boxes are one category (-1), two head boxes two (-2), three leg boxes 12-10 one (-1).
    const g = glad(state({ wounds: [2, 2, 0, 0, 3] }), 'a');
    expect(g.wounds).toEqual([2, 2, 0, 0, 3]);
    expect(g.cfLostByArea).toEqual([2, 1, 0, 0, 1]);
    expect(g.cf).toBe(4);
    expect(g.cfChanges.map((c) => [c.amount, c.rule, c.turn])).toEqual([
      [-2, '§9.31', 0],
      [-1, '§9.31', 0],
      [-1, '§9.31', 0],
    ]);
  });

  it('§9.31 wounds cost CF by the woundCategories option in force', () => {
    const r = setup({ gladiators: [{ ...AT_A, wounds: [0, 2, 0, 0, 0] }, AT_B] }, { woundCategories: 'everyBox' });
    if (!r.ok) throw new Error(r.error.message);
    expect(glad(r.value, 'a').cf).toBe(6);
  });

  it('§9.32 a wound track filled to W is refused: he would be dead', () => {
    const e = refused({ gladiators: [AT_A, { ...AT_B, wounds: [0, 0, 12, 0, 0] }] });
    expect(e.field).toBe('initial.gladiators.1.wounds.2');
    expect(e.message).toMatch(/W is 12/);
  });

  it('§3.9 CF changes are recorded on Display 9 with their causes, after the wounds and a V', () => {
    const g = glad(
      state({
        wounds: [0, 0, 0, 1, 0],
        criticals: ['V'],
        cfChanges: [
          { amount: -1, cause: 'exertion', rule: '§16.3' },
          { amount: 1, cause: 'a house rule' },
        ],
      }),
      'a',
    );
    expect(g.cf).toBe(6);
    expect(g.cfChanges.map((c) => [c.amount, c.rule])).toEqual([
      [-1, '§9.31'],
      [-1, '§9.5'],
      [-1, '§16.3'],
      [1, 'scenario'],
    ]);
  });

  it('§9.5 lasting criticals: helmet lost, mortal wound, LMP, STU and severed arteries add up (9.51)', () => {
    const g = glad(
      state({ armour: ['A', '-', '-', '-', '-'], criticals: ['H', 'M', 'LMP', 'STU', 'STU', 'SA4', 'SA5'] }),
      'a',
    );
    expect(g).toMatchObject({ helmetLost: true, mortalWound: true, lmp: 1, stu: 2 });
    expect(g.severedArteries.map((x) => x.area)).toEqual([4, 5]);
    expect(g.allowance).toBe(4); // medium 5 less one LMP
  });

  it('§9.5 SA cut before the scenario bleeds at the end of its first phase', () => {
    const s = play(
      state({ position: { q: 0, r: 6 }, criticals: ['SA5'] }, { position: { q: 0, r: -6 } }),
      ['a', { type: 'plot', moving: [] }],
      ['b', { type: 'plot', moving: [] }],
      ['a', { type: 'hold' }],
      ['b', { type: 'hold' }],
    );
    expect(glad(s, 'a').wounds[4]).toBe(1);
  });

  it('§9.5 H for a man without a helmet is refused, naming the critical', () => {
    const e = refused({ gladiators: [{ ...AT_A, criticals: ['M', 'H'] }, AT_B] });
    expect(e.field).toBe('initial.gladiators.0.criticals.1');
  });

  it('§11.2 stun is recorded on Display 10 and leaves Display 9 alone', () => {
    const g = glad(state({}, { stun: 3 }), 'b');
    expect(g).toMatchObject({ stun: 3, cf: 8, unconscious: false, posture: 'standing' });
  });

  it('§9.36 stun that takes the CF to 0 lays him senseless and prone; by the belowZero option (11.4) only below 0', () => {
    expect(glad(state({}, { stun: 8 }), 'b')).toMatchObject({ unconscious: true, posture: 'prone', mustRise: true });
    const r = setup({ gladiators: [AT_A, { ...AT_B, stun: 8 }] }, { unconsciousAt: 'belowZero' });
    if (!r.ok) throw new Error(r.error.message);
    expect(glad(r.value, 'b')).toMatchObject({ unconscious: false, posture: 'standing' });
  });

  it('§9.36 a man his stun knocks out cannot be given another posture', () => {
    const e = refused({ gladiators: [AT_A, { ...AT_B, stun: 9, posture: 'kneeling' }] });
    expect(e.field).toBe('initial.gladiators.1.posture');
    expect(e.message).toMatch(/knocks him out/);
  });

  it('§13.1 posture: a kneeling man strikes at half; a prone man must rise first; a stumbling one owes an S (14.1)', () => {
    expect(glad(state({ posture: 'kneeling' }), 'a')).toMatchObject({ posture: 'kneeling', mustRise: false });
    expect(glad(state({ posture: 'prone' }), 'a')).toMatchObject({ posture: 'prone', mustRise: true });
    expect(glad(state({ posture: 'stumbling' }), 'a')).toMatchObject({ posture: 'standing', mustStumble: true });
    // The stumbling man may not hold in phase 1: the Stumble is owed.
    const s = play(
      state({ posture: 'stumbling' }),
      ['a', { type: 'plot', moving: [1, 2, 3, 4, 5] }],
      ['b', { type: 'plot', moving: [1, 2, 3, 4, 5] }],
    );
    const hold = gladiator.apply(s, 'a', { type: 'hold' });
    expect(!hold.ok && hold.error.rule).toBe('§14.1');
  });

  it('§12.2 items held: no weapon in hand, and a held shield with its damage boxes (10.2)', () => {
    const g = glad(state({ weapon: false, shield: 'small', shieldDamage: 10 }), 'a');
    expect(g).toMatchObject({ hasWeapon: false, shield: 'small', shieldDamage: 10 });
    const e = refused({ gladiators: [{ ...AT_A, shield: 'none', shieldDamage: 2 }, AT_B] });
    expect(e.field).toBe('initial.gladiators.0.shieldDamage');
    expect(refused({ gladiators: [{ ...AT_A, shieldDamage: 17 }, AT_B] }).field).toBe(
      'initial.gladiators.0.shieldDamage',
    );
  });

  it('§19.2 the CF allocated so far this match: the crowd’s figures, which play then adds to', () => {
    const s = state({ matchCf: { attack: 44, defence: 20 } });
    expect(glad(s, 'a')).toMatchObject({ attackCfTotal: 44, defenceCfTotal: 20 });
    expect(glad(s, 'b')).toMatchObject({ attackCfTotal: 0, defenceCfTotal: 0 });
    expect(refused({ gladiators: [{ ...AT_A, matchCf: { attack: -1, defence: 0 } }, AT_B] }).field).toBe(
      'initial.gladiators.0.matchCf.attack',
    );
  });

  it('§16.4 last turn’s excess: two moving phases fewer this turn', () => {
    const s = state({ exceededLastTurn: true });
    expect(glad(s, 'a')).toMatchObject({ exceededLastTurn: true, exceeded: false, allowance: 3 });
    expect(glad(s, 'b')).toMatchObject({ exceededLastTurn: false, allowance: 5 });
  });

  it('§16.2 a scenario opening in a later turn opens with the endurance checks, the excess adding one (16.4)', () => {
    // Turn 3, CON 0: the die 2 + 3 makes 5, no loss; with last turn's excess 6, a CF lost.
    const open = (exceededLastTurn: boolean) => {
      const initial = { turn: 3, gladiators: [{ ...AT_A, CON: 0, exceededLastTurn }, AT_B] };
      const r = gladiator.setup(gladiator.options.parse({}), 'initial', initial, [2, 1]);
      if (!r.ok) throw new Error(r.error.message);
      expect(r.value.turn).toBe(3);
      expect(r.value.rng.script ?? []).toEqual([]);
      return glad(r.value, 'a');
    };
    expect(open(false).cf).toBe(8);
    expect(open(true).cfChanges).toMatchObject([{ amount: -1, rule: '§16.3', turn: 3 }]);
    expect(refused({ turn: 41, gladiators: [AT_A, AT_B] }).field).toBe('initial.turn');
  });

  it('§12.43 items on the floor: a shield keeps its size and damage, and 17 boxes mark it ruined (10.3)', () => {
    const s = state(
      {},
      {},
      {
        items: [
          { kind: 'weapon', owner: 'a', at: { q: 2, r: 0 } },
          { kind: 'shield', owner: 'b', at: { q: -2, r: 0 }, size: 'large', damage: 4 },
          { kind: 'shield', owner: 'a', at: { q: 3, r: 0 }, damage: 17 },
        ],
      },
    );
    expect(s.items).toEqual([
      { id: 1, kind: 'weapon', owner: 'a', at: { q: 2, r: 0 } },
      { id: 2, kind: 'shield', owner: 'b', at: { q: -2, r: 0 }, size: 'large', shieldDamage: 4 },
      { id: 3, kind: 'shield', owner: 'a', at: { q: 3, r: 0 }, size: 'small', shieldDamage: 17, ruined: true },
    ]);
    expect(s.nextItemId).toBe(4);
  });

  it('§7.2 two men on their feet in one hex are refused; a prone man may lie under another', () => {
    const e = refused({ gladiators: [AT_A, { ...AT_B, position: FACE_TO_FACE.a.position }] });
    expect(e.field).toBe('initial.gladiators.1.position');
    expect(() => state({}, { position: FACE_TO_FACE.a.position, posture: 'prone' })).not.toThrow();
  });
});

describe('scenario initial block: bad input names the field', () => {
  it.each([
    ['an unknown gladiator field', { gladiators: [{ ...AT_A, entangled: true }] }, 'initial.gladiators.0.entangled'],
    ['ensnared neither held nor loose', { gladiators: [{ ...AT_A, ensnared: true }] }, 'initial.gladiators.0.ensnared'],
    [
      'a net on the floor (Advanced Game)',
      { items: [{ kind: 'net', owner: 'a', at: { q: 0, r: 0 } }] },
      'initial.items.0.kind',
    ],
    ['an unknown posture', { gladiators: [AT_A, { ...AT_B, posture: 'sitting' }] }, 'initial.gladiators.1.posture'],
    ['negative stun', { gladiators: [{ ...AT_A, stun: -1 }] }, 'initial.gladiators.0.stun'],
    ['four wound areas', { gladiators: [{ ...AT_A, wounds: [0, 0, 0, 0] }] }, 'initial.gladiators.0.wounds'],
    ['an unknown critical', { gladiators: [{ ...AT_A, criticals: ['SA6'] }] }, 'initial.gladiators.0.criticals.0'],
    [
      'a CF change without a cause',
      { gladiators: [{ ...AT_A, cfChanges: [{ amount: -1 }] }] },
      'initial.gladiators.0.cfChanges.0.cause',
    ],
    [
      'an item owned by no seat',
      { items: [{ kind: 'weapon', owner: 'c', at: { q: 0, r: 0 } }] },
      'initial.items.0.owner',
    ],
    [
      'a weapon with a size',
      { items: [{ kind: 'weapon', owner: 'a', at: { q: 0, r: 0 }, size: 'small' }] },
      'initial.items.0.size',
    ],
    [
      'a weapon with damage',
      { items: [{ kind: 'weapon', owner: 'a', at: { q: 0, r: 0 }, damage: 1 }] },
      'initial.items.0.damage',
    ],
    [
      'an unknown item field',
      { items: [{ kind: 'weapon', owner: 'a', at: { q: 0, r: 0 }, broken: true }] },
      'initial.items.0.broken',
    ],
    ['an unknown block field', { weather: 'rain' }, 'initial.weather'],
    ['armour given twice', { gladiators: [{ ...AT_A, armourRoll: 2 }] }, 'initial.gladiators.0.armour'],
  ])('%s', (_what, initial, field) => {
    const e = refused(initial as Record<string, unknown>);
    expect(e.field).toBe(field);
    expect(e.message.startsWith(`${field}: `)).toBe(true);
  });
});
