/**
 * Character creation (16): a character is bought with coins (55, or what the players agree as a handicap): three
 * skills from a cost table, Blood and Speed points, 0-energy, 1-energy and feint cards within limits that grow with
 * the coins (and the optional overlimit), special moves and powers, one of each at most. Items come afterwards
 * (items.ts). The sheet is plain JSON; `checkSheet` is the one judge of a sheet and names the section it breaks.
 */
import { z } from 'zod';
import { err, ok, type Result, type RuleViolation } from '../../core/result.js';
import { nextInt, type RngState } from '../../core/rng.js';
import {
  ABILITIES,
  ABILITY_POINT_COST,
  ABILITY_START,
  type AbilityName,
  ACTION_TYPES,
  type ActionType,
  BOUGHT_CARD_KINDS,
  BOUGHT_CARDS,
  type BoughtCardKind,
  CARD_HP,
  energyCardLimit,
  FEINT_LIMIT,
  ITEM_KINDS,
  type ItemKind,
  OVERLIMIT,
  POWER_COST,
  POWERS,
  type PowerId,
  SECTION,
  SKILL_COST,
  SKILL_START,
  SKILLS,
  type SkillName,
  SPECIAL_MOVES,
  type SpecialMoveId,
  STANDARD_COINS,
  specialMove,
} from './tables.js';

/** A character as created (16) or printed (16.9): what he owns before the items are dealt. */
export interface CharacterSheet {
  name: string;
  /** The pre-made characters' mottos; none for a custom character. */
  motto?: string;
  /** The coins he was built with (16.1): 55, or an agreed handicap, or more from a campaign (15.4). */
  coins: number;
  /** Starting values, 3-9 each (16.2). */
  skills: Readonly<Record<SkillName, number>>;
  /** Starting Blood and Speed points, 3-9 each (16.3). */
  abilities: Readonly<Record<AbilityName, number>>;
  /** Combat cards bought (16.4), the overlimit's extra cards included (16.6). */
  cards: Readonly<Record<BoughtCardKind, number>>;
  /** One card of each special move at most (16.7), in card-number order. */
  specialMoves: readonly SpecialMoveId[];
  /** One of each power at most (16.8), in number order. */
  powers: readonly PowerId[];
  /** Item kinds the Selection method must keep to (9.4); empty for a custom character, who may pick any. */
  preferredItems: readonly ItemKind[];
}

/**
 * The wire shape of a sheet (a custom character in a match's options or a creation form): the shape only; the
 * rules on values and coins are `checkSheet`'s, so that a refusal names its section.
 */
const COUNT = z.number();
export const CharacterSheetSchema = z.object({
  name: z.string().max(40),
  motto: z.string().max(80).optional(),
  coins: COUNT,
  skills: z.object({ endurance: COUNT, offense: COUNT, guard: COUNT }),
  abilities: z.object({ blood: COUNT, speed: COUNT }),
  cards: z.object({ energy0: COUNT, energy1: COUNT, feint: COUNT }),
  specialMoves: z.array(z.enum(SPECIAL_MOVES.map((m) => m.id) as [SpecialMoveId, ...SpecialMoveId[]])).max(16),
  powers: z.array(z.enum(POWERS.map((p) => p.id) as [PowerId, ...PowerId[]])).max(18),
  preferredItems: z.array(z.enum(ITEM_KINDS as [ItemKind, ...ItemKind[]])).max(7),
});

/** The sheet's fields in words, for a refusal of its shape. */
const FIELD_WORDS: Readonly<Record<string, string>> = {
  name: 'name',
  motto: 'motto',
  coins: 'coins',
  skills: 'skills',
  endurance: 'Endurance',
  offense: 'Offense',
  guard: 'Guard',
  abilities: 'Blood and Speed',
  blood: 'Blood',
  speed: 'Speed',
  cards: 'cards',
  energy0: '0-energy cards',
  energy1: '1-energy cards',
  feint: 'feint cards',
  specialMoves: 'special moves',
  powers: 'powers',
  preferredItems: 'preferred items',
};

