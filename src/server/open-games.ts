/**
 * Open games: matches whose creator left a seat to anyone. The lobby lists them (GET /api/open) and a person takes
 * one in a click (POST /api/matches/:id/seats/:seat/claim); the first claim wins the seat and its token, and from
 * then on it is an invited person's seat like any other. docs/protocol.md, "Open games".
 */
import type { FastifyInstance } from 'fastify';
import { clip } from '../core/protocol.js';
import type { MatchService } from './service.js';
import type { ApiError } from './wire.js';

const MATCH_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** The HTTP status of each refusal of a claim. */
const STATUS: Record<string, number> = {
  'unknown-seat': 404,
  'seat-taken': 409,
  'not-open': 409,
  'match-over': 409,
  expired: 410,
};

export function registerOpenGames(app: FastifyInstance, service: MatchService): void {
  app.get('/api/open', async () => service.openMatches());

  app.post<{ Params: { id: string; seat: string } }>('/api/matches/:id/seats/:seat/claim', async (request, reply) => {
    const { id, seat } = request.params;
    const claimed = MATCH_ID.test(id) ? await service.claim(id, seat) : null;
    if (!claimed)
      return reply.code(404).send({ code: 'unknown-match', message: `no match "${clip(id)}"` } satisfies ApiError);
    if (!claimed.ok)
      return reply
        .code(STATUS[claimed.error.code] ?? 400)
        .send({ ...claimed.error, message: clip(claimed.error.message) } satisfies ApiError);
    return reply.code(201).send(claimed.value);
  });
}
