import { describe, expect, it } from 'vitest';
import type { Legal } from '../../core/protocol.js';
import { seedRng } from '../../core/rng.js';
import { playMatch, randomBot } from '../../core/runner.js';
import { BILLINGS_PRESET } from './billings/options.js';
import { brawlerBot, throwHitChance } from './bots.js';
import { type GladiatorView, gladiator } from './module.js';
import { expandOrder } from './movement.js';
import { parseOrder } from './orders.js';
import { FACE_TO_FACE, Match } from './testkit.js';
import type { Gladiator, GladiatorCommand, GladiatorOptions } from './types.js';

/** Seat c's view of a fresh two-against-one match at the allocation step, with men changed as a test needs. */
function teamView(changes: Record<string, Partial<Gladiator>>): GladiatorView {
  const s = gladiator.setup(
    gladiator.options.parse({ advanced: true, sides: [['medium', 'medium'], ['heavy']] }),
    'bots',
  );
  if (!s.ok) throw new Error(s.error.message);
  const v = gladiator.view(s.value, 'c');
  const gladiators = Object.fromEntries(
    Object.entries(v.gladiators).map(([seat, g]) => [seat, { ...g, ...changes[seat] }]),
  );
  return { ...v, step: 'allocate', gladiators };
}

/** An allocation question for seat c with both men of side 1 in his front, a with the better bonus. */
const allocation: Legal<GladiatorCommand> = {
  seat: 'c',
  commands: [{ type: 'allocate', attacks: [], defence: [0, 0, 0, 0, 0] }],
  complete: false,
  form: {
    available: 10,
    attackOnly: false,
    targets: [
      { target: 'a', bonus: 2 },
      { target: 'b', bonus: 0 },
    ],
  },
};

const targetsOf = (view: GladiatorView) => {
  const c = brawlerBot.choose(view, allocation, seedRng('t')) as GladiatorCommand;
  if (c.type !== 'allocate') throw new Error(`an allocation was asked, not ${c.type}`);
  return c.attacks.map((a) => a.target);
};

describe('the brawler in team combat (20)', () => {
  it('strikes a helpless man first, naming him on each attack (20.2)', () => {
    expect(targetsOf(teamView({ a: { cf: 4 }, b: { cf: 12, posture: 'prone' } }))).toEqual(['b']);
    expect(targetsOf(teamView({ a: { cf: 12, ensnared: true }, b: { cf: 4 } }))).toEqual(['a']);
  });

  it('else the man with the least CF left, and between equals the better positional bonus', () => {
    expect(targetsOf(teamView({ a: { cf: 9 }, b: { cf: 5 } }))).toEqual(['b']);
    expect(targetsOf(teamView({ a: { cf: 7 }, b: { cf: 7 } }))).toEqual(['a']);
  });
});

const PRESET: Partial<GladiatorOptions> = { billings: BILLINGS_PRESET };

describe('Billings §12.5: the brawler throws when it pays', () => {
  /** Face to face under the preset, at the allocation step; b's CF as given. */
  const facing = (cf: number, options: Partial<GladiatorOptions> = PRESET, TR = 10) => {
    const m = new Match({ ...FACE_TO_FACE, a: { ...FACE_TO_FACE.a, TR }, options });
    m.plot();
    m.orders(null, null);
    m.set('b', { cf });
    return m;
  };
  const choice = (m: Match) =>
    brawlerBot.choose(gladiator.view(m.state, 'a'), gladiator.legal(m.state, 'a'), seedRng('throw')) as Extract<
      GladiatorCommand,
      { type: 'allocate' }
    >;

  it('throws its sword straight ahead after its last blow at a foe nearly finished, and the throw is rolled', () => {
    const m = facing(2);
    const c = choice(m);
    expect(c.attacks.length).toBeGreaterThan(0);
    expect(c.discard).toEqual({ item: 'weapon', side: 1, area: 2, afterSubPhase: 5 });
    m.do('a', c);
    if (m.state.step === 'allocate') m.do('b', { type: 'allocate', attacks: [], defence: [0, 0, 0, 0, 0] });
    const thrown = m.events.flatMap((e) => e.rolls ?? []).filter((r) => r.rule === 'Billings §12.5');
    expect(thrown[0]?.purpose).toBe("Alpha's weapon thrown at Beta");
  });

  it('keeps its sword against a fresh foe, without the section, and when its training makes a hit unlikely', () => {
    expect(choice(facing(12)).discard).toBeUndefined();
    expect(choice(facing(2, {})).discard).toBeUndefined();
    // Training 8 puts 1 on the die: 2 or less at one hex, under a chance in three once the area die is counted.
    expect(choice(facing(2, PRESET, 8)).discard).toBeUndefined();
  });

  it('§12.5 the chance of a hit: range and training on the die, then five areas in six', () => {
    expect(throwHitChance('damagedTridentOrSword', 1, 10)).toBeCloseTo((3 / 6) * (5 / 6));
    expect(throwHitChance('damagedTridentOrSword', 2, 12)).toBeCloseTo((3 / 6) * (5 / 6));
    expect(throwHitChance('undamagedTrident', 3, 8)).toBeCloseTo((1 / 6) * (5 / 6));
    expect(throwHitChance('shield', 4, 7)).toBe(0);
  });
});

