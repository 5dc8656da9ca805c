/**
 * The wire protocol between a browser (or any client) and `ludus serve`, as zod schemas: the one contract the
 * server and the web client share. docs/protocol.md explains it in prose.
 *
 * HTTP (JSON):
 *   GET  /api/games                     -> GamesInfo: registered games, their options (JSON Schema) and bots, and
 *                                          the clock choices (JSON Schema, in words)
 *   POST /api/matches  CreateMatch      -> MatchCreated: the match id and a secret token for each seat this
 *                                          browser holds (people seats; bot seats are held by the server)
 *   GET  /api/matches/:id               -> MatchSummary (no secrets)
 *   POST /api/matches/lookup {tokens}   -> MatchSummary[] for the matches those tokens hold a seat in
 *   GET  /api/matches/:id/view?at=N     -> ViewAt: the spectator's view once event N had happened (replays)
 *   GET  /api/matches/:id/record        -> MatchRecord (core/runner.ts) of a finished match, seed included
 *   POST /api/matches/:id/seats/:seat/token  (authorization: Bearer <token>) -> TokenRotated: the seat's new token
 *   POST /api/matches/:id/seats/:seat/rematch  (authorization: Bearer <token>) -> Rematch: the finished match played
 *                                          again with the seats swapped, and the caller's seat and token in it
 *   GET  /api/matches/:id/events?after=N&limit=L -> EventsPageBody: a page of the events a viewer may see (resync)
 *   GET  /api/open                      -> MatchSummary[]: active matches with a seat open to anyone, newest first
 *   POST /api/matches/:id/seats/:seat/claim -> TokenRotated (201): an open seat, and its token, for the first caller
 *   GET  /api/campaigns/:id/matches     -> campaigns.ts CampaignMatches: a campaign's arranged GLADIATOR matches
 *   GET  /m/:id                         -> the client's index.html (it opens that match), or a 404 page
 * Gladiatori characters (gladiatori-roster.ts; signed in): GET /api/gladiatori/characters -> SavedCharacter[],
 *   POST /api/gladiatori/characters {sheet, rules?} -> 201 SavedCharacter, POST .../characters/:id/sheet {sheet}
 * Names and accounts (identity/routes.ts):
 *   POST /api/matches/:id/seats/:seat/name {name} (Bearer token or session) -> { name }: the seat's display name
 *   POST /api/accounts {name, password} -> Me, and the session cookie   POST /api/sessions (sign in) -> Me, cookie
 *   DELETE /api/sessions (sign out)     GET /api/me -> Me     GET /api/me/matches -> MyMatch[]
 *   POST /api/me/seats {tokens}         -> SeatsAttached: those seats become the signed-in account's
 * WebSocket /ws: frames below, one JSON object per message, at most 64 KiB.
 */
import { z } from 'zod';
import type { LedgerLine } from '../games/campaign/ledger.js';
import type { CampaignRules, RecordedGame, RecordTotals } from '../games/gladiatori/campaign.js';
import type { CharacterSheet } from '../games/gladiatori/character.js';
import { ACCOUNT_NAME, checkName, DISPLAY_NAME, PASSWORD } from './identity/displayName.js';

export const SeatHolder = z.discriminatedUnion('kind', [
  /** A person using this browser (one or several seats: hot-seat). */
  z.object({ kind: z.literal('here') }).strict(),
  /** A person elsewhere, invited by link (the token travels in the link). */
  z.object({ kind: z.literal('invite') }).strict(),
  /**
   * An open game's seat: anyone may take it from the list of open games (GET /api/open, then POST .../claim); until
   * then nobody holds its token, the creator included.
   */
  z.object({ kind: z.literal('open') }).strict(),
  z.object({ kind: z.literal('bot'), bot: z.string() }).strict(),
]);
export type SeatHolder = z.infer<typeof SeatHolder>;

/**
 * A record keyed by names from outside. zod leaves a `__proto__` key out of what it returns, unseen, so a request
 * naming one is refused here by name instead of being taken without it.
 */
