/**
 * The arena as text for a terminal: a window of flat-topped hexes around the gladiators, each hex labelled with
 * its axial coordinates on its lower edge, then a legend, what lies on the floor, and one status line per man.
 *
 *    _____       _____
 *   /     \_____/     \
 *   \_0,-1/ B↓  \_2,-2/     B stands on 1,-1 facing south; a weapon lies on 2,-1.
 *   /     \_1,-1/    w\
 *   \_0,0_/     \_2,-1/
 *
 * Column q is drawn 6 characters to the right of column q-1 and half a hex lower, so a hex's middle line sits at
 * line 2r + q (shifted by the window). The engine's direction 0 is north, straight up the page.
 *
 * In team combat (20) each man's side number stands before his letter ("1C↑"), an item under a man moves to the
 * hex's last character, men gone from the arena are not drawn, and the status lines come side by side.
 */
import { COMPASS, type Direction, type Hex, hexKey } from '../../core/hex.js';
import type { SeatId } from '../../core/protocol.js';
import { inArena, wallsOn } from './billings/walls.js';
import type { GladiatorView } from './module.js';
import { armourCode, SHIELD_BOXES } from './tables.js';
import { inFight, sideName, sideOf, sideSeats } from './teams.js';
import type { Gladiator, Item } from './types.js';

export interface BoardOptions {
  /** Hex columns and rows shown; the window grows (up to 21 x 15) when the gladiators stand further apart. */
  cols?: number;
  rows?: number;
  /** Centre the window on this hex instead of between the gladiators. */
  center?: Hex;
  /** Print the legend under the map (default true). */
  legend?: boolean;
  /** Print one status line per gladiator (default true). */
  status?: boolean;
  /** ANSI colour: faint hex edges and coordinates, bold gladiators and items (default false). */
  color?: boolean;
}

/** Characters inside a hex (between its slanted sides). */
const CELL = 5;
/** Horizontal step from one column of hexes to the next. */
const STEP = CELL + 1;
const MARGIN = '  ';
const MAX_COLS = 21;
const MAX_ROWS = 15;
/** Fills a hex beyond the walls of the Billings arena (6.7). */
const WALL = '#';

export const FACING_ARROWS: Record<Direction, string> = { 0: '↑', 1: '↗', 2: '↘', 3: '↓', 4: '↙', 5: '↖' };
export const FACING_NAMES: Readonly<Record<Direction, string>> = { ...COMPASS };

/** Offset coordinates of the drawing: columns are q, and odd columns sit half a row lower. */
const colOf = (h: Hex): number => h.q;
const rowOf = (h: Hex): number => h.r + (h.q - (h.q & 1)) / 2;
const hexAt = (col: number, row: number): Hex => ({ q: col, r: row - (col - (col & 1)) / 2 });

/** The seat letter as drawn on the map. */
export const seatMark = (seat: SeatId): string => seat.toUpperCase();

/** One character after the facing arrow: the most important of the man's conditions, or a space. */
export function postureMark(g: Gladiator): string {
  if (g.dead) return 'd';
  if (g.unconscious) return 'z';
  if (g.posture === 'prone') return 'p';
  if (g.posture === 'kneeling') return 'k';
  if (g.stumbling || g.mustStumble) return '~';
  return ' ';
}

/**
 * What fills the middle line of a hex: the weapon mark, the gladiator (letter, arrow, condition), the shield mark.
 * With `side` (team combat) a man's side number takes the weapon's place, and the first item mark the last place.
 */
function cellText(here: Gladiator | undefined, items: Item[], side?: number): string {
  const man = here ? `${seatMark(here.seat)}${FACING_ARROWS[here.facing]}${postureMark(here)}` : '   ';
  const weapon = items.some((i) => i.kind === 'weapon') ? 'w' : items.some((i) => i.kind === 'net') ? 'n' : ' ';
  const shields = items.filter((i) => i.kind === 'shield');
  const shield = shields.length === 0 ? ' ' : shields.every((i) => i.ruined) ? 'x' : 's';
  if (here && side !== undefined) return `${side + 1}${man}${weapon === ' ' ? shield : weapon}`;
  return `${weapon}${man}${shield}`;
}

