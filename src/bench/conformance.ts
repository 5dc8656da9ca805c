/**
 * `npx tsx src/bench/conformance.ts`: the Advanced Game under the conformance harness, 10,000 seeded matches by
 * default: a Retarius against a light, a medium and a heavy man, two against one, and three against three (2,000 of
 * each); and Glory in the Arena, 10,000 more: 2, 3, 5 and 8 gladiators each for himself, and three teams of two. Every
 * step of every match is checked as in the test suite (src/core/conformance.ts with the GLADIATOR invariants). Then
 * GLADIATOR campaigns, 1,000 of each kind: careers (21), leagues of three owners, and Advanced leagues of four (22),
 * and Advanced leagues with the Billings campaign switches, with the campaign's invariants. Then Gladiatori, 10,000
 * matches with its invariants: duels at each game level with pre-made and random characters, two against one, two
 * against two, Solo, Cooperative and Coliseum. Then the Billings Rules (billings-kinds.ts): 10,000 matches with the
 * preset, the preset with its other readings, and each section alone. Prints, per kind of match, the matches played,
 * the failures by kind (crashes and broken invariants among them), the time taken and how the matches ended; exit code
 * 1 when anything failed.
 *
 *   --matches N   matches of each kind (default 2000; campaigns 1000; Gladiatori 1000 or 1500)
 *   --kind NAME   only this kind (repeatable): retarius-light, retarius-medium, retarius-heavy, 2v1, 3v3,
 *                 glory-2, glory-3, glory-5, glory-8, glory-teams, campaign-career, campaign-owners,
 *                 campaign-owners-advanced, campaign-billings, gladiatori-duel, gladiatori-random, gladiatori-light,
 *                 gladiatori-normal, gladiatori-2v1, gladiatori-2v2, gladiatori-solo, gladiatori-cooperative,
 *                 gladiatori-coliseum, billings-retarius-light, billings-retarius-medium, billings-retarius-heavy,
 *                 billings-basic, billings-2v1, billings-readings, billings-only-SECTION (walls, crt, moves ...)
 *   --billings    only the Billings kinds and campaign-billings (with --kind, those as well)
 *   --json        the figures as JSON
 *
 * Matches run in chunks, each with a seed prefix of its own, because the harness stops a run after 20 failures: a
 * bug found early must not hide whether the rest of the run is clean.
 */
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { CAMPAIGN_KINDS, campaignConformance } from '../games/campaign/conformance.js';
import { conformanceRun } from '../games/gladiator/conformance.js';
import { GLADIATORI_KINDS, gladiatoriConformance } from '../games/gladiatori/conformance.js';
import { gloryConformance } from '../games/glory/conformance.js';
import { BILLINGS_KINDS } from './billings-kinds.js';

interface Kind {
  name: string;
  /** The game's options for every match of this kind. */
  options: Record<string, unknown>;
  /** The game's conformance run, GLADIATOR's unless named. */
  run?: typeof gloryConformance;
  /** Matches of this kind when --matches is not given (2,000 unless named). */
  matches?: number;
}

const KINDS: Kind[] = [
  { name: 'retarius-light', options: { advanced: true, types: ['retarius', 'light'] } },
  { name: 'retarius-medium', options: { advanced: true, types: ['retarius', 'medium'] } },
  { name: 'retarius-heavy', options: { advanced: true, types: ['retarius', 'heavy'] } },
  { name: '2v1', options: { advanced: true, sides: [['medium', 'retarius'], ['heavy']] } },
  {
    name: '3v3',
    options: {
      advanced: true,
      sides: [
        ['light', 'medium', 'retarius'],
        ['heavy', 'retarius', 'medium'],
      ],
    },
  },
  { name: 'glory-2', options: { gladiators: 2 }, run: gloryConformance },
  { name: 'glory-3', options: { gladiators: 3 }, run: gloryConformance },
  { name: 'glory-5', options: { gladiators: 5 }, run: gloryConformance },
  { name: 'glory-8', options: { gladiators: 8 }, run: gloryConformance },
  { name: 'glory-teams', options: { gladiators: 6, teams: 3, meeting: 'higherAgility' }, run: gloryConformance },
  // Whole campaigns, every match a real duel: a thousand of each kind (a campaign is a few dozen matches).
  ...CAMPAIGN_KINDS.map((k) => ({ ...k, run: campaignConformance, matches: 1_000 })),
  // Gladiatori, 10,000 matches: duels at every game level, pre-made and random characters, and team games.
  ...GLADIATORI_KINDS.map((k) => ({ ...k, run: gladiatoriConformance })),
  // The Billings Rules: the preset over 10,000 matches, its other readings, and each section alone.
  ...BILLINGS_KINDS,
];
const CHUNK = 100;

