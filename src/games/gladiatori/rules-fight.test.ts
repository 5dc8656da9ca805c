import { describe, expect, it } from 'vitest';
import { gladiatori } from './module.js';
import { PREMADE } from './premade.js';
import { BEHIND, FACE_TO_FACE, type Kind, NO_RECOVERY, type Table, table } from './testkit.js';
import type { Fight } from './types.js';
import { score } from './victory.js';

const ACTIONS: Kind[] = ['strength', 'dexterity', 'berserk', 'movement'];
const fightOf = (t: Table): Fight => {
  if (t.s.phase.kind !== 'round' || !t.s.phase.fight) throw new Error('no fight');
  return t.s.phase.fight;
};
const values = (t: Table) => t.events.filter((e) => e.type === 'value').map((e) => e.data?.value);

describe('6.2 Action', () => {
  it('6.2 re-using a card costs 1 Blood for the right-most, 2 for the next; a rotated card gives no second Action', () => {
    // The rulebook's Blue player: a Strength Action, then a Dexterity card as a Reaction, then round 2.
    const t = table(FACE_TO_FACE, { a: [...ACTIONS], b: [...ACTIONS] }, { characters: ['thraex', 'thraex'] });
    t.play('a', { type: 'action', card: t.ids('a', ['strength'])[0] as string, add: [], target: null });
    // b attacks a; a reacts with a new Dexterity card, laid straight to the right of the Strength card.
    t.play('b', { type: 'action', card: t.ids('b', ['strength'])[0] as string, add: [], target: 'a' });
    t.play('a', { type: 'react', card: t.ids('a', ['dexterity'])[0] as string, add: [] });
    t.play('b', { type: 'attack', offense: false, blood: 0 });
    t.play('a', { type: 'defend', guard: true, speed: 0 });
    // Round 2: the rotated Strength card is refused, the Dexterity card costs 1 Blood.
    const order = t.s.phase.kind === 'round' ? t.s.phase.order : [];
    const first = order[0] as string;
    if (first !== 'a') t.play(first, { type: 'pass' });
    const strength = t.onTable('a', 'strength');
    const refused = t.refuse('a', { type: 'action', card: strength, add: [], target: null });
    expect(refused.rule).toBe('6.2');
    expect(refused.message).toContain('rotated');
    const blood = t.f('a').blood;
    t.play('a', { type: 'action', card: t.onTable('a', 'dexterity'), add: [], target: null });
    expect(t.f('a').blood).toBe(blood - 1);
  });

  it('6.2 a card not in the hand is refused, naming the section', () => {
    const t = table(FACE_TO_FACE, { a: ['strength'], b: [] });
    const e = t.refuse('a', { type: 'action', card: 'b1', add: [], target: 'b' });
    expect(e.rule).toBe('6.2');
    const e2 = t.refuse('a', {
      type: 'action',
      card: t.ids('a', ['strength'])[0] as string,
      add: ['a99'],
      target: 'b',
    });
    expect(e2.rule).toBe('6.3');
  });
});

