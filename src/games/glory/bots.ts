/**
 * The brawler weighs each announcement by what it is worth in damage boxes, his foes' against his own. An attack is
 * worth the expected result of the melee (3.5) at the edge the modifiers give from where it ends (3.2-3.4), every
 * difference of the two 2d6 counted by its chance; a net cast by the chance of the target being caught and held
 * (5.2, 5.3). A move is worth the attacks it leaves open to him next, less the attacks it opens to foes who can reach
 * him (a flank or his back turned to a man who can get there; a Retarius two hexes off), plus what a foe gives away by
 * striking his front. He picks up his weapon when he has lost it. As the turn limit nears (6.3) he presses harder
 * when the count of damage boxes left is against him, and holds back when it is for him. He reads only his view and
 * the legal commands.
 */

import { directionTo, type Hex } from '../../core/hex.js';
import type { Legal, SeatId } from '../../core/protocol.js';
import type { RngState } from '../../core/rng.js';
import type { Bot } from '../../core/runner.js';
import { hexsideOf, hexsideValue, standingBonus } from './melee.js';
import type { GloryView } from './module.js';
import { movementNow, type Reach, reachable, stepsKey } from './movement.js';
import { BREAK_FREE_ABOVE, MAX_MOVE_TO_ATTACK, RESULT_TABLE, type ResultRow } from './tables.js';
import type { Figure, GloryCommand, GloryState, Step } from './types.js';

type End = Pick<Reach, 'at' | 'facing' | 'entered' | 'cost'>;
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
  approach: 0.01,
  /** What an attack gains by the end of the match when he is not ahead on damage boxes left (6.3). */
  urgency: 0.1,
  /** Hexes a foe is counted to walk before an attack: less than his movement, for the turns he must make. */
  slack: 1,
  /** An attack on a man who moves at the same moment (6.1) counts this much. */
  sameGroup: 0.3,
  /** What an attack loses by the end of the match when he is ahead on boxes left: the turn limit wins it for him. */
  hold: 0.3,
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

/** What n hits are worth against a man with `left` boxes left: all of him when they fell him. */
const harm = (n: number, left: number): number => (n >= left ? 1 : n / left);
const left = (f: Figure): number => f.boxes - f.hits;

/** A fall (row 9) costs the loser his next move as well as his hits. */
const FALL = 0.15;

/** Worth to the attacker of a melee whose totals differ by t in his favour. */
function resultWorth(t: number, attLeft: number, defLeft: number): number {
  const row = ROW_BY_DIFFERENCE[Math.min(10, Math.abs(t))] as ResultRow;
  if (row.locked) return 0;
  const [winLeft, loseLeft] = t > 0 ? [attLeft, defLeft] : [defLeft, attLeft];
  const gain =
    (row.mortal ? 1 : harm(row.loserDamage, loseLeft) + (row.loserFalls ? FALL : 0)) - harm(row.winnerDamage, winLeft);
  return t > 0 ? gain : -gain;
}

/** Edges beyond this are as good as it: every difference of the dice then lands on the last row. */
const MAX_EDGE = 21;
/** Boxes left beyond this count as this many (no figure has more). */
const MAX_LEFT = 20;
/** Expected worths already summed, by (attacker's boxes left, defender's, edge); NaN until asked. A pure function's cache. */
const worthCache = new Float64Array((MAX_LEFT + 1) * (MAX_LEFT + 1) * (2 * MAX_EDGE + 1)).fill(Number.NaN);

/** Expected worth of a melee to the attacker at an edge (his modifiers less the defender's). */
function meleeWorth(attLeft: number, defLeft: number, edge: number): number {
  const e = Math.max(-MAX_EDGE, Math.min(MAX_EDGE, edge));
  const a = Math.min(MAX_LEFT, attLeft);
  const d = Math.min(MAX_LEFT, defLeft);
  const key = (a * (MAX_LEFT + 1) + d) * (2 * MAX_EDGE + 1) + e + MAX_EDGE;
  const known = worthCache[key] as number;
  if (!Number.isNaN(known)) return known;
  let sum = 0;
  for (let k = -10; k <= 10; k++) sum += (DIFFERENCE[k + 10] as number) * resultWorth(k + e, a, d);
  worthCache[key] = sum;
  return sum;
}

/** Chance that 1d6 + a beats 1d6 + b outright. */
function beats(a: number, b: number): number {
  let n = 0;
  for (let x = 1; x <= 6; x++) for (let y = 1; y <= 6; y++) if (x + a > y + b) n += 1;
  return n / 36;
}

/** Chance that 1d6 + b is at least double 1d6 + a (5.2: the net is lost). */
function doubles(a: number, b: number): number {
  let n = 0;
  for (let x = 1; x <= 6; x++) for (let y = 1; y <= 6; y++) if (y + b >= 2 * (x + a)) n += 1;
  return n / 36;
}

