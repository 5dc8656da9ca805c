import { describe, expect, it } from 'vitest';
import { sumModifiers } from '../../core/dice.js';
import { type Direction, directionTo, hex, neighbours, relative } from '../../core/hex.js';
import { nextInt, seedRng } from '../../core/rng.js';
import { type Bot, playMatch, randomBot } from '../../core/runner.js';
import { BRAWLER, brawlerBot, whipHexside } from './bots.js';
import { hexsideOf, hexsideValue, meleeModifiers, standingBonus } from './melee.js';
import { glory } from './module.js';
import { arena, man } from './testkit.js';

describe('the brawler', () => {
  it('beats the random bot in most seeded duels with rolled kits, from either seat', () => {
    let wins = 0;
    const duels = 300;
    for (let i = 0; i < duels; i++) {
      const bots = i % 2 === 0 ? { a: brawlerBot, b: randomBot } : { a: randomBot, b: brawlerBot };
      const r = playMatch(glory, { seed: `brawler-${i}`, options: { figures: 'rolled' }, bots });
      if (!r.ok) throw new Error(r.error.message);
      const brawler = i % 2 === 0 ? 'a' : 'b';
      if (r.value.outcome?.winners.includes(brawler)) wins += 1;
    }
    // 72.0% on these 300 (67.7% before he weighed melees by his chance of winning and kept away when ahead), 72.1% of
    // 2,000 others. The issue asks 80%: the rolled figures bound it, since a man with worse kit and fewer boxes is
    // rarely beaten at any play (the branch's report). This guards what he does now. By default each player equips
    // his own man (1.5), and there the brawler wins 96.8% (equip.test.ts guards it).
    expect(wins / duels).toBeGreaterThanOrEqual(0.7);
  });

  it('6.3 in a free-for-all he plays for the top of the field: four such men beat four who weigh one foe at a time', () => {
    // The same brawler told to weigh each melee against its one foe, as a duel (the way he played before).
    const single: Bot = {
      ...brawlerBot,
      choose: (view, legal, rng) => {
        const was = BRAWLER.field;
        BRAWLER.field = 0;
        try {
          return brawlerBot.choose(view, legal, rng);
        } finally {
          BRAWLER.field = was;
        }
      },
    };
    const seats = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'];
    const wins = { field: 0, single: 0 };
    for (let i = 0; i < 60; i++) {
      const field = (k: number) => (k + i) % 2 === 0;
      const bots = Object.fromEntries(seats.map((s, k) => [s, field(k) ? brawlerBot : single]));
      const r = playMatch(glory, { seed: `field-${i}`, options: { gladiators: 8 }, bots });
      if (!r.ok) throw new Error(r.error.message);
      const winner = r.value.outcome?.winners[0];
      if (winner) wins[field(seats.indexOf(winner)) ? 'field' : 'single'] += 1;
    }
    // 36 to 20 on these 60 (4 draws); with both weighing one foe at a time, 25 to 29.
    expect(wins.field).toBeGreaterThan(wins.single * 1.4);
  });

  it('6.3 eight brawlers for themselves stand still half as often as when each weighed one foe at a time', () => {
    const seats = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'];
    const bots = Object.fromEntries(seats.map((s) => [s, brawlerBot]));
    let stands = 0;
    const matches = 40;
    for (let i = 0; i < matches; i++) {
      const r = playMatch(glory, { seed: `ffa-${i}`, options: { gladiators: 8 }, bots });
      if (!r.ok) throw new Error(r.error.message);
      for (const c of r.value.commands) if ((c.command as { type: string }).type === 'stand') stands += 1;
    }
    // 59 a match on these 40; 126 when each weighs his melees against the one foe (BRAWLER.field 0).
    expect(stands / matches).toBeLessThan(90);
  });

  it('3.2-3.4 weighs a blow with the same sums as the melee: kit, hits, agility, a lost weapon, the whip, the hexside', () => {
    const rng = seedRng('bonus');
    const pick = <T>(xs: readonly T[]): T => xs[nextInt(rng, xs.length)] as T;
    for (let i = 0; i < 300; i++) {
      const kit = () => ({
        helmet: pick(['none', 'open', 'closed'] as const),
        body: pick([true, false]),
        arm: pick([true, false]),
        leg: pick([true, false]),
        shield: pick([true, false]),
        weapon: pick(['sword', 'spear', null] as const),
        net: pick([true, false]),
      });
      const at = pick(neighbours(hex(0, 0)));
      const s = arena([
        { at, facing: pick([0, 1, 2, 3, 4, 5] as Direction[]) },
        { at: hex(0, 0), facing: pick([0, 1, 2, 3, 4, 5] as Direction[]) },
      ]);
      const [a, d] = [man(s, 'a'), man(s, 'b')];
      // Kits as a match leaves them, a lost weapon included; agility as rolled.
      for (const m of [a, d]) {
        m.kit = kit();
        m.agility = pick([1, 2, 3]);
      }
      a.hits = pick([0, 1, 2]);
      d.hits = pick([0, 1, 3]);
      const whip = pick([true, false]);
      const rel = relative(directionTo(d.at, a.at) as Direction, d.facing);
      expect(standingBonus(a, d, 'attacker', whip)).toBe(sumModifiers(meleeModifiers(a, d, 'attacker', whip, a.at)));
      expect(standingBonus(d, a, 'defender', whip) + hexsideValue(d, rel)).toBe(
        sumModifiers(meleeModifiers(d, a, 'defender', whip, a.at)),
      );
    }
  });

  it('5.1 weighs a whip from two hexes off by the hexside of the hex between, as the melee does', () => {
    // Every hex two off the defender, every facing, with and without a shield.
    for (const shield of [true, false])
      for (let facing = 0; facing < 6; facing++)
        for (let q = -2; q <= 2; q++)
          for (let r = -2; r <= 2; r++) {
            if (Math.max(Math.abs(q), Math.abs(r), Math.abs(q + r)) !== 2) continue;
            const s = arena([
              { at: hex(1, 1), facing: facing as Direction, kit: { shield } },
              { at: hex(1 + q, 1 + r), facing: 0 },
            ]);
            const d = man(s, 'a');
            const row = hexsideOf(d, hex(1 + q, 1 + r));
            expect(whipHexside(d, 1 + q, 1 + r)).toBe(shield ? row.withShield : row.withoutShield);
          }
  });
});
