/**
 * GLADIATOR vocabulary: the log sheet, the arena, orders and the match state.
 * Every type here is plain JSON so a match stores, replays and crosses worker threads as is.
 */
import type { Roll } from '../../core/dice.js';
import type { Direction, Hex } from '../../core/hex.js';
import type { SeatId } from '../../core/protocol.js';
import type { RngState } from '../../core/rng.js';

/** Body areas (Display 5): 1 head, 2 chest, 3 groin, 4 arms, 5 legs. */
export type Area = 1 | 2 | 3 | 4 | 5;
export const AREAS: readonly Area[] = [1, 2, 3, 4, 5];
export const AREA_NAMES: Record<Area, string> = { 1: 'head', 2: 'chest', 3: 'groin', 4: 'arms', 5: 'legs' };

export type GladiatorType = 'light' | 'medium' | 'heavy';
/** What a seat may be given: a basic type, or a Retarius of the Advanced Game (17.1). */
export type GladiatorChoice = GladiatorType | 'retarius';
export type ArmourQuality = 'A' | 'B' | 'C';
/** Armour of one body area (3.6): quality, and coverage 5-9 when partial (9.22); null coverage = complete. */
export interface Armour {
  quality: ArmourQuality;
  coverage: number | null;
}
export type ShieldSize = 'large' | 'small';
export type Handedness = 'right' | 'left';
export type Posture = 'standing' | 'kneeling' | 'prone';

/** A permanent change to the CF on Display 9, with its cause (so the sheet can be audited); turn 0 = before a scenario. */
export interface CfChange {
  amount: number;
  cause: string;
  rule: string;
  turn: number;
  phase: number;
}

