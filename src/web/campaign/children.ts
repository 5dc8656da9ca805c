/**
 * The GLADIATOR matches a campaign arranged (its campaign matches on the server), from GET /api/campaigns/:id/matches
 * (docs/protocol.md), each with the link that opens it: this browser's seat in it when the campaign seat it
 * holds fights there (the child seat opens with the campaign seat's key), else the spectator's page or the replay.
 */
import { useEffect, useState } from 'preact/hooks';
import { hrefOf, routeOf } from '../routes.js';
import { howText } from '../screen.js';
import { browserStore } from '../storage.js';
import { campaignSeatWords } from './words.js';

/** One campaign match as GET /api/campaigns/:id/matches gives it (docs/protocol.md), read into words. */
export interface ChildMatch {
  id: string;
  /** The campaign match it is (1 for the first). */
  number: number;
  finished: boolean;
  /** Child seat (a, b) -> the campaign seat whose holder plays it (null: the server's opponent), and the man. */
  seats: Record<string, { campaignSeat: string | null; name: string }>;
  /** The result in words, once finished. */
  result: string | null;
}

export interface CampaignMatch extends ChildMatch {
  /** Opens it (the live page; with `hold` kept first, this browser's seat). */
  href: string;
  /** This browser's seat in it, to keep before opening it: the campaign seat's key opens it (docs/protocol.md). */
  hold: { seat: string; token: string } | null;
  /** Its replay. */
  replay: string;
  /** Whether this browser holds a seat in it. */
  mine: boolean;
}

/** The campaign this page shows: the match of the route (the screen is given only the view). */
export function campaignIdHere(): string | null {
  const r = routeOf(location);
  return r.name === 'match' || r.name === 'replay' ? r.id : null;
}

/** A finished match's result in words, from its outcome's winners and how it ended. */
function resultWords(outcome: unknown, seats: ChildMatch['seats']): string | null {
  if (!outcome || typeof outcome !== 'object') return null;
  const o = outcome as { winners?: unknown; how?: unknown };
  const how = typeof o.how === 'string' ? ` (${howText(o.how)})` : '';
  const winners = Array.isArray(o.winners) ? o.winners.filter((w): w is string => typeof w === 'string') : [];
  const [winner] = winners;
  if (winners.length !== 1 || !winner) return `a draw${how}`;
  const loser = Object.keys(seats).find((s) => s !== winner);
  return `${seats[winner]?.name ?? winner} beat ${loser ? (seats[loser]?.name ?? loser) : 'his opponent'}${how}`;
}

/** Reads the route's answer defensively; anything malformed is left out. */
export function readChildren(body: unknown): ChildMatch[] {
  const list = (body as { matches?: unknown } | null)?.matches;
  if (!Array.isArray(list)) return [];
  const out: ChildMatch[] = [];
  for (const x of list as Record<string, unknown>[]) {
    if (!x || typeof x.id !== 'string') continue;
    const seats: ChildMatch['seats'] = {};
    const raw = x.seats && typeof x.seats === 'object' ? (x.seats as Record<string, Record<string, unknown>>) : {};
    for (const [seat, s] of Object.entries(raw))
      seats[seat] = {
        campaignSeat: typeof s?.campaignSeat === 'string' ? s.campaignSeat : null,
        name: typeof s?.name === 'string' ? s.name : `seat ${seat}`,
      };
    const finished = x.status === 'finished';
    out.push({
      id: x.id,
      number: typeof x.n === 'number' ? x.n : out.length + 1,
      finished,
      seats,
      result: finished ? resultWords(x.outcome, seats) : null,
    });
  }
  return out.sort((a, b) => a.number - b.number);
}

/**
 * Each child with its links. `held` maps the campaign seats this browser holds to their tokens: a child seat of one
 * of them is kept with that token (the server gives the child seat the campaign seat's key), then opened as a match
 * this browser holds a seat in. The key is kept directly rather than through an invite link, whose check looks the
 * key up among the seats it was made for.
 */
export function withLinks(children: readonly ChildMatch[], held: Readonly<Record<string, string>>): CampaignMatch[] {
  return children.map((c) => {
    const mySeat = Object.entries(c.seats).find(
      ([, s]) => s.campaignSeat !== null && Object.hasOwn(held, s.campaignSeat),
    );
    const token = mySeat ? held[mySeat[1].campaignSeat as string] : undefined;
    const hold = mySeat && token ? { seat: mySeat[0], token } : null;
    return {
      ...c,
      href: hrefOf({ name: 'match', id: c.id }),
      hold,
      replay: hrefOf({ name: 'replay', id: c.id }),
      mine: !!hold,
    };
  });
}

/** Keeps this browser's seat in the campaign match, so that opening it opens the seat. */
export function keepSeat(m: CampaignMatch): void {
  if (m.hold)
    browserStore().hold([
      { match: m.id, seat: m.hold.seat, token: m.hold.token, game: 'gladiator', addedAt: new Date().toISOString() },
    ]);
}

/** "Match 3: Cato (Owner 1) against Verus (Owner 2): Cato beat Verus (a kill, turn 4)." */
export function matchRowWords(m: ChildMatch): string {
  const side = (s: ChildMatch['seats'][string] | undefined) =>
    s
      ? `${s.name}${s.campaignSeat && s.campaignSeat !== 'player' ? ` (${campaignSeatWords(s.campaignSeat)})` : ''}`
      : '?';
  const head = `Match ${m.number}: ${side(m.seats.a)} against ${side(m.seats.b)}`;
  return `${head}${m.finished ? `: ${m.result ?? 'over'}` : ': being fought now'}.`;
}

/** The campaign's matches, fetched again whenever `played` or `step` changes; null until the first answer. */
export function useCampaignMatches(played: number, step: string): CampaignMatch[] | null {
  const [list, setList] = useState<CampaignMatch[] | null>(null);
  const id = campaignIdHere();
  useEffect(() => {
    if (!id) return;
    let live = true;
    const held = Object.fromEntries(
      browserStore()
        .heldIn(id)
        .map((h) => [h.seat, h.token]),
    );
    fetch(`/api/campaigns/${encodeURIComponent(id)}/matches`)
      .then((r) => (r.ok ? r.json() : { matches: [] }))
      .then(
        (body: unknown) => live && setList(withLinks(readChildren(body), held)),
        () => live && setList([]),
      );
    return () => {
      live = false;
    };
  }, [id, played, step]);
  return list;
}
