/**
 * Rule 20 of GLADIATOR, team combat (Advanced Game): the sides and their seats, where the men start, who is a foe,
 * men leaving the arena alive, and how a team match is won (by the last side fighting, or on time, 20.7). Each test
 * drives the real module with exact gladiators and scripted dice.
 */
import { describe, expect, it } from 'vitest';
import { distance, inFrontCone } from '../../core/hex.js';
import type { GameEvent, SeatId } from '../../core/protocol.js';
import { conformanceRun } from './conformance.js';
import { gladiator } from './module.js';
import { foes, friends, sideName, sideOf, teamStarts } from './teams.js';
import { PLAIN } from './testkit.js';
import type { Gladiator, GladiatorCommand, GladiatorOptions, GladiatorState } from './types.js';

const opts = (o: Record<string, unknown>): GladiatorOptions => gladiator.options.parse(o);

/** Setup's error for these options, or null when they are accepted. */
function setupError(o: Record<string, unknown>) {
  const r = gladiator.setup(opts(o), 'teams');
  return r.ok ? null : r.error;
}

type Man = Partial<Gladiator> & Record<string, unknown>;

/** A team match from exact men (PLAIN fighters unless told), one entry a seat in seat order, with scripted dice. */
class TeamMatch {
  state: GladiatorState;
  events: GameEvent[] = [];
  constructor(options: Record<string, unknown>, men: Man[], dice: number[] = []) {
    const initial = { gladiators: men.map((m, i) => ({ name: `Man ${i + 1}`, id: i + 1, ...PLAIN, ...m })) };
    const r = gladiator.setup(opts({ advanced: true, ...options }), 'teams', initial, dice);
    if (!r.ok) throw new Error(r.error.message);
    this.state = r.value;
  }
  g(seat: SeatId): Gladiator {
    return this.state.gladiators[seat] as Gladiator;
  }
  do(seat: SeatId, cmd: GladiatorCommand): this {
    const r = gladiator.apply(this.state, seat, cmd);
    if (!r.ok) throw new Error(`${seat} ${JSON.stringify(cmd)} refused: ${r.error.rule} ${r.error.message}`);
    this.state = r.value.state;
    this.events.push(...r.value.events);
    return this;
  }
  /** Every seat still awaited in this step sends the command this function gives it. */
  all(cmd: (seat: SeatId) => GladiatorCommand): this {
    const key = `${this.state.turn}.${this.state.phase}.${this.state.step}`;
    for (const seat of [...this.state.waiting])
      if (`${this.state.turn}.${this.state.phase}.${this.state.step}` === key && this.state.waiting.includes(seat))
        this.do(seat, cmd(seat));
    return this;
  }
  ofType(type: string): GameEvent[] {
    return this.events.filter((e) => e.type === type);
  }
}

const still = (): GladiatorCommand => ({ type: 'plot', moving: [] });
const hold = (): GladiatorCommand => ({ type: 'hold' });

