/**
 * Gladiatori (Michele Quondam, Giochix 2012) as a GameModule: a duel of two pre-made characters by default, more
 * seats and teams as options. The turn and its steps are in turn.ts; this file sets a match up, lists what each
 * seat may do, and decides what each seat may see: never another seat's hand, the make-up of his hit-point deck,
 * his face-down cards or his character sheet's values.
 */
import { z } from 'zod';
import { Dice } from '../../core/dice.js';
import { withWords } from '../../core/help.js';
import type { Direction, Hex } from '../../core/hex.js';
import { cloneJson } from '../../core/json.js';
import type { Applied, GameModule, Legal, Outcome, SeatId, Viewer } from '../../core/protocol.js';
import { err, ok, type Result, type RuleViolation, violation } from '../../core/result.js';
import { nextInt, type RngState, seedRng } from '../../core/rng.js';
import { actionCards, greedyRecovery, noRecovery, reachableAs, standbyCards, targetsInFront } from './actions.js';
import {
  type AnimalsState,
  animalActions,
  animalLegal,
  animalPending,
  setupAnimals,
  viewAnimals,
} from './animals/index.js';
import { PACK_LIMIT } from './animals/pack.js';
import { makeArena, placeOffers, placingOutOfTurn } from './arena.js';
import {
  boxShortfall,
  type CharacterSheet,
  CharacterSheetSchema,
  checkSheet,
  randomSheet,
  sheetCost,
  startingCards,
} from './character.js';
import { copyFighter, copyPhase, copyState } from './copy.js';
import { paymentOptions } from './damage.js';
import { BERSERK_MAX_BLOOD, DODGE_MAX_SPEED, reflexBudget, round, wrestleSpots } from './fight.js';
import { checkHeldItems, dealOffers, dealView, HOUSE_ITEMS, type ItemCard, isWeapon, shuffled } from './items.js';
import { OPTION_DESCRIPTIONS, OPTION_WORDS } from './option-words.js';
import type { AttackPowers } from './powers.js';
import { anyTimePowers } from './powers.js';
import type { PremadeId } from './premade.js';
import { DEFAULT_ITEMS, isPremadeId, PREMADE_IDS, premadeSheet } from './premade.js';
import { throwTargets } from './ranged.js';
import { reactionCards } from './reactions.js';
import { hasMove, MARKER_PRICE, moveProblem, overskillRoom, someElements, sweepChoices } from './specials.js';
import { heldDown } from './status.js';
import {
  ABILITY_START,
  BOX_STOCK,
  type BoughtCardKind,
  DEEP_WOUNDS_MAX,
  POWERS,
  type PowerId,
  RESISTANCE_ELEMENTS,
  SKILL_START,
  STANDARD_COINS,
  UNBALANCING_PRICE,
} from './tables.js';
import { beginMatch, helpProblem, MOVEMENT_POINTS, pendingSeats, play, TURNS } from './turn.js';
import type {
  Card,
  Ctx,
  Fighter,
  GladiatoriCommand,
  GladiatoriOptions,
  GladiatoriState,
  Phase,
  Recovery,
  Skill,
  TableSpot,
} from './types.js';
import { RULE } from './types.js';
import { score, sides as sidesOf } from './victory.js';

export const SEATS = ['a', 'b', 'c', 'd'] as const;

const HEX = z.object({ q: z.number().int().min(-50).max(50), r: z.number().int().min(-50).max(50) });
const FACING = z.number().int().min(0).max(5);
const IDS = z.array(z.string().min(1).max(20)).max(60);
const ELEMENTS = z.object({
  cards: IDS,
  blood: z.number().int().min(0).max(9),
  speed: z.number().int().min(0).max(9),
  offense: z.number().int().min(0).max(9),
  guard: z.number().int().min(0).max(9),
  endurance: z.number().int().min(0).max(9),
});
const POWER_ID = z.enum(POWERS.map((p) => p.id) as [PowerId, ...PowerId[]]);
const OVERSKILL_CHOICE = z.object({
  skill: z.enum(['offense', 'guard', 'endurance']),
  points: z.number().int().min(1).max(5),
});
const RECOVERY = z.object({
  cards: IDS,
  blood: z.number().int().min(0).max(9),
  speed: z.number().int().min(0).max(9),
  offense: z.number().int().min(0).max(9),
  guard: z.number().int().min(0).max(9),
});

/** A seat's character drawn at random (16), bought with the `coins` option. */
export const RANDOM_CHARACTER = 'random';

/** The fewest coins that buy a character: every skill and ability at its lowest, nothing else (16.2, 16.3). */
const CHEAPEST_COINS = sheetCost({
  name: 'cheapest',
  coins: 0,
  skills: { endurance: SKILL_START.min, offense: SKILL_START.min, guard: SKILL_START.min },
  abilities: { blood: ABILITY_START.min, speed: ABILITY_START.min },
  cards: { energy0: 0, energy1: 0, feint: 0 },
  specialMoves: [],
  powers: [],
  preferredItems: [],
}).total;

/** A character by name (a pre-made one, or `random` for one bought at random), or a created sheet. */
const CHARACTER_NAMES = [...PREMADE_IDS, RANDOM_CHARACTER] as unknown as [string, ...string[]];
const CHARACTER = z.union([z.enum(CHARACTER_NAMES), CharacterSheetSchema]);

