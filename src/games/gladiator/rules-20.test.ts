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
  constructor(options: Record<string, unknown>, men: Man[], dice: number[] = [], items: unknown[] = []) {
    const gladiators = men.map((m, i) => ({ name: `Man ${i + 1}`, id: i + 1, ...PLAIN, ...m }));
    const initial = items.length > 0 ? { gladiators, items } : { gladiators };
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

  it('§20 a scenario’s man held in a net is held by the one foe with a net; with two such foes it must say which', () => {
    const men = (aNet: boolean, bNet: boolean) => ({
      gladiators: [
        { ...PLAIN, net: aNet, position: { q: 0, r: 0 } },
        { ...PLAIN, net: bNet, position: { q: 3, r: 0 } },
        { ...PLAIN, ensnared: 'held', position: { q: 0, r: -1 }, facing: 3 },
      ],
    });
    const team = opts({ advanced: true, sides: [['medium', 'medium'], ['medium']] });
    const one = gladiator.setup(team, 's', men(false, true));
    expect(one.ok && one.value.gladiators.c?.ensnaredBy).toBe('b');
    const two = gladiator.setup(team, 's', men(true, true));
    expect(two.ok ? null : two.error).toMatchObject({
      field: 'initial.gladiators.2.ensnared',
      message: expect.stringMatching(/2 foes hold a net \(a, b\)/),
    });
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

const TWO_TWO = [
  ['medium', 'medium'],
  ['medium', 'medium'],
];

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
    // nearFoe: d, six hexes off, does not keep a from allowing the appeal.
    const m = overHelpless({ sides: TWO_TWO, appealException: 'nearFoe' }, { attack: 20, defence: 0 }, [1]);
    m.all(still);
    expect(m.g('c').dead).toBe(true);
    expect(m.state.outcome).toBeNull();
    expect(m.state.step).toBe('phasePlot');
  });

  it('§19.23 a spared man is out of the fight but his side fights on: he is asked for nothing more', () => {
    const m = overHelpless({ sides: TWO_TWO, appealException: 'nearFoe' }, { attack: 70, defence: 0 }, [6]);
    m.all(still);
    expect(m.g('c').left?.how).toBe('Up');
    expect(m.ofType('left-arena')[0]?.text).toMatch(/Man 3 leaves the arena alive/);
    expect(m.state.outcome).toBeNull();
    for (let p = 0; p < 8; p++) m.all(hold);
    expect(m.state.turn).toBe(2);
    expect(m.state.waiting).toEqual(['a', 'b', 'd']);
  });

  it('§19.24 the appeal takes the victor’s whole phase: he writes no order and is in no combat, then fights on', () => {
    const m = overHelpless({ sides: TWO_TWO, appealException: 'nearFoe' }, { attack: 70, defence: 0 }, [6]);
    m.all(still);
    expect(m.ofType('attends-appeal')[0]).toMatchObject({ rule: '§19.24', data: { seat: 'a', fallen: 'c' } });
    expect(m.g('a').attendingAppeal).toBe('1.1');
    expect(m.state.waiting).toEqual(['b', 'd']);
    m.all(hold);
    expect(m.state.phase).toBe(2);
    expect(m.state.waiting).toEqual(['a', 'b', 'd']);
  });

  it('§19.24 while another foe of his still fights, he allows no appeal and may strike the fallen man in combat', () => {
    const m = overHelpless({ sides: TWO_TWO }, { attack: 70, defence: 0 }, []);
    m.all(still);
    expect(m.ofType('moment-of-truth')).toEqual([]);
    m.all(hold);
    expect(m.state.step).toBe('allocate');
    expect(m.state.combat?.fronts.a).toEqual([{ target: 'c', bonus: 4 }]);
  });

  it('§19.24 with pairs, only his paired foe counts as another antagonist', () => {
    // a's paired foe is c, the fallen man; d (b's foe) still fights, but that does not stop the appeal.
    const m = overHelpless({ sides: TWO_TWO, teamFormat: 'pairs' }, { attack: 70, defence: 0 }, [6]);
    m.all(still);
    expect(m.g('c').left?.how).toBe('Up');
    expect(m.g('a').attendingAppeal).toBe('1.1');
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

const alloc = (
  attacks: { area: 1 | 2 | 3 | 4 | 5; cf: number; target?: SeatId }[],
  defence: [number, number, number, number, number],
): GladiatorCommand => ({ type: 'allocate', attacks, defence });

/** Two men of side 1 (a, b) and the single man c of side 2, placed; everyone stands still into phase 1's combat. */
function twoOnOne(a: Man, b: Man, c: Man, dice: number[] = []): TeamMatch {
  const m = new TeamMatch({ sides: [['medium', 'medium'], ['medium']] }, [a, b, c], dice);
  m.all(still).all(hold);
  return m;
}

const N = { q: 0, r: -1 };
const SW = { q: -1, r: 1 };

describe('§20.1-20.5 the single gladiator', () => {
  it('§20.1 attacked by two, he pivots to the facing that gives them the least bonus together, not turned by 8.12', () => {
    // c faces south; a stands north of him, b south-west: facing north-west brings both into his front (+2 and +1).
    const m = twoOnOne(
      { position: N, facing: 3 },
      { position: SW, facing: 1 },
      { position: { q: 0, r: 0 }, facing: 3 },
    );
    expect(m.ofType('pivot')[0]).toMatchObject({ rule: '§20.1', data: { seat: 'c', facing: 5 } });
    expect(m.ofType('rotate')).toEqual([]);
    expect(m.g('c').facing).toBe(5);
    expect(m.state.combat?.single).toEqual(['c']);
    expect(m.state.combat?.fronts.a).toEqual([{ target: 'c', bonus: 2 }]);
    expect(m.state.combat?.fronts.b).toEqual([{ target: 'c', bonus: 1 }]);
    expect(m.state.combat?.fronts.c?.map((f) => f.target)).toEqual(['a', 'b']);
  });

  it('§20.1 among facings as good as each other he keeps his own (RULINGS)', () => {
    // Facing north: a in front (0), b at his back-left (+3); north-west would also total 3.
    const m = twoOnOne(
      { position: N, facing: 3 },
      { position: SW, facing: 1 },
      { position: { q: 0, r: 0 }, facing: 0 },
    );
    expect(m.ofType('pivot')).toEqual([]);
    expect(m.g('c').facing).toBe(0);
  });

  it('§20.2 with two men in front he names the target of each attack; a man no one attacks strikes first', () => {
    const m = twoOnOne(
      { position: N, facing: 3 },
      { position: SW, facing: 1 },
      { position: { q: 0, r: 0 }, facing: 3 },
      [1, 1, 2, 1, 1, 2],
    );
    const unnamed = gladiator.apply(m.state, 'c', alloc([{ area: 1, cf: 4 }], [0, 0, 2, 0, 2]));
    expect(unnamed.ok ? null : unnamed.error).toMatchObject({ code: 'target-needed', rule: '§20.2' });
    m.do('a', alloc([], [4, 0, 0, 0, 6]));
    m.do('b', alloc([{ area: 3, cf: 2, target: 'c' }], [0, 0, 0, 0, 7]));
    m.do('c', alloc([{ area: 1, cf: 4, target: 'a' }], [0, 0, 2, 0, 2]));
    // c's 4 CF would go before b's 2 (8.45), but b is attacked by no one and strikes first (20.2).
    expect(m.ofType('attack').map((e) => [e.data?.seat, e.data?.attack])).toEqual([
      ['b', 2],
      ['c', 4],
    ]);
  });

  it('§20.3 attacks are not combined; his defence serves each blow from the front, but not again one from behind', () => {
    const front = twoOnOne(
      { position: N, facing: 3 },
      { position: { q: -1, r: 0 }, facing: 2 },
      { position: { q: 0, r: 0 }, facing: 0 },
      [1, 1, 2, 1, 1, 1],
    );
    front.do('a', alloc([{ area: 2, cf: 4, target: 'c' }], [0, 0, 0, 0, 4]));
    front.do('b', alloc([{ area: 2, cf: 3, target: 'c' }], [0, 0, 0, 0, 4]));
    front.do('c', alloc([], [0, 4, 0, 0, 4]));
    expect(front.ofType('attack').map((e) => [e.data?.seat, e.data?.defence])).toEqual([
      ['a', 4],
      ['b', 4],
    ]);

    const behind = twoOnOne(
      { position: N, facing: 3 },
      { position: { q: 0, r: 1 }, facing: 0 },
      { position: { q: 0, r: 0 }, facing: 0 },
      [1, 1, 2, 1, 1, 1],
    );
    expect(behind.state.combat?.fronts.b).toEqual([{ target: 'c', bonus: 5, rear: true, oneAttackMax: 9 }]);
    behind.do('a', alloc([{ area: 2, cf: 4, target: 'c' }], [0, 0, 0, 0, 4]));
    behind.do('b', alloc([{ area: 2, cf: 3, target: 'c' }], [0, 0, 0, 0, 4]));
    behind.do('c', alloc([], [0, 4, 0, 0, 4]));
    const [first, second] = behind.ofType('attack');
    expect([first?.data?.seat, first?.data?.defence, second?.data?.seat, second?.data?.defence]).toEqual([
      'a',
      4,
      'b',
      0,
    ]);
    expect(second?.text).toMatch(/20\.3/);
  });

  it('§20.4 he may attack only men in his front as he stands after the pivot', () => {
    // Three on one: he pivots south-west, where only b stands in his front.
    const m = new TeamMatch({ sides: [['medium', 'medium', 'medium'], ['medium']] }, [
      { position: N, facing: 3 },
      { position: SW, facing: 1 },
      { position: { q: 1, r: 0 }, facing: 5 },
      { position: { q: 0, r: 0 }, facing: 3 },
    ]);
    m.all(still).all(hold);
    expect(m.g('d').facing).toBe(4);
    expect(m.state.combat?.fronts.d?.map((f) => f.target)).toEqual(['b']);
    const r = gladiator.apply(m.state, 'd', alloc([{ area: 1, cf: 3, target: 'a' }], [0, 0, 0, 0, 0]));
    expect(r.ok ? null : r.error).toMatchObject({ code: 'bad-target', rule: '§20.4' });
  });

  it('§20 positional advantage is judged per attacker and target (8.2): its CF go only against the man who gave it', () => {
    // a has b in front facing him (0) and c with his back to him (+5): 13 CF against c, his own 8 against b.
    const m = new TeamMatch({ sides: [['medium'], ['medium', 'medium']] }, [
      { position: { q: 0, r: 0 }, facing: 0 },
      { position: N, facing: 3 },
      { position: { q: 1, r: -1 }, facing: 1 },
    ]);
    m.all(still).all(hold);
    expect(m.state.combat?.available.a).toBe(13);
    expect(m.state.combat?.fronts.a).toEqual([
      { target: 'c', bonus: 5, available: 13 },
      { target: 'b', bonus: 0, available: 8 },
    ]);
    const tryA = (attacks: Parameters<typeof alloc>[0], defence: Parameters<typeof alloc>[1]) => {
      const r = gladiator.apply(m.state, 'a', alloc(attacks, defence));
      return r.ok ? null : r.error;
    };
    expect(tryA([{ area: 1, cf: 4, target: 'b' }], [0, 9, 0, 0, 0])).toMatchObject({
      code: 'over-allocated',
      rule: '§8.2',
    });
    expect(tryA([{ area: 1, cf: 4, target: 'b' }], [0, 4, 0, 0, 0])).toBeNull();
    expect(tryA([{ area: 1, cf: 6, target: 'c' }], [0, 7, 0, 0, 0])).toBeNull();
    expect(tryA([{ area: 1, cf: 4 }], [0, 4, 0, 0, 0])).toMatchObject({ code: 'target-needed', rule: '§20.2' });
  });

  it('§20.5 the worked example: 10 CF at +3 behind him put 8 CF in one attack, read on the 5 column at +3', () => {
    // b (CF 10) stands at c's back-left, +3; c faces a, who is in his front.
    const m = twoOnOne(
      { position: N, facing: 3 },
      { position: SW, facing: 1, TR: 10 },
      { position: { q: 0, r: 0 }, facing: 0 },
      [1, 1, 1],
    );
    expect(m.g('b').cf).toBe(10);
    expect(m.state.combat?.available.b).toBe(13);
    expect(m.state.combat?.fronts.b).toEqual([{ target: 'c', bonus: 3, rear: true, oneAttackMax: 8 }]);
    const refuse = (attacks: Parameters<typeof alloc>[0]) => {
      const r = gladiator.apply(m.state, 'b', alloc(attacks, [0, 0, 0, 0, 0]));
      return r.ok ? null : r.error;
    };
    // Normally 6 (half of 13); one attack may carry 8, no more, and only one.
    expect(refuse([{ area: 2, cf: 9, target: 'c' }])).toMatchObject({ code: 'half-cf-limit', rule: '§20.5' });
    expect(
      refuse([
        { area: 2, cf: 7, target: 'c' },
        { area: 3, cf: 6, target: 'c' },
      ]),
    ).toBeNull();
    expect(
      refuse([
        { area: 2, cf: 7, target: 'c' },
        { area: 3, cf: 7, target: 'c' },
      ]),
    ).toMatchObject({ rule: '§20.5' });
    m.do('a', alloc([], [0, 0, 0, 0, 8]));
    m.do('b', alloc([{ area: 2, cf: 8, target: 'c' }], [0, 0, 0, 0, 5]));
    m.do('c', alloc([], [0, 0, 0, 0, 8]));
    const attack = m.ofType('attack')[0];
    expect(attack?.data).toMatchObject({ seat: 'b', target: 'c', attack: 8, defence: 0, naa: 8 });
    const roll = attack?.rolls?.find((r) => r.rule === '§8.5');
    expect(roll?.row).toBe('CRT column 5, row 6');
    expect(roll?.modifiers).toContainEqual(expect.objectContaining({ label: 'NAA above 5', value: 3 }));
  });
});

describe('§12.62 in team combat', () => {
  /** a (side 1) has dropped his weapon next to him; who stands on it is b (his teammate) or c (a foe). */
  function recoveryNextTo(onItem: 'b' | 'c'): TeamMatch {
    const item = { q: 0, r: -1 };
    const far = [
      { q: 6, r: 0 },
      { q: -6, r: 0 },
    ];
    const [b, c] = onItem === 'b' ? [item, far[0]] : [far[0], item];
    const m = new TeamMatch(
      {
        sides: [
          ['medium', 'medium'],
          ['medium', 'medium'],
        ],
      },
      [
        { position: { q: 0, r: 0 }, facing: 0, weapon: false },
        { position: b, facing: 0 },
        { position: c, facing: 3 },
        { position: far[1], facing: 3 },
      ],
      [3],
      [{ kind: 'weapon', owner: 'a', at: item }],
    );
    m.all((seat) => ({ type: 'plot', moving: seat === 'a' ? [1] : [] }));
    m.do('a', { type: 'order', order: 'R' });
    m.all(hold);
    return m;
  }
  const recoveryDrms = (m: TeamMatch) =>
    (m.events.flatMap((e) => e.rolls ?? []).find((r) => r.rule === '§12.61')?.modifiers ?? []).map((x) => x.label);

  it('§12.62 a teammate on the item is no opponent: he adds nothing to the recovery roll', () => {
    const labels = recoveryDrms(recoveryNextTo('b'));
    expect(labels.length).toBeGreaterThan(0);
    expect(labels.join(', ')).not.toMatch(/opponent/);
  });

  it('§12.62 a foe on the item counts as the opponent on it', () => {
    expect(recoveryDrms(recoveryNextTo('c'))).toContain('opponent on the item');
  });
});

describe('§20.6-20.7 secrets and pairs', () => {
  it('§20.6 no seat sees another’s plot, order or allocation, not even a teammate’s, until the rules reveal it', () => {
    const m = new TeamMatch({ sides: [['medium', 'medium'], ['medium']] }, [
      { position: { q: 0, r: 4 }, facing: 0 },
      { position: { q: 4, r: 4 }, facing: 0 },
      { position: { q: 0, r: -4 }, facing: 3 },
    ]);
    const plots: Record<SeatId, number[]> = { a: [1, 3, 5], b: [2, 4, 6], c: [7] };
    m.all((seat) => ({ type: 'plot', moving: plots[seat] as number[] }));
    m.do('a', { type: 'order', order: 'F' });
    const seen = (viewer: SeatId) =>
      JSON.stringify([
        gladiator.view(m.state, viewer),
        m.events.filter((e) => e.visibleTo === 'all' || e.visibleTo.includes(viewer)),
      ]);
    for (const viewer of ['a', 'b', 'c'])
      for (const owner of ['a', 'b', 'c'])
        if (owner !== viewer) expect(seen(viewer)).not.toContain(JSON.stringify(plots[owner]));
    // a's order is his alone until every order is in; his teammate b does not see it.
    expect(gladiator.view(m.state, 'a').secret?.submission).toMatchObject({ order: { standard: 'F' } });
    expect(seen('b')).not.toContain('"standard":"F"');
  });

  it('§20.7 in pairs a man fights his own foe only: another foe in his front is not his to attack', () => {
    // a's paired foe is c; d stands in a's front facing him, yet only c may be attacked by a.
    const m = new TeamMatch({ sides: TWO_TWO, teamFormat: 'pairs' }, [
      { position: { q: 0, r: 0 }, facing: 0 },
      { position: { q: 6, r: 0 }, facing: 0 },
      { position: { q: 0, r: -1 }, facing: 3 },
      { position: { q: 1, r: -1 }, facing: 4 },
    ]);
    m.all(still).all(hold);
    expect(m.state.combat?.fronts.a).toEqual([{ target: 'c', bonus: 0 }]);
    expect(m.state.combat?.fronts.d).toBeUndefined();
  });

  it('§20.7 once his paired foe is out, winnersHelp lets him help against another; without it he attacks no one', () => {
    const play = (winnersHelp: boolean) => {
      const m = new TeamMatch({ sides: TWO_TWO, teamFormat: 'pairs', winnersHelp }, [
        { position: { q: 0, r: 0 }, facing: 0 },
        { position: { q: 6, r: 0 }, facing: 0 },
        { position: { q: 9, r: 9 }, facing: 3 },
        { position: { q: 1, r: -1 }, facing: 1 },
      ]);
      // c has left the arena, spared by the crowd (test surgery: the state as a Moment of Truth would leave it).
      m.g('c').left = { how: 'Up', rule: '§19.23' };
      m.state.waiting = m.state.waiting.filter((seat) => seat !== 'c');
      m.all(still).all(hold);
      return m.state.combat?.fronts.a;
    };
    expect(play(true)).toEqual([{ target: 'd', bonus: 5 }]);
    expect(play(false)).toBeUndefined();
  });
});
