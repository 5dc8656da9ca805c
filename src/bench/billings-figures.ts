/**
 * The figures the Billings Rules note asks for, computed (src/bench/billings-lab.ts prints them):
 *
 * - from `ludus sim` (its `simulate`), brawler against brawler, a Retarius against a medium man in the Advanced Game,
 *   once under the original rules and once under the Billings preset: his win rate, the mean match length in turns,
 *   and how the matches ended (a kill, or the Missus: the loser killed or spared);
 * - from `ludus gladiator new` (its `measureCreation`), the mean CF, W and CON of many men under each way of rolling
 *   them: the original chart (3.7), the Billings three dice a characteristic, and the Billings five rolls arranged.
 *
 * The Retarius plays half of each run from seat a and half from seat b, so whatever edge a seat has cancels out.
 */
import { simulate } from '../cli/commands/sim.js';
import { Dice } from '../core/dice.js';
import { err, ok, type Result } from '../core/result.js';
import { seedRng } from '../core/rng.js';
import { type BillingsCreation, measureCreation } from '../games/gladiator/billings/creation.js';
import type { CharacteristicKey } from '../games/gladiator/billings/tables.js';
import type { GladiatorChoice } from '../games/gladiator/types.js';

/** A set of rules the comparison plays: its name and the GLADIATOR options beside the two types. */
export interface RuleSet {
  name: string;
  options: Record<string, unknown>;
}

export const RULE_SETS: readonly RuleSet[] = [
  { name: 'original (Advanced Game)', options: { advanced: true } },
  { name: 'Billings preset', options: { advanced: true, billings: { preset: true } } },
];

/** One rule set's figures over its matches. */
export interface DuelFigures {
  rules: string;
  matches: number;
  /** The Retarius's wins, the medium man's, and matches won by neither (a draw or unfinished). */
  retariusWins: number;
  mediumWins: number;
  neither: number;
  /** Wins of the Retarius over all matches played. */
  retariusWinRate: number;
  meanTurns: number;
  /** Matches ended by a kill in the fight (both men killed counts here too). */
  kills: number;
  /** Matches the Missus ended: the loser killed (thumbs down) or spared (thumbs up). */
  missusKilled: number;
  missusSpared: number;
  /** Every other ending (surrender, the turn limit, resignation, unfinished) by name. */
  other: Record<string, number>;
}

/**
 * Plays `matches` duels of a Retarius against a medium man under one rule set (half with the Retarius at seat a,
 * half at seat b), brawler bots at both seats, seeds `${seed}-ra-i` and `${seed}-ar-i`.
 */
export function duelFigures(rules: RuleSet, matches: number, seed: string): Result<DuelFigures, string> {
  if (!Number.isInteger(matches) || matches < 2)
    return err(`matches must be a whole number of 2 or more, not ${matches}`);
  const figures: DuelFigures = {
    rules: rules.name,
    matches: 0,
    retariusWins: 0,
    mediumWins: 0,
    neither: 0,
    retariusWinRate: 0,
    meanTurns: 0,
    kills: 0,
    missusKilled: 0,
    missusSpared: 0,
    other: {},
  };
  let turns = 0;
  const runs = [
    { retarius: 'a', medium: 'b', n: Math.ceil(matches / 2), tag: 'ra' },
    { retarius: 'b', medium: 'a', n: Math.floor(matches / 2), tag: 'ar' },
  ];
  for (const run of runs) {
    const types = run.retarius === 'a' ? ['retarius', 'medium'] : ['medium', 'retarius'];
    const s = simulate({
      game: 'gladiator',
      bots: 'brawler',
      n: run.n,
      seed: `${seed}-${run.tag}`,
      options: JSON.stringify({ ...rules.options, types }),
    });
    if (!s.ok) return s;
    const r = s.value;
    const retarius = r.wins[run.retarius] ?? 0;
    const medium = r.wins[run.medium] ?? 0;
    figures.matches += r.matches;
    figures.retariusWins += retarius;
    figures.mediumWins += medium;
    figures.neither += r.matches - retarius - medium;
    turns += (r.meanTurns ?? 0) * r.matches;
    for (const [how, k] of Object.entries(r.how)) {
      if (how === 'kill' || how === 'both killed') figures.kills += k;
      else if (how === 'Down') figures.missusKilled += k;
      else if (how === 'Up') figures.missusSpared += k;
      else figures.other[how] = (figures.other[how] ?? 0) + k;
    }
    if (r.unfinished > 0) figures.other.unfinished = (figures.other.unfinished ?? 0) + r.unfinished;
  }
  figures.retariusWinRate = figures.retariusWins / figures.matches;
  figures.meanTurns = turns / figures.matches;
  return ok(figures);
}

