import { describe, expect, it } from 'vitest';
import type { Hex } from '../../../core/hex.js';
import { distance } from '../../../core/hex.js';
import { expandOrder } from '../movement.js';
import { parseOrder } from '../orders.js';
import { impactDrm } from '../tables.js';
import { type Fixture, Match } from '../testkit.js';
import type { BillingsOptions, GladiatorOptions } from '../types.js';
import { BILLINGS_PRESET } from './options.js';
import { MOVE_IMPACT } from './tables.js';

const at = (q: number, r: number): Hex => ({ q, r });
const only = (...sections: (keyof BillingsOptions)[]): Partial<GladiatorOptions> => ({
  billings: { ...BILLINGS_PRESET, preset: false, ...Object.fromEntries(sections.map((s) => [s, true])) },
});

/** a at (0,2) facing north, b at (0,0) facing south: one step F each meets in (0,1). */
const HEAD_ON: Fixture = { a: { position: at(0, 2), facing: 0 }, b: { position: at(0, 0), facing: 3 } };

describe('§7.5 Billings: equal impact factors', () => {
  it('§7.5 a tie stuns both men, nothing added to either stun roll, and leaves them adjacent and face to face', () => {
    const m = new Match({ ...HEAD_ON, options: only('collisionTie') }).plot();
    // Each: die 3 + medium 1 + large shield 2 + one hex forward 2 = 8. Stun rolls 1+1 and 6+6, nothing added.
    m.dice(3, 3, 1, 1, 6, 6).orders('F', 'F');
    expect(m.ofType('collision-tie')).toHaveLength(1);
    expect(m.ofType('collision-result')).toHaveLength(0);
    const stun = m.rollsFor('§7.5').filter((r) => r.dice.length === 2);
    expect(stun.map((r) => r.total)).toEqual([2, 12]);
    expect(stun.every((r) => r.modifiers.every((x) => x.value === 0))).toBe(true);
    const [pa, pb] = [m.g('a').position, m.g('b').position];
    expect(pa).toEqual(at(0, 2));
    expect(distance(pa, pb)).toBe(1);
    expect(pb).not.toEqual(at(0, 1));
    // Face to face: each looks into the other's hex.
    expect(m.g('a').facing).not.toBe(m.g('b').facing);
    expect((m.g('a').facing + 3) % 6).toBe(m.g('b').facing);
    expect(m.g('b').stun).toBeGreaterThan(m.g('a').stun);
    expect(m.unusedDice).toBe(0);
  });

  it('§7.5 a man who held his hex keeps it; the one who came in goes back where he came from', () => {
    const m = new Match({
      a: { position: at(0, 1), facing: 0 },
      b: { position: at(0, 0), facing: 3 },
      options: only('collisionTie'),
    }).plot();
    // a: 3 + 1 + 2 + 2 = 8; b stood: 5 + 1 + 2 = 8.
    m.dice(3, 5, 1, 1, 1, 1).orders('F', null);
    expect(m.ofType('collision-tie')).toHaveLength(1);
    expect(m.g('a').position).toEqual(at(0, 1));
    expect(m.g('b').position).toEqual(at(0, 0));
    expect(m.g('a').facing).toBe(0);
    expect(m.g('b').facing).toBe(3);
    expect(m.unusedDice).toBe(0);
  });

  it('§7.51 without the section a tie is rolled again', () => {
    const m = new Match(HEAD_ON).plot();
    // 8 against 8, then 11 against 6: a wins; stun 1+1+5; b's stumble die 6.
    m.dice(3, 3, 6, 1, 1, 1, 6).orders('F', 'F');
    expect(m.ofType('collision-tie')).toHaveLength(0);
    expect(m.ofType('collision-result')[0]?.data).toMatchObject({ winner: 'a', loser: 'b' });
    expect(m.unusedDice).toBe(0);
  });
});