describe('Billings §6.7, §7.52: the brawler and the walls', () => {
  it('runs at a foe whose back is to the wall, so that losing drives him into it', () => {
    const m = new Match({
      a: { position: { q: 0, r: -5 }, facing: 0 },
      b: { position: { q: 0, r: -7 }, facing: 3 },
      options: PRESET,
    });
    m.plot();
    const c = brawlerBot.choose(gladiator.view(m.state, 'a'), gladiator.legal(m.state, 'a'), seedRng('wall'));
    if ((c as GladiatorCommand).type !== 'order') throw new Error('an order was expected');
    const o = parseOrder((c as { order: string }).order);
    if (!o.ok) throw new Error('the brawler wrote a bad order');
    const end = expandOrder(o.value, m.g('a').position, m.g('a').facing).steps.filter((s) => s.kind === 'move');
    expect(end.map((s) => s.to)).toContainEqual({ q: 0, r: -7 });
    // Without walls the same brawler keeps out of the enemy's hex (a collision there drives nobody into anything).
    const open = new Match({
      a: { position: { q: 0, r: -5 }, facing: 0 },
      b: { position: { q: 0, r: -7 }, facing: 3 },
    });
    open.plot();
    const plain = brawlerBot.choose(gladiator.view(open.state, 'a'), gladiator.legal(open.state, 'a'), seedRng('wall'));
    const p = parseOrder((plain as { order: string }).order);
    if (!p.ok) throw new Error('the brawler wrote a bad order');
    const ends = expandOrder(p.value, { q: 0, r: -5 }, 0).end;
    expect(ends).not.toEqual({ q: 0, r: -7 });
  });
});

/** What the brawler did over seeded matches against the random bot under the Billings preset, seats alternating. */
function presetRecord(n: number) {
  const count = {
    wins: 0,
    newSpecials: new Map<string, number>(),
    throws: 0,
    cards: 0,
    drovenIntoWall: 0,
    ranIntoWall: 0,
    randomRanIntoWall: 0,
  };
  for (let i = 0; i < n; i++) {
    const me = i % 2 === 0 ? 'a' : 'b';
    const r = playMatch(gladiator, {
      seed: `billings-brawler-${i}`,
      options: { billings: BILLINGS_PRESET },
      bots: me === 'a' ? { a: brawlerBot, b: randomBot } : { a: randomBot, b: brawlerBot },
    });
    if (!r.ok) throw new Error(r.error.message);
    if (r.value.outcome?.winners.includes(me)) count.wins++;
    for (const { seat, command } of r.value.commands) {
      const c = command as GladiatorCommand;
      if (seat !== me) continue;
      if (c.type === 'order')
        for (const m of c.order.matchAll(/\((QF|QB|QR|QL|RQ|LQ|AR|AL)\)/g))
          count.newSpecials.set(m[1] as string, (count.newSpecials.get(m[1] as string) ?? 0) + 1);
      if (c.type === 'allocate' && c.discard) count.throws++;
      if (c.type === 'allocate' && c.cards?.length) count.cards++;
    }
    for (const e of r.value.events) {
      const d = e.data as { seat?: string; winner?: string };
      if (e.type === 'wall') d.seat === me ? count.ranIntoWall++ : count.randomRanIntoWall++;
      if (e.type === 'collision-result' && e.rule === '§7.52' && d.winner === me) count.drovenIntoWall++;
    }
  }
  return count;
}

describe('the brawler under the Billings preset (seeded matches against the random bot)', () => {
  it('uses the new moves, throws, plays cards, keeps off the walls and drives the foe into them, and wins', () => {
    const n = 100;
    const c = presetRecord(n);
    // §6.3, §6.4: the quick steps and the about-faces.
    expect([...c.newSpecials.keys()].sort()).toEqual(['AL', 'AR', 'QB', 'QF', 'QL', 'QR']);
    expect(c.throws).toBeGreaterThan(0); // §12.5
    expect(c.cards).toBeGreaterThan(n); // §8.32: more than one a match on average, each one's condition held
    expect(c.drovenIntoWall).toBeGreaterThan(0); // §7.52
    expect(c.ranIntoWall).toBeLessThan(c.randomRanIntoWall); // §6.7
    expect(c.wins / n).toBeGreaterThanOrEqual(0.75);
  }, 60_000);
});
