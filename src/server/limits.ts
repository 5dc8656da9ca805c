/**
 * Every limit of `ludus serve` in one object: what one connection, one address and the whole server may ask of it.
 * Set through ServerOptions.limits, `ludus serve --limits '<JSON>'` or the environment variable LUDUS_LIMITS, each a
 * partial object merged over DEFAULT_LIMITS (a rate given in part keeps the other half of its default).
 * docs/protocol.md ("Limits") says what a client meets when it hits one.
 */
import { z } from 'zod';
import { err, ok, type Result } from '../core/result.js';

const Rate = z
  .object({
    /** Sustained pace, a second. */
    perSecond: z.number().positive(),
    /** How many may come at once after a quiet spell. */
    burst: z.number().int().min(1),
  })
  .strict();
export type Rate = z.infer<typeof Rate>;

const count = z.number().int().min(1);
const ms = z.number().int().min(1);

export const Limits = z
  .object({
    /** Open WebSockets from one address; more are refused with `too-many-connections`. */
    connectionsPerAddress: count,
    /** Open WebSockets over the whole server, whatever their addresses; more are refused the same way. */
    connectionsTotal: count,
    /** Frames from one connection; over it they are dropped with `rate-limited`. */
    framesPerConnection: Rate,
    /** Frames from all the connections of one address together. */
    framesPerAddress: Rate,
    /** Join frames (the expensive ones: a whole view and events) from one connection, within its frames. */
    joinsPerConnection: Rate,
    /** Join frames from all the connections of one address together. */
    joinsPerAddress: Rate,
    /**
     * Frames started a turn of the event loop, over every connection (turns.ts): small enough that a busy server
     * still takes a new connection every few milliseconds, large enough that one turn's commands share a commit.
     */
    framesPerTurn: count,
    /** Of those, joins: the rest wait for a later turn, after every command frame waiting. */
    joinsPerTurn: count,
    /** Joins started over the whole server; more wait their turn (a person's commands never wait for them). */
    joinsTotal: Rate,
    /** Matches created from one address (POST /api/matches); over it: 429 `too-many-matches`. */
    matchesPerAddress: Rate,
    /** Bytes queued for a connection above which it gets no intermediate state frame, only the latest once drained. */
    sendBufferBytes: count,
    /** Bytes queued for a connection past which it is closed at once (4000 `too-slow`). */
    sendBufferHardBytes: count,
    /** How long a connection may stay above sendBufferBytes before it is closed (4000 `too-slow`). */
    maxLagMs: ms,
    /** Time between WebSocket pings; a connection that has not answered the previous one by then is cut. */
    heartbeatMs: ms,
    /** A connection that has joined no match this long after it opened is closed (4001 `join-timeout`). */
    joinTimeoutMs: ms,
    /** Time to receive a whole HTTP request, headers and body. */
    requestTimeoutMs: ms,
    /** Nesting of arrays and objects allowed in a JSON frame or body; deeper ones are refused with `too-deep`. */
    jsonDepth: count,
    /** Log lines about clients' mistakes (bad frames, 4xx), over the whole server; the rest are counted, not logged. */
    mistakeLogs: Rate,
    /** A match nobody follows and nobody has sent a command to for this long leaves memory (it loads again when asked for). */
    idleEvictMs: ms,
    /** A match with a person's seat that no person has joined within this long after its creation expires. */
    unstartedExpireMs: ms,
    /** Pace of a match of bots alone while someone watches it: one move this often. */
    botMoveMs: ms,
    /** Moves a second shared, in turn, by every match of bots alone that nobody watches. */
    backgroundBotMovesPerSecond: z.number().positive(),
    /** Events a state frame carries at most, the newest; the rest come from GET /api/matches/:id/events. */
    eventsPerFrame: count,
    /** Bytes of serialised event pages the server keeps to answer the same page again without rebuilding it. */
    eventPageCacheBytes: count,
    /** How often the server looks for matches to load (a clock near its end, a bot to move), to expire or to evict. */
    sweepMs: ms,
  })
  .strict()
  .refine((l) => l.sendBufferHardBytes >= l.sendBufferBytes, {
    path: ['sendBufferHardBytes'],
    message: 'must be at least sendBufferBytes',
  });
