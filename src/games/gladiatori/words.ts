/**
 * Words for the engine's log lines: where a hex lies and which way a miniature faces, named by the compass of the
 * arena board (north at the top), and the cards by what is printed on them. People read these lines, so no hex
 * coordinates, facing numbers or card ids reach them.
 */
import { COMPASS_WORDS, type Direction, delta, type Hex } from '../../core/hex.js';
import { specialMove } from './tables.js';
import type { Card } from './types.js';

/** The way a miniature faces: "north-east". */
export const facingWords = (d: Direction): string => COMPASS_WORDS[d];

const steps = (n: number, d: number): string => `${n} ${COMPASS_WORDS[d]}`;

/**
 * A way across the board in words, from one hex to another: "1 hex north", "4 hexes north-east", or, off the six
 * spokes, the two neighbouring spokes walked in turn: "3 north-west and 1 north". Empty when from and to are one.
 */
export function wayWords(from: Hex, to: Hex): string {
  const h = { q: to.q - from.q, r: to.r - from.r };
  if (h.q === 0 && h.r === 0) return '';
  // Every offset is a steps along one spoke plus b along the next one clockwise (a > 0, b >= 0), for exactly one.
  for (let i = 0; i < 6; i++) {
    const u = delta(i as Direction);
    const v = delta(((i + 1) % 6) as Direction);
    const det = u.q * v.r - u.r * v.q;
    const a = (h.q * v.r - h.r * v.q) / det;
    const b = (u.q * h.r - u.r * h.q) / det;
    if (a > 0 && b >= 0) {
      if (b === 0) return `${a} hex${a === 1 ? '' : 'es'} ${COMPASS_WORDS[i]}`;
      return `${steps(a, i)} and ${steps(b, (i + 1) % 6)}`;
    }
  }
  throw new Error(`no spoke for the way from ${from.q},${from.r} to ${to.q},${to.r}`);
}

const CENTRE: Hex = { q: 0, r: 0 };

/** Where a hex lies from the centre of the arena: "the centre", "the hex 4 north-east of the centre". */
export const hexWords = (at: Hex): string => {
  const way = wayWords(CENTRE, at);
  return way === '' ? 'the centre' : `the hex ${way.replace(/ hex(es)? /, ' ')} of the centre`;
};

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
