/**
 * Chat per match, in two channels: seats write to and read the players' channel; spectators write to the
 * spectators' channel and read both (so players are never told what the audience says during the match). Messages
 * are stored, so they survive a restart; a connection joining gets the last 100 it may read.
 *
 * Limits, each refused with an error that names it: the text is 1-500 characters once control characters are
 * stripped and the ends trimmed; 5 messages per 10 seconds from one connection; 2,000 messages in a match.
 */
import type { SeatId } from '../core/protocol.js';
import { err, ok, type Result } from '../core/result.js';
import type { Db } from './db.js';
import type { Member, Presence } from './presence.js';
import type { ChatChannel, ChatMessage, ErrorCode } from './wire.js';

export const CHAT_LIMITS = {
  maxLength: 500,
  perWindow: 5,
  windowMs: 10_000,
  perMatch: 2000,
  history: 100,
};
export type ChatLimits = typeof CHAT_LIMITS;

export interface ChatRefusal {
  code: ErrorCode;
  message: string;
}

/**
 * Control characters (line breaks and tabs among them) and the invisible marks that reverse the direction of text,
 * which could make a message read as something else, are taken out.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters the chat strips.
const STRIPPED = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;

/** The text as it is stored, or why it is refused. */
export function cleanText(raw: string, limits: ChatLimits = CHAT_LIMITS): Result<string, ChatRefusal> {
  const text = raw.replace(STRIPPED, '').trim();
  if (text.length === 0)
    return err({ code: 'chat-text', message: 'the chat message is empty (once control characters are taken out)' });
  if (text.length > limits.maxLength)
    return err({
      code: 'chat-text',
      message: `the chat message has ${text.length} characters: at most ${limits.maxLength} are allowed`,
    });
  return ok(text);
}

/** The times of one connection's recent messages: at most `perWindow` within any `windowMs`. */
export class ChatPace {
  private readonly times: number[] = [];

  constructor(
    private readonly limits: ChatLimits = CHAT_LIMITS,
    private readonly now: () => number = () => performance.now(),
  ) {}

  take(): Result<null, ChatRefusal> {
    const t = this.now();
    while (this.times.length > 0 && t - (this.times[0] as number) >= this.limits.windowMs) this.times.shift();
    if (this.times.length >= this.limits.perWindow) {
      const wait = Math.ceil((this.limits.windowMs - (t - (this.times[0] as number))) / 1000);
      return err({
        code: 'chat-rate',
        message: `at most ${this.limits.perWindow} chat messages in ${this.limits.windowMs / 1000} seconds: wait ${wait} s`,
      });
    }
    this.times.push(t);
    return ok(null);
  }
}

/** Players read only their channel; a connection acting for no seat is a spectator's and reads both. */
const reads = (member: Member, channel: ChatChannel): boolean => channel === 'players' || member.seats().size === 0;

export class Chat {
  /** Writes of a match are made one after another, so each takes the next number. */
  private readonly queues = new Map<string, Promise<unknown>>();

  constructor(
    private readonly db: Db,
    private readonly presence: Presence,
    private readonly limits: ChatLimits = CHAT_LIMITS,
  ) {}

  /** The last messages a player (or a spectator) may read, oldest first. */
  async history(match: string, player: boolean): Promise<ChatMessage[]> {
    let q = this.db.selectFrom('chat').selectAll().where('match_id', '=', match);
    if (player) q = q.where('channel', '=', 'players');
    const rows = await q.orderBy('n', 'desc').limit(this.limits.history).execute();
    return rows.reverse().map((r) => ({
      n: Number(r.n),
      channel: r.channel,
      seat: r.seat,
      text: r.text,
      at: r.created_at,
    }));
  }

  /**
   * Stores a message from `seat` (null: a spectator) and sends it to every connection of the match that may read
   * it. The text must have passed cleanText.
   */
  post(match: string, seat: SeatId | null, text: string): Promise<Result<ChatMessage, ChatRefusal>> {
    const run = (this.queues.get(match) ?? Promise.resolve()).then(() => this.store(match, seat, text));
    const queued = run.catch(() => {});
    this.queues.set(match, queued);
    void queued.then(() => {
      if (this.queues.get(match) === queued) this.queues.delete(match);
    });
    return run;
  }

  private async store(match: string, seat: SeatId | null, text: string): Promise<Result<ChatMessage, ChatRefusal>> {
    const counted = await this.db
      .selectFrom('chat')
      .select((eb) => eb.fn.countAll().as('count'))
      .where('match_id', '=', match)
      .executeTakeFirst();
    const count = Number(counted?.count ?? 0);
    if (count >= this.limits.perMatch)
      return err({
        code: 'chat-full',
        message: `this match's chat holds the most messages it may (${this.limits.perMatch}): no more can be sent`,
      });
    const message: ChatMessage = {
      n: count + 1,
      channel: seat === null ? 'spectators' : 'players',
      seat,
      text,
      at: new Date().toISOString(),
    };
    await this.db
      .insertInto('chat')
      .values({
        match_id: match,
        n: message.n,
        channel: message.channel,
        seat: message.seat,
        text: message.text,
        created_at: message.at,
      })
      .execute();
    for (const m of this.presence.members(match, (m) => reads(m, message.channel)))
      m.send({ t: 'chat', messages: [message] });
    return ok(message);
  }
}
