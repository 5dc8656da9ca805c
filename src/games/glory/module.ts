/**
 * Glory in the Arena (Chris von Fahnestock, 2002) as a GameModule: 2 to 8 gladiators, free-for-all or in teams.
 * Each turn initiative sorts the men into groups; a group announces its moves in secret, then they are carried out
 * together (turn.ts) and the announced attacks fought (melee.ts).
 */
import { z } from 'zod';
import { Dice } from '../../core/dice.js';
import { type Direction, distance, type Hex, inFrontCone, neighbour, ring } from '../../core/hex.js';
import type { Applied, GameEvent, GameModule, Legal, Outcome, SeatId, Viewer } from '../../core/protocol.js';
import { err, ok, type Result, type RuleViolation, violation } from '../../core/result.js';
import { seedRng } from '../../core/rng.js';
import { copyFigures, createFigure, manOf as manOfImported, putMan as putManImported, rollSheet } from './creation.js';
import {
  applyEquip,
  type EquipView,
  equipLegal,
  equipPending,
  equipSecrets,
  equipView,
  noKit,
  timeoutKit,
  unequippedFigure,
} from './equip.js';
import type { Fight } from './melee.js';
import { arenaCells, childSeq, found, movementNow, searchReach, stepsOfSeq, walk, wordOfSeq } from './movement.js';
import { withOptionWords } from './option-words.js';
import { MAX_MOVE_TO_ATTACK, SEATS, RULE as SECTIONS } from './tables.js';
import {
  areFoes,
  attackProblemFrom,
  awaitedMan,
  copyFigure,
  hasAnnounced as hasAnnouncedImported,
  type KnownEnd,
  NO_ANNOUNCEMENTS as NO_ANNOUNCEMENTS_IMPORTED,
  nextGroup,
  pendingSeats,
  resolveGroup,
  sideSeats,
  startTurn,
} from './turn.js';
import type { Figure, GloryCommand, GloryMove, GloryOptions, GloryState, Sheet } from './types.js';

/** The section numbers, read once: under tsx and the test runner each use of an imported name is a getter call. */
const RULE = SECTIONS;

const KIT = z.object({
  helmet: z.enum(['none', 'open', 'closed']).default('none'),
  body: z.boolean().default(false),
  arm: z.boolean().default(false),
  leg: z.boolean().default(false),
  shield: z.boolean().default(false),
  weapon: z.enum(['sword', 'spear']).default('sword'),
  net: z.boolean().default(false),
});

/**
 * A sheet's strength or agility: a value its d6 table gives (1.1, 1.2), 1 to 3, so that a client sees the bounds and a
 * value outside them is refused by its field. The Retarius' limits, which hang on the kit, are the engine's to check.
 */
const rating = (what: 'strength' | 'agility', rule: string, retarius: string) => {
  const refusal = `${what} is 1, 2 or 3 (${rule})`;
  return z
    .number()
    .int(refusal)
    .min(1, refusal)
    .max(3, refusal)
    .describe(`${rule}: 1 to 3, as the table of its die gives; ${retarius} for a man with a net`);
};

const SHEET = z.object({
  name: z.string().min(1).max(40).optional(),
  strength: rating('strength', RULE.strength, '2 at most'),
  agility: rating('agility', RULE.agility, '2 at least'),
  kit: KIT.default(KIT.parse({})),
});

export const OptionsSchema = z.object({
  gladiators: z.number().int().min(2).max(8).default(2).describe('how many gladiators fight, one a seat (2 to 8)'),
  teams: z
    .number()
    .int()
    .min(0)
    .max(4)
    .default(0)
    .describe('0 for every man for himself; 2 to 4 for teams, the seats dealt to them in turn'),
  figures: z
    .enum(['equipped', 'rolled', 'chosen'])
    .default('equipped')
    .describe(
      '1.1-1.5: strength and agility rolled, then each player equips his own man before the first turn; or strength, agility and equipment all rolled; or all three chosen on the sheets below',
    ),
  sheets: z
    .array(SHEET)
    .max(8)
    .default([])
    .describe(
      '1.1-1.5: one sheet a gladiator (strength, agility, equipment) when figures are chosen; damage is still rolled',
    ),
  arenaRadius: z.number().int().min(3).max(12).default(6).describe('the arena: hexes from its centre to its wall'),
  turnLimit: z.number().int().min(1).max(200).default(30).describe('6.3: turns after which the match is called'),
  atTurnLimit: z
    .enum(['mostStanding', 'draw'])
    .default('mostStanding')
    .describe('6.3: at the turn limit the side with most men on their feet wins, or the match is a draw'),
  meeting: z
    .enum(['bothStop', 'higherAgility'])
    .default('bothStop')
    .describe('6.1: two men moving at once who step into the same hex both stop, or the more agile gets there'),
  backingUp: z
    .enum(['straightOrStay', 'straightOrAside'])
    .default('straightOrStay')
    .describe('6.2: a beaten man backs straight away and stays put when that hex is taken, or steps back aside'),
  follow: z
    .enum(['always', 'never'])
    .default('always')
    .describe('3.5: where the winner may advance or stay in contact, he always does, or never does'),
  crowd: z
    .enum(['dice', 'merciless', 'merciful'])
    .default('dice')
    .describe("4.4: the crowd's verdict on a helpless man: a die (spared on 4-6), always death, or always mercy"),
});

