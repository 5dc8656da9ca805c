/**
 * The turn sequence (2.1-2.6 with 6.1, 6.3, 6.4): initiative by 1d6 + agility, the groups of equal totals moving at
 * the same time, their moves carried out step by step together, then their announced attacks; at the end of the turn
 * the mortally wounded count down, and the match ends when one side alone has men fighting or at the turn limit.
 */

import type { Modifier, Roll } from '../../core/dice.js';
import { type Direction, delta, distance, type Hex, hexEq, inFrontCone, neighbour, turn } from '../../core/hex.js';
import type { GameEvent, Outcome, SeatId } from '../../core/protocol.js';
import {
  copyFigures,
  copyFigure as copyOf,
  makeKit,
  manOf as manOfImported,
  putMan as putManImported,
} from './creation.js';
import { ensnare, type Fight, melee } from './melee.js';
import { MAX_MOVE_TO_ATTACK, SEATS, RULE as SECTIONS } from './tables.js';
import type { Figure, GloryCommand, GloryState, Step } from './types.js';

/** The section numbers, read once: under tsx and the test runner each use of an imported name is a getter call. */
const RULE = SECTIONS;

export const fighting = (f: Figure): boolean => f.out === null;
/** A man by his seat (creation.ts manOf: each usual seat read by its own name), read once: an imported name is a call. */
const manOf = manOfImported;
const putMan = putManImported;
const fig = (s: GloryState, seat: SeatId): Figure => manOf(s.figures, seat) as Figure;
/** The figures' and kits' makers (creation.ts), read once: an imported name is a call on each use. */
export const copyFigure = copyOf;
const newKit = makeKit;
const newFigures = copyFigures;
/** The step to the next hex in each direction (core/hex.ts), read once: an imported name is a call on each use. */
const DELTAS: readonly Hex[] = ([0, 1, 2, 3, 4, 5] as Direction[]).map((d) => delta(d));
/** The one-modifier lists of the initiative roll, by agility, made once (the dice keep their own list of them). */
const AGILITY: Modifier[][] = [];
function agilityModifiers(agility: number): Modifier[] {
  if (!Number.isInteger(agility) || agility < 0 || agility > 31) return [{ label: 'agility', value: agility }];
  let mods = AGILITY[agility];
  if (mods === undefined) {
    for (let a = AGILITY.length; a <= agility; a++) AGILITY.push([Object.freeze({ label: 'agility', value: a })]);
    mods = AGILITY[agility] as Modifier[];
  }
  return mods;
}

/**
 * The record of announcements when there are none, one frozen record shared by every state between groups (startTurn,
 * resolveGroup, setup): no new empty record a group, and asking it for a man's announcement needs no look into it.
 * A state from elsewhere (a save) has a record of its own, looked into as any other.
 */
export const NO_ANNOUNCEMENTS: Record<SeatId, GloryCommand> = Object.freeze({});

/** Whether the man at `seat` has announced his move in `s` (2.2). */
export const hasAnnounced = (s: GloryState, seat: SeatId): boolean =>
  s.submitted !== NO_ANNOUNCEMENTS && Object.hasOwn(s.submitted, seat);

/** Seats of each side, in seat order. */
export function sideSeats(s: GloryState): SeatId[][] {
  const sides: SeatId[][] = [];
  for (const seat of s.seats) {
    const side = fig(s, seat).side;
    const seats = sides[side];
    if (seats === undefined) sides[side] = [seat];
    else seats.push(seat);
  }
  return sides.filter((x) => x !== undefined);
}

export const areFoes = (s: GloryState, a: SeatId, b: SeatId): boolean => a !== b && fig(s, a).side !== fig(s, b).side;

/**
 * A list of the one seat, by seat (a to h), made once and frozen: most groups are one man, and pendingSeats names
 * him at every step (nobody edits the list it hands out).
 */
const ALONE: readonly (readonly SeatId[])[] = SEATS.map((seat) => Object.freeze([seat]));
function aloneIn(seat: SeatId): SeatId[] {
  const index = seat.length === 1 ? seat.charCodeAt(0) - 97 : -1;
  return (index >= 0 && index < 8 ? ALONE[index] : [seat]) as SeatId[];
}

