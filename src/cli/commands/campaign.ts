/**
 * `ludus campaign`: a whole GLADIATOR campaign (21, 22) played bot against bot, every match fought in-process by the
 * arena bot. One campaign prints its books in words, each line with its rule, and its record (options, seed,
 * commands), which `ludus replay` plays back to the same books. `--campaigns N` plays N seeded campaigns and prints
 * figures over them instead: for careers, how many men reach ten victories and how many matches a man survives; for
 * leagues, how often the richest or the strongest owner at the start wins.
 */
import { writeFileSync } from 'node:fs';
import cliProgress from 'cli-progress';
import type { SeatId } from '../../core/protocol.js';
import { err, ok, type Result } from '../../core/result.js';
import { type Bot, playMatch, toMatchRecord } from '../../core/runner.js';
import { type CampaignState, campaign } from '../../games/campaign/module.js';
import {
  type CareerFigures,
  careerFigures,
  type LeagueFigures,
  leagueFigures,
  ledgerWords,
} from '../../games/campaign/words.js';
import { EXIT_FAILED, EXIT_OK, EXIT_USAGE, type Io } from '../log.js';
import { botsOf } from './sim.js';

export interface CampaignArgs {
  kind: string;
  owners?: number;
  matches?: number;
  /** Bot names: one for every seat, or one a seat in seat order; by default each seat's own bot. */
  bots?: string;
  seed: string;
  /** Any other campaign options as a JSON object (advanced, auction, champion, sideBets, stables, type). */
  options?: string;
  json?: boolean;
  /** Where to write the match record of a single campaign. */
  record?: string;
  /** Play this many campaigns (seeds "<seed>-0" ...) and print figures over them. */
  campaigns?: number;
}

/** A campaign has at most a few thousand decisions; this only stops a bot that never lets one end. */
const MAX_STEPS = 200_000;

function campaignOptions(args: CampaignArgs): Result<Record<string, unknown>, string> {
  let base: Record<string, unknown> = {};
  if (args.options !== undefined) {
    try {
      const parsed: unknown = JSON.parse(args.options);
      if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed))
        return err('--options must be a JSON object');
      base = parsed as Record<string, unknown>;
    } catch (e) {
      return err(`--options is not JSON: ${(e as Error).message}`);
    }
  }
  const options: Record<string, unknown> = { ...base, kind: args.kind };
  if (args.owners !== undefined) options.owners = args.owners;
  if (args.matches !== undefined) options.matches = args.matches;
  const parsed = campaign.options.safeParse(options);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return err(`campaign option ${issue?.path.join('.') || '(root)'}: ${issue?.message ?? 'invalid'}`);
  }
  return ok(options);
}

/** The seats' bots: the names given, or each seat's own bot (career, owner, arena). */
function seatBots(seats: SeatId[], names: string | undefined): Result<Record<SeatId, Bot>, string> {
  const available = botsOf('campaign');
  const own = (seat: SeatId) => (seat === 'arena' ? 'arena' : seat === 'player' ? 'career' : 'owner');
  const list = names === undefined ? seats.map(own) : names.split(',').map((n) => n.trim());
  if (list.length !== 1 && list.length !== seats.length)
    return err(`--bots names ${list.length} bots but this campaign has ${seats.length} seats (${seats.join(', ')})`);
  const unknown = list.find((n) => !Object.hasOwn(available, n));
  if (unknown) return err(`unknown bot "${unknown}" for campaigns (known: ${Object.keys(available).join(', ')})`);
  return ok(
    Object.fromEntries(seats.map((seat, i) => [seat, available[list[list.length === 1 ? 0 : i] as string] as Bot])),
  );
}

interface Played {
  state: CampaignState;
  record: ReturnType<typeof toMatchRecord>;
}

function playOne(options: Record<string, unknown>, seed: string, names: string | undefined): Result<Played, string> {
  const parsed = campaign.options.parse(options);
  const setup = campaign.setup(parsed, seed);
  if (!setup.ok) return err(setup.error.message);
  const bots = seatBots(campaign.seats(setup.value), names);
  if (!bots.ok) return bots;
  const play = { options, seed, bots: bots.value, maxSteps: MAX_STEPS };
  const played = playMatch(campaign, play);
  if (!played.ok) return err(played.error.message);
  if (!played.value.outcome) return err(`campaign ${seed} did not end within ${MAX_STEPS} decisions`);
  return ok({ state: played.value.state as CampaignState, record: toMatchRecord(campaign, play, played.value) });
}

const pct = (n: number, of: number): string => (of === 0 ? '-' : `${((100 * n) / of).toFixed(1)}%`);

