/**
 * Gladiatori's arena as SVG (4.4), on GLADIATOR's hex geometry (gladiator/layout.ts): the whole hexes and the
 * partial ones cut by the wall, the two gates, every fighter with his facing, side colour and markers, any animal
 * the view carries, and the hexes this seat's offered commands carry (moves, placement), which a click (or Enter)
 * chooses; the arrow keys walk from one lit hex to the next.
 */
import { hexKey } from '../../core/hex.js';
import { makeArena } from '../../games/gladiatori/arena.js';
import type { FighterView, GladiatoriView } from '../../games/gladiatori/module.js';
import { facingAngle, hexPolygon, hexToPixel, round2 } from '../gladiator/layout.js';
import { shapeOf, shapePath } from '../gladiator/sideMarks.js';
import { animalsOf } from './animals.js';
import { ARROWS, nextLit } from './placing.js';
import { type Choice, facingWords, statusWords } from './words.js';

const SIZE = 30;

interface Props {
  view: GladiatoriView;
  mine: string | null;
  nameOf: (seat: string) => string;
  /** Offered moves by the hex they end in; empty when this seat has nothing to choose there. */
  reach: Map<string, Choice[]>;
  picked: string | null;
  onPick: (hex: string) => void;
}

function Figure({ f, mine, name }: { f: FighterView; mine: boolean; name: string }) {
  const c = hexToPixel(f.at, SIZE);
  const r = SIZE * 0.6;
  const lying = f.faceDown || f.out !== null;
  return (
    <g
      class={`gx-man side-${f.side % 8}${mine ? ' mine' : ''}${f.out ? ' out' : ''}`}
      transform={`translate(${round2(c.x)},${round2(c.y)})`}
      data-testid={`man-${f.seat}`}
      data-hex={hexKey(f.at)}
      data-facing={f.facing}
    >
      <title>{`${name}${mine ? ' (you)' : ''}, facing ${facingWords(f.facing)}, ${statusWords(f)}`}</title>
      {mine && <circle class="mine-ring" r={r + 4} />}
      <g transform={`rotate(${facingAngle(f.facing)})`}>
        {lying ? <ellipse class="gx-disc" rx={r} ry={r * 0.6} /> : <circle class="gx-disc" r={r} />}
        {!lying && <polygon class="wedge" points={`${r + 7},0 ${r - 3},-7 ${r - 3},7`} />}
      </g>
      <path class="side-mark" d={shapePath(shapeOf(f.side), 4)} transform={`translate(0,${-r * 0.6})`} />
      <text class="gx-initial" text-anchor="middle" dy="0.45em">
        {name.charAt(0)}
      </text>
      {f.trapped > 0 && <circle class="gx-cube trapped" cx={-r} cy={r} r={4} />}
      {f.unbalanced > 0 && <circle class="gx-cube unbalanced" cx={r} cy={r} r={4} />}
      {f.out === 'dead' && <path class="gx-cross" d={`M${-r},${-r} L${r},${r} M${r},${-r} L${-r},${r}`} />}
    </g>
  );
}

export function ArenaBoard({ view, mine, nameOf, reach, picked, onPick }: Props) {
  const arena = makeArena(view.options.arenaRadius);
  const pts = arena.hexes.map((h) => hexToPixel(h.at, SIZE));
  const pad = SIZE * 1.1;
  const minX = Math.min(...pts.map((p) => p.x)) - pad;
  const minY = Math.min(...pts.map((p) => p.y)) - pad;
  const width = Math.max(...pts.map((p) => p.x)) + pad - minX;
  const height = Math.max(...pts.map((p) => p.y)) + pad - minY;
  const gates = new Map((['left', 'right'] as const).map((side) => [hexKey(arena.gates[side].at), side] as const));
  const men = view.seats
    .map((s) => view.fighters[s])
    .filter((f): f is FighterView => !!f)
    .sort((a, b) => Number(!!b.out) - Number(!!a.out));
  const animals = animalsOf(view);
  const litHexes = [...reach.values()].flatMap((cs) => (cs[0]?.at ? [cs[0].at] : []));
  return (
    // biome-ignore lint/a11y/useSemanticElements: an <svg> cannot be a <fieldset>; a group keeps its hexes reachable.
    <svg
      class="board gx-board"
      data-testid="board"
      viewBox={`${round2(minX)} ${round2(minY)} ${round2(width)} ${round2(height)}`}
      role="group"
      aria-label="The arena"
    >
      {arena.hexes.map(({ at, partial }) => {
        const key = hexKey(at);
        const c = hexToPixel(at, SIZE);
        const gate = gates.get(key);
        const cls = `hex${partial ? ' gx-partial' : ''}${gate ? ' gx-gate' : ''}`;
        const offered = reach.get(key);
        if (!offered)
          return (
            <polygon key={key} class={cls} points={hexPolygon(c, SIZE)} data-hex={key}>
              {gate && <title>{`the ${gate} gate`}</title>}
            </polygon>
          );
        return (
          // biome-ignore lint/a11y/useSemanticElements: SVG has no <button>; the hex takes focus and keys itself.
          <polygon
            key={key}
            class={`${cls} gx-reach${picked === key ? ' picked' : ''}`}
            points={hexPolygon(c, SIZE)}
            data-hex={key}
            data-testid={`reach-${key}`}
            role="button"
            tabindex={0}
            aria-label={`Choose this hex: ${offered.map((o) => o.words).join('; ')}`}
            onClick={() => onPick(key)}
            onKeyDown={(e) => {
              if (e.key === 'Enter' || e.key === ' ') {
                e.preventDefault();
                onPick(key);
                return;
              }
              // The arrow keys walk the lit hexes, so that a keyboard need not tab through them all.
              const arrow = ARROWS[e.key];
              if (!arrow) return;
              e.preventDefault();
              const to = nextLit(at, litHexes, arrow);
              const svg = (e.currentTarget as SVGElement).ownerSVGElement;
              if (to) svg?.querySelector<SVGElement>(`[data-testid="reach-${hexKey(to)}"]`)?.focus();
            }}
          />
        );
      })}
      {(['left', 'right'] as const).map((side) => {
        const c = hexToPixel(arena.gates[side].at, SIZE);
        return (
          <text key={side} class="gx-gate-label" x={round2(c.x)} y={round2(c.y + SIZE * 0.15)} text-anchor="middle">
            gate
          </text>
        );
      })}
      {animals.map((a) => {
        if (a.state !== 'arena' || !a.at) return null;
        const c = hexToPixel(a.at, SIZE);
        return (
          <g
            key={a.id}
            class="gx-animal"
            transform={`translate(${round2(c.x)},${round2(c.y)})`}
            data-testid={`animal-${a.id}`}
            data-hex={hexKey(a.at)}
          >
            <title>{a.name}</title>
            <rect class="gx-animal-body" x={-SIZE * 0.5} y={-SIZE * 0.4} width={SIZE} height={SIZE * 0.8} rx={6} />
            <text class="gx-initial" text-anchor="middle" dy="0.45em">
              {a.name.charAt(0)}
              {a.name.split(' ')[1]}
            </text>
          </g>
        );
      })}
      {men.map((f) => (
        <Figure key={f.seat} f={f} mine={f.seat === mine} name={nameOf(f.seat)} />
      ))}
    </svg>
  );
}
