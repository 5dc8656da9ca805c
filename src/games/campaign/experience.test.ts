import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../core/protocol.js';
import { gladiator } from '../gladiator/module.js';
import type { GladiatorState } from '../gladiator/types.js';
import { experienceLines, matchReport, type SeatReport } from './experience.js';
import { balance } from './ledger.js';
import { playDuel } from './testkit.js';

const man = (over: Partial<SeatReport> = {}): SeatReport => ({
  seat: 'a',
  name: 'Flamma',
  attackCf: 0,
  defenceCf: 0,
  won: false,
  killed: false,
  mortalWound: false,
  missusGranted: false,
  kills: [],
  wounds: [0, 0, 0, 0, 0],
  ...over,
});
const foe = man({ seat: 'b', name: 'Crixus' });
const rulesOf = (lines: { rule: string; amount: number }[]) => lines.map((l) => [l.rule, l.amount]);

describe('§21.2 experience from attack and defence CF', () => {
  it('§21.2 attack 20 less defence 8 over 3 gives 4', () => {
    expect(rulesOf(experienceLines(man({ attackCf: 20, defenceCf: 8 }), foe, 1))).toEqual([['§21.2', 4]]);
  });
  it('§21.2 fractions are dropped: 11 over 3 gives 3', () => {
    expect(balance(experienceLines(man({ attackCf: 20, defenceCf: 9 }), foe, 1))).toBe(3);
  });
  it('§21.2 more defence than attack gives nothing, never a negative figure', () => {
    const lines = experienceLines(man({ attackCf: 5, defenceCf: 30 }), foe, 1);
    expect(rulesOf(lines)).toEqual([['§21.2', 0]]);
  });
  it('§21.2 a man killed in the match earns nothing', () => {
    expect(experienceLines(man({ attackCf: 60, killed: true, missusGranted: true }), foe, 1)).toEqual([]);
  });
  it('§21.2 the line says how the figure was reached', () => {
    expect(experienceLines(man({ attackCf: 20, defenceCf: 8 }), foe, 3)[0]).toMatchObject({
      match: 3,
      text: 'attack 20 CF less defence 8 CF = 12, over 3: 4',
    });
  });
});

describe('§21.21-21.23 flat bonuses', () => {
  it('§21.21 a man granted Missus earns 5 more', () => {
    expect(rulesOf(experienceLines(man({ missusGranted: true }), foe, 1))).toEqual([
      ['§21.2', 0],
      ['§21.21', 5],
    ]);
  });
  it('§21.22 a kill earns 10 (a plain kill, no slow or fast bonus)', () => {
    const k = man({ kills: [{ victim: 'b', turn: 2, kind: 'plain', rule: '§19.22' }] });
    expect(rulesOf(experienceLines(k, foe, 1))).toEqual([
      ['§21.2', 0],
      ['§21.22', 10],
    ]);
  });
  it('§21.23 a man whose opponent is granted Missus earns 15', () => {
    expect(rulesOf(experienceLines(man(), { ...foe, missusGranted: true }, 1))).toEqual([
      ['§21.2', 0],
      ['§21.23', 15],
    ]);
  });
});

describe('§21.24 slow kill and §21.25 fast kill bonuses by turn', () => {
  const cases: [kind: 'slow' | 'fast', turn: number, bonus: number][] = [
    ['slow', 1, 20],
    ['slow', 2, 15],
    ['slow', 3, 10],
    ['slow', 4, 5],
    ['slow', 5, 0],
    ['slow', 9, 0],
    ['fast', 1, 12],
    ['fast', 2, 9],
    ['fast', 3, 6],
    ['fast', 4, 3],
    ['fast', 5, 0],
  ];
  for (const [kind, turn, bonus] of cases) {
    const rule = kind === 'slow' ? '§21.24' : '§21.25';
    it(`${rule} ${kind} kill in turn ${turn} scores ${bonus}`, () => {
      const k = man({ kills: [{ victim: 'b', turn, kind, rule: '§9.32', area: 2 }] });
      const lines = experienceLines(k, foe, 1);
      expect(rulesOf(lines)).toEqual([
        ['§21.2', 0],
        ['§21.22', 10],
        [rule, bonus],
      ]);
      expect(lines[2]?.text).toContain(`${kind} kill through the chest in turn ${turn}`);
    });
  }
});

/** A real finished duel in which one man was killed, to read hand-written logs against. */
function finished(): GladiatorState {
  for (let i = 0; ; i++) {
    const d = playDuel({ type: 'medium' }, { type: 'medium' }, `kill-${i}`);
    if (d.state.gladiators.b?.dead && !d.state.gladiators.a?.dead) return d.state;
  }
}
const state = finished();
const ev = (type: string, rule: string, turn: number, data: Record<string, unknown>): GameEvent => ({
  type,
  rule,
  visibleTo: 'all',
  text: type,
  data: { turn, phase: 1, ...data },
});
const hit = (turn: number, area: number) => [
  ev('hit', '§9.1', turn, { seat: 'b', area }),
  ev('wounds', '§9.3', turn, { seat: 'b', area }),
];
const killsOf = (events: GameEvent[]) => {
  const r = matchReport(state, events);
  if (!r.ok) throw new Error(r.error.message);
  return r.value.seats.a?.kills;
};

