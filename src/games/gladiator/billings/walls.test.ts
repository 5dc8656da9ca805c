import { describe, expect, it } from 'vitest';
import { type Hex, neighbours } from '../../../core/hex.js';
import { playMatch, randomBot } from '../../../core/runner.js';
import { conformanceRun } from '../conformance.js';
import { gladiator } from '../module.js';
import { Match, PLAIN } from '../testkit.js';
import type { GladiatorOptions } from '../types.js';
import { BILLINGS_PRESET } from './options.js';
import { ARENA, inArena, itemLanding, rowOf, wallStun } from './walls.js';

const at = (q: number, r: number): Hex => ({ q, r });
const WALLS: Partial<GladiatorOptions> = { billings: { ...BILLINGS_PRESET, preset: false, walls: true } };
const CHART: Partial<GladiatorOptions> = {
  billings: { ...BILLINGS_PRESET, preset: false, walls: true, wallStunSidestep: 'chart' },
};
/** b waits far down the board, out of everyone's way. */
const FAR_B = { position: at(0, 6), facing: 0 } as const;

function runAtWall(a: { position: Hex; facing: number }, order: string, options = WALLS) {
  const m = new Match({ a: a as never, b: FAR_B, options });
  m.plot();
  m.orders(order, null);
  return m;
}

describe('Billings §6.7 the walled arena', () => {
  it('is 19 columns by 15 rows around the centre hex, 285 hexes', () => {
    let count = 0;
    for (let q = -12; q <= 12; q++) for (let r = -20; r <= 20; r++) if (inArena(at(q, r))) count++;
    expect(count).toBe(ARENA.columns * ARENA.rows);
    expect(inArena(at(0, 0))).toBe(true);
    expect(inArena(at(9, 0))).toBe(true);
    expect(inArena(at(10, 0))).toBe(false);
    expect(inArena(at(0, -7))).toBe(true);
    expect(inArena(at(0, -8))).toBe(false);
    expect(rowOf(at(1, -8))).toBe(-8);
    // The duel's start hexes (4.0) are well inside.
    expect(inArena(at(0, 2)) && inArena(at(0, -2))).toBe(true);
  });

  it('a man beside the wall who steps F into it stays and takes 2 stun', () => {
    const m = runAtWall({ position: at(0, -7), facing: 0 }, 'F');
    expect(m.g('a').position).toEqual(at(0, -7));
    expect(m.g('a').stun).toBe(2);
    expect(m.ofType('wall')[0]?.rule).toBe('Billings §6.7');
    expect(m.unusedDice).toBe(0);
  });

  it('one hex away, F(Q) into the wall: he reaches the wall with 4 stun', () => {
    const m = runAtWall({ position: at(0, -6), facing: 0 }, 'F(Q)');
    expect(m.g('a').position).toEqual(at(0, -7));
    expect(m.g('a').stun).toBe(4);
  });

  it('two hexes away, a charge into the wall gives 6 stun', () => {
    const m = runAtWall({ position: at(0, -5), facing: 0 }, 'C');
    expect(m.g('a').position).toEqual(at(0, -7));
    expect(m.g('a').stun).toBe(6);
  });

  it('backing into the wall gives 1 stun a hex: B 1, B(Q) from one hex away 2', () => {
    expect(runAtWall({ position: at(0, -7), facing: 3 }, 'B').g('a').stun).toBe(1);
    const m = runAtWall({ position: at(0, -6), facing: 3 }, 'B(Q)');
    expect(m.g('a').stun).toBe(2);
    expect(m.g('a').position).toEqual(at(0, -7));
  });

  it('a forward sidestep into the wall: 2 stun by the text, 1 by the summary chart (option)', () => {
    expect(runAtWall({ position: at(0, -7), facing: 0 }, 'SFR').g('a').stun).toBe(2);
    expect(runAtWall({ position: at(0, -7), facing: 0 }, 'SFR', CHART).g('a').stun).toBe(1);
  });

  it('a turn written after the lost hexes still happens', () => {
    const m = runAtWall({ position: at(0, -7), facing: 0 }, 'F(R)');
    expect(m.g('a').facing).toBe(1);
    expect(m.g('a').stun).toBe(2);
  });

  it('counts the new quick steps as the article does: (QF) 2, (QB) 1', () => {
    expect(wallStun(['forward'], 'text')).toBe(2);
    expect(wallStun(['backward'], 'text')).toBe(1);
    expect(wallStun(['sidestepForward', 'forward'], 'text')).toBe(4);
    expect(wallStun(['sidestepForward', 'forward'], 'chart')).toBe(3);
    expect(wallStun(['roll'], 'text')).toBe(0);
  });

  it('without walls the same move goes on past the edge, with no stun: the original game is unchanged', () => {
    const m = runAtWall({ position: at(0, -7), facing: 0 }, 'F', {});
    expect(m.g('a').position).toEqual(at(0, -8));
    expect(m.g('a').stun).toBe(0);
    expect(m.ofType('wall')).toEqual([]);
  });

  it('an item dropped or kicked toward the wall stops at it', () => {
    const options = gladiator.options.parse(WALLS);
    expect(itemLanding(options, at(0, -6), 0, 5)).toEqual(at(0, -7));
    expect(itemLanding(options, at(0, 0), 0, 3)).toEqual(at(0, -3));
    expect(itemLanding(gladiator.options.parse({}), at(0, -6), 0, 5)).toEqual(at(0, -11));
  });

  it('a scenario that puts a man beyond the wall is refused, naming the section', () => {
    const r = gladiator.setup(gladiator.options.parse(WALLS), 'x', {
      gladiators: [
        { ...PLAIN, name: 'Alpha', position: at(0, -9) },
        { ...PLAIN, name: 'Beta', position: at(0, 0) },
      ],
    });
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.message).toContain('Billings §6.7');
      expect(r.error.message).toContain('(0,-9) is outside the walled arena of 19 by 15 hexes');
    }
  });
});