export interface KindReport {
  kind: string;
  matches: number;
  seconds: number;
  /** Failures found, by the harness's kind of failure (crash, invariant, leak ...). */
  failures: Record<string, number>;
  /** The first failures, with seed and message, to reproduce them. */
  examples: string[];
  /** How the matches ended (kill, Down, Up, surrender, time limit, turn limit, unfinished). */
  endings: Record<string, number>;
}

export function runKind(kind: Kind, matches: number): KindReport {
  const report: KindReport = { kind: kind.name, matches: 0, seconds: 0, failures: {}, examples: [], endings: {} };
  const start = performance.now();
  for (let done = 0; done < matches; done += CHUNK) {
    const n = Math.min(CHUNK, matches - done);
    const r = (kind.run ?? conformanceRun)(`advanced-${kind.name}-${done / CHUNK}`, n, kind.options);
    report.matches += r.matches;
    for (const f of r.failures) {
      report.failures[f.kind] = (report.failures[f.kind] ?? 0) + 1;
      if (report.examples.length < 5) report.examples.push(`${f.seed} step ${f.step} ${f.kind}: ${f.message}`);
    }
    // Outcome keys read "a+b won (kill)" or "unfinished": the ending is what stands in the brackets.
    for (const [key, k] of Object.entries(r.outcomes)) {
      const how = /\(([^)]*)\)$/.exec(key)?.[1] ?? key;
      report.endings[how] = (report.endings[how] ?? 0) + k;
    }
  }
  report.seconds = Number(((performance.now() - start) / 1000).toFixed(1));
  return report;
}

function main(): number {
  const { values } = parseArgs({
    options: {
      matches: { type: 'string' },
      kind: { type: 'string', multiple: true },
      json: { type: 'boolean', default: false },
      billings: { type: 'boolean', default: false },
    },
  });
  const matches = values.matches === undefined ? undefined : Number(values.matches);
  if (matches !== undefined && (!Number.isInteger(matches) || matches < 1)) {
    console.error(`--matches must be a whole number of matches, not ${values.matches}`);
    return 2;
  }
  const billings = values.billings
    ? KINDS.filter((k) => k.name.startsWith('billings-') || k.name === 'campaign-billings').map((k) => k.name)
    : [];
  const wanted = values.kind || values.billings ? [...(values.kind ?? []), ...billings] : KINDS.map((k) => k.name);
  const unknown = wanted.filter((name) => !KINDS.some((k) => k.name === name));
  if (unknown.length > 0) {
    console.error(`unknown kind "${unknown[0]}" (known: ${KINDS.map((k) => k.name).join(', ')})`);
    return 2;
  }
  const reports: KindReport[] = [];
  for (const kind of KINDS.filter((k) => wanted.includes(k.name))) {
    const r = runKind(kind, matches ?? kind.matches ?? 2000);
    reports.push(r);
    if (!values.json) {
      const failed = Object.entries(r.failures);
      console.log(
        `${r.kind}: ${r.matches} matches in ${r.seconds} s; ` +
          `failures: ${failed.length === 0 ? 'none' : failed.map(([k, n]) => `${k} ${n}`).join(', ')}; ` +
          `ended by: ${Object.entries(r.endings)
            .sort((x, y) => y[1] - x[1])
            .map(([how, n]) => `${how} ${n}`)
            .join(', ')}`,
      );
      for (const e of r.examples) console.log(`  ${e}`);
    }
  }
  if (values.json) console.log(JSON.stringify(reports, null, 2));
  else {
    const total = reports.reduce((t, r) => t + r.matches, 0);
    const seconds = reports.reduce((t, r) => t + r.seconds, 0);
    const failures = reports.reduce((t, r) => t + Object.values(r.failures).reduce((a, b) => a + b, 0), 0);
    console.log(`all: ${total} matches in ${seconds.toFixed(1)} s, ${failures} failures`);
  }
  return reports.some((r) => Object.keys(r.failures).length > 0) ? 1 : 0;
}

process.exitCode = main();
