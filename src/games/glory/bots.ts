/**
 * The brawler weighs each announcement by how it moves his chance of winning. Without a death the turn limit (6.3)
 * decides on damage boxes left, so that chance is a curve of his margin of boxes: steep when he is ahead (a lead is
 * as good as won, for he can keep away, and every fight only risks it), wide when he is behind and turns remain
 * (fights are his way back). In a duel, or against another side, the margin is over the one foe. In a free-for-all
 * only the top man wins, so a melee is weighed by his chance against that foe times his chance against the best of
 * the rest of the field: a blow landed on anyone helps him, a blow taken costs him twice, and a man put out of the
 * fight leaves him facing only the rest. So a man behind takes the fights, with the net first, that a man ahead
 * declines; he is drawn towards the field's best rather than the nearest man, and he fears less a foe who gains
 * little by striking him (one that has a better-placed man to catch). An attack is worth the expected change of
 * that chance over the melee's result table (3.5) at the edge the modifiers give from where it ends (3.2-3.4), every
 * difference of the two 2d6 counted by its chance; a net cast by the chance of the target being caught and held
 * (5.2, 5.3). A place is worth the attacks it leaves open to him next, less what his nearest foes' next moves cost
 * him there: each of a foe's announcements counted as likely as another, his blows on each side of the brawler by
 * their worth, the ones into the brawler's front counting for the brawler. Behind he closes in; ahead he keeps his
 * distance. He picks up his weapon when he has lost it. He reads only his view, the legal commands and pure rule
 * functions.
 */

import type { Hex } from '../../core/hex.js';
import type { Legal, SeatId } from '../../core/protocol.js';
import type { RngState } from '../../core/rng.js';
import type { Bot } from '../../core/runner.js';
import { chooseKit } from './bots-kit.js';
import { manOf as manOfImported } from './creation.js';
import { standingBonus as standingBonusImported } from './melee.js';
import {
  endAttacks as endAttacksImported,
  endCell as endCellImported,
  endCost as endCostImported,
  endFacing as endFacingImported,
  endPlace as endPlaceImported,
  endsFor as endsForImported,
  type GloryView,
} from './module.js';
import { movementNow as movementNowImported } from './movement.js';
import {
  BREAK_FREE_ABOVE,
  HEXSIDE,
  type HexsideRow,
  MAX_MOVE_TO_ATTACK,
  RESULT_TABLE,
  type ResultRow,
} from './tables.js';
import { type Ends, endsOf as endsOfImported, SHAPE_SPAN, SHAPES, shapeOf as shapeOfImported } from './tactics.js';
import type { Figure, GloryCommand, Step } from './types.js';

/**
 * The pure rule functions he calls in his loops, read once: under tsx and the test runner each use of an imported name
 * is a getter call.
 */
const standingBonus = standingBonusImported;
const movementNow = movementNowImported;
const endsOf = endsOfImported;
const shapeOf = shapeOfImported;
const endsFor = endsForImported;
const endCell = endCellImported;
const endFacing = endFacingImported;
const endCost = endCostImported;
const endAttacks = endAttacksImported;
const endPlace = endPlaceImported;
const manOf = manOfImported;
const MAX_ATTACK_MOVE = MAX_MOVE_TO_ATTACK;
const BREAK_FREE = BREAK_FREE_ABOVE;

type Attack = GloryCommand & { type: 'attack' };

/** The weights of the brawler's sums; exported for the strength sweep that tuned them. */
export const BRAWLER = {
  /** How much an attack open to him next from a place counts against a sure attack now. */
  opportunity: 0.5,
  /** How much a foe's best attack on him counts when that foe moves before his next move. */
  threat: 0.3,
  /** ... and when the foe has already moved this turn (he may or may not move first next turn). */
  threatLater: 0.2,
  /** What a foe gives away by striking his front, counted as if the foe may well do it. */
  bait: 1,
  /** A pull towards the nearest foe, a hex at a time, so that nothing is a wait for the turn limit. */
  approach: 0.0025,
  /** What a hex further from the nearest foe is worth when he is ahead on boxes left. */
  flee: 0.01,
  /** Hexes a foe is counted to walk before an attack: less than his movement, for the turns he must make. */
  slack: 1,
  /** An attack on a man who moves at the same moment (6.1) counts this much. */
  sameGroup: 0.3,
  /**
   * The spread, in boxes, of his chance of winning by the margin of boxes left (6.3): behind, `span` and
   * `spanPerTurn` for each turn still to play (fights can still turn it); ahead, `aheadSpan` (he can keep away).
   */
  span: 1,
  spanPerTurn: 0.2,
  /** The same spread behind the best of a free-for-all's field (marginWorth). */
  fieldSpan: 1,
  fieldSpanPerTurn: 0.2,
  aheadSpan: 0.3,
  /** What a fall (row 9) is worth beyond its hits: the fallen man loses his next move. */
  fall: 0.02,
  /** Boxes of margin a draw at the turn limit is short of a win, for a man who wants nothing but wins. */
  drawShift: 0.5,
  /** How many of the nearest foes have their next move counted command by command. */
  watched: 2,
  /** How much a foe's next move counts, weighed command by command (0: by his best attack instead). */
  model: 2,
  /**
   * 1: in a free-for-all a melee is weighed by his chance against that foe times his chance against the best of the
   * rest of the field; 0: by his chance against that foe alone, as in a duel.
   */
  field: 1,
  /** How much a foe's next move counts when the brawler is not the man that foe must catch (below the field's best). */
  idle: 0.2,
};

/** Chance of each difference of two 2d6 rolls, -10 to 10 at index d + 10. */
const DIFFERENCE: readonly number[] = (() => {
  const p = new Array<number>(21).fill(0);
  for (let a = 1; a <= 6; a++)
    for (let b = 1; b <= 6; b++)
      for (let c = 1; c <= 6; c++)
        for (let d = 1; d <= 6; d++) p[a + b - c - d + 10] = (p[a + b - c - d + 10] as number) + 1 / 1296;
  return p;
})();

/** The result row (3.5) by the difference 0 to 10 and above, without the table search. */
const ROW_BY_DIFFERENCE: readonly (ResultRow | undefined)[] = Array.from({ length: 11 }, (_, d) =>
  RESULT_TABLE.find((r) => d >= r.min && d <= r.max),
);

const left = (f: Figure): number => f.boxes - f.hits;

/** Turns left beyond this count as this many: the margin's worth is then as good as even. */
const MAX_TURNS_LEFT = 40;

/**
 * What a margin of damage boxes left (his over a foe's, or over the best of the field) is worth to the brawler with
 * `turnsLeft` turns to go: the chance, roughly, that he is ahead when the turn limit ends the match (6.3). The fewer
 * turns left, the fewer boxes it takes to make the match sure either way. `field`: the margin is over the best of a
 * free-for-all's field (BRAWLER.fieldSpan).
 */
function marginWorth(margin: number, turnsLeft: number, field = false): number {
  if (
    margin >= -MARGIN_SPAN &&
    margin <= MARGIN_SPAN &&
    turnsLeft >= 0 &&
    turnsLeft <= MAX_TURNS_LEFT &&
    Number.isInteger(margin) &&
    Number.isInteger(turnsLeft)
  ) {
    const table = marginTable ?? fillMarginTable();
    return table[
      ((field ? MAX_TURNS_LEFT + 1 : 0) + turnsLeft) * (2 * MARGIN_SPAN + 1) + margin + MARGIN_SPAN
    ] as number;
  }
  return marginCurve(margin, turnsLeft, field);
}

function marginCurve(margin: number, turnsLeft: number, field: boolean): number {
  // A draw is no win: the even chance lies half a box above an even margin.
  const m = margin - BRAWLER.drawShift;
  const spread =
    m > 0
      ? BRAWLER.aheadSpan
      : field
        ? BRAWLER.fieldSpan + BRAWLER.fieldSpanPerTurn * turnsLeft
        : BRAWLER.span + BRAWLER.spanPerTurn * turnsLeft;
  return 1 / (1 + Math.exp(-m / spread));
}

/**
 * Whole margins within this many boxes have marginWorth's answer worked out once, for every turns left it counts, one
 * or a field's; on the first call, so that a sweep may set the weights first.
 */
const MARGIN_SPAN = 40;
let marginTable: Float64Array | null = null;
function fillMarginTable(): Float64Array {
  const t = new Float64Array(2 * (MAX_TURNS_LEFT + 1) * (2 * MARGIN_SPAN + 1));
  for (let f = 0; f < 2; f++)
    for (let tl = 0; tl <= MAX_TURNS_LEFT; tl++)
      for (let m = -MARGIN_SPAN; m <= MARGIN_SPAN; m++)
        t[(f * (MAX_TURNS_LEFT + 1) + tl) * (2 * MARGIN_SPAN + 1) + m + MARGIN_SPAN] = marginCurve(m, tl, f === 1);
  marginTable = t;
  return t;
}

/**
 * His chance of winning with `mine` boxes left against a foe with `his`, the best of the rest of the field having
 * `rest` (-1: no one else counts).
 */
function fieldWorth(mine: number, his: number, rest: number, turnsLeft: number): number {
  if (rest < 0) return marginWorth(mine - his, turnsLeft);
  return marginWorth(mine - his, turnsLeft, true) * marginWorth(mine - rest, turnsLeft, true);
}

/**
 * Worth of a melee whose totals differ by t in the attacker's favour, to the attacker (`forAttacker`) or to the
 * defender: how it moves that man's chance of winning. His margin is over the best of the rest of the field: the
 * other man of the melee or, when it is higher, `rest`, the most boxes left among the men beyond these two (-1 when
 * there are none, as in a duel or against a side). A man out of the fight loses; the other man out leaves him facing
 * `rest` (a win when there is none); otherwise the margin counts as marginWorth says. Worked out for every t from -10
 * to 10 at once into `results` (at t + 10): beyond, a difference is worth what 10 or -10 is.
 */
function resultWorths(attLeft: number, defLeft: number, rest: number, turnsLeft: number, forAttacker: boolean): void {
  const mine = forAttacker ? attLeft : defLeft;
  const his = forAttacker ? defLeft : attLeft;
  const field = rest >= 0;
  // Boxes and turns left come clamped (worthRow), so every margin here is whole and within MARGIN_SPAN: marginWorth's
  // answers are read straight from its table, at `one` for a margin over one man and at `best` over a field's best.
  const table = marginTable ?? fillMarginTable();
  const one = turnsLeft * (2 * MARGIN_SPAN + 1) + MARGIN_SPAN;
  const best = (MAX_TURNS_LEFT + 1 + turnsLeft) * (2 * MARGIN_SPAN + 1) + MARGIN_SPAN;
  // fieldWorth(mine, his, rest, turnsLeft)
  const now = field
    ? (table[best + mine - his] as number) * (table[best + mine - rest] as number)
    : (table[one + mine - his] as number);
  for (let t = -10; t <= 10; t++) {
    const row = ROW_BY_DIFFERENCE[t < 0 ? -t : t] as ResultRow;
    if (row.locked) {
      results[t + 10] = 0;
      continue;
    }
    const attWins = t > 0;
    const attHits = attWins ? row.winnerDamage : row.loserDamage;
    const defHits = attWins ? row.loserDamage : row.winnerDamage;
    const attOut = attHits >= attLeft || (row.mortal && !attWins);
    const defOut = defHits >= defLeft || (row.mortal && attWins);
    const iAmOut = forAttacker ? attOut : defOut;
    const heIsOut = forAttacker ? defOut : attOut;
    const mineAfter = mine - (forAttacker ? attHits : defHits);
    const hisAfter = his - (forAttacker ? defHits : attHits);
    let after: number;
    // Both out: a draw between the two when no one else counts (marginWorth(0, 0)).
    if (iAmOut && heIsOut) after = field ? 0 : (table[MARGIN_SPAN] as number);
    else if (iAmOut) after = 0;
    else if (heIsOut) after = field ? (table[best + mineAfter - rest] as number) : 1;
    // fieldWorth(mineAfter, hisAfter, rest, turnsLeft)
    else
      after = field
        ? (table[best + mineAfter - hisAfter] as number) * (table[best + mineAfter - rest] as number)
        : (table[one + mineAfter - hisAfter] as number);
    // A fall (row 9) costs the loser his next move as well.
    if (row.loserFalls && !row.mortal) after += (attWins === forAttacker ? 1 : -1) * BRAWLER.fall;
    results[t + 10] = after - now;
  }
}
const results = new Float64Array(21);

