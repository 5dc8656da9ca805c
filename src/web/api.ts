/** The HTTP routes of wire.ts, as typed calls. A failed call throws an Error with the server's explanation. */
import type { CreateMatch, GamesInfo, MatchCreated, MatchSummary } from '../server/wire.js';

async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  const res = await fetch(path, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await res.text();
  let data: unknown = null;
  try {
    data = text ? JSON.parse(text) : null;
  } catch {
    data = text;
  }
  if (!res.ok) {
    const message =
      data && typeof data === 'object' && typeof (data as { message?: unknown }).message === 'string'
        ? (data as { message: string }).message
        : typeof data === 'string' && data
          ? data
          : res.statusText;
    throw new Error(`${method} ${path}: ${res.status} ${message}`);
  }
  return data as T;
}

export const getGames = (): Promise<GamesInfo> => call('GET', '/api/games');
export const createMatch = (body: CreateMatch): Promise<MatchCreated> => call('POST', '/api/matches', body);
export const getMatch = (id: string): Promise<MatchSummary> => call('GET', `/api/matches/${encodeURIComponent(id)}`);
export const lookupMatches = (tokens: string[]): Promise<MatchSummary[]> =>
  call('POST', '/api/matches/lookup', { tokens });
