/**
 * Glory in the terminal: the arena drawn as text (each man by his seat letter and an arrow for his facing, dropped
 * weapons as /), a line a man, and announcements typed in words: "stand", "advance FFL", "attack c FF",
 * "attack c whip F" or "attack c ensnare".
 */
import { COMPASS_WORDS, type Direction } from '../../core/hex.js';
import { FACING_ARROWS, hexTextGrid } from '../../core/hex-text.js';
import { err, ok, type Result } from '../../core/result.js';
import { kitInWords } from './equip.js';
import type { GloryView } from './module.js';
import type { Figure, GloryCommand, Step } from './types.js';

/** The arena, flat-topped hexes in columns (src/core/hex-text.ts); a fallen man in capitals. */
export function renderArena(v: GloryView): string[] {
  const grid = hexTextGrid(v.options.arenaRadius);
  for (const d of v.dropped) grid.put(d.at, '/ ');
  for (const seat of v.seats) {
    const f = v.figures[seat] as Figure;
    if (f.out === 'dead' || f.out === 'spared') continue;
    grid.put(f.at, `${f.down ? seat.toUpperCase() : seat}${FACING_ARROWS[f.facing]}`);
  }
  return grid.lines();
}

/** One line a man: who he is, what he has left and carries, and where he stands. */
export function describeFigures(v: GloryView): string[] {
  return v.seats.map((seat) => {
    const f = v.figures[seat] as Figure;
    const state = f.out ? ` — ${f.out === 'dying' ? `dying (${f.dyingIn} turns)` : f.out}` : f.down ? ' — down' : '';
    const side = v.options.teams > 0 ? ` [team ${f.side + 1}]` : '';
    return `${seat} ${f.name}${side}: strength ${f.strength}, agility ${f.agility}, damage ${f.boxes - f.hits}/${f.boxes}, movement ${f.movement}; ${kitInWords(f.kit)}; facing ${COMPASS_WORDS[f.facing as Direction]}${state}`;
  });
}

const STEP_LETTERS = /^[FLRP]*$/;

/** An announcement typed in words, or why it cannot be read. */
export function parseAnnouncement(text: string): Result<GloryCommand, string> {
  const words = text.trim().split(/\s+/);
  const [verb, ...rest] = words;
  const steps = (s: string | undefined): Step[] | null =>
    s === undefined ? [] : STEP_LETTERS.test(s.toUpperCase()) ? ([...s.toUpperCase()] as Step[]) : null;
  if (verb === 'stand' && rest.length === 0) return ok({ type: 'stand' });
  if (verb === 'advance' && rest.length === 1) {
    const s = steps(rest[0]);
    if (s && s.length > 0) return ok({ type: 'advance', steps: s });
  }
  if (verb === 'attack' && rest.length >= 1 && rest.length <= 3) {
    const [target, ...more] = rest as [string, ...string[]];
    const net = more[0] === 'whip' || more[0] === 'ensnare' ? more.shift() : undefined;
    const s = steps(more[0]);
    if (s && more.length <= 1)
      return ok({ type: 'attack', target, steps: s, ...(net ? { net: net as 'whip' | 'ensnare' } : {}) });
  }
  return err(
    `"${text.trim()}" is not an announcement: say stand, advance FFL (F forward, L and R turn, P pick up), attack b FF, or attack b whip F / attack b ensnare`,
  );
}
