/**
 * Melee (3.1-3.8), damage (4.1-4.4) and the net (5.1-5.3). Both sides roll 2d6 with their modifiers, the defender
 * adds his hexside value, and the difference picks a row of the result table: backing up, advancing, damage to
 * both, falling, a mortal wound; a tie costs weapons, nets or shields on the loss rolls.
 */
import type { Dice, Modifier } from '../../core/dice.js';
import { type Direction, delta, directionTo, distance, type Hex, neighbours, relative } from '../../core/hex.js';
import type { GameEvent } from '../../core/protocol.js';
import { makeKit } from './creation.js';
import { inArena, occupant } from './movement.js';
import {
  BREAK_FREE_ABOVE,
  CROWD_SPARES_FROM,
  HELMET_MODIFIER,
  HEXSIDE,
  type HexsideRow,
  KIT_MODIFIERS,
  type ResultRow,
  resultRow,
  RULE as SECTIONS,
  TIE_LOSS,
} from './tables.js';
import type { Figure, GloryState } from './types.js';

// The modifier tables read once into this module: under tsx and the test runner, every use of an imported name is
// a call, and the bots weigh blows with them hundreds of times a move.
const KIT = KIT_MODIFIERS;
const HELMET = HELMET_MODIFIER;
const RULE = SECTIONS;
/** The kits' maker (creation.ts), read once: a lost piece makes a new kit, of the one shape. */
const newKit = makeKit;

/** Direction of an adjacent hex by its offset, (dq + 1) * 3 + dr + 1, as core/hex.ts numbers them; -1 for none. */
const DIRECTION_BY_OFFSET = [-1, 5, 4, 0, -1, 3, 1, 2, -1];

export interface Fight {
  s: GloryState;
  dice: Dice;
  events: GameEvent[];
  /**
   * True while `s.figures` is still the record of men of the state the step began from (module.ts copyState, when
   * no man of the moving group changes): a rule that puts a new man in the record copies it first.
   */
  figuresShared?: boolean;
  /**
   * Whether a man has left the fight during the step, for nextGroup (turn.ts) to know whether the match may be
   * decided: false from a step begun on a state whose match was not decided, true once a man falls out; left out,
   * the match is looked at anyway.
   */
  fallen?: boolean;
}

/** An event with the rolls made since the last one; the rolls are taken only when there are some. */
const say = (f: Fight, type: string, rule: string, text: string): void => {
  f.events.push(
    f.dice.rolls.length > 0
      ? { type, visibleTo: 'all', rule, text, rolls: f.dice.take() }
      : { type, visibleTo: 'all', rule, text },
  );
};

/** The defender's hexside row for an attacker standing at `from` (3.3); rear for a figure not adjacent. */
export function hexsideOf(defender: Figure, from: Hex): HexsideRow {
  const dq = from.q - defender.at.q;
  const dr = from.r - defender.at.r;
  const d = dq >= -1 && dq <= 1 && dr >= -1 && dr <= 1 ? (DIRECTION_BY_OFFSET[(dq + 1) * 3 + dr + 1] as number) : -1;
  if (d >= 0) return HEXSIDE_BY_REL[(d - defender.facing + 6) % 6] as HexsideRow;
  // A whip from two hexes away (hexsideBeyond), read from its table; three or more away, no hex lies between.
  if (dq < -2 || dq > 2 || dr < -2 || dr > 2) return HEXSIDE[3] as HexsideRow;
  return BEYOND[defender.facing * 25 + (dq + 2) * 5 + dr + 2] as HexsideRow;
}

/**
 * The hexside of the hex between a defender at `at` facing `facing` and an attacker two hexes off at `from`, that the
 * attacker stands beyond: the best for the attacker where two lie between (HEXSIDE's order); rear where none does.
 */
function hexsideBeyond(at: Hex, facing: Direction, from: Hex): HexsideRow {
  const between = neighbours(at).filter((h) => distance(h, from) === 1);
  const rels = between.map((h) => relative(directionTo(at, h) ?? 0, facing));
  const best = HEXSIDE.find((h) => rels.some((r) => h.rel.includes(r)));
  return best ?? (HEXSIDE[3] as HexsideRow);
}

