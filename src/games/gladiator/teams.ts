/**
 * Rule 20, team combat: who fights on whose side. A duel has no `sides` in its state and every seat is its own side,
 * so the same questions answer for both. Everyone else asks these functions who is a foe, never their own test.
 */
import { add, type Direction, delta, dir, type Hex, hex, neighbour, opposite, scale } from '../../core/hex.js';
import type { Outcome, SeatId, SetupError } from '../../core/protocol.js';
import type { Gladiator, GladiatorOptions, GladiatorState } from './types.js';

type Sided = Pick<GladiatorState, 'seats' | 'sides'>;

/** The 0-based side a seat fights on; in a duel, the seat's own index. */
export function sideOf(s: Sided, seat: SeatId): number {
  if (!s.sides) return s.seats.indexOf(seat);
  for (let i = 0; i < s.sides.length; i++) if ((s.sides[i] as SeatId[]).includes(seat)) return i;
  return -1;
}

/** Whether two seats fight on different sides (allocation-free, for the hot paths of a duel). */
export const areFoes = (s: Sided, a: SeatId, b: SeatId): boolean =>
  a !== b && (!s.sides || sideOf(s, a) !== sideOf(s, b));

/** The seats on other sides than this one. */
export const foes = (s: Sided, seat: SeatId): SeatId[] => s.seats.filter((x) => areFoes(s, seat, x));

/** His teammates, not himself (none in a duel). */
export const friends = (s: Sided, seat: SeatId): SeatId[] => s.seats.filter((x) => x !== seat && !areFoes(s, seat, x));

/** A side's name for people: "Side 1", "Side 2" ... */
export const sideName = (_s: Sided, i: number): string => `Side ${i + 1}`;

/** The seats of each side: the state's sides, or one seat a side in a duel. */
export const sideSeats = (s: Sided): SeatId[][] => s.sides ?? s.seats.map((seat) => [seat]);

/** Still in the fight: alive and not gone from the arena (spared by the crowd, 19.23, or surrendered). */
export const inFight = (g: Gladiator): boolean => !g.dead && !g.left;

/** How many sides still have a man in the fight (in a duel, without building arrays: combat asks often). */
export function sidesInFight(s: GladiatorState): number {
  let n = 0;
  if (!s.sides) {
    for (const seat of s.seats) if (inFight(s.gladiators[seat] as Gladiator)) n++;
    return n;
  }
  for (const side of s.sides) if (side.some((seat) => inFight(s.gladiators[seat] as Gladiator))) n++;
  return n;
}

/** "Side 1 (Aulus, Brutus)": a side named with its men, for outcomes. */
export function sideWithMen(s: GladiatorState, i: number): string {
  const men = (s.sides?.[i] ?? []).map((seat) => (s.gladiators[seat] as Gladiator).name);
  return `${sideName(s, i)} (${men.join(', ')})`;
}

/** A team match decided by the last side with a man fighting (the others all dead or gone), or null while two fight. */
export function teamOutcome(s: GladiatorState): Outcome | null {
  const sides = s.sides;
  if (!sides) return null;
  const standing = sides.flatMap((side, i) =>
    side.some((seat) => inFight(s.gladiators[seat] as Gladiator)) ? [i] : [],
  );
  if (standing.length > 1) return null;
  if (standing.length === 0)
    return {
      winners: [],
      losers: [...s.seats],
      how: 'all fallen',
      rule: '§9.32',
      text: 'No man is left fighting on any side: no one wins.',
    };
  const w = standing[0] as number;
  const winners = sides[w] as SeatId[];
  const beaten = sides.flatMap((_, i) => (i === w ? [] : [sideWithMen(s, i)])).join(' and ');
  return {
    winners: [...winners],
    losers: s.seats.filter((seat) => !winners.includes(seat)),
    how: 'kill',
    rule: '§20',
    text: `${sideWithMen(s, w)} wins: every man of ${beaten} is dead or gone from the arena.`,
  };
}

/** 20.7: on his own feet at the end, for the count: alive, conscious and not gone from the arena. */
const walksOff = (g: Gladiator): boolean => inFight(g) && !g.unconscious;

/** 20.7 when time runs out in a team match: most men walking off wins; a tie at the top is a draw. */
export function timeLimitOutcome(s: GladiatorState): Outcome {
  const sides = s.sides ?? [];
  const counts = sides.map((side) => side.filter((seat) => walksOff(s.gladiators[seat] as Gladiator)).length);
  const most = Math.max(...counts);
  const top = counts.flatMap((n, i) => (n === most ? [i] : []));
  const tally = counts.map((n, i) => `${sideName(s, i)} ${n}`).join(', ');
  const limit = `after ${s.options.turnLimit} turns`;
  if (top.length > 1)
    return {
      winners: [],
      losers: [],
      how: 'turn limit',
      rule: '§20.7',
      text: `Time is up ${limit} with ${top.map((i) => sideName(s, i)).join(' and ')} level on men still on their feet (${tally}): a draw.`,
    };
  const w = top[0] as number;
  const winners = sides[w] as SeatId[];
  return {
    winners: [...winners],
    losers: s.seats.filter((seat) => !winners.includes(seat)),
    how: 'time limit',
    rule: '§20.7',
    text: `${sideWithMen(s, w)} wins: time is up ${limit} and it has the most men still on their feet (${tally}).`,
  };
}