const STEP = z.enum(['F', 'L', 'R', 'P']);
const STEPS = z.array(STEP).max(12);
export const CommandSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('stand') }),
  z.object({ type: z.literal('advance'), steps: STEPS.min(1) }),
  z.object({
    type: z.literal('attack'),
    target: z.string().min(1).max(20),
    steps: STEPS,
    net: z.enum(['whip', 'ensnare']).optional(),
  }),
  z.object({ type: z.literal('equip'), kit: KIT }),
]);

export { SEATS };
/** The gladiators' names, a seat each. */
export const NAMES = ['Aulus', 'Brutus', 'Cassius', 'Decimus', 'Ennius', 'Flavius', 'Gaius', 'Horatius'] as const;
export const TEAM_NAMES = ['the Reds', 'the Blues', 'the Greens', 'the Golds'] as const;

/** What leaves the engine: everything but the dice's state and other seats' secret announcements. */
export interface GloryView extends Omit<GloryState, 'rng' | 'submitted' | 'equipping'> {
  /** Before the first turn, when the players equip their men (equip.ts): who has chosen, and the viewer's kit. */
  equip: EquipView | null;
  /** Seats of the moving group whose announcement is in. */
  announced: SeatId[];
  /** The viewer's own announcement, while the group's are secret. */
  mine: { seat: SeatId; command: GloryCommand } | null;
}

/** Starting places: spread round the ring one hex inside the wall, facing the centre. */
function startPlaces(n: number, radius: number): { at: Hex; facing: Direction }[] {
  const hexes = ring({ q: 0, r: 0 }, radius - 1);
  return Array.from({ length: n }, (_, i) => {
    const at = hexes[Math.floor((i * hexes.length) / n)] as Hex;
    const facing = ([0, 1, 2, 3, 4, 5] as Direction[]).reduce((b, d) =>
      distance(neighbour(at, d), { q: 0, r: 0 }) < distance(neighbour(at, b), { q: 0, r: 0 }) ? d : b,
    );
    return { at, facing };
  });
}

/**
 * The starting places by number of men and arena radius (startPlaces), worked out once each: q, r and facing a man,
 * three numbers in a row. Every setup makes its own hexes from them, so that no two matches share one.
 */
const PLACES: Int8Array[] = [];
function placesOf(n: number, radius: number): Int8Array {
  const slot = radius * 9 + n;
  const known = PLACES[slot];
  if (known) return known;
  const places = new Int8Array(n * 3);
  for (const [i, { at, facing }] of startPlaces(n, radius).entries()) places.set([at.q, at.r, facing], i * 3);
  PLACES[slot] = places;
  return places;
}

function setup(options: GloryOptions, seed: string, _initial?: unknown, script?: number[]) {
  const n = options.gladiators;
  if (options.teams === 1 || options.teams > n)
    return err({
      code: 'bad-teams',
      message: `teams must be 0 or 2 to ${n} for ${n} gladiators, not ${options.teams}`,
      field: 'teams',
    });
  if (options.figures === 'chosen' && options.sheets.length !== n)
    return err({
      code: 'bad-sheets',
      message: `chosen figures need ${n} sheets, one a gladiator; ${options.sheets.length} given`,
      field: 'sheets',
    });
  const rng = seedRng(seed, script);
  // The RNG state is this setup's own: the dice advance it in place, with no new list of words a die.
  const dice = new Dice(rng, true);
  const places = placesOf(n, options.arenaRadius);
  const seats = SEATS.slice(0, n) as SeatId[];
  const figures: Record<SeatId, Figure> = {};
  // Each man and his place made as literals, field by field: an object spread after other fields takes a slow path
  // (several microseconds a man).
  for (let i = 0; i < n; i++) {
    const seat = seats[i] as SeatId;
    const name = NAMES[i] as string;
    const side = options.teams > 0 ? i % options.teams : i;
    const at: Hex = { q: places[i * 3] as number, r: places[i * 3 + 1] as number };
    const facing = places[i * 3 + 2] as Direction;
    if (options.figures === 'equipped') {
      figures[seat] = unequippedFigure(dice, {
        seat,
        name,
        side,
        kit: noKit(),
        hits: 0,
        retarius: false,
        down: false,
        out: null,
        dyingIn: 0,
        brokeFree: false,
        at,
        facing,
      });
      continue;
    }
    const chosen = options.sheets[i] as Sheet;
    const sheet: Sheet =
      options.figures === 'chosen'
        ? { name: chosen.name ?? name, strength: chosen.strength, agility: chosen.agility, kit: chosen.kit }
        : rollSheet(dice, name);
    const made = createFigure(dice, sheet, { seat, name, side, at, facing });
    if (!made.ok) return err({ ...made.error, field: `sheets.${i}.${made.error.field}` });
    figures[seat] = made.value;
  }
  const s: GloryState = {
    options,
    seats,
    // Made again by the one maker of records of men, so that this first one is of the same hidden class as the rest.
    figures: copyFigures(seats, figures),
    dropped: [],
    turn: 0,
    order: [],
    group: 0,
    submitted: NO_ANNOUNCEMENTS,
    locked: [],
    outcome: null,
    rng,
  };
  if (options.figures === 'equipped') s.equipping = { kits: {} };
  else startTurn({ s, dice, events: [] });
  return ok(s);
}

