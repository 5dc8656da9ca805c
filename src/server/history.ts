/**
 * A match's past as the store keeps it, read without touching the match in memory: the spectator's view after any
 * event, pages of a viewer's events, and a finished match's record. Events are not stored, so the past is rebuilt:
 * the latest snapshot before the point asked for (or the setup), then the stored commands after it, through apply.
 */
import type { AnyGameModule, GameEvent, SeatId, Viewer } from '../core/protocol.js';
import { visibleTo } from '../core/protocol.js';
import { err, ok, type Result } from '../core/result.js';
import { MATCH_FORMAT, type MatchRecord } from '../core/runner.js';
import type { Db, MatchTable } from './db.js';
import type { ServiceError } from './service.js';
import { isTableCommand, seated, seatedState } from './table.js';
import type { NumberedEvent, ViewAt } from './wire.js';

/** GET /api/matches/:id/events: the viewer's events numbered after `after`, at most `limit` of them. */
export interface EventsPage {
  events: NumberedEvent[];
  /** `after` for the next page when this one is full, else null (it reached the match's last event). */
  next: number | null;
  /** Whether the page can never change: it is full, or the match is over. */
  final: boolean;
  /** The match's version when the page was made (a page that is not final holds until it changes). */
  version: number;
}

/** A match as replayed up to one command: its state, its version, and how many events it had made by then. */
interface Position {
  state: unknown;
  version: number;
  events: number;
  /** The events the last command made, numbered `events - made.length + 1` onwards (none at the start). */
  made: GameEvent[];
}

export class MatchHistory {
  constructor(
    private readonly db: Db,
    private readonly games: Record<string, AnyGameModule>,
    /** Commands read from the log at once while replaying: as many as lie between two snapshots. */
    private readonly snapshotEvery: number,
  ) {}

  /**
   * The spectator's view once event `at` had happened (wire.ts ViewAt): replayed from the latest snapshot made
   * before that event until the events reach `at`, so at most `snapshotEvery` commands. Null when there is no match.
   */
  async viewAt(id: string, at: number): Promise<ViewAt | null> {
    const stored = await this.stored(id);
    if (!stored) return null;
    const { row, mod, rules } = stored;
    const p = await this.replay(row, mod, rules, at, (p) => p.events >= at);
    const outcome = mod.outcome(p.state);
    return {
      match: id,
      at,
      version: p.version,
      events: p.events,
      view: mod.view(p.state, 'spectator'),
      pending: outcome ? [] : mod.pending(p.state),
      outcome,
    };
  }

  /**
   * The events `viewer` may see numbered after `after`, at most `limit`, oldest first; null when there is no match.
   * Replayed from the latest snapshot at or before event `after` until the page is full, so a page costs at most
   * `snapshotEvery` commands more than it sends.
   */
  async eventsPage(id: string, viewer: Viewer, after: number, limit: number): Promise<EventsPage | null> {
    const stored = await this.stored(id);
    if (!stored) return null;
    const { row, mod, rules } = stored;
    const events: NumberedEvent[] = [];
    const end = await this.replay(row, mod, rules, after + 1, (p) => {
      let n = p.events - p.made.length;
      for (const e of p.made) {
        n += 1;
        if (n > after && visibleTo(e, viewer) && events.length < limit) events.push({ n, event: e });
      }
      return events.length >= limit;
    });
    if (events.length < limit && end.version < row.version)
      throw new Error(`match ${id}: the command log ends at ${end.version}, not ${row.version}`);
    return page(events, limit, row.status !== 'active', row.version);
  }

