import { describe, expect, it } from 'vitest';
import { checkSheet, sheetCost, sheetWords, startingCards } from './character.js';
import { checkHeldItems, HOUSE_ITEMS, type ItemCard } from './items.js';
import { DEFAULT_ITEMS, PREMADE, PREMADE_IDS } from './premade.js';
import { STANDARD_COINS } from './tables.js';

describe('§16.9 Pre-made characters', () => {
  it.each(PREMADE_IDS)('%s passes the creation check at 55 coins', (id) => {
    const r = checkSheet(PREMADE[id].sheet);
    expect(r.ok, JSON.stringify(r)).toBe(true);
  });

  it.each(PREMADE_IDS)('%s: every printed subtotal matches our prices, but the Hoplomachus skills', (id) => {
    const { sheet, printed } = PREMADE[id];
    const cost = sheetCost(sheet);
    expect({ ...cost, skills: id === 'hoplomachus' ? printed.skills : cost.skills }).toMatchObject(printed);
  });

  it('four of them cost exactly 55 coins', () => {
    for (const id of PREMADE_IDS.filter((x) => x !== 'hoplomachus'))
      expect(sheetCost(PREMADE[id].sheet).total, id).toBe(STANDARD_COINS);
  });

  it('the Hoplomachus: skills 6/5/4 cost 18, not the printed 20, so he totals 53 (a recorded ruling)', () => {
    const cost = sheetCost(PREMADE.hoplomachus.sheet);
    expect(cost.skills).toBe(18);
    expect(PREMADE.hoplomachus.printed.skills).toBe(20);
    expect(cost.total).toBe(53);
    expect(cost.left).toBe(2);
  });

  it('the Secutor: 10 cards (7 combat cards and 3 special moves), 17 skill points, 10 ability points, 3 powers', () => {
    const s = PREMADE.secutor.sheet;
    expect(startingCards(s).filter((c) => c.kind !== 'action')).toHaveLength(10);
    expect(s.skills.endurance + s.skills.offense + s.skills.guard).toBe(17);
    expect(s.abilities.blood + s.abilities.speed).toBe(10);
    expect(s.powers).toHaveLength(3);
  });

  it('preferred item kinds are those printed', () => {
    expect(PREMADE.mirmillo.sheet.preferredItems).toEqual(['sword', 'helmet']);
    expect(PREMADE.hoplomachus.sheet.preferredItems).toEqual(['spear', 'helmet', 'ironArm']);
    expect(PREMADE.retiarius.sheet.preferredItems).toEqual(['net', 'spear', 'trident']);
  });

  it('each default item pair is legal, of the preferred kinds, and no card serves two characters', () => {
    const used = new Set<string>();
    for (const id of PREMADE_IDS) {
      const items = DEFAULT_ITEMS[id].map((x) => HOUSE_ITEMS.cards.find((c) => c.id === x) as ItemCard);
      expect(items.every(Boolean), id).toBe(true);
      expect(checkHeldItems(items).ok, id).toBe(true);
      for (const c of items) {
        expect(PREMADE[id].sheet.preferredItems, id).toContain(c.kind);
        expect(used.has(c.id), c.id).toBe(false);
        used.add(c.id);
      }
    }
  });
  it('the Example of a Turn: Thraex attacks with +5 from items and defends with +4; Mirmillo defends with +2', () => {
    const sum = (id: 'thraex' | 'mirmillo', k: 'attack' | 'defence') =>
      DEFAULT_ITEMS[id].reduce((s, x) => s + ((HOUSE_ITEMS.cards.find((c) => c.id === x) as ItemCard)[k] ?? 0), 0);
    expect(sum('thraex', 'attack')).toBe(5);
    expect(sum('thraex', 'defence')).toBe(4);
    expect(sum('mirmillo', 'defence')).toBe(2);
  });

  it('a sheet in words', () => {
    expect(sheetWords(PREMADE.retiarius.sheet)).toBe(
      'Retiarius: Endurance 7, Offense 3, Guard 6; Blood 5, Speed 4; 4 0-energy cards, 4 1-energy cards, 1 feint card; moves: Overskill, Rage, Unbalancing Strike; powers: Wrestling, Delay',
    );
  });
});