/** Whose move is awaited: the fighting men of the moving group who have not announced yet. */
export function pendingSeats(s: GloryState): SeatId[] {
  const group = s.order[s.group];
  if (s.outcome || group === undefined) return [];
  // Most groups are one man: his shared list (aloneIn). An announcement is looked for with Object.hasOwn: on records
  // of so many shapes it is the quicker test.
  if (group.length === 1) {
    const seat = group[0] as SeatId;
    return awaitedIn(s, seat) ? aloneIn(seat) : [];
  }
  // Several: counted first, so that the list is made at its length (an empty list's first push makes room for
  // seventeen); one left is named by his shared list.
  let count = 0;
  let last: SeatId = '';
  for (let i = 0; i < group.length; i++)
    if (awaitedIn(s, group[i] as SeatId)) {
      count += 1;
      last = group[i] as SeatId;
    }
  if (count === 1) return aloneIn(last);
  const pending: SeatId[] = new Array(count);
  for (let i = 0, k = 0; k < count; i++) {
    const seat = group[i] as SeatId;
    if (awaitedIn(s, seat)) pending[k++] = seat;
  }
  return pending;
}

/** Whether the man at `seat`, one of the moving group, is still to announce. */
const awaitedIn = (s: GloryState, seat: SeatId): boolean => fig(s, seat).out === null && !hasAnnounced(s, seat);

/**
 * Whether a man of the moving group is still in the fight: for nextGroup, the test of pendingSeats(s).length > 0.
 * nextGroup runs only after resolveGroup has emptied the record of announcements, so no one of a later group has
 * announced and the record needs no look.
 */
function groupFighting(s: GloryState): boolean {
  const group = s.order[s.group] as SeatId[];
  for (let i = 0; i < group.length; i++) if (fig(s, group[i] as SeatId).out === null) return true;
  return false;
}

/**
 * The seat's man when his announcement is awaited now (pendingSeats(s).includes(seat) without the list), else
 * undefined: legal wants the man as well as the answer, and so reads him once.
 */
export function awaitedMan(s: GloryState, seat: SeatId): Figure | undefined {
  if (s.outcome) return undefined;
  const group = s.order[s.group];
  if (group === undefined || !group.includes(seat)) return undefined;
  const g = manOf(s.figures, seat);
  return g !== undefined && fighting(g) && !hasAnnounced(s, seat) ? g : undefined;
}

/**
 * Working lists of startTurn, resolveGroup and moveTogether, kept from call to call so that a turn or a group leaves
 * no garbage behind for them: each call writes its entries from the start and counts them itself (a list cut to
 * length zero loses its room, and the next push takes room anew). None of the three runs while another fills them.
 * A man's seat and his index in the seats' list are the same, so a list of eight covers every match; `room` grows
 * them should there ever be more.
 */
let turnSeats: SeatId[] = [];
let turnRolls: InitiativeRolls[] = [];
let turnTotals = new Float64Array(8);
let groupSeats: SeatId[] = [];
let groupCommands: GloryCommand[] = [];
let groupMen: Figure[] = [];
let moverEntered = new Int32Array(8);
let moverStopped = new Uint8Array(8);
let stepWanting = new Int32Array(8);
let stepWanted: Hex[] = [];
let stepHandled = new Uint8Array(8);
let everyMan: Figure[] = [];
let moverSteps: (readonly Step[])[] = [];

function room(n: number): void {
  if (n <= turnTotals.length) return;
  const size = Math.max(n, 2 * turnTotals.length);
  turnSeats = [];
  turnRolls = [];
  turnTotals = new Float64Array(size);
  groupSeats = [];
  groupCommands = [];
  groupMen = [];
  moverEntered = new Int32Array(size);
  moverStopped = new Uint8Array(size);
  stepWanting = new Int32Array(size);
  stepWanted = [];
  stepHandled = new Uint8Array(size);
  everyMan = [];
  moverSteps = [];
}

/**
 * Each man's initiative rolls (2.1), by his name: the roll's purpose, the same text turn after turn, and its records
 * by agility and face (Dice.rollKnown), for a roll of 1d6 + agility is the same record whenever the die shows the
 * same face, and an eight-man match rolls some two hundred and forty of them.
 */
interface InitiativeRolls {
  name: string;
  purpose: string;
  /** His name as the turn's first line puts it after another group, and after another man of his group. */
  afterGroup: string;
  inGroup: string;
  /** By agility, then by face. */
  known: (Roll | undefined)[][];
}
const INITIATIVE = new Map<string, InitiativeRolls>();
/**
 * The rolls last taken at each usual seat (a to h, by number): a man keeps his seat and his name all match, so his
 * are found here, with no look-up by name in INITIATIVE each man each turn.
 */
