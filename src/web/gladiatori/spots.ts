/**
 * The Action and Reaction spots (6.2, 6.3, 6.6, 6.7): what a card put on a spot means, read from the offered
 * commands. An Action or Reaction card is any card the offers name as `card`; the combat cards laid on it (energy,
 * special moves) go with it; the target comes from the offers for that card. Pure functions, tested in spots.test.ts.
 */
import type { Card, GladiatoriCommand } from '../../games/gladiatori/types.js';

export type SpotKind = 'action' | 'reaction';

type ActionCommand = Extract<GladiatoriCommand, { type: 'action' }>;
type ReactCommand = Extract<GladiatoriCommand, { type: 'react' }>;

/** Cards the offers let go on the spot as its Action or Reaction card. */
export function spotCards(commands: readonly GladiatoriCommand[], spot: SpotKind): string[] {
  const out = new Set<string>();
  for (const c of commands) {
    if (spot === 'action' && (c.type === 'action' || c.type === 'standby')) out.add(c.card);
    if (spot === 'reaction' && c.type === 'react' && c.card !== null) out.add(c.card);
  }
  return [...out];
}

/** Which spot takes cards now: the Reaction while a reaction is offered, else the Action while one is. */
export function activeSpot(commands: readonly GladiatoriCommand[]): SpotKind | null {
  if (commands.some((c) => c.type === 'react')) return 'reaction';
  if (commands.some((c) => c.type === 'action' || c.type === 'standby')) return 'action';
  return null;
}

/** What the spot holds: its main card and the combat cards laid on it. */
export interface SpotState {
  card: string | null;
  add: string[];
}
export const EMPTY_SPOT: SpotState = { card: null, add: [] };

/**
 * A card put on the spot: a card the offers take as the spot's own card replaces it (the added cards stay); a
 * combat card of the hand is laid on it, or taken back when it was already there. Any other card changes nothing.
 */
export function putOnSpot(
  s: SpotState,
  cardId: string,
  hand: readonly Card[],
  commands: readonly GladiatoriCommand[],
  spot: SpotKind,
): SpotState {
  if (spotCards(commands, spot).includes(cardId)) return { card: cardId, add: s.add.filter((x) => x !== cardId) };
  const c = hand.find((x) => x.id === cardId);
  if (!c || c.kind === 'action') return s;
  if (s.add.includes(cardId)) return { card: s.card, add: s.add.filter((x) => x !== cardId) };
  return { card: s.card, add: [...s.add, cardId] };
}

/** The targets offered with this Action card: each foe's seat, and null for an action with no fight. */
export function targetsFor(commands: readonly GladiatoriCommand[], card: string): (string | null)[] {
  const out: (string | null)[] = [];
  for (const c of commands)
    if (c.type === 'action' && c.card === card && !c.help && !c.throw && !out.includes(c.target)) out.push(c.target);
  return out;
}

/** The command the Action spot makes: its card, the cards on it, and the target chosen. */
export const actionCommand = (s: SpotState & { card: string }, target: string | null): ActionCommand => ({
  type: 'action',
  card: s.card,
  add: [...s.add],
  target,
});

/** The command the Reaction spot makes. */
export const reactCommand = (s: SpotState & { card: string }): ReactCommand => ({
  type: 'react',
  card: s.card,
  add: [...s.add],
});

/** The offered commands that use this card as their Action or Reaction card (Standby, breaking, throwing...). */
export const offersWith = (commands: readonly GladiatoriCommand[], card: string): GladiatoriCommand[] =>
  commands.filter((c) => (c.type === 'action' || c.type === 'standby' || c.type === 'react') && c.card === card);
