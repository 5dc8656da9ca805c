import { describe, expect, it } from 'vitest';
import type { Legal } from '../../core/protocol.js';
import { gladiator } from '../../games/gladiator/module.js';
import { Match } from '../../games/gladiator/testkit.js';
import { checkPlot, firstPhases, type PlotForm, plotCommand, plotFormOf, togglePhase } from './plot.js';

const FORM: PlotForm = { allowance: 5, mayExceedBy: 1, phases: 8 };

describe('turn plot form', () => {
  it('reads the form the game sends at the start of a turn', () => {
    const m = new Match();
    const legal = JSON.parse(JSON.stringify(gladiator.legal(m.state, 'a'))) as Legal<unknown>;
    expect(plotFormOf(legal.form)).toEqual({ allowance: 5, mayExceedBy: 1, phases: 8 });
  });

  it('toggles phases and keeps them sorted', () => {
    expect(togglePhase([1, 5], 3)).toEqual([1, 3, 5]);
    expect(togglePhase([1, 3, 5], 3)).toEqual([1, 5]);
  });

  it('allows up to the allowance plus one, flagging the extra phase', () => {
    expect(checkPlot(firstPhases(5, FORM), FORM)).toEqual({ count: 5, most: 6, over: false, problem: null });
    expect(checkPlot(firstPhases(6, FORM), FORM)).toMatchObject({ over: true, problem: null });
    expect(checkPlot(firstPhases(7, FORM), FORM).problem).toContain('§16.4');
  });

  it('refuses phases outside the turn', () => {
    expect(checkPlot([0, 2], FORM).problem).toContain('phase 0');
    expect(checkPlot([9], FORM).problem).toContain('phase 9');
  });

  it('sends the phases in order, and the game accepts the plot', () => {
    const cmd = plotCommand([8, 2, 5, 1, 3]);
    expect(cmd).toEqual({ type: 'plot', moving: [1, 2, 3, 5, 8] });
    const m = new Match();
    expect(gladiator.apply(m.state, 'a', cmd).ok).toBe(true);
  });
});
