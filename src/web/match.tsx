/**
 * A live match: one link per seat this browser holds (or one spectator link), the hot-seat cover between seats,
 * connection state, the clock, the outcome, and the game's own screen for the seat shown (or the plain screen, when
 * the person asks for it).
 */
import type { JSX } from 'preact';
import { useEffect, useMemo, useReducer, useState } from 'preact/hooks';
import type { MatchSummary } from '../server/wire.js';
import { useAccountSeats } from './account.js';
import { getMatch } from './api.js';
import { ChatPanel } from './chat.js';
import { type LinkState, MatchLink, socketUrl } from './connection.js';
import { DiceNote } from './dice.js';
import { EndScreen } from './endScreen.js';
import { withPersonNames } from './events.js';
import { FirstMatchNotes } from './help/FirstMatchNotes.js';
import { HelpPanel } from './help/HelpPanel.js';
import { personWords } from './identity.js';
import {
  allowNotifications,
  moveSignal,
  type NotifySettings,
  readNotifySettings,
  saveNotifySettings,
  useMoveSignals,
  useWakeAt,
} from './notify.js';
import { hrefOf } from './routes.js';
import { asLegal, listWords } from './screen.js';
import { hasOwnScreen, screenFor, seatWordsFor } from './screens.js';
import { NewInviteLink } from './seatKey.js';
import { chooseSeat, coverNeeded, timeLeftText } from './session.js';
import { browserStore, type HeldSeat, type LocalStore } from './storage.js';
import { BankClocks, ClockNotice, TableBar } from './tableBar.js';

export function MatchPage({ id }: { id: string }) {
  return <WithSummary id={id} render={(summary) => <LiveMatch summary={summary} />} />;
}

/** Loads a match's summary, showing a line while it loads or why it cannot be opened, then renders the page. */
export function WithSummary({ id, render }: { id: string; render: (summary: MatchSummary) => JSX.Element }) {
  const [summary, setSummary] = useState<MatchSummary | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    setSummary(null);
    setError(null);
    getMatch(id).then(setSummary, (e: Error) => setError(e.message));
  }, [id]);
  if (error)
    return (
      <p class="error" role="alert">
        Cannot open match {id}: {error}
      </p>
    );
  if (!summary) return <p class="muted">Loading match {id}…</p>;
  return render(summary);
}

/** Opens the links when the page opens and closes them when it leaves; re-renders on every change. */
export function useLinks(match: string, held: readonly HeldSeat[], store: LocalStore | undefined): MatchLink[] {
  const [, bump] = useReducer((n: number) => n + 1, 0);
  const [links, setLinks] = useState<MatchLink[]>([]);
  const heldKey = held.map((h) => `${h.seat}:${h.token}`).join(',');
  // heldKey stands for `held`, a new array on every render: the links are rebuilt only when the seats change.
  useEffect(() => {
    const url = socketUrl(location);
    const onChange = () => bump(1);
    const made =
      held.length > 0
        ? held.map((h) => new MatchLink({ url, match, seat: h.seat, token: h.token, store, onChange }))
        : [new MatchLink({ url, match, store, onChange })];
    for (const l of made) l.start();
    setLinks(made);
    return () => {
      for (const l of made) l.stop();
    };
  }, [match, heldKey, store]);
  return links;
}

const STATE_WORDS: Record<LinkState, string> = {
  connecting: 'connecting…',
  open: 'connected',
  retrying: 'reconnecting…',
  closed: 'closed',
  refused: 'refused',
};

/** What a refused join means for the person, by error code (docs/protocol.md). */
function refusalText(link: MatchLink, nameOf: (seat: string) => string): string {
  const code = link.refusal?.code;
  const seat = nameOf(link.viewer);
  switch (code) {
    case 'bad-token':
      return `The key this browser keeps for ${seat} does not open it on this server: the link may have been cut short, or the seat given to someone else.`;
    case 'unknown-match':
      return 'This server has no such match.';
    case 'unknown-seat':
      return `This match has no ${seat}.`;
    case 'bot-seat':
      return `${seat[0]?.toUpperCase()}${seat.slice(1)} is played by the server's bot.`;
    case 'token-rotated':
      return `Someone with the key to ${seat} replaced it with a new one: the key this browser keeps no longer opens it.`;
    case 'expired':
      return 'This match expired: no player joined it in time, so it can no longer be played.';
    default:
      return link.refusal?.message ?? 'The server refused to let this page join.';
  }
}

export function ConnectionBadge({ links }: { links: readonly MatchLink[] }) {
  const worst = links.find((l) => l.state !== 'open') ?? links[0];
  const state = worst?.state ?? 'connecting';
  return (
    <span class={`badge conn-${state}`} data-testid="connection-state" data-state={state}>
      {/* One word for all of this device's links: the worst of them (seat letters are no words for a person). */}
      {STATE_WORDS[state]}
    </span>
  );
}

