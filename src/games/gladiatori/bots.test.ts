import { describe, expect, it } from 'vitest';
import { distance } from '../../core/hex.js';
import type { Legal } from '../../core/protocol.js';
import { unwrap } from '../../core/result.js';
import { seedRng } from '../../core/rng.js';
import { type Bot, playMatch } from '../../core/runner.js';
import { approach } from './actions.js';
import { veteranBot } from './bots.js';
import { itemValues } from './items.js';
import { type GladiatoriView, gladiatori } from './module.js';
import type { GladiatoriCommand } from './types.js';

interface Answer {
  view: GladiatoriView;
  legal: Legal<unknown>;
  chosen: GladiatoriCommand;
}

/** Plays seeded Solo games with the veteran and keeps every answer he gave to an animal's attack. */
function answersToBeasts(kind: string, games: number): Answer[] {
  const answers: Answer[] = [];
  const watching: Bot = {
    ...veteranBot,
    choose(view, legal, rng) {
      const chosen = veteranBot.choose(view, legal, rng) as GladiatoriCommand;
      const v = view as GladiatoriView;
      if (v.animals?.fight?.by === 'animal' && chosen.type === 'react') answers.push({ view: v, legal, chosen });
      return chosen;
    },
  };
  for (let i = 0; i < games; i++) {
    const r = playMatch(gladiatori, {
      options: { animals: 'solo', characters: ['thraex'], animalKind: kind },
      seed: `veteran-beasts-${i}`,
      bots: { a: watching },
    });
    if (!r.ok) throw new Error(r.error.message);
  }
  return answers;
}

describe('the veteran against animals', () => {
  it('§17.5, §17.7: lets a roll his items already hold go unanswered, and answers one they do not', () => {
    const answers = answersToBeasts('dog', 20);
    let held = 0;
    let answered = 0;
    for (const { view, chosen } of answers) {
      const fight = view.animals?.fight;
      const me = view.fighters[fight?.seat ?? 'a'];
      const dog = view.animals?.pack.find((x) => x.id === fight?.animal);
      if (!fight || !me || !dog?.at) throw new Error('an animal attack without its animal');
      const items = me.items.reduce((sum, i) => sum + itemValues(i.card, i.damaged).defence, 0);
      const behind = approach({ at: dog.at, facing: 0 }, me) !== 'front';
      if (!behind && fight.value <= items) {
        held += 1;
        expect(chosen.type === 'react' && chosen.card).toBe(null);
      }
      if (chosen.type === 'react' && chosen.card !== null) answered += 1;
    }
    // Both cases come up in these games, so the checks above are not empty.
    expect(held).toBeGreaterThan(0);
    expect(answered).toBeGreaterThan(0);
  });

  it('§8.4, §17.7: dodges a roll from behind that only the halving holds, rather than take it unanswered', () => {
    let cases = 0;
    for (const { view, legal, chosen } of answersToBeasts('dog', 40)) {
      const fight = view.animals?.fight;
      const me = view.fighters[fight?.seat ?? 'a'] as GladiatoriView['fighters'][string] & {
        speed: number;
        skills: { guard: number };
        hand: { id: string; kind: string; action?: string }[];
      };
      const dog = view.animals?.pack.find((x) => x.id === fight?.animal);
      if (!fight || !dog?.at) throw new Error('an animal attack without its animal');
      if (approach({ at: dog.at, facing: 0 }, me) !== 'behind') continue;
      const dodge = (legal.commands as GladiatoriCommand[]).find(
        (c) =>
          c.type === 'react' &&
          c.add.length === 0 &&
          me.hand.some((h) => h.id === c.card && h.kind === 'action' && h.action === 'movement'),
      );
      const items = me.items.reduce((sum, i) => sum + itemValues(i.card, i.damaged).defence, 0);
      const guard = Math.max(0, me.skills.guard);
      // Hit points lost with the best Guard (1 to spend) and Speed (1 a point), a new card laid counting one half.
      const lost = (roll: number, base: number, speeds: number, laid: number): number => {
        let least = Number.POSITIVE_INFINITY;
        for (const g of guard > 0 ? [0, 1] : [0])
          for (let sp = 0; sp <= speeds; sp++)
            least = Math.min(least, Math.max(0, roll - (base + 2 * sp + g * guard - 3)) + g + sp + laid);
        return least;
      };
      const unanswered = lost(fight.value, items, 0, 0);
      const dodged = lost(Math.floor(fight.value / 2), 0, Math.min(2, me.speed), 0.5);
      if (!dodge || dodged + 1 > unanswered) continue;
      cases += 1;
      const card = chosen.type === 'react' ? chosen.card : null;
      const fromHand = me.hand.find((h) => h.id === card)?.action;
      const spot = me.table.find((t) => 'card' in t && t.card.id === card);
      expect(fromHand ?? (spot && 'card' in spot ? spot.card.action : null)).toBe('movement');
    }
    expect(cases).toBeGreaterThan(0);
  });

  it('§17.8: survives a fair share of seeded Solo games against dogs (about one in five before)', () => {
    let wins = 0;
    const games = 100;
    for (let i = 0; i < games; i++) {
      const r = playMatch(gladiatori, {
        options: { animals: 'solo', characters: ['thraex'], animalKind: 'dog' },
        seed: `veteran-dogs-${i}`,
        bots: { a: veteranBot },
      });
      if (!r.ok) throw new Error(r.error.message);
      if (r.value.outcome?.winners.includes('a')) wins += 1;
    }
    expect(wins / games).toBeGreaterThanOrEqual(0.35);
  });

  it('§17.8: survives a fair share of seeded Solo games against wolves (about one in eight before)', () => {
    let wins = 0;
    const games = 100;
    for (let i = 0; i < games; i++) {
      const r = playMatch(gladiatori, {
        options: { animals: 'solo', characters: ['thraex'], animalKind: 'wolf' },
        seed: `veteran-wolves-${i}`,
        bots: { a: veteranBot },
      });
      if (!r.ok) throw new Error(r.error.message);
      if (r.value.outcome?.winners.includes('a')) wins += 1;
    }
    expect(wins / games).toBeGreaterThanOrEqual(0.3);
  });
});

