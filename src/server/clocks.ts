/**
 * The decision clocks of matches: how long a pending person has, when a clock starts or keeps running, the timers
 * that go off at the deadlines, and the command played for a seat whose time is up. The service decides what a
 * time-out does to the match (it plays that command in the match's queue).
 */
import type { AnyGameModule, SeatId } from '../core/protocol.js';
import type { ClockOption } from './wire.js';

/** How a match is timed: no clock, a time a decision (reaction, slow, daily) or a time bank with an increment. */
export type ClockMode = 'off' | 'reaction' | 'slow' | 'daily' | 'bank';

/** How long a pending seat has for one decision, and the length of a second for the clocks set in seconds. */
export const CLOCK_MS = {
  reaction: 10_000, // GLADIATOR 6.5: ten seconds to write the phase orders
  slow: 24 * 60 * 60 * 1000, // a day a decision, for unhurried online play
  // The daily clock and the time bank are set in hours, minutes and seconds; tests shorten the second.
  second: 1000,
};

/** What a match's clock keeps besides its running deadlines (stored as MatchTable.clock_state). */
export interface ClockState {
  /** Daily clock: the time a decision, ms. */
  decisionMs?: number;
  /** Time bank (Fischer): each seat's starting time, and what each of its decisions adds, ms. */
  bank?: { startMs: number; incrementMs: number };
  /** People's seats nobody has joined yet: no clock runs until every one has. */
  waiting?: SeatId[];
  /** Time bank: what each seat has left while its clock is stopped, ms. */
  banks?: Record<SeatId, number>;
}

/** The mode and settings a match is created with, from the option a creator sent. */
export function clockOf(option: ClockOption, clockMs: typeof CLOCK_MS): { mode: ClockMode; state: ClockState } {
  if (typeof option === 'string') return { mode: option, state: {} };
  if (option.kind === 'daily') return { mode: 'daily', state: { decisionMs: option.hours * 3600 * clockMs.second } };
  return {
    mode: 'bank',
    state: { bank: { startMs: option.minutes * 60 * clockMs.second, incrementMs: option.increment * clockMs.second } },
  };
}

/** What the clocks need to know of a match: its mode, game, state, who holds each seat and its running deadlines. */
export interface ClockedMatch {
  clock: ClockMode;
  clockState: ClockState;
  mod: AnyGameModule;
  state: unknown;
  seats: Record<SeatId, { kind: string }>;
  /** Seat -> epoch ms at which its running clock expires. */
  deadlines: Record<SeatId, number>;
}

/** The time one decision of a seat gets, in the modes with a time a decision. */
function decisionMs(m: Pick<ClockedMatch, 'clock' | 'clockState'>, clockMs: typeof CLOCK_MS): number {
  if (m.clock === 'daily') return m.clockState.decisionMs ?? clockMs.slow;
  return m.clock === 'reaction' ? clockMs.reaction : clockMs.slow;
}

/**
 * The running deadlines after a step, and the banks of a time bank. A pending person's clock starts when a decision
 * becomes due: when the seat was not pending before the step, or when its own decision (`actor`) opened its next
 * one. A seat still waiting on the same step (the other seat of a simultaneous step has just submitted) keeps its
 * deadline. `actor` is null for a step that is no decision (a table action: resigning, a draw offer), which stops
 * or restarts no clock. No clock runs while a person's seat waits to be joined (`waiting`).
 *
 * With a time bank, a clock that stops puts what was left back in the seat's bank, plus the increment when the seat
 * decided (its clock's default counts: the bank it emptied then holds the increment alone).
 */
export function nextClocks(
  m: ClockedMatch,
  pendingBefore: SeatId[],
  actor: SeatId | null,
  clockMs: typeof CLOCK_MS,
  now: number = Date.now(),
): { deadlines: Record<SeatId, number>; banks?: Record<SeatId, number> } {
  const over = m.mod.outcome(m.state) !== null;
  const pendingNow: SeatId[] = over ? [] : m.mod.pending(m.state);
  const bank = m.clock === 'bank' ? m.clockState.bank : undefined;
  const banks = bank ? { ...m.clockState.banks } : undefined;
  if (bank && banks)
    for (const [seat, deadline] of Object.entries(m.deadlines)) {
      if (seat !== actor && pendingNow.includes(seat) && !over) continue;
      banks[seat] = Math.max(0, deadline - now) + (seat === actor ? bank.incrementMs : 0);
    }
  const kept = banks ? { banks } : {};
  if (m.clock === 'off' || over || (m.clockState.waiting?.length ?? 0) > 0) return { deadlines: {}, ...kept };
  const deadlines: Record<SeatId, number> = {};
  for (const seat of pendingNow) {
    // Bots and the server's own seats (a campaign's arena) have no clock.
    if (m.seats[seat]?.kind === 'bot' || m.seats[seat]?.kind === 'arena') continue;
    const running = m.deadlines[seat];
    if (running !== undefined && pendingBefore.includes(seat) && seat !== actor) deadlines[seat] = running;
    else deadlines[seat] = now + (bank ? (banks?.[seat] ?? bank.startMs) : decisionMs(m, clockMs));
  }
  return { deadlines, ...kept };
}

/**
 * When each running clock turns low (a reminder to the seat and in its list of matches): a sixth of a decision's
 * time, or of the starting time of a time bank, before its deadline. Sent to clients so a reminder comes on time
 * without a frame.
 */
export function lowFrom(
  m: Pick<ClockedMatch, 'clock' | 'clockState' | 'deadlines'>,
  clockMs: typeof CLOCK_MS,
): Record<SeatId, number> {
  if (m.clock === 'off') return {};
  const full = m.clock === 'bank' ? (m.clockState.bank?.startMs ?? 0) : decisionMs(m, clockMs);
  return Object.fromEntries(Object.entries(m.deadlines).map(([seat, d]) => [seat, d - full / 6]));
}

/** Seats whose running clock is low now (lowFrom). */
export function lowOnTime(
  m: Pick<ClockedMatch, 'clock' | 'clockState' | 'deadlines'>,
  clockMs: typeof CLOCK_MS,
  now: number = Date.now(),
): SeatId[] {
  return Object.entries(lowFrom(m, clockMs))
    .filter(([, at]) => now > at)
    .map(([seat]) => seat);
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
