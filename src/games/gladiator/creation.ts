/**
 * Making a gladiator's log sheet (rule 3): armour by one die on the type's table (3.6), characteristics by two dice
 * on the chart (3.7), CF = TR + ST + AG. Scenario files may give any part explicitly; only the missing parts are
 * rolled, always in the same order (armour, characteristics, name) so scripted dice line up.
 */
import { z } from 'zod';
import type { Dice } from '../../core/dice.js';
import type { Direction, Hex } from '../../core/hex.js';
import type { SeatId } from '../../core/protocol.js';
import { err, ok, type Result } from '../../core/result.js';
import { equipRetarius, RETARIUS_COUNTER } from './net.js';
import {
  ARMOUR_TABLES,
  ARMOUR_TABLES_RULE,
  type Characteristics,
  MOVE_RATE,
  PHYSICAL_CHART_RULE,
  parseArmourCode,
  physicalCharacteristics,
} from './tables.js';
import { RETARIUS } from './tables-advanced.js';
import type { Armour, Gladiator, GladiatorChoice, GladiatorType, Handedness, ShieldSize } from './types.js';

/** 36 names, indexed by two dice: (first - 1) * 6 + (second - 1). Colour only (3.1). */
export const ROMAN_NAMES: readonly string[] = [
  'Flamma',
  'Crixus',
  'Priscus',
  'Verus',
  'Spiculus',
  'Celadus',
  'Carpophorus',
  'Tetraites',
  'Triumphus',
  'Hermes',
  'Rufus',
  'Felix',
  'Marcus Attilius',
  'Aurelius',
  'Cassius',
  'Drusus',
  'Gaius',
  'Lucius',
  'Quintus',
  'Titus',
  'Septimus',
  'Decimus',
  'Gnaeus',
  'Servius',
  'Varro',
  'Brutus',
  'Cato',
  'Scorpus',
  'Secundus',
  'Tertius',
  'Vitalis',
  'Urbicus',
  'Faustus',
  'Sabinus',
  'Niger',
  'Maximus',
];

/** Default counter numbers (2.2): heavies are 1-3, mediums 4-6, lights 7-9; this is the first of each. */
export const FIRST_COUNTER: Record<GladiatorType, number> = { heavy: 1, medium: 4, light: 7 };

export interface CreateSpec {
  seat: string;
  type: GladiatorType;
  name?: string;
  id?: number;
  handedness?: Handedness;
}

/** Net defence factor (3.7): TR + AG, so it follows any loss of agility. */
export const netDefence = (g: Gladiator): number => g.TR + g.AG;

/** Rolls the name from ROMAN_NAMES with two dice. */
export function rollName(dice: Dice): string {
  const r = dice.roll(2, 'name', '§3.1');
  const [a, b] = r.dice as [number, number];
  const name = ROMAN_NAMES[(a - 1) * 6 + (b - 1)] as string;
  r.result = name;
  return name;
}

function rollArmour(dice: Dice, type: GladiatorType): number {
  const r = dice.roll(1, `armour (${type} table)`, ARMOUR_TABLES_RULE);
  r.row = `${type} armour table, row ${r.total}`;
  return r.total;
}

function rollCharacteristics(dice: Dice): [number, number] {
  const r = dice.roll(2, 'physical characteristics', PHYSICAL_CHART_RULE);
  const pair = r.dice as [number, number];
  const ch = physicalCharacteristics(pair[0], pair[1]);
  r.row = `chart ${pair[0]}/${pair[1]}`;
  r.result = `TR ${ch.TR} ST ${ch.ST} AG ${ch.AG} CON ${ch.CON} W ${ch.W}`;
  return pair;
}

export interface Parts {
  seat: SeatId;
  type: GladiatorType;
  name: string;
  id: number;
  handedness: Handedness;
  armour: (Armour | null)[];
  armourRoll: number;
  shield: ShieldSize | null;
  ch: Characteristics;
  characteristicsRoll: [number, number];
  position: Hex;
  facing: Direction;
}

