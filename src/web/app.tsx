/** The client's shell: the header and the page for the current route. */
import { useEffect, useState } from 'preact/hooks';
import { own } from '../core/own.js';
import { AccountBar, attachHeld, signedIn } from './account.js';
import { getMatch, lookupMatches, setSeatName } from './api.js';
import { getDisplayName } from './identity.js';
import { Lobby } from './lobby.js';
import { MatchPage } from './match.js';
import { ReplayPage } from './replay.js';
import { hrefOf, type Route, routeOf } from './routes.js';
import { browserStore } from './storage.js';

function useRoute(): Route {
  const [route, setRoute] = useState(() => routeOf(location));
  useEffect(() => {
    const onChange = () => setRoute(routeOf(location));
    addEventListener('hashchange', onChange);
    addEventListener('popstate', onChange);
    return () => {
      removeEventListener('hashchange', onChange);
      removeEventListener('popstate', onChange);
    };
  }, []);
  return route;
}

/** An invite link: keep the seat's token in this browser, then open the match without the token in the address. */
function JoinPage({ id, seat, token }: { id: string; seat: string; token: string }) {
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    // The token is checked before it is kept: a link cut short when copied should say so, not fail later.
    Promise.all([getMatch(id), lookupMatches([token])]).then(
      ([m, found]) => {
        if (!live) return;
        // The seat comes from the link, which anyone can write: `constructor` is no seat.
        const holder = own(m.seats, seat);
        if (!holder || holder.kind === 'bot') return setError(`the match has no seat ${seat} for a person`);
        if (!found.some((f) => f.id === id))
          return setError('its key does not open a seat of this match (was the link cut short when it was copied?)');
        browserStore().hold([{ match: id, seat, token, game: m.game, addedAt: new Date().toISOString() }]);
        // The people at the table read who took the seat; a name refused changes nothing about the seat.
        const name = getDisplayName();
        if (name !== null) void setSeatName(id, seat, name, token).catch(() => {});
        if (signedIn()) void attachHeld().catch(() => {});
        history.replaceState(null, '', hrefOf({ name: 'match', id }));
        dispatchEvent(new HashChangeEvent('hashchange'));
      },
      (e: Error) => live && setError(e.message),
    );
    return () => {
      live = false;
    };
  }, [id, seat, token]);
  return error ? (
    <div class="error" role="alert" data-testid="invite-refused">
      <p>This invite does not give you a seat: {error}</p>
      <p>
        <a href={hrefOf({ name: 'match', id })} data-testid="watch-instead">
          Watch the match instead
        </a>
      </p>
    </div>
  ) : (
    <p class="muted">Taking seat {seat}…</p>
  );
}

function Page({ route }: { route: Route }) {
  switch (route.name) {
    case 'lobby':
      return <Lobby />;
    case 'match':
      return <MatchPage key={route.id} id={route.id} />;
    case 'replay':
      return <ReplayPage key={route.id} id={route.id} at={route.at} />;
    case 'join':
      return <JoinPage id={route.id} seat={route.seat} token={route.token} />;
  }
}

export function App() {
  const route = useRoute();
  return (
    <>
      <header class="app-head">
        <a href={hrefOf({ name: 'lobby' })} class="brand" data-testid="nav-lobby">
          Ludus
        </a>
        <span class="muted">gladiator games in the browser</span>
        <AccountBar />
      </header>
      <main>
        <Page route={route} />
      </main>
    </>
  );
}
