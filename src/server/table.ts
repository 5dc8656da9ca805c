/**
 * The table around a game: what the server lets every seat do whatever the game (resign, offer a draw, accept or
 * decline one) and the defaults its clocks play. `seated(mod)` is the game's module with these added: its state is
 * the game's state with the table's beside it, its commands the game's plus the table's, so the command log, the
 * snapshots, a replay and a restart carry them like any other command. docs/protocol.md, "Resign and draw offers",
 * says it in prose.
 *
 * A table action is stored as `{ "$table": ... }` in the command log. Clients never send one as a command: the
 * service parses a person's command with the game's own schema, and table actions come in their own frame.
 */
import type { AnyGameModule, GameEvent, Outcome, SeatId, Viewer } from '../core/protocol.js';
import { err, ok } from '../core/result.js';
import type { TableView } from './wire.js';

/** A draw offered by `by`, for his side; `accepted`: the seats of the other sides that said yes. */
export interface DrawOffer {
  by: SeatId;
  accepted: SeatId[];
}

/** What the table adds to a game's state. */
export interface Table {
  /** Seats that resigned, in order; a game with its own `resign` hook decides what that does to the fight. */
  resigned: SeatId[];
  offer: DrawOffer | null;
  /** An end the table decided (a side with no one left, a draw agreed); the game's own outcome otherwise. */
  ended: Outcome | null;
}

export interface Seated {
  $table: Table;
  game: unknown;
}

export type TableAction = 'resign' | 'offer-draw' | 'accept-draw' | 'decline-draw';
export const TABLE_ACTIONS: readonly TableAction[] = ['resign', 'offer-draw', 'accept-draw', 'decline-draw'];

/** A table action as stored; 'timeout' holds the game's default command the clock played. */
export type TableCommand = { $table: TableAction } | { $table: 'timeout'; command: unknown };

export const isTableCommand = (c: unknown): c is TableCommand =>
  typeof c === 'object' && c !== null && Object.hasOwn(c, '$table');

const EMPTY: Table = { resigned: [], offer: null, ended: null };

/** A state as stored: the game's alone in snapshots made before the table existed. */
export const seatedState = (stored: unknown): Seated =>
  typeof stored === 'object' && stored !== null && Object.hasOwn(stored, '$table')
    ? (stored as Seated)
    : { $table: EMPTY, game: stored };

/** The sides of the match, each a list of seats: the game's when it has sides, else one seat a side. */
export function sidesOf(mod: AnyGameModule, game: unknown): SeatId[][] {
  return mod.sides?.(game) ?? (mod.seats(game) as SeatId[]).map((s) => [s]);
}

/** A seat as people read it: the game's name for it (the man in it), else "seat a". */
export function seatName(mod: AnyGameModule, game: unknown, seat: SeatId): string {
  return mod.seatName?.(game, seat) ?? `seat ${seat}`;
}

const names = (mod: AnyGameModule, game: unknown, seats: SeatId[]): string =>
  seats.map((s) => seatName(mod, game, s)).join(', ');

const refuse = (code: string, message: string, values?: Record<string, unknown>) =>
  err({ code, rule: 'protocol', message, ...(values ? { values } : {}) });

const said = (text: string, type = 'table'): GameEvent => ({ type, visibleTo: 'all', text });

const cache = new WeakMap<AnyGameModule, AnyGameModule>();

