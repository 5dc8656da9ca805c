import { describe, expect, it } from 'vitest';
import { playMatch } from '../../core/runner.js';
import { randomBot, veteranBot } from './bots.js';
import { ANIMAL_RUNS, GLADIATORI_KINDS, gladiatoriConformance } from './conformance.js';
import { gladiatoriInvariant } from './invariants.js';
import { gladiatori } from './module.js';

describe('Gladiatori conformance', () => {
  it('seeded duels keep every protocol promise and invariant, never show a hidden card, and all of them end', () => {
    const r = gladiatoriConformance('gladiatori-duel', 100);
    expect(r.failures).toEqual([]);
    expect(r.outcomes.unfinished ?? 0).toBe(0);
    // Both ways of ending happen: six full turns, and a side left alone.
    expect(Object.keys(r.outcomes).some((k) => k.includes('six turns'))).toBe(true);
    expect(Object.keys(r.outcomes).some((k) => k.includes('last side standing'))).toBe(true);
  });

  it('every pre-made character, three and four players, teams and every house-rule switch keep them too', () => {
    const runs = [
      gladiatoriConformance('gladiatori-premades', 20, { characters: ['secutor', 'hoplomachus'] }),
      gladiatoriConformance('gladiatori-retiarius', 20, { characters: ['retiarius', 'mirmillo'], damageBonus: true }),
      gladiatoriConformance('gladiatori-light', 25, { game: 'light' }),
      gladiatoriConformance('gladiatori-normal', 25, { game: 'normal', characters: ['hoplomachus', 'retiarius'] }),
      gladiatoriConformance('gladiatori-normal-others', 20, { game: 'normal', characters: ['thraex', 'secutor'] }),
      gladiatoriConformance('gladiatori-light-others', 20, {
        game: 'light',
        characters: ['mirmillo', 'retiarius'],
        startChoice: false,
        overskillCap: 'raised',
      }),
      gladiatoriConformance('gladiatori-three', 15, {
        characters: ['mirmillo', 'thraex', 'secutor'],
        teams: 2,
        passiveLasts: 'ownTurn',
      }),
      gladiatoriConformance('gladiatori-four', 12, {
        characters: ['mirmillo', 'thraex', 'retiarius', 'hoplomachus'],
        standbyRecovery: 'deck',
        lineOfFire: 'centre',
      }),
    ];
    for (const r of runs) {
      expect(r.failures).toEqual([]);
      expect(r.outcomes.unfinished ?? 0).toBe(0);
    }
  });

  it.each(GLADIATORI_KINDS.map((k) => [k.name, k.options] as const))(
    "the bench's %s games, a few of them, keep every promise too",
    (name, options) => {
      const r = gladiatoriConformance(`suite-${name}`, 4, options);
      expect(r.failures).toEqual([]);
      expect(r.matches).toBe(4);
      expect(r.outcomes.unfinished ?? 0).toBe(0);
    },
  );

  it('17: Solo, Cooperative and Coliseum games against every kind of animal keep them too, and all of them end', () => {
    for (const run of ANIMAL_RUNS) {
      const r = gladiatoriConformance(`gladiatori-${run.name}`, 4, run.options);
      expect(r.failures, run.name).toEqual([]);
      expect(r.outcomes.unfinished ?? 0, run.name).toBe(0);
    }
  });

  it('random play to the end keeps the invariants at every step', () => {
    for (let i = 0; i < 60; i++) {
      const r = playMatch(gladiatori, { seed: `random-${i}`, bots: { a: randomBot, b: randomBot } });
      if (!r.ok) throw new Error(r.error.message);
      expect(r.value.outcome).not.toBeNull();
      expect(gladiatoriInvariant(r.value.state)).toBeNull();
    }
  });
});

describe('the veteran', () => {
  it('beats the random bot in at least 80% of seeded duels, from either seat', () => {
    let wins = 0;
    const duels = 200;
    for (let i = 0; i < duels; i++) {
      const seat = i % 2 === 0 ? 'a' : 'b';
      const bots = seat === 'a' ? { a: veteranBot, b: randomBot } : { a: randomBot, b: veteranBot };
      const r = playMatch(gladiatori, { seed: `veteran-${i}`, bots });
      if (!r.ok) throw new Error(r.error.message);
      if (r.value.outcome?.winners.includes(seat)) wins += 1;
    }
    expect(wins / duels).toBeGreaterThanOrEqual(0.8);
  });
});
