import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { playMatch, randomBot, toMatchRecord } from '../../core/runner.js';
import { secretPick } from '../../core/testing/secret-pick.js';
import { GAMES } from '../../games/registry.js';
import { bufferIo, formatLog } from '../log.js';
import { runReplay } from './replay.js';

GAMES['secret-pick'] = secretPick;

const dir = mkdtempSync(join(tmpdir(), 'ludus-replay-'));
const file = (name: string, content: unknown): string => {
  const path = join(dir, name);
  writeFileSync(path, typeof content === 'string' ? content : JSON.stringify(content));
  return path;
};
const play = { seed: 'r', options: { turns: 2 }, bots: { a: randomBot, b: randomBot } };
const played = playMatch(secretPick, play);
if (!played.ok) throw new Error(played.error.message);
const record = toMatchRecord(secretPick, play, played.value);

const replay = (path: string, json = false) => {
  const io = bufferIo();
  return { code: runReplay({ file: path, json }, io), ...io };
};

describe('ludus replay', () => {
  it('prints every event of the recorded match, then its result', () => {
    const r = replay(file('match.json', record));
    expect(r.code).toBe(0);
    expect(r.stdout).toEqual([...formatLog(played.value.events), expect.stringMatching(/^Result: /)]);
    expect(r.stdout).toContain('— turn 2 · reveal —');
  });

  it('prints events and outcome as JSON', () => {
    const r = replay(file('match.json', record), true);
    expect(JSON.parse(r.stdout.join('\n'))).toEqual({ events: played.value.events, outcome: played.value.outcome });
  });

  it('exits 1 naming the command the rules refuse', () => {
    const bad = {
      ...record,
      commands: [
        { seat: 'a', command: { pick: 1 } },
        { seat: 'a', command: { pick: 2 } },
      ],
    };
    const r = replay(file('bad.json', bad));
    expect(r.code).toBe(1);
    expect(r.stdout).toContain('Refused: command 1 by a: P2 a has already picked this turn (not-pending)');
  });

  it.each([
    ['missing.json', undefined, /cannot read .*missing\.json: no such file/],
    ['broken.json', '{"format":', /broken\.json: match record is not JSON/],
    ['scenario.json', { game: 'secret-pick' }, /scenario\.json: match record format: /],
    ['chess.json', { ...record, game: 'chess' }, /chess\.json: unknown game "chess" \(known: [^)]*secret-pick[^)]*\)/],
    ['options.json', { ...record, options: { turns: 0 } }, /options\.json: option turns: /],
  ])('refuses %s with exit code 2', (name, content, message) => {
    const r = replay(content === undefined ? join(dir, name) : file(name, content));
    expect(r.code).toBe(2);
    expect(r.stderr[0]).toMatch(/^ludus replay: /);
    expect(r.stderr[0]).toMatch(message);
  });
});
