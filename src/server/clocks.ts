/**
 * The decision clocks of matches: how long a pending person has, when a clock starts or keeps running, the timers
 * that go off at the deadlines, and the command played for a seat whose time is up. The service decides what a
 * time-out does to the match (it plays that command in the match's queue).
 */
import type { AnyGameModule, SeatId } from '../core/protocol.js';
import type { CreateMatch } from './wire.js';

export type ClockMode = CreateMatch['clock'];

/** How long a pending seat has for one decision. */
export const CLOCK_MS: Record<Exclude<ClockMode, 'off'>, number> = {
  reaction: 10_000, // GLADIATOR 6.5: ten seconds to write the phase orders
  slow: 24 * 60 * 60 * 1000, // a day a decision, for unhurried online play
};

/** What the clocks need to know of a match: its mode, game, state, who holds each seat and its running deadlines. */
export interface ClockedMatch {
  clock: ClockMode;
  mod: AnyGameModule;
  state: unknown;
  seats: Record<SeatId, { kind: string }>;
  /** Seat -> epoch ms at which its running clock expires. */
  deadlines: Record<SeatId, number>;
}

/**
 * A pending person's clock starts when a decision becomes due: when the seat was not pending before the
 * command, or when its own command opened its next decision. A seat still waiting on the same step (the other
 * seat of a simultaneous step has just submitted) keeps its deadline.
 */
export function nextDeadlines(
  m: ClockedMatch,
  pendingBefore: SeatId[],
  actor: SeatId | null,
  clockMs: typeof CLOCK_MS,
): Record<SeatId, number> {
  if (m.clock === 'off' || m.mod.outcome(m.state)) return {};
  const now = Date.now();
  const deadlines: Record<SeatId, number> = {};
  for (const seat of m.mod.pending(m.state) as SeatId[]) {
    if (m.seats[seat]?.kind === 'bot') continue;
    const kept = m.deadlines[seat];
    deadlines[seat] =
      kept !== undefined && pendingBefore.includes(seat) && seat !== actor ? kept : now + clockMs[m.clock];
  }
  return deadlines;
}

/** The command played for a seat whose time is up: the game's default. */
export function timeoutCommand(mod: AnyGameModule, state: unknown, seat: SeatId): unknown {
  return mod.timeoutCommand
    ? mod.timeoutCommand(state, seat)
    : // Until a game names its default, the first command it offers stands in for it.
      mod.legal(state, seat).commands[0];
}

/** The timers of the running clocks, one a seat with a deadline, by match. */
export class ClockTimers {
  private readonly timers = new Map<string, Map<SeatId, NodeJS.Timeout>>();

  /** Sets the match's timers to its deadlines, in place of those it had; `due` is called when one goes off. */
  arm(id: string, deadlines: Record<SeatId, number>, due: (seat: SeatId, deadline: number) => void): void {
    this.clear(id);
    const timers = new Map<SeatId, NodeJS.Timeout>();
    for (const [seat, deadline] of Object.entries(deadlines)) {
      const timer = setTimeout(
        () => {
          timers.delete(seat);
          if (timers.size === 0 && this.timers.get(id) === timers) this.timers.delete(id);
          due(seat, deadline);
        },
        Math.max(0, deadline - Date.now()),
      );
      timers.set(seat, timer);
    }
    if (timers.size > 0) this.timers.set(id, timers);
  }

  /** Stops the match's timers. */
  clear(id: string): void {
    for (const timer of this.timers.get(id)?.values() ?? []) clearTimeout(timer);
    this.timers.delete(id);
  }

  /** Stops every timer. */
  clearAll(): void {
    for (const id of [...this.timers.keys()]) this.clear(id);
  }
}