const D = OPTION_DESCRIPTIONS;
/** The options without their words; `OptionsSchema` carries them (option-words.ts). */
const BareOptions = z.object({
  characters: z.array(CHARACTER).min(1).max(4).default(['mirmillo', 'thraex']).describe(D.characters),
  coins: z.number().int().min(CHEAPEST_COINS).max(200).default(STANDARD_COINS).describe(D.coins),
  overlimit: z.boolean().default(false).describe(D.overlimit),
  boxStock: z.boolean().default(false).describe(D.boxStock),
  items: z.array(z.array(z.string()).max(2).nullable()).max(4).default([]).describe(D.items),
  teams: z
    .number()
    .int()
    .min(0)
    .max(2)
    .refine((n) => n !== 1, '0 for everyone for himself, or 2 for two teams')
    .default(0)
    .describe(D.teams),
  turns: z.number().int().min(1).max(6).default(TURNS).describe(D.turns),
  damageBonus: z.boolean().default(false).describe(D.damageBonus),
  passiveLasts: z.enum(['round', 'ownTurn']).default('round').describe(D.passiveLasts),
  standbyRecovery: z.enum(['hand', 'deck']).default('hand').describe(D.standbyRecovery),
  arenaRadius: z.number().int().min(4).max(8).default(6).describe(D.arenaRadius),
  game: z.enum(['simplified', 'light', 'normal', 'learning']).default('simplified').describe(D.game),
  freePlacement: z.boolean().default(false).describe(D.freePlacement),
  startChoice: z.boolean().default(true).describe(D.startChoice),
  itemMethod: z.enum(['preset', 'auction', 'draft', 'selection']).default('preset').describe(D.itemMethod),
  animals: z.enum(['none', 'solo', 'cooperative', 'coliseum']).default('none').describe(D.animals),
  animalKind: z.enum(['dog', 'wolf', 'lion', 'bear']).default('dog').describe(D.animalKind),
  animalCount: z.number().int().min(0).max(PACK_LIMIT).default(0).describe(D.animalCount),
  animalBehindPenalty: z.boolean().default(true).describe(D.animalBehindPenalty),
  packCallsOnDefence: z.boolean().default(true).describe(D.packCallsOnDefence),
  overskillCap: z.enum(['unraised', 'raised']).default('unraised').describe(D.overskillCap),
  lineOfFire: z.enum(['wholeHex', 'centre']).default('wholeHex').describe(D.lineOfFire),
  overskillSpend: z.enum(['lowers', 'uses']).default('lowers').describe(D.overskillSpend),
});

export const OptionsSchema = withWords(BareOptions, OPTION_WORDS);

export const CommandSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('choose'), hand: IDS }),
  z.object({ type: z.literal('extra'), to: HEX, facing: FACING }),
  z.object({ type: z.literal('pass') }),
  z.object({ type: z.literal('surrender') }),
  z.object({ type: z.literal('standby'), card: z.string().min(1).max(20), recover: RECOVERY }),
  z.object({
    type: z.literal('action'),
    card: z.string().min(1).max(20),
    add: IDS,
    target: z.string().min(1).max(4).nullable(),
    item: z.string().min(1).max(40).optional(),
    throw: z.string().min(1).max(40).optional(),
    help: z.string().min(1).max(4).optional(),
    sweep: z.array(z.string().min(1).max(4)).max(3).optional(),
  }),
  z.object({ type: z.literal('order'), place: z.number().int().min(0).max(3).nullable() }),
  z.object({ type: z.literal('place'), at: HEX, facing: FACING }),
  z.object({
    type: z.literal('bid'),
    energy0: z.number().int().min(0).max(20),
    energy1: z.number().int().min(0).max(20),
  }),
  z.object({ type: z.literal('pick'), item: z.string().min(1).max(40), drop: z.string().min(1).max(40).optional() }),
  z.object({ type: z.literal('select'), items: z.array(z.string().min(1).max(40)).max(2) }),
  z.object({ type: z.literal('keep'), items: z.array(z.string().min(1).max(40)).max(2) }),
  z.object({ type: z.literal('steady'), marker: z.enum(['trapped', 'unbalanced']), spend: ELEMENTS }),
  z.object({ type: z.literal('balance'), spend: ELEMENTS.nullable() }),
  z.object({ type: z.literal('move'), to: HEX, facing: FACING }),
  z.object({ type: z.literal('react'), card: z.string().min(1).max(20).nullable(), add: IDS }),
  z.object({
    type: z.literal('attack'),
    offense: z.boolean(),
    blood: z.number().int().min(0).max(9),
    sacrifice: z.string().min(1).max(20).optional(),
    powers: z
      .object({
        lunge: IDS.optional(),
        deepWounds: z.number().int().min(0).max(9).optional(),
        leap: z.object({ attack: z.number().int().min(0).max(9), damage: z.number().int().min(0).max(9) }).optional(),
        wrestling: z.boolean().optional(),
      })
      .optional(),
    rage: z.string().min(1).max(20).optional(),
    overskill: OVERSKILL_CHOICE.optional(),
    spend: POWER_ID.optional(),
  }),
  z.object({
    type: z.literal('defend'),
    guard: z.boolean(),
    speed: z.number().int().min(0).max(9),
    sacrifice: z.string().min(1).max(20).optional(),
    delay: z.boolean().optional(),
    rage: z.string().min(1).max(20).optional(),
    overskill: OVERSKILL_CHOICE.optional(),
    spend: POWER_ID.optional(),
  }),
  z.discriminatedUnion('power', [
    z.object({ type: z.literal('power'), power: z.literal('standUp') }),
    z.object({ type: z.literal('power'), power: z.literal('resistance'), recover: RECOVERY }),
    z.object({ type: z.literal('power'), power: z.literal('adaptation'), toHand: IDS, toDeck: IDS }),
  ]),
  z.object({ type: z.literal('feint'), card: z.string().min(1).max(20).nullable() }),
  z.object({ type: z.literal('pay'), cards: IDS }),
  z.object({ type: z.literal('wrestle'), to: HEX }),
  z.object({ type: z.literal('reflex'), to: HEX.nullable(), facing: FACING }),
  z.object({ type: z.literal('rest'), endurance: z.boolean(), recover: RECOVERY, resistance: RECOVERY.optional() }),
]);

