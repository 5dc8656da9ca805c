/**
 * Billings 3.4-3.7 in the GLADIATOR screen's log: the rolls that made each man (his characteristics on three dice,
 * his armour on the revised tables, the size of his shield), shown before the first turn like any other roll. The
 * engine keeps them on the man's sheet (`creation`), which every seat sees, as it sees his characteristics.
 */
import type { Roll } from '../../core/dice.js';
import type { GladiatorView } from '../../games/gladiator/module.js';

export interface MadeMan {
  seat: string;
  name: string;
  /** His kind in words: light, medium, heavy or retarius. */
  kind: string;
  rolls: Roll[];
}

/** The men the match made under a Billings creation section, in seat order, each with the rolls that made him. */
export function menMade(view: Pick<GladiatorView, 'gladiators'>): MadeMan[] {
  return Object.values(view.gladiators).flatMap((g) =>
    g.creation && g.creation.length > 0
      ? [{ seat: g.seat, name: g.name, kind: g.retarius ? 'retarius' : g.type, rolls: g.creation }]
      : [],
  );
}

/**
 * The Billings sections behind these rolls, each once, in the order met ("Billings §3.6", "Billings §3.7"); the
 * original's own rolls among them (his name, §3.1; the original armour table when that section is off) cite theirs.
 */
export const sectionsOf = (men: readonly MadeMan[]): string[] => [
  ...new Set(men.flatMap((m) => m.rolls.map((r) => r.rule)).filter((rule) => rule.startsWith('Billings '))),
];

/** The heading of the log's opening part, naming the sections. */
export const madeHeading = (men: readonly MadeMan[]): string =>
  `Before play: how the men were made (${sectionsOf(men).join(', ')})`;
