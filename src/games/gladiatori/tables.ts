/**
 * Gladiatori's tables as typed data. The rulebook has titled sections but no numbers, so Ludus numbers them (SECTION
 * below; help.ts gives each its title and a summary in our words) and every row names the section it comes from.
 * Rows marked HOUSE are rulings (docs/rulings.md, "Gladiatori (characters)"), not the text.
 */

/**
 * Our numbering of the rulebook's sections, in the book's order. Errors and events cite these numbers; the rules
 * help (help.ts) is keyed by them. Sub-sections follow the book's headings and paragraphs.
 */
export const SECTION = {
  aim: '1',
  duration: '1.1',
  winner: '1.2',
  traits: '2',
  actionCards: '2.1',
  energyCards: '2.2',
  feintCards: '2.3',
  specialMoveCards: '2.4',
  itemCards: '2.5',
  skills: '2.6',
  abilities: '2.7',
  powers: '2.8',
  definitions: '3',
  front: '3.1',
  melee: '3.2',
  elements: '3.3',
  setUp: '4',
  startHexes: '4.1',
  freePlacement: '4.2',
  vpTrack: '4.3',
  arena: '4.4',
  turn: '5',
  chooseCards: '5.1',
  playerOrder: '5.2',
  combatRound: '5.3',
  rest: '5.4',
  endTurn: '5.5',
  roundSteps: '6',
  extraMovement: '6.1',
  action: '6.2',
  addToAction: '6.3',
  fightDeclaration: '6.4',
  helpAlly: '6.5',
  reaction: '6.6',
  addToReaction: '6.7',
  actionResolution: '6.8',
  fight: '7',
  finalAttack: '7.1',
  finalDefence: '7.2',
  feint: '7.3',
  damage: '7.4',
  damageBonus: '7.5',
  injuries: '7.6',
  actions: '8',
  standby: '8.1',
  strength: '8.2',
  dexterity: '8.3',
  movement: '8.4',
  berserk: '8.5',
  matchingCard: '8.6',
  items: '9',
  itemLimits: '9.1',
  auction: '9.2',
  draft: '9.3',
  selection: '9.4',
  throwing: '9.5',
  net: '9.6',
  specialMoves: '10',
  sweep: '10.1',
  sacrifice: '10.2',
  acrobaticStrike: '10.3',
  overskill: '10.4',
  rage: '10.5',
  breakItem: '10.6',
  unbalancingStrike: '10.7',
  reflex: '10.8',
  powerList: '11',
  lunge: '11.1',
  standUp: '11.2',
  unbeatable: '11.3',
  leap: '11.4',
  deepWounds: '11.5',
  wrestling: '11.6',
  adaptation: '11.7',
  delay: '11.8',
  resistance: '11.9',
  status: '12',
  passive: '12.1',
  trapped: '12.2',
  faceDown: '12.3',
  gameLevels: '13',
  victoryPoints: '14',
  vpDuringPlay: '14.1',
  vpBonuses: '14.2',
  teams: '14.3',
  campaign: '15',
  experience: '15.1',
  wounded: '15.2',
  death: '15.3',
  coinBonus: '15.4',
  creation: '16',
  coins: '16.1',
  skillCosts: '16.2',
  abilityCosts: '16.3',
  cardCosts: '16.4',
  cardLimits: '16.5',
  overlimit: '16.6',
  specialMoveCosts: '16.7',
  powerCosts: '16.8',
  premade: '16.9',
  animals: '17',
  animalModes: '17.1',
  animalNumber: '17.2',
  animalEntry: '17.3',
  animalMovement: '17.4',
  animalAttack: '17.5',
  animalOrder: '17.6',
  animalDefence: '17.7',
  animalVictory: '17.8',
  animalRuleChanges: '17.9',
  animalPowers: '18',
  dogs: '18.1',
  wolves: '18.2',
  lions: '18.3',
  bears: '18.4',
} as const;
export type SectionKey = keyof typeof SECTION;

