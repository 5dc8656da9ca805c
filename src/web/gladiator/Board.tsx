/**
 * The arena as SVG: hexes, dropped items, the gladiators' counters, the combat front on hover, a path preview; with
 * the Billings walls (6.7) the whole walled arena and its walls, and nothing beyond them.
 */
import { frontCone, type Hex, hexKey } from '../../core/hex.js';
import { wallsOn } from '../../games/gladiator/billings/walls.js';
import type { GladiatorView } from '../../games/gladiator/module.js';
import { type Expansion, path } from '../../games/gladiator/movement.js';
import type { Gladiator, Item } from '../../games/gladiator/types.js';
import { plainSeatWords } from '../screen.js';
import { itemWords, weaponWords } from './gear.js';
import {
  boardArea,
  DIRECTION_NAMES,
  hexPolygon,
  type Point,
  stackOffsets,
  walledArea,
  wallSegments,
} from './layout.js';
import { gladiatorSeatWords } from './names.js';
import { facingOnBoard, type Orientation, orientedViewBox, placeHex } from './orientation.js';
import { statusMarkers } from './sheet.js';
import { shapeOf, shapePath } from './sideMarks.js';

const SIZE = 30;

export interface PreviewPath {
  from: Hex;
  expansion: Expansion;
  /** The order may be submitted (drawn solid) or not (drawn dashed). */
  valid: boolean;
  /** The hexes a net attack written in the order would reach (17.3-17.5). */
  net: Hex[];
}

interface BoardProps {
  view: GladiatorView;
  preview: PreviewPath | null;
  hovered: string | null;
  onHover: (seat: string | null) => void;
  seatOrder: string[];
  /** Seat -> 0-based side (in a duel each seat is its own side). */
  sideOf: Record<string, number>;
  /** Words for a side ("Side 1"), shown in team combat only. */
  sideName: ((side: number) => string) | null;
  /** The seat whose screen this is: its man stands out. */
  mine: string | null;
  /** Which way up the board is drawn (orientation.ts). */
  orientation: Orientation;
}

interface CounterProps {
  g: Gladiator;
  side: number;
  sideName: string | null;
  mine: boolean;
  onHover: (seat: string | null) => void;
  o: Orientation;
}

/**
 * A counter: the disc in its side's colour with the side's shape above the counter number, a wedge pointing at the
 * faced hexside, status markers below; a ring around the viewer's own man.
 */
function Counter({ g, side, sideName, mine, onHover, o }: CounterProps) {
  const c = placeHex(g.position, SIZE, o);
  const markers = statusMarkers(g);
  const r = SIZE * 0.62;
  const cls = `counter side-${side}${mine ? ' mine' : ''}${g.posture === 'prone' ? ' prone' : ''}${g.dead ? ' dead' : ''}`;
  // His side and whether he is the viewer's, in words; never the seat's letter.
  const whose = [sideName, mine ? 'you' : null].filter(Boolean).join(', ');
  return (
    // biome-ignore lint/a11y/useSemanticElements: SVG has no <button>; the counter group takes focus and hover itself.
    <g
      class={cls}
      transform={`translate(${c.x.toFixed(2)},${c.y.toFixed(2)})`}
      data-testid={`counter-${g.seat}`}
      data-hex={hexKey(g.position)}
      data-facing={g.facing}
      data-x={c.x.toFixed(2)}
      data-y={c.y.toFixed(2)}
      data-posture={g.posture}
      data-side={side}
      role="button"
      aria-label={`${g.name}: show the combat front`}
      tabIndex={0}
      onMouseEnter={() => onHover(g.seat)}
      onMouseLeave={() => onHover(null)}
      onFocus={() => onHover(g.seat)}
      onBlur={() => onHover(null)}
    >
      <title>
        {`${g.name}${g.retarius ? `, Retarius${g.hasWeapon ? ` with ${weaponWords(g)}` : ''}` : ''}${whose ? ` (${whose})` : ''}, facing ${DIRECTION_NAMES[g.facing]}${markers.length ? `; ${markers.map((m) => m.label).join(', ')}` : ''}`}
      </title>
      {mine && <circle class="mine-ring" r={r + 4} data-testid={`mine-${g.seat}`} />}
      <g transform={`rotate(${facingOnBoard(g.facing, o)})`}>
        {g.posture === 'prone' ? (
          <ellipse class="disc" rx={r} ry={r * 0.6} />
        ) : (
          <circle class="disc" r={g.posture === 'kneeling' ? r * 0.85 : r} />
        )}
        <polygon class="wedge" points={`${r + 7},0 ${r - 3},-7 ${r - 3},7`} />
      </g>
      {g.ensnared && <path class="net-over" d={NET_GLYPH} transform="scale(2)" data-testid={`netted-${g.seat}`} />}
      <path class="side-mark" d={shapePath(shapeOf(side), 4)} transform={`translate(0,${-r * 0.62})`} />
      <text class="counter-id" text-anchor="middle" dy="0.45em">
        {g.id}
      </text>
      {markers.length > 0 && (
        <text class="marker" text-anchor="middle" y={SIZE * 0.95}>
          {markers.map((m) => m.code).join(' ')}
        </text>
      )}
    </g>
  );
}

