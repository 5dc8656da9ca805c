/**
 * GET /api/matches/:id/events over HTTP: pages of a match's events for a client whose state frame said some were
 * missing (a resync after a reload, a long history). A spectator asks without credentials; a seat sends its token
 * (`authorization: Bearer <token>`, `x-seat: <seat>`) and gets its own private events too, never another seat's.
 *
 * Events never change once numbered, so a page that is full, or any page of a match that is over, never changes:
 * it is answered with an ETag and long-lived caching headers, and kept serialised in a bounded LRU here, so the
 * same page asked for again and again costs a map lookup (and 304 when the client sends If-None-Match).
 */
import { createHash } from 'node:crypto';
import type { Viewer } from '../core/protocol.js';
import type { Db } from './db.js';
import type { Identity } from './identity/routes.js';
import { hashToken, type MatchService } from './service.js';
import { type ApiError, EventsQuery } from './wire.js';

export interface PageAnswer {
  status: number;
  headers: Record<string, string>;
  /** Serialised JSON (EventsPageBody), an ApiError, or nothing (304). */
  body?: string | ApiError;
}

interface Cached {
  body: string;
  etag: string;
  final: boolean;
  /** The match's version when built: a page that is not final holds while the match stays there. */
  version: number;
}

const IMMUTABLE = 'max-age=31536000, immutable';

export class EventPages {
  /** Insertion order is recency: a hit moves its entry to the end, the oldest go first. */
  private readonly cache = new Map<string, Cached>();
  private bytes = 0;

  constructor(
    private readonly service: MatchService,
    private readonly db: Db,
    /** The largest page, and the default (Limits.eventsPerFrame). */
    private readonly pageSize: number,
    private readonly maxBytes: number,
    /** A seat asked for without a token is the caller's when its session cookie holds it. */
    private readonly identity?: Identity,
  ) {}

  async answer(
    id: string,
    query: unknown,
    headers: Record<string, string | string[] | undefined>,
  ): Promise<PageAnswer> {
    const q = EventsQuery.safeParse(query);
    if (!q.success) {
      const issue = q.error.issues[0];
      const field = issue?.path.join('.') || '(query)';
      return fail(400, { code: 'bad-request', message: `${field}: ${issue?.message ?? 'invalid'}`, field });
    }
    const viewer = await this.viewer(id, headers);
    if (typeof viewer !== 'string') return viewer;
    const limit = Math.min(q.data.limit ?? this.pageSize, this.pageSize);
    const key = `${id}\n${viewer}\n${q.data.after}\n${limit}`;
    let page = this.cache.get(key);
    if (page && !page.final && !(this.service.isLoaded(id) && this.service.version(id) === page.version))
      page = undefined;
    if (page) {
      this.cache.delete(key);
      this.cache.set(key, page);
    } else {
      const built = await this.service.eventsPage(id, viewer, q.data.after, limit);
      if (!built) return fail(404, { code: 'unknown-match', message: `no match "${id}"` });
      const body = JSON.stringify({ events: built.events, next: built.next });
      page = { body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`, ...built };
      this.keep(key, page);
    }
    const out = {
      etag: page.etag,
      'cache-control': page.final ? `${viewer === 'spectator' ? 'public' : 'private'}, ${IMMUTABLE}` : 'no-cache',
      // A seat may be asked for by its session cookie alone (identity/): for a seat's page the cookie is part of the
      // question; a spectator's page answers whatever the cookie.
      vary: viewer === 'spectator' ? 'authorization, x-seat' : 'authorization, x-seat, cookie',
    };
    if (matches(headers['if-none-match'], page.etag)) return { status: 304, headers: out };
    return { status: 200, headers: { ...out, 'content-type': 'application/json; charset=utf-8' }, body: page.body };
  }

  /** The spectator without credentials; a seat whose token the store knows for this match; or the refusal. */
  private async viewer(
    id: string,
    headers: Record<string, string | string[] | undefined>,
  ): Promise<Viewer | PageAnswer> {
    const auth = one(headers.authorization);
    const seat = one(headers['x-seat']);
    if (auth === undefined && seat === undefined) return 'spectator';
    if (auth === undefined && seat !== undefined && seat.length <= 16 && this.identity) {
      const key = await this.identity.seatKey(one(headers.cookie), id, seat);
      if (key !== undefined) return seat;
    }
    const token = auth?.match(/^Bearer (\S{1,128})$/)?.[1];
    if (token === undefined)
      return fail(400, {
        code: 'bad-request',
        message: 'authorization: a seat asks with "Bearer <its token>" and the header x-seat',
        field: 'authorization',
      });
    if (seat === undefined || seat.length > 16)
      return fail(400, { code: 'bad-request', message: 'x-seat: name the seat the token holds', field: 'x-seat' });
    const held = await this.db
      .selectFrom('tokens')
      .select('seat')
      .where('token_hash', '=', hashToken(token))
      .where('match_id', '=', id)
      .executeTakeFirst();
    if (held?.seat !== seat) return fail(403, { code: 'bad-token', message: `that token does not hold seat ${seat}` });
    return seat;
  }

  private keep(key: string, page: Cached): void {
    const size = page.body.length + key.length;
    // A page larger than a quarter of the cache would push out too much for one entry.
    if (size > this.maxBytes / 4) return;
    const old = this.cache.get(key);
    if (old) {
      this.bytes -= old.body.length + key.length;
      this.cache.delete(key);
    }
    this.cache.set(key, page);
    this.bytes += size;
    for (const [k, v] of this.cache) {
      if (this.bytes <= this.maxBytes) break;
      this.cache.delete(k);
      this.bytes -= v.body.length + k.length;
    }
  }
}

const fail = (status: number, body: ApiError): PageAnswer => ({ status, headers: {}, body });

const one = (v: string | string[] | undefined): string | undefined => (Array.isArray(v) ? v[0] : v);

/** Whether an If-None-Match header names `etag` (a list, weak or strong, or `*`). */
function matches(header: string | string[] | undefined, etag: string): boolean {
  const text = one(header);
  if (!text) return false;
  return text.split(',').some((t) => {
    const tag = t.trim().replace(/^W\//, '');
    return tag === etag || tag === '*';
  });
}
