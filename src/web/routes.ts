/**
 * Client routes live in the URL fragment, so the server only serves index.html, and a seat token in an invite link
 * never reaches a server log or a Referer header. The server also serves index.html at `/m/<id>` (a shareable
 * match link): with no fragment, that path opens the match. A replay's fragment may name a moment of the match,
 * `#/replay/<id>?at=<event number>`, which the replay opens on.
 */
export type Route =
  | { name: 'lobby' }
  | { name: 'match'; id: string }
  | { name: 'replay'; id: string; at?: number }
  | { name: 'join'; id: string; seat: string; token: string };

export function parseRoute(hash: string): Route {
  const [path = '', query = ''] = hash.replace(/^#\/?/, '').split('?', 2);
  const parts = path
    .split('/')
    .filter((p) => p !== '')
    .map((p) => {
      try {
        return decodeURIComponent(p);
      } catch {
        return p;
      }
    });
  const [head, id, seat, token] = parts;
  if (head === 'match' && id && parts.length === 2) return { name: 'match', id };
  if (head === 'replay' && id && parts.length === 2) {
    const at = new URLSearchParams(query).get('at');
    // A moment is an event number; anything else opens the replay at its start.
    return at !== null && /^\d{1,9}$/.test(at) ? { name: 'replay', id, at: Number(at) } : { name: 'replay', id };
  }
  if (head === 'join' && id && seat && token && parts.length === 4) return { name: 'join', id, seat, token };
  return { name: 'lobby' };
}

/** The route for a whole address: the fragment when it names one, else a `/m/<id>` path, else the lobby. */
export function routeOf(loc: Pick<Location, 'pathname' | 'hash'>): Route {
  if (loc.hash !== '' && loc.hash !== '#') return parseRoute(loc.hash);
  const m = /^\/m\/([^/]+)\/?$/.exec(loc.pathname);
  if (m?.[1]) {
    try {
      return { name: 'match', id: decodeURIComponent(m[1]) };
    } catch {
      return { name: 'match', id: m[1] };
    }
  }
  return { name: 'lobby' };
}

export function hrefOf(route: Route): string {
  const e = encodeURIComponent;
  switch (route.name) {
    case 'lobby':
      return '#/';
    case 'match':
      return `#/match/${e(route.id)}`;
    case 'replay':
      return `#/replay/${e(route.id)}${route.at === undefined ? '' : `?at=${route.at}`}`;
    case 'join':
      return `#/join/${e(route.id)}/${e(route.seat)}/${e(route.token)}`;
  }
}

/** The full invite link for a seat, on the server's root (the page itself may be a `/m/<id>` link). */
export const inviteLink = (loc: Pick<Location, 'origin'>, id: string, seat: string, token: string): string =>
  `${loc.origin}/${hrefOf({ name: 'join', id, seat, token })}`;

/** The shareable link of a match: the server answers it with the client, which opens the match. */
export const matchLink = (loc: Pick<Location, 'origin'>, id: string): string =>
  `${loc.origin}/m/${encodeURIComponent(id)}`;

/** The full link to a moment of a match's replay: the replay opens on event `at`. */
export const momentLink = (loc: Pick<Location, 'origin'>, id: string, at: number): string =>
  `${loc.origin}/${hrefOf({ name: 'replay', id, at })}`;