/**
 * hexsideBeyond by the defender's facing and the attacker's offset from him (dq and dr within two), worked out once,
 * since the answer hangs on those alone: at facing * 25 + (dq + 2) * 5 + dr + 2. A whip came to it through lists and
 * closures made at every blow.
 */
const BEYOND: HexsideRow[] = [];
for (let facing = 0; facing < 6; facing++)
  for (let dq = -2; dq <= 2; dq++)
    for (let dr = -2; dr <= 2; dr++) BEYOND.push(hexsideBeyond({ q: 0, r: 0 }, facing as Direction, { q: dq, r: dr }));

/** A modifier of the melee roll made once and frozen: the rolls of every melee share it (a roll's list is its own). */
const fixed = (label: string, value: number, rule: string): Modifier => Object.freeze({ label, value, rule });
const SHIELD = fixed('shield', KIT.shield, RULE.modifiers);
const OPEN_HELMET = fixed('helmet', HELMET.open, RULE.modifiers);
const CLOSED_HELMET = fixed('closed helmet', HELMET.closed, RULE.modifiers);
const SPEAR = fixed('spear against sword', KIT.spearVersusSword, RULE.modifiers);
const LEG = fixed('leg armour', KIT.legArmour, RULE.modifiers);
const ARM = fixed('arm armour', KIT.armArmour, RULE.modifiers);
const BODY = fixed('body armour', KIT.bodyArmour, RULE.modifiers);
const NET = fixed('net in hand', KIT.netInHand, RULE.modifiers);
const UNARMED = fixed('foe has lost his weapon', KIT.foeUnarmed, RULE.unarmed);
const WHIPPED = fixed('whipped by the net', KIT.whipped, RULE.whip);
/** The modifiers that hang on a number (hits taken, agility beyond the foe's), by that number, made when first met. */
const HITS_TAKEN: Modifier[] = [];
const MORE_AGILE: Modifier[] = [];
/** A slot of those lists not filled yet. */
const EMPTY_MODIFIER = fixed('', 0, '');
function byNumber(known: Modifier[], n: number, make: () => Modifier): Modifier {
  if (!Number.isInteger(n) || n < 0 || n > 63) return make();
  while (known.length <= n) known.push(EMPTY_MODIFIER);
  let m = known[n] as Modifier;
  if (m === EMPTY_MODIFIER) {
    m = make();
    known[n] = m;
  }
  return m;
}
/** The hexside's modifier (3.3) by its row of HEXSIDE, with a shield and without: [row * 2] and [row * 2 + 1]. */
const HEXSIDE_MODIFIERS: Modifier[] = HEXSIDE.flatMap((h) => [
  fixed(`${h.name} hexside`, h.withShield, h.rule),
  fixed(`${h.name} hexside`, h.withoutShield, h.rule),
]);

/** meleeModifiers' working list, written from the start each call and never handed out. */
const building: Modifier[] = [];

/**
 * Every modifier to one side's melee roll (3.2-3.4, 3.8, 5.1), in a fixed order; those worth nothing are left out.
 * The list is new, handed over to the roll; the modifiers in it are shared constants (above), never edited. It is
 * written into a working list (building) and copied out at its length: grown by push from empty, a list took room
 * for seventeen.
 */
