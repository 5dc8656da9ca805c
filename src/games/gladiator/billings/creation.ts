/**
 * Making a gladiator under the Billings Rules (3.4, 3.6, 3.7). Characteristics: the original two-dice chart, three
 * dice for each characteristic in turn, or five three-dice totals arranged as the player likes. Armour: the original
 * table, the revised table, or pieces bought within the type's budget; under both Billings ways the shield of a light
 * or medium man has a die of its own. The Retarius may arm and move as a light man. Rolls come in a fixed order
 * (armour, shield, characteristics, name) so scripted dice line up.
 */
import type { Dice } from '../../../core/dice.js';
import { err, ok, type Result } from '../../../core/result.js';
import { FIRST_COUNTER, rollName, sheet } from '../creation.js';
import { equipRetarius, RETARIUS_COUNTER } from '../net.js';
import {
  ARMOUR_TABLES,
  armourCode,
  type Characteristics,
  ARMOUR_TABLES_RULE as ORIGINAL_ARMOUR_RULE,
  PHYSICAL_CHART_RULE,
  parseArmourCode,
  physicalCharacteristics,
} from '../tables.js';
import { RETARIUS } from '../tables-advanced.js';
import type { Armour, Gladiator, GladiatorChoice, GladiatorType, Handedness, ShieldSize } from '../types.js';
import {
  ARMOUR_BUDGET,
  ARMOUR_COST,
  ARMOUR_PURCHASE_RULE,
  ARMOUR_TABLES_RULE,
  BILLINGS_ARMOUR_TABLES,
  BILLINGS_RETARIUS,
  CHARACTERISTIC_KEYS,
  type CharacteristicKey,
  type Coverage,
  PHYSICAL_3D6_RULE,
  physical3d6,
  SHIELD_ROLLED,
} from './tables.js';

/** chart: the original 3.7; threeDice: a three-dice roll per characteristic; arranged: five rolls placed by choice. */
export type CharacteristicsMethod = 'chart' | 'threeDice' | 'arranged';
/** table: the original 3.6; billingsTable: the revised tables; bought: pieces paid for out of the budget. */
export type ArmourMethod = 'table' | 'billingsTable' | 'bought';

export interface BillingsCreation {
  characteristics: CharacteristicsMethod;
  /** For `arranged`: the characteristics in the order they take the totals, highest total first. */
  arrangement?: readonly CharacteristicKey[];
  armour: ArmourMethod;
  /** For `bought`: five armour codes, head first ('A7', 'B', '—'). */
  purchase?: readonly string[];
  /** 3.4: the Retarius arms from the light table or budget and moves six phases. */
  retariusLight: boolean;
}

export interface CreationError {
  code: 'bad-creation';
  rule: string;
  message: string;
  field: string;
}

const fail = (rule: string, field: string, message: string): Result<never, CreationError> =>
  err({ code: 'bad-creation', rule, message: `${rule}: ${message}`, field });

/** The type whose tables and budget a man uses: a Retarius uses the medium ones, or the light ones under 3.4. */
export const armourClass = (type: GladiatorChoice, retariusLight: boolean): GladiatorType =>
  type === 'retarius' ? (retariusLight ? BILLINGS_RETARIUS.classifiedAs : RETARIUS.classifiedAs) : type;

/** The price of one area's armour on the 3.6 cost table; complete armour is the F column. */
export const armourPrice = (a: Armour): number => ARMOUR_COST[a.quality][(a.coverage ?? 'F') as Coverage];

