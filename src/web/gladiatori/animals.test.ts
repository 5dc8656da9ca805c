import { describe, expect, it } from 'vitest';
import { animalFightOf, animalFightWords, animalStateWords, animalsOf } from './animals.js';
import { gladiatoriSeatWords, phaseWords } from './words.js';

/**
 * A view of the animal modes in the shape the animals' engine gives it (h-gx-animals, animals/types.ts
 * AnimalsState): the pack with ids, kinds, states and hexes, and the fight in progress.
 */
const withPack = {
  fighters: { a: { name: 'Thraex' } },
  animals: {
    mode: 'coliseum',
    kind: 'bear',
    pack: [
      { id: 'x1', kind: 'bear', state: 'arena', at: { q: 2, r: -1 } },
      { id: 'x2', kind: 'bear', state: 'waiting', at: null },
      { id: 'x3', kind: 'bear', state: 'dead', at: { q: 0, r: 0 } },
    ],
    next: 4,
    queue: ['x1'],
    fight: {
      animal: 'x1',
      seat: 'a',
      by: 'animal',
      step: 'defend',
      dice: [3, 4],
      value: 9,
      powers: [],
      reaction: null,
      reactionSpot: null,
      playerValue: null,
      terms: [],
      damage: 0,
      toll: false,
    },
    kills: [],
  },
};

describe('the animals on the Gladiatori screen', () => {
  it('17: names each beast by its kind and number, and says where it is', () => {
    const animals = animalsOf(withPack);
    expect(animals.map((a) => a.name)).toEqual(['Bear 1', 'Bear 2', 'Bear 3']);
    expect(animals[0]?.at).toEqual({ q: 2, r: -1 });
    expect(animals[1]?.at).toBeNull();
    expect(animals.map((a) => animalStateWords(a.state))).toEqual([
      'in the arena',
      'waiting behind the gates',
      'killed',
    ]);
  });

  it('names an animal target as people do, never by its id', () => {
    const nameOf = gladiatoriSeatWords(withPack) as (s: string) => string;
    expect(nameOf('a')).toBe('Thraex');
    expect(nameOf('x2')).toBe('Bear 2');
  });

  it("17.5: words the animal's attack with its dice and value", () => {
    const fight = animalFightOf(withPack);
    expect(fight).not.toBeNull();
    const nameOf = gladiatoriSeatWords(withPack) as (s: string) => string;
    if (fight) expect(animalFightWords(fight, nameOf)).toBe('Bear 1 attacks Thraex: the dice 3 and 4, attack 9');
  });

  it('17.5: says in the step line which animal fight is being fought, and what the gladiator does now', () => {
    const view = {
      ...withPack,
      turn: 1,
      phase: { kind: 'round', round: 1, order: ['a'], index: 0, step: 'start', fight: null },
    } as unknown as Parameters<typeof phaseWords>[0];
    const nameOf = gladiatoriSeatWords(view) as (s: string) => string;
    expect(phaseWords(view, nameOf)).toBe(
      "Turn 1, combat round 1: Thraex's round; Bear 1 attacks Thraex: the dice 3 and 4, attack 9, the gladiator works out his Final Defence Value",
    );
  });

  it('finds nothing in an ordinary match', () => {
    expect(animalsOf({ fighters: {} })).toEqual([]);
    expect(animalFightOf({ fighters: {} })).toBeNull();
    expect(animalsOf(null)).toEqual([]);
  });
});
