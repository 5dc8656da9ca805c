/**
 * The shapes of a Gladiatori match. Every card a fighter owns sits in exactly one zone at a time: the hand, the
 * hit-point deck, the discard pile, a spot on the table (the row of Action cards), the combat cards lying on the
 * Action or Reaction now in play, the item cards in front of him, or out of the game. Plain JSON throughout.
 */
import type { Dice } from '../../core/dice.js';
import type { Direction, Hex } from '../../core/hex.js';
import type { GameEvent, Outcome, SeatId } from '../../core/protocol.js';
import type { RngState } from '../../core/rng.js';
import type { AnimalMode, AnimalsState } from './animals/types.js';
import type { CharacterSheet } from './character.js';
import type { AuctionState, DraftState, ItemCard } from './items.js';
import type { AttackPowers, RoundPower } from './powers.js';
import {
  type ActionType,
  type AnimalKind,
  CARD_HP,
  type PowerId,
  type REACTION_OF,
  SECTION,
  type SpecialMoveId,
} from './tables.js';

/** Section numbers as the rules help gives them (tables.ts); errors and events cite them. */
export const RULE = SECTION;

/** A card of the player deck (2.1-2.4). Items and the cover card are kept apart (see Fighter). */
export type Card =
  | { id: string; kind: 'action'; action: ActionType }
  | { id: string; kind: 'energy0' }
  | { id: string; kind: 'energy1' }
  | { id: string; kind: 'feint' }
  | { id: string; kind: 'specialMove'; move: SpecialMoveId };
export type CardKind = Card['kind'];

export const COVER_HP = CARD_HP.cover;
/** Strength energy of a combat card (2.2): only the 1-energy card gives any. */
export const energyOf = (c: Card): number => (c.kind === 'energy1' ? 1 : 0);
/** Red-backed cards: everything but the Action cards (3, "Combat cards"). */
export const isCombat = (c: Card): boolean => c.kind !== 'action';
export type ReactionType = (typeof REACTION_OF)[ActionType];

/** An item card in play (2.5, 9); `id` is this copy's own, the card's is in `card`. A damaged item counts half (10.6). */
export interface Item {
  id: string;
  card: ItemCard;
  damaged: boolean;
}

/** An Action card on the table (6.2): left to right in the order played; rotated once used for the turn's Action. */
export interface TableSpot {
  card: Card & { kind: 'action' };
  rotated: boolean;
  /** Face-down: played and not yet revealed, or laid for Standby (8.1). */
  faceDown: boolean;
  /** Laid for Standby: of no further use this turn (8.1). */
  standby: boolean;
}

export type Skill = 'offense' | 'guard' | 'endurance';

