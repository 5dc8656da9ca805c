/**
 * The turn sequence (2.1-2.6 with 6.1, 6.3, 6.4): initiative by 1d6 + agility, the groups of equal totals moving at
 * the same time, their moves carried out step by step together, then their announced attacks; at the end of the turn
 * the mortally wounded count down, and the match ends when one side alone has men fighting or at the turn limit.
 */

import type { Modifier } from '../../core/dice.js';
import { type Direction, delta, distance, type Hex, hexEq, inFrontCone, neighbour, turn } from '../../core/hex.js';
import type { Outcome, SeatId } from '../../core/protocol.js';
import { ensnare, type Fight, melee } from './melee.js';
import { occupant } from './movement.js';
import { MAX_MOVE_TO_ATTACK, RULE as SECTIONS } from './tables.js';
import type { Figure, GloryCommand, GloryState } from './types.js';

/** The section numbers, read once: under tsx and the test runner each use of an imported name is a getter call. */
const RULE = SECTIONS;

export const fighting = (f: Figure): boolean => f.out === null;
const fig = (s: GloryState, seat: SeatId): Figure => s.figures[seat] as Figure;
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
 * A man's own copy for `apply` (module.ts) to change, every field named (a spread of the whole figure costs several
 * times more). His kit and his hex are shared with the old state: the rules give him a new kit when it changes
 * (melee.ts, this file) and a new hex when he moves, and never edit either in place.
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

/** Seats of each side, in seat order. */
export function sideSeats(s: GloryState): SeatId[][] {
  const sides: SeatId[][] = [];
  for (const seat of s.seats) {
    const side = fig(s, seat).side;
    sides[side] = [...(sides[side] ?? []), seat];
  }
  return sides.filter((x) => x !== undefined);
}

export const areFoes = (s: GloryState, a: SeatId, b: SeatId): boolean => a !== b && fig(s, a).side !== fig(s, b).side;

/** Whose move is awaited: the fighting men of the moving group who have not announced yet. */
export function pendingSeats(s: GloryState): SeatId[] {
  const pending: SeatId[] = [];
  if (s.outcome) return pending;
  for (const seat of s.order[s.group] ?? [])
    if ((s.figures[seat] as Figure).out === null && !(seat in s.submitted)) pending.push(seat);
  return pending;
}

/** Whether any seat's announcement is awaited: pendingSeats(s).length > 0 without the list. */
function anyPending(s: GloryState): boolean {
  if (s.outcome) return false;
  for (const seat of s.order[s.group] ?? [])
    if ((s.figures[seat] as Figure).out === null && !(seat in s.submitted)) return true;
  return false;
}

/** Whether the seat's announcement is awaited now: pendingSeats(s).includes(seat) without the list. */
export function isPending(s: GloryState, seat: SeatId): boolean {
  if (s.outcome) return false;
  const group = s.order[s.group];
  if (group === undefined || !group.includes(seat)) return false;
  return fighting(fig(s, seat)) && !(seat in s.submitted);
}

/** Initiative (2.1): every fighting man rolls 1d6 + agility; equal totals form one group that moves at once. */
export function startTurn(f: Fight): void {
  const s = f.s;
  s.turn += 1;
  s.group = 0;
  s.submitted = {};
  s.locked = [];
  const seats: SeatId[] = [];
  const totals: number[] = [];
  for (const seat of s.seats) {
    const g = fig(s, seat);
    if (!fighting(g)) continue;
    const r = f.dice.roll(1, `${g.name}'s initiative`, RULE.initiative, agilityModifiers(g.agility));
    seats.push(seat);
    totals.push(r.total);
  }
  // The groups by total, highest first, each in seat order.
  const order: SeatId[][] = [];
  const placed: boolean[] = [];
  for (let i = 0; i < seats.length; i++) placed.push(false);
  for (;;) {
    let best = Number.NEGATIVE_INFINITY;
    for (let i = 0; i < seats.length; i++) if (!placed[i] && (totals[i] as number) > best) best = totals[i] as number;
    if (best === Number.NEGATIVE_INFINITY) break;
    const group: SeatId[] = [];
    for (let i = 0; i < seats.length; i++)
      if (!placed[i] && totals[i] === best) {
        placed[i] = true;
        group.push(seats[i] as SeatId);
      }
    order.push(group);
  }
  s.order = order;
  let words = '';
  for (let k = 0; k < order.length; k++) {
    const group = order[k] as SeatId[];
    if (k > 0) words += ', then ';
    for (let i = 0; i < group.length; i++) words += (i > 0 ? ' and ' : '') + fig(s, group[i] as SeatId).name;
  }
  f.events.push({
    type: 'initiative',
    visibleTo: 'all',
    rule: RULE.initiative,
    text: `Turn ${s.turn}: ${words}.`,
    rolls: f.dice.take(),
  });
}

