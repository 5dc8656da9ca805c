/**
 * The end of a match: who won and how, what it means for the viewer ("You won", "You lost", "Draw"), a rematch with
 * the seats swapped (both players' links lead to it) and the way back to the lobby.
 */
import { useState } from 'preact/hooks';
import { askRematch } from './api.js';
import { endingFor } from './ending.js';
import { hrefOf } from './routes.js';
import type { HeldSeat, LocalStore } from './storage.js';

export function EndScreen({
  match,
  game,
  outcome,
  held,
  rematch,
  rematchable = true,
  store,
  names = {},
  nameOf = (seat) => seat,
}: {
  match: string;
  game: string;
  outcome: unknown;
  held: readonly HeldSeat[];
  /** The rematch somebody already asked for, if any. */
  rematch: string | null;
  /** False where the server plays no rematch (a campaign and its matches). */
  rematchable?: boolean;
  store: LocalStore;
  /** Seat -> the person's display name (state frame `names`). */
  names?: Readonly<Record<string, string>>;
  /** A seat in words, the person and his man ("Felix (Lucius)"). */
  nameOf?: (seat: string) => string;
}) {
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const ending = endingFor(
    outcome,
    held.map((h) => h.seat),
    names,
    nameOf,
  );
  if (!ending) return null;
  // Every seat this browser holds takes its mirrored seat of the rematch, which the first request creates.
  const playAgain = async () => {
    setBusy(true);
    setProblem(null);
    try {
      const taken = [];
      for (const h of held) taken.push(await askRematch(match, h.seat, h.token));
      const id = taken[0]?.id;
      if (!id) return;
      const addedAt = new Date().toISOString();
      store.hold(taken.map((t) => ({ match: t.id, seat: t.seat, token: t.token, game, addedAt })));
      location.hash = hrefOf({ name: 'match', id });
    } catch (e) {
      setProblem((e as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <section class="outcome" data-testid="end-screen" data-tone={ending.tone} aria-live="polite">
      <h3 data-testid="end-headline">{ending.headline}</h3>
      <p data-testid="outcome">{ending.detail}</p>
      <p class="end-actions">
        {rematchable && held.length > 0 && (
          <button type="button" class="primary" data-testid="rematch" disabled={busy} onClick={playAgain}>
            {rematch ? 'Join the rematch' : 'Rematch, seats swapped'}
          </button>
        )}{' '}
        {held.length === 0 && rematch && (
          <a href={hrefOf({ name: 'match', id: rematch })} data-testid="watch-rematch">
            Watch the rematch
          </a>
        )}{' '}
        <a href={hrefOf({ name: 'replay', id: match })}>Replay it</a>{' '}
        <a href={hrefOf({ name: 'lobby' })} data-testid="back-to-lobby">
          Back to the lobby
        </a>
      </p>
      {rematch && held.length > 0 && (
        <p class="muted small" data-testid="rematch-offered">
          A rematch with the seats swapped has been set up.
        </p>
      )}
      {problem && (
        <p class="error" role="alert">
          {problem}
        </p>
      )}
    </section>
  );
}
