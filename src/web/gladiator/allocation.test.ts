import { describe, expect, it } from 'vitest';
import type { Legal } from '../../core/protocol.js';
import { BILLINGS_PRESET } from '../../games/gladiator/billings/options.js';
import { gladiator } from '../../games/gladiator/module.js';
import { FACE_TO_FACE, Match, PLAIN } from '../../games/gladiator/testkit.js';
import type { GladiatorCommand, GladiatorState } from '../../games/gladiator/types.js';
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
  targets: [{ target: 'b', bonus: 1, rear: false, available: null, oneAttackMax: null }],
  maxAttacks: 5,
  attackCap: null,
  loneAttackAtOrBelow: null,
  cards: null,
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
      targets: [{ target: 'b', bonus: 0, rear: false, available: null, oneAttackMax: null }],
      maxAttacks: 5,
      attackCap: null,
      loneAttackAtOrBelow: null,
      cards: null,
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

  it('§17.36: a Retarius whose net holds no one is not offered letting go of it (the engine refuses it: no-one-held)', () => {
    const m = new Match({
      a: { type: 'retarius', shield: 'none', position: { q: 0, r: 1 }, facing: 0 },
      b: { position: { q: 0, r: 0 }, facing: 3 },
      options: { advanced: true },
    });
    m.plot().orders('X', 'X');
    const a = JSON.parse(JSON.stringify(gladiator.legal(m.state, 'a'))) as Legal<unknown>;
    expect(m.g('a').net).toBe(true);
    expect(netOptionsOf(a, m.g('a'), m.state.gladiators).abandon).toBe(false);
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
    expect(check.general).toContain('no net holding a man to let go of (§17.36)');
    expect(check.command).toBeNull();
  });
});

/**
 * A team match of plain men (CF 8) standing still until the first combat, where `seat` allocates; the form as it
 * arrives over the wire.
 */
function teamCombat(
  sides: string[][],
  men: { position: { q: number; r: number }; facing: number; TR?: number }[],
  seat: string,
): { state: GladiatorState; form: AllocationForm } {
  const initial = { gladiators: men.map((m, i) => ({ name: `Man ${i + 1}`, id: i + 1, ...PLAIN, ...m })) };
  const r = gladiator.setup(gladiator.options.parse({ advanced: true, sides }), 'web-teams', initial);
  if (!r.ok) throw new Error(r.error.message);
  let state = r.value;
  for (const step of ['turnPlot', 'phasePlot'] as const)
    for (const s of [...state.waiting]) {
      if (state.step !== step) continue;
      const cmd: GladiatorCommand = step === 'turnPlot' ? { type: 'plot', moving: [] } : { type: 'hold' };
      const done = gladiator.apply(state, s, cmd);
      if (!done.ok) throw new Error(done.error.message);
      state = done.value.state;
    }
  expect(state.step).toBe('allocate');
  const legal = JSON.parse(JSON.stringify(gladiator.legal(state, seat))) as Legal<unknown>;
  return { state, form: allocationFormOf(legal.form) as AllocationForm };
}

/** The engine's verdict on the command a draft makes: null when it takes it, else the rule it names. */
const engineSays = (state: GladiatorState, seat: string, command: unknown): string | null => {
  const r = gladiator.apply(state, seat, command as GladiatorCommand);
  return r.ok ? null : r.error.rule;
};

