import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../core/protocol.js';
import { playMatch } from '../../core/runner.js';
import { randomBot, veteranBot } from './bots.js';
import {
  coinsForNextCreation,
  experienceLines,
  experienceOf,
  fateOf,
  type GameReport,
  hpAtDeath,
  newRecord,
  recordGame,
  recordWords,
  reportOf,
  totalsOf,
  xpForVp,
} from './campaign.js';
import { checkSheet } from './character.js';
import { gladiatori } from './module.js';
import { PREMADE } from './premade.js';
import { SECTION } from './tables.js';
import type { GladiatoriState } from './types.js';
import { hitPoints, score } from './victory.js';

const report = (r: Partial<GameReport>): GameReport => ({
  match: 1,
  mode: 'versus',
  vp: 10,
  won: false,
  hp: 12,
  killed: false,
  ...r,
});

describe('§15.1 Experience', () => {
  it('one point for every 10 VP, one lost for every -10', () => {
    expect([0, 9, 10, 19, 20, 35, -9, -10, -25].map(xpForVp)).toEqual([0, 0, 1, 1, 2, 3, 0, -1, -2]);
  });
  it('a victory adds one point; each line names its section', () => {
    const lines = experienceLines(report({ vp: 27, won: true }));
    expect(lines.map((l) => [l.amount, l.rule])).toEqual([
      [2, SECTION.experience],
      [1, SECTION.experience],
    ]);
    expect(lines[0]?.text).toBe('27 VP: 2 experience');
  });
  it('option: only the VP gained over the starting 10 count', () => {
    const lines = experienceLines(report({ vp: 27 }), {
      xpFrom: 'gained',
      negativeXpCostsCoins: false,
      animalWinAddsVictoryXp: false,
    });
    expect(lines.map((l) => l.amount)).toEqual([1]);
  });
});

describe('§15.2 Wounded and §15.3 Death', () => {
  it('killed at -4 he is knocked out; at -5 he is dead; not killed he is fit', () => {
    expect(fateOf(true, -4)).toBe('unconscious');
    expect(fateOf(true, 0)).toBe('unconscious');
    expect(fateOf(true, -5)).toBe('dead');
    expect(fateOf(false, 3)).toBe('fit');
  });
  it('a knocked-out character fights again; a dead one does not', () => {
    let r = newRecord(PREMADE.thraex.sheet);
    const out = recordGame(r, report({ match: 1, killed: true, hp: -2 }));
    expect(out.ok).toBe(true);
    if (!out.ok) return;
    r = out.value;
    const dead = recordGame(r, report({ match: 2, killed: true, hp: -7, vp: 30 }));
    expect(dead.ok).toBe(true);
    if (!dead.ok) return;
    expect(dead.value.games.map((g) => g.fate)).toEqual(['unconscious', 'dead']);
    expect(recordGame(dead.value, report({ match: 3 }))).toMatchObject({
      ok: false,
      error: { code: 'character-dead', rule: SECTION.death },
    });
  });
  it('a game is recorded once', () => {
    const r = recordGame(newRecord(PREMADE.thraex.sheet), report({ match: 1 }));
    expect(r.ok && recordGame(r.value, report({ match: 1 }))).toMatchObject({
      ok: false,
      error: { code: 'game-recorded' },
    });
  });
});

describe('§15.4 Creation coin bonus', () => {
  it('one coin for every two experience points, on top of 55; the new sheet may spend them', () => {
    let r = newRecord(PREMADE.secutor.sheet);
    for (const [match, vp] of [
      [1, 25],
      [2, 31],
    ] as const) {
      const next = recordGame(r, report({ match, vp, won: true }));
      if (!next.ok) throw new Error(next.error.message);
      r = next.value;
    }
    expect(experienceOf(r)).toBe(2 + 1 + 3 + 1);
    expect(coinsForNextCreation(r)).toBe(58);
    const richer = { ...PREMADE.secutor.sheet, coins: 58, abilities: { blood: 8, speed: 5 } };
    expect(checkSheet(richer).ok).toBe(true);
  });
  it('negative experience costs no coins unless the option says so', () => {
    const r = recordGame(newRecord(PREMADE.secutor.sheet), report({ vp: -25 }));
    if (!r.ok) throw new Error(r.error.message);
    expect(experienceOf(r.value)).toBe(-2);
    expect(coinsForNextCreation(r.value)).toBe(55);
    expect(
      coinsForNextCreation(r.value, { xpFrom: 'final', negativeXpCostsCoins: true, animalWinAddsVictoryXp: false }),
    ).toBe(54);
  });
});

