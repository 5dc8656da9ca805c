import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ClientFrame, ServerFrame } from '../server/wire.js';
import { applyState, MatchLink, retryDelay, type SocketLike, socketUrl } from './connection.js';
import { LocalStore, memoryKeyValue } from './storage.js';

/** A stand-in for the browser's WebSocket that records what is sent and lets a test play the server. */
class FakeSocket implements SocketLike {
  readyState = 0;
  sent: ClientFrame[] = [];
  onopen: SocketLike['onopen'] = null;
  onmessage: SocketLike['onmessage'] = null;
  onclose: SocketLike['onclose'] = null;
  send(data: string): void {
    this.sent.push(JSON.parse(data) as ClientFrame);
  }
  close(): void {
    this.drop();
  }
  open(): void {
    this.readyState = 1;
    this.onopen?.call(this as unknown as WebSocket, new Event('open'));
  }
  frame(f: ServerFrame): void {
    this.onmessage?.call(this as unknown as WebSocket, new MessageEvent('message', { data: JSON.stringify(f) }));
  }
  drop(): void {
    if (this.readyState === 3) return;
    this.readyState = 3;
    this.onclose?.call(this as unknown as WebSocket, new Event('close') as CloseEvent);
  }
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
  const sockets: FakeSocket[] = [];
  const onChange = vi.fn();
  const link = new MatchLink({
    url: 'ws://test/ws',
    match: 'm1',
    seat: 'a',
    token: 'tok',
    store,
    onChange,
    openSocket: () => {
      const s = new FakeSocket();
      sockets.push(s);
      return s;
    },
  });
  return { link, sockets, store, onChange };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('joining and resuming', () => {
  it('joins with the seat, its token and since = 0 the first time', () => {
    const { link, sockets } = setup();
    link.start();
    expect(link.state).toBe('connecting');
    sockets[0]?.open();
    expect(sockets[0]?.sent[0]).toEqual({ t: 'join', match: 'm1', seat: 'a', token: 'tok', since: 0 });
  });

  it('after a reload, re-joins from the last event seen and keeps the earlier log', () => {
    const first = setup();
    first.link.start();
    first.sockets[0]?.open();
    first.sockets[0]?.frame(state([1, 2, 3]));
    first.link.stop();

    const again = setup(first.store);
    expect(again.link.feed?.events.map((e) => e.n)).toEqual([1, 2, 3]);
    expect(again.link.ready).toBe(false);
    again.link.start();
    again.sockets[0]?.open();
    expect(again.sockets[0]?.sent[0]).toMatchObject({ t: 'join', since: 3 });
    again.sockets[0]?.frame(state([4]));
    expect(again.link.ready).toBe(true);
    expect(again.link.feed?.events.map((e) => e.n)).toEqual([1, 2, 3, 4]);
  });

  it('after a drop, reconnects with growing pauses and resumes from the last event', () => {
    const { link, sockets } = setup();
    link.start();
    sockets[0]?.open();
    sockets[0]?.frame(state([1, 2]));
    expect(link.state).toBe('open');
    sockets[0]?.drop();
    expect(link.state).toBe('retrying');
    vi.advanceTimersByTime(retryDelay(0));
    expect(sockets).toHaveLength(2);
    sockets[1]?.drop();
    vi.advanceTimersByTime(retryDelay(1) - 1);
    expect(sockets).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(3);
    sockets[2]?.open();
    expect(sockets[2]?.sent[0]).toMatchObject({ since: 2 });
    sockets[2]?.frame(state([2, 3]));
    expect(link.state).toBe('open');
    expect(link.feed?.events.map((e) => e.n)).toEqual([1, 2, 3]);
  });

  it('stops for good when the page leaves', () => {
    const { link, sockets } = setup();
    link.start();
    sockets[0]?.open();
    link.stop();
    expect(link.state).toBe('closed');
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(1);
  });

  it('pings while open', () => {
    const { link, sockets } = setup();
    link.start();
    sockets[0]?.open();
    vi.advanceTimersByTime(20_000);
    expect(sockets[0]?.sent.at(-1)).toEqual({ t: 'ping' });
  });

  it('shows error frames, and keeps going after one that does not refuse the join', () => {
    const { link, sockets } = setup();
    link.start();
    sockets[0]?.open();
    sockets[0]?.frame({ t: 'error', code: 'rate-limited', message: 'too many frames' });
    expect(link.error).toBe('too many frames (rate-limited)');
    expect(link.state).toBe('connecting');
    sockets[0]?.frame(state([1]));
    expect(link.state).toBe('open');
    expect(link.error).toBeNull();
  });

  it.each(['bad-token', 'unknown-match', 'unknown-seat', 'bot-seat'])(
    'stops for good when the server refuses the join (%s)',
    async (code) => {
      const { link, sockets } = setup();
      link.start();
      sockets[0]?.open();
      const inFlight = link.command({ type: 'hold' });
      sockets[0]?.frame({ t: 'error', code, message: 'no seat for you' });
      expect(link.state).toBe('refused');
      expect(link.refusal).toEqual({ code, message: 'no seat for you' });
      expect(link.error).toBe(`no seat for you (${code})`);
      expect(sockets[0]?.readyState).toBe(3);
      expect(await inFlight).toMatchObject({ ok: false, violation: { code: 'offline' } });
      vi.advanceTimersByTime(120_000);
      expect(sockets).toHaveLength(1);
      expect(sockets[0]?.sent.filter((f) => f.t === 'join')).toHaveLength(1);
    },
  );
});

describe('commands', () => {
  it('matches the ack and the rejection to their commands', async () => {
    const { link, sockets } = setup();
    link.start();
    sockets[0]?.open();
    const one = link.command({ type: 'hold' });
    const two = link.command({ type: 'order', order: 'Z' });
    const [c1, c2] = (sockets[0]?.sent.slice(1) ?? []) as Extract<ClientFrame, { t: 'command' }>[];
    expect(c1).toMatchObject({ t: 'command', seat: 'a', command: { type: 'hold' } });
    const violation = { code: 'unknown-standard', rule: '§6.3', message: 'Z is not a standard action' };
    sockets[0]?.frame({ t: 'rejected', id: c2?.id as string, violation });
    sockets[0]?.frame({ t: 'ack', id: c1?.id as string, n: 9 });
    expect(await one).toEqual({ ok: true, n: 9 });
    expect(await two).toEqual({ ok: false, violation });
  });

  it('answers at once when offline, and fails commands in flight when the link drops', async () => {
    const { link, sockets } = setup();
    link.start();
    expect((await link.command({ type: 'hold' })).ok).toBe(false);
    sockets[0]?.open();
    const pending = link.command({ type: 'hold' });
    sockets[0]?.drop();
    const r = await pending;
    expect(r.ok).toBe(false);
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
