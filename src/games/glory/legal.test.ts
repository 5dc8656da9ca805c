import { describe, expect, it } from 'vitest';
import { glory } from './module.js';
import { walk } from './movement.js';
import { arena, man } from './testkit.js';
import type { GloryCommand } from './types.js';

interface WireEnd {
  at: { q: number; r: number };
  facing: number;
  entered: number;
  cost: number;
}

describe("legal's form, as a board and the wire read it", () => {
  it('§2.3, §2.4 the ends of the moves come over the wire whole: each move ends where walking it leaves the man', () => {
    const s = arena([
      { at: { q: 0, r: 0 }, facing: 0, kit: { helmet: 'none' } },
      { at: { q: 0, r: -2 }, facing: 3 },
      { at: { q: 2, r: 0 }, facing: 4 },
    ]);
    const legal = glory.legal(s, 'a');
    const wire = JSON.parse(JSON.stringify(legal)) as { form: { steps: string; ends: Record<string, WireEnd> } };
    expect(wire.form.steps).toMatch(/forward/);
    expect(wire.form.ends).toEqual(JSON.parse(JSON.stringify((legal.form as { ends: unknown }).ends)));
    const moves = legal.commands.filter((c): c is Exclude<GloryCommand, { type: 'stand' }> => c.type !== 'stand');
    expect(moves.length).toBeGreaterThan(10);
    for (const c of moves) {
      const end = wire.form.ends[c.steps.join('')] as WireEnd;
      const walked = walk(s, man(s, 'a'), c.steps);
      expect(walked.ok).toBe(true);
      if (!walked.ok) continue;
      expect(end).toEqual({
        at: { q: walked.value.at.q, r: walked.value.at.r },
        facing: walked.value.facing,
        entered: walked.value.entered,
        cost: walked.value.cost,
      });
    }
  });

  it('§2.3 the form is read as often as wanted and gives the same table each time', () => {
    const s = arena([
      { at: { q: 0, r: 0 }, facing: 0 },
      { at: { q: 0, r: -3 }, facing: 3 },
    ]);
    const form = glory.legal(s, 'a').form as { ends: Record<string, WireEnd> };
    expect(form.ends).toBe(form.ends);
    // The ends are a field of the form like any other, for whatever walks its fields (the fuzzer, a generic view).
    expect(Object.keys(form)).toEqual(['steps', 'ends']);
    expect(Object.entries(form)[1]?.[1]).toBe(form.ends);
    expect(Object.keys(form.ends)).toContain('FF');
  });

  it('§2.3 the table of ends is for reading: a reader cannot add, change or remove an end', () => {
    const s = arena([
      { at: { q: 0, r: 0 }, facing: 0 },
      { at: { q: 0, r: -3 }, facing: 3 },
    ]);
    const ends = (glory.legal(s, 'a').form as { ends: Record<string, WireEnd> }).ends;
    const before = JSON.stringify(ends);
    expect(() => {
      ends.FF = ends.F as WireEnd;
    }).toThrow(TypeError);
    expect(() => {
      delete ends.F;
    }).toThrow(TypeError);
    expect(JSON.stringify(ends)).toBe(before);
    expect('F' in ends && !('toString' in ends)).toBe(true);
  });
});