const SEAT_ROLLS: (InitiativeRolls | undefined)[] = new Array(8).fill(undefined);
function initiativeRolls(name: string, seat: SeatId): InitiativeRolls {
  const index = seat.length === 1 ? seat.charCodeAt(0) - 97 : -1;
  const last = index >= 0 && index < 8 ? SEAT_ROLLS[index] : undefined;
  if (last !== undefined && last.name === name) return last;
  let rolls = INITIATIVE.get(name);
  if (rolls === undefined) {
    rolls = { name, purpose: `${name}'s initiative`, afterGroup: `, then ${name}`, inGroup: ` and ${name}`, known: [] };
    INITIATIVE.set(name, rolls);
  }
  if (index >= 0 && index < 8) SEAT_ROLLS[index] = rolls;
  return rolls;
}

/** A man's initiative roll, 1d6 + agility (2.1): a shared record for the usual agility (1 to 31), else one of its own. */
function rollInitiative(f: Fight, g: Figure, rolls: InitiativeRolls): Roll {
  const agility = g.agility;
  if (!Number.isInteger(agility) || agility < 1 || agility > 31)
    return f.dice.roll(1, rolls.purpose, RULE.initiative, agilityModifiers(agility));
  const known = rolls.known;
  while (known.length <= agility) known.push([]);
  return f.dice.rollKnown(
    known[agility] as (Roll | undefined)[],
    rolls.purpose,
    RULE.initiative,
    agilityModifiers(agility),
  );
}

/** The words the turn's first line begins with, by turn, each made once. */
const TURN_WORDS: string[] = [];
function turnWords(turn: number): string {
  const known = TURN_WORDS[turn];
  if (known !== undefined) return known;
  const words = `Turn ${turn}: `;
  if (Number.isInteger(turn) && turn >= 0 && turn <= 1000) {
    while (TURN_WORDS.length < turn) TURN_WORDS.push(`Turn ${TURN_WORDS.length}: `);
    TURN_WORDS[turn] = words;
  }
  return words;
}

/** Initiative (2.1): every fighting man rolls 1d6 + agility; equal totals form one group that moves at once. */
export function startTurn(f: Fight): void {
  const s = f.s;
  s.turn += 1;
  s.group = 0;
  s.submitted = NO_ANNOUNCEMENTS;
  s.locked = [];
  room(s.seats.length);
  const seats = turnSeats;
  const rolled = turnRolls;
  const totals = turnTotals;
  // Each fighting man's roll, and his place in a list by total, highest first, seat order among equals (an insertion
  // after every equal total).
  let n = 0;
  for (const seat of s.seats) {
    const g = fig(s, seat);
    if (!fighting(g)) continue;
    const rolls = initiativeRolls(g.name, seat);
    const total = rollInitiative(f, g, rolls).total;
    let j = n;
    while (j > 0 && (totals[j - 1] as number) < total) {
      seats[j] = seats[j - 1] as SeatId;
      rolled[j] = rolled[j - 1] as InitiativeRolls;
      totals[j] = totals[j - 1] as number;
      j -= 1;
    }
    seats[j] = seat;
    rolled[j] = rolls;
    totals[j] = total;
    n += 1;
  }
  // The groups, a run of equal totals each, named in the turn's first line as they are made (the line built piece by
  // piece, each man's piece with the words before it made once: joining a list of its pieces costs more). The list of
  // groups made at its number (a list grown by push from empty takes room for seventeen).
  let groups = n > 0 ? 1 : 0;
  for (let i = 1; i < n; i++) if (totals[i] !== totals[i - 1]) groups += 1;
  const order: SeatId[][] = new Array(groups);
  let text = turnWords(s.turn);
  for (let from = 0, made = 0; from < n; made++) {
    const best = totals[from] as number;
    let to = from + 1;
    while (to < n && totals[to] === best) to += 1;
    // Made at its size: a list grown by push from empty takes room for many more.
    const group: SeatId[] = new Array(to - from);
    for (let i = from; i < to; i++) {
      const man = rolled[i] as InitiativeRolls;
      text += i > from ? man.inGroup : from > 0 ? man.afterGroup : man.name;
      group[i - from] = seats[i] as SeatId;
    }
    order[made] = group;
    from = to;
  }
  s.order = order;
  f.events.push({
    type: 'initiative',
    visibleTo: 'all',
    rule: RULE.initiative,
    text: `${text}.`,
    rolls: f.dice.take(),
  });
}

/**
 * Where a man's announced steps end, when it is known before they are carried out: legal works out every offered
 * move's end (module.ts offer), and for a man who moves alone, every other man standing still, his steps end there
 * just as they would taken one by one (the legal-check bench holds the two together). `known` false: not known.
 */
