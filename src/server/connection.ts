/**
 * One WebSocket connection speaking the frames of wire.ts. A connection follows one match, as one or several
 * seats (hot-seat) and/or as a spectator; each of those viewers gets its own view and only the events it may see.
 * Bad input is answered, never fatal: only oversized frames (ws closes them itself) and sustained flooding end the
 * connection.
 */
import type { RawData, WebSocket } from 'ws';
import type { SeatId, Viewer } from '../core/protocol.js';
import type { RuleViolation } from '../core/result.js';
import { describeIssue } from '../core/runner.js';
import { DEFAULT_LIMITS, type Rate } from './limits.js';
import type { Log, MatchService } from './service.js';
import type { FrameTurns } from './turns.js';
import { ClientFrame, type ErrorCode, type ServerFrame } from './wire.js';

/** Larger frames close the connection (ws's maxPayload, close code 1009). */
export const MAX_FRAME_BYTES = 64 * 1024;

export type RateLimit = Rate;

/** Frames a connection may send (what the bench keeps to, as a browser must). */
export const RATE_LIMIT: RateLimit = DEFAULT_LIMITS.framesPerConnection;

/** Dropped frames tolerated within ABUSE_WINDOW_MS before the connection is closed (code 1008). */
const ABUSE_LIMIT = 100;
const ABUSE_WINDOW_MS = 10_000;

const FRAME_TYPES: ReadonlySet<string> = new Set<ClientFrame['t']>(['join', 'command', 'ping']);

/** A token bucket: `perSecond` tokens flow in up to `burst`; each frame takes one. */
export class TokenBucket {
  private tokens: number;
  private last: number;

  constructor(
    private readonly limit: RateLimit,
    private readonly now: () => number = () => performance.now(),
  ) {
    this.tokens = limit.burst;
    this.last = now();
  }

  take(): boolean {
    const t = this.now();
    this.tokens = Math.min(this.limit.burst, this.tokens + ((t - this.last) / 1000) * this.limit.perSecond);
    this.last = t;
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }
}

type JoinFrame = Extract<ClientFrame, { t: 'join' }>;
type CommandFrame = Extract<ClientFrame, { t: 'command' }>;

export class Connection {
  private match: string | null = null;
  /** Viewer -> number of the last event it has been sent (or told it had seen). */
  private readonly sent = new Map<Viewer, number>();
  /** Tokens of the seats this connection joined as, to act for them. */
  private readonly tokens = new Map<SeatId, string>();
  private unsubscribe: (() => void) | null = null;
  /** Frames are handled one after another, so a command sent right after its join finds the join done. */
  private work: Promise<void> = Promise.resolve();
  private readonly bucket: TokenBucket;
  /** Whether the current run of dropped frames has been told about. */
  private limited = false;
  private dropped = 0;
  private windowStart = performance.now();
  private corked = false;

  constructor(
    private readonly socket: WebSocket,
    private readonly service: MatchService,
    limit: RateLimit,
    private readonly log: Log,
    private readonly turns: FrameTurns,
  ) {
    this.bucket = new TokenBucket(limit);
    socket.on('message', (data) => this.receive(data));
    socket.on('close', () => this.unsubscribe?.());
    // An oversized frame ends in an 'error' then a close; without a listener the error would bring the server down.
    socket.on('error', () => {});
  }

  private receive(data: RawData): void {
    if (!this.bucket.take()) {
      this.drop();
      return;
    }
    this.limited = false;
    const bytes = Array.isArray(data) ? Buffer.concat(data) : Buffer.isBuffer(data) ? data : Buffer.from(data);
    const text = bytes.toString('utf8');
    this.turns.push(() => this.start(text));
  }

  /** The frame's turn has come: it is handled once the frames before it on this connection are. */
  private start(text: string): void {
    this.work = this.work
      .then(() => this.handle(text))
      .catch((e) => {
        this.log.error({ err: e, match: this.match }, 'frame failed');
        this.error('internal', 'the server failed on this frame; it is logged');
      });
  }

  private drop(): void {
    const now = performance.now();
    if (now - this.windowStart > ABUSE_WINDOW_MS) {
      this.windowStart = now;
      this.dropped = 0;
    }
    this.dropped += 1;
    if (this.dropped > ABUSE_LIMIT) {
      this.socket.close(1008, 'rate limit exceeded');
      return;
    }
    if (this.limited) return;
    this.limited = true;
    this.error('rate-limited', 'too many frames: this one and the next ones are dropped until the pace slows down');
  }

