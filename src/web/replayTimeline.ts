/**
 * The replay's timeline, from the events alone: where it may stop, where each turn and phase begins, and the log as
 * it reads with the "has submitted" notes folded. A step is how many events are shown (0: before the first).
 * Games that put `turn` and `phase` in their events' data (GLADIATOR does for every event) get turn and phase
 * marks; a game that does not gets none, and its replay still steps event by event.
 */
import type { NumberedEvent } from '../server/wire.js';
import { shownEvent } from './events.js';
import { listWords } from './screen.js';

/** A note that a seat's decision is in, which says nothing of the decision: GLADIATOR's `waiting` event. */
export function isSubmittedNote(e: NumberedEvent): boolean {
  return shownEvent(e).type === 'waiting';
}

/** The seat a submitted note is about, when the game names it. */
function seatOf(e: NumberedEvent): string | null {
  const data = (e.event as { data?: { seat?: unknown } } | null)?.data;
  return typeof data?.seat === 'string' ? data.seat : null;
}

/**
 * For each event, whether it closes what the replay folds into one stop: any event but a submitted note does; a
 * note does when the next event is no note of the same step. A step's notes are consecutive, in one turn and phase,
 * and name each seat once, so a seat named again (its order after its turn plot, with no public event between) or a
 * new phase opens another run.
 */
function runEnds(events: readonly NumberedEvent[]): boolean[] {
  const ends: boolean[] = [];
  let seats = new Set<string | null>();
  events.forEach((e, i) => {
    const next = events[i + 1];
    if (!isSubmittedNote(e)) {
      ends.push(true);
      return;
    }
    seats.add(seatOf(e));
    const x = shownEvent(e);
    const y = next && isSubmittedNote(next) ? shownEvent(next) : null;
    const end = !y || y.turn !== x.turn || y.phase !== x.phase || seats.has(seatOf(next as NumberedEvent));
    if (end) seats = new Set();
    ends.push(end);
  });
  return ends;
}

/**
 * The steps the replay stops at: every step, or with `fold` the submitted notes skipped, a run of them stopping
 * once, after its last note (where the step they announce resolves).
 */
export function stopsOf(events: readonly NumberedEvent[], fold: boolean): number[] {
  const stops = [0];
  const ends = runEnds(events);
  events.forEach((_, i) => {
    if (!fold || ends[i]) stops.push(i + 1);
  });
  return stops;
}

export interface Mark {
  /** The first stop in this turn (or phase). */
  step: number;
  turn: number;
  phase: number | null;
}

/** Where each turn begins, and where each phase of a turn begins, as stops. */
export function marksOf(events: readonly NumberedEvent[], stops: readonly number[]): { turns: Mark[]; phases: Mark[] } {
  const turns: Mark[] = [];
  const phases: Mark[] = [];
  for (const step of stops) {
    if (step === 0) continue;
    const e = shownEvent(events[step - 1] as NumberedEvent);
    if (e.turn === null) continue;
    if (turns[turns.length - 1]?.turn !== e.turn) turns.push({ step, turn: e.turn, phase: null });
    const last = phases[phases.length - 1];
    if (e.phase !== null && (last?.turn !== e.turn || last.phase !== e.phase))
      phases.push({ step, turn: e.turn, phase: e.phase });
  }
  return { turns, phases };
}

/** The next stop after `at`, or `at` at the end. */
export const nextStop = (stops: readonly number[], at: number): number => stops.find((s) => s > at) ?? at;

/** The stop before `at`, or `at` at the start. */
export const prevStop = (stops: readonly number[], at: number): number =>
  [...stops].reverse().find((s) => s < at) ?? at;

/** The start of the next mark after `at`, or null past the last one. */
export const nextMark = (marks: readonly Mark[], at: number): number | null =>
  marks.find((m) => m.step > at)?.step ?? null;

/**
 * The start of the mark before `at`: the current phase's own start when `at` is past it, as a player's "back" goes
 * to the start of the track playing. Null before the first one.
 */
export const prevMark = (marks: readonly Mark[], at: number): number | null =>
  [...marks].reverse().find((m) => m.step < at)?.step ?? null;

/** The mark `at` lies in (the last one starting at or before it). */
export const markAt = (marks: readonly Mark[], at: number): Mark | null =>
  [...marks].reverse().find((m) => m.step <= at) ?? null;

/**
 * The stop that shows event number `n` (a moment link): the last step whose event is numbered `n` or less, moved on
 * to the stop that ends its run of folded notes. 0 when `n` comes before every event.
 */
export function stepOfEvent(events: readonly NumberedEvent[], stops: readonly number[], n: number): number {
  let step = 0;
  while (step < events.length && (events[step] as NumberedEvent).n <= n) step++;
  return stops.find((s) => s >= step) ?? step;
}

/** The event number a step shows (0 before the first event): what a moment link carries. */
export const eventAtStep = (events: readonly NumberedEvent[], step: number): number =>
  step > 0 ? ((events[step - 1] as NumberedEvent).n ?? 0) : 0;

/**
 * The log with each run of submitted notes as one line, "Cato and Verus have submitted.", numbered as the run's
 * last note and in its turn and phase.
 */
export function foldedLog(events: readonly NumberedEvent[], nameOf: (seat: string) => string): NumberedEvent[] {
  const out: NumberedEvent[] = [];
  let run: NumberedEvent[] = [];
  const flush = () => {
    const last = run[run.length - 1];
    if (!last) return;
    const names = [...new Set(run.map((e) => seatOf(e)))].map((s) => (s === null ? 'a seat' : nameOf(s)));
    const raw = last.event as { data?: Record<string, unknown> };
    out.push({
      n: last.n,
      event: {
        type: 'submitted-folded',
        visibleTo: 'all',
        text: `${listWords(names)} ${names.length === 1 ? 'has' : 'have'} submitted.`,
        data: { turn: raw.data?.turn, phase: raw.data?.phase, folded: run.length },
      },
    });
    run = [];
  };
  const ends = runEnds(events);
  events.forEach((e, i) => {
    if (!isSubmittedNote(e)) out.push(e);
    else {
      run.push(e);
      if (ends[i]) flush();
    }
  });
  return out;
}