export interface KnownEnd {
  known: boolean;
  q: number;
  r: number;
  facing: Direction;
  entered: number;
}

/**
 * Carries out the moving group's moves together, one step at a time (2.3, 6.1), then their attacks (2.6): the
 * announcements recorded, with `last`, the group's last, from `lastSeat`, which the record does not hold yet. `end`,
 * where `last` ends when legal offered it (KnownEnd), serves a group of one: his steps need not be taken one by one,
 * and the attack legal offered from that end needs no second look at the front (2.5, 2.6, 6.5).
 */
export function resolveGroup(f: Fight, lastSeat: SeatId, last: GloryCommand, end?: KnownEnd): void {
  const s = f.s;
  room(s.seats.length);
  const seats = groupSeats;
  const cmds = groupCommands;
  const men = groupMen;
  let n = 0;
  for (const seat of s.order[s.group] ?? [])
    if (seat === lastSeat) {
      seats[n] = seat;
      cmds[n] = last;
      n += 1;
    } else if (hasAnnounced(s, seat)) {
      seats[n] = seat;
      cmds[n] = s.submitted[seat] as GloryCommand;
      n += 1;
    }
  // The men looked up once: the record keeps the same man for each seat until the group is done (the state's copy
  // gave each mover his own before this was called).
  for (let i = 0; i < n; i++) men[i] = fig(s, seats[i] as SeatId);
  for (let i = 0; i < n; i++)
    f.events.push(announcement(s, men[i] as Figure, seats[i] as SeatId, cmds[i] as GloryCommand));
  s.submitted = NO_ANNOUNCEMENTS;
  for (let i = 0; i < n; i++) {
    const g = men[i] as Figure;
    if (g.down && (cmds[i] as GloryCommand).type === 'stand') {
      g.down = false;
      f.events.push({ type: 'rise', visibleTo: 'all', rule: RULE.rising, text: `${g.name} gets back on his feet.` });
    }
  }
  // A man alone: standing still he moves no one; with his end known he is put there, no step taken one by one (a
  // step of his could only stop on a man, and legal's search of his ends has gone round every man).
  const alone = n === 1 && (end?.known === true || (cmds[0] as GloryCommand).type === 'stand');
  const entered = alone ? placeAlone(men[0] as Figure, cmds[0] as GloryCommand, end) : moveTogether(f, n);
  for (let i = 0; i < n; i++) {
    const cmd = cmds[i] as GloryCommand;
    if (cmd.type === 'attack') attack(f, men[i] as Figure, seats[i] as SeatId, cmd, entered[i] as number, alone);
  }
}

/** A man who moves alone put where his steps end (`end`, or where he stands for a stand): his entered hexes. */
function placeAlone(g: Figure, cmd: GloryCommand, end: KnownEnd | undefined): Int32Array {
  const entered = moverEntered;
  entered[0] = 0;
  if (cmd.type === 'stand' || end === undefined) return entered;
  // A new hex as a step makes one, when he has left his own.
  if (end.entered > 0) g.at = { q: end.q, r: end.r };
  g.facing = end.facing;
  entered[0] = end.entered;
  return entered;
}

/** The steps written as one word, as join('') would, without join's cost. */
function stepsWord(steps: readonly Step[]): string {
  let word = '';
  for (let i = 0; i < steps.length; i++) word += steps[i];
  return word;
}

/**
 * A man's announcement as its event tells it (2.2), kept with what its words hang on: his name, whether he is down
 * (a stand), and his target's name (an attack). Legal hands out the same frozen command objects again and again, so
 * the event of such a command is made once for each seat (a to h) and shared, frozen, by every announcement of it
 * whose words are the same: no new event, text and data a step, to be held by whoever keeps the match's events.
 * A command of its own (from the wire) is announced once and gets an event of its own, frozen alike.
 */
function announcement(s: GloryState, g: Figure, seat: SeatId, cmd: GloryCommand): GameEvent {
  const index = seat.length === 1 ? seat.charCodeAt(0) - 97 : -1;
  if (index < 0 || index > 7) return announcementEvent(s, g, seat, cmd);
  if (cmd.type !== 'stand') return toldOf(s, g, seat, cmd, index);
  const at = (index * 2 + (g.down ? 1 : 0)) * 3;
  if (STOOD[at] === cmd && STOOD[at + 1] === g.name) return STOOD[at + 2] as GameEvent;
  const event = frozenEvent(s, g, seat, cmd);
  STOOD[at] = cmd;
  STOOD[at + 1] = g.name;
  STOOD[at + 2] = event;
  return event;
}

