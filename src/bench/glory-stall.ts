/**
 * The Glory brawler's lab for face-offs (issue 14): how long his matches run and how strong he is, on fixed seeds, so
 * that a change to him is measured on the same matches before and after. Each mode takes the module(s) to load (each
 * exporting `brawlerBot`; the first is "new", the second "old").
 *
 *   npx tsx src/bench/glory-stall.ts ffa [matches] [module]        eight brawlers, every man for himself
 *   npx tsx src/bench/glory-stall.ts cpu [matches] [module]        the free-for-all's CPU time, three passes
 *   npx tsx src/bench/glory-stall.ts duel [matches] [module]       two brawlers
 *   npx tsx src/bench/glory-stall.ts random [matches] [module]     brawler against random, kits equipped and rolled
 *   npx tsx src/bench/glory-stall.ts versus [matches] new old      four a side in one arena, two teams of four, duels
 *   npx tsx src/bench/glory-stall.ts mixed [matches] new old       four a side in one arena only
 * `--set name=value,...` changes the first module's BRAWLER weights first, for a sweep. The old brawler, for
 * `versus`, is a copy of an earlier bots.ts with its imports pointed from here (not kept in the repository):
 *
 *   git show e55772c:src/games/glory/bots.ts | sed -e "s#'\.\./\.\./core/#'../core/#g" \
 *     -e "s#'\./\([a-z-]*\)\.js'#'../games/glory/\1.js'#g" > src/bench/glory-brawler-old.ts
 */
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { SeatId } from '../core/protocol.js';
import { type Bot, playMatch, randomBot } from '../core/runner.js';
import { glory } from '../games/glory/module.js';
import type { GloryState } from '../games/glory/types.js';

const SEATS = 'abcdefgh'.split('') as SeatId[];

async function load(path: string, set = ''): Promise<Bot> {
  const mod = (await import(pathToFileURL(resolve(path)).href)) as {
    brawlerBot: Bot;
    BRAWLER?: Record<string, number>;
  };
  for (const pair of set.split(',').filter(Boolean)) {
    const [name, value] = pair.split('=') as [string, string];
    if (!mod.BRAWLER || !(name in mod.BRAWLER)) throw new Error(`no weight ${name}`);
    mod.BRAWLER[name] = Number(value);
  }
  return mod.brawlerBot;
}

