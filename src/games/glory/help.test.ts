import { describe, expect, it } from 'vitest';
import { parentRule } from '../../core/help.js';
import { GLORY_HELP } from './help.js';
import { RULE } from './tables.js';

describe('Glory rules help', () => {
  it('summarises every section the engine cites, and the chapter of each', () => {
    for (const rule of Object.values(RULE)) {
      expect(GLORY_HELP.rules[rule], rule).toBeDefined();
      expect(GLORY_HELP.rules[parentRule(GLORY_HELP, rule) as string], rule).toBeDefined();
    }
  });
});
