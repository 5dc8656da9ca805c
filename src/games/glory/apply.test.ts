import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../core/protocol.js';
import { unwrap } from '../../core/result.js';
import { type Bot, playMatch, randomBot } from '../../core/runner.js';
import { brawlerBot } from './bots.js';
import { glory } from './module.js';
import type { Figure, GloryCommand } from './types.js';

/** Freezes the value and everything reachable from it. */
function deepFreeze(x: unknown): void {
  if (x === null || typeof x !== 'object' || Object.isFrozen(x)) return;
  Object.freeze(x);
  for (const v of Object.values(x)) deepFreeze(v);
}

describe('apply', () => {
  it('never edits the state it is given: the whole old state is frozen, deep, before each command', () => {
    // apply shares with the old state all it does not change (the men its moves cannot touch, the dropped weapons,
    // the locked men, the announcements); a rule editing any of them in place throws here.
    const frozen = {
      ...glory,
      apply: (s: Parameters<typeof glory.apply>[0], seat: string, cmd: Parameters<typeof glory.apply>[2]) => {
        deepFreeze(s);
        return glory.apply(s, seat, cmd);
      },
    };
    const seats = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'];
    let melees = 0;
    let dropped = 0;
    let deaths = 0;
    for (let i = 0; i < 60; i++) {
      const n = 2 + (i % 7);
      const bots = Object.fromEntries(seats.slice(0, n).map((s, k) => [s, k % 2 ? randomBot : brawlerBot]));
      const crowd = (['dice', 'merciless', 'merciful'] as const)[i % 3];
      const figures = i % 2 ? 'rolled' : 'equipped';
      const r = playMatch(frozen, { options: { gladiators: n, crowd, figures }, seed: `frozen-${i}`, bots });
      if (!r.ok) throw new Error(r.error.message);
      melees += r.value.events.filter((e) => e.type === 'melee').length;
      dropped += r.value.events.filter((e) => e.type === 'pick-up').length;
      deaths += r.value.events.filter((e) => e.type === 'death').length;
    }
    // The matches reach the rules that change shared parts: melees, weapons picked up, the dying counting down.
    expect(melees).toBeGreaterThan(100);
    expect(dropped).toBeGreaterThan(0);
    expect(deaths).toBeGreaterThan(0);
  });

  it('2.2 every command legal offers is frozen, steps and all: apply keeps the offered one in the state as it is', () => {
    let seen = 0;
    // The random bot's choices, every offered command looked at first.
    const looking: Bot = {
      ...randomBot,
      choose: (view, legal, rng) => {
        for (const c of legal.commands as GloryCommand[]) {
          expect(Object.isFrozen(c)).toBe(true);
          if (c.type !== 'stand') expect(Object.isFrozen(c.steps)).toBe(true);
          seen += 1;
        }
        return randomBot.choose(view, legal, rng);
      },
    };
    for (let i = 0; i < 6; i++) {
      const n = 2 + i;
      const bots = Object.fromEntries(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'].slice(0, n).map((s) => [s, looking]));
      const r = playMatch(glory, { options: { gladiators: n, figures: 'rolled' }, seed: `frozen-offer-${i}`, bots });
      if (!r.ok) throw new Error(r.error.message);
    }
    expect(seen).toBeGreaterThan(1000);
  });

  it('2.1 a seat that is not awaited is refused: no such gladiator, or not his move', () => {
    const s = unwrap(glory.setup(glory.options.parse({ gladiators: 3, figures: 'rolled' }), 'not-awaited'));
    const stand: GloryCommand = { type: 'stand' };
    const noSeat = glory.apply(s, 'z', stand);
    expect(noSeat.ok ? null : noSeat.error.code).toBe('bad-seat');
    const waiting = glory.pending(s);
    // This seed's first group is not all three men.
    const idle = s.seats.find((seat) => !waiting.includes(seat)) as string;
    expect(idle).toBeDefined();
    const notNow = glory.apply(s, idle, stand);
    expect(notNow.ok ? null : notNow.error.code).toBe('not-your-move');
    expect(glory.apply(s, waiting[0] as string, stand).ok).toBe(true);
  });

  it('2.2 a command legal has just offered is taken as is; any other, even after legal, is checked and refused by its rule', () => {
    const s = unwrap(glory.setup(glory.options.parse({ gladiators: 2, figures: 'rolled' }), 'offered'));
    const seat = glory.pending(s)[0] as string;
    const offered = glory.legal(s, seat).commands;
    const advance = offered.find((c) => c.type === 'advance') as GloryCommand;
    expect(glory.apply(s, seat, advance).ok).toBe(true);
    // The same steps in an object of its own (as from the wire) are checked, and pass.
    expect(glory.apply(s, seat, structuredClone(advance)).ok).toBe(true);
    // A move legal did not offer, asked right after it: beyond his movement (2.3).
    const far: GloryCommand = { type: 'advance', steps: Array.from({ length: 12 }, () => 'F' as const) };
    const refused = glory.apply(s, seat, far);
    expect(refused.ok ? null : refused.error.code).toMatch(/beyond-movement|off-arena|hex-taken/);
    // The offered command in another state, where the man is on the ground (result row 9): he must get up.
    const man = s.figures[seat] as Figure;
    const other = { ...s, figures: { ...s.figures, [seat]: { ...man, down: true } } };
    glory.legal(s, seat);
    const down = glory.apply(other, seat, advance);
    expect(down.ok ? null : down.error.code).toBe('must-rise');
  });

  it('2.3 a lone mover put where legal found his steps end plays as his steps taken one by one', () => {
    // The loop's matches (legal's offers, each lone mover's end handed to apply) against the same commands applied
    // afresh (none offered: every command checked, every step taken): the same events and the same last state.
    const seats = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'];
    let alone = 0;
    for (let i = 0; i < 16; i++) {
      const n = 2 + (i % 7);
      const bots = Object.fromEntries(seats.slice(0, n).map((s, k) => [s, k % 2 ? randomBot : brawlerBot]));
      const options = { gladiators: n, figures: i % 2 ? 'rolled' : 'equipped' };
      const r = playMatch(glory, { options, seed: `alone-${i}`, bots });
      if (!r.ok) throw new Error(r.error.message);
      let s = unwrap(glory.setup(glory.options.parse(options), `alone-${i}`));
      const events: GameEvent[] = [];
      for (const { seat, command } of r.value.commands) {
        if (!s.equipping && s.order[s.group]?.length === 1 && (command as GloryCommand).type !== 'stand') alone += 1;
        const a = unwrap(glory.apply(s, seat, structuredClone(command) as GloryCommand));
        events.push(...a.events);
        s = a.state;
      }
      expect(JSON.stringify(events)).toBe(JSON.stringify(r.value.events));
      expect(JSON.stringify(s)).toBe(JSON.stringify(r.value.state));
    }
    expect(alone).toBeGreaterThan(200);
  });
});
