import { describe, expect, it } from 'vitest';
import { parseAnnouncement } from '../../games/glory/textboard.js';
import { bufferIo } from '../log.js';
import type { PlayArgs } from './play.js';
import { runPlayGlory } from './play-glory.js';

/**
 * Plays glory with a scripted person at seat a: his kit first (1.5: each player equips his man by default), each
 * answer in turn, then standing still to the end.
 */
async function play(answers: string[], args: Partial<PlayArgs> = {}) {
  const io = bufferIo();
  const queue = ['helmet shield sword', ...answers];
  const code = await runPlayGlory(
    { game: 'glory', bots: 'brawler', seed: 'tp', ...args },
    io,
    async () => queue.shift() ?? 'stand',
  );
  return { code, ...io };
}

describe('ludus play --game glory', () => {
  it('draws the arena and every man, takes announcements in words, and plays to the end', async () => {
    const r = await play(['advance F'], { options: '{"gladiators":3,"turnLimit":4}' });
    expect(r.code).toBe(0);
    expect(r.stdout.some((l) => /^a Aulus.*strength \d, agility \d, damage \d+\/\d+/.test(l))).toBe(true);
    expect(r.stdout.some((l) => /a[↑↗↘↓↙↖]/.test(l))).toBe(true);
    expect(r.stdout.some((l) => /^ {2}2\.2 Aulus\b.*advances \(F\)\.$/.test(l))).toBe(true);
    expect(r.stdout.at(-1)).toMatch(/^Result: /);
  });

  it('explains a bad announcement and a refused one, then asks again', async () => {
    const r = await play(['dance', 'attack z', 'advance FFFFFFFFF', 'q']);
    expect(r.stdout.some((l) => l.startsWith('"dance" is not an announcement'))).toBe(true);
    expect(r.stdout).toContain('Refused: 2.2 no gladiator sits at seat "z"');
    expect(
      r.stdout.some(
        (l) =>
          /^Refused: 2\.3 step \d+ \(F\) goes beyond/.test(l) || /^Refused: 2\.3 step \d+ leaves the arena/.test(l),
      ),
    ).toBe(true);
    expect(r.stdout.at(-1)).toBe('You left the match.');
  });

  it('reads every kind of announcement', () => {
    expect(parseAnnouncement('stand')).toEqual({ ok: true, value: { type: 'stand' } });
    expect(parseAnnouncement('advance flp')).toEqual({ ok: true, value: { type: 'advance', steps: ['F', 'L', 'P'] } });
    expect(parseAnnouncement('attack c')).toEqual({ ok: true, value: { type: 'attack', target: 'c', steps: [] } });
    expect(parseAnnouncement('attack c whip FF')).toEqual({
      ok: true,
      value: { type: 'attack', target: 'c', steps: ['F', 'F'], net: 'whip' },
    });
    expect(parseAnnouncement('advance')).toMatchObject({ ok: false });
    expect(parseAnnouncement('advance FX')).toMatchObject({ ok: false });
  });
});
