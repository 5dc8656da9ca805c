import { describe, expect, it } from 'vitest';
import { parentRule, ruleOrder } from '../../core/help.js';
import type { Legal } from '../../core/protocol.js';
import { GLADIATOR_HELP } from '../../games/gladiator/help.js';
import { memoryKeyValue } from '../storage.js';
import { helpFor } from './registry.js';
import {
  closeHelp,
  helpBack,
  helpState,
  openGlossary,
  openIndex,
  openRule,
  setHelpGame,
  subscribeHelp,
} from './store.js';
import { Walkthrough } from './walkthrough.js';

const legal = (...commands: unknown[]): Legal<unknown> => ({ seat: 'a', commands, complete: false });

describe('the rules panel state', () => {
  it('opens at a rule cited as the log writes it, goes back, and closes', () => {
    setHelpGame('gladiator');
    const seen: (string | null)[] = [];
    const stop = subscribeHelp((s) => seen.push(s.view?.kind ?? null));
    openRule('§8.31');
    expect(helpState().view).toEqual({ kind: 'rule', rule: '8.31' });
    openRule('§8.31'); // the same rule again changes nothing
    openGlossary('P*');
    expect(helpState().back).toEqual([{ kind: 'rule', rule: '8.31' }]);
    helpBack();
    expect(helpState().view).toEqual({ kind: 'rule', rule: '8.31' });
    helpBack();
    expect(helpState().view).toBeNull();
    openIndex();
    closeHelp();
    stop();
    expect(seen).toEqual(['rule', 'glossary', 'rule', null, 'index', null]);
  });

  it('closes when the page changes game or leaves', () => {
    setHelpGame('gladiator');
    openRule('§6.1');
    setHelpGame(null);
    expect(helpState()).toEqual({ game: null, view: null, back: [] });
  });

  it('knows the help of GLADIATOR and of no game that is not registered', () => {
    expect(helpFor('gladiator')).toBe(GLADIATOR_HELP);
    expect(helpFor('count-to-ten')).toBeNull();
    expect(helpFor('constructor')).toBeNull();
    expect(helpFor(null)).toBeNull();
  });

  it('orders rule numbers as the rulebook does, and finds each sub-rule its parent', () => {
    const order = ruleOrder(GLADIATOR_HELP);
    expect(['10', '2.1', '8.461', '8.5', '8.46', '2', '8.4', '8.11'].sort(order)).toEqual([
      '2',
      '2.1',
      '8.11',
      '8.4',
      '8.46',
      '8.461',
      '8.5',
      '10',
    ]);
    expect([
      parentRule(GLADIATOR_HELP, '8.461'),
      parentRule(GLADIATOR_HELP, '8.4'),
      parentRule(GLADIATOR_HELP, '8'),
    ]).toEqual(['8.46', '8', null]);
  });
});

describe('the first-match walkthrough', () => {
  it('explains each kind of decision once, as it comes up, and remembers it', () => {
    const kv = memoryKeyValue();
    const w = new Walkthrough(kv);
    const plot = legal({ type: 'plot', moving: [1, 2, 3, 4, 5] });
    const phase = legal({ type: 'hold' }, { type: 'order', order: 'F' });
    expect(w.noteFor('gladiator', GLADIATOR_HELP, plot)?.key).toBe('gladiator:plot');
    w.dismiss('gladiator:plot');
    expect(w.noteFor('gladiator', GLADIATOR_HELP, plot)).toBeNull();
    expect(w.noteFor('gladiator', GLADIATOR_HELP, phase)).toMatchObject({ key: 'gladiator:order', rule: '6.2' });
    // Another visit of the same browser remembers what was read.
    expect(new Walkthrough(kv).noteFor('gladiator', GLADIATOR_HELP, plot)).toBeNull();
  });

  it('shows nothing once turned off, with nothing to decide, or for a game without notes', () => {
    const w = new Walkthrough(memoryKeyValue());
    const alloc = legal({ type: 'allocate', attacks: [], defence: [1, 1, 1, 1, 1] });
    expect(w.noteFor('gladiator', GLADIATOR_HELP, legal({ type: 'hold' }))).toBeNull();
    expect(w.noteFor('gladiator', GLADIATOR_HELP, null)).toBeNull();
    expect(w.noteFor('count-to-ten', null, alloc)).toBeNull();
    expect(w.noteFor('gladiator', GLADIATOR_HELP, alloc)?.title).toBe('Attack and defence');
    w.turnOff();
    expect(w.noteFor('gladiator', GLADIATOR_HELP, alloc)).toBeNull();
  });

  it('starts afresh from a memory it cannot read', () => {
    const kv = memoryKeyValue();
    kv.setItem('ludus.walkthrough', '{not json');
    expect(new Walkthrough(kv).noteFor('gladiator', GLADIATOR_HELP, legal({ type: 'plot' }))?.key).toBe(
      'gladiator:plot',
    );
    kv.setItem('ludus.walkthrough', JSON.stringify({ seen: [3, 'gladiator:plot'], off: 'yes' }));
    expect(new Walkthrough(kv).noteFor('gladiator', GLADIATOR_HELP, legal({ type: 'plot' }))).toBeNull();
  });
});
