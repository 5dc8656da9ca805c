/**
 * What the server bench's clients share on the wire: their loopback source addresses, HTTP calls made from a given
 * address, and the one place a command frame is built.
 *
 * Linux routes all of 127.0.0.0/8 to the loopback interface, so every client may connect from an address of its own.
 * Caps per address then judge the bench's clients as a real server judges people: each bystander match (a person or
 * two at one address) gets 127.0.x.y, the attackers get 127.1.x.y, and neither shares with the other.
 */
import { request } from 'node:http';
import { performance } from 'node:perf_hooks';
import { RATE_LIMIT } from '../server/connection.js';

/** Hosts a /24 holds for clients: .1 to .254 (0 and 255 are left out, as a network's own and broadcast). */
const HOSTS = 254;
/** Addresses under one /16, so bystanders and attackers never meet. */
const SPAN = HOSTS * 256;

function loopback(second: number, index: number): string {
  if (!Number.isInteger(index) || index < 0) throw new Error(`an address index is a whole number, not ${index}`);
  const i = index % SPAN;
  return `127.${second}.${Math.floor(i / HOSTS)}.${(i % HOSTS) + 1}`;
}

/** The source address of bystander match `index` (both its clients and its HTTP create): 127.0.x.y, never 127.0.0.1. */
export function bystanderAddress(index: number): string {
  return loopback(0, index + HOSTS);
}

/** The source address of attacker `index`: 127.1.x.y. */
export function attackerAddress(index: number): string {
  return loopback(1, index);
}

export interface HttpReply {
  status: number;
  body: unknown;
}

/** One HTTP request from `localAddress`, its reply parsed as JSON (null when the body is not JSON). */
export function httpJson(
  url: string,
  localAddress: string,
  method: 'GET' | 'POST' = 'GET',
  body?: unknown,
): Promise<HttpReply> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((done, fail) => {
    const req = request(
      url,
      {
        method,
        localAddress,
        agent: false,
        headers: payload === undefined ? {} : { 'content-type': 'application/json' },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let parsed: unknown = null;
          try {
            parsed = JSON.parse(text);
          } catch {
            // Not JSON: the status says enough.
          }
          done({ status: res.statusCode ?? 0, body: parsed });
        });
        res.on('error', fail);
      },
    );
    req.on('error', fail);
    req.end(payload);
  });
}

/** What a command frame carries: `version` is the match version of the state frame the command answers. */
export interface CommandToSend {
  id: string;
  seat: string;
  command: unknown;
  version: number;
}

/**
 * The command frame every client of the bench sends (docs/protocol.md). One place, so a field the protocol adds is
 * added here once for every client.
 */
export function commandFrame(c: CommandToSend): string {
  return JSON.stringify({
    t: 'command',
    id: c.id,
    seat: c.seat,
    command: c.command,
    version: c.version,
  });
}

/** The client's side of the server's token bucket, a little under it so clock jitter never trips the limit. */
export class Pacer {
  private tokens: number;
  private last = performance.now();
  private readonly perMs = (RATE_LIMIT.perSecond * 0.9) / 1000;
  private readonly burst = Math.max(1, RATE_LIMIT.burst - 4);

  constructor() {
    this.tokens = this.burst;
  }

  /** Milliseconds to wait before the next frame may go. */
  wait(): number {
    const now = performance.now();
    this.tokens = Math.min(this.burst, this.tokens + (now - this.last) * this.perMs);
    this.last = now;
    return this.tokens >= 1 ? 0 : Math.ceil((1 - this.tokens) / this.perMs);
  }

  take(): void {
    this.tokens -= 1;
  }
}
