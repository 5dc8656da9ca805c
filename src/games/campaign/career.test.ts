import { describe, expect, it } from 'vitest';
import { unwrap } from '../../core/result.js';
import { gladiator } from '../gladiator/module.js';
import { arrangedSetup } from './arena.js';
import { arrangeMatch, type Career, currentMan, recordMatch, startCareer } from './career.js';
import { type MatchReport, matchReport, type SeatReport } from './experience.js';
import { balance } from './ledger.js';
import { specOf } from './man.js';
import { playDuel } from './testkit.js';

const seat = (s: string, over: Partial<SeatReport> = {}): SeatReport => ({
  seat: s,
  name: s,
  attackCf: 30,
  defenceCf: 0,
  won: false,
  killed: false,
  mortalWound: false,
  missusGranted: false,
  kills: [],
  wounds: [0, 1, 0, 0, 0],
  ...over,
});
const report = (a: Partial<SeatReport>, b: Partial<SeatReport> = {}): MatchReport => ({
  turns: 3,
  how: 'kill',
  seats: { a: seat('a', a), b: seat('b', b) },
});
const arranged = (c: Career) => unwrap(arrangeMatch(c)).career;
const play = (c: Career, r: MatchReport) => unwrap(recordMatch(arranged(c), r, 'a'));

describe('§21.5 arranging matches', () => {
  it('§21.5 each match is against a newly created opponent of the man’s type', () => {
    const c = arranged(startCareer('c1', 'heavy'));
    expect(c.opponent).toMatchObject({ type: 'heavy', matches: 0, victories: 0 });
    const again = arranged(unwrap(recordMatch(c, report({ won: true }), 'a')));
    expect(again.opponent?.name === c.opponent?.name && again.opponent?.TR === c.opponent?.TR).toBe(false);
  });
  it('§21.5 a match cannot be arranged twice, nor recorded unarranged', () => {
    const c = arranged(startCareer('c1', 'light'));
    expect(arrangeMatch(c).ok ? null : 'refused').toBe('refused');
    const r = recordMatch(startCareer('c1', 'light'), report({}), 'a');
    expect(r.ok ? null : r.error.code).toBe('not-arranged');
  });
  it('§21.5 a surviving man keeps his sheet, his record and his experience; his wounds wait to heal', () => {
    const c = play(startCareer('c2', 'medium'), report({ won: true, attackCf: 30 }));
    expect(c.men).toHaveLength(1);
    expect(currentMan(c)).toMatchObject({ matches: 1, victories: 1, status: 'fit', toHeal: [0, 1, 0, 0, 0] });
    expect(balance(currentMan(c).experience)).toBe(10);
  });
  it('§21.5 a killed man is replaced by a newly created one; the dead man stays in the book', () => {
    const c = play(startCareer('c3', 'medium'), report({ killed: true }, { won: true }));
    expect(c.men.map((m) => [m.id, m.status])).toEqual([
      [1, 'dead'],
      [2, 'fit'],
    ]);
    expect(currentMan(c)).toMatchObject({ matches: 0, victories: 0, experience: [] });
  });
  it('§21.4 the healing rolls come before the next match and clear the wounds', () => {
    const c = play(startCareer('c4', 'medium'), report({ won: true, wounds: [1, 0, 0, 0, 2] }));
    const a = unwrap(arrangeMatch(c));
    expect(a.rolls.slice(0, 2).map((r) => r.purpose)).toEqual(['healing, head', 'healing, legs']);
    expect(currentMan(a.career).toHeal).toBeNull();
  });
});

describe('§21.6 victory', () => {
  const nineWins = (): Career => {
    let c = startCareer('v', 'medium');
    for (let i = 0; i < 9; i++) c = play(c, report({ won: true, wounds: [0, 0, 0, 0, 0] }));
    return c;
  };
  it('§21.6 a draw is no victory', () => {
    expect(currentMan(play(startCareer('d', 'light'), report({}))).victories).toBe(0);
  });
  it('§21.6 the tenth victory with one man wins the career and frees him', () => {
    const c = play(nineWins(), report({ won: true }));
    expect(c.won).toBe(true);
    expect(currentMan(c)).toMatchObject({ victories: 10, status: 'free' });
    expect(arrangeMatch(c).ok ? null : 'refused').toBe('refused');
  });
  it('§21.6 victories of different men do not add up', () => {
    let c = nineWins();
    c = play(c, report({ killed: true }, { won: true }));
    c = play(c, report({ won: true }));
    expect([c.won, currentMan(c).victories]).toEqual([false, 1]);
  });
  it('§21.6 mortally wounded, he still wins the career with his tenth victory', () => {
    const c = play(nineWins(), report({ won: true, mortalWound: true }));
    expect([c.won, currentMan(c).status]).toEqual([true, 'free']);
  });
  it('§21.6 mortally wounded in any earlier victory, he dies after the match and is replaced', () => {
    const c = play(startCareer('m', 'medium'), report({ won: true, mortalWound: true }));
    expect(c.men.map((m) => m.status)).toEqual(['dead', 'fit']);
    expect(c.won).toBe(false);
  });
});

describe('§21.5 a career of real matches', () => {
  it('§21.5 twelve matches played by bots: no dead man fights, each match counts once', () => {
    let c = startCareer('real', 'medium');
    let played = 0;
    while (played < 12 && !c.won) {
      const a = unwrap(arrangeMatch(c));
      const man = currentMan(a.career);
      expect(man.status).toBe('fit');
      const d = playDuel(specOf(man), specOf(a.career.opponent!), `real-${played}`);
      c = unwrap(recordMatch(a.career, unwrap(matchReport(d.state, d.events)), 'a'));
      played++;
    }
    expect(c.men.reduce((t, m) => t + m.matches, 0)).toBe(played);
    expect(c.men.slice(0, -1).every((m) => m.status === 'dead' || m.status === 'unfit')).toBe(true);
  });
});

describe('Billings §19.2 a man’s record goes into his next match', () => {
  it('§19.2 victories and mercies are counted, and the spec of the next match carries them', () => {
    let c = play(startCareer('rec', 'medium'), report({ won: true }));
    c = play(c, report({ missusGranted: true }, { won: true }));
    c = play(c, report({ won: true }));
    expect(currentMan(c)).toMatchObject({ victories: 2, spared: 1 });
    const next = arranged(c);
    expect(specOf(currentMan(next)).record).toEqual({ wins: 2, spared: 1 });
    const { initial } = arrangedSetup({ a: specOf(currentMan(next)), b: specOf(next.opponent!), advanced: true });
    const options = gladiator.options.parse({ advanced: true });
    const match = unwrap(gladiator.setup(options, 'rec', initial));
    expect(match.gladiators.a?.record).toEqual({ wins: 2, spared: 1 });
    expect(match.gladiators.b?.record).toEqual({ wins: 0, spared: 0 });
  });
});
