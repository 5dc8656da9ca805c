/**
 * GLADIATOR (Avalon Hill, 1981) as a GameModule: the Basic Game, rules 1-16.
 * Steps: every turn each seat plots its moving phases (6.1); every phase each seat writes an order or holds (6.2);
 * after movement, the seats in combat allocate their CF in secret (8.3), then combat is resolved (8.4-8.6).
 */
import { z } from 'zod';
import { Dice } from '../../core/dice.js';
import { type Direction, type Hex, hex } from '../../core/hex.js';
import { cloneJson } from '../../core/json.js';
import type { Applied, GameModule, Legal, Outcome, SeatId, Viewer } from '../../core/protocol.js';
import { err, ok, type Result, type RuleViolation, violation } from '../../core/result.js';
import { seedRng } from '../../core/rng.js';
import { BillingsSchema, billingsOn } from './billings/options.js';
import { billingsCreates, billingsGladiator } from './billings/setup.js';
import { kneelBarred } from './billings/stumble.js';
import { outsideWalls } from './billings/walls.js';
import { allocationLegal, checkAllocation, resolveCombat, setupCombat } from './combat.js';
import { Ctx } from './context.js';
import { createGladiator } from './creation.js';
import { abandonNets, checkEnsnaredOrder, freeFromNets } from './ensnared.js';
import { type Initial, initialGladiator, initialItems, parseInitial, standingClash } from './initial.js';
import { checkNetOrder, resolveNetAttacks } from './net.js';
import { withOptionWords } from './option-words.js';
import { checkOrder, enumerateOrders, type OrderContext, parseOrder, printOrder } from './orders.js';
import { type PhaseMove, resolveMovement } from './phase.js';
import { fellThisPhase, proneMustYield } from './posture.js';
import { endMatch, endPhase, PHASES_PER_TURN, settle, startPhase, startTurn, surrender } from './sequence.js';
import { RETARIUS } from './tables-advanced.js';
import {
  areFoes,
  checkTeamOptions,
  foes,
  inFight,
  sideName,
  sideOf,
  sideSeats,
  sideWithMen,
  teamOutcome,
  teamSeatIds,
  teamStarts,
} from './teams.js';
import { timeoutCommand } from './timeout.js';
import { countAllocations } from './truth.js';
import type {
  Allocation,
  Gladiator,
  GladiatorChoice,
  GladiatorCommand,
  GladiatorOptions,
  GladiatorState,
  Item,
  Order,
  Submission,
} from './types.js';

const TYPE = z.enum(['light', 'medium', 'heavy', 'retarius']);

