import { nextDie, nextDieInPlace, type RngState } from './rng.js';

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

/**
 * The faces of one die (at 1 to 6) and of two (at first * 7 + second), each list frozen and made once, shared by every
 * roll that shows them.
 */
const FACES: (readonly number[])[] = Array.from({ length: 49 }, () => Object.freeze([]));
for (let a = 1; a <= 6; a++) {
  FACES[a] = Object.freeze([a]);
  for (let b = 1; b <= 6; b++) FACES[a * 7 + b] = Object.freeze([a, b]);
}

/** Rolls dice against the game's RNG state (mutated in place) and records each roll. */
export class Dice {
  readonly rolls: Roll[] = [];
  /** Whether the words of a state the dice own have been copied yet (see the constructor). */
  private wordsCopied = false;
  /** The holder of the RNG state the dice were started for (restartFor), given its own on the first draw; or null. */
  private holder: { rng: RngState } | null = null;
  /**
   * With `ownsState`, the caller has given the dice an RNG state object no other state holds (made for this step),
   * though its list of words may still be shared with an older state: the dice copy the list on their first draw
   * and then advance their copy in place, with no new list a die (and none at all for a step without dice).
   */
  constructor(
    private rng: RngState,
    private ownsState = false,
  ) {}

  /**
   * The dice started afresh on another RNG state, as `new Dice(rng, ownsState)` would be, no roll recorded: a caller
   * that takes step after step may keep one Dice for all of them, and with it the room its list of rolls has grown.
   */
  restart(rng: RngState, ownsState = false): this {
    this.rng = rng;
    this.ownsState = ownsState;
    this.wordsCopied = false;
    this.holder = null;
    const rolls = this.rolls;
    while (rolls.length > 0) rolls.pop();
    return this;
  }

  /**
   * The dice started afresh (restart) on the RNG state of `holder` (a game's state made for this step), which it still
   * shares with an older one: on their first draw the dice give the holder an RNG state of its own, the words (and
   * any scripted faces) copied, and advance that in place. A step that rolls nothing makes none.
   */
  restartFor(holder: { rng: RngState }): this {
    this.restart(holder.rng, true);
    this.holder = holder;
    return this;
  }

  /**
   * Roll `count` dice, apply modifiers (zero-valued ones are dropped from the record). The roll records the list it
   * is given, rather than a copy, when none of it is zero and no one can change it later: a frozen list, or one the
   * caller hands over (`handOver`, a list made for this roll alone and not touched after).
   */
  roll(count: number, purpose: string, rule: string, modifiers?: Modifier[], handOver = false): Roll {
    // Rolls are made by the thousand in a bench's matches. One die or two (nearly every roll) record a shared frozen
    // list of their faces (FACES), since faces are never edited; the faces are summed in the order drawn.
    let dice: number[];
    if (count === 1) dice = FACES[this.die()] as number[];
    else if (count === 2) {
      const first = this.die();
      dice = FACES[first * 7 + this.die()] as number[];
    } else {
      dice = [];
      for (let i = 0; i < count; i++) dice.push(this.die());
    }
    const roll = this.record(dice, purpose, rule, modifiers, handOver);
    this.rolls.push(roll);
    return roll;
  }

  /**
   * A roll of one die whose record hangs on nothing but the face: for one `known`, its purpose, rule and modifiers are
   * the same every time. Its records are kept in `known`, by face, each made (as `roll` makes it) and frozen the first
   * time that face comes up, and then shared by every roll that shows it: no new record a roll. So nobody may add a
   * row or a result to it: a roll that gets one is made by `roll`.
   */
  rollKnown(known: (Roll | undefined)[], purpose: string, rule: string, modifiers: readonly Modifier[]): Roll {
    const face = this.die();
    let roll = known[face];
    if (roll === undefined) {
      roll = Object.freeze(this.record(FACES[face] as number[], purpose, rule, modifiers as Modifier[], false));
      while (known.length < face) known.push(undefined);
      known[face] = roll;
    }
    this.rolls.push(roll);
    return roll;
  }

  /** The record of a roll whose faces are `dice` (see roll). */
  private record(
    dice: number[],
    purpose: string,
    rule: string,
    modifiers: Modifier[] | undefined,
    handOver: boolean,
  ): Roll {
    let total = 0;
    for (let i = 0; i < dice.length; i++) total += dice[i] as number;
    // The modifiers summed apart and then added, as sumModifiers would: the same sum to the last bit for any value.
    let mods: Modifier[];
    let bonus = 0;
    if (modifiers !== undefined && modifiers.length > 0) {
      let zeros = 0;
      for (let i = 0; i < modifiers.length; i++) {
        const value = (modifiers[i] as Modifier).value;
        if (value === 0) zeros += 1;
        else bonus += value;
      }
      if (zeros === 0 && (handOver || Object.isFrozen(modifiers))) mods = modifiers;
      else {
        mods = [];
        for (let i = 0; i < modifiers.length; i++) {
          const m = modifiers[i] as Modifier;
          if (m.value !== 0) mods.push(m);
        }
      }
    } else mods = [];
    total += bonus;
    const roll: Roll = { purpose, rule, dice, modifiers: mods, total };
    return roll;
  }

  private die(): number {
    if (!this.ownsState) return nextDie(this.rng);
    if (!this.wordsCopied) {
      const old = this.rng;
      const w = old.s;
      const words: RngState['s'] = [w[0], w[1], w[2], w[3]];
      const holder = this.holder;
      if (holder === null) old.s = words;
      else {
        const own: RngState = old.script ? { s: words, script: old.script.slice() } : { s: words };
        holder.rng = own;
        this.rng = own;
        this.holder = null;
      }
      this.wordsCopied = true;
    }
    return nextDieInPlace(this.rng);
  }

  /** Takes the rolls recorded so far (for attaching to an event) and clears the list. */
  take(): Roll[] {
    // A copy, then the list emptied by pops: cutting its length to zero gave up its room, and the next roll's push
    // took a new list of seventeen places, for every event with rolls.
    const rolls = this.rolls;
    const taken = rolls.slice();
    while (rolls.length > 0) rolls.pop();
    return taken;
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