describe('6.6 Reaction', () => {
  it('6.6 against an attack from behind only a Dodge reacts; from directly behind nothing does (12.1)', () => {
    // a stands behind b's right shoulder: not directly behind.
    const t = table(
      { a: { at: { q: 1, r: 0 }, facing: 5 }, b: { at: { q: 0, r: 0 }, facing: 0 } },
      { a: ['strength'], b: [...ACTIONS] },
    );
    t.play('a', { type: 'action', card: t.ids('a', ['strength'])[0] as string, add: [], target: 'b' });
    expect(fightOf(t).fromBehind).toBe(true);
    const block = t.refuse('b', { type: 'react', card: t.ids('b', ['strength'])[0] as string, add: [] });
    expect(block.rule).toBe('6.6');
    expect(block.message).toContain('only a Dodge');
    const offered = gladiatori.legal(t.s, 'b').commands.filter((c) => c.type === 'react' && c.card !== null);
    expect(offered).toEqual([{ type: 'react', card: t.ids('b', ['movement'])[0], add: [] }]);

    const behind = table(BEHIND, { a: ['strength'], b: [...ACTIONS] });
    behind.play('a', { type: 'action', card: behind.ids('a', ['strength'])[0] as string, add: [], target: 'b' });
    expect(behind.texts('no-reaction')).toHaveLength(1);
    expect(behind.pending()).toEqual(['a']);
  });

  it('6.6 a Reaction may re-use a rotated card for Blood by its position', () => {
    const t = table(FACE_TO_FACE, { a: ['strength'], b: ['berserk'] }, {}, 'b');
    t.play('b', { type: 'action', card: t.ids('b', ['berserk'])[0] as string, add: [], target: null });
    expect(t.f('b').table[0]).toMatchObject({ rotated: true, faceDown: false });
    t.play('a', { type: 'action', card: t.ids('a', ['strength'])[0] as string, add: [], target: 'b' });
    const blood = t.f('b').blood;
    t.play('b', { type: 'react', card: t.onTable('b', 'berserk'), add: [] });
    expect(t.f('b').blood).toBe(blood - 1);
    expect(fightOf(t).reaction).toBe('oppose');
  });
});

describe('7.1-7.4 Fight resolution', () => {
  it("7.4 the rulebook's damage example: 3 energy, a +2 sword and Offense 4 make 9; a passive defender's shield +3 and Guard 4 make 7; 3 damage", () => {
    const t = table(
      FACE_TO_FACE,
      { a: ['strength', 'energy1', 'energy1', 'energy1'], b: [] },
      { characters: ['mirmillo', 'mirmillo'], items: [['sword-2-1'], ['shield-1-3']] },
    );
    t.play('a', {
      type: 'action',
      card: t.ids('a', ['strength'])[0] as string,
      add: t.ids('a', ['energy1', 'energy1', 'energy1']),
      target: 'b',
    });
    // b has no Action card in hand or on the table: he is passive and the engine says so.
    expect(t.texts('no-reaction')).toHaveLength(1);
    t.play('a', { type: 'attack', offense: true, blood: 0 });
    t.play('b', { type: 'defend', guard: true, speed: 0 });
    expect(values(t)).toEqual([9, 7]);
    expect(fightOf(t).damage).toBe(3);
    expect(t.f('a').skills.offense).toBe(3);
    expect(t.f('b').skills.guard).toBe(3);
  });

  it('7.1 a Final Attack Value below 1 makes the attack null: no damage and no VP', () => {
    const t = table(FACE_TO_FACE, { a: ['dexterity'], b: [] }, { items: [[], null] });
    t.play('a', { type: 'action', card: t.ids('a', ['dexterity'])[0] as string, add: [], target: 'b' });
    t.play('a', { type: 'attack', offense: false, blood: 0 });
    expect(t.texts('null-attack')).toHaveLength(1);
    expect(t.s.vp).toEqual([]);
    expect(t.pending()).toEqual(['b']);
  });

  it('7.5 the optional damage bonus adds a point for every 3 of margin', () => {
    const run = (damageBonus: boolean) => {
      const t = table(FACE_TO_FACE, { a: ['strength'], b: [] }, { damageBonus, items: [null, []] });
      t.play('a', { type: 'action', card: t.ids('a', ['strength'])[0] as string, add: [], target: 'b' });
      t.play('a', { type: 'attack', offense: true, blood: 0 });
      t.play('b', { type: 'defend', guard: false, speed: 0 });
      return fightOf(t).damage;
    };
    // Sword 3 + Offense 4 = 7 against 0: a margin of 7.
    expect(run(false)).toBe(1);
    expect(run(true)).toBe(3);
  });

  it('7.3 a Feint undoes the attack: the cards go back to the hand, the Offense point returns, the Feint is spent', () => {
    const t = table(
      FACE_TO_FACE,
      { a: ['strength', 'energy1', 'feint'], b: [] },
      { characters: ['retiarius', 'mirmillo'] },
    );
    const hand = t.f('a').hand.length;
    t.play('a', {
      type: 'action',
      card: t.ids('a', ['strength'])[0] as string,
      add: t.ids('a', ['energy1']),
      target: 'b',
    });
    t.play('a', { type: 'attack', offense: true, blood: 0 });
    t.play('b', { type: 'defend', guard: true, speed: 0 });
    expect(t.pending()).toEqual(['a']);
    t.play('a', { type: 'feint', card: t.ids('a', ['feint'])[0] as string });
    expect(t.f('a').hand).toHaveLength(hand - 1);
    expect(t.f('a').skills.offense).toBe(3);
    expect(t.f('a').table).toEqual([]);
    expect(t.f('a').discard.map((c) => c.kind)).toEqual(['feint']);
    expect(t.s.vp).toEqual([]);
    // b had no Feint: his Guard point stays spent.
    expect(t.f('b').skills.guard).toBe(3);
  });
});