/** Start hexes (4.1) of the arena (arena.ts), seats a and b on opposite ones, then c and d on the other pair. */
function startPlace(i: number, radius: number): { at: Hex; facing: Direction } {
  let starts = START_HEXES.get(radius);
  if (!starts) {
    starts = makeArena(radius).startHexes;
    START_HEXES.set(radius, starts);
  }
  const start = starts[[0, 2, 1, 3][i] as number] as { at: Hex; facing: Direction };
  return { at: { q: start.at.q, r: start.at.r }, facing: start.facing };
}
/** The start hexes of each arena size made so far: an arena is the same every time it is made. */
const START_HEXES = new Map<number, ReturnType<typeof makeArena>['startHexes']>();

function makeFighter(
  seat: SeatId,
  i: number,
  side: number,
  sheet: CharacterSheet,
  items: ItemCard[],
  radius: number,
  game: GladiatoriOptions['game'],
): Fighter {
  // The Simplified game (13), and the learning path's first turn, leave the special move cards out of the deck.
  // startingCards makes fresh cards: each is given its id in place, rather than copied with it (a spread of
  // cards of several shapes was a fair part of a match's set-up).
  const cards = startingCards(sheet).filter(
    (c) => (game !== 'simplified' && game !== 'learning') || c.kind !== 'specialMove',
  ) as unknown as Card[];
  for (const [n, c] of cards.entries()) c.id = `${seat}${n + 1}`;
  return {
    seat,
    name: sheet.name,
    side,
    skills: { ...sheet.skills },
    startSkills: { ...sheet.skills },
    blood: sheet.abilities.blood,
    speed: sheet.abilities.speed,
    startBlood: sheet.abilities.blood,
    startSpeed: sheet.abilities.speed,
    hand: [],
    deck: cards,
    cover: true,
    discard: [],
    table: [],
    played: [],
    playedShown: false,
    items: items.map((card) => ({ id: `${seat}:${card.id}`, card, damaged: false })),
    lostItems: [],
    removed: [],
    moves: [...sheet.specialMoves],
    powers: game === 'normal' ? [...sheet.powers] : [],
    usedPowers: [],
    laterPowers: game === 'learning' ? [...sheet.powers] : [],
    delayed: false,
    overskills: [],
    helped: null,
    ...startPlace(i, radius),
    trapped: 0,
    unbalanced: 0,
    faceDown: false,
    newUnbalanced: 0,
    passive: false,
    out: null,
    undying: null,
    holding: null,
  };
}

/** 16.6: the extra cards the box could not give leave the deck; the ids are numbered again from 1 (none seen yet). */
function withoutMissing(f: Fighter, missing: Record<BoughtCardKind, number>): void {
  const left = { ...missing };
  const kept: Card[] = [];
  for (const c of [...f.deck].reverse()) {
    const k = c.kind as BoughtCardKind;
    if ((k === 'energy0' || k === 'energy1' || k === 'feint') && left[k] > 0) left[k] -= 1;
    else kept.unshift(c);
  }
  f.deck = kept.map((c, n) => ({ ...c, id: `${f.seat}${n + 1}` }));
}

/** The name a random character takes, by seat: a Roman first name, so that every seat is named in words. */
const RANDOM_NAMES = ['Aulus', 'Decimus', 'Gaius', 'Lucius'] as const;

/**
 * HOUSE: a random character's two items, drawn from the item list with the match's dice: a weapon, then any card
 * that may be held with it (9.1), neither held by another player.
 */
function randomItems(rng: RngState, taken: ReadonlySet<string>): ItemCard[] {
  const free = shuffled(
    rng,
    HOUSE_ITEMS.cards.filter((c) => !taken.has(c.id)),
  );
  const weapon = free.find(isWeapon);
  const first = weapon ?? free[0];
  if (!first) return [];
  const second = free.find((c) => c !== first && checkHeldItems([first, c]).ok);
  return second ? [first, second] : [first];
}

