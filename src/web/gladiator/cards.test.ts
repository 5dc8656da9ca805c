import { describe, expect, it } from 'vitest';
import { DEFENSIVE_CARDS } from '../../games/gladiator/billings/tables.js';
import { gladiator } from '../../games/gladiator/module.js';
import type { Gladiator } from '../../games/gladiator/types.js';
import { CARD_IDS, cardChoices, cardLine, cardsOfForm, conditionWords } from './cards.js';

const man = (patch: Partial<Gladiator> = {}): Gladiator => {
  const s = gladiator.setup(gladiator.options.parse({}), 'cards');
  if (!s.ok) throw new Error('setup');
  return { ...(s.value.gladiators.a as Gladiator), ...patch };
};

describe('Billings §8.32 the defensive cards in words', () => {
  it('says for each card the area, the result, the condition and who is left off balance', () => {
    const lines = Object.fromEntries(DEFENSIVE_CARDS.map((c) => [c.id, cardLine(c)]));
    expect(lines.duck).toMatch(/head.*no effect.*no stun.*\+1 to the next blow at him/);
    expect(lines.block).toMatch(/chest.*shield hit.*needs a shield$/);
    expect(lines.backStep).toMatch(/groin.*on his feet and not stumbling.*-1 to your next blow/);
    expect(lines.parry).toMatch(/arms.*parry.*weapon in hand and no more than 2 CF lost to arm wounds$/);
    expect(lines.leap).toMatch(/legs.*no more than 2 CF lost to leg wounds and endurance$/);
    expect(conditionWords({ kind: 'hasShield' })).toBe('a shield');
  });

  it('offers the cards the engine lists and refuses the others with the condition they fail', () => {
    const stunned = man({ stun: 3 });
    const choices = cardChoices(stunned, ['block', 'backStep', 'parry', 'leap'], { available: 8, attackOnly: false });
    const duck = choices.find((c) => c.card.id === 'duck');
    expect(duck?.refused).toMatch(/free of stun.*3 stun/);
    expect(choices.filter((c) => c.refused === null).map((c) => c.card.id)).toEqual([
      'block',
      'backStep',
      'parry',
      'leap',
    ]);
  });

  it('refuses every card when the CF cannot pay for one, or may only attack', () => {
    for (const c of cardChoices(man(), CARD_IDS, { available: 1, attackOnly: false }))
      expect(c.refused).toBe('a card takes 2 CF and you have 1');
    for (const c of cardChoices(man(), CARD_IDS, { available: 5, attackOnly: true }))
      expect(c.refused).toMatch(/only attack.*9\.33/);
  });

  it('reads the cards of a form, none when the section is off', () => {
    expect(cardsOfForm({ cards: ['duck', 'x', 'leap'] })).toEqual(['duck', 'leap']);
    expect(cardsOfForm({ available: 3 })).toBeNull();
  });
});