/**
 * A stand's told event by seat and whether he was down, at (index * 2 + down) * 3: the stand, the man's name and the
 * event. Nearly every stand is legal's one shared stand, so a stand (four announcements in ten) is found in this
 * small list, which stays in the cache.
 */
const STOOD: unknown[] = new Array(8 * 2 * 3).fill(undefined);

/**
 * The told events of legal's other commands (advances, attacks): each command met gets a number, in TOLD, and its
 * events lie by that number in one list, TOLD_WORDS, at (number * 8 + seat index) * 3: the man's name, his target's
 * name ('' for an advance) and the event (a man who advances or attacks is on his feet: his words never say he is
 * down). One list rather than a list a command: a look-up reads the number, kept in TOLD itself, and then this
 * list's three slots, one read fewer in places the cache seldom holds. Numbers are not given back, so past
 * TOLD_MOST commands (a bot might freeze a new command each step) both start afresh.
 */
let TOLD = new WeakMap<GloryCommand, number>();
const TOLD_WORDS: unknown[] = [];
const TOLD_MOST = 1 << 16;

/** The told event of an advance or attack `cmd` for the man at the seat of number `index` (0 to 7). */
function toldOf(s: GloryState, g: Figure, seat: SeatId, cmd: GloryCommand, index: number): GameEvent {
  let told = TOLD.get(cmd);
  if (told === undefined) {
    // Only legal's shared commands are numbered: one of a bot's or the wire's own is met once.
    if (!Object.isFrozen(cmd)) return frozenEvent(s, g, seat, cmd);
    if (TOLD_WORDS.length >= TOLD_MOST * 24) {
      TOLD = new WeakMap();
      TOLD_WORDS.length = 0;
    }
    told = TOLD_WORDS.length / 24;
    for (let i = 0; i < 24; i++) TOLD_WORDS.push(undefined);
    TOLD.set(cmd, told);
  }
  const target = cmd.type === 'attack' ? fig(s, cmd.target).name : '';
  const at = (told * 8 + index) * 3;
  if (TOLD_WORDS[at] === g.name && TOLD_WORDS[at + 1] === target) return TOLD_WORDS[at + 2] as GameEvent;
  const event = frozenEvent(s, g, seat, cmd);
  TOLD_WORDS[at] = g.name;
  TOLD_WORDS[at + 1] = target;
  TOLD_WORDS[at + 2] = event;
  return event;
}

/** announcementEvent, frozen with its data, to be shared. */
function frozenEvent(s: GloryState, g: Figure, seat: SeatId, cmd: GloryCommand): GameEvent {
  const event = announcementEvent(s, g, seat, cmd);
  Object.freeze(event.data);
  return Object.freeze(event);
}

function announcementEvent(s: GloryState, g: Figure, seat: SeatId, cmd: GloryCommand): GameEvent {
  const text =
    cmd.type === 'stand'
      ? g.down
        ? `${g.name} gets up.`
        : `${g.name} stands still.`
      : cmd.type === 'advance'
        ? `${g.name} advances (${stepsWord(cmd.steps)}).`
        : `${g.name} advances (${stepsWord(cmd.steps) || 'no steps'}) and attacks ${fig(s, cmd.target).name}${cmd.net ? ` with the net (${cmd.net})` : ''}.`;
  return { type: 'announce', visibleTo: 'all', rule: RULE.announce, text, data: { seat, command: cmd } };
}

/**
 * Every mover takes his next step at the same moment (6.1): a step into a taken hex stops him; two stepping into
 * the same hex both stop, or the more agile enters (option `meeting`). A stopped man goes no further this turn.
 * Moves the first `n` of the group's lists (resolveGroup's); returns the hexes each entered, in a list the next call
 * fills afresh.
 */
