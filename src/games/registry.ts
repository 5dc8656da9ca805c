/**
 * Every game the CLI, the server and the lab can run, with its bots. Games register here and nowhere else, so a
 * new game needs no change to the tools that play it.
 */
import type { Invariant } from '../core/conformance.js';
import { own } from '../core/own.js';
import type { AnyGameModule, SeatId } from '../core/protocol.js';
import { err, ok, type Result } from '../core/result.js';
import type { Bot } from '../core/runner.js';
import { arenaBot, careerBot, houseBot, ownerBot } from './campaign/bots.js';
import { campaignInvariant } from './campaign/invariants.js';
import { balance } from './campaign/ledger.js';
import { type CampaignState, campaign } from './campaign/module.js';
import { brawlerBot } from './gladiator/bots.js';
import { gladiatorInvariant } from './gladiator/invariants.js';
import { gladiator } from './gladiator/module.js';
import { sideName, sideSeats } from './gladiator/teams.js';
import type { CfChange, Gladiator, GladiatorState } from './gladiator/types.js';
import { randomBot as gladiatoriRandom, veteranBot } from './gladiatori/bots.js';
import { gladiatoriInvariant } from './gladiatori/invariants.js';
import { gladiatori } from './gladiatori/module.js';
import type { GladiatoriState } from './gladiatori/types.js';
import { score as gladiatoriScore, sides as gladiatoriSides, hitPoints } from './gladiatori/victory.js';
import { brawlerBot as gloryBrawler } from './glory/bots.js';
import { gloryInvariant } from './glory/invariants.js';
import { glory, TEAM_NAMES } from './glory/module.js';
import { sideSeats as glorySides } from './glory/turn.js';
import type { GloryState } from './glory/types.js';

/** Game modules by id. */
export const GAMES: Record<string, AnyGameModule> = { gladiator, glory, gladiatori, campaign };

/** Bots by game id, then bot name. `random` is always available and need not be listed. */
export const BOTS: Record<string, Record<string, Bot>> = {
  gladiator: { brawler: brawlerBot },
  glory: { brawler: gloryBrawler },
  gladiatori: { random: gladiatoriRandom, veteran: veteranBot },
  campaign: { house: houseBot, career: careerBot, owner: ownerBot, arena: arenaBot },
};

/** Each game's own invariants, checked on every state by the conformance harness and the fuzzer. */
export const INVARIANTS: Record<string, Invariant> = {
  gladiator: gladiatorInvariant,
  glory: gloryInvariant,
  gladiatori: gladiatoriInvariant,
  campaign: campaignInvariant,
};

/** What `ludus sim` may ask a game about a match it has just played. */
export interface SimHooks {
  /**
   * Named measures of a final state, e.g. `{ 'a endurance': 12, 'b endurance': 0 }`; name each after the seat it
   * belongs to. `ludus sim` prints the mean of every measure over the matches that report it: leave a measure out
   * of a state where it means nothing (the CF of a man who died).
   */
  // biome-ignore lint/suspicious/noExplicitAny: the state of whichever game is registered.
  summarise(state: any): Record<string, number>;
  /** The sides of a match whose seats fight in teams, for wins counted a side; null when each seat is on its own. */
  // biome-ignore lint/suspicious/noExplicitAny: the state of whichever game is registered.
  sides?(state: any): { name: string; seats: SeatId[] }[] | null;
}

/** Simulation hooks by game id; a game without an entry gets the generic summary only. */
export const SIM_HOOKS: Record<string, SimHooks> = {
  gladiator: {
    summarise: (s: GladiatorState) =>
      Object.fromEntries(
        s.seats.flatMap((seat) => {
          const g = s.gladiators[seat] as Gladiator;
          // Display 9 at the end: endurance (16.3) keeps taking CF every turn and nothing stops it at 0, so in a
          // long match it falls below 0 (9.33 and 9.34 say what a negative CF does). A dead man has none left.
          const left: [string, number][] = g.dead ? [] : [[`${seat} CF left (survivors)`, g.cf]];
          return [
            ...left,
            [`${seat} CF lost to endurance (16.3)`, -sumOf(g.cfChanges.filter((c) => c.rule === '§16.3'))],
            [`${seat} wounds`, g.wounds.reduce((t, w) => t + w, 0)],
          ];
        }),
      ),
    sides: (s: GladiatorState) => (s.sides ? sideSeats(s).map((seats, i) => ({ name: sideName(s, i), seats })) : null),
  },
  glory: {
    summarise: (s: GloryState) =>
      Object.fromEntries(
        s.seats.map((seat) => [`${seat} damage left`, (s.figures[seat]?.boxes ?? 0) - (s.figures[seat]?.hits ?? 0)]),
      ),
    sides: (s: GloryState) =>
      s.options.teams > 0 ? glorySides(s).map((seats, i) => ({ name: TEAM_NAMES[i] ?? `team ${i + 1}`, seats })) : null,
  },
  gladiatori: {
    summarise: (s: GladiatoriState) =>
      Object.fromEntries(
        s.seats.flatMap((seat) => [
          [`${seat} VP`, gladiatoriScore(s, seat)],
          [`${seat} hit points left`, hitPoints(s.fighters[seat]!)],
        ]),
      ),
    sides: (s: GladiatoriState) =>
      s.options.teams > 0
        ? gladiatoriSides(s).map((seats) => ({
            name: seats.map((seat) => s.fighters[seat]!.name).join(' and '),
            seats,
          }))
        : null,
  },
  campaign: {
    summarise: (s: CampaignState) =>
      s.career
        ? {
            'player matches': s.career.matches,
            'player men': s.career.men.length,
            'player best victories': Math.max(...s.career.men.map((m) => m.victories)),
          }
        : Object.fromEntries((s.league?.owners ?? []).map((o) => [`${o.id} sesterces`, balance(o.money)])),
  },
};

const known = (names: string[]): string => (names.length > 0 ? names.join(', ') : 'none');

export function findGame(id: string): Result<AnyGameModule, string> {
  const mod = own(GAMES, id);
  return mod ? ok(mod) : err(`unknown game "${id}" (known: ${known(Object.keys(GAMES))})`);
}

const sumOf = (changes: CfChange[]): number => changes.reduce((t, c) => t + c.amount, 0);
