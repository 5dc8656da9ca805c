/**
 * Campaign bots. Each sees only its seat's view and legal commands, like a person at the table.
 * - `career` spends experience on what its man lacks most, and saves when the purchase it wants is not yet in reach.
 * - `owner` names a spread of types for its stable, puts up its strongest fit man, chooses his arms, offers odds that
 *   match its man's chances and stakes more the stronger he is, offers and takes side bets that pay on its reckoning,
 *   spends its fighter's experience as the career bot does, and bids on a lot what the man is worth to its stable,
 *   never more than it can spare.
 * - `arena` stands in for the server's arena seat: it fights the arranged GLADIATOR match in-process with brawlers
 *   at both seats, seeded from its own generator, and hands in the result (arena.ts).
 * - `house` plays every seat of a campaign, each as the bot of that seat would.
 * Put in a seat not its own, `career`, `owner` and `arena` play the first command offered.
 */
import type { Legal } from '../../core/protocol.js';
import { nextInt, type RngState } from '../../core/rng.js';
import type { Bot } from '../../core/runner.js';
import type { GladiatorType } from '../gladiator/types.js';
import { fightArranged } from './arena.js';
import { balance } from './ledger.js';
import type { CampaignMan } from './man.js';
import type { CampaignView } from './module.js';
import type { CampaignCommand } from './schema.js';
import { IMPROVEMENTS, ODDS_LADDER, STABLE } from './tables.js';
import { exposure } from './wagers.js';

type Step = CampaignView['step'];
type Man = Pick<CampaignMan, 'TR' | 'ST' | 'AG' | 'CON' | 'W' | 'armour' | 'shield'>;

const ARMOUR_WORTH: Record<string, number> = { A: 3, B: 2, C: 1 };

/**
 * A rough measure of a man's fighting worth, for bots only: CF (TR + ST + AG) with Strength counted again for its
 * damage and Agility half again for its defence, wound boxes, half the Constitution, half the armour points (a
 * partial piece, such as "C7", half) and the shield.
 */
export function might(m: Man): number {
  const armour = m.armour.reduce((t, code) => {
    const worth = ARMOUR_WORTH[code[0] ?? ''] ?? 0;
    return t + (code.length > 1 ? worth / 2 : worth);
  }, 0);
  const shield = m.shield === 'large' ? 2 : m.shield === 'small' ? 1 : 0;
  return m.TR + 2 * m.ST + 1.5 * m.AG + m.CON / 2 + m.W + armour / 2 + shield;
}

/** The chance a man of might `mine` beats one of might `theirs`, as the bots guess it. */
export const winChance = (mine: number, theirs: number): number => 1 / (1 + Math.exp(-(mine - theirs) / 4));

const first = (legal: Legal<unknown>): CampaignCommand => {
  const c = legal.commands[0];
  if (c === undefined) throw new Error(`campaign bot: seat ${legal.seat} has no legal command`);
  return c as CampaignCommand;
};

// ---- the career: improvements (21.3) ------------------------------------------------------------------

/**
 * Levels a sound man has on each characteristic (a little above the middle of what creation rolls) and what a
 * point of it is worth in a fight, by the bots' reckoning.
 */
const SOUND: Record<(typeof IMPROVEMENTS)[number]['id'], { level: number; worth: number }> = {
  TR: { level: 12, worth: 1 },
  ST: { level: 2, worth: 1.6 },
  AG: { level: 2, worth: 1.3 },
  CON: { level: 5, worth: 0.8 },
  W: { level: 12, worth: 1.4 },
};

/** How much a purchase is wanted: the man's shortfall on it, by what a point is worth, for each experience point. */
function want(man: CampaignMan, id: keyof typeof SOUND, cost: number): number {
  const { level, worth } = SOUND[id];
  const short = Math.max(0, level - man[id]);
  return ((short > 0 ? short : 0.25) * worth) / cost;
}

function improve(view: CampaignView, legal: Legal<CampaignCommand>): CampaignCommand {
  const buys = legal.commands.filter((c): c is Extract<CampaignCommand, { type: 'buy' }> => c.type === 'buy');
  // In a career the man is the last of the career's men; in a league each purchase names the owner's man who fought.
  const career = view.career?.men.at(-1);
  const ids = [...new Set(buys.map((b) => b.man))];
  const candidates = career
    ? [{ man: career, id: undefined }]
    : ids.map((id) => ({ man: men(view)[id as number], id }));
  for (const { man, id } of candidates) {
    if (!man) continue;
    const points = balance(man.experience);
    const ranked = IMPROVEMENTS.map((i) => ({ id: i.id, cost: i.cost, want: want(man, i.id, i.cost) })).sort(
      (x, y) => y.want - x.want,
    );
    const best = ranked[0];
    const buyable = ranked.find((r) => buys.some((c) => c.improvement === r.id && c.man === id));
    // Buy what he lacks most; a lesser purchase only when it is nearly as wanted, else save for the best one.
    if (buyable && best && (buyable.id === best.id || buyable.want >= 0.7 * best.want || points >= best.cost * 2))
      return { type: 'buy', improvement: buyable.id, ...(id === undefined ? {} : { man: id }) };
  }
  return { type: 'ready' };
}