/** Whether the command is one this man may announce now (2.2-2.5, 3.7, 6.4); the walk it makes when it is. */
function check(s: GloryState, seat: SeatId, cmd: GloryCommand): Result<number, RuleViolation> {
  const g = s.figures[seat] as Figure;
  if (cmd.type === 'stand') return ok(0);
  if (g.down)
    return violation(
      'must-rise',
      RULE.rising,
      `${g.name} is on the ground and must spend this move getting up (stand)`,
    );
  if (s.locked.includes(seat))
    return violation('locked', RULE.results, `${g.name} is locked in melee until next turn and may only stand`);
  const walked = walk(s, g, cmd.steps);
  if (!walked.ok) return walked;
  if (cmd.type === 'advance') return ok(walked.value.entered);
  if (!Object.hasOwn(s.figures, cmd.target))
    return violation('bad-target', RULE.announce, `no gladiator sits at seat "${cmd.target}"`, { target: cmd.target });
  if (!areFoes(s, seat, cmd.target))
    return violation(
      'bad-target',
      RULE.announce,
      `${g.name} may not attack ${cmd.target === seat ? 'himself' : 'a teammate'}`,
    );
  if (walked.value.entered > MAX_MOVE_TO_ATTACK)
    return violation(
      'moved-too-far',
      RULE.attackLimit,
      `${g.name} enters ${walked.value.entered} hexes: after more than ${MAX_MOVE_TO_ATTACK} he may not attack`,
      {
        entered: walked.value.entered,
      },
    );
  const to = walked.value;
  const problem = attackProblemFrom(g, to.at, to.facing, s.figures[cmd.target] as Figure, cmd, to.entered);
  if (problem) return violation('out-of-reach', cmd.net ? RULE.netReach : RULE.contact, `no attack: ${problem}`);
  return ok(walked.value.entered);
}

/**
 * Imported names legal uses in its loop, read once: under tsx and the test runner each use of an imported name is a
 * call through a getter.
 */
const ATTACK_LIMIT = MAX_MOVE_TO_ATTACK;
const wordOf = wordOfSeq;
const stepsOf = stepsOfSeq;
const STEPS_WORDS = 'F forward, L and R turn a hexside, P pick up a weapon';
const awaited = awaitedMan;

/**
 * The foes' hexes, for legal: bit i for the i-th foe of the call, 0 elsewhere, over the arena's bounding square with
 * a margin of PAD hexes all round (numbered as in `frontOf`), so that the hexes one and two off any hex of the arena
 * are a fixed step away in the numbering and need no check for the wall: no foe ever stands beyond it. Each call
 * clears the hexes the call before it marked (`marked`) before it marks its own.
 */
const PAD = 2;
const foeBits = new Int32Array((25 + 2 * PAD) * (25 + 2 * PAD));
const marked = new Int32Array(32);
let markedCount = 0;
/** Legal's list of the man's foes, reused call after call: the search fills its first `found.foes` slots. */
const foeList: Figure[] = [];

/**
 * What legal needs of an arena's hexes, by radius, made once each: `pad`, each hex's number in the padded square by
 * its number in the arena (movement.ts arenaCells); and `front`, by facing f at f * FRONT_AT onwards, the steps in
 * the padded numbering to the three hexes of a man's front (ahead, then the left and the right flank, 3.3) and to the
 * five two off in his front cone (the net's reach, 5.1), these from `inFrontCone`.
 */
interface Front {
  padSide: number;
  pad: Int32Array;
  front: Int32Array;
}
const CONE_AT = 5;
const FRONT_AT = 3 + CONE_AT;
const FRONTS: Front[] = [];
function frontOf(radius: number): Front {
  const known = FRONTS[radius];
  if (known) return known;
  const { hexes, side } = arenaCells(radius);
  const padSide = side + 2 * PAD;
  const pad = new Int32Array(hexes.length);
  for (let cell = 0; cell < hexes.length; cell++) {
    const at = hexes[cell] as Hex;
    pad[cell] = (at.q + radius + PAD) * padSide + at.r + radius + PAD;
  }
  const origin = { q: 0, r: 0 };
  const front = new Int32Array(6 * FRONT_AT);
  for (let f = 0; f < 6; f++) {
    const cone = ring(origin, 2).filter((h) => inFrontCone(origin, f as Direction, h, 2));
    if (cone.length !== CONE_AT) throw new Error('a front cone two hexes deep is not five hexes');
    const ahead = [f, f === 0 ? 5 : f - 1, f === 5 ? 0 : f + 1].map((d) => neighbour(origin, d as Direction));
    for (const [j, h] of [...ahead, ...cone].entries()) front[f * FRONT_AT + j] = h.q * padSide + h.r;
  }
  const made = { padSide, pad, front };
  FRONTS[radius] = made;
  return made;
}

/**
 * Legal's commands, one frozen object each, made once and shared by every list that offers them: an eight-man turn
 * offers hundreds, and making them afresh each call was most of legal's garbage. A stand; an advance by the number
 * of its steps (movement.ts childSeq); an attack by the number of its steps, the target's seat (a to h) and the net's
 * use (none, whip, ensnare). `apply` keeps its own copy of whichever is played, as of any command.
 */
const STAND: GloryCommand = Object.freeze({ type: 'stand' });
/** By sequence number; kept dense (grown with empty slots written out) so that a look-up stays an array read. */
const ADVANCES: (GloryCommand | null)[] = [];
/** By sequence number * 24 + seat index * 3 + net use; dense as ADVANCES. */
const ATTACKS: (GloryCommand | null)[] = [];
const NET_USES = [undefined, 'whip', 'ensnare'] as const;

