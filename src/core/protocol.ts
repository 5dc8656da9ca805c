import type { z } from 'zod';
import type { Roll } from './dice.js';
import type { Result, RuleViolation } from './result.js';

export type SeatId = string;
export type Viewer = SeatId | 'spectator';

/** Something that happened, and who may see it. `text` explains it in our own words. */
export interface GameEvent {
  type: string;
  /** 'all' = public; otherwise only these seats (spectators see public events only). */
  visibleTo: 'all' | SeatId[];
  rule?: string;
  text: string;
  rolls?: Roll[];
  data?: Record<string, unknown>;
}

/**
 * What a seat may do now. `commands` are concrete commands, every one of them accepted by `apply`.
 * When the space is too large to list (a CF allocation), `complete` is false and `form` describes its limits
 * so a client can build any command within them; `commands` then holds a representative sample.
 */
export interface Legal<C> {
  seat: SeatId;
  commands: C[];
  complete: boolean;
  form?: Record<string, unknown>;
}

export interface Outcome {
  /** Seats that won; empty for a draw. */
  winners: SeatId[];
  losers: SeatId[];
  /** How it ended, e.g. "kill", "surrender", "turn limit". */
  how: string;
  rule?: string;
  text: string;
}

export interface SetupError {
  code: string;
  message: string;
  field?: string;
}

export interface Applied<S> {
  state: S;
  events: GameEvent[];
}

export interface GameModule<O, S, C, V> {
  id: string;
  title: string;
  rulesVersion: string;
  /**
   * Earlier rules versions whose stored matches this module still replays, each with the option values that give
   * that version's readings where its stored options lack the key (an option added later whose default changed
   * play). Such a match is replayed from its setup: its snapshots may hold state of an older shape.
   */
  earlierRules?: Readonly<Record<string, Readonly<Record<string, unknown>>>>;
  /** Variants and house-rule switches; parsing `{}` yields the defaults. */
  options: z.ZodType<O>;
  /** Wire shape of a command, checked before apply. */
  command: z.ZodType<C>;
  /** `initial` is the game's own optional scenario block (positions, gladiators...). */
  setup(options: O, seed: string, initial?: unknown, script?: number[]): Result<S, SetupError>;
  seats(state: S): SeatId[];
  /** Whose command is awaited; several means simultaneous and secret until all are in. */
  pending(state: S): SeatId[];
  legal(state: S, seat: SeatId): Legal<C>;
  apply(state: S, seat: SeatId, cmd: C): Result<Applied<S>, RuleViolation>;
  /** The only way information leaves the engine. */
  view(state: S, viewer: Viewer): V;
  outcome(state: S): Outcome | null;
  /**
   * Every secret the rules have not yet revealed (plots, allocations, hands), each with the seat that owns it.
   * Nothing in play calls it: the conformance harness uses it to prove that no view and no event shows a secret
   * to anyone but its owner. A game without hidden information leaves it out.
   */
  secrets?(state: S): { seat: SeatId; value: unknown }[];
  /**
   * The command played for a pending seat whose clock has run out, as the game's rulings name it (GLADIATOR: a
   * non-moving phase, no attack with every CF on defence). It must be a command `apply` accepts for that seat now.
   * Only the server calls it, and only when a match runs with a clock; without it the server plays the seat's
   * first legal command.
   */
  timeoutCommand?(state: S, seat: SeatId): C;
  /**
   * The rule `timeoutCommand` follows, as the log cites it ("6.5"); the server names it when a clock plays it. A game
   * whose default follows different rules at different steps (Glory: a kit before the first turn, a stand after)
   * names it from the state and seat the clock ran out on.
   */
  timeoutRule?: string | ((state: S, seat: SeatId) => string);
  /** A seat as people read it (the man in it: "Aulus"); the server says "seat a" without it. */
  seatName?(state: S, seat: SeatId): string;
  /** The sides of the match, each a list of seats, for draw offers and resignations; one seat a side without it. */
  sides?(state: S): SeatId[][];
  /**
   * The seat resigns (the server's table action, docs/protocol.md): what that does to the game, e.g. a team fights
   * on without its man. Without it the game goes on untouched and the server ends the match once one side alone has
   * anyone left. Only the server calls it.
   */
  resign?(state: S, seat: SeatId): Applied<S>;
}

// biome-ignore lint/suspicious/noExplicitAny: a registry holds modules of every game.
export type AnyGameModule = GameModule<any, any, any, any>;

export const visibleTo = (e: GameEvent, viewer: Viewer): boolean =>
  e.visibleTo === 'all' || (viewer !== 'spectator' && e.visibleTo.includes(viewer));

/** At most this many characters of a client's input are echoed back in a refusal (or logged). */
export const ECHO_CHARS = 200;

/** `text` cut to ECHO_CHARS, saying so. */
export const clip = (text: string): string =>
  text.length > ECHO_CHARS ? `${text.slice(0, ECHO_CHARS - 1)}… (${text.length} characters)` : text;

/** A value from a client as a refusal may show it: itself when short, else the start of its JSON. */
function echo(raw: unknown): unknown {
  let text: string | undefined;
  try {
    text = JSON.stringify(raw);
  } catch {
    return '(not shown)';
  }
  return text === undefined || text.length <= ECHO_CHARS ? raw : clip(text);
}

/** Validates a wire command against the module's schema, naming the field that was wrong. */
export function parseCommand<C>(mod: GameModule<unknown, unknown, C, unknown>, raw: unknown): Result<C, RuleViolation> {
  const parsed = mod.command.safeParse(raw);
  if (parsed.success) return { ok: true, value: parsed.data };
  const issue = parsed.error.issues[0];
  const path = issue?.path.join('.') || '(command)';
  return {
    ok: false,
    error: {
      code: 'bad-command',
      rule: 'protocol',
      message: clip(`${path}: ${issue?.message ?? 'invalid'}`),
      values: { raw: echo(raw) },
    },
  };
}