/** The view's seats and sides as teams.ts asks them (a view lists every man, in seat order). */
const sidesOf = (view: GladiatorView) => ({ seats: Object.keys(view.gladiators), sides: view.sides });

/** A man as the map marks him: his letter, after his side number in a team fight ("2C"). */
const markOf = (view: GladiatorView, g: Gladiator): string =>
  `${view.sides ? sideOf(sidesOf(view), g.seat) + 1 : ''}${seatMark(g.seat)}`;

/** The men drawn on the map: those still in the arena (a man spared or surrendered has left it). */
const onSand = (view: GladiatorView): Gladiator[] => Object.values(view.gladiators).filter((g) => !g.left);

/** The coordinates on a hex's lower edge, centred in the underscores; left out when they do not fit. */
function edgeLabel(h: Hex): string {
  const label = `${h.q},${h.r}`;
  if (label.length > CELL) return '_'.repeat(CELL);
  const left = Math.floor((CELL - label.length) / 2);
  return `${'_'.repeat(left)}${label}${'_'.repeat(CELL - label.length - left)}`;
}

interface Window {
  col0: number;
  row0: number;
  cols: number;
  rows: number;
}

/** The window: the default size if everyone fits, else larger; centred on the gladiators (or the viewer). */
function chooseWindow(view: GladiatorView, opts: BoardOptions): Window {
  const baseCols = Math.max(1, opts.cols ?? 11);
  const baseRows = Math.max(1, opts.rows ?? 9);
  const men = onSand(view);
  const centreOn = (h: Hex, cols: number, rows: number): Window => ({
    col0: colOf(h) - Math.floor((cols - 1) / 2),
    row0: rowOf(h) - Math.floor((rows - 1) / 2),
    cols,
    rows,
  });
  if (opts.center) return centreOn(opts.center, baseCols, baseRows);
  if (men.length === 0) return centreOn({ q: 0, r: 0 }, baseCols, baseRows);
  const cs = men.map((g) => colOf(g.position));
  const rs = men.map((g) => rowOf(g.position));
  const [c1, c2, r1, r2] = [Math.min(...cs), Math.max(...cs), Math.min(...rs), Math.max(...rs)];
  // One spare hex on each side when the window has to grow, so no one stands on its border.
  const cols = c2 - c1 + 1 <= baseCols ? baseCols : c2 - c1 + 3;
  const rows = r2 - r1 + 1 <= baseRows ? baseRows : r2 - r1 + 3;
  if (cols <= Math.max(baseCols, MAX_COLS) && rows <= Math.max(baseRows, MAX_ROWS))
    return {
      col0: Math.floor((c1 + c2) / 2) - Math.floor((cols - 1) / 2),
      row0: Math.floor((r1 + r2) / 2) - Math.floor((rows - 1) / 2),
      cols,
      rows,
    };
  // Too far apart to draw both: follow the viewer's man (or the first seat's); a team fight, with many men spread
  // over the arena, gets the largest window around him.
  const own = view.gladiators[view.viewer] ?? (men[0] as Gladiator);
  if (view.sides) return centreOn(own.position, Math.max(baseCols, MAX_COLS), Math.max(baseRows, MAX_ROWS));
  return centreOn(own.position, baseCols, baseRows);
}

const inWindow = (w: Window, h: Hex): boolean => {
  const c = colOf(h) - w.col0;
  const r = rowOf(h) - w.row0;
  return c >= 0 && c < w.cols && r >= 0 && r < w.rows;
};

/** How a character is drawn when colour is on: plain, faint (edges and coordinates) or bold (the gladiators). */
const Ink = { Plain: 0, Faint: 1, Bold: 2 } as const;
type Ink = (typeof Ink)[keyof typeof Ink];
const INK_CODES: Record<Ink, string> = { 0: '', 1: '\x1b[2m', 2: '\x1b[1m' };
const RESET = '\x1b[0m';

