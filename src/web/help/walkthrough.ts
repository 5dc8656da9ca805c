/**
 * The first-match walkthrough: the first time this browser meets a kind of decision (GLADIATOR: the turn plot, a
 * phase order, the allocation), a short note explains it. What was read, and whether the notes were turned off,
 * is remembered in localStorage, so each note shows once per browser.
 */
import type { GameHelp, WalkthroughNote } from '../../core/help.js';
import type { Legal } from '../../core/protocol.js';
import { type KeyValue, memoryKeyValue } from '../storage.js';

const KEY = 'ludus.walkthrough';

interface Memory {
  /** "game:kind" of every note dismissed. */
  seen: string[];
  /** The person asked for no more notes. */
  off: boolean;
}

export interface Note extends WalkthroughNote {
  /** "gladiator:plot" */
  key: string;
}

export class Walkthrough {
  constructor(private readonly kv: KeyValue) {}

  private read(): Memory {
    try {
      const v = JSON.parse(this.kv.getItem(KEY) ?? 'null') as Partial<Memory> | null;
      const seen = Array.isArray(v?.seen) ? v.seen.filter((s): s is string => typeof s === 'string') : [];
      return { seen, off: v?.off === true };
    } catch {
      return { seen: [], off: false };
    }
  }

  private write(m: Memory): void {
    try {
      this.kv.setItem(KEY, JSON.stringify(m));
    } catch {
      // Storage full or disabled: the note may show again next time, which does no harm.
    }
  }

  /** The note for the decision `legal` offers now, unless it was read before or the notes are off. */
  noteFor(game: string, help: GameHelp | null, legal: Legal<unknown> | null): Note | null {
    if (!help || !legal) return null;
    const m = this.read();
    if (m.off) return null;
    for (const c of legal.commands) {
      const kind = c && typeof c === 'object' ? (c as { type?: unknown }).type : undefined;
      if (typeof kind !== 'string' || !Object.hasOwn(help.walkthrough, kind)) continue;
      const key = `${game}:${kind}`;
      if (!m.seen.includes(key)) return { key, ...(help.walkthrough[kind] as WalkthroughNote) };
    }
    return null;
  }

  dismiss(key: string): void {
    const m = this.read();
    if (!m.seen.includes(key)) this.write({ ...m, seen: [...m.seen, key] });
  }

  turnOff(): void {
    this.write({ ...this.read(), off: true });
  }
}

/** The browser's walkthrough memory, or an in-memory one where localStorage is unavailable. */
export function browserWalkthrough(): Walkthrough {
  try {
    if (typeof localStorage !== 'undefined') return new Walkthrough(localStorage);
  } catch {
    // Access to localStorage itself can throw when storage is disabled.
  }
  return new Walkthrough(memoryKeyValue());
}
