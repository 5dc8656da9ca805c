/**
 * "New invite link": the holder of a seat replaces its token (a link that leaked stops working at once), keeps the
 * new one in this browser and gets the new link to pass on.
 */
import { useState } from 'preact/hooks';
import { rotateToken } from './api.js';
import { inviteLink } from './routes.js';
import type { LocalStore } from './storage.js';

export function NewInviteLink({
  match,
  seat,
  name,
  token,
  store,
  onReplaced,
}: {
  match: string;
  seat: string;
  /** The seat in words (the man's name). */
  name: string;
  token: string;
  store: LocalStore;
  onReplaced: () => void;
}) {
  const [link, setLink] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const replace = () => {
    setBusy(true);
    rotateToken(match, seat, token).then(
      (r) => {
        store.replaceToken(match, seat, r.token);
        setLink(inviteLink(location, match, seat, r.token));
        setError(null);
        setBusy(false);
        onReplaced();
      },
      (e: Error) => {
        setError(e.message);
        setBusy(false);
      },
    );
  };
  return (
    <li data-testid={`seat-key-${seat}`}>
      {name}:{' '}
      <button
        type="button"
        disabled={busy}
        data-testid={`new-invite-${seat}`}
        title="Makes a new link for this seat; the old link, wherever it went, stops working at once"
        onClick={replace}
      >
        New invite link
      </button>
      {link && (
        <>
          {' '}
          <input
            readOnly
            value={link}
            data-testid={`new-invite-link-${seat}`}
            onFocus={(e) => e.currentTarget.select()}
          />
          <button type="button" onClick={() => void navigator.clipboard?.writeText(link)}>
            Copy
          </button>{' '}
          <span class="muted small">the old link no longer works</span>
        </>
      )}
      {error && (
        <span class="error" role="alert">
          {' '}
          Not replaced: {error}
        </span>
      )}
    </li>
  );
}
