/**
 * The campaign in the lobby: its seats follow from the options (a career has one player; a league two to six
 * owners), and each option has words. The arena's seat is the server's own and never listed.
 */
import type { SeatLabel } from '../lobby.js';
import type { Draft, Field } from '../schemaForm.js';
import { campaignSeatWords } from './words.js';

/** The most and fewest owners a league holds (22.2 as the engine reads it, tables.ts STABLE). */
const OWNERS = { min: 2, max: 6 } as const;

/** Each option's label, and words for each of its values (the engine's identifiers are never shown). */
export const CAMPAIGN_OPTION_WORDS: Readonly<
  Record<string, { label: string; values?: Readonly<Record<string, string>> }>
> = {
  kind: { label: 'Campaign', values: { career: 'a career (one man, rule 21)', owners: 'an owners’ league (rule 22)' } },
  owners: { label: 'Owners' },
  type: {
    label: 'Type of every new man',
    values: { light: 'light', medium: 'medium', heavy: 'heavy' },
  },
  matches: { label: 'Matches to play (0: until it is won)' },
  stables: {
    label: 'Starting stables',
    values: { owners: 'each owner names his men’s types', uniform: 'every man of the type above' },
  },
  sideBets: {
    label: 'Side bets',
    values: { any: 'any owner, on either man', fighters: 'only the two owners, on their own men', none: 'none' },
  },
  advanced: { label: 'Advanced Game (the trident may be chosen)' },
  auction: {
    label: 'Auction',
    values: { sealed: 'sealed bids: the highest bid pays', open: 'open bidding: one step above the next best' },
  },
  billings: { label: 'Billings Rules' },
  champion: {
    label: 'The Emperor’s Champion',
    values: { tenVictories: 'the first man to ten victories', mostVictories: 'the man with most victories at the end' },
  },
};

/** Options that mean something only in a league. */
const LEAGUE_ONLY = new Set(['owners', 'auction', 'champion', 'stables', 'sideBets']);

/** The fields to show for the draft, in words: a career hides the league's options. */
export function campaignFields(fields: readonly Field[], draft: Draft): Field[] {
  const league = draft.kind === 'owners';
  return fields
    .filter((f) => league || !LEAGUE_ONLY.has(f.key))
    .map((f) => {
      const words = Object.hasOwn(CAMPAIGN_OPTION_WORDS, f.key) ? CAMPAIGN_OPTION_WORDS[f.key] : undefined;
      if (!words) return f;
      const labelled = { ...f, label: words.label };
      return labelled.kind === 'enum' && words.values
        ? { ...labelled, labels: { ...labelled.labels, ...words.values } }
        : labelled;
    });
}

/** The seats the draft asks for: the player in a career, else owners 1 to N; null while the count is no number. */
export function campaignSeats(draft: Draft): SeatLabel[] | null {
  if (draft.kind !== 'owners') return [{ seat: 'player', label: 'The player' }];
  const raw = draft.owners;
  const n = typeof raw === 'string' && /^\s*\d+\s*$/.test(raw) ? Number(raw) : Number.NaN;
  if (!Number.isInteger(n) || n < OWNERS.min || n > OWNERS.max) return null;
  return Array.from({ length: n }, (_, i) => ({ seat: `o${i + 1}`, label: campaignSeatWords(`o${i + 1}`) }));
}