describe('7.3 Feint after a Resistance', () => {
  // The Mirmillo's sheet with two 0-energy cards traded for a Feint (the same coins), so that he holds both.
  const feinter = { ...PREMADE.mirmillo.sheet, cards: { energy1: 5, energy0: 2, feint: 1 } };
  const mirmillos = { game: 'normal', characters: [feinter, feinter] };

  it("7.3 the attacker's Feint gives back his Offense and Blood only up to their starting values once Resistance has restored them (2.6, 5.4)", () => {
    const t = table(FACE_TO_FACE, { a: ['berserk', 'feint'], b: [] }, mirmillos);
    const start = { offense: t.f('a').startSkills.offense, blood: t.f('a').startBlood };
    // The Mirmillo he attacks holds no card: he cannot react, and the engine takes his Reaction step (12.1).
    t.play('a', { type: 'action', card: t.ids('a', ['berserk'])[0] as string, add: [], target: 'b' });
    t.play('a', { type: 'attack', offense: true, blood: 2 });
    t.play('b', { type: 'defend', guard: false, speed: 0 });
    expect(t.f('a')).toMatchObject({ skills: { offense: start.offense - 1 }, blood: start.blood - 2 });
    // Before his Feint he recovers the point and the Blood he has just spent.
    t.play('a', { type: 'power', power: 'resistance', recover: { ...NO_RECOVERY, offense: 1, blood: 2 } });
    t.play('a', { type: 'feint', card: t.ids('a', ['feint'])[0] as string });
    expect(t.f('a').skills.offense).toBe(start.offense);
    expect(t.f('a').blood).toBe(start.blood);
  });

  it("7.3 the defender's Feint gives back his Guard and Dodge Speed only up to their starting values once Resistance has restored them (2.6, 2.7)", () => {
    const t = table(FACE_TO_FACE, { a: ['strength', 'feint'], b: ['movement', 'feint'] }, mirmillos);
    const start = { guard: t.f('b').startSkills.guard, speed: t.f('b').startSpeed };
    t.play('a', { type: 'action', card: t.ids('a', ['strength'])[0] as string, add: [], target: 'b' });
    t.play('b', { type: 'react', card: t.ids('b', ['movement'])[0] as string, add: [] });
    t.play('a', { type: 'attack', offense: true, blood: 0 });
    t.play('b', { type: 'defend', guard: true, speed: 2 });
    expect(t.f('b')).toMatchObject({ skills: { guard: start.guard - 1 }, speed: start.speed - 2 });
    t.play('a', { type: 'feint', card: t.ids('a', ['feint'])[0] as string });
    t.play('b', { type: 'power', power: 'resistance', recover: { ...NO_RECOVERY, guard: 1, speed: 2 } });
    t.play('b', { type: 'feint', card: t.ids('b', ['feint'])[0] as string });
    expect(t.f('b').skills.guard).toBe(start.guard);
    expect(t.f('b').speed).toBe(start.speed);
  });
});