export const OptionsSchema = z
  .object({
    advanced: z
      .boolean()
      .default(false)
      .describe(
        '17-20: the Retarius with net and trident, the crowd that spares or condemns a fallen man, and team fights',
      ),
    frontFlanks: z
      .enum(['flanks', 'rangedOnly'])
      .default('flanks')
      .describe('8.2: whether a man at the front left or right of his opponent gets +1/+2, or only thrown items do'),
    woundCategories: z
      .enum(['grouped', 'everyBox'])
      .default('grouped')
      .describe('9.31: a wound costs a CF on the first box of each group of wound boxes, or on every box'),
    shieldOverflowHits: z
      .boolean()
      .default(true)
      .describe('10.3: damage past the last shield box also counts as a parry (one box over) or a hit (more)'),
    proneTurnsToFace: z
      .boolean()
      .default(true)
      .describe('8.12: a prone or unconscious man attacked from outside his front is turned to face the attacker'),
    unconsciousAt: z
      .enum(['zeroOrLess', 'belowZero'])
      .default('zeroOrLess')
      .describe('9.36 / 11.4: stun knocks a man out when his CF falls to 0, or only when it falls below 0'),
    turnLimit: z
      .number()
      .int()
      .min(1)
      .max(1000)
      .default(40)
      .describe(
        'turns after which an undecided duel is called a draw; a team fight is then won by the side with most men still on their feet (20.7)',
      ),
    leftHanded: z.array(z.string()).default([]).describe('seats whose gladiator is left-handed (8.2)'),
    types: z
      .array(TYPE)
      .min(2)
      .max(2)
      .default(['medium', 'medium'])
      .describe(
        'the gladiator types of seats a and b (a retarius needs the Advanced Game), unless a scenario gives them',
      ),
    sides: z
      .array(z.array(TYPE).min(1).max(8))
      .max(4)
      .default([])
      .describe(
        'team fight (20, Advanced Game): 2 to 4 sides of 1 to 8 men each, 16 at most, each man by his type; leave empty for a duel',
      ),
    teamFormat: z
      .enum(['melee', 'pairs'])
      .default('melee')
      .describe(
        'team fight (20.7): melee, every man against any foe; pairs, two equal sides paired off one against one, won on time by the side with most men still on their feet',
      ),
    winnersHelp: z
      .boolean()
      .default(true)
      .describe('team fight in pairs (20.7): a man whose own foe is out of the fight may go to help his side'),
    appealException: z
      .enum(['anyFoe', 'nearFoe'])
      .default('anyFoe')
      .describe(
        'team fight (19.24): a man over a helpless foe allows no appeal to the crowd while another foe still fights (anyFoe) or only while one is within two hexes of him (nearFoe)',
      ),
    // Advanced Game readings (17-19) that players could differ on; each default is the reading of docs/rulings.md.
    netLayHex: z
      .enum(['whereWritten', 'whereMoveEnds'])
      .default('whereWritten')
      .describe(
        '17.5: the Net Lay hex is counted from where the Retarius stands when he writes (LN#) in his order, or from where his move ends',
      ),
    grabbedNet: z
      .enum(['dropped', 'keptIfHandFree'])
      .default('dropped')
      .describe(
        '17.6, 17.9: a man who wins a grabbed net drops it beside him, away from the Retarius, or keeps it when he lacks a shield or a weapon',
      ),
    armedOpponent: z
      .enum(['ableToStrike', 'weaponInHand'])
      .default('ableToStrike')
      .describe(
        '17.354, 19.1: the armed opponent over a fallen man must be able to strike (on his feet or kneeling, free of any net), or only hold a weapon',
      ),
    netTossTarget: z
      .enum(['nearestMan', 'nearestFoe'])
      .default('nearestMan')
      .describe(
        '17.3: in a team fight the Net Toss falls on the nearest man in reach, friend or foe, or on the nearest foe (a duel is the same either way)',
      ),
    billings: BillingsSchema.optional().describe(
      'the Billings Rules (The Dance of Death): each section on its own switch, or the preset for all of them; leave out for the original game',
    ),
  })
  .strict() satisfies z.ZodType<GladiatorOptions, unknown>;

const Area = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5)]);
const Cf = z.number().int();
export const CommandSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('plot'), moving: z.array(z.number().int()) }).strict(),
  z.object({ type: z.literal('order'), order: z.string().max(80) }).strict(),
  z.object({ type: z.literal('hold') }).strict(),
  z
    .object({
      type: z.literal('allocate'),
      attacks: z.array(z.object({ area: Area, cf: Cf, target: z.string().optional() }).strict()).max(5),
      defence: z.tuple([Cf, Cf, Cf, Cf, Cf]),
      discard: z
        .object({
          item: z.enum(['weapon', 'shield']),
          side: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5), z.literal(6)]),
          area: Area,
          afterSubPhase: z.number().int(),
        })
        .strict()
        .optional(),
      netFree: Cf.optional(),
      drag: Cf.optional(),
      abandonNet: z.boolean().optional(),
      cards: z
        .array(z.enum(['duck', 'block', 'backStep', 'parry', 'leap']))
        .max(5)
        .optional(),
    })
    .strict(),
]);

export const SEATS: readonly SeatId[] = ['a', 'b'];

/** State keys whose values no rule changes after setup: copies of the state share them. */
const IMMUTABLE: ReadonlySet<string> = new Set([
  'options',
  'seats',
  'sides',
  'armour',
  'characteristicsRoll',
  'creation',
]);

/** 4.0: the centre of the map, facing each other, four hexes apart. */
const START = [
  { position: hex(0, 2), facing: 0 as Direction },
  { position: hex(0, -2), facing: 3 as Direction },
];

/** Who sits where: the duel's two seats, or a team match's seats side by side, with each man's type and start. */
interface Layout {
  seats: SeatId[];
  sides?: SeatId[][];
  types: GladiatorChoice[];
  starts: { position: Hex; facing: Direction }[];
}

function layoutOf(options: GladiatorOptions): Layout {
  if (options.sides.length === 0) return { seats: [...SEATS], types: options.types, starts: START };
  const sides = teamSeatIds(options.sides.map((side) => side.length));
  const starts = teamStarts(
    options.sides.map((side) => side.length),
    options.teamFormat,
  );
  return { seats: sides.flat(), sides, types: options.sides.flat(), starts };
}