// ---- the owner: who fights (22.3), the wager (22.5), the auction (22.4) -------------------------------------

const men = (view: CampaignView): Record<number, CampaignMan> => view.league?.men ?? {};
const purseOf = (view: CampaignView, seat: string): number =>
  balance(view.league?.owners.find((o) => o.id === seat)?.money ?? []);

function fighter(view: CampaignView, legal: Legal<CampaignCommand>): CampaignCommand {
  const offers = legal.commands.filter((c): c is Extract<CampaignCommand, { type: 'fighter' }> => c.type === 'fighter');
  if (offers.length === 0) return first(legal);
  const all = men(view);
  const best = offers.reduce((b, c) => (might(all[c.man] as Man) > might(all[b.man] as Man) ? c : b));
  const man = all[best.man] as CampaignMan;
  const arms = offers.filter((c) => c.man === best.man).map((c) => c.armament);
  const foe = view.firstChoice ? all[view.firstChoice.man] : undefined;
  // A man with little shield to lose and the agility to use the net takes the trident when he may.
  const netman = (man.shield ?? 'none') !== 'large' && man.AG >= 1;
  const armament =
    arms.includes('trident') && netman ? 'trident' : arms.includes('sword') ? 'sword' : (arms[0] ?? 'sword');
  const strength = `might ${might(man).toFixed(1)}`;
  const versus = foe ? `, against ${foe.name}'s ${might(foe).toFixed(1)}` : '';
  const arm =
    armament === 'trident'
      ? 'agile and without a large shield, he takes the net'
      : armament === 'shortSword'
        ? 'the short sword is what is left'
        : man.shield === 'large'
          ? 'he keeps his large shield'
          : 'the sword suits him better than the net';
  return { type: 'fighter', man: best.man, armament, reason: `his strongest man (${strength}${versus}); ${arm}` };
}

function wager(view: CampaignView, legal: Legal<CampaignCommand>, seat: string): CampaignCommand {
  const f = view.fighters;
  if (!f) return first(legal);
  const mine = f.find((x) => x.owner === seat);
  const theirs = f.find((x) => x.owner !== seat);
  if (!mine || !theirs) return first(legal);
  const all = men(view);
  const p = winChance(might(all[mine.man] as Man), might(all[theirs.man] as Man));
  // Offer the longest odds that still pay on his chances (k to 1 pays while p / (1 - p) is at least k).
  const fair = p / (1 - p);
  const offers = legal.commands.filter((c): c is Extract<CampaignCommand, { type: 'wager' }> => c.type === 'wager');
  const rung = [...ODDS_LADDER].reverse().find((r) => r.odds <= fair && offers.some((c) => c.odds === r.odds));
  const chosen = rung ?? ODDS_LADDER.find((r) => offers.some((c) => c.odds === r.odds));
  if (!chosen) return first(legal);
  // The stronger his man, the more above the minimum he asks the other to stake, as far as both can cover it.
  const times = p >= 0.75 ? 3 : p >= 0.6 ? 2 : 1;
  const cover = Math.min(purseOf(view, theirs.owner), Math.floor(purseOf(view, seat) / chosen.odds));
  const stake = Math.max(chosen.minimum, Math.min(chosen.minimum * times, cover));
  const reason = `he rates his man's chances at ${Math.round(p * 100)} in 100`;
  return { type: 'wager', odds: chosen.odds, stake, reason };
}

/** 22.2: a spread of types, so the stable has an answer to any opponent. */
const STABLE_TYPES: GladiatorType[] = ['heavy', 'heavy', 'medium', 'medium', 'light'];

/** The chance the man of fighting owner `backs` wins, as this bot reckons it from both men. */
function chanceOf(view: CampaignView, backs: string): number | null {
  const f = view.fighters;
  const mine = f?.find((x) => x.owner === backs);
  const theirs = f?.find((x) => x.owner !== backs);
  if (!mine || !theirs) return null;
  return winChance(might(men(view)[mine.man] as Man), might(men(view)[theirs.man] as Man));
}

/**
 * 22.5: side bets. An owner whose man fights and looks the stronger offers one bet on him, at the longest whole odds
 * his chances bear; any owner takes an offer whose odds pay on his reckoning; otherwise it is done betting.
 */