function setup(options: GladiatoriOptions, seed: string, _initial?: unknown, script?: number[]) {
  const n = options.characters.length;
  if (options.teams === 2 && n < 3)
    return err({ code: 'bad-teams', message: 'teams need three or four players', field: 'teams' });
  const rng = seedRng(seed, script);
  const seats = SEATS.slice(0, n) as SeatId[];
  // 17.1: against the pack every gladiator is on one side; the mode fixes how many play.
  const onePack = options.animals === 'solo' || options.animals === 'cooperative';
  if (!onePack && n < 2)
    return err({
      code: 'bad-players',
      message: `${RULE.duration}: a match takes two players or more`,
      field: 'characters',
    });
  const fighters: Record<SeatId, Fighter> = {};
  const sheets: Record<SeatId, CharacterSheet> = {};
  // The item cards named or taken by default, so that a random character's draw leaves them alone.
  const taken = new Set<string>();
  for (const [i, ch] of options.characters.entries())
    if (ch !== RANDOM_CHARACTER || options.items[i])
      for (const id of options.items[i] ?? (typeof ch === 'string' && isPremadeId(ch) ? DEFAULT_ITEMS[ch] : []))
        taken.add(id);
  for (const [i, seat] of seats.entries()) {
    const ch = options.characters[i] as string | CharacterSheet;
    let sheet: CharacterSheet;
    let items: ItemCard[] | null = null;
    if (ch === RANDOM_CHARACTER) {
      sheet = randomSheet(rng, RANDOM_NAMES[i] as string, options.coins);
      // A deal (9.2-9.4) hands out the items later; otherwise a random character draws his own.
      if (!options.items[i] && options.itemMethod === 'preset') {
        items = randomItems(rng, taken);
        for (const c of items) taken.add(c.id);
      }
    } else if (typeof ch === 'string') {
      if (!isPremadeId(ch))
        return err({ code: 'bad-character', message: `no pre-made character "${ch}"`, field: `characters.${i}` });
      sheet = premadeSheet(ch);
    } else {
      const checked = checkSheet(ch, { overlimit: options.overlimit });
      if (!checked.ok)
        return err({
          code: checked.error.code,
          message: `${checked.error.rule}: ${checked.error.message}`,
          field: `characters.${i}`,
        });
      sheet = ch;
    }
    // 9: dealt items come later, by the method the options name.
    if (options.itemMethod !== 'preset' && options.items.some((x) => x !== null))
      return err({ code: 'bad-items', message: `9: items are dealt by ${options.itemMethod}`, field: 'items' });
    if (!items) {
      const ids =
        options.itemMethod !== 'preset'
          ? []
          : (options.items[i] ?? (typeof ch === 'string' ? [...DEFAULT_ITEMS[ch as PremadeId]] : []));
      items = [];
      for (const id of ids) {
        const card = HOUSE_ITEMS.cards.find((c) => c.id === id);
        if (!card) return err({ code: 'bad-item', message: `no item card "${id}"`, field: `items.${i}` });
        items.push(card);
      }
    }
    const held = checkHeldItems(items, sheet.name);
    if (!held.ok)
      return err({ code: held.error.code, message: `${held.error.rule}: ${held.error.message}`, field: `items.${i}` });
    sheets[seat] = sheet;
    fighters[seat] = makeFighter(
      seat,
      i,
      onePack ? 0 : options.teams === 2 ? i % 2 : i,
      sheet,
      items,
      options.arenaRadius,
      options.game,
    );
  }
  // 4.3: the first player's marker goes on top of the stack, the order drawn at random.
  const stack = [...seats];
  for (let i = stack.length - 1; i > 0; i--) {
    const j = nextInt(rng, i + 1);
    [stack[i], stack[j]] = [stack[j] as SeatId, stack[i] as SeatId];
  }
  // 16.6 with the box's stock: the overlimit's extra cards are shared out in player order; those missing are not had.
  if (options.overlimit && options.boxStock) {
    const short = boxShortfall(
      stack.map((seat) => ({ seat, sheet: sheets[seat] as CharacterSheet })),
      BOX_STOCK,
    );
    if (!short.ok)
      return err({
        code: short.error.code,
        message: `${short.error.rule}: ${short.error.message}`,
        field: 'characters',
      });
    for (const seat of seats)
      withoutMissing(fighters[seat] as Fighter, short.value[seat] as Record<BoughtCardKind, number>);
  }
  const s: GladiatoriState = {
    options,
    seats,
    fighters,
    turn: 0,
    phase: { kind: 'choose' },
    stack,
    vp: [],
    firstBlood: false,
    sealed: {},
    outcome: null,
    rng,
  };
  const pack = setupAnimals(options, n, rng);
  if (!pack.ok)
    return err({
      code: pack.error.code,
      message: `${pack.error.rule}: ${pack.error.message}`,
      field: pack.error.field,
    });
  if (pack.value) s.animals = pack.value;
  beginMatch({ s, dice: new Dice(rng), events: [] });
  return ok(s);
}

// ---- What a seat may do ----

const ids = (cards: Card[]): string[] => cards.map((c) => c.id);

/** A handful of hands worth offering (5.1); any other subset of the deck is accepted too. */
function handChoices(f: Fighter): string[][] {
  const all = f.deck;
  const actions = all.filter((c) => c.kind === 'action');
  const e1 = all.filter((c) => c.kind === 'energy1');
  const e0 = all.filter((c) => c.kind === 'energy0');
  const feints = all.filter((c) => c.kind === 'feint');
  const half = <T>(xs: T[]) => xs.slice(0, Math.ceil(xs.length / 2));
  const options = [
    [],
    ids(all),
    ids(actions),
    ids([...actions, ...e1, ...feints]),
    ids([...half(actions), ...half(e1), ...half(e0), ...feints]),
    ids([...actions, ...half(e1), ...half(e0)]),
  ];
  // Each hand once, the first time it comes: six short lists compared outright cost less than keys built for a set.
  const same = (x: string[], y: string[]) => x.length === y.length && x.every((id, i) => id === y[i]);
  return options.filter((o, i) => !options.slice(0, i).some((p) => same(p, o)));
}

/** The offers of each step, with the powers usable at any time added wherever their owner gives a command (11). */
function legal(s: GladiatoriState, seat: SeatId): Legal<GladiatoriCommand> {
  const l = stepLegal(s, seat);
  const p = s.phase;
  if (
    p.kind === 'round' &&
    (p.fight || p.step === 'move') &&
    p.fight?.step !== 'pay' &&
    animalPending(s) === null &&
    l.commands.length > 0
  ) {
    const f = s.fighters[seat] as Fighter;
    const passive = p.fight?.defender === seat && p.fight.reaction === null && p.fight.step !== 'react';
    if (!passive) l.commands.push(...anyTimePowers(f, (x) => greedyRecovery(x, RESISTANCE_ELEMENTS, x.discard, true)));
  }
  return l;
}