/**
 * Edges beyond this are as good as it: every difference of the dice then lands on the last row of the table (3.5),
 * a difference of 10 and above.
 */
const MAX_EDGE = 20;
/** Boxes left beyond this count as this many (no figure has more). */
const MAX_LEFT = 20;
/**
 * The edges a row keeps, LOW_EDGE and the EDGES - 1 above it: the modifiers of a thousand eight-man matches give
 * edges from -15 to 16, nearly all within -8 to 8. An edge beyond them is summed when asked (farWorth).
 */
const LOW_EDGE = -15;
const EDGES = 32;
/**
 * Turns left are kept in blocks of this many: a block holds the rows of one pair of men's boxes, the rest's best and
 * whose worth for TURN_BLOCK turns running, made together, edge by edge (the block's sixteen rows for one edge side
 * by side, then the next edge). A pair of men that meet turn after turn read the same cache lines each turn (a fill
 * reads a few neighbouring edges), where rows of a turn each would be new memory every turn. Sixteen turns rather than
 * four: a quarter as many new blocks to fetch from memory as a match goes on, for a line that holds one edge of a
 * turn rather than four (sixteen is the most rowAt's bits hold).
 */
const TURN_BLOCK = 16;
/** A bit for each turn of a block (rowAt). */
const TURN_BITS = (1 << TURN_BLOCK) - 1;
/** Blocks of turns left there are (turns 0 .. MAX_TURNS_LEFT). */
const TURN_BLOCKS = Math.ceil((MAX_TURNS_LEFT + 1) / TURN_BLOCK);
/** A block: its kept edges for each of its turns, 2 KB. */
const BLOCK = EDGES * TURN_BLOCK;
/**
 * Blocks kept at most (18 MB, with 0.23 MB of `rowAt`); the bench's 3,000 duels and then a thousand eight-man matches
 * meet some 6,500.
 */
const MAX_BLOCKS = 8_000;
/** Blocks a call may make beyond MAX_BLOCKS before the next drops them all: two or three a foe. */
const CALL_BLOCKS = 1024;
/**
 * Expected worths already summed, rows of edges by (the boxes left of the man whose worth it is, of the other man,
 * the rest's best, turns left, whether he attacks), in blocks of TURN_BLOCK turns left. `rowAt` gives by a block's
 * key (those inputs, turns left by its block) the block's place in `rows` plus one (0: not made yet), shifted above
 * TURN_BLOCK bits, one for each of its turns whose row is summed; `rowKey` gives the key of each block. The block of
 * turns and whose worth come last in the key, so that both blocks of a pair of men lie side by side in `rowAt`. A
 * row is named by where it begins in `rows`: its block's start plus its turn's place in the block; its edge i lies
 * TURN_BLOCK * i further on. A pure function's cache: a row is summed whole when first met, and blocks are made in
 * the order the matches meet them; all are dropped at the start of a call when there are MAX_BLOCKS (a long-running
 * server; never within a call, which holds the places of its rows), to be summed again the same, to the bit.
 */
const rowAt = new Int32Array((MAX_LEFT + 1) * (MAX_LEFT + 1) * (MAX_LEFT + 2) * TURN_BLOCKS * 2);
/**
 * Room for every block at once, never grown (no copy of megabytes midway, nor fresh pages twice): the system gives a
 * typed array's memory a page at a time as it is first written, so that the blocks a process never makes cost nothing.
 */
const rows = new Float32Array((MAX_BLOCKS + CALL_BLOCKS) * BLOCK);
const rowKey = new Int32Array(MAX_BLOCKS + CALL_BLOCKS);
let blockCount = 0;

/** Expected worth of a melee at an edge (the attacker's modifiers less the defender's), to the attacker or defender. */
export function meleeWorth(
  attLeft: number,
  defLeft: number,
  rest: number,
  edge: number,
  turnsLeft: number,
  forAttacker = true,
): number {
  return worthAt(worthRow(attLeft, defLeft, rest, turnsLeft, forAttacker), edge);
}

/**
 * Where the row of meleeWorth's answers for these boxes and turns left begins in `rows`, the inputs clamped; summed
 * when first asked.
 */
function worthRow(attLeft: number, defLeft: number, rest: number, turnsLeft: number, forAttacker: boolean): number {
  const a = Math.max(0, Math.min(MAX_LEFT, attLeft));
  const d = Math.max(0, Math.min(MAX_LEFT, defLeft));
  const r = Math.max(-1, Math.min(MAX_LEFT, rest));
  const tl = Math.max(0, Math.min(MAX_TURNS_LEFT, turnsLeft));
  const mine = forAttacker ? a : d;
  const his = forAttacker ? d : a;
  const key =
    ((((mine * (MAX_LEFT + 1) + his) * (MAX_LEFT + 2) + r + 1) * TURN_BLOCKS + Math.floor(tl / TURN_BLOCK)) << 1) |
    (forAttacker ? 1 : 0);
  const turn = tl % TURN_BLOCK;
  const known = rowAt[key] as number;
  // The block's place plus one, above a bit for each of its turns whose row is summed.
  let block = (known >> TURN_BLOCK) - 1;
  if (block >= 0) {
    if ((known & (1 << turn)) !== 0) return block * BLOCK + turn;
  } else {
    if (blockCount === MAX_BLOCKS + CALL_BLOCKS)
      throw new Error('the brawler made more blocks of melee worths than are kept');
    block = blockCount;
    rowKey[block] = key;
    blockCount += 1;
  }
  // Each turn's row of a block is summed when first asked: a pair of men may not meet in its other turns.
  rowAt[key] = ((block + 1) << TURN_BLOCK) | (known & TURN_BITS) | (1 << turn);
  resultWorths(a, d, r, tl, forAttacker);
  const at = block * BLOCK + turn;
  fillRow(at);
  return at;
}

/** The edges a row keeps: LOW_EDGE and the EDGES - 1 above it, and the difference of the dice each reaches. */
const HIGH_EDGE = LOW_EDGE + EDGES - 1;
const LOW_DIFFERENCE = LOW_EDGE - 10;
/** `results` by every difference a kept edge reaches, from LOW_DIFFERENCE up: beyond -10 and 10 as at them. */
const reached = new Float64Array(HIGH_EDGE + 10 - LOW_DIFFERENCE + 1);

/**
 * Writes a row's worths at its kept edges from `results`: at each edge every difference of the two 2d6 rolls by its
 * chance, summed from -10 up, so that each edge gets the very double it would get alone (edgeWorth). Four edges are
 * summed side by side, which keeps the processor busy while each sum waits on its last addition.
 */
function fillRow(at: number): void {
  for (let j = 0; j < reached.length; j++)
    reached[j] = results[Math.max(-10, Math.min(10, j + LOW_DIFFERENCE)) + 10] as number;
  for (let i = 0; i < EDGES; i += 4) {
    let s0 = 0;
    let s1 = 0;
    let s2 = 0;
    let s3 = 0;
    // The difference k at edge LOW_EDGE + i lands on LOW_EDGE + i + k, at i + k + 10 in `reached`.
    for (let k = -10; k <= 10; k++) {
      const p = DIFFERENCE[k + 10] as number;
      const j = i + k + 10;
      s0 += p * (reached[j] as number);
      s1 += p * (reached[j + 1] as number);
      s2 += p * (reached[j + 2] as number);
      s3 += p * (reached[j + 3] as number);
    }
    const j = at + i * TURN_BLOCK;
    rows[j] = s0;
    rows[j + TURN_BLOCK] = s1;
    rows[j + 2 * TURN_BLOCK] = s2;
    rows[j + 3 * TURN_BLOCK] = s3;
  }
}

/** The expected worth at one edge from `results`, summed from -10 up as fillRow sums it. */
function edgeWorth(edge: number): number {
  let sum = 0;
  for (let k = -10; k <= 10; k++)
    sum += (DIFFERENCE[k + 10] as number) * (results[Math.max(-10, Math.min(10, k + edge)) + 10] as number);
  return sum;
}

/**
 * meleeWorth at an edge, from the row worthRow gave. The answer is the single-precision value a row keeps, the same
 * however it was come by, so that no choice hangs on what was asked before.
 */
function worthAt(row: number, edge: number): number {
  const i = edge - LOW_EDGE;
  if (i >= 0 && i < EDGES) return rows[row + i * TURN_BLOCK] as number;
  return farWorth(row, edge);
}

/** worthAt beyond the edges a row keeps: the row's inputs read back from its key, and the edge summed alone. */
function farWorth(row: number, edge: number): number {
  const block = Math.floor(row / BLOCK);
  let key = rowKey[block] as number;
  const forAttacker = (key & 1) === 1;
  key >>= 1;
  const tl = (key % TURN_BLOCKS) * TURN_BLOCK + row - block * BLOCK;
  key = Math.floor(key / TURN_BLOCKS);
  const r = (key % (MAX_LEFT + 2)) - 1;
  key = Math.floor(key / (MAX_LEFT + 2));
  const his = key % (MAX_LEFT + 1);
  const mine = Math.floor(key / (MAX_LEFT + 1));
  resultWorths(forAttacker ? mine : his, forAttacker ? his : mine, r, tl, forAttacker);
  return Math.fround(edgeWorth(Math.max(-MAX_EDGE, Math.min(MAX_EDGE, edge))));
}

/** A defender's hexside values (3.3) by the side a blow comes from (0 front .. 3 rear), with a shield and without. */
const SIDE_WITH_SHIELD = Int8Array.from([0, 1, 2, 3, 4, 5], (rel) => sideRow(rel).withShield);
const SIDE_WITHOUT_SHIELD = Int8Array.from([0, 1, 2, 3, 4, 5], (rel) => sideRow(rel).withoutShield);
function sideRow(rel: number): HexsideRow {
  return HEXSIDE.find((h) => h.rel.includes(rel)) as HexsideRow;
}
/** By side, the first side of the same hexside row (3.3), whose blows fillSides copies. */
const SIDE_TWIN = Int8Array.from([0, 1, 2, 3, 4, 5], (rel) =>
  [0, 1, 2, 3, 4, 5].findIndex((k) => sideRow(k) === sideRow(rel)),
);
/** The sides that are the first of their hexside row (read by fillSides), and the others (copied from their twin). */
const OWN_SIDES = Int8Array.from([0, 1, 2, 3, 4, 5].filter((rel) => SIDE_TWIN[rel] === rel));
const TWIN_SIDES = Int8Array.from([0, 1, 2, 3, 4, 5].filter((rel) => SIDE_TWIN[rel] !== rel));

/** The brawler, his manKey and the turns left of the present call, for fillSides. */
let sidesMe: Figure;
let sidesMeKey = -1;
let sidesTurnsLeft = 0;

