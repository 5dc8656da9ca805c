/**
 * The campaign in words: seats, a man's state and figures, the step the campaign waits at, the arms each owner may
 * choose (and why another choice is refused). Pure: the screen and its tests read these.
 */

import type { CampaignMan, ManStatus } from '../../games/campaign/man.js';
import type { CampaignView } from '../../games/campaign/module.js';
import type { League, Owner } from '../../games/campaign/owners.js';
import { CHARACTERISTIC_NAMES, type Characteristic } from '../../games/campaign/tables.js';
import type { NumberedEvent } from '../../server/wire.js';
import { listWords } from '../screen.js';

export type ViewLeague = Omit<League, 'rng'>;

/** A seat of the campaign in words: "Owner 2", "the player", "the arena". */
export function campaignSeatWords(seat: string): string {
  const owner = /^o([1-9])$/.exec(seat);
  if (owner) return `Owner ${owner[1]}`;
  if (seat === 'player') return 'the player';
  if (seat === 'arena') return 'the arena';
  return `seat ${seat}`;
}

/** For screens.ts: the campaign's seats in words, whatever the view (its seats carry no names of their own). */
export const campaignSeatWordsOf = (view: unknown): ((seat: string) => string) | null =>
  view && typeof view === 'object' && (view as { game?: unknown }).game === 'campaign' ? campaignSeatWords : null;

/**
 * A line of the engine's with each owner it names ("Owner 2 puts up Cato"; older records wrote the seat id, "o2")
 * named as this page names him, e.g. with the person's own name.
 */
export const withOwnerNames = (text: string, nameOf: (seat: string) => string = campaignSeatWords): string =>
  text.replace(/\b(?:Owner |o)([1-9])\b/g, (_, n: string) => nameOf(`o${n}`));

/** An event with the owners its text and its rolls' purposes name by seat id named in words. */
export function namedEvent(e: NumberedEvent, nameOf: (seat: string) => string = campaignSeatWords): NumberedEvent {
  const ev = e.event as { text?: unknown; rolls?: unknown };
  const text = typeof ev.text === 'string' ? withOwnerNames(ev.text, nameOf) : ev.text;
  const rolls = Array.isArray(ev.rolls)
    ? ev.rolls.map((r: { purpose?: unknown }) =>
        typeof r?.purpose === 'string' ? { ...r, purpose: withOwnerNames(r.purpose, nameOf) } : r,
      )
    : ev.rolls;
  return { ...e, event: { ...ev, text, ...(rolls === undefined ? {} : { rolls }) } } as NumberedEvent;
}

export const STATUS_WORDS: Readonly<Record<ManStatus, string>> = {
  fit: 'fit to fight',
  dead: 'dead',
  free: 'a free man, the Emperor’s Champion',
  unfit: 'unfit to fight: his injuries left him too weak',
};

export const TYPE_WORDS: Readonly<Record<CampaignMan['type'], string>> = {
  light: 'light',
  medium: 'medium',
  heavy: 'heavy',
};

export type ArmamentId = 'sword' | 'trident' | 'shortSword';
export const ARMAMENT_WORDS: Readonly<Record<ArmamentId, string>> = {
  sword: 'the sword',
  trident: 'the trident and net (he fights as a Retarius)',
  shortSword: 'the short sword',
};

/** The characteristics as the log sheet lists them (3.7), and CF, their sum. */
export const SHEET_ORDER: readonly Characteristic[] = ['TR', 'ST', 'AG', 'CON', 'W'];
export const characteristicName = (c: Characteristic): string => CHARACTERISTIC_NAMES[c];

/** The combat factor a man starts a match with (3.7): training, strength and agility together. */
export const cfOf = (m: Pick<CampaignMan, 'TR' | 'ST' | 'AG'>): number => m.TR + m.ST + m.AG;

/** Experience points a man holds now (his book's balance). */
export const pointsOf = (m: Pick<CampaignMan, 'experience'>): number => m.experience.reduce((t, l) => t + l.amount, 0);

const AREA_WORDS = ['head', 'chest', 'groin', 'arms', 'legs'];

/** His injuries in words: what healing took from his characteristics (21.4), and wounds still to heal. */
export function injuryWords(m: CampaignMan): string[] {
  const out = m.changes
    .filter((c) => c.amount < 0)
    .map((c) => `match ${c.match}: ${-c.amount} ${CHARACTERISTIC_NAMES[c.characteristic]} lost (${c.rule})`);
  const open = (m.toHeal ?? []).map((n, i) => (n > 0 ? `${AREA_WORDS[i]} ${n}` : '')).filter((s) => s !== '');
  if (open.length > 0) out.push(`wounds from his last match, to heal before the next: ${open.join(', ')}`);
  return out;
}

/** "7 victories in 9 matches". */
export function recordWords(m: Pick<CampaignMan, 'victories' | 'matches'>): string {
  const v = `${m.victories} ${m.victories === 1 ? 'victory' : 'victories'}`;
  return `${v} in ${m.matches} ${m.matches === 1 ? 'match' : 'matches'}`;
}

