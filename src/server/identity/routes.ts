/**
 * The identity routes (docs/protocol.md, "Names and accounts"): seat names, optional accounts, sessions in the
 * `ludus_session` cookie, and the seats an account holds. Tokens keep working as before without an account; a
 * session is one more way to hold a seat, checked here and nowhere else.
 */
import fastifyCookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { clip } from '../../core/protocol.js';
import type { Db } from '../db.js';
import type { Rate } from '../limits.js';
import type { MatchService } from '../service.js';
import {
  type ApiError,
  AttachSeats,
  Credentials,
  type Me,
  type MyMatch,
  type SeatsAttached,
  SetSeatName,
} from '../wire.js';
import { type Account, Accounts, SESSION_DAYS } from './accounts.js';
import { AddressBuckets, LoginAttempts } from './attempts.js';

export const SESSION_COOKIE = 'ludus_session';
const MATCH_ID = /^[A-Za-z0-9_-]{1,64}$/;
const BEARER = /^Bearer ([A-Za-z0-9_-]{1,128})$/;

/** What the WebSocket and the events route ask of identity: the key of a seat the request's session holds. */
export interface Identity {
  /** The key to act for the seat with, when the cookie header's session holds it; undefined otherwise. */
  seatKey(cookieHeader: string | undefined, match: string, seat: string): Promise<string | undefined>;
}

const badBody = (error: z.ZodError): ApiError => {
  const issue = error.issues[0];
  const field = clip(issue?.path.join('.') || '(body)');
  return { code: 'bad-request', message: clip(`${field}: ${issue?.message ?? 'invalid'}`), field };
};

/** Accounts one address may register: 5 at once, then one every 6 minutes. */
const REGISTRATIONS: Rate = { perSecond: 1 / 360, burst: 5 };
/** Passwords one address may have checked, right or wrong: 20 at once, then one every 3 seconds. */
const PASSWORD_CHECKS: Rate = { perSecond: 1 / 3, burst: 20 };

const slowDown = (reply: FastifyReply, waitMs: number, code: string, what: string) => {
  const seconds = Math.ceil(waitMs / 1000);
  return reply
    .code(429)
    .header('retry-after', String(seconds))
    .send({ code, message: `${what}: try again in ${seconds} s` } satisfies ApiError);
};

const NOT_SIGNED_IN: ApiError = { code: 'not-signed-in', message: 'sign in to an account first' };

