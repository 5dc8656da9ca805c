/**
 * Words for the engine's log lines: where a hex lies and which way a miniature faces, named by the compass of the
 * arena board (north at the top), and the cards by what is printed on them. People read these lines, so no hex
 * coordinates, facing numbers or card ids reach them.
 */
import { type Direction, delta, type Hex } from '../../core/hex.js';
import { specialMove } from './tables.js';
import type { Card } from './types.js';

/** The six hexsides, from north clockwise (core/hex.ts directions 0 to 5). */
export const COMPASS_WORDS: readonly string[] = [
  'north',
  'north-east',
  'south-east',
  'south',
  'south-west',
  'north-west',
];

/** The way a miniature faces: "north-east". */
export const facingWords = (d: Direction): string => COMPASS_WORDS[d] as string;

const steps = (n: number, d: number): string => `${n} ${COMPASS_WORDS[d]}`;

/**
 * Where a hex lies from the centre of the arena: "the centre", "the hex 4 north-east of the centre", or, off the
 * six spokes, the two neighbouring spokes walked in turn: "the hex 3 north-west and 1 west of the centre".
 */
export function hexWords(at: Hex): string {
  if (at.q === 0 && at.r === 0) return 'the centre';
  // Every hex is a steps along one spoke plus b along the next one clockwise (a > 0, b >= 0), for exactly one spoke.
  for (let i = 0; i < 6; i++) {
    const u = delta(i as Direction);
    const v = delta(((i + 1) % 6) as Direction);
    const det = u.q * v.r - u.r * v.q;
    const a = (at.q * v.r - at.r * v.q) / det;
    const b = (u.q * at.r - u.r * at.q) / det;
    if (a > 0 && b >= 0) {
      if (b === 0) return `the hex ${steps(a, i)} of the centre`;
      return `the hex ${steps(a, i)} and ${steps(b, (i + 1) % 6)} of the centre`;
    }
  }
  throw new Error(`no spoke for hex ${at.q},${at.r}`);
}

/** A hex and a facing together: "the hex 4 north-east of the centre, facing south-west". */
export const placeWords = (at: Hex, facing: Direction): string => `${hexWords(at)}, facing ${facingWords(facing)}`;

const ACTION_WORDS: Record<string, string> = {
  strength: 'Strength',
  dexterity: 'Dexterity',
  movement: 'Movement',
  berserk: 'Berserk',
};

/** A card as its face reads: "Berserk", "1-energy", "Acrobatic Strike". */
export function cardWords(c: Card): string {
  switch (c.kind) {
    case 'action':
      return ACTION_WORDS[c.action] ?? c.action;
    case 'energy0':
      return '0-energy';
    case 'energy1':
      return '1-energy';
    case 'feint':
      return 'Feint';
    case 'specialMove':
      return specialMove(c.move).name;
  }
}

/** Cards as their faces read, like ones counted together: "2 × 1-energy, 0-energy, Acrobatic Strike". */
export function cardsWords(cards: readonly Card[]): string {
  const counts = new Map<string, number>();
  for (const c of cards) counts.set(cardWords(c), (counts.get(cardWords(c)) ?? 0) + 1);
  return [...counts].map(([w, n]) => (n === 1 ? w : `${n} × ${w}`)).join(', ');
}
