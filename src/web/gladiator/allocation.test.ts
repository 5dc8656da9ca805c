import { describe, expect, it } from 'vitest';
import type { Legal } from '../../core/protocol.js';
import { gladiator } from '../../games/gladiator/module.js';
import { Match } from '../../games/gladiator/testkit.js';
import type { GladiatorCommand } from '../../games/gladiator/types.js';
import {
  type AllocationDraft,
  type AllocationForm,
  allocationFormOf,
  attackKey,
  checkDraft,
  DRAG_KEY,
  defenceKey,
  draftFromCommand,
  emptyDraft,
  NET_FREE_KEY,
  NO_NET,
  netOptionsOf,
  orderKey,
} from './allocation.js';

/** Two plain gladiators face to face (CF 8 each), both pause: combat, with `legal` as it arrives over the wire. */
function inCombat(): { m: Match; legal: Legal<unknown>; form: AllocationForm } {
  const m = new Match({
    a: { position: { q: 0, r: 1 }, facing: 0 },
    b: { position: { q: 0, r: 0 }, facing: 3 },
  })
    .plot()
    .orders('X', 'X');
  const legal = JSON.parse(JSON.stringify(gladiator.legal(m.state, 'a'))) as Legal<unknown>;
  const form = allocationFormOf(legal.form);
  if (!form) throw new Error('no allocation form');
  return { m, legal, form };
}

const FORM: AllocationForm = {
  available: 9,
  halfLimit: 4,
  attackOnly: false,
  targets: [{ target: 'b', bonus: 1 }],
  maxAttacks: 5,
};

function draft(attacks: Record<number, [string, string?]>, defence: string[] = []): AllocationDraft {
  const d = emptyDraft(FORM);
  for (const [area, [cf, order]] of Object.entries(attacks)) {
    const cell = d.attacks.b?.[Number(area) - 1];
    if (cell) {
      cell.cf = cf;
      cell.order = order ?? '';
    }
  }
  d.defence = [0, 1, 2, 3, 4].map((i) => defence[i] ?? '');
  return d;
}

describe('reading the form', () => {
  it('reads the limits the game sends', () => {
    const { form } = inCombat();
    expect(form).toEqual({
      available: 8,
      halfLimit: 4,
      attackOnly: false,
      targets: [{ target: 'b', bonus: 0 }],
      maxAttacks: 5,
    });
  });

  it('rejects a form of another kind', () => {
    expect(allocationFormOf({ allowance: 5, phases: 8 })).toBeNull();
    expect(allocationFormOf(null)).toBeNull();
  });
});

describe('totals and limits as you type', () => {
  it('adds attack and defence, blank boxes counting 0', () => {
    const c = checkDraft(draft({ 2: ['3'] }, ['', '2', '', '1', '']), FORM);
    expect([c.attack, c.defence, c.total, c.remaining]).toEqual([3, 3, 6, 3]);
    expect(c.command).toEqual({
      type: 'allocate',
      attacks: [{ area: 2, cf: 3, target: 'b' }],
      defence: [0, 2, 0, 1, 0],
    });
  });

  it('refuses more than half the available CF on one area (§8.31)', () => {
    const c = checkDraft(draft({ 1: ['5'] }), FORM);
    expect(c.fields[attackKey('b', 1)]).toContain('§8.31');
    expect(c.command).toBeNull();
  });

  it('refuses more CF than available (§8.33)', () => {
    const c = checkDraft(draft({ 1: ['4'], 2: ['4'] }, ['1', '1']), FORM);
    expect(c.total).toBe(10);
    expect(c.remaining).toBe(-1);
    expect(c.general.join()).toContain('§8.33');
    expect(c.command).toBeNull();
  });

  it('refuses anything but whole numbers of 0 or more', () => {
    for (const bad of ['-1', '1.5', 'x']) {
      const c = checkDraft(draft({}, [bad]), FORM);
      expect(c.fields[defenceKey(1)]).toBeDefined();
      expect(c.command).toBeNull();
    }
  });

  it('refuses defence when the CF may only attack (§9.33)', () => {
    const c = checkDraft(draft({ 1: ['1'] }, ['1']), { ...FORM, available: 2, halfLimit: 1, attackOnly: true });
    expect(c.general.join()).toContain('§9.33');
  });

  it('refuses more attacks than the form allows (§8.43)', () => {
    const c = checkDraft(draft({ 1: ['1'], 2: ['1'], 3: ['1'] }), { ...FORM, maxAttacks: 2 });
    expect(c.general.join()).toContain('§8.43');
  });

  it('refuses a throw of an item not in hand', () => {
    const d = draft({});
    d.discard = { item: 'shield', side: 1, area: 1, afterSubPhase: 0 };
    expect(checkDraft(d, FORM, { weapon: true, shield: false }).command).toBeNull();
    expect(checkDraft(d, FORM, { weapon: true, shield: true }).command?.discard).toEqual(d.discard);
  });
});