/**
 * Carries out the moving group's moves together, one step at a time (2.3, 6.1), then their attacks (2.6): the
 * announcements recorded, with `last`, the group's last, from `lastSeat`, which the record does not hold yet.
 */
export function resolveGroup(f: Fight, lastSeat: SeatId, last: GloryCommand): void {
  const s = f.s;
  const seats: SeatId[] = [];
  const cmds: GloryCommand[] = [];
  for (const seat of s.order[s.group] ?? [])
    if (seat === lastSeat) {
      seats.push(seat);
      cmds.push(last);
    } else if (seat in s.submitted) {
      seats.push(seat);
      cmds.push(s.submitted[seat] as GloryCommand);
    }
  for (let i = 0; i < seats.length; i++) f.events.push(announcement(s, seats[i] as SeatId, cmds[i] as GloryCommand));
  s.submitted = {};
  for (let i = 0; i < seats.length; i++) {
    const g = fig(s, seats[i] as SeatId);
    if (g.down && (cmds[i] as GloryCommand).type === 'stand') {
      g.down = false;
      f.events.push({ type: 'rise', visibleTo: 'all', rule: RULE.rising, text: `${g.name} gets back on his feet.` });
    }
  }
  const entered = moveTogether(f, seats, cmds);
  for (let i = 0; i < seats.length; i++) {
    const cmd = cmds[i] as GloryCommand;
    if (cmd.type === 'attack') attack(f, seats[i] as SeatId, cmd, entered[i] as number);
  }
}

function announcement(s: GloryState, seat: SeatId, cmd: GloryCommand) {
  const g = fig(s, seat);
  const text =
    cmd.type === 'stand'
      ? g.down
        ? `${g.name} gets up.`
        : `${g.name} stands still.`
      : cmd.type === 'advance'
        ? `${g.name} advances (${cmd.steps.join('')}).`
        : `${g.name} advances (${cmd.steps.join('') || 'no steps'}) and attacks ${fig(s, cmd.target).name}${cmd.net ? ` with the net (${cmd.net})` : ''}.`;
  return { type: 'announce', visibleTo: 'all' as const, rule: RULE.announce, text, data: { seat, command: cmd } };
}

/**
 * Every mover takes his next step at the same moment (6.1): a step into a taken hex stops him; two stepping into
 * the same hex both stop, or the more agile enters (option `meeting`). A stopped man goes no further this turn.
 * Returns the hexes each of `seats` entered.
 */
function moveTogether(f: Fight, seats: SeatId[], cmds: GloryCommand[]): number[] {
  const s = f.s;
  const n = seats.length;
  const entered: number[] = [];
  const stopped: boolean[] = [];
  let longest = 0;
  for (let m = 0; m < n; m++) {
    entered.push(0);
    stopped.push(false);
    longest = Math.max(longest, stepsOf(cmds[m] as GloryCommand).length);
  }
  // This step's wishes to enter a hex, by mover (index into seats), in seat order.
  const wanting: number[] = [];
  const wanted: Hex[] = [];
  const handled: boolean[] = [];
  for (let i = 0; i < longest; i++) {
    wanting.length = 0;
    wanted.length = 0;
    for (let m = 0; m < n; m++) {
      const step = stepsOf(cmds[m] as GloryCommand)[i];
      if (step === undefined || stopped[m]) continue;
      const seat = seats[m] as SeatId;
      const g = fig(s, seat);
      if (!fighting(g)) continue;
      if (step === 'L' || step === 'R') g.facing = turn(g.facing, step === 'L' ? -1 : 1);
      else if (step === 'P') pickUp(f, g);
      else {
        const d = DELTAS[g.facing] as Hex;
        const to = { q: g.at.q + d.q, r: g.at.r + d.r };
        const blocker = occupant(s, to, seat);
        if (blocker) {
          stopped[m] = true;
          f.events.push({
            type: 'blocked',
            visibleTo: 'all',
            rule: RULE.meeting,
            text: `${g.name} stops: ${blocker.name} is in his way.`,
          });
        } else {
          wanting.push(m);
          wanted.push(to);
        }
      }
    }
    // Each hex wanted, in the order first wanted, with everyone who wants it.
    handled.length = 0;
    for (let a = 0; a < wanting.length; a++) {
      if (handled[a]) continue;
      const hex = wanted[a] as Hex;
      // Mostly a man alone wants his hex: he enters it, and it is the hex his step wanted.
      let alone = true;
      for (let b = a + 1; b < wanting.length && alone; b++)
        if (!handled[b] && hexEq(wanted[b] as Hex, hex)) alone = false;
      if (alone) {
        const m = wanting[a] as number;
        fig(s, seats[m] as SeatId).at = hex;
        entered[m] = (entered[m] as number) + 1;
        continue;
      }
      const movers: number[] = [];
      for (let b = a; b < wanting.length; b++)
        if (!handled[b] && hexEq(wanted[b] as Hex, hex)) {
          handled[b] = true;
          movers.push(wanting[b] as number);
        }
      let enter = movers;
      if (movers.length > 1) {
        let best = Number.NEGATIVE_INFINITY;
        for (const m of movers) best = Math.max(best, fig(s, seats[m] as SeatId).agility);
        const fastest = movers.filter((m) => fig(s, seats[m] as SeatId).agility === best);
        enter = s.options.meeting === 'higherAgility' && fastest.length === 1 ? fastest : [];
        for (const m of movers) if (!enter.includes(m)) stopped[m] = true;
        const names = movers.map((m) => fig(s, seats[m] as SeatId).name).join(' and ');
        const who = enter.length === 1 ? `${fig(s, seats[enter[0] as number] as SeatId).name} gets there` : 'both stop';
        f.events.push({
          type: 'meeting',
          visibleTo: 'all',
          rule: RULE.meeting,
          text: `${names} step into the same hex: ${who}.`,
        });
      }
      for (const m of enter) {
        const g = fig(s, seats[m] as SeatId);
        g.at = neighbour(g.at, g.facing);
        entered[m] = (entered[m] as number) + 1;
      }
    }
  }
  return entered;
}

