import { z } from 'zod';
import { own } from './own.js';
import type { AnyGameModule, GameEvent, Outcome, SeatId, Viewer } from './protocol.js';
import { err, ok, type Result } from './result.js';

/** A scenario replays a match exactly: game, options, seed, optional scripted dice and setup, then seat commands. */
export const ScenarioSchema = z
  .object({
    game: z.string(),
    title: z.string().optional(),
    options: z.record(z.string(), z.unknown()).default({}),
    seed: z.string().default('scenario'),
    dice: z.array(z.number().int().min(1).max(6)).optional(),
    initial: z.unknown().optional(),
    commands: z.array(z.object({ seat: z.string(), command: z.unknown() })).default([]),
  })
  .strict();
export type Scenario = z.infer<typeof ScenarioSchema>;

export interface ScenarioRun {
  // biome-ignore lint/suspicious/noExplicitAny: the state of whichever game the scenario names.
  state: any;
  events: GameEvent[];
  outcome: Outcome | null;
  /** Index of the command that was refused, if any, and why. */
  refused?: { index: number; seat: SeatId; error: unknown };
}

export interface ScenarioError {
  code: string;
  message: string;
}

export function parseScenario(text: string): Result<Scenario, ScenarioError> {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (e) {
    return err({ code: 'not-json', message: `scenario is not JSON: ${(e as Error).message}` });
  }
  const parsed = ScenarioSchema.safeParse(json);
  if (!parsed.success) {
    const i = parsed.error.issues[0];
    return err({ code: 'bad-scenario', message: `scenario ${i?.path.join('.') || '(root)'}: ${i?.message}` });
  }
  return ok(parsed.data);
}

/** Runs a scenario. Stops at the first refused command and reports it, keeping what happened before. */
export function runScenario(registry: Record<string, AnyGameModule>, sc: Scenario): Result<ScenarioRun, ScenarioError> {
  const mod = own(registry, sc.game);
  if (!mod)
    return err({
      code: 'unknown-game',
      message: `unknown game "${sc.game}" (known: ${Object.keys(registry).join(', ')})`,
    });
  const opts = mod.options.safeParse(sc.options);
  if (!opts.success) {
    const i = opts.error.issues[0];
    return err({ code: 'bad-option', message: `option ${i?.path.join('.') || ''}: ${i?.message}` });
  }
  const setup = mod.setup(opts.data, sc.seed, sc.initial, sc.dice);
  if (!setup.ok) return err({ code: setup.error.code, message: setup.error.message });
  let state = setup.value;
  const events: GameEvent[] = [];
  for (const [index, { seat, command }] of sc.commands.entries()) {
    const parsed = mod.command.safeParse(command);
    if (!parsed.success) {
      const i = parsed.error.issues[0];
      return ok({
        state,
        events,
        outcome: mod.outcome(state),
        refused: { index, seat, error: { code: 'bad-command', message: `${i?.path.join('.')}: ${i?.message}` } },
      });
    }
    const r = mod.apply(state, seat, parsed.data);
    if (!r.ok) return ok({ state, events, outcome: mod.outcome(state), refused: { index, seat, error: r.error } });
    state = r.value.state;
    events.push(...r.value.events);
  }
  return ok({ state, events, outcome: mod.outcome(state) });
}

/** Where a run ended, as each seat and a spectator see it: only through `view`, so nothing secret leaks. */
export function finalViews(mod: AnyGameModule, state: unknown): Record<Viewer, unknown> {
  const views: Record<Viewer, unknown> = {};
  for (const seat of mod.seats(state)) views[seat] = mod.view(state, seat);
  views.spectator = mod.view(state, 'spectator');
  return views;
}
