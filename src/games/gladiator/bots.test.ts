import { describe, expect, it } from 'vitest';
import type { Legal } from '../../core/protocol.js';
import { seedRng } from '../../core/rng.js';
import { brawlerBot } from './bots.js';
import { type GladiatorView, gladiator } from './module.js';
import type { Gladiator, GladiatorCommand } from './types.js';

/** Seat c's view of a fresh two-against-one match at the allocation step, with men changed as a test needs. */
function teamView(changes: Record<string, Partial<Gladiator>>): GladiatorView {
  const s = gladiator.setup(
    gladiator.options.parse({ advanced: true, sides: [['medium', 'medium'], ['heavy']] }),
    'bots',
  );
  if (!s.ok) throw new Error(s.error.message);
  const v = gladiator.view(s.value, 'c');
  const gladiators = Object.fromEntries(
    Object.entries(v.gladiators).map(([seat, g]) => [seat, { ...g, ...changes[seat] }]),
  );
  return { ...v, step: 'allocate', gladiators };
}

/** An allocation question for seat c with both men of side 1 in his front, a with the better bonus. */
const allocation: Legal<GladiatorCommand> = {
  seat: 'c',
  commands: [{ type: 'allocate', attacks: [], defence: [0, 0, 0, 0, 0] }],
  complete: false,
  form: {
    available: 10,
    attackOnly: false,
    targets: [
      { target: 'a', bonus: 2 },
      { target: 'b', bonus: 0 },
    ],
  },
};

const targetsOf = (view: GladiatorView) => {
  const c = brawlerBot.choose(view, allocation, seedRng('t')) as GladiatorCommand;
  if (c.type !== 'allocate') throw new Error(`an allocation was asked, not ${c.type}`);
  return c.attacks.map((a) => a.target);
};

describe('the brawler in team combat (20)', () => {
  it('strikes a helpless man first, naming him on each attack (20.2)', () => {
    expect(targetsOf(teamView({ a: { cf: 4 }, b: { cf: 12, posture: 'prone' } }))).toEqual(['b']);
    expect(targetsOf(teamView({ a: { cf: 12, ensnared: true }, b: { cf: 4 } }))).toEqual(['a']);
  });

  it('else the man with the least CF left, and between equals the better positional bonus', () => {
    expect(targetsOf(teamView({ a: { cf: 9 }, b: { cf: 5 } }))).toEqual(['b']);
    expect(targetsOf(teamView({ a: { cf: 7 }, b: { cf: 7 } }))).toEqual(['a']);
  });
});
