/**
 * Written phase orders (6.2-6.4): reading and writing the notation, and deciding whether an order may be
 * written at all, given the combination table and the gladiator's situation.
 *
 * `parseOrder` checks the notation only. `checkOrder` applies the table of allowed special actions,
 * the restrictions spelled out in the rule text, and the situation (stumble, prone, non-moving phase).
 */
import { ok, type Result, type RuleViolation, violation } from '../../core/result.js';
import { ABOUT_FACE_ACTIONS, BILLINGS_ALLOWED, type SpecialCode, type StandardCode } from './billings/tables.js';
import type { MoveStandard, Order, Posture, RollDirection, Side, Special } from './types.js';

export type SpecialKind = Special['kind'];

/** The twelve standard actions, in the order of the rulebook's list. */
export const STANDARD_ACTIONS: readonly MoveStandard[] = [
  'F',
  'B',
  'SFL',
  'SFR',
  'SBL',
  'SBR',
  'C',
  'X',
  'S',
  'R',
  'KN',
  'RO',
];
export const ROLL_DIRECTIONS: readonly RollDirection[] = ['FL', 'FR', 'BL', 'BR'];
export const SPECIAL_KINDS: readonly SpecialKind[] = ['Q', 'L', 'R', 'K', 'G', 'TN', 'LN', 'SN', 'RN'];
/** Special actions that only exist with the net of the Advanced Game. */
export const NET_SPECIALS: readonly SpecialKind[] = ['TN', 'LN', 'SN', 'RN'];
/** The three net attacks (17.1: at most one per phase). */
const NET_ATTACKS: readonly SpecialKind[] = ['TN', 'LN', 'SN'];
const TURNS: readonly SpecialKind[] = ['L', 'R'];
/** Billings 6.4 (`billings.moves`): the quick steps off the line of the move and the about-faces. */
export const BILLINGS_MOVE_SPECIALS: readonly SpecialKind[] = ['QF', 'QB', 'QR', 'QL', 'AR', 'AL'];
/** Every special that adds a hex to the standard move: one at most in an order (6.4; Billings 6.3). */
const QUICKS: readonly SpecialKind[] = ['Q', 'QF', 'QB', 'QR', 'QL'];
/** The about-faces, each the same as three turns (Billings 6.4). */
const ABOUT_FACES: readonly SpecialKind[] = ['AR', 'AL'];

export const SPECIALS_TABLE = 'Tables: Special actions allowed';
export const BILLINGS_SPECIALS_TABLE = 'Billings table of standard actions and the special actions allowed';

/** One row of the table of special actions allowed, with the rule text that backs each refusal. */
export interface AllowedSpecialsRow {
  standard: MoveStandard;
  /** What the table prints for this standard action. */
  entry: string;
  source: typeof SPECIALS_TABLE | typeof BILLINGS_SPECIALS_TABLE;
  /** Special kinds that may be written with this standard action. */
  allowed: readonly SpecialKind[];
  /** Most turns (L)/(R) in the order, or null when the row sets no limit. */
  maxTurns: number | null;
  /** For each kind the row refuses, the numbered rule that says so besides the table. */
  refusedBy: Readonly<Partial<Record<SpecialKind, string>>>;
}

function row(
  standard: MoveStandard,
  entry: string,
  allowed: readonly SpecialKind[],
  rule: string,
  overrides: Partial<Record<SpecialKind, string>> = {},
  maxTurns: number | null = null,
  kinds: readonly SpecialKind[] = SPECIAL_KINDS,
  source: AllowedSpecialsRow['source'] = SPECIALS_TABLE,
): AllowedSpecialsRow {
  const refusedBy: Partial<Record<SpecialKind, string>> = {};
  for (const k of kinds) if (!allowed.includes(k)) refusedBy[k] = overrides[k] ?? rule;
  return { standard, entry, source, allowed, maxTurns, refusedBy };
}

const without = (...kinds: SpecialKind[]): SpecialKind[] => SPECIAL_KINDS.filter((k) => !kinds.includes(k));

/**
 * The table of special actions allowed, one row per standard action. Kicks are refused with the backward
 * moves and kneeling (6.4, 12.7); (Q) with C, X and KN (6.4, and the KN entry of 6.3); C takes nothing (6.3);
 * S one turn, R turns only, RO (Q) only (6.3).
 */
