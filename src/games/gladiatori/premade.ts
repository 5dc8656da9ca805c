/**
 * The five pre-made characters (16.9), as printed: each is 55 coins of creation except the Hoplomachus, whose
 * skills 6/5/4 cost 18 and not the printed 20, so he comes to 53 (RULINGS.md; docs/rulings.md). They are played as
 * printed. "Overskill 5" in the Secutor's list is Overskill, card 4.
 */
import type { CharacterSheet } from './character.js';
import { STANDARD_COINS } from './tables.js';

export type PremadeId = 'secutor' | 'mirmillo' | 'thraex' | 'hoplomachus' | 'retiarius';
export const PREMADE_IDS: readonly PremadeId[] = ['secutor', 'mirmillo', 'thraex', 'hoplomachus', 'retiarius'];

/** A pre-made character with the subtotals printed beside each line, kept to check our prices against. */
export interface Premade {
  id: PremadeId;
  sheet: CharacterSheet;
  /** The coins printed for each line of the character's entry. */
  printed: { skills: number; specialMoves: number; abilities: number; cards: number; powers: number };
}

export const PREMADE: Readonly<Record<PremadeId, Premade>> = {
  secutor: {
    id: 'secutor',
    sheet: {
      name: 'Secutor',
      motto: 'In medio stat virtus',
      coins: STANDARD_COINS,
      skills: { endurance: 7, offense: 5, guard: 5 },
      abilities: { blood: 5, speed: 5 },
      cards: { energy1: 6, energy0: 1, feint: 0 },
      specialMoves: ['sweep', 'acrobaticStrike', 'overskill'],
      powers: ['deepWounds', 'wrestling', 'adaptation'],
      preferredItems: ['sword', 'shield'],
    },
    printed: { skills: 22, specialMoves: 7, abilities: 10, cards: 13, powers: 3 },
  },
  mirmillo: {
    id: 'mirmillo',
    sheet: {
      name: 'Mirmillo',
      motto: 'The tireless man',
      coins: STANDARD_COINS,
      skills: { endurance: 8, offense: 4, guard: 4 },
      abilities: { blood: 4, speed: 4 },
      cards: { energy1: 5, energy0: 7, feint: 0 },
      specialMoves: ['sacrifice', 'rage', 'unbalancingStrike'],
      powers: ['unbeatable', 'wrestling', 'resistance'],
      preferredItems: ['sword', 'helmet'],
    },
    printed: { skills: 21, specialMoves: 6, abilities: 8, cards: 17, powers: 3 },
  },
  thraex: {
    id: 'thraex',
    sheet: {
      name: 'Thraex',
      motto: 'A bloody fighter',
      coins: STANDARD_COINS,
      skills: { endurance: 5, offense: 5, guard: 5 },
      abilities: { blood: 8, speed: 4 },
      cards: { energy1: 6, energy0: 6, feint: 0 },
      specialMoves: ['acrobaticStrike', 'breakItem'],
      powers: ['standUp', 'wrestling', 'resistance'],
      preferredItems: ['sword', 'shield'],
    },
    printed: { skills: 18, specialMoves: 4, abilities: 12, cards: 18, powers: 3 },
  },
  hoplomachus: {
    id: 'hoplomachus',
    sheet: {
      name: 'Hoplomachus',
      motto: 'The secret is Speed',
      coins: STANDARD_COINS,
      skills: { endurance: 6, offense: 5, guard: 4 },
      abilities: { blood: 4, speed: 7 },
      cards: { energy1: 1, energy0: 8, feint: 0 },
      specialMoves: ['sacrifice', 'acrobaticStrike', 'overskill', 'rage', 'reflex'],
      powers: ['lunge', 'unbeatable', 'leap', 'adaptation'],
      preferredItems: ['spear', 'helmet', 'ironArm'],
    },
    printed: { skills: 20, specialMoves: 10, abilities: 11, cards: 10, powers: 4 },
  },
  retiarius: {
    id: 'retiarius',
    sheet: {
      name: 'Retiarius',
      motto: 'A net to bring them all',
      coins: STANDARD_COINS,
      skills: { endurance: 7, offense: 3, guard: 6 },
      abilities: { blood: 5, speed: 4 },
      cards: { energy1: 4, energy0: 4, feint: 1 },
      specialMoves: ['overskill', 'rage', 'unbalancingStrike'],
      powers: ['wrestling', 'delay'],
      preferredItems: ['net', 'spear', 'trident'],
    },
    printed: { skills: 21, specialMoves: 6, abilities: 9, cards: 17, powers: 2 },
  },
};

/** A pre-made character's sheet by id. */
export const premadeSheet = (id: PremadeId): CharacterSheet => PREMADE[id].sheet;

export const isPremadeId = (s: string): s is PremadeId => (PREMADE_IDS as readonly string[]).includes(s);

/**
 * HOUSE: the item pair each pre-made character takes when the players skip dealing items (docs/rulings.md): of his
 * preferred kinds, from Ludus's item set, no card twice among the five. The Thraex's and the Mirmillo's are those
 * of the rulebook's Example of a Turn.
 */
export const DEFAULT_ITEMS: Readonly<Record<PremadeId, readonly [string, string]>> = {
  secutor: ['sword-2-2', 'shield-1-3'],
  mirmillo: ['sword-3-0', 'helmet-0-2'],
  thraex: ['sword-3-1', 'shield-2-3'],
  hoplomachus: ['spear-2-1', 'helmet-0-3'],
  retiarius: ['trident-3-1', 'net-0-1'],
};