/**
 * The values of a man that standingBonus reads, as one whole number (-1 when one is not of the kinds the number
 * holds): two men's numbers name the sums fillSides takes of it, whatever else has changed on them.
 */
function manKey(f: Figure): number {
  const k = f.kit;
  const hits = f.hits;
  const agility = f.agility;
  if (!((hits & 31) === hits && (agility & 31) === agility)) return -1;
  const helmet = k.helmet === 'none' ? 0 : k.helmet === 'open' ? 1 : k.helmet === 'closed' ? 2 : -1;
  const weapon = k.weapon === null ? 0 : k.weapon === 'sword' ? 1 : k.weapon === 'spear' ? 2 : -1;
  if (helmet < 0 || weapon < 0) return -1;
  const pieces = (k.shield ? 1 : 0) | (k.leg ? 2 : 0) | (k.arm ? 4 : 0) | (k.body ? 8 : 0) | (k.net ? 16 : 0);
  return (((helmet * 3 + weapon) * 32 + pieces) * 32 + hits) * 32 + agility;
}

/**
 * fillSides' sums of standingBonus for a pair of men by their manKeys (the brawler's first), in a table of PAIRS
 * places by a hash of the two: his attack's, the brawler's, and his whip's. Kept between calls: the same men in the
 * same state meet turn after turn.
 */
const PAIRS = 1024;
const pairMe = new Int32Array(PAIRS).fill(-1);
const pairHim = new Int32Array(PAIRS).fill(-1);
const pairSums = new Float64Array(3 * PAIRS);

/**
 * The worth of each blow between the brawler and a foe by the hexside struck (0 front .. 3 rear), written into
 * `sides`: his blows on the brawler and, when he is watched with a net, his whips; the brawler's blows on him. From the
 * sums of their modifiers (standingBonus) and the hexside values (3.3), as meleeWorth gives them. Worked out when first
 * read in a call (many foes stand too far off to matter), both ways at once: where one way is read the other nearly
 * always is, and the two rows are looked up side by side, so that the waits on memory for them overlap.
 */
function fillSides(x: Foe): void {
  x.filled = true;
  const S = sides;
  const o = x.sides;
  const me = sidesMe;
  const f = x.f;
  const myLeft = left(me);
  const hisLeft = left(f);
  const hisRow = worthRow(hisLeft, myLeft, x.rest, sidesTurnsLeft, false);
  const myRow = worthRow(myLeft, hisLeft, x.rest, sidesTurnsLeft, true);
  x.myRow = myRow;
  const mySides = me.kit.shield ? SIDE_WITH_SHIELD : SIDE_WITHOUT_SHIELD;
  const hisSides = f.kit.shield ? SIDE_WITH_SHIELD : SIDE_WITHOUT_SHIELD;
  const meKey = sidesMeKey;
  const hisKey = manKey(f);
  const at = Math.imul(meKey ^ Math.imul(hisKey, 0x85ebca6b), 0x9e3779b1) >>> 22;
  const pair = 3 * at;
  if (meKey < 0 || hisKey < 0 || pairMe[at] !== meKey || pairHim[at] !== hisKey) {
    pairSums[pair] = standingBonus(f, me, 'attacker', false) - standingBonus(me, f, 'defender', false);
    pairSums[pair + 1] = standingBonus(me, f, 'attacker', false) - standingBonus(f, me, 'defender', false);
    pairSums[pair + 2] = standingBonus(f, me, 'attacker', true) - standingBonus(me, f, 'defender', true);
    pairMe[at] = meKey;
    pairHim[at] = hisKey;
  }
  const hisAttack = pairSums[pair] as number;
  const myAttack = pairSums[pair + 1] as number;
  // Whips are read only for a watched man with a net (threaten).
  const whips = f.kit.net && x.odds !== null;
  const hisWhip = pairSums[pair + 2] as number;
  // The rows read first, with no test on what they hold in between, so that their waits on memory overlap.
  for (let k = 0; k < OWN_SIDES.length; k++) {
    const rel = OWN_SIDES[k] as number;
    const mySide = mySides[rel] as number;
    S[o + HIS + rel] = -worthAt(hisRow, hisAttack - mySide);
    if (whips) S[o + WHIP + rel] = -worthAt(hisRow, hisWhip - mySide);
    S[o + MINE + rel] = worthAt(myRow, myAttack - (hisSides[rel] as number));
  }
  const bait = BRAWLER.bait;
  for (let k = 0; k < OWN_SIDES.length; k++) {
    const rel = OWN_SIDES[k] as number;
    const blow = S[o + HIS + rel] as number;
    S[o + HIS_BAIT + rel] = blow > 0 ? bait * blow : blow;
  }
  // A flank's blows are worth what the other flank's are: the same hexside row (3.3), read once.
  for (let k = 0; k < TWIN_SIDES.length; k++) {
    const rel = TWIN_SIDES[k] as number;
    const twin = SIDE_TWIN[rel] as number;
    S[o + HIS + rel] = S[o + HIS + twin] as number;
    S[o + HIS_BAIT + rel] = S[o + HIS_BAIT + twin] as number;
    if (whips) S[o + WHIP + rel] = S[o + WHIP + twin] as number;
    S[o + MINE + rel] = S[o + MINE + twin] as number;
  }
  if (whips)
    for (let rel = 0; rel < 6; rel++)
      S[o + WHIP_TWIN + rel] = Math.min(S[o + WHIP + rel] as number, S[o + WHIP + ((rel + 1) % 6)] as number);
}

/**
 * The hexes beside a foe the brawler may strike him from, as far as they hang on the foe alone (in the arena, no one
 * standing there), by direction from him.
 */
function fillBeside(x: Foe): void {
  x.besideFilled = true;
  const f = x.f;
  x.besideOpen = openAround((f.at.q + PAD) * PSIDE + f.at.r + PAD);
}

/** Chance that 1d6 + a beats 1d6 + b outright. */
function beatsCount(a: number, b: number): number {
  let n = 0;
  for (let x = 1; x <= 6; x++) for (let y = 1; y <= 6; y++) if (x + a > y + b) n += 1;
  return n / 36;
}

/** Chance that 1d6 + b is at least double 1d6 + a (5.2: the net is lost). */
function doublesCount(a: number, b: number): number {
  let n = 0;
  for (let x = 1; x <= 6; x++) for (let y = 1; y <= 6; y++) if (y + b >= 2 * (x + a)) n += 1;
  return n / 36;
}

/** Probability that 1d6 + a is at least 1d6 + b: he moves before or with the other next turn (2.1). */
function atLeastCount(a: number, b: number): number {
  let n = 0;
  for (let x = 1; x <= 6; x++) for (let y = 1; y <= 6; y++) if (x + a >= y + b) n += 1;
  return n / 36;
}

/**
 * The three chances above for whole agilities 0 to MAX_AGILITY, read from tables (the same numbers); others are
 * counted. beats and atLeast hang on the difference alone (atLeast is read in weigh's loop over the men, not through a
 * call: a number handed back from a call the compiler does not inline is a new object on the heap).
 */
const MAX_AGILITY = 15;
const AGILITIES = MAX_AGILITY + 1;
const BEATS = Float64Array.from({ length: 2 * MAX_AGILITY + 1 }, (_, i) => beatsCount(i - MAX_AGILITY, 0));
const AT_LEAST = Float64Array.from({ length: 2 * MAX_AGILITY + 1 }, (_, i) => atLeastCount(i - MAX_AGILITY, 0));
const DOUBLES = Float64Array.from({ length: AGILITIES * AGILITIES }, (_, i) =>
  doublesCount(Math.floor(i / AGILITIES), i % AGILITIES),
);
const isAgility = (a: number): boolean => a >= 0 && a <= MAX_AGILITY && (a | 0) === a;
const beats = (a: number, b: number): number =>
  isAgility(a) && isAgility(b) ? (BEATS[a - b + MAX_AGILITY] as number) : beatsCount(a, b);
const doubles = (a: number, b: number): number =>
  isAgility(a) && isAgility(b) ? (DOUBLES[a * AGILITIES + b] as number) : doublesCount(a, b);

/**
 * Worth of a cast to ensnare (5.2, 5.3) to the Retarius: the target caught and held is out of the fight, which is
 * worth `stake` to him; a lost net costs a little.
 */
function ensnareWorth(retarius: Figure, target: Figure, stake: number): number {
  const held = target.brokeFree ? 1 : Math.min(1, Math.max(0, (BREAK_FREE - target.strength - target.agility) / 6));
  return stake * (beats(retarius.agility, target.agility) * held - 0.2 * doubles(retarius.agility, target.agility));
}

/** Whether the present call weighs a free-for-all's field (weigh), for fillNet. */
let netField = false;

/**
 * Writes the worth of a foe's cast to ensnare the brawler (Foe.net) when first read: about half the foes with a net
 * near enough to count are never read (their casts land on none of his end hexes). Caught in the net, the brawler
 * loses what chance he has (in a duel, what the foe's margin leaves him). Written, not returned: a number handed back
 * from a call the compiler does not inline is a new object on the heap.
 */
function fillNet(x: Foe): void {
  const me = sidesMe;
  const f = x.f;
  const myLeft = left(me);
  const hisLeft = left(f);
  const turnsLeft = sidesTurnsLeft;
  x.net =
    x.fear *
    ensnareWorth(
      f,
      me,
      netField ? fieldWorth(myLeft, hisLeft, x.rest, turnsLeft) : 1 - marginWorth(hisLeft - myLeft, turnsLeft),
    );
}

/** What a foe is to the brawler this move. */
interface Foe {
  f: Figure;
  /** Hexes he may walk and still attack; -1 when he is on the ground and must rise first (6.4). */
  reach: number;
  /** The most boxes left among the men in the fight beyond him and the brawler; -1 for none or a match of sides. */
  rest: number;
  /** How much his next move counts at all: less when he gains nothing by striking the brawler (BRAWLER.idle). */
  fear: number;
  /** How much his attacks before the brawler's next move count. */
  weight: number;
  /** Where his blows by side begin in `sides` (SIDES numbers from there on). */
  sides: number;
  /** Whether he carries a net and stands near enough to cast it on one of the brawler's end hexes. */
  castsNear: boolean;
  /** His net cast at the brawler when he casts (0 when not): NaN until first read (fillNet). */
  net: number;
  /** Chance that he moves before the brawler's next move (this turn after him, with him, or first next turn). */
  before: number;
  /** His moves as a man choosing among his commands at random would make them, or null when he cannot strike. */
  odds: Odds | null;
  /** Whether his next move is near enough to count, and whether he moves with the brawler (same group). */
  watch: boolean;
  same: boolean;
  /** He moves at the same moment and is on his feet (6.1): a blow at him may find him gone. */
  together: boolean;
  /** Whether the brawler's pull draws him towards this foe (the field's leader, or any foe out of a free-for-all). */
  chase: boolean;
  /** Hexes between him and the brawler. */
  distance: number;
  /** Whether he can reach a hex beside one the brawler may end on (two off with a net). */
  near: boolean;
  /** Whether his blows and the brawler's are written in `sides` for this call (fillSides). */
  filled: boolean;
  /** The row of the brawler's melee worths against him (worthRow) that fillSides read his blows from. */
  myRow: number;
  /** Which hexes beside him the brawler may strike him from are open, as a mask of directions (fillBeside). */
  besideOpen: number;
  besideFilled: boolean;
  /** The brawler's cast to ensnare him, and the modifiers of the brawler's whip at him (5.1): NaN until asked. */
  ensnare: number;
  whipEdge: number;
}

