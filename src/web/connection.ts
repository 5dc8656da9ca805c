/**
 * One WebSocket link to a match for one viewer (a seat with its token, or a spectator), as wire.ts describes:
 * join with `since` = the last event seen, merge the events of every 'state' frame, send commands and match each
 * ack or rejection to its command, and re-join after a drop with growing pauses. A join the server refuses for
 * good (a token that does not hold the seat, no such match or seat, a match that expired) ends the link: trying
 * again cannot help. When a frame says events are missing (it carries only the newest), the link fetches them from
 * GET /api/matches/:id/events, oldest page first, so the log is whole again.
 */
import type {
  ChatMessage,
  ClientFrame,
  ClockView,
  Dice,
  EventsPageBody,
  NumberedEvent,
  ServerFrame,
  TableView,
} from '../server/wire.js';
import { mergeEvents } from './events.js';
import type { LocalStore } from './storage.js';

export type LinkState = 'connecting' | 'open' | 'retrying' | 'closed' | 'refused';

/** Error codes (docs/protocol.md) that refuse the join itself: the link stops instead of joining again. */
export const REFUSED_JOIN: ReadonlySet<string> = new Set([
  'bad-token',
  // The seat's token was replaced while joined: the one this link holds will never open it again.
  'token-rotated',
  'unknown-match',
  'unknown-seat',
  'bot-seat',
  'other-match',
  'expired',
]);

/** What the viewer knows of the match, from the latest 'state' frame plus every event seen. */
export interface Feed {
  as: string;
  view: unknown;
  events: NumberedEvent[];
  pending: string[];
  legal: unknown;
  outcome: unknown;
  deadline: number | null;
  /** Every running clock's deadline, seat -> epoch ms. */
  deadlines: Record<string, number>;
  /** Commands applied to the match so far (null before the first frame of this visit). */
  version: number | null;
  /** The commitment to the match's seed, and the seed once shown (null before the first frame of this visit). */
  dice: Dice | null;
  /** The match's clock: who it waits for, the time banks, whose time is low (null before the first frame). */
  clock: ClockView | null;
  /** Resignations and the open draw offer (null before the first frame). */
  table: TableView | null;
  /** The rematch, once somebody asked for it. */
  rematch: string | null;
  /** Seat -> the person's display name, where known (bots in their words). */
  names: Record<string, string>;
}

type StateFrame = Extract<ServerFrame, { t: 'state' }>;
export type PresenceView = Omit<Extract<ServerFrame, { t: 'presence' }>, 't'>;
export type SeatNotice = Omit<Extract<ServerFrame, { t: 'notice' }>, 't'> & { at: number };

/** Chat messages merged by number (a join again repeats the history), oldest first. */
export function mergeChat(known: readonly ChatMessage[], more: readonly ChatMessage[]): ChatMessage[] {
  const byN = new Map(known.map((m) => [m.n, m]));
  for (const m of more) byN.set(m.n, m);
  return [...byN.values()].sort((x, y) => x.n - y.n);
}
export type Violation = Extract<ServerFrame, { t: 'rejected' }>['violation'];
export type CommandResult = { ok: true; n: number } | { ok: false; violation: Violation };

export function applyState(feed: Feed | null, frame: StateFrame): Feed {
  return {
    as: frame.as,
    view: frame.view,
    events: mergeEvents(feed?.events ?? [], frame.events),
    pending: frame.pending,
    legal: frame.legal,
    outcome: frame.outcome,
    deadline: frame.deadline ?? null,
    deadlines: frame.deadlines ?? {},
    version: frame.version ?? null,
    dice: frame.dice ?? null,
    clock: frame.clock ?? null,
    table: frame.table ?? null,
    rematch: frame.rematch ?? null,
    names: frame.names ?? {},
  };
}

/** Pause before re-join attempt `attempt` (0 = first): 0.5 s doubling up to 15 s. */
export const retryDelay = (attempt: number): number => Math.min(15_000, 500 * 2 ** attempt);

export const PING_EVERY_MS = 20_000;