function drawMap(view: GladiatorView, w: Window, color: boolean): string[] {
  const height = 2 * w.rows + 2;
  const width = STEP * w.cols + 1;
  const chars: string[][] = Array.from({ length: height }, () => Array<string>(width).fill(' '));
  const inks: Ink[][] = Array.from({ length: height }, () => Array<Ink>(width).fill(Ink.Plain));
  const put = (line: number, x: number, text: string, ink: Ink) => {
    for (let i = 0; i < text.length; i++) {
      const row = chars[line];
      if (!row || x + i < 0 || x + i >= width) continue;
      row[x + i] = text.charAt(i);
      (inks[line] as Ink[])[x + i] = ink;
    }
  };
  const men = new Map<string, Gladiator>();
  // The living are drawn over the dead if they ever share a hex.
  for (const g of onSand(view).sort((x, y) => Number(y.dead) - Number(x.dead))) men.set(hexKey(g.position), g);
  const sided = sidesOf(view);
  const items = new Map<string, Item[]>();
  for (const i of view.items) items.set(hexKey(i.at), [...(items.get(hexKey(i.at)) ?? []), i]);
  // Odd columns sit half a hex lower; line 0 holds the top edges of the highest hexes.
  const middleLine = (c: number, r: number) => 2 * r + 1 + ((w.col0 + c) & 1);
  // Top edges first: the lower edge of each hex (with its label) overwrites the top edge of the hex beneath.
  for (let c = 0; c < w.cols; c++)
    for (let r = 0; r < w.rows; r++) put(middleLine(c, r) - 1, STEP * c + 1, '_'.repeat(CELL), Ink.Faint);
  // Billings 6.7: with the walls on, the hexes beyond them are drawn solid and unlabelled.
  const walled = wallsOn(view.options);
  for (let c = 0; c < w.cols; c++)
    for (let r = 0; r < w.rows; r++) {
      const h = hexAt(w.col0 + c, w.row0 + r);
      const y = middleLine(c, r);
      const x = STEP * c;
      if (walled && !inArena(h)) {
        put(y, x, `/${WALL.repeat(CELL)}\\`, Ink.Faint);
        put(y + 1, x, `\\${'_'.repeat(CELL)}/`, Ink.Faint);
        continue;
      }
      put(y, x, '/', Ink.Faint);
      const here = men.get(hexKey(h));
      const side = here && view.sides ? sideOf(sided, here.seat) : undefined;
      put(y, x + 1, cellText(here, items.get(hexKey(h)) ?? [], side), Ink.Bold);
      put(y, x + CELL + 1, '\\', Ink.Faint);
      put(y + 1, x, `\\${edgeLabel(h)}/`, Ink.Faint);
    }
  const lines = chars.map((row, i) => {
    const end = row.join('').trimEnd().length;
    if (!color) return `${MARGIN}${row.slice(0, end).join('')}`;
    let out = MARGIN;
    let ink: Ink = Ink.Plain;
    for (let x = 0; x < end; x++) {
      const next = row[x] === ' ' ? Ink.Plain : ((inks[i] as Ink[])[x] as Ink);
      if (next !== ink) out += `${ink === Ink.Plain ? '' : RESET}${INK_CODES[next]}`;
      ink = next;
      out += row[x];
    }
    return ink === Ink.Plain ? out : `${out}${RESET}`;
  });
  while (lines.at(-1)?.trim() === '') lines.pop();
  return lines;
}

/** One line for a gladiator: where he is and how he stands, CF, stun, wounds by area, shield and weapon. */
export function statusLine(g: Gladiator, viewer?: string): string {
  const you = g.seat === viewer ? ' (you)' : '';
  const condition = [
    g.left ? `left the arena (${g.left.how === 'Up' ? 'spared by the crowd' : 'surrendered'}, ${g.left.rule})` : '',
    g.dead ? 'DEAD' : g.unconscious ? 'unconscious' : g.left ? '' : g.posture,
    g.stumbling ? 'stumbling' : '',
    g.mustStumble ? 'must stumble' : '',
  ].filter(Boolean);
  const shield = g.shield
    ? `shield ${g.shield} ${Math.max(0, SHIELD_BOXES.length - g.shieldDamage)}/${SHIELD_BOXES.length}`
    : 'no shield';
  const stun = g.stun > 0 ? ` stun ${g.stun}` : '';
  return (
    `${seatMark(g.seat)} ${g.name}, ${g.type}${you} · ${g.position.q},${g.position.r} facing ${FACING_NAMES[g.facing]} · ` +
    `${condition.join(', ')} · CF ${g.cf}/${g.startCF}${stun} · wounds ${g.wounds.join('/')} · ${shield} · ` +
    `${g.hasWeapon ? 'armed' : 'UNARMED'} · match CF ${g.attackCfTotal} attack, ${g.defenceCfTotal} defence`
  );
}