export function meleeModifiers(
  self: Figure,
  foe: Figure,
  role: 'attacker' | 'defender',
  whip: boolean,
  from: Hex,
): Modifier[] {
  const k = self.kit;
  const mods = building;
  let n = 0;
  if (k.shield && SHIELD.value !== 0) mods[n++] = SHIELD;
  if (k.helmet !== 'none') {
    const helmet = k.helmet === 'closed' ? CLOSED_HELMET : OPEN_HELMET;
    if (helmet.value !== 0) mods[n++] = helmet;
  }
  if (k.weapon === 'spear' && foe.kit.weapon === 'sword' && SPEAR.value !== 0) mods[n++] = SPEAR;
  if (k.leg && LEG.value !== 0) mods[n++] = LEG;
  if (k.arm && ARM.value !== 0) mods[n++] = ARM;
  if (k.body && BODY.value !== 0) mods[n++] = BODY;
  if (k.net && NET.value !== 0) mods[n++] = NET;
  const hits = self.hits;
  if (hits * KIT.perHit !== 0)
    mods[n++] = byNumber(HITS_TAKEN, hits, () => fixed(`${hits} hits taken`, hits * KIT.perHit, RULE.modifiers));
  const agile = Math.max(0, self.agility - foe.agility);
  if (agile !== 0) mods[n++] = byNumber(MORE_AGILE, agile, () => fixed('more agile', agile, RULE.agilityDifference));
  if (role === 'attacker') {
    if (foe.kit.weapon === null && UNARMED.value !== 0) mods[n++] = UNARMED;
  } else {
    const side = HEXSIDE.indexOf(hexsideOf(self, from));
    const hexside = HEXSIDE_MODIFIERS[side * 2 + (k.shield ? 0 : 1)] as Modifier;
    if (hexside.value !== 0) mods[n++] = hexside;
    if (whip && WHIPPED.value !== 0) mods[n++] = WHIPPED;
  }
  return mods.slice(0, n);
}

/**
 * The sum of `meleeModifiers` without the hexside (3.2, 3.4, 3.8, 5.1), computed without building the list: bots
 * weigh many places a turn. A test holds it equal to the list's sum.
 */
export function standingBonus(self: Figure, foe: Figure, role: 'attacker' | 'defender', whip: boolean): number {
  const k = self.kit;
  let b = HELMET[k.helmet] + self.hits * KIT.perHit;
  if (k.shield) b += KIT.shield;
  if (k.weapon === 'spear' && foe.kit.weapon === 'sword') b += KIT.spearVersusSword;
  if (k.leg) b += KIT.legArmour;
  if (k.arm) b += KIT.armArmour;
  if (k.body) b += KIT.bodyArmour;
  if (k.net) b += KIT.netInHand;
  if (self.agility > foe.agility) b += self.agility - foe.agility;
  if (role === 'attacker') {
    if (foe.kit.weapon === null) b += KIT.foeUnarmed;
  } else if (whip) b += KIT.whipped;
  return b;
}

/** A defender's hexside value (3.3) by the relative direction (0 front .. 3 rear) the blow comes from. */
export function hexsideValue(defender: Figure, rel: number): number {
  const row = HEXSIDE_BY_REL[rel] as HexsideRow;
  return defender.kit.shield ? row.withShield : row.withoutShield;
}
const HEXSIDE_BY_REL: readonly HexsideRow[] = [0, 1, 2, 3, 4, 5].map(
  (rel) => HEXSIDE.find((h) => h.rel.includes(rel)) as HexsideRow,
);

/** The step to the next hex in each direction (core/hex.ts), read once. */
const STEP: readonly Hex[] = [0, 1, 2, 3, 4, 5].map((d) => delta(d as Direction));
const far = (q: number, r: number, to: Hex): number => {
  const dq = q - to.q;
  const dr = r - to.r;
  return Math.max(Math.abs(dq), Math.abs(dr), Math.abs(dq + dr));
};
/** backHex's ways back, by direction, and their distances from the hex straight behind; kept from call to call. */
const backWays = new Int32Array(6);
const backKeys = new Int32Array(6);

/**
 * Where a loser backs to (3.5 with 6.2): straight away from the winner, or aside when the option allows. The ways
 * back are his neighbours one further from the winner, the nearest to the hex straight behind him first, ties in the
 * order of the directions.
 */