const NUMERALS = ['II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X', 'XI', 'XII', 'XIII', 'XIV', 'XV', 'XVI'];
/**
 * Two dice pick a name among 36 (3.1), so men of one match often share one: the second of a name becomes "Lucius II",
 * the third "Lucius III", so a log, an outcome or a list of sides always tells them apart. No roll changes.
 */
function distinctNames(men: Gladiator[]): void {
  const seen = new Map<string, number>();
  for (const g of men) {
    const n = seen.get(g.name) ?? 0;
    seen.set(g.name, n + 1);
    if (n > 0) g.name = `${g.name} ${NUMERALS[n - 1]}`;
  }
}

function setup(options: GladiatorOptions, seed: string, initial?: unknown, script?: number[]) {
  const rng = seedRng(seed, script);
  const dice = new Dice(rng);
  const teamError = checkTeamOptions(options);
  if (teamError) return err(teamError);
  const init = parseInitial(initial);
  if (!init.ok) return init;
  const turn = init.value.turn ?? 1;
  if (turn > options.turnLimit)
    return err({
      code: 'bad-initial',
      message: `initial.turn: turn ${turn} is past the turn limit (${options.turnLimit})`,
      field: 'initial.turn',
    });
  const layout = layoutOf(options);
  const { seats } = layout;
  const given = init.value.gladiators?.length ?? 0;
  if (given > seats.length)
    return err({
      code: 'bad-initial',
      message: `initial.gladiators: ${given} gladiators for ${seats.length} seats${layout.sides ? '' : ' (a duel; options.sides makes a team fight)'}`,
      field: 'initial.gladiators',
    });
  const gladiators: Record<SeatId, Gladiator> = {};
  for (const [i, seat] of seats.entries()) {
    const spec = init.value.gladiators?.[i];
    const start = layout.starts[i] as Layout['starts'][number];
    if (spec) {
      const made = initialGladiator(spec, i, seat, options, dice, start);
      if (!made.ok) return made;
      gladiators[seat] = made.value;
    } else {
      const handedness = options.leftHanded.includes(seat) ? 'left' : 'right';
      const man = { seat, type: layout.types[i] ?? 'medium', id: i + 1, handedness } as const;
      const g = billingsCreates(options) ? billingsGladiator(dice, man, options) : createGladiator(dice, man);
      // Display 6: whoever faces a Retarius carries a small shield.
      if (
        !g.retarius &&
        g.shield &&
        layout.types.some((t, j) => t === 'retarius' && areFoes(layout, seat, seats[j] as SeatId))
      )
        g.shield = RETARIUS.opponentShield;
      g.position = start.position;
      g.facing = start.facing;
      gladiators[seat] = g;
    }
  }
  distinctNames(seats.map((seat) => gladiators[seat] as Gladiator));
  const netMan = seats.find((seat) => gladiators[seat]?.retarius);
  if (netMan && !options.advanced)
    return err({
      code: 'bad-options',
      message: `seat ${netMan}: a Retarius fights only in the Advanced Game (17.1); set advanced to true`,
      field: init.value.gladiators?.length ? 'initial.gladiators' : 'types',
    });
  const netted = netsInInitial(init.value, layout, gladiators, options.advanced);
  if (netted) return err({ code: 'bad-initial', message: netted.message, field: netted.field });
  const clash = standingClash(seats.map((seat) => gladiators[seat] as Gladiator));
  if (clash)
    return err({
      code: 'bad-initial',
      message: `${clash}: two men on their feet cannot share a hex (7.2)`,
      field: clash,
    });
  const items = initialItems(init.value, seats, 1);
  if (!items.ok) return items;
  const walled = outsideWalls(options, seats, gladiators, items.value);
  if (walled) return err({ code: 'bad-initial', ...walled });
  const s: GladiatorState = {
    game: 'gladiator',
    options,
    rng,
    seats,
    ...(layout.sides ? { sides: layout.sides } : {}),
    gladiators,
    items: items.value,
    nextItemId: items.value.length + 1,
    turn: turn - 1,
    phase: 1,
    step: 'turnPlot',
    waiting: [],
    submitted: {},
    turnPlots: {},
    combat: null,
    outcome: null,
    eventCount: 0,
  };
  // Rolls made while creating gladiators are part of the record, then play begins.
  const ctx = new Ctx(s);
  ctx.dice.rolls.push(...dice.take());
  ctx.emit('setup', layout.sides ? '§20' : '§3', setupText(s));
  startTurn(ctx);
  return ok(s);
}