  private async handle(text: string): Promise<void> {
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      return this.error('bad-json', 'the frame is not JSON');
    }
    if (typeof json !== 'object' || json === null || Array.isArray(json))
      return this.error('bad-frame', 'a frame is a JSON object with a "t" field');
    const t = (json as { t?: unknown }).t;
    if (typeof t !== 'string' || !FRAME_TYPES.has(t))
      return this.error(
        'unknown-frame',
        `unknown frame type ${JSON.stringify(t)} (known: ${[...FRAME_TYPES].join(', ')})`,
      );
    const parsed = ClientFrame.safeParse(json);
    if (!parsed.success) return this.error('bad-frame', describeIssue(`${t} frame field`, parsed.error));
    const frame = parsed.data;
    switch (frame.t) {
      case 'join':
        return this.join(frame);
      case 'command':
        return this.command(frame);
      case 'ping':
        return this.send({ t: 'pong' });
    }
  }

  private async join(frame: JoinFrame): Promise<void> {
    if (this.match !== null && this.match !== frame.match)
      return this.error('other-match', `this connection follows match ${this.match}; open another for ${frame.match}`);
    if (frame.seat === undefined && frame.token !== undefined)
      return this.error('bad-frame', 'join frame field seat: a token needs the seat it holds');
    const found = await this.service.prepare(frame.match);
    if (!found.ok) return this.error(found.error.code as ErrorCode, found.error.message);
    const viewer: Viewer = frame.seat ?? 'spectator';
    if (frame.seat !== undefined) {
      const held = this.service.checkSeat(frame.match, frame.seat, frame.token);
      if (!held.ok) {
        // The join may have loaded a finished match for nothing: it need not stay in memory.
        this.service.forgetIfDone(frame.match);
        return this.error(held.error.code as ErrorCode, held.error.message);
      }
      this.tokens.set(frame.seat, frame.token as string);
    }
    this.match = frame.match;
    this.unsubscribe ??= this.service.subscribe(frame.match, (timedOut) => this.pushAll(timedOut));
    this.sent.set(viewer, frame.since);
    this.push(viewer);
  }

  private async command(frame: CommandFrame): Promise<void> {
    const token = this.tokens.get(frame.seat);
    if (this.match === null || token === undefined)
      return this.reject(frame.id, {
        code: 'not-joined',
        rule: 'protocol',
        message: `join as seat ${frame.seat}, with its token, before sending its commands`,
      });
    const r = await this.service.submit(this.match, frame.seat, token, frame.command);
    if (r.ok) this.send({ t: 'ack', id: frame.id, n: r.value.n });
    else this.reject(frame.id, r.error);
  }

  private pushAll(timedOut?: SeatId): void {
    for (const viewer of this.sent.keys()) this.push(viewer);
    if (timedOut !== undefined && this.match !== null)
      this.send({ t: 'timed-out', seat: timedOut, version: this.service.version(this.match) });
  }

  /** A state frame for one viewer, carrying the events it has not been sent yet. */
  private push(viewer: Viewer): void {
    if (this.match === null) return;
    const since = this.sent.get(viewer) ?? 0;
    this.send(this.service.stateFor(this.match, viewer, since));
    this.sent.set(viewer, Math.max(since, this.service.lastEvent(this.match)));
  }

  private reject(id: string, violation: RuleViolation): void {
    this.send({ t: 'rejected', id, violation });
  }

  private error(code: ErrorCode, message: string): void {
    this.send({ t: 'error', code, message });
  }

  private send(frame: ServerFrame): void {
    if (this.socket.readyState !== this.socket.OPEN) return;
    this.cork();
    this.socket.send(JSON.stringify(frame));
  }

  /**
   * Frames sent in one go (a command's state frame, then its ack) leave in one write: the TCP socket is corked until
   * the promise jobs of this turn have run (a tick callback runs after them).
   */
  private cork(): void {
    const tcp = (this.socket as unknown as { _socket?: { cork(): void; uncork(): void } })._socket;
    if (this.corked || !tcp) return;
    this.corked = true;
    tcp.cork();
    process.nextTick(() => {
      this.corked = false;
      tcp.uncork();
    });
  }
}