/** A fresh log sheet: no wounds, no stun, weapon in hand, standing, full movement allowance. */
export function sheet(p: Parts): Gladiator {
  const cf = p.ch.TR + p.ch.ST + p.ch.AG;
  const move = MOVE_RATE[p.type];
  return {
    seat: p.seat,
    name: p.name,
    type: p.type,
    id: p.id,
    move,
    armour: p.armour.map((a) => (a ? { ...a } : null)),
    helmetLost: false,
    TR: p.ch.TR,
    ST: p.ch.ST,
    AG: p.ch.AG,
    CON: p.ch.CON,
    W: p.ch.W,
    characteristicsRoll: p.characteristicsRoll,
    armourRoll: p.armourRoll,
    startCF: cf,
    cf,
    cfChanges: [],
    cfLostByArea: [0, 0, 0, 0, 0],
    stun: 0,
    wounds: [0, 0, 0, 0, 0],
    shield: p.shield,
    shieldDamage: 0,
    hasWeapon: true,
    weaponRecoveredAt: null,
    handedness: p.handedness,
    position: { ...p.position },
    facing: p.facing,
    posture: 'standing',
    unconscious: false,
    stumbling: false,
    mustStumble: false,
    mustRise: false,
    lmp: 0,
    stu: 0,
    severedArteries: [],
    mortalWound: false,
    dead: false,
    allowance: move,
    exceeded: false,
    exceededLastTurn: false,
    lastStep: null,
    attackCfTotal: 0,
    defenceCfTotal: 0,
  };
}

/** Rolls a new gladiator of the given type (3.6 armour, 3.7 characteristics), at the origin facing 0. */
export function createGladiator(
  dice: Dice,
  spec: { seat: string; type: GladiatorChoice; name?: string; id?: number; handedness?: Handedness },
): Gladiator {
  // 17.1: a Retarius rolls on the medium tables and then trades his shield for net and trident.
  const type = spec.type === 'retarius' ? RETARIUS.classifiedAs : spec.type;
  const armourRoll = rollArmour(dice, type);
  const row = ARMOUR_TABLES[type][armourRoll - 1];
  if (!row) throw new Error(`no ${type} armour row ${armourRoll}`);
  const characteristicsRoll = rollCharacteristics(dice);
  const ch = physicalCharacteristics(...characteristicsRoll);
  const name = spec.name ?? rollName(dice);
  const g = sheet({
    seat: spec.seat,
    type,
    name,
    id: spec.id ?? FIRST_COUNTER[type],
    handedness: spec.handedness ?? 'right',
    armour: row.areas,
    armourRoll,
    shield: row.shield,
    ch,
    characteristicsRoll,
    position: { q: 0, r: 0 },
    facing: 0,
  });
  return spec.type === 'retarius' ? equipRetarius(g, spec.id ?? RETARIUS_COUNTER) : g;
}

// ---- Scenario specs --------------------------------------------------------------------------

const die = z.number().int().min(1).max(6);
const armourCodeSchema = z
  .string()
  .regex(/^([ABC][5-9]?|-|—)$/, "armour code must be A, B or C, optionally followed by 5-9 ('A7'), or '-' for none");

/**
 * A gladiator in a scenario's `initial` block. Everything but the type is optional; what is missing is rolled.
 * Characteristics: `characteristicsRoll` picks a chart cell, and any of TR/ST/AG/CON/W given explicitly override it.
 * Armour: `armour` (five codes, head first) or `armourRoll` (the table row); `shield` overrides the row's shield.
 */
export const GladiatorSpecSchema = z
  .object({
    seat: z.string().min(1).optional(),
    type: z.enum(['light', 'medium', 'heavy', 'retarius']),
    name: z.string().min(1).max(40).optional(),
    id: z.number().int().min(1).max(99).optional(),
    handedness: z.enum(['right', 'left']).optional(),
    characteristicsRoll: z.tuple([die, die]).optional(),
    TR: z.number().int().min(0).max(30).optional(),
    ST: z.number().int().min(-10).max(10).optional(),
    AG: z.number().int().min(-10).max(10).optional(),
    CON: z.number().int().min(0).max(20).optional(),
    W: z.number().int().min(1).max(18).optional(),
    armourRoll: die.optional(),
    armour: z.array(armourCodeSchema).length(5).optional(),
    shield: z.enum(['large', 'small', 'none']).optional(),
    position: z.object({ q: z.number().int(), r: z.number().int() }).strict().optional(),
    facing: z.number().int().min(0).max(5).optional(),
    /** Billings 19.2: his record from earlier matches (a campaign fills it in). */
    record: z
      .object({ wins: z.number().int().min(0).max(999), spared: z.number().int().min(0).max(999) })
      .strict()
      .optional(),
  })
  .strict();
