/**
 * Billings 8.32 in the allocation form: each defensive card in words (the area it guards, what every blow there
 * becomes, what the man needs to play it, who is left off balance) and whether this man may play it now. The engine
 * lists the cards it would accept (`legal.form.cards`); the reason for any other is the engine's own (cardRefusal).
 */
import { cardRefusal } from '../../games/gladiator/billings/cards.js';
import {
  type CardCondition,
  DEFENSIVE_CARD_COST,
  DEFENSIVE_CARDS,
  type DefensiveCard,
  type DefensiveCardId,
} from '../../games/gladiator/billings/tables.js';
import { AREA_NAMES, type Gladiator } from '../../games/gladiator/types.js';

export const CARD_IDS: readonly DefensiveCardId[] = DEFENSIVE_CARDS.map((c) => c.id);

const RESULT_WORDS: Record<DefensiveCard['result'], string> = {
  '-': 'no effect',
  S: 'a shield hit (S)',
  P: 'a parry (P)',
};

/** What the man must be or have to play the card, in words. */
export function conditionWords(c: CardCondition): string {
  switch (c.kind) {
    case 'notStunned':
      return 'no stun on him';
    case 'hasShield':
      return 'a shield';
    case 'onFeetNotStumbling':
      return 'on his feet and not stumbling';
    case 'hasWeaponArmsLossAtMost':
      return `a weapon in hand and no more than ${c.cf} CF lost to arm wounds`;
    case 'onFeetLegsLossAtMost':
      return `on his feet and no more than ${c.cf} CF lost to leg wounds and endurance`;
  }
}

/** Who the card leaves off balance, in words; null when nobody. */
export function afterWords(card: DefensiveCard): string | null {
  const { on, drm } = card.afterEffect;
  if (on === 'attacker') return `the man who struck is off balance: +${drm} to the next blow at him`;
  if (on === 'defender') return `you are off balance: ${drm} to your next blow`;
  return null;
}

/** The whole card in one line. */
export function cardLine(card: DefensiveCard): string {
  const after = afterWords(card);
  return `every blow at the ${AREA_NAMES[card.area]} this phase is ${RESULT_WORDS[card.result]}, no roll; needs ${conditionWords(card.condition)}${after ? `; ${after}` : ''}`;
}

/** One card as the form offers it: playable, or refused with the reason. */
export interface CardChoice {
  card: DefensiveCard;
  line: string;
  refused: string | null;
}

/**
 * The five cards for this man now. `playable` is the engine's list (legal.form.cards): a card missing from it is
 * refused with the condition it fails; one on it is still refused when his CF cannot pay for it this phase.
 */
export function cardChoices(
  me: Gladiator,
  playable: readonly DefensiveCardId[],
  form: { available: number; attackOnly: boolean },
): CardChoice[] {
  const unpaid = form.attackOnly
    ? 'your CF this phase come from position alone and may only attack (§9.33)'
    : form.available < DEFENSIVE_CARD_COST.cf
      ? `a card takes ${DEFENSIVE_CARD_COST.cf} CF and you have ${form.available}`
      : null;
  return DEFENSIVE_CARDS.map((card) => ({
    card,
    line: cardLine(card),
    refused: playable.includes(card.id)
      ? unpaid
      : (cardRefusal(me, card) ?? 'the engine does not offer it this phase (Billings §8.32)'),
  }));
}

/** The cards the engine lists in an allocation form, or null when the defensive cards are not played. */
export function cardsOfForm(form: unknown): DefensiveCardId[] | null {
  if (!form || typeof form !== 'object') return null;
  const cards = (form as { cards?: unknown }).cards;
  if (!Array.isArray(cards)) return null;
  return cards.filter((c): c is DefensiveCardId => CARD_IDS.includes(c as DefensiveCardId));
}
