import { describe, expect, it } from 'vitest';
import { seedRng } from '../../../core/rng.js';
import { brawlerBot } from '../bots.js';
import { gladiator } from '../module.js';
import { FACE_TO_FACE, Match } from '../testkit.js';
import type { Allocation, Gladiator, GladiatorCommand, GladiatorOptions } from '../types.js';
import { BILLINGS_PRESET, billingsOn } from './options.js';

const CARDS: Partial<GladiatorOptions> = { billings: { ...BILLINGS_PRESET, preset: false, defensiveCards: true } };

/** Face to face, both holding; patches applied before the phase so the combat is built on them. */
function ready(options: Partial<GladiatorOptions> = CARDS, b: Partial<Gladiator> = {}): Match {
  const m = new Match({ ...FACE_TO_FACE, options });
  m.plot();
  m.orders(null, null);
  // After movement and stun recovery, as the man stands when he allocates.
  m.set('b', b);
  return m;
}
const allocate = (x: Partial<Allocation>): GladiatorCommand => ({
  type: 'allocate',
  attacks: x.attacks ?? [],
  defence: x.defence ?? [0, 0, 0, 0, 0],
  ...(x.cards ? { cards: x.cards } : {}),
});
const attacksOf = (m: Match) => m.ofType('attack').map((e) => [e.rule, (e.data as { result: string }).result]);