describe('§20 team combat: options, seats and sides', () => {
  it('§20 sides make one seat a man, a, b, c ... in side order, and every view shows the sides', () => {
    const m = new TeamMatch({ sides: [['heavy', 'light'], ['medium']] }, []);
    const s = m.state;
    expect(s.seats).toEqual(['a', 'b', 'c']);
    expect(s.sides).toEqual([['a', 'b'], ['c']]);
    expect([m.g('a').type, m.g('b').type, m.g('c').type]).toEqual(['heavy', 'light', 'medium']);
    expect([sideOf(s, 'a'), sideOf(s, 'b'), sideOf(s, 'c')]).toEqual([0, 0, 1]);
    expect(foes(s, 'a')).toEqual(['c']);
    expect(foes(s, 'c')).toEqual(['a', 'b']);
    expect(friends(s, 'a')).toEqual(['b']);
    expect(friends(s, 'c')).toEqual([]);
    expect(sideName(s, 1)).toBe('Side 2');
    for (const viewer of ['a', 'c', 'spectator'] as const) expect(gladiator.view(s, viewer).sides).toEqual(s.sides);
    expect(gladiator.pending(s)).toEqual(['a', 'b', 'c']);
  });

  it('§20 a duel is as it was: seats a and b, no sides in state or view, each seat its own side', () => {
    const r = gladiator.setup(opts({}), 'duel');
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.seats).toEqual(['a', 'b']);
    expect('sides' in r.value).toBe(false);
    expect('sides' in gladiator.view(r.value, 'a')).toBe(false);
    expect([sideOf(r.value, 'a'), sideOf(r.value, 'b')]).toEqual([0, 1]);
    expect(foes(r.value, 'a')).toEqual(['b']);
    expect(friends(r.value, 'a')).toEqual([]);
  });

  it('§20 a Retarius on one side gives every man of the other sides a small shield, not his own teammates', () => {
    const m = new TeamMatch({ sides: [['retarius', 'heavy'], ['heavy']] }, []);
    expect(m.g('a').retarius).toBe(true);
    expect(m.g('b').shield).not.toBe('small');
    expect(m.g('c').shield).toBe('small');
  });

  it('§20 bad sides are refused with the field and the rule', () => {
    expect(setupError({ sides: [['medium'], ['medium']] })).toMatchObject({
      field: 'sides',
      message: expect.stringMatching(/team combat \(20\) belongs to the Advanced Game/),
    });
    expect(setupError({ advanced: true, types: ['heavy', 'light'], sides: [['medium'], ['medium']] })?.message).toMatch(
      /types and sides/,
    );
    expect(setupError({ advanced: true, sides: [['medium']] })).toMatchObject({ field: 'sides' });
    const five = gladiator.options.safeParse({ sides: [['medium'], ['light'], ['heavy'], ['light'], ['medium']] });
    expect(five.error?.issues[0]?.path).toEqual(['sides']);
    expect(gladiator.options.safeParse({ sides: [Array(9).fill('light'), ['heavy']] }).success).toBe(false);
    const eight = Array(8).fill('light');
    expect(setupError({ advanced: true, sides: [eight, eight, ['heavy']] })?.message).toMatch(/at most 16 men.*17/);
    expect(setupError({ advanced: true, sides: [eight, eight] })).toBeNull();
  });

  it('§20.7 pairs need two sides of equal size, and the error names the sizes', () => {
    expect(setupError({ advanced: true, teamFormat: 'pairs', sides: [['medium', 'light'], ['heavy']] })).toMatchObject({
      field: 'teamFormat',
      message: expect.stringMatching(/20\.7.*2 and 1/),
    });
    expect(setupError({ advanced: true, teamFormat: 'pairs' })).toMatchObject({ field: 'teamFormat' });
    expect(setupError({ advanced: true, teamFormat: 'pairs', sides: [['medium'], ['light'], ['heavy']] })).toBeTruthy();
  });

  it('§20 a scenario gives one entry a seat, at most as many as the sides make', () => {
    const r = gladiator.setup(opts({ advanced: true, sides: [['medium'], ['medium']] }), 's', {
      gladiators: [{ ...PLAIN }, { ...PLAIN }, { ...PLAIN }],
    });
    expect(r.ok ? null : r.error).toMatchObject({
      field: 'initial.gladiators',
      message: expect.stringMatching(/3 .* 2 seats/),
    });
  });
});

describe('§20 start positions (HOUSE)', () => {
  it('§20 melee: two sides in facing lines across the centre, foes four hexes apart, no one in another’s hex', () => {
    const starts = teamStarts([3, 2], 'melee');
    expect(starts.slice(0, 3).every((x) => x.facing === 0)).toBe(true);
    expect(starts.slice(3).every((x) => x.facing === 3)).toBe(true);
    expect(starts[0]?.position).toEqual({ q: 0, r: 2 });
    expect(starts[3]?.position).toEqual({ q: 0, r: -2 });
    expect(distance(starts[1]?.position ?? { q: 0, r: 0 }, starts[4]?.position ?? { q: 0, r: 0 })).toBe(4);
  });

  it('§20 melee: every shape of 2 to 4 sides of up to 8 men (16 in all) starts with no two men adjacent', () => {
    for (let sides = 2; sides <= 4; sides++)
      for (let n = 1; n <= 8 && n * sides <= 16; n++)
        for (let first = 1; first <= 8 && first + n * (sides - 1) <= 16; first++) {
          const sizes = [first, ...Array(sides - 1).fill(n)];
          const starts = teamStarts(sizes, 'melee');
          expect(starts).toHaveLength(sizes.reduce((t, x) => t + x, 0));
          for (const [i, x] of starts.entries())
            for (const y of starts.slice(i + 1))
              expect(distance(x.position, y.position), `${sizes.join('/')}`).toBeGreaterThanOrEqual(2);
        }
  });

  it('§20.7 pairs: each pair four hexes apart face to face; no man starts within three hexes of another pair', () => {
    for (let n = 1; n <= 8; n++) {
      const starts = teamStarts([n, n], 'pairs');
      for (let j = 0; j < n; j++) {
        const a = starts[j] as (typeof starts)[number];
        const b = starts[n + j] as (typeof starts)[number];
        expect(distance(a.position, b.position)).toBe(4);
        expect(inFrontCone(a.position, a.facing, b.position, 4)).toBe(true);
        expect(inFrontCone(b.position, b.facing, a.position, 4)).toBe(true);
        for (let k = 0; k < n; k++)
          if (k !== j)
            for (const other of [starts[k], starts[n + k]])
              for (const me of [a, b]) expect(distance(me.position, other?.position ?? me.position)).toBeGreaterThan(3);
      }
    }
  });

  it('§20 a setup with sides places each man at his start', () => {
    const m = new TeamMatch({ sides: [['medium', 'medium'], ['medium']] }, []);
    const starts = teamStarts([2, 1], 'melee');
    for (const [i, seat] of m.state.seats.entries()) {
      expect(m.g(seat).position).toEqual(starts[i]?.position);
      expect(m.g(seat).facing).toBe(starts[i]?.facing);
    }
  });
});