interface ItemProps {
  item: Item;
  dx: number;
  dy: number;
  nameOf: (seat: string) => string;
  o: Orientation;
}

function ItemMark({ item, dx, dy, nameOf, o }: ItemProps) {
  const c = placeHex(item.at, SIZE, o);
  const { glyph, label } = itemWords(item, nameOf);
  return (
    <g
      class={`item ${glyph}${item.ruined ? ' ruined' : ''}`}
      transform={`translate(${(c.x + dx).toFixed(2)},${(c.y + dy).toFixed(2)})`}
      data-testid={`item-${item.id}`}
      data-kind={glyph}
    >
      <title>{label}</title>
      {glyph === 'weapon' && <path d="M-9,9 L7,-7 M4,-10 L10,-4 M-6,3 L-3,6" />}
      {glyph === 'shield' && <ellipse rx={item.size === 'large' ? 9 : 7} ry={item.size === 'large' ? 11 : 8} />}
      {glyph === 'net' && <path d={NET_GLYPH} />}
    </g>
  );
}

/** A round mesh: a circle crossed by three cords each way. */
const NET_GLYPH =
  'M-9,0 A9,9 0 1,0 9,0 A9,9 0 1,0 -9,0 M-5,-7.5 L-5,7.5 M0,-9 L0,9 M5,-7.5 L5,7.5 M-7.5,-5 L7.5,-5 M-9,0 L9,0 M-7.5,5 L7.5,5';