/** Who faces whom, in words: "Aulus (heavy) faces Brutus (light)", or each side's men in a team fight. */
function setupText(s: GladiatorState): string {
  const man = (seat: SeatId) => {
    const g = s.gladiators[seat] as Gladiator;
    // A Retarius counts as medium (17.1); the duel's line has always said so, a team's roll call names him.
    return `${g.name} (${s.sides && g.retarius ? 'retarius' : g.type})`;
  };
  if (!s.sides) return `${man('a')} faces ${man('b')}.`;
  return `${s.sides.map((side, i) => `${sideName(s, i)}: ${side.map(man).join(', ')}`).join('; ')}.`;
}

/** A scenario's nets: only in the Advanced Game, and a man held in a net is held by someone holding one (17.35). */
function netsInInitial(
  init: Initial,
  layout: Layout,
  gladiators: Record<SeatId, Gladiator>,
  advanced: boolean,
): { field: string; message: string } | null {
  for (const [i, seat] of layout.seats.entries()) {
    const g = gladiators[seat] as Gladiator;
    const field = `initial.gladiators.${i}`;
    if (!advanced && (g.net || g.ensnared))
      return { field, message: `${field}: nets belong to the Advanced Game (17); set advanced to true` };
    if (layout.sides && g.ensnaredBy) {
      // In a team match the net that holds him is the one foe's who holds a net.
      const holders = foes(layout, seat).filter((x) => gladiators[x]?.net);
      if (holders.length !== 1)
        return {
          field: `${field}.ensnared`,
          message: `${field}.ensnared: held, but ${holders.length} foes hold a net (${holders.join(', ') || 'none'}); one must`,
        };
      g.ensnaredBy = holders[0] as SeatId;
    }
    if (g.ensnaredBy && !gladiators[g.ensnaredBy]?.net)
      return { field: `${field}.ensnared`, message: `${field}.ensnared: held, but seat ${g.ensnaredBy} holds no net` };
  }
  const net = (init.items ?? []).findIndex((it) => it.kind === 'net');
  if (!advanced && net >= 0)
    return {
      field: `initial.items.${net}.kind`,
      message: `initial.items.${net}.kind: nets belong to the Advanced Game (17); set advanced to true`,
    };
  return null;
}

function orderContext(s: GladiatorState, g: Gladiator): OrderContext {
  const c: OrderContext = {
    advanced: s.options.advanced,
    posture: g.posture,
    mustStumble: g.mustStumble,
    mustRise: g.posture === 'prone',
    movingPhase: !!s.turnPlots[g.seat]?.includes(s.phase) && !g.unconscious,
    unconscious: g.unconscious,
  };
  // The Billings sections add their flags only when on, so the original game's form keeps its shape.
  if (billingsOn(s.options, 'moves')) c.billingsMoves = true;
  if (kneelBarred(s.options, g)) c.kneelBarred = true;
  if (fellThisPhase(s, g)) c.fallMove = true;
  return c;
}

/** Whether a seat may (or must) write an order this phase rather than hold. */
function mayHold(s: GladiatorState, g: Gladiator): boolean {
  const c = orderContext(s, g);
  if (c.unconscious) return true;
  if (c.mustStumble) return false; // 14.1: the stumble is owed even in a non-moving phase
  // 13.1: KN or RO in the first phase he can move, unless a net holds him down (17.354).
  // Billings 14.3, 15.7: a man who must lie still before kneeling may do just that.
  if (c.movingPhase && c.posture === 'prone' && !g.ensnared && !c.kneelBarred) return false;
  return true;
}

/** The orders on offer depend only on the order context, so each list is built once (and is read-only). */
const ORDER_CACHE = new Map<string, GladiatorCommand[]>();
function ordersFor(c: OrderContext, hold: boolean): GladiatorCommand[] {
  const key = `${c.advanced}|${c.posture}|${c.mustStumble}|${c.mustRise}|${c.movingPhase}|${c.unconscious}|${hold}|${c.billingsMoves === true}|${c.kneelBarred === true}|${c.fallMove === true}`;
  let list = ORDER_CACHE.get(key);
  if (!list) {
    list = enumerateOrders(c).map((o) => ({ type: 'order', order: printOrder(o) }));
    if (hold) list.unshift({ type: 'hold' });
    ORDER_CACHE.set(key, list);
  }
  return list;
}