describe('attack order (8.31)', () => {
  it('keeps area order when no number is written', () => {
    const c = checkDraft(draft({ 4: ['1'], 2: ['2'] }), FORM);
    expect(c.command?.attacks.map((a) => a.area)).toEqual([2, 4]);
  });

  it('follows the numbers written, filling the blanks in area order', () => {
    const c = checkDraft(draft({ 1: ['1'], 3: ['1', '1'], 5: ['1'] }), FORM);
    expect(c.command?.attacks.map((a) => a.area)).toEqual([3, 1, 5]);
  });

  it('refuses a number used twice or out of range, or a number on an empty box', () => {
    expect(checkDraft(draft({ 1: ['1', '1'], 2: ['1', '1'] }), FORM).fields[orderKey('b', 2)]).toMatch(/already/);
    expect(checkDraft(draft({ 1: ['1', '3'], 2: ['1'] }), FORM).fields[orderKey('b', 1)]).toMatch(/between 1 and 2/);
    expect(checkDraft(draft({ 1: ['', '1'] }), FORM).fields[orderKey('b', 1)]).toBeDefined();
  });
});

describe('agreement with the game', () => {
  it('the game accepts every allocation the form lets through', () => {
    const { m, form } = inCombat();
    const drafts: AllocationDraft[] = [
      emptyDraft(form),
      (() => {
        const d = emptyDraft(form);
        (d.attacks.b as { cf: string; order: string }[])[1] = { cf: '4', order: '2' };
        (d.attacks.b as { cf: string; order: string }[])[4] = { cf: '2', order: '1' };
        d.defence = ['2', '', '', '', ''];
        return d;
      })(),
    ];
    for (const d of drafts) {
      const c = checkDraft(d, form);
      expect(c.command).not.toBeNull();
      const r = gladiator.apply(m.state, 'a', c.command as GladiatorCommand);
      expect(r.ok, JSON.stringify(r.ok ? null : r.error)).toBe(true);
    }
  });

  it('the game refuses what the form refuses: an attack over the half-CF limit', () => {
    const { m, form } = inCombat();
    const d = emptyDraft(form);
    (d.attacks.b as { cf: string; order: string }[])[0] = { cf: '5', order: '' };
    expect(checkDraft(d, form).command).toBeNull();
    const r = gladiator.apply(m.state, 'a', {
      type: 'allocate',
      attacks: [{ area: 1, cf: 5, target: 'b' }],
      defence: [0, 0, 0, 0, 0],
    });
    expect(r.ok).toBe(false);
  });

  it('every suggestion in legal fills the form and comes back out unchanged', () => {
    const { legal, form } = inCombat();
    for (const cmd of legal.commands as Extract<GladiatorCommand, { type: 'allocate' }>[]) {
      const c = checkDraft(draftFromCommand(form, cmd), form);
      expect(c.command).toEqual(cmd);
    }
  });
});

describe('the net boxes (17.351, 17.352, 17.36)', () => {
  /** a, a Retarius, faces b, who is caught in a's net; both pause: combat in the Advanced Game. */
  function netted() {
    const m = new Match({
      a: { type: 'retarius', shield: 'none', position: { q: 0, r: 1 }, facing: 0 },
      b: { position: { q: 0, r: 0 }, facing: 3 },
      options: { advanced: true },
    });
    m.set('b', { ensnared: true, ensnaredBy: 'a' });
    m.plot().orders('X', 'X');
    const wire = (seat: 'a' | 'b') => JSON.parse(JSON.stringify(gladiator.legal(m.state, seat))) as Legal<unknown>;
    return { m, a: wire('a'), b: wire('b') };
  }

  it('offers Net Free to the man in the net, drag and letting go to the Retarius holding it', () => {
    const { m, a, b } = netted();
    expect(netOptionsOf(b, m.g('b'), m.state.gladiators)).toEqual({ free: true, drag: false, abandon: false });
    expect(netOptionsOf(a, m.g('a'), m.state.gladiators)).toEqual({ free: false, drag: true, abandon: true });
    const { m: plain, legal } = inCombat();
    expect(netOptionsOf(legal, plain.g('a'), plain.state.gladiators)).toEqual(NO_NET);
  });

  it('sends Net Free, drag and letting go, counted in the total without the half-CF limit, and the engine takes them', () => {
    const { m, a, b } = netted();
    const formB = allocationFormOf(b.form) as AllocationForm;
    const free = { ...emptyDraft(formB), netFree: String(formB.available) };
    const checkB = checkDraft(free, formB, undefined, netOptionsOf(b, m.g('b'), m.state.gladiators));
    expect(checkB.total).toBe(formB.available);
    expect(checkB.command?.netFree).toBe(formB.available);
    const formA = allocationFormOf(a.form) as AllocationForm;
    const pull = { ...emptyDraft(formA), drag: '2', abandonNet: true };
    const checkA = checkDraft(pull, formA, undefined, netOptionsOf(a, m.g('a'), m.state.gladiators));
    expect(checkA.command).toMatchObject({ drag: 2, abandonNet: true });
    expect(checkA.net).toBe(2);
    expect(gladiator.apply(m.state, 'b', checkB.command as GladiatorCommand).ok).toBe(true);
    expect(gladiator.apply(m.state, 'a', checkA.command as GladiatorCommand).ok).toBe(true);
  });

  it('refuses the net boxes to a man they are not open to, naming the rule', () => {
    const { m, legal, form } = inCombat();
    const d = { ...emptyDraft(form), netFree: '2', drag: '1', abandonNet: true };
    const check = checkDraft(d, form, undefined, netOptionsOf(legal, m.g('a'), m.state.gladiators));
    expect(check.fields[NET_FREE_KEY]).toMatch(/§17.351/);
    expect(check.fields[DRAG_KEY]).toMatch(/§17.352/);
    expect(check.general).toContain('no net in hand to let go of (§17.36)');
    expect(check.command).toBeNull();
  });
});