export function Board({ view, preview, hovered, onHover, seatOrder, sideOf, sideName, mine, orientation }: BoardProps) {
  // A man spared by the crowd, who surrendered or resigned has left the arena (19.23; the team contract): in a team
  // fight he is not drawn while the others fight on. A duel ends as he leaves, so it shows him where it ended.
  const gladiators = seatOrder
    .map((s) => view.gladiators[s])
    .filter((g): g is Gladiator => !!g && (!g.left || !view.sides));
  const previewHexes = preview ? path(preview.expansion.steps) : [];
  const netReach = new Set((preview?.net ?? []).map(hexKey));
  const walled = wallsOn(view.options);
  const area = walled
    ? walledArea(SIZE)
    : boardArea(
        [
          ...gladiators.map((g) => g.position),
          ...view.items.map((i) => i.at),
          ...previewHexes,
          ...(preview?.net ?? []),
        ],
        SIZE,
      );
  const hoveredG = hovered ? view.gladiators[hovered] : undefined;
  const front = new Set(hoveredG && !hoveredG.dead ? frontCone(hoveredG.position, hoveredG.facing, 1).map(hexKey) : []);
  const itemsByHex = new Map<string, Item[]>();
  for (const it of view.items) itemsByHex.set(hexKey(it.at), [...(itemsByHex.get(hexKey(it.at)) ?? []), it]);
  const vb = orientedViewBox(area.viewBox, orientation);
  const nameOf = gladiatorSeatWords(view) ?? plainSeatWords;
  return (
    // biome-ignore lint/a11y/useSemanticElements: an <svg> cannot be a <fieldset>; a group (not an image) keeps its counters in reach of screen readers.
    <svg
      class="board"
      data-testid="board"
      viewBox={`${vb.x} ${vb.y} ${vb.width} ${vb.height}`}
      role="group"
      aria-label="Arena map"
      data-flipped={orientation.flipped ? 'yes' : 'no'}
      data-walled={walled ? 'yes' : 'no'}
    >
      <g class="hexes">
        {area.hexes.map((h) => {
          const c = placeHex(h, SIZE, orientation);
          const inFront = front.has(hexKey(h));
          const inNet = netReach.has(hexKey(h));
          return (
            <g key={hexKey(h)}>
              <polygon
                class={`hex${inFront ? ' front' : ''}${inNet ? ' net-reach' : ''}`}
                points={hexPolygon(c, SIZE)}
                data-testid={inFront ? 'front-hex' : inNet ? 'net-reach-hex' : undefined}
                data-hex={hexKey(h)}
              >
                {inNet && <title>within the reach of the net written in your order</title>}
              </polygon>
              <text class="coord" x={c.x} y={c.y + SIZE * 0.72} text-anchor="middle">
                {hexKey(h)}
              </text>
            </g>
          );
        })}
      </g>
      {walled && <Walls hexes={area.hexes} o={orientation} />}
      <g class="items">
        {[...itemsByHex.values()].flatMap((items) => {
          const offsets = stackOffsets(items.length, SIZE);
          return items.map((it, i) => (
            <ItemMark
              key={it.id}
              item={it}
              dx={offsets[i]?.x ?? 0}
              dy={offsets[i]?.y ?? 0}
              nameOf={nameOf}
              o={orientation}
            />
          ));
        })}
      </g>
      {preview && <Preview preview={preview} o={orientation} />}
      <g class="counters">
        {gladiators.map((g) => (
          <Counter
            key={g.seat}
            g={g}
            side={sideOf[g.seat] ?? 0}
            sideName={sideName ? sideName(sideOf[g.seat] ?? 0) : null}
            mine={g.seat === mine}
            onHover={onHover}
            o={orientation}
          />
        ))}
      </g>
    </svg>
  );
}

/** Billings 6.7: the arena's walls, a thick line along every outer hexside. */
function Walls({ hexes, o }: { hexes: readonly Hex[]; o: Orientation }) {
  const turned = (p: Point) => (o.flipped ? { x: -p.x, y: -p.y } : p);
  const d = wallSegments(hexes, SIZE)
    .map((w) => {
      const a = turned(w.from);
      const b = turned(w.to);
      return `M${a.x.toFixed(2)},${a.y.toFixed(2)}L${b.x.toFixed(2)},${b.y.toFixed(2)}`;
    })
    .join('');
  return (
    <path class="walls" d={d} data-testid="walls">
      <title>the arena wall (Billings §6.7): no man leaves the arena, and running into it stuns</title>
    </path>
  );
}

function Preview({ preview, o }: { preview: PreviewPath; o: Orientation }) {
  const hexes = [preview.from, ...path(preview.expansion.steps)];
  const pts = hexes.map((h) => placeHex(h, SIZE, o));
  const end = pts[pts.length - 1] ?? placeHex(preview.from, SIZE, o);
  return (
    <g class={`preview${preview.valid ? '' : ' invalid'}`} data-testid="preview-path">
      {pts.length > 1 && <polyline points={pts.map((p) => `${p.x.toFixed(2)},${p.y.toFixed(2)}`).join(' ')} />}
      {pts.slice(1).map((p, i) => (
        <circle key={i} class="step" cx={p.x} cy={p.y} r={4} />
      ))}
      <g
        transform={`translate(${end.x.toFixed(2)},${end.y.toFixed(2)}) rotate(${facingOnBoard(preview.expansion.facing, o)})`}
      >
        <circle class="ghost" r={SIZE * 0.62} />
        <polygon class="ghost-wedge" points={`${SIZE * 0.62 + 7},0 ${SIZE * 0.62 - 3},-7 ${SIZE * 0.62 - 3},7`} />
      </g>
    </g>
  );
}