function plotSizes(g: Gladiator): number[] {
  const a = Math.min(PHASES_PER_TURN, g.allowance);
  return a + 1 <= PHASES_PER_TURN ? [a, a + 1] : [a];
}

const PLOT_CACHE = new Map<number, GladiatorCommand[]>();
/** Every turn plot the man may write (built once per allowance: joining the lists each turn showed in the bench). */
function plotsOf(g: Gladiator): GladiatorCommand[] {
  let list = PLOT_CACHE.get(g.allowance);
  if (!list) {
    list = plotSizes(g).flatMap((k) =>
      subsets(PHASES_PER_TURN, k).map((moving) => ({ type: 'plot' as const, moving })),
    );
    PLOT_CACHE.set(g.allowance, list);
  }
  return list;
}

function subsets(n: number, k: number): number[][] {
  const out: number[][] = [];
  const rec = (start: number, acc: number[]) => {
    if (acc.length === k) return void out.push([...acc]);
    for (let i = start; i <= n; i++) rec(i + 1, [...acc, i]);
  };
  rec(1, []);
  return out;
}

function legal(s: GladiatorState, seat: SeatId): Legal<GladiatorCommand> {
  const none = { seat, commands: [], complete: true };
  if (s.step === 'over' || !s.waiting.includes(seat)) return none;
  const g = s.gladiators[seat] as Gladiator;
  switch (s.step) {
    case 'turnPlot': {
      const commands = plotsOf(g);
      return {
        seat,
        commands,
        complete: false,
        form: { allowance: g.allowance, mayExceedBy: 1, phases: PHASES_PER_TURN },
      };
    }
    case 'phasePlot': {
      const c = orderContext(s, g);
      const listed = ordersFor(c, mayHold(s, g));
      return {
        seat,
        commands: c.advanced ? advancedOrders(s, g, listed) : listed,
        complete: false,
        form: c as unknown as Record<string, unknown>,
      };
    }
    case 'allocate':
      return allocationLegal(s, seat);
  }
}

/** A listed order passes the net's own checks (17.1-17.9, 17.354-17.355); orders without a net attack always do. */
function netOrderAllowed(s: GladiatorState, g: Gladiator, cmd: GladiatorCommand): boolean {
  if (cmd.type !== 'order') return true;
  const parsed = parseOrder(cmd.order);
  return parsed.ok && checkEnsnaredOrder(parsed.value, g).ok && checkNetOrder(parsed.value, g, s).ok;
}

/** One order of each net attack: whether each passes decides which of a listed set of orders remain legal. */
const NET_PROBES: Order[] = [
  { before: [{ kind: 'TN' }], standard: 'X', after: [] },
  { before: [{ kind: 'SN' }], standard: 'X', after: [] },
  { before: [{ kind: 'LN', hex: 2 }], standard: 'X', after: [] },
];
const FILTERED = new WeakMap<readonly GladiatorCommand[], Map<string, GladiatorCommand[]>>();
/** The Advanced Game's orders on offer, kept as the same list objects while the net's state repeats (bots cache by list). */
function advancedOrders(s: GladiatorState, g: Gladiator, listed: GladiatorCommand[]): GladiatorCommand[] {
  const key = `${NET_PROBES.map((o) => (checkNetOrder(o, g, s).ok ? 1 : 0)).join('')}${g.ensnared ? 'e' : ''}`;
  let byKey = FILTERED.get(listed);
  if (!byKey) {
    byKey = new Map();
    FILTERED.set(listed, byKey);
  }
  let list = byKey.get(key);
  if (!list) {
    list = listed.filter((cmd) => netOrderAllowed(s, g, cmd));
    byKey.set(key, list);
  }
  return list;
}

