/**
 * Equipping before the first turn (figures 'equipped', HOUSE 1.5): strength and agility are rolled at setup (1.1,
 * 1.2), then every player picks his own man's kit at the same time and in secret. A net is open only to a man whose
 * rolls fit the Retarius (strength at most 2, agility at least 2). Once the last kit is in, all are shown, each
 * man's damage boxes are rolled (1.3: they count his armour), his movement worked out (1.4), and the first turn
 * begins. module.ts calls in here while `state.equipping` is set.
 */
import { Dice } from '../../core/dice.js';
import type { Legal, SeatId, Viewer } from '../../core/protocol.js';
import { ok, type Result, type RuleViolation, violation } from '../../core/result.js';
import {
  copyFigures,
  copyKit,
  createFigure,
  makeKit,
  manOf,
  movementOf,
  putMan,
  retariusProblem,
  rollBuild,
  sheetProblem,
} from './creation.js';
import type { Fight } from './melee.js';
import { armourPieces, kit as bareKit, EQUIPMENT_ROLL, MIN_MOVEMENT, movementPenalty, RULE } from './tables.js';
import { startTurn } from './turn.js';
import type { EquipCommand, Figure, GloryMove, GloryState, HelmetKind, Kit, WeaponKind } from './types.js';

/** What a view shows of the step: who has chosen, and the viewer's own kit; null once the first turn has begun. */
export interface EquipView {
  chosen: SeatId[];
  mine: { seat: SeatId; kit: Kit } | null;
}

/** A man before he is equipped: strength and agility rolled (1.1, 1.2), bare, his boxes not rolled yet (0). */
export function unequippedFigure(
  dice: Dice,
  figure: Omit<Figure, 'strength' | 'agility' | 'boxes' | 'movement'>,
): Figure {
  const { strength, agility } = rollBuild(dice, figure.name);
  // Field by field, in the one order of a figure (creation.ts FIGURE_FIELDS): an object spread after other fields
  // takes a slow path (several microseconds a man, most of a match's setup), and a literal is made at once.
  return {
    seat: figure.seat,
    name: figure.name,
    side: figure.side,
    strength,
    agility,
    boxes: 0,
    hits: figure.hits,
    movement: strength + agility,
    retarius: figure.retarius,
    kit: figure.kit,
    at: figure.at,
    facing: figure.facing,
    down: figure.down,
    out: figure.out,
    dyingIn: figure.dyingIn,
    brokeFree: figure.brokeFree,
  };
}

const HELMETS: readonly HelmetKind[] = Object.freeze(['none', 'open', 'closed']);
const WEAPONS: readonly WeaponKind[] = Object.freeze(['sword', 'spear']);

/** Whether a man of this strength and agility may carry a net (1.1, 1.2): within the Retarius' limits. */
export const mayTakeNet = (strength: number, agility: number): boolean => retariusProblem(strength, agility) === null;

/** Every kit open to a man of this strength and agility (1.5): any pieces, a sword or a spear, a net if he may. */
export function kitsFor(strength: number, agility: number): Kit[] {
  const kits: Kit[] = [];
  const nets = mayTakeNet(strength, agility) ? [false, true] : [false];
  for (const helmet of HELMETS)
    for (const body of [false, true])
      for (const arm of [false, true])
        for (const leg of [false, true])
          for (const shield of [false, true])
            for (const weapon of WEAPONS)
              for (const net of nets) kits.push({ helmet, body, arm, leg, shield, weapon, net });
  return kits;
}

/**
 * A man's kit in words: "closed helmet, body armour, shield, spear, net". The one wording of a kit: the terminal's
 * lines, the web screen and the equipping messages all use it. A bare head and missing pieces go unsaid; a missing
 * weapon is said ("no weapon").
 */
export function kitInWords(k: Kit): string {
  // Piece by piece onto one string (every match words each man's kit once; a list filtered and joined cost more).
  let words = k.helmet === 'open' ? 'helmet, ' : k.helmet === 'closed' ? 'closed helmet, ' : '';
  if (k.body) words += 'body armour, ';
  if (k.arm) words += 'arm armour, ';
  if (k.leg) words += 'leg armour, ';
  if (k.shield) words += 'shield, ';
  words += k.weapon ?? 'no weapon';
  if (k.net) words += ', net';
  return words;
}

/** What a kit makes of a man before the dice (1.3, 1.4): his boxes beyond the die, and his movement. */
export function kitSums(strength: number, agility: number, k: Kit): { boxesBeyondDie: number; movement: number } {
  return { boxesBeyondDie: strength + armourPieces(k), movement: movementOf(strength, agility, k) };
}

