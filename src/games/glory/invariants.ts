/**
 * Invariants every Glory state keeps, checked at every step of the conformance runs: no two men in the arena share a
 * hex, hits stay within a man's damage boxes and a man with none left is out, everyone stands inside the arena, the
 * Retarius keeps his limits (1.1, 1.2), movement is never below 2 (1.4), and no match outlasts its turn limit (6.3).
 */
import { hexKey } from '../../core/hex.js';
import { blocks, inArena } from './movement.js';
import { MIN_MOVEMENT, RETARIUS_LIMITS } from './tables.js';
import type { Figure, GloryState } from './types.js';

export function gloryInvariant(state: unknown): string | null {
  const s = state as GloryState;
  const taken = new Map<string, string>();
  for (const seat of s.seats) {
    const f = s.figures[seat] as Figure;
    // Before the kits are in (equip.ts) no boxes are rolled yet.
    if (f.hits > 0 && s.equipping) return `${f.name} is hit before the fight begins`;
    if (f.hits < 0 || f.hits > f.boxes) return `${f.name} has ${f.hits} hits on ${f.boxes} boxes`;
    if (f.hits === f.boxes && f.out === null && !s.equipping)
      return `${f.name} has no boxes left but is still in the fight`;
    if (!inArena(f.at, s.options.arenaRadius)) return `${f.name} stands outside the arena at ${hexKey(f.at)}`;
    if (f.movement < MIN_MOVEMENT) return `${f.name} has movement ${f.movement}`;
    if (f.retarius && (f.strength > RETARIUS_LIMITS.maxStrength || f.agility < RETARIUS_LIMITS.minAgility))
      return `${f.name}, a Retarius, has strength ${f.strength} and agility ${f.agility}`;
    if (!blocks(f)) continue;
    const other = taken.get(hexKey(f.at));
    if (other) return `${f.name} and ${other} share hex ${hexKey(f.at)}`;
    taken.set(hexKey(f.at), f.name);
  }
  if (s.turn > s.options.turnLimit) return `turn ${s.turn} is past the limit of ${s.options.turnLimit}`;
  return null;
}