function advanceOf(seq: number): GloryCommand {
  while (ADVANCES.length <= seq) ADVANCES.push(null);
  let cmd = ADVANCES[seq] as GloryCommand | null;
  if (cmd === null) {
    cmd = Object.freeze({ type: 'advance', steps: stepsOf(seq) }) as GloryCommand;
    ADVANCES[seq] = cmd;
  }
  return cmd;
}

function newAttack(seq: number, target: SeatId, net: 0 | 1 | 2): GloryCommand {
  const netUse = NET_USES[net];
  return Object.freeze(
    netUse === undefined
      ? { type: 'attack', target, steps: stepsOf(seq) }
      : { type: 'attack', target, steps: stepsOf(seq), net: netUse },
  ) as GloryCommand;
}

/** The attack on `target` after the steps of `seq`, with the net's use `net` (0 none, 1 whip, 2 ensnare). */
function attackOf(seq: number, target: SeatId, net: 0 | 1 | 2): GloryCommand {
  const index = target.length === 1 ? target.charCodeAt(0) - 97 : -1;
  if (index < 0 || index > 7) return newAttack(seq, target, net);
  const slot = seq * 24 + index * 3 + net;
  while (ATTACKS.length <= slot) ATTACKS.push(null);
  let cmd = ATTACKS[slot] as GloryCommand | null;
  if (cmd === null) {
    cmd = newAttack(seq, target, net);
    ATTACKS[slot] = cmd;
  }
  return cmd;
}

/**
 * Where each command of a list legal made ends, by its index in the list, as one number (endOf), -1 where not known
 * (a stand, a pick-up); `hexes` the arena's hexes by cell, and `commands` the list the numbers are written for. Legal
 * writes into one such record, read by a bot through endsFor and by apply through offer (KnownEnd); offer gives legal
 * the other record in its place, so that a later call (a bot may ask about any man) writes elsewhere. There are only
 * these two, so a Legal's ends are in whichever names its list. A record written again names its new list first, so
 * a Legal whose record has moved on to another list is told so (endsFor), never handed another list's ends.
 */
interface CommandEnds {
  codes: Int32Array;
  hexes: readonly Hex[];
  commands: readonly GloryMove[];
}
const NO_COMMANDS: readonly GloryMove[] = [];
const newEnds = (): CommandEnds => ({ codes: new Int32Array(256), hexes: [], commands: NO_COMMANDS });
/** The record legal writes next. */
let legalEnds = newEnds();

/**
 * An end as one number: one write a command in legal's loop. From the low bits up: the facing (3 bits), the hexes
 * entered and the movement spent (6 bits each: both are at most a search's movement, below 64), the arena cell (10
 * bits: an arena has at most 625 cells), and ATTACK_END for an attack (or a cast of the net) from there.
 */
const endOf = (cell: number, entered: number, cost: number, facing: number): number =>
  (cell << 15) | (cost << 9) | (entered << 3) | facing;
const ATTACK_END = 1 << 25;
/**
 * The parts of an end written by endOf: the arena cell (movement.ts arenaCells), facing, hexes entered, movement; 1
 * for an attack; and the end alone, without the kind of command (the same for two commands that end alike).
 */
export const endCell = (code: number): number => (code >> 15) & 1023;
export const endFacing = (code: number): number => code & 7;
export const endEntered = (code: number): number => (code >> 3) & 63;
export const endCost = (code: number): number => (code >> 9) & 63;
export const endAttacks = (code: number): number => (code >> 25) & 1;
export const endPlace = (code: number): number => code & (ATTACK_END - 1);

/**
 * Where each of `legal`'s commands ends, by index (endOf's numbers, -1 not known), when legal made it and has not
 * written that record for another list since; null otherwise (a Legal from elsewhere, or an old one), when the
 * commands' steps tell it.
 */
export function endsFor(legal: Legal<unknown>): Int32Array | null {
  const commands = legal.commands;
  if (offeredRecord.commands === commands) return offeredRecord.codes;
  return legalEnds.commands === commands ? legalEnds.codes : null;
}

/** Where an offered move ends, as legal's form gives it by the move's steps. */
interface End {
  at: Hex;
  facing: Direction;
  entered: number;
  cost: number;
}

/** Legal's working list of commands, written from the start each call and never handed out (legal copies it). */
const building: GloryCommand[] = [];

/**
 * Every announcement open to the seat: stand, each end of move by its cheapest steps, and each attack in reach, by
 * the cheapest steps to its end that enter no more than four hexes (2.5).
 * The form's `ends` gives where each move ends, by its steps written as one word, for a board to show; it is worked
 * out when first read (endsTable).
 */