const recordOf = <T extends z.ZodType>(value: T) =>
  z
    .unknown()
    .superRefine((v, ctx) => {
      if (v !== null && typeof v === 'object' && Object.hasOwn(v, '__proto__'))
        ctx.addIssue({
          code: 'custom',
          path: ['__proto__'],
          message: '"__proto__" is a name JavaScript keeps for itself',
        });
    })
    .pipe(z.record(z.string(), value));

/**
 * How a match is timed: an option of the server, the same for every game (GET /api/games gives it as JSON Schema
 * under `clock`, every choice with a description for the lobby to show).
 */
export const ClockOption = z
  .union([
    z.literal('off').describe('No clock: take as long as you like'),
    z.literal('reaction').describe('Ten seconds for each decision, as GLADIATOR 6.5 times its orders'),
    z.literal('slow').describe('A day for each decision'),
    z
      .object({
        kind: z.literal('bank'),
        minutes: z.number().int().min(1).max(180).default(10).describe('Each player starts with this many minutes'),
        increment: z
          .number()
          .int()
          .min(1)
          .max(600)
          .default(10)
          .describe("Seconds added to a player's time after each of his decisions"),
      })
      .strict()
      .describe(
        'Time bank for real-time play: each player has his own time for the whole match, which runs only while ' +
          'his decision is awaited, plus some seconds after each decision. When it runs out, the clock plays his ' +
          'default and he has the added seconds alone from then on',
      ),
    z
      .object({
        kind: z.literal('daily'),
        hours: z.number().int().min(1).max(336).default(24).describe('Hours a player has for each decision'),
      })
      .strict()
      .describe(
        'Daily clock for play at your own pace: so many hours for each decision, with a reminder when little is ' +
          'left; when they run out, the clock plays the default',
      ),
  ])
  .describe('The clock: it starts once every player has joined, and plays a default for a player whose time is up');
export type ClockOption = z.infer<typeof ClockOption>;

/** A server-level action of a seat (docs/protocol.md, "Resign and draw offers"), not a command of the game. */
export const TableActionName = z.enum(['resign', 'offer-draw', 'accept-draw', 'decline-draw']);

const named =
  (limits: { min: number; max: number }, what: string) =>
  (v: string, ctx: z.RefinementCtx): string => {
    const checked = checkName(v, limits, what);
    if (checked.ok) return checked.name;
    ctx.addIssue({ code: 'custom', message: checked.message });
    return z.NEVER;
  };

/** A person's display name: 1-32 characters once trimmed, no control characters. */
export const DisplayName = z.string().max(400).transform(named(DISPLAY_NAME, 'a display name'));

export const CreateMatch = z
  .object({
    game: z.string(),
    options: recordOf(z.unknown()).default({}),
    seats: recordOf(SeatHolder),
    /**
     * Optional seed, for tests and rehearsals: every seat and spectator is told the creator chose the dice. Without
     * it the server draws one and shows only its commitment until the match is over.
     */
    seed: z.string().max(200).optional(),
    clock: ClockOption.default('off'),
    /** The display names of the creator's own ('here') seats. */
    names: recordOf(DisplayName).optional(),
    /** Gladiatori: seat -> the id of a saved character of the signed-in account (server/gladiatori-roster.ts). */
    roster: recordOf(z.string().max(64)).optional(),
  })
  .strict();
export type CreateMatch = z.infer<typeof CreateMatch>;

/** Body of POST /api/matches/lookup: tokens this browser kept. */
export const LookupMatches = z.object({ tokens: z.array(z.string().max(128)).max(200) }).strict();
export type LookupMatches = z.infer<typeof LookupMatches>;

/** Body of every HTTP error (4xx): `field` names the part of the request that was wrong, when one was. */
export interface ApiError {
  code: string;
  message: string;
  field?: string;
}

export interface MatchCreated {
  id: string;
  /** Seat -> secret token (128+ random bits, base64url) for every 'here' and 'invite' seat. */
  tokens: Record<string, string>;
}