/** Side 1: a over the helpless c, b apart; side 2: c unconscious and prone in a's front, d far off. */
function overHelpless(sides: Record<string, unknown>, crowd: { attack: number; defence: number }, dice: number[]) {
  const men: Man[] = [
    { position: { q: 0, r: 0 }, facing: 0 },
    { position: { q: 6, r: 0 }, facing: 0 },
    { position: { q: 0, r: -1 }, facing: 3, posture: 'prone', stun: 20, matchCf: crowd },
    { position: { q: -6, r: 0 }, facing: 3 },
  ];
  return new TeamMatch(sides, men.slice(0, (sides.sides as unknown[][]).flat().length), dice);
}

describe('§20 men leaving the fight, and the outcome by sides', () => {
  it('§19.23 spared in a team match, a man leaves the arena: the last of his side gone, the other side wins', () => {
    const m = overHelpless({ sides: [['medium', 'medium'], ['medium']] }, { attack: 70, defence: 0 }, [6]);
    m.all(still);
    expect(m.g('c').left).toEqual({ how: 'Up', rule: '§19.23' });
    expect(m.g('c').dead).toBe(false);
    expect(m.state.outcome).toMatchObject({ winners: ['a', 'b'], losers: ['c'], how: 'kill' });
    expect(m.state.outcome?.text).toMatch(/^Side 1 \(Man 1, Man 2\) wins: .*Side 2 \(Man 3\)/);
    expect(m.state.rng.script ?? []).toEqual([]);
  });

  it('§19.22 condemned in a team match, the dead man’s side fights on while it has a man', () => {
    const m = overHelpless(
      {
        sides: [
          ['medium', 'medium'],
          ['medium', 'medium'],
        ],
      },
      { attack: 20, defence: 0 },
      [1],
    );
    m.all(still);
    expect(m.g('c').dead).toBe(true);
    expect(m.state.outcome).toBeNull();
    expect(m.state.step).toBe('phasePlot');
    expect(m.state.waiting).toEqual(['a', 'b', 'd']);
  });

  it('§19.23 a spared man is out of the fight but his side fights on: he is asked for nothing more', () => {
    const m = overHelpless(
      {
        sides: [
          ['medium', 'medium'],
          ['medium', 'medium'],
        ],
      },
      { attack: 70, defence: 0 },
      [6],
    );
    m.all(still);
    expect(m.g('c').left?.how).toBe('Up');
    expect(m.ofType('left-arena')[0]?.text).toMatch(/Man 3 leaves the arena alive/);
    expect(m.state.outcome).toBeNull();
    expect(m.state.waiting).toEqual(['a', 'b', 'd']);
    for (let p = 0; p < 8; p++) m.all(hold);
    expect(m.state.turn).toBe(2);
    expect(m.state.waiting).toEqual(['a', 'b', 'd']);
  });
});

describe('§20.7 the time limit of a team match', () => {
  const men: Man[] = [
    { position: { q: 0, r: 4 }, facing: 0 },
    { position: { q: 4, r: 4 }, facing: 0 },
    { position: { q: 0, r: -4 }, facing: 3 },
  ];

  it('§20.7 when time runs out the side with more men on their feet wins', () => {
    const m = new TeamMatch({ sides: [['medium', 'medium'], ['medium']], turnLimit: 1 }, men);
    m.all(still);
    for (let p = 0; p < 8; p++) m.all(hold);
    expect(m.state.outcome).toMatchObject({ winners: ['a', 'b'], losers: ['c'], how: 'time limit', rule: '§20.7' });
    expect(m.state.outcome?.text).toMatch(/Side 1 \(Man 1, Man 2\) wins: .*Side 1 2, Side 2 1/);
  });

  it('§20.7 a man knocked senseless does not walk off: level counts are a draw', () => {
    const m = new TeamMatch({ sides: [['medium', 'medium'], ['medium']], turnLimit: 1 }, [
      men[0] as Man,
      { ...men[1], posture: 'prone', stun: 60 },
      men[2] as Man,
    ]);
    m.all(still);
    for (let p = 0; p < 8 && !m.state.outcome; p++) m.all(hold);
    expect(m.g('b').unconscious).toBe(true);
    expect(m.state.outcome).toMatchObject({ winners: [], losers: [], how: 'turn limit', rule: '§20.7' });
  });
});

describe('§20 team matches under the conformance harness', () => {
  it('§20 seeded 2-against-1 and 3-against-3 matches keep every promise and invariant, and all of them end', () => {
    for (const sides of [
      [['medium', 'medium'], ['heavy']],
      [
        ['light', 'medium', 'heavy'],
        ['heavy', 'medium', 'light'],
      ],
    ]) {
      const r = conformanceRun(`teams-${sides.flat().length}`, 20, { advanced: true, sides });
      expect(r.failures).toEqual([]);
      expect(r.matches).toBe(20);
      expect(r.outcomes.unfinished ?? 0).toBe(0);
    }
  });
});
