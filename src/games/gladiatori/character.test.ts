import { describe, expect, it } from 'vitest';
import { seedRng } from '../../core/rng.js';
import {
  type CharacterSheet,
  cardLimits,
  checkSheet,
  creationSummary,
  dealOverlimit,
  parseSheet,
  randomSheet,
  sheetCost,
  skillCost,
  startingCards,
  startingHp,
} from './character.js';
import { SECTION } from './tables.js';

/** A plain 55-coin character: 9+9+9 skills, 3+3 points, a few cards. */
const base: CharacterSheet = {
  name: 'Tester',
  coins: 55,
  skills: { endurance: 5, offense: 5, guard: 5 },
  abilities: { blood: 3, speed: 3 },
  cards: { energy0: 4, energy1: 4, feint: 0 },
  specialMoves: ['sweep'],
  powers: ['lunge'],
  preferredItems: [],
};
const withCards = (cards: Partial<CharacterSheet['cards']>): CharacterSheet => ({
  ...base,
  cards: { ...base.cards, ...cards },
});
const failure = (sheet: CharacterSheet, overlimit = false) => {
  const r = checkSheet(sheet, { overlimit });
  if (r.ok) throw new Error('expected the sheet to be refused');
  return r.error;
};

describe('§16.1 Coins', () => {
  it('a sheet within 55 coins passes and reports its cost by section', () => {
    const r = checkSheet(base);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value).toEqual({ skills: 18, abilities: 6, cards: 12, specialMoves: 2, powers: 1, total: 39, left: 16 });
  });
  it('a sheet over budget is refused with its cost by section and the coins', () => {
    const e = failure({ ...base, skills: { endurance: 9, offense: 9, guard: 9 } });
    expect(e.code).toBe('over-budget');
    expect(e.rule).toBe(SECTION.coins);
    expect(e.values).toMatchObject({ total: 69, coins: 55, skills: 48 });
    expect(e.message).toContain('69 coins but has 55');
  });
  it('an agreed handicap of 70 coins buys what 55 cannot', () => {
    const rich = { ...base, coins: 70, skills: { endurance: 9, offense: 9, guard: 9 } };
    expect(checkSheet(rich).ok).toBe(true);
  });
  it('coins must be a whole number above 0', () => {
    expect(failure({ ...base, coins: 0 }).rule).toBe(SECTION.coins);
    expect(failure({ ...base, coins: 55.5 }).code).toBe('bad-coins');
  });
});

describe('§16.2 Skill costs', () => {
  it('prices each starting value as the table does', () => {
    expect([3, 4, 5, 6, 7, 8, 9].map(skillCost)).toEqual([3, 4, 6, 8, 10, 13, 16]);
  });
  it('8 points in Endurance cost 13 coins (the text example)', () => {
    const cost = sheetCost({ ...base, skills: { endurance: 8, offense: 3, guard: 3 } });
    expect(cost.skills).toBe(13 + 3 + 3);
  });
  it('a skill below 3 or above 9 is refused, naming the skill and the value', () => {
    const low = failure({ ...base, skills: { ...base.skills, guard: 2 } });
    expect(low).toMatchObject({ code: 'skill-out-of-range', rule: SECTION.skillCosts });
    expect(low.values).toMatchObject({ skill: 'guard', value: 2 });
    expect(failure({ ...base, skills: { ...base.skills, offense: 10 } }).values).toMatchObject({ value: 10 });
    expect(failure({ ...base, skills: { ...base.skills, offense: 4.5 } }).code).toBe('skill-out-of-range');
  });
});

describe('§16.3 Blood and Speed points', () => {
  it('5 Blood and 3 Speed cost 8 coins (the text example)', () => {
    expect(sheetCost({ ...base, abilities: { blood: 5, speed: 3 } }).abilities).toBe(8);
  });
  it('each must start between 3 and 9', () => {
    const e = failure({ ...base, abilities: { blood: 2, speed: 3 } });
    expect(e).toMatchObject({ code: 'ability-out-of-range', rule: SECTION.abilityCosts });
    expect(failure({ ...base, abilities: { blood: 3, speed: 10 } }).values).toMatchObject({ ability: 'speed' });
  });
});

describe('§16.4 Energy and feint cards', () => {
  it('four 1-energy, six 0-energy and one feint cost 19 coins (the text example)', () => {
    expect(sheetCost(withCards({ energy1: 4, energy0: 6, feint: 1 })).cards).toBe(19);
  });
  it('a negative or fractional count is refused', () => {
    expect(failure(withCards({ energy0: -1 }))).toMatchObject({ code: 'bad-card-count', rule: SECTION.cardCosts });
    expect(failure(withCards({ feint: 0.5 })).code).toBe('bad-card-count');
  });
});

