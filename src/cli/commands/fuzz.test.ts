import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FuzzCaseSchema } from '../../core/fuzz.js';
import { countToTen, tenInvariant } from '../../core/testing/count-to-ten.js';
import { secretPick } from '../../core/testing/secret-pick.js';
import { GAMES, INVARIANTS } from '../../games/registry.js';
import { bufferIo } from '../log.js';
import { type FuzzArgs, type FuzzSummary, runFuzz } from './fuzz.js';

GAMES['secret-pick'] = secretPick;
// Registered under its own id with a planted crash: any addition but 1-3 throws.
GAMES['count-to-ten'] = countToTen('throws-out-of-range');
INVARIANTS['count-to-ten'] = tenInvariant;

const fuzz = (args: Partial<FuzzArgs>) => {
  const io = bufferIo();
  const dir = mkdtempSync(join(tmpdir(), 'ludus-fuzz-'));
  const code = runFuzz({ game: 'secret-pick', n: 2000, seed: 's', out: dir, ...args }, io);
  return { code, dir, ...io };
};

describe('ludus fuzz', () => {
  it('prints each figure for a game that passes, and exits 0', () => {
    const r = fuzz({});
    expect(r.stderr).toEqual([]);
    expect(r.code).toBe(0);
    expect(r.stdout[0]).toMatch(/^secret-pick: 2,000 commands in [\d.]+ s, [\d,]+ a second \(seed s\)$/);
    expect(r.stdout[1]).toMatch(/^ {2}accepted [\d,]+, refused [\d,]+$/);
    expect(r.stdout[2]).toMatch(/^ {2}refused by code: bad-command [\d,]+, /);
    expect(r.stdout[3]).toMatch(/^ {2}matches played: \d+ \(\d+ to their end/);
    expect(r.stdout[4]).toBe('  crashes: 0, broken invariants: 0, failing matches: 0');
    expect(readdirSync(r.dir)).toEqual([]);
  });

  it('gives the same figures as JSON, accepted and refused adding up to the commands sent', () => {
    const r = fuzz({ json: true });
    const [s] = JSON.parse(r.stdout.join('\n')) as FuzzSummary[];
    expect(s).toMatchObject({ game: 'secret-pick', seed: 's', commands: 2000, crashes: 0, failures: [] });
    expect(s!.accepted + Object.values(s!.refused).reduce((t, n) => t + n, 0)).toBe(2000);
    expect(s!.perSecond).toBeGreaterThan(0);
  });

  it('writes a failing match as a case file, prints how to replay it, exits 1; the replay fails the same way', () => {
    const r = fuzz({ game: 'count-to-ten', n: 3000 });
    expect(r.code).toBe(1);
    expect(r.stdout).toContainEqual(expect.stringMatching(/^ {2}crashes: [1-9]\d*, broken invariants: 0, failing/));
    const failed = r.stdout.find((l) => l.startsWith('  FAILED'));
    expect(failed).toMatch(
      /^ {2}FAILED \(crash\) in match \d+, seed "s-\d+": [ab] \{"add":-?\d+(e\+\d+)?\} threw: TypeError/,
    );
    const files = readdirSync(r.dir);
    expect(files.length).toBeGreaterThan(0);
    const file = join(r.dir, files[0]!);
    expect(r.stdout).toContain(`    replay: ludus fuzz --replay ${file}`);
    const c = FuzzCaseSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
    expect(c).toMatchObject({ game: 'count-to-ten', seed: 's', failure: { kind: 'crash' } });

    const again = fuzz({ replay: file });
    expect(again.code).toBe(1);
    expect(again.stdout[0]).toMatch(
      new RegExp(
        `^count-to-ten match ${c.match} \\(seed "s-${c.match}"\\) still fails at command ${c.commands.length} of ${c.commands.length}:$`,
      ),
    );
    expect(again.stdout[1]).toMatch(/^ {2}crash: .* threw: TypeError/);
  });

  it('replays a case that no longer fails as clean, and exits 0', () => {
    const r = fuzz({ game: 'count-to-ten', n: 3000 });
    const file = join(r.dir, readdirSync(r.dir)[0]!);
    const c = FuzzCaseSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
    // The same match without its last command, the one that crashed.
    writeFileSync(file, JSON.stringify({ ...c, commands: c.commands.slice(0, -1) }));
    const again = fuzz({ replay: file });
    expect(again.code).toBe(0);
    expect(again.stdout).toEqual([
      `count-to-ten match ${c.match} (seed "s-${c.match}") replays cleanly: ${c.commands.length - 1} commands, ${c.commands.length - 1} accepted, 0 refused`,
    ]);
  });

  it('refuses an unknown game, a bad count and a file that is not a case', () => {
    const unknown = fuzz({ game: 'chess' });
    expect(unknown.code).toBe(2);
    expect(unknown.stderr[0]).toMatch(/^ludus fuzz: unknown game "chess" \(known: gladiator, /);
    expect(fuzz({ n: 0 }).stderr).toEqual(['ludus fuzz: -n must be a whole number of commands, not 0']);
    const dir = mkdtempSync(join(tmpdir(), 'ludus-fuzz-'));
    writeFileSync(join(dir, 'x.json'), '{"format":"ludus-match/1"}');
    const bad = fuzz({ replay: join(dir, 'x.json') });
    expect(bad.code).toBe(2);
    expect(bad.stderr[0]).toMatch(/^ludus fuzz --replay: .*x\.json: case format: /);
    expect(fuzz({ replay: join(dir, 'missing.json') }).stderr[0]).toMatch(/no such file/);
  });
});
