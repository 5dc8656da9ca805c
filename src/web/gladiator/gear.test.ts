import { describe, expect, it } from 'vitest';
import type { Item } from '../../games/gladiator/types.js';
import { itemWords } from './gear.js';

const at = { q: 0, r: 0 };

describe('items on the floor', () => {
  it('draws a net lying loose as a net and says so, not as a shield (17.6)', () => {
    const w = itemWords({ id: 3, kind: 'net', owner: 'a', at } as Item);
    expect(w.glyph).toBe('net');
    expect(w.label).toMatch(/^Net /);
    expect(w.label).not.toMatch(/shield/i);
  });

  it('names weapons and shields with their size and ruin', () => {
    expect(itemWords({ id: 1, kind: 'weapon', owner: 'b', at }).label).toBe('Weapon dropped by seat b');
    const shield = itemWords({ id: 2, kind: 'shield', owner: 'a', at, size: 'large', ruined: true });
    expect(shield).toEqual({ glyph: 'shield', label: 'large shield dropped by seat a (ruined)' });
  });
});