describe('Billings §7.52 a collision loser driven into the wall', () => {
  it('stays in the collision hex with 4 stun on top of the table, and the winner goes back a hex', () => {
    // b holds the top row at (0,-7) facing S; a walks F into him from (0,-6).
    const m = new Match({
      a: { position: at(0, -6), facing: 0 },
      b: { position: at(0, -7), facing: 3 },
      options: WALLS,
    });
    m.plot();
    // a 6 + 1 + 2 + 2 = 11, b 1 + 1 + 2 = 4; stun 1 + 1 + 7 = 9 (2), +4 for the wall; stumble die 6 - 6 = 0.
    m.dice(6, 1, 1, 1, 6).orders('F', null);
    expect(m.ofType('collision-result')[0]?.data).toMatchObject({ winner: 'a', loser: 'b', to: at(0, -7) });
    expect(m.ofType('collision-result')[0]?.rule).toBe('§7.52');
    expect(m.g('b').position).toEqual(at(0, -7));
    expect(m.g('a').position).toEqual(at(0, -6));
    expect(m.g('b').stun).toBe(2 + 4);
    expect(m.g('a').facing).toBe(0);
    expect(m.g('b').facing).toBe(3);
    expect(m.unusedDice).toBe(0);
  });

  it('without walls the same loser is driven out past the edge', () => {
    const m = new Match({ a: { position: at(0, -6), facing: 0 }, b: { position: at(0, -7), facing: 3 } });
    m.plot();
    m.dice(6, 1, 1, 1, 6).orders('F', null);
    expect(m.g('b').position).toEqual(at(0, -8));
    expect(m.g('b').stun).toBe(2);
  });
});

describe('Billings §6.7 invariant: no man ever outside the arena', () => {
  it('150 seeded matches with walls, long enough to reach them, keep every man and item inside', () => {
    const r = conformanceRun('billings-walls', 150, { turnLimit: 30, ...WALLS });
    expect(r.failures).toEqual([]);
    expect(r.matches).toBe(150);
  });

  it('150 seeded matches under the preset keep every promise', () => {
    const r = conformanceRun('billings-preset', 150, { turnLimit: 20, billings: BILLINGS_PRESET });
    expect(r.failures).toEqual([]);
  });

  it('random play does reach the walls: men run into them and are driven against them', () => {
    const events = Array.from({ length: 40 }, (_, i) => {
      const r = playMatch(gladiator, {
        seed: `walls-reached-${i}`,
        options: { turnLimit: 30, ...WALLS },
        bots: { a: randomBot, b: randomBot },
      });
      if (!r.ok) throw new Error(r.error.message);
      return r.value.events;
    }).flat();
    expect(events.filter((e) => e.type === 'wall').length).toBeGreaterThan(0);
    expect(neighbours(at(0, -7)).some((h) => !inArena(h))).toBe(true);
  });
});
