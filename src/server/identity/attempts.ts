/**
 * Slows a brute force of sign-ins: after `limit` failures within `windowMs` for one name, or from one client
 * address, that name or address is refused for a while, and each further lock lasts twice as long as the one
 * before (up to `maxLockMs`). Kept in memory and bounded: the oldest entries go first when the table is full.
 */
import { type Rate, TokenBucket } from '../limits.js';

export interface AttemptRules {
  limit: number;
  windowMs: number;
  firstLockMs: number;
  maxLockMs: number;
  /** Names and addresses remembered at most. */
  entries: number;
}

export const ATTEMPT_RULES: AttemptRules = {
  limit: 5,
  windowMs: 15 * 60_000,
  firstLockMs: 60_000,
  maxLockMs: 24 * 3_600_000,
  entries: 50_000,
};

interface Entry {
  /** When each failure within the window happened, oldest first. */
  failures: number[];
  lockedUntil: number;
  /** The length of the next lock. */
  nextLockMs: number;
}

export class LoginAttempts {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly rules: AttemptRules = ATTEMPT_RULES,
    private readonly now: () => number = Date.now,
  ) {}

  /** How long, in ms, until any of `keys` may try again; 0 when none is locked. */
  waitMs(keys: string[]): number {
    const now = this.now();
    return Math.max(0, ...keys.map((k) => (this.entries.get(k)?.lockedUntil ?? 0) - now));
  }

  /** A failed sign-in counts against every one of `keys`. */
  failed(keys: string[]): void {
    const now = this.now();
    for (const key of keys) {
      const entry = this.fresh(key, now);
      entry.failures.push(now);
      if (entry.failures.length < this.rules.limit) continue;
      entry.lockedUntil = now + entry.nextLockMs;
      entry.nextLockMs = Math.min(this.rules.maxLockMs, entry.nextLockMs * 2);
    }
  }

  /** A sign-in that succeeded forgets the failures of its name and address. */
  succeeded(keys: string[]): void {
    for (const key of keys) this.entries.delete(key);
  }

  /** The entry of `key` with failures older than the window dropped, moved to the newest end of the table. */
  private fresh(key: string, now: number): Entry {
    const known = this.entries.get(key);
    this.entries.delete(key);
    const failures = (known?.failures ?? []).filter((t) => now - t < this.rules.windowMs);
    // A quiet window ends the doubling: the next lock is a first one again.
    const quiet = failures.length === 0 && (known?.lockedUntil ?? 0) < now;
    const entry: Entry = {
      failures,
      lockedUntil: known?.lockedUntil ?? 0,
      nextLockMs: quiet || !known ? this.rules.firstLockMs : known.nextLockMs,
    };
    while (this.entries.size >= this.rules.entries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
    this.entries.set(key, entry);
    return entry;
  }
}

/**
 * A token bucket per client address, for work a request costs whatever its answer (a password hashed: 32 MiB and
 * tens of ms). Bounded like LoginAttempts: the least recently used address goes first when the table is full.
 */
export class AddressBuckets {
  private readonly buckets = new Map<string, TokenBucket>();

  constructor(
    private readonly rate: Rate,
    private readonly entries = ATTEMPT_RULES.entries,
  ) {}

  /** Takes a token for `address`; how long to wait, in ms, when there is none (0: taken). */
  take(address: string): number {
    const bucket = this.buckets.get(address) ?? new TokenBucket(this.rate);
    this.buckets.delete(address);
    while (this.buckets.size >= this.entries) {
      const oldest = this.buckets.keys().next().value;
      if (oldest === undefined) break;
      this.buckets.delete(oldest);
    }
    this.buckets.set(address, bucket);
    return bucket.take() ? 0 : Math.max(1, bucket.waitMs());
  }
}
