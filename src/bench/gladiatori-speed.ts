/**
 * `npx tsx src/bench/gladiatori-speed.ts [fingerprint|cpu] [matches]`: two tools for speeding up Gladiatori's engine
 * and bots without changing a single move.
 * - `fingerprint` plays seeded matches (veteran v veteran and veteran v random duels, a Solo game against dogs, a Cooperative one against wolves and a
 *   Coliseum duel with bears) and prints one SHA-256 over every command, every event and every final state. Run it
 *   before and after a change: an equal hash means the change played exactly the same games.
 * - `cpu` times veteran v veteran duels in process CPU time (user + system), best of several runs with the same seeds,
 *   which a machine shared with other jobs disturbs far less than the wall clock `npm run bench` reads.
 */
import { createHash } from 'node:crypto';
import type { SeatId } from '../core/protocol.js';
import { type Bot, playMatch } from '../core/runner.js';
import { randomBot, veteranBot } from '../games/gladiatori/bots.js';
import { gladiatori } from '../games/gladiatori/module.js';

interface Set {
  options: Record<string, unknown>;
  bots: (seat: SeatId, i: number) => Bot;
}

const SETS: Record<string, Set> = {
  'veteran v veteran': { options: {}, bots: () => veteranBot },
  'veteran v random': { options: {}, bots: (_s, i) => (i === 0 ? veteranBot : randomBot) },
  'solo v dogs': { options: { animals: 'solo', characters: ['thraex'], animalKind: 'dog' }, bots: () => veteranBot },
  'cooperative v wolves': {
    options: { animals: 'cooperative', characters: ['mirmillo', 'retiarius'], animalKind: 'wolf' },
    bots: () => veteranBot,
  },
  'coliseum bears': { options: { animals: 'coliseum', animalKind: 'bear', animalCount: 1 }, bots: () => veteranBot },
};

function seatBots(set: Set): Record<SeatId, Bot> {
  const options = gladiatori.options.parse(set.options);
  const setup = gladiatori.setup(options, 'seats');
  if (!setup.ok) throw new Error(setup.error.message);
  return Object.fromEntries(gladiatori.seats(setup.value).map((s: SeatId, i: number) => [s, set.bots(s, i)]));
}

function fingerprint(matches: number) {
  const all = createHash('sha256');
  for (const [name, set] of Object.entries(SETS)) {
    const h = createHash('sha256');
    const bots = seatBots(set);
    let steps = 0;
    for (let i = 0; i < matches; i++) {
      const r = playMatch(gladiatori, { options: set.options, seed: `fp-${i}`, bots });
      if (!r.ok) throw new Error(`${name} ${i}: ${r.error.message}`);
      steps += r.value.steps;
      h.update(JSON.stringify(r.value.commands));
      h.update(JSON.stringify(r.value.events));
      h.update(JSON.stringify(r.value.state));
      h.update(JSON.stringify(r.value.outcome));
    }
    const digest = h.digest('hex');
    all.update(digest);
    console.log(`${name}: ${matches} matches, ${steps} commands, ${digest.slice(0, 16)}`);
  }
  console.log(`all: ${all.digest('hex')}`);
}

function cpu(matches: number, repeats: number) {
  const set = SETS['veteran v veteran']!;
  const bots = seatBots(set);
  const once = (prefix: string, n: number) => {
    let steps = 0;
    const start = process.cpuUsage();
    for (let i = 0; i < n; i++) {
      const r = playMatch(gladiatori, { options: set.options, seed: `${prefix}-${i}`, bots });
      if (!r.ok) throw new Error(r.error.message);
      steps += r.value.steps;
    }
    const used = process.cpuUsage(start);
    return { steps, seconds: (used.user + used.system) / 1e6 };
  };
  once('warm', Math.max(500, matches));
  const runs = Array.from({ length: repeats }, () => once('bench', matches));
  const bestRun = runs.reduce((a, b) => (a.seconds <= b.seconds ? a : b));
  console.log(
    `veteran v veteran duels: ${matches} a run, best of ${repeats}: ${(matches / bestRun.seconds).toFixed(1)} duels/s ` +
      `of CPU, ${((bestRun.seconds * 1e6) / bestRun.steps).toFixed(2)} µs a command (runs: ${runs
        .map((r) => (matches / r.seconds).toFixed(0))
        .join(', ')})`,
  );
}

const mode = process.argv[2] ?? 'fingerprint';
const matches = Number(process.argv[3] ?? (mode === 'cpu' ? 1000 : 300));
if (mode === 'fingerprint') fingerprint(matches);
else if (mode === 'cpu') cpu(matches, Number(process.env.REPEATS ?? 5));
else throw new Error(`unknown mode ${mode}: fingerprint or cpu`);