/** A sheet from outside (JSON): its shape checked, then its rules (16). */
export function parseSheet(
  input: unknown,
  rules: CreationRules = DEFAULT_CREATION,
): Result<{ sheet: CharacterSheet; cost: CostBreakdown }, RuleViolation> {
  const parsed = CharacterSheetSchema.safeParse(input);
  if (!parsed.success) {
    const path = parsed.error.issues[0]?.path ?? [];
    const where =
      path.length === 0
        ? 'the sheet itself'
        : path.map((p) => FIELD_WORDS[String(p)] ?? `entry ${String(p)}`).join(', ');
    return bad('bad-sheet', SECTION.creation, `a character sheet is missing or has a wrong value: ${where}`, {
      path: path.join('.'),
    });
  }
  const sheet = parsed.data as CharacterSheet;
  const cost = checkSheet(sheet, rules);
  return cost.ok ? ok({ sheet, cost: cost.value }) : cost;
}

/** The creation options the players agree on. */
export interface CreationRules {
  /** The optional card overlimit (16.6). */
  overlimit: boolean;
}
export const DEFAULT_CREATION: CreationRules = { overlimit: false };

/** What a sheet costs, by section (16.2-16.8). */
export interface CostBreakdown {
  skills: number;
  abilities: number;
  cards: number;
  specialMoves: number;
  powers: number;
  total: number;
  /** Coins not spent: they are lost, nothing carries over. */
  left: number;
}

/** The limits on bought cards for a character built with `coins` (16.5). */
export const cardLimits = (coins: number): Readonly<Record<BoughtCardKind, number>> => ({
  energy0: energyCardLimit(coins),
  energy1: energyCardLimit(coins),
  feint: FEINT_LIMIT,
});

/** Cards of each kind past the limit (16.6). */
export function cardsOverLimit(sheet: Pick<CharacterSheet, 'coins' | 'cards'>): Record<BoughtCardKind, number> {
  const limits = cardLimits(sheet.coins);
  return {
    energy0: Math.max(0, sheet.cards.energy0 - limits.energy0),
    energy1: Math.max(0, sheet.cards.energy1 - limits.energy1),
    feint: Math.max(0, sheet.cards.feint - limits.feint),
  };
}

/** Coins for a skill at a starting value (16.2). */
export const skillCost = (value: number): number => {
  const cost = SKILL_COST[value];
  if (cost === undefined) throw new Error(`no skill cost for ${value}`);
  return cost;
};

/** The price of a sheet, section by section; cards past the limits cost double (16.6). Assumes a checked shape. */
export function sheetCost(sheet: CharacterSheet): CostBreakdown {
  const skills = SKILLS.reduce((s, k) => s + skillCost(sheet.skills[k]), 0);
  const abilities = ABILITIES.reduce((s, k) => s + sheet.abilities[k] * ABILITY_POINT_COST, 0);
  const over = cardsOverLimit(sheet);
  const cards = BOUGHT_CARD_KINDS.reduce(
    (s, k) => s + BOUGHT_CARDS[k].cost * (sheet.cards[k] + over[k] * (OVERLIMIT.costFactor - 1)),
    0,
  );
  const specialMoves = sheet.specialMoves.reduce((s, m) => s + specialMove(m).cost, 0);
  const powers = sheet.powers.length * POWER_COST;
  const total = skills + abilities + cards + specialMoves + powers;
  return { skills, abilities, cards, specialMoves, powers, total, left: sheet.coins - total };
}

const SKILL_WORDS: Readonly<Record<SkillName, string>> = {
  endurance: 'Endurance',
  offense: 'Offense',
  guard: 'Guard',
};
const ABILITY_WORDS: Readonly<Record<AbilityName, string>> = { blood: 'Blood', speed: 'Speed' };
const CARD_WORDS: Readonly<Record<BoughtCardKind, string>> = {
  energy0: '0-energy cards',
  energy1: '1-energy cards',
  feint: 'feint cards',
};

const isCount = (n: unknown): n is number => typeof n === 'number' && Number.isInteger(n) && n >= 0;

const bad = (code: string, rule: string, message: string, values: Record<string, unknown>) =>
  err<RuleViolation>({ code, rule, message, values });

/**
 * Whether a sheet may be played (16): every value within its section's limits and the whole within the coins.
 * Returns the cost breakdown, or the first broken rule with its section and the values involved.
 */