/** Worth of a cast to ensnare (5.2, 5.3): the target caught and held is out of the fight; a lost net costs a little. */
function ensnareWorth(retarius: Figure, target: Figure): number {
  const held = target.brokeFree
    ? 1
    : Math.min(1, Math.max(0, (BREAK_FREE_ABOVE - target.strength - target.agility) / 6));
  return beats(retarius.agility, target.agility) * held - 0.2 * doubles(retarius.agility, target.agility);
}

/** What a foe is to the brawler this move. */
interface Foe {
  f: Figure;
  /** Hexes he may walk and still attack; -1 when he is on the ground and must rise first (6.4). */
  reach: number;
  /** How much his attacks before the brawler's next move count. */
  weight: number;
  /** His attack on the brawler by the brawler's hexside it comes from (0 front .. 3 rear). */
  his: number[];
  /** The brawler's attack on him by his hexside. */
  mine: number[];
  /** His net cast at the brawler, if he carries one. */
  net: number;
}

const NO_STEPS: readonly Step[] = [];
const DQ = [0, 1, 1, 0, -1, -1] as const;
const DR = [-1, -1, 0, 1, 1, 0] as const;
const hexDistance = (aq: number, ar: number, bq: number, br: number): number => {
  const dq = aq - bq;
  const dr = ar - br;
  return Math.max(Math.abs(dq), Math.abs(dr), Math.abs(dq + dr));
};

function choose(view: unknown, legal: Legal<unknown>, _rng: RngState): unknown {
  const cmds = legal.commands as GloryCommand[];
  if (cmds.length <= 1) return cmds[0];
  const v = view as GloryView;
  const me = v.figures[legal.seat] as Figure;
  const pickUp = cmds.find((c) => c.type === 'advance' && c.steps.includes('P'));
  if (pickUp) return pickUp;
  const radius = v.options.arenaRadius;
  const side = 2 * radius + 1;
  const taken = new Uint8Array(side * side);
  const groupOf: Record<SeatId, number> = {};
  v.order.forEach((group, i) => {
    for (const seat of group) groupOf[seat] = i;
  });
  for (const seat of v.seats) {
    const f = v.figures[seat] as Figure;
    if (seat !== me.seat && f.out !== 'dead' && f.out !== 'spared')
      taken[(f.at.q + radius) * side + f.at.r + radius] = 1;
  }
  const myReach = Math.min(MAX_MOVE_TO_ATTACK, movementNow(me) - BRAWLER.slack);
  const myLeft = left(me);
  const foes: Foe[] = [];
  for (const seat of v.seats) {
    const f = v.figures[seat] as Figure;
    if (f.side === me.side || f.out !== null) continue;
    // He moves after the brawler this turn, free to strike; or he has moved, and may or may not go first next turn.
    const later = (groupOf[seat] ?? -1) > v.group && !v.locked.includes(seat);
    const hisAttack = standingBonus(f, me, 'attacker', false) - standingBonus(me, f, 'defender', false);
    const myAttack = standingBonus(me, f, 'attacker', false) - standingBonus(f, me, 'defender', false);
    const his: number[] = [];
    const mine: number[] = [];
    for (let rel = 0; rel < 6; rel++) {
      his.push(meleeWorth(left(f), myLeft, hisAttack - hexsideValue(me, rel)));
      mine.push(meleeWorth(myLeft, left(f), myAttack - hexsideValue(f, rel)));
    }
    foes.push({
      f,
      reach: f.down ? -1 : Math.min(MAX_MOVE_TO_ATTACK, movementNow(f) - BRAWLER.slack),
      weight: later ? BRAWLER.threat : BRAWLER.threatLater,
      his,
      mine,
      net: f.kit.net ? ensnareWorth(f, me) : 0,
    });
  }
  if (foes.length === 0) return cmds[0];
  // With the turn limit coming (6.3), attacks are worth more as the turns run out to a man not ahead on boxes left,
  // and less to one ahead.
  let most = 0;
  for (const x of foes) most = Math.max(most, left(x.f));
  const late = v.turn / v.options.turnLimit;
  const press = (myLeft <= most ? BRAWLER.urgency : -BRAWLER.hold) * late * late;
  const listed = legal.form?.ends as Record<string, End> | undefined;
  const ends: Record<string, End> = listed ?? ownEnds(v, me);

  const board: Board = { radius, side, taken, foes, myReach, byHex: new Map() };

  // Commands ending in one place share their steps (legal builds them so); each end is weighed once.
  const byEnd = new Map<readonly Step[], { end: End; worth: number } | null>();
  let best = cmds[0] as GloryCommand;
  let bestWorth = Number.NEGATIVE_INFINITY;
  for (const c of cmds) {
    const steps = c.type === 'stand' ? NO_STEPS : c.steps;
    let place = byEnd.get(steps);
    if (place === undefined) {
      const end = ends[stepsKey(steps)];
      place = end ? { end, worth: (hexWorth(board, end.at)[end.facing] as number) - 0.001 * end.cost } : null;
      byEnd.set(steps, place);
    }
    if (place === null) continue;
    let worth = place.worth;
    if (c.type === 'attack') {
      const x = foes.find((y) => y.f.seat === c.target);
      if (!x) continue;
      // A foe of his own group moves at the same moment (6.1) and may well be gone when the blow falls.
      const together = groupOf[c.target] === v.group && !v.locked.includes(c.target) && !x.f.down;
      worth += (together ? BRAWLER.sameGroup : 1) * (attackWorth(me, x, c, place.end) + press);
    }
    if (worth > bestWorth) {
      bestWorth = worth;
      best = c;
    }
  }
  return best;
}