function Countdown({ deadline }: { deadline: number }) {
  const [now, setNow] = useState(Date.now());
  useEffect(() => {
    const t = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(t);
  }, []);
  const left = Math.max(0, deadline - now);
  const text = timeLeftText(left);
  return (
    <span class={`badge${left < 5000 ? ' warn' : ''}`} data-testid="deadline">
      time left {text}
    </span>
  );
}

function Cover({ seat, name, onReveal }: { seat: string; name: string; onReveal: () => void }) {
  return (
    <div class="cover" data-testid="cover-screen" data-seat={seat}>
      <p>Pass the device on. The next screen belongs to {name} alone.</p>
      <button type="button" class="primary" data-testid="cover-reveal" onClick={onReveal}>
        I am {name}, show me
      </button>
    </div>
  );
}

/** Whether this browser shows the plain screen instead of a game's own, and the way to switch it (kept). */
export function usePlainScreen(store: LocalStore): [boolean, () => void] {
  const [plain, setPlain] = useState(() => store.plainScreen());
  return [
    plain,
    () => {
      store.setPlainScreen(!plain);
      setPlain(!plain);
    },
  ];
}

/** The header button that switches between a game's own screen and the plain one; none for a game without its own. */
export function ScreenToggle({ game, plain, onToggle }: { game: string; plain: boolean; onToggle: () => void }) {
  if (!hasOwnScreen(game)) return null;
  return (
    <button
      type="button"
      data-testid="screen-toggle"
      data-plain={plain ? 'yes' : 'no'}
      title="The plain screen lists the commands the server offers and shows the view as it arrives"
      onClick={onToggle}
    >
      {plain ? 'Game screen' : 'Plain screen'}
    </button>
  );
}

/**
 * New invite links for the seats this browser holds and the invites it made, for when a link has leaked: the old
 * link stops working at once.
 */
function SeatKeys({
  match,
  held,
  store,
  nameOf,
  onReplaced,
}: {
  match: string;
  held: readonly HeldSeat[];
  store: LocalStore;
  nameOf: (seat: string) => string;
  onReplaced: () => void;
}) {
  const keys = new Map(Object.entries(store.invites(match)));
  for (const h of held) keys.set(h.seat, h.token);
  if (keys.size === 0) return null;
  return (
    <details class="seat-keys" data-testid="seat-keys">
      <summary>Invite links</summary>
      <p class="muted small">A link that reached the wrong person can be replaced: the old one then opens nothing.</p>
      <ul class="invites">
        {[...keys].map(([seat, token]) => (
          <NewInviteLink
            key={seat}
            match={match}
            seat={seat}
            name={nameOf(seat)}
            token={token}
            store={store}
            onReplaced={onReplaced}
          />
        ))}
      </ul>
    </details>
  );
}

/** Each seat a person holds, connected or not, and how many watch. */
function PresenceStrip({ link, nameOf }: { link: MatchLink | undefined; nameOf: (seat: string) => string }) {
  const presence = link?.presence;
  if (!presence) return null;
  return (
    <section class="presence" data-testid="presence" aria-label="Who is connected">
      {Object.entries(presence.connected).map(([seat, n]) => (
        <span key={seat} class="presence-seat" data-seat={seat} data-connected={n > 0 ? 'yes' : 'no'}>
          <span class={`dot${n > 0 ? ' on' : ''}`} aria-hidden="true" />
          {nameOf(seat)} {n > 0 ? 'connected' : 'not connected'}
        </span>
      ))}
      <span data-testid="spectators" data-count={presence.spectators}>
        {presence.spectators} watching
      </span>
    </section>
  );
}

/** The latest seat notices: who joined (a seat of another browser), and a seat open in two places. */
function SeatNotices({
  links,
  held,
  nameOf,
}: {
  links: readonly MatchLink[];
  held: readonly string[];
  nameOf: (seat: string) => string;
}) {
  const notices = links.flatMap((l) => l.notices);
  const joined = notices.filter((n) => n.code === 'joined' && !held.includes(n.seat)).at(-1);
  const twice = notices.filter((n) => n.code !== 'joined').at(-1);
  return (
    <>
      {joined && (
        <p class="notice" role="status" data-testid="joined-notice" data-seat={joined.seat}>
          {nameOf(joined.seat)} joined.
        </p>
      )}
      {twice && (
        <p class="warn banner" role="alert" data-testid="second-connection" data-code={twice.code}>
          {twice.code === 'second-connection'
            ? `This seat (${nameOf(twice.seat)}) is also open elsewhere, in another tab or device: a move made in either counts.`
            : `Your seat (${nameOf(twice.seat)}) was just opened elsewhere too, in another tab or device: a move made in either counts.`}
        </p>
      )}
    </>
  );
}