describe('7.6 Injuries and death', () => {
  it("7.6 the rulebook's payment: 6 damage paid with the 3 HP item and two 2 HP cards; too little or a needless part is refused", () => {
    const t = table(
      FACE_TO_FACE,
      {
        a: ['strength', ...Array(5).fill('energy1'), ...Array(4).fill('energy0')],
        b: [...ACTIONS, 'energy1', 'energy1', ...Array(6).fill('energy0')],
      },
      {},
    );
    // Thraex keeps four 1-energy cards (2 HP each) as his hit-point deck; his items are worth 3 and 2.
    t.play('a', {
      type: 'action',
      card: t.ids('a', ['strength'])[0] as string,
      add: t.ids('a', [...Array(5).fill('energy1'), ...Array(4).fill('energy0')]),
      target: 'b',
    });
    t.play('b', { type: 'react', card: null, add: [] });
    t.play('a', { type: 'attack', offense: true, blood: 0 });
    t.play('b', { type: 'defend', guard: false, speed: 0 });
    expect(fightOf(t).damage).toBe(6);
    const twos = t.ids('b', ['energy1', 'energy1', 'energy1'], 'deck');
    const shield = 'b:shield-2-3';
    const sword = 'b:sword-3-1';
    expect(t.refuse('b', { type: 'pay', cards: [shield, sword] }).message).toContain('worth 5 HP');
    expect(t.refuse('b', { type: 'pay', cards: [shield, sword, ...twos.slice(0, 2)] }).message).toContain('not needed');
    t.play('b', { type: 'pay', cards: [shield, ...twos.slice(0, 2)] });
    expect(t.f('b').items.map((i) => i.card.id)).toEqual(['sword-3-1']);
    expect(t.f('b').deck).toHaveLength(2);
    // 14.1: +2 for the frontal attack, +6 for the damage (6 of the 7 HP paid), +3 first blood.
    expect(score(t.s, 'a')).toBe(10 + 2 + 6 + 3);
  });

  it('7.6, 14.1 a fighter who cannot pay without his cover card dies; the killing blow is worth 6', () => {
    const all = ['strength', ...Array(5).fill('energy1'), ...Array(7).fill('energy0')] as Kind[];
    const t = table(
      FACE_TO_FACE,
      { a: all, b: [...ACTIONS, ...Array(4).fill('energy1'), ...Array(7).fill('energy0')] },
      { characters: ['mirmillo', 'mirmillo'], items: [null, []] },
    );
    // The rulebook's second VP example: 3 HP left (a 2 HP card and the cover card), 7 damage.
    expect(t.f('b').deck.map((c) => c.kind)).toEqual(['energy1']);
    t.play('a', {
      type: 'action',
      card: t.ids('a', ['strength'])[0] as string,
      add: t.ids('a', all.slice(1)),
      target: 'b',
    });
    t.play('b', { type: 'react', card: null, add: [] });
    t.play('a', { type: 'attack', offense: false, blood: 0 });
    t.play('b', { type: 'defend', guard: false, speed: 0 });
    expect(t.f('b').out).toBe('dead');
    expect(t.f('b').cover).toBe(false);
    const causes = t.s.vp.map((e) => [e.cause, e.points]);
    expect(causes).toEqual([
      ['frontal attack', 2],
      ['frontal damage', 3],
      ['first blood', 3],
      ['killing blow', 6],
      ['survival', 5],
    ]);
    expect(gladiatori.outcome(t.s)?.winners).toEqual(['a']);
  });
});