export const equipPending = (s: GloryState): SeatId[] =>
  s.equipping ? s.seats.filter((seat) => !Object.hasOwn((s.equipping as { kits: object }).kits, seat)) : [];

/**
 * The equip commands open to a man, one list without the net and one with it, each command and kit frozen and made
 * once: every match offered every man 96 or 192 of them afresh. Safe to share, since applyEquip copies the kit it is
 * given (checkedKit) and nobody can edit a frozen one; each list handed out is a copy of the array.
 */
const EQUIP_COMMANDS: (readonly GloryMove[])[] = [];
function equipCommands(net: boolean): readonly GloryMove[] {
  const slot = net ? 1 : 0;
  let commands = EQUIP_COMMANDS[slot];
  if (commands === undefined) {
    // Strength 1 and agility 3 fit the Retarius' limits; strength 3 does not.
    const kits = net ? kitsFor(1, 3) : kitsFor(3, 3);
    if (kits.some((k) => k.net) !== net) throw new Error('the kits for the equip commands do not match their net');
    // The list itself is not frozen (a frozen array's copy takes a slow path); it never leaves this module.
    commands = kits.map((k) => Object.freeze({ type: 'equip' as const, kit: Object.freeze(k) }) as GloryMove);
    EQUIP_COMMANDS[slot] = commands;
  }
  return commands;
}

/** Equip's form by strength and agility (slot (strength - 1) * 3 + agility - 1), frozen and made once each. */
const EQUIP_FORMS: Record<string, unknown>[] = [];
function equipForm(strength: number, agility: number): Record<string, unknown> {
  const slot = (strength - 1) * 3 + agility - 1;
  const known = Number.isInteger(slot) && slot >= 0 && slot < 9 ? EQUIP_FORMS[slot] : undefined;
  if (known !== undefined) return known;
  const net = mayTakeNet(strength, agility);
  const form = Object.freeze({
    strength,
    agility,
    net,
    pieces: Object.freeze({
      helmet: HELMETS,
      body: Object.freeze([false, true]),
      arm: Object.freeze([false, true]),
      leg: Object.freeze([false, true]),
      shield: Object.freeze([false, true]),
      weapon: WEAPONS,
      net: Object.freeze(net ? [false, true] : [false]),
    }),
  });
  if (Number.isInteger(slot) && slot >= 0 && slot < 9) EQUIP_FORMS[slot] = form;
  return form;
}

/** The kits open to the seat, with a form naming the pieces for a client that builds one. */
export function equipLegal(s: GloryState, seat: SeatId): Legal<GloryMove> {
  // equipPending(s).includes(seat), without the list.
  const equipping = s.equipping;
  if (!equipping || kitOf(equipping.kits, seat) !== undefined || !s.seats.includes(seat))
    return { seat, commands: [], complete: true };
  const g = s.figures[seat] as Figure;
  const commands = equipCommands(mayTakeNet(g.strength, g.agility)).slice();
  return { seat, commands, complete: true, form: equipForm(g.strength, g.agility) };
}

/** The kit a clock plays for a player who has not chosen: the light swordsman of the d6 table, open to anyone. */
export function timeoutKit(): EquipCommand {
  return { type: 'equip', kit: { ...(EQUIPMENT_ROLL[1] as { kit: Kit }).kit } };
}

/** The state's own copy of a kit (makeKit), checked as far as the schema would (a bot's need not have been). */
function checkedKit(k: Kit): Kit | null {
  if (!HELMETS.includes(k.helmet) || (k.weapon !== null && !WEAPONS.includes(k.weapon))) return null;
  const pieces = typeof k.body === 'boolean' && typeof k.arm === 'boolean' && typeof k.leg === 'boolean';
  if (!pieces || typeof k.shield !== 'boolean' || typeof k.net !== 'boolean') return null;
  return makeKit(k.helmet, k.body, k.arm, k.leg, k.shield, k.weapon, k.net);
}

/**
 * A player's kit (1.5). Kits stay secret until the last is in; then they are shown, every man's damage rolled (1.3)
 * and movement worked out (1.4) in seat order, and the first turn's initiative rolled (2.1).
 */
