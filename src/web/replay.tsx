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
import {
  eventAtStep,
  foldedLog,
  type Mark,
  markAt,
  marksOf,
  nextMark,
  nextStop,
  prevMark,
  prevStop,
  stepOfEvent,
  stopsOf,
} from './replayTimeline.js';
import { hrefOf, momentLink } from './routes.js';
import { outcomeText } from './screen.js';
import { screenFor, seatWordsFor } from './screens.js';
import { browserStore } from './storage.js';
import { EventLog, RollView } from './ui.js';

const NO_SEATS: never[] = [];

/** Autoplay speeds; at 1x the replay moves on one stop a second. */
const SPEEDS = [0.5, 1, 2, 4] as const;
const STOP_MS = 1000;

export function ReplayPage({ id, at }: { id: string; at?: number | undefined }) {
  return <WithSummary id={id} render={(summary) => <Replay summary={summary} moment={at ?? null} />} />;
}

/** Clamps a step to 0..count. */
export const clampStep = (step: number, count: number): number => Math.max(0, Math.min(count, step));

const markWords = (m: Mark): string =>
  m.turn === 0 ? 'Before play' : m.phase === null ? `Turn ${m.turn}` : `Turn ${m.turn}, phase ${m.phase}`;

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
  // Until the events are in, the step is the moment asked for (or the first event); then it snaps to a stop.
  const wanted = step ?? (moment !== null ? stepOfEvent(events, stops, moment) : Math.min(1, count));
  const at = stops.find((s) => s >= clampStep(wanted, count)) ?? count;
  const go = (n: number) => setStep(clampStep(n, count));
  const [playing, setPlaying] = useState(false);
  const [speed, setSpeed] = useState<number>(1);
  const [copied, setCopied] = useState<string | null>(null);
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
  const phase = markAt(phases, at);
  const turn = markAt(turns, at);
  const phasesOfTurn = phases.filter((m) => m.turn === turn?.turn);
  const stopIndex = stops.indexOf(at);

  const copyLink = () => {
    const link = momentLink(location, summary.id, n);
    navigator.clipboard?.writeText(link).then(
      () => setCopied(link),
      () => setCopied(link),
    ) ?? setCopied(link);
  };

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
          <fieldset class="replay-controls">
            <legend class="sr-only">Replay controls</legend>
            <div class="row">
              <button type="button" data-testid="replay-first" onClick={() => go(0)} disabled={at === 0}>
                First
              </button>
              {phases.length > 0 && (
                <button
                  type="button"
                  data-testid="replay-prev-phase"
                  onClick={() => go(prevMark(phases, at) ?? 0)}
                  disabled={at === 0}
                >
                  ◀◀ Phase
                </button>
              )}
              <button
                type="button"
                data-testid="replay-prev"
                onClick={() => go(prevStop(stops, at))}
                disabled={at === 0}
              >
                ◀ Back
              </button>
              <button
                type="button"
                data-testid="replay-play"
                aria-pressed={playing}
                onClick={() => {
                  if (!playing && at >= count) go(0);
                  setPlaying(!playing);
                }}
              >
                {playing ? 'Pause' : 'Play'}
              </button>
              <button
                type="button"
                data-testid="replay-next"
                onClick={() => go(nextStop(stops, at))}
                disabled={at === count}
              >
                Forward ▶
              </button>
              {phases.length > 0 && (
                <button
                  type="button"
                  data-testid="replay-next-phase"
                  onClick={() => go(nextMark(phases, at) ?? count)}
                  disabled={at === count}
                >
                  Phase ▶▶
                </button>
              )}
              <button type="button" data-testid="replay-last" onClick={() => go(count)} disabled={at === count}>
                Last
              </button>
              <label>
                Speed{' '}
                <select
                  data-testid="replay-speed"
                  value={String(speed)}
                  onChange={(e) => setSpeed(Number(e.currentTarget.value))}
                >
                  {SPEEDS.map((x) => (
                    <option key={x} value={String(x)}>
                      {x}×
                    </option>
                  ))}
                </select>
              </label>
            </div>
            <div class="row">
              {turns.length > 0 && (
                <label>
                  Turn{' '}
                  <select
                    data-testid="replay-turn"
                    value={turn ? String(turn.step) : ''}
                    onChange={(e) => go(Number(e.currentTarget.value))}
                  >
                    {!turn && <option value="">—</option>}
                    {turns.map((m) => (
                      <option key={m.step} value={String(m.step)}>
                        {m.turn === 0 ? 'before play' : m.turn}
                      </option>
                    ))}
                  </select>
                </label>
              )}
              {phasesOfTurn.length > 1 && (
                <label>
                  Phase{' '}
                  <select
                    data-testid="replay-phase"
                    value={phase ? String(phase.step) : ''}
                    onChange={(e) => go(Number(e.currentTarget.value))}
                  >
                    {phasesOfTurn.map((m) => (
                      <option key={m.step} value={String(m.step)}>
                        {m.phase}
                      </option>
                    ))}
                  </select>
                </label>
              )}
              <input
                type="range"
                min={0}
                max={stops.length - 1}
                value={stopIndex}
                data-testid="replay-slider"
                aria-label="Moment of the match"
                aria-valuetext={`${phase ? `${markWords(phase)}, ` : ''}event ${n}`}
                onInput={(e) => go(stops[Number(e.currentTarget.value)] ?? 0)}
              />
              <span data-testid="replay-step" data-step={at} data-event={n}>
                {phase ? `${markWords(phase)} · ` : ''}event {n} · {stopIndex} of {stops.length - 1}
              </span>
            </div>
            <div class="row">
              <label>
                <input
                  type="checkbox"
                  data-testid="replay-show-all"
                  checked={!fold}
                  onChange={(e) => setFold(!e.currentTarget.checked)}
                />{' '}
                Show every “has submitted” note
              </label>
              <button type="button" data-testid="replay-copy-link" onClick={copyLink}>
                Copy link to this moment
              </button>
              {copied && (
                <span class="muted small" data-testid="replay-link" role="status">
                  Link copied: <a href={copied}>{copied}</a>
                </span>
              )}
              <span class="muted small">Keys: ← → step, space plays or pauses.</span>
            </div>
          </fieldset>
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
