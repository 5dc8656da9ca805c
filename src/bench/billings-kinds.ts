/**
 * The Billings Rules under the conformance harness (src/bench/conformance.ts): 10,000 matches with the preset by
 * default, a Retarius against each other type, a duel of the Basic Game and two against one (2,000 of each); the preset
 * again with every reading set the other way; and each section alone, a Retarius against a medium man (500 each).
 * Every step is checked with GLADIATOR's invariants, which with walls include that no man and no item is ever
 * outside the arena (Billings 6.7).
 */
import { BILLINGS_SECTIONS } from '../games/gladiator/billings/options.js';

export interface BillingsKind {
  name: string;
  options: Record<string, unknown>;
  /** Matches of this kind when --matches is not given. */
  matches: number;
}

const PRESET = { preset: true };
/** Every reading of the article where the text is unclear set to its other value (docs/rulings.md). */
const OTHER_READINGS = {
  preset: true,
  stillBeforeKneel: 'fallOnly',
  crossedPathsEndHex: 'not',
  wallStunSidestep: 'chart',
  missusShifts: 'net',
};

export const BILLINGS_KINDS: readonly BillingsKind[] = [
  {
    name: 'billings-retarius-light',
    options: { advanced: true, types: ['retarius', 'light'], billings: PRESET },
    matches: 2000,
  },
  {
    name: 'billings-retarius-medium',
    options: { advanced: true, types: ['retarius', 'medium'], billings: PRESET },
    matches: 2000,
  },
  {
    name: 'billings-retarius-heavy',
    options: { advanced: true, types: ['heavy', 'retarius'], billings: PRESET },
    matches: 2000,
  },
  { name: 'billings-basic', options: { types: ['medium', 'heavy'], billings: PRESET }, matches: 2000 },
  {
    name: 'billings-2v1',
    options: { advanced: true, sides: [['medium', 'retarius'], ['heavy']], billings: PRESET },
    matches: 2000,
  },
  {
    name: 'billings-readings',
    options: { advanced: true, types: ['retarius', 'medium'], billings: OTHER_READINGS },
    matches: 500,
  },
  ...BILLINGS_SECTIONS.map((section) => ({
    name: `billings-only-${section}`,
    options: { advanced: true, types: ['retarius', 'medium'], billings: { [section]: true } },
    matches: 500,
  })),
];
