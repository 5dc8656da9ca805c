/**
 * What each client address has used: its open WebSockets and its buckets of frames, joins and match creations,
 * shared by all its connections and requests. An address that holds nothing and whose buckets have refilled is
 * forgotten, so the table stays as small as the set of addresses recently active.
 */
import { type Limits, TokenBucket } from './limits.js';

export class Address {
  connections = 0;
  readonly frames: TokenBucket;
  readonly joins: TokenBucket;
  readonly matches: TokenBucket;

  constructor(limits: Limits) {
    this.frames = new TokenBucket(limits.framesPerAddress);
    this.joins = new TokenBucket(limits.joinsPerAddress);
    this.matches = new TokenBucket(limits.matchesPerAddress);
  }

  idle(): boolean {
    return this.connections === 0 && this.frames.full() && this.joins.full() && this.matches.full();
  }
}

/** How often forgotten addresses are swept out. */
const SWEEP_MS = 60_000;

export class Addresses {
  private readonly known = new Map<string, Address>();
  private readonly sweeper: NodeJS.Timeout;
  /** Open WebSockets over every address. */
  private connections = 0;

  constructor(private readonly limits: Limits) {
    this.sweeper = setInterval(() => this.sweep(), SWEEP_MS);
    this.sweeper.unref();
  }

  get(ip: string): Address {
    let a = this.known.get(ip);
    if (!a) {
      a = new Address(this.limits);
      this.known.set(ip, a);
    }
    return a;
  }

  /** A WebSocket from `ip` opens; null when its address, or the server, already holds as many as allowed. */
  open(ip: string): Address | null {
    if (this.connections >= this.limits.connectionsTotal) return null;
    const a = this.get(ip);
    if (a.connections >= this.limits.connectionsPerAddress) return null;
    a.connections += 1;
    this.connections += 1;
    return a;
  }

  close(a: Address): void {
    a.connections -= 1;
    this.connections -= 1;
  }

  private sweep(): void {
    for (const [ip, a] of this.known) if (a.idle()) this.known.delete(ip);
  }

  stop(): void {
    clearInterval(this.sweeper);
  }
}
