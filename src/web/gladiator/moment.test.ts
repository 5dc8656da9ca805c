import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../core/protocol.js';
import { FACE_TO_FACE, Match } from '../../games/gladiator/testkit.js';
import type { NumberedEvent } from '../../server/wire.js';
import { missusColumn, momentOf } from './moment.js';

const NAMES = { a: 'Alpha', b: 'Beta' };
const numbered = (events: GameEvent[]): NumberedEvent[] => events.map((event, i) => ({ n: i + 1, event }));

/** Beta lies prone and senseless in Alpha's front, having allocated `attack` and `defence` CF so far. */
function appealOf(attack: number, defence: number, die: number | null): NumberedEvent[] {
  const m = new Match({ ...FACE_TO_FACE, options: { advanced: true } });
  m.set('b', {
    posture: 'prone',
    mustRise: true,
    unconscious: true,
    stun: 20,
    attackCfTotal: attack,
    defenceCfTotal: defence,
  });
  if (die !== null) m.dice(die);
  m.plot();
  return numbered(m.events);
}

describe('the Moment of Truth as the screen shows it (19)', () => {
  it('is absent until the events hold an appeal', () => {
    const m = new Match({ ...FACE_TO_FACE, options: { advanced: true } });
    m.plot();
    expect(momentOf(numbered(m.events), NAMES)).toBeNull();
  });

  it('names who appeals, why and over whom, the crowd’s figures, the column, the die and the verdict: Up', () => {
    const shown = momentOf(appealOf(44, 20, 5), NAMES);
    expect(shown).toMatchObject({
      seat: 'b',
      appeal: 'Beta appeals to the crowd (§19.1): prone and unconscious (§11.4), Alpha standing over him.',
      figures: { attack: 44, defence: 20, net: 24 },
      sum: 'attack 44 CF less defence 20 CF = 24',
      column: 1,
      die: 5,
      reading: 'Column "16 to 30" of the Missus chart, die 5 (§19.2).',
      verdict: 'Up',
      verdictText: 'Up: thumbs up. Beta is spared by the crowd and leaves the arena alive (§19.23).',
    });
  });

  it('gives Down in words: killed at the crowd’s word (19.22)', () => {
    const shown = momentOf(appealOf(50, 10, 3), NAMES);
    expect(shown?.column).toBe(2);
    expect(shown?.die).toBe(3);
    expect(shown?.verdictText).toBe("Down: thumbs down. Beta is killed at the crowd's word (§19.22).");
  });

  it('reads a net of 0 or less as Down without a roll: no column, no die (19.21)', () => {
    const shown = momentOf(appealOf(10, 12, null), NAMES);
    expect(shown).toMatchObject({ figures: { net: -2 }, column: null, die: null, verdict: 'Down' });
    expect(shown?.reading).toBe('A net of -2, 0 or less: Down without a roll (§19.21).');
  });

  it('shows the appeal before the verdict (a replay stepping through), with the figures the view holds', () => {
    const events = appealOf(44, 20, 5);
    const upToAppeal = events.slice(0, events.findIndex((e) => (e.event as GameEvent).type === 'moment-of-truth') + 1);
    const shown = momentOf(upToAppeal, NAMES, { b: { attack: 44, defence: 20, net: 24 } });
    expect(shown).toMatchObject({ column: 1, die: null, verdict: null, verdictText: null });
    expect(shown?.reading).toBe('Column "16 to 30" of the Missus chart (§19.2); the die is still to roll.');
  });

  it('names the cause of an appeal made instead of a surrender (7.4)', () => {
    const m = new Match({ ...FACE_TO_FACE, options: { advanced: true }, a: { position: { q: 0, r: 2 }, facing: 0 } });
    m.set('b', { posture: 'prone', mustRise: true, attackCfTotal: 20, defenceCfTotal: 4 });
    m.plot();
    m.dice(6).orders('F(Q)', 'KN');
    expect(momentOf(numbered(m.events), NAMES)?.appeal).toBe(
      "Beta appeals to the crowd (§19.1): run into while prone, he is at his opponent's mercy (§7.4), Alpha standing over him.",
    );
  });
});

describe('the Missus chart column (19.2, 19.21)', () => {
  it('has none at 0 or less, and reads 60 in the fourth, 61 and far above in the last', () => {
    expect([0, -5, 1, 15, 16, 30, 31, 45, 46, 60, 61, 500].map(missusColumn)).toEqual([
      null,
      null,
      0,
      0,
      1,
      1,
      2,
      2,
      3,
      3,
      4,
      4,
    ]);
  });
});