describe('§17.8 Animals: campaign experience', () => {
  it('a won Solo or Cooperative game pays 1 for dogs, 2 for wolves, 3 for lions or bears; VP do not count', () => {
    const won = (animals: GameReport['animals']) =>
      experienceLines(report({ mode: 'solo', won: true, vp: 50, animals })).map((l) => [l.amount, l.rule]);
    expect(won(['dog'])).toEqual([[1, SECTION.animalVictory]]);
    expect(won(['wolf'])).toEqual([[2, SECTION.animalVictory]]);
    expect(won(['lion'])).toEqual([[3, SECTION.animalVictory]]);
    expect(won(['bear'])).toEqual([[3, SECTION.animalVictory]]);
    expect(experienceLines(report({ mode: 'cooperative', won: false, vp: 50, animals: ['bear'] }))).toEqual([]);
  });
  it('Coliseum games count VP as usual', () => {
    expect(experienceLines(report({ mode: 'coliseum', vp: 20 })).map((l) => l.amount)).toEqual([2]);
  });
});

describe('§15 a finished match read as a game of the record', () => {
  const death = (data: Record<string, unknown>): GameEvent => ({ type: 'death', visibleTo: 'all', text: '', data });
  it('§15.2 §15.3 the hit points after the killing blow: what he could pay less the damage', () => {
    // 3 HP left against 8 damage: -5, dead; 3 against 7: -4, knocked out.
    expect(hpAtDeath([death({ seat: 'a', damage: 8, paid: 3 })], 'a')).toBe(-5);
    expect(fateOf(true, hpAtDeath([death({ seat: 'a', damage: 8, paid: 3 })], 'a'))).toBe('dead');
    expect(fateOf(true, hpAtDeath([death({ seat: 'a', damage: 7, paid: 3 })], 'a'))).toBe('unconscious');
    // Another seat's death is not his; an animal's kill names no payment: only his cover card counts.
    expect(hpAtDeath([death({ seat: 'b', damage: 9, paid: 1 }), death({ seat: 'a', damage: 6 })], 'a')).toBe(-5);
  });

  it('VP, victory, hit points and death as the match left them, for seeded duels of a novice and a veteran', () => {
    let killed = 0;
    for (let seed = 1; seed <= 12; seed++) {
      const played = playMatch(gladiatori, {
        seed: `camp-${seed}`,
        bots: { a: randomBot, b: veteranBot },
      });
      if (!played.ok) throw new Error(played.error.message);
      const s = played.value.state as GladiatoriState;
      for (const seat of ['a', 'b']) {
        const r = reportOf(s, played.value.events, seat, seed, `m${seed}`);
        const f = s.fighters[seat];
        if (!f) throw new Error('no fighter');
        expect(r).toMatchObject({ match: seed, mode: 'versus', vp: score(s, seat), id: `m${seed}` });
        expect(r.won).toBe(s.outcome?.winners.includes(seat));
        expect(r.killed).toBe(f.out === 'dead');
        if (r.killed) {
          killed += 1;
          const blow = played.value.events.find(
            (e) => e.type === 'death' && (e.data as { seat: string }).seat === seat,
          );
          const { paid, damage } = (blow?.data ?? {}) as { paid: number; damage: number };
          expect(r.hp).toBe(paid - damage);
          expect(r.hp).toBeLessThanOrEqual(0);
        } else expect(r.hp).toBe(hitPoints(f));
      }
    }
    // The seeds include deaths, so both branches are met.
    expect(killed).toBeGreaterThan(0);
  });

  it('§15.3 with §17: an animal that kills names what he could still pay, so his hit points are counted exactly', () => {
    let animalKills = 0;
    for (let seed = 1; seed <= 6; seed++) {
      const played = playMatch(gladiatori, {
        seed: `camp-animals-${seed}`,
        options: { animals: 'solo', characters: ['thraex'], animalKind: 'bear', animalCount: 3, game: 'normal' },
        bots: { a: randomBot },
      });
      if (!played.ok) throw new Error(played.error.message);
      const blow = played.value.events.find((e) => e.type === 'death' && /animals have killed/.test(e.text));
      if (!blow) continue;
      animalKills += 1;
      const { paid, damage } = blow.data as { paid: number; damage: number };
      // The cover card's 1 HP at least, and everything else he still had.
      expect(paid).toBeGreaterThanOrEqual(1);
      const r = reportOf(played.value.state as GladiatoriState, played.value.events, 'a', seed);
      expect(r.hp).toBe(paid - damage);
    }
    expect(animalKills).toBeGreaterThan(0);
  });

  it('a record in totals and in words', () => {
    let r = newRecord(PREMADE.thraex.sheet);
    for (const g of [
      report({ match: 1, vp: 27, won: true, id: 'x' }),
      report({ match: 2, vp: 14, killed: true, hp: -2 }),
    ]) {
      const next = recordGame(r, g);
      if (!next.ok) throw new Error(next.error.message);
      r = next.value;
    }
    const t = totalsOf(r);
    expect(t).toEqual({ games: 2, wins: 1, vp: 41, experience: 4, coins: 57, fate: 'unconscious' });
    expect(recordWords(t)).toBe(
      '2 games, 1 win, 41 VP in all, 4 experience, 57 coins for his next creation; knocked out in his last game, fit for the next',
    );
    // The same stored match is never counted twice, whatever number it is given.
    expect(recordGame(r, report({ match: 3, id: 'x' }))).toMatchObject({ ok: false, error: { code: 'game-recorded' } });
  });
});
