import { describe, expect, it } from 'vitest';
import type { Legal } from './protocol.js';
import {
  type Bot,
  MATCH_FORMAT,
  type PlayOptions,
  parseMatchRecord,
  playMatch,
  randomBot,
  replayMatch,
  toMatchRecord,
} from './runner.js';
import { runScenario } from './scenario.js';
import { highestBot, secretPick } from './testing/secret-pick.js';

const play = (o: Partial<PlayOptions> = {}) => {
  const r = playMatch(secretPick, { seed: 's', bots: { a: randomBot, b: randomBot }, ...o });
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};

describe('playMatch', () => {
  it('plays a match to its end, asking simultaneous seats in seat order', () => {
    const m = play();
    expect(m.steps).toBe(10);
    expect(m.commands.map((c) => c.seat).join('')).toBe('ababababab');
    expect(m.outcome?.how).toBe('points');
    expect(m.state.turn).toBe(6);
    expect(m.events.filter((e) => e.type === 'revealed')).toHaveLength(5);
    expect(m.phases).toBeUndefined();
  });

  it('is reproducible from the seed, and other seeds give other matches', () => {
    expect(play({ seed: 'x' })).toEqual(play({ seed: 'x' }));
    const picks = (seed: string) => JSON.stringify(play({ seed }).commands);
    expect(new Set(['1', '2', '3', '4', '5'].map(picks)).size).toBeGreaterThan(1);
  });

  it("gives each seat its own generator, so one bot's choices do not depend on the other bot", () => {
    const aPicks = (b: Bot) => play({ seed: 'own', bots: { a: randomBot, b } }).commands.filter((c) => c.seat === 'a');
    expect(aPicks(highestBot)).toEqual(aPicks(randomBot));
  });

  it('shows a bot only its own view and legal commands', () => {
    const seen: { seat: string; view: unknown; legal: Legal<unknown> }[] = [];
    const spy = (seat: string): Bot => ({
      name: 'spy',
      level: 1,
      about: 'records what it is shown',
      choose(view, legal, rng) {
        seen.push({ seat, view, legal });
        return randomBot.choose(view, legal, rng);
      },
    });
    play({ bots: { a: spy('a'), b: spy('b') } });
    expect(seen).toHaveLength(10);
    for (const { seat, view, legal } of seen) {
      expect(legal.seat).toBe(seat);
      expect(Object.keys(view as object).sort()).toEqual(['committed', 'myPick', 'score', 'turn', 'turns']);
    }
  });

  it('lets the better bot win most matches', () => {
    let wins = 0;
    for (let i = 0; i < 200; i++) {
      const m = play({ seed: `duel-${i}`, bots: { a: highestBot, b: randomBot } });
      if (m.outcome?.winners[0] === 'a') wins += 1;
    }
    // Showing 3 takes a turn 5 times in 6 against a random pick, so nearly every match.
    expect(wins).toBeGreaterThan(170);
  });

  it('stops at maxSteps with no outcome', () => {
    const m = play({ maxSteps: 3 });
    expect(m.steps).toBe(3);
    expect(m.outcome).toBeNull();
  });

  it('passes options to the game and refuses bad ones as a Result', () => {
    expect(play({ options: { turns: 2 } }).steps).toBe(4);
    const bad = playMatch(secretPick, { seed: 's', options: { turns: 'many' }, bots: { a: randomBot, b: randomBot } });
    expect(bad).toMatchObject({ ok: false, error: { code: 'bad-option' } });
    expect(!bad.ok && bad.error.message).toMatch(/^option turns: /);
  });

  it('refuses a match with a seat that has no bot', () => {
    const r = playMatch(secretPick, { seed: 's', bots: { a: randomBot } });
    expect(r).toEqual({ ok: false, error: { code: 'no-bot', message: 'no bot for seat b' } });
  });

  it('throws when a bot plays a command the rules refuse: that is a bug, not a game event', () => {
    const cheat: Bot = { name: 'cheat', level: 1, about: 'plays a card it does not hold', choose: () => ({ pick: 7 }) };
    expect(() => play({ bots: { a: cheat, b: randomBot } })).toThrow(/cheat played \{"pick":7\} for a, refused by P3/);
  });

  it('times each part of the loop with a clock handed in', () => {
    let t = 0;
    const m = play({ clock: () => t++ });
    expect(m.phases).toBeDefined();
    expect(Object.keys(m.phases!).sort()).toEqual(['apply', 'choose', 'legal', 'pending', 'setup', 'view']);
    expect(m.phases!.apply).toBe(10);
  });
});

describe('match records', () => {
  const options = { turns: 3 };
  const match = play({ seed: 'rec', options });
  const record = toMatchRecord(secretPick, { seed: 'rec', options, bots: {} }, match);

  it('record the game, options, seed and commands', () => {
    expect(record).toEqual({
      format: MATCH_FORMAT,
      game: 'secret-pick',
      options,
      seed: 'rec',
      commands: match.commands,
    });
  });

  it('write every option out, defaults included, so a later change of default cannot change the replay', () => {
    const bare = play({ seed: 'rec' });
    const written = toMatchRecord(secretPick, { seed: 'rec', bots: {} }, bare);
    expect(written.options).toEqual({ turns: 5 });
    const r = replayMatch(secretPick, { ...written, options: { turns: 3 } });
    expect(r.ok && r.value.outcome).not.toEqual(bare.outcome);
  });

  it('replay to the same events, state and outcome', () => {
    const r = replayMatch(secretPick, record);
    expect(r.ok && r.value.events).toEqual(match.events);
    expect(r.ok && r.value.state).toEqual(match.state);
    expect(r.ok && r.value.outcome).toEqual(match.outcome);
  });

  it('survive being written and read back, and run as scenarios', () => {
    const parsed = parseMatchRecord(JSON.stringify(record));
    expect(parsed).toEqual({ ok: true, value: record });
    const run = runScenario({ 'secret-pick': secretPick }, record);
    expect(run.ok && run.value.events).toEqual(match.events);
  });

  it('report a command the rules refuse, keeping what happened before it', () => {
    const tampered = { ...record, commands: [...record.commands.slice(0, 2), { seat: 'a', command: { pick: 9 } }] };
    const r = replayMatch(secretPick, tampered);
    expect(r.ok && r.value.refused).toMatchObject({ index: 2, seat: 'a', error: { code: 'bad-pick', rule: 'P3' } });
    expect(r.ok && r.value.events.filter((e) => e.type === 'revealed')).toHaveLength(1);
  });

  it('refuse a record of another game', () => {
    expect(replayMatch(secretPick, { ...record, game: 'chess' })).toMatchObject({
      ok: false,
      error: { code: 'wrong-game' },
    });
  });

  it('name what is wrong with a file that is not one', () => {
    expect(parseMatchRecord('{"game":')).toMatchObject({ ok: false, error: { code: 'not-json' } });
    const noFormat = parseMatchRecord(JSON.stringify({ game: 'secret-pick', commands: [] }));
    expect(!noFormat.ok && noFormat.error.message).toMatch(/^match record format: /);
    const extra = parseMatchRecord(JSON.stringify({ ...record, winner: 'a' }));
    expect(extra).toMatchObject({ ok: false, error: { code: 'bad-record' } });
  });
});
