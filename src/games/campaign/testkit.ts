/**
 * Test fixtures for the campaign: a real GLADIATOR duel between two given men, played by brawler bots through the
 * module, and its event log. Only tests import this file. (runner.playMatch takes no `initial`; once it does, this
 * loop goes.)
 */
import { Dice } from '../../core/dice.js';
import type { GameEvent } from '../../core/protocol.js';
import { seedRng } from '../../core/rng.js';
import { brawlerBot } from '../gladiator/bots.js';
import type { GladiatorSpec } from '../gladiator/creation.js';
import { gladiator } from '../gladiator/module.js';
import type { GladiatorOptions, GladiatorState, GladiatorType } from '../gladiator/types.js';
import { type CampaignMan, newMan } from './man.js';
import { type League, startLeague } from './owners.js';

export interface Duel {
  state: GladiatorState;
  events: GameEvent[];
}

export function playDuel(
  a: GladiatorSpec,
  b: GladiatorSpec,
  seed: string,
  options: Partial<GladiatorOptions> = {},
): Duel {
  const setup = gladiator.setup(gladiator.options.parse(options), seed, { gladiators: [a, b] });
  if (!setup.ok) throw new Error(`duel setup: ${setup.error.message}`);
  let state = setup.value;
  const rng = { a: seedRng(`${seed}/a`), b: seedRng(`${seed}/b`) };
  const events: GameEvent[] = [];
  for (let step = 0; !gladiator.outcome(state); step++) {
    if (step > 20_000) throw new Error(`duel ${seed} never ended`);
    const seat = gladiator.pending(state)[0] as 'a' | 'b';
    const cmd = brawlerBot.choose(gladiator.view(state, seat), gladiator.legal(state, seat), rng[seat]);
    const applied = gladiator.apply(state, seat, cmd as never);
    if (!applied.ok) throw new Error(`duel ${seed}: ${applied.error.message}`);
    state = applied.value.state;
    events.push(...applied.value.events);
  }
  return { state, events };
}

/** A plain medium man (TR 8, ST 0, AG 0, CON 4, W 10) with whatever a test overrides. */
export const fixtureMan = (over: Partial<CampaignMan> = {}): CampaignMan => ({
  ...newMan(new Dice(seedRng('man')), 1, 'medium'),
  TR: 8,
  ST: 0,
  AG: 0,
  CON: 4,
  W: 10,
  ...over,
});

/** A league of `n` owners ('o1' ...), each with five mediums; throws on a setup refusal. */
export function fixtureLeague(n = 3, seed = 'league'): League {
  const r = startLeague(
    seed,
    Array.from({ length: n }, (_, i) => ({ id: `o${i + 1}`, types: Array<GladiatorType>(5).fill('medium') })),
  );
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

/** Scripts the league's next die faces (test-only surgery on its RNG state). */
export const scriptLeague = (l: League, ...faces: number[]): League => ({
  ...l,
  rng: { ...l.rng, script: [...(l.rng.script ?? []), ...faces] },
});