/** Armour by area in the log sheet's codes, e.g. "1 A  2 —  3 C8  4 B  5 A7". */
export const armourLine = (g: Gladiator): string =>
  g.armour.map((a, i) => `${i + 1} ${i === 0 && g.helmetLost ? '— (lost)' : armourCode(a ?? null)}`).join('  ');

/** Said under the legend when the match is fought inside walls. */
const WALL_LEGEND = `${WALL.repeat(CELL)} beyond the wall (Billings 6.7): the arena is 19 columns by 15 rows of hexes.`;

/** Said under the legend in team combat. */
const TEAM_LEGEND =
  'Team fight: the digit before a letter is his side; an item under a man shows after him. Men gone are not drawn.';

const LEGEND = [
  'A, B gladiators; the arrow is the facing (↑ N, ↗ NE, ↘ SE, ↓ S, ↙ SW, ↖ NW), then k kneeling, p prone,',
  '~ stumbling, z unconscious, d dead. On the floor: w weapon, n net, s shield (x ruined). Under each hex: q,r.',
  'Status: CF now/at start, wounds by area 1 head/2 chest/3 groin/4 arms/5 legs, shield boxes left,',
  'CF allocated to attack and to defence over the match (the crowd weighs them, 19.2).',
];

/** The board: map window, legend, floor items, anyone outside the window, and a status line per gladiator. */
export function renderBoard(view: GladiatorView, opts: BoardOptions = {}): string {
  const w = chooseWindow(view, opts);
  const lines = drawMap(view, w, opts.color ?? false);
  if (opts.legend ?? true) {
    lines.push(...LEGEND.map((l) => `${MARGIN}${l}`));
    if (wallsOn(view.options)) lines.push(`${MARGIN}${WALL_LEGEND}`);
    if (view.sides) lines.push(`${MARGIN}${TEAM_LEGEND}`);
  }
  if (view.items.length > 0) {
    const floor = view.items.map((i) => {
      const what =
        i.kind === 'shield'
          ? `${i.size ?? ''} shield${i.ruined ? ' (ruined)' : ''}`.trim()
          : i.kind === 'net'
            ? 'net'
            : 'weapon';
      const outside = inWindow(w, i.at) ? '' : ' (off the map shown)';
      return `${seatMark(i.owner)}'s ${what} at ${i.at.q},${i.at.r}${outside}`;
    });
    lines.push(`${MARGIN}On the floor: ${floor.join('; ')}.`);
  }
  const away = onSand(view).filter((g) => !inWindow(w, g.position));
  if (away.length > 0)
    lines.push(
      `${MARGIN}Off the map shown: ${away.map((g) => `${markOf(view, g)} at ${g.position.q},${g.position.r}`).join('; ')}.`,
    );
  if (opts.status ?? true) lines.push(...statusLines(view));
  return `${lines.join('\n')}\n`;
}

/** A status line a man; in team combat under a heading a side, naming how many of its men still fight. */
function statusLines(view: GladiatorView): string[] {
  const sided = sidesOf(view);
  if (!view.sides) return Object.values(view.gladiators).map((g) => statusLine(g, view.viewer));
  return sideSeats(sided).flatMap((seats, i) => {
    const men = seats.flatMap((seat) => view.gladiators[seat] ?? []);
    const mine = men.some((g) => g.seat === view.viewer) ? ', your side' : '';
    return [
      `${sideName(sided, i)}${mine}: ${men.filter(inFight).length} of ${men.length} still fighting`,
      ...men.map((g) => `  ${statusLine(g, view.viewer)}`),
    ];
  });
}
