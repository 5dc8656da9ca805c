/**
 * The match options the engine honours beyond the pre-made duel: random characters bought with the agreed coins
 * (16.1), created sheets judged with or without the overlimit (16.6), and a created sheet kept from the other seats.
 */
import { describe, expect, it } from 'vitest';
import { unwrap } from '../../core/result.js';
import { type CharacterSheet, checkSheet, sheetCost } from './character.js';
import { gladiatoriConformance } from './conformance.js';
import { checkHeldItems } from './items.js';
import { gladiatori, OptionsSchema } from './module.js';
import { DEFAULT_ITEMS } from './premade.js';
import { SECTION } from './tables.js';
import type { Fighter, GladiatoriState } from './types.js';

const start = (options: Record<string, unknown>, seed = 'options') => {
  const parsed = OptionsSchema.safeParse(options);
  if (!parsed.success) throw new Error(parsed.error.message);
  return gladiatori.setup(parsed.data, seed);
};
const started = (options: Record<string, unknown>, seed?: string) => unwrap(start(options, seed)) as GladiatoriState;

/** A 55-coin sheet with two 1-energy cards past the limit of 8: legal only with the overlimit. */
const overLimit: CharacterSheet = {
  name: 'Marcus',
  coins: 55,
  skills: { endurance: 4, offense: 5, guard: 4 },
  abilities: { blood: 4, speed: 4 },
  cards: { energy0: 2, energy1: 10, feint: 1 },
  specialMoves: [],
  powers: [],
  preferredItems: [],
};

describe('§16.9 a random character', () => {
  it('is a legal sheet bought with the agreed coins, named in words, with a legal pair of items', () => {
    for (const coins of [55, 30, 70]) {
      const s = started({ characters: ['random', 'random'], coins }, `random-${coins}`);
      expect(s.seats.map((seat) => gladiatori.seatName?.(s, seat))).toEqual(['Aulus', 'Decimus']);
      for (const seat of s.seats) {
        const f = s.fighters[seat] as Fighter;
        expect(f.items.length).toBe(2);
        expect(checkHeldItems(f.items.map((i) => i.card)).ok).toBe(true);
        expect(f.skills.offense).toBeGreaterThanOrEqual(3);
      }
      const [a, b] = s.seats.map((seat) => (s.fighters[seat] as Fighter).items.map((i) => i.card.id));
      expect(a?.some((id) => b?.includes(id))).toBe(false);
    }
  });

  it('is bought with the coins agreed: a richer purse buys a bigger deck on average', () => {
    const cards = (coins: number) => {
      let total = 0;
      for (let i = 0; i < 20; i++) {
        const s = started({ characters: ['random', 'mirmillo'], coins }, `purse-${i}`);
        total += (s.fighters.a as Fighter).deck.length;
      }
      return total;
    };
    expect(cards(80)).toBeGreaterThan(cards(25));
  });

  it('is drawn from the match seed: the same seed, the same character; and leaves a pre-made his usual pair', () => {
    const one = started({ characters: ['thraex', 'random'] }, 'same');
    const two = started({ characters: ['thraex', 'random'] }, 'same');
    expect(one.fighters.b).toEqual(two.fighters.b);
    expect((one.fighters.a as Fighter).items.map((i) => i.card.id)).toEqual([...DEFAULT_ITEMS.thraex]);
    for (const id of DEFAULT_ITEMS.thraex)
      expect((one.fighters.b as Fighter).items.map((i) => i.card.id)).not.toContain(id);
  });

  it('refuses coins that cannot buy the cheapest character', () => {
    expect(OptionsSchema.safeParse({ characters: ['random', 'random'], coins: 10 }).success).toBe(false);
  });
});

describe('§16.6 the overlimit as a match option', () => {
  it('refuses a sheet past the card limits naming the section, and takes it with the overlimit', () => {
    expect(checkSheet(overLimit, { overlimit: true }).ok).toBe(true);
    expect(sheetCost(overLimit).left).toBeGreaterThanOrEqual(0);
    const refused = start({ characters: [overLimit, 'mirmillo'] });
    expect(refused.ok).toBe(false);
    if (!refused.ok) {
      expect(refused.error.message).toMatch(new RegExp(`^${SECTION.cardLimits.replace('.', '\\.')}: `));
      expect(refused.error.field).toBe('characters.0');
    }
    expect(start({ characters: [overLimit, 'mirmillo'], overlimit: true }).ok).toBe(true);
  });
});

describe('§7 a created sheet stays its owner’s', () => {
  it('the other seats and spectators see its name only; its owner sees it whole', () => {
    const s = started({ characters: [overLimit, 'thraex'], overlimit: true });
    const own = gladiatori.view(s, 'a');
    expect(own.options.characters[0]).toEqual(overLimit);
    for (const viewer of ['b', 'spectator'] as const) {
      const v = gladiatori.view(s, viewer);
      expect(v.options.characters).toEqual([{ name: 'Marcus' }, 'thraex']);
      expect(JSON.stringify(v)).not.toContain('"energy1":10');
    }
  });

  it('the harness finds no leak of a sheet, a random character or a hand in seeded games', () => {
    const r = gladiatoriConformance('gladiatori-sheets', 8, { characters: [overLimit, 'random'], overlimit: true });
    expect(r.failures).toEqual([]);
    expect(r.outcomes.unfinished ?? 0).toBe(0);
  });
});

describe('§14.3 teams', () => {
  it('take 0 (everyone for himself) or 2, nothing between', () => {
    expect(OptionsSchema.safeParse({ teams: 1 }).success).toBe(false);
  });
});
