import { describe, expect, it } from 'vitest';
import { hex } from '../../core/hex.js';
import { unwrap } from '../../core/result.js';
import { glory } from './module.js';
import { found, HELMED_FEWEST, movementNow, searchReach, stepsOfSeq, walk } from './movement.js';
import { MAX_MOVE_TO_ATTACK } from './tables.js';
import { endsOf } from './tactics.js';
import { arena, man } from './testkit.js';
import type { GloryCommand, GloryState, Step } from './types.js';

type Attack = GloryCommand & { type: 'attack' };
type Advance = GloryCommand & { type: 'advance' };

const attacksOn = (s: GloryState, seat: string, target: string): Attack[] =>
  glory.legal(s, seat).commands.filter((c): c is Attack => c.type === 'attack' && (c as Attack).target === target);
const advanceTo = (s: GloryState, seat: string, word: string): Advance | undefined =>
  glory.legal(s, seat).commands.find((c): c is Advance => c.type === 'advance' && c.steps.join('') === word);
/** Aulus's offered attacks on Brutus whose steps end at `at` facing `facing`. */
const attacksFrom = (s: GloryState, at: { q: number; r: number }, facing: number): Attack[] =>
  attacksOn(s, 'a', 'b').filter((c) => {
    const w = unwrap(walk(s, man(s, 'a'), c.steps));
    return w.at.q === at.q && w.at.r === at.r && w.facing === facing;
  });
const ends = (s: GloryState, seat: string) =>
  (
    glory.legal(s, seat).form as {
      ends: Record<string, { at: unknown; facing: number; entered: number; cost: number }>;
    }
  ).ends;

/**
 * Aulus, bareheaded with strength 2 and agility 3 (movement 5), at the centre facing north. His cheapest way to 2,2
 * facing south turns right free, steps, turns right free, steps, turns right free and steps three times: five points,
 * five hexes. Turning right twice at the start (the second turn paid) and then F F R F F costs five too and enters four.
 */
const FIVE_HEXES = 'RFRFRFFF';
const FOUR_HEXES = 'RRFFRFF';