describe('§7.2 Billings: crossed paths', () => {
  /** a runs F(Q) north from (0,2) to (0,0), b runs F(Q) south from (0,-1) to (0,1): they pass each other. */
  const PASSING: Fixture = { a: { position: at(0, 2), facing: 0 }, b: { position: at(0, -1), facing: 3 } };

  it('§7.2 the article: each rolls a die; doubles is a collision where the paths cross and both moves stop there', () => {
    const m = new Match({ ...PASSING, options: only('crossedPaths') }).plot();
    // Doubles 4 and 4: they meet in (0,1), a's first hex and b's last. Impact a 6+1+2+2 = 11, b 1+1+2+4 = 8.
    // a wins; b is driven on to (0,0); stun 1+1+3; b's stumble die 6.
    m.dice(4, 4, 6, 1, 1, 1, 6).orders('F(Q)', 'F(Q)');
    const crossed = m.ofType('crossed-paths')[0];
    expect(crossed?.rule).toBe('§7.2');
    expect(crossed?.data).toMatchObject({ at: at(0, 1), collide: true });
    expect(m.rollsFor('§7.2').map((r) => r.result)).toEqual(['doubles: they collide', 'doubles: they collide']);
    expect(m.ofType('collision')[0]?.data).toMatchObject({ at: at(0, 1) });
    expect(m.ofType('collision-result')[0]?.data).toMatchObject({ winner: 'a', loser: 'b', to: at(0, 0) });
    expect(m.g('a').position).toEqual(at(0, 1));
    expect(m.unusedDice).toBe(0);
  });

  it('§7.2 the article: no doubles, and the nimble men slip past and finish their moves', () => {
    const m = new Match({ ...PASSING, options: only('crossedPaths') }).plot();
    m.dice(4, 5).orders('F(Q)', 'F(Q)');
    expect(m.ofType('crossed-paths')[0]?.data).toMatchObject({ collide: false });
    expect(m.ofType('collision')).toHaveLength(0);
    expect(m.g('a').position).toEqual(at(0, 0));
    expect(m.g('b').position).toEqual(at(0, 1));
    expect(m.unusedDice).toBe(0);
  });

  it('§7.2 option: passing through the hex where the other stops may be read as no crossing', () => {
    // Here a's last hex (0,0) is b's first, and b's last (0,1) is a's first: no hex is mid-path for both.
    const options = only('crossedPaths');
    const m = new Match({
      ...PASSING,
      options: { billings: { ...(options.billings as BillingsOptions), crossedPathsEndHex: 'not' } },
    }).plot();
    m.orders('F(Q)', 'F(Q)');
    expect(m.ofType('crossed-paths')).toHaveLength(0);
    expect(m.g('a').position).toEqual(at(0, 0));
    expect(m.g('b').position).toEqual(at(0, 1));
  });

  it('§7.2 without the section the paths cross with no roll at all', () => {
    const m = new Match(PASSING).plot();
    m.orders('F(Q)', 'F(Q)');
    expect(m.ofType('crossed-paths')).toHaveLength(0);
    expect(m.g('a').position).toEqual(at(0, 0));
    expect(m.g('b').position).toEqual(at(0, 1));
  });

  it('§7.2 a man following another along the same line never meets him', () => {
    // b ahead of a, both going north: a passes through hexes b has just left.
    const m = new Match({
      a: { position: at(0, 3), facing: 0 },
      b: { position: at(0, 1), facing: 0 },
      options: only('crossedPaths'),
    }).plot();
    m.orders('F(Q)', 'F(Q)');
    expect(m.ofType('crossed-paths')).toHaveLength(0);
    expect(m.g('a').position).toEqual(at(0, 1));
    expect(m.g('b').position).toEqual(at(0, -1));
  });

  it('§7.2 the hex a man starts in is no crossing: the ordinary stop of 7.3 still applies there', () => {
    // b steps away north-east out of (0,0), a charges through it; neither path crosses elsewhere.
    const m = new Match({
      a: { position: at(0, 2), facing: 0 },
      b: { position: at(0, 0), facing: 1 },
      options: only('crossedPaths'),
    }).plot();
    m.orders('F(Q)', 'F');
    expect(m.ofType('crossed-paths')).toHaveLength(0);
  });
});