/** The subset of the browser's WebSocket a link uses. */
export type SocketLike = Pick<WebSocket, 'readyState' | 'send' | 'close' | 'onopen' | 'onmessage' | 'onclose'>;

export interface LinkOptions {
  url: string;
  match: string;
  /** Absent for a spectator. */
  seat?: string;
  token?: string;
  /** Remembers the events seen; without it the link starts from event 0 (a replay). */
  store?: LocalStore;
  onChange: () => void;
  openSocket?: (url: string) => SocketLike;
  /** Where the HTTP routes are: '' (the default) for the page's own server, or an origin like http://host:port. */
  api?: string;
}

const OPEN = 1;
/** Orders 'state' frames across the links of one page, so the freshest `pending` can be told. */
let stamps = 0;

export class MatchLink {
  state: LinkState = 'connecting';
  feed: Feed | null = null;
  /** The last error frame or failure, for display. */
  error: string | null = null;
  /**
   * The latest seat whose clock ran out while this link was open, and the match's version after its default; for
   * this link's own seat it clears at the seat's next decision (a command of its own acknowledged).
   */
  timedOut: { seat: string; version: number } | null = null;
  /** Who is connected to the match, from the latest presence frame (null before the first). */
  presence: PresenceView | null = null;
  /** Notices about seats (joined, a second connection), oldest first. */
  notices: SeatNotice[] = [];
  /** The chat messages this viewer may read. */
  chat: ChatMessage[] = [];
  /** Why the last chat message was refused (a chat-* error), until the next one goes through. */
  chatError: string | null = null;
  /** Why the server refused the join, when it did (state 'refused'). */
  refusal: { code: string; message: string } | null = null;
  /** Increases with every 'state' frame any link receives; 0 before the first. */
  stamp = 0;
  /** Events before `since` were seen on an earlier visit but could not be kept: the log starts part-way. */
  partial = false;
  private socket: SocketLike | null = null;
  private attempt = 0;
  private since = 0;
  private stopped = false;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private pingTimer: ReturnType<typeof setInterval> | null = null;
  private nextId = 1;
  private readonly waiting = new Map<string, (r: CommandResult) => void>();
  /** Missing events are fetched one range after another; a reload starts a new generation and drops the old. */
  private filling: Promise<void> = Promise.resolve();
  private generation = 0;
  /** Ranges of missing events queued or being fetched. */
  private gaps = 0;

  constructor(private readonly opts: LinkOptions) {
    const seen = opts.store?.seen(opts.match, this.viewer);
    if (seen) {
      this.since = seen.since;
      this.partial = seen.events === null && seen.since > 0;
      if (seen.events && seen.events.length > 0)
        this.feed = {
          as: this.viewer,
          view: null,
          events: seen.events,
          pending: [],
          legal: null,
          outcome: null,
          deadline: null,
          deadlines: {},
          version: null,
          dice: null,
          clock: null,
          table: null,
          rematch: null,
          names: {},
        };
    }
  }

  get viewer(): string {
    return this.opts.seat ?? 'spectator';
  }

  /** Earlier events a frame said were missing are still being fetched (a replay waits for them). */
  get fetchingEarlier(): boolean {
    return this.gaps > 0;
  }

  /** The view has arrived from the server on this visit (a cached log alone has no view). */
  get ready(): boolean {
    return this.feed !== null && this.feed.view !== null;
  }

  start(): void {
    this.stopped = false;
    this.refusal = null;
    this.connect();
  }

  stop(): void {
    this.stopped = true;
    this.clearTimers();
    this.socket?.close();
    this.socket = null;
    this.setState('closed');
    this.failWaiting('the page left the match');
  }

  /** Starts over from event 0 (after a partial log). */
  reload(): void {
    this.since = 0;
    this.partial = false;
    this.feed = null;
    this.generation += 1;
    this.socket?.close();
  }

