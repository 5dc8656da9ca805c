import { describe, expect, it } from 'vitest';
import { distance, hexKey } from '../../core/hex.js';
import { unwrap } from '../../core/result.js';
import { glory } from '../../games/glory/module.js';
import { arena, man } from '../../games/glory/testkit.js';
import type { Figure } from '../../games/glory/types.js';
import {
  announcedWords,
  arenaHexes,
  awaitedOf,
  choicesByHex,
  choicesOf,
  conditionOf,
  figureWords,
  glorySeatWords,
  orderWords,
  withTurns,
} from './arena.js';
import { glorySeats } from './lobbySeats.js';

const names = (s: string) => ({ a: 'Aulus', b: 'Brutus', c: 'Cassius' })[s] ?? s;

describe('what the Glory board shows from a view', () => {
  it('draws every hex within the arena radius and none beyond', () => {
    const hexes = arenaHexes(6);
    expect(hexes).toHaveLength(1 + 3 * 6 * 7);
    expect(hexes.every((h) => distance(h, { q: 0, r: 0 }) <= 6)).toBe(true);
  });

  it('offers each legal command once, at the hex and facing where the engine says it ends', () => {
    const s = arena([
      { at: { q: 0, r: 0 }, facing: 0 },
      { at: { q: 0, r: -2 }, facing: 3 },
    ]);
    const legal = glory.legal(s, 'a');
    const choices = choicesOf(legal, man(s, 'a'), names);
    expect(choices).toHaveLength(legal.commands.length);
    const attack = choices.find((c) => c.command.type === 'attack' && c.command.steps.join('') === 'F');
    expect(attack?.at).toEqual({ q: 0, r: -1 });
    expect(attack?.words).toBe('Advance 1 hex, facing N, and attack Brutus');
    expect(choices[0]?.words).toBe('Stand still');
    // Each move ends where walking its steps in the engine leaves the man.
    for (const c of choices.filter((x) => x.command.type === 'advance')) {
      const after = unwrap(glory.apply(s, 'a', c.command)).state;
      const moved = after.figures.a as Figure;
      if (moved.at.q === c.at.q && moved.at.r === c.at.r) continue;
      throw new Error(`${c.words} ends at ${hexKey(moved.at)}, the board says ${hexKey(c.at)}`);
    }
  });

  it('§2.5 an attack whose way differs from the advance to the same end shows where it ends and the hexes it enters', () => {
    // Aulus, bareheaded with movement 5: his cheapest way to 2,2 facing S enters five hexes, so his attack on Brutus
    // from there goes by a way of the same cost entering four (module.ts legal).
    const s = arena([
      { at: { q: 0, r: 0 }, facing: 0, strength: 2, agility: 3, kit: { helmet: 'none' } },
      { at: { q: 2, r: 3 }, facing: 0 },
    ]);
    const legal = glory.legal(s, 'a');
    const choices = choicesOf(legal, man(s, 'a'), names);
    expect(choices).toHaveLength(legal.commands.length);
    const there = choicesByHex(choices).get('2,2') ?? [];
    const advance = there.find((c) => c.command.type === 'advance' && c.facing === 3);
    const attack = there.find((c) => c.command.type === 'attack' && c.facing === 3);
    expect(advance?.command.type === 'advance' && advance.command.steps.join('')).toBe('RFRFRFFF');
    expect(advance?.words).toBe('Advance 5 hexes, facing S');
    expect(attack?.command.type === 'attack' && attack.command.steps.join('')).toBe('RRFFRFF');
    expect(attack?.words).toBe('Advance 4 hexes, facing S, and attack Brutus');
    const after = unwrap(glory.apply(s, 'a', attack?.command ?? { type: 'stand' })).state;
    expect(hexKey((after.figures.a as Figure).at)).toBe('2,2');
  });

  it('groups the choices by hex, so a click on a hex offers what ends there', () => {
    const s = arena([
      { at: { q: 0, r: 0 }, facing: 0 },
      { at: { q: 0, r: -2 }, facing: 3 },
    ]);
    const by = choicesByHex(choicesOf(glory.legal(s, 'a'), man(s, 'a'), names));
    expect(by.get('0,-1')?.map((c) => c.words)).toContain('Advance 1 hex, facing N, and attack Brutus');
    expect(by.has('0,-2')).toBe(false);
  });

  it('offers nothing to a seat that does not move now', () => {
    const s = arena([
      { at: { q: 0, r: 0 }, facing: 0 },
      { at: { q: 0, r: -2 }, facing: 3 },
    ]);
    expect(choicesOf(glory.legal(s, 'b'), man(s, 'b'), names)).toEqual([]);
  });

  it('words a man: condition, damage left and kit', () => {
    const s = arena([
      { at: { q: 0, r: 0 }, facing: 0, kit: { helmet: 'closed', shield: true, weapon: 'spear' }, hits: 2 },
      { at: { q: 0, r: -2 }, facing: 3, kit: { net: true } },
    ]);
    const a = man(s, 'a');
    expect(figureWords(a)).toBe(
      `fighting, movement halved; ${a.boxes - 2} of ${a.boxes} damage left; closed helmet, shield, spear`,
    );
    const b = man(s, 'b');
    expect(figureWords(b)).toMatch(/ damage left; sword, net$/);
    expect(figureWords({ ...b, kit: { ...b.kit, weapon: null } })).toMatch(/ damage left; no weapon, net$/);
    expect(conditionOf({ ...a, out: 'dying', dyingIn: 2 })).toBe('dying');
    expect(figureWords({ ...a, out: 'dying', dyingIn: 1 })).toMatch(/^mortally wounded, dies in 1 turn;/);
  });

  it('names the initiative groups and who is still awaited', () => {
    const s = arena([
      { at: { q: 0, r: 0 }, facing: 0 },
      { at: { q: 0, r: -2 }, facing: 3 },
      { at: { q: 2, r: 0 }, facing: 5 },
    ]);
    const v = glory.view({ ...s, order: [['c'], ['a', 'b']], group: 1 }, 'a');
    expect(orderWords(v, names)).toBe('Cassius, then Aulus and Brutus');
    expect(awaitedOf(v)).toEqual(['a', 'b']);
    expect(awaitedOf({ ...v, announced: ['a'] })).toEqual(['b']);
  });

  it('names seats by their men, with the team in a team match', () => {
    const s = arena(
      [
        { at: { q: 0, r: 0 }, facing: 0 },
        { at: { q: 0, r: -2 }, facing: 3 },
      ],
      [],
      { teams: 2 },
    );
    const words = glorySeatWords(glory.view(s, 'spectator'));
    expect(words?.('a')).toBe('Aulus of the Reds');
    expect(words?.('b')).toBe('Brutus of the Blues');
    expect(glorySeatWords({})).toBeNull();
    expect(announcedWords({ type: 'attack', target: 'b', steps: ['F', 'L'], net: 'whip' }, names)).toBe(
      'advance (F L) and whip Brutus',
    );
  });

  it('lists one lobby seat a gladiator, with teams dealt in turn', () => {
    expect(glorySeats({ gladiators: '6', teams: '0' })?.map((s) => s.seat)).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
    expect(glorySeats({ gladiators: '4', teams: '2' })?.map((s) => s.label)).toEqual([
      'First gladiator, the Reds',
      'Second gladiator, the Blues',
      'Third gladiator, the Reds',
      'Fourth gladiator, the Blues',
    ]);
    expect(glorySeats({ gladiators: '9' })).toBeNull();
    expect(glorySeats({ gladiators: 'x' })).toBeNull();
  });

  it('puts each event in the turn its initiative opened, for the log', () => {
    const ev = (n: number, type: string, text: string) => ({ n, event: { type, text, visibleTo: 'all' } });
    const out = withTurns([
      ev(1, 'announce', 'Aulus stands still.'),
      ev(2, 'initiative', 'Turn 2: Brutus, then Aulus.'),
      ev(3, 'melee', 'Brutus attacks Aulus.'),
    ]);
    expect(out.map((e) => (e.event as { data: { turn: number } }).data.turn)).toEqual([1, 2, 2]);
    // A log that starts part-way through: no turn until an initiative names one.
    expect(withTurns([ev(7, 'announce', 'x')])[0]?.event).toEqual({ type: 'announce', text: 'x', visibleTo: 'all' });
  });
});
