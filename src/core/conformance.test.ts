import { describe, expect, it } from 'vitest';
import { type ConformanceReport, checkConformance, jsonDiff } from './conformance.js';
import type { AnyGameModule, GameEvent } from './protocol.js';
import { ok } from './result.js';
import { nextUint32 } from './rng.js';
import { type PickState, secretPick } from './testing/secret-pick.js';

/** Secret Pick with one method swapped for a broken one: each variant is a bug the harness must name. */
const broken = (changes: Partial<AnyGameModule>): AnyGameModule => ({ ...secretPick, ...changes });

const kinds = (r: ConformanceReport): string[] => [...new Set(r.failures.map((f) => f.kind))].sort();

/** Applies a command with the real rules, then lets a bug rewrite the result. */
const applyThen =
  (bug: (state: PickState, events: GameEvent[]) => void): AnyGameModule['apply'] =>
  (s, seat, cmd) => {
    const r = secretPick.apply(s, seat, cmd);
    if (r.ok) bug(r.value.state, r.value.events);
    return r;
  };

describe('checkConformance on a correct game', () => {
  it('passes Secret Pick with no failures, counting two steps a turn', () => {
    const r = checkConformance(secretPick, { matches: 200 });
    expect(r.failures).toEqual([]);
    expect(r.matches).toBe(200);
    expect(r.steps).toBe(200 * 10);
    expect(r.meanSteps).toBe(10);
    expect(Object.keys(r.outcomes).sort()).toEqual(['a won (points)', 'b won (points)']);
    expect(Object.values(r.outcomes).reduce((s, n) => s + n, 0)).toBe(200);
  });

  it('passes with options and first-choice play, where every turn is a tie settled by the die', () => {
    const r = checkConformance(secretPick, { matches: 100, options: { turns: 4 }, pick: 'first' });
    expect(r.failures).toEqual([]);
    expect(r.steps).toBe(100 * 8);
    // Four die-settled turns split 2-2 often enough that a hundred matches show draws and wins.
    expect(r.outcomes['draw (points)']).toBeGreaterThan(0);
    expect(r.outcomes['a won (points)']).toBeGreaterThan(0);
  });

  it('gives the same report for the same seed prefix, so a failure can be chased', () => {
    const once = checkConformance(secretPick, { matches: 30, seedPrefix: 'again' });
    expect(checkConformance(secretPick, { matches: 30, seedPrefix: 'again' })).toEqual(once);
  });

  it('reports options the game refuses as a setup failure', () => {
    const r = checkConformance(secretPick, { matches: 5, options: { turns: 0 } });
    expect(kinds(r)).toEqual(['setup-failed']);
    expect(r.failures[0]?.message).toMatch(/turns/);
  });
});

