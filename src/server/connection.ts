/**
 * One WebSocket connection speaking the frames of wire.ts. A connection follows one match, as one or several
 * seats (hot-seat) and/or as a spectator; each of those viewers gets its own view and only the events it may see.
 * Bad input is answered, never fatal: only oversized frames (ws closes them itself), sustained flooding, a client
 * that stops reading or answering pings, and one that joins nothing end the connection.
 *
 * What a connection may cost is bounded (limits.ts): frames and joins through buckets of its own and of its
 * address, frames waiting to be handled, and bytes waiting to leave. A client that reads too slowly gets no
 * intermediate state frames, only the latest once it has caught up; one that stays behind is cut (4000 too-slow)
 * and resumes by joining again with `since`.
 */
import type { RawData, WebSocket } from 'ws';
import { clip, type SeatId, type Viewer } from '../core/protocol.js';
import type { RuleViolation } from '../core/result.js';
import { describeIssue } from '../core/runner.js';
import type { Address } from './addresses.js';
import { type Chat, ChatPace, cleanText } from './chat.js';
import type { Identity } from './identity/routes.js';
import { nestsDeeperThan, tooDeepMessage } from './json.js';
import { DEFAULT_LIMITS, type Limits, type Rate, TokenBucket } from './limits.js';
import type { Mistakes } from './mistakes.js';
import type { Member, Presence } from './presence.js';
import type { Log, MatchService } from './service.js';
import type { FrameKind, FrameTurns } from './turns.js';
import { ClientFrame, type ErrorCode, type ServerFrame } from './wire.js';

/** Larger frames close the connection (ws's maxPayload, close code 1009). */
export const MAX_FRAME_BYTES = 64 * 1024;

export type RateLimit = Rate;

/** Frames a connection may send (what the bench keeps to, as a browser must). */
export const RATE_LIMIT: RateLimit = DEFAULT_LIMITS.framesPerConnection;

/** Close codes and reasons: the reason is the code a client reads. */
export const CLOSE_TOO_SLOW = 4000;
export const CLOSE_POLICY = 1008;

/** Dropped frames tolerated within ABUSE_WINDOW_MS before the connection is closed (code 1008). */
const ABUSE_LIMIT = 100;
const ABUSE_WINDOW_MS = 10_000;

const FRAME_TYPES: ReadonlySet<string> = new Set<ClientFrame['t']>(['join', 'command', 'table', 'ping', 'chat']);

type JoinFrame = Extract<ClientFrame, { t: 'join' }>;
type CommandFrame = Extract<ClientFrame, { t: 'command' }>;

/** What every connection of a server shares. */
export interface ConnectionContext {
  service: MatchService;
  limits: Limits;
  /** Frames one connection may send (limits.framesPerConnection unless the server was given another). */
  frameRate: Rate;
  log: Log;
  mistakes: Mistakes;
  turns: FrameTurns;
  presence: Presence;
  chat: Chat;
  /** A seat joined without its token is held when the upgrade request's session holds it (identity/). */
  identity?: Identity;
}

/** A frame as received: parsed and classed, or the refusal it gets in its turn. */
type Received = { kind: FrameKind; json: object } | { kind: 'refused'; code: ErrorCode; message: string };

export class Connection {
  private match: string | null = null;
  /** Viewer -> number of the last event it has been sent (or told it had seen). */
  private readonly sent = new Map<Viewer, number>();
  /** Tokens of the seats this connection joined as, to act for them. */
  private readonly tokens = new Map<SeatId, string>();
  private unsubscribe: (() => void) | null = null;
  /** Frames are handled one after another, so a command sent right after its join finds the join done. */
  private work: Promise<void> = Promise.resolve();
  /** Frames received and not yet handled. */
  private waiting = 0;
  private readonly frames: TokenBucket;
  private readonly joins: TokenBucket;
  /** Whether the current run of dropped frames has been told about. */
  private limited = false;
  private dropped = 0;
  private windowStart = performance.now();
  private corked = false;
  /** Since when the client has been behind (more than sendBufferBytes queued for it), while it is. */
  private behindSince: number | null = null;
  private lagCheck: NodeJS.Timeout | null = null;
  private answeredPing = true;
  private readonly heartbeat: NodeJS.Timeout;
  private readonly joinDeadline: NodeJS.Timeout;
  private readonly service: MatchService;
  private readonly limits: Limits;
  private readonly chatPace = new ChatPace();
  /** This connection as its match's room (presence.ts) sees it. */
  private readonly member: Member = {
    seats: () => new Set(this.tokens.keys()),
    // A seat's connection that also follows the spectator view is still a player's: counted once, as the seat.
    watching: () => this.tokens.size === 0 && this.sent.has('spectator'),
    send: (frame) => this.send(frame),
  };

