/**
 * `npx tsx src/bench/gladiatori-animal-wins.ts [games] [kinds]`: how often veteran bots survive a Solo or Cooperative
 * game against each kind of animal, under both readings of the -3 from behind against an animal's attack (17.7,
 * option `animalBehindPenalty`). Seeded, so a run repeats exactly. With the -3 on it also counts the defences that
 * took it and the damage those attacks dealt (with it off no term marks them, so those columns read 0).
 */
import type { SeatId } from '../core/protocol.js';
import { type Bot, playMatch } from '../core/runner.js';
import { veteranBot } from '../games/gladiatori/bots.js';
import { gladiatori } from '../games/gladiatori/module.js';

const games = Number(process.argv[2] ?? 200);
const kinds = (process.argv[3] ?? 'dog,wolf,lion,bear').split(',');
const MODES: Record<string, Record<string, unknown>> = {
  solo: { animals: 'solo', characters: ['thraex'] },
  cooperative: { animals: 'cooperative', characters: ['mirmillo', 'thraex'] },
};

console.log(
  '| mode | animals | -3 from behind | games | someone alive | all alive | animal attacks from behind | their damage | of it the -3 alone | all animal damage |',
);
console.log('|---|---|---|---|---|---|---|---|---|---|');
for (const [mode, base] of Object.entries(MODES))
  for (const kind of kinds)
    for (const penalty of [true, false]) {
      const options = { ...base, animalKind: kind, animalBehindPenalty: penalty };
      const setup = gladiatori.setup(gladiatori.options.parse(options), 'seats');
      if (!setup.ok) throw new Error(setup.error.message);
      const bots: Record<SeatId, Bot> = Object.fromEntries(gladiatori.seats(setup.value).map((s) => [s, veteranBot]));
      let won = 0;
      let allAlive = 0;
      let behind = 0;
      let behindDamage = 0;
      let penaltyDamage = 0;
      let damage = 0;
      for (let i = 0; i < games; i++) {
        const r = playMatch(gladiatori, { options, seed: `wins-${mode}-${kind}-${i}`, bots });
        if (!r.ok) throw new Error(`${mode} ${kind} ${i}: ${r.error.message}`);
        const winners = r.value.outcome?.winners.length ?? 0;
        if (winners > 0) won++;
        if (winners === gladiatori.seats(setup.value).length) allAlive++;
        // Each defence against an animal lists its terms (the -3 among them when it counts); its damage line follows.
        let fromBehind = false;
        for (const e of r.value.events) {
          if (e.type === 'value-terms' && e.rule === '17.7' && e.text.startsWith('Final Defence Value')) {
            fromBehind = e.text.includes('attacked from behind');
            if (fromBehind) behind++;
          }
          const m = /^-?\d+ against -?\d+: .* deals (\d+) damage\.$/.exec(e.text);
          if (m) {
            damage += Number(m[1]);
            if (fromBehind) behindDamage += Number(m[1]);
            // Without the -3 the same roll would have dealt up to 3 points less.
            if (fromBehind) penaltyDamage += Math.min(3, Number(m[1]));
          }
        }
      }
      console.log(
        `| ${mode} | ${kind} | ${penalty ? 'yes' : 'no'} | ${games} | ${won} (${((100 * won) / games).toFixed(1)}%) | ${allAlive} (${((100 * allAlive) / games).toFixed(1)}%) | ${behind} | ${behindDamage} | ${penaltyDamage} | ${damage} |`,
      );
    }