export function checkSheet(
  sheet: CharacterSheet,
  rules: CreationRules = DEFAULT_CREATION,
): Result<CostBreakdown, RuleViolation> {
  const { cost, problems } = creationSummary(sheet, rules);
  const first = problems[0];
  if (first) return err(first);
  return ok(cost as CostBreakdown);
}

/** What a creation form shows as the player buys: the cost so far, the card limits, and every rule broken now. */
export interface CreationSummary {
  /** Null while a skill or ability is outside its range (the table has no price for it). */
  cost: CostBreakdown | null;
  limits: Readonly<Record<BoughtCardKind, number>>;
  problems: RuleViolation[];
}

/** Every problem of a sheet at once (16.1-16.8), in the order of the sections, with the running cost. */
export function creationSummary(sheet: CharacterSheet, rules: CreationRules = DEFAULT_CREATION): CreationSummary {
  const problems: RuleViolation[] = [];
  const add = (code: string, rule: string, message: string, values: Record<string, unknown>) =>
    problems.push({ code, rule, message, values });
  const who = sheet.name.trim() === '' ? 'the character' : sheet.name;
  if (sheet.name.trim() === '') add('no-name', SECTION.creation, 'a character needs a name', {});
  const coinsOk = Number.isInteger(sheet.coins) && sheet.coins >= 1;
  if (!coinsOk)
    add('bad-coins', SECTION.coins, `${who}: the coins to build with must be a whole number above 0`, {
      coins: sheet.coins,
    });
  let priced = coinsOk;
  for (const k of SKILLS) {
    const v = sheet.skills[k];
    if (Number.isInteger(v) && v >= SKILL_START.min && v <= SKILL_START.max) continue;
    priced = false;
    add(
      'skill-out-of-range',
      SKILL_START.section,
      `${who}: ${SKILL_WORDS[k]} must start between ${SKILL_START.min} and ${SKILL_START.max}, not ${v}`,
      { skill: k, value: v, min: SKILL_START.min, max: SKILL_START.max },
    );
  }
  for (const k of ABILITIES) {
    const v = sheet.abilities[k];
    if (Number.isInteger(v) && v >= ABILITY_START.min && v <= ABILITY_START.max) continue;
    priced = false;
    add(
      'ability-out-of-range',
      ABILITY_START.section,
      `${who}: ${ABILITY_WORDS[k]} points must start between ${ABILITY_START.min} and ${ABILITY_START.max}, not ${v}`,
      { ability: k, value: v, min: ABILITY_START.min, max: ABILITY_START.max },
    );
  }
  for (const k of BOUGHT_CARD_KINDS) {
    if (isCount(sheet.cards[k])) continue;
    priced = false;
    add('bad-card-count', SECTION.cardCosts, `${who}: ${CARD_WORDS[k]} must be a whole number, not below 0`, {
      card: k,
      count: sheet.cards[k],
    });
  }
  if (priced) problems.push(...cardLimitProblems(sheet, rules, who));
  const moveProblem = uniqueProblem(sheet.specialMoves, SPECIAL_MOVES, SECTION.specialMoveCosts, 'special move', who);
  if (moveProblem) {
    priced = false;
    problems.push(moveProblem);
  }
  const powerProblem = uniqueProblem(sheet.powers, POWERS, SECTION.powerCosts, 'power', who);
  if (powerProblem) {
    priced = false;
    problems.push(powerProblem);
  }
  const cost = priced ? sheetCost(sheet) : null;
  if (cost && cost.left < 0)
    add(
      'over-budget',
      SECTION.coins,
      `${who} costs ${cost.total} coins but has ${sheet.coins}: skills ${cost.skills}, Blood and Speed ${cost.abilities}, cards ${cost.cards}, special moves ${cost.specialMoves}, powers ${cost.powers}`,
      { ...cost, coins: sheet.coins },
    );
  return { cost, limits: cardLimits(coinsOk ? sheet.coins : 0), problems };
}

