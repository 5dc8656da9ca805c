/**
 * Arenas for rule tests: a match set up from options, fighters put where a test wants them, hands dealt by card
 * kind through the real Choose Cards command, the first player fixed, and commands played with their events kept.
 */
import type { Direction, Hex } from '../../core/hex.js';
import type { GameEvent, SeatId } from '../../core/protocol.js';
import { unwrap } from '../../core/result.js';
import { gladiatori } from './module.js';
import type { ActionType } from './tables.js';
import type { Card, Fighter, GladiatoriCommand, GladiatoriState } from './types.js';

/** A card named by what it is: an Action type, or a combat card kind. */
export type Kind = ActionType | 'energy0' | 'energy1' | 'feint';

const matches = (c: Card, k: Kind): boolean => (c.kind === 'action' ? c.action === k : c.kind === k);

/** The ids of cards of these kinds in `cards`, each card once. */
export function pick(cards: Card[], kinds: Kind[]): string[] {
  const used = new Set<string>();
  return kinds.map((k) => {
    const c = cards.find((x) => !used.has(x.id) && matches(x, k));
    if (!c) throw new Error(`no ${k} card left to pick`);
    used.add(c.id);
    return c.id;
  });
}

export interface Place {
  at: Hex;
  facing: Direction;
}

export class Table {
  events: GameEvent[] = [];
  constructor(public s: GladiatoriState) {}

  f(seat: SeatId): Fighter {
    return this.s.fighters[seat] as Fighter;
  }

  /** Plays a command that must be accepted. */
  play(seat: SeatId, cmd: GladiatoriCommand): this {
    const r = gladiatori.apply(this.s, seat, cmd);
    if (!r.ok) throw new Error(`${seat} ${JSON.stringify(cmd)} refused: ${r.error.rule} ${r.error.message}`);
    this.s = r.value.state;
    this.events.push(...r.value.events);
    return this;
  }

  /** Plays a command and returns the refusal it must meet. */
  refuse(seat: SeatId, cmd: GladiatoriCommand) {
    const r = gladiatori.apply(this.s, seat, cmd);
    if (r.ok) throw new Error(`${seat} ${JSON.stringify(cmd)} was accepted`);
    return r.error;
  }

  /** Ids of the seat's cards of these kinds, looked for in the hand, then the deck. */
  ids(seat: SeatId, kinds: Kind[], zone: 'hand' | 'deck' | 'discard' = 'hand'): string[] {
    return pick(this.f(seat)[zone], kinds);
  }

  /** The id of the card of this kind on the seat's table. */
  onTable(seat: SeatId, kind: ActionType): string {
    const t = this.f(seat).table.find((x) => x.card.action === kind);
    if (!t) throw new Error(`no ${kind} card on ${seat}'s table`);
    return t.card.id;
  }

  pending(): SeatId[] {
    return gladiatori.pending(this.s);
  }

  texts(type?: string): string[] {
    return this.events.filter((e) => !type || e.type === type).map((e) => e.text);
  }
}

/**
 * The fixed placement (4.1 with the start-hex choice off): the seats stand on the start hexes set-up gives them and
 * the first turn opens at once. Tests that put the fighters where they want start from it.
 */
export const FIXED_START = { startChoice: false } as const;

/**
 * A match with these options; seats are placed, the VP stack set so that `first` plays first, and each seat's
 * hand chosen by kinds (the rest of his deck is his hit-point deck). Round 1 of turn 1 then waits for `first`.
 * The placing of the miniatures is skipped (FIXED_START) unless the options ask for it.
 */
export function table(
  places: Record<SeatId, Place>,
  hands: Record<SeatId, Kind[]>,
  options: Record<string, unknown> = {},
  first: SeatId = 'a',
): Table {
  const s = unwrap(gladiatori.setup(gladiatori.options.parse({ ...FIXED_START, ...options }), 'testkit'));
  for (const [seat, p] of Object.entries(places)) Object.assign(s.fighters[seat] as Fighter, p);
  s.stack = [first, ...s.seats.filter((x) => x !== first)];
  const t = new Table(s);
  for (const seat of s.seats) t.play(seat, { type: 'choose', hand: pick(t.f(seat).deck, hands[seat] ?? []) });
  return t;
}

/** Face to face, `a` south of `b` and facing him. */
export const FACE_TO_FACE: Record<SeatId, Place> = {
  a: { at: { q: 0, r: 1 }, facing: 0 },
  b: { at: { q: 0, r: 0 }, facing: 3 },
};
/** `a` directly behind `b`, facing his back. */
export const BEHIND: Record<SeatId, Place> = {
  a: { at: { q: 0, r: 1 }, facing: 0 },
  b: { at: { q: 0, r: 0 }, facing: 0 },
};

export const NO_RECOVERY = { cards: [], blood: 0, speed: 0, offense: 0, guard: 0 };
