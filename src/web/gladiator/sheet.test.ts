import { describe, expect, it } from 'vitest';
import { Match } from '../../games/gladiator/testkit.js';
import { conditionWords, netFactor, shieldBoxes, statusMarkers, woundBoxes } from './sheet.js';

describe('wound record (Display 8)', () => {
  it('shades the boxes above W, marks the kill box and checks wounds from W downwards', () => {
    const boxes = woundBoxes({ W: 10, wounds: [3, 0, 0, 0, 0] }, 1, 'grouped');
    expect(boxes).toHaveLength(18);
    expect(boxes.filter((b) => b.state === 'shaded').map((b) => b.box)).toEqual([11, 12, 13, 14, 15, 16, 17, 18]);
    expect(boxes.filter((b) => b.state === 'checked').map((b) => b.box)).toEqual([8, 9, 10]);
    expect(boxes[0]?.state).toBe('kill');
  });

  it('checks the kill box when the wounds reach W', () => {
    const boxes = woundBoxes({ W: 4, wounds: [0, 0, 0, 0, 6] }, 5, 'grouped');
    expect(boxes[0]?.state).toBe('kill-checked');
    expect(boxes.slice(0, 4).every((b) => b.state !== 'open')).toBe(true);
  });

  it('marks where each CF category starts: every box on the head, pairs on the chest, triples on the legs', () => {
    const starts = (area: 1 | 2 | 5) =>
      woundBoxes({ W: 12, wounds: [0, 0, 0, 0, 0] }, area, 'grouped')
        .filter((b) => b.category)
        .map((b) => b.box)
        .slice(0, 4);
    expect(starts(1)).toEqual([2, 3, 4, 5]);
    expect(starts(2)).toEqual([2, 3, 5, 7]);
    expect(starts(5)).toEqual([2, 4, 7, 10]);
  });
});

describe('shield status (Display 13)', () => {
  it('numbers the boxes 3 to 19 and checks the rightmost first', () => {
    const boxes = shieldBoxes(2);
    expect(boxes.map((b) => b.number)).toEqual(Array.from({ length: 17 }, (_, i) => i + 3));
    expect(boxes.filter((b) => b.checked).map((b) => b.number)).toEqual([18, 19]);
    expect(shieldBoxes(40).every((b) => b.checked)).toBe(true);
  });
});

describe('characteristics and markers', () => {
  it('computes NF as TR + AG', () => {
    expect(netFactor({ TR: 9, AG: -1 })).toBe(8);
  });

  it('lists posture and status markers for the counter', () => {
    const m = new Match();
    m.set('a', { posture: 'kneeling', hasWeapon: false, mustStumble: true });
    expect(statusMarkers(m.g('a')).map((x) => x.code)).toEqual(['KN', 'S!', 'NW']);
    expect(statusMarkers(m.g('b'))).toEqual([]);
  });

  it('says how a man stands in words, and a dead man is dead, not "standing: dead"', () => {
    const m = new Match();
    expect(conditionWords(m.g('a'))).toBe('standing');
    m.set('a', { posture: 'kneeling', hasWeapon: false });
    expect(conditionWords(m.g('a'))).toBe('kneeling: no weapon in hand');
    m.set('b', { dead: true, hasWeapon: false });
    expect(conditionWords(m.g('b'))).toBe('dead');
  });
});
