import { it } from 'vitest';
import { playMatch } from '../../../core/runner.js';
import { veteranBot } from '../bots.js';
import { gladiatori } from '../module.js';
it('speed', () => {
  const t = performance.now();
  let steps = 0;
  for (let i = 0; i < 200; i++) {
    const r = playMatch(gladiatori, { seed: `s${i}`, bots: { a: veteranBot, b: veteranBot } });
    if (!r.ok) throw new Error(r.error.message);
    steps += r.value.steps;
  }
  const ms = performance.now() - t;
  console.log('duels/s', (200 / ms) * 1000, 'steps', steps / 200);
});