/** The game's module with the table around it (one per module, so the service and the history share it). */
export function seated(mod: AnyGameModule): AnyGameModule {
  const known = cache.get(mod);
  if (known) return known;
  const outcome = (s: Seated): Outcome | null => s.$table.ended ?? mod.outcome(s.game);
  const wrapped: AnyGameModule = {
    id: mod.id,
    title: mod.title,
    rulesVersion: mod.rulesVersion,
    options: mod.options,
    command: mod.command,
    setup(options, seed, initial, script) {
      const r = mod.setup(options, seed, initial, script);
      return r.ok ? ok({ $table: EMPTY, game: r.value }) : r;
    },
    seats: (s: Seated) => mod.seats(s.game),
    pending: (s: Seated) => (s.$table.ended ? [] : mod.pending(s.game)),
    legal: (s: Seated, seat) => mod.legal(s.game, seat),
    view: (s: Seated, viewer: Viewer) => mod.view(s.game, viewer),
    outcome,
    sides: (s: Seated) => sidesOf(mod, s.game),
    seatName: (s: Seated, seat) => seatName(mod, s.game, seat),
    ...(mod.secrets ? { secrets: (s: Seated) => mod.secrets?.(s.game) ?? [] } : {}),
    timeoutCommand: (s: Seated, seat): TableCommand => ({ $table: 'timeout', command: gameDefault(mod, s.game, seat) }),
    apply(s: Seated, seat, cmd) {
      if (outcome(s)) return refuse('match-over', 'the match is over');
      if (!isTableCommand(cmd)) {
        const r = mod.apply(s.game, seat, cmd);
        if (!r.ok) return r;
        return ok({ state: { $table: lapse(s.$table, seat), game: r.value.state }, events: r.value.events });
      }
      if (cmd.$table === 'timeout') {
        const r = mod.apply(s.game, seat, cmd.command);
        if (!r.ok) return r;
        const named = timeoutRuleOf(mod, s.game, seat);
        const told = said(
          `Time ran out: the clock played the default for ${seatName(mod, s.game, seat)}${named ? `, ${named}` : ''}`,
          'timeout',
        );
        if (named) told.rule = named;
        told.data = { seat };
        return ok({ state: { $table: lapse(s.$table, seat), game: r.value.state }, events: [told, ...r.value.events] });
      }
      return act(mod, s, seat, cmd.$table);
    },
  };
  cache.set(mod, wrapped);
  return wrapped;
}

/** The command played for a seat whose time is up: the game's default, else the first command it offers. */
function gameDefault(mod: AnyGameModule, game: unknown, seat: SeatId): unknown {
  return mod.timeoutCommand ? mod.timeoutCommand(game, seat) : mod.legal(game, seat).commands[0];
}

/** The rule the game's default follows for this seat in the state its clock ran out on, if the game names one. */
function timeoutRuleOf(mod: AnyGameModule, game: unknown, seat: SeatId): string | undefined {
  const rule = mod.timeoutRule;
  return typeof rule === 'function' ? rule(game, seat) : rule;
}

/** An offer lapses at its offerer's next decision. */
const lapse = (t: Table, seat: SeatId): Table => (t.offer?.by === seat ? { ...t, offer: null } : t);

/** What the table shows of a state of `seated(game)`. */
export function tableView(table: AnyGameModule, s: Seated): TableView {
  return { resigned: s.$table.resigned, offer: s.$table.offer, sides: sidesOf(table, s) };
}

function act(mod: AnyGameModule, s: Seated, seat: SeatId, action: TableAction) {
  const t = s.$table;
  const sides = sidesOf(mod, s.game);
  const mine = sides.findIndex((side) => side.includes(seat));
  if (mine < 0) return refuse('unknown-seat', `no seat "${seat}" in this match`);
  if (t.resigned.includes(seat))
    return refuse('resigned', `${seatName(mod, s.game, seat)} has resigned: he takes no further part`);
  const who = seatName(mod, s.game, seat);
  const others = sides.filter((_, i) => i !== mine);
  switch (action) {
    case 'resign':
      return resign(mod, s, seat, sides);
    case 'offer-draw': {
      if (t.offer) {
        if (sides[mine]?.includes(t.offer.by))
          return refuse('offer-open', `your side's draw offer is still open`, { by: t.offer.by });
        // Offering while the other side's offer is open is saying yes to it.
        return accept(mod, s, seat, sides);
      }
      const to = others.map((side) => names(mod, s.game, side)).join('; ');
      return ok({
        state: { ...s, $table: { ...t, offer: { by: seat, accepted: [] } } },
        events: [said(`${who} offers a draw to ${to}: every other side must accept`)],
      });
    }
    case 'accept-draw':
      if (!t.offer) return refuse('no-offer', 'no draw is offered');
      if (sides[mine]?.includes(t.offer.by)) return refuse('own-offer', 'your own side offered this draw');
      return accept(mod, s, seat, sides);
    case 'decline-draw':
      if (!t.offer) return refuse('no-offer', 'no draw is offered');
      if (sides[mine]?.includes(t.offer.by)) return refuse('own-offer', 'your own side offered this draw');
      return ok({
        state: { ...s, $table: { ...t, offer: null } },
        events: [said(`${who} declines the draw ${seatName(mod, s.game, t.offer.by)} offered`)],
      });
  }
}