describe('Billings §8.32 the defensive cards', () => {
  it('Duck: a blow at the head has no effect, and the next blow at the ducked attacker takes +1', () => {
    const m = ready();
    // a's 4 CF strike first (8.45), no roll; b's 3 CF counter rolls 1+2+3 = 6, +1 = 7.
    m.dice(1, 2, 3);
    m.allocate({ attacks: [{ area: 1, cf: 4 }] }, { attacks: [{ area: 2, cf: 3 }], cards: ['duck'] });
    expect(attacksOf(m)[0]).toEqual(['Billings §8.32', '-']);
    const counter = m.rollsFor('§8.5')[0];
    expect(counter?.modifiers?.map((x) => [x.label, x.value])).toEqual([['defender off balance after a Duck', 1]]);
    expect(counter?.total).toBe(7);
    expect(m.rollsFor('§8.5')).toHaveLength(1);
    expect(m.g('b').cfLostByArea[0]).toBe(0);
  });

  it('the Duck bonus lapses when the ducked man strikes again first', () => {
    const m = ready();
    // a plans three attacks (sub-phases 1, 3, 5): the head at 1 is ducked; in sub-phase 3 his 4 CF at the chest
    // strike before b's 3 (8.45), so b's counter no longer finds him off balance.
    m.dice(6, 6, 6, 1, 1, 1);
    m.allocate(
      {
        attacks: [
          { area: 1, cf: 1 },
          { area: 2, cf: 4 },
          { area: 4, cf: 1 },
        ],
      },
      { attacks: [{ area: 2, cf: 3 }], cards: ['duck'] },
    );
    expect(attacksOf(m)[0]).toEqual(['Billings §8.32', '-']);
    expect(m.rollsFor('§8.5')[1]).toBeDefined();
    expect(m.rollsFor('§8.5')[1]?.modifiers ?? []).toEqual([]);
  });

  it('Back Step: a blow at the groin has no effect, and the back-stepper takes -1 on his next blow', () => {
    const m = ready();
    m.dice(3, 3, 3);
    m.allocate({ attacks: [{ area: 3, cf: 4 }] }, { attacks: [{ area: 2, cf: 3 }], cards: ['backStep'] });
    expect(attacksOf(m)[0]).toEqual(['Billings §8.32', '-']);
    const own = m.rollsFor('§8.5')[0];
    expect(own?.modifiers?.map((x) => [x.label, x.value])).toEqual([['off balance after his Back Step', -1]]);
    expect(own?.total).toBe(8);
  });

  it('the Back Step penalty lapses when someone strikes him first', () => {
    const m = ready();
    // a plans three attacks (sub-phases 1, 3, 5): the groin at 1 is back-stepped; in sub-phase 3 his 4 CF at the
    // chest strike before b's 3 (8.45), so someone struck b before b struck, and b's blow carries no penalty.
    m.dice(6, 6, 6, 1, 1, 1);
    m.allocate(
      {
        attacks: [
          { area: 3, cf: 1 },
          { area: 2, cf: 4 },
          { area: 4, cf: 1 },
        ],
      },
      { attacks: [{ area: 2, cf: 3 }], cards: ['backStep'] },
    );
    const rolls = m.rollsFor('§8.5');
    // a's chest blow (first roll) and b's blow (second): b's carries no penalty.
    expect(rolls[1]).toBeDefined();
    expect(rolls[1]?.modifiers ?? []).toEqual([]);
  });

  it('Block: a blow at the chest is an S, with the shield checks made as usual', () => {
    const m = ready();
    m.allocate({ attacks: [{ area: 2, cf: 4 }] }, { cards: ['block'] });
    expect(attacksOf(m)[0]).toEqual(['Billings §8.32', 'S']);
    expect(m.rollsFor('§8.5')).toHaveLength(0);
  });

  it('Parry: a blow at the arms is a P, and the weapon drop roll is made', () => {
    const m = ready();
    m.allocate({ attacks: [{ area: 4, cf: 4 }] }, { cards: ['parry'] });
    expect(attacksOf(m)[0]).toEqual(['Billings §8.32', 'P']);
    expect(m.rollsFor('§12.2')).toHaveLength(1);
  });

  it('Leap: a blow at the legs has no effect; blows elsewhere roll as usual', () => {
    const m = ready();
    m.allocate(
      {
        attacks: [
          { area: 5, cf: 3 },
          { area: 2, cf: 1 },
        ],
      },
      { cards: ['leap'] },
    );
    expect(attacksOf(m).map((x) => x[0])).toEqual(['Billings §8.32', '§8.5']);
    expect(m.g('b').cfLostByArea[4]).toBe(0);
  });

  it('refuses a second card in the phase', () => {
    const e = ready().refused('b', allocate({ cards: ['duck', 'leap'] }));
    expect([e.rule, e.code]).toEqual(['Billings §8.32', 'second-card']);
  });

  it('refuses a card whose condition fails, saying which', () => {
    const stunned = ready(CARDS, { stun: 1 }).refused('b', allocate({ cards: ['duck'] }));
    expect([stunned.rule, stunned.code]).toEqual(['Billings §8.32', 'card-condition']);
    expect(stunned.message).toContain('stun');
    expect(ready(CARDS, { shield: null }).refused('b', allocate({ cards: ['block'] })).message).toContain('shield');
    expect(ready(CARDS, { stumbling: true }).refused('b', allocate({ cards: ['backStep'] })).message).toContain(
      'stumbling',
    );
    expect(ready(CARDS, { posture: 'kneeling' }).refused('b', allocate({ cards: ['leap'] })).message).toContain(
      'on his feet',
    );
    expect(
      ready(CARDS, { cfLostByArea: [0, 0, 0, 3, 0] }).refused('b', allocate({ cards: ['parry'] })).message,
    ).toContain('arm wounds');
    expect(
      ready(CARDS, { cfLostByArea: [0, 0, 0, 2, 0] })
        .do('b', allocate({ cards: ['parry'] }))
        .g('b').dead,
    ).toBe(false);
    const legs = ready(CARDS, {
      cfLostByArea: [0, 0, 0, 0, 2],
      cfChanges: [{ amount: -1, cause: 'exertion', rule: '§16.3', turn: 2, phase: 0 }],
    }).refused('b', allocate({ cards: ['leap'] }));
    expect(legs.message).toContain('leg wounds and endurance together');
  });

  it('the card costs 2 CF counted with the defence', () => {
    const e = ready().refused('b', allocate({ defence: [2, 2, 2, 1, 0], cards: ['leap'] }));
    expect(e.code).toBe('over-allocated');
    ready().do('b', allocate({ defence: [2, 2, 2, 1, 0] }));
    ready().do('b', allocate({ defence: [2, 2, 2, 0, 0], cards: ['leap'] }));
  });

  it('without the switch a card is refused and the form offers none', () => {
    const m = ready({});
    expect(m.refused('b', allocate({ cards: ['duck'] })).code).toBe('cards-not-played');
    expect(gladiator.legal(m.state, 'b').commands.some((c) => c.type === 'allocate' && c.cards)).toBe(false);
  });

  it('the samples offer every card whose condition holds, and each is accepted', () => {
    const m = ready(CARDS, { shield: null });
    const samples = gladiator.legal(m.state, 'b').commands.filter((c) => c.type === 'allocate' && c.cards);
    expect(samples.map((c) => (c.type === 'allocate' ? c.cards?.[0] : ''))).toEqual([
      'duck',
      'backStep',
      'parry',
      'leap',
    ]);
    for (const c of samples) expect(gladiator.apply(m.state, 'b', c).ok).toBe(true);
    expect(billingsOn({ billings: BILLINGS_PRESET }, 'defensiveCards')).toBe(true);
  });

  it('the brawler bot plays a card on his most exposed area it can cover, and the engine takes it', () => {
    const m = ready(CARDS);
    const legal = gladiator.legal(m.state, 'b');
    const c = brawlerBot.choose(gladiator.view(m.state, 'b'), legal, seedRng('cards')) as GladiatorCommand;
    expect(c.type === 'allocate' && c.cards?.length).toBe(1);
    expect(gladiator.apply(m.state, 'b', c).ok).toBe(true);
    const off = ready({});
    const plain = brawlerBot.choose(gladiator.view(off.state, 'b'), gladiator.legal(off.state, 'b'), seedRng('cards'));
    expect(plain).not.toHaveProperty('cards');
  });
});
