/**
 * The header's identity corner: the display name this browser plays under (picked once, changeable, kept in
 * localStorage), and an optional account to see one's matches on any device: register, sign in, sign out. Signing
 * in gives the account the seats this browser holds; a match page then opens the account's seats on any device
 * signed in to it, without their tokens.
 */
import { useEffect, useMemo, useState } from 'preact/hooks';
import type { Me, MyMatch } from '../server/wire.js';
import { ApiFailure, attachSeats, getMe, myMatches, register, setSeatName, signIn, signOut } from './api.js';
import { getDisplayName, NAME_CHANGED, setDisplayName } from './identity.js';
import { hrefOf } from './routes.js';
import { browserStore, type HeldSeat } from './storage.js';

// ---- who is signed in, shared by every part of the page ---------------------------------------------------------

let me: Me = { name: null, account: false };
/** Whether the server has been asked yet (once a page). */
let asked = false;
const listeners = new Set<(m: Me) => void>();

function setMe(next: Me): void {
  me = next;
  for (const l of listeners) l(me);
}

/** Whether this browser is signed in, and as whom; asked of the server once a page. */
export function useMe(): Me {
  const [value, setValue] = useState(me);
  useEffect(() => {
    listeners.add(setValue);
    if (!asked) {
      asked = true;
      getMe().then(
        (m) => {
          setMe(m);
          // Seats taken on this device while signed out (an invite opened) join the account on the next visit.
          if (m.account) attachHeld();
        },
        () => {},
      );
    }
    return () => {
      listeners.delete(setValue);
    };
  }, []);
  return value;
}

/** Whether this browser is signed in (as the server said when asked). */
export const signedIn = (): boolean => me.account;

/** The seats this browser holds (their tokens) become the signed-in account's too. */
export function attachHeld(): Promise<unknown> {
  const tokens = browserStore()
    .held()
    .map((h) => h.token);
  return tokens.length > 0 ? attachSeats(tokens) : Promise.resolve();
}

/** The display name this browser plays under, following every change. */
export function useDisplayName(): string | null {
  const [name, setName] = useState(getDisplayName);
  useEffect(() => {
    const changed = () => setName(getDisplayName());
    addEventListener(NAME_CHANGED, changed);
    return () => removeEventListener(NAME_CHANGED, changed);
  }, []);
  return name;
}

/**
 * The seats of `match` the signed-in account holds that this browser keeps no token for: a link opens each by the
 * session (its token is empty).
 */
export function useAccountSeats(match: string, game: string, held: readonly HeldSeat[]): HeldSeat[] {
  const who = useMe();
  const [seats, setSeats] = useState<string[]>([]);
  useEffect(() => {
    if (!who.account) return setSeats([]);
    let live = true;
    myMatches().then(
      (list) => live && setSeats(list.find((m) => m.id === match)?.mySeats ?? []),
      () => live && setSeats([]),
    );
    return () => {
      live = false;
    };
  }, [match, who.account]);
  const mine = held.map((h) => h.seat).join();
  // A new list only when the seats change: the page rebuilds its links on a new one.
  return useMemo(() => {
    const kept = new Set(mine.split(','));
    return seats
      .filter((seat) => !kept.has(seat))
      .map((seat) => ({ match, seat, token: '', game, addedAt: new Date(0).toISOString() }));
  }, [match, game, seats, mine]);
}

/**
 * The name given to the seats this browser holds, so the people at the table read it at once. The latest few only:
 * older matches are over, and a seat whose match ended refuses nothing but changes nothing either.
 */
function nameHeldSeats(name: string): void {
  const held = browserStore().held().slice(-20);
  for (const h of held) void setSeatName(h.match, h.seat, name, h.token).catch(() => {});
  // Signed in, the account's seats of matches still running take it too (by the session; none when signed out).
  const here = new Set(held.map((h) => `${h.match}/${h.seat}`));
  myMatches().then(
    (list) => {
      for (const m of list.filter((x) => x.status === 'active').slice(0, 20))
        for (const seat of m.mySeats)
          if (!here.has(`${m.id}/${seat}`)) void setSeatName(m.id, seat, name).catch(() => {});
    },
    () => {},
  );
}

// ---- the header ------------------------------------------------------------------------------------------------

/** The display name, with the field to pick or change it. */
function NamePicker() {
  const name = useDisplayName();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  if (name !== null && !editing)
    return (
      <span class="who" data-testid="display-name-shown">
        Playing as <strong data-testid="display-name">{name}</strong>{' '}
        <button
          type="button"
          class="link-button"
          data-testid="change-name"
          onClick={() => {
            setDraft(name);
            setEditing(true);
          }}
        >
          change
        </button>
      </span>
    );
  const save = (e: Event) => {
    e.preventDefault();
    const kept = setDisplayName(draft);
    if (!kept.ok) return setProblem(kept.message);
    setProblem(null);
    setEditing(false);
    nameHeldSeats(kept.name);
  };
  return (
    <form class="name-picker" onSubmit={save} data-testid="name-picker">
      <label for="display-name-input">Your name</label>{' '}
      <input
        id="display-name-input"
        data-testid="display-name-input"
        value={draft}
        maxLength={64}
        autocomplete="nickname"
        placeholder="as others will see it"
        onInput={(e) => setDraft((e.target as HTMLInputElement).value)}
        aria-invalid={problem !== null}
        aria-describedby={problem ? 'display-name-problem' : undefined}
      />{' '}
      <button type="submit" data-testid="display-name-save">
        Save
      </button>
      {editing && (
        <button type="button" class="link-button" onClick={() => setEditing(false)}>
          cancel
        </button>
      )}
      {problem && (
        <span class="error" role="alert" id="display-name-problem">
          {problem}
        </span>
      )}
    </form>
  );
}