export const ALLOWED_SPECIALS: Readonly<Record<MoveStandard, AllowedSpecialsRow>> = {
  F: row('F', 'All', SPECIAL_KINDS, '§6.4'),
  B: row('B', 'No (K#)', without('K'), '§6.4'),
  SFL: row('SFL', 'All', SPECIAL_KINDS, '§6.4'),
  SFR: row('SFR', 'All', SPECIAL_KINDS, '§6.4'),
  SBL: row('SBL', 'No (K#)', without('K'), '§6.4'),
  SBR: row('SBR', 'No (K#)', without('K'), '§6.4'),
  C: row('C', 'None', [], '§6.3', { Q: '§6.4' }),
  X: row('X', 'No (Q)', without('Q'), '§6.4'),
  S: row('S', 'Only one (L) or (R)', TURNS, '§6.3', {}, 1),
  R: row('R', 'Only (L) or (R)', TURNS, '§6.3'),
  KN: row('KN', 'No (Q) or (K#)', without('Q', 'K'), '§6.4', { Q: '§6.3' }),
  RO: row('RO', 'Only (Q)', ['Q'], '§6.3'),
};

/** The Billings table's code for a special kind: the kick is printed (K#), the rest as written. */
const codeOf = (k: SpecialKind): SpecialCode | null =>
  k === 'K' ? 'K#' : k === 'G' ? null : (k as Exclude<SpecialKind, 'K' | 'G'>);
const BILLINGS_KINDS: readonly SpecialKind[] = [...SPECIAL_KINDS, ...BILLINGS_MOVE_SPECIALS];
const billingsCode = (standard: MoveStandard): StandardCode =>
  standard === 'SFL' || standard === 'SFR' ? 'SF' : standard === 'SBL' || standard === 'SBR' ? 'SB' : standard;

/**
 * Billings 6.3, 6.4 (`billings.moves`): the revised table, read from its typed data (billings/tables.ts) for each
 * standard action, SF and SB rows serving both sides. (G), Ludus's notation for a pick-up on the way, follows the
 * original's reading: it goes wherever the row does not list the specials one by one.
 */
export const BILLINGS_ALLOWED_SPECIALS: Readonly<Record<MoveStandard, AllowedSpecialsRow>> = Object.fromEntries(
  STANDARD_ACTIONS.map((standard) => {
    const printed = BILLINGS_ALLOWED.find((r) => r.code === billingsCode(standard));
    if (!printed) throw new Error(`the Billings table has no row for ${standard}`);
    const list = (codes: readonly SpecialCode[], joint: string) => codes.map((c) => `(${c})`).join(joint);
    const allowed = printed.only
      ? BILLINGS_KINDS.filter((k) => (printed.only as readonly string[]).includes(codeOf(k) ?? ''))
      : BILLINGS_KINDS.filter((k) => !(printed.forbidden ?? []).includes(codeOf(k) as SpecialCode));
    const entry = printed.only
      ? printed.only.length === 0
        ? 'None'
        : `Only ${printed.atMostOneTurn ? 'one ' : ''}${list(printed.only, ' or ')}`
      : `No ${list(printed.forbidden ?? [], ' or ')}`;
    const rule = printed.only ? '§6.3' : '§6.4';
    return [
      standard,
      row(
        standard,
        entry,
        allowed,
        rule,
        {},
        printed.atMostOneTurn ? 1 : null,
        BILLINGS_KINDS,
        BILLINGS_SPECIALS_TABLE,
      ),
    ];
  }),
) as Record<MoveStandard, AllowedSpecialsRow>;

// ---- Printing ---------------------------------------------------------------------------------

export function printSpecial(s: Special): string {
  switch (s.kind) {
    case 'K':
      return `(K${s.side})`;
    case 'LN':
      return `(LN${s.hex})`;
    default:
      return `(${s.kind})`;
  }
}

/** Canonical text of an order: uppercase, no spaces, specials where they were written. */
export function printOrder(order: Order): string {
  const standard = order.standard === 'RO' && order.roll ? `RO-${order.roll}` : order.standard;
  return `${order.before.map(printSpecial).join('')}${standard}${order.after.map(printSpecial).join('')}`;
}