export function applyEquip(
  state: GloryState,
  seat: SeatId,
  cmd: GloryMove,
): Result<{ state: GloryState; events: Fight['events'] }, RuleViolation> {
  const equipping = state.equipping;
  if (!equipping)
    return violation(
      'not-equipping',
      RULE.equipment,
      'the men are equipped before the first turn, not during the fight',
    );
  if (!state.seats.includes(seat)) return violation('bad-seat', 'protocol', `no gladiator sits at seat "${seat}"`);
  const g = state.figures[seat] as Figure;
  if (cmd.type !== 'equip')
    return violation('must-equip', RULE.equipment, `${g.name} must be equipped before the first turn begins`);
  if (kitOf(equipping.kits, seat) !== undefined)
    return violation('already-equipped', RULE.equipment, `${g.name} has already been equipped`);
  const k = checkedKit(cmd.kit);
  if (!k) return violation('bad-kit', RULE.equipment, `${g.name}'s kit is not one of the pieces the rules list`);
  const problem = sheetProblem({ strength: g.strength, agility: g.agility, kit: k });
  if (problem) return violation('bad-kit', problem.rule, `${g.name}: ${problem.message}`, { field: problem.field });
  const kits = withKit(equipping.kits, seat, k);
  let missing = false;
  for (let i = 0; i < state.seats.length && !missing; i++)
    missing = kitOf(kits, state.seats[i] as SeatId) === undefined;
  if (missing) {
    const text = `${g.name} has chosen his equipment.`;
    const next = stateWithout(state, state.rng);
    next.equipping = { kits };
    return ok({
      state: next,
      events: [{ type: 'equipped', visibleTo: 'all' as const, rule: RULE.equipment, text }],
    });
  }
  // The last kit is in: every man is armed, his boxes rolled, and the fight begins. The state is made without the
  // equipping step's field rather than with it deleted, which would leave the first turn's state a slow dictionary.
  const rng: GloryState['rng'] = state.rng.script
    ? { s: state.rng.s, script: state.rng.script.slice() }
    : { s: state.rng.s };
  const s = stateWithout(state, rng);
  s.figures = copyFigures(s.seats, state.figures);
  // The dice advance this state's own RNG state (made just above) in place, with no new list of words a die.
  const f: Fight = { s, dice: new Dice(s.rng, true), events: [] };
  for (const x of s.seats) {
    const old = manOf(s.figures, x) as Figure;
    const chosen = kitOf(kits, x) as Kit;
    const made = createFigure(
      f.dice,
      { name: old.name, strength: old.strength, agility: old.agility, kit: chosen },
      { seat: x, name: old.name, side: old.side, at: old.at, facing: old.facing },
    );
    if (!made.ok) throw new Error(`a kit passed its check and then failed: ${made.error.message}`);
    putMan(s.figures, x, made.value);
    const m = made.value;
    const penalty = movementPenalty(chosen);
    const movement =
      penalty === 0
        ? `movement ${m.movement}`
        : m.movement === MIN_MOVEMENT && old.strength + old.agility - penalty < MIN_MOVEMENT
          ? `movement ${MIN_MOVEMENT} (never less)`
          : `movement ${m.movement} (${penalty} less for the armour)`;
    f.events.push({
      type: 'kit',
      visibleTo: 'all',
      rule: RULE.equipment,
      text: `${m.name}, strength ${m.strength} and agility ${m.agility}, takes ${kitInWords(chosen)}: ${m.boxes} damage boxes, ${movement}.`,
      rolls: f.dice.take(),
      data: { seat: x, kit: chosen },
    });
  }
  startTurn(f);
  return ok({ state: s, events: f.events });
}

/** A copy of the state's fields but the equipping step's, with `rng` for its dice, in the order setup makes them. */
function stateWithout(state: GloryState, rng: GloryState['rng']): GloryState {
  return {
    options: state.options,
    seats: state.seats,
    figures: state.figures,
    dropped: state.dropped,
    turn: state.turn,
    order: state.order,
    group: state.group,
    submitted: state.submitted,
    locked: state.locked,
    outcome: state.outcome,
    rng,
  };
}

/**
 * The kits so far with `k` from `seat` added last, in the order they came in: copied seat by seat, each usual seat
 * written by its name (putKit). A spread of the record (of a new shape with each kit) and a write by a changing key
 * after it took the engine's slow paths, the spread most of all.
 */
function withKit(old: Record<SeatId, Kit>, seat: SeatId, k: Kit): Record<SeatId, Kit> {
  const made: Record<SeatId, Kit> = {};
  for (const other in old) putKit(made, other, old[other] as Kit);
  putKit(made, seat, k);
  return made;
}

/**
 * The kit chosen at `seat`, undefined while there is none: each usual seat read by its name, as putKit writes it (a
 * test by a changing key on records of a new shape with each kit is the slow generic path). A kit is never undefined.
 */
