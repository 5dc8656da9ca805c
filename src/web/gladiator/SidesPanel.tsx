/**
 * Team combat's list of sides (20): every man of the match by side, with his counter number, type and condition;
 * each side's colour and shape as on the board, so it is the board's legend too.
 */
import type { Gladiator } from '../../games/gladiator/types.js';
import { conditionOf } from './roster.js';
import { shapeOf, shapePath } from './sideMarks.js';

interface Props {
  sides: string[][];
  gladiators: Record<string, Gladiator>;
  sideName: (side: number) => string;
  /** The viewer's seat. */
  mine: string | null;
}

export function SideSwatch({ side }: { side: number }) {
  return (
    <svg class={`side-swatch side-${side}`} viewBox="-8 -8 16 16" width="16" height="16" aria-hidden="true">
      <circle class="disc" r="7.5" />
      <path class="side-mark" d={shapePath(shapeOf(side), 4)} />
    </svg>
  );
}

export function SidesPanel({ sides, gladiators, sideName, mine }: Props) {
  return (
    <div class="sides-panel" data-testid="sides-panel">
      {sides.map((seats, side) => (
        <section key={side} class="side-list" data-testid={`side-list-${side}`}>
          <h4>
            <SideSwatch side={side} /> {sideName(side)}
          </h4>
          <ul>
            {seats.map((seat) => {
              const g = gladiators[seat];
              if (!g) return null;
              const { condition, words } = conditionOf(g);
              return (
                <li key={seat} class={`cond-${condition}`} data-testid={`roster-${seat}`} data-condition={condition}>
                  <b>{g.id}</b> {g.name} <span class="muted">({g.retarius ? 'Retarius' : g.type})</span>
                  {seat === mine && <b class="you"> · you</b>} — {words}
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </div>
  );
}
