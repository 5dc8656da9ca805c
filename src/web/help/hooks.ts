/** The rules panel's state (store.ts) in components. */
import { useEffect, useState } from 'preact/hooks';
import type { GameHelp } from '../../core/help.js';
import { helpFor } from './registry.js';
import { type HelpState, helpState, subscribeHelp } from './store.js';

export function useHelpState(): HelpState {
  const [s, setS] = useState(helpState);
  useEffect(() => subscribeHelp(setS), []);
  return s;
}

/**
 * The help of the game the page shows, or null. Only a change of game re-renders: the log's many rule links need
 * not redraw each time the panel opens or closes.
 */
export function useGameHelp(): GameHelp | null {
  const [game, setGame] = useState(() => helpState().game);
  useEffect(() => {
    setGame(helpState().game);
    return subscribeHelp((s) => setGame(s.game));
  }, []);
  return helpFor(game);
}
