/**
 * How animals come in and move (17.3, 17.4): the gate die, which is also the first move's length; a die of hexes
 * along the shortest way to a hex next to a gladiator, round other animals (two may share a gate hex) and never
 * through a gladiator; a die settles ties between destination hexes and between targets.
 */
import { distance, type Hex, hexEq, hexKey, neighbour } from '../../../core/hex.js';
import { nextInt } from '../../../core/rng.js';
import { makeArena } from '../arena.js';
import { gateOf, SECTION } from '../tables.js';
import type { Ctx, Fighter, GladiatoriState } from '../types.js';
import { fighting } from '../victory.js';
import { hexWords } from '../words.js';
import { animalName, onSand } from './pack.js';
import type { Animal, AnimalsState } from './types.js';

const DIRECTIONS = [0, 1, 2, 3, 4, 5] as const;

/** The gates of each arena size met so far: an arena is the same every time it is made. */
const GATES = new Map<number, ReturnType<typeof makeArena>['gates']>();
function gatesOf(s: GladiatoriState): ReturnType<typeof makeArena>['gates'] {
  let g = GATES.get(s.options.arenaRadius);
  if (!g) {
    g = makeArena(s.options.arenaRadius).gates;
    GATES.set(s.options.arenaRadius, g);
  }
  return g;
}
export const isGateHex = (s: GladiatoriState, h: Hex): boolean => {
  const g = gatesOf(s);
  return hexEq(g.left.at, h) || hexEq(g.right.at, h);
};
const inside = (s: GladiatoriState, h: Hex): boolean => distance(h, { q: 0, r: 0 }) <= s.options.arenaRadius;

export const gladiators = (s: GladiatoriState): Fighter[] =>
  s.seats.map((x) => s.fighters[x] as Fighter).filter(fighting);

/** Living gladiators next to this hex: an animal turns freely, so next to one is in melee with him (17.5). */
export const playersNextTo = (s: GladiatoriState, h: Hex): Fighter[] =>
  gladiators(s).filter((f) => distance(f.at, h) === 1);

/**
 * One of `n` choices by a die (17.4): a die of six settles up to six, re-rolled past `n`; more than six are drawn
 * from the match's generator.
 */
export function dieChoice(ctx: Ctx, n: number, purpose: string): number {
  if (n <= 1) return 0;
  let pick = -1;
  const faces: number[] = [];
  if (n > 6) pick = nextInt(ctx.s.rng, n);
  while (pick < 0) {
    const face = ctx.dice.roll(1, purpose, SECTION.animalMovement).dice[0] as number;
    faces.push(face);
    if (face <= n) pick = face - 1;
  }
  ctx.events.push({
    type: 'animal-choice',
    visibleTo: 'all',
    rule: SECTION.animalMovement,
    text: `${purpose}: ${n} choices, ${faces.length > 0 ? `the die says ${faces.join(', then ')}` : 'drawn by lot'}: number ${pick + 1}.`,
    data: { choices: n, faces, pick },
  });
  return pick;
}

/** The hexes an animal may not enter (17.4): the gladiators', and other animals' but on a gate. */
function blockedFor(s: GladiatoriState, z: AnimalsState, a: Animal): Set<string> {
  const blocked = new Set(gladiators(s).map((f) => hexKey(f.at)));
  for (const o of onSand(z)) if (o.id !== a.id && !isGateHex(s, o.at)) blocked.add(hexKey(o.at));
  return blocked;
}

/** 17.3: the entering animal's gate by a die; the same die is its first move. Null when a gladiator holds the gate. */
export function enter(ctx: Ctx, a: Animal): number | null {
  const face = ctx.dice.roll(1, `${animalName(a)}: gate and first move`, SECTION.animalEntry).dice[0] as number;
  const side = gateOf(face);
  const gate = gatesOf(ctx.s)[side].at;
  if (gladiators(ctx.s).some((f) => hexEq(f.at, gate))) {
    a.state = 'called';
    a.at = null;
    ctx.events.push({
      type: 'animal-enter',
      visibleTo: 'all',
      rule: SECTION.animalEntry,
      text: `${animalName(a)} rolls ${face} for the ${side} gate, but a gladiator stands in it: it waits for the next round.`,
      data: { animal: a.id, face, gate: side },
    });
    return null;
  }
  a.at = { q: gate.q, r: gate.r };
  ctx.events.push({
    type: 'animal-enter',
    visibleTo: 'all',
    rule: SECTION.animalEntry,
    text: `${animalName(a)} rolls ${face}: it comes in through the ${side} gate and moves ${face} hexes.`,
    data: { animal: a.id, face, gate: side, at: a.at },
  });
  return face;
}

/**
 * 17.4: the animal moves up to `hexes` along the shortest way to a free hex next to a gladiator; when several such
 * hexes are equally near, a die picks one. Among equal ways it takes the first found, searching the directions
 * from north clockwise. An animal with no way to any gladiator stays where it is.
 */
export function moveAnimal(ctx: Ctx, z: AnimalsState, a: Animal, hexes: number): void {
  const s = ctx.s;
  const start = a.at as Hex;
  const blocked = blockedFor(s, z, a);
  const dist = new Map<string, number>([[hexKey(start), 0]]);
  const parent = new Map<string, Hex>();
  const order: Hex[] = [start];
  for (let i = 0; i < order.length; i++) {
    const h = order[i] as Hex;
    const d = dist.get(hexKey(h)) as number;
    for (const dir of DIRECTIONS) {
      const n = neighbour(h, dir);
      if (dist.has(hexKey(n)) || blocked.has(hexKey(n)) || !inside(s, n)) continue;
      dist.set(hexKey(n), d + 1);
      parent.set(hexKey(n), h);
      order.push(n);
    }
  }
  // A goal is a hex next to a gladiator where the animal could stop: a gate hex is shared only in passing.
  const goals = order.filter(
    (h) =>
      playersNextTo(s, h).length > 0 && (hexEq(h, start) || !onSand(z).some((o) => o.id !== a.id && hexEq(o.at, h))),
  );
  if (goals.length === 0) {
    ctx.events.push({
      type: 'animal-move',
      visibleTo: 'all',
      rule: SECTION.animalMovement,
      text: `${animalName(a)} finds no way to any gladiator and stays where it is.`,
      data: { animal: a.id },
    });
    return;
  }
  const best = Math.min(...goals.map((h) => dist.get(hexKey(h)) as number));
  const nearest = goals.filter((h) => dist.get(hexKey(h)) === best);
  const goal = nearest[dieChoice(ctx, nearest.length, `${animalName(a)}: which hex to make for`)] as Hex;
  const path: Hex[] = [goal];
  for (let h = goal; !hexEq(h, start); ) {
    h = parent.get(hexKey(h)) as Hex;
    path.unshift(h);
  }
  // The way's hexes after the start; the animal stops short of a hex another animal holds (a gate) at its end.
  let steps = Math.min(hexes, path.length - 1);
  while (steps > 0 && onSand(z).some((o) => o.id !== a.id && hexEq(o.at, path[steps] as Hex))) steps -= 1;
  const to = path[steps] as Hex;
  a.at = { q: to.q, r: to.r };
  ctx.events.push({
    type: 'animal-move',
    visibleTo: 'all',
    rule: SECTION.animalMovement,
    text: `${animalName(a)} moves ${steps} hex${steps === 1 ? '' : 'es'} to ${hexWords(to)}.`,
    data: { animal: a.id, at: a.at, hexes: steps },
  });
}
