import { describe, expect, it } from 'vitest';
import type { Hex } from '../../../core/hex.js';
import { Match } from '../testkit.js';
import type { GladiatorOptions } from '../types.js';
import { BILLINGS_PRESET } from './options.js';
import { NET_RESULT_LINES } from './tables.js';

const at = (q: number, r: number): Hex => ({ q, r });
const withNets = (netHit: 'stumble' | 'ensnare', sections: Partial<GladiatorOptions['billings']> = {}) =>
  ({
    advanced: true,
    billings: { ...BILLINGS_PRESET, preset: false, netCollision: true, netLay: true, netHit, ...sections },
  }) as Partial<GladiatorOptions>;

/** a, the Retarius, at (0,2) facing north; b two hexes ahead at (0,0) facing him. */
const twoAway = (options: Partial<GladiatorOptions>, dice: number[]) =>
  new Match({
    a: { type: 'retarius', shield: 'none', position: at(0, 2), facing: 0 },
    b: { position: at(0, 0), facing: 3 },
    options,
    dice,
  }).plot();

/** The swing: 6+6+5 = 17 on column 0, an H+1, with no modifier (b holds his hex in front). */
const swing = (options: Partial<GladiatorOptions>) => {
  const m = twoAway(options, [6, 6, 5]);
  m.orders('(SN)X', null);
  expect(m.rollsFor('§17.4')[0]?.result).toBe('H+1');
  return m;
};

/** The lay in a's centre front (0,1): b steps F into it, 5+5+5 +1 for the step = 16, an H. */
const lay = (options: Partial<GladiatorOptions>) => {
  const m = twoAway(options, [5, 5, 5]);
  m.orders('(LN2)X', 'F');
  const r = m.rolls().find((x) => x.rule === '§17.5' || x.rule === 'Billings §17.55');
  expect(r?.result).toMatch(/^H/);
  return m;
};

describe('Billings §17.44 §17.54: what an H of a net swing or lay does', () => {
  it('Billings §17.44 by default (the text) a swing that hits trips the man: he owes a stumble, no net', () => {
    const m = swing(withNets('stumble'));
    expect([m.g('b').mustStumble, m.g('b').ensnared]).toEqual([true, undefined]);
  });

  it('Billings §17.44 with netHit: ensnare (the printed table) the swing that hits catches him, named in the log', () => {
    const m = swing(withNets('ensnare'));
    expect([m.g('b').mustStumble, m.g('b').ensnared]).toEqual([false, true]);
    expect(m.ofType('ensnared')[0]?.rule).toBe('Billings §17.45');
  });

  it('Billings §17.54 by default (the text) a lay that hits trips the man who stepped in', () => {
    const m = lay(withNets('stumble'));
    expect([m.g('b').mustStumble, m.g('b').ensnared]).toEqual([true, undefined]);
  });

  it('Billings §17.54 with netHit: ensnare the lay that hits catches the man who stepped in', () => {
    const m = lay(withNets('ensnare'));
    expect([m.g('b').mustStumble, m.g('b').ensnared]).toEqual([false, true]);
    expect(m.ofType('ensnared')[0]?.rule).toBe('Billings §17.55');
  });

  it('Billings §17.54 the reading waits for its section: with netLay off the lay still trips', () => {
    const m = lay(withNets('ensnare', { netLay: false, netCollision: false }));
    expect([m.g('b').mustStumble, m.g('b').ensnared]).toEqual([true, undefined]);
  });

  it('Billings §17.34 §17.45 §17.55 the printed result lines: H ensnares on all three, the text trips on swing and lay', () => {
    expect(Object.values(NET_RESULT_LINES).map((l) => l.printedH)).toEqual(['ensnare', 'ensnare', 'ensnare']);
    expect(Object.values(NET_RESULT_LINES).map((l) => l.text)).toEqual(['ensnare', 'stumble', 'stumble']);
  });
});
