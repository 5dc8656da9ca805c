import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { unwrap } from '../../core/result.js';
import { gladiatori, OptionsSchema } from '../../games/gladiatori/module.js';
import { type Field, fieldsOf, initialDraft, optionsFrom } from '../schemaForm.js';

/** The options schema as the server publishes it (GET /api/games) and the lobby builds its form from it. */
const published = z.toJSONSchema(gladiatori.options, { io: 'input', unrepresentable: 'any' });
const field = (key: string): Field => {
  const f = fieldsOf(published).find((x) => x.key === key);
  if (!f) throw new Error(`no field ${key}`);
  return f;
};

describe('the lobby form offers the new Gladiatori options in words', () => {
  it('§4.1 start hexes chosen, §16.6 the box stock and §13 the learning path have labels, hints and value words', () => {
    expect(field('startChoice')).toMatchObject({ kind: 'boolean', label: 'Players choose their start hexes' });
    expect(field('startChoice').hint).toMatch(/^4\.1: /);
    expect(field('boxStock')).toMatchObject({ kind: 'boolean', label: "Extra cards from the box's stock" });
    expect(field('boxStock').hint).toMatch(/^16\.6: /);
    const game = field('game');
    if (game.kind !== 'enum') throw new Error('the level is not a choice');
    expect(game.choices).toContain('learning');
    expect(game.labels.learning).toBe('Learning: Simplified, then Light, then Normal');
    // No label or value a person reads is an identifier.
    for (const f of [field('startChoice'), field('boxStock'), game]) expect(f.label).not.toMatch(/[a-z][A-Z]/);
    for (const words of Object.values(game.labels)) expect(words).toMatch(/^[A-Z][a-z]+: /);
  });

  it('§4.1, §13 what the form sends with them set starts a learning match at the start-hex choice', () => {
    const draft = { ...initialDraft(published), startChoice: true, game: 'learning' };
    const sent = optionsFrom(published, draft);
    if (!sent.ok) throw new Error(JSON.stringify(sent.errors));
    expect(sent.options).toMatchObject({ startChoice: true, game: 'learning' });
    const s = unwrap(gladiatori.setup(OptionsSchema.parse(sent.options), 'lobby-1'));
    expect(s.phase.kind).toBe('place');
    expect(s.options).toMatchObject({ startChoice: true, game: 'learning', boxStock: false });
  });
});