/** Sound and browser notifications for "your move", both off until turned on (the browser's permission is asked then). */
function NotifyControls({ settings, onChange }: { settings: NotifySettings; onChange: (s: NotifySettings) => void }) {
  const [refused, setRefused] = useState(false);
  return (
    <details class="notify-controls" data-testid="notify-controls">
      <summary>Alerts</summary>
      <p class="muted small">When it becomes your move (or your time runs low) while this tab is hidden:</p>
      <label>
        <input
          type="checkbox"
          checked={settings.sound}
          onChange={() => onChange({ ...settings, sound: !settings.sound })}
        />{' '}
        play a short sound
      </label>{' '}
      <label>
        <input
          type="checkbox"
          checked={settings.notifications}
          onChange={async () => {
            if (settings.notifications) return onChange({ ...settings, notifications: false });
            const allowed = await allowNotifications();
            setRefused(!allowed);
            if (allowed) onChange({ ...settings, notifications: true });
          }}
        />{' '}
        show a browser notification
      </label>
      {refused && <p class="muted small">The browser did not allow notifications for this site.</p>}
    </details>
  );
}

function LiveMatch({ summary }: { summary: MatchSummary }) {
  const store = useMemo(browserStore, []);
  const [forgotten, forget] = useReducer((n: number) => n + 1, 0);
  // `forgotten` changes when a refused seat is dropped from the store.
  const kept = useMemo(() => store.heldIn(summary.id), [store, summary.id, forgotten]);
  // Seats the signed-in account holds and this browser has no token for open by the session (identity).
  const accountSeats = useAccountSeats(summary.id, summary.game, kept);
  const held = useMemo(() => [...kept, ...accountSeats], [kept, accountSeats]);
  const links = useLinks(summary.id, held, store);
  const seats = held.map((h) => h.seat);
  const freshest = links.reduce<MatchLink | null>((a, l) => (l.stamp > (a?.stamp ?? -1) ? l : a), null);
  const pending = freshest?.feed?.pending ?? [];
  const [current, setCurrent] = useState<string | null>(null);
  const [revealed, setRevealed] = useState<string | null>(null);
  const seat = chooseSeat(seats, pending, current);
  useEffect(() => {
    if (seat !== current) setCurrent(seat);
  }, [seat, current]);
  const covered = coverNeeded(seats, seat, revealed);
  const link = seat === null ? links[0] : links.find((l) => l.viewer === seat);
  const feed = link?.ready ? link.feed : null;
  const [plain, togglePlain] = usePlainScreen(store);
  const Screen = screenFor(summary.game, plain);
  const outcome = feed?.outcome ?? freshest?.feed?.outcome ?? null;
  const version = freshest?.feed?.version ?? null;
  // Seats in words: the men's names (and sides) from the latest view, "seat b" until one has come.
  const nameOf = personWords(seatWordsFor(summary.game, freshest?.feed?.view), freshest?.feed?.names);
  // nameOf is rebuilt each render from the view and the names: the log is renamed when either changes.
  const namedEvents = useMemo(
    () => (feed ? withPersonNames(feed.events, nameOf) : []),
    [feed?.events, freshest?.feed?.view, freshest?.feed?.names],
  );
  // Every link hears of every time-out: the latest one heard is shown until the seat's next decision (its own link
  // clears it), or, for a seat not held here, until the match moves on.
  const [alerts, setAlerts] = useState(() => readNotifySettings(localStorage));
  const signal = moveSignal(seats, outcome === null ? pending : [], freshest?.feed?.clock ?? null, Date.now());
  useWakeAt(signal.lowAt);
  useMoveSignals(`${summary.title} · Ludus`, { awaited: signal.awaited, low: signal.low }, alerts);
  const timedOut = links.reduce<MatchLink['timedOut']>((a, l) => {
    const t = l.timedOut;
    if (!t || t.version <= (a?.version ?? -1)) return a;
    const own = links.find((o) => o.viewer === t.seat);
    if (own ? own.timedOut?.version !== t.version : version !== t.version) return a;
    return t;
  }, null);
  return (
    <div class="match">
      <header class="match-head">
        <h2>{summary.title}</h2>
        <span class="muted">
          match {summary.id}
          {seats.length > 0 ? (
            <>
              {' · you play '}
              <span data-testid="held-seats" data-seats={seats.join(',')}>
                {listWords(seats.map(nameOf))}
              </span>
            </>
          ) : (
            ' · watching'
          )}
          {summary.campaign && (
            <>
              {' · '}
              <a href={hrefOf({ name: 'match', id: summary.campaign })} data-testid="back-to-campaign">
                a match of a campaign: back to it
              </a>
            </>
          )}
        </span>
        <ConnectionBadge links={links} />
        {pending.length > 0 && (
          <span class="badge" data-testid="pending-seats">
            awaiting {listWords(pending.map(nameOf))}
          </span>
        )}
        {/* Whose clock runs is public: the cover leaves it in sight, so the next person sees the time going. */}
        {feed?.deadline ? <Countdown deadline={feed.deadline} /> : null}
        <BankClocks link={link} nameOf={nameOf} />
        {timedOut && (
          <span class="badge warn" data-testid="timed-out">
            {timedOut.seat === seat ? 'your' : `${nameOf(timedOut.seat)}'s`} time ran out: the default was played (move{' '}
            {timedOut.version})
          </span>
        )}
        <ScreenToggle game={summary.game} plain={plain} onToggle={togglePlain} />
        {seats.length > 0 && !covered && (
          <NotifyControls
            settings={alerts}
            onChange={(s) => {
              saveNotifySettings(localStorage, s);
              setAlerts(s);
            }}
          />
        )}
        {freshest?.feed?.version != null && (
          <span class="badge" data-testid="match-version" data-version={freshest.feed.version}>
            move {freshest.feed.version}
          </span>
        )}
      </header>
      {/* Under a hot-seat cover the page shows the header and the cover alone. */}
      {!covered && <PresenceStrip link={freshest ?? links[0]} nameOf={nameOf} />}
      <SeatNotices links={links} held={seats} nameOf={nameOf} />
      {/* Under the hot-seat cover the page shows nothing but the header and the cover. */}
      {!covered && <DiceNote dice={freshest?.feed?.dice ?? summary.dice} match={summary.id} />}
      {!outcome && !covered && (
        <SeatKeys match={summary.id} held={kept} store={store} nameOf={nameOf} onReplaced={() => forget(1)} />
      )}
      {links.map((l) =>
        l.state === 'refused' ? (
          <div class="error" key={`r-${l.viewer}`} role="alert" data-testid="join-refused" data-code={l.refusal?.code}>
            <p>{refusalText(l, nameOf)}</p>
            {l.viewer !== 'spectator' && (
              <button
                type="button"
                data-testid="forget-seat"
                onClick={() => {
                  store.forgetSeat(summary.id, l.viewer);
                  forget(1);
                }}
              >
                Forget this seat and watch instead
              </button>
            )}
          </div>
        ) : l.error ? (
          <p class="error" key={`e-${l.viewer}`} role="alert">
            {l.viewer === 'spectator' ? 'Watching' : nameOf(l.viewer)}: {l.error}
          </p>
        ) : null,
      )}
      {outcome ? (
        <EndScreen
          match={summary.id}
          game={summary.game}
          outcome={outcome}
          held={held}
          // No rematch of a campaign or of its matches: the campaign arranges what comes next.
          rematchable={!summary.campaign && summary.game !== 'campaign'}
          rematch={freshest?.feed?.rematch ?? null}
          store={store}
          names={freshest?.feed?.names ?? {}}
          nameOf={nameOf}
        />
      ) : (
        !covered && (
          <>
            <ClockNotice link={link} />
            {/* A campaign and its matches end by the rules alone: the server refuses a resignation or a draw there. */}
            {!summary.campaign && summary.game !== 'campaign' && <TableBar link={link} nameOf={nameOf} />}
          </>
        )
      )}
      {link?.partial && !covered && (
        <p class="muted">
          Earlier events of this match were not kept in this browser.{' '}
          <button type="button" data-testid="reload-log" onClick={() => link.reload()}>
            Load the whole log
          </button>
        </p>
      )}
      {!covered && <HelpPanel game={summary.game} />}
      {!covered && link?.viewer !== 'spectator' && feed && (
        <FirstMatchNotes game={summary.game} legal={asLegal(feed.legal)} />
      )}
      {covered && seat !== null ? (
        <Cover seat={seat} name={nameOf(seat)} onReveal={() => setRevealed(seat)} />
      ) : feed ? (
        <Screen
          key={link?.viewer}
          view={feed.view}
          legal={asLegal(feed.legal)}
          events={namedEvents}
          seat={link?.viewer === 'spectator' ? null : (link?.viewer ?? null)}
          pending={feed.pending}
          outcome={feed.outcome}
          {...(link && link.viewer !== 'spectator' ? { send: (c: unknown) => link.command(c) } : {})}
          showLog={true}
        />
      ) : link?.state === 'refused' ? null : (
        <p class="muted">Waiting for the server…</p>
      )}
      {!covered && <ChatPanel link={link} nameOf={nameOf} />}
    </div>
  );
}