/** A way of rolling men up, by name, as `ludus gladiator new` takes it. */
export interface CreationMethod {
  name: string;
  /** The `ludus gladiator new` flags that roll a man this way. */
  flags: string;
  how: BillingsCreation;
}

/** The arrangement that puts the highest totals into CF (TR, ST, AG) and the lowest into W and CON. */
export const CF_FIRST: readonly CharacteristicKey[] = ['TR', 'ST', 'AG', 'W', 'CON'];
/** The arrangement that puts the highest totals into CON and W, the lowest into CF. */
export const BODY_FIRST: readonly CharacteristicKey[] = ['CON', 'W', 'TR', 'ST', 'AG'];

export const CREATION_METHODS: readonly CreationMethod[] = [
  { name: 'original chart (3.7)', flags: '', how: { characteristics: 'chart', armour: 'table', retariusLight: false } },
  {
    name: 'Billings: three dice a characteristic (3.7)',
    flags: '--billings',
    how: { characteristics: 'threeDice', armour: 'billingsTable', retariusLight: true },
  },
  {
    name: `Billings: five rolls arranged, ${CF_FIRST.join(' ')}`,
    flags: `--billings --arrange ${CF_FIRST.join(',')}`,
    how: { characteristics: 'arranged', arrangement: CF_FIRST, armour: 'billingsTable', retariusLight: true },
  },
  {
    name: `Billings: five rolls arranged, ${BODY_FIRST.join(' ')}`,
    flags: `--billings --arrange ${BODY_FIRST.join(',')}`,
    how: { characteristics: 'arranged', arrangement: BODY_FIRST, armour: 'billingsTable', retariusLight: true },
  },
];

export interface CreationFigures {
  method: string;
  flags: string;
  count: number;
  cf: number;
  W: number;
  CON: number;
}

/** The mean CF, W and CON of `count` men of `type` under each method, each man on seed `${seed}-${i}`. */
export function creationFigures(type: GladiatorChoice, count: number, seed: string): Result<CreationFigures[], string> {
  if (!Number.isInteger(count) || count < 1) return err(`rolls must be a whole number of 1 or more, not ${count}`);
  const rows: CreationFigures[] = [];
  for (const m of CREATION_METHODS) {
    const r = measureCreation(type, m.how, count, seed, (s) => new Dice(seedRng(s)));
    if (!r.ok) return err(`${m.name}: ${r.error.message}`);
    rows.push({ method: m.name, flags: m.flags, ...r.value });
  }
  return ok(rows);
}

const pct = (x: number): string => `${(100 * x).toFixed(1)}%`;

/** The duel figures of each rule set side by side, one line a figure. */
export function formatDuels(rows: readonly DuelFigures[]): string[] {
  const label = (s: string) => s.padEnd(34);
  const cell = (s: string) => s.padStart(26);
  const line = (name: string, f: (r: DuelFigures) => string) => `${label(name)}${rows.map((r) => cell(f(r))).join('')}`;
  const others = [...new Set(rows.flatMap((r) => Object.keys(r.other)))].sort();
  return [
    line('Retarius against a medium man', (r) => r.rules),
    line('matches (brawler bots)', (r) => String(r.matches)),
    line("Retarius's win rate", (r) => `${pct(r.retariusWinRate)} (${r.retariusWins})`),
    line("medium man's wins", (r) => `${pct(r.mediumWins / r.matches)} (${r.mediumWins})`),
    line('won by neither', (r) => String(r.neither)),
    line('mean match length, turns', (r) => r.meanTurns.toFixed(2)),
    line('ended by a kill', (r) => `${pct(r.kills / r.matches)} (${r.kills})`),
    line('Missus: loser killed', (r) => `${pct(r.missusKilled / r.matches)} (${r.missusKilled})`),
    line('Missus: loser spared', (r) => `${pct(r.missusSpared / r.matches)} (${r.missusSpared})`),
    ...others.map((how) => line(`ended otherwise: ${how}`, (r) => String(r.other[how] ?? 0))),
  ];
}

/** The creation means, one line a method. */
export function formatCreation(type: string, rows: readonly CreationFigures[]): string[] {
  const width = Math.max(...rows.map((r) => r.method.length)) + 2;
  return [
    `${`${rows[0]?.count ?? 0} ${type} men rolled each way`.padEnd(width)}${'mean CF'.padStart(9)}${'mean W'.padStart(9)}${'mean CON'.padStart(10)}`,
    ...rows.map(
      (r) =>
        `${r.method.padEnd(width)}${r.cf.toFixed(2).padStart(9)}${r.W.toFixed(2).padStart(9)}${r.CON.toFixed(2).padStart(10)}`,
    ),
  ];
}
