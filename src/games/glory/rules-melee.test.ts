import { describe, expect, it } from 'vitest';
import { hex } from '../../core/hex.js';
import { ensnare, melee, meleeModifiers } from './melee.js';
import { RESULT_TABLE } from './tables.js';
import { arena, fightIn, man } from './testkit.js';

/** a strikes b from behind (b's rear: -1 to his roll), both bare, strength 2 and agility 2: 8 boxes each. */
const rearAttack = (script: number[], options: Record<string, unknown> = {}) =>
  arena(
    [
      { at: hex(0, 0), facing: 0 },
      { at: hex(0, -1), facing: 0 },
    ],
    script,
    options,
  );

/** Dice giving a difference of `k` in a's favour in rearAttack: a rolls 12 (11 for k = 0), b 13 - k less one. */
function diceFor(k: number): number[] {
  const a = k === 0 ? [5, 6] : [6, 6];
  const b = k === 0 ? 12 : 13 - k;
  return [...a, Math.ceil(b / 2), Math.floor(b / 2)];
}

const totals = (s: ReturnType<typeof rearAttack>) => ({
  a: { at: man(s, 'a').at, hits: man(s, 'a').hits },
  b: { at: man(s, 'b').at, hits: man(s, 'b').hits, down: man(s, 'b').down, out: man(s, 'b').out },
});

describe('3.5 the melee result table, row by row with scripted dice', () => {
  it('3.5 row 0 (a tie): locked in melee, and both roll for losses', () => {
    const s = rearAttack([...diceFor(0), 3, 4]);
    const r = melee(fightIn(s), man(s, 'a'), man(s, 'b'), false);
    expect(r).toMatchObject({ difference: 0, locked: true });
    expect(totals(s)).toEqual({
      a: { at: hex(0, 0), hits: 0 },
      b: { at: hex(0, -1), hits: 0, down: false, out: null },
    });
  });
  it('3.5 row 1: locked in melee, no loss rolls', () => {
    const s = rearAttack(diceFor(1));
    expect(melee(fightIn(s), man(s, 'a'), man(s, 'b'), false)).toMatchObject({ difference: 1, locked: true });
    expect(s.rng.script).toBeUndefined();
  });
  const rows: [number, { aAt: [number, number]; bAt: [number, number]; aHits: number; bHits: number }][] = [
    [2, { aAt: [0, 0], bAt: [0, -2], aHits: 0, bHits: 0 }],
    [3, { aAt: [0, -1], bAt: [0, -2], aHits: 0, bHits: 0 }],
    [4, { aAt: [0, -1], bAt: [0, -2], aHits: 0, bHits: 1 }],
    [5, { aAt: [0, -1], bAt: [0, -2], aHits: 1, bHits: 1 }],
    [6, { aAt: [0, -1], bAt: [0, -2], aHits: 1, bHits: 2 }],
    [7, { aAt: [0, -2], bAt: [0, -3], aHits: 1, bHits: 2 }],
    [8, { aAt: [0, -2], bAt: [0, -3], aHits: 1, bHits: 3 }],
    [9, { aAt: [0, -1], bAt: [0, -2], aHits: 2, bHits: 4 }],
  ];
  for (const [k, want] of rows)
    it(`3.5 row ${k}: loser backs ${RESULT_TABLE.find((r) => r.min === k)?.loserBacks}, winner ${RESULT_TABLE.find((r) => r.min === k)?.winner}, damage ${want.aHits} and ${want.bHits}`, () => {
      const s = rearAttack(diceFor(k));
      expect(melee(fightIn(s), man(s, 'a'), man(s, 'b'), false)).toMatchObject({ difference: k, locked: false });
      expect(man(s, 'a').at).toEqual(hex(...want.aAt));
      expect(man(s, 'b').at).toEqual(hex(...want.bAt));
      expect(man(s, 'a').hits).toBe(want.aHits);
      expect(man(s, 'b').hits).toBe(want.bHits);
      expect(man(s, 'b').down).toBe(k === 9);
    });
  it('3.5 row 10 or more: the loser falls mortally wounded and dies in 1d6 turns; the winner takes 1', () => {
    const s = rearAttack([...diceFor(11), 2]);
    melee(fightIn(s), man(s, 'a'), man(s, 'b'), false);
    expect(man(s, 'b')).toMatchObject({ down: true, out: 'dying', dyingIn: 2, at: hex(0, -1) });
    expect(man(s, 'a').hits).toBe(1);
  });
  it('3.5 the defender wins too: the attacker is the one who backs up', () => {
    const s = rearAttack([1, 1, 6, 6]);
    melee(fightIn(s), man(s, 'a'), man(s, 'b'), false);
    expect(man(s, 'a').at).toEqual(hex(0, 1));
  });
  it('3.5 with follow "never" the winner stays put where he may choose', () => {
    const s = rearAttack(diceFor(6), { follow: 'never' });
    melee(fightIn(s), man(s, 'a'), man(s, 'b'), false);
    expect(man(s, 'a').at).toEqual(hex(0, 0));
  });
});

describe('3.6 ties', () => {
  it('3.6 a 6 on the loss roll drops the weapon in his hex; a 1 costs the shield', () => {
    const s = arena(
      [
        { at: hex(0, 0), facing: 0, kit: { shield: true } },
        { at: hex(0, -1), facing: 0, kit: { shield: true } },
      ],
      [5, 6, 6, 6, 6, 1],
    );
    melee(fightIn(s), man(s, 'a'), man(s, 'b'), false);
    expect(man(s, 'a').kit.weapon).toBeNull();
    expect(s.dropped).toEqual([{ at: hex(0, 0), kind: 'sword' }]);
    expect(man(s, 'b').kit.shield).toBe(false);
  });
  it('3.6 a 1 costs a Retarius his net, not his shield', () => {
    const s = arena(
      [
        { at: hex(0, 0), facing: 0, kit: { net: true, shield: true } },
        { at: hex(0, -1), facing: 0 },
      ],
      // a rolls 3 + 3 with net and shield, 8; b rolls 4 + 5 in his rear, 8: a tie; a's loss roll is a 1.
      [3, 3, 4, 5, 1, 2],
    );
    melee(fightIn(s), man(s, 'a'), man(s, 'b'), false);
    expect(man(s, 'a').kit).toMatchObject({ net: false, shield: true });
  });
});