function legal(s: GloryState, seat: SeatId): Legal<GloryMove> {
  if (s.equipping) return equipLegal(s, seat);
  const g = awaited(s, seat);
  if (g === undefined) return { seat, commands: [], complete: true };
  if (g.down || s.locked.includes(seat)) return { seat, commands: [STAND], complete: true };
  const foes = foeList;
  const net = g.kit.net;
  const weaponless = g.kit.weapon === null && s.dropped.length > 0;
  const rate = weaponless ? movementNow(g) : 0;
  const n = searchReach(s, g, foes);
  // The search's rows, read through one name: an imported name is a call on every use under tsx.
  const rows = found;
  const { hexes, radius } = rows.arena;
  const { padSide, pad, front } = frontOf(radius);
  for (let i = 0; i < markedCount; i++) foeBits[marked[i] as number] = 0;
  const foeCount = rows.foes;
  markedCount = foeCount;
  for (let i = 0; i < foeCount; i++) {
    const t = foes[i] as Figure;
    const cell = (t.at.q + radius + PAD) * padSide + t.at.r + radius + PAD;
    marked[i] = cell;
    foeBits[cell] = (foeBits[cell] as number) | (1 << i);
  }
  // The list written into legal's own working list (building) and copied out at its length once made: grown by push
  // from one command, the list was made three times over (room for one, seventeen, then forty-one).
  const commands = building;
  commands[0] = STAND;
  let k = 1;
  // Each command's end, at its index in the list (offer hands it to apply): room for the most the list can hold.
  // The record names no list while it is written (endsFor), and this one once it is.
  const record = legalEnds;
  record.commands = NO_COMMANDS;
  const most = 1 + n * (2 + 2 * foeCount);
  if (record.codes.length < most) record.codes = new Int32Array(Math.max(most, 2 * record.codes.length));
  const ends = record.codes;
  ends[0] = -1;
  for (let i = 0; i < n; i++) {
    const cell = rows.cell[i] as number;
    const facing = rows.facing[i] as number;
    const seq = rows.seq[i] as number;
    const entered = rows.entered[i] as number;
    if (seq !== 0) {
      commands[k] = advanceOf(seq);
      ends[k++] = endOf(cell, entered, rows.cost[i] as number, facing);
    }
    // A pick-up (3.7) where a weapon lies, when one more step is within his movement: its end left unknown (-1),
    // for its pick-up is a step apply takes.
    if (weaponless && (rows.cost[i] as number) < rate) {
      const at = hexes[cell] as Hex;
      if (s.dropped.some((d) => d.at.q === at.q && d.at.r === at.r)) {
        commands[k] = advanceOf(childSeq(seq, 3));
        ends[k++] = -1;
      }
    }
    // An attack after more than four hexes is barred (2.5); where the cheapest way enters more, another way to the
    // same end within the movement that enters four or fewer (the search's attack way) carries the attacks.
    let attackSeq = seq;
    let attackEntered = entered;
    let attackCost = rows.cost[i] as number;
    if (entered > ATTACK_LIMIT) {
      attackEntered = rows.attackEntered[i] as number;
      if (attackEntered > ATTACK_LIMIT) continue;
      attackSeq = rows.attackSeq[i] as number;
      attackCost = rows.attackCost[i] as number;
    }
    const attackEnd = endOf(cell, attackEntered, attackCost, facing) | ATTACK_END;
    // The foes in his front (3.3): the hex ahead and either front flank; with a net, two off in the front cone too.
    const p = pad[cell] as number;
    const from = facing * FRONT_AT;
    const near =
      (foeBits[p + (front[from] as number)] as number) |
      (foeBits[p + (front[from + 1] as number)] as number) |
      (foeBits[p + (front[from + 2] as number)] as number);
    let all = near;
    if (net)
      all |=
        (foeBits[p + (front[from + 3] as number)] as number) |
        (foeBits[p + (front[from + 4] as number)] as number) |
        (foeBits[p + (front[from + 5] as number)] as number) |
        (foeBits[p + (front[from + 6] as number)] as number) |
        (foeBits[p + (front[from + 7] as number)] as number);
    // In the order of the foes' seats, as the bots expect.
    while (all !== 0) {
      const low = all & -all;
      all ^= low;
      const t = foes[31 - Math.clz32(low)] as Figure;
      if ((near & low) !== 0) {
        commands[k] = attackOf(attackSeq, t.seat, 0);
        ends[k++] = attackEnd;
      } else {
        commands[k] = attackOf(attackSeq, t.seat, 1);
        ends[k++] = attackEnd;
        commands[k] = attackOf(attackSeq, t.seat, 2);
        ends[k++] = attackEnd;
      }
    }
  }
  const made = commands.slice(0, k);
  record.hexes = hexes;
  record.commands = made;
  return {
    seat,
    commands: made,
    complete: false,
    form: moveForm(s, g) as unknown as Record<string, unknown>,
  };
}

/**
 * Legal's form: the words for the steps, and where each move ends (`ends`), worked out only when first read (a board,
 * the wire); a bot reads the ends by command index that legal wrote as it went (endsFor), which cost
 * no search. `ends` is a plain field of the form (JSON, Object.entries and the fuzzer see it as any other) whose table
 * is filled when first looked into: a read-only view (a Proxy) over the man's state and the table once made. An
 * accessor on the form would do as much, but defining one on each form cost more than the rest of the form together.
 */
interface EndsSource {
  s: GloryState;
  g: Figure;
  table: Record<string, End> | undefined;
}
const tableOf = (src: EndsSource): Record<string, End> => {
  src.table ??= endsTable(src.s, src.g);
  return src.table;
};
const ENDS_VIEW: ProxyHandler<EndsSource> = {
  get: (src, key) => (typeof key === 'string' ? tableOf(src)[key] : undefined),
  has: (src, key) => key in tableOf(src),
  ownKeys: (src) => Reflect.ownKeys(tableOf(src)),
  getOwnPropertyDescriptor: (src, key) => Reflect.getOwnPropertyDescriptor(tableOf(src), key),
  // A lookup table, as endsTable makes it: no prototype, and nobody's to change.
  getPrototypeOf: () => null,
  set: () => false,
  defineProperty: () => false,
  deleteProperty: () => false,
};
interface MoveForm {
  steps: string;
  ends: Record<string, End>;
}
function moveForm(s: GloryState, g: Figure): MoveForm {
  const ends = new Proxy<EndsSource>({ s, g, table: undefined }, ENDS_VIEW) as unknown as Record<string, End>;
  return { steps: STEPS_WORDS, ends };
}

