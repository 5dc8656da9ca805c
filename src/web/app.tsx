/** The client's shell: the header and the page for the current route. */
import { useEffect, useState } from 'preact/hooks';
import { getMatch } from './api.js';
import { Lobby } from './lobby.js';
import { MatchPage } from './match.js';
import { ReplayPage } from './replay.js';
import { hrefOf, parseRoute, type Route } from './routes.js';
import { browserStore } from './storage.js';

function useRoute(): Route {
  const [route, setRoute] = useState(() => parseRoute(location.hash));
  useEffect(() => {
    const onHash = () => setRoute(parseRoute(location.hash));
    addEventListener('hashchange', onHash);
    return () => removeEventListener('hashchange', onHash);
  }, []);
  return route;
}

/** An invite link: keep the seat's token in this browser, then open the match without the token in the address. */
function JoinPage({ id, seat, token }: { id: string; seat: string; token: string }) {
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    getMatch(id).then(
      (m) => {
        browserStore().hold([{ match: id, seat, token, game: m.game, addedAt: new Date().toISOString() }]);
        history.replaceState(null, '', hrefOf({ name: 'match', id }));
        dispatchEvent(new HashChangeEvent('hashchange'));
      },
      (e: Error) => setError(e.message),
    );
  }, [id, seat, token]);
  return error ? (
    <p class="error" role="alert">
      This invite does not open a match: {error}
    </p>
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
      return <ReplayPage key={route.id} id={route.id} />;
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
      </header>
      <main>
        <Page route={route} />
      </main>
    </>
  );
}
