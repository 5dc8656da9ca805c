/**
 * The commands in words, for the refusals of a command given at the wrong step: a player reads what the game
 * waits for, never a command's identifier. One row a command type, with the section it belongs to.
 */
import type { RuleViolation } from '../../core/result.js';
import type { GladiatoriCommand } from './types.js';

type CommandType = GladiatoriCommand['type'];

/** Each command type as a player would name it (the sections in brackets). */
export const COMMAND_WORDS: Readonly<Record<CommandType, string>> = {
  choose: 'the choice of the cards kept in hand', // 5.1
  rest: 'a Rest', // 5.4
  place: 'a miniature set down on a hex', // 4.1, 4.2
  bid: 'a bid for the items', // 9.2
  keep: 'the items kept after the auction', // 9.2
  pick: 'an item picked in the draft', // 9.3
  select: 'the items selected', // 9.4
  order: 'an answer to Delay (keep the place in the order or take another)', // 11.8
  move: 'a Movement', // 6.1
  extra: 'extra movement paid with Speed', // 6.1
  steady: 'two elements spent to take off a marker', // 12.2, 12.3
  power: 'a power', // 11
  action: 'an Action', // 6.2
  standby: 'a card put on Standby', // 6.3
  pass: 'a pass', // 6.4
  surrender: 'a surrender', // 8
  react: 'a Reaction (or none)', // 10.2
  attack: 'the attack', // 10.3
  defend: 'the defence', // 10.4
  balance: 'the answer to an Unbalancing Strike', // 12.3
  feint: 'a Feint (or none)', // 10.5
  pay: 'the damage paid', // 10.7
  wrestle: 'the hex Wrestling puts the target on', // 11.6
  reflex: 'the Reflex move (or staying put)', // 10.8
};

/** "a, b or c": the expected commands in words. */
export function awaitedWords(expected: readonly CommandType[]): string {
  const words = expected.map((t) => COMMAND_WORDS[t]);
  return words.length <= 1 ? (words[0] ?? 'nothing') : `${words.slice(0, -1).join(', ')} or ${words.at(-1)}`;
}

/**
 * The refusal of a command the step does not take: what was given and what `who` (the game, the deal, the fight
 * with the animal) waits for, in words, with the section of the step.
 */
export function wrongStep(
  cmd: GladiatoriCommand,
  expected: readonly CommandType[],
  rule: string,
  who = 'the game',
): RuleViolation {
  return {
    code: 'wrong-step',
    rule,
    message: `${COMMAND_WORDS[cmd.type]} is not taken now: ${who} awaits ${awaitedWords(expected)}`,
  };
}
