import { describe, expect, it } from 'vitest';
import { type Direction, type Hex, neighbour } from '../../core/hex.js';
import { type GladiatorView, gladiator } from './module.js';
import { FACING_ARROWS, renderBoard } from './textboard.js';
import type { Gladiator, Item } from './types.js';

/** A fresh match's view for seat a, with the gladiators changed as a test needs. */
function viewWith(a: Partial<Gladiator> = {}, b: Partial<Gladiator> = {}, items: Item[] = []): GladiatorView {
  const s = gladiator.setup(gladiator.options.parse({}), 'board');
  if (!s.ok) throw new Error(s.error.message);
  const v = gladiator.view(s.value, 'a');
  const ga = v.gladiators.a as Gladiator;
  const gb = v.gladiators.b as Gladiator;
  return { ...v, items, gladiators: { a: { ...ga, ...a }, b: { ...gb, ...b } } };
}

interface Spot {
  line: number;
  col: number;
  /** The coordinates printed on the lower edge of the hex holding the mark. */
  label: string;
  /** The five characters inside the hex. */
  cell: string;
}

/** Finds the one hex whose inside holds `mark` (a seat letter or an item letter) and reads its label. */
function find(board: string, mark: RegExp): Spot {
  const lines = board.split('\n');
  const hits: Spot[] = [];
  lines.forEach((l, line) => {
    // Inside of a hex: five characters between a '/' and a '\'.
    for (const m of l.matchAll(/\/(.{5})\\/g)) {
      if (!mark.test(m[1] as string)) continue;
      const x = m.index as number;
      const below = lines[line + 1] ?? '';
      hits.push({ line, col: x, label: below.slice(x + 1, x + 6).replace(/_/g, ''), cell: m[1] as string });
    }
  });
  if (hits.length !== 1) throw new Error(`expected one hex matching ${mark}, found ${hits.length}\n${board}`);
  return hits[0] as Spot;
}

const at = (h: Hex) => `${h.q},${h.r}`;

