import { describe, expect, it } from 'vitest';
import type { GameEvent, SeatId } from '../../core/protocol.js';
import { playMatch } from '../../core/runner.js';
import { brawlerBot } from './bots.js';
import { conformanceRun } from './conformance.js';
import { gladiatorInvariant } from './invariants.js';
import { gladiator } from './module.js';
import { areFoes } from './teams.js';
import type { Allocation, CombatSetup, GladiatorState } from './types.js';

const TWO_AGAINST_ONE = { advanced: true, sides: [['medium', 'medium'], ['heavy']] };
// A Retarius on each side, so nets fly among teammates too.
const THREE_AGAINST_THREE = {
  advanced: true,
  sides: [
    ['light', 'medium', 'retarius'],
    ['heavy', 'retarius', 'medium'],
  ],
};

/** Endings of a conformance report ("a+b won (kill)") by how they ended. */
const endings = (outcomes: Record<string, number>): string[] =>
  Object.keys(outcomes).map((k) => /\(([^)]*)\)$/.exec(k)?.[1] ?? k);

/** Each attack written in a match, with the fronts the engine offered its attacker that phase. */
function attacksOf(events: GameEvent[]) {
  const out: { seat: SeatId; target: SeatId | undefined; offered: SeatId[] }[] = [];
  let combat: CombatSetup | null = null;
  for (const e of events) {
    const data = e.data as { combat?: CombatSetup; allocations?: Record<SeatId, Allocation> } | undefined;
    if (e.type === 'combat' && data?.combat) combat = data.combat;
    if (e.type === 'allocations' && data?.allocations)
      for (const [seat, a] of Object.entries(data.allocations))
        for (const attack of a.attacks)
          out.push({ seat, target: attack.target, offered: (combat?.fronts[seat] ?? []).map((f) => f.target) });
  }
  return out;
}

describe('GLADIATOR conformance, part 5 of 5: team combat (20)', () => {
  it('the invariant names a teammate offered as a target, and an attack on a man outside the front (20.2, 20.4)', () => {
    const setup = gladiator.setup(gladiator.options.parse(TWO_AGAINST_ONE), 'invariant');
    if (!setup.ok) throw new Error(setup.error.message);
    const combat: CombatSetup = {
      fronts: { a: [{ target: 'c', bonus: 0 }], c: [{ target: 'a', bonus: 0 }] },
      available: { a: 8, c: 8 },
      bonus: { a: 0, c: 0 },
      attackOnly: { a: false, c: false },
      participants: ['a', 'c'],
    };
    const s: GladiatorState = { ...setup.value, step: 'allocate', combat, waiting: ['a', 'c'] };
    expect(gladiatorInvariant(s)).toBeNull();
    const mate = { ...combat, fronts: { ...combat.fronts, a: [{ target: 'b', bonus: 0 }] } };
    expect(gladiatorInvariant({ ...s, combat: mate })).toBe('a is offered b, a teammate, as a target');
    const outside = { allocation: { attacks: [{ area: 2 as const, cf: 3, target: 'b' }], defence: [0, 0, 0, 0, 0] } };
    expect(gladiatorInvariant({ ...s, submitted: { c: outside as never } })).toBe(
      'c handed in an attack on b, not in his front (a)',
    );
  });

  it('100 seeded matches of two against one, brawlers at every seat, keep every promise and invariant', () => {
    const r = conformanceRun('gladiator-2v1', 100, TWO_AGAINST_ONE, [brawlerBot]);
    expect(r.failures).toEqual([]);
    expect(r.matches).toBe(100);
    expect(r.outcomes.unfinished ?? 0).toBe(0);
    expect(endings(r.outcomes)).toContain('kill');
  });

  it('50 seeded matches of three against three, a Retarius a side, keep every promise and the net invariants', () => {
    const r = conformanceRun('gladiator-3v3', 50, THREE_AGAINST_THREE, [brawlerBot]);
    expect(r.failures).toEqual([]);
    expect(r.matches).toBe(50);
    expect(r.outcomes.unfinished ?? 0).toBe(0);
  });

  it('brawlers in teams attack only foes their front offers, name each target, and every match ends (20.2, 20.4)', () => {
    let attacks = 0;
    for (let i = 0; i < 10; i++) {
      const r = playMatch(gladiator, {
        options: THREE_AGAINST_THREE,
        seed: `teams-${i}`,
        bots: Object.fromEntries(['a', 'b', 'c', 'd', 'e', 'f'].map((seat) => [seat, brawlerBot])),
      });
      if (!r.ok) throw new Error(r.error.message);
      expect(r.value.outcome).not.toBeNull();
      const s = r.value.state as GladiatorState;
      for (const a of attacksOf(r.value.events)) {
        attacks += 1;
        expect(a.target, `${a.seat} names the man he attacks`).toBeDefined();
        expect(a.offered, `${a.seat} attacks a man his front offers`).toContain(a.target);
        expect(areFoes(s, a.seat, a.target as SeatId), `${a.seat} attacks ${a.target}, a foe`).toBe(true);
      }
    }
    expect(attacks).toBeGreaterThan(100);
  });
});
