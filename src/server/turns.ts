/**
 * Incoming frames are started a few at a time, one batch a turn of the event loop. libuv accepts one new connection
 * a turn (it stopped accepting in a loop in 2022, libuv PR #3696), so a turn that ran every frame of every busy match
 * at once would leave people who are connecting waiting for seconds; bounded turns keep them coming in.
 */
export class FrameTurns {
  private readonly queue: (() => void)[] = [];
  private head = 0;
  private scheduled = false;

  constructor(private readonly perTurn: number) {}

  /** Runs `task` in this turn's batch, or in a later one if this one is full. */
  push(task: () => void): void {
    this.queue.push(task);
    if (!this.scheduled) {
      this.scheduled = true;
      setImmediate(this.drain);
    }
  }

  private readonly drain = (): void => {
    this.scheduled = false;
    const end = Math.min(this.queue.length, this.head + this.perTurn);
    while (this.head < end) {
      const task = this.queue[this.head] as () => void;
      this.queue[this.head++] = noop;
      task();
    }
    if (this.head === this.queue.length) {
      this.queue.length = 0;
      this.head = 0;
    } else {
      if (this.head > 1024) {
        this.queue.splice(0, this.head);
        this.head = 0;
      }
      this.scheduled = true;
      setImmediate(this.drain);
    }
  };
}

const noop = (): void => {};