/**
 * Where each of the man's moves ends, by its steps written as one word, from a search of its own (the state never
 * changes, so it finds what legal found): each end by its cheapest way, and also by the way its attacks take when
 * that differs (2.5). An object without a prototype: a lookup table, not a record of fields.
 */
function endsTable(s: GloryState, g: Figure): Record<string, End> {
  const n = searchReach(s, g);
  const rows = found;
  const ends: Record<string, End> = Object.create(null);
  for (let i = 0; i < n; i++) {
    const at = rows.arena.hexes[rows.cell[i] as number] as Hex;
    const facing = rows.facing[i] as Direction;
    const entered = rows.entered[i] as number;
    ends[wordOf(rows.seq[i] as number)] = { at, facing, entered, cost: rows.cost[i] as number };
    // The way legal's attacks to this end take, when the cheapest one enters too many hexes to attack (2.5).
    const fewer = entered > ATTACK_LIMIT ? (rows.attackEntered[i] as number) : ATTACK_LIMIT + 1;
    if (fewer <= ATTACK_LIMIT)
      ends[wordOf(rows.attackSeq[i] as number)] = { at, facing, entered: fewer, cost: rows.attackCost[i] as number };
  }
  return ends;
}

/**
 * The state's copy for `apply` to change, made by hand for speed, when `cmd`, the last announcement of the moving
 * group, comes in from `seat`. Shared with the old state: what never changes after setup (options, seats), what the
 * rules replace rather than edit (the initiative order, the announcements, the dropped weapons and the locked men,
 * an outcome once set), each man's kit and hex (copyFigure), and every man the group's moves cannot touch. The
 * movers and the men they attack, who alone can change as the moves are carried out, get copies of their own, in a
 * copy of the record of men (copyFigures); a man who stands still on his feet changes nothing
 * (2.2), so when the whole group stands so the record itself is shared (the fight's `figuresShared`). The dying, who
 * count down at the end of the turn (3.5), are copied by nextGroup (turn.ts) when it gets to them. The dice's state
 * is shared too: the step's dice give the copy one of its own when they first draw (Dice.restartFor). The last
 * announcement is not added to the copy's record: resolveGroup takes it beside the record and then clears it.
 */
function copyState(s: GloryState, seat: SeatId, cmd: GloryCommand): GloryState {
  const old = s.figures;
  let figures = old;
  // The announcements are the moving group's: walked by the group's seats rather than by the record's keys, whose
  // sets differ group by group (a loop over keys or an own-key test on so many shapes is slow).
  for (const other of s.order[s.group] ?? []) {
    const c = other === seat ? cmd : hasAnnounced(s, other) ? s.submitted[other] : undefined;
    if (c === undefined) continue;
    const man = manOf(old, other) as Figure;
    if (c.type === 'stand' && !man.down) continue;
    if (figures === old) figures = newFigures(s.seats, old);
    if (manOf(figures, other) === man) putMan(figures, other, copyFigure(man));
    if (c.type === 'attack') {
      const target = manOf(old, c.target) as Figure;
      if (manOf(figures, c.target) === target) putMan(figures, c.target, copyFigure(target));
    }
  }
  return {
    options: s.options,
    seats: s.seats,
    figures,
    dropped: s.dropped,
    turn: s.turn,
    order: s.order,
    group: s.group,
    submitted: s.submitted,
    locked: s.locked,
    outcome: s.outcome,
    rng: s.rng,
  };
}

/** The record of men's maker and reader (creation.ts), read once: an imported name is a call on each use. */
const newFigures = copyFigures;
const manOf = manOfImported;
/** The empty record of announcements and the look for one (turn.ts), read once alike. */
const NO_ANNOUNCEMENTS = NO_ANNOUNCEMENTS_IMPORTED;
const NONE_ANNOUNCED: SeatId[] = Object.freeze([]) as unknown as SeatId[];
const hasAnnounced = hasAnnouncedImported;
const putMan = putManImported;

/** The state after an announcement that leaves others of the group still to announce: only the secrets change. */
function withAnnouncement(s: GloryState, submitted: Record<SeatId, GloryCommand>): GloryState {
  return {
    options: s.options,
    seats: s.seats,
    figures: s.figures,
    dropped: s.dropped,
    turn: s.turn,
    order: s.order,
    group: s.group,
    submitted,
    locked: s.locked,
    outcome: s.outcome,
    rng: s.rng,
  };
}

/**
 * The record of announcements `old` with `cmd` from `seat` added last. Copied seat by seat, each usual seat written
 * by its name (putCommand): a spread, and a write by a changing key, on records of so many shapes took slow paths.
 */
function withCommand(old: Record<SeatId, GloryCommand>, seat: SeatId, cmd: GloryCommand): Record<SeatId, GloryCommand> {
  const made: Record<SeatId, GloryCommand> = {};
  for (const other in old) putCommand(made, other, old[other] as GloryCommand);
  putCommand(made, seat, cmd);
  return made;
}

