import { describe, expect, it } from 'vitest';
import type { Hex } from '../../core/hex.js';
import { distance, hexEq, ring } from '../../core/hex.js';
import { gladiatori } from './module.js';
import { hidesPart, lineBlocker } from './ranged.js';
import { FACE_TO_FACE, type Table, table } from './testkit.js';
import type { GladiatoriCommand } from './types.js';

const values = (t: Table) => t.events.filter((e) => e.type === 'value').map((e) => e.data?.value);
/** `a` three hexes south of `b`, the two facing each other. */
const APART = { a: { at: { q: 0, r: 3 }, facing: 0 as const }, b: { at: { q: 0, r: 0 }, facing: 3 as const } };

describe('9.5 Throwing weapons', () => {
  it('9.5 a thrown spear doubles its attack bonus, loses a point a hex beyond the first, and leaves the game', () => {
    const t = table(
      APART,
      { a: ['strength'], b: [] },
      { characters: ['hoplomachus', 'mirmillo'], items: [['spear-2-1'], []] },
    );
    const offered = gladiatori.legal(t.s, 'a').commands.filter((c) => c.type === 'action' && c.throw);
    expect(offered).toEqual([
      { type: 'action', card: t.ids('a', ['strength'])[0], add: [], target: 'b', throw: 'a:spear-2-1' },
    ]);
    t.play('a', {
      type: 'action',
      card: t.ids('a', ['strength'])[0] as string,
      add: [],
      target: 'b',
      throw: 'a:spear-2-1',
    });
    t.play('a', { type: 'attack', offense: false, blood: 0 });
    t.play('b', { type: 'defend', guard: false, speed: 0 });
    // 2 + 2 for the throw, -2 for two hexes beyond the first.
    expect(values(t)).toEqual([2, 0]);
    expect(t.f('a').items).toEqual([]);
    expect(t.f('a').lostItems.map((i) => i.card.id)).toEqual(['spear-2-1']);
  });

  it('9.5 nothing but the net is thrown from melee, and a fighter on his feet blocks the line of fire', () => {
    const melee = table(FACE_TO_FACE, { a: ['strength'] }, { characters: ['hoplomachus', 'mirmillo'] });
    const e = melee.refuse('a', {
      type: 'action',
      card: melee.ids('a', ['strength'])[0] as string,
      add: [],
      target: 'b',
      throw: 'a:spear-2-1',
    });
    expect(e.message).toContain('in melee');
    const blocked = table(
      {
        a: { at: { q: 0, r: 3 }, facing: 0 },
        b: { at: { q: 0, r: 0 }, facing: 3 },
        c: { at: { q: 0, r: 2 }, facing: 0 },
      },
      { a: ['strength'] },
      { characters: ['hoplomachus', 'mirmillo', 'thraex'], teams: 2 },
    );
    // c is a's team-mate, standing between a and b.
    const refused = blocked.refuse('a', {
      type: 'action',
      card: blocked.ids('a', ['strength'])[0] as string,
      add: [],
      target: 'b',
      throw: 'a:spear-2-1',
    });
    expect(refused.message).toContain('blocked');
    blocked.f('c').faceDown = true;
    blocked.play('a', {
      type: 'action',
      card: blocked.ids('a', ['strength'])[0] as string,
      add: [],
      target: 'b',
      throw: 'a:spear-2-1',
    });
  });
});

