/**
 * Game id -> its screen. A game without an entry gets the plain screen (generic.tsx) until it has its own; a game
 * with one can still be shown on the plain screen when the person asks for it.
 */
import type { FunctionComponent } from 'preact';
import { GenericScreen } from './generic.js';
import { GladiatorScreen } from './gladiator/GladiatorScreen.js';
import type { ScreenProps } from './screen.js';

const SCREENS: Record<string, FunctionComponent<ScreenProps>> = { gladiator: GladiatorScreen };

/** Own keys only: a game id such as "toString" must not find an object's inherited members. */
export const hasOwnScreen = (game: string): boolean => Object.hasOwn(SCREENS, game);

export const screenFor = (game: string, plain = false): FunctionComponent<ScreenProps> =>
  !plain && hasOwnScreen(game) ? (SCREENS[game] as FunctionComponent<ScreenProps>) : GenericScreen;
