import { describe, expect, it } from 'vitest';
import { BILLINGS_PRESET } from '../../games/gladiator/billings/options.js';
import { gladiator } from '../../games/gladiator/module.js';
import { madeHeading, menMade, sectionsOf } from './creation.js';

const viewOf = (options: Record<string, unknown>, seat = 'a') => {
  const s = gladiator.setup(gladiator.options.parse(options), 'creation-log');
  if (!s.ok) throw new Error(s.error.message);
  return gladiator.view(s.value, seat);
};

describe('Billings §3.6, §3.7 creation rolls in the GLADIATOR log', () => {
  it('lists every man the preset made, with his characteristics, armour and shield rolls in words', () => {
    const v = viewOf({ billings: BILLINGS_PRESET });
    const men = menMade(v);
    expect(men.map((m) => [m.seat, m.name, m.kind])).toEqual(
      Object.values(v.gladiators).map((g) => [g.seat, g.name, g.type]),
    );
    for (const m of men) {
      const g = v.gladiators[m.seat];
      const purposes = m.rolls.map((r) => r.purpose);
      // 3.6: the revised armour table, then a shield die for a light or medium man; 3.7: five characteristics.
      expect(purposes[0]).toBe(`armour (${m.kind} table)`);
      // 3.1: then his name, on the original's two dice.
      expect(purposes.at(-1)).toBe('name');
      expect(purposes.slice(-6, -1)).toEqual(
        ['training', 'strength', 'agility', 'constitution', 'wounds'].map((c) => `${c} on three dice`),
      );
      expect(m.rolls.slice(-6, -1).map((r) => r.result)).toEqual([
        `training ${g?.TR}`,
        `strength ${g?.ST}`,
        `agility ${g?.AG}`,
        `constitution ${g?.CON}`,
        `wounds ${g?.W}`,
      ]);
      const shield = m.rolls.find((r) => r.purpose.startsWith('shield size'));
      if (m.kind !== 'heavy') expect(shield?.result).toBe(`${g?.shield} shield`);
      // Words, never the characteristics' abbreviations.
      for (const r of m.rolls) expect(`${r.purpose} ${r.row ?? ''} ${r.result}`).not.toMatch(/\b(TR|ST|AG|CON|W)\b/);
    }
    expect(sectionsOf(men)).toEqual(['Billings §3.6', 'Billings §3.7']);
    expect(madeHeading(men)).toBe('Before play: how the men were made (Billings §3.6, Billings §3.7)');
  });

  it('shows the same rolls to every seat and to spectators, and nothing in the original game', () => {
    const a = menMade(viewOf({ billings: BILLINGS_PRESET }, 'a'));
    expect(menMade(viewOf({ billings: BILLINGS_PRESET }, 'b'))).toEqual(a);
    expect(menMade(viewOf({ billings: BILLINGS_PRESET }, 'spectator'))).toEqual(a);
    expect(menMade(viewOf({}))).toEqual([]);
  });

  it('only the sections switched on: characteristics alone roll on the original armour table (§3.6)', () => {
    const men = menMade(viewOf({ billings: { characteristics: true } }));
    expect(sectionsOf(men)).toEqual(['Billings §3.7']);
    expect(men[0]?.rolls[0]?.rule).toBe('§3.6');
    expect(men[0]?.rolls.some((r) => r.purpose.startsWith('shield size'))).toBe(false);
  });
});