// ---- Parsing ----------------------------------------------------------------------------------

const STANDARD_SET = new Set<string>(STANDARD_ACTIONS);
const ROLL_SET = new Set<string>(ROLL_DIRECTIONS);

function parseSpecial(body: string): Result<Special, RuleViolation> {
  switch (body) {
    case 'Q':
    case 'L':
    case 'R':
    case 'G':
    case 'TN':
    case 'SN':
    case 'RN':
    case 'QF':
    case 'QB':
    case 'QR':
    case 'QL':
    case 'AR':
    case 'AL':
      return ok({ kind: body });
    // Billings 6.4 writes the quick sidesteps both ways round: (RQ) is (QR), (LQ) is (QL).
    case 'RQ':
      return ok({ kind: 'QR' });
    case 'LQ':
      return ok({ kind: 'QL' });
  }
  const kick = /^K(\d*)$/.exec(body);
  if (kick) {
    const digits = kick[1] ?? '';
    const side = Number(digits);
    if (digits === '' || !Number.isInteger(side) || side < 1 || side > 6) {
      return violation(
        'kick-side',
        '§12.7',
        `(${body}): a kick must name the hexside it goes through, a number from 1 to 6`,
        { special: body, side: digits === '' ? null : side },
      );
    }
    return ok({ kind: 'K', side: side as Side });
  }
  const lay = /^LN(\d*)$/.exec(body);
  if (lay) {
    const digits = lay[1] ?? '';
    const hex = Number(digits);
    if (digits === '' || !Number.isInteger(hex) || hex < 1 || hex > 3) {
      return violation(
        'lay-net-hex',
        '§6.4',
        `(${body}): laying the net must name the front hex, 1 (left), 2 (centre) or 3 (right)`,
        { special: body, hex: digits === '' ? null : hex },
      );
    }
    return ok({ kind: 'LN', hex: hex as 1 | 2 | 3 });
  }
  return violation('unknown-special', '§6.4', `(${body}) is not a special action`, { special: body });
}

type StandardToken = { standard: MoveStandard; roll?: RollDirection };

function parseStandard(token: string): Result<StandardToken, RuleViolation> {
  if (STANDARD_SET.has(token)) {
    if (token === 'RO') {
      return violation('roll-direction-missing', '§6.3', 'RO needs a direction: RO-FL, RO-FR, RO-BL or RO-BR', {
        token,
      });
    }
    return ok({ standard: token as MoveStandard });
  }
  const roll = /^RO-?(.*)$/.exec(token);
  if (roll) {
    const d = roll[1] ?? '';
    if (ROLL_SET.has(d)) return ok({ standard: 'RO', roll: d as RollDirection });
    return violation('roll-direction', '§6.3', `${token}: a roll goes FL, FR, BL or BR, not '${d}'`, { token });
  }
  const dash = token.indexOf('-');
  if (dash > 0) {
    const head = token.slice(0, dash);
    const tail = token.slice(dash + 1);
    if (STANDARD_SET.has(head) && ROLL_SET.has(tail)) {
      return violation('roll-direction-misplaced', '§6.3', `${token}: only RO takes a direction, ${head} does not`, {
        token,
        standard: head,
      });
    }
  }
  return violation('unknown-standard', '§6.3', `${token} is not a standard action`, { token });
}

/**
 * Reads the written notation: specials in parentheses, exactly one standard action, more specials.
 * Whitespace is dropped and case is ignored. Only the syntax is checked here; see `checkOrder`.
 */