/** 16.5 and 16.6: the card limits, or the overlimit's four extra cards (one feint at most) when it is on. */
function cardLimitProblems(sheet: CharacterSheet, rules: CreationRules, who: string): RuleViolation[] {
  const limits = cardLimits(sheet.coins);
  const over = cardsOverLimit(sheet);
  if (!rules.overlimit)
    return BOUGHT_CARD_KINDS.filter((k) => over[k] > 0).map((k) => ({
      code: 'over-card-limit',
      rule: SECTION.cardLimits,
      message: `${who}: at most ${limits[k]} ${CARD_WORDS[k]} with ${sheet.coins} coins, not ${sheet.cards[k]}`,
      values: { card: k, count: sheet.cards[k], limit: limits[k], coins: sheet.coins },
    }));
  const problems: RuleViolation[] = [];
  const extra = over.energy0 + over.energy1 + over.feint;
  if (over.feint > OVERLIMIT.extraFeints)
    problems.push({
      code: 'over-feint-overlimit',
      rule: OVERLIMIT.section,
      message: `${who}: the overlimit allows ${OVERLIMIT.extraFeints} feint card past the limit of ${limits.feint}, not ${over.feint}`,
      values: { feints: sheet.cards.feint, limit: limits.feint, extraAllowed: OVERLIMIT.extraFeints },
    });
  if (extra > OVERLIMIT.extraCards)
    problems.push({
      code: 'over-overlimit',
      rule: OVERLIMIT.section,
      message: `${who}: the overlimit allows ${OVERLIMIT.extraCards} cards past the limits, not ${extra}`,
      values: { extra, extraAllowed: OVERLIMIT.extraCards, limits, cards: { ...sheet.cards } },
    });
  return problems;
}

function uniqueProblem(
  chosen: readonly string[],
  known: readonly { id: string; name: string }[],
  rule: string,
  what: string,
  who: string,
): RuleViolation | null {
  const seen = new Set<string>();
  for (const id of chosen) {
    const row = known.find((k) => k.id === id);
    if (!row)
      return { code: `unknown-${what.replace(' ', '-')}`, rule, message: `${who}: no ${what} "${id}"`, values: { id } };
    if (seen.has(id))
      return {
        code: `repeated-${what.replace(' ', '-')}`,
        rule,
        message: `${who}: each ${what} may be bought once, and ${row.name} is there twice`,
        values: { id },
      };
    seen.add(id);
  }
  return null;
}

/** One card of a character's starting deck (2.1-2.4); items and the cover card are dealt apart. */
export type StartingCard =
  | { kind: 'action'; action: ActionType }
  | { kind: BoughtCardKind }
  | { kind: 'specialMove'; move: SpecialMoveId };

/** The deck a sheet starts with: the four Action cards, the bought combat cards, a card for each special move. */
export function startingCards(sheet: CharacterSheet): StartingCard[] {
  const cards: StartingCard[] = ACTION_TYPES.map((action) => ({ kind: 'action', action }));
  for (const k of BOUGHT_CARD_KINDS) for (let i = 0; i < sheet.cards[k]; i++) cards.push({ kind: k });
  for (const move of sheet.specialMoves) cards.push({ kind: 'specialMove', move });
  return cards;
}

/** Hit points of a starting card (2.1-2.4). */
export const cardHp = (card: StartingCard): number => CARD_HP[card.kind];

/** Hit points of the starting deck, the cover card included (7.6); items add theirs on top. */
export const startingHp = (sheet: CharacterSheet): number =>
  startingCards(sheet).reduce((s, c) => s + cardHp(c), 0) + CARD_HP.cover;

/**
 * A random legal character for `coins` (16), for simulations and quick games: from the cheapest sheet, random
 * purchases (a skill or ability point, a card, a move, a power) are kept while the coins cover them. Only the
 * match's rng is used.
 */
export function randomSheet(rng: RngState, name: string, coins = STANDARD_COINS): CharacterSheet {
  let sheet: CharacterSheet = {
    name,
    coins,
    skills: { endurance: SKILL_START.min, offense: SKILL_START.min, guard: SKILL_START.min },
    abilities: { blood: ABILITY_START.min, speed: ABILITY_START.min },
    cards: { energy0: 0, energy1: 0, feint: 0 },
    specialMoves: [],
    powers: [],
    preferredItems: [],
  };
  if (sheetCost(sheet).left < 0) throw new Error(`${coins} coins cannot buy the cheapest character`);
  const limits = cardLimits(coins);
  // Until 40 draws in a row buy nothing: by then what is left is too little for almost anything.
  for (let misses = 0; misses < 40; ) {
    const next = randomPurchase(rng, sheet);
    // Purchases never leave the start ranges, so the budget and the card limits are all there is to check.
    if (next && !BOUGHT_CARD_KINDS.some((k) => next.cards[k] > limits[k]) && sheetCost(next).left >= 0) {
      sheet = next;
      misses = 0;
    } else misses += 1;
  }
  return sheet;
}