describe('§7.2 §7.5 Billings: crossed paths met from the flank', () => {
  /**
   * a runs F(Q) north from (0,2) through (0,1); b runs F(Q) north-west from (1,1) through (0,1): the paths cross at
   * an angle, not head on. On doubles each stops in (0,1) in the facing he entered with and takes the advantage of
   * the hexside he came through: a comes from the south, into b's rear left (3 on the right-hander's row); b from the
   * south-east, into a's rear right (4).
   */
  const FLANK: Fixture = { a: { position: at(0, 2), facing: 0 }, b: { position: at(1, 1), facing: 5 } };
  const positional = (m: Match, who: string): number[] =>
    m
      .rollsFor('§7.5')
      .filter((r) => r.purpose.startsWith(who))
      .flatMap((r) => r.modifiers.filter((x) => x.label.startsWith('positional')).map((x) => x.value));

  it('§7.2 §7.5 doubles at a flank crossing: each earns the positional value of the side he came in by, not 0', () => {
    const m = new Match({ ...FLANK, options: only('crossedPaths') }).plot();
    // Doubles 4 and 4; impact dice 3 and 3: a 3+1+2+2 +3 = 11, b 3+1+2+2 +4 = 12. b wins and drives a on to
    // (-1,1), the way b was going; a's stun dice 1 and 1 give him 1 stun, and his stumble die of 1 trips him.
    m.dice(4, 4, 3, 3, 1, 1, 1).orders('F(Q)', 'F(Q)');
    expect(m.ofType('crossed-paths')[0]?.data).toMatchObject({ at: at(0, 1), collide: true });
    expect(m.g('a').handedness).toBe('right');
    expect(m.g('b').handedness).toBe('right');
    expect(positional(m, 'Alpha')).toEqual([3]);
    expect(positional(m, 'Beta')).toEqual([4]);
    expect(m.ofType('collision-result')[0]?.data).toMatchObject({ winner: 'b', loser: 'a', to: at(-1, 1) });
    expect(m.g('b').position).toEqual(at(0, 1));
    expect(m.g('a').stun).toBe(1);
    expect(m.unusedDice).toBe(0);
  });

  it('§7.2 §7.5 with collisionFacing on as well, the crossing keeps the facings they entered with', () => {
    const m = new Match({ ...FLANK, options: only('crossedPaths', 'collisionFacing') }).plot();
    m.dice(4, 4, 3, 3, 1, 1, 1).orders('F(Q)', 'F(Q)');
    expect(m.ofType('collision-facing')).toHaveLength(0);
    expect([positional(m, 'Alpha'), positional(m, 'Beta')]).toEqual([[3], [4]]);
    expect(m.g('b').facing).toBe(5);
  });

  it('§7.2 the same crossing without doubles: they pass at the angle and finish their moves', () => {
    const m = new Match({ ...FLANK, options: only('crossedPaths') }).plot();
    m.dice(2, 5).orders('F(Q)', 'F(Q)');
    expect(m.ofType('collision')).toHaveLength(0);
    expect([m.g('a').position, m.g('b').position]).toEqual([at(0, 0), at(-1, 1)]);
    expect(m.unusedDice).toBe(0);
  });
});

describe('§14.1 Billings: a stumbling loser', () => {
  /** b owes a stumble and writes S; a walks into him. */
  function stumblingLoser(options: Partial<GladiatorOptions>) {
    const m = new Match({ a: { position: at(0, 1), facing: 0 }, b: { position: at(0, 0), facing: 3 }, options });
    m.set('b', { mustStumble: true }).plot();
    // b's fall check 4+4 = 8 stays up; impact a 6+1+2+2 = 11, b 1+1+2-2 = 2; stun 1+1+9; stumble die 1.
    m.dice(4, 4, 6, 1, 1, 1, 1).orders('F', 'S');
    return m;
  }

  it('§14.1 already in his stumble, he loses the collision and fails the check: he falls prone', () => {
    const m = stumblingLoser(only('collisionStumble'));
    expect(m.ofType('collision-result')[0]?.data).toMatchObject({ winner: 'a', loser: 'b' });
    expect(m.g('b').posture).toBe('prone');
    expect(m.ofType('prone').at(-1)?.rule).toBe('§14.1');
    expect(m.unusedDice).toBe(0);
  });

  it('§14.1 without the section he only owes another stumble', () => {
    const m = stumblingLoser({});
    expect(m.g('b').posture).toBe('standing');
    expect(m.g('b').mustStumble).toBe(true);
    expect(m.unusedDice).toBe(0);
  });

  it('§14.1 a loser who was not stumbling only owes a stumble, even with the section on', () => {
    const m = new Match({
      a: { position: at(0, 1), facing: 0 },
      b: { position: at(0, 0), facing: 3 },
      options: only('collisionStumble'),
    }).plot();
    m.dice(6, 1, 1, 1, 1).orders('F', null);
    expect(m.g('b').posture).toBe('standing');
    expect(m.g('b').mustStumble).toBe(true);
    expect(m.unusedDice).toBe(0);
  });
});

