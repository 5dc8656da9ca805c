/**
 * The pack as data and as it is made (17.2): the printed figures of each kind live in tables.ts (ANIMALS, with
 * their sections); here is how many a match gets, the ceiling the box's markers put on it, and the names the log
 * gives the beasts.
 */
import { nextInt, type RngState } from '../../../core/rng.js';
import { ANIMALS, type AnimalKind } from '../tables.js';
import type { Ctx } from '../types.js';
import type { Animal, AnimalMode, AnimalsState } from './types.js';

/** HOUSE: never more animals than the box's 18 cubes can show (Box Contents); powers add none past it. */
export const PACK_LIMIT = 18;

/** The animals of a match: `perPlayer` for each gladiator, or with 0 a number drawn in the suggested range (17.2). */
export function packSize(kind: AnimalKind, perPlayer: number, players: number, rng: RngState): number {
  const [least, most] = ANIMALS[kind].perPlayer;
  let total = 0;
  for (let i = 0; i < players; i++) total += perPlayer > 0 ? perPlayer : least + nextInt(rng, most - least + 1);
  return Math.min(PACK_LIMIT, total);
}

export function makePack(mode: AnimalMode, kind: AnimalKind, size: number): AnimalsState {
  const pack: Animal[] = [];
  for (let n = 1; n <= size; n++) pack.push({ id: `x${n}`, kind, state: 'waiting', at: null });
  return { mode, kind, pack, next: size + 1, queue: [], fight: null, kills: [] };
}

/** How the log names an animal: its kind and number, "bear 2". */
export const animalName = (a: Animal): string => `${ANIMALS[a.kind].name} ${a.id.slice(1)}`;

export const animalById = (z: AnimalsState, id: string): Animal | undefined => z.pack.find((a) => a.id === id);

/** Animals standing on the sand. */
export const onSand = (z: AnimalsState): (Animal & { at: NonNullable<Animal['at']> })[] =>
  z.pack.filter((a): a is Animal & { at: NonNullable<Animal['at']> } => a.state === 'arena' && a.at !== null);

/** 18.1, 18.2: a power calls one more animal of the kind; it enters at the start of the next combat round. */
export function callAnimal(ctx: Ctx, z: AnimalsState, kind: AnimalKind, section: string): void {
  const alive = z.pack.filter((a) => a.state !== 'dead').length;
  if (alive >= PACK_LIMIT) {
    ctx.events.push({
      type: 'animal-call',
      visibleTo: 'all',
      rule: section,
      text: `Another ${ANIMALS[kind].name} would join, but the pack is at its limit of ${PACK_LIMIT}.`,
    });
    return;
  }
  const a: Animal = { id: `x${z.next}`, kind, state: 'called', at: null };
  z.next += 1;
  z.pack.push(a);
  ctx.events.push({
    type: 'animal-call',
    visibleTo: 'all',
    rule: section,
    text: `Doubles: ${animalName(a)} joins the pack and comes in at the next combat round.`,
    data: { animal: a.id, kind },
  });
}