/** A man's type and arms in a line: "medium, right-handed, small shield". */
export function kitWords(m: CampaignMan): string {
  const shield = m.shield ? `${m.shield} shield` : 'no shield';
  return `${TYPE_WORDS[m.type]}, ${m.handedness}-handed, ${shield}`;
}

/** An owner's men, in his stable's order. */
export const menOf = (l: ViewLeague, o: Owner): CampaignMan[] =>
  o.stable.map((id) => l.men[id]).filter((m): m is CampaignMan => m !== undefined);

/**
 * Men of the league no longer in any stable: the dead and the freed (22.4, 22.7). Men on the auction block belong to
 * no stable yet and are not among them.
 */
export function fallenMen(l: ViewLeague, lots: readonly CampaignMan[]): CampaignMan[] {
  const kept = new Set([...l.owners.flatMap((o) => o.stable), ...lots.map((m) => m.id)]);
  return Object.values(l.men)
    .filter((m) => !kept.has(m.id))
    .sort((a, b) => a.id - b.id);
}

/** What the campaign waits for, in words, from the point of view of `seat` (null: a spectator). */
export function stepWords(v: CampaignView, seat: string | null, nameOf = campaignSeatWords): string {
  const you = (s: string | undefined) => (s !== undefined && s === seat ? 'You' : nameOf(s ?? ''));
  const p = v.pairing;
  switch (v.step) {
    case 'improve':
      return v.career
        ? `${you('player')} may spend experience on improvements before the next match (§21.3).`
        : `${listWords(v.waitingOn.map(you))} may spend the experience of the man who just fought (§21.3).`;
    case 'stable':
      return `Every owner names the types of his five men (§22.2)${v.named.length > 0 ? `; ${listWords(v.named.map(you))} ${v.named.length === 1 && v.named[0] !== seat ? 'has' : 'have'} named them` : ''}.`;
    case 'bets':
      return `Side bets on the match may be offered and taken (§22.5); waiting for ${listWords(v.waitingOn.map((s) => (s === seat ? 'you' : nameOf(s))))}.`;
    case 'first':
      return `${you(p?.first)} rolled highest and chooses a man and his arms first (§22.3).`;
    case 'second':
      return `${you(p?.second)} chooses a man to oppose him (§22.3).`;
    case 'wager':
      return `${you(p?.first)} offers the odds of the mandatory wager (§22.5).`;
    case 'match':
      return 'The match is being fought in the arena.';
    case 'auction': {
      const lot = v.lots[0];
      return `The school sells ${lot ? lot.name : 'a new man'} to the highest bidder (§22.4).`;
    }
    case 'over':
      return v.outcome ? withOwnerNames(v.outcome.text, nameOf) : 'The campaign is over.';
  }
}

export interface ArmChoice {
  armament: ArmamentId;
  /** Null when the engine allows it; else why not, in words, and the rule. */
  refused: { reason: string; rule: string } | null;
}

/**
 * 22.3 and 17.1: the arms open to the owner choosing at `step`, each with why it is refused if it is. The first owner
 * picks the sword or the trident; the second takes the one he left, or the short sword; the trident needs the
 * Advanced Game, and a Retarius never meets a Retarius.
 */
export function armChoices(
  step: 'first' | 'second',
  first: { armament: 'sword' | 'trident' } | null,
  advanced: boolean,
): ArmChoice[] {
  const all: ArmamentId[] = ['sword', 'trident', 'shortSword'];
  return all.map((armament) => {
    const refuse = (reason: string, rule: string): ArmChoice => ({ armament, refused: { reason, rule } });
    if (step === 'first' && armament === 'shortSword')
      return refuse('the owner who chooses first picks the sword or the trident', '§22.3');
    if (armament === 'trident' && !advanced)
      return refuse('the trident and net belong to the Advanced Game, which this campaign does not use', '§17.1');
    if (step === 'second' && first && armament === first.armament)
      return armament === 'trident'
        ? refuse('his man fights with the trident, and a Retarius never faces another Retarius', '§22.3')
        : refuse(
            advanced
              ? 'his man took the sword: yours takes the trident he left, or the short sword'
              : 'his man took the sword: yours takes the short sword',
            '§22.3',
          );
    return { armament, refused: null };
  });
}

/** Why a man of the owner's stable cannot be put up, or null if he can (22.3). */
export function manRefusal(m: CampaignMan): string | null {
  return m.status === 'fit' ? null : `${m.name} is ${STATUS_WORDS[m.status]}`;
}

/** Owners still in, and those out with why (22.6). */
export function ownersWords(l: ViewLeague, nameOf = campaignSeatWords): string {
  const out = l.owners.filter((o) => o.eliminated);
  const inGame = l.owners.filter((o) => !o.eliminated).map((o) => nameOf(o.id));
  return out.length === 0
    ? `${listWords(inGame)} are in the game.`
    : `${listWords(inGame)} ${inGame.length === 1 ? 'is' : 'are'} in the game; ${listWords(out.map((o) => nameOf(o.id)))} ${out.length === 1 ? 'is' : 'are'} out.`;
}
