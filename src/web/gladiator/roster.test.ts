import { describe, expect, it } from 'vitest';
import { conditionOf } from './roster.js';

const man = { dead: false, unconscious: false };

describe("a man's condition in the list of sides", () => {
  it('reads fighting, unconscious, dead, spared and surrendered in words, with the rule for those out', () => {
    expect(conditionOf(man)).toEqual({ condition: 'fighting', words: 'fighting' });
    expect(conditionOf({ ...man, unconscious: true })).toEqual({ condition: 'down', words: 'unconscious' });
    expect(conditionOf({ ...man, unconscious: true, dead: true }).condition).toBe('dead');
    expect(conditionOf({ ...man, left: { how: 'Up', rule: '§19.23' } })).toEqual({
      condition: 'spared',
      words: 'spared by the crowd, out of the fight (§19.23)',
    });
    expect(conditionOf({ ...man, left: { how: 'surrender', rule: '7.4' } })).toEqual({
      condition: 'out',
      words: 'surrendered, out of the fight (§7.4)',
    });
  });
});
