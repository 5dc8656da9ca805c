/**
 * Field-by-field copies of a Gladiatori state, for `apply` (which changes a copy, never the state it was given) and
 * for the views. They replace a generic deep copy, which was the largest single cost of a step. What they share
 * rather than copy is data the engine never changes once made: the cards themselves (a card moves between zones,
 * its fields never change), the printed item cards, the VP ledger's entries (only ever appended) and the options.
 * Every array or object the engine does change in place is copied: the zones, table spots, items, skills, the
 * phase and the sealed choices.
 */
import { cloneJson } from '../../core/json.js';
import type { SeatId } from '../../core/protocol.js';
import type { RngState } from '../../core/rng.js';
import { copyAnimals } from './animals/index.js';
import type { Fight, Fighter, GladiatoriState, Item, Phase, SkillUse, TableSpot } from './types.js';

const copySpot = (t: TableSpot): TableSpot => ({
  card: t.card,
  rotated: t.rotated,
  faceDown: t.faceDown,
  standby: t.standby,
});
const copyUse = (u: SkillUse): SkillUse => ({
  skill: u.skill,
  before: u.before,
  spent: u.spent.map((b) => ({ skill: b.skill, points: b.points })),
});
const copyItem = (i: Item): Item => ({ id: i.id, card: i.card, damaged: i.damaged });
/** A skill record, by name, in the order every sheet has them (the schema's): faster than a spread. */
export const copySkills = (k: Fighter['skills']): Fighter['skills'] => ({
  endurance: k.endurance,
  offense: k.offense,
  guard: k.guard,
});

export function copyFighter(f: Fighter): Fighter {
  // Every field named, in the order of the type: a literal of one shape copies faster than a spread.
  return {
    seat: f.seat,
    name: f.name,
    side: f.side,
    skills: copySkills(f.skills),
    startSkills: copySkills(f.startSkills),
    blood: f.blood,
    speed: f.speed,
    startBlood: f.startBlood,
    startSpeed: f.startSpeed,
    hand: f.hand.slice(),
    deck: f.deck.slice(),
    cover: f.cover,
    discard: f.discard.slice(),
    table: f.table.map(copySpot),
    played: f.played.slice(),
    playedShown: f.playedShown,
    items: f.items.map(copyItem),
    lostItems: f.lostItems.map(copyItem),
    removed: f.removed.slice(),
    moves: f.moves.slice(),
    powers: f.powers.slice(),
    usedPowers: f.usedPowers.slice(),
    laterPowers: f.laterPowers.slice(),
    delayed: f.delayed,
    overskills: f.overskills.map((b) => ({ skill: b.skill, points: b.points })),
    helped: f.helped && { against: f.helped.against, value: f.helped.value },
    at: { q: f.at.q, r: f.at.r },
    facing: f.facing,
    trapped: f.trapped,
    unbalanced: f.unbalanced,
    faceDown: f.faceDown,
    newUnbalanced: f.newUnbalanced,
    passive: f.passive,
    out: f.out,
    undying: f.undying && { until: f.undying.until, bonus: f.undying.bonus },
    holding: f.holding && { net: f.holding.net, on: f.holding.on },
  };
}

/** A fight, field by field in the order `declare` (fight.ts) makes them; the terms themselves are never changed. */
export function copyFight(f: Fight): Fight {
  return {
    attacker: f.attacker,
    defender: f.defender,
    fromBehind: f.fromBehind,
    reaction: f.reaction,
    reactionSpot: f.reactionSpot,
    reactionNew: f.reactionNew,
    attack: f.attack,
    defence: f.defence,
    effectiveAttack: f.effectiveAttack,
    attackTerms: f.attackTerms.slice(),
    defenceTerms: f.defenceTerms.slice(),
    cardsUsed: f.cardsUsed,
    step: f.step,
    damage: f.damage,
    offenseUsed: f.offenseUsed && copyUse(f.offenseUsed),
    guardUsed: f.guardUsed && copyUse(f.guardUsed),
    bloodSpent: f.bloodSpent,
    speedSpent: f.speedSpent,
    ...(f.attackerOverskill ? { attackerOverskill: { ...f.attackerOverskill } } : {}),
    ...(f.defenderOverskill ? { defenderOverskill: { ...f.defenderOverskill } } : {}),
    ...(f.attackerRage ? { attackerRage: { ...f.attackerRage } } : {}),
    ...(f.defenderRage ? { defenderRage: { ...f.defenderRage } } : {}),
    balanceAgainst: f.balanceAgainst,
    breakItem: f.breakItem,
    thrown: f.thrown,
    net: f.net,
    hexes: f.hexes,
    wrestling: f.wrestling,
    help: f.help,
    after: f.after.slice(),
    sacrificed: f.sacrificed.slice(),
    attackerPowers: f.attackerPowers.slice(),
    defenderPowers: f.defenderPowers.slice(),
    lunged: f.lunged.slice(),
    extraDamage: f.extraDamage,
    sweep: f.sweep && {
      targets: f.sweep.targets.slice(),
      index: f.sweep.index,
      front: f.sweep.front,
      behind: f.sweep.behind,
    },
  };
}

/** The phase, field by field in the order turn.ts makes a combat round's. */
export function copyPhase(p: Phase): Phase {
  // The set-up phases happen once a match: a plain deep copy serves them.
  if (p.kind === 'deal' || p.kind === 'place') return cloneJson(p);
  if (p.kind !== 'round') return { kind: p.kind };
  return {
    kind: p.kind,
    round: p.round,
    order: p.order.slice(),
    index: p.index,
    step: p.step,
    extraDone: p.extraDone,
    entered: p.entered,
    actionSpot: p.actionSpot,
    actionNew: p.actionNew,
    fight: p.fight && copyFight(p.fight),
    ...(p.delaying ? { delaying: p.delaying.slice() } : {}),
  };
}

const copyRng = (x: RngState['s']): RngState['s'] => [x[0], x[1], x[2], x[3]];
const isEmpty = (o: object): boolean => {
  for (const _ in o) return false;
  return true;
};

export function copyState(s: GladiatoriState): GladiatoriState {
  const fighters: Record<SeatId, Fighter> = {};
  for (const seat of s.seats) fighters[seat] = copyFighter(s.fighters[seat] as Fighter);
  const copy: GladiatoriState = {
    options: s.options,
    seats: s.seats.slice(),
    fighters,
    turn: s.turn,
    phase: copyPhase(s.phase),
    stack: s.stack.slice(),
    vp: s.vp.slice(),
    firstBlood: s.firstBlood,
    sealed: isEmpty(s.sealed) ? {} : cloneJson(s.sealed),
    outcome: cloneJson(s.outcome),
    rng: s.rng.script === undefined ? { s: copyRng(s.rng.s) } : { s: copyRng(s.rng.s), script: s.rng.script.slice() },
  };
  if (s.animals) copy.animals = copyAnimals(s.animals);
  return copy;
}
