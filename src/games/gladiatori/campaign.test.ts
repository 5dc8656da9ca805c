import { describe, expect, it } from 'vitest';
import {
  coinsForNextCreation,
  experienceLines,
  experienceOf,
  fateOf,
  type GameReport,
  newRecord,
  recordGame,
  xpForVp,
} from './campaign.js';
import { checkSheet } from './character.js';
import { PREMADE } from './premade.js';
import { SECTION } from './tables.js';

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
