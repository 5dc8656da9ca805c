import { describe, expect, it } from 'vitest';
import { unwrap } from '../../core/result.js';
import { gladiatori, OptionsSchema } from './module.js';
import { COMMAND_WORDS, wrongStep } from './step-words.js';
import type { GladiatoriCommand, GladiatoriState } from './types.js';

const start = (options: Record<string, unknown>, seed: string): GladiatoriState =>
  unwrap(gladiatori.setup(OptionsSchema.parse({ characters: ['mirmillo', 'thraex'], ...options }), seed));

/** The refusal the engine gives the seat it waits on for `cmd`. */
const refusal = (s: GladiatoriState, cmd: GladiatoriCommand) => {
  const seat = gladiatori.pending(s)[0] as string;
  const r = gladiatori.apply(s, seat, cmd);
  if (r.ok) throw new Error(`${cmd.type} was taken`);
  return r.error;
};

const pass: GladiatoriCommand = { type: 'pass' };

describe('a command given at the wrong step is refused in words', () => {
  it('§5.1 while hands are chosen: the game awaits the choice of the cards, said in words', () => {
    const e = refusal(start({ startChoice: false }, 'steps-1'), pass);
    expect(e).toMatchObject({ code: 'wrong-step', rule: '5.1' });
    expect(e.message).toBe('a pass is not taken now: the game awaits the choice of the cards kept in hand');
  });

  it('§4.1 while start hexes are chosen (the default): the placing awaits a miniature set down on a hex', () => {
    const e = refusal(start({}, 'steps-2'), { type: 'choose', hand: [] });
    expect(e).toMatchObject({ code: 'wrong-step', rule: '4.1' });
    expect(e.message).toBe(
      'the choice of the cards kept in hand is not taken now: the placing of the miniatures awaits a miniature set down on a hex',
    );
  });

  it('§9.3 during the draft: the deal awaits an item picked', () => {
    const e = refusal(start({ itemMethod: 'draft' }, 'steps-3'), pass);
    expect(e).toMatchObject({ code: 'wrong-step', rule: '9.3' });
    expect(e.message).toBe('a pass is not taken now: the deal of the items awaits an item picked in the draft');
  });

  it('no refusal quotes a command identifier; several awaited commands are listed in words', () => {
    const many = wrongStep({ type: 'react', card: null, add: [] }, ['action', 'pass', 'surrender'], '6');
    expect(many.message).toBe(
      'a Reaction (or none) is not taken now: the game awaits an Action, a pass or a surrender',
    );
    for (const [type, words] of Object.entries(COMMAND_WORDS)) {
      expect(words, type).not.toMatch(/["_]/);
      expect(words, type).not.toMatch(/,/);
    }
  });
});
