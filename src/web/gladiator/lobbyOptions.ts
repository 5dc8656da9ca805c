/**
 * GLADIATOR's team combat (rule 20) as the lobby edits it: the sides as a list of sides of men, their seats and the
 * time limit's meaning, in words (the options' own words are the engine's, option-words.ts). The sides live in the
 * lobby's draft as the JSON text of the `sides` option, so the form sends them as it sends every other option and
 * the engine judges them.
 */
import { OPTION_WORDS } from '../../games/gladiator/option-words.js';
import { sideName, teamSeatIds } from '../../games/gladiator/teams.js';
import type { GladiatorChoice } from '../../games/gladiator/types.js';
import type { Draft, Field } from '../schemaForm.js';

/** Limits of the team form (20; the engine refuses anything else with its own message). */
export const TEAM_LIMITS = { minSides: 2, maxSides: 4, maxMen: 8, maxTotal: 16 } as const;

export const MAN_TYPES: readonly GladiatorChoice[] = ['light', 'medium', 'heavy', 'retarius'];

/** A man's type in words, as the engine words the values of its sides option (option-words.ts). */
export const TYPE_WORDS: Readonly<Record<GladiatorChoice, string>> = OPTION_WORDS.sides.values;

/** What the time limit means in the kind of match chosen (20.7 for teams). */
export function timeLimitWords(teams: boolean, turns: string): string {
  const n = /^\d+$/.test(turns.trim()) ? `${Number(turns)} turns` : 'the limit';
  return teams
    ? `After ${n}, the side with most men still fighting on their own feet wins; equal counts are a draw (§20.7).`
    : `After ${n}, a bout still undecided is a draw.`;
}

export type Sides = GladiatorChoice[][];

const isChoice = (v: unknown): v is GladiatorChoice => MAN_TYPES.includes(v as GladiatorChoice);

/** The sides in the draft; [] (a duel) when it holds none or something the team form cannot show. */
export function sidesOf(draft: Draft): Sides {
  const text = draft.sides;
  if (typeof text !== 'string' || text.trim() === '') return [];
  try {
    const v: unknown = JSON.parse(text);
    return Array.isArray(v) && v.every((s) => Array.isArray(s) && s.every(isChoice)) ? (v as Sides) : [];
  } catch {
    return [];
  }
}

export const withSides = (draft: Draft, sides: Sides): Draft => ({ ...draft, sides: JSON.stringify(sides) });

/** Two sides of one medium man each: where team combat starts in the form. */
export const FIRST_SIDES: Sides = [['medium'], ['medium']];

const total = (sides: Sides): number => sides.reduce((n, s) => n + s.length, 0);

export const canAddSide = (sides: Sides): boolean =>
  sides.length < TEAM_LIMITS.maxSides && total(sides) < TEAM_LIMITS.maxTotal;
export const canRemoveSide = (sides: Sides): boolean => sides.length > TEAM_LIMITS.minSides;
export const canAddMan = (sides: Sides, side: number): boolean =>
  (sides[side]?.length ?? TEAM_LIMITS.maxMen) < TEAM_LIMITS.maxMen && total(sides) < TEAM_LIMITS.maxTotal;
export const canRemoveMan = (sides: Sides, side: number): boolean => (sides[side]?.length ?? 0) > 1;

export const addSide = (sides: Sides): Sides => (canAddSide(sides) ? [...sides, ['medium']] : sides);
export const removeSide = (sides: Sides, side: number): Sides =>
  canRemoveSide(sides) ? sides.filter((_, i) => i !== side) : sides;
export const addMan = (sides: Sides, side: number): Sides =>
  canAddMan(sides, side) ? sides.map((s, i) => (i === side ? [...s, s[s.length - 1] ?? 'medium'] : s)) : sides;
export const removeMan = (sides: Sides, side: number, man: number): Sides =>
  canRemoveMan(sides, side) ? sides.map((s, i) => (i === side ? s.filter((_, j) => j !== man) : s)) : sides;
export const setType = (sides: Sides, side: number, man: number, type: GladiatorChoice): Sides =>
  sides.map((s, i) => (i === side ? s.map((t, j) => (j === man ? type : t)) : s));

/** One seat of a team match, named as the engine names it (side 1's men first, then side 2's ...). */
export interface TeamSeat {
  seat: string;
  side: number;
  man: number;
  type: GladiatorChoice;
}

export function teamSeats(sides: Sides): TeamSeat[] {
  const ids = teamSeatIds(sides.map((men) => men.length));
  return sides.flatMap((men, side) => men.map((type, man) => ({ seat: ids[side]?.[man] as string, side, man, type })));
}

/** "Side 1": the engine's name for a side (it needs no match to name one). */
export const sideWords = (side: number): string => sideName({ seats: [] }, side);

export const seatWords = (t: TeamSeat): string => `${sideWords(t.side)}, man ${t.man + 1} (${TYPE_WORDS[t.type]})`;

/**
 * Where a refusal's field points inside the team form: `sides.1.2` is side 2's third man, `sides.1` side 2,
 * anything else under `sides` the sides as a whole. Null when the field is not about the sides.
 */
export function sidesPlace(field: string): { side: number | null; man: number | null } | null {
  const parts = field.replace(/^options\./, '').split('.');
  if (parts[0] !== 'sides') return null;
  const index = (p: string | undefined) => (p !== undefined && /^\d+$/.test(p) ? Number(p) : null);
  const side = index(parts[1]);
  return { side, man: side === null ? null : index(parts[2]) };
}

/**
 * The Billings Rules' group of options as the lobby lays it out: the preset (the switch named `preset`), the sections
 * (every other on/off switch, whichever the schema has) and the readings (every other field: a choice between two
 * readings of the article).
 */
export function billingsParts(group: Field & { kind: 'group' }): {
  preset: Field | null;
  sections: Field[];
  readings: Field[];
} {
  const isPreset = (f: Field) => f.key === `${group.key}.preset`;
  return {
    preset: group.fields.find(isPreset) ?? null,
    sections: group.fields.filter((f) => !isPreset(f) && f.kind === 'boolean'),
    readings: group.fields.filter((f) => !isPreset(f) && f.kind !== 'boolean'),
  };
}

/** How a section shows while the preset is on. */
export const PRESET_LOCK = { value: true, why: 'played: the preset is on' } as const;
