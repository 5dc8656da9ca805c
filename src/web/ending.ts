/**
 * The end of a match in words for the person looking at it: who won and how (the server's outcome text), and what it
 * means for him: "You won", "You lost", "Draw", or for a spectator the result alone. A person holding seats on both
 * sides (hot-seat) is told the result as a spectator would be.
 */
import { howText } from './screen.js';

export interface Ending {
  /** "You won", "You lost", "Draw", or for a spectator the winners' side in words. */
  headline: string;
  /** How it ended, as the server says it ("Brutus wins: Aulus resigned"). */
  detail: string;
  /** What the headline means for the page's look: the viewer's own result, or none. */
  tone: 'won' | 'lost' | 'draw' | 'neutral';
}

export function endingFor(outcome: unknown, held: readonly string[]): Ending | null {
  if (!outcome || typeof outcome !== 'object') return null;
  const o = outcome as { winners?: unknown; losers?: unknown; how?: unknown; text?: unknown };
  const winners = Array.isArray(o.winners) ? (o.winners as string[]) : [];
  const losers = Array.isArray(o.losers) ? (o.losers as string[]) : [];
  const how = typeof o.how === 'string' ? howText(o.how) : '';
  const detail = `${typeof o.text === 'string' ? o.text : 'The match is over'}${how ? ` (${how})` : ''}`;
  if (winners.length === 0) return { headline: 'Draw', detail, tone: 'draw' };
  const mine = held.filter((s) => winners.includes(s) || losers.includes(s));
  const won = mine.some((s) => winners.includes(s));
  const lost = mine.some((s) => losers.includes(s));
  if (won && !lost) return { headline: 'You won', detail, tone: 'won' };
  if (lost && !won) return { headline: 'You lost', detail, tone: 'lost' };
  return { headline: 'The match is over', detail, tone: 'neutral' };
}
