import { describe, expect, it } from 'vitest';
import { unwrap } from '../../core/result.js';
import { seedRng } from '../../core/rng.js';
import { veteranBot } from '../../games/gladiatori/bots.js';
import { gladiatori, OptionsSchema } from '../../games/gladiatori/module.js';
import type { Card, GladiatoriCommand, GladiatoriState } from '../../games/gladiatori/types.js';
import {
  actionCommand,
  activeSpot,
  EMPTY_SPOT,
  offersWith,
  putOnSpot,
  reactCommand,
  spotCards,
  targetsFor,
} from './spots.js';
import {
  choicesOf,
  commandWords,
  fightWords,
  gladiatoriSeatWords,
  handMakeUp,
  hitPointsOf,
  offsetWords,
  partWords,
  phaseWords,
  statusWords,
} from './words.js';

const start = (options: Record<string, unknown> = {}, seed = 'words-1'): GladiatoriState =>
  unwrap(gladiatori.setup(OptionsSchema.parse(options) as never, seed));

/** Text that names an id rather than a thing: a card id ("a12"), an item id, a camel-cased key, a missing value. */
const ID_LIKE = /\b[a-d]\d+\b|[a-d]:[a-z]|\b[a-z]+[A-Z][a-z]+\b|undefined|null|NaN|\[object/;

/** Plays a match to its end with the veteran bot in every seat, calling `look` before every command. */
function walk(s0: GladiatoriState, look: (s: GladiatoriState, seat: string) => void, limit = 3000): GladiatoriState {
  let s = s0;
  let n = 0;
  const rng = seedRng('words-bot');
  while (!s.outcome && n < limit) {
    const seat = gladiatori.pending(s)[0];
    if (!seat) throw new Error('nobody awaited in an unfinished match');
    look(s, seat);
    const cmd = veteranBot.choose(gladiatori.view(s, seat), gladiatori.legal(s, seat), rng) as GladiatoriCommand;
    s = unwrap(gladiatori.apply(s, seat, cmd)).state;
    n++;
  }
  return s;
}

describe('Gladiatori in words', () => {
  it('names every offered command of a whole match in words, never by an id', () => {
    const seen = new Set<string>();
    const end = walk(start({ game: 'normal' }), (s, seat) => {
      const v = gladiatori.view(s, seat);
      const nameOf = gladiatoriSeatWords(v) as (seat: string) => string;
      for (const c of choicesOf(gladiatori.legal(s, seat), v, seat, nameOf)) {
        seen.add(c.command.type);
        expect(c.words, JSON.stringify(c.command)).not.toMatch(ID_LIKE);
        expect(c.words.length).toBeGreaterThan(3);
      }
      expect(phaseWords(v, nameOf)).not.toMatch(ID_LIKE);
      if (v.phase.kind === 'round' && v.phase.fight) expect(fightWords(v.phase.fight, nameOf)).not.toMatch(ID_LIKE);
      for (const f of Object.values(v.fighters)) expect(statusWords(f)).not.toMatch(ID_LIKE);
    });
    expect(end.outcome).not.toBeNull();
    // The walk met the main kinds of decision.
    for (const t of ['choose', 'action', 'react', 'attack', 'defend', 'rest', 'pass']) expect(seen).toContain(t);
  });

  it("names the fighters by their characters' names, and a seat of no fighter plainly", () => {
    const s = start({ characters: ['mirmillo', 'thraex'] });
    const nameOf = gladiatoriSeatWords(gladiatori.view(s, 'a')) as (seat: string) => string;
    expect(nameOf('a')).toBe('Mirmillo');
    expect(nameOf('b')).toBe('Thraex');
    expect(nameOf('z')).toBe('seat z');
    expect(gladiatoriSeatWords({ figures: {} })).toBeNull();
  });

  it('5.1: words a hand to keep by what it holds, and counts the rest as the hit-point deck', () => {
    const s = start();
    const v = gladiatori.view(s, 'a');
    const deck = s.fighters.a?.deck as Card[];
    const actions = deck.filter((c) => c.kind === 'action').map((c) => c.id);
    const words = commandWords({ type: 'choose', hand: actions }, v, 'a', (x) => x);
    expect(words).toBe(`Keep 4 in hand (4 action cards), ${deck.length - 4} in the hit-point deck`);
    expect(handMakeUp([])).toBe('no cards');
  });

  it('7.6: counts hit points from the hand, the deck and the cover card, and only for the seat that sees them', () => {
    const s = start();
    const mine = gladiatori.view(s, 'a').fighters.a;
    const theirs = gladiatori.view(s, 'a').fighters.b;
    expect(mine && hitPointsOf(mine)).toBeGreaterThan(10);
    expect(theirs && hitPointsOf(theirs)).toBeNull();
    // Another seat's cards are never named through its hidden zones.
    const b1 = (s.fighters.b as { deck: Card[] }).deck[0] as Card;
    expect(partWords(theirs, b1.id)).toBe('a card');
  });

  it('says where a hex lies from a fighter along the compass', () => {
    expect(offsetWords({ q: 0, r: 0 }, { q: 0, r: -1 })).toBe('1 hex north');
    expect(offsetWords({ q: 0, r: 0 }, { q: 0, r: -3 })).toBe('3 hexes north');
    expect(offsetWords({ q: 0, r: 0 }, { q: 1, r: -2 })).toBe('1 hex north, then 1 north-east');
    expect(offsetWords({ q: 2, r: 2 }, { q: 2, r: 2 })).toBe('in place');
  });
});

describe('the Action and Reaction spots', () => {
  /** The state at the first combat round's start step of whoever plays first, with hands of every card. */
  function atFirstAction(): { s: GladiatoriState; seat: string } {
    let s = start();
    // 4.1: the start hexes first, each player taking the first one offered.
    while (s.phase.kind === 'place') {
      const seat = gladiatori.pending(s)[0] as string;
      s = unwrap(gladiatori.apply(s, seat, gladiatori.legal(s, seat).commands[0] as GladiatoriCommand)).state;
    }
    for (const seat of ['a', 'b']) {
      const deck = s.fighters[seat]?.deck as Card[];
      s = unwrap(gladiatori.apply(s, seat, { type: 'choose', hand: deck.map((c) => c.id) })).state;
    }
    const seat = gladiatori.pending(s)[0] as string;
    return { s, seat };
  }

  it('6.2: takes an Action card the offers name, lays combat cards on it, and takes a card back off it', () => {
    const { s, seat } = atFirstAction();
    const hand = s.fighters[seat]?.hand as Card[];
    const commands = gladiatori.legal(s, seat).commands;
    expect(activeSpot(commands)).toBe('action');
    const cards = spotCards(commands, 'action');
    const action = hand.find((c) => c.kind === 'action' && cards.includes(c.id)) as Card;
    const energy = hand.find((c) => c.kind === 'energy1') as Card;
    let spot = putOnSpot(EMPTY_SPOT, energy.id, hand, commands, 'action');
    spot = putOnSpot(spot, action.id, hand, commands, 'action');
    expect(spot).toEqual({ card: action.id, add: [energy.id] });
    expect(putOnSpot(spot, energy.id, hand, commands, 'action')).toEqual({ card: action.id, add: [] });
    // An unknown card changes nothing.
    expect(putOnSpot(spot, 'nothing', hand, commands, 'action')).toBe(spot);
    // The targets offered with the card: none in reach at the start of the match, so only "no fight".
    expect(targetsFor(commands, action.id)).toEqual([null]);
    const cmd = actionCommand({ card: action.id, add: [] }, null);
    expect(gladiatori.apply(s, seat, cmd).ok).toBe(true);
    expect(offersWith(commands, action.id).length).toBeGreaterThan(0);
  });

  it('6.6: the Reaction spot is the one in play while a reaction is awaited, and makes a react command', () => {
    const end = walkToReaction();
    expect(end).not.toBeNull();
    if (!end) return;
    const { s, seat } = end;
    const commands = gladiatori.legal(s, seat).commands;
    expect(activeSpot(commands)).toBe('reaction');
    const card = spotCards(commands, 'reaction')[0] as string;
    const hand = s.fighters[seat]?.hand as Card[];
    const spot = putOnSpot(EMPTY_SPOT, card, hand, commands, 'reaction');
    expect(gladiatori.apply(s, seat, reactCommand(spot as { card: string; add: string[] })).ok).toBe(true);
  });
});

/** The first state of a walked match where a seat is asked to react with a card. */
function walkToReaction(): { s: GladiatoriState; seat: string } | null {
  let found: { s: GladiatoriState; seat: string } | null = null;
  try {
    walk(start({}, 'words-react'), (s, seat) => {
      if (found) return;
      const cmds = gladiatori.legal(s, seat).commands;
      if (cmds.some((c) => c.type === 'react' && c.card !== null)) {
        found = { s, seat };
        throw new Error('found');
      }
    });
  } catch (e) {
    if ((e as Error).message !== 'found') throw e;
  }
  return found;
}
