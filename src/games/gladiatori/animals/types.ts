/**
 * The shapes of the animal variant (17, 18): the pack, each beast's place, and the fight an animal is in with a
 * gladiator. Plain JSON, kept in the match state beside the fighters; an ordinary match has none of it.
 */
import type { Hex } from '../../../core/hex.js';
import type { SeatId } from '../../../core/protocol.js';
import type { AnimalEffect, AnimalKind } from '../tables.js';
import type { ReactionType, Term } from '../types.js';

/** 17.1: one gladiator against the pack, several together against it, or beasts loose in an ordinary match. */
export type AnimalMode = 'solo' | 'cooperative' | 'coliseum';
export const ANIMAL_MODES: readonly AnimalMode[] = ['solo', 'cooperative', 'coliseum'];

export interface Animal {
  /** "x1", "x2", ...: never a seat's name. */
  id: string;
  kind: AnimalKind;
  /**
   * Outside the arena waiting for the handler (Coliseum, 17.3); called in by a power, to enter at the next round
   * (18.1, 18.2); in the arena; or killed (17.7).
   */
  state: 'waiting' | 'called' | 'arena' | 'dead';
  at: Hex | null;
  /** Grey cubes of a net (9.6, 17.9); none when absent. */
  trapped?: number;
}

/** A fight between an animal and a gladiator, from the roll of the attack to its last consequence. */
export interface AnimalFight {
  animal: string;
  seat: SeatId;
  /** Who attacks: the animal on its place in the order (17.5), or the gladiator on his Action (17.7). */
  by: 'animal' | 'player';
  /**
   * The step awaited from the gladiator: his reaction and defence against an animal's attack, the damage to pay;
   * his attack's choices against an animal; the item or card a bear's seven takes (18.4).
   */
  step: 'react' | 'defend' | 'pay' | 'attack' | 'toll';
  /** The animal's roll: the dice read for powers, and its value (attack or defence). */
  dice: number[];
  value: number;
  /** The powers the roll woke (18). */
  powers: AnimalEffect[];
  /** The gladiator's side: his reaction and its table spot, his value and its terms (the terms are his secret). */
  reaction: ReactionType | null;
  reactionSpot: number | null;
  playerValue: number | null;
  terms: Term[];
  /** Damage still to pay (17.5). */
  damage: number;
  /** A bear's seven still to be paid once the fight is over (18.4). */
  toll: boolean;
  /** The gladiator's item thrown (or net cast) at the animal, and how many hexes it crosses (9.5, 9.6). */
  thrown: string | null;
  hexes: number;
  /** 6.5: the ally this attack helps instead of striking the animal. */
  help: string | null;
}

export interface AnimalsState {
  mode: AnimalMode;
  kind: AnimalKind;
  pack: Animal[];
  /** The number the next animal's id takes. */
  next: number;
  /** Animals still to act in this combat round, in their order (17.6); the first is acting. */
  queue: string[];
  fight: AnimalFight | null;
  /** Animals killed, by whom and when: Coliseum VP (17.8) and the campaign's award. */
  kills: { seat: SeatId; animal: string; kind: AnimalKind; turn: number }[];
}