/** Seat ids of a team match: 'a', 'b', 'c' ... in side order (16 men at most). */
export const teamSeatIds = (sizes: number[]): SeatId[][] => {
  let next = 0;
  return sizes.map((n) => Array.from({ length: n }, () => String.fromCharCode(97 + next++)));
};

/** 0, 1, -1, 2, -2 ...: places along a line, the first in its middle. */
const spread = (k: number): number => (k % 2 === 1 ? (k + 1) / 2 : -k / 2);

/**
 * Start positions of a team match (HOUSE, docs/rulings.md), seat by seat in side order.
 * 'melee': each side in a line facing the centre, two hexes between neighbours; two sides stand four hexes apart as in
 * a duel (4.0); three or four sides stand on the sides of a hexagon wide enough that no two lines meet.
 * 'pairs': each pair four hexes apart facing each other (the duel's start), the pairs in rows of four, eight hexes
 * apart along a row and ten between rows, so no one starts within reach of another pair's men (a net tossed from
 * the front line reaches three hexes, 17.3).
 */
export function teamStarts(sizes: number[], format: 'melee' | 'pairs'): { position: Hex; facing: Direction }[] {
  const out: { position: Hex; facing: Direction }[] = [];
  if (format === 'pairs') {
    const pairs = sizes[0] as number;
    const rows = Math.ceil(pairs / 4);
    for (const side of [0, 1])
      for (let j = 0; j < pairs; j++) {
        const row = Math.floor(j / 4);
        const col = spread(j % 4);
        // Rows run west to east (q + 2, r - 1 keeps the height), ten hexes between rows, centred on the middle.
        const centre = neighbour(hex(8 * col, -4 * col), 3, 10 * row - 5 * (rows - 1));
        out.push(
          side === 0
            ? { position: neighbour(centre, 3, 2), facing: 0 }
            : { position: neighbour(centre, 0, 2), facing: 3 },
        );
      }
    return out;
  }
  // The direction from the centre to each side's line: south and north first, then the hexagon's other sides.
  const homes: Direction[] = sizes.length === 2 ? [3, 0] : sizes.length === 3 ? [3, 1, 5] : [3, 0, 1, 4];
  const widest = Math.max(...sizes);
  const reach = sizes.length === 2 ? 2 : 3 * Math.ceil(widest / 2) + 2;
  for (const [i, n] of sizes.entries()) {
    const home = homes[i] as Direction;
    const centre = neighbour(hex(0, 0), home, reach);
    // Along the line: one hex on each of the two spokes right of home, which keeps the distance from the centre;
    // two lines run the same way (west to east), so the k-th men of both sides face each other.
    const along = sizes.length === 2 ? hex(2, -1) : add(delta(dir(home + 1)), delta(dir(home + 2)));
    for (let k = 0; k < n; k++) out.push({ position: add(centre, scale(along, spread(k))), facing: opposite(home) });
  }
  return out;
}

/** What team combat's options must keep to (20, 20.7); the error names the field and the rule. */
export function checkTeamOptions(o: GladiatorOptions): SetupError | null {
  const bad = (field: string, message: string): SetupError => ({ code: 'bad-options', message, field });
  if (o.sides.length === 0) {
    if (o.teamFormat === 'pairs')
      return bad('teamFormat', 'teamFormat: pairs pairs off the men of two sides (20.7); give them in sides');
    return null;
  }
  if (!o.advanced) return bad('sides', 'sides: team combat (20) belongs to the Advanced Game; set advanced to true');
  if (o.types.length !== 2 || o.types.some((t) => t !== 'medium'))
    return bad(
      'types',
      'types and sides both give the gladiators: give each man his type in sides and leave types out',
    );
  if (o.sides.length < 2 || o.sides.length > 4)
    return bad('sides', `sides: team combat (20) takes 2 to 4 sides, not ${o.sides.length}`);
  for (const [i, side] of o.sides.entries())
    if (side.length < 1 || side.length > 8)
      return bad(`sides.${i}`, `sides.${i}: a side has 1 to 8 men, not ${side.length}`);
  const men = o.sides.reduce((t, side) => t + side.length, 0);
  if (men > 16) return bad('sides', `sides: at most 16 men in all, not ${men}`);
  if (o.teamFormat === 'pairs') {
    const sizes = o.sides.map((side) => side.length);
    if (sizes.length !== 2 || sizes[0] !== sizes[1])
      return bad(
        'teamFormat',
        `teamFormat: pairs (20.7) needs two sides of equal size to pair off, not sides of ${sizes.join(' and ')}`,
      );
  }
  return null;
}

/** 20.7 'pairs': his paired foe, the man at his place in the other side's list (null in a melee or a duel). */
export function pairOf(s: GladiatorState, seat: SeatId): SeatId | null {
  if (!s.sides || s.options.teamFormat !== 'pairs') return null;
  const side = sideOf(s, seat);
  const at = (s.sides[side] as SeatId[]).indexOf(seat);
  return (s.sides[1 - side] as SeatId[])[at] ?? null;
}

/**
 * Whether a may attack d: any foe in a duel or a melee; in pairs his paired foe, and once that man is out of the fight
 * any foe if the winners may help (20.7, `winnersHelp`).
 */
export function mayAttack(s: GladiatorState, a: SeatId, d: SeatId): boolean {
  if (!areFoes(s, a, d)) return false;
  const pair = pairOf(s, a);
  if (pair === null || pair === d) return true;
  return s.options.winnersHelp && !inFight(s.gladiators[pair] as Gladiator);
}
