import { describe, expect, it } from 'vitest';
import { BOTS, GAMES, INVARIANTS } from '../games/registry.js';
import { type FuzzCase, FuzzCaseSchema, type FuzzReport, fuzzGame, replayCase } from './fuzz.js';
import { countToTen, type TenBug, tenInvariant } from './testing/count-to-ten.js';
import { secretPick } from './testing/secret-pick.js';

const refusedTotal = (r: FuzzReport): number => Object.values(r.refused).reduce((t, n) => t + n, 0);

describe('the engine fuzzer on every registered game (the short run of npm run fuzz)', () => {
  it.each(Object.keys(GAMES))(
    '%s takes 20,000 commands with no crash, no state change on refusal, no broken invariant',
    (id) => {
      const r = fuzzGame(GAMES[id]!, {
        commands: 20_000,
        seed: 'test',
        invariant: INVARIANTS[id],
        bots: Object.values(BOTS[id] ?? {}),
      });
      expect(r.failures.map((f) => f.failure)).toEqual([]);
      expect(r.commands).toBe(20_000);
      expect(r.accepted + refusedTotal(r)).toBe(20_000);
      // The mix reached every kind of refusal the protocol knows: the schema, a seat out of turn or unknown, the end.
      expect(r.refused['bad-command']).toBeGreaterThan(1000);
      expect(r.accepted).toBeGreaterThan(5000);
      expect(r.finished).toBeGreaterThan(1);
      expect(Object.keys(r.refused).length).toBeGreaterThan(5);
    },
  );
});

describe('fuzzGame on a correct game', () => {
  it('refuses, for Secret Pick, everything but the listed picks, whatever the seat or the moment', () => {
    const r = fuzzGame(secretPick, { commands: 5000, seed: 'pick' });
    expect(r.failures).toEqual([]);
    expect(r.refused).toMatchObject({ 'bad-command': expect.any(Number), 'bad-pick': expect.any(Number) });
    expect(r.refused['no-seat']).toBeGreaterThan(0);
    expect(r.refused['not-pending']).toBeGreaterThan(0);
    expect(r.refused.over).toBeGreaterThan(0);
    expect(r.finished).toBeGreaterThan(100);
  });

  it('gives the same report for the same seed, and another for another seed', () => {
    const run = (seed: string) => fuzzGame(countToTen(), { commands: 3000, seed, invariant: tenInvariant });
    const once = run('again');
    expect(once.failures).toEqual([]);
    expect(run('again')).toEqual(once);
    expect(run('other').refused).not.toEqual(once.refused);
  });
});

describe('fuzzGame catches a broken game and leaves a case that replays', () => {
  const fuzz = (bug: TenBug, commands = 5000) =>
    fuzzGame(countToTen(bug), { commands, seed: bug, invariant: tenInvariant, maxFailures: 3 });

  /** The case as it is written to a file and read back. */
  const throughFile = (c: FuzzCase): FuzzCase => FuzzCaseSchema.parse(JSON.parse(JSON.stringify(c))) as FuzzCase;

  it('a crash on a number out of range, with the command that caused it last in the case', () => {
    const r = fuzz('throws-out-of-range');
    expect(r.crashes).toBe(3);
    expect(r.failures).toHaveLength(3);
    const c = r.failures[0]!;
    expect(c).toMatchObject({ game: 'count-to-ten', seed: 'throws-out-of-range', failure: { kind: 'crash' } });
    expect(c.failure.message).toMatch(/threw: TypeError/);
    const last = c.commands[c.commands.length - 1]!.command as { add: number };
    expect(last.add < 1 || last.add > 3).toBe(true);
    // Shrunk to the accepted commands and the failing one: every earlier addition was a legal 1-3.
    expect(c.commands.slice(0, -1).every((x) => [1, 2, 3].includes((x.command as { add: number }).add))).toBe(true);

    const again = replayCase(countToTen('throws-out-of-range'), throughFile(c), { invariant: tenInvariant });
    expect(again).toMatchObject({ failure: { kind: 'crash' }, at: c.commands.length - 1 });
    // The same commands do no harm to the game without the bug.
    expect(replayCase(countToTen(), c, { invariant: tenInvariant }).failure).toBeNull();
  });

  it('a broken invariant, named with the command after which it broke', () => {
    const r = fuzz('overshoots');
    expect(r.brokenInvariants).toBe(3);
    const c = r.failures[0]!;
    expect(c.failure.kind).toBe('invariant');
    expect(c.failure.message).toMatch(/^after [ab] \{"add":3\}: the total is 14, above the 12/);
    const again = replayCase(countToTen('overshoots'), throughFile(c), { invariant: tenInvariant });
    expect(again.failure).toEqual(c.failure);
    expect(again.at).toBe(c.commands.length - 1);
  });

  it('a refused command that still changed the state it was given', () => {
    const c = fuzz('keeps-refused').failures[0]!;
    expect(c.failure.kind).toBe('mutates-state');
    expect(c.failure.message).toMatch(/changed the state it was given: \$\.adds/);
    expect(replayCase(countToTen('keeps-refused'), c).failure?.kind).toBe('mutates-state');
  });

  it('a command accepted from a seat that is not to play', () => {
    const c = fuzz('ignores-turn').failures[0]!;
    expect(c.failure).toMatchObject({ kind: 'accepted-illegal' });
    expect(c.failure.message).toMatch(/was accepted though seat [ab] is not pending/);
  });

  it('stops after the number of failing matches it was given', () => {
    const r = fuzz('throws-out-of-range', 1_000_000);
    expect(r.failures).toHaveLength(3);
    expect(r.commands).toBeLessThan(10_000);
  });
});
