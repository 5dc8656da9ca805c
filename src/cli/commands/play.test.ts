import { describe, expect, it } from 'vitest';
import { secretPick, secretPickBots } from '../../core/testing/secret-pick.js';
import { BOTS, GAMES } from '../../games/registry.js';
import { bufferIo } from '../log.js';
import { type PlayArgs, runPlay } from './play.js';

GAMES['secret-pick'] = secretPick;
BOTS['secret-pick'] = secretPickBots;

/** Plays with a scripted person: each answer in turn, then the end of input. */
async function play(answers: string[], args: Partial<PlayArgs> = {}) {
  const io = bufferIo();
  const prompts: string[] = [];
  const queue = [...answers];
  const code = await runPlay({ game: 'secret-pick', bots: 'highest', seed: 'p', ...args }, io, async (prompt) => {
    prompts.push(prompt);
    return queue.shift() ?? null;
  });
  return { code, prompts, ...io };
}

describe('ludus play', () => {
  it('lets a person play seat a against a bot to the end, seeing only what a may see', async () => {
    const r = await play(['3', '{"pick":3}', '3', '3', '3']);
    expect(r.code).toBe(0);
    expect(r.prompts).toEqual(['a> ', 'a> ', 'a> ', 'a> ', 'a> ']);
    expect(r.stdout).toContain('  1. {"pick":1}');
    expect(r.stdout).toContain('  P3 a picks 3 [seen by a]');
    expect(r.stdout.some((l) => l.includes('[seen by b]'))).toBe(false);
    expect(r.stdout.at(-1)).toMatch(/^Result: /);
  });

  it('says why an answer is refused and asks again', async () => {
    const r = await play(['7', '{"pick":9}', 'hello', '{"pick":"x"}', 'q']);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('Choose 1 to 3.');
    expect(r.stdout).toContain('Refused: P3 pick 1, 2 or 3');
    expect(r.stdout).toContain('Type the number of a command, a command as JSON, or q to leave.');
    expect(r.stdout).toContain('Refused: protocol pick: Invalid input: expected number, received string');
    expect(r.stdout.at(-1)).toBe('You left the match.');
  });

  it('plays hot-seat when a person takes both seats', async () => {
    const r = await play(Array(10).fill('2'), { seats: 'a,b' });
    expect(r.prompts.join('')).toBe('a> b> '.repeat(5));
    expect(r.stdout.at(-1)).toMatch(/^Result: /);
  });

  it('sets up the game with the options given as JSON', async () => {
    const r = await play(['1', '1'], { options: '{"turns":2}' });
    expect(r.prompts).toEqual(['a> ', 'a> ']);
    expect(r.stdout.at(-1)).toMatch(/^Result: /);
    const bad = await play([], { options: '{"turns":0}' });
    expect(bad.code).toBe(2);
    expect(bad.stderr[0]).toMatch(/^ludus play: secret-pick option turns: /);
  });

  it('refuses a seat the game does not have', async () => {
    const r = await play([], { seats: 'c' });
    expect(r.code).toBe(2);
    expect(r.stderr).toEqual(['ludus play: no seat "c" in secret-pick (seats: a, b)']);
  });
});
