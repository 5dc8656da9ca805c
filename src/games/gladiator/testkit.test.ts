import { describe, expect, it } from 'vitest';
import { FACE_TO_FACE, Match } from './testkit.js';

describe('testkit', () => {
  it('§4 a fixture starts at turn 1 awaiting both turn plots, and scripted dice decide the first combat roll', () => {
    const m = new Match({ a: FACE_TO_FACE.a, b: FACE_TO_FACE.b });
    expect(m.state.turn).toBe(1);
    expect(m.state.step).toBe('turnPlot');
    expect(m.state.waiting).toEqual(['a', 'b']);
    m.plot().orders('X', 'X');
    expect(m.state.step).toBe('allocate');
    m.dice(6, 6, 6).allocate({ attacks: [{ area: 2, cf: 4 }], defence: [0, 0, 0, 0, 0] }, { defence: [0, 0, 0, 0, 0] });
    const attack = m.rollsFor('§8.5')[0];
    expect(attack?.dice).toEqual([6, 6, 6]);
  });
});
