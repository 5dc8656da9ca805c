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
import { CLOCK_MS, type ClockedMatch, clockOf, lowOnTime, nextClocks } from './clocks.js';
import { seated } from './table.js';
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
  it('plays the default command for a seat whose reaction time runs out, and says so in the log', async () => {
    const server = await startServer(join(tempDir(), 'ludus.sqlite'), {
      clockMs: { reaction: 150 },
      games: { gladiator: wired },
    });
    running.push(server);
    const { id, tokens } = await createMatch(server, {
      game: 'gladiator',
      seats: { a: { kind: 'here' }, b: { kind: 'bot', bot: 'brawler' } },
      seed: 'clock-1',
      clock: 'reaction',
    });
    const watcher = await Client.open(server.ws);
    watcher.send({ t: 'join', match: id });
    const unjoined = await watcher.find('state');
    // Nobody holds seat a yet: no clock runs.
    expect(unjoined.deadlines).toEqual({});
    expect(unjoined.clock?.waiting).toEqual(['a']);
    const joinedAt = Date.now();
    const a = await Client.open(server.ws);
    a.send({ t: 'join', match: id, seat: 'a', token: tokens.a });
    const first = await a.find('state', (f) => typeof f.deadline === 'number');
    expect(first.clock?.waiting).toEqual([]);
    expect(first.deadline).toBeGreaterThanOrEqual(joinedAt + 150);
    expect(first.deadline).toBeLessThanOrEqual(joinedAt + 150 + 1000);
    expect(first.deadlines).toEqual({ a: first.deadline });

    // Seat a never answers: its turn plot, then its orders, are the defaults.
    const later = await a.find('state', (f) => (f.version ?? 0) >= 5);
    expect(Date.now() - joinedAt).toBeGreaterThanOrEqual(2 * 150);
    expect(later.version).toBeGreaterThanOrEqual(5);
    const log = await storedCommands(server, id);
    const defaults = log.filter((c) => c.seat === 'a');
    // Stored as defaults of the clock, so a replay and a restart tell them apart from a person's orders.
    for (const c of defaults) expect(c.command).toMatchObject({ $table: 'timeout' });
    const mine = defaults.map((c) => (c.command as { command: { type: string; order?: string } }).command);
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
    const heard = await watcher.find('timed-out', (f) => f.version >= told.version);
    expect(await a.find('timed-out', (f) => f.version === heard.version)).toEqual(heard);
    // Only a has a clock (b is the server's bot): no notice is ever about b.
    expect(a.all('timed-out').every((f) => f.seat === 'a')).toBe(true);
    watcher.close();
    a.close();

    // The log says so in words, naming the man and the rule, also when read again later (the events route).
    await server.app.matches.settled(id);
    const page = await server.app.matches.eventsPage(id, 'spectator', 0, 1000);
    const name = (first.view as { gladiators: Record<string, { name: string }> }).gladiators.a?.name;
    const notes = page?.events.map((e) => e.event as { type: string; text: string; rule?: string }) ?? [];
    const timeouts = notes.filter((e) => e.type === 'timeout');
    expect(timeouts.length).toBe(defaults.length);
    expect(timeouts[0]).toMatchObject({
      text: `Time ran out: the clock played the default for ${name}, 6.5`,
      rule: '6.5',
    });
  });

  it('plays nothing by default before every person has joined, even after a restart (the clock then starts)', async () => {
    const dbUrl = join(tempDir(), 'ludus.sqlite');
    const opts = { clockMs: { slow: 600 } };
    let server = await startServer(dbUrl, opts);
    const { id, tokens } = await createMatch(server, {
      game: 'gladiator',
      seats: { a: { kind: 'invite' }, b: { kind: 'bot', bot: 'brawler' } },
      seed: 'clock-2',
      clock: 'slow',
    });
    await server.app.matches.settled(id);
    const stored = () =>
      server.app.store.db.selectFrom('matches').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect((await stored()).version).toBe(1); // the bot's turn plot; a's is awaited
    expect(JSON.parse((await stored()).deadlines)).toEqual({});
    await server.app.close();

    server = await startServer(dbUrl, opts);
    running.push(server);
    const watcher = await Client.open(server.ws);
    watcher.send({ t: 'join', match: id });
    await watcher.find('state');
    // Three clocks' worth of time and a sweep: nothing was played for the friend who has not come.
    await new Promise((resolve) => setTimeout(resolve, 3 * 600));
    await server.app.matches.sweep();
    expect((await stored()).version).toBe(1);
    expect(watcher.latest('spectator')?.clock?.waiting).toEqual(['a']);

    const a = await Client.open(server.ws);
    const joinedAt = Date.now();
    a.send({ t: 'join', match: id, seat: 'a', token: tokens.a });
    const running1 = await a.find('state', (f) => typeof f.deadline === 'number');
    expect(running1.deadline).toBeGreaterThanOrEqual(joinedAt + 600);
    // The started clock is stored: a restart now keeps it.
    expect(JSON.parse((await stored()).deadlines)).toEqual({ a: running1.deadline });
    a.close();
    const moved = await watcher.find('state', (f) => (f.version ?? 0) >= 2);
    expect(Date.now()).toBeGreaterThanOrEqual(running1.deadline as number);
    const log = await storedCommands(server, id);
    // Without a default of the game's own, the first command it offers stands in.
    expect(log[1]).toMatchObject({ seat: 'a', command: { $table: 'timeout', command: { type: 'plot' } } });
    expect(moved.deadlines?.a).toBeGreaterThan(running1.deadline as number);
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

describe('the time bank (Fischer) and the daily clock', () => {
  const table = seated(gladiator);
  const start = (): unknown => {
    const r = table.setup(gladiator.options.parse({}), 'bank-1');
    if (!r.ok) throw new Error(r.error.message);
    return r.value;
  };
  const play = (state: unknown, seat: string): unknown => {
    const r = table.apply(state, seat, table.legal(state, seat).commands[0]);
    if (!r.ok) throw new Error(r.error.message);
    return r.value.state;
  };
  const people = { a: { kind: 'here' }, b: { kind: 'invite' } };
  const bank = { startMs: 60_000, incrementMs: 5000 };

  it('spends only the time a seat takes, gives the increment after each of its decisions, and waits for the join', () => {
    const m: ClockedMatch = {
      clock: 'bank',
      clockState: { bank, waiting: ['b'] },
      mod: table,
      state: start(),
      seats: people,
      deadlines: {},
    };
    expect(nextClocks(m, [], null, CLOCK_MS, 1000)).toEqual({ deadlines: {}, banks: {} });
    m.clockState = { bank, banks: {} };
    const t0 = nextClocks(m, [], null, CLOCK_MS, 1000);
    expect(t0.deadlines).toEqual({ a: 61_000, b: 61_000 });

    // a plots after 10 s: 50 s left plus 5; b's clock runs on.
    const afterA = play(m.state, 'a');
    const t1 = nextClocks(
      { ...m, state: afterA, deadlines: t0.deadlines, clockState: { bank, banks: t0.banks } },
      ['a', 'b'],
      'a',
      CLOCK_MS,
      11_000,
    );
    expect(t1).toEqual({ deadlines: { b: 61_000 }, banks: { a: 55_000 } });

    // b plots after 30 s: both are asked for their orders, each clock starting from what is in his bank.
    const afterB = play(afterA, 'b');
    expect(table.pending(afterB)).toEqual(['a', 'b']);
    const t2 = nextClocks(
      { ...m, state: afterB, deadlines: t1.deadlines, clockState: { bank, banks: t1.banks } },
      ['b'],
      'b',
      CLOCK_MS,
      31_000,
    );
    expect(t2).toEqual({ deadlines: { a: 31_000 + 55_000, b: 31_000 + 35_000 }, banks: { a: 55_000, b: 35_000 } });

    // A table action (an offer, a resignation) is no decision: no clock stops or restarts for it.
    const t3 = nextClocks(
      { ...m, state: afterB, deadlines: t2.deadlines, clockState: { bank, banks: t2.banks } },
      ['a', 'b'],
      null,
      CLOCK_MS,
      40_000,
    );
    expect(t3.deadlines).toEqual(t2.deadlines);
  });

  it('after a bank runs out, the clock plays the default and the seat has the increment alone', () => {
    const m: ClockedMatch = {
      clock: 'bank',
      clockState: { bank, banks: { a: 55_000 } },
      mod: table,
      state: start(),
      seats: people,
      deadlines: { a: 10_000, b: 20_000 },
    };
    const afterA = play(m.state, 'a');
    const afterB = play(afterA, 'b');
    // a's default was played as its deadline passed; b then decided at once.
    const t1 = nextClocks({ ...m, state: afterA }, ['a', 'b'], 'a', CLOCK_MS, 10_000);
    expect(t1.banks?.a).toBe(5000);
    const t2 = nextClocks(
      { ...m, state: afterB, deadlines: t1.deadlines, clockState: { bank, banks: t1.banks } },
      ['b'],
      'b',
      CLOCK_MS,
      10_000,
    );
    expect(t2.deadlines.a).toBe(15_000);
  });

  it('reminds a seat whose daily clock has less than a sixth of its time left', () => {
    const day = 24 * 3600 * 1000;
    const m = {
      clock: 'daily' as const,
      clockState: { decisionMs: day },
      deadlines: { a: 3 * 3600 * 1000, b: 5 * 3600 * 1000 },
    };
    expect(lowOnTime(m, CLOCK_MS, 0)).toEqual(['a']);
    expect(clockOf({ kind: 'daily', hours: 24 }, CLOCK_MS)).toEqual({ mode: 'daily', state: { decisionMs: day } });
    expect(clockOf({ kind: 'bank', minutes: 10, increment: 10 }, CLOCK_MS)).toEqual({
      mode: 'bank',
      state: { bank: { startMs: 600_000, incrementMs: 10_000 } },
    });
  });

  it('keeps each seat its bank across a restart', async () => {
    const dbUrl = join(tempDir(), 'ludus.sqlite');
    let server = await startServer(dbUrl);
    const { id, tokens } = await createMatch(server, {
      game: 'gladiator',
      seats: { a: { kind: 'here' }, b: { kind: 'bot', bot: 'brawler' } },
      seed: 'bank-restart',
      clock: { kind: 'bank', minutes: 10, increment: 10 },
    });
    const a = await Client.open(server.ws);
    a.send({ t: 'join', match: id, seat: 'a', token: tokens.a });
    const first = await a.find('state', (f) => typeof f.deadline === 'number');
    const legal = first.legal as { commands: unknown[] };
    const started = Date.now();
    a.send({ t: 'command', id: 'c1', seat: 'a', version: first.version, command: legal.commands[0] });
    await a.find('ack');
    const spent = Date.now() - started;
    a.close();
    await server.app.matches.settled(id);
    const row = await server.app.store.db
      .selectFrom('matches')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const banks = JSON.parse(row.clock_state).banks as Record<string, number>;
    // Ten minutes, less what the plot took (and the moment the join took to start the clock), plus ten seconds.
    expect(banks.a).toBeLessThanOrEqual(610_000);
    expect(banks.a).toBeGreaterThanOrEqual(610_000 - spent - 1000);
    await server.app.close();

    server = await startServer(dbUrl);
    running.push(server);
    const again = await Client.open(server.ws);
    again.send({ t: 'join', match: id, seat: 'a', token: tokens.a });
    const back = await again.find('state');
    expect(back.clock?.banks).toEqual(banks);
    // a's next decision runs from his bank.
    expect(back.deadline).toBe(JSON.parse(row.deadlines).a);
    again.close();
  });

  it('are offered to the lobby as JSON Schema, every choice and setting described in words', async () => {
    const server = await startServer(join(tempDir(), 'ludus.sqlite'));
    running.push(server);
    const info = (await (await fetch(`${server.http}/api/games`)).json()) as {
      clock: {
        anyOf: { const?: string; properties?: Record<string, { description?: string }>; description?: string }[];
      };
    };
    const choices = info.clock.anyOf;
    expect(choices.map((c) => c.const ?? (c.properties?.kind as { const?: string })?.const)).toEqual([
      'off',
      'reaction',
      'slow',
      'bank',
      'daily',
    ]);
    for (const c of choices) {
      expect(c.description).toMatch(/^[A-Z][a-z]* .{10,}/);
      for (const [field, p] of Object.entries(c.properties ?? {}))
        if (field !== 'kind') expect(p.description, field).toMatch(/\w+ \w+/);
    }
  });

  it('gives a daily clock its hours a decision, and lists the seats low on time with the match', async () => {
    const server = await startServer(join(tempDir(), 'ludus.sqlite'), { clockMs: { second: 0.05 } });
    running.push(server);
    // A day is 4.32 s here: a reminder in its last 0.72 s.
    const { id, tokens } = await createMatch(server, {
      game: 'gladiator',
      seats: { a: { kind: 'here' }, b: { kind: 'bot', bot: 'brawler' } },
      clock: { kind: 'daily', hours: 24 },
    });
    const a = await Client.open(server.ws);
    const joined = Date.now();
    a.send({ t: 'join', match: id, seat: 'a', token: tokens.a });
    const first = await a.find('state', (f) => typeof f.deadline === 'number');
    expect(first.clock).toEqual({ mode: 'daily', waiting: [], low: [], lowFrom: { a: (first.deadline ?? 0) - 720 } });
    expect(first.deadline).toBeGreaterThanOrEqual(joined + 4320);
    expect(first.deadline).toBeLessThanOrEqual(Date.now() + 4320);
    const [listed] = await server.app.matches.lookup([tokens.a as string]);
    expect(listed).toMatchObject({ id, lowOnTime: [], rematch: null });
    a.close();
  });
});