/** Checks a purchase against the budget: five readable codes whose prices add up to no more than it allows. */
export function checkPurchase(
  type: GladiatorChoice,
  codes: readonly string[] | undefined,
): Result<{ armour: (Armour | null)[]; spent: number }, CreationError> {
  const budget = ARMOUR_BUDGET[type];
  if (codes?.length !== 5)
    return fail(
      ARMOUR_PURCHASE_RULE,
      'purchase',
      `buying armour takes five codes, head first, got ${codes?.length ?? 0}`,
    );
  const armour: (Armour | null)[] = [];
  for (const [i, code] of codes.entries()) {
    if (!/^([ABC][5-9]?|-|—)$/.test(code.trim()))
      return fail(
        ARMOUR_PURCHASE_RULE,
        `purchase.${i}`,
        `"${code}" is not armour: a quality A, B or C with a cover of 5 to 9 or none for complete, or - for nothing`,
      );
    armour.push(parseArmourCode(code));
  }
  const spent = armour.reduce((sum, a) => sum + (a ? armourPrice(a) : 0), 0);
  if (spent > budget)
    return fail(
      ARMOUR_PURCHASE_RULE,
      'purchase',
      `${armour.map(armourCode).join(' ')} costs ${spent} sesterces, over the ${budget} a ${type === 'retarius' ? 'Retarius' : `${type} man`} may spend`,
    );
  return ok({ armour, spent });
}

/** Each characteristic in words, as the log names its roll. */
export const CHARACTERISTIC_WORDS: Readonly<Record<CharacteristicKey, string>> = {
  TR: 'training',
  ST: 'strength',
  AG: 'agility',
  CON: 'constitution',
  W: 'wounds',
};

function rollCharacteristicOn3d6(dice: Dice, key: CharacteristicKey): number {
  const words = CHARACTERISTIC_WORDS[key];
  const r = dice.roll(3, `${words} on three dice`, `Billings ${PHYSICAL_3D6_RULE}`);
  const value = physical3d6(key, r.total);
  r.row = `${words} column, total ${r.total}`;
  r.result = `${words} ${value}`;
  return value;
}

function rollCharacteristics(
  dice: Dice,
  how: BillingsCreation,
): Result<{ ch: Characteristics; pair: [number, number] }, CreationError> {
  if (how.characteristics === 'chart') {
    const r = dice.roll(2, 'physical characteristics', PHYSICAL_CHART_RULE);
    const pair = r.dice as [number, number];
    const ch = physicalCharacteristics(...pair);
    r.row = `chart ${pair[0]}/${pair[1]}`;
    r.result = `TR ${ch.TR} ST ${ch.ST} AG ${ch.AG} CON ${ch.CON} W ${ch.W}`;
    return ok({ ch, pair });
  }
  const ch: Characteristics = { TR: 0, ST: 0, AG: 0, CON: 0, W: 0 };
  if (how.characteristics === 'threeDice') {
    for (const key of CHARACTERISTIC_KEYS) ch[key] = rollCharacteristicOn3d6(dice, key);
    return ok({ ch, pair: [0, 0] });
  }
  const order = how.arrangement ?? [];
  if (order.length !== 5 || new Set(order).size !== 5 || !order.every((k) => CHARACTERISTIC_KEYS.includes(k)))
    return fail(
      PHYSICAL_3D6_RULE,
      'arrangement',
      `arranging five rolls needs each of TR, ST, AG, CON and W once, highest first, got ${order.join(', ') || 'none'}`,
    );
  const rolls = CHARACTERISTIC_KEYS.map((_, i) =>
    dice.roll(3, `characteristic roll ${i + 1} of 5 (to arrange)`, `Billings ${PHYSICAL_3D6_RULE}`),
  );
  // Highest total first; equal totals keep the order they were rolled in.
  const sorted = [...rolls].sort((a, b) => b.total - a.total);
  for (const [i, key] of order.entries()) {
    const r = sorted[i] as (typeof rolls)[number];
    const words = CHARACTERISTIC_WORDS[key];
    ch[key] = physical3d6(key, r.total);
    r.row = `placed by choice in the ${words} column, total ${r.total}`;
    r.result = `${words} ${ch[key]}`;
  }
  return ok({ ch, pair: [0, 0] });
}

function rollShield(dice: Dice, type: GladiatorType): ShieldSize {
  const r = dice.roll(1, `shield size (${type} table)`, `Billings ${ARMOUR_TABLES_RULE}`);
  const shield = (BILLINGS_ARMOUR_TABLES[type][r.total - 1] as { shield: ShieldSize }).shield;
  r.row = `${type} armour table, shield column, row ${r.total}`;
  r.result = `${shield} shield`;
  return shield;
}