/** The Gladiator Log Sheet (rule 3) plus where the figure stands. */
export interface Gladiator {
  seat: SeatId;
  name: string;
  type: GladiatorType;
  /** Counter number (3.3). */
  id: number;
  /** Phases per turn (3.4). */
  move: number;
  /** Armour per area, index 0 = area 1 (3.6). */
  armour: (Armour | null)[];
  helmetLost: boolean;
  /** Characteristics (3.7); ST and AG may fall through critical hits. */
  TR: number;
  ST: number;
  AG: number;
  CON: number;
  W: number;
  /** The die pair that produced the characteristics (first, second). */
  characteristicsRoll: [number, number];
  armourRoll: number;
  /** CF at the start of the match (3.9). */
  startCF: number;
  /** Current CF, Display 9: startCF plus every entry of cfChanges. */
  cf: number;
  cfChanges: CfChange[];
  /** CF lost through wounds per area, index 0 = area 1 (needed by 12.2 and 17.34). */
  cfLostByArea: number[];
  /** Stun factors in effect, Display 10 (11.2). */
  stun: number;
  /** Wound boxes checked per area, index 0 = area 1 (Display 8). */
  wounds: number[];
  shield: ShieldSize | null;
  /** Shield boxes checked (Display 13, 10.2). */
  shieldDamage: number;
  hasWeapon: boolean;
  /** Phase key ("turn.phase") in which the weapon was recovered: attacks that phase are halved (12.63). */
  weaponRecoveredAt: string | null;
  handedness: Handedness;
  position: Hex;
  facing: Direction;
  posture: Posture;
  unconscious: boolean;
  /** In a Stumble standard move this phase (14.3-14.5). */
  stumbling: boolean;
  /** Must write S as the next phase's standard move (14.1, 14.2). */
  mustStumble: boolean;
  /** Must write KN or RO as the next standard move (13.1, 15.7). */
  mustRise: boolean;
  /** Critical results in effect (9.5). */
  lmp: number;
  stu: number;
  /** Severed arteries (9.5 SA) and the phase ("turn.phase") each was cut in; "0.0" before a scenario opened. */
  severedArteries: { area: Area; since: string }[];
  mortalWound: boolean;
  dead: boolean;
  /** Moving phases allowed this turn (3.4 less LMP and 16.4 penalties). */
  allowance: number;
  /** This turn's plot went one phase over the allowance (16.4). */
  exceeded: boolean;
  /** Last turn's plot exceeded: +1 to the endurance turn number and -2 allowance this turn (16.4). */
  exceededLastTurn: boolean;
  /** Direction of the last step moved, for the prone facing of 15.1. */
  lastStep: 'forward' | 'backward' | null;
  /** Every CF allocated to attack and to defence this match, as written (19.2, RULINGS): the crowd's figures. */
  attackCfTotal: number;
  defenceCfTotal: number;
  // ---- Advanced Game (17-18); absent in the Basic Game, so basic matches keep their shape ----
  /** 17.1: a Retarius, counted as medium (Display 2), who came with net and trident and no shield. */
  retarius?: boolean;
  /** 18: the weapon he holds (or last held) is a trident, not a sword. */
  trident?: boolean;
  /** 18.6: his trident broke, and the piece he has serves at one hex only. */
  tridentBroken?: boolean;
  /** Billings: a Retarius who lost his trident has drawn his knife (used while he holds no other weapon). */
  knife?: boolean;
  /**
   * Billings 3.4-3.7: the rolls that made him (characteristics, armour, shield size), kept on his sheet so the log
   * can show them beside the match's own rolls; on every man made the Billings way, in a match or from the terminal.
   */
  creation?: Roll[];
  /** Billings 19.2: his record before this match (victories, times the crowd spared him), when a campaign gave it. */
  record?: { wins: number; spared: number };
  /** 17.1, 17.9: he holds a net. */
  net?: boolean;
  /** 17.31, 17.41: the net rests until this phase (numbered across turns, see netPhaseIndex), and why. */
  netRest?: { until: number; rule: string };
  /** 17.31, 17.41: his last two net attacks (phase numbered across turns, and kind), for the invariant's check. */
  netRecent?: { at: number; kind: 'toss' | 'swing' | 'lay' }[];
  /** 17.2: CF spent on this phase's net attack ("turn.phase"), gone from his combat allocation. */
  netSpent?: { at: string; cf: number };
  /** 17.35: caught in a net. */
  ensnared?: boolean;
  /** 17.352, 17.36: the Retarius whose net holds him; null once he has let go of it. */
  ensnaredBy?: SeatId | null;
  /** 17.351: Net Loss this phase ("turn.phase"), added to every attack on him. */
  netLoss?: { at: string; value: number };
  /**
   * Out of the fight but alive: spared by the crowd ('Up', 19.23) or surrendered (7.4, 15.6 in the Basic Game).
   * He has left the arena: no one moves into, blocks on or attacks him. A duel ends at that moment.
   */
  left?: { how: 'Up' | 'surrender' | 'resigned'; rule: string };
  /**
   * 19.24, team matches: the phase ("turn.phase") he spends while the crowd judges the man he beat. He neither
   * moves, attacks nor is attacked in it.
   */
  attendingAppeal?: string;
  /** Billings 14.3, 15.7 (`billings.fallFirst`): down after a fall or a roll, he must lie still a phase before KN. */
  lieStill?: boolean;
  /**
   * Billings 14.3 (`billings.fallFirst`): the phase ("turn.phase") whose owed stumble laid him down before orders. That
   * phase keeps the move the stumble gave it (14.1 is owed even outside his turn plot): he may roll (RO) in it.
   */
  fellBeforeOrders?: string;
}

export type ItemKind = 'weapon' | 'shield';
/** A dropped, thrown or discarded item on the arena floor (12.4-12.7), or a net cast aside (17.6). */
export interface Item {
  id: number;
  kind: ItemKind | 'net';
  /** Seat that last held it. */
  owner: SeatId;
  at: Hex;
  size?: ShieldSize;
  shieldDamage?: number;
  /** A shield battered past its last box (10.3) is useless. */
  ruined?: boolean;
}

// ---- Orders (6.2-6.4) ------------------------------------------------------------------------

