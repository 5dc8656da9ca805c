/**
 * Invariants every GLADIATOR state keeps, checked by the conformance harness at every step of every match:
 * no two standing gladiators share a hex once collisions are resolved (7.2); wounds never exceed W (8, 9.32);
 * the CF on the log sheet is its starting value plus each recorded change (3.9); stun and shield damage stay in range;
 * one net per Retarius (17.1), no target for a man in a net (17.35), no one held by a net its owner let go, no net
 * attack while the net rests (17.31, 17.41, 17.51). In the Advanced Game no helpless man is left unjudged when a
 * phase starts, no one surrenders, and a Moment of Truth ends the match with Down (the man dead) or Up (the man
 * alive) (19). In team combat no man is offered a teammate as a target, nor attacks outside his front (20.2, 20.4).
 */
import { hexEq } from '../../core/hex.js';
import { billingsOn } from './billings/options.js';
import { inArena, wallsOn } from './billings/walls.js';
import { NET_ATTACKS } from './tables-advanced.js';
import { areFoes, inFight } from './teams.js';
import { momentDue } from './truth.js';
import type { Gladiator, GladiatorState } from './types.js';

export function gladiatorInvariant(state: unknown): string | null {
  const s = state as GladiatorState;
  const gs = s.seats.map((seat) => s.gladiators[seat] as Gladiator);
  for (const g of gs) {
    for (const [i, w] of g.wounds.entries())
      if (w < 0 || w > g.W) return `${g.seat} has ${w} wounds in area ${i + 1}, W is ${g.W}`;
    const audited = g.startCF + g.cfChanges.reduce((t, c) => t + c.amount, 0);
    if (audited !== g.cf) return `${g.seat} CF ${g.cf} but start ${g.startCF} plus recorded changes is ${audited}`;
    if (g.stun < 0) return `${g.seat} has negative stun ${g.stun}`;
    if (g.shieldDamage < 0 || g.shieldDamage > 17) return `${g.seat} shield damage ${g.shieldDamage} out of 0-17`;
    if (g.dead !== g.wounds.some((w) => w >= g.W) && !g.dead) return `${g.seat} has a full wound track but is alive`;
    // Billings 15.7: only a prone man waits out a still phase before kneeling, and only with the section on.
    if (g.lieStill && (g.posture !== 'prone' || !billingsOn(s.options, 'fallFirst')))
      return `${g.seat} must lie still before kneeling, but is ${g.posture}`;
  }
  // Billings 6.7: inside walls no man and no item is ever outside the arena.
  if (wallsOn(s.options)) {
    const out = gs.find((g) => !inArena(g.position));
    if (out) return `${out.seat} stands outside the walled arena at (${out.position.q},${out.position.r})`;
    const item = s.items.find((i) => !inArena(i.at));
    if (item) return `a ${item.kind} lies outside the walled arena at (${item.at.q},${item.at.r})`;
  }
  // Between steps (collisions resolved), two figures on their feet never share a hex.
  for (let i = 0; i < gs.length; i++)
    for (let j = i + 1; j < gs.length; j++) {
      const a = gs[i] as Gladiator;
      const b = gs[j] as Gladiator;
      if (inFight(a) && inFight(b) && hexEq(a.position, b.position) && a.posture !== 'prone' && b.posture !== 'prone')
        return `${a.seat} and ${b.seat} stand in the same hex (${a.position.q},${a.position.r})`;
    }
  // 17.1: one net per Retarius, never made nor lost: held, on the floor, or left on a man his Retarius let go of.
  const nets =
    gs.filter((g) => g.net).length +
    s.items.filter((i) => i.kind === 'net').length +
    gs.filter((g) => g.ensnared && g.ensnaredBy === null).length;
  const retarii = gs.filter((g) => g.retarius).length;
  if (nets !== retarii) return `${nets} nets in the arena for ${retarii} Retarii`;
  for (const g of gs) {
    // 17.35: a man in a net is never offered a target.
    if (g.ensnared && s.combat?.fronts[g.seat]?.length) return `${g.seat} is ensnared but may attack`;
    if (g.ensnaredBy && !s.gladiators[g.ensnaredBy]?.net)
      return `${g.seat} is held by a net ${g.ensnaredBy} does not hold`;
    // 17.31, 17.41, 17.51: a net attack never comes before the last one's rest is over.
    const [before, last] = g.netRecent ?? [];
    if (before && last && last.at <= before.at + NET_ATTACKS[before.kind].restPhases)
      return `${g.seat} made a net attack in phase ${last.at} while his ${before.kind} of phase ${before.at} rested the net`;
  }
  if (s.step === 'over' && !s.outcome) return 'step is over but there is no outcome';
  const attack = attackInvariant(s);
  if (attack) return attack;
  return teamInvariant(s, gs) ?? truthInvariant(s);
}