/** Every seat still in the fight on every side but the offerer's must accept; then the match is drawn. */
function accept(mod: AnyGameModule, s: Seated, seat: SeatId, sides: SeatId[][]) {
  const t = s.$table;
  const offer = t.offer as DrawOffer;
  const accepted = offer.accepted.includes(seat) ? offer.accepted : [...offer.accepted, seat];
  const events = [said(`${seatName(mod, s.game, seat)} accepts the draw ${seatName(mod, s.game, offer.by)} offered`)];
  const table = drawIfAgreed(mod, s.game, { ...t, offer: { ...offer, accepted } }, sides);
  if (table.ended) events.push(said(table.ended.text, 'ended'));
  return ok({ state: { game: s.game, $table: table }, events });
}

/** The table with the match drawn when every seat still in it on the other sides has accepted the open offer. */
function drawIfAgreed(mod: AnyGameModule, game: unknown, t: Table, sides: SeatId[][]): Table {
  const offer = t.offer;
  if (!offer) return t;
  const waiting = sides
    .filter((side) => !side.includes(offer.by))
    .flat()
    .filter((x) => !offer.accepted.includes(x) && !t.resigned.includes(x));
  if (waiting.length > 0) return t;
  const text = `Drawn by agreement: ${sides.map((side) => names(mod, game, side)).join(' and ')} agreed to a draw`;
  return { ...t, offer: null, ended: { winners: [], losers: [], how: 'draw agreed', text } };
}

/**
 * The seat leaves the fight. A game with a `resign` hook says what that does (a team fights on without him); else,
 * and when the hook leaves the match without an outcome although only one side has anyone left, that side wins.
 */
function resign(mod: AnyGameModule, s: Seated, seat: SeatId, sides: SeatId[][]) {
  const resigned = [...s.$table.resigned, seat];
  const events: GameEvent[] = [said(`${seatName(mod, s.game, seat)} resigns`)];
  let game = s.game;
  if (mod.resign) {
    const r = mod.resign(game, seat);
    game = r.state;
    events.push(...r.events);
  }
  let offer = s.$table.offer;
  // A resigned man's offer goes with him; one he had yet to accept no longer waits for him.
  if (offer?.by === seat) offer = null;
  let table: Table = { resigned, offer, ended: null };
  const left = sides.filter((side) => side.some((x) => !resigned.includes(x)));
  if (mod.outcome(game)) return ok({ state: { game, $table: table }, events });
  if (left.length === 1) {
    const winners = left[0] as SeatId[];
    const losers = sides.flat().filter((x) => !winners.includes(x));
    table.ended = {
      winners,
      losers,
      how: 'resignation',
      text: `${names(mod, game, winners)} ${winners.length > 1 ? 'win' : 'wins'}: ${names(mod, game, losers)} resigned`,
    };
  } else table = drawIfAgreed(mod, game, table, sides);
  if (table.ended) events.push(said(table.ended.text, 'ended'));
  return ok({ state: { game, $table: table }, events });
}
