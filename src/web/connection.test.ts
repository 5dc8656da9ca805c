import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import WebSocket, { WebSocketServer } from 'ws';
import type { ClientFrame, EventsPageBody, ServerFrame } from '../server/wire.js';
import { applyState, MatchLink, retryDelay, type SocketLike, socketUrl } from './connection.js';
import { LocalStore, memoryKeyValue } from './storage.js';

/**
 * The link runs over real WebSockets (the ws package's client, which has the browser's interface) to a real
 * WebSocket server on loopback that the test scripts: each connection it accepts is a Peer the test answers as the
 * Ludus server would, frame by frame. Only the link's own timers (retries, pings) are faked, to step through them.
 * A real HTTP server on loopback answers GET /api/matches/:id/events with the pages a test gives it.
 */
class Peer {
  readonly received: ClientFrame[] = [];
  closed = false;

  constructor(readonly socket: WebSocket) {
    socket.on('message', (data) => this.received.push(JSON.parse(String(data)) as ClientFrame));
    socket.on('close', () => {
      this.closed = true;
    });
  }

  /** Sends a frame, and waits until the link has had it. */
  async frame(f: ServerFrame): Promise<void> {
    await new Promise<void>((done, fail) => this.socket.send(JSON.stringify(f), (e) => (e ? fail(e) : done())));
    await settle();
  }

  /** The server ends the connection abruptly, as a crash or a lost network would. */
  async drop(): Promise<void> {
    this.socket.terminate();
    await settle();
  }

  /** The `i`th frame the link sent on this connection, once it has arrived. */
  async sent(i: number): Promise<ClientFrame> {
    await until(() => this.received.length > i, `frame ${i} from the link`);
    return this.received[i] as ClientFrame;
  }
}

let server: WebSocketServer;
let url = '';
const peers: Peer[] = [];

/** The events route's side: the pages by `after`, and every request it had (address and headers). */
let http: Server;
let api = '';
let pages = new Map<number, EventsPageBody>();
const requests: { url: string; headers: IncomingHttpHeaders }[] = [];

beforeAll(async () => {
  server = new WebSocketServer({ host: '127.0.0.1', port: 0 });
  await new Promise<void>((done) => server.once('listening', () => done()));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('the test server has no port');
  url = `ws://127.0.0.1:${address.port}/ws`;
  server.on('connection', (socket) => peers.push(new Peer(socket)));
  http = createServer((req, res) => {
    requests.push({ url: req.url ?? '', headers: req.headers });
    const after = Number(new URL(req.url ?? '', 'http://x').searchParams.get('after'));
    const page = pages.get(after);
    res.writeHead(page ? 200 : 404, { 'content-type': 'application/json' });
    res.end(JSON.stringify(page ?? { code: 'not-found', message: `no page after ${after}` }));
  });
  await new Promise<void>((done) => http.listen(0, '127.0.0.1', () => done()));
  const where = http.address();
  if (where === null || typeof where === 'string') throw new Error('the test HTTP server has no port');
  api = `http://127.0.0.1:${where.port}`;
});
afterAll(async () => {
  for (const client of server.clients) client.terminate();
  await new Promise<void>((done) => server.close(() => done()));
  await new Promise<void>((done) => http.close(() => done()));
});

/** Lets real I/O happen (setImmediate is not among the faked timers). */
const tick = () => new Promise<void>((done) => setImmediate(done));

async function until(test: () => boolean, what: string): Promise<void> {
  for (let i = 0; i < 2000; i++) {
    if (test()) return;
    await tick();
  }
  throw new Error(`waited in vain for ${what}`);
}

/** A few turns of real I/O, so frames in flight arrive. */
async function settle(): Promise<void> {
  for (let i = 0; i < 20; i++) await tick();
}

const state = (ns: number[], extra: Partial<Extract<ServerFrame, { t: 'state' }>> = {}): ServerFrame => ({
  t: 'state',
  match: 'm1',
  as: 'a',
  view: { turn: 1 },
  events: ns.map((n) => ({ n, event: { text: `e${n}` } })),
  pending: ['a'],
  legal: { seat: 'a', commands: [], complete: true },
  outcome: null,
  ...extra,
});