describe('renderBoard', () => {
  it('draws both gladiators at their starting hexes, facing each other (4.0)', () => {
    const board = renderBoard(viewWith());
    const a = find(board, /A/);
    const b = find(board, /B/);
    expect(a.label).toBe('0,2');
    expect(a.cell).toBe(' A↑  ');
    expect(b.label).toBe('0,-2');
    expect(b.cell).toBe(' B↓  ');
    // Same column, four hexes apart: two lines a hex.
    expect(a.col).toBe(b.col);
    expect(a.line - b.line).toBe(8);
  });

  it.each([
    [0, 0, -2],
    [1, 6, -1],
    [2, 6, 1],
    [3, 0, 2],
    [4, -6, 1],
    [5, -6, -1],
  ])('puts the neighbour in direction %i where it belongs on the page', (d, dx, dy) => {
    // From an even and an odd column, since odd columns sit half a hex lower.
    for (const from of [
      { q: 0, r: 0 },
      { q: 1, r: -3 },
      { q: -3, r: 2 },
    ]) {
      const to = neighbour(from, d as Direction);
      const board = renderBoard(viewWith({ position: from, facing: 0 }, { position: to, facing: d as Direction }));
      const a = find(board, /A/);
      const b = find(board, /B/);
      expect(a.label).toBe(at(from));
      expect(b.label).toBe(at(to));
      expect(b.col - a.col).toBe(dx);
      expect(b.line - a.line).toBe(dy);
      expect(b.cell.charAt(2)).toBe(FACING_ARROWS[d as Direction]);
    }
  });

  it('labels every hex with coordinates that agree with its neighbours', () => {
    const board = renderBoard(viewWith(), { legend: false, status: false });
    const lines = board.split('\n');
    let checked = 0;
    lines.forEach((l, line) => {
      for (const m of l.matchAll(/\/(.{5})\\/g)) {
        const x = m.index as number;
        const label = (lines[line + 1] ?? '').slice(x + 1, x + 6).replace(/_/g, '');
        const [q, r] = label.split(',').map(Number) as [number, number];
        // The hex two lines further down in the same column is its southern neighbour.
        const southLabel = (lines[line + 3] ?? '').slice(x + 1, x + 6).replace(/_/g, '');
        if (southLabel !== '') {
          expect(southLabel).toBe(at(neighbour({ q, r }, 3)));
          checked++;
        }
      }
    });
    expect(checked).toBeGreaterThan(80);
  });

  it('marks posture and condition after the facing arrow', () => {
    const cases: [Partial<Gladiator>, string][] = [
      [{ posture: 'kneeling' }, 'k'],
      [{ posture: 'prone' }, 'p'],
      [{ stumbling: true }, '~'],
      [{ mustStumble: true }, '~'],
      [{ unconscious: true, posture: 'prone' }, 'z'],
      [{ dead: true }, 'd'],
      [{}, ' '],
    ];
    for (const [change, mark] of cases) {
      const board = renderBoard(viewWith({}, change));
      expect(find(board, /B/).cell.charAt(3)).toBe(mark);
    }
  });

  it('marks dropped weapons and shields in their hexes and lists them', () => {
    const items: Item[] = [
      { id: 1, kind: 'weapon', owner: 'b', at: { q: 2, r: -1 } },
      { id: 2, kind: 'shield', owner: 'a', at: { q: -1, r: 1 }, size: 'small', shieldDamage: 3 },
      { id: 3, kind: 'shield', owner: 'b', at: { q: 0, r: 2 }, size: 'large', ruined: true },
    ];
    const board = renderBoard(viewWith({}, {}, items));
    const w = find(board, /^w/);
    expect(w.label).toBe('2,-1');
    expect(w.cell).toBe('w    ');
    expect(find(board, /s$/).label).toBe('-1,1');
    // A ruined shield under gladiator A's feet shares his hex.
    const a = find(board, /A/);
    expect(a.label).toBe('0,2');
    expect(a.cell).toBe(' A↑ x');
    expect(board).toContain(
      "On the floor: B's weapon at 2,-1; A's small shield at -1,1; B's large shield (ruined) at 0,2.",
    );
  });

  it('grows the window to show both men when they stand far apart', () => {
    const board = renderBoard(viewWith({ position: { q: -6, r: 3 } }, { position: { q: 7, r: -1 } }));
    expect(find(board, /A/).label).toBe('-6,3');
    expect(find(board, /B/).label).toBe('7,-1');
    expect(board).not.toContain('Off the map shown');
  });

  it("follows the viewer's man and names the other when both cannot be drawn", () => {
    const board = renderBoard(viewWith({ position: { q: 1, r: 1 } }, { position: { q: 40, r: -20 } }));
    expect(find(board, /A/).label).toBe('1,1');
    expect(board).not.toMatch(/\/.{0,4}B/);
    expect(board).toContain('Off the map shown: B at 40,-20.');
  });

  it('honours the size and centre asked for', () => {
    const board = renderBoard(viewWith(), { cols: 3, rows: 3, center: { q: 0, r: 2 }, legend: false, status: false });
    expect(find(board, /A/).label).toBe('0,2');
    const [map, rest] = board.split('Off the map shown:');
    expect(map).not.toContain('B');
    expect(rest).toBe(' B at 0,-2.\n');
    expect(map?.match(/-?\d+,-?\d+/g)).toEqual(['0,1', '-1,2', '1,1', '0,2', '-1,3', '1,2', '0,3', '-1,4', '1,3']);
  });

  it('prints a status line per gladiator', () => {
    const board = renderBoard(
      viewWith(
        {
          cf: 7,
          stun: 2,
          wounds: [0, 3, 0, 1, 0],
          shield: 'small',
          shieldDamage: 5,
          hasWeapon: false,
          attackCfTotal: 31,
          defenceCfTotal: 12,
        },
        { posture: 'kneeling', shield: null },
      ),
    );
    const lines = board.split('\n');
    const a = lines.find((l) => l.startsWith('A ')) ?? '';
    const b = lines.find((l) => l.startsWith('B ')) ?? '';
    expect(a).toMatch(
      /\(you\) · 0,2 facing N · standing · CF 7\/\d+ stun 2 · wounds 0\/3\/0\/1\/0 · shield small 12\/17 · UNARMED · match CF 31 attack, 12 defence$/,
    );
    expect(b).toMatch(
      /· 0,-2 facing S · kneeling · CF \d+\/\d+ · wounds 0\/0\/0\/0\/0 · no shield · armed · match CF 0 attack, 0 defence$/,
    );
  });

  it('adds colour only when asked, without moving anything', () => {
    const v = viewWith({}, { position: { q: 1, r: 0 } });
    const before = JSON.stringify(v);
    const plain = renderBoard(v);
    const coloured = renderBoard(v, { color: true });
    expect(plain).not.toContain('\x1b[');
    expect(coloured).toContain('\x1b[1m');
    // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping the colour codes
    expect(coloured.replace(/\x1b\[\d+m/g, '')).toBe(plain);
    expect(JSON.stringify(v)).toBe(before);
  });

  describe('in team combat (20)', () => {
    /** A fresh two-against-one match's view for `viewer`, with men changed as a test needs. */
    function teamView(viewer: string, changes: Record<string, Partial<Gladiator>> = {}, items: Item[] = []) {
      const options = gladiator.options.parse({ advanced: true, sides: [['medium', 'retarius'], ['heavy']] });
      const s = gladiator.setup(options, 'board');
      if (!s.ok) throw new Error(s.error.message);
      const v = gladiator.view(s.value, viewer);
      const gladiators = Object.fromEntries(
        Object.entries(v.gladiators).map(([seat, g]) => [seat, { ...g, ...changes[seat] }]),
      );
      return { ...v, items, gladiators };
    }

    it("puts each man's side number before his letter and his items after him", () => {
      const v = teamView('c');
      const [a, b, c] = ['a', 'b', 'c'].map((seat) => v.gladiators[seat] as Gladiator);
      const board = renderBoard({ ...v, items: [{ id: 1, kind: 'net', owner: 'b', at: (a as Gladiator).position }] });
      expect(find(board, /A/).cell).toBe(`1A${FACING_ARROWS[(a as Gladiator).facing]} n`);
      expect(find(board, /B/).cell).toBe(`1B${FACING_ARROWS[(b as Gladiator).facing]}  `);
      expect(find(board, /C/).cell).toBe(`2C${FACING_ARROWS[(c as Gladiator).facing]}  `);
      expect(board).toContain('the digit before a letter is his side');
    });

    it('lists the men side by side, counting those still fighting, and leaves out of the map a man gone', () => {
      const board = renderBoard(teamView('c', { a: { dead: true }, b: { left: { how: 'Up', rule: '§19.23' } } }));
      const lines = board.split('\n');
      const side1 = lines.indexOf('Side 1: 0 of 2 still fighting');
      const side2 = lines.indexOf('Side 2, your side: 1 of 1 still fighting');
      expect(side1).toBeGreaterThan(0);
      expect(side2).toBe(side1 + 3);
      expect(lines[side1 + 1]).toMatch(/^ {2}A .* · DEAD · /);
      expect(lines[side1 + 2]).toMatch(/^ {2}B .* · left the arena \(spared by the crowd, §19\.23\) · /);
      expect(lines[side2 + 1]).toMatch(/^ {2}C .*\(you\)/);
      expect(board).not.toMatch(/\/.{0,4}B/);
      expect(find(board, /A/).cell.charAt(3)).toBe('d');
    });

    it('names a man off the map by side and letter, around the largest window on the viewer', () => {
      const board = renderBoard(teamView('a', { c: { position: { q: 40, r: -20 } } }));
      expect(board).toContain('Off the map shown: 2C at 40,-20.');
      // 21 columns of hexes: the widest window, since many men may stand spread about.
      const labels = board.split('\n').find((l) => l.startsWith('  \\')) ?? '';
      expect(labels.match(/\\[^/]*\//g)?.length).toBe(11);
    });

    it('draws a duel as before: no side numbers, no side headings', () => {
      const board = renderBoard(viewWith());
      expect(find(board, /A/).cell).toBe(' A↑  ');
      expect(board).not.toContain('Side 1');
      expect(board).not.toContain('the digit before a letter');
    });
  });
});