function stepLegal(s: GladiatoriState, seat: SeatId): Legal<GladiatoriCommand> {
  const none: Legal<GladiatoriCommand> = { seat, commands: [], complete: true };
  if (!pendingSeats(s).includes(seat)) return none;
  const f = s.fighters[seat] as Fighter;
  const p = s.phase;
  if (p.kind === 'deal') return { seat, commands: dealOffers(s, p.deal, seat), complete: false };
  if (p.kind === 'place') return { seat, commands: placeOffers(s, p, seat), complete: false };
  // 17.6: a fight with an animal comes before anything else in the round.
  if (p.kind === 'round' && animalPending(s) !== null) return animalLegal(s, seat);
  if (p.kind === 'round' && p.step === 'order')
    return {
      seat,
      commands: [
        { type: 'order', place: null },
        ...p.order.flatMap((x, i) => (x === seat ? [] : [{ type: 'order' as const, place: i }])),
      ],
      complete: true,
    };
  if (p.kind === 'choose')
    return {
      seat,
      commands: handChoices(f).map((hand) => ({ type: 'choose', hand })),
      complete: false,
      form: { hand: 'any cards of the deck', deck: ids(f.deck) },
    };
  if (p.kind === 'rest') {
    const commands: GladiatoriCommand[] = [{ type: 'rest', endurance: false, recover: noRecovery() }];
    // 11.9: Resistance may go with the Rest (the Example of a Turn's Mirmillo takes back his Speed so).
    if (f.powers.includes('resistance'))
      commands.push({
        type: 'rest',
        endurance: false,
        recover: noRecovery(),
        resistance: greedyRecovery(f, RESISTANCE_ELEMENTS, f.discard, true),
      });
    if (f.skills.endurance > 0)
      commands.push({
        type: 'rest',
        endurance: true,
        recover: greedyRecovery(f, f.skills.endurance, f.discard, false),
      });
    return {
      seat,
      commands,
      complete: false,
      form: { recover: 'discarded cards and lost Offense or Guard points', limit: f.skills.endurance },
    };
  }
  if (p.kind !== 'round') return none;
  const fight = p.fight;
  if (!fight) {
    if (p.step === 'move')
      return {
        seat,
        commands: reachableAs(s, f, MOVEMENT_POINTS, moveCommand),
        complete: true,
      };
    return {
      seat,
      commands: startCommands(s, f, p.extraDone),
      complete: false,
      form: { add: 'any energy cards of the hand' },
    };
  }
  const a = s.fighters[fight.attacker] as Fighter;
  const d = s.fighters[fight.defender] as Fighter;
  switch (fight.step) {
    case 'react': {
      const commands: GladiatoriCommand[] = [{ type: 'react', card: null, add: [] }];
      const e1 = ids(d.hand.filter((c) => c.kind === 'energy1'));
      for (const card of reactionCards(a, d)) {
        commands.push({ type: 'react', card, add: [] });
        const type = d.hand.find((c) => c.id === card) ?? d.table.find((t) => t.card.id === card)?.card;
        if (type?.kind === 'action' && type.action === 'strength' && e1.length > 0)
          commands.push({ type: 'react', card, add: e1 });
        for (const m of usableMoves(d, 'defence')) commands.push({ type: 'react', card, add: [m] });
      }
      return { seat, commands, complete: false, form: { add: 'any energy cards of the hand' } };
    }
    case 'attack': {
      const commands: GladiatoriCommand[] = [];
      const spot = a.table[round({ s, dice: new Dice(s.rng), events: [] } as Ctx).actionSpot as number] as TableSpot;
      const bloods = spot.card.action === 'berserk' ? Math.min(BERSERK_MAX_BLOOD, a.blood) : 0;
      const sacrifice = [...sacrificeChoices(a), ...resolutionChoices(a, 'offense', s.options.overskillCap)];
      const powers = attackPowerChoices(a, (s.phase as Phase & { kind: 'round' }).entered).filter(
        (x) => !(fight.sweep && x.powers?.wrestling),
      );
      for (const offense of a.skills.offense > 0 ? [false, true] : [false])
        for (let blood = 0; blood <= bloods; blood++)
          for (const x of sacrifice)
            for (const p of powers) {
              // A card goes one way only: the one sacrificed (10.2) cannot also be lunged away (11.1).
              if ('sacrifice' in x && x.sacrifice && p.powers?.lunge?.includes(x.sacrifice)) continue;
              commands.push({ type: 'attack', offense, blood, ...x, ...p });
            }
      return {
        seat,
        commands,
        complete: false,
        form: { powers: 'Lunge, Deep Wounds and Leap in any amounts allowed' },
      };
    }
    case 'defend': {
      const commands: GladiatoriCommand[] = [];
      const speeds = fight.reaction === 'dodge' ? Math.min(DODGE_MAX_SPEED, d.speed) : 0;
      const sacrifice = fight.reaction
        ? [...sacrificeChoices(d), ...resolutionChoices(d, 'guard', s.options.overskillCap)]
        : [{}];
      for (const guard of d.skills.guard > 0 ? [false, true] : [false])
        for (let speed = 0; speed <= speeds; speed++)
          for (const x of sacrifice)
            for (const delay of fight.reaction && d.powers.includes('delay') && !d.delayed ? [false, true] : [false])
              commands.push({ type: 'defend', guard, speed, ...x, ...(delay ? { delay } : {}) });
      return { seat, commands, complete: sacrifice.length === 1 };
    }
    case 'balance': {
      const who = fight.balanceAgainst === 'attacker' ? d : a;
      const spend = someElements(who, UNBALANCING_PRICE);
      return {
        seat,
        commands: [{ type: 'balance', spend: null }, ...(spend ? [{ type: 'balance' as const, spend }] : [])],
        complete: false,
        form: { spend: 'two Character Elements: hand cards, Blood, Speed or skill points' },
      };
    }
    case 'attackerFeint':
    case 'defenderFeint': {
      const who = fight.step === 'attackerFeint' ? a : d;
      const feint = who.hand.find((c) => c.kind === 'feint');
      return {
        seat,
        commands: [{ type: 'feint', card: null }, ...(feint ? [{ type: 'feint' as const, card: feint.id }] : [])],
        complete: true,
      };
    }
    case 'after': {
      if (fight.after[0] === 'wrestle')
        return { seat, commands: wrestleSpots(s, d).map((to) => ({ type: 'wrestle', to })), complete: true };
      const who = fight.after[0] === 'reflexDefender' ? d : a;
      return {
        seat,
        commands: [
          { type: 'reflex', to: null, facing: who.facing },
          ...reachableAs(s, who, reflexBudget(who), reflexCommand),
        ],
        complete: true,
      };
    }
    case 'pay':
      return {
        seat,
        commands: paymentOptions(d, fight.damage).map((cards) => ({ type: 'pay', cards })),
        complete: false,
      };
  }
}

