/**
 * Replay viewer: joins a match as a spectator from event 0 and steps through the events it may see, each with its
 * rolls explained. The live link carries the latest view; for an earlier step the board and sheets come from
 * GET /api/matches/:id/view?at=N (the spectator's view once that event had happened), kept per event once fetched.
 */
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { MatchSummary, ViewAt } from '../server/wire.js';
import { getViewAt } from './api.js';
import { DiceNote } from './dice.js';
import { shownEvent } from './events.js';
import { HelpPanel } from './help/HelpPanel.js';
import { RuleLink, RuleText } from './help/RuleLink.js';
import { ConnectionBadge, ScreenToggle, useLinks, usePlainScreen, WithSummary } from './match.js';
import { outcomeText } from './screen.js';
import { screenFor, seatWordsFor } from './screens.js';
import { browserStore } from './storage.js';
import { EventLog, RollView } from './ui.js';

const NO_SEATS: never[] = [];

export function ReplayPage({ id }: { id: string }) {
  return <WithSummary id={id} render={(summary) => <Replay summary={summary} />} />;
}

/** Clamps a step to 0..count. */
export const clampStep = (step: number, count: number): number => Math.max(0, Math.min(count, step));

function Replay({ summary }: { summary: MatchSummary }) {
  // No store for the link: a replay always starts from event 0 and leaves no last-seen event behind. The browser's
  // choice of screen applies here as on the live page.
  const links = useLinks(summary.id, NO_SEATS, undefined);
  const [plain, togglePlain] = usePlainScreen(useMemo(browserStore, []));
  // Steps count from the first event: the replay waits until the earlier events a frame left out have come.
  const feed = links[0]?.ready && !links[0].fetchingEarlier ? links[0].feed : null;
  const events = feed?.events ?? [];
  const count = events.length;
  const [step, setStep] = useState(1);
  const at = clampStep(step, count);
  const go = (n: number) => setStep(clampStep(n, count));
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.target instanceof HTMLInputElement && e.target.type !== 'range') return;
      if (e.key === 'ArrowRight') setStep((s) => clampStep(s + 1, count));
      if (e.key === 'ArrowLeft') setStep((s) => clampStep(s - 1, count));
    };
    addEventListener('keydown', onKey);
    return () => removeEventListener('keydown', onKey);
  }, [count]);
  const current = at > 0 ? events[at - 1] : undefined;
  const shown = current ? shownEvent(current) : null;
  const Screen = screenFor(summary.game, plain);
  const nameOf = seatWordsFor(summary.game, feed?.view);
  const past = usePastView(summary.id, feed !== null && at < count ? (current?.n ?? 0) : null);
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
          <div class="replay-controls row">
            <button type="button" data-testid="replay-first" onClick={() => go(0)} disabled={at === 0}>
              First
            </button>
            <button type="button" data-testid="replay-prev" onClick={() => go(at - 1)} disabled={at === 0}>
              ◀ Back
            </button>
            <input
              type="range"
              min={0}
              max={count}
              value={at}
              data-testid="replay-slider"
              aria-label="Event"
              onInput={(e) => go(Number(e.currentTarget.value))}
            />
            <button type="button" data-testid="replay-next" onClick={() => go(at + 1)} disabled={at === count}>
              Forward ▶
            </button>
            <button type="button" data-testid="replay-last" onClick={() => go(count)} disabled={at === count}>
              Last
            </button>
            <span data-testid="replay-step">
              event {current?.n ?? 0} · {at} of {count}
            </span>
          </div>
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
            <EventLog events={events.slice(0, at)} {...(current ? { current: current.n } : {})} />
          </section>
          {at === count ? (
            <section data-testid="replay-board" data-at={current?.n ?? 0} data-version={feed.version ?? ''}>
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
          )}
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
