import { describe, expect, it } from 'vitest';
import { gladiator } from '../../games/gladiator/module.js';
import { gladiatorSeatWords } from './names.js';

/** A spectator's view of a new match, as it comes off the wire. */
function viewOf(options: Record<string, unknown>, seed: string): unknown {
  const setup = gladiator.setup(gladiator.options.parse(options), seed);
  if (!setup.ok) throw new Error(setup.error.message);
  return JSON.parse(JSON.stringify(gladiator.view(setup.value, 'spectator')));
}

describe('a GLADIATOR seat in words', () => {
  it("names the man in a duel, never the seat's letter", () => {
    const view = viewOf({}, 'names-1') as { gladiators: Record<string, { name: string }> };
    const words = gladiatorSeatWords(view);
    expect(words?.('a')).toBe(view.gladiators.a?.name);
    expect(words?.('b')).toBe(view.gladiators.b?.name);
    expect(words?.('a')).not.toMatch(/^(a|b|seat a)$/);
  });

  it('adds his side in a team fight (20)', () => {
    const view = viewOf({ advanced: true, sides: [['medium', 'medium'], ['medium']] }, 'names-2') as {
      gladiators: Record<string, { name: string }>;
      sides: string[][];
    };
    const words = gladiatorSeatWords(view);
    const [first, second] = view.sides;
    expect(words?.(first?.[1] as string)).toBe(`${view.gladiators[first?.[1] as string]?.name} of Side 1`);
    expect(words?.(second?.[0] as string)).toBe(`${view.gladiators[second?.[0] as string]?.name} of Side 2`);
  });

  it('falls back to the seat for a seat the view does not hold, and to nothing for a view without gladiators', () => {
    expect(gladiatorSeatWords(viewOf({}, 'names-3'))?.('toString')).toBe('seat toString');
    expect(gladiatorSeatWords(null)).toBeNull();
    expect(gladiatorSeatWords({ board: [] })).toBeNull();
  });
});
