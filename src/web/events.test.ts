import { describe, expect, it } from 'vitest';
import type { NumberedEvent } from '../server/wire.js';
import { groupEvents, mergeEvents, shownEvent, signed } from './events.js';

const ev = (n: number, turn?: number, phase?: number, extra: Record<string, unknown> = {}): NumberedEvent => ({
  n,
  event: { type: 'x', visibleTo: 'all', text: `event ${n}`, data: { turn, phase }, ...extra },
});

describe('merging events', () => {
  it('appends new events and drops the ones already held', () => {
    const merged = mergeEvents([ev(1), ev(2)], [ev(2), ev(3), ev(5)]);
    expect(merged.map((e) => e.n)).toEqual([1, 2, 3, 5]);
  });

  it('puts out-of-order events in place', () => {
    expect(mergeEvents([ev(1), ev(4)], [ev(3), ev(2)]).map((e) => e.n)).toEqual([1, 2, 3, 4]);
  });
});

describe('grouping for the combat log', () => {
  it('groups consecutive events by turn and phase', () => {
    const groups = groupEvents([ev(1, 0, 1), ev(2, 1, 1), ev(3, 1, 1), ev(4, 1, 2)]);
    expect(groups.map((g) => [g.title, g.events.map((e) => e.n)])).toEqual([
      ['Before play', [1]],
      ['Turn 1, phase 1', [2, 3]],
      ['Turn 1, phase 2', [4]],
    ]);
  });

  it('reads the rule and the rolls, and copes with events it does not know', () => {
    const roll = {
      purpose: 'attack',
      rule: '§8.5',
      dice: [3, 4, 5],
      modifiers: [],
      total: 12,
      row: 'NAA 2',
      result: 'P*',
    };
    const e = shownEvent(ev(7, 2, 3, { rule: '§8.5', rolls: [roll] }));
    expect(e).toMatchObject({ n: 7, rule: '§8.5', turn: 2, phase: 3, rolls: [roll] });
    const odd = shownEvent({ n: 8, event: 'plain' });
    expect(odd).toMatchObject({ n: 8, type: 'event', rule: null, rolls: [], turn: null, text: '"plain"' });
  });

  it('prints modifiers with their sign', () => {
    expect(signed(2)).toBe('+2');
    expect(signed(0)).toBe('+0');
    expect(signed(-3)).toBe('−3');
  });
});
