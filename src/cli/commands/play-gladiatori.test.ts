import { describe, expect, it } from 'vitest';
import type { SeatId } from '../../core/protocol.js';
import { nextInt, seedRng } from '../../core/rng.js';
import { veteranBot } from '../../games/gladiatori/bots.js';
import { type GladiatoriView, gladiatori, OptionsSchema } from '../../games/gladiatori/module.js';
import type { GladiatoriCommand, GladiatoriState } from '../../games/gladiatori/types.js';
import { commandWords, parseWords } from '../gladiatori-text.js';
import { bufferIo } from '../log.js';
import type { PlayArgs } from './play.js';
import { runPlayGladiatori } from './play-gladiatori.js';

/** Plays Gladiatori with a scripted person at seat a: each answer in turn, then the first offer to the end. */
async function play(answers: string[], args: Partial<PlayArgs> = {}) {
  const io = bufferIo();
  const queue = [...answers];
  const code = await runPlayGladiatori(
    { game: 'gladiatori', bots: 'veteran', seed: 'tp', ...args },
    io,
    async () => queue.shift() ?? '1',
  );
  return { code, ...io };
}

/** What a person types for an offer: its words without the gloss in brackets. */
const typed = (v: GladiatoriView, seat: SeatId, c: GladiatoriCommand) => commandWords(v, seat, c).replace(/ \(.*$/, '');

describe('ludus play --game gladiatori', () => {
  it('draws the arena and the fighters, takes the hand in words, and plays against the veteran to the end', async () => {
    const r = await play(['keep strength dexterity berserk movement e1 e1']);
    expect(r.code).toBe(0);
    expect(r.stdout[0]).toMatch(/^Gladiatori: you play a; seed tp\./);
    expect(r.stdout.some((l) => /^[ ·]*a[↑↗↘↓↙↖][ ·]*$/.test(l))).toBe(true);
    expect(r.stdout.some((l) => /^a Mirmillo: 10 VP; hand 0, hit-point deck 16 and the cover card; at /.test(l))).toBe(
      true,
    );
    expect(r.stdout.some((l) => /^ {3}Offense \d, Guard \d, Endurance \d, Blood \d, Speed \d/.test(l))).toBe(true);
    // The other seat's hand is a count; his cards are never listed.
    expect(r.stdout.some((l) => /^b Thraex: .*hand \d+, hit-point deck \d+/.test(l))).toBe(true);
    expect(r.stdout.some((l) => /^ {3}hand: b\d/.test(l))).toBe(false);
    expect(r.stdout).toContain('  5.1 Mirmillo holds 6 cards and keeps 10 in his hit-point deck.');
    expect(r.stdout.at(-1)).toMatch(/^Result: /);
  });

  it('explains words it cannot read and a command the rules refuse, then asks again', async () => {
    const r = await play(['dance', 'keep z9', 'help', '99', 'keep all', 'act strength at b', 'q']);
    expect(r.stdout).toContain('"dance" is not a command here; type help for the words');
    expect(r.stdout.some((l) => l.startsWith('no card "z9" to use here'))).toBe(true);
    expect(r.stdout.some((l) => l.startsWith('  act strength at b with e1 e1'))).toBe(true);
    expect(r.stdout.some((l) => l.startsWith('Choose 1 to '))).toBe(true);
    expect(r.stdout.some((l) => /^Refused: 6\.\d .*Thraex/.test(l))).toBe(true);
    expect(r.stdout.at(-1)).toBe('You left the match.');
  });

  it('reads every kind of command typed in words', () => {
    const s = gladiatori.setup(OptionsSchema.parse({}), 'words');
    if (!s.ok) throw new Error(s.error.message);
    const v = gladiatori.view(s.value, 'a');
    const read = (text: string) => parseWords(text, v, 'a', []);
    expect(read('keep strength e1 e1 a5')).toEqual({
      ok: true,
      value: { type: 'choose', hand: ['a1', 'a12', 'a13', 'a5'] },
    });
    expect(read('keep none')).toEqual({ ok: true, value: { type: 'choose', hand: [] } });
    expect(read('pass')).toEqual({ ok: true, value: { type: 'pass' } });
    expect(read('move 2,-1 sw')).toEqual({ ok: true, value: { type: 'move', to: { q: 2, r: -1 }, facing: 4 } });
    expect(read('extra 0,0 north')).toEqual({ ok: true, value: { type: 'extra', to: { q: 0, r: 0 }, facing: 0 } });
    expect(read('attack offense blood 2')).toEqual({ ok: true, value: { type: 'attack', offense: true, blood: 2 } });
    expect(read('attack deep 2 wrestling')).toEqual({
      ok: true,
      value: { type: 'attack', offense: false, blood: 0, powers: { deepWounds: 2, wrestling: true } },
    });
    expect(read('defend guard speed 1 delay')).toEqual({
      ok: true,
      value: { type: 'defend', guard: true, speed: 1, delay: true },
    });
    expect(read('no feint')).toEqual({ ok: true, value: { type: 'feint', card: null } });
    expect(read('react none')).toEqual({ ok: true, value: { type: 'react', card: null, add: [] } });
    expect(read('reflex stay')).toEqual({
      ok: true,
      value: { type: 'reflex', to: null, facing: v.fighters.a!.facing },
    });
    expect(read('wrestle 1,0')).toEqual({ ok: true, value: { type: 'wrestle', to: { q: 1, r: 0 } } });
    expect(read('rest')).toMatchObject({ ok: true, value: { type: 'rest', endurance: false } });
    expect(read('power stand up')).toEqual({ ok: true, value: { type: 'power', power: 'standUp' } });
    for (const bad of ['move 2,-1', 'move north sw', 'attack blood', 'keep', 'surrender now', 'fly'])
      expect(read(bad).ok, bad).toBe(false);
  });

  it('every offer of seeded matches, at every game level, reads back from its own words as the same command', () => {
    const levels = ['simplified', 'light', 'normal'] as const;
    let checked = 0;
    for (const [i, game] of levels.entries()) {
      const characters = [
        ['mirmillo', 'thraex'],
        ['secutor', 'retiarius'],
        ['hoplomachus', 'retiarius'],
      ][i];
      const setup = gladiatori.setup(OptionsSchema.parse({ game, characters }), `words-${game}`);
      if (!setup.ok) throw new Error(setup.error.message);
      let s: GladiatoriState = setup.value;
      const rng = seedRng(`words-${game}`);
      for (let step = 0; step < 400 && !s.outcome; step++) {
        const seat = gladiatori.pending(s)[0] as SeatId;
        const v = gladiatori.view(s, seat);
        const legal = gladiatori.legal(s, seat);
        for (const c of legal.commands) {
          const words = typed(v, seat, c);
          const back = parseWords(words, v, seat, legal.commands);
          expect(back, words).toEqual({ ok: true, value: c });
          checked += 1;
        }
        const command =
          nextInt(rng, 4) === 0
            ? legal.commands[nextInt(rng, legal.commands.length)]
            : veteranBot.choose(v, legal, rng);
        const r = gladiatori.apply(s, seat, command as GladiatoriCommand);
        if (!r.ok) throw new Error(r.error.message);
        s = r.value.state;
      }
    }
    expect(checked).toBeGreaterThan(2000);
  });
});