export type MoveStandard = 'F' | 'B' | 'SFL' | 'SFR' | 'SBL' | 'SBR' | 'C' | 'X' | 'S' | 'R' | 'KN' | 'RO';
export type RollDirection = 'FL' | 'FR' | 'BL' | 'BR';
/** Kick hexside 1-6, numbered as drop directions (12.41): 1 centre front, then clockwise. */
export type Side = 1 | 2 | 3 | 4 | 5 | 6;

export type Special =
  | { kind: 'Q' }
  | { kind: 'L' }
  | { kind: 'R' }
  | { kind: 'K'; side: Side }
  | { kind: 'G' } // house notation: an incidental recovery attempt at this moment (12.61)
  | { kind: 'TN' }
  | { kind: 'LN'; hex: 1 | 2 | 3 }
  | { kind: 'SN' }
  | { kind: 'RN' }
  // Billings 6.4 (the `billings.moves` section): a quick step off the line of the standard move, and the about-faces.
  | { kind: 'QF' }
  | { kind: 'QB' }
  | { kind: 'QR' }
  | { kind: 'QL' }
  | { kind: 'AR' }
  | { kind: 'AL' };

/**
 * One phase's written order. Specials are kept where they were written, because a turn
 * or kick before the standard action happens before the move, and one after happens after it (6.4, 12.7).
 */
export interface Order {
  before: Special[];
  standard: MoveStandard;
  /** Only for RO. */
  roll?: RollDirection;
  after: Special[];
}

// ---- Commands ---------------------------------------------------------------------------------

export interface AttackAllocation {
  area: Area;
  cf: number;
  /** Seat attacked; defaults to the only opponent in front. */
  target?: SeatId;
}
/** Display 14: attacks in the order they will be made (8.31), defence per area 1-5 (8.32). */
export interface Allocation {
  attacks: AttackAllocation[];
  defence: [number, number, number, number, number];
  /** Optional voluntary throw of weapon or shield after the given sub-phase, 0-5 (12.5). */
  discard?: { item: ItemKind; side: Side; area: Area; afterSubPhase: number };
  /** 17.351: CF in the Net Free box, for getting out of a net. */
  netFree?: number;
  /** 17.352: CF a Retarius pledges to dragging down the man in his net, should he fail to get out. */
  drag?: number;
  /** 17.36: let go of the net at the end of this combat phase. */
  abandonNet?: boolean;
  /** Billings 8.32: the defensive card played this combat phase (one at most). */
  cards?: ('duck' | 'block' | 'backStep' | 'parry' | 'leap')[];
}

export type GladiatorCommand =
  | { type: 'plot'; moving: number[] }
  | { type: 'order'; order: string }
  | { type: 'hold' }
  | ({ type: 'allocate' } & Allocation);

// ---- Match state ------------------------------------------------------------------------------

export type Step = 'turnPlot' | 'phasePlot' | 'allocate' | 'over';