function moveTogether(f: Fight, n: number): Int32Array {
  const s = f.s;
  const seats = groupSeats;
  const cmds = groupCommands;
  const men = groupMen;
  const entered = moverEntered;
  const stopped = moverStopped;
  // Each mover's steps, read from his command once.
  const steps = moverSteps;
  let longest = 0;
  for (let m = 0; m < n; m++) {
    entered[m] = 0;
    stopped[m] = 0;
    const mine = stepsOf(cmds[m] as GloryCommand);
    steps[m] = mine;
    longest = Math.max(longest, mine.length);
  }
  // Every man, in seat order, read from the record once for all the steps (movement.ts occupant would read the
  // record by seat at each step): the record keeps the same men while they move, each mover his own copy (module.ts
  // copyState), whose hex the steps change in place.
  const all = everyMan;
  const count = s.seats.length;
  for (let i = 0; i < count; i++) all[i] = fig(s, s.seats[i] as SeatId);
  // This step's wishes to enter a hex, by mover (index into seats), in seat order.
  const wanting = stepWanting;
  const wanted = stepWanted;
  const handled = stepHandled;
  for (let i = 0; i < longest; i++) {
    let wishes = 0;
    for (let m = 0; m < n; m++) {
      const step = (steps[m] as readonly Step[])[i];
      if (step === undefined || stopped[m] === 1) continue;
      const seat = seats[m] as SeatId;
      const g = men[m] as Figure;
      if (!fighting(g)) continue;
      if (step === 'L' || step === 'R') g.facing = turn(g.facing, step === 'L' ? -1 : 1);
      else if (step === 'P') pickUp(f, g);
      else {
        const d = DELTAS[g.facing] as Hex;
        const to = { q: g.at.q + d.q, r: g.at.r + d.r };
        const blocker = manIn(all, count, to, seat);
        if (blocker) {
          stopped[m] = 1;
          f.events.push({
            type: 'blocked',
            visibleTo: 'all',
            rule: RULE.meeting,
            text: `${g.name} stops: ${blocker.name} is in his way.`,
          });
        } else {
          wanting[wishes] = m;
          wanted[wishes] = to;
          handled[wishes] = 0;
          wishes += 1;
        }
      }
    }
    // Each hex wanted, in the order first wanted, with everyone who wants it.
    for (let a = 0; a < wishes; a++) {
      if (handled[a] === 1) continue;
      const hex = wanted[a] as Hex;
      // Mostly a man alone wants his hex: he enters it, and it is the hex his step wanted.
      let alone = true;
      for (let b = a + 1; b < wishes && alone; b++) if (handled[b] === 0 && hexEq(wanted[b] as Hex, hex)) alone = false;
      if (alone) {
        const m = wanting[a] as number;
        (men[m] as Figure).at = hex;
        entered[m] = (entered[m] as number) + 1;
        continue;
      }
      const movers: number[] = [];
      for (let b = a; b < wishes; b++)
        if (handled[b] === 0 && hexEq(wanted[b] as Hex, hex)) {
          handled[b] = 1;
          movers.push(wanting[b] as number);
        }
      let enter = movers;
      if (movers.length > 1) {
        let best = Number.NEGATIVE_INFINITY;
        for (const m of movers) best = Math.max(best, (men[m] as Figure).agility);
        const fastest = movers.filter((m) => (men[m] as Figure).agility === best);
        enter = s.options.meeting === 'higherAgility' && fastest.length === 1 ? fastest : [];
        for (const m of movers) if (!enter.includes(m)) stopped[m] = 1;
        const names = movers.map((m) => (men[m] as Figure).name).join(' and ');
        const who = enter.length === 1 ? `${(men[enter[0] as number] as Figure).name} gets there` : 'both stop';
        f.events.push({
          type: 'meeting',
          visibleTo: 'all',
          rule: RULE.meeting,
          text: `${names} step into the same hex: ${who}.`,
        });
      }
      for (const m of enter) {
        const g = men[m] as Figure;
        g.at = neighbour(g.at, g.facing);
        entered[m] = (entered[m] as number) + 1;
      }
    }
  }
  return entered;
}

/**
 * The man who stands in `h` and blocks it, other than `except`'s (movement.ts occupant, over moveTogether's list of
 * the first `count` men): the dead and the spared have left the arena; a fallen or dying man still blocks his hex.
 */
function manIn(all: readonly Figure[], count: number, h: Hex, except: SeatId): Figure | undefined {
  for (let i = 0; i < count; i++) {
    const f = all[i] as Figure;
    if (f.seat !== except && f.at.q === h.q && f.at.r === h.r && f.out !== 'dead' && f.out !== 'spared') return f;
  }
  return undefined;
}

/** A stand's steps: none, one list for all. */
const NO_STEPS: readonly Step[] = Object.freeze([]);
const stepsOf = (cmd: GloryCommand): readonly Step[] => (cmd.type === 'stand' ? NO_STEPS : cmd.steps);