describe('2.5 the attack after moving, by whichever way enters four hexes or fewer', () => {
  it('§2.5 legal offers the attack by a way of the same cost that enters four hexes where the cheapest enters five', () => {
    // Brutus stands just south of that end, in Aulus's front there.
    const s = arena(
      [
        { at: hex(0, 0), facing: 0, strength: 2, agility: 3, kit: { helmet: 'none' } },
        { at: hex(2, 3), facing: 0 },
      ],
      [3, 3, 3, 3, 3, 3, 3, 3],
    );
    const a = man(s, 'a');
    expect(movementNow(a)).toBe(5);
    // The plain move to the end keeps its cheapest way, which enters five hexes.
    const advance = advanceTo(s, 'a', FIVE_HEXES);
    expect(advance).toBeDefined();
    const cheapest = unwrap(walk(s, a, [...FIVE_HEXES] as Advance['steps']));
    expect(cheapest).toMatchObject({ at: hex(2, 2), facing: 3, entered: 5, cost: 5 });
    // The attack from there goes by the other way, which ends in the same hex and facing after four hexes.
    const attacks = attacksFrom(s, hex(2, 2), 3);
    expect(attacks.map((c) => c.steps.join(''))).toEqual([FOUR_HEXES]);
    const attack = attacks[0] as Attack;
    const fewer = unwrap(walk(s, a, attack.steps));
    expect(fewer).toMatchObject({ at: hex(2, 2), facing: 3, entered: 4, cost: 5 });
    expect(fewer.entered).toBeLessThanOrEqual(MAX_MOVE_TO_ATTACK);
    // The form gives both ways' ends, each with its own hexes entered, for a board to show each.
    expect(ends(s, 'a')[FIVE_HEXES]).toEqual({ at: hex(2, 2), facing: 3, entered: 5, cost: 5 });
    expect(ends(s, 'a')[FOUR_HEXES]).toEqual({ at: hex(2, 2), facing: 3, entered: 4, cost: 5 });
    // Typed by hand (a copy, so apply checks it in full) it is accepted, and so is legal's own object.
    for (const cmd of [{ type: 'attack', target: 'b', steps: [...attack.steps] } as Attack, attack]) {
      if (cmd === attack) glory.legal(s, 'a');
      const r = unwrap(glory.apply(s, 'a', cmd));
      expect(man(r.state, 'a').at).toEqual(hex(2, 2));
      expect(man(r.state, 'a').facing).toBe(3);
      expect(r.events.some((e) => e.type === 'melee')).toBe(true);
      expect(r.events.some((e) => e.type === 'no-attack')).toBe(false);
    }
    // The cheapest way's own steps, typed with an attack, are still refused: they enter five hexes.
    const refused = glory.apply(s, 'a', { type: 'attack', target: 'b', steps: [...FIVE_HEXES] as Attack['steps'] });
    expect(refused.ok ? null : refused.error).toMatchObject({ code: 'moved-too-far', rule: '2.5' });
  });

  it('§2.5 legal offers the attack by a dearer way within the movement that enters four hexes', () => {
    // Movement 6: the cheapest way to 4,0 facing south-west costs five and enters five; R R F F F F R R costs six and
    // enters four. Brutus stands in the hex ahead of that end.
    const s = arena(
      [
        { at: hex(0, 0), facing: 0, strength: 3, agility: 3, kit: { helmet: 'none' } },
        { at: hex(3, 1), facing: 0 },
      ],
      [3, 3, 3, 3, 3, 3, 3, 3],
    );
    const a = man(s, 'a');
    expect(movementNow(a)).toBe(6);
    const cheapest = unwrap(walk(s, a, [...'RFRFFFRFR'] as Advance['steps']));
    expect(cheapest).toMatchObject({ at: hex(4, 0), facing: 4, entered: 5, cost: 5 });
    expect(advanceTo(s, 'a', 'RFRFFFRFR')).toBeDefined();
    const attacks = attacksFrom(s, hex(4, 0), 4);
    expect(attacks.map((c) => c.steps.join(''))).toEqual(['RRFFFFRR']);
    expect(ends(s, 'a').RRFFFFRR).toEqual({ at: hex(4, 0), facing: 4, entered: 4, cost: 6 });
    const r = unwrap(glory.apply(s, 'a', attacks[0] as Attack));
    expect(r.events.some((e) => e.type === 'melee')).toBe(true);
  });

  it('§2.5 where no way within the movement enters four hexes or fewer, no attack is offered from that end', () => {
    // Five hexes straight ahead: every way there enters at least five. Brutus stands one further on.
    const s = arena([
      { at: hex(0, 0), facing: 0, strength: 2, agility: 3, kit: { helmet: 'none' } },
      { at: hex(0, -6), facing: 3 },
    ]);
    expect(movementNow(man(s, 'a'))).toBe(5);
    expect(advanceTo(s, 'a', 'FFFFF')).toBeDefined();
    expect(attacksOn(s, 'a', 'b')).toEqual([]);
    expect(ends(s, 'a').FFFFF).toEqual({ at: hex(0, -5), facing: 0, entered: 5, cost: 5 });
    const refused = glory.apply(s, 'a', { type: 'attack', target: 'b', steps: ['F', 'F', 'F', 'F', 'F'] });
    expect(refused.ok ? null : refused.error).toMatchObject({ code: 'moved-too-far', rule: '2.5' });
  });

  it.each([
    ['without a helmet', 'none', true],
    ['with a helmet', 'open', false],
  ] as const)(
    '§2.5 the search gives each end the cheapest way within the movement that enters four hexes or fewer (%s)',
    (_, helmet, bare) => {
      const s = arena([
        { at: hex(0, 0), facing: 0, strength: 3, agility: 3, kit: { helmet } },
        { at: hex(1, -2), facing: 3 },
        { at: hex(-2, 1), facing: 1 },
      ]);
      const a = man(s, 'a');
      // With a helmet every turn costs a point, and below HELMED_FEWEST no way needs another to attack (searchEnds).
      expect(movementNow(a)).toBe(6);
      expect(movementNow(a)).toBeLessThan(HELMED_FEWEST);
      // Every way within the movement entering four hexes or fewer, by hand: the cheapest cost to each hex and facing.
      const best = new Map<string, number>();
      const grow = (steps: Step[]): void => {
        const w = walk(s, a, steps);
        if (!w.ok || w.value.entered > MAX_MOVE_TO_ATTACK) return;
        const key = `${w.value.at.q},${w.value.at.r},${w.value.facing}`;
        best.set(key, Math.min(best.get(key) ?? 99, w.value.cost));
        const tail = steps.slice(-4).join('');
        for (const step of ['F', 'L', 'R'] as const) {
          // Turning back straight away, or four turns one way, is never the cheaper way.
          if ((tail.endsWith('L') && step === 'R') || (tail.endsWith('R') && step === 'L')) continue;
          if (tail === step.repeat(4)) continue;
          grow([...steps, step]);
        }
      };
      grow([]);
      const n = searchReach(s, a);
      let some = 0;
      let none = 0;
      for (let i = 0; i < n; i++) {
        if ((found.entered[i] as number) <= MAX_MOVE_TO_ATTACK) continue;
        const at = found.arena.hexes[found.cell[i] as number];
        const key = `${at?.q},${at?.r},${found.facing[i]}`;
        // With a helmet the search skips the other ways (searchEnds) and says there is none: there must be none.
        const entered = found.attackEntered[i] as number;
        if (entered > MAX_MOVE_TO_ATTACK) {
          expect(best.has(key)).toBe(false);
          none += 1;
          continue;
        }
        some += 1;
        const steps = stepsOfSeq(found.attackSeq[i] as number);
        const w = unwrap(walk(s, a, steps));
        expect({ at: w.at, facing: w.facing, entered: w.entered, cost: w.cost }).toEqual({
          at,
          facing: found.facing[i],
          entered,
          cost: found.attackCost[i],
        });
        expect(w.cost).toBe(best.get(key));
        expect(w.cost).toBeGreaterThanOrEqual(found.cost[i] as number);
      }
      // Without a helmet some ends need the other way and some have none; with one, an end whose cheapest way enters
      // five hexes or more has no other way that enters fewer.
      expect(some > 0).toBe(bare);
      expect(none).toBeGreaterThan(0);
    },
  );

  it('§2.5 the bots see the fewest hexes entered to an end within the movement, as legal does', () => {
    const s = arena([
      { at: hex(0, 0), facing: 0, strength: 2, agility: 3, kit: { helmet: 'none' } },
      { at: hex(2, 3), facing: 0 },
    ]);
    const a = man(s, 'a');
    const radius = s.options.arenaRadius;
    const side = 2 * radius + 1;
    const held = (2 + radius) * side + 3 + radius;
    const bots = endsOf(a, movementNow(a), radius, (c) => c === held);
    const cell = (2 + radius) * side + 2 + radius;
    let seen = false;
    for (let i = 0; i < bots.count; i++)
      if (bots.cell[i] === cell && bots.facing[i] === 3) {
        seen = true;
        expect(bots.entered[i]).toBe(4);
      }
    expect(seen).toBe(true);
  });
});