describe('§9.5 the line of fire and a partly hidden target', () => {
  const THREE = { characters: ['hoplomachus', 'mirmillo', 'thraex'], teams: 2 } as const;
  /** a throws his spear at b, three hexes north of him; c stands on `cAt`. */
  const throwPast = (cAt: Hex, options: Record<string, unknown> = {}) =>
    table(
      {
        a: { at: { q: 0, r: 3 }, facing: 0 },
        b: { at: { q: 0, r: 0 }, facing: 3 },
        c: { at: cAt, facing: 3 },
      },
      { a: ['strength'] },
      { ...THREE, ...options },
    );
  const spear = (t: Table): GladiatoriCommand => ({
    type: 'action',
    card: t.ids('a', ['strength'])[0] as string,
    add: [],
    target: 'b',
    throw: 'a:spear-2-1',
  });
  /** Every hex near a and b that hides part of b's hex from a, by each reading. */
  const hiders = (reading: 'wholeHex' | 'centre', from: Hex, to: Hex): string[] =>
    [1, 2, 3, 4]
      .flatMap((n) => ring(from, n))
      .filter((h) => !hexEq(h, to) && distance(h, to) <= 4 && lineBlocker(reading, from, to, [h]) !== null)
      .map((h) => `${h.q},${h.r}`)
      .sort();

  it('§9.5 a fighter beside the target, off the line between the centres, hides part of his hex: no throw by default', () => {
    // c stands south-east of b, next to b and to the hex the line crosses last: the centre line misses him, but
    // the lines from a's centre to the sides of b's hex facing a pass through c's hex.
    const t = throwPast({ q: 1, r: 0 });
    const refused = t.refuse('a', spear(t));
    expect(refused.message).toContain('Thraex hides part of Mirmillo');
    expect(refused.message).toContain('(9.5)');
    expect(gladiatori.legal(t.s, 'a').commands.some((c) => c.type === 'action' && c.throw)).toBe(false);
    // Face-down, he hides nothing (9.5 ignores face-down characters).
    t.f('c').faceDown = true;
    t.play('a', spear(t));
  });

  it('§9.5 option lineOfFire "centre": the same throw goes, since the line between the centres is free', () => {
    const t = throwPast({ q: 1, r: 0 }, { lineOfFire: 'centre' });
    t.play('a', spear(t));
    t.play('a', { type: 'attack', offense: false, blood: 0 });
    t.play('b', { type: 'defend', guard: false, speed: 0 });
    // 2 + 2 for the throw, -2 for two hexes beyond the first; the Mirmillo's helmet (0/2) holds it.
    expect(t.events.filter((e) => e.type === 'value').map((e) => e.data?.value)).toEqual([2, 2]);
  });

  it('§9.5 both readings: a fighter on the line blocks; one beside the thrower does not', () => {
    for (const lineOfFire of ['wholeHex', 'centre'] as const) {
      const on = throwPast({ q: 0, r: 1 }, { lineOfFire });
      expect(on.refuse('a', spear(on)).message, lineOfFire).toContain('blocked');
      const beside = throwPast({ q: 1, r: 2 }, { lineOfFire });
      beside.play('a', spear(beside));
    }
  });

  it('§9.5 the whole-hex reading hides a target three hexes away behind four hexes, the centre line behind two', () => {
    const a = { q: 0, r: 3 };
    const b = { q: 0, r: 0 };
    // The two hexes between them, and the two beside b that touch the second of those.
    expect(hiders('wholeHex', a, b)).toEqual(['-1,1', '0,1', '0,2', '1,0']);
    expect(hiders('centre', a, b)).toEqual(['0,1', '0,2']);
    expect(hidesPart(a, b, { q: 1, r: 1 })).toBe(false);
  });

  it('§9.5 a target next to the thrower is never hidden: touching a corner or a side is not crossing', () => {
    const at = { q: 0, r: 0 };
    for (const to of ring(at, 1))
      expect(hiders('wholeHex', at, to).filter((h) => ring(at, 1).some((n) => `${n.q},${n.r}` === h))).toEqual([]);
  });

  it('§9.5 when the line between the centres runs along a side, both hexes beside it hide part of the target', () => {
    // From 0,0 to 1,-2 the centre line runs down the side between 0,-1 and 1,-1; drawn centre to centre it is
    // nudged into one of them, so only that one blocks; the whole target hex is hidden in part by either.
    const from = { q: 0, r: 0 };
    const to = { q: 1, r: -2 };
    expect(hiders('wholeHex', from, to)).toEqual(['0,-1', '1,-1']);
    expect(hiders('centre', from, to)).toHaveLength(1);
  });
});