/** Picking up a weapon (3.7): only where no foe stands, which his own presence in the hex assures. */
function pickUp(f: Fight, g: Figure): void {
  const i = f.s.dropped.findIndex((d) => hexEq(d.at, g.at));
  const found = f.s.dropped[i];
  if (!found || g.kit.weapon !== null) return;
  // A new list: the old state shares the one it had (module.ts copyState).
  const dropped = f.s.dropped.slice();
  dropped.splice(i, 1);
  f.s.dropped = dropped;
  const k = g.kit;
  g.kit = newKit(k.helmet, k.body, k.arm, k.leg, k.shield, found.kind, k.net);
  f.events.push({ type: 'pick-up', visibleTo: 'all', rule: RULE.pickUp, text: `${g.name} picks up a ${found.kind}.` });
}

/** Can `g` attack `target` as announced from where he stands (2.5, 2.6, 6.5)? A reason when not. */
export function attackProblem(
  g: Figure,
  target: Figure,
  net: GloryCommand & { type: 'attack' },
  entered: number,
): string | null {
  return attackProblemFrom(g, g.at, g.facing, target, net, entered);
}

/** attackProblem for `g` were he at `at` facing `facing` (where his announced steps take him), without a copy of him. */
export function attackProblemFrom(
  g: Figure,
  at: Hex,
  facing: Direction,
  target: Figure,
  net: GloryCommand & { type: 'attack' },
  entered: number,
): string | null {
  if (!fighting(target)) return `${target.name} is out of the fight`;
  if (entered > MAX_MOVE_TO_ATTACK) return `${g.name} entered ${entered} hexes, more than ${MAX_MOVE_TO_ATTACK}`;
  const fronts = frontBits(at, facing, target.at);
  if (net.net) {
    if (!g.kit.net) return `${g.name} has no net`;
    if ((fronts & NET_REACH) === 0) return `${target.name} is not two hexes away in front of ${g.name}`;
    return null;
  }
  if ((fronts & IN_FRONT) === 0) return `${target.name} is not in a hex in front of ${g.name}`;
  return null;
}

/**
 * Where a hex lies from a man's front, by its offset from him (dq and dr within two) and his facing: IN_FRONT for the
 * three hexes of his front (3.3), NET_REACH for the five two off in his front cone (5.1), worked out once from the
 * general test (core/hex.ts inFrontCone with distance), since the answer hangs on the offset and facing alone. At
 * facing * 25 + (dq + 2) * 5 + dr + 2.
 */
const IN_FRONT = 1;
const NET_REACH = 2;
const FRONT_BITS = new Uint8Array(6 * 25);
for (let facing = 0; facing < 6; facing++)
  for (let dq = -2; dq <= 2; dq++)
    for (let dr = -2; dr <= 2; dr++) {
      const origin = { q: 0, r: 0 };
      const h = { q: dq, r: dr };
      const far = distance(origin, h);
      const bits =
        (far === 1 && inFrontCone(origin, facing as Direction, h, 1) ? IN_FRONT : 0) |
        (far === 2 && inFrontCone(origin, facing as Direction, h, 2) ? NET_REACH : 0);
      FRONT_BITS[facing * 25 + (dq + 2) * 5 + dr + 2] = bits;
    }

/** FRONT_BITS for `target` seen by a man at `at` facing `facing`; 0 beyond two hexes either way. */
function frontBits(at: Hex, facing: Direction, target: Hex): number {
  const dq = target.q - at.q;
  const dr = target.r - at.r;
  if (dq < -2 || dq > 2 || dr < -2 || dr > 2) return 0;
  return FRONT_BITS[facing * 25 + (dq + 2) * 5 + dr + 2] as number;
}

/** An announced attack (2.6): `offered` when it is known to be open from where he ended (resolveGroup's `end`). */
function attack(
  f: Fight,
  g: Figure,
  seat: SeatId,
  cmd: GloryCommand & { type: 'attack' },
  entered: number,
  offered: boolean,
): void {
  const s = f.s;
  const target = fig(s, cmd.target);
  if (!fighting(g) || g.down) return;
  if (s.locked.includes(seat)) {
    f.events.push({
      type: 'no-attack',
      visibleTo: 'all',
      rule: RULE.results,
      text: `${g.name} is locked in melee and cannot attack again this turn.`,
    });
    return;
  }
  const problem = offered ? null : attackProblem(g, target, cmd, entered);
  if (problem) {
    f.events.push({
      type: 'no-attack',
      visibleTo: 'all',
      rule: RULE.contact,
      text: `${g.name}'s attack does not come off: ${problem}.`,
    });
    return;
  }
  if (cmd.net === 'ensnare') ensnare(f, g, target);
  else if (melee(f, g, target, cmd.net === 'whip').locked) {
    // A new list: the old state shares the one it had (module.ts copyState).
    const locked = s.locked.slice();
    locked.push(seat, cmd.target);
    s.locked = locked;
  }
}

