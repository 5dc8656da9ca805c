import { describe, expect, it } from 'vitest';
import { gloryConformance } from './conformance.js';

describe('Glory in the Arena conformance', () => {
  it('duels to eight-man free-for-alls keep every protocol promise and every invariant, and all of them end', () => {
    for (const gladiators of [2, 3, 5, 8]) {
      const r = gloryConformance(`glory-${gladiators}`, 45, { gladiators });
      expect(r.failures).toEqual([]);
      expect(r.outcomes.unfinished ?? 0).toBe(0);
    }
  });

  it('teams and every house-rule switch keep them too', () => {
    const r = gloryConformance('glory-teams', 60, {
      gladiators: 6,
      teams: 2,
      meeting: 'higherAgility',
      backingUp: 'straightOrAside',
      follow: 'never',
      crowd: 'merciless',
      atTurnLimit: 'draw',
    });
    expect(r.failures).toEqual([]);
    expect(r.outcomes.unfinished ?? 0).toBe(0);
    const merciful = gloryConformance('glory-merciful', 40, { gladiators: 4, teams: 2, crowd: 'merciful' });
    expect(merciful.failures).toEqual([]);
  });
});
