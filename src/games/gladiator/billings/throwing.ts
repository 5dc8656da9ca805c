/**
 * Billings 12.5: throwing a weapon or a shield. The object flies straight out along the hexside the thrower picks,
 * as in the original; the first foe on that line is its target. One die decides both: with the range and training
 * modifiers it must come to 1 or less to hit, and on a miss the plain die is how many hexes the object flies (a
 * miss that ends in the target's hex still does him no harm). Nothing flies beyond six hexes: a throw whose target
 * stands further off is refused. A hit lands in his hex and a second die picks the body area (6: it misses after
 * all); the blow is read on the CRT column of the object: a shield 0, a sword or broken trident 3, a whole trident
 * 5, less the defence written for that area (12.53; docs/rulings.md).
 */
import type { Modifier } from '../../../core/dice.js';
import { absolute, type Direction, distance, type Hex, hexEq, neighbour } from '../../../core/hex.js';
import type { Ctx } from '../context.js';
import { throwItemTo } from '../items.js';
import { sideToRelative } from '../tables.js';
import { areFoes, inFight } from '../teams.js';
import { AREA_NAMES, type Area, type Gladiator, type GladiatorState, type ItemKind, type Side } from '../types.js';
import { billingsOn } from './options.js';
import { THROW, THROW_AREA, THROW_ROWS, type ThrownObject, throwTrainingDrm } from './tables.js';
import { itemLanding } from './walls.js';

/** The section the log names behind every roll of a Billings throw. */
export const BILLINGS_THROW = 'Billings §12.5';

/** Whether throws follow the Billings section. */
export const billingsThrowing = (s: GladiatorState): boolean => billingsOn(s.options, 'throwing');

/** Which of the three kinds of object he throws: his shield, a sword or broken trident, or a whole trident. */
export function thrownObject(g: Gladiator, item: ItemKind): ThrownObject {
  if (item === 'shield') return 'shield';
  return g.trident === true && !g.tridentBroken ? 'undamagedTrident' : 'damagedTridentOrSword';
}

/** How far along a line the search for a target goes: further than any board, so a far foe is still found. */
const LINE_SEARCH = 40;

/** The direction a throw along hexside `side` flies in. */
export const throwDirection = (g: Gladiator, side: Side): Direction => absolute(sideToRelative(side), g.facing);

/** The first foe still in the fight standing on the throw's line, with his range in hexes; null if there is none. */
export function throwTarget(s: GladiatorState, g: Gladiator, side: Side): { target: Gladiator; range: number } | null {
  const dir = throwDirection(g, side);
  const foes = s.seats
    .map((seat) => s.gladiators[seat] as Gladiator)
    .filter((o) => o.seat !== g.seat && inFight(o) && areFoes(s, g.seat, o.seat));
  for (let k = 1; k <= LINE_SEARCH; k++) {
    const at = neighbour(g.position, dir, k);
    const target = foes.find((o) => hexEq(o.position, at));
    if (target) return { target, range: k };
  }
  return null;
}

/** The to-hit modifiers of 12.5: range (by object) and training. */
export function throwModifiers(object: ThrownObject, range: number, TR: number): Modifier[] {
  const mods: Modifier[] = [];
  const byRange = THROW_ROWS[object].byRange[range - 1] ?? 0;
  if (byRange !== 0)
    mods.push({ label: `range ${range} hex${range === 1 ? '' : 'es'}`, value: byRange, rule: BILLINGS_THROW });
  const tr = throwTrainingDrm(TR);
  if (tr !== 0) mods.push({ label: `thrower's training ${TR}`, value: tr, rule: BILLINGS_THROW });
  return mods;
}

/** A throw beyond the maximum range, refused when the allocation is written: the words of the refusal, or null. */
export function throwTooFar(s: GladiatorState, g: Gladiator, side: Side): string | null {
  const t = throwTarget(s, g, side);
  if (!t || t.range <= THROW.maxRange) return null;
  return `${t.target.name} stands ${t.range} hexes away along that line: nothing can be thrown more than ${THROW.maxRange} hexes`;
}

/** What the caller does with a hit: the blow on the CRT at this column against this area. */
export type ThrowStrike = (victim: Gladiator, area: Area, column: number) => void;

/** 12.5 as the Billings Rules play it: the roll, the landing, and on a hit the area and the blow. */
export function billingsThrow(ctx: Ctx, g: Gladiator, item: ItemKind, side: Side, strike: ThrowStrike): void {
  const object = thrownObject(g, item);
  const dir = throwDirection(g, side);
  const aim = throwTarget(ctx.s, g, side);
  const from: Hex = g.position;
  const mods = aim ? throwModifiers(object, aim.range, g.TR) : [];
  const r = ctx.dice.roll(
    THROW.dice,
    aim ? `${g.name}'s ${item} thrown at ${aim.target.name}` : `${g.name}'s ${item} thrown away`,
    BILLINGS_THROW,
    mods,
  );
  const die = r.dice[0] as number;
  const hit = aim !== null && r.total <= THROW.hitAtOrBelow;
  r.row = aim ? `${r.total} against ${THROW.hitAtOrBelow} or less` : `${die} hex${die === 1 ? '' : 'es'}`;
  r.result = !aim ? 'no target' : hit ? 'hits' : 'misses';
  if (!aim || !hit) {
    const at = itemLanding(ctx.s.options, from, dir, die);
    throwItemTo(ctx, g, item, at, BILLINGS_THROW);
    if (aim)
      ctx.emit(
        'throw-missed',
        BILLINGS_THROW,
        `The throw misses ${aim.target.name}${hexEq(at, aim.target.position) ? ', though it falls at his feet' : ''}.`,
        { seat: g.seat, target: aim.target.seat, range: distance(from, aim.target.position) },
      );
    return;
  }
  throwItemTo(ctx, g, item, aim.target.position, BILLINGS_THROW);
  const a = ctx.dice.roll(1, `where the ${item} strikes ${aim.target.name}`, BILLINGS_THROW);
  const area = THROW_AREA[a.total as 1];
  a.result = area === 'miss' ? 'misses after all' : AREA_NAMES[area];
  if (area === 'miss') {
    ctx.emit('throw-missed', BILLINGS_THROW, `The ${item} glances off ${aim.target.name} without effect.`, {
      seat: g.seat,
      target: aim.target.seat,
      range: aim.range,
    });
    return;
  }
  strike(aim.target, area, THROW_ROWS[object].crtColumn);
}
