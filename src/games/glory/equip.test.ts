import { describe, expect, it } from 'vitest';
import { unwrap } from '../../core/result.js';
import { playMatch, randomBot } from '../../core/runner.js';
import { brawlerBot } from './bots.js';
import { gloryConformance } from './conformance.js';
import { FIGURE_FIELDS } from './creation.js';
import { kitsFor } from './equip.js';
import { glory } from './module.js';
import { kit } from './tables.js';
import type { EquipCommand, Figure, GloryState } from './types.js';

/** A duel in the equipped mode, the dice scripted from setup on: strength and agility of a, then of b. */
function equipped(script: number[], options: Record<string, unknown> = {}): GloryState {
  const opts = glory.options.parse({ figures: 'equipped', ...options });
  return unwrap(glory.setup(opts, 'equip', undefined, script));
}

const equip = (k: Partial<Parameters<typeof kit>[0]>): EquipCommand => ({ type: 'equip', kit: kit(k) });

describe('equipped figures (1.5 HOUSE): each player equips his own man before the first turn', () => {
  it('1.1, 1.2 strength and agility are rolled at setup; every player is asked for a kit before any initiative', () => {
    // a: strength die 6 (3), agility die 1 (1); b: strength die 3 (2), agility die 5 (2).
    const s = equipped([6, 1, 3, 5]);
    const [a, b] = [s.figures.a as Figure, s.figures.b as Figure];
    expect([a.strength, a.agility, b.strength, b.agility]).toEqual([3, 1, 2, 2]);
    expect(s.turn).toBe(0);
    expect(glory.pending(s)).toEqual(['a', 'b']);
    expect(glory.legal(s, 'a').commands.every((c) => c.type === 'equip')).toBe(true);
  });

  it('1.1, 1.2 a net is offered only to a man whose rolls fit the Retarius', () => {
    const s = equipped([6, 1, 3, 5]);
    const nets = (seat: string) => glory.legal(s, seat).commands.filter((c) => c.type === 'equip' && c.kit.net);
    expect(nets('a')).toEqual([]);
    expect(nets('b').length).toBe(96);
    expect(glory.legal(s, 'b').commands.length).toBe(kitsFor(2, 2).length);
    expect(kitsFor(2, 2).length).toBe(192);
    expect(kitsFor(3, 3).length).toBe(96);
  });

  it('1.1 a net for a man of strength 3 is refused, naming the rule', () => {
    const s = equipped([6, 6, 3, 5]);
    const r = glory.apply(s, 'a', equip({ net: true, weapon: 'spear' }));
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.rule).toBe('1.1');
    expect(r.error.message).toContain('Retarius');
  });

  it('1.2 a net for a man of agility 1 is refused, naming the rule', () => {
    const s = equipped([3, 1, 3, 5]);
    const r = glory.apply(s, 'a', equip({ net: true }));
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.rule).toBe('1.2');
  });

  it('1.5 a kit without a weapon, a second kit, or an announcement before the kits are in, is refused', () => {
    const s = equipped([3, 4, 3, 5]);
    const bare = glory.apply(s, 'a', { type: 'equip', kit: { ...kit(), weapon: null } });
    expect(!bare.ok && bare.error.rule).toBe('1.5');
    const stand = glory.apply(s, 'a', { type: 'stand' });
    expect(!stand.ok && stand.error.code).toBe('must-equip');
    const once = unwrap(glory.apply(s, 'a', equip({ shield: true }))).state;
    const twice = glory.apply(once, 'a', equip({ shield: true }));
    expect(!twice.ok && twice.error.code).toBe('already-equipped');
  });

  it('1.5 kits are secret until all are in: the others see only that a man has chosen', () => {
    const s = equipped([3, 4, 3, 5]);
    const r = unwrap(glory.apply(s, 'a', equip({ helmet: 'closed', shield: true })));
    expect(r.events.map((e) => e.text)).toEqual(['Aulus has chosen his equipment.']);
    expect(glory.pending(r.state)).toEqual(['b']);
    const theirs = glory.view(r.state, 'b');
    expect(theirs.equip).toEqual({ chosen: ['a'], mine: null });
    expect(theirs.figures.a?.kit).toEqual(kit());
    expect(glory.view(r.state, 'spectator').equip?.mine).toBeNull();
    expect(glory.view(r.state, 'a').equip?.mine).toEqual({ seat: 'a', kit: kit({ helmet: 'closed', shield: true }) });
  });

  it('1.3, 1.4 once all are in, damage is rolled counting the armour, movement worked out, and turn 1 begins', () => {
    // Setup: a strength 2 (3) agility 2 (4); b strength 1 (1) agility 3 (6). Then the damage dice 4 and 2, then
    // initiative 5 and 1.
    const s = equipped([3, 4, 1, 6, 4, 2, 5, 1]);
    const first = unwrap(glory.apply(s, 'a', equip({ helmet: 'closed', body: true, arm: true, leg: true })));
    const r = unwrap(glory.apply(first.state, 'b', equip({ net: true, weapon: 'spear' })));
    const [a, b] = [r.state.figures.a as Figure, r.state.figures.b as Figure];
    // a: 4 + strength 2 + four pieces; movement 2 + 2 - 3, never below 2. b: 2 + strength 1; movement 1 + 3.
    expect([a.boxes, a.movement, a.retarius]).toEqual([10, 2, false]);
    expect([b.boxes, b.movement, b.retarius]).toEqual([3, 4, true]);
    expect(r.state.equipping).toBeUndefined();
    expect(r.state.turn).toBe(1);
    expect(glory.view(r.state, 'b').equip).toBeNull();
    const texts = r.events.map((e) => e.text);
    expect(texts[0]).toBe(
      'Aulus, strength 2 and agility 2, takes closed helmet, body armour, arm armour, leg armour, sword: 10 damage boxes, movement 2 (never less).',
    );
    expect(texts[1]).toBe('Brutus, strength 1 and agility 3, takes spear, net: 3 damage boxes, movement 4.');
    expect(texts[2]).toMatch(/^Turn 1: Aulus, then Brutus\.$/);
  });

  it('never edits the state it is given, while kits come in and when the last one starts the fight', () => {
    const freeze = <T>(x: T): T => {
      if (x && typeof x === 'object') {
        for (const v of Object.values(x)) freeze(v);
        Object.freeze(x);
      }
      return x;
    };
    const s = freeze(equipped([3, 4, 1, 6, 4, 2, 5, 1]));
    const first = freeze(unwrap(glory.apply(s, 'a', equip({ shield: true }))).state);
    const r = unwrap(glory.apply(first, 'b', equip({ body: true }))).state;
    expect(r.turn).toBe(1);
    expect(first.equipping?.kits).toEqual({ a: kit({ shield: true }) });
    expect(s.equipping?.kits).toEqual({});
  });

  it('a clock that runs out plays a kit open to anyone', () => {
    const s = equipped([6, 1, 6, 1]);
    const timed = glory.timeoutCommand?.(s, 'a');
    expect(timed?.type).toBe('equip');
    expect(unwrap(glory.apply(s, 'a', timed as EquipCommand)).state.equipping?.kits.a).toBeDefined();
  });

  it('keeps every protocol promise and invariant, the kits secret until shown, from duels to eight men', () => {
    for (const gladiators of [2, 5, 8]) {
      const r = gloryConformance(`equip-${gladiators}`, gladiators === 8 ? 6 : 15, { figures: 'equipped', gladiators });
      expect(r.failures).toEqual([]);
      expect(r.outcomes.unfinished ?? 0).toBe(0);
    }
  });

  it('the brawler, taking his own kit, beats random players in most seeded duels from either seat', () => {
    let wins = 0;
    const duels = 300;
    for (let i = 0; i < duels; i++) {
      const bots = i % 2 === 0 ? { a: brawlerBot, b: randomBot } : { a: randomBot, b: brawlerBot };
      const r = playMatch(glory, { seed: `equipped-${i}`, options: { figures: 'equipped' }, bots });
      if (!r.ok) throw new Error(r.error.message);
      if (r.value.outcome?.winners.includes(i % 2 === 0 ? 'a' : 'b')) wins += 1;
    }
    // 97.3% on these 300, 96.8% of 2,000 others (src/bench/glory-kit-lab.ts --versus 2000), against 73.0% when the
    // figures are rolled: with his own kit he is no longer bound by a worse one. This guards a little below.
    expect(wins / duels).toBeGreaterThanOrEqual(0.94);
  });

  it('every figure and every kit, however made (setup, equip step, rolled, copied, a piece lost), has its one field order', () => {
    // One field order a kind keeps every figure, and every kit, of one hidden class in the engine (creation.ts).
    const kitFields = ['helmet', 'body', 'arm', 'leg', 'shield', 'weapon', 'net'];
    let lostPieces = 0;
    for (const figures of ['equipped', 'rolled'] as const)
      for (let i = 0; i < 12; i++) {
        let s = unwrap(glory.setup(glory.options.parse({ gladiators: 8, figures }), `order-${figures}-${i}`));
        for (let step = 0; !s.outcome && step < 2000; step++) {
          for (const seat of s.seats) {
            const f = s.figures[seat] as Figure;
            expect(Object.keys(f)).toEqual([...FIGURE_FIELDS]);
            expect(Object.keys(f.kit)).toEqual(kitFields);
            if (f.kit.weapon === null || (f.retarius && !f.kit.net)) lostPieces += 1;
          }
          const seat = glory.pending(s)[0] as string;
          const commands = glory.legal(s, seat).commands;
          s = unwrap(glory.apply(s, seat, commands[(step * 7) % commands.length] as EquipCommand)).state;
        }
      }
    expect(lostPieces).toBeGreaterThan(0);
  });
});