const moveCommand = (to: Hex, facing: Direction): GladiatoriCommand => ({ type: 'move', to, facing });
const extraCommand = (to: Hex, facing: Direction): GladiatoriCommand => ({ type: 'extra', to, facing });
const reflexCommand = (to: Hex, facing: Direction): GladiatoriCommand => ({ type: 'reflex', to, facing });

/** Special move cards of the hand that may go on this use now (10). */
function usableMoves(f: Fighter, use: 'attack' | 'defence'): string[] {
  return f.hand.flatMap((c) => (c.kind === 'specialMove' && moveProblem(f, c, use) === null ? [c.id] : []));
}

/** Rage for the best card of the discard pile or deck, Overskill on the skill in play at its most (10.4, 10.5). */
function resolutionChoices(
  f: Fighter,
  skill: 'offense' | 'guard',
  cap: GladiatoriOptions['overskillCap'],
): { rage?: string; overskill?: { skill: Skill; points: number } }[] {
  const out: { rage?: string; overskill?: { skill: Skill; points: number } }[] = [];
  if (hasMove(f, 'rage')) {
    const pick =
      [...f.discard, ...f.deck].find((c) => c.kind === 'energy1') ??
      [...f.discard, ...f.deck].find((c) => c.kind === 'energy0');
    if (pick) out.push({ rage: pick.id });
  }
  const points = overskillRoom(f, skill, cap);
  if (hasMove(f, 'overskill') && points > 0) out.push({ overskill: { skill, points } });
  return out;
}

/** No Sacrifice, or the hand's least useful card when a Sacrifice card lies on the Action or Reaction (10.2). */
function sacrificeChoices(f: Fighter): { sacrifice?: string }[] {
  if (!hasMove(f, 'sacrifice') || f.hand.length === 0) return [{}];
  const rank = (c: Card) => (c.kind === 'energy0' ? 0 : c.kind === 'energy1' ? 1 : c.kind === 'specialMove' ? 2 : 3);
  const least = [...f.hand].sort((x, y) => rank(x) - rank(y))[0] as Card;
  return [{}, { sacrifice: least.id }];
}

/** No power, or each power announced with the attack at its fullest (11.1, 11.4, 11.5). */
function attackPowerChoices(f: Fighter, entered: number): { powers?: AttackPowers }[] {
  const out: { powers?: AttackPowers }[] = [{}];
  const free = !heldDown(f);
  if (free && f.powers.includes('lunge') && f.hand.length > 0) out.push({ powers: { lunge: ids(f.hand.slice(0, 3)) } });
  if (f.powers.includes('deepWounds')) out.push({ powers: { deepWounds: DEEP_WOUNDS_MAX } });
  if (free && f.powers.includes('wrestling')) out.push({ powers: { wrestling: true } });
  if (free && f.powers.includes('leap') && entered > 0)
    out.push({ powers: { leap: { attack: Math.min(3, entered), damage: 0 } } });
  return out;
}

/** The current player's offers at the start of his round (6.1, 6.2, 8). */
function startCommands(s: GladiatoriState, f: Fighter, extraDone: boolean): GladiatoriCommand[] {
  const commands: GladiatoriCommand[] = [{ type: 'pass' }, { type: 'surrender' }];
  const e1 = ids(f.hand.filter((c) => c.kind === 'energy1'));
  const energy = ids(f.hand.filter((c) => c.kind === 'energy1' || c.kind === 'energy0'));
  const targets = targetsInFront(s, f);
  const cards = actionCards(f);
  // Worked out once: the same for every card and target below.
  const moves = targets.length > 0 ? usableMoves(f, 'attack') : [];
  const recovery = greedyRecovery(f, 3, f.discard, true);
  const recoveryCopy = (): Recovery => ({ ...recovery, cards: recovery.cards.slice() });
  for (const card of cards) {
    const type = (f.hand.find((c) => c.id === card) ?? f.table.find((t) => t.card.id === card)?.card) as Card & {
      kind: 'action';
    };
    commands.push({ type: 'action', card, add: [], target: null });
    if (type.action === 'movement') continue;
    for (const target of targets) {
      commands.push({ type: 'action', card, add: [], target });
      for (const ally of s.seats)
        if (helpProblem(s, f, s.fighters[target] as Fighter, ally) === null)
          commands.push({ type: 'action', card, add: [], target, help: ally });
      for (const m of moves) {
        const move = f.hand.find((c) => c.id === m);
        if (move?.kind === 'specialMove' && move.move === 'sweep') continue;
        if (move?.kind === 'specialMove' && move.move === 'breakItem')
          for (const item of (s.fighters[target] as Fighter).items)
            commands.push({ type: 'action', card, add: [m], target, item: item.id });
        else commands.push({ type: 'action', card, add: [m], target });
      }
      if (type.action === 'strength' && e1.length > 0) commands.push({ type: 'action', card, add: e1, target });
      if (energy.length > e1.length) commands.push({ type: 'action', card, add: energy, target });
    }
  }
  // 10.1: each Sweep worth offering, with each attacking card.
  const sweepCard = f.hand.find((c) => c.kind === 'specialMove' && c.move === 'sweep');
  const sweeps = sweepCard ? sweepChoices(s, f) : [];
  for (const card of sweeps.length > 0 ? cards : []) {
    const c = f.hand.find((x) => x.id === card) ?? f.table.find((t) => t.card.id === card)?.card;
    if (c?.kind === 'action' && c.action !== 'movement')
      for (const sweep of sweeps)
        commands.push({ type: 'action', card, add: [(sweepCard as Card).id], target: sweep[0] as SeatId, sweep });
  }
  commands.push(...animalActions(s, f));
  // 9.5, 9.6: each throwing weapon at each foe it can reach, with the first attacking card.
  const attackCard = cards.find((card) => {
    const c = f.hand.find((x) => x.id === card) ?? f.table.find((t) => t.card.id === card)?.card;
    return c?.kind === 'action' && c.action !== 'movement';
  });
  if (attackCard)
    for (const item of f.items.filter((i) => i.card.throwing))
      for (const target of throwTargets(s, f, item))
        commands.push({ type: 'action', card: attackCard, add: [], target, throw: item.id });
  for (const marker of ['trapped', 'unbalanced'] as const) {
    const spend = f[marker] > 0 ? someElements(f, MARKER_PRICE) : null;
    if (spend) commands.push({ type: 'steady', marker, spend });
  }
  if (f.powers.includes('standUp') && (f.trapped > 0 || f.unbalanced > 0))
    commands.push({ type: 'power', power: 'standUp' });
  if (f.powers.includes('resistance')) commands.push({ type: 'power', power: 'resistance', recover: recoveryCopy() });
  if (f.powers.includes('adaptation') && f.deck.length > 0)
    commands.push({ type: 'power', power: 'adaptation', toHand: ids(f.deck.slice(0, 3)), toDeck: [] });
  for (const card of standbyCards(f)) commands.push({ type: 'standby', card, recover: recoveryCopy() });
  if (!extraDone && f.speed > 0) reachableAs(s, f, f.speed, extraCommand, commands);
  return commands;
}

