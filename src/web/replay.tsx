/**
 * Replay viewer: joins a match as a spectator from event 0 and steps through the events it may see, each with its
 * rolls explained. The live link carries the latest view; for an earlier step the board and sheets come from
 * GET /api/matches/:id/view?at=N (the spectator's view once that event had happened), kept per event once fetched.
 * It jumps by turn and phase, plays itself at a chosen speed, folds the "has submitted" notes (replayTimeline.ts),
 * and keeps the moment shown in the address (#/replay/<id>?at=N), so a link opens on the same moment.
 */
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { MatchSummary, NumberedEvent, ViewAt } from '../server/wire.js';
import { getViewAt } from './api.js';
import { DiceNote } from './dice.js';
import { shownEvent } from './events.js';
import { HelpPanel } from './help/HelpPanel.js';
import { RuleLink, RuleText } from './help/RuleLink.js';
import { ConnectionBadge, ScreenToggle, useLinks, usePlainScreen, WithSummary } from './match.js';
import { ReplayControls } from './replayControls.js';
import { eventAtStep, foldedLog, marksOf, nextStop, prevStop, stepOfEvent, stopsOf } from './replayTimeline.js';
import { hrefOf } from './routes.js';
import { outcomeText } from './screen.js';
import { screenFor, seatWordsFor } from './screens.js';
import { browserStore } from './storage.js';
import { EventLog, RollView } from './ui.js';

const NO_SEATS: never[] = [];

/** At 1x autoplay moves on one stop a second. */
const STOP_MS = 1000;

export function ReplayPage({ id, at }: { id: string; at?: number | undefined }) {
  return <WithSummary id={id} render={(summary) => <Replay summary={summary} moment={at ?? null} />} />;
}

/** Clamps a step to 0..count. */
export const clampStep = (step: number, count: number): number => Math.max(0, Math.min(count, step));

/** Keys typed into a field or a control belong to it, not to the replay. */
const ownKeys = (t: EventTarget | null): boolean =>
  t instanceof HTMLInputElement ||
  t instanceof HTMLSelectElement ||
  t instanceof HTMLTextAreaElement ||
  t instanceof HTMLButtonElement;

