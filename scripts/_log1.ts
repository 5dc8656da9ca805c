import { playMatch } from '../src/core/runner.js';
import { veteranBot } from '../src/games/gladiatori/bots.js';
import { gladiatori } from '../src/games/gladiatori/module.js';
const r = playMatch(gladiatori, { seed: process.argv[2] ?? 'pack-solo-dog-0', bots: { a: veteranBot }, options: { animals: 'solo', animalKind: 'dog', characters: ['thraex'] } });
if (!r.ok) throw new Error(r.error.message);
for (const e of r.value.events) console.log(`[${e.type}] ${e.text}`);