export function parseOrder(text: string): Result<Order, RuleViolation> {
  const src = text.replace(/\s+/g, '').toUpperCase();
  if (src === '') return violation('empty-order', '§6.2', 'the order is empty: write one standard action', { text });
  const before: Special[] = [];
  const after: Special[] = [];
  let standard: StandardToken | null = null;
  let i = 0;
  while (i < src.length) {
    const c = src[i] as string;
    if (c === '(') {
      const close = src.indexOf(')', i + 1);
      const reopen = src.indexOf('(', i + 1);
      if (close < 0 || (reopen >= 0 && reopen < close)) {
        return violation('unclosed-parenthesis', '§6.22', `the parenthesis opened at position ${i + 1} is not closed`, {
          text,
          at: i,
        });
      }
      const special = parseSpecial(src.slice(i + 1, close));
      if (!special.ok) return special;
      (standard ? after : before).push(special.value);
      i = close + 1;
      continue;
    }
    if (c === ')') {
      return violation('unopened-parenthesis', '§6.22', `the ')' at position ${i + 1} closes nothing`, { text, at: i });
    }
    const run = /^[A-Z0-9-]+/.exec(src.slice(i));
    if (!run) {
      return violation('unknown-token', '§6.2', `'${c}' is not part of the order notation`, { text, token: c });
    }
    const token = run[0];
    const parsed = parseStandard(token);
    if (!parsed.ok) return parsed;
    if (standard) {
      const first = printOrder({ before: [], after: [], ...standard });
      return violation(
        'two-standards',
        '§6.21',
        `only one standard action per phase, but ${first} and ${token} were written`,
        {
          text,
          standards: [first, token],
        },
      );
    }
    standard = parsed.value;
    i += token.length;
  }
  if (!standard) {
    return violation('no-standard', '§6.21', 'the order has no standard action, only special actions', { text });
  }
  const order: Order = { before, standard: standard.standard, after };
  if (standard.roll) order.roll = standard.roll;
  return ok(order);
}

// ---- Checking ---------------------------------------------------------------------------------

/** What `checkOrder` needs to know about the gladiator writing the order. */
export interface OrderContext {
  /** Advanced Game rules (17-20) are in play. */
  advanced: boolean;
  posture: Posture;
  /** A stumble is owed this phase (14.1, 14.2). */
  mustStumble: boolean;
  /** A prone result must be followed by KN or RO (13.1, 15.7). */
  mustRise: boolean;
  /** The turn plot lets the gladiator move this phase (6.1, 16.4). */
  movingPhase: boolean;
  unconscious: boolean;
  /** Billings 6.3, 6.4 (`billings.moves`): the new specials and the revised table of combinations. */
  billingsMoves?: boolean;
  /** Billings 14.3, 15.7 (`billings.fallFirst`): down since a fall or a roll, he may not kneel until he has lain still. */
  kneelBarred?: boolean;
  /**
   * Billings 14.3 (`billings.fallFirst`): his owed stumble laid him down before orders this phase; the move it gave
   * the phase is his to roll with, even outside his turn plot.
   */
  fallMove?: boolean;
}

const specialsOf = (order: Order): Special[] => [...order.before, ...order.after];
const countKind = (specials: Special[], kinds: readonly SpecialKind[]): number =>
  specials.filter((s) => kinds.includes(s.kind)).length;

