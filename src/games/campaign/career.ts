/**
 * Rules 21.5 and 21.6, a career: one player's gladiator from match to match. Before each match his wounds heal
 * (21.4) and a newly created opponent is rolled for him (21.5); after it he earns experience (21.2), is counted a
 * victory, or dies and is replaced by a new man. Ten victories with one man win (21.6). Plain JSON throughout.
 */
import { Dice, type Roll } from '../../core/dice.js';
import type { SeatId } from '../../core/protocol.js';
import { err, ok, type Result, type RuleViolation } from '../../core/result.js';
import { type RngState, seedRng } from '../../core/rng.js';
import type { GladiatorType } from '../gladiator/types.js';
import { experienceLines, type MatchReport } from './experience.js';
import { heal } from './injuries.js';
import { type CampaignMan, newMan } from './man.js';
import { VICTORIES_TO_WIN } from './tables.js';

export interface Career {
  rng: RngState;
  /** Every man of the career, in order; the last is the one who fights. */
  men: CampaignMan[];
  /** Matches played so far. */
  matches: number;
  /** The opponent rolled for the next match, once arranged (21.5). */
  opponent: CampaignMan | null;
  /** 21.6: set when a man wins his tenth victory. */
  won: boolean;
}

export const currentMan = (c: Career): CampaignMan => c.men.at(-1) as CampaignMan;

const withCurrent = (c: Career, man: CampaignMan): Career => ({ ...c, men: [...c.men.slice(0, -1), man] });

/** A new career: its dice seeded from `seed`, and a newly created man of the type the player chose (2). */
export function startCareer(seed: string, type: GladiatorType): Career {
  const rng = seedRng(seed);
  const man = newMan(new Dice(rng), 1, type);
  return { rng, men: [man], matches: 0, opponent: null, won: false };
}

export interface Arranged {
  career: Career;
  /** The healing rolls (21.4), then the rolls that created the opponent (3.6, 3.7). */
  rolls: Roll[];
}

/**
 * 21.4 and 21.5: the man's healing rolls, then a newly created opponent. The opponent is of the man's own type, a
 * matched pair as the Basic Game sets them (docs/rulings.md).
 */
export function arrangeMatch(career: Career): Result<Arranged, RuleViolation> {
  if (career.won) return err({ code: 'career-won', rule: '§21.6', message: 'the career is won: no more matches' });
  if (career.opponent)
    return err({ code: 'already-arranged', rule: '§21.5', message: 'the next match is already arranged' });
  const rng = structuredClone(career.rng);
  const dice = new Dice(rng);
  const match = career.matches + 1;
  const { man } = heal(currentMan(career), dice, match);
  let next = withCurrent({ ...career, rng }, man);
  if (man.status === 'unfit') next = { ...next, men: [...next.men, newMan(dice, man.id + 1, man.type)] };
  const opponent = newMan(dice, 0, currentMan(next).type);
  return ok({ career: { ...next, opponent }, rolls: dice.take() });
}

/**
 * 21.2, 21.5, 21.6: the arranged match's report applied to the career, the man sitting in `seat`. He earns his
 * experience, counts a victory if he won, and dies if killed or mortally wounded (9.5 M); a tenth victory wins the
 * career even if the wound kills him (21.6). A dead man is replaced by a newly created one of his type.
 */
export function recordMatch(career: Career, report: MatchReport, seat: SeatId): Result<Career, RuleViolation> {
  if (!career.opponent)
    return err({ code: 'not-arranged', rule: '§21.5', message: 'no match was arranged: arrange one first' });
  const me = report.seats[seat];
  const them = Object.values(report.seats).find((s) => s.seat !== seat);
  if (!me || !them)
    return err({ code: 'bad-seat', rule: '§21.5', message: `the match has no seat "${seat}" against another` });
  const match = career.matches + 1;
  const man = currentMan(career);
  const victories = man.victories + (me.won ? 1 : 0);
  const champion = victories >= VICTORIES_TO_WIN.victories;
  const dies = me.killed || (me.mortalWound && !champion);
  const status = champion ? 'free' : dies ? 'dead' : 'fit';
  const after: CampaignMan = {
    ...man,
    matches: man.matches + 1,
    victories,
    spared: (man.spared ?? 0) + (me.missusGranted ? 1 : 0),
    status,
    experience: [...man.experience, ...experienceLines(me, them, match)],
    toHeal: dies ? null : [...me.wounds],
  };
  let next: Career = { ...withCurrent(career, after), matches: match, opponent: null, won: champion };
  if (dies) {
    const rng = structuredClone(career.rng);
    next = { ...next, rng, men: [...next.men, newMan(new Dice(rng), man.id + 1, man.type)] };
  }
  return ok(next);
}
