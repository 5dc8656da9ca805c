import { describe, expect, it } from 'vitest';
import type { SeatId } from '../../core/protocol.js';
import { nextInt, seedRng } from '../../core/rng.js';
import { veteranBot } from '../../games/gladiatori/bots.js';
import { type GladiatoriView, gladiatori, OptionsSchema } from '../../games/gladiatori/module.js';
import type { GladiatoriCommand, GladiatoriState } from '../../games/gladiatori/types.js';
import { commandWords, parseWords, stepWords } from '../gladiatori-text.js';
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
  it('draws the animals of a Coliseum by id and lists the pack', async () => {
    const r = await play([], { options: '{"animals":"coliseum","animalKind":"bear","animalCount":1}', seed: 'bears' });
    expect(r.code).toBe(0);
    expect(r.stdout.some((l) => /^Animals \(Coliseum\): x1 bear (waiting outside|at -?\d+,-?\d+)/.test(l))).toBe(true);
    expect(r.stdout.at(-1)).toMatch(/^Result: /);
  });

  it('draws the arena and the fighters, takes the hand in words, and plays against the veteran to the end', async () => {
    // 4.1: the Thraex (the veteran) chooses first; the person is asked for his start hex, then for his hand.
    const r = await play(['place 4,0 nw', 'keep strength dexterity berserk movement e1 e1']);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('Start hexes: pick a free marked start hex for your miniature, and the way it faces.');
    expect(r.stdout).toContain(
      '  4.1 Mirmillo takes his place on the hex 4 south-east of the centre, facing north-west.',
    );
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
    const r = await play(['place 0,0 n', 'dance', '1', 'keep z9', 'help', '99', 'keep all', 'act strength at b', 'q']);
    expect(r.stdout).toContain('Refused: 4.1 the centre is not a marked start hex (free placement is off)');
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

  it('every offer of seeded matches, at every game level, and against animals, reads back from its own words', () => {
    const levels = ['simplified', 'light', 'normal'] as const;
    const runs: { name: string; options: Record<string, unknown> }[] = levels.map((game, i) => ({
      name: game,
      options: {
        game,
        characters: [
          ['mirmillo', 'thraex'],
          ['secutor', 'retiarius'],
          ['hoplomachus', 'retiarius'],
        ][i],
      },
    }));
    runs.push(
      { name: 'solo', options: { game: 'normal', animals: 'solo', characters: ['secutor'], animalKind: 'lion' } },
      {
        name: 'cooperative',
        options: { game: 'light', animals: 'cooperative', characters: ['mirmillo', 'thraex'], animalKind: 'wolf' },
      },
      { name: 'coliseum', options: { game: 'normal', animals: 'coliseum', animalKind: 'bear', animalCount: 1 } },
    );
    expect(readsBack(runs, 400)).toBeGreaterThan(2000);
  });

  it('the offers of the set-up (9.2-9.4, 4.2), Delay (11.8), Sweep (10.1) and the animals (17) read back too', () => {
    const seen = new Set<string>();
    const runs = [
      { name: 'auction', options: { itemMethod: 'auction', freePlacement: true, characters: ['mirmillo', 'thraex'] } },
      {
        name: 'auction-four',
        options: { itemMethod: 'auction', characters: ['mirmillo', 'thraex', 'secutor', 'random'] },
      },
      { name: 'draft', options: { itemMethod: 'draft', characters: ['secutor', 'retiarius', 'thraex'] } },
      { name: 'selection', options: { itemMethod: 'selection', freePlacement: true } },
      {
        name: 'normal-four',
        options: { game: 'normal', characters: ['hoplomachus', 'thraex', 'secutor', 'retiarius'] },
      },
      { name: 'solo', options: { animals: 'solo', characters: ['thraex'], animalKind: 'wolf', game: 'normal' } },
      { name: 'coop', options: { animals: 'cooperative', characters: ['mirmillo', 'retiarius'], animalKind: 'bear' } },
      { name: 'coliseum', options: { animals: 'coliseum', animalKind: 'dog', animalCount: 2, game: 'normal' } },
    ];
    expect(readsBack(runs, 300, seen)).toBeGreaterThan(1000);
    for (const type of ['bid', 'pick', 'select', 'place', 'order', 'resistance', 'animal target'])
      expect(seen.has(type), type).toBe(true);
  });

  it('§4.1, §4.2 the placement prompt names its step: start hexes chosen, or free placement', () => {
    const prompt = (options: Record<string, unknown>) => {
      const setup = gladiatori.setup(OptionsSchema.parse({ characters: ['mirmillo', 'thraex'], ...options }), 'place');
      if (!setup.ok) throw new Error(setup.error.message);
      const seat = gladiatori.pending(setup.value)[0] as SeatId;
      expect(setup.value.phase.kind).toBe('place');
      return stepWords(gladiatori.view(setup.value, seat), seat);
    };
    // The choice is the default (4.1); with it off the first turn begins at once and no placement is asked.
    const chosen = prompt({});
    expect(chosen).toMatch(/^Start hexes: /);
    expect(chosen).not.toMatch(/Free placement/);
    expect(prompt({ freePlacement: true })).toMatch(/^Free placement: /);
  });

  it('the item keep, a Sweep, a power given up and a rest with Resistance read back from their words', () => {
    const setup = gladiatori.setup(
      OptionsSchema.parse({ animals: 'cooperative', characters: ['mirmillo', 'thraex'], animalKind: 'dog' }),
      'words-more',
    );
    if (!setup.ok) throw new Error(setup.error.message);
    // Every card of the deck in hand, as after the choice (5.1), so that an Action can name them.
    const chosen = gladiatori.view(setup.value, 'a');
    const me = chosen.fighters.a as GladiatoriView['fighters'][string];
    const v = { ...chosen, fighters: { ...chosen.fighters, a: { ...me, hand: me.deck } } } as GladiatoriView;
    const commands: GladiatoriCommand[] = [
      { type: 'keep', items: ['sword-3-1', 'shield-2-3'] },
      { type: 'action', card: 'a1', add: ['a12'], target: 'b', sweep: ['b', 'x1'] },
      { type: 'attack', offense: true, blood: 0, spend: 'deepWounds' },
      { type: 'defend', guard: true, speed: 1, spend: 'resistance' },
      { type: 'pick', item: 'spear-2-1', drop: 'helmet-0-2' },
      { type: 'order', place: 0 },
    ];
    const rest: GladiatoriCommand = {
      type: 'rest',
      endurance: false,
      recover: { cards: [], blood: 0, speed: 0, offense: 0, guard: 0 },
      resistance: { cards: [], blood: 0, speed: 2, offense: 0, guard: 0 },
    };
    for (const c of [...commands, rest]) {
      const words = typed(v, 'a', c);
      expect(parseWords(words, v, 'a', [rest]), words).toEqual({ ok: true, value: c });
    }
    expect(typed(v, 'a', commands[0] as GladiatoriCommand)).toBe('hold sword-3-1 shield-2-3');
    expect(parseWords('rest endurance', v, 'a', [rest]).ok).toBe(false);
  });
});

