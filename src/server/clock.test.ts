/**
 * Clocks: a seat whose time runs out has its game's default command played for it, and a restarted server
 * re-arms the clocks it finds in the store. The clocks are shortened so the tests stay quick.
 */
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { AnyGameModule } from '../core/protocol.js';
import { nextInt, seedRng } from '../core/rng.js';
import { gladiator } from '../games/gladiator/module.js';
import { timeoutCommand } from '../games/gladiator/timeout.js';
import type { GladiatorState } from '../games/gladiator/types.js';
import { Client, createMatch, type Running, startServer, storedCommands, tempDir } from './testkit.js';

/** GLADIATOR with its time-out default wired, as module.ts will have it. */
const wired: AnyGameModule = {
  ...gladiator,
  timeoutCommand: (s: GladiatorState, seat: string) => timeoutCommand(gladiator.legal(s, seat).commands),
};

const running: Running[] = [];
afterAll(async () => {
  for (const r of running) await r.app.close();
});

describe('clocks', () => {
  it('plays the default command for a seat whose reaction time runs out', async () => {
    const server = await startServer(join(tempDir(), 'ludus.sqlite'), {
      clockMs: { reaction: 150 },
      games: { gladiator: wired },
    });
    running.push(server);
    const started = Date.now();
    const { id, tokens } = await createMatch(server, {
      game: 'gladiator',
      seats: { a: { kind: 'here' }, b: { kind: 'bot', bot: 'brawler' } },
      seed: 'clock-1',
      clock: 'reaction',
    });
    const a = await Client.open(server.ws);
    a.send({ t: 'join', match: id, seat: 'a', token: tokens.a });
    const watcher = await Client.open(server.ws);
    watcher.send({ t: 'join', match: id });
    const first = await a.find('state');
    expect(first.deadline).toBeGreaterThanOrEqual(started + 150);
    expect(first.deadline).toBeLessThanOrEqual(started + 150 + 1000);
    expect(first.deadlines).toEqual({ a: first.deadline });

    // Seat a never answers: its turn plot, then its orders, are the defaults.
    const later = await a.find('state', (f) => (f.version ?? 0) >= 5);
    expect(Date.now() - started).toBeGreaterThanOrEqual(2 * 150);
    expect(later.version).toBeGreaterThanOrEqual(5);
    const log = await storedCommands(server, id);
    const mine = log.filter((c) => c.seat === 'a').map((c) => c.command as { type: string; order?: string });
    const allowance = (first.legal as { form: { allowance: number } }).form.allowance;
    expect(mine[0]).toEqual({ type: 'plot', moving: Array.from({ length: Math.min(8, allowance) }, (_, i) => i + 1) });
    for (const c of mine.slice(1))
      expect(c.type === 'order' ? ['S', 'KN'] : ['hold', 'allocate']).toContain(c.type === 'order' ? c.order : c.type);

    // Each time-out is told to everyone following the match, after the state that shows its default played.
    const told = await a.find('timed-out');
    expect(told.seat).toBe('a');
    const shown = a.frames.findIndex((f) => f.t === 'state' && f.version === told.version);
    expect(shown).toBeGreaterThanOrEqual(0);
    expect(shown).toBeLessThan(a.frames.indexOf(told));
    // The watcher joined at about the same time as a: under load it may have come in after that first time-out.
    const heard = await watcher.find('timed-out', (f) => f.version >= told.version);
    expect(await a.find('timed-out', (f) => f.version === heard.version)).toEqual(heard);
    // Only a has a clock (b is the server's bot): no notice is ever about b.
    expect(a.all('timed-out').every((f) => f.seat === 'a')).toBe(true);
    watcher.close();
    a.close();
  });

  it('re-arms a stored clock after a restart', async () => {
    const dbUrl = join(tempDir(), 'ludus.sqlite');
    const opts = { clockMs: { slow: 600 } };
    let server = await startServer(dbUrl, opts);
    const { id } = await createMatch(server, {
      game: 'gladiator',
      seats: { a: { kind: 'invite' }, b: { kind: 'bot', bot: 'brawler' } },
      seed: 'clock-2',
      clock: 'slow',
    });
    await server.app.matches.settled(id);
    const row = await server.app.store.db
      .selectFrom('matches')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const deadline = JSON.parse(row.deadlines).a as number;
    expect(row.version).toBe(1); // the bot's turn plot; a's is awaited
    await server.app.close();

    server = await startServer(dbUrl, opts);
    running.push(server);
    const watcher = await Client.open(server.ws);
    watcher.send({ t: 'join', match: id });
    const moved = await watcher.find('state', (f) => (f.version ?? 0) >= 2);
    expect(Date.now()).toBeGreaterThanOrEqual(deadline);
    const log = await storedCommands(server, id);
    // Without a default of the game's own, the first command it offers stands in.
    expect(log[1]).toMatchObject({ seat: 'a', command: { type: 'plot' } });
    // The plot resolved the turn plot step; a's next decision has a clock of its own.
    expect(moved.deadlines?.a).toBeGreaterThan(deadline);
    watcher.close();
  });
});

describe("GLADIATOR's time-out command", () => {
  it('is accepted in every step and is the default RULINGS names', () => {
    const rng = seedRng('timeout-check');
    const options = gladiator.options.parse({});
    let checked = 0;
    for (let m = 0; m < 12; m++) {
      const setup = gladiator.setup(options, `timeout-${m}`);
      if (!setup.ok) throw new Error(setup.error.message);
      let state = setup.value;
      for (let step = 0; step < 400 && !gladiator.outcome(state); step++) {
        const pending = gladiator.pending(state);
        const seat = pending[nextInt(rng, pending.length)] as string;
        const offered = gladiator.legal(state, seat).commands;
        const fallback = timeoutCommand(offered);
        const applied = gladiator.apply(state, seat, fallback);
        expect(applied.ok, `${state.step}: ${JSON.stringify(fallback)}`).toBe(true);
        checked += 1;
        switch (fallback.type) {
          case 'plot': {
            const k = Math.min(8, state.gladiators[seat]!.allowance);
            expect(fallback.moving).toEqual(Array.from({ length: k }, (_, i) => i + 1));
            break;
          }
          case 'hold':
            break;
          case 'order':
            // Only when holding is forbidden, and then the bare order the rules demand.
            expect(offered.some((c) => c.type === 'hold')).toBe(false);
            expect(['S', 'KN']).toContain(fallback.order);
            break;
          case 'allocate': {
            const combat = state.combat!;
            const available = combat.available[seat] ?? 0;
            expect(fallback.attacks).toEqual([]);
            const total = fallback.defence.reduce((t, x) => t + x, 0);
            expect(total).toBe(combat.attackOnly[seat] ? 0 : available);
            expect(Math.max(...fallback.defence) - Math.min(...fallback.defence)).toBeLessThanOrEqual(1);
            break;
          }
        }
        // Half the time the seat plays something else, so matches reach combat and its aftermath.
        const chosen = nextInt(rng, 2) === 0 ? fallback : offered[nextInt(rng, offered.length)];
        const next = gladiator.apply(state, seat, chosen!);
        if (!next.ok) throw new Error(next.error.message);
        state = next.value.state;
      }
    }
    expect(checked).toBeGreaterThan(500);
  });
});
