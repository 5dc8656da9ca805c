/**
 * A scenario's `initial` block for GLADIATOR: who the gladiators are (made by creation.ts), how their log sheets
 * stand when the scenario opens (wounds, CF changes, stun, posture, criticals, what they hold, last turn's excess),
 * what lies on the floor, and the turn it opens in. A rule example can so start from the very situation it describes.
 * Everything is checked against the rules before play; an error names the field it is about.
 */
import { z } from 'zod';
import type { Dice } from '../../core/dice.js';
import { type Direction, type Hex, hexEq } from '../../core/hex.js';
import type { SeatId, SetupError } from '../../core/protocol.js';
import { err, ok, type Result } from '../../core/result.js';
import { GladiatorSpecSchema, gladiatorFromSpec } from './creation.js';
import { SHIELD_BOX_COUNT } from './shield.js';
import { cfLostByWounds } from './tables.js';
import { AREA_NAMES, AREAS, type Area, type Gladiator, type GladiatorOptions, type Item } from './types.js';

const HexSchema = z.object({ q: z.number().int(), r: z.number().int() }).strict();
const boxes = z.number().int().min(0).max(18);

/**
 * Lasting critical results (9.5) by their letters on the table. SA takes the area it was cut in (SA5: legs). Results
 * that act once (1, 2x, 3x, S, K, WD, SD) are given as their outcome instead: wounds, stun, weapon or shield.
 * ST and AG losses are the characteristics themselves. Repeats add up (9.51).
 */
export const LASTING_CRITICALS = ['H', 'M', 'V', 'LMP', 'STU', 'SA1', 'SA2', 'SA3', 'SA4', 'SA5'] as const;
export type LastingCritical = (typeof LASTING_CRITICALS)[number];

/** How a log sheet stands when the scenario opens; anything left out is as on a fresh sheet. */
export const ConditionSchema = z
  .object({
    /** 'stumbling' stands and owes a Stumble as his next standard move (14.1); 'prone' must rise first (13.1). */
    posture: z.enum(['standing', 'kneeling', 'prone', 'stumbling']).optional(),
    stun: z.number().int().min(0).max(99).optional(),
    /** Wound boxes checked per area, head first (Display 8); their CF cost follows 9.31. */
    wounds: z.tuple([boxes, boxes, boxes, boxes, boxes]).optional(),
    /** Further permanent CF changes on Display 9 (exertion, say), each with its cause. */
    cfChanges: z
      .array(
        z
          .object({
            amount: z.number().int().min(-30).max(30),
            cause: z.string().min(1).max(80),
            rule: z.string().min(1).max(20).optional(),
          })
          .strict(),
      )
      .max(50)
      .optional(),
    weapon: z.boolean().optional(),
    /** Boxes checked on the shield he holds (Display 13); a ruined shield is not held but lies among the items. */
    shieldDamage: z
      .number()
      .int()
      .min(0)
      .max(SHIELD_BOX_COUNT - 1)
      .optional(),
    criticals: z.array(z.enum(LASTING_CRITICALS)).max(30).optional(),
    /** His plot of last turn went one phase over the allowance (16.4): -2 moving phases now, +1 to endurance. */
    exceededLastTurn: z.boolean().optional(),
    /** CF he has allocated to attack and to defence so far this match: the crowd's figures (19.2). */
    matchCf: z
      .object({ attack: z.number().int().min(0).max(100000), defence: z.number().int().min(0).max(100000) })
      .strict()
      .optional(),
    /** Advanced Game: he holds a net (17.1, 17.9); a Retarius who lost his is given false. */
    net: z.boolean().optional(),
    /** Advanced Game: caught in a net (17.35), still held by the other seat's net or let go of (17.36). */
    ensnared: z.enum(['held', 'loose']).optional(),
  })
  .strict();
type Condition = z.infer<typeof ConditionSchema>;

export const InitialGladiatorSchema = GladiatorSpecSchema.extend(ConditionSchema.shape).strict();
const CONDITION_KEYS = Object.keys(ConditionSchema.shape);

