/** The long finished match a resync flood replays: two clients choose at random until the turn limit ends it. */

import WebSocket from 'ws';
import type { Legal } from '../core/protocol.js';
import { seedRng } from '../core/rng.js';
import { randomBot } from '../core/runner.js';
import type { ServerFrame } from '../server/wire.js';
import { createMatch, type Target } from './attacker.js';
import { commandFrame, Pacer } from './net.js';

/**
 * Turn limit of the long match the resync flood replays. Random play lasts to the limit: 65 turns make some 1,200
 * commands and a full state frame of about 500 KB, the size the probe saw, in half a minute of play.
 */
const LONG_MATCH_TURNS = 65;

/** A long match played to its end by two clients choosing at random (the brawler would knock out too soon). */
export async function playLongMatch(target: Target, address: string): Promise<{ id: string; version: number }> {
  const created = await createMatch(target, address, {
    game: 'gladiator',
    options: { turnLimit: LONG_MATCH_TURNS },
    seats: { a: { kind: 'here' }, b: { kind: 'here' } },
    seed: 'bench-long-match',
  });
  const seats = Object.entries(created.tokens);
  const played = seats.map(
    ([seat, token]) =>
      new Promise<number>((done, fail) => {
        const ws = new WebSocket(target.ws, { perMessageDeflate: false, localAddress: address });
        const pacer = new Pacer();
        const rng = seedRng(`bench-long-match/${seat}`);
        let latest: Extract<ServerFrame, { t: 'state' }> | null = null;
        let answered = -1;
        let sent = 0;
        // A state frame may come while the command is on its way: the ack says when the latest state is its answer.
        let awaitingAck = false;
        let timer: NodeJS.Timeout | null = null;
        const answer = () => {
          timer = null;
          const state = latest;
          if (state === null || awaitingAck || !state.pending.includes(seat) || answered === state.version) return;
          const wait = pacer.wait();
          if (wait > 0) {
            timer = setTimeout(answer, wait);
            return;
          }
          answered = state.version ?? 0;
          pacer.take();
          sent += 1;
          awaitingAck = true;
          const command = randomBot.choose(state.view, state.legal as Legal<unknown>, rng);
          ws.send(commandFrame({ id: `l${sent}`, seat, command, version: state.version ?? 0 }));
        };
        ws.on('open', () => {
          pacer.take();
          ws.send(JSON.stringify({ t: 'join', match: created.id, seat, token }));
        });
        ws.on('message', (data: Buffer) => {
          const frame = JSON.parse(data.toString('utf8')) as ServerFrame;
          if (frame.t === 'error') fail(new Error(`the long match: error ${frame.code}: ${frame.message}`));
          if (frame.t === 'rejected') fail(new Error(`the long match: rejected ${frame.violation.message}`));
          if (frame.t === 'ack') {
            awaitingAck = false;
            if (timer === null) answer();
          }
          if (frame.t !== 'state' || frame.as !== seat) return;
          latest = frame;
          if (frame.outcome !== null) {
            if (timer) clearTimeout(timer);
            ws.close();
            done(frame.version ?? 0);
          } else if (timer === null) answer();
        });
        ws.on('error', fail);
      }),
  );
  const versions = await Promise.all(played);
  return { id: created.id, version: Math.max(...versions) };
}
