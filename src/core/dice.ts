import { nextDie, type RngState } from './rng.js';

/** A named adjustment to a roll or a factor, with the rule that grants it. */
export interface Modifier {
  label: string;
  value: number;
  rule?: string;
}

/** Every roll is recorded: what it was for, under which rule, the faces, modifiers, total and what it meant. */
export interface Roll {
  purpose: string;
  rule: string;
  dice: number[];
  modifiers: Modifier[];
  total: number;
  /** The table row or comparison used, e.g. "CRT column 3, row 12". */
  row?: string;
  /** What the roll decided, e.g. "H+1" or "stumbles". */
  result?: string;
}

export const sumModifiers = (mods: Modifier[]): number => mods.reduce((s, m) => s + m.value, 0);

/** Rolls dice against the game's RNG state (mutated in place) and records each roll. */
export class Dice {
  readonly rolls: Roll[] = [];
  constructor(private readonly rng: RngState) {}

  /** Roll `count` dice, apply modifiers (zero-valued ones are dropped from the record). */
  roll(count: number, purpose: string, rule: string, modifiers: Modifier[] = []): Roll {
    const dice: number[] = [];
    for (let i = 0; i < count; i++) dice.push(nextDie(this.rng));
    const mods = modifiers.filter((m) => m.value !== 0);
    const total = dice.reduce((s, d) => s + d, 0) + sumModifiers(mods);
    const roll: Roll = { purpose, rule, dice, modifiers: mods, total };
    this.rolls.push(roll);
    return roll;
  }

  /** Takes the rolls recorded so far (for attaching to an event) and clears the list. */
  take(): Roll[] {
    return this.rolls.splice(0, this.rolls.length);
  }
}

export function describeRoll(r: Roll): string {
  const mods = r.modifiers.map((m) => `${m.value >= 0 ? '+' : ''}${m.value} ${m.label}`).join(', ');
  const faces = r.dice.length > 0 ? `[${r.dice.join(',')}]` : '';
  const parts = [`${r.purpose} (${r.rule}): ${faces}`];
  if (mods) parts.push(`mods ${mods}`);
  parts.push(`= ${r.total}`);
  if (r.row) parts.push(`· ${r.row}`);
  if (r.result) parts.push(`→ ${r.result}`);
  return parts.join(' ');
}
