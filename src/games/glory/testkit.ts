/**
 * Arenas for rule tests: men with chosen sheets set where a test wants them, the turn order fixed, and the dice
 * scripted from there on. Damage dice at setup are all 6, so a man has 6 + strength + armour boxes.
 */
import { Dice } from '../../core/dice.js';
import type { Direction, Hex } from '../../core/hex.js';
import { unwrap } from '../../core/result.js';
import type { Fight } from './melee.js';
import { glory } from './module.js';
import { kit } from './tables.js';
import type { Figure, GloryState, Kit, Sheet } from './types.js';

export interface Man {
  at: Hex;
  facing: Direction;
  strength?: number;
  agility?: number;
  kit?: Partial<Kit>;
  hits?: number;
}

/** An arena with these men (seats a, b, c ... in order), one group a man in seat order, the dice scripted. */
export function arena(men: Man[], script: number[] = [], options: Record<string, unknown> = {}): GloryState {
  const sheets: Sheet[] = men.map((m) => ({
    strength: m.strength ?? 2,
    agility: m.agility ?? 2,
    kit: kit(m.kit),
  }));
  const opts = glory.options.parse({ gladiators: men.length, figures: 'chosen', sheets, ...options });
  const s = unwrap(glory.setup(opts, 'testkit', undefined, [...men.map(() => 6), ...men.map(() => 3)]));
  for (const [i, m] of men.entries()) {
    const f = s.figures[s.seats[i] as string] as Figure;
    f.at = m.at;
    f.facing = m.facing;
    f.hits = m.hits ?? 0;
  }
  s.order = s.seats.map((seat) => [seat]);
  s.group = 0;
  s.rng.script = [...script];
  if (script.length === 0) delete s.rng.script;
  return s;
}

export const fightIn = (s: GloryState): Fight => ({ s, dice: new Dice(s.rng), events: [] });
export const man = (s: GloryState, seat: string): Figure => s.figures[seat] as Figure;