describe('9.6 The net and 12.2 Trapped', () => {
  it('9.6 the net takes the item defence away, wounds nobody and traps: -3, only Oppose, no movement', () => {
    const t = table(
      APART,
      { a: ['strength'], b: ['strength', 'berserk', 'movement'] },
      { characters: ['retiarius', 'mirmillo'] },
    );
    t.play('a', {
      type: 'action',
      card: t.ids('a', ['strength'])[0] as string,
      add: [],
      target: 'b',
      throw: 'a:net-0-1',
    });
    t.play('b', { type: 'react', card: t.ids('b', ['strength'])[0] as string, add: [] });
    t.play('a', { type: 'attack', offense: true, blood: 0 });
    t.play('b', { type: 'defend', guard: false, speed: 0 });
    // Attack: trident 3 + net 0 (doubled) + Offense 3 - 4 for two hexes beyond the first = 2. Defence: Block 0,
    // matching 5, and no helmet: the net is cast.
    expect(values(t)).toEqual([2, 5]);
    expect(t.f('b').trapped).toBe(0);
    expect(t.f('a').items.map((i) => i.card.id)).toEqual(['trident-3-1']);
  });

  it('12.2 a trapped fighter attacks and defends at -3, reacts only with Oppose, and buys his cubes off two elements each', () => {
    const t = table(FACE_TO_FACE, { a: ['strength'], b: ['strength', 'berserk'] }, { items: [null, []] });
    t.f('b').trapped = 3;
    t.play('a', { type: 'action', card: t.ids('a', ['strength'])[0] as string, add: [], target: 'b' });
    expect(t.refuse('b', { type: 'react', card: t.ids('b', ['strength'])[0] as string, add: [] }).message).toContain(
      'trapped',
    );
    t.play('b', { type: 'react', card: t.ids('b', ['berserk'])[0] as string, add: [] });
    t.play('a', { type: 'attack', offense: false, blood: 0 });
    t.play('b', { type: 'defend', guard: false, speed: 0 });
    expect(values(t)).toEqual([3, 2]);
    t.play('b', { type: 'pay', cards: t.ids('b', ['energy0'], 'deck') });
    // b's round: no movement but a turn of one hexside; cubes off for two elements each.
    expect(t.pending()).toEqual(['b']);
    const extra = gladiatori.legal(t.s, 'b').commands.filter((c) => c.type === 'extra');
    expect(extra).toHaveLength(2);
    const spend = { cards: [], blood: 2, speed: 0, offense: 0, guard: 0, endurance: 0 };
    t.play('b', { type: 'steady', marker: 'trapped', spend });
    expect(t.f('b').trapped).toBe(2);
  });
});

describe('9.6 The net used beside its target', () => {
  const netted = () => {
    const t = table(
      FACE_TO_FACE,
      { a: ['strength', 'dexterity', 'movement'], b: [] },
      { characters: ['retiarius', 'mirmillo'], items: [['net-0-1'], []] },
    );
    t.play('a', {
      type: 'action',
      card: t.ids('a', ['strength'])[0] as string,
      add: [],
      target: 'b',
      throw: 'a:net-0-1',
    });
    t.play('a', { type: 'attack', offense: true, blood: 0 });
    t.play('b', { type: 'defend', guard: false, speed: 0 });
    return t;
  };
  const spend = (e: { blood?: number; speed?: number }) => ({
    cards: [],
    blood: e.blood ?? 0,
    speed: e.speed ?? 0,
    offense: 0,
    guard: 0,
    endurance: 0,
  });

  it('9.6 the captor must stay beside his trapped captive: he steps away and the net leaves the game, its cubes staying', () => {
    const t = netted();
    expect(t.f('b').trapped).toBe(3);
    expect(t.f('a').holding).toEqual({ net: 'a:net-0-1', on: 'b' });
    t.play('b', { type: 'pass' });
    // Round 2 (b first, on fewer VP): the net that holds him cannot be cast again.
    t.play('b', { type: 'pass' });
    const again = t.refuse('a', {
      type: 'action',
      card: t.ids('a', ['dexterity'])[0] as string,
      add: [],
      target: 'b',
      throw: 'a:net-0-1',
    });
    expect(again.message).toContain('still holds');
    t.play('a', { type: 'action', card: t.ids('a', ['movement'])[0] as string, add: [], target: null });
    t.play('a', { type: 'move', to: { q: 0, r: 3 }, facing: 0 });
    expect(t.texts('net-lost')).toHaveLength(1);
    expect(t.f('a').items).toEqual([]);
    expect(t.f('a').lostItems.map((i) => i.card.id)).toEqual(['net-0-1']);
    expect(t.f('b').trapped).toBe(3);
  });

  it("9.6 once the captive is free of his cubes the net is simply its owner's again", () => {
    const t = netted();
    t.play('b', { type: 'steady', marker: 'trapped', spend: spend({ blood: 2 }) });
    t.play('b', { type: 'steady', marker: 'trapped', spend: spend({ blood: 2 }) });
    t.play('b', { type: 'steady', marker: 'trapped', spend: spend({ speed: 2 }) });
    t.play('b', { type: 'pass' });
    expect(t.f('a').holding).toBeNull();
    expect(t.f('a').items.map((i) => i.card.id)).toEqual(['net-0-1']);
  });
});