export interface Fighter {
  seat: SeatId;
  name: string;
  side: number;
  /** Current skill values and the values the match began with (a Rest never goes past those, 5.4). */
  skills: Record<Skill, number>;
  startSkills: Record<Skill, number>;
  blood: number;
  speed: number;
  startBlood: number;
  startSpeed: number;
  hand: Card[];
  /** The hit-point deck, without its cover card. */
  deck: Card[];
  /** The colour cover card still under the deck; losing it is death (7.6). */
  cover: boolean;
  discard: Card[];
  table: TableSpot[];
  /** Combat cards lying face-down on the Action or Reaction now in play (6.3, 6.7). */
  played: Card[];
  /** The played cards have been shown at the resolution (7): no longer a secret. */
  playedShown: boolean;
  items: Item[];
  /** Items paid as damage, broken or thrown: out of the game. */
  lostItems: Item[];
  /** Out of the game: paid as damage, thrown, sacrificed, or used as a Feint. */
  removed: Card[];
  moves: SpecialMoveId[];
  /** Powers still unused (11); each goes to `usedPowers` once used. */
  powers: PowerId[];
  usedPowers: PowerId[];
  /** 13, the learning path: the sheet's powers, waiting to join at the end of turn 2 (empty in other games). */
  laterPowers: PowerId[];
  /**
   * 10.4: every Overskill bonus still owed, oldest first: the skill raised and by how much, each kept until that
   * skill is used or the turn ends (a second Overskill in a turn adds a bonus, it does not replace the first).
   */
  overskills: OverskillBonus[];
  /** 6.5: an ally's help against this foe, until used or until the end of his next combat round. */
  helped: { against: SeatId; value: number } | null;
  /** Delay's defence bonus holds to the end of the round (11.8). */
  delayed: boolean;
  at: Hex;
  facing: Direction;
  /** Status markers (12.2, 12.3): grey Trapped cubes, white Unbalanced cubes, and whether he lies face-down. */
  trapped: number;
  unbalanced: number;
  faceDown: boolean;
  /** Unbalanced markers that take effect at the end of the current combat round of play (6.8). */
  newUnbalanced: number;
  /** Passive until the end of the current combat round (12.1). */
  passive: boolean;
  out: null | 'dead' | 'surrendered';
  /** 11.3 Unbeatable: dead but fighting on until the end of combat round `until` (turn * 2 + round); +4 unspent. */
  undying: { until: number; bonus: boolean } | null;
  /** 9.6: his net, used next to a foe, holds that foe while he stays beside him. */
  holding: { net: string; on: SeatId } | null;
}

/** A change of Victory Points and its cause: the score is 10 plus the sum of these (4.3, 14). */
export interface VpEntry {
  seat: SeatId;
  points: number;
  cause: VpCause;
  rule: string;
  turn: number;
}
export type VpCause =
  | 'frontal attack'
  | 'frontal damage'
  | 'first blood'
  | 'killing blow'
  | 'attack from behind'
  | 'damage from behind'
  | 'killing blow from behind'
  | 'fleeing'
  | 'cowardice'
  | 'survival'
  | 'surrender'
  | 'animal kill';
export const START_VP = 10;

/** A step of movement: into an adjacent hex (then a free turn of one hexside), or a turn on the spot (8.4). */
export type Step = { hex: Direction; turn: -1 | 0 | 1 } | { rotate: -2 | -1 | 1 | 2 };

/** Where a fight stands between the declaration and the end of its resolution (6.4-6.8, 7). */
export interface Fight {
  attacker: SeatId;
  defender: SeatId;
  /** The attacker stands behind the defender (3.1): a dishonourable attack (14.1) with -3 to the defence (7.2). */
  fromBehind: boolean;
  reaction: ReactionType | null;
  /** The defender's table spot used to react, when he reacted. */
  reactionSpot: number | null;
  /** The Reaction card came from the hand (a Feint sends it back there, 7.3). */
  reactionNew: boolean;
  /** Set as each side's value is announced. */
  attack: number | null;
  defence: number | null;
  /** The attack value as the defender faces it (halved by a Dodge, 8.4). */
  effectiveAttack: number | null;
  attackTerms: Term[];
  defenceTerms: Term[];
  /** Cards played and used by the attacker, the Action card included (7.4). */
  cardsUsed: number;
  /** The step awaited. */
  step: 'react' | 'attack' | 'balance' | 'defend' | 'attackerFeint' | 'defenderFeint' | 'pay' | 'after';
  /** 6.5: the ally this "attack" helps instead; the defender then neither reacts nor defends. */
  help: SeatId | null;
  /** 11.6: Wrestling was announced with the attack. */
  wrestling: boolean;
  /** What still follows the resolution, in order (10.8, 11.6). */
  after: ('wrestle' | 'reflexAttacker' | 'reflexDefender')[];
  /** 10.7: whose Unbalancing Strike the other side is answering in the 'balance' step. */
  balanceAgainst: 'attacker' | 'defender' | null;
  /** 10.6: the defender's item the attacker means to break, named at the declaration. */
  breakItem: string | null;
  /** 9.5, 9.6: the attacker's item thrown (or the net cast), and how many hexes it crosses. */
  thrown: string | null;
  net: boolean;
  hexes: number;
  /** 10.2: cards sacrificed in this fight, which a Feint gives back. */
  sacrificed: string[];
  /** 11: powers used in this fight on each side and the cards lunged away, which a Feint gives back. */
  attackerPowers: PowerId[];
  defenderPowers: PowerId[];
  lunged: string[];
  /** Damage points the attacker's powers add (11.4, 11.5). */
  extraDamage: number;
  /** Damage still to be paid by the defender. */
  damage: number;
  /** 10.1: a Sweep's targets in the order struck, the one now fought at `index`, and the attack VP already scored. */
  sweep: { targets: SeatId[]; index: number; front: boolean; behind: boolean } | null;
  /** Skill used on each side and what the use took, given back by a Feint (7.3). */
  offenseUsed: SkillUse | null;
  guardUsed: SkillUse | null;
  bloodSpent: number;
  speedSpent: number;
  /** 10.4: the Overskill bonus each side chose with its value and the skill's value before it, undone by a Feint. */
  attackerOverskill?: OverskillTaken;
  defenderOverskill?: OverskillTaken;
  /** 10.5: the exchange each side's Rage made, undone by a Feint (7.3). */
  attackerRage?: RageSwap;
  defenderRage?: RageSwap;
}

