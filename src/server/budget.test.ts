/**
 * Work budgets (issue 9): a seated player's command does not wait behind other people's joins, which are the
 * expensive frames; each turn of the event loop starts the waiting commands first.
 */
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { Client, createMatch, type Running, startServer, tempDir } from './testkit.js';

const SPECTATORS = 30;

let server: Running;
afterAll(async () => {
  await server.app.close();
});

describe('a seated player among many joins', () => {
  it('has its command handled before the joins that arrived just ahead of it', async () => {
    server = await startServer(join(tempDir(), 'budget.sqlite'), {
      limits: {
        framesPerTurn: 1,
        joinsPerTurn: 1,
        connectionsPerAddress: SPECTATORS + 5,
        joinsPerAddress: { perSecond: 100, burst: SPECTATORS + 5 },
      },
    });
    const { id, tokens } = await createMatch(server, {
      game: 'gladiator',
      seats: { a: { kind: 'here' }, b: { kind: 'bot', bot: 'brawler' } },
    });
    const player = await Client.open(server.ws);
    player.send({ t: 'join', match: id, seat: 'a', token: tokens.a });
    await player.find('state');
    const spectators = await Promise.all(Array.from({ length: SPECTATORS }, () => Client.open(server.ws)));

    for (const s of spectators) s.send({ t: 'join', match: id });
    // A command the rules refuse at once: its answer needs no commit, so it shows when the command started.
    player.send({ t: 'command', id: 'now', seat: 'a', version: 0, command: { type: 'no-such-command' } });
    await player.find('rejected');
    const servedBefore = spectators.filter((s) => s.all('state').length > 0).length;
    // One frame a turn: the command goes first, so at most the join or two already started come before it.
    expect(servedBefore).toBeLessThanOrEqual(3);
    await Promise.all(spectators.map((s) => s.find('state')));
    for (const c of [player, ...spectators]) c.close();
  });
});