describe('the veteran chooses his start hex (4.1)', () => {
  /** The seat second to choose, and the hex the veteran takes once the first has taken the north-east start hex. */
  function secondChoice(
    characters: string[],
    teams = 0,
  ): { at: { q: number; r: number }; foe: { q: number; r: number } } {
    let s = unwrap(gladiatori.setup(gladiatori.options.parse({ characters, teams }), 'veteran-start'));
    if (s.phase.kind !== 'place') throw new Error(`no placement: ${s.phase.kind}`);
    s.phase.order = s.seats.slice();
    const foe = { q: 4, r: -4 };
    s = unwrap(gladiatori.apply(s, 'a', { type: 'place', at: foe, facing: 3 })).state;
    const legal = gladiatori.legal(s, 'b');
    const chosen = veteranBot.choose(gladiatori.view(s, 'b'), legal, seedRng('start')) as GladiatoriCommand;
    if (chosen.type !== 'place') throw new Error(`not a placement: ${chosen.type}`);
    expect(legal.commands).toContainEqual(chosen);
    return { at: chosen.at, foe };
  }

  it('§4.1 a fighter without a throwing item takes the start hex nearest the foe already placed', () => {
    const { at, foe } = secondChoice(['mirmillo', 'thraex']);
    expect(distance(at, foe)).toBe(4);
  });

  it('§4.1 a fighter with a net keeps to a start hex far from the foe already placed', () => {
    const { at, foe } = secondChoice(['mirmillo', 'retiarius']);
    expect(distance(at, foe)).toBe(8);
  });

  it('§4.1 the first to choose stays on the start hex set-up gave him', () => {
    const s = unwrap(
      gladiatori.setup(gladiatori.options.parse({ characters: ['mirmillo', 'thraex'] }), 'veteran-first'),
    );
    const seat = gladiatori.pending(s)[0] as string;
    const chosen = veteranBot.choose(gladiatori.view(s, seat), gladiatori.legal(s, seat), seedRng('first'));
    expect(chosen).toMatchObject({ type: 'place', at: s.fighters[seat]?.at });
  });
});