/** A Rage's exchange (10.5): the Rage card's id, the card it brought onto the spot and the pile that card left. */
export interface RageSwap {
  rage: string;
  fetched: string;
  from: 'discard' | 'deck';
}

/** An Overskill bonus (10.4): the skill raised and the points added to it. */
export interface OverskillBonus {
  skill: Skill;
  points: number;
}

/** An Overskill bonus chosen in a fight, with the skill's value before it (10.4). */
export interface OverskillTaken extends OverskillBonus {
  before: number;
}

/**
 * A skill used in a fight (2.6): its value before, and the Overskill bonuses the use spent (then the skill dropped to
 * 0, 10.4; with none, it dropped by 1). A Feint puts back exactly this (7.3).
 */
export interface SkillUse {
  skill: Skill;
  before: number;
  spent: OverskillBonus[];
}

/** One term of a Final Attack or Final Defence Value, as the log explains it (7.1, 7.2). */
export interface Term {
  label: string;
  value: number;
  rule: string;
}

export type Phase =
  | { kind: 'choose' }
  | {
      kind: 'round';
      round: 1 | 2;
      order: SeatId[];
      index: number;
      /** Within the current player's combat round. */
      step: 'start' | 'move' | 'fight' | 'order';
      /** 11.8: holders of Delay still to say whether they change their place in this round's order. */
      delaying?: SeatId[];
      /** Extra movement already made this combat round (6.1). */
      extraDone: boolean;
      /** Hexes entered by that extra movement, for Leap (11.4). */
      entered: number;
      /** The table spot of the current player's Action, once taken. */
      actionSpot: number | null;
      /** The Action card came from the hand this round (a Feint sends it back there, 7.3). */
      actionNew: boolean;
      fight: Fight | null;
    }
  | { kind: 'rest' }
  | { kind: 'over' }
  /** 9.2-9.4: the items dealt before the first turn. */
  | { kind: 'deal'; deal: DealPhase }
  /** 4.2: the players place their miniatures in turn order. */
  | { kind: 'place'; order: SeatId[]; index: number };

/** Where a deal of the items stands (9.2-9.4); `keep` lists the seats left with more or clashing items (9.1). */
export type DealPhase =
  | { method: 'auction'; auction: AuctionState; keep: SeatId[] }
  | { method: 'draft'; draft: DraftState }
  | { method: 'selection'; available: ItemCard[]; held: Record<SeatId, ItemCard[]>; content: SeatId[] };