function checkCombination(order: Order, billings: boolean): Result<Order, RuleViolation> {
  const r = (billings ? BILLINGS_ALLOWED_SPECIALS : ALLOWED_SPECIALS)[order.standard];
  const specials = specialsOf(order);
  const text = printOrder(order);
  for (const s of specials) {
    if (!r.allowed.includes(s.kind)) {
      return violation(
        'special-not-allowed',
        r.refusedBy[s.kind] ?? '§6.4',
        `${printSpecial(s)} cannot go with ${order.standard} (the ${billings ? 'Billings table' : 'table'} of special actions allows: ${r.entry})`,
        { order: text, standard: order.standard, special: printSpecial(s), table: r.source, entry: r.entry },
      );
    }
  }
  const turns = countKind(specials, TURNS);
  if (r.maxTurns !== null && turns > r.maxTurns) {
    return violation(
      'too-many-turns',
      '§6.3',
      `${order.standard} allows ${r.maxTurns} turn, but ${turns} were written`,
      { order: text, turns, max: r.maxTurns, table: r.source, entry: r.entry },
    );
  }
  const quick = countKind(specials, QUICKS);
  if (quick > 1) {
    const onlyQ = countKind(specials, ['Q']) === quick;
    return violation(
      'quick-twice',
      '§6.4',
      onlyQ
        ? `(Q) adds a single hex; it was written ${quick} times`
        : `a quick special adds a single hex and only one may be written, but ${quick} were (Billings 6.3: three hexes are the charge's alone)`,
      { order: text, count: quick },
    );
  }
  // 12.7: no kick in a hex entered stepping backwards, and a forward sidestep's (QB) ends with a step back.
  if (
    billings &&
    order.standard.startsWith('SF') &&
    specials.some((s) => s.kind === 'QB') &&
    order.after.some((s) => s.kind === 'K')
  ) {
    return violation(
      'kick-after-step-back',
      '§12.7',
      `${text}: the (QB) ends the move with a step back into the hex, and no kick is made in a hex entered that way`,
      { order: text },
    );
  }
  const kicks = countKind(specials, ['K']);
  if (kicks > 1) {
    return violation('kick-twice', '§6.4', `only one kick per phase, but ${kicks} were written`, {
      order: text,
      count: kicks,
      also: '§12.7',
    });
  }
  if (specials.some((s) => s.kind === 'RN') && specials.length > 1) {
    return violation('repel-net-alone', '§6.4', '(RN) must be the only special action of the order', {
      order: text,
      specials: specials.map(printSpecial),
    });
  }
  const netAttacks = countKind(specials, NET_ATTACKS);
  if (netAttacks > 1) {
    return violation('one-net-attack', '§17.1', `a Retarius makes one net attack per phase, not ${netAttacks}`, {
      order: text,
      count: netAttacks,
    });
  }
  const grabs = countKind(specials, ['G']);
  if (grabs > 1) {
    return violation('recover-twice', '§12.61', `one recovery attempt per phase, but (G) was written ${grabs} times`, {
      order: text,
      count: grabs,
    });
  }
  if (order.after.some((s) => s.kind === 'LN')) {
    return violation(
      'lay-net-after-move',
      '§6.4',
      'the net is laid before moving: write (LN#) before the standard action',
      {
        order: text,
      },
    );
  }
  return ok(order);
}

/**
 * Is this order legal for this gladiator now? Checks, in order: unconsciousness, Advanced Game specials,
 * non-moving phases, owed stumbles, posture, then the table of allowed combinations.
 */
export function checkOrder(order: Order, ctx: OrderContext): Result<Order, RuleViolation> {
  const text = printOrder(order);
  const specials = specialsOf(order);
  if (ctx.unconscious) {
    return violation('unconscious', '§11.4', 'an unconscious gladiator writes no orders', { order: text });
  }
  if (!ctx.advanced) {
    const net = specials.find((s) => NET_SPECIALS.includes(s.kind));
    if (net) {
      return violation(
        'advanced-only',
        '§17',
        `${printSpecial(net)} uses the net, which belongs to the Advanced Game; this match plays the Basic Game`,
        { order: text, special: printSpecial(net) },
      );
    }
  }
  if (!ctx.billingsMoves) {
    const added = specials.find((s) => BILLINGS_MOVE_SPECIALS.includes(s.kind));
    if (added) {
      return violation(
        'billings-moves-off',
        '§6.4',
        `${printSpecial(added)} is one of the new special actions of the Billings Rules (Billings 6.4), which this match does not play`,
        { order: text, special: printSpecial(added) },
      );
    }
  }
  if (!ctx.movingPhase && !ctx.mustStumble && !ctx.fallMove) {
    return violation('non-moving-phase', '§4.31', 'the turn plot gives no movement in this phase; hold instead', {
      order: text,
    });
  }
  if (ctx.mustStumble && order.standard !== 'S') {
    return violation(
      'must-stumble',
      '§14.1',
      `a stumble is owed this phase, so the standard action is S, not ${text}`,
      {
        order: text,
      },
    );
  }
  if (!ctx.mustStumble && order.standard === 'S') {
    return violation('stumble-not-owed', '§14.1', 'S is written only when a stumble result calls for it', {
      order: text,
    });
  }
  if (!ctx.movingPhase && specials.length > 0) {
    return violation(
      'stumble-specials-in-non-moving-phase',
      '§14.6',
      'in a phase without movement the owed stumble takes no special actions, since they would spend movement',
      { order: text, specials: specials.map(printSpecial) },
    );
  }
  // A forced stumble is written whatever the posture (14.1); everything else depends on it.
  if (order.standard !== 'S') {
    const down = ctx.posture === 'prone';
    if ((down || ctx.mustRise) && order.standard !== 'KN' && order.standard !== 'RO') {
      return violation(
        'must-rise',
        down ? '§13.1' : '§15.7',
        `after falling prone the next standard action is KN or RO, not ${order.standard}`,
        { order: text, posture: ctx.posture },
      );
    }
    if (order.standard === 'KN' && down && ctx.kneelBarred) {
      return violation(
        'lie-still-first',
        '§15.7',
        'a man who fell or rolled lies still for a whole phase before he kneels (Billings 14.3, 15.7): write RO, or hold',
        { order: text, posture: ctx.posture },
      );
    }
    if (order.standard === 'RO' && !down) {
      return violation(
        'roll-not-prone',
        ctx.posture === 'kneeling' ? '§13.1' : '§6.3',
        `RO is only for a prone gladiator; this one is ${ctx.posture}`,
        { order: text, posture: ctx.posture },
      );
    }
  }
  return checkCombination(order, ctx.billingsMoves === true);
}