describe('§16.5 Card limits', () => {
  it('55 coins allow 8 cards of each energy and 1 feint; one card for each 6.5 coins, rounded down', () => {
    expect(cardLimits(55)).toEqual({ energy0: 8, energy1: 8, feint: 1 });
    expect(cardLimits(70)).toEqual({ energy0: 10, energy1: 10, feint: 1 });
    expect(cardLimits(65)).toEqual({ energy0: 10, energy1: 10, feint: 1 });
    expect(cardLimits(64)).toEqual({ energy0: 9, energy1: 9, feint: 1 });
  });
  it('a ninth 1-energy card at 55 coins is refused, naming the limit and the coins', () => {
    const e = failure(withCards({ energy1: 9, energy0: 0 }));
    expect(e).toMatchObject({ code: 'over-card-limit', rule: SECTION.cardLimits });
    expect(e.values).toEqual({ card: 'energy1', count: 9, limit: 8, coins: 55 });
  });
  it('a second feint is refused', () => {
    expect(failure(withCards({ feint: 2, energy0: 0, energy1: 0 })).values).toMatchObject({ card: 'feint', limit: 1 });
  });
});

describe('§16.6 Card overlimit (optional)', () => {
  it('allows 4 cards past the limits at double cost', () => {
    const sheet = { ...withCards({ energy1: 10, energy0: 10 }), skills: { endurance: 3, offense: 3, guard: 3 } };
    const r = checkSheet(sheet, { overlimit: true });
    expect(r.ok).toBe(true);
    // 8 at 2 + 2 at 4, and 8 at 1 + 2 at 2
    expect(sheetCost(sheet).cards).toBe(16 + 8 + 8 + 4);
  });
  it('refuses a fifth extra card and a second extra feint', () => {
    const five = { ...withCards({ energy1: 11, energy0: 10 }), skills: { endurance: 3, offense: 3, guard: 3 } };
    expect(failure(five, true)).toMatchObject({ code: 'over-overlimit', rule: SECTION.overlimit });
    expect(failure(withCards({ feint: 3, energy0: 0, energy1: 0 }), true)).toMatchObject({
      code: 'over-feint-overlimit',
      rule: SECTION.overlimit,
    });
  });
  it('a second feint costs 10 coins', () => {
    const two = withCards({ feint: 2, energy0: 0, energy1: 0 });
    expect(checkSheet(two, { overlimit: true }).ok).toBe(true);
    expect(sheetCost(two).cards).toBe(5 + 10);
  });
});

describe('§16.7 Special moves', () => {
  it('each move is bought once, at its price', () => {
    const all = {
      ...base,
      specialMoves: [
        'sweep',
        'sacrifice',
        'acrobaticStrike',
        'overskill',
        'rage',
        'breakItem',
        'unbalancingStrike',
        'reflex',
      ] as const,
    };
    expect(sheetCost(all).specialMoves).toBe(2 + 2 + 3 + 2 + 2 + 1 + 2 + 1);
    const twice = failure({ ...base, specialMoves: ['rage', 'rage'] });
    expect(twice).toMatchObject({ code: 'repeated-special-move', rule: SECTION.specialMoveCosts });
  });
  it('an unknown move is refused', () => {
    const e = failure({ ...base, specialMoves: ['fly' as never] });
    expect(e).toMatchObject({ code: 'unknown-special-move', rule: SECTION.specialMoveCosts });
  });
});

describe('§16.8 Powers', () => {
  it('a coin each, each once', () => {
    expect(sheetCost({ ...base, powers: ['lunge', 'delay', 'resistance'] }).powers).toBe(3);
    expect(failure({ ...base, powers: ['delay', 'delay'] })).toMatchObject({
      code: 'repeated-power',
      rule: SECTION.powerCosts,
    });
  });
});

describe('§2 Character traits: the starting deck', () => {
  it('holds the four Action cards, the bought cards and a card per special move', () => {
    const cards = startingCards(base);
    expect(cards.filter((c) => c.kind === 'action')).toHaveLength(4);
    expect(cards.filter((c) => c.kind === 'energy0')).toHaveLength(4);
    expect(cards.filter((c) => c.kind === 'specialMove')).toEqual([{ kind: 'specialMove', move: 'sweep' }]);
    // 4 actions x3 + 4x1 + 4x2 + special move 2 + cover 1
    expect(startingHp(base)).toBe(12 + 4 + 8 + 2 + 1);
  });
});

