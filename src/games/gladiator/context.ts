/**
 * The working context of one `apply`: a private copy of the state that the chapters of the rules mutate,
 * the dice (rolling against the RNG inside that state), and the events produced so far.
 * Every event carries the rolls made since the previous one, so each roll is explained where it happened.
 */
import { Dice } from '../../core/dice.js';
import type { GameEvent, SeatId } from '../../core/protocol.js';
import { inFight } from './teams.js';
import type { Gladiator, GladiatorState } from './types.js';

export class Ctx {
  readonly dice: Dice;
  readonly events: GameEvent[] = [];
  constructor(readonly s: GladiatorState) {
    this.dice = new Dice(s.rng);
  }

  g(seat: SeatId): Gladiator {
    const g = this.s.gladiators[seat];
    if (!g) throw new Error(`no gladiator for seat ${seat}`);
    return g;
  }

  get phaseKey(): string {
    return `${this.s.turn}.${this.s.phase}`;
  }

  /** A public event. */
  emit(type: string, rule: string | undefined, text: string, data?: Record<string, unknown>): GameEvent {
    return this.push({ type, visibleTo: 'all', text, ...(rule ? { rule } : {}), ...(data ? { data } : {}) });
  }

  /** An event only the given seats may see. */
  emitTo(seats: SeatId[], type: string, rule: string | undefined, text: string, data?: Record<string, unknown>) {
    return this.push({ type, visibleTo: seats, text, ...(rule ? { rule } : {}), ...(data ? { data } : {}) });
  }

  private push(e: GameEvent): GameEvent {
    const rolls = this.dice.take();
    if (rolls.length > 0) e.rolls = rolls;
    e.data = { turn: this.s.turn, phase: this.s.phase, ...(e.data ?? {}) };
    this.events.push(e);
    this.s.eventCount++;
    return e;
  }

  /** Rolls made after the last event would be lost from the record: they go into one closing event. */
  flush(): void {
    if (this.dice.rolls.length > 0) this.emit('rolls', undefined, 'Further rolls.');
  }

  others(seat: SeatId): Gladiator[] {
    return this.s.seats.filter((x) => x !== seat).map((x) => this.g(x));
  }

  /** The men still in the fight: alive and not gone from the arena (spared by the crowd, or surrendered). */
  alive(): Gladiator[] {
    return this.s.seats.map((x) => this.g(x)).filter(inFight);
  }
}