/** Every player's VP marker starts on 10 (4.3). */
export const STARTING_VP = 10;
/** A game lasts six turns (1.1). */
export const GAME_TURNS = 6;

// ---- Character traits (2) and creation (16) ----

export type SkillName = 'endurance' | 'offense' | 'guard';
export const SKILLS: readonly SkillName[] = ['endurance', 'offense', 'guard'];
export type AbilityName = 'blood' | 'speed';
export const ABILITIES: readonly AbilityName[] = ['blood', 'speed'];

/** Skill and ability values run 0-9 in play (2.6, 2.7); only Overskill goes past 9. */
export const TRAIT_MAX = 9;

/** Cost in coins of one skill at each starting value (16.2); 3 is the least a skill may start at. */
export const SKILL_COST: Readonly<Record<number, number>> = { 3: 3, 4: 4, 5: 6, 6: 8, 7: 10, 8: 13, 9: 16 };
export const SKILL_START = { min: 3, max: 9, section: SECTION.skillCosts } as const;

/** Blood and Speed points (16.3): a coin a point, each between 3 and 9 at the start. */
export const ABILITY_POINT_COST = 1;
export const ABILITY_START = { min: 3, max: 9, section: SECTION.abilityCosts } as const;

/** The coins a new character is built with (16.1), unless the players agree a handicap. */
export const STANDARD_COINS = 55;

/** Combat cards a player buys (16.4), as printed: coin cost, Strength energy, hit points. */
export type BoughtCardKind = 'energy0' | 'energy1' | 'feint';
export const BOUGHT_CARD_KINDS: readonly BoughtCardKind[] = ['energy0', 'energy1', 'feint'];
export interface BoughtCardRow {
  kind: BoughtCardKind;
  cost: number;
  /** Energy it gives a Strength action or a Block; null for the feint, which gives none. */
  energy: 0 | 1 | null;
  hp: number;
  section: string;
}
export const BOUGHT_CARDS: Readonly<Record<BoughtCardKind, BoughtCardRow>> = {
  energy0: { kind: 'energy0', cost: 1, energy: 0, hp: 1, section: SECTION.cardCosts },
  energy1: { kind: 'energy1', cost: 2, energy: 1, hp: 2, section: SECTION.cardCosts },
  feint: { kind: 'feint', cost: 5, energy: null, hp: 3, section: SECTION.cardCosts },
};

/** Every kind of card a player's deck can hold (2.1-2.5), with its hit points; the cover card is worth 1 (7.6). */
export type CardKind = 'action' | BoughtCardKind | 'specialMove' | 'item' | 'cover';
export const CARD_HP = {
  /** Each of the four Action cards (2.1). */
  action: 3,
  energy0: BOUGHT_CARDS.energy0.hp,
  energy1: BOUGHT_CARDS.energy1.hp,
  feint: BOUGHT_CARDS.feint.hp,
  /** HOUSE: the rulebook's only pictured Special Move card shows 2 (RULINGS.md). */
  specialMove: 2,
  /** The colour cover card: always the last card taken from the hit-point deck; taking it kills (7.6). */
  cover: 1,
} as const;

/** Every player gets one Action card of each type (2.1). */
export type ActionType = 'strength' | 'dexterity' | 'berserk' | 'movement';
export const ACTION_TYPES: readonly ActionType[] = ['strength', 'dexterity', 'berserk', 'movement'];
/** The reaction each Action card gives (2.1). */
export const REACTION_OF: Readonly<Record<ActionType, 'block' | 'parry' | 'oppose' | 'dodge'>> = {
  strength: 'block',
  dexterity: 'parry',
  berserk: 'oppose',
  movement: 'dodge',
};

/**
 * How many 0-energy and 1-energy cards a character may buy (16.5): one of each kind for every 6.5 starting coins,
 * rounded down; feints: one. 55 coins allow 8, 8 and 1.
 */