export interface MatchSummary {
  id: string;
  game: string;
  title: string;
  /** 'expired': no person joined it in time (docs/protocol.md); it can no longer be played. */
  status: 'active' | 'finished' | 'expired';
  /** `name`: the display name of the person at the seat once known, or the bot's words ("Brawler (bot)"). */
  seats: Record<string, { kind: SeatHolder['kind']; bot?: string; name?: string }>;
  /** Number of commands applied so far. */
  version: number;
  outcome: unknown;
  createdAt: string;
  dice: Dice;
  /** The seats whose running clock is low (a reminder: their decision is awaited and time is short). */
  lowOnTime: string[];
  /** The match played again with the seats swapped, once somebody asked for it. */
  rematch: string | null;
  /** The campaign whose arranged match this is (docs/protocol.md, "Campaigns"); absent for any other match. */
  campaign?: string;
}

/**
 * Who chose the seed the match's dice come from, and the server's commitment to it: the sha256 (hex) of the seed,
 * shown from the start. The seed itself is shown once the match is over (then anyone can replay the match's record
 * and check it), or from the start when the creator chose it (docs/protocol.md, "Fair dice").
 */
export interface Dice {
  commitment: string;
  chosenBy: 'server' | 'creator';
  seed?: string;
}

/** Answer of POST /api/matches/:id/seats/:seat/token: the seat's new token; the old one no longer works. */
export interface TokenRotated {
  match: string;
  seat: string;
  token: string;
}

/** Query of GET /api/matches/:id/view. */
export const ViewAtQuery = z.object({ at: z.coerce.number().int().min(0).max(1e9) });

/**
 * The match as a spectator saw it once event `at` had happened: the state after the first command whose events
 * reach `at` (the setup for 0; the latest state when `at` is past the last event). No secrets: the spectator view.
 */
export interface ViewAt {
  match: string;
  /** The event asked for. */
  at: number;
  /** Commands applied to reach this view. */
  version: number;
  /** Events numbered up to here (`at` or more: one command may make several events). */
  events: number;
  view: unknown;
  pending: string[];
  outcome: unknown;
}

/** A bot the server can seat: `level` from 1 (weakest) up, `about` says how it plays. */
export interface BotInfo {
  name: string;
  level: number;
  about: string;
}

export interface GamesInfo {
  games: { id: string; title: string; rulesVersion: string; options: unknown; bots: BotInfo[]; seats: string[] }[];
  /** CreateMatch's `clock` as JSON Schema, each choice described in words. */
  clock: unknown;
}

// ---- WebSocket frames ----------------------------------------------------------------------------

/** Client -> server. */
export const ClientFrame = z.discriminatedUnion('t', [
  /** Join a match as a seat (with its token) or as a spectator (no seat), resuming after event `since`. */
  z
    .object({
      t: z.literal('join'),
      match: z.string().max(64),
      seat: z.string().max(16).optional(),
      token: z.string().max(128).optional(),
      since: z.number().int().min(0).default(0),
    })
    .strict(),
  /**
   * A command for the joined seat; `id` is echoed in the ack or rejection. `version`: the match version of the
   * latest state frame the client had when it decided, so a repeated or stale command is refused (`stale-command`).
   */
  z
    .object({
      t: z.literal('command'),
      id: z.string().max(64),
      seat: z.string().max(16),
      command: z.unknown(),
      version: z.number().int().min(0),
    })
    .strict(),
  /** A table action of the joined seat (resign, draw offers); `id` is echoed in the ack or rejection. */
  z
    .object({
      t: z.literal('table'),
      id: z.string().max(64),
      seat: z.string().max(16),
      action: TableActionName,
    })
    .strict(),
  z.object({ t: z.literal('ping') }).strict(),
  /**
   * A chat message (docs/protocol.md, "Chat"): a seat's connection writes to the players' channel, a spectator's to
   * the spectators' channel. The text's limits are checked by the server, which names the one broken.
   */
  z.object({ t: z.literal('chat'), id: z.string().max(64), text: z.string().max(4000) }).strict(),
]);
export type ClientFrame = z.infer<typeof ClientFrame>;

