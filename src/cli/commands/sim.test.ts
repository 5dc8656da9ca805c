import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { parseMatchRecord, playMatch, randomBot } from '../../core/runner.js';
import { secretPick, secretPickBots, summariseSecretPick } from '../../core/testing/secret-pick.js';
import { brawlerBot } from '../../games/gladiator/bots.js';
import { gladiator } from '../../games/gladiator/module.js';
import type { Gladiator } from '../../games/gladiator/types.js';
import { BOTS, GAMES, SIM_HOOKS } from '../../games/registry.js';
import { bufferIo } from '../log.js';
import { runReplay } from './replay.js';
import { runSim, type SimArgs, type SimSummary } from './sim.js';

GAMES['secret-pick'] = secretPick;
BOTS['secret-pick'] = secretPickBots;
SIM_HOOKS['secret-pick'] = { summarise: summariseSecretPick };
const Type = z.enum(['heavy', 'light']);
// A variant that takes gladiator-style types, to see --a and --b arrive as options.
GAMES.typed = {
  ...secretPick,
  id: 'typed',
  options: z.object({ turns: z.number().default(3), types: z.tuple([Type, Type]) }),
};

const base: SimArgs = { game: 'secret-pick', bots: 'highest,random', n: 40, seed: '7' };
const sim = (args: Partial<SimArgs> = {}) => {
  const io = bufferIo();
  const code = runSim({ ...base, ...args }, io);
  return { code, ...io };
};
const json = (args: Partial<SimArgs> = {}): SimSummary => {
  const r = sim({ ...args, json: true });
  expect(r.stderr).toEqual([]);
  expect(r.code).toBe(0);
  return JSON.parse(r.stdout.join('\n'));
};

