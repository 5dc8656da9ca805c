import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { diceWords, shortHash } from './diceText.js';

const commitment = createHash('sha256').update('s33d').digest('hex');

describe("the words on a match's dice", () => {
  it('shows the commitment short, and keeps the whole of a short string', () => {
    expect(shortHash(commitment)).toBe(`${commitment.slice(0, 12)}…`);
    expect(shortHash('abc')).toBe('abc');
  });

  it('while the match runs, says the seed is secret and can be checked later', () => {
    const w = diceWords({ commitment, chosenBy: 'server' });
    expect(w).toMatchObject({ seed: null, check: null, warn: false });
    expect(w.headline).toMatch(/secret until the match is over/);
  });

  it('at the end, shows the seed and how to check it', () => {
    const w = diceWords({ commitment, chosenBy: 'server', seed: 's33d' });
    expect(w.seed).toBe('s33d');
    expect(w.check).toContain("printf %s 's33d' | sha256sum");
    expect(w.check).toContain('ludus replay FILE');
  });

  it('warns that the creator chose the dice, from the start', () => {
    const w = diceWords({ commitment, chosenBy: 'creator', seed: 's33d' });
    expect(w).toMatchObject({ seed: 's33d', warn: true });
    expect(w.headline).toContain("Dice chosen by the match's creator");
  });
});
