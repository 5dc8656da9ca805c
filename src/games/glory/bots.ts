/**
 * The brawler knows that a man attacked in front defends with +2 (3.3): he attacks only where his modifiers beat
 * the defender's (a flank, the rear, a weaker or wounded foe), nets a foe no more agile than he is, picks his weapon
 * up when he has lost it, and otherwise waits two hexes off the nearest foe, facing him, for the foe to come on;
 * behind on damage left once a third of the turns are gone, he closes in and takes worse odds.
 */

import { sumModifiers } from '../../core/dice.js';
import { distance, inFrontCone } from '../../core/hex.js';
import type { Legal, SeatId } from '../../core/protocol.js';
import type { RngState } from '../../core/rng.js';
import type { Bot } from '../../core/runner.js';
import { meleeModifiers } from './melee.js';
import type { GloryView } from './module.js';
import { type Reach, reachable } from './movement.js';

type End = Pick<Reach, 'at' | 'facing' | 'entered' | 'cost'>;

import type { Figure, GloryCommand, GloryState } from './types.js';

type Attack = GloryCommand & { type: 'attack' };

/** How much the attacker's total should beat the defender's from where the attack ends. */
function edge(board: GloryState, me: Figure, c: Attack, ends: Map<string, End>): number {
  const w = ends.get(c.steps.join(''));
  if (!w) return Number.NEGATIVE_INFINITY;
  const there = { ...me, at: w.at, facing: w.facing };
  const foe = board.figures[c.target] as Figure;
  if (c.net === 'ensnare') return foe.brokeFree ? 3 : me.agility - foe.agility;
  const whip = c.net === 'whip';
  return (
    sumModifiers(meleeModifiers(there, foe, 'attacker', whip, there.at)) -
    sumModifiers(meleeModifiers(foe, there, 'defender', whip, there.at))
  );
}

/** Attack when the edge is at least this. */
const ATTACK_EDGE = 1;
/** The edge that will do when he is behind. */
const BEHIND_EDGE = -2;
/** Where the brawler waits: this many hexes off his foe. */
const WAITING_DISTANCE = 2;

function choose(view: unknown, legal: Legal<unknown>, _rng: RngState): unknown {
  const v = view as GloryView;
  // The view holds all the board a walk reads: positions, the arena and the dropped weapons.
  const board = v as unknown as GloryState;
  const cmds = legal.commands as GloryCommand[];
  const me = v.figures[legal.seat] as Figure;
  const foes: Figure[] = v.seats
    .map((seat: SeatId) => v.figures[seat] as Figure)
    .filter((f) => f.side !== me.side && f.out === null);
  // Behind on damage left, waiting loses at the turn limit (6.3): then he goes in.
  const left = (f: Figure) => f.boxes - f.hits;
  const behind = foes.some((f) => left(f) >= left(me)) && v.turn > v.options.turnLimit / 3;
  // Where each offered move ends, as legal lists it; a search of his own when a caller leaves that out.
  const listed = legal.form?.ends as Record<string, End> | undefined;
  const ends = new Map<string, End>(
    listed ? Object.entries(listed) : reachable(board, me).map((r) => [r.steps.join(''), r]),
  );
  let bestAttack: Attack | undefined;
  let bestEdge = (behind ? BEHIND_EDGE : ATTACK_EDGE) - 1;
  for (const c of cmds) {
    if (c.type !== 'attack') continue;
    const e = edge(board, me, c, ends);
    if (e > bestEdge) {
      bestEdge = e;
      bestAttack = c;
    }
  }
  if (bestAttack) return bestAttack;
  const pickUp = cmds.find((c) => c.type === 'advance' && c.steps.includes('P'));
  if (pickUp) return pickUp;
  const waitAt = behind ? 1 : WAITING_DISTANCE;
  let best = cmds[0];
  let bestScore = Number.POSITIVE_INFINITY;
  for (const c of cmds) {
    if (c.type === 'attack') continue;
    const w = ends.get(c.type === 'stand' ? '' : c.steps.join(''));
    if (!w) continue;
    let near = Number.POSITIVE_INFINITY;
    let target = foes[0] as Figure;
    for (const f of foes) {
      const d = distance(w.at, f.at);
      if (d < near) {
        near = d;
        target = f;
      }
    }
    const facing = inFrontCone(w.at, w.facing, target.at, Math.max(1, near)) ? 0 : 1;
    // Beside or behind a foe, out of his front, is the best place to strike from next.
    const unseen = near === 1 && !inFrontCone(target.at, target.facing, w.at, 1) ? -15 : 0;
    const score = Math.abs(near - waitAt) * 10 + facing * 5 + unseen + w.cost * 0.1;
    if (score < bestScore) {
      bestScore = score;
      best = c;
    }
  }
  return best;
}

export const brawlerBot: Bot = {
  name: 'brawler',
  level: 2,
  about: 'waits facing the nearest foe and strikes where his modifiers beat the defence',
  choose,
};