/** After the last group (6.3): the dying count down, then the match ends or the next turn's initiative is rolled. */
export function nextGroup(f: Fight): void {
  const s = f.s;
  // Asked once, and only when a man has left the fight in this step (or no one knows): the step began on a match
  // not yet decided, and nothing below takes a man out of the fight (the dying are out already, 3.5), so the answer
  // would be the same for every group passed over and every turn begun here.
  if (f.fallen !== false) {
    s.outcome = decided(s);
    if (s.outcome) return;
  }
  for (;;) {
    s.group += 1;
    if (s.group < s.order.length) {
      if (groupFighting(s)) return;
      continue;
    }
    for (const seat of s.seats) {
      const dying = fig(s, seat);
      if (dying.out !== 'dying') continue;
      // The state's copy may still share this man, and even the whole record, with the old state (module.ts
      // copyState): he gets his own here, in a record of its own.
      if (f.figuresShared) {
        s.figures = newFigures(s.seats, s.figures);
        f.figuresShared = false;
      }
      const g = copyFigure(dying);
      putMan(s.figures, seat, g);
      g.dyingIn -= 1;
      if (g.dyingIn <= 0) {
        g.out = 'dead';
        f.events.push({ type: 'death', visibleTo: 'all', rule: RULE.results, text: `${g.name} dies of his wound.` });
      }
    }
    if (s.turn >= s.options.turnLimit) {
      s.outcome = atTurnLimit(s);
      return;
    }
    startTurn(f);
    // A new turn's groups hold only men in the fight (startTurn leaves the others out) and no announcement yet: the
    // first group is awaited whenever there is one.
    if (s.order.length > 0) return;
  }
}

const names = (s: GloryState, seats: SeatId[]) => seats.map((seat) => fig(s, seat).name).join(' and ');

/** The match is decided once no more than one side has a man in the fight. */
export function decided(s: GloryState): Outcome | null {
  // Asked after every group: a quick look for two sides still fighting before any list is built.
  let side = -1;
  for (const seat of s.seats) {
    const g = fig(s, seat);
    if (!fighting(g)) continue;
    if (side === -1) side = g.side;
    else if (g.side !== side) return null;
  }
  const sides = sideSeats(s);
  const alive = sides.filter((seats) => seats.some((seat) => fighting(fig(s, seat))));
  if (alive.length > 1) return null;
  const winners = alive[0] ?? [];
  const losers = s.seats.filter((seat) => !winners.includes(seat));
  if (winners.length === 0)
    return { winners: [], losers: [], how: 'no one left', rule: RULE.fallen, text: 'No one is left standing: a draw.' };
  return {
    winners,
    losers,
    how: 'last standing',
    rule: RULE.fallen,
    text: `${names(s, winners)} ${winners.length > 1 ? 'win' : 'wins'}: no foe is left in the fight.`,
  };
}

/** At the turn limit (6.3): the side with most men on their feet wins, then most damage boxes left; else a draw. */
export function atTurnLimit(s: GloryState): Outcome {
  const draw: Outcome = {
    winners: [],
    losers: [],
    how: 'turn limit',
    rule: RULE.turnLimit,
    text: `Turn ${s.turn} ends the match undecided: a draw.`,
  };
  if (s.options.atTurnLimit === 'draw') return draw;
  // Each side's men on their feet and damage boxes left among its fighting men; the first side (in side order) with
  // the best of both wins, unless another side has as many of each.
  const sides = sideSeats(s);
  let first = -1;
  let firstUp = 0;
  let firstLeft = 0;
  let tied = false;
  for (let i = 0; i < sides.length; i++) {
    let up = 0;
    let left = 0;
    for (const seat of sides[i] as SeatId[]) {
      const g = fig(s, seat);
      if (!fighting(g)) continue;
      if (!g.down) up += 1;
      left = left + g.boxes - g.hits;
    }
    if (first === -1 || up > firstUp || (up === firstUp && left > firstLeft)) {
      first = i;
      firstUp = up;
      firstLeft = left;
      tied = false;
    } else if (up === firstUp && left === firstLeft) tied = true;
  }
  if (first === -1 || tied) return draw;
  const winners = sides[first] as SeatId[];
  return {
    winners,
    losers: s.seats.filter((seat) => !winners.includes(seat)),
    how: 'turn limit',
    rule: RULE.turnLimit,
    text: `Turn ${s.turn} ends the match: ${names(s, winners)} ${winners.length > 1 ? 'have' : 'has'} the most men on their feet and damage left.`,
  };
}
