/**
 * Glory's seats as the lobby lists them: one a gladiator, as many as the `gladiators` option asks for (2 to 8), each
 * with its team when the match is fought in teams (the engine deals the seats to the teams in turn, module.ts).
 */
import type { SeatLabel } from '../lobby.js';
import type { Draft } from '../schemaForm.js';
import { teamName } from './arena.js';

/** The engine's seat ids, in seat order (module.ts SEATS). */
const SEAT_IDS = 'abcdefgh';
const ORDINALS = ['First', 'Second', 'Third', 'Fourth', 'Fifth', 'Sixth', 'Seventh', 'Eighth'];

/** A whole number from the draft's text or number, else null. */
function countOf(v: Draft[string] | undefined): number | null {
  const n = typeof v === 'number' ? v : typeof v === 'string' && /^\s*\d+\s*$/.test(v) ? Number(v) : Number.NaN;
  return Number.isInteger(n) ? n : null;
}

/** The seats the draft asks for; null (the listed seats) while the count is not a number from 2 to 8. */
export function glorySeats(draft: Draft): SeatLabel[] | null {
  const n = countOf(draft.gladiators);
  if (n === null || n < 2 || n > SEAT_IDS.length) return null;
  const teams = countOf(draft.teams) ?? 0;
  return Array.from({ length: n }, (_, i) => ({
    seat: SEAT_IDS[i] as string,
    label: `${ORDINALS[i]} gladiator${teams >= 2 ? `, ${teamName(i % teams)}` : ''}`,
  }));
}
