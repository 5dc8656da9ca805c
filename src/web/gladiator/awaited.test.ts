import { describe, expect, it } from 'vitest';
import { idleLine } from './awaited.js';

const nameOf = (s: string) => ({ a: 'Cato', b: 'Verus' })[s] ?? `seat ${s}`;

describe('the control line when the seat has nothing to do', () => {
  it('says how the match ended after a resignation mid-turn, and waits for nobody', () => {
    const line = idleLine({
      step: 'phasePlot',
      outcome: { winners: ['a'], losers: ['b'], text: 'Verus resigns' },
      awaited: [],
      submitted: false,
      nameOf,
    });
    expect(line).toEqual({ kind: 'over', text: 'Verus resigns (won by Cato)' });
  });

  it('says an agreed draw is a draw', () => {
    const line = idleLine({
      step: 'turnPlot',
      outcome: { winners: [], losers: [], text: 'Drawn by agreement' },
      awaited: [],
      submitted: true,
      nameOf,
    });
    expect(line).toEqual({ kind: 'over', text: 'Drawn by agreement (a draw)' });
  });

  it('names who is awaited, after the seat’s own submission', () => {
    expect(idleLine({ step: 'phasePlot', outcome: null, awaited: ['Verus'], submitted: true, nameOf })).toEqual({
      kind: 'waiting',
      text: 'Your order is in. Waiting for Verus.',
    });
    expect(idleLine({ step: 'allocate', outcome: null, awaited: ['Cato', 'Verus'], submitted: false, nameOf })).toEqual(
      { kind: 'waiting', text: 'Waiting for Cato and Verus.' },
    );
  });

  it('ends a match the game itself ended with its outcome', () => {
    expect(idleLine({ step: 'over', outcome: null, awaited: [], submitted: false, nameOf }).kind).toBe('over');
  });
});