export const COINS_PER_ENERGY_CARD = 6.5;
export const FEINT_LIMIT = 1;
export const energyCardLimit = (coins: number): number => Math.floor(coins / COINS_PER_ENERGY_CARD);

/** The optional overlimit (16.6): up to 4 cards past the limits, at most 1 of them a feint, each at twice its cost. */
export const OVERLIMIT = { extraCards: 4, extraFeints: 1, costFactor: 2, section: SECTION.overlimit } as const;

/** The box holds this many combat cards for up to four players (Box contents): the stock the overlimit draws on. */
export const BOX_STOCK: Readonly<Record<BoughtCardKind, number>> = { energy0: 32, energy1: 32, feint: 4 };

/**
 * Kinds of item card (9). A card carries at most one of the three exclusive symbols (9.1): helmet, shield, and the
 * spear symbol that the trident shares.
 */
export type ItemKind = 'sword' | 'shield' | 'helmet' | 'spear' | 'trident' | 'net' | 'ironArm';
export const ITEM_KINDS: readonly ItemKind[] = ['sword', 'shield', 'helmet', 'spear', 'trident', 'net', 'ironArm'];
export type ExclusiveSymbol = 'helmet' | 'shield' | 'spear';
export const EXCLUSIVE_SYMBOL: Readonly<Record<ItemKind, ExclusiveSymbol | null>> = {
  sword: null,
  shield: 'shield',
  helmet: 'helmet',
  spear: 'spear',
  trident: 'spear',
  net: null,
  ironArm: null,
};
/** Each player starts with two item cards and may never hold more (9, 9.1). */
export const ITEMS_PER_PLAYER = 2;

// ---- Special moves (10) and their prices (16.7) ----

export type SpecialMoveId =
  | 'sweep'
  | 'sacrifice'
  | 'acrobaticStrike'
  | 'overskill'
  | 'rage'
  | 'breakItem'
  | 'unbalancingStrike'
  | 'reflex';

/** A restriction printed on a card as an icon (10): what the move needs. */
export type Restriction = 'movement' | 'attack' | 'defence' | 'attackOrDefence' | 'melee';

export interface SpecialMoveRow {
  id: SpecialMoveId;
  /** The number printed on the card (1-8). */
  number: number;
  name: string;
  cost: number;
  restrictions: readonly Restriction[];
  /** Unbalanced markers the user takes at the end of his combat round. */
  unbalancesUser: number;
  hp: number;
  section: string;
}

export const SPECIAL_MOVES: readonly SpecialMoveRow[] = [
  {
    id: 'sweep',
    number: 1,
    name: 'Sweep',
    cost: 2,
    restrictions: ['movement', 'attack', 'melee'],
    unbalancesUser: 1,
    hp: CARD_HP.specialMove,
    section: SECTION.sweep,
  },
  {
    id: 'sacrifice',
    number: 2,
    name: 'Sacrifice',
    cost: 2,
    restrictions: ['attackOrDefence'],
    unbalancesUser: 0,
    hp: CARD_HP.specialMove,
    section: SECTION.sacrifice,
  },
  {
    id: 'acrobaticStrike',
    number: 3,
    name: 'Acrobatic Strike',
    cost: 3,
    restrictions: ['movement', 'attackOrDefence'],
    unbalancesUser: 1,
    hp: CARD_HP.specialMove,
    section: SECTION.acrobaticStrike,
  },
  {
    id: 'overskill',
    number: 4,
    name: 'Overskill',
    cost: 2,
    restrictions: [],
    unbalancesUser: 0,
    hp: CARD_HP.specialMove,
    section: SECTION.overskill,
  },
  {
    id: 'rage',
    number: 5,
    name: 'Rage',
    cost: 2,
    restrictions: [],
    unbalancesUser: 0,
    hp: CARD_HP.specialMove,
    section: SECTION.rage,
  },
  {
    id: 'breakItem',
    number: 6,
    name: 'Break Item',
    cost: 1,
    restrictions: ['movement', 'attack', 'melee'],
    unbalancesUser: 0,
    hp: CARD_HP.specialMove,
    section: SECTION.breakItem,
  },
  {
    id: 'unbalancingStrike',
    number: 7,
    name: 'Unbalancing Strike',
    cost: 2,
    restrictions: ['movement', 'attackOrDefence', 'melee'],
    unbalancesUser: 0,
    hp: CARD_HP.specialMove,
    section: SECTION.unbalancingStrike,
  },
  {
    id: 'reflex',
    number: 8,
    name: 'Reflex',
    cost: 1,
    restrictions: ['movement'],
    unbalancesUser: 0,
    hp: CARD_HP.specialMove,
    section: SECTION.reflex,
  },
];