export interface GladiatoriOptions {
  /** A pre-made character's id, `random`, or a sheet, one a seat. */
  characters: (string | CharacterSheet)[];
  /** 16.1: the coins a random character is bought with. */
  coins: number;
  /** 16.6: whether a created sheet may buy cards past the limits. */
  overlimit: boolean;
  /** 16.6: the extra cards come out of the box's stock (32, 32, 4), shared in player order when it runs short. */
  boxStock: boolean;
  /** Item card ids of the item list, one list a seat; null (or none given) takes a pre-made's default pair. */
  items: (string[] | null)[];
  teams: number;
  turns: number;
  damageBonus: boolean;
  passiveLasts: 'round' | 'ownTurn';
  standbyRecovery: 'hand' | 'deck';
  arenaRadius: number;
  /** 13: the Simplified game leaves special moves and powers out, the Light game powers; the learning path plays
   * turn 1 Simplified, turn 2 Light and the rest Normal. */
  game: 'simplified' | 'light' | 'normal' | 'learning';
  /** 4.2: the optional free placement instead of the start hexes. */
  freePlacement: boolean;
  /** 4.1: the players choose their start hexes in player order; off, each seat is given one (Ludus's quick start). */
  startChoice: boolean;
  /** 9: how the items are dealt before the first turn; `preset` takes `items` or a pre-made's default pair. */
  itemMethod: 'preset' | 'auction' | 'draft' | 'selection';
  /** 17.1: no animals, or the Solo, Cooperative or Coliseum game; the pack's kind and size for each player (17.2). */
  animals: 'none' | AnimalMode;
  animalKind: AnimalKind;
  animalCount: number;
  /** 17.7: whether the -3 for being attacked from behind counts against an animal's attack (Ludus's default). */
  animalBehindPenalty: boolean;
  /** 18.1, 18.2: whether a dog's or wolf's doubles call another of its kind on a defence roll too (Ludus's default). */
  packCallsOnDefence: boolean;
  /**
   * 10.4: what the three-times limit of an Overskill on a skill still raised by an earlier one counts: the skill
   * without the bonuses it carries (Ludus's default) or the skill as raised.
   */
  overskillCap: 'unraised' | 'raised';
  /**
   * 9.5: a throw needs the whole target hex in view, no standing fighter's hex across any line from the thrower's
   * centre to the target hex's sides (Ludus's default), or only the line from centre to centre clear.
   */
  lineOfFire: 'wholeHex' | 'centre';
  /**
   * 3.3, 10.4: points of a skill an Overskill bonus still raises, spent as Character Elements: they lower the raised
   * value and the whole bonus still comes off at the end of the turn, never below 0 (Ludus's default); or the payment
   * counts as a use of the skill, which drops to 0 with its bonuses spent.
   */
  overskillSpend: 'lowers' | 'uses';
}

export interface GladiatoriState {
  options: GladiatoriOptions;
  seats: SeatId[];
  fighters: Record<SeatId, Fighter>;
  turn: number;
  phase: Phase;
  /** The VP stack, top first: among equal scores the upper marker plays first (5.2). */
  stack: SeatId[];
  vp: VpEntry[];
  firstBlood: boolean;
  /** Sealed choices of the simultaneous phases (Choose Cards, Rest), secret until every seat is in. */
  sealed: Record<SeatId, GladiatoriCommand>;
  outcome: Outcome | null;
  rng: RngState;
  /** The animal variant's pack (17), in matches that have one. */
  animals?: AnimalsState;
}

/** Character Elements spent (3.3): cards from the hand to the discard pile, Blood, Speed and skill points. */
export type Elements = {
  cards: string[];
  blood: number;
  speed: number;
  offense: number;
  guard: number;
  endurance: number;
};

export type Recovery = { cards: string[]; blood: number; speed: number; offense: number; guard: number };

