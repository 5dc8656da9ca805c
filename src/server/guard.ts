/**
 * What protects the server's HTTP side and the browser that uses it: JSON bodies refused when they nest too deep
 * (before they are parsed), the security headers, and the Origin check of /ws.
 */
import { createHash } from 'node:crypto';
import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { nestsDeeperThan, tooDeepMessage } from './json.js';
import type { ApiError } from './wire.js';

/** Replaces Fastify's JSON body parser by one that first refuses nesting deeper than `depth`, then parses as it did. */
export function limitJsonDepth(app: FastifyInstance, depth: number): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (nestsDeeperThan(body as string, depth))
      return done(Object.assign(new Error(tooDeepMessage(depth)), { statusCode: 400, code: 'too-deep' }), undefined);
    parse(request, body as string, done);
  });
}

/** The style of the server's own short pages (no client built, not found): allowed by its hash, nothing else inline. */
export const PAGE_STYLE = 'body { font-family: system-ui, sans-serif; max-width: 40em; margin: 3em auto }';
const PAGE_STYLE_HASH = `'sha256-${createHash('sha256').update(PAGE_STYLE).digest('base64')}'`;

/**
 * The client is one origin's own scripts, styles and WebSocket, nothing inline (Preact sets styles through the
 * CSSOM, which a policy does not block); images from itself or data: URLs (the empty favicon); no frames around it,
 * no referrer sent. `upgrade-insecure-requests` is left out: a server on a home network speaks plain HTTP.
 */
export async function securityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'", PAGE_STYLE_HASH],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
  });
}

/**
 * A browser says which page opens a WebSocket: it must be this server's own (its Origin names the Host asked for) or
 * one of `allowed`. Clients that are no browser send no Origin and are let in (the bench, command-line tools).
 */
export function checkOrigin(allowed: readonly string[]) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const origin = request.headers.origin;
    if (origin === undefined || allowed.includes(origin)) return;
    let host: string | null = null;
    try {
      host = new URL(origin).host;
    } catch {
      // Not a URL: refused below like any other origin.
    }
    // request.host is the Host header, or X-Forwarded-Host behind a trusted proxy.
    if (host !== null && host === request.host) return;
    const body: ApiError = {
      code: 'bad-origin',
      message: 'this server takes WebSockets only from its own pages (or the origins it was given with --origin)',
    };
    await reply.code(403).send(body);
  };
}
