/**
 * What every match offers a seat beside the game (docs/protocol.md, "Resign and draw offers"): resign, offer a draw,
 * answer the other side's offer; and what the clock is waiting for, with a reminder when little time is left.
 */
import { useEffect, useState } from 'preact/hooks';
import type { MatchLink } from './connection.js';
import { listWords } from './screen.js';
import { timeLeftText } from './session.js';

/**
 * A time bank's clocks, every seat's: the time left of the one running (ticking) and what each stopped one keeps.
 * Nothing for the other clocks, whose time a decision the countdown shows.
 */
export function BankClocks({
  link,
  nameOf,
}: {
  link: MatchLink | undefined;
  /** A seat in words (the man's name). */
  nameOf: (seat: string) => string;
}) {
  const [now, setNow] = useState(Date.now());
  const feed = link?.feed;
  const running = feed?.clock?.mode === 'bank' && !feed.outcome;
  useEffect(() => {
    if (!running) return;
    const t = setInterval(() => setNow(Date.now()), 500);
    return () => clearInterval(t);
  }, [running]);
  if (!running || !feed?.clock || !feed.table) return null;
  const { banks = {} } = feed.clock;
  const seats = feed.table.sides.flat();
  const left = (seat: string): number | undefined => {
    const deadline = feed.deadlines[seat];
    return deadline !== undefined ? Math.max(0, deadline - now) : banks[seat];
  };
  return (
    <span class="badge" data-testid="bank-clocks">
      time bank:{' '}
      {seats
        .filter((seat) => left(seat) !== undefined)
        .map(
          (seat) =>
            `${seat === link?.viewer ? 'you' : nameOf(seat)} ${timeLeftText(left(seat) as number)}${feed.deadlines[seat] !== undefined ? ' (running)' : ''}`,
        )
        .join(' · ')}
    </span>
  );
}

/** The notice above the board while the clock waits for players to join, or a seat's time is low. */
export function ClockNotice({ link }: { link: MatchLink | undefined }) {
  const clock = link?.feed?.clock;
  if (!clock || clock.mode === 'off' || link?.feed?.outcome) return null;
  const me = link?.viewer ?? 'spectator';
  const others = clock.waiting.filter((s) => s !== me);
  if (others.length > 0)
    return (
      <p class="muted" data-testid="clock-waiting">
        The clock starts when {others.length === 1 ? 'the other player has' : `${others.length} more players have`}{' '}
        joined: until then no time runs and nothing is played for anyone.
      </p>
    );
  // The moment it turns low was told with the clock: the reminder shows then, before any frame says so.
  if (clock.low.includes(me) || (clock.lowFrom?.[me] ?? Number.POSITIVE_INFINITY) <= Date.now())
    return (
      <p class="warn" data-testid="clock-low" role="status">
        Little time is left for your decision: when it runs out, the clock plays your default.
      </p>
    );
  return null;
}

/**
 * Who plays whom ("Felix (Lucius) against Brawler (bot, Brutus)"), resign and draw offers for the seat of `link`;
 * nothing for a spectator, a resigned seat or a finished match.
 */
export function TableBar({
  link,
  nameOf = (seat) => `seat ${seat}`,
}: {
  link: MatchLink | undefined;
  /** A seat in words, the person and his man (identity.ts personWords). */
  nameOf?: (seat: string) => string;
}) {
  const [confirming, setConfirming] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const feed = link?.feed;
  const seat = link?.viewer;
  if (!link || !feed?.table || seat === undefined || seat === 'spectator' || feed.outcome) return null;
  const { table } = feed;
  if (table.resigned.includes(seat)) return null;
  const mySide = table.sides.find((side) => side.includes(seat)) ?? [seat];
  const offer = table.offer;
  const others = table.sides.filter((side) => !side.includes(seat)).flat();
  const act = (action: Parameters<MatchLink['table']>[0]) => {
    setProblem(null);
    void link.table(action).then((r) => {
      if (!r.ok) setProblem(r.violation.message);
    });
  };
  return (
    <section class="table-bar" aria-label="Resign or draw" data-testid="table-bar">
      <span class="table-who" data-testid="table-who">
        {listWords(mySide.map(nameOf))} against {listWords(others.map(nameOf))}
      </span>{' '}
      {offer && !mySide.includes(offer.by) ? (
        offer.accepted.includes(seat) ? (
          <span data-testid="draw-accepted">You accepted the draw: waiting for the others on your side.</span>
        ) : (
          <span data-testid="draw-offered">
            A draw is offered.{' '}
            <button type="button" data-testid="accept-draw" onClick={() => act('accept-draw')}>
              Accept the draw
            </button>{' '}
            <button type="button" data-testid="decline-draw" onClick={() => act('decline-draw')}>
              Decline
            </button>
          </span>
        )
      ) : offer ? (
        <span data-testid="draw-pending">
          {offer.by === seat ? 'You offered' : 'Your side offered'} a draw: waiting for an answer. It lapses at your
          next decision.
        </span>
      ) : (
        <button type="button" data-testid="offer-draw" onClick={() => act('offer-draw')}>
          Offer a draw
        </button>
      )}{' '}
      {confirming ? (
        <span>
          Resign? You leave the fight{mySide.length > 1 ? ', and your side fights on without you' : ' and lose'}.{' '}
          <button
            type="button"
            data-testid="resign-confirm"
            onClick={() => {
              setConfirming(false);
              act('resign');
            }}
          >
            Yes, resign
          </button>{' '}
          <button type="button" onClick={() => setConfirming(false)}>
            No
          </button>
        </span>
      ) : (
        <button type="button" data-testid="resign" onClick={() => setConfirming(true)}>
          Resign…
        </button>
      )}
      {problem && (
        <p class="error" role="alert">
          {problem}
        </p>
      )}
    </section>
  );
}
