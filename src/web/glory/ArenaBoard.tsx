/**
 * The Glory arena as SVG, on GLADIATOR's hex geometry (gladiator/layout.ts): the arena's hexes, dropped weapons,
 * every man with his facing, side colour and shape and condition, and the hexes this seat's offered moves end in,
 * which a click (or Enter) chooses.
 */
import { type Hex, hexKey } from '../../core/hex.js';
import type { GloryView } from '../../games/glory/module.js';
import type { Figure } from '../../games/glory/types.js';
import { DIRECTION_NAMES, facingAngle, hexPolygon, hexToPixel, round2 } from '../gladiator/layout.js';
import { shapeOf, shapePath } from '../gladiator/sideMarks.js';
import { arenaHexes, type Choice, CONDITION_WORDS, conditionOf } from './arena.js';

const SIZE = 30;

interface Props {
  view: GloryView;
  mine: string | null;
  nameOf: (seat: string) => string;
  /** Offered moves by the hex they end in (arena.ts choicesByHex); empty when this seat has nothing to choose. */
  reach: Map<string, Choice[]>;
  picked: string | null;
  onPick: (hex: string) => void;
}

function Man({ g, mine, nameOf }: { g: Figure; mine: boolean; nameOf: (s: string) => string }) {
  const c = hexToPixel(g.at, SIZE);
  const cond = conditionOf(g);
  const r = SIZE * 0.6;
  const lying = cond === 'down' || cond === 'dying' || cond === 'dead';
  return (
    <g
      class={`gy-man side-${g.side % 8} ${cond}${mine ? ' mine' : ''}`}
      transform={`translate(${round2(c.x)},${round2(c.y)})`}
      data-testid={`man-${g.seat}`}
      data-hex={hexKey(g.at)}
      data-facing={g.facing}
      data-condition={cond}
    >
      <title>{`${nameOf(g.seat)}${mine ? ' (you)' : ''}, facing ${DIRECTION_NAMES[g.facing]}, ${CONDITION_WORDS[cond]}`}</title>
      {mine && <circle class="mine-ring" r={r + 4} />}
      <g transform={`rotate(${facingAngle(g.facing)})`}>
        {lying ? <ellipse class="gy-disc" rx={r} ry={r * 0.6} /> : <circle class="gy-disc" r={r} />}
        {!lying && <polygon class="wedge" points={`${r + 7},0 ${r - 3},-7 ${r - 3},7`} />}
      </g>
      <path class="side-mark" d={shapePath(shapeOf(g.side), 4)} transform={`translate(0,${-r * 0.6})`} />
      <text class="gy-initial" text-anchor="middle" dy="0.45em">
        {g.name.charAt(0)}
      </text>
      {cond === 'dead' && <path class="gy-cross" d={`M${-r},${-r} L${r},${r} M${r},${-r} L${-r},${r}`} />}
    </g>
  );
}

export function ArenaBoard({ view, mine, nameOf, reach, picked, onPick }: Props) {
  const hexes = arenaHexes(view.options.arenaRadius);
  const pts = hexes.map((h) => hexToPixel(h, SIZE));
  const pad = SIZE * 1.1;
  const minX = Math.min(...pts.map((p) => p.x)) - pad;
  const minY = Math.min(...pts.map((p) => p.y)) - pad;
  const width = Math.max(...pts.map((p) => p.x)) + pad - minX;
  const height = Math.max(...pts.map((p) => p.y)) + pad - minY;
  // The men out of the fight first, so that a living man is drawn over a body.
  const men = view.seats
    .map((s) => view.figures[s])
    .filter((g): g is Figure => !!g)
    .sort((a, b) => Number(!!b.out) - Number(!!a.out));
  return (
    // biome-ignore lint/a11y/useSemanticElements: an <svg> cannot be a <fieldset>; a group keeps its hexes reachable.
    <svg
      class="board gy-board"
      data-testid="board"
      viewBox={`${round2(minX)} ${round2(minY)} ${round2(width)} ${round2(height)}`}
      role="group"
      aria-label="The arena"
    >
      {hexes.map((h: Hex) => {
        const key = hexKey(h);
        const c = hexToPixel(h, SIZE);
        const offered = reach.get(key);
        if (!offered) return <polygon key={key} class="hex" points={hexPolygon(c, SIZE)} data-hex={key} />;
        return (
          // biome-ignore lint/a11y/useSemanticElements: SVG has no <button>; the hex takes focus and keys itself.
          <polygon
            key={key}
            class={`hex gy-reach${picked === key ? ' picked' : ''}`}
            points={hexPolygon(c, SIZE)}
            data-hex={key}
            data-testid={`reach-${key}`}
            role="button"
            // Lower case: Preact sets an SVG element's props as attributes, and `tabIndex` there is not `tabindex`.
            tabindex={0}
            aria-label={`End the move here: ${offered.map((o) => o.words).join('; ')}`}
            onClick={() => onPick(key)}
            onKeyDown={(e) => {
              if (e.key === 'Enter' || e.key === ' ') {
                e.preventDefault();
                onPick(key);
              }
            }}
          />
        );
      })}
      {view.dropped.map((d, i) => {
        const c = hexToPixel(d.at, SIZE);
        return (
          <g key={i} class="gy-dropped" transform={`translate(${round2(c.x)},${round2(c.y)})`} data-testid="dropped">
            <title>{`a ${d.kind} on the ground`}</title>
            <path class="gy-blade" d="M-9,9 L7,-7 M4,-10 L10,-4 M-6,3 L-3,6" />
          </g>
        );
      })}
      {men.map((g) => (
        <Man key={g.seat} g={g} mine={g.seat === mine} nameOf={nameOf} />
      ))}
    </svg>
  );
}
