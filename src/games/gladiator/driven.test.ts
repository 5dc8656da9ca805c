import { describe, expect, it } from 'vitest';
import { conformanceRun } from './conformance.js';

describe('§7.51 with §20: a man driven by one collision into another', () => {
  it('comes in from the hex he was driven out of, so the next loser is driven to a neighbouring hex and faces it', () => {
    // Seed advanced-billings-2v1-12-5 (found by `npm run bench:conformance -- --kind billings-2v1`): a teammate
    // rolling past is driven into the hex where his friend ends. The friend's path knew nothing of the drive, so
    // the loser was sent two hexes away with no facing, and his kneel the next phase crashed.
    const r = conformanceRun('advanced-billings-2v1-12', 6, {
      advanced: true,
      sides: [['medium', 'retarius'], ['heavy']],
      billings: { preset: true },
    });
    expect(r.failures.map((f) => `${f.seed}: ${f.message.split('\n')[0]}`)).toEqual([]);
    expect(r.matches).toBe(6);
  });
});
