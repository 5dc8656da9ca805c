import { describe, expect, it } from 'vitest';
import { playMatch, randomBot } from '../core/runner.js';
import { gladiator } from '../games/gladiator/module.js';
import type { NumberedEvent } from '../server/wire.js';
import { shownEvent } from './events.js';
import {
  eventAtStep,
  foldedLog,
  isSubmittedNote,
  markAt,
  marksOf,
  nextMark,
  nextStop,
  prevMark,
  prevStop,
  stepOfEvent,
  stopsOf,
} from './replayTimeline.js';

const ev = (n: number, type: string, turn: number | null, phase: number | null, seat?: string): NumberedEvent => ({
  n,
  event: {
    type,
    visibleTo: 'all',
    text: type === 'waiting' ? `${seat} has submitted.` : `${type} ${n}`,
    data: { ...(turn === null ? {} : { turn }), ...(phase === null ? {} : { phase }), ...(seat ? { seat } : {}) },
  },
});

// Numbered with gaps (events 7 and 8 went to one seat only), as a spectator receives them.
const EVENTS: NumberedEvent[] = [
  ev(1, 'setup', 0, 1),
  ev(2, 'waiting', 1, 1, 'a'),
  ev(3, 'waiting', 1, 1, 'b'),
  // The orders of phase 1 follow the turn plots with no public event between: a run of their own.
  ev(4, 'waiting', 1, 1, 'b'),
  ev(5, 'waiting', 1, 1, 'a'),
  ev(6, 'orders', 1, 1),
  ev(9, 'move', 1, 1),
  ev(10, 'waiting', 1, 2, 'a'),
  ev(11, 'waiting', 1, 2, 'b'),
  ev(12, 'combat', 1, 2),
  ev(13, 'plots', 2, 1),
];
const names = (s: string) => ({ a: 'Cato', b: 'Verus' })[s] ?? s;

describe('replay stops', () => {
  it('stops at every event unfolded, and once per run of submitted notes folded', () => {
    expect(stopsOf(EVENTS, false)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect(stopsOf(EVENTS, true)).toEqual([0, 1, 3, 5, 6, 7, 9, 10, 11]);
  });

  it('steps forward and back over folded notes and stays put at either end', () => {
    const stops = stopsOf(EVENTS, true);
    expect(nextStop(stops, 1)).toBe(3);
    expect(prevStop(stops, 5)).toBe(3);
    expect(prevStop(stops, 0)).toBe(0);
    expect(nextStop(stops, 11)).toBe(11);
  });
});

describe('turn and phase marks', () => {
  const stops = stopsOf(EVENTS, true);
  const { turns, phases } = marksOf(EVENTS, stops);

  it('marks where each turn and each phase begins', () => {
    expect(turns.map((m) => [m.turn, m.step])).toEqual([
      [0, 1],
      [1, 3],
      [2, 11],
    ]);
    expect(phases.map((m) => [m.turn, m.phase, m.step])).toEqual([
      [0, 1, 1],
      [1, 1, 3],
      [1, 2, 9],
      [2, 1, 11],
    ]);
  });

  it('jumps to the next phase, and back to the start of this one before the one before', () => {
    expect(nextMark(phases, 3)).toBe(9);
    expect(nextMark(phases, 11)).toBeNull();
    expect(prevMark(phases, 10)).toBe(9);
    expect(prevMark(phases, 9)).toBe(3);
    expect(prevMark(phases, 1)).toBeNull();
    expect(markAt(phases, 7)).toMatchObject({ turn: 1, phase: 1 });
    expect(markAt(phases, 0)).toBeNull();
  });

  it('gives a game whose events carry no turn no marks, and its replay still steps event by event', () => {
    const plain = [ev(1, 'start', null, null), ev(2, 'move', null, null)];
    expect(marksOf(plain, stopsOf(plain, true))).toEqual({ turns: [], phases: [] });
    expect(stopsOf(plain, true)).toEqual([0, 1, 2]);
  });
});

describe('moments', () => {
  const stops = stopsOf(EVENTS, true);

  it('lands a moment link on the step that shows that event, or the end of its folded run', () => {
    expect(stepOfEvent(EVENTS, stops, 6)).toBe(6);
    expect(stepOfEvent(EVENTS, stops, 2)).toBe(3);
    // Event 7 went to a seat only: the spectator's replay shows what came before it.
    expect(stepOfEvent(EVENTS, stops, 7)).toBe(6);
    expect(stepOfEvent(EVENTS, stops, 0)).toBe(0);
    expect(stepOfEvent(EVENTS, stops, 999)).toBe(11);
  });

  it('round-trips every stop through its event number', () => {
    for (const s of stops) expect(stepOfEvent(EVENTS, stops, eventAtStep(EVENTS, s))).toBe(s);
  });
});

describe('the folded log', () => {
  it('puts each run of submitted notes on one line, in its turn and phase, numbered as its last note', () => {
    const log = foldedLog(EVENTS, names).map(shownEvent);
    expect(log.map((e) => [e.n, e.text])).toEqual([
      [1, 'setup 1'],
      [3, 'Cato and Verus have submitted.'],
      [5, 'Verus and Cato have submitted.'],
      [6, 'orders 6'],
      [9, 'move 9'],
      [11, 'Cato and Verus have submitted.'],
      [12, 'combat 12'],
      [13, 'plots 13'],
    ]);
    expect(log[5]).toMatchObject({ turn: 1, phase: 2 });
  });

  it('folds a real match’s notes: a bot duel’s spectator log keeps every other event and no note', () => {
    const played = playMatch(gladiator, { seed: 'replay-fold', bots: { a: randomBot, b: randomBot } });
    if (!played.ok) throw new Error(played.error.message);
    const seen: NumberedEvent[] = played.value.events
      .map((event, i) => ({ n: i + 1, event }))
      .filter((e) => e.event.visibleTo === 'all');
    const notes = seen.filter(isSubmittedNote).length;
    expect(notes).toBeGreaterThan(10);
    const log = foldedLog(seen, names);
    expect(log.filter(isSubmittedNote)).toEqual([]);
    // A folded line is one step's notes: each seat at most once.
    for (const e of log)
      if (shownEvent(e).type === 'submitted-folded')
        expect((e.event as { data: { folded: number } }).data.folded).toBeLessThanOrEqual(2);
    expect(log.length).toBe(seen.length - notes + log.filter((e) => shownEvent(e).type === 'submitted-folded').length);
    const stops = stopsOf(seen, true);
    // One stop per folded line and per other event, and the phases the events name are all marked.
    expect(stops.length - 1).toBe(log.length);
    const { phases } = marksOf(seen, stops);
    const named = new Set(seen.map(shownEvent).map((e) => `${e.turn}.${e.phase}`));
    expect(phases.map((m) => `${m.turn}.${m.phase}`).sort()).toEqual([...named].sort());
  });
});
