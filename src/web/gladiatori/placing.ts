/**
 * Choosing a hex on the arena and then a facing: free placement (4.2), start hexes chosen by the players (4.1, the
 * default unless startChoice is off; the same "place" command, offered on the free start hexes only), and any
 * other offered command that carries a hex (a move ends there; see commandHex in words.ts). Pure functions, tested
 * in placing.test.ts.
 */
import { type Direction, type Hex, hexKey } from '../../core/hex.js';
import type { GladiatoriCommand } from '../../games/gladiatori/types.js';
import { hexToPixel } from '../gladiator/layout.js';
import { type Choice, facingWords } from './words.js';

/**
 * Commands whose facing the player sets freely once the hex is chosen: the engine offers each hex once, with a
 * suggested facing, and accepts any of the six (4.2 free placement, 4.1 a start hex chosen).
 */
export const FREE_FACING: ReadonlySet<string> = new Set(['place']);

/** A button under the chosen hex: the command it sends, its words, and the facing it gives (when it gives one). */
export interface FacingChoice {
  command: GladiatoriCommand;
  words: string;
  facing: Direction | null;
  /** The facing the engine suggested (toward the centre, for a placement). */
  suggested: boolean;
}

const FACINGS: readonly Direction[] = [0, 1, 2, 3, 4, 5];

/**
 * What the player may do in the hex he chose: a command whose facing is free becomes six, one a facing (the
 * suggested one first); any other is offered as it is, with its own words. Repeats are dropped.
 */
export function facingChoices(atHex: readonly Choice[]): FacingChoice[] {
  const out: FacingChoice[] = [];
  const seen = new Set<string>();
  const add = (c: FacingChoice) => {
    const key = JSON.stringify(c.command);
    if (seen.has(key)) return;
    seen.add(key);
    out.push(c);
  };
  for (const c of atHex) {
    const cmd = c.command as GladiatoriCommand & { facing?: unknown };
    const facing = typeof cmd.facing === 'number' ? (cmd.facing as Direction) : null;
    if (!FREE_FACING.has(cmd.type) || facing === null) {
      add({ command: c.command, words: c.words, facing, suggested: false });
      continue;
    }
    for (const d of [facing, ...FACINGS.filter((x) => x !== facing)])
      add({
        command: { ...cmd, facing: d } as GladiatoriCommand,
        words: `Face ${facingWords(d)}${d === facing ? (cmd.type === 'place' ? ' (toward the centre)' : ' (suggested)') : ''}`,
        facing: d,
        suggested: d === facing,
      });
  }
  return out;
}

/**
 * The line under the board while hexes are lit: placing a miniature freely (4.2), on a start hex chosen (4.1), or
 * moving.
 */
export function litHint(placing: boolean, freePlacement: boolean): string {
  if (!placing) return 'The lit hexes are where you may go: choose one, then a facing.';
  return freePlacement
    ? 'The lit hexes are where you may set your miniature down (two clear hexes from any foe): choose one, then a facing.'
    : 'The lit hexes are the free start hexes where you may set your miniature down: choose one, then a facing.';
}

/** The lit hexes: the offered commands grouped by the hex they carry, in the order offered. */
export function reachOf(choices: readonly Choice[]): Map<string, Choice[]> {
  const m = new Map<string, Choice[]>();
  for (const c of choices) {
    if (!c.at) continue;
    const key = hexKey(c.at);
    m.set(key, [...(m.get(key) ?? []), c]);
  }
  return m;
}

/** The arrow keys as directions on the screen (x to the right, y downward). */
export const ARROWS: Readonly<Record<string, { x: number; y: number }>> = {
  ArrowRight: { x: 1, y: 0 },
  ArrowLeft: { x: -1, y: 0 },
  ArrowDown: { x: 0, y: 1 },
  ArrowUp: { x: 0, y: -1 },
};

/**
 * The lit hex an arrow key moves the keyboard's focus to: among `lit`, the nearest one lying within 60 degrees of
 * the arrow's direction from `from` on the screen (flat-topped hexes, as the board draws them); null at the edge.
 */
export function nextLit(from: Hex, lit: readonly Hex[], arrow: { x: number; y: number }): Hex | null {
  const px = (h: Hex) => hexToPixel(h, 1);
  const o = px(from);
  let best: Hex | null = null;
  let bestScore = Number.POSITIVE_INFINITY;
  for (const h of lit) {
    const p = px(h);
    const dx = p.x - o.x;
    const dy = p.y - o.y;
    const d = Math.hypot(dx, dy);
    if (d === 0) continue;
    const along = (dx * arrow.x + dy * arrow.y) / d;
    if (along < 0.5) continue;
    // Nearer first; among equals, the one closer to the arrow's line.
    const score = d * (2 - along);
    if (score < bestScore) {
      bestScore = score;
      best = h;
    }
  }
  return best;
}