// ---- Enumeration ------------------------------------------------------------------------------

const Q: Special = { kind: 'Q' };
const L: Special = { kind: 'L' };
const R: Special = { kind: 'R' };
const G: Special = { kind: 'G' };
const K1: Special = { kind: 'K', side: 1 };

/** Billings 6.4: each new special once, the quick steps after the move and the about-faces before or after it. */
const BILLINGS_CANDIDATES: readonly [Special[], Special[]][] = [
  [[], [{ kind: 'QF' }]],
  [[], [{ kind: 'QB' }]],
  [[], [{ kind: 'QR' }]],
  [[], [{ kind: 'QL' }]],
  [[{ kind: 'AR' }], []],
  [[{ kind: 'AL' }], []],
  [[], [{ kind: 'AR' }]],
  [[], [{ kind: 'AL' }]],
];

function candidates(
  standard: MoveStandard,
  roll: RollDirection | undefined,
  advanced: boolean,
  billingsMoves: boolean,
): Order[] {
  const o = (before: Special[], after: Special[] = []): Order =>
    roll ? { before, standard, roll, after } : { before, standard, after };
  const list: Order[] = [
    o([]),
    o([], [Q]),
    o([L]),
    o([R]),
    o([L, L]),
    o([R, R]),
    o([], [L]),
    o([], [R]),
    o([L, Q]),
    o([R, Q]),
    o([L], [R]),
    o([G]),
    o([], [K1]),
    o([K1]),
  ];
  if (advanced) {
    list.push(o([{ kind: 'LN', hex: 2 }]), o([{ kind: 'SN' }]), o([{ kind: 'TN' }]), o([{ kind: 'RN' }]));
  }
  if (billingsMoves) for (const [before, after] of BILLINGS_CANDIDATES) list.push(o(before, after));
  return list;
}

/**
 * A representative sample of legal orders for this situation (every one passes `checkOrder`):
 * each legal standard action bare, quick, with turns before or after, a few combinations, a recovery
 * attempt, a kick, and net actions in the Advanced Game. Empty when no order may be written.
 */
export function enumerateOrders(ctx: OrderContext): Order[] {
  const out: Order[] = [];
  const seen = new Set<string>();
  for (const standard of STANDARD_ACTIONS) {
    const rolls: (RollDirection | undefined)[] = standard === 'RO' ? [...ROLL_DIRECTIONS] : [undefined];
    for (const roll of rolls) {
      for (const order of candidates(standard, roll, ctx.advanced, ctx.billingsMoves === true)) {
        const key = printOrder(order);
        if (seen.has(key) || !checkOrder(order, ctx).ok) continue;
        seen.add(key);
        out.push(order);
      }
    }
  }
  return out;
}

/**
 * Actions written in the order (12.71): the standard action plus each special, every turn counted; an about-face
 * stands for three turns and counts three (Billings 12.7).
 */
export function countWrittenActions(order: Order): number {
  const specials = specialsOf(order);
  return 1 + specials.length + (ABOUT_FACE_ACTIONS.counts - 1) * countKind(specials, ABOUT_FACES);
}

/** Whether the order adds a hex to its standard move, by (Q) or a Billings quick step (12.61 weighs a quick move). */
export const isQuick = (order: Order): boolean => countKind(specialsOf(order), QUICKS) > 0;
