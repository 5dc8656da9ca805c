import { describe, expect, it } from 'vitest';
import { parseCommand } from '../../core/protocol.js';
import { unwrap } from '../../core/result.js';
import { type CampaignState, campaign, PLAYER } from './module.js';
import type { CampaignCommand } from './schema.js';

const start = (options: Record<string, unknown>, seed = 'bad'): CampaignState =>
  unwrap(campaign.setup(campaign.options.parse(options), seed));
const act = (s: CampaignState, seat: string, cmd: CampaignCommand) => unwrap(campaign.apply(s, seat, cmd)).state;
const refusal = (s: CampaignState, seat: string, cmd: CampaignCommand) => {
  const r = campaign.apply(s, seat, cmd);
  return r.ok ? null : r.error;
};

/** An Advanced league of three, at the first owner's choice of man. */
const league = () => start({ kind: 'owners', owners: 3, stables: 'uniform', advanced: true });
const manOf = (s: CampaignState, o: string) => s.league?.owners.find((x) => x.id === o)?.stable[0] as number;
function atWager(s0 = league()): CampaignState {
  let s = s0;
  const [first, second] = [s.pairing?.first as string, s.pairing?.second as string];
  s = act(s, first, { type: 'fighter', man: manOf(s, first), armament: 'sword' });
  return act(s, second, { type: 'fighter', man: manOf(s, second), armament: 'shortSword' });
}

describe('bad input is refused with the rule that forbids it, and what was wrong', () => {
  it('§22.5 a mandatory wager under the ladder’s minimum', () => {
    const s = atWager();
    const e = refusal(s, s.pairing?.first as string, { type: 'wager', odds: 2, stake: 150 });
    expect(e).toMatchObject({ code: 'wager-under-minimum', rule: '§22.5', values: { odds: 2, minimum: 200 } });
    expect(e?.message).toContain('200');
  });
  it('§22.5 a mandatory wager beyond an owner’s money', () => {
    const s = atWager();
    const e = refusal(s, s.pairing?.first as string, { type: 'wager', odds: 5, stake: 2_001 });
    expect(e).toMatchObject({ code: 'wager-beyond-money', rule: '§22.5', values: { owes: 10_005, free: 10_000 } });
  });
  it('§22.4 a bid with money the owner does not have', () => {
    let s = start({ kind: 'owners', owners: 2, stables: 'uniform', sideBets: 'none' }, 'bid');
    for (let i = 0; s.step !== 'auction'; i++) {
      if (i > 300) throw new Error('no auction');
      const seat = campaign.pending(s)[0] as string;
      const offered = campaign.legal(s, seat).commands;
      s = act(s, seat, offered[seat === 'arena' ? 1 : 0] as CampaignCommand);
    }
    const seat = campaign.pending(s)[0] as string;
    const has = s.league?.owners.find((o) => o.id === seat)?.money.reduce((t, l) => t + l.amount, 0) as number;
    const e = refusal(s, seat, { type: 'bid', amount: has + 1 });
    expect(e).toMatchObject({ code: 'bid-beyond-money', rule: '§22.4', values: { bid: has + 1, has } });
  });
  it('§21.3 an improvement without the experience', () => {
    const e = refusal(start({ kind: 'career' }), PLAYER, { type: 'buy', improvement: 'W' });
    expect(e).toMatchObject({ code: 'not-enough-experience', rule: '§21.3', values: { cost: 50, points: 0 } });
  });
  it('§21.3 a career’s purchase naming a man: the career has only the one', () => {
    const s = start({ kind: 'career' });
    const e = refusal(s, PLAYER, { type: 'buy', improvement: 'TR', man: s.career?.men[0]?.id as number });
    expect(e).toMatchObject({ code: 'man-in-career', rule: '§21.3' });
  });
  it('§22.3 a Retarius against a Retarius', () => {
    let s = league();
    const [first, second] = [s.pairing?.first as string, s.pairing?.second as string];
    s = act(s, first, { type: 'fighter', man: manOf(s, first), armament: 'trident' });
    const e = refusal(s, second, { type: 'fighter', man: manOf(s, second), armament: 'trident' });
    expect(e).toMatchObject({ code: 'retiarius-v-retiarius', rule: '§22.3' });
  });
  it('§22.3 a man from another owner’s stable', () => {
    const s = league();
    const [first, second] = [s.pairing?.first as string, s.pairing?.second as string];
    const e = refusal(s, first, { type: 'fighter', man: manOf(s, second), armament: 'sword' });
    expect(e).toMatchObject({ code: 'not-his-man', rule: '§22.3' });
  });
  it('a command out of turn, and one of the wrong step, name what the campaign waits for', () => {
    const s = league();
    const idle = ['o1', 'o2', 'o3'].find((o) => !campaign.pending(s).includes(o)) as string;
    expect(refusal(s, idle, { type: 'ready' })).toMatchObject({ code: 'not-your-turn', values: { step: 'first' } });
    expect(refusal(s, s.pairing?.first as string, { type: 'bid', amount: 5 })).toMatchObject({
      code: 'wrong-command',
      values: { step: 'first', command: 'bid' },
    });
  });
  it('§22.5 a reason longer than 160 characters is refused by the schema, naming the field', () => {
    const r = parseCommand(campaign as never, { type: 'wager', odds: 1, stake: 100, reason: 'x'.repeat(161) });
    expect(r.ok ? null : r.error.message).toContain('reason');
  });
});