/** An item on the arena floor (12.4): a shield has its size and the boxes checked on it, 17 when ruined (10.3). */
const ItemSchema = z
  .object({
    kind: z.enum(['weapon', 'shield', 'net']),
    owner: z.string(),
    at: HexSchema,
    size: z.enum(['large', 'small']).optional(),
    damage: z.number().int().min(0).max(SHIELD_BOX_COUNT).optional(),
  })
  .strict();

/** The whole block. Nets (items of kind `net`, the `net` and `ensnared` fields) need the Advanced Game (17). */
export const InitialSchema = z
  .object({
    /** The turn the scenario opens in (4.1); from the second, it opens with the endurance checks of 16.2. */
    turn: z.number().int().min(1).max(1000).optional(),
    /** One a seat in seat order: a and b in a duel, every man of every side in a team match (20). */
    gladiators: z.array(InitialGladiatorSchema).max(16).optional(),
    items: z.array(ItemSchema).max(50).optional(),
  })
  .strict();
export type Initial = z.infer<typeof InitialSchema>;

const fail = (field: string, message: string): { ok: false; error: SetupError } =>
  err({ code: 'bad-initial', message: `${field}: ${message}`, field });

/** Parses the block; a schema error names its field from `initial` down (an unknown key by its own name). */
export function parseInitial(initial: unknown): Result<Initial, SetupError> {
  const parsed = InitialSchema.safeParse(initial ?? {});
  if (parsed.success) return ok(parsed.data);
  const issue = parsed.error.issues[0];
  const keys = issue?.code === 'unrecognized_keys' ? issue.keys : [];
  const field = ['initial', ...(issue?.path.map(String) ?? []), keys.join(', ')].filter(Boolean).join('.');
  return fail(field, issue?.message ?? 'invalid');
}

/**
 * Builds the gladiator of one seat from his entry: creation.ts makes the fresh sheet (rolling what is not given),
 * then the condition is written onto it. `start` is where he stands when the entry does not say.
 */
export function initialGladiator(
  entry: z.infer<typeof InitialGladiatorSchema>,
  index: number,
  seat: SeatId,
  options: GladiatorOptions,
  dice: Dice,
  start: { position: Hex; facing: Direction },
): Result<Gladiator, SetupError> {
  const prefix = `initial.gladiators.${index}`;
  const who: Record<string, unknown> = { handedness: options.leftHanded.includes(seat) ? 'left' : 'right' };
  const condition: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(entry)) (CONDITION_KEYS.includes(k) ? condition : who)[k] = v;
  const made = gladiatorFromSpec(who, dice, seat);
  if (!made.ok) return fail(`${prefix}.${made.error.field}`, made.error.message.replace(/^gladiator [^:]*: /, ''));
  const g = made.value;
  if (entry.position === undefined) g.position = { ...start.position };
  if (entry.facing === undefined) g.facing = start.facing;
  const applied = applyCondition(g, condition as Condition, options, prefix);
  return applied.ok ? ok(g) : applied;
}

/** A CF change made before the scenario opened: turn 0, phase 0 on Display 9. */
function before(g: Gladiator, amount: number, cause: string, rule: string): void {
  if (amount === 0) return;
  g.cf += amount;
  g.cfChanges.push({ amount, cause, rule, turn: 0, phase: 0 });
}

