/**
 * Rules 22.2 and 22.3, owners: each owner starts with a stable of five newly created men and 10,000 sesterces; before
 * each match every owner still in rolls three dice, and the two highest put up a man each, the highest choosing first
 * and choosing the armament. Plain JSON throughout.
 */
import { Dice, type Roll } from '../../core/dice.js';
import type { SeatId } from '../../core/protocol.js';
import { ok, type Result, type RuleViolation, violation } from '../../core/result.js';
import { type RngState, seedRng } from '../../core/rng.js';
import type { GladiatorType } from '../gladiator/types.js';
import { balance, type LedgerLine } from './ledger.js';
import { type CampaignMan, newMan } from './man.js';
import { MATCH_ROLL, STABLE } from './tables.js';

export interface Owner {
  id: SeatId;
  /** Ids of the men in his stable (fit or not). */
  stable: number[];
  /** His purse: every sesterce in and out, with its rule. */
  money: LedgerLine[];
  /** 22.6: why and when he left the game. */
  eliminated: { rule: string; text: string; match: number } | null;
}

export interface League {
  rng: RngState;
  owners: Owner[];
  men: Record<number, CampaignMan>;
  nextManId: number;
  /** Matches played so far. */
  matches: number;
}

/** An owner in words for the books and the log: seat o3 is "Owner 3"; the person's own name is the server's. */
export const ownerWords = (id: SeatId): string => (/^o\d+$/.test(id) ? `Owner ${id.slice(1)}` : id);
export const purse = (o: Owner): number => balance(o.money);
export const activeOwners = (l: League): Owner[] => l.owners.filter((o) => !o.eliminated);
export const fitMen = (l: League, o: Owner): CampaignMan[] =>
  o.stable.map((id) => l.men[id] as CampaignMan).filter((m) => m.status === 'fit');

export function ownerOf(l: League, id: SeatId): Result<Owner, RuleViolation> {
  const o = l.owners.find((x) => x.id === id);
  return o ? ok(o) : violation('unknown-owner', '§22.2', `there is no owner "${id}"`, { owner: id });
}

/** 22.2: a league of two to six owners, each with 10,000 sesterces and, until he names his men, an empty stable. */
export function openLeague(seed: string, ids: SeatId[]): Result<League, RuleViolation> {
  if (ids.length < STABLE.minOwners || ids.length > STABLE.maxOwners)
    return violation(
      'owner-count',
      STABLE.rule,
      `a league has ${STABLE.minOwners} to ${STABLE.maxOwners} owners, not ${ids.length}`,
      { owners: ids.length },
    );
  if (new Set(ids).size !== ids.length) return violation('duplicate-owner', STABLE.rule, 'two owners have the same id');
  const owners: Owner[] = ids.map((id) => ({
    id,
    stable: [],
    money: [{ match: 0, rule: STABLE.rule, amount: STABLE.sesterces, text: 'the purse every owner starts with' }],
    eliminated: null,
  }));
  return ok({ rng: seedRng(seed), owners, men: {}, nextManId: 1, matches: 0 });
}

/**
 * 22.2: every owner's five men, newly created of the types he named (2: a player picks a man's type, then rolls
 * him), rolled owner by owner in seating order whatever order the names came in. Returns the rolls too.
 */
export function stockStables(
  league: League,
  types: Record<SeatId, GladiatorType[]>,
): Result<{ league: League; rolls: Roll[] }, RuleViolation> {
  for (const o of league.owners) {
    const named = types[o.id] ?? [];
    if (named.length !== STABLE.gladiators)
      return violation(
        'stable-size',
        STABLE.rule,
        `owner ${o.id} names ${named.length} men; a stable starts with ${STABLE.gladiators}`,
        { owner: o.id, men: named.length },
      );
  }
  const rng = structuredClone(league.rng);
  const dice = new Dice(rng);
  const men: Record<number, CampaignMan> = { ...league.men };
  let nextManId = league.nextManId;
  const owners = league.owners.map((o) => {
    const stable = (types[o.id] as GladiatorType[]).map((type) => {
      const man = newMan(dice, nextManId++, type);
      men[man.id] = man;
      return man.id;
    });
    return { ...o, stable: [...o.stable, ...stable] };
  });
  return ok({ league: { ...league, rng, owners, men, nextManId }, rolls: dice.take() });
}

/** 22.2: a league whose owners have named the types of their five men. */
export function startLeague(
  seed: string,
  owners: { id: SeatId; types: GladiatorType[] }[],
): Result<League, RuleViolation> {
  const open = openLeague(
    seed,
    owners.map((o) => o.id),
  );
  if (!open.ok) return open;
  const stocked = stockStables(open.value, Object.fromEntries(owners.map((o) => [o.id, o.types])));
  return stocked.ok ? ok(stocked.value.league) : stocked;
}