/**
 * 11.7, 11.9: Adaptation or Resistance sent by a seat the match does not wait for. Ludus takes them at the owner's
 * next command instead (his own round, his answer to an attack, the Rest): what they bring back is not counted
 * before then, and a seat with nothing awaited is offered no command at all (the protocol's idle-seat promise).
 */
function outOfTurnPower(s: GladiatoriState, seat: SeatId, power: string): RuleViolation | null {
  if (power !== 'resistance' && power !== 'adaptation') return null;
  const f = s.fighters[seat] as Fighter;
  if (!f.powers.includes(power) || f.out !== null) return null;
  const rule = power === 'resistance' ? RULE.resistance : RULE.adaptation;
  const name = power === 'resistance' ? 'Resistance' : 'Adaptation';
  const awaited = pendingSeats(s)
    .map((x) => (s.fighters[x] as Fighter).name)
    .join(' and ');
  return {
    code: 'power-at-next-command',
    rule,
    message: `${f.name} keeps ${name} for his next command: the game waits for ${awaited || 'nobody'} now`,
  };
}

function apply(
  state: GladiatoriState,
  seat: SeatId,
  cmd: GladiatoriCommand,
): Result<Applied<GladiatoriState>, RuleViolation> {
  if (state.outcome) return violation('match-over', RULE.duration, 'the match is over');
  if (!Object.hasOwn(state.fighters, seat))
    return violation('bad-seat', 'protocol', `no fighter sits at seat "${seat}"`);
  if (!pendingSeats(state).includes(seat)) {
    // 11.7, 11.9: the powers of any moment wait for their owner's next command (docs/rulings.md).
    const early = cmd.type === 'power' ? outOfTurnPower(state, seat, cmd.power) : null;
    if (early) return err(early);
    const placing = placingOutOfTurn(state, seat);
    if (placing) return err(placing);
    return violation(
      'not-your-step',
      RULE.combatRound,
      `${(state.fighters[seat] as Fighter).name} has nothing to do now`,
      {
        awaited: pendingSeats(state),
      },
    );
  }
  const s = copyState(state);
  const ctx: Ctx = { s, dice: new Dice(s.rng), events: [] };
  const done = play(ctx, seat, cmd);
  if (!done.ok) return done;
  return ok({ state: s, events: ctx.events });
}

// ---- What a seat may see ----

type Hidden = { hidden: true; rotated: boolean; standby: boolean };

/** Another seat's fighter as the viewer sees him: counts for hidden zones, nothing of his sheet's values. */
export interface FighterView
  extends Omit<
    Fighter,
    | 'hand'
    | 'deck'
    | 'played'
    | 'table'
    | 'skills'
    | 'startSkills'
    | 'blood'
    | 'speed'
    | 'startBlood'
    | 'startSpeed'
    | 'overskills'
  > {
  hand: Card[] | number;
  deck: Card[] | number;
  played: Card[] | number;
  table: (TableSpot | Hidden)[];
  skills?: Fighter['skills'];
  startSkills?: Fighter['skills'];
  blood?: number;
  speed?: number;
  startBlood?: number;
  startSpeed?: number;
  /** 10.4: his own Overskill bonuses; another seat sees which skill was raised by how much no more than the skill. */
  overskills?: Fighter['overskills'];
}

/** A character in the options as a seat may see it: a name, a whole sheet (his own), or a created sheet's name. */
export type CharacterView = string | CharacterSheet | { name: string };

export interface GladiatoriView extends Omit<GladiatoriState, 'rng' | 'sealed' | 'fighters' | 'options'> {
  /** The options, with every other seat's created sheet cut down to its name. */
  options: Omit<GladiatoriOptions, 'characters'> & { characters: CharacterView[] };
  fighters: Record<SeatId, FighterView>;
  scores: Record<SeatId, number>;
  /** Seats whose sealed choice is in. */
  sealedBy: SeatId[];
  /** The viewer's own sealed choice, while the others' are secret. */
  mine: { seat: SeatId; command: GladiatoriCommand } | null;
  /** The animals, in plain sight (17). */
  animals?: AnimalsState;
}

