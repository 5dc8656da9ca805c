/**
 * Bad input gets a clear error naming the rule or the field, never a crash, and nothing already stored changes.
 * One test per kind of bad input the issue lists.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseCommand } from '../../core/protocol.js';
import { parseScenario, runScenario } from '../../core/scenario.js';
import { GAMES } from '../registry.js';
import { gladiator } from './module.js';
import { FACE_TO_FACE, Match } from './testkit.js';

const inPhase = () => new Match({ a: FACE_TO_FACE.a, b: FACE_TO_FACE.b }).plot();

describe('bad input', () => {
  it('§6.3 a malformed order (SFX(Q)) names the token that is not a standard action, and changes nothing', () => {
    const m = inPhase();
    const before = JSON.stringify(m.state);
    const v = m.refused('a', { type: 'order', order: 'SFX(Q)' });
    expect(v.rule).toBe('§6.3');
    expect(v.message).toContain('SFX');
    expect(JSON.stringify(m.state)).toBe(before);
  });

  it('§6.4 an illegal combination (C(Q)) is refused with the rule and the table', () => {
    const v = inPhase().refused('a', { type: 'order', order: 'C(Q)' });
    expect(v.rule).toBe('§6.4');
    expect(v.message).toMatch(/\(Q\) cannot go with C/);
  });

  it('§8.33 an allocation above the CF available names both totals', () => {
    const m = inPhase().orders('X', 'X');
    const v = m.refused('a', { type: 'allocate', attacks: [{ area: 2, cf: 4 }], defence: [2, 2, 2, 0, 0] });
    expect(v.rule).toBe('§8.33');
    expect(v.values).toMatchObject({ attack: 4, defence: 6, available: 8 });
  });

  it('§8.31 an attack over half the CF available names the limit', () => {
    const m = inPhase().orders('X', 'X');
    const v = m.refused('a', { type: 'allocate', attacks: [{ area: 1, cf: 5 }], defence: [0, 0, 0, 0, 0] });
    expect(v.rule).toBe('§8.31');
    expect(v.values).toMatchObject({ cf: 5, limit: 4, available: 8 });
  });

  it('§6.1 a phase listed twice is named alone, however long the plot sent (found by ludus fuzz)', () => {
    const m = new Match({ a: FACE_TO_FACE.a, b: FACE_TO_FACE.b });
    const before = JSON.stringify(m.state);
    const v = m.refused('a', { type: 'plot', moving: [2, 5, ...new Array(100_000).fill(5)] });
    expect(v).toMatchObject({ code: 'phase-twice', rule: '§6.1', values: { phase: 5 } });
    expect(v.message).toBe('phase 5 is listed twice in the turn plot');
    // The refusal goes back to the client: it names the repeated phase instead of echoing the plot.
    expect(JSON.stringify(v).length).toBeLessThan(200);
    expect(JSON.stringify(m.state)).toBe(before);
  });

  it('a command of the wrong shape names the field before the rules see it', () => {
    const r = parseCommand(gladiator as never, {
      type: 'allocate',
      attacks: [{ area: 7, cf: 2 }],
      defence: [0, 0, 0, 0, 0],
    });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.message).toMatch(/^attacks\.0\.area/);
  });

  it('a scenario that is not JSON says so', () => {
    const r = parseScenario('{ "game": "gladiator", ');
    expect(r).toMatchObject({ ok: false, error: { code: 'not-json' } });
  });

  it('a scenario naming an unknown game lists the known ones', () => {
    const sc = parseScenario('{"game": "chess"}');
    if (!sc.ok) throw new Error('parse failed');
    const r = runScenario(GAMES, sc.value);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.message).toMatch(/unknown game "chess" \(known: .*gladiator/);
  });

  it('a scenario naming an unknown option names it', () => {
    const sc = parseScenario('{"game": "gladiator", "options": {"frontFlank": "flanks"}}');
    if (!sc.ok) throw new Error('parse failed');
    const r = runScenario(GAMES, sc.value);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.message).toMatch(/frontFlank/);
  });

  it('a scenario with a bad gladiator field names the field', () => {
    const sc = parseScenario(
      '{"game": "gladiator", "initial": {"gladiators": [{"type": "heavy", "armour": ["A", "Z9", "-", "-", "-"]}]}}',
    );
    if (!sc.ok) throw new Error('parse failed');
    const r = runScenario(GAMES, sc.value);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.message).toMatch(/armour\.1/);
  });
});

describe('scenarios/ examples', () => {
  const dir = join(import.meta.dirname, '..', '..', '..', 'scenarios');
  const files = readdirSync(dir).filter((f) => f.startsWith('gladiator-') && f.endsWith('.json'));
  it('there are GLADIATOR example scenarios', () => expect(files.length).toBeGreaterThan(0));
  for (const file of files) {
    it(`${file} runs to its last command without a refusal and tells its story`, () => {
      const sc = parseScenario(readFileSync(join(dir, file), 'utf8'));
      if (!sc.ok) throw new Error(sc.error.message);
      const r = runScenario(GAMES, sc.value);
      if (!r.ok) throw new Error(r.error.message);
      expect(r.value.refused).toBeUndefined();
      const text = r.value.events.map((e) => e.text).join('\n');
      const expected = (sc.value.title ?? '').match(/§[\d.]+/)?.[0];
      expect(r.value.events.some((e) => e.rule === expected)).toBe(true);
      expect(text.length).toBeGreaterThan(0);
    });
  }
});
