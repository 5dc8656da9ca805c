/**
 * Invariants every Gladiatori state keeps, checked at every step of the conformance runs: each card sits in exactly
 * one zone and none is created or lost (2, 7.6); hit points are the cards of the hit-point deck and hand, the cover
 * card included, and a fighter without his cover card is dead (7.6); every VP change has a cause and the scores
 * are the ledger's sums (14); skills and abilities stay within 0 and their starting values (2.6, 2.7); no two
 * fighters share a hex (8.4); and no match outlasts its turns (1.1).
 */
import { hexKey } from '../../core/hex.js';
import { inArena } from './actions.js';
import { animalInvariant } from './animals/index.js';
import { owedOn } from './specials.js';
import { CARD_HP } from './tables.js';
import type { Fighter, GladiatoriState } from './types.js';
import { COVER_HP, START_VP } from './types.js';
import { fighting, hitPoints, score } from './victory.js';

/** Cards a fighter owns, across every zone. */
const zones = (f: Fighter) => ({
  hand: f.hand,
  deck: f.deck,
  discard: f.discard,
  table: f.table.map((t) => t.card),
  played: f.played,
  removed: f.removed,
});

export function gladiatoriInvariant(state: unknown): string | null {
  const s = state as GladiatoriState;
  const taken = new Map<string, string>();
  const owners = new Map<string, string>();
  for (const seat of s.seats) {
    const f = s.fighters[seat] as Fighter;
    let count = 0;
    for (const [zone, cards] of Object.entries(zones(f)))
      for (const c of cards) {
        count += 1;
        const where = `${f.name}'s ${zone}`;
        const other = owners.get(c.id);
        if (other) return `card ${c.id} is in ${other} and in ${where}`;
        owners.set(c.id, where);
        if (!c.id.startsWith(seat)) return `card ${c.id} of another seat is in ${where}`;
      }
    // Cards are numbered from 1 at setup: the numbers still held must be exactly 1..count, none lost, none made.
    for (let n = 1; n <= count; n++) if (!owners.has(`${seat}${n}`)) return `${f.name}'s card ${seat}${n} is nowhere`;
    const expectHp = f.cover ? [...f.deck, ...f.hand].reduce((sum, c) => sum + CARD_HP[c.kind], 0) + COVER_HP : 0;
    if (hitPoints(f) !== expectHp) return `${f.name} has ${hitPoints(f)} HP but his cards are worth ${expectHp}`;
    if (!f.cover && f.out !== 'dead' && !f.undying) return `${f.name} has lost his cover card but is not dead`;
    // Above its start only by the Overskill bonuses it still carries (10.4).
    for (const k of ['offense', 'guard', 'endurance'] as const)
      if (f.skills[k] < 0 || f.skills[k] > f.startSkills[k] + owedOn(f, k)) return `${f.name}'s ${k} is ${f.skills[k]}`;
    if (f.blood < 0 || f.blood > f.startBlood) return `${f.name} has ${f.blood} Blood`;
    if (f.speed < 0 || f.speed > f.startSpeed) return `${f.name} has ${f.speed} Speed`;
    if (f.items.length + f.lostItems.length > 2)
      return `${f.name} has had ${f.items.length + f.lostItems.length} items`;
    if (!fighting(f)) continue;
    if (!inArena(s, f.at)) return `${f.name} stands outside the arena at ${hexKey(f.at)}`;
    const other = taken.get(hexKey(f.at));
    if (other) return `${f.name} and ${other} share hex ${hexKey(f.at)}`;
    taken.set(hexKey(f.at), f.name);
  }
  for (const e of s.vp)
    if (!e.cause || !e.rule || e.points === 0) return `a VP entry without a cause: ${JSON.stringify(e)}`;
  const total = s.seats.reduce((sum, seat) => sum + score(s, seat), 0);
  const ledger = s.vp.reduce((sum, e) => sum + e.points, 0) + START_VP * s.seats.length;
  if (total !== ledger) return `scores sum to ${total}, the ledger to ${ledger}`;
  if (s.turn > s.options.turns) return `turn ${s.turn} is past the last (${s.options.turns})`;
  return animalInvariant(s);
}
