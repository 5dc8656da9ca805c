/** Game id -> its rules help (core/help.ts). A game without an entry shows its rule numbers as plain text. */
import type { GameHelp } from '../../core/help.js';
import { own } from '../../core/own.js';
import { GLADIATOR_HELP } from '../../games/gladiator/help.js';
import { GLADIATORI_HELP } from '../../games/gladiatori/help.js';
import { GLORY_HELP } from '../../games/glory/help.js';
import { CAMPAIGN_HELP } from '../campaign/help.js';

const HELP: Record<string, GameHelp> = {
  gladiator: GLADIATOR_HELP,
  glory: GLORY_HELP,
  campaign: CAMPAIGN_HELP,
  gladiatori: GLADIATORI_HELP,
};

export const helpFor = (game: string | null): GameHelp | null => (game === null ? null : (own(HELP, game) ?? null));
