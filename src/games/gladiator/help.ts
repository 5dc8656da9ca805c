/**
 * GLADIATOR's rules help: a summary of every rule 1-20 (help-rules.ts, help-rules-advanced.ts), the glossary of its
 * notation (help-glossary.ts), and the notes a first match shows as each kind of decision comes up.
 */
import type { GameHelp, RuleSummary } from '../../core/help.js';
import { BILLINGS_NOTES } from './billings/help.js';
import { GLOSSARY, GROUPS } from './help-glossary.js';
import { BASIC_RULES } from './help-rules.js';
import { ADVANCED_RULES } from './help-rules-advanced.js';

/** Each summary, followed by the Billings note where a built Billings section changes that rule. */
function withBillingsNotes(rules: Readonly<Record<string, RuleSummary>>): Record<string, RuleSummary> {
  const out: Record<string, RuleSummary> = { ...rules };
  for (const [key, note] of Object.entries(BILLINGS_NOTES)) {
    const base = out[key];
    if (!base) throw new Error(`Billings note for rule ${key}, which has no summary`);
    out[key] = { ...base, text: `${base.text} ${note}` };
  }
  return out;
}

export const GLADIATOR_HELP: GameHelp = {
  rules: withBillingsNotes({ ...BASIC_RULES, ...ADVANCED_RULES }),
  glossary: GLOSSARY,
  // Rule 3 lists the log sheet's displays 1-15, filed as 3.1-3.15.
  wholeNumbered: ['3'],
  // The CRT's rolls (attacks, thrown weapons, net attacks) and the critical hit table's.
  resultGroups: {
    '8.5': GROUPS.crt,
    '12.52': GROUPS.crt,
    '17.3': GROUPS.crt,
    '17.4': GROUPS.crt,
    '17.5': GROUPS.crt,
    '9.4': GROUPS.critical,
  },
  walkthrough: {
    plot: {
      title: 'The turn plot',
      rule: '6.1',
      text: 'A turn has eight phases, and your man may move in only some of them (light 6, medium 5, heavy 4). Pick them now, in secret. Save some for the end of the turn, or your opponent may move while you stand still.',
    },
    order: {
      title: 'Your order for this phase',
      rule: '6.2',
      text: 'Write one standard action (F forward, B back, SFL sidestep forward left ...) and any special actions in brackets, such as (L) to turn left first: (L)F. The board shows where the order takes you before you send it. Both orders are revealed and carried out together.',
    },
    allocate: {
      title: 'Attack and defence',
      rule: '8.3',
      text: 'Someone is in reach: split your CF for this phase between attacks on his body areas (at most half on any one area) and defence of your own. Neither of you sees the other\u2019s split until both are in; then the dice decide each attack on the Combat Results Table.',
    },
  },
};
