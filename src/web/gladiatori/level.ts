/**
 * The game level as the screen shows it (13): the Simplified game plays no special moves, and the learning path
 * plays its first turn that way before the move cards join the decks (its powers wait on the fighter as
 * `laterPowers` until turn 2 ends, so the sheet's list of powers stays empty by itself). Tested in level.test.ts.
 */
import type { GladiatoriView } from '../../games/gladiatori/module.js';

/** True while the special moves are out of play: the whole Simplified game, and the learning path up to turn 1. */
export function movesLeftOut(v: Pick<GladiatoriView, 'options' | 'turn'>): boolean {
  if (v.options.game === 'simplified') return true;
  return v.options.game === 'learning' && v.turn <= 1;
}
