/**
 * The SQLite store's writes, done on a thread of their own (sqlite-writer.worker.mjs). A commit waits for the disk
 * (synchronous = FULL, so an acknowledged command survives a power cut); on the event loop that wait held up every
 * match. The thread takes one message at a time in the order they were posted, so batches commit in order.
 */
import { Worker } from 'node:worker_threads';
import type { CommitRow, MatchTable, TokenChange, TokenTable } from './db.js';
import type { RosterClaim, RosterConflict } from './gladiatori-roster.js';

type Request =
  | { op: 'append'; rows: CommitRow[] }
  | { op: 'create'; match: MatchTable; tokens: TokenTable[]; claims: readonly RosterClaim[] }
  | { op: 'rotate'; change: TokenChange }
  | { op: 'close' };
type Reply = { id: number; ok: true; value?: unknown } | { id: number; ok: false; message: string };

export class SqliteWriter {
  private readonly worker: Worker;
  private readonly waiting = new Map<number, { resolve: (value: unknown) => void; reject: (e: Error) => void }>();
  private next = 1;
  private failed: Error | null = null;

  constructor(file: string) {
    this.worker = new Worker(new URL('./sqlite-writer.worker.mjs', import.meta.url), { workerData: { file } });
    // An idle writer must not keep a process alive on its own; close() is the way to end it.
    this.worker.unref();
    this.worker.on('message', (reply: Reply) => {
      const w = this.waiting.get(reply.id);
      if (!w) return;
      this.waiting.delete(reply.id);
      if (reply.ok) w.resolve(reply.value);
      else w.reject(new Error(reply.message));
    });
    const fail = (e: Error) => {
      this.failed = e;
      for (const w of this.waiting.values()) w.reject(e);
      this.waiting.clear();
    };
    this.worker.on('error', fail);
    this.worker.on('exit', (code) => fail(new Error(`the SQLite writer thread exited (code ${code})`)));
  }

  append(rows: CommitRow[]): Promise<void> {
    return this.post({ op: 'append', rows });
  }

  /** db.ts InsertMatch: the claims checked and the match stored in one transaction, or the conflict and nothing. */
  create(match: MatchTable, tokens: TokenTable[], claims: readonly RosterClaim[] = []): Promise<RosterConflict | null> {
    return this.post<RosterConflict | null>({ op: 'create', match, tokens, claims });
  }

  /** db.ts RotateToken, in one transaction on the writer's connection. */
  rotate(change: TokenChange): Promise<boolean> {
    return this.post<boolean>({ op: 'rotate', change });
  }

  /** Waits for the writes already posted, then closes the connection and ends the thread. */
  async close(): Promise<void> {
    if (this.failed) return;
    await this.post({ op: 'close' }).catch(() => {});
    await this.worker.terminate();
  }

  private post<T = void>(request: Request): Promise<T> {
    if (this.failed) return Promise.reject(this.failed);
    const id = this.next++;
    return new Promise<T>((resolve, reject) => {
      this.waiting.set(id, { resolve: (value) => resolve(value as T), reject });
      if (this.waiting.size === 1) this.worker.ref();
      this.worker.postMessage({ id, ...request });
    }).finally(() => {
      if (this.waiting.size === 0) this.worker.unref();
    });
  }
}
