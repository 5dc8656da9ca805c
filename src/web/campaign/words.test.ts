import { describe, expect, it } from 'vitest';
import { unwrap } from '../../core/result.js';
import type { CampaignMan } from '../../games/campaign/man.js';
import { type CampaignState, campaign } from '../../games/campaign/module.js';
import type { League } from '../../games/campaign/owners.js';
import type { CampaignCommand } from '../../games/campaign/schema.js';
import { fixtureMan } from '../../games/campaign/testkit.js';
import {
  armChoices,
  campaignSeatWords,
  cfOf,
  fallenMen,
  injuryWords,
  manRefusal,
  namedEvent,
  pointsOf,
  recordWords,
  stepWords,
  withOwnerNames,
} from './words.js';

const start = (advanced: boolean, seed: string): CampaignState =>
  unwrap(campaign.setup(campaign.options.parse({ kind: 'owners', owners: 3, advanced, stables: 'uniform' }), seed));
const act = (s: CampaignState, seat: string, cmd: CampaignCommand) => unwrap(campaign.apply(s, seat, cmd)).state;
const firstMan = (s: CampaignState, owner: string) =>
  (s.league as League).owners.find((o) => o.id === owner)?.stable[0] as number;

/** The arms the engine offers `seat` for his first man. */
const offered = (s: CampaignState, seat: string): string[] =>
  campaign
    .legal(s, seat)
    .commands.filter((c) => (c as { man: number }).man === firstMan(s, seat))
    .map((c) => (c as { armament: string }).armament)
    .sort();
const open = (choices: ReturnType<typeof armChoices>) =>
  choices
    .filter((c) => c.refused === null)
    .map((c) => c.armament)
    .sort();

describe('the arms of §22.3 in words', () => {
  for (const advanced of [false, true])
    for (const firstArms of advanced ? (['sword', 'trident'] as const) : (['sword'] as const))
      it(`§22.3 ${advanced ? 'Advanced' : 'Basic'} Game, first man with the ${firstArms}: the open arms are the engine's`, () => {
        const s = start(advanced, `arms-${advanced}-${firstArms}`);
        const first = s.pairing?.first as string;
        const second = s.pairing?.second as string;
        expect(open(armChoices('first', null, advanced))).toEqual(offered(s, first));
        const after = act(s, first, { type: 'fighter', man: firstMan(s, first), armament: firstArms });
        const choices = armChoices('second', after.firstChoice, advanced);
        expect(open(choices)).toEqual(offered(after, second));
        for (const c of choices.filter((x) => x.refused)) {
          expect(c.refused?.reason).not.toMatch(/shortSword|retarius\b/);
          const refused = campaign.apply(after, second, {
            type: 'fighter',
            man: firstMan(after, second),
            armament: c.armament,
          });
          expect(refused.ok ? null : refused.error.rule).toBe(c.refused?.rule);
        }
      });

  it('§22.3 a Retarius never faces a Retarius, and §17.1 the trident needs the Advanced Game, in words', () => {
    const basic = armChoices('first', null, false);
    expect(basic.find((c) => c.armament === 'trident')?.refused).toEqual({
      reason: expect.stringMatching(/Advanced Game/),
      rule: '§17.1',
    });
    expect(basic.find((c) => c.armament === 'shortSword')?.refused?.rule).toBe('§22.3');
    const second = armChoices('second', { armament: 'trident' }, true);
    expect(second.find((c) => c.armament === 'trident')?.refused?.reason).toMatch(/never faces another Retarius/);
  });
});

