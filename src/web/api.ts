/** The HTTP routes of wire.ts, as typed calls. A failed call throws an ApiFailure with the server's explanation. */
import type {
  ApiError,
  CreateMatch,
  GamesInfo,
  MatchCreated,
  MatchSummary,
  Me,
  MyMatch,
  Rematch,
  SeatsAttached,
  TokenRotated,
  ViewAt,
} from '../server/wire.js';
import { withMyName } from './identity.js';

/** The server refused a request (wire.ts ApiError), or could not be reached (`code` 'network'). */
export class ApiFailure extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly field?: string,
  ) {
    super(message);
    this.name = 'ApiFailure';
  }
}

const isApiError = (v: unknown): v is ApiError =>
  !!v &&
  typeof v === 'object' &&
  typeof (v as ApiError).code === 'string' &&
  typeof (v as ApiError).message === 'string';

async function call<T>(
  method: 'GET' | 'POST' | 'DELETE',
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<T> {
  let res: Response;
  try {
    res = await fetch(path, {
      method,
      headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  } catch {
    throw new ApiFailure(0, 'network', 'the server cannot be reached');
  }
  const text = await res.text();
  let data: unknown = null;
  try {
    data = text ? JSON.parse(text) : null;
  } catch {
    data = text;
  }
  if (!res.ok) {
    if (isApiError(data)) throw new ApiFailure(res.status, data.code, data.message, data.field);
    const message = typeof data === 'string' && data ? data.slice(0, 200) : res.statusText;
    throw new ApiFailure(res.status, `http-${res.status}`, `${method} ${path}: ${res.status} ${message}`);
  }
  return data as T;
}

/** The server keeps at most this many tokens a lookup (wire.ts LookupMatches). */
export const LOOKUP_MAX = 200;

export const getGames = (): Promise<GamesInfo> => call('GET', '/api/games');
/** A new match; this browser's display name goes on its one seat (identity.ts). */
export const createMatch = (body: CreateMatch): Promise<MatchCreated> => call('POST', '/api/matches', withMyName(body));
export const getMatch = (id: string): Promise<MatchSummary> => call('GET', `/api/matches/${encodeURIComponent(id)}`);
/** The matches the tokens hold seats in; only the newest LOOKUP_MAX tokens are asked about. */
export const lookupMatches = (tokens: string[]): Promise<MatchSummary[]> =>
  call('POST', '/api/matches/lookup', { tokens: tokens.slice(-LOOKUP_MAX) });
/** The spectator's view once event `at` had happened (for the replay viewer). */
export const getViewAt = (id: string, at: number): Promise<ViewAt> =>
  call('GET', `/api/matches/${encodeURIComponent(id)}/view?at=${at}`);
/** Where a finished match's record is (for `ludus replay FILE`). */
export const recordPath = (id: string): string => `/api/matches/${encodeURIComponent(id)}/record`;
/** A new token for a seat, given its current one; the current one stops working at once. */
export const rotateToken = (id: string, seat: string, token: string): Promise<TokenRotated> =>
  call('POST', `/api/matches/${encodeURIComponent(id)}/seats/${encodeURIComponent(seat)}/token`, undefined, {
    authorization: `Bearer ${token}`,
  });
/**
 * The finished match played again with the seats swapped: the seat `token` held there gives its holder the mirrored
 * seat of the rematch (created by the first to ask).
 */
export const askRematch = (id: string, seat: string, token: string): Promise<Rematch> =>
  call(
    'POST',
    `/api/matches/${encodeURIComponent(id)}/seats/${encodeURIComponent(seat)}/rematch`,
    undefined,
    // No token: the seat is the signed-in account's, and the session cookie says so.
    token ? { authorization: `Bearer ${token}` } : {},
  );

// ---- identity: names and optional accounts (docs/protocol.md, "Names and accounts") ----------------------------

/** The display name of the person at a seat, given its token (or, without one, the signed-in account's session). */
export const setSeatName = (id: string, seat: string, name: string, token?: string): Promise<{ name: string }> =>
  call(
    'POST',
    `/api/matches/${encodeURIComponent(id)}/seats/${encodeURIComponent(seat)}/name`,
    { name },
    token ? { authorization: `Bearer ${token}` } : {},
  );
/** Active matches with a seat open to anyone (docs/protocol.md, "Open games"). */
export const openGames = (): Promise<MatchSummary[]> => call('GET', '/api/open');
/** Takes an open seat: its token, for this browser to keep. */
export const claimSeat = (id: string, seat: string): Promise<TokenRotated> =>
  call('POST', `/api/matches/${encodeURIComponent(id)}/seats/${encodeURIComponent(seat)}/claim`);
export const getMe = (): Promise<Me> => call('GET', '/api/me');
export const register = (name: string, password: string): Promise<Me> =>
  call('POST', '/api/accounts', { name, password });
export const signIn = (name: string, password: string): Promise<Me> =>
  call('POST', '/api/sessions', { name, password });
export const signOut = (): Promise<Me> => call('DELETE', '/api/sessions');
/** The matches the signed-in account holds seats in. */
export const myMatches = (): Promise<MyMatch[]> => call('GET', '/api/me/matches');
/** The seats these tokens hold become the signed-in account's too. */
export const attachSeats = (tokens: string[]): Promise<SeatsAttached> =>
  call('POST', '/api/me/seats', { tokens: tokens.slice(-LOOKUP_MAX) });