  command(command: unknown): Promise<CommandResult> {
    const seat = this.opts.seat;
    if (!seat || !this.socket || this.socket.readyState !== OPEN)
      return Promise.resolve({
        ok: false,
        violation: { code: 'offline', rule: 'protocol', message: 'not connected: wait for the link to come back' },
      });
    // The command answers the latest state this link holds; the server refuses it if the match has moved on since.
    const version = this.feed?.view != null ? this.feed.version : null;
    if (version === null)
      return Promise.resolve({
        ok: false,
        violation: { code: 'offline', rule: 'protocol', message: 'the match state has not arrived yet: wait for it' },
      });
    const id = `c${this.nextId++}`;
    return this.ask({ t: 'command', id, seat, command, version }).then((r) => {
      if (r.ok && this.timedOut?.seat === seat) {
        this.timedOut = null;
        this.opts.onChange();
      }
      return r;
    });
  }

  /** A table action of this link's seat (docs/protocol.md, "Resign and draw offers"). */
  table(action: Extract<ClientFrame, { t: 'table' }>['action']): Promise<CommandResult> {
    const seat = this.opts.seat;
    if (!seat || !this.socket || this.socket.readyState !== OPEN)
      return Promise.resolve({
        ok: false,
        violation: { code: 'offline', rule: 'protocol', message: 'not connected: wait for the link to come back' },
      });
    return this.ask({ t: 'table', id: `t${this.nextId++}`, seat, action });
  }

  /** Sends a chat message; false when not connected (nothing is sent). */
  say(text: string): boolean {
    if (this.socket?.readyState !== OPEN) {
      this.chatError = 'not connected: wait for the link to come back';
      this.opts.onChange();
      return false;
    }
    this.chatError = null;
    this.send({ t: 'chat', id: `m${this.nextId++}`, text });
    return true;
  }

  /** Sends a frame the server answers with an ack or a rejection bearing its id. */
  private ask(frame: Extract<ClientFrame, { id: string }>): Promise<CommandResult> {
    return new Promise((resolve) => {
      this.waiting.set(frame.id, resolve);
      this.send(frame);
    });
  }

  private connect(): void {
    if (this.stopped) return;
    this.setState(this.attempt === 0 ? 'connecting' : 'retrying');
    const open = this.opts.openSocket ?? ((url: string) => new WebSocket(url));
    const ws = open(this.opts.url);
    this.socket = ws;
    ws.onopen = () => {
      const { match, seat, token } = this.opts;
      this.send({ t: 'join', match, since: this.since, ...(seat ? { seat } : {}), ...(token ? { token } : {}) });
      this.pingTimer = setInterval(() => this.send({ t: 'ping' }), PING_EVERY_MS);
    };
    ws.onmessage = (ev) => {
      if (typeof ev.data === 'string') this.receive(ev.data);
    };
    ws.onclose = () => {
      if (this.socket !== ws) return;
      this.socket = null;
      this.clearTimers();
      this.failWaiting('the link dropped before the server answered; check the match state before resending');
      if (this.stopped) return;
      this.setState('retrying');
      this.retryTimer = setTimeout(() => this.connect(), retryDelay(this.attempt++));
    };
  }

  private receive(text: string): void {
    let frame: ServerFrame;
    try {
      frame = JSON.parse(text) as ServerFrame;
    } catch {
      this.error = 'the server sent something that is not JSON';
      this.opts.onChange();
      return;
    }
    switch (frame.t) {
      case 'state': {
        this.feed = applyState(this.feed, frame);
        this.stamp = ++stamps;
        const last = this.feed.events[this.feed.events.length - 1];
        if (last) this.since = Math.max(this.since, last.n);
        this.opts.store?.saveSeen(this.opts.match, this.viewer, this.feed.events);
        this.attempt = 0;
        this.error = null;
        this.setState('open');
        if (frame.missing) this.fetchMissing(frame.missing);
        return;
      }
      case 'ack':
      case 'rejected': {
        const resolve = this.waiting.get(frame.id);
        this.waiting.delete(frame.id);
        resolve?.(frame.t === 'ack' ? { ok: true, n: frame.n } : { ok: false, violation: frame.violation });
        this.opts.onChange();
        return;
      }
      case 'error':
        if (frame.code.startsWith('chat-')) {
          this.chatError = frame.message;
          this.opts.onChange();
          return;
        }
        this.error = `${frame.message} (${frame.code})`;
        if (REFUSED_JOIN.has(frame.code)) this.refuse(frame.code, frame.message);
        else this.opts.onChange();
        return;
      case 'timed-out':
        this.timedOut = { seat: frame.seat, version: frame.version };
        this.opts.onChange();
        return;
      case 'pong':
        return;
      case 'presence':
        this.presence = { connected: frame.connected, spectators: frame.spectators };
        this.opts.onChange();
        return;
      case 'notice':
        this.notices = [...this.notices.slice(-19), { code: frame.code, seat: frame.seat, at: Date.now() }];
        this.opts.onChange();
        return;
      case 'chat':
        this.chat = mergeChat(this.chat, frame.messages);
        this.opts.onChange();
        return;
    }
  }