/** One random purchase on top of a sheet, or null when the one drawn is not for sale (at its top, owned). */
function randomPurchase(rng: RngState, sheet: CharacterSheet): CharacterSheet | null {
  const draw = nextInt(rng, 5);
  if (draw === 0) {
    const k = SKILLS[nextInt(rng, SKILLS.length)] as SkillName;
    return sheet.skills[k] >= SKILL_START.max
      ? null
      : { ...sheet, skills: { ...sheet.skills, [k]: sheet.skills[k] + 1 } };
  }
  if (draw === 1) {
    const k = ABILITIES[nextInt(rng, ABILITIES.length)] as AbilityName;
    return sheet.abilities[k] >= ABILITY_START.max
      ? null
      : { ...sheet, abilities: { ...sheet.abilities, [k]: sheet.abilities[k] + 1 } };
  }
  if (draw === 2) {
    const k = BOUGHT_CARD_KINDS[nextInt(rng, BOUGHT_CARD_KINDS.length)] as BoughtCardKind;
    return { ...sheet, cards: { ...sheet.cards, [k]: sheet.cards[k] + 1 } };
  }
  if (draw === 3) {
    const m = (SPECIAL_MOVES[nextInt(rng, SPECIAL_MOVES.length)] as (typeof SPECIAL_MOVES)[number]).id;
    if (sheet.specialMoves.includes(m)) return null;
    return {
      ...sheet,
      specialMoves: SPECIAL_MOVES.map((x) => x.id).filter((x) => x === m || sheet.specialMoves.includes(x)),
    };
  }
  const p = (POWERS[nextInt(rng, POWERS.length)] as (typeof POWERS)[number]).id;
  if (sheet.powers.includes(p)) return null;
  return { ...sheet, powers: POWERS.map((x) => x.id).filter((x) => x === p || sheet.powers.includes(x)) };
}

/** What a player asks of the overlimit (16.6): the extra cards he wants, most wanted first. */
export interface OverlimitRequest {
  seat: string;
  wants: readonly BoughtCardKind[];
}

/**
 * Sharing the overlimit's cards out of a limited stock (16.6): alone, a player takes up to 4 of what is there;
 * with several, each takes 2 in player order, then his other 2 in reverse order. A wanted card no longer in stock
 * is skipped. `requests` are in player order. Ludus's own stock is unlimited (docs/rulings.md); this serves a
 * table that plays with the box's counts (BOX_STOCK less the cards already bought).
 */
export function dealOverlimit(
  requests: readonly OverlimitRequest[],
  stock: Readonly<Record<BoughtCardKind, number>>,
): Result<Record<string, BoughtCardKind[]>, RuleViolation> {
  for (const r of requests) {
    const feints = r.wants.filter((k) => k === 'feint').length;
    if (r.wants.length > OVERLIMIT.extraCards || feints > OVERLIMIT.extraFeints)
      return bad(
        'over-overlimit',
        OVERLIMIT.section,
        `seat ${r.seat} asks for ${r.wants.length} extra cards (${feints} feints); the overlimit allows ${OVERLIMIT.extraCards}, ${OVERLIMIT.extraFeints} of them a feint`,
        { seat: r.seat, wants: r.wants.length, feints },
      );
  }
  const left = { ...stock };
  const got: Record<string, BoughtCardKind[]> = {};
  const next: Record<string, number> = {};
  for (const r of requests) {
    got[r.seat] = [];
    next[r.seat] = 0;
  }
  const take = (r: OverlimitRequest, n: number) => {
    const mine = got[r.seat] as BoughtCardKind[];
    while (n > 0 && (next[r.seat] as number) < r.wants.length) {
      const k = r.wants[next[r.seat] as number] as BoughtCardKind;
      next[r.seat] = (next[r.seat] as number) + 1;
      if (left[k] > 0) {
        left[k] -= 1;
        mine.push(k);
        n -= 1;
      }
    }
  };
  const asking = requests.filter((r) => r.wants.length > 0);
  if (asking.length === 1) take(asking[0] as OverlimitRequest, OVERLIMIT.extraCards);
  else {
    for (const r of asking) take(r, OVERLIMIT.extraCards / 2);
    for (const r of [...asking].reverse()) take(r, OVERLIMIT.extraCards / 2);
  }
  return ok(got);
}

