/**
 * The animals of the animal modes (17, 18) as a view carries them (`animals`: the pack, the fight with a gladiator),
 * read defensively, since an ordinary match has none: each beast named by its kind and number, its state and the
 * fight in words. Pure functions.
 */
import type { Hex } from '../../core/hex.js';
import type { Term } from '../../games/gladiatori/types.js';

/** An animal as a view may carry it (the animal modes, 17): drawn when it stands in the arena. */
export interface AnimalMark {
  id: string;
  kind: string;
  /** "Bear 2": its kind and its number among its kind, as people name it. */
  name: string;
  state: string;
  at: Hex | null;
}

/**
 * The animals of a view that has them, read defensively: `animals.pack` (the animal modes' state: each beast with
 * an id, kind, state and hex), each named by its kind and number.
 */
export function animalsOf(view: unknown): AnimalMark[] {
  const z = (view as { animals?: unknown } | null)?.animals as { pack?: unknown } | undefined;
  const list = z && typeof z === 'object' && Array.isArray(z.pack) ? (z.pack as unknown[]) : [];
  const seen = new Map<string, number>();
  const out: AnimalMark[] = [];
  for (const a of list) {
    if (!a || typeof a !== 'object') continue;
    const x = a as { id?: unknown; kind?: unknown; at?: unknown; state?: unknown };
    if (typeof x.id !== 'string') continue;
    const kind = typeof x.kind === 'string' ? x.kind : 'animal';
    const n = (seen.get(kind) ?? 0) + 1;
    seen.set(kind, n);
    const at = x.at as Partial<Hex> | null | undefined;
    out.push({
      id: x.id,
      kind,
      name: `${kind.charAt(0).toUpperCase()}${kind.slice(1)} ${n}`,
      state: typeof x.state === 'string' ? x.state : 'arena',
      at: at && typeof at.q === 'number' && typeof at.r === 'number' ? { q: at.q, r: at.r } : null,
    });
  }
  return out;
}

const STATE_WORDS: Readonly<Record<string, string>> = {
  waiting: 'waiting behind the gates',
  called: 'called in, entering next round',
  arena: 'in the arena',
  dead: 'killed',
};
export const animalStateWords = (state: string): string => STATE_WORDS[state] ?? state;

/** The fight between an animal and a gladiator, as the view carries it. */
export interface AnimalFightMark {
  animal: string;
  seat: string;
  by: string;
  step: string;
  dice: number[];
  value: number;
  terms: Term[];
  damage: number;
}

export function animalFightOf(view: unknown): AnimalFightMark | null {
  const z = (view as { animals?: unknown } | null)?.animals as { fight?: unknown } | undefined;
  const f = z && typeof z === 'object' ? (z.fight as Partial<AnimalFightMark> | null | undefined) : null;
  if (!f || typeof f !== 'object' || typeof f.animal !== 'string' || typeof f.seat !== 'string') return null;
  return {
    animal: f.animal,
    seat: f.seat,
    by: typeof f.by === 'string' ? f.by : 'animal',
    step: typeof f.step === 'string' ? f.step : '',
    dice: Array.isArray(f.dice) ? f.dice.filter((d): d is number => typeof d === 'number') : [],
    value: typeof f.value === 'number' ? f.value : 0,
    terms: Array.isArray(f.terms) ? f.terms : [],
    damage: typeof f.damage === 'number' ? f.damage : 0,
  };
}

/** "Bear 1 attacks Mirmillo: the dice 3 and 4, value 9". */
export function animalFightWords(f: AnimalFightMark, nameOf: (id: string) => string): string {
  const animal = nameOf(f.animal);
  const man = nameOf(f.seat);
  const head = f.by === 'animal' ? `${animal} attacks ${man}` : `${man} attacks ${animal}`;
  const dice =
    f.dice.length > 0
      ? `: the dice ${f.dice.join(' and ')}, ${f.by === 'animal' ? 'attack' : 'defence'} ${f.value}`
      : '';
  return `${head}${dice}${f.damage > 0 ? `; ${f.damage} damage to pay` : ''}`;
}
