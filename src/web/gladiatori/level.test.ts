import { describe, expect, it } from 'vitest';
import { unwrap } from '../../core/result.js';
import { seedRng } from '../../core/rng.js';
import { veteranBot } from '../../games/gladiatori/bots.js';
import { type GladiatoriView, gladiatori, OptionsSchema } from '../../games/gladiatori/module.js';
import type { Card, GladiatoriCommand, GladiatoriState } from '../../games/gladiatori/types.js';
import { movesLeftOut } from './level.js';

/** The special move cards the seat can see among his own cards, every zone. */
const moveCards = (v: GladiatoriView, seat: string): number => {
  const f = v.fighters[seat];
  if (!f) return 0;
  const zones = [f.hand, f.deck, f.played, f.discard, f.removed].flatMap((z) => (Array.isArray(z) ? z : []));
  return (zones as Card[]).filter((c) => c.kind === 'specialMove').length;
};

/** Plays a match with the veteran at every seat; at each turn's choice, what the screen says against the cards. */
function turnsOf(game: string, seed: string): { turn: number; leftOut: boolean; cards: number }[] {
  let s: GladiatoriState = unwrap(
    gladiatori.setup(OptionsSchema.parse({ game, characters: ['mirmillo', 'thraex'] }), seed),
  );
  const rng = seedRng(seed);
  const seen: { turn: number; leftOut: boolean; cards: number }[] = [];
  for (let step = 0; step < 3000 && !s.outcome; step++) {
    const seat = gladiatori.pending(s)[0] as string;
    const v = gladiatori.view(s, seat);
    if (v.phase.kind === 'choose' && seen.at(-1)?.turn !== v.turn && !v.fighters[seat]?.out)
      seen.push({ turn: v.turn, leftOut: movesLeftOut(v), cards: moveCards(v, seat) });
    const legal = gladiatori.legal(s, seat);
    s = unwrap(gladiatori.apply(s, seat, veteranBot.choose(v, legal, rng) as GladiatoriCommand)).state;
  }
  return seen;
}

describe('the game level on the screen (13)', () => {
  it('§13 the learning path leaves the special moves out in turn 1 only, as the engine deals the cards', () => {
    const turns = turnsOf('learning', 'level-1');
    expect(turns[0]).toEqual({ turn: 1, leftOut: true, cards: 0 });
    expect(turns.length).toBeGreaterThan(1);
    for (const t of turns.slice(1)) {
      expect(t.leftOut, `turn ${t.turn}`).toBe(false);
      expect(t.cards, `turn ${t.turn}`).toBeGreaterThan(0);
    }
  });

  it('§13 the Simplified game leaves them out all match; the Light and Normal games never do', () => {
    for (const t of turnsOf('simplified', 'level-2')) expect(t).toMatchObject({ leftOut: true, cards: 0 });
    for (const game of ['light', 'normal'])
      for (const t of turnsOf(game, `level-${game}`))
        expect(t, `${game} turn ${t.turn}`).toMatchObject({ leftOut: false });
  });
});
