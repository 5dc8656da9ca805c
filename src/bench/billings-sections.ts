/**
 * `npx tsx src/bench/billings-sections.ts`: which Billings sections make a Retarius duel short and end at the Missus.
 * The duels of billings-figures.ts (a Retarius against a medium man, Advanced Game, brawler bots) under the original
 * rules, the preset, each section alone on the original rules, and the preset with each section turned off.
 *
 *   --matches N   duels under each set of rules (default 400)
 *   --seed S      seed prefix (default "lab")
 */
import { parseArgs } from 'node:util';
import { BILLINGS_SECTIONS } from '../games/gladiator/billings/options.js';
import { type DuelFigures, duelFigures, type RuleSet } from './billings-figures.js';

function main(): number {
  const { values } = parseArgs({
    options: { matches: { type: 'string', default: '400' }, seed: { type: 'string', default: 'lab' } },
  });
  const matches = Number(values.matches);
  const allBut = (off: string) => Object.fromEntries(BILLINGS_SECTIONS.map((s) => [s, s !== off]));
  const sets: RuleSet[] = [
    { name: 'original (Advanced Game)', options: { advanced: true } },
    { name: 'Billings preset', options: { advanced: true, billings: { preset: true } } },
    ...BILLINGS_SECTIONS.map((s) => ({ name: `only ${s}`, options: { advanced: true, billings: { [s]: true } } })),
    ...BILLINGS_SECTIONS.map((s) => ({ name: `preset but ${s}`, options: { advanced: true, billings: allBut(s) } })),
  ];
  console.log('rules | Retarius wins | mean turns | kill | Missus killed | Missus spared | other');
  for (const rules of sets) {
    const f = duelFigures(rules, matches, values.seed);
    if (!f.ok) {
      console.error(f.error);
      return 2;
    }
    console.log(line(f.value));
  }
  return 0;
}

const pct = (k: number, n: number): string => `${((100 * k) / n).toFixed(1)}%`;
const line = (f: DuelFigures): string =>
  [
    f.rules,
    pct(f.retariusWins, f.matches),
    f.meanTurns.toFixed(2),
    pct(f.kills, f.matches),
    pct(f.missusKilled, f.matches),
    pct(f.missusSpared, f.matches),
    Object.entries(f.other)
      .map(([k, v]) => `${k} ${v}`)
      .join(', ') || '-',
  ].join(' | ');

process.exitCode = main();
