/**
 * The control panel's line when the seat has nothing to do: how the match ended, or who is awaited. A match can end
 * mid-turn (a resignation, an agreed draw: the table's, not the game's), so the outcome the server sends decides
 * that it is over, not the game's step; then nobody is awaited.
 */
import type { GladiatorView } from '../../games/gladiator/module.js';
import { listWords, outcomeText } from '../screen.js';

const SUBMITTED: Record<GladiatorView['step'], string> = {
  turnPlot: 'Your turn plot is in.',
  phasePlot: 'Your order is in.',
  allocate: 'Your allocation is in.',
  over: '',
};

export type IdleLine = { kind: 'over'; text: string } | { kind: 'waiting'; text: string };

export function idleLine(o: {
  step: GladiatorView['step'];
  /** The server's outcome (resignations and draws included), else the game's. */
  outcome: unknown;
  /** Names of the seats awaited. */
  awaited: string[];
  /** The viewer's own submission is in. */
  submitted: boolean;
  nameOf: (seat: string) => string;
}): IdleLine {
  if (o.outcome || o.step === 'over')
    return { kind: 'over', text: outcomeText(o.outcome, o.nameOf) ?? 'The match is over.' };
  const who = listWords(o.awaited);
  const parts = [o.submitted ? SUBMITTED[o.step] : '', who ? `Waiting for ${who}.` : ''];
  return { kind: 'waiting', text: parts.filter((p) => p !== '').join(' ') };
}
