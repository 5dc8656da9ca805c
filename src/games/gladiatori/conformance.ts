/**
 * Gladiatori under the conformance harness, with its own invariants checked at every step. Veterans and random
 * players take turns in the seats, so matches reach fights, feints, deaths and the sixth turn as well as aimless play.
 */
import { checkConformance } from '../../core/conformance.js';
import type { Bot } from '../../core/runner.js';
import { randomBot, veteranBot } from './bots.js';
import { gladiatoriInvariant } from './invariants.js';
import { gladiatori } from './module.js';

const MIXED: Bot[] = [veteranBot, randomBot, veteranBot];

/**
 * The kinds of match `npm run bench:conformance` plays (10,000 in all) and the suite samples: duels of pre-made and
 * random characters at each game level (13), two against one and two against two (14.3), and the three games with
 * animals (17).
 */
export const GLADIATORI_KINDS: { name: string; options: Record<string, unknown>; matches: number }[] = [
  { name: 'gladiatori-duel', options: {}, matches: 1_500 },
  { name: 'gladiatori-random', options: { characters: ['random', 'random'], game: 'normal' }, matches: 1_500 },
  // 4.1: the players choose their start hexes in every kind but this one, which keeps the fixed placement.
  {
    name: 'gladiatori-light',
    options: { characters: ['secutor', 'retiarius'], game: 'light', startChoice: false },
    matches: 1_000,
  },
  {
    name: 'gladiatori-normal',
    options: { characters: ['hoplomachus', 'thraex'], game: 'normal', damageBonus: true },
    matches: 1_000,
  },
  {
    name: 'gladiatori-2v1',
    options: { characters: ['mirmillo', 'thraex', 'secutor'], teams: 2, game: 'light' },
    matches: 1_000,
  },
  {
    name: 'gladiatori-2v2',
    options: { characters: ['mirmillo', 'thraex', 'retiarius', 'random'], teams: 2, game: 'normal' },
    matches: 1_000,
  },
  // 17: one gladiator against dogs, two together against wolves, and a duel with a bear each in the Coliseum.
  {
    name: 'gladiatori-solo',
    options: { animals: 'solo', characters: ['random'], animalKind: 'dog', game: 'normal' },
    matches: 1_000,
  },
  {
    name: 'gladiatori-cooperative',
    options: { animals: 'cooperative', characters: ['mirmillo', 'retiarius'], animalKind: 'wolf', game: 'light' },
    matches: 1_000,
  },
  {
    name: 'gladiatori-coliseum',
    options: { animals: 'coliseum', animalKind: 'bear', animalCount: 1, game: 'normal' },
    matches: 1_000,
  },
];

export function gladiatoriConformance(
  prefix: string,
  matches: number,
  options: Record<string, unknown> = {},
  bots: Bot[] = MIXED,
) {
  return checkConformance(gladiatori, { matches, seedPrefix: prefix, options, bots, invariant: gladiatoriInvariant });
}

/** 17: the animal modes, for the suite's small runs and the long ones alike. */
export const ANIMAL_RUNS: readonly { name: string; options: Record<string, unknown> }[] = [
  { name: 'solo-dogs', options: { animals: 'solo', characters: ['thraex'], animalKind: 'dog' } },
  { name: 'solo-lion', options: { animals: 'solo', characters: ['secutor'], animalKind: 'lion', game: 'normal' } },
  {
    name: 'cooperative-wolves',
    options: { animals: 'cooperative', characters: ['mirmillo', 'retiarius'], animalKind: 'wolf', game: 'light' },
  },
  {
    name: 'cooperative-bears',
    options: { animals: 'cooperative', characters: ['thraex', 'hoplomachus', 'secutor'], animalKind: 'bear' },
  },
  { name: 'coliseum-bears', options: { animals: 'coliseum', animalKind: 'bear', animalCount: 1 } },
  { name: 'coliseum-dogs', options: { animals: 'coliseum', animalKind: 'dog', animalCount: 2, game: 'normal' } },
];