describe('8 Actions and Reactions', () => {
  it('8.3 Dexterity adds half the cards in the hand at resolution: 7 cards give +3', () => {
    const t = table(
      FACE_TO_FACE,
      { a: ['dexterity', 'strength', 'berserk', 'energy1', 'energy1', 'energy0', 'energy0', 'energy0'], b: [] },
      { items: [[], null] },
    );
    t.play('a', { type: 'action', card: t.ids('a', ['dexterity'])[0] as string, add: [], target: 'b' });
    t.play('a', { type: 'attack', offense: false, blood: 0 });
    expect(values(t)).toEqual([3]);
  });

  it('8.4 a Dodge halves the attack: 13 becomes 6; Speed adds +2 a point, at most 2 points, and items do not count', () => {
    const t = table(
      FACE_TO_FACE,
      { a: ['strength', 'energy1', 'energy1', 'energy1'], b: ['movement'] },
      { characters: ['thraex', 'mirmillo'] },
    );
    t.play('a', {
      type: 'action',
      card: t.ids('a', ['strength'])[0] as string,
      add: t.ids('a', ['energy1', 'energy1', 'energy1']),
      target: 'b',
    });
    t.play('b', { type: 'react', card: t.ids('b', ['movement'])[0] as string, add: [] });
    t.play('a', { type: 'attack', offense: true, blood: 0 });
    expect(t.refuse('b', { type: 'defend', guard: false, speed: 3 }).rule).toBe('8.4');
    t.play('b', { type: 'defend', guard: false, speed: 2 });
    expect(values(t)).toEqual([13, 4]);
    expect(fightOf(t).effectiveAttack).toBe(6);
    expect(t.f('b').speed).toBe(2);
  });

  it("8.5 the rulebook's Oppose: Guard 4, item +3 and Oppose +5 make 12 against a Strength attack of 10, which fails", () => {
    const t = table(
      FACE_TO_FACE,
      { a: ['strength'], b: ['berserk'] },
      { characters: ['thraex', 'mirmillo'], items: [null, ['shield-1-3']] },
    );
    t.play('a', { type: 'action', card: t.ids('a', ['strength'])[0] as string, add: [], target: 'b' });
    t.play('b', { type: 'react', card: t.ids('b', ['berserk'])[0] as string, add: [] });
    t.play('a', { type: 'attack', offense: true, blood: 0 });
    t.play('b', { type: 'defend', guard: true, speed: 0 });
    expect(values(t)).toEqual([10, 12]);
    expect(t.texts('no-damage')).toHaveLength(1);
    // 14.1: a frontal attack with a positive value earns 2 VP even when blocked.
    expect(score(t.s, 'a')).toBe(12);
  });

  it('8.5 Berserk adds +2 a Blood point, at most 3 points', () => {
    const t = table(FACE_TO_FACE, { a: ['berserk'], b: [] }, { characters: ['thraex', 'mirmillo'], items: [[], null] });
    t.play('a', { type: 'action', card: t.ids('a', ['berserk'])[0] as string, add: [], target: 'b' });
    expect(t.refuse('a', { type: 'attack', offense: false, blood: 4 }).rule).toBe('8.5');
    t.play('a', { type: 'attack', offense: false, blood: 3 });
    expect(values(t)).toEqual([6]);
    expect(t.f('a').blood).toBe(5);
  });

  it('8.6 a Reaction of the same card type as the Action gains +5', () => {
    const t = table(FACE_TO_FACE, { a: ['strength'], b: ['strength'] }, { items: [null, []] });
    t.play('a', { type: 'action', card: t.ids('a', ['strength'])[0] as string, add: [], target: 'b' });
    t.play('b', { type: 'react', card: t.ids('b', ['strength'])[0] as string, add: [] });
    t.play('a', { type: 'attack', offense: false, blood: 0 });
    t.play('b', { type: 'defend', guard: false, speed: 0 });
    expect(values(t)).toEqual([3, 5]);
  });

  it('8.1 Standby lays the card face-down and rotated and brings back up to 3 elements', () => {
    const t = table(FACE_TO_FACE, { a: ['strength'], b: [] });
    const f = t.f('a');
    expect(
      t.refuse('a', {
        type: 'standby',
        card: t.ids('a', ['strength'])[0] as string,
        recover: { ...NO_RECOVERY, blood: 1 },
      }).rule,
    ).toBe('8.1');
    t.play('a', { type: 'standby', card: f.hand[0]?.id as string, recover: NO_RECOVERY });
    expect(t.f('a').table[0]).toMatchObject({ rotated: true, faceDown: true, standby: true });
  });
});