describe('§21.24-21.25 reading how a kill came about from the match log', () => {
  it('§21.24 an area filled by two attacks is a slow kill, in the turn it was filled', () => {
    const log = [...hit(1, 2), ...hit(3, 2), ev('killed', '§9.32', 3, { seat: 'b' })];
    expect(killsOf(log)).toEqual([{ victim: 'b', turn: 3, kind: 'slow', area: 2, rule: '§9.32' }]);
  });
  it('§21.24 wounds elsewhere do not make it slow: one attack filling the legs is fast', () => {
    const log = [...hit(1, 2), ...hit(2, 5), ev('killed', '§9.32', 2, { seat: 'b' })];
    expect(killsOf(log)).toEqual([{ victim: 'b', turn: 2, kind: 'fast', area: 5, rule: '§9.32' }]);
  });
  it('§21.25 a killing blow to an unwounded area is a fast kill', () => {
    const log = [
      ...hit(1, 4),
      ev('wound-roll', '§9.1', 1, { seat: 'b', area: 1 }),
      ev('killed', '§9.1', 1, { seat: 'b' }),
    ];
    expect(killsOf(log)?.[0]).toMatchObject({ kind: 'fast', area: 1, turn: 1 });
  });
  it('§21.24 a killing blow to an area already wounded is a slow kill', () => {
    const log = [
      ...hit(1, 1),
      ev('wound-roll', '§9.1', 2, { seat: 'b', area: 1 }),
      ev('killed', '§9.1', 2, { seat: 'b' }),
    ];
    expect(killsOf(log)?.[0]).toMatchObject({ kind: 'slow', area: 1, turn: 2 });
  });
  it('§21.25 a critical K with the first wound of its area is fast; with the second, slow', () => {
    expect(killsOf([...hit(1, 2), ev('killed', '§9.5', 1, { seat: 'b' })])?.[0]?.kind).toBe('fast');
    expect(killsOf([...hit(1, 2), ...hit(2, 2), ev('killed', '§9.5', 2, { seat: 'b' })])?.[0]?.kind).toBe('slow');
  });
  it('§21.24 bleeding is not an attack: one cut and the artery filling the arms is a fast kill', () => {
    const log = [
      ...hit(1, 4),
      ev('wounds', '§9.5', 2, { seat: 'b', area: 4 }),
      ev('killed', '§9.32', 2, { seat: 'b' }),
    ];
    expect(killsOf(log)?.[0]).toMatchObject({ kind: 'fast', area: 4, turn: 2 });
  });
  it('§21.25 a Down whose last wound was the first on its area is fast (the Moment of Truth)', () => {
    const log = [...hit(1, 3), ev('killed', '§19.22', 2, { seat: 'b' })];
    expect(killsOf(log)?.[0]).toMatchObject({ kind: 'fast', area: 3, turn: 2 });
  });
  it('§21.25 a Down after a second wound to the area, or without a wound, earns no kill bonus', () => {
    expect(killsOf([...hit(1, 3), ...hit(2, 3), ev('killed', '§19.22', 2, { seat: 'b' })])?.[0]?.kind).toBe('plain');
    expect(killsOf([ev('killed', '§19.22', 1, { seat: 'b' })])?.[0]).toEqual({
      victim: 'b',
      turn: 1,
      kind: 'plain',
      rule: '§19.22',
    });
  });
});

describe('§21.2 a real duel read into a report', () => {
  it('§21.2 the report carries the engine’s CF totals, the winner, the dead and each man’s wounds', () => {
    const d = playDuel({ type: 'medium' }, { type: 'heavy' }, 'report-1', { advanced: true });
    const r = matchReport(d.state, d.events);
    if (!r.ok) throw new Error(r.error.message);
    for (const seat of ['a', 'b']) {
      const g = d.state.gladiators[seat];
      const s = r.value.seats[seat];
      expect(s).toMatchObject({ attackCf: g?.attackCfTotal, defenceCf: g?.defenceCfTotal, killed: g?.dead });
      expect(s?.wounds).toEqual(g?.wounds);
      expect(s?.won).toBe(d.state.outcome?.winners.includes(seat));
    }
    const dead = Object.values(r.value.seats).filter((s) => s.killed).length;
    const kills = Object.values(r.value.seats).reduce((t, s) => t + s.kills.length, 0);
    expect(kills).toBe(dead);
    expect(r.value.turns).toBe(d.state.turn);
  });
  it('§21.2 an unfinished match is refused', () => {
    const s = gladiator.setup(gladiator.options.parse({}), 'x');
    if (!s.ok) throw new Error('setup');
    const r = matchReport(s.value, []);
    expect(r.ok ? null : r.error).toMatchObject({ code: 'match-unfinished', rule: '§21.2' });
  });
  it('§21.2 a team match is refused: campaign matches are duels', () => {
    const r = matchReport({ ...state, sides: [['a'], ['b']] }, []);
    expect(r.ok ? null : r.error).toMatchObject({ code: 'not-a-duel' });
  });
});
