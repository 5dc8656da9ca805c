/**
 * The pace of matches of bots alone. Bots against bots could play as fast as the engine runs and fill the disk,
 * so each such match makes one move at a time: `botMoveMs` after the last while someone watches it, else a turn in
 * a background round that all unwatched ones share at `backgroundBotMovesPerSecond`. Those waiting in the round are
 * ids, not loaded matches. The service plays the moves; this only says when.
 */
import type { Log, MatchLimits } from './service.js';

export class BotPacer {
  /** Matches with a move scheduled (a timer while watched, or in `background`) or running. */
  private readonly pacing = new Set<string>();
  private readonly timers = new Map<string, NodeJS.Timeout>();
  /** Unwatched matches in turn for the background round, oldest first. */
  private background: string[] = [];
  private readonly inBackground = new Set<string>();
  private backgroundTimer: NodeJS.Timeout | null = null;
  private stopped = false;

  constructor(
    private readonly limits: Pick<MatchLimits, 'botMoveMs' | 'backgroundBotMovesPerSecond'>,
    /** Whether someone watches the match. */
    private readonly watched: (id: string) => boolean,
    /** Plays one bot move of the match; resolves to whether a bot's move is awaited after it. */
    private readonly move: (id: string) => Promise<boolean>,
    private readonly log: Log | undefined,
  ) {}

  /** Schedules the match's next move, unless one is scheduled or running already. */
  pace(id: string): void {
    if (this.stopped || this.pacing.has(id)) return;
    this.pacing.add(id);
    if (!this.watched(id)) {
      this.inBackground.add(id);
      this.background.push(id);
      this.nextBackgroundMove();
      return;
    }
    const timer = setTimeout(() => {
      this.timers.delete(id);
      this.paceMove(id);
    }, this.limits.botMoveMs);
    this.timers.set(id, timer);
  }

  /** Someone has begun to watch the match: if it waits in the background round, it goes on at the watched pace. */
  watchedNow(id: string): void {
    if (!this.inBackground.delete(id)) return;
    this.background = this.background.filter((x) => x !== id);
    this.pacing.delete(id);
    this.pace(id);
  }

  /** Whether a watched match's next move waits on its timer (the match stays in memory for it). */
  hasTimer(id: string): boolean {
    return this.timers.has(id);
  }

  /** No more moves are scheduled; those scheduled are dropped (a running one finishes). */
  stop(): void {
    this.stopped = true;
    for (const t of this.timers.values()) clearTimeout(t);
    this.timers.clear();
    if (this.backgroundTimer) clearTimeout(this.backgroundTimer);
  }

  private nextBackgroundMove(): void {
    if (this.stopped || this.backgroundTimer || this.background.length === 0) return;
    this.backgroundTimer = setTimeout(() => {
      this.backgroundTimer = null;
      const id = this.background.shift() as string;
      this.inBackground.delete(id);
      this.paceMove(id, () => this.nextBackgroundMove());
    }, 1000 / this.limits.backgroundBotMovesPerSecond);
  }

  /** One move; then the next is scheduled if a bot is awaited, and `then` runs. */
  private paceMove(id: string, then?: () => void): void {
    void this.move(id)
      .then((more) => {
        this.pacing.delete(id);
        if (more) this.pace(id);
      })
      .catch((e) => {
        this.pacing.delete(id);
        this.log?.error({ err: e, match: id }, 'bot failed');
      })
      .finally(then);
  }
}