/** The foes' records, one a place in the list, kept between calls and rewritten by each. */
const foePool: Foe[] = [];

/**
 * The worths of the blows between the brawler and each foe by side, all foes in one array, SIDES numbers a foe from
 * his place in the list: one block of memory rather than six small arrays a foe. By a foe's start: his blow on the
 * brawler by the brawler's hexside it comes from, 0 front .. 3 rear (HIS); the same, a blow likely to go wrong for him
 * counted BRAWLER.bait times (HIS_BAIT, threaten); his whip of the net by the brawler's hexside of the hex between
 * (WHIP); his whip from between two hexsides, rel and rel + 1, the one worse for him, the defender choosing
 * (WHIP_TWIN); and the brawler's blow on him by his hexside (MINE). Written by fillSides when first read in a call.
 */
const HIS = 0;
const HIS_BAIT = 6;
const WHIP = 12;
const WHIP_TWIN = 18;
const MINE = 24;
const SIDES = 30;
let sides = new Float64Array(16 * SIDES);
const foeList: Foe[] = [];

function pooledFoe(i: number, f: Figure): Foe {
  let x = foePool[i];
  if (!x) {
    x = {
      f,
      rest: -1,
      fear: 1,
      reach: 0,
      weight: 0,
      sides: i * SIDES,
      castsNear: false,
      net: 0,
      before: 0,
      odds: null,
      watch: false,
      same: false,
      together: false,
      chase: true,
      distance: 0,
      near: false,
      filled: false,
      myRow: 0,
      besideOpen: 0,
      besideFilled: false,
      ensnare: Number.NaN,
      whipEdge: Number.NaN,
    };
    foePool[i] = x;
    if (sides.length < (i + 1) * SIDES) {
      const grown = new Float64Array(2 * (i + 1) * SIDES);
      grown.set(sides);
      sides = grown;
    }
  }
  x.f = f;
  x.odds = null;
  x.filled = false;
  x.besideFilled = false;
  x.net = Number.NaN;
  x.ensnare = Number.NaN;
  x.whipEdge = Number.NaN;
  return x;
}

/**
 * A foe's next move counted command by command, every announcement open to him equally likely: how many of his
 * attacks land on each hex the brawler may end on from each side (by the direction from that hex to where he ends),
 * how many casts of the net, and how many commands he has besides. Exact for a man who picks at random; a fair guess
 * for any other the brawler cannot read. Only the brawler's end hexes are counted, by their slot (walkEnds), each
 * slot's counts in three numbers side by side (COUNTS from slot * COUNTS): ON_SLOT, every attack and cast counted onto
 * it; MELEE, his attacks with his weapon from each direction d, two bits from bit 2d; and CASTS, his casts of the net
 * in pairs (a whip and a cast to ensnare from the same hex, two commands), from two hexes off straight down a spoke by
 * the direction d of the hex between, two bits from bit 2d, and from two hexes off between two spokes, the hexes
 * between lying at d and d + 1, two bits from bit BETWEEN_BIT + 2d. Two bits hold any of them: he ends on each place
 * and facing once, and of a hex's facings at most three strike or cast from it onto the same hex. The array is kept
 * between calls (one a foe's place in the list); ON_SLOT is written for every slot, the other two only where it is
 * not 0 (none, and he cannot touch the brawler there): read them only there.
 */
interface Odds {
  counts: Int32Array;
  /** His commands other than attacks on the brawler (0 when none of his blows could reach the brawler's end hexes). */
  others: number;
  /** Same group: his attacks are announced on the brawler's present hex and land only if the brawler is still there. */
  onPresent: number;
  same: boolean;
}

const ON_SLOT = 0;
const MELEE = 1;
const CASTS = 2;
const COUNTS = 3;
const BETWEEN_BIT = 12;
/** The bits of a count by direction, below BETWEEN_BIT. */
const SIDE_BITS = (1 << BETWEEN_BIT) - 1;

const NO_STEPS: readonly Step[] = [];
/** Hex steps by direction (core/hex.ts), and the limit on attacking (2.5), as local constants for the hot loops. */
const DQ = [0, 1, 1, 0, -1, -1] as const;
const DR = [-1, -1, 0, 1, 1, 0] as const;
/** (d - facing + 6) % 6 by facing * 6 + d: the side of a man facing `facing` that direction d lies on. */
const REL = Int8Array.from({ length: 36 }, (_, i) => (i % 6) - Math.floor(i / 6) + 6).map((x) => x % 6);
/**
 * A mask of directions from a man as the mask of his sides they lie on (REL), by facing * 64 + mask: the directions
 * turned by his facing.
 */
const SIDES_OF = Uint8Array.from({ length: 6 * 64 }, (_, i) => {
  const facing = Math.floor(i / 64);
  let mask = 0;
  for (let dir = 0; dir < 6; dir++) if ((i & (1 << dir)) !== 0) mask |= 1 << (REL[facing * 6 + dir] as number);
  return mask;
});
/** (facing + 5 + k) % 6 by facing * 3 + k: his three front directions, left to right. */
const FRONT = Int8Array.from({ length: 18 }, (_, i) => (Math.floor(i / 3) + 5 + (i % 3)) % 6);
const hexDistance = (aq: number, ar: number, bq: number, br: number): number => {
  const dq = aq - bq;
  const dr = ar - br;
  return Math.max(Math.abs(dq), Math.abs(dr), Math.abs(dq + dr));
};

/**
 * Hexes by a cell of their own: the largest arena's bounding square (radius 12) with a border two hexes wide, so that
 * every hex a blow or a cast from within the arena can land on has a cell, and none of those beyond the wall is an
 * end of the brawler's.
 */
const PAD = 14;
const PSIDE = 2 * PAD + 1;
const PCELLS = PSIDE * PSIDE;
/** End hexes of the brawler's moves at most: the hexes of the largest arena. */
const MAX_SLOTS = 25 * 25;
const oddsPool: Odds[] = [];

/** The i-th set of foe's counts, as the last call left them. */
function pooledOdds(i: number): Odds {
  let o = oddsPool[i];
  if (!o) {
    o = { counts: new Int32Array(MAX_SLOTS * COUNTS), others: 0, onPresent: 0, same: false };
    oddsPool[i] = o;
  }
  return o;
}

/** Counts one of a foe's blows onto the end hex in `slot`, its direction's bit in MELEE (`bit`). */
function countBlow(counts: Int32Array, slot: number, bit: number): void {
  const base = slot * COUNTS;
  counts[base + MELEE] = (counts[base + MELEE] as number) + bit;
  counts[base] = (counts[base] as number) + 1;
}

/** Counts a foe's two ways of using his net (whip or ensnare) onto the end hex in `slot`, its bit in CASTS (`bit`). */
function countCast(counts: Int32Array, slot: number, bit: number): void {
  const base = slot * COUNTS;
  counts[base + CASTS] = (counts[base + CASTS] as number) + bit;
  counts[base] = (counts[base] as number) + 2;
}

/**
 * A cell of the arena's bounding square (endsOf's) by its column and row, for the side they were made for, as a cell
 * of the padded square (PAD); and a step in each direction between cells of the padded square.
 */
const padCell = new Int32Array(25 * 25);
let cellsSide = 0;
const PAD_STEP = Int32Array.from({ length: 6 }, (_, d) => (DQ[d] as number) * PSIDE + (DR[d] as number));
/**
 * By facing * 3 + k, for the k-th of a man's three front directions d (FRONT), left to right: the step to the hex
 * there, where his blow lands (FRONT_STEP); the step to the hex two off down that spoke (SPOKE_STEP); for k 0 and 1 the
 * step to the hex two off between d and d + 1 (BETWEEN_STEP); and the count of one there, by the direction back from
 * those hexes to him, d + 3, in MELEE and CASTS (BACK_BIT, and BETWEEN_BIT above for the hexes between).
 */
const FRONT_STEP = Int32Array.from(FRONT, (d) => PAD_STEP[d] as number);
const SPOKE_STEP = Int32Array.from(FRONT, (d) => 2 * (PAD_STEP[d] as number));
const BETWEEN_STEP = Int32Array.from(FRONT, (d) => (PAD_STEP[d] as number) + (PAD_STEP[(d + 1) % 6] as number));
const BACK_BIT = Int32Array.from(FRONT, (d) => 1 << (2 * ((d + 3) % 6)));

/**
 * A foe's moves of one shape (tactics.ts shapeOf) land their blows and casts alike about him: each shape is counted
 * once, from the search of the first foe met in it, and read by every foe after. By shape: his ends (shapeEnds, -1
 * until counted), and by hex within CAST_SPAN along both axes of him, his MELEE and CASTS counts onto it (Odds), each
 * with its total in the bits from TOTAL_BIT up.
 */
const CAST_SPAN = SHAPE_SPAN + 2;
const WINDOW_SIDE = 2 * CAST_SPAN + 1;
const WINDOW = WINDOW_SIDE * WINDOW_SIDE;
const TOTAL_BIT = 24;
/** The bits of a shape's MELEE and CASTS below its totals. */
const BELOW_TOTAL = (1 << TOTAL_BIT) - 1;
const shapeEnds = new Int16Array(SHAPES).fill(-1);
const shapeMelee = new Int32Array(SHAPES * WINDOW);
const shapeCasts = new Int32Array(SHAPES * WINDOW);

/** Counts a shape from the ends of a foe in it, at (fq, fr), on an arena of `radius`: see shapeEnds. */
function countShape(shape: number, ends: Ends, radius: number, fq: number, fr: number): void {
  const side = 2 * radius + 1;
  const hexAt = (q: number, r: number): number => shape * WINDOW + (q + CAST_SPAN) * WINDOW_SIDE + r + CAST_SPAN;
  for (let i = 0; i < ends.count; i++) {
    if ((ends.entered[i] as number) > MAX_ATTACK_MOVE) continue;
    const c = ends.cell[i] as number;
    const q = Math.floor(c / side) - radius - fq;
    const r = (c % side) - radius - fr;
    const front = (ends.facing[i] as number) * 3;
    for (let k = 0; k < 3; k++) {
      const d = FRONT[front + k] as number;
      const bit = BACK_BIT[front + k] as number;
      const dq = DQ[d] as number;
      const dr = DR[d] as number;
      const blow = hexAt(q + dq, r + dr);
      shapeMelee[blow] = (shapeMelee[blow] as number) + bit + (1 << TOTAL_BIT);
      const spoke = hexAt(q + 2 * dq, r + 2 * dr);
      shapeCasts[spoke] = (shapeCasts[spoke] as number) + bit + (2 << TOTAL_BIT);
      if (k === 2) continue;
      const between = hexAt(q + dq + (DQ[(d + 1) % 6] as number), r + dr + (DR[(d + 1) % 6] as number));
      shapeCasts[between] = (shapeCasts[between] as number) + (bit << BETWEEN_BIT) + (2 << TOTAL_BIT);
    }
  }
  shapeEnds[shape] = ends.count;
}

/**
 * Counts a foe's possible next moves (see Odds) from their shape's counts or a search of where they end, the brawler
 * standing at `present`.
 * When `sameGroup`, only the attacks announced on the present hex count: they come off where the brawler still stands
 * in the attacker's reach after the moves.
 */