/**
 * Plays seeded matches with each offer typed back from its words: the veteran picks three commands in four, the
 * dice the fourth. The number of offers checked; `seen` collects the kinds of command met.
 */
function readsBack(runs: { name: string; options: Record<string, unknown> }[], steps: number, seen?: Set<string>) {
  let checked = 0;
  for (const run of runs) {
    const setup = gladiatori.setup(OptionsSchema.parse(run.options), `words-${run.name}`);
    if (!setup.ok) throw new Error(setup.error.message);
    let s: GladiatoriState = setup.value;
    const rng = seedRng(`words-${run.name}`);
    for (let step = 0; step < steps && !s.outcome; step++) {
      const seat = gladiatori.pending(s)[0] as SeatId;
      const v = gladiatori.view(s, seat);
      const legal = gladiatori.legal(s, seat);
      for (const c of legal.commands) {
        const words = typed(v, seat, c);
        const back = parseWords(words, v, seat, legal.commands);
        expect(back, `${run.name}: ${words}`).toEqual({ ok: true, value: c });
        seen?.add(c.type);
        if (c.type === 'action' && c.target && !v.seats.includes(c.target)) seen?.add('animal target');
        if (c.type === 'action' && c.sweep) seen?.add('sweep');
        if (c.type === 'rest' && c.resistance) seen?.add('resistance');
        checked += 1;
      }
      const command =
        nextInt(rng, 4) === 0 ? legal.commands[nextInt(rng, legal.commands.length)] : veteranBot.choose(v, legal, rng);
      const r = gladiatori.apply(s, seat, command as GladiatoriCommand);
      if (!r.ok) throw new Error(r.error.message);
      s = r.value.state;
    }
  }
  return checked;
}
