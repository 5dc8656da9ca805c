/**
 * Figure creation (1.1-1.5): strength and agility rolled or chosen within the Retarius' limits, damage boxes from
 * 1d6 + strength + one a piece of armour, movement from strength + agility less the armour's penalties, never below 2.
 */
import type { Dice } from '../../core/dice.js';
import type { Direction, Hex } from '../../core/hex.js';
import type { SetupError } from '../../core/protocol.js';
import { err, ok, type Result } from '../../core/result.js';
import {
  AGILITY_ROLL,
  armourPieces,
  dieRow,
  EQUIPMENT_ROLL,
  MIN_MOVEMENT,
  movementPenalty,
  RETARIUS_LIMITS,
  RULE,
  SEATS,
  STRENGTH_ROLL,
} from './tables.js';
import type { Figure, Kit, Sheet } from './types.js';

export interface Placement {
  seat: string;
  name: string;
  side: number;
  at: Hex;
  facing: Direction;
}

/**
 * The one maker of a kit, every piece in one order. Kits made any other way (spreads of table rows, a spread with a
 * piece changed) each came out with a hidden class of their own, and the bots, which read kits in their inner loops,
 * paid for every extra class at each read. A kit is never edited: a change makes a new one here.
 */
export const makeKit = (
  helmet: Kit['helmet'],
  body: boolean,
  arm: boolean,
  leg: boolean,
  shield: boolean,
  weapon: Kit['weapon'],
  net: boolean,
): Kit => ({ helmet, body, arm, leg, shield, weapon, net });

/** A kit's own copy, field by field (makeKit). */
export const copyKit = (k: Kit): Kit => makeKit(k.helmet, k.body, k.arm, k.leg, k.shield, k.weapon, k.net);

/**
 * The one shape of a figure: every field in one order. A man made at setup, at the equip step, or copied for a step
 * of play (copyFigure) comes out of a literal with exactly these fields in exactly this order, so that all figures
 * share one hidden class and the bots' reads of them stay quick. Kept as a literal in each maker rather than one call
 * of sixteen arguments; the test "every figure has the one field order" holds them together.
 */
export const FIGURE_FIELDS = [
  'seat',
  'name',
  'side',
  'strength',
  'agility',
  'boxes',
  'hits',
  'movement',
  'retarius',
  'kit',
  'at',
  'facing',
  'down',
  'out',
  'dyingIn',
  'brokeFree',
] as const;

/**
 * A man's own copy for `apply` (module.ts) to change, every field named (a spread of the whole figure costs several
 * times more). His kit and his hex are shared with the old state: the rules give him a new kit when it changes
 * (makeKit) and a new hex when he moves, and never edit either in place.
 */
export function copyFigure(f: Figure): Figure {
  return {
    seat: f.seat,
    name: f.name,
    side: f.side,
    strength: f.strength,
    agility: f.agility,
    boxes: f.boxes,
    hits: f.hits,
    movement: f.movement,
    retarius: f.retarius,
    kit: f.kit,
    at: f.at,
    facing: f.facing,
    down: f.down,
    out: f.out,
    dyingIn: f.dyingIn,
    brokeFree: f.brokeFree,
  };
}

/** A record of men of the usual seats (SEATS, a to h) read and made whole, by number of men: see copyFigures. */
type Men = Record<string, Figure>;
/** The seats setup deals, read once: an imported name is a call on each use. */
const USUAL_SEATS = SEATS;
const RECORD_OF: ((o: Men) => Men)[] = [
  (o) => ({ a: o.a as Figure, b: o.b as Figure }),
  (o) => ({ a: o.a as Figure, b: o.b as Figure, c: o.c as Figure }),
  (o) => ({ a: o.a as Figure, b: o.b as Figure, c: o.c as Figure, d: o.d as Figure }),
  (o) => ({ a: o.a as Figure, b: o.b as Figure, c: o.c as Figure, d: o.d as Figure, e: o.e as Figure }),
  (o) => ({
    a: o.a as Figure,
    b: o.b as Figure,
    c: o.c as Figure,
    d: o.d as Figure,
    e: o.e as Figure,
    f: o.f as Figure,
  }),
  (o) => ({
    a: o.a as Figure,
    b: o.b as Figure,
    c: o.c as Figure,
    d: o.d as Figure,
    e: o.e as Figure,
    f: o.f as Figure,
    g: o.g as Figure,
  }),
  (o) => ({
    a: o.a as Figure,
    b: o.b as Figure,
    c: o.c as Figure,
    d: o.d as Figure,
    e: o.e as Figure,
    f: o.f as Figure,
    g: o.g as Figure,
    h: o.h as Figure,
  }),
];

