/**
 * Campaigns on the server (issue 12): a campaign is a stored match of the `campaign` game whose `arena` seat the
 * server holds. When the campaign waits for the arena, the GLADIATOR match it arranged is stored with the decision
 * that arranged it (a campaign match: a child of the campaign, linked by `campaign_matches`); when that match ends,
 * its result goes to the campaign as the arena's command in the transaction that stores the end, and the link is
 * marked applied there, so the result counts once whatever happens to the process. MatchService calls the functions
 * here; everything it needs to know of campaigns is in this file.
 *
 * A person's seat in a campaign match is held by the same holder as his campaign seat, token hash included: the token
 * he has opens both. Nothing new is made or sent, and no one else learns anything (docs/protocol.md, "Campaigns").
 */
import { createHash } from 'node:crypto';
import { own } from '../core/own.js';
import type { GameEvent, SeatId } from '../core/protocol.js';
import type { Result, RuleViolation } from '../core/result.js';
import { arrangedSetup, matchResultCommand } from '../games/campaign/arena.js';
import { ARENA, type CampaignState } from '../games/campaign/module.js';
import type { CampaignCommand } from '../games/campaign/schema.js';
import { gladiator } from '../games/gladiator/module.js';
import type { GladiatorState } from '../games/gladiator/types.js';
import type { ClockMode, ClockState } from './clocks.js';
import type { CampaignMatchTable, Db, MatchTable } from './db.js';
import type { SeatRecord } from './service.js';
import type { Seated } from './table.js';
import type { Dice } from './wire.js';

export const CAMPAIGN_GAME = 'campaign';
/** The bot that plays a campaign match's man whose campaign seat is a bot's, and a career's opponent. */
export const ARENA_BOT = 'brawler';

/** The seats of a game that the server holds itself, never offered to a person: a campaign's arena. */
export const serverSeats = (game: string): SeatId[] => (game === CAMPAIGN_GAME ? [ARENA] : []);

/** The campaign's own state inside the table's (table.ts), when `game` is a campaign. */
const campaignOf = (game: string, state: unknown): CampaignState | null =>
  game === CAMPAIGN_GAME ? ((state as Seated).game as CampaignState) : null;

/** Whether the campaign in this state waits for the arena to fight the match it arranged. */
export function awaitsArena(game: string, state: unknown): boolean {
  const s = campaignOf(game, state);
  return s !== null && s.step === 'match' && s.arranged !== null && s.outcome === null;
}

/** The campaign as a parent, as MatchService has it in memory. */
export interface CampaignInfo {
  id: string;
  seed: string;
  chosenBy: Dice['chosenBy'];
  clock: ClockMode;
  clockState: ClockState;
  seats: Record<SeatId, SeatRecord>;
}

/**
 * The campaign seat whose holder plays each seat of the arranged match: the player's man is seat a of a career (the
 * opponent is the server's); in a league, seat a is the first owner's fighter, seat b the second's.
 */
function seatMap(s: CampaignState): Record<SeatId, 'a' | 'b'> {
  if (s.career) return { player: 'a' };
  const [first, second] = s.fighters ?? [];
  if (!first || !second) throw new Error('a league match arranged without its two fighters');
  return { [first.owner]: 'a', [second.owner]: 'b' };
}

/**
 * A campaign seat's holder as the holder of its man's seat: a person keeps his kind and token hash (an open seat
 * nobody has taken yet becomes an invited one, so the match is never offered in the list of open games); a bot's
 * man is fought by the GLADIATOR brawler.
 */
function holderOf(h: SeatRecord | undefined): SeatRecord {
  if (!h || h.kind === 'bot' || h.kind === 'arena') return { kind: 'bot', bot: ARENA_BOT };
  return { kind: h.kind === 'open' ? 'invite' : h.kind, tokenHash: h.tokenHash };
}

/** The campaign's match number for the match it has just arranged. */
const matchNumber = (s: CampaignState): number => (s.career?.matches ?? s.league?.matches ?? 0) + 1;

/**
 * The dice of a campaign match: drawn from the campaign's seed through sha256, so revealing them when the match ends
 * reveals nothing of the campaign's own; and the same match is arranged the same way however often it is planned.
 */
const childSeed = (campaignSeed: string, version: number): string =>
  createHash('sha256').update(`${campaignSeed}\u0000arena\u0000${version}`).digest('base64url');

/**
 * The GLADIATOR match a campaign arranged, as stored with the campaign's command that arranged it (`version`): the
 * match row (no command yet, its clock waiting for its people to join) and its link to the campaign.
 */