export function backHex(s: GloryState, loser: Figure, winner: Figure): Hex | null {
  const at = loser.at;
  const away = distance(at, winner.at) + 1;
  const mirror = { q: 2 * at.q - winner.at.q, r: 2 * at.r - winner.at.r };
  let n = 0;
  for (let d = 0; d < 6; d++) {
    const step = STEP[d] as Hex;
    const q = at.q + step.q;
    const r = at.r + step.r;
    if (far(q, r, winner.at) !== away) continue;
    const key = far(q, r, mirror);
    // Insertion by distance from the mirror hex, after any equal one: the order a stable sort gives.
    let j = n;
    while (j > 0 && (backKeys[j - 1] as number) > key) {
      backKeys[j] = backKeys[j - 1] as number;
      backWays[j] = backWays[j - 1] as number;
      j -= 1;
    }
    backKeys[j] = key;
    backWays[j] = d;
    n += 1;
  }
  const aside = s.options.backingUp === 'straightOrAside';
  for (let k = 0; k < n; k++) {
    const step = STEP[backWays[k] as number] as Hex;
    const h = { q: at.q + step.q, r: at.r + step.r };
    if (inArena(h, s.options.arenaRadius) && !occupant(s, h, loser.seat)) return h;
    if (!aside) return null;
  }
  return null;
}

/**
 * One step of the winner towards the loser, when it brings him nearer and the hex is free (3.5): the first such
 * hex in the order of the directions (all are as near as the other).
 */
function stepTowards(s: GloryState, winner: Figure, loser: Figure): boolean {
  const at = winner.at;
  const now = distance(at, loser.at);
  if (now <= 1) return false;
  for (let d = 0; d < 6; d++) {
    const step = STEP[d] as Hex;
    const q = at.q + step.q;
    const r = at.r + step.r;
    if (far(q, r, loser.at) !== now - 1) continue;
    const h = { q, r };
    if (!inArena(h, s.options.arenaRadius) || occupant(s, h, winner.seat)) continue;
    winner.at = h;
    return true;
  }
  return false;
}

/** The hits of a result (4.1): at zero boxes the figure falls and the crowd judges him (4.3, 4.4). */
export function takeHits(f: Fight, fig: Figure, n: number): void {
  if (n <= 0 || fig.out) return;
  fig.hits = Math.min(fig.boxes, fig.hits + n);
  if (fig.hits >= fig.boxes) {
    fig.down = true;
    say(f, 'fallen', RULE.fallen, `${fig.name} has no damage boxes left and falls, at the crowd's mercy.`);
    crowdVerdict(f, fig);
  }
}

/** The crowd's verdict on a helpless man (4.4, HOUSE form): spared men leave the arena alive, the others die. */
export function crowdVerdict(f: Fight, fig: Figure): void {
  const how = f.s.options.crowd;
  let spared: boolean;
  if (how === 'dice') {
    const r = f.dice.roll(1, `the crowd's verdict on ${fig.name}`, RULE.crowd);
    spared = r.total >= CROWD_SPARES_FROM;
    r.row = `spared on ${CROWD_SPARES_FROM} or more`;
    r.result = spared ? 'spared' : 'killed';
  } else spared = how === 'merciful';
  fig.out = spared ? 'spared' : 'dead';
  f.fallen = true;
  say(
    f,
    'verdict',
    RULE.crowd,
    spared
      ? `The crowd spares ${fig.name}; he leaves the arena alive.`
      : `The crowd turns its thumbs down: ${fig.name} is dispatched.`,
  );
}

/** Lose a weapon (6 on a tie's loss roll, 3.6): it falls in the loser's hex, to be picked up (3.7). */
function loseWeapon(s: GloryState, fig: Figure): void {
  if (fig.kit.weapon === null) return;
  // A new list: the old state shares the one it had (module.ts copyState).
  const dropped = s.dropped.slice();
  dropped.push({ at: fig.at, kind: fig.kit.weapon });
  s.dropped = dropped;
  const k = fig.kit;
  fig.kit = newKit(k.helmet, k.body, k.arm, k.leg, k.shield, null, k.net);
}