/** What a refusal of the account routes says, naming the field when there is one. */
function refusalText(e: unknown): string {
  if (!(e instanceof ApiFailure)) return (e as Error).message;
  if (e.code === 'bad-request' && e.field) return e.message.replace(/^[^:]*: /, `${fieldWords(e.field)}: `);
  return e.message;
}

const fieldWords = (field: string): string =>
  field === 'name' ? 'Account name' : field === 'password' ? 'Password' : field;

/** Register or sign in: one form, two buttons. */
function SignInForm({ onDone }: { onDone: () => void }) {
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const go = async (how: 'register' | 'sign-in') => {
    setBusy(true);
    setProblem(null);
    try {
      const who = how === 'register' ? await register(name, password) : await signIn(name, password);
      // The seats this browser holds become the account's, to open on any device.
      await attachHeld();
      if (getDisplayName() === null && who.name) setDisplayName(who.name);
      setPassword('');
      setMe(who);
      onDone();
    } catch (e) {
      setProblem(refusalText(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form
      class="sign-in"
      data-testid="sign-in-form"
      onSubmit={(e) => {
        e.preventDefault();
        void go('sign-in');
      }}
    >
      <p class="muted small">
        An account is optional: it keeps your matches, to open them on any device. Without one, this browser keeps them.
      </p>
      <label>
        Account name{' '}
        <input
          data-testid="account-name"
          value={name}
          autocomplete="username"
          maxLength={64}
          onInput={(e) => setName((e.target as HTMLInputElement).value)}
        />
      </label>{' '}
      <label>
        Password{' '}
        <input
          type="password"
          data-testid="account-password"
          value={password}
          autocomplete="current-password"
          maxLength={200}
          onInput={(e) => setPassword((e.target as HTMLInputElement).value)}
        />
      </label>{' '}
      <button type="submit" class="primary" data-testid="sign-in" disabled={busy}>
        Sign in
      </button>{' '}
      <button type="button" data-testid="register" disabled={busy} onClick={() => void go('register')}>
        Register
      </button>
      <p class="muted small">Names have 3 to 32 characters; passwords 8 to 200.</p>
      {problem && (
        <p class="error" role="alert" data-testid="account-problem">
          {problem}
        </p>
      )}
    </form>
  );
}

/** The account's matches, newest first: the way to a match on a device that holds no token for it. */
function AccountMatches({ onPick }: { onPick: () => void }) {
  const [list, setList] = useState<MyMatch[] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    myMatches().then(setList, (e: Error) => setProblem(e.message));
  }, []);
  if (problem) return <p class="error">{problem}</p>;
  if (!list) return <p class="muted small">Loading your matches…</p>;
  if (list.length === 0) return <p class="muted small">No match on this account yet.</p>;
  return (
    <ul class="account-matches" data-testid="account-matches">
      {list.slice(0, 10).map((m) => (
        <li key={m.id}>
          <a href={hrefOf({ name: 'match', id: m.id })} data-testid={`account-match-${m.id}`} onClick={onPick}>
            {m.title}, {m.status === 'active' ? 'running' : m.status}
            {' · '}
            {Object.entries(m.seats)
              .filter(([seat]) => !m.mySeats.includes(seat))
              .map(([, s]) => s.name ?? 'someone')
              .join(', ') || 'nobody else'}
          </a>
        </li>
      ))}
    </ul>
  );
}

/** The header's corner: the display name, and the account (signed in or not). */
export function AccountBar() {
  const who = useMe();
  const [open, setOpen] = useState(false);
  return (
    <div class="account-bar">
      <NamePicker />
      {who.account ? (
        <details class="account" open={open} onToggle={(e) => setOpen((e.target as HTMLDetailsElement).open)}>
          <summary data-testid="account-shown">Account {who.name}</summary>
          <div class="account-panel">
            {open && <AccountMatches onPick={() => setOpen(false)} />}
            <button
              type="button"
              data-testid="sign-out"
              onClick={() => {
                setOpen(false);
                void signOut().then(setMe, () => setMe({ name: null, account: false }));
              }}
            >
              Sign out
            </button>
          </div>
        </details>
      ) : (
        <details class="account" open={open} onToggle={(e) => setOpen((e.target as HTMLDetailsElement).open)}>
          <summary data-testid="account-open">Sign in</summary>
          <div class="account-panel">
            <SignInForm onDone={() => setOpen(false)} />
          </div>
        </details>
      )}
    </div>
  );
}