function checkPlot(g: Gladiator, moving: number[]): Result<number[], RuleViolation> {
  const bad = moving.find((p) => !Number.isInteger(p) || p < 1 || p > PHASES_PER_TURN);
  if (bad !== undefined)
    return violation('bad-phase', '§4.1', `phase ${bad} does not exist: a turn has phases 1-8`, { phase: bad });
  // The repeated phase alone is named: the plot came from a client and may be any length.
  const seen = new Set<number>();
  for (const phase of moving) {
    if (seen.has(phase))
      return violation('phase-twice', '§6.1', `phase ${phase} is listed twice in the turn plot`, { phase });
    seen.add(phase);
  }
  if (moving.length > g.allowance + 1)
    return violation(
      'over-allowance',
      '§16.4',
      `${moving.length} moving phases: the allowance is ${g.allowance} and may be exceeded by one only`,
      {
        moving: moving.length,
        allowance: g.allowance,
      },
    );
  return ok([...moving].sort((a, b) => a - b));
}

function apply(
  state: GladiatorState,
  seat: SeatId,
  cmd: GladiatorCommand,
): Result<Applied<GladiatorState>, RuleViolation> {
  if (state.step === 'over') return violation('match-over', 'protocol', 'the match is over');
  if (!state.seats.includes(seat))
    return violation('unknown-seat', 'protocol', `no seat "${seat}" in this match`, { seat });
  if (!state.waiting.includes(seat))
    return violation(
      'not-your-turn',
      '§4.3',
      `seat ${seat} has nothing to do now (waiting for ${state.waiting.join(', ') || 'no one'})`,
      { seat },
    );
  const g0 = state.gladiators[seat] as Gladiator;
  let submission: Submission;
  switch (state.step) {
    case 'turnPlot': {
      if (cmd.type !== 'plot') return violation('wrong-step', '§6.1', `a turn plot is awaited, not "${cmd.type}"`);
      const r = checkPlot(g0, cmd.moving);
      if (!r.ok) return r;
      submission = { plot: r.value };
      break;
    }
    case 'phasePlot': {
      if (cmd.type === 'hold') {
        if (!mayHold(state, g0))
          return violation(
            'must-move',
            g0.mustStumble ? '§14.1' : '§13.1',
            g0.mustStumble
              ? 'the stumble is owed this phase: write S'
              : 'a prone gladiator must write KN or RO in a phase he can move',
          );
        submission = { order: null };
        break;
      }
      if (cmd.type !== 'order') return violation('wrong-step', '§6.2', `a phase order is awaited, not "${cmd.type}"`);
      const parsed = parseOrder(cmd.order);
      if (!parsed.ok) return parsed;
      const checked = checkOrder(parsed.value, orderContext(state, g0));
      if (!checked.ok) return checked;
      const netted = checkEnsnaredOrder(checked.value, g0);
      if (!netted.ok) return netted;
      const net = checkNetOrder(checked.value, g0, state);
      if (!net.ok) return net;
      submission = { order: checked.value };
      break;
    }
    case 'allocate': {
      if (cmd.type !== 'allocate')
        return violation('wrong-step', '§8.3', `a CF allocation is awaited, not "${cmd.type}"`);
      const { type: _, ...alloc } = cmd;
      const r = checkAllocation(state, seat, alloc);
      if (!r.ok) return r;
      submission = { allocation: r.value };
      break;
    }
  }
  const waiting = state.waiting.filter((x) => x !== seat);
  // Until the last submission is in, only the secret store and the waiting list change: a shallow copy will do.
  // The step that resolves works on a deep copy.
  const s: GladiatorState =
    waiting.length > 0
      ? { ...state, submitted: { ...state.submitted, [seat]: submission } }
      : cloneJson(state, IMMUTABLE);
  s.waiting = waiting;
  s.submitted[seat] = submission;
  const ctx = new Ctx(s);
  ctx.emitTo(
    [seat],
    'submitted',
    undefined,
    `Your ${s.step === 'turnPlot' ? 'turn plot' : s.step === 'phasePlot' ? 'order' : 'allocation'} is in.`,
    { submission },
  );
  ctx.emit('waiting', undefined, `${(s.gladiators[seat] as Gladiator).name} has submitted.`, {
    seat,
    waitingFor: s.waiting,
  });
  if (s.waiting.length === 0) advance(ctx);
  ctx.flush();
  return ok({ state: s, events: ctx.events });
}