function foeOdds(b: Board, place: number, f: Figure, present: Hex, sameGroup: boolean): Odds {
  const { radius, side, taken } = b;
  // His kit read once, into numbers for the loops below.
  const net = f.kit.net;
  const rate = movementNow(f);
  const odds = pooledOdds(place);
  const counts = odds.counts;
  const slots = slotCount;
  const round = hexRound;
  odds.same = sameGroup;
  odds.onPresent = 0;
  odds.others = 0;
  const fq = f.at.q;
  const fr = f.at.r;
  // The hexes the foe's move may not enter: the other men's, marked in `taken` (his own is his start), and the
  // brawler's, marked there for the shape and the search alone. A foe whose moves have a shape is read from its
  // counts (but for a man of the brawler's group, who counts only what lands on the brawler's present hex, which no
  // shape tells).
  const mine = (present.q + radius) * side + present.r + radius;
  taken[mine] = 1;
  let shape: number;
  let ends: Ends | null = null;
  try {
    shape = sameGroup ? -1 : shapeOf(f, rate, radius, taken);
    if (shape >= 0 && (shapeEnds[shape] as number) < 0)
      countShape(shape, endsOf(f, rate, radius, taken), radius, fq, fr);
    // His blows land a hex beyond where he ends, his casts two, and he ends no further off than the hexes he
    // enters: when none of the brawler's end hexes lies so near, nothing lands on them, and the search is not made.
    if (shape < 0) {
      const reach = Math.min(MAX_ATTACK_MOVE, rate) + (net ? 2 : 1);
      let touches = false;
      for (let s = 0; s < slots && !touches; s++)
        touches = hexDistance(slotQ[s] as number, slotR[s] as number, fq, fr) <= reach;
      if (touches) ends = endsOf(f, rate, radius, taken);
    }
  } finally {
    taken[mine] = 0;
  }
  if (shape >= 0) {
    odds.others = shapeEnds[shape] as number;
    for (let s = 0; s < slots; s++) {
      const base = s * COUNTS;
      const q = (slotQ[s] as number) - fq + CAST_SPAN;
      const r = (slotR[s] as number) - fr + CAST_SPAN;
      counts[base + ON_SLOT] = 0;
      if (q < 0 || q >= WINDOW_SIDE || r < 0 || r >= WINDOW_SIDE) continue;
      const hex = shape * WINDOW + q * WINDOW_SIDE + r;
      const melee = shapeMelee[hex] as number;
      const casts = net ? (shapeCasts[hex] as number) : 0;
      counts[base + ON_SLOT] = (melee >>> TOTAL_BIT) + (casts >>> TOTAL_BIT);
      counts[base + MELEE] = melee & BELOW_TOTAL;
      counts[base + CASTS] = casts & BELOW_TOTAL;
    }
    return odds;
  }
  for (let s = 0; s < slots; s++) {
    counts[s * COUNTS + ON_SLOT] = 0;
    counts[s * COUNTS + MELEE] = 0;
    counts[s * COUNTS + CASTS] = 0;
  }
  if (ends === null) return odds;
  if (cellsSide !== side) {
    cellsSide = side;
    for (let c = 0; c < side * side; c++)
      padCell[c] = (Math.floor(c / side) - radius + PAD) * PSIDE + (c % side) - radius + PAD;
  }
  // Hexes as cells of the padded square from here on: where his blows and casts land is a step or two from his end.
  const presentCell = (present.q + PAD) * PSIDE + present.r + PAD;
  const n = ends.count;
  const endCell = ends.cell;
  const endFacing = ends.facing;
  const endEntered = ends.entered;
  odds.others = n;
  let onPresent = 0;
  for (let i = 0; i < n; i++) {
    if ((endEntered[i] as number) > MAX_ATTACK_MOVE) continue;
    const from = padCell[endCell[i] as number] as number;
    const front = (endFacing[i] as number) * 3;
    // His three front hexes (3.3): a blow from the end lands on any of them, coming from direction d + 3 of it. Blows
    // on the present hex are told apart only for a man of the brawler's group (onPresent).
    const at0 = from + (FRONT_STEP[front] as number);
    const at1 = from + (FRONT_STEP[front + 1] as number);
    const at2 = from + (FRONT_STEP[front + 2] as number);
    const hitsPresent = sameGroup && (at0 === presentCell || at1 === presentCell || at2 === presentCell);
    if (!sameGroup || hitsPresent) {
      if (hitsPresent) onPresent += 1;
      if (endMark[at0] === round) countBlow(counts, endSlot[at0] as number, BACK_BIT[front] as number);
      if (endMark[at1] === round) countBlow(counts, endSlot[at1] as number, BACK_BIT[front + 1] as number);
      if (endMark[at2] === round) countBlow(counts, endSlot[at2] as number, BACK_BIT[front + 2] as number);
    }
    if (!net) continue;
    // The net's five hexes two off in his front (5, 6.5): three down the spokes, two between them (from such a hex
    // the hexes between lie at d + 3 and d + 4).
    const spoke0 = from + (SPOKE_STEP[front] as number);
    const spoke1 = from + (SPOKE_STEP[front + 1] as number);
    const spoke2 = from + (SPOKE_STEP[front + 2] as number);
    const between0 = from + (BETWEEN_STEP[front] as number);
    const between1 = from + (BETWEEN_STEP[front + 1] as number);
    if (sameGroup) {
      if (
        spoke0 !== presentCell &&
        between0 !== presentCell &&
        spoke1 !== presentCell &&
        between1 !== presentCell &&
        spoke2 !== presentCell
      )
        continue;
      onPresent += 2;
    }
    const bit0 = BACK_BIT[front] as number;
    const bit1 = BACK_BIT[front + 1] as number;
    if (endMark[spoke0] === round) countCast(counts, endSlot[spoke0] as number, bit0);
    if (endMark[between0] === round) countCast(counts, endSlot[between0] as number, bit0 << BETWEEN_BIT);
    if (endMark[spoke1] === round) countCast(counts, endSlot[spoke1] as number, bit1);
    if (endMark[between1] === round) countCast(counts, endSlot[between1] as number, bit1 << BETWEEN_BIT);
    if (endMark[spoke2] === round) countCast(counts, endSlot[spoke2] as number, BACK_BIT[front + 2] as number);
  }
  odds.onPresent = onPresent;
  return odds;
}

/** 1 where another man stands, by hex over the largest arena's bounding square; cleared after each use. */
const takenBuffer = new Uint8Array(25 * 25);

/**
 * The seat's place among the view's seats, -1 when it has none: at once for the one-letter seats a to h of the game,
 * in order; by a search for any others.
 */
function manIndex(seats: readonly SeatId[], seat: SeatId): number {
  const i = seat.length === 1 ? seat.charCodeAt(0) - 97 : -1;
  if (i >= 0 && i < seats.length && seats[i] === seat) return i;
  return seats.indexOf(seat);
}

/**
 * By a man's place in the call's `men`: his group's index in the turn's order (-1: none this turn), 1 when a net
 * holds him (locked), and his place in the foe list (-1: no foe). Rewritten by each call; grown as needed.
 */
let groupOf = new Int32Array(16);
let lockedOf = new Uint8Array(16);
/** The order, locked men and seats that groupOf and lockedOf were worked out from (null: none yet). */
let groupsFor: readonly (readonly SeatId[])[] | null = null;
let lockedFor: readonly SeatId[] | null = null;
let seatsFor: readonly SeatId[] | null = null;
let foeAt = new Int32Array(16);
/**
 * The nearest foes worth watching move by move (Foe.watch), at most BRAWLER.watched: their places in the foe list and
 * distances, the nearest first, and of two as near the first in the list.
 */
let watchFoe = new Int32Array(16);
let watchDistance = new Int32Array(16);

function choose(view: unknown, legal: Legal<unknown>, _rng: RngState): unknown {
  if ((legal.commands[0] as { type?: string } | undefined)?.type === 'equip') return chooseKit(view, legal);
  const cmds = legal.commands as GloryCommand[];
  if (cmds.length <= 1) return cmds[0];
  const v = view as GloryView;
  // By the seat's own name (creation.ts manOf): a read by a changing key takes the engine's slow path.
  const me = manOf(v.figures, legal.seat) as Figure;
  // A pick-up is offered only to a man without a weapon while one lies on the ground (3.7).
  if (me.kit.weapon === null && v.dropped.length > 0) {
    const pickUp = cmds.find((c) => c.type === 'advance' && c.steps.includes('P'));
    if (pickUp) return pickUp;
  }
  const radius = v.options.arenaRadius;
  const side = 2 * radius + 1;
  const taken = takenBuffer;
  // The men in the order of the view's seats, written over the last call's (an emptied array lets its storage go).
  // The figures' record holds them in that order (setup and apply build it seat by seat), and a walk over a record's
  // keys reads each value by its place rather than by a changing key; when it does not, each is read by his seat.
  const seats = v.seats;
  const count = seats.length;
  const men = menBuffer;
  const figures = v.figures;
  let found = 0;
  for (const seat in figures) {
    if (found === count || seats[found] !== seat) {
      found = -1;
      break;
    }
    men[found] = figures[seat] as Figure;
    found += 1;
  }
  if (found !== count) for (let i = 0; i < count; i++) men[i] = figures[seats[i] as SeatId] as Figure;
  if (men.length !== count) men.length = count;
  if (groupOf.length < count) {
    takenCells = new Int32Array(2 * count);
    blockedCells = new Int32Array(2 * count);
    groupOf = new Int32Array(2 * count);
    lockedOf = new Uint8Array(2 * count);
    groupsFor = null;
    foeAt = new Int32Array(2 * count);
    watchFoe = new Int32Array(2 * count);
    watchDistance = new Int32Array(2 * count);
  }
  markedCount = 0;
  if (blockedRadius !== radius) wallIn(radius);
  // Where legal's commands end, when it wrote them down for this very list (walkEnds reads them).
  handedEnds = endsFor(legal);
  try {
    return weigh(v, cmds, me, men, radius, side, taken);
  } finally {
    handedEnds = null;
    for (let k = 0; k < markedCount; k++) {
      taken[takenCells[k] as number] = 0;
      blocked[blockedCells[k] as number] = 0;
    }
  }
}

/** The cells weigh marked in `takenBuffer` and in `blocked`, and how many, for choose to clear after the call. */
let takenCells = new Int32Array(16);
let markedCount = 0;
/** The men of the present call, in the order of the view's seats; rewritten by each call. */
const menBuffer: Figure[] = [];