export function arrangedMatch(
  parent: CampaignInfo,
  state: unknown,
  version: number,
  now: string,
): { match: MatchTable; link: CampaignMatchTable } {
  const s = campaignOf(CAMPAIGN_GAME, state) as CampaignState;
  const arranged = s.arranged;
  if (!arranged) throw new Error(`campaign ${parent.id}: no match arranged at version ${version}`);
  const n = matchNumber(s);
  const map = seatMap(s);
  const seats: Record<SeatId, SeatRecord> = { a: { kind: 'bot', bot: ARENA_BOT }, b: { kind: 'bot', bot: ARENA_BOT } };
  for (const [campaignSeat, seat] of Object.entries(map)) seats[seat] = holderOf(parent.seats[campaignSeat]);
  // The same options and men the campaign's own arena (arena.ts) sets the match up with outside the server.
  const setupOf = arrangedSetup(arranged);
  const options = gladiator.options.parse(setupOf.options);
  const initial = setupOf.initial;
  const seed = childSeed(parent.seed, version);
  // The arranged men must make a match: a refusal here is a bug of the campaign, not a person's mistake.
  const setup = gladiator.setup(options, seed, initial);
  if (!setup.ok) throw new Error(`campaign ${parent.id}: its arranged match cannot be set up: ${setup.error.message}`);
  const people = Object.keys(seats).filter((x) => seats[x]?.kind !== 'bot');
  const settings: ClockState = {
    ...(parent.clockState.decisionMs !== undefined ? { decisionMs: parent.clockState.decisionMs } : {}),
    ...(parent.clockState.bank ? { bank: parent.clockState.bank } : {}),
  };
  const id = `${parent.id}-${n}`;
  return {
    match: {
      id,
      game: gladiator.id,
      rules_version: gladiator.rulesVersion,
      options: JSON.stringify(options),
      seed,
      status: 'active',
      version: 0,
      seats: JSON.stringify(seats),
      outcome: null,
      clock: parent.clock,
      // The clock waits for every person to join, as for any new match: nothing runs yet.
      deadlines: '{}',
      clock_state: JSON.stringify(
        parent.clock !== 'off' && people.length > 0 ? { ...settings, waiting: people } : settings,
      ),
      created_at: now,
      updated_at: now,
      dice_chosen_by: parent.chosenBy,
      next_deadline: null,
      // Both men plot at once from the start: a bot's seat is awaited, and the server plays it (even after a restart).
      awaits_bot: people.length < 2 ? 1 : 0,
      // The campaign expires if nobody plays it; its match never does on its own.
      unstarted: 0,
      rematch: null,
      initial: JSON.stringify(initial),
      campaign: parent.id,
    },
    link: {
      match_id: id,
      campaign_id: parent.id,
      n,
      seats: JSON.stringify(map),
      applied: 0,
      created_at: now,
    },
  };
}

/** A finished campaign match (its final state with the table's, and every event from the first) as the arena's command. */
export const resultCommand = (state: unknown, events: readonly GameEvent[]): Result<CampaignCommand, RuleViolation> =>
  matchResultCommand((state as Seated).game as GladiatorState, events);

/**
 * A person's command to a campaign that only the arena may give: refused by name, before the game is asked (which
 * would only say it is not his turn).
 */
export function refusePersonCommand(game: string, command: unknown): RuleViolation | null {
  if (game !== CAMPAIGN_GAME) return null;
  if ((command as { type?: unknown } | null)?.type !== 'match-result') return null;
  return {
    code: 'not-the-arena',
    rule: 'protocol',
    message: 'only the server reports a match’s result to its campaign, when the match has ended',
  };
}

/** A resignation or draw offer in a campaign match: refused, the match is fought to its end by the rules. */
export const CAMPAIGN_MATCH_TABLE: RuleViolation = {
  code: 'campaign-match',
  rule: 'protocol',
  message: 'a campaign’s match is fought to its end by the rules: it cannot be resigned or drawn by agreement',
};

/** A resignation or draw offer in a campaign itself: refused, a campaign ends as its rules say (21.6, 22.6, 22.8). */
export const CAMPAIGN_TABLE: RuleViolation = {
  code: 'campaign',
  rule: 'protocol',
  message:
    'a campaign ends as its rules say (ten victories, 21.6; the last owner standing or the set number of matches, 22.8): it cannot be resigned or drawn by agreement',
};

