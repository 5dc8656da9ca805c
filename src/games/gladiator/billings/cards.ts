/**
 * Billings 8.32: the five defensive cards. For 2 CF a man may play one card a combat phase; every attack that phase
 * on the card's body area gets the card's fixed result instead of a CRT roll, and the Duck and the Back Step leave
 * someone off balance. Each hook is a no-op unless the `defensiveCards` switch (or the preset) is on.
 */
import { type RuleViolation, violation } from '../../../core/result.js';
import type { Area, Gladiator, GladiatorOptions } from '../types.js';
import { billingsOn } from './options.js';
import { DEFENSIVE_CARD_COST, DEFENSIVE_CARDS, type DefensiveCard, type DefensiveCardId } from './tables.js';

/** The rule named in errors and in the log. */
export const BILLINGS_CARDS = 'Billings §8.32';

export const cardsOn = (options: Pick<GladiatorOptions, 'billings'>): boolean => billingsOn(options, 'defensiveCards');

export const cardById = (id: DefensiveCardId): DefensiveCard =>
  DEFENSIVE_CARDS.find((c) => c.id === id) as DefensiveCard;

/** CF lost to endurance rolls so far (16.3), for the Leap. */
const enduranceLoss = (g: Gladiator): number =>
  -g.cfChanges.filter((c) => c.rule === '§16.3').reduce((t, c) => t + Math.min(0, c.amount), 0);

/** Why this man may not play the card now, in words; null when he may. */
export function cardRefusal(g: Gladiator, card: DefensiveCard): string | null {
  const cond = card.condition;
  switch (cond.kind) {
    case 'notStunned':
      return g.stun > 0 ? `the ${card.name} needs a man free of stun, and ${g.name} has ${g.stun} stun` : null;
    case 'hasShield':
      return g.shield ? null : `the ${card.name} needs a shield, and ${g.name} has none`;
    case 'onFeetNotStumbling':
      if (g.posture !== 'standing') return `the ${card.name} needs a man on his feet, and ${g.name} is ${g.posture}`;
      return g.stumbling ? `the ${card.name} cannot be played while stumbling` : null;
    case 'hasWeaponArmsLossAtMost': {
      if (!g.hasWeapon) return `the ${card.name} needs a weapon in hand, and ${g.name} has none`;
      const lost = g.cfLostByArea[3] ?? 0;
      return lost > cond.cf
        ? `the ${card.name} allows at most ${cond.cf} CF lost to arm wounds, and ${g.name} has lost ${lost}`
        : null;
    }
    case 'onFeetLegsLossAtMost': {
      if (g.posture !== 'standing') return `the ${card.name} needs a man on his feet, and ${g.name} is ${g.posture}`;
      const lost = (g.cfLostByArea[4] ?? 0) + enduranceLoss(g);
      return lost > cond.cf
        ? `the ${card.name} allows at most ${cond.cf} CF lost to leg wounds and endurance together, and ${g.name} has lost ${lost}`
        : null;
    }
  }
}

/** The error for the cards written in an allocation, or null when they may be played. */
export function cardsError(
  options: Pick<GladiatorOptions, 'billings'>,
  g: Gladiator,
  cards: readonly DefensiveCardId[] | undefined,
): { ok: false; error: RuleViolation } | null {
  if (!cards || cards.length === 0) return null;
  if (!cardsOn(options))
    return violation('cards-not-played', BILLINGS_CARDS, 'defensive cards are not part of this match', { cards });
  if (cards.length > DEFENSIVE_CARD_COST.perPhase)
    return violation(
      'second-card',
      BILLINGS_CARDS,
      `only one defensive card may be played in a combat phase; ${cards.length} were written`,
      { cards },
    );
  const card = cardById(cards[0] as DefensiveCardId);
  const why = cardRefusal(g, card);
  return why ? violation('card-condition', BILLINGS_CARDS, why, { card: card.id }) : null;
}

/** The CF the written cards cost, counted with the defence. */
export const cardsCost = (cards: readonly DefensiveCardId[] | undefined): number =>
  (cards?.length ?? 0) * DEFENSIVE_CARD_COST.cf;

/** The card a man played that guards this area, if any. */
export const cardGuarding = (cards: readonly DefensiveCardId[] | undefined, area: Area): DefensiveCard | undefined =>
  cards?.map(cardById).find((c) => c.area === area);

/** The cards this man could play now (for the allocation form and the samples). */
export const playableCards = (options: Pick<GladiatorOptions, 'billings'>, g: Gladiator): DefensiveCardId[] =>
  cardsOn(options) ? DEFENSIVE_CARDS.filter((c) => cardRefusal(g, c) === null).map((c) => c.id) : [];
