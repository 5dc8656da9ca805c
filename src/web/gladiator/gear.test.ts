import { describe, expect, it } from 'vitest';
import { Match } from '../../games/gladiator/testkit.js';
import type { Item } from '../../games/gladiator/types.js';
import { advancedLines, itemWords, type NetContext, weaponWords } from './gear.js';
import { statusMarkers } from './sheet.js';

const at = { q: 0, r: 0 };

describe('items on the floor', () => {
  const nameOf = (seat: string) => ({ a: 'Cato', b: 'Verus' })[seat] ?? `seat ${seat}`;

  it('draws a net lying loose as a net and says so, not as a shield (17.6)', () => {
    const w = itemWords({ id: 3, kind: 'net', owner: 'a', at } as Item, nameOf);
    expect(w.glyph).toBe('net');
    expect(w.label).toMatch(/^Net /);
    expect(w.label).not.toMatch(/shield/i);
  });

  it('names weapons and shields with their size and ruin, and the man who dropped them', () => {
    expect(itemWords({ id: 1, kind: 'weapon', owner: 'b', at }, nameOf).label).toBe('Weapon dropped by Verus');
    const shield = itemWords({ id: 2, kind: 'shield', owner: 'a', at, size: 'large', ruined: true }, nameOf);
    expect(shield).toEqual({ glyph: 'shield', label: 'large shield dropped by Cato (ruined)' });
  });
});

describe('the Advanced Game on the sheet and counter', () => {
  const ctx = (over: Partial<NetContext> = {}): NetContext => ({
    turn: 1,
    phase: 2,
    nameOf: (s) => (s === 'a' ? 'Alpha' : 'Beta'),
    allocation: null,
    ...over,
  });

  it('says nothing for a Basic Game gladiator', () => {
    const m = new Match();
    expect(advancedLines(m.g('a'), ctx())).toEqual([]);
    expect(weaponWords(m.g('a'))).toBe('sword');
  });

  it('shows a Retarius with his trident one-handed while he holds the net, two-handed once it is gone (18)', () => {
    const m = new Match();
    m.set('a', { retarius: true, trident: true, net: true, shield: null });
    expect(weaponWords(m.g('a'))).toBe('trident');
    expect(advancedLines(m.g('a'), ctx())).toEqual([
      'Trident in one hand, at half CF while he holds the net (§18)',
      'Net in hand (§17.1)',
    ]);
    expect(statusMarkers(m.g('a')).map((x) => x.label)).toEqual(['holding a net']);
    m.set('a', { net: false });
    expect(advancedLines(m.g('a'), ctx())).toEqual(['Trident in both hands, at full CF (§18)']);
    m.set('a', { tridentBroken: true });
    expect(weaponWords(m.g('a'))).toBe('broken trident');
    expect(advancedLines(m.g('a'), ctx())[0]).toMatch(/^Trident broken/);
    expect(statusMarkers(m.g('a')).map((x) => x.code)).toEqual(['TB']);
  });

  it('says the net rests after a cast until its phase comes (17.31)', () => {
    const m = new Match();
    m.set('a', { retarius: true, trident: true, net: true, netRest: { until: 4, rule: '§17.31' } });
    expect(advancedLines(m.g('a'), ctx())[1]).toBe('Net in hand, resting after his last cast (§17.31)');
    expect(advancedLines(m.g('a'), ctx({ phase: 4 }))[1]).toBe('Net in hand (§17.1)');
  });

  it('names the Retarius holding the net a man is caught in, or says it was let go (17.35, 17.36)', () => {
    const m = new Match();
    m.set('b', { ensnared: true, ensnaredBy: 'a' });
    expect(advancedLines(m.g('b'), ctx())).toEqual(['Caught in the net of Alpha, who still holds it (§17.35)']);
    expect(statusMarkers(m.g('b')).map((x) => x.label)).toEqual(['caught in a net']);
    m.set('b', { ensnaredBy: null });
    expect(advancedLines(m.g('b'), ctx())).toEqual(['Caught in a net its Retarius has let go of (§17.36)']);
  });

  it("shows this phase's Net Free, drag and Net Loss figures, and none from another phase (17.351, 17.352)", () => {
    const m = new Match();
    m.set('b', { ensnared: true, ensnaredBy: 'a', netLoss: { at: '1.2', value: 3 } });
    const alloc = { attacks: [], defence: [0, 2, 0, 0, 0] as [number, number, number, number, number], netFree: 4 };
    expect(advancedLines(m.g('b'), ctx({ allocation: alloc })).slice(1)).toEqual([
      'Net Free: 4 CF to get out of the net this phase (§17.351)',
      'Net Loss: +3 to every attack on him this phase (§17.351)',
    ]);
    expect(advancedLines(m.g('b'), ctx({ phase: 3 }))).toHaveLength(1);
    const drag = { attacks: [], defence: [0, 0, 0, 0, 0] as [number, number, number, number, number], drag: 2 };
    expect(advancedLines(m.g('a'), ctx({ allocation: { ...drag, abandonNet: true } }))).toEqual([
      'Drag: 2 CF pledged to pull the netted man down (§17.352)',
      'Lets go of the net at the end of this phase (§17.36)',
    ]);
  });
});