export type GladiatoriCommand =
  /** 5.1: the cards kept in hand; the rest of the deck becomes the hit-point deck. */
  | { type: 'choose'; hand: string[] }
  /** 6.1: extra movement paid with Speed points. */
  | { type: 'extra'; to: Hex; facing: Direction }
  | { type: 'pass' }
  | { type: 'surrender' }
  /** 8.1: a new card from the hand, or a straight face-up one on the table, laid for Standby. */
  | { type: 'standby'; card: string; recover: Recovery }
  /** 6.2-6.4: the Action card (new from the hand or re-used from the table), combat cards on it, and a target. */
  | {
      type: 'action';
      card: string;
      add: string[];
      target: SeatId | null;
      item?: string;
      throw?: string;
      help?: SeatId;
      /** 10.1: with a Sweep card, every target in the order struck (the first is `target`). */
      sweep?: SeatId[];
    }
  /** 11.8: at the start of a round, the place in the order a Delay holder takes (0 first), or null to keep his. */
  | { type: 'order'; place: number | null }
  /** 4.2: where the player puts his miniature, and its facing. */
  | { type: 'place'; at: Hex; facing: Direction }
  /** 9.2: a sealed bid of energy cards on the lot on the table. */
  | { type: 'bid'; energy0: number; energy1: number }
  /** 9.3: the face-up item taken; `drop` names the one that leaves when every card left clashes. */
  | { type: 'pick'; item: string; drop?: string }
  /** 9.4: the items asked for in this round of selection. */
  | { type: 'select'; items: string[] }
  /** 9.1: the items kept out of more than two or a clashing pair. */
  | { type: 'keep'; items: string[] }
  /** 12.2, 12.3: two elements spent to take off one Trapped or Unbalanced marker, in his own combat round. */
  | { type: 'steady'; marker: 'trapped' | 'unbalanced'; spend: Elements }
  /** 10.7: two elements spent against an Unbalancing Strike, or null to take the marker. */
  | { type: 'balance'; spend: Elements | null }
  /** 8.4: where the Movement action takes the fighter. */
  | { type: 'move'; to: Hex; facing: Direction }
  /** 6.5-6.7: a Reaction card (new or re-used) with combat cards, or none (passive). */
  | { type: 'react'; card: string | null; add: string[] }
  /** 7.1: the attacker's choices while working out his value. */
  | {
      type: 'attack';
      offense: boolean;
      blood: number;
      sacrifice?: string;
      powers?: AttackPowers;
      rage?: string;
      overskill?: { skill: Skill; points: number };
      /** 17.9: against an animal, a power given up for +2. */
      spend?: PowerId;
    }
  /** 7.2: the defender's choices; Speed only with a Dodge. */
  | {
      type: 'defend';
      guard: boolean;
      speed: number;
      sacrifice?: string;
      delay?: boolean;
      rage?: string;
      overskill?: { skill: Skill; points: number };
      /** 17.9: against an animal, a power given up for +2. */
      spend?: PowerId;
    }
  /** 11.2, 11.7, 11.9: a power used in his own combat round. */
  | ({ type: 'power' } & RoundPower)
  /** 7.3: play a Feint card or not. */
  | { type: 'feint'; card: string | null }
  /** 11.6: where Wrestling puts the target. */
  | { type: 'wrestle'; to: Hex }
  /** 10.8: the Reflex move after the resolution, or null to stay. */
  | { type: 'reflex'; to: Hex | null; facing: Direction }
  /** 7.6: the cards and items removed to pay the damage. */
  | { type: 'pay'; cards: string[] }
  /** 5.4: whether to use Endurance, and what it brings back. */
  | { type: 'rest'; endurance: boolean; recover: Recovery; resistance?: Recovery };

/** What a rule function works on: the state being built (a private copy), the dice and the events so far. */
export interface Ctx {
  s: GladiatoriState;
  dice: Dice;
  events: GameEvent[];
}