/** The board as the brawler weighs it this move. */
interface Board {
  radius: number;
  side: number;
  /** 1 where another man stands, by hex over the arena's bounding square. */
  taken: Uint8Array;
  foes: Foe[];
  myReach: number;
  /** hexWorth's answers so far. */
  byHex: Map<number, Float64Array>;
}

const isOpen = (b: Board, q: number, r: number): boolean =>
  hexDistance(q, r, 0, 0) <= b.radius && b.taken[(q + b.radius) * b.side + r + b.radius] === 0;

/** What ending on a hex is worth, for each facing: the attacks it leaves open to him and to his foes. */
function hexWorth(b: Board, at: Hex): Float64Array {
  const { radius, side, foes, myReach } = b;
  const cell = (at.q + radius) * side + at.r + radius;
  const known = b.byHex.get(cell);
  if (known) return known;
  const worth = new Float64Array(6);
  let nearest = Number.POSITIVE_INFINITY;
  let sure = 0;
  for (const x of foes) {
    const f = x.f;
    const d = hexDistance(at.q, at.r, f.at.q, f.at.r);
    if (d < nearest) nearest = d;
    // His best attack from a hex beside the brawler that he can reach, for each way the brawler may face.
    if (x.reach >= 0 && d <= x.reach + 1) {
      let dirs = 0;
      for (let dir = 0; dir < 6; dir++) {
        const q = at.q + (DQ[dir] as number);
        const r = at.r + (DR[dir] as number);
        const his = q === f.at.q && r === f.at.r;
        if (his || (hexDistance(q, r, f.at.q, f.at.r) <= x.reach && isOpen(b, q, r))) dirs |= 1 << dir;
      }
      if (dirs !== 0)
        for (let facing = 0; facing < 6; facing++) {
          let best = Number.NEGATIVE_INFINITY;
          for (let dir = 0; dir < 6; dir++)
            if (dirs & (1 << dir)) best = Math.max(best, x.his[(dir - facing + 6) % 6] as number);
          worth[facing] = (worth[facing] as number) - (best > 0 ? x.weight * best : BRAWLER.bait * best);
        }
    }
    if (x.net > 0 && x.reach >= 0 && d >= 2 && d <= x.reach + 2) sure -= x.weight * x.net;
    // His weakest side the brawler could strike next, if he stays where he is.
    if (d <= myReach + 1) {
      let best = 0;
      for (let dir = 0; dir < 6; dir++) {
        const q = f.at.q + (DQ[dir] as number);
        const r = f.at.r + (DR[dir] as number);
        const mine = q === at.q && r === at.r;
        if (mine || (hexDistance(q, r, at.q, at.r) <= myReach && isOpen(b, q, r)))
          best = Math.max(best, x.mine[(dir - f.facing + 6) % 6] as number);
      }
      sure += BRAWLER.opportunity * best;
    }
  }
  sure -= BRAWLER.approach * nearest;
  for (let facing = 0; facing < 6; facing++) worth[facing] = (worth[facing] as number) + sure;
  b.byHex.set(cell, worth);
  return worth;
}

/** Where each move ends, by a search of his own, for a caller whose legal commands come without them. */
function ownEnds(v: GloryView, me: Figure): Record<string, End> {
  const out: Record<string, End> = {};
  for (const r of reachable(v as unknown as GloryState, me)) out[r.key] = r;
  return out;
}

/** Worth of the announced attack from where it ends. */
function attackWorth(me: Figure, x: Foe, c: Attack, end: End): number {
  const foe = x.f;
  if (c.net === 'ensnare') return ensnareWorth(me, foe);
  if (c.net !== 'whip') return x.mine[(((directionTo(foe.at, end.at) ?? 0) - foe.facing + 6) % 6) as number] as number;
  // A whip from two hexes off: the hexside of the hex between, and the defender's -2 (5.1).
  const row = hexsideOf(foe, end.at);
  const edge =
    standingBonus(me, foe, 'attacker', true) -
    standingBonus(foe, me, 'defender', true) -
    (foe.kit.shield ? row.withShield : row.withoutShield);
  return meleeWorth(left(me), left(foe), edge);
}

export const brawlerBot: Bot = {
  name: 'brawler',
  level: 2,
  about: 'weighs every move by the melee odds: strikes flanks and backs, keeps his own front to his foes',
  choose,
};
