/**
 * What must hold in every campaign state, checked by the conformance harness and the fuzzer on every step:
 * - money moves between owners only by wagers (22.5), which add up to nothing; besides them only the starting purses
 *   (22.2), auction prices paid out of the game (22.4) and the Champion's bonus (22.7), each named in the ledgers;
 * - no dead, freed or unfit man is put up to fight, none stands in a stable, and none is in two stables;
 * - each match is applied once: the matches the men have fought add up to the campaign's (one man a career match,
 *   two a league match), a man earns his 21.2 experience at most once a match, and heals each area at most once;
 * - no book runs below zero;
 * - the match waiting for the arena is played under the campaign's Billings 19.2 switch exactly when it is on, and
 *   each man in it carries the victories and mercies of his book.
 * (That a campaign replays to the same ledger is the harness's own replay check.)
 */

import { matchBillings } from './billings.js';
import { currentMan } from './career.js';
import { balance } from './ledger.js';
import type { CampaignMan } from './man.js';
import type { CampaignState } from './module.js';
import { CF_DIVISOR, CHAMPION_BONUS, HEALING_LOSS, STABLE } from './tables.js';

/** Steps in which the men put up for the match must all be able to fight. */
const BEFORE_THE_MATCH = new Set(['wager', 'bets', 'match']);

/** How many healing lines a match may give under each rule: the chest and the groin both cost wounds (21.42). */
const HEALING_LINES: Record<string, number> = {};
for (const { rule } of Object.values(HEALING_LOSS)) HEALING_LINES[rule] = (HEALING_LINES[rule] ?? 0) + 1;

/** A man's books: one 21.2 line a match at most, each healing rule no more often than it has areas. */
function bookProblem(m: CampaignMan): string | null {
  if (balance(m.experience) < 0) return `${m.name} has spent experience he never had`;
  const earned = m.experience.filter((x) => x.rule === CF_DIVISOR.rule).map((x) => x.match);
  if (new Set(earned).size !== earned.length) return `${m.name} earned his match experience twice in one match`;
  if (earned.length > m.matches) return `${m.name} earned experience for more matches than he fought`;
  const healed: Record<string, number> = {};
  for (const c of m.changes) {
    if (!(c.rule in HEALING_LINES)) continue;
    const key = `${c.match} ${c.rule}`;
    healed[key] = (healed[key] ?? 0) + 1;
    if ((healed[key] ?? 0) > (HEALING_LINES[c.rule] ?? 0)) return `${m.name} healed twice under ${c.rule} in one match`;
  }
  return null;
}

/** Billings 19.2: the arranged match's section and records agree with the campaign's switch and the men's books. */
function arrangedProblem(s: CampaignState, men: readonly (CampaignMan | undefined)[]): string | null {
  if (!s.arranged) return null;
  const want = matchBillings(s.options);
  if (JSON.stringify(s.arranged.billings) !== JSON.stringify(want))
    return `the arranged match's Billings options ${JSON.stringify(s.arranged.billings)} are not the campaign's ${JSON.stringify(want)}`;
  for (const [i, seat] of (['a', 'b'] as const).entries()) {
    const man = men[i];
    const record = s.arranged[seat].record;
    if (man && (record?.wins !== man.victories || record?.spared !== (man.spared ?? 0)))
      return `${man.name} goes to the arena with the record ${JSON.stringify(record)}, not his book's`;
  }
  return null;
}

export function campaignInvariant(state: unknown): string | null {
  const s = state as CampaignState;
  if (s.career) {
    const arranged = arrangedProblem(s, [currentMan(s.career)]);
    if (arranged) return arranged;
    const man = currentMan(s.career);
    if (s.step === 'match' && man.status !== 'fit') return `${man.name} is ${man.status} but arranged to fight`;
    for (const m of s.career.men) {
      const problem = bookProblem(m);
      if (problem) return problem;
    }
    const fought = s.career.men.reduce((t, m) => t + m.matches, 0);
    if (fought !== s.career.matches)
      return `the career played ${s.career.matches} matches but its men fought ${fought}`;
    return null;
  }
  const l = s.league;
  if (!l) return 'a campaign with neither a career nor a league';
  const lines = l.owners.flatMap((o) => o.money);
  const by = (rule: string) => balance(lines.filter((x) => x.rule === rule));
  if (by('§22.5') !== 0) return `wagers created or destroyed ${by('§22.5')} sesterces`;
  if (by(STABLE.rule) !== STABLE.sesterces * l.owners.length) return 'the starting purses do not add up';
  const unnamed = lines.filter((x) => !['§22.2', '§22.4', '§22.5', '§22.7'].includes(x.rule));
  if (unnamed.length > 0) return `money moved under no rule of 22: ${unnamed[0]?.text}`;
  if (lines.some((x) => x.rule === '§22.4' && x.amount > 0)) return 'an owner was paid for a man bought at auction';
  if (lines.some((x) => x.rule === CHAMPION_BONUS.rule && x.amount !== CHAMPION_BONUS.sesterces))
    return `a Champion's bonus other than ${CHAMPION_BONUS.sesterces}`;
  if (l.owners.some((o) => balance(o.money) < 0)) return 'an owner owes more than he has';
  const stabled = l.owners.flatMap((o) => o.stable);
  if (new Set(stabled).size !== stabled.length) return 'a man stands in two stables';
  for (const id of stabled) if (l.men[id]?.status !== 'fit') return `${l.men[id]?.name} is in a stable but not fit`;
  const arranged = arrangedProblem(s, s.step === 'match' ? (s.fighters ?? []).map((f) => l.men[f.man]) : []);
  if (arranged) return arranged;
  if (BEFORE_THE_MATCH.has(s.step))
    for (const f of s.fighters ?? []) {
      const man = l.men[f.man];
      if (man?.status !== 'fit') return `${man?.name} is put up to fight while ${man?.status}`;
    }
  const men = Object.values(l.men);
  for (const m of men) {
    const problem = bookProblem(m);
    if (problem) return problem;
  }
  const fought = men.reduce((t, m) => t + m.matches, 0);
  if (fought !== 2 * l.matches) return `the league played ${l.matches} matches but its men fought ${fought} times`;
  return null;
}
