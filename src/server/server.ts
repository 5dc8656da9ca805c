/**
 * `ludus serve`: HTTP and WebSocket on one port, serving the built client. The routes and frames are those of
 * wire.ts; docs/protocol.md describes them. Nothing here knows a game's rules.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import fastifyWebsocket from '@fastify/websocket';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { z } from 'zod';
import { type AnyGameModule, clip } from '../core/protocol.js';
import type { Bot } from '../core/runner.js';
import { GAMES } from '../games/registry.js';
import { Addresses } from './addresses.js';
import { campaignMatches, serverSeats } from './campaigns.js';
import { Chat } from './chat.js';
import { CLOSE_POLICY, Connection, type ConnectionContext, MAX_FRAME_BYTES, type RateLimit } from './connection.js';
import { openStore, type Store } from './db.js';
import { EventPages } from './event-pages.js';
import { accountReader, CONFLICT_CODES, registerRoster, rosterForMatch } from './gladiatori-roster.js';
import { checkOrigin, limitJsonDepth, PAGE_STYLE, securityHeaders } from './guard.js';
import { registerIdentity } from './identity/routes.js';
import { type Limits, type LimitsOverride, mergeLimits } from './limits.js';
import { Mistakes } from './mistakes.js';
import { registerOpenGames } from './open-games.js';
import { Presence } from './presence.js';
import { type CLOCK_MS, MatchService } from './service.js';
import { FrameTurns } from './turns.js';
import { type ApiError, ClockOption, CreateMatch, type GamesInfo, LookupMatches, ViewAtQuery } from './wire.js';

/** Where `npm run build:web` puts the client. */
export const DEFAULT_WEB_ROOT = fileURLToPath(new URL('../../dist/web', import.meta.url));

export interface ServerOptions {
  /** A Postgres URL, or a SQLite file path (default ./data/ludus.sqlite). */
  dbUrl?: string;
  webRoot?: string;
  logger?: FastifyServerOptions['logger'];
  /** Frames a connection may send; the same as limits.framesPerConnection, which it overrides. */
  rateLimit?: RateLimit;
  snapshotEvery?: number;
  clockMs?: Partial<typeof CLOCK_MS>;
  games?: Record<string, AnyGameModule>;
  bots?: Record<string, Record<string, Bot>>;
  /** Limits over DEFAULT_LIMITS (limits.ts); a bad one makes buildServer throw, naming it. */
  limits?: LimitsOverride;
  /**
   * Behind a reverse proxy: the client's address is read from X-Forwarded-For (Fastify's trustProxy: true for any
   * proxy, or the proxies' addresses). Off by default: the socket's address is the client's.
   */
  trustProxy?: boolean | string | string[];
  /** Origins (e.g. https://ludus.example) whose pages may open /ws besides this server's own. */
  origins?: string[];
}

declare module 'fastify' {
  interface FastifyInstance {
    matches: MatchService;
    store: Store;
    limits: Limits;
  }
}