export const specialMove = (id: SpecialMoveId): SpecialMoveRow => {
  const row = SPECIAL_MOVES.find((m) => m.id === id);
  if (!row) throw new Error(`no special move ${id}`);
  return row;
};

/** Sweep's modifiers against its first, second and third target (10.1). */
export const SWEEP_MODIFIERS: readonly number[] = [1, -3, -7];
/** Sacrifice: one card from the hand leaves the game for +3 (10.2). */
export const SACRIFICE_BONUS = 3;
/** Acrobatic Strike: +3 and an Unbalanced marker (10.3). */
export const ACROBATIC_BONUS = 3;
/** Overskill: up to +5 to one skill, never above three times its current value (10.4). */
export const OVERSKILL = { bonus: 5, capFactor: 3 } as const;
/** The value Overskill lifts a skill to (10.4): +5 at most, and never past three times its present value. */
export const overskilled = (current: number, bonus: number = OVERSKILL.bonus): number =>
  Math.min(current + Math.min(bonus, OVERSKILL.bonus), OVERSKILL.capFactor * current);
/** Unbalancing Strike: the target pays this many Character Elements or takes a marker (10.7). */
export const UNBALANCING_PRICE = 2;

// ---- Powers (11) and their price (16.8) ----

export type PowerId =
  | 'lunge'
  | 'standUp'
  | 'unbeatable'
  | 'leap'
  | 'deepWounds'
  | 'wrestling'
  | 'adaptation'
  | 'delay'
  | 'resistance';

export interface PowerRow {
  id: PowerId;
  number: number;
  name: string;
  restrictions: readonly Restriction[];
  /** Must be announced while the Final Attack Value is worked out, before the defence is known. */
  announcedWithAttack: boolean;
  /** May be used outside the owner's own combat round (during another's round or a fight's resolution). */
  anyTime: boolean;
  section: string;
}

export const POWERS: readonly PowerRow[] = [
  {
    id: 'lunge',
    number: 1,
    name: 'Lunge',
    restrictions: ['movement', 'attack', 'melee'],
    announcedWithAttack: true,
    anyTime: false,
    section: SECTION.lunge,
  },
  {
    id: 'standUp',
    number: 2,
    name: 'Stand up!',
    restrictions: [],
    announcedWithAttack: false,
    anyTime: false,
    section: SECTION.standUp,
  },
  {
    id: 'unbeatable',
    number: 3,
    name: 'Unbeatable',
    restrictions: [],
    announcedWithAttack: false,
    anyTime: true,
    section: SECTION.unbeatable,
  },
  {
    id: 'leap',
    number: 4,
    name: 'Leap',
    restrictions: ['movement', 'attack', 'melee'],
    announcedWithAttack: true,
    anyTime: false,
    section: SECTION.leap,
  },
  {
    id: 'deepWounds',
    number: 5,
    name: 'Deep Wounds',
    restrictions: ['attack'],
    announcedWithAttack: true,
    anyTime: false,
    section: SECTION.deepWounds,
  },
  {
    id: 'wrestling',
    number: 6,
    name: 'Wrestling',
    restrictions: ['movement', 'attack', 'melee'],
    announcedWithAttack: true,
    anyTime: false,
    section: SECTION.wrestling,
  },
  {
    id: 'adaptation',
    number: 7,
    name: 'Adaptation',
    restrictions: [],
    announcedWithAttack: false,
    anyTime: true,
    section: SECTION.adaptation,
  },
  {
    id: 'delay',
    number: 8,
    name: 'Delay',
    restrictions: [],
    announcedWithAttack: false,
    anyTime: true,
    section: SECTION.delay,
  },
  {
    id: 'resistance',
    number: 9,
    name: 'Resistance',
    restrictions: [],
    announcedWithAttack: false,
    anyTime: true,
    section: SECTION.resistance,
  },
];

