/**
 * What a person reads about a match's dice (wire.ts Dice): who chose the seed, the server's commitment to it, and
 * once the match is over the seed with the way to check it. Words only; dice.tsx lays them out.
 */
import type { Dice } from '../server/wire.js';

/** The first 12 hex digits of a hash: enough to compare by eye; the whole hash goes in a title. */
export const shortHash = (hash: string): string => (hash.length > 12 ? `${hash.slice(0, 12)}…` : hash);

export interface DiceWords {
  /** One line: whose dice, and how far they can be trusted. */
  headline: string;
  /** The seed, once it may be shown. */
  seed: string | null;
  /** How to check the dice, once the seed is shown. */
  check: string | null;
  /** The creator chose the seed: whoever knows it knows every roll to come. */
  warn: boolean;
}

export function diceWords(dice: Dice): DiceWords {
  const seed = dice.seed ?? null;
  if (dice.chosenBy === 'creator')
    return {
      headline: "Dice chosen by the match's creator: whoever knows the seed can know every roll in advance.",
      seed,
      check: null,
      warn: true,
    };
  if (seed === null)
    return {
      headline:
        'Dice drawn by the server, which has committed to them: the seed stays secret until the match is over, ' +
        'then anyone can check that its hash is this one and that it gives these rolls.',
      seed,
      check: null,
      warn: false,
    };
  return {
    headline: 'Dice drawn by the server; now that the match is over, its seed is shown.',
    seed,
    check:
      `Its sha256 (for instance \`printf %s '${seed}' | sha256sum\`) is the hash shown from the start; the match's ` +
      'record replays every roll with `ludus replay FILE`.',
    warn: false,
  };
}