function setup(store = new LocalStore(memoryKeyValue())) {
  const sockets: SocketLike[] = [];
  const first = peers.length;
  const onChange = vi.fn();
  const link = new MatchLink({
    url,
    match: 'm1',
    seat: 'a',
    token: 'tok',
    store,
    onChange,
    api,
    openSocket: (to) => {
      const s = new WebSocket(to) as unknown as SocketLike;
      sockets.push(s);
      return s;
    },
  });
  /** The server's side of the link's `i`th connection, once accepted and open on both ends. */
  const peer = async (i: number): Promise<Peer> => {
    await until(() => peers.length > first + i && sockets[i]?.readyState === 1, `connection ${i} to open`);
    await settle();
    return peers[first + i] as Peer;
  };
  return { link, sockets, store, onChange, peer };
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('joining and resuming', () => {
  it('joins with the seat, its token and since = 0 the first time', async () => {
    const { link, peer } = setup();
    link.start();
    expect(link.state).toBe('connecting');
    const server = await peer(0);
    expect(await server.sent(0)).toEqual({ t: 'join', match: 'm1', seat: 'a', token: 'tok', since: 0 });
    link.stop();
  });

  it('after a reload, re-joins from the last event seen and keeps the earlier log', async () => {
    const first = setup();
    first.link.start();
    await (await first.peer(0)).frame(state([1, 2, 3]));
    first.link.stop();

    const again = setup(first.store);
    expect(again.link.feed?.events.map((e) => e.n)).toEqual([1, 2, 3]);
    expect(again.link.ready).toBe(false);
    again.link.start();
    const server = await again.peer(0);
    expect(await server.sent(0)).toMatchObject({ t: 'join', since: 3 });
    await server.frame(state([4]));
    expect(again.link.ready).toBe(true);
    expect(again.link.feed?.events.map((e) => e.n)).toEqual([1, 2, 3, 4]);
    again.link.stop();
  });

  it('after a drop, reconnects with growing pauses and resumes from the last event', async () => {
    const { link, sockets, peer } = setup();
    link.start();
    const one = await peer(0);
    await one.frame(state([1, 2]));
    expect(link.state).toBe('open');
    await one.drop();
    expect(link.state).toBe('retrying');
    vi.advanceTimersByTime(retryDelay(0));
    expect(sockets).toHaveLength(2);
    await (await peer(1)).drop();
    vi.advanceTimersByTime(retryDelay(1) - 1);
    expect(sockets).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(3);
    const three = await peer(2);
    expect(await three.sent(0)).toMatchObject({ since: 2 });
    await three.frame(state([2, 3]));
    expect(link.state).toBe('open');
    expect(link.feed?.events.map((e) => e.n)).toEqual([1, 2, 3]);
    link.stop();
  });

  it('stops for good when the page leaves', async () => {
    const { link, sockets, peer } = setup();
    link.start();
    const server = await peer(0);
    link.stop();
    expect(link.state).toBe('closed');
    await until(() => server.closed, 'the connection to close');
    vi.advanceTimersByTime(60_000);
    await settle();
    expect(sockets).toHaveLength(1);
  });

  it('pings while open', async () => {
    const { link, peer } = setup();
    link.start();
    const server = await peer(0);
    await server.sent(0);
    vi.advanceTimersByTime(20_000);
    expect(await server.sent(1)).toEqual({ t: 'ping' });
    link.stop();
  });

  it('shows error frames, and keeps going after one that does not refuse the join', async () => {
    const { link, peer } = setup();
    link.start();
    const server = await peer(0);
    await server.frame({ t: 'error', code: 'rate-limited', message: 'too many frames' });
    expect(link.error).toBe('too many frames (rate-limited)');
    expect(link.state).toBe('connecting');
    await server.frame(state([1]));
    expect(link.state).toBe('open');
    expect(link.error).toBeNull();
    link.stop();
  });

  it.each(['bad-token', 'unknown-match', 'unknown-seat', 'bot-seat', 'token-rotated'])(
    'stops for good when the server refuses the join (%s)',
    async (code) => {
      const { link, sockets, peer } = setup();
      link.start();
      const server = await peer(0);
      const inFlight = link.command({ type: 'hold' });
      await server.frame({ t: 'error', code, message: 'no seat for you' });
      expect(link.state).toBe('refused');
      expect(link.refusal).toEqual({ code, message: 'no seat for you' });
      expect(link.error).toBe(`no seat for you (${code})`);
      await until(() => server.closed && sockets[0]?.readyState === 3, 'the link to close its socket');
      expect(await inFlight).toMatchObject({ ok: false, violation: { code: 'offline' } });
      vi.advanceTimersByTime(120_000);
      await settle();
      expect(sockets).toHaveLength(1);
      expect(server.received.filter((f) => f.t === 'join')).toHaveLength(1);
    },
  );
});

describe('missing events', () => {
  const numbered = (ns: number[]) => ns.map((n) => ({ n, event: { text: `e${n}` } }));

  it('fetches the events a frame left out, oldest page first, as its seat, until the log is whole', async () => {
    const first = setup();
    first.link.start();
    await (await first.peer(0)).frame(state([1, 2, 3]));
    first.link.stop();

    // A reload: the link re-joins from event 3; the server sends only the newest events and says 4..7 are missing.
    pages = new Map([
      [3, { events: numbered([4, 5]), next: 5 }],
      [5, { events: numbered([6, 7, 8, 9]), next: null }],
    ]);
    requests.length = 0;
    const again = setup(first.store);
    again.link.start();
    const server = await again.peer(0);
    await server.frame(state([8, 9], { missing: { after: 3, upTo: 7 } }));
    await until(() => !again.link.fetchingEarlier, 'the missing pages');
    expect(again.link.feed?.events.map((e) => e.n)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(requests.map((r) => r.url)).toEqual(['/api/matches/m1/events?after=3', '/api/matches/m1/events?after=5']);
    expect(requests[0]?.headers).toMatchObject({ authorization: 'Bearer tok', 'x-seat': 'a' });
    // Kept for the next visit too.
    expect(first.store.seen('m1', 'a')).toMatchObject({ since: 9 });
    expect(first.store.seen('m1', 'a').events?.map((e) => e.n)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(again.link.partial).toBe(false);
    again.link.stop();
  });

  it('says the log has a gap when a page cannot be had, and offers to load it whole', async () => {
    pages = new Map();
    const { link, peer } = setup();
    link.start();
    await (await peer(0)).frame(state([5], { missing: { after: 0, upTo: 4 } }));
    await until(() => link.partial, 'the failed page');
    expect(link.error).toMatch(/earlier events could not be loaded/);
    expect(link.feed?.events.map((e) => e.n)).toEqual([5]);
    link.stop();
  });
});

describe('time-outs', () => {
  it('keeps the latest seat whose clock ran out, and tells the page', async () => {
    const { link, peer, onChange } = setup();
    link.start();
    const server = await peer(0);
    await server.frame(state([1]));
    expect(link.timedOut).toBeNull();
    const heard = onChange.mock.calls.length;
    await server.frame({ t: 'timed-out', seat: 'a', version: 4 });
    expect(link.timedOut).toEqual({ seat: 'a', version: 4 });
    expect(onChange.mock.calls.length).toBeGreaterThan(heard);
    link.stop();
  });

  it("forgets its own seat's time-out at the seat's next decision, not at a refused one", async () => {
    const { link, peer } = setup();
    link.start();
    const server = await peer(0);
    await server.frame(state([1], { version: 4 }));
    await server.frame({ t: 'timed-out', seat: 'a', version: 4 });
    const refused = link.command({ type: 'order', order: 'Z' });
    const c1 = (await server.sent(1)) as Extract<ClientFrame, { t: 'command' }>;
    await server.frame({ t: 'rejected', id: c1.id, violation: { code: 'x', rule: '§6.3', message: 'no' } });
    await refused;
    expect(link.timedOut).toEqual({ seat: 'a', version: 4 });
    const played = link.command({ type: 'hold' });
    const c2 = (await server.sent(2)) as Extract<ClientFrame, { t: 'command' }>;
    await server.frame({ t: 'ack', id: c2.id, n: 9 });
    await played;
    expect(link.timedOut).toBeNull();
    link.stop();
  });
});

describe('table actions', () => {
  it('sends resign and draw answers for its seat, matched to their ack or rejection', async () => {
    const { link, peer } = setup();
    link.start();
    const server = await peer(0);
    await server.frame(state([1], { version: 2 }));
    const offered = link.table('offer-draw');
    const t1 = (await server.sent(1)) as Extract<ClientFrame, { t: 'table' }>;
    expect(t1).toMatchObject({ t: 'table', seat: 'a', action: 'offer-draw' });
    const violation = { code: 'offer-open', rule: 'protocol', message: "your side's draw offer is still open" };
    await server.frame({ t: 'rejected', id: t1.id, violation });
    expect(await offered).toEqual({ ok: false, violation });
    link.stop();
  });
});

describe('commands', () => {
  it('matches the ack and the rejection to their commands', async () => {
    const { link, peer } = setup();
    link.start();
    const server = await peer(0);
    await server.frame(state([1], { version: 3 }));
    const one = link.command({ type: 'hold' });
    const two = link.command({ type: 'order', order: 'Z' });
    const c1 = (await server.sent(1)) as Extract<ClientFrame, { t: 'command' }>;
    const c2 = (await server.sent(2)) as Extract<ClientFrame, { t: 'command' }>;
    expect(c1).toMatchObject({ t: 'command', seat: 'a', command: { type: 'hold' }, version: 3 });
    const violation = { code: 'unknown-standard', rule: '§6.3', message: 'Z is not a standard action' };
    await server.frame({ t: 'rejected', id: c2.id, violation });
    await server.frame({ t: 'ack', id: c1.id, n: 9 });
    expect(await one).toEqual({ ok: true, n: 9 });
    expect(await two).toEqual({ ok: false, violation });
    link.stop();
  });

  it('sends the version of the latest state it holds, and nothing before the first state', async () => {
    const { link, peer } = setup();
    link.start();
    const server = await peer(0);
    const early = await link.command({ type: 'hold' });
    expect(early).toMatchObject({ ok: false, violation: { code: 'offline' } });
    await server.frame(state([1], { version: 4 }));
    await server.frame(state([2], { version: 6 }));
    void link.command({ type: 'hold' });
    expect(await server.sent(1)).toEqual({ t: 'command', id: 'c1', seat: 'a', command: { type: 'hold' }, version: 6 });
    link.stop();
  });

  it('answers at once when offline, and fails commands in flight when the link drops', async () => {
    const { link, peer } = setup();
    link.start();
    expect((await link.command({ type: 'hold' })).ok).toBe(false);
    const server = await peer(0);
    await server.frame(state([1], { version: 0 }));
    const pending = link.command({ type: 'hold' });
    await server.sent(1);
    await server.drop();
    const r = await pending;
    expect(r.ok).toBe(false);
    link.stop();
  });
});

describe('helpers', () => {
  it('keeps the latest view, pending seats and legal while merging events', () => {
    const f1 = applyState(null, state([1]) as Extract<ServerFrame, { t: 'state' }>);
    const f2 = applyState(f1, state([2], { pending: [], deadline: 123 }) as Extract<ServerFrame, { t: 'state' }>);
    expect(f2).toMatchObject({ pending: [], deadline: 123 });
    expect(f2.events.map((e) => e.n)).toEqual([1, 2]);
  });

  it('waits longer after each failure, up to a ceiling', () => {
    expect([0, 1, 2, 3].map(retryDelay)).toEqual([500, 1000, 2000, 4000]);
    expect(retryDelay(20)).toBe(15_000);
  });

  it('uses wss on https pages', () => {
    expect(socketUrl({ protocol: 'https:', host: 'x.example' })).toBe('wss://x.example/ws');
    expect(socketUrl({ protocol: 'http:', host: 'localhost:5173' })).toBe('ws://localhost:5173/ws');
  });
});
