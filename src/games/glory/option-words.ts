/**
 * Glory in the Arena's options in words for the lobby's form: each option's label and a label for every value (the
 * one-line explanations are the schema's descriptions in module.ts).
 */
import { type OptionWords, withWords } from '../../core/help.js';
import type { OptionsSchema } from './module.js';

export const OPTION_WORDS = {
  gladiators: { label: 'Gladiators' },
  teams: { label: 'Teams' },
  figures: {
    label: 'Figures',
    values: {
      equipped: "strength and agility rolled, each player picks his man's kit",
      rolled: 'strength, agility and kit all rolled',
      chosen: 'strength, agility and kit chosen on sheets',
    },
  },
  sheets: {
    label: 'Figure sheets',
    values: { none: 'no helmet', open: 'helmet', closed: 'closed helmet', sword: 'sword', spear: 'spear' },
  },
  arenaRadius: { label: 'Arena size' },
  turnLimit: { label: 'Turn limit' },
  atTurnLimit: { label: 'At the turn limit', values: { mostStanding: 'most men standing win', draw: 'a draw' } },
  meeting: {
    label: 'Two movers, one hex',
    values: { bothStop: 'both stop', higherAgility: 'the more agile gets there' },
  },
  backingUp: {
    label: 'A blocked loser',
    values: { straightOrStay: 'stays where he is', straightOrAside: 'backs away aside' },
  },
  follow: { label: 'The winner follows up', values: { always: 'always', never: 'never' } },
  crowd: {
    label: "The crowd's verdict",
    values: { dice: 'a die: spared on 4 to 6', merciless: 'always death', merciful: 'always mercy' },
  },
} as const satisfies Record<string, OptionWords>;

/** The options schema with these words attached; every option must have its words. */
export const withOptionWords = (schema: typeof OptionsSchema) => withWords(schema, OPTION_WORDS);
