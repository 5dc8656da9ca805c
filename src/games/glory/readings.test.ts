/**
 * The quick forms of backHex (3.5, 6.2), the winner's follow-up step (3.5) and the turn limit's ranking (6.3) held
 * to the plain readings they replaced: lists of candidates filtered and sorted (a stable sort), over many placements.
 */
import { describe, expect, it } from 'vitest';
import { type Direction, distance, type Hex, hex, neighbours } from '../../core/hex.js';
import { nextInt, seedRng } from '../../core/rng.js';
import { backHex } from './melee.js';
import { inArena, occupant } from './movement.js';
import { arena, man } from './testkit.js';
import { atTurnLimit, fighting, sideSeats } from './turn.js';
import type { Figure, GloryState } from './types.js';

/** Where a loser backs to, read as the candidates sorted by their distance from the hex straight behind him. */
function plainBackHex(s: GloryState, loser: Figure, winner: Figure): Hex | null {
  const far = distance(loser.at, winner.at) + 1;
  const mirror = { q: 2 * loser.at.q - winner.at.q, r: 2 * loser.at.r - winner.at.r };
  const candidates = neighbours(loser.at)
    .filter((h) => distance(h, winner.at) === far)
    .sort((a, b) => distance(a, mirror) - distance(b, mirror));
  const open = (h: Hex) => inArena(h, s.options.arenaRadius) && !occupant(s, h, loser.seat);
  const straight = candidates[0];
  if (straight && open(straight)) return straight;
  if (s.options.backingUp === 'straightOrAside') return candidates.slice(1).find(open) ?? null;
  return null;
}

/** The turn limit's outcome read as the sides ranked by a stable sort on (men on their feet, boxes left). */
function plainRanking(s: GloryState): { winners: string[]; draw: boolean } {
  const score = (seats: string[]) => {
    const up = seats.map((seat) => man(s, seat)).filter((g) => fighting(g));
    return [up.filter((g) => !g.down).length, up.reduce((t, g) => t + g.boxes - g.hits, 0)] as const;
  };
  const ranked = sideSeats(s)
    .map((seats) => ({ seats, score: score(seats) }))
    .sort((x, y) => y.score[0] - x.score[0] || y.score[1] - x.score[1]);
  const [first, second] = ranked;
  if (!first || (second && second.score[0] === first.score[0] && second.score[1] === first.score[1]))
    return { winners: [], draw: true };
  return { winners: first.seats, draw: false };
}

describe('the quick forms give what the plain readings give', () => {
  it('3.5 and 6.2: the hex a beaten man backs into, for either option, every facing of the blow and a man in the way', () => {
    let backs = 0;
    let blocked = 0;
    for (const backingUp of ['straightOrStay', 'straightOrAside'] as const)
      for (const loserAt of [hex(0, 0), hex(2, -1), hex(-3, 3), hex(3, 0), hex(0, -3)])
        for (const winnerAt of [...neighbours(loserAt), hex(loserAt.q + 2, loserAt.r - 1)])
          for (let third = 0; third < 7; third++) {
            // A third man on one of the loser's neighbours (or far off when third is 6).
            const thirdAt = third < 6 ? (neighbours(loserAt)[third] as Hex) : hex(-5, 0);
            if (thirdAt.q === winnerAt.q && thirdAt.r === winnerAt.r) continue;
            if (!inArena(winnerAt, 6) || !inArena(thirdAt, 6)) continue;
            const s = arena(
              [
                { at: winnerAt, facing: 0 as Direction },
                { at: loserAt, facing: 3 as Direction },
                { at: thirdAt, facing: 0 as Direction },
              ],
              [],
              { arenaRadius: 3, backingUp },
            );
            const want = plainBackHex(s, man(s, 'b'), man(s, 'a'));
            expect(backHex(s, man(s, 'b'), man(s, 'a'))).toEqual(want);
            if (want) backs += 1;
            else blocked += 1;
          }
    expect(backs).toBeGreaterThan(50);
    expect(blocked).toBeGreaterThan(10);
  });

  it('6.3: at the turn limit the side with most men on their feet, then most boxes left, wins; a tie at the top is a draw', () => {
    const rng = seedRng('turn limit');
    let draws = 0;
    let wins = 0;
    for (let i = 0; i < 400; i++) {
      const n = 2 + nextInt(rng, 7);
      const teams = [0, 2, 3, 4][nextInt(rng, 4)] as number;
      const men = Array.from({ length: n }, (_, k) => ({ at: hex(k - 3, 0), facing: 0 as Direction }));
      const s = arena(men, [], { teams: teams > n ? 0 : teams });
      for (const seat of s.seats) {
        const g = man(s, seat);
        // Few values, so that ties come up often.
        g.hits = nextInt(rng, 3);
        g.boxes = 8 + nextInt(rng, 2);
        g.down = nextInt(rng, 3) === 0;
        g.out = ([null, null, 'dead', 'dying', 'spared'] as const)[nextInt(rng, 5)] ?? null;
      }
      s.turn = 30;
      const want = plainRanking(s);
      const got = atTurnLimit(s);
      expect(got.winners).toEqual(want.winners);
      if (want.draw) draws += 1;
      else wins += 1;
    }
    expect(draws).toBeGreaterThan(20);
    expect(wins).toBeGreaterThan(20);
  });
});
