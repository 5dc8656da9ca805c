/** The match's dice, for the match and replay pages: the commitment, who chose the seed, and at the end the seed. */
import type { Dice } from '../server/wire.js';
import { recordPath } from './api.js';
import { diceWords, shortHash } from './diceText.js';

export function DiceNote({ dice, match }: { dice: Dice | null | undefined; match: string }) {
  if (!dice) return null;
  const words = diceWords(dice);
  return (
    <p
      class={`dice-note small${words.warn ? ' warn' : ''}`}
      data-testid="dice"
      data-chosen-by={dice.chosenBy}
      data-commitment={dice.commitment}
    >
      {words.headline} Seed hash{' '}
      <code title={`sha256 of the seed: ${dice.commitment}`} data-testid="dice-commitment">
        {shortHash(dice.commitment)}
      </code>
      {words.seed !== null && (
        <>
          {' '}
          · seed <code data-testid="dice-seed">{words.seed}</code>
        </>
      )}
      {words.check && (
        <>
          . {words.check}{' '}
          <a href={recordPath(match)} download={`ludus-${match}.json`} data-testid="dice-record">
            Download the record
          </a>
        </>
      )}
    </p>
  );
}