/** The brawler's choice among his commands, `men` every man of the view, `taken` marking where the others stand. */
function weigh(
  v: GloryView,
  cmds: GloryCommand[],
  me: Figure,
  men: readonly Figure[],
  radius: number,
  side: number,
  taken: Uint8Array,
): GloryCommand {
  if (blockCount >= MAX_BLOCKS) {
    rowAt.fill(0);
    blockCount = 0;
  }
  const myReach = Math.min(MAX_ATTACK_MOVE, movementNow(me) - BRAWLER.slack);
  const myLeft = left(me);
  const turnsLeft = v.options.turnLimit - v.turn;
  const foes = foeList;
  sidesMe = me;
  sidesMeKey = manKey(me);
  sidesTurnsLeft = turnsLeft;
  const count = men.length;
  // Each man's group in the turn's order (-1: none this turn) and whether a net holds him, by his place in `men`
  // (the view's seats), from one pass over the order and one over the locked men. The rules replace these lists
  // rather than edit them (module.ts copyState), so the lists of the last call give the last call's answers: four
  // calls in five of a turn find them so.
  const seats = v.seats;
  const order = v.order;
  const lockedSeats = v.locked;
  if (order !== groupsFor || lockedSeats !== lockedFor || seats !== seatsFor) {
    groupsFor = order;
    lockedFor = lockedSeats;
    seatsFor = seats;
    for (let i = 0; i < count; i++) {
      groupOf[i] = -1;
      lockedOf[i] = 0;
    }
    // From the last group back, so that a seat named twice keeps its first group, as a search from the front finds it.
    for (let g = order.length - 1; g >= 0; g--) {
      const group = order[g] as readonly SeatId[];
      for (let k = 0; k < group.length; k++) {
        const i = manIndex(seats, group[k] as SeatId);
        if (i >= 0) groupOf[i] = g;
      }
    }
    for (let k = 0; k < lockedSeats.length; k++) {
      const i = manIndex(seats, lockedSeats[k] as SeatId);
      if (i >= 0) lockedOf[i] = 1;
    }
  }
  // One pass over the men: the hexes the others stand on marked in `taken`, each cell kept for choose to clear; a
  // record for each foe still in the fight, with all that hangs on him alone; and the field (6.3: only the top man
  // wins at the turn limit), the two best of those foes by boxes left. What hangs on the field is added after.
  const mySide = me.side;
  const myMove = movementNow(me);
  const myQ = me.at.q;
  const myR = me.at.r;
  const myAgility = me.agility;
  const myAgilityKnown = isAgility(myAgility);
  const nowGroup = v.group;
  let marked = 0;
  let most = -1;
  let second = -1;
  let foeCount = 0;
  for (let i = 0; i < count; i++) {
    const f = men[i] as Figure;
    const out = f.out;
    foeAt[i] = -1;
    if (f !== me && out !== 'dead' && out !== 'spared') {
      const cell = (f.at.q + radius) * side + f.at.r + radius;
      taken[cell] = 1;
      takenCells[marked] = cell;
      const padded = (f.at.q + PAD) * PSIDE + f.at.r + PAD;
      blocked[padded] = 1;
      blockedCells[marked++] = padded;
    }
    if (f.side === mySide || out !== null) continue;
    // Each field read once, his kit's too.
    const down = f.down;
    const move = movementNow(f);
    const hisLeft = left(f);
    if (hisLeft > most) {
      second = most;
      most = hisLeft;
    } else if (hisLeft > second) second = hisLeft;
    // He moves after the brawler this turn, free to strike; or he has moved, and may or may not go first next turn.
    const group = groupOf[i] as number;
    const locked = lockedOf[i] === 1;
    const later = group > nowGroup && !locked;
    const x = pooledFoe(foeCount, f);
    const moved = group < nowGroup || locked;
    const same = !moved && group === nowGroup;
    // A man on the ground spends his next move rising (6.4); one who has moved goes first next turn on his roll.
    const agility = f.agility;
    x.before = down
      ? 0
      : !moved
        ? 1
        : myAgilityKnown && isAgility(agility)
          ? (AT_LEAST[agility - myAgility + MAX_AGILITY] as number)
          : atLeastCount(agility, myAgility);
    // Only a foe who can reach a hex beside one the brawler may end on (two off with a net) is worth the count.
    const distance = hexDistance(myQ, myR, f.at.q, f.at.r);
    x.distance = distance;
    x.near = distance <= myMove + Math.min(MAX_ATTACK_MOVE, move) + (f.kit.net ? 2 : 1);
    x.reach = down ? -1 : Math.min(MAX_ATTACK_MOVE, move - BRAWLER.slack);
    // His weight before the fear below: when he moves after the brawler this turn, and when he has moved.
    x.weight = later ? BRAWLER.threat : BRAWLER.threatLater;
    x.same = same;
    // A foe of his own group moves at the same moment (6.1) and may well be gone when the blow falls.
    x.together = same && !down;
    // Written in place rather than pushed onto an emptied list: emptying an array lets its storage go.
    foes[foeCount] = x;
    foeAt[i] = foeCount;
    foeCount += 1;
  }
  markedCount = marked;
  // In a match of sides, or with one foe, each foe is weighed alone.
  const field = BRAWLER.field > 0 && v.options.teams === 0 && foeCount > 1;
  netField = field;
  const mostWatched = BRAWLER.watched;
  let watchCount = 0;
  for (let k = 0; k < foeCount; k++) {
    const x = foes[k] as Foe;
    const f = x.f;
    const hisLeft = left(f);
    // The best of the field beyond this foe and the brawler; the pull draws him to the field's best.
    const rest = field ? (hisLeft === most ? second : most) : -1;
    x.rest = rest;
    x.chase = !field || hisLeft === most;
    // In a free-for-all a foe gains little by hurting a man who is below another of his foes.
    const fear = field && myLeft < rest ? BRAWLER.idle : 1;
    x.weight = fear * x.weight;
    x.fear = fear;
    // A man not near casts no net on the brawler's end hexes; the worth of a cast is worked out when first read.
    x.castsNear = f.kit.net && x.near;
    if (!x.castsNear) x.net = 0;
    x.watch = BRAWLER.model > 0 && x.before > 0 && x.near;
    if (x.watch) {
      // Kept in order as they are met: after those as near or nearer, the farthest dropped beyond the limit.
      const d = x.distance;
      let p = watchCount;
      while (p > 0 && (watchDistance[p - 1] as number) > d) p -= 1;
      if (p < mostWatched) {
        if (watchCount < mostWatched) watchCount += 1;
        for (let j = watchCount - 1; j > p; j--) {
          watchFoe[j] = watchFoe[j - 1] as number;
          watchDistance[j] = watchDistance[j - 1] as number;
        }
        watchFoe[p] = k;
        watchDistance[p] = d;
      }
    }
  }
  if (foes.length !== foeCount) foes.length = foeCount;
  if (foeCount === 0) return cmds[0] as GloryCommand;

  const pull = myLeft - most > BRAWLER.drawShift ? -BRAWLER.flee : BRAWLER.approach;
  hexRound += 1;
  walkEnds(me, cmds, radius);
  const board = theBoard;
  board.radius = radius;
  board.side = side;
  board.taken = taken;
  board.foes = foes;
  board.myReach = myReach;
  board.pull = pull;
  // The nearest few foes are counted move by move, the nearest first; the rest by their best blow, which is cheaper.
  for (let watched = 0; watched < watchCount; watched++) {
    const next = foes[watchFoe[watched] as number] as Foe;
    next.odds = foeOdds(board, watched, next.f, me.at, next.same);
  }
  placeWorths(board);

  // Commands that end alike come together in legal's list (a move, then its attacks, by the same steps): each run of
  // them is weighed once, where walkEnds left it, and a run that is no move of his (a pick-up) is passed over unread.
  let best = 0;
  let bestWorth = Number.NEGATIVE_INFINITY;
  const { attack: attacks, start, place: places, cost } = runs;
  let target: Foe | null = null;
  const runCount = runs.count;
  for (let run = 0; run < runCount; run++) {
    const place = places[run] as number;
    if (place < 0) continue;
    // The worth of its facing there, then what the hex is worth whatever his facing, then the movement spent.
    const placeWorth =
      (slotWorths[place] as number) + (sureAt[(place / 6) | 0] as number) - 0.001 * (cost[run] as number);
    const last = run + 1 < runCount ? (start[run + 1] as number) : cmds.length;
    for (let i = start[run] as number; i < last; i++) {
      let worth = placeWorth;
      if (attacks[i] === 1) {
        const c = cmds[i] as Attack;
        // Legal lists an end's attacks on one man together: the last man found is often the one.
        if (target === null || target.f.seat !== c.target) {
          const m = manIndex(seats, c.target);
          const at = m >= 0 ? (foeAt[m] as number) : -1;
          target = at >= 0 ? (foes[at] as Foe) : null;
        }
        const x = target;
        if (x === null) continue;
        const slot = (place / 6) | 0;
        const q = slotQ[slot] as number;
        const r = slotR[slot] as number;
        let blow: number;
        if (c.net === undefined) {
          // A blow from the end hex: his side it lands on (3.3), by the direction from him to it.
          if (!x.filled) fillSides(x);
          const foe = x.f;
          const dq = q - foe.at.q;
          const dr = r - foe.at.r;
          const d = dq >= -1 && dq <= 1 && dr >= -1 && dr <= 1 ? (DIRECTION_OF[(dq + 1) * 3 + dr + 1] as number) : 0;
          blow = sides[x.sides + MINE + ((d - foe.facing + 6) % 6)] as number;
        } else if (c.net === 'ensnare') {
          // The same from every hex: worked out once a call.
          if (Number.isNaN(x.ensnare)) fillEnsnare(me, x, turnsLeft);
          blow = x.ensnare;
        } else blow = whipWorth(me, x, q, r);
        worth += (x.together ? BRAWLER.sameGroup : 1) * blow;
      }
      if (worth > bestWorth) {
        bestWorth = worth;
        best = i;
      }
    }
  }
  return cmds[best] as GloryCommand;
}

/**
 * Where each run of commands that end alike ends (walkEnds), by run, and where in the list it starts; kept
 * between calls, grown as needed.
 */
const runs = {
  count: 0,
  /** By command: 1 for an attack. */
  attack: new Uint8Array(256),
  start: new Int32Array(256),
  /** The end hex's slot (slotQ, slotR) * 6 + the facing, as slotWorths has it; -1 for no move of his (a pick-up). */
  place: new Int32Array(256),
  cost: new Int32Array(256),
};
/**
 * The hexes his moves may end on, each once, numbered (slot) in the order the runs first reach them: by slot, the hex;
 * by cell (PAD), this call's hexRound where a hex is an end, and its slot.
 */
const slotQ = new Int32Array(MAX_SLOTS);
const slotR = new Int32Array(MAX_SLOTS);
let slotCount = 0;
const endMark = new Uint32Array(PCELLS);
const endSlot = new Int32Array(PCELLS);

/**
 * Where legal wrote down that each of the present call's commands ends, by index (module.ts endsFor), or null when
 * the Legal carries none that are still its own: walkEnds then walks the steps.
 */
let handedEnds: Int32Array | null = null;
/** A cell of the arena's bounding square as a cell of the padded square (PAD), for the side it was made for. */
const runPad = new Int32Array(25 * 25);
let runSide = 0;
/** The hex of each cell of the padded square (PAD), by column and row. */
const PAD_Q = Int8Array.from({ length: PCELLS }, (_, c) => Math.floor(c / PSIDE) - PAD);
const PAD_R = Int8Array.from({ length: PCELLS }, (_, c) => (c % PSIDE) - PAD);

/**
 * Each run of commands that end alike, into `runs`, and the hexes they end on, numbered. Where legal wrote down where
 * the commands end (handedEnds), that is read, command by command: the hex, the facing, the movement spent, and
 * whether it is an attack; the commands themselves are left unread. Else, or for a command legal left without an
 * end (a stand, a pick-up), its steps are walked (walkRun), and a run is the commands with the same steps.
 */