export const power = (id: PowerId): PowerRow => {
  const row = POWERS.find((p) => p.id === id);
  if (!row) throw new Error(`no power ${id}`);
  return row;
};

/** Each power costs one coin (16.8; DERIVED from the pre-made characters' totals, the text names no price). */
export const POWER_COST = 1;

/** Powers' numbers (11): Lunge up to +6 at +2 a card; Leap +2 attack or +1 damage a hex, up to +6 or +3 ... */
export const LUNGE = { perCard: 2, max: 6 } as const;
export const LEAP = { attackPerHex: 2, damagePerHex: 1, maxAttack: 6, maxDamage: 3 } as const;
export const DEEP_WOUNDS_MAX = 3;
export const UNBEATABLE_BONUS = 4;
export const ADAPTATION_CARDS = 3;
export const DELAY_DEFENCE = 3;
export const RESISTANCE_ELEMENTS = 3;

// ---- Animals (17, 18) ----

export type AnimalKind = 'dog' | 'wolf' | 'lion' | 'bear';
export const ANIMAL_KINDS: readonly AnimalKind[] = ['dog', 'wolf', 'lion', 'bear'];

export interface AnimalRow {
  kind: AnimalKind;
  name: string;
  /** The suggested pack for each player (17.2), least and most. */
  perPlayer: readonly [number, number];
  /** Dice for an attack after moving and without moving (17.5); lions always roll 2 (18.3). */
  attackDiceMoving: number;
  attackDiceStill: number;
  /** Dice for its Final Defence Value (17.7). */
  defenceDice: number;
  /** Extra die added after the doubles and sevens are read (bears, 18.4). */
  extraDie: boolean;
  /** Campaign XP for a won solo or cooperative game against the suggested pack (17.8). */
  campaignXp: number;
  section: string;
}

export const ANIMALS: Readonly<Record<AnimalKind, AnimalRow>> = {
  dog: {
    kind: 'dog',
    name: 'dog',
    perPlayer: [5, 6],
    attackDiceMoving: 1,
    attackDiceStill: 2,
    defenceDice: 2,
    extraDie: false,
    campaignXp: 1,
    section: SECTION.dogs,
  },
  wolf: {
    kind: 'wolf',
    name: 'wolf',
    perPlayer: [3, 5],
    attackDiceMoving: 1,
    attackDiceStill: 2,
    defenceDice: 2,
    extraDie: false,
    campaignXp: 2,
    section: SECTION.wolves,
  },
  lion: {
    kind: 'lion',
    name: 'lion',
    perPlayer: [1, 2],
    attackDiceMoving: 2,
    attackDiceStill: 2,
    defenceDice: 2,
    extraDie: false,
    campaignXp: 3,
    section: SECTION.lions,
  },
  bear: {
    kind: 'bear',
    name: 'bear',
    perPlayer: [1, 1],
    attackDiceMoving: 1,
    attackDiceStill: 2,
    defenceDice: 2,
    extraDie: true,
    campaignXp: 3,
    section: SECTION.bears,
  },
};