export type Limits = z.infer<typeof Limits>;

/** What ServerOptions.limits, --limits and LUDUS_LIMITS hold: any of the limits, a rate possibly in part. */
export type LimitsOverride = { [K in keyof Limits]?: Limits[K] extends Rate ? Partial<Rate> : Limits[K] };

export const DEFAULT_LIMITS: Limits = {
  connectionsPerAddress: 32,
  connectionsTotal: 10_000,
  framesPerConnection: { perSecond: 20, burst: 40 },
  framesPerAddress: { perSecond: 200, burst: 400 },
  joinsPerConnection: { perSecond: 1, burst: 5 },
  joinsPerAddress: { perSecond: 5, burst: 20 },
  framesPerTurn: 16,
  joinsPerTurn: 2,
  joinsTotal: { perSecond: 200, burst: 200 },
  matchesPerAddress: { perSecond: 1, burst: 60 },
  sendBufferBytes: 256 * 1024,
  sendBufferHardBytes: 4 * 1024 * 1024,
  maxLagMs: 10_000,
  heartbeatMs: 30_000,
  joinTimeoutMs: 30_000,
  requestTimeoutMs: 10_000,
  jsonDepth: 64,
  mistakeLogs: { perSecond: 1, burst: 20 },
  idleEvictMs: 5 * 60_000,
  unstartedExpireMs: 7 * 24 * 60 * 60_000,
  botMoveMs: 150,
  backgroundBotMovesPerSecond: 20,
  eventsPerFrame: 200,
  eventPageCacheBytes: 16 * 1024 * 1024,
  sweepMs: 30_000,
};

const isRecord = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

/**
 * `override` merged over `base`, checked: an unknown name or a value out of range is an error naming it. Names are
 * looked up as own properties of the defaults, so `__proto__` and the like are unknown names like any other.
 */
export function mergeLimits(override: unknown, base: Limits = DEFAULT_LIMITS): Result<Limits, string> {
  if (!isRecord(override)) return err('the limits are a JSON object, e.g. {"connectionsPerAddress": 8}');
  const merged: Record<string, unknown> = { ...base };
  for (const [name, value] of Object.entries(override)) {
    if (!Object.hasOwn(base, name))
      return err(`unknown limit "${name.slice(0, 40)}" (known: ${Object.keys(base).join(', ')})`);
    const was = base[name as keyof Limits];
    merged[name] = isRecord(was) && isRecord(value) ? { ...was, ...value } : value;
  }
  const checked = Limits.safeParse(merged);
  if (checked.success) return ok(checked.data);
  const issue = checked.error.issues[0];
  return err(`limit ${issue?.path.join('.') || '(root)'}: ${issue?.message ?? 'invalid'}`);
}

/** The limits from a JSON text (the --limits flag or LUDUS_LIMITS). */
export function parseLimits(text: string, base: Limits = DEFAULT_LIMITS): Result<Limits, string> {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (e) {
    return err(`the limits are not JSON: ${(e as Error).message}`);
  }
  return mergeLimits(json, base);
}

/** A token bucket: `perSecond` tokens flow in up to `burst`; each frame (join, match...) takes one. */
export class TokenBucket {
  private tokens: number;
  private last: number;

  constructor(
    private readonly rate: Rate,
    private readonly now: () => number = () => performance.now(),
  ) {
    this.tokens = rate.burst;
    this.last = now();
  }

  private refill(): void {
    const t = this.now();
    this.tokens = Math.min(this.rate.burst, this.tokens + ((t - this.last) / 1000) * this.rate.perSecond);
    this.last = t;
  }

  take(): boolean {
    this.refill();
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }

  /** Milliseconds until the next token (0 when one is there). */
  waitMs(): number {
    this.refill();
    return this.tokens >= 1 ? 0 : Math.ceil(((1 - this.tokens) / this.rate.perSecond) * 1000);
  }

  /** Whether it has refilled completely: forgetting it then loses nothing. */
  full(): boolean {
    this.refill();
    return this.tokens >= this.rate.burst;
  }
}