function walkEnds(me: Figure, cmds: GloryCommand[], radius: number): void {
  if (runs.place.length < cmds.length) {
    const n = 2 * cmds.length;
    runs.attack = new Uint8Array(n);
    runs.start = new Int32Array(n);
    runs.place = new Int32Array(n);
    runs.cost = new Int32Array(n);
  }
  slotCount = 0;
  const attack = runs.attack;
  const start = runs.start;
  const codes = handedEnds;
  let run = 0;
  if (codes !== null) {
    const side = 2 * radius + 1;
    if (runSide !== side) {
      runSide = side;
      for (let c = 0; c < side * side; c++)
        runPad[c] = (Math.floor(c / side) - radius + PAD) * PSIDE + (c % side) - radius + PAD;
    }
    // Legal lists the commands that end alike together (an end's move, then its attacks): one run each.
    let last = -1;
    for (let i = 0; i < cmds.length; i++) {
      const code = codes[i] as number;
      start[run] = i;
      if (code < 0) {
        const c = cmds[i] as GloryCommand;
        attack[i] = c.type === 'attack' ? 1 : 0;
        walkRun(me, c.type === 'stand' ? NO_STEPS : c.steps, run, radius);
        run += 1;
        last = -1;
        continue;
      }
      attack[i] = endAttacks(code);
      const place = endPlace(code);
      if (place === last) continue;
      last = place;
      placeRun(run, runPad[endCell(code)] as number, endFacing(code), endCost(code));
      run += 1;
    }
  } else {
    let lastSteps: readonly Step[] | null = null;
    for (let i = 0; i < cmds.length; i++) {
      const c = cmds[i] as GloryCommand;
      const type = c.type;
      attack[i] = type === 'attack' ? 1 : 0;
      const steps = type === 'stand' ? NO_STEPS : c.steps;
      if (steps === lastSteps) continue;
      lastSteps = steps;
      start[run] = i;
      walkRun(me, steps, run, radius);
      run += 1;
    }
  }
  runs.count = run;
}

/**
 * Walks a run's steps: a move's steps (2.3, 2.4) leave him at a hex and facing, having spent his movement, the first
 * turn in each hex free without a helmet. A move with a pick-up is not weighed (place -1).
 */
function walkRun(me: Figure, steps: readonly Step[], run: number, radius: number): void {
  const free = me.kit.helmet === 'none';
  let q = me.at.q;
  let r = me.at.r;
  let facing: number = me.facing;
  let cost = 0;
  let freeUsed = false;
  for (let k = 0; k < steps.length; k++) {
    const step = steps[k];
    if (step === 'F') {
      q += DQ[facing] as number;
      r += DR[facing] as number;
      cost += 1;
      freeUsed = false;
    } else if (step === 'L' || step === 'R') {
      if (free && !freeUsed) freeUsed = true;
      else cost += 1;
      facing = step === 'L' ? (facing + 5) % 6 : (facing + 1) % 6;
    } else {
      runs.place[run] = -1;
      return;
    }
  }
  if (hexDistance(q, r, 0, 0) > radius) throw new Error(`the brawler's move ${steps.join('')} leaves the arena`);
  placeRun(run, (q + PAD) * PSIDE + r + PAD, facing, cost);
}

/** A run that ends at `cell` (PAD) facing `facing` for `cost`: its hex numbered when first met (slot), in this call. */
function placeRun(run: number, cell: number, facing: number, cost: number): void {
  const round = hexRound;
  if (endMark[cell] !== round) {
    endMark[cell] = round;
    endSlot[cell] = slotCount;
    slotQ[slotCount] = PAD_Q[cell] as number;
    slotR[slotCount] = PAD_R[cell] as number;
    slotCount += 1;
  }
  runs.place[run] = (endSlot[cell] as number) * 6 + facing;
  runs.cost[run] = cost;
}

/**
 * 1 by cell of the padded square (PAD) where no one can step: beyond the arena's wall (set for the radius it was made
 * for) or where another man stands (marked by weigh, each cell kept for choose to clear). The free hexes beside a hex
 * are then six reads, with no distance to the centre to work out for each.
 */
const blocked = new Uint8Array(PCELLS);
let blockedRadius = -1;
let blockedCells = new Int32Array(16);

/** The walls of an arena of `radius` in `blocked`, no man marked. */
function wallIn(radius: number): void {
  blockedRadius = radius;
  for (let c = 0; c < PCELLS; c++)
    blocked[c] = hexDistance(PAD_Q[c] as number, PAD_R[c] as number, 0, 0) > radius ? 1 : 0;
}

/**
 * The directions from the hex at `cell` (PAD) whose neighbour is in the arena and free, as a mask: six reads, with no
 * branch on what they hold (whether a neighbour is free is no guess the processor gets right often).
 */
function openAround(cell: number): number {
  const B = blocked;
  return (
    ((B[cell + STEP_0] as number) ^ 1) |
    (((B[cell + STEP_1] as number) ^ 1) << 1) |
    (((B[cell + STEP_2] as number) ^ 1) << 2) |
    (((B[cell + STEP_3] as number) ^ 1) << 3) |
    (((B[cell + STEP_4] as number) ^ 1) << 4) |
    (((B[cell + STEP_5] as number) ^ 1) << 5)
  );
}
const STEP_0 = PAD_STEP[0] as number;
const STEP_1 = PAD_STEP[1] as number;
const STEP_2 = PAD_STEP[2] as number;
const STEP_3 = PAD_STEP[3] as number;
const STEP_4 = PAD_STEP[4] as number;
const STEP_5 = PAD_STEP[5] as number;

/** The board as the brawler weighs it this move. */
interface Board {
  radius: number;
  side: number;
  /** 1 where another man stands, by hex over the arena's bounding square. */
  taken: Uint8Array;
  foes: Foe[];
  myReach: number;
  /** Worth of a hex nearer the nearest foe: positive when he wants a fight, negative when he wants none. */
  pull: number;
}

/** The board of the present call, rewritten by each. */
const theBoard: Board = { radius: 0, side: 1, taken: takenBuffer, foes: foeList, myReach: 0, pull: 0 };

/**
 * What ending on each end hex is worth, by slot * 6 + facing, besides what the hex is worth whatever his facing
 * (sureAt, by slot); placeWorths' sums, kept between calls.
 */
const slotWorths = new Float64Array(MAX_SLOTS * 6);
/** placeWorths' sums by slot: the worth the hex has whatever his facing, and the distance to the nearest foe. */
const sureAt = new Float64Array(MAX_SLOTS);
const nearestAt = new Float64Array(MAX_SLOTS);
let hexRound = 0;

/**
 * The directions whose neighbour of a hex lies within `reach` of another hex (dq, dr) away from it, by
 * reach * NEAR_CELLS + (dq + NEAR_SPAN) * NEAR_SIDE + dr + NEAR_SPAN, as a mask of six bits (NEAR); and by the offset
 * alone, the direction whose neighbour is that other hex itself (NEAR_SELF, 0 when none). For offsets within NEAR_SPAN
 * (a blow's reach and one) and reaches up to the limit on attacking (2.5): placeWorths' sides of a hex, by table.
 */
const NEAR_SPAN = MAX_ATTACK_MOVE + 1;
const NEAR_SIDE = 2 * NEAR_SPAN + 1;
const NEAR_CELLS = NEAR_SIDE * NEAR_SIDE;
const NEAR = Uint8Array.from({ length: (MAX_ATTACK_MOVE + 1) * NEAR_CELLS }, (_, i) => {
  const reach = Math.floor(i / NEAR_CELLS);
  const dq = Math.floor((i % NEAR_CELLS) / NEAR_SIDE) - NEAR_SPAN;
  const dr = (i % NEAR_SIDE) - NEAR_SPAN;
  let mask = 0;
  for (let dir = 0; dir < 6; dir++)
    if (hexDistance(dq + (DQ[dir] as number), dr + (DR[dir] as number), 0, 0) <= reach) mask |= 1 << dir;
  return mask;
});
const NEAR_SELF = Uint8Array.from({ length: NEAR_CELLS }, (_, i) => {
  const dq = Math.floor(i / NEAR_SIDE) - NEAR_SPAN;
  const dr = (i % NEAR_SIDE) - NEAR_SPAN;
  let mask = 0;
  for (let dir = 0; dir < 6; dir++)
    if (dq + (DQ[dir] as number) === 0 && dr + (DR[dir] as number) === 0) mask |= 1 << dir;
  return mask;
});
/**
 * placeWorths' hexes beside each end hex that are in the arena and free, as a mask of directions, by slot: found when
 * first needed (UNKNOWN until then) and read for every foe after.
 */
const slotOpen = new Uint8Array(MAX_SLOTS);
const UNKNOWN = 0x80;

/**
 * The distance between two hexes of the largest arena by their offset, at (dq + APART_SPAN) * APART_SIDE + dr +
 * APART_SPAN: one read with no branch, where the sum of three absolutes has the processor guess at signs. placeWorths
 * keeps each slot's hex as slotQ * APART_SIDE + slotR (slotApart), so that a foe's distance to it is one addition away.
 */
const APART_SPAN = 24;
const APART_SIDE = 2 * APART_SPAN + 1;
const APART = Uint8Array.from({ length: APART_SIDE * APART_SIDE }, (_, i) =>
  hexDistance(Math.floor(i / APART_SIDE) - APART_SPAN, (i % APART_SIDE) - APART_SPAN, 0, 0),
);
const slotApart = new Int32Array(MAX_SLOTS);

/**
 * What ending on each of his end hexes is worth, for each facing: the attacks it leaves open to him and to his foes;
 * what hangs on his facing in slotWorths, the rest in sureAt, added when a run is weighed. Foe by foe, and for each
 * foe hex by hex: each hex's sums take the foes in their order. A foe too far from every end hex for any blow between
 * them (bounded by the box of the end hexes) counts only by his distance, if he is chased.
 */