/**
 * Who may be attacked (20.2, 20.4, 17.35): a front offers only foes still in the fight, and every attack handed in
 * names a man its writer's front offers (so never a teammate, nor anyone from a man in a net, whose front is empty).
 */
function attackInvariant(s: GladiatorState): string | null {
  const c = s.combat;
  // Fronts are drawn up as the allocation step starts; a phase ended by a death may leave them behind.
  if (!c || s.step !== 'allocate') return null;
  for (const [seat, front] of Object.entries(c.fronts))
    for (const { target } of front) {
      const g = s.gladiators[target];
      if (!areFoes(s, seat, target)) return `${seat} is offered ${target}, a teammate, as a target`;
      if (!g || !inFight(g)) return `${seat} is offered ${target}, who is out of the fight, as a target`;
    }
  for (const [seat, sub] of Object.entries(s.submitted))
    for (const a of sub.allocation?.attacks ?? []) {
      const offered = (c.fronts[seat] ?? []).map((f) => f.target);
      const target = a.target ?? (offered.length === 1 ? offered[0] : undefined);
      if (target === undefined || !offered.includes(target))
        return `${seat} handed in an attack on ${a.target ?? 'no one named'}, not in his front (${offered.join(', ') || 'empty'})`;
    }
  return null;
}

/**
 * Team combat (20): the sides share the seats out, one side each; a man gone from the arena is alive and asked for
 * nothing; a won team match has one whole side as its winners.
 */
function teamInvariant(s: GladiatorState, gs: Gladiator[]): string | null {
  for (const g of gs) {
    if (g.left && g.dead) return `${g.seat} left the arena (${g.left.rule}) yet is dead`;
    if (!inFight(g) && s.waiting.includes(g.seat)) return `${g.seat} is out of the fight but is asked to play`;
    // 19.24: the victor attending an appeal is asked for nothing that phase and is in no one's combat.
    if (g.attendingAppeal === `${s.turn}.${s.phase}` && s.step !== 'over') {
      if (s.waiting.includes(g.seat)) return `${g.seat} attends an appeal this phase but is asked to play`;
      if (s.combat?.participants.includes(g.seat)) return `${g.seat} attends an appeal this phase but is in combat`;
    }
  }
  if (!s.sides) return null;
  const listed = s.sides.flat();
  if (listed.length !== s.seats.length || s.seats.some((seat) => listed.filter((x) => x === seat).length !== 1))
    return `sides ${JSON.stringify(s.sides)} do not share out the seats ${s.seats.join(', ')}`;
  const w = s.outcome?.winners ?? [];
  if (w.length > 0 && !s.sides.some((side) => side.length === w.length && side.every((seat) => w.includes(seat))))
    return `the winners ${w.join(', ')} are not one whole side`;
  return null;
}

function truthInvariant(s: GladiatorState): string | null {
  const due = s.step === 'phasePlot' ? momentDue(s) : null;
  if (due) return `${due.g.seat} lies helpless (${due.rule}) before ${due.victor.seat}, yet phase ${s.phase} went on`;
  const o = s.outcome;
  if (!o) return null;
  if (s.options.advanced && o.how === 'surrender') return `${o.rule}: a surrender in the Advanced Game, not an appeal`;
  if (o.how !== 'Down' && o.how !== 'Up') return null;
  if (!s.options.advanced) return `a Moment of Truth (${o.how}) in the Basic Game`;
  const loser = s.gladiators[o.losers[0] ?? ''];
  if (o.losers.length !== 1 || !loser) return `a Moment of Truth with losers ${o.losers.join(', ')}`;
  if (loser.dead !== (o.how === 'Down')) return `${loser.seat} is ${loser.dead ? 'dead' : 'alive'} after ${o.how}`;
  return null;
}
