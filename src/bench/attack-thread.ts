/**
 * Attacks run on a worker thread of their own, so the work of attacking (reading a flood of resync frames, opening
 * thousands of sockets) never delays the bystanders' event loop: their latency is then the server's alone. The
 * thread is this same file; the main thread drives it by request and answer.
 */
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import type { AttackerTally, Target } from './attacker.js';
import { type Attack, type AttackName, type AttackOptions, makeAttack } from './attacks.js';

type Request = { t: 'prepare' } | { t: 'start' } | { t: 'stop' } | { t: 'describe' };

export interface AttackEnd {
  tally: ReturnType<AttackerTally['report']>;
  details: Record<string, unknown>;
}

interface Setup {
  name: AttackName;
  target: Target;
  options: AttackOptions;
}

/** The main thread's handle on one attack running in its thread. */
export class AttackThread {
  private readonly worker: Worker;
  private serial = 0;
  private dead: Error | null = null;
  private readonly waiting = new Map<number, { done: (v: unknown) => void; fail: (e: Error) => void }>();

  constructor(setup: Setup) {
    // tsx's loader is registered in the thread before this file is loaded, as the main thread had it by --import.
    const tsx = JSON.stringify(import.meta.resolve('tsx/esm/api'));
    const self = JSON.stringify(import.meta.url);
    const boot = `import(${tsx}).then((t) => { t.register(); return import(${self}); })`;
    this.worker = new Worker(boot, { eval: true, workerData: setup });
    this.worker.on('message', (m: { id: number; result?: unknown; error?: string }) => {
      const w = this.waiting.get(m.id);
      this.waiting.delete(m.id);
      if (m.error !== undefined) w?.fail(new Error(`the ${setup.name} attack: ${m.error}`));
      else w?.done(m.result);
    });
    this.worker.on('error', (e) => this.fail(e));
    this.worker.on('exit', () => this.fail(new Error(`the ${setup.name} attack's thread exited`)));
  }

  /** A thread that failed or exited answers nothing more: whatever waits on it, and whatever asks later, fails. */
  private fail(e: Error): void {
    this.dead ??= e;
    for (const w of this.waiting.values()) w.fail(e);
    this.waiting.clear();
  }

  private call<T>(request: Request): Promise<T> {
    const id = this.serial++;
    return new Promise<T>((done, fail) => {
      if (this.dead) return fail(this.dead);
      this.waiting.set(id, { done: done as (v: unknown) => void, fail });
      this.worker.postMessage({ id, request });
    });
  }

  prepare(): Promise<void> {
    return this.call({ t: 'prepare' });
  }

  start(): Promise<void> {
    return this.call({ t: 'start' });
  }

  /** Stops the attack and ends its thread; what the server did to the attackers. */
  async stop(): Promise<AttackEnd> {
    const end = await this.call<AttackEnd>({ t: 'stop' });
    await this.worker.terminate();
    return end;
  }

  describe(): Promise<string> {
    return this.call({ t: 'describe' });
  }
}

async function handle(attack: Attack, request: Request): Promise<unknown> {
  switch (request.t) {
    case 'prepare':
      return attack.prepare();
    case 'start':
      return attack.start();
    case 'stop':
      await attack.stop();
      return { tally: attack.tally.report(), details: attack.details() } satisfies AttackEnd;
    case 'describe':
      return attack.describe();
  }
}

if (!isMainThread && parentPort) {
  const port = parentPort;
  const setup = workerData as Setup;
  const attack = makeAttack(setup.name, setup.target, setup.options);
  port.on('message', ({ id, request }: { id: number; request: Request }) => {
    handle(attack, request).then(
      (result) => port.postMessage({ id, result }),
      (e: Error) => port.postMessage({ id, error: e.message }),
    );
  });
}