export interface GladiatorOptions {
  /** Advanced Game (17-20): net and trident (17-18), the Moment of Truth (19), team combat (20). */
  advanced: boolean;
  /** HOUSE (8.2): 'flanks' gives +1/+2 to the adjacent front flanks; 'rangedOnly' gives them 0. */
  frontFlanks: 'flanks' | 'rangedOnly';
  /** HOUSE (Display 8): 'grouped' CF categories of RULINGS, or 'everyBox' (every box its own -1). */
  woundCategories: 'grouped' | 'everyBox';
  /** HOUSE (10.3): damage past the last shield box gives P (1 box) or H (2+); off = no extra result. */
  shieldOverflowHits: boolean;
  /** 8.12 turns every attacked man to face his attacker; false keeps prone and unconscious men as they fell. */
  proneTurnsToFace: boolean;
  /** 9.36 says CF 0 or less by stun knocks a man out; 11.4 says below 0. */
  unconsciousAt: 'zeroOrLess' | 'belowZero';
  /** HOUSE: a match still undecided after this many turns is a draw (the editor ends it). */
  turnLimit: number;
  /** HOUSE: handedness of each seat's gladiator when not given by the scenario. */
  leftHanded: SeatId[];
  /** Gladiator types for seats a and b when the scenario does not give gladiators; a Retarius needs `advanced`. */
  types: GladiatorChoice[];
  /** Team combat (20, Advanced Game): each side's men by type; empty = a duel of `types`. */
  sides: GladiatorChoice[][];
  /** 20.7: 'melee', everyone against every foe; 'pairs', two equal sides paired off one against one. */
  teamFormat: 'melee' | 'pairs';
  /** 20.7: with 'pairs', a man whose paired foe is out of the fight may (true) or may not (false) help his side. */
  winnersHelp: boolean;
  /**
   * 19.24 in a melee: which other foe keeps the victor from allowing an appeal (he dispatches the fallen man in
   * combat instead): 'anyFoe', any foe still fighting and conscious; 'nearFoe', only one within two hexes of him.
   */
  appealException: 'anyFoe' | 'nearFoe';
  /** HOUSE (17.5): the (LN#) hex is counted where it is written in the order, or where the move ends. */
  netLayHex: 'whereWritten' | 'whereMoveEnds';
  /** HOUSE (17.6, 17.9): the winner of a grabbed net drops it, or keeps it when he has a hand free. */
  grabbedNet: 'dropped' | 'keptIfHandFree';
  /** HOUSE (17.354, 19.1): "armed opponent" is one able to strike, or any conscious man with a weapon in hand. */
  armedOpponent: 'ableToStrike' | 'weaponInHand';
  /** HOUSE (17.3): the toss takes the nearest man in reach, friend or foe, or the nearest foe. */
  netTossTarget: 'nearestMan' | 'nearestFoe';
  /** The Billings Rules, section by section (billings/options.ts); absent = the original game throughout. */
  billings?: BillingsOptions;
}

/** Switches of the Billings Rules; `preset` turns every section on (billings/options.ts reads them). */
export interface BillingsOptions {
  preset: boolean;
  /** 3.7: three dice per characteristic instead of the two-dice chart. */
  characteristics: boolean;
  /** 3.6: the revised armour tables, with the shield rolled apart for light and medium men. */
  armour: boolean;
  /** 3.4, 3.6: the Retarius moves six phases and arms as a light man. */
  retariusLight: boolean;
  /** 6.7, 7.52: the arena's edges are walls. */
  walls: boolean;
  /** 12.1, 12.2: the defender's strength is added to his shield and weapon drop rolls. */
  dropStrength: boolean;
  /** 8.5: the CRT widened to column 8, at most 8 CF an attack, one lone attack allowed at 6 CF or fewer. */
  crt: boolean;
  /** 8.32: the five defensive cards, one a combat phase for 2 CF. */
  defensiveCards: boolean;
  /** 6.3, 6.4: the new special actions (QF), (QB), (QR), (QL), (AR), (AL) and the revised table of combinations. */
  moves: boolean;
  /** 13.0: a man kneeling up from prone rolls a die for the hex: his torso's (1-4) or his legs' (5-6). */
  kneelHex: boolean;
  /** 14.3, 15.7: the fall prone roll comes before orders; a fallen man may roll at once but kneels only after lying still. */
  fallFirst: boolean;
  /** 15.7: which prone men must lie still a phase before KN: after the fall and every roll, or after the fall only. */
  stillBeforeKneel: 'everyRoll' | 'fallOnly';
  /** 12.7: a kick and a recovery aimed at the same item: a die each decides whose action comes first. */
  kickContest: boolean;
  /** 6.7: stun for each forward sidestep into a wall: 2 as the text says, or 1 as the summary chart says. */
  wallStunSidestep: 'text' | 'chart';
  /** 17.44, 17.54: an H of a swing or lay trips (the article's text and the original) or ensnares (its tables). */
  netHit: 'stumble' | 'ensnare';
  /** The knife of a Retarius who lost his trident: half-value blows, parries, never thrown. */
  knife: boolean;
  /** 12.5: thrown objects hit by range and training, fly six hexes at most, and strike on their own CRT column. */
  throwing: boolean;
  /** 19.2: a man's past victories and past mercies move his Missus chart column. */
  missusRecord: boolean;
  /** 19.2: victories applied first (any beyond the last column lost), then mercies; or both netted, then held on the chart. */
  missusShifts: 'inTurn' | 'net';
  /** 7.5: equal impact factors stun both men, who then stand adjacent, facing each other. */
  collisionTie: boolean;
  /** 7.2: men whose paths cross mid-move collide only if their two dice show doubles. */
  crossedPaths: boolean;
  /** 7.5: when both moved, each takes his least exposed written facing, and a man showing his back earns no advantage. */
  collisionFacing: boolean;
  /** 7.2: whether a hex one man ends his move in and the other only passes through counts as crossing. */
  crossedPathsEndHex: 'crossing' | 'not';
  /** 14.1: a man already stumbling who loses a collision and fails the stumble check falls prone. */
  collisionStumble: boolean;
  /** 14.1: a net brush is checked on two dice plus agility less stun, not one die less stun. */
  netStumble: boolean;
  /** 17.34, 17.45: a collision no longer stops a toss or swing; it costs the Retarius 4 on the roll. */
  netCollision: boolean;
  /** 12.6: a collision no longer cancels an R; it adds 4 whenever in the phase it came, with its stun only sometimes. */
  recoveryCollision: boolean;
  /** 12.6: stun of a collision both men moved into weighs on a pick-up made there after moving in, or not. */
  recoveryStun: 'counted' | 'notCounted';
  /** 17.55: the lay strikes on entry, before pick-ups and collisions; a collision no longer stops it. */
  netLay: boolean;
}

