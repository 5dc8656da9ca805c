import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { secretPick } from '../../core/testing/secret-pick.js';
import { GAMES } from '../../games/registry.js';
import { bufferIo } from '../log.js';
import { runScenarioFile } from './scenario.js';

GAMES['secret-pick'] = secretPick;

const dir = mkdtempSync(join(tmpdir(), 'ludus-scenario-'));
const run = (scenario: unknown, json = false) => {
  const path = join(dir, 'sc.json');
  writeFileSync(path, typeof scenario === 'string' ? scenario : JSON.stringify(scenario));
  const io = bufferIo();
  return { code: runScenarioFile({ file: path, json }, io), ...io };
};
const pick = (seat: string, n: number) => ({ seat, command: { pick: n } });

describe('ludus scenario', () => {
  it('prints the title and the log, with the scripted die that broke the tie', () => {
    const r = run({
      game: 'secret-pick',
      title: 'P4: a tie goes to the die',
      options: { turns: 1 },
      dice: [5],
      commands: [pick('a', 2), pick('b', 2)],
    });
    expect(r.code).toBe(0);
    expect(r.stdout).toEqual([
      'P4: a tie goes to the die',
      '— turn 1 · pick —',
      '  P3 a picks 2 [seen by a]',
      '  P3 a has picked',
      '  P3 b picks 2 [seen by b]',
      '  P3 b has picked',
      '— turn 1 · reveal —',
      '  P4 a shows 2, b shows 2: b takes turn 1',
      '      tie-break (P4): [5] = 5 → b takes the turn',
      'Result: b won (points, P5): 0-1 after 1 turns',
    ]);
  });

  it('reports a refused command with its rule and message, and exits 1', () => {
    const r = run({ game: 'secret-pick', commands: [pick('a', 2), pick('b', 4), pick('b', 1)] });
    expect(r.code).toBe(1);
    expect(r.stdout.at(-2)).toBe('Refused: command 1 by b: P3 pick 1, 2 or 3 (bad-pick)');
    expect(r.stdout.at(-1)).toBe('Result: not finished');
  });

  it('reports a command of the wrong shape the same way', () => {
    const r = run({ game: 'secret-pick', commands: [{ seat: 'a', command: { pick: 'two' } }] }, true);
    expect(r.code).toBe(1);
    expect(JSON.parse(r.stdout.join('\n')).refused).toMatchObject({ index: 0, error: { code: 'bad-command' } });
  });

  it('with --json prints where the run ended beside the events: each seat sees its own secret, a spectator none', () => {
    // a has picked and b not yet: the match waits with a's pick secret.
    const r = run({ game: 'secret-pick', options: { turns: 1 }, commands: [pick('a', 3)] }, true);
    expect(r.code).toBe(0);
    const out = JSON.parse(r.stdout.join('\n'));
    expect(Object.keys(out)).toEqual(['events', 'outcome', 'final']);
    expect(out.final).toEqual({
      a: expect.objectContaining({ myPick: 3, committed: { a: true, b: false } }),
      b: expect.objectContaining({ myPick: null, committed: { a: true, b: false } }),
      spectator: expect.objectContaining({ myPick: null }),
    });
  });

  it('with --json a GLADIATOR example shows both log sheets as they ended, and only each seat its own turn plot', () => {
    const file = join(import.meta.dirname, '..', '..', '..', 'scenarios', 'gladiator-9.36-out-at-once.json');
    const io = bufferIo();
    expect(runScenarioFile({ file, json: true }, io)).toBe(0);
    const { final } = JSON.parse(io.stdout.join('\n'));
    expect(Object.keys(final)).toEqual(['a', 'b', 'spectator']);
    for (const viewer of ['a', 'b', 'spectator'])
      expect(final[viewer].gladiators.b).toMatchObject({ unconscious: true, posture: 'prone', cf: 4, stun: 5 });
    expect(final.a.secret.turnPlot).toEqual([1, 2, 3]);
    expect(final.b.secret.turnPlot).toEqual([1, 2, 3, 4, 5]);
    expect(final.spectator.secret).toBeNull();
    expect(JSON.stringify(final.b)).not.toContain('[1,2,3]');
  });

  it.each([
    ['not JSON', 'nope', /scenario is not JSON/],
    ['an unknown field', { game: 'secret-pick', winner: 'a' }, /scenario \(root\): /],
    ['an unknown game', { game: 'chess' }, /unknown game "chess"/],
  ])('refuses %s with exit code 2', (_what, scenario, message) => {
    const r = run(scenario);
    expect(r.code).toBe(2);
    expect(r.stderr[0]).toMatch(/^ludus scenario: .*sc\.json: /);
    expect(r.stderr[0]).toMatch(message);
  });
});