/**
 * A new gladiator made the Billings way (or partly the original way, as `how` says), at the origin facing 0.
 * Bad choices (an unaffordable purchase, an arrangement that misses a characteristic) are errors naming the rule.
 * The rolls that made him are copied onto his sheet (`creation`), so a log sheet or a saved JSON can say how each
 * characteristic and his armour came about; the dice keep their own record as well.
 */
export function createBillingsGladiator(
  dice: Dice,
  spec: { seat: string; type: GladiatorChoice; name?: string; id?: number; handedness?: Handedness },
  how: BillingsCreation,
): Result<Gladiator, CreationError> {
  const before = dice.rolls.length;
  const cls = armourClass(spec.type, how.retariusLight);
  let armour: (Armour | null)[];
  let armourRoll = 0;
  let shield: ShieldSize;
  if (how.armour === 'bought') {
    const bought = checkPurchase(spec.type === 'retarius' ? spec.type : cls, how.purchase);
    if (!bought.ok) return bought;
    armour = bought.value.armour;
    shield = SHIELD_ROLLED[cls] ? rollShield(dice, cls) : 'large';
  } else {
    const tables = how.armour === 'table' ? ARMOUR_TABLES : BILLINGS_ARMOUR_TABLES;
    const rule = how.armour === 'table' ? ORIGINAL_ARMOUR_RULE : `Billings ${ARMOUR_TABLES_RULE}`;
    const r = dice.roll(1, `armour (${cls} table)`, rule);
    r.row = `${how.armour === 'table' ? '' : 'revised '}${cls} armour table, row ${r.total}`;
    armourRoll = r.total;
    const row = tables[cls][armourRoll - 1];
    if (!row) throw new Error(`no ${cls} armour row ${armourRoll}`);
    armour = row.areas;
    shield = how.armour === 'billingsTable' && SHIELD_ROLLED[cls] ? rollShield(dice, cls) : row.shield;
  }
  const rolled = rollCharacteristics(dice, how);
  if (!rolled.ok) return rolled;
  const name = spec.name ?? rollName(dice);
  const g = sheet({
    seat: spec.seat,
    type: spec.type === 'retarius' ? RETARIUS.classifiedAs : cls,
    name,
    id: spec.id ?? FIRST_COUNTER[cls],
    handedness: spec.handedness ?? 'right',
    armour,
    armourRoll,
    shield,
    ch: rolled.value.ch,
    characteristicsRoll: rolled.value.pair,
    position: { q: 0, r: 0 },
    facing: 0,
  });
  g.creation = dice.rolls.slice(before).map((r) => ({ ...r, dice: [...r.dice], modifiers: [...r.modifiers] }));
  if (spec.type !== 'retarius') return ok(g);
  equipRetarius(g, spec.id ?? RETARIUS_COUNTER);
  if (how.retariusLight) {
    // 3.4: six phases a turn; for everything else (collisions, net modifiers) he stays the medium man of 17.1.
    g.move = BILLINGS_RETARIUS.move;
    g.allowance = BILLINGS_RETARIUS.move;
  }
  return ok(g);
}

/** How a match's options make its men: the Billings sections switched on, the original way for the rest. */
export function creationOf(on: (section: 'characteristics' | 'armour' | 'retariusLight') => boolean): BillingsCreation {
  return {
    characteristics: on('characteristics') ? 'threeDice' : 'chart',
    armour: on('armour') ? 'billingsTable' : 'table',
    retariusLight: on('retariusLight'),
  };
}

/** Mean CF, W and CON of `count` men of one type made one way, each on its own seed `${seed}-${i}`. */
export function measureCreation(
  type: GladiatorChoice,
  how: BillingsCreation,
  count: number,
  seed: string,
  makeDice: (seed: string) => Dice,
): Result<{ count: number; cf: number; W: number; CON: number }, CreationError> {
  let cf = 0;
  let w = 0;
  let con = 0;
  for (let i = 0; i < count; i++) {
    const made = createBillingsGladiator(makeDice(`${seed}-${i}`), { seat: 'a', type, name: 'Measured' }, how);
    if (!made.ok) return made;
    cf += made.value.cf;
    w += made.value.W;
    con += made.value.CON;
  }
  return ok({ count, cf: cf / count, W: w / count, CON: con / count });
}