const stepsOf = (cmd: GloryCommand) => (cmd.type === 'stand' ? [] : cmd.steps);

/** Picking up a weapon (3.7): only where no foe stands, which his own presence in the hex assures. */
function pickUp(f: Fight, g: Figure): void {
  const i = f.s.dropped.findIndex((d) => hexEq(d.at, g.at));
  const found = f.s.dropped[i];
  if (!found || g.kit.weapon !== null) return;
  // A new list: the old state shares the one it had (module.ts copyState).
  const dropped = f.s.dropped.slice();
  dropped.splice(i, 1);
  f.s.dropped = dropped;
  g.kit = { ...g.kit, weapon: found.kind };
  f.events.push({ type: 'pick-up', visibleTo: 'all', rule: RULE.pickUp, text: `${g.name} picks up a ${found.kind}.` });
}

/** Can `g` attack `target` as announced from where he stands (2.5, 2.6, 6.5)? A reason when not. */
export function attackProblem(
  g: Figure,
  target: Figure,
  net: GloryCommand & { type: 'attack' },
  entered: number,
): string | null {
  if (!fighting(target)) return `${target.name} is out of the fight`;
  if (entered > MAX_MOVE_TO_ATTACK) return `${g.name} entered ${entered} hexes, more than ${MAX_MOVE_TO_ATTACK}`;
  if (net.net) {
    if (!g.kit.net) return `${g.name} has no net`;
    if (distance(g.at, target.at) !== 2 || !inFrontCone(g.at, g.facing, target.at, 2))
      return `${target.name} is not two hexes away in front of ${g.name}`;
    return null;
  }
  if (!inFrontCone(g.at, g.facing, target.at, 1)) return `${target.name} is not in a hex in front of ${g.name}`;
  return null;
}

function attack(f: Fight, seat: SeatId, cmd: GloryCommand & { type: 'attack' }, entered: number): void {
  const s = f.s;
  const g = fig(s, seat);
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
  const problem = attackProblem(g, target, cmd, entered);
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
  for (;;) {
    s.outcome = decided(s);
    if (s.outcome) return;
    s.group += 1;
    if (s.group < s.order.length) {
      if (anyPending(s)) return;
      continue;
    }
    for (const seat of s.seats) {
      if (fig(s, seat).out !== 'dying') continue;
      // The state's copy may still share this man with the old state (module.ts copyState): he gets his own here.
      const g = copyFigure(fig(s, seat));
      s.figures[seat] = g;
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
    if (anyPending(s)) return;
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
  const score = (seats: SeatId[]) => {
    const up = seats.map((seat) => fig(s, seat)).filter((g) => fighting(g));
    return [up.filter((g) => !g.down).length, up.reduce((t, g) => t + g.boxes - g.hits, 0)] as const;
  };
  const ranked = sideSeats(s)
    .map((seats) => ({ seats, score: score(seats) }))
    .sort((x, y) => y.score[0] - x.score[0] || y.score[1] - x.score[1]);
  const [first, second] = ranked;
  if (!first || (second && second.score[0] === first.score[0] && second.score[1] === first.score[1])) return draw;
  return {
    winners: first.seats,
    losers: s.seats.filter((seat) => !first.seats.includes(seat)),
    how: 'turn limit',
    rule: RULE.turnLimit,
    text: `Turn ${s.turn} ends the match: ${names(s, first.seats)} ${first.seats.length > 1 ? 'have' : 'has'} the most men on their feet and damage left.`,
  };
}
