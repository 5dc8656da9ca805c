/** A GLADIATOR seat in words for people: the man's name, and in a team fight his side too ("Cato of Side 2"). */
import type { GladiatorView } from '../../games/gladiator/module.js';
import { sideName, sideOf } from '../../games/gladiator/teams.js';

/** Reads the view defensively (it comes off the wire); null when it holds no gladiators to name. */
export function gladiatorSeatWords(view: unknown): ((seat: string) => string) | null {
  const v = view as Partial<GladiatorView> | null;
  if (!v || typeof v !== 'object' || !v.gladiators || typeof v.gladiators !== 'object') return null;
  const gladiators = v.gladiators;
  const sided = { seats: Object.keys(gladiators), ...(v.sides ? { sides: v.sides } : {}) };
  return (seat) => {
    const name = Object.hasOwn(gladiators, seat) ? gladiators[seat]?.name : undefined;
    if (!name) return `seat ${seat}`;
    return v.sides ? `${name} of ${sideName(sided, sideOf(sided, seat))}` : name;
  };
}
