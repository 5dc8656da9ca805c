import { describe, expect, it } from 'vitest';
import { playMatch, randomBot } from '../../../core/runner.js';
import { brawlerBot } from '../bots.js';
import { gladiator } from '../module.js';
import { BILLINGS_PRESET } from './options.js';

describe('Billings §16.3 endurance first in the turn', () => {
  it('from turn 2 on, every man rolls endurance before anything else happens in the turn', () => {
    let turnsSeen = 0;
    for (let i = 0; i < 20; i++) {
      const r = playMatch(gladiator, {
        seed: `endurance-first-${i}`,
        options: { turnLimit: 12, billings: BILLINGS_PRESET },
        bots: { a: brawlerBot, b: randomBot },
      });
      if (!r.ok) throw new Error(r.error.message);
      const events = r.value.events;
      for (const [k, e] of events.entries()) {
        if (e.type !== 'turn' || e.text === 'Turn 1 begins.') continue;
        turnsSeen++;
        const next = events.slice(k + 1).find((x) => x.type !== 'turn');
        expect(next?.type, `${e.text} is followed by ${next?.type}`).toBe('endurance');
        expect(next?.rolls?.[0]?.rule).toBe('§16.3');
      }
    }
    expect(turnsSeen).toBeGreaterThan(5);
  });
});