/** Everyone is in: reveal and resolve the step. */
function advance(ctx: Ctx): void {
  const s = ctx.s;
  const subs = s.submitted;
  s.submitted = {};
  switch (s.step) {
    case 'turnPlot': {
      for (const [seat, sub] of Object.entries(subs)) {
        const g = ctx.g(seat);
        const plot = sub.plot ?? [];
        s.turnPlots[seat] = plot;
        g.exceeded = plot.length > g.allowance;
        if (g.exceeded)
          ctx.emit('exceeds', '§16.4', `${g.name} pushes himself past his movement allowance this turn.`, { seat });
      }
      startPhase(ctx);
      return;
    }
    case 'phasePlot': {
      const orders: Record<SeatId, Order | null> = {};
      for (const [seat, sub] of Object.entries(subs)) orders[seat] = sub.order ?? null;
      ctx.emit(
        'orders',
        '§4.32',
        `Turn ${s.turn}, phase ${s.phase}: ${Object.entries(orders)
          .map(([seat, o]) => `${ctx.g(seat).name} ${o ? printOrder(o) : 'does not move'}`)
          .join('; ')}.`,
        { orders: Object.fromEntries(Object.entries(orders).map(([k, o]) => [k, o ? printOrder(o) : null])) },
      );
      const moves = new Map<SeatId, PhaseMove>();
      for (const yielded of resolveMovement(ctx, orders, moves)) {
        surrender(ctx, yielded, '§7.4', "run into while prone, he is at his opponent's mercy");
        if (s.outcome) return; // a duel ends there; in a team match the others fight on
      }
      if (settle(ctx)) return;
      if (s.options.advanced) resolveNetAttacks(ctx, orders, moves);
      const combat = setupCombat(ctx);
      if (!combat) {
        endPhase(ctx);
        return;
      }
      s.combat = combat;
      s.step = 'allocate';
      s.waiting = combat.participants.filter((seat) => (combat.available[seat] ?? 0) > 0);
      ctx.emit('combat', '§4.36', describeCombat(ctx), { combat });
      if (s.waiting.length === 0) advance(ctx);
      return;
    }
    case 'allocate': {
      const combat = s.combat;
      if (!combat) throw new Error('allocation without combat');
      const allocations: Record<SeatId, Allocation> = {};
      for (const seat of combat.participants)
        allocations[seat] = subs[seat]?.allocation ?? { attacks: [], defence: [0, 0, 0, 0, 0] };
      ctx.emit(
        'allocations',
        '§8.41',
        Object.entries(allocations)
          .map(
            ([seat, a]) =>
              `${ctx.g(seat).name}: ${a.attacks.length ? a.attacks.map((x) => `${x.cf} on area ${x.area}`).join(', ') : 'no attack'}; defence ${a.defence.join('/')}`,
          )
          .join(' — '),
        { allocations },
      );
      countAllocations(ctx, allocations); // 19.2: the crowd counts what was written, blows struck or not
      // 15.6: a prone man who cannot move this phase, facing a blow he cannot match, must yield.
      // In a team match the others fight on once he is judged: every man who must yield does so first.
      for (let yields = proneMustYield(ctx, allocations); yields; yields = proneMustYield(ctx, allocations)) {
        const judged = surrender(
          ctx,
          yields,
          '§15.6',
          'prone and unable to move, with a blade he cannot parry over him',
        );
        if (s.outcome) return;
        if (!judged) break; // 19.24: his foes strike him down in this combat instead
      }
      if (s.options.advanced) freeFromNets(ctx, allocations);
      resolveCombat(ctx, allocations);
      if (settle(ctx)) return;
      if (s.options.advanced) abandonNets(ctx, allocations);
      s.combat = null;
      endPhase(ctx);
      return;
    }
    case 'over':
      return;
  }
}

function describeCombat(ctx: Ctx): string {
  const c = ctx.s.combat as NonNullable<GladiatorState['combat']>;
  return c.participants
    .map((seat) => {
      const g = ctx.g(seat);
      const fronts = c.fronts[seat] ?? [];
      const targets = fronts.map((f) => `${ctx.g(f.target).name} (positional +${f.bonus})`).join(' or ');
      return `${g.name}: ${c.available[seat]} CF available${targets ? `, may attack ${targets}` : ', cannot attack'}`;
    })
    .join('; ');
}

/** What only one seat may know: its turn plot (all turn) and its submission (until all are in). */
export interface SeatSecret {
  seat: SeatId;
  turnPlot: number[] | null;
  submission: Submission | null;
}
const secretOf = (s: GladiatorState, seat: SeatId): SeatSecret => ({
  seat,
  turnPlot: s.turnPlots[seat] ?? null,
  submission: s.submitted[seat] ?? null,
});