/** An event as sent: `n` numbers every event of the match from 1, so a client resumes from the last it saw. */
export interface NumberedEvent {
  n: number;
  event: unknown;
}

/** Query of GET /api/matches/:id/events: the events numbered after `after`, `limit` at most (default and cap: the server's eventsPerFrame). */
export const EventsQuery = z.object({
  after: z.coerce.number().int().min(0).max(1e9).default(0),
  limit: z.coerce.number().int().min(1).max(1e6).optional(),
});

/**
 * Body of GET /api/matches/:id/events: a page of the events the caller may see (a spectator's, or with the headers
 * `authorization: Bearer <token>` and `x-seat: <seat>` that seat's own), oldest first. `next` is the `after` of the
 * following page when this one is full, null when it reached the match's last event.
 */
export interface EventsPageBody {
  events: NumberedEvent[];
  next: number | null;
}

/** What a state frame tells of the match's clock. */
export interface ClockView {
  mode: 'off' | 'reaction' | 'slow' | 'daily' | 'bank';
  /** People's seats nobody has joined yet: no clock runs until every one has. */
  waiting: string[];
  /** Time bank: what each seat whose clock is stopped has left, ms. */
  banks?: Record<string, number>;
  /** Seats whose running clock has less than a sixth of its time left: a reminder. */
  low: string[];
  /** When each running clock turns low, seat -> epoch ms: a client reminds its person then, with no frame needed. */
  lowFrom?: Record<string, number>;
}

/** What a state frame tells of resignations and draw offers. */
export interface TableView {
  resigned: string[];
  /** The open draw offer: who made it, and who of the other sides has accepted it. */
  offer: { by: string; accepted: string[] } | null;
  /** The match's sides, each a list of seats (one seat a side when the game has no sides). */
  sides: string[][];
}

/** Answer of POST /api/matches/:id/rematch: the new match, and the seat and token it gives the caller. */
export interface Rematch {
  id: string;
  seat: string;
  token: string;
}

/** Server -> client. */
export type ServerFrame =
  | {
      t: 'state';
      match: string;
      /** The seat this connection acts for, or 'spectator'. */
      as: string;
      /** This seat's view (or the spectator view) after the latest event. */
      view: unknown;
      /** Events this viewer may see with n > since (all of them on a first join). */
      events: NumberedEvent[];
      /** Seats whose command is awaited (who they are is public; what they will send is not). */
      pending: string[];
      /** What this seat may do now (empty for a spectator or when not pending). */
      legal: unknown;
      outcome: unknown;
      /** Deadline of the running clock for this seat, epoch ms, if any. */
      deadline?: number | null;
      /** Number of commands applied so far (the match's version). */
      version?: number;
      /** Deadlines of every running clock, seat -> epoch ms (whose clock runs is as public as who is pending). */
      deadlines?: Record<string, number>;
      /** The match's clock: its mode, who it waits for, the time banks, whose time is low. */
      clock?: ClockView;
      /** Resignations and the open draw offer (docs/protocol.md, "Resign and draw offers"). */
      table?: TableView;
      /** The match played again with the seats swapped, once somebody asked for it. */
      rematch?: string | null;
      /** The commitment to the match's seed, and the seed once it may be shown. */
      dice?: Dice;
      /** Seat -> display name, for the seats whose name is known (bots read as their words: "Brawler (bot)"). */
      names?: Record<string, string>;
      /**
       * Events numbered in (after, upTo] that this frame left out (at most `eventsPerFrame` are sent, the newest):
       * fetch them from GET /api/matches/:id/events?after=N. Absent when nothing was left out.
       */
      missing?: { after: number; upTo: number };
    }
  /**
   * A seat's clock ran out and the server played the game's default command for it (docs/rulings.md names the
   * defaults; what was played is told to that seat only, by its events). `version`: the match's version after it.
   */
  | { t: 'timed-out'; seat: string; version: number }
  /** The command is committed; `n` is the number of the last event of the match after it. */
  | { t: 'ack'; id: string; n: number }
  | { t: 'rejected'; id: string; violation: { code: string; rule: string; message: string; values?: unknown } }
  | { t: 'error'; code: string; message: string }
  | { t: 'pong' }
  /** Who is connected: per person's seat its connections, and the spectators' connections (on every change). */
  | { t: 'presence'; connected: Record<string, number>; spectators: number }
  /**
   * `joined`: the seat's person connected (told to the others); `second-connection`: this connection acts for a seat
   * another connection acts for too; `other-connection`: told to that other connection.
   */
  | { t: 'notice'; code: 'joined' | 'second-connection' | 'other-connection'; seat: string }
  /** Chat messages this connection may read: the history on join (the last 100), then each new one. */
  | { t: 'chat'; messages: ChatMessage[] };