describe('ludus sim', () => {
  it('summarises wins, draws, endings, turns, steps and the game’s own measures', () => {
    const s = json();
    expect(s).toMatchObject({ game: 'secret-pick', matches: 40, seeds: ['7-0', '7-39'], unfinished: 0 });
    expect(s.bots).toEqual({ a: 'highest', b: 'random' });
    expect(s.wins.a! + s.wins.b! + s.draws).toBe(40);
    expect(s.wins.a).toBeGreaterThan(s.wins.b!);
    expect(s.how).toEqual({ points: 40 });
    expect(s.meanTurns).toBe(6);
    expect(s.meanSteps).toBe(10);
    // Every one of the five turns is won by someone, so the mean scores add up to five.
    expect(s.measures.a! + s.measures.b!).toBeCloseTo(5);
  });

  it('prints the same summary as text', () => {
    const r = sim();
    const s = json();
    expect(r.code).toBe(0);
    expect(r.stderr).toEqual([]);
    expect(r.stdout[0]).toBe('secret-pick: 40 matches, seeds 7-0 to 7-39');
    expect(r.stdout).toContain(`  a (highest): ${s.wins.a} wins, ${((100 * s.wins.a!) / 40).toFixed(1)}%`);
    expect(r.stdout).toContain('  ended by: points 40');
    expect(r.stdout).toContain('  mean turns: 6');
    expect(r.stdout).toContain('  mean steps: 10');
    expect(r.stdout).toContain(`  mean a: ${s.measures.a!.toFixed(2)}`);
  });

  it('is reproducible from the seed', () => {
    expect(json({ seed: 'same' })).toEqual(json({ seed: 'same' }));
  });

  it('gives one bot name to every seat', () => {
    expect(json({ bots: 'highest' }).bots).toEqual({ a: 'highest', b: 'highest' });
  });

  it('counts matches cut off by the step limit as unfinished', () => {
    const s = json({ maxSteps: 4, n: 5 });
    expect(s).toMatchObject({ unfinished: 5, draws: 0, how: {}, meanSteps: 4 });
  });

  it('passes --a and --b to the game as types', () => {
    expect(json({ game: 'typed', bots: 'random', a: 'heavy', b: 'light' }).matches).toBe(40);
    const bad = sim({ game: 'typed', bots: 'random', a: 'heavy', b: 'huge' });
    expect(bad.code).toBe(2);
    expect(bad.stderr[0]).toMatch(/^ludus sim: typed option types\.1: /);
  });

  it('takes any option as JSON, checked by the game, with --a and --b on top', () => {
    const s = json({ game: 'typed', bots: 'random', options: '{"turns":2}', a: 'heavy', b: 'light' });
    // Two turns played instead of the typed game's three: the counter stops one past the last.
    expect(s.meanTurns).toBe(3);
    const bad = sim({ game: 'typed', bots: 'random', options: '{"turns":"two"}', a: 'heavy', b: 'light' });
    expect(bad.code).toBe(2);
    expect(bad.stderr[0]).toMatch(/^ludus sim: typed option turns: /);
  });

  it('simulates the Advanced Game: some bouts end in the Moment of Truth, told in words', () => {
    const advanced = { game: 'gladiator', bots: 'brawler', n: 20, seed: '1' };
    const s = json({ ...advanced, advanced: true });
    expect(s.how.Down).toBeGreaterThan(0);
    expect(s.how.kill! + s.how.Down! + (s.how.Up ?? 0)).toBe(20);
    // --advanced is short for the option; the same option as JSON plays the same matches.
    expect(json({ ...advanced, options: '{"advanced":true}' })).toEqual(s);
    expect(sim({ ...advanced, advanced: true }).stdout).toContain(
      `  ended by: ${Object.entries(s.how)
        .sort((x, y) => y[1] - x[1])
        .map(([how, k]) => `${how} ${k}`)
        .join(', ')}`,
    );
    // The Basic Game has no crowd: the same seeds end otherwise.
    expect(json(advanced).how).not.toHaveProperty('Down');
  });

  it('plays the Billings preset or one section from --options, and names a section it does not know', () => {
    const duel = { game: 'gladiator', bots: 'brawler', n: 4, seed: 'bill', advanced: true, a: 'retarius', b: 'medium' };
    const preset = json({ ...duel, options: '{"billings":{"preset":true}}' });
    expect(preset.matches).toBe(4);
    expect(Object.values(preset.how).reduce((t, k) => t + k, 0) + preset.unfinished).toBe(4);
    // The preset changes the matches: the same seeds under the original rules do not all end the same way.
    const original = json(duel);
    expect(JSON.stringify([preset.how, preset.meanSteps])).not.toBe(JSON.stringify([original.how, original.meanSteps]));
    expect(json({ ...duel, n: 2, options: '{"billings":{"walls":true}}' }).matches).toBe(2);
    const bad = sim({ ...duel, options: '{"billings":{"wall":true}}' });
    expect(bad.code).toBe(2);
    expect(bad.stderr[0]).toMatch(/^ludus sim: gladiator option billings: .*"wall"/);
  });

  it('simulates a team fight given as options and counts the wins a side (20)', () => {
    const team = {
      game: 'gladiator',
      bots: 'brawler',
      n: 10,
      seed: '1',
      options: '{"advanced":true,"sides":[["medium","medium"],["heavy"]]}',
    };
    const s = json(team);
    expect(s.bots).toEqual({ a: 'brawler', b: 'brawler', c: 'brawler' });
    const [one, two] = s.sides ?? [];
    expect([one?.name, one?.seats, two?.name, two?.seats]).toEqual(['Side 1', ['a', 'b'], 'Side 2', ['c']]);
    expect((one?.wins ?? 0) + (two?.wins ?? 0) + s.draws + s.unfinished).toBe(10);
    // A side's men share its wins.
    expect(s.wins.a).toBe(one?.wins);
    expect(s.wins.b).toBe(one?.wins);
    const r = sim(team);
    expect(r.stdout).toContain(
      `  Side 1 (a brawler, b brawler): ${one?.wins} wins, ${((100 * (one?.wins ?? 0)) / 10).toFixed(1)}%`,
    );
    expect(r.stdout).toContain(
      `  Side 2 (c brawler): ${two?.wins} wins, ${((100 * (two?.wins ?? 0)) / 10).toFixed(1)}%`,
    );
    expect(r.stdout.some((l) => l.startsWith('  a (brawler)'))).toBe(false);
    // A duel has no sides.
    expect(json({ game: 'gladiator', bots: 'brawler', n: 2 }).sides).toBeUndefined();
  });

  it('names the Basic Game endings in words: kill, surrender, turn limit', () => {
    const r = sim({ game: 'gladiator', bots: 'brawler,random', n: 60, seed: '1', options: '{"turnLimit":3}' });
    expect(r.stderr).toEqual([]);
    expect(r.stdout.find((l) => l.startsWith('  ended by: '))).toMatch(
      /^ {2}ended by: (?=.*\bkill \d+)(?=.*\bsurrender \d+)(?=.*\bturn limit \d+)/,
    );
  });

  it("§16.3 CF left is the survivors' Display 9 (a dead man's left out), endurance's share a measure of its own", () => {
    const args = { game: 'gladiator', a: 'heavy', b: 'light', n: 12, seed: 'cf' };
    for (const bots of ['brawler', 'random']) {
      const s = json({ ...args, bots });
      // The same matches again, the figures summed by hand from each final sheet.
      const men = Array.from({ length: args.n }, (_, i) => {
        const bot = bots === 'brawler' ? brawlerBot : randomBot;
        const play = { options: { types: ['heavy', 'light'] }, seed: `cf-${i}`, bots: { a: bot, b: bot } };
        const played = playMatch(gladiator, play);
        if (!played.ok) throw new Error(played.error.message);
        return played.value.state.gladiators.a as Gladiator;
      });
      const alive = men.filter((g) => !g.dead);
      const tired = (g: Gladiator) => -g.cfChanges.filter((c) => c.rule === '§16.3').reduce((t, c) => t + c.amount, 0);
      expect(s.measured['a CF left (survivors)']).toBe(alive.length);
      expect(s.measures['a CF left (survivors)']).toBeCloseTo(alive.reduce((t, g) => t + g.cf, 0) / alive.length);
      expect(s.measures['a CF lost to endurance (16.3)']).toBeCloseTo(men.reduce((t, g) => t + tired(g), 0) / args.n);
      if (bots === 'brawler') {
        // Brawlers kill: some of these men died, and their CF is in no mean.
        expect(alive.length).toBeLessThan(args.n);
        expect(sim({ ...args, bots }).stdout).toContain(
          `  mean a CF left (survivors): ${s.measures['a CF left (survivors)']!.toFixed(2)} (over the ${alive.length} matches it applies to)`,
        );
      } else {
        // Random bots mostly reach the turn limit: endurance takes a CF nearly every turn, below 0 (16.1, 9.33).
        expect(s.measures['a CF left (survivors)']).toBeLessThan(0);
        expect(s.measures['a CF lost to endurance (16.3)']).toBeGreaterThan(20);
      }
    }
  });

  it('writes the first match as a record that replays to its result', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'ludus-sim-')), 'first.json');
    expect(sim({ record: file, n: 3 }).code).toBe(0);
    const record = parseMatchRecord(readFileSync(file, 'utf8'));
    expect(record).toMatchObject({ ok: true, value: { format: 'ludus-match/1', game: 'secret-pick', seed: '7-0' } });
    const replay = bufferIo();
    expect(runReplay({ file }, replay)).toBe(0);
    expect(replay.stdout.at(-1)).toMatch(/^Result: (a|b) won \(points, P5\)/);
  });

  it.each([
    [{ game: 'chess' }, /^unknown game "chess" \(known: [^)]*secret-pick, typed\)/],
    [{ bots: 'highest,genius' }, 'unknown bot "genius" for secret-pick (known: random, highest)'],
    [{ bots: 'random,random,random' }, '--bots names 3 bots but secret-pick has 2 seats (a, b)'],
    [{ a: 'heavy' }, '--a and --b go together: give both types or neither'],
    [{ game: 'gladiator', options: '{"turnLimit":0}' }, /^gladiator option turnLimit: .*>=1/],
    [{ game: 'gladiator', options: '{"advnced":true}' }, /^gladiator option .*"advnced"/],
    [{ options: '{turns: 2}' }, /^--options is not JSON \(.*\); write e\.g\. '\{"advanced":true\}'$/],
    [{ options: '[2]' }, `--options must be a JSON object of option names and values, e.g. '{"advanced":true}'`],
    [
      { game: 'typed', options: '{"types":["heavy","light"]}', a: 'light', b: 'light' },
      'the option "types" is set to ["light","light"] by --a and --b and to ["heavy","light"] by --options: give it once',
    ],
    [
      { game: 'gladiator', options: '{"advanced":false}', advanced: true },
      'the option "advanced" is set to true by --advanced and to false by --options: give it once',
    ],
    [{ n: 0 }, '-n must be a whole number of matches, not 0'],
    [{ record: '/nonexistent/dir/x.json' }, /^cannot write \/nonexistent\/dir\/x\.json: /],
  ])('refuses %j with exit code 2 and says why', (args, message) => {
    const r = sim(args as Partial<SimArgs>);
    expect(r.code).toBe(2);
    expect(r.stdout).toEqual([]);
    expect(r.stderr[0]?.replace(/^ludus sim: /, '')).toMatch(message);
  });
});

