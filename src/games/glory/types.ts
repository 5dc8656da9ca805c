/** The shapes of a Glory in the Arena match: figures, their kit, the turn in progress. Plain JSON throughout. */
import type { Direction, Hex } from '../../core/hex.js';
import type { Outcome, SeatId } from '../../core/protocol.js';
import type { RngState } from '../../core/rng.js';

export type HelmetKind = 'none' | 'open' | 'closed';
export type WeaponKind = 'sword' | 'spear';

/** What a figure carries and wears (Figure creation, Equipment). A lost weapon leaves `weapon` null. */
export interface Kit {
  helmet: HelmetKind;
  body: boolean;
  arm: boolean;
  leg: boolean;
  shield: boolean;
  weapon: WeaponKind | null;
  net: boolean;
}

/** A figure sheet as chosen by a player; damage is still rolled. */
export interface Sheet {
  name?: string;
  strength: number;
  agility: number;
  kit: Kit;
}

export interface Figure {
  seat: SeatId;
  name: string;
  side: number;
  strength: number;
  agility: number;
  /** Damage boxes at the start; `hits` are crossed off. */
  boxes: number;
  hits: number;
  /** Movement rate before halving (Figure creation, Movement). */
  movement: number;
  /** Born with a net: a Retarius keeps his limits even after losing it. */
  retarius: boolean;
  kit: Kit;
  at: Hex;
  facing: Direction;
  /** On the ground (result row 9): spends his next move getting up. */
  down: boolean;
  /** Out of the fight, and why. */
  out: null | 'dead' | 'spared' | 'dying';
  /** Turns left to live after a mortal wound (row 10). */
  dyingIn: number;
  /** Has broken free of a net once; the next net holds him. */
  brokeFree: boolean;
}

export interface DroppedWeapon {
  at: Hex;
  kind: WeaponKind;
}

export type Step = 'F' | 'L' | 'R' | 'P';
export type NetAttack = 'whip' | 'ensnare';

/** The three announcements of the turn sequence. */
export type GloryCommand =
  | { type: 'stand' }
  | { type: 'advance'; steps: Step[] }
  | { type: 'attack'; target: SeatId; steps: Step[]; net?: NetAttack };

/** A player's choice of his man's kit before the first turn, when figures are equipped (1.5, equip.ts). */
export interface EquipCommand {
  type: 'equip';
  kit: Kit;
}

/** Every command of the game: the kit before the first turn, the announcements after. */
export type GloryMove = GloryCommand | EquipCommand;

/** The step before the first turn when each player equips his man: the kits chosen so far, secret until all are in. */
export interface Equipping {
  kits: Record<SeatId, Kit>;
}

export interface GloryOptions {
  gladiators: number;
  teams: number;
  figures: 'rolled' | 'chosen' | 'equipped';
  sheets: Sheet[];
  arenaRadius: number;
  turnLimit: number;
  atTurnLimit: 'mostStanding' | 'draw';
  meeting: 'bothStop' | 'higherAgility';
  backingUp: 'straightOrStay' | 'straightOrAside';
  follow: 'always' | 'never';
  crowd: 'dice' | 'merciless' | 'merciful';
}

export interface GloryState {
  options: GloryOptions;
  seats: SeatId[];
  figures: Record<SeatId, Figure>;
  dropped: DroppedWeapon[];
  turn: number;
  /** This turn's initiative groups, highest first; each group moves at the same time. */
  order: SeatId[][];
  /** Index into `order` of the group now moving. */
  group: number;
  /** Commands of the moving group, secret until the whole group is in. */
  submitted: Record<SeatId, GloryCommand>;
  /** Seats locked in melee this turn (a result of 1, 0 or -1): they move no more until next turn. */
  locked: SeatId[];
  /** Set once the match is decided. */
  outcome: Outcome | null;
  rng: RngState;
  /** Present only before the first turn while the players equip their men (figures 'equipped'). */
  equipping?: Equipping;
}