describe('checkConformance catches broken modules', () => {
  it('a view that shows the other seat its opponent’s pending pick', () => {
    const leaky = broken({ view: (s, viewer) => ({ ...secretPick.view(s, viewer), plans: s.plans }) });
    const r = checkConformance(leaky, { matches: 3 });
    expect(kinds(r)).toEqual(['leak']);
    expect(r.failures[0]?.message).toMatch(
      /^view for (b|spectator) shows a's secret|^view for (a|spectator) shows b's/,
    );
  });

  it('a private event sent to everyone while the pick is still secret', () => {
    const shouting = broken({
      apply: applyThen((_s, events) => {
        for (const e of events) if (e.type === 'picked') e.visibleTo = 'all';
      }),
    });
    const r = checkConformance(shouting, { matches: 3 });
    expect(kinds(r)).toEqual(['leak']);
    expect(r.failures[0]?.message).toMatch(/^event picked visible to "all" shows/);
  });

  it('the RNG state inside a view', () => {
    const r = checkConformance(broken({ view: (s, v) => ({ ...secretPick.view(s, v), dice: { rng: s.rng } }) }), {
      matches: 2,
    });
    expect(kinds(r)).toEqual(['rng-in-view']);
    expect(r.failures[0]?.message).toContain('$.dice.rng');
  });

  it('an offered command that apply refuses', () => {
    const generous = broken({
      legal: (s, seat) => {
        const l = secretPick.legal(s, seat);
        return l.commands.length > 0 ? { ...l, commands: [...l.commands, { pick: 4 }] } : l;
      },
    });
    const r = checkConformance(generous, { matches: 5 });
    expect(kinds(r)).toEqual(['offered-refused']);
    expect(r.failures[0]?.message).toContain('{"pick":4} but apply refused it: P3');
    expect(r.failures[0]?.step).toBe(0);
  });

  it('an offered command that the wire schema refuses, though apply would take it', () => {
    const sloppy = broken({
      legal: (s, seat) => {
        const l = secretPick.legal(s, seat);
        return { ...l, commands: l.commands.map((c) => (c.pick === 2 ? { pick: '2' } : c)) };
      },
    });
    const r = checkConformance(sloppy, { matches: 5 });
    expect(kinds(r)).toContain('offered-refused');
    expect(r.failures.find((f) => f.kind === 'offered-refused')?.message).toMatch(/command pick: /);
  });

  it('commands offered to a seat that is not pending', () => {
    // Offers every pick to both seats all the time, even to a seat that has picked or after the end.
    const eager = broken({
      legal: (_s, seat) => ({ seat, complete: true, commands: [1, 2, 3].map((pick) => ({ pick })) }),
    });
    const r = checkConformance(eager, { matches: 3 });
    expect(kinds(r)).toEqual(['legal-when-not-pending']);
  });

  it('a match that never ends', () => {
    const endless = broken({
      apply: applyThen((s) => {
        if (s.turn > s.turns) s.turn = 1;
      }),
    });
    const r = checkConformance(endless, { matches: 3, maxSteps: 300 });
    expect(kinds(r)).toEqual(['max-steps']);
    expect(r.failures.map((f) => [f.seed, f.step])).toEqual([
      ['conformance-0', 300],
      ['conformance-1', 300],
      ['conformance-2', 300],
    ]);
    expect(r.outcomes).toEqual({ unfinished: 3 });
  });

  it('a pending seat with nothing to do', () => {
    const stuck = broken({ pending: (s) => (secretPick.outcome(s) ? [] : ['a', 'b']) });
    const r = checkConformance(stuck, { matches: 2 });
    expect(kinds(r)).toEqual(['dead-end']);
    expect(r.failures[0]?.message).toMatch(/is pending but has no legal command/);
  });

  it('no seat pending and no outcome', () => {
    // Turn 3 never starts: nobody is asked and nothing is offered.
    const idle = broken({
      pending: (s) => (s.turn === 3 ? [] : secretPick.pending(s)),
      legal: (s, seat) => (s.turn === 3 ? { seat, complete: true, commands: [] } : secretPick.legal(s, seat)),
    });
    const r = checkConformance(idle, { matches: 2 });
    expect(kinds(r)).toEqual(['dead-end']);
    expect(r.failures[0]).toMatchObject({ step: 4, message: 'no seat is pending and there is no outcome' });
  });

  it('seats still pending after the outcome', () => {
    const lingering = broken({ pending: (s) => ['a', 'b'].filter((seat) => s.plans[seat] === null) });
    expect(kinds(checkConformance(lingering, { matches: 2 }))).toEqual(['pending-after-outcome']);
  });

  it('a Map in the state', () => {
    const mapped = broken({
      setup: (o, seed) => ok({ ...(secretPick.setup(o, seed) as { value: PickState }).value, seen: new Map() }),
    });
    const r = checkConformance(mapped, { matches: 2 });
    expect(kinds(r)).toEqual(['not-json']);
    expect(r.failures[0]?.message).toBe('state changes in a JSON round trip: $.seen: Map vs object');
  });

  it('a key holding undefined, which a round trip drops', () => {
    const vague = broken({
      setup: (o, seed) => ok({ ...(secretPick.setup(o, seed) as { value: PickState }).value, lastTie: undefined }),
    });
    const r = checkConformance(vague, { matches: 2 });
    expect(kinds(r)).toEqual(['not-json']);
    expect(r.failures[0]?.message).toContain('$.lastTie: undefined vs missing');
  });

  it('apply advancing the RNG of the state it was given', () => {
    const careless = broken({
      apply: (s, seat, cmd) => {
        nextUint32(s.rng);
        return secretPick.apply(s, seat, cmd);
      },
    });
    expect(kinds(checkConformance(careless, { matches: 2 }))).toContain('mutates-state');
  });

  it('hidden state outside the game state, which breaks round trips and replays', () => {
    let calls = 0;
    const forgetful = broken({
      apply: applyThen((_s, events) => {
        calls += 1;
        events[0]!.text += ` (call ${calls})`;
      }),
    });
    const r = checkConformance(forgetful, { matches: 2 });
    expect(kinds(r)).toEqual(['replay-differs', 'round-trip-apply']);
    expect(r.failures.find((f) => f.kind === 'replay-differs')?.message).toMatch(/\$\[0\]\.text/);
  });

  it('an event visible to a seat that does not exist', () => {
    const misaddressed = broken({
      apply: applyThen((_s, events) => {
        for (const e of events) if (e.type === 'committed') e.visibleTo = ['c'];
      }),
    });
    expect(kinds(checkConformance(misaddressed, { matches: 2 }))).toEqual(['bad-visibility']);
  });

  it('a crash, reported with seed and step without stopping the run, up to twenty failures', () => {
    const fragile = broken({
      apply: applyThen((s) => {
        if (s.turn === 3) throw new Error('turn 3 is cursed');
      }),
    });
    const r = checkConformance(fragile, { matches: 50, seedPrefix: 'crash' });
    expect(kinds(r)).toEqual(['crash']);
    expect(r.failures).toHaveLength(20);
    expect(r.failures[0]).toMatchObject({ seed: 'crash-0', step: 3 });
    expect(r.failures[0]?.message).toMatch(/turn 3 is cursed/);
  });
});

describe('jsonDiff', () => {
  it('names the first difference by path', () => {
    expect(jsonDiff({ a: [1, { b: 2 }] }, { a: [1, { b: 3 }] })).toBe('$.a[1].b: 2 vs 3');
    expect(jsonDiff({ a: 1 }, { a: 1, b: null })).toBe('$.b: missing vs null');
    expect(jsonDiff([1, 2], [1, 2, 3])).toBe('$: array(2) vs array(3)');
    expect(jsonDiff({ x: { y: [true] } }, { x: { y: [true] } })).toBeNull();
  });
});
