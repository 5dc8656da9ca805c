/**
 * Secret Pick, a game small enough to see through, used by the tests of the harness, the runner and the CLI
 * (not a game anyone plays). Two seats each secretly pick 1, 2 or 3 every turn; when both are in, the picks are
 * shown and the higher wins the turn, a die breaking ties. It has what a real game has that the tools must
 * handle: simultaneous secret orders, dice whose state lives in the game state, private and public events.
 */
import { z } from 'zod';
import { Dice } from '../dice.js';
import type { GameEvent, GameModule, Viewer } from '../protocol.js';
import { ok, violation } from '../result.js';
import { type RngState, seedRng } from '../rng.js';
import { type Bot, randomBot } from '../runner.js';

export type PickSeat = 'a' | 'b';
export const PICK_SEATS: readonly PickSeat[] = ['a', 'b'];

export interface Plan {
  turn: number;
  pick: number;
}

export interface PickState {
  turn: number;
  turns: number;
  plans: Record<PickSeat, Plan | null>;
  score: Record<PickSeat, number>;
  rng: RngState;
}

export interface PickView {
  turn: number;
  turns: number;
  score: Record<PickSeat, number>;
  committed: Record<PickSeat, boolean>;
  myPick: number | null;
}

export const PickOptions = z.object({ turns: z.number().int().min(1).max(99).default(5) });
export type PickOptions = z.infer<typeof PickOptions>;
export const PickCommand = z.object({ pick: z.number().int() });
export type PickCommand = z.infer<typeof PickCommand>;

const isSeat = (seat: string): seat is PickSeat => seat === 'a' || seat === 'b';
const over = (s: PickState): boolean => s.turn > s.turns;

export const secretPick: GameModule<PickOptions, PickState, PickCommand, PickView> = {
  id: 'secret-pick',
  title: 'Secret Pick',
  rulesVersion: 'test',
  options: PickOptions,
  command: PickCommand,
  setup(options, seed, _initial, script) {
    return ok({
      turn: 1,
      turns: options.turns,
      plans: { a: null, b: null },
      score: { a: 0, b: 0 },
      rng: seedRng(seed, script),
    });
  },
  seats: () => [...PICK_SEATS],
  pending: (s) => (over(s) ? [] : PICK_SEATS.filter((seat) => s.plans[seat] === null)),
  legal(s, seat) {
    const open = isSeat(seat) && !over(s) && s.plans[seat] === null;
    return { seat, complete: true, commands: open ? [1, 2, 3].map((pick) => ({ pick })) : [] };
  },
  apply(s, seat, cmd) {
    if (!isSeat(seat)) return violation('no-seat', 'P1', `there is no seat ${seat}`, { seat });
    if (over(s)) return violation('over', 'P1', 'the match is over');
    if (s.plans[seat] !== null) return violation('not-pending', 'P2', `${seat} has already picked this turn`);
    if (cmd.pick < 1 || cmd.pick > 3) return violation('bad-pick', 'P3', 'pick 1, 2 or 3', { pick: cmd.pick });
    const next = structuredClone(s);
    const plan = { turn: s.turn, pick: cmd.pick };
    next.plans[seat] = plan;
    const data = { turn: s.turn, phase: 'pick' };
    const events: GameEvent[] = [
      { type: 'picked', visibleTo: [seat], rule: 'P3', text: `${seat} picks ${cmd.pick}`, data: { ...data, plan } },
      { type: 'committed', visibleTo: 'all', rule: 'P3', text: `${seat} has picked`, data },
    ];
    const { a, b } = next.plans;
    if (a && b) events.push(reveal(next, a.pick, b.pick));
    return ok({ state: next, events });
  },
  view: (s, viewer: Viewer) => ({
    turn: s.turn,
    turns: s.turns,
    score: { ...s.score },
    committed: { a: s.plans.a !== null, b: s.plans.b !== null },
    myPick: isSeat(viewer) ? (s.plans[viewer]?.pick ?? null) : null,
  }),
  outcome(s) {
    if (!over(s)) return null;
    const { a, b } = s.score;
    const text = `${a}-${b} after ${s.turns} turns`;
    if (a === b) return { winners: [], losers: [], how: 'points', rule: 'P5', text };
    return a > b
      ? { winners: ['a'], losers: ['b'], how: 'points', rule: 'P5', text }
      : { winners: ['b'], losers: ['a'], how: 'points', rule: 'P5', text };
  },
  secrets: (s) => PICK_SEATS.flatMap((seat) => (s.plans[seat] ? [{ seat, value: s.plans[seat] }] : [])),
};

/** P4: both picks are shown, the higher takes the turn; equal picks go to a die, 1-3 for a, 4-6 for b. */
function reveal(next: PickState, a: number, b: number): GameEvent {
  const dice = new Dice(next.rng);
  let winner: PickSeat = a > b ? 'a' : 'b';
  if (a === b) {
    const roll = dice.roll(1, 'tie-break', 'P4');
    winner = roll.total <= 3 ? 'a' : 'b';
    roll.result = `${winner} takes the turn`;
  }
  next.score[winner] += 1;
  const turn = next.turn;
  next.turn += 1;
  next.plans = { a: null, b: null };
  return {
    type: 'revealed',
    visibleTo: 'all',
    rule: 'P4',
    text: `a shows ${a}, b shows ${b}: ${winner} takes turn ${turn}`,
    rolls: dice.take(),
    data: { turn, phase: 'reveal', a, b, winner },
  };
}

/** Always shows 3, so it beats the random bot more often than not. */
export const highestBot: Bot = {
  name: 'highest',
  level: 2,
  about: 'always shows 3',
  choose: (_view, legal) => legal.commands[legal.commands.length - 1],
};

export const secretPickBots: Record<string, Bot> = { random: randomBot, highest: highestBot };

export const summariseSecretPick = (s: PickState): Record<string, number> => ({ ...s.score });
