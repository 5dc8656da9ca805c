/**
 * Incoming frames are started a few at a time, one batch a turn of the event loop. libuv accepts one new connection
 * a turn (it stopped accepting in a loop in 2022, libuv PR #3696), so a turn that ran every frame of every busy match
 * at once would leave people who are connecting waiting for seconds; bounded turns keep them coming in.
 *
 * Joins are the expensive frames (a whole view and the events missed), so they queue apart: each turn starts the
 * other frames first (a person's command never waits behind somebody's joins), then at most `joinsPerTurn` joins,
 * at least one when any wait, and never more over the whole server than the `joinsTotal` budget lets through.
 */
import { type Rate, TokenBucket } from './limits.js';

export type FrameKind = 'join' | 'frame';

/** First in, first out, without shifting the array at every take. */
class Queue {
  private items: (() => void)[] = [];
  private head = 0;

  get size(): number {
    return this.items.length - this.head;
  }

  push(task: () => void): void {
    this.items.push(task);
  }

  take(): () => void {
    const task = this.items[this.head] as () => void;
    this.items[this.head++] = noop;
    if (this.head === this.items.length) {
      this.items = [];
      this.head = 0;
    } else if (this.head > 1024) {
      this.items.splice(0, this.head);
      this.head = 0;
    }
    return task;
  }
}

export class FrameTurns {
  private readonly frames = new Queue();
  private readonly joins = new Queue();
  private readonly joinBudget: TokenBucket | null;
  private scheduled = false;
  private waitTimer: NodeJS.Timeout | null = null;

  constructor(
    private readonly perTurn: number,
    private readonly joinsPerTurn: number = perTurn,
    joinsTotal?: Rate,
  ) {
    this.joinBudget = joinsTotal ? new TokenBucket(joinsTotal) : null;
  }

  /** Runs `task` in this turn's batch, or in a later one if this one is full. */
  push(task: () => void, kind: FrameKind = 'frame'): void {
    (kind === 'join' ? this.joins : this.frames).push(task);
    this.schedule();
  }

  /** Resolves when a frame of this kind may start. */
  turn(kind: FrameKind): Promise<void> {
    return new Promise((resolve) => this.push(resolve, kind));
  }

  private schedule(): void {
    if (this.scheduled) return;
    this.scheduled = true;
    setImmediate(this.drain);
  }

  private readonly drain = (): void => {
    this.scheduled = false;
    let started = 0;
    while (started < this.perTurn && this.frames.size > 0) {
      this.frames.take()();
      started += 1;
    }
    const joinsNow = Math.min(this.joinsPerTurn, Math.max(1, this.perTurn - started));
    for (let j = 0; j < joinsNow && this.joins.size > 0; j++) {
      if (this.joinBudget && !this.joinBudget.take()) break;
      this.joins.take()();
    }
    if (this.frames.size > 0) this.schedule();
    else if (this.joins.size > 0) {
      const wait = this.joinBudget?.waitMs() ?? 0;
      if (wait === 0) this.schedule();
      else if (!this.waitTimer)
        this.waitTimer = setTimeout(() => {
          this.waitTimer = null;
          this.schedule();
        }, wait);
    }
  };

  /** Stops a pending wait for the join budget (the server is closing). */
  stop(): void {
    if (this.waitTimer) clearTimeout(this.waitTimer);
    this.waitTimer = null;
  }
}

const noop = (): void => {};