export function runCampaign(args: CampaignArgs, io: Io): number {
  const fail = (message: string, code = EXIT_USAGE): number => {
    io.err(`ludus campaign: ${message}`);
    return code;
  };
  if (args.kind !== 'career' && args.kind !== 'owners') return fail(`--kind is career or owners, not "${args.kind}"`);
  const options = campaignOptions(args);
  if (!options.ok) return fail(options.error);
  if (args.campaigns !== undefined) return runMany(args, options.value, io, fail);

  const one = playOne(options.value, args.seed, args.bots);
  if (!one.ok) return fail(one.error, EXIT_FAILED);
  const { state, record } = one.value;
  if (args.record) writeFileSync(args.record, `${JSON.stringify(record)}\n`);
  if (args.json) {
    io.out(JSON.stringify({ outcome: state.outcome, ledger: ledgerWords(state), record }, null, 2));
    return EXIT_OK;
  }
  for (const line of ledgerWords(state)) io.out(line);
  io.out(
    `Record: options ${JSON.stringify(record.options)}, seed "${record.seed}", ${record.commands.length} commands` +
      (args.record ? `, written to ${args.record} (ludus replay ${args.record})` : ' (--record FILE writes it)'),
  );
  return EXIT_OK;
}

interface ManyFigures {
  kind: 'career' | 'owners';
  campaigns: number;
  seeds: [string, string];
  career?: {
    won: number;
    meanMatches: number;
    men: number;
    tenVictories: number;
    shareTenVictories: number;
    meanMatchesSurvived: number;
  };
  owners?: {
    richestAfterFirstWins: number;
    strongestAtStartWins: number;
    lastOwnerStanding: number;
    meanMatches: number;
  };
}

function runMany(
  args: CampaignArgs,
  options: Record<string, unknown>,
  io: Io,
  fail: (m: string, code?: number) => number,
): number {
  const n = args.campaigns as number;
  if (!Number.isInteger(n) || n < 1) return fail(`--campaigns must be a whole number above 0, not ${n}`);
  const bar =
    io.progress && !args.json
      ? new cliProgress.SingleBar(
          { stream: io.progress, format: 'campaigns |{bar}| {value}/{total} · {eta_formatted} left' },
          cliProgress.Presets.shades_classic,
        )
      : null;
  bar?.start(n, 0);
  const careers: CareerFigures[] = [];
  const leagues: LeagueFigures[] = [];
  try {
    for (let i = 0; i < n; i++) {
      const one = playOne(options, `${args.seed}-${i}`, args.bots);
      if (!one.ok) return fail(one.error, EXIT_FAILED);
      if (args.kind === 'career') careers.push(careerFigures(one.value.state));
      else leagues.push(leagueFigures(one.value.state));
      bar?.update(i + 1);
    }
  } finally {
    bar?.stop();
  }
  const figures: ManyFigures = {
    kind: args.kind as 'career',
    campaigns: n,
    seeds: [`${args.seed}-0`, `${args.seed}-${n - 1}`],
  };
  const sum = <T>(xs: T[], f: (x: T) => number) => xs.reduce((t, x) => t + f(x), 0);
  // A shared win counts as a win for each owner named among the winners.
  const wins = (pick: (l: LeagueFigures) => SeatId[]) =>
    leagues.filter((l) => pick(l).length === 1 && l.winners.includes(pick(l)[0] as SeatId)).length;
  if (args.kind === 'career') {
    const men = sum(careers, (c) => c.men);
    figures.career = {
      won: careers.filter((c) => c.won).length,
      meanMatches: sum(careers, (c) => c.matches) / n,
      men,
      tenVictories: sum(careers, (c) => c.tenVictories),
      shareTenVictories: men === 0 ? 0 : sum(careers, (c) => c.tenVictories) / men,
      meanMatchesSurvived: men === 0 ? 0 : sum(careers, (c) => c.survived) / men,
    };
  } else {
    figures.owners = {
      richestAfterFirstWins: wins((l) => l.richestAfterFirst),
      strongestAtStartWins: wins((l) => l.strongestAtStart),
      lastOwnerStanding: leagues.filter((l) => l.lastOwnerStanding).length,
      meanMatches: sum(leagues, (l) => l.matches) / n,
    };
  }
  if (args.json) {
    io.out(JSON.stringify(figures, null, 2));
    return EXIT_OK;
  }
  io.out(
    `${n} ${args.kind === 'career' ? 'careers' : "owners' leagues"}, seeds ${figures.seeds[0]} to ${figures.seeds[1]}`,
  );
  const c = figures.career;
  if (c) {
    io.out(
      `  careers won (a man with ten victories, 21.6): ${c.won} (${pct(c.won, n)}), after ${c.meanMatches.toFixed(1)} matches on average`,
    );
    io.out(`  men who fought: ${c.men}; reached ten victories: ${c.tenVictories} (${pct(c.tenVictories, c.men)})`);
    io.out(`  matches a man survives, on average: ${c.meanMatchesSurvived.toFixed(2)}`);
  }
  const o = figures.owners;
  if (o) {
    io.out(
      `  the richest owner after the first match (all start with 10,000, 22.2) wins: ${o.richestAfterFirstWins} (${pct(o.richestAfterFirstWins, n)})`,
    );
    io.out(
      `  the owner whose five starting men were strongest wins: ${o.strongestAtStartWins} (${pct(o.strongestAtStartWins, n)})`,
    );
    io.out(
      `  ended with one owner left (22.8): ${o.lastOwnerStanding} (${pct(o.lastOwnerStanding, n)}); ${o.meanMatches.toFixed(1)} matches on average`,
    );
  }
  return EXIT_OK;
}
