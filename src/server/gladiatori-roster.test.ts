/**
 * Gladiatori characters kept on the server (15), on a real SQLite file and a real PostgreSQL database: a character
 * saved by an account fights two matches and his record carries over; a dead one is refused by name and section;
 * a bad sheet is refused naming its field and section; two matches asked for at once with one character make one
 * match, the store checking him in the transaction that stores it; a restart, or a sweep of a store whose end was
 * never recorded, counts each game once.
 */
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import type { Legal } from '../core/protocol.js';
import { seedRng } from '../core/rng.js';
import type { Bot } from '../core/runner.js';
import { newRecord, recordGame } from '../games/gladiatori/campaign.js';
import type { CharacterSheet } from '../games/gladiatori/character.js';
import { PREMADE } from '../games/gladiatori/premade.js';
import { BOTS } from '../games/registry.js';
import { FAST, waitFor } from './campaign-kit.js';
import { openStore } from './db.js';
import { conflictError, type RosterConflict, type SavedCharacter } from './gladiatori-roster.js';
import type { MatchService } from './service.js';
import { DIALECTS, dropTestDatabases, freshDb } from './testdb.js';
import { Client, killedAfterItsLine, type Running, startServer } from './testkit.js';
import type { ApiError, MatchCreated, Rematch } from './wire.js';

const running: Running[] = [];
const start = async (url: string): Promise<Running> => {
  const run = await startServer(url, { limits: FAST });
  running.push(run);
  return run;
};
// Dropping the file's 14 PostgreSQL databases takes longer than the default 10 s on a busy machine.
afterAll(async () => {
  for (const r of running) await r.app.close();
  await dropTestDatabases();
}, 60_000);

