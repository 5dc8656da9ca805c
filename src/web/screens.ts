/**
 * Game id -> its screen. A game without an entry gets the plain screen (generic.tsx) until it has its own; a game
 * with one can still be shown on the plain screen when the person asks for it.
 */
import type { FunctionComponent } from 'preact';
import { CampaignScreen } from './campaign/CampaignScreen.js';
import { campaignSeatWordsOf } from './campaign/words.js';
import { GenericScreen } from './generic.js';
import { GladiatorScreen } from './gladiator/GladiatorScreen.js';
import { gladiatorSeatWords } from './gladiator/names.js';
import { GladiatoriScreen } from './gladiatori/GladiatoriScreen.js';
import { gladiatoriSeatWords } from './gladiatori/words.js';
import { glorySeatWords } from './glory/arena.js';
import { GloryScreen } from './glory/GloryScreen.js';
import { plainSeatWords, type ScreenProps } from './screen.js';

const SCREENS: Record<string, FunctionComponent<ScreenProps>> = {
  gladiator: GladiatorScreen,
  glory: GloryScreen,
  campaign: CampaignScreen,
  gladiatori: GladiatoriScreen,
};

/** Own keys only: a game id such as "toString" must not find an object's inherited members. */
export const hasOwnScreen = (game: string): boolean => Object.hasOwn(SCREENS, game);

export const screenFor = (game: string, plain = false): FunctionComponent<ScreenProps> =>
  !plain && hasOwnScreen(game) ? (SCREENS[game] as FunctionComponent<ScreenProps>) : GenericScreen;

/** Each game's seats in words, read from a view (a man's name rather than the seat's letter). */
const SEAT_WORDS: Record<string, (view: unknown) => ((seat: string) => string) | null> = {
  gladiator: gladiatorSeatWords,
  glory: glorySeatWords,
  campaign: campaignSeatWordsOf,
  gladiatori: gladiatoriSeatWords,
};

/** How the page names a seat of this game, given the latest view it has (none yet: "seat b"). */
export function seatWordsFor(game: string, view: unknown): (seat: string) => string {
  const words = Object.hasOwn(SEAT_WORDS, game) ? SEAT_WORDS[game]?.(view) : null;
  return words ?? plainSeatWords;
}
