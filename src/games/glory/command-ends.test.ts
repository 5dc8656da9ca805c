import { describe, expect, it } from 'vitest';
import { hex } from '../../core/hex.js';
import type { Legal } from '../../core/protocol.js';
import { nextInt, type RngState, seedRng } from '../../core/rng.js';
import { brawlerBot } from './bots.js';
import { endAttacks, endCell, endCost, endEntered, endFacing, endPlace, endsFor, glory } from './module.js';
import { arenaCells, walk } from './movement.js';
import { arena } from './testkit.js';
import type { GloryMove, GloryState } from './types.js';

/**
 * Legal writes down where each command it offers ends, by its index in the list, for a bot to read rather than walk
 * each command's steps again (module.ts endsFor). These tests walk every offered command of many played states and
 * hold the two together, and check that a list whose record legal has since reused hands over nothing.
 */

interface Offer {
  state: GloryState;
  seat: string;
  legal: Legal<GloryMove>;
}

/**
 * Plays a seeded match of `gladiators`, the brawler at seat a and a random pick elsewhere, and hands `visit` every
 * offer of the match, in the state it was made in, before the command is chosen.
 */
function play(
  options: Record<string, unknown>,
  seed: string,
  visit: (offer: Offer, rng: RngState) => GloryMove | undefined,
): number {
  const set = glory.setup(glory.options.parse(options), seed);
  if (!set.ok) throw new Error(set.error.message);
  let state = set.value;
  const rng = seedRng(`pick-${seed}`);
  let offers = 0;
  for (let step = 0; step < 2000 && glory.outcome(state) === null; step++) {
    const seat = glory.pending(state)[0] as string;
    const legal = glory.legal(state, seat);
    offers += 1;
    const command =
      visit({ state, seat, legal }, rng) ?? (legal.commands[nextInt(rng, legal.commands.length)] as GloryMove);
    const applied = glory.apply(state, seat, command);
    if (!applied.ok) throw new Error(applied.error.message);
    state = applied.value.state;
  }
  return offers;
}

/** Every offered command's end as legal wrote it, against a walk of its steps from where the man stands. */
function checkEnds({ state, seat, legal }: Offer): number {
  const codes = endsFor(legal);
  if (state.equipping || legal.commands.length <= 1) return 0;
  expect(codes).not.toBeNull();
  if (codes === null) return 0;
  const man = state.figures[seat];
  if (man === undefined) throw new Error(`no man at seat ${seat}`);
  const hexes = arenaCells(state.options.arenaRadius).hexes;
  let checked = 0;
  legal.commands.forEach((c, i) => {
    const code = codes[i] as number;
    if (c.type === 'equip') throw new Error('a kit offered after the equip step');
    // A stand goes nowhere, and a pick-up's end is the step it takes (3.7): neither is written down.
    if (c.type === 'stand' || c.steps.includes('P')) {
      expect(code).toBe(-1);
      return;
    }
    const walked = walk(state, man, c.steps);
    expect(walked.ok).toBe(true);
    if (!walked.ok) return;
    const at = hexes[endCell(code)];
    expect({ q: at?.q, r: at?.r, facing: endFacing(code), entered: endEntered(code), cost: endCost(code) }).toEqual({
      q: walked.value.at.q,
      r: walked.value.at.r,
      facing: walked.value.facing,
      entered: walked.value.entered,
      cost: walked.value.cost,
    });
    // An attack's number says so; the end alone is the same for a move and an attack that end alike.
    expect(endAttacks(code)).toBe(c.type === 'attack' ? 1 : 0);
    expect(endPlace(code)).toBe(code & ((1 << 25) - 1));
    checked += 1;
  });
  return checked;
}

describe('where each offered command ends, as legal hands it to a bot', () => {
  for (const figures of ['rolled', 'equipped'] as const)
    it(`§2.3, §2.4, §2.5 every offered command ends where walking its steps leaves the man (${figures} figures)`, () => {
      let offers = 0;
      let checked = 0;
      for (const [i, gladiators] of [8, 6, 4, 2].entries())
        offers += play({ gladiators, figures }, `ends-${figures}-${i}`, (offer, rng) => {
          checked += checkEnds(offer);
          if (offer.seat !== 'a' || offer.legal.commands.length <= 1) return undefined;
          return brawlerBot.choose(glory.view(offer.state, offer.seat), offer.legal, rng) as GloryMove;
        });
      expect(offers).toBeGreaterThan(300);
      expect(checked).toBeGreaterThan(3000);
    });

  it('§2.5 an attack by a dearer way than the cheapest to its end is written down with the movement it spends', () => {
    // Movement 6, bareheaded: the cheapest way to 4,0 facing south-west enters five hexes for five points, so the
    // attack on Brutus ahead of it is offered by R R F F F F R R, six points for four hexes (attack-way.test.ts).
    const state = arena(
      [
        { at: hex(0, 0), facing: 0, strength: 3, agility: 3, kit: { helmet: 'none' } },
        { at: hex(3, 1), facing: 0 },
      ],
      [3, 3, 3, 3, 3, 3, 3, 3],
    );
    const legal = glory.legal(state, 'a');
    const i = legal.commands.findIndex((c) => c.type === 'attack' && c.steps.join('') === 'RRFFFFRR');
    expect(i).toBeGreaterThan(0);
    const code = endsFor(legal)?.[i] as number;
    expect([endFacing(code), endEntered(code), endCost(code)]).toEqual([4, 4, 6]);
    expect(checkEnds({ state, seat: 'a', legal })).toBe(legal.commands.length - 1);
  });

  it('§2.2 a list whose record legal has since written for another man hands over no ends, nor one from the wire', () => {
    let stale = 0;
    play({ gladiators: 8 }, 'ends-stale', ({ state, legal }) => {
      if (state.equipping || legal.commands.length <= 1) return undefined;
      expect(endsFor(legal)).not.toBeNull();
      expect(endsFor(JSON.parse(JSON.stringify(legal)) as Legal<unknown>)).toBeNull();
      // Asked again about every man of the state (as the harness asks for every pending seat), legal writes its two
      // records over: the first list's record now names another list.
      const others = state.seats.map((seat) => glory.legal(state, seat));
      if (others.filter((o) => o.commands.length > 1).length >= 2) {
        expect(endsFor(legal)).toBeNull();
        stale += 1;
      }
      return legal.commands[0] as GloryMove;
    });
    expect(stale).toBeGreaterThan(20);
  });

  it("the brawler chooses the same with legal's ends as by walking every command's steps", () => {
    let compared = 0;
    play({ gladiators: 8, figures: 'rolled' }, 'ends-same', ({ state, seat, legal }, rng) => {
      if (state.equipping || legal.commands.length <= 1) return undefined;
      const view = glory.view(state, seat);
      // The same commands in a Legal without a form: no ends to read, so every run is walked.
      const walked = brawlerBot.choose(view, { ...legal, form: undefined }, rng);
      const read = brawlerBot.choose(view, legal, rng);
      expect(legal.commands.indexOf(read as GloryMove)).toBe(legal.commands.indexOf(walked as GloryMove));
      compared += 1;
      return read as GloryMove;
    });
    expect(compared).toBeGreaterThan(100);
  });
});
