/**
 * Client routes live in the URL fragment, so the server only serves index.html, and a seat token in an invite link
 * never reaches a server log or a Referer header.
 */
export type Route =
  | { name: 'lobby' }
  | { name: 'match'; id: string }
  | { name: 'replay'; id: string }
  | { name: 'join'; id: string; seat: string; token: string };

export function parseRoute(hash: string): Route {
  const parts = hash
    .replace(/^#\/?/, '')
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
  if (head === 'replay' && id && parts.length === 2) return { name: 'replay', id };
  if (head === 'join' && id && seat && token && parts.length === 4) return { name: 'join', id, seat, token };
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
      return `#/replay/${e(route.id)}`;
    case 'join':
      return `#/join/${e(route.id)}/${e(route.seat)}/${e(route.token)}`;
  }
}

/** The full invite link for a seat, on this page's address. */
export const inviteLink = (
  loc: Pick<Location, 'origin' | 'pathname'>,
  id: string,
  seat: string,
  token: string,
): string => `${loc.origin}${loc.pathname}${hrefOf({ name: 'join', id, seat, token })}`;