/** A seat the server holds, refused to whoever asks to act for it, claim it, name it or rotate its token. */
export const serverSeatError = (seat: SeatId): { code: string; message: string } => ({
  code: 'server-seat',
  message: `seat ${seat} is the server’s own: it reports each arranged match’s result to the campaign when the match ends`,
});

/** One campaign match as GET /api/campaigns/:id/matches gives it (docs/protocol.md). */
export interface CampaignMatch {
  n: number;
  id: string;
  status: MatchTable['status'];
  applied: boolean;
  createdAt: string;
  advanced: boolean;
  seats: Record<SeatId, { campaignSeat: SeatId | null; kind: string; bot?: string; name: string }>;
  outcome: unknown;
  replay: string;
  record: string;
}

export interface CampaignMatches {
  campaign: string;
  /** The match the campaign waits for, if any. */
  current: string | null;
  matches: CampaignMatch[];
}

/** The campaign's matches, oldest first; null when `id` is no campaign. */
export async function campaignMatches(db: Db, id: string): Promise<CampaignMatches | null> {
  const campaign = await db.selectFrom('matches').select('game').where('id', '=', id).executeTakeFirst();
  if (campaign?.game !== CAMPAIGN_GAME) return null;
  const rows = await db
    .selectFrom('campaign_matches as l')
    .innerJoin('matches as m', 'm.id', 'l.match_id')
    .select(['l.match_id', 'l.n', 'l.seats as map', 'l.applied', 'm.status', 'm.outcome', 'm.seats', 'm.options'])
    .select(['m.initial', 'm.created_at'])
    .where('l.campaign_id', '=', id)
    .orderBy('l.n')
    .execute();
  const matches = rows.map((r): CampaignMatch => {
    const map = JSON.parse(r.map) as Record<SeatId, SeatId>;
    const bySeat = Object.fromEntries(Object.entries(map).map(([campaignSeat, seat]) => [seat, campaignSeat]));
    const holders = JSON.parse(r.seats) as Record<SeatId, SeatRecord>;
    const men = (JSON.parse(r.initial ?? '{}') as { gladiators?: { name?: string }[] }).gladiators ?? [];
    const seats: CampaignMatch['seats'] = {};
    for (const [i, seat] of ['a', 'b'].entries()) {
      const h = holders[seat] as SeatRecord;
      seats[seat] = {
        campaignSeat: bySeat[seat] ?? null,
        kind: h.kind,
        ...(h.kind === 'bot' ? { bot: h.bot } : {}),
        name: men[i]?.name ?? `seat ${seat}`,
      };
    }
    return {
      n: Number(r.n),
      id: r.match_id,
      status: r.status,
      applied: Number(r.applied) === 1,
      createdAt: r.created_at,
      advanced: (JSON.parse(r.options) as { advanced?: boolean }).advanced === true,
      seats,
      outcome: r.outcome ? JSON.parse(r.outcome) : null,
      replay: `/m/${r.match_id}`,
      record: `/api/matches/${r.match_id}/record`,
    };
  });
  return { campaign: id, current: matches.find((m) => !m.applied)?.id ?? null, matches };
}

/** The seats of the campaign's current matches that the token of its seat `seat` opens too (TokenChange.also). */
export async function followingSeats(
  db: Db,
  campaignId: string,
  seat: SeatId,
): Promise<{ match: string; seat: SeatId }[]> {
  const rows = await db
    .selectFrom('campaign_matches')
    .select(['match_id', 'seats'])
    .where('campaign_id', '=', campaignId)
    .where('applied', '=', 0)
    .execute();
  return rows.flatMap((r) => {
    const man = own(JSON.parse(r.seats) as Record<SeatId, SeatId>, seat);
    return man === undefined ? [] : [{ match: r.match_id, seat: man }];
  });
}

/** Finished campaign matches whose result their campaign has not had (a store written another way, or old). */
export async function unappliedResults(db: Db): Promise<{ match: string; campaign: string }[]> {
  const rows = await db
    .selectFrom('campaign_matches as l')
    .innerJoin('matches as m', 'm.id', 'l.match_id')
    .innerJoin('matches as c', 'c.id', 'l.campaign_id')
    .select(['l.match_id', 'l.campaign_id'])
    .where('l.applied', '=', 0)
    .where('m.status', '=', 'finished')
    .where('c.status', '=', 'active')
    .orderBy('l.created_at')
    .execute();
  return rows.map((r) => ({ match: r.match_id, campaign: r.campaign_id }));
}