/** The handler's roll in Coliseum mode (17.3): 1d6 at the start of a turn; how many waiting animals enter. */
export const HANDLER_ROLL: readonly { faces: readonly [number, number]; enter: number }[] = [
  { faces: [1, 2], enter: 0 },
  { faces: [3, 3], enter: 1 },
  { faces: [4, 4], enter: 2 },
  { faces: [5, 6], enter: 3 },
];
export const animalsEntering = (face: number): number => {
  const row = HANDLER_ROLL.find((r) => face >= r.faces[0] && face <= r.faces[1]);
  if (!row) throw new Error(`no handler row for face ${face}`);
  return row.enter;
};

/** The gate an entering animal takes (17.3): 1-3 left, 4-6 right; the same die is its first move in hexes. */
export const gateOf = (face: number): 'left' | 'right' => {
  if (!Number.isInteger(face) || face < 1 || face > 6) throw new Error(`no gate for face ${face}`);
  return face <= 3 ? 'left' : 'right';
};

/** Coliseum VP for killing an animal (17.8); attacking one scores nothing. */
export const ANIMAL_KILL_VP = 3;
/** With animals, a special move, feint or power may be spent for +2 instead of its own effect (17.9). */
export const ANIMAL_SPARE_CARD_BONUS = 2;
/** A bear's doubles add this to each die (18.4). */
export const BEAR_DOUBLES_PER_DIE = 2;

/** What wakes an animal's power (18): a double on its dice, or a total of seven. */
export type AnimalTrigger = 'doubles' | 'seven';
export type AnimalEffect =
  /** Another animal of the kind joins the pack (18.1, 18.2). */
  | 'addAnimal'
  /** The player, unless he dodged, takes an Unbalanced marker whatever the result (18.2). */
  | 'unbalance'
  /** The damage doubles unless the player steps straight back: a free hex behind and 1 Speed point (18.3). */
  | 'doubleDamageUnlessRetreat'
  /** The player, unless he dodged, goes face down (two Unbalanced markers) whatever the result (18.3). */
  | 'faceDown'
  /** Each die counts 2 more (18.4). */
  | 'plusTwoEachDie'
  /** The player loses an item or a card of his hit-point deck, whatever the result (18.4). */
  | 'loseItemOrCard';

export interface AnimalPowerRow {
  kind: AnimalKind;
  on: AnimalTrigger;
  /** Only when the animal attacks (not when it defends). */
  attackOnly: boolean;
  effect: AnimalEffect;
  section: string;
}

/** The animals' powers (18), one row per printed line. */
export const ANIMAL_POWERS: readonly AnimalPowerRow[] = [
  { kind: 'dog', on: 'doubles', attackOnly: false, effect: 'addAnimal', section: SECTION.dogs },
  { kind: 'wolf', on: 'doubles', attackOnly: false, effect: 'addAnimal', section: SECTION.wolves },
  { kind: 'wolf', on: 'seven', attackOnly: true, effect: 'unbalance', section: SECTION.wolves },
  { kind: 'lion', on: 'doubles', attackOnly: true, effect: 'doubleDamageUnlessRetreat', section: SECTION.lions },
  { kind: 'lion', on: 'seven', attackOnly: true, effect: 'faceDown', section: SECTION.lions },
  { kind: 'bear', on: 'doubles', attackOnly: false, effect: 'plusTwoEachDie', section: SECTION.bears },
  { kind: 'bear', on: 'seven', attackOnly: false, effect: 'loseItemOrCard', section: SECTION.bears },
];

/** The powers a roll of two dice wakes for an animal (18): doubles and sevens read on the first two dice only. */
export function animalPowersOn(
  kind: AnimalKind,
  dice: readonly [number, number],
  attacking: boolean,
): AnimalPowerRow[] {
  const [a, b] = dice;
  return ANIMAL_POWERS.filter(
    (p) =>
      p.kind === kind &&
      (attacking || !p.attackOnly) &&
      ((p.on === 'doubles' && a === b) || (p.on === 'seven' && a + b === 7)),
  );
}