export async function registerIdentity(app: FastifyInstance, service: MatchService, db: Db): Promise<Identity> {
  await app.register(fastifyCookie);
  const accounts = new Accounts(db);
  const attempts = new LoginAttempts();
  const registrations = new AddressBuckets(REGISTRATIONS);
  const checks = new AddressBuckets(PASSWORD_CHECKS);

  const sessionOf = (request: FastifyRequest): Promise<Account | null> =>
    accounts.session(request.cookies[SESSION_COOKIE]);

  /** The account key of a seat (service.accountKey), the match loaded first. */
  const keyOf = async (match: string, seat: string): Promise<string | undefined> =>
    (await service.prepare(match)).ok ? service.accountKey(match, seat) : undefined;

  const signIn = async (request: FastifyRequest, reply: FastifyReply, account: Account): Promise<Me> => {
    const { token, expires } = await accounts.openSession(account);
    reply.setCookie(SESSION_COOKIE, token, {
      httpOnly: true,
      sameSite: 'lax',
      // Behind a proxy that ends TLS, request.protocol reads X-Forwarded-Proto once trustProxy says to.
      secure: request.protocol === 'https',
      path: '/',
      expires,
      maxAge: SESSION_DAYS * 86_400,
    });
    return { name: account.name, account: true };
  };

  app.post('/api/accounts', async (request, reply) => {
    const body = Credentials.safeParse(request.body);
    if (!body.success) return reply.code(400).send(badBody(body.error));
    const wait = registrations.take(request.ip) || checks.take(request.ip);
    if (wait > 0)
      return slowDown(reply, wait, 'too-many-accounts', 'too many accounts registered from your address lately');
    const made = await accounts.register(body.data.name, body.data.password);
    if (!made.ok) return reply.code(409).send(made.error satisfies ApiError);
    return reply.code(201).send(await signIn(request, reply, made.value));
  });

  app.post('/api/sessions', async (request, reply) => {
    const body = Credentials.safeParse(request.body);
    if (!body.success) return reply.code(400).send(badBody(body.error));
    const keys = [`name:${body.data.name.toLowerCase()}`, `address:${request.ip}`];
    const locked = attempts.waitMs(keys);
    if (locked > 0)
      return slowDown(
        reply,
        locked,
        'too-many-attempts',
        'too many failed sign-ins for this name or from your address',
      );
    const wait = checks.take(request.ip);
    if (wait > 0) return slowDown(reply, wait, 'too-many-attempts', 'too many sign-ins from your address lately');
    const found = await accounts.verify(body.data.name, body.data.password);
    if (!found.ok) {
      attempts.failed(keys);
      return reply.code(401).send(found.error satisfies ApiError);
    }
    attempts.succeeded(keys);
    return reply.code(200).send(await signIn(request, reply, found.value));
  });

  app.delete('/api/sessions', async (request, reply) => {
    const token = request.cookies[SESSION_COOKIE];
    if (token) await accounts.closeSession(token);
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
    return { name: null, account: false } satisfies Me;
  });

  app.get('/api/me', async (request) => {
    const account = await sessionOf(request);
    return (account ? { name: account.name, account: true } : { name: null, account: false }) satisfies Me;
  });

  app.get('/api/me/matches', async (request, reply) => {
    const account = await sessionOf(request);
    if (!account) return reply.code(401).send(NOT_SIGNED_IN);
    const seats = await accounts.seatsOf(account);
    const found = await service.summaries([...seats.keys()]);
    return found.map((m): MyMatch => ({ ...m, mySeats: seats.get(m.id) ?? [] }));
  });

  app.post('/api/me/seats', async (request, reply) => {
    const account = await sessionOf(request);
    if (!account) return reply.code(401).send(NOT_SIGNED_IN);
    const body = AttachSeats.safeParse(request.body);
    if (!body.success) return reply.code(400).send(badBody(body.error));
    return { attached: await accounts.attachTokens(account, body.data.tokens) } satisfies SeatsAttached;
  });

  app.post<{ Params: { id: string; seat: string } }>('/api/matches/:id/seats/:seat/name', async (request, reply) => {
    const { id, seat } = request.params;
    const body = SetSeatName.safeParse(request.body);
    if (!body.success) return reply.code(400).send(badBody(body.error));
    if (!MATCH_ID.test(id)) return reply.code(404).send({ code: 'unknown-match', message: `no match "${clip(id)}"` });
    const bearer = BEARER.exec(request.headers.authorization ?? '')?.[1];
    const account = bearer === undefined ? await sessionOf(request) : null;
    const key = bearer ?? (account && (await accounts.holds(account, id, seat)) ? await keyOf(id, seat) : undefined);
    if (key === undefined)
      return reply.code(401).send({
        code: 'bad-token',
        message:
          "send the seat's token in the header authorization: Bearer <token>, or sign in to the account holding it",
        field: 'authorization',
      } satisfies ApiError);
    const named = await service.nameSeat(id, seat, key, body.data.name);
    if (!named) return reply.code(404).send({ code: 'unknown-match', message: `no match "${clip(id)}"` });
    if (!named.ok) {
      const status = named.error.code === 'bad-token' ? 401 : named.error.code === 'expired' ? 410 : 400;
      return reply.code(status).send({ ...named.error, message: clip(named.error.message) } satisfies ApiError);
    }
    return named.value;
  });

  // Seats given out while signed in (a new match's own seats, a claimed seat, a rematch's) become the account's. A
  // new token for a seat revokes the old one everywhere: the accounts that held the seat by it lose it too.
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'POST' || reply.statusCode !== 201 || typeof payload !== 'string') return payload;
    const path = request.url.split('?')[0] ?? '';
    const gives = /^\/api\/matches(\/[^/]+\/seats\/[^/]+\/(claim|rematch|token))?$/.exec(path);
    if (!gives) return payload;
    const given = seatsGiven(path, request.body, JSON.parse(payload));
    if (gives[2] === 'token') for (const s of given) await accounts.release(s.match_id, s.seat);
    const account = request.cookies[SESSION_COOKIE] ? await sessionOf(request) : null;
    if (account) await accounts.attach(account, given);
    return payload;
  });

  return {
    async seatKey(cookieHeader, match, seat) {
      const token = cookieHeader ? app.parseCookie(cookieHeader)[SESSION_COOKIE] : undefined;
      const account = await accounts.session(token);
      return account && (await accounts.holds(account, match, seat)) ? keyOf(match, seat) : undefined;
    },
  };
}

/**
 * The seats an answer gives its caller: a new match's 'here' seats (its invite seats are for others), or the one
 * seat of a claim, rematch or new token.
 */
function seatsGiven(path: string, request: unknown, answer: unknown): { match_id: string; seat: string }[] {
  const a = answer as { id?: string; match?: string; seat?: string; tokens?: Record<string, string> };
  if (path === '/api/matches') {
    const seats = (request as { seats?: Record<string, { kind?: string }> }).seats ?? {};
    return Object.keys(a.tokens ?? {})
      .filter((s) => Object.hasOwn(seats, s) && seats[s]?.kind === 'here')
      .map((seat) => ({ match_id: a.id as string, seat }));
  }
  const match = a.match ?? a.id ?? path.split('/')[3];
  return match && a.seat ? [{ match_id: match, seat: a.seat }] : [];
}
