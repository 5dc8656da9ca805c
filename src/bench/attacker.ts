/**
 * One attacker's connection to the server under attack, and the tally of how the server treated them: handshakes
 * refused, connections it closed (with the close code), error frames by code. Attackers connect from 127.1.x.y.
 */
import WebSocket from 'ws';
import type { MatchCreated, MatchSummary, ServerFrame } from '../server/wire.js';
import { attackerAddress, httpJson } from './net.js';

export interface Target {
  http: string;
  ws: string;
}

/** Frames at most this long are parsed for their type and error code; longer ones are state frames. */
const PARSE_BYTES = 4096;

export function bump(m: Map<string, number>, key: string): void {
  m.set(key, (m.get(key) ?? 0) + 1);
}

/** How the server treated an attack's connections. */
export class AttackerTally {
  /** WebSockets tried, and of them the ones whose handshake succeeded. */
  tried = 0;
  opened = 0;
  /** Handshakes that failed, by HTTP status or socket error. */
  readonly refused = new Map<string, number>();
  /** Open connections the server ended, by WebSocket close code (and reason, when it gave one). */
  readonly closedByServer = new Map<string, number>();
  /** Error frames received, by code. */
  readonly errors = new Map<string, number>();
  framesSent = 0;
  framesIn = 0;
  bytesIn = 0;

  report() {
    const obj = (m: Map<string, number>) => Object.fromEntries([...m.entries()].sort((x, y) => y[1] - x[1]));
    return {
      tried: this.tried,
      opened: this.opened,
      refused: obj(this.refused),
      closedByServer: obj(this.closedByServer),
      errorFrames: obj(this.errors),
      framesSent: this.framesSent,
      framesReceived: this.framesIn,
      megabytesReceived: Number((this.bytesIn / 1e6).toFixed(1)),
    };
  }
}

/** The addresses an attack's connections come from, in turn. */
export class AddressPool {
  private serial = 0;

  constructor(private readonly size: number | null) {}

  next(): string {
    const i = this.serial++;
    return attackerAddress(this.size === null ? i : i % this.size);
  }
}

/** One attack connection: counts what it receives and how it ended. */
export class AttackerSocket {
  readonly ws: WebSocket;
  /** Whether it is over (refused, closed by the server, or left by the attacker). */
  ended = false;
  private leaving = false;
  readonly opened: Promise<boolean>;

  constructor(
    target: Target,
    address: string,
    private readonly tally: AttackerTally,
    private readonly onEnd: () => void = () => {},
  ) {
    tally.tried += 1;
    this.ws = new WebSocket(target.ws, { perMessageDeflate: false, localAddress: address });
    this.opened = new Promise((done) => {
      this.ws.on('open', () => {
        tally.opened += 1;
        done(true);
      });
      this.ws.on('unexpected-response', (req, res) => {
        this.end(() => bump(tally.refused, `http-${res.statusCode}`));
        req.destroy();
        done(false);
      });
      this.ws.on('error', (e: Error & { code?: string }) => {
        if (this.ws.readyState === WebSocket.CONNECTING || this.ws.readyState === WebSocket.CLOSED)
          this.end(() => bump(tally.refused, e.code ?? 'error'));
        done(false);
      });
    });
    this.ws.on('close', (code, reason) => {
      const why = reason.toString('utf8');
      this.end(() => bump(tally.closedByServer, why === '' ? String(code) : `${code} ${why}`));
    });
    this.ws.on('message', (data: Buffer) => {
      tally.framesIn += 1;
      tally.bytesIn += data.length;
      if (data.length > PARSE_BYTES) return;
      let frame: ServerFrame;
      try {
        frame = JSON.parse(data.toString('utf8')) as ServerFrame;
      } catch {
        // The server only sends JSON; should that change, the attacker counts it rather than dying.
        bump(tally.errors, '(not JSON)');
        return;
      }
      if (frame.t === 'error') bump(tally.errors, frame.code);
    });
  }

  /** The first way the connection ended is the one counted; the attacker's own leaving counts as nothing. */
  private end(count: () => void): void {
    if (this.ended) return;
    this.ended = true;
    if (!this.leaving) {
      count();
      this.onEnd();
    }
  }

  send(frame: unknown): void {
    if (this.ws.readyState !== WebSocket.OPEN) return;
    this.tally.framesSent += 1;
    this.ws.send(JSON.stringify(frame));
  }

  private tcp(): { pause(): void; resume(): void } | undefined {
    return (this.ws as unknown as { _socket?: { pause(): void; resume(): void } })._socket;
  }

  /** Stops reading: what the server sends piles up in the kernel's buffers, then in the server. */
  pause(): void {
    this.tcp()?.pause();
  }

  resume(): void {
    this.tcp()?.resume();
  }

  leave(): void {
    if (this.ended) return;
    this.leaving = true;
    this.ended = true;
    this.ws.terminate();
  }
}

export async function createMatch(target: Target, address: string, body: unknown): Promise<MatchCreated> {
  const reply = await httpJson(`${target.http}/api/matches`, address, 'POST', body);
  if (reply.status !== 201) throw new Error(`creating a match: HTTP ${reply.status} ${JSON.stringify(reply.body)}`);
  return reply.body as MatchCreated;
}

export async function matchStatus(target: Target, address: string, id: string): Promise<MatchSummary | null> {
  const reply = await httpJson(`${target.http}/api/matches/${id}`, address);
  return reply.status === 200 ? (reply.body as MatchSummary) : null;
}
