/**
 * The end of a match in words for the person looking at it: who won and how (the server's outcome text), and what it
 * means for him: "You won", "You lost to Felix (Brutus)", "Draw", or for a spectator "Felix (Lucius) beat Lucia
 * (Brutus)". The other side is named once every seat of it has a person's name; until then the headline says the
 * result alone. A person holding seats on both sides (hot-seat) is told the result as a spectator would be.
 */
import { howText, listWords } from './screen.js';

export interface Ending {
  /** "You won", "You lost", "Draw", or for a spectator the winners' side in words. */
  headline: string;
  /** How it ended, as the server says it ("Brutus wins: Aulus resigned"). */
  detail: string;
  /** What the headline means for the page's look: the viewer's own result, or none. */
  tone: 'won' | 'lost' | 'draw' | 'neutral';
}

/** The seats' people, when every one of them has a name: "Felix (Lucius) and Lucia (Brutus)"; else null. */
function peopleOf(seats: readonly string[], names: Readonly<Record<string, string>>, words: (s: string) => string) {
  return seats.length > 0 && seats.every((s) => Object.hasOwn(names, s)) ? listWords(seats.map(words)) : null;
}

export function endingFor(
  outcome: unknown,
  held: readonly string[],
  /** Seat -> the person's display name, as the server knows it (state frame `names`). */
  names: Readonly<Record<string, string>> = {},
  /** A seat in words, the person and his man (identity.ts personWords). */
  words: (seat: string) => string = (s) => s,
): Ending | null {
  if (!outcome || typeof outcome !== 'object') return null;
  const o = outcome as { winners?: unknown; losers?: unknown; how?: unknown; text?: unknown };
  const winners = Array.isArray(o.winners) ? (o.winners as string[]) : [];
  const losers = Array.isArray(o.losers) ? (o.losers as string[]) : [];
  const how = typeof o.how === 'string' ? howText(o.how) : '';
  const detail = `${typeof o.text === 'string' ? o.text : 'The match is over'}${how ? ` (${how})` : ''}`;
  if (winners.length === 0) {
    // Nobody won, yet my side lost (the animals killed every gladiator, both men fell): a loss, not a draw.
    if (losers.length > 0 && held.some((s) => losers.includes(s)))
      return { headline: 'You lost', detail, tone: 'lost' };
    return { headline: losers.length > 0 ? 'No one won' : 'Draw', detail, tone: 'draw' };
  }
  const mine = held.filter((s) => winners.includes(s) || losers.includes(s));
  const won = mine.some((s) => winners.includes(s));
  const lost = mine.some((s) => losers.includes(s));
  if (won && !lost) {
    const beaten = peopleOf(losers, names, words);
    return { headline: beaten ? `You beat ${beaten}` : 'You won', detail, tone: 'won' };
  }
  if (lost && !won) {
    const by = peopleOf(winners, names, words);
    return { headline: by ? `You lost to ${by}` : 'You lost', detail, tone: 'lost' };
  }
  const victors = peopleOf(winners, names, words);
  const beaten = peopleOf(losers, names, words);
  const headline = victors && beaten ? `${victors} beat ${beaten}` : victors ? `${victors} won` : 'The match is over';
  return { headline, detail, tone: 'neutral' };
}