describe('12.1 Passive condition', () => {
  it('12.1 attacked from directly behind, the defender cannot react but keeps Guard and items; -3 to his defence', () => {
    // The rulebook's Example of a Turn, round 1: the Mirmillo's Strength attack with five 1-energy cards on the
    // Thraex's back (without the Unbalancing Strike: special moves come with the Light game).
    const t = table(BEHIND, {
      a: ['strength', ...Array(5).fill('energy1')],
      b: ['berserk', 'dexterity', 'movement', 'energy1', 'energy1'],
    });
    t.play('a', {
      type: 'action',
      card: t.ids('a', ['strength'])[0] as string,
      add: t.ids('a', Array(5).fill('energy1')),
      target: 'b',
    });
    expect(t.texts('no-reaction')).toHaveLength(1);
    t.play('a', { type: 'attack', offense: true, blood: 0 });
    t.play('b', { type: 'defend', guard: true, speed: 0 });
    expect(values(t)).toEqual([12, 6]);
    expect(fightOf(t).damage).toBe(4);
    t.play('b', { type: 'pay', cards: t.ids('b', ['energy1', 'energy1'], 'deck') });
    // -3 for the attack from behind and -2 for each of the 4 damage points: -11, and no first blood.
    expect(score(t.s, 'a')).toBe(-1);
    expect(t.s.firstBlood).toBe(false);
  });
});

describe('6.5 Helping an ally', () => {
  const THREE = {
    a: { at: { q: 0, r: 1 }, facing: 0 as const },
    b: { at: { q: 0, r: 0 }, facing: 3 as const },
    c: { at: { q: 1, r: 0 }, facing: 5 as const },
  };
  it('6.5 the helper works out his attack value and gives his ally +1 for every 4 of it against the same foe', () => {
    const t = table(
      THREE,
      { a: ['strength'], c: ['strength'] },
      { characters: ['mirmillo', 'thraex', 'secutor'], teams: 2 },
      'c',
    );
    t.play('c', { type: 'action', card: t.ids('c', ['strength'])[0] as string, add: [], target: 'b', help: 'a' });
    t.play('c', { type: 'attack', offense: true, blood: 0 });
    // Sword 2, shield 1 and Offense 5: 8, so +2; no VP for help.
    expect(t.texts('help')[0]).toContain('+2');
    expect(t.s.vp).toEqual([]);
    expect(t.pending()).toEqual(['a']);
    t.play('a', { type: 'action', card: t.ids('a', ['strength'])[0] as string, add: [], target: 'b' });
    t.play('a', { type: 'attack', offense: false, blood: 0 });
    expect(values(t)).toEqual([8, 5]);
    expect(t.f('a').helped).toBeNull();
  });

  it('6.5 no help from behind the foe, nor for an ally who is not in melee with him', () => {
    const behind = table(
      { ...THREE, c: { at: { q: 0, r: -1 }, facing: 3 as const } },
      { c: ['strength'] },
      { characters: ['mirmillo', 'thraex', 'secutor'], teams: 2 },
      'c',
    );
    expect(
      behind.refuse('c', {
        type: 'action',
        card: behind.ids('c', ['strength'])[0] as string,
        add: [],
        target: 'b',
        help: 'a',
      }).message,
    ).toContain('behind');
    const apart = table(
      { ...THREE, a: { at: { q: 0, r: 3 }, facing: 0 as const } },
      { c: ['strength'] },
      { characters: ['mirmillo', 'thraex', 'secutor'], teams: 2 },
      'c',
    );
    expect(
      apart.refuse('c', {
        type: 'action',
        card: apart.ids('c', ['strength'])[0] as string,
        add: [],
        target: 'b',
        help: 'a',
      }).rule,
    ).toBe('6.5');
  });
});