export type GladiatorSpec = z.infer<typeof GladiatorSpecSchema>;

export interface GladiatorSpecError {
  code: string;
  message: string;
  /** Dotted path of the offending field, e.g. 'armour.2'. */
  field: string;
}

const CH_KEYS = ['TR', 'ST', 'AG', 'CON', 'W'] as const;

/**
 * Builds a gladiator from a scenario spec, rolling only what it leaves out (armour, then characteristics, then
 * name). `armourRoll` is 0 when the armour was given outright, `characteristicsRoll` [0, 0] when all five
 * characteristics were.
 */
export function gladiatorFromSpec(spec: unknown, dice: Dice, seat: SeatId): Result<Gladiator, GladiatorSpecError> {
  const parsed = GladiatorSpecSchema.safeParse(spec);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const path = issue?.path.map(String).join('.') ?? '';
    // An unknown key is reported on the object that holds it; name the key itself.
    const keys = issue?.code === 'unrecognized_keys' ? issue.keys : [];
    const field = [path, keys.join(', ')].filter(Boolean).join('.') || '(root)';
    return err({ code: 'bad-gladiator', message: `gladiator ${field}: ${issue?.message ?? 'invalid'}`, field });
  }
  const s = parsed.data;
  const type = s.type === 'retarius' ? RETARIUS.classifiedAs : s.type;
  if (s.armour && s.armourRoll !== undefined) {
    return err({
      code: 'bad-gladiator',
      message: 'gladiator armour: give armour or armourRoll, not both',
      field: 'armour',
    });
  }

  let armour: (Armour | null)[];
  let armourRoll: number;
  let shield: ShieldSize | null;
  if (s.armour) {
    armour = s.armour.map(parseArmourCode);
    armourRoll = 0;
    // No table row to read a shield from: lights default to small (5 of their 6 rows), the others to large (all).
    shield = type === 'light' ? 'small' : 'large';
  } else {
    armourRoll = s.armourRoll ?? rollArmour(dice, type);
    const row = ARMOUR_TABLES[type][armourRoll - 1] as { areas: (Armour | null)[]; shield: ShieldSize };
    armour = row.areas;
    shield = row.shield;
  }
  if (s.shield) shield = s.shield === 'none' ? null : s.shield;

  let characteristicsRoll: [number, number] = [0, 0];
  let ch: Characteristics;
  const allGiven = CH_KEYS.every((k) => s[k] !== undefined);
  if (s.characteristicsRoll || !allGiven) {
    characteristicsRoll = s.characteristicsRoll ? [...s.characteristicsRoll] : rollCharacteristics(dice);
    ch = physicalCharacteristics(...characteristicsRoll);
  } else {
    ch = { TR: 0, ST: 0, AG: 0, CON: 0, W: 0 };
  }
  for (const k of CH_KEYS) {
    const v = s[k];
    if (v !== undefined) ch[k] = v;
  }

  const name = s.name ?? rollName(dice);
  const g = sheet({
    seat: s.seat ?? seat,
    type,
    name,
    id: s.id ?? FIRST_COUNTER[type],
    handedness: s.handedness ?? 'right',
    armour,
    armourRoll,
    shield,
    ch,
    characteristicsRoll,
    position: s.position ?? { q: 0, r: 0 },
    facing: (s.facing ?? 0) as Direction,
  });
  if (s.record) g.record = { ...s.record };
  if (s.type !== 'retarius') return ok(g);
  equipRetarius(g, s.id ?? RETARIUS_COUNTER);
  // A scenario may hand him a shield he picked up after losing his net (17.1).
  if (s.shield && s.shield !== 'none') g.shield = s.shield;
  return ok(g);
}