describe('allocating in team combat (20)', () => {
  const N = { q: 0, r: -1 };
  const SW = { q: -1, r: 1 };

  it('§8.2/20 counts positional CF only against the man who gave them, as the engine does', () => {
    // a has b in front facing him (no bonus) and c with his back to him (+5): 13 CF against c, his own 8 against b.
    const { state, form } = teamCombat(
      [['medium'], ['medium', 'medium']],
      [
        { position: { q: 0, r: 0 }, facing: 0 },
        { position: N, facing: 3 },
        { position: { q: 1, r: -1 }, facing: 1 },
      ],
      'a',
    );
    expect(form.targets).toEqual([
      { target: 'c', bonus: 5, rear: false, available: 13, oneAttackMax: null },
      { target: 'b', bonus: 0, rear: false, available: 8, oneAttackMax: null },
    ]);
    const onB = emptyDraft(form);
    (onB.attacks.b as { cf: string; order: string }[])[0] = { cf: '4', order: '' };
    onB.defence = ['', '9', '', '', ''];
    const over = checkDraft(onB, form);
    expect(over.available).toBe(8);
    expect(over.general.join()).toMatch(/13 CF allocated but only 8 available .*§8\.2/);
    expect(over.command).toBeNull();
    const sameAsTyped = { type: 'allocate', attacks: [{ area: 1, cf: 4, target: 'b' }], defence: [0, 9, 0, 0, 0] };
    expect(engineSays(state, 'a', sameAsTyped)).toBe('§8.2');
    onB.defence = ['', '4', '', '', ''];
    const fits = checkDraft(onB, form);
    expect(fits.general).toEqual([]);
    expect(fits.command?.attacks).toEqual([{ area: 1, cf: 4, target: 'b' }]);
    expect(engineSays(state, 'a', fits.command)).toBeNull();
    // Against c, the 13 with the bonus: 6 on one area (half of 13), 7 on defence.
    const onC = emptyDraft(form);
    (onC.attacks.c as { cf: string; order: string }[])[0] = { cf: '6', order: '' };
    onC.defence = ['', '7', '', '', ''];
    const all = checkDraft(onC, form);
    expect(all.available).toBe(13);
    expect(all.general).toEqual([]);
    expect(engineSays(state, 'a', all.command)).toBeNull();
  });

  it("§20.5 one attack from outside the single man's front carries the whole bonus, no more and only one", () => {
    // The worked example: b (CF 10) at c's back-left, +3; c faces a. 13 CF, normally 6 an area; one attack 8.
    const { state, form } = teamCombat(
      [['medium', 'medium'], ['medium']],
      [
        { position: N, facing: 3 },
        { position: SW, facing: 1, TR: 10 },
        { position: { q: 0, r: 0 }, facing: 0 },
      ],
      'b',
    );
    expect(form.targets).toEqual([{ target: 'c', bonus: 3, rear: true, available: null, oneAttackMax: 8 }]);
    const draft = (chest: string, groin: string) => {
      const d = emptyDraft(form);
      const row = d.attacks.c as { cf: string; order: string }[];
      row[1] = { cf: chest, order: '' };
      row[2] = { cf: groin, order: '' };
      return d;
    };
    const eight = checkDraft(draft('8', ''), form);
    expect(eight.fields).toEqual({});
    expect(engineSays(state, 'b', eight.command)).toBeNull();
    const nine = checkDraft(draft('9', ''), form);
    expect(nine.fields[attackKey('c', 2)]).toBe('one attack on him may carry up to 8 CF (§20.5), any other at most 6');
    const twice = checkDraft(draft('7', '7'), form);
    expect(Object.keys(twice.fields)).toEqual([attackKey('c', 3)]);
    const once = checkDraft(draft('7', '6'), form);
    expect(once.fields).toEqual({});
    expect(engineSays(state, 'b', once.command)).toBeNull();
  });
});

/**
 * The Billings sections that change the allocation (8.5, 8.32), face to face, both holding, as b's form arrives;
 * `before` patches b before the phase (the combat is built on it), `after` as he stands when he allocates.
 */
function billingsCombat(after: Parameters<Match['set']>[1] = {}, before: Parameters<Match['set']>[1] = {}) {
  const m = new Match({
    ...FACE_TO_FACE,
    options: { billings: { ...BILLINGS_PRESET, preset: false, crt: true, defensiveCards: true } },
  });
  m.plot();
  m.set('b', before);
  m.orders(null, null);
  m.set('b', after);
  const legal = JSON.parse(JSON.stringify(gladiator.legal(m.state, 'b'))) as Legal<unknown>;
  const form = allocationFormOf(legal.form);
  if (!form) throw new Error('no allocation form');
  return { m, legal, form };
}