describe('§16 Character creation: random characters', () => {
  it('are always legal and spend most of their coins', () => {
    const rng = seedRng('random sheets');
    for (let i = 0; i < 200; i++) {
      const coins = 40 + (i % 40);
      const sheet = randomSheet(rng, `R${i}`, coins);
      const r = checkSheet(sheet);
      expect(r.ok, JSON.stringify(sheet)).toBe(true);
      if (r.ok) expect(r.value.left).toBeLessThan(8);
    }
  });
  it('depend only on the rng', () => {
    expect(randomSheet(seedRng('x'), 'A')).toEqual(randomSheet(seedRng('x'), 'A'));
  });
});

describe('§16 Character creation: a sheet from outside', () => {
  it('a malformed sheet is refused, naming the missing part, never thrown', () => {
    expect(parseSheet(null)).toMatchObject({ ok: false, error: { code: 'bad-sheet', rule: SECTION.creation } });
    const noSkills = { ...base, skills: undefined };
    const e = parseSheet(noSkills);
    expect(e).toMatchObject({ ok: false, error: { values: { path: 'skills' } } });
    expect(!e.ok && e.error.message).toBe('a character sheet is missing or has a wrong value: skills');
    const r = parseSheet({ ...base, cards: { ...base.cards, energy1: 'many' } });
    expect(!r.ok && r.error.message).toBe('a character sheet is missing or has a wrong value: cards, 1-energy cards');
    expect(parseSheet({ ...base, powers: ['flight'] })).toMatchObject({ ok: false, error: { code: 'bad-sheet' } });
  });
  it('a well-formed sheet is then judged by the creation rules', () => {
    expect(parseSheet(base)).toMatchObject({ ok: true, value: { cost: { total: 39 } } });
    expect(parseSheet({ ...base, coins: 30 })).toMatchObject({ ok: false, error: { code: 'over-budget' } });
  });
});

describe('§16.6 Card overlimit: sharing a short stock', () => {
  it('alone, a player takes up to 4 of what is there', () => {
    const r = dealOverlimit([{ seat: 'a', wants: ['energy1', 'energy1', 'feint', 'energy0'] }], {
      energy0: 5,
      energy1: 1,
      feint: 1,
    });
    expect(r).toEqual({ ok: true, value: { a: ['energy1', 'feint', 'energy0'] } });
  });
  it('several: two each in player order, then two each in reverse order', () => {
    const wants = ['energy1', 'energy1', 'energy1', 'energy1'] as const;
    const r = dealOverlimit(
      [
        { seat: 'a', wants },
        { seat: 'b', wants },
        { seat: 'c', wants },
      ],
      { energy0: 0, energy1: 7, feint: 0 },
    );
    // a 2, b 2, c 2; then c takes the last one.
    expect(r.ok && Object.values(r.value).map((x) => x.length)).toEqual([2, 2, 3]);
  });
  it('more than 4, or two feints, is refused', () => {
    expect(
      dealOverlimit([{ seat: 'a', wants: ['feint', 'feint'] }], { energy0: 9, energy1: 9, feint: 4 }),
    ).toMatchObject({ ok: false, error: { rule: SECTION.overlimit } });
  });
});

describe('§16 Character creation: the running summary a form shows', () => {
  it('counts the coins as you go and lists every problem at once, in section order', () => {
    const sheet = {
      ...base,
      skills: { endurance: 9, offense: 9, guard: 9 },
      cards: { energy0: 9, energy1: 4, feint: 2 },
    };
    const s = creationSummary(sheet);
    // Cards past the limits are priced double even while refused: 8 + 2, 8, 5 + 10.
    expect(s.cost?.total).toBe(48 + 6 + 33 + 2 + 1);
    expect(s.limits).toEqual({ energy0: 8, energy1: 8, feint: 1 });
    expect(s.problems.map((p) => [p.code, p.rule])).toEqual([
      ['over-card-limit', SECTION.cardLimits],
      ['over-card-limit', SECTION.cardLimits],
      ['over-budget', SECTION.coins],
    ]);
  });
  it('has no price while a skill is out of range, and says why', () => {
    const s = creationSummary({ ...base, skills: { ...base.skills, offense: 1 } });
    expect(s.cost).toBeNull();
    expect(s.problems.map((p) => p.code)).toEqual(['skill-out-of-range']);
  });
  it('a legal sheet has no problems', () => {
    expect(creationSummary(base).problems).toEqual([]);
  });
});