function placeWorths(b: Board): void {
  const { foes, myReach } = b;
  const n = slotCount;
  const worth = slotWorths;
  // Loops rather than fill: a few slots, and fill's call costs more than the writes.
  for (let i = 0; i < n * 6; i++) worth[i] = 0;
  // The box of the end hexes along the three axes, q, r and q + r; the free hexes beside each are found when needed.
  // Its bounds start beyond any hex as whole numbers, not infinities: a foe's distance to the box below is then taken
  // in whole numbers (Math.max of doubles tests signed zeros and NaN with branches of its own).
  let minQ = APART_SIDE;
  let maxQ = -APART_SIDE;
  let minR = minQ;
  let maxR = maxQ;
  let minS = minQ;
  let maxS = maxQ;
  for (let s = 0; s < n; s++) {
    sureAt[s] = 0;
    nearestAt[s] = Number.POSITIVE_INFINITY;
    const q = slotQ[s] as number;
    const r = slotR[s] as number;
    if (q < minQ) minQ = q;
    if (q > maxQ) maxQ = q;
    if (r < minR) minR = r;
    if (r > maxR) maxR = r;
    if (q + r < minS) minS = q + r;
    if (q + r > maxS) maxS = q + r;
    slotOpen[s] = UNKNOWN;
    slotApart[s] = q * APART_SIDE + r;
  }
  const bait = BRAWLER.bait;
  const opportunity = BRAWLER.opportunity;
  const myNear = myReach >= 0 ? myReach * NEAR_CELLS : -1;
  for (let i = 0; i < foes.length; i++) {
    const x = foes[i] as Foe;
    const f = x.f;
    const fq = f.at.q;
    const fr = f.at.r;
    const odds = x.odds;
    const reach = x.reach;
    const chase = x.chase;
    const apart = (APART_SPAN - fq) * APART_SIDE + APART_SPAN - fr;
    // A foe not counted move by move: the nearest any end hex can be to him, from the box; and the farthest any blow
    // between them reaches.
    if (odds === null) {
      const low = Math.max(minQ - fq, fq - maxQ, minR - fr, fr - maxR, minS - fq - fr, fq + fr - maxS, 0);
      let farthest = myReach + 1;
      // Two for a man who may cast (whatever his cast is worth: a foe not passed over here counts for no more).
      if (reach >= 0 && reach + (x.castsNear ? 2 : 1) > farthest) farthest = reach + (x.castsNear ? 2 : 1);
      if (low > farthest) {
        if (chase)
          for (let s = 0; s < n; s++) {
            const d = APART[(slotApart[s] as number) + apart] as number;
            if (d < (nearestAt[s] as number)) nearestAt[s] = d;
          }
        continue;
      }
    }
    const hisNear = reach >= 0 ? reach * NEAR_CELLS : -1;
    for (let s = 0; s < n; s++) {
      const atQ = slotQ[s] as number;
      const atR = slotR[s] as number;
      const base = s * 6;
      const d = APART[(slotApart[s] as number) + apart] as number;
      if (chase && d < (nearestAt[s] as number)) nearestAt[s] = d;
      if (odds) {
        if ((odds.counts[s * COUNTS + ON_SLOT] as number) !== 0) threaten(s, x, odds);
      } else {
        // His best attack from a hex beside the brawler that he can reach, for each way the brawler may face: from
        // his own hex, or from a free one he can walk to.
        if (reach >= 0 && d <= reach + 1) {
          const at = (atQ - fq + NEAR_SPAN) * NEAR_SIDE + atR - fr + NEAR_SPAN;
          let open = slotOpen[s] as number;
          if (open === UNKNOWN) {
            open = openAround((atQ + PAD) * PSIDE + atR + PAD);
            slotOpen[s] = open;
          }
          const dirs = (NEAR_SELF[at] as number) | ((NEAR[hisNear + at] as number) & open);
          if (dirs !== 0) {
            if (!x.filled) fillSides(x);
            const S = sides;
            const his = x.sides + HIS;
            // The best for each facing of the brawler's, direction by direction (the best is the same in any order).
            let b0 = Number.NEGATIVE_INFINITY;
            let b1 = b0;
            let b2 = b0;
            let b3 = b0;
            let b4 = b0;
            let b5 = b0;
            for (let bits = dirs; bits !== 0; bits &= bits - 1) {
              const dir = 31 - Math.clz32(bits & -bits);
              b0 = Math.max(b0, S[his + (REL[dir] as number)] as number);
              b1 = Math.max(b1, S[his + (REL[6 + dir] as number)] as number);
              b2 = Math.max(b2, S[his + (REL[12 + dir] as number)] as number);
              b3 = Math.max(b3, S[his + (REL[18 + dir] as number)] as number);
              b4 = Math.max(b4, S[his + (REL[24 + dir] as number)] as number);
              b5 = Math.max(b5, S[his + (REL[30 + dir] as number)] as number);
            }
            const weight = x.weight;
            const feared = x.fear * bait;
            worth[base] = (worth[base] as number) - (b0 > 0 ? weight * b0 : feared * b0);
            worth[base + 1] = (worth[base + 1] as number) - (b1 > 0 ? weight * b1 : feared * b1);
            worth[base + 2] = (worth[base + 2] as number) - (b2 > 0 ? weight * b2 : feared * b2);
            worth[base + 3] = (worth[base + 3] as number) - (b3 > 0 ? weight * b3 : feared * b3);
            worth[base + 4] = (worth[base + 4] as number) - (b4 > 0 ? weight * b4 : feared * b4);
            worth[base + 5] = (worth[base + 5] as number) - (b5 > 0 ? weight * b5 : feared * b5);
          }
        }
        if (x.castsNear && reach >= 0 && d >= 2 && d <= reach + 2) {
          if (Number.isNaN(x.net)) fillNet(x);
          const net = x.net;
          if (net > 0) sureAt[s] = (sureAt[s] as number) - x.weight * net;
        }
      }
      // His weakest side the brawler could strike next, if he stays where he is: from the end hex itself, or from a
      // free hex beside him the brawler can walk to.
      if (d <= myReach + 1 && myNear >= 0) {
        if (!x.filled) fillSides(x);
        if (!x.besideFilled) fillBeside(x);
        const S = sides;
        const mine = x.sides + MINE;
        const at = (fq - atQ + NEAR_SPAN) * NEAR_SIDE + fr - atR + NEAR_SPAN;
        const dirs = (NEAR_SELF[at] as number) | ((NEAR[myNear + at] as number) & x.besideOpen);
        // By his sides those directions lie on: the best is the same whatever the order.
        let best = 0;
        for (let bits = SIDES_OF[f.facing * 64 + dirs] as number; bits !== 0; bits &= bits - 1)
          best = Math.max(best, S[mine + 31 - Math.clz32(bits & -bits)] as number);
        sureAt[s] = (sureAt[s] as number) + opportunity * best;
      }
    }
  }
  // Behind or level he closes in, so that nothing is a wait for the turn limit; ahead he keeps his distance.
  for (let s = 0; s < n; s++) sureAt[s] = (sureAt[s] as number) - b.pull * (nearestAt[s] as number);
}

/**
 * Takes off a foe's next move from the worth of the end hex in `slot`, each of his commands as likely as another
 * (Odds): his blows on each side of the hex by their worth to him, a blow into the brawler's front counting for the
 * brawler when it is likely to go wrong.
 */
function threaten(slot: number, x: Foe, o: Odds): void {
  const base = slot * 6;
  const counts = o.counts;
  const at = slot * COUNTS;
  const melee = counts[at + MELEE] as number;
  const casts = counts[at + CASTS] as number;
  if (!x.filled) fillSides(x);
  const S = sides;
  const his = x.sides + HIS_BAIT;
  const whip = x.sides + WHIP;
  const twin = x.sides + WHIP_TWIN;
  const total = o.others + (o.same ? o.onPresent : (counts[at + ON_SLOT] as number));
  const w = (BRAWLER.model * x.before * x.fear) / total;
  // The six facings' sums side by side, direction by direction: each facing's sum takes its terms in the same order as
  // alone (direction, then blow before cast), and the six chains of additions do not wait on one another. The side
  // of the brawler a direction d lies on when he faces `facing` is REL[facing * 6 + d].
  let s0 = 0;
  let s1 = 0;
  let s2 = 0;
  let s3 = 0;
  let s4 = 0;
  let s5 = 0;
  // The directions something comes from, in order, by their two bits (Odds): a direction nothing comes from adds
  // nothing, and is passed over without a test of its own.
  let from = (melee | casts | (casts >>> BETWEEN_BIT)) & SIDE_BITS;
  while (from !== 0) {
    const d = (31 - Math.clz32(from & -from)) >> 1;
    from &= ~(3 << (2 * d));
    // Casts are counted in pairs, two commands each.
    const blows = (melee >>> (2 * d)) & 3;
    const spokes = 2 * ((casts >>> (2 * d)) & 3);
    const betweens = 2 * ((casts >>> (BETWEEN_BIT + 2 * d)) & 3);
    const cast = spokes + betweens;
    const r0 = REL[d] as number;
    const r1 = REL[6 + d] as number;
    const r2 = REL[12 + d] as number;
    const r3 = REL[18 + d] as number;
    const r4 = REL[24 + d] as number;
    const r5 = REL[30 + d] as number;
    s0 += blows * (S[his + r0] as number);
    s1 += blows * (S[his + r1] as number);
    s2 += blows * (S[his + r2] as number);
    s3 += blows * (S[his + r3] as number);
    s4 += blows * (S[his + r4] as number);
    s5 += blows * (S[his + r5] as number);
    if (cast === 0) continue;
    // Half are whips, half casts to ensnare (5.1, 5.2); a whip between two sides takes the defender's better one.
    if (Number.isNaN(x.net)) fillNet(x);
    const ensnares = 0.5 * cast * x.net;
    s0 += 0.5 * (spokes * (S[whip + r0] as number) + betweens * (S[twin + r0] as number));
    s0 += ensnares;
    s1 += 0.5 * (spokes * (S[whip + r1] as number) + betweens * (S[twin + r1] as number));
    s1 += ensnares;
    s2 += 0.5 * (spokes * (S[whip + r2] as number) + betweens * (S[twin + r2] as number));
    s2 += ensnares;
    s3 += 0.5 * (spokes * (S[whip + r3] as number) + betweens * (S[twin + r3] as number));
    s3 += ensnares;
    s4 += 0.5 * (spokes * (S[whip + r4] as number) + betweens * (S[twin + r4] as number));
    s4 += ensnares;
    s5 += 0.5 * (spokes * (S[whip + r5] as number) + betweens * (S[twin + r5] as number));
    s5 += ensnares;
  }
  slotWorths[base] = (slotWorths[base] as number) - w * s0;
  slotWorths[base + 1] = (slotWorths[base + 1] as number) - w * s1;
  slotWorths[base + 2] = (slotWorths[base + 2] as number) - w * s2;
  slotWorths[base + 3] = (slotWorths[base + 3] as number) - w * s3;
  slotWorths[base + 4] = (slotWorths[base + 4] as number) - w * s4;
  slotWorths[base + 5] = (slotWorths[base + 5] as number) - w * s5;
}

/** The hexside row (3.3, HEXSIDE) by the side a blow comes from, 0 front .. 3 rear, by relative direction. */
const ROW_OF_REL = Int8Array.from([0, 1, 2, 3, 4, 5], (rel) => HEXSIDE.findIndex((h) => h.rel.includes(rel)));

/**
 * The defender's hexside value against a whip from (q, r), two hexes off (5.1): that of the hex between, the one
 * better for the attacker where two lie between (HEXSIDE's order), as melee.ts hexsideOf gives it, without its arrays.
 */
export function whipHexside(defender: Figure, q: number, r: number): number {
  const dq = defender.at.q;
  const dr = defender.at.r;
  let row = 3;
  for (let dir = 0; dir < 6; dir++)
    if (hexDistance(dq + (DQ[dir] as number), dr + (DR[dir] as number), q, r) === 1)
      row = Math.min(row, ROW_OF_REL[REL[defender.facing * 6 + dir] as number] as number);
  const side = HEXSIDE[row] as HexsideRow;
  return defender.kit.shield ? side.withShield : side.withoutShield;
}

/**
 * The direction from a hex to its neighbour (dq, dr) apart, by (dq + 1) * 3 + dr + 1, as core/hex.ts directionTo
 * gives it; 0 where they are no neighbours (its null, read as 0 here).
 */
const DIRECTION_OF = Int8Array.from({ length: 9 }, (_, i) => {
  const d = [0, 1, 2, 3, 4, 5].find((k) => DQ[k] === Math.floor(i / 3) - 1 && DR[k] === (i % 3) - 1);
  return d ?? 0;
});

/**
 * The worth of his cast to ensnare a foe (Foe.ensnare), written rather than handed back, as weigh's blows are worked
 * out in its own loop: a number handed back from a call the compiler does not inline is a new object on the heap.
 */
function fillEnsnare(me: Figure, x: Foe, turnsLeft: number): void {
  const a = left(me);
  const field = x.rest >= 0;
  const won = field ? marginWorth(a - x.rest, turnsLeft, true) : 1;
  x.ensnare = ensnareWorth(me, x.f, won - fieldWorth(a, left(x.f), x.rest, turnsLeft));
}

/** Worth of his announced whip of a foe from where it ends, (q, r). */
function whipWorth(me: Figure, x: Foe, q: number, r: number): number {
  const foe = x.f;
  if (!x.filled) fillSides(x);
  // A whip from two hexes off: the hexside of the hex between, and the defender's -2 (5.1).
  if (Number.isNaN(x.whipEdge))
    x.whipEdge = standingBonus(me, foe, 'attacker', true) - standingBonus(foe, me, 'defender', true);
  // meleeWorth's row for the two men, as fillSides found it.
  return worthAt(x.myRow, x.whipEdge - whipHexside(foe, q, r));
}

export const brawlerBot: Bot = {
  name: 'brawler',
  level: 2,
  about:
    'weighs every move by the melee odds: strikes flanks and backs, keeps his own front to his foes; in a free-for-all he plays for the top of the whole field',
  choose,
};
