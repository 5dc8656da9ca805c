import { describe, expect, it } from 'vitest';
import { ruleOrder } from '../../core/help.js';
import { GLADIATORI_HELP } from './help.js';
import {
  ANIMALS,
  animalPowersOn,
  animalsEntering,
  BOUGHT_CARDS,
  CARD_HP,
  gateOf,
  overskilled,
  POWERS,
  SECTION,
  SKILL_COST,
  SPECIAL_MOVES,
} from './tables.js';

describe('Ludus numbering of the sections', () => {
  it('every number is used once and the list runs in the book order', () => {
    const numbers = Object.values(SECTION);
    expect(new Set(numbers).size).toBe(numbers.length);
    expect([...numbers].sort(ruleOrder(GLADIATORI_HELP))).toEqual(numbers);
  });
});

describe('§2 Character traits: hit points of the cards', () => {
  it('Action 3, 0-energy 1, 1-energy 2, feint 3, special move 2 (HOUSE), cover 1', () => {
    expect(CARD_HP).toEqual({ action: 3, energy0: 1, energy1: 2, feint: 3, specialMove: 2, cover: 1 });
  });
});

describe('§16.4 Card costs', () => {
  it('as printed: cost, energy, HP', () => {
    expect(Object.values(BOUGHT_CARDS).map((c) => [c.kind, c.cost, c.energy, c.hp])).toEqual([
      ['energy0', 1, 0, 1],
      ['energy1', 2, 1, 2],
      ['feint', 5, null, 3],
    ]);
  });
});

describe('§16.2 Skill costs', () => {
  it('seven rows, 3 to 9', () => {
    expect(Object.keys(SKILL_COST).map(Number)).toEqual([3, 4, 5, 6, 7, 8, 9]);
  });
});

describe('§10 Special moves and §16.7 their costs', () => {
  it('numbered 1-8 as on the cards, priced as in the creation list', () => {
    expect(SPECIAL_MOVES.map((m) => [m.number, m.name, m.cost])).toEqual([
      [1, 'Sweep', 2],
      [2, 'Sacrifice', 2],
      [3, 'Acrobatic Strike', 3],
      [4, 'Overskill', 2],
      [5, 'Rage', 2],
      [6, 'Break Item', 1],
      [7, 'Unbalancing Strike', 2],
      [8, 'Reflex', 1],
    ]);
  });
  it('restrictions: Sweep and Break Item need movement, an attack, melee; Reflex movement only', () => {
    const r = (n: number) => SPECIAL_MOVES.find((m) => m.number === n)?.restrictions;
    expect(r(1)).toEqual(['movement', 'attack', 'melee']);
    expect(r(6)).toEqual(['movement', 'attack', 'melee']);
    expect(r(8)).toEqual(['movement']);
    expect(r(4)).toEqual([]);
  });
  it('each section is the move\u2019s own', () => {
    for (const m of SPECIAL_MOVES) expect(m.section).toBe(`10.${m.number}`);
  });
});

describe('§11 Powers', () => {
  it('nine, numbered as on the sheet, each with its own section', () => {
    expect(POWERS.map((p) => p.name)).toEqual([
      'Lunge',
      'Stand up!',
      'Unbeatable',
      'Leap',
      'Deep Wounds',
      'Wrestling',
      'Adaptation',
      'Delay',
      'Resistance',
    ]);
    for (const p of POWERS) expect(p.section).toBe(`11.${p.number}`);
  });
});

describe('§17 Animals', () => {
  it('§17.2 suggested numbers a player: dogs 5-6, wolves 3-5, lions 1-2, bears 1', () => {
    expect(Object.values(ANIMALS).map((a) => [a.kind, ...a.perPlayer])).toEqual([
      ['dog', 5, 6],
      ['wolf', 3, 5],
      ['lion', 1, 2],
      ['bear', 1, 1],
    ]);
  });
  it('§17.3 the handler: 1-2 nobody, 3 one, 4 two, 5-6 three; the gate: 1-3 left, 4-6 right', () => {
    expect([1, 2, 3, 4, 5, 6].map(animalsEntering)).toEqual([0, 0, 1, 2, 3, 3]);
    expect([1, 2, 3, 4, 5, 6].map(gateOf)).toEqual(['left', 'left', 'left', 'right', 'right', 'right']);
    expect(() => gateOf(7)).toThrow();
  });
  it('§17.5 one die after moving, two standing; §18.3 lions always two; §18.4 bears a die more', () => {
    expect(ANIMALS.dog.attackDiceMoving).toBe(1);
    expect(ANIMALS.dog.attackDiceStill).toBe(2);
    expect(ANIMALS.lion.attackDiceMoving).toBe(2);
    expect(ANIMALS.bear.extraDie).toBe(true);
  });
  it('§17.8 campaign experience: dogs 1, wolves 2, lions and bears 3', () => {
    expect(Object.values(ANIMALS).map((a) => a.campaignXp)).toEqual([1, 2, 3, 3]);
  });
});

describe('§10.4 Overskill', () => {
  it('Endurance 2 becomes 6, not 7: three times its value at most (the text example)', () => {
    expect(overskilled(2)).toBe(6);
    expect(overskilled(5)).toBe(10);
    expect(overskilled(9)).toBe(14);
    expect(overskilled(4, 2)).toBe(6);
    expect(overskilled(0)).toBe(0);
  });
});

describe('§18 Animal powers', () => {
  it('§18.1 dogs: doubles add a dog, attacking or defending', () => {
    expect(animalPowersOn('dog', [3, 3], false).map((p) => p.effect)).toEqual(['addAnimal']);
    expect(animalPowersOn('dog', [3, 4], true)).toEqual([]);
  });
  it('§18.2 wolves: a seven unbalances only on an attack', () => {
    expect(animalPowersOn('wolf', [2, 5], true).map((p) => p.effect)).toEqual(['unbalance']);
    expect(animalPowersOn('wolf', [2, 5], false)).toEqual([]);
  });
  it('§18.3 lions: doubles and sevens on attacks only', () => {
    expect(animalPowersOn('lion', [6, 6], true).map((p) => p.effect)).toEqual(['doubleDamageUnlessRetreat']);
    expect(animalPowersOn('lion', [1, 6], true).map((p) => p.effect)).toEqual(['faceDown']);
    expect(animalPowersOn('lion', [6, 6], false)).toEqual([]);
  });
  it('§18.4 bears: doubles +2 a die, seven costs an item or a card, in attack and defence', () => {
    expect(animalPowersOn('bear', [2, 2], false).map((p) => p.effect)).toEqual(['plusTwoEachDie']);
    expect(animalPowersOn('bear', [3, 4], false).map((p) => p.effect)).toEqual(['loseItemOrCard']);
  });
});