/**
 * Orders `ids` by a roll of three dice each, highest first, as far as the first `places` places; owners who tie for a
 * place roll again among themselves (docs/rulings.md), so a tie never decides who fights.
 */
export function rollOff(ids: SeatId[], dice: Dice, places: number): SeatId[] {
  const totals = ids.map((id) => ({
    id,
    total: dice.roll(MATCH_ROLL.dice, `who fights: ${ownerWords(id)}`, MATCH_ROLL.rule).total,
  }));
  const byTotal = [...new Set(totals.map((t) => t.total))].sort((x, y) => y - x);
  const order: SeatId[] = [];
  for (const total of byTotal) {
    if (order.length >= places) break;
    const tied = totals.filter((t) => t.total === total).map((t) => t.id);
    order.push(...(tied.length === 1 ? tied : rollOff(tied, dice, places - order.length)));
  }
  return order.slice(0, places);
}

export interface Pairing {
  /** Rolled highest: chooses his man first and the armament (22.3). */
  first: SeatId;
  second: SeatId;
  rolls: Roll[];
}

/** 22.3: the roll for who fights among the owners still in the game. */
export function rollForMatch(league: League): Result<{ league: League; pairing: Pairing }, RuleViolation> {
  const owners = activeOwners(league);
  if (owners.length < 2) return violation('league-over', '§22.8', 'fewer than two owners remain: the league is over');
  const rng = structuredClone(league.rng);
  const dice = new Dice(rng);
  const [first, second] = rollOff(
    owners.map((o) => o.id),
    dice,
    2,
  ) as [SeatId, SeatId];
  return ok({ league: { ...league, rng }, pairing: { first, second, rolls: dice.take() } });
}

export type Armament = 'sword' | 'trident';
/** What the second owner asks for; 22.3 lets him have what the first refused, or the short sword. */
export type SecondArmament = Armament | 'shortSword';

export interface Fighter {
  owner: SeatId;
  man: number;
  /** The engine's sword serves for the short sword: the rules give it no figures of its own (docs/rulings.md). */
  armament: Armament;
}

/** 22.3: a fit man of the owner's own stable, or the refusal that says why not. */
export function chosenMan(
  league: League,
  ownerId: SeatId,
  manId: number,
  rule: string,
): Result<CampaignMan, RuleViolation> {
  const owner = ownerOf(league, ownerId);
  if (!owner.ok) return owner;
  if (!owner.value.stable.includes(manId))
    return violation('not-his-man', rule, `man ${manId} is not in ${ownerId}'s stable`, { owner: ownerId, man: manId });
  const man = league.men[manId] as CampaignMan;
  if (man.status !== 'fit')
    return violation('man-not-fit', rule, `${man.name} is ${man.status} and cannot fight`, {
      man: manId,
      status: man.status,
    });
  return ok(man);
}

/**
 * 22.3: the two men and their arms. The first owner picks trident or sword; the second takes the arm the first
 * refused or the short sword, so a Retarius never faces a Retarius. The trident needs the Advanced Game (17).
 */
export function chooseFighters(
  league: League,
  pairing: Pairing,
  first: { man: number; armament: Armament },
  second: { man: number; armament: SecondArmament },
  advanced: boolean,
): Result<[Fighter, Fighter], RuleViolation> {
  const a = chosenMan(league, pairing.first, first.man, '§22.3');
  if (!a.ok) return a;
  const b = chosenMan(league, pairing.second, second.man, '§22.3');
  if (!b.ok) return b;
  if (second.armament === first.armament)
    return first.armament === 'trident'
      ? violation(
          'retiarius-v-retiarius',
          '§22.3',
          'a Retarius never faces another Retarius: take the sword or the short sword',
        )
      : violation(
          'armament-not-refused',
          '§22.3',
          'the second man takes the trident the first refused, or the short sword',
        );
  const secondArms: Armament = second.armament === 'shortSword' ? 'sword' : second.armament;
  if (!advanced && (first.armament === 'trident' || secondArms === 'trident'))
    return violation('trident-needs-advanced', '§17.1', 'the trident and net belong to the Advanced Game');
  return ok([
    { owner: pairing.first, man: first.man, armament: first.armament },
    { owner: pairing.second, man: second.man, armament: secondArms },
  ]);
}

/** Adds a line to an owner's purse; the league is copied, never changed in place. */
export function pay(league: League, ownerId: SeatId, line: LedgerLine): League {
  return {
    ...league,
    owners: league.owners.map((o) => (o.id === ownerId ? { ...o, money: [...o.money, line] } : o)),
  };
}
