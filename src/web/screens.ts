/** Game id -> its screen. A game without an entry gets the generic screen until it has its own. */
import type { FunctionComponent } from 'preact';
import { GenericScreen } from './generic.js';
import { GladiatorScreen } from './gladiator/GladiatorScreen.js';
import type { ScreenProps } from './screen.js';

const SCREENS: Record<string, FunctionComponent<ScreenProps>> = { gladiator: GladiatorScreen };

export const screenFor = (game: string): FunctionComponent<ScreenProps> => SCREENS[game] ?? GenericScreen;