function applyCondition(
  g: Gladiator,
  c: Condition,
  options: GladiatorOptions,
  prefix: string,
): Result<null, SetupError> {
  for (const area of AREAS) {
    const n = c.wounds?.[area - 1] ?? 0;
    if (n === 0) continue;
    if (n >= g.W)
      return fail(`${prefix}.wounds.${area - 1}`, `${n} boxes checked would kill him (9.32): his W is ${g.W}`);
    const lost = cfLostByWounds(area, 0, n, g.W, options.woundCategories);
    g.wounds[area - 1] = n;
    g.cfLostByArea[area - 1] = lost;
    before(g, -lost, `${n} wound${n > 1 ? 's' : ''} to the ${AREA_NAMES[area]} before the scenario`, '§9.31');
  }
  for (const [i, code] of (c.criticals ?? []).entries()) {
    if (code === 'H') {
      if (!g.armour[0] || g.helmetLost)
        return fail(`${prefix}.criticals.${i}`, 'H: he has no helmet to lose (9.5 treats that as 3xM)');
      g.helmetLost = true;
    } else if (code === 'M') g.mortalWound = true;
    else if (code === 'V') before(g, -1, 'vision obstructed before the scenario', '§9.5');
    else if (code === 'LMP') g.lmp += 1;
    else if (code === 'STU') g.stu += 1;
    // Cut before the scenario, so it bleeds from the end of its first phase (9.5 SA).
    else g.severedArteries.push({ area: Number(code.slice(2)) as Area, since: '0.0' });
  }
  for (const ch of c.cfChanges ?? []) before(g, ch.amount, ch.cause, ch.rule ?? 'scenario');
  if (c.net !== undefined) g.net = c.net;
  if (c.ensnared) {
    g.ensnared = true;
    // In a duel a net still held is the other seat's (checked once both sheets exist); a team match's setup puts
    // the one foe holding a net in his place.
    g.ensnaredBy = c.ensnared === 'held' ? (g.seat === 'a' ? 'b' : 'a') : null;
  }
  if (c.weapon !== undefined) g.hasWeapon = c.weapon;
  if (c.matchCf) {
    g.attackCfTotal = c.matchCf.attack;
    g.defenceCfTotal = c.matchCf.defence;
  }
  if (c.shieldDamage !== undefined) {
    if (!g.shield) return fail(`${prefix}.shieldDamage`, 'he holds no shield');
    g.shieldDamage = c.shieldDamage;
  }
  g.stun = c.stun ?? 0;
  const posture = c.posture ?? 'standing';
  g.posture = posture === 'stumbling' ? 'standing' : posture;
  g.mustStumble = posture === 'stumbling';
  g.mustRise = posture === 'prone';
  // 9.36 / 11.4: a man whose stun takes his CF to the threshold lies senseless and prone.
  const left = g.cf - g.stun;
  g.unconscious = g.stun > 0 && (options.unconsciousAt === 'zeroOrLess' ? left <= 0 : left < 0);
  if (g.unconscious) {
    if (c.posture !== undefined && c.posture !== 'prone')
      return fail(
        `${prefix}.posture`,
        `stun ${g.stun} against CF ${g.cf} knocks him out (9.36, 11.4): he lies prone, not ${c.posture}`,
      );
    g.posture = 'prone';
    g.mustRise = true;
  }
  // startTurn carries this turn's excess over to the next, which is the turn the scenario opens in.
  g.exceeded = c.exceededLastTurn ?? false;
  return ok(null);
}

/** Items on the floor, checked: an owner is a seat, size and damage belong to shields only. */
export function initialItems(initial: Initial, seats: readonly SeatId[], firstId: number): Result<Item[], SetupError> {
  const out: Item[] = [];
  for (const [i, it] of (initial.items ?? []).entries()) {
    const prefix = `initial.items.${i}`;
    if (!seats.includes(it.owner)) return fail(`${prefix}.owner`, `no seat "${it.owner}" (seats: ${seats.join(', ')})`);
    const item: Item = { id: firstId + i, kind: it.kind, owner: it.owner, at: { ...it.at } };
    if (it.kind !== 'shield') {
      if (it.size !== undefined) return fail(`${prefix}.size`, 'only a shield has a size');
      if (it.damage !== undefined) return fail(`${prefix}.damage`, 'only a shield takes damage boxes');
    } else {
      item.size = it.size ?? 'small';
      item.shieldDamage = it.damage ?? 0;
      if (item.shieldDamage >= SHIELD_BOX_COUNT) item.ruined = true;
    }
    out.push(item);
  }
  return ok(out);
}

/** Two men on their feet never share a hex between steps (7.2); a prone man may lie under another. */
export function standingClash(gladiators: Gladiator[]): string | null {
  for (const [i, a] of gladiators.entries())
    for (const [j, b] of gladiators.entries())
      if (i < j && hexEq(a.position, b.position) && a.posture !== 'prone' && b.posture !== 'prone')
        return `initial.gladiators.${j}.position`;
  return null;
}
