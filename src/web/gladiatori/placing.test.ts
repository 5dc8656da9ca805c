import { describe, expect, it } from 'vitest';
import { hexKey } from '../../core/hex.js';
import { unwrap } from '../../core/result.js';
import { makeArena } from '../../games/gladiatori/arena.js';
import { gladiatori, OptionsSchema } from '../../games/gladiatori/module.js';
import type { GladiatoriCommand, GladiatoriState } from '../../games/gladiatori/types.js';
import { ARROWS, FREE_FACING, facingChoices, litHint, nextLit, reachOf } from './placing.js';
import { choicesOf, commandHex, gladiatoriSeatWords } from './words.js';

const start = (options: Record<string, unknown>, seed = 'placing-1'): GladiatoriState =>
  unwrap(gladiatori.setup(OptionsSchema.parse(options) as never, seed));

const choices = (s: GladiatoriState, seat: string) => {
  const v = gladiatori.view(s, seat);
  return choicesOf(gladiatori.legal(s, seat), v, seat, gladiatoriSeatWords(v) as (x: string) => string);
};

describe('placing a miniature on the board', () => {
  it('§4.2 free placement: every offered hex is lit, and each of its six facings is accepted by the engine', () => {
    const s = start({ freePlacement: true });
    expect(s.phase.kind).toBe('place');
    const seat = gladiatori.pending(s)[0] as string;
    const reach = reachOf(choices(s, seat));
    const offered = gladiatori.legal(s, seat).commands as GladiatoriCommand[];
    expect(reach.size).toBe(offered.length);
    expect(reach.size).toBeGreaterThan(10);
    for (const cs of reach.values())
      for (const c of cs) expect(c.words).toMatch(/^Set your miniature down (at the centre|.* of the centre), facing /);
    for (const [key, here] of [...reach].slice(0, 5)) {
      const faces = facingChoices(here);
      expect(faces.map((f) => f.facing).sort()).toEqual([0, 1, 2, 3, 4, 5]);
      // The engine's suggestion (toward the centre) comes first and says so.
      expect(faces[0]?.suggested).toBe(true);
      expect(faces[0]?.words).toMatch(/toward the centre/);
      expect(faces.filter((f) => f.suggested)).toHaveLength(1);
      for (const f of faces) {
        expect(f.command.type).toBe('place');
        const r = gladiatori.apply(s, seat, f.command);
        expect(r.ok, `${key} ${f.words}`).toBe(true);
        if (r.ok) {
          const placed = r.value.state.fighters[seat];
          expect(placed && hexKey(placed.at)).toBe(key);
          expect(placed?.facing).toBe(f.facing);
        }
      }
    }
  });

  it('§4.2 the hexes two clear of a placed foe are no longer lit for the next player', () => {
    const s = start({ freePlacement: true });
    const first = gladiatori.pending(s)[0] as string;
    const [key, here] = [...reachOf(choices(s, first))][0] as [string, ReturnType<typeof choices>];
    const s2 = unwrap(
      gladiatori.apply(s, first, (facingChoices(here)[0] as { command: GladiatoriCommand }).command),
    ).state;
    const second = gladiatori.pending(s2)[0] as string;
    expect(second).not.toBe(first);
    const lit = reachOf(choices(s2, second));
    expect(lit.has(key)).toBe(false);
    expect(lit.size).toBeGreaterThan(0);
  });

  it('§4.1 start hexes chosen (the default): each free start hex is lit, only those, and a pick lands there with any facing', () => {
    const s = start({ characters: ['mirmillo', 'thraex', 'secutor'] }, 'placing-start');
    expect(s.phase.kind).toBe('place');
    const seat = gladiatori.pending(s)[0] as string;
    const reach = reachOf(choices(s, seat));
    const starts = new Set(makeArena(s.options.arenaRadius).startHexes.map((x) => hexKey(x.at)));
    expect(reach.size).toBeGreaterThan(1);
    for (const key of reach.keys()) expect(starts.has(key), key).toBe(true);
    for (const [key, here] of reach) {
      const faces = facingChoices(here);
      expect(faces.map((f) => f.facing).sort()).toEqual([0, 1, 2, 3, 4, 5]);
      for (const f of faces) {
        const r = gladiatori.apply(s, seat, f.command);
        expect(r.ok, `${key} ${f.words}`).toBe(true);
        if (r.ok) expect(hexKey(r.value.state.fighters[seat]?.at ?? { q: 99, r: 99 })).toBe(key);
      }
    }
    expect(litHint(true, s.options.freePlacement)).toMatch(/free start hexes/);
    expect(litHint(true, s.options.freePlacement)).not.toMatch(/two clear hexes/);
    expect(litHint(true, true)).toMatch(/two clear hexes from any foe/);
    // A hex that is not a start hex is not lit and the engine refuses it.
    const inner = { q: 0, r: 0 };
    expect(reach.has(hexKey(inner))).toBe(false);
    expect(gladiatori.apply(s, seat, { type: 'place', at: inner, facing: 0 }).ok).toBe(false);
  });

  it('a move keeps its own facing: no six-way split for commands whose facing the engine chose', () => {
    const move = {
      command: { type: 'move', to: { q: 1, r: 0 }, facing: 2 } as GladiatoriCommand,
      words: 'Move',
      at: { q: 1, r: 0 },
    };
    const other = { ...move, command: { type: 'move', to: { q: 1, r: 0 }, facing: 3 } as GladiatoriCommand };
    const faces = facingChoices([move, other, move]);
    expect(faces.map((f) => f.facing)).toEqual([2, 3]);
    expect(faces.every((f) => !f.suggested)).toBe(true);
    expect(FREE_FACING.has('move')).toBe(false);
  });

  it('any command carrying a hex lights the board, a start-hex choice the engine may add included', () => {
    expect(commandHex({ type: 'place', at: { q: 2, r: -1 }, facing: 0 })).toEqual({ q: 2, r: -1 });
    expect(commandHex({ type: 'reflex', to: null, facing: 0 })).toBeNull();
    expect(commandHex({ type: 'pass' })).toBeNull();
    const future = { type: 'start', at: { q: -3, r: 1 } } as unknown as GladiatoriCommand;
    expect(commandHex(future)).toEqual({ q: -3, r: 1 });
  });

  it('the arrow keys walk to the nearest lit hex that way on the screen, and stop at the edge', () => {
    const o = { q: 0, r: 0 };
    const lit = [
      { q: 2, r: -1 },
      { q: 4, r: -2 },
      { q: -2, r: 1 },
      { q: 0, r: 2 },
      { q: 0, r: 1 },
    ];
    expect(nextLit(o, lit, ARROWS.ArrowRight as { x: number; y: number })).toEqual({ q: 2, r: -1 });
    expect(nextLit(o, lit, ARROWS.ArrowLeft as { x: number; y: number })).toEqual({ q: -2, r: 1 });
    expect(nextLit(o, lit, ARROWS.ArrowDown as { x: number; y: number })).toEqual({ q: 0, r: 1 });
    expect(nextLit(o, lit, ARROWS.ArrowUp as { x: number; y: number })).toBeNull();
    // From the far right nothing lies further right.
    expect(nextLit({ q: 4, r: -2 }, lit, ARROWS.ArrowRight as { x: number; y: number })).toBeNull();
  });
});
