/**
 * `npm run lab:billings`: the figures of the Billings Rules note, seeded and so reproducible (billings-figures.ts).
 *
 *   --matches N   duels under each set of rules (default 1000), half with the Retarius at each seat
 *   --rolls N     men rolled under each creation method (default 10000)
 *   --type T      the type of the men rolled (default medium)
 *   --seed S      seed prefix (default "lab")
 *   --json        the figures as JSON
 *
 * The same duels come from `ludus sim --bots brawler --options '{"advanced":true,"types":["retarius","medium"]}'`
 * (add `"billings":{"preset":true}` for the preset), and the same means from `ludus gladiator new --measure N`.
 */
import { parseArgs } from 'node:util';
import type { GladiatorChoice } from '../games/gladiator/types.js';
import {
  type CreationFigures,
  creationFigures,
  type DuelFigures,
  duelFigures,
  formatCreation,
  formatDuels,
  RULE_SETS,
} from './billings-figures.js';

const TYPES: readonly GladiatorChoice[] = ['light', 'medium', 'heavy', 'retarius'];

function main(): number {
  const { values } = parseArgs({
    options: {
      matches: { type: 'string', default: '1000' },
      rolls: { type: 'string', default: '10000' },
      type: { type: 'string', default: 'medium' },
      seed: { type: 'string', default: 'lab' },
      json: { type: 'boolean', default: false },
    },
  });
  const type = values.type as GladiatorChoice;
  if (!TYPES.includes(type)) {
    console.error(`--type must be one of ${TYPES.join(', ')}, not ${values.type}`);
    return 2;
  }
  const duels: DuelFigures[] = [];
  for (const rules of RULE_SETS) {
    const f = duelFigures(rules, Number(values.matches), values.seed);
    if (!f.ok) {
      console.error(`--matches: ${f.error}`);
      return 2;
    }
    duels.push(f.value);
  }
  const created = creationFigures(type, Number(values.rolls), values.seed);
  if (!created.ok) {
    console.error(`--rolls: ${created.error}`);
    return 2;
  }
  const creation: CreationFigures[] = created.value;
  if (values.json) console.log(JSON.stringify({ seed: values.seed, duels, creation }, null, 2));
  else {
    console.log(`seed: ${values.seed}`);
    for (const line of formatDuels(duels)) console.log(line);
    console.log('');
    for (const line of formatCreation(type, creation)) console.log(line);
  }
  return 0;
}

process.exitCode = main();
