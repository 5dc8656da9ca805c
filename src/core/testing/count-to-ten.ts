/**
 * Count to Ten, a game for the fuzzer's tests (not one anyone plays): a and b take turns adding 1, 2 or 3 to a
 * running total, and whoever brings it to ten or more wins. `countToTen(bug)` builds it with one planted defect,
 * the kind of mistake a real module makes, so the tests can show that the fuzzer finds each one.
 */
import { z } from 'zod';
import type { GameModule } from '../protocol.js';
import { ok, violation } from '../result.js';

export type TenSeat = 'a' | 'b';

export interface TenState {
  total: number;
  next: TenSeat;
  /** Every addition so far, in order. */
  adds: number[];
}

export type TenBug =
  /** None: the game as it should be. */
  | 'none'
  /** Names each addition from a table of three before checking the number, so any number but 1-3 throws. */
  | 'throws-out-of-range'
  /** Counts an addition of 3 at a total of 8 twice, so the total overshoots what the rules allow. */
  | 'overshoots'
  /** Records a refused addition in the state before refusing it. */
  | 'keeps-refused'
  /** Takes a command from the seat that is not to play. */
  | 'ignores-turn';

const NAMES = ['one', 'two', 'three'];
const TenCommand = z.object({ add: z.number().int() });
type TenCommand = z.infer<typeof TenCommand>;

/** The total can never pass twelve: it is at most nine before the last addition of at most three. */
export const tenInvariant = (state: unknown): string | null => {
  const s = state as TenState;
  return s.total > 12 ? `the total is ${s.total}, above the 12 the rules can reach` : null;
};

export function countToTen(bug: TenBug = 'none'): GameModule<Record<string, never>, TenState, TenCommand, TenState> {
  const over = (s: TenState): boolean => s.total >= 10;
  return {
    id: 'count-to-ten',
    title: 'Count to Ten',
    rulesVersion: 'test',
    options: z.object({}).strict() as unknown as z.ZodType<Record<string, never>>,
    command: TenCommand,
    setup: () => ok({ total: 0, next: 'a', adds: [] }),
    seats: () => ['a', 'b'],
    pending: (s) => (over(s) ? [] : [s.next]),
    legal: (s, seat) => ({
      seat,
      complete: true,
      commands: over(s) || seat !== s.next ? [] : [1, 2, 3].map((add) => ({ add })),
    }),
    apply(s, seat, cmd) {
      if (over(s)) return violation('over', 'T1', 'the match is over');
      if (seat !== 'a' && seat !== 'b') return violation('no-seat', 'T1', `there is no seat ${seat}`);
      if (seat !== s.next && bug !== 'ignores-turn') return violation('not-your-turn', 'T2', `${s.next} is to play`);
      const name = bug === 'throws-out-of-range' ? (NAMES[cmd.add - 1] as string).toUpperCase() : NAMES[cmd.add - 1];
      if (cmd.add < 1 || cmd.add > 3) {
        if (bug === 'keeps-refused') s.adds.push(cmd.add);
        return violation('bad-add', 'T3', `add 1, 2 or 3, not ${cmd.add}`, { add: cmd.add });
      }
      const add = bug === 'overshoots' && cmd.add === 3 && s.total === 8 ? 6 : cmd.add;
      const next: TenState = { total: s.total + add, next: seat === 'a' ? 'b' : 'a', adds: [...s.adds, cmd.add] };
      return ok({ state: next, events: [{ type: 'added', visibleTo: 'all', text: `${seat} adds ${name}` }] });
    },
    view: (s) => s,
    outcome: (s) =>
      over(s)
        ? { winners: [s.next === 'a' ? 'b' : 'a'], losers: [s.next], how: 'ten', text: `the total is ${s.total}` }
        : null,
  };
}