/**
 * A tie's loss rolls (3.6): 6 loses the weapon, 1 the net of a Retarius or else the shield (HOUSE). Returns `text`
 * with what each man keeps or loses added, a part each.
 */
function tieLosses(f: Fight, a: Figure, b: Figure, text: string): string {
  for (let i = 0; i < 2; i++) {
    const fig = i === 0 ? a : b;
    const r = f.dice.roll(1, `${fig.name}'s loss roll`, RULE.tie);
    const face = r.total;
    if (face === TIE_LOSS.weapon && fig.kit.weapon !== null) {
      r.result = `loses his ${fig.kit.weapon}`;
      loseWeapon(f.s, fig);
    } else if (face === TIE_LOSS.netOrShield && fig.kit.net) {
      r.result = 'loses his net';
      const k = fig.kit;
      fig.kit = newKit(k.helmet, k.body, k.arm, k.leg, k.shield, k.weapon, false);
    } else if (face === TIE_LOSS.netOrShield && fig.kit.shield) {
      r.result = 'loses his shield';
      const k = fig.kit;
      fig.kit = newKit(k.helmet, k.body, k.arm, k.leg, false, k.weapon, k.net);
    } else r.result = 'keeps his kit';
    text += `; ${fig.name} ${r.result}`;
  }
  return text;
}

/**
 * The row of the result table a roll's record names (3.5), by the difference of the totals: the same words for the
 * same difference, made once each (ROW_TEXTS, at difference + ROW_TEXT_MID; '' for one not made yet).
 */
const ROW_TEXTS: string[] = [];
const ROW_TEXT_MID = 64;
function rowText(difference: number, row: ResultRow): string {
  const slot = difference + ROW_TEXT_MID;
  const known = Number.isInteger(slot) && slot >= 0 && slot < 2 * ROW_TEXT_MID ? ROW_TEXTS[slot] : undefined;
  if (known !== undefined && known !== '') return known;
  const rowName =
    row.max === Number.POSITIVE_INFINITY
      ? `${row.min} or more`
      : row.min === row.max
        ? `${row.min}`
        : `${row.min}-${row.max}`;
  const text = `difference ${Math.abs(difference)}: row ${rowName}`;
  if (Number.isInteger(slot) && slot >= 0 && slot < 2 * ROW_TEXT_MID) {
    while (ROW_TEXTS.length < slot) ROW_TEXTS.push('');
    ROW_TEXTS[slot] = text;
  }
  return text;
}

export interface MeleeResult {
  row: ResultRow;
  difference: number;
  locked: boolean;
}

