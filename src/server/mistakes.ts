/**
 * Clients' mistakes (bad frames, refused requests, limits hit) are worth a line in the log while they are few: at
 * info level, never with a stack, and at most at the pace of limits.mistakeLogs over the whole server. Beyond it they
 * are counted, and the count is logged with the next line allowed, so a flood of bad input cannot flood the log.
 */
import { clip } from '../core/protocol.js';
import { type Rate, TokenBucket } from './limits.js';

export interface InfoLog {
  info(obj: object, msg: string): void;
}

export class Mistakes {
  private readonly bucket: TokenBucket;
  private unlogged = 0;

  constructor(
    rate: Rate,
    private readonly log: InfoLog,
  ) {
    this.bucket = new TokenBucket(rate);
  }

  /** `what` is the client's mistake in a few words (the code it was answered with); `detail` is clipped. */
  note(what: string, detail: string, address: string): void {
    if (!this.bucket.take()) {
      this.unlogged += 1;
      return;
    }
    const unlogged = this.unlogged;
    this.unlogged = 0;
    this.log.info(
      { mistake: what, address, detail: clip(detail), ...(unlogged ? { unlogged } : {}) },
      'client mistake',
    );
  }
}