describe('ludus sim --game gladiatori', () => {
  it('plays pre-made or random characters, the veteran against the random bot, with VP and hit points left', () => {
    const s = json({ game: 'gladiatori', characters: 'random,random', bots: 'veteran,random', n: 12, seed: 'gx' });
    expect(s).toMatchObject({ game: 'gladiatori', matches: 12, unfinished: 0, bots: { a: 'veteran', b: 'random' } });
    expect(s.wins.a).toBeGreaterThan(s.wins.b!);
    expect(Object.keys(s.how).every((h) => h === 'six turns' || h === 'last side standing')).toBe(true);
    expect(Object.keys(s.measures).sort()).toEqual(['a VP', 'a hit points left', 'b VP', 'b hit points left']);
    expect(s.measures['a VP']).toBeGreaterThan(s.measures['b VP']!);
  });

  it('17.8 counts a game the animals won as lost by every seat, not as a draw', () => {
    const s = json({
      game: 'gladiatori',
      options: '{"animals":"cooperative","animalKind":"dog"}',
      bots: 'veteran',
      n: 4,
      seed: 'gx',
    });
    expect(s.how).toEqual({ 'the gladiators have fallen': 4 });
    expect(s).toMatchObject({ allLost: 4, draws: 0, wins: { a: 0, b: 0 } });
    const r = sim({
      game: 'gladiatori',
      options: '{"animals":"cooperative","animalKind":"dog"}',
      bots: 'veteran',
      n: 4,
      seed: 'gx',
    });
    expect(r.stdout).toContain('  lost by every seat: 4, 100.0%');
    expect(r.stdout).toContain('  draws: 0, 0.0%');
  });

  it('counts a team game’s wins by side, each side named by its characters', () => {
    const r = sim({
      game: 'gladiatori',
      options: '{"characters":["mirmillo","thraex","secutor","retiarius"],"teams":2}',
      bots: 'veteran',
      n: 4,
      seed: 'gx',
    });
    expect(r.code).toBe(0);
    expect(r.stdout.some((l) => /^ {2}Mirmillo and Secutor \(a veteran, c veteran\): \d+ wins/.test(l))).toBe(true);
    expect(r.stdout.some((l) => /^ {2}Thraex and Retiarius \(b veteran, d veteran\): \d+ wins/.test(l))).toBe(true);
  });

  it('refuses --characters that --options contradicts, and a character the game does not know', () => {
    const both = sim({
      game: 'gladiatori',
      characters: 'secutor,random',
      options: '{"characters":["thraex","random"]}',
    });
    expect(both.code).toBe(2);
    expect(both.stderr[0]).toMatch(/the option "characters" is set to .* by --characters and to .* by --options/);
    const unknown = sim({ game: 'gladiatori', characters: 'secutor,spartacus' });
    expect(unknown.code).toBe(2);
    expect(unknown.stderr[0]).toMatch(/^ludus sim: gladiatori option/);
  });
});