async function call(run: Running, method: string, path: string, body?: unknown, cookie?: string) {
  const res = await fetch(`${run.http}${path}`, {
    method,
    headers: { ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...(cookie ? { cookie } : {}) },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  return { status: res.status, body: (await res.json()) as unknown, headers: res.headers };
}

/** A new account, signed in: its session cookie. */
async function signUp(run: Running, name: string): Promise<string> {
  const made = await call(run, 'POST', '/api/accounts', { name, password: 'correct horse' });
  expect(made.status).toBe(201);
  const set = made.headers.getSetCookie().find((c) => c.startsWith('ludus_session=')) as string;
  return set.split(';')[0] as string;
}

const mine = async (run: Running, cookie: string) =>
  (await call(run, 'GET', '/api/gladiatori/characters', undefined, cookie)).body as SavedCharacter[];

/** A duel: seat a is the caller's saved character, seat b the veteran bot with the pre-made Mirmillo. */
const duel = (id: string, seed: string) => ({
  game: 'gladiatori',
  seed,
  options: { characters: ['thraex', 'mirmillo'] },
  seats: { a: { kind: 'here' }, b: { kind: 'bot', bot: 'veteran' } },
  roster: { a: id },
});

/** Plays `seat` with the veteran bot's choices, as the person holding `token` would, to the end of the match. */
async function playOut(service: MatchService, id: string, seat: string, token: string, seed: string) {
  const bot = BOTS.gladiatori?.veteran as Bot;
  const rng = seedRng(seed);
  for (let i = 0; i < 20_000 && !service.stateFor(id, seat, 0).outcome; i++) {
    const now = service.stateFor(id, seat, service.lastEvent(id));
    if (!now.pending.includes(seat)) {
      await service.settled(id);
      await new Promise((resolve) => setTimeout(resolve, 1));
      continue;
    }
    const r = await service.submit(
      id,
      seat,
      token,
      bot.choose(now.view, now.legal as Legal<unknown>, rng),
      now.version ?? 0,
    );
    if (!r.ok) throw new Error(`${id}: ${r.error.message}`);
  }
  await service.settled(id);
  if (!(await service.summary(id))?.outcome) throw new Error(`${id} did not end`);
}

async function fight(run: Running, cookie: string, character: string, seed: string): Promise<string> {
  const made = await call(run, 'POST', '/api/matches', duel(character, seed), cookie);
  expect(made.status).toBe(201);
  const { id, tokens } = made.body as MatchCreated;
  const found = await run.app.matches.prepare(id);
  if (!found.ok) throw new Error(found.error.message);
  await playOut(run.app.matches, id, 'a', tokens.a as string, seed);
  return id;
}

/** Seat `seat` of `match` resigns through its connection, as its person would. */
async function resign(run: Running, match: string, seat: string, token: string): Promise<void> {
  const c = await Client.open(run.ws);
  c.send({ t: 'join', match, seat, token });
  await c.find('state');
  c.send({ t: 'table', id: 'r1', seat, action: 'resign' });
  await c.find('ack', (f) => f.id === 'r1');
  c.close();
}

/**
 * The saved character `id` dead in the store: his record as one lost versus game that killed him, with `vp` victory
 * points and `hp` hit points at the end, would leave it (campaign.ts).
 */
async function killSaved(
  run: Running,
  id: string,
  sheet: CharacterSheet,
  end: { vp: number; hp: number },
): Promise<void> {
  const died = recordGame(newRecord(sheet), { match: 1, mode: 'versus', won: false, killed: true, ...end });
  if (!died.ok) throw new Error(died.error.message);
  await run.app.store.db
    .updateTable('gladiatori_characters')
    .set({ record: JSON.stringify({ lines: died.value.lines, games: died.value.games }) })
    .where('id', '=', id)
    .execute();
}

/** A match made by the signed-in caller with seat b invited, which b's person resigns at once. */
async function resigned(run: Running, cookie: string, req: object) {
  const created = await call(
    run,
    'POST',
    '/api/matches',
    { ...req, seats: { a: { kind: 'here' }, b: { kind: 'invite' } } },
    cookie,
  );
  expect(created.status).toBe(201);
  const { id: match, tokens } = created.body as MatchCreated;
  await resign(run, match, 'b', tokens.b as string);
  await waitFor(async () => (await run.app.matches.summary(match))?.status === 'finished');
  return { match, tokens };
}

/** A seat's request to play the finished match again. */
async function rematch(run: Running, match: string, seat: string, token: string) {
  const res = await fetch(`${run.http}/api/matches/${match}/seats/${seat}/rematch`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
  });
  return { status: res.status, body: (await res.json()) as unknown };
}

const entriesOf = (run: Running, match: string) =>
  run.app.store.db
    .selectFrom('gladiatori_entries')
    .select(['seat', 'character_id', 'applied'])
    .where('match_id', '=', match)
    .execute();

describe.each(DIALECTS)('Gladiatori characters on %s', (dialect) => {
  it('§15 a saved character fights two matches; his record carries over; a restart counts neither twice', async () => {
    const url = await freshDb(dialect);
    const run = await start(url);
    const cookie = await signUp(run, 'Felix');
    const made = await call(run, 'POST', '/api/gladiatori/characters', { sheet: PREMADE.thraex.sheet }, cookie);
    expect(made.status).toBe(201);
    const id = (made.body as SavedCharacter).id;
    expect((made.body as SavedCharacter).words).toBe(
      '0 games, 0 wins, 0 VP in all, 0 experience, 55 coins for his next creation; fit to fight',
    );

    const first = await fight(run, cookie, id, 'roster-1');
    const after1 = (await mine(run, cookie))[0] as SavedCharacter;
    const end1 = (await run.app.matches.summary(first))?.outcome as { winners: string[] };
    expect(after1.games).toHaveLength(1);
    expect(after1.games[0]).toMatchObject({ match: 1, id: first, won: end1.winners.includes('a') });
    expect(after1.fighting).toBeNull();
    expect(await entriesOf(run, first)).toEqual([{ seat: 'a', character_id: id, applied: 1 }]);
    // The experience ledger is the record's own: each line names its section, and the total is their sum.
    expect(after1.experience.every((l) => l.rule === '15.1')).toBe(true);
    expect(after1.totals.experience).toBe(after1.experience.reduce((t, l) => t + l.amount, 0));

    // A restart on the same store: the game is still counted once, and the sweeps find nothing left to record.
    await run.app.close();
    const again = await start(url);
    await again.app.matches.sweep();
    const kept = (await mine(again, cookie))[0] as SavedCharacter;
    expect(kept.games).toEqual(after1.games);

    if (kept.totals.fate === 'dead') throw new Error('seed roster-1 killed the Thraex for good: pick another seed');
    const second = await fight(again, cookie, id, 'roster-2');
    const after2 = (await mine(again, cookie))[0] as SavedCharacter;
    expect(after2.games.map((g) => [g.match, g.id])).toEqual([
      [1, first],
      [2, second],
    ]);
    expect(after2.totals.games).toBe(2);
    expect(after2.totals.wins).toBe(after2.games.filter((g) => g.won).length);
    expect(after2.totals.vp).toBe((after2.games[0]?.vp ?? 0) + (after2.games[1]?.vp ?? 0));
    expect(after2.totals.experience).toBe(after2.experience.reduce((t, l) => t + l.amount, 0));
    expect(after2.experience.length).toBeGreaterThanOrEqual(after1.experience.length);
    expect(after2.experience.slice(0, after1.experience.length)).toEqual(after1.experience);
    expect(after2.words).toMatch(/^2 games, /);
  });

  it('§15.3 a dead character is refused for a new match, naming the seat and the section', async () => {
    const run = await start(await freshDb(dialect));
    const cookie = await signUp(run, 'Lucia');
    const made = await call(run, 'POST', '/api/gladiatori/characters', { sheet: PREMADE.secutor.sheet }, cookie);
    const id = (made.body as SavedCharacter).id;
    await killSaved(run, id, PREMADE.secutor.sheet, { vp: 4, hp: -6 });
    const listed = (await mine(run, cookie))[0] as SavedCharacter;
    expect(listed.totals.fate).toBe('dead');
    expect(listed.words).toMatch(/dead: his campaign is over$/);
    const refused = await call(run, 'POST', '/api/matches', duel(id, 'dead'), cookie);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'character-dead', field: 'roster.a' });
    expect((refused.body as ApiError).message).toMatch(/^15\.3: Secutor died/);
    // Nor may he be built anew.
    const rebuilt = await call(
      run,
      'POST',
      `/api/gladiatori/characters/${id}/sheet`,
      { sheet: PREMADE.secutor.sheet },
      cookie,
    );
    expect(rebuilt).toMatchObject({ status: 409, body: { code: 'character-dead' } });
    // No match was stored for him.
    expect(await run.app.store.db.selectFrom('gladiatori_entries').selectAll().execute()).toEqual([]);
  });

  it('§15 two matches asked for at once with the same character: one is made, the other refused by rule and seat', async () => {
    const run = await start(await freshDb(dialect));
    const cookie = await signUp(run, 'Decimus');
    // A few rounds, each with a new character, so that the two requests meet between check and store at least once.
    for (const round of [1, 2, 3]) {
      const made = await call(run, 'POST', '/api/gladiatori/characters', { sheet: PREMADE.thraex.sheet }, cookie);
      const id = (made.body as SavedCharacter).id;
      const [one, two] = await Promise.all([
        call(run, 'POST', '/api/matches', duel(id, `twice-${round}-1`), cookie),
        call(run, 'POST', '/api/matches', duel(id, `twice-${round}-2`), cookie),
      ]);
      expect([one.status, two.status].sort()).toEqual([201, 409]);
      const [made1, refused] = one.status === 201 ? [one, two] : [two, one];
      const match = (made1.body as MatchCreated).id;
      expect(refused.body).toMatchObject({ code: 'character-fighting', field: 'roster.a' });
      expect((refused.body as ApiError).message).toBe(
        `15: Thraex is fighting in match ${match}; he is free again when it ends`,
      );
      // One entry for him, the made match's; the refused request stored no match.
      const entries = await run.app.store.db
        .selectFrom('gladiatori_entries')
        .select(['match_id', 'seat'])
        .where('character_id', '=', id)
        .execute();
      expect(entries).toEqual([{ match_id: match, seat: 'a' }]);
    }
    const matches = await run.app.store.db.selectFrom('matches').select('id').execute();
    expect(matches).toHaveLength(3);
  });

  it('§15 the store checks the claims in the transaction that stores the match: a stale or busy one stores nothing', async () => {
    const run = await start(await freshDb(dialect));
    const cookie = await signUp(run, 'Sextus');
    const character = async () =>
      (await call(run, 'POST', '/api/gladiatori/characters', { sheet: PREMADE.mirmillo.sheet }, cookie))
        .body as SavedCharacter;
    const busy = await character();
    const created = await call(run, 'POST', '/api/matches', duel(busy.id, 'claims'), cookie);
    expect(created.status).toBe(201);
    const fighting = (created.body as MatchCreated).id;
    const db = run.app.store.db;
    const row = await db.selectFrom('matches').selectAll().where('id', '=', fighting).executeTakeFirstOrThrow();
    const storedAs = async (id: string) => ({
      match: (await db.selectFrom('matches').select('id').where('id', '=', id).execute()).length,
      entries: (await entriesOf(run, id)).length,
    });

    const second = { seat: 'a', character_id: busy.id, name: 'Mirmillo', version: 0 };
    const taken = await run.app.store.insertMatch({ ...row, id: 'claims-busy' }, [], [second]);
    expect(taken).toEqual({ claim: second, fighting });
    expect(conflictError(taken as RosterConflict)).toEqual({
      code: 'character-fighting',
      message: `15: Mirmillo is fighting in match ${fighting}; he is free again when it ends`,
      field: 'roster.a',
    });
    expect(await storedAs('claims-busy')).toEqual({ match: 0, entries: 0 });

    // Checked at version 0, but his row moved on (a game recorded, his sheet built anew) before the match was stored.
    const free = await character();
    await db.updateTable('gladiatori_characters').set({ version: 1 }).where('id', '=', free.id).execute();
    const stale = { seat: 'b', character_id: free.id, name: 'Mirmillo', version: 0 };
    const changed = await run.app.store.insertMatch({ ...row, id: 'claims-stale' }, [], [stale]);
    expect(changed).toEqual({ claim: stale, fighting: null });
    expect(conflictError(changed as RosterConflict)).toMatchObject({ code: 'character-changed', field: 'roster.b' });
    expect((conflictError(changed as RosterConflict) as ApiError).message).toMatch(/^15: Mirmillo changed /);
    expect(await storedAs('claims-stale')).toEqual({ match: 0, entries: 0 });

    // At his version and free: the match and his entry are stored, and his row is as it was.
    const fresh = { ...stale, version: 1 };
    expect(await run.app.store.insertMatch({ ...row, id: 'claims-fresh' }, [], [fresh])).toBeNull();
    expect(await storedAs('claims-fresh')).toEqual({ match: 1, entries: 1 });
    expect(((await mine(run, cookie)).find((c) => c.id === free.id) as SavedCharacter).fighting).toBe('claims-fresh');
  });

  it('§16 bad sheets and other accounts’ characters are refused by field and section; nothing stored is lost', async () => {
    const run = await start(await freshDb(dialect));
    const felix = await signUp(run, 'Felix');
    const lucia = await signUp(run, 'Lucia');
    const over = { ...PREMADE.thraex.sheet, skills: { ...PREMADE.thraex.sheet.skills, offense: 12 } };
    const bad = await call(run, 'POST', '/api/gladiatori/characters', { sheet: over }, felix);
    expect(bad.status).toBe(400);
    expect((bad.body as ApiError).message).toMatch(/^16/);
    const shape = await call(
      run,
      'POST',
      '/api/gladiatori/characters',
      { sheet: { ...PREMADE.thraex.sheet, skills: 3 } },
      felix,
    );
    expect(shape).toMatchObject({ status: 400, body: { code: 'bad-sheet', field: 'sheet.skills' } });
    const rich = await call(
      run,
      'POST',
      '/api/gladiatori/characters',
      { sheet: { ...PREMADE.thraex.sheet, coins: 60 } },
      felix,
    );
    expect(rich).toMatchObject({ status: 400, body: { code: 'too-many-coins', field: 'sheet.coins' } });
    expect((rich.body as ApiError).message).toMatch(/^15\.4: /);
    expect(await call(run, 'GET', '/api/gladiatori/characters')).toMatchObject({
      status: 401,
      body: { code: 'not-signed-in' },
    });

    const kept = await call(run, 'POST', '/api/gladiatori/characters', { sheet: PREMADE.thraex.sheet }, felix);
    const id = (kept.body as SavedCharacter).id;
    expect(await mine(run, lucia)).toEqual([]);
    const stolen = await call(run, 'POST', '/api/matches', duel(id, 'x'), lucia);
    expect(stolen).toMatchObject({ status: 404, body: { code: 'unknown-character', field: 'roster.a' } });
    const anonymous = await call(run, 'POST', '/api/matches', duel(id, 'x'));
    expect(anonymous).toMatchObject({ status: 401, body: { code: 'not-signed-in', field: 'roster' } });
    const botSeat = await call(run, 'POST', '/api/matches', { ...duel(id, 'x'), roster: { b: id } }, felix);
    expect(botSeat).toMatchObject({ status: 400, body: { code: 'not-your-seat', field: 'roster.b' } });
    const renamed = await call(
      run,
      'POST',
      `/api/gladiatori/characters/${id}/sheet`,
      { sheet: { ...PREMADE.thraex.sheet, name: 'Other' } },
      felix,
    );
    expect(renamed).toMatchObject({ status: 400, body: { code: 'renamed', field: 'sheet.name' } });
    // Every refusal left Felix's one character as he was.
    const after = await mine(run, felix);
    expect(after.map((c) => [c.id, c.sheet])).toEqual([[id, PREMADE.thraex.sheet]]);
  });

  it('§15 a finished match whose end never reached its character is recorded by the sweep, once', async () => {
    const url = await freshDb(dialect);
    const run = await start(url);
    const cookie = await signUp(run, 'Marcus');
    const made = await call(run, 'POST', '/api/gladiatori/characters', { sheet: PREMADE.mirmillo.sheet }, cookie);
    const id = (made.body as SavedCharacter).id;
    const match = await fight(run, cookie, id, 'roster-3');
    const recorded = (await mine(run, cookie))[0] as SavedCharacter;
    await run.app.close();
    // As a store written another way would hold it: the match finished, its entry waiting, the record without it.
    const raw = await openStore(url);
    await raw.db.updateTable('gladiatori_entries').set({ applied: 0 }).where('match_id', '=', match).execute();
    await raw.db
      .updateTable('gladiatori_characters')
      .set({ record: JSON.stringify({ lines: [], games: [] }) })
      .where('id', '=', id)
      .execute();
    await raw.close();
    // Two servers on the same store sweep it: the game is recorded once, as the match's own end had recorded it.
    const one = await start(url);
    const two = await start(url);
    await Promise.all([one.app.matches.sweep(), two.app.matches.sweep()]);
    await waitFor(async () => ((await mine(one, cookie))[0] as SavedCharacter).games.length > 0);
    await Promise.all([one.app.matches.sweep(), two.app.matches.sweep()]);
    const healed = (await mine(one, cookie))[0] as SavedCharacter;
    expect(healed.games).toEqual(recorded.games);
    expect(healed.experience).toEqual(recorded.experience);
    expect(await entriesOf(one, match)).toEqual([{ seat: 'a', character_id: id, applied: 1 }]);
  });

  it('§15 a match the table ends (the foe resigns) is recorded with that end', async () => {
    const run = await start(await freshDb(dialect));
    const cookie = await signUp(run, 'Gaius');
    const made = await call(run, 'POST', '/api/gladiatori/characters', { sheet: PREMADE.retiarius.sheet }, cookie);
    const id = (made.body as SavedCharacter).id;
    const created = await call(
      run,
      'POST',
      '/api/matches',
      { ...duel(id, 'resign'), seats: { a: { kind: 'here' }, b: { kind: 'invite' } } },
      cookie,
    );
    expect(created.status).toBe(201);
    const { id: match, tokens } = created.body as MatchCreated;
    const b = await Client.open(run.ws);
    b.send({ t: 'join', match, seat: 'b', token: tokens.b });
    await b.find('state');
    b.send({ t: 'table', id: 'r1', seat: 'b', action: 'resign' });
    await b.find('ack', (f) => f.id === 'r1');
    b.close();
    await waitFor(async () => ((await mine(run, cookie))[0] as SavedCharacter).games.length === 1);
    const after = (await mine(run, cookie))[0] as SavedCharacter;
    expect(after.games[0]).toMatchObject({ id: match, won: true, fate: 'fit' });
    expect(after.totals.wins).toBe(1);
    // 10 VP at the start and nothing more: 1 experience, and 1 for the victory.
    expect(after.totals.experience).toBe(2);
  });

  it('§15 a rematch fields the saved character again, at his person’s new seat with his items; its end is recorded', async () => {
    const run = await start(await freshDb(dialect));
    const cookie = await signUp(run, 'Tiro');
    const made = await call(run, 'POST', '/api/gladiatori/characters', { sheet: PREMADE.retiarius.sheet }, cookie);
    const id = (made.body as SavedCharacter).id;
    // Seat a: the saved Retiarius with his trident and net (9.1); seat b: a friend's pre-made Mirmillo.
    const first = await resigned(run, cookie, {
      ...duel(id, 'rematch-1'),
      options: { characters: ['thraex', 'mirmillo'], items: [['trident-3-1', 'net-0-1'], null] },
    });
    await waitFor(async () => ((await mine(run, cookie))[0] as SavedCharacter).games.length === 1);

    // Tiro asks first: he moves to seat b, and so does his character, with the sheet and items he fought with.
    const asked = await rematch(run, first.match, 'a', first.tokens.a as string);
    expect(asked).toMatchObject({ status: 201, body: { seat: 'b' } });
    const second = (asked.body as Rematch).id;
    expect(await entriesOf(run, second)).toEqual([{ seat: 'b', character_id: id, applied: 0 }]);
    const options = JSON.parse(
      (
        await run.app.store.db
          .selectFrom('matches')
          .select('options')
          .where('id', '=', second)
          .executeTakeFirstOrThrow()
      ).options,
    ) as { characters: unknown[]; items: unknown[] };
    expect(options.characters).toEqual(['mirmillo', PREMADE.retiarius.sheet]);
    expect(options.items).toEqual([null, ['trident-3-1', 'net-0-1']]);
    expect(((await mine(run, cookie))[0] as SavedCharacter).fighting).toBe(second);
    // The friend takes seat a of the rematch and resigns it: the character's second game is this one, won.
    const friend = await rematch(run, first.match, 'b', first.tokens.b as string);
    expect(friend).toMatchObject({ status: 201, body: { id: second, seat: 'a' } });
    await resign(run, second, 'a', (friend.body as Rematch).token);
    await waitFor(async () => ((await mine(run, cookie))[0] as SavedCharacter).games.length === 2);
    const after = (await mine(run, cookie))[0] as SavedCharacter;
    expect(after.games.map((g) => [g.match, g.id, g.won])).toEqual([
      [1, first.match, true],
      [2, second, true],
    ]);
    expect(await entriesOf(run, second)).toEqual([{ seat: 'b', character_id: id, applied: 1 }]);

    // The same checks as a new match's: while he fights another match, no rematch of the second is made...
    const third = await call(
      run,
      'POST',
      '/api/matches',
      { ...duel(id, 'rematch-3'), seats: { a: { kind: 'here' }, b: { kind: 'invite' } } },
      cookie,
    );
    expect(third.status).toBe(201);
    const tiro = (friend.body as Rematch).token;
    const busy = await rematch(run, second, 'a', tiro);
    expect(busy).toMatchObject({ status: 409, body: { code: 'character-fighting', field: 'roster.a' } });
    expect((busy.body as ApiError).message).toMatch(/^15: Retiarius is fighting in match /);
    const thirdMatch = third.body as MatchCreated;
    await resign(run, thirdMatch.id, 'b', thirdMatch.tokens.b as string);
    await waitFor(async () => ((await mine(run, cookie))[0] as SavedCharacter).fighting === null);
    // ...and once he is dead, none either; no rematch is stored.
    await killSaved(run, id, PREMADE.retiarius.sheet, { vp: 2, hp: -7 });
    const dead = await rematch(run, second, 'a', tiro);
    expect(dead).toMatchObject({ status: 409, body: { code: 'character-dead', field: 'roster.a' } });
    expect((dead.body as ApiError).message).toMatch(/^15\.3: Retiarius died/);
    const row = await run.app.store.db
      .selectFrom('matches')
      .select('rematch')
      .where('id', '=', second)
      .executeTakeFirstOrThrow();
    expect(row.rematch).toBeNull();
  });

  it('a rematch of a match with no saved character keeps its options as they were', async () => {
    const run = await start(await freshDb(dialect));
    const cookie = await signUp(run, 'Quintus');
    const { roster: _, ...plain } = duel('none', 'rematch-plain');
    const options = { characters: ['thraex', 'mirmillo'], items: [['sword-3-0', 'shield-2-3'], null] };
    const first = await resigned(run, cookie, { ...plain, options });
    const asked = await rematch(run, first.match, 'a', first.tokens.a as string);
    expect(asked.status).toBe(201);
    const second = (asked.body as Rematch).id;
    const stored = await run.app.store.db
      .selectFrom('matches')
      .select(['options'])
      .where('id', 'in', [first.match, second])
      .execute();
    expect(stored[0]?.options).toBe(stored[1]?.options);
    expect(await entriesOf(run, second)).toEqual([]);
  });

  it('migration 009 adds the roster to a store of 008 and keeps what it held', async () => {
    const url = await freshDb(dialect);
    const run = await start(url);
    const cookie = await signUp(run, 'Titus');
    const made = await call(
      run,
      'POST',
      '/api/matches',
      {
        game: 'gladiatori',
        options: {},
        seats: { a: { kind: 'here' }, b: { kind: 'bot', bot: 'random' } },
      },
      cookie,
    );
    expect(made.status).toBe(201);
    await run.app.close();
    // Back to the schema of 008, with its rows.
    const old = await openStore(url);
    await old.db.schema.dropTable('gladiatori_entries').execute();
    await old.db.schema.dropTable('gladiatori_characters').execute();
    await old.db.deleteFrom('migrations').where('id', '=', '009-gladiatori-roster').execute();
    const before = {
      matches: await old.db.selectFrom('matches').selectAll().orderBy('id').execute(),
      accounts: await old.db.selectFrom('accounts').selectAll().execute(),
      commands: await old.db.selectFrom('commands').selectAll().orderBy('match_id').orderBy('n').execute(),
    };
    await old.close();
    const again = await start(url);
    const db = again.app.store.db;
    expect(await db.selectFrom('matches').selectAll().orderBy('id').execute()).toEqual(before.matches);
    expect(await db.selectFrom('accounts').selectAll().execute()).toEqual(before.accounts);
    expect(
      (await db.selectFrom('commands').selectAll().orderBy('match_id').orderBy('n').execute()).slice(
        0,
        before.commands.length,
      ),
    ).toEqual(before.commands);
    // The account signs in as before and keeps characters now.
    const saved = await call(again, 'POST', '/api/gladiatori/characters', { sheet: PREMADE.hoplomachus.sheet }, cookie);
    expect(saved.status).toBe(201);
    expect((await mine(again, cookie)).map((c) => c.name)).toEqual([PREMADE.hoplomachus.sheet.name]);
  });
});

const FIXTURE = fileURLToPath(new URL('./gladiatori-roster-kill.fixture.ts', import.meta.url));

describe('the kill test', () => {
  it('§15 SIGKILL right after a saved character’s match ends: the game is in his record once', async () => {
    const file = await freshDb('sqlite');
    const { match, character } = (await killedAfterItsLine(FIXTURE, file)) as { match: string; character: string };
    const recordOf = async (run: Running) => {
      const row = await run.app.store.db
        .selectFrom('gladiatori_characters')
        .select(['record', 'version'])
        .where('id', '=', character)
        .executeTakeFirstOrThrow();
      return {
        games: (JSON.parse(row.record) as { games: { id: string }[] }).games.map((g) => g.id),
        version: Number(row.version),
      };
    };
    const second = await start(file);
    expect(await recordOf(second)).toEqual({ games: [match], version: 1 });
    expect(await entriesOf(second, match)).toEqual([{ seat: 'a', character_id: character, applied: 1 }]);
    await second.app.matches.sweep();
    await second.app.close();
    const third = await start(file);
    await third.app.matches.sweep();
    expect(await recordOf(third)).toEqual({ games: [match], version: 1 });
  }, 60_000);
});