describe('Billings §8.32 a defensive card in the allocation', () => {
  it('reads the cards the engine would accept, and none when the section is off', () => {
    expect(billingsCombat().form.cards).toEqual(['duck', 'block', 'backStep', 'parry', 'leap']);
    expect(billingsCombat({ stun: 2 }).form.cards).not.toContain('duck');
    expect(inCombat().form.cards).toBeNull();
  });

  it("counts the card's 2 CF with the defence and sends it, and the engine takes it", () => {
    const { m, form } = billingsCombat();
    const d = emptyDraft(form);
    d.card = 'block';
    d.defence = ['1', '1', '', '', ''];
    const c = checkDraft(d, form);
    expect(c.defence).toBe(4);
    expect(c.command).toMatchObject({ cards: ['block'], defence: [1, 1, 0, 0, 0] });
    expect(gladiator.apply(m.state, 'b', c.command as GladiatorCommand).ok).toBe(true);
  });

  it('refuses a card the engine does not list (its condition fails), as the engine does', () => {
    const { m, form } = billingsCombat({ stun: 2 });
    const d = emptyDraft(form);
    d.card = 'duck';
    const c = checkDraft(d, form);
    expect(c.command).toBeNull();
    expect(c.general.join()).toMatch(/cannot be played now.*8\.32/);
    const r = gladiator.apply(m.state, 'b', {
      type: 'allocate',
      attacks: [],
      defence: [0, 0, 0, 0, 0],
      cards: ['duck'],
    });
    expect(r.ok).toBe(false);
  });

  it('refuses a card where the cards are not played', () => {
    const { form } = inCombat();
    const d = emptyDraft(form);
    d.card = 'leap';
    expect(checkDraft(d, form).general).toEqual(['defensive cards are not played in this match']);
  });

  it('refuses a card that would take the total past what is available', () => {
    const { form } = billingsCombat();
    const d = emptyDraft(form);
    d.card = 'parry';
    d.defence = [String(form.available - 1), '', '', '', ''];
    expect(checkDraft(d, form).general.join()).toMatch(/only \d+ available/);
  });

  it('a suggestion with a card fills the form with that card', () => {
    const { legal, form } = billingsCombat();
    const withCard = legal.commands.find((c) => (c as { cards?: unknown }).cards) as Parameters<
      typeof draftFromCommand
    >[1];
    expect(withCard).toBeDefined();
    expect(draftFromCommand(form, withCard).card).toBe(withCard.cards?.[0]);
  });
});

describe('Billings §8.5 the allocation under the wider combat table', () => {
  it('reads the cap and the lone attack from the form', () => {
    const { form } = billingsCombat();
    expect(form).toMatchObject({ attackCap: 8, loneAttackAtOrBelow: 6 });
  });

  it('lets a man with 6 CF or fewer put every one of them in a single attack, and the engine agrees', () => {
    const { m, form } = billingsCombat({}, { cf: 5 });
    expect(form.available).toBeLessThanOrEqual(6);
    const write = (cfs: Record<number, number>) => {
      const d = emptyDraft(form);
      for (const [area, cf] of Object.entries(cfs)) {
        const cell = d.attacks.a?.[Number(area) - 1];
        if (cell) cell.cf = String(cf);
      }
      return checkDraft(d, form);
    };
    const lone = write({ 2: form.available });
    expect(lone.command).not.toBeNull();
    expect(gladiator.apply(m.state, 'b', lone.command as GladiatorCommand).ok).toBe(true);
    // With a second attack, the half limit holds again.
    expect(write({ 1: 1, 2: form.available - 1 }).command).toBeNull();
  });

  it('refuses more than 8 CF in one attack', () => {
    const form: AllocationForm = { ...FORM, available: 20, halfLimit: 10, attackCap: 8 };
    const d = draft({ 2: ['9'] });
    expect(checkDraft(d, form).fields[attackKey('b', 2)]).toBe('at most 8 CF in one attack (Billings §8.5)');
    expect(checkDraft(draft({ 2: ['8'] }), form).command).not.toBeNull();
  });
});
