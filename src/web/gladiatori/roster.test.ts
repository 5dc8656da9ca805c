import { describe, expect, it } from 'vitest';
import { gladiatori, OptionsSchema } from '../../games/gladiatori/module.js';
import { PREMADE } from '../../games/gladiatori/premade.js';
import type { Draft } from '../schemaForm.js';
import { itemsProblem, rosterOf } from './creation.js';
import { rosterRequest, SAVED_KEY, savedSeats, takeSaved, withSaved, withSeatItems } from './roster.js';

/** The match the draft would set up, the saved sheets in place as the server puts them (gladiatori-roster.ts). */
const setupOf = (draft: Draft) =>
  gladiatori.setup(
    OptionsSchema.parse({ characters: JSON.parse(String(draft.characters)), items: JSON.parse(String(draft.items)) }),
    'roster-items',
  );

describe('the lobby’s saved characters (15)', () => {
  it('a seat takes a saved character, gives him up, and the request names the seats that keep one', () => {
    let draft = withSaved({ characters: '["thraex","mirmillo"]' }, 'a', 'c1');
    draft = withSaved(draft, 'b', 'c2');
    expect(savedSeats(draft)).toEqual({ a: 'c1', b: 'c2' });
    draft = withSaved(draft, 'b', null);
    expect(rosterRequest(draft)).toEqual({ roster: { a: 'c1' } });
    // The options themselves are left alone.
    expect(draft.characters).toBe('["thraex","mirmillo"]');
  });
  it('no saved seat adds nothing to the request; a broken draft value reads as none', () => {
    expect(rosterRequest({})).toEqual({});
    expect(savedSeats({ [SAVED_KEY]: 'not json' })).toEqual({});
    expect(savedSeats({ [SAVED_KEY]: '["a"]' })).toEqual({});
    expect(savedSeats({ [SAVED_KEY]: '{"a":"c1","b":3}' })).toEqual({ a: 'c1' });
  });
  it('§9.1 a seat with a saved character chooses his items, and keeps his seat while he does', () => {
    const saved = { id: 'c1', sheet: PREMADE.retiarius.sheet };
    let draft = takeSaved({ characters: '["mirmillo","thraex"]', items: '[]' }, 1, saved);
    expect(savedSeats(draft)).toEqual({ b: 'c1' });
    // Taken from a pre-made character, he starts with no item (the dagger, 9.1) until some are chosen.
    expect(rosterOf(draft)[1]).toEqual({ kind: 'built', sheet: PREMADE.retiarius.sheet, items: [] });
    draft = withSeatItems(draft, 1, ['trident-3-1', 'net-0-1']);
    expect(savedSeats(draft)).toEqual({ b: 'c1' });
    expect(rosterOf(draft)[1]).toEqual({
      kind: 'built',
      sheet: PREMADE.retiarius.sheet,
      items: ['trident-3-1', 'net-0-1'],
    });
    expect(itemsProblem(['trident-3-1', 'net-0-1'], 'Retiarius')).toBeNull();
    expect(rosterRequest(draft)).toEqual({ roster: { b: 'c1' } });
    // The engine fields him with exactly those items.
    const set = setupOf(draft);
    if (!set.ok) throw new Error(set.error.message);
    expect(set.value.fighters.b?.items.map((x) => x.card.id)).toEqual(['trident-3-1', 'net-0-1']);
  });

  it('§9.1 the engine’s limits judge a saved character’s items as any seat’s: two shields are refused', () => {
    let draft = takeSaved({ characters: '["mirmillo","thraex"]', items: '[]' }, 0, {
      id: 'c1',
      sheet: PREMADE.secutor.sheet,
    });
    draft = withSeatItems(draft, 0, ['shield-1-3', 'shield-2-3']);
    expect(itemsProblem(['shield-1-3', 'shield-2-3'], 'Secutor')).toMatch(/shield symbol \(9\.1\)$/);
    const set = setupOf(draft);
    expect(set.ok).toBe(false);
    if (!set.ok) expect(set.error.message).toMatch(/^9\.1: /);
    // A seat's own items move with a character taken over a built one, and a pre-made seat takes no item choice.
    const again = takeSaved(withSeatItems(draft, 0, ['sword-2-2']), 0, { id: 'c2', sheet: PREMADE.thraex.sheet });
    expect(rosterOf(again)[0]).toMatchObject({ kind: 'built', items: ['sword-2-2'] });
    expect(savedSeats(again)).toEqual({ a: 'c2' });
    expect(withSeatItems(again, 1, ['sword-3-0'])).toEqual(again);
  });
});
