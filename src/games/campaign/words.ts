/**
 * A campaign's books in words, for people: every line of every ledger (experience points, characteristics,
 * sesterces) with its rule, man by man and owner by owner; and the figures `ludus campaign` sums over many
 * campaigns. Nothing here decides anything: it reads a finished (or running) campaign's state.
 */
import type { SeatId } from '../../core/protocol.js';
import { might } from './bots.js';
import { balance, type LedgerLine } from './ledger.js';
import type { CampaignMan, CharacteristicChange } from './man.js';
import type { CampaignState } from './module.js';
import { ownerWords } from './owners.js';
import { IMPROVEMENTS_RULE, STABLE } from './tables.js';

const count = (n: number): string => n.toLocaleString('en-US');
const signed = (n: number): string => (n >= 0 ? `+${count(n)}` : `-${count(-n)}`);

const STATUS: Record<CampaignMan['status'], string> = {
  fit: 'alive and fit',
  dead: 'dead',
  free: "freed, the Emperor's Champion",
  unfit: 'crippled past fighting',
};

const CHARACTERISTICS = ['TR', 'ST', 'AG', 'CON', 'W'] as const;

/** A man's characteristics before any change his books record. */
function atStart(m: CampaignMan): string {
  return CHARACTERISTICS.map((c) => {
    const changed = m.changes.filter((x) => x.characteristic === c).reduce((t, x) => t + x.amount, 0);
    return `${c} ${m[c] - changed}`;
  }).join(' ');
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** One man: who he is, his record, then his experience and characteristic lines in match order. */
export function manWords(m: CampaignMan, owner?: SeatId): string[] {
  const whose = owner ? `, ${ownerWords(owner)}'s` : '';
  const head =
    `${m.name} (${m.type}${whose}; ${atStart(m)} when new): ${plural(m.matches, 'match', 'matches')}, ` +
    `${plural(m.victories, 'victory', 'victories')}, ${STATUS[m.status]}; ` +
    `${balance(m.experience)} experience points unspent`;
  const rows: { match: number; text: string }[] = [
    ...m.experience.map((l) => ({ match: l.match, text: `${l.rule} ${signed(l.amount)} experience: ${l.text}` })),
    // A purchase is told once, as the experience it cost; its characteristic line would say the same again.
    ...m.changes
      .filter((c: CharacteristicChange) => c.rule !== IMPROVEMENTS_RULE)
      .map((c) => ({ match: c.match, text: `${c.rule} ${c.characteristic} ${signed(c.amount)}: ${c.text}` })),
  ];
  rows.sort((x, y) => x.match - y.match);
  return [head, ...rows.map((r) => `    match ${r.match} ${r.text}`)];
}

const moneyLine = (l: LedgerLine): string => `    match ${l.match} ${l.rule} ${signed(l.amount)} sesterces: ${l.text}`;

/** The whole campaign's books, as lines of text, the outcome first. */
export function ledgerWords(s: CampaignState): string[] {
  const lines: string[] = [];
  const end = s.outcome ? `${s.outcome.text} (${s.outcome.rule ?? s.outcome.how})` : 'still going on';
  if (s.career) {
    const c = s.career;
    lines.push(
      `A career of ${plural(c.matches, 'match', 'matches')} with ${plural(c.men.length, 'man', 'men')}: ${end}`,
    );
    for (const m of c.men) lines.push(...manWords(m).map((x, i) => (i === 0 ? `  ${x}` : x)));
    return lines;
  }
  const l = s.league;
  if (!l) return lines;
  lines.push(`An owners' league of ${plural(l.matches, 'match', 'matches')}: ${end}`);
  for (const o of l.owners) {
    const out = o.eliminated
      ? `; out after match ${o.eliminated.match} (${o.eliminated.rule}: ${o.eliminated.text})`
      : '';
    lines.push(`  ${ownerWords(o.id)}: ${count(balance(o.money))} sesterces${out}`);
    lines.push(...o.money.map(moneyLine));
  }
  lines.push('  The men:');
  const ownerOf = (id: number) => l.owners.find((o) => o.stable.includes(id))?.id;
  for (const m of Object.values(l.men))
    lines.push(...manWords(m, ownerOf(m.id)).map((x, i) => (i === 0 ? `  ${x}` : x)));
  return lines;
}

/** What one finished career adds to the figures over many. */
export interface CareerFigures {
  won: boolean;
  matches: number;
  /** Men who fought at least once. */
  men: number;
  /** Of them, those who reached ten victories (21.6). */
  tenVictories: number;
  /** Matches each man walked out of alive, summed over the men who fought. */
  survived: number;
}

export function careerFigures(s: CampaignState): CareerFigures {
  const c = s.career;
  if (!c) throw new Error('not a career');
  const fought = c.men.filter((m) => m.matches > 0);
  return {
    won: c.won,
    matches: c.matches,
    men: fought.length,
    tenVictories: fought.filter((m) => m.victories >= 10).length,
    survived: fought.reduce((t, m) => t + m.matches - (m.status === 'dead' ? 1 : 0), 0),
  };
}

/** What one finished league adds to the figures over many. */
export interface LeagueFigures {
  winners: SeatId[];
  /** The richest owner(s) once the first match and its auction are settled: every purse is equal before it (22.2). */
  richestAfterFirst: SeatId[];
  matches: number;
  /** The owner(s) whose five starting men were the strongest by the bots' measure (bots.ts, might). */
  strongestAtStart: SeatId[];
  /** Ended with one owner (or none) left, rather than at the set number of matches. */
  lastOwnerStanding: boolean;
}

/** A man as he was when new: his characteristics less every change his book records. */
const asNew = (m: CampaignMan): CampaignMan => {
  const back = { ...m };
  for (const c of m.changes) back[c.characteristic] -= c.amount;
  return back;
};

export function leagueFigures(s: CampaignState): LeagueFigures {
  const l = s.league;
  if (!l) throw new Error('not a league');
  const early = l.owners.map((o) => ({ id: o.id, has: balance(o.money.filter((x) => x.match <= 1)) }));
  const most = Math.max(...early.map((o) => o.has));
  // stockStables numbers the starting men owner by owner in seating order, five each.
  const stable = l.owners.map((o, i) => {
    const ids = Array.from({ length: STABLE.gladiators }, (_, k) => i * STABLE.gladiators + k + 1);
    return { id: o.id, might: ids.reduce((t, id) => t + might(asNew(l.men[id] as CampaignMan)), 0) };
  });
  const best = Math.max(...stable.map((o) => o.might));
  return {
    winners: s.outcome?.winners ?? [],
    richestAfterFirst: early.filter((o) => o.has === most).map((o) => o.id),
    strongestAtStart: stable.filter((o) => o.might === best).map((o) => o.id),
    matches: l.matches,
    lastOwnerStanding: l.owners.filter((o) => !o.eliminated).length <= 1,
  };
}