function fighterView(f: Fighter, own: boolean): FighterView {
  if (own) return copyFighter(f);
  // Named field by field, as copy.ts does, leaving out the hidden zones' contents and the sheet's values.
  return {
    seat: f.seat,
    name: f.name,
    side: f.side,
    hand: f.hand.length,
    deck: f.deck.length,
    cover: f.cover,
    discard: f.discard.slice(),
    table: f.table.map((t) =>
      t.faceDown
        ? { hidden: true, rotated: t.rotated, standby: t.standby }
        : { card: t.card, rotated: t.rotated, faceDown: t.faceDown, standby: t.standby },
    ),
    played: f.playedShown ? f.played.slice() : f.played.length,
    playedShown: f.playedShown,
    items: f.items.map((i) => ({ id: i.id, card: i.card, damaged: i.damaged })),
    lostItems: f.lostItems.map((i) => ({ id: i.id, card: i.card, damaged: i.damaged })),
    removed: f.removed.slice(),
    moves: f.moves.slice(),
    powers: f.powers.slice(),
    usedPowers: f.usedPowers.slice(),
    laterPowers: f.laterPowers.slice(),
    delayed: f.delayed,
    helped: f.helped && { against: f.helped.against, value: f.helped.value },
    at: { q: f.at.q, r: f.at.r },
    facing: f.facing,
    trapped: f.trapped,
    unbalanced: f.unbalanced,
    faceDown: f.faceDown,
    newUnbalanced: f.newUnbalanced,
    passive: f.passive,
    out: f.out,
    undying: f.undying && { until: f.undying.until, bonus: f.undying.bonus },
    holding: f.holding && { net: f.holding.net, on: f.holding.on },
  };
}

/**
 * The options as `viewer` may see them: a created sheet's values are its owner's secret (7), so the other seats and
 * spectators see only its name; pre-made names are public, their sheets printed in the rulebook.
 */
function optionsView(s: GladiatoriState, viewer: Viewer): GladiatoriView['options'] {
  // The rest of the options is shared, as the state shares it: nothing changes options once a match is set up.
  const characters = s.options.characters.map((ch, i) =>
    typeof ch === 'string' ? ch : s.seats[i] === viewer ? cloneJson(ch) : { name: ch.name },
  );
  return { ...s.options, characters };
}

function view(s: GladiatoriState, viewer: Viewer): GladiatoriView {
  const { sealed, fighters } = s;
  const v: GladiatoriView = {
    options: optionsView(s, viewer),
    seats: s.seats.slice(),
    turn: s.turn,
    phase:
      s.phase.kind === 'deal' ? { kind: 'deal', deal: cloneJson(dealView(s.phase.deal, viewer)) } : copyPhase(s.phase),
    stack: s.stack.slice(),
    vp: s.vp.slice(),
    firstBlood: s.firstBlood,
    outcome: cloneJson(s.outcome),
    fighters: {},
    scores: {},
    sealedBy: Object.keys(sealed),
    mine:
      viewer !== 'spectator' && Object.hasOwn(sealed, viewer)
        ? { seat: viewer, command: cloneJson(sealed[viewer] as GladiatoriCommand) }
        : null,
  };
  for (const seat of s.seats) {
    v.fighters[seat] = fighterView(fighters[seat] as Fighter, seat === viewer);
    v.scores[seat] = score(s, seat);
  }
  if (s.animals) v.animals = viewAnimals(s.animals, viewer);
  // Only the totals of a fight are announced (7); each side sees its own terms, and a hidden Reaction stays hidden.
  if (v.phase.kind === 'round' && v.phase.fight) {
    const fight = v.phase.fight;
    if (viewer !== fight.attacker) fight.attackTerms = [];
    if (viewer !== fight.defender) {
      fight.defenceTerms = [];
      const spot = fight.reactionSpot === null ? null : (fighters[fight.defender] as Fighter).table[fight.reactionSpot];
      if (spot?.faceDown) fight.reaction = null;
    }
  }
  return v;
}

/** Every card a seat holds unseen by the others: hand, hit-point deck, face-down cards; and its sealed choice. */
function secrets(s: GladiatoriState): { seat: SeatId; value: unknown }[] {
  const out: { seat: SeatId; value: unknown }[] = [];
  for (const seat of s.seats) {
    const f = s.fighters[seat] as Fighter;
    for (const c of [...f.hand, ...f.deck, ...(f.playedShown ? [] : f.played)]) out.push({ seat, value: c });
    for (const t of f.table) if (t.faceDown) out.push({ seat, value: t.card });
    const ch = s.options.characters[s.seats.indexOf(seat)];
    if (typeof ch === 'object') out.push({ seat, value: ch });
    // With its seat, as `mine` shows it: two seats may well seal the same choice.
    if (Object.hasOwn(s.sealed, seat)) out.push({ seat, value: { seat, command: s.sealed[seat] } });
  }
  return out;
}

export const gladiatori: GameModule<GladiatoriOptions, GladiatoriState, GladiatoriCommand, GladiatoriView> = {
  id: 'gladiatori',
  title: 'Gladiatori',
  rulesVersion: 'gladiatori-2012/ludus-2',
  // A match stored under ludus-1 replays with the readings it was played under: one Overskill cap, the centre line.
  earlierRules: { 'gladiatori-2012/ludus-1': { overskillCap: 'raised', lineOfFire: 'centre' } },
  options: OptionsSchema as unknown as z.ZodType<GladiatoriOptions>,
  command: CommandSchema as z.ZodType<GladiatoriCommand>,
  setup,
  seats: (s) => s.seats,
  pending: pendingSeats,
  legal,
  apply,
  view,
  outcome: (s): Outcome | null => s.outcome,
  secrets,
  seatName: (s, seat) => (s.fighters[seat] as Fighter | undefined)?.name ?? `seat ${seat}`,
  sides: sidesOf,
};

export type { Recovery };