function bets(view: CampaignView, legal: Legal<CampaignCommand>, seat: string): CampaignCommand {
  for (const c of legal.commands) {
    if (c.type !== 'take-bet') continue;
    const o = view.offers.find((x) => x.id === c.offer);
    const p = o ? chanceOf(view, o.backs) : null;
    if (!o || p === null) continue;
    // The taker wins the odds when the backed man loses and pays his stake when he wins.
    if ((1 - p) * Math.floor((o.stake * o.odds[0]) / o.odds[1]) > p * o.stake) return c;
  }
  const p = chanceOf(view, seat);
  const offered = view.offersMade[seat] ?? 0;
  const canOffer = legal.commands.some((c) => c.type === 'side-bet' && c.backs === seat);
  if (p !== null && p >= 0.6 && offered === 0 && canOffer) {
    // Odds as long as his chances bear, up to the ladder's longest; never more than half his free money at risk.
    const k = Math.min(ODDS_LADDER.length, Math.max(1, Math.floor(p / (1 - p))));
    const free = purseOf(view, seat) - exposure(view.wagers, seat);
    const stake = Math.min(p >= 0.75 ? 300 : 200, Math.floor(free / k / 2));
    if (stake >= 1)
      return {
        type: 'side-bet',
        backs: seat,
        odds: [k, 1],
        stake,
        reason: `he rates his man's chances at ${Math.round(p * 100)} in 100`,
      };
  }
  return { type: 'ready' };
}

/** What a newly created man is worth to this owner: more for a better man and for a thin stable. */
function bid(view: CampaignView, legal: Legal<CampaignCommand>, seat: string): CampaignCommand {
  const lot = view.lots[0];
  const owner = view.league?.owners.find((o) => o.id === seat);
  if (!lot || !owner) return first(legal);
  const fit = owner.stable.filter((id) => men(view)[id]?.status === 'fit').length;
  const need = fit < STABLE.gladiators ? 1.5 : 0.5;
  const worth = Math.max(0, 1_000 + 200 * (might(lot) - 31)) * need;
  // Keep enough back to stake the longest odds' minimum in a match to come.
  const spare = purseOf(view, seat) - (ODDS_LADDER.at(-1)?.minimum ?? 0);
  const amount = Math.max(0, Math.min(Math.round(worth / 10) * 10, spare));
  return { type: 'bid', amount };
}

// ---- the bots ---------------------------------------------------------------------------------------------

type Decide = (view: CampaignView, legal: Legal<CampaignCommand>, rng: RngState) => CampaignCommand;

const ROLES: Record<'career' | 'owner' | 'arena', { steps: Step[]; decide: Decide }> = {
  career: { steps: ['improve'], decide: (view, legal) => improve(view, legal) },
  owner: {
    steps: ['stable', 'improve', 'first', 'second', 'wager', 'bets', 'auction'],
    decide: (view, legal) => {
      switch (view.step) {
        case 'stable':
          return { type: 'stable', types: [...STABLE_TYPES] };
        case 'improve':
          return improve(view, legal);
        case 'wager':
          return wager(view, legal, legal.seat);
        case 'bets':
          return bets(view, legal, legal.seat);
        case 'auction':
          return bid(view, legal, legal.seat);
        default:
          return fighter(view, legal);
      }
    },
  },
  arena: {
    steps: ['match'],
    decide: (view, legal, rng) => {
      if (!view.arranged) return first(legal);
      const fought = fightArranged(view.arranged, `arena-${nextInt(rng, 1_000_000_000)}`);
      if (!fought.ok) throw new Error(`arena bot: ${fought.error.rule} ${fought.error.message}`);
      return fought.value;
    },
  },
};

const roleBot = (name: keyof typeof ROLES, level: number, about: string): Bot => ({
  name,
  level,
  about,
  choose: (view, legal, rng) => {
    const v = view as CampaignView;
    const l = legal as Legal<CampaignCommand>;
    return ROLES[name].steps.includes(v.step) ? ROLES[name].decide(v, l, rng) : first(l);
  },
});

export const careerBot = roleBot('career', 2, 'spends experience on what its man lacks most, or saves for it');
export const ownerBot = roleBot(
  'owner',
  2,
  'puts up its strongest man, offers odds and stakes to match his chances, bids within its means',
);
export const arenaBot: Bot = {
  ...roleBot('arena', 1, 'fights the arranged match with brawlers at both seats and reports it'),
  unlisted: true,
};

/** Every seat of a campaign at once: the career, owner and arena bots each where it belongs. */
export const houseBot: Bot = {
  name: 'house',
  level: 2,
  about: 'plays every seat of a campaign: the career, owner and arena bots each at its own',
  choose: (view, legal, rng) => {
    const v = view as CampaignView;
    const role = (Object.keys(ROLES) as (keyof typeof ROLES)[]).find((r) => ROLES[r].steps.includes(v.step));
    return role ? ROLES[role].decide(v, legal as Legal<CampaignCommand>, rng) : first(legal as Legal<CampaignCommand>);
  },
};