function putCommand(record: Record<SeatId, GloryCommand>, seat: SeatId, cmd: GloryCommand): void {
  switch (seat) {
    case 'a':
      record.a = cmd;
      return;
    case 'b':
      record.b = cmd;
      return;
    case 'c':
      record.c = cmd;
      return;
    case 'd':
      record.d = cmd;
      return;
    case 'e':
      record.e = cmd;
      return;
    case 'f':
      record.f = cmd;
      return;
    case 'g':
      record.g = cmd;
      return;
    case 'h':
      record.h = cmd;
      return;
    default:
      record[seat] = cmd;
  }
}

/**
 * The state's own copy of a command, field by field (a command from a bot need not have passed the schema). A frozen
 * command, steps and all, is kept as it is: legal hands out such shared commands, and no one can edit them.
 */
function ownCommand(cmd: GloryCommand): GloryCommand {
  if (cmd.type === 'stand') return Object.isFrozen(cmd) ? cmd : { type: 'stand' };
  if (Object.isFrozen(cmd) && Object.isFrozen(cmd.steps)) return cmd;
  if (cmd.type === 'advance') return { type: 'advance', steps: cmd.steps.slice() };
  return cmd.net === undefined
    ? { type: 'attack', target: cmd.target, steps: cmd.steps.slice() }
    : { type: 'attack', target: cmd.target, steps: cmd.steps.slice(), net: cmd.net };
}

/**
 * The public word that a man has announced (2.2), by seat (a to h), made once and shared frozen while his name stays
 * the same: every announcement but a group's last tells it.
 */
const ANNOUNCED: ({ name: string; event: GameEvent } | undefined)[] = [];
function announced(seat: SeatId, g: Figure): GameEvent {
  const index = seat.length === 1 ? seat.charCodeAt(0) - 97 : -1;
  const known = index >= 0 && index < 8 ? ANNOUNCED[index] : undefined;
  if (known !== undefined && known.name === g.name) return known.event;
  const text = `${g.name} has announced his move.`;
  const event: GameEvent = Object.freeze({ type: 'announced', visibleTo: 'all', rule: RULE.announce, text });
  if (index >= 0 && index < 8) {
    while (ANNOUNCED.length < index) ANNOUNCED.push(undefined);
    ANNOUNCED[index] = { name: g.name, event };
  }
  return event;
}

/**
 * The fight apply carries out each step in; it holds nothing between steps (its state an empty stand-in, its lists
 * emptied), so no old state is kept alive by it.
 */
const EMPTY_STATE = {} as GloryState;
const stepFight: Fight = {
  s: EMPTY_STATE,
  dice: new Dice({ s: [0, 0, 0, 0] }, true),
  events: [],
  figuresShared: false,
  fallen: false,
};

/**
 * An announcement (2.2). The group's announcements stay secret until the last of them is in; then they are carried
 * out together (2.3-2.6, 6.1) and the next group, or the next turn, comes up. The old state is never changed: the
 * new one shares what this step leaves alone with it.
 */
function apply(state: GloryState, seat: SeatId, cmd: GloryMove): Result<Applied<GloryState>, RuleViolation> {
  if (state.equipping || cmd.type === 'equip') return applyEquip(state, seat, cmd);
  if (state.outcome) return violation('match-over', RULE.turnLimit, 'the match is over');
  // The fighting men of the moving group who have not announced yet (2.1, 2.2), in one walk of the group: whether
  // the seat is one of them (awaitedMan's question), and how many they are. The groups hold only the match's seats, so a seat
  // that is not one is never awaited, and is told so below.
  let waiting = 0;
  let awaited = false;
  for (const other of state.order[state.group] ?? []) {
    if ((manOf(state.figures, other) as Figure).out !== null || hasAnnounced(state, other)) continue;
    waiting += 1;
    if (other === seat) awaited = true;
  }
  if (!awaited) {
    if (!state.seats.includes(seat)) return violation('bad-seat', 'protocol', `no gladiator sits at seat "${seat}"`);
    return violation('not-your-move', RULE.initiative, `${(state.figures[seat] as Figure).name} does not move now`, {
      moving: pendingSeats(state),
    });
  }
  // A command legal has just offered for this very state and seat needs no second check: legal offers only what
  // check accepts (the legal-check bench holds the two together). Any other command, from the wire above all, is
  // checked, and refused with its rule when it breaks one.
  const offered = takeOffer(state, seat, cmd);
  const fromOffer = offered >= 0;
  if (!fromOffer) {
    const checked = check(state, seat, cmd);
    if (!checked.ok) return checked;
  }
  // An offered command is one of legal's shared frozen ones (apply.test.ts holds them frozen): kept as it is.
  const own = fromOffer ? (cmd as GloryCommand) : ownCommand(cmd);
  if (waiting > 1) {
    return ok({
      state: withAnnouncement(state, withCommand(state.submitted, seat, own)),
      events: [announced(seat, manOf(state.figures, seat) as Figure)],
    });
  }
  const s = copyState(state, seat, own);
  // One fight, its dice and its list of events kept from step to step (apply never runs inside another apply), so
  // that a step makes no new ones: the events are handed out as a list of their own, at their number (a new list
  // grown by push takes room for seventeen). A step that ends empties the list; one that threw (a bug) left its
  // events in it, and they are dropped here.
  const f = stepFight;
  const events = f.events;
  if (events.length > 0) events.splice(0);
  f.s = s;
  f.dice.restartFor(s);
  f.figuresShared = s.figures === state.figures;
  f.fallen = false;
  resolveGroup(f, seat, own, knownEnd(offered));
  nextGroup(f);
  const out = events.slice();
  while (events.length > 0) events.pop();
  f.s = EMPTY_STATE;
  // Nor do the dice keep the state (restartFor): only its RNG state, as they always have.
  f.dice.restart(s.rng);
  return ok({ state: s, events: out });
}

