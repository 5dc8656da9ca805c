/**
 * What the Glory speed scripts share (issue 14): a bot at each of n seats, and the states of a played match, each
 * with the seat that moved in it, replayed from its setup, so that a part of the loop can be timed alone over them.
 */
import { type Bot, playMatch } from '../core/runner.js';
import { glory } from '../games/glory/module.js';
import type { GloryCommand, GloryState } from '../games/glory/types.js';

/** The same bot at seats a, b, ... for n gladiators. */
export const seatsOf = (n: number, bot: Bot): Record<string, Bot> =>
  Object.fromEntries([...'abcdefgh'.slice(0, n)].map((s) => [s, bot]));

export interface StateAndSeat {
  state: GloryState;
  seat: string;
  /** The command the seat played in it. */
  command: GloryCommand;
}

/**
 * Plays one seeded match and pushes into `into` every state a seat announced in, with that seat and its command (the
 * equipping step too when `withEquipping`); returns the match's commands, events and outcome as one JSON text, for a
 * hash.
 */
export function recordStates(
  into: StateAndSeat[],
  options: Record<string, unknown>,
  seed: string,
  bot: Bot,
  withEquipping = false,
): string {
  const n = Number(options.gladiators ?? 2);
  const r = playMatch(glory, { options, seed, bots: seatsOf(n, bot) });
  if (!r.ok) throw new Error(r.error.message);
  const set = glory.setup(glory.options.parse(options), seed);
  if (!set.ok) throw new Error(set.error.message);
  let state = set.value;
  for (const { seat, command } of r.value.commands) {
    if (withEquipping || !state.equipping) into.push({ state, seat, command: command as GloryCommand });
    const a = glory.apply(state, seat, command as GloryCommand);
    if (!a.ok) throw new Error(a.error.message);
    state = a.value.state;
  }
  return JSON.stringify([r.value.commands, r.value.events, r.value.outcome]);
}
