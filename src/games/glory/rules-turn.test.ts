import { describe, expect, it } from 'vitest';
import { hex } from '../../core/hex.js';
import type { RuleViolation } from '../../core/result.js';
import { unwrap } from '../../core/result.js';
import { glory } from './module.js';
import { arena, man } from './testkit.js';
import type { GloryCommand, GloryState } from './types.js';

const refusal = (s: GloryState, seat: string, cmd: GloryCommand): RuleViolation => {
  const r = glory.apply(s, seat, cmd);
  if (r.ok) throw new Error('accepted');
  return r.error;
};
const play = (s: GloryState, seat: string, cmd: GloryCommand) => unwrap(glory.apply(s, seat, cmd));

describe('2 the turn', () => {
  it('2.1 initiative is 1d6 + agility, highest first, and equal totals move at the same time', () => {
    const opts = glory.options.parse({
      gladiators: 3,
      figures: 'chosen',
      sheets: [1, 2, 3].map((agility) => ({ strength: 2, agility })),
    });
    // Damage dice, then initiative: 5 + 1 = 6, 4 + 2 = 6, 1 + 3 = 4.
    const s = unwrap(glory.setup(opts, 'x', undefined, [6, 6, 6, 5, 4, 1]));
    expect(s.order).toEqual([['a', 'b'], ['c']]);
    expect(glory.pending(s)).toEqual(['a', 'b']);
  });
  it('2.2 announcements of men moving together stay secret until all are in', () => {
    const s = arena([
      { at: hex(0, 2), facing: 0 },
      { at: hex(0, -2), facing: 3 },
    ]);
    s.order = [['a', 'b']];
    const after = play(s, 'a', { type: 'advance', steps: ['F'] });
    expect(glory.view(after.state, 'b').mine).toBeNull();
    expect(glory.view(after.state, 'a').mine).toEqual({ seat: 'a', command: { type: 'advance', steps: ['F'] } });
    expect(man(after.state, 'a').at).toEqual(hex(0, 2));
    const both = play(after.state, 'b', { type: 'stand' });
    expect(man(both.state, 'a').at).toEqual(hex(0, 1));
  });
  it('2.3 a move beyond the movement rate is refused, naming the step', () => {
    const s = arena([
      { at: hex(0, 3), facing: 0, strength: 1, agility: 1 },
      { at: hex(3, 0), facing: 5 },
    ]);
    const e = refusal(s, 'a', { type: 'advance', steps: ['F', 'F', 'F'] });
    expect(e).toMatchObject({ code: 'beyond-movement', rule: '2.3' });
    expect(e.message).toMatch(/step 3 \(F\) goes beyond Aulus's movement of 2/);
  });
  it('2.4 turning a hexside costs one; without a helmet the first turn in each hex is free', () => {
    const bare = arena([
      { at: hex(0, 3), facing: 0, strength: 1, agility: 1 },
      { at: hex(4, 0), facing: 5 },
    ]);
    expect(glory.apply(bare, 'a', { type: 'advance', steps: ['L', 'F', 'R', 'F'] }).ok).toBe(true);
    expect(refusal(bare, 'a', { type: 'advance', steps: ['L', 'R', 'F', 'F'] }).code).toBe('beyond-movement');
    const helmed = arena([
      { at: hex(0, 3), facing: 0, strength: 1, agility: 1, kit: { helmet: 'open' } },
      { at: hex(4, 0), facing: 5 },
    ]);
    expect(refusal(helmed, 'a', { type: 'advance', steps: ['L', 'F', 'F'] }).code).toBe('beyond-movement');
  });
  it('2.5 an attack after entering more than four hexes is refused', () => {
    const s = arena([
      { at: hex(0, 5), facing: 0, strength: 3, agility: 3 },
      { at: hex(0, -1), facing: 3 },
    ]);
    const e = refusal(s, 'a', { type: 'attack', target: 'b', steps: ['F', 'F', 'F', 'F', 'F'] });
    expect(e).toMatchObject({ code: 'moved-too-far', rule: '2.5' });
    expect(glory.apply(s, 'a', { type: 'advance', steps: ['F', 'F', 'F', 'F', 'F'] }).ok).toBe(true);
  });
  it('2.6 an attack needs the target in a hex in front, and a foe to attack', () => {
    const s = arena([
      { at: hex(0, 0), facing: 3 },
      { at: hex(0, -1), facing: 3 },
    ]);
    expect(refusal(s, 'a', { type: 'attack', target: 'b', steps: [] })).toMatchObject({
      code: 'out-of-reach',
      rule: '2.6',
    });
    expect(refusal(s, 'a', { type: 'attack', target: 'a', steps: [] }).message).toMatch(/himself/);
    expect(refusal(s, 'a', { type: 'attack', target: 'z', steps: [] }).message).toMatch(
      /no gladiator sits at seat "z"/,
    );
  });
  it('a man who does not move now is told so', () => {
    const s = arena([
      { at: hex(0, 0), facing: 3 },
      { at: hex(0, -2), facing: 3 },
    ]);
    expect(refusal(s, 'b', { type: 'stand' }).code).toBe('not-your-move');
  });
  it('3.7 picking up a dropped weapon costs one movement, and a man holding one may not', () => {
    const s = arena([
      { at: hex(0, 3), facing: 0, strength: 1, agility: 1 },
      { at: hex(4, 0), facing: 5 },
    ]);
    s.dropped = [{ at: hex(0, 2), kind: 'spear' }];
    expect(refusal(s, 'a', { type: 'advance', steps: ['F', 'P'] }).code).toBe('no-pick-up');
    man(s, 'a').kit.weapon = null;
    const r = play(s, 'a', { type: 'advance', steps: ['F', 'P'] });
    expect(man(r.state, 'a').kit.weapon).toBe('spear');
    expect(r.state.dropped).toEqual([]);
    expect(refusal(s, 'a', { type: 'advance', steps: ['F', 'F', 'P'] }).code).toBe('beyond-movement');
  });
});

describe('6 house rulings where the text is silent, each with its option', () => {
  const meeting = (option: string) => {
    const s = arena(
      [
        { at: hex(0, 1), facing: 0, agility: 3 },
        { at: hex(0, -1), facing: 3 },
      ],
      [],
      { meeting: option },
    );
    s.order = [['a', 'b']];
    return play(play(s, 'a', { type: 'advance', steps: ['F'] }).state, 'b', { type: 'advance', steps: ['F'] }).state;
  };
  it('6.1 two men stepping into the same hex at once both stop', () => {
    const s = meeting('bothStop');
    expect([man(s, 'a').at, man(s, 'b').at]).toEqual([hex(0, 1), hex(0, -1)]);
  });
  it('6.1 with "higherAgility" the more agile gets there', () => {
    const s = meeting('higherAgility');
    expect([man(s, 'a').at, man(s, 'b').at]).toEqual([hex(0, 0), hex(0, -1)]);
  });
  const blockedLoser = (option: string) => {
    // a beats b by 2 from behind; c stands where b would back to.
    const s = arena(
      [
        { at: hex(0, 0), facing: 0 },
        { at: hex(0, -1), facing: 0 },
        { at: hex(0, -2), facing: 0 },
      ],
      [6, 6, 5, 6],
      { backingUp: option },
    );
    return unwrap(glory.apply(s, 'a', { type: 'attack', target: 'b', steps: [] })).state;
  };
  it('6.2 a loser whose hex behind is taken stays where he is', () => {
    expect(man(blockedLoser('straightOrStay'), 'b').at).toEqual(hex(0, -1));
  });
  it('6.2 with "straightOrAside" he backs into a free hex beside it', () => {
    const at = man(blockedLoser('straightOrAside'), 'b').at;
    expect([hex(1, -2), hex(-1, -1)]).toContainEqual(at);
  });
  it('6.3 at the turn limit the side with most men on their feet wins, or with "draw" nobody does', () => {
    const men = [
      { at: hex(0, 3), facing: 0 as const },
      { at: hex(0, -3), facing: 3 as const, hits: 2 },
    ];
    const s = arena(men, [], { turnLimit: 1 });
    const end = play(play(s, 'a', { type: 'stand' }).state, 'b', { type: 'stand' }).state;
    expect(glory.outcome(end)).toMatchObject({ winners: ['a'], how: 'turn limit' });
    const d = arena(men, [], { turnLimit: 1, atTurnLimit: 'draw' });
    const drawn = play(play(d, 'a', { type: 'stand' }).state, 'b', { type: 'stand' }).state;
    expect(glory.outcome(drawn)).toMatchObject({ winners: [], how: 'turn limit' });
  });
  it('6.4 a fallen man must spend his move getting up', () => {
    const s = arena([
      { at: hex(0, 3), facing: 0 },
      { at: hex(0, -3), facing: 3 },
    ]);
    man(s, 'a').down = true;
    expect(refusal(s, 'a', { type: 'advance', steps: ['F'] })).toMatchObject({ code: 'must-rise', rule: '6.4' });
    expect(glory.legal(s, 'a').commands).toEqual([{ type: 'stand' }]);
    expect(man(play(s, 'a', { type: 'stand' }).state, 'a').down).toBe(false);
  });
  it('4.4 the crowd: with "merciless" a man at zero boxes dies, with "merciful" he leaves alive', () => {
    for (const [crowd, out] of [
      ['merciless', 'dead'],
      ['merciful', 'spared'],
    ] as const) {
      const s = arena(
        [
          { at: hex(0, 0), facing: 0 },
          { at: hex(0, -1), facing: 0, hits: 7 },
        ],
        // 12 against 12 less 1 (rear) less 7 (hits): row 8, three more hits on his one box left.
        [6, 6, 6, 6],
        { crowd },
      );
      const r = play(s, 'a', { type: 'attack', target: 'b', steps: [] });
      expect(man(r.state, 'b').out).toBe(out);
      expect(glory.outcome(r.state)).toMatchObject({ winners: ['a'], how: 'last standing' });
    }
  });
  it('3.5 men locked in melee may only stand for the rest of the turn', () => {
    const s = arena(
      [
        { at: hex(0, 0), facing: 0 },
        { at: hex(0, -1), facing: 0 },
      ],
      [5, 6, 6, 6, 3, 3],
    );
    const r = play(s, 'a', { type: 'attack', target: 'b', steps: [] });
    expect(r.state.locked).toEqual(['a', 'b']);
    expect(refusal(r.state, 'b', { type: 'advance', steps: ['F'] }).code).toBe('locked');
  });
});