export interface Submission {
  plot?: number[];
  order?: Order | null;
  allocation?: Allocation;
}

export interface GladiatorState {
  game: 'gladiator';
  options: GladiatorOptions;
  rng: RngState;
  seats: SeatId[];
  /** Team combat (20): the seats of each side, in side order; absent in a duel (teams.ts answers for both). */
  sides?: SeatId[][];
  gladiators: Record<SeatId, Gladiator>;
  items: Item[];
  nextItemId: number;
  turn: number;
  phase: number;
  step: Step;
  /** Seats still to submit in this step. */
  waiting: SeatId[];
  /** Secret submissions of this step, revealed when all are in. */
  submitted: Record<SeatId, Submission>;
  /** Each seat's turn plot (6.1): the phases it moves in this turn. Secret to the other seats, all turn long. */
  turnPlots: Record<SeatId, number[]>;
  /** Pairs in combat this phase and the positional bonus each attacker holds (8.2). */
  combat: CombatSetup | null;
  outcome: import('../../core/protocol.js').Outcome | null;
  /** Events so far (the match log). */
  eventCount: number;
}

/** One man a seat may attack this phase, with what his position earns against him. */
export interface CombatTarget {
  target: SeatId;
  /** Positional bonus against this man (8.2), judged for this attacker and this target. */
  bonus: number;
  /** 20.3: he strikes from the target's three rear hexsides, where the target's defence is not used twice. */
  rear?: boolean;
  /**
   * 8.2 judged per attacker and target, with two or more men in his front: the CF he has when he attacks this man,
   * his own and this man's bonus (`available` is his own and the best bonus). Absent with one man in front.
   */
  available?: number;
  /**
   * 20.5: he stands outside the front of a man attacked by two or more: one of his attacks on him may carry up to
   * this many CF (half his own CF with the whole bonus on top), past the usual half limit.
   */
  oneAttackMax?: number;
}

export interface CombatSetup {
  /** For each seat, the opponents it may attack (only those in its adjusted front, 20.4) and its bonus on each. */
  fronts: Record<SeatId, CombatTarget[]>;
  /** CF available for allocation this phase (8.3). */
  available: Record<SeatId, number>;
  /** Part of `available` that came from positional advantage (9.33). */
  bonus: Record<SeatId, number>;
  /** With no CF of his own left, positional CFs may only attack (9.33). */
  attackOnly: Record<SeatId, boolean>;
  /** Seats that allocate this phase. */
  participants: SeatId[];
  /** 20: the men attacked by two or more foes at once this phase (rule 20's single gladiators); team matches only. */
  single?: SeatId[];
}
