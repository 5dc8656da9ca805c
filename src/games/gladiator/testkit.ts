/**
 * Test fixtures for GLADIATOR rule tests: a match built from exact gladiators, positions and scripted dice,
 * driven through the real module (setup, apply, view) one command at a time. Only tests import this file.
 */
import type { Roll } from '../../core/dice.js';
import type { GameEvent, SeatId } from '../../core/protocol.js';
import type { RuleViolation } from '../../core/result.js';
import type { GladiatorSpec } from './creation.js';
import { gladiator } from './module.js';
import type { Allocation, Gladiator, GladiatorCommand, GladiatorOptions, GladiatorState } from './types.js';

/** A plain fighter: no armour, large shield, TR 8 ST 0 AG 0 CON 4 W 12 (CF 8). Override what a test needs. */
export const PLAIN: GladiatorSpec = {
  type: 'medium',
  armour: ['-', '-', '-', '-', '-'],
  shield: 'large',
  TR: 8,
  ST: 0,
  AG: 0,
  CON: 4,
  W: 12,
};

export interface Fixture {
  a?: Partial<GladiatorSpec>;
  b?: Partial<GladiatorSpec>;
  /** Scripted die faces, used in order after setup. */
  dice?: number[];
  options?: Partial<GladiatorOptions>;
  items?: { kind: 'weapon' | 'shield'; owner: SeatId; at: { q: number; r: number } }[];
  seed?: string;
}

export class Match {
  state: GladiatorState;
  events: GameEvent[] = [];
  /** Events of the last command only. */
  last: GameEvent[] = [];

  constructor(f: Fixture = {}) {
    const options = gladiator.options.parse(f.options ?? {});
    const initial = {
      gladiators: [
        { name: 'Alpha', id: 1, ...PLAIN, ...f.a },
        { name: 'Beta', id: 2, ...PLAIN, ...f.b },
      ],
      ...(f.items ? { items: f.items } : {}),
    };
    const r = gladiator.setup(options, f.seed ?? 'testkit', initial, f.dice);
    if (!r.ok) throw new Error(`fixture setup failed: ${r.error.message}`);
    this.state = r.value;
  }

  g(seat: SeatId): Gladiator {
    return this.state.gladiators[seat] as Gladiator;
  }

  /** Appends scripted die faces (test-only surgery on the RNG state). */
  dice(...faces: number[]): this {
    this.state.rng.script = [...(this.state.rng.script ?? []), ...faces];
    return this;
  }

  /** Test-only edits of a gladiator's log sheet before the next command. */
  set(seat: SeatId, patch: Partial<Gladiator>): this {
    Object.assign(this.g(seat), patch);
    return this;
  }

  do(seat: SeatId, cmd: GladiatorCommand): this {
    const r = gladiator.apply(this.state, seat, cmd);
    if (!r.ok) throw new Error(`${seat} ${JSON.stringify(cmd)} refused: ${r.error.rule} ${r.error.message}`);
    this.state = r.value.state;
    this.last = r.value.events;
    this.events.push(...r.value.events);
    return this;
  }

  refused(seat: SeatId, cmd: GladiatorCommand): RuleViolation {
    const r = gladiator.apply(this.state, seat, cmd);
    if (r.ok) throw new Error(`${seat} ${JSON.stringify(cmd)} was accepted`);
    return r.error;
  }

  /** Both seats plot the turn (default: move in every phase the allowance permits, from phase 1). */
  plot(a?: number[], b?: number[]): this {
    const all = (seat: SeatId) => Array.from({ length: Math.min(8, this.g(seat).allowance) }, (_, i) => i + 1);
    return this.both('turnPlot', { type: 'plot', moving: a ?? all('a') }, { type: 'plot', moving: b ?? all('b') });
  }

  /** Both seats' orders for the phase; null holds. */
  orders(a: string | null, b: string | null): this {
    const cmd = (o: string | null): GladiatorCommand => (o === null ? { type: 'hold' } : { type: 'order', order: o });
    return this.both('phasePlot', cmd(a), cmd(b));
  }

  /**
   * Both seats' CF allocations. A seat not asked (no CF to allocate) is skipped, and so is the second seat when the
   * first one's allocation already resolved the step.
   */
  allocate(a: Partial<Allocation>, b: Partial<Allocation>): this {
    const cmd = (x: Partial<Allocation>): GladiatorCommand => ({
      type: 'allocate',
      attacks: x.attacks ?? [],
      defence: x.defence ?? [0, 0, 0, 0, 0],
      ...(x.discard ? { discard: x.discard } : {}),
      ...(x.cards ? { cards: x.cards } : {}),
    });
    return this.both('allocate', cmd(a), cmd(b));
  }

  /**
   * Sends each seat its command if that seat is asked in this very step: a seat with nothing to do is skipped, and
   * so is the second seat when the first one's command already resolved the step. `last` holds both commands' events.
   */
  private both(step: GladiatorState['step'], a: GladiatorCommand, b: GladiatorCommand): this {
    const key = `${this.state.turn}.${this.state.phase}.${step}`;
    const asked = (seat: SeatId) =>
      `${this.state.turn}.${this.state.phase}.${this.state.step}` === key && this.state.waiting.includes(seat);
    const events: GameEvent[] = [];
    if (asked('a')) events.push(...this.do('a', a).last);
    if (asked('b')) events.push(...this.do('b', b).last);
    this.last = events;
    return this;
  }

  /** Every roll of the last command, in order. */
  rolls(events: GameEvent[] = this.last): Roll[] {
    return events.flatMap((e) => e.rolls ?? []);
  }

  /** Rolls of the last command made under a rule. */
  rollsFor(rule: string, events: GameEvent[] = this.last): Roll[] {
    return this.rolls(events).filter((r) => r.rule === rule);
  }

  ofType(type: string, events: GameEvent[] = this.last): GameEvent[] {
    return events.filter((e) => e.type === type);
  }

  /** The last command's public log as text, for failure messages. */
  log(events: GameEvent[] = this.last): string {
    return events
      .filter((e) => e.visibleTo === 'all')
      .map((e) => e.text)
      .join('\n');
  }

  /** Scripted faces not yet used: a test that scripts exactly the dice a rule needs expects this to be 0. */
  get unusedDice(): number {
    return this.state.rng.script?.length ?? 0;
  }
}

/** Positions for two gladiators adjacent and facing each other: a at (0,1) facing N, b at (0,0) facing S. */
export const FACE_TO_FACE = {
  a: { position: { q: 0, r: 1 }, facing: 0 },
  b: { position: { q: 0, r: 0 }, facing: 3 },
} as const;