function Replay({ summary, moment }: { summary: MatchSummary; moment: number | null }) {
  // No store for the link: a replay always starts from event 0 and leaves no last-seen event behind. The browser's
  // choice of screen applies here as on the live page.
  const links = useLinks(summary.id, NO_SEATS, undefined);
  const [plain, togglePlain] = usePlainScreen(useMemo(browserStore, []));
  // Steps count from the first event: the replay waits until the earlier events a frame left out have come.
  const feed = links[0]?.ready && !links[0].fetchingEarlier ? links[0].feed : null;
  const events = feed?.events ?? [];
  const count = events.length;
  const [fold, setFold] = useState(true);
  const stops = useMemo(() => stopsOf(events, fold), [events, fold]);
  const { turns, phases } = useMemo(() => marksOf(events, stops), [events, stops]);
  const [step, setStep] = useState<number | null>(null);
  // A moment link followed on this page (the fragment changed) lands on its moment as a fresh page would.
  useEffect(() => setStep(null), [moment]);
  // Until the events are in, the step is the moment asked for (or the first event); then it snaps to a stop.
  const wanted = step ?? (moment !== null ? stepOfEvent(events, stops, moment) : Math.min(1, count));
  const at = stops.find((s) => s >= clampStep(wanted, count)) ?? count;
  const go = (n: number) => setStep(clampStep(n, count));
  const [playing, setPlaying] = useState(false);
  const [speed, setSpeed] = useState<number>(1);
  const n = eventAtStep(events, at);

  // The address follows the moment shown, without a new history entry and without reloading the route.
  useEffect(() => {
    if (!feed) return;
    history.replaceState(history.state, '', hrefOf({ name: 'replay', id: summary.id, at: n }));
  }, [feed !== null, n, summary.id]);

  useEffect(() => {
    if (!playing) return;
    if (at >= count) {
      setPlaying(false);
      return;
    }
    const t = setTimeout(() => setStep(nextStop(stops, at)), STOP_MS / speed);
    return () => clearTimeout(t);
  }, [playing, at, count, speed, stops]);

  const keys = useRef({ at, stops, count });
  keys.current = { at, stops, count };
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (ownKeys(e.target) || e.altKey || e.ctrlKey || e.metaKey) return;
      const k = keys.current;
      if (e.key === 'ArrowRight') setStep(nextStop(k.stops, k.at));
      else if (e.key === 'ArrowLeft') setStep(prevStop(k.stops, k.at));
      else if (e.key === ' ') setPlaying((p) => !p);
      else return;
      e.preventDefault();
    };
    addEventListener('keydown', onKey);
    return () => removeEventListener('keydown', onKey);
  }, []);

  const Screen = screenFor(summary.game, plain);
  const nameOf = seatWordsFor(summary.game, feed?.view);
  const log: NumberedEvent[] = useMemo(
    () => (fold ? foldedLog(events.slice(0, at), nameOf) : events.slice(0, at)),
    [events, at, fold, nameOf],
  );
  const last = log[log.length - 1];
  const shown = at > 0 && last ? shownEvent(last) : null;
  const past = usePastView(summary.id, feed !== null && at < count ? n : null);

  const board =
    at === count && feed ? (
      <section data-testid="replay-board" data-at={n} data-version={feed.version ?? ''}>
        {outcomeText(feed.outcome, nameOf) && <p class="outcome">{outcomeText(feed.outcome, nameOf)}</p>}
        <Screen
          view={feed.view}
          legal={null}
          events={events}
          seat={null}
          pending={feed.pending}
          outcome={feed.outcome}
          showLog={false}
        />
      </section>
    ) : past.view ? (
      <section data-testid="replay-board" data-at={past.view.at} data-version={past.view.version}>
        <p class="muted small">
          The arena after move {past.view.version}, once event {past.view.at} had happened.
        </p>
        <Screen
          view={past.view.view}
          legal={null}
          events={events.slice(0, at)}
          seat={null}
          pending={past.view.pending}
          outcome={past.view.outcome}
          showLog={false}
        />
      </section>
    ) : past.error ? (
      <p class="error">The arena at this step cannot be drawn: {past.error}</p>
    ) : (
      <p class="muted" data-testid="replay-board-loading">
        Drawing the arena at this step…
      </p>
    );

  return (
    <div class="replay">
      <header class="match-head">
        <h2>Replay: {summary.title}</h2>
        <span class="muted">
          match {summary.id}
          {summary.status === 'active' ? ' · still being played: this shows it so far' : ''}
        </span>
        <ConnectionBadge links={links} />
        <ScreenToggle game={summary.game} plain={plain} onToggle={togglePlain} />
      </header>
      <DiceNote dice={feed?.dice ?? summary.dice} match={summary.id} />
      <HelpPanel game={summary.game} />
      {!feed ? (
        <p class="muted">Fetching the events…</p>
      ) : (
        <>
          <ReplayControls
            id={summary.id}
            at={at}
            count={count}
            n={n}
            stops={stops}
            marks={{ turns, phases }}
            go={go}
            playing={playing}
            onPlay={() => {
              if (!playing && at >= count) go(0);
              setPlaying(!playing);
            }}
            speed={speed}
            setSpeed={setSpeed}
            fold={fold}
            setFold={setFold}
          />
          <div class="replay-body">
            <div class="replay-arena">{board}</div>
            <div class="replay-side">
              <section class="panel replay-now" data-testid="replay-current">
                {shown ? (
                  <>
                    <p>
                      <RuleText text={shown.text} /> {shown.rule && <RuleLink rule={shown.rule} />}
                    </p>
                    {shown.rolls.map((r, i) => (
                      <RollView roll={r} key={i} />
                    ))}
                  </>
                ) : (
                  <p class="muted">Before the first event.</p>
                )}
              </section>
              <section class="panel">
                <h3>Log so far</h3>
                <EventLog events={log} {...(at > 0 ? { current: n } : {})} />
              </section>
            </div>
          </div>
        </>
      )}
    </div>
  );
}

/** The view at event `n` (null: none wanted), fetched once per event and kept while the page is open. */
function usePastView(id: string, n: number | null): { view: ViewAt | null; error: string | null } {
  const cache = useRef(new Map<number, ViewAt>());
  const [got, setGot] = useState<{ view: ViewAt | null; error: string | null }>({ view: null, error: null });
  useEffect(() => {
    if (n === null) return;
    const kept = cache.current.get(n);
    if (kept) {
      setGot({ view: kept, error: null });
      return;
    }
    let live = true;
    setGot({ view: null, error: null });
    getViewAt(id, n).then(
      (v) => {
        cache.current.set(n, v);
        if (live) setGot({ view: v, error: null });
      },
      (e: Error) => live && setGot({ view: null, error: e.message }),
    );
    return () => {
      live = false;
    };
  }, [id, n]);
  // A view fetched for another step is not shown while this one's is on its way.
  return got.view && got.view.at !== n ? { view: null, error: null } : got;
}