describe('§14.1 Billings: a stumble from the net', () => {
  /** a, the Retarius, tosses at b beside him; 3+3+3 and 4 for the adjacent man and his stillness make 13, a P. */
  const tossed = (options: Partial<GladiatorOptions>, ...check: number[]) => {
    const m = new Match({
      a: { type: 'retarius', shield: 'none', position: at(0, 1), facing: 0 },
      b: { position: at(0, 0), facing: 3, AG: 1 },
      options: { advanced: true, ...options },
    }).plot();
    m.dice(3, 3, 3, ...check).orders('(TN)X', null);
    expect(m.rollsFor('§17.3')[0]?.result).toBe('P');
    return m;
  };

  it('§14.1 two dice plus agility less stun: 8 or less and he stumbles, though he has no stun at all', () => {
    const m = tossed(only('netStumble'), 3, 4);
    const r = m.rollsFor('§14.1')[0];
    expect(r?.dice).toHaveLength(2);
    expect(r?.total).toBe(8);
    expect(m.g('b').mustStumble).toBe(true);
    expect(m.unusedDice).toBe(0);
  });

  it('§14.1 9 or more and he steps clear', () => {
    const m = tossed(only('netStumble'), 4, 4);
    expect(m.rollsFor('§14.1')[0]?.total).toBe(9);
    expect(m.g('b').mustStumble).toBe(false);
    expect(m.unusedDice).toBe(0);
  });

  it('§14.1 without the section it is one die less stun: a man with no stun never stumbles', () => {
    const m = tossed({}, 1);
    expect(m.rollsFor('§14.1')[0]?.dice).toHaveLength(1);
    expect(m.g('b').mustStumble).toBe(false);
    expect(m.unusedDice).toBe(0);
  });
});

describe('§7.5 Billings: the revised movement modifiers', () => {
  it('§7.5 every move of Diagram 5 is the sum of the per-hex rows over the hexes it moves', () => {
    const perHex = {
      forward: impactDrm('hexForward'),
      sidestepForward: impactDrm('hexSidestepForward'),
      backward: impactDrm('hexBackward'),
      sidestepBackward: impactDrm('hexBackward'),
    } as const;
    for (const [written, figure] of Object.entries(MOVE_IMPACT)) {
      const text = written.replace(/^SF/, 'SFR').replace(/^SB/, 'SBR');
      const order = parseOrder(text);
      if (!order.ok) throw new Error(`${text}: ${order.error.message}`);
      const counted = expandOrder(order.value, at(0, 0), 0)
        .steps.flatMap((s) => (s.kind === 'move' ? [perHex[s.how as keyof typeof perHex] ?? 0] : []))
        .reduce((x, y) => x + y, 0);
      expect(counted, written).toBe(figure);
    }
  });
});

describe('§7.5 Billings: positional advantage when both moved', () => {
  /** Head on into (0,1); a then writes two turns left, which would show b his flank. */
  const turning = (options: Partial<GladiatorOptions>) => {
    const m = new Match({ ...HEAD_ON, options }).plot();
    m.dice(6, 1, 1, 1, 6).orders('F(L)(L)', 'F');
    const [ra, rb] = m.rollsFor('§7.5').filter((r) => r.dice.length === 1);
    const positional = (r: typeof ra) =>
      r?.modifiers.filter((x) => x.label.startsWith('positional')).reduce((s, x) => s + x.value, 0) ?? 0;
    return { m, a: positional(ra), b: positional(rb) };
  };

  it('§7.5 each meets the collision in the written facing that exposes him least; the later turns are dropped', () => {
    const { m, b } = turning(only('collisionFacing'));
    expect(m.g('a').facing).toBe(0);
    // b comes in from the north, into a's front: no advantage (a zero modifier is not listed on the roll).
    expect(m.rollsFor('§7.5', m.events).length).toBeGreaterThan(0);
    expect(b).toBe(0);
    expect(m.ofType('collision-facing')[0]?.data).toMatchObject({ seat: 'a', facing: 0 });
  });

  it('§7.5 without the section his last turn stands and b takes the flank', () => {
    const { b } = turning({});
    expect(b).toBeGreaterThan(0);
  });

  it('§7.5 a man who shows his back earns nothing, his foe the full advantage', () => {
    // a backs into the hex from (0,2), facing south: he shows b, coming from the north, his back.
    const m = new Match({
      a: { position: at(0, 2), facing: 3 },
      b: { position: at(0, 0), facing: 3 },
      options: only('collisionFacing'),
    }).plot();
    m.dice(6, 1, 1, 1, 6).orders('B', 'F');
    const [ra, rb] = m.rollsFor('§7.5', m.events).filter((r) => r.dice.length === 1);
    const pa = ra?.modifiers.find((x) => x.label.startsWith('positional'))?.value ?? 0;
    expect(ra).toBeDefined();
    const pb = rb?.modifiers.find((x) => x.label.startsWith('positional'))?.value;
    expect(pa).toBe(0);
    expect(pb).toBeGreaterThan(0);
  });
});