describe('a man and the campaign in words', () => {
  it('seats are named in words, and owners inside the engine’s lines too', () => {
    expect(['o1', 'o6', 'player', 'arena'].map(campaignSeatWords)).toEqual([
      'Owner 1',
      'Owner 6',
      'the player',
      'the arena',
    ]);
    expect(withOwnerNames('o2 offers 3 to 1; o1 stakes 400 sesterces; foo2 stays')).toBe(
      'Owner 2 offers 3 to 1; Owner 1 stakes 400 sesterces; foo2 stays',
    );
  });
  it('§22.3 an event’s text and its rolls’ purposes name owners in words', () => {
    const e = {
      n: 4,
      event: {
        type: 'who-fights',
        visibleTo: 'all',
        text: 'o3 rolled highest and chooses first; o1 puts up the other man.',
        rolls: [{ purpose: 'who fights: o1', dice: [1, 2, 3], modifiers: [], total: 6, rule: '§22.3' }],
      },
    };
    const named = namedEvent(e as never).event as { text: string; rolls: { purpose: string }[] };
    expect([named.text, named.rolls[0]?.purpose]).toEqual([
      'Owner 3 rolled highest and chooses first; Owner 1 puts up the other man.',
      'who fights: Owner 1',
    ]);
  });
  it('§3.7 CF, §21.4 injuries, record, experience and state', () => {
    const man = fixtureMan({
      TR: 9,
      ST: 1,
      AG: -1,
      victories: 1,
      matches: 3,
      experience: [
        { match: 1, rule: '§21.2', amount: 30, text: 'x' },
        { match: 2, rule: '§21.3', amount: -25, text: 'y' },
      ],
      changes: [
        { match: 2, characteristic: 'TR', amount: 1, rule: '§21.3', text: 'bought' },
        { match: 3, characteristic: 'AG', amount: -2, rule: '§21.44', text: 'legs' },
      ],
      toHeal: [0, 2, 0, 0, 1],
    });
    expect([cfOf(man), pointsOf(man), recordWords(man)]).toEqual([9, 5, '1 victory in 3 matches']);
    expect(injuryWords(man)).toEqual([
      'match 3: 2 Agility lost (§21.44)',
      'wounds from his last match, to heal before the next: chest 2, legs 1',
    ]);
    expect(manRefusal(man)).toBeNull();
    expect(manRefusal({ ...man, status: 'dead' })).toMatch(/is dead/);
  });
  it('§22.4 the dead and the freed are listed apart; men on the block are not among them', () => {
    const s = start(false, 'fallen');
    const l = s.league as League;
    const [dead, lot] = [l.men[l.owners[0]?.stable[0] as number], fixtureMan({ id: 99 })] as const;
    const after = {
      ...l,
      men: { ...l.men, [dead?.id as number]: { ...(dead as CampaignMan), status: 'dead' as const }, 99: lot },
      owners: l.owners.map((o, i) => (i === 0 ? { ...o, stable: o.stable.slice(1) } : o)),
    };
    expect(fallenMen(after, [lot]).map((m) => [m.id, m.status])).toEqual([[dead?.id, 'dead']]);
    expect(fallenMen(l, [])).toEqual([]);
  });
  it('§22.3 §21.3 the step is said from the seat’s side', () => {
    const s = start(false, 'step');
    const first = s.pairing?.first as string;
    expect(stepWords(s as never, first)).toMatch(/^You rolled highest/);
    expect(stepWords(s as never, null)).toMatch(/^Owner \d rolled highest/);
    const named = unwrap(campaign.setup(campaign.options.parse({ kind: 'owners', owners: 2 }), 'n'));
    expect(stepWords(campaign.view(named, 'o1') as never, 'o1')).toBe(
      'Every owner names the types of his five men (§22.2).',
    );
    const half = unwrap(campaign.apply(named, 'o2', { type: 'stable', types: Array(5).fill('heavy') })).state;
    expect(stepWords(campaign.view(half, 'o1') as never, 'o1')).toBe(
      'Every owner names the types of his five men (§22.2); Owner 2 has named them.',
    );
    const career = unwrap(campaign.setup(campaign.options.parse({ kind: 'career' }), 'c'));
    expect(stepWords(career as never, 'player')).toMatch(/^You may spend experience/);
  });
});
