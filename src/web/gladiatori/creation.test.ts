import { describe, expect, it } from 'vitest';
import { gladiatori, OptionsSchema } from '../../games/gladiatori/module.js';
import {
  addEntry,
  blankSheet,
  coinsWords,
  type Entry,
  itemsProblem,
  minPlayers,
  removeEntry,
  replaceEntry,
  rosterOf,
  rosterSeats,
  summaryOf,
  withRoster,
} from './creation.js';

const setupOf = (draft: Record<string, string>) =>
  gladiatori.setup(
    OptionsSchema.parse({ characters: JSON.parse(draft.characters ?? '[]'), items: JSON.parse(draft.items ?? '[]') }),
    'creation',
  );

describe("the lobby's Gladiatori roster", () => {
  it('16.9: reads the default duel of two pre-made characters, and names the seats by them', () => {
    const roster = rosterOf({ characters: '["mirmillo","thraex"]', items: '[]' });
    expect(roster).toEqual([
      { kind: 'premade', id: 'mirmillo' },
      { kind: 'premade', id: 'thraex' },
    ]);
    expect(rosterSeats(roster)).toEqual([
      { seat: 'a', label: 'Mirmillo' },
      { seat: 'b', label: 'Thraex' },
    ]);
    // A blank or broken field still gives two seats.
    expect(rosterOf({ characters: 'not json' })).toHaveLength(2);
  });

  it('16.2-16.3: a new character starts at the least of everything and costs what the table says', () => {
    const sheet = blankSheet('Verus');
    // Three skills at 3 (3 coins each) and Blood and Speed at 3 (1 coin a point).
    expect(coinsWords(sheet)).toBe('15 of 55 coins spent, 40 left');
    expect(summaryOf(sheet).problems).toEqual([]);
    const dearer = { ...sheet, skills: { ...sheet.skills, offense: 9 } };
    expect(coinsWords(dearer)).toBe('28 of 55 coins spent, 27 left');
  });

  it('16.1: counts a character over his coins as a problem naming the section, as the server does', () => {
    const sheet = {
      ...blankSheet('Verus'),
      skills: { endurance: 9, offense: 9, guard: 9 },
      cards: { energy0: 0, energy1: 2, feint: 0 },
    };
    // 48 coins of skills, 6 of Blood and Speed, 4 of cards: 58 of 55.
    const { problems } = summaryOf(sheet);
    expect(problems.map((p) => p.rule)).toEqual(['16.1']);
    const draft = withRoster({}, [
      { kind: 'premade', id: 'mirmillo' },
      { kind: 'built', sheet, items: [] },
    ]);
    const refused = setupOf(draft as Record<string, string>);
    expect(refused.ok).toBe(false);
  });

  it('writes a built character and his items into the options, which the engine sets up', () => {
    const built: Entry = { kind: 'built', sheet: blankSheet('Verus'), items: ['sword-3-1'] };
    const draft = withRoster({ turns: '6' }, [{ kind: 'premade', id: 'thraex' }, built]);
    expect(draft.turns).toBe('6');
    expect(rosterOf(draft)).toEqual([{ kind: 'premade', id: 'thraex' }, built]);
    const s = setupOf(draft as Record<string, string>);
    expect(s.ok).toBe(true);
    if (s.ok) {
      expect(s.value.fighters.b?.name).toBe('Verus');
      expect(s.value.fighters.b?.items.map((i) => i.card.id)).toEqual(['sword-3-1']);
    }
  });

  it('9.1: names a clash of item symbols with its section', () => {
    expect(itemsProblem(['sword-3-1'], 'Verus')).toBeNull();
    expect(itemsProblem(['shield-2-3', 'shield-1-3'], 'Verus')).toMatch(/shield.*\(9\.1\)/);
  });

  it('16: a character drawn at random is written by name, with no items of his own', () => {
    const draft = withRoster({}, [{ kind: 'premade', id: 'thraex' }, { kind: 'random' }]);
    expect(JSON.parse(draft.characters as string)).toEqual(['thraex', 'random']);
    expect(rosterOf(draft)[1]).toEqual({ kind: 'random' });
    expect(rosterSeats(rosterOf(draft))[1]?.label).toBe('A random character');
    expect(setupOf(draft as Record<string, string>).ok).toBe(true);
  });

  it('16.6: with the overlimit on, cards past the limit cost double instead of being refused', () => {
    const sheet = { ...blankSheet('Verus'), cards: { energy0: 9, energy1: 0, feint: 0 } };
    expect(summaryOf(sheet).problems.map((p) => p.rule)).toEqual(['16.5']);
    expect(summaryOf(sheet, true).problems).toEqual([]);
    // 15 for the least of everything, 8 cards at 1 coin and the ninth at 2.
    expect(coinsWords(sheet, true)).toBe('25 of 55 coins spent, 30 left');
  });

  it('adds players up to four with pre-made characters not yet taken, and keeps two at least', () => {
    let r = rosterOf({ characters: '["mirmillo","thraex"]' });
    r = addEntry(addEntry(r));
    expect(r.map((e) => (e.kind === 'premade' ? e.id : ''))).toEqual(['mirmillo', 'thraex', 'secutor', 'hoplomachus']);
    expect(addEntry(r)).toHaveLength(4);
    expect(removeEntry(removeEntry(removeEntry(r, 3), 2), 0)).toHaveLength(2);
    // 17.1: one gladiator alone may face the animals, when the options offer them.
    expect(removeEntry(removeEntry(r, 3, 1), 2, 1)).toHaveLength(2);
    expect(removeEntry([r[0] as Entry, r[1] as Entry], 0, minPlayers({ animals: 'solo' }))).toHaveLength(1);
    expect(minPlayers({ animals: 'none' })).toBe(2);
    expect(replaceEntry(r, 0, { kind: 'premade', id: 'retiarius' })[0]).toEqual({ kind: 'premade', id: 'retiarius' });
  });
});