/** The order in which a player asks for his extra cards when the stock runs short (HOUSE): the Feint first. */
const WANT_ORDER: readonly BoughtCardKind[] = ['feint', 'energy1', 'energy0'];

/**
 * 16.6 with the box's stock: every player first takes the cards within his limits, then the extra cards are shared
 * out in player order (dealOverlimit). Returns, for each seat, how many extra cards of each kind the box could not
 * give him; refused when the cards within the limits alone already need more than the box holds.
 */
export function boxShortfall(
  sheets: readonly { seat: string; sheet: Pick<CharacterSheet, 'coins' | 'cards'> }[],
  stock: Readonly<Record<BoughtCardKind, number>>,
): Result<Record<string, Record<BoughtCardKind, number>>, RuleViolation> {
  const left = { ...stock };
  const over = sheets.map((x) => cardsOverLimit(x.sheet));
  sheets.forEach((x, i) => {
    for (const k of BOUGHT_CARD_KINDS) left[k] -= x.sheet.cards[k] - (over[i] as Record<BoughtCardKind, number>)[k];
  });
  for (const k of BOUGHT_CARD_KINDS)
    if (left[k] < 0)
      return bad(
        'box-stock-short',
        OVERLIMIT.section,
        `the box holds ${stock[k]} ${CARD_WORDS[k]}; the players' sheets need ${stock[k] - left[k]} within their limits alone`,
        { kind: k, stock: stock[k], needed: stock[k] - left[k] },
      );
  const requests = sheets.map((x, i) => ({
    seat: x.seat,
    wants: WANT_ORDER.flatMap((k) => Array.from({ length: (over[i] as Record<BoughtCardKind, number>)[k] }, () => k)),
  }));
  const dealt = dealOverlimit(requests, left);
  if (!dealt.ok) return dealt;
  const out: Record<string, Record<BoughtCardKind, number>> = {};
  sheets.forEach((x, i) => {
    const got = dealt.value[x.seat] ?? [];
    const o = over[i] as Record<BoughtCardKind, number>;
    out[x.seat] = {
      energy0: o.energy0 - got.filter((k) => k === 'energy0').length,
      energy1: o.energy1 - got.filter((k) => k === 'energy1').length,
      feint: o.feint - got.filter((k) => k === 'feint').length,
    };
  });
  return ok(out);
}

/** A sheet in words, one line, for logs, the terminal and a sheet's heading. */
export function sheetWords(sheet: CharacterSheet): string {
  const cards = BOUGHT_CARD_KINDS.filter((k) => sheet.cards[k] > 0).map((k) =>
    sheet.cards[k] === 1 ? `1 ${CARD_WORDS[k].replace(/s$/, '')}` : `${sheet.cards[k]} ${CARD_WORDS[k]}`,
  );
  const moves = sheet.specialMoves.map((m) => specialMove(m).name);
  const powers = sheet.powers.map((p) => POWERS.find((x) => x.id === p)?.name ?? p);
  return [
    `${sheet.name}: ${SKILLS.map((k) => `${SKILL_WORDS[k]} ${sheet.skills[k]}`).join(', ')}`,
    ABILITIES.map((k) => `${ABILITY_WORDS[k]} ${sheet.abilities[k]}`).join(', '),
    cards.length > 0 ? cards.join(', ') : 'no combat cards',
    moves.length > 0 ? `moves: ${moves.join(', ')}` : 'no special moves',
    powers.length > 0 ? `powers: ${powers.join(', ')}` : 'no powers',
  ].join('; ');
}