  /**
   * A finished match as `ludus replay FILE` reads it (core/runner.ts MatchRecord): game, options, the seed that was
   * committed to, and every command in order. Refused while the match runs: its commands hold secrets until the end.
   * Null when there is no such match.
   */
  async record(id: string): Promise<Result<MatchRecord, ServiceError> | null> {
    const row = await this.db.selectFrom('matches').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) return null;
    if (row.status !== 'finished')
      return err({
        code: 'match-running',
        message: 'the match is still being played: its record, seed included, is given once it is over',
      });
    // `ludus replay` knows the game alone: a default the clock played is the game's command it is; resigning and
    // draw offers are the server's, and the record leaves them out (its outcome says how the match ended).
    const commands = (await commandsBetween(this.db, id, 0, row.version)).flatMap(({ seat, command }) =>
      !isTableCommand(command)
        ? [{ seat, command }]
        : command.$table === 'timeout'
          ? [{ seat, command: command.command }]
          : [],
    );
    return ok({
      format: MATCH_FORMAT,
      game: row.game,
      title: `match ${id}`,
      options:
        (this.games[row.game] && storedRules(this.games[row.game] as AnyGameModule, row)?.options) ??
        (JSON.parse(row.options) as Record<string, unknown>),
      seed: row.seed,
      ...(row.initial === null ? {} : { initial: JSON.parse(row.initial) as unknown }),
      commands,
    });
  }

  /**
   * The match's row and its game with the table around it (table.ts), which must replay it under the rules it was
   * played with; null when none.
   */
  private async stored(id: string): Promise<{ row: MatchTable; mod: AnyGameModule; rules: StoredRules } | null> {
    const row = await this.db.selectFrom('matches').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) return null;
    const mod = this.games[row.game];
    const rules = mod ? storedRules(mod, row) : null;
    if (!mod || !rules)
      throw new Error(`match ${id} cannot be replayed by this server's ${row.game} (rules ${row.rules_version})`);
    return { row, mod: seated(mod), rules };
  }

  /**
   * Starts at the latest snapshot made before event `beforeEvent` happened (or the setup) and replays the stored
   * commands after it one at a time, `snapshotEvery` read at once, showing `until` each position (the start too)
   * until it answers true or the match's version is reached. Returns the last position shown; it is short of the
   * match's version only when `until` stopped it, or the command log ends early.
   */
  private async replay(
    row: MatchTable,
    mod: AnyGameModule,
    rules: StoredRules,
    beforeEvent: number,
    until: (p: Position) => boolean,
  ): Promise<Position> {
    const snap = !rules.snapshots
      ? undefined
      : await this.db
          .selectFrom('snapshots')
          .selectAll()
          .where('match_id', '=', row.id)
          .where('events', '<', beforeEvent)
          .where('version', '<=', row.version)
          .orderBy('version', 'desc')
          .limit(1)
          .executeTakeFirst();
    let p: Position = {
      state: snap
        ? seatedState(JSON.parse(snap.state))
        : setupOrThrow(mod, rules.options, row.seed, row.id, initialOf(row)),
      version: snap?.version ?? 0,
      events: snap?.events ?? 0,
      made: [],
    };
    if (until(p)) return p;
    while (p.version < row.version) {
      const upTo = Math.min(row.version, p.version + this.snapshotEvery);
      const commands = await commandsBetween(this.db, row.id, p.version, upTo);
      if (commands.length === 0) return p;
      for (const c of commands) {
        const applied = replayOne(mod, p.state, c, row.id);
        p = { state: applied.state, version: c.n, events: p.events + applied.events.length, made: applied.events };
        if (until(p)) return p;
      }
    }
    return p;
  }
}

export const page = (events: NumberedEvent[], limit: number, over: boolean, version: number): EventsPage => {
  const full = events.length >= limit;
  return { events, next: full ? (events[events.length - 1] as NumberedEvent).n : null, final: full || over, version };
};

/** A stored command: its number in the match's log, its seat and the command as parsed JSON. */
export interface StoredCommand {
  n: number;
  seat: SeatId;
  command: unknown;
}

/** The match's stored commands numbered after `after` up to `upTo`, in order. */
export async function commandsBetween(db: Db, id: string, after: number, upTo: number): Promise<StoredCommand[]> {
  const rows = await db
    .selectFrom('commands')
    .select(['n', 'seat', 'command'])
    .where('match_id', '=', id)
    .where('n', '>', after)
    .where('n', '<=', upTo)
    .orderBy('n')
    .execute();
  return rows.map((r) => ({ n: r.n, seat: r.seat, command: JSON.parse(r.command) as unknown }));
}

/** A stored command was accepted once; refusing it now means the engine is not deterministic. */
export function replayOne(
  mod: AnyGameModule,
  state: unknown,
  c: StoredCommand,
  id: string,
): { state: unknown; events: GameEvent[] } {
  const applied = mod.apply(state, c.seat, c.command);
  if (!applied.ok) throw new Error(`match ${id}: stored command ${c.n} is refused on replay: ${applied.error.message}`);
  return applied.value as { state: unknown; events: GameEvent[] };
}

/** The options a stored match replays with, and whether its snapshots may be used (StoredRules). */
export interface StoredRules {
  options: Record<string, unknown>;
  snapshots: boolean;
}

/**
 * How this server replays a stored match: under its own rules version as stored; under an earlier version the module
 * still knows (GameModule.earlierRules) with that version's readings for the options it lacks, from its setup (an
 * older snapshot may not fit today's state); null for a version the module cannot replay.
 */
export function storedRules(
  mod: AnyGameModule,
  row: Pick<MatchTable, 'rules_version' | 'options'>,
): StoredRules | null {
  const options = JSON.parse(row.options) as Record<string, unknown>;
  if (row.rules_version === mod.rulesVersion) return { options, snapshots: true };
  const earlier = mod.earlierRules?.[row.rules_version];
  return earlier ? { options: { ...earlier, ...options }, snapshots: false } : null;
}

/** The game's starting block a match was set up with (a campaign's men), undefined when none. */
const initialOf = (row: MatchTable): unknown => (row.initial === null ? undefined : JSON.parse(row.initial));

/** The match's state before any command, which its game set up once already. */
export function setupOrThrow(
  mod: AnyGameModule,
  options: unknown,
  seed: string,
  id: string,
  initial?: unknown,
): unknown {
  const setup = mod.setup(options, seed, initial);
  if (!setup.ok) throw new Error(`match ${id}: setup no longer works: ${setup.error.message}`);
  return setup.value;
}
