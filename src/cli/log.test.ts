import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../core/protocol.js';
import { bufferIo, formatLog, formatOutcome, formatRefusal, printRun, readTextFile } from './log.js';

const event = (text: string, data?: Record<string, unknown>, extra: Partial<GameEvent> = {}): GameEvent => ({
  type: 't',
  visibleTo: 'all',
  text,
  ...(data ? { data } : {}),
  ...extra,
});

describe('formatLog', () => {
  it('heads each new turn and phase, and keeps events without either under the last heading', () => {
    const lines = formatLog([
      event('setup done'),
      event('a moves', { turn: 1, phase: 'movement' }),
      event('b moves', { turn: 1, phase: 'movement' }),
      event('aside'),
      event('a attacks', { turn: 1, phase: 'combat' }),
      event('new turn begins', { turn: 2 }),
      event('a moves again', { turn: 2, phase: 'movement' }),
    ]);
    expect(lines).toEqual([
      '  setup done',
      '— turn 1 · movement —',
      '  a moves',
      '  b moves',
      '  aside',
      '— turn 1 · combat —',
      '  a attacks',
      '— turn 2 —',
      '  new turn begins',
      '— turn 2 · movement —',
      '  a moves again',
    ]);
  });

  it('shows the rule, who may see a private event, and every roll with describeRoll', () => {
    const lines = formatLog([
      event('a plots a lunge', undefined, { rule: '§6.1', visibleTo: ['a'] }),
      event('a hits', undefined, {
        rule: '§8.3',
        rolls: [
          { purpose: 'to hit', rule: '§8.3', dice: [4, 5], modifiers: [{ label: 'skill', value: 1 }], total: 10 },
          { purpose: 'area', rule: '§8.4', dice: [2], modifiers: [], total: 2, result: 'chest' },
        ],
      }),
    ]);
    expect(lines).toEqual([
      '  §6.1 a plots a lunge [seen by a]',
      '  §8.3 a hits',
      '      to hit (§8.3): [4,5] mods +1 skill = 10',
      '      area (§8.4): [2] = 2 → chest',
    ]);
  });
});

describe('outcome and refusal lines', () => {
  it('name the winner, how and the rule, or a draw, or an unfinished match', () => {
    expect(formatOutcome({ winners: ['a'], losers: ['b'], how: 'kill', rule: '§9.1', text: 'b is dead' })).toBe(
      'Result: a won (kill, §9.1): b is dead',
    );
    expect(formatOutcome({ winners: [], losers: [], how: 'turn limit', text: 'time' })).toBe(
      'Result: draw (turn limit): time',
    );
    expect(formatOutcome(null)).toBe('Result: not finished');
  });

  it('give the refused command, its seat, rule, message and code', () => {
    const refused = { index: 3, seat: 'b', error: { code: 'too-far', rule: '§6.2', message: 'only 2 hexes left' } };
    expect(formatRefusal(refused)).toBe('Refused: command 3 by b: §6.2 only 2 hexes left (too-far)');
  });
});

describe('printRun', () => {
  const run = { state: {}, events: [event('x')], outcome: null };

  it('prints the log and result, exit code 0', () => {
    const io = bufferIo();
    expect(printRun(run, false, io)).toBe(0);
    expect(io.stdout).toEqual(['  x', 'Result: not finished']);
  });

  it('returns 1 and prints the refusal when a command was refused, as text or JSON', () => {
    const refusedRun = { ...run, refused: { index: 0, seat: 'a', error: { code: 'c', rule: 'r', message: 'm' } } };
    const text = bufferIo();
    expect(printRun(refusedRun, false, text)).toBe(1);
    expect(text.stdout).toContain('Refused: command 0 by a: r m (c)');
    const json = bufferIo();
    expect(printRun(refusedRun, true, json)).toBe(1);
    expect(JSON.parse(json.stdout.join('\n'))).toEqual({
      events: run.events,
      outcome: null,
      refused: refusedRun.refused,
    });
  });
});

describe('readTextFile', () => {
  it('reads a file, or says plainly that it is missing', () => {
    const dir = mkdtempSync(join(tmpdir(), 'ludus-log-'));
    writeFileSync(join(dir, 'a.json'), '{}');
    expect(readTextFile(join(dir, 'a.json'))).toEqual({ ok: true, value: '{}' });
    expect(readTextFile(join(dir, 'b.json'))).toEqual({
      ok: false,
      error: `cannot read ${join(dir, 'b.json')}: no such file`,
    });
  });
});