describe('3.2-3.4 and 3.8 modifiers, each alone and together', () => {
  const a = { at: hex(0, 0), facing: 0 as const };
  const b = { at: hex(0, -1), facing: 3 as const };
  const mods = (kitA: object, over: { agility?: number; hits?: number } = {}, kitB: object = {}) => {
    const s = arena([
      { ...a, kit: kitA, ...over },
      { ...b, kit: kitB },
    ]);
    return Object.fromEntries(
      meleeModifiers(man(s, 'a'), man(s, 'b'), 'attacker', false, man(s, 'a').at).map((m) => [m.label, m.value]),
    );
  };
  it.each([
    ['shield', { shield: true }, 1],
    ['closed helmet', { helmet: 'closed' }, 2],
    ['helmet', { helmet: 'open' }, 1],
    ['leg armour', { leg: true }, 1],
    ['arm armour', { arm: true }, 1],
    ['body armour', { body: true }, 1],
    ['net in hand', { net: true }, 1],
    ['spear against sword', { weapon: 'spear' }, 1],
  ])('3.2 %s alone', (label, kit, value) => {
    expect(mods(kit)).toEqual({ [label]: value });
  });
  it('3.2 a spear gets nothing against a spear', () =>
    expect(mods({ weapon: 'spear' }, {}, { weapon: 'spear' })).toEqual({}));
  it('3.2 each hit taken is -1', () => expect(mods({}, { hits: 3 })).toEqual({ '3 hits taken': -3 }));
  it('3.4 the more agile adds the difference; the less agile nothing', () => {
    expect(mods({}, { agility: 3 })).toEqual({ 'more agile': 1 });
    const s = arena([
      { ...a, agility: 1 },
      { ...b, agility: 3 },
    ]);
    expect(meleeModifiers(man(s, 'a'), man(s, 'b'), 'attacker', false, a.at)).toEqual([]);
  });
  it('3.8 an attacker gets +1 against a man who has lost his weapon', () => {
    const s = arena([a, b]);
    man(s, 'b').kit.weapon = null;
    expect(meleeModifiers(man(s, 'a'), man(s, 'b'), 'attacker', false, a.at)).toEqual([
      { label: 'foe has lost his weapon', value: 1, rule: '3.8' },
    ]);
  });
  it('3.2 every modifier together adds up', () => {
    const all = mods(
      { shield: true, helmet: 'closed', leg: true, arm: true, body: true, net: true, weapon: 'spear' },
      { hits: 2, agility: 3 },
      {},
    );
    expect(Object.values(all).reduce((t, v) => t + v, 0)).toBe(1 + 2 + 1 + 1 + 1 + 1 + 1 - 2 + 1);
  });
  it.each([
    [3, true, 'front', 2],
    [3, false, 'front', 2],
    [2, true, 'front flank', 1],
    [2, false, 'front flank', 0],
    [1, true, 'rear flank', 0],
    [1, false, 'rear flank', -1],
    [0, true, 'rear', -1],
    [0, false, 'rear', -1],
  ] as const)('3.3 defender facing %i, shield %s: %s hexside gives %i (HOUSE)', (facing, shield, name, value) => {
    const s = arena([a, { at: b.at, facing, kit: { shield } }]);
    const d = meleeModifiers(man(s, 'b'), man(s, 'a'), 'defender', false, a.at);
    const side = d.find((m) => m.label === `${name} hexside`);
    expect(side?.value ?? 0).toBe(value);
  });
});

describe('5 the net', () => {
  const netter = { at: hex(0, 0), facing: 0 as const, kit: { net: true, weapon: 'spear' as const }, agility: 2 };
  const foe = { at: hex(0, -2), facing: 3 as const };
  it('5.1 the whip uses the melee table with -2 to the defender', () => {
    const s = arena([netter, foe]);
    const d = meleeModifiers(man(s, 'b'), man(s, 'a'), 'defender', true, man(s, 'a').at);
    expect(d).toContainEqual({ label: 'whipped by the net', value: -2, rule: '5.1' });
  });
  it('5.2 a higher agility roll nets the target; 5.3 he breaks free on more than 5 and only once', () => {
    const s = arena([netter, foe], [4, 1, 2, 4, 1, 3]);
    expect(ensnare(fightIn(s), man(s, 'a'), man(s, 'b'))).toBe('free');
    expect(man(s, 'b').brokeFree).toBe(true);
    expect(ensnare(fightIn(s), man(s, 'a'), man(s, 'b'))).toBe('netted');
    expect(man(s, 'b').out).toBe('dead');
  });
  it('5.3 failing to break free leaves him helpless before the crowd (4.4)', () => {
    const s = arena([netter, foe], [4, 1, 1, 5], { crowd: 'dice' });
    expect(ensnare(fightIn(s), man(s, 'a'), man(s, 'b'))).toBe('netted');
    expect(man(s, 'b').out).toBe('spared');
  });
  it('5.2 a target who rolls double the Retarius takes his net', () => {
    const s = arena([netter, foe], [1, 6]);
    expect(ensnare(fightIn(s), man(s, 'a'), man(s, 'b'))).toBe('missed');
    expect(man(s, 'a').kit.net).toBe(false);
  });
});
