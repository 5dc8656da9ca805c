/**
 * What a GLADIATOR seat plays when its clock runs out (6.5 reaction time, or the slow clock of online play). 6.5
 * gives the paper player ten seconds and no default; RULINGS names one for the program:
 * - a phase order: a non-moving phase ('hold'), so no movement is spent. When the rules forbid holding, the bare
 *   order they demand instead: S when a stumble is owed (14.1), KN for a prone man in a moving phase (13.1);
 * - a CF allocation: no attack, every CF on defence spread evenly over the five areas (8.3);
 * - a turn plot (not covered by 6.5, which times phase orders only): the allowance and no more (16.4), in the first
 *   phases of the turn. A moving phase may still be held, so this leaves the returning player the most choice.
 * The default is picked among the commands `legal` offers, so it can never disagree with the rules about what is
 * allowed. Wire it as `timeoutCommand: (s, seat) => timeoutCommand(legal(s, seat).commands)`.
 */
import type { GladiatorCommand } from './types.js';

export function timeoutCommand(offered: readonly GladiatorCommand[]): GladiatorCommand {
  const first = offered[0];
  if (!first) throw new Error('timeout: the seat has no legal command');
  switch (first.type) {
    case 'plot':
      return earliestShortestPlot(offered);
    case 'hold':
    case 'order':
      return offered.find((c) => c.type === 'hold') ?? shortestOrder(offered);
    case 'allocate': {
      const defending = offered.find((c) => c.type === 'allocate' && c.attacks.length === 0);
      if (!defending) throw new Error('timeout: no allocation without attacks is offered');
      return defending;
    }
  }
}

const moving = (c: GladiatorCommand): number[] => (c.type === 'plot' ? c.moving : []);

function earliestShortestPlot(offered: readonly GladiatorCommand[]): GladiatorCommand {
  const plots = offered.filter((c) => c.type === 'plot');
  const fewest = Math.min(...plots.map((c) => moving(c).length));
  const earliest = (c: GladiatorCommand): string =>
    moving(c)
      .map((p) => String(p).padStart(2, '0'))
      .join(',');
  const candidates = plots
    .filter((c) => moving(c).length === fewest)
    .sort((x, y) => (earliest(x) < earliest(y) ? -1 : 1));
  return candidates[0] as GladiatorCommand;
}

/** The forced order written bare: the shortest text offered (S before (L)S, KN before RO-FL). */
function shortestOrder(offered: readonly GladiatorCommand[]): GladiatorCommand {
  const orders = offered.filter((c) => c.type === 'order');
  const text = (c: GladiatorCommand): string => (c.type === 'order' ? c.order : '');
  const bare = [...orders].sort((x, y) => text(x).length - text(y).length)[0];
  if (!bare) throw new Error('timeout: neither a hold nor an order is offered');
  return bare;
}