function play(options: Record<string, unknown>, seed: string, bots: Record<SeatId, Bot>) {
  const r = playMatch(glory, { options, seed, bots });
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

/** Turns, commands, melees, how the matches ended and men standing at the end, over brawler-only matches. */
function field(bot: Bot, n: number, matches: number, label: string): void {
  const bots = Object.fromEntries(SEATS.slice(0, n).map((s) => [s, bot]));
  let turns = 0;
  let commands = 0;
  let melees = 0;
  let standing = 0;
  let nets = 0;
  let stands = 0;
  const how: Record<string, number> = {};
  const cpu = process.cpuUsage();
  for (let i = 0; i < matches; i++) {
    const m = play({ gladiators: n }, `${label}-${i}`, bots);
    commands += m.steps;
    for (const e of m.events) {
      if (e.type === 'melee') melees += 1;
      if (e.type === 'ensnared' || e.type === 'ensnare') nets += 1;
    }
    for (const c of m.commands) if ((c.command as { type?: string }).type === 'stand') stands += 1;
    const state = m.state as GloryState;
    turns += state.turn;
    const end = m.outcome;
    const key = `${end?.how}${end && end.winners.length === 0 ? ' (draw)' : ''}`;
    how[key] = (how[key] ?? 0) + 1;
    for (const s of state.seats) if (state.figures[s]?.out === null) standing += 1;
  }
  const used = process.cpuUsage(cpu);
  console.log(
    `${n} men, ${matches} matches: ${(turns / matches).toFixed(1)} turns, ${(commands / matches).toFixed(1)} commands, ` +
      `${(melees / matches).toFixed(1)} melees, ${(nets / matches).toFixed(1)} casts of the net, ` +
      `${(stands / matches).toFixed(1)} stand-stills, ${(standing / matches).toFixed(1)} men in the fight at the end; ` +
      `ends ${JSON.stringify(how)}; ${((used.user + used.system) / commands).toFixed(1)} µs CPU a command (whole loop)`,
  );
}

/**
 * CPU time of the free-for-all's matches, played three times over in one process: the first pass pays for compiling
 * and for the brawler's tables, the later ones are what a long bench sees.
 */
function cpu(bot: Bot, matches: number): void {
  const bots = Object.fromEntries(SEATS.map((s) => [s, bot]));
  for (let pass = 0; pass < 3; pass++) {
    let steps = 0;
    const from = process.cpuUsage();
    for (let i = 0; i < matches; i++) steps += play({ gladiators: 8 }, `stall8-${i}`, bots).steps;
    const used = process.cpuUsage(from);
    const micros = used.user + used.system;
    console.log(
      `pass ${pass + 1}: ${(micros / steps).toFixed(1)} µs CPU a command, ${(micros / matches / 1000).toFixed(2)} ms a match`,
    );
  }
}

/** The brawler's wins against random, seats alternating. */
function againstRandom(bot: Bot, matches: number): void {
  for (const figures of ['equipped', 'rolled']) {
    let wins = 0;
    for (let i = 0; i < matches; i++) {
      const mine = i % 2 === 0 ? 'a' : 'b';
      const bots = mine === 'a' ? { a: bot, b: randomBot } : { a: randomBot, b: bot };
      if (play({ figures }, `stall-r-${i}`, bots).outcome?.winners.includes(mine)) wins += 1;
    }
    console.log(`against random, ${figures}: ${wins} of ${matches} (${((100 * wins) / matches).toFixed(1)}%)`);
  }
}

/** New against old: four seats each in one arena, two teams of four, and duels; seats alternating. */
function versus(fresh: Bot, old: Bot, matches: number, duels: number, only8 = false): void {
  const tally = (options: Record<string, unknown>, n: number, label: string, count: number) => {
    const w = { new: 0, old: 0, draw: 0 };
    for (let i = 0; i < count; i++) {
      const isNew = (k: number) => (k + i) % 2 === 0;
      const bots = Object.fromEntries(SEATS.slice(0, n).map((s, k) => [s, isNew(k) ? fresh : old]));
      const end = play({ gladiators: n, ...options }, `${label}-${i}`, bots).outcome;
      const winners = end?.winners ?? [];
      if (winners.length === 0) w.draw += 1;
      else if (isNew(SEATS.indexOf(winners[0] as SeatId))) w.new += 1;
      else w.old += 1;
    }
    const decided = w.new + w.old;
    console.log(
      `${label}, ${count}: new ${w.new}, old ${w.old}, draws ${w.draw}; new ${((100 * w.new) / count).toFixed(1)}% ` +
        `(${((100 * w.new) / Math.max(1, decided)).toFixed(1)}% of decided)`,
    );
  };
  tally({}, 8, 'stall-v8', matches);
  if (only8) return;
  // Seats are dealt to the teams in turn (seat k on team k % 2), so alternating seats make a team of each.
  tally({ teams: 2 }, 8, 'stall-vt', matches);
  tally({}, 2, 'stall-v2', duels);
}

const args = process.argv.slice(2);
// `--set name=value,...` changes the first module's BRAWLER weights, for a sweep.
const setAt = args.indexOf('--set');
const sets = setAt >= 0 ? (args.splice(setAt, 2)[1] ?? '') : '';
const [mode = 'ffa', ...rest] = args;
const count = /^\d+$/.test(rest[0] ?? '') ? Number(rest.shift()) : undefined;
const modules = rest.length > 0 ? rest : ['src/games/glory/bots.ts', 'src/bench/glory-brawler-old.ts'];
const bots = await Promise.all(modules.map((m, i) => load(m, i === 0 ? sets : '')));
const first = bots[0] as Bot;
if (mode === 'ffa') field(first, 8, count ?? 300, 'stall8');
else if (mode === 'cpu') cpu(first, count ?? 300);
else if (mode === 'duel') field(first, 2, count ?? 300, 'stall2');
else if (mode === 'random') againstRandom(first, count ?? 2000);
else if (mode === 'versus') versus(first, bots[1] as Bot, count ?? 400, 5 * (count ?? 400));
else if (mode === 'mixed') versus(first, bots[1] as Bot, count ?? 400, 0, true);
else throw new Error(`no mode ${mode}`);