/**
 * The man of a record of men at `seat`, read by the seat's own name for the usual seats (a to h): a read by a key
 * that changes from one read to the next takes the engine's slow generic path, while each of these reads is always
 * of the same name on records of the one hidden class (copyFigures). Other seats are read by their key.
 */
export function manOf(figures: Men, seat: string): Figure | undefined {
  switch (seat) {
    case 'a':
      return figures.a;
    case 'b':
      return figures.b;
    case 'c':
      return figures.c;
    case 'd':
      return figures.d;
    case 'e':
      return figures.e;
    case 'f':
      return figures.f;
    case 'g':
      return figures.g;
    case 'h':
      return figures.h;
    default:
      return figures[seat];
  }
}

/** Puts `man` at `seat` of a record of men (a copy of its own, copyFigures), each usual seat by its name (manOf). */
export function putMan(figures: Men, seat: string, man: Figure): void {
  switch (seat) {
    case 'a':
      figures.a = man;
      return;
    case 'b':
      figures.b = man;
      return;
    case 'c':
      figures.c = man;
      return;
    case 'd':
      figures.d = man;
      return;
    case 'e':
      figures.e = man;
      return;
    case 'f':
      figures.f = man;
      return;
    case 'g':
      figures.g = man;
      return;
    case 'h':
      figures.h = man;
      return;
    default:
      figures[seat] = man;
  }
}

/**
 * A copy of the record of men, in seat order: every record of a match, setup's first one too, is made here, so that
 * all share one hidden class (a spread of one record gave another, and the bots' and legal's look-ups of a man by his
 * seat met five of them). For the usual seats (a to h, as setup deals them) a literal of their number makes it whole
 * in one go, each man read by his seat's name: a record built seat by seat from an empty one took a look-up by a
 * changing key for every man. Other seats (none in play today) are copied one by one.
 */
export function copyFigures(seats: readonly string[], old: Men): Men {
  const n = seats.length;
  let usual = n >= 2 && n <= 8;
  for (let i = 0; i < n && usual; i++) if (seats[i] !== USUAL_SEATS[i]) usual = false;
  if (usual) return (RECORD_OF[n - 2] as (o: Men) => Men)(old);
  const figures: Men = {};
  for (let i = 0; i < n; i++) {
    const seat = seats[i] as string;
    figures[seat] = old[seat] as Figure;
  }
  return figures;
}
/** Movement rate of a sheet (1.4). */
export const movementOf = (strength: number, agility: number, kit: Kit): number =>
  Math.max(MIN_MOVEMENT, strength + agility - movementPenalty(kit));

/** What is wrong with a sheet or a kit: in words, the rule it breaks, and the sheet's field at fault. */
export interface SheetProblem {
  message: string;
  rule: string;
  field: 'strength' | 'agility' | 'kit.weapon';
}

/**
 * Why a man of this strength and agility may not carry a net, or null (1.1, 1.2): the Retarius' limits. The one
 * test of them, for a chosen sheet, a chosen kit and the kits offered.
 */
export function retariusProblem(strength: number, agility: number): SheetProblem | null {
  if (strength > RETARIUS_LIMITS.maxStrength)
    return {
      message: `a Retarius (a man with a net) may not have strength ${strength}: ${RETARIUS_LIMITS.maxStrength} at most`,
      rule: RULE.strength,
      field: 'strength',
    };
  if (agility < RETARIUS_LIMITS.minAgility)
    return {
      message: `a Retarius (a man with a net) may not have agility ${agility}: ${RETARIUS_LIMITS.minAgility} at least`,
      rule: RULE.agility,
      field: 'agility',
    };
  return null;
}