export interface GladiatorView {
  viewer: Viewer;
  turn: number;
  phase: number;
  step: GladiatorState['step'];
  waiting: SeatId[];
  gladiators: Record<SeatId, Gladiator>;
  items: Item[];
  combat: GladiatorState['combat'];
  outcome: Outcome | null;
  options: GladiatorOptions;
  /** The viewer's own secrets: his turn plot and what he has submitted this step. */
  secret: SeatSecret | null;
  /** Team combat (20): the seats of each side; absent in a duel. */
  sides?: SeatId[][];
}

/**
 * Views share structure with the state they came from (states are never mutated: `apply` works on a copy),
 * so they are read-only to their receiver.
 */
function view(s: GladiatorState, viewer: Viewer): GladiatorView {
  const mine = viewer !== 'spectator' && s.seats.includes(viewer);
  return {
    viewer,
    turn: s.turn,
    phase: s.phase,
    step: s.step,
    waiting: [...s.waiting],
    gladiators: s.gladiators,
    items: s.items,
    combat: s.combat,
    outcome: s.outcome,
    options: s.options,
    secret: mine ? secretOf(s, viewer) : null,
    ...(s.sides ? { sides: s.sides } : {}),
  };
}

/**
 * The server's table action (docs/protocol.md): the seat resigns. In a duel the table itself ends the match, so the
 * fight is left as it is. In a team match his man leaves the arena and his side fights on (a man who leaves takes
 * no further part, as one spared by the crowd, 19.23); when that leaves one side alone, it wins by the resignation.
 */
function resign(state: GladiatorState, seat: SeatId): Applied<GladiatorState> {
  const g0 = state.gladiators[seat];
  if (!state.sides || state.step === 'over' || !g0 || !inFight(g0)) return { state, events: [] };
  const s = cloneJson(state, IMMUTABLE);
  const ctx = new Ctx(s);
  const g = ctx.g(seat);
  g.left = { how: 'resigned', rule: 'table' };
  s.waiting = s.waiting.filter((x) => x !== seat);
  delete s.submitted[seat];
  const outcome = teamOutcome(s);
  const after = outcome ? 'he was the last of his side in the fight' : 'his side fights on without him';
  ctx.emit('left-arena', undefined, `${g.name} resigns and leaves the arena; ${after}.`, { seat });
  if (outcome) {
    const winner = sideOf(s, outcome.winners[0] as SeatId);
    endMatch(ctx, {
      ...outcome,
      how: 'resignation',
      text: `${sideWithMen(s, winner)} wins: the last man of ${sideName(s, sideOf(s, seat))} in the fight resigned.`,
    });
  } else if (s.waiting.length === 0) advance(ctx);
  ctx.flush();
  return { state: s, events: ctx.events };
}

export const gladiator: GameModule<GladiatorOptions, GladiatorState, GladiatorCommand, GladiatorView> = {
  id: 'gladiator',
  title: 'GLADIATOR (Avalon Hill, 1981)',
  rulesVersion: 'gladiator-basic/2',
  // With each option's label and value labels (option-words.ts) for the lobby's form.
  options: withOptionWords(OptionsSchema) as unknown as z.ZodType<GladiatorOptions>,
  command: CommandSchema as unknown as z.ZodType<GladiatorCommand>,
  setup,
  seats: (s) => s.seats,
  pending: (s) => (s.step === 'over' ? [] : [...s.waiting]),
  legal,
  apply,
  view,
  outcome: (s) => s.outcome,
  timeoutCommand: (s, seat) => timeoutCommand(legal(s, seat).commands),
  timeoutRule: '6.5',
  seatName: (s, seat) => s.gladiators[seat]?.name ?? `seat ${seat}`,
  sides: sideSeats,
  resign,
  secrets: (s) => {
    const submitted = s.seats.map((seat) => JSON.stringify(s.submitted[seat] ?? null));
    return s.seats.flatMap((seat, i) => {
      const out: { seat: SeatId; value: unknown }[] = [
        { seat, value: { turnPlot: s.turnPlots[seat] ?? null, submission: s.submitted[seat] ?? null } },
      ];
      // A submission another seat made word for word (two men holding, say) is each one's own knowledge as well:
      // his own copy is no leak. With three or more seats that happens in every other phase.
      const mine = submitted[i] as string;
      if (s.submitted[seat] && submitted.every((x, j) => j === i || x !== mine))
        out.push({ seat, value: s.submitted[seat] });
      return out;
    });
  },
};