  constructor(
    private readonly socket: WebSocket,
    private readonly ctx: ConnectionContext,
    private readonly address: Address,
    private readonly ip: string,
    /** The upgrade request's Cookie header: its session may hold seats. */
    private readonly cookie?: string,
  ) {
    this.service = ctx.service;
    this.limits = ctx.limits;
    this.frames = new TokenBucket(ctx.frameRate);
    this.joins = new TokenBucket(ctx.limits.joinsPerConnection);
    socket.on('message', (data) => this.receive(data));
    socket.on('pong', () => {
      this.answeredPing = true;
    });
    socket.on('close', () => this.closed());
    // An oversized frame ends in an 'error' then a close; without a listener the error would bring the server down.
    socket.on('error', () => {});
    // A peer that has not answered the last ping by the next one is gone (or stuck): no close handshake with it.
    this.heartbeat = setInterval(() => {
      if (!this.answeredPing) return this.socket.terminate();
      this.answeredPing = false;
      this.socket.ping();
    }, this.limits.heartbeatMs);
    this.joinDeadline = setTimeout(() => {
      if (this.match === null) this.socket.close(CLOSE_POLICY, 'join-timeout');
    }, this.limits.joinTimeoutMs);
  }

  private closed(): void {
    clearInterval(this.heartbeat);
    clearTimeout(this.joinDeadline);
    if (this.lagCheck) clearInterval(this.lagCheck);
    this.unsubscribe?.();
    if (this.match !== null) this.ctx.presence.leave(this.match, this.member);
  }

  private receive(data: RawData): void {
    if (!this.frames.take() || !this.address.frames.take() || this.waiting >= this.ctx.frameRate.burst) {
      this.drop('too many frames: this one and the next ones are dropped until the pace slows down');
      return;
    }
    const bytes = Array.isArray(data) ? Buffer.concat(data) : Buffer.isBuffer(data) ? data : Buffer.from(data);
    const received = this.read(bytes.toString('utf8'));
    if (received.kind === 'join' && (!this.joins.take() || !this.address.joins.take())) {
      this.drop('too many joins: this one is dropped; join again in a few seconds');
      return;
    }
    this.limited = false;
    this.waiting += 1;
    this.work = this.work
      .then(() => (received.kind === 'refused' ? undefined : this.ctx.turns.turn(received.kind)))
      .then(() => this.handle(received))
      .catch((e) => {
        this.ctx.log.error({ err: e, match: this.match }, 'frame failed');
        this.error('internal', 'the server failed on this frame; it is logged');
      })
      .finally(() => {
        this.waiting -= 1;
      });
  }

