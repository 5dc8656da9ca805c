import { it } from 'vitest';
import { playMatch } from '../../../core/runner.js';
import { randomBot, veteranBot } from '../bots.js';
import { gladiatoriConformance } from '../conformance.js';
import { gladiatori } from '../module.js';
it('smoke', () => {
  let w = 0;
  for (let i = 0; i < 100; i++) {
    const vet = i % 2 === 0 ? 'a' : 'b';
    const r = playMatch(gladiatori, { seed: `s${i}`, bots: vet === 'a' ? { a: veteranBot, b: randomBot } : { a: randomBot, b: veteranBot } });
    if (!r.ok) throw new Error(r.error.message);
    if (r.value.outcome?.winners.includes(vet)) w++;
    if (i < 3) console.log(r.value.steps, r.value.outcome?.text);
  }
  console.log('veteran wins', w);
  const c = gladiatoriConformance('x', 60);
  console.log(JSON.stringify(c.failures.slice(0, 5), null, 1), c.outcomes, c.meanSteps);
});