const MATCH_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** The first problem of a request body, naming its field (both clipped: a field's name comes from the client). */
function badBody(error: z.ZodError): ApiError {
  const issue = error.issues[0];
  const field = clip(issue?.path.join('.') || '(body)');
  return { code: 'bad-request', message: clip(`${field}: ${issue?.message ?? 'invalid'}`), field };
}

/** A refusal as sent: its message and field may quote the request, so they are clipped. */
const clipped = (e: ApiError): ApiError => ({
  ...e,
  message: clip(e.message),
  ...(e.field === undefined ? {} : { field: clip(e.field) }),
});

/** The ApiError code for one of Fastify's own 4xx errors (a body that is not JSON, too large, of another type). */
function errorCode(status: number, code: string | undefined): string {
  if (status === 413) return 'too-large';
  if (code === 'FST_ERR_CTP_INVALID_JSON_BODY' || code === 'FST_ERR_CTP_EMPTY_JSON_BODY') return 'bad-json';
  if (status === 415) return 'bad-media-type';
  return code && !code.startsWith('FST_') ? code : 'bad-request';
}

const escapeHtml = (s: string): string =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

const page = (title: string, body: string): string =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)} · Ludus</title>` +
  `<meta name="viewport" content="width=device-width, initial-scale=1"><style>${PAGE_STYLE}</style></head>` +
  `<body><h1>${escapeHtml(title)}</h1>${body}</body></html>`;

const NO_CLIENT = page(
  'The client is not built',
  '<p>The server is running, but the browser client has not been built. Run <code>npm run build:web</code> and reload.</p>',
);

function gamesInfo(games: Record<string, AnyGameModule>, service: MatchService): GamesInfo {
  return {
    games: Object.values(games).map((mod) => {
      const defaults = mod.options.safeParse({});
      const setup = defaults.success ? mod.setup(defaults.data, 'seats') : null;
      let options: unknown = null;
      try {
        options = z.toJSONSchema(mod.options, { io: 'input', unrepresentable: 'any' });
      } catch {
        // A schema JSON Schema cannot express is left for the client to treat as free-form.
      }
      return {
        id: mod.id,
        title: mod.title,
        rulesVersion: mod.rulesVersion,
        options,
        bots: service.botList(mod.id),
        // The server's own seats (a campaign's arena) are nobody's to fill.
        seats: setup?.ok ? mod.seats(setup.value).filter((s: string) => !serverSeats(mod.id).includes(s)) : [],
      };
    }),
    clock: z.toJSONSchema(ClockOption, { io: 'input' }),
  };
}

export async function buildServer(opts: ServerOptions = {}): Promise<FastifyInstance> {
  const merged = mergeLimits(opts.limits ?? {});
  if (!merged.ok) throw new Error(merged.error);
  const limits = merged.value;
  const store = await openStore(opts.dbUrl);
  const app = Fastify({
    logger: opts.logger ?? false,
    bodyLimit: MAX_FRAME_BYTES,
    trustProxy: opts.trustProxy ?? false,
    // A request, headers and body, must arrive within requestTimeoutMs, however slowly it trickles; node checks
    // its requests' age every connectionsCheckingInterval. A socket silent that long is closed too (ws lifts the
    // idle time-out from the sockets it upgrades: heartbeats look after those).
    requestTimeout: limits.requestTimeoutMs,
    connectionTimeout: limits.requestTimeoutMs,
    http: {
      headersTimeout: limits.requestTimeoutMs,
      connectionsCheckingInterval: Math.min(1000, Math.max(50, limits.requestTimeoutMs / 4)),
    },
  });
  const addresses = new Addresses(limits);
  const mistakes = new Mistakes(limits.mistakeLogs, app.log);
  const service = new MatchService({
    db: store.db,
    append: store.append,
    insertMatch: store.insertMatch,
    rotateToken: store.rotateToken,
    ...(opts.games ? { games: opts.games } : {}),
    ...(opts.bots ? { bots: opts.bots } : {}),
    ...(opts.snapshotEvery ? { snapshotEvery: opts.snapshotEvery } : {}),
    ...(opts.clockMs ? { clockMs: opts.clockMs } : {}),
    log: app.log,
    limits,
  });
  app.decorate('matches', service);
  app.decorate('store', store);
  app.decorate('limits', limits);
  const turns = new FrameTurns(limits.framesPerTurn, limits.joinsPerTurn, limits.joinsTotal);
  limitJsonDepth(app, limits.jsonDepth);
  await securityHeaders(app);
  const identity = await registerIdentity(app, service, store.db);
  registerOpenGames(app, service);
  const accountOf = accountReader(store.db);
  registerRoster(app, store.db, accountOf);
  app.addHook('onClose', async () => {
    addresses.stop();
    turns.stop();
    await service.close();
    await store.close();
  });

  app.setErrorHandler((error: { statusCode?: number; code?: string; message: string }, request, reply) => {
    const status = error.statusCode ?? 500;
    if (status >= 500) request.log.error(error);
    else mistakes.note(errorCode(status, error.code), error.message, request.ip);
    const body: ApiError =
      status >= 500
        ? { code: 'internal', message: 'the server failed on this request; it is logged' }
        : {
            code: errorCode(status, error.code),
            message: error.message,
            ...(error.code?.startsWith('FST_ERR_CTP') || error.code === 'too-deep' ? { field: '(body)' } : {}),
          };
    return reply.code(status).send(body);
  });

  // Unknown API paths answer in ApiError's shape; any other unknown page is a short HTML page.
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if (path.startsWith('/api/') || request.method !== 'GET')
      return reply
        .code(404)
        .send({ code: 'not-found', message: `no route ${request.method} ${path}` } satisfies ApiError);
    return reply
      .code(404)
      .type('text/html')
      .send(page('Not found', `<p>Nothing here. <a href="/">Go to the lobby</a>.</p>`));
  });

  const info = gamesInfo(opts.games ?? GAMES, service);
  app.get('/api/games', async () => info);

  app.post('/api/matches', async (request, reply) => {
    const budget = addresses.get(request.ip).matches;
    if (!budget.take()) {
      const seconds = Math.max(1, Math.ceil(budget.waitMs() / 1000));
      mistakes.note('too-many-matches', 'match creation refused', request.ip);
      return reply
        .code(429)
        .header('retry-after', String(seconds))
        .send({
          code: 'too-many-matches',
          message: `too many matches created from your address lately: try again in ${seconds} s`,
        } satisfies ApiError);
    }
    const body = CreateMatch.safeParse(request.body);
    if (!body.success) return reply.code(400).send(badBody(body.error));
    // Gladiatori seats taken by the signed-in account's saved characters (gladiatori-roster.ts).
    const fielded = Object.keys(body.data.roster ?? {}).length > 0;
    const account = fielded ? await accountOf(request) : null;
    const roster = await rosterForMatch(store.db, account?.id ?? null, body.data);
    if (!roster.ok) return reply.code(roster.status).send(clipped(roster.error));
    const created = await service.create(roster.value.req, roster.value.claims);
    if (!created.ok) return reply.code(CONFLICT_CODES.has(created.error.code) ? 409 : 400).send(clipped(created.error));
    return reply.code(201).send(created.value);
  });

  app.get<{ Params: { id: string } }>('/api/matches/:id', async (request, reply) => {
    const summary = MATCH_ID.test(request.params.id) ? await service.summary(request.params.id) : null;
    if (!summary)
      return reply
        .code(404)
        .send({ code: 'unknown-match', message: `no match "${clip(request.params.id)}"` } as ApiError);
    return summary;
  });

  app.get<{ Params: { id: string }; Querystring: Record<string, unknown> }>(
    '/api/matches/:id/view',
    async (request, reply) => {
      const at = ViewAtQuery.safeParse(request.query);
      if (!at.success) return reply.code(400).send(badBody(at.error));
      const found = MATCH_ID.test(request.params.id) ? await service.viewAt(request.params.id, at.data.at) : null;
      if (!found)
        return reply
          .code(404)
          .send({ code: 'unknown-match', message: `no match "${clip(request.params.id)}"` } as ApiError);
      return found;
    },
  );

  app.get<{ Params: { id: string } }>('/api/matches/:id/record', async (request, reply) => {
    const found = MATCH_ID.test(request.params.id) ? await service.record(request.params.id) : null;
    if (!found)
      return reply.code(404).send({ code: 'unknown-match', message: `no match "${request.params.id}"` } as ApiError);
    if (!found.ok) return reply.code(409).send(found.error satisfies ApiError);
    return found.value;
  });

  app.post<{ Params: { id: string; seat: string } }>('/api/matches/:id/seats/:seat/token', async (request, reply) => {
    const { id, seat } = request.params;
    const bearer = /^Bearer ([A-Za-z0-9_-]{1,128})$/.exec(request.headers.authorization ?? '');
    if (!bearer)
      return reply.code(401).send({
        code: 'bad-token',
        message: "send the seat's current token in the header authorization: Bearer <token>",
        field: 'authorization',
      } satisfies ApiError);
    const rotated = MATCH_ID.test(id) ? await service.rotateToken(id, seat, bearer[1] as string) : null;
    if (!rotated) return reply.code(404).send({ code: 'unknown-match', message: `no match "${id}"` } as ApiError);
    if (!rotated.ok) return reply.code(rotated.error.code === 'bad-token' ? 401 : 400).send(rotated.error);
    return reply.code(201).send(rotated.value);
  });
  app.post<{ Params: { id: string; seat: string } }>('/api/matches/:id/seats/:seat/rematch', async (request, reply) => {
    const { id, seat } = request.params;
    // Without a token, the seat may be the signed-in account's (identity/).
    const bearer =
      /^Bearer ([A-Za-z0-9_-]{1,128})$/.exec(request.headers.authorization ?? '')?.[1] ??
      (MATCH_ID.test(id) ? await identity.seatKey(request.headers.cookie, id, seat) : undefined);
    if (!bearer)
      return reply.code(401).send({
        code: 'bad-token',
        message: "send the seat's token in the header authorization: Bearer <token>",
        field: 'authorization',
      } satisfies ApiError);
    const made = MATCH_ID.test(id) ? await service.rematch(id, seat, bearer) : null;
    if (!made) return reply.code(404).send({ code: 'unknown-match', message: `no match "${id}"` } as ApiError);
    if (!made.ok) return reply.code(made.error.code === 'bad-token' ? 401 : 409).send(made.error);
    return reply.code(201).send(made.value);
  });
  const pages = new EventPages(service, store.db, limits.eventsPerFrame, limits.eventPageCacheBytes, identity);
  app.get<{ Params: { id: string }; Querystring: Record<string, unknown> }>(
    '/api/matches/:id/events',
    async (request, reply) => {
      const { id } = request.params;
      if (!MATCH_ID.test(id)) return reply.code(404).send({ code: 'unknown-match', message: `no match "${id}"` });
      const page = await pages.answer(id, request.query, request.headers);
      return reply.code(page.status).headers(page.headers).send(page.body);
    },
  );

  app.get<{ Params: { id: string } }>('/api/campaigns/:id/matches', async (request, reply) => {
    const { id } = request.params;
    const found = MATCH_ID.test(id) ? await campaignMatches(store.db, id) : null;
    if (!found)
      return reply.code(404).send({ code: 'unknown-campaign', message: `no campaign "${clip(id)}"` } as ApiError);
    return found;
  });

  app.post('/api/matches/lookup', async (request, reply) => {
    const body = LookupMatches.safeParse(request.body);
    if (!body.success) return reply.code(400).send(badBody(body.error));
    return service.lookup(body.data.tokens);
  });

  const webRoot = opts.webRoot ?? DEFAULT_WEB_ROOT;
  const hasClient = existsSync(join(webRoot, 'index.html'));
  if (hasClient) await app.register(fastifyStatic, { root: webRoot });
  else app.get('/', async (_request, reply) => reply.type('text/html').send(NO_CLIENT));

  // A match link opens the client, which reads the id from the address.
  app.get<{ Params: { id: string } }>('/m/:id', async (request, reply) => {
    const { id } = request.params;
    const exists = MATCH_ID.test(id) && (await service.summary(id)) !== null;
    if (!exists)
      return reply
        .code(404)
        .type('text/html')
        .send(page('No such match', `<p>There is no match <code>${escapeHtml(clip(id))}</code> on this server.</p>`));
    return hasClient ? reply.sendFile('index.html') : reply.type('text/html').send(NO_CLIENT);
  });

  await app.register(fastifyWebsocket, { options: { maxPayload: MAX_FRAME_BYTES } });
  const context: ConnectionContext = {
    service,
    limits,
    frameRate: opts.rateLimit ?? limits.framesPerConnection,
    log: app.log,
    mistakes,
    turns,
    identity,
    ...live(service, store),
  };
  app.get('/ws', { websocket: true, preValidation: checkOrigin(opts.origins ?? []) }, (socket, request) => {
    const address = addresses.open(request.ip);
    if (!address) {
      mistakes.note('too-many-connections', 'WebSocket refused', request.ip);
      const message = 'too many connections are open, from your address or to this server: close one or try later';
      socket.send(JSON.stringify({ t: 'error', code: 'too-many-connections', message }));
      socket.close(CLOSE_POLICY, 'too-many-connections');
      return;
    }
    socket.on('close', () => addresses.close(address));
    new Connection(socket, context, address, request.ip, request.headers.cookie);
  });

  await service.start();
  return app;
}

/** Presence and chat (issue 11): one room a match, shared by every connection of this server. */
function live(service: MatchService, store: Store): Pick<ConnectionContext, 'presence' | 'chat'> {
  const presence = new Presence((match) => service.peopleSeats(match));
  return { presence, chat: new Chat(store.db, presence) };
}