  /** The frame's JSON and kind, or why it is refused; nested too deep is refused before it is parsed. */
  private read(text: string): Received {
    if (nestsDeeperThan(text, this.limits.jsonDepth))
      return { kind: 'refused', code: 'too-deep', message: tooDeepMessage(this.limits.jsonDepth) };
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      return { kind: 'refused', code: 'bad-json', message: 'the frame is not JSON' };
    }
    if (typeof json !== 'object' || json === null || Array.isArray(json))
      return { kind: 'refused', code: 'bad-frame', message: 'a frame is a JSON object with a "t" field' };
    return { kind: (json as { t?: unknown }).t === 'join' ? 'join' : 'frame', json };
  }

  private drop(message: string): void {
    const now = performance.now();
    if (now - this.windowStart > ABUSE_WINDOW_MS) {
      this.windowStart = now;
      this.dropped = 0;
    }
    this.dropped += 1;
    if (this.dropped > ABUSE_LIMIT) {
      this.ctx.mistakes.note('flooding', 'closed after sustained flooding', this.ip);
      this.socket.close(CLOSE_POLICY, 'rate limit exceeded');
      return;
    }
    if (this.limited) return;
    this.limited = true;
    this.error('rate-limited', message);
  }

  private async handle(received: Received): Promise<void> {
    if (this.socket.readyState !== this.socket.OPEN) return;
    if (received.kind === 'refused') return this.error(received.code, received.message);
    const t = (received.json as { t?: unknown }).t;
    if (typeof t !== 'string' || !FRAME_TYPES.has(t))
      return this.error(
        'unknown-frame',
        `unknown frame type ${clip(JSON.stringify(t) ?? 'none')} (known: ${[...FRAME_TYPES].join(', ')})`,
      );
    const parsed = ClientFrame.safeParse(received.json);
    if (!parsed.success) return this.error('bad-frame', clip(describeIssue(`${t} frame field`, parsed.error)));
    const frame = parsed.data;
    switch (frame.t) {
      case 'join':
        return this.join(frame);
      case 'command':
        return this.command(frame);
      case 'table':
        return this.table(frame);
      case 'ping':
        return this.send({ t: 'pong' });
      case 'chat':
        return this.chat(frame.text);
    }
  }

  private async join(frame: JoinFrame): Promise<void> {
    if (this.match !== null && this.match !== frame.match)
      return this.error('other-match', `this connection follows match ${this.match}; open another for ${frame.match}`);
    if (frame.seat === undefined && frame.token !== undefined)
      return this.error('bad-frame', 'join frame field seat: a token needs the seat it holds');
    // Asked before the match is loaded: nothing may be awaited between loading it and reading it.
    const token =
      frame.token ??
      (frame.seat === undefined ? undefined : await this.ctx.identity?.seatKey(this.cookie, frame.match, frame.seat));
    const found = await this.service.prepare(frame.match);
    if (!found.ok) return this.error(found.error.code as ErrorCode, found.error.message);
    // Closed while the join waited its turn or the store: a subscription now would never be undone.
    if (this.socket.readyState !== this.socket.OPEN) return this.service.forgetIfDone(frame.match);
    const viewer: Viewer = frame.seat ?? 'spectator';
    const before = { seats: [...this.tokens.keys()], watching: this.sent.has('spectator') };
    if (frame.seat !== undefined) {
      const held = this.service.checkSeat(frame.match, frame.seat, token);
      if (!held.ok) {
        // The join may have loaded a finished match for nothing: it need not stay in memory.
        this.service.forgetIfDone(frame.match);
        return this.error(held.error.code as ErrorCode, held.error.message);
      }
      this.tokens.set(frame.seat, token as string);
    }
    this.match = frame.match;
    this.unsubscribe ??= this.service.subscribe(frame.match, (timedOut) => this.pushAll(timedOut));
    this.sent.set(viewer, frame.since);
    this.push(viewer);
    this.ctx.presence.enter(frame.match, this.member, frame.seat ?? null, before);
    const history = await this.ctx.chat.history(frame.match, this.tokens.size > 0);
    if (history.length > 0) this.send({ t: 'chat', messages: history });
  }

  /** A chat message: a seat's connection writes to the players' channel, a spectator's to the spectators'. */
  private async chat(raw: string): Promise<void> {
    if (this.match === null)
      return this.error('chat-not-joined', 'join the match, as a seat or a spectator, before writing in its chat');
    const text = cleanText(raw);
    if (!text.ok) return this.error(text.error.code, text.error.message);
    const paced = this.chatPace.take();
    if (!paced.ok) return this.error(paced.error.code, paced.error.message);
    const seat = this.tokens.keys().next().value ?? null;
    const posted = await this.ctx.chat.post(this.match, seat, text.value);
    if (!posted.ok) this.error(posted.error.code, posted.error.message);
  }

  private async command(frame: CommandFrame): Promise<void> {
    const token = this.tokens.get(frame.seat);
    if (this.match === null || token === undefined)
      return this.reject(frame.id, {
        code: 'not-joined',
        rule: 'protocol',
        message: `join as seat ${frame.seat}, with its token, before sending its commands`,
      });
    const r = await this.service.submit(this.match, frame.seat, token, frame.command, frame.version);
    if (r.ok) this.send({ t: 'ack', id: frame.id, n: r.value.n });
    else this.reject(frame.id, r.error);
  }

  /** A table action (resign, draw offers) of a joined seat, acknowledged once committed like a command. */
  private async table(frame: Extract<ClientFrame, { t: 'table' }>): Promise<void> {
    const token = this.tokens.get(frame.seat);
    if (this.match === null || token === undefined)
      return this.reject(frame.id, {
        code: 'not-joined',
        rule: 'protocol',
        message: `join as seat ${frame.seat}, with its token, before acting for it`,
      });
    const r = await this.service.act(this.match, frame.seat, token, frame.action);
    if (r.ok) this.send({ t: 'ack', id: frame.id, n: r.value.n });
    else this.reject(frame.id, r.error);
  }

  private pushAll(timedOut?: SeatId): void {
    this.dropRotated();
    for (const viewer of this.sent.keys()) this.push(viewer);
    if (timedOut !== undefined && this.match !== null)
      this.send({ t: 'timed-out', seat: timedOut, version: this.service.version(this.match) });
  }

  /** A seat whose token was replaced since it joined (POST .../token) leaves this connection, which is told. */
  private dropRotated(): void {
    if (this.match === null) return;
    for (const [seat, token] of this.tokens) {
      const held = this.service.checkSeat(this.match, seat, token);
      if (held.ok || held.error.code !== 'bad-token') continue;
      this.tokens.delete(seat);
      this.sent.delete(seat);
      this.error('token-rotated', `seat ${seat} has a new token: this connection no longer acts for it or sees it`);
      this.ctx.presence.leaveSeat(this.match, this.member);
    }
  }

  /** A state frame for one viewer, carrying the events it has not been sent yet. */
  /**
   * A state frame for one viewer, carrying the events it has not been sent yet; none while the client is behind
   * (its `sent` stays where it was, so the frame it gets once caught up carries everything it missed).
   */
  private push(viewer: Viewer): void {
    if (this.match === null || this.socket.readyState !== this.socket.OPEN) return;
    if (this.isBehind()) return;
    const since = this.sent.get(viewer) ?? 0;
    this.send(this.service.stateFor(this.match, viewer, since));
    this.sent.set(viewer, Math.max(since, this.service.lastEvent(this.match)));
  }

  /** Whether more than sendBufferBytes wait to leave; if so, the watch for it catching up (or not) is on. */
  private isBehind(): boolean {
    if (this.socket.bufferedAmount <= this.limits.sendBufferBytes) return false;
    if (this.lagCheck === null) {
      this.behindSince = performance.now();
      const every = Math.max(5, Math.min(100, this.limits.maxLagMs / 10));
      this.lagCheck = setInterval(() => this.checkLag(), every);
    }
    return true;
  }

  private checkLag(): void {
    if (this.socket.readyState !== this.socket.OPEN) {
      this.stopLagCheck();
      return;
    }
    if (this.socket.bufferedAmount <= this.limits.sendBufferBytes) {
      this.stopLagCheck();
      // Caught up: one fresh state frame for each viewer, from the last event it was sent.
      for (const viewer of this.sent.keys()) this.push(viewer);
      return;
    }
    if (performance.now() - (this.behindSince ?? 0) > this.limits.maxLagMs) this.tooSlow();
  }

  private stopLagCheck(): void {
    if (this.lagCheck) clearInterval(this.lagCheck);
    this.lagCheck = null;
    this.behindSince = null;
  }

  /** The close frame waits behind what is queued; ws ends the socket if the handshake does not finish in 30 s. */
  private tooSlow(): void {
    this.stopLagCheck();
    this.ctx.mistakes.note('too-slow', `${this.socket.bufferedAmount} bytes waiting`, this.ip);
    this.socket.close(CLOSE_TOO_SLOW, 'too-slow');
  }

  private reject(id: string, violation: RuleViolation): void {
    this.send({ t: 'rejected', id, violation });
  }

  private error(code: ErrorCode, message: string): void {
    if (code !== 'internal') this.ctx.mistakes.note(code, message, this.ip);
    this.send({ t: 'error', code, message });
  }

  /** Small frames (acks, refusals, pongs) are sent even while behind, but count towards sendBufferHardBytes. */
  private send(frame: ServerFrame): void {
    if (this.socket.readyState !== this.socket.OPEN) return;
    if (this.socket.bufferedAmount > this.limits.sendBufferHardBytes) {
      this.tooSlow();
      return;
    }
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