/** Why a chosen sheet breaks the rules, or null (1.1, 1.2, 1.5). */
export function sheetProblem(sheet: Sheet): SheetProblem | null {
  for (const key of ['strength', 'agility'] as const) {
    const v = sheet[key];
    if (!Number.isInteger(v) || v < 1 || v > 3)
      return { message: `${key} must be 1, 2 or 3, not ${v}`, rule: RULE[key], field: key };
  }
  const net = sheet.kit.net ? retariusProblem(sheet.strength, sheet.agility) : null;
  if (net) return net;
  if (sheet.kit.weapon === null)
    return { message: 'a figure starts with a sword or a spear', rule: RULE.equipment, field: 'kit.weapon' };
  return null;
}

/**
 * A man's strength and agility by a die each, strength first (1.1, 1.2): the one roll of them, for a man whose kit
 * is rolled after them (rollSheet) and for a man his player will equip (equip.ts).
 */
export function rollBuild(dice: Dice, name: string): { strength: number; agility: number } {
  const s = dice.roll(1, `${name}'s strength`, RULE.strength);
  const a = dice.roll(1, `${name}'s agility`, RULE.agility);
  const strength = dieRow(STRENGTH_ROLL, s.dice[0] as number).value;
  const agility = dieRow(AGILITY_ROLL, a.dice[0] as number).value;
  s.result = `strength ${strength}`;
  a.result = `agility ${agility}`;
  return { strength, agility };
}

/** Rolls a sheet (1.1, 1.2, 1.5): a Retarius outside his limits is brought to them (HOUSE). */
export function rollSheet(dice: Dice, name: string): Sheet {
  let { strength, agility } = rollBuild(dice, name);
  const e = dice.roll(1, `${name}'s equipment`, RULE.equipment);
  const equipment = EQUIPMENT_ROLL[(e.dice[0] as number) - 1];
  if (!equipment) throw new Error(`no equipment row for ${e.dice[0]}`);
  e.result = equipment.name;
  if (equipment.kit.net) {
    strength = Math.min(strength, RETARIUS_LIMITS.maxStrength);
    agility = Math.max(agility, RETARIUS_LIMITS.minAgility);
  }
  return { name: `${name} the ${equipment.name}`, strength, agility, kit: copyKit(equipment.kit) };
}

/** A figure from a valid sheet, its damage boxes rolled (1.3). */
export function createFigure(dice: Dice, sheet: Sheet, place: Placement): Result<Figure, SetupError> {
  const problem = sheetProblem(sheet);
  if (problem)
    return err({
      code: 'bad-sheet',
      message: `${place.name}: ${problem.message} (${problem.rule})`,
      field: problem.field,
    });
  const d = dice.roll(1, 'damage boxes', RULE.damage, [
    { label: 'strength', value: sheet.strength, rule: RULE.damage },
    { label: 'armour', value: armourPieces(sheet.kit), rule: RULE.damage },
  ]);
  d.result = `${d.total} boxes`;
  // In the order of FIGURE_FIELDS.
  return ok({
    seat: place.seat,
    name: sheet.name ?? place.name,
    side: place.side,
    strength: sheet.strength,
    agility: sheet.agility,
    // A small integer, said so: the dice's totals may come as floating-point numbers (the generator's unsigned words),
    // and one such in a figure's field makes every figure carry that field boxed, a new box at each copy.
    boxes: d.total | 0,
    hits: 0,
    movement: movementOf(sheet.strength, sheet.agility, sheet.kit),
    retarius: sheet.kit.net,
    kit: copyKit(sheet.kit),
    at: place.at,
    facing: place.facing,
    down: false,
    out: null,
    dyingIn: 0,
    brokeFree: false,
  });
}