  /** Queues the fetch of the events numbered in (after, upTo], after any fetch already under way. */
  private fetchMissing(range: { after: number; upTo: number }): void {
    const generation = this.generation;
    this.gaps += 1;
    this.filling = this.filling
      .then(() => this.fill(range, generation))
      .finally(() => {
        this.gaps -= 1;
        this.opts.onChange();
      });
  }

  /** Fetches pages from `after` until they reach `upTo`, merging each into the log as it comes. */
  private async fill({ after, upTo }: { after: number; upTo: number }, generation: number): Promise<void> {
    const { match, seat, token } = this.opts;
    // A seat without a token here is the signed-in account's: the session cookie goes with the request.
    const headers: Record<string, string> = seat
      ? { 'x-seat': seat, ...(token ? { authorization: `Bearer ${token}` } : {}) }
      : {};
    let from: number | null = after;
    while (from !== null && from < upTo) {
      let page: EventsPageBody;
      try {
        const res = await fetch(
          `${this.opts.api ?? ''}/api/matches/${encodeURIComponent(match)}/events?after=${from}`,
          {
            headers,
          },
        );
        if (!res.ok) throw new Error(`the server answered ${res.status}`);
        page = (await res.json()) as EventsPageBody;
      } catch (e) {
        if (generation !== this.generation || this.stopped) return;
        // The log has a gap: the page offers to load it whole again.
        this.partial = true;
        this.error = `earlier events could not be loaded (${(e as Error).message})`;
        this.opts.onChange();
        return;
      }
      if (generation !== this.generation || this.stopped || !this.feed) return;
      this.feed = { ...this.feed, events: mergeEvents(this.feed.events, page.events) };
      this.opts.store?.saveSeen(this.opts.match, this.viewer, this.feed.events);
      this.opts.onChange();
      from = page.next;
    }
  }

  /** The join was refused for good: no more attempts on this visit. */
  private refuse(code: string, message: string): void {
    this.refusal = { code, message };
    this.stopped = true;
    this.clearTimers();
    const ws = this.socket;
    this.socket = null;
    ws?.close();
    this.failWaiting(`the server refused to join: ${message}`);
    this.setState('refused');
  }

  private send(frame: ClientFrame): void {
    if (this.socket?.readyState === OPEN) this.socket.send(JSON.stringify(frame));
  }

  private setState(s: LinkState): void {
    this.state = s;
    this.opts.onChange();
  }

  private clearTimers(): void {
    if (this.retryTimer) clearTimeout(this.retryTimer);
    if (this.pingTimer) clearInterval(this.pingTimer);
    this.retryTimer = null;
    this.pingTimer = null;
  }

  private failWaiting(message: string): void {
    for (const resolve of this.waiting.values())
      resolve({ ok: false, violation: { code: 'offline', rule: 'protocol', message } });
    this.waiting.clear();
  }
}

/** The match socket's address on the page's own host. */
export const socketUrl = (loc: Pick<Location, 'protocol' | 'host'>): string =>
  `${loc.protocol === 'https:' ? 'wss' : 'ws'}://${loc.host}/ws`;