function kitOf(record: Record<SeatId, Kit>, seat: SeatId): Kit | undefined {
  switch (seat) {
    case 'a':
      return record.a;
    case 'b':
      return record.b;
    case 'c':
      return record.c;
    case 'd':
      return record.d;
    case 'e':
      return record.e;
    case 'f':
      return record.f;
    case 'g':
      return record.g;
    case 'h':
      return record.h;
    default:
      return Object.hasOwn(record, seat) ? record[seat] : undefined;
  }
}

function putKit(record: Record<SeatId, Kit>, seat: SeatId, k: Kit): void {
  switch (seat) {
    case 'a':
      record.a = k;
      return;
    case 'b':
      record.b = k;
      return;
    case 'c':
      record.c = k;
      return;
    case 'd':
      record.d = k;
      return;
    case 'e':
      record.e = k;
      return;
    case 'f':
      record.f = k;
      return;
    case 'g':
      record.g = k;
      return;
    case 'h':
      record.h = k;
      return;
    default:
      record[seat] = k;
  }
}

/** The step as a viewer may see it: who has chosen, and his own kit; nobody else's until all are in. */
export function equipView(s: GloryState, viewer: Viewer): EquipView | null {
  if (!s.equipping) return null;
  const kits = s.equipping.kits;
  const own = viewer !== 'spectator' && Object.hasOwn(kits, viewer) ? (kits[viewer] as Kit) : null;
  return { chosen: Object.keys(kits), mine: own ? { seat: viewer, kit: own } : null };
}

/** The kits not yet revealed, each with its seat, as `mine` shows them (for the conformance harness). */
export const equipSecrets = (s: GloryState): { seat: SeatId; value: unknown }[] =>
  Object.entries(s.equipping?.kits ?? {}).map(([seat, k]) => ({ seat, value: { seat, kit: k } }));

/** A man's place in the arena before his kit: the bare kit every man starts from (the view shows no pieces). */
export const noKit = (): Kit => copyKit(bareKit());

/** The pieces as a person types them, for `ludus play`: what each word puts on the man. */
const PIECE_WORDS: Readonly<Record<string, (k: Kit) => void>> = {
  helmet: (k) => {
    if (k.helmet === 'none') k.helmet = 'open';
  },
  closed: (k) => {
    k.helmet = 'closed';
  },
  body: (k) => {
    k.body = true;
  },
  arm: (k) => {
    k.arm = true;
  },
  leg: (k) => {
    k.leg = true;
  },
  shield: (k) => {
    k.shield = true;
  },
  sword: (k) => {
    k.weapon = 'sword';
  },
  spear: (k) => {
    k.weapon = 'spear';
  },
  net: (k) => {
    k.net = true;
  },
};
/** Words a person may add that put nothing on ("armour", "and", commas). */
const FILLER = new Set(['armour', 'armor', 'and', 'a', 'an', 'with', 'nothing', 'helm']);

export const KIT_QUESTION_HELP =
  'name the pieces: helmet or closed helmet, body, arm, leg, shield, sword or spear, net (a sword if no weapon is named); or 1-6 for a kind of fighter of the table';

/**
 * A kit typed in words ("closed helmet body arm shield spear"), or a die face 1-6 for a row of the equipment table
 * (1.5), or why it cannot be read. The rules' limits are apply's to check.
 */
export function parseKit(text: string): { ok: true; kit: Kit } | { ok: false; error: string } {
  const t = text.trim().toLowerCase();
  const row = /^[1-6]$/.test(t) ? EQUIPMENT_ROLL[Number(t) - 1] : undefined;
  if (row) return { ok: true, kit: { ...row.kit } };
  const k = bareKit();
  const words = t.split(/[\s,]+/).filter((w) => w !== '');
  if (words.length === 0) return { ok: false, error: `no pieces named: ${KIT_QUESTION_HELP}` };
  for (const w of words) {
    const put = PIECE_WORDS[w.replace(/s$/, '')] ?? PIECE_WORDS[w];
    if (put) put(k);
    else if (!FILLER.has(w)) return { ok: false, error: `"${w}" is not a piece of equipment: ${KIT_QUESTION_HELP}` };
  }
  return { ok: true, kit: k };
}

/** The six kinds of fighter of the equipment table, a line each, for the terminal's question. */
export const tableLines = (): string[] => EQUIPMENT_ROLL.map((r) => `  ${r.face} ${r.name}: ${kitInWords(r.kit)}`);