/** A melee or a whip of the net (3.1-3.6, 5.1) between an attacker and his target. */
export function melee(f: Fight, attacker: Figure, defender: Figure, whip: boolean): MeleeResult {
  const ra = f.dice.roll(
    2,
    `${attacker.name} attacks`,
    whip ? RULE.whip : RULE.meleeRoll,
    meleeModifiers(attacker, defender, 'attacker', whip, attacker.at),
    true,
  );
  const rd = f.dice.roll(
    2,
    `${defender.name} defends`,
    RULE.meleeRoll,
    meleeModifiers(defender, attacker, 'defender', whip, attacker.at),
    true,
  );
  const difference = ra.total - rd.total;
  const row = resultRow(difference);
  ra.row = rd.row = rowText(difference, row);
  // The event's text, its parts joined by "; " as they come.
  let text: string;
  if (row.locked) {
    text = `${attacker.name} and ${defender.name} are locked in melee until next turn`;
    if (difference === 0) text = tieLosses(f, attacker, defender, text);
    say(f, 'melee', row.rule, `${text}.`);
    return { row, difference, locked: true };
  }
  const winner = difference > 0 ? attacker : defender;
  const loser = difference > 0 ? defender : attacker;
  text = `${winner.name} wins by ${Math.abs(difference)}`;
  let backed = 0;
  for (let i = 0; i < row.loserBacks; i++) {
    const to = backHex(f.s, loser, winner);
    if (!to) break;
    loser.at = to;
    backed += 1;
  }
  if (row.loserBacks > 0)
    text +=
      backed === row.loserBacks
        ? `; ${loser.name} backs up ${backed}`
        : `; ${loser.name} backs up ${backed} of ${row.loserBacks} (blocked)`;
  const follow = f.s.options.follow === 'always';
  const steps =
    row.winner === 'advances' || (row.winner === 'mayAdvance' && follow)
      ? 1
      : row.winner === 'mayStayInContact' && follow
        ? 2
        : 0;
  let advanced = 0;
  for (let i = 0; i < steps && backed > 0; i++) if (stepTowards(f.s, winner, loser)) advanced += 1;
  if (advanced > 0) text += `; ${winner.name} advances ${advanced}`;
  if (row.loserFalls && !row.mortal) {
    loser.down = true;
    text += `; ${loser.name} falls to the ground`;
  }
  if (row.mortal) {
    loser.down = true;
    loser.out = 'dying';
    f.fallen = true;
    const d = f.dice.roll(1, `turns ${loser.name} lives`, RULE.results);
    loser.dyingIn = d.total | 0; // a small integer, as creation.ts keeps boxes
    d.result = `dies in ${d.total}`;
    text += `; ${loser.name} falls mortally wounded and dies in ${d.total} turns`;
  }
  if (row.winnerDamage > 0) text += `; ${winner.name} takes ${row.winnerDamage}`;
  if (row.loserDamage > 0) text += `; ${loser.name} takes ${row.loserDamage}`;
  say(f, 'melee', row.rule, `${text}.`);
  takeHits(f, winner, row.winnerDamage);
  takeHits(f, loser, row.loserDamage);
  return { row, difference, locked: false };
}

/** The net's ensnare (5.2, 5.3): agility contests, the net lost on a double, one try to break free. */
export function ensnare(f: Fight, retarius: Figure, target: Figure): 'netted' | 'free' | 'missed' {
  // Each list made for its roll alone, and handed over to it.
  const r = f.dice.roll(
    1,
    `${retarius.name} casts the net`,
    RULE.ensnare,
    [{ label: 'agility', value: retarius.agility }],
    true,
  );
  const t = f.dice.roll(1, `${target.name} dodges`, RULE.ensnare, [{ label: 'agility', value: target.agility }], true);
  if (r.total > t.total) {
    r.result = 'ensnared';
    if (target.brokeFree) {
      say(
        f,
        'ensnared',
        RULE.breakFree,
        `${target.name} is caught again and has no second try to break free: he is helpless.`,
      );
      crowdVerdict(f, target);
      return 'netted';
    }
    const b = f.dice.roll(
      1,
      `${target.name} tries to break free`,
      RULE.breakFree,
      [
        { label: 'strength', value: target.strength },
        { label: 'agility', value: target.agility },
      ],
      true,
    );
    target.brokeFree = true;
    b.row = `free above ${BREAK_FREE_ABOVE}`;
    if (b.total > BREAK_FREE_ABOVE) {
      b.result = 'breaks free';
      say(f, 'ensnared', RULE.breakFree, `${target.name} is ensnared but breaks free.`);
      return 'free';
    }
    b.result = 'helpless';
    say(
      f,
      'ensnared',
      RULE.breakFree,
      `${target.name} is ensnared and cannot break free: ${retarius.name} appeals to the crowd.`,
    );
    crowdVerdict(f, target);
    return 'netted';
  }
  if (t.total >= 2 * r.total) {
    t.result = 'the net is lost';
    const k = retarius.kit;
    retarius.kit = newKit(k.helmet, k.body, k.arm, k.leg, k.shield, k.weapon, false);
    say(f, 'ensnare', RULE.ensnare, `${target.name} rolls double ${retarius.name}'s total: the net is lost.`);
  } else {
    t.result = 'dodges';
    say(f, 'ensnare', RULE.ensnare, `${target.name} slips the net.`);
  }
  return 'missed';
}