/** The two chat channels of a match: players read only theirs, spectators read both. */
export type ChatChannel = 'players' | 'spectators';

export interface ChatMessage {
  /** 1, 2, 3 ... within a match, over both channels. */
  n: number;
  channel: ChatChannel;
  /** The author's seat, null for a spectator. */
  seat: string | null;
  text: string;
  /** ISO time it was stored. */
  at: string;
}

/** Codes of the 'error' frame (docs/protocol.md says when each is sent). */
export type ErrorCode =
  | 'bad-json'
  | 'unknown-frame'
  | 'bad-frame'
  | 'unknown-match'
  | 'unknown-seat'
  | 'bot-seat'
  | 'bad-token'
  | 'other-match'
  | 'rate-limited'
  | 'expired'
  | 'internal'
  | 'too-deep'
  | 'too-many-connections'
  /** The seat's token was replaced (POST .../token): this connection no longer acts for or sees that seat. */
  | 'token-rotated'
  /** A chat message sent before joining the match. */
  | 'chat-not-joined'
  /** A chat message empty or longer than 500 characters once trimmed. */
  | 'chat-text'
  /** More than 5 chat messages within 10 seconds from one connection. */
  | 'chat-rate'
  /** The match holds the most chat messages it may (2,000). */
  | 'chat-full';

// ---- identity: names and optional accounts (docs/protocol.md, "Names and accounts") ------------------------------

/** Body of POST /api/matches/:id/seats/:seat/name. */
export const SetSeatName = z.object({ name: DisplayName }).strict();

/** Body of POST /api/accounts (register) and POST /api/sessions (sign in). */
export const Credentials = z
  .object({
    name: z.string().max(400).transform(named(ACCOUNT_NAME, 'an account name')),
    password: z
      .string()
      .min(PASSWORD.min, `a password has at least ${PASSWORD.min} characters`)
      .max(PASSWORD.max, `a password has at most ${PASSWORD.max} characters`),
  })
  .strict();

/** Body of POST /api/me/seats: seat tokens this browser holds, to attach their seats to the account. */
export const AttachSeats = z.object({ tokens: z.array(z.string().max(128)).max(200) }).strict();

/** Answer of GET /api/me (and of registering and signing in). */
export interface Me {
  /** The account's name, or null when this browser is not signed in. */
  name: string | null;
  account: boolean;
}

/** A match of GET /api/me/matches: its summary and the seats the account holds in it. */
export type MyMatch = MatchSummary & { mySeats: string[] };

/** Answer of POST /api/me/seats: how many seats the tokens held, now the account's. */
export interface SeatsAttached {
  attached: number;
}

/** A saved Gladiatori character as GET /api/gladiatori/characters gives him (docs/protocol.md, "Gladiatori characters"). */
export interface SavedCharacter {
  id: string;
  name: string;
  sheet: CharacterSheet;
  /** The campaign readings of his career (campaign.ts), chosen when he was made. */
  rules: CampaignRules;
  totals: RecordTotals;
  /** The record in words. */
  words: string;
  games: RecordedGame[];
  /** His experience ledger: each line with its section. */
  experience: LedgerLine[];
  /** The unfinished match he fights in now, if any: he may not enter another or be built anew until it ends. */
  fighting: string | null;
}