/**
 * What legal last offered, and for which state and seat (offer): the runner asks legal, its bot picks one of the
 * commands, and apply takes that very object. A state is never changed once made, so what was legal in it still is.
 * Only the last offer is kept, and only until apply next runs (takeOffer): a look-up of anything older, or a command
 * built elsewhere, gets the full check.
 */
const NOTHING_OFFERED: readonly GloryMove[] = [];
let offeredState: GloryState | null = null;
let offeredSeat: SeatId = '';
let offered: readonly GloryMove[] = NOTHING_OFFERED;

/**
 * The ends of the offered commands (legal's CommandEnds for `offered`): offer takes legal's record and gives legal this
 * one in its place. False `offeredEnds`: the offer has no ends (a stand at most, or the kits).
 */
let offeredRecord = newEnds();
let offeredEnds = false;

/** legal, remembering its offer, and where each of its commands ends, for apply. */
function offer(s: GloryState, seat: SeatId): Legal<GloryMove> {
  const l = legal(s, seat);
  offeredState = s;
  offeredSeat = seat;
  offered = l.commands;
  // Legal's lists of a man on the ground or locked, or of no one, are a stand at most, with no end to keep; the kits
  // of the equip step have none.
  offeredEnds = l.commands.length > 1 && !s.equipping;
  if (offeredEnds) {
    const record = offeredRecord;
    offeredRecord = legalEnds;
    legalEnds = record;
  }
  return l;
}

/**
 * The index of `cmd` among the commands just offered for this state and seat, -1 when it is not one; the offer is
 * forgotten either way, since apply is moving on from the state, so that the cache never keeps alive a state the
 * loop has left behind.
 */
function takeOffer(state: GloryState, seat: SeatId, cmd: GloryMove): number {
  const hit = state === offeredState && seat === offeredSeat ? offered.indexOf(cmd) : -1;
  offeredState = null;
  offered = NOTHING_OFFERED;
  if (hit < 0) offeredEnds = false;
  return hit;
}

/** Where the offered command at `index` ends (KnownEnd), in one record apply hands on; not known for -1. */
const handedEnd: KnownEnd = { known: false, q: 0, r: 0, facing: 0, entered: 0 };
function knownEnd(index: number): KnownEnd {
  const end = handedEnd;
  const record = offeredRecord;
  const code = index >= 0 && offeredEnds ? (record.codes[index] as number) : -1;
  end.known = code >= 0;
  if (code >= 0) {
    const at = record.hexes[endCell(code)] as Hex;
    end.q = at.q;
    end.r = at.r;
    end.facing = endFacing(code) as Direction;
    end.entered = endEntered(code);
  }
  return end;
}

/** Everything but the dice and the others' secret announcements; it shares the state's parts, which none may edit. */
function view(s: GloryState, viewer: Viewer): GloryView {
  // Between groups (most views) no one has announced and no one is equipping: neither is looked into further.
  const none = s.submitted === NO_ANNOUNCEMENTS;
  const mine = !none && viewer !== 'spectator' && hasAnnounced(s, viewer) ? s.submitted[viewer] : undefined;
  return {
    options: s.options,
    seats: s.seats,
    figures: s.figures,
    dropped: s.dropped,
    turn: s.turn,
    order: s.order,
    group: s.group,
    locked: s.locked,
    outcome: s.outcome,
    // Between groups and in a group of one, none: one shared empty list, as frozen as the record it stands for.
    announced: none ? NONE_ANNOUNCED : Object.keys(s.submitted),
    mine: mine ? { seat: viewer, command: mine } : null,
    equip: s.equipping ? equipView(s, viewer) : null,
  };
}

export const glory: GameModule<GloryOptions, GloryState, GloryMove, GloryView> = {
  id: 'glory',
  title: 'Glory in the Arena',
  rulesVersion: 'glory-2002/ludus-1',
  options: withOptionWords(OptionsSchema) as unknown as z.ZodType<GloryOptions>,
  command: CommandSchema as z.ZodType<GloryMove>,
  setup,
  seats: (s) => s.seats,
  pending: (s) => (s.equipping ? equipPending(s) : pendingSeats(s)),
  legal: offer,
  apply,
  view,
  outcome: (s): Outcome | null => s.outcome,
  // Each secret with its seat, as `mine` shows it: two men may well announce the same move.
  secrets: (s) => [
    ...Object.entries(s.submitted).map(([seat, command]) => ({ seat, value: { seat, command } })),
    ...equipSecrets(s),
  ],
  timeoutCommand: (s) => (s.equipping ? timeoutKit() : { type: 'stand' }),
  // Before the first turn the clock picks a kit (1.5), after it a stand (2.2).
  timeoutRule: (s) => (s.equipping ? RULE.equipment : RULE.announce),
  seatName: (s, seat) => (s.figures[seat] as Figure | undefined)?.name ?? `seat ${seat}`,
  sides: sideSeats,
};
